# Командният ред: избор на език, помощ, грешки в командата, `kozyr rules`, `kozyr new`.

cli-lang-unknown = непознат език „{ $value }“ (зададен с { $source }); kozyr говори en (English), ru (русский) и bg (български)

## Думите на самата помощ: заглавия и означения.

cli-heading-usage = Употреба:
cli-heading-commands = Команди
cli-heading-arguments = Аргументи
cli-heading-options = Опции
cli-heading-examples = Примери
cli-heading-quick-entry = Бързо въвеждане (по игри)
cli-usage-options = [ОПЦИИ]
cli-value-command = КОМАНДА
cli-value-match = ИГРА
cli-value-deal = РАЗДАВАНЕ
cli-value-file = ФАЙЛ
cli-value-path = ПЪТ
cli-value-lang = ЕЗИК
cli-value-game = ИГРА
cli-value-date = ДАТА
cli-value-topic = ТЕМА
cli-value-players = ИГРАЧИ
cli-value-name-players = ИМЕ=ИГРАЧИ
cli-value-name-value = ИМЕ=СТОЙНОСТ
cli-value-name = ИМЕ
cli-value-entry = ЗАПИС
cli-value-player = ИГРАЧ
cli-value-points = ТОЧКИ
cli-value-reason = ПРИЧИНА
cli-value-format = ФОРМАТ
cli-value-output = ФАЙЛ
cli-value-shell = ОБВИВКА
cli-value-columns = КОЛОНИ
cli-value-rows = РЕДОВЕ
cli-flag-value-text = СТОЙНОСТ
cli-flag-value-int = ЧИСЛО
cli-flag-value-side-ints = ИМЕ=ЧИСЛО,…
cli-flag-value-list = СТОЙНОСТ
cli-flag-value-side-list = ИМЕ:СТОЙНОСТ
cli-game-choice = { $id } ({ $name })

## Какво правят kozyr и всяка команда.

cli-about = Водене на резултата и съдийство на игри с карти на истинска маса: { $games }.
cli-after-help =
    Започнете с `kozyr demo`, после `kozyr new belot --team Ние=Иван,Мария --team Вие=Петър,Елена`.
    `kozyr help КОМАНДА` обяснява команда, `kozyr rules ИГРА` — правилата на игра.
cli-about-new = Започване на игра.
cli-about-deal = Записване на раздаване и показване на таблицата с точките. Без флагове за раздаването в терминал kozyr пита за него поле по поле.
cli-about-check = Проверка на раздаване по правилата, без да се записва (за спорове).
cli-about-penalty = Записване на наказание (грешно раздаване, три деветки при цепене, …).
cli-about-undo = Връщане назад на последното действащо раздаване, наказание, поправка или анулиране: анулирането се отменя, като се възстановява анулираното, поправката — като се възстановява предишната версия (нищо не се изтрива: добавя се запис за отмяна). Повторено, връща още по-назад.
cli-about-redo = Възстановяване на това, което последното undo е върнало назад, докато след него нищо не е записано (нищо не се изтрива: добавя се анулиране на това undo).
cli-about-void = Анулиране на което и да е раздаване, наказание, поправка или анулиране (анулираното анулиране връща анулираното), например `kozyr void 3 --reason "грешна обява"` (нищо не се изтрива: добавя се запис за анулиране).
cli-about-correct = Замяна на записано раздаване с поправено, въведено със същите флагове като `kozyr deal`; то се брои на мястото на оригинала, който остава в дневника.
cli-about-log = Показва всички записи на игра, както са направени: време, вид, какво е отменено или поправено и защо.
cli-about-show = Показване на таблицата с точките.
cli-about-chart = Рисува надпреварата в резултата: сбора на всеки играч след всяко раздаване с чертите на играта (бъчвата на Хилядата, 151 на Бридж-белота, 0 на Мушката).
cli-about-use = Прави игра текуща (с нея работят командите без -m) или казва коя игра е текуща; с --lang задава езика на играта.
cli-about-list = Списък на игрите в дневника (последните 20; --all — всички).
cli-about-history = Изброява изиграните игри, най-новите първи: дата, игра, играчи, резултат, победител, раздавания, продължителност; --format md, csv или html — за споделяне или печат.
cli-about-explain = Обяснение на всяко число от раздаване с правилото, което го дава.
cli-about-rules = Правилата на игра, вариантите ѝ, флаговете за бързо въвеждане и кодовете на правилата.
cli-about-replay = Пресмятане на документ на игра, без да се пипа дневникът.
cli-about-import = Запазване на документ на игра в дневника.
cli-about-export = Извеждане на игра като документ (JSON), таблица (CSV), страница за чат (Markdown) или за печат на A4 (HTML).
cli-about-demo = Записване на примерна игра на „Хиляда“ във временен дневник (или в зададения с --ledger) и показване на таблицата ѝ.
cli-about-help = Помощ за kozyr или за команда; `kozyr help deal ИГРА` показва флаговете за бързо въвеждане на игра.
cli-about-completions = Скрипт за автоматично довършване за обвивка: bash, zsh, fish, elvish или powershell.
cli-about-man = Страницата от ръководството (roff): `kozyr man > kozyr.1`, после `man ./kozyr.1`.

