# Безик: названия, флаги быстрого ввода, опции, правила и слова листа записи.

game-bezique = Безик
game-bezique-aliases = безик, безиг, китайский безик, безик на шести колодах

rule-bezique-deal-format = запись сдачи содержит только описанные поля
rule-bezique-deal-turned = вдвоём, втроём и вчетвером открывают козырную карту (от семёрки до туза); в бескозырном безике и на шести колодах — нет
rule-bezique-declare-format = декларация записывается ИГРОК:ВИД[:МАСТЬ], четыре карты — ИГРОК:four:РАНГ[:МАСТЬ]
rule-bezique-declare-variant = только декларации таблицы варианта: тройной безик — с трёх колод, четверной безик, карт-бланш и четыре козырные — только на шести колодах
rule-bezique-declare-copies = деклараций одного вида не больше, чем позволяют карты колод (карта служит в однотипной комбинации один раз)
rule-bezique-declare-trumps-only = при sequence=trumps-only секвенция засчитывается только в козырях
rule-bezique-declare-turns = одна декларация за выигранную взятку: не больше, чем очередей в сдаче
rule-bezique-trump-turned = козырь — масть открытой карты
rule-bezique-trump-first-marriage = бескозырный безик и шесть колод: первый объявленный марьяж (или секвенция) назначает козырь
rule-bezique-trump-repeat = шесть колод: одна масть не бывает козырем две сдачи подряд
rule-bezique-trump-not-yet = шесть колод: безик и четыре козырные карты объявляют, когда козырь уже назначен
rule-bezique-dix-turned = открытая козырная семёрка даёт сдающему 10
rule-bezique-dix-no-turned-card = дикс приносит очки, только где открывают козырь (не в бескозырном безике и не на шести колодах)
rule-bezique-carte-blanche-order = карт-бланш: при раздаче и при каждом прикупе, пока не придут король, дама или валет — но не после их показа
rule-bezique-brisks-sum = бриски (взятые тузы и десятки) в сумме дают 8 на колоду, без карт вне игры
rule-bezique-brisks-range = брисков у игрока от 0 до числа тузов и десяток колоды
rule-bezique-brisks-six-pack = на шести колодах карты во взятках очков не дают
rule-bezique-last-trick-missing = в сдаче указан взявший последнюю взятку
rule-bezique-cut-format = съём колоды — только на шести колодах и указывается один раз
rule-bezique-cut-exact = шесть колод: сдающий, снявший ровно 24 карты, получает 250
rule-bezique-cut-guessed = шесть колод: противник, угадавший число снятых карт, получает 150
rule-bezique-score-marriage = марьяж: 40 в козырях, 20 в другой масти
rule-bezique-score-sequence = секвенция Т 10 К Д В: 250 (шесть колод: 250 в козырях, 150 в другой масти)
rule-bezique-score-bezique = безик 40, двойной 500, тройной 1500, четверной 4500; при наращивании засчитывается каждая ступень
rule-bezique-score-four = четыре туза 100, короля 80, дамы 60, валета 40; на шести колодах четыре козырные 1000/900 (десятки)/800/600/400
rule-bezique-score-dix = каждая козырная семёрка, показанная, сыгранная или обменянная: 10
rule-bezique-score-carte-blanche = карт-бланш на шести колодах: 250
rule-bezique-score-brisks = каждый туз и каждая десятка во взятках: 10
rule-bezique-score-last-trick = последняя взятка: 10 (шесть колод: 250)
rule-bezique-game-target = партию выигрывает первый, набравший после сдачи нужное число (1500 вдвоём, 2000 втроём и вчетвером); набрали оба — у кого больше
rule-bezique-game-tie = при равенстве наибольших сумм играют дальше; равная сдача на шести колодах — ничья
rule-bezique-game-every-deal = target=deal: каждая сдача — партия
rule-bezique-game-rubicon = шесть колод: победитель добавляет 1000; если проигравший не набрал 3000, победитель получает обе суммы, иначе разность
rule-bezique-game-rounding = шесть колод: результат округляют до 100
rule-bezique-irregular-format = нарушение — одно из перечисленных в книге, с игроком или картами
rule-bezique-irregular-wrong-count = неверное число карт после раздачи: новая сдача тем же сдающим
rule-bezique-irregular-exposed-card = карта показана при раздаче: противник сдающего вправе потребовать новую сдачу
rule-bezique-irregular-too-many = лишние карты: пересдача или нарушитель пропускает ближайший прикуп
rule-bezique-irregular-short-hand = недостача карт после прикупа: игра продолжается, противник получает очки последней взятки
rule-bezique-irregular-peek = подсмотрел карту резерва: противник в свой прикуп смотрит две верхние и выбирает
rule-bezique-irregular-odd-card = нечётное число карт в резерве: последняя не играет
rule-bezique-irregular-incomplete-pack = неполная колода обнаружена до согласования результата: сдача не засчитывается
rule-bezique-irregular-cards-found = недостающие карты нашлись на полу: сдача засчитывается как сыгранная без них
rule-bezique-entry-disagree = быстрый и полный ввод совпадают
rule-bezique-penalty = штраф, согласованный за столом, записывается стороне игрока
rule-bezique-penalty-points = штраф в безике указывает очки, не больше 5000 в любую сторону
rule-bezique-option-unknown = только описанные опции
rule-bezique-option-value = значения опций верного типа и диапазона
rule-bezique-snapshot = сохранённое состояние партии, которое могла оставить переигровка этой партии
rule-bezique-play-format = запись розыгрыша содержит только описанные поля

