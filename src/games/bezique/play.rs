//! The full entry of a Bezique deal: every trick, each declaration with the cards it shows, the dix
//! exchange and optionally each draw — refereed with copies of cards.
//!
//! Reading ([`parse_record`], in `play_parse.rs`) and refereeing ([`referee`], in `play_rules.rs`)
//! are apart so that a validator of many records, or a benchmark, can time the rules alone.

use std::ops::Range;

use serde_json::Value;

use super::declaration::{Declared, Kind};
use super::irregular::Irregularity;
use super::options::BeziqueOptions;
use crate::cards::{Card, Suit};
use crate::engine::Seat;
use crate::games::{RuleError, Setup};

pub use super::play_parse::parse_record;
pub use super::play_rules::referee;

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
    /// Every scoring declaration in the order made, every dix included (but the dealer's turned
    /// seven, which the deal scores from `turned`).
    pub declarations: Vec<Declared>,
    /// Aces and tens won, per seat (six-pack, which scores no cards: all 0).
    pub brisks: Vec<u32>,
    pub last_trick: Seat,
    pub trump: Option<Suit>,
    /// The card turned for trump, as turned (before any exchange).
    pub turned: Option<Card>,
}

/// A range of one of a [`Record`]'s lists, in eight bytes: a record stays small enough that a
/// validator of many records reads them from the cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    #[inline]
    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    #[inline]
    pub fn len(self) -> usize {
        self.end.saturating_sub(self.start) as usize
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.end <= self.start
    }
}

/// One card put on the table: the card, the seat the record names (`Борис:AS`), and whether the
/// player called it (`7H!`, the dix declared by playing it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lay {
    pub card: Card,
    pub seat: Option<u8>,
    pub call: bool,
}

/// One declaration as the record writes it: who, if named, what, and the cards shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub player: Option<Seat>,
    pub kind: Kind,
    /// The cards shown, a span of [`Record::cards`].
    pub cards: Span,
}

/// What happened after one trick besides its cards.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TrickEntry {
    /// The winner exchanged a seven of trumps for the turned card.
    pub exchange: bool,
    /// Partnerships: the winner passed the right to declare to his partner.
    pub pass: bool,
    /// The declarations after the trick, a span of [`Record::shown`].
    pub declares: Span,
    /// The cards drawn after the trick, winner first, a span of [`Record::cards`].
    pub draws: Option<Span>,
}

/// A play record as read, before any rule is checked: flat lists, so that a record costs a handful
/// of allocations whatever its length.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Record {
    pub turned: Option<Card>,
    /// The hands as dealt, per seat, as spans of [`Record::cards`] (`None`: not given).
    pub hands: Vec<Option<Span>>,
    /// The declarations at the deal (carte blanche, a dix shown), a span of [`Record::shown`].
    pub show: Span,
    pub tricks: Vec<TrickEntry>,
    /// Every card played, one per seat in each trick, trick after trick in play order.
    pub plays: Vec<Lay>,
    pub shown: Vec<Shown>,
    /// The cards of declarations, draws and hands.
    pub cards: Vec<Card>,
}

/// Referees a play record (JSON object or the text form).
pub fn read_play(v: &Value, ctx: &PlayContext<'_>) -> Result<Played, RuleError> {
    let record = parse_record(v, ctx.setup)?;
    referee(&record, ctx)
}
