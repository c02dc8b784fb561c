# The command line: language choice, help, usage errors, `kozyr rules`, `kozyr new`.

cli-lang-unknown = unknown language "{ $value }" given by { $source }; kozyr speaks en (English), ru (русский) and bg (български)

## The help's own words: headings and placeholders.

cli-heading-usage = Usage:
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-heading-examples = Examples
cli-heading-quick-entry = Quick entry (per game)
# Stands in the usage line for "any of the options below".
cli-usage-options = [OPTIONS]
cli-value-command = COMMAND
cli-value-match = MATCH
cli-value-deal = DEAL
cli-value-file = FILE
cli-value-path = PATH
cli-value-lang = LANG
cli-value-game = GAME
cli-value-date = DATE
cli-value-topic = TOPIC
cli-value-players = PLAYERS
cli-value-name-players = NAME=PLAYERS
cli-value-name-value = NAME=VALUE
cli-value-name = NAME
cli-value-entry = ENTRY
cli-value-player = PLAYER
cli-value-points = POINTS
cli-value-reason = REASON
cli-value-format = FORMAT
cli-value-output = FILE
cli-value-shell = SHELL
cli-value-columns = COLUMNS
cli-value-rows = ROWS
# The values of the games' quick-entry flags, by kind.
cli-flag-value-text = VALUE
cli-flag-value-int = N
cli-flag-value-side-ints = NAME=N,…
cli-flag-value-list = VALUE
cli-flag-value-side-list = NAME:VALUE
# One game as the GAME argument offers it: its id and its name.
cli-game-choice = { $id } ({ $name })

## What kozyr and each command do.

cli-about = Score-keeper and referee for card games played at a real table: { $games }.
cli-after-help =
    Start with `kozyr demo`, then `kozyr new thousand --players Аня,Борис,Вера`.
    `kozyr help COMMAND` explains a command, `kozyr rules GAME` a game's rules.