flag-bezique-turned = Безик: открытая козырная карта, напр. 7H
flag-bezique-declare = Безик: декларация в порядке объявления, напр. Борис:марьяж:пики, Аня:безик, Борис:четыре-туза (повторять)
flag-bezique-brisks = Безик: тузы и десятки во взятках каждого, напр. Аня=9,Борис=7
flag-bezique-last = Безик: кто взял последнюю взятку
flag-bezique-cut-exact = Безик на шести колодах: сдающий снял ровно 24 карты (+250)
flag-bezique-cut-guessed = Безик на шести колодах: противник угадал число снятых карт (+150)
flag-bezique-irregular = Безик: нарушение, напр. short-hand:Аня, too-many:Борис:skip-draw, wrong-count
option-bezique-variant = two (64 карты, по умолчанию), no-trump, three (96), four (128), six-pack (192)
option-bezique-target = партия выиграна на этой сумме (1500 вдвоём, 2000 втроём и вчетвером) или deal: каждая сдача — партия
option-bezique-sequence = any-suit (по книге) или trumps-only
option-bezique-games = когда каждая сдача — партия: сколько партий в матче (0 — без ограничения)

deal-example-bezique =
    kozyr deal --turned 7H --declare Борис:марьяж:пики --declare Аня:безик --brisks Аня=9,Борис=7 --last Борис  # вдвоём: 10 сдающему за открытую семёрку начисляются сами
    kozyr deal --declare Аня:марьяж:черви --declare Аня:секвенция:черви --cut-exact --last Аня  # шесть колод: первый марьяж назначает козырь
    kozyr deal --irregular wrong-count  # новая сдача тем же сдающим
new-example-bezique = kozyr new bezique --players Аня,Борис --option variant=six-pack

bezique-variant-two = безик вдвоём
bezique-variant-no-trump = бескозырный безик
bezique-variant-three = безик втроём
bezique-variant-four = безик вчетвером
bezique-variant-six-pack = безик на шести колодах

bezique-kind-marriage = марьяж
bezique-kind-sequence = секвенция
bezique-kind-bezique = безик
bezique-kind-double-bezique = двойной безик
bezique-kind-triple-bezique = тройной безик
bezique-kind-quadruple-bezique = четверной безик
bezique-kind-four = четыре карты одного ранга
bezique-kind-dix = дикс
bezique-kind-carte-blanche = карт-бланш

bezique-declared = { $kind }
bezique-declared-suit = { $kind } в { $suit }
bezique-declared-four = четыре { $rank ->
    [A] туза
    [K] короля
    [Q] дамы
    [J] валета
   *[other] десятки
}
bezique-declared-four-trumps = четыре козырных { $rank ->
    [A] туза
    [K] короля
    [Q] дамы
    [J] валета
   *[other] десятки
} ({ $suit })
bezique-declared-by = { $player }: { $declaration }
bezique-list = { $items }
bezique-none = нет
bezique-card = { $card }
bezique-player = { $player }
bezique-brisks-of = { $player } { $brisks }
bezique-trump-is = козырь { $suit }
bezique-trump-none = козырь ещё не назначен

