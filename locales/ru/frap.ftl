# Фрап (общее с Храпом): названия, флаги быстрой записи, опции, правила и что говорит игра.

game-frap = Фрап
game-frap-aliases = frap, фрап

rule-frap-score-ante = перед сдачей каждый игрок ставит на кон оговорённую сумму
rule-frap-score-redeal = после пересдачи из-за трёх кругов пасов кон уже поставлен: никто не ставит
rule-frap-bid-format = объявление — «фрап», «втемную» (фрап втемную), «вист» или «пас», с именем игрока, если оно записано
rule-frap-bid-order = объявляют по очереди слева от сдатчика; после фрапа — все остальные по очереди слева от фраппирующего
rule-frap-bid-vist-first = никто не вправе сказать «вист», пока никто не объявил «фрап»: до того — «фрап» или «пас»
rule-frap-bid-second = один фрап на сдачу: после него все остальные (и пасовавшие) говорят «пас» или «вист»
rule-frap-bid-rounds = не больше трёх кругов торговли, новый — только когда все спасовали
rule-frap-bid-all-pass = все спасовали: каждый снова ставит свою ставку (кон ×2, затем ×3), открывается новый козырь; после третьего круга (×4) карты сдаются снова
rule-frap-blind-frap = фрап втемную объявляют, не глядя в карты: для него нужен фрап в торговле
rule-frap-blind-none = объявивший фрап втемную без взяток ставит кон ×2 (опция blind_none)
rule-frap-blind-one = объявивший фрап втемную с одной взяткой ставит кон ×4 (опция blind_one) и берёт свою четверть
rule-frap-blind-one-ace = фрап втемную при козырном тузе открытой картой и одной взятке: кон ×3 (опция blind_one_ace)
rule-frap-blind-turned = у фрапа втемную с одной взяткой записывают открытую карту (--turned): козырный туз стоит дешевле
rule-frap-cut = подрезать может только спасовавший, один раз, и потом он вистует; первый подрезавший может взять открытый козырь
rule-frap-exchange-size = фраппирующий и вистующие прикупают не больше оговорённого числа карт (опция exchange); фрап втемную вместо прикупа берёт козырь
rule-frap-exchange-stock = в колоде после сдачи хватает карт на прикуп и подрезки
rule-frap-play-leader = первым ходит первый подрезавший, иначе фраппирующий; дальше — взявший взятку
rule-frap-play-turned = в записи розыгрыша указана открытая козырная карта; на руках она может быть только у фрапа втемную или первого подрезавшего
rule-frap-play-hands = руки после прикупа — это карты, которые их владельцы сыграли
rule-frap-play-format = в записи розыгрыша только взятки (и открытая карта и руки в заголовке)
rule-frap-play-not-playing = спасовавший и не подрезавший не играет и взяток не берёт
rule-frap-play-follow-suit = у кого есть масть хода, тот обязан её дать
rule-frap-play-trump = нет масти хода — обязан бить козырем, если есть
rule-frap-play-trick-size = во взятке по карте от каждого играющего
rule-frap-play-card-count = четыре взятки: все карты играющих рук
rule-frap-play-duplicate-card = каждая карта играется один раз
rule-frap-play-not-in-deck = играются только карты колоды
rule-frap-play-out-of-turn = ходят по очереди от начинающего взятку
rule-frap-score-trick = каждая взятка забирает четверть кона
rule-frap-score-remainder = четверть округляется вниз: что не делится, остаётся на кону
rule-frap-score-uncontested = фраппирующий, оставшийся один, берёт все четыре взятки без розыгрыша
rule-frap-score-short = фраппирующий с одной взяткой добавляет на кон оговорённую сумму (опция short) и берёт свою четверть
rule-frap-score-none = фраппирующий без взяток доставляет удвоенный кон
rule-frap-score-vist-none = вистующий (или подрезавший) без взяток доставляет кон
rule-frap-money-conserved = счета игроков и кон в сумме всегда дают 0: деньги не появляются и не исчезают
rule-frap-deal-format = в записи сдачи только описанные поля
rule-frap-deal-dealer = сдача переходит к левому соседу
rule-frap-deal-won = взятки записаны (или вся игра по взяткам)
rule-frap-won-range = у игрока от 0 до 4 взяток
rule-frap-won-sum = взятки играющих в сумме дают 4
rule-frap-entry-disagree = быстрая запись и взятки согласны
rule-frap-penalty = штраф, о котором договорился стол, идёт на кон
rule-frap-penalty-points = у штрафа указана сумма отрицательным числом
rule-frap-option-unknown = только описанные опции
rule-frap-option-value = значения опций нужного вида и колода, подходящая числу игроков
rule-frap-snapshot = сохранённое состояние партии, которое мог оставить повтор этой партии
frap-snapshot = сохранённое состояние этой партии во Фрап не читается или недостижимо в ней

