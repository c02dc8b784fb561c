//! Bridge's options: how a match is scored. A table of four scores its deals as duplicate boards,
//! as a rubber or as Chicago; a club session of pairs playing the same boards scores them by
//! matchpoints, IMPs against a datum, cross-IMPs or Butler. docs/games/bridge.md lists them.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Map;

use crate::games::{read_options, RuleError};
use crate::msg;

/// How the deals are scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Scoring {
    /// Every board scored by Law 77 on its own, NS against EW; the totals are the boards' sum.
    #[default]
    Duplicate,
    /// The rubber score pad: games of 100 below the line, two games win the rubber.
    Rubber,
    /// Four deals with a fixed vulnerability rotation, game and part-score bonuses as in duplicate.
    Chicago,
    /// A club session: pairs ranked by matchpoints on every board, as a percentage.
    Matchpoints,
    /// A club session: IMPs against each board's datum.
    Imps,
    /// A club session: IMPs against every other result on the board.
    CrossImps,
    /// A club session: IMPs against the datum without the top and bottom results (Butler).
    Butler,
    /// A teams-of-four match: two tables play the same boards, IMPs per board, victory points
    /// for the match (teams.rs).
    Teams,
    /// An evening of several teams paired by the Swiss method, ranked by victory points
    /// (evening.rs).
    TeamsSwiss,
    /// An evening of several teams playing each other once by the Berger schedule, ranked by
    /// victory points (evening.rs).
    TeamsRoundRobin,
}

impl Scoring {
    pub const ALL: [Scoring; 10] = [
        Scoring::Duplicate,
        Scoring::Rubber,
        Scoring::Chicago,
        Scoring::Matchpoints,
        Scoring::Imps,
        Scoring::CrossImps,
        Scoring::Butler,
        Scoring::Teams,
        Scoring::TeamsSwiss,
        Scoring::TeamsRoundRobin,
    ];

    /// The word typed and stored: `duplicate`, `cross-imps`.
    pub const fn id(self) -> &'static str {
        match self {
            Scoring::Duplicate => "duplicate",
            Scoring::Rubber => "rubber",
            Scoring::Chicago => "chicago",
            Scoring::Matchpoints => "matchpoints",
            Scoring::Imps => "imps",
            Scoring::CrossImps => "cross-imps",
            Scoring::Butler => "butler",
            Scoring::Teams => "teams",
            Scoring::TeamsSwiss => "teams-swiss",
            Scoring::TeamsRoundRobin => "teams-round-robin",
        }
    }

    /// A club session of pairs (`kozyr session`), not a table of four.
    pub const fn is_session(self) -> bool {
        matches!(self, Scoring::Matchpoints | Scoring::Imps | Scoring::CrossImps | Scoring::Butler)
    }

    /// Teams of four: one match of two teams, or an evening of several teams.
    pub const fn is_teams(self) -> bool {
        matches!(self, Scoring::Teams | Scoring::TeamsSwiss | Scoring::TeamsRoundRobin)
    }

    /// An evening of several teams (Swiss or round robin), whose entries are matches.
    pub const fn is_evening(self) -> bool {
        matches!(self, Scoring::TeamsSwiss | Scoring::TeamsRoundRobin)
    }

    /// Played over a set number of boards: a club session, a teams match or evening (the boards of
    /// each match, which fix its victory-point scale).
    pub const fn has_boards(self) -> bool {
        self.is_session() || self.is_teams()
    }
}

/// What a revoke found in a play record costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Revokes {
    /// Law 64 of the Laws of Duplicate Bridge: one or two tricks transferred.
    #[default]
    Laws,
    /// Revokes are found and shown, and the tricks stand as played.
    None,
}

