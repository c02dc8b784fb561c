//! The explanation of one entry: every number with the rule that produced it.

use crate::games::{Replay, Row};

pub fn explain(replay: &Replay, row: &Row) -> String {
    let mut out = format!("Entry {} ({}): {}\n", row.number, row.kind, row.scored.summary);
    if let Some(by) = row.voided_by {
        out.push_str(&format!("  voided by entry {by}: it counts for nothing\n"));
        return out;
    }
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
