# Blackjack: names, options and rule ids (the flags and messages of the money are in stakes.ftl).

game-blackjack = Blackjack
game-blackjack-aliases = blackjack, black-jack, 21, блэк-джек, блек-джек, блэкджек
option-blackjack-packs = the packs of 52 cards shuffled together: 1 or 2
option-blackjack-bank = the bank a new banker puts up (default 100)
option-blackjack-stake = the one stake everyone plays, or 0: any stake from 1 to the bank
blackjack-option-packs = { $packs } packs cannot be agreed: Blackjack is played with 1 or 2

rule-blackjack-hand-value = 2–10 count their face, J Q K 10, an ace 11 or 1 (whichever is better); 21 with the two cards dealt is a natural
rule-blackjack-pay-banker-natural = the banker's 21 after the deal takes every stake
rule-blackjack-pay-natural = a player's 21 after the deal is paid double by the banker
rule-blackjack-pay-stopped = a 21 after the deal stops the round: the other players get their stakes back
rule-blackjack-pay-bust = over 21 loses the stake
rule-blackjack-pay-lower = a total lower than the banker's loses the stake
rule-blackjack-pay-higher = a total higher than or equal to the banker's (or a banker over 21) gets the stake back
rule-blackjack-draw-after-21 = a 21 after the deal stops the game at once: no one draws after it, every hand holds its two cards dealt
rule-blackjack-draw-once = a player draws only once
rule-blackjack-draw-turn = where the order of the draws is recorded: the players who drew, in turn from the banker's left, the banker last
rule-blackjack-bank-new = a new banker puts up the agreed bank
rule-blackjack-bank-returned = a banker who gives up the bank takes back what is left of it
rule-blackjack-bank-amount = a new bank is 1 or more; a bank recorded is the bank standing
rule-blackjack-bank-broken = the bank pays no more than it holds: winners are paid from the banker's left until it runs out
rule-blackjack-money-conserved = every gain is someone's loss: the balances and the bank always add up to 0
rule-blackjack-round-format = a round's record has only the documented fields, of the right kinds
rule-blackjack-round-banker = the banker is a player at the table and does not stake
rule-blackjack-stake-positive = a stake is more than 0
rule-blackjack-stake-over-bank = a stake is at most the bank
rule-blackjack-stake-fixed = every stake is the agreed stake, where one was agreed
rule-blackjack-stake-missing = everyone with a hand but the banker stakes, and every stake has a hand
rule-blackjack-hand-card = a hand's cards are cards of the pack
rule-blackjack-hand-copies = a card is in the round no more often than the packs hold it
rule-blackjack-hand-count = a hand is the two cards dealt and one to three drawn: 2 to 5 cards
rule-blackjack-hand-total = a hand comes to 4 to 50
rule-blackjack-hand-natural = a natural is 21 with the two cards dealt
rule-blackjack-hand-disagree = a total given beside the cards is what they count
rule-blackjack-penalty = money moves only in rounds: no penalties
rule-blackjack-snapshot = a stored state belongs to this match
rule-blackjack-option-unknown = only documented options
rule-blackjack-option-value = option values of the right type and range

new-example-blackjack = kozyr new blackjack --players Аня,Борис,Вера --option bank=100
deal-example-blackjack =
    kozyr deal --stakes Борис=10,Вера=20 --hand Аня=9S,KD --hand Борис=JC,QH --hand Вера=5C,8D,5H  # Аня banks: Вера's 18 pays her
    kozyr deal --stakes Борис=10,Вера=10 --total Аня=19,Борис=21,Вера=17 --natural Борис  # totals: Борис's 21 after the deal is paid double
