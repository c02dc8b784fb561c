# Банковые игры (Блэк Джек, «Очко», Макао): общий учёт денег.

flag-banker = банковые игры: кто держит банк в этом кону (по умолчанию — тот, у кого банк, или чья очередь)
flag-bank = банковые игры: банк этого кона — банк нового банкомёта (по умолчанию оговорённый) или банк, который стоит
flag-stakes = банковые игры: ставка каждого игрока против банка, напр. Борис=10,Вера=20
flag-hand = банковые игры: карты игрока, напр. --hand Борис=AS,KD --hand Вера=10C,6H,5D (или --total)
flag-total = банковые игры: очки игрока вместо карт, напр. Аня=19,Борис=21
flag-natural = банковые игры: у кого очки с раздачи (21 сразу после сдачи в Блэк Джеке, сданная карта в Макао), когда записаны очки
flag-draws = Блэк Джек, «Очко»: кто добирал после сдачи, в том порядке, в каком добирали, напр. Борис,Вера,Аня (необязательно: если записано, проверяется)
flag-bank-draw = Макао: карты, которые каждый тянул, чтобы выбрать первого банкомёта, напр. --bank-draw Аня=2S --bank-draw Борис=9H (равные тянут ещё: Борис=2C,5D)
flag-exchange = Макао: десятка или картинка, которую игрок сразу обменял у банкомёта на другую, напр. --exchange Вера=KS

stakes-bank-column = Банк
stakes-summary = кон { $round }: банкомёт { $banker }, банк { $bank }
stakes-cell-banker = банк, { $total }
stakes-cell = { $stake } на { $total }
stakes-next-holds = кон { $round }: банк { $bank } держит { $banker }
stakes-next-new = кон { $round }: банк ставит { $banker } ({ $bank }, если не оговорено иное)

stakes-who = { $player }
stakes-who-banker = { $player } (банкомёт)
stakes-hand-cards = { $who }: { $cards } — { $total }{ $natural ->
        [yes] , с раздачи
       *[no] {""}
    }
stakes-hand-total = { $who }: { $total } (записаны очки){ $natural ->
        [yes] , с раздачи
       *[no] {""}
    }
stakes-settle = { $reason }: { $result }
stakes-wins = { $player } получает из банка { $amount } ({ $times } × { $stake })
stakes-pays = { $player } платит в банк { $amount } ({ $times } × { $stake })
stakes-wins-short = { $player }: положено { $owed } ({ $times } × { $stake }), но банк отдаёт только { $amount }
stakes-stake-back = { $player } забирает свою ставку { $stake }
stakes-bank-new = { $banker } ставит банк { $amount }
stakes-bank-returned = { $banker } сдаёт банк и забирает то, что в нём осталось: { $amount }
stakes-short = { $player } получает { $paid } из { $owed }
stakes-bank-broken = банк сорван (банкомёт { $banker }): он платит не больше, чем в нём есть — { $short }
stakes-balance = { $player } { $balance }
stakes-conserved = каждый выигрыш — чей-то проигрыш: счета игроков ({ $balances }) и банк ({ $bank }) в сумме дают 0, как в начале
stakes-money-lost = счета и банк в сумме больше не дают 0: деньги появились или пропали, чего не может быть ни в одном коне

stakes-round-object = кон записывается объектом JSON: {"{"}"banker": …, "stakes": {"{"}…{"}"}, "hands": {"{"}…{"}"}{"}"}
stakes-not-a-field = `{ $key }` — не поле записи кона; его поля: { $fields }
stakes-banker-text = { $field } — имя игрока
stakes-whole-number = { $field } — целое число, а не { $value }
stakes-stake-number = ставка { $player } — { $value }; ставка — целое число ({ $field })
stakes-total-number = очки { $player } — { $value }; очки — целое число ({ $field })
stakes-naturals-list = { $field } — имена игроков
stakes-by-player = { $field } — игрок → число, напр. {"{"}"Борис": 10{"}"}
stakes-player-twice = { $player }: имя в { $field } дважды
stakes-hand-list = карты { $player } — список карт, напр. ["AS", "KD"]
stakes-hand-not-card = карты { $player }: { $reason }
stakes-card-not-in-pack = у { $player } { $card }, а такой карты нет в колоде стола из { $cards } карт
stakes-card-copies = { $card } записана чаще, чем она есть в колоде: { $copies ->
        [one] { $copies } экземпляр
        [few] { $copies } экземпляра
       *[many] { $copies } экземпляров
    } в { $packs ->
        [one] { $packs } колоде
       *[other] { $packs } колодах
    }