flag-frap-bidding = один круг торговли, как объявляли (флаг повторяется): --bidding "пас фрап вист пас" или "Аня:пас, Борис:фрап, …"
flag-frap-cut = спасовавший, который затем подрезал (в Храпе «разрез»), в порядке объявления: --cut Вера
flag-frap-turned = козырная карта, открытая к последнему кругу торговли, например --turned AH
flag-frap-exchanged = сколько карт прикупил фраппирующий или вистующий: --exchanged Аня=2,Борис=4
flag-frap-blind = фрап объявлен втемную

option-frap-ante = что каждый ставит на кон перед сдачей (по умолчанию 4: четверть ставок всегда целая)
option-frap-exchange = сколько карт можно прикупить: 4 или 3
option-frap-short = что добавляет на кон фраппирующий с одной взяткой
option-frap-deck = колода: 0 — по книге (32 карты до 4 игроков, 36 при 5–6, 52 при 7 и больше), или 32, 36, 52
option-frap-blind_none = во сколько раз кон ставит фрап втемную без взяток
option-frap-blind_one = во сколько раз кон ставит фрап втемную с одной взяткой
option-frap-blind_one_ace = то же при козырном тузе открытой картой

frap-bid-words = фрап, втемную, вист, пас (frap, blind, vist, pass)
frap-word-frap = «фрап»
frap-word-blind = «фрап» втемную
frap-word-khrap = «храп»
frap-word-vist = «вист»
frap-word-pass = «пас»
frap-word-razrez = «разрез»

frap-bid-word = круг { $round }: «{ $word }» — не объявление; объявления: { $words }
frap-bid-turn = круг { $round }: объявление не в очередь ({ $player }): очередь была за { $due }
frap-bid-none = у сдачи нужна торговля: { $field }, по строке на круг, например "пас фрап вист пас"
frap-bid-too-many = записано кругов торговли: { $rounds }, а в игре { $game } их не больше { $most }
frap-bid-missing = круг { $round }: нет объявления от игрока { $player }
frap-bid-vist-first = круг { $round }: { $player } — «вист», когда никто не фраппировал; пока никто не сказал { $frap }, говорят его или «пас»
frap-bid-cut-first = круг { $round }: { $player } — «разрез», когда никто не объявил храп; «разрез» отвечает на храп: пока никто не сказал { $frap }, говорят его или «пас»
frap-bid-after-all-pass = круг { $round }: все спасовали, круг окончен; { $player } { $call } — уже поздно
frap-bid-next-round = круг { $round }: все спасовали, открыли новый козырь и торговались в круге { $next }; допишите его в { $field }
frap-bid-missing-after = круг { $round }: после объявления { $call } ({ $frapper }) нет «пас» или «вист» от игрока { $player }
frap-bid-second = круг { $round }: { $player } — { $call } после { $frapper }; после фрапа остальные говорят «пас» или «вист»
frap-bid-over = круг { $round }: после фрапа все объявили, торговля окончена; { $player } { $call } — уже поздно
frap-bid-after-frap = круг { $round } закончил торговлю объявлением { $call }, а записано кругов: { $rounds }

frap-field-strings = { $field } — текст или список текстов
frap-field-bool = { $field } — true или false
frap-field-card = { $field } — карта, например "AH"
frap-field-counts = { $field } — игрок → число карт
frap-field-hands = { $field } — игрок → карты, например {"{"}"Аня": "AS KS 7H 8D"{"}"}
frap-field-twice = { $field } указано дважды

frap-turned-deck = открытой карты { $card } нет в колоде из { $cards } карт
frap-turned-missing = у сдачи, записанной по взяткам, указывают открытую козырную карту: { $field }
frap-turned-held = { $player }: открытая карта { $card } сыграна во взятке { $trick }; её берёт только фрап втемную или первый подрезавший
frap-blind-no-frap = { $field } говорит, что фрап был втемную, но никто не фраппировал
frap-blind-turned = { $player }: фрап втемную и одна взятка; сколько ставить, зависит от того, был ли открытой картой козырный туз: укажите её в { $field }
frap-all-pass-unplayed = все пасовали все { $rounds } круга, карты сданы заново и ничего не разыгрывалось; у сдачи нет { $what }

