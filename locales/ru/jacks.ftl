# Валеты: название, флаги быстрой записи, опции и правила.

rule-jacks-score-trick = каждая взятка — +1 очко
rule-jacks-score-jack-hearts = взявший J♥ теряет 4 очка
rule-jacks-score-jack-diamonds = взявший J♦ теряет 3 очка
rule-jacks-score-jack-clubs = взявший J♣ теряет 2 очка
rule-jacks-score-jack-spades = взявший J♠ теряет 1 очко (всего за сдачу 13 − 10 = 3)
rule-jacks-match-target = партия заканчивается, когда игрок набирает 20
rule-jacks-match-winner = побеждает наибольшая сумма; если наибольшая сумма у нескольких, играется ещё одна сдача
rule-jacks-penalty = штраф, о котором договорился стол, записывается очками
rule-jacks-deal-format = в записи сдачи только описанные поля
rule-jacks-deal-dealer = сдача переходит влево
rule-jacks-deal-trump = в каждой сдаче назван козырь: масть последней карты сдающего
rule-jacks-deal-won = указано, сколько взяток взял каждый игрок
rule-jacks-won-range = у игрока от 0 до 13 взяток
rule-jacks-won-sum = взятки в сумме дают 13
rule-jacks-took-card = называются только карты, идущие в счёт: четыре валета
rule-jacks-took-twice = каждого валета берёт один игрок
rule-jacks-took-sum = все четыре валета учтены
rule-jacks-took-impossible = никто не берёт больше валетов, чем помещается в его взятках
rule-jacks-entry-disagree = быстрая запись и взятки совпадают
rule-jacks-penalty-points = у штрафа указаны очки
rule-jacks-play-format = в записи розыгрыша только взятки
rule-jacks-play-follow-suit = отвечать в масть хода, если она есть
rule-jacks-play-trump = у кого нет масти хода, тот бьёт козырем, если он есть
rule-jacks-play-trick-size = во взятке по одной карте от каждого игрока
rule-jacks-play-card-count = сдача — это все 52 карты
rule-jacks-play-duplicate-card = каждая карта играется один раз
rule-jacks-play-out-of-turn = карты кладут по очереди от начинающего взятку
rule-jacks-play-first-leader = первым ходит игрок слева от сдающего
rule-jacks-option-unknown = только описанные опции
rule-jacks-option-value = значения опций нужного типа и в допустимых пределах
flag-jacks-trump = козырь (в «Валетах» — масть последней карты сдающего), например --trump черви (♥, H, червы…)
flag-jacks-took = валеты, которые взял игрок, можно повторять: --took Борис=JH,JS
option-jacks-target = партия заканчивается, когда игрок набирает столько очков (0 — никогда)
game-jacks = Валеты

deal-example-jacks =
    kozyr deal --trump черви --won Аня=3,Борис=4,Вера=5,Галя=1 --took Аня=JH,JD --took Вера=JC,JS  # взятки и валеты
    kozyr deal --trump пики --tricks deal.txt  # все взятки, по одной в строке, проверяет судья
new-example-jacks = kozyr new jacks --players Аня,Борис,Вера,Галя --option target=20
game-jacks-aliases = валеты

rule-jacks-snapshot = партия продолжается только с сохранённого состояния игры «Валеты» с теми же игроками
jacks-snapshot = сохранённое состояние этой партии не является состоянием игры «Валеты» с этими игроками
