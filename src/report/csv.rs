//! The CSV export: one line per entry with each side's points and running total. The numbers are
//! data (plain ASCII, documented in docs/formats.md); the header, the entries' kinds and the
//! summaries are in the reader's language, or the header and kinds as the stable English words
//! (`entry,kind,…`, `deal`) when a script asks for them. A UTF-8 byte order mark opens it, so that spreadsheets read the Cyrillic
//! names and summaries as such rather than as a legacy code page.

use std::collections::BTreeMap;

use super::text::amount;
use super::{describe, places, Layout};
use crate::games::{Replay, Scored};
use crate::msg;

fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The fixed columns' stable English keys (`kozyr export --format csv --stable-header`).
pub const STABLE_COLUMNS: [&str; 4] = ["entry", "kind", "summary", "voided_by"];

/// The header's words: the stable English keys, or the reader's language.
struct Header<'l> {
    layout: &'l Layout,
    stable: bool,
}

impl Header<'_> {
    /// A fixed column (`entry`, `kind`, `summary`, `voided_by`).
    fn column(&self, key: &str) -> String {
        if self.stable {
            key.to_string()
        } else {
            self.layout.say(&crate::i18n::Msg::new(format!("csv-col-{}", key.replace('_', "-")), vec![]))
        }
    }

    /// A side's pair of columns: its points in the entry and its running total.
    fn pair(&self, side: &str) -> [String; 2] {
        if self.stable {
            [format!("{side} points"), format!("{side} total")]
        } else {
            [
                self.layout.say(&msg!("csv-col-points", side = side)),
                self.layout.say(&msg!("csv-col-total", side = side)),
            ]
        }
    }

    /// An entry's kind (`deal`, `penalty`, `void`, `correct`, `note`).
    fn kind(&self, kind: &str) -> String {
        if self.stable {
            kind.to_string()
        } else {
            self.layout.say(&msg!("csv-kind", kind = kind))
        }
    }
}

/// The CSV of `replay` in the reader's language; `voided` names what each voided entry was.
pub fn csv(replay: &Replay, voided: &BTreeMap<usize, Scored>, l: &Layout) -> String {
    write(replay, voided, Header { layout: l, stable: false })
}

/// As [`csv`], with the header and the kinds as the English keys whatever the language (`kozyr
/// export --format csv --stable-header`): what a script reads.
pub fn csv_stable(replay: &Replay, voided: &BTreeMap<usize, Scored>, l: &Layout) -> String {
    write(replay, voided, Header { layout: l, stable: true })
}

fn write(replay: &Replay, voided: &BTreeMap<usize, Scored>, h: Header<'_>) -> String {
    let l = h.layout;
    let mut head: Vec<String> = STABLE_COLUMNS.iter().map(|k| field(&h.column(k))).collect();
    for s in &replay.sides {
        head.extend(h.pair(s).iter().map(|c| field(c)));
    }
    // The money that belongs to no side (a banking game's bank, a pot) is a column pair of its
    // own, as on the sheet: its change and what it holds after the entry.
    if let Some(pool) = &replay.pool {
        let name = l.say(&pool.heading);
        head.extend(h.pair(&name).iter().map(|c| field(c)));
    }
    let mut out = format!("\u{feff}{}\n", head.join(","));
    let places = places(replay);
    for row in &replay.rows {
        let mut line = vec![
            row.number.to_string(),
            field(&h.kind(row.kind)),
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
