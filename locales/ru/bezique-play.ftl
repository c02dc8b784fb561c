# Полная запись сдачи безика: судья записи розыгрыша (взятки, декларации с картами, прикуп).

rule-bezique-play-trick-size = во взятке по одной карте от каждого игрока
rule-bezique-play-not-in-deck = играют только карты колод, от семёрки до туза
rule-bezique-play-duplicate-card = каждая карта играется столько раз, сколько её в колодах (по две при двух колодах)
rule-bezique-play-card-count = сыграны все карты колоды, кроме выведенных из игры нарушением
rule-bezique-play-out-of-turn = первым ходит игрок после сдающего, затем взявший взятку; остальные — по часовой стрелке
rule-bezique-play-follow-suit = после прикупа последней карты резерва игрок ходит в масть, если может
rule-bezique-play-trump = после прикупа последней карты резерва игрок без масти захода бьёт козырем, если может
rule-bezique-play-win = после прикупа последней карты резерва игрок берёт взятку, если может: бьёт карту захода (втроём и вчетвером — старшую карту взятки, даже партнёра)
rule-bezique-play-held = если записан весь прикуп, каждую карту играет тот, у кого она в этот момент на руке или на столе
rule-bezique-play-draws = прикуп записан после каждой взятки с резервом или ни после одной: по карте каждому, первым — взявший взятку, последней — открытый козырь
rule-bezique-play-hands = розданные карты — те, что по взяткам и прикупу пришли каждому при раздаче
rule-bezique-declare-cards = декларация показывает ровно свои карты: К и Д одной масти, Т 10 К Д В одной масти, пары безика, четыре карты одного ранга, козырную семёрку
rule-bezique-declare-turn = декларацию объявляет только взявший взятку, после неё и до прикупа (после передачи права — его партнёр); для дикса взятка не нужна
rule-bezique-declare-one-per-turn = в одну очередь одна декларация, не считая диксов
rule-bezique-declare-held = карты декларации берутся с руки или со стола игрока (в парах — и со стола партнёра)
rule-bezique-declare-reuse = карта служит в однотипной комбинации один раз (секвенция засчитывается и как её марьяж, двойной безик — как безик); на шести колодах — снова, когда сыграна карта из той же декларации
rule-bezique-declare-partner = карты партнёра на столе не дополняют комбинацию, которую он мог объявить со своего стола сам
rule-bezique-declare-one-hand = двойной и тройной безик — только с одной руки, без карт партнёра
rule-bezique-declare-late = взявший последнюю закрытую карту резерва больше не объявляет деклараций; шесть колод: после прикупа двух последних карт резерва декларации не засчитываются
rule-bezique-dix-exchange = только взявший взятку обменивает ещё не засчитанную козырную семёрку на открытый козырь — один раз, пока козырь лежит под резервом
rule-bezique-carte-blanche-hand = карт-бланш показывает все розданные карты, без королей, дам и валетов; снова — при каждом записанном прикупе, если пришёл не король, не дама и не валет

## Где ошибка

bezique-play-at = { $place }: { $text }
bezique-play-place-record = запись розыгрыша
bezique-play-place-deal = при раздаче
bezique-play-place-trick = взятка { $trick }
bezique-play-place-show = декларация { $number } при раздаче
bezique-play-place-hands = розданные карты

## Форма записи

bezique-play-shape = запись розыгрыша — объект с полем "tricks" (и "turned", "hands", "show") или текст: по строке на взятку
bezique-play-unknown-field = { $place }: поля "{ $field }" нет; поля: { $known }
bezique-play-text-type = { $place }: "{ $field }" — текст
bezique-play-bool-type = { $place }: "{ $field }" — true или false
bezique-play-cards-type = { $place }: "{ $field }" — карты, "AS 10S" или ["AS", "10S"]
bezique-play-declare-type = { $place }: декларация — объект с полями "kind", "cards" и, если нужно, "player"
bezique-play-kind-missing = { $place }: у декларации не указан вид ("kind")
bezique-play-hands-type = в "hands" карты каждого игрока по имени: {"{"}"Аня": "AS 10S …"{"}"}
bezique-play-hands-text = розданные карты пишутся ИМЯ=КАРТЫ ; ИМЯ=КАРТЫ, а не "{ $text }"
bezique-play-hand-twice = карты игрока { $player } указаны дважды
bezique-play-twice = "{ $field }" указано дважды
bezique-play-tricks-missing = в записи розыгрыша нужен список взяток "tricks"
bezique-play-trick-type = { $place }: взятка — её карты ("AS 7S") или объект с полем "cards"
bezique-play-segment = взятка { $trick }: "{ $segment }" — не часть строки взятки; после карт идут exchange, pass, declare [ИГРОК] ВИД КАРТЫ и draw КАРТЫ через |
bezique-play-too-long = запись розыгрыша длиннее { $max } карт — не сдача
bezique-play-show-player = у декларации при раздаче указывается игрок ("player")
bezique-play-seats = { $variant }: число игроков не { $players }
bezique-play-out-of-turn-required = ход был за игроком { $player }

## Прикуп и розданные карты

