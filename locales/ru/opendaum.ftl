# Опендаум: названия, флаги быстрой записи, опции и номера правил.

rule-opendaum-score-first-trick = кон 1: взявший взятку записывает 1
rule-opendaum-score-first-guess = кон 1: каждый, чей заказ («возьму» 1 / «не возьму» 0) сбылся, записывает 5
rule-opendaum-score-exact = со 2-го кона: сбывшийся заказ — 5 × взятки + 5
rule-opendaum-score-missed = со 2-го кона: несбывшийся заказ — по 1 очку за каждую взятку
rule-opendaum-match-rounds = партия кончается после последнего кона (вся колода или оговорённое число конов)
rule-opendaum-match-winner = побеждает наибольшая сумма; равные наибольшие суммы делят победу
rule-opendaum-penalty = штраф, о котором договорился стол, записывается очками
rule-opendaum-bid-range = заказ — от 0 до числа сданных карт (кон 1: «возьму» 1 или «не возьму» 0)
rule-opendaum-bid-missing = каждый игрок заказывает, сколько взяток возьмёт
rule-opendaum-bid-twice = каждый игрок заказывает один раз
rule-opendaum-deal-format = в записи кона только описанные поля
rule-opendaum-deal-dealer = каждый кон сдаёт следующий игрок слева
rule-opendaum-deal-trump = козырь показывает открытая карта; в коне, где сдаётся вся колода, открыть нечего
rule-opendaum-deal-won = указаны взятки каждого игрока или все взятки
rule-opendaum-won-range = взяток у игрока от 0 до числа взяток кона
rule-opendaum-won-sum = взятки в сумме равны числу карт, сданных каждому
rule-opendaum-entry-disagree = взятки, указанные рядом с записью розыгрыша, совпадают с ней
rule-opendaum-penalty-points = у штрафа указаны очки
rule-opendaum-play-format = в записи розыгрыша только взятки
rule-opendaum-play-follow-suit = у кого есть масть хода, тот обязан её дать
rule-opendaum-play-trump = у кого нет масти хода, тот бьёт козырем, если он есть
rule-opendaum-play-trick-size = во взятке по одной карте от каждого игрока
rule-opendaum-play-card-count = в коне столько взяток, сколько карт сдано каждому
rule-opendaum-play-duplicate-card = каждая карта играется один раз
rule-opendaum-play-not-in-deck = играются только карты колоды (без шестёрок при 2 и 5 игроках…)
rule-opendaum-play-out-of-turn = ходят по очереди от начинающего взятку
rule-opendaum-option-unknown = только описанные опции
rule-opendaum-option-value = значения опций нужного типа и в допустимых пределах
flag-opendaum-trump = козырная масть или карта, которая её показывает: черви, ♥, 7H (без — без козыря), напр. 7H
flag-opendaum-bids = Опендаум: заказ каждого игрока — сколько взяток он возьмёт, напр. Аня=1,Борис=0 (кон 1: 1 — «возьму», 0 — «не возьму»)
option-opendaum-rounds = pack — до кона, где сдаётся вся колода; players — столько конов, сколько игроков; или число конов
option-opendaum-last_trump = кон, где сдаётся вся колода: none (без козыря) или dealer (козырь показывает последняя карта сдающего)
option-opendaum-sevens = две семёрки, которые вместе с шестёрками убирают при пяти игроках
game-opendaum = Опендаум
game-opendaum-aliases = опендаум, опен-даум

new-example-opendaum = kozyr new opendaum --players Аня,Борис,Вера,Галя
deal-example-opendaum =
    kozyr deal --trump 7H --bids Аня=0,Борис=1,Вера=0,Галя=1 --won Борис=1  # кон 1: Борис заказал 1 и взял взятку
    kozyr deal --trump QD --bids Аня=0,Борис=1,Вера=1,Галя=0 --won Борис=1,Вера=1  # кон 2: взятки каждого игрока
    kozyr deal --trump 7H --bids Аня=1,Борис=0,Вера=0 --tricks round.txt  # все взятки, их проверит судья

# Козырь: карта, открытая после сдачи.
opendaum-trump-whole-pack = в коне { $round } сдаётся вся колода: открыть на козырь нечего, кон играется без козыря (не указывайте { $field } или укажите «без»; опция `last_trump=dealer` открывает последнюю карту сдающего)
opendaum-trump-dealer-card = в коне { $round } сдаётся вся колода, и козырь показывает последняя карта сдающего: { $field } 7H (или её масть)
opendaum-trump-missing = укажите карту, открытую на козырь, или её масть: { $field } 7H, { $field } черви
opendaum-trump-needed = в коне { $round } на козырь открывают карту, значит, козырная масть есть; укажите карту или её масть, а не «{ $text }»
opendaum-trump-not-card = «{ $text }» — не карта и не масть: { $field } 7H, { $field } черви (♥, H…)
opendaum-trump-not-in-pack = { $card } нет в колоде этого стола ({ $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}), её нельзя открыть на козырь
opendaum-trump-played = { $card } открыта на козырь и остаётся на столе, но в записи её играет { $player }
opendaum-trump-dealer-missing = козырь показывает последняя карта сдающего, но { $card } нет в записи; сдающий — { $dealer }
opendaum-trump-dealer-other = козырь показывает последняя карта сдающего, но { $card } была у игрока { $player }; сдающий — { $dealer }

