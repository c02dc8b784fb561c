//! What every command shares: the output mode, the ledger, and a match loaded and replayed.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;

use chrono::Utc;
use serde_json::{json, Value};

use super::language::Choice;
use super::{match_opt, Failure};
use crate::games::{self, Entry, Game, Penalty, Replay, Resume, RuleError, Scored, Setup};
use crate::i18n::{Lang, Msg};
use crate::ledger::{ChainBreak, EntryKind, EntryRecord, Ledger, MatchRecord, NewEntry, Tail};
use crate::msg;
use crate::report::{self, Heading, Human, Layout};

pub struct Ctx {
    pub json: bool,
    pub ledger: Option<PathBuf>,
    /// The language the user chose (`--lang`, `KOZYR_LANG`) and the locale's.
    pub choice: Choice,
    /// How the output looks: width, colour, plain ASCII.
    pub out: Output,
    /// The language everything is printed in: the choice, else the match's own once one is read,
    /// else the locale's.
    lang: Cell<Lang>,
}

impl Ctx {
    pub fn new(json: bool, ledger: Option<PathBuf>, choice: Choice, out: Output) -> Ctx {
        Ctx { json, ledger, choice, out, lang: Cell::new(choice.lang(None)) }
    }

    /// The language to print in now.
    pub fn lang(&self) -> Lang {
        self.lang.get()
    }

    /// A match read from the ledger prints in its own language unless the user chose one with
    /// `--lang` or `KOZYR_LANG`; the locale comes after it.
    pub fn follow_match(&self, record: &MatchRecord) {
        self.lang.set(self.choice.lang(own_lang(record)));
    }

    fn path(&self) -> Result<PathBuf, Failure> {
        Ok(match &self.ledger {
            Some(p) => p.clone(),
            None => Ledger::default_path()?,
        })
    }

    /// Opens the ledger, creating it if needed: for the commands that start a match (`new`,
    /// `import`, `demo --ledger`). An empty file the user named becomes the new ledger.
    pub fn create(&self) -> Result<Ledger, Failure> {
        Ok(Ledger::open(&self.path()?)?)
    }

    /// Opens an existing ledger. A mistyped `--ledger` path must not leave a new empty ledger behind,
    /// so every command that does not start a match refuses a missing file, and an empty file
    /// or a directory, which it leaves as they are.
    pub fn open(&self) -> Result<Ledger, Failure> {
        let path = self.path()?;
        if !path.exists() {
            return Err(Failure::input("ledger.missing", msg!("ledger-missing", path = path.display().to_string())));
        }
        Ok(Ledger::open_existing(&path)?)
    }

    /// How reports are laid out for this reader: the language now, the output's width, ASCII, colour.
    pub fn layout(&self) -> Layout {
        Layout { lang: self.lang(), width: self.out.width, ascii: self.out.ascii, color: self.out.color }
    }

    /// Prints the human view in the reader's layout, or the JSON view with `--json`.
    pub fn emit(&self, human: &(impl Human + ?Sized), json: impl FnOnce() -> Value) -> Result<(), Failure> {
        if self.json {
            stdout(&(serde_json::to_string_pretty(&json()).unwrap_or_default() + "\n"))
        } else {
            stdout(&human.text(&self.layout()))
        }
    }
}

/// The match's own language, if it has one (a ledger from before matches kept one: none).
pub fn own_lang(record: &MatchRecord) -> Option<Lang> {
    record.lang.as_deref().and_then(Lang::from_tag)
}

/// How text output is laid out, decided once from the flags, the environment and the terminal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Output {
    /// The width a line may take: `COLUMNS`, else the terminal's width, else (piped) 120.
    pub width: usize,
    /// Colour: only on a terminal, never with `NO_COLOR` set, never with `--ascii`.
    pub color: bool,
    /// `--ascii`: plain ASCII tables, marks, suits and minus signs.
    pub ascii: bool,
    /// Standard output is a terminal (a pager and prompts make sense).
    pub terminal: bool,
}

