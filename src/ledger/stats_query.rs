//! Owns `StatsRow`, a match as `kozyr stats` reads it — the stored match with its cached standing
//! and the player id of every seat — and the SQL that reads the matches a filter asks for in one
//! pass over the matches and one over the seats.

use std::collections::HashMap;

use rusqlite::Connection;

use chrono::{DateTime, Utc};

use super::queries::{filter_params, filtered_matches, optional_json_column, optional_time_column};
use super::{HistoryQuery, LedgerError, MatchId};

/// A match for the statistics: what the match row says of it — not its options, which the
/// statistics never need and which would cost more to read than the rest — its players in seat
/// order as they were written at its table, and seat by seat the id of the player who sat there.
#[derive(Debug, Clone, PartialEq)]
pub struct StatsRow {
    pub id: MatchId,
    pub game: String,
    /// The names written at the table, in seat order.
    pub players: Vec<String>,
    pub player_ids: Vec<i64>,
    pub teams: Option<serde_json::Value>,
    pub finished_at: Option<DateTime<Utc>>,
    /// The cached standing as stored, JSON text.
    pub status: Option<String>,
}

/// The matches of `kozyr stats`: the same conditions as `kozyr history`'s, without the times of
/// entries, in the order they were started.
const STATS: &str =
    concat!("SELECT m.id, m.game, m.teams, m.finished_at, m.status ", filtered_matches!(), " ORDER BY m.id");
/// Every seat with its player's id and the name written at its table, in one pass.
const SEATS_WITH_IDS: &str = "SELECT s.match_id, s.player_id, s.name FROM seats AS s ORDER BY s.match_id, s.seat";

/// The matches `q` asks for, oldest first, with their players and their players' ids.
pub(super) fn stats(conn: &Connection, q: &HistoryQuery) -> Result<Vec<StatsRow>, LedgerError> {
    let mut select = conn.prepare_cached(STATS)?;
    let rows = select.query_map(filter_params(q), |row| {
        Ok(StatsRow {
            id: row.get(0)?,
            game: row.get(1)?,
            players: Vec::new(),
            player_ids: Vec::new(),
            teams: optional_json_column(row, 2)?,
            finished_at: optional_time_column(row, 3)?,
            status: row.get(4)?,
        })
    })?;
    let records: Vec<StatsRow> = rows.collect::<rusqlite::Result<_>>()?;
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
        .map(|mut row| {
            (row.player_ids, row.players) = seats.remove(&row.id).unwrap_or_default();
            row
        })
        .collect())
}
