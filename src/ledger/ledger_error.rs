//! Owns `LedgerError`, everything that can go wrong while reading or writing a ledger.

use std::path::PathBuf;

use super::EntryId;

/// An error from the ledger: what went wrong and, where there is one, what to do about it.
#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    /// Occurs when the file is not SQLite at all, or is an SQLite database that belongs to some
    /// other program (it has tables, or an application id that is not kozyr's).
    #[error(
        "{} is not a kozyr ledger; choose another ledger file or move this one out of the way",
        path.display()
    )]
    NotALedger {
        /// The file that was opened.
        path: PathBuf,
    },

    /// Occurs when the ledger was written by a newer kozyr whose schema this build does not know.
    #[error(
        "{} has ledger schema version {version}, but this kozyr knows only versions up to {known}; \
         upgrade kozyr to use this ledger",
        path.display()
    )]
    TooNew {
        /// The file that was opened.
        path: PathBuf,
        /// The schema version recorded in the file.
        version: u32,
        /// The newest schema version this build can apply.
        known: u32,
    },

    /// Occurs when the latest open match is asked for but every match is finished (or there are
    /// none).
    #[error("there is no unfinished match; start a new match or select one by id or name")]
    NoOpenMatch,

    /// Occurs when no match fits the selector.
    #[error("no match with {selector}; list the matches to see which ones exist")]
    MatchNotFound {
        /// The selector as the user would recognise it, e.g. `id 12` or `name "friday"`.
        selector: String,
    },

    /// Occurs when a new match is given a name that another match already has.
    #[error("a match named \"{name}\" already exists; choose another name")]
    DuplicateMatchName {
        /// The name that is already taken.
        name: String,
    },

    /// Occurs when the ledger's location cannot be determined or its directory cannot be created.
    #[error("cannot use {}: {source}; check that the location exists and is writable", path.display())]
    Io {
        /// The path that could not be used.
        path: PathBuf,
        /// What the operating system reported.
        source: std::io::Error,
    },

    /// Occurs when SQLite reports an error, including a value stored in the ledger that cannot be
    /// read back (a damaged or hand-edited file).
    #[error("the ledger database failed: {0}")]
    Sqlite(#[from] rusqlite::Error),

    /// Occurs when a JSON value cannot be turned into text for storing.
    #[error("a JSON value for the ledger could not be encoded: {0}")]
    Json(#[from] serde_json::Error),

    /// Occurs when an entry refers to an entry to void that is not an earlier entry of the same
    /// match.
    #[error("entry {entry} is not an earlier entry of this match, so it cannot be voided here")]
    BadVoid {
        /// The entry the void referred to.
        entry: EntryId,
    },
}