impl Output {
    /// The layout for this process: `COLUMNS` wins over the terminal's size so that a user (and a
    /// test) can ask for any width.
    pub fn detect(ascii: bool) -> Output {
        use std::io::IsTerminal;
        let terminal = std::io::stdout().is_terminal();
        let columns = std::env::var("COLUMNS").ok().and_then(|c| c.trim().parse::<usize>().ok()).filter(|&c| c > 0);
        let measured = if terminal { terminal_size::terminal_size().map(|(w, _)| usize::from(w.0)) } else { None };
        let width = columns.or(measured).unwrap_or(120).max(20);
        let color = terminal && !ascii && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        Output { width, color, ascii, terminal }
    }
}

impl Default for Output {
    fn default() -> Output {
        Output { width: 120, color: false, ascii: false, terminal: false }
    }
}

/// Writes to standard output. A reader that went away (`kozyr show | head`) has all it wanted,
/// so that is no error; `print!` would panic on it.
pub fn stdout(text: &str) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(()),
    }
}

/// A match from the ledger, read back into the game's terms.
pub struct Loaded {
    pub record: MatchRecord,
    pub game: &'static dyn Game,
    pub setup: Setup,
    /// The entries replayed: all of the match's, or those after `base`.
    pub entries: Vec<Entry>,
    /// Ledger id of each entry of the match by its position (0 for the entries before `base`,
    /// which were not read).
    pub ids: Vec<i64>,
    /// Where the match stood after the entries before `entries`, from a snapshot.
    pub base: Option<Resume>,
    /// Why each of `entries` was recorded, when the table said (voids and corrections), beside the
    /// entries: reasons explain and never change a number, so they are no part of an [`Entry`].
    pub reasons: Vec<Option<String>>,
    /// Which of `entries` are voids written by `kozyr undo` or `kozyr redo` (the void's stored
    /// `step`), beside the entries: an undo walks back over them to the actions of the table.
    pub steps: Vec<Option<Step>>,
}

/// A void written by `undo` or `redo` rather than by `void`: stored as the void's `step` ("undo",
/// "redo") in its payload, which the chain covers like every stored text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Undo,
    Redo,
}

impl Step {
    pub fn as_str(self) -> &'static str {
        match self {
            Step::Undo => "undo",
            Step::Redo => "redo",
        }
    }

    /// The step a stored entry was written by, if it is a void written by `undo` or `redo`.
    pub fn of(r: &EntryRecord) -> Option<Step> {
        if r.kind != EntryKind::Void {
            return None;
        }
        match r.payload.get("step").and_then(Value::as_str) {
            Some("undo") => Some(Step::Undo),
            Some("redo") => Some(Step::Redo),
            _ => None,
        }
    }
}

impl Loaded {
    pub fn new(record: &MatchRecord, recs: &[EntryRecord]) -> Result<Loaded, Failure> {
        let (game, setup) = Loaded::setup_of(record)?;
        let ids: Vec<i64> = recs.iter().map(|r| r.id).collect();
        let entries = recs.iter().map(|r| to_entry(r, &ids)).collect::<Result<Vec<_>, Failure>>()?;
        let reasons = recs.iter().map(|r| r.reason.clone()).collect();
        let steps = recs.iter().map(Step::of).collect();
        Ok(Loaded { record: record.clone(), game, setup, entries, ids, base: None, reasons, steps })
    }

    /// The match with every entry it has, read from `ledger`.
    pub fn whole(ledger: &Ledger, record: &MatchRecord) -> Result<Loaded, Failure> {
        Loaded::new(record, &ledger.entries(record.id)?)
    }

    /// The match's game and its table as recorded: players, teams and options (read as the match
    /// was refereed when it was recorded, [`Game::restore`]).
    pub fn setup_of(record: &MatchRecord) -> Result<(&'static dyn Game, Setup), Failure> {
        let game = games::find(&record.game)?;
        let empty = serde_json::Map::new();
        let options = record.options.as_object().unwrap_or(&empty);
        let setup = game.restore(&record.players, record.teams.as_ref().and_then(Value::as_object), options)?;
        Ok((game, setup))
    }

