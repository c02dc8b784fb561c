//! The search for four hands of a 52-card pack under plain rules: follow suit if able, the highest
//! trump or else the highest card of the led suit wins, the winner leads. Seats 0..4 are North,
//! East, South, West in playing order; sides are seat % 2 (0: North–South, 1: East–West).
//!
//! The search itself is in [`search`] (null-window probes, a transposition table with partition
//! search (winning ranks), quick tricks, move ordering); [`reference`] keeps the exhaustive minimax it is checked
//! against.

#[cfg(test)]
mod reference;
mod search;
#[cfg(test)]
mod tests;

use self::search::Solver;
use super::Mode;
use crate::cards::{Card, CardSet, Suit};
use crate::engine::Seat;

/// A position: the cards still held, the trump, who led the current trick and the cards already
/// played to it (in play order from the leader).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlainDeal {
    pub hands: [CardSet; 4],
    pub trump: Option<Suit>,
    pub leader: Seat,
    pub played: Vec<Card>,
}

impl PlainDeal {
    /// The seat to play next.
    pub fn to_play(&self) -> Seat {
        (self.leader + self.played.len()) % 4
    }

    /// Tricks still to be won, the current one included.
    pub fn remaining_tricks(&self) -> u8 {
        let held: u32 = self.hands.iter().map(|h| h.len()).sum();
        u8::try_from((held as usize + self.played.len()) / 4).unwrap_or(u8::MAX)
    }

    /// The cards the player to play may play: the led suit if he holds it, else anything.
    pub fn legal(&self) -> CardSet {
        let hand = self.hands[self.to_play()];
        match self.played.first() {
            Some(led) if hand.has_suit(led.suit()) => hand.of_suit(led.suit()),
            _ => hand,
        }
    }
}

/// Index of the winning card of a complete trick.
pub fn trick_winner(cards: &[Card; 4], trump: Option<Suit>) -> usize {
    let mut best = 0;
    for i in 1..4 {
        let (b, c) = (cards[best], cards[i]);
        let beats = if c.suit() == b.suit() { c.rank() > b.rank() } else { Some(c.suit()) == trump };
        if beats {
            best = i;
        }
    }
    best
}

/// Tricks the side `side` (0: North–South, 1: East–West) wins from here on, the current trick
/// included, when the players want what `mode` says.
pub fn tricks(deal: &PlainDeal, side: usize, mode: Mode) -> u8 {
    let (mut solver, flip) = setup(deal, side, mode);
    let base = solver.won;
    let total = solver.left() + base;
    let ns = solver.value();
    if flip {
        total - ns
    } else {
        ns - base
    }
}

/// The three numbers a claim is ruled on, for `side`: the tricks it wins whatever anyone plays,
/// with best play by both sides (double dummy), and at most ([`tricks`] in the three modes). The
/// double-dummy number is found first: the least lies at or below it and the most at or above,
/// so their searches start from a narrower range.
pub fn claim_numbers(deal: &PlainDeal, side: usize) -> [u8; 3] {
    let dd = tricks(deal, side, Mode::DoubleDummy);
    let worst = tricks_between(deal, side, Mode::Worst, 0, dd);
    let best = tricks_between(deal, side, Mode::Best, dd, deal.remaining_tricks());
    [worst, dd, best]
}

/// [`claim_numbers`] and the cards each of its three searches tried, for the benchmark and the
/// tuning of the least and the most.
pub fn claim_numbers_counted(deal: &PlainDeal, side: usize) -> ([u8; 3], [u64; 3]) {
    let (dd, dd_nodes, _) = tricks_counted(deal, side, Mode::DoubleDummy);
    let (worst, worst_nodes) = tricks_between_counted(deal, side, Mode::Worst, 0, dd);
    let (best, best_nodes) = tricks_between_counted(deal, side, Mode::Best, dd, deal.remaining_tricks());
    ([worst, dd, best], [worst_nodes, dd_nodes, best_nodes])
}

/// [`tricks`] when it is known to lie between `lo` and `hi`.
fn tricks_between(deal: &PlainDeal, side: usize, mode: Mode, lo: u8, hi: u8) -> u8 {
    tricks_between_counted(deal, side, mode, lo, hi).0
}

/// [`tricks_between`] and the cards it tried.
fn tricks_between_counted(deal: &PlainDeal, side: usize, mode: Mode, lo: u8, hi: u8) -> (u8, u64) {
    let (mut solver, flip) = setup(deal, side, mode);
    let base = solver.won;
    let total = solver.left() + base;
    let hi = hi.min(total - base);
    let lo = lo.min(hi);
    let ns =
        if flip { solver.value_between(total - hi, total - lo) } else { solver.value_between(base + lo, base + hi) };
    (if flip { total - ns } else { ns - base }, solver.nodes)
}

/// [`tricks`] and the work the search did to find it: the cards it tried, and the tricks it
/// completed (the fourth hand's cards tried, which is what DDS counts as its nodes); the measure of
/// the pruning, for the benchmark and the tuning of the search.
pub fn tricks_counted(deal: &PlainDeal, side: usize, mode: Mode) -> (u8, u64, u64) {
    let (mut solver, flip) = setup(deal, side, mode);
    let base = solver.won;
    let total = solver.left() + base;
    let ns = solver.value();
    (if flip { total - ns } else { ns - base }, solver.nodes, solver.trick_nodes)
}

