# Что печатают команды: лист записи, заметки, объяснение сдачи, список партий, подтверждения и
# отказы команд show, deal, check, explain, list, undo, penalty, export, import, replay и demo.

## Лист записи

sheet-title = Партия { $id } — { $game } — { $players }
sheet-title-named = Партия { $id } «{ $name }» — { $game } — { $players }
sheet-title-file = { $file } — { $game } — { $players }
sheet-col-number = №
sheet-col-deal = сдача
sheet-total = итого
sheet-carried = перенос: сдачи 1–{ $deals } (все — --all)
sheet-voided = { $what } — отменено
sheet-void = отмена записи { $entry }
sheet-note-entry = заметка: { $text }
sheet-kind-deal = сдача
sheet-kind-penalty = штраф
sheet-note =
    { $deal ->
        [0] { $text }
       *[other] №{ $deal }: { $text }
    }
sheet-winner = Победитель: { $side }
sheet-next = Далее: { $next }

## kozyr explain, kozyr check

explain-deal = Сдача { $deal }: { $what }
explain-under =
    { $deal ->
        [0] { $what } (до первой сдачи)
       *[other] { $what } (после сдачи { $deal })
    }
explain-voided = { $what } — отменено: не считается
explain-written = записано: { $cells }
explain-cell = { $side } { $points } → { $total }
explain-no-deal =
    сдачи { $deal } нет; { $deals ->
        [0] ни одной сдачи ещё не записано
        [one] на листе { $deals } сдача
        [few] на листе { $deals } сдачи
       *[other] на листе { $deals } сдач
    }
explain-bad-number = сдачи { $value } нет
explain-nothing = в партии нет ни одной действующей сдачи или штрафа
check-ok = OK: сдача не нарушает ни одного правила (не записана).

## kozyr undo, kozyr penalty

undo-voided =
    { $kind ->
        [deal] Сдача { $deal } ({ $what }) отменена
       *[other] Отменено: { $what }
    }; запись остаётся в журнале, зачёркнутой.
undo-nothing = брать назад нечего: нет ни одной действующей сдачи, штрафа, исправления или отмены
redo-nothing = возвращать нечего: в этой партии нет действующей отмены действия (undo)
redo-written = возвращать нечего: после последней отмены действия (undo) записана запись { $entry }, а redo возвращает только то, что взяла назад последняя отмена, пока после неё ничего не записано
penalty-recorded =
    { $deal ->
        [0] Штраф записан до первой сдачи: { $what }
       *[other] Штраф записан после сдачи { $deal }: { $what }
    }

## kozyr import, kozyr export

import-done =
    Партия { $id } импортирована ({ $entries ->
        [one] { $entries } запись
        [few] { $entries } записи
       *[other] { $entries } записей
    }).
export-written = Партия { $id } записана в { $path }.
export-cannot-write = не удалось записать { $path }: { $reason }

## kozyr demo

demo-recorded-in = Записано в { $path }.
demo-in-memory = Записано во временный журнал в памяти; ничего не сохранено.
demo-try = Попробуйте: kozyr new thousand --players Аня,Борис,Вера, затем kozyr deal --declarer Борис --bid 120 --points Аня=22,Борис=75,Вера=23

## Журнал

ledger-missing = журнала { $path } нет; его заводит `kozyr new ИГРА --players …` (`kozyr rules` перечисляет игры; или попробуйте `kozyr demo`)

## kozyr list

list-empty = Партий пока нет. Начните: `kozyr new thousand --players Аня,Борис,Вера` — или попробуйте `kozyr demo`.
list-older =
    … и ещё { $count ->
        [one] { $count } партия
        [few] { $count } партии
       *[other] { $count } партий
    } (kozyr list --all)
list-col-id = №
list-col-name = название
list-col-game = игра
list-col-players = игроки
list-col-started = начата
list-col-status = состояние
list-status-won = победа: { $side }
list-status-finished = окончена
list-status-leads = идёт, ведёт { $side }
list-status-playing = идёт