frap-cut-frapper = { $player }: объявлено { $call }, подрезать нельзя; подрезает только спасовавший
frap-cut-vist = { $player }: «вист», подрезать нельзя; подрезает только спасовавший
frap-cut-twice = { $player } дважды записан подрезающим; подрезают один раз
frap-exchange-blind = { $player }: фрап втемную — вместо прикупа берут козырь и сбрасывают карту
frap-exchange-not = { $player }: ни фрапа, ни виста, значит, и прикупа нет (подрезавший берёт карты подрезкой)
frap-exchange-size = { $player }: прикуплено карт: { $cards }, а оговорено не больше { $most }
frap-stock = в колоде после сдачи { $stock ->
    [one] { $stock } карта
    [few] { $stock } карты
   *[many] { $stock } карт
} ({ $players } рук из { $cards } карт и открытые козыри), а прикуп берёт { $exchanged } и подрезки { $cut }

frap-alone-play = { $player } — один в игре, все взятки ({ $tricks }) без розыгрыша; у сдачи нет записи розыгрыша и рук
frap-alone-won = { $player } — один в игре, все взятки ({ $tricks }); у остальных взяток нет
frap-hands-no-play = руки после прикупа сверяют со взятками: запишите и розыгрыш ({ $field })
frap-hands-twice = { $card } дважды в руках ({ $player })
frap-hands-unplayed = в руке { $player } карта { $card }, которая не сыграна
frap-hands-not-held = { $player }: сыграна { $card }, а в руке этого игрока её нет

frap-step-ante = каждый ставит { $ante }: на кону { $pot }
frap-step-redeal = карты сданы заново после пасов: разыгрывается кон { $pot }, никто не ставит
frap-step-all-pass = круг { $round }: все спасовали; каждый добавляет { $ante } (кон ×{ $times }), на кону { $pot }{ $last ->
    [yes] , карты сдаются заново
   *[no] , открывается новый козырь
}
frap-step-lead = { $call }: { $player } — первый ход
frap-step-lead-cut = первая подрезка: { $player } — первый ход
frap-step-alone = против игрока { $player } никто не играл: все взятки ({ $tricks }) — этому игроку
frap-step-quarter = { $player }: { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
} × { $quarter } (четверть кона) = { $amount }
frap-step-remainder = кон { $pot } не делится на 4: { $left } остаётся на кону
frap-step-khrap = { $player }: храп ({ $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
}) в круге { $round }, взято { $round ->
    [1] весь кон
   *[other] половину кона
} из { $pot }: { $amount }
frap-step-half-left = { $left } остаётся на кону
frap-player-tricks = { $player } { $tricks }
frap-step-others = взятки остальных ничего не берут с кона ({ $players })
frap-step-short = { $player }: взято { $tricks } из { $need } объявленных взяток, на кон добавляется { $amount }
frap-step-none = { $player }: ни одной взятки — доставляется удвоенный кон { $pot }: { $amount } на кон
frap-step-blind-none = { $player }: фрап втемную, ни одной взятки — кон { $pot } ×{ $times } = { $amount } на кон
frap-step-blind-one = { $player }: фрап втемную, одна взятка{ $ace ->
    [yes] , открытой картой был козырный туз
   *[no] {""}
}: кон { $pot } ×{ $times } = { $amount } на кон
frap-step-vist-none = { $player }: { $cut ->
    [yes] подрезка
   *[no] вист
}, ни одной взятки — доставляется кон, { $amount }
frap-conserved = каждый выигрыш — чей-то проигрыш: счета игроков ({ $balances }) и кон ({ $pot }) в сумме дают 0, как в начале
frap-money-lost = после этой записи деньги не сходятся

frap-cell-pass = пас
frap-cell = { $role ->
    [frap] фрап
    [blind] втемную
    [khrap] храп
    [vist] вист
    [cut] подрезка
   *[razrez] разрез
} { $tricks }
frap-summary = сдающий — { $dealer }; { $player }: { $call } в круге { $round }, { $tricks }/{ $need }
frap-summary-redeal = сдающий — { $dealer }; все пасовали { $rounds } круга: пересдача
frap-pot-column = Кон
frap-next = сдача { $deal }: сдаёт { $dealer }; каждый ставит { $ante } на кон { $pot }
frap-next-redeal = сдача { $deal }: { $dealer } сдаёт заново; разыгрывается кон { $pot }, никто не ставит
frap-fine = { $player } платит штраф на кон ({ $reason }): { $amount }
frap-fine-points = у штрафа указывают, что игрок платит на кон, отрицательным числом, от -1 до -{ $max }
frap-fine-summary = штраф: { $reason }
frap-option-deck = колода из { $deck } карт не годится для { $players } игроков в игре { $game } (по книге: 32 карты до 4 игроков, 36 или 52 при 5–6, 52 при 7 и больше; на руку нужно карт: { $cards }, и ещё открытый козырь)
