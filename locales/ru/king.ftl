# Кинг: названия, флаги быстрой записи, опции и правила.

rule-king-score-no-tricks = не брать взяток: каждая взятая взятка — минус 2 (−16 за сдачу; втроём −20)
rule-king-score-no-boys = не брать мальчиков: каждый взятый валет — минус 4 (−16)
rule-king-score-no-girls = не брать девочек: каждая взятая дама — минус 4 (−16)
rule-king-score-no-hearts = не брать червей: каждая взятая черва — минус 2 (−16)
rule-king-score-no-last-two = не брать двух последних: каждая из двух последних взяток — минус 8 (−16)
rule-king-score-no-king = не брать кинга: взявший K♥ получает минус 16
rule-king-score-eralash = ералаш: все шесть штрафов сразу (−96; втроём −100)
rule-king-score-positive = на набирание взяток: каждая взятка — плюс 3 (+24; втроём +30); нет масти хода — бить козырем
rule-king-deal-sequence = классический порядок: семь сдач на ненабирание, затем восемь на набирание взяток
rule-king-deal-game = игра сдачи — одна из восьми; в заказном варианте её называют в каждой сдаче
rule-king-deal-unused = в сдаче записывают только то, что считает её игра
rule-king-order = игру сдачи заказывает игрок слева от сдающего, он же ходит первым
rule-king-order-repeated = каждый игрок заказывает каждую игру на ненабирание один раз, а набирание взяток — два раза
rule-king-trump-by-last = козырь «по последней» — масть карты, которая есть на руке у назначающего
rule-king-match-end = партия кончается последней сдачей (15-й, в заказном варианте 36-й или 27-й)
rule-king-match-winner = побеждает наибольший итог; если он у нескольких — ничья
rule-king-penalty = штраф, о котором договорились за столом, записывается с его очками
rule-king-deal-format = в записи сдачи только описанные поля
rule-king-deal-dealer = сдача переходит к игроку слева
rule-king-deal-trump = в сдаче на набирание взяток называют козырь
rule-king-deal-won = взятки записывают там, где они считаются
rule-king-deal-trick-taker = кто взял две последние взятки, записывают там, где они считаются
rule-king-won-range = у игрока от 0 до всех взяток сдачи
rule-king-won-sum = взятки игроков в сумме дают все взятки сдачи (8, втроём 10)
rule-king-took-card = называют только штрафные карты этой сдачи
rule-king-took-twice = каждую штрафную карту берёт один игрок
rule-king-took-sum = все штрафные карты сдачи учтены
rule-king-took-impossible = никто не берёт больше карт или штрафных взяток, чем вмещают его взятки
rule-king-entry-disagree = быстрая запись и взятки совпадают
rule-king-penalty-points = у штрафа указаны очки
rule-king-play-format = в записи розыгрыша только взятки
rule-king-play-follow-suit = у кого есть масть хода, тот обязан её дать
rule-king-play-trump = сдачи на набирание взяток: нет масти хода — бить козырем, если он есть
rule-king-play-hearts-lead = не брать червей, не брать кинга, ералаш: с червей не ходят, пока есть другая масть
rule-king-play-must-discard = не брать кинга, ералаш: K♥ сбрасывают в первой же взятке, где нет масти хода
rule-king-play-trick-size = во взятке по одной карте от каждого игрока
rule-king-play-card-count = сдача — это все карты колоды
rule-king-play-duplicate-card = каждая карта играется один раз
rule-king-play-not-in-deck = играют только карты колоды (втроём без шестёрок, A♠ и A♣)
rule-king-play-out-of-turn = ходят по очереди от начинающего взятку
rule-king-option-unknown = только описанные опции
rule-king-option-value = значения опций нужного типа
flag-king-game = Кинг: игра сдачи, как её называют за столом: взятки, мальчики, девочки, червы, две-последние, кинг, ералаш, отыгрыш (можно и полностью: «не брать мальчиков»), например --game мальчики; обязательна в заказном варианте
flag-king-last-two = Кинг: кто взял предпоследнюю и последнюю взятки, например Аня,Борис
flag-king-trump = козырь сдачи: hearts, ♥, H, черви…, например --trump черви
flag-king-by-last = Кинг: козырь назначен «по последней» — по последней карте назначающего
option-king-ordered = заказной вариант: игрок слева от сдающего заказывает игру каждой сдачи
game-king = Кинг
game-king-aliases = кинг, дамский-преферанс

# Названия сдач — как их называют за столом.
king-kind-no-tricks = не брать взяток
king-kind-no-boys = не брать мальчиков
king-kind-no-girls = не брать девочек
king-kind-no-hearts = не брать червей
king-kind-no-last-two = не брать двух последних
king-kind-no-king = не брать кинга
king-kind-eralash = ералаш
king-kind-positive = на набирание взяток

king-and = { $first } и { $rest }