## Аргументи.

cli-arg-help = Показва тази помощ.
cli-arg-version = Показва версията.
cli-arg-json = Извежда описания формат JSON вместо текст (вж. docs/formats.md).
cli-arg-ledger = Файлът на дневника. По подразбиране: файлът от KOZYR_LEDGER, иначе ledger.sqlite3 в папката с данни на kozyr (в Linux — ~/.local/share/kozyr).
cli-arg-ascii = Само ASCII: без рамки от псевдографика, символи на цветовете, знаци и типографски знаци.
cli-arg-lang = Езикът на целия изход: en, ru или bg. По подразбиране: KOZYR_LANG, после езикът на играта, с която работи командата (задава се с `new --lang` или `use --lang`), после локалът (LC_ALL, LC_MESSAGES, LANG), иначе английски.
cli-arg-match = Играта: номерът или името ѝ (с малки или главни букви), например -m 7 или -m петък. По подразбиране: текущата игра — последната започната, записана или избрана с `kozyr use`.
cli-arg-which = Играта: номерът или името ѝ, както за -m.
cli-arg-stray = Не се приема: играта се посочва с -m.
cli-arg-new-game = Играта: { $games }.
cli-arg-new-players = Играчите по реда на местата, в посоката на играта от първия раздаващ, например Иван,Петър,Мария,Елена. В отборна игра може да се зададат само отборите: играта сама ги разполага (партньорите един срещу друг).
cli-arg-new-teams = Отбор в игра по двойки, например --team Ние=Иван,Мария (повтаря се за всеки отбор).
cli-arg-new-options = Вариант на правилата, например --option barrel_at=880 (може да се повтаря; `kozyr rules ИГРА options` изброява вариантите и стойностите им по подразбиране).
cli-arg-new-name = Име на играта, с което да се посочва вместо с номера, например петък.
cli-arg-deal-file = Запис на раздаването в JSON: файл или - за стандартния вход (тогава грешките назовават полетата на файла).
cli-arg-deal-tricks = Записът на разиграването, всички взятки (текст или JSON): файл или - за стандартния вход.
cli-arg-check-file = { cli-arg-deal-file }
cli-arg-check-tricks = { cli-arg-deal-tricks }
cli-arg-penalty-player = Кой се наказва, например Мария.
cli-arg-penalty-points = Точки, наказанието е с минус, например -50. За причина, която играта познава (misdeal, three-nines), не са нужни: размерът идва от правилата.
cli-arg-penalty-reason = Защо: misdeal (грешно раздаване), three-nines (три деветки) или свободен текст (тогава е нужен --points).
cli-arg-show-notes = Отпечатай под таблицата бележките към всички раздавания, не само към последното.
cli-arg-show-all = Отпечатай всички раздавания на дълга игра, не само последната страница (поне последните 50 записа).
cli-arg-chart-width = Ширината на графиката в колони, например 80. По подразбиране: ширината на терминала; 72, ако изходът не е терминал.
cli-arg-chart-height = Височината на полето на графиката в редове, например 20. По подразбиране: височината на терминала без заглавието, оста и легендата; 16, ако изходът не е терминал.
cli-arg-chart-svg = Записва графиката като SVG картина в този файл вместо да я рисува в терминала, например --svg race.svg.
cli-arg-chart-png = Записва графиката като PNG картина (960×540) в този файл вместо да я рисува в терминала, например --png race.png.
cli-arg-list-all = Всички игри, не само последните 20.
cli-arg-history-player = Само игрите на този човек: с всяко негово сегашно или предишно име (главните букви нямат значение) и с имената на слетите с него играчи.
cli-arg-history-game = Само игрите от тази игра: кодът ѝ или името ѝ на който и да е език, например belot или «Белот».
cli-arg-history-since = Само игрите, започнати в този ден или по-късно: ГГГГ-ММ-ДД (по UTC).
cli-arg-history-until = Само игрите, започнати в този ден или по-рано: ГГГГ-ММ-ДД (по UTC), включително самия ден.
cli-arg-history-format = Видът: table (таблица, по подразбиране), md (Markdown за чат), csv (за електронна таблица; с маркер за реда на байтовете) или html (страница за печат на A4).
cli-arg-history-no-pager = Печата направо в терминала, без прелистване дори за дълга история.
cli-about-stats = Статистика на играчите: игри, победи, дял победи, средно място, раздавания, най-дългата серия победи и показателите на всяка игра (договори, бъчви, висящи, колко пъти „дурак“); --vs A,B — двама един срещу друг; --svg ФАЙЛ — стълбовидна диаграма на победите.
cli-arg-stats-player = Само този играч, в игрите, където е седял, както и да е написано името (главни и малки букви са без значение).
cli-arg-stats-game = Само игрите от тази игра: кодът ѝ или името ѝ на всеки език, например thousand или „Хиляда“.
cli-arg-stats-since = Само игрите, започнати в този ден или по-късно: ГГГГ-ММ-ДД (UTC).
cli-arg-stats-until = Само игрите, започнати в този ден или по-рано: ГГГГ-ММ-ДД (UTC), включително деня.
cli-arg-stats-vs = Двама играчи един срещу друг в игрите, където са седели и двамата: --vs Аня,Борис.
cli-arg-stats-svg = Също да запише стълбовидна диаграма на победите на всеки играч в този SVG файл.
cli-arg-explain-deal = Номерът на раздаването, както е в таблицата, например 3. По подразбиране: последното действащо раздаване или наказание.
cli-arg-void-deal = Номерът на раздаването, както е в таблицата, например 3.
cli-arg-void-entry = Вместо РАЗДАВАНЕ: номерът на записа, както го показва `kozyr log`, за наказание или поправка.
cli-arg-void-reason = Защо, на един ред: показват го таблицата, `kozyr log` и `kozyr explain`.
cli-arg-correct-deal = { cli-arg-void-deal }
cli-arg-correct-entry = Вместо РАЗДАВАНЕ: номерът на записа, както го показва `kozyr log`, например на наказание.
cli-arg-correct-file = { cli-arg-deal-file }
cli-arg-correct-tricks = { cli-arg-deal-tricks }
cli-arg-correct-reason = { cli-arg-void-reason }
cli-arg-correct-player = При поправка на наказание: кой се наказва (по подразбиране — както преди).
cli-arg-correct-penalty = При поправка на наказание: причината му, както я приема --reason на `kozyr penalty` (по подразбиране — както преди); точките дава --points.
cli-arg-rules-game = Играта (без нея — списък на игрите): { $games }.
cli-arg-rules-topic = Тема: options (варианти), flags (флагове), ids (кодове на правила), код на правило или коя да е дума от правилата (капо, белот, контра…); показват се всички раздели, в които я има.
cli-arg-replay-file = Документът на играта (JSON): файл или - за стандартния вход.
cli-arg-import-file = { cli-arg-replay-file }
cli-arg-import-name = Име на играта вместо името от документа, например петък.
cli-arg-export-format = Форматът: json (по подразбиране, документ на играта), csv (таблицата като таблица, с маркер за реда на байтовете), md (таблицата, знаците, класирането, графиката и обяснение на всяко раздаване в Markdown за чат), html (същото като една страница за печат на A4) или pbn (само бридж: Portable Bridge Notation).
cli-arg-export-output = Записва в този файл вместо на стандартния изход.
cli-arg-export-stable-header = CSV: заглавието и видовете записи със стабилните английски думи (entry, kind, summary, voided_by, deal, penalty, …) на всеки език; описанията остават на езика на читателя.
cli-arg-help-command = Командата, която да се обясни, например deal.
cli-arg-help-game = За deal и check: играта, чиито флагове за бързо въвеждане да се покажат, например belot.
cli-arg-completions-shell = Обвивката: bash, zsh, fish, elvish или powershell.
cli-arg-man-command = Само страницата на тази команда, например deal (по подразбиране: цялото ръководство).