stakes-hand-count = у { $player } { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[many] { $count } карт
    }; у игрока от { $fewest } до { $most } карт
stakes-total-range = у { $player } не может быть { $total }: очков бывает от { $low } до { $high }
stakes-total-disagree = у игрока { $player } записано { $total ->
    [one] { $total } очко
    [few] { $total } очка
   *[many] { $total } очков
}, но { $cards } дают { $counted }
stakes-natural-total = { $player }: очки с раздачи, но с раздачи не бывает { $total }
stakes-natural-no-hand = { $player }: очки с раздачи, но у этого игрока нет карт в этом коне
stakes-natural-cards = { $player }: очки с раздачи, но { $cards } ({ $total }) — не они
stakes-banker-turn = { $banker } не может держать банк в этом кону: банк переходит к соседу слева, очередь { $due }
stakes-banker-stakes = { $banker } держит банк и не ставит против него
stakes-banker-no-hand = у банкомёта { $banker } нет карт в этом коне: запишите его карты или очки
stakes-bank-positive = { $banker } ставит банк { $bank }; банк — от 1 до { $max } ({ $field })
stakes-bank-standing = записан банк { $bank }, но в банке { $banker } { $standing }
stakes-stakes-none = в этом кону никто не ставит: { $field } Борис=10,Вера=20
stakes-stake-positive = { $player } ставит { $stake }; ставка больше 0
stakes-stake-over-bank = { $player } ставит { $stake }, больше банка { $bank }; ставка не больше банка
stakes-stake-fixed = { $player } ставит { $stake }, а стол договорился, что каждая ставка — { $agreed }
stakes-stake-no-hand = { $player } ставит { $stake }, но у этого игрока нет карт: запишите карты или очки игрока
stakes-hand-no-stake = у { $player } есть карты, но нет ставки; ставят все, кроме банкомёта
stakes-penalty = в банковой игре деньги переходят только в конах: штраф { $player } создал бы деньги из ничего; запишите кон или отмените его
stakes-options-stored = сохранённые опции не читаются: { $error }
stakes-option-bank = банк { $bank } нельзя оговорить: от 1 до { $max }
stakes-option-stake = ставку { $stake } нельзя оговорить: от 0 (любая ставка) до банка { $bank }
stakes-players-pack = за стол не сядут { $named } { $named ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }: из колоды в { $cards } { $cards ->
        [one] карту
        [few] карты
       *[many] карт
    } карты сдачи получат не больше { $most } рук, считая банкомёта
stakes-exchange-one = { $player } в { $field }: одна карта — та, что отдана

twenty-one-banker-natural = у банкомёта { $banker } 21 сразу после сдачи: ему достаются все ставки
twenty-one-natural = у { $player } 21 сразу после сдачи: банкомёт платит вдвое
twenty-one-stopped = игра остановилась после сдачи (21 у { $players }): ставка возвращается
twenty-one-bust = у { $player } перебор ({ $total })
twenty-one-banker-bust = у банкомёта { $banker } перебор ({ $total })
twenty-one-lower = у { $player } { $total }, меньше, чем у банкомёта ({ $banker })
twenty-one-higher = у { $player } { $total }, не меньше, чем у банкомёта ({ $banker })
twenty-one-after-21-cards = у { $player } { $cards } — карты добраны после сдачи, но у { $natural } 21 сразу после сдачи: игра немедленно останавливается, после этого никто не добирает; запишите две сданные карты
twenty-one-after-21-total = { $total } у { $player } не даст пара сданных карт, но у { $natural } 21 сразу после сдачи: игра немедленно останавливается, после этого никто не добирает; запишите очки двух сданных карт
twenty-one-after-21-listed = { $player } записан в { $field }, но у { $natural } 21 сразу после сдачи: игра немедленно останавливается, после этого никто не добирает
twenty-one-draw-twice = { $player } дважды записан в { $field }: добирать карты можно только один раз
twenty-one-draw-no-hand = { $player } записан в { $field }, но в этом кону у этого игрока нет карт
twenty-one-draw-two = { $player } записан в { $field }, но у этого игрока только две сданные карты ({ $cards })
twenty-one-draw-turn = { $player } добирает после { $other }: добирают по очереди от соседа банкомёта слева, банкомёт { $banker } последним — { $order }
twenty-one-draw-unnamed = у { $player } { $cards } — значит, добирал, но в { $field } этого игрока нет
