//! The exhaustive minimax the fast search is checked against: every legal card at every turn, no
//! pruning, no heuristics; positions already solved are remembered whole (the exact cards, not
//! relative ranks), which changes nothing in the answer and makes six-card endings affordable.
//! For eight cards, [`tricks_by_probes`]: the same every card at every turn, asking only whether a
//! number of tricks is reached (a player stops at the first card that settles it), remembering
//! positions at the start of a trick only, which keeps the memory within reach.

use std::collections::HashMap;

use super::{step, PlainDeal};
use crate::cards::Card;
use crate::engine::solver::Mode;

/// Tricks `side` wins from `deal` on, by trying every card.
pub(crate) fn tricks(deal: &PlainDeal, side: usize, mode: Mode) -> u8 {
    solve(deal, side, mode, &mut Memo::new())
}

/// Each legal card of the player to play with his side's tricks after it.
pub(crate) fn card_values(deal: &PlainDeal, mode: Mode) -> Vec<(Card, u8)> {
    let side = deal.to_play() % 2;
    let mut memo = Memo::new();
    deal.legal()
        .iter()
        .map(|c| {
            let (next, won) = step(deal, c);
            (c, won[side] + solve(&next, side, mode, &mut memo))
        })
        .collect()
}

type Memo = HashMap<([u64; 4], usize, u64), u8>;

fn solve(deal: &PlainDeal, side: usize, mode: Mode, memo: &mut Memo) -> u8 {
    let legal = deal.legal();
    if legal.is_empty() {
        return 0;
    }
    // The cards on the trick, in order: six bits each behind a marker.
    let trick = deal.played.iter().fold(1u64, |k, c| (k << 6) | c.index() as u64);
    let key = (deal.hands.map(|h| h.0), deal.leader, trick);
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let maximise = mode.maximises(deal.to_play() % 2 == side);
    let values = legal.iter().map(|card| {
        let (next, won) = step(deal, card);
        won[side] + solve(&next, side, mode, memo)
    });
    let best = if maximise { values.max() } else { values.min() }.unwrap_or(0);
    memo.insert(key, best);
    best
}

/// [`tricks`] by asking, from one trick up, whether `side` reaches each number: every legal card
/// at every turn, a player stopping at the first card that settles the question for him; the
/// positions at the start of a trick remembered whole with their answer.
pub(crate) fn tricks_by_probes(deal: &PlainDeal, side: usize, mode: Mode) -> u8 {
    let mut memo = HashMap::new();
    let mut k = 0;
    while k < deal.remaining_tricks() && reaches(deal, side, mode, k + 1, &mut memo) {
        k += 1;
    }
    k
}

type ProbeMemo = HashMap<([u64; 4], usize, u8), bool>;

/// Does `side` win at least `need` more tricks from `deal` on, the players playing as `mode` says?
fn reaches(deal: &PlainDeal, side: usize, mode: Mode, need: u8, memo: &mut ProbeMemo) -> bool {
    if need == 0 {
        return true;
    }
    if deal.remaining_tricks() < need {
        return false;
    }
    let key = (deal.hands.map(|h| h.0), deal.leader, need);
    let start = deal.played.is_empty();
    if start {
        if let Some(&v) = memo.get(&key) {
            return v;
        }
    }
    let maximise = mode.maximises(deal.to_play() % 2 == side);
    let mut result = !maximise;
    for card in deal.legal().iter() {
        let (next, won) = step(deal, card);
        if reaches(&next, side, mode, need.saturating_sub(won[side]), memo) == maximise {
            result = maximise;
            break;
        }
    }
    if start {
        memo.insert(key, result);
    }
    result
}
