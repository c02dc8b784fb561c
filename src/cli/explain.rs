//! `kozyr explain [DEAL] [-m MATCH]`: every number of a deal and the rule behind it.

use clap::Args;
use serde_json::json;

use super::context::{load, Ctx, Loaded};
use super::match_opt::{self, MatchOpt, Stray};
use super::Failure;
use crate::games::{self, Entry, Row, Solved};
use crate::i18n::{Arg, Msg};
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The deal's number as the sheet shows it (default: the last deal or penalty in force).
    #[arg(value_name = "DEAL")]
    pub deal: Option<String>,
    /// Search the deal's play: could the declarer have made it?
    #[arg(long)]
    pub solve: bool,
    /// With --solve: the trick to search from.
    #[arg(long, value_name = "K", requires = "solve")]
    pub from_trick: Option<usize>,
    #[command(flatten)]
    pub m: MatchOpt,
    #[command(flatten)]
    pub stray: Stray,
}

pub fn run(ctx: &Ctx, a: ExplainArgs) -> Result<(), Failure> {
    if let (Some(first), Some(second)) = (a.deal.as_deref(), a.stray.stray.first()) {
        // `explain 2 3` once meant deal 3 of match 2.
        let text = msg!("match-explain-two", match = games::shown(first), deal = games::shown(second));
        return Err(Failure::input("cli.match.positional", text));
    }
    let ledger = ctx.open()?;
    let deal = match a.deal.as_deref() {
        None => None,
        Some(typed) if !typed.is_empty() && typed.chars().all(|c| c.is_ascii_digit()) => {
            Some(typed.parse::<usize>().map_err(|_| {
                Failure::input("match.entry.unknown", msg!("explain-bad-number", value = games::shown(typed)))
            })?)
        }
        // A match's name where the deal goes: the old grammar. Say how to name a match now.
        Some(typed) => {
            let mut text = msg!("match-positional-deal", command = "explain", value = games::shown(typed));
            if match_opt::find(&ledger, Some(typed)).is_ok() {
                let other = msg!("match-positional-other", command = "explain", value = games::shown(typed), rest = "");
                text = match_opt::and(text, other);
            }
            return Err(Failure::input("cli.match.positional", text));
        }
    };
    let loaded = load(ctx, &ledger, a.m.match_.as_deref())?;
    let replay = loaded.replay()?;
    let places = report::places(&replay);
    let row = match deal {
        // The number the sheet shows: the table's count of deals.
        Some(n) => {
            replay.rows.iter().zip(&places).find(|(_, p)| p.numbered && p.deal == n).map(|(r, _)| r).ok_or_else(
                || {
                    let deals = places.iter().filter(|p| p.numbered).count();
                    Failure::input("match.entry.unknown", msg!("explain-no-deal", deal = n, deals = deals))
                },
            )?
        }
        None => replay
            .rows
            .iter()
            .rev()
            // A voided entry counts for nothing: the one worth explaining is the last that counts.
            .find(|r| matches!(r.kind, "deal" | "penalty") && r.voided_by.is_none())
            .ok_or_else(|| Failure::input("match.entry.unknown", msg!("explain-nothing")))?,
    };
    if a.solve {
        return solve(ctx, &loaded, row, a.from_trick);
    }
    let l = ctx.layout();
    ctx.emit(&report::explain_history(loaded.game, &loaded.setup, &loaded.entries, &replay, row, &l), || {
        let steps: Vec<_> =
            row.scored.explain.iter().map(|s| json!({"rule": s.rule, "text": s.text.render(ctx.lang())})).collect();
        let mut v = replay.row_json(row, ctx.lang());
        v["steps"] = json!(steps);
        // A corrected deal or penalty: every version, oldest first (the original and each
        // correction, which is in force, which voided and why).
        if row.corrected_by.is_some() || replay.rows.iter().any(|r| r.corrects == Some(row.number)) {
            let versions = report::versions(loaded.game, &loaded.setup, &loaded.entries, &replay, row.number);
            v["versions"] = report::versions_json(&replay, &versions);
        }
        v
    })?;
    Ok(())
}

