//! Who deals next, as a match of the family carries it from deal to deal and into a snapshot: the
//! seat the rotation says, or none before the first deal whose dealer is known (the table drew).

use serde::{Deserialize, Serialize};

use crate::engine::Seat;
use crate::games::{RuleError, Setup};

/// The deal's rotation between deals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rotation {
    /// Who must deal next; `None` until a deal's dealer is known, when any player may deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<Seat>,
    /// Voided places that kept their place before any dealer was known ([`Rotation::turn`]). The
    /// game cannot know who dealt them, so the next deal may still name any dealer; one that names
    /// none is dealt by the seat after as many places as were dealt, as if the first was seat 0 —
    /// what a first deal naming no dealer is.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub unknown: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl Rotation {
    /// The dealer of a deal: the one it names if the rotation accepts him (`GAME.deal.dealer`
    /// otherwise), or the one whose turn it is.
    pub fn dealer(&self, game: &str, setup: &Setup, given: Option<&str>) -> Result<Seat, RuleError> {
        match (self.next, given) {
            (None, None) => Ok(self.unknown % setup.players.len().max(1)),
            _ => super::dealer(game, setup, given, self.next),
        }
    }

    /// The seat the rotation gives the next deal when it names none.
    pub fn due(&self, players: usize) -> Seat {
        self.next.unwrap_or(self.unknown % players.max(1))
    }

    /// `dealer` dealt a deal that counts: the deal passes to his left.
    pub fn dealt(&mut self, dealer: Seat, players: usize) {
        self.next = Some((dealer + 1) % players.max(1));
        self.unknown = 0;
    }

    /// A voided deal kept its place (`Entry::Turn`): the deal passes on as if it had been dealt.
    pub fn turn(&mut self, players: usize) {
        match self.next {
            Some(d) => self.next = Some((d + 1) % players.max(1)),
            None => self.unknown = self.unknown.saturating_add(1),
        }
    }

    /// Whether the rotation can belong to a table of `players`: a stored snapshot is checked
    /// before it is used.
    pub fn fits(&self, players: usize) -> bool {
        self.next.is_none_or(|s| s < players)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Map, Value};

    fn setup() -> Setup {
        Setup {
            game: "black-mary",
            players: ["Аня", "Борис", "Вера"].map(String::from).to_vec(),
            teams: None,
            options: Value::Object(Map::new()),
        }
    }

    #[test]
    fn a_turn_passes_the_deal_on_and_a_known_dealer_is_enforced() {
        let s = setup();
        let mut r = Rotation::default();
        r.dealt(1, 3);
        r.turn(3);
        assert_eq!(r.due(3), 0);
        assert_eq!(r.dealer("black-mary", &s, None).ok(), Some(0));
        assert_eq!(
            r.dealer("black-mary", &s, Some("Вера")).err().map(|e| e.rule),
            Some("black-mary.deal.dealer".into())
        );
    }

    #[test]
    fn turns_before_any_known_dealer_leave_the_dealer_free_and_count_for_a_default() {
        let s = setup();
        let mut r = Rotation::default();
        r.turn(3);
        r.turn(3);
        assert_eq!(r.dealer("black-mary", &s, None).ok(), Some(2));
        assert_eq!(r.dealer("black-mary", &s, Some("Борис")).ok(), Some(1));
        let back: Rotation = serde_json::from_value(serde_json::to_value(r).unwrap_or_default()).unwrap_or_default();
        assert_eq!(back, r);
        assert_eq!(serde_json::to_string(&Rotation::default()).ok().as_deref(), Some("{}"));
    }
}
