# King: names, quick-entry flags, options and rule ids.

rule-king-score-no-tricks = no tricks: each trick taken costs 2 (−16 a deal; 3 players −20)
rule-king-score-no-boys = no boys: each jack taken costs 4 (−16)
rule-king-score-no-girls = no girls: each queen taken costs 4 (−16)
rule-king-score-no-hearts = no hearts: each heart taken costs 2 (−16)
rule-king-score-no-last-two = no last two: each of the last two tricks costs 8 (−16)
rule-king-score-no-king = no king: taking K♥ costs 16
rule-king-score-eralash = eralash: all six penalties at once (−96; 3 players −100)
rule-king-score-positive = positive: each trick taken gives 3 (+24; 3 players +30); void → trump
rule-king-deal-sequence = the classic order: the seven negative deals, then eight positive
rule-king-deal-game = a deal's game is one of the eight; the ordered variant names it every deal
rule-king-deal-unused = a deal records only what its game scores
rule-king-order = the player on the dealer's left orders the deal's game and leads
rule-king-order-repeated = each player orders each negative game once and the positive game twice
rule-king-trump-by-last = a trump named by the last card is a suit its namer holds
rule-king-match-end = the match ends after the last deal of the sequence (15, or 36/27 ordered)
rule-king-match-winner = the highest total wins; a shared highest total is a draw
rule-king-penalty = a penalty the table agrees is written with its points
rule-king-deal-format = a deal record has only the documented fields
rule-king-deal-dealer = the deal passes to the left
rule-king-deal-trump = a positive deal names its trump suit
rule-king-deal-won = tricks won are given where tricks score
rule-king-deal-trick-taker = who took the last two tricks is given where they score
rule-king-won-range = a player's tricks are 0 to the deal's tricks
rule-king-won-sum = tricks won add up to the deal's tricks (8, or 10 for 3 players)
rule-king-took-card = only the deal's scoring cards are named
rule-king-took-twice = each scoring card is taken by one player
rule-king-took-sum = every scoring card of the deal is accounted for
rule-king-took-impossible = nobody takes more cards or scoring tricks than his tricks hold
rule-king-entry-disagree = quick entry and the tricks agree
rule-king-penalty-points = a penalty gives its points
rule-king-play-format = a play record has only tricks
rule-king-play-follow-suit = follow the led suit if able
rule-king-play-trump = positive deals: void in the led suit, trump if able
rule-king-play-hearts-lead = no hearts, no king, eralash: no heart led while holding another suit
rule-king-play-must-discard = no king, eralash: K♥ is discarded at the first trick its holder cannot follow
rule-king-play-trick-size = each trick has one card from each player
rule-king-play-card-count = a deal is every card of the deck
rule-king-play-duplicate-card = each card is played once
rule-king-play-not-in-deck = only the deck's cards are played (no sixes, A♠ or A♣ with 3 players)
rule-king-play-out-of-turn = players play in turn from the trick's leader
rule-king-option-unknown = only documented options
rule-king-option-value = option values of the right type
flag-king-game = King: the deal's game (no-tricks, no-boys, no-girls, no-hearts, no-last-two, no-king, eralash, positive; мальчики, ералаш…), e.g. --game no-boys; required when ordered
flag-king-last-two = King: who took the last trick but one and the last, e.g. Аня,Борис
flag-king-trump = the deal's trump suit: hearts, ♥, H, черви…
flag-king-by-last = King: the trump was named «по последней», by the namer's last card
option-king-ordered = the ordered variant (заказной): the player left of the dealer orders each deal's game
game-king = King
game-king-aliases = king, ladies-preference

# The deals' names, as the sheet writes them.
king-kind-no-tricks = no tricks
king-kind-no-boys = no boys
king-kind-no-girls = no girls
king-kind-no-hearts = no hearts
king-kind-no-last-two = no last two
king-kind-no-king = no king
king-kind-eralash = eralash
king-kind-positive = positive

king-and = { $first } and { $rest }

