//! The hash chain of each match's entries: the link of every entry appended, the migration step
//! that chains what an older ledger holds, and the checks that find where a match stops being
//! what was recorded.
//!
//! Every entry stores `prev` (the hash of the entry before it in its match, "" for the first),
//! `hash` (over `prev`, its fields and `sums`, see `EntryFields`) and `sums` (one short check per
//! field); the match row stores `head` (its last entry's hash) and `length` (its entry count).

use std::collections::HashMap;

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
/// head and length compared. Reads in one transaction, so a writer appending meanwhile cannot
/// look like a break.
pub(super) fn verify(conn: &Connection, match_id: MatchId) -> Result<ChainVerdict, LedgerError> {
    let rows: Vec<StoredRow> =
        conn.prepare_cached(CHAIN_ROWS)?.query_map([match_id], StoredRow::read)?.collect::<Result<_, _>>()?;
    let links: Vec<Link<'_>> = rows.iter().map(|r| r.link(match_id)).collect();
    let broken = match walk(conn, 1, Some(""), &links)? {
        Some(b) => Some(b),
        None => end(&head(conn, match_id)?, &links),
    };
    Ok(verdict(match_id, &links, broken))
}

/// The cheap check: links only, no hashing. Finds entries deleted, inserted by hand or moved in
/// a way that breaks a link, and entries missing at the end; an entry edited in place keeps its
/// links and is found by `check_run` over the entries a command reads, or by `verify`.
pub(super) fn check_links(conn: &Connection, match_id: MatchId) -> Result<ChainVerdict, LedgerError> {
    let mut select = conn.prepare_cached(LINK_ROWS)?;
    let rows: Vec<(EntryId, String, Option<String>, Option<String>)> = select
        .query_map([match_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
        .collect::<Result<_, _>>()?;
    let links: Vec<Link<'_>> = rows
        .iter()
        .map(|(id, kind, prev, hash)| Link {
            id: *id,
            kind,
            fields: None,
            prev: prev.as_deref(),
            hash: hash.as_deref(),
            // Present, so that only the links decide.
            sums: Some(""),
        })
        .collect();
    let broken = match walk(conn, 1, Some(""), &links)? {
        Some(b) => Some(b),
        None => end(&head(conn, match_id)?, &links),
    };
    Ok(verdict(match_id, &links, broken))
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
    let links: Vec<Link<'_>> = records.iter().map(|r| Link::of_record(r, match_id)).collect();
    walk(conn, first.max(1), (first <= 1).then_some(""), &links)
}

fn verdict(match_id: MatchId, links: &[Link<'_>], broken: Option<ChainBreak>) -> ChainVerdict {
    ChainVerdict {
        match_id,
        entries: links.len(),
        head: links.last().and_then(|l| l.hash).unwrap_or_default().to_string(),
        broken,
    }
}

/// The first break among `links`, which start at position `first`; `expected` is the hash the
/// first must link to, when known.
fn walk(
    conn: &Connection,
    first: usize,
    expected: Option<&str>,
    links: &[Link<'_>],
) -> Result<Option<ChainBreak>, LedgerError> {
    let mut expected = expected;
    // The position of every hash met so far, to tell an insertion from a deletion.
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for (i, link) in links.iter().enumerate() {
        let position = first.saturating_add(i);
        let (Some(prev), Some(hash), Some(sums)) = (link.prev, link.hash, link.sums) else {
            return Ok(Some(link.at(position, Breach::Unchained)));
        };
        if let Some(fields) = &link.fields {
            if let Some(breach) = content(conn, fields, prev, hash, sums)? {
                return Ok(Some(link.at(position, breach)));
            }
        }
        if let Some(want) = expected {
            if prev != want {
                let breach = match (prev, seen.get(prev)) {
                    ("", _) => Breach::InsertedBefore { since: 0 },
                    (_, Some(&since)) => Breach::InsertedBefore { since },
                    _ => Breach::MissingBefore,
                };
                return Ok(Some(link.at(position, breach)));
            }
        }
        seen.insert(hash, position);
        expected = Some(hash);
    }
    Ok(None)
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

/// Compares the end of the chain with the match row: the last entry's hash with `head`, the
/// number of entries with `length`.
fn end(head: &MatchHead, links: &[Link<'_>]) -> Option<ChainBreak> {
    let n = links.len();
    let hash_at = |count: usize| -> &str {
        match count.checked_sub(1) {
            None => "",
            Some(i) => links.get(i).and_then(|l| l.hash).unwrap_or(""),
        }
    };
    let length = usize::try_from(head.length).ok();
    let last = links.last();
    let at_last = |breach| ChainBreak {
        position: n,
        entry: last.map(|l| l.id),
        kind: last.and_then(|l| l.kind.parse::<EntryKind>().ok()),
        breach,
    };
    match length {
        Some(length) if length == n && head.hash == hash_at(n) => None,
        // The head still names the entry that was last: the ones after it were added.
        Some(length) if length < n && head.hash == hash_at(length) => {
            let extra = links.get(length);
            Some(ChainBreak {
                position: length.saturating_add(1),
                entry: extra.map(|l| l.id),
                kind: extra.and_then(|l| l.kind.parse::<EntryKind>().ok()),
                breach: Breach::ExtraAtEnd { count: u64::try_from(n - length).unwrap_or(u64::MAX) },
            })
        }
        // The head is no entry's and the row counts more: the last ones were deleted.
        Some(length) if length > n && head.hash != hash_at(n) => Some(ChainBreak {
            position: n.saturating_add(1),
            entry: None,
            kind: None,
            breach: Breach::MissingAtEnd { count: u64::try_from(length - n).unwrap_or(u64::MAX) },
        }),
        _ => Some(at_last(Breach::Head)),
    }
}