/// The number of results Neuberg's formula scales a board's matchpoints to (its E).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Neuberg {
    /// The number of times the board was meant to be played — its traveller lines, played or
    /// given an artificial score — as the EBU and the WBF score; boards meant to be played a
    /// different number of times are then brought to the session's top in proportion.
    #[default]
    Expected,
    /// The most results of any board, every board scaled by the formula to that: how kozyr scored
    /// sessions recorded before this option, which keep it.
    Most,
}

impl Neuberg {
    pub const fn id(self) -> &'static str {
        match self {
            Neuberg::Expected => "expected",
            Neuberg::Most => "most",
        }
    }
}

/// Every option with its default; a session's options are its own (`boards`, the pairs' names).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BridgeOptions {
    pub scoring: Scoring,
    /// An unfinished rubber's part score in the game being played: 100 by the Laws of Rubber
    /// Bridge, 50 at some tables.
    pub unfinished_partscore: i64,
    /// A club session: the number of boards in play (1–99); `None` at a table of four.
    pub boards: Option<u32>,
    /// The revoke adjustment of a board entered in full.
    pub revokes: Revokes,
    /// A matchpoint session: Neuberg's E. A new session stores `expected`; one stored before the
    /// option has none and keeps the most results of any board (`BridgeOptions::neuberg`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub neuberg: Option<Neuberg>,
    /// A club session's roster: a pair's number → the names it plays under (`Иванов–Петров`).
    /// A pair not named is its number alone; a session stored before the roster names none.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub pair_names: BTreeMap<String, String>,
}

impl Default for BridgeOptions {
    fn default() -> Self {
        BridgeOptions {
            scoring: Scoring::Duplicate,
            unfinished_partscore: 100,
            boards: None,
            revokes: Revokes::Laws,
            neuberg: None,
            pair_names: BTreeMap::new(),
        }
    }
}

/// The most boards a session may have: the usual board sets stop far below.
pub const BOARDS_MAX: u32 = 99;

impl BridgeOptions {
    /// Neuberg's E as this match scores it: a session stored before the option keeps the most
    /// results of any board, so that its ranking does not change under it.
    pub fn neuberg(&self) -> Neuberg {
        self.neuberg.unwrap_or(Neuberg::Most)
    }

    /// The names pair `pair` plays under, if the roster gives them.
    pub fn pair_name(&self, pair: usize) -> Option<&str> {
        self.pair_names.get(&pair.to_string()).map(String::as_str)
    }

    pub fn from_map(given: &Map<String, serde_json::Value>) -> Result<BridgeOptions, RuleError> {
        let mut o: BridgeOptions = read_options("bridge", given)?;
        match (o.scoring.is_session(), o.neuberg) {
            (true, None) => o.neuberg = Some(Neuberg::default()),
            (false, Some(_)) => {
                let text = msg!("bridge-option-neuberg-table", scoring = o.scoring.id());
                return Err(RuleError::new("bridge.option.value", text));
            }
            _ => {}
        }
        if !o.pair_names.is_empty() && !o.scoring.is_session() {
            let text = msg!("bridge-option-pair-names-table", scoring = o.scoring.id());
            return Err(RuleError::new("bridge.option.value", text));
        }
        if o.unfinished_partscore != 100 && o.unfinished_partscore != 50 {
            let text =
                msg!("bridge-option-unfinished", value = o.unfinished_partscore.to_string(), allowed = "100, 50");
            return Err(RuleError::new("bridge.option.value", text));
        }
        match (o.scoring.has_boards(), o.boards) {
            (true, Some(b)) if (1..=BOARDS_MAX).contains(&b) => {}
            (true, _) => {
                let given = o.boards.map_or_else(|| "-".to_string(), |b| b.to_string());
                let text = msg!("bridge-option-boards", value = given, max = BOARDS_MAX);
                return Err(RuleError::new("bridge.option.value", text));
            }
            (false, Some(_)) => {
                let text = msg!("bridge-option-boards-table", scoring = o.scoring.id());
                return Err(RuleError::new("bridge.option.value", text));
            }
            (false, None) => {}
        }
        Ok(o)
    }
}
