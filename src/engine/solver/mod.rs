//! Double-dummy search: with every hand known, how many tricks (or card points) a side takes from a
//! position on, when both sides play their best — and the two extremes over every legal play, which
//! settle a claim: the least a side takes whatever anyone plays, and the most it could take.
//!
//! Two searches share one notion of a position and of what the players want ([`Mode`]):
//! - [`plain`]: four hands of a 52-card pack, follow suit and nothing else, the highest trump or
//!   else the highest card of the led suit wins (Bridge). Bit-parallel, with the accelerations of
//!   the published double-dummy solvers; it is what a claim at a bridge table needs in time.
//! - [`general`]: any game that plugs into the referee through [`super::TrickRules`] (Thousand's
//!   marriages and trump changes, Belot's obligations to over-trump, card points instead of
//!   tricks), for the endings `kozyr explain --solve` looks at.

pub mod general;
pub mod plain;

/// What the players want, seen from the side whose tricks (or points) are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// That side plays for the most, the other for the least: double dummy.
    DoubleDummy,
    /// Every player plays for the side's least: what it takes whatever anyone plays.
    Worst,
    /// Every player plays for the side's most: the best it could take by any legal play.
    Best,
}

impl Mode {
    /// Does the player on `side` (true: the counted side) play for the counted side's most?
    #[inline]
    pub const fn maximises(self, counted_side: bool) -> bool {
        match self {
            Mode::DoubleDummy => counted_side,
            Mode::Worst => false,
            Mode::Best => true,
        }
    }
}
