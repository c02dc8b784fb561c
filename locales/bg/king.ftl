# Кинг: имена, флагове за бързо записване, опции и правила.

rule-king-score-no-tricks = без взятки: всяка взета взятка струва 2 (−16 на раздаване; с трима −20)
rule-king-score-no-boys = без момчета: всяко взето вале струва 4 (−16)
rule-king-score-no-girls = без момичета: всяка взета дама струва 4 (−16)
rule-king-score-no-hearts = без купи: всяка взета купа струва 2 (−16)
rule-king-score-no-last-two = без последните две: всяка от последните две взятки струва 8 (−16)
rule-king-score-no-king = без поп купа: който вземе K♥, получава −16
rule-king-score-eralash = ералаш: всичките шест наказания наведнъж (−96; с трима −100)
rule-king-score-positive = на взятки: всяка взета взятка носи 3 (+24; с трима +30); няма цвета — цепи с коз
rule-king-deal-sequence = класическият ред: седемте отрицателни раздавания, после осем на взятки
rule-king-deal-game = играта на раздаването е една от осемте; във варианта с обявяване се посочва всяко раздаване
rule-king-deal-unused = раздаването записва само това, което играта му брои
rule-king-order = играчът вляво от раздаващия обявява играта на раздаването и играе пръв
rule-king-order-repeated = всеки играч обявява всяка отрицателна игра веднъж, а играта на взятки — два пъти
rule-king-trump-by-last = коз „по последната“ е цвят, който обявилият го държи
rule-king-match-end = играта свършва с последното раздаване от реда (15, или 36/27 с обявяване)
rule-king-match-winner = печели най-високият резултат; ако е общ за няколко — равенство
rule-king-penalty = наказание, договорено на масата, се записва със своите точки
rule-king-deal-format = записът на раздаването има само описаните полета
rule-king-deal-dealer = раздаването минава към играча вляво
rule-king-deal-trump = раздаване на взятки посочва коза
rule-king-deal-won = взетите взятки се дават там, където се броят
rule-king-deal-trick-taker = кой взе последните две взятки се дава там, където се броят
rule-king-won-range = взятките на играч са от 0 до всички взятки на раздаването
rule-king-won-sum = взятките на играчите са общо всички взятки на раздаването (8, с трима 10)
rule-king-took-card = посочват се само наказателните карти на раздаването
rule-king-took-twice = всяка наказателна карта се взема от един играч
rule-king-took-sum = всички наказателни карти на раздаването са отчетени
rule-king-took-impossible = никой не взема повече карти или наказателни взятки, отколкото побират взятките му
rule-king-entry-disagree = бързото записване и взятките съвпадат
rule-king-penalty-points = наказанието посочва точките си
rule-king-play-format = записът на играта съдържа само взятки
rule-king-play-follow-suit = отговаря се на цвета, ако има
rule-king-play-trump = раздавания на взятки: няма цвета — цепи се с коз, ако има
rule-king-play-hearts-lead = без купи, без поп купа, ералаш: не се излиза с купа, докато има друг цвят
rule-king-play-must-discard = без поп купа, ералаш: K♥ се хвърля на първата взятка, в която държачът му няма цвета
rule-king-play-trick-size = всяка взятка има по една карта от всеки играч
rule-king-play-card-count = раздаването е всички карти на тестето
rule-king-play-duplicate-card = всяка карта се играе веднъж
rule-king-play-not-in-deck = играят се само картите на тестето (с трима без шестици, A♠ и A♣)
rule-king-play-out-of-turn = играчите играят поред от излезлия във взятката
rule-king-option-unknown = само описаните опции
rule-king-option-value = стойности на опциите от правилния вид
flag-king-game = Кинг: играта на раздаването, както се казва на масата: взятки, момчета, момичета, купи, последните-две, поп-купа, ералаш, на-взятки (може и изцяло: „без момчета“), напр. --game момчета; задължително при обявяване
flag-king-last-two = Кинг: кой взе предпоследната и последната взятка, напр. Аня,Борис
flag-king-trump = козът на раздаването: hearts, ♥, H, купа…, напр. --trump купа
flag-king-by-last = Кинг: козът е обявен „по последната“ карта на обявяващия
option-king-ordered = вариант с обявяване: играчът вляво от раздаващия избира играта на всяко раздаване
game-king = Кинг
game-king-aliases = кинг, дамски-преферанс

# Имената на раздаванията, както ги пише листът.
king-kind-no-tricks = без взятки
king-kind-no-boys = без момчета
king-kind-no-girls = без момичета
king-kind-no-hearts = без купи
king-kind-no-last-two = без последните две
king-kind-no-king = без поп купа
king-kind-eralash = ералаш
king-kind-positive = на взятки

king-and = { $first } и { $rest }

