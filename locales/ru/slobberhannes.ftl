# Слоберханс: название, флаги быстрой записи, опции и правила.

rule-slobberhannes-score-first-trick = взявший первую взятку получает 1 штрафное очко
rule-slobberhannes-score-last-trick = взявший последнюю взятку получает 1 штрафное очко
rule-slobberhannes-score-queen = взявший Q♣ получает 1 штрафное очко (всего 3 за сдачу)
rule-slobberhannes-renege = ренонс (не ответил в масть, хотя мог) — 1 штрафное очко
rule-slobberhannes-match-target = партия заканчивается, когда игрок набирает оговорённое число очков (10)
rule-slobberhannes-match-winner = побеждает наименьшая сумма; если наименьшая сумма у нескольких, играется ещё одна сдача
rule-slobberhannes-penalty = штраф, о котором договорился стол, записывается штрафными очками
rule-slobberhannes-deal-format = в записи сдачи только описанные поля
rule-slobberhannes-deal-dealer = сдача переходит влево
rule-slobberhannes-deal-leader = в первой сдаче первым ходит вытянувший младшую карту; дальше первый ход переходит влево
rule-slobberhannes-deal-trick-taker = назван тот, кто взял первую и последнюю взятки
rule-slobberhannes-won-range = у игрока от 0 до 8 взяток
rule-slobberhannes-won-sum = взятки в сумме дают 8
rule-slobberhannes-took-card = называется только штрафная карта: Q♣
rule-slobberhannes-took-twice = Q♣ берёт один игрок
rule-slobberhannes-took-sum = Q♣ учтена
rule-slobberhannes-took-impossible = никто не берёт больше, чем помещается в его взятках
rule-slobberhannes-renege-not-in-record = записанный ренонс виден во взятках
rule-slobberhannes-entry-disagree = быстрая запись и взятки совпадают
rule-slobberhannes-penalty-points = у штрафа указаны очки, если только его причина не ренонс (`renege`)
rule-slobberhannes-penalty-sign = ренонс стоит штрафных очков: его --points, если указаны, положительные
rule-slobberhannes-play-format = в записи розыгрыша только взятки
rule-slobberhannes-play-follow-suit = отвечать в масть хода, если она есть (или записать ренонс)
rule-slobberhannes-play-trick-size = во взятке по одной карте от каждого игрока
rule-slobberhannes-play-card-count = сдача — это все 32 карты
rule-slobberhannes-play-duplicate-card = каждая карта играется один раз
rule-slobberhannes-play-not-in-deck = играются только карты колоды (от семёрки до туза)
rule-slobberhannes-play-out-of-turn = карты кладут по очереди от начинающего взятку
rule-slobberhannes-play-first-leader = первым ходит тот, чей первый ход в этой сдаче
rule-slobberhannes-option-unknown = только описанные опции
rule-slobberhannes-option-value = значения опций нужного типа и в допустимых пределах
flag-slobberhannes-leader = кто ходил первым (в первой сдаче — вытянувший младшую карту, дальше ход переходит влево), например --leader Вера
flag-slobberhannes-first = кто взял первую взятку, например --first Вера
flag-slobberhannes-last = кто взял последнюю взятку, например --last Аня
flag-slobberhannes-took = кто взял Q♣: --took Борис=QC
option-slobberhannes-target = партия заканчивается, когда игрок набирает столько штрафных очков (0 — никогда)
game-slobberhannes = Слоберханс

# Что игра говорит помимо общих сообщений семейства.
slobberhannes-renege-hint = 1 штрафное очко

deal-example-slobberhannes =
    kozyr deal --leader Вера --first Вера --last Аня --took Борис=QC  # первая сдача: Вера вытянула младшую карту и ходит первой
    kozyr deal --first Галя --last Галя --took Галя=QC --renege Борис  # Галя взяла всё штрафное, у Бориса ренонс
    kozyr deal --tricks deal.txt  # все взятки, по одной в строке, проверяет судья
new-example-slobberhannes = kozyr new slobberhannes --players Аня,Борис,Вера,Галя --option target=10
game-slobberhannes-aliases = слоберханс, слобер-ханс, слобер

rule-slobberhannes-snapshot = партия продолжается только с сохранённого состояния игры «Слоберханс» с теми же игроками
slobberhannes-snapshot = сохранённое состояние этой партии не является состоянием игры «Слоберханс» с этими игроками
