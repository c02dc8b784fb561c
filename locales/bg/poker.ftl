# Покер: съдията при разкриване, `kozyr poker compare` — ръцете по старшинство, както ги подрежда
# книгата «100 карточных игр для всей семьи».

## Командният ред

cli-about-poker = Покер по книгата «100 карточных игр для всей семьи»: съдия при разкриването на картите. Нищо не се записва.
cli-about-poker-compare = Подрежда покерни ръце при разкриване и казва защо всяка е над следващата; нищо не се записва.
cli-arg-poker-compare-hands = Ръцете, по пет карти, всяка в кавички, например "A♠ K♠ Q♠ J♠ 10♠"; жокерът се пише Jo, joker, джокер, жокер или 🃏.
cli-arg-poker-compare-names = Играчите, които държат ръцете, в същия ред, разделени със запетаи, например Аня,Борис.
cli-value-hand = РЪКА
cli-value-names = ИМЕНА

## Правилата

rule-poker-hand-size = покерната ръка е пет карти; жокерът се брои за една
rule-poker-card-unknown = всяка карта е карта от тестето или жокер
rule-poker-card-duplicate = в тестето всяка карта е една: карта може да е само в една ръка и само веднъж
rule-poker-joker-count = в тестето има най-много два жокера
rule-poker-compare-hands = при разкриване се сравняват две ръце или повече
rule-poker-compare-names = --names назовава всяка ръка веднъж, по ред

## Кой

poker-who = ръка { $n }
poker-who-named = ръка { $n } ({ $name })
poker-hand-name = Ръка { $n }
poker-name = { $name }

## Откази

poker-compare-hands = за разкриване трябват две ръце или повече; { $given ->
    [0] не е дадена нито една
    [one] дадена е една
   *[other] дадени са { $given }
}
poker-compare-names = --names дава { $given ->
    [one] едно име
   *[other] { $given } имена
} за { $hands } ръце; назовете всяка ръка веднъж, по ред, разделени със запетаи
poker-card-unknown = { $who }: { $error }; жокерът се пише { $jokers }
poker-hand-size = { $who } съдържа { $count ->
    [0] нула карти
    [one] една карта ({ $cards })
   *[other] { $count } карти ({ $cards })
}; покерната ръка е пет карти, жокерът се брои за една
poker-hand-quotes = { $who } е една карта, { $card }: покерната ръка е пет карти, всяка ръка е един аргумент в кавички, например `kozyr poker compare "{ $example }" …`
poker-card-twice = { $who } съдържа { $card } два пъти; в тестето всяка карта е една
poker-card-duplicate = { $card } се среща два пъти: { $first } и { $second }; в тестето всяка карта е една
poker-joker-count = ръцете съдържат { $given } жокера; в тестето има най-много { $pack }

## Картите, както ги назовават комбинациите

poker-ranks = { $rank ->
    [two] двойки
    [three] тройки
    [four] четворки
    [five] петици
    [six] шестици
    [seven] седмици
    [eight] осмици
    [nine] деветки
    [ten] десетки
    [jack] валета
    [queen] дами
    [king] попове
   *[ace] аса
}
poker-ranks-of = { $rank ->
    [two] двойки
    [three] тройки
    [four] четворки
    [five] петици
    [six] шестици
    [seven] седмици
    [eight] осмици
    [nine] деветки
    [ten] десетки
    [jack] валета
    [queen] дами
    [king] попове
   *[ace] аса
}

## Комбинациите, от най-ниската към най-високата

poker-category-high-card = висока карта
poker-category-ace-king = асо и поп («Айс Кинг»)
poker-category-pair = чифт
poker-category-two-pairs = два чифта
poker-category-three-of-a-kind = тройка
poker-category-straight = кента
poker-category-flush = флъш
poker-category-full-house = фул хаус
poker-category-four-of-a-kind = каре
poker-category-straight-flush = стрейт флъш
poker-category-royal-flush = роял флъш

## Ръката с думи

