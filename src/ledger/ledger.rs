//! Owns `Ledger`, the handle on one ledger file: opening, identifying and migrating it, and the
//! transactions every read and write goes through.

use std::collections::{BTreeSet, HashMap};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use rusqlite::{Connection, ErrorCode, Transaction, TransactionBehavior};

use super::match_head::MatchHead;
use super::migrations::{self, KNOWN_VERSION};
use super::{
    chain, players, queries, snapshot, stats_query, tail, timestamps, ChainBreak, ChainVerdict, EntryId, EntryRecord,
    HistoryQuery, HistoryRow, LedgerError, MatchId, MatchRecord, MatchSelector, MatchStatus, NewEntry, NewMatch,
    PlayerBook, PlayerChange, PlayerDrift, SnapshotLookup, StatsRow, Tail, UnwritableReason,
};

/// `PRAGMA application_id` of every kozyr ledger: "KZYR" in ASCII.
pub(super) const APPLICATION_ID: i64 = 0x4B5A_5952;

/// How long a command waits on a lock with no other writer finishing meanwhile before it gives up:
/// only a writer that hangs (or a process outside kozyr holding a lock) keeps one that long.
const STALL: Duration = Duration::from_secs(60);

/// The longest a writer waits for its turn in all, however busy the table: far beyond any real
/// queue (a write takes milliseconds), but finite.
const MAX_WAIT: Duration = Duration::from_secs(600);

/// Room for every statement in `queries` with some to spare, so none is ever re-prepared.
const STATEMENT_CACHE: usize = 32;

