# Фрап (общо с Храп): имена, флагове за бързо записване, опции, правила и какво казва играта.

game-frap = Фрап
game-frap-aliases = frap, фрап

rule-frap-score-ante = преди раздаването всеки играч залага уговорената сума в банката
rule-frap-score-redeal = след ново раздаване заради три кръга пас банката вече е заложена: никой не залага
rule-frap-bid-format = обявяването е «фрап», «втемную» (фрап на тъмно), «вист» или «пас», с името на играча, ако е записано
rule-frap-bid-order = обявява се поред отляво на раздаващия; след фрап — всички останали поред отляво на обявилия го
rule-frap-bid-vist-first = никой не може да каже «вист», преди някой да е казал «фрап»: дотогава е «фрап» или «пас»
rule-frap-bid-second = един фрап на раздаване: след него всички останали (и пасувалите) казват «пас» или «вист»
rule-frap-bid-rounds = най-много три кръга наддаване, нов — само когато всички са пасували
rule-frap-bid-all-pass = всички пасуваха: всеки залага пак (банката ×2, после ×3), обръща се нов коз; след третия кръг (×4) картите се раздават отново
rule-frap-blind-frap = фрап на тъмно се обявява, без да се гледат картите: за него трябва фрап в наддаването
rule-frap-blind-none = обявилият фрап на тъмно без взятка плаща банката ×2 (опция blind_none)
rule-frap-blind-one = обявилият фрап на тъмно с една взятка плаща банката ×4 (опция blind_one) и взема своята четвъртина
rule-frap-blind-one-ace = фрап на тъмно с една взятка, когато обърнатата карта е козовото асо: банката ×3 (опция blind_one_ace)
rule-frap-blind-turned = при фрап на тъмно с една взятка се записва обърнатата карта (--turned): козовото асо струва по-малко
rule-frap-cut = да подреже може само пасувал играч, веднъж, и после играе като вист; първият подрязал може да вземе обърнатия коз
rule-frap-exchange-size = обявилият фрап и вистовете сменят най-много уговорения брой карти (опция exchange); фрапът на тъмно вместо това взема коза
rule-frap-exchange-stock = в тестето след раздаването има карти за смяната и подрязванията
rule-frap-play-leader = пръв излиза първият подрязал, иначе обявилият фрап; после — взелият взятката
rule-frap-play-turned = записът на играта посочва обърнатата козова карта; тя може да е само у фрапа на тъмно или у първия подрязал
rule-frap-play-hands = ръцете след смяната са картите, които играчите изиграха
rule-frap-play-format = записът на играта съдържа само взятки (и обърнатата карта и ръцете като заглавни редове)
rule-frap-play-not-playing = пасувал и неподрязал играч не играе и не взема взятки
rule-frap-play-follow-suit = отговаря се на цвета, ако има
rule-frap-play-trump = няма цвета — цака се с коз, ако има
rule-frap-play-trick-size = във всяка взятка има по карта от всеки играещ
rule-frap-play-card-count = четири взятки: всички карти на играещите ръце
rule-frap-play-duplicate-card = всяка карта се играе веднъж
rule-frap-play-not-in-deck = играят се само картите на тестето
rule-frap-play-out-of-turn = играе се поред от излизащия във взятката
rule-frap-score-trick = всяка взятка взема четвъртина от банката
rule-frap-score-remainder = четвъртината се закръгля надолу: каквото не се дели, остава в банката
rule-frap-score-uncontested = обявилият фрап, останал сам, взема четирите взятки без игра
rule-frap-score-short = обявилият фрап с една взятка добавя уговорената сума в банката (опция short) и взема своята четвъртина
rule-frap-score-none = обявилият фрап без взятка плаща двойната банка
rule-frap-score-vist-none = вист (или подрязал) без взятка плаща банката
rule-frap-money-conserved = сметките на играчите и банката винаги дават общо 0: пари не се появяват и не изчезват
rule-frap-deal-format = записът на раздаването има само описаните полета
rule-frap-deal-dealer = раздаването минава към левия съсед
rule-frap-deal-won = взятките са дадени (или цялата игра по взятки)
rule-frap-won-range = играчът има от 0 до 4 взятки
rule-frap-won-sum = взятките на играещите дават общо 4
rule-frap-entry-disagree = бързото записване и взятките са съгласни
rule-frap-penalty = глоба, за която масата се е разбрала, отива в банката
rule-frap-penalty-points = глобата посочва сумата си като отрицателно число
rule-frap-option-unknown = само описаните опции
rule-frap-option-value = стойности на опциите от правилния вид и тесте, подходящо за броя играчи
rule-frap-snapshot = запазено състояние на партията, което повторение на тази партия би могло да остави
frap-snapshot = запазеното състояние на тази партия Фрап не се чете или не е достижимо в нея

