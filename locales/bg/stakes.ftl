# Банковите игри (Блекджек, «Очко», Макао): общата сметка на парите.

flag-banker = банковите игри: кой държи банката в този рунд (по подразбиране този, у когото е, или чийто ред е)
flag-bank = банковите игри: банката в този рунд — банката на новия банкер (по подразбиране уговорената) или банката, която стои
flag-stakes = банковите игри: залогът на всеки играч срещу банката, напр. Борис=10,Вера=20
flag-hand = банковите игри: картите в ръката на играча, напр. --hand Борис=AS,KD --hand Вера=10C,6H,5D (или --total)
flag-total = банковите игри: точките на ръката вместо картите, напр. Аня=19,Борис=21
flag-natural = банковите игри: кой има точки от раздаването (21 веднага след раздаването в Блекджек, раздадената карта в Макао), когато са записани точки
flag-draws = Блекджек, «Очко»: кой е теглил след раздаването, в реда, в който е теглил, напр. Борис,Вера,Аня (по желание: проверява се, ако е записано)
flag-bank-draw = Макао: картите, които всеки е изтеглил за първия банкер, напр. --bank-draw Аня=2S --bank-draw Борис=9H (равните теглят пак: Борис=2C,5D)
flag-exchange = Макао: десятката или фигурата, която играчът веднага е сменил при банкера за друга, напр. --exchange Вера=KS

stakes-bank-column = Банка
stakes-summary = рунд { $round }: банкер { $banker }, банка { $bank }
stakes-cell-banker = банка, { $total }
stakes-cell = { $stake } на { $total }
stakes-next-holds = рунд { $round }: { $banker } държи банката от { $bank }
stakes-next-new = рунд { $round }: { $banker } слага банка ({ $bank }, ако не е уговорено друго)

stakes-who = { $player }
stakes-who-banker = { $player } (банкер)
stakes-hand-cards = { $who }: { $cards } — { $total }{ $natural ->
        [yes] , от раздаването
       *[no] {""}
    }
stakes-hand-total = { $who }: { $total } (записани точки){ $natural ->
        [yes] , от раздаването
       *[no] {""}
    }
stakes-settle = { $reason }: { $result }
stakes-wins = { $player } получава от банката { $amount } ({ $times } × { $stake })
stakes-pays = { $player } плаща в банката { $amount } ({ $times } × { $stake })
stakes-wins-short = { $player }: полагат се { $owed } ({ $times } × { $stake }), но банката дава само { $amount }
stakes-stake-back = { $player } си взима залога от { $stake }
stakes-bank-new = { $banker } слага банка от { $amount }
stakes-bank-returned = { $banker } предава банката и си взима останалото в нея: { $amount }
stakes-short = { $player } получава { $paid } от { $owed }
stakes-bank-broken = банката е разбита (банкер { $banker }): тя плаща не повече, отколкото има — { $short }
stakes-balance = { $player } { $balance }
stakes-conserved = всяка печалба е нечия загуба: сметките на играчите ({ $balances }) и банката ({ $bank }) дават общо 0, както в началото
stakes-money-lost = сметките и банката вече не дават общо 0: пари са се появили или изчезнали, което не може да стане в нито един рунд

stakes-round-object = рундът се записва като обект JSON: {"{"}"banker": …, "stakes": {"{"}…{"}"}, "hands": {"{"}…{"}"}{"}"}
stakes-not-a-field = `{ $key }` не е поле от записа на рунда; полетата са { $fields }
stakes-banker-text = { $field } е име на играч
stakes-whole-number = { $field } е цяло число, а не { $value }
stakes-stake-number = залогът на { $player } е { $value }; залогът е цяло число ({ $field })
stakes-total-number = точките на { $player } са { $value }; точките са цяло число ({ $field })
stakes-naturals-list = { $field } е списък от имена на играчи
stakes-by-player = { $field } е играч → число, напр. {"{"}"Борис": 10{"}"}
stakes-player-twice = { $player } е посочен два пъти в { $field }
stakes-hand-list = ръката на { $player } е списък от карти, напр. ["AS", "KD"]
stakes-hand-not-card = ръката на { $player }: { $reason }
stakes-card-not-in-pack = { $player } има { $card }, а тази карта я няма в тестето на масата от { $cards } карти
stakes-card-copies = { $card } е записана повече пъти, отколкото я има в тестето: { $copies ->
        [one] { $copies } екземпляр
       *[other] { $copies } екземпляра
    } в { $packs ->
        [one] { $packs } тесте
       *[other] { $packs } тестета
    }