/// An open ledger: players, matches and their append-only histories in one SQLite file.
#[derive(Debug)]
pub struct Ledger {
    conn: Connection,
    /// The file, for errors that name it (`:memory:` for an in-memory ledger).
    path: PathBuf,
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
    /// if it is older than this build. An empty file the user named becomes a new ledger.
    pub fn open(path: &Path) -> Result<Ledger, LedgerError> {
        if path.is_dir() {
            return Err(LedgerError::NotAFile { path: path.to_path_buf() });
        }
        if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
            fs::create_dir_all(dir)
                .map_err(|e| LedgerError::Unwritable { path: path.to_path_buf(), reason: (&e).into() })?;
        }
        let conn = Connection::open(path).map_err(|e| classify(e, path))?;
        Self::set_up(conn, path, true).map_err(|err| reclassify(err, path))
    }

    /// Opens a ledger that must already be one: a directory or a 0-byte file is refused before
    /// anything is written, so a command that only reads or appends never turns a file it was
    /// given by mistake into a new ledger. A missing file is the caller's to refuse (it names the
    /// command that starts a ledger).
    pub fn open_existing(path: &Path) -> Result<Ledger, LedgerError> {
        if path.is_dir() {
            return Err(LedgerError::NotAFile { path: path.to_path_buf() });
        }
        if fs::metadata(path).is_ok_and(|m| m.len() == 0) && fs::metadata(wal(path)).map_or(true, |m| m.len() == 0) {
            return Err(LedgerError::Empty { path: path.to_path_buf() });
        }
        Self::open(path)
    }

    /// Opens a fresh ledger that lives only as long as the value; for tests and dry runs.
    pub fn open_in_memory() -> Result<Ledger, LedgerError> {
        let conn = Connection::open_in_memory()?;
        Self::set_up(conn, Path::new(":memory:"), false)
    }

    /// Configures the connection, refuses files that are not ours, and migrates only when the
    /// schema is behind, so opening an up-to-date ledger costs two header reads.
    fn set_up(mut conn: Connection, path: &Path, on_disk: bool) -> Result<Ledger, LedgerError> {
        conn.busy_handler(Some(wait_turn()))?;
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
            migrations::migrate(&conn, path)?;
        }
        Ok(Ledger { conn, path: path.to_path_buf() })
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
        queries::find_match(&self.conn, sel).map_err(|e| reclassify(e, &self.path))
    }

    /// Every match, newest first.
    pub fn matches(&self) -> Result<Vec<MatchRecord>, LedgerError> {
        queries::all_matches(&self.conn).map_err(|e| reclassify(e, &self.path))
    }

    /// The `limit` newest matches, newest first.
    pub fn recent_matches(&self, limit: usize) -> Result<Vec<MatchRecord>, LedgerError> {
        queries::recent_matches(&self.conn, limit).map_err(|e| reclassify(e, &self.path))
    }

    /// The matches `q` asks for, newest first, with the times of their first and last entries.
    pub fn history(&self, q: &HistoryQuery) -> Result<Vec<HistoryRow>, LedgerError> {
        queries::history(&self.conn, q).map_err(|e| reclassify(e, &self.path))
    }

    /// The matches `q` asks for, oldest first, with their players' ids: what `kozyr stats` counts.
    pub fn stats(&self, q: &HistoryQuery) -> Result<Vec<StatsRow>, LedgerError> {
        stats_query::stats(&self.conn, q).map_err(|e| reclassify(e, &self.path))
    }

    /// The ids of every player who is a person called `name` (ignoring case and Unicode
    /// normalisation; by their current name, else by a name they had before), players merged into
    /// them included: every seat of those people.
    pub fn players_named(&self, name: &str) -> Result<Vec<i64>, LedgerError> {
        self.read(|conn| queries::players_named(conn, name))
    }

    /// How many matches the ledger holds.
    pub fn match_count(&self) -> Result<u64, LedgerError> {
        queries::count_matches(&self.conn).map_err(|e| reclassify(e, &self.path))
    }

    /// The match's entries in id order, voids included. A match without entries, or an unknown
    /// id, gives an empty list.
    pub fn entries(&self, id: MatchId) -> Result<Vec<EntryRecord>, LedgerError> {
        queries::entries(&self.conn, id).map_err(|e| reclassify(e, &self.path))
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
        let path = &self.path;
        let tx = begin_write(&self.conn, path)?;
        let record = queries::find_match(&tx, &MatchSelector::Id(id)).map_err(|e| reclassify(e, path))?;
        let entries = queries::entries(&tx, id).map_err(|e| reclassify(e, path))?;
        // Returning early drops `tx`, which rolls back.
        let (new_entries, status) = f(&record, &entries)?;
        let ids = queries::append_entries(&tx, id, &new_entries, now).map_err(|e| reclassify(e, path))?;
        queries::update_status(&tx, id, &status, now).map_err(|e| reclassify(e, path))?;
        queries::set_current_match(&tx, id).map_err(|e| reclassify(e, path))?;
        tx.commit().map_err(|e| classify(e, path))?;
        Ok(ids)
    }

    /// Bulk import of a whole match (used by `kozyr import` and benchmarks): create the match
    /// and all entries in one transaction.
    ///
    /// No entry ids exist before the import, so here `NewEntry::voids` is the 0-based position
    /// in `entries` of an earlier entry; anything else is `LedgerError::BadVoid` carrying that
    /// position, and nothing is written. `NewEntry::corrects` likewise names the position of an
    /// earlier original deal or penalty of its kind (else `LedgerError::BadCorrection`).
    pub fn import_match(
        &mut self,
        m: &NewMatch,
        entries: &[NewEntry],
        now: DateTime<Utc>,
        status: &MatchStatus,
    ) -> Result<MatchRecord, LedgerError> {
        let path = &self.path;
        self.import_in(m, entries, now, status).map_err(|e| reclassify(e, path))
    }

    fn import_in(
        &self,
        m: &NewMatch,
        entries: &[NewEntry],
        now: DateTime<Utc>,
        status: &MatchStatus,
    ) -> Result<MatchRecord, LedgerError> {
        let tx = begin_write(&self.conn, &self.path)?;
        queries::refuse_taken_name(&tx, m.name.as_deref())?;
        let match_id = queries::insert_match(&tx, m, now, status)?;
        queries::set_current_match(&tx, match_id)?;
        let now_text = timestamps::to_text(now);
        let mut ids: Vec<EntryId> = Vec::with_capacity(entries.len());
        let mut head = MatchHead::default();
        for entry in entries {
            let earlier = |position: EntryId| usize::try_from(position).ok().and_then(|index| ids.get(index).copied());
            let voids = entry
                .voids
                .map(|position| earlier(position).ok_or(LedgerError::BadVoid { entry: position }))
                .transpose()?;
            let corrects = match entry.corrects {
                None => None,
                Some(position) => {
                    let bad = LedgerError::BadCorrection { entry: position };
                    let id = earlier(position).ok_or(bad)?;
                    if !queries::correction_target(&tx, id, match_id, entry.kind)? {
                        return Err(LedgerError::BadCorrection { entry: position });
                    }
                    Some(id)
                }
            };
            ids.push(queries::insert_entry(&tx, match_id, entry, (voids, corrects), &now_text, &mut head)?);
        }
        chain::set_head(&tx, match_id, &head)?;
        let record = queries::find_match(&tx, &MatchSelector::Id(match_id))?;
        tx.commit()?;
        Ok(record)
    }

    /// The match a command acts on when it is not told which: the one last created, imported,
    /// written to or chosen with `kozyr use`, finished or not. `None` when none was ever chosen
    /// (the caller falls back to the latest unfinished match).
    pub fn current_match(&self) -> Result<Option<MatchId>, LedgerError> {
        queries::current_match(&self.conn).map_err(|e| reclassify(e, &self.path))
    }

    /// Makes `id` the current match (`kozyr use`). Creating, importing and appending set it
    /// themselves, inside their own transaction.
    pub fn set_current_match(&mut self, id: MatchId) -> Result<(), LedgerError> {
        let path = &self.path;
        let tx = begin_write(&self.conn, path)?;
        // Checked first so an unknown id is "no such match", not a foreign-key failure.
        queries::find_match(&tx, &MatchSelector::Id(id)).map_err(|e| reclassify(e, path))?;
        queries::set_current_match(&tx, id).map_err(|e| reclassify(e, path))?;
        tx.commit().map_err(|e| classify(e, path))
    }

    /// Sets the language match `id` is printed in (`matches.lang`): presentation, kept beside the
    /// match and outside its chain, since no score depends on it.
    pub fn set_match_lang(&mut self, id: MatchId, lang: Option<&str>) -> Result<(), LedgerError> {
        let path = &self.path;
        let tx = begin_write(&self.conn, path)?;
        queries::find_match(&tx, &MatchSelector::Id(id)).map_err(|e| reclassify(e, path))?;
        queries::set_match_lang(&tx, id, lang).map_err(|e| reclassify(e, path))?;
        tx.commit().map_err(|e| classify(e, path))
    }

    /// The matches called `name`, compared as a table reads names: exactly (through the index),
    /// else ignoring case and Unicode normalisation. Empty when none is; more than one only in a
    /// ledger from before names were compared so, which the caller must not guess between.
    pub fn matches_named(&self, name: &str) -> Result<Vec<MatchRecord>, LedgerError> {
        let path = &self.path;
        let ids = queries::matches_named(&self.conn, name).map_err(|e| reclassify(e, path))?;
        ids.into_iter()
            .map(|id| queries::find_match(&self.conn, &MatchSelector::Id(id)).map_err(|e| reclassify(e, path)))
            .collect()
    }

    /// The number of migrations this ledger has run.
    pub fn schema_version(&self) -> Result<u32, LedgerError> {
        Ok(migrations::user_version(&self.conn)?)
    }
}

