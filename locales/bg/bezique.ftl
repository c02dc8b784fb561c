# Безик: имена, флагове за бързо въвеждане, опции, правила и думите на листа.

game-bezique = Безик
game-bezique-aliases = безик, китайски безик, безик с шест тестета

rule-bezique-deal-format = записът на раздаването съдържа само описаните полета
rule-bezique-deal-turned = при двама, трима и четирима се обръща карта за коз (от седмица до асо); без коз и с шест тестета — не
rule-bezique-declare-format = обявата се пише ИГРАЧ:ВИД[:БОЯ], четири карти — ИГРАЧ:four:РАНГ[:БОЯ]
rule-bezique-declare-variant = само обявите от таблицата на варианта: троен безик — от три тестета, четворен безик, карт бланш и четири козови — само с шест тестета
rule-bezique-declare-copies = обявите от един вид са не повече, отколкото позволяват картите на тестетата (карта служи веднъж в еднотипна комбинация)
rule-bezique-declare-trumps-only = при sequence=trumps-only секвенция се брои само в коз
rule-bezique-declare-turns = една обява за взета взятка: не повече, отколкото ходове има раздаването
rule-bezique-trump-turned = коз е боята на обърнатата карта
rule-bezique-trump-first-marriage = без коз и с шест тестета: първият обявен марияж (или секвенция) определя коза
rule-bezique-trump-repeat = шест тестета: една боя не е коз две раздавания поред
rule-bezique-trump-not-yet = шест тестета: безик и четири козови се обявяват, когато козът е вече определен
rule-bezique-dix-turned = обърната козова седмица дава на раздаващия 10
rule-bezique-dix-no-turned-card = диксът носи точки само където се обръща коз (не без коз и не с шест тестета)
rule-bezique-carte-blanche-order = карт бланш: при раздаването и при всяко теглене, докато не дойде поп, дама или вале — но не след като е показан такъв
rule-bezique-brisks-sum = брисковете (взетите аса и десетки) са общо по 8 на тесте, без картите извън игра
rule-bezique-brisks-range = брисковете на играч са от 0 до броя аса и десетки в тестето
rule-bezique-brisks-six-pack = с шест тестета картите във взятките не носят точки
rule-bezique-last-trick-missing = раздаването посочва кой е взел последната взятка
rule-bezique-cut-format = цепенето е само при шест тестета и се посочва веднъж
rule-bezique-cut-exact = шест тестета: раздаващият, цепнал точно 24 карти, получава 250
rule-bezique-cut-guessed = шест тестета: противникът, познал броя цепнати карти, получава 150
rule-bezique-score-marriage = марияж: 40 в коз, 20 в друга боя
rule-bezique-score-sequence = секвенция А 10 П Д В: 250 (шест тестета: 250 в коз, 150 в друга боя)
rule-bezique-score-bezique = безик 40, двоен 500, троен 1500, четворен 4500; при надграждане се брои всяко стъпало
rule-bezique-score-four = четири аса 100, попа 80, дами 60, валета 40; с шест тестета четири козови 1000/900 (десетки)/800/600/400
rule-bezique-score-dix = всяка козова седмица, показана, изиграна или разменена: 10
rule-bezique-score-carte-blanche = карт бланш с шест тестета: 250
rule-bezique-score-brisks = всяко асо и всяка десетка във взятките: 10
rule-bezique-score-last-trick = последната взятка: 10 (шест тестета: 250)
rule-bezique-game-target = играта печели първият, стигнал целта след раздаване (1500 при двама, 2000 при трима и четирима); ако са двама — по-високият
rule-bezique-game-tie = при равни най-високи суми се играе още; равно раздаване с шест тестета е реми
rule-bezique-game-every-deal = target=deal: всяко раздаване е игра
rule-bezique-game-rubicon = шест тестета: победителят добавя 1000; ако загубилият е под 3000, победителят получава двете суми, иначе разликата
rule-bezique-game-rounding = шест тестета: резултатът се закръгля до 100
rule-bezique-irregular-format = нарушението е едно от изброените в книгата, с играча или картите си
rule-bezique-irregular-wrong-count = грешен брой карти след раздаването: ново раздаване от същия раздаващ
rule-bezique-irregular-exposed-card = карта, показана при раздаването: противникът на раздаващия може да поиска ново раздаване
rule-bezique-irregular-too-many = излишни карти: ново раздаване или нарушителят пропуска следващото теглене
rule-bezique-irregular-short-hand = липсващи карти след теглене: играта продължава, противникът получава точките за последната взятка
rule-bezique-irregular-peek = надничане в резерва: противникът при своето теглене гледа двете горни карти и избира
rule-bezique-irregular-odd-card = нечетен брой карти в резерва: последната не се играе
rule-bezique-irregular-incomplete-pack = непълно тесте, открито преди уговаряне на резултата: раздаването не се брои
rule-bezique-irregular-cards-found = липсващите карти са намерени на пода: раздаването се брои като изиграно без тях
rule-bezique-entry-disagree = бързото и пълното въвеждане съвпадат
rule-bezique-penalty = наказание, уговорено на масата, се записва на страната на играча
rule-bezique-penalty-points = наказанието в безика посочва точките си, до 5000 в двете посоки
rule-bezique-option-unknown = само описаните опции
rule-bezique-option-value = стойности на опциите от верния вид и обхват
rule-bezique-snapshot = запазено състояние на партията, което преиграване на същата партия би могло да остави
rule-bezique-play-format = записът на играта съдържа само описаните полета

