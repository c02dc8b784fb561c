//! The hash chain of each match's entries: the link of every entry appended, the migration step
//! that chains what an older ledger holds, and the checks that find where a match stops being
//! what was recorded.
//!
//! Every entry stores `prev` (the hash of the entry before it in its match, "" for the first),
//! `hash` (over `prev`, its fields and `sums`, see `EntryFields`) and `sums` (one short check per
//! field); the match row stores `head` (its last entry's hash) and `length` (its entry count).

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::entry_fields::match_sum;
use super::match_head::MatchHead;
use super::{
    Breach, ChainBreak, ChainField, ChainVerdict, EntryFields, EntryId, EntryKind, EntryRecord, FieldSums, LedgerError,
    MatchId,
};

const MATCH_HEAD: &str = "SELECT head, length FROM matches WHERE id = ?1";
const SET_HEAD: &str = "UPDATE matches SET head = ?2, length = ?3 WHERE id = ?1";
const MATCH_IDS: &str = "SELECT id FROM matches ORDER BY id";
/// Served by `entries_match`, like the replay's read.
const CHAIN_ROWS: &str = "SELECT id, kind, payload, voids, corrects, reason, created_at, prev, hash, sums \
     FROM entries WHERE match_id = ?1 ORDER BY id";
/// The cheap check reads only the links.
const LINK_ROWS: &str = "SELECT id, kind, prev, hash FROM entries WHERE match_id = ?1 ORDER BY id";
/// Only at a broken link: the earlier entry a link names, and its position.
const EARLIER_BY_HASH: &str =
    "SELECT id FROM entries WHERE match_id = ?1 AND hash = ?2 AND id < ?3 ORDER BY id LIMIT 1";
const POSITION: &str = "SELECT count(*) FROM entries WHERE match_id = ?1 AND id <= ?2";
const SET_LINK: &str = "UPDATE entries SET prev = ?2, hash = ?3, sums = ?4 WHERE id = ?1";

/// The append-only guard of migration 0001, word for word, so that a migrated ledger's schema
/// reads exactly like a new one's.
const NO_UPDATE_TRIGGER: &str = "CREATE TRIGGER entries_no_update BEFORE UPDATE ON entries
BEGIN
    SELECT RAISE(ABORT, 'kozyr: entries are append-only; undo appends a void entry');
END;";

/// An entry as stored, every column the chain covers read as raw text.
struct StoredRow {
    id: EntryId,
    kind: String,
    payload: String,
    voids: Option<EntryId>,
    corrects: Option<EntryId>,
    reason: Option<String>,
    created_at: String,
    prev: Option<String>,
    hash: Option<String>,
    sums: Option<String>,
}

impl StoredRow {
    fn read(row: &Row<'_>) -> rusqlite::Result<StoredRow> {
        Ok(StoredRow {
            id: row.get(0)?,
            kind: row.get(1)?,
            payload: row.get(2)?,
            voids: row.get(3)?,
            corrects: row.get(4)?,
            reason: row.get(5)?,
            created_at: row.get(6)?,
            prev: row.get(7)?,
            hash: row.get(8)?,
            sums: row.get(9)?,
        })
    }

    fn fields(&self, match_id: MatchId) -> EntryFields<'_> {
        EntryFields {
            match_id,
            kind: &self.kind,
            payload: &self.payload,
            voids: self.voids,
            corrects: self.corrects,
            reason: self.reason.as_deref(),
            created_at: &self.created_at,
        }
    }

    fn link(&self, match_id: MatchId) -> Link<'_> {
        Link {
            id: self.id,
            kind: &self.kind,
            fields: Some(self.fields(match_id)),
            prev: self.prev.as_deref(),
            hash: self.hash.as_deref(),
            sums: self.sums.as_deref(),
        }
    }
}

