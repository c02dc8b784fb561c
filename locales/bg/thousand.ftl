# Хиляда: име, флагове за бърз запис, варианти на правилата, номера на правила и всичко, което казва съдията.

rule-thousand-deal-format = записът на раздаване има само описаните полета
rule-thousand-deal-declarer = раздаването посочва играещия
rule-thousand-deal-bid = раздаването посочва обявата
rule-thousand-deal-points = раздаването дава точките от карти, запис на играта или отказ
rule-thousand-bid-opening = наддаването започва от 100
rule-thousand-bid-step = обявите растат със стъпка (5)
rule-thousand-bid-max = няма обява над 400 (120 точки от карти и четири женитби)
rule-thousand-bid-raise = крайната обява не е под обявата от наддаването
rule-thousand-bid-dealer-opens = само раздаващият може да играе 100
rule-thousand-bid-marriage = обява над 120 изисква женитба в ръката
rule-thousand-points-sum = точките от карти са общо 120
rule-thousand-points-range = точките от карти на играч са от 0 до 120
rule-thousand-points-impossible = точките от карти са сбор от цели взятки (1 и 119 никога не са)
rule-thousand-marriage-suit = женитбата се посочва с цвета си
rule-thousand-marriage-twice = женитбата на всеки цвят се обявява най-много веднъж
rule-thousand-marriage-on-lead = женитба обявява играчът, който е на ход
rule-thousand-marriage-king-or-queen = женитба се обявява, като се изиграе нейният поп или дама
rule-thousand-marriage-partner = който обявява женитба, държи и другата ѝ карта
rule-thousand-marriage-first-lead = без женитба на първия ход (вариант)
rule-thousand-concede-no-play = предаденото раздаване няма точки, женитби и взятки
rule-thousand-play-format = записът на играта има само описаните полета
rule-thousand-play-trick-size = всяка взятка е по една карта от всеки играч
rule-thousand-play-follow-suit = отговаря се на цвета, ако може
rule-thousand-play-trump = няма го цвета: цака се с коз, ако може
rule-thousand-play-card-count = раздаването е 8 взятки по 3 карти
rule-thousand-play-duplicate-card = всяка карта се играе веднъж
rule-thousand-play-not-in-deck = играят се само 24-те карти от 9 до асо
rule-thousand-play-out-of-turn = играе се поред от водещия взятката
rule-thousand-play-first-leader = първият на ход е играч от играта
rule-thousand-talon-size = талонът е 3 карти
rule-thousand-talon-cards = играещият взе талона: всяка негова карта е изиграна или дадена от него
rule-thousand-talon-passed = играещият дава по една карта на всеки противник
rule-thousand-entry-disagree = бързият и пълният запис на едно раздаване съвпадат
rule-thousand-score-card-points = резултатът на играча в раздаването е точките от карти плюс собствените женитби
rule-thousand-score-declarer-made = играещият, изпълнил обявата, записва обявата
rule-thousand-score-declarer-failed = играещият, неизпълнил обявата, записва минус обявата
rule-thousand-score-opponent-rounding = противниците записват резултата си, закръглен до 5
rule-thousand-concede = предаване: играещият −обявата, всеки противник +60
rule-thousand-barrel-climb = стигналият чертата сяда на бъчвата, резултатът спира на чертата
rule-thousand-barrel-opponent = на бъчвата точките като противник не се записват
rule-thousand-barrel-deal = раздаване, изиграно на бъчвата
rule-thousand-barrel-time = раздаванията на бъчвата свършиха: пада
rule-thousand-barrel-win = 1000, стигнати като играещ на бъчвата, печелят играта
rule-thousand-barrel-short = изпълнена обява, която не стига 1000, оставя резултата на чертата
rule-thousand-barrel-failed-contract = неизпълнена обява на бъчвата: чертата минус обявата и слиза от бъчвата
rule-thousand-barrel-knocked-off = новодошлият сваля седящия от бъчвата
rule-thousand-bolt = противник, записал 0, получава болт
rule-thousand-bolt-three = три болта струват 120 точки
rule-thousand-bolt-consecutive = болтовете се броят отначало след раздаване с точки (вариант)
rule-thousand-reset-555 = резултат точно 555 става 0
rule-thousand-penalty = наказанието е отделен запис: грешно раздаване −100, три деветки при сечене −100
rule-thousand-penalty-reason = наказание с непозната причина посочва точките си
rule-thousand-penalty-points = наказанието е ненулев брой точки до 1000
rule-thousand-penalty-sign = наказанията от правилата са загуба: на грешно раздаване и три деветки --points се дава отрицателно число
rule-thousand-penalty-step = наказанието е кратно на 5 точки, както всеки резултат в Хиляда
rule-thousand-penalty-barrel = наказание на бъчвата сваля играча от нея
rule-thousand-option-unknown = само описаните варианти на правилата
rule-thousand-option-value = стойности на вариантите от правилния вид
rule-thousand-snapshot = запазеното състояние на играта е такова, каквото преизчисляването ѝ би могло да остави
flag-thousand-declarer = играещият (Хиляда: който взе талона; Белот: като --by), напр. --declarer Борис
flag-thousand-bid = крайната обява на играещия (Хиляда), напр. --bid 120
flag-thousand-auction = обявата, спечелила наддаването, ако след талона е вдигната, напр. --auction 110 --bid 130
flag-thousand-points = взетите точки от карти на всеки играч, напр. Аня=22,Борис=75,Вера=23
flag-thousand-marriage = обявена женитба, напр. Борис:купа (флагът се повтаря)
flag-thousand-conceded = играещият се предаде преди първия ход (заедно с --declarer и --bid)
option-thousand-bid_step = стъпка на наддаването: 5 или 10, напр. --option bid_step=10
option-thousand-marriage_on_first_lead = женитба може да се обяви още на първия ход на играещия; забрана: --option marriage_on_first_lead=false
option-thousand-barrel_at = чертата на бъчвата (често 880), напр. --option barrel_at=880
option-thousand-barrel_deals = колко раздавания на бъчвата има играчът, за да стигне 1000, напр. --option barrel_deals=3
option-thousand-barrel_fall_to = резултатът, до който пада играч от бъчвата, напр. --option barrel_fall_to=800
option-thousand-barrel_penalty = вместо barrel_fall_to: пада до чертата плюс това число, напр. --option barrel_penalty=-120
option-thousand-bolts_consecutive = трите болта трябва да са в поредни раздавания, напр. --option bolts_consecutive=true
option-thousand-reset_555 = резултат точно 555 става 0; за да остане 555: --option reset_555=false
option-thousand-reset_minus_555 = и резултат точно −555 става 0, напр. --option reset_minus_555=true
game-thousand = Хиляда
game-thousand-aliases = хиляда, 1000

