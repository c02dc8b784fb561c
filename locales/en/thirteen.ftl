# Thirteen: names, options and rule ids (the money's messages are in stakes.ftl and bets.ftl).

game-thirteen = Thirteen
game-thirteen-aliases = thirteen, тринадцать
option-thirteen-bank = the bank a new banker puts up (default 100)
option-thirteen-stake = the stake everyone plays, or 0 for any stake up to the bank (default 0)

thirteen-match = card { $at }, { $card }, called «{ $call }»: a match — the banker takes every stake
thirteen-no-match = { $cards } cards without a match: the banker pays every stake
thirteen-after-match = card { $at }, { $card }, matched its call and ended the round, but { $more ->
        [one] one more card is
       *[other] { $more } more cards are
    } recorded after it
thirteen-snapshot = the stored state of this match is not the state of a Thirteen match with these players

rule-thirteen-pay-match = a card of the rank called (two, three, … ace, then two again) takes every stake for the banker, who banks again
rule-thirteen-pay-no-match = a whole pack without a match: the banker pays every player his stake and the bank passes to his left
rule-thirteen-bank-new = a new banker puts up the agreed bank (or the amount recorded)
rule-thirteen-bank-returned = a banker who passes the bank takes back what is left of it
rule-thirteen-bank-amount = a new bank is 1 or more; the bank recorded is the bank standing
rule-thirteen-bank-broken = the bank pays no more than it holds: players are paid from the banker's left until it runs out
rule-thirteen-money-conserved = every gain is someone's loss: the balances and the bank always add up to 0
rule-thirteen-round-format = a round's record has only the documented fields, of the right kinds
rule-thirteen-round-banker = a banker who matched banks again, else his left neighbour; the banker does not stake
rule-thirteen-stake-positive = a stake is more than 0
rule-thirteen-stake-over-bank = a stake is at most the bank
rule-thirteen-stake-fixed = where the table agreed a stake, nobody stakes more or less
rule-thirteen-stake-missing = somebody stakes
rule-thirteen-cards-card = the cards are cards of the pack of 52
rule-thirteen-cards-copies = each card comes out once, no more than 52 cards
rule-thirteen-cards-undecided = the cards are recorded until the first match or through the whole pack
rule-thirteen-cards-after-match = the first match ends the round: no card after it
rule-thirteen-outcome-missing = without the cards, every stake is recorded won or lost, once
rule-thirteen-outcome-disagree = an outcome given beside the cards is what they say
rule-thirteen-outcome-same = one event decides every stake: all won or all lost
rule-thirteen-outcome-undecided = the pack decides every stake: none is undecided
rule-thirteen-penalty = money moves only in rounds: no penalties
rule-thirteen-snapshot = a stored state belongs to this match
rule-thirteen-option-unknown = only documented options
rule-thirteen-option-value = option values of the right type and range

new-example-thirteen = kozyr new thirteen --players Аня,Борис,Вера
deal-example-thirteen =
    kozyr deal --stakes Борис=10,Вера=5 --run "5S 7H 10D QC 3S 2H AD 9C"  # Аня calls "nine" on the eighth card, a nine: she takes both stakes and banks again
    kozyr deal --stakes Борис=10,Вера=5 --wins Борис,Вера  # no match in the whole pack: Аня pays both, Борис banks next
