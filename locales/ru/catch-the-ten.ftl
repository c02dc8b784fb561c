# Поймай десятку: названия, флаги быстрой записи, опции и номера правил.

rule-catch-the-ten-score-jack = взятый козырной валет — 11 очков
rule-catch-the-ten-score-ten = взятая козырная десятка — 10 очков
rule-catch-the-ten-score-ace = взятый козырной туз — 4 очка
rule-catch-the-ten-score-king = взятый козырной король — 3 очка
rule-catch-the-ten-score-queen = взятая козырная дама — 2 очка (всего 30 за сдачу)
rule-catch-the-ten-score-cards = каждая карта во взятках сверх сданных игроку или стороне — 1 очко
rule-catch-the-ten-match-deals = партия кончается после оговорённого числа сдач (по одной сдаче каждого игрока)
rule-catch-the-ten-match-winner = побеждает наибольшая сумма; при равных наибольших суммах играют ещё сдачу
rule-catch-the-ten-penalty = штраф, о котором договорился стол, записывается очками
rule-catch-the-ten-teams-format = команды названы не так, как игроки, и каждый игрок в них указан один раз
rule-catch-the-ten-teams-size = пары — это две или больше сторон одинакового размера
rule-catch-the-ten-teams-seating = партнёры сидят через одного
rule-catch-the-ten-deal-format = в записи сдачи только описанные поля
rule-catch-the-ten-deal-dealer = сдача переходит к игроку слева
rule-catch-the-ten-deal-trump = козырь показывает последняя сданная карта: в каждой сдаче он указан
rule-catch-the-ten-deal-cards = в сдаче указаны карты во взятках каждого игрока или стороны либо все взятки
rule-catch-the-ten-cards-range = число карт — от 0 до размера колоды
rule-catch-the-ten-cards-trick = карты берутся целыми взятками
rule-catch-the-ten-cards-twice = карты каждого игрока считаются один раз
rule-catch-the-ten-cards-sum = карты во взятках в сумме составляют всю сданную колоду
rule-catch-the-ten-took-card = называют только старшие козыри: В 10 Т К Д (J 10 A K Q)
rule-catch-the-ten-took-twice = каждый старший козырь достаётся одному игроку
rule-catch-the-ten-took-sum = учтены все пять старших козырей
rule-catch-the-ten-took-impossible = ни у кого старших козырей не больше, чем карт во взятках
rule-catch-the-ten-entry-disagree = числа, указанные рядом со взятками, совпадают с ними
rule-catch-the-ten-penalty-points = у штрафа указаны очки
rule-catch-the-ten-play-format = в записи розыгрыша только взятки
rule-catch-the-ten-play-follow-suit = у кого есть масть хода в разыгрываемой стопке, тот обязан её дать
rule-catch-the-ten-play-trick-size = во взятке по одной карте от каждого игрока
rule-catch-the-ten-play-card-count = сдача — это все карты колоды
rule-catch-the-ten-play-duplicate-card = каждая карта играется один раз
rule-catch-the-ten-play-not-in-deck = играются только карты колоды (без 6♠ при пяти или семи игроках…)
rule-catch-the-ten-play-out-of-turn = ходят по очереди от начинающего взятку
rule-catch-the-ten-option-unknown = только описанные опции
rule-catch-the-ten-option-value = значения опций нужного типа и в допустимых пределах
flag-catch-the-ten-trump = козырная масть или карта, которая её показывает: черви, ♥, 9H, напр. 9H
flag-catch-the-ten-cards = Поймай десятку: карты во взятках каждого игрока (или команды), напр. Аня=12,Борис=24
flag-catch-the-ten-took = Поймай десятку: старшие козыри, взятые игроком (или командой), флаг повторяется: --took Аня=JH,10H
option-catch-the-ten-deals = партия кончается после стольких сдач; players — по одной сдаче каждого игрока
game-catch-the-ten = Поймай десятку
game-catch-the-ten-aliases = поймай-десятку, шотландский-вист

new-example-catch-the-ten = kozyr new catch-the-ten --team A=Аня,Вера --team B=Борис,Галя
deal-example-catch-the-ten =
    kozyr deal --trump 9H --took Аня=JH,10H --took B=AH,KH,QH --cards A=20,B=16  # пары: старшие козыри и карты по сторонам
    kozyr deal --trump пики --took Аня=JS,10S,AS,KS,QS --cards Аня=12,Борис=24  # каждый сам за себя
    kozyr deal --trump пики --tricks deal.txt  # все взятки, их проверит судья

# Козырь: последняя сданная карта.
catch-the-ten-trump-missing = козырь показывает последняя сданная карта: укажите её или её масть, { $field } 9H или { $field } черви
catch-the-ten-trump-not-card = «{ $text }» — не карта и не масть: { $field } 9H, { $field } черви (♥, H…)
catch-the-ten-trump-not-in-pack = { $card } нет в колоде этого стола ({ $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}), её не сдавали

# Взятые старшие козыри.
catch-the-ten-took-not-card = { $player }: «{ $item }» — не карта; назовите старшие козыри: { $honours }
catch-the-ten-took-nothing = { $player }: { $card } очков не даёт; называйте только старшие козыри: { $honours }
catch-the-ten-took-listed-twice = { $player }: { $card } указана дважды; каждая карта берётся один раз
catch-the-ten-took-claimed-twice = { $card } указана дважды: { $other } и { $player }; каждую карту берёт один игрок
catch-the-ten-took-unnamed = { $card } кто-то взял; укажите кто: { $field } ИМЯ={ $typed } (учитываются все старшие козыри: { $honours })
catch-the-ten-took-impossible = { $side }: { $honours ->
    [one] { $honours } старший козырь
    [few] { $honours } старших козыря
   *[many] { $honours } старших козырей
}, а во взятках { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}

