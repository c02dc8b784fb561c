# Пълният запис на раздаване на безик: съдията на записа на играта (взятките, обявите с картите им, тегленето).

rule-bezique-play-trick-size = във всяка взятка има по една карта от всеки играч
rule-bezique-play-not-in-deck = играят се само карти от тестетата, от седмица до асо
rule-bezique-play-duplicate-card = всяка карта се играе толкова пъти, колкото я има в тестетата (по две при две тестета)
rule-bezique-play-card-count = изиграни са всички карти на тестето без извадените от игра при нарушение
rule-bezique-play-out-of-turn = пръв играе играчът след раздаващия, после взелият взятката; останалите — по часовниковата стрелка
rule-bezique-play-follow-suit = след изтеглянето на последната карта от резерва играчът отговаря на боята, ако може
rule-bezique-play-trump = след изтеглянето на последната карта от резерва играч без боята на хода цака с коз, ако може
rule-bezique-play-win = след изтеглянето на последната карта от резерва играчът взема взятката, ако може: бие картата на хода (при трима и четирима — най-силната карта във взятката, дори на партньора)
rule-bezique-play-held = когато е записано всяко теглене, всяка карта се играе от играча, който я държи в този момент
rule-bezique-play-draws = тегленето се записва след всяка взятка с резерв или след никоя: по карта на всеки, пръв — взелият взятката, последна — обърнатият коз
rule-bezique-play-hands = раздадените карти са тези, които взятките и тегленето доказват за всеки играч
rule-bezique-declare-cards = обявата показва точно своите карти: поп и дама от една боя, асо 10 поп дама вале от една боя, двойките на безика, четири карти от един ранг, козовата седмица
rule-bezique-declare-turn = обявява само взелият взятката, след нея и преди тегленето (след отстъпване на правото — партньорът му); за дикс взятка не е нужна
rule-bezique-declare-one-per-turn = една обява на ход, без да се броят диксовете
rule-bezique-declare-held = картите на обявата идват от ръката или масата на играча (по двойки — и от масата на партньора)
rule-bezique-declare-reuse = карта служи веднъж във всеки вид комбинация (секвенцията се брои и за марияжа си, двойният безик — за безик); при шест тестета — отново, щом е изиграна карта от същата обява
rule-bezique-declare-partner = картите на партньора на масата не допълват комбинация, която той е можел да обяви сам от своята маса
rule-bezique-declare-one-hand = двоен и троен безик — само от една ръка, без картите на партньора
rule-bezique-declare-late = изтеглилият последната затворена карта от резерва вече не обявява; шест тестета: след изтеглянето на последните две карти от резерва обяви не се зачитат
rule-bezique-dix-exchange = само взелият взятката сменя незачетена козова седмица с обърнатия коз — веднъж, докато козът е под резерва
rule-bezique-carte-blanche-hand = карт бланш показва цялата раздадена ръка, без попове, дами и валета; отново — при всяко записано теглене на карта, която не е поп, дама или вале

## Къде е грешката

bezique-play-at = { $place }: { $text }
bezique-play-place-record = записът на играта
bezique-play-place-deal = при раздаването
bezique-play-place-trick = взятка { $trick }
bezique-play-place-show = обява { $number } при раздаването
bezique-play-place-hands = раздадените карти

## Формата на записа

bezique-play-shape = записът на играта е обект с поле "tricks" (и "turned", "hands", "show") или текст: по ред на взятка
bezique-play-unknown-field = { $place }: поле "{ $field }" няма; полетата са { $known }
bezique-play-text-type = { $place }: "{ $field }" е текст
bezique-play-bool-type = { $place }: "{ $field }" е true или false
bezique-play-cards-type = { $place }: "{ $field }" са карти, "AS 10S" или ["AS", "10S"]
bezique-play-declare-type = { $place }: обявата е обект с полета "kind", "cards" и при нужда "player"
bezique-play-kind-missing = { $place }: обявата посочва вида си ("kind")
bezique-play-hands-type = "hands" дава картите на всеки играч по име: {"{"}"Аня": "AS 10S …"{"}"}
bezique-play-hands-text = раздадените карти се пишат ИМЕ=КАРТИ ; ИМЕ=КАРТИ, а не "{ $text }"
bezique-play-hand-twice = картите на { $player } са дадени два пъти
bezique-play-twice = "{ $field }" е дадено два пъти
bezique-play-tricks-missing = записът на играта дава списъка на взятките "tricks"
bezique-play-trick-type = { $place }: една взятка се записва с картите си ("AS 7S") или като обект с поле "cards"
bezique-play-segment = взятка { $trick }: "{ $segment }" не е част от реда на взятка; след картите идват exchange, pass, declare [ИГРАЧ] ВИД КАРТИ и draw КАРТИ, разделени с |
bezique-play-too-long = запис на играта с повече от { $max } карти не е раздаване
bezique-play-show-player = обявата при раздаването посочва играча ("player")
bezique-play-seats = { $variant } не се играе от { $players } играчи
bezique-play-out-of-turn-required = редът беше на { $player }

## Тегленето и раздадените карти

