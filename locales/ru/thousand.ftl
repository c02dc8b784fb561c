# «Тысяча»: название, флаги краткой записи, варианты правил, номера правил и всё, что говорит судья.

rule-thousand-deal-format = в записи сдачи только описанные поля
rule-thousand-deal-declarer = в сдаче назван разыгрывающий
rule-thousand-deal-bid = в сдаче указан заказ
rule-thousand-deal-points = в сдаче указаны очки во взятках, запись розыгрыша или роспись
rule-thousand-bid-opening = торговля начинается со 100
rule-thousand-bid-step = ставка растёт на шаг (5)
rule-thousand-bid-max = заказа выше 400 не бывает (120 очков в картах и четыре марьяжа)
rule-thousand-bid-raise = окончательный заказ не ниже ставки в торговле
rule-thousand-bid-dealer-opens = играть 100 может только сдающий
rule-thousand-bid-marriage = для ставки выше 120 нужен марьяж на руках
rule-thousand-points-sum = очки во взятках дают в сумме 120
rule-thousand-points-range = у игрока от 0 до 120 очков во взятках
rule-thousand-points-impossible = очки во взятках — сумма целых взяток (1 и 119 не бывает)
rule-thousand-marriage-suit = марьяж называют по масти
rule-thousand-marriage-twice = марьяж каждой масти объявляют не больше одного раза
rule-thousand-marriage-on-lead = марьяж объявляет игрок, чей ход
rule-thousand-marriage-king-or-queen = марьяж объявляют, заходя с его короля или дамы
rule-thousand-marriage-partner = у объявляющего марьяж на руке и вторая его карта
rule-thousand-marriage-first-lead = марьяж нельзя объявить на первом ходу (вариант)
rule-thousand-concede-no-play = в расписанной сдаче нет очков, марьяжей и взяток
rule-thousand-play-format = в записи розыгрыша только описанные поля
rule-thousand-play-trick-size = во взятке по одной карте от каждого игрока
rule-thousand-play-follow-suit = на ход дают карту той же масти, если она есть
rule-thousand-play-trump = масти хода нет — бьют козырем, если он есть
rule-thousand-play-card-count = сдача — это 8 взяток по 3 карты
rule-thousand-play-duplicate-card = каждая карта играется один раз
rule-thousand-play-not-in-deck = играют только 24 карты от девятки до туза
rule-thousand-play-out-of-turn = ходят по очереди от начинающего взятку
rule-thousand-play-first-leader = первым ходит игрок этой партии
rule-thousand-talon-size = в прикупе 3 карты
rule-thousand-talon-cards = прикуп взял разыгрывающий: каждую его карту он сыграл или отдал
rule-thousand-talon-passed = разыгрывающий отдаёт по одной карте каждому сопернику
rule-thousand-entry-disagree = краткая и полная запись одной сдачи совпадают
rule-thousand-score-card-points = итог игрока за сдачу — очки во взятках плюс свои марьяжи
rule-thousand-score-declarer-made = разыгрывающий, сыгравший заказ, записывает заказ
rule-thousand-score-declarer-failed = разыгрывающий, не сыгравший заказ, записывает минус заказ
rule-thousand-score-opponent-rounding = соперники записывают свой итог, округлённый до 5
rule-thousand-concede = расписанная игра: разыгрывающему минус заказ, каждому сопернику +60
rule-thousand-barrel-climb = дошедший до черты бочки садится на бочку, счёт останавливается на черте
rule-thousand-barrel-opponent = сидящему на бочке очки соперника не записываются
rule-thousand-barrel-deal = сдача, сыгранная на бочке
rule-thousand-barrel-time = сдачи на бочке кончились: игрок слетает
rule-thousand-barrel-win = 1000, набранная на бочке разыгрывающим, — победа
rule-thousand-barrel-short = сыгранный заказ, не дотягивающий до 1000, оставляет счёт на черте
rule-thousand-barrel-failed-contract = несыгранный заказ на бочке: черта минус заказ, и с бочки долой
rule-thousand-barrel-knocked-off = новичок сбивает сидящего с бочки
rule-thousand-bolt = соперник, записавший 0, получает болт
rule-thousand-bolt-three = три болта стоят 120 очков
rule-thousand-bolt-consecutive = после сдачи с очками болты считаются заново (вариант)
rule-thousand-reset-555 = ровно 555 очков обнуляются
rule-thousand-penalty = штраф — отдельная запись: ошибка сдачи −100, три девятки при съёме −100
rule-thousand-penalty-reason = для штрафа с неизвестной причиной указывают очки
rule-thousand-penalty-points = штраф — ненулевое число очков, не больше 1000
rule-thousand-penalty-sign = штрафы из книги — потеря очков: ошибке сдачи и трём девяткам --points дают отрицательным числом
rule-thousand-penalty-step = штраф кратен 5, как любой счёт в «Тысяче»
rule-thousand-penalty-barrel = штраф на бочке снимает игрока с бочки
rule-thousand-option-unknown = только описанные варианты правил
rule-thousand-option-value = значения вариантов правил нужного вида
rule-thousand-snapshot = сохранённое состояние партии такое, какое могло остаться после пересчёта этой партии
flag-thousand-declarer = разыгрывающий («Тысяча»: кто взял прикуп; белот: как --by), например --declarer Борис
flag-thousand-bid = окончательный заказ разыгрывающего («Тысяча»), например --bid 120
flag-thousand-auction = ставка, выигравшая торговлю, если после прикупа заказ подняли, например --auction 110 --bid 130
flag-thousand-points = очки во взятках каждого игрока, например Аня=22,Борис=75,Вера=23
flag-thousand-marriage = объявленный марьяж, например Борис:черви (флаг повторяется)
flag-thousand-conceded = разыгрывающий расписал игру до первого хода (вместе с --declarer и --bid)
option-thousand-bid_step = шаг повышения ставки в торговле: 5 или 10, например --option bid_step=10
option-thousand-marriage_on_first_lead = марьяж можно объявить на первом же ходу разыгрывающего; запрет: --option marriage_on_first_lead=false
option-thousand-barrel_at = черта бочки (часто 880), например --option barrel_at=880
option-thousand-barrel_deals = сколько сдач на бочке даётся, чтобы набрать 1000, например --option barrel_deals=3
option-thousand-barrel_fall_to = до скольких очков слетает игрок с бочки, например --option barrel_fall_to=800
option-thousand-barrel_penalty = вместо barrel_fall_to: слетает на черту плюс это число, например --option barrel_penalty=-120
option-thousand-bolts_consecutive = три болта должны идти подряд, например --option bolts_consecutive=true
option-thousand-reset_555 = ровно 555 очков обнуляются; оставить 555: --option reset_555=false
option-thousand-reset_minus_555 = ровно −555 очков тоже обнуляются, например --option reset_minus_555=true
game-thousand = Тысяча
game-thousand-aliases = тысяча, тыща, 1000