    /// The match as `tail` read it: from its snapshot on, or whole. `None` when the snapshot is
    /// not one this build can go on from (the caller reads the match whole).
    fn from_tail(record: &MatchRecord, tail: &Tail) -> Result<Option<Loaded>, Failure> {
        let base = match &tail.snapshot {
            None => None,
            Some(s) => match serde_json::from_str::<Resume>(&s.state) {
                // A snapshot from before snapshots kept the figures cannot tell them: the match is
                // read whole, so that the standing cached with the next entry holds them all.
                Ok(r) if r.entries == tail.before && tail.before > 0 && r.figures.is_some() => Some(r),
                _ => return Ok(None),
            },
        };
        let mut loaded = Loaded::new(record, &[])?;
        let mut ids = vec![0; tail.before];
        ids.extend(tail.records.iter().map(|r| r.id));
        loaded.entries = tail.records.iter().map(|r| to_entry(r, &ids)).collect::<Result<Vec<_>, Failure>>()?;
        loaded.ids = ids;
        loaded.base = base;
        loaded.reasons = tail.records.iter().map(|r| r.reason.clone()).collect();
        loaded.steps = tail.records.iter().map(Step::of).collect();
        Ok(Some(loaded))
    }

    /// The replay, with the reasons of its voids and corrections attached, and the state after it
    /// (`None`: the game cannot be resumed).
    pub fn replay_state(&self) -> Result<(Replay, Option<Resume>), RuleError> {
        games::replay_from(self.game, &self.setup, self.base.as_ref(), &self.entries)
            .map(|(r, after)| (r.with_reasons(&self.reasons), after))
    }

    pub fn replay(&self) -> Result<Replay, RuleError> {
        self.replay_state().map(|(r, _)| r)
    }

    /// The sheet's heading: the match's number, name, game and players, and what each voided
    /// entry was.
    pub fn title(&self) -> Heading {
        let game = Msg::new(format!("game-{}", self.game.info().id), vec![]);
        let players = self.setup.players.join(", ");
        let title = match &self.record.name {
            Some(name) => msg!("sheet-title-named", id = self.record.id, name = name, game = game, players = players),
            None => msg!("sheet-title", id = self.record.id, game = game, players = players),
        };
        Heading { title, voided: self.voided() }
    }

    /// What each voided entry was, by entry number.
    pub fn voided(&self) -> BTreeMap<usize, Scored> {
        report::voided_from(self.game, &self.setup, self.base.as_ref(), &self.entries)
    }
}

/// The entry a ledger row records. A deal or penalty that `corrects` another is read back as the
/// correction of that entry's place; a void or a correction naming an id that is not an earlier
/// entry of the match gets place 0, which the replay refuses with the rule it breaks.
pub fn to_entry(r: &EntryRecord, ids: &[i64]) -> Result<Entry, Failure> {
    let position = |id: Option<i64>| id.and_then(|v| ids.iter().position(|&x| x == v)).map_or(0, |p| p + 1);
    let entry = match r.kind {
        EntryKind::Deal => Entry::Deal(r.payload.clone()),
        EntryKind::Penalty => Entry::Penalty(
            serde_json::from_value::<Penalty>(r.payload.clone()).map_err(|e| Failure::Internal(e.into()))?,
        ),
        EntryKind::Void => return Ok(Entry::Void(position(r.voids))),
        EntryKind::Note => return Ok(Entry::Note(r.payload.as_str().unwrap_or_default().to_string())),
    };
    Ok(match r.corrects {
        Some(_) => Entry::Correct(position(r.corrects), Box::new(entry)),
        None => entry,
    })
}