# Карты во взятках.
catch-the-ten-cards-format = { $field } — это игрок (или команда) → карты во взятках, напр. {"{"}"Аня": 12{"}"}
catch-the-ten-cards-not-number = карты игрока { $player } — { $value }; укажите целое число
catch-the-ten-cards-range = { $player }: во взятках { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}, а в сдаче всего { $most } { $most ->
    [one] карта
    [few] карты
   *[many] карт
}
catch-the-ten-cards-trick = { $player }: во взятках { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}; карты берутся целыми взятками по { $players }, поэтому их число кратно { $players }
catch-the-ten-cards-twice = карты игрока { $player } посчитаны дважды (как { $before } и как { $name }); укажите каждого игрока или сторону один раз
catch-the-ten-cards-missing = укажите карты во взятках каждого игрока (или стороны): { $field } Аня=12,Борис=24 (или все взятки)
catch-the-ten-cards-sum = во взятках в сумме { $sum } { $sum ->
    [one] карта
    [few] карты
   *[many] карт
} ({ $each }), а взяты должны быть все { $cards ->
    [one] { $cards } сданная карта
    [few] { $cards } сданные карты
   *[many] { $cards } сданных карт
}
catch-the-ten-disagree-honour = { $card }: в быстрой записи — { $who }, а в записи розыгрыша — { $player }; быстрая запись и взятки должны совпадать
catch-the-ten-disagree-cards = { $who }: записано карт { $cards }, а по записи розыгрыша { $shown }; быстрая запись и взятки должны совпадать

# Подсчёт: строка на каждый старший козырь и на каждую сторону.
catch-the-ten-honour = { $side }: { $card } { $points }
catch-the-ten-cards-over = { $side }: во взятках { $captured ->
    [one] { $captured } карта
    [few] { $captured } карты
   *[many] { $captured } карт
}, сдано { $dealt }: { $over } сверх × 1 = { $points }
catch-the-ten-cards-none-over = { $side }: во взятках { $captured ->
    [one] { $captured } карта
    [few] { $captured } карты
   *[many] { $captured } карт
}, сдано { $dealt }: сверх сданного ничего
catch-the-ten-summary = сдаёт { $dealer }, козырь { $trump }

# Штрафы.
catch-the-ten-penalty-points = у штрафа должны быть очки (в книге штрафы не названы): --points -10
catch-the-ten-penalty-note = { $side }: { $reason } { $points }
catch-the-ten-penalty-summary = штраф: { $reason }

# Партия.
catch-the-ten-match-over = { $deals ->
    [one] сыграна { $deals } сдача
    [few] сыграно { $deals } сдачи
   *[many] сыграно { $deals } сдач
}: партия окончена
catch-the-ten-winner = побеждает { $side }: { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
}
catch-the-ten-tie-step = наибольшая сумма у нескольких: играется ещё одна сдача
catch-the-ten-tie-note = наибольшая сумма у нескольких: ещё одна сдача
catch-the-ten-next = сдача { $deal }{ $shared ->
    [yes] {" "}(наибольшая сумма у нескольких)
   *[no] {""}
}: { $dealer } сдаёт { $packets ->
    [1] по { $cards ->
        [one] { $cards } карте
        [few] { $cards } карты
       *[many] { $cards } карт
    }
   *[other] по { $packets } { $packets ->
        [one] стопке
        [few] стопки
       *[many] стопок
    } из { $cards } { $cards ->
        [one] карты
       *[other] карт
    }
}, ходит { $leader }

# Опции.
catch-the-ten-option-deals = `deals` = { $deals }: партия длится `players` (по сдаче каждого игрока) или от 1 до { $most } сдач
catch-the-ten-options-stored = сохранённые опции партии не читаются: { $error }

# Команды: пары одинакового размера, партнёры сидят через одного.
catch-the-ten-team-members = у команды «{ $team }» перечисляются игроки: --team { $team }=Аня,Вера
catch-the-ten-team-name = у команды должно быть название: --team A=Аня,Вера
catch-the-ten-team-twice = команда «{ $team }» названа дважды
catch-the-ten-team-sizes = пары — это две или больше сторон одинакового размера, по два игрока или больше (шестеро: 2 стороны по 3 или 3 по 2; восьмеро: 2 по 4 или 4 по 2); дано { $given }
catch-the-ten-team-player-name = команда «{ $team }» названа именем игрока; назовите стороны иначе, чем игроков
catch-the-ten-team-stranger = { $player } из команды { $team } — не игрок этой партии ({ $players })
catch-the-ten-team-none = { $player } не входит ни в одну команду; каждый игрок играет за одну сторону
catch-the-ten-team-two = { $player } входит в две команды; каждый игрок играет за одну сторону
catch-the-ten-team-seating = партнёры сидят через одного: по порядку хода места идут так: { $pattern }; дано { $players }
catch-the-ten-unknown-name = нет игрока или команды «{ $name }»; команды: { $teams }, игроки: { $players }

rule-catch-the-ten-snapshot = партия продолжается только с сохранённого состояния игры «Поймай десятку» с теми же игроками
catch-the-ten-snapshot = сохранённое состояние этой партии не является состоянием игры «Поймай десятку» с этими игроками
