//! The fast double-dummy search, in the manner of Bo Haglund's DDS and the published papers
//! (Ginsberg's partition search, Chang's tricks estimates):
//!
//! - hands are `u64` masks with one 13-bit field per suit (the [`crate::cards::CardSet`] layout),
//!   so following suit, the remaining cards of a suit and the top of a suit are a few bit operations;
//! - the value is found by null-window probes, "can North–South take at least k tricks from
//!   here?", DDS's way: from half the tricks a step at a time towards the value (a binary search
//!   when bounds are known); every probe only has to prove or refute, which cuts far more;
//! - a transposition table at trick boundaries with partition search: a probe's answer carries
//!   the cards whose rank decided it (winning ranks), and an entry, keyed on each hand's length in
//!   each suit, keeps only the owners of each suit's top cards down to the lowest of them, so it
//!   answers every position that agrees on those; it holds a lower and an upper bound on
//!   North–South's tricks, which serve every k;
//! - quick tricks (the leader's sure winners: top cards, drawn trumps first, and his partner's
//!   reached through a suit whose top card the partner holds), the second hand's sure trick
//!   (his side holds the top card of the suit led, or ruffs while the third hand must follow),
//!   the trump bounds (each trump above all the other side's trumps wins a trick whatever anyone
//!   plays) and DDS's "later tricks" (a leading side that needs every trick, or all but one,
//!   and lacks the leads or faces a trump it cannot catch) settle many probes unsearched;
//! - leads are weighed as DDS weighs them (Haglund and Hein's move ordering: cash a sure winner,
//!   prefer suits that give the opponents few cards to choose from, lead towards partner's
//!   winners and through the opponents' honours, not into a ruff), follows win cheaply or duck
//!   when partner wins; only one card of a run of equivalent cards is tried, and once a card is
//!   refuted by answers that relied on no rank as low as it, the lower cards of its suit are not
//!   tried either (DDS's "lowest winning rank" cut).
//!
//! The search always counts North–South's tricks; the public functions turn East–West questions
//! around. A mode's players are OR nodes (they play for North–South's most) or AND nodes; Worst
//! and Best are the same search with all four players on one team's side.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::engine::solver::Mode;

const SUIT: [u64; 4] = [0x1FFF, 0x1FFF << 13, 0x1FFF << 26, 0x1FFF << 39];
/// No trump: a suit index no card has.
pub(super) const NO_TRUMP: usize = 4;

