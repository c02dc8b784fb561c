# Slobberhannes: names, quick-entry flags, options and rule ids.

rule-slobberhannes-score-first-trick = taking the first trick costs 1
rule-slobberhannes-score-last-trick = taking the last trick costs 1
rule-slobberhannes-score-queen = taking Q♣ costs 1 (3 a deal in all)
rule-slobberhannes-renege = failing to follow suit while able costs 1
rule-slobberhannes-match-target = the match ends when a player reaches the agreed points (10)
rule-slobberhannes-match-winner = the lowest total wins; equal lowest totals play another deal
rule-slobberhannes-penalty = a penalty the table agrees is written as penalty points
rule-slobberhannes-deal-format = a deal record has only the documented fields
rule-slobberhannes-deal-dealer = the deal passes to the left
rule-slobberhannes-deal-leader = the first deal's leader drew the lowest card; then the lead passes to the left
rule-slobberhannes-deal-trick-taker = name who took the first and the last trick
rule-slobberhannes-won-range = a player's tricks are 0 to 8
rule-slobberhannes-won-sum = tricks won add up to 8
rule-slobberhannes-took-card = only the scoring card is named: Q♣
rule-slobberhannes-took-twice = Q♣ is taken by one player
rule-slobberhannes-took-sum = Q♣ is accounted for
rule-slobberhannes-took-impossible = nobody takes more than his tricks hold
rule-slobberhannes-renege-not-in-record = a recorded renege is in the tricks
rule-slobberhannes-entry-disagree = quick entry and the tricks agree
rule-slobberhannes-penalty-points = a penalty gives its points unless its reason is renege
rule-slobberhannes-penalty-sign = a renege costs penalty points: its --points, when given, are positive
rule-slobberhannes-play-format = a play record has only tricks
rule-slobberhannes-play-follow-suit = follow the led suit if able (or record the renege)
rule-slobberhannes-play-trick-size = each trick has one card from each player
rule-slobberhannes-play-card-count = a deal is the 32 cards
rule-slobberhannes-play-duplicate-card = each card is played once
rule-slobberhannes-play-not-in-deck = only the deck's cards are played (7 to A)
rule-slobberhannes-play-out-of-turn = players play in turn from the trick's leader
rule-slobberhannes-play-first-leader = the deal's leader plays first
rule-slobberhannes-option-unknown = only documented options
rule-slobberhannes-option-value = option values of the right type and range
flag-slobberhannes-leader = who led the first trick (first deal: who drew the lowest card; then it passes left)
flag-slobberhannes-first = who took the first trick
flag-slobberhannes-last = who took the last trick
flag-slobberhannes-took = who took Q♣: --took Борис=QC
option-slobberhannes-target = the match ends when a player reaches this many penalty points (0: never)
game-slobberhannes = Slobberhannes

# What the game says beside the family's shared messages.
slobberhannes-renege-hint = 1 penalty point

deal-example-slobberhannes =
    kozyr deal --leader Вера --first Вера --last Аня --took Борис=QC  # first deal: Вера drew the lowest card and leads
    kozyr deal --first Галя --last Галя --took Галя=QC --renege Борис  # Галя takes all three, Борис reneged
    kozyr deal --tricks deal.txt  # every trick, one a line, checked by the referee
new-example-slobberhannes = kozyr new slobberhannes --players Аня,Борис,Вера,Галя --option target=10
game-slobberhannes-aliases = slobberhannes, slobber

rule-slobberhannes-snapshot = a match resumes only from a stored state of a Slobberhannes match with the same players
slobberhannes-snapshot = the stored state of this match is not the state of a Slobberhannes match with these players
