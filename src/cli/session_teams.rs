//! `kozyr session` for teams of four: `result BOARD --room open|closed …` records one table's
//! result in a teams match, `match` records a match of an evening of teams (its IMPs, or a teams
//! match recorded in kozyr, or a bye), and `show` prints a match board by board with its IMPs and
//! victory points, or an evening's ranking by victory points and its next round.

use clap::Args;
use serde_json::{json, Map, Value};

use super::context::{append_scoped, load_replayed, Ctx, Scope};
use super::match_opt::{self, MatchOpt};
use super::session::{bridge_options, columns};
use super::{confirm, Failure};
use crate::games::bridge::teams::{self, Room};
use crate::games::bridge::Scoring;
use crate::games::{Entry, Replay};
use crate::i18n::Msg;
use crate::ledger::{Ledger, MatchRecord};
use crate::msg;
use crate::report::Layout;

#[derive(Debug, Args)]
pub struct MatchArgs {
    #[command(flatten)]
    pub m: MatchOpt,
    /// The round the match was played in.
    #[arg(long, value_name = "SESSION-ROUND")]
    pub round: u64,
    /// The home team (North-South in the open room).
    #[arg(long, value_name = "SESSION-HOME")]
    pub home: Option<String>,
    /// The visiting team.
    #[arg(long, value_name = "SESSION-VISIT")]
    pub visit: Option<String>,
    /// The IMPs each team scored, home team first: 23:11.
    #[arg(long, value_name = "SESSION-IMPS")]
    pub imps: Option<String>,
    /// A teams match recorded in kozyr whose IMPs this match takes.
    #[arg(long = "from", value_name = "SESSION-FROM")]
    pub from: Option<String>,
    /// A team that sits out the round.
    #[arg(long, value_name = "SESSION-BYE")]
    pub bye: Option<String>,
    /// The victory points a bye scores, as the evening's conditions give them.
    #[arg(long, value_name = "SESSION-VP")]
    pub vp: Option<String>,
}

/// A match of an evening: its IMPs given, or taken from a teams match; or a bye.
pub(super) fn record_match(ctx: &Ctx, a: MatchArgs) -> Result<(), Failure> {
    let mut ledger = ctx.open()?;
    let found = match_opt::find(&ledger, a.m.match_.as_deref())?;
    ctx.follow_match(&found);
    if !bridge_options(&found).is_some_and(|o| o.scoring.is_evening()) {
        return Err(Failure::input(
            "session.not-an-evening",
            msg!("cli-session-not-an-evening", match = match_opt::match_ref(&found), game = match_opt::game_name(&found)),
        ));
    }
    let mut deal = Map::new();
    deal.insert("round".into(), a.round.into());
    let (mut home, mut visit) = (a.home.clone(), a.visit.clone());
    let mut imps = a.imps.as_deref().map(read_imps);
    if let Some(from) = &a.from {
        let source = match_opt::find(&ledger, Some(from))?;
        if !bridge_options(&source).is_some_and(|o| o.scoring == Scoring::Teams) {
            return Err(Failure::input(
                "session.not-teams",
                msg!("cli-session-not-teams", match = match_opt::match_ref(&source)),
            ));
        }
        let (_, played) = load_replayed(ctx, &ledger, Some(&source.id.to_string()), Scope::Whole)?;
        let missing: Vec<(u32, Room)> = played
            .extra
            .get("missing")
            .and_then(Value::as_array)
            .map(|m| {
                m.iter()
                    .filter_map(|x| {
                        let board = u32::try_from(x.get("board")?.as_u64()?).ok()?;
                        Some((board, Room::read(x.get("room")?.as_str()?)?))
                    })
                    .collect()
            })
            .unwrap_or_default();
        if !missing.is_empty() {
            return Err(teams::incomplete(&missing).into());
        }
        imps = played.extra.get("imps").cloned();
        home = home.or_else(|| source.players.first().cloned());
        visit = visit.or_else(|| source.players.get(1).cloned());
        deal.insert("match".into(), source.id.into());
        if let Some(b) = bridge_options(&source).and_then(|o| o.boards) {
            deal.insert("boards".into(), b.into());
        }
    }
    for (field, v) in [("home", &home), ("visit", &visit), ("bye", &a.bye)] {
        if let Some(v) = v {
            deal.insert(field.into(), v.clone().into());
        }
    }
    if let Some(i) = imps {
        deal.insert("imps".into(), i);
    }
    if let Some(v) = &a.vp {
        deal.insert("vp".into(), v.clone().into());
    }
    let deal = Value::Object(deal);
    let (loaded, replay) =
        append_scoped(ctx, &mut ledger, &found, ctx.sheet_scope(false), |_| Ok(Entry::Deal(deal.clone())))?;
    let done = confirm::line(ctx, &loaded.record, "cli-session-match-recorded", vec![("round", a.round.into())]);
    let text = evening_text(&ctx.layout(), &replay);
    ctx.emit(&(done + &text), || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v
    })
}