stakes-hand-count = { $player } има { $count ->
        [one] { $count } карта
       *[other] { $count } карти
    }; ръката е от { $fewest } до { $most } карти
stakes-total-range = { $player } не може да има { $total }: точките са от { $low } до { $high }
stakes-total-disagree = на { $player } са записани { $total ->
    [one] { $total } точка
   *[other] { $total } точки
}, но { $cards } дават { $counted }
stakes-natural-total = { $player } е посочен с точки от раздаването, но от раздаването не може да има { $total }
stakes-natural-no-hand = { $player } е посочен с точки от раздаването, но няма карти в този рунд
stakes-natural-cards = { $player } е посочен с точки от раздаването, но { $cards } ({ $total }) не са такива
stakes-banker-turn = { $banker } не може да държи банката в този рунд: тя минава към съседа отляво и е ред на { $due }
stakes-banker-stakes = { $banker } държи банката и не залага срещу нея
stakes-banker-no-hand = банкерът { $banker } няма карти в този рунд: запишете картите или точките му
stakes-bank-positive = { $banker } слага банка от { $bank }; банката е от 1 до { $max } ({ $field })
stakes-bank-standing = записана е банка { $bank }, но в банката на { $banker } има { $standing }
stakes-stakes-none = никой не залага в този рунд: { $field } Борис=10,Вера=20
stakes-stake-positive = { $player } залага { $stake }; залогът е повече от 0
stakes-stake-over-bank = { $player } залага { $stake }, повече от банката от { $bank }; залогът е най-много колкото банката
stakes-stake-fixed = { $player } залага { $stake }, а масата се е уговорила всеки залог да е { $agreed }
stakes-stake-no-hand = { $player } залага { $stake }, но няма карти: запишете картите или точките му
stakes-hand-no-stake = { $player } има карти, но няма залог; залагат всички освен банкера
stakes-penalty = в банкова игра парите минават само в рундове: наказание за { $player } би създало пари от нищото; запишете рунда или го анулирайте
stakes-options-stored = запазените опции не могат да се прочетат: { $error }
stakes-option-bank = банка от { $bank } не може да се уговори: от 1 до { $max }
stakes-option-stake = залог от { $stake } не може да се уговори: от 0 (всеки залог) до банката от { $bank }
stakes-players-pack = не могат да седнат { $named } { $named ->
        [one] играч
       *[other] играчи
    }: тесте от { $cards } карти раздава картите на раздаването на най-много { $most } ръце, с тази на банкера
stakes-exchange-one = { $player } в { $field }: една карта — върнатата

twenty-one-banker-natural = банкерът { $banker } има 21 веднага след раздаването и взима всички залози
twenty-one-natural = { $player } има 21 веднага след раздаването: банкерът плаща двойно
twenty-one-stopped = играта спря след раздаването (21 на { $players }): залогът се връща
twenty-one-bust = { $player } е над 21 ({ $total })
twenty-one-banker-bust = банкерът { $banker } е над 21 ({ $total })
twenty-one-lower = { $player } има { $total }, по-малко от банкера ({ $banker })
twenty-one-higher = { $player } има { $total }, не по-малко от банкера ({ $banker })
twenty-one-after-21-cards = { $player } държи { $cards } — карти, изтеглени след раздаването, но { $natural } има 21 веднага след раздаването: играта спира веднага и след това никой не тегли; запишете двете раздадени карти
twenty-one-after-21-total = { $total } на { $player } не може да са две раздадени карти, но { $natural } има 21 веднага след раздаването: играта спира веднага и след това никой не тегли; запишете точките на двете раздадени карти
twenty-one-after-21-listed = { $player } е записан в { $field }, но { $natural } има 21 веднага след раздаването: играта спира веднага и след това никой не тегли
twenty-one-draw-twice = { $player } е записан два пъти в { $field }: карти се теглят само веднъж
twenty-one-draw-no-hand = { $player } е записан в { $field }, но няма ръка в този кръг
twenty-one-draw-two = { $player } е записан в { $field }, но държи само двете раздадени карти ({ $cards })
twenty-one-draw-turn = { $player } тегли след { $other }: теглят поред от левия съсед на банкера, банкерът { $banker } последен — { $order }
twenty-one-draw-unnamed = { $player } държи { $cards }, значи е теглил, но { $field } не посочва този играч
