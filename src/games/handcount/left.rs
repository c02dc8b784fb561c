//! What each loser was left holding when someone went out: the cards (`left`), checked as cards
//! of the pack that nobody holds twice and a hand can hold, or only their count in points
//! (`points`), checked as a sum that so many cards of the pack can make.

use serde_json::Value;

use crate::cards::{Card, CardSet, Deck, Rank};
use crate::engine::Seat;
use crate::games::{RuleError, Setup};
use crate::i18n::field;
use crate::msg;

use super::names_map;

/// The rules a reading of the cards left cites, each with the game's prefix.
#[derive(Debug)]
pub struct LeftIds {
    pub format: &'static str,
    /// Only cards of the pack are named.
    pub card: &'static str,
    /// A pack without aces (Kitty): an ace is refused by this rule.
    pub ace: Option<&'static str>,
    /// No card is left in two places.
    pub duplicate: &'static str,
    /// A loser holds at least one card and no more than a hand can hold.
    pub count: &'static str,
    /// All the losers together hold no more than the pack leaves them (Kitty).
    pub total: Option<&'static str>,
    /// Points alone are a sum so many cards of the pack can make.
    pub range: &'static str,
    /// Cards and points both given agree.
    pub disagree: &'static str,
    /// Every loser's cards or points are given.
    pub missing: &'static str,
    /// The player who went out holds nothing.
    pub out: &'static str,
}

/// The pack and how much of it a loser can hold.
#[derive(Debug, Clone)]
pub struct Pack {
    pub deck: Deck,
    /// What a card left in hand counts.
    pub value: fn(Card) -> i64,
    /// Most cards one loser can hold.
    pub most: usize,
    /// Most cards all the losers together can hold.
    pub most_all: usize,
}

/// What each seat was left with: the cards when named, and their count in points (0 for the
/// player who went out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Left {
    pub cards: Vec<Option<Vec<Card>>>,
    pub points: Vec<i64>,
}

/// A string, or a list of strings, each split at commas and spaces: `"KS,QH"`, `["KS", "QH 5D"]`.
fn items(v: &Value) -> Option<Vec<String>> {
    let split = |s: &str| {
        s.split(|c: char| c == ',' || c.is_whitespace()).filter(|p| !p.is_empty()).map(String::from).collect::<Vec<_>>()
    };
    match v {
        Value::String(s) => Some(split(s)),
        Value::Array(a) => {
            let mut out = Vec::new();
            for x in a {
                out.extend(split(x.as_str()?));
            }
            Some(out)
        }
        _ => None,
    }
}