cli-about-new = Start a match.
cli-about-deal = Record a deal and print the updated sheet. With no deal flags on a terminal, kozyr asks for the deal field by field.
cli-about-check = Check a deal against the rules without recording it (the dispute settler).
cli-about-penalty = Record a penalty (misdeal, three nines at the cut, …).
cli-about-undo = Take back the last deal, penalty, correction or void in force: a void is undone by restoring what it voided, a correction by restoring the version before it (nothing is deleted: a void entry is added). Repeated, it walks further back.
cli-about-redo = Bring back what the last undo took back, while nothing was written since (nothing is deleted: a void of the undo is added).
cli-about-void = Void any deal, penalty, correction or void (a void voided puts back what it voided), e.g. `kozyr void 3 --reason "wrong bid"` (nothing is deleted: a void entry is added).
cli-about-correct = Replace a recorded deal by a corrected one, typed with the same flags as `kozyr deal`; it is scored at the place of the original, which stays in the ledger.
cli-about-log = Print every entry of a match as recorded: its time, kind, what it voided or corrected, and why.
cli-about-show = Print the score sheet.
cli-about-chart = Draw the score race: every player's running total per deal, with the game's lines (Thousand's barrel, Belot's 151, Mushka's 0).
cli-about-use = Make a match the current one (the match commands act on without -m), or say which one is; with --lang, set the language the match speaks.
cli-about-list = List the matches in the ledger (the 20 newest; --all for every one).
cli-about-history = List the matches played, newest first: date, game, players, result, winner, deals, duration; --format md, csv or html to share or print.
cli-about-explain = Explain every number of a deal with the rule that produced it.
cli-about-rules = Print a game's rules, options, quick-entry flags and rule ids.
cli-about-replay = Score a match document without touching the ledger.
cli-about-import = Store a match document in the ledger.
cli-about-export = Write a match out as a document (JSON), a table (CSV), a page to send (Markdown) or to print on A4 (HTML).
cli-about-demo = Record a sample Thousand match in a temporary ledger (or the one --ledger names) and print its sheet.
cli-about-help = Print the help of kozyr or of a command; `kozyr help deal GAME` shows a game's quick-entry flags.
cli-about-completions = Print a completion script for a shell: bash, zsh, fish, elvish or powershell.
cli-about-man = Print the manual page (roff): `kozyr man > kozyr.1`, then `man ./kozyr.1`.

## Arguments. `cli-arg-<command>-<argument>`, or `cli-arg-<argument>` where commands share it.

cli-arg-help = Print this help.
cli-arg-version = Print the version.
cli-arg-json = Print the documented JSON view instead of text (see docs/formats.md).
cli-arg-ledger = The ledger file. Default: the file KOZYR_LEDGER names, else ledger.sqlite3 in kozyr's data folder (~/.local/share/kozyr on Linux).
cli-arg-ascii = Plain ASCII output: no box drawing, suit symbols, marks or typographic signs.
cli-arg-lang = The language of everything printed: en, ru or bg. Default: KOZYR_LANG, then the language of the match the command acts on (set by `new --lang` or `use --lang`), then the locale (LC_ALL, LC_MESSAGES, LANG), else English.
cli-arg-match = The match: its number or name (any case), e.g. -m 7 or -m friday. Default: the current match — the one last started, written to or chosen with `kozyr use`.
cli-arg-which = The match: its number or name, as -m takes it.
cli-arg-stray = Not taken: a match is named with -m.
cli-arg-new-game = The game: { $games }.
cli-arg-new-players = Players in seat order, in the direction of play from the first dealer, e.g. Аня,Борис,Вера. A team game may give only its teams; the game seats them (partners opposite).
cli-arg-new-teams = A team of a partnership game, e.g. --team Север=Иван,Мария (repeat per team).
cli-arg-new-options = A rule variant, e.g. --option barrel_at=880 (repeat; `kozyr rules GAME options` lists them with their defaults).
cli-arg-new-name = A name for the match, usable instead of its number, e.g. friday.
cli-arg-deal-file = A deal record as JSON: a file, or - for standard input (errors then name its fields).
cli-arg-deal-tricks = The play record, every trick (text or JSON): a file, or - for standard input.
cli-arg-check-file = { cli-arg-deal-file }
cli-arg-check-tricks = { cli-arg-deal-tricks }
cli-arg-penalty-player = Who is penalised, e.g. Вера.
cli-arg-penalty-points = Points, negative for a penalty, e.g. -50. A reason the game knows (misdeal, three-nines) needs none: the rules give the amount.
cli-arg-penalty-reason = Why: misdeal, three-nines, or any text (then --points is needed).
cli-arg-show-notes = Print the notes of every deal under the sheet, not only the last deal's.
cli-arg-show-all = Print every deal of a long match, not only its last page (the last 50 entries at least).
cli-arg-chart-width = The columns the chart takes, e.g. 80. Default: the terminal's width; 72 when the output is no terminal.
cli-arg-chart-height = The rows of the plot, e.g. 20. Default: the terminal's height less the title, axis and legend; 16 when the output is no terminal.
cli-arg-chart-svg = Write the chart as an SVG picture to this file instead of drawing it in the terminal, e.g. --svg race.svg.
cli-arg-chart-png = Write the chart as a PNG picture (960×540) to this file instead of drawing it in the terminal, e.g. --png race.png.
cli-arg-list-all = Every match, not only the 20 newest.
cli-arg-history-player = Only the matches of this person: any name they have or had (case does not matter), and every player merged into them.
cli-arg-history-game = Only the matches of this game: its id or its name in any language, e.g. thousand or «Тысяча».
cli-arg-history-since = Only the matches started on this day or later: YYYY-MM-DD (UTC).
cli-arg-history-until = Only the matches started on this day or earlier: YYYY-MM-DD (UTC), the day included.
cli-arg-history-format = The form: table (the default), md (Markdown for a chat), csv (a spreadsheet; with a byte order mark) or html (a page to print on A4).
cli-arg-history-no-pager = Print straight to the terminal, without a pager even for a long history.
cli-about-stats = Player statistics: matches, wins, win rate, average place, deals, the longest winning streak and each game's own figures (contracts, barrels, hanging deals, times «дурак»); --vs A,B head to head; --svg FILE a bar chart of the wins.
cli-arg-stats-player = Only this player, over the matches he sat in, however the name is written (case does not matter).
cli-arg-stats-game = Only the matches of this game: its id or its name in any language, e.g. thousand or «Тысяча».
cli-arg-stats-since = Only the matches started on this day or later: YYYY-MM-DD (UTC).
cli-arg-stats-until = Only the matches started on this day or earlier: YYYY-MM-DD (UTC), the day included.
cli-arg-stats-vs = Two players head to head over the matches where both sat: --vs Аня,Борис.
cli-arg-stats-svg = Also write a bar chart of every player's wins to this SVG file.
cli-arg-explain-deal = The deal's number as the sheet shows it, e.g. 3. Default: the last deal or penalty in force.
cli-arg-void-deal = The deal's number as the sheet shows it, e.g. 3.
cli-arg-void-entry = Instead of DEAL: the entry's number as `kozyr log` shows it, for a penalty or a correction.
cli-arg-void-reason = Why, in one line: shown by the sheet, `kozyr log` and `kozyr explain`.
cli-arg-correct-deal = { cli-arg-void-deal }
cli-arg-correct-entry = Instead of DEAL: the entry's number as `kozyr log` shows it, e.g. a penalty's.
cli-arg-correct-file = { cli-arg-deal-file }
cli-arg-correct-tricks = { cli-arg-deal-tricks }
cli-arg-correct-reason = { cli-arg-void-reason }
cli-arg-correct-player = Correcting a penalty: who is penalised (default: as before).
cli-arg-correct-penalty = Correcting a penalty: its own reason, as --reason of `kozyr penalty` takes it (default: as before); --points gives its points.
cli-arg-rules-game = The game (omit it to list the games): { $games }.
cli-arg-rules-topic = A topic: options, flags, ids, a rule id, or any word of the rules (barrel, bolt, marriage…); every section that contains it is shown.
cli-arg-replay-file = The match document (JSON): a file, or - for standard input.
cli-arg-import-file = { cli-arg-replay-file }
cli-arg-import-name = A name for the match instead of the document's own, e.g. friday.
cli-arg-export-format = The format: json (the default, a match document), csv (the sheet as a table, with a byte order mark), md (the sheet, marks, standing, chart and every deal explained, in Markdown for a chat), html (the same as one page to print on A4) or pbn (bridge only: the Portable Bridge Notation).
cli-arg-export-output = Write to this file instead of standard output.
cli-arg-export-stable-header = CSV: the header and the entries' kinds as the stable English words (entry, kind, summary, voided_by, deal, penalty, …), whatever the language; the summaries stay in the reader's language.
cli-arg-help-command = The command to explain, e.g. deal.
cli-arg-help-game = With deal or check: the game whose quick-entry flags to show, e.g. belot.
cli-arg-completions-shell = The shell: bash, zsh, fish, elvish or powershell.
cli-arg-man-command = Only this command's page, e.g. deal (default: the whole manual).

## `kozyr deal --help` and `kozyr check --help`: the quick-entry flags of the match's game.

cli-deal-flags-heading = Quick entry — { $game } ({ $id })
cli-deal-flags-every-game = No match is open, so the quick-entry flags of every game follow. Inside a match only its game's flags are shown.
cli-deal-flags-other-game = Another game's flags: `kozyr help { $command } GAME`.

## Usage errors: what was typed that kozyr could not read.

# A usage error and a hint that follows it.
cli-usage-and = { $first }; { $then }
cli-usage-not-utf8 = an argument is not UTF-8 text
cli-usage-unknown-option = unexpected argument "{ $arg }"
cli-usage-unknown-argument = unexpected argument "{ $arg }"
cli-usage-unknown-command = unknown command "{ $command }"; the commands are { $commands }
cli-usage-suggest = did you mean { $suggestion }?
cli-usage-dash-dash = to give "{ $arg }" as a value, write `-- { $arg }`
cli-usage-invalid-value = "{ $value }" is not a valid value for { $arg }
cli-usage-missing-value = { $arg } needs a value
cli-usage-possible-values = possible values: { $values }
cli-usage-value-validation = "{ $value }" is not a valid value for { $arg }: a whole number is expected
cli-usage-missing-argument = missing: { $args }
cli-usage-missing-command = a command is needed
cli-usage-conflict = { $arg } cannot be given together with { $other }
cli-usage-conflict-self = { $arg } is given more than once
cli-usage-no-equals = { $arg } needs its value after "=", e.g. { $arg }=VALUE
cli-usage-too-many-values = unexpected value "{ $value }" for { $arg }
cli-usage-wrong-number-of-values = { $arg } takes { $expected ->
        [one] one value
       *[other] { $expected } values
    }, not { $actual }
cli-usage-unreadable = the command line could not be read ({ $detail })
cli-usage-more = More: `{ $command } --help`.


## `kozyr rules`

cli-rules-games-heading = Games
cli-rules-read-one = Read one with `kozyr rules GAME [TOPIC]`, e.g. `kozyr rules thousand barrel`.
cli-rules-page-in-english = These rules are not written in this language yet; the English page follows.
cli-rules-options-heading = Options (kozyr new … --option NAME=VALUE)
cli-rules-option-column = option
cli-rules-default-column = default
cli-rules-meaning-column = meaning
cli-rules-default = default
cli-rules-flags-heading = Quick entry (kozyr deal …)
cli-rules-flag-column = flag
cli-rules-ids-heading = Rule ids
cli-rules-id-column = rule id
cli-rules-game-column = game
cli-rules-name-column = name
cli-rules-topic-options = options
cli-rules-topic-flags = flags
cli-rules-topic-ids = ids
cli-rules-topic-unknown = no section of the rules of { $game } mentions "{ $topic }"; try options, flags, ids, a rule id or a word of these sections: { $sections }
cli-rules-found-on-en = "{ $topic }" is not on this page; the English page mentions it:
cli-rules-found-on-ru = "{ $topic }" is not on this page; the Russian page mentions it:
cli-rules-found-on-bg = "{ $topic }" is not on this page; the Bulgarian page mentions it:

## `kozyr new`

cli-new-options = Options: { $options }
cli-new-option-syntax = option "{ $option }" is not NAME=VALUE, e.g. barrel_at=880
cli-new-option-twice = option { $name } is given twice
cli-new-team-syntax = team "{ $team }" is not NAME=PLAYER,PLAYER, e.g. Север=Иван,Мария

## Reading a deal: files and flags.

cli-input-unreadable = cannot read { $path }: { $reason }
cli-input-system = { $detail }
cli-input-stdin = standard input
cli-input-not-found = there is no such file
cli-input-permission = permission denied
cli-input-not-object = { $path }: a deal file holds one JSON object
cli-input-malformed = { $path }: malformed JSON at line { $line }, column { $column }
cli-input-both = { $field } is given both in the deal file and as { $flag }
cli-input-play-both = the play record is given both in the deal file and with --tricks
cli-input-empty = no deal given: use the quick-entry flags, --file or --tricks (see `kozyr rules { $game }`)
cli-flag-game-help = { $games }: { $help }
cli-flag-other-game = { $flag } is a flag of { $games }, not of { $game }; the flags of { $game }: { $flags }

## The ledger, as the commands meet it.

cli-ledger-not-a-ledger = { $path } is not a kozyr ledger; choose another ledger file or move this one out of the way
cli-ledger-too-new = { $path } has ledger schema version { $version }, but this kozyr knows only versions up to { $known }; upgrade kozyr to use this ledger
cli-ledger-no-open-match = there is no unfinished match; start one with `kozyr new GAME --players …` (`kozyr rules` lists the games), or name a match by its number or name (`kozyr list` shows them)
cli-ledger-no-match-id = there is no match number { $id }; `kozyr list` shows the matches
cli-ledger-no-match-name = there is no match named "{ $name }"; `kozyr list` shows the matches
cli-ledger-duplicate-name = a match named "{ $name }" already exists; choose another name
cli-ledger-bad-void = entry { $entry } is not an earlier entry of this match, so it cannot be voided here
cli-internal-error = internal error: { $detail }

## The manual page's section titles.

cli-man-name = NAME
cli-man-synopsis = SYNOPSIS
cli-man-description = DESCRIPTION
cli-man-options = OPTIONS
cli-man-commands = COMMANDS
cli-man-extra = NOTES
cli-man-version = VERSION

## A ledger file that cannot be used, and input that is not text.

cli-input-not-utf8 = cannot read { $path }: it is not UTF-8 text (the first invalid byte is at offset { $offset })
cli-ledger-not-a-file = { $path } is a directory, not a ledger file; name a file, for example { $example }
cli-ledger-empty = { $path } is an empty file, not a ledger, and was left as it is; `kozyr new GAME --players …` starts a ledger in it, or name another file with --ledger
cli-ledger-unwritable = cannot use the ledger { $path }: { $reason }; choose a place you may write to with --ledger or KOZYR_LEDGER
cli-ledger-reason-permission = permission denied
cli-ledger-reason-read-only = the file system is read-only
cli-ledger-reason-not-a-directory = a part of the path is a file, not a directory
cli-ledger-reason-system = { $detail }
cli-ledger-busy = the ledger { $path } stayed locked by another process for { $seconds } s with no write finishing, so nothing was written; try again once it is free

## The last line of a write that failed

cli-nothing-recorded = Nothing was recorded.