bezique-draws-late = резервът свършва преди последните { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
}: след тях не се тегли
bezique-draws-partial = тегленето е записано след { $given } от { $stock } взятки с резерв; запишете го след всяка или след никоя
bezique-draws-count = изтеглени карти: { $cards }; всеки от { $players } играчи тегли по една (пропускащият тегленето или попълващият липса — с една по-малко или повече)
bezique-draws-turned = последната изтеглена карта е { $card }, но последната карта от резерва е обърнатият коз { $turned }
bezique-draws-unplayed = { $player } получава { $card }, но не я изиграва
bezique-hands-count = { $player }: раздадени карти — { $cards }, а в ръка има { $hand }
bezique-hands-differ = { $player }: дадените раздадени карти не са тези, които доказват взятките и тегленето ({ $card })
bezique-hands-not-played = { $player }: в раздадените карти е { $card }, но играчът не я изиграва
bezique-play-not-held = { $player } играе { $card }, без да я държи{ $when }
bezique-play-drawn-later = {" "}(тя се изтегля след взятка { $trick })

## Последните взятки

bezique-play-win-context = на { $best }, най-силната карта във взятката досега
bezique-play-win-required = в последните { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
} играч, който може да вземе взятката, е длъжен да я вземе

## Обявявания

bezique-declare-cards = { $kind } с { $cards }: нужни са { $shape }
bezique-shape-marriage = поп и дама от една боя
bezique-shape-sequence = асо, 10, поп, дама и вале от една боя
bezique-shape-four = четири аса, попа, дами или валета (шест тестета: и четири козови от един ранг, също десетки)
bezique-shape-dix = козовата седмица, { $card }
bezique-shape-carte-blanche = картите на ръката
bezique-shape-bezique = { $pairs ->
    [one] { $queen } и { $jack }
   *[other] { $pairs } × { $queen } и { $pairs } × { $jack }
}
bezique-declare-turn = { $player } обявява: { $declaration }, но взятката е на { $winner }; обявява само взелият взятката
bezique-declare-turn-passed = { $player } обявява: { $declaration }, но { $winner } отстъпва правото да обяви на партньора си { $partner }
bezique-declare-turn-deal = { $player } обявява: { $declaration } — преди първата взятка; при раздаването — само карт бланш или дикс
bezique-declare-pass = правото да обявят отстъпват само партньори (четирима по двойки)
bezique-declare-one-per-turn = { $player } обявява на един ход { $first } и { $second }; една обява на ход, без да се броят диксовете
bezique-declare-late = { $player } тегли последната затворена карта от резерва и губи правото да обявява ({ $declaration })
bezique-declare-late-six-pack = { $declaration }: след изтеглянето на последните две карти от резерва обяви не се зачитат — в последните { $tricks } взятки
bezique-declare-not-held = { $player } обявява: { $declaration } — с { $card }, която не е нито в ръката, нито на масата на играча
bezique-declare-not-played = { $player } обявява: { $declaration } — с { $card } от ръката, но после не я изиграва
bezique-declare-table-full = на масата на { $player } биха се оказали { $cards } открити карти, а в ръка има { $hand }
bezique-declare-reuse = { $player } обявява: { $declaration } — с { $card }, която вече е служила в такава комбинация
bezique-declare-reuse-remeld = { $player } обявява: { $declaration } — с { $card }, която вече е служила в такава комбинация, а никоя карта от онази обява още не е изиграна
bezique-declare-two-beziques = { $player } обявява: { $declaration } — с картите на два вече обявени безика; надгражда се само един от тях
bezique-declare-partner = { $player } обявява: { $declaration } — с картите на { $partner } на масата, от които комбинацията вече беше пълна: { $partner } можеше да я обяви от своята маса
bezique-declare-one-hand = { $player } обявява: { $declaration } — с картите на партньора; двоен и троен безик се зачитат само от една ръка

## Диксът и карт бланш

bezique-dix-scored = { $player } обявява дикс с { $card }, която вече е донесла точки
bezique-dix-not-held = { $player } обявява дикс без { $card }
bezique-dix-exchange-twice = обърнатият коз вече е сменен
bezique-dix-exchange-late = резервът свърши: обърнатият коз { $card } вече е изтеглен
bezique-dix-exchange-drawn = обърнатият коз { $card } е изтеглен последен такъв, какъвто е обърнат: не е сменян срещу седмица
bezique-dix-exchange-no-seven = { $player } сменя коза, без да държи незачетена { $card }
bezique-carte-blanche-court = { $player } показва карт бланш с { $card }: без попове, дами и валета
bezique-carte-blanche-count = { $player } показва карт бланш от { $cards } карти; показва се цялата ръка — { $hand }
bezique-carte-blanche-not-dealt = { $player } показва карт бланш с { $card }, която не е от раздаването
bezique-carte-blanche-draws = карт бланш при теглене изисква записано цялото теглене
bezique-carte-blanche-drawn = { $player } тегли { $card }: повече карт бланш няма
bezique-carte-blanche-none = { $player } няма карт бланш за това теглене (нямаше при раздаването, оттогава е изтеглен поп, дама или вале или нищо не е изтеглено)
bezique-carte-blanche-shown = { $player } показва при тегленето { $shown }, но тегли { $drawn }
