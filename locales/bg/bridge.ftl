# Контракт бридж: имена, опции, флагове за бързо записване, резултатът от раздаването.

game-bridge = Бридж
game-bridge-aliases = бридж, контракт бридж, bridge

option-bridge-scoring = duplicate (по подразбиране: всяко раздаване по чл. 77), rubber (робер), chicago (чикаго); клубен турнир: matchpoints, imps, cross-imps, butler
option-bridge-unfinished_partscore = частичният резултат в недовършен робер: 100 (по подразбиране, правилата на робер бриджа) или 50
option-bridge-boards = броят раздавания в клубен турнир (1–99)
option-bridge-neuberg = турнир на мачпойнти: към колко резултата формулата на Нойберг привежда раздаването — expected (по подразбиране: колко пъти раздаването е трябвало да се изиграе, редовете му в протокола, изиграни или с изкуствен резултат, както броят EBU и WBF) или most (най-много резултати на което и да е раздаване)

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
bridge-option-neuberg-table = Формулата на Нойберг е за турнир на мачпойнти; маса с отчитане { $scoring } не сравнява резултати.
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
bridge-tricks-disagree = { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
} и резултатът „{ $result }“ не си съответстват: този резултат е { $took ->
    [one] { $took } взятка
   *[other] { $took } взятки
}.
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

# Мач на една маса: дубликатни раздавания, записът на робера, чикаго.

flag-bridge-stop = Бридж: масата спира; незавършеният робер се зачита (300 за единствената игра на страната, 100 или 50 за частична игра) и партията свършва
bridge-snapshot = Запазеното състояние не принадлежи на тази партия; тя се преиграва от началото.
bridge-vulnerability = { $vul ->
    [none] никой не е в зона
    [ns] СЮ в зона
    [ew] ИЗ в зона
   *[both] всички в зона
}
bridge-next-board = раздаване { $board }: раздава { $dealer }, { $vul }
bridge-next-rubber = робер { $rubber }, раздаване { $deal }: раздава { $dealer }, { $vul }
bridge-next-chicago = чикаго { $chicago }, раздаване { $deal } от 4: раздава { $dealer }, { $vul }
bridge-deal-format = Записът на раздаването не може да се прочете: { $error }
bridge-deal-board = Раздаване { $given }? Номерът на раздаването е от 1 до { $max }.
bridge-contract-missing = Какъв беше договорът? Посочете го (напр. 4S, 3NTX) или pass, ако всички са пасували.
bridge-declarer-missing = Кой разиграваше? Посочете име на играч или място (N, E, S, W; С, И, Ю, З).
bridge-seat-unknown = «{ $given }» не е играч на тази маса ({ $players }), нито място (N, E, S, W; С, И, Ю, З).
bridge-honours-format = «{ $given }» не са онёри: напишете у кого и колко, напр. { "Восток:4" }.
bridge-honours-count = Онёри «{ $given }»: четири онёра в една ръка (4) или всичките пет (5).
bridge-honours-notrump = На без коз за онёри се броят само четирите аса в една ръка: напишете ИГРАЧ:4.
bridge-honours-passed = Раздаване, в което всички са пасували, няма коз и няма онёри.
bridge-rubber-vulnerable = В робера зоната идва от спечелените игри, а не от записа: не посочвайте зона.
bridge-chicago-vulnerable = Раздаване { $deal } на чикаго е: { $vul }, а не { $given }.
bridge-step-trick-points = { $contract } изпълнен: { $points } за взятките
bridge-step-overtricks = надвзятки ({ $count }): { $points }
bridge-step-game = премия за игра{ $vul ->
    [yes] , в зона
   *[no] , извън зона
}: { $points }
bridge-step-part-score = премия за частична игра: { $points }
bridge-step-slam = премия за { $slam ->
    [grand] голям шлем
   *[small] малък шлем
}{ $vul ->
    [yes] , в зона
   *[no] , извън зона
}: { $points }
bridge-step-insult = за изпълнен договор с контра или реконтра: { $points }
bridge-step-undertricks = { $contract }, без { $down }{ $vul ->
    [yes] , в зона
   *[no] , извън зона
}: { $points } за защитата
bridge-step-passed-out = всички пасуваха: никой не пише нищо
bridge-step-honours = онёри ({ $count }) у { $side }: { $points } над чертата
bridge-step-rubber-game = { $side } направиха игра: под нея се тегли черта
bridge-step-rubber-bonus = { $side } печелят робера: { $points }
bridge-step-chicago-game = { $side } направиха игра: { $points }
bridge-step-chicago-part = частична игра на { $side } в четвъртото раздаване: { $points }
bridge-step-stop = тук масата спира
bridge-step-unfinished-game = незавършен робер: 300 за { $side } за единствената игра
bridge-step-unfinished-part = незавършен робер: { $points } за { $side } за частичната игра
bridge-summary = { $table ->
    [board] Раздаване
   *[deal] Раздаване
} { $board } · { $contract } { $declarer } { $result }
bridge-summary-pass = { $table ->
    [board] Раздаване
   *[deal] Раздаване
} { $board } · всички пас
bridge-summary-stop = масата спира
bridge-annotation = { $contract } { $result }
bridge-note-honours-duplicate = онёрите са записани, но не се броят: дубликатът се брои по член 77 от Законите на дубликатния бридж, където ги няма
bridge-penalty-points = наказанието в бриджа е точки (не 0, до { $max } в двете посоки): --points
bridge-penalty-note = { $side } { $points }: { $reason }
bridge-penalty-summary = наказание: { $reason }

