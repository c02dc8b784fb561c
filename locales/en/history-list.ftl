# kozyr history: the matches played, as a table, Markdown, CSV and a printable page.

history-list-title = Matches played
history-list-empty = No matches match. `kozyr list` shows every match; `kozyr history` without flags shows them all.
history-list-col-date = date
history-list-col-game = game
history-list-col-players = players
history-list-col-result = result
history-list-col-winner = winner
history-list-col-deals = deals
history-list-col-duration = duration
# The CSV's duration column: whole minutes, a number a spreadsheet can sum.
history-list-col-minutes = minutes
# From the first entry to the last: 1 h 25 min, 40 min.
history-list-duration =
    { $hours ->
        [0] { $minutes } min
       *[other] { $hours } h { $minutes } min
    }

## Refusals

history-list-date = a date is written YYYY-MM-DD, e.g. 2026-03-08; not “{ $value }”
history-list-order = --since { $since } comes after --until { $until }: no match can be in between
history-list-player = no player named “{ $name }” has sat at a match in this ledger; `kozyr list` shows the players of each match
