# kozyr export --format md|html: партия одним документом, чтобы отправить или напечатать.

# Строка под заголовком: начата 2026-03-08 · 11 сдач · окончена.
export-doc-started = начата { $date }
export-doc-deals =
    { $deals ->
        [one] { $deals } сдача
        [few] { $deals } сдачи
       *[many] { $deals } сдач
    }
export-doc-finished = окончена
export-doc-open = идёт
# Разделы документа.
export-doc-sheet = Таблица очков
export-doc-legend = Значки
export-doc-standing =
    { $finished ->
        [yes] Итог
       *[no] Положение на сейчас
    }
export-doc-ranking =
    { $finished ->
        [yes] Итоговая таблица мест
       *[no] Таблица мест на сейчас
    }
export-doc-pad = Запись над чертой и под чертой
export-doc-chart = Ход партии
export-doc-explain = Разбор каждой сдачи

# kozyr export --format csv: заголовок и виды записей на языке читателя
# (`--stable-header` оставляет английские ключи для скриптов).
csv-col-entry = запись
csv-col-kind = вид
csv-col-summary = описание
csv-col-voided-by = отменена записью
csv-col-points = { $side }: очки
csv-col-total = { $side }: итог
csv-kind = { $kind ->
    [deal] сдача
    [penalty] штраф
    [void] отмена
    [correct] исправление
    [note] заметка
   *[other] { $kind }
}
export-stable-header = --stable-header — для --format csv: заголовок есть только у CSV