rule-bridge-deal-format = записът на раздаването има само описаните полета, всяко от своя тип
rule-bridge-deal-board = номерът на раздаването е от 1 до 9999
rule-bridge-contract-missing = записът на раздаването дава договора или pass
rule-bridge-declarer-missing = изигран договор посочва разиграващия
rule-bridge-seat-unknown = разиграващият и държателят на онёрите са играчи на масата или места (N, E, S, W)
rule-bridge-honours-format = онёрите се пишат ИГРАЧ:БРОЙ
rule-bridge-honours-count = онёрите са 4 или 5 в една ръка
rule-bridge-honours-notrump = на без коз онёри са само четирите аса (ИГРАЧ:4)
rule-bridge-honours-passed = раздаване, в което всички са пасували, няма онёри
rule-bridge-rubber-vulnerable = в робера зоната идва от спечелените игри
rule-bridge-chicago-vulnerable = раздаванията на чикаго: никой, страната на раздаващия, страната на раздаващия, всички в зона
rule-bridge-score-trick-points = всяка обявена и взета взятка над шест: 20 в низш цвят, 30 във висш цвят и без коз, първата на без коз 40; с контра ×2, с реконтра ×4
rule-bridge-score-overtricks = всяка надвзятка: стойността ѝ без контра; с контра 100 (в зона 200); с реконтра 200 (400)
rule-bridge-score-game = дубликат: 100 точки за взятки или повече са игра, 300 извън зона, 500 в зона
rule-bridge-score-part-score = дубликат: под 100 точки за взятки е частична игра, 50
rule-bridge-score-slam = малък шлем 500 (в зона 750), голям шлем 1000 (1500)
rule-bridge-score-insult = изпълнен договор с контра 50, с реконтра 100
rule-bridge-score-undertricks = подвзятките са за защитата: по 50 или 100; с контра 100, 200, 200, после по 300 (в зона 200, после по 300); с реконтра двойно
rule-bridge-score-passed-out = раздаване, в което всички са пасували, не носи точки
rule-bridge-score-honours = робер и чикаго: четири козови онёра в една ръка 100, пет 150, четирите аса на без коз 150 — за който ги е държал
rule-bridge-rubber-game = робер: 100 точки под чертата са игра, а чертата изтрива частичната игра на другата страна
rule-bridge-rubber-bonus = робер: две игри го печелят, 700 ако другата страна няма игра, 500 ако има
rule-bridge-rubber-unfinished = незавършен робер: 300 за единствената игра на страна, 100 (или 50 по опция) за частична игра в текущата игра
rule-bridge-chicago-game = чикаго: играта се плаща веднага, 300 извън зона, 500 в зона
rule-bridge-chicago-part-score = чикаго: частична игра в четвъртото раздаване, която не е игра, носи 100
rule-bridge-stop = масата спира партията със собствен запис; след него нищо не се записва
rule-bridge-penalty = наказание, договорено от масата, се пише на посочената страна
rule-bridge-penalty-points = наказанието в бриджа е точки, не 0, до 10000 в двете посоки
flag-bridge-tricks = Бридж: взятките на разиграващия, от 0 до 13 (или --result); файл със запис на играта с име само от цифри се пише ./11
bridge-pad-rubber = Робер { $number }
bridge-pad-chicago = Чикаго { $number }
