# Клубен турнир по бридж: редове от протокола, класиране, `kozyr session`.

bridge-session-teams = Участниците в клубния турнир са двойки с номера от 1 до N: не се задават отбори.
bridge-session-pairs = В клубния турнир има от { $min } до { $max } двойки, а не { $given }.
bridge-session-pair-labels = Двойките в клубния турнир се номерират поред: 1, 2, 3… «{ $given }» стои на мястото на двойка { $expected }.
bridge-session-snapshot = Запазеното състояние на този турнир съдържа ред от протокола, който турнирът не би могъл да запише.
bridge-session-field = «{ $field }» не е поле на ред от протокола; полетата са: { $fields }.
bridge-session-field-type = Полето { $field } на реда от протокола не може да бъде { $given }.
bridge-session-board = Раздаване { $given } няма в този турнир: раздаванията му са от 1 до { $boards }.
bridge-session-pair = Двойка { $field } «{ $given }» няма в този турнир: двойките са с номера от 1 до { $pairs }.
bridge-session-same-pair = Двойка { $pair } не може да седи едновременно на линия Север-Юг и Изток-Запад.
bridge-session-board-twice = Двойка { $pair } вече има резултат на раздаване { $board }: отменете или поправете онзи ред, вместо да въвеждате раздаването отново.
bridge-session-adjusted = «{ $given }» не е изкуствен резултат: напишете процентите СЮ/ИЗ, всеки 60 (средно с плюс), 50 (средно) или 40 (средно с минус), например 60/40.
bridge-session-adjusted-contract = Раздаване { $board } или е изиграно, или получава изкуствен резултат: махнете { $field } или изкуствения резултат.
bridge-session-contract = Какво е изиграно на раздаване { $board }? Дайте договора (или пас) или изкуствен резултат.
bridge-session-declarer = В протокола разиграващият се посочва с място — N, E, S или W (С, И, Ю, З), а не «{ $given }».
bridge-session-penalty = В клубния турнир няма наказания в точки: дайте на раздаването изкуствен резултат (--adjusted 40/60).
bridge-session-line = Раздаване { $board }: { $ns } срещу { $ew }, { $contract } от { $declarer } { $result }, СЮ { $score }
bridge-session-line-pass = Раздаване { $board }: { $ns } срещу { $ew }, всички пас
bridge-session-line-adjusted = Раздаване { $board }: { $ns } срещу { $ew }, изкуствен резултат { $adjusted }

rule-bridge-session-pairs = в клубния турнир има от 2 до 99 двойки с номера от 1 до N
rule-bridge-session-field = редът от протокола има само своите полета, всяко от нужния вид
rule-bridge-session-board = раздаването на реда е едно от раздаванията на турнира
rule-bridge-session-pair = двойките на реда са двойки от турнира
rule-bridge-session-same-pair = двойката седи или на линия СЮ, или на линия ИЗ, не и на двете
rule-bridge-session-board-twice = всяка двойка играе всяко раздаване веднъж
rule-bridge-session-adjusted = изкуственият резултат е 60, 50 или 40 % за всяка линия
rule-bridge-session-adjusted-contract = раздаването или е изиграно, или получава изкуствен резултат
rule-bridge-session-contract = редът от протокола дава договора или изкуствен резултат
rule-bridge-session-declarer = редът от протокола посочва мястото на разиграващия
rule-bridge-session-penalty = в клубния турнир няма наказания в точки

cli-about-session = Клубен турнир по бридж: двойките играят едни и същи раздавания и се класират по мачпойнти или IMP.
cli-about-session-new = Започнете клубен турнир: двойки с номера от 1 до N, брой раздавания, начин на точкуване.
cli-about-session-result = Запишете ред от протокола: резултата на една маса на раздаване.
cli-about-session-show = Покажете класирането на турнира.
cli-about-session-board = Покажете протокола на раздаване с мачпойнтите или IMP на всеки ред.
cli-arg-session-new-pairs = Колко двойки играят, от 2 до 99; номерират се от 1 до N.
cli-arg-session-new-boards = Колко раздавания се играят, от 1 до 99.
cli-arg-session-new-scoring = `matchpoints` (по подразбиране), `imps` (срещу датум), `cross-imps` или `butler`.
cli-arg-session-new-name = Име на турнира, което може да се пише вместо номера му, например петък.
cli-arg-session-result-board = Номерът на раздаването, например 5.
cli-arg-session-result-ns = Номерът на двойката Север-Юг.
cli-arg-session-result-ew = Номерът на двойката Изток-Запад.
cli-arg-session-result-contract = Договорът, например 4S, 3NTX, 6♥XX, или pass.
cli-arg-session-result-double = x (контра) или xx (реконтра), ако не са записани в договора.
cli-arg-session-result-by = Мястото на разиграващия: N, E, S или W.
cli-arg-session-result-tricks = Взятките на разиграващия, от 0 до 13.
cli-arg-session-result-result = Резултатът спрямо договора: =, +1, -2.
cli-arg-session-result-vulnerable = `none`, `ns`, `ew` или `both`, ако зоната не е по номера на раздаването.
cli-arg-session-result-adjusted = Изкуствен резултат за неизиграно раздаване: 60/40, 50/50, 40/60 (първо процентът на Север-Юг).
cli-arg-session-board-board = Номерът на раздаването, например 5.

cli-value-session-pairs = ДВОЙКИ
cli-value-session-boards = РАЗДАВАНИЯ
cli-value-session-scoring = ТОЧКУВАНЕ
cli-value-session-board = РАЗДАВАНЕ
cli-value-session-ns = СЮ
cli-value-session-ew = ИЗ
cli-value-session-contract = ДОГОВОР
cli-value-session-double = КОНТРА
cli-value-session-by = МЯСТО
cli-value-session-tricks = ВЗЯТКИ
cli-value-session-result = РЕЗУЛТАТ
cli-value-session-vulnerable = ЗОНА
cli-value-session-adjusted = СЮ/ИЗ

