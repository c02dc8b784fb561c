# Опендаум: имена, флагове за бърз запис, опции и номера на правила.

rule-opendaum-score-first-trick = раздаване 1: който вземе взятката, записва 1
rule-opendaum-score-first-guess = раздаване 1: всеки, чиято обява („вземам“ 1 / „не вземам“ 0) се сбъдне, записва 5
rule-opendaum-score-exact = от раздаване 2: точна обява записва 5 × взятките + 5
rule-opendaum-score-missed = от раздаване 2: неточна обява записва по 1 за всяка взета взятка
rule-opendaum-match-rounds = играта свършва след последното раздаване (цялото тесте или уговорения брой раздавания)
rule-opendaum-match-winner = печели най-големият сбор; равни най-големи сборове делят победата
rule-opendaum-penalty = наказание, уговорено на масата, се записва в точки
rule-opendaum-bid-range = обявата е от 0 до броя раздадени карти (раздаване 1: „вземам“ 1 или „не вземам“ 0)
rule-opendaum-bid-missing = всеки играч обявява колко взятки ще вземе
rule-opendaum-bid-twice = всеки играч обявява веднъж
rule-opendaum-deal-format = записът на раздаване има само описаните полета
rule-opendaum-deal-dealer = всяко следващо раздаване раздава играчът отляво
rule-opendaum-deal-trump = козът се показва с обърната карта; при раздаването на цялото тесте няма карта за обръщане
rule-opendaum-deal-won = дадени са взятките на всеки играч или всички взятки
rule-opendaum-won-range = взятките на играч са от 0 до взятките в раздаването
rule-opendaum-won-sum = взетите взятки са общо колкото картите, раздадени на всеки
rule-opendaum-entry-disagree = взятките, дадени до записа на играта, съвпадат с него
rule-opendaum-penalty-points = наказанието посочва точките си
rule-opendaum-play-format = записът на играта съдържа само взятки
rule-opendaum-play-follow-suit = който има изиграния цвят, отговаря на него
rule-opendaum-play-trump = който няма изиграния цвят, цака с коз, ако има
rule-opendaum-play-trick-size = всяка взятка има по една карта от всеки играч
rule-opendaum-play-card-count = раздаването има толкова взятки, колкото карти е получил всеки
rule-opendaum-play-duplicate-card = всяка карта се играе веднъж
rule-opendaum-play-not-in-deck = играят се само картите от тестето (без шестици при 2 или 5 играчи…)
rule-opendaum-play-out-of-turn = играчите играят поред от водещия взятката
rule-opendaum-option-unknown = само описаните опции
rule-opendaum-option-value = стойности на опциите от правилния вид и в допустимите граници
flag-opendaum-trump = козът или картата, която го показва: купа, ♥, 7H (без — без коз), напр. 7H
flag-opendaum-bids = Опендаум: обявата на всеки играч — колко взятки ще вземе, напр. Аня=1,Борис=0 (раздаване 1: 1 — „вземам“, 0 — „не вземам“)
option-opendaum-rounds = pack — до раздаването на цялото тесте; players — толкова раздавания, колкото са играчите; или число
option-opendaum-last_trump = раздаването на цялото тесте: none (без коз) или dealer (последната карта на раздаващия показва коза)
option-opendaum-sevens = двете седмици, които се махат заедно с шестиците при петима играчи
game-opendaum = Опендаум
game-opendaum-aliases = опендаум, опен-даум

new-example-opendaum = kozyr new opendaum --players Аня,Борис,Вера,Галя
deal-example-opendaum =
    kozyr deal --trump 7H --bids Аня=0,Борис=1,Вера=0,Галя=1 --won Борис=1  # раздаване 1: Борис обяви 1 и взе взятката
    kozyr deal --trump QD --bids Аня=0,Борис=1,Вера=1,Галя=0 --won Борис=1,Вера=1  # раздаване 2: взятките на всеки играч
    kozyr deal --trump 7H --bids Аня=1,Борис=0,Вера=0 --tricks round.txt  # всички взятки, проверени от съдията

