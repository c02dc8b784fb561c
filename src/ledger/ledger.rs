//! Owns `Ledger`, the handle on one ledger file: opening, identifying and migrating it, and the
//! transactions every read and write goes through.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::{DateTime, Utc};
use rusqlite::{Connection, ErrorCode, TransactionBehavior};

use super::migrations::{self, KNOWN_VERSION};
use super::{
    queries, timestamps, EntryId, EntryRecord, LedgerError, MatchId, MatchRecord, MatchSelector, MatchStatus, NewEntry,
    NewMatch,
};

/// `PRAGMA application_id` of every kozyr ledger: "KZYR" in ASCII.
pub(super) const APPLICATION_ID: i64 = 0x4B5A_5952;

/// How long a command waits for another kozyr process to finish writing before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_millis(5000);

/// Room for every statement in `queries` with some to spare, so none is ever re-prepared.
const STATEMENT_CACHE: usize = 32;

/// An open ledger: players, matches and their append-only histories in one SQLite file.
#[derive(Debug)]
pub struct Ledger {
    conn: Connection,
}

impl Ledger {
    /// Where the ledger lives when the user names no file: `ledger.sqlite3` in the platform's
    /// data directory for kozyr.
    pub fn default_path() -> Result<PathBuf, LedgerError> {
        directories::ProjectDirs::from("", "", "kozyr").map(|dirs| dirs.data_dir().join("ledger.sqlite3")).ok_or_else(
            || LedgerError::Io {
                path: PathBuf::from("the platform data directory"),
                source: io::Error::new(
                    io::ErrorKind::NotFound,
                    "no home directory is known; name a ledger file explicitly",
                ),
            },
        )
    }

