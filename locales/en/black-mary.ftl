# Black Mary: names, quick-entry flags, options and rule ids.

rule-black-mary-score-queen = taking Q♠ (Black Mary) costs 13
rule-black-mary-score-king = taking K♠ costs 10
rule-black-mary-score-ace = taking A♠ costs 7
rule-black-mary-score-hearts = each heart taken costs 1 (43 a deal in all)
rule-black-mary-renege = failing to follow suit while able costs 43
rule-black-mary-match-limit = the match ends when a player reaches the limit (100)
rule-black-mary-match-deals = or after the agreed number of deals
rule-black-mary-match-winner = the lowest total wins; equal lowest totals play another deal
rule-black-mary-penalty = a penalty the table agrees is written as penalty points
rule-black-mary-deal-format = a deal record has only the documented fields
rule-black-mary-deal-dealer = the deal passes to the left
rule-black-mary-won-range = a player's tricks are 0 to the deal's tricks
rule-black-mary-won-sum = tricks won add up to the deal's tricks (17, 13 or 10)
rule-black-mary-took-card = only the scoring cards of the deck are named
rule-black-mary-took-twice = each scoring card is taken by one player
rule-black-mary-took-sum = Q♠, K♠, A♠ and the 13 hearts are all accounted for
rule-black-mary-took-impossible = nobody takes more cards than his tricks hold
rule-black-mary-renege-not-in-record = a recorded renege is in the tricks
rule-black-mary-entry-disagree = quick entry and the tricks agree
rule-black-mary-penalty-points = a penalty gives its points unless its reason is renege
rule-black-mary-penalty-sign = a renege costs penalty points: its --points, when given, are positive
rule-black-mary-play-format = a play record has only tricks
rule-black-mary-play-follow-suit = follow the led suit if able (or record the renege)
rule-black-mary-play-trick-size = each trick has one card from each player
rule-black-mary-play-card-count = a deal is every card of the deck
rule-black-mary-play-duplicate-card = each card is played once
rule-black-mary-play-not-in-deck = only the deck's cards are played (no 2♣ with 3 players…)
rule-black-mary-play-out-of-turn = players play in turn from the trick's leader
rule-black-mary-play-first-leader = the player left of the dealer leads
rule-black-mary-option-unknown = only documented options
rule-black-mary-option-value = option values of the right type and range
game-black-mary = Black Mary

# What the game says beside the family's shared messages.
black-mary-queen = { $card } (Black Mary)
black-mary-renege-hint = 43 penalty points

deal-example-black-mary =
    kozyr deal --took Борис=QS,KS,3 --took Вера=AS,5 --took Галя=5  # Q♠ K♠ and 3 hearts to Борис, A♠ and 5 hearts to Вера
    kozyr deal --took Борис=QS,KS,AS,13 --renege Аня  # Аня reneged: 43 penalty points more
    kozyr deal --tricks deal.txt  # every trick, one a line, checked by the referee
new-example-black-mary = kozyr new black-mary --players Аня,Борис,Вера,Галя --option deals=8
game-black-mary-aliases = black-mary, black-maria, black-lady

rule-black-mary-snapshot = a match resumes only from a stored state of a Black Mary match with the same players
black-mary-snapshot = the stored state of this match is not the state of a Black Mary match with these players
