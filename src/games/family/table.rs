//! Penalty tables: what a deal of the family scores, as data. An item counts tricks, cards of a
//! set, or the trick at a position, and is worth so many points per unit; a deal's score is the sum.

use crate::cards::{CardSet, Deck};
use crate::games::Step;
use crate::i18n::{has, signed, Lang, Msg};
use crate::msg;

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

    /// The English name, the unit of an [`Item::trick`] (messages name the position by [`Pos::key`]).
    pub const fn name(self) -> &'static str {
        match self {
            Pos::First => "the first trick",
            Pos::SecondLast => "the last trick but one",
            Pos::Last => "the last trick",
        }
    }

    /// The value the catalogue's messages select on to name the position in each language's own
    /// case: `first`, `second-last`, `last`.
    pub const fn key(self) -> &'static str {
        match self {
            Pos::First => "first",
            Pos::SecondLast => "second-last",
            Pos::Last => "last",
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
    /// One unit and several in English, as quick entry reads a count: ("heart", "hearts"). A
    /// counted group is named in every language by the catalogue's `family-count` for its plural
    /// (hearts, jacks, queens, tricks; any other: cards). A single card is printed as it is, unless
    /// `unit.0` is the id of a catalogue message that names it with `$card` (Black Mary's
    /// `black-mary-queen`: "Q♠ (Black Mary)").
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

    /// The group an item counts, as the catalogue's messages select on it.
    pub fn group(&self) -> &'static str {
        match self.count {
            Count::Tricks => "tricks",
            _ => match self.unit.1 {
                "hearts" => "hearts",
                "jacks" => "jacks",
                "queens" => "queens",
                "tricks" => "tricks",
                _ => "cards",
            },
        }
    }

    /// The one card a single-card item scores, named as the table names it: "K♥", "Q♠ (Black Mary)".
    pub fn label(&self) -> Msg {
        let card = match self.count {
            Count::Cards(set) => set.iter().next(),
            _ => None,
        };
        match card {
            Some(card) if has(Lang::En, self.unit.0) => Msg::new(self.unit.0, vec![("card", card.into())]),
            Some(card) => msg!("family-card", card = card),
            None => msg!("family-count", group = self.group(), n = 1),
        }
    }

    /// `n` units of the item: "3 hearts", "1 trick", the card of a single-card item, the position.
    pub fn amount(&self, n: u32) -> Msg {
        match self.count {
            Count::Trick(pos) => msg!("family-pos", pos = pos.key()),
            Count::Cards(set) if set.len() == 1 => self.label(),
            _ => msg!("family-count", group = self.group(), n = n),
        }
    }

    /// "3 hearts × −2 = −6", "K♥ −16", "the last trick −8".
    pub fn describe(&self, n: u32) -> Msg {
        let points = signed(self.points);
        match self.count {
            Count::Trick(pos) => msg!("family-item-trick", pos = pos.key(), points = points),
            Count::Cards(set) if set.len() == 1 => msg!("family-item-card", card = self.label(), points = points),
            _ => msg!(
                "family-item-count",
                count = self.amount(n),
                points = points,
                total = signed(i64::from(n) * self.points)
            ),
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
            steps.push(Step { rule: item.rule, text: msg!("family-step", player = name, item = item.describe(n)) });
        }
    }
    (scores, steps)
}