# Чтение записи сдачи.
king-game-format = { $field } — это название игры сдачи, например «не брать мальчиков»
king-by-last-format = { $field } принимает `true` или `false`
king-deal-unknown = «{ $text }» — не сдача Кинга; сдачи: не брать взяток, не брать мальчиков, не брать девочек, не брать червей, не брать двух последних, не брать кинга, ералаш, на набирание взяток (годятся и короткие названия: мальчики, девочки, черви, кинг, отыгрыш)
king-needs-no-tricks = --won (сколько взяток взял каждый)
king-needs-no-boys = --took (каких валетов взял каждый)
king-needs-no-girls = --took (каких дам взял каждый)
king-needs-no-hearts = --took (какие червы взял каждый)
king-needs-no-last-two = --last-two (кто взял предпоследнюю и последнюю взятки)
king-needs-no-king = --took ИМЯ=KH (кто взял K♥)
king-needs-eralash = --won, --took (валеты, дамы, червы, K♥) и --last-two
king-needs-positive = --trump и --won
king-unused-took = взятые карты (--took)
king-unused-last-two = кто взял две последние взятки (--last-two)
king-unused-trump = козырь (--trump, --by-last): козырь бывает только в сдачах на набирание взяток
king-deal-unused = в сдаче «{ $kind }» не записывают { $what }; ей нужно: { $needs }
king-deal-sequence = сдача { $number } по классическому порядку — «{ $due }», а не «{ $given }»; порядок: не брать взяток, не брать мальчиков, не брать девочек, не брать червей, не брать двух последних, не брать кинга, ералаш, затем восемь сдач на набирание взяток
king-deal-needs-trump = в сдаче на набирание взяток всегда есть козырь: --trump черви (♥, H, пики…)
king-trump-by-last = { $who }: козырь { $trump } назначен по последней карте, но по записи взяток на руке не было ни одной карты { $trump }; по последней карте козырем становится масть карты, которая есть у назначающего

# Заказной вариант.
king-order-needs-game = в заказном варианте каждая сдача называет игру, которую заказывает { $orderer }: --game мальчики
king-order-needs-game-left = в заказном варианте каждая сдача называет игру, которую заказывает { $orderer }: --game мальчики ({ $orderer } ещё может заказать: { $left })
king-order-left = { $games }
king-order-left-times = { $kind } ×{ $times }
king-order-left-nothing = ничего
king-order-repeated = { $name } не может снова заказать «{ $kind }»: эта игра уже заказана в сдаче { $first }, а каждый игрок заказывает её один раз; { $name } ещё может заказать: { $left }
king-order-repeated-twice = { $name } не может снова заказать «{ $kind }»: эта игра уже заказана в сдачах { $first } и { $second }, а каждый игрок заказывает её { $times } { $times ->
    [one] раз
    [few] раза
   *[many] раз
}; { $name } ещё может заказать: { $left }

# Объяснение сдачи.
king-step-order = { $orderer } заказывает «{ $kind }»
king-step-classic = сдача { $number } по классическому порядку: «{ $kind }»
king-step-trump = козырь { $trump } назначает { $namer }; ходит { $leader }
king-step-trump-by-last = козырь { $trump } назначает { $namer } по последней карте; ходит { $leader }
king-step-trump-ordered = козырь { $trump } по последней карте; ходит { $leader }
king-step-eralash = ералаш: все шесть штрафов сразу, всего { $total }

# Строка листа: игра сдачи и кто сдаёт.
king-summary = { $kind } — сдаёт { $dealer }
king-summary-ordered = { $kind } (заказ: { $orderer }) — сдаёт { $dealer }
king-summary-trump = { $kind }, козырь { $trump } назначает { $namer } — сдаёт { $dealer }
king-summary-trump-ordered = { $kind }, козырь { $trump } (заказ: { $orderer }) — сдаёт { $dealer }

# Что дальше.
king-next = сдача { $number }: { $kind } — сдаёт { $dealer }, ходит { $leader }
king-next-positive = сдача { $number }: { $kind } — сдаёт { $dealer }, козырь назначает и ходит { $leader }
king-next-ordered = сдача { $number }: сдаёт { $dealer }, заказывает и ходит { $orderer } (осталось: { $left })

# Конец партии.
king-match-finished = партия закончилась { $deals }-й сдачей; после неё ничего записать нельзя
king-match-end = { $deals ->
    [one] партия окончена после { $deals } сдачи
   *[other] партия окончена после { $deals } сдач
}
king-match-winner = побеждает { $name }: итог { $total }
king-match-draw = ничья: наибольший итог, { $total }, делят { $names }

deal-example-king =
    kozyr deal --won Аня=1,Борис=3,Вера=0,Галя=4  # сдача 1, не брать взяток: сколько взяток у каждого
    kozyr deal --took Борис=JS,JH --took Галя=JC,JD  # не брать мальчиков: кто взял валетов
    kozyr deal --last-two Вера,Галя  # не брать двух последних: кто взял предпоследнюю и последнюю
    kozyr deal --trump черви --won Аня=3,Борис=2,Вера=1,Галя=2  # на набирание взяток
new-example-king = kozyr new king --players Аня,Борис,Вера,Галя

rule-king-snapshot = партия продолжается только с сохранённого состояния игры «Кинг» с теми же игроками
king-snapshot = сохранённое состояние этой партии не является состоянием игры «Кинг» с этими игроками
