//! The list of matches in the ledger.

use comfy_table::{presets::UTF8_FULL_CONDENSED, Table};
use serde::Serialize;

/// A match as `kozyr list` shows it (and its `--json` view).
#[derive(Debug, Clone, Serialize)]
pub struct ListedMatch {
    pub id: i64,
    pub name: Option<String>,
    pub game: String,
    pub players: Vec<String>,
    pub created_at: String,
    pub finished: bool,
    pub leader: Option<String>,
    pub winner: Option<String>,
    pub entries: u64,
}

pub fn list(matches: &[ListedMatch]) -> String {
    if matches.is_empty() {
        return "No matches yet. Start one with `kozyr new thousand --players A,B,C` or try `kozyr demo`.\n".into();
    }
    let mut t = Table::new();
    t.load_preset(UTF8_FULL_CONDENSED);
    t.set_header(vec!["id", "name", "game", "players", "started", "status"]);
    for m in matches {
        let status = match (&m.winner, &m.leader, m.finished) {
            (Some(w), _, _) => format!("won by {w}"),
            (None, _, true) => "finished".into(),
            (None, Some(l), false) => format!("playing, {l} leads"),
            (None, None, false) => "playing".into(),
        };
        t.add_row(vec![
            m.id.to_string(),
            m.name.clone().unwrap_or_default(),
            m.game.clone(),
            m.players.join(", "),
            m.created_at.clone(),
            status,
        ]);
    }
    format!("{t}\n")
}
