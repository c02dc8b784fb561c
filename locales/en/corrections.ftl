# Corrections and voids: what a void or a correction may target, the reason the table gives, how
# the sheet, the CSV and the explanation name a corrected or voided entry, and the refusal of a
# change that would break a later entry.

## Refusals

match-void-target-any = a void must cancel an earlier deal, penalty, correction or void; entry { $target } is not one
match-correct-target = a correction must replace an earlier deal or penalty (not another correction); entry { $target } is not one
match-correct-voided = entry { $target } was voided by entry { $by }; a voided entry cannot be corrected: `kozyr void --entry { $by }` takes that void back, then the entry can be corrected
match-correct-kind =
    entry { $target } is a { $kind ->
        [penalty] penalty
       *[deal] deal
    }; it can only be corrected by a { $kind ->
        [penalty] penalty
       *[deal] deal
    }, not by a { $given ->
        [penalty] penalty
        [deal] deal
       *[other] { $given }
    }
match-reason-length = a reason is a line of 1 to { $max } characters; this one has { $length }
match-reason-invisible = the reason “{ $reason }” holds an invisible or control character ({ $code }); write it in visible letters
match-breaks =
    { $action ->
        [void] voiding
       *[correct] correcting
    } { $target_kind ->
        [deal] deal { $target }
       *[entry] entry { $target }
    } would break { $broken_kind ->
        [deal] deal { $broken }
       *[entry] entry { $broken }
    }: { $text } [{ $rule }]; nothing was written
document-void-fields = a void has only `void` (the entry it cancels) and `reason`
document-correct = a correction is `{"{"}"correct": N, "deal": {"{"}…{"}"}{"}"}` or `{"{"}"correct": N, "penalty": {"{"}…{"}"}{"}"}`, with an optional `reason`, and nothing else; N is the 1-based number of the entry it corrects
document-reason = `reason` takes a string

## What each rule requires (`[rule.id]` in an error)

rule-match-correct-target = a correction replaces an earlier deal or penalty that is not voided, never another correction; correct the original again instead
rule-match-correct-kind = a deal is corrected by a deal, a penalty by a penalty
rule-match-correct-breaks = a correction is refused when a later entry would break a rule with it in place; the error names that entry
rule-match-void-breaks = a void is refused when a later entry would break a rule without the voided one; the error names that entry
rule-match-reason = the reason of a void or a correction is one line of visible text, at most 200 characters

## The sheet, the CSV and the log

sheet-kind-correction = correction
# A void or a correction as the table says it. $kind: deal (numbered on the sheet), deal-entry (a
# deal without a number), penalty, correction, other.
row-voided =
    { $kind ->
        [deal] deal { $deal } voided
        [deal-entry] deal (entry { $entry }) voided
        [penalty] penalty (entry { $entry }) voided
        [correction] correction (entry { $entry }) voided
        [void] void (entry { $entry }) taken back
       *[other] entry { $entry } voided
    }
row-corrected =
    { $kind ->
        [deal] deal { $deal } corrected
        [deal-entry] deal (entry { $entry }) corrected
        [penalty] penalty (entry { $entry }) corrected
       *[other] entry { $entry } corrected
    }
row-with-reason = { $what }: { $reason }
# A voided entry struck out on the sheet, with the reason its void gave.
sheet-voided-why = { $what } — voided: { $reason }
# A corrected deal or penalty: what is in force, the mark and the correction's entry.
sheet-corrected = { $what } { $mark }{ $entry }
# Under the sheet, under the corrected deal's number.
sheet-correction-note =
    { $kind ->
        [penalty] penalty corrected at entry { $entry }
       *[other] corrected at entry { $entry }
    }
mark-corrected = corrected: the numbers are those of the correction whose entry follows the mark; `kozyr explain` shows the original

## kozyr explain

explain-versions = Every version, oldest first:
explain-version =
    { $kind ->
        [original] entry { $entry }, as recorded
       *[correction] entry { $entry }, a correction
    }{ $state ->
        [force] , in force
        [voided] , voided by entry { $by }
       *[replaced] , replaced
    }: { $what }
explain-reason = reason: { $reason }
explain-was = it wrote: { $cells }
explain-keeps-place = it keeps its place as deal { $deal }: the table dealt on after it, so the next deals keep their dealers and numbers
