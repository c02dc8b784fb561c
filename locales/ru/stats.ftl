# kozyr stats: партии, победы, места и показатели игр каждого игрока.

stats-title = Статистика игроков: { $matches ->
        [one] { $matches } партия
        [few] { $matches } партии
       *[other] { $matches } партий
    }
stats-empty = Ни одна партия не подходит. `kozyr history` перечисляет партии; `kozyr stats` без флагов считает все.
stats-col-player = игрок
stats-col-matches = партии
stats-col-won = победы
stats-col-rate = доля побед
stats-col-place = ср. место
stats-col-streak = лучшая серия
stats-col-deals = сдачи
stats-col-average = ср. сдача
stats-col-best = лучшая сдача
stats-king-kinds = лучшая игра — { $best }, худшая — { $worst }
stats-matchpoints = средний процент матчпойнтов { $percent }%
stats-vs-title = { $first } и { $second }: друг против друга
stats-vs-matches = партий вместе: { $matches }, законченных: { $finished }
stats-vs-wins = победы: { $first } — { $a }, { $second } — { $b }
stats-vs-ahead = место выше другого: { $first } — { $a }, { $second } — { $b }
stats-vs-place = среднее место: { $first } — { $a }, { $second } — { $b }
stats-svg-title = Победы в { $matches ->
        [one] { $matches } партии
       *[other] { $matches } партиях
    }
stats-svg-axis = выигранные партии
stats-svg-vs-title = { $first } и { $second }: победы в { $matches ->
        [one] { $matches } законченной совместной партии
        [few] { $matches } законченных совместных партиях
       *[other] { $matches } законченных совместных партиях
    }
stats-svg-written = Диаграмма побед записана в { $path }.

## Refusals

stats-vs-format = --vs принимает имена двух игроков через запятую, например --vs Аня,Борис; а не «{ $value }»
stats-vs-same = --vs называет одного игрока дважды («{ $first }» и «{ $second }»): назовите двух разных игроков

## The figures, by figure id (docs/stats.md)

figure-thousand-contract-made = сыгранные контракты
figure-thousand-contract-failed = несыгранные контракты
figure-thousand-barrel-climbed = заезды на бочку
figure-thousand-barrel-fallen = падения с бочки
figure-thousand-bolt = болты
figure-belot-contract-played = объявленные контракты
figure-belot-contract-made = сыгранные контракты
figure-belot-contract-hanging = висящие контракты
figure-belot-valat = капо
figure-belot-contra-played = сказанные контры
figure-belot-contra-won = выигранные контры
figure-belot3-contract-played = объявленные контракты
figure-belot3-contract-made = сыгранные контракты
figure-belot3-contract-hanging = висящие контракты
figure-belot3-valat = капо
figure-king-kind-no-tricks = не брать взяток
figure-king-kind-no-boys = не брать мальчиков
figure-king-kind-no-girls = не брать девочек
figure-king-kind-no-hearts = не брать червей
figure-king-kind-no-last-two = не брать двух последних
figure-king-kind-no-king = не брать короля червей
figure-king-kind-eralash = ералаш
figure-king-kind-positive = положительные игры
figure-bridge-contract-played = разыгранные контракты
figure-bridge-contract-made = выполненные контракты
figure-bridge-matchpoints-sessions = турниры на матчпойнты
figure-bridge-matchpoints-percent = сумма процентов матчпойнтов
figure-outcome-loser = раз в проигравших