deal-example-thousand =
    kozyr deal --declarer Борис --bid 120 --points Аня=22,Борис=75,Вера=23 --marriage Борис:черви  # Борис играет 120 с червовым марьяжем
    kozyr deal --declarer Вера --bid 110 --conceded  # Вера расписывает игру до первого хода
    kozyr deal --declarer Борис --bid 240 --tricks deal.txt  # все взятки, проверка карта за картой
new-example-thousand = kozyr new thousand --players Аня,Борис,Вера --option barrel_at=880

## Лист записи: что говорит строка и что дальше.

thousand-summary-made = { $declarer } { $bid }
thousand-summary-failed = { $declarer } { $bid } — недобор
thousand-summary-conceded = { $declarer } { $bid } — расписано
thousand-summary-penalty = штраф: { $reason }
thousand-next = сдача { $deal }: сдаёт { $dealer }, торговля начинается со { $opening }

## Штрафы: два штрафа из книги и что пишет запись штрафа.

thousand-penalty-misdeal = ошибка сдачи
thousand-penalty-three-nines = три девятки
thousand-penalty-step = { $player }: штраф { $points } ({ $reason })
thousand-penalty-note = { $player }: { $reason } { $points }
thousand-penalty-reason = для штрафа «{ $reason }» нужно указать очки (--points); свои очки знают только штрафы из книги: { $known }
thousand-penalty-points = штраф { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
}: нужно ненулевое число, не больше 1000
thousand-penalty-barrel = { $player }: штраф на бочке: { $line } { $points } = { $total }, и с бочки долой
thousand-penalty-sign = { $reason } по книге — штраф ({ $book }); у { $points } не тот знак
thousand-penalty-multiple = штраф { $points }: в «Тысяче» считают пятёрками; нужно число, кратное 5

## Подсчёт сдачи по шагам (kozyr explain).

thousand-concede = { $player } расписывает игру до первого хода: −{ $bid } разыгрывающему, +{ $each } каждому сопернику
thousand-card-points = { $player }: { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
} во взятках
thousand-card-points-marriage = { $before } + марьяж { $suit } { $value }
thousand-card-points-total = { $before } = { $total }
thousand-declarer-made = { $player }: заказ { $bid }, набрано { $total } ≥ { $bid } → +{ $bid } (пишется заказ, не больше)
thousand-declarer-failed = { $player }: заказ { $bid }, набрано { $total } < { $bid } → −{ $bid }
thousand-opponent-rounding = { $player }: { $total } округляется до { $rounded } (соперники записывают число, кратное { $step })

