//! The play record: the first leader and every card played, trick by trick, in play order.

use super::Seat;
use crate::cards::Card;

/// One card put on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Play {
    pub card: Card,
    /// The seat the record says played it (`player: card` form); checked against the turn order.
    pub seat: Option<Seat>,
    /// The player called something with this card (a marriage, a belot…); the game decides what.
    pub call: bool,
}

impl Play {
    pub const fn new(card: Card) -> Play {
        Play { card, seat: None, call: false }
    }
}

/// Every trick of a deal in one flat list: trick `t` (0-based) is `plays[t * n .. (t + 1) * n]`
/// for `n` seats, because every trick game here has one card per seat in each trick.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayRecord {
    pub first_leader: Seat,
    pub plays: Vec<Play>,
}