deal-example-thousand =
    kozyr deal --declarer Борис --bid 120 --points Аня=22,Борис=75,Вера=23 --marriage Борис:купа  # Борис изпълнява 120 с женитба купа
    kozyr deal --declarer Вера --bid 110 --conceded  # Вера се предава преди първия ход
    kozyr deal --declarer Борис --bid 240 --tricks deal.txt  # всички взятки, проверка карта по карта
new-example-thousand = kozyr new thousand --players Аня,Борис,Вера --option barrel_at=880

## Листът с резултатите: какво казва редът и какво следва.

thousand-summary-made = { $declarer } { $bid }
thousand-summary-failed = { $declarer } { $bid } — вътре
thousand-summary-conceded = { $declarer } { $bid } — предаде се
thousand-summary-penalty = наказание: { $reason }
thousand-next = раздаване { $deal }: раздава { $dealer } и открива наддаването от { $opening }

## Наказания: двете от правилата по име и какво записва наказанието.

thousand-penalty-misdeal = грешно раздаване
thousand-penalty-three-nines = три деветки
thousand-penalty-step = { $player }: наказание { $points } ({ $reason })
thousand-penalty-note = { $player }: { $reason } { $points }
thousand-penalty-reason = наказание за „{ $reason }“ трябва да посочи точките си (--points); само наказанията от правилата си знаят точките: { $known }
thousand-penalty-points = наказание от { $points } { $points ->
    [one] точка
   *[other] точки
}: посочете ненулево число до 1000
thousand-penalty-barrel = { $player }: наказание на бъчвата: { $line } { $points } = { $total } и слиза от бъчвата
thousand-penalty-sign = { $reason } по правилата е загуба ({ $book }); { $points } е с грешен знак
thousand-penalty-multiple = наказание { $points }: в Хиляда се брои по пет; посочете число, кратно на 5

## Сметката на раздаването стъпка по стъпка (kozyr explain).

thousand-concede = { $player } се предава преди първия ход: −{ $bid } за играещия, +{ $each } за всеки противник
thousand-card-points = { $player }: { $points } { $points ->
    [one] точка
   *[other] точки
} от карти
thousand-card-points-marriage = { $before } + женитба { $suit } { $value }
thousand-card-points-total = { $before } = { $total }
thousand-declarer-made = { $player }: обява { $bid }, взети { $total } ≥ { $bid } → +{ $bid } (обявата, никога повече)
thousand-declarer-failed = { $player }: обява { $bid }, взети { $total } < { $bid } → −{ $bid }
thousand-opponent-rounding = { $player }: { $total } се закръгля на { $rounded } (противниците записват число, кратно на { $step })

