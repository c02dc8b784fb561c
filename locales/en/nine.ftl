# Nine: names, quick-entry flags, options, rule ids and the referee's messages.

game-nine = Nine
game-nine-aliases = nine, devyatka, деветка
flag-nine-passes = how many times each player passed, 1 into the bank each: --passes Аня=2,Вера=1
flag-nine-nine = who held 9♦ and so played first, e.g. --nine Борис
option-nine-ante = what each player puts in the bank before the deal (1)
option-nine-limit = the match ends when a player's total reaches this many (0: never)

rule-nine-score-ante = every player opens the bank with the ante (1)
rule-nine-score-pass = a player who cannot play passes and pays 1 into the bank
rule-nine-score-bank = the first player rid of his cards takes the bank; a deal's money sums to zero
rule-nine-match-limit = the match ends when a player's total reaches the limit (none unless agreed)
rule-nine-match-deals = or after the agreed number of deals
rule-nine-match-winner = the highest total wins; equal highest totals play another deal
rule-nine-penalty = a penalty the table agrees is written with its points
rule-nine-deal-format = a deal record has only the documented fields
rule-nine-deal-dealer = the deal passes to the left
rule-nine-out-missing = every deal names the player who went out first, or gives the whole deal
rule-nine-passes-range = a player passes 0 to 37 less the players times in a deal
rule-nine-play-format = a whole deal is the hands, then every turn: a card or a pass
rule-nine-play-hands = the hands are the 36 cards dealt one at a time: each card once, sizes differing by one at most
rule-nine-play-first = the holder of 9♦ plays it first
rule-nine-play-card = a card played is a nine or extends its suit's row up or down from the nine
rule-nine-play-not-held = a player plays only a card he holds
rule-nine-pass-playable = a player passes only when he has no card he can play
rule-nine-play-after-out = the deal ends when a player has played his last card
rule-nine-play-unfinished = a whole deal goes on until a player is rid of his cards
rule-nine-entry-disagree = quick entry and the whole deal agree
rule-nine-penalty-points = a penalty gives its points
rule-nine-option-unknown = only documented options
rule-nine-option-value = option values of the right type and range
rule-nine-snapshot = a match resumes only from a stored state of a Nine match with the same players
nine-snapshot = the stored state of this match is not the state of a Nine match with these players

nine-out-missing = who went out first is missing: name the player with { $out }, or give the whole deal with { $play }
nine-passes-range = { $player } is given { $passes } passes; a player passes 0 to { $most } times in a deal
nine-disagree-out = { $given } is given as going out first but the deal shows { $shown }; quick entry and the whole deal must agree
nine-disagree-nine = { $given } is given as holding 9♦ but the deal shows { $shown }; quick entry and the whole deal must agree
nine-disagree-passes = { $player } is given { $given } passes but the deal shows { $shown }; quick entry and the whole deal must agree
nine-step-ante = { $players } players put { $ante } each in the bank: { $bank }
nine-step-pass = { $player } passed { $passes ->
    [one] once
   *[other] { $passes } times
}: { $paid } into the bank
nine-step-bank = { $player } went out first and takes the bank of { $bank }: { $net }
nine-summary = { $dealer } deals, { $winner } out first
nine-summary-nine = { $dealer } deals, { $nine } opens with 9♦, { $winner } out first
nine-next = deal { $deal }: { $dealer } deals

nine-play-not-text = a whole deal of Nine is text: a line NAME: cards for each hand, then the turns (a card or - for a pass)
nine-play-hand-after-turns = the hand of { $player } comes after the turns; give every hand first
nine-play-not-card = a card of { $player }'s hand: { $error }
nine-turn-not-card = turn { $turn }, { $player }: { $error } (a card, or - for a pass)
nine-hands-twice = the hand of { $player } is given twice
nine-hands-not-in-pack = { $card } in { $player }'s hand is not in the 36-card pack
nine-hands-card-twice = { $card } is dealt twice
nine-hands-missing = the hand of { $player } is missing; every player is dealt a hand
nine-hands-not-dealt = the whole pack is dealt, but nobody holds { $cards }
nine-hands-sizes = { $player } holds { $count } cards and another player { $least }; dealt one at a time, hands differ by one card at most
nine-first = { $player } holds { $card } and opens the deal with it
nine-pass-playable = turn { $turn }: { $player } passed but could play { $card } (playable: { $cards }); a player passes only when he has no card to play
nine-not-held-other = turn { $turn }: { $player } played { $card }, which { $holder } holds
nine-not-held-played = turn { $turn }: { $player } played { $card }, which is already on the table
nine-card = turn { $turn }: { $player } played { $card }, which neither is a nine nor extends a row; playable now: { $allowed }
nine-after-out = turn { $turn } comes after { $winner } played his last card; the deal is over
nine-unfinished = after { $turns } turns nobody is rid of his cards; a whole deal goes on until someone is

deal-example-nine =
    kozyr deal --out Вера --passes Аня=2,Борис=1 --nine Борис  # bank 3 + 3 = 6: Вера +5, Аня −3, Борис −2
    kozyr deal --tricks nine.txt  # the hands and every turn, refereed
new-example-nine = kozyr new nine --players Аня,Борис,Вера --option ante=2
