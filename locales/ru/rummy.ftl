# Рамми: название, флаги быстрой записи, опции и правила.

game-rummy = Рамми
game-rummy-aliases = рамми, рами, ремик
flag-rummy-rummy = игрок вышел за один приём («рамми»): проигравшие платят вдвое
option-rummy-limit = партия кончается, когда сумма игрока доходит до стольких очков (0 — никогда)

rule-rummy-score-cards = карта на руках стоит: туз 1, от 2 до 10 по номиналу, В Д К по 10
rule-rummy-score-out = вышедший получает с каждого игрока очки за карты, оставшиеся у того на руках
rule-rummy-score-rummy = выход за один приём («рамми») удваивает то, что платит каждый
rule-rummy-match-limit = партия кончается, когда сумма игрока доходит до предела (100)
rule-rummy-match-deals = или после оговорённого числа сдач
rule-rummy-match-winner = побеждает наибольшая сумма; если наибольшая у нескольких, играется ещё одна сдача
rule-rummy-penalty = штраф, о котором договорился стол, записывается с его очками
rule-rummy-deal-format = в записи сдачи только описанные поля
rule-rummy-deal-dealer = сдача переходит влево
rule-rummy-out-missing = в каждой сдаче назван вышедший игрок
rule-rummy-out-holds = у вышедшего игрока карт нет
rule-rummy-left-missing = для каждого другого игрока даны карты или очки
rule-rummy-cards-card = называются только карты колоды из 52 карт
rule-rummy-cards-duplicate = каждая карта остаётся у одного игрока, один раз
rule-rummy-cards-count = у не вышедшего игрока от 1 карты до полной руки (10, 7 или 6)
rule-rummy-points-range = одни очки — это то, что дают от 1 карты до полной руки колоды
rule-rummy-points-disagree = карты и очки одного игрока совпадают
rule-rummy-penalty-points = у штрафа есть очки
rule-rummy-option-unknown = только описанные опции
rule-rummy-option-value = значения опций нужного типа и диапазона
rule-rummy-snapshot = партия продолжается только с сохранённого состояния партии в Рамми с теми же игроками
rummy-snapshot = сохранённое состояние этой партии — не состояние партии в Рамми с этими игроками

deal-example-rummy =
    kozyr deal --out Аня --left Борис=KS,QH,5D --points Вера=17  # Аня получает 25 + 17 = 42
    kozyr deal --out Борис --rummy --points Аня=12,Вера=3  # «рамми»: Аня платит 24, Вера 6
new-example-rummy = kozyr new rummy --players Аня,Борис,Вера --option limit=200
