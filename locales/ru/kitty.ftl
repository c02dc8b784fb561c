# Кошечка: название, опции и правила (флаги общие для игр со счётом карт на руках).

game-kitty = Кошечка
game-kitty-aliases = кошечка, кошка

rule-kitty-score-cards = карта на руках — штрафные очки: К 4, Д 3, В 2, от 10 до 6 по номиналу
rule-kitty-score-out = вышедший ничего не записывает
rule-kitty-match-limit = партия кончается, когда игрок набирает предел (100)
rule-kitty-match-deals = или после оговорённого числа сдач
rule-kitty-match-winner = побеждает наименьшая сумма; если наименьшая у нескольких, играется ещё одна сдача
rule-kitty-penalty = штраф, о котором договорился стол, записывается штрафными очками
rule-kitty-deal-format = в записи сдачи только описанные поля
rule-kitty-deal-dealer = сдача переходит влево
rule-kitty-out-missing = в каждой сдаче назван вышедший игрок
rule-kitty-out-holds = у вышедшего игрока карт нет
rule-kitty-left-missing = для каждого другого игрока даны карты или очки
rule-kitty-cards-card = называются только карты колоды (36 без тузов: от 6 до К)
rule-kitty-cards-ace = в колоде нет тузов
rule-kitty-cards-duplicate = каждая карта остаётся у одного игрока, один раз
rule-kitty-cards-count = у не вышедшего игрока от 1 карты до его пяти вместе со всем запасом
rule-kitty-cards-total = у всех проигравших вместе не больше 27 карт: колода без пяти, которые сбросил вышедший
rule-kitty-points-range = одни очки — это то, что дают карты, которые игрок может держать
rule-kitty-points-disagree = карты и очки одного игрока совпадают
rule-kitty-penalty-points = у штрафа есть очки
rule-kitty-option-unknown = только описанные опции
rule-kitty-option-value = значения опций нужного типа и диапазона
rule-kitty-snapshot = партия продолжается только с сохранённого состояния партии в Кошечку с теми же игроками
kitty-snapshot = сохранённое состояние этой партии — не состояние партии в Кошечку с этими игроками

deal-example-kitty =
    kozyr deal --out Вера --left Аня=KS,7H --points Борис=9  # Аня 4 + 7 = 11, Борис 9 штрафных очков
new-example-kitty = kozyr new kitty --players Аня,Борис,Вера --option deals=10
