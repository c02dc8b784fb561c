# Mushka: names, quick-entry flags, options and rule ids.

rule-mushka-score-trick = +1 for each trick taken
rule-mushka-score-ace = +5 for each trick won with an ace
rule-mushka-score-spade-ace = when spades are trump only A♠ gives a bonus, +10
rule-mushka-score-no-trick = a player in the deal who took no trick: −5
rule-mushka-score-no-trick-spade-ace = no trick while holding A♠: −10
rule-mushka-pass = a player who passes drops out of the deal and scores nothing
rule-mushka-pass-spade-ace = a player holding A♠ may not pass
rule-mushka-pass-twice = each player passes once
rule-mushka-pass-alone = everyone but one passed: he takes the five tricks uncontested, nothing is played
rule-mushka-pass-all = everyone passed: nobody scores, the deal passes to the left
rule-mushka-aces-card = only aces are named as the cards that won tricks
rule-mushka-aces-twice = each ace wins one trick, for one player
rule-mushka-aces-tricks = nobody is given more tricks won with aces than tricks won
rule-mushka-aces-holder = A♠ wins only for the player who held it
rule-mushka-aces-spade-trump = with ♠ trump A♠ cannot lose: its holder won a trick with it
rule-mushka-match-overshoot = a total that passes 0 starts again at −25
rule-mushka-match-winner = exactly 0 wins; two at once: the first in play from the deal's leader
rule-mushka-penalty = a penalty the table agrees is written with its points
rule-mushka-deal-format = a deal record has only the documented fields
rule-mushka-deal-dealer = the deal passes to the left
rule-mushka-deal-trump = every deal names its trump suit
rule-mushka-deal-won = tricks won are given (or every trick)
rule-mushka-won-range = a player's tricks are 0 to 5
rule-mushka-won-sum = tricks won by the players in the deal add up to 5
rule-mushka-entry-disagree = quick entry and the tricks agree
rule-mushka-penalty-points = a penalty gives its points
rule-mushka-play-format = a play record has only tricks
rule-mushka-play-not-playing = a player who passed neither plays nor takes tricks
rule-mushka-play-follow-suit = follow the led suit if able
rule-mushka-play-trump = void in the led suit: play a trump if able
rule-mushka-play-trick-size = each trick has one card from each player in the deal
rule-mushka-play-card-count = five tricks: every card of the hands in play
rule-mushka-play-duplicate-card = each card is played once
rule-mushka-play-not-in-deck = only the deck's cards are played (no sixes or lower with 3–4 players)
rule-mushka-play-out-of-turn = players play in turn from the trick's leader
rule-mushka-option-unknown = only documented options
rule-mushka-option-value = option values of the right type
rule-mushka-snapshot = a stored state of the match that a replay of this match could have left
flag-mushka-trump = the trump suit: hearts, ♥, H, черви… (Pamfil: the suit in force after J♣ was swapped)
flag-mushka-passed = a player who passed and sat the deal out (repeatable, or NAME,NAME), e.g. --passed Вера
flag-mushka-aces = aces with which a player won tricks, repeatable: --aces Борис=AS,AH
flag-mushka-spade-ace = who held A♠ when play began, e.g. --spade-ace Аня
game-mushka = Mushka
option-mushka-spade-ace = Mushka's variant: A♠ takes a trick already holding the trump ace if played after it
game-mushka-aliases = mushka, mouche

mushka-and = { $first } and { $rest }

