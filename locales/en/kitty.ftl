# Kitty: names, options and rule ids (the flags are the hand-count games').

game-kitty = Kitty
game-kitty-aliases = kitty, koshechka

rule-kitty-score-cards = a card left in hand is penalty points: K 4, Q 3, J 2, 10 to 6 face value
rule-kitty-score-out = the player who went out writes nothing
rule-kitty-match-limit = the match ends when a player reaches the limit (100)
rule-kitty-match-deals = or after the agreed number of deals
rule-kitty-match-winner = the lowest total wins; equal lowest totals play another deal
rule-kitty-penalty = a penalty the table agrees is written as penalty points
rule-kitty-deal-format = a deal record has only the documented fields
rule-kitty-deal-dealer = the deal passes to the left
rule-kitty-out-missing = every deal names the player who went out
rule-kitty-out-holds = the player who went out holds no card
rule-kitty-left-missing = every other player's cards or points are given
rule-kitty-cards-card = only cards of the pack (36 less the aces: 6 to K) are named
rule-kitty-cards-ace = the pack has no aces
rule-kitty-cards-duplicate = each card is left with one player, once
rule-kitty-cards-count = a player who did not go out holds 1 card to his five and the whole stock
rule-kitty-cards-total = all the losers together hold no more than 27 cards: the pack less the five the winner played
rule-kitty-points-range = points alone are what the cards a player can hold can count
rule-kitty-points-disagree = cards and points given for one player agree
rule-kitty-penalty-points = a penalty gives its points
rule-kitty-option-unknown = only documented options
rule-kitty-option-value = option values of the right type and range
rule-kitty-snapshot = a match resumes only from a stored state of a Kitty match with the same players
kitty-snapshot = the stored state of this match is not the state of a Kitty match with these players

deal-example-kitty =
    kozyr deal --out Вера --left Аня=KS,7H --points Борис=9  # Аня 4 + 7 = 11, Борис 9 penalty points
new-example-kitty = kozyr new kitty --players Аня,Борис,Вера --option deals=10
