//! Rubber bridge's score pad: trick points below the line make games of 100, everything else is
//! written above it; a side that has won a game is vulnerable; two games win the rubber (700 if the
//! other side has none, else 500); honours score to whoever held them; an unfinished rubber gives
//! 300 for a side's only game and 100 (or 50) for a part score in the game being played.

use serde::{Deserialize, Serialize};

use super::score::{score, Contract, Strain};

/// The two sides: North-South 0, East-West 1.
pub const SIDES: usize = 2;

/// Where a rubber stands between deals (kept in a match's snapshot).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rubber {
    /// Games each side has won in this rubber.
    pub games: [u8; SIDES],
    /// Each side's points below the line in the game being played.
    pub below: [i64; SIDES],
    /// The side that won the rubber, once it is over.
    pub winner: Option<usize>,
}

/// One deal of a rubber as the pad needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RubberDeal {
    /// `None`: passed out.
    pub contract: Option<Contract>,
    /// Declarer's side.
    pub side: usize,
    pub tricks: u8,
    /// The side that held honours and how many: 4 or 5 trump honours in one hand, or the four aces
    /// in one hand at no-trump (count 4).
    pub honours: Option<(usize, u8)>,
}

/// What one deal wrote on the pad.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Written {
    pub below: [i64; SIDES],
    pub above: [i64; SIDES],
    /// The side that completed a game with this deal.
    pub game: Option<usize>,
    /// The rubber's bonus, to its winner, when this deal ended it.
    pub rubber_bonus: Option<(usize, i64)>,
}

/// The honours' value: four trump honours 100, all five 150, the four aces at no-trump 150.
pub const fn honours_value(strain: Strain, count: u8) -> Option<i64> {
    match (strain, count) {
        (Strain::NoTrump, 4) => Some(150),
        (Strain::NoTrump, _) => None,
        (_, 4) => Some(100),
        (_, 5) => Some(150),
        _ => None,
    }
}

/// What a contract writes on a score pad, below the line and above it, honours included: the
/// rubber and Chicago write alike and differ only in what a game is worth and when it counts.
pub fn written(c: Contract, d: &RubberDeal, vulnerable: bool) -> ([i64; SIDES], [i64; SIDES]) {
    let (mut below, mut above) = ([0; SIDES], [0; SIDES]);
    let side = d.side % SIDES;
    let s = score(c, vulnerable, d.tricks);
    if s.undertricks < 0 {
        above[1 - side] -= s.undertricks;
    } else {
        below[side] = s.contract_points;
        above[side] = s.overtricks + s.slam + s.insult;
    }
    if let Some((holder, count)) = d.honours {
        if let Some(v) = honours_value(c.strain, count) {
            above[holder % SIDES] += v;
        }
    }
    (below, above)
}

impl Rubber {
    /// Whether a side is vulnerable: it has won a game of this rubber.
    pub const fn vulnerable(&self, side: usize) -> bool {
        self.games[side] > 0
    }

    /// Writes a deal. A rubber already won takes no more deals: the caller starts a new one.
    pub fn deal(&mut self, d: &RubberDeal) -> Written {
        let mut w = Written::default();
        let Some(c) = d.contract else { return w };
        let side = d.side % SIDES;
        (w.below, w.above) = written(c, d, self.vulnerable(side));
        self.below[side] += w.below[side];
        if self.below[side] >= 100 {
            w.game = Some(side);
            self.games[side] += 1;
            self.below = [0; SIDES];
            if self.games[side] == 2 {
                let bonus = if self.games[1 - side] == 0 { 700 } else { 500 };
                w.rubber_bonus = Some((side, bonus));
                w.above[side] += bonus;
                self.winner = Some(side);
            }
        }
        w
    }