## Бочка, болты и 555.

thousand-barrel-opponent = { $player } сидит на бочке: очки соперника не записываются ({ $lost } не в счёт)
thousand-barrel-failed = { $player }: заказ на бочке не сыгран: { $line } − { $bid } = { $total }, и с бочки долой
thousand-barrel-win = { $player }: заказ { $bid } сыгран на бочке: { $line } + { $bid } = { $total } ≥ { $target } — победа в партии
thousand-barrel-short = { $player }: заказ { $bid } сыгран на бочке, но { $line } + { $bid } < { $target }: счёт остаётся { $line }
thousand-barrel-time = { $player }: { $deals } { $deals ->
    [one] сдача
    [few] сдачи
   *[many] сдач
} на бочке, а { $target } не набрано → слетает на { $fall }
thousand-barrel-deal = { $player }: сдача { $deal } из { $deals } на бочке
thousand-barrel-climb = { $player } доходит до { $line }: садится на бочку
thousand-barrel-climb-above = { $player } доходит до { $reached }: садится на бочку на { $line } (очки выше черты не записываются)
thousand-barrel-knocked-off = { $player } слетает с бочки: её занимает { $by } → { $fall }
thousand-barrel-same-deal = { $player } доходит до бочки в той же сдаче, но её занимает { $by } → { $fall }
thousand-bolt = { $player } записывает 0: болт { $bolt } из { $limit }
thousand-bolt-three = { $player }: { $limit } { $limit ->
    [one] болт
    [few] болта
   *[many] болтов
} → −{ $penalty }, болты считаются заново
thousand-bolt-consecutive = { $player } записывает очки: болты считаются заново (вариант `bolts_consecutive`)
thousand-reset-555 = { $player }: ровно { $total }, счёт обнуляется

## Отказы: партия, её варианты правил и запись сдачи.

thousand-no-teams = в «Тысячу» играют каждый за себя; команд в ней нет
thousand-options-stored = варианты правил партии не читаются: { $error }
thousand-snapshot = сохранённое состояние этой партии в «Тысячу» не читается или недостижимо в этой партии
thousand-option-bid-step = bid_step: шаг торговли — 5 или 10
thousand-option-barrel-at = barrel_at: черта бочки — число, кратное 5, от 500 до 995
thousand-option-barrel-deals = barrel_deals: от 1 до 10 сдач
thousand-option-fall-or-penalty = barrel_fall_to: задайте barrel_fall_to или barrel_penalty, но не оба
thousand-option-barrel-fall-to = barrel_fall_to: число, кратное 5, ниже barrel_at и не меньше −1000
thousand-option-barrel-penalty = barrel_penalty: отрицательное число, кратное 5, не меньше −1000
thousand-deal-format = это не запись сдачи «Тысячи»: { $error } (см. `kozyr rules thousand`)
thousand-deal-unknown-field = это не запись сдачи «Тысячи»: неизвестное поле { $field }, допустимы { $fields } (см. `kozyr rules thousand`)
thousand-deal-declarer = в сдаче должен быть назван разыгрывающий (тот, кто взял прикуп)
thousand-deal-bid = в сдаче должен быть указан заказ разыгрывающего ({ $field })
thousand-deal-points = в сдаче должны быть очки во взятках каждого игрока ({ $points }), запись розыгрыша ({ $play }) или { $conceded }
thousand-concede-no-play = игру расписывают до первого хода: в расписанной сдаче нет очков во взятках, марьяжей и взяток

## Торговля. $what — ставка, выигравшая торговлю (auction), или окончательный заказ (contract).

thousand-bid-opening = { $player }: { $what ->
    [auction] ставка в торговле
   *[contract] заказ
} { $bid } ниже начальной ставки; торговля начинается со { $opening }
thousand-bid-max = { $player }: { $what ->
    [auction] ставку в торговле
   *[contract] заказ
} { $bid } сыграть невозможно; разыгрывающий набирает самое большее { $max } (120 очков в картах и все четыре марьяжа)
thousand-bid-step = { $player }: { $what ->
    [auction] ставка в торговле { $bid } не кратна
   *[contract] заказ { $bid } не кратен
} шагу { $step } от { $opening }; подойдёт { $lower } или { $higher }
thousand-bid-raise = { $player }: заказ { $bid } ниже ставки в торговле { $auction }; после прикупа разыгрывающий может ставку только оставить или поднять
thousand-bid-dealer-opens = { $player }: торговля выиграна на { $opening }, но так может только сдающий ({ $dealer }): он открывает торговлю со { $opening }, а остальные должны поднять ставку хотя бы до { $least }
thousand-bid-marriage = { $player }: { $what ->
    [auction] ставка в торговле { $bid } выше { $limit }, но на сданной руке
   *[contract] заказ { $bid } выше { $limit }, но на руке с прикупом
} ({ $cards }) нет марьяжа; для ставки выше { $limit } он нужен

