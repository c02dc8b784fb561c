# Командная строка: выбор языка, справка, ошибки в команде, `kozyr rules`, `kozyr new`.

cli-lang-unknown = неизвестный язык «{ $value }» (задан в { $source }); kozyr говорит на en (English), ru (русский) и bg (български)

## Слова самой справки: заголовки и обозначения.

cli-heading-usage = Использование:
cli-heading-commands = Команды
cli-heading-arguments = Аргументы
cli-heading-options = Параметры
cli-heading-examples = Примеры
cli-heading-quick-entry = Быстрая запись (по играм)
cli-usage-options = [ПАРАМЕТРЫ]
cli-value-command = КОМАНДА
cli-value-match = ПАРТИЯ
cli-value-deal = СДАЧА
cli-value-file = ФАЙЛ
cli-value-path = ПУТЬ
cli-value-lang = ЯЗЫК
cli-value-game = ИГРА
cli-value-date = ДАТА
cli-value-topic = ТЕМА
cli-value-players = ИГРОКИ
cli-value-name-players = ИМЯ=ИГРОКИ
cli-value-name-value = ИМЯ=ЗНАЧЕНИЕ
cli-value-name = ИМЯ
cli-value-entry = ЗАПИСЬ
cli-value-player = ИГРОК
cli-value-points = ОЧКИ
cli-value-reason = ПРИЧИНА
cli-value-format = ФОРМАТ
cli-value-output = ФАЙЛ
cli-value-shell = ОБОЛОЧКА
cli-value-columns = СТОЛБЦЫ
cli-value-rows = СТРОКИ
cli-flag-value-text = ЗНАЧЕНИЕ
cli-flag-value-int = ЧИСЛО
cli-flag-value-side-ints = ИМЯ=ЧИСЛО,…
cli-flag-value-list = ЗНАЧЕНИЕ
cli-flag-value-side-list = ИМЯ:ЗНАЧЕНИЕ
cli-game-choice = { $id } ({ $name })

## Что делают kozyr и каждая команда.

cli-about = Счёт и судейство карточных игр за настоящим столом: { $games }.
cli-after-help =
    Начните с `kozyr demo`, затем `kozyr new thousand --players Аня,Борис,Вера`.
    `kozyr help КОМАНДА` объясняет команду, `kozyr rules ИГРА` — правила игры.
cli-about-new = Начать партию.
cli-about-deal = Записать сдачу и показать таблицу очков. Без флагов сдачи в терминале kozyr спросит сдачу по полям.
cli-about-check = Проверить сдачу по правилам, не записывая её (разрешить спор).
cli-about-penalty = Записать штраф (ошибка при сдаче, три девятки при съёме, …).
cli-about-undo = Взять назад последнюю действующую сдачу, штраф, исправление или отмену: отмена берётся назад восстановлением того, что она отменила, исправление — восстановлением прежней версии (ничего не стирается: добавляется запись об отмене). Повторная команда идёт дальше назад.
cli-about-redo = Вернуть то, что взяла назад последняя команда undo, пока после неё ничего не записано (ничего не стирается: добавляется отмена этой отмены).
cli-about-void = Отменить любую сдачу, штраф, исправление или отмену (отменённая отмена возвращает то, что она отменила), например `kozyr void 3 --reason "не та заявка"` (ничего не стирается: добавляется запись об отмене).
cli-about-correct = Заменить записанную сдачу исправленной, набранной теми же флагами, что и `kozyr deal`; она считается на месте исходной, а исходная остаётся в журнале.
cli-about-log = Показать все записи партии, как они сделаны: время, вид, что отменено или исправлено и почему.
cli-about-show = Показать таблицу очков.
cli-about-chart = Нарисовать гонку счёта: итог каждого игрока после каждой раздачи с чертами игры (бочка Тысячи, 151 Белота, 0 Мушки).
cli-about-use = Сделать партию текущей (с ней работают команды без -m) или показать, какая партия текущая; с --lang — задать язык партии.
cli-about-list = Перечислить партии в журнале (20 последних; --all — все).
cli-about-history = Перечислить сыгранные партии, новые первыми: дата, игра, игроки, счёт, победитель, сдачи, длительность; --format md, csv или html — чтобы поделиться или напечатать.
cli-about-explain = Объяснить каждое число сдачи правилом, по которому оно получено.
cli-about-rules = Показать правила игры, её варианты, флаги быстрой записи и коды правил.
cli-about-replay = Подсчитать документ партии, не трогая журнал.
cli-about-import = Сохранить документ партии в журнале.
cli-about-export = Выгрузить партию документом (JSON), таблицей (CSV), страницей для чата (Markdown) или для печати на A4 (HTML).
cli-about-demo = Записать образец партии в «Тысячу» во временный журнал (или в тот, что задан --ledger) и показать её таблицу.
cli-about-help = Показать справку kozyr или команды; `kozyr help deal ИГРА` — флаги быстрой записи игры.
cli-about-completions = Показать скрипт автодополнения для оболочки: bash, zsh, fish, elvish или powershell.
cli-about-man = Показать страницу руководства (roff): `kozyr man > kozyr.1`, затем `man ./kozyr.1`.