/// One entry as a check sees it: its link, and its fields when the check re-hashes.
struct Link<'a> {
    id: EntryId,
    kind: &'a str,
    fields: Option<EntryFields<'a>>,
    prev: Option<&'a str>,
    hash: Option<&'a str>,
    sums: Option<&'a str>,
}

impl<'a> Link<'a> {
    fn of_record(r: &'a EntryRecord, match_id: MatchId) -> Link<'a> {
        Link {
            id: r.id,
            kind: r.kind.as_str(),
            fields: Some(EntryFields {
                match_id,
                kind: r.kind.as_str(),
                payload: &r.chain.payload_text,
                voids: r.voids,
                corrects: r.corrects,
                reason: r.reason.as_deref(),
                created_at: &r.chain.created_text,
            }),
            prev: r.chain.prev.as_deref(),
            hash: r.chain.hash.as_deref(),
            sums: r.chain.sums.as_deref(),
        }
    }

    fn at(&self, position: usize, breach: Breach) -> ChainBreak {
        ChainBreak { position, entry: Some(self.id), kind: self.kind.parse().ok(), breach }
    }
}

/// The link and checks of a new entry with `fields`, appended after `head`: `(hash, sums)`.
pub(super) fn link_new(fields: &EntryFields<'_>, head: &MatchHead) -> (String, String) {
    let sums = fields.sums();
    (fields.hash(&head.hash, &sums), sums.to_text())
}

/// The end of the match's chain as its row records it (an unknown match: an empty one).
pub(super) fn head(conn: &Connection, match_id: MatchId) -> Result<MatchHead, LedgerError> {
    let found = conn
        .prepare_cached(MATCH_HEAD)?
        .query_row([match_id], |row| Ok(MatchHead { hash: row.get(0)?, length: row.get(1)? }))
        .optional()?;
    Ok(found.unwrap_or_default())
}

/// Records the end of the match's chain on its row, in the transaction that appended to it.
pub(super) fn set_head(conn: &Connection, match_id: MatchId, head: &MatchHead) -> Result<(), LedgerError> {
    conn.prepare_cached(SET_HEAD)?.execute(params![match_id, head.hash, head.length])?;
    Ok(())
}

/// The migration step that chains the entries a ledger held before the chain existed: match by
/// match, entry by entry in id order, exactly as stored. The append-only guard is lifted for
/// the time of it, inside the migration's transaction, so no other writer ever sees it gone.
pub(super) fn chain_existing(conn: &Connection) -> Result<(), LedgerError> {
    conn.execute_batch("DROP TRIGGER entries_no_update;")?;
    let ids: Vec<MatchId> = conn.prepare(MATCH_IDS)?.query_map([], |row| row.get(0))?.collect::<Result<_, _>>()?;
    let mut select = conn.prepare(CHAIN_ROWS)?;
    let mut update = conn.prepare(SET_LINK)?;
    for match_id in ids {
        let rows: Vec<StoredRow> = select.query_map([match_id], StoredRow::read)?.collect::<Result<_, _>>()?;
        let mut head = MatchHead::default();
        for row in &rows {
            let (hash, sums) = link_new(&row.fields(match_id), &head);
            update.execute(params![row.id, head.hash, hash, sums])?;
            head.advance(hash);
        }
        set_head(conn, match_id, &head)?;
    }
    conn.execute_batch(NO_UPDATE_TRIGGER)?;
    Ok(())
}

/// The full check of one match: every entry re-hashed, every link followed, the match row's
/// head and length compared. Streams the entries, holding one at a time. The caller reads in one
/// transaction, so a writer appending meanwhile cannot look like a break.
pub(super) fn verify(conn: &Connection, match_id: MatchId) -> Result<ChainVerdict, LedgerError> {
    let mut walker = Walker::new(conn, match_id, 1, Some(""), Some(head(conn, match_id)?));
    let mut select = conn.prepare_cached(CHAIN_ROWS)?;
    let mut rows = select.query([match_id])?;
    while let Some(row) = rows.next()? {
        walker.step(&StoredRow::read(row)?.link(match_id))?;
    }
    Ok(walker.finish())
}

/// The cheap check: links only, no hashing, one entry held at a time. Finds entries deleted,
/// added by hand or moved out of the match, and entries missing at the end; an entry edited in
/// place keeps its links and is found by `check_run` over the entries a command reads, or by
/// `verify`.
pub(super) fn check_links(conn: &Connection, match_id: MatchId) -> Result<ChainVerdict, LedgerError> {
    let mut walker = Walker::new(conn, match_id, 1, Some(""), Some(head(conn, match_id)?));
    let mut select = conn.prepare_cached(LINK_ROWS)?;
    let mut rows = select.query([match_id])?;
    while let Some(row) = rows.next()? {
        // Borrowed from the row, not copied: this walk runs before every command on a match.
        let text = |i: usize| row.get_ref(i).map(|v| v.as_str_or_null().ok().flatten());
        let (id, kind, prev, hash): (EntryId, Option<&str>, Option<&str>, Option<&str>) =
            (row.get(0)?, text(1)?, text(2)?, text(3)?);
        // The sums are taken as present, so that only the links decide.
        let link = Link { id, kind: kind.unwrap_or_default(), fields: None, prev, hash, sums: Some("") };
        walker.step(&link)?;
    }
    Ok(walker.finish())
}

/// Re-hashes a run of records of one match as a command read them, `first` being the 1-based
/// position of the first: each must fit its own hash, and each must link to the one before it
/// (the first to "" when it opens the match).
pub(super) fn check_run(
    conn: &Connection,
    match_id: MatchId,
    first: usize,
    records: &[EntryRecord],
) -> Result<Option<ChainBreak>, LedgerError> {
    let mut walker = Walker::new(conn, match_id, first.max(1), (first <= 1).then_some(""), None);
    for r in records {
        walker.step(&Link::of_record(r, match_id))?;
    }
    Ok(walker.finish().broken)
}

/// The cheap check of a match read from a snapshot: the entries after it (`records`, the first of
/// them at position `first`) are re-hashed and must link to `prev`, the hash of the entry the
/// snapshot follows, and the last of them must be the match row's head, at the row's length — so
/// an entry deleted, added or moved anywhere before changes the count and is found, without
/// reading the entries before the snapshot.
pub(super) fn check_tail(
    conn: &Connection,
    match_id: MatchId,
    first: usize,
    prev: &str,
    records: &[EntryRecord],
) -> Result<ChainVerdict, LedgerError> {
    let head = head(conn, match_id)?;
    if records.is_empty() {
        let n = first.saturating_sub(1);
        let fits = head.hash == prev && usize::try_from(head.length).ok() == Some(n);
        let broken = (!fits).then(|| ChainBreak {
            position: n,
            entry: None,
            kind: None,
            breach: if usize::try_from(head.length).is_ok_and(|l| l > n) {
                Breach::MissingAtEnd { count: u64::try_from(head.length).unwrap_or(0).saturating_sub(n as u64) }
            } else {
                Breach::Head
            },
        });
        return Ok(ChainVerdict { match_id, entries: n, head: prev.to_string(), broken });
    }
    let mut walker = Walker::new(conn, match_id, first.max(1), Some(prev), Some(head));
    for r in records {
        walker.step(&Link::of_record(r, match_id))?;
    }
    Ok(walker.finish())
}

/// Follows a match's chain one entry at a time, keeping only what the next link and the end of
/// the match need: the first break, then only counting.
struct Walker<'c> {
    conn: &'c Connection,
    match_id: MatchId,
    /// The position of the next entry.
    position: usize,
    /// The hash the next entry must link to, when known.
    expected: Option<String>,
    /// The match row's record of its end, when the walk covers the whole match.
    head: Option<MatchHead>,
    /// The row's length as a position, if it is one.
    length: Option<usize>,
    /// The hash of the entry at position `length` ("" for 0), once met.
    at_length: Option<String>,
    /// The entry right after position `length`, once met.
    first_extra: Option<(EntryId, Option<EntryKind>)>,
    /// The last entry met: id, kind, hash.
    last: Option<(EntryId, Option<EntryKind>, String)>,
    broken: Option<ChainBreak>,
}

