# Терц: имена, флагове за бърз запис, настройки, правила и думи на листа.

game-terz = Терц
game-terz-aliases = терц, terz

rule-terz-deal-format = записът на раздаването има само описаните полета
rule-terz-deal-dealer = следващото раздаване раздава взелият последната взятка (първия раздаващ определя жребий)
rule-terz-tricks-sum = взятките на двамата са общо 16
rule-terz-points-range = точките в картите са от 0 до 150; без взятка — нито една, с всички взятки — 150, с последната взятка — поне 10
rule-terz-points-sum = точките на двамата играчи са общо 150
rule-terz-last-trick = раздаването посочва взелия последната взятка (10 точки; взелият я раздава следващото)
rule-terz-declare-format = комбинацията се пише ИГРАЧ:four:РАНГ, ИГРАЧ:НИСКА-ВИСОКА (поредица) или ИГРАЧ:КАРТИ
rule-terz-declare-cards = комбинации: четири валета, аса, попа или дами; от три до осем поредни карти от един цвят; всяка карта е в ръката само на единия играч
rule-terz-declare-turn = комбинация се обявява преди собствения ход, марияж — преди всеки ход, и на противника
rule-terz-declare-late = комбинация се обявява с девет карти в ръка: най-късно на първата взятка след края на талона
rule-terz-declare-held = комбинации се обявяват с карти в ръката; обявена карта, която липсва, е невярно обявяване
rule-terz-combination-best = точки получава само притежателят на най-силната комбинация (четири валета 200; четири аса, попа, дами 100; 8, 7, 6 или 5 поредни 100; 4 поредни 50; 3 — «терц» 20); при равни поредици — козовата, после обявената по-рано
rule-terz-marriage = марияжът (коз поп и дама) е 20 точки, нито бие, нито се бие
rule-terz-score-count = играчът с по-малко взятки брои своите точки; другият пише 150 минус тях
rule-terz-score-rounding = точките от раздаването се закръглят до десетици, петицата — надолу (45 → 40, 46 → 50)
rule-terz-game-target = печели първият с 500 (501, ако се броят взятките); двамата наведнъж — взелият последната взятка
rule-terz-game-next-dealer = взелият последната взятка раздава следващото
rule-terz-entry-disagree = бързият и пълният запис съвпадат
rule-terz-penalty = наказание, договорено от масата, се пише на играча
rule-terz-penalty-points = наказание по договорка на масата дава точките си, до 5000 в двете посоки
rule-terz-penalty-false-announcement = невярно обявяване: противникът пише стойността му, нарушителят — «сто в гору» (за края на нарушителя трябват 100 повече)
rule-terz-penalty-out-of-turn = карта, взета не по ред («чужд подем»), губи играта
rule-terz-penalty-extra-card = карта в повече в ръката губи играта
rule-terz-penalty-miscount = грешно преброените или записани точки се свалят на нарушителя и отиват при противника
rule-terz-option-unknown = само описаните настройки
rule-terz-option-value = стойности на настройките от правилния тип и обхват
rule-terz-snapshot = запазено състояние на играта, което преизчисляване на същата игра би оставило
rule-terz-play-format = записът на играта има само описаните полета и думи
rule-terz-play-trick-size = взятката е две карти
rule-terz-play-turned = записът на играта посочва обърнатата карта за коз
rule-terz-play-not-in-deck = играят се само 32-те карти от 7 до асо
rule-terz-play-duplicate-card = всяка карта се играе веднъж
rule-terz-play-card-count = раздаването е 16 взятки: играят се всички карти
rule-terz-play-out-of-turn = първи играе противникът на раздаващия, после взелият взятката
rule-terz-play-hands = на всеки се раздават девет карти и всяка я играе този, на когото е раздадена
rule-terz-play-held = карта се играе само когато е в ръката
rule-terz-play-follow-suit = втората карта отговаря на цвета от първата взятка (настройка talon_play=free: само след края на талона)
rule-terz-play-trump = без искания цвят втората карта е коз, ако има, от първата взятка (настройка talon_play=free: само след края на талона)
rule-terz-play-beat = след края на талона картата на противника задължително се бие, ако може (коз валето — само по желание на притежателя)
rule-terz-talon-break = след първата взятка загубилият я «чупи тестето» и тегли пръв; взелият не тегли, докато тестето не е счупено
rule-terz-talon-draw = след всяка взятка, докато има талон, двамата теглят по карта, пръв — взелият
rule-terz-talon-last = обърнатият коз (или седмицата, сменена с него) е последната карта на талона; тегли я загубилият седмата взятка
rule-terz-exchange-late = коз седмицата се сменя с обърнатия коз, само докато в тестето има повече от две карти
rule-terz-exchange-held = сменя само притежателят на коз седмицата, веднъж

