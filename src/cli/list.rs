//! `kozyr list`: the matches in the ledger, from the standing cached at each write.

use serde_json::Value;

use super::context::Ctx;
use super::Failure;
use crate::report::{self, ListedMatch};

pub fn run(ctx: &Ctx) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let listed: Vec<ListedMatch> = ledger
        .matches()?
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
    ctx.emit(&report::list(&listed), || serde_json::to_value(&listed).unwrap_or(Value::Null))?;
    Ok(())
}
