//! Owns the SQL that reads and writes matches, seats, players and entries. Every statement is
//! cached per connection, since a command runs each of them once or many times in a loop.

use std::collections::HashMap;
use std::error::Error;

use chrono::{DateTime, Utc};
use rusqlite::types::Type;
use rusqlite::{params, Connection, OptionalExtension, Row};

use super::match_head::MatchHead;
use super::{
    chain, players, timestamps, EntryChain, EntryFields, EntryId, EntryKind, EntryRecord, HistoryQuery, HistoryRow,
    LedgerError, MatchId, MatchRecord, MatchSelector, MatchStatus, NewEntry, NewMatch,
};

const ALL_MATCHES: &str = "SELECT id, game, name, options, teams, created_at, finished_at, status, lang \
     FROM matches ORDER BY id DESC";
/// Served by the partial index `matches_open`, so finished matches are never visited.
pub(super) const LATEST_OPEN_MATCH: &str =
    "SELECT id, game, name, options, teams, created_at, finished_at, status, lang \
     FROM matches WHERE finished_at IS NULL ORDER BY id DESC LIMIT 1";
pub(super) const MATCH_BY_ID: &str = "SELECT id, game, name, options, teams, created_at, finished_at, status, lang \
     FROM matches WHERE id = ?1";
/// Served by the partial unique index `matches_name`.
pub(super) const MATCH_BY_NAME: &str = "SELECT id, game, name, options, teams, created_at, finished_at, status, lang \
     FROM matches WHERE name = ?1";
/// The names the players had at the table, not their current ones: a rename never changes how a
/// match replays, prints or exports.
pub(super) const PLAYERS_OF_MATCH: &str = "SELECT name FROM seats WHERE match_id = ?1 ORDER BY seat";
/// Served by the index `entries_match`, a range read in id order.
pub(super) const ENTRIES_OF_MATCH: &str = "SELECT id, kind, payload, voids, created_at, \
     corrects, reason, prev, hash, sums FROM entries WHERE match_id = ?1 ORDER BY id";
/// The same range read, from after an entry (the one a snapshot follows).
pub(super) const ENTRIES_AFTER: &str = "SELECT id, kind, payload, voids, created_at, \
     corrects, reason, prev, hash, sums FROM entries WHERE match_id = ?1 AND id > ?2 ORDER BY id";
const ENTRY_IDS: &str = "SELECT id FROM entries WHERE match_id = ?1 ORDER BY id";
const RECENT_MATCHES: &str = "SELECT id, game, name, options, teams, created_at, finished_at, status, lang \
     FROM matches ORDER BY id DESC LIMIT ?1";
const COUNT_MATCHES: &str = "SELECT count(*) FROM matches";
const ALL_SEATS: &str = "SELECT match_id, name FROM seats ORDER BY match_id, seat";
const ENTRY_IN_MATCH: &str = "SELECT 1 FROM entries WHERE id = ?1 AND match_id = ?2";
const NAME_TAKEN: &str = "SELECT 1 FROM matches WHERE name = ?1";
const INSERT_MATCH: &str = "INSERT INTO matches \
     (game, name, options, teams, created_at, finished_at, status, lang) \
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)";
const INSERT_SEAT: &str = "INSERT INTO seats (match_id, seat, player_id, name) VALUES (?1, ?2, ?3, ?4)";
const INSERT_ENTRY: &str = "INSERT INTO entries \
     (match_id, kind, payload, voids, created_at, corrects, reason, prev, hash, sums) \
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)";
/// A correction must replace an original deal or penalty of its match, by one of its kind.
const CORRECTION_TARGET: &str = "SELECT 1 FROM entries WHERE id = ?1 AND match_id = ?2 AND kind = ?3 \
     AND kind IN ('deal', 'penalty') AND corrects IS NULL";
/// Keeps the first finishing time if the match was already finished; reopening clears it.
const UPDATE_STATUS: &str = "UPDATE matches SET status = ?2, \
     finished_at = CASE WHEN ?3 THEN coalesce(finished_at, ?4) ELSE NULL END WHERE id = ?1";

