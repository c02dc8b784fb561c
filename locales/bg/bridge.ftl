# Контракт бридж: имена, опции, флагове за бързо записване, резултатът от раздаването.

game-bridge = Бридж
game-bridge-aliases = бридж, контракт бридж, bridge

option-bridge-scoring = duplicate (по подразбиране: всяко раздаване по чл. 77), rubber (робер), chicago (чикаго); клубен турнир: matchpoints, imps, cross-imps, butler
option-bridge-unfinished_partscore = частичният резултат в недовършен робер: 100 (по подразбиране, правилата на робер бриджа) или 50
option-bridge-boards = броят раздавания в клубен турнир (1–99)

flag-bridge-board = Бридж: номерът на раздаването (по него са зоната и раздаващият), напр. 5
flag-bridge-contract = Бридж: договорът, ниво и деноминация (C D H S NT, ♣ ♦ ♥ ♠, БК), контрата след него, напр. 4S, 4SX, 3NTXX или pass
flag-bridge-double = Бридж: x (контра) или xx (реконтра), ако не са след договора
flag-bridge-by = Бридж: разиграващият, по име или място (N E S W, С И Ю З)
flag-bridge-result = Бридж: резултатът спрямо договора: =, +1, -2 (или --tricks 11 — взятките на разиграващия)
flag-bridge-honours = Бридж: онори в една ръка, ИГРАЧ:4 или ИГРАЧ:5 (четирите аса на без коз: ИГРАЧ:4)
flag-bridge-vulnerable = Бридж: none, ns, ew или both, ако не е по номера на раздаването

bridge-option-unfinished = Частичен резултат { $value } в недовършен робер не е разрешен: { $allowed }.
bridge-option-boards = Клубният турнир има нужда от броя раздавания, от 1 до { $max } (дадено: { $value }).
bridge-option-boards-table = Броят раздавания е за клубен турнир; маса с отчитане { $scoring } раздава, докато спре.
bridge-option-stored = Запазените опции на партията не могат да се прочетат: { $error }
bridge-teams-by-seat = Двойките в бриджа следват местата: дайте играчите като Север, Изток, Юг, Запад; Север и Юг играят срещу Изток и Запад.
bridge-vulnerable-format = „{ $given }“ не е зона: напишете none, ns, ew или both.
bridge-contract-format = „{ $given }“ не е договор: напишете нивото и деноминацията, напр. 4S, 3NT, 2♥X, 6DXX, или pass.
bridge-contract-level = „{ $given }“: нивото на договора е от 1 до 7 (шест взятки плюс нивото са най-много 13), не { $level }.
bridge-contract-redouble = „{ $given }“: реконтра може само на контриран договор; контра и реконтра се пишат xx.
bridge-double-format = „{ $given }“ не е контра: напишете x (контра) или xx (реконтра), или нищо.
bridge-double-disagree = В договора е { $contract }, а в контрата { $double }.
bridge-result-format = „{ $given }“ не е резултат: = за точно изпълнен, +1 за надвзятка, -2 за две без.
bridge-result-range = „{ $given }“ е невъзможно за { $contract }: разиграващият има нужда от { $need } взятки, а взима от 0 до 13.
bridge-tricks-range = Разиграващият е взел { $given } взятки? Раздаването има 13 взятки: от 0 до 13.
bridge-tricks-disagree = { $tricks } взятки и резултатът „{ $result }“ не си съответстват: този резултат е { $took } взятки.
bridge-tricks-missing = Колко взятки взе разиграващият? Дайте взятките (0–13) или резултата (=, +1, -2).
bridge-contract = { $level }{ $strain ->
    [clubs] ♣
    [diamonds] ♦
    [hearts] ♥
    [spades] ♠
   *[notrump] БК
}{ $double ->
    [x] ×
    [xx] ××
   *[other] {""}
}

rule-bridge-contract-format = договорът е ниво и деноминация (C D H S NT, ♣ ♦ ♥ ♠, БК) или пас
rule-bridge-contract-level = нивото на договора е от 1 до 7
rule-bridge-contract-redouble = реконтра има само след контра
rule-bridge-contract-double = договорът е без контра, с контра (x) или с реконтра (xx), записани веднъж
rule-bridge-result-format = резултатът е =, +N или -N спрямо договора
rule-bridge-result-range = резултатът дава на разиграващия от 0 до 13 взятки
rule-bridge-tricks-range = разиграващият взима от 0 до 13 взятки
rule-bridge-tricks-disagree = взятките и резултатът, дадени заедно, си съответстват
rule-bridge-tricks-missing = изигран договор има нужда от взятките на разиграващия или от резултата
rule-bridge-deal-vulnerable = зоната е none, ns, ew или both
rule-bridge-option-unknown = само опциите, които бриджът познава
rule-bridge-option-value = стойности на опциите от верния вид и обхват
rule-bridge-snapshot = запазено състояние на партията, което преиграване на същата партия би могло да остави
