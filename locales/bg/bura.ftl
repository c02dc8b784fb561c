# Бура: имена, флагове за бързо записване, опции, правила и съобщенията на съдията.

game-bura = Бура
game-bura-aliases = бура, bura
flag-bura-stopper = Бура: кой спря играта на своя ход, обявявайки 31 във взятките си, напр. --stopper Аня
flag-bura-claim = Бура: колко точки обяви спрелият (31, ако не е казал повече), напр. --claim 33
flag-bura-points = Бура: точките във взятките на играч, на спрелия се броят, напр. --points Аня=35
flag-bura-took = Бура: картите във взятките на спрелия, точките им се броят, напр. --took Аня=AS,10S,KH
flag-bura-bura = Бура: кой показа три коза («бура») и веднага взима банката
flag-bura-redeal = Бура: всички карти са изиграни, никой не спря: няма победител, раздава същият
flag-bura-out-of-turn = Бура: кой изтегли карта не по ред (губи раздаването и плаща глоба)
flag-bura-extra-card = Бура: кой изтегли карта в повече (губи раздаването и плаща глоба)
option-bura-ante = колко слага всеки в банката при всяко раздаване (10)
option-bura-forfeit = колко плаща в банката изтеглилият не по ред или в повече: bank (колкото има в банката, като за грешно спиране) или ante (един залог)
option-bura-exact = спирането е вярно само ако във взятките има точно обявените точки (false: поне толкова)

rule-bura-deal-format = записът на раздаване има само описаните полета
rule-bura-deal-dealer = спечелилият раздаването раздава следващото; ако няма победител, раздава същият
rule-bura-deal-outcome = раздаването свършва по един начин: спиране, бура, ново раздаване или глоба на играч
rule-bura-money-ante = всяко раздаване започва със залога на всеки играч в банката
rule-bura-money-conserved = всяка печалба е нечия загуба: балансите и банката дават сбор 0
rule-bura-stop-claim = играта се спира с обявени 31 или повече точки, не повече от 120-те на тестето
rule-bura-stop-count = взятките на спрелия се преброяват и сравняват с обявеното
rule-bura-stop-turn = играч спира играта само на своя ход
rule-bura-bank-win = вярното спиране взима банката
rule-bura-bank-double = грешното спиране удвоява банката: спрелият слага в нея колкото има в нея
rule-bura-bura = три коза («бура») печелят раздаването веднага, каквито и да са точките
rule-bura-redeal = всички карти са изиграни, никой не спря: няма победител, банката остава, раздава същият
rule-bura-game-next-dealer = следващото раздава победителят; ако няма победител — същият раздаващ
rule-bura-points-range = точките на играч са от 0 до 120, общо в тестето 120
rule-bura-took-cards = картите във взятките са карти от тестето от 36 карти, всяка веднъж
rule-bura-forfeit-out-of-turn = изтеглилият карта не по ред губи раздаването и плаща глоба
rule-bura-forfeit-extra-card = изтеглилият карта в повече губи раздаването и плаща глоба
rule-bura-entry-disagree = бързият запис и пълният запис на играта съвпадат
rule-bura-penalty = глобите в Бура се записват с раздаването (--out-of-turn, --extra-card)
rule-bura-option-unknown = само описаните опции
rule-bura-option-value = стойности на опциите от нужния вид и в допустимите граници
rule-bura-snapshot = игра продължава само от запазено състояние на игра на Бура със същите играчи
bura-snapshot = запазеното състояние на тази игра не е състояние на игра на Бура с тези играчи
rule-bura-play-format = пълният запис е обърнатата карта, ръцете и по ред за взятка, завземане на хода или спиране
rule-bura-play-turned = обърнатата карта, чиято боя е коз, е дадена
rule-bura-play-hands = ръцете са по три карти от тестето, без обърнатата карта
rule-bura-play-not-in-deck = играят се само 36-те карти от 6 до асо
rule-bura-play-duplicate-card = всяка карта се играе веднъж
rule-bura-play-trick-size = във всяка взятка играе всеки играч
rule-bura-play-lead-size = излиза се с една, две или три карти, не повече от картите в ръката
rule-bura-play-lead-suit = картите на излизането са от една боя
rule-bura-play-answer-size = всеки слага толкова карти, колкото са изведени
rule-bura-play-out-of-turn = играе се по ред от излизащия
rule-bura-play-held = играч слага само карти, които има в ръката си
rule-bura-play-after-end = след спиране, бура или последната карта нищо не се играе
rule-bura-play-unfinished = раздаването продължава до спиране, бура или последната карта
rule-bura-trick-take = за да вземе взятката, играч бие всяка от най-добрите досега карти със своя карта (по-висока от същата боя или коз); иначе взятката е тяхна
rule-bura-draw-order = след взятка всеки тегли толкова карти, колкото е сложил, пръв този, който я е взел
rule-bura-draw-count = теглят до три, докато тестето стига за всички; после никой не тегли
rule-bura-draw-last = обърнатият коз лежи под тестето и се тегли последен
rule-bura-seize-cards = комбинацията е три карти: три от една боя («молодка»), три аса или три коза («бура»)
rule-bura-seize-held = показва се само комбинация, която е в ръката
rule-bura-seize-lead = показаната комбинация завзема хода: излиза най-старшата, от равните — първата по ред