/// `--solve`: the deal's play searched from one trick on, through the game's own hook.
fn solve(ctx: &Ctx, loaded: &Loaded, row: &Row, from_trick: Option<usize>) -> Result<(), Failure> {
    let game = loaded.game.info();
    // The version in force: a corrected deal is searched as corrected.
    let offset = loaded.base.as_ref().map_or(0, |b| b.entries);
    let at = |n: usize| n.checked_sub(offset + 1).and_then(|i| loaded.entries.get(i));
    let entry = match row.corrected_by.and_then(at) {
        Some(Entry::Correct(_, v)) => Some(&**v),
        _ => at(row.number),
    };
    let Some(Entry::Deal(deal)) = entry.filter(|_| row.kind == "deal") else {
        return Err(Failure::input("explain.solve.no-play", msg!("solve-no-play")));
    };
    let mut deal = deal.clone();
    // The dealer in turn, which the sheet worked out, when the record does not name one.
    if let (Some(map), Some(dealer)) = (deal.as_object_mut(), row.scored.extra.get("dealer")) {
        map.entry("dealer").or_insert_with(|| dealer.clone());
    }
    let Some(s) = loaded.game.solve(&loaded.setup, &deal, from_trick)? else {
        return Err(Failure::input(
            "explain.solve.unsupported",
            msg!("solve-unsupported", game = game.name(ctx.lang())),
        ));
    };
    let l = ctx.layout();
    let mut text = String::new();
    for m in human(&s) {
        text.push_str(&l.say(&m));
        text.push('\n');
    }
    ctx.emit(&text, || to_json(&s, ctx))?;
    Ok(())
}

fn verdict(s: &Solved) -> &'static str {
    match (s.made, s.could) {
        (true, true) => "made",
        (true, false) => "lucky",
        (false, true) => "could",
        (false, false) => "never",
    }
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn human(s: &Solved) -> Vec<Msg> {
    let mut out = vec![
        msg!("solve-head", side = s.side.as_str(), from = s.from_trick, tricks = s.tricks),
        msg!(
            "solve-taken",
            side = s.side.as_str(),
            before = s.before,
            from = s.from_trick,
            taken = s.taken,
            best = s.best
        ),
        msg!("solve-played", score = s.played_score.clone()),
        msg!("solve-best", score = s.best_score.clone()),
        msg!("solve-verdict", verdict = verdict(s)),
    ];
    out.push(match &s.departure {
        Some(d) => msg!(
            "solve-departure",
            trick = d.trick,
            player = d.player.as_str(),
            card = msg!("solve-card", call = yes(d.call), card = d.card),
            could = d.could,
            after = d.after
        ),
        None => msg!("solve-no-departure", from = s.from_trick),
    });
    if let Some(d) = &s.departure {
        out.push(msg!(
            "solve-departure-better",
            kept = yes(d.kept),
            card = msg!("solve-card", call = yes(d.better_call), card = d.better),
            could = d.could
        ));
    }
    out.push(msg!("solve-line-head", from = s.from_trick));
    for t in &s.line {
        let plays: Vec<Msg> = t
            .plays
            .iter()
            .map(|(p, c, call)| msg!("solve-play", call = yes(*call), player = p.as_str(), card = *c))
            .collect();
        out.push(msg!("solve-line-trick", trick = t.number, plays = Arg::from(plays), winner = t.winner.as_str()));
    }
    out
}

fn to_json(s: &Solved, ctx: &Ctx) -> serde_json::Value {
    let card = |c: crate::cards::Card, call: bool| format!("{}{}", c.ascii(), if call { "!" } else { "" });
    let line: Vec<_> = s
        .line
        .iter()
        .map(|t| {
            let plays: Vec<_> =
                t.plays.iter().map(|(p, c, call)| json!({"player": p, "card": card(*c, *call)})).collect();
            json!({"trick": t.number, "plays": plays, "winner": t.winner})
        })
        .collect();
    let departure = s.departure.as_ref().map(|d| {
        json!({
            "trick": d.trick, "player": d.player, "card": card(d.card, d.call),
            "better": card(d.better, d.better_call), "could": d.could, "after": d.after, "kept_contract": d.kept,
        })
    });
    json!({
        "from_trick": s.from_trick,
        "tricks": s.tricks,
        "side": s.side,
        "before": s.before,
        "taken": s.taken,
        "best": s.best,
        "made": s.made,
        "could_make": s.could,
        "verdict": verdict(s),
        "played": s.played_score.render(ctx.lang()),
        "best_line_score": s.best_score.render(ctx.lang()),
        "line": line,
        "departure": departure,
    })
}