/// The ledger row for a new entry: a void names the ledger id of the entry it cancels, a
/// correction is stored as an entry of its version's kind that `corrects` the id of its place.
/// The reason a void or a correction carries is set by the caller (`NewEntry::reason`), as it is
/// kept beside the entry.
pub fn to_new_entry(e: &Entry, ids: &[i64]) -> NewEntry {
    let id_of = |n: usize| n.checked_sub(1).and_then(|i| ids.get(i)).copied();
    let plain = |kind, payload| NewEntry { kind, payload, voids: None, corrects: None, reason: None };
    match e {
        Entry::Deal(v) => plain(EntryKind::Deal, v.clone()),
        Entry::Penalty(p) => plain(EntryKind::Penalty, serde_json::to_value(p).unwrap_or(Value::Null)),
        Entry::Void(n) => NewEntry { voids: id_of(*n), ..plain(EntryKind::Void, json!({ "entry": n })) },
        Entry::Note(t) => plain(EntryKind::Note, Value::from(t.as_str())),
        Entry::Correct(n, version) => NewEntry { corrects: id_of(*n), ..to_new_entry(version, ids) },
        // Never recorded: a turn exists only inside a replay.
        Entry::Turn => plain(EntryKind::Note, Value::Null),
    }
}

/// Validates `make`'s entry against the match the user named (`given`, else the current match)
/// and appends it, all in one transaction: nothing is written unless the replay with the new entry
/// succeeds. `scope` says how much of the match is replayed (see [`append_scoped`]). A match that
/// is over is refused with the open ones `command` could use.
pub fn append_in(
    ctx: &Ctx,
    ledger: &mut Ledger,
    given: Option<&str>,
    command: &'static str,
    scope: Scope,
    make: impl FnMut(&Loaded) -> Result<Entry, Failure>,
) -> Result<(Loaded, Replay), Failure> {
    let found = match_opt::find(ledger, given)?;
    append_scoped(ctx, ledger, &found, scope, make).map_err(|f| match_opt::finished_hint(ledger, &found, command, f))
}

impl Ctx {
    /// What a command that prints the sheet replays: its last page for a person, every entry for
    /// `--json` (whose view lists every deal) or when `all` is asked for.
    pub fn sheet_scope(&self, all: bool) -> Scope {
        if all || self.json {
            Scope::Whole
        } else {
            Scope::Page
        }
    }
}

/// [`append`] to a match already found. The match becomes the current one in the same
/// transaction. The whole match is replayed: `make` may look at any of it.
pub fn append_to(
    ctx: &Ctx,
    ledger: &mut Ledger,
    found: &MatchRecord,
    make: impl FnMut(&Loaded) -> Result<Entry, Failure>,
) -> Result<(Loaded, Replay), Failure> {
    append_scoped(ctx, ledger, found, Scope::Whole, make)
}

/// How much of a match a command replays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Every entry: what the JSON views, `explain`, `export` and the corrections need.
    Whole,
    /// The end: from the latest snapshot that leaves the sheet's last page ([`PAGE`] entries at
    /// least) to be replayed — what `show` prints and what a new deal is checked against.
    Page,
}

/// The fewest entries the sheet of a long match shows (`kozyr show --all`: every one). Matches
/// as a table plays them are shorter, and are shown whole.
pub const PAGE: usize = 50;

/// A snapshot of the match's state is kept after every entry whose number is a multiple of this,
/// so that a command replays at most this many entries beyond the page it shows.
pub const SNAPSHOT_EVERY: usize = 32;

/// The entries a command reads are not the ones recorded: a write is refused, and says so.
pub(super) fn chain_refusal(record: &MatchRecord, broken: &ChainBreak) -> Failure {
    Failure::input("ledger.chain.broken", super::verify::break_warning(record, broken))
}

/// The snapshot a write keeps, given the state its replay ended in: one after every entry whose
/// number is a multiple of [`SNAPSHOT_EVERY`], whichever command wrote it.
pub(super) fn snapshot_due(after: Option<Resume>) -> Option<String> {
    after.filter(|a| a.entries % SNAPSHOT_EVERY == 0).and_then(|a| serde_json::to_string(&a).ok())
}

