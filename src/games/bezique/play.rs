//! The full entry of a Bezique deal: every trick, each declaration with the cards it shows, the dix
//! exchange and optionally each draw — refereed with copies of cards.

use serde_json::Value;

use super::declaration::Declared;
use super::irregular::Irregularity;
use super::options::BeziqueOptions;
use crate::cards::{Card, Suit};
use crate::engine::Seat;
use crate::games::{RuleError, Setup};
use crate::msg;

/// What the referee needs besides the record.
#[derive(Debug, Clone, Copy)]
pub struct PlayContext<'a> {
    pub setup: &'a Setup,
    pub options: &'a BeziqueOptions,
    pub dealer: Seat,
    /// Six-pack: the previous deal's trump, which this deal's may not repeat.
    pub previous_trump: Option<Suit>,
    pub irregularities: &'a [Irregularity],
}

/// Everything the record proves about the deal's score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// Every scoring declaration in the order made, every dix included.
    pub declarations: Vec<Declared>,
    /// Aces and tens won, per seat.
    pub brisks: Vec<u32>,
    pub last_trick: Seat,
    pub trump: Option<Suit>,
    pub turned: Option<Card>,
}

/// Referees a play record (JSON object or the text form).
pub fn read_play(_v: &Value, ctx: &PlayContext<'_>) -> Result<Played, RuleError> {
    Err(RuleError::new("bezique.play.format", msg!("bezique-play-format", error = ctx.setup.game)))
}
