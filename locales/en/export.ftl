# kozyr export --format md|html: a match as one document to send or print.

# The line under the title: started 2026-03-08 · 11 deals · finished.
export-doc-started = started { $date }
export-doc-deals =
    { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    }
export-doc-finished = finished
export-doc-open = in progress
# The sections of the document.
export-doc-sheet = Score sheet
export-doc-legend = Marks
export-doc-standing =
    { $finished ->
        [yes] Final standing
       *[no] Standing so far
    }
# Bridge's rubber and Chicago: the score pad (bonuses above the line, trick points below).
# A bridge club session: its ranking of the pairs, printed in place of the standing.
export-doc-ranking =
    { $finished ->
        [yes] Final ranking
       *[no] Ranking so far
    }
export-doc-pad = Score pad
export-doc-chart = Score race
export-doc-explain = Every deal explained

# kozyr export --format csv: the header and the entries' kinds in the reader's language
# (`--stable-header` keeps the English keys below for scripts).
csv-col-entry = entry
csv-col-kind = kind
csv-col-summary = summary
csv-col-voided-by = voided_by
csv-col-points = { $side } points
csv-col-total = { $side } total
csv-kind = { $kind ->
    [deal] deal
    [penalty] penalty
    [void] void
    [correct] correct
    [note] note
   *[other] { $kind }
}
export-stable-header = --stable-header is for --format csv: only the CSV has a header
