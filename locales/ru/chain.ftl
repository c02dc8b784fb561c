# `kozyr verify`: остались ли записи партии в точности такими, какими их записали (каждая запись
# сцеплена с предыдущей хешем), и совпадает ли счёт, который показывает `kozyr list`, с записями.

cli-about-verify = Проверить, что записи партии — те, что были записаны (ничего не изменено, не удалено, не перенесено и не добавлено в обход kozyr), и что сохранённый счёт следует из них.
cli-arg-verify-match = Партия: её номер или название. По умолчанию: текущая партия.
cli-arg-verify-match_flag = Партия: её номер или название (то же, что ПАРТИЯ; укажите что-то одно).
cli-arg-verify-all = Проверить все партии журнала.

chain-match = партия { $id }
chain-match-named = партия { $id } «{ $name }»
chain-intact = { $subject }: цепочка цела, { $entries ->
        [one] { $entries } запись
        [few] { $entries } записи
       *[other] { $entries } записей
    }, последнее звено { $head }
chain-intact-empty = { $subject }: цепочка цела, записей пока нет
chain-broken = { $subject }: цепочка нарушена — { $place }: { $what }
chain-warning = { $subject }: цепочка нарушена — { $place }: { $what }; kozyr показывает не то, что было записано, подробнее — `kozyr verify -m { $id }`
chain-stale-warning = партия { $id }: счёт, который показывает `kozyr list`, не совпадает с её записями; подробнее — `kozyr verify -m { $id }`
chain-at-entry = запись { $position } ({ $kind ->
        [deal] сдача
        [penalty] штраф
        [void] отмена
        [note] заметка
       *[other] запись неизвестного вида
    }, номер в журнале { $id })
chain-at-end = конец партии, после записи { $position }
chain-what-unchained = у неё нет данных цепочки: её вставили вручную, а не записал kozyr
chain-what-changed = с момента записи изменено: { $fields }
chain-what-moved-from = её записали в партии { $from } и перенесли в эту
chain-what-moved = её записали в другой партии и перенесли в эту
chain-what-moved-changed = { $moved }; кроме того, изменено: { $fields }
chain-what-missing-before = записи, сделанной перед ней, больше нет: запись перед ней удалили или перенесли в другую партию
chain-what-inserted-start = её записали первой записью партии: записи перед ней добавлены в обход kozyr, или порядок записей изменён
chain-what-inserted-before = её записали сразу после записи { $since }: записи между ними добавлены в обход kozyr, или порядок записей изменён
chain-what-check-data = её поля такие, как были записаны, но изменены данные цепочки (хеш, звено или контрольные суммы полей)
chain-what-missing-at-end = { $count ->
        [one] удалена последняя запись
        [few] удалены последние { $count } записи
       *[other] удалены последние { $count } записей
    }
chain-what-extra-at-end = { $count ->
        [one] в конце в обход kozyr добавлена { $count } запись
        [few] в конце в обход kozyr добавлены { $count } записи
       *[other] в конце в обход kozyr добавлено { $count } записей
    }
chain-what-head = сведения партии о её последней записи не сходятся: последнюю запись подменили, или изменены данные цепочки самой партии
chain-field-payload = { $kind ->
        [deal] записанная сдача
        [penalty] записанный штраф
        [void] запись, которую отменяет отмена
        [note] текст заметки
       *[other] записанное содержимое
    }
chain-field-kind = вид записи
chain-field-voids = отменяемая запись
chain-field-corrects = исправляемая запись
chain-field-reason = причина
chain-field-time = время
chain-standing-agrees = счёт, который показывает `kozyr list`, следует из записей
chain-standing-stale = счёт, который показывает `kozyr list` ({ $cached }), не следует из записей ({ $replayed })
chain-standing-unreplayable = счёт, который показывает `kozyr list`, проверить нельзя: записи больше не пересчитываются: { $error }
chain-standing-damaged = запись не читается
chain-standing-none = нет
chain-standing-summary = { $totals } после { $entries ->
        [one] { $entries } записи
       *[other] { $entries } записей
    }
chain-total = { $side } { $points }
chain-total-raw = { $side } { $points }
chain-no-matches = в журнале пока нет партий
chain-verify-broken = { $count ->
        [one] записи { $count } партии не те, что были записаны
       *[other] записи { $count } партий не те, что были записаны
    }: журнал изменяли в обход kozyr (см. выше)
chain-verify-stale = { $count ->
        [one] сохранённый счёт { $count } партии не следует из её записей
       *[other] сохранённый счёт { $count } партий не следует из их записей
    }; следующая запись в партию его обновит

rule-ledger-chain-broken = записи партии в точности те, что были записаны: ничего не изменено, не удалено, не перенесено и не добавлено в обход kozyr
rule-ledger-standing-stale = счёт, который показывает `kozyr list`, следует из записей партии
