//! Owns `StatsRow`, a match as `kozyr stats` reads it — the stored match with its cached standing
//! and the player id of every seat — and the SQL that reads the matches a filter asks for in one
//! pass over the matches and one over the seats.

use std::collections::HashMap;

use rusqlite::{params, Connection};

use super::queries::match_row;
use super::{timestamps, HistoryQuery, LedgerError, MatchId, MatchRecord};

/// A match for the statistics: the stored match (its players in seat order, its cached standing)
/// and, seat by seat, the id of the player who sat there.
#[derive(Debug, Clone, PartialEq)]
pub struct StatsRow {
    pub record: MatchRecord,
    pub player_ids: Vec<i64>,
}

/// The matches of `kozyr stats`: the same conditions as `kozyr history`'s, without the times of
/// entries, in the order they were started.
const STATS: &str = "SELECT m.id, m.game, m.name, m.options, m.teams, m.created_at, m.finished_at, m.status, m.lang \
     FROM matches AS m \
     WHERE (?1 IS NULL OR m.game = ?1) AND (?2 IS NULL OR m.created_at >= ?2) AND (?3 IS NULL OR m.created_at < ?3) \
     AND (?4 IS NULL OR m.id IN (SELECT s.match_id FROM seats AS s, json_each(?4) AS p WHERE s.player_id = p.value)) \
     ORDER BY m.id";
/// Every seat with its player's id and name, in one pass.
const SEATS_WITH_IDS: &str = "SELECT s.match_id, s.player_id, p.name FROM seats AS s \
     JOIN players AS p ON p.id = s.player_id ORDER BY s.match_id, s.seat";

/// The matches `q` asks for, oldest first, with their players and their players' ids.
pub(super) fn stats(conn: &Connection, q: &HistoryQuery) -> Result<Vec<StatsRow>, LedgerError> {
    let players = q.players.as_ref().map(|p| serde_json::Value::from(p.clone()).to_string());
    let mut select = conn.prepare_cached(STATS)?;
    let rows = select.query_map(
        params![q.game, q.since.map(timestamps::to_text), q.before.map(timestamps::to_text), players],
        match_row,
    )?;
    let records: Vec<MatchRecord> = rows.collect::<rusqlite::Result<_>>()?;
    let mut seats: HashMap<MatchId, (Vec<i64>, Vec<String>)> = HashMap::with_capacity(records.len());
    let mut all = conn.prepare_cached(SEATS_WITH_IDS)?;
    let mut it = all.query([])?;
    while let Some(row) = it.next()? {
        let seat = seats.entry(row.get(0)?).or_default();
        seat.0.push(row.get(1)?);
        seat.1.push(row.get(2)?);
    }
    Ok(records
        .into_iter()
        .map(|mut record| {
            let (player_ids, names) = seats.remove(&record.id).unwrap_or_default();
            record.players = names;
            StatsRow { record, player_ids }
        })
        .collect())
}
