//! The explanation of one entry: every number with the rule that produced it.

use super::text::wrap;
use super::{places, what, Layout};
use crate::games::{Replay, Row, Scored};
use crate::i18n::{signed, Msg};
use crate::msg;

/// Explains `row` of `replay`; `voided` is what the row was if it has been voided.
pub fn explain(replay: &Replay, row: &Row, voided: Option<&Scored>, l: &Layout) -> String {
    let place =
        places(replay).get(row.number.wrapping_sub(1)).copied().unwrap_or(super::Place { deal: 0, numbered: false });
    let mut lines = vec![];
    let head = |m: Msg| wrap(&l.say(&m), l.width, 2);
    // A voided entry was never scored: it is named, and counts for nothing.
    if row.voided_by.is_some() {
        lines.extend(head(msg!("explain-voided", what = what(row, voided))));
        return finish(lines);
    }
    let summary = what(row, None);
    lines.extend(head(if place.numbered {
        msg!("explain-deal", deal = place.deal, what = summary)
    } else {
        msg!("explain-under", deal = place.deal, what = summary)
    }));
    for step in &row.scored.explain {
        let text = format!("  {}  [{}]", l.say(&step.text), step.rule);
        lines.extend(wrap(&text, l.width, 4));
    }
    let cells: Vec<Msg> = replay
        .sides
        .iter()
        .enumerate()
        .map(|(i, s)| {
            msg!("explain-cell", side = s.as_str(), points = signed(row.scored.scores[i]), total = row.scored.totals[i])
        })
        .collect();
    lines.extend(wrap(&format!("  {}", l.say(&msg!("explain-written", cells = cells))), l.width, 4));
    finish(lines)
}

fn finish(lines: Vec<String>) -> String {
    lines.into_iter().map(|l| l.trim_end().to_string() + "\n").collect()
}
