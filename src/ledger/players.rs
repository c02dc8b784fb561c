//! Owns the SQL of players as people: reading the [`PlayerBook`], recording a rename or a merge
//! with its caches, seating a typed name, and which matches each player sat in.

use std::collections::{BTreeSet, HashMap};

use chrono::{DateTime, Utc};
use rusqlite::{params, Connection, OptionalExtension};

use super::{timestamps, LedgerError, NameMatch, PlayerBook, PlayerChange, PlayerEntry, PlayerEntryKind, PlayerRow};

const ALL_PLAYERS: &str = "SELECT id, name, merged_into FROM players ORDER BY id";
const ALL_PLAYER_ENTRIES: &str = "SELECT id, kind, player_id, into_id, old_name, name, reason, created_at \
     FROM player_entries ORDER BY id";
const INSERT_PLAYER_ENTRY: &str = "INSERT INTO player_entries \
     (kind, player_id, into_id, old_name, name, reason, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)";
const SET_NAME: &str = "UPDATE players SET name = ?2 WHERE id = ?1";
/// The player and everything already merged into it become `?2`: chains stay one step long.
const SET_MERGED: &str = "UPDATE players SET merged_into = ?2 WHERE id = ?1 OR merged_into = ?1";
/// Through the unique index on the name: the common case of `kozyr new`, a name stored exactly so.
const PLAYER_BY_NAME: &str = "SELECT id, merged_into FROM players WHERE name = ?1";
const INSERT_PLAYER: &str = "INSERT INTO players (name, created_at) VALUES (?1, ?2)";
const SEATED: &str = "SELECT player_id, match_id FROM seats";
const SEATS_IN_ORDER: &str = "SELECT player_id, name FROM seats ORDER BY match_id, seat";

/// Every player and every player entry, in one read.
pub(super) fn book(conn: &Connection) -> Result<PlayerBook, LedgerError> {
    let players = conn
        .prepare_cached(ALL_PLAYERS)?
        .query_map([], |r| Ok(PlayerRow { id: r.get(0)?, name: r.get(1)?, merged_into: r.get(2)? }))?
        .collect::<rusqlite::Result<_>>()?;
    let entries = conn
        .prepare_cached(ALL_PLAYER_ENTRIES)?
        .query_map([], |r| {
            let kind: String = r.get(1)?;
            Ok((kind, r.get(0)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?, r.get(6)?, r.get(7)?))
        })?
        .filter_map(|row| match row {
            // A kind the schema refuses can only be a foreign writer's: it changes nobody.
            Ok((kind, id, player, into, old_name, name, reason, created_at)) => PlayerEntryKind::parse(&kind)
                .map(|kind| Ok(PlayerEntry { id, kind, player, into, old_name, name, reason, created_at })),
            Err(e) => Some(Err(e)),
        })
        .collect::<rusqlite::Result<_>>()?;
    Ok(PlayerBook { players, entries })
}

/// Records `change` and writes the caches it changes, after checking what the ledger itself
/// guarantees: renames and merges concern people (not merged players), a merge joins two people,
/// and a name is one player's. The caller has already refused anything else with the table's
/// words.
pub(super) fn record(conn: &Connection, change: &PlayerChange, now: DateTime<Utc>) -> Result<i64, LedgerError> {
    let book = book(conn)?;
    let person = |id: i64| book.player(id).filter(|p| p.merged_into.is_none());
    let now_text = timestamps::to_text(now);
    let mut insert = conn.prepare_cached(INSERT_PLAYER_ENTRY)?;
    match change {
        PlayerChange::Rename { person: id, name, reason } => {
            let old = person(*id).ok_or(LedgerError::BadPlayerChange { player: *id })?;
            if book.holder_of(name, *id).is_some() || old.name == *name {
                return Err(LedgerError::BadPlayerChange { player: *id });
            }
            insert.execute(params!["rename", id, None::<i64>, old.name, name, reason, now_text])?;
            conn.prepare_cached(SET_NAME)?.execute(params![id, name])?;
        }
        PlayerChange::Merge { player, into, reason } => {
            if player == into || person(*player).is_none() || person(*into).is_none() {
                return Err(LedgerError::BadPlayerChange { player: *player });
            }
            insert.execute(params!["merge", player, into, None::<String>, None::<String>, reason, now_text])?;
            conn.prepare_cached(SET_MERGED)?.execute(params![player, into])?;
        }
    }
    Ok(conn.last_insert_rowid())
}

/// The player to seat for a name typed at `kozyr new` or in an imported document: the person
/// whose name it is, else the person a former or merged name now is (if exactly one), else a new
/// player with that name.
pub(super) fn seat_player(conn: &Connection, name: &str, now_text: &str) -> Result<i64, LedgerError> {
    let exact: Option<(i64, Option<i64>)> =
        conn.prepare_cached(PLAYER_BY_NAME)?.query_row([name], |r| Ok((r.get(0)?, r.get(1)?))).optional()?;
    if let Some((id, merged_into)) = exact {
        return Ok(merged_into.unwrap_or(id));
    }
    match book(conn)?.resolve(name) {
        NameMatch::Current(person) | NameMatch::Former { person, .. } => Ok(person),
        NameMatch::Ambiguous(_) | NameMatch::Unknown => {
            conn.prepare_cached(INSERT_PLAYER)?.execute(params![name, now_text])?;
            Ok(conn.last_insert_rowid())
        }
    }
}

/// The matches each player sat in.
pub(super) fn seated(conn: &Connection) -> Result<HashMap<i64, BTreeSet<i64>>, LedgerError> {
    let mut out: HashMap<i64, BTreeSet<i64>> = HashMap::new();
    let mut select = conn.prepare_cached(SEATED)?;
    let mut rows = select.query([])?;
    while let Some(row) = rows.next()? {
        out.entry(row.get(0)?).or_default().insert(row.get(1)?);
    }
    Ok(out)
}

/// The name each player was first seated under: the seat that created them.
pub(super) fn first_seats(conn: &Connection) -> Result<HashMap<i64, String>, LedgerError> {
    let mut out: HashMap<i64, String> = HashMap::new();
    let mut select = conn.prepare_cached(SEATS_IN_ORDER)?;
    let mut rows = select.query([])?;
    while let Some(row) = rows.next()? {
        out.entry(row.get(0)?).or_insert(row.get(1)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use rusqlite::Connection;

    use super::super::migrations;
    use super::PLAYER_BY_NAME;

    /// `kozyr new` seats a name stored exactly so through the unique index on the name, never a
    /// scan of every player.
    #[test]
    fn a_name_stored_exactly_is_found_through_its_index() {
        let conn = Connection::open_in_memory().unwrap();
        migrations::migrate(&conn, Path::new(":memory:")).unwrap();
        let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {PLAYER_BY_NAME}")).unwrap();
        let details: Vec<String> =
            stmt.query_map(["Аня"], |r| r.get::<_, String>(3)).unwrap().map(Result::unwrap).collect();
        assert!(details.iter().all(|d| d.contains("USING INDEX sqlite_autoindex_players_1")), "{details:?}");
    }
}
