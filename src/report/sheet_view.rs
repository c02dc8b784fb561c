//! The score sheet as data for a page rather than a terminal: the same rows, cells, marks, legend
//! and closing line as [`super::Sheet`] prints, each already in the reader's words, for the
//! Markdown and HTML printouts (`kozyr export --format md|html`) to lay out in their own way.

use super::grid::Style;

/// The sheet of a match, ready to be laid out.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetView {
    /// The column of each side, in seat order (the banking games' bank last).
    pub sides: Vec<String>,
    pub rows: Vec<SheetLine>,
    /// Each side's total, as the sheet writes it.
    pub totals: Vec<String>,
    /// The marks used, in the legend's order: the mark as printed and what it means.
    pub legend: Vec<(String, String)>,
    /// The winner, or who deals next, when the sheet says so.
    pub end: Option<String>,
}

/// A row of the sheet: a deal, a penalty, a note, a voided entry, the carried-over totals or
/// the line at the target.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetLine {
    /// The deal's number when the row is one; empty under it.
    pub label: String,
    /// What was played.
    pub what: String,
    pub style: Style,
    /// The target total when the row is the line drawn at it.
    pub target: Option<i64>,
    /// One cell per side for a row with numbers; empty for words only.
    pub cells: Vec<SheetCell>,
}

/// One side's cell of a row.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SheetCell {
    /// What the game writes before the number (a bid, tricks), if anything.
    pub annotation: String,
    pub total: String,
    /// The points of the row, signed; empty where the row gave none.
    pub delta: String,
    /// The marks, as printed, space-separated.
    pub marks: String,
}
