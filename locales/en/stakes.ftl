# The banking games (Blackjack, «Очко», Macao): the money ledger they share.

flag-banker = the banking games: who holds the bank this round (by default the banker still holding it, or the one in turn)
flag-bank = the banking games: the bank this round — a new banker's bank (default: the agreed bank), or the bank standing
flag-stakes = the banking games: each player's stake against the bank, e.g. Борис=10,Вера=20
flag-hand = the banking games: a hand's cards, e.g. --hand Борис=AS,KD --hand Вера=10C,6H,5D (or give --total)
flag-total = the banking games: a hand's total instead of its cards, e.g. Аня=19,Борис=21
flag-natural = the banking games: who had a natural (Blackjack's 21 after the deal, Macao's dealt card) when totals are given
flag-draws = Blackjack, «Очко»: who drew after the deal, in the order they drew, e.g. Борис,Вера,Аня (optional: checked when given)
flag-bank-draw = Macao: the cards each player drew for the first bank, e.g. --bank-draw Аня=2S --bank-draw Борис=9H (the tied draw again: Борис=2C,5D)
flag-exchange = Macao: the ten or court card a player gave back at once for another, e.g. --exchange Вера=KS

stakes-bank-column = Bank
stakes-summary = round { $round }: { $banker }'s bank of { $bank }
stakes-cell-banker = bank { $total }
stakes-cell = { $stake } on { $total }
stakes-next-holds = round { $round }: { $banker } holds the bank of { $bank }
stakes-next-new = round { $round }: { $banker } puts up a bank ({ $bank } unless another is agreed)

stakes-who = { $player }
stakes-who-banker = { $player } (banker)
stakes-hand-cards = { $who }: { $cards } — { $total }{ $natural ->
        [yes] , a natural
       *[no] {""}
    }
stakes-hand-total = { $who }: { $total } as given{ $natural ->
        [yes] , a natural
       *[no] {""}
    }
stakes-settle = { $reason }: { $result }
stakes-wins = { $player } wins { $amount } from the bank ({ $times } × { $stake })
stakes-pays = { $player } pays { $amount } into the bank ({ $times } × { $stake })
stakes-wins-short = { $player } is owed { $owed } ({ $times } × { $stake }), but the bank pays only { $amount }
stakes-stake-back = { $player } takes back the stake of { $stake }
stakes-bank-new = { $banker } puts up a bank of { $amount }
stakes-bank-returned = { $banker } gives up the bank and takes back what is left of it: { $amount }
stakes-short = { $player } is paid { $paid } of { $owed }
stakes-bank-broken = { $banker }'s bank is broken (сорван): it pays no more than it holds — { $short }
stakes-balance = { $player } { $balance }
stakes-conserved = every gain is someone's loss: the balances ({ $balances }) and the bank ({ $bank }) add up to 0, as at the start
stakes-money-lost = the balances and the bank no longer add up to 0: money was made or lost, which no round may do

stakes-round-object = a round is a JSON object: {"{"}"banker": …, "stakes": {"{"}…{"}"}, "hands": {"{"}…{"}"}{"}"}
stakes-not-a-field = `{ $key }` is not a field of a round; its fields are { $fields }
stakes-banker-text = { $field } names a player
stakes-whole-number = { $field } is a whole number, not { $value }
stakes-stake-number = { $player }'s stake is { $value }; a stake is a whole number ({ $field })
stakes-total-number = { $player }'s total is { $value }; a total is a whole number ({ $field })
stakes-naturals-list = { $field } names players
stakes-by-player = { $field } takes player → value, e.g. {"{"}"Борис": 10{"}"}
stakes-player-twice = { $player } is named twice in { $field }
stakes-hand-list = { $player }'s hand is a list of cards, e.g. ["AS", "KD"]
stakes-hand-not-card = { $player }'s hand: { $reason }
stakes-card-not-in-pack = { $player }'s { $card } is not in this table's pack of { $cards } cards
stakes-card-copies = { $card } is recorded more often than the pack holds it: { $copies ->
        [one] one copy
       *[other] { $copies } copies
    } in { $packs ->
        [one] one pack
       *[other] { $packs } packs
    }
