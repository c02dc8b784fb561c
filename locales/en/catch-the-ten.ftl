# Catch the Ten: names, quick-entry flags, options and rule ids.

rule-catch-the-ten-score-jack = the jack of trumps captured scores 11
rule-catch-the-ten-score-ten = the ten of trumps captured scores 10
rule-catch-the-ten-score-ace = the ace of trumps captured scores 4
rule-catch-the-ten-score-king = the king of trumps captured scores 3
rule-catch-the-ten-score-queen = the queen of trumps captured scores 2 (30 a deal in all)
rule-catch-the-ten-score-cards = each card captured beyond the cards dealt to the player or side scores 1
rule-catch-the-ten-match-deals = the match ends after the agreed deals (one by each player)
rule-catch-the-ten-match-winner = the highest total wins; equal highest totals play another deal
rule-catch-the-ten-penalty = a penalty the table agrees is written as points
rule-catch-the-ten-teams-format = teams are named apart from the players and list each player once
rule-catch-the-ten-teams-size = partnerships are two or more sides of equal size
rule-catch-the-ten-teams-seating = partners sit alternately
rule-catch-the-ten-deal-format = a deal record has only the documented fields
rule-catch-the-ten-deal-dealer = the deal passes to the left
rule-catch-the-ten-deal-trump = the last card dealt shows trump: every deal names it
rule-catch-the-ten-deal-cards = a deal gives the cards each player or side captured, or every trick
rule-catch-the-ten-cards-range = a count of cards is 0 to the pack
rule-catch-the-ten-cards-trick = cards are captured in whole tricks
rule-catch-the-ten-cards-twice = each player's cards are counted once
rule-catch-the-ten-cards-sum = the cards captured add up to every card dealt
rule-catch-the-ten-took-card = only the trump honours J 10 A K Q are named
rule-catch-the-ten-took-twice = each honour is captured by one player
rule-catch-the-ten-took-sum = all five trump honours are accounted for
rule-catch-the-ten-took-impossible = nobody captures more honours than cards
rule-catch-the-ten-entry-disagree = quick counts given beside the tricks agree with them
rule-catch-the-ten-penalty-points = a penalty gives its points
rule-catch-the-ten-play-format = a play record has only tricks
rule-catch-the-ten-play-follow-suit = follow the led suit if able, from the packet in play
rule-catch-the-ten-play-trick-size = each trick has one card from each player
rule-catch-the-ten-play-card-count = a deal is every card of the pack
rule-catch-the-ten-play-duplicate-card = each card is played once
rule-catch-the-ten-play-not-in-deck = only the pack's cards are played (no 6♠ with five or seven players…)
rule-catch-the-ten-play-out-of-turn = players play in turn from the trick's leader
rule-catch-the-ten-option-unknown = only documented options
rule-catch-the-ten-option-value = option values of the right type and range
flag-catch-the-ten-trump = the trump suit, or the card that shows it: hearts, ♥, 7H (none: no trump)
flag-catch-the-ten-cards = Catch the Ten: cards each player (or team) captured, e.g. Аня=12,Борис=24
flag-catch-the-ten-took = Catch the Ten: trump honours a player (or team) captured, repeatable: --took Аня=JH,10H
option-catch-the-ten-deals = the match ends after this many deals; players: one deal by each player
game-catch-the-ten = Catch the Ten