    /// What an unfinished rubber adds when the session ends: 300 to a side with the only game won,
    /// `part_score` (100, or 50 by agreement) to a side with a part score in the game being played.
    pub fn unfinished(&self, part_score: i64) -> [i64; SIDES] {
        let mut out = [0; SIDES];
        if self.winner.is_some() {
            return out;
        }
        for (s, bonus) in out.iter_mut().enumerate() {
            if self.games[s] == 1 && self.games[1 - s] == 0 {
                *bonus += 300;
            }
            if self.below[s] > 0 {
                *bonus += part_score;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bridge::Doubling;
    use Doubling::{Doubled as X, Undoubled as U};
    use Strain::*;

    fn contract(level: u8, strain: Strain, doubling: Doubling) -> Contract {
        Contract { level, strain, doubling }
    }

    fn made(level: u8, strain: Strain, side: usize, tricks: u8) -> RubberDeal {
        RubberDeal { contract: Some(contract(level, strain, U)), side, tricks, honours: None }
    }

    /// Everything a deal wrote on the pad, per side, added to `totals`.
    fn add(totals: &mut [i64; SIDES], w: &Written) {
        for (s, total) in totals.iter_mut().enumerate() {
            *total += w.below[s] + w.above[s];
        }
    }

    #[test]
    fn two_games_straight_win_the_rubber_and_700() {
        let mut r = Rubber::default();
        let mut totals = [0; SIDES];
        let w = r.deal(&made(4, Spades, 0, 10));
        add(&mut totals, &w);
        assert_eq!((w.below, w.above, w.game), ([120, 0], [0, 0], Some(0)));
        assert!(r.vulnerable(0) && !r.vulnerable(1));
        // Vulnerable now: 3NT with an overtrick, 100 below and 30 above, and the rubber.
        let w = r.deal(&made(3, NoTrump, 0, 10));
        add(&mut totals, &w);
        assert_eq!((w.below, w.above, w.rubber_bonus), ([100, 0], [30 + 700, 0], Some((0, 700))));
        assert_eq!(totals, [950, 0]);
        assert_eq!(r.winner, Some(0));
    }

    #[test]
    fn part_scores_add_up_to_a_game_and_the_line_wipes_the_others() {
        let mut r = Rubber::default();
        let mut totals = [0; SIDES];
        add(&mut totals, &r.deal(&made(2, Hearts, 1, 8))); // EW 60 below
        add(&mut totals, &r.deal(&made(2, Hearts, 0, 8))); // NS 60 below
        assert_eq!(r.below, [60, 60]);
        let w = r.deal(&made(2, Spades, 0, 8)); // NS 60 more: 120, a game
        add(&mut totals, &w);
        assert_eq!(w.game, Some(0));
        assert_eq!(r.below, [0, 0], "EW's 60 does not count toward the next game");
        assert_eq!(totals, [120, 60]);
        // A 2–1 rubber: 500.
        r.deal(&made(4, Hearts, 1, 10));
        let w = r.deal(&made(5, Clubs, 0, 11));
        assert_eq!(w.rubber_bonus, Some((0, 500)));
    }

    #[test]
    fn undertricks_go_above_the_line_to_the_defenders_at_the_declarers_vulnerability() {
        let mut r = Rubber::default();
        r.deal(&made(4, Spades, 0, 10)); // NS vulnerable
        let w = r.deal(&RubberDeal { contract: Some(contract(4, Hearts, X)), side: 0, tricks: 8, honours: None });
        assert_eq!(w.above, [0, 500], "vulnerable, doubled, two down");
        let w = r.deal(&RubberDeal { contract: Some(contract(3, Clubs, U)), side: 1, tricks: 8, honours: None });
        assert_eq!(w.above, [50, 0], "not vulnerable, one down");
    }

    #[test]
    fn honours_score_to_whoever_held_them_even_a_defender() {
        let mut r = Rubber::default();
        let w =
            r.deal(&RubberDeal { contract: Some(contract(4, Spades, U)), side: 0, tricks: 9, honours: Some((1, 4)) });
        assert_eq!(w.above, [0, 50 + 100]);
        let w =
            r.deal(&RubberDeal { contract: Some(contract(3, NoTrump, U)), side: 0, tricks: 9, honours: Some((0, 4)) });
        assert_eq!(w.above, [150, 0], "four aces at no-trump");
        assert_eq!(honours_value(Hearts, 5), Some(150));
        assert_eq!(honours_value(Hearts, 3), None);
        assert_eq!(honours_value(NoTrump, 5), None);
    }

    #[test]
    fn an_unfinished_rubber_counts_the_only_game_and_part_scores() {
        let mut r = Rubber::default();
        r.deal(&made(4, Spades, 0, 10));
        r.deal(&made(2, Diamonds, 1, 8));
        assert_eq!(r.unfinished(100), [300, 100]);
        assert_eq!(r.unfinished(50), [300, 50]);
        let mut r = Rubber::default();
        r.deal(&made(4, Spades, 0, 10));
        r.deal(&made(4, Spades, 1, 10));
        assert_eq!(r.unfinished(100), [0, 0], "a game each: neither has the only game");
    }

    #[test]
    fn a_passed_out_deal_writes_nothing() {
        let mut r = Rubber::default();
        assert_eq!(r.deal(&RubberDeal { contract: None, side: 0, tricks: 0, honours: None }), Written::default());
    }
}
