//! The CSV export: one line per entry with each side's points and running total. The header and
//! the numbers are data (plain ASCII, documented in docs/formats.md); the summaries are in the
//! reader's language. A UTF-8 byte order mark opens it, so that spreadsheets read the Cyrillic
//! names and summaries as such rather than as a legacy code page.

use std::collections::BTreeMap;

use super::text::amount;
use super::{describe, places, Layout};
use crate::games::{Replay, Scored};

fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The CSV of `replay`; `voided` names what each voided entry was.
pub fn csv(replay: &Replay, voided: &BTreeMap<usize, Scored>, l: &Layout) -> String {
    let mut head = vec!["entry".to_string(), "kind".into(), "summary".into(), "voided_by".into()];
    for s in &replay.sides {
        head.push(field(&format!("{s} points")));
        head.push(field(&format!("{s} total")));
    }
    // The money that belongs to no side (a banking game's bank, a pot) is a column pair of its
    // own, as on the sheet: its change and what it holds after the entry.
    if let Some(pool) = &replay.pool {
        let name = l.say(&pool.heading);
        head.push(field(&format!("{name} points")));
        head.push(field(&format!("{name} total")));
    }
    let mut out = format!("\u{feff}{}\n", head.join(","));
    let places = places(replay);
    for row in &replay.rows {
        let mut line = vec![
            row.number.to_string(),
            row.kind.to_string(),
            field(&l.say(&describe(replay, &places, row, voided.get(&row.number)))),
            row.voided_by.map(|v| v.to_string()).unwrap_or_default(),
        ];
        for i in 0..replay.sides.len() {
            line.push(row.scored.scores[i].to_string());
            line.push(amount(row.scored.totals[i], replay.decimals, true));
        }
        if replay.pool.is_some() {
            // A row that did not touch the money (a voided round's place) leaves the pair empty.
            let p = row.scored.pool;
            line.push(p.map(|p| p.change.to_string()).unwrap_or_default());
            line.push(p.map(|p| p.amount.to_string()).unwrap_or_default());
        }
        out.push_str(&line.join(","));
        out.push('\n');
    }
    out
}