poker-hand-high-card = висока карта { $top }
poker-hand-ace-king = асо и поп («Айс Кинг»)
poker-hand-pair = чифт { $rank }
poker-hand-two-pairs = два чифта ({ $high } и { $low })
poker-hand-three = тройка { $rank }
poker-hand-straight = кента до { $top }
poker-hand-flush = флъш до { $top }
poker-hand-full-house = фул хаус (тройка { $three } и чифт { $two })
poker-hand-four = каре { $rank }
poker-hand-straight-flush = стрейт флъш до { $top }
poker-hand-royal-flush = роял флъш

## Местата

poker-place = { $place }. { $name }: { $cards } — { $hand }
poker-place-joker = { $place }. { $name }: { $cards } — { $hand }; { $count ->
    [one] жокерът замества { $jokers }
   *[other] жокерите заместват { $jokers }
}
poker-winner = { $count ->
    [one] { $names } печели.
   *[other] { $names } делят първото място и печалбата.
}
poker-tie = { $names }: { $hand } у всеки, картите са равни една по една; боята не се брои.

## Защо една ръка е над следващата

poker-why-category = { $winner } { $count ->
    [one] бие
   *[other] бият
} { $loser }: { $high } стои над { $low }.
poker-why-both = { $winner } { $count ->
    [one] бие
   *[other] бият
} { $loser }: и двете ръце са { $hand }; { $decides }.
poker-why-against = { $winner } { $count ->
    [one] бие
   *[other] бият
} { $loser }: { $high } срещу { $low }; { $decides }.
poker-decides-card = картите се сравняват от най-високата, първата различна е { $win } срещу { $lose }
poker-decides-pair = решава чифтът: { $win } срещу { $lose }
poker-decides-high-pair = решава по-високият чифт: { $win } срещу { $lose }
poker-decides-low-pair = по-високите чифтове са равни, решава по-ниският: { $win } срещу { $lose }
poker-decides-three = решава тройката: { $win } срещу { $lose }
poker-decides-four = решава карето: { $win } срещу { $lose }
poker-decides-top = решава най-високата карта: { $win } срещу { $lose }
poker-decides-kicker = решава свободната карта (кикер): { $win } срещу { $lose }

## Сесия: `kozyr new poker`, един запис на раздаване

game-poker = Покер
game-poker-aliases = poker, покер
flag-poker-put = колко е сложил всеки играч в банката за раздаването, залози, вдигания и анте заедно: --put Аня=30,Борис=30,Вера=10 (който не е посочен, е пропуснал раздаването)
flag-poker-fold = кой е хвърлил картите (пас), напр. --fold Вера (повторете флага или изброете със запетаи)
flag-poker-show = ръка, открита при разкриването, пет карти: --show "Аня:A♠ K♠ Q♠ J♠ 10♠" (по един за всеки останал в играта)
flag-poker-winner = кой е спечелил банката, най-добрият пръв: --winner Аня; поделена банка --winner Аня=Борис; победителят в страничната банка след този в основната: --winner Аня --winner Борис
option-poker-ante = колко залага всеки играч преди раздаването (0 — без уговорен начален залог)
option-poker-betting = free — масата записва кой колко е сложил; book — както в книгата: който се откаже, губи началния залог, който продължи, добавя двойно повече, смяната струва още един залог
option-poker-jokers = колко жокера има в тестето (0, 1 или 2)