# Четене на раздаване.
king-game-format = { $field } е името на играта на раздаването, напр. „без момчета“
king-by-last-format = { $field } приема `true` или `false`
king-deal-unknown = „{ $text }“ не е раздаване на Кинг; раздаванията са: без взятки, без момчета, без момичета, без купи, без последните две, без поп купа, ералаш, на взятки
king-needs-no-tricks = --won (колко взятки взе всеки)
king-needs-no-boys = --took (кои валета взе всеки)
king-needs-no-girls = --took (кои дами взе всеки)
king-needs-no-hearts = --took (кои купи взе всеки)
king-needs-no-last-two = --last-two (кой взе предпоследната и последната взятка)
king-needs-no-king = --took ИМЕ=KH (кой взе K♥)
king-needs-eralash = --won, --took (валета, дами, купи, K♥) и --last-two
king-needs-positive = --trump и --won
king-unused-took = взети карти (--took)
king-unused-last-two = кой взе последните две взятки (--last-two)
king-unused-trump = коз (--trump, --by-last): коз има само в раздаванията на взятки
king-deal-unused = раздаването „{ $kind }“ не брои { $what }; то иска { $needs }
king-deal-sequence = раздаване { $number } по класическия ред е „{ $due }“, а не „{ $given }“; редът е без взятки, без момчета, без момичета, без купи, без последните две, без поп купа, ералаш, после осем раздавания на взятки
king-deal-needs-trump = раздаването на взятки винаги има коз: --trump купа (♥, H, пика…)
king-trump-by-last = { $who } обяви коз { $trump } по последната карта, но взятките показват, че { $who } не получи нито една карта { $trump }; по последната карта козът е цвят на карта, която обявяващият държи

# Вариантът с обявяване.
king-order-needs-game = във варианта с обявяване всяко раздаване посочва играта, която обяви { $orderer }: --game без-момчета
king-order-needs-game-left = във варианта с обявяване всяко раздаване посочва играта, която обяви { $orderer }: --game без-момчета ({ $orderer } има още: { $left })
king-order-left = { $games }
king-order-left-times = { $kind } ×{ $times }
king-order-left-nothing = нищо
king-order-repeated = { $name } не може да обяви „{ $kind }“ отново: обяви я в раздаване { $first }, а всеки играч я обявява веднъж; { $name } има още за обявяване: { $left }
king-order-repeated-twice = { $name } не може да обяви „{ $kind }“ отново: обяви я в раздавания { $first } и { $second }, а всеки играч я обявява { $times } пъти; { $name } има още за обявяване: { $left }

# Обяснението на раздаването.
king-step-order = { $orderer } обявява „{ $kind }“
king-step-classic = раздаване { $number } по класическия ред: „{ $kind }“
king-step-trump = { $namer } обявява коз { $trump }; излиза { $leader }
king-step-trump-by-last = { $namer } обявява коз { $trump } по последната карта; излиза { $leader }
king-step-trump-ordered = коз { $trump } по последната карта; излиза { $leader }
king-step-eralash = ералаш: всичките шест наказания наведнъж, общо { $total }

# Редът в листа: играта на раздаването и кой раздава.
king-summary = { $kind } — раздава { $dealer }
king-summary-ordered = { $kind } (обявява { $orderer }) — раздава { $dealer }
king-summary-trump = { $kind }, коз { $trump }, обявен от { $namer } — раздава { $dealer }
king-summary-trump-ordered = { $kind }, коз { $trump } (обявява { $orderer }) — раздава { $dealer }

# Какво следва.
king-next = раздаване { $number }: { $kind } — раздава { $dealer }, излиза { $leader }
king-next-positive = раздаване { $number }: { $kind } — раздава { $dealer }, { $leader } обявява коз и излиза
king-next-ordered = раздаване { $number }: раздава { $dealer }, { $orderer } обявява играта (остават: { $left }) и излиза

# Краят на играта.
king-match-finished = играта свърши с { $deals }-ото раздаване; след него нищо не може да се записва
king-match-end = { $deals ->
    [one] играта свърши след { $deals } раздаване
   *[other] играта свърши след { $deals } раздавания
}
king-match-winner = печели { $name } с резултат { $total }
king-match-draw = равенство: { $names } делят най-високия резултат, { $total }

deal-example-king =
    kozyr deal --won Аня=1,Борис=3,Вера=0,Галя=4  # раздаване 1, без взятки: колко взятки взе всеки
    kozyr deal --took Борис=JS,JH --took Галя=JC,JD  # без момчета: кой взе валетата
    kozyr deal --last-two Вера,Галя  # без последните две: кой взе предпоследната и последната
    kozyr deal --trump купа --won Аня=3,Борис=2,Вера=1,Галя=2  # раздаване на взятки
new-example-king = kozyr new king --players Аня,Борис,Вера,Галя

rule-king-snapshot = партията продължава само от запазено състояние на играта „Кинг“ със същите играчи
king-snapshot = запазеното състояние на тази партия не е състояние на играта „Кинг“ с тези играчи