## Очки и марьяжи в краткой записи.

thousand-points-impossible = { $player }: { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
} во взятках взять нельзя (никакой набор целых взяток этой колоды не даёт такой суммы)
thousand-points-range = { $player }: { $points } — таких очков во взятках не бывает; игрок берёт от 0 до { $deck }
thousand-points-sum = очки во взятках дают в сумме { $sum } ({ $listed }); в колоде { $deck }
thousand-marriage-suit = { $player }: «{ $word }» — не масть (масть пишут значком ♠♥♦♣, буквой П/Ч/Б/Т или S/H/D/C, словом: пики, черви, бубны, трефы)
thousand-marriage-suit-guess = { $player }: «{ $word }» — не масть; может быть, { $guess }? (масть пишут значком ♠♥♦♣, буквой П/Ч/Б/Т или S/H/D/C, словом: пики, черви, бубны, трефы)
thousand-marriage-twice = марьяж { $suit } объявлен дважды ({ $first } и { $second }); король и дама каждой масти в колоде по одному
thousand-marriage-twice-one = марьяж { $suit } объявлен дважды (оба раза { $player }); король и дама каждой масти в колоде по одному
thousand-disagree-points = { $player }: в записи { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
} во взятках, а взятки дают { $tricks }; краткая и полная запись должны совпадать
thousand-disagree-marriages = в записи марьяжи: { $quick }, а во взятках: { $tricks }; краткая и полная запись должны совпадать
thousand-marriage-of = { $player } { $suit }
thousand-marriages-none = нет

## Полная запись: розыгрыш, прикуп и отданные карты.

thousand-play-format = это не запись розыгрыша «Тысячи»: { $error } (см. `docs/formats.md`)
thousand-play-unknown-field = это не запись розыгрыша «Тысячи»: неизвестное поле { $field }, допустимы { $fields } (см. `docs/formats.md`)
thousand-talon-card = прикуп: { $error }
thousand-talon-size = в прикупе 3 карты, а указано { $given }
thousand-talon-twice = в прикупе 3 разные карты; { $card } указана дважды (карта { $position })
thousand-talon-unused = { $card } лежала в прикупе, значит, её взял разыгрывающий ({ $player }), а в записи она не сыграна и не отдана
thousand-talon-not-passable = { $card } лежала в прикупе, значит, её взял разыгрывающий ({ $player }), а в записи она не сыграна, а отдать её было нельзя
thousand-talon-not-passable-to = { $card } лежала в прикупе, значит, её взял разыгрывающий ({ $player }), а в записи она не сыграна, а отдать её было нельзя ({ $to } получает только одну карту)
thousand-passed-format = отдал: «{ $part }» — не ИГРОК=КАРТА
thousand-passed-card = отдал: { $error }
thousand-passed-not-played = { $card } отдана игроку { $player }, но в записи этот игрок её не играет; отданная карта остаётся на руке у получившего
thousand-passed-two = игроку { $player } отданы две карты; разыгрывающий отдаёт по одной карте каждому сопернику
thousand-passed-declarer = { $player } — разыгрывающий: это он отдаёт по одной карте каждому сопернику
thousand-passed-count = разыгрывающий отдаёт ровно по одной карте каждому из двух соперников

## Судья: марьяж, объявленный не по правилам (после «Борис сыграл K♥»).

thousand-marriage-on-lead = с объявлением марьяжа не на своём ходу
thousand-marriage-on-lead-required = марьяж объявляет только игрок, чей ход, заходя с короля или дамы
thousand-marriage-king-or-queen = с объявлением марьяжа
thousand-marriage-king-or-queen-required = марьяж объявляют, заходя с его короля или дамы
thousand-marriage-partner = с объявлением марьяжа { $suit } без { $card } на руке
thousand-marriage-partner-required = марьяж — это король и дама одной масти на одной руке
thousand-marriage-first-lead = с объявлением марьяжа на первом ходу
thousand-marriage-first-lead-required = в этой партии марьяж на первом ходу запрещён (вариант `marriage_on_first_lead=false`)
