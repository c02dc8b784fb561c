//! Owns `Snapshot`, a cached replayed state of a match whose seal checked, and the SQL that
//! keeps snapshots: a cache, written and emptied freely, trusted only through its seal.

use super::entry_fields::{put as encode, sha256_hex};
use super::{EntryId, LedgerError, MatchId, SnapshotLookup};
use rusqlite::{params, Connection, OptionalExtension};

/// Names what a seal is computed over, so that it can never pass for an entry's hash.
const SEAL_VERSION: &str = "kozyr snapshot seal 1";

const ENTRY_HASH: &str = "SELECT hash FROM entries WHERE id = ?1 AND match_id = ?2";
const PUT: &str = "INSERT OR REPLACE INTO snapshots (match_id, entry_id, state, seal) VALUES (?1, ?2, ?3, ?4)";
/// The latest snapshot at or before an entry, with the hash of the entry it claims to follow.
/// Served by the primary key, walked backwards.
const LATEST: &str = "SELECT s.entry_id, s.state, s.seal, e.hash FROM snapshots AS s \
     LEFT JOIN entries AS e ON e.id = s.entry_id AND e.match_id = s.match_id \
     WHERE s.match_id = ?1 AND s.entry_id <= ?2 ORDER BY s.entry_id DESC LIMIT 1";
const DROP_FROM: &str = "DELETE FROM snapshots WHERE match_id = ?1 AND entry_id >= ?2";

/// A match's state after one of its entries, as the caller serialised it, read back with its
/// seal checked against the entry's hash. Valid for replaying the entries after `entry` only as
/// long as none of them voids or corrects an entry at or before it: that is the caller's to judge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// The match.
    pub match_id: MatchId,
    /// The entry after which the state holds.
    pub entry: EntryId,
    /// The state text exactly as it was put.
    pub state: String,
}

/// SHA-256 (hex) over the entry's hash and the state text: binds the state to that entry, and
/// through the entry's hash to everything recorded before it.
fn seal(entry_hash: &str, state: &str) -> String {
    let mut bytes = Vec::new();
    encode(&mut bytes, Some(SEAL_VERSION.as_bytes()));
    encode(&mut bytes, Some(entry_hash.as_bytes()));
    encode(&mut bytes, Some(state.as_bytes()));
    sha256_hex(&bytes)
}

/// Stores `state` after `entry`, sealed.
pub(super) fn put(conn: &Connection, match_id: MatchId, entry: EntryId, state: &str) -> Result<(), LedgerError> {
    let hash: Option<String> =
        conn.prepare_cached(ENTRY_HASH)?.query_row(params![entry, match_id], |row| row.get(0)).optional()?.flatten();
    let hash = hash.ok_or(LedgerError::SnapshotTarget { match_id, entry })?;
    conn.prepare_cached(PUT)?.execute(params![match_id, entry, state, seal(&hash, state)])?;
    Ok(())
}

/// The latest snapshot at or before `entry`, if its seal fits.
pub(super) fn latest(conn: &Connection, match_id: MatchId, entry: EntryId) -> Result<SnapshotLookup, LedgerError> {
    let found = conn
        .prepare_cached(LATEST)?
        .query_row(params![match_id, entry], |row| {
            Ok((
                row.get::<_, EntryId>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, Option<String>>(3)?,
            ))
        })
        .optional()?;
    Ok(match found {
        None => SnapshotLookup::None,
        Some((entry, state, stored, Some(hash))) if seal(&hash, &state) == stored => {
            SnapshotLookup::Found(Snapshot { match_id, entry, state })
        }
        Some((entry, ..)) => SnapshotLookup::BadSeal { entry },
    })
}

/// Forgets the snapshots after entries from `from` on.
pub(super) fn drop_from(conn: &Connection, match_id: MatchId, from: EntryId) -> Result<usize, LedgerError> {
    Ok(conn.prepare_cached(DROP_FROM)?.execute(params![match_id, from])?)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use rusqlite::Connection;

    use super::super::migrations;
    use super::LATEST;

    /// Finding the snapshot to replay from walks the primary key backwards and stops at once.
    #[test]
    fn the_latest_snapshot_is_found_through_the_primary_key() {
        let conn = Connection::open_in_memory().unwrap();
        migrations::migrate(&conn, Path::new(":memory:")).unwrap();
        let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {LATEST}")).unwrap();
        let details: Vec<String> = stmt.query_map([1, 1], |row| row.get(3)).unwrap().map(Result::unwrap).collect();
        assert!(details.iter().any(|d| d.contains("PRIMARY KEY")), "{details:?}");
        assert!(details.iter().all(|d| !d.contains("TEMP B-TREE")), "{details:?}");
    }
}
