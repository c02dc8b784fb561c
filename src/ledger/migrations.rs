//! Owns the list of schema migrations and applying them, versioned by `PRAGMA user_version`.

use std::path::Path;

use rusqlite::Connection;

use super::{chain, LedgerError};

/// A migration's Rust step: computes, inside the migration's transaction, what SQL cannot.
type Step = fn(&Connection) -> Result<(), LedgerError>;

/// One schema migration: its SQL file and, where the new schema needs values SQL cannot compute
/// (hashes), a Rust step run right after the SQL in the same transaction.
struct Migration {
    sql: &'static str,
    then: Option<Step>,
}

impl Migration {
    const fn sql(sql: &'static str) -> Migration {
        Migration { sql, then: None }
    }
}

/// Every migration, in the order they are applied; the schema version of a ledger is the number
/// of these it has run. Released migrations are never edited, because ledgers already on disk
/// have run them: a change to the schema is always a new file appended here.
const MIGRATIONS: &[Migration] = &[
    Migration::sql(include_str!("../../migrations/0001_create_ledger.sql")),
    Migration::sql(include_str!("../../migrations/0002_add_match_language.sql")),
    Migration::sql(include_str!("../../migrations/0003_current_match.sql")),
    // The chain of the entries already recorded is computed here.
    Migration { sql: include_str!("../../migrations/0004_chain_corrections.sql"), then: Some(chain::chain_existing) },
    Migration::sql(include_str!("../../migrations/0005_player_entries.sql")),
];

/// The schema version a fully migrated ledger has.
// The list is a handful of entries, so the length always fits.
pub(super) const KNOWN_VERSION: u32 = MIGRATIONS.len() as u32;

/// Reads the schema version. A negative value can only come from a foreign writer, so it is
/// reported as newer than anything known rather than trusted.
pub(super) fn user_version(conn: &Connection) -> Result<u32, rusqlite::Error> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    Ok(u32::try_from(version).unwrap_or(u32::MAX))
}

/// Brings the schema up to `KNOWN_VERSION` in one transaction, so a ledger is never left half
/// migrated.
pub(super) fn migrate(conn: &Connection, path: &Path) -> Result<(), LedgerError> {
    // IMMEDIATE takes the write lock before reading the version, so two processes opening a new
    // ledger at once cannot both apply the same migration.
    let tx = super::ledger::begin_write(conn, path)?;
    let version = user_version(&tx)?;
    if version > KNOWN_VERSION {
        return Err(LedgerError::TooNew { path: path.to_path_buf(), version, known: KNOWN_VERSION });
    }
    // `version` is at most the list's length here, so the conversion cannot fail in practice.
    let done = usize::try_from(version).unwrap_or(MIGRATIONS.len());
    for migration in MIGRATIONS.iter().skip(done) {
        tx.execute_batch(migration.sql)?;
        if let Some(step) = migration.then {
            step(&tx)?;
        }
    }
    tx.pragma_update(None, "user_version", KNOWN_VERSION)?;
    tx.commit()?;
    Ok(())
}
