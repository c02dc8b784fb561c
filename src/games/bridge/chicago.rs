//! Chicago (four-deal bridge): a chicago is four deals with a fixed vulnerability — nobody on the
//! first, the dealer's side on the second and third, both on the fourth — and every game is paid at
//! once (300 not vulnerable, 500 vulnerable), so nothing is left unfinished between chicagos. Part
//! scores carry over below the line within the chicago; a part score made on the fourth deal that
//! does not complete a game earns 100. A deal passed out is dealt again by the same dealer and is
//! not one of the four.

use serde::{Deserialize, Serialize};

use super::rubber::{written, RubberDeal, SIDES};
use super::score::Vulnerability;

/// The deals of one chicago.
pub const DEALS: u8 = 4;

/// The bonus for a part score made on the fourth deal that does not complete a game.
pub const FOURTH_DEAL_PART_SCORE: i64 = 100;

/// Where a chicago stands between deals (kept in a match's snapshot).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chicago {
    /// Deals counted in the chicago being played (0–3).
    pub dealt: u8,
    /// Each side's part scores below the line in the chicago being played.
    pub below: [i64; SIDES],
    /// Chicagos completed before this one.
    pub completed: u32,
}

/// What one deal wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Written {
    pub below: [i64; SIDES],
    pub above: [i64; SIDES],
    /// The side that completed a game, with its bonus.
    pub game: Option<(usize, i64)>,
    /// The fourth deal's part-score bonus, to its side.
    pub part_score: Option<usize>,
}

impl Chicago {
    /// The vulnerability of the chicago's deal `dealt` (0-based); the dealer is N, E, S, W in turn.
    pub const fn vulnerability(dealt: u8) -> Vulnerability {
        match dealt {
            0 => Vulnerability::None,
            1 => Vulnerability::Ew,
            2 => Vulnerability::Ns,
            _ => Vulnerability::Both,
        }
    }

    /// The dealer's seat of the deal to come (N 0).
    pub const fn dealer(&self) -> usize {
        (self.dealt % DEALS) as usize
    }

    /// The vulnerability of the deal to come.
    pub const fn vulnerable_now(&self) -> Vulnerability {
        Chicago::vulnerability(self.dealt)
    }

    /// Writes a deal played by `d.side` (a passed-out deal writes nothing and is not counted).
    pub fn deal(&mut self, d: &RubberDeal) -> Written {
        let mut w = Written::default();
        let Some(c) = d.contract else { return w };
        let side = d.side % SIDES;
        let vul = self.vulnerable_now().of_seat(side);
        (w.below, w.above) = written(c, d, vul);
        self.below[side] += w.below[side];
        if self.below[side] >= 100 {
            let bonus = if vul { 500 } else { 300 };
            w.game = Some((side, bonus));
            w.above[side] += bonus;
            self.below = [0; SIDES];
        } else if self.dealt + 1 == DEALS && w.below[side] > 0 {
            w.part_score = Some(side);
            w.above[side] += FOURTH_DEAL_PART_SCORE;
        }
        self.count();
        w
    }

    /// Counts a deal that wrote nothing but kept its place (a voided deal the table dealt on after).
    pub fn count(&mut self) {
        self.dealt += 1;
        if self.dealt >= DEALS {
            self.dealt = 0;
            self.below = [0; SIDES];
            self.completed = self.completed.saturating_add(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bridge::{Contract, Doubling, Strain};

    fn made(level: u8, strain: Strain, side: usize, tricks: u8) -> RubberDeal {
        RubberDeal {
            contract: Some(Contract { level, strain, doubling: Doubling::Undoubled }),
            side,
            tricks,
            honours: None,
        }
    }

    #[test]
    fn four_deals_rotate_vulnerability_and_the_fourth_pays_a_part_score() {
        let mut c = Chicago::default();
        // Deal 1, nobody vulnerable: 4♠ by NS, game 300.
        let w = c.deal(&made(4, Strain::Spades, 0, 10));
        assert_eq!((w.below, w.above, w.game), ([120, 0], [300, 0], Some((0, 300))));
        // Deal 2, EW vulnerable: 2♥ by EW, a part score carried.
        let w = c.deal(&made(2, Strain::Hearts, 1, 8));
        assert_eq!((w.below, w.above), ([0, 60], [0, 0]));
        // Deal 3, NS vulnerable: 2♦ by EW completes their game with 60 + 40: 300, EW not vulnerable.
        let w = c.deal(&made(2, Strain::Diamonds, 1, 8));
        assert_eq!(w.game, Some((1, 300)));
        assert_eq!(c.below, [0, 0]);
        // Deal 4, both vulnerable: 1NT by NS, a part score: 100 bonus.
        let w = c.deal(&made(1, Strain::NoTrump, 0, 7));
        assert_eq!((w.below, w.above, w.part_score), ([40, 0], [100, 0], Some(0)));
        assert_eq!((c.dealt, c.completed, c.below), (0, 1, [0, 0]));
    }

    #[test]
    fn a_passed_out_deal_is_dealt_again() {
        let mut c = Chicago::default();
        c.deal(&RubberDeal { contract: None, side: 0, tricks: 0, honours: None });
        assert_eq!(c.dealt, 0);
        assert_eq!(Chicago::vulnerability(1), Vulnerability::Ew);
    }
}
