//! A match's fixed facts once validated: the game, the players in seat order, teams, options.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::RuleError;
use crate::engine::Seat;
use crate::i18n::Msg;
use crate::msg;

/// A team (partnership) by the name the table gave it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    pub name: String,
    pub members: Vec<String>,
}

/// The validated setup of a match; `options` holds every option with its value, defaults filled in,
/// so a later change of a default never changes an old match.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    pub game: &'static str,
    pub players: Vec<String>,
    pub teams: Option<Vec<Team>>,
    pub options: Value,
}

impl Setup {
    /// The seat of a player named as recorded; case and surrounding spaces do not matter.
    pub fn seat(&self, name: &str) -> Result<Seat, RuleError> {
        let want = name.trim().to_lowercase();
        self.players.iter().position(|p| p.to_lowercase() == want).ok_or_else(|| {
            let players: Vec<Msg> = self.players.iter().map(|p| msg!("games-item", item = p)).collect();
            RuleError::new("match.player.unknown", msg!("match-player-unknown", name = name, players = players))
                .with_player(name)
        })
    }

    /// The columns of the score sheet: team names when the game is played in teams, else players.
    pub fn sides(&self) -> Vec<String> {
        match &self.teams {
            Some(teams) => teams.iter().map(|t| t.name.clone()).collect(),
            None => self.players.clone(),
        }
    }
}

/// Checks player names: at least one character, unique, no characters the entry syntax uses.
pub fn check_players(players: &[String], seats: (usize, usize), game: &str) -> Result<(), RuleError> {
    let (lo, hi) = seats;
    if players.len() < lo || players.len() > hi {
        let name = Msg::new(format!("game-{game}"), vec![]);
        let text = if lo == hi {
            msg!("match-players-count", game = name, players = lo, named = players.len())
        } else {
            msg!("match-players-range", game = name, min = lo, max = hi, named = players.len())
        };
        return Err(RuleError::new("match.players.count", text));
    }
    for (i, p) in players.iter().enumerate() {
        if p.trim().is_empty() || p.trim() != p {
            return Err(RuleError::new("match.players.name", msg!("match-players-name-blank", name = p)));
        }
        if p.contains([',', '=', ':', '!']) || p.chars().all(|c| c.is_ascii_digit()) {
            return Err(RuleError::new("match.players.name", msg!("match-players-name-chars", name = p)));
        }
        if players[..i].iter().any(|q| q.to_lowercase() == p.to_lowercase()) {
            return Err(RuleError::new("match.players.duplicate", msg!("match-players-duplicate", name = p)));
        }
    }
    Ok(())
}