## Аргументы.

cli-arg-help = Показать эту справку.
cli-arg-version = Показать версию.
cli-arg-json = Выводить описанный формат JSON вместо текста (см. docs/formats.md).
cli-arg-ledger = Файл журнала. По умолчанию: файл из KOZYR_LEDGER, иначе ledger.sqlite3 в папке данных kozyr (в Linux — ~/.local/share/kozyr).
cli-arg-ascii = Только ASCII: без рамок из псевдографики, символов мастей, значков и типографских знаков.
cli-arg-lang = Язык всего вывода: en, ru или bg. По умолчанию: KOZYR_LANG, затем язык партии, с которой работает команда (задаётся `new --lang` или `use --lang`), затем локаль (LC_ALL, LC_MESSAGES, LANG), иначе английский.
cli-arg-match = Партия: её номер или название (в любом регистре), например -m 7 или -m пятница. По умолчанию: текущая партия — последняя начатая, записанная или выбранная через `kozyr use`.
cli-arg-which = Партия: её номер или название, как для -m.
cli-arg-stray = Не принимается: партию указывают через -m.
cli-arg-new-game = Игра: { $games }.
cli-arg-new-players = Игроки по порядку мест, в направлении игры от первого сдающего, например Аня,Борис,Вера. В командной игре можно задать только команды: игра рассадит их сама (партнёры напротив).
cli-arg-new-teams = Команда в парной игре, например --team Север=Иван,Мария (повторить для каждой команды).
cli-arg-new-options = Вариант правил, например --option barrel_at=880 (можно повторять; `kozyr rules ИГРА options` перечисляет варианты и их значения по умолчанию).
cli-arg-new-name = Название партии, которым можно пользоваться вместо номера, например пятница.
cli-arg-deal-file = Запись сдачи в JSON: файл или - для стандартного ввода (тогда ошибки называют поля файла).
cli-arg-deal-tricks = Запись розыгрыша, все взятки (текст или JSON): файл или - для стандартного ввода.
cli-arg-check-file = { cli-arg-deal-file }
cli-arg-check-tricks = { cli-arg-deal-tricks }
cli-arg-penalty-player = Кого штрафуют, например Вера.
cli-arg-penalty-points = Очки, штраф со знаком минус, например -50. Для причины, которую игра знает (misdeal, three-nines), не нужны: размер дают правила.
cli-arg-penalty-reason = За что: misdeal (ошибка при сдаче), three-nines (три девятки) или любой текст (тогда нужен --points).
cli-arg-show-notes = Напечатать под таблицей примечания ко всем сдачам, а не только к последней.
cli-arg-show-all = Напечатать все сдачи длинной партии, а не только последнюю страницу (не меньше 50 последних записей).
cli-arg-chart-width = Ширина графика в столбцах, например 80. По умолчанию: ширина терминала; 72, если вывод не в терминал.
cli-arg-chart-height = Высота поля графика в строках, например 20. По умолчанию: высота терминала без заголовка, оси и легенды; 16, если вывод не в терминал.
cli-arg-chart-svg = Записать график картинкой SVG в этот файл вместо рисунка в терминале, например --svg race.svg.
cli-arg-chart-png = Записать график картинкой PNG (960×540) в этот файл вместо рисунка в терминале, например --png race.png.
cli-arg-list-all = Все партии, а не только 20 последних.
cli-arg-history-player = Только партии этого человека: под любым его нынешним или прежним именем (регистр не важен) и под именами объединённых с ним игроков.
cli-arg-history-game = Только партии этой игры: её код или название на любом языке, например thousand или «Тысяча».
cli-arg-history-since = Только партии, начатые в этот день или позже: ГГГГ-ММ-ДД (по UTC).
cli-arg-history-until = Только партии, начатые в этот день или раньше: ГГГГ-ММ-ДД (по UTC), включая сам день.
cli-arg-history-format = Вид: table (таблица, по умолчанию), md (Markdown для чата), csv (для электронной таблицы; с меткой порядка байтов) или html (страница для печати на A4).
cli-arg-history-no-pager = Печатать прямо в терминал, без постраничного просмотра даже для длинной истории.
cli-about-stats = Статистика игроков: партии, победы, доля побед, среднее место, сдачи, самая длинная серия побед и показатели каждой игры (контракты, бочки, висящие, сколько раз «дурак»); --vs A,B — двое друг против друга; --svg ФАЙЛ — столбчатая диаграмма побед.
cli-arg-stats-player = Только этот игрок, по партиям, где он сидел, как бы ни было записано имя (регистр не важен).
cli-arg-stats-game = Только партии этой игры: её код или название на любом языке, например thousand или «Тысяча».
cli-arg-stats-since = Только партии, начатые в этот день или позже: ГГГГ-ММ-ДД (по UTC).
cli-arg-stats-until = Только партии, начатые в этот день или раньше: ГГГГ-ММ-ДД (по UTC), включая этот день.
cli-arg-stats-vs = Двое игроков друг против друга по партиям, где сидели оба: --vs Аня,Борис.
cli-arg-stats-svg = Ещё и записать столбчатую диаграмму побед каждого игрока в этот SVG-файл.
cli-arg-explain-deal = Номер сдачи, как в листе записи, например 3. По умолчанию: последняя действующая сдача или штраф.
cli-arg-void-deal = Номер сдачи, как в листе записи, например 3.
cli-arg-void-entry = Вместо СДАЧИ: номер записи, как его показывает `kozyr log`, для штрафа или исправления.
cli-arg-void-reason = Почему, одной строкой: её покажут лист, `kozyr log` и `kozyr explain`.
cli-arg-correct-deal = { cli-arg-void-deal }
cli-arg-correct-entry = Вместо СДАЧИ: номер записи, как его показывает `kozyr log`, например штрафа.
cli-arg-correct-file = { cli-arg-deal-file }
cli-arg-correct-tricks = { cli-arg-deal-tricks }
cli-arg-correct-reason = { cli-arg-void-reason }
cli-arg-correct-player = При исправлении штрафа: кого штрафуют (по умолчанию — как было).
cli-arg-correct-penalty = При исправлении штрафа: его причина, как её принимает --reason у `kozyr penalty` (по умолчанию — как было); очки задаёт --points.
cli-arg-rules-game = Игра (без неё — список игр): { $games }.
cli-arg-rules-topic = Тема: options (варианты), flags (флаги), ids (коды правил), код правила или любое слово из правил (бочка, болт, марьяж…); показываются все разделы, где оно встречается.
cli-arg-replay-file = Документ партии (JSON): файл или - для стандартного ввода.
cli-arg-import-file = { cli-arg-replay-file }
cli-arg-import-name = Название партии вместо названия из документа, например пятница.
cli-arg-export-format = Формат: json (по умолчанию, документ партии), csv (таблица очков, с меткой порядка байтов), md (таблица, значки, итог, график и разбор каждой сдачи в Markdown для чата), html (то же одной страницей для печати на A4) или pbn (только бридж: Portable Bridge Notation).
cli-arg-export-output = Записать в этот файл, а не на стандартный вывод.
cli-arg-export-stable-header = CSV: заголовок и виды записей стабильными английскими словами (entry, kind, summary, voided_by, deal, penalty, …) на любом языке; описания остаются на языке читателя.
cli-arg-help-command = Какую команду объяснить, например deal.
cli-arg-help-game = Для deal и check: игра, чьи флаги быстрой записи показать, например belot.
cli-arg-completions-shell = Оболочка: bash, zsh, fish, elvish или powershell.
cli-arg-man-command = Только страница этой команды, например deal (по умолчанию: всё руководство).