## Бъчвата, болтовете и 555.

thousand-barrel-opponent = { $player } седи на бъчвата: точките като противник не се записват (губи { $lost })
thousand-barrel-failed = { $player }: обявата на бъчвата не е изпълнена: { $line } − { $bid } = { $total } и слиза от бъчвата
thousand-barrel-win = { $player } изпълнява { $bid } като играещ на бъчвата: { $line } + { $bid } = { $total } ≥ { $target } — печели играта
thousand-barrel-short = { $player } изпълнява { $bid } на бъчвата, но { $line } + { $bid } < { $target }: резултатът остава { $line }
thousand-barrel-time = { $player }: { $deals } { $deals ->
    [one] раздаване
   *[other] раздавания
} на бъчвата без { $target } → пада на { $fall }
thousand-barrel-deal = { $player }: раздаване { $deal } от { $deals } на бъчвата
thousand-barrel-climb = { $player } стига { $line }: сяда на бъчвата
thousand-barrel-climb-above = { $player } стига { $reached }: сяда на бъчвата на { $line } (точките над чертата не се записват)
thousand-barrel-knocked-off = { $by } сваля { $player } от бъчвата → { $fall }
thousand-barrel-same-deal = { $player } стига бъчвата в същото раздаване, но { $by } я заема → { $fall }
thousand-bolt = { $player } записва 0: болт { $bolt } от { $limit }
thousand-bolt-three = { $player }: { $limit } { $limit ->
    [one] болт
   *[other] болта
} → −{ $penalty }, броенето започва отначало
thousand-bolt-consecutive = { $player } записва точки: болтовете се броят отначало (вариант `bolts_consecutive`)
thousand-reset-555 = { $player } има точно { $total }: резултатът става 0

## Откази: играта, вариантите на правилата и записът на раздаването.

thousand-no-teams = Хиляда се играе всеки за себе си; отбори няма
thousand-options-stored = вариантите на правилата на играта не могат да се прочетат: { $error }
thousand-snapshot = запазеното състояние на тази игра на хиляда не може да се прочете или е недостижимо в нея
thousand-option-bid-step = bid_step: стъпката на наддаването е 5 или 10
thousand-option-barrel-at = barrel_at: чертата на бъчвата е число, кратно на 5, от 500 до 995
thousand-option-barrel-deals = barrel_deals: от 1 до 10 раздавания
thousand-option-fall-or-penalty = barrel_fall_to: посочете barrel_fall_to или barrel_penalty, не и двете
thousand-option-barrel-fall-to = barrel_fall_to: число, кратно на 5, под barrel_at и най-малко −1000
thousand-option-barrel-penalty = barrel_penalty: отрицателно число, кратно на 5, най-малко −1000
thousand-deal-format = това не е запис на раздаване в Хиляда: { $error } (вижте `kozyr rules thousand`)
thousand-deal-unknown-field = това не е запис на раздаване в Хиляда: непознато поле { $field }, очаква се едно от { $fields } (вижте `kozyr rules thousand`)
thousand-deal-declarer = раздаването трябва да посочи играещия (който взе талона)
thousand-deal-bid = раздаването трябва да посочи обявата на играещия ({ $field })
thousand-deal-points = раздаването трябва да даде точките от карти на всеки играч ({ $points }), запис на играта ({ $play }) или { $conceded }
thousand-concede-no-play = предаването е преди първия ход: предаденото раздаване няма точки от карти, женитби и взятки

## Наддаването. $what е обявата, спечелила наддаването (auction), или крайната обява (contract).

thousand-bid-opening = { $player }: { $what ->
    [auction] обявата от наддаването
   *[contract] обявата
} { $bid } е под началната; наддаването започва от { $opening }
thousand-bid-max = { $player }: { $what ->
    [auction] обявата от наддаването
   *[contract] обявата
} { $bid } не може да се изпълни; играещият взема най-много { $max } (120 точки от карти и четирите женитби)
thousand-bid-step = { $player }: { $what ->
    [auction] обявата от наддаването
   *[contract] обявата
} { $bid } не е през стъпка { $step } от { $opening }; става { $lower } или { $higher }
thousand-bid-raise = { $player }: обявата { $bid } е под обявата от наддаването { $auction }; след талона играещият може само да я запази или да я вдигне
thousand-bid-dealer-opens = { $player } спечели наддаването на { $opening }, но това може само раздаващият ({ $dealer }): той открива от { $opening }, а всеки друг трябва да вдигне поне до { $least }
thousand-bid-marriage = { $player }: { $what ->
    [auction] обявата от наддаването { $bid } е над { $limit }, но раздадените карти
   *[contract] обявата { $bid } е над { $limit }, но картите с талона
} ({ $cards }) нямат женитба; обява над { $limit } изисква женитба