rule-poker-deal-format = записът на раздаването има само описаните полета от нужния вид
rule-poker-deal-dealer = раздаването минава към играча отляво
rule-poker-put-players = раздаването записва колко е сложил всеки в банката; играят поне двама
rule-poker-put-amount = играчът слага в банката от 0 до 1 000 000 000, никога по-малко от нула
rule-poker-put-ante = всеки играч в раздаването слага поне уговорения начален залог
rule-poker-put-book = залозите по книгата: който се откаже, губи началния залог; за да продължи, добавя двойно повече; смяната струва още един залог
rule-poker-fold-out = само играч от раздаването може да хвърли картите
rule-poker-fold-all = някой остава в играта: последният останал взема банката
rule-poker-show-out = карти открива само играч от раздаването
rule-poker-show-folded = който е хвърлил картите, не ги открива
rule-poker-show-players = при разкриването всеки останал открива ръката си, поне двама играчи
rule-poker-show-rank = ръцете се сравняват по реда от книгата; равните ръце делят банката
rule-poker-winner-missing = раздаване, стигнало до разкриване, посочва победителя или откритите карти
rule-poker-winner-out = победителят е играл раздаването
rule-poker-winner-folded = който е хвърлил картите, не печели нищо
rule-poker-winner-pot = всяка банка се печели от някой, който се е борил за нея
rule-poker-winner-extra = всеки посочен победител печели банка; поделянето се пише Аня=Борис
rule-poker-winner-disagree = посочените победители са тези, на които картите дават банката
rule-poker-pot-layers = банката се дели според това кой колко е сложил: играч ва-банк се бори само за банките, до които е стигнал
rule-poker-pot-won = всяка банка отива при най-добрата ръка сред борилите се за нея; равните ръце я делят
rule-poker-pot-split = банка, която не се дели поравно: остатъкът по една единица на победителите, като се започне отляво на раздаващия
rule-poker-pot-returned = част от банката, до която не е стигнал никой от останалите, се връща на този, който я е сложил
rule-poker-money-conserved = всяка печалба е нечия загуба: сметките дават общо 0 и банката е празна след всяко раздаване
rule-poker-match-deals = сесията свършва след уговорения брой раздавания
rule-poker-match-winner = печели най-голямата сметка; при равни най-големи се играе още едно раздаване
rule-poker-penalty = парите минават само през банката: наказание не се записва
rule-poker-option-unknown = непозната за покера опция не се приема
rule-poker-option-value = всяка опция приема стойност от своя вид и обхват
rule-poker-snapshot = запазеното състояние е сесия на тези играчи

poker-option-book = `betting` = book смята в начални залози: уговорете залог над 0 (--option ante=10)
poker-takes-names = { $field } приема имена на играчи: списък или един текст с имена, разделени със запетаи
poker-named-twice = { $player } е посочен два пъти в { $field }
poker-put-missing = раздаването записва колко е сложил всеки в банката: { $field }, напр. {"{"}"Аня": 30, "Борис": 30{"}"}
poker-put-number = { $player }: { $field } приема цяло число — колко е сложил в банката
poker-put-amount = { $player } сложи в банката { $amount }; слага се от 0 до { $max }
poker-put-players = { $given ->
    [0] никой не е сложил нищо в банката
    [one] само един играч е сложил в банката
   *[other] { $given } играчи са сложили в банката
}; раздаването се играе от поне двама
poker-put-ante = { $player } сложи { $amount }, по-малко от уговорения начален залог { $ante }
poker-put-book = { $player } сложи { $amount }; по залозите от книгата с начален залог { $ante } { $kind ->
    [folded] който се откаже, е сложил само началния залог
   *[stayed] който продължи, е сложил три начални залога, а със смяна — четири
}
poker-fold-out = { $player } хвърли картите, но не играе това раздаване: посочете го в { $field } с това, което е сложено
poker-fold-all = всички са хвърлили картите: последният останал взема банката, затова не го пишете сред отказалите се
poker-show-text = { $player }: { $field } приема петте карти като текст, напр. "A♠ K♠ Q♠ J♠ 10♠"
poker-show-out = { $player } открива карти, но не играе това раздаване
poker-show-folded = { $player } хвърли картите и не ги открива: хвърлената ръка не участва в разкриването
poker-show-alone = в играта е останал само { $player }: той взема банката без разкриване, карти не се записват
poker-show-missing = при разкриването се сравняват всички останали ръце; { $players } не са открили карти
poker-session-jokers = в ръцете има { $given } жокера; в тестето на тази маса има { $pack } (опцията `jokers`)
poker-winner-out = { $player } е посочен за победител, но не играе това раздаване
poker-winner-folded = { $player } хвърли картите и не може да спечели банката
poker-winner-missing = в играта остават { $players }: посочете победителя в { $winner } или запишете картите им в { $show }
poker-winner-pot = за { $pot } ({ $amount }) са се борили { $players } и никой от тях не е посочен за победител: посочете и нейния победител, след победителя над него
poker-winner-extra = { $player } е посочен за победител, но не печели нито една банка; поделена банка се пише със = (Аня=Борис)
poker-winner-disagree = картите дават банката на { $cards }, а записът посочва { $named }
poker-penalty = в покера парите минават само през банката: наказание за { $player } би създало пари от нищото; запишете раздаването или го анулирайте
poker-money-lost = сметките вече не дават общо 0: появили са се или са изчезнали пари, което не може да стане в нито едно раздаване

