//! `kozyr session`: a bridge club session — `new` starts one (pairs numbered 1 to N, a number of
//! boards, a scoring), `result` records a traveller line, `show` prints the ranking and `board` a
//! board's traveller with each line's matchpoints or IMPs. A session is a bridge match, so every
//! other command (undo, void, correct, log, export) works on it too.

use clap::{Args, Subcommand};
use serde_json::{json, Map, Value};

use super::context::{append_scoped, load_replayed, Ctx, Loaded, Scope};
use super::match_opt::{self, MatchOpt};
use super::void::{append_change, said, Which};
use super::{confirm, new, Failure};
use crate::games::bridge::ranking::{self, Frac};
use crate::games::bridge::session::{self, PAIRS};
use crate::games::bridge::{BridgeOptions, Scoring};
use crate::games::{check_reason, Entry, Replay, RuleError};
use crate::i18n::Msg;
use crate::ledger::MatchRecord;
use crate::msg;
use crate::report::text::{pad_left, pad_right, width};
use crate::report::{Layout, Ranking};

#[derive(Debug, Args)]
pub struct SessionArgs {
    #[command(subcommand)]
    pub command: SessionCmd,
}

#[derive(Debug, Subcommand)]
pub enum SessionCmd {
    /// Start a session.
    New(NewArgs),
    /// Record a traveller line.
    Result(ResultArgs),
    /// Correct a traveller line with the flags it was entered with.
    Correct(CorrectArgs),
    /// Print the ranking.
    Show(ShowArgs),
    /// Print a board's traveller.
    Board(BoardArgs),
    /// Record a match of an evening of teams.
    Match(super::session_teams::MatchArgs),
}

#[derive(Debug, Args)]
pub struct NewArgs {
    /// How many pairs play (2–99); they are numbered 1 to N.
    #[arg(long, value_name = "SESSION-PAIRS")]
    pub pairs: Option<usize>,
    /// A pair's names on the roster: 1=Иванов–Петров (repeat the flag for each pair).
    #[arg(long = "pair", value_name = "SESSION-PAIR")]
    pub pair: Vec<String>,
    /// A team of a teams match or evening, home team first (repeat the flag for each).
    #[arg(long, value_name = "SESSION-TEAM")]
    pub team: Vec<String>,
    /// How many boards are played (1–99).
    #[arg(long, value_name = "SESSION-BOARDS")]
    pub boards: u32,
    /// matchpoints, imps, cross-imps or butler.
    #[arg(long, default_value = "matchpoints", value_name = "SESSION-SCORING")]
    pub scoring: String,
    /// A name for the session, usable instead of its number.
    #[arg(long)]
    pub name: Option<String>,
}

#[derive(Debug, Args)]
pub struct ResultArgs {
    #[command(flatten)]
    pub m: MatchOpt,
    /// The board's number.
    #[arg(value_name = "SESSION-BOARD")]
    pub board: u64,
    #[command(flatten)]
    pub line: LineFlags,
}

/// A result line's flags, the same for `session result` and `session correct`.
#[derive(Debug, Args)]
pub struct LineFlags {
    /// The North-South pair's number.
    #[arg(long, value_name = "SESSION-NS")]
    pub ns: Option<String>,
    /// The East-West pair's number.
    #[arg(long, value_name = "SESSION-EW")]
    pub ew: Option<String>,
    /// A teams match: the room, open (home team North-South) or closed.
    #[arg(long, value_name = "SESSION-ROOM")]
    pub room: Option<String>,
    /// A teams match: the board's dealer, when not by the board's number.
    #[arg(long, value_name = "SESSION-DEALER")]
    pub dealer: Option<String>,
    /// The contract: 4S, 3NTX, pass.
    #[arg(long, value_name = "SESSION-CONTRACT")]
    pub contract: Option<String>,
    /// x or xx.
    #[arg(long, value_name = "SESSION-DOUBLE")]
    pub double: Option<String>,
    /// Declarer's seat: N, E, S, W.
    #[arg(long = "by", value_name = "SESSION-BY")]
    pub by: Option<String>,
    /// The tricks declarer took.
    #[arg(long, allow_negative_numbers = true, value_name = "SESSION-TRICKS")]
    pub tricks: Option<i64>,
    /// The result against the contract: =, +1, -2.
    #[arg(long, allow_hyphen_values = true, value_name = "SESSION-RESULT")]
    pub result: Option<String>,
    /// none, ns, ew or both, when not by the board's number.
    #[arg(long, value_name = "SESSION-VULNERABLE")]
    pub vulnerable: Option<String>,
    /// An artificial score for a board not played: 60/40, 50/50, 40/60.
    #[arg(long, value_name = "SESSION-ADJUSTED")]
    pub adjusted: Option<String>,
}