/// Reports a stored value that cannot be decoded the way SQLite reports a wrongly typed column,
/// naming the column, so a damaged ledger points at the culprit.
fn bad_column(index: usize, err: impl Error + Send + Sync + 'static) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(index, Type::Text, Box::new(err))
}

fn json_column(row: &Row<'_>, index: usize) -> rusqlite::Result<serde_json::Value> {
    let text: String = row.get(index)?;
    serde_json::from_str(&text).map_err(|err| bad_column(index, err))
}

pub(super) fn optional_json_column(row: &Row<'_>, index: usize) -> rusqlite::Result<Option<serde_json::Value>> {
    let text: Option<String> = row.get(index)?;
    text.map(|text| serde_json::from_str(&text).map_err(|err| bad_column(index, err))).transpose()
}

fn time_column(row: &Row<'_>, index: usize) -> rusqlite::Result<DateTime<Utc>> {
    let text: String = row.get(index)?;
    timestamps::from_text(&text).map_err(|err| bad_column(index, err))
}

pub(super) fn optional_time_column(row: &Row<'_>, index: usize) -> rusqlite::Result<Option<DateTime<Utc>>> {
    let text: Option<String> = row.get(index)?;
    text.map(|text| timestamps::from_text(&text).map_err(|err| bad_column(index, err))).transpose()
}

/// Maps a row of any of the match queries; the players come from the seats and are filled in after.
pub(super) fn match_row(row: &Row<'_>) -> rusqlite::Result<MatchRecord> {
    Ok(MatchRecord {
        id: row.get(0)?,
        game: row.get(1)?,
        name: row.get(2)?,
        options: json_column(row, 3)?,
        players: Vec::new(),
        teams: optional_json_column(row, 4)?,
        created_at: time_column(row, 5)?,
        finished_at: optional_time_column(row, 6)?,
        status: optional_json_column(row, 7)?,
        lang: row.get(8)?,
    })
}

fn entry_row(row: &Row<'_>) -> rusqlite::Result<EntryRecord> {
    let kind: String = row.get(1)?;
    let payload_text: String = row.get(2)?;
    let created_text: String = row.get(4)?;
    Ok(EntryRecord {
        id: row.get(0)?,
        kind: kind.parse().map_err(|err| bad_column(1, err))?,
        payload: serde_json::from_str(&payload_text).map_err(|err| bad_column(2, err))?,
        voids: row.get(3)?,
        corrects: row.get(5)?,
        reason: row.get(6)?,
        created_at: timestamps::from_text(&created_text).map_err(|err| bad_column(4, err))?,
        chain: EntryChain { payload_text, created_text, prev: row.get(7)?, hash: row.get(8)?, sums: row.get(9)? },
    })
}

