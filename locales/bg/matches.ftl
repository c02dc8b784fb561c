# Избор на игра: `-m/--match`, текущата игра, `kozyr use` и редът, с който започва всеки запис,
# за да се вижда в коя игра е отишъл.

match-and = { $first }; { $then }
match-ref = { $id }
match-ref-named = { $id } «{ $name }»
match-listed = игра { $match } ({ $game })

## Как се посочва игра.

match-twice = играта е посочена два пъти: като -m { $option } и като { $positional }; посочете я веднъж
match-positional = `kozyr { $command }` не приема нито номер, нито име („{ $value }“)
match-positional-acts-deal = раздаването се записва в игра { $match }
match-positional-acts-check = раздаването се проверява спрямо игра { $match }
match-positional-acts-penalty = наказанието се записва в игра { $match }
match-positional-acts-undo = връща назад последното действащо раздаване, наказание, поправка или анулиране на игра { $match }
match-positional-acts-redo = възстановява това, което последното undo в игра { $match } е върнало назад
match-positional-void = за да анулирате раздаване { $deal }: `kozyr void { $deal }`
match-positional-other = за игра { $value }: `kozyr { $command } -m { $value }{ $rest }`
match-positional-deal = `kozyr { $command }` приема номер на раздаване, а не „{ $value }“
match-explain-two = `kozyr explain` приема един номер на раздаване; за раздаване { $deal } от игра { $match }: `kozyr explain -m { $match } { $deal }`
match-name-ambiguous = на името „{ $name }“ отговарят няколко игри, чиито имена се различават само по малки и главни букви ({ $matches }); посочете играта с номера ѝ, например `-m { $id }`
match-name-number = името на игра не може да е число: „{ $name }“ след -m би се прочело като номер на игра { $name }; изберете име с поне една буква
match-finished-open = игра { $match } е завършена; незавършените игри: { $matches } — `kozyr use { $id }` прави игра текуща, или `kozyr { $command } -m { $id } …`
match-finished-none = игра { $match } е завършена и няма незавършени игри; `kozyr new ИГРА --players …` започва нова

## Първият ред на всеки запис.

match-confirm-deal = Записано в игра { $match }, { $game }, раздаване { $deal }.
match-confirm-deal-under = Записано в игра { $match }, { $game }, под раздаване { $deal }: раздава се отново.
match-confirm-penalty =
    { $deal ->
        [0] Наказанието е записано в игра { $match }, { $game }, преди първото раздаване: { $what }
       *[other] Наказанието е записано в игра { $match }, { $game }, след раздаване { $deal }: { $what }
    }
match-confirm-undo =
    { $kind ->
        [deal] Раздаване { $deal } ({ $what }) от игра { $match }, { $game }, е анулирано
       *[other] Анулирано в игра { $match }, { $game }: { $what }
    }; остава в дневника, задраскано.
match-confirm-undo-void =
    Анулирането в запис { $entry } ({ $what }) в игра { $match }, { $game } е върнато назад; { $kind ->
        [deal] раздаване { $deal }
       *[other] запис { $target }
    } отново е в сила: { $now }.
match-confirm-redo =
    Възстановено в игра { $match }, { $game }: { $kind ->
        [deal] раздаване { $deal } ({ $what }) отново е в сила
        [void] анулирането в запис { $entry } отново е в сила ({ $what })
       *[other] запис { $entry } ({ $what }) отново е в сила
    }.

## Раздаване, въведено с флагове на друга игра.

match-flags-foreign =
    игра { $match } е { $game }; { $count ->
        [one] тази игра няма флаг { $flags }
       *[other] тази игра няма флаговете { $flags }
    }
match-flags-take = тези флагове се приемат от незавършените игри: { $matches }; например `kozyr { $command } -m { $id } …`
match-flags-none = никоя незавършена игра не приема тези флагове, те са флагове на { $games }; `kozyr new { $id } --players …` започва игра
match-flags-no-game = никоя игра не приема всички тези флагове заедно

## kozyr use

match-use-now = Текущата игра вече е игра { $match }, { $game }.
match-use-current = Текущата игра е игра { $match }, { $game }.
match-use-lang = Игра { $match }, { $game }, вече говори { $lang ->
        [ru] на руски
        [bg] на български
       *[other] на английски
    }: командите ѝ отговарят на този език, освен ако --lang или KOZYR_LANG не кажат друго.
match-use-lang-none = няма игра, на която да се зададе език: `kozyr new ИГРА --players … --lang { $lang }` започва игра на него, `kozyr use ИГРА --lang { $lang }` го задава на игра (`kozyr list` ги показва)

## Какво изисква всяко правило, посочено с кода си в грешката.

rule-cli-match-positional = deal, check, penalty и undo не приемат позиционни аргументи: играта се посочва с -m, раздаването — с номера си
rule-cli-match-twice = играта се посочва веднъж: с -m или като позиционен аргумент
rule-match-name-number = името на игра не е число
rule-match-name-ambiguous = едно име избира една игра; игри, чиито имена се различават само по малки и главни букви, се посочват с номер