## `kozyr deal --help` и `kozyr check --help`: флаги быстрой записи игры этой партии.

cli-deal-flags-heading = Быстрая запись — { $game } ({ $id })
cli-deal-flags-every-game = Открытой партии нет, поэтому ниже флаги быстрой записи всех игр. Внутри партии показываются только флаги её игры.
cli-deal-flags-other-game = Флаги другой игры: `kozyr help { $command } ИГРА`.

## Ошибки в команде: что набрано так, что kozyr не может это прочесть.

cli-usage-and = { $first }; { $then }
cli-usage-not-utf8 = аргумент — не текст в UTF-8
cli-usage-unknown-option = неизвестный параметр «{ $arg }»
cli-usage-unknown-argument = лишний аргумент «{ $arg }»
cli-usage-unknown-command = неизвестная команда «{ $command }»; команды: { $commands }
cli-usage-suggest = может быть, { $suggestion }?
cli-usage-dash-dash = чтобы передать «{ $arg }» как значение, напишите `-- { $arg }`
cli-usage-invalid-value = «{ $value }» — недопустимое значение для { $arg }
cli-usage-missing-value = для { $arg } нужно значение
cli-usage-possible-values = возможные значения: { $values }
cli-usage-value-validation = «{ $value }» — недопустимое значение для { $arg }: нужно целое число
cli-usage-missing-argument = не хватает: { $args }
cli-usage-missing-command = нужна команда
cli-usage-conflict = { $arg } нельзя задавать вместе с { $other }
cli-usage-conflict-self = { $arg } задан больше одного раза
cli-usage-no-equals = значение { $arg } пишется после «=», например { $arg }=ЗНАЧЕНИЕ
cli-usage-too-many-values = лишнее значение «{ $value }» для { $arg }
cli-usage-wrong-number-of-values = { $arg } принимает { $expected ->
        [one] { $expected } значение
        [few] { $expected } значения
       *[many] { $expected } значений
    }, а не { $actual }