bezique-draws-late = резерв кончается перед последними { $tricks } взятками: после них прикупа нет
bezique-draws-partial = прикуп записан после { $given } из { $stock } взяток с резервом; запишите его после каждой или ни после одной
bezique-draws-count = прикуплено карт: { $cards }; каждый из { $players } игроков берёт по одной (пропускающий прикуп или добирающий недостачу — на одну меньше или больше)
bezique-draws-turned = последняя прикупленная карта — { $card }, но последняя карта резерва — открытый козырь { $turned }
bezique-draws-unplayed = { $player } получает { $card }, но не играет эту карту
bezique-hands-count = { $player }: роздано карт — { $cards }, а на руке их { $hand }
bezique-hands-differ = { $player }: указанные розданные карты — не те, что следуют из взяток и прикупа ({ $card })
bezique-hands-not-played = { $player }: в розданных картах { $card }, но эта карта игроком не сыграна
bezique-play-not-held = { $player } играет { $card }, не имея этой карты{ $when }
bezique-play-drawn-later = {" "}(она приходит в прикупе после взятки { $trick })

## Последние взятки

bezique-play-win-context = на { $best }, старшую карту взятки
bezique-play-win-required = в последних { $tricks } взятках игрок, который может взять взятку, обязан её взять

## Декларации

bezique-declare-cards = { $kind } с картами { $cards }: нужны { $shape }
bezique-shape-marriage = король и дама одной масти
bezique-shape-sequence = Т, 10, К, Д и В одной масти
bezique-shape-four = четыре туза, короля, дамы или валета (шесть колод: и четыре козырные одного ранга, десятки тоже)
bezique-shape-dix = козырная семёрка, { $card }
bezique-shape-carte-blanche = карты руки
bezique-shape-bezique = { $pairs ->
    [one] { $queen } и { $jack }
   *[other] { $pairs } × { $queen } и { $pairs } × { $jack }
}
bezique-declare-turn = { $player } объявляет: { $declaration }, но взятку взял игрок { $winner }; объявляет только взявший взятку
bezique-declare-turn-passed = { $player } объявляет: { $declaration }, но { $winner } передаёт право объявить партнёру, игроку { $partner }
bezique-declare-turn-deal = { $player } объявляет: { $declaration } — до первой взятки; при раздаче — только карт-бланш или дикс
bezique-declare-pass = право объявить передают только партнёры (вчетвером в парах)
bezique-declare-one-per-turn = { $player } объявляет в одну очередь две декларации — { $first } и { $second }; в очередь одна декларация, не считая диксов
bezique-declare-late = { $player } берёт последнюю закрытую карту резерва и теряет право объявлять декларации ({ $declaration })
bezique-declare-late-six-pack = { $declaration }: после прикупа двух последних карт резерва декларации не засчитываются — в последних { $tricks } взятках
bezique-declare-not-held = { $player } объявляет: { $declaration } — с картой { $card }, которой нет ни на руке, ни на столе игрока
bezique-declare-not-played = { $player } объявляет: { $declaration } — с картой { $card } с руки, но потом эту карту не играет
bezique-declare-table-full = у игрока { $player } на столе оказалось бы карт: { $cards }; на руке их { $hand }
bezique-declare-reuse = { $player } объявляет: { $declaration } — с картой { $card }, которая уже служила в такой комбинации
bezique-declare-reuse-remeld = { $player } объявляет: { $declaration } — с картой { $card }, которая уже служила в такой комбинации, а ни одна карта той декларации ещё не сыграна
bezique-declare-two-beziques = { $player } объявляет: { $declaration } — с картами двух уже объявленных безиков; наращивают только один из них
bezique-declare-partner = { $player } объявляет: { $declaration } — с картами игрока { $partner } на столе, из которых комбинация уже была составлена: её мог объявить со своего стола сам игрок { $partner }
bezique-declare-one-hand = { $player } объявляет: { $declaration } — с картами партнёра; двойной и тройной безик засчитываются только с одной руки

## Дикс и карт-бланш

bezique-dix-scored = { $player } объявляет дикс картой { $card }, которая уже принесла очки
bezique-dix-not-held = { $player } объявляет дикс без карты { $card }
bezique-dix-exchange-twice = открытый козырь уже обменян
bezique-dix-exchange-late = резерв кончился: открытый козырь { $card } уже взят
bezique-dix-exchange-drawn = открытый козырь { $card } взят в прикупе последним таким, каким был открыт: семёрку на него не меняли
bezique-dix-exchange-no-seven = { $player } меняет козырь, не имея незасчитанной карты { $card }
bezique-carte-blanche-court = { $player } показывает карт-бланш с картой { $card }: королей, дам и валетов быть не должно
bezique-carte-blanche-count = { $player } показывает карт-бланш из { $cards } карт; показывают всю руку — { $hand }
bezique-carte-blanche-not-dealt = { $player } показывает карт-бланш с картой { $card }, которой не было в сдаче
bezique-carte-blanche-draws = карт-бланш при прикупе требует записи всего прикупа
bezique-carte-blanche-drawn = { $player } прикупает { $card }: карт-бланша больше нет
bezique-carte-blanche-none = у игрока { $player } нет карт-бланша при этом прикупе (не было при раздаче, с тех пор пришли король, дама или валет, или ничего не прикуплено)
bezique-carte-blanche-shown = { $player } показывает при прикупе { $shown }, но прикупает { $drawn }
