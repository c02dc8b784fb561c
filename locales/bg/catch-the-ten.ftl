# Хвани десетката: имена, флагове за бърз запис, опции и номера на правила.

rule-catch-the-ten-score-jack = взетото вале коз носи 11
rule-catch-the-ten-score-ten = взетата десетка коз носи 10
rule-catch-the-ten-score-ace = взетото асо коз носи 4
rule-catch-the-ten-score-king = взетият поп коз носи 3
rule-catch-the-ten-score-queen = взетата дама коз носи 2 (общо 30 на раздаване)
rule-catch-the-ten-score-cards = всяка карта във взятките над раздадените на играча или отбора носи 1
rule-catch-the-ten-match-deals = играта свършва след уговорения брой раздавания (по едно на всеки играч)
rule-catch-the-ten-match-winner = печели най-големият сбор; при равни най-големи сборове се играе още едно раздаване
rule-catch-the-ten-penalty = наказание, уговорено на масата, се записва в точки
rule-catch-the-ten-teams-format = отборите се казват различно от играчите и изброяват всеки играч веднъж
rule-catch-the-ten-teams-size = отборите са два или повече, с еднакъв брой играчи
rule-catch-the-ten-teams-seating = съотборниците седят през един
rule-catch-the-ten-deal-format = записът на раздаване има само описаните полета
rule-catch-the-ten-deal-dealer = раздаването минава към играча отляво
rule-catch-the-ten-deal-trump = последната раздадена карта показва коза: всяко раздаване го посочва
rule-catch-the-ten-deal-cards = раздаването посочва картите във взятките на всеки играч или отбор, или всички взятки
rule-catch-the-ten-cards-range = броят карти е от 0 до размера на тестето
rule-catch-the-ten-cards-trick = картите се вземат с цели взятки
rule-catch-the-ten-cards-twice = картите на всеки играч се броят веднъж
rule-catch-the-ten-cards-sum = картите във взятките са общо колкото всички раздадени карти
rule-catch-the-ten-took-card = посочват се само старшите козове J 10 A K Q
rule-catch-the-ten-took-twice = всеки старши коз се взема от един играч
rule-catch-the-ten-took-sum = посочени са и петте старши коза
rule-catch-the-ten-took-impossible = никой няма повече старши козове, отколкото карти във взятките
rule-catch-the-ten-entry-disagree = броят, даден до взятките, съвпада с тях
rule-catch-the-ten-penalty-points = наказанието посочва точките си
rule-catch-the-ten-play-format = записът на играта съдържа само взятки
rule-catch-the-ten-play-follow-suit = който има изиграния цвят в купчинката в игра, отговаря на него
rule-catch-the-ten-play-trick-size = всяка взятка има по една карта от всеки играч
rule-catch-the-ten-play-card-count = раздаването е всички карти на тестето
rule-catch-the-ten-play-duplicate-card = всяка карта се играе веднъж
rule-catch-the-ten-play-not-in-deck = играят се само картите от тестето (без 6♠ при петима или седмина играчи…)
rule-catch-the-ten-play-out-of-turn = играчите играят поред от водещия взятката
rule-catch-the-ten-option-unknown = само описаните опции
rule-catch-the-ten-option-value = стойности на опциите от правилния вид и в допустимите граници
flag-catch-the-ten-trump = козът или картата, която го показва: купа, ♥, 9H, напр. 9H
flag-catch-the-ten-cards = Хвани десетката: картите във взятките на всеки играч (или отбор), напр. Аня=12,Борис=24
flag-catch-the-ten-took = Хвани десетката: старшите козове, взети от играч (или отбор), флагът се повтаря: --took Аня=JH,10H
option-catch-the-ten-deals = играта свършва след толкова раздавания; players — по едно раздаване на всеки играч
game-catch-the-ten = Хвани десетката
game-catch-the-ten-aliases = хвани-десетката, шотландски-вист

new-example-catch-the-ten = kozyr new catch-the-ten --team A=Аня,Вера --team B=Борис,Галя
deal-example-catch-the-ten =
    kozyr deal --trump 9H --took Аня=JH,10H --took B=AH,KH,QH --cards A=20,B=16  # отбори: старши козове и карти на всеки отбор
    kozyr deal --trump пика --took Аня=JS,10S,AS,KS,QS --cards Аня=12,Борис=24  # всеки за себе си
    kozyr deal --trump пика --tricks deal.txt  # всички взятки, проверени от съдията

# Коз: последната раздадена карта.
catch-the-ten-trump-missing = последната раздадена карта показва коза: посочете я или цвета ѝ, { $field } 9H или { $field } купа
catch-the-ten-trump-not-card = „{ $text }“ не е нито карта, нито цвят: { $field } 9H, { $field } купа (♥, H…)
catch-the-ten-trump-not-in-pack = { $card } не е в тестето на тази маса ({ $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}), затова не е раздадена