# Reading a deal.
king-game-format = { $field } takes the deal's name, e.g. "no-boys"
king-by-last-format = { $field } takes true or false
king-deal-unknown = "{ $text }" is not a King deal; the deals are no-tricks, no-boys, no-girls, no-hearts, no-last-two, no-king, eralash, positive (or as the table says them: не брать взяток, мальчики, девочки, черви, две последние, кинг, ералаш, отыгрыш)
king-needs-no-tricks = --won (the tricks each player took)
king-needs-no-boys = --took (the jacks each player took)
king-needs-no-girls = --took (the queens each player took)
king-needs-no-hearts = --took (the hearts each player took)
king-needs-no-last-two = --last-two (who took the last trick but one and the last)
king-needs-no-king = --took NAME=KH (who took K♥)
king-needs-eralash = --won, --took (jacks, queens, hearts, K♥) and --last-two
king-needs-positive = --trump and --won
king-unused-took = cards taken (--took)
king-unused-last-two = who took the last two tricks (--last-two)
king-unused-trump = a trump (--trump, --by-last): only the positive deals have one
king-deal-unused = the { $kind } deal does not score { $what }; it needs { $needs }
king-deal-sequence = deal { $number } of the classic order is { $due }, not { $given }; the order is no tricks, no boys, no girls, no hearts, no last two, no king, eralash, then eight positive deals
king-deal-needs-trump = a positive deal always has a trump: --trump hearts (♥, H, черви…)
king-trump-by-last = { $who } named { $trump } by the last card, but the tricks show { $who } was dealt no { $trump }; by the last card the trump is the suit of a card the namer holds

# The ordered variant.
king-order-needs-game = in the ordered variant each deal names the game { $orderer } ordered: --game no-boys
king-order-needs-game-left = in the ordered variant each deal names the game { $orderer } ordered: --game no-boys ({ $orderer } has left: { $left })
king-order-left = { $games }
king-order-left-times = { $kind } ×{ $times }
king-order-left-nothing = nothing
king-order-repeated = { $name } cannot order { $kind } again: ordered it at deal { $first } and each player orders it once; { $name } has left to order: { $left }
king-order-repeated-twice = { $name } cannot order { $kind } again: ordered it at deal { $first } and { $second } and each player orders it { $times } times; { $name } has left to order: { $left }

# The explanation of a deal.
king-step-order = { $orderer } orders { $kind }
king-step-classic = deal { $number } of the classic order: { $kind }
king-step-trump = { $namer } names { $trump } trumps; { $leader } leads
king-step-trump-by-last = { $namer } names { $trump } trumps by the last card; { $leader } leads
king-step-trump-ordered = { $trump } trumps by the last card; { $leader } leads
king-step-eralash = eralash: all six penalties at once, { $total } in all

# The sheet's row: the deal's game and its dealer.
king-summary = { $kind } — { $dealer } deals
king-summary-ordered = { $kind } ({ $orderer }'s order) — { $dealer } deals
king-summary-trump = { $kind }, { $trump } trumps named by { $namer } — { $dealer } deals
king-summary-trump-ordered = { $kind }, { $trump } trumps ({ $orderer }'s order) — { $dealer } deals

# What comes next.
king-next = deal { $number }: { $kind } — { $dealer } deals, { $leader } leads
king-next-positive = deal { $number }: { $kind } — { $dealer } deals, { $leader } names trump and leads
king-next-ordered = deal { $number }: { $dealer } deals, { $orderer } orders (left: { $left }) and leads

# The end of the match.
king-match-finished = the match ended with its { $deals }th deal; nothing can be recorded after it
king-match-end = the match is over after { $deals } deals
king-match-winner = { $name } wins with { $total }
king-match-draw = a draw: { $names } share the highest total, { $total }

deal-example-king =
    kozyr deal --won Аня=1,Борис=3,Вера=0,Галя=4  # deal 1, no tricks: the tricks each took
    kozyr deal --took Борис=JS,JH --took Галя=JC,JD  # no boys: who took the jacks
    kozyr deal --last-two Вера,Галя  # no last two: who took the last trick but one and the last
    kozyr deal --trump hearts --won Аня=3,Борис=2,Вера=1,Галя=2  # a positive deal
new-example-king = kozyr new king --players Аня,Борис,Вера,Галя

rule-king-snapshot = a match resumes only from a stored state of a King match with the same players
king-snapshot = the stored state of this match is not the state of a King match with these players
