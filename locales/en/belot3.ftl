# Belot for three: names, quick-entry flags, options and rule ids.

rule-belot3-deal-format = a deal record has only the documented fields
rule-belot3-deal-declarer = a deal names the player who said «играю» (the declarer), or gives the bidding
rule-belot3-deal-trump = a deal gives the trump: --trump, the turned card, or the bidding
rule-belot3-deal-points = a deal gives each player's card points or every trick
rule-belot3-deal-last-trick = a deal names the player who took the last trick
rule-belot3-deal-redeal = a redeal (two rounds of passes) has no declarer, points or tricks
rule-belot3-points-range = a player's card points are 0 to 152
rule-belot3-points-sum = card points add up to 152 less the five cards out of play
rule-belot3-capot-inconsistent = a capot player took no trick: no card points, not the last trick, and someone took the tricks
rule-belot3-bid-word = a bid is «играю» (play), pass, or a suit
rule-belot3-bid-turn = in the first round only the turned card's suit is offered: play or pass
rule-belot3-bid-other-suit = in the second round a player names another suit than the turned one, or passes
rule-belot3-bid-after-end = no bid after a player took the trump or after two rounds of passes
rule-belot3-bid-unfinished = the bidding ends with a declarer or six passes
rule-belot3-bid-redeal = two rounds of passes: the next player deals again
rule-belot3-exchange-first-trump = the trump 7 is exchanged only when the turned card's suit is trump
rule-belot3-exchange-seven = the trump 7 goes to the table in exchange for the turned card
rule-belot3-exchange-turned = the turned card stays on the table unless the holder of the trump 7 takes it
rule-belot3-combination-format = a combination is written player:kind:card, e.g. Борис:four:J, Вера:sequence:KH:5
rule-belot3-combination-type = combinations are four of a rank, a sequence, or a belot
rule-belot3-combination-set-rank = four of a rank counts for J, 9, A, 10, K or Q
rule-belot3-combination-sequence-length = a sequence is four or more cards of one suit in a row
rule-belot3-combination-belot = a belot is the K and Q of trump in one hand (of any one suit with belot=any-suit)
rule-belot3-combination-overlap = no card shows in two hands' combinations, nor in two of one kind
rule-belot3-combination-not-held = a declared combination was in the player's hand
rule-belot3-combination-order = after his first combination a player declares others only if each is worth less than the first; the belot stands apart
rule-belot3-combination-turned = the turned card stays on the table, so no combination holds it, unless the holder of the trump 7 took it in exchange
rule-belot3-combination-hand = a player's combinations fit his hand of nine cards
rule-belot3-combination-rank = four of a rank above sequences, higher above lower, longer above shorter; equal: trump, else first declared
rule-belot3-combination-score = only the holder of the best combination scores combinations; a belot scores apart
rule-belot3-play-format = a play record has only the documented fields
rule-belot3-play-trick-size = each trick has one card from each player
rule-belot3-play-follow-suit = follow the led suit if able
rule-belot3-play-trump = void in the led suit: trump if able
rule-belot3-play-overtrump = a trump on the table must be beaten by a higher trump if able
rule-belot3-play-card-count = a deal is 9 tricks of 3 cards
rule-belot3-play-duplicate-card = each card is played once
rule-belot3-play-not-in-deck = only the 32 cards 7–A are played
rule-belot3-play-out-of-turn = players play in turn from the trick's leader
rule-belot3-play-first-leader = the first leader is a player of the match
rule-belot3-entry-disagree = quick and full entry of one deal agree
rule-belot3-score-points = a player's points are his card points, 10 for the last trick and his combinations
rule-belot3-score-lowest = the player with the fewest points loses them, split equally between the other two
rule-belot3-score-odd-point = an odd point of the split goes as the odd_point option says
rule-belot3-score-tie = two players tied for the fewest: nobody loses his points
rule-belot3-score-declarer-tie = the declarer tying an opponent writes nothing; his points hang
rule-belot3-hanging-award = hanging points go to whoever has the most points in a later deal
rule-belot3-capot = a player without a trick: the others get 50 each and his combinations do not count
rule-belot3-capot-double = two players without a trick: the taker of all tricks gets 100
rule-belot3-match-target = the first to reach the target wins
rule-belot3-match-announce = a player who announced reaching the target wins; the announcement must be true
rule-belot3-match-announce-trick = reaching the target is announced after one's own trick, not the last
rule-belot3-match-last-trick = several reaching the target: the taker of the last trick wins; if none of them took it, play on
rule-belot3-dealer-leader = the player with the most points deals next (option next_dealer)
rule-belot3-penalty = a penalty the table agreed is written to the player
rule-belot3-penalty-points = a penalty gives its points
rule-belot3-option-unknown = only documented options
rule-belot3-option-value = option values of the right type
rule-belot3-snapshot = a stored state is one this match can reach