## Точки и женитби в бързия запис.

thousand-points-impossible = { $player }: { $points ->
    [one] { $points } точка от карти не може да се вземе
   *[other] { $points } точки от карти не могат да се вземат
} във взятки (никой набор от цели взятки на това тесте не дава този сбор)
thousand-points-range = { $player }: { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} от карти — извън границите; играч взема от 0 до { $deck }
thousand-points-sum = точките от карти са общо { $sum } ({ $listed }); тестето има { $deck }
thousand-marriage-suit = { $player }: „{ $word }“ не е цвят (цветът се пише ♠♥♦♣, П/Ч/Б/Т или S/H/D/C, или с дума: пика, купа, каро, спатия)
thousand-marriage-suit-guess = { $player }: „{ $word }“ не е цвят — може би { $guess }? (цветът се пише ♠♥♦♣, П/Ч/Б/Т или S/H/D/C, или с дума: пика, купа, каро, спатия)
thousand-marriage-twice = женитбата { $suit } е обявена два пъти (от { $first } и от { $second }); от всеки цвят има един поп и една дама
thousand-marriage-twice-one = женитбата { $suit } е обявена два пъти (и двата пъти от { $player }); от всеки цвят има един поп и една дама
thousand-disagree-points = { $player }: в записа { $points } { $points ->
    [one] точка
   *[other] точки
} от карти, а взятките дават { $tricks }; бързият и пълният запис трябва да съвпадат
thousand-disagree-marriages = в записа женитбите са { $quick }, а взятките показват { $tricks }; бързият и пълният запис трябва да съвпадат
thousand-marriage-of = { $player } { $suit }
thousand-marriages-none = няма

## Пълният запис: играта, талонът и дадените карти.

thousand-play-format = това не е запис на игра в Хиляда: { $error } (вижте `docs/formats.md`)
thousand-play-unknown-field = това не е запис на игра в Хиляда: непознато поле { $field }, очаква се едно от { $fields } (вижте `docs/formats.md`)
thousand-talon-card = талон: { $error }
thousand-talon-size = талонът е 3 карти, а { $given ->
    [one] е посочена { $given }
   *[other] са посочени { $given }
}
thousand-talon-twice = талонът е 3 различни карти; { $card } е посочена два пъти (карта { $position })
thousand-talon-unused = { $card } беше в талона, значи играещият { $player } я взе, но нито я изигра, нито я даде
thousand-talon-not-passable = { $card } беше в талона, значи играещият { $player } я взе, но нито я изигра, нито може да я е дал
thousand-talon-not-passable-to = { $card } беше в талона, значи играещият { $player } я взе, но нито я изигра, нито може да я е дал ({ $to } получава само една карта)
thousand-passed-format = дадени: „{ $part }“ не е ИГРАЧ=КАРТА
thousand-passed-card = дадени: { $error }
thousand-passed-not-played = { $card } е дадена на { $player }, но не е изиграна; дадената карта остава в ръката на получилия я
thousand-passed-two = на { $player } са дадени две карти; играещият дава по една карта на всеки противник
thousand-passed-declarer = { $player } е играещият: картите се дават на противниците, по една на всеки
thousand-passed-count = играещият дава точно по една карта на всеки от двамата противници

## Съдията: женитба, обявена не по правилата (след „Борис игра K♥“).

thousand-marriage-on-lead = и обяви женитба, без да е на ход
thousand-marriage-on-lead-required = женитба обявява само играчът на ход, като изиграе нейния поп или дама
thousand-marriage-king-or-queen = и обяви женитба с нея
thousand-marriage-king-or-queen-required = женитба се обявява, като се изиграе нейният поп или дама
thousand-marriage-partner = и обяви женитба { $suit }, без да държи { $card }
thousand-marriage-partner-required = женитбата е поп и дама от един цвят в една ръка
thousand-marriage-first-lead = и обяви женитба на първия ход
thousand-marriage-first-lead-required = в тази игра женитба на първия ход е забранена (вариант `marriage_on_first_lead=false`)
