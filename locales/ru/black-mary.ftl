# Черная Мэри: название, флаги быстрой записи, опции и правила.

rule-black-mary-score-queen = взявший Q♠ (Черную Мэри) получает 13 штрафных очков
rule-black-mary-score-king = взявший K♠ получает 10 штрафных очков
rule-black-mary-score-ace = взявший A♠ получает 7 штрафных очков
rule-black-mary-score-hearts = каждая взятая червовая карта — 1 штрафное очко (всего 43 за сдачу)
rule-black-mary-renege = ренонс (не ответил в масть, хотя мог) — 43 штрафных очка
rule-black-mary-match-limit = партия заканчивается, когда игрок набирает лимит (100)
rule-black-mary-match-deals = или после оговорённого числа сдач
rule-black-mary-match-winner = побеждает наименьшая сумма; если наименьшая сумма у нескольких, играется ещё одна сдача
rule-black-mary-penalty = штраф, о котором договорился стол, записывается штрафными очками
rule-black-mary-deal-format = в записи сдачи только описанные поля
rule-black-mary-deal-dealer = сдача переходит влево
rule-black-mary-won-range = у игрока от 0 до стольких взяток, сколько их в сдаче
rule-black-mary-won-sum = взятки в сумме дают число взяток сдачи (17, 13 или 10)
rule-black-mary-took-card = называются только штрафные карты колоды
rule-black-mary-took-twice = каждую штрафную карту берёт один игрок
rule-black-mary-took-sum = Q♠, K♠, A♠ и 13 червовых карт учтены полностью
rule-black-mary-took-impossible = никто не берёт больше карт, чем помещается в его взятках
rule-black-mary-renege-not-in-record = записанный ренонс виден во взятках
rule-black-mary-entry-disagree = быстрая запись и взятки совпадают
rule-black-mary-penalty-points = у штрафа указаны очки, если только его причина не ренонс (`renege`)
rule-black-mary-penalty-sign = ренонс стоит штрафных очков: его --points, если указаны, положительные
rule-black-mary-play-format = в записи розыгрыша только взятки
rule-black-mary-play-follow-suit = отвечать в масть хода, если она есть (или записать ренонс)
rule-black-mary-play-trick-size = во взятке по одной карте от каждого игрока
rule-black-mary-play-card-count = сдача — это все карты колоды
rule-black-mary-play-duplicate-card = каждая карта играется один раз
rule-black-mary-play-not-in-deck = играются только карты колоды (втроём без 2♣…)
rule-black-mary-play-out-of-turn = карты кладут по очереди от начинающего взятку
rule-black-mary-play-first-leader = первым ходит игрок слева от сдающего
rule-black-mary-option-unknown = только описанные опции
rule-black-mary-option-value = значения опций нужного типа и в допустимых пределах
game-black-mary = Черная Мэри

# Что игра говорит помимо общих сообщений семейства.
black-mary-queen = { $card } (Черная Мэри)
black-mary-renege-hint = 43 штрафных очка

deal-example-black-mary =
    kozyr deal --took Борис=QS,KS,3 --took Вера=AS,5 --took Галя=5  # Борис: Q♠ K♠ и 3 червы; Вера: A♠ и 5 червей
    kozyr deal --took Борис=QS,KS,AS,13 --renege Аня  # ренонс Ани: ещё 43 штрафных очка
    kozyr deal --tricks deal.txt  # все взятки, по одной в строке, проверяет судья
new-example-black-mary = kozyr new black-mary --players Аня,Борис,Вера,Галя --option deals=8
game-black-mary-aliases = черная-мэри, чёрная-мэри, черная-мария

rule-black-mary-snapshot = партия продолжается только с сохранённого состояния игры «Черная Мэри» с теми же игроками
black-mary-snapshot = сохранённое состояние этой партии не является состоянием игры «Черная Мэри» с этими игроками