impl<'c> Walker<'c> {
    fn new(
        conn: &'c Connection,
        match_id: MatchId,
        first: usize,
        expected: Option<&str>,
        head: Option<MatchHead>,
    ) -> Walker<'c> {
        let length = head.as_ref().and_then(|h| usize::try_from(h.length).ok());
        Walker {
            conn,
            match_id,
            position: first,
            expected: expected.map(str::to_string),
            head,
            length,
            at_length: (length == Some(0)).then(String::new),
            first_extra: None,
            last: None,
            broken: None,
        }
    }

    /// Takes the next entry: checks it unless a break was already found, and remembers what the
    /// end check needs.
    fn step(&mut self, link: &Link<'_>) -> Result<(), LedgerError> {
        let position = self.position;
        self.position = position.saturating_add(1);
        let kind = link.kind.parse::<EntryKind>().ok();
        if self.broken.is_none() {
            if let Some(breach) = self.check(link)? {
                self.broken = Some(link.at(position, breach));
            }
        }
        let hash = link.hash.unwrap_or_default();
        if self.length == Some(position) {
            self.at_length = Some(hash.to_string());
        }
        if self.length.and_then(|l| l.checked_add(1)) == Some(position) {
            self.first_extra = Some((link.id, kind));
        }
        match (&mut self.expected, &mut self.last) {
            (Some(expected), Some(last)) => {
                expected.clear();
                expected.push_str(hash);
                last.0 = link.id;
                last.1 = kind;
                last.2.clear();
                last.2.push_str(hash);
            }
            _ => {
                self.expected = Some(hash.to_string());
                self.last = Some((link.id, kind, hash.to_string()));
            }
        }
        Ok(())
    }

    /// What is wrong with this entry: no chain data, its own fields, or its link.
    fn check(&self, link: &Link<'_>) -> Result<Option<Breach>, LedgerError> {
        let (Some(prev), Some(hash), Some(sums)) = (link.prev, link.hash, link.sums) else {
            return Ok(Some(Breach::Unchained));
        };
        if let Some(fields) = &link.fields {
            if let Some(breach) = content(self.conn, fields, prev, hash, sums)? {
                return Ok(Some(breach));
            }
        }
        match &self.expected {
            Some(want) if prev != want => Ok(Some(if prev.is_empty() {
                Breach::InsertedBefore { since: 0 }
            } else {
                match earlier(self.conn, self.match_id, prev, link.id)? {
                    Some(since) => Breach::InsertedBefore { since },
                    None => Breach::MissingBefore,
                }
            })),
            _ => Ok(None),
        }
    }

    /// The verdict: the first break among the entries, else the end of the chain compared with
    /// the match row (the last entry's hash with `head`, the number of entries with `length`).
    fn finish(self) -> ChainVerdict {
        let n = self.position.saturating_sub(1);
        let (last_id, last_kind, last_hash) = match self.last {
            Some((id, kind, hash)) => (Some(id), kind, hash),
            None => (None, None, String::new()),
        };
        let broken = match (self.broken, &self.head, self.length) {
            (Some(b), ..) => Some(b),
            (None, None, _) => None,
            (None, Some(head), Some(length)) if length == n && head.hash == last_hash => None,
            // The head still names the entry that was last: the ones after it were added.
            (None, Some(head), Some(length)) if length < n && self.at_length.as_deref() == Some(head.hash.as_str()) => {
                Some(ChainBreak {
                    position: length.saturating_add(1),
                    entry: self.first_extra.map(|(id, _)| id),
                    kind: self.first_extra.and_then(|(_, kind)| kind),
                    breach: Breach::ExtraAtEnd { count: u64::try_from(n - length).unwrap_or(u64::MAX) },
                })
            }
            // The head is not the last entry's and the row counts more: the last ones were deleted.
            (None, Some(head), Some(length)) if length > n && head.hash != last_hash => Some(ChainBreak {
                position: n.saturating_add(1),
                entry: None,
                kind: None,
                breach: Breach::MissingAtEnd { count: u64::try_from(length - n).unwrap_or(u64::MAX) },
            }),
            (None, Some(_), _) => {
                Some(ChainBreak { position: n, entry: last_id, kind: last_kind, breach: Breach::Head })
            }
        };
        ChainVerdict { match_id: self.match_id, entries: n, head: last_hash, broken }
    }
}