# Взетите старши козове.
catch-the-ten-took-not-card = „{ $item }“ във взятките на { $player } не е карта; посочете старшите козове: { $honours }
catch-the-ten-took-nothing = { $card } във взятките на { $player } не носи точки; посочете само старшите козове: { $honours }
catch-the-ten-took-listed-twice = { $card } е посочена два пъти за { $player }; всяка карта се взема веднъж
catch-the-ten-took-claimed-twice = { $card } е посочена и за { $other }, и за { $player }; всяка карта се взема от един играч
catch-the-ten-took-unnamed = { $card } е взета от някого; посочете от кого: { $field } ИМЕ={ $typed } (броят се всички старши козове: { $honours })
catch-the-ten-took-impossible = { $side } има { $honours ->
    [one] { $honours } старши коз
   *[other] { $honours } старши коза
}, а във взятките { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}

# Картите във взятките.
catch-the-ten-cards-format = { $field } е играч (или отбор) → карти във взятките, напр. {"{"}"Аня": 12{"}"}
catch-the-ten-cards-not-number = картите на { $player } са { $value }; дайте цяло число
catch-the-ten-cards-range = { $player }: във взятките { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}, а в раздаването има { $most } { $most ->
    [one] карта
   *[other] карти
}
catch-the-ten-cards-trick = { $player }: във взятките { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}; картите се вземат с цели взятки по { $players }, затова броят им е кратен на { $players }
catch-the-ten-cards-twice = картите на { $player } са броени два пъти (като { $before } и като { $name }); посочете всеки играч или отбор веднъж
catch-the-ten-cards-missing = дайте картите във взятките на всеки играч (или отбор): { $field } Аня=12,Борис=24 (или всички взятки)
catch-the-ten-cards-sum = картите във взятките са общо { $sum } ({ $each }), а се вземат всички { $cards } раздадени карти
catch-the-ten-disagree-honour = { $card } е дадена на { $who }, но според записа на играта е във взятките на { $player }; бързият запис и взятките трябва да съвпадат
catch-the-ten-disagree-cards = на { $who } са дадени { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}, но според записа на играта са { $shown }; бързият запис и взятките трябва да съвпадат

# Точки: по ред за всеки старши коз и за всеки играч или отбор.
catch-the-ten-honour = { $side }: { $card } { $points }
catch-the-ten-cards-over = { $side }: във взятките { $captured ->
    [one] { $captured } карта
   *[other] { $captured } карти
}, раздадени { $dealt }: { $over } в повече × 1 = { $points }
catch-the-ten-cards-none-over = { $side }: във взятките { $captured ->
    [one] { $captured } карта
   *[other] { $captured } карти
}, раздадени { $dealt }: нищо в повече
catch-the-ten-summary = раздава { $dealer }, коз { $trump }

# Наказания.
catch-the-ten-penalty-points = наказанието посочва точките си (книгата не назовава наказания): --points -10
catch-the-ten-penalty-note = { $side }: { $reason } { $points }
catch-the-ten-penalty-summary = наказание: { $reason }

# Играта.
catch-the-ten-match-over = { $deals ->
    [one] изиграно е { $deals } раздаване
   *[other] изиграни са { $deals } раздавания
}: играта свърши
catch-the-ten-winner = { $side } печели с { $points } { $points ->
    [one] точка
   *[other] точки
}
catch-the-ten-tie-step = най-големият сбор е поделен: играе се още едно раздаване
catch-the-ten-tie-note = най-големият сбор е поделен: още едно раздаване
catch-the-ten-next = раздаване { $deal }{ $shared ->
    [yes] {" "}(най-големият сбор е поделен)
   *[no] {""}
}: { $dealer } раздава { $packets ->
    [1] по { $cards ->
        [one] { $cards } карта
       *[other] { $cards } карти
    }
   *[other] по { $packets } { $packets ->
        [one] купчинка
       *[other] купчинки
    } от { $cards } { $cards ->
        [one] карта
       *[other] карти
    }
}, започва { $leader }

# Опции.
catch-the-ten-option-deals = `deals` = { $deals }: играта трае `players` (по едно раздаване на всеки играч) или от 1 до { $most } раздавания
catch-the-ten-options-stored = запазените опции на играта не могат да се прочетат: { $error }

# Отбори: с еднакъв брой играчи, съотборниците седят през един.
catch-the-ten-team-members = отборът „{ $team }“ изброява играчите си: --team { $team }=Аня,Вера
catch-the-ten-team-name = отборът трябва да има име: --team A=Аня,Вера
catch-the-ten-team-twice = отборът „{ $team }“ е посочен два пъти
catch-the-ten-team-sizes = отборите са два или повече, с еднакъв брой играчи, поне по двама (шестима: 2 отбора по 3 или 3 по 2; осмина: 2 по 4 или 4 по 2); дадени са { $given }
catch-the-ten-team-player-name = отборът „{ $team }“ носи името на играч; наречете отборите различно от играчите
catch-the-ten-team-stranger = { $player } от отбор { $team } не е от играчите ({ $players })
catch-the-ten-team-none = { $player } не е в нито един отбор; всеки играч играе за един отбор
catch-the-ten-team-two = { $player } е в два отбора; всеки играч играе за един отбор
catch-the-ten-team-seating = съотборниците седят през един: по реда на играта местата са { $pattern }; дадени са { $players }
catch-the-ten-unknown-name = няма играч или отбор „{ $name }“; отборите са { $teams }, а играчите { $players }

rule-catch-the-ten-snapshot = партията продължава само от запазено състояние на играта „Хвани десетката“ със същите играчи
catch-the-ten-snapshot = запазеното състояние на тази партия не е състояние на играта „Хвани десетката“ с тези играчи
