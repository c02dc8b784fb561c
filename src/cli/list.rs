//! `kozyr list`: the matches in the ledger, from the standing cached at each write.

use clap::Args;
use serde_json::Value;

use super::context::Ctx;
use super::Failure;
use crate::report::{self, ListedMatch};

/// Matches shown unless `--all`: a table at a kitchen table wants the current ones, and a ledger of
/// thousands of matches must still list in milliseconds.
const RECENT: usize = 20;

#[derive(Debug, Args)]
pub struct ListArgs {
    /// Every match, not only the 20 newest.
    #[arg(long)]
    pub all: bool,
}

pub fn run(ctx: &Ctx, a: ListArgs) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let (records, total) = if a.all {
        let all = ledger.matches()?;
        let n = all.len() as u64;
        (all, n)
    } else {
        (ledger.recent_matches(RECENT)?, ledger.match_count()?)
    };
    let listed: Vec<ListedMatch> = records
        .into_iter()
        .map(|m| {
            let st = m.status.clone().unwrap_or(Value::Null);
            let text = |k: &str| st.get(k).and_then(Value::as_str).map(String::from);
            ListedMatch {
                id: m.id,
                name: m.name.clone(),
                game: m.game.clone(),
                players: m.players.clone(),
                created_at: m.created_at.format("%Y-%m-%d %H:%M").to_string(),
                finished: m.finished_at.is_some(),
                leader: text("leader"),
                winner: text("winner"),
                entries: st.get("entries").and_then(Value::as_u64).unwrap_or(0),
            }
        })
        .collect();
    let older = total.saturating_sub(listed.len() as u64);
    let human = report::list(&listed, older, &ctx.layout());
    ctx.emit(&human, || serde_json::to_value(&listed).unwrap_or(Value::Null))?;
    Ok(())
}