#[derive(Debug, Args)]
pub struct CorrectArgs {
    #[command(flatten)]
    pub m: MatchOpt,
    /// The result line's number as the sheet shows it.
    #[arg(value_name = "SESSION-LINE")]
    pub line: String,
    /// The board's number, when the line was entered on another board.
    #[arg(long, value_name = "SESSION-BOARD")]
    pub board: Option<u64>,
    #[command(flatten)]
    pub flags: LineFlags,
    /// Why the line is corrected, kept beside the correction.
    #[arg(long, value_name = "REASON")]
    pub reason: Option<String>,
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    #[command(flatten)]
    pub m: MatchOpt,
}

#[derive(Debug, Args)]
pub struct BoardArgs {
    #[command(flatten)]
    pub m: MatchOpt,
    /// The board's number.
    #[arg(value_name = "SESSION-BOARD")]
    pub board: u64,
}

pub fn run(ctx: &Ctx, a: SessionArgs) -> Result<(), Failure> {
    match a.command {
        SessionCmd::New(a) => start(ctx, a),
        SessionCmd::Result(a) => result(ctx, a),
        SessionCmd::Correct(a) => correct(ctx, a),
        SessionCmd::Show(a) => show(ctx, a),
        SessionCmd::Board(a) => board(ctx, a),
        SessionCmd::Match(a) => super::session_teams::record_match(ctx, a),
    }
}

/// A session is a bridge match with pairs for players and a session's scoring.
fn start(ctx: &Ctx, a: NewArgs) -> Result<(), Failure> {
    let club = |s: &Scoring| s.is_session() || s.is_teams();
    let scoring = Scoring::ALL.into_iter().find(|s| club(s) && s.id() == a.scoring.trim());
    let Some(scoring) = scoring else {
        let allowed: Vec<&str> = Scoring::ALL.iter().filter(|s| club(s)).map(|s| s.id()).collect();
        let text = msg!("cli-session-scoring", given = crate::games::shown(&a.scoring), allowed = allowed.join(", "));
        return Err(Failure::input("session.scoring", text));
    };
    // Pairs are numbered; teams are named, the home team first.
    let players = if scoring.is_teams() {
        if a.pairs.is_some() || a.team.is_empty() {
            return Err(Failure::input("session.teams", msg!("cli-session-teams-needed", scoring = scoring.id())));
        }
        a.team.clone()
    } else {
        let (lo, hi) = PAIRS;
        let Some(pairs) = a.pairs.filter(|_| a.team.is_empty()) else {
            return Err(Failure::input("session.pairs", msg!("cli-session-pairs-needed", scoring = scoring.id())));
        };
        if !(lo..=hi).contains(&pairs) {
            let text = msg!("bridge-session-pairs", given = pairs, min = lo, max = hi);
            return Err(RuleError::new("bridge.session.pairs", text).into());
        }
        (1..=pairs).map(|p| p.to_string()).collect()
    };
    let mut options = vec![format!("scoring={}", scoring.id()), format!("boards={}", a.boards)];
    if !a.pair.is_empty() {
        if scoring.is_teams() {
            return Err(Failure::input("session.teams", msg!("cli-session-roster-teams")));
        }
        options.push(format!("pair_names={}", roster(&a.pair)?));
    }
    new::run(ctx, new::NewArgs { game: "bridge".to_string(), players, teams: vec![], options, name: a.name })
}

/// `--pair 1=Иванов–Петров …` as the option stores it: pair number → names, each pair once. The
/// session's setup checks the numbers against its pairs.
fn roster(given: &[String]) -> Result<Value, Failure> {
    let mut names = Map::new();
    for g in given {
        let Some((pair, name)) = g.split_once('=') else {
            let text = msg!("cli-session-roster-syntax", given = crate::games::shown(g));
            return Err(RuleError::new("bridge.session.pairs", text).into());
        };
        let name = crate::games::nfc(name.trim());
        if names.insert(pair.trim().to_string(), name.into()).is_some() {
            let text = msg!("cli-session-roster-twice", pair = pair.trim());
            return Err(RuleError::new("bridge.session.pairs", text).into());
        }
    }
    Ok(Value::Object(names))
}

