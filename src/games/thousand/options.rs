//! Thousand's options (variants). Every default is the book's rule; docs/games/thousand.md lists them.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::games::{read_options, RuleError};
use crate::i18n::Msg;
use crate::msg;

/// The variants a table agrees on before the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ThousandOptions {
    /// Raise step in the auction (the book: 5).
    pub bid_step: i64,
    /// A marriage may be declared on the declarer's very first lead (the book does not forbid it).
    pub marriage_on_first_lead: bool,
    /// The barrel line (the book: 900; 880 is common).
    pub barrel_at: i64,
    /// Deals allowed on the barrel to reach 1000 (the book: 3).
    pub barrel_deals: u32,
    /// Where a player falls from the barrel (the book: 800). Exclusive with `barrel_penalty`.
    pub barrel_fall_to: Option<i64>,
    /// Alternative way to fall: the barrel line plus this (negative) number, e.g. −120.
    pub barrel_penalty: Option<i64>,
    /// Bolts count only in consecutive deals (the book counts any three).
    pub bolts_consecutive: bool,
    /// A total of exactly 555 is reset to 0 (the book: yes).
    pub reset_555: bool,
    /// The common variant that also resets −555.
    pub reset_minus_555: bool,
}

impl Default for ThousandOptions {
    fn default() -> Self {
        ThousandOptions {
            bid_step: 5,
            marriage_on_first_lead: true,
            barrel_at: 900,
            barrel_deals: 3,
            barrel_fall_to: None,
            barrel_penalty: None,
            bolts_consecutive: false,
            reset_555: true,
            reset_minus_555: false,
        }
    }
}

/// The book's fall from the barrel.
const BARREL_FALL_TO: i64 = 800;

impl ThousandOptions {
    /// Reads options as given (unknown names and impossible values are errors) and fills defaults.
    pub fn from_map(given: &Map<String, Value>) -> Result<ThousandOptions, RuleError> {
        let mut o: ThousandOptions = read_options("thousand", given)?;
        // Every refusal of a value cites `thousand.option.value`, the id the rules list documents.
        let bad = |m: Msg| RuleError::new("thousand.option.value", m);
        if ![5, 10].contains(&o.bid_step) {
            return Err(bad(msg!("thousand-option-bid-step")));
        }
        if !(500..=995).contains(&o.barrel_at) || o.barrel_at % 5 != 0 {
            return Err(bad(msg!("thousand-option-barrel-at")));
        }
        if !(1..=10).contains(&o.barrel_deals) {
            return Err(bad(msg!("thousand-option-barrel-deals")));
        }
        match (o.barrel_fall_to, o.barrel_penalty) {
            (Some(_), Some(_)) => {
                return Err(bad(msg!("thousand-option-fall-or-penalty")));
            }
            (Some(f), None) if !(-1000..o.barrel_at).contains(&f) || f % 5 != 0 => {
                return Err(bad(msg!("thousand-option-barrel-fall-to")));
            }
            (None, Some(p)) if !(-1000..0).contains(&p) || p % 5 != 0 => {
                return Err(bad(msg!("thousand-option-barrel-penalty")));
            }
            (None, None) => o.barrel_fall_to = Some(BARREL_FALL_TO),
            _ => {}
        }
        Ok(o)
    }

    /// The total of a player who falls from the barrel.
    pub fn fall_total(&self) -> i64 {
        match (self.barrel_fall_to, self.barrel_penalty) {
            (_, Some(p)) => self.barrel_at + p,
            (Some(f), None) => f,
            (None, None) => BARREL_FALL_TO,
        }
    }
}
