# Rummy: names, quick-entry flags, options and rule ids.

game-rummy = Rummy
game-rummy-aliases = rummy, rami, rum
flag-rummy-rummy = the player went out in one go («рамми»): the losers pay double
option-rummy-limit = the match ends when a player's total reaches this many points (0: never)

rule-rummy-score-cards = a card left in hand counts: ace 1, 2 to 10 face value, J Q K 10
rule-rummy-score-out = the player who went out collects from every other player the points left in his hand
rule-rummy-score-rummy = going out in one go («рамми») doubles what every player pays
rule-rummy-match-limit = the match ends when a player's total reaches the limit (100)
rule-rummy-match-deals = or after the agreed number of deals
rule-rummy-match-winner = the highest total wins; equal highest totals play another deal
rule-rummy-penalty = a penalty the table agrees is written with its points
rule-rummy-deal-format = a deal record has only the documented fields
rule-rummy-deal-dealer = the deal passes to the left
rule-rummy-out-missing = every deal names the player who went out
rule-rummy-out-holds = the player who went out holds no card
rule-rummy-left-missing = every other player's cards or points are given
rule-rummy-cards-card = only cards of the 52-card pack are named
rule-rummy-cards-duplicate = each card is left with one player, once
rule-rummy-cards-count = a player who did not go out holds 1 card to a hand (10, 7 or 6)
rule-rummy-points-range = points alone are what 1 card to a hand of the pack can count
rule-rummy-points-disagree = cards and points given for one player agree
rule-rummy-penalty-points = a penalty gives its points
rule-rummy-option-unknown = only documented options
rule-rummy-option-value = option values of the right type and range
rule-rummy-snapshot = a match resumes only from a stored state of a Rummy match with the same players
rummy-snapshot = the stored state of this match is not the state of a Rummy match with these players

deal-example-rummy =
    kozyr deal --out Аня --left Борис=KS,QH,5D --points Вера=17  # Аня collects 25 + 17 = 42
    kozyr deal --out Борис --rummy --points Аня=12,Вера=3  # «рамми»: Аня pays 24, Вера 6
new-example-rummy = kozyr new rummy --players Аня,Борис,Вера --option limit=200
