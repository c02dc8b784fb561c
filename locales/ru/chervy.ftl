# Черва: название, флаги быстрой записи, опции и правила.

rule-chervy-score-queen = взявший Q♠ получает 13 штрафных очков
rule-chervy-score-hearts = каждая взятая червовая карта — 1 штрафное очко (всего 26 за сдачу)
rule-chervy-renege = ренонс (не ответил в масть, хотя мог) — 26 штрафных очков, и тот же сдающий сдаёт снова
rule-chervy-match-limit = партия заканчивается, когда игрок набирает лимит (100)
rule-chervy-match-deals = или после оговорённого числа сдач
rule-chervy-match-winner = побеждает наименьшая сумма; если наименьшая сумма у нескольких, играется ещё одна сдача
rule-chervy-penalty = штраф, о котором договорился стол, записывается штрафными очками
rule-chervy-deal-format = в записи сдачи только описанные поля
rule-chervy-deal-dealer = сдача переходит влево (после ренонса тот же сдающий сдаёт снова)
rule-chervy-won-range = у игрока от 0 до 13 взяток
rule-chervy-won-sum = взятки в сумме дают 13
rule-chervy-took-card = называются только штрафные карты: Q♠ и червы
rule-chervy-took-twice = каждую штрафную карту берёт один игрок
rule-chervy-took-sum = Q♠ и 13 червовых карт учтены полностью
rule-chervy-took-impossible = никто не берёт больше карт, чем помещается в его взятках
rule-chervy-renege-not-in-record = записанный ренонс виден во взятках
rule-chervy-entry-disagree = быстрая запись и взятки совпадают
rule-chervy-penalty-points = у штрафа указаны очки, если только его причина не ренонс (`renege`)
rule-chervy-penalty-sign = ренонс стоит штрафных очков: его --points, если указаны, положительные
rule-chervy-play-format = в записи розыгрыша только взятки
rule-chervy-play-follow-suit = отвечать в масть хода, если она есть (или записать ренонс)
rule-chervy-play-hearts-lead = с опцией `no_hearts_lead`: нельзя ходить с червей, имея карту другой масти
rule-chervy-play-trick-size = во взятке по одной карте от каждого игрока
rule-chervy-play-card-count = сдача — это все 52 карты
rule-chervy-play-duplicate-card = каждая карта играется один раз
rule-chervy-play-out-of-turn = карты кладут по очереди от начинающего взятку
rule-chervy-play-first-leader = первым ходит игрок слева от сдающего
rule-chervy-option-unknown = только описанные опции
rule-chervy-option-value = значения опций нужного типа и в допустимых пределах
option-chervy-no_hearts_lead = нельзя ходить с червей, пока у ходящего есть карта другой масти (в книге этого нет: выключено)
game-chervy = Черва

# Что игра говорит помимо общих сообщений семейства.
chervy-renege-hint = 26 штрафных очков, карты пересдаются

deal-example-chervy =
    kozyr deal --took Борис=QS,3 --took Вера=5 --took Галя=5  # Борис: Q♠ и 3 червы; Вера и Галя: по 5 червей
    kozyr deal --renege Вера  # ренонс Веры: 26 штрафных очков, тот же сдающий сдаёт снова
    kozyr deal --tricks deal.txt  # все взятки, по одной в строке, проверяет судья
new-example-chervy = kozyr new chervy --players Аня,Борис,Вера,Галя --option no_hearts_lead=true
game-chervy-aliases = черва, черви, червы

rule-chervy-snapshot = партия продолжается только с сохранённого состояния игры «Черва» с теми же игроками
chervy-snapshot = сохранённое состояние этой партии не является состоянием игры «Черва» с этими игроками