flag-frap-bidding = един кръг наддаване, както е обявен (повтаря се): --bidding "пас фрап вист пас" или "Аня:пас, Борис:фрап, …"
flag-frap-cut = пасувал играч, който после подряза (в Храп «разрез»), по реда на обявяване: --cut Вера
flag-frap-turned = козовата карта, обърната за последния кръг наддаване, напр. --turned AH
flag-frap-exchanged = колко карти смени обявилият фрап или вист: --exchanged Аня=2,Борис=4
flag-frap-blind = фрапът е обявен на тъмно («втемную»)

option-frap-ante = колко залага всеки в банката преди раздаване (по подразбиране 4: четвъртината от залозите винаги е цяла)
option-frap-exchange = колко карти може да се сменят: 4 или 3
option-frap-short = колко добавя в банката обявилият фрап с една взятка
option-frap-deck = тестето: 0 — по книгата (32 карти до 4 играчи, 36 при 5–6, 52 при 7 и повече), или 32, 36, 52
option-frap-blind_none = колко пъти банката плаща фрап на тъмно без взятка
option-frap-blind_one = колко пъти банката плаща фрап на тъмно с една взятка
option-frap-blind_one_ace = същото, когато обърнатата карта е козовото асо

frap-bid-words = фрап, втемную, вист, пас (frap, blind, vist, pass)
frap-word-frap = «фрап»
frap-word-blind = «фрап» на тъмно
frap-word-khrap = «храп»
frap-word-vist = «вист»
frap-word-pass = «пас»
frap-word-razrez = «разрез»

frap-bid-word = кръг { $round }: „{ $word }“ не е обявяване; обявяванията са { $words }
frap-bid-turn = кръг { $round }: { $player } обяви, когато беше ред на { $due }
frap-bid-none = раздаването иска наддаването си: { $field }, по ред за кръг, напр. "пас фрап вист пас"
frap-bid-too-many = дадени са { $rounds ->
    [one] { $rounds } кръг
   *[other] { $rounds } кръга
} наддаване, а в { $game } са най-много { $most }
frap-bid-missing = кръг { $round }: няма обява от { $player }
frap-bid-vist-first = кръг { $round }: { $player } каза «вист», преди някой да е обявил фрап; докато никой не е казал { $frap }, се казва то или «пас»
frap-bid-cut-first = кръг { $round }: { $player } каза «разрез», преди някой да е обявил храп; «разрез» отговаря на храп: докато никой не е казал { $frap }, се казва то или «пас»
frap-bid-after-all-pass = кръг { $round }: всички пасуваха и кръгът свърши; { $player } { $call } идва късно
frap-bid-next-round = кръг { $round }: всички пасуваха, обърна се нов коз и се наддаваше в кръг { $next }; добавете го в { $field }
frap-bid-missing-after = кръг { $round }: след { $call } на { $frapper } няма «пас» или «вист» от { $player }
frap-bid-second = кръг { $round }: { $player } каза { $call } след { $frapper }; след фрап останалите казват «пас» или «вист»
frap-bid-over = кръг { $round }: след фрапа всички обявиха и наддаването свърши; { $player } { $call } идва късно
frap-bid-after-frap = кръг { $round } завърши наддаването с { $call }, а са дадени { $rounds ->
    [one] { $rounds } кръг
   *[other] { $rounds } кръга
}

frap-field-strings = { $field } приема текст или списък от текстове
frap-field-bool = { $field } приема true или false
frap-field-card = { $field } приема карта, напр. "AH"
frap-field-counts = { $field } приема играч → брой карти
frap-field-hands = { $field } приема играч → карти, напр. {"{"}"Аня": "AS KS 7H 8D"{"}"}
frap-field-twice = { $field } е дадено два пъти

frap-turned-deck = обърнатата карта { $card } не е в тестето от { $cards } карти
frap-turned-missing = раздаване, записано по взятки, посочва обърнатата козова карта: { $field }
frap-turned-held = { $player } изигра обърнатата карта { $card } във взятка { $trick }; взема я само фрапът на тъмно или първият подрязал
frap-blind-no-frap = { $field } казва, че фрапът е на тъмно, но никой не обяви фрап
frap-blind-turned = { $player } обяви фрап на тъмно и взе една взятка; колко плаща зависи от това дали обърнатата карта е козовото асо: посочете я с { $field }
frap-all-pass-unplayed = всички пасуваха и в { $rounds ->
    [one] { $rounds } кръг
   *[other] { $rounds } кръга
}, картите се раздадоха отново и нищо не се игра; раздаването няма { $what }

