# Поправки и анулирания: какво може да се анулира или поправи, причината, която масата дава, как
# листът, CSV и обяснението назовават поправен или анулиран запис, и отказът на промяна, която би
# нарушила по-късен запис.

## Откази

match-void-target-any = анулира се само по-ранно раздаване, наказание или поправка; запис { $target } не е такъв
match-correct-target = поправката заменя по-ранно раздаване или наказание (не друга поправка); запис { $target } не е такъв
match-correct-voided = запис { $target } е анулиран със запис { $by }; анулиран запис не може да се поправи
match-correct-kind =
    запис { $target } е { $kind ->
        [penalty] наказание
       *[deal] раздаване
    }; може да се поправи само с { $kind ->
        [penalty] наказание
       *[deal] раздаване
    }, не с { $given ->
        [penalty] наказание
        [deal] раздаване
       *[other] запис { $given }
    }
match-reason-length = причината е един ред от 1 до { $max } знака; тази има { $length }
match-reason-invisible = в причината „{ $reason }“ има невидим или управляващ знак ({ $code }); напишете я с видими букви
match-breaks =
    { $action ->
        [void] анулирането на
       *[correct] поправката на
    } { $target_kind ->
        [deal] раздаване { $target }
       *[entry] запис { $target }
    } би нарушило { $broken_kind ->
        [deal] раздаване { $broken }
       *[entry] запис { $broken }
    }: { $text } [{ $rule }]; нищо не е записано
document-void-fields = анулирането има само `void` (номерът на анулирания запис) и `reason`
document-correct = поправката е `{"{"}"correct": N, "deal": {"{"}…{"}"}{"}"}` или `{"{"}"correct": N, "penalty": {"{"}…{"}"}{"}"}`, с незадължително `reason`, и нищо друго; N е номерът на поправения запис, като се брои от 1
document-reason = `reason` е текст в кавички

## Какво изисква всяко правило (`[rule.id]` в грешката)

rule-match-correct-target = поправката заменя по-ранно неанулирано раздаване или наказание, никога друга поправка; поправете отново първоначалния запис
rule-match-correct-kind = раздаване се поправя с раздаване, наказание — с наказание
rule-match-correct-breaks = поправката се отказва, ако с нея по-късен запис би нарушил правило; грешката назовава този запис
rule-match-void-breaks = анулирането се отказва, ако без анулирания запис по-късен запис би нарушил правило; грешката назовава този запис
rule-match-reason = причината за анулиране или поправка е един ред видим текст, най-много 200 знака

## Листът, CSV и дневникът

sheet-kind-correction = поправка
row-voided =
    { $kind ->
        [deal] раздаване { $deal } е анулирано
        [deal-entry] раздаване (запис { $entry }) е анулирано
        [penalty] наказание (запис { $entry }) е анулирано
        [correction] поправка (запис { $entry }) е анулирана
       *[other] запис { $entry } е анулиран
    }
row-corrected =
    { $kind ->
        [deal] раздаване { $deal } е поправено
        [deal-entry] раздаване (запис { $entry }) е поправено
        [penalty] наказание (запис { $entry }) е поправено
       *[other] запис { $entry } е поправен
    }
row-with-reason = { $what }: { $reason }
sheet-voided-why = { $what } — анулирано: { $reason }
sheet-corrected = { $what } { $mark }{ $entry }
sheet-correction-note =
    { $kind ->
        [penalty] наказанието е поправено със запис { $entry }
       *[other] поправено със запис { $entry }
    }
mark-corrected = поправено: числата са от поправката, чийто номер на запис следва знака; `kozyr explain` показва първоначалния запис

## kozyr explain

explain-versions = Всички версии, от първата към последната:
explain-version =
    { $kind ->
        [original] запис { $entry }, както е записан
       *[correction] запис { $entry }, поправка
    }{ $state ->
        [force] , в сила
        [voided] , анулиран със запис { $by }
       *[replaced] , заменен
    }: { $what }
explain-reason = причина: { $reason }
explain-was = беше записано: { $cells }
explain-keeps-place = запазва мястото си като раздаване { $deal }: масата е раздавала и след него, затова следващите раздавания запазват раздаващите и номерата си