## `kozyr deal --help` и `kozyr check --help`: флаговете за бързо въвеждане на играта.

cli-deal-flags-heading = Бързо въвеждане — { $game } ({ $id })
cli-deal-flags-every-game = Няма започната игра, затова следват флаговете за бързо въвеждане на всички игри. В игра се показват само флаговете на нейния вид.
cli-deal-flags-other-game = Флаговете на друга игра: `kozyr help { $command } ИГРА`.

## Грешки в командата: написаното, което kozyr не може да прочете.

cli-usage-and = { $first }; { $then }
cli-usage-not-utf8 = аргумент не е текст в UTF-8
cli-usage-unknown-option = непозната опция „{ $arg }“
cli-usage-unknown-argument = излишен аргумент „{ $arg }“
cli-usage-unknown-command = непозната команда „{ $command }“; командите са: { $commands }
cli-usage-suggest = може би { $suggestion }?
cli-usage-dash-dash = за да подадете „{ $arg }“ като стойност, напишете `-- { $arg }`
cli-usage-invalid-value = „{ $value }“ не е допустима стойност за { $arg }
cli-usage-missing-value = { $arg } иска стойност
cli-usage-possible-values = възможни стойности: { $values }
cli-usage-value-validation = „{ $value }“ не е допустима стойност за { $arg }: очаква се цяло число
cli-usage-missing-argument = липсва: { $args }
cli-usage-missing-command = нужна е команда
cli-usage-conflict = { $arg } не може да се зададе заедно с { $other }
cli-usage-conflict-self = { $arg } е зададен повече от веднъж
cli-usage-no-equals = стойността на { $arg } се пише след „=“, например { $arg }=СТОЙНОСТ
cli-usage-too-many-values = излишна стойност „{ $value }“ за { $arg }
cli-usage-wrong-number-of-values = { $arg } приема { $expected ->
        [one] една стойност
       *[other] { $expected } стойности
    }, а не { $actual }