cli-usage-unreadable = не удалось прочесть командную строку ({ $detail })
cli-usage-more = Подробнее: `{ $command } --help`.


## `kozyr rules`

cli-rules-games-heading = Игры
cli-rules-read-one = Правила игры: `kozyr rules ИГРА [ТЕМА]`, например `kozyr rules thousand бочка`.
cli-rules-page-in-english = Правила этой игры ещё не написаны по-русски; ниже английская страница.
cli-rules-options-heading = Варианты правил (kozyr new … --option ИМЯ=ЗНАЧЕНИЕ)
cli-rules-option-column = вариант
cli-rules-default-column = по умолчанию
cli-rules-meaning-column = значение
cli-rules-default = по умолчанию
cli-rules-flags-heading = Быстрая запись (kozyr deal …)
cli-rules-flag-column = флаг
cli-rules-ids-heading = Коды правил
cli-rules-id-column = код правила
cli-rules-game-column = игра
cli-rules-name-column = название
cli-rules-topic-options = варианты
cli-rules-topic-flags = флаги
cli-rules-topic-ids = коды
cli-rules-topic-unknown = ни один раздел правил игры «{ $game }» не упоминает «{ $topic }»; попробуйте options, flags, ids, код правила или слово из этих разделов: { $sections }
cli-rules-found-on-en = «{ $topic }» нет на этой странице; его упоминает английская страница:
cli-rules-found-on-ru = «{ $topic }» нет на этой странице; его упоминает русская страница:
cli-rules-found-on-bg = «{ $topic }» нет на этой странице; его упоминает болгарская страница:

