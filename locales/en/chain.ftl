# `kozyr verify`: whether a match's entries are still exactly those recorded (each entry is
# chained to the one before it by a hash), and whether the standing `kozyr list` shows is theirs.

cli-about-verify = Check that a match's entries are those recorded (nothing edited, deleted, moved or added outside kozyr) and that its cached standing is theirs.
cli-arg-verify-match = The match: its number or name. Default: the current match.
cli-arg-verify-match_flag = The match: its number or name (the same as MATCH; give one of the two).
cli-arg-verify-all = Check every match of the ledger.

chain-match = match { $id }
chain-match-named = match { $id } «{ $name }»
chain-intact = { $subject }: chain intact, { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    }, last link { $head }
chain-intact-empty = { $subject }: chain intact, no entries yet
chain-broken = { $subject }: chain broken at { $place }: { $what }
chain-warning = { $subject }: chain broken at { $place }: { $what }; what kozyr shows is not what was recorded, see `kozyr verify -m { $id }`
chain-stale-warning = match { $id }: the standing `kozyr list` shows is not that of its entries; see `kozyr verify -m { $id }`
chain-at-entry = entry { $position } ({ $kind ->
        [deal] a deal
        [penalty] a penalty
        [void] a void
        [note] a note
       *[other] an entry of unknown kind
    }, ledger id { $id })
chain-at-end = the end of the match, after entry { $position }
chain-what-unchained = it has no chain data: it was inserted by hand, not recorded by kozyr
chain-what-changed = changed after it was written: { $fields }
chain-what-moved-from = it was recorded in match { $from } and moved into this one
chain-what-moved = it was recorded in another match and moved into this one
chain-what-moved-changed = { $moved }; changed as well: { $fields }
chain-what-missing-before = the entry recorded before it is gone: an entry before it was deleted or moved to another match
chain-what-inserted-start = it was recorded as the first entry of the match: the entries before it were added outside kozyr, or the entries were reordered
chain-what-inserted-before = it was recorded right after entry { $since }: the entries between were added outside kozyr, or the entries were reordered
chain-what-check-data = its fields are as recorded, but its chain data (its hash, its link or its field checks) was edited
chain-what-missing-at-end = { $count ->
        [one] the last entry was deleted
       *[other] the last { $count } entries were deleted
    }
chain-what-extra-at-end = { $count ->
        [one] an entry was added at the end outside kozyr
       *[other] { $count } entries were added at the end outside kozyr
    }
chain-what-head = the match's record of its last entry does not fit: the last entry was replaced, or the match's chain data was edited
chain-field-payload = { $kind ->
        [deal] the recorded deal
        [penalty] the recorded penalty
        [void] the entry the void names
        [note] the note's text
       *[other] what was recorded
    }
chain-field-kind = its kind
chain-field-voids = the entry it voids
chain-field-corrects = the entry it corrects
chain-field-reason = its reason
chain-field-time = its time
chain-standing-agrees = the standing `kozyr list` shows is that of the entries
chain-standing-stale = the standing `kozyr list` shows ({ $cached }) is not that of the entries ({ $replayed })
chain-standing-unreplayable = the standing `kozyr list` shows cannot be checked: the entries no longer replay: { $error }
chain-standing-damaged = an entry cannot be read
chain-standing-none = none
chain-standing-summary = { $totals } after { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    }
chain-total = { $side } { $points }
chain-total-raw = { $side } { $points }
chain-no-matches = the ledger holds no match yet
chain-verify-broken = { $count ->
        [one] a match's entries are not those recorded
       *[other] the entries of { $count } matches are not those recorded
    }: the ledger was changed outside kozyr (see above)
chain-verify-stale = { $count ->
        [one] a match's cached standing is not that of its entries
       *[other] the cached standing of { $count } matches is not that of their entries
    }; the next entry recorded in the match brings it up to date

rule-ledger-chain-broken = a match's entries are exactly those recorded: none edited, deleted, moved or added outside kozyr
rule-ledger-standing-stale = the standing `kozyr list` shows is that of the match's entries