/// A fast hash for the table's keys: one multiply-fold, the keys are already well spread.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7C_C1_B7_27_22_0A_95);
        }
    }
    fn write_u128(&mut self, k: u128) {
        let x = (k as u64) ^ ((k >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let x = (x ^ (x >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        self.0 = x ^ (x >> 32);
    }
}

/// Lower and upper bounds on North–South's tricks from a trick boundary on, for every position
/// that agrees with the one searched on the cards that decided the bounds (partition search).
///
/// Each suit has a 32-bit lane: the owners of its remaining cards from the bottom up, two bits a
/// card, the lowest card lowest (so the top card's place depends on the suit's length, which the
/// table's key fixes). `mask` keeps, in each suit, the top cards down to the lowest card whose
/// rank mattered (a "winning rank"); below it only which hand holds how many counts, and that is
/// in the table's key.
#[derive(Clone, Copy)]
struct Bounds {
    owners: u128,
    mask: u128,
    lo: u8,
    hi: u8,
    /// The lead that last settled a probe here ([`Solver::encode`]), tried first next time.
    best: u8,
}

const NO_MOVE: u8 = 0xFF;

/// The transposition table: keyed on the leader and each hand's length in each suit, the
/// entries with that shape.
#[derive(Default)]
struct Table {
    shapes: HashMap<u128, Shape, BuildHasherDefault<KeyHasher>>,
}

/// A shape's entries, oldest first: the first kept beside the key, so that most shapes (which
/// have one or two) cost no allocation of their own and are read where the key is found. (A list
/// apart for every shape spent a fiftieth of the slowest claim check's time in the allocator;
/// one list for all, linked by shape, spared that but cost the full deals a tenth more time in
/// reading entries scattered through a list of millions.)
struct Shape {
    first: Bounds,
    more: Vec<Bounds>,
}

impl Table {
    /// The entries of shape `key`, newest first.
    fn shape(&self, key: u128) -> impl Iterator<Item = &Bounds> {
        self.shapes.get(&key).into_iter().flat_map(|s| s.more.iter().rev().chain(std::iter::once(&s.first)))
    }

    /// The entry of shape `key` whose cards `mask` keeps agree with `owners`, made with no bounds
    /// (0 to `left` tricks) and the lead `best` if there is none.
    fn entry(&mut self, key: u128, owners: u128, mask: u128, left: u8, best: u8) -> &mut Bounds {
        let fresh = Bounds { owners: owners & mask, mask, lo: 0, hi: left, best };
        let shape = self.shapes.entry(key).or_insert(Shape { first: fresh, more: Vec::new() });
        let fits = |b: &Bounds| b.mask == mask && (b.owners ^ owners) & mask == 0;
        if fits(&shape.first) {
            return &mut shape.first;
        }
        match shape.more.iter().position(fits) {
            Some(i) => &mut shape.more[i],
            None => {
                shape.more.push(fresh);
                let last = shape.more.len() - 1;
                &mut shape.more[last]
            }
        }
    }
}

#[inline]
fn suit_of(card: u8) -> usize {
    usize::from(card / 13)
}

#[inline]
fn top_bit(x: u64) -> u32 {
    63 - x.leading_zeros()
}

/// The search's state: the hands, the trick in progress and the tricks North–South have won
/// since the state was set up.
pub(super) struct Solver {
    trump: usize,
    /// Does the seat play for North–South's most?
    maxer: [bool; 4],
    pub(super) hands: [u64; 4],
    pub(super) leader: usize,
    pub(super) tlen: usize,
    /// Every card played since the state was set up, in order, with the winning card of its
    /// trick and that card's seat once it was played; the current trick is the last `tlen`.
    cards: [u8; 56],
    wcard: [u8; 56],
    wseat: [usize; 56],
    depth: usize,
    /// The cards of the trick in progress, and the first of them while there is one (the last
    /// `tlen` of `cards`, kept apart: every card tried asks for them).
    trick: u64,
    led: u8,
    /// North–South's tricks since the state was set up.
    pub(super) won: u8,
    /// Tricks still to play, the current one included ([`Solver::left`]), kept as cards are
    /// played and taken back: every search at a trick's start asks for it.
    tricks: u8,
    table: Table,
    /// Moves tried, for the benchmark and the tuning of the ordering.
    pub(super) nodes: u64,
    /// Tricks completed in the search: the fourth hand's cards tried, the count DDS reports as
    /// its nodes.
    pub(super) trick_nodes: u64,
    /// The last lead that refuted a probe at each depth.
    killer: [u8; 56],
    /// The lead that last settled the position being searched (from the table), if any.
    tt_move: u8,
    /// Ask the table before the cut-offs (the least and the most: all four on one side).
    table_first: bool,
}

impl Solver {
    pub(super) fn new(hands: [u64; 4], trump: usize, mode: Mode) -> Solver {
        let mut solver = Solver {
            trump,
            maxer: [mode.maximises(true), mode.maximises(false), mode.maximises(true), mode.maximises(false)],
            hands: hands.map(|h| h & ((1 << 52) - 1)),
            leader: 0,
            tlen: 0,
            cards: [0; 56],
            wcard: [0; 56],
            wseat: [0; 56],
            depth: 0,
            trick: 0,
            led: 0,
            won: 0,
            tricks: 0,
            table: Table::default(),
            nodes: 0,
            trick_nodes: 0,
            killer: [NO_MOVE; 56],
            tt_move: NO_MOVE,
            table_first: mode != Mode::DoubleDummy,
        };
        solver.recount();
        solver
    }

    /// Starts a fresh trick led by `leader`, nothing won yet.
    pub(super) fn reset(&mut self, hands: [u64; 4], leader: usize) {
        self.hands = hands.map(|h| h & ((1 << 52) - 1));
        self.leader = leader % 4;
        self.tlen = 0;
        self.won = 0;
        self.depth = 0;
        self.trick = 0;
        self.recount();
    }

    /// Does `seat` play for North–South's most?
    pub(super) fn maximiser(&self, seat: usize) -> bool {
        self.maxer[seat % 4]
    }

    #[inline]
    pub(super) fn to_play(&self) -> usize {
        (self.leader + self.tlen) % 4
    }

    /// Every card still held.
    #[inline]
    fn held(&self) -> u64 {
        self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
    }

    /// Tricks still to play, the current one included.
    #[inline]
    pub(super) fn left(&self) -> u8 {
        self.tricks
    }

    /// Counts [`Solver::left`] afresh from the cards held and on the trick: after cards were
    /// played into the state from outside the search (a trick in progress set up).
    pub(super) fn recount(&mut self) {
        let held: u32 = self.hands.iter().map(|h| h.count_ones()).sum();
        self.tricks = ((held as usize + self.tlen) / 4) as u8;
    }

    /// The cards the player to play may play.
    pub(super) fn legal(&self) -> u64 {
        let hand = self.hands[self.to_play()];
        if self.tlen == 0 {
            return hand;
        }
        let led = hand & SUIT[suit_of(self.led)];
        if led != 0 {
            led
        } else {
            hand
        }
    }

    /// Plays `card` (which must be in the hand of the player to play); a completed trick goes to
    /// its winner. Returns what [`Solver::unplay`] needs to take it back.
    #[inline]
    pub(super) fn play(&mut self, card: u8) -> Undo {
        let seat = self.to_play();
        self.hands[seat] &= !(1u64 << card);
        let t = self.tlen;
        let (trick, led) = (self.trick, self.led);
        if t == 0 {
            self.led = card;
            self.trick = 1u64 << card;
        } else {
            self.trick |= 1u64 << card;
        }
        let d = self.depth.min(55);
        self.cards[d] = card;
        if t == 0 || d == 0 {
            self.wcard[d] = card;
            self.wseat[d] = seat;
        } else {
            let w = self.wcard[d - 1];
            let beats = if suit_of(card) == suit_of(w) { card > w } else { suit_of(card) == self.trump };
            if beats {
                self.wcard[d] = card;
                self.wseat[d] = seat;
            } else {
                self.wcard[d] = w;
                self.wseat[d] = self.wseat[d - 1];
            }
        }
        self.depth = d + 1;
        if t == 3 {
            let winner = self.wseat[d];
            let undo = Undo { seat, leader: self.leader, completed: true, trick, led };
            self.leader = winner;
            self.tlen = 0;
            self.trick = 0;
            self.tricks = self.tricks.wrapping_sub(1);
            if winner % 2 == 0 {
                self.won += 1;
            }
            undo
        } else {
            self.tlen = t + 1;
            Undo { seat, leader: self.leader, completed: false, trick, led }
        }
    }

    #[inline]
    pub(super) fn unplay(&mut self, undo: Undo) {
        if undo.completed {
            if self.leader % 2 == 0 {
                self.won -= 1;
            }
            self.leader = undo.leader;
            self.tlen = 3;
            self.tricks = self.tricks.wrapping_add(1);
        } else {
            self.tlen -= 1;
        }
        self.depth -= 1;
        let card = self.cards[self.depth];
        self.hands[undo.seat] |= 1u64 << card;
        self.trick = undo.trick;
        self.led = undo.led;
    }

    /// North–South's tricks from the state on, counting those already in `won`: null-window
    /// probes a step apart.
    pub(super) fn value(&mut self) -> u8 {
        let (mut lo, mut hi) = (self.won, self.won + self.left());
        // DDS's order of probes: first half the tricks left for the side to play, rounded up for
        // North–South and down for East–West; then a step at a time towards the value, each probe
        // answered largely from the table the one before filled. (A binary search jumps to
        // probes far from the value that cost as much and leave less to reuse: 5% more cards.)
        let mut guess = self.won + self.left().div_ceil(2) + u8::from(self.to_play() % 2 == 1);
        while lo < hi {
            guess = guess.clamp(lo + 1, hi);
            if self.probe(guess) {
                lo = guess;
                guess += 1;
            } else {
                hi = guess - 1;
                guess -= 1;
            }
        }
        lo
    }

    /// [`Solver::value`] when it is known to lie between `lo` and `hi`: in the least and the most
    /// (all four players on one side), a step at a time from the end of the range away from the
    /// double-dummy number that bounds it: up from `lo` when every player plays for
    /// North–South's least, down from `hi` when every player plays for their most; otherwise a
    /// binary search. Near that end the probes are settled by the trump bounds or by one line
    /// found, and the one long proof, at the value itself, comes once. (On the hundred 8-card
    /// endings the least and the most try 7% fewer cards this way than by a binary search between
    /// the extreme and the double-dummy number; the least alone 28% fewer.)
    pub(super) fn value_between(&mut self, lo: u8, hi: u8) -> u8 {
        let (mut lo, mut hi) = (lo.max(self.won), hi.min(self.won + self.left()));
        if self.maxer == [false; 4] {
            while lo < hi && self.probe(lo + 1) {
                lo += 1;
            }
            return lo;
        }
        if self.maxer == [true; 4] {
            while lo < hi && !self.probe(hi) {
                hi -= 1;
            }
            return hi;
        }
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            if self.probe(mid) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    }

    /// Can North–South reach `target` tricks (those in `won` included)?
    pub(super) fn probe(&mut self, target: u8) -> bool {
        self.search(target).0
    }

    /// The probe's answer and the cards whose ranks it relied on: every position that agrees
    /// with this one on those cards (and below them on who holds how many) has the same answer;
    /// and, within the trick in progress, the cards left out of refutations as equal to a lower
    /// card of their hand (their run must be kept whole if the ranks reach it).
    fn search(&mut self, target: u8) -> (bool, u64, u64) {
        let mut key = 0u128;
        let mut owners = 0u128;
        let mut first = NO_MOVE;
        let left = self.left();
        if self.tlen == 0 {
            if let Some(reached) = self.settled(target) {
                return (reached, 0, 0);
            }
            if left == 1 && self.hands.iter().all(|h| h.count_ones() == 1) {
                let (ns, ranks) = self.last_trick();
                return (self.won + ns >= target, ranks, 0);
            }
            // The cut-offs before the table: they are cheaper, and rely on fewer ranks. Not in the
            // least and the most, whose long proofs meet each position many times over: the table
            // answers most of those visits, and the cut-offs then cost more than they spare.
            if !self.table_first {
                if let Some((settled, ranks)) = self.cut_offs(target, left) {
                    return (settled, ranks, 0);
                }
            }
            (key, owners) = self.key();
            // Newest first: later entries rely on the ranks of deeper searches and their
            // leads are the fresher advice.
            for b in self.table.shape(key) {
                if (owners ^ b.owners) & b.mask != 0 {
                    continue;
                }
                if self.won + b.lo >= target {
                    return (true, self.ranks_of(b.mask), 0);
                }
                if self.won + b.hi < target {
                    return (false, self.ranks_of(b.mask), 0);
                }
                if first == NO_MOVE {
                    first = b.best;
                }
            }
            if self.table_first {
                if let Some((settled, ranks)) = self.cut_offs(target, left) {
                    return (settled, ranks, 0);
                }
            }
        }
        if self.tlen == 1 {
            if let Some((settled, ranks)) = self.second_hand(target) {
                return (settled, ranks, 0);
            }
        }
        let seat = self.to_play();
        self.tt_move = if first != NO_MOVE && self.tlen == 0 { self.decode(first).unwrap_or(NO_MOVE) } else { NO_MOVE };
        let mut keys = [0u64; 13];
        let (n, skipped) = self.moves_and_runs(seat, &mut keys);
        let maxer = self.maxer[seat];
        let mut result = !maxer;
        let mut cut = NO_MOVE;
        let mut ranks = 0;
        let mut equal = 0;
        // Per suit, the lowest card still worth trying: a card tried and refuted whose rank lay
        // below every rank the refutations relied on in its suit stands for every such card.
        let mut floor = [0u8; 4];
        for &key in &keys[..n] {
            let card = key as u8;
            let s = suit_of(card);
            if card < floor[s] {
                continue;
            }
            self.nodes += 1;
            self.trick_nodes += u64::from(self.tlen == 3);
            let undo = self.play(card);
            // A completed trick that settles the probe needs no search of what follows.
            let settled = if undo.completed { self.settled(target) } else { None };
            let (r, mut w, e) = match settled {
                Some(reached) => (reached, 0, 0),
                None => self.search(target),
            };
            if undo.completed {
                w |= self.trick_rank(undo.trick | 1u64 << card);
            }
            self.unplay(undo);
            if r == maxer {
                if self.tlen == 0 {
                    self.killer[self.depth.min(55)] = card;
                }
                result = maxer;
                cut = card;
                ranks = w;
                equal = e;
                break;
            }
            ranks |= w;
            equal |= e;
            if floor[s] == 0 {
                let r = ranks & SUIT[s];
                let low = if r == 0 { 13 * (s as u8 + 1) } else { r.trailing_zeros() as u8 };
                if card < low {
                    floor[s] = low;
                }
            }
        }
        if cut == NO_MOVE {
            // Refuting every card relies on the cards left out being equal to the ones tried.
            equal |= skipped;
        }
        if n == 0 {
            // A malformed position (a player out of cards mid-deal): nothing more is won.
            result = self.won >= target;
            ranks = 0;
            equal = 0;
        }
        if self.tlen == 0 {
            let need = target - self.won;
            let best = if cut != NO_MOVE { self.encode(cut) } else { first };
            ranks = self.with_runs(ranks, equal);
            equal = 0;
            let mask = self.mask_of(ranks);
            let e = self.table.entry(key, owners, mask, left, best);
            if result {
                e.lo = e.lo.max(need);
            } else {
                e.hi = e.hi.min(need - 1);
            }
            e.best = best;
        }
        (result, ranks, equal)
    }

    /// At a trick's start: has North–South's count reached `target` already (`true`), or can it no
    /// longer reach it with every trick left (`false`)? Then no card decides it.
    #[inline]
    fn settled(&self, target: u8) -> Option<bool> {
        if self.won >= target {
            Some(true)
        } else if self.won + self.left() < target {
            Some(false)
        } else {
            None
        }
    }

    /// `ranks` at a trick boundary, with the whole run of each card in `equal` that the ranks
    /// reach (at or above the lowest of them in its suit): down to the lowest card of the run.
    fn with_runs(&self, mut ranks: u64, equal: u64) -> u64 {
        let all = self.held();
        for m in SUIT {
            let r = ranks & all & m;
            if r == 0 {
                continue;
            }
            let mut low = r.trailing_zeros();
            let mut rest = equal & all & m;
            while rest != 0 {
                let c = top_bit(rest);
                rest ^= 1u64 << c;
                if c < low {
                    continue;
                }
                let Some(h) = (0..4).find(|&h| self.hands[h] & (1u64 << c) != 0) else { continue };
                let mut b = c;
                loop {
                    let below = all & m & ((1u64 << b) - 1);
                    if below == 0 || self.hands[h] & (1u64 << top_bit(below)) == 0 {
                        break;
                    }
                    b = top_bit(below);
                }
                ranks |= 1u64 << b;
                low = low.min(b);
            }
        }
        ranks
    }

    /// The winning card of the trick just completed, whose cards are `cards`, when its rank
    /// mattered: it beat another card of its suit.
    fn trick_rank(&self, cards: u64) -> u64 {
        let w = self.wcard[self.depth - 1];
        if (cards & SUIT[suit_of(w)]).count_ones() > 1 {
            1u64 << w
        } else {
            0
        }
    }

    /// The table's mask for `ranks` in this position: in each suit, the top cards down to the
    /// lowest of `ranks`.
    fn mask_of(&self, ranks: u64) -> u128 {
        let all = self.held();
        let mut mask = 0u128;
        for (s, &m) in SUIT.iter().enumerate() {
            let r = ranks & all & m;
            if r == 0 {
                continue;
            }
            let low = r.trailing_zeros();
            let below = (all & m & ((1u64 << low) - 1)).count_ones();
            let k = (all & m).count_ones() - below;
            mask |= ((1u128 << (2 * k)) - 1) << (32 * s + 2 * below as usize);
        }
        mask
    }

    /// The cards a table mask covers in this position: the top cards of each suit it keeps.
    fn ranks_of(&self, mask: u128) -> u64 {
        let all = self.held();
        let mut out = 0u64;
        for (s, &m) in SUIT.iter().enumerate() {
            let k = ((mask >> (32 * s)) as u32).count_ones() / 2;
            let mut rest = all & m;
            for _ in 0..k {
                if rest == 0 {
                    break;
                }
                let b = 1u64 << top_bit(rest);
                out |= b;
                rest ^= b;
            }
        }
        out
    }

    /// A lead in relative terms: its suit and how many live cards of the suit are above it.
    fn encode(&self, card: u8) -> u8 {
        let s = suit_of(card);
        let all = self.held();
        let above = (all & SUIT[s] & !((2u64 << card) - 1)).count_ones() as u8;
        (s as u8) * 16 + above
    }

    /// The card [`Solver::encode`] described, in this position.
    fn decode(&self, code: u8) -> Option<u8> {
        let s = usize::from(code / 16);
        let all = self.held() & SUIT.get(s)?;
        let mut rest = all;
        for _ in 0..code % 16 {
            if rest == 0 {
                return None;
            }
            rest ^= 1u64 << top_bit(rest);
        }
        (rest != 0).then(|| top_bit(rest) as u8)
    }

    /// North–South's share of the last trick, every hand holding one card, and the winning card
    /// when its rank mattered.
    fn last_trick(&self) -> (u8, u64) {
        let l = self.leader;
        let mut wc = self.hands[l].trailing_zeros() as u8;
        let mut ws = l;
        for i in 1..4 {
            let s = (l + i) % 4;
            let c = self.hands[s].trailing_zeros() as u8;
            let beats = if suit_of(c) == suit_of(wc) { c > wc } else { suit_of(c) == self.trump };
            if beats {
                wc = c;
                ws = s;
            }
        }
        let rivals = (0..4).filter(|&h| h != ws && self.hands[h] & SUIT[suit_of(wc)] != 0).count();
        (u8::from(ws % 2 == 0), if rivals > 0 { 1u64 << wc } else { 0 })
    }

    /// The trick-boundary position: the table's key (the leader and each hand's length in each
    /// suit) and the owners of each suit's remaining cards from the bottom up ([`Bounds`]).
    fn key(&self) -> (u128, u128) {
        let all = self.held();
        let mut key = self.leader as u128;
        for h in self.hands {
            for m in SUIT {
                key = (key << 4) | u128::from((h & m).count_ones());
            }
        }
        let (odd, low) = (self.hands[1] | self.hands[3], self.hands[2] | self.hands[3]);
        let mut owners = 0u128;
        for s in 0..4 {
            let f = |x: u64| ((x >> (13 * s)) & 0x1FFF) as u32;
            owners |= u128::from(suit_owners(f(all), f(odd), f(low))) << (32 * s);
        }
        (key, owners)
    }

    /// The tricks North–South (`ns`) still need to reach `target`, or East–West still need to
    /// keep them below it, of the `left` to play.
    fn side_needs(&self, ns: bool, target: u8, left: u8) -> u8 {
        if ns {
            target.saturating_sub(self.won)
        } else {
            (self.won + left + 1).saturating_sub(target)
        }
    }

    /// Bounds that settle a probe without a search: the leader's quick tricks (when his side
    /// plays for its own most) and the tricks the holder of the top trumps cannot lose; with the
    /// cards they relied on.
    fn cut_offs(&self, target: u8, left: u8) -> Option<(bool, u64)> {
        let l = self.leader;
        let ns_leads = l % 2 == 0;
        // Does the leader's side play for its own most?
        let greedy = self.maxer[l] == ns_leads && self.maxer[(l + 2) % 4] == ns_leads;
        if greedy {
            // The leader's side needs this many tricks to settle the probe.
            let need = self.side_needs(ns_leads, target, left);
            if let Some(ranks) = self.quick_tricks(need) {
                return Some((ns_leads, ranks));
            }
        }
        if let Some(cut) = self.later_tricks(target, left) {
            return Some(cut);
        }
        // Whatever anyone plays, a hand wins the tricks of its trumps the other side's higher
        // trumps cannot spoil, and of the top cards it can never be made to throw away.
        for side in 0..2 {
            let ns = side == 0;
            let need = self.side_needs(ns, target, left);
            if need == 0 {
                continue;
            }
            for h in [side, side + 2] {
                let (sure, ranks) = self.won_whatever(h, need);
                if sure >= need {
                    return Some((ns, ranks));
                }
            }
            // A side playing for its most that needs one trick more.
            if need == 1 && self.maxer[side] == ns && self.maxer[side + 2] == ns {
                if let Some(ranks) = self.split_honours(side) {
                    return Some((ns, ranks));
                }
            }
        }
        None
    }

    /// The second and third trumps in the two hands of `side`, the top one the opponents', one of
    /// the two hands holding another trump: the side, playing for its most, wins a trick with one
    /// of them. Each is beaten only by the top trump, so only a trick holding all three loses
    /// both, and the side keeps them apart. The hand with another trump plays no trump before the
    /// first trick it may (a trump led, or a suit it has run out of), which comes before the last
    /// since it still holds two; there it plays its honour, or a lower trump if its partner must
    /// play his (a trump led, his only trump); the partner plays his own on no trick before that,
    /// nor on that one unless made to. The honour played alone wins its trick, or the top trump
    /// falls on it and the other honour wins later. The card whose rank that relies on: the third
    /// trump (the owners of the trumps down to it).
    pub(super) fn split_honours(&self, side: usize) -> Option<u64> {
        if self.trump == NO_TRUMP {
            return None;
        }
        let tm = SUIT[self.trump];
        let trumps = self.held() & tm;
        if trumps.count_ones() < 3 {
            return None;
        }
        let top = |x: u64| 1u64 << top_bit(x);
        let t1 = top(trumps);
        let t2 = top(trumps ^ t1);
        let t3 = top(trumps ^ t1 ^ t2);
        let holder = |c: u64| [side, side + 2].into_iter().find(|&h| self.hands[h] & c != 0);
        let (h2, h3) = (holder(t2)?, holder(t3)?);
        let length = |h: usize| (self.hands[h] & tm).count_ones();
        (holder(t1).is_none() && h2 != h3 && (length(h2) > 1 || length(h3) > 1)).then_some(t3)
    }

    /// The tricks hand `h` wins whatever anyone plays, at a trick's start: its trumps the other
    /// side's higher trumps cannot spoil, then its [`Solver::kept_winners`]; counted until they
    /// reach `need`, with the cards whose ranks that relies on. Each is a card of its own, so a
    /// trick of its own.
    pub(super) fn won_whatever(&self, h: usize, need: u8) -> (u8, u64) {
        let (mut sure, mut ranks) = (0, 0);
        if self.trump != NO_TRUMP {
            let tm = SUIT[self.trump];
            let theirs = (self.hands[(h + 1) % 4] | self.hands[(h + 3) % 4]) & tm;
            (sure, ranks) = unspoiled_trumps(self.hands[h] & tm, theirs, need);
        }
        // Only in the least and the most: the double-dummy search finds these tricks as quickly
        // by itself, and the count would cost it a sixth more instructions on the full deals.
        if sure < need && self.table_first {
            // The partner leads later only after winning a trick for the side. When the side
            // needs one trick more than the trumps counted, that trick will do, unless it could
            // be one of theirs: it cannot when none were counted, or when the partner holds no
            // trump (he then wins only a trick of a plain suit led, which the hand, never out of
            // one, follows with a card of it). Then the partner need not be watched as a leader.
            let p = (h + 2) % 4;
            let watch = need - sure > 1 || (sure > 0 && self.hands[p] & SUIT[self.trump] != 0);
            let (kept, cards) = self.kept_winners(h, need - sure, watch);
            sure += kept;
            ranks |= cards;
        }
        (sure, ranks)
    }

    /// The tricks hand `h` wins whatever anyone plays with its top cards of the side suits it can
    /// never be made to throw away, counted until they reach `need`, and those cards; `watch`:
    /// the partner may lead a suit the hand has run out of (see [`Solver::won_whatever`]).
    ///
    /// A hand throws a card away only on a trick of a suit it has run out of. It never runs out
    /// of a suit another hand can lead while it holds at least as many cards of it as each hand
    /// that may lead: each trick of the suit takes one card from every hand that holds it, and a
    /// hand that has run out of none throws nothing away. Such a hand plays its cards of suit `d`
    /// only to tricks of `d`, so its top cards of `d` win their tricks unless an opponent trumps
    /// them. An opponent cannot: he holds at least as many cards of `d` as the hand, and more
    /// by as many as the tricks of other suits he may have run out of (`spare`), so he still
    /// holds one at each of those tricks. The hands that may lead are the hand, its opponents
    /// and its partner; a partner not watched only if he leads now.
    fn kept_winners(&self, h: usize, need: u8, watch: bool) -> (u8, u64) {
        let len = |a: usize, s: usize| (self.hands[a] & SUIT[s]).count_ones();
        let p = (h + 2) % 4;
        let opponents = [(h + 1) % 4, (h + 3) % 4];
        let leaders = [h, opponents[0], opponents[1], p];
        let leaders = if watch || self.leader == p { &leaders[..] } else { &leaders[..3] };
        // The tricks of suits other than `d` on which `a` may have run out: of a suit `x`, at most
        // as many tricks as the longest other leader holds, `a` following to as many as it holds.
        // Each throws one card away; one of `x` thrown away opens one more such trick of `x`, in
        // place of the one it was thrown on, so the cards of `d` thrown away are never more than
        // these. None: `a` never runs out of a suit that can be led, and throws nothing away.
        // (Counted only when asked: most suits are passed over before.)
        let spare = |a: usize, d: usize| -> u32 {
            (0..4)
                .filter(|&x| x != d)
                .map(|x| {
                    let most = leaders.iter().filter(|&&q| q != a).map(|&q| len(q, x)).max().unwrap_or(0);
                    most.saturating_sub(len(a, x))
                })
                .sum()
        };
        let all = self.held();
        let (mut n, mut ranks) = (0u8, 0u64);
        for (d, &m) in SUIT.iter().enumerate() {
            if d == self.trump {
                continue;
            }
            let (run, cards) = top_run_cards(self.hands[h] & m, all & m);
            if run == 0 || spare(h, d) > 0 {
                continue;
            }
            let trumps =
                |o: usize| self.trump != NO_TRUMP && len(o, self.trump) > 0 && len(o, d) < len(h, d) + spare(o, d);
            if opponents.iter().any(|&o| trumps(o)) {
                continue;
            }
            n += run;
            ranks |= cards;
            if n >= need {
                break;
            }
        }
        (n, ranks)
    }

    /// DDS's "later tricks": the leader's side needs every trick left, or all but one, and fails
    /// because of where the opponents' cards lie, when the opponents play against it. If so, the
    /// answer and the cards whose ranks it relied on. (Only for the side on lead, as DDS: an
    /// opponent on lead may have to lead the card these rules count on him keeping.)
    ///
    /// - Without trumps, the side needing every trick wins each on its own lead; a suit
    ///   whose top card an opponent holds loses the trick it is led to, and a suit whose top card
    ///   the side holds can be led at most as often as the longer of the side's two hands holds
    ///   it. Fewer such leads than tricks left: the side fails. It relies only on the opponents'
    ///   top cards (more of them only shortens the side's leads).
    /// - With trumps, a side needing every trick whose top trump is its only trump above an
    ///   opponent's guarded second-best trump loses a trick to it when the top trump's holder plays
    ///   just before that opponent (the opponent always sees it fall first), or when the opponents
    ///   hold the third-best trump too.
    /// - A side needing all but one fails when the opponents hold the two top trumps and one of
    ///   their hands holds another trump: both win tricks of their own.
    fn later_tricks(&self, target: u8, left: u8) -> Option<(bool, u64)> {
        let all = self.held();
        let l = self.leader;
        let x = l % 2;
        let ns = x == 0;
        // The opponents play against the side.
        if self.maxer[1 - x] == ns || self.maxer[3 - x] == ns {
            return None;
        }
        let need = self.side_needs(ns, target, left);
        if need + 1 < left {
            return None;
        }
        let ours = self.hands[x] | self.hands[x + 2];
        let trumps = if self.trump == NO_TRUMP { 0 } else { all & SUIT[self.trump] };
        if trumps == 0 {
            if need < left {
                return None;
            }
            let p = (l + 2) % 4;
            let mut leads = 0u32;
            let mut ranks = 0u64;
            for m in SUIT {
                let cards = all & m;
                if cards == 0 {
                    continue;
                }
                let top = 1u64 << top_bit(cards);
                if ours & top != 0 {
                    leads += (self.hands[l] & m).count_ones().max((self.hands[p] & m).count_ones());
                } else if self.hands.iter().all(|&h| h & top == 0 || h & cards != cards) {
                    // The top card's rank matters unless its holder holds the whole suit.
                    ranks |= top;
                }
            }
            return (leads < u32::from(left)).then_some((!ns, ranks));
        }
        let t1 = 1u64 << top_bit(trumps);
        let rest = trumps ^ t1;
        if rest == 0 {
            return None;
        }
        let t2 = 1u64 << top_bit(rest);
        let h2 = (0..4).find(|&h| self.hands[h] & t2 != 0)?;
        let length = |h: usize| (self.hands[h] & trumps).count_ones();
        if ours & t1 != 0 && ours & t2 == 0 && need == left && length(h2) > 1 {
            // The top trump's holder plays just before the opponent's second-best trump.
            if self.hands[(h2 + 3) % 4] & t1 != 0 {
                return Some((!ns, t1 | t2));
            }
            let rest = rest ^ t2;
            if rest != 0 {
                let t3 = 1u64 << top_bit(rest);
                if ours & t3 == 0 {
                    return Some((!ns, t1 | t2 | t3));
                }
            }
        }
        if ours & (t1 | t2) == 0 && need + 1 == left && (length(h2) > 1 || length((h2 + 2) % 4) > 1) {
            return Some((!ns, t1 | t2));
        }
        None
    }

    /// Do the leader's side's sure tricks reach `need`? The leader's own top cards cashed one
    /// after another (see [`Solver::sure_tricks`]); failing that, his partner's, reached through
    /// a suit whose top card the partner holds and the leader can lead (in no-trump after the
    /// leader has cashed what his partner can follow to). If so, the cards whose ranks it relied
    /// on.
    fn quick_tricks(&self, need: u8) -> Option<u64> {
        let l = self.leader;
        let (q, ranks) = self.sure_tricks(l, need);
        if q >= need {
            return Some(ranks);
        }
        let p = (l + 2) % 4;
        let entry = self.entry(l, p)?;
        if self.trump != NO_TRUMP {
            let (q, ranks) = self.sure_tricks(p, need);
            return (q >= need).then_some(ranks | entry);
        }
        let all = self.held();
        let (mut q, mut ranks) = (0u8, entry);
        for m in SUIT {
            // The leader's winners, as many as his partner can follow to with lower cards.
            let (n, cards) = top_run_cards(self.hands[l] & m, all & m);
            let k = n.min((self.hands[p] & m).count_ones() as u8);
            if k > 0 {
                q += k;
                ranks |= cards;
            }
            let (n, cards) = top_run_cards(self.hands[p] & m, all & m);
            if n > 0 {
                q += n;
                ranks |= cards;
            }
        }
        (q >= need).then_some(ranks)
    }

    /// A suit the leader `l` can lead to his partner `p`'s top card of it, which wins the trick:
    /// in a trump contract a side suit neither opponent can ruff. The partner's top card.
    fn entry(&self, l: usize, p: usize) -> Option<u64> {
        let all = self.held();
        let (o1, o2) = (self.hands[(l + 1) % 4], self.hands[(l + 3) % 4]);
        for (s, &m) in SUIT.iter().enumerate() {
            if self.hands[l] & m == 0 || all & m == 0 {
                continue;
            }
            let top = 1u64 << top_bit(all & m);
            if self.hands[p] & top == 0 {
                continue;
            }
            if self.trump != NO_TRUMP && s != self.trump {
                let tm = SUIT[self.trump];
                let ruffs = |o: u64| o & m == 0 && o & tm != 0;
                if ruffs(o1) || ruffs(o2) {
                    continue;
                }
            }
            return Some(top);
        }
        None
    }

    /// The tricks hand `h` takes on lead by cashing his top cards one after another; with
    /// trumps, his top trumps first, and side suits only as far as both opponents must follow
    /// unless his trumps draw theirs. Counted suit by suit until they reach `need` (holding more
    /// of them can only add), with the top cards counted.
    fn sure_tricks(&self, h: usize, need: u8) -> (u8, u64) {
        let hand = self.hands[h];
        let (o1, o2) = (self.hands[(h + 1) % 4], self.hands[(h + 3) % 4]);
        let all = self.held();
        let mut runs = [(0u8, 0u64); 4];
        for (s, run) in runs.iter_mut().enumerate() {
            *run = top_run_cards(hand & SUIT[s], all & SUIT[s]);
        }
        let mut q = 0u8;
        let mut ranks = 0u64;
        if self.trump == NO_TRUMP {
            for (n, cards) in runs {
                if q >= need {
                    break;
                }
                q += n;
                ranks |= cards;
            }
            return (q, ranks);
        }
        let tm = SUIT[self.trump];
        let opp_trumps = (o1 & tm).count_ones().max((o2 & tm).count_ones()) as u8;
        let (trump_run, trump_cards) = runs[self.trump];
        q += trump_run;
        ranks |= trump_cards;
        for (s, &(n, cards)) in runs.iter().enumerate() {
            if s == self.trump || q >= need {
                continue;
            }
            if opp_trumps <= trump_run {
                q += n;
            } else {
                let follow = (o1 & SUIT[s]).count_ones().min((o2 & SUIT[s]).count_ones()) as u8;
                q += n.min(follow);
            }
            ranks |= cards;
        }
        (q, ranks)
    }

    /// Second hand to play: when his side surely wins the trick in progress (its top card of
    /// the led suit beats the lead and the third hand's cards, or it ruffs and the third hand
    /// must follow) and that trick, with the next leader's sure winners in no-trump, settles the
    /// probe for his side. The answer and the cards whose ranks it relied on.
    fn second_hand(&self, target: u8) -> Option<(bool, u64)> {
        let seat = self.to_play();
        let partner = (seat + 2) % 4;
        let ns = seat % 2 == 0;
        if self.maxer[seat] != ns || self.maxer[partner] != ns {
            return None;
        }
        let third = self.hands[(seat + 1) % 4];
        let lead = self.led;
        let s = suit_of(lead);
        let m = SUIT[s];
        let ours = (self.hands[seat] | self.hands[partner]) & m;
        let ruffable = |h: u64| self.trump != NO_TRUMP && s != self.trump && h & m == 0 && h & SUIT[self.trump] != 0;
        let mut ranks = 0u64;
        let mut winner = None;
        if ruffable(self.hands[seat]) || ruffable(self.hands[partner]) {
            if ruffable(third) {
                return None;
            }
        } else {
            if ours == 0 || ruffable(third) {
                return None;
            }
            let top = top_bit(ours);
            let rivals = (third & m) | (1u64 << lead);
            if top < top_bit(rivals) {
                return None;
            }
            ranks |= 1u64 << top;
            winner = Some(if self.hands[seat] & (1u64 << top) != 0 { seat } else { partner });
        }
        // Tricks North–South need, or East–West must take to stop them, this trick included.
        let left = self.left();
        let need = self.side_needs(ns, target, left);
        let mut q = 1u8;
        if q < need && self.trump == NO_TRUMP {
            if let Some(hh) = winner {
                let all = self.held() | (1u64 << lead);
                let rest = all & m & !(1u64 << top_bit(all & m));
                if rest != 0
                    && self.hands[hh] & (1u64 << top_bit(rest)) != 0
                    && self.hands[hh] & (1u64 << top_bit(all & m)) != 0
                {
                    q += 1;
                    ranks |= 1u64 << top_bit(rest);
                }
                for (t, &mt) in SUIT.iter().enumerate() {
                    if t == s || self.hands[hh] & mt == 0 || q >= need {
                        continue;
                    }
                    let others = all & mt & !self.hands[hh];
                    if others == 0 {
                        q += (self.hands[hh] & mt).count_ones() as u8;
                    } else {
                        let top = top_bit(all & mt);
                        if self.hands[hh] & (1u64 << top) != 0 {
                            q += 1;
                            ranks |= 1u64 << top;
                        }
                    }
                }
            }
        }
        (q >= need).then_some((ns, ranks))
    }

    /// The cards worth trying for `seat`, best first: one card of each run of equivalent cards
    /// (adjacent once the cards of finished tricks are squeezed out), ordered as DDS does.
    pub(super) fn moves(&self, seat: usize) -> ([u8; 13], usize) {
        let mut keys = [0u64; 13];
        let (n, _) = self.moves_and_runs(seat, &mut keys);
        (keys.map(|k| k as u8), n)
    }

    /// [`Solver::moves`] written to `keys` as sort keys, the card in each one's low byte; how many,
    /// and the cards left out, each equal to the card below it. (Keys of a whole word each,
    /// written where the caller reads them: an array of bytes written one at a time and then
    /// copied out word by word stalls the processor on every call, a twentieth of the search's
    /// time.)
    fn moves_and_runs(&self, seat: usize, keys: &mut [u64; 13]) -> (usize, u64) {
        let legal = self.legal();
        let live = self.held() | self.trick;
        // A legal card whose next live card below, in its suit, is legal too is equivalent to it
        // and left out. Those cards at once: each legal card's mark, one place up, is carried up
        // through the places of no live card to the next live card above it (the top place of
        // each suit stops a carry, and a mark on the top card is dropped, so no carry crosses
        // into the next suit).
        let bottoms = SUIT.iter().fold(0, |b, m| b | (m & m.wrapping_neg()));
        let tops = bottoms << 12;
        let gaps = !live & ((1u64 << 52) - 1) & !tops;
        let skipped = ((gaps + ((legal << 1) & !bottoms)) & live) & legal;
        let mut n = 0;
        let mut rest = legal & !skipped;
        while rest != 0 && n < 13 {
            keys[n] = u64::from(rest.trailing_zeros());
            rest &= rest - 1;
            n += 1;
        }
        if n > 1 {
            // Weighed only when there is a choice: the weight above the card, and below it the
            // card's complement, so that of two cards weighing the same the lower comes first.
            for k in &mut keys[..n] {
                let card = *k as u8;
                let weight = self.score(seat, card, live);
                *k |= (u64::from(weight.wrapping_sub(i32::MIN) as u32) << 16) | (u64::from(255 - card) << 8);
            }
            // Insertion sort, heaviest first; at most 13 entries.
            for i in 1..n {
                let mut j = i;
                while j > 0 && keys[j - 1] < keys[j] {
                    keys.swap(j - 1, j);
                    j -= 1;
                }
            }
        }
        (n, skipped)
    }

    /// The weight of a lead, as DDS weighs them (Haglund's and Hein's published move ordering):
    /// cash a sure winner, prefer suits where the opponents have few cards to choose from, lead
    /// towards partner's winners and through the opponents' honours, not into a ruff.
    fn lead_weight(&self, l: usize, card: u8, live: u64) -> i32 {
        let h = &self.hands;
        let s = suit_of(card);
        let m = SUIT[s];
        let (p, lho, rho) = ((l + 2) % 4, (l + 1) % 4, (l + 3) % 4);
        let len = |x: usize, t: usize| (h[x] & SUIT[t]).count_ones() as i32;
        let high = |x: usize, t: usize| {
            let c = h[x] & SUIT[t];
            if c == 0 {
                -1
            } else {
                top_bit(c) as i32
            }
        };
        let owner = |c: u32| (((h[1] >> c) & 1) | (((h[2] >> c) & 1) << 1) | (((h[3] >> c) & 1) * 3)) as usize;
        let suit_live = live & m;
        let mut rest = suit_live;
        let mut order = [4usize; 3];
        let mut tops = [64u32; 3];
        for i in 0..3 {
            if rest == 0 {
                break;
            }
            let b = top_bit(rest);
            rest ^= 1u64 << b;
            order[i] = owner(b);
            tops[i] = b;
        }
        let (winner, second, third) = (order[0], order[1], order[2]);
        // The run of equal cards `card` stands for, in the leader's hand.
        let mut run_top = u32::from(card);
        loop {
            let above = suit_live & !((2u64 << run_top) - 1);
            if above == 0 || h[l] & (1u64 << above.trailing_zeros()) == 0 {
                break;
            }
            run_top = above.trailing_zeros();
        }
        let sequence = run_top != u32::from(card);
        let is_top = run_top == tops[0];
        let is_second = tops[1] != 64 && run_top >= tops[1] && u32::from(card) <= tops[1];
        let r_rank = (suit_live & !((1u64 << run_top) - 1)).count_ones() as i32;
        let tricks = i32::from(self.left());
        let count = |x: usize| if len(x, s) == 0 { tricks } else { len(x, s) } << 2;
        let trumps = self.trump != NO_TRUMP && live & SUIT[self.trump] != 0;
        if trumps {
            let t = self.trump;
            let ruffs = |x: usize| len(x, s) == 0 && len(x, t) > 0;
            let mut bonus = 0;
            if s != t && (ruffs(lho) || ruffs(rho)) {
                bonus = -12;
            }
            if s != t && len(p, s) == 0 && len(p, t) > 0 && len(rho, s) > 0 {
                bonus += 17;
            }
            if winner == rho || second == rho {
                if len(rho, s) != 1 {
                    bonus -= 12;
                }
            } else if winner == lho && second == p && len(p, s) != 1 {
                bonus += 27;
            }
            if s != t && len(l, s) == 1 && len(l, t) > 0 && len(p, s) > 1 && winner == p {
                bonus += 19;
            }
            let delta = bonus - ((count(lho) + count(rho)) << 5) / 13;
            let follows_or_cannot = |x: usize| len(x, s) != 0 || len(x, t) == 0;
            let win = if is_top {
                if s == t {
                    true
                } else if len(p, s) != 0 || len(p, t) == 0 {
                    follows_or_cannot(lho) && follows_or_cannot(rho)
                } else {
                    (len(lho, s) != 0 || high(p, t) > high(lho, t)) && (len(rho, s) != 0 || high(p, t) > high(rho, t))
                }
            } else if high(p, s) > high(lho, s).max(high(rho, s)) {
                s == t || (follows_or_cannot(lho) && follows_or_cannot(rho))
            } else if s != t && len(p, s) == 0 && len(p, t) != 0 {
                match (ruffs(lho), ruffs(rho)) {
                    (true, true) => high(p, t) > high(lho, t).max(high(rho, t)),
                    (true, false) => high(p, t) > high(lho, t),
                    (false, true) => high(p, t) > high(rho, t),
                    (false, false) => true,
                }
            } else {
                false
            };
            let singleton_top = (len(lho, s) == 1 && winner == lho) || (len(rho, s) == 1 && winner == rho);
            if win {
                return if singleton_top {
                    delta + 35 + r_rank
                } else if winner == l {
                    if second == p {
                        delta + 48 + r_rank
                    } else if is_top {
                        delta + 31
                    } else {
                        delta - 3 + r_rank
                    }
                } else if winner == p {
                    if second == l {
                        delta + 42 + r_rank
                    } else {
                        delta + 28 + r_rank
                    }
                } else if sequence && is_second {
                    delta + 40
                } else if sequence {
                    delta + 22 + r_rank
                } else {
                    delta + 11 + r_rank
                };
            }
            let mut delta = delta;
            if second == p && third == p {
                delta += 20;
            } else if ((second == l && third == p) || (second == p && third == l)) && len(p, s) > 1 {
                delta += 13;
            }
            return if singleton_top {
                delta + r_rank + 2
            } else if winner == l {
                if second == p {
                    delta + 33 + r_rank
                } else if is_top {
                    delta + 38
                } else {
                    delta - 14 + r_rank
                }
            } else if winner == p {
                delta + 34 + r_rank
            } else if sequence && is_second {
                delta + 35
            } else {
                delta + 17 - (i32::from(card % 13) + 2)
            };
        }
        let mut delta = -((count(lho) + count(rho)) << 5) / 19;
        if len(p, s) == 0 {
            delta -= 9;
        }
        if is_top || high(p, s) > high(lho, s).max(high(rho, s)) {
            if second == rho {
                if len(rho, s) != 1 {
                    delta -= 1;
                }
            } else if second == lho {
                delta += if len(lho, s) != 1 { 22 } else { 16 };
            }
            return if (second != lho || len(lho, s) == 1) && (second != rho || len(rho, s) == 1) {
                delta + 45 + r_rank
            } else {
                delta + 18 + r_rank
            };
        }
        if winner == rho || second == rho {
            if len(rho, s) != 1 {
                delta -= 10;
            }
        } else if winner == lho && second == p && len(p, s) != 1 {
            delta += 31;
        }
        if second == p && third == p {
            delta += 35;
        } else if ((second == l && third == p) || (second == p && third == l)) && len(p, s) > 1 {
            delta += 25;
        }
        if (len(lho, s) == 1 && winner == lho) || (len(rho, s) == 1 && winner == rho) {
            delta + 28 + r_rank
        } else if winner == l {
            delta - 17 + r_rank
        } else if !sequence {
            delta + 12 + r_rank
        } else if is_second {
            delta + 48
        } else {
            delta + 29 - r_rank
        }
    }

    /// The weight of the second hand's card of the suit led, as DDS weighs it: win cheaply when
    /// the trick can be won, leave it to partner when he beats both opponents, otherwise play low.
    fn second_weight(&self, seat: usize, card: u8, live: u64) -> i32 {
        let h = &self.hands;
        let lead = self.led;
        let s = suit_of(lead);
        let m = SUIT[s];
        let (third, fourth, leader) = ((seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4);
        let high = |x: u64| if x == 0 { -1 } else { top_bit(x) as i32 };
        let low = |x: u64| if x == 0 { -1 } else { x.trailing_zeros() as i32 };
        let (max3rd, min3rd) = (high(h[third] & m), low(h[third] & m));
        let (maxpd, minpd) = (high(h[fourth] & m), low(h[fourth] & m));
        let (c, l) = (i32::from(card), i32::from(lead));
        let rank = i32::from(card % 13) + 2;
        let r_rank = (live & m & !((1u64 << card) - 1)).count_ones() as i32;
        let sequence = {
            let above = live & m & !((2u64 << card) - 1) & !(1u64 << lead);
            above != 0 && h[seat] & (1u64 << above.trailing_zeros()) != 0
        };
        if self.trump == NO_TRUMP || live & SUIT[self.trump] == 0 {
            if maxpd > l && maxpd > max3rd {
                return -rank;
            }
            return if c > l && c > max3rd {
                81 - rank
            } else if (min3rd >= 0 && min3rd > c) || (minpd >= 0 && minpd > c) {
                -3 + r_rank
            } else if c < l {
                -11 + r_rank
            } else if sequence {
                10 + r_rank
            } else {
                13 - rank
            };
        }
        let t = SUIT[self.trump];
        let trumps = |x: usize| h[x] & t;
        let win = if s == self.trump {
            (maxpd > l && maxpd > max3rd) || (c > l && c > max3rd)
        } else if c > l && c > max3rd {
            max3rd >= 0
                || trumps(third) == 0
                || (maxpd < 0 && trumps(fourth) != 0 && high(trumps(fourth)) > high(trumps(third)))
        } else if maxpd > l && maxpd > max3rd {
            max3rd >= 0 || trumps(third) == 0
        } else if l > maxpd && l > max3rd && l > c {
            maxpd < 0
                && trumps(fourth) != 0
                && (max3rd >= 0 || trumps(third) == 0 || high(trumps(fourth)) > high(trumps(third)))
        } else {
            maxpd < 0 && trumps(fourth) != 0
        };
        if win {
            if min3rd > c {
                40 + r_rank
            } else if maxpd > l && high(h[leader] & m) > maxpd {
                41 + r_rank
            } else if c > l {
                if c < maxpd {
                    78 - rank
                } else if c > max3rd {
                    73 - rank
                } else if sequence {
                    62 - rank
                } else {
                    49 - rank
                }
            } else if maxpd >= 0 {
                47 - rank
            } else {
                40 - rank
            }
        } else if (min3rd >= 0 && c < min3rd) || (minpd >= 0 && c < minpd) {
            -9 + r_rank
        } else if c < l {
            -16 + r_rank
        } else if sequence {
            22 - rank
        } else {
            10 - rank
        }
    }

    /// The weight of the second hand's card when he cannot follow, as DDS weighs it: discard low
    /// from a long suit, rather than from a guarded honour or a bare winner, and most readily when
    /// partner will win the trick; ruff low when the third hand must follow or cannot overruff.
    fn second_void_weight(&self, seat: usize, card: u8, live: u64) -> i32 {
        let h = &self.hands;
        let lead = self.led;
        let led = suit_of(lead);
        let s = suit_of(card);
        let (third, fourth) = ((seat + 1) % 4, (seat + 2) % 4);
        let high = |x: u64| if x == 0 { -1 } else { top_bit(x) as i32 };
        let rank = i32::from(card % 13) + 2;
        let count = (h[seat] & SUIT[s]).count_ones() as i32;
        let mut rest = live & SUIT[s];
        let top = if rest == 0 { 64 } else { top_bit(rest) };
        if rest != 0 {
            rest ^= 1u64 << top;
        }
        let second_ours = rest != 0 && h[seat] & (1u64 << top_bit(rest)) != 0;
        let top_ours = top != 64 && h[seat] & (1u64 << top) != 0;
        let kx = count == 2 && second_ours;
        let m = SUIT[led];
        let partner_beats = high(h[fourth] & m) > high(h[third] & m).max(i32::from(lead));
        if self.trump == NO_TRUMP || live & SUIT[self.trump] == 0 {
            let add = if partner_beats {
                (count << 6) / 23
                    - if kx {
                        2
                    } else if count == 1 && top_ours {
                        3
                    } else {
                        0
                    }
            } else {
                (count << 6) / 33
                    - if kx {
                        6
                    } else if count == 1 && top_ours {
                        8
                    } else {
                        0
                    }
            };
            return add - rank;
        }
        let t = SUIT[self.trump];
        let pitch_from_kx = |base: i32| base - if kx { 4 } else { 0 };
        if led == self.trump {
            let add = if partner_beats { (count << 6) / 44 } else { pitch_from_kx((count << 6) / 36) };
            return add - rank;
        }
        if s != self.trump {
            let third_follows = h[third] & m != 0;
            let partner_wins = if third_follows {
                partner_beats || (h[fourth] & m == 0 && h[fourth] & t != 0)
            } else {
                (h[fourth] & m == 0 && high(h[fourth] & t) > high(h[third] & t))
                    || (h[third] & t == 0 && high(h[fourth] & m) > i32::from(lead))
            };
            let add = if partner_wins { 60 + (count << 6) / 44 } else { pitch_from_kx(-2 + (count << 6) / 36) };
            return add - rank;
        }
        // A ruff.
        if h[third] & m != 0
            || (h[fourth] & m == 0 && h[fourth] & t != 0 && high(h[fourth] & t) > high(h[third] & t))
            || i32::from(card) > high(h[third] & t)
        {
            24 - rank + (count << 6) / 44
        } else {
            15 - rank + pitch_from_kx((count << 6) / 36)
        }
    }

    /// The weight of a card for a player who plays for the other side's most (the least and the
    /// most a claim is ruled on): lead where the other side holds the top card, play under the
    /// trick's winning card when it is theirs, throw away high cards rather than low ones.
    fn giving_weight(&self, seat: usize, card: u8, live: u64) -> i32 {
        let s = suit_of(card);
        let rank = i32::from(card % 13);
        let theirs = |x: usize| x % 2 != seat % 2;
        if self.tlen == 0 {
            let top = top_bit(live & SUIT[s]);
            let owner = (0..4).find(|&x| (self.hands[x] >> top) & 1 != 0).unwrap_or(seat);
            return if theirs(owner) { 100 - rank } else { -rank };
        }
        let w = self.wcard[self.depth - 1];
        let beats = if s == suit_of(w) { card > w } else { s == self.trump };
        let led = suit_of(self.led);
        if beats {
            return -100 - rank;
        }
        if s == led {
            -rank
        } else {
            rank - if s == self.trump { 50 } else { 0 }
        }
    }

    /// The weight of the third or fourth hand's card when he cannot follow, as DDS weighs it:
    /// discard low from a long suit, not from a guarded honour or a bare winner; ruff partner's
    /// card only when it may lose, overruff when they have ruffed, never underruff.
    fn late_void_weight(&self, seat: usize, card: u8, live: u64) -> i32 {
        let h = &self.hands;
        let s = suit_of(card);
        let led_card = self.led;
        let led = suit_of(led_card);
        let rank = i32::from(card % 13) + 2;
        let held = h[0] | h[1] | h[2] | h[3];
        let mylen = (h[seat] & SUIT[s]).count_ones() as i32;
        let mut rest = held & SUIT[s];
        let top = top_bit(rest);
        rest ^= 1u64 << top;
        let kx = mylen == 2 && rest != 0 && h[seat] & (1u64 << top_bit(rest)) != 0;
        let stiff_top = mylen == 1 && h[seat] & (1u64 << top) != 0;
        let r_rank = (held & SUIT[s] & !((1u64 << card) - 1)).count_ones() as i32;
        let w = self.wcard[self.depth - 1];
        let partner_wins = self.wseat[self.depth - 1] == (seat + 2) % 4;
        let trumps = self.trump != NO_TRUMP && live & SUIT[self.trump] != 0;
        if !trumps {
            let (div, kx_pen, top_pen) = if self.tlen == 2 { (24, 4, 4) } else { (27, 6, 8) };
            let add = (mylen << 6) / div
                - if kx {
                    kx_pen
                } else if stiff_top {
                    top_pen
                } else {
                    0
                };
            return add - rank;
        }
        let t = SUIT[self.trump];
        let high = |x: u64| if x == 0 { -1 } else { top_bit(x) as i32 };
        if self.tlen == 2 {
            let fourth = (seat + 1) % 4;
            let max4th = high(h[fourth] & SUIT[led]);
            if led == self.trump || s != self.trump {
                return (mylen << 6) / 40 - rank;
            }
            if partner_wins && i32::from(led_card) > max4th && (max4th >= 0 || h[fourth] & t == 0) {
                return -rank - 50;
            }
            let second = self.cards[self.depth - 1];
            let add = (mylen << 6) / 50;
            return if suit_of(second) == self.trump && card < second {
                -32 + r_rank + (mylen << 6) / 40
            } else if partner_wins {
                if max4th >= 0 {
                    let mut rest = held & SUIT[led] | (1u64 << led_card);
                    rest ^= 1u64 << top_bit(rest);
                    let second_best_partners = rest != 0 && h[(seat + 2) % 4] & (1u64 << top_bit(rest)) != 0;
                    (if second_best_partners { 36 } else { 48 }) - rank + add
                } else if i32::from(card) > high(h[fourth] & t) {
                    48 - rank + add
                } else {
                    -12 - rank + add
                }
            } else if max4th >= 0 {
                72 - rank + add
            } else if i32::from(card) > high(h[fourth] & t) {
                48 - rank + add
            } else {
                36 - rank + add
            };
        }
        let val = (mylen << 6) / 24 - if kx { 2 } else { 0 };
        if led == self.trump {
            val - rank
        } else if partner_wins {
            val - rank + if s == self.trump { 2 } else { 25 }
        } else if suit_of(w) == self.trump {
            if s == self.trump {
                if card > w {
                    33 + r_rank
                } else {
                    -13 + r_rank
                }
            } else {
                14 - rank + val
            }
        } else if s == self.trump {
            33 + r_rank
        } else {
            14 - rank + val
        }
    }

    /// The weight of the third hand's card of the suit led, as DDS weighs it: low when partner's
    /// card already beats the second hand's and the fourth hand cannot beat it, or an opponent has
    /// ruffed; the cheapest card that beats the trick and the fourth hand's cards when there is
    /// one; otherwise the card that forces out the fourth hand's top card, or beats the second
    /// hand's, as cheaply as possible.
    fn third_weight(&self, seat: usize, card: u8) -> i32 {
        let h = &self.hands;
        let led = suit_of(self.led);
        let m = SUIT[led];
        let fourth = (seat + 1) % 4;
        let rank = i32::from(card % 13) + 2;
        let w = self.wcard[self.depth - 1];
        let cards4th = h[fourth] & m;
        let max4th = if cards4th == 0 { -1 } else { top_bit(cards4th) as i32 };
        let ruff4th = self.trump != NO_TRUMP && led != self.trump && cards4th == 0 && h[fourth] & SUIT[self.trump] != 0;
        if suit_of(w) != led {
            // An opponent has ruffed: we cannot win by following.
            return -rank;
        }
        let partner_wins = self.wseat[self.depth - 1] % 2 == seat % 2;
        if partner_wins && i32::from(w) > max4th && !ruff4th {
            return -rank;
        }
        if ruff4th {
            // The fourth hand may ruff: beat the second hand's card all the same, cheaply.
            return if partner_wins || card < w { -rank } else { 20 - rank };
        }
        if card > w && i32::from(card) > max4th {
            return 60 - rank;
        }
        // We cannot win: force out the fourth hand's top card as cheaply as possible, or at
        // least beat the second hand's card.
        let ours = h[seat] & m;
        let mut rest = cards4th;
        if rest != 0 {
            rest ^= 1u64 << top_bit(rest);
        }
        let floor = if rest != 0 && top_bit(rest) > u32::from(w) {
            Some(top_bit(rest))
        } else if !partner_wins {
            Some(u32::from(w))
        } else {
            None
        };
        let forcing = floor.map(|f| ours & !((2u64 << f) - 1)).filter(|&a| a != 0);
        match forcing {
            Some(a) if u32::from(card) == a.trailing_zeros() => 20 - rank,
            _ => -rank,
        }
    }

    /// The move-ordering heuristic: higher is tried first.
    fn score(&self, seat: usize, card: u8, live: u64) -> i32 {
        let s = suit_of(card);
        let rank = i32::from(card % 13);
        let rho = (seat + 3) % 4;
        if self.maxer[seat] != (seat % 2 == 0) {
            return self.giving_weight(seat, card, live);
        }
        if self.tlen == 0 {
            // DDS's bonuses: the last lead that refuted a probe at this depth anywhere, and the
            // lead that settled this position before (smaller than DDS's: 2% fewer cards tried
            // on the 100 full deals than with 50 and 15, and 8% fewer than none).
            let bonus = if self.killer[self.depth.min(55)] == card { 30 } else { 0 }
                + if self.tt_move == card { 10 } else { 0 };
            return self.lead_weight(seat, card, live) + bonus;
        }
        if self.tlen == 1 && s == suit_of(self.led) {
            return self.second_weight(seat, card, live);
        }
        if self.tlen == 1 {
            return self.second_void_weight(seat, card, live);
        }
        if self.tlen == 2 && s == suit_of(self.led) {
            return self.third_weight(seat, card);
        }
        if s != suit_of(self.led) {
            return self.late_void_weight(seat, card, live);
        }
        let w = self.wcard[self.depth - 1];
        let partner_wins = self.wseat[self.depth - 1] % 2 == seat % 2;
        let beats = if s == suit_of(w) { card > w } else { s == self.trump };
        let led = suit_of(self.led);
        if partner_wins {
            // Partner's card holds unless someone still to play can beat it.
            return 40 * 16 - rank - if s == self.trump && led != self.trump { 64 } else { 0 };
        }
        if beats {
            let mut score = 80 * 16 - rank;
            if self.tlen == 1 && s == led {
                // Second hand: a winner only if it beats what fourth hand holds.
                let fourth = self.hands[rho] & SUIT[led];
                let fourth_top = if fourth != 0 { top_bit(fourth) as u8 } else { 0 };
                if fourth != 0 && fourth_top > card {
                    score -= 60 * 16;
                }
            }
            return score;
        }
        // Cannot win: the cheapest card, discards from long suits rather than short ones.
        let len = (self.hands[seat] & SUIT[s]).count_ones() as i32;
        if s == led {
            -rank
        } else {
            len * 4 - rank - if s == self.trump { 200 } else { 0 }
        }
    }
}

/// One suit's owners for the table ([`Bounds`]): from the suit's remaining cards `all` (a 13-bit
/// field, the ace highest), two bits a card from the lowest card up, the low bit set for East and
/// West (`odd`), the high bit for South and West (`low`), so North 0, East 1, South 2, West 3.
/// The fields are squeezed to the remaining cards by table, seven bits and six at a time, and
/// the two bits of each card interleaved.
pub(super) fn suit_owners(all: u32, odd: u32, low: u32) -> u32 {
    let (a_lo, a_hi) = ((all & 0x7F) as usize, (all >> 7) as usize);
    let squeeze = |x: u32| {
        u32::from(SQUEEZE[a_lo][(x & 0x7F) as usize])
            | (u32::from(SQUEEZE[a_hi][(x >> 7) as usize]) << a_lo.count_ones())
    };
    spread(squeeze(odd)) | (spread(squeeze(low)) << 1)
}

/// `SQUEEZE[m][x]`: the bits of `x` at the places of `m`'s bits, packed together (seven bits).
static SQUEEZE: [[u8; 128]; 128] = {
    let mut t = [[0u8; 128]; 128];
    let mut m = 0;
    while m < 128 {
        let mut x = 0;
        while x < 128 {
            let (mut out, mut k, mut b) = (0u8, 0, 0);
            while b < 7 {
                if m & (1 << b) != 0 {
                    if x & (1 << b) != 0 {
                        out |= 1 << k;
                    }
                    k += 1;
                }
                b += 1;
            }
            t[m][x] = out;
            x += 1;
        }
        m += 1;
    }
    t
};

/// The bits of `x` (up to 16) spread to every other place: bit i goes to bit 2i.
fn spread(x: u32) -> u32 {
    let x = (x | (x << 8)) & 0x00FF_00FF;
    let x = (x | (x << 4)) & 0x0F0F_0F0F;
    let x = (x | (x << 2)) & 0x3333_3333;
    (x | (x << 1)) & 0x5555_5555
}

/// The tricks one hand's trumps `mine` win whatever anyone plays against the opponents' trumps
/// `theirs`, counted until they reach `need` (more can only add), and the card whose rank that
/// relies on (the owners of the trumps down to it). Each of the hand's trumps falls on a trick of
/// its own, which the side loses only to a higher trump of the opponents', and each of theirs can
/// take one such trick at most: the hand's trumps less the most of them the opponents' can be
/// matched against, each with a higher one. Matched from the top down, a trump of theirs to each
/// of the hand's it can beat while any is left over; the hand's top trumps, above all of theirs,
/// come first and rely on the fewest ranks.
pub(super) fn unspoiled_trumps(mine: u64, theirs: u64, need: u8) -> (u8, u64) {
    let mut rest = mine;
    let (mut matched, mut sure, mut lowest) = (0u32, 0u8, 0u64);
    while rest != 0 && sure < need {
        let c = top_bit(rest);
        rest ^= 1u64 << c;
        let above = (theirs >> c).count_ones();
        if above > matched {
            matched += 1;
        } else {
            sure += 1;
            lowest = 1u64 << c;
        }
    }
    (sure, if theirs == 0 { 0 } else { lowest })
}

/// How many of `suit_live`'s top cards are in `held`, from the top down, and those cards.
#[inline]
fn top_run_cards(held: u64, suit_live: u64) -> (u8, u64) {
    // The cards above the highest one not held.
    let others = suit_live & !held;
    let cards = if others == 0 { suit_live } else { suit_live & !((2u64 << top_bit(others)) - 1) };
    (cards.count_ones() as u8, cards)
}

/// What taking back a card needs.
#[derive(Clone, Copy)]
pub(super) struct Undo {
    seat: usize,
    leader: usize,
    completed: bool,
    /// The trick in progress before the card, and its first card.
    trick: u64,
    led: u8,
}