/// A result line as the flags typed it, as the record stores it: what was not typed is left out,
/// and the reader of the session's scoring refuses what it does not take (`--room` of a pairs
/// session).
pub(super) fn result_deal(board: u64, a: &LineFlags) -> Value {
    let mut deal = Map::new();
    deal.insert("board".into(), board.into());
    let texts = [
        ("room", &a.room),
        ("dealer", &a.dealer),
        ("ns", &a.ns),
        ("ew", &a.ew),
        ("contract", &a.contract),
        ("double", &a.double),
        ("declarer", &a.by),
        ("result", &a.result),
        ("vulnerable", &a.vulnerable),
        ("adjusted", &a.adjusted),
    ];
    for (field, v) in texts {
        if let Some(v) = v {
            deal.insert(field.into(), v.clone().into());
        }
    }
    if let Some(t) = a.tricks {
        deal.insert("tricks".into(), t.into());
    }
    Value::Object(deal)
}

/// A club session's options; `None` for any other match.
pub(super) fn session_options(record: &MatchRecord) -> Option<BridgeOptions> {
    bridge_options(record).filter(|o| o.scoring.is_session())
}

/// A bridge match's options; `None` for any other game.
pub(super) fn bridge_options(record: &MatchRecord) -> Option<BridgeOptions> {
    (record.game == "bridge").then(|| serde_json::from_value::<BridgeOptions>(record.options.clone()).ok()).flatten()
}

/// The session's options, or `session.not-a-session` naming the match.
fn options_of(record: &MatchRecord) -> Result<BridgeOptions, Failure> {
    session_options(record).ok_or_else(|| {
        Failure::input(
            "session.not-a-session",
            msg!("cli-session-not-a-session", match = match_opt::match_ref(record), game = match_opt::game_name(record)),
        )
    })
}

fn result(ctx: &Ctx, a: ResultArgs) -> Result<(), Failure> {
    let mut ledger = ctx.open()?;
    let found = match_opt::find(&ledger, a.m.match_.as_deref())?;
    ctx.follow_match(&found);
    // A pairs session or a teams match; anything else is refused as not a session.
    if !bridge_options(&found).is_some_and(|o| o.scoring.is_session() || o.scoring == Scoring::Teams) {
        options_of(&found)?;
    }
    let deal = result_deal(a.board, &a.line);
    let (loaded, replay) =
        append_scoped(ctx, &mut ledger, &found, ctx.sheet_scope(false), |_| Ok(Entry::Deal(deal.clone())))?;
    let done = confirm::line(ctx, &loaded.record, "cli-session-recorded", vec![("board", a.board.into())]);
    // The ranking of a pairs session, the boards of a teams match.
    let table = club_text(&ctx.layout(), &loaded, &replay).unwrap_or_default();
    ctx.emit(&(done + &table), || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v
    })
}

/// `kozyr session correct LINE` with the flags of `session result`: the line in force, each flag
/// given in place of its field; what is not given stays as it was. A new contract or artificial
/// score is a new outcome: the old contract, double, declarer, tricks and result go with it; new
/// tricks or a new result replace both (they say the same thing).
fn correct(ctx: &Ctx, a: CorrectArgs) -> Result<(), Failure> {
    let which = Which::read(ctx, "correct", Some(&a.line), None, &[])?;
    if let Some(r) = &a.reason {
        check_reason(r)?;
    }
    let mut ledger = ctx.open()?;
    let found = match_opt::find(&ledger, a.m.match_.as_deref())?;
    if !bridge_options(&found).is_some_and(|o| o.scoring.is_session() || o.scoring == Scoring::Teams) {
        options_of(&found)?;
    }
    let mut place = 0;
    let (loaded, replay, before) =
        append_change(ctx, &mut ledger, a.m.match_.as_deref(), "correct", a.reason.as_deref(), |l, before| {
            let target = which.find(before)?;
            // A correction names the original's place, never another correction.
            place = before.rows[target - 1].corrects.unwrap_or(target);
            let row = &before.rows[place - 1];
            if row.kind != "deal" {
                return Err(Failure::input("match.correct.target", msg!("match-correct-target", target = target)));
            }
            if let Some(by) = row.voided_by {
                return Err(Failure::input(
                    "match.correct.target",
                    msg!("match-correct-voided", target = place, by = by),
                ));
            }
            let in_force = match row.corrected_by.map(|c| &l.entries[c - 1]) {
                Some(Entry::Correct(_, v)) => &**v,
                _ => &l.entries[place - 1],
            };
            let Entry::Deal(old) = in_force else {
                return Err(Failure::input("match.correct.target", msg!("match-correct-target", target = target)));
            };
            let line = corrected_line(old, a.board, &a.flags).ok_or_else(|| {
                Failure::input("input.empty", msg!("cli-session-correct-nothing", line = a.line.trim()))
            })?;
            Ok(Entry::Correct(place, Box::new(Entry::Deal(line))))
        })?;
    // A session's rows are result lines, its boards something else: the line is named as such.
    let (_, said_args) = said(&before, place, None, ["history-confirm-correct", "history-confirm-correct-why"]);
    let was = said_args.into_iter().find(|(k, _)| *k == "what").map(|(_, v)| v);
    let mut args = vec![("line", a.line.trim().to_string().into())];
    args.extend(was.map(|w| ("was", w)));
    args.push(("now", crate::report::what_was(&replay.rows[place - 1], None).into()));
    let id = match &a.reason {
        Some(r) => {
            args.push(("reason", r.clone().into()));
            "cli-session-corrected-why"
        }
        None => "cli-session-corrected",
    };
    let done = confirm::line(ctx, &loaded.record, id, args);
    let l = ctx.layout();
    let table = club_text(&l, &loaded, &replay).unwrap_or_default();
    ctx.emit(&(done + &table), || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v["corrected"] = json!(place);
        v
    })
}

