//! The SQLite ledger: migrations, append-only entries, queries. The only place with SQL.
//!
//! A ledger holds players, matches, their seats and, per match, an append-only history of
//! entries. Standings are not stored as truth: callers replay the entries, and the ledger only
//! caches the result on the match row so listings need no replay.

mod entry_kind;
mod entry_record;
// Each file is named after the one type it holds, and this module's main type shares its name.
#[expect(clippy::module_inception, reason = "files are named after the type they hold")]
mod ledger;
mod ledger_error;
mod match_record;
mod match_selector;
mod match_status;
mod migrations;
mod new_entry;
mod new_match;
mod queries;
mod timestamps;
mod unknown_entry_kind;
mod unwritable_reason;

pub use entry_kind::EntryKind;
pub use entry_record::EntryRecord;
pub use ledger::Ledger;
pub use ledger_error::LedgerError;
pub use match_record::MatchRecord;
pub use match_selector::MatchSelector;
pub use match_status::MatchStatus;
pub use new_entry::NewEntry;
pub use new_match::NewMatch;
pub use unknown_entry_kind::UnknownEntryKind;
pub use unwritable_reason::UnwritableReason;

/// Identifies a match; assigned by the ledger in creation order.
pub type MatchId = i64;

/// Identifies an entry; assigned by the ledger in append order across all matches.
pub type EntryId = i64;
