# Мушка: имена, флагове за бързо записване, опции и правила.

rule-mushka-score-trick = +1 за всяка взета взятка
rule-mushka-score-ace = +5 за всяка взятка, взета с асо
rule-mushka-score-spade-ace = когато пика е коз, бонус дава само A♠: +10
rule-mushka-score-no-trick = играч в раздаването без нито една взятка: −5
rule-mushka-score-no-trick-spade-ace = без взятка, с A♠ в ръката: −10
rule-mushka-pass = пасувалият излиза от раздаването и не получава нищо
rule-mushka-pass-spade-ace = играч с A♠ не може да пасува
rule-mushka-pass-twice = всеки играч пасува веднъж
rule-mushka-pass-alone = всички освен един пасуваха: той взема петте взятки без игра, не се играе нито една карта
rule-mushka-pass-all = всички пасуваха: никой не получава точки, раздаването минава към играча вляво
rule-mushka-aces-card = като карти, взели взятки, се посочват само аса
rule-mushka-aces-twice = всяко асо взема една взятка, за един играч
rule-mushka-aces-tricks = на никого не се дават повече взятки с аса, отколкото е взел взятки
rule-mushka-aces-holder = A♠ взема взятка само за играча, който го държи
rule-mushka-aces-spade-trump = при коз пика A♠ не губи: държащият го е взел взятка с него
rule-mushka-match-overshoot = резултат, минал над 0, започва отново от −25
rule-mushka-match-winner = печели точно 0; двама наведнъж: първият по реда на игра от излизащия
rule-mushka-penalty = наказание, договорено на масата, се записва със своите точки
rule-mushka-deal-format = записът на раздаването има само описаните полета
rule-mushka-deal-dealer = раздаването минава към играча вляво
rule-mushka-deal-trump = всяко раздаване посочва коза
rule-mushka-deal-won = взетите взятки са дадени (или всяка взятка)
rule-mushka-won-range = взятките на играч са от 0 до 5
rule-mushka-won-sum = взятките на играчите в раздаването са общо 5
rule-mushka-entry-disagree = бързото записване и взятките съвпадат
rule-mushka-penalty-points = наказанието посочва точките си
rule-mushka-play-format = записът на играта съдържа само взятки
rule-mushka-play-not-playing = пасувалият нито играе, нито взема взятки
rule-mushka-play-follow-suit = отговаря се на цвета, ако има
rule-mushka-play-trump = няма цвета — цепи се с коз, ако има
rule-mushka-play-trick-size = всяка взятка има по една карта от всеки играч в раздаването
rule-mushka-play-card-count = пет взятки: всички карти в ръцете на играещите
rule-mushka-play-duplicate-card = всяка карта се играе веднъж
rule-mushka-play-not-in-deck = играят се само картите на тестето (с 3–4 играчи без шестици и по-ниски)
rule-mushka-play-out-of-turn = играчите играят поред от излезлия във взятката
rule-mushka-option-unknown = само описаните опции
rule-mushka-option-value = стойности на опциите от правилния вид
rule-mushka-snapshot = запазеното състояние на играта е такова, каквото преизчисляването ѝ би могло да остави
flag-mushka-trump = козът: hearts, ♥, H, купа…, напр. --trump купа (в Памфил: цветът след смяната на J♣)
flag-mushka-passed = играч, който пасува и не игра раздаването (повтаря се, или ИМЕ,ИМЕ), напр. --passed Вера
flag-mushka-aces = аса, с които играч е взел взятки, повтаря се: напр. --aces Борис=AS,AH
flag-mushka-spade-ace = кой държеше A♠, когато започна играта, напр. --spade-ace Аня
game-mushka = Мушка
option-mushka-spade-ace = вариант на Мушка: A♠ взема взятка, в която вече е козовото асо, ако е изиграно след него
game-mushka-aliases = мушка

mushka-and = { $first } и { $rest }

