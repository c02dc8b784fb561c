//! Read models over a replayed match: the score sheet, the explanation of a deal, the match list
//! and the CSV export. Plain text in, plain text out; the CLI decides where it goes.

mod csv;
mod explain;
mod list;
mod sheet;

pub use csv::csv;
pub use explain::explain;
pub use list::{list, ListedMatch};
pub use sheet::sheet;
