//! Owns `Figures`: what a match adds to its players' statistics (`kozyr stats`) — every side's
//! counted deals (how many, their sum, the best) and the game's own counters (Thousand's barrels,
//! Belot's hanging deals, who was left «дураком») — accumulated deal by deal through the replay,
//! carried in its snapshots and cached in the match's standing, so that statistics over thousands
//! of matches replay none.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One figure a game reports for one entry: its id (`thousand.contract.made`), the side it
/// belongs to, and how much it adds (or, for [`crate::games::Game::match_figures`], what it is).
pub type Figure = (&'static str, usize, i64);

/// A match's figures, every list by side in the sheet's order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Figures {
    /// The deals the table counted, each side's count (the same for all sides, kept per side so
    /// that a side joining late could be told apart).
    pub deals: Vec<u64>,
    /// What each side's counted deals wrote, added up.
    pub sum: Vec<i64>,
    /// Each side's best deal: the highest score, or the lowest where the lowest total wins;
    /// `None` before its first counted deal.
    pub best: Vec<Option<i64>>,
    /// The game's own counters by figure id, each by side.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub counters: BTreeMap<String, Vec<i64>>,
    /// The lowest total wins this match (penalty points): its places are counted upwards.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lowest_wins: bool,
}

impl Figures {
    /// No deal yet, for `sides` sides.
    pub fn new(sides: usize) -> Figures {
        Figures {
            deals: vec![0; sides],
            sum: vec![0; sides],
            best: vec![None; sides],
            counters: BTreeMap::new(),
            lowest_wins: false,
        }
    }

    /// The number of sides the figures are kept for.
    pub fn sides(&self) -> usize {
        self.deals.len()
    }

    /// Counts a deal that wrote `scores`; `lowest_wins` makes the lowest score the best.
    pub fn add_deal(&mut self, scores: &[i64], lowest_wins: bool) {
        for (s, &score) in scores.iter().enumerate().take(self.sides()) {
            self.deals[s] += 1;
            self.sum[s] = self.sum[s].saturating_add(score);
            let better = |b: i64| if lowest_wins { score < b } else { score > b };
            if self.best[s].is_none_or(better) {
                self.best[s] = Some(score);
            }
        }
    }

    /// Adds a counted figure; a side the match does not have is ignored (a game's mistake must
    /// not break a replay that scored).
    pub fn add(&mut self, (id, side, n): Figure) {
        let sides = self.sides();
        if side < sides {
            let v = self.counters.entry(id.to_string()).or_insert_with(|| vec![0; sides]);
            v[side] = v[side].saturating_add(n);
        }
    }

    /// Sets a figure of the whole match (a session's matchpoint percentage), replacing what it was.
    pub fn set(&mut self, (id, side, n): Figure) {
        let sides = self.sides();
        if side < sides {
            self.counters.entry(id.to_string()).or_insert_with(|| vec![0; sides])[side] = n;
        }
    }

    /// Whether the figures fit a match of `sides` sides: what a snapshot or a cached standing
    /// read back must satisfy before it is trusted.
    pub fn fits(&self, sides: usize) -> bool {
        self.deals.len() == sides
            && self.sum.len() == sides
            && self.best.len() == sides
            && self.counters.values().all(|v| v.len() == sides)
    }
}

#[cfg(test)]
mod tests {
    use super::Figures;

    #[test]
    fn the_best_deal_is_the_highest_or_the_lowest_where_the_lowest_wins() {
        let mut high = Figures::new(2);
        let mut low = Figures::new(2);
        for scores in [[10, -5], [-20, 30], [5, 0]] {
            high.add_deal(&scores, false);
            low.add_deal(&scores, true);
        }
        assert_eq!((high.deals.clone(), high.sum.clone()), (vec![3, 3], vec![-5, 25]));
        assert_eq!(high.best, [Some(10), Some(30)]);
        assert_eq!(low.best, [Some(-20), Some(-5)]);
    }

    #[test]
    fn counters_add_up_by_side_and_a_set_figure_replaces() {
        let mut f = Figures::new(3);
        f.add(("x.made", 1, 1));
        f.add(("x.made", 1, 2));
        f.add(("x.made", 7, 5));
        f.set(("x.pct", 0, 40));
        f.set(("x.pct", 0, 55));
        assert_eq!(f.counters["x.made"], [0, 3, 0]);
        assert_eq!(f.counters["x.pct"], [55, 0, 0]);
        assert!(f.fits(3) && !f.fits(2));
        let back: Figures = serde_json::from_value(serde_json::to_value(&f).unwrap()).unwrap();
        assert_eq!(back, f);
    }
}
