//! Penalty tables: what a deal of the family scores, as data. An item counts tricks, cards of a
//! set, or the trick at a position, and is worth so many points per unit; a deal's score is the sum.

use crate::cards::{CardSet, Deck};
use crate::games::Step;

/// The trick at a position that scores by itself (Slobberhannes' first and last, King's last two).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pos {
    First,
    SecondLast,
    Last,
}

impl Pos {
    /// The 0-based trick number of this position in a deal of `tricks` tricks.
    pub const fn index(self, tricks: usize) -> usize {
        match self {
            Pos::First => 0,
            Pos::SecondLast => tricks - 2,
            Pos::Last => tricks - 1,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Pos::First => "the first trick",
            Pos::SecondLast => "the last trick but one",
            Pos::Last => "the last trick",
        }
    }
}

/// What an item counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// Each trick taken.
    Tricks,
    /// Each card of the set taken.
    Cards(CardSet),
    /// Taking the trick at this position.
    Trick(Pos),
}

/// One line of a penalty table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Item {
    /// The rule that gives the points, cited in the explanation.
    pub rule: &'static str,
    /// One unit and several, for explanations and counts: ("heart", "hearts").
    pub unit: (&'static str, &'static str),
    pub count: Count,
    /// Points per unit.
    pub points: i64,
}

impl Item {
    pub const fn tricks(rule: &'static str, points: i64) -> Item {
        Item { rule, unit: ("trick", "tricks"), count: Count::Tricks, points }
    }

    pub const fn cards(rule: &'static str, unit: (&'static str, &'static str), cards: CardSet, points: i64) -> Item {
        Item { rule, unit, count: Count::Cards(cards), points }
    }

    pub const fn trick(rule: &'static str, pos: Pos, points: i64) -> Item {
        Item { rule, unit: (pos.name(), pos.name()), count: Count::Trick(pos), points }
    }

    /// How many units the deck holds: the number of cards of the set in it, or of tricks.
    pub fn units(&self, deck: &Deck, tricks: usize) -> u32 {
        match self.count {
            Count::Tricks => tricks as u32,
            Count::Cards(set) => deck.cards().iter().filter(|&&c| set.contains(c)).count() as u32,
            Count::Trick(_) => 1,
        }
    }

    /// "3 hearts × −2 = −6", "K♥ −16", "the last trick −8".
    pub fn describe(&self, n: u32) -> String {
        let unit = if n == 1 { self.unit.0 } else { self.unit.1 };
        match self.count {
            Count::Trick(_) => format!("{unit} {:+}", self.points),
            Count::Cards(set) if set.len() == 1 => format!("{unit} {:+}", self.points),
            _ => format!("{n} {unit} × {:+} = {:+}", self.points, i64::from(n) * self.points),
        }
    }
}

/// Every item's points for the deck: the total every deal must come to (King's −16, Black Mary's 43).
pub fn deal_total(items: &[Item], deck: &Deck, tricks: usize) -> i64 {
    items.iter().map(|i| i64::from(i.units(deck, tricks)) * i.points).sum()
}

/// Scores a deal: for each seat the sum over the items of units × points, with one explanation
/// step per seat and item that scored.
pub fn score(items: &[Item], count: impl Fn(usize, usize) -> u32, names: &[String]) -> (Vec<i64>, Vec<Step>) {
    let mut scores = vec![0; names.len()];
    let mut steps = Vec::new();
    for (k, item) in items.iter().enumerate() {
        for (seat, name) in names.iter().enumerate() {
            let n = count(seat, k);
            if n == 0 {
                continue;
            }
            scores[seat] += i64::from(n) * item.points;
            steps.push(Step { rule: item.rule, text: format!("{name}: {}", item.describe(n)).into() });
        }
    }
    (scores, steps)
}
