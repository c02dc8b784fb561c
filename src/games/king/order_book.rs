//! The ordered variant's book (заказной): which games each player has ordered so far. Each
//! player orders every negative game once and the positive game twice; an order already used up
//! is refused.

use serde::{Deserialize, Serialize};

use super::kind::Kind;
use crate::engine::Seat;
use crate::games::RuleError;
use crate::i18n::Msg;
use crate::msg;

/// Per player, the deal numbers at which he ordered each game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct OrderBook {
    used: Vec<Vec<(Kind, usize)>>,
}

impl OrderBook {
    pub fn new(players: usize) -> OrderBook {
        OrderBook { used: vec![Vec::new(); players] }
    }

    /// No game ordered yet (a classic match's book stays so).
    pub fn is_empty(&self) -> bool {
        self.used.iter().all(Vec::is_empty)
    }

    /// Whether a book read back from a snapshot belongs to a table of `players` after `played`
    /// deals: one list per player, no game ordered more often than allowed, at a deal played.
    pub fn fits(&self, players: usize, played: usize) -> bool {
        self.used.len() == players
            && self.used.iter().all(|orders| {
                orders.iter().all(|&(_, d)| (1..=played).contains(&d))
                    && Kind::ALL.iter().all(|&k| orders.iter().filter(|(o, _)| *o == k).count() <= k.orders())
            })
    }

    /// Deals a whole ordered match has: every player orders 7 negative games and 2 positive.
    pub fn deals(players: usize) -> usize {
        players * Kind::ALL.iter().map(|k| k.orders()).sum::<usize>()
    }

    /// How many more times `seat` may order `kind`.
    pub fn left(&self, seat: Seat, kind: Kind) -> usize {
        kind.orders() - self.used[seat].iter().filter(|(k, _)| *k == kind).count()
    }

    /// "no tricks, no hearts, positive ×2": what `seat` still has to order.
    pub fn left_msg(&self, seat: Seat) -> Msg {
        let left: Vec<Msg> = Kind::ALL
            .iter()
            .filter_map(|&k| match self.left(seat, k) {
                0 => None,
                1 => Some(k.label()),
                n => Some(msg!("king-order-left-times", kind = k.label(), times = n)),
            })
            .collect();
        if left.is_empty() {
            msg!("king-order-left-nothing")
        } else {
            msg!("king-order-left", games = left)
        }
    }

    /// Refuses an order `seat` has used up.
    pub fn check(&self, seat: Seat, kind: Kind, names: &[String]) -> Result<(), RuleError> {
        if self.left(seat, kind) == 0 {
            let name = &names[seat];
            let at: Vec<usize> = self.used[seat].iter().filter(|(k, _)| *k == kind).map(|(_, d)| *d).collect();
            let text = match at.as_slice() {
                [first, second, ..] => msg!(
                    "king-order-repeated-twice",
                    name = name,
                    kind = kind.label(),
                    first = *first,
                    second = *second,
                    times = kind.orders(),
                    left = self.left_msg(seat),
                ),
                _ => msg!(
                    "king-order-repeated",
                    name = name,
                    kind = kind.label(),
                    first = at.first().copied().unwrap_or(0),
                    left = self.left_msg(seat),
                ),
            };
            return Err(RuleError::new("king.order.repeated", text).with_player(name));
        }
        Ok(())
    }

    /// Records that `seat` ordered `kind` at deal `deal` (1-based).
    pub fn record(&mut self, seat: Seat, kind: Kind, deal: usize) {
        self.used[seat].push((kind, deal));
    }
}