stakes-hand-count = { $player } holds { $count ->
        [one] one card
       *[other] { $count } cards
    }; a hand holds { $fewest } to { $most } cards
stakes-total-range = { $player }'s total of { $total } cannot be: a hand comes to { $low } to { $high }
stakes-total-disagree = { $player }'s total is given as { $total } but { $cards } count { $counted }
stakes-natural-total = { $player } is named with a natural, but a natural cannot come to { $total }
stakes-natural-no-hand = { $player } is named with a natural but has no hand this round
stakes-natural-cards = { $player } is named with a natural, but { $cards } ({ $total }) is not one
stakes-banker-turn = { $banker } cannot bank this round: the bank passes to the left, and it is { $due }'s turn
stakes-banker-stakes = { $banker } holds the bank and does not stake against it
stakes-banker-no-hand = the banker { $banker } has no hand this round: give his cards or his total
stakes-bank-positive = { $banker } puts up a bank of { $bank }; a bank is 1 to { $max } ({ $field })
stakes-bank-standing = the bank is recorded as { $bank }, but { $banker }'s bank holds { $standing }
stakes-stakes-none = nobody stakes this round: { $field } Борис=10,Вера=20
stakes-stake-positive = { $player } stakes { $stake }; a stake is more than 0
stakes-stake-over-bank = { $player } stakes { $stake }, more than the bank of { $bank }; a stake is at most the bank
stakes-stake-fixed = { $player } stakes { $stake }, but the table agreed every stake is { $agreed }
stakes-stake-no-hand = { $player } stakes { $stake } but has no hand: give his cards or his total
stakes-hand-no-stake = { $player } has a hand but no stake; everyone but the banker stakes
stakes-penalty = a banking game's money moves only in rounds: a penalty to { $player } would make money from nothing; record the round, or void it
stakes-options-stored = the stored options cannot be read: { $error }
stakes-option-bank = a bank of { $bank } cannot be agreed: it is 1 to { $max }
stakes-option-stake = a stake of { $stake } cannot be agreed: it is 0 (any stake) to the bank of { $bank }
stakes-players-pack = { $named } players cannot sit down: the pack of { $cards } cards deals the cards of the deal to at most { $most } hands, the banker's among them
stakes-exchange-one = { $player } in { $field }: one card, the one given back

twenty-one-banker-natural = the banker { $banker } has 21 after the deal and takes every stake
twenty-one-natural = { $player } has 21 after the deal: paid double
twenty-one-stopped = the round stopped at the deal ({ $players } 21): the stake comes back
twenty-one-bust = { $player } went over 21 ({ $total })
twenty-one-banker-bust = the banker { $banker } went over 21 ({ $total })
twenty-one-lower = { $player }'s { $total } is lower than the banker's { $banker }
twenty-one-higher = { $player }'s { $total } is not lower than the banker's { $banker }
twenty-one-after-21-cards = { $player } holds { $cards }, cards drawn after the deal, but { $natural } had 21 after the deal: that stops the game at once and no one draws after it; record the two cards dealt
twenty-one-after-21-total = { $player }'s { $total } cannot be two cards dealt, but { $natural } had 21 after the deal: that stops the game at once and no one draws after it; record what the two cards dealt count
twenty-one-after-21-listed = { $player } is in { $field }, but { $natural } had 21 after the deal: that stops the game at once and no one draws after it
twenty-one-draw-twice = { $player } is in { $field } twice: a player draws only once
twenty-one-draw-no-hand = { $player } is in { $field }, but holds no hand this round
twenty-one-draw-two = { $player } is in { $field }, but holds only the two cards dealt ({ $cards })
twenty-one-draw-turn = { $player } drew after { $other }: the players draw in turn from the banker's left, the banker { $banker } last — { $order }
twenty-one-draw-unnamed = { $player } holds { $cards } and so drew, but { $field } does not name this player
