//! `kozyr explain [MATCH] [ENTRY]`: every number of an entry and the rule behind it.

use clap::Args;
use serde_json::json;

use super::context::{load, selector, Ctx};
use super::Failure;
use crate::report;

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The match (number or name); a lone number is read as an ENTRY of the current match, so
    /// `kozyr explain 3` explains deal 3 — give both to name another match's entry.
    #[arg(value_name = "MATCH")]
    pub match_: Option<String>,
    /// The entry number as the sheet shows it (default: the last deal or penalty not voided).
    #[arg(value_name = "ENTRY")]
    pub entry: Option<usize>,
}

pub fn run(ctx: &Ctx, a: ExplainArgs) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let (match_, entry) = match (a.match_, a.entry) {
        (Some(m), None) if m.chars().all(|c| c.is_ascii_digit()) && !m.is_empty() => (
            None,
            Some(m.parse::<usize>().map_err(|_| Failure::input("match.entry.unknown", format!("no entry {m}")))?),
        ),
        other => other,
    };
    let a = ExplainArgs { match_, entry };
    let loaded = load(ctx, &ledger, &selector(a.match_.as_deref()))?;
    let replay = loaded.replay()?;
    let row = match a.entry {
        Some(n) => replay.rows.get(n.wrapping_sub(1)).ok_or_else(|| {
            Failure::input(
                "match.entry.unknown",
                format!("entry {n} does not exist; the match has {} entries", replay.rows.len()),
            )
        })?,
        None => replay
            .rows
            .iter()
            .rev()
            // A voided entry counts for nothing: the one worth explaining is the last that counts.
            .find(|r| matches!(r.kind, "deal" | "penalty") && r.voided_by.is_none())
            .ok_or_else(|| Failure::input("match.entry.unknown", "the match has no deal or penalty in force"))?,
    };
    ctx.emit(&report::explain(&replay, row), || {
        let steps: Vec<_> =
            row.scored.explain.iter().map(|s| json!({"rule": s.rule, "text": s.text.render(ctx.lang())})).collect();
        let mut v = replay.row_json(row, ctx.lang());
        v["steps"] = json!(steps);
        v
    })?;
    Ok(())
}