bura-deal-format = записът не е раздаване на Бура: { $error }
bura-deal-dealer = за раздаващ е даден { $given }, но това раздаване раздава { $dealer }
bura-deal-outcome-many = раздаването свършва само по един начин: спиране, бура, ново раздаване или глоба
bura-deal-outcome-none = не е казано как свърши раздаването: дайте { $stopper }, { $bura }, { $redeal } или пълния запис { $play }
bura-forfeit-alone = { $player } загуби раздаването с глоба: такъв запис няма нищо друго
bura-claim-alone = обявените точки изискват спрелия играч ({ $stopper })
bura-stop-claim = { $player } обяви { $claim }: при спиране се обявяват от { $goal } до { $most } точки
bura-stop-uncounted = { $player } спря играта: взятките на играча се преброяват, дайте точките ({ $points }) или картите на взятките ({ $took })
bura-stop-turn = { $player } спря играта, но ходът беше на { $due }; спира се само на своя ход
bura-points-range = на { $player } са дадени { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}; във взятките има от 0 до { $most }
bura-points-sum = дадените точки са общо { $points }; в тестето има { $most }
bura-took-card = { $card } във взятките на { $player } не е карта от тестето от 36 карти или е дадена два пъти
bura-took-points = на { $player } са дадени { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}, а картите на взятките на играча дават { $counted }
bura-entry-disagree = { $field } не съвпада с пълния запис; бързият и пълният запис трябва да съвпадат
bura-penalty = глоба за { $player }: в Бура изтеглилият не по ред или в повече губи раздаването; запишете го с раздаването (--out-of-turn, --extra-card)