/// The fields of a result line that say what happened at the table: a new contract or artificial
/// score replaces them all.
const OUTCOME: [&str; 6] = ["contract", "double", "declarer", "tricks", "result", "adjusted"];
/// The tricks and the result against the contract: one of them given replaces both.
const MADE: [&str; 2] = ["tricks", "result"];

/// The line `old` with the flags given in place of its fields; `None` when no flag is given.
fn corrected_line(old: &Value, board: Option<u64>, flags: &LineFlags) -> Option<Value> {
    let Value::Object(mut given) = result_deal(board.unwrap_or(0), flags) else { return None };
    if board.is_none() {
        given.remove("board");
    }
    if given.is_empty() {
        return None;
    }
    let mut line = old.as_object().cloned().unwrap_or_default();
    if given.contains_key("contract") || given.contains_key("adjusted") {
        line.retain(|k, _| !OUTCOME.contains(&k.as_str()));
    } else if MADE.iter().any(|k| given.contains_key(*k)) {
        line.retain(|k, _| !MADE.contains(&k.as_str()));
    }
    line.extend(given);
    Some(Value::Object(line))
}

/// What a match prints after a change to it: a club match its ranking or boards ([`club_text`]),
/// any other match its sheet.
pub(super) fn after_change(l: &Layout, loaded: &Loaded, replay: &Replay) -> String {
    club_text(l, loaded, replay)
        .unwrap_or_else(|| crate::report::sheet(&loaded.title(), replay).notes(crate::report::Notes::None).render(l))
}

/// What a club match prints after a change to it (a result entered, corrected, undone or
/// voided): a pairs session's ranking, a teams match's boards, an evening's table — never the
/// per-pair sheet. `None` for any other match.
pub(super) fn club_text(l: &Layout, loaded: &Loaded, replay: &Replay) -> Option<String> {
    let o = bridge_options(&loaded.record)?;
    if o.scoring.is_session() {
        Some(ranking_text(l, o.scoring, replay))
    } else if o.scoring.is_teams() {
        Some(super::session_teams::text(l, &loaded.record, replay))
    } else {
        None
    }
}

fn show(ctx: &Ctx, a: ShowArgs) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let found = match_opt::find(&ledger, a.m.match_.as_deref())?;
    if bridge_options(&found).is_some_and(|o| o.scoring.is_teams()) {
        return super::session_teams::show(ctx, &ledger, &found);
    }
    let o = options_of(&found)?;
    let (loaded, replay) = load_replayed(ctx, &ledger, Some(&found.id.to_string()), ctx.sheet_scope(false))?;
    let l = ctx.layout();
    let title = l.say(&loaded.title().title);
    let human = format!("{title}\n{}", ranking_text(&l, o.scoring, &replay));
    ctx.emit(&human, || {
        json!({"match": loaded.record.id, "name": loaded.record.name, "scoring": o.scoring.id(),
               "boards": o.boards, "pairs": loaded.setup.players.len(), "pair_names": o.pair_names,
               "ranking": replay.extra.get("ranking").cloned().unwrap_or(Value::Array(vec![]))})
    })
}