/// The position in the match of an earlier entry (before `before`) whose hash is `hash`, if
/// there is one: only asked for at a broken link.
fn earlier(conn: &Connection, match_id: MatchId, hash: &str, before: EntryId) -> Result<Option<usize>, LedgerError> {
    let found: Option<EntryId> =
        conn.prepare_cached(EARLIER_BY_HASH)?.query_row(params![match_id, hash, before], |r| r.get(0)).optional()?;
    let Some(id) = found else { return Ok(None) };
    let position: i64 = conn.prepare_cached(POSITION)?.query_row(params![match_id, id], |r| r.get(0))?;
    Ok(usize::try_from(position).ok())
}

/// What is wrong with one entry's own fields, if anything: recomputed field checks against the
/// stored ones (which field), then the hash over them (the chain data itself).
fn content(
    conn: &Connection,
    fields: &EntryFields<'_>,
    prev: &str,
    hash: &str,
    sums: &str,
) -> Result<Option<Breach>, LedgerError> {
    let Some(stored) = FieldSums::parse(sums) else {
        return Ok(Some(Breach::CheckData));
    };
    let now = fields.sums();
    let mut changed = stored.differing(&now);
    if changed.contains(&ChainField::Match) {
        changed.retain(|f| *f != ChainField::Match);
        return Ok(Some(Breach::Moved { from: first_match(conn, stored.get(ChainField::Match))?, fields: changed }));
    }
    if !changed.is_empty() {
        return Ok(Some(Breach::Changed { fields: changed }));
    }
    Ok((fields.hash(prev, &now) != hash).then_some(Breach::CheckData))
}

