//! The revoke settled after the play, by Law 64 of the Laws of Duplicate Bridge (2017). A record
//! shows every revoke but not when the table noticed it, so what depends on that (Law 64B4, B5:
//! attention drawn after the next deal's call or after the round; B8; correction before the trick
//! was quitted, Law 62) is for the table and the Director, and so is equity (Law 64C).

use crate::cards::{Card, Suit};
use crate::engine::Violation;

use super::record::side_of;

/// The Law 64 clause that settles a revoke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clause {
    /// A1: the offender won the revoke trick — it and one later trick of his side are transferred.
    A1,
    /// A2: the offender did not win it — one trick of his side's, from the revoke trick on.
    A2,
    /// B1: the offending side won neither the revoke trick nor any later one.
    B1,
    /// B2: a later revoke in the same suit by the same player.
    B2,
    /// B3: a revoke in playing dummy's cards.
    B3,
    /// B6: a revoke on the twelfth trick.
    B6,
    /// B7: both sides revoked on the board.
    B7,
    /// The match plays without the automatic adjustment (option `revokes=none`).
    Off,
}

impl Clause {
    /// How the clause is cited: `64A1`, `64B3`; `-` with the adjustment off.
    pub const fn cite(self) -> &'static str {
        match self {
            Clause::A1 => "64A1",
            Clause::A2 => "64A2",
            Clause::B1 => "64B1",
            Clause::B2 => "64B2",
            Clause::B3 => "64B3",
            Clause::B6 => "64B6",
            Clause::B7 => "64B7",
            Clause::Off => "-",
        }
    }
}

/// One revoke and how it was settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Revoke {
    /// 1-based trick.
    pub trick: usize,
    pub seat: usize,
    pub card: Card,
    /// The suit led, which the offender held.
    pub led: Suit,
    /// A card of the led suit he held, and the trick he played it to.
    pub held: Option<(Card, usize)>,
    pub clause: Clause,
    /// Tricks transferred from the offending side to the other.
    pub moved: u8,
}

/// Settles every revoke. `winners`: the winner of each complete trick; `after`: tricks each side
/// (0: NS, 1: EW) takes after the record stops (a claim), which count as later tricks; `dummy`:
/// dummy's seat; `on`: the automatic adjustment applies.
pub fn settle(
    breaches: &[Violation],
    led: &[Suit],
    winners: &[usize],
    after: [u8; 2],
    dummy: usize,
    on: bool,
) -> Vec<Revoke> {
    let both = {
        let sides: Vec<usize> = breaches.iter().filter_map(|b| b.seat).map(side_of).collect();
        sides.contains(&0) && sides.contains(&1)
    };
    let mut used = vec![false; winners.len()];
    let mut used_after = [0u8; 2];
    let mut out: Vec<Revoke> = Vec::new();
    for b in breaches {
        let (Some(trick), Some(seat), Some(card)) = (b.trick, b.seat, b.card) else { continue };
        let t = trick - 1;
        let Some(&suit) = led.get(t) else { continue };
        let side = side_of(seat);
        let earlier_same = out.iter().any(|r| r.seat == seat && r.led == suit);
        let clause = if !on {
            Clause::Off
        } else if both {
            Clause::B7
        } else if seat == dummy {
            Clause::B3
        } else if earlier_same {
            Clause::B2
        } else if trick == 12 {
            Clause::B6
        } else {
            let won_by_side = |i: usize| winners.get(i).is_some_and(|&w| side_of(w) == side);
            let any_from_here = (t..winners.len()).any(won_by_side) || after[side] > 0;
            match winners.get(t) {
                Some(&w) if w == seat => Clause::A1,
                _ if any_from_here => Clause::A2,
                _ => Clause::B1,
            }
        };
        // The tricks transferred are tricks the offending side won, each at most once.
        let moved = match clause {
            Clause::A1 => {
                let first = if used.get(t) == Some(&false) {
                    used[t] = true;
                    true
                } else {
                    take(&mut used, &mut used_after, winners, after, side, t)
                };
                u8::from(first) + u8::from(take(&mut used, &mut used_after, winners, after, side, t + 1))
            }
            Clause::A2 => u8::from(take(&mut used, &mut used_after, winners, after, side, t)),
            _ => 0,
        };
        out.push(Revoke { trick, seat, card, led: suit, held: b.held, clause, moved });
    }
    out
}

/// Takes one trick won by `side` from trick `from` on (or after the record stops) not yet
/// transferred; false when there is none.
fn take(
    used: &mut [bool],
    used_after: &mut [u8; 2],
    winners: &[usize],
    after: [u8; 2],
    side: usize,
    from: usize,
) -> bool {
    if let Some(i) = (from..winners.len()).find(|&i| !used[i] && side_of(winners[i]) == side) {
        used[i] = true;
        return true;
    }
    if used_after[side] < after[side] {
        used_after[side] += 1;
        return true;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Rank, Suit};
    use crate::i18n::Msg;

    fn breach(trick: usize, seat: usize) -> Violation {
        Violation {
            rule: "bridge.play.revoke",
            trick: Some(trick),
            seat: Some(seat),
            card: Some(Card::new(Rank::Two, Suit::Clubs)),
            held: None,
            context: Msg::default(),
            required: Msg::default(),
        }
    }

    fn moved(breaches: &[Violation], winners: &[usize]) -> Vec<(Clause, u8)> {
        let led = vec![Suit::Hearts; 13];
        settle(breaches, &led, winners, [0, 0], 2, true).iter().map(|r| (r.clause, r.moved)).collect()
    }

    #[test]
    fn each_clause_moves_what_law_64_says() {
        // East (1) revokes at trick 3 and wins it; EW win tricks 3, 5, 6 → 2 tricks.
        let w = [0, 0, 1, 0, 3, 1, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(moved(&[breach(3, 1)], &w), vec![(Clause::A1, 2)]);
        // West (3) revokes at trick 3 won by partner East: one trick.
        assert_eq!(moved(&[breach(3, 3)], &w), vec![(Clause::A2, 1)]);
        // A revoke at trick 7 by East: EW win nothing from trick 7 on.
        assert_eq!(moved(&[breach(7, 1)], &w), vec![(Clause::B1, 0)]);
        // Dummy (South, 2) revokes: no adjustment.
        assert_eq!(moved(&[breach(1, 2)], &w), vec![(Clause::B3, 0)]);
        // Twice in the same suit by East: the second is not adjusted.
        assert_eq!(moved(&[breach(3, 1), breach(5, 1)], &w), vec![(Clause::A1, 2), (Clause::B2, 0)]);
        // The twelfth trick.
        assert_eq!(moved(&[breach(12, 1)], &w), vec![(Clause::B6, 0)]);
        // Both sides revoked.
        assert_eq!(moved(&[breach(3, 1), breach(4, 0)], &w), vec![(Clause::B7, 0), (Clause::B7, 0)]);
        // A1 with no later trick won by the side: the revoke trick only.
        let w2 = [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(moved(&[breach(3, 1)], &w2), vec![(Clause::A1, 1)]);
    }
}