# Заказ: сколько взяток игрок берётся взять.
opendaum-bid-none = до розыгрыша каждый игрок заказывает, сколько взяток возьмёт: { $field } { $example }
opendaum-bid-missing = нет заказа: { $players }; каждый игрок заказывает, сколько взяток возьмёт: { $field } { $example }
opendaum-bids-format = { $field } — это игрок → заказанные взятки, напр. {"{"}"Аня": 1, "Борис": 0{"}"}
opendaum-bid-not-number = заказ игрока { $player } — { $value }; заказ — целое число взяток
opendaum-bid-range = { $player }: заказ { $bid } при { $cards ->
    [one] { $cards } карте
   *[other] { $cards } картах
} на руке; { $round ->
    [1] в коне 1 заказывают «возьму» (1) или «не возьму» (0)
   *[other] в коне { $round } заказ — от 0 до { $round } { $round ->
        [one] взятки
       *[other] взяток
    }
}
opendaum-bid-twice = заказ игрока { $player } указан дважды; каждый заказывает один раз
opendaum-won-missing = укажите взятки каждого игрока: { $field } Аня=1,Борис=0 (или все взятки)

# Подсчёт: строка на каждого игрока.
opendaum-first-trick = { $player }: взятка — 1
opendaum-first-right = { $player }: заказ { $bid ->
    [1] 1 («возьму»)
   *[other] 0 («не возьму»)
} сбылся: +5
opendaum-first-wrong = { $player }: заказ { $bid ->
    [1] 1 («возьму»)
   *[other] 0 («не возьму»)
} не сбылся: за заказ ничего
opendaum-exact = { $player }: заказ { $bid }, в итоге { $took } { $took ->
    [one] взятка
    [few] взятки
   *[many] взяток
} — заказ сбылся: 5 × { $took } + 5 = { $points }
opendaum-missed = { $player }: заказ { $bid }, в итоге { $took } { $took ->
    [one] взятка
    [few] взятки
   *[many] взяток
} — мимо: { $took } × 1 = { $took }

# Запись: строка кона и «заказ/взятки» рядом с очками каждого игрока.
opendaum-summary = кон { $round }: сдаёт { $dealer }, по { $cards ->
    [one] { $cards } карте
    [few] { $cards } карты
   *[many] { $cards } карт
}, козырь { $trump } (заказ/взятки)
opendaum-summary-no-trump = кон { $round }: сдаёт { $dealer }, по { $cards ->
    [one] { $cards } карте
    [few] { $cards } карты
   *[many] { $cards } карт
}, без козыря (заказ/взятки)
opendaum-cell = { $bid }/{ $took }

# Партия.
opendaum-no-more-rounds = партия окончена после кона { $last }; кона { $round } нет
opendaum-last-round = кон { $last } был последним: партия окончена
opendaum-winner = побеждает { $player }: { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
}
opendaum-shared-win = { $players } и { $last } делят наибольшую сумму, { $points }: единоличного победителя нет
opendaum-next = кон { $round }: { $dealer } сдаёт по { $cards ->
    [one] { $cards } карте
    [few] { $cards } карты
   *[many] { $cards } карт
}{ $whole ->
    [none] {" "}(вся колода: без козыря)
    [dealer] {" "}(вся колода: козырь показывает последняя карта сдающего)
   *[no] {""}
}, заказывать начинает { $first }

# Опции.
opendaum-option-rounds = `rounds` = { $rounds }: при { $players } игроках колоды хватает на { $most } { $most ->
    [one] кон
    [few] кона
   *[many] конов
}; `rounds` — это `pack`, `players` или число от 1 до { $most }
opendaum-option-sevens-card = `sevens` = { $sevens }: «{ $text }» — не карта
opendaum-option-sevens = `sevens` = { $sevens }: назовите две семёрки, которые убирают при пяти игроках, напр. 7C,7S
opendaum-options-stored = сохранённые опции партии не читаются: { $error }

rule-opendaum-snapshot = партия продолжается только с сохранённого состояния игры «Опендаум» с теми же игроками
opendaum-snapshot = сохранённое состояние этой партии не является состоянием игры «Опендаум» с этими игроками
