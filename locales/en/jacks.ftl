# Jacks: names, quick-entry flags, options and rule ids.

rule-jacks-score-trick = each trick taken scores +1
rule-jacks-score-jack-hearts = taking J♥ costs 4
rule-jacks-score-jack-diamonds = taking J♦ costs 3
rule-jacks-score-jack-clubs = taking J♣ costs 2
rule-jacks-score-jack-spades = taking J♠ costs 1 (13 − 10 = 3 a deal in all)
rule-jacks-match-target = the match ends when a player reaches 20
rule-jacks-match-winner = the highest total wins; equal highest totals play another deal
rule-jacks-penalty = a penalty the table agrees is written as points
rule-jacks-deal-format = a deal record has only the documented fields
rule-jacks-deal-dealer = the deal passes to the left
rule-jacks-deal-trump = each deal names its trump: the suit of the dealer's last card
rule-jacks-deal-won = the tricks each player won are given
rule-jacks-won-range = a player's tricks are 0 to 13
rule-jacks-won-sum = tricks won add up to 13
rule-jacks-took-card = only the scoring cards are named: the four jacks
rule-jacks-took-twice = each jack is taken by one player
rule-jacks-took-sum = the four jacks are all accounted for
rule-jacks-took-impossible = nobody takes more jacks than his tricks hold
rule-jacks-entry-disagree = quick entry and the tricks agree
rule-jacks-penalty-points = a penalty gives its points
rule-jacks-play-format = a play record has only tricks
rule-jacks-play-follow-suit = follow the led suit if able
rule-jacks-play-trump = a player who cannot follow suit must trump if able
rule-jacks-play-trick-size = each trick has one card from each player
rule-jacks-play-card-count = a deal is the 52 cards
rule-jacks-play-duplicate-card = each card is played once
rule-jacks-play-out-of-turn = players play in turn from the trick's leader
rule-jacks-play-first-leader = the player left of the dealer leads
rule-jacks-option-unknown = only documented options
rule-jacks-option-value = option values of the right type and range
flag-jacks-trump = the trump suit (Jacks: the suit of the dealer's last card): hearts, ♥, H, черви…
flag-jacks-took = the jacks a player took, repeatable: --took Борис=JH,JS
option-jacks-target = the match ends when a player reaches this many points (0: never)
game-jacks = Jacks

deal-example-jacks =
    kozyr deal --trump hearts --won Аня=3,Борис=4,Вера=5,Галя=1 --took Аня=JH,JD --took Вера=JC,JS  # tricks and jacks
    kozyr deal --trump spades --tricks deal.txt  # every trick, one a line, checked by the referee
new-example-jacks = kozyr new jacks --players Аня,Борис,Вера,Галя --option target=20
game-jacks-aliases = jacks, knaves

rule-jacks-snapshot = a match resumes only from a stored state of a Jacks match with the same players
jacks-snapshot = the stored state of this match is not the state of a Jacks match with these players
