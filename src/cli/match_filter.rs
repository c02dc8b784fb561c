//! `--player`, `--game`, `--since` and `--until`: which matches `kozyr history` and `kozyr stats`
//! read, parsed and checked once for both, each refusal under the command's own rule id
//! (`history.player.unknown`, `stats.player.unknown`).

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use clap::Args;

use super::Failure;
use crate::ledger::{HistoryQuery, Ledger};
use crate::msg;

#[derive(Debug, Args)]
pub struct FilterArgs {
    /// Only the matches this player sat in (any case or spelling the ledger holds).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// Only the matches of this game (its id or its name in any language).
    #[arg(long, value_name = "GAME")]
    pub game: Option<String>,
    /// Only the matches started on this day or later (YYYY-MM-DD, UTC).
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,
    /// Only the matches started on this day or earlier (YYYY-MM-DD, UTC).
    #[arg(long, value_name = "DATE")]
    pub until: Option<String>,
}

/// A day typed as `YYYY-MM-DD`, at its midnight in UTC.
fn day(typed: &str, rule: String) -> Result<DateTime<Utc>, Failure> {
    let t = typed.trim();
    NaiveDate::parse_from_str(t, "%Y-%m-%d")
        .ok()
        .filter(|_| t.len() == 10)
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|d| d.and_utc())
        .ok_or_else(|| Failure::input(&rule, msg!("history-list-date", value = typed)))
}

/// The ids of the players a typed name means, as the ledger folds names (case, Unicode
/// normalisation); refused under `<command>.player.unknown` when no match has such a player.
pub fn player_ids(ledger: &Ledger, name: &str, command: &str) -> Result<Vec<i64>, Failure> {
    let ids = ledger.players_named(&crate::games::nfc(name))?;
    if ids.is_empty() {
        return Err(Failure::input(&format!("{command}.player.unknown"), msg!("history-list-player", name = name)));
    }
    Ok(ids)
}

/// The flags read into a query of the ledger, every one checked before anything is read; a
/// refusal's rule id starts with `command` (`history`, `stats`).
pub fn query(ledger: &Ledger, a: &FilterArgs, command: &str) -> Result<HistoryQuery, Failure> {
    let since = a.since.as_deref().map(|s| day(s, format!("{command}.since.format"))).transpose()?;
    let until = a.until.as_deref().map(|s| day(s, format!("{command}.until.format"))).transpose()?;
    if let (Some(s), Some(u)) = (since, until) {
        if s > u {
            return Err(Failure::input(
                &format!("{command}.dates.order"),
                msg!(
                    "history-list-order",
                    since = a.since.as_deref().unwrap_or_default(),
                    until = a.until.as_deref().unwrap_or_default()
                ),
            ));
        }
    }
    let game = a.game.as_deref().map(crate::games::find).transpose()?.map(|g| g.info().id.to_string());
    let players = a.player.as_deref().map(|name| player_ids(ledger, name, command)).transpose()?;
    // `--until` takes its whole day.
    let before = until.map(|u| u + TimeDelta::days(1));
    Ok(HistoryQuery { players, game, since, before })
}