flag-belot3-declarer = Belot for three: the player who said «играю»
flag-belot3-trump = Belot for three: the trump suit
flag-belot3-turned = Belot for three: the turned card, e.g. 9H
flag-belot3-bids = Belot for three: the offer from the dealer's left, e.g. pass,pass,pass,hearts
flag-belot3-redeal = Belot for three: two rounds of passes, the next player deals again
flag-belot3-points = Belot for three: card points per player without the last 10, e.g. Аня=60,Борис=40,Вера=30
flag-belot3-last = Belot for three: the player who took the last trick
flag-belot3-capot = Belot for three: a player who took no trick (капо)
flag-belot3-announce = Belot for three: a combination, e.g. Борис:four:J, Вера:sequence:KH:5, Аня:belot (repeat)
flag-belot3-exchange = Belot for three: the player who exchanged the trump 7 for the turned card
flag-belot3-reached = Belot for three: the player who announced reaching the target (Name or Name:trick)
option-belot3-target = the match is won at this total (the book leaves it to the table)
option-belot3-odd_point = the odd point of an odd split: higher (to the one with more points) or drop
option-belot3-next_dealer = who deals after a played deal: leader (the most points, the book) or rotation
option-belot3-belot = which king and queen make a belot: trump (kozyr's reading of the book) or any-suit (the book's literal words: any one suit's pair, 20 each)
game-belot3 = Belot for three
game-belot3-aliases = belot3, belot-for-three, three-handed belot

deal-example-belot3 =
    kozyr deal --declarer Борис --trump hearts --points Аня=40,Борис=70,Вера=32 --last Борис  # card points without the last 10
    kozyr deal --bids pass,play --turned 9S --points Аня=50,Борис=60,Вера=30 --last Аня --announce Аня:four:Q  # the offer says who plays
    kozyr deal --redeal  # two rounds of passes: the next player deals again
new-example-belot3 = kozyr new belot3 --players Аня,Борис,Вера --option target=500

belot3-no-teams = Belot for three is played by three, each for himself: no teams
belot3-option-target = the target is a total from 1 to 100000, not { $target }
belot3-option-stored = the stored options of this Belot for three match cannot be read: { $error }
belot3-snapshot = the stored state of this Belot for three match cannot be read or is not one this match can reach
belot3-next = deal { $deal }: { $dealer } deals, { $bidder } is offered the turned card first{ $hanging ->
    [0] {""}
    [one] {" "}({ $hanging } point hangs)
   *[other] {" "}({ $hanging } points hang)
}
belot3-redeal = two rounds of passes: { $dealer } dealt, { $next } deals again
belot3-summary-redeal = redeal
belot3-summary = { $player } { $trump }{ $capot ->
    [0] {""}
   *[other] , capot: { $who }
}
belot3-dealer-leader = { $player } has the most points ({ $total }) and deals next
belot3-penalty-points = a Belot for three penalty gives its points (the book names none): --points -10
belot3-penalty-note = { $player }: { $reason } { $points }
belot3-penalty-summary = penalty: { $reason }

belot3-bid-word = { $player } bid «{ $bid }»: a bid is play (играю), pass, or a suit
belot3-bid-turn = { $player } named { $suit } in the first round: only the turned card's suit is offered there (play or pass)
belot3-bid-other-suit = { $player } took the turned card's suit in the second round: there a player names another suit or passes
belot3-bid-after-end = «{ $bid }» after { $player } took the trump: the bidding was over
belot3-bid-after-redeal = «{ $bid }» (bid { $position }) after two rounds of passes: the cards are dealt again
belot3-bid-unfinished = the bidding stops after { $bids } bids with no declarer: { $player } has not spoken (six passes mean a redeal)

belot3-play-under-trump = under { $best }
belot3-play-overtrump-required = a trump on the table must be beaten by a higher trump if the player has one
belot3-call-with-it = with a belot call
belot3-call-required = a belot is called with the K or Q of { $trump } while holding the other

belot3-combination-four = four { $rank ->
    [ace] aces
    [king] kings
    [queen] queens
    [jack] jacks
    [ten] tens
   *[nine] nines
}
belot3-combination-sequence = { $length } in sequence to { $high }
belot3-combination-belot = belot { $suit }
belot3-combination-format = «{ $text }» is not a combination: write player:kind:card, e.g. Борис:four:J, Вера:sequence:KH:5, Аня:belot
belot3-combination-rank-word = { $player }: «{ $text }» does not name a rank (J, 9, A, 10, K, Q)
belot3-combination-set-rank = { $player }: four { $symbol } is no combination; fours count for J, 9, A, 10, K and Q
belot3-combination-top = { $player }: «{ $text }» does not name the sequence's top card, e.g. sequence:KH:5
belot3-combination-length-word = { $player }: «{ $text }» does not give the sequence's length as a number
belot3-combination-length = { $player }: a sequence of { $length } to { $high } is not possible or not a combination: 4 to { $most } cards
belot3-combination-suit-word = { $player }: «{ $text }» does not name a suit
belot3-combination-belot-trump = { $player } declared a belot in { $suit }: a belot is the K and Q of trump ({ $trump }) unless the match was made with belot=any-suit
belot3-combination-type = { $player }: «{ $text }» is no combination: four, sequence or belot
belot3-combination-overlap = { $card } is in { $first_player }'s { $first } and in { $second_player }'s { $second }
belot3-combination-not-held = { $player } declared { $combination } but did not hold { $card }
belot3-combination-order = { $player } declared { $first } ({ $first_points }) first; { $second } ({ $second_points }) is not worth less, and after the first a player declares only combinations worth less than it
belot3-combination-turned = { $player } declared { $combination }, which holds { $card }: the turned card stays on the table unless the holder of the trump 7 took it in exchange
belot3-combination-hand = { $player }'s combinations hold { $cards } different cards; a hand has { $hand }
belot3-combination-of = { $player }'s { $combination }
belot3-combination-best = the best combination is { $player }'s { $combination }{ $rivals ->
    [0] {""}
   *[other] , above { $beaten }
}
belot3-combination-capot = { $player } took no trick: his { $combination } does not count
belot3-combination-scores = { $player } scores { $combination }: { $points }
belot3-combination-nothing = { $player }'s { $combination } scores nothing: not the best combination

