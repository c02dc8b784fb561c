//! The exhaustive minimax the fast search is checked against: every legal card at every turn, no
//! pruning, no heuristics; positions already solved are remembered whole (the exact cards, not
//! relative ranks), which changes nothing in the answer and makes six-card endings affordable.

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