/// The match whose id fits a moved entry's match check.
fn first_match(conn: &Connection, sum: &str) -> Result<Option<MatchId>, LedgerError> {
    let mut select = conn.prepare_cached(MATCH_IDS)?;
    let ids = select.query_map([], |row| row.get::<_, MatchId>(0))?;
    for id in ids {
        let id = id?;
        if match_sum(id) == sum {
            return Ok(Some(id));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use rusqlite::Connection;

    use super::super::migrations;
    use super::{CHAIN_ROWS, LINK_ROWS, MATCH_HEAD};

    /// The checks run on every read of a match, so each must be a range read of one match's
    /// entries (or a primary-key lookup), never a scan or a sort.
    #[test]
    fn the_checks_read_through_indexes() {
        let conn = Connection::open_in_memory().unwrap();
        migrations::migrate(&conn, Path::new(":memory:")).unwrap();
        for (sql, index) in
            [(CHAIN_ROWS, "entries_match"), (LINK_ROWS, "entries_match"), (MATCH_HEAD, "INTEGER PRIMARY KEY")]
        {
            let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
            let details: Vec<String> = stmt.query_map([1], |row| row.get(3)).unwrap().map(Result::unwrap).collect();
            assert!(details.iter().any(|d| d.contains(index)), "{sql}: {details:?}");
            assert!(details.iter().all(|d| d.contains("USING") && !d.contains("TEMP B-TREE")), "{sql}: {details:?}");
        }
    }
}