/// `23:11` (or `23-11`, `23/11`) as the two numbers; anything else as typed, for the game to
/// refuse by its rule.
fn read_imps(text: &str) -> Value {
    let parts: Vec<&str> = text.split([':', '-', '/']).map(str::trim).collect();
    match parts.as_slice() {
        [a, b] => match (a.parse::<i64>(), b.parse::<i64>()) {
            (Ok(a), Ok(b)) => json!([a, b]),
            _ => json!(text),
        },
        _ => json!(text),
    }
}

pub(super) fn show(ctx: &Ctx, ledger: &Ledger, found: &MatchRecord) -> Result<(), Failure> {
    let (loaded, replay) = load_replayed(ctx, ledger, Some(&found.id.to_string()), Scope::Whole)?;
    let l = ctx.layout();
    let title = l.say(&loaded.title().title);
    let evening = bridge_options(found).is_some_and(|o| o.scoring.is_evening());
    let body = if evening { evening_text(&l, &replay) } else { match_text(&l, &loaded.record.players, &replay) };
    ctx.emit(&format!("{title}\n{body}"), || {
        let mut v = Value::Object(replay.extra.clone());
        v["match"] = json!(loaded.record.id);
        v["name"] = json!(loaded.record.name);
        v
    })
}

/// A teams match's boards or an evening's table, as `session show` prints them under the title.
pub(super) fn text(l: &Layout, record: &MatchRecord, replay: &Replay) -> String {
    if bridge_options(record).is_some_and(|o| o.scoring.is_evening()) {
        evening_text(l, replay)
    } else {
        match_text(l, &record.players, replay)
    }
}

fn head(l: &Layout, id: &str) -> String {
    l.say(&Msg::new(id.to_string(), vec![]))
}

/// A table's result as one cell: `4S N = +420`, `pass`.
fn cell(x: &Map<String, Value>) -> String {
    let s = |k: &str| x.get(k).and_then(Value::as_str).unwrap_or_default().to_string();
    let score = x.get("score").and_then(Value::as_i64).unwrap_or(0);
    if s("contract") == "pass" {
        return "pass 0".to_string();
    }
    format!("{} {} {} {score:+}", s("contract"), s("declarer"), s("result"))
}

