//! The SQLite ledger: migrations, append-only entries, queries. The only place with SQL.
//!
//! A ledger holds players, matches, their seats and, per match, an append-only history of
//! entries; renames and merges of players are an append-only history of their own, and a seat
//! keeps the name its player had at that table. Standings are not stored as truth: callers replay the entries, and the ledger only
//! caches the result on the match row so listings need no replay. Each match's entries form a
//! hash chain (see `chain`), so that edits made behind kozyr's back are found.

mod breach;
mod chain;
mod chain_break;
mod chain_field;
mod chain_verdict;
mod entry_chain;
mod entry_fields;
mod entry_kind;
mod entry_record;
mod field_sums;
mod history_query;
// Each file is named after the one type it holds, and this module's main type shares its name.
#[expect(clippy::module_inception, reason = "files are named after the type they hold")]
mod ledger;
mod ledger_error;
mod match_head;
mod match_record;
mod match_selector;
mod match_status;
mod migrations;
mod name_match;
mod new_entry;
mod new_match;
mod player_book;
mod player_change;
mod player_drift;
mod player_entry;
mod player_entry_kind;
mod player_row;
mod players;
mod queries;
mod snapshot;
mod snapshot_lookup;
mod stats_query;
mod tail;
mod timestamps;
mod unknown_entry_kind;
mod unwritable_reason;

pub use breach::Breach;
pub use chain_break::ChainBreak;
pub use chain_field::ChainField;
pub use chain_verdict::ChainVerdict;
pub use entry_chain::EntryChain;
pub use entry_fields::EntryFields;
pub use entry_kind::EntryKind;
pub use entry_record::EntryRecord;
pub use field_sums::FieldSums;
pub use history_query::{HistoryQuery, HistoryRow};
pub use ledger::Ledger;
pub use ledger_error::LedgerError;
pub use match_record::MatchRecord;
pub use match_selector::MatchSelector;
pub use match_status::MatchStatus;
pub use name_match::NameMatch;
pub use new_entry::NewEntry;
pub use new_match::NewMatch;
pub use player_book::PlayerBook;
pub use player_change::PlayerChange;
pub use player_drift::PlayerDrift;
pub use player_entry::PlayerEntry;
pub use player_entry_kind::PlayerEntryKind;
pub use player_row::PlayerRow;
pub use snapshot::Snapshot;
pub use snapshot_lookup::SnapshotLookup;
pub use stats_query::StatsRow;
pub use tail::Tail;
pub use unknown_entry_kind::UnknownEntryKind;
pub use unwritable_reason::UnwritableReason;

/// Identifies a match; assigned by the ledger in creation order.
pub type MatchId = i64;

/// Identifies an entry; assigned by the ledger in append order across all matches.
pub type EntryId = i64;
