# Игрите с броене на картите в ръка (Рами, Котенце, Деветка): общото, когато някой излезе, а другите броят.

flag-handcount-out = кой излезе (остана без карти), например --out Аня
flag-handcount-left = картите, останали в ръката на играч, може многократно: --left Борис=KS,QH,5D
flag-handcount-points = точките, останали в ръката на играч, когато картите не са назовани: --points Вера=17

handcount-takes-name = { $field } приема име на играч
handcount-takes-players = { $field } приема играч → стойност, например {"{"}"Борис": …{"}"}
handcount-named-twice = { $player } е назован два пъти в { $field }
handcount-takes-cards = { $field } приема списък карти, например ["KS", "QH", "5D"]
handcount-takes-points = { $field } приема цяло число за всеки играч
handcount-takes-switch = { $field } приема true или false
handcount-out-missing = липсва кой излезе: назовете играча с { $field }
handcount-out-holds = { $player } излезе и няма карти; { $field } назовава само другите
handcount-left-not-card = карта в ръката на { $player }: { $error }
handcount-left-not-in-pack = { $card } в ръката на { $player } не е в тестето от { $cards } карти
handcount-left-ace = { $card } в ръката на { $player }: това тесте няма аса
handcount-left-twice = { $card } е назована два пъти за { $player }; всяка карта остава веднъж
handcount-left-both = { $card } е назована и за { $other }, и за { $player }; всяка карта остава у един играч
handcount-left-count = на { $player } са дадени { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} в ръка; играч, който не е излязъл, държи от 1 до { $most }
handcount-left-total = на загубилите са дадени общо { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} в ръка; заедно те държат най-много { $most }
handcount-points-disagree = на { $player } са дадени { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}, но останалите карти { $cards } правят { $sum }
handcount-points-range = на { $player } са дадени { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} в ръка, а толкова не прави никоя ръка от 1 до { $most } карти от тестето (от { $low } до { $high } и само сборовете на картите му)
handcount-left-missing = липсва какво остана в ръката на { $player }: назовете картите с { $left } или дайте точките с { $points }
handcount-step-cards = { $player } държи { $cards }: { $points }
handcount-step-points = { $player } държи карти за { $points }
handcount-step-pays = { $player } плаща на { $winner } { $paid }
handcount-step-pays-double = { $player } плаща на { $winner } { $points } × 2 = { $paid } (рами: излизане наведнъж)
handcount-step-collects = { $winner } излезе и получава { $points }
handcount-step-out-clean = { $winner } излезе: няма какво да се брои
handcount-summary = раздава { $dealer }, излезе { $winner }
handcount-summary-one-go = раздава { $dealer }, { $winner } излезе наведнъж