poker-put-one = { $player } { $amount }
poker-pot-name = { $count ->
    [1] банката
   *[other] { $k ->
        [0] основната банка
       *[other] страничната банка { $k }
    }
}
poker-step-put = банката: { $pot } ({ $put }){ $count ->
    [0] {""}
   *[other] ; отказали се: { $folded }
}
poker-step-layer = { $pot }: { $amount } от { $contributors }, борят се { $eligible }
poker-step-returned = { $pot }: { $amount }, до които не е стигнал никой от останалите, се връщат на { $players }
poker-step-won = { $pot } ({ $amount }) взема { $player }
poker-step-split = { $pot } ({ $amount }) делят { $players }: { $each }
poker-step-odd = { $odd ->
    [one] остатъкът от една единица отива
   *[other] остатъкът от { $odd } единици отива
} при { $players } — по ред отляво на раздаващия ({ $dealer })
poker-balance = { $player } { $balance }
poker-step-conserved = всяка печалба е нечия загуба: сметките ({ $balances }) дават общо 0, банката е празна
poker-cell = { $folded ->
    [yes] в банката { $amount }, отказал се
   *[no] в банката { $amount }
}
poker-summary = раздава { $dealer }, банка { $pot }: { $won }
poker-summary-empty = раздава { $dealer }, банката е празна
poker-match-over = изиграни са уговорените { $deals } раздавания
poker-match-winner = печели { $player } със сметка { $balance }
poker-next = раздаване { $hand }: раздава { $dealer }

# The betting action by action (`bets`).
flag-poker-bets = наддаването по действия, отляво на раздаващия: сума в банката или пас: --bets "10 пас 10" или --bets "Борис:10, Вера:пас, Аня:10"
rule-poker-bet-format = наддаването се записва с действия: цяла сума в банката или пас, всяко може като ИМЕ:ДЕЙСТВИЕ
rule-poker-bet-turn = наддаването върви поред отляво на раздаващия сред още играещите
rule-poker-bet-minimum = за да остане, играчът слага сума, с която всичко сложено от него е поне колкото най-много у някого (първият — поне 1); иначе пасува
rule-poker-bet-folded = пасувалият излиза от наддаването
rule-poker-bet-over = след края на наддаването нищо не се казва
rule-poker-bet-unfinished = наддаването върви, докато остане един играч или докато всички останали са казали своето и са сложили поравно
rule-poker-bet-round = наддаването върви в кръг, докато остане един — той взема банката, без да показва карти, — или докато сумите на останалите се изравнят; тогава се откриват
rule-poker-bet-disagree = въведените суми (put, folded) и записаното наддаване съвпадат
poker-bet-field = { $field } приема наддаването като текст или списък от текстове: "10 пас 10"
poker-bet-word = „{ $word }“ не е действие в наддаването: цяла сума в банката или пас
poker-bet-over-alone = { $player } игра след края на наддаването: всички други пасуваха и { $alone } взема банката
poker-bet-over-equal = { $player } игра след края на наддаването: всички останали бяха сложили по { $amount }
poker-bet-out = { $player } не е в раздаването: в него са посочените в { $field }
poker-bet-folded = { $player } пасува и е извън наддаването
poker-bet-turn = { $player } игра, когато беше ред на { $due }
poker-bet-minimum = { $player } сложи { $amount }: за да остане, слага поне { $need } (общо { $level }) или пасува
poker-bet-unfinished = наддаването не е свършило: ред е на { $due }; сложено досега: { $sums }, най-много { $level }
poker-bet-said-pass = { $player } пас
poker-bet-disagree-put = { $player }: според { $field } — { $typed }, според записаното наддаване — { $bets } (със залога)
poker-bet-disagree-folded = { $player }: { $field } и наддаването се разминават, според наддаването той { $kind ->
    [passed] пасува
   *[stayed] остана в играта
}
poker-step-bets = наддаването: { $said }
poker-step-bets-alone = всички други пасуваха: { $player } взема банката, без да показва карти
poker-step-bets-equal = { $players } сложиха по { $amount }: откриват се
