# Какво печатат командите: листът с точките, бележките, обяснението на раздаване, списъкът с игри,
# потвържденията и отказите на show, deal, check, explain, list, undo, penalty, export, import,
# replay и demo.

## Листът с точките

sheet-title = Игра { $id } — { $game } — { $players }
sheet-title-named = Игра { $id } «{ $name }» — { $game } — { $players }
sheet-title-file = { $file } — { $game } — { $players }
sheet-col-number = №
sheet-col-deal = раздаване
sheet-total = общо
sheet-carried = пренос: раздавания 1–{ $deals } (всички — --all)
sheet-voided = { $what } — анулирано
sheet-void = анулиране на запис { $entry }
sheet-note-entry = бележка: { $text }
sheet-kind-deal = раздаване
sheet-kind-penalty = наказание
sheet-note =
    { $deal ->
        [0] { $text }
       *[other] №{ $deal }: { $text }
    }
sheet-winner = Победител: { $side }
sheet-next = Следва: { $next }

## kozyr explain, kozyr check

explain-deal = Раздаване { $deal }: { $what }
explain-under =
    { $deal ->
        [0] { $what } (преди първото раздаване)
       *[other] { $what } (след раздаване { $deal })
    }
explain-voided = { $what } — анулирано: не се брои
explain-written = записано: { $cells }
explain-cell = { $side } { $points } → { $total }
explain-no-deal =
    няма раздаване { $deal }; { $deals ->
        [0] още няма записано раздаване
        [one] в листа има { $deals } раздаване
       *[other] в листа има { $deals } раздавания
    }
explain-bad-number = няма раздаване { $value }
explain-nothing = в играта няма действащо раздаване или наказание
check-ok = OK: раздаването спазва всички правила (не е записано).

## kozyr undo, kozyr penalty

undo-voided =
    { $kind ->
        [deal] Раздаване { $deal } ({ $what }) е анулирано
       *[other] Анулирано: { $what }
    }; остава в дневника, задраскано.
undo-nothing = няма какво да се отмени: няма действащо раздаване, наказание, поправка или анулиране
redo-nothing = няма какво да се възстанови: в тази игра няма действащо undo
redo-written = няма какво да се възстанови: след последното undo е записан запис { $entry }, а redo възстановява само това, което последното undo е върнало назад, докато след него нищо не е записано
penalty-recorded =
    { $deal ->
        [0] Наказанието е записано преди първото раздаване: { $what }
       *[other] Наказанието е записано след раздаване { $deal }: { $what }
    }

## kozyr import, kozyr export

import-done =
    Играта { $id } е внесена ({ $entries ->
        [one] { $entries } запис
       *[other] { $entries } записа
    }).
export-written = Играта { $id } е записана в { $path }.
export-cannot-write = не може да се запише { $path }: { $reason }

## kozyr demo

demo-recorded-in = Записано в { $path }.
demo-in-memory = Записано във временен дневник в паметта; нищо не е запазено.
demo-try = Опитайте: kozyr new thousand --players Иван,Мария,Петър, после kozyr deal --declarer Мария --bid 120 --points Иван=22,Мария=75,Петър=23

## Дневникът

ledger-missing = няма дневник в { $path }; `kozyr new ИГРА --players …` създава такъв (`kozyr rules` изброява игрите; или опитайте `kozyr demo`)

## kozyr list

list-empty = Още няма игри. Започнете с `kozyr new belot --team Ние=Иван,Мария --team Вие=Петър,Елена` или опитайте `kozyr demo`.
list-older =
    … и още { $count ->
        [one] { $count } игра
       *[other] { $count } игри
    } (kozyr list --all)
list-col-id = №
list-col-name = име
list-col-game = игра
list-col-players = играчи
list-col-started = начало
list-col-status = състояние
list-status-won = победа: { $side }
list-status-finished = завършена
list-status-leads = играе се, води { $side }
list-status-playing = играе се
