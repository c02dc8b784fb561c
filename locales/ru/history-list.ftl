# kozyr history: сыгранные партии — таблица, Markdown, CSV и страница для печати.

history-list-title = Сыгранные партии
history-list-empty = Подходящих партий нет. `kozyr list` показывает все партии; `kozyr history` без флагов — тоже все.
history-list-col-date = дата
history-list-col-game = игра
history-list-col-players = игроки
history-list-col-result = счёт
history-list-col-winner = победитель
history-list-col-deals = сдачи
history-list-col-duration = длительность
history-list-col-minutes = минуты
history-list-duration =
    { $hours ->
        [0] { $minutes } мин
       *[other] { $hours } ч { $minutes } мин
    }

## Отказы

history-list-date = дата пишется ГГГГ-ММ-ДД, например 2026-03-08; а не «{ $value }»
history-list-order = --since { $since } позже, чем --until { $until }: между ними не может быть партий
history-list-player = игрок «{ $name }» не сидел ни в одной партии этого журнала; `kozyr list` показывает игроков каждой партии