# Коз: картата, обърната след раздаването.
opendaum-trump-whole-pack = в раздаване { $round } се раздава цялото тесте: не остава карта за обръщане, затова се играе без коз (не давайте { $field } или дайте „без“; опцията `last_trump=dealer` обръща последната карта на раздаващия)
opendaum-trump-dealer-card = в раздаване { $round } се раздава цялото тесте и козът се показва от последната карта на раздаващия: { $field } 7H (или цветът ѝ)
opendaum-trump-missing = посочете картата, обърната за коз, или цвета ѝ: { $field } 7H, { $field } купа
opendaum-trump-needed = в раздаване { $round } се обръща карта за коз, значи има коз; посочете картата или цвета ѝ, а не „{ $text }“
opendaum-trump-not-card = „{ $text }“ не е нито карта, нито цвят: { $field } 7H, { $field } купа (♥, H…)
opendaum-trump-not-in-pack = { $card } не е в тестето на тази маса ({ $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}) и не може да бъде обърната
opendaum-trump-played = { $card } е обърната за коз и остава на масата, но в записа я играе { $player }
opendaum-trump-dealer-missing = козът се показва от последната карта на раздаващия, но { $card } не е в записа; раздаващ е { $dealer }
opendaum-trump-dealer-other = козът се показва от последната карта на раздаващия, но { $card } беше у { $player }; раздаващ е { $dealer }

# Обява: колко взятки играчът ще вземе.
opendaum-bid-none = преди играта всеки играч обявява колко взятки ще вземе: { $field } { $example }
opendaum-bid-missing = няма обява за { $players }; всеки играч обявява колко взятки ще вземе: { $field } { $example }
opendaum-bids-format = { $field } е играч → обявени взятки, напр. {"{"}"Аня": 1, "Борис": 0{"}"}
opendaum-bid-not-number = обявата на { $player } е { $value }; обявата е цял брой взятки
opendaum-bid-range = { $player } обяви { $bid } с { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
} в ръката; { $round ->
    [1] в раздаване 1 се обявява „вземам“ (1) или „не вземам“ (0)
   *[other] в раздаване { $round } обявата е от 0 до { $round } взятки
}
opendaum-bid-twice = обявата на { $player } е дадена два пъти; всеки играч обявява веднъж
opendaum-won-missing = дайте взятките на всеки играч: { $field } Аня=1,Борис=0 (или всички взятки)

# Точки: по ред за всеки играч.
opendaum-first-trick = { $player } взе взятката: 1
opendaum-first-right = { $player } обяви { $bid ->
    [1] 1 („вземам“)
   *[other] 0 („не вземам“)
} и позна: +5
opendaum-first-wrong = { $player } обяви { $bid ->
    [1] 1 („вземам“)
   *[other] 0 („не вземам“)
} и не позна: нищо за обявата
opendaum-exact = { $player } обяви { $bid } и взе { $took }: 5 × { $took } + 5 = { $points }
opendaum-missed = { $player } обяви { $bid }, но взе { $took }: { $took } × 1 = { $took }

# Листът: редът на раздаването и „обява/взети“ до точките на всеки играч.
opendaum-summary = раздаване { $round }: раздава { $dealer }, по { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}, коз { $trump } (обява/взети)
opendaum-summary-no-trump = раздаване { $round }: раздава { $dealer }, по { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}, без коз (обява/взети)
opendaum-cell = { $bid }/{ $took }

# Играта.
opendaum-no-more-rounds = играта свърши след раздаване { $last }; раздаване { $round } няма
opendaum-last-round = раздаване { $last } беше последното: играта свърши
opendaum-winner = { $player } печели с { $points } { $points ->
    [one] точка
   *[other] точки
}
opendaum-shared-win = { $players } и { $last } делят най-големия сбор, { $points }: няма самостоятелен победител
opendaum-next = раздаване { $round }: { $dealer } раздава по { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}{ $whole ->
    [none] {" "}(цялото тесте: без коз)
    [dealer] {" "}(цялото тесте: последната карта на раздаващия показва коза)
   *[no] {""}
}, обявите започват от { $first }

# Опции.
opendaum-option-rounds = `rounds` = { $rounds }: при { $players } играчи тестето стига за { $most } { $most ->
    [one] раздаване
   *[other] раздавания
}; `rounds` е `pack`, `players` или число от 1 до { $most }
opendaum-option-sevens-card = `sevens` = { $sevens }: „{ $text }“ не е карта
opendaum-option-sevens = `sevens` = { $sevens }: посочете двете седмици, които се махат при петима играчи, напр. 7C,7S
opendaum-options-stored = запазените опции на играта не могат да се прочетат: { $error }

rule-opendaum-snapshot = партията продължава само от запазено състояние на играта „Опендаум“ със същите играчи
opendaum-snapshot = запазеното състояние на тази партия не е състояние на играта „Опендаум“ с тези играчи
