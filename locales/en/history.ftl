# kozyr void, kozyr correct, kozyr log, and undo of a correction: naming the entry to change, the
# line each write prints first, the log of a match, and the ledger's refusals of a correction.

## Naming the entry

history-two-numbers = `kozyr { $command }` takes one deal number; for deal { $second } of match { $first }: `kozyr { $command } -m { $first } { $second }`
history-deal-and-entry = `kozyr { $command }` takes a deal number or --entry, not both (deal { $deal }, entry { $entry })
history-which = `kozyr { $command }` needs the deal to change: its number as the sheet shows it (`kozyr { $command } 3`), or for a penalty or a correction its entry number from `kozyr log` (`kozyr { $command } --entry 5`)
history-no-entry =
    there is no entry { $entry }; { $entries ->
        [0] the match has no entries yet
        [one] the match has { $entries } entry
       *[other] the match has { $entries } entries
    }
history-penalty-points = --points of a penalty is one whole number, e.g. -50; not “{ $value }”
history-correct-nothing = to correct the penalty at entry { $entry }, give what changes: --player, --points or --penalty

## The first line of each write

history-confirm-void =
    { $kind ->
        [deal] Voided deal { $deal } ({ $what }) in match { $match }, { $game }
       *[other] Voided entry { $entry } ({ $what }) in match { $match }, { $game }
    }; it stays in the ledger, struck out.
history-confirm-void-why =
    { $kind ->
        [deal] Voided deal { $deal } ({ $what }) in match { $match }, { $game }
       *[other] Voided entry { $entry } ({ $what }) in match { $match }, { $game }
    }: { $reason }. It stays in the ledger, struck out.
history-confirm-correct =
    { $kind ->
        [deal] Corrected deal { $deal } in match { $match }, { $game }
       *[other] Corrected entry { $entry } in match { $match }, { $game }
    }: now { $now } (was { $what }); the original stays in the ledger.
history-confirm-correct-why =
    { $kind ->
        [deal] Corrected deal { $deal } in match { $match }, { $game }
       *[other] Corrected entry { $entry } in match { $match }, { $game }
    }: now { $now } (was { $what }), because: { $reason }.
history-confirm-undo-correct =
    Voided the correction at entry { $entry } ({ $what }) in match { $match }, { $game }; { $kind ->
        [deal] deal { $deal }
       *[other] entry { $place }
    } is back to { $now }.

## kozyr log

history-title = Every entry of match { $match }, { $game }, as recorded (times in UTC):
history-empty = no entries yet
history-broken = the match does not replay ({ $reason }); the entries are listed as recorded
history-kind =
    { $kind ->
        [deal] deal
        [penalty] penalty
        [void] void
        [undo] undo
        [redo] redo
        [correct] correction
       *[note] note
    }
history-deal = deal { $deal }
history-correction = { $what } → { $version }
history-voided-by = (voided by entry { $entry })
history-voids = voids entry { $entry }
history-corrects = corrects entry { $entry }
history-reason = reason: { $reason }

## The ledger's refusals

history-ledger-bad-correction = entry { $entry } is not an original deal or penalty of this match of the same kind, so it cannot be corrected
history-ledger-snapshot-target = entry { $entry } is not an entry of match { $match }, so no state can be kept after it

## What each rule requires (`[rule.id]` in an error)

rule-match-entry-unknown = a deal is named by the number the sheet shows, any other entry by its number in `kozyr log`
rule-match-void-target = a void cancels an earlier deal, penalty, correction or void (a void voided restores what it voided), never a note
rule-match-void-twice = an entry is voided once; its void stays in the ledger
rule-match-undo-nothing = undo takes back the last deal, penalty, correction or void in force; the voids undo and redo write are walked over
rule-match-redo-nothing = redo brings back what the last undo took back, only while nothing else was written since
rule-ledger-bad-correction = a correction names an original deal or penalty of its match, of its own kind
history-deal-too-large = there is no deal { $deal }: no match has that many deals
