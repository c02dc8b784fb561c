# What the commands print: the score sheet, its notes, the explanation of a deal, the match list,
# and the confirmations and refusals of show, deal, check, explain, list, undo, penalty, export,
# import, replay and demo.

## The score sheet

sheet-title = Match { $id } — { $game } — { $players }
sheet-title-named = Match { $id } «{ $name }» — { $game } — { $players }
# `kozyr replay FILE`: the document's file stands for the match.
sheet-title-file = { $file } — { $game } — { $players }
# The column headers: the deal's number, what was played in it.
sheet-col-number = #
sheet-col-deal = deal
sheet-total = total
sheet-carried = carried over: deals 1–{ $deals } (--all shows them)
# A voided entry stays on the sheet, struck out: what it was, and that it counts for nothing.
sheet-voided = { $what } — voided
# An undo, named in the CSV export by the entry it cancels.
sheet-void = undo #{ $entry }
# A note written into the match.
sheet-note-entry = note: { $text }
# What an entry is when the game gives no words for it.
sheet-kind-deal = deal
sheet-kind-penalty = penalty
# A note under the sheet, by the deal it belongs to (0: before the first deal).
sheet-note =
    { $deal ->
        [0] { $text }
       *[other] #{ $deal }: { $text }
    }
sheet-winner = Winner: { $side }
sheet-next = Next: { $next }

## kozyr explain, kozyr check

explain-deal = Deal { $deal }: { $what }
# A penalty or note: it sits under the deal before it.
explain-under =
    { $deal ->
        [0] { $what } (before the first deal)
       *[other] { $what } (under deal { $deal })
    }
explain-voided = { $what } — voided: it counts for nothing
# What the entry wrote on the sheet: one `explain-cell` per player or team.
explain-written = written: { $cells }
explain-cell = { $side } { $points } → { $total }
explain-no-deal =
    there is no deal { $deal }; { $deals ->
        [0] no deal has been recorded yet
        [one] the sheet has { $deals } deal
       *[other] the sheet has { $deals } deals
    }
# A deal number too large to be one, as typed.
explain-bad-number = there is no deal { $value }
explain-nothing = the match has no deal or penalty in force
check-ok = OK: the deal keeps every rule (not recorded).

## kozyr undo, kozyr penalty

undo-voided =
    { $kind ->
        [deal] Voided deal { $deal } ({ $what })
       *[other] Voided { $what }
    }; it stays in the ledger, struck out.
undo-nothing = nothing to undo: no deal, penalty, correction or void is in force
redo-nothing = nothing to redo: no undo of this match is in force
redo-written = nothing to redo: entry { $entry } was written after the last undo, and redo brings back only what the last undo took back while nothing was written since
penalty-recorded =
    { $deal ->
        [0] Penalty recorded before the first deal: { $what }
       *[other] Penalty recorded under deal { $deal }: { $what }
    }

## kozyr import, kozyr export

import-done =
    Imported match { $id } ({ $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    }).
export-written = Wrote match { $id } to { $path }.
export-cannot-write = cannot write { $path }: { $reason }

## kozyr demo

demo-recorded-in = Recorded in { $path }.
demo-in-memory = Recorded in a temporary in-memory ledger; nothing was saved.
demo-try = Try: kozyr new thousand --players Аня,Борис,Вера, then kozyr deal --declarer Борис --bid 120 --points Аня=22,Борис=75,Вера=23

## The ledger

ledger-missing = there is no ledger at { $path }; `kozyr new GAME --players …` starts one (`kozyr rules` lists the games; or try `kozyr demo`)

## kozyr list

list-empty = No matches yet. Start one with `kozyr new thousand --players A,B,C` or try `kozyr demo`.
list-older =
    … and { $count ->
        [one] { $count } older match
       *[other] { $count } older matches
    } (kozyr list --all)
list-col-id = id
list-col-name = name
list-col-game = game
list-col-players = players
list-col-started = started
list-col-status = status
list-status-won = won by { $side }
list-status-finished = finished
list-status-leads = playing, { $side } leads
list-status-playing = playing