/// What `kozyr show` prints for a club session: its title and ranking, since a session's running
/// totals are a ranking (hundredths of a percent or of an IMP), not points a table adds up.
/// `None` for any other match.
pub(super) fn sheet(l: &Layout, loaded: &Loaded, replay: &Replay) -> Option<String> {
    let o = session_options(&loaded.record)?;
    Some(format!("{}\n{}", l.say(&loaded.title().title), ranking_text(l, o.scoring, replay)))
}

/// Columns laid out under their headings, numbers to the right.
pub(super) fn columns(l: &Layout, header: Vec<String>, rows: Vec<Vec<String>>, right: &[bool]) -> String {
    let mut w: Vec<usize> = header.iter().map(|h| width(h)).collect();
    for r in &rows {
        for (i, c) in r.iter().enumerate() {
            w[i] = w[i].max(width(c));
        }
    }
    let line = |cells: &[String]| {
        let parts: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(i, c)| if right.get(i).copied().unwrap_or(false) { pad_left(c, w[i]) } else { pad_right(c, w[i]) })
            .collect();
        parts.join("  ").trim_end().to_string()
    };
    let mut out = line(&header) + "\n";
    let total = w.iter().sum::<usize>() + 2 * w.len().saturating_sub(1);
    out.push_str(&(if l.ascii { "-" } else { "─" }).repeat(total));
    out.push('\n');
    for r in &rows {
        out.push_str(&line(r));
        out.push('\n');
    }
    l.plain(&out)
}

/// A number to the hundredth as the reader writes it: a decimal comma in Russian and Bulgarian,
/// a point in English; the minus sign unless the layout is ASCII.
pub(super) fn decimal(l: &Layout, x: f64) -> String {
    let text = format!("{x:.2}");
    let text = if l.lang == crate::i18n::Lang::En { text } else { text.replace('.', ",") };
    if l.ascii {
        text
    } else {
        text.replace('-', "−")
    }
}

fn number(l: &Layout, v: Option<&Value>) -> String {
    v.and_then(Value::as_f64).map_or_else(String::new, |x| decimal(l, x))
}

/// The ranking: place, pair, boards, matchpoints and percent, or IMPs (and IMPs per board).
fn ranking_text(l: &Layout, scoring: Scoring, replay: &Replay) -> String {
    match ranking_table(l, scoring, replay) {
        None => l.say(&msg!("cli-session-no-results")) + "\n",
        Some(t) => columns(l, t.header, t.rows, &t.right),
    }
}

/// The ranking as a table to lay out: its headings, a row a pair best first, and which columns
/// hold numbers. `None` before the first result.
pub(super) fn ranking_table(l: &Layout, scoring: Scoring, replay: &Replay) -> Option<Ranking> {
    let rows = replay.extra.get("ranking").and_then(Value::as_array).filter(|r| !r.is_empty())?;
    let head = |id: &str| l.say(&Msg::new(id.to_string(), vec![]));
    // A roster's names stand beside the pair's number, which the traveller still uses.
    let named = rows.iter().any(|r| r.get("names").is_some());
    let mut header = vec![head("cli-session-col-rank"), head("cli-session-col-pair")];
    if named {
        header.push(head("cli-session-col-names"));
    }
    header.push(head("cli-session-col-boards"));
    let keys: &[&str] = match scoring {
        Scoring::Matchpoints => {
            header.extend([head("cli-session-col-matchpoints"), head("cli-session-col-percent")]);
            &["matchpoints", "percent"]
        }
        Scoring::Butler => {
            header.extend([head("cli-session-col-imps"), head("cli-session-col-per-board")]);
            &["imps", "per_board"]
        }
        _ => {
            header.push(head("cli-session-col-imps"));
            &["imps"]
        }
    };
    let dash = if l.ascii { "-" } else { "–" };
    let body: Vec<Vec<String>> = rows
        .iter()
        .map(|r| {
            let mut cells = vec![
                r["rank"].as_str().unwrap_or_default().replace('-', dash),
                r["pair"].as_str().unwrap_or_default().to_string(),
            ];
            if named {
                cells.push(r["names"].as_str().unwrap_or_default().to_string());
            }
            cells.push(r["boards"].to_string());
            cells.extend(keys.iter().map(|k| number(l, r.get(*k))));
            cells
        })
        .collect();
    let right = (0..header.len()).map(|i| i > 0 && !(named && i == 2)).collect();
    Some(Ranking { header, rows: body, right })
}