flag-terz-won = Терц: взятки на всеки играч, напр. Аня=7,Борис=9
flag-terz-points = Терц: точки в картите (с последната взятка) на единия или двамата, напр. Аня=62
flag-terz-last = Терц: кой взе последната взятка
flag-terz-trump = Терц: козът (нужен само за равни комбинации)
flag-terz-declare = Терц: обявена комбинация, по ред: Аня:four:J, Борис:10H-KH или Аня:QS KS AS (може повторно)
flag-terz-marriage = Терц: кой обяви коз марияжа
flag-terz-false-announcement = Терц: невярно обявяване и стойността му, напр. Борис=50
flag-terz-miscount = Терц: точки, грешно преброени или записани от играча, напр. Аня=20
flag-terz-out-of-turn = Терц: кой взе карта не по ред (губи играта)
flag-terz-extra-card = Терц: у кого се намери карта в повече (губи играта)

option-terz-target = сборът, който печели: 500, или 501, ако се броят взятките
option-terz-uphill = «сто в гору»: колко повече трябват след невярно обявяване (100)
option-terz-rounding = закръгляне до десетици, петицата надолу (true), или точно (false)
option-terz-free_jack = коз валето никога не е задължително при отговор на цвят, цакане или биене (true)
option-terz-talon_play = докато има талон: на цвят, без цвят с коз (follow, по книгата) или всяка карта (free, обичай на масата, не правило на книгата); игра, записана преди тази настройка, остава с free

