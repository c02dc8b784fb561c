# Macao: names, options and rule ids (the flags and messages of the money are in stakes.ftl).

game-macao = Macao
game-macao-aliases = macao, макао
option-macao-bank = the bank each banker puts up (default 100)
option-macao-stake = the one stake everyone plays (default 10)
option-macao-over_nine = a total over 9: minus-nine (the book: 9 is taken away, 13 is 4) or drop-tens (13 is 3)
option-macao-banker_buys = whether the banker buys: never (the book: he holds his one card dealt), dealt (he buys; a dealt 9, 8 or 7 is settled against his dealt card) or final (he buys; every hand against his final total — a match recorded before this option plays so)
macao-option-stake = Macao is played for one agreed stake: give it as stake=N (more than 0)

macao-natural = { $player }'s { $total } with the card dealt beats the banker's { $banker }: paid { $times ->
        [one] one stake
       *[other] { $times } stakes
    }
macao-drawn = { $player }'s { $total } with cards bought beats the banker's { $banker }: paid one stake
macao-higher = { $player }'s { $total } beats the banker's { $banker }: paid one stake
macao-equal = { $player }'s { $total } equals the banker's: pays { $times ->
        [one] one stake
       *[other] { $times } stakes
    }
macao-lower = { $player }'s { $total } is lower than the banker's { $banker }: pays one stake
macao-against-dealt = { $reason } — the banker's card dealt counts { $dealt }
macao-exchange-banker = { $banker } banks: the players exchange their cards with the banker, he does not
macao-exchange-card = { $player } gave back { $card } in exchange: only a ten or a court card, worth nothing, is exchanged
macao-exchange-no-hand = { $player } is in { $field }, but holds no hand this round
macao-banker-buys = the banker { $banker } holds { $cards }: in the book the banker holds his one card dealt and the players buy from him (the option { $option } lets him buy)
macao-banker-dealt = the banker { $banker } bought and is recorded by his total: { $player }'s dealt { $total } is settled against his card dealt — record his cards, or name him in { $field } if he did not buy
macao-bank-draw-later = { $field } is the draw for the first banker; after it the bank passes to the left every round
macao-bank-draw-missing = { $player } did not draw for the bank: everyone at the table draws, and the lowest card banks
macao-bank-draw-tie = { $player } and { $other } drew the same lowest card: the tied players draw again until one is lower
macao-bank-draw-extra = { $player } drew again, but only the players tied at the lowest card draw again
macao-bank-draw-lowest = { $banker } is named the banker, but { $lowest } drew the lowest card ({ $card }) and banks first

rule-macao-hand-value = an ace counts 1, 2–9 their face, 10 J Q K 0; a total over 9 loses 9 (option over_nine); a hand of the one card dealt is a natural
rule-macao-pay-natural = a natural 9, 8 or 7 above the banker's total is paid 3, 2 or 1 stakes
rule-macao-pay-drawn = a 9, 8 or 7 made by buying cards, above the banker's total, is paid one stake
rule-macao-pay-higher = any other total above the banker's is paid one stake
rule-macao-pay-equal = a total equal to the banker's pays him 3 stakes for 9, 2 for 8, 1 for 7 or less
rule-macao-pay-lower = a total below the banker's pays him one stake
rule-macao-banker-buys = the banker holds his one card dealt and the players buy from him (the option banker_buys departs from the book)
rule-macao-banker-dealt = a dealt 9, 8 or 7 is settled against the banker's card dealt, which must be known where he bought
rule-macao-exchange = a player (not the banker) may at once give back a ten or a court card to the banker for another, which takes the dealt card's place
rule-macao-bank-first = the first banker is the one who drew the lowest card; the tied draw again
rule-macao-bank-new = each banker puts up the agreed bank
rule-macao-bank-returned = the bank passes to the left each round; its banker takes back what is left of it
rule-macao-bank-amount = a new bank is 1 or more
rule-macao-bank-broken = the bank pays no more than it holds: winners are paid from the banker's left until it runs out
rule-macao-money-conserved = every gain is someone's loss: the balances and the bank always add up to 0
rule-macao-round-format = a round's record has only the documented fields, of the right kinds
rule-macao-round-banker = the bank passes to the left every round; the banker does not stake
rule-macao-stake-positive = a stake is more than 0
rule-macao-stake-over-bank = a stake is at most the bank
rule-macao-stake-fixed = nobody stakes more or less than the agreed stake
rule-macao-stake-missing = everyone with a hand but the banker stakes, and every stake has a hand
rule-macao-hand-card = a hand's cards are cards of the two packs
rule-macao-hand-copies = a card is in the round no more than twice (two packs)
rule-macao-hand-count = a hand is the card dealt and the cards bought: 1 to 20 cards
rule-macao-hand-total = a hand comes to 0 to 9
rule-macao-hand-natural = a natural is a hand of the one card dealt
rule-macao-hand-disagree = a total given beside the cards is what they count
rule-macao-penalty = money moves only in rounds: no penalties
rule-macao-snapshot = a stored state belongs to this match
rule-macao-option-unknown = only documented options
rule-macao-option-value = option values of the right type and range

new-example-macao = kozyr new macao --players Аня,Борис,Вера --option stake=10
deal-example-macao =
    kozyr deal --hand Аня=6S --hand Борис=9D --hand Вера=3C,4H  # Аня banks: Борис's dealt 9 is paid 3 stakes, Вера's 7 one
    kozyr deal --total Борис=8,Вера=8,Аня=3 --natural Вера  # totals: Борис banks; Вера's 8 equals his and pays 2 stakes, Аня's 3 pays one