/// [`append_to`] replaying `scope` of the match: with [`Scope::Page`], only the entries after the
/// latest snapshot, and a new snapshot is kept when enough entries were replayed since.
pub fn append_scoped(
    ctx: &Ctx,
    ledger: &mut Ledger,
    found: &MatchRecord,
    scope: Scope,
    make: impl FnMut(&Loaded) -> Result<Entry, Failure>,
) -> Result<(Loaded, Replay), Failure> {
    append_step(ctx, ledger, found, scope, None, make)
}

/// [`append_in`] for the void `undo` or `redo` writes: stored with its `step`.
pub fn append_in_step(
    ctx: &Ctx,
    ledger: &mut Ledger,
    given: Option<&str>,
    command: &'static str,
    step: Step,
    make: impl FnMut(&Loaded) -> Result<Entry, Failure>,
) -> Result<(Loaded, Replay), Failure> {
    let found = match_opt::find(ledger, given)?;
    let scope = ctx.sheet_scope(false);
    append_step(ctx, ledger, &found, scope, Some(step), make)
        .map_err(|f| match_opt::finished_hint(ledger, &found, command, f))
}

/// [`append_scoped`], the entry stored with `step` when `undo` or `redo` writes it.
fn append_step(
    ctx: &Ctx,
    ledger: &mut Ledger,
    found: &MatchRecord,
    scope: Scope,
    step: Option<Step>,
    mut make: impl FnMut(&Loaded) -> Result<Entry, Failure>,
) -> Result<(Loaded, Replay), Failure> {
    ctx.follow_match(found);
    let id = found.id;
    // The entry is made once, from the first reading; a retry of the whole match (a snapshot
    // that cannot be gone on from) checks the same entry again.
    let mut made: Option<Entry> = None;
    let mut back = (scope == Scope::Page).then_some(PAGE);
    loop {
        let mut out = None;
        let mut stale = false;
        let written = ledger.append_resumed(id, Utc::now(), back, |record, tail| {
            if let Some(b) = &tail.broken {
                return Err(chain_refusal(record, b));
            }
            let Some(mut loaded) = Loaded::from_tail(record, tail)? else {
                stale = true;
                return Err(Failure::input("match.snapshot", msg!("match-snapshot")));
            };
            let entry = match made.take() {
                Some(e) => e,
                // `make` may ask for the whole match (`match.snapshot`): what it needs is before
                // the snapshot, and it is asked again with the whole match.
                None => make(&loaded).inspect_err(|e| {
                    stale = matches!(e, Failure::Rule(r) if r.rule == "match.snapshot") && loaded.base.is_some();
                })?,
            };
            made = Some(entry.clone());
            let mut new = to_new_entry(&entry, &loaded.ids);
            if let (Some(step), Value::Object(m)) = (step, &mut new.payload) {
                m.insert("step".into(), Value::from(step.as_str()));
            }
            loaded.entries.push(entry);
            loaded.reasons.resize(loaded.entries.len() - 1, None);
            loaded.reasons.push(None);
            loaded.steps.resize(loaded.entries.len() - 1, None);
            loaded.steps.push(step);
            let n = loaded.ids.len() + 1;
            let (replay, after) = match loaded.replay_state() {
                Ok(r) => r,
                Err(e) if e.rule == "match.snapshot" && loaded.base.is_some() => {
                    stale = true;
                    return Err(e.into());
                }
                Err(e) => return Err(e.at_entry(n).into()),
            };
            let st = report::standing(&replay);
            let state = snapshot_due(after);
            out = Some((loaded, replay));
            Ok::<_, Failure>((vec![new], st, state))
        });
        match written {
            Ok(_) => {
                return out.ok_or_else(|| Failure::Internal(anyhow::anyhow!("the entry was written but not replayed")))
            }
            Err(_) if stale && back.is_some() => back = None,
            Err(f) => return Err(f),
        }
    }
}

