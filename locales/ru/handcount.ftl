# Игры со счётом карт на руках (Рамми, Кошечка, Девятка): общее, когда кто-то вышел, а остальные считают.

flag-handcount-out = кто вышел (избавился от всех карт), например --out Аня
flag-handcount-left = карты, оставшиеся у игрока на руках, можно повторять: --left Борис=KS,QH,5D
flag-handcount-points = очки, оставшиеся у игрока на руках, если карты не названы: --points Вера=17

handcount-takes-name = { $field } — это имя игрока
handcount-takes-players = { $field } — это игрок → значение, например {"{"}"Борис": …{"}"}
handcount-named-twice = { $player }: имя дважды в { $field }
handcount-takes-cards = { $field } — это список карт, например ["KS", "QH", "5D"]
handcount-takes-points = { $field } — это целое число для каждого игрока
handcount-takes-switch = { $field } — это true или false
handcount-out-missing = не указано, кто вышел: назовите игрока в { $field }
handcount-out-holds = { $player } — выход, карт на руках нет; { $field } называет только остальных
handcount-left-not-card = { $player }, карта на руках: { $error }
handcount-left-not-in-pack = { $player }: { $card } — такой карты нет в колоде из { $cards } карт
handcount-left-ace = { $player }: { $card } — в этой колоде нет тузов
handcount-left-twice = { $player }: { $card } названа дважды; каждая карта остаётся на руках один раз
handcount-left-both = { $card } названа у двух игроков: { $other } и { $player }; каждая карта остаётся у одного игрока
handcount-left-count = { $player }: { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[other] { $count } карт
} на руках; у не вышедшего игрока от 1 до { $most }
handcount-left-total = у проигравших всего { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
} на руках; вместе они могут держать не больше { $most }
handcount-points-disagree = { $player }: указано очков — { $points }, но оставшиеся карты { $cards } дают { $sum }
handcount-points-range = { $player }: указано очков на руках — { $points }, а столько не даёт никакая рука из 1–{ $most } карт колоды (от { $low } до { $high }, и только суммы, которые дают её карты)
handcount-left-missing = { $player }: не указано, что осталось на руках; назовите карты в { $left } или очки в { $points }
handcount-step-cards = { $player }: на руках { $cards } — { $points }
handcount-step-points = { $player }: на руках карт на { $points }
handcount-step-pays = { $player } платит: { $winner } получает { $paid }
handcount-step-pays-double = { $player } платит: { $winner } получает { $points } × 2 = { $paid } (рамми: выход за один приём)
handcount-step-collects = { $winner }: выход, получает { $points }
handcount-step-out-clean = { $winner }: выход, считать нечего
handcount-summary = сдаёт { $dealer }, выход: { $winner }
handcount-summary-one-go = сдаёт { $dealer }, выход за один приём: { $winner }
