# Исправления и отмены: что можно отменить или исправить, причина, которую называет стол, как лист,
# CSV и объяснение называют исправленную или отменённую запись, и отказ в изменении, которое
# нарушило бы более позднюю запись.

## Отказы

match-void-target-any = отменить можно только более раннюю сдачу, штраф, исправление или отмену; запись { $target } — не такая
match-correct-target = исправление заменяет более раннюю сдачу или штраф (не другое исправление); запись { $target } — не такая
match-correct-voided = запись { $target } отменена записью { $by }; отменённую запись исправить нельзя: `kozyr void --entry { $by }` берёт эту отмену назад, и тогда запись можно исправить
match-correct-kind =
    запись { $target } — { $kind ->
        [penalty] штраф
       *[deal] сдача
    }; исправить её можно только { $kind ->
        [penalty] штрафом
       *[deal] сдачей
    }, а не { $given ->
        [penalty] штрафом
        [deal] сдачей
       *[other] записью { $given }
    }
match-reason-length = причина — это одна строка от 1 до { $max } символов; в этой { $length }
match-reason-invisible = в причине «{ $reason }» есть невидимый или управляющий символ ({ $code }); напишите её видимыми буквами
match-breaks =
    { $action ->
        [void] отмена
       *[correct] исправление
    } { $target_kind ->
        [deal] сдачи { $target }
       *[entry] записи { $target }
    } нарушило бы { $broken_kind ->
        [deal] сдачу { $broken }
       *[entry] запись { $broken }
    }: { $text } [{ $rule }]; ничего не записано
document-void-fields = у отмены есть только `void` (номер отменяемой записи) и `reason`
document-correct = исправление — это `{"{"}"correct": N, "deal": {"{"}…{"}"}{"}"}` или `{"{"}"correct": N, "penalty": {"{"}…{"}"}{"}"}`, с необязательным `reason`, и больше ничего; N — номер исправляемой записи, начиная с 1
document-reason = `reason` — это текст в кавычках

## Что требует каждое правило (`[rule.id]` в сообщении об ошибке)

rule-match-correct-target = исправление заменяет более раннюю неотменённую сдачу или штраф, но не другое исправление; исправьте исходную запись ещё раз
rule-match-correct-kind = сдачу исправляют сдачей, штраф — штрафом
rule-match-correct-breaks = исправление не принимается, если с ним более поздняя запись нарушила бы правило; ошибка называет эту запись
rule-match-void-breaks = отмена не принимается, если без отменённой записи более поздняя запись нарушила бы правило; ошибка называет эту запись
rule-match-reason = причина отмены или исправления — одна строка видимого текста, не длиннее 200 символов

## Лист, CSV и журнал

sheet-kind-correction = исправление
row-voided =
    { $kind ->
        [deal] сдача { $deal } отменена
        [deal-entry] сдача (запись { $entry }) отменена
        [penalty] штраф (запись { $entry }) отменён
        [correction] исправление (запись { $entry }) отменено
        [void] отмена (запись { $entry }) взята назад
       *[other] запись { $entry } отменена
    }
row-corrected =
    { $kind ->
        [deal] сдача { $deal } исправлена
        [deal-entry] сдача (запись { $entry }) исправлена
        [penalty] штраф (запись { $entry }) исправлен
       *[other] запись { $entry } исправлена
    }
row-with-reason = { $what }: { $reason }
sheet-voided-why = { $what } — отменено: { $reason }
sheet-corrected = { $what } { $mark }{ $entry }
sheet-correction-note =
    { $kind ->
        [penalty] штраф исправлен записью { $entry }
       *[other] исправлено записью { $entry }
    }
mark-corrected = исправлено: числа взяты из исправления, номер записи которого стоит после знака; `kozyr explain` показывает исходную запись

## kozyr explain

explain-versions = Все версии, от первой к последней:
explain-version =
    { $kind ->
        [original] запись { $entry }, как записано
       *[correction] запись { $entry }, исправление
    }{ $state ->
        [force] , действует
        [voided] , отменена записью { $by }
       *[replaced] , заменена
    }: { $what }
explain-reason = причина: { $reason }
explain-was = записано было: { $cells }
explain-keeps-place = сохраняет своё место как сдача { $deal }: стол сдавал и после неё, поэтому у следующих сдач прежние сдающие и номера
