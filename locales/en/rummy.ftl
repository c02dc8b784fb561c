# Rummy: names, quick-entry flags, options and rule ids.

game-rummy = Rummy
game-rummy-aliases = rummy, rami, rum
flag-rummy-rummy = the player went out in one go («рамми»): the losers pay double
flag-rummy-melds = with --rummy: the combinations laid at once, groups separated by | (e.g. "QS,KS,AS | 7H,7D,7C")
option-rummy-ace = where the ace stands in a run: high (the book: after the king, 2 3 … K A; Q K A is a run, A 2 3 is not) or low (the common custom: before the two, A 2 3 … K; Q K A is not a run)
option-rummy-limit = the match ends when a player's total reaches this many points (0: never)

rule-rummy-score-cards = a card left in hand counts: ace 1, 2 to 10 face value, J Q K 10
rule-rummy-score-out = the player who went out collects from every other player the points left in his hand
rule-rummy-score-rummy = going out in one go («рамми») doubles what every player pays
rule-rummy-melds-one-go = the combinations (melds) are recorded for a «рамми»: the player who went out in one go laid them all at once
rule-rummy-melds-combination = a combination is a set (3 or 4 cards of one rank) or a run (3 or more of one suit in sequence, up to the ace, never from the ace to the two: Q K A is a run, A 2 3 is not; with ace=low the other way round)
rule-rummy-melds-count = the combinations of a «рамми» hold the whole hand: the cards dealt, with the card drawn that turn or without it
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
rummy-melds-not-one-go = { $field } are the combinations of a «рамми»; add { $rummy } or leave them out
rummy-melds-format = { $field } takes groups of cards separated by |, e.g. "QS,KS,AS | 7H,7D,7C", or a list of groups
rummy-melds-not-card = a card laid by { $player }: { $error }
rummy-melds-twice = { $card } is laid twice or is also left in another hand; each card is in one place
rummy-melds-not-combination = { $cards } laid by { $player } is neither a set (3 or 4 of one rank) nor a run (3 or more of one suit in sequence: { $ace ->
        [low] A 2 3 … K, none round the king
       *[high] 2 3 … K A, none from the ace to the two
    })
rummy-melds-count = { $player } laid { $count } cards; a «рамми» lays the whole hand, { $hand } cards or { $drawn } with the card drawn
rummy-melds-group = { $player } laid { $cards }: { $kind ->
        [set] a set
       *[run] a run
    }
rummy-melds-whole = { $player }: { $count } cards laid at once, the whole hand

deal-example-rummy =
    kozyr deal --out Аня --left Борис=KS,QH,5D --points Вера=17  # Аня collects 25 + 17 = 42
    kozyr deal --out Борис --rummy --points Аня=12,Вера=3  # «рамми»: Аня pays 24, Вера 6
    kozyr deal --out Вера --rummy --melds "QS,KS,AS | 7H,7D,7C,7S" --points Аня=9,Борис=30  # the combinations checked
new-example-rummy = kozyr new rummy --players Аня,Борис,Вера --option limit=200