/// Finds one match with its players.
pub(super) fn find_match(conn: &Connection, sel: &MatchSelector) -> Result<MatchRecord, LedgerError> {
    let found = match sel {
        MatchSelector::Latest => conn.prepare_cached(LATEST_OPEN_MATCH)?.query_row([], match_row).optional()?,
        MatchSelector::Id(id) => conn.prepare_cached(MATCH_BY_ID)?.query_row([id], match_row).optional()?,
        MatchSelector::Name(name) => conn.prepare_cached(MATCH_BY_NAME)?.query_row([name], match_row).optional()?,
    };
    let mut record = found.ok_or_else(|| match sel {
        MatchSelector::Latest => LedgerError::NoOpenMatch,
        other => LedgerError::MatchNotFound { selector: other.to_string() },
    })?;
    record.players = conn
        .prepare_cached(PLAYERS_OF_MATCH)?
        .query_map([record.id], |row| row.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(record)
}

/// Every match, newest first, with players read in one pass over the seats rather than one
/// query per match.
pub(super) fn all_matches(conn: &Connection) -> Result<Vec<MatchRecord>, LedgerError> {
    let mut players: HashMap<MatchId, Vec<String>> = HashMap::new();
    let mut seats = conn.prepare_cached(ALL_SEATS)?;
    let mut rows = seats.query([])?;
    while let Some(row) = rows.next()? {
        players.entry(row.get(0)?).or_default().push(row.get(1)?);
    }
    let mut select = conn.prepare_cached(ALL_MATCHES)?;
    let records = select.query_map([], match_row)?;
    records
        .map(|record| {
            let mut record = record?;
            record.players = players.remove(&record.id).unwrap_or_default();
            Ok(record)
        })
        .collect()
}

/// The `limit` newest matches, newest first: a walk down the primary key that stops early, one
/// small players query per match shown.
pub(super) fn recent_matches(conn: &Connection, limit: usize) -> Result<Vec<MatchRecord>, LedgerError> {
    let mut select = conn.prepare_cached(RECENT_MATCHES)?;
    let records: Vec<MatchRecord> =
        select.query_map([i64::try_from(limit).unwrap_or(i64::MAX)], match_row)?.collect::<rusqlite::Result<_>>()?;
    let mut seats = conn.prepare_cached(PLAYERS_OF_MATCH)?;
    records
        .into_iter()
        .map(|mut record| {
            record.players = seats.query_map([record.id], |r| r.get(0))?.collect::<rusqlite::Result<_>>()?;
            Ok(record)
        })
        .collect()
}

pub(super) fn count_matches(conn: &Connection) -> Result<u64, LedgerError> {
    let n: i64 = conn.prepare_cached(COUNT_MATCHES)?.query_row([], |r| r.get(0))?;
    Ok(u64::try_from(n).unwrap_or(0))
}

/// `FROM matches AS m WHERE …`: the matches a [`HistoryQuery`] keeps (bound by [`filter_params`]),
/// shared by `kozyr history` and `kozyr stats` so that both always choose the same matches.
macro_rules! filtered_matches {
    () => {
        "FROM matches AS m \
         WHERE (?1 IS NULL OR m.game = ?1) AND (?2 IS NULL OR m.created_at >= ?2) AND (?3 IS NULL OR m.created_at < ?3) \
         AND (?4 IS NULL OR m.id IN (SELECT s.match_id FROM seats AS s, json_each(?4) AS p WHERE s.player_id = p.value))"
    };
}
pub(super) use filtered_matches;

/// The parameters of [`filtered_matches`] for `q`.
pub(super) fn filter_params(q: &HistoryQuery) -> [Option<String>; 4] {
    [
        q.game.clone(),
        q.since.map(timestamps::to_text),
        q.before.map(timestamps::to_text),
        q.players.as_ref().map(|p| serde_json::Value::from(p.clone()).to_string()),
    ]
}

/// The matches of `kozyr history`, newest first, each with the times of its first and last
/// entries: two seeks down the index `entries_match` per match, never a scan of the entries. The
/// players are a JSON array of player ids (`json_each`), so that any number of spellings of one
/// name binds as one parameter.
const HISTORY: &str = concat!(
    "SELECT m.id, m.game, m.name, m.created_at, m.finished_at, m.status, \
     (SELECT e.created_at FROM entries AS e WHERE e.match_id = m.id ORDER BY e.id LIMIT 1), \
     (SELECT e.created_at FROM entries AS e WHERE e.match_id = m.id ORDER BY e.id DESC LIMIT 1) ",
    filtered_matches!(),
    " ORDER BY m.created_at DESC, m.id DESC"
);

/// The matches `q` asks for, newest first, with their players and the span of their entries.
pub(super) fn history(conn: &Connection, q: &HistoryQuery) -> Result<Vec<HistoryRow>, LedgerError> {
    let mut select = conn.prepare_cached(HISTORY)?;
    let rows = select.query_map(filter_params(q), |row| {
        Ok(HistoryRow {
            id: row.get(0)?,
            game: row.get(1)?,
            name: row.get(2)?,
            players: Vec::new(),
            created_at: time_column(row, 3)?,
            finished_at: optional_time_column(row, 4)?,
            status: row.get(5)?,
            first_entry: optional_time_column(row, 6)?,
            last_entry: optional_time_column(row, 7)?,
        })
    })?;
    let mut rows: Vec<HistoryRow> = rows.collect::<rusqlite::Result<_>>()?;
    let mut seats: HashMap<MatchId, Vec<String>> = HashMap::new();
    if rows.len() > 50 {
        // Many matches: one pass over every seat beats a query per match.
        let mut all = conn.prepare_cached(ALL_SEATS)?;
        let mut it = all.query([])?;
        while let Some(row) = it.next()? {
            seats.entry(row.get(0)?).or_default().push(row.get(1)?);
        }
    } else {
        let mut one = conn.prepare_cached(PLAYERS_OF_MATCH)?;
        for r in &rows {
            seats.insert(r.id, one.query_map([r.id], |x| x.get(0))?.collect::<rusqlite::Result<_>>()?);
        }
    }
    for r in &mut rows {
        r.players = seats.remove(&r.id).unwrap_or_default();
    }
    Ok(rows)
}

/// The ids of every player who is a person called `name` as a table reads names (see
/// [`folded_name`]) — by their current name, else by a name they had before — and of every player
/// merged into such a person: every seat of those people.
pub(super) fn players_named(conn: &Connection, name: &str) -> Result<Vec<i64>, LedgerError> {
    let book = players::book(conn)?;
    Ok(book.players_of(&book.people_named(name)))
}

/// The ids of the match's entries in order.
pub(super) fn entry_ids(conn: &Connection, id: MatchId) -> Result<Vec<EntryId>, LedgerError> {
    let mut select = conn.prepare_cached(ENTRY_IDS)?;
    let ids = select.query_map([id], |r| r.get(0))?;
    Ok(ids.collect::<rusqlite::Result<_>>()?)
}

/// The match's entries in id order, voids included.
pub(super) fn entries(conn: &Connection, id: MatchId) -> Result<Vec<EntryRecord>, LedgerError> {
    let mut select = conn.prepare_cached(ENTRIES_OF_MATCH)?;
    let records = select.query_map([id], entry_row)?;
    Ok(records.collect::<rusqlite::Result<_>>()?)
}

/// The match's entries after entry `after`, in id order.
pub(super) fn entries_after(conn: &Connection, id: MatchId, after: EntryId) -> Result<Vec<EntryRecord>, LedgerError> {
    let mut select = conn.prepare_cached(ENTRIES_AFTER)?;
    let records = select.query_map(params![id, after], entry_row)?;
    Ok(records.collect::<rusqlite::Result<_>>()?)
}

/// Whether `target` is an original deal or penalty of `match_id` of kind `kind`, which a
/// correction of that kind may replace.
pub(super) fn correction_target(
    conn: &Connection,
    target: EntryId,
    match_id: MatchId,
    kind: EntryKind,
) -> Result<bool, LedgerError> {
    Ok(conn.prepare_cached(CORRECTION_TARGET)?.exists(params![target, match_id, kind.as_str()])?)
}

/// Inserts the match row and its seats, creating players met for the first time.
pub(super) fn insert_match(
    conn: &Connection,
    m: &NewMatch,
    now: DateTime<Utc>,
    status: &MatchStatus,
) -> Result<MatchId, LedgerError> {
    // Checked here so the user gets a named error rather than a constraint failure; the unique
    // index still guards against any other writer.
    if let Some(name) = &m.name {
        if conn.prepare_cached(NAME_TAKEN)?.exists([name])? {
            return Err(LedgerError::DuplicateMatchName { name: name.clone() });
        }
    }
    let now_text = timestamps::to_text(now);
    let teams = m.teams.as_ref().map(serde_json::to_string).transpose()?;
    conn.prepare_cached(INSERT_MATCH)?.execute(params![
        m.game,
        m.name,
        serde_json::to_string(&m.options)?,
        teams,
        now_text,
        status.finished.then_some(&now_text),
        serde_json::to_string(&status.summary)?,
        m.lang,
    ])?;
    let match_id = conn.last_insert_rowid();
    let mut seated: Vec<(i64, &str)> = Vec::with_capacity(m.players.len());
    for (seat, player) in m.players.iter().enumerate() {
        let player_id = players::seat_player(conn, player, &now_text)?;
        // Two names that are one person (a former name and the current one, or a merged
        // spelling) would seat one person twice.
        if let Some(&(_, first)) = seated.iter().find(|(id, _)| *id == player_id) {
            let person = players::book(conn)?.player(player_id).map(|p| p.name.clone()).unwrap_or_default();
            return Err(LedgerError::SamePerson { first: first.to_string(), second: player.clone(), person });
        }
        seated.push((player_id, player));
        // A seat number beyond i64 would need more players than memory holds.
        let seat = i64::try_from(seat).unwrap_or(i64::MAX);
        // The seat keeps the name as written at this table, whoever the person turns out to be.
        conn.prepare_cached(INSERT_SEAT)?.execute(params![match_id, seat, player_id, player])?;
    }
    Ok(match_id)
}

/// Whether `entry` is an entry of `match_id`, either stored earlier or appended earlier in the
/// current transaction.
pub(super) fn entry_in_match(conn: &Connection, entry: EntryId, match_id: MatchId) -> Result<bool, LedgerError> {
    Ok(conn.prepare_cached(ENTRY_IN_MATCH)?.exists(params![entry, match_id])?)
}

/// Appends one entry whose void and correction targets, if any, have already been resolved and
/// checked, linking it after `head` and moving `head` past it.
pub(super) fn insert_entry(
    conn: &Connection,
    match_id: MatchId,
    entry: &NewEntry,
    (voids, corrects): (Option<EntryId>, Option<EntryId>),
    now_text: &str,
    head: &mut MatchHead,
) -> Result<EntryId, LedgerError> {
    let payload = serde_json::to_string(&entry.payload)?;
    let reason = entry.reason.as_deref();
    let fields = EntryFields {
        match_id,
        kind: entry.kind.as_str(),
        payload: &payload,
        voids,
        corrects,
        reason,
        created_at: now_text,
    };
    let (hash, sums) = chain::link_new(&fields, head);
    conn.prepare_cached(INSERT_ENTRY)?.execute(params![
        match_id,
        entry.kind.as_str(),
        payload,
        voids,
        now_text,
        corrects,
        reason,
        head.hash,
        hash,
        sums,
    ])?;
    head.advance(hash);
    Ok(conn.last_insert_rowid())
}

/// Appends entries given by the caller of `append_with`, whose void and correction targets are
/// entry ids, and moves the match's head past them.
pub(super) fn append_entries(
    conn: &Connection,
    match_id: MatchId,
    entries: &[NewEntry],
    now: DateTime<Utc>,
) -> Result<Vec<EntryId>, LedgerError> {
    let now_text = timestamps::to_text(now);
    let mut ids = Vec::with_capacity(entries.len());
    let mut head = chain::head(conn, match_id)?;
    for entry in entries {
        if let Some(target) = entry.voids {
            if !entry_in_match(conn, target, match_id)? {
                return Err(LedgerError::BadVoid { entry: target });
            }
        }
        if let Some(target) = entry.corrects {
            if !correction_target(conn, target, match_id, entry.kind)? {
                return Err(LedgerError::BadCorrection { entry: target });
            }
        }
        ids.push(insert_entry(conn, match_id, entry, (entry.voids, entry.corrects), &now_text, &mut head)?);
    }
    chain::set_head(conn, match_id, &head)?;
    Ok(ids)
}

/// Caches the replayed standing and sets or clears the finishing time to match it.
pub(super) fn update_status(
    conn: &Connection,
    match_id: MatchId,
    status: &MatchStatus,
    now: DateTime<Utc>,
) -> Result<(), LedgerError> {
    conn.prepare_cached(UPDATE_STATUS)?.execute(params![
        match_id,
        serde_json::to_string(&status.summary)?,
        status.finished,
        timestamps::to_text(now),
    ])?;
    Ok(())
}

/// A cached standing rewritten only while the match still has the entries it was replayed from.
const REFRESH_STATUS: &str = "UPDATE matches SET status = ?2 WHERE id = ?1 AND length = ?3";

/// Caches `summary` as match `id`'s standing if it still has `entries` entries.
pub(super) fn refresh_status(
    conn: &Connection,
    id: MatchId,
    entries: usize,
    summary: &serde_json::Value,
) -> Result<(), LedgerError> {
    let entries = i64::try_from(entries).unwrap_or(i64::MAX);
    conn.prepare_cached(REFRESH_STATUS)?.execute(params![id, summary.to_string(), entries])?;
    Ok(())
}

/// The match commands act on when not told otherwise; at most one row.
const CURRENT_MATCH: &str = "SELECT match_id FROM current_match WHERE one = 1";
/// Writes only when the match changes, so a table that keeps recording into one match rewrites
/// nothing.
const SET_CURRENT_MATCH: &str = "INSERT INTO current_match (one, match_id) VALUES (1, ?1) \
     ON CONFLICT (one) DO UPDATE SET match_id = excluded.match_id WHERE match_id IS NOT excluded.match_id";
/// Every named match, read from the covering index `matches_name`: the scan a name typed in
/// another case needs, over names only.
pub(super) const NAMED_MATCHES: &str = "SELECT id, name FROM matches WHERE name IS NOT NULL";

/// The current match, if one was chosen.
pub(super) fn current_match(conn: &Connection) -> Result<Option<MatchId>, LedgerError> {
    Ok(conn.prepare_cached(CURRENT_MATCH)?.query_row([], |row| row.get(0)).optional()?)
}

/// Makes `id` the current match.
pub(super) fn set_current_match(conn: &Connection, id: MatchId) -> Result<(), LedgerError> {
    conn.prepare_cached(SET_CURRENT_MATCH)?.execute([id])?;
    Ok(())
}

/// Sets the language `id` is printed in (`None`: the match follows the reader's choice).
pub(super) fn set_match_lang(conn: &Connection, id: MatchId, lang: Option<&str>) -> Result<(), LedgerError> {
    conn.prepare_cached("UPDATE matches SET lang = ?2 WHERE id = ?1")?.execute(rusqlite::params![id, lang])?;
    Ok(())
}

/// A match name as a table compares it: Unicode NFC, lower case (and NFC again, since lower-casing
/// can undo it), so «Пятница», «пятница» and «ПЯТНИЦА» are one name.
pub(super) fn folded_name(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let lower: String = name.nfc().collect::<String>().to_lowercase();
    lower.nfc().collect()
}

/// The ids of the matches called `name`: the one stored exactly so (through the unique index),
/// else every match whose name is the same ignoring case. More than one only in a ledger written
/// before names were compared so; the caller refuses to guess.
pub(super) fn matches_named(conn: &Connection, name: &str) -> Result<Vec<MatchId>, LedgerError> {
    let exact: Option<MatchId> = conn.prepare_cached(MATCH_BY_NAME)?.query_row([name], |row| row.get(0)).optional()?;
    if let Some(id) = exact {
        return Ok(vec![id]);
    }
    let wanted = folded_name(name);
    let mut select = conn.prepare_cached(NAMED_MATCHES)?;
    let mut rows = select.query([])?;
    let mut found = Vec::new();
    while let Some(row) = rows.next()? {
        let stored: String = row.get(1)?;
        if folded_name(&stored) == wanted {
            found.push(row.get(0)?);
        }
    }
    found.sort_unstable();
    Ok(found)
}

/// Refuses a new match name that an existing match already has, ignoring case: the error names
/// the stored name, so the user sees which match is meant.
pub(super) fn refuse_taken_name(conn: &Connection, name: Option<&str>) -> Result<(), LedgerError> {
    let Some(name) = name else { return Ok(()) };
    let taken = matches_named(conn, name)?;
    if let Some(&id) = taken.first() {
        let stored = find_match(conn, &MatchSelector::Id(id))?.name.unwrap_or_else(|| name.to_string());
        return Err(LedgerError::DuplicateMatchName { name: stored });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use rusqlite::Connection;

    use super::super::migrations;
    use super::{ENTRIES_OF_MATCH, LATEST_OPEN_MATCH, MATCH_BY_ID, MATCH_BY_NAME, NAMED_MATCHES, PLAYERS_OF_MATCH};

    /// The `detail` lines of SQLite's plan for `sql`.
    fn plan(conn: &Connection, sql: &str) -> Vec<String> {
        let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
        let params = stmt.parameter_count();
        let mut rows = stmt.query(rusqlite::params_from_iter(std::iter::repeat_n(1, params))).unwrap();
        let mut details = Vec::new();
        while let Some(row) = rows.next().unwrap() {
            details.push(row.get::<_, String>(3).unwrap());
        }
        details
    }

    /// The per-command queries must stay fast on a ledger with thousands of matches, so each
    /// must go through an index and none may sort. Latest walks `matches_open` backwards, which
    /// SQLite calls a scan but which holds only open matches and stops at the first row.
    #[test]
    fn per_command_queries_use_indexes_and_never_scan_or_sort() {
        let conn = Connection::open_in_memory().unwrap();
        migrations::migrate(&conn, Path::new(":memory:")).unwrap();
        for (sql, index) in [
            (LATEST_OPEN_MATCH, "matches_open"),
            (MATCH_BY_ID, "INTEGER PRIMARY KEY"),
            (MATCH_BY_NAME, "matches_name"),
            (ENTRIES_OF_MATCH, "entries_match"),
            (PLAYERS_OF_MATCH, "sqlite_autoindex_seats_1"),
            (NAMED_MATCHES, "matches_name"),
        ] {
            let details = plan(&conn, sql);
            assert!(details.iter().any(|d| d.contains(index)), "{sql}: {details:?}");
            assert!(details.iter().all(|d| d.contains("USING") && !d.contains("TEMP B-TREE")), "{sql}: {details:?}");
        }
    }
    fn named(name: &str) -> super::super::NewMatch {
        super::super::NewMatch {
            game: "thousand".into(),
            name: Some(name.into()),
            options: serde_json::json!({}),
            players: vec!["Аня".into(), "Борис".into(), "Вера".into()],
            teams: None,
            lang: None,
        }
    }

    fn status() -> super::super::MatchStatus {
        super::super::MatchStatus { finished: false, summary: serde_json::json!({}) }
    }

    /// Case and normalisation do not make another name: «Пятница», «ПЯТНИЦА» and a decomposed «é»
    /// are the names they look like.
    #[test]
    fn names_are_folded_to_nfc_lower_case() {
        assert_eq!(super::folded_name("ПЯТНИЦА"), super::folded_name("пятница"));
        assert_eq!(super::folded_name("Cafe\u{301}"), super::folded_name("café"));
        assert_ne!(super::folded_name("пятница"), super::folded_name("пятница2"));
    }

    /// The exact spelling wins; another spelling finds every match it fits, so the caller can
    /// refuse to choose; a new name is refused in any case.
    #[test]
    fn a_name_is_found_exactly_first_then_ignoring_case() {
        let mut ledger = super::super::Ledger::open_in_memory().unwrap();
        let now = chrono::Utc::now();
        let first = ledger.create_match(&named("Friday"), now, &status()).unwrap();
        let second = ledger.create_match(&named("Saturday"), now, &status()).unwrap();
        assert_eq!(ledger.current_match().unwrap(), Some(second.id), "a new match becomes current");
        let ids = |name: &str| ledger.matches_named(name).unwrap().iter().map(|m| m.id).collect::<Vec<_>>();
        assert_eq!(ids("Friday"), [first.id]);
        assert_eq!(ids("FRIDAY"), [first.id]);
        assert_eq!(ids("Sunday"), Vec::<i64>::new());
        let err = ledger.create_match(&named("friday"), now, &status()).unwrap_err();
        assert!(matches!(err, super::super::LedgerError::DuplicateMatchName { ref name } if name == "Friday"), "{err}");
        ledger.set_current_match(first.id).unwrap();
        assert_eq!(ledger.current_match().unwrap(), Some(first.id));
        assert!(ledger.set_current_match(99).is_err(), "no such match");
        assert_eq!(ledger.current_match().unwrap(), Some(first.id));
    }
}
