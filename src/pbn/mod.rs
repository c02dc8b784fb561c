//! PBN, the Portable Bridge Notation (the PBN standard 2.1): the files dealing programs,
//! double-dummy analysers and results sites write and read. `kozyr import FILE.pbn` turns one into
//! a bridge match document, which is then checked and stored like any other; `kozyr export
//! --format pbn` writes a bridge match in the standard's export format.

pub mod board;
pub mod convert;
pub mod reader;
mod session_scores;
pub mod table;
mod teams;
pub mod writer;

pub use convert::{export, export_scored, score_table, LineResult, MatchView, SessionScores, TravellerLine};
pub use reader::{read, Game, Row, Tag};
pub use session_scores::session_scores;
pub use table::{write_table, Column, Rows, Table};

use crate::games::{MatchDoc, RuleError};

/// The bridge match document a PBN file holds: a table's match when its games hold one result
/// each, a club session when they hold score tables.
pub fn to_document(text: &str) -> Result<MatchDoc, RuleError> {
    convert::document(&read(text)?)
}