cli-usage-unreadable = командният ред не може да се прочете ({ $detail })
cli-usage-more = Още: `{ $command } --help`.


## `kozyr rules`

cli-rules-games-heading = Игри
cli-rules-read-one = Правилата на игра: `kozyr rules ИГРА [ТЕМА]`, например `kozyr rules belot капо`.
cli-rules-page-in-english = Правилата на тази игра още не са написани на български; следва английската страница.
cli-rules-options-heading = Варианти на правилата (kozyr new … --option ИМЕ=СТОЙНОСТ)
cli-rules-option-column = вариант
cli-rules-default-column = по подразбиране
cli-rules-meaning-column = значение
cli-rules-default = по подразбиране
cli-rules-flags-heading = Бързо въвеждане (kozyr deal …)
cli-rules-flag-column = флаг
cli-rules-ids-heading = Кодове на правилата
cli-rules-id-column = код на правило
cli-rules-game-column = игра
cli-rules-name-column = име
cli-rules-topic-options = варианти
cli-rules-topic-flags = флагове
cli-rules-topic-ids = кодове
cli-rules-topic-unknown = никой раздел от правилата на „{ $game }“ не споменава „{ $topic }“; опитайте options, flags, ids, код на правило или дума от тези раздели: { $sections }
cli-rules-found-on-en = „{ $topic }“ го няма на тази страница; споменава го английската страница:
cli-rules-found-on-ru = „{ $topic }“ го няма на тази страница; споменава го руската страница:
cli-rules-found-on-bg = „{ $topic }“ го няма на тази страница; споменава го българската страница:

## `kozyr new`

cli-new-options = Варианти: { $options }
cli-new-option-syntax = вариантът „{ $option }“ не е във вида ИМЕ=СТОЙНОСТ, например barrel_at=880
cli-new-option-twice = вариантът { $name } е зададен два пъти
cli-new-team-syntax = отборът „{ $team }“ не е във вида ИМЕ=ИГРАЧ,ИГРАЧ, например Ние=Иван,Мария

## Четене на раздаване: файлове и флагове.

cli-input-unreadable = { $path } не може да се прочете: { $reason }
cli-input-system = { $detail }
cli-input-stdin = стандартният вход
cli-input-not-found = няма такъв файл
cli-input-permission = достъпът е отказан
cli-input-not-object = { $path }: файлът на раздаване съдържа един обект JSON
cli-input-malformed = { $path }: грешка в JSON, ред { $line }, позиция { $column }
cli-input-both = { $field } е зададено и във файла на раздаването, и с { $flag }
cli-input-play-both = записът на разиграването е зададен и във файла на раздаването, и с --tricks
cli-input-empty = не е зададено раздаване: използвайте флаговете за бързо въвеждане, --file или --tricks (вж. `kozyr rules { $game }`)
cli-flag-game-help = { $games }: { $help }
cli-flag-other-game = { $flag } е флаг на „{ $games }“, а не на „{ $game }“; флаговете на „{ $game }“: { $flags }

## Дневникът, какъвто го виждат командите.

cli-ledger-not-a-ledger = { $path } не е дневник на kozyr; изберете друг файл за дневник или преместете този
cli-ledger-too-new = { $path } е с версия { $version } на схемата на дневника, а този kozyr знае версии само до { $known }; обновете kozyr, за да работите с този дневник
cli-ledger-no-open-match = няма незавършена игра; започнете с `kozyr new ИГРА --players …` (`kozyr rules` изброява игрите) или посочете игра с номера или името ѝ (`kozyr list` ги показва)
cli-ledger-no-match-id = няма игра номер { $id }; `kozyr list` показва игрите
cli-ledger-no-match-name = няма игра с име „{ $name }“; `kozyr list` показва игрите
cli-ledger-duplicate-name = вече има игра с име „{ $name }“; изберете друго име
cli-ledger-bad-void = запис { $entry } не е по-ранен запис от тази игра, затова тук не може да се отмени
cli-internal-error = вътрешна грешка: { $detail }

## Заглавията на разделите в страницата от ръководството.

cli-man-name = ИМЕ
cli-man-synopsis = ОБЗОР
cli-man-description = ОПИСАНИЕ
cli-man-options = ОПЦИИ
cli-man-commands = КОМАНДИ
cli-man-extra = БЕЛЕЖКИ
cli-man-version = ВЕРСИЯ

## Файл на дневник, който не може да се използва, и вход, който не е текст.

cli-input-not-utf8 = { $path } не може да се прочете: не е текст в UTF-8 (първият невалиден байт е на позиция { $offset })
cli-ledger-not-a-file = { $path } е папка, а не файл на дневник; посочете файл, например { $example }
cli-ledger-empty = { $path } е празен файл, а не дневник, и е оставен както е; `kozyr new ИГРА --players …` създава дневник в него, или посочете друг файл с --ledger
cli-ledger-unwritable = дневникът { $path } не може да се използва: { $reason }; изберете място, където може да се пише, с --ledger или KOZYR_LEDGER
cli-ledger-reason-permission = достъпът е отказан
cli-ledger-reason-read-only = файловата система е само за четене
cli-ledger-reason-not-a-directory = част от пътя е файл, а не папка
cli-ledger-reason-system = { $detail }
cli-ledger-busy = дневникът { $path } е зает от друг процес вече { $seconds } с, без да завърши нито един запис, затова нищо не е записано; опитайте отново, когато се освободи

## The last line of a write that failed

cli-nothing-recorded = Нищо не е записано.
