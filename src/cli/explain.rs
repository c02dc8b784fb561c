//! `kozyr explain [DEAL] [-m MATCH]`: every number of a deal and the rule behind it.

use clap::Args;
use serde_json::json;

use super::context::{load, Ctx};
use super::match_opt::{self, MatchOpt, Stray};
use super::Failure;
use crate::games;
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The deal's number as the sheet shows it (default: the last deal or penalty in force).
    #[arg(value_name = "DEAL")]
    pub deal: Option<String>,
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
