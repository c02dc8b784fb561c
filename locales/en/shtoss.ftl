# Shtoss: names, options and rule ids (the money's messages are in stakes.ftl and bets.ftl).

game-shtoss = Shtoss
game-shtoss-aliases = shtoss, штосс, штос
option-shtoss-bank = the banker's stake, made first, unless the round records another (default 100)
option-shtoss-stake = the stake every player makes, or 0 for any stake up to the banker's (default 0)

shtoss-left = { $player } on { $rank }: card { $at }, { $card }, fell to the left — the player's
shtoss-right = { $player } on { $rank }: card { $at }, { $card }, fell to the right — the banker's
shtoss-plie = { $player } on { $rank }: cards { $at } and the next, { $cards }, both of the rank — «плиэ», the banker's
shtoss-snapshot = the stored state of this match is not the state of a Shtoss match with these players

rule-shtoss-pay-left = the first card of the staked rank is an even card, laid to the left: the banker pays the stake, one to one
rule-shtoss-pay-right = the first card of the staked rank is an odd card, laid to the right: the banker takes the stake
rule-shtoss-pay-plie = both cards of one pair of the staked rank («плиэ»): the banker takes the stake
rule-shtoss-bank-new = the banker stakes first: the agreed bank (or the amount recorded)
rule-shtoss-bank-returned = a banker who gives up the bank takes back what is left of it
rule-shtoss-bank-amount = a new bank is 1 or more; the bank recorded is the bank standing
rule-shtoss-bank-broken = the bank pays no more than it holds: winners are paid from the banker's left until it runs out
rule-shtoss-money-conserved = every gain is someone's loss: the balances and the bank always add up to 0
rule-shtoss-round-format = a round's record has only the documented fields, of the right kinds
rule-shtoss-round-banker = the banker keeps the bank until it is broken or he gives it up; he does not stake
rule-shtoss-stake-positive = a stake is more than 0
rule-shtoss-stake-over-bank = a player stakes no more than the banker's stake
rule-shtoss-stake-fixed = where the table agreed a stake, nobody stakes more or less
rule-shtoss-stake-missing = somebody stakes
rule-shtoss-stake-rank = every stake is on one rank of the player's own pack, and only stakes name ranks
rule-shtoss-cards-card = the banker's cards are cards of his pack of 52
rule-shtoss-cards-copies = each card of the banker's pack comes out once, no more than 52 cards
rule-shtoss-cards-undecided = the cards are recorded until every stake is decided
rule-shtoss-outcome-missing = without the cards, every stake is recorded won or lost, once
rule-shtoss-outcome-disagree = an outcome given beside the cards is what they say
rule-shtoss-outcome-same = stakes on one rank are decided alike
rule-shtoss-outcome-undecided = the banker's pack decides every stake: none is undecided
rule-shtoss-penalty = money moves only in rounds: no penalties
rule-shtoss-snapshot = a stored state belongs to this match
rule-shtoss-option-unknown = only documented options
rule-shtoss-option-value = option values of the right type and range

new-example-shtoss = kozyr new shtoss --players Аня,Борис,Вера
deal-example-shtoss =
    kozyr deal --bank 50 --stakes Борис=20,Вера=50 --rank Борис=5 --rank Вера=9 --run "9S 6H JD 5C"  # Аня banks 50: Борис's five falls left and wins 20, Вера's nine falls right and loses 50
