//! Owns `Tail`, a match read from its latest usable snapshot on: what a command replays when it
//! needs only the end of a long match (the sheet's last page, the state a new deal is checked
//! against), with the chain checked as far as it cheaply can be.

use rusqlite::{Connection, OptionalExtension};

use super::{
    chain, queries, snapshot, ChainBreak, EntryId, EntryRecord, LedgerError, MatchId, Snapshot, SnapshotLookup,
};

/// The id of the entry at a 0-based position of a match, walking the `entries_match` index.
const ENTRY_AT: &str = "SELECT id FROM entries WHERE match_id = ?1 ORDER BY id LIMIT 1 OFFSET ?2";
const ENTRY_HASH: &str = "SELECT hash FROM entries WHERE id = ?1";
/// How many entries of a match come up to an entry, inclusive: a range count over the index.
const POSITION_OF: &str = "SELECT count(*) FROM entries WHERE match_id = ?1 AND id <= ?2";

/// A match's entries from a snapshot on.
#[derive(Debug, Clone, PartialEq)]
pub struct Tail {
    /// The snapshot the entries follow, if one was usable.
    pub snapshot: Option<Snapshot>,
    /// The entries after it (all of them without one), in order.
    pub records: Vec<EntryRecord>,
    /// How many entries of the match come before `records`.
    pub before: usize,
    /// How many entries the match holds.
    pub length: usize,
    /// The first break of the chain found: in the links of the whole match (nothing hashed), or
    /// in the entries read (re-hashed).
    pub broken: Option<ChainBreak>,
}

/// Reads match `id` from its latest sealed snapshot that leaves at least `back` entries after it
/// (`None`: no snapshot, the whole match).
pub(super) fn read(conn: &Connection, id: MatchId, back: Option<usize>) -> Result<Tail, LedgerError> {
    let length = usize::try_from(chain::head(conn, id)?.length).unwrap_or(0);
    let bound: Option<EntryId> = match back.map(|k| length.saturating_sub(k)) {
        None | Some(0) => None,
        Some(p) => entry_at(conn, id, p - 1)?,
    };
    let snapshot = match bound {
        Some(b) => match snapshot::latest(conn, id, b)? {
            SnapshotLookup::Found(s) => Some(s),
            _ => None,
        },
        None => None,
    };
    let (records, before) = match &snapshot {
        Some(s) => {
            let before: i64 =
                conn.prepare_cached(POSITION_OF)?.query_row(rusqlite::params![id, s.entry], |r| r.get(0))?;
            (queries::entries_after(conn, id, s.entry)?, usize::try_from(before).unwrap_or(0))
        }
        None => (queries::entries(conn, id)?, 0),
    };
    let broken = match &snapshot {
        // From a snapshot: the entries read re-hashed, linked to the one the snapshot follows, and
        // ending where the match row says, at the count it says.
        Some(s) => {
            let prev: Option<String> = conn
                .prepare_cached(ENTRY_HASH)?
                .query_row(rusqlite::params![s.entry], |r| r.get(0))
                .optional()?
                .flatten();
            chain::check_tail(conn, id, before + 1, prev.as_deref().unwrap_or_default(), &records)?.broken
        }
        // The whole match: every link, then the entries read re-hashed.
        None => match chain::check_links(conn, id)?.broken {
            Some(b) => Some(b),
            None => chain::check_run(conn, id, 1, &records)?,
        },
    };
    Ok(Tail { snapshot, records, before, length, broken })
}

fn entry_at(conn: &Connection, id: MatchId, position: usize) -> Result<Option<EntryId>, LedgerError> {
    let offset = i64::try_from(position).unwrap_or(i64::MAX);
    Ok(conn.prepare_cached(ENTRY_AT)?.query_row(rusqlite::params![id, offset], |r| r.get(0)).optional()?)
}
