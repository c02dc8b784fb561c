//! Terz's options. Every default is the rule of the Terz chapter of «100 карточных игр для всей
//! семьи»; docs/games/terz.md lists them.

use serde::{Deserialize, Serialize};
use serde_json::Map;

use crate::games::{read_options, RuleError};
use crate::msg;

/// The options a table agrees on before the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TerzOptions {
    /// The total that ends the game: 500, or 501 where the table counts the tricks (every score
    /// being rounded to tens, 501 means passing 500: in effect 510).
    pub target: u32,
    /// «Сто в гору»: what a false announcement adds to the total its maker needs to finish.
    pub uphill: u32,
    /// Deal scores are rounded to tens, a 5 rounding down (45 → 40, 46 → 50).
    pub rounding: bool,
    /// The late stage's obligations never force out the jack of trumps: it is played only at its
    /// holder's wish («по своему желанию игрок может положить только валета козырного»).
    pub free_jack: bool,
    /// What may be played while the talon lasts.
    pub talon_play: TalonPlay,
}

/// The follower's duty while the talon lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TalonPlay {
    /// The book: follow suit, and without the suit trump, from the first trick on — «при этом
    /// остается в силе правило: ходить масть в масть, а если нет масти — бить козырем».
    Follow,
    /// A table's custom, not the book's: any card while the talon lasts.
    Free,
}

impl Default for TerzOptions {
    fn default() -> Self {
        TerzOptions { target: 500, uphill: 100, rounding: true, free_jack: true, talon_play: TalonPlay::Follow }
    }
}

/// The option matches stored before it existed lack: they were refereed with any card allowed
/// while the talon lasts, and replay so (`Terz::restore`).
pub const TALON_PLAY: &str = "talon_play";

/// The largest target or uphill a table can mean.
const MAX_POINTS: u32 = 100_000;

impl TerzOptions {
    /// Reads and checks the options as given (`terz.option.unknown`, `terz.option.value`).
    pub fn from_map(given: &Map<String, serde_json::Value>) -> Result<TerzOptions, RuleError> {
        let o: TerzOptions = read_options("terz", given)?;
        if o.target == 0 || o.target > MAX_POINTS {
            return Err(RuleError::new(
                "terz.option.value",
                msg!("terz-option-range", option = "target", value = o.target, max = MAX_POINTS),
            ));
        }
        if o.uphill > MAX_POINTS {
            return Err(RuleError::new(
                "terz.option.value",
                msg!("terz-option-range", option = "uphill", value = o.uphill, max = MAX_POINTS),
            ));
        }
        Ok(o)
    }

    /// What a player needs to finish after `ups` false announcements.
    pub fn need(&self, ups: u32) -> i64 {
        i64::from(self.target) + i64::from(self.uphill) * i64::from(ups)
    }
}