flag-bezique-turned = Безик: обърнатата за коз карта, напр. 7H
flag-bezique-declare = Безик: обява в реда на обявяване, напр. Борис:марияж:пика, Аня:безик, Борис:четири-аса (повтаря се)
flag-bezique-brisks = Безик: аса и десетки във взятките на всеки, напр. Аня=9,Борис=7
flag-bezique-last = Безик: кой е взел последната взятка
flag-bezique-cut-exact = Безик с шест тестета: раздаващият цепна точно 24 карти (+250)
flag-bezique-cut-guessed = Безик с шест тестета: противникът позна броя цепнати карти (+150)
flag-bezique-irregular = Безик: нарушение, напр. short-hand:Аня, too-many:Борис:skip-draw, wrong-count
option-bezique-variant = two (64 карти, по подразбиране), no-trump, three (96), four (128), six-pack (192)
option-bezique-target = играта се печели при тази сума (1500 при двама, 2000 при трима и четирима) или deal: всяко раздаване е игра
option-bezique-sequence = any-suit (по книгата) или trumps-only
option-bezique-games = когато всяко раздаване е игра: колко игри има мачът (0 — без ограничение)

deal-example-bezique =
    kozyr deal --turned 7H --declare Борис:марияж:пика --declare Аня:безик --brisks Аня=9,Борис=7 --last Борис  # двама: 10 на раздаващия за обърнатата седмица се пишат сами
    kozyr deal --declare Аня:марияж:купа --declare Аня:секвенция:купа --cut-exact --last Аня  # шест тестета: първият марияж определя коза
    kozyr deal --irregular wrong-count  # ново раздаване от същия раздаващ
new-example-bezique = kozyr new bezique --players Аня,Борис --option variant=six-pack

bezique-variant-two = безик за двама
bezique-variant-no-trump = безик без коз
bezique-variant-three = безик за трима
bezique-variant-four = безик за четирима
bezique-variant-six-pack = безик с шест тестета

bezique-kind-marriage = марияж
bezique-kind-sequence = секвенция
bezique-kind-bezique = безик
bezique-kind-double-bezique = двоен безик
bezique-kind-triple-bezique = троен безик
bezique-kind-quadruple-bezique = четворен безик
bezique-kind-four = четири карти от един ранг
bezique-kind-dix = дикс
bezique-kind-carte-blanche = карт бланш

bezique-declared = { $kind }
bezique-declared-suit = { $kind } в { $suit }
bezique-declared-four = четири { $rank ->
    [A] аса
    [K] попа
    [Q] дами
    [J] валета
   *[other] десетки
}
bezique-declared-four-trumps = четири козови { $rank ->
    [A] аса
    [K] попа
    [Q] дами
    [J] валета
   *[other] десетки
} ({ $suit })
bezique-declared-by = { $player }: { $declaration }
bezique-list = { $items }
bezique-none = няма
bezique-card = { $card }
bezique-player = { $player }
bezique-brisks-of = { $player } { $brisks }
bezique-trump-is = коз е { $suit }
bezique-trump-none = козът още не е определен