/// Players as people: who is who across matches, renames and merges.
impl Ledger {
    /// Every player and every rename and merge, read at once.
    pub fn player_book(&self) -> Result<PlayerBook, LedgerError> {
        self.read(players::book)
    }

    /// Every player id with the person it now is (itself, or the person it was merged into): the
    /// one grouping of seats by person that every statistic uses.
    pub fn identities(&self) -> Result<HashMap<i64, i64>, LedgerError> {
        Ok(self.player_book()?.identities())
    }

    /// The matches each player sat in, by player id.
    pub fn seated(&self) -> Result<HashMap<i64, BTreeSet<MatchId>>, LedgerError> {
        self.read(players::seated)
    }

    /// Validate-then-write for renames and merges, in ONE `BEGIN IMMEDIATE` transaction: reads
    /// the [`PlayerBook`], calls `f` (the caller resolves the typed names and refuses what the
    /// table may not do); if `f` errors, nothing is written. Appends the player entry and writes
    /// the caches it changes (`players.name`, `players.merged_into`), then commits. Returns the
    /// entry's id.
    pub fn change_players<E, F>(&mut self, now: DateTime<Utc>, f: F) -> Result<i64, E>
    where
        E: From<LedgerError>,
        F: FnOnce(&PlayerBook) -> Result<PlayerChange, E>,
    {
        let path = &self.path;
        let tx = begin_write(&self.conn, path)?;
        let book = players::book(&tx).map_err(|e| reclassify(e, path))?;
        let change = f(&book)?;
        let id = players::record(&tx, &change, now).map_err(|e| reclassify(e, path))?;
        tx.commit().map_err(|e| classify(e, path))?;
        Ok(id)
    }