belot3-deal-format = the deal record cannot be read: { $error }
belot3-deal-trump-word = «{ $text }» is not a suit
belot3-deal-trump-missing = the deal does not say the trump: give { $trump }, { $turned } or the bidding
belot3-deal-declarer = the deal does not say who played: give { $field } or the bidding
belot3-deal-points = the deal gives neither card points ({ $points }) nor the tricks ({ $play })
belot3-deal-last = the deal does not say who took the last trick: give { $field }
belot3-deal-redeal = a redeal has no declarer, trump, points, combinations or tricks
belot3-disagree = the { $what ->
    [redeal] redeal is
    [declarer] declarer is
    [trump] trump is
    [points] card points are
    [last-trick] last trick is
   *[capot] capot is
} given as { $quick } but the record shows { $full }; both must agree
belot3-disagree-redeal = a redeal
belot3-disagree-taken = a declarer in the bidding
belot3-points-of = { $player } { $points }
belot3-name = { $player }
belot3-capot-list = { $players }
belot3-capot-nobody = nobody capot

belot3-exchange-first-trump = { $player } exchanged the trump 7 but { $trump } was named in the second round: the exchange is for the turned card's suit
belot3-exchange-turned-seven = { $player } exchanged, but the turned card is { $card } itself
belot3-exchange-not-played = { $player } exchanged the trump 7 for { $card } but never played it
belot3-exchange-other = { $player } is said to have exchanged for { $card }, but { $by } played it
belot3-exchange-turned-played = { $player } played the turned card { $card }: it stays on the table unless the holder of the trump 7 takes it when { $trump } is the turned card's suit
belot3-exchange-seven-played = { $player } took the turned card for { $card }, but { $by } played { $card }

belot3-points-range = { $player } has { $points } card points: 0 to { $max }
belot3-points-sum = card points add up to { $sum }: with { $trump } trump the 27 cards in play hold { $least } to { $deck }, and 152 less the five cards out of play

belot3-capot-inconsistent = { $player } is capot (no trick) but has { $points } card points, or took the last trick, or nobody took the tricks
belot3-announce-trick = { $player } announced reaching the target { $trick ->
    [0] without a trick of his own before the last
   *[other] after trick { $trick }, which was not his or was the last ({ $last })
}
belot3-announce-short = { $player } announced reaching { $target } but has { $total } after the deal

belot3-play-format = the play record cannot be read: { $error }
belot3-revoke-at = trick { $trick }: { $player } { $card } [{ $rule }]
belot3-revokes = { $first }; { $count ->
    [one] one more revoke
   *[other] { $count } more revokes
}: { $others }

belot3-score-points = { $player }: { $cards } in tricks{ $last ->
    [0] {""}
   *[other] {" "}+ { $last } for the last trick
}
belot3-capot = { $player } took no trick (capot): the others get { $bonus } each
belot3-capot-double = two players took no trick: { $player } gets { $bonus } (double capot)
belot3-score-lowest = { $player } has the fewest points and loses his { $points }: { $first } and { $second } get { $half } each
belot3-score-odd-higher = the odd point goes to { $player }
belot3-score-odd-drop = the odd point is dropped
belot3-score-tie = { $players } tie for the fewest ({ $points }): nobody loses his points
belot3-score-declarer-tie = { $player } (declarer) tied { $opponent } at { $points }: he writes nothing and { $held } hang
belot3-hanging-award = { $player } has the most points and takes the { $hanging } hanging
belot3-hanging-stays = nobody alone has the most points: { $hanging } go on hanging
belot3-hanging-held = { $held } hang ({ $total } in all)
belot3-match-announce = { $player } announced reaching the target and wins with { $total }
belot3-match-target = { $player } reaches { $target } and wins with { $total }
belot3-match-last-trick = several reached the target: { $player } took the last trick and wins with { $total }
belot3-match-play-on = { $players } reached { $target } but { $last } took the last trick: play on until one of them takes it
