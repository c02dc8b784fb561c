# Faro: names, options and rule ids (the money's messages are in stakes.ftl and bets.ftl).

game-faro = Faro
game-faro-aliases = faro, фараон, фаро
option-faro-bank = the bank a new banker puts up (default 100)
option-faro-stake = the stake everyone plays, or 0 for any stake up to the bank (default 0)

faro-pair = { $player } on { $rank }: two in pair { $pair } ({ $cards }) — the banker's
faro-neighbours = { $player } on { $rank }: one in pair { $before } ({ $first }) and the next in pair { $pair } ({ $second }), neighbouring pairs — the player's
faro-snapshot = the stored state of this match is not the state of a Faro match with these players

rule-faro-pay-pair = two cards of the staked rank in one pair: the banker takes the stake
rule-faro-pay-neighbours = two cards of the staked rank in neighbouring pairs: the banker pays the stake, one to one
rule-faro-pay-undecided = a stake still open when all 104 cards are out comes back
rule-faro-bank-new = a new banker puts up the agreed bank (or the amount recorded)
rule-faro-bank-returned = a banker who gives up the bank takes back what is left of it
rule-faro-bank-amount = a new bank is 1 or more; the bank recorded is the bank standing
rule-faro-bank-broken = the bank pays no more than it holds: winners are paid from the banker's left until it runs out
rule-faro-money-conserved = every gain is someone's loss: the balances and the bank always add up to 0
rule-faro-round-format = a round's record has only the documented fields, of the right kinds
rule-faro-round-banker = the banker keeps the bank until it is broken or he gives it up; he does not stake
rule-faro-stake-positive = a stake is more than 0
rule-faro-stake-over-bank = a stake is at most the bank
rule-faro-stake-fixed = where the table agreed a stake, nobody stakes more or less
rule-faro-stake-missing = somebody stakes
rule-faro-stake-rank = every stake is on one rank, and only stakes name ranks
rule-faro-cards-card = the cards are cards of the two packs
rule-faro-cards-copies = a card comes out no more than twice (two packs), and no more than 104 cards
rule-faro-cards-undecided = the cards are recorded until every stake is decided or the pack is out
rule-faro-outcome-missing = without the cards, every stake is recorded won, lost or undecided, once
rule-faro-outcome-disagree = an outcome given beside the cards is what they say
rule-faro-outcome-same = stakes on one rank are decided alike
rule-faro-penalty = money moves only in rounds: no penalties
rule-faro-snapshot = a stored state belongs to this match
rule-faro-option-unknown = only documented options
rule-faro-option-value = option values of the right type and range

new-example-faro = kozyr new faro --players Аня,Борис,Вера
deal-example-faro =
    kozyr deal --stakes Борис=10,Вера=20 --rank Борис=K --rank Вера=5 --run "5S KH QD 2C KS 7H KD 3C 5H 5D"  # Аня banks: Борис's kings in pairs 3 and 4 win 10, Вера's fives in pair 5 lose 20
    kozyr deal --stakes Борис=10 --rank Борис=Q --loses Борис  # the outcome without the cards