# Четене на раздаване (общо с Памфил).
mushka-names-format = { $field } е име на играч или списък от имена
mushka-name-format = { $field } е име на играч
mushka-aces-format = { $field } е играч → аса, с които играчът е взел взятки, напр. {"{"}"Борис": ["AS", "AH"]{"}"}
mushka-deal-needs-trump = { $game } винаги има коз — цвета на обърнатата от тестето карта: --trump купа (♥, H, пика…)
mushka-snapshot = запазеното състояние на тази игра на { $game } не може да се прочете или е недостижимо в нея
mushka-pass-twice = { $name }: пасът е посочен два пъти; всеки играч пасува веднъж
mushka-pass-spade-ace = { $name } държи A♠ и не може да пасува; с A♠ се тегли и се играе (пасуват само другите)
mushka-unplayed-play = запис на играта
mushka-unplayed-won = взети взятки
mushka-unplayed-aces = аса, взели взятки
mushka-pass-all-unplayed = всички пасуваха, значи раздаването не се игра; в него няма { $what }
mushka-pass-alone-unplayed = всички освен { $name } пасуваха: { $tricks ->
    [one] { $tricks } взятка се взема
   *[other] всичките { $tricks } взятки се вземат
} без игра и не се играе нито една карта, затова раздаването няма { $what }
mushka-aces-not-card = „{ $item }“, дадено за { $name }, не е карта; посочете асата, взели взятки: AS, AH, AD, AC
mushka-aces-not-ace = { $card }, дадено за { $name }, не е асо; посочват се само асата, взели взятки
mushka-aces-twice = { $card } е дадено два пъти за { $name }; едно асо взема една взятка
mushka-aces-both = { $card } е дадено и за { $other }, и за { $name }; едно асо взема една взятка, за един играч
mushka-aces-tricks = { $name }: { $tricks ->
    [0] нито една взятка
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
}, а с аса са дадени { $aces } ({ $cards }); всяка взятка се взема от една карта
mushka-aces-holder = A♠ е дадено като взело взятка за { $winner }, но го държеше { $holder }; асото взема само за играча, който го държи
mushka-aces-spade-trump = при коз пика A♠ бие всяка карта, значи { $name } взе взятката, в която го изигра: добавете го към асата (--aces { $name }=AS)
mushka-disagree = { $what }; бързото записване и взятките трябва да съвпадат
mushka-aces-none = няма
mushka-aces-list = { $cards }
mushka-disagree-aces = за { $name } са дадени взятки с аса { $given }, а записът показва { $shown }
mushka-spade-ace-held = че го държеше { $name }
mushka-spade-ace-unplayed = че никой не го изигра
mushka-disagree-spade-ace = A♠ е дадено като държано от { $name }, но записът показва { $shown }

# Обяснението на раздаването.
mushka-step-pass-all = всички пасуваха: никой не получава точки, раздаването минава към играча вляво
mushka-step-pass-alone = другите пасуваха: { $name } взема { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
} без игра
mushka-step-pass = { $name } пасува: не получава нищо в това раздаване
mushka-step-tricks = { $tricks ->
    [one] { $name }: { $tricks } взятка { $points }
   *[other] { $name }: { $tricks } взятки × +1 = { $points }
}
mushka-step-spade-ace = { $name }: взятка с A♠ при коз пика { $bonus }
mushka-step-ace = { $name }: взятка с { $card } { $bonus }
mushka-step-aces = { $name }: взятки с { $cards }: { $aces } × { $bonus } = { $points }
mushka-step-no-trick-spade-ace = { $name }: без взятка, с A♠ в ръката { $points }
mushka-step-no-trick = { $name }: без взятка { $points }

# Редът в листа: кой раздава, коз, кой пасува.
mushka-summary = раздава { $dealer }, коз { $trump }
mushka-summary-all-pass = раздава { $dealer }, коз { $trump }, всички пас
mushka-summary-pass = раздава { $dealer }, коз { $trump }, пас: { $passed }

# Изкачването до 0.
mushka-overshoot = { $name }: { $before } { $points } = { $reached } минава { $goal }: започва отново от { $start }
mushka-winner = { $name } стига точно { $goal } и печели
mushka-winner-tie = { $names } стигат { $goal } в едно раздаване; печели { $name }, първият от тях по реда на игра от излизащия
mushka-next = раздаване { $number }: раздава { $dealer }, излиза { $leader }

deal-example-mushka =
    kozyr deal --trump купа --won Аня=0,Борис=3,Галя=2 --passed Вера  # Вера пасува; взятките са на Борис и Галя
    kozyr deal --trump спатия --won Аня=2,Борис=1,Вера=1,Галя=1 --aces Аня=AC,AH  # Аня взе две взятки с аса
    kozyr deal --trump пика --won Борис=5 --passed Аня,Вера,Галя  # всички освен Борис пасуваха
new-example-mushka = kozyr new mushka --players Аня,Борис,Вера,Галя
