# «Очко» (Ochko): names, options and rule ids (the flags and messages of the money are in stakes.ftl).

game-ochko = Ochko («Очко»)
game-ochko-aliases = ochko, очко, twenty-one
option-ochko-bank = the bank a new banker puts up (default 100)
option-ochko-stake = the one stake everyone plays, or 0: any stake from 1 to the bank

rule-ochko-hand-value = 6–10 count their face, J 2, Q 3, K 4, an ace 11 or 1 (whichever is better); 21 with the two cards dealt is a natural
rule-ochko-pay-banker-natural = the banker's 21 after the deal takes every stake
rule-ochko-pay-natural = a player's 21 after the deal is paid double by the banker
rule-ochko-pay-stopped = a 21 after the deal stops the round: the other players get their stakes back
rule-ochko-pay-bust = over 21 loses the stake
rule-ochko-pay-lower = a total lower than the banker's loses the stake
rule-ochko-pay-higher = a total higher than or equal to the banker's (or a banker over 21) gets the stake back
rule-ochko-draw-after-21 = a 21 after the deal stops the game at once: no one draws after it, every hand holds its two cards dealt
rule-ochko-draw-once = a player draws only once
rule-ochko-draw-turn = where the order of the draws is recorded: the players who drew, in turn from the banker's left, the banker last
rule-ochko-bank-new = a new banker puts up the agreed bank
rule-ochko-bank-returned = a banker who gives up the bank takes back what is left of it
rule-ochko-bank-amount = a new bank is 1 or more; a bank recorded is the bank standing
rule-ochko-bank-broken = the bank pays no more than it holds: winners are paid from the banker's left until it runs out
rule-ochko-money-conserved = every gain is someone's loss: the balances and the bank always add up to 0
rule-ochko-round-format = a round's record has only the documented fields, of the right kinds
rule-ochko-round-banker = the banker is a player at the table and does not stake
rule-ochko-stake-positive = a stake is more than 0
rule-ochko-stake-over-bank = a stake is at most the bank
rule-ochko-stake-fixed = every stake is the agreed stake, where one was agreed
rule-ochko-stake-missing = everyone with a hand but the banker stakes, and every stake has a hand
rule-ochko-hand-card = a hand's cards are cards of the 36-card pack
rule-ochko-hand-copies = each card is in the round once
rule-ochko-hand-count = a hand is the two cards dealt and one to three drawn: 2 to 5 cards
rule-ochko-hand-total = a hand comes to 4 to 49
rule-ochko-hand-natural = a natural is 21 with the two cards dealt
rule-ochko-hand-disagree = a total given beside the cards is what they count
rule-ochko-penalty = money moves only in rounds: no penalties
rule-ochko-snapshot = a stored state belongs to this match
rule-ochko-option-unknown = only documented options
rule-ochko-option-value = option values of the right type and range

new-example-ochko = kozyr new ochko --players Аня,Борис,Вера --option bank=100
deal-example-ochko =
    kozyr deal --stakes Борис=10,Вера=20 --hand Аня=9S,10D --hand Борис=AC,10H --hand Вера=KC,8D  # Аня banks: Борис's 21 after the deal is paid double
    kozyr deal --stakes Борис=10,Вера=10 --total Аня=19,Борис=20,Вера=17  # totals: Вера's 17 pays Аня, Борис's 20 takes his stake back