frap-cut-frapper = { $player } обяви { $call } и не може да подрязва; подрязва само пасувал
frap-cut-vist = { $player } каза «вист» и не може да подрязва; подрязва само пасувал
frap-cut-twice = { $player } е записан два пъти като подрязващ; подрязва се веднъж
frap-exchange-blind = { $player } обяви фрап на тъмно: вместо смяна взема коза и хвърля една карта
frap-exchange-not = { $player } нито обяви фрап, нито каза «вист», значи не сменя (подрязалият взема карти с подрязването)
frap-exchange-size = { $player } смени { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}, а са уговорени най-много { $most }
frap-stock = в тестето след раздаването остават { $stock ->
    [one] { $stock } карта
   *[other] { $stock } карти
} ({ $players } ръце от { $cards } карти и обърнатите козове), а смяната взема { $exchanged } и подрязванията { $cut }

frap-alone-play = { $player } остана сам и взе всичките взятки ({ $tricks }) без игра; раздаването няма запис на играта и ръце
frap-alone-won = { $player } остана сам и взе всичките взятки ({ $tricks }); никой друг не взема
frap-hands-no-play = ръцете след смяната се сверяват с взятките: дайте и играта ({ $field })
frap-hands-twice = { $card } е дадена два пъти в ръцете ({ $player })
frap-hands-unplayed = в ръката на { $player } е { $card }, която не е изиграна
frap-hands-not-held = { $player } изигра { $card }, която не е в ръката на този играч

frap-step-ante = всеки залага { $ante }: в банката има { $pot }
frap-step-redeal = картите са раздадени отново след пасове: играе се банката от { $pot }, никой не залага
frap-step-all-pass = кръг { $round }: всички пасуваха; всеки добавя { $ante } (банката ×{ $times }), в банката има { $pot }{ $last ->
    [yes] , картите се раздават отново
   *[no] , обръща се нов коз
}
frap-step-lead = { $call }: { $player } — първи ход
frap-step-lead-cut = първо подрязване: { $player } — първи ход
frap-step-alone = никой не игра срещу { $player }: всички взятки ({ $tricks }) са на този играч
frap-step-quarter = { $player }: { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
} × { $quarter } (четвъртина от банката) = { $amount }
frap-step-remainder = банката от { $pot } не се дели на 4: { $left } остава в нея
frap-step-khrap = { $player } изкара храпа си с { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
} в кръг { $round } и взема { $round ->
    [1] цялата банка
   *[other] половината банка
} от { $pot }: { $amount }
frap-step-half-left = { $left } остава в банката
frap-player-tricks = { $player } { $tricks }
frap-step-others = взятките на останалите не вземат нищо от банката ({ $players })
frap-step-short = { $player } взе { $tricks } от обявените { $need } взятки и добавя { $amount } в банката
frap-step-none = { $player } не взе нито една взятка и плаща двойната банка от { $pot }: { $amount } в банката
frap-step-blind-none = { $player } обяви фрап на тъмно и не взе взятка: банката { $pot } ×{ $times } = { $amount } в банката
frap-step-blind-one = { $player } обяви фрап на тъмно и взе една взятка{ $ace ->
    [yes] , като обърнатата карта е козовото асо
   *[no] {""}
}: банката { $pot } ×{ $times } = { $amount } в банката
frap-step-vist-none = { $player } { $cut ->
    [yes] подряза
   *[no] каза «вист»
} и не взе взятка: плаща банката, { $amount }
frap-conserved = всяка печалба е нечия загуба: сметките на играчите ({ $balances }) и банката ({ $pot }) дават общо 0, както в началото
frap-money-lost = след този запис парите не излизат

frap-cell-pass = пас
frap-cell = { $role ->
    [frap] фрап
    [blind] на тъмно
    [khrap] храп
    [vist] вист
    [cut] подрязва
   *[razrez] разрез
} { $tricks }
frap-summary = раздаде { $dealer }; { $player }: { $call } в кръг { $round }, { $tricks }/{ $need }
frap-summary-redeal = раздаде { $dealer }; всички пасуваха { $rounds ->
    [one] { $rounds } кръг
   *[other] { $rounds } кръга
}: ново раздаване
frap-pot-column = Банка
frap-next = раздаване { $deal }: раздава { $dealer }; всеки залага { $ante } към банката от { $pot }
frap-next-redeal = раздаване { $deal }: { $dealer } раздава отново; играе се банката от { $pot }, никой не залага
frap-fine = { $player } плаща глоба в банката ({ $reason }): { $amount }
frap-fine-points = глобата посочва какво играчът плаща в банката като отрицателно число, от -1 до -{ $max }
frap-fine-summary = глоба: { $reason }
frap-option-deck = тесте от { $deck } карти не подхожда за { $players } играчи на { $game } (по книгата: 32 карти до 4 играчи, 36 или 52 при 5–6, 52 при 7 и повече; трябват по { $cards } карти на ръка и обърнат коз)