impl Pack {
    /// Reads the `left` and `points` fields for every player but `out`.
    pub fn read(
        &self,
        ids: &LeftIds,
        setup: &Setup,
        out: Seat,
        left: Option<&Value>,
        points: Option<&Value>,
    ) -> Result<Left, RuleError> {
        let names = &setup.players;
        let n = names.len();
        let mut cards: Vec<Option<Vec<Card>>> = vec![None; n];
        let mut seen = CardSet::EMPTY;
        let mut holder: Vec<(Card, Seat)> = Vec::new();
        let went_out = |s: Seat, key: &str| {
            RuleError::new(ids.out, msg!("handcount-out-holds", player = &names[s], field = field(key)))
                .with_player(&names[s])
        };
        if let Some(v) = left {
            for (s, list) in names_map(setup, ids.format, "left", v)? {
                if s == out {
                    return Err(went_out(s, "left"));
                }
                let list = items(list)
                    .ok_or_else(|| RuleError::new(ids.format, msg!("handcount-takes-cards", field = field("left"))))?;
                let mut own = Vec::with_capacity(list.len());
                for item in list {
                    let card: Card = item.parse().map_err(|e: crate::cards::CardParseError| {
                        RuleError::new(ids.card, msg!("handcount-left-not-card", player = &names[s], error = e.msg()))
                            .with_player(&names[s])
                            .with_card(&item)
                    })?;
                    if !self.deck.contains(card) {
                        let rule = match ids.ace {
                            Some(ace) if card.rank() == Rank::Ace => ace,
                            _ => ids.card,
                        };
                        let text = if rule == ids.card {
                            msg!("handcount-left-not-in-pack", player = &names[s], card = card, cards = self.deck.len())
                        } else {
                            msg!("handcount-left-ace", player = &names[s], card = card)
                        };
                        return Err(RuleError::new(rule, text).with_player(&names[s]).with_card(card));
                    }
                    if !seen.insert(card) {
                        let other = holder.iter().find(|(c, _)| *c == card).map_or(s, |h| h.1);
                        let text = if other == s {
                            msg!("handcount-left-twice", player = &names[s], card = card)
                        } else {
                            msg!("handcount-left-both", player = &names[s], other = &names[other], card = card)
                        };
                        return Err(RuleError::new(ids.duplicate, text).with_player(&names[s]).with_card(card));
                    }
                    holder.push((card, s));
                    own.push(card);
                }
                if own.is_empty() || own.len() > self.most {
                    return Err(RuleError::new(
                        ids.count,
                        msg!("handcount-left-count", player = &names[s], count = own.len(), most = self.most),
                    )
                    .with_player(&names[s]));
                }
                cards[s] = Some(own);
            }
        }
        let named = holder.len();
        if let Some(rule) = ids.total.filter(|_| named > self.most_all) {
            return Err(RuleError::new(rule, msg!("handcount-left-total", count = named, most = self.most_all)));
        }
        let mut given: Vec<Option<i64>> = vec![None; n];
        if let Some(v) = points {
            for (s, x) in names_map(setup, ids.format, "points", v)? {
                if s == out {
                    return Err(went_out(s, "points"));
                }
                let p = x.as_i64().ok_or_else(|| {
                    RuleError::new(ids.format, msg!("handcount-takes-points", field = field("points")))
                })?;
                given[s] = Some(p);
            }
        }
        // Cards a player counted only in points may hold: the pack less the cards named, and no
        // more than the losers' share less one card for each other loser counted in points.
        let counted_only: Vec<Seat> = (0..n).filter(|&s| cards[s].is_none() && given[s].is_some()).collect();
        let rest: Vec<i64> =
            self.deck.cards().iter().filter(|c| !seen.contains(**c)).map(|&c| (self.value)(c)).collect();
        let cap = self.most.min(self.most_all.saturating_sub(named + counted_only.len().saturating_sub(1)));
        let sums = Sums::new(&rest, cap);
        let mut points = vec![0i64; n];
        for s in (0..n).filter(|&s| s != out) {
            points[s] = match (&cards[s], given[s]) {
                (Some(c), given) => {
                    let sum: i64 = c.iter().map(|&c| (self.value)(c)).sum();
                    if let Some(p) = given.filter(|&p| p != sum) {
                        return Err(RuleError::new(
                            ids.disagree,
                            msg!(
                                "handcount-points-disagree",
                                player = &names[s],
                                points = p,
                                cards = c.clone(),
                                sum = sum
                            ),
                        )
                        .with_player(&names[s]));
                    }
                    sum
                }
                (None, Some(p)) => {
                    if !sums.can(p) {
                        return Err(RuleError::new(
                            ids.range,
                            msg!(
                                "handcount-points-range",
                                player = &names[s],
                                points = p,
                                most = cap,
                                low = sums.low(),
                                high = sums.high()
                            ),
                        )
                        .with_player(&names[s]));
                    }
                    p
                }
                (None, None) => {
                    return Err(RuleError::new(
                        ids.missing,
                        msg!(
                            "handcount-left-missing",
                            player = &names[s],
                            left = field("left"),
                            points = field("points")
                        ),
                    )
                    .with_player(&names[s]));
                }
            };
        }
        Ok(Left { cards, points })
    }
}

/// The sums 1 to `cap` cards of a pack can make.
#[derive(Debug)]
struct Sums {
    /// `can[s]`: some 1 to `cap` of the cards add up to `s`.
    can: Vec<bool>,
}

impl Sums {
    fn new(values: &[i64], cap: usize) -> Sums {
        let total: i64 = values.iter().sum();
        let top = usize::try_from(total.max(0)).unwrap_or(0);
        // reach[k][s]: k cards add up to s.
        let mut reach = vec![vec![false; top + 1]; cap + 1];
        reach[0][0] = true;
        for &v in values {
            let v = usize::try_from(v.max(0)).unwrap_or(0);
            for k in (1..=cap).rev() {
                for s in (v..=top).rev() {
                    if reach[k - 1][s - v] {
                        reach[k][s] = true;
                    }
                }
            }
        }
        let can = (0..=top).map(|s| (1..=cap).any(|k| reach[k][s])).collect();
        Sums { can }
    }

    fn can(&self, p: i64) -> bool {
        usize::try_from(p).ok().and_then(|p| self.can.get(p).copied()).unwrap_or(false)
    }

    fn low(&self) -> usize {
        self.can.iter().position(|&c| c).unwrap_or(0)
    }

    fn high(&self) -> usize {
        self.can.iter().rposition(|&c| c).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::Sums;

    #[test]
    fn sums_of_so_many_cards() {
        // Kitty's values: 6–10, J 2, Q 3, K 4, four of each.
        let values: Vec<i64> = [6, 7, 8, 9, 10, 2, 3, 4].iter().flat_map(|&v| [v; 4]).collect();
        let one = Sums::new(&values, 1);
        assert!(!one.can(5) && one.can(2) && one.can(10) && !one.can(11));
        let two = Sums::new(&values, 2);
        assert!(two.can(5) && two.can(20) && !two.can(21) && !two.can(1));
        assert_eq!((two.low(), two.high()), (2, 20));
    }
}
