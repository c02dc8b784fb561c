//! Belot for three's options: the target the table agrees, and what the book leaves to the table
//! (the odd point of a split, who deals next). docs/games/belot3.md lists them.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::games::{read_options, RuleError};
use crate::msg;

/// Where the odd point goes when the lowest player's points are odd and split between two.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OddPoint {
    /// To the one of the two with more points in the deal (on a tie, the first after the dealer).
    Higher,
    /// Nobody: each takes half, rounded down.
    Drop,
}

/// Who deals the next deal after a deal that was played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NextDealer {
    /// The player with the most points (the book: «Сдающим становится игрок с наибольшим
    /// количеством очков»); a tie goes to the first of them after the last dealer.
    Leader,
    /// The next player in turn, as in most games.
    Rotation,
}

/// Which king and queen make a belot. The book (line 328 of its Belot chapter) says «короля и дамы
/// одной масти»: a king and a queen of one suit. It does not say "of trumps", as its Terz chapter
/// does for the marriage; but the combination carries the game's name, is declared like Terz's
/// trump marriage «перед любым ходом», and in every belot game it is the pair of trumps — kozyr
/// reads it so, and `any-suit` scores the literal reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum BelotSuit {
    /// The king and queen of trumps: one belot a deal at most.
    #[default]
    Trump,
    /// A king and queen of any one suit: a hand may hold up to four belots, 20 each.
    AnySuit,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Belot3Options {
    /// The match is won at this total. The book leaves it to the table («объявленное количество
    /// очков»); 500 is the same book's number for Terz, its other belot game.
    pub target: i64,
    pub odd_point: OddPoint,
    pub next_dealer: NextDealer,
    /// Which king and queen make a belot; matches stored before the option read as `trump`.
    pub belot: BelotSuit,
}

impl Default for Belot3Options {
    fn default() -> Self {
        Belot3Options {
            target: 500,
            odd_point: OddPoint::Higher,
            next_dealer: NextDealer::Leader,
            belot: BelotSuit::Trump,
        }
    }
}

impl Belot3Options {
    pub fn from_map(given: &Map<String, Value>) -> Result<Belot3Options, RuleError> {
        let o: Belot3Options = read_options("belot3", given)?;
        if !(1..=100_000).contains(&o.target) {
            return Err(RuleError::new("belot3.option.value", msg!("belot3-option-target", target = o.target)));
        }
        Ok(o)
    }
}