    /// The players whose cached name or merge disagrees with a replay of the player entries from
    /// the names the players were first seated under.
    pub fn player_drift(&self) -> Result<Vec<PlayerDrift>, LedgerError> {
        self.read(|conn| Ok(players::book(conn)?.drift(&players::first_seats(conn)?)))
    }
}

/// The chain and the snapshot cache: finding out whether a match's entries are still those
/// recorded, and keeping replayed states that can be trusted only as far as the chain is.
impl Ledger {
    /// The full check of one match: every entry re-hashed over its stored bytes, every link
    /// followed, and the match row's head and length compared with the last entry. The verdict
    /// names the first break: which entry and what changed there (see `Breach`).
    pub fn verify_match(&self, id: MatchId) -> Result<ChainVerdict, LedgerError> {
        self.read(|conn| chain::verify(conn, id))
    }

    /// `verify_match` for every match of the ledger, in id order.
    pub fn verify_all(&self) -> Result<Vec<ChainVerdict>, LedgerError> {
        self.read(|conn| {
            let mut ids: Vec<MatchId> = queries::all_matches(conn)?.iter().map(|m| m.id).collect();
            ids.sort_unstable();
            ids.into_iter().map(|id| chain::verify(conn, id)).collect()
        })
    }

    /// The cheap check for every read: reads only the id, kind, link and hash of the match's
    /// entries and the match row's head and length, and hashes nothing. It finds entries
    /// deleted, added by hand or moved out of the match, and entries missing at the end; an entry
    /// edited in place is found by `check_records` over the entries a command replays.
    pub fn check_links(&self, id: MatchId) -> Result<ChainVerdict, LedgerError> {
        self.read(|conn| chain::check_links(conn, id))
    }

    /// Re-hashes a run of the match's records as a command read them (all of them, or those
    /// after a snapshot), `first` being the 1-based position in the match of the first record:
    /// each must fit its own hash and link to the one before it.
    pub fn check_records(
        &self,
        id: MatchId,
        first: usize,
        records: &[EntryRecord],
    ) -> Result<Option<ChainBreak>, LedgerError> {
        chain::check_run(&self.conn, id, first, records).map_err(|e| reclassify(e, &self.path))
    }

    /// The match's entries after entry `after` (the entry a snapshot follows), in id order.
    pub fn entries_after(&self, id: MatchId, after: EntryId) -> Result<Vec<EntryRecord>, LedgerError> {
        queries::entries_after(&self.conn, id, after).map_err(|e| reclassify(e, &self.path))
    }

    /// Caches `state`, the match's replayed state after `entry`, sealed with the entry's hash: a
    /// snapshot is trusted only while that entry is still the one its seal was made over.
    /// Replaces a snapshot already kept for the entry. `LedgerError::SnapshotTarget` if `entry`
    /// is not a chained entry of the match.
    pub fn put_snapshot(&mut self, id: MatchId, entry: EntryId, state: &str) -> Result<(), LedgerError> {
        let path = &self.path;
        let tx = begin_write(&self.conn, path)?;
        snapshot::put(&tx, id, entry, state).map_err(|e| reclassify(e, path))?;
        tx.commit().map_err(|e| classify(e, path))?;
        Ok(())
    }

    /// The latest snapshot of the match at or before `entry`, with its seal checked. A bad seal
    /// gives `SnapshotLookup::BadSeal`, never the state: the caller replays from the start and
    /// may say so.
    pub fn snapshot(&self, id: MatchId, entry: EntryId) -> Result<SnapshotLookup, LedgerError> {
        self.read(|conn| snapshot::latest(conn, id, entry))
    }

    /// Forgets the match's snapshots after entries from `from` on (a cache may always be
    /// emptied); returns how many were dropped.
    pub fn drop_snapshots(&mut self, id: MatchId, from: EntryId) -> Result<usize, LedgerError> {
        let path = &self.path;
        let tx = begin_write(&self.conn, path)?;
        let n = snapshot::drop_from(&tx, id, from).map_err(|e| reclassify(e, path))?;
        tx.commit().map_err(|e| classify(e, path))?;
        Ok(n)
    }

    /// Reads match `id` for a command that replays only its end: the entries after its latest
    /// sealed snapshot that leaves at least `back` entries after it (`None`: the whole match), in
    /// one read transaction, with the links of the whole match and the hashes of the entries read
    /// checked (see [`Tail`]).
    pub fn tail(&self, id: MatchId, back: Option<usize>) -> Result<Tail, LedgerError> {
        self.read(|conn| tail::read(conn, id, back))
    }

