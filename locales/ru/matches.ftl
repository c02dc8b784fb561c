# Выбор партии: `-m/--match`, текущая партия, `kozyr use` и строка, которой каждая запись
# начинается, чтобы было видно, в какую партию она попала.

match-and = { $first }; { $then }
match-ref = { $id }
match-ref-named = { $id } «{ $name }»
match-listed = партия { $match } ({ $game })

## Как указать партию.

match-twice = партия указана дважды: как -m { $option } и как { $positional }; укажите её один раз
match-positional = `kozyr { $command }` не принимает ни номера, ни названия («{ $value }»)
match-positional-acts-deal = сдача записывается в партию { $match }
match-positional-acts-check = сдача проверяется по партии { $match }
match-positional-acts-penalty = штраф записывается в партию { $match }
match-positional-acts-undo = берётся назад последняя действующая сдача, штраф, исправление или отмена партии { $match }
match-positional-acts-redo = возвращается то, что взяла назад последняя отмена действия (undo) в партии { $match }
match-positional-void = чтобы отменить сдачу { $deal }: `kozyr void { $deal }`
match-positional-other = для партии { $value }: `kozyr { $command } -m { $value }{ $rest }`
match-positional-deal = `kozyr { $command }` принимает номер сдачи, а не «{ $value }»
match-explain-two = `kozyr explain` принимает один номер сдачи; для сдачи { $deal } партии { $match }: `kozyr explain -m { $match } { $deal }`
match-name-ambiguous = названию «{ $name }» подходят несколько партий, названия которых отличаются лишь регистром букв ({ $matches }); укажите партию номером, например `-m { $id }`
match-name-number = название партии не может быть числом: «{ $name }» после -m читалось бы как номер партии { $name }; выберите название хотя бы с одной буквой
match-finished-open = партия { $match } окончена; незаконченные партии: { $matches } — `kozyr use { $id }` делает партию текущей, или `kozyr { $command } -m { $id } …`
match-finished-none = партия { $match } окончена, а незаконченных партий нет; `kozyr new ИГРА --players …` начинает новую

## Первая строка каждой записи.

match-confirm-deal = Записано в партию { $match }, { $game }, сдача { $deal }.
match-confirm-deal-under = Записано в партию { $match }, { $game }, под сдачей { $deal }: сдача пересдаётся.
match-confirm-penalty =
    { $deal ->
        [0] Штраф записан в партию { $match }, { $game }, до первой сдачи: { $what }
       *[other] Штраф записан в партию { $match }, { $game }, после сдачи { $deal }: { $what }
    }
match-confirm-undo =
    { $kind ->
        [deal] Сдача { $deal } ({ $what }) партии { $match }, { $game }, отменена
       *[other] Отменено в партии { $match }, { $game }: { $what }
    }; запись остаётся в журнале, зачёркнутой.
match-confirm-undo-void =
    Взята назад отмена в записи { $entry } ({ $what }) в партии { $match }, { $game }; { $kind ->
        [deal] сдача { $deal }
       *[other] запись { $target }
    } снова действует: { $now }.
match-confirm-redo =
    Возвращено в партии { $match }, { $game }: { $kind ->
        [deal] сдача { $deal } ({ $what }) снова действует
        [void] отмена в записи { $entry } снова действует ({ $what })
       *[other] запись { $entry } ({ $what }) снова действует
    }.

## Сдача, записанная флагами другой игры.

match-flags-foreign =
    партия { $match } — это { $game }; { $count ->
        [one] у этой игры нет флага { $flags }
       *[other] у этой игры нет флагов { $flags }
    }
match-flags-take = эти флаги принимают незаконченные партии: { $matches }; например, `kozyr { $command } -m { $id } …`
match-flags-none = ни одна незаконченная партия не принимает эти флаги, это флаги игр: { $games }; `kozyr new { $id } --players …` начинает партию
match-flags-no-game = ни одна игра не принимает все эти флаги вместе

## kozyr use

match-use-now = Теперь текущая — партия { $match }, { $game }.
match-use-current = Текущая — партия { $match }, { $game }.
match-use-lang = Партия { $match }, { $game }, теперь говорит { $lang ->
        [ru] по-русски
        [bg] по-болгарски
       *[other] по-английски
    }: её команды отвечают на этом языке, если --lang или KOZYR_LANG не велят иначе.
match-use-lang-none = нет партии, которой можно задать язык: `kozyr new ИГРА --players … --lang { $lang }` начинает партию на нём, `kozyr use ПАРТИЯ --lang { $lang }` задаёт его партии (`kozyr list` их показывает)

## Чего требует каждое правило, названное кодом в ошибке.

rule-cli-match-positional = deal, check, penalty и undo не принимают позиционных аргументов: партию указывают через -m, сдачу — номером
rule-cli-match-twice = партию указывают один раз: через -m или позиционным аргументом
rule-match-name-number = название партии — не число
rule-match-name-ambiguous = название выбирает одну партию; партии, названия которых отличаются лишь регистром, указывают номером