fn hundredths(l: &Layout, f: Frac) -> String {
    decimal(l, f.hundredths() as f64 / 100.0)
}

fn board(ctx: &Ctx, a: BoardArgs) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let found = match_opt::find(&ledger, a.m.match_.as_deref())?;
    let o = options_of(&found)?;
    let boards = o.boards.unwrap_or(0);
    if a.board == 0 || a.board > u64::from(boards) {
        let text = msg!("bridge-session-board", given = a.board.to_string(), boards = boards);
        return Err(RuleError::new("bridge.session.board", text).into());
    }
    let (loaded, replay) = load_replayed(ctx, &ledger, Some(&found.id.to_string()), Scope::Whole)?;
    let lines = session::lines_of(&replay);
    let scored = ranking::score_lines(o.scoring, o.neuberg(), &lines);
    let here: Vec<usize> = (0..lines.len()).filter(|&i| u64::from(lines[i].board) == a.board).collect();
    let mp = o.scoring == Scoring::Matchpoints;
    let datum = u32::try_from(a.board).ok().and_then(|b| scored.datum.get(&b)).copied();
    let l = ctx.layout();
    let head = |id: &str| l.say(&Msg::new(id.to_string(), vec![]));
    let mut header = ["ns", "ew", "contract", "by", "result", "score-ns", "score-ew"]
        .map(|c| head(&format!("cli-session-col-{c}")))
        .to_vec();
    if mp {
        header.extend([head("cli-session-col-mp-ns"), head("cli-session-col-mp-ew")]);
    } else {
        header.extend([head("cli-session-col-imps-ns"), head("cli-session-col-imps-ew")]);
    }
    let mut body = vec![];
    let mut json_lines = vec![];
    for &i in &here {
        let line = &lines[i];
        let r = &scored.lines[i];
        let score = line.score.unwrap_or(0);
        let (ns_score, ew_score) = match line.score {
            Some(s) if s >= 0 => (s.to_string(), String::new()),
            Some(s) => (String::new(), (-s).to_string()),
            None => (String::new(), String::new()),
        };
        let contract = line
            .adjusted_text()
            .map(|a| l.say(&msg!("cli-session-adjusted", adjusted = a)))
            .or_else(|| session::contract_words(line).map(|c| l.say(&c)))
            .unwrap_or_default();
        body.push(vec![
            line.ns.to_string(),
            line.ew.to_string(),
            contract,
            line.declarer.as_deref().map(|d| l.say(&session::seat_words(d))).unwrap_or_default(),
            line.result().unwrap_or_default(),
            ns_score,
            ew_score,
            hundredths(&l, r.points[0]),
            hundredths(&l, r.points[1]),
        ]);
        let mut j = json!({"ns": line.ns.to_string(), "ew": line.ew.to_string(), "contract": line.contract,
            "declarer": line.declarer, "result": line.result(), "tricks": line.tricks,
            "score": {"NS": line.score.map(|_| score), "EW": line.score.map(|_| -score)},
            "adjusted": line.adjusted_text()});
        let key = if mp { "matchpoints" } else { "imps" };
        j[key] = json!({"NS": r.points[0].hundredths() as f64 / 100.0, "EW": r.points[1].hundredths() as f64 / 100.0});
        if mp {
            j["percent"] =
                json!({"NS": r.percent[0].hundredths() as f64 / 100.0, "EW": r.percent[1].hundredths() as f64 / 100.0});
        }
        json_lines.push(j);
    }
    let mut human =
        l.say(&msg!("cli-session-board-title", board = a.board, match = match_opt::match_ref(&loaded.record)));
    human.push('\n');
    if mp {
        human.push_str(&l.say(&msg!("cli-session-top", top = scored.top)));
        human.push('\n');
    }
    if let Some(d) = datum {
        human.push_str(&l.say(&msg!("cli-session-datum", datum = d)));
        human.push('\n');
    }
    if here.is_empty() {
        human.push_str(&l.say(&msg!("cli-session-board-empty")));
        human.push('\n');
    } else {
        human.push_str(&columns(&l, header, body, &[true, true, false, false, false, true, true, true, true]));
    }
    ctx.emit(&human, || {
        json!({"match": loaded.record.id, "board": a.board, "scoring": o.scoring.id(),
               "top": mp.then_some(scored.top), "datum": datum, "lines": json_lines})
    })
}
