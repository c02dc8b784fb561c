//! Catch the Ten's options, and the pack and packets for each number of players (the book: «если
//! участников восемь, то из колоды убираются все шестерки, а если играют пятеро или семеро —
//! пиковая шестерка»; two players get three packets of six, three players two).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::cards::{Card, Deck, Rank, Suit};
use crate::games::{read_options, RuleError};
use crate::msg;

/// How many deals the match lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Deals {
    /// An agreed number of deals.
    Count(u32),
    Named(DealsBy),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DealsBy {
    /// One deal by each player: the deal goes once round the table.
    Players,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CatchTheTenOptions {
    pub deals: Deals,
}

impl Default for CatchTheTenOptions {
    fn default() -> Self {
        CatchTheTenOptions { deals: Deals::Named(DealsBy::Players) }
    }
}

/// The most deals an agreed number may be.
const MOST_DEALS: u32 = 1000;

impl CatchTheTenOptions {
    pub fn from_map(given: &Map<String, Value>) -> Result<CatchTheTenOptions, RuleError> {
        let o: CatchTheTenOptions = read_options("catch-the-ten", given)?;
        if let Deals::Count(k) = o.deals {
            if k == 0 || k > MOST_DEALS {
                return Err(RuleError::new(
                    "catch-the-ten.option.value",
                    msg!("catch-the-ten-option-deals", deals = k, most = MOST_DEALS),
                ));
            }
        }
        Ok(o)
    }

    /// Reads the stored options of a match.
    pub fn stored(v: &Value) -> Result<CatchTheTenOptions, RuleError> {
        serde_json::from_value(v.clone()).map_err(|e| {
            RuleError::new("catch-the-ten.option.value", msg!("catch-the-ten-options-stored", error = e.to_string()))
        })
    }

    /// The deals the match lasts at a table of `players`.
    pub fn deals(&self, players: usize) -> usize {
        match self.deals {
            Deals::Count(k) => k as usize,
            Deals::Named(DealsBy::Players) => players,
        }
    }
}

/// 36 cards; five or seven players take out 6♠ (35), eight every six (32).
pub fn pack(players: usize) -> Deck {
    let six = |s| Card::new(Rank::Six, s);
    match players {
        5 | 7 => Deck::standard36().without(&[six(Suit::Spades)]),
        8 => Deck::standard36().without(&Suit::ALL.map(six)),
        _ => Deck::standard36(),
    }
}

/// The packets each hand is dealt in, played one after the other: three for two players, two for
/// three, one otherwise.
pub fn packets(players: usize) -> usize {
    match players {
        2 => 3,
        3 => 2,
        _ => 1,
    }
}
