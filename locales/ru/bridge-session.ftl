# Клубный турнир по бриджу: строки протокола, итоговая таблица, `kozyr session`.

bridge-session-teams = Участники клубного турнира — пары с номерами от 1 до N: команды не задаются.
bridge-session-pairs = В клубном турнире от { $min } до { $max } пар, а не { $given }.
bridge-session-pair-labels = Пары клубного турнира нумеруются по порядку: 1, 2, 3… «{ $given }» стоит на месте пары { $expected }.
bridge-session-snapshot = Сохранённое состояние этого турнира содержит строку протокола, которую турнир не мог записать.
bridge-session-field = «{ $field }» — не поле строки протокола; поля: { $fields }.
bridge-session-field-type = Поле { $field } строки протокола не может быть { $given }.
bridge-session-board = Сдачи { $given } нет в этом турнире: его сдачи — от 1 до { $boards }.
bridge-session-pair = Пары { $field } «{ $given }» нет в этом турнире: пары нумеруются от 1 до { $pairs }.
bridge-session-same-pair = Пара { $pair } не может сидеть одновременно на линии Север-Юг и Восток-Запад.
bridge-session-board-twice = У пары { $pair } уже есть результат в сдаче { $board }: отмените или исправьте ту строку, а не вводите сдачу заново.
bridge-session-adjusted = «{ $given }» — не искусственный результат: напишите проценты СЮ/ВЗ, каждый 60 (среднее с плюсом), 50 (среднее) или 40 (среднее с минусом), например 60/40.
bridge-session-adjusted-contract = Сдача { $board } либо сыграна, либо получает искусственный результат: уберите { $field } или искусственный результат.
bridge-session-contract = Что сыграно в сдаче { $board }? Укажите контракт (или пас) либо искусственный результат.
bridge-session-declarer = В протоколе разыгрывающий указывается местом — N, E, S или W (С, В, Ю, З), а не «{ $given }».
bridge-session-penalty = В клубном турнире нет штрафов в очках: дайте сдаче искусственный результат (--adjusted 40/60).
bridge-session-line = Сдача { $board }: { $ns } против { $ew }, { $contract } у { $declarer } { $result }, СЮ { $score }
bridge-session-line-pass = Сдача { $board }: { $ns } против { $ew }, все пас
bridge-session-line-adjusted = Сдача { $board }: { $ns } против { $ew }, искусственный результат { $adjusted }

rule-bridge-session-pairs = в клубном турнире от 2 до 99 пар с номерами от 1 до N
rule-bridge-session-field = в строке протокола только её поля, каждое нужного вида
rule-bridge-session-board = сдача строки протокола — одна из сдач турнира
rule-bridge-session-pair = пары строки протокола — пары турнира
rule-bridge-session-same-pair = пара сидит либо на линии СЮ, либо на линии ВЗ, но не на обеих
rule-bridge-session-board-twice = каждая пара играет каждую сдачу один раз
rule-bridge-session-adjusted = искусственный результат — 60, 50 или 40 % каждой линии
rule-bridge-session-adjusted-contract = сдача либо сыграна, либо получает искусственный результат
rule-bridge-session-contract = в строке протокола есть контракт или искусственный результат
rule-bridge-session-declarer = в строке протокола указано место разыгрывающего
rule-bridge-session-penalty = в клубном турнире нет штрафов в очках

cli-about-session = Клубный турнир по бриджу: пары играют одни и те же сдачи и ранжируются по матчпойнтам или IMP.
cli-about-session-new = Начать клубный турнир: пары с номерами от 1 до N, число сдач, способ подсчёта.
cli-about-session-result = Записать строку протокола: результат одного стола в сдаче.
cli-about-session-show = Показать итоговую таблицу турнира.
cli-about-session-board = Показать протокол сдачи с матчпойнтами или IMP каждой строки.
cli-arg-session-new-pairs = Сколько пар играет, от 2 до 99; они нумеруются от 1 до N.
cli-arg-session-new-boards = Сколько сдач играется, от 1 до 99.
cli-arg-session-new-scoring = `matchpoints` (по умолчанию), `imps` (против датума), `cross-imps` или `butler`.
cli-arg-session-new-name = Название турнира, которое можно писать вместо номера, например пятница.
cli-arg-session-result-board = Номер сдачи, например 5.
cli-arg-session-result-ns = Номер пары Север-Юг.
cli-arg-session-result-ew = Номер пары Восток-Запад.
cli-arg-session-result-contract = Контракт, например 4S, 3NTX, 6♥XX, или pass.
cli-arg-session-result-double = x (контра) или xx (реконтра), если они не записаны в контракте.
cli-arg-session-result-by = Место разыгрывающего: N, E, S или W.
cli-arg-session-result-tricks = Взятки разыгрывающего, от 0 до 13.
cli-arg-session-result-result = Результат относительно контракта: =, +1, -2.
cli-arg-session-result-vulnerable = `none`, `ns`, `ew` или `both`, если зона не по номеру сдачи.
cli-arg-session-result-adjusted = Искусственный результат за несыгранную сдачу: 60/40, 50/50, 40/60 (сначала процент Север-Юга).
cli-arg-session-board-board = Номер сдачи, например 5.

cli-value-session-pairs = ПАРЫ
cli-value-session-boards = СДАЧИ
cli-value-session-scoring = ПОДСЧЁТ
cli-value-session-board = СДАЧА
cli-value-session-ns = СЮ
cli-value-session-ew = ВЗ
cli-value-session-contract = КОНТРАКТ
cli-value-session-double = КОНТРА
cli-value-session-by = МЕСТО
cli-value-session-tricks = ВЗЯТКИ
cli-value-session-result = РЕЗУЛЬТАТ
cli-value-session-vulnerable = ЗОНА
cli-value-session-adjusted = СЮ/ВЗ

