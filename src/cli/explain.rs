//! `kozyr explain [MATCH] [DEAL]`: every number of a deal and the rule behind it.

use clap::Args;
use serde_json::json;

use super::context::{load, selector, Ctx};
use super::Failure;
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The match (number or name); a lone number is read as a DEAL of the current match, so
    /// `kozyr explain 3` explains deal 3 — give both to name another match's deal.
    #[arg(value_name = "MATCH")]
    pub match_: Option<String>,
    /// The deal's number as the sheet shows it (default: the last deal or penalty in force).
    #[arg(value_name = "DEAL")]
    pub entry: Option<usize>,
}

pub fn run(ctx: &Ctx, a: ExplainArgs) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let (match_, entry) =
        match (a.match_, a.entry) {
            (Some(m), None) if m.chars().all(|c| c.is_ascii_digit()) && !m.is_empty() => (
                None,
                Some(m.parse::<usize>().map_err(|_| {
                    Failure::input("match.entry.unknown", msg!("explain-bad-number", value = m.as_str()))
                })?),
            ),
            other => other,
        };
    let a = ExplainArgs { match_, entry };
    let loaded = load(ctx, &ledger, &selector(a.match_.as_deref()))?;
    let replay = loaded.replay()?;
    let places = report::places(&replay);
    let row = match a.entry {
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
        v
    })?;
    Ok(())
}