bezique-option-target = цель — число, кратное 10, от 100 до { $max }, или deal
bezique-option-six-pack-target = безик на шести колодах: каждая сдача — партия; не указывайте target или укажите deal
bezique-option-games = games — от 0 (без ограничения) до 1000
bezique-option-games-target = games считает партии при target=deal; при цели в очках не указывайте его
bezique-option-six-pack-sequence = на шести колодах оценивается любая секвенция (250 в козырях, 150 в другой масти); sequence=trumps-only — для других вариантов
bezique-option-stored = сохранённые опции партии не читаются: { $error }
bezique-teams-four = парами играют только безик вчетвером (опция variant=four)
bezique-teams-needed = пары — это две команды по два игрока
bezique-team-member-unknown = { $player } из пары { $team } — не игрок этой партии
bezique-partners-opposite = партнёры сидят через одного; рассадка { $players } не такая

bezique-deal-format = запись сдачи не читается: { $error }
bezique-turned-missing = в варианте «{ $variant }» открывают козырную карту: укажите её в { $field }
bezique-turned-not-here = в варианте «{ $variant }» козырную карту не открывают; указана { $card }
bezique-turned-not-in-deck = { $card } нет в колоде безика (от семёрки до туза)
bezique-declare-kind = декларации «{ $kind }» нет; виды: { $kinds }
bezique-declare-kind-suggest = декларации «{ $kind }» нет — может быть, { $suggestion }? Виды: { $kinds }
bezique-kinds = марьяж, секвенция, безик, двойной-безик, тройной-безик, четверной-безик, четыре-туза (-десятки, -короля, -дамы, -валета; или четыре:A), дикс, карт-бланш; понимаются и английские слова (marriage, double-bezique, four:A, …) и болгарские
bezique-declare-rank-named = «{ $kind }» уже называет ранг; «{ $rank }» лишний (после названия пишите только масть)
bezique-declare-text = «{ $text }» — не декларация; пишите ИГРОК:ВИД[:МАСТЬ], напр. Борис:марьяж:пики или Борис:четыре-туза
bezique-declare-suit-missing = для декларации «{ $kind }» нужна масть
bezique-declare-no-suit = у декларации «{ $kind }» масти нет
bezique-declare-rank = «{ $rank }» — не ранг для четырёх карт; ранги: A, K, Q, J (и 10 козырные на шести колодах)
bezique-declare-rank-missing = для четырёх карт нужен ранг (A, K, Q или J)
bezique-declare-no-rank = у декларации «{ $kind }» ранга нет
bezique-declare-four-tens = очки дают только четыре козырные десятки (шесть колод, с мастью козыря)
bezique-declare-four-not-trumps = четыре карты с мастью — это четыре козырные, но { $suit } не козырь ({ $trump })
bezique-declare-variant = { $declaration } нет в таблице варианта «{ $variant }»
bezique-declare-trumps-only = секвенция в { $suit } не засчитывается при sequence=trumps-only ({ $trump })
bezique-declare-turns = деклараций { $count }, а очередей для них в сдаче только { $max }
bezique-declare-copies = { $declaration } на раз больше, чем позволяют { $packs } колоды ({ $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}): не больше { $max }, ведь карта служит в однотипной комбинации один раз
bezique-declare-copies-card = { $declaration }: на столах игроков оказалось бы сразу { $need ->
    [one] { $need } экземпляр
    [few] { $need } экземпляра
   *[many] { $need } экземпляров
} карты { $card }, а в колодах ({ $packs }) их { $copies }: карта служит снова только тому, у кого она на руках
bezique-in-declaration = декларация { $number }: { $text }
bezique-trump-repeat = { $suit } были козырем в прошлой сдаче и не могут быть им снова
bezique-trump-not-yet = { $declaration } зависит от козыря, а ни марьяж, ни секвенция его ещё не назначили
bezique-dix-no-turned-card = в варианте «{ $variant }» козырь не открывают: козырная семёрка очков не даёт
bezique-carte-blanche-after-court = { $player }: король, дама или валет уже показаны — карт-бланша в этой сдаче больше нет
bezique-brisks-missing = укажите бриски ({ $brisks }) или все взятки ({ $play })
bezique-brisks-twice = бриски игрока { $player } указаны дважды
bezique-brisks-range = { $player }: брисков { $brisks }; у игрока их от 0 до { $max }
bezique-brisks-sum = брисков в сумме { $sum }, а в { $packs } колодах в игре { $want } тузов и десяток{ $out ->
    [0] {""}
   *[other] {" "}({ $out } вне игры)
}
bezique-brisks-six-pack = на шести колодах карты во взятках очков не дают: не указывайте бриски
bezique-last-missing = укажите, кто взял последнюю взятку ({ $field })
bezique-cut-both = укажите съём один раз: полем cut или флагами
bezique-cut-variant = съём приносит очки только в безике на шести колодах, не в варианте «{ $variant }»
bezique-disagree = { $what ->
    [turned] открытая карта
    [declarations] декларации
    [brisks] бриски
   *[last-trick] последняя взятка
}: в быстром вводе { $quick }, а по взяткам { $full }