/// Loads a match for reading: the one the user named (`given`), else the current match. The
/// whole match, with its chain checked (a break is said on standard error).
pub fn load(ctx: &Ctx, ledger: &Ledger, given: Option<&str>) -> Result<Loaded, Failure> {
    let record = match_opt::find(ledger, given)?;
    load_record(ctx, ledger, record)
}

/// Loads a match already found, whole.
pub fn load_record(ctx: &Ctx, ledger: &Ledger, record: MatchRecord) -> Result<Loaded, Failure> {
    ctx.follow_match(&record);
    let tail = ledger.tail(record.id, None)?;
    warn_broken(ctx, &record, tail.broken.as_ref());
    Loaded::from_tail(&record, &tail)?
        .ok_or_else(|| Failure::Internal(anyhow::anyhow!("a whole match has no snapshot to go on from")))
}

/// Loads a match already found from its latest snapshot (`from_snapshot`), else whole, with its
/// chain checked: what a new entry is checked against without being recorded (`kozyr check`).
pub fn load_end(ctx: &Ctx, ledger: &Ledger, record: MatchRecord, from_snapshot: bool) -> Result<Loaded, Failure> {
    ctx.follow_match(&record);
    let tail = ledger.tail(record.id, from_snapshot.then_some(0))?;
    warn_broken(ctx, &record, tail.broken.as_ref());
    match Loaded::from_tail(&record, &tail)? {
        Some(l) => Ok(l),
        None => load_record(ctx, ledger, record),
    }
}

/// Loads and replays `scope` of a match for reading, with its chain checked and its cached
/// standing (`kozyr list`) compared with the replay: a difference is said on standard error.
pub fn load_replayed(
    ctx: &Ctx,
    ledger: &Ledger,
    given: Option<&str>,
    scope: Scope,
) -> Result<(Loaded, Replay), Failure> {
    let record = match_opt::find(ledger, given)?;
    ctx.follow_match(&record);
    let mut back = (scope == Scope::Page).then_some(PAGE);
    loop {
        let tail = ledger.tail(record.id, back)?;
        if back.is_none() || tail.snapshot.is_none() {
            warn_broken(ctx, &record, tail.broken.as_ref());
        }
        let loaded = match Loaded::from_tail(&record, &tail)? {
            Some(l) => l,
            None if back.is_some() => {
                back = None;
                continue;
            }
            None => return Err(Failure::Internal(anyhow::anyhow!("a whole match has no snapshot to go on from"))),
        };
        match loaded.replay() {
            Ok(replay) => {
                warn_stale(ctx, &record, &replay);
                if back.is_some() && tail.snapshot.is_some() {
                    warn_broken(ctx, &record, tail.broken.as_ref());
                }
                return Ok((loaded, replay));
            }
            Err(e) if e.rule == "match.snapshot" && back.is_some() => back = None,
            Err(e) => return Err(e.into()),
        }
    }
}

/// Says on standard error that the match's chain is broken: its entries are not those recorded.
fn warn_broken(ctx: &Ctx, record: &MatchRecord, broken: Option<&ChainBreak>) {
    if let Some(b) = broken {
        let line = super::verify::break_warning(record, b);
        let _ = writeln!(std::io::stderr(), "kozyr: {}", line.render(ctx.lang()));
    }
}

/// Says on standard error that the standing `kozyr list` shows is not that of the entries.
fn warn_stale(ctx: &Ctx, record: &MatchRecord, replay: &Replay) {
    let st = report::standing(replay);
    if !report::standing_agrees(record.status.as_ref(), &st.summary) || record.finished_at.is_some() != st.finished {
        let m = msg!("chain-stale-warning", id = record.id);
        let _ = writeln!(std::io::stderr(), "kozyr: {}", m.render(ctx.lang()));
    }
}