bura-play-shape = пълният запис на Бура е текст или обект с turned, hands и tricks
bura-play-field = { $field } не е поле на запис на Бура (turned, hands, tricks)
bura-play-twice = { $field } е дадено два пъти
bura-play-hands-form = ръката се пише ИМЕ=карти: { $text }
bura-play-seize-form = редът за завземане на хода е: seize ИГРАЧ КАРТА КАРТА КАРТА
bura-play-stop-form = редът за спиране е: stop ИГРАЧ [ТОЧКИ]
bura-play-forfeit-form = «{ $line }»: редът за глоба е out-of-turn ИГРАЧ или extra-card ИГРАЧ
bura-play-keyword = след | идва draw и изтегленото от всеки играч, а не { $word }
bura-play-turned-missing = липсва обърнатата карта (turned: КАРТА)
bura-play-not-in-pack = { $card } не е карта от тестето от 36 карти
bura-play-hands-all = липсва ръката на { $player }: дайте ръцете на всички или на никого
bura-play-hand-card = { $card } в ръката на { $player } не е от тестето, е обърнатата карта или е раздадена два пъти
bura-play-hand-size = на { $player } са раздадени карти: { $cards }; на всеки се раздават { $hand }
bura-play-groups = във взятката има карти на { $groups ->
    [one] { $groups } играч
   *[other] { $groups } играчи
}; във всяка взятка играят всички { $players }
bura-play-lead-size = { $player } излиза с карти: { $cards }; излиза се с 1 до { $most }
bura-play-lead-suit = { $player } излиза с { $cards }: картите на излизането са от една боя
bura-play-answer-size = { $player } слага карти: { $cards } на излизане с { $led }; всеки слага толкова, колкото са изведени
bura-play-turn = { $player } играе на мястото на { $due }; играе се по ред от излизащия
bura-play-twice-card = { $card } вече е изиграна
bura-play-held = { $player } не може да я има: { $why }
bura-held-other = { $card } е на { $other }
bura-held-turned = { $card } е обърнатият коз, още под тестето
bura-held-not = { $card } не е в ръката на този играч
bura-held-played = { $card } вече е изиграна
bura-play-after-end = раздаването е свършило: след спиране, бура или последната карта няма нищо
bura-play-unfinished = записът свършва, когато всеки има в ръка карти: { $cards }, но няма нито спиране, нито бура
bura-draw-short = в тестето има { $stock ->
    [one] { $stock } карта
   *[other] { $stock } карти
}, по-малко от { $players } играчи × { $cards }: никой не тегли, доиграва се с картите в ръка
bura-draw-groups = в тегленето има карти на { $groups ->
    [one] { $groups } играч
   *[other] { $groups } играчи
}; теглят всички { $players }
bura-draw-order = { $player } тегли на мястото на { $due }; след взятката на { $taker } пръв тегли взелият я, после по ред
bura-draw-size = { $player } тегли карти: { $cards }, а сложените са { $played }; тегли се толкова, колкото е сложено
bura-draw-taken = { $player } тегли { $card }, а я няма в тестето
bura-draw-last = обърнатият коз { $card } е последната карта на тестето, тегли я последен { $player }
bura-seize-not-combination = { $player } показва { $cards }: това не са три от една боя, три аса или три коза
bura-seize-short = { $player } има в ръка карти: { $cards }; комбинацията е три
bura-seize-held = { $player } показва комбинация, която не може да има: { $why }
bura-seize-twice = { $player } показва комбинация два пъти преди една взятка

bura-step-ante = { $players } играчи слагат в банката по { $ante }: в нея има { $bank }
bura-step-seize = взятка { $trick }: { $player } завзема хода: { $combination ->
    [molodka] «молодка», три от една боя
    [aces] три аса
   *[bura] «бура»
}
bura-took-item = { $player }: { $tricks ->
    [one] 1 взятка
   *[other] { $tricks } взятки
}, { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}
bura-step-tricks = взятки: { $took }
bura-step-count = { $player } обяви { $claim }; във взятките има { $counted }: { $right ->
    [yes] вярно
   *[no] грешно
}{ $exact ->
    [yes] {" "}(точно обявеното)
   *[no] {""}
}
bura-step-win = { $player } взима банката: { $bank }
bura-step-double = { $player } спря грешно и слага в банката { $paid }: в нея има { $bank }
bura-step-bura = { $player } показва три коза («бура») и взима банката: { $bank }
bura-step-redeal = всички карти са изиграни, никой не спря: няма победител; банката { $bank } остава, пак раздава { $dealer }
bura-step-forfeit = { $player } { $why ->
    [out-of-turn] изтегли карта не по ред
   *[extra-card] изтегли карта в повече
} и губи раздаването: { $paid } в банката, в нея има { $bank }
bura-step-next-dealer = следващото раздава { $player }
bura-summary-stop = раздава { $dealer }; { $player } спира с { $counted }: { $right ->
    [yes] вярно
   *[no] грешно
}
bura-summary-bura = раздава { $dealer }; { $player }: три коза, бура
bura-summary-redeal = раздава { $dealer }; никой не спря
bura-summary-forfeit = раздава { $dealer }; { $player } { $why ->
    [out-of-turn] изтегли не по ред
   *[extra-card] изтегли карта в повече
}
bura-next = раздаване { $deal }: раздава { $dealer }, излиза { $leader }; в банката има { $bank }
bura-next-any = раздаване { $deal }: раздава всеки; в банката има { $bank }