# Reading a deal (shared with Pamfil).
mushka-names-format = { $field } takes a name or a list of names
mushka-name-format = { $field } takes a player's name
mushka-aces-format = { $field } takes player → aces that won tricks, e.g. {"{"}"Борис": ["AS", "AH"]{"}"}
mushka-deal-needs-trump = { $game } always has a trump, the suit of the card turned from the stock: --trump hearts (♥, H, черви…)
mushka-snapshot = the stored state of this { $game } match cannot be read or is not one this match can reach
mushka-pass-twice = { $name } is named twice as passing; each player passes once
mushka-pass-spade-ace = { $name } held A♠ and may not pass; a player holding A♠ draws and plays (only the others may pass)
mushka-unplayed-play = a play record
mushka-unplayed-won = tricks won
mushka-unplayed-aces = aces that won tricks
mushka-pass-all-unplayed = everyone passed, so the deal was not played; it has no { $what }
mushka-pass-alone-unplayed = everyone but { $name } passed: he takes the { $tricks } tricks uncontested and no card is played, so the deal has no { $what }
mushka-aces-not-card = "{ $item }" given for { $name } is not a card; name the aces that won tricks: AS, AH, AD, AC
mushka-aces-not-ace = { $card } given for { $name } is not an ace; only the aces that won tricks are named
mushka-aces-twice = { $card } is given twice for { $name }; an ace wins one trick
mushka-aces-both = { $card } is given for both { $other } and { $name }; an ace wins one trick, for one player
mushka-aces-tricks = { $name } won { $tricks ->
    [0] no trick
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} but is given { $aces } won with aces ({ $cards }); each trick is won by one card
mushka-aces-holder = A♠ is given as winning a trick for { $winner } but { $holder } held it; an ace wins only for the player who held it
mushka-aces-spade-trump = with ♠ trump A♠ beats every card, so { $name } won the trick he played it to: add it to his aces (--aces { $name }=AS)
mushka-disagree = { $what }; quick entry and the tricks must agree
mushka-aces-none = none
mushka-aces-list = { $cards }
mushka-disagree-aces = { $name } is given tricks won with aces { $given } but the record shows { $shown }
mushka-spade-ace-held = { $name } held it
mushka-spade-ace-unplayed = nobody played it
mushka-disagree-spade-ace = A♠ is given as held by { $name } but the record shows { $shown }

# The explanation of a deal.
mushka-step-pass-all = everyone passed: nobody scores and the deal passes to the left
mushka-step-pass-alone = everyone else passed: { $name } takes the { $tricks } tricks uncontested
mushka-step-pass = { $name } passed: scores nothing this deal
mushka-step-tricks = { $tricks ->
    [one] { $name }: { $tricks } trick { $points }
   *[other] { $name }: { $tricks } tricks × +1 = { $points }
}
mushka-step-spade-ace = { $name }: a trick won with A♠, spades trump { $bonus }
mushka-step-ace = { $name }: a trick won with { $card } { $bonus }
mushka-step-aces = { $name }: tricks won with { $cards }: { $aces } × { $bonus } = { $points }
mushka-step-no-trick-spade-ace = { $name }: no trick while holding A♠ { $points }
mushka-step-no-trick = { $name }: no trick { $points }

# The sheet's row: who dealt, the trump, who passed.
mushka-summary = { $dealer } deals, { $trump } trumps
mushka-summary-all-pass = { $dealer } deals, { $trump } trumps, all pass
mushka-summary-pass = { $dealer } deals, { $trump } trumps, { $passed } pass

# The climb to 0.
mushka-overshoot = { $name }: { $before } { $points } = { $reached } passes { $goal }: starts again at { $start }
mushka-winner = { $name } reaches exactly { $goal } and wins
mushka-winner-tie = { $names } reach { $goal } in the same deal; { $name } wins, the first of them in play from the deal's leader
mushka-next = deal { $number }: { $dealer } deals, { $leader } leads

deal-example-mushka =
    kozyr deal --trump hearts --won Аня=0,Борис=3,Галя=2 --passed Вера  # Вера passed; Борис and Галя took the tricks
    kozyr deal --trump clubs --won Аня=2,Борис=1,Вера=1,Галя=1 --aces Аня=AC,AH  # Аня won two tricks with aces
    kozyr deal --trump spades --won Борис=5 --passed Аня,Вера,Галя  # all but Борис passed
new-example-mushka = kozyr new mushka --players Аня,Борис,Вера,Галя