    /// [`Ledger::append_with`] for a command that checks a new entry against the end of the match
    /// only: in one write transaction, reads the match from its latest snapshot that leaves `back`
    /// entries after it (`None`: whole) with its chain checked, and hands `f` the record and that
    /// [`Tail`]. `f` returns the
    /// entries to append, the new standing and, when it is time for one, the state to keep as a
    /// snapshot after the last new entry.
    pub fn append_resumed<E, F>(
        &mut self,
        id: MatchId,
        now: DateTime<Utc>,
        back: Option<usize>,
        f: F,
    ) -> Result<Vec<EntryId>, E>
    where
        E: From<LedgerError>,
        F: FnOnce(&MatchRecord, &Tail) -> Result<(Vec<NewEntry>, MatchStatus, Option<String>), E>,
    {
        let path = &self.path;
        let tx = begin_write(&self.conn, path)?;
        let record = queries::find_match(&tx, &MatchSelector::Id(id)).map_err(|e| reclassify(e, path))?;
        let read = tail::read(&tx, id, back).map_err(|e| reclassify(e, path))?;
        let (new_entries, status, state) = f(&record, &read)?;
        let ids = queries::append_entries(&tx, id, &new_entries, now).map_err(|e| reclassify(e, path))?;
        queries::update_status(&tx, id, &status, now).map_err(|e| reclassify(e, path))?;
        queries::set_current_match(&tx, id).map_err(|e| reclassify(e, path))?;
        if let (Some(state), Some(&last)) = (state, ids.last()) {
            snapshot::put(&tx, id, last, &state).map_err(|e| reclassify(e, path))?;
        }
        tx.commit().map_err(|e| classify(e, path))?;
        Ok(ids)
    }

    /// Keeps `states` (entry, state) as snapshots of match `id` in one transaction: what `import`
    /// leaves behind so that the first command on a long imported match need not replay it whole.
    pub fn put_snapshots(&mut self, id: MatchId, states: &[(EntryId, String)]) -> Result<(), LedgerError> {
        let path = &self.path;
        let tx = begin_write(&self.conn, path)?;
        for (entry, state) in states {
            snapshot::put(&tx, id, *entry, state).map_err(|e| reclassify(e, path))?;
        }
        tx.commit().map_err(|e| classify(e, path))?;
        Ok(())
    }

    /// Rewrites the cached standing of matches a reader had to replay because their cache was
    /// written before it held something it now holds (`kozyr stats` on a ledger from before the
    /// figures): `(match, entries replayed, standing)`. A cache, not history: a match that has
    /// gained an entry since the replay (its length is no longer `entries`) is left alone, so a
    /// standing never goes back in time. One transaction; the next reader replays nothing.
    pub fn refresh_standings(&mut self, fresh: &[(MatchId, usize, serde_json::Value)]) -> Result<(), LedgerError> {
        let path = &self.path;
        let tx = begin_write(&self.conn, path)?;
        for (id, entries, summary) in fresh {
            queries::refresh_status(&tx, *id, *entries, summary).map_err(|e| reclassify(e, path))?;
        }
        tx.commit().map_err(|e| classify(e, path))?;
        Ok(())
    }

    /// The ids of match `id`'s entries, in order.
    pub fn entry_ids(&self, id: MatchId) -> Result<Vec<EntryId>, LedgerError> {
        self.read(|conn| queries::entry_ids(conn, id))
    }

    /// Runs `f` in one read transaction, so that everything it reads is one state of the
    /// ledger even while another process appends.
    fn read<T>(&self, f: impl FnOnce(&Connection) -> Result<T, LedgerError>) -> Result<T, LedgerError> {
        let path = &self.path;
        let tx =
            Transaction::new_unchecked(&self.conn, TransactionBehavior::Deferred).map_err(|e| classify(e, path))?;
        let out = f(&tx).map_err(|e| reclassify(e, path))?;
        tx.finish().map_err(|e| classify(e, path))?;
        Ok(out)
    }
}

/// Whether the database holds any table, index, view or trigger; only an empty one may become
/// a ledger.
fn has_schema(conn: &Connection) -> Result<bool, rusqlite::Error> {
    conn.prepare("SELECT 1 FROM sqlite_schema")?.exists([])
}

/// The WAL file SQLite keeps next to a ledger.
fn wal(path: &Path) -> PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push("-wal");
    PathBuf::from(p)
}