## `kozyr new`

cli-new-options = Варианты: { $options }
cli-new-option-syntax = вариант «{ $option }» записан не как ИМЯ=ЗНАЧЕНИЕ, например barrel_at=880
cli-new-option-twice = вариант { $name } задан дважды
cli-new-team-syntax = команда «{ $team }» записана не как ИМЯ=ИГРОК,ИГРОК, например Север=Иван,Мария

## Чтение сдачи: файлы и флаги.

cli-input-unreadable = не удаётся прочесть { $path }: { $reason }
cli-input-system = { $detail }
cli-input-stdin = стандартный ввод
cli-input-not-found = такого файла нет
cli-input-permission = нет доступа
cli-input-not-object = { $path }: в файле сдачи должен быть один объект JSON
cli-input-malformed = { $path }: ошибка в JSON, строка { $line }, позиция { $column }
cli-input-both = { $field } задан и в файле сдачи, и флагом { $flag }
cli-input-play-both = запись розыгрыша задана и в файле сдачи, и через --tricks
cli-input-empty = сдача не задана: используйте флаги быстрой записи, --file или --tricks (см. `kozyr rules { $game }`)
cli-flag-game-help = { $games }: { $help }
cli-flag-other-game = { $flag } — флаг игры «{ $games }», а не «{ $game }»; флаги игры «{ $game }»: { $flags }

## Журнал, каким его видят команды.

cli-ledger-not-a-ledger = { $path } — не журнал kozyr; выберите другой файл журнала или уберите этот
cli-ledger-too-new = у { $path } версия схемы журнала { $version }, а этот kozyr знает версии только до { $known }; обновите kozyr, чтобы работать с этим журналом
cli-ledger-no-open-match = незаконченной партии нет; начните её командой `kozyr new ИГРА --players …` (`kozyr rules` перечисляет игры) или назовите партию номером или названием (`kozyr list` их показывает)
cli-ledger-no-match-id = партии номер { $id } нет; `kozyr list` показывает партии
cli-ledger-no-match-name = партии с названием «{ $name }» нет; `kozyr list` показывает партии
cli-ledger-duplicate-name = партия с названием «{ $name }» уже есть; выберите другое название
cli-ledger-bad-void = запись { $entry } — не более ранняя запись этой партии, её нельзя отменить здесь
cli-internal-error = внутренняя ошибка: { $detail }

## Заголовки разделов страницы руководства.

cli-man-name = ИМЯ
cli-man-synopsis = ОБЗОР
cli-man-description = ОПИСАНИЕ
cli-man-options = ПАРАМЕТРЫ
cli-man-commands = КОМАНДЫ
cli-man-extra = ПРИМЕЧАНИЯ
cli-man-version = ВЕРСИЯ

## Файл журнала, которым нельзя воспользоваться, и ввод, который не является текстом.

cli-input-not-utf8 = не удаётся прочитать { $path }: это не текст в UTF-8 (первый неверный байт на позиции { $offset })
cli-ledger-not-a-file = { $path } — это каталог, а не файл журнала; укажите файл, например { $example }
cli-ledger-empty = { $path } — пустой файл, а не журнал, и он оставлен как есть; `kozyr new ИГРА --players …` заводит в нём журнал, или укажите другой файл через --ledger
cli-ledger-unwritable = не удаётся работать с журналом { $path }: { $reason }; выберите место, куда можно писать, через --ledger или KOZYR_LEDGER
cli-ledger-reason-permission = нет доступа
cli-ledger-reason-read-only = файловая система доступна только для чтения
cli-ledger-reason-not-a-directory = часть пути — файл, а не каталог
cli-ledger-reason-system = { $detail }
cli-ledger-busy = журнал { $path } занят другим процессом уже { $seconds } с, и ни одна запись не завершилась, поэтому ничего не записано; повторите, когда он освободится

## The last line of a write that failed

cli-nothing-recorded = Ничего не записано.