bezique-option-target = целта е кратно на 10 от 100 до { $max } или deal
bezique-option-six-pack-target = безик с шест тестета: всяко раздаване е игра; не посочвайте target или посочете deal
bezique-option-games = games е от 0 (без ограничение) до 1000
bezique-option-games-target = games брои игрите при target=deal; при цел в точки не го посочвайте
bezique-option-six-pack-sequence = с шест тестета всяка секвенция има цена (250 в коз, 150 в друга боя); sequence=trumps-only е за другите варианти
bezique-option-stored = запазените опции на партията не могат да се прочетат: { $error }
bezique-teams-four = по двойки се играе само безик за четирима (опция variant=four)
bezique-teams-needed = двойките са два отбора по двама играчи
bezique-team-member-unknown = { $player } от отбора { $team } не е от играчите
bezique-partners-opposite = партньорите седят през един; местата { $players } не са такива

bezique-deal-format = записът на раздаването не може да се прочете: { $error }
bezique-turned-missing = във варианта „{ $variant }“ се обръща карта за коз: посочете я в { $field }
bezique-turned-not-here = във варианта „{ $variant }“ не се обръща карта за коз; посочена е { $card }
bezique-turned-not-in-deck = { $card } не е в тесте за безик (от седмица до асо)
bezique-declare-kind = няма обява „{ $kind }“; видовете са { $kinds }
bezique-declare-kind-suggest = няма обява „{ $kind }“ — може би { $suggestion }? Видовете са { $kinds }
bezique-kinds = марияж, секвенция, безик, двоен-безик, троен-безик, четворен-безик, каре (каре:A) или четири-аса (-десетки, -попа, -дами, -валета), дикс (седмица-коз), карт-бланш; разбират се и английските думи (marriage, double-bezique, four:A, …) и руските
bezique-declare-rank-named = „{ $kind }“ вече казва ранга; „{ $rank }“ е излишен (след името пишете само боята)
bezique-declare-text = „{ $text }“ не е обява; пишете ИГРАЧ:ВИД[:БОЯ], напр. Борис:марияж:пика или Борис:четири-аса
bezique-declare-suit-missing = обявата „{ $kind }“ посочва боята си
bezique-declare-no-suit = обявата „{ $kind }“ няма боя
bezique-declare-rank = „{ $rank }“ не е ранг за четири карти; ранговете са A, K, Q, J (и 10 козови при шест тестета)
bezique-declare-rank-missing = четири карти посочват ранга си (A, K, Q или J)
bezique-declare-no-rank = обявата „{ $kind }“ няма ранг
bezique-declare-four-tens = точки носят само четири козови десетки (шест тестета, с боята на коза)
bezique-declare-four-not-trumps = четири карти с боя са четири козови, но { $suit } не е коз ({ $trump })
bezique-declare-variant = { $declaration } няма в таблицата на варианта „{ $variant }“
bezique-declare-trumps-only = секвенция в { $suit } не се брои при sequence=trumps-only ({ $trump })
bezique-declare-turns = { $count } обяви, а раздаването има само { $max } хода за тях
bezique-declare-copies = { $declaration } веднъж повече, отколкото позволяват { $packs } тестета ({ $cards } карти): най-много { $max }, защото карта служи веднъж в еднотипна комбинация
bezique-declare-copies-card = { $declaration }: на масите на играчите биха лежали едновременно { $need ->
    [one] { $need } екземпляр
   *[other] { $need } екземпляра
} от { $card }, а тестетата ({ $packs }) имат { $copies }: карта служи отново само на играча, който я държи
bezique-in-declaration = обява { $number }: { $text }
bezique-trump-repeat = { $suit } беше коз в предишното раздаване и не може да е коз отново
bezique-trump-not-yet = { $declaration } зависи от коза, а още нито марияж, нито секвенция не са го определили
bezique-dix-no-turned-card = във варианта „{ $variant }“ не се обръща коз: козовата седмица не носи точки
bezique-carte-blanche-after-court = { $player } вече показа поп, дама или вале: в това раздаване карт бланш няма повече
bezique-brisks-missing = посочете брисковете ({ $brisks }) или всички взятки ({ $play })
bezique-brisks-twice = брисковете на { $player } са посочени два пъти
bezique-brisks-range = { $player }: { $brisks } бриска; играч има от 0 до { $max }
bezique-brisks-sum = брисковете са общо { $sum }, а { $packs } тестета имат в игра { $want } аса и десетки{ $out ->
    [0] {""}
   *[other] {" "}({ $out } извън игра)
}
bezique-brisks-six-pack = с шест тестета картите във взятките не носят точки: не посочвайте брисковете
bezique-last-missing = посочете кой взе последната взятка ({ $field })
bezique-cut-both = посочете цепенето веднъж: с полето cut или с флаговете
bezique-cut-variant = цепенето носи точки само в безик с шест тестета, не във варианта „{ $variant }“
bezique-disagree = { $what ->
    [turned] обърнатата карта
    [declarations] обявите
    [brisks] брисковете
   *[last-trick] последната взятка
}: при бързото въвеждане { $quick }, а по взятките { $full }