/// Starts a write transaction, waiting for this process's turn. `BEGIN IMMEDIATE` takes the write
/// lock up front, and the busy handler polls for it every few milliseconds; while other writers
/// keep finishing (the ledger's data version moves), the wait goes on, so a queue of any
/// realistic length drains without a failure. Only a lock nobody releases for `STALL` (or a wait
/// past `MAX_WAIT`) gives up, with `LedgerError::Busy`.
pub(super) fn begin_write<'c>(conn: &'c Connection, path: &Path) -> Result<Transaction<'c>, LedgerError> {
    let started = Instant::now();
    let mut seen = data_version(conn).map_err(|e| classify(e, path))?;
    let mut progress = started;
    loop {
        // The connection is never inside a transaction here: every caller holds it exclusively.
        match Transaction::new_unchecked(conn, TransactionBehavior::Immediate) {
            Ok(tx) => return Ok(tx),
            Err(e) if is_busy(&e) => {
                let now = data_version(conn).map_err(|e| classify(e, path))?;
                if now != seen {
                    seen = now;
                    progress = Instant::now();
                }
                if progress.elapsed() >= STALL || started.elapsed() >= MAX_WAIT {
                    return Err(LedgerError::Busy { path: path.to_path_buf(), waited: started.elapsed() });
                }
            }
            Err(e) => return Err(classify(e, path)),
        }
    }
}

/// A number that changes whenever another connection commits to the ledger.
fn data_version(conn: &Connection) -> Result<i64, rusqlite::Error> {
    conn.pragma_query_value(None, "data_version", |row| row.get(0))
}

fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(e.sqlite_error_code(), Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked))
}

/// The busy handler: retries a lock every 1–8 ms (varied by process, so waiters do not poll in
/// step) and gives up after `STALL` on one lock, which `begin_write` then judges. SQLite's own
/// timeout backs off to 100 ms sleeps, which leaves the lock idle between queued writers.
fn wait_turn() -> impl FnMut(i32) -> bool + Send + 'static {
    let mut since = Instant::now();
    let jitter = u64::from(std::process::id() % 8);
    move |count| {
        if count == 0 {
            since = Instant::now();
        }
        if since.elapsed() >= STALL {
            return false;
        }
        let step = u64::try_from(count).unwrap_or(0);
        std::thread::sleep(Duration::from_millis(1 + (step + jitter) % 8));
        true
    }
}

/// Gives a ledger error from SQLite the meaning a user can act on (see `classify`).
fn reclassify(err: LedgerError, path: &Path) -> LedgerError {
    match err {
        LedgerError::Sqlite(inner) => classify(inner, path),
        other => other,
    }
}

/// What an SQLite error means for the user: a file that is not a database is not a ledger (SQLite
/// notices only when it first reads it); a lock held too long is `Busy`; a file or directory that
/// cannot be opened or written is `NotAFile` or `Unwritable`, with the reason the system gives.
/// Anything else stays a database failure.
fn classify(err: rusqlite::Error, path: &Path) -> LedgerError {
    match err.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => LedgerError::NotALedger { path: path.to_path_buf() },
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
            LedgerError::Busy { path: path.to_path_buf(), waited: STALL }
        }
        Some(ErrorCode::CannotOpen | ErrorCode::ReadOnly | ErrorCode::PermissionDenied) if path.is_dir() => {
            LedgerError::NotAFile { path: path.to_path_buf() }
        }
        Some(ErrorCode::CannotOpen | ErrorCode::ReadOnly | ErrorCode::PermissionDenied) => LedgerError::Unwritable {
            path: path.to_path_buf(),
            reason: why_unwritable(path).unwrap_or_else(|| UnwritableReason::Other(err.to_string())),
        },
        _ => LedgerError::Sqlite(err),
    }
}

/// Asks the system why `path` cannot be written: opens the file for writing (or creates it, and
/// removes it again), then does the same for a file beside it, where SQLite keeps its WAL.
/// Only called after SQLite has failed, so the probes fail too in practice.
fn why_unwritable(path: &Path) -> Option<UnwritableReason> {
    let probe = |p: &Path| -> io::Result<()> {
        if p.exists() {
            fs::OpenOptions::new().read(true).write(true).open(p).map(drop)
        } else {
            fs::OpenOptions::new().write(true).create_new(true).open(p)?;
            fs::remove_file(p)
        }
    };
    let mut beside = path.as_os_str().to_owned();
    beside.push("-kozyr-probe");
    let err = probe(path).err().or_else(|| probe(Path::new(&beside)).err())?;
    Some(UnwritableReason::from(&err))
}