cli-session-scoring = «{ $given }» — не способ подсчёта турнира: { $allowed }.
cli-session-not-a-session = Партия { $match } ({ $game }) — не клубный турнир по бриджу; начните турнир командой `kozyr session new`.
cli-session-recorded = Записано в партию { $match }, { $game }, сдача { $board }.
cli-session-no-results = Результатов пока нет.
cli-session-board-title = Сдача { $board } партии { $match }
cli-session-board-empty = В этой сдаче пока нет результатов.
cli-session-top = Топ: { $top ->
    [one] { $top } матчпойнт
    [few] { $top } матчпойнта
   *[many] { $top } матчпойнтов
}.
cli-session-datum = Датум: { $datum } в пользу Север-Юга.
cli-session-adjusted = искусственный { $adjusted }
cli-session-col-rank = Место
cli-session-col-pair = Пара
cli-session-col-boards = Сдачи
cli-session-col-matchpoints = МП
cli-session-col-percent = %
cli-session-col-imps = IMP
cli-session-col-per-board = IMP/сдача
cli-session-col-ns = СЮ
cli-session-col-ew = ВЗ
cli-session-col-contract = Контракт
cli-session-col-by = Разыгр.
cli-session-col-result = Результат
cli-session-col-score-ns = СЮ +
cli-session-col-score-ew = ВЗ +
cli-session-col-mp-ns = МП СЮ
cli-session-col-mp-ew = МП ВЗ
cli-session-col-imps-ns = IMP СЮ
cli-session-col-imps-ew = IMP ВЗ
bridge-session-traveller = В клубном турнире каждый результат — строка протокола с парами, которые сыграли сдачу: kozyr session result СДАЧА --ns ПАРА --ew ПАРА --contract 4S --by N --tricks 10.
rule-bridge-session-traveller = результат турнира называет сдачу и пары Север-Юг и Восток-Запад
bridge-session-step-ranking = Все строки сдачи { $board } заново сравниваются с этой (kozyr session board { $board } показывает каждую); итоги — { $scoring ->
    [matchpoints] проценты
    [butler] IMP на сдачу
   *[other] IMP
} с точностью до сотых.
rule-bridge-session-ranking = места турнира пересчитываются по всем действующим строкам
bridge-option-pair-names-table = Список пар задаётся только клубному турниру; за столом со счётом { $scoring } играют четверо.
bridge-session-roster-pair = В списке названа пара «{ $given }», которой нет в этом турнире: пары нумеруются от 1 до { $pairs }.
bridge-session-roster-name = Список не даёт паре { $pair } имён: «{ $given }».
cli-session-roster-syntax = «{ $given }» — не строка списка пар: напишите номер пары и её имена, например --pair 1=Иванов–Петров.
cli-session-roster-twice = Пара { $pair } названа в списке дважды.
cli-session-roster-teams = Командный матч или вечер называет команды флагом --team, а не пары флагом --pair.
cli-session-col-names = Игроки
cli-arg-session-new-pair = Имена пары в списке, например 1=Иванов–Петров; флаг повторяется для каждой пары. Пара без имён показывается номером.
cli-value-session-pair = N=ИМЕНА
cli-about-session-correct = Исправить строку протокола теми же флагами, какими она введена; остальное в строке остаётся.
cli-arg-session-correct-line = Номер строки результата, как его показывает лист, например 5.
cli-arg-session-correct-board = Номер сдачи, если строка относится к другой сдаче.
cli-arg-session-correct-reason = Почему, одной строкой: её покажут лист, `kozyr log` и `kozyr explain`.
cli-arg-session-correct-ns = Номер пары Север-Юг.
cli-arg-session-correct-ew = Номер пары Восток-Запад.
cli-arg-session-correct-contract = Контракт, например 4S, 3NTX, 6♥XX, или pass.
cli-arg-session-correct-double = x (контра) или xx (реконтра), если они не записаны в контракте.
cli-arg-session-correct-by = Место разыгрывающего: N, E, S или W.
cli-arg-session-correct-tricks = Взятки разыгрывающего, от 0 до 13.
cli-arg-session-correct-result = Результат относительно контракта: =, +1, -2.
cli-arg-session-correct-vulnerable = `none`, `ns`, `ew` или `both`, если зона не по номеру сдачи.
cli-arg-session-correct-adjusted = Искусственный результат за несыгранную сдачу: 60/40, 50/50, 40/60 (сначала процент Север-Юга).
cli-value-session-line = СТРОКА
cli-arg-session-correct-room = Командный матч: зал, open (открытый, хозяева на линии Север-Юг) или closed (закрытый).
cli-arg-session-correct-dealer = Командный матч: сдающий, N, E, S или W, если не по номеру сдачи.
cli-session-correct-nothing = Укажите, что меняется в строке { $line }: флаги `kozyr session result`, например --ns, --ew, --contract, --by, --tricks.
bridge-session-seat = { $seat ->
    [N] С
    [E] В
    [S] Ю
   *[W] З
}
bridge-session-passed = пас
cli-session-corrected = Исправлена строка результата { $line } в партии { $match }, { $game }: теперь { $now } (было { $was }); исходная строка остаётся в журнале.
cli-session-corrected-why = Исправлена строка результата { $line } в партии { $match }, { $game }: теперь { $now } (было { $was }): { $reason }. Исходная строка остаётся в журнале.
