# kozyr export --format md|html: играта като един документ за изпращане или печат.

# Редът под заглавието: започната 2026-03-08 · 11 раздавания · завършена.
export-doc-started = започната { $date }
export-doc-deals =
    { $deals ->
        [one] { $deals } раздаване
       *[other] { $deals } раздавания
    }
export-doc-finished = завършена
export-doc-open = в ход
# Разделите на документа.
export-doc-sheet = Таблица с точките
export-doc-legend = Знаци
export-doc-standing =
    { $finished ->
        [yes] Крайно класиране
       *[no] Класиране досега
    }
export-doc-ranking =
    { $finished ->
        [yes] Крайно класиране на двойките
       *[no] Класиране на двойките досега
    }
export-doc-pad = Запис над и под чертата
export-doc-chart = Ходът на играта
export-doc-explain = Обяснение на всяко раздаване

# kozyr export --format csv: заглавието и видовете записи на езика на читателя
# (`--stable-header` оставя английските ключове за скриптове).
csv-col-entry = запис
csv-col-kind = вид
csv-col-summary = описание
csv-col-voided-by = отменен от запис
csv-col-points = { $side }: точки
csv-col-total = { $side }: общо
csv-kind = { $kind ->
    [deal] раздаване
    [penalty] наказание
    [void] отмяна
    [correct] поправка
    [note] бележка
   *[other] { $kind }
}
export-stable-header = --stable-header е за --format csv: заглавие има само CSV
