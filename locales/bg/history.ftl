# kozyr void, kozyr correct, kozyr log и отмяна на поправка: как се посочва запис, първият ред на
# всеки запис, дневникът на играта и отказите на дневника да приеме поправка.

## Как се посочва запис

history-two-numbers = `kozyr { $command }` приема един номер на раздаване; за раздаване { $second } от игра { $first }: `kozyr { $command } -m { $first } { $second }`
history-deal-and-entry = `kozyr { $command }` приема номер на раздаване или --entry, не и двете (раздаване { $deal }, запис { $entry })
history-which = `kozyr { $command }` иска раздаването, което се променя: номера му, както е на листа (`kozyr { $command } 3`), а за наказание или поправка — номера на записа от `kozyr log` (`kozyr { $command } --entry 5`)
history-no-entry =
    няма запис { $entry }; { $entries ->
        [0] играта още няма записи
        [one] играта има { $entries } запис
       *[other] играта има { $entries } записа
    }
history-penalty-points = --points на наказание е едно цяло число, например -50; не „{ $value }“
history-correct-nothing = за да поправите наказанието в запис { $entry }, посочете какво се променя: --player, --points или --penalty

## Първият ред на всеки запис

history-confirm-void =
    { $kind ->
        [deal] Раздаване { $deal } ({ $what }) е отменено в игра { $match }, { $game }
       *[other] Запис { $entry } ({ $what }) е отменен в игра { $match }, { $game }
    }; остава в дневника, задраскан.
history-confirm-void-why =
    { $kind ->
        [deal] Раздаване { $deal } ({ $what }) е отменено в игра { $match }, { $game }
       *[other] Запис { $entry } ({ $what }) е отменен в игра { $match }, { $game }
    }: { $reason }. Остава в дневника, задраскан.
history-confirm-correct =
    { $kind ->
        [deal] Раздаване { $deal } е поправено в игра { $match }, { $game }
       *[other] Запис { $entry } е поправен в игра { $match }, { $game }
    }: сега { $now } (беше { $what }); оригиналът остава в дневника.
history-confirm-correct-why =
    { $kind ->
        [deal] Раздаване { $deal } е поправено в игра { $match }, { $game }
       *[other] Запис { $entry } е поправен в игра { $match }, { $game }
    }: сега { $now } (беше { $what }), причина: { $reason }.
history-confirm-undo-correct =
    Поправката в запис { $entry } ({ $what }) е отменена в игра { $match }, { $game }; { $kind ->
        [deal] раздаване { $deal }
       *[other] запис { $place }
    } отново е { $now }.

## kozyr log

history-title = Всички записи на игра { $match }, { $game }, както са направени (време в UTC):
history-empty = още няма записи
history-broken = играта не се преизчислява ({ $reason }); записите са показани, както са направени
history-kind =
    { $kind ->
        [deal] раздаване
        [penalty] наказание
        [void] отмяна
        [undo] върнато назад
        [redo] възстановено
        [correct] поправка
       *[note] бележка
    }
history-deal = раздаване { $deal }
history-correction = { $what } → { $version }
history-voided-by = (отменен със запис { $entry })
history-voids = отменя запис { $entry }
history-corrects = поправя запис { $entry }
history-reason = причина: { $reason }

## Отказите на дневника

history-ledger-bad-correction = запис { $entry } не е оригинално раздаване или наказание от тази игра от същия вид, затова не може да се поправи
history-ledger-snapshot-target = запис { $entry } не е от игра { $match }, затова след него не може да се запази състояние

## Какво изисква всяко правило (`[rule.id]` в грешка)

rule-match-entry-unknown = раздаването се посочва с номера, който показва листът, всеки друг запис — с номера му в `kozyr log`
rule-match-void-target = анулирането отменя по-ранно раздаване, наказание, поправка или анулиране (анулирано анулиране възстановява анулираното), никога бележка
rule-match-void-twice = записът се отменя веднъж; отмяната му остава в дневника
rule-match-undo-nothing = undo връща назад последното действащо раздаване, наказание, поправка или анулиране; записите на самите undo и redo се прескачат
rule-match-redo-nothing = redo възстановява това, което последното undo е върнало назад, само докато след него нищо не е записано
rule-ledger-bad-correction = поправката посочва оригинално раздаване или наказание от своята игра от същия вид
history-deal-too-large = раздаване { $deal } няма: толкова раздавания няма в никоя игра
