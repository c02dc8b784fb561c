# kozyr history: изиграните игри — таблица, Markdown, CSV и страница за печат.

history-list-title = Изиграни игри
history-list-empty = Няма подходящи игри. `kozyr list` показва всички игри; `kozyr history` без флагове — също всички.
history-list-col-date = дата
history-list-col-game = игра
history-list-col-players = играчи
history-list-col-result = резултат
history-list-col-winner = победител
history-list-col-deals = раздавания
history-list-col-duration = продължителност
history-list-col-minutes = минути
history-list-duration =
    { $hours ->
        [0] { $minutes } мин
       *[other] { $hours } ч { $minutes } мин
    }

## Откази

history-list-date = датата се пише ГГГГ-ММ-ДД, например 2026-03-08; а не „{ $value }“
history-list-order = --since { $since } е след --until { $until }: между тях не може да има игри
history-list-player = играч „{ $name }“ не е играл в нито една игра от този дневник; `kozyr list` показва играчите на всяка игра
