//! Belot's options. Every default is the Bulgarian rules' own; docs/games/belot.md lists them.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::games::{read_options, RuleError};
use crate::msg;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BelotOptions {
    /// The game is won at this total (the rules: 151).
    pub target: i64,
    /// Contra and recontra multiply the valat premium too (the rules: «Удвояват се и всички премии,
    /// включително премията за валат»).
    pub valat_doubles: bool,
    /// A contra may be overbid by a higher contract (the rules' bidding does not allow it).
    pub contra_escape: bool,
}

impl Default for BelotOptions {
    fn default() -> Self {
        BelotOptions { target: 151, valat_doubles: true, contra_escape: false }
    }
}

impl BelotOptions {
    pub fn from_map(given: &Map<String, Value>) -> Result<BelotOptions, RuleError> {
        let o: BelotOptions = read_options("belot", given)?;
        if !(1..=10_000).contains(&o.target) {
            return Err(RuleError::new("belot.option.value", msg!("belot-option-target")));
        }
        Ok(o)
    }
}