    /// Opens the ledger at `path`, creating it (and its directory) if missing and migrating it
    /// if it is older than this build.
    pub fn open(path: &Path) -> Result<Ledger, LedgerError> {
        if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
            fs::create_dir_all(dir).map_err(|source| LedgerError::Io { path: dir.to_path_buf(), source })?;
        }
        let conn = Connection::open(path)?;
        Self::set_up(conn, path, true).map_err(|err| not_a_ledger_if_not_sqlite(err, path))
    }

    /// Opens a fresh ledger that lives only as long as the value; for tests and dry runs.
    pub fn open_in_memory() -> Result<Ledger, LedgerError> {
        let conn = Connection::open_in_memory()?;
        Self::set_up(conn, Path::new(":memory:"), false)
    }

    /// Configures the connection, refuses files that are not ours, and migrates only when the
    /// schema is behind, so opening an up-to-date ledger costs two header reads.
    fn set_up(mut conn: Connection, path: &Path, on_disk: bool) -> Result<Ledger, LedgerError> {
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.pragma_update(None, "foreign_keys", true)?;
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);

        // Identify before changing anything, so a foreign database is left exactly as it was.
        let application_id: i64 = conn.pragma_query_value(None, "application_id", |row| row.get(0))?;
        let version = migrations::user_version(&conn)?;
        let ours = application_id == APPLICATION_ID;
        if !ours && (application_id != 0 || version != 0 || has_schema(&conn)?) {
            return Err(LedgerError::NotALedger { path: path.to_path_buf() });
        }
        if version > KNOWN_VERSION {
            return Err(LedgerError::TooNew { path: path.to_path_buf(), version, known: KNOWN_VERSION });
        }
        if on_disk {
            // WAL lets `show` read while another process appends; it persists in the file, so
            // this is a no-op after the first open.
            let _mode: String = conn.pragma_update_and_check(None, "journal_mode", "wal", |row| row.get(0))?;
        }
        if !ours || version < KNOWN_VERSION {
            migrations::migrate(&mut conn, path)?;
        }
        Ok(Ledger { conn })
    }

    /// Starts a match in one transaction, creating any player met for the first time.
    /// `status` is the standing of the empty match, as the caller's replay computes it.
    pub fn create_match(
        &mut self,
        m: &NewMatch,
        now: DateTime<Utc>,
        status: &MatchStatus,
    ) -> Result<MatchRecord, LedgerError> {
        self.import_match(m, &[], now, status)
    }

    /// Finds one match with its players. `Name` compares with the stored name exactly.
    pub fn find_match(&self, sel: &MatchSelector) -> Result<MatchRecord, LedgerError> {
        queries::find_match(&self.conn, sel)
    }

    /// Every match, newest first.
    pub fn matches(&self) -> Result<Vec<MatchRecord>, LedgerError> {
        queries::all_matches(&self.conn)
    }

    /// The `limit` newest matches, newest first.
    pub fn recent_matches(&self, limit: usize) -> Result<Vec<MatchRecord>, LedgerError> {
        queries::recent_matches(&self.conn, limit)
    }

    /// How many matches the ledger holds.
    pub fn match_count(&self) -> Result<u64, LedgerError> {
        queries::count_matches(&self.conn)
    }

    /// The match's entries in id order, voids included. A match without entries, or an unknown
    /// id, gives an empty list.
    pub fn entries(&self, id: MatchId) -> Result<Vec<EntryRecord>, LedgerError> {
        queries::entries(&self.conn, id)
    }

    /// Validate-then-write in ONE `BEGIN IMMEDIATE` transaction: reads the match and its
    /// entries, calls `f` (the caller replays and validates, returning the entries to append and
    /// the new status); if `f` errors, nothing is written and the error is returned unchanged.
    /// Appends entries, updates matches.status / finished_at (set when status.finished becomes
    /// true, cleared when false), commits.
    ///
    /// A `voids` in the returned entries must be the id of an entry of this match, stored or
    /// appended earlier in the same call; otherwise `LedgerError::BadVoid` and nothing is written.
    pub fn append_with<E, F>(&mut self, id: MatchId, now: DateTime<Utc>, f: F) -> Result<Vec<EntryId>, E>
    where
        E: From<LedgerError>,
        F: FnOnce(&MatchRecord, &[EntryRecord]) -> Result<(Vec<NewEntry>, MatchStatus), E>,
    {
        // IMMEDIATE takes the write lock up front, so the history `f` validates against is the
        // one the new entries land on, even with another process appending.
        let tx = self.conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(LedgerError::from)?;
        let record = queries::find_match(&tx, &MatchSelector::Id(id))?;
        let entries = queries::entries(&tx, id)?;
        // Returning early drops `tx`, which rolls back.
        let (new_entries, status) = f(&record, &entries)?;
        let ids = queries::append_entries(&tx, id, &new_entries, now)?;
        queries::update_status(&tx, id, &status, now)?;
        tx.commit().map_err(LedgerError::from)?;
        Ok(ids)
    }

    /// Bulk import of a whole match (used by `kozyr import` and benchmarks): create the match
    /// and all entries in one transaction.
    ///
    /// No entry ids exist before the import, so here `NewEntry::voids` is the 0-based position
    /// in `entries` of an earlier entry; anything else is `LedgerError::BadVoid` carrying that
    /// position, and nothing is written.
    pub fn import_match(
        &mut self,
        m: &NewMatch,
        entries: &[NewEntry],
        now: DateTime<Utc>,
        status: &MatchStatus,
    ) -> Result<MatchRecord, LedgerError> {
        let tx = self.conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let match_id = queries::insert_match(&tx, m, now, status)?;
        let now_text = timestamps::to_text(now);
        let mut ids: Vec<EntryId> = Vec::with_capacity(entries.len());
        for entry in entries {
            let voids = entry
                .voids
                .map(|position| {
                    usize::try_from(position)
                        .ok()
                        .and_then(|index| ids.get(index).copied())
                        .ok_or(LedgerError::BadVoid { entry: position })
                })
                .transpose()?;
            ids.push(queries::insert_entry(&tx, match_id, entry.kind, &entry.payload, voids, &now_text)?);
        }
        let record = queries::find_match(&tx, &MatchSelector::Id(match_id))?;
        tx.commit()?;
        Ok(record)
    }

    /// The number of migrations this ledger has run.
    pub fn schema_version(&self) -> Result<u32, LedgerError> {
        Ok(migrations::user_version(&self.conn)?)
    }
}

/// Whether the database holds any table, index, view or trigger; only an empty one may become
/// a ledger.
fn has_schema(conn: &Connection) -> Result<bool, rusqlite::Error> {
    conn.prepare("SELECT 1 FROM sqlite_schema")?.exists([])
}

/// SQLite only notices a file is not a database when it first reads it; that is the user's
/// mistake, not a database failure, so it gets the friendlier error.
fn not_a_ledger_if_not_sqlite(err: LedgerError, path: &Path) -> LedgerError {
    match err {
        LedgerError::Sqlite(ref inner) if inner.sqlite_error_code() == Some(ErrorCode::NotADatabase) => {
            LedgerError::NotALedger { path: path.to_path_buf() }
        }
        other => other,
    }
}
