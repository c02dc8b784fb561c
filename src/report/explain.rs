//! The explanation of one entry: every number with the rule that produced it.

use crate::games::{Replay, Row};

pub fn explain(replay: &Replay, row: &Row) -> String {
    // A voided entry was never scored, so it has no summary to show.
    if let Some(by) = row.voided_by {
        return format!("Entry {} ({}) — voided by entry {by}: it counts for nothing\n", row.number, row.kind);
    }
    let mut out = format!("Entry {} ({}): {}\n", row.number, row.kind, super::summary(row));
    for step in &row.scored.explain {
        out.push_str(&format!("  {}  [{}]\n", step.text, step.rule));
    }
    let cells: Vec<String> = replay
        .sides
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{s} {:+} → {}", row.scored.scores[i], row.scored.totals[i]))
        .collect();
    out.push_str(&format!("  written: {}\n", cells.join(", ")));
    out
}
