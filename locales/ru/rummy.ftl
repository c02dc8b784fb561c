# Рамми: название, флаги быстрой записи, опции и правила.

game-rummy = Рамми
game-rummy-aliases = рамми, рами, ремик
flag-rummy-rummy = игрок вышел за один приём («рамми»): проигравшие платят вдвое
flag-rummy-melds = вместе с --rummy: комбинации, выложенные разом, группы через | (например "AS,2S,3S | 7H,7D,7C")
option-rummy-limit = партия кончается, когда сумма игрока доходит до стольких очков (0 — никогда)

rule-rummy-score-cards = карта на руках стоит: туз 1, от 2 до 10 по номиналу, В Д К по 10
rule-rummy-score-out = вышедший получает с каждого игрока очки за карты, оставшиеся у того на руках
rule-rummy-score-rummy = выход за один приём («рамми») удваивает то, что платит каждый
rule-rummy-melds-one-go = комбинации (melds) записываются для «рамми»: вышедший за один приём выкладывает их все разом
rule-rummy-melds-combination = комбинация — «комплект» (3 или 4 карты одного достоинства) или «секвенция» (3 и более карт одной масти подряд, король старший, туз младший, без перехода через короля)
rule-rummy-melds-count = комбинации «рамми» — вся рука: сданные карты, с картой, взятой в этот ход, или без неё
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
rummy-melds-not-one-go = { $field } — комбинации «рамми»; добавьте { $rummy } или не указывайте их
rummy-melds-format = { $field } — группы карт через |, например "AS,2S,3S | 7H,7D,7C", или список групп
rummy-melds-not-card = { $player }, выложенная карта: { $error }
rummy-melds-twice = { $card } выложена дважды или осталась ещё и на руках у другого; каждая карта — в одном месте
rummy-melds-not-combination = { $player }: { $cards } — ни «комплект» (3 или 4 одного достоинства), ни «секвенция» (3 и более одной масти подряд, туз младший, без перехода через короля)
rummy-melds-count = { $player }: выложено карт — { $count }; «рамми» выкладывает всю руку: { $hand ->
    [one] { $hand } карта
    [few] { $hand } карты
   *[many] { $hand } карт
} или { $drawn } с взятой картой
rummy-melds-group = { $player }: { $cards } — { $kind ->
        [set] «комплект»
       *[run] «секвенция»
    }
rummy-melds-whole = { $player }: { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
} выложено разом, вся рука

deal-example-rummy =
    kozyr deal --out Аня --left Борис=KS,QH,5D --points Вера=17  # Аня получает 25 + 17 = 42
    kozyr deal --out Борис --rummy --points Аня=12,Вера=3  # «рамми»: Аня платит 24, Вера 6
    kozyr deal --out Вера --rummy --melds "AS,2S,3S | 7H,7D,7C,7S" --points Аня=9,Борис=30  # комбинации проверяются
new-example-rummy = kozyr new rummy --players Аня,Борис,Вера --option limit=200