terz-teams = терц се играе от двама, всеки за себе си
terz-option-range = настройката { $option } е { $value }; трябва да е от 1 до { $max }
terz-option-stored = запазените настройки не могат да се прочетат: { $error }
terz-deal-format = записът на раздаването не може да се прочете: { $error }
terz-deal-dealer = за раздаващ е посочен { $given }, но последната взятка взе { $dealer } и { $dealer } раздава
terz-forfeit-both = играта губи един играч: --out-of-turn или --extra-card, не двете
terz-forfeit-alone = { $player } загуби играта: в раздаването не се записва нищо друго
terz-forfeit-points = загубената игра се записва без точки
terz-forfeit = { $why ->
    [out-of-turn] { $player } взе карта не по ред и губи играта; печели { $other }
   *[other] { $player } има карта в повече и губи играта; печели { $other }
}
terz-tricks-sum = взятките { $a } и { $b } не са общо { $tricks }
terz-tricks-missing = липсват взятките на играчите: { $field }
terz-last-trick-missing = липсва кой взе последната взятка: { $field }
terz-last-trick-none = { $player } уж взе последната взятка, но няма нито една
terz-points-range = точките на { $player } ({ $points }) са извън 0–{ $max }
terz-points-sum = точките { $a } и { $b } не са общо { $total }
terz-points-missing = липсват точките в картите: { $field }
terz-points-tricks = { $player } не може да има { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} при взятки: { $tricks }
terz-declare-format = комбинацията «{ $text }» не може да се прочете: пишете ИГРАЧ:four:J, ИГРАЧ:10H-KH или ИГРАЧ:QS KS AS
terz-declare-not-combination = { $cards } не е комбинация: четири валета, аса, попа или дами или от три до осем поредни карти от цвят
terz-declare-twice = една и съща комбинация е обявена два пъти
terz-declare-shared = «{ $first }» и «{ $second }» имат обща карта: в едно тесте това не става
terz-declare-marriage-shared = марияжът е на { $player }, а коз попът или дамата са в комбинацията на другия
terz-declare-turn = { $player }: комбинация се обявява само преди собствения ход
terz-declare-late = { $player } обявява комбинация твърде късно: само с девет карти в ръка
terz-combination-tie = «{ $first }» и «{ $second }» са равни: посочете коза (--trump), за да се реши коя е по-силна
terz-four = { $rank ->
    [J] двеста валета
    [A] сто аса
    [K] сто попа
   *[Q] сто дами
}
terz-sequence = { $len ->
    [3] «терц»
    [4] «петдесет»
   *[other] «сто — { $len }»
} до { $top }
terz-entry-disagree = бързият запис не съвпада със записа на играта: { $field }
terz-false-value = невярното обявяване на { $player } за { $value } не е стойност на комбинация (20, 50, 100 или 200)
terz-miscount-value = грешката в броенето на { $player } за { $value } трябва да е от 1 до { $max }
terz-penalty-points = наказание по договорка на масата дава точките си (не 0, до 5000 в двете посоки): --points
terz-penalty-note = { $player } { $points }: { $reason }
terz-penalty-summary = наказание: { $reason }
terz-note-false = { $player }: невярно обявяване за { $value }, «сто в гору» — трябват { $need }
terz-note-miscount = { $player } сгреши в броенето с { $points }: отиват при противника
terz-annotation-needs = трябват { $need }
terz-summary = раздава { $dealer }, взятки { $won }
terz-summary-forfeit = раздава { $dealer }, играта е загубена
terz-next = раздаване { $deal }: раздава { $dealer }, играе { $leader }
terz-next-lot = раздаване { $deal }: раздаващия определя жребий (--dealer)
terz-step-count = { $player } взе по-малко взятки ({ $tricks }) и брои { $points }; { $other } пише { $rest }
terz-step-rounding = до десетици, петицата надолу: { $player } { $points } → { $written }, { $other } { $rest }
terz-step-combination = { $player }: { $combination } { $points }
terz-step-combination-beaten = { $player }: { $combination } не се брои, най-силната комбинация е на { $best }
terz-step-marriage = { $player }: марияж { $points }
terz-step-false = { $player } обяви невярно: { $other } пише { $value }; на { $player } трябват още { $uphill }
terz-step-false-declared = взятка { $trick }: { $player } обяви { $cards } без { $card } — невярно обявяване за { $value }
terz-step-miscount = { $player } сгреши в броенето с { $points }: свалени от { $player } и дадени на { $other }
terz-step-next-dealer = последната взятка взе { $player }: { $player } раздава следващото
terz-step-won = { $player } събра { $total } от нужните { $need } и печели
terz-play-shape = записът на играта е текст или обект с turned, hands и tricks
terz-play-field = полето { $field } на записа на играта не може да се прочете
terz-play-twice = записът на играта дава { $field } два пъти
terz-play-hands-form = ръцете се пишат ИГРАЧ=КАРТИ; ИГРАЧ=КАРТИ, а не «{ $text }»
terz-play-declare-form = обявяването се пише «declare ИГРАЧ КАРТИ»
terz-play-exchange-form = смяната се пише «exchange ИГРАЧ»
terz-play-draw-form = изтеглените след взятка карти се пишат «draw КАРТА КАРТА», веднъж
terz-play-keyword = «{ $word }» не е нито declare, нито exchange, нито draw
terz-play-turned-missing = записът на играта не посочва обърнатия коз (turned: 9H)
terz-play-turned-deck = обърнатата карта { $card } не е в тестето от 32 карти
terz-play-tricks = записът има взятки: { $tricks }; раздаването е { $need }
terz-play-turn-required = беше ред на { $player }
terz-play-dealt = на { $player } биха били раздадени карти: { $cards }; раздават се девет
terz-play-dealt-to = макар че беше раздадена на { $player }
terz-play-hand-card = раздадената ръка на { $player } не може да съдържа { $card } (не е в тестето, два пъти, в другата ръка или е обърнатият коз)
terz-play-hands-draws = ръката на { $player } не е тази, която оставят изтеглените карти и ходовете на { $player }
terz-play-held-required = играят се само карти от ръката
terz-play-not-yet = преди да може да я държи (дойде от талона след взятка { $trick })
terz-play-on-card = върху { $led }
terz-play-beat-required = след края на талона картата на противника задължително се бие, ако може
terz-talon-break = загубилият първата взятка ({ $loser }) чупи тестето и тегли пръв; { $winner } не тегли, докато тестето не е счупено
terz-talon-draw-order = пръв тегли взелият взятката: { $winner }
terz-talon-draws-every = изтеглените карти се пишат след всяка от първите седем взятки или след нито една
terz-talon-draws-over = талонът свърши след взятка { $tricks }: не се тегли повече
terz-talon-draw-twice = { $card } е изтеглена два пъти или обърнатият коз е изтеглен след смяната
terz-talon-draw-played = { $player } изтегли { $card }, но я изигра { $other } (взятка { $trick })
terz-talon-last-draw = последна се тегли { $card } — обърнатият коз или сменената с него седмица, и само последна
terz-talon-last = макар че последната карта на талона отива при { $drawer } след взятка { $trick }
terz-talon-last-required = обърнатият коз (или сменената с него седмица) се тегли последен, от загубилия седмата взятка
terz-talon-draw-soon = твърде рано: това е картата на играча от талона номер { $number }, а се тегли по една след всяка взятка
terz-talon-draw-required = докато има талон, след всяка взятка всеки тегли по една карта
terz-exchange-late = когато в талона има карти: { $talon }
terz-exchange-late-required = коз седмицата се сменя само докато в тестето има повече от две карти
terz-exchange-held = за { $turned }, без да държи коз седмицата, или втори път
terz-exchange-held-required = само притежателят на коз седмицата я сменя с обърнатия коз, веднъж, и тогава обърнатият коз е при сменилия