/// For each card the player to play may play: the tricks his side wins from here on after it,
/// the rest played as `mode` says (seen from his side). Every legal card has its exact value,
/// in the order of [`PlainDeal::legal`].
pub fn card_values(deal: &PlainDeal, mode: Mode) -> Vec<(Card, u8)> {
    let side = deal.to_play() % 2;
    let (mut solver, flip) = setup(deal, side, mode);
    let base = solver.won;
    let total = solver.left() + base;
    let legal = solver.legal();
    let seat = solver.to_play();
    let (reps, n) = solver.moves(seat);
    let mut values: Vec<(u8, u8)> = Vec::with_capacity(n);
    for &card in &reps[..n] {
        let undo = solver.play(card);
        let ns = solver.value();
        solver.unplay(undo);
        values.push((card, if flip { total - ns } else { ns - base }));
    }
    // A card not tried is equivalent to the next lower card of its suit that was.
    let mut out = Vec::new();
    for card in CardSet(legal).iter() {
        let i = card.index() as u8;
        let rep = values
            .iter()
            .filter(|(r, _)| r / 13 == i / 13 && *r <= i)
            .max_by_key(|(r, _)| *r)
            .map(|(_, v)| *v)
            .unwrap_or(0);
        out.push((card, rep));
    }
    out
}

/// A line of play that gives `side` exactly [`tricks`]: every card to the end, in play order,
/// each the card its player chooses in `mode`.
pub fn line(deal: &PlainDeal, side: usize, mode: Mode) -> Vec<Card> {
    let (mut solver, _) = setup(deal, side, mode);
    let goal = solver.value();
    let mut out = Vec::new();
    loop {
        let seat = solver.to_play();
        let (moves, n) = solver.moves(seat);
        if n == 0 {
            break;
        }
        let maximiser = solver.maximiser(seat);
        let mut chosen = None;
        for &card in &moves[..n] {
            let undo = solver.play(card);
            let keeps = if maximiser { solver.probe(goal) } else { !solver.probe(goal + 1) };
            if keeps {
                chosen = Some(card);
                break;
            }
            solver.unplay(undo);
        }
        match chosen.and_then(|c| Card::from_index(usize::from(c))) {
            Some(card) => out.push(card),
            // Cannot happen: some card always keeps the value; stop rather than loop.
            None => break,
        }
    }
    out
}

/// The double-dummy table of a deal: tricks for each declarer (North, East, South, West) in each
/// strain (♠, ♥, ♦, ♣, no-trump), the declarer's left-hand opponent on lead. The deal may be an
/// ending, every hand holding the same number of cards.
pub fn dd_table(hands: [CardSet; 4]) -> [[u8; 4]; 5] {
    let strains = [Some(Suit::Spades), Some(Suit::Hearts), Some(Suit::Diamonds), Some(Suit::Clubs), None];
    let masks = hands.map(|h| h.0);
    let mut out = [[0; 4]; 5];
    for (s, &trump) in strains.iter().enumerate() {
        // One table per strain: North–South's tricks, whoever leads.
        let mut solver = Solver::new(masks, trump.map_or(search::NO_TRUMP, Suit::index), Mode::DoubleDummy);
        for (declarer, cell) in out[s].iter_mut().enumerate() {
            solver.reset(masks, (declarer + 1) % 4);
            let total = solver.left();
            let ns = solver.value();
            *cell = if declarer % 2 == 0 { ns } else { total - ns };
        }
    }
    out
}

/// The search set up on `deal`, counting North–South's tricks, and whether the answer must be
/// turned round for East–West (their tricks are the rest; their worst is North–South's best).
fn setup(deal: &PlainDeal, side: usize, mode: Mode) -> (Solver, bool) {
    let flip = side % 2 == 1;
    let mode = match (flip, mode) {
        (true, Mode::Worst) => Mode::Best,
        (true, Mode::Best) => Mode::Worst,
        (_, m) => m,
    };
    let trump = deal.trump.map_or(search::NO_TRUMP, Suit::index);
    let mut hands = deal.hands.map(|h| h.0);
    for c in &deal.played {
        for h in &mut hands {
            *h &= !c.bit();
        }
    }
    let mut solver = Solver::new(hands, trump, mode);
    solver.reset(hands, deal.leader);
    // The cards already on the trick, played in order from its leader; more than a trick's worth
    // plays on as if they had been played in turn.
    for c in &deal.played {
        solver.play(c.index() as u8);
    }
    solver.recount();
    (solver, flip)
}

/// Plays `card` for the player to play: the position after it and the tricks it completed.
#[cfg(test)]
pub(crate) fn step(deal: &PlainDeal, card: Card) -> (PlainDeal, [u8; 2]) {
    let mut next = deal.clone();
    let seat = next.to_play();
    next.hands[seat].remove(card);
    next.played.push(card);
    let mut won = [0; 2];
    if next.played.len() == 4 {
        let cards = [next.played[0], next.played[1], next.played[2], next.played[3]];
        let winner = (next.leader + trick_winner(&cards, next.trump)) % 4;
        won[winner % 2] = 1;
        next.leader = winner;
        next.played.clear();
    }
    (next, won)
}