cli-session-scoring = «{ $given }» не е начин на точкуване на турнир: { $allowed }.
cli-session-not-a-session = Игра { $match } ({ $game }) не е клубен турнир по бридж; започнете турнир с `kozyr session new`.
cli-session-recorded = Записано в игра { $match }, { $game }, раздаване { $board }.
cli-session-no-results = Още няма резултати.
cli-session-board-title = Раздаване { $board } от игра { $match }
cli-session-board-empty = На това раздаване още няма резултати.
cli-session-top = Топ: { $top ->
    [one] { $top } мачпойнт
   *[other] { $top } мачпойнта
}.
cli-session-datum = Датум: { $datum } в полза на Север-Юг.
cli-session-adjusted = изкуствен { $adjusted }
cli-session-col-rank = Място
cli-session-col-pair = Двойка
cli-session-col-boards = Раздавания
cli-session-col-matchpoints = МП
cli-session-col-percent = %
cli-session-col-imps = IMP
cli-session-col-per-board = IMP/раздаване
cli-session-col-ns = СЮ
cli-session-col-ew = ИЗ
cli-session-col-contract = Договор
cli-session-col-by = Разигр.
cli-session-col-result = Резултат
cli-session-col-score-ns = СЮ +
cli-session-col-score-ew = ИЗ +
cli-session-col-mp-ns = МП СЮ
cli-session-col-mp-ew = МП ИЗ
cli-session-col-imps-ns = IMP СЮ
cli-session-col-imps-ew = IMP ИЗ
bridge-session-traveller = В клубен турнир всеки резултат е ред от протокола с двойките, които са го изиграли: kozyr session result РАЗДАВАНЕ --ns ДВОЙКА --ew ДВОЙКА --contract 4S --by N --tricks 10.
rule-bridge-session-traveller = резултатът в турнира назовава раздаването и двойките Север-Юг и Изток-Запад
bridge-session-step-ranking = Всички редове на раздаване { $board } се сравняват отново с този (kozyr session board { $board } показва всеки); сборовете са { $scoring ->
    [matchpoints] проценти
    [butler] IMP на раздаване
   *[other] IMP
} с точност до стотни.
rule-bridge-session-ranking = класирането в турнира се пресмята наново от всички действащи редове
bridge-option-pair-names-table = Списъкът на двойките е за клубен турнир; на маса с отчитане { $scoring } играят четирима.
bridge-session-roster-pair = Списъкът назовава двойка «{ $given }», която я няма в този турнир: двойките са с номера от 1 до { $pairs }.
bridge-session-roster-name = Списъкът не дава имена на двойка { $pair }: «{ $given }».
cli-session-roster-syntax = «{ $given }» не е ред от списъка на двойките: напишете номера на двойката и имената ѝ, например --pair 1=Иванов–Петров.
cli-session-roster-twice = Двойка { $pair } е назована два пъти в списъка.
cli-session-roster-teams = Отборен мач или вечер назовава отборите си с --team, не двойки с --pair.
cli-session-col-names = Играчи
cli-arg-session-new-pair = Имената на двойка в списъка, например 1=Иванов–Петров; флагът се повтаря за всяка двойка. Двойка без имена се показва с номера си.
cli-value-session-pair = N=ИМЕНА
cli-about-session-correct = Поправете ред от протокола със същите флагове, с които е въведен; останалото в реда остава.
cli-arg-session-correct-line = Номерът на реда с резултат, както го показва листът, например 5.
cli-arg-session-correct-board = Номерът на раздаването, ако редът е от друго раздаване.
cli-arg-session-correct-reason = Защо, на един ред: показват го таблицата, `kozyr log` и `kozyr explain`.
cli-arg-session-correct-ns = Номерът на двойката Север-Юг.
cli-arg-session-correct-ew = Номерът на двойката Изток-Запад.
cli-arg-session-correct-contract = Договорът, например 4S, 3NTX, 6♥XX, или pass.
cli-arg-session-correct-double = x (контра) или xx (реконтра), ако не са записани в договора.
cli-arg-session-correct-by = Мястото на разиграващия: N, E, S или W.
cli-arg-session-correct-tricks = Взятките на разиграващия, от 0 до 13.
cli-arg-session-correct-result = Резултатът спрямо договора: =, +1, -2.
cli-arg-session-correct-vulnerable = `none`, `ns`, `ew` или `both`, ако зоната не е по номера на раздаването.
cli-arg-session-correct-adjusted = Изкуствен резултат за неизиграно раздаване: 60/40, 50/50, 40/60 (първо процентът на Север-Юг).
cli-value-session-line = РЕД
cli-arg-session-correct-room = Отборен мач: залата, open (открита, домакините на Север-Юг) или closed (закрита).
cli-arg-session-correct-dealer = Отборен мач: раздаващият, N, E, S или W, ако не е по номера на раздаването.
cli-session-correct-nothing = Посочете какво се променя на ред { $line }: флаговете на `kozyr session result`, например --ns, --ew, --contract, --by, --tricks.
bridge-session-seat = { $seat ->
    [N] С
    [E] И
    [S] Ю
   *[W] З
}
bridge-session-passed = пас
cli-session-corrected = Поправен е ред с резултат { $line } в игра { $match }, { $game }: сега { $now } (беше { $was }); първоначалният ред остава в дневника.
cli-session-corrected-why = Поправен е ред с резултат { $line } в игра { $match }, { $game }: сега { $now } (беше { $was }): { $reason }. Първоначалният ред остава в дневника.
