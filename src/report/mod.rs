//! Read models over a replayed match: the score sheet, the explanation of a deal, the match list
//! and the CSV export. Pure: text in, text out, laid out by a [`Layout`] the CLI passes in (the
//! reader's language, the width a line may take, plain ASCII, colour); nothing here reads the
//! environment.

mod csv;
mod explain;
mod grid;
mod list;
mod sheet;
mod standing;
pub mod text;

use std::collections::BTreeMap;

pub use csv::csv;
pub use explain::explain;
pub use list::{list, ListedMatch};
pub use sheet::{sheet, Heading, Notes, Sheet};
pub use standing::standing;

use crate::games::{Entry, Game, Replay, Row, Scored, Setup};
use crate::i18n::{Lang, Msg};
use crate::msg;

/// How a report is laid out for its reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    pub lang: Lang,
    /// The columns a line may take.
    pub width: usize,
    /// Plain ASCII: no box drawing, suit symbols, marks or typographic signs.
    pub ascii: bool,
    /// Colour (ANSI escapes): only for a terminal.
    pub color: bool,
}

impl Default for Layout {
    fn default() -> Layout {
        Layout { lang: Lang::En, width: 120, ascii: false, color: false }
    }
}

impl Layout {
    /// A message in the reader's language, in ASCII when asked.
    pub fn say(&self, m: &Msg) -> String {
        self.plain(&m.render(self.lang))
    }

    /// Text as printed: folded to ASCII when asked.
    pub fn plain(&self, s: &str) -> String {
        if self.ascii {
            text::fold_ascii(s)
        } else {
            s.to_string()
        }
    }
}

/// Something printed for a person, rendered at the last moment in the reader's layout.
pub trait Human {
    fn text(&self, layout: &Layout) -> String;
}

impl Human for str {
    fn text(&self, layout: &Layout) -> String {
        layout.plain(self)
    }
}

impl Human for String {
    fn text(&self, layout: &Layout) -> String {
        layout.plain(self)
    }
}

/// Where a row sits on the sheet: the deal it is, or the deal it sits under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    /// The deals counted up to this row (this one included when it is a deal): the table's count.
    pub deal: usize,
    /// The row is that deal and shows its number; penalties, notes, voided entries and a deal
    /// that is dealt again (a renege) sit under the deal before them.
    pub numbered: bool,
}

/// Whether a deal is dealt again (a renege): it does not count as one of the table's deals.
pub fn dealt_again(scored: &Scored) -> bool {
    scored.extra.get("replayed").and_then(serde_json::Value::as_bool) == Some(true)
}

/// Whether a row is a deal the table counts: in force, and not dealt again.
fn counts(row: &Row) -> bool {
    row.kind == "deal" && row.voided_by.is_none() && !dealt_again(&row.scored)
}

/// The place of every row of `replay`, in order.
pub fn places(replay: &Replay) -> Vec<Place> {
    let mut deal = 0;
    replay
        .rows
        .iter()
        .map(|r| {
            let numbered = counts(r);
            deal += usize::from(numbered);
            Place { deal, numbered }
        })
        .collect()
}

/// How many entries the descriptions of voided entries may replay in all. Each voided entry is
/// described by replaying the match up to it, so a match with many undos would cost the square of
/// its length; past this budget the older voided entries are shown by their kind only.
const VOIDED_BUDGET: usize = 2_000;

/// What each voided entry was: the entry replayed as it stood when it was recorded, by entry
/// number, the most recent first while the replays stay within [`VOIDED_BUDGET`] entries. An entry
/// that cannot be replayed on its own (a document may void a faulty deal), or one past the budget,
/// is left out and shown by its kind.
pub fn voided(game: &dyn Game, setup: &Setup, entries: &[Entry]) -> BTreeMap<usize, Scored> {
    let mut out = BTreeMap::new();
    let mut spent = 0usize;
    for e in entries.iter().rev() {
        if let Entry::Void(n) = *e {
            if n == 0 || n > entries.len() || out.contains_key(&n) {
                continue;
            }
            spent += n;
            if spent > VOIDED_BUDGET {
                break;
            }
            if let Ok(r) = crate::games::replay(game, setup, &entries[..n]) {
                if let Some(row) = r.rows.get(n - 1) {
                    out.insert(n, row.scored.clone());
                }
            }
        }
    }
    out
}

/// What the sheet calls an entry; a voided one by what it was (`ghost`, see [`voided`]).
pub fn what_was(row: &Row, ghost: Option<&Scored>) -> Msg {
    what(row, ghost)
}

/// The words for an entry: the game's summary, or for rows the game never scored (voids, notes,
/// voided entries) what the sheet calls them, so that no view leaves the cell blank.
fn what(row: &Row, ghost: Option<&Scored>) -> Msg {
    let scored = ghost.unwrap_or(&row.scored);
    match (row.kind, row.voids, &row.note) {
        _ if !scored.summary.is_empty() => scored.summary.clone(),
        ("void", Some(n), _) => msg!("sheet-void", entry = n),
        ("note", _, Some(t)) => msg!("sheet-note-entry", text = t.as_str()),
        ("penalty", _, _) => msg!("sheet-kind-penalty"),
        _ => msg!("sheet-kind-deal"),
    }
}