bezique-irregular-format = „{ $kind }“ не е нарушение от книгата; те са { $kinds }
bezique-irregular-player = { $kind } посочва играча (вид:ИГРАЧ)
bezique-irregular-card = { $kind } посочва картата или картите си
bezique-irregular-choice = too-many посочва избора: redeal или skip-draw
bezique-irregular-field = { $kind } няма поле { $field }
bezique-irregular-alone = { $kind } означава ново или невалидно раздаване: записът не съдържа нищо друго
bezique-irregular-wrong-count = грешен брой карти след раздаването
bezique-irregular-exposed-card = показана карта при раздаването
bezique-irregular-too-many = излишни карти в ръката
bezique-irregular-short-hand = липсващи карти след теглене
bezique-irregular-peek = надничане в резерва
bezique-irregular-odd-card = нечетна последна карта в резерва
bezique-irregular-incomplete-pack = непълно тесте
bezique-irregular-cards-found = намерени липсващи карти
bezique-note-redeal = { $why }: { $dealer } раздава отново
bezique-note-void = непълно тесте: раздаването не се брои
bezique-note-skip-draw = { $player } имаше излишни карти и пропусна теглене
bezique-note-peek = { $player } видя карта от резерва; противникът избра при своето теглене
bezique-note-odd-card = { $card }, нечетната последна карта в резерва, не се игра
bezique-note-cards-found = { $cards } липсваха и бяха намерени: раздаването се брои без тях
bezique-note-short-hand = на { $player } не достигаха карти след теглене

bezique-summary = раздава { $dealer }, коз { $suit }
bezique-summary-no-trump = раздава { $dealer }, коз не е определен
bezique-summary-redeal = { $dealer } раздава отново
bezique-summary-void = раздаването не се брои
bezique-annotation-raw = { $points } т.
bezique-annotation-game = игра
bezique-next = раздаване { $deal }: раздава { $dealer }, играе { $leader }{ $trump }
bezique-next-trump = ; { $suit } не може да е коз

bezique-step-turned = обърната е { $card }: коз е { $suit }
bezique-step-turned-dix = { $player } раздава и обръща седмица: 10
bezique-step-trump-fixed = първият марияж на { $player } определя коза: { $suit }
bezique-step-declared = { $player }: { $declaration }, { $points }
bezique-step-brisks = { $player }: { $brisks } { $brisks ->
    [one] бриск
   *[other] бриска
} × 10 = { $points }
bezique-step-last-trick = { $player } взема последната взятка: { $points }
bezique-step-cut-exact = { $player } цепна точно 24 карти: 250
bezique-step-cut-guessed = { $player } позна броя цепнати карти: 150
bezique-step-short-hand = { $player } получава { $points }: на { $offender } не достигаха карти след теглене
bezique-step-rubicon-under = { $winner } печели раздаването с { $won } срещу { $lost }; { $loser } е под рубикона { $rubicon }: { $won } + { $lost } + { $bonus } = { $result }
bezique-step-rubicon-over = { $winner } печели раздаването с { $won } срещу { $lost }; { $loser } стигна рубикона { $rubicon }: { $won } − { $lost } + { $bonus } = { $result }
bezique-step-rounded = { $winner } записва { $raw }, закръглено до 100: { $rounded }
bezique-step-drawn = и двамата имат { $points }: реми, никой не записва
bezique-step-game-won = { $side } печели играта на това раздаване
bezique-step-target = { $side } стига { $total } от { $target } и печели
bezique-step-games = изиграна е последната игра: { $side } печели с { $total }
bezique-step-tie = { $sides } са равни при { $total }: играе се още
bezique-step-redeal = { $why }: няма точки, { $dealer } раздава отново
bezique-step-void = непълно тесте, открито преди уговаряне на резултата: раздаването на { $dealer } не се брои, раздава следващият

bezique-penalty-points = наказанието в безика посочва точките си (не 0, до 5000 в двете посоки): --points
bezique-penalty-note = { $side } { $points }: { $reason }
bezique-penalty-summary = наказание: { $reason }
bezique-play-format = записът на играта не може да се прочете: { $error }
