//! Read models over a replayed match: the score sheet, the explanation of a deal, the match list
//! and the CSV export. Plain text in, plain text out; the CLI decides where it goes.

mod csv;
mod explain;
mod list;
mod sheet;
mod standing;

pub use csv::csv;
pub use explain::explain;
pub use list::{list, ListedMatch};
pub use sheet::sheet;
pub use standing::standing;

/// The words for an entry: the game's summary, or for rows the game never scored (voids, notes,
/// voided entries) what the sheet calls them, so no view leaves the cell blank.
fn summary(row: &crate::games::Row) -> String {
    match (row.kind, row.voids, &row.note) {
        _ if !row.scored.summary.is_empty() => row.scored.summary.to_string(),
        ("void", Some(n), _) => format!("undo #{n}"),
        ("note", _, Some(t)) => format!("note: {t}"),
        (kind, _, _) => kind.to_string(),
    }
}