bezique-irregular-format = «{ $kind }» — не нарушение из книги; они: { $kinds }
bezique-irregular-player = для { $kind } нужен игрок (вид:ИГРОК)
bezique-irregular-card = для { $kind } нужна карта или карты
bezique-irregular-choice = для too-many нужен выбор: redeal или skip-draw
bezique-irregular-field = у { $kind } нет поля { $field }
bezique-irregular-alone = { $kind } означает новую или несостоявшуюся сдачу: больше в записи ничего нет
bezique-irregular-wrong-count = неверное число карт после раздачи
bezique-irregular-exposed-card = карта показана при раздаче
bezique-irregular-too-many = лишние карты на руке
bezique-irregular-short-hand = недостача карт после прикупа
bezique-irregular-peek = подсмотренная карта резерва
bezique-irregular-odd-card = нечётная последняя карта резерва
bezique-irregular-incomplete-pack = неполная колода
bezique-irregular-cards-found = недостающие карты нашлись
bezique-note-redeal = { $why }: { $dealer } сдаёт снова
bezique-note-void = неполная колода: сдача не засчитывается
bezique-note-skip-draw = { $player }: лишние карты, пропуск прикупа
bezique-note-peek = { $player }: подсмотрена карта резерва; противник выбирал в свой прикуп
bezique-note-odd-card = { $card }, нечётная последняя карта резерва, не играла
bezique-note-cards-found = { $cards } недоставало, они нашлись: сдача засчитана без них
bezique-note-short-hand = { $player }: после прикупа не хватало карт

bezique-summary = сдаёт { $dealer }, козырь { $suit }
bezique-summary-no-trump = сдаёт { $dealer }, козырь не назначен
bezique-summary-redeal = { $dealer } сдаёт снова
bezique-summary-void = сдача не засчитана
bezique-annotation-raw = { $points } оч.
bezique-annotation-game = партия
bezique-next = сдача { $deal }: сдаёт { $dealer }, ходит { $leader }{ $trump }
bezique-next-trump = ; { $suit } не могут быть козырем

bezique-step-turned = открыта { $card }: козырь { $suit }
bezique-step-turned-dix = { $player } сдаёт и открывает семёрку: 10
bezique-step-trump-fixed = первый марьяж игрока { $player } назначает козырь: { $suit }
bezique-step-declared = { $player }: { $declaration }, { $points }
bezique-step-brisks = { $player }: { $brisks } { $brisks ->
    [one] бриск
    [few] бриска
   *[many] брисков
} × 10 = { $points }
bezique-step-last-trick = { $player } берёт последнюю взятку: { $points }
bezique-step-cut-exact = { $player }: снято ровно 24 карты: 250
bezique-step-cut-guessed = { $player }: угадано число снятых карт: 150
bezique-step-short-hand = { $player } получает { $points }: { $offender }: недостача карт после прикупа
bezique-step-rubicon-under = { $winner } выигрывает сдачу { $won } против { $lost }; { $loser }: меньше { $rubicon }: { $won } + { $lost } + { $bonus } = { $result }
bezique-step-rubicon-over = { $winner } выигрывает сдачу { $won } против { $lost }; { $loser }: { $rubicon } и больше: { $won } − { $lost } + { $bonus } = { $result }
bezique-step-rounded = { $winner } записывает { $raw }, округлив до 100: { $rounded }
bezique-step-drawn = у обоих по { $points }: ничья, никто не записывает
bezique-step-game-won = { $side } выигрывает партию этой сдачи
bezique-step-target = { $side } набирает { $total } из { $target } и выигрывает
bezique-step-games = сыграна последняя партия: { $side } выигрывает с { $total }
bezique-step-tie = у { $sides } поровну, { $total }: играют дальше
bezique-step-redeal = { $why }: очков нет, { $dealer } сдаёт снова
bezique-step-void = неполная колода обнаружена до согласования результата: сдача { $dealer } не засчитывается, сдаёт следующий

bezique-penalty-points = штраф в безике указывает очки (не 0, до 5000 в любую сторону): --points
bezique-penalty-note = { $side } { $points }: { $reason }
bezique-penalty-summary = штраф: { $reason }
bezique-play-format = запись розыгрыша не читается: { $error }
