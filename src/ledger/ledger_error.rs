//! Owns `LedgerError`, everything that can go wrong while reading or writing a ledger.

use std::path::PathBuf;
use std::time::Duration;

use super::{EntryId, UnwritableReason};

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

    /// Occurs when the ledger path names a directory (or anything else that is not a file).
    #[error("{} is a directory, not a ledger file; name a file inside it", path.display())]
    NotAFile {
        /// The path that was given.
        path: PathBuf,
    },

    /// Occurs when a command that does not start a ledger meets a 0-byte file: it is left as it
    /// is, not silently turned into a new ledger.
    #[error("{} is an empty file, not a ledger", path.display())]
    Empty {
        /// The empty file.
        path: PathBuf,
    },

    /// Occurs when the ledger (or the files SQLite keeps next to it) cannot be created or written:
    /// permissions, a read-only file system, a path through a file.
    #[error("cannot write the ledger {}: {reason}", path.display())]
    Unwritable {
        /// The ledger file.
        path: PathBuf,
        /// What stands in the way.
        reason: UnwritableReason,
    },

    /// Occurs when other kozyr processes keep the ledger locked with no one finishing a write
    /// for as long as a writer waits (or a read waits for an exclusive lock as long).
    #[error("the ledger {} stayed locked by another process for {} s", path.display(), waited.as_secs())]
    Busy {
        /// The ledger file.
        path: PathBuf,
        /// How long this process waited.
        waited: Duration,
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

    /// Occurs when a correction does not name an original deal or penalty of the same match, of
    /// its own kind (in an import: an earlier position).
    #[error("entry {entry} is not an original deal or penalty of this match of the same kind, so it cannot be corrected here")]
    BadCorrection {
        /// The entry (or position) the correction referred to.
        entry: EntryId,
    },

    /// Occurs when a rename or a merge does not keep the players a set of people: it names a
    /// merged player or nobody, merges a person into themselves, or takes a name another player
    /// has. Commands refuse these first with the table's words; this guards any other caller.
    #[error("player {player} cannot be renamed or merged so")]
    BadPlayerChange {
        /// The player the change was about.
        player: i64,
    },

    /// Occurs when two names of a new match are one person: a name they had before and their
    /// current one, or a merged spelling.
    #[error("\"{first}\" and \"{second}\" are one person, {person}, who takes one seat")]
    SamePerson {
        /// The name seated first.
        first: String,
        /// The name that would seat the same person again.
        second: String,
        /// The person's current name.
        person: String,
    },

    /// Occurs when a snapshot is put after an entry that is not a chained entry of its match.
    #[error("entry {entry} is not a chained entry of match {match_id}, so no state can be sealed after it")]
    SnapshotTarget {
        /// The match.
        match_id: super::MatchId,
        /// The entry.
        entry: EntryId,
    },
}