/// A teams match board by board: each room's result and the IMPs; then the totals and the
/// victory points, or what is still to be played.
fn match_text(l: &Layout, players: &[String], replay: &Replay) -> String {
    let mut rows: std::collections::BTreeMap<u64, [String; 4]> = Default::default();
    for r in replay.deals_in_force() {
        let x = &r.scored.extra;
        let Some(board) = x.get("board").and_then(Value::as_u64) else { continue };
        let row = rows.entry(board).or_default();
        let slot = if x.get("room").and_then(Value::as_str) == Some("closed") { 1 } else { 0 };
        row[slot] = cell(x);
    }
    let played = replay.extra.get("boards_played").and_then(Value::as_array).cloned().unwrap_or_default();
    for b in &played {
        let (Some(board), Some(imps)) =
            (b.get("board").and_then(Value::as_u64), b.get("imps").and_then(Value::as_array))
        else {
            continue;
        };
        let row = rows.entry(board).or_default();
        for (i, v) in imps.iter().enumerate().take(2) {
            let n = v.as_i64().unwrap_or(0);
            row[2 + i] = if n > 0 { n.to_string() } else { String::new() };
        }
    }
    let mut out = String::new();
    if rows.is_empty() {
        out.push_str(&l.say(&msg!("cli-session-no-results")));
        out.push('\n');
    } else {
        let mut header =
            vec![head(l, "cli-session-col-board"), head(l, "cli-session-col-open"), head(l, "cli-session-col-closed")];
        header.extend(players.iter().cloned());
        let body: Vec<Vec<String>> =
            rows.into_iter().map(|(b, [o, c, h, v])| vec![b.to_string(), o, c, h, v]).collect();
        out.push_str(&columns(l, header, body, &[true, false, false, true, true]));
    }
    let number = |v: Option<&Value>, i: usize| v.and_then(|a| a.get(i)).cloned().unwrap_or(json!(0));
    let imps = replay.extra.get("imps");
    let (home, visit) = (players[0].as_str(), players.get(1).map_or("", String::as_str));
    out.push_str(&l.say(&msg!(
        "cli-session-teams-imps",
        home = home,
        visit = visit,
        imps_home = number(imps, 0).as_i64().unwrap_or(0),
        imps_visit = number(imps, 1).as_i64().unwrap_or(0)
    )));
    out.push('\n');
    let boards = replay.extra.get("missing").and_then(Value::as_array).cloned().unwrap_or_default();
    match replay.extra.get("vp") {
        Some(vp) => {
            let text = |i: usize| format!("{:.2}", number(Some(vp), i).as_f64().unwrap_or(0.0));
            out.push_str(&l.say(&msg!(
                "cli-session-teams-vp",
                home = home,
                visit = visit,
                vp_home = text(0),
                vp_visit = text(1)
            )));
        }
        None => {
            let list: Vec<String> = boards
                .iter()
                .map(|m| {
                    let board = m.get("board").and_then(Value::as_u64).unwrap_or(0);
                    let room = m.get("room").and_then(Value::as_str).unwrap_or_default().to_string();
                    l.say(&msg!("cli-session-teams-missing-one", board = board, room = room))
                })
                .collect();
            out.push_str(&l.say(&msg!("cli-session-teams-missing", missing = list.join(", "))));
        }
    }
    out.push('\n');
    out
}

/// An evening's ranking by victory points, then its next round.
fn evening_text(l: &Layout, replay: &Replay) -> String {
    let rows = replay.extra.get("ranking").and_then(Value::as_array).cloned().unwrap_or_default();
    let dash = if l.ascii { "-" } else { "–" };
    let header = ["rank", "team", "matches", "vp", "imps-won", "imps-lost"]
        .map(|c| head(l, &format!("cli-session-col-{c}")))
        .to_vec();
    let body: Vec<Vec<String>> = rows
        .iter()
        .map(|r| {
            vec![
                r["rank"].as_str().unwrap_or_default().replace('-', dash),
                r["team"].as_str().unwrap_or_default().to_string(),
                r["matches"].to_string(),
                format!("{:.2}", r["vp"].as_f64().unwrap_or(0.0)),
                r["imps_won"].to_string(),
                r["imps_lost"].to_string(),
            ]
        })
        .collect();
    let mut out = columns(l, header, body, &[true, false, true, true, true, true]);
    let next = replay.extra.get("next_round").cloned().unwrap_or(Value::Null);
    let round = next.get("round").and_then(Value::as_u64).unwrap_or(0);
    let line = if next.is_null() {
        msg!("cli-session-evening-over")
    } else if let Some(w) = next.get("waiting").and_then(Value::as_array) {
        let teams: Vec<&str> = w.iter().filter_map(Value::as_str).collect();
        msg!("cli-session-evening-waiting", round = round, teams = teams.join(", "))
    } else if next.get("rematch").is_some() {
        msg!("cli-session-evening-no-pairing", round = round)
    } else {
        let pairs: Vec<String> = next
            .get("pairs")
            .and_then(Value::as_array)
            .map(|p| {
                p.iter()
                    .map(|x| {
                        format!("{} {dash} {}", x[0].as_str().unwrap_or_default(), x[1].as_str().unwrap_or_default())
                    })
                    .collect()
            })
            .unwrap_or_default();
        match next.get("bye").and_then(Value::as_str) {
            Some(bye) => msg!("cli-session-evening-next-bye", round = round, pairs = pairs.join("; "), bye = bye),
            None => msg!("cli-session-evening-next", round = round, pairs = pairs.join("; ")),
        }
    };
    out.push_str(&l.say(&line));
    out.push('\n');
    out
}
