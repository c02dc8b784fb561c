# Chervy: names, quick-entry flags, options and rule ids.

rule-chervy-score-queen = taking Q♠ costs 13
rule-chervy-score-hearts = each heart taken costs 1 (26 a deal in all)
rule-chervy-renege = failing to follow suit while able costs 26 and the same dealer deals again
rule-chervy-match-limit = the match ends when a player reaches the limit (100)
rule-chervy-match-deals = or after the agreed number of deals
rule-chervy-match-winner = the lowest total wins; equal lowest totals play another deal
rule-chervy-penalty = a penalty the table agrees is written as penalty points
rule-chervy-deal-format = a deal record has only the documented fields
rule-chervy-deal-dealer = the deal passes to the left (after a renege the same dealer deals again)
rule-chervy-won-range = a player's tricks are 0 to 13
rule-chervy-won-sum = tricks won add up to 13
rule-chervy-took-card = only the scoring cards are named: Q♠ and hearts
rule-chervy-took-twice = each scoring card is taken by one player
rule-chervy-took-sum = Q♠ and the 13 hearts are all accounted for
rule-chervy-took-impossible = nobody takes more cards than his tricks hold
rule-chervy-renege-not-in-record = a recorded renege is in the tricks
rule-chervy-entry-disagree = quick entry and the tricks agree
rule-chervy-penalty-points = a penalty gives its points unless its reason is renege
rule-chervy-penalty-sign = a renege costs penalty points: its --points, when given, are positive
rule-chervy-play-format = a play record has only tricks
rule-chervy-play-follow-suit = follow the led suit if able (or record the renege)
rule-chervy-play-hearts-lead = with no_hearts_lead: no heart led while holding another suit
rule-chervy-play-trick-size = each trick has one card from each player
rule-chervy-play-card-count = a deal is the 52 cards
rule-chervy-play-duplicate-card = each card is played once
rule-chervy-play-out-of-turn = players play in turn from the trick's leader
rule-chervy-play-first-leader = the player left of the dealer leads
rule-chervy-option-unknown = only documented options
rule-chervy-option-value = option values of the right type and range
option-chervy-no_hearts_lead = hearts may not be led while the leader holds a card of another suit (not in the book: off)
game-chervy = Chervy

# What the game says beside the family's shared messages.
chervy-renege-hint = 26 penalty points, dealt again

deal-example-chervy =
    kozyr deal --took Борис=QS,3 --took Вера=5 --took Галя=5  # Q♠ and 3 hearts to Борис, 5 hearts each to Вера and Галя
    kozyr deal --renege Вера  # Вера reneged: 26 penalty points, the same dealer deals again
    kozyr deal --tricks deal.txt  # every trick, one a line, checked by the referee
new-example-chervy = kozyr new chervy --players Аня,Борис,Вера,Галя --option no_hearts_lead=true
game-chervy-aliases = chervy, cherva, hearts

rule-chervy-snapshot = a match resumes only from a stored state of a Chervy match with the same players
chervy-snapshot = the stored state of this match is not the state of a Chervy match with these players
