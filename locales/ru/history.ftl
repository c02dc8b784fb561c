# kozyr void, kozyr correct, kozyr log и отмена исправления: как назвать запись, первая строка
# каждой записи, журнал партии и отказы журнала принять исправление.

## Как назвать запись

history-two-numbers = `kozyr { $command }` принимает один номер сдачи; для сдачи { $second } партии { $first }: `kozyr { $command } -m { $first } { $second }`
history-deal-and-entry = `kozyr { $command }` принимает номер сдачи или --entry, но не оба (сдача { $deal }, запись { $entry })
history-which = `kozyr { $command }` нужна сдача, которую меняют: её номер, как на листе (`kozyr { $command } 3`), а для штрафа или исправления — номер записи из `kozyr log` (`kozyr { $command } --entry 5`)
history-no-entry =
    записи { $entries ->
        [0] { $entry } нет; в партии ещё нет записей
        [one] { $entry } нет; в партии { $entries } запись
        [few] { $entry } нет; в партии { $entries } записи
       *[other] { $entry } нет; в партии { $entries } записей
    }
history-penalty-points = --points штрафа — одно целое число, например -50; «{ $value }» не подходит
history-correct-nothing = чтобы исправить штраф в записи { $entry }, укажите, что меняется: --player, --points или --penalty

## Первая строка каждой записи

history-confirm-void =
    { $kind ->
        [deal] Сдача { $deal } ({ $what }) отменена в партии { $match }, { $game }
       *[other] Запись { $entry } ({ $what }) отменена в партии { $match }, { $game }
    }; она остаётся в журнале, зачёркнутой.
history-confirm-void-why =
    { $kind ->
        [deal] Сдача { $deal } ({ $what }) отменена в партии { $match }, { $game }
       *[other] Запись { $entry } ({ $what }) отменена в партии { $match }, { $game }
    }: { $reason }. Она остаётся в журнале, зачёркнутой.
history-confirm-correct =
    { $kind ->
        [deal] Сдача { $deal } исправлена в партии { $match }, { $game }
       *[other] Запись { $entry } исправлена в партии { $match }, { $game }
    }: теперь { $now } (было { $what }); исходная запись остаётся в журнале.
history-confirm-correct-why =
    { $kind ->
        [deal] Сдача { $deal } исправлена в партии { $match }, { $game }
       *[other] Запись { $entry } исправлена в партии { $match }, { $game }
    }: теперь { $now } (было { $what }), причина: { $reason }.
history-confirm-undo-correct =
    Исправление в записи { $entry } ({ $what }) отменено в партии { $match }, { $game }; { $kind ->
        [deal] в сдаче { $deal }
       *[other] в записи { $place }
    } снова { $now }.

## kozyr log

history-title = Все записи партии { $match }, { $game }, как они сделаны (время UTC):
history-empty = записей ещё нет
history-broken = партия не пересчитывается ({ $reason }); записи показаны, как они сделаны
history-kind =
    { $kind ->
        [deal] сдача
        [penalty] штраф
        [void] отмена
        [undo] взято назад
        [redo] возвращено
        [correct] исправление
       *[note] заметка
    }
history-deal = сдача { $deal }
history-correction = { $what } → { $version }
history-voided-by = (отменена записью { $entry })
history-voids = отменяет запись { $entry }
history-corrects = исправляет запись { $entry }
history-reason = причина: { $reason }

## Отказы журнала

history-ledger-bad-correction = запись { $entry } — не исходная сдача или штраф этой партии того же вида, её нельзя исправить
history-ledger-snapshot-target = запись { $entry } не принадлежит партии { $match }, после неё нельзя сохранить состояние

## Чего требует каждое правило (`[rule.id]` в ошибке)

rule-match-entry-unknown = сдачу называют номером, который показывает лист, любую другую запись — её номером в `kozyr log`
rule-match-void-target = отмена отменяет более раннюю сдачу, штраф, исправление или отмену (отменённая отмена восстанавливает то, что она отменила), но не заметку
rule-match-void-twice = запись отменяют один раз; её отмена остаётся в журнале
rule-match-undo-nothing = undo берёт назад последнюю действующую сдачу, штраф, исправление или отмену; записи, сделанные самими undo и redo, пропускаются
rule-match-redo-nothing = redo возвращает то, что взяла назад последняя команда undo, только пока после неё ничего не записано
rule-ledger-bad-correction = исправление называет исходную сдачу или штраф своей партии того же вида
history-deal-too-large = сдачи { $deal } нет: столько сдач не бывает ни в одной партии
