# `kozyr verify`: дали записите на една игра са точно онези, които са записани (всеки запис е
# свързан с предишния чрез хеш), и дали резултатът, който показва `kozyr list`, следва от тях.

cli-about-verify = Проверка, че записите на игра са записаните (нищо не е променено, изтрито, преместено или добавено извън kozyr) и че запазеният резултат следва от тях.
cli-arg-verify-match = Играта: номерът или името ѝ. По подразбиране: текущата игра.
cli-arg-verify-match_flag = Играта: номерът или името ѝ (същото като ИГРА; дайте едно от двете).
cli-arg-verify-all = Проверка на всички игри в дневника.

chain-match = игра { $id }
chain-match-named = игра { $id } „{ $name }“
chain-intact = { $subject }: веригата е цяла, { $entries ->
        [one] { $entries } запис
       *[other] { $entries } записа
    }, последно звено { $head }
chain-intact-empty = { $subject }: веригата е цяла, още няма записи
chain-broken = { $subject }: веригата е прекъсната — { $place }: { $what }
chain-warning = { $subject }: веригата е прекъсната — { $place }: { $what }; kozyr показва не това, което е записано, подробно — `kozyr verify -m { $id }`
chain-stale-warning = игра { $id }: резултатът, който показва `kozyr list`, не е този от записите ѝ; подробно — `kozyr verify -m { $id }`
chain-at-entry = запис { $position } ({ $kind ->
        [deal] раздаване
        [penalty] наказание
        [void] отмяна
        [note] бележка
       *[other] запис от непознат вид
    }, номер в дневника { $id })
chain-at-end = краят на играта, след запис { $position }
chain-what-unchained = няма данни за веригата: вмъкнат е на ръка, а не е записан от kozyr
chain-what-changed = след записването е променено: { $fields }
chain-what-moved-from = записан е в игра { $from } и е преместен в тази
chain-what-moved = записан е в друга игра и е преместен в тази
chain-what-moved-changed = { $moved }; освен това е променено: { $fields }
chain-what-missing-before = записът, направен преди него, вече го няма: запис преди него е изтрит или преместен в друга игра
chain-what-inserted-start = записан е като първи запис на играта: записите преди него са добавени извън kozyr или редът на записите е променен
chain-what-inserted-before = записан е веднага след запис { $since }: записите между тях са добавени извън kozyr или редът на записите е променен
chain-what-check-data = полетата му са както са записани, но данните на веригата (хешът, звеното или контролните суми на полетата) са променени
chain-what-missing-at-end = { $count ->
        [one] последният запис е изтрит
       *[other] последните { $count } записа са изтрити
    }
chain-what-extra-at-end = { $count ->
        [one] в края е добавен { $count } запис извън kozyr
       *[other] в края са добавени { $count } записа извън kozyr
    }
chain-what-head = данните на играта за последния ѝ запис не съвпадат: последният запис е подменен или данните на веригата на самата игра са променени
chain-field-payload = { $kind ->
        [deal] записаното раздаване
        [penalty] записаното наказание
        [void] записът, който отмяната отменя
        [note] текстът на бележката
       *[other] записаното съдържание
    }
chain-field-kind = видът на записа
chain-field-voids = отменяният запис
chain-field-corrects = поправяният запис
chain-field-reason = причината
chain-field-time = времето
chain-standing-agrees = резултатът, който показва `kozyr list`, следва от записите
chain-standing-stale = резултатът, който показва `kozyr list` ({ $cached }), не следва от записите ({ $replayed })
chain-standing-unreplayable = резултатът, който показва `kozyr list`, не може да се провери: записите вече не се пресмятат: { $error }
chain-standing-damaged = запис не може да се прочете
chain-standing-none = няма
chain-standing-summary = { $totals } след { $entries ->
        [one] { $entries } запис
       *[other] { $entries } записа
    }
chain-total = { $side } { $points }
chain-total-raw = { $side } { $points }
chain-no-matches = в дневника още няма игри
chain-verify-broken = { $count ->
        [one] записите на { $count } игра не са записаните
       *[other] записите на { $count } игри не са записаните
    }: дневникът е променян извън kozyr (вижте по-горе)
chain-verify-stale = { $count ->
        [one] запазеният резултат на { $count } игра не следва от записите ѝ
       *[other] запазеният резултат на { $count } игри не следва от записите им
    }; следващият запис в играта ще го обнови

rule-ledger-chain-broken = записите на игра са точно записаните: нищо не е променено, изтрито, преместено или добавено извън kozyr
rule-ledger-standing-stale = резултатът, който показва `kozyr list`, следва от записите на играта
