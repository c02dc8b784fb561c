//! The double-dummy search for any trick game that plugs into the referee through
//! [`TrickRules`]: every hand known, what a set of seats takes from a position on — tricks or card
//! points, the last trick's bonus and the calls made during play (Thousand's marriages, which also
//! change trump; Belot's belots) — when the players want what [`Mode`] says.
//!
//! Legal plays are exactly those the game's own `check` accepts, so the search can never play a
//! card the referee would refuse, and the state a call changes (trump) is the referee's own.
//! Alpha-beta over the game's value, a transposition table at trick boundaries (the value from a
//! position on depends only on the cards held, the leader and the game's state), and a simple move
//! ordering (cards that carry a call, then the more valuable cards) keep endings and whole deals of
//! Thousand and Belot quick.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::Mode;
use crate::cards::{Card, CardBag, CardSet};
use crate::engine::{Play, Seat, TrickRules, TrickView, MAX_SEATS};

/// A position: the cards each seat still holds, the game's state, and the current trick.
#[derive(Clone, Debug)]
pub struct Position<S> {
    /// Cards held by each seat (one pack: no card twice).
    pub hands: Vec<CardSet>,
    /// The rules' state in force (Thousand: the trump declared so far).
    pub state: S,
    /// 1-based number of the current trick.
    pub trick: usize,
    /// Who led the current trick.
    pub leader: Seat,
    /// The plays already made to the current trick, in order, with their seats.
    pub played: Vec<(Seat, Play)>,
}

/// What is counted, and for whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// The counted seats, one bit per seat (the declarer alone, or the declarer's team).
    pub seats: u32,
    /// Card points (`rules.points`, the last trick's bonus and calls) rather than tricks.
    pub points: bool,
    /// The other seats' gains count against the counted ones: the value is a margin (Belot's
    /// contract is made on more points than the other team's, whoever's belot it is).
    pub against: bool,
}

impl Count {
    /// Is `seat` one of the counted seats?
    #[inline]
    pub const fn counts(&self, seat: Seat) -> bool {
        seat < 32 && self.seats & (1 << seat) != 0
    }

    /// What a gain of `value` by `seat` adds to the counted value.
    #[inline]
    fn signed(&self, seat: Seat, value: i32) -> i32 {
        if self.counts(seat) {
            value
        } else if self.against {
            -value
        } else {
            0
        }
    }
}

/// A line of play from a position to the end of the deal and what it gives the counted seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The counted value from the position on (see [`Count`]).
    pub value: i32,
    /// Every play to the end, with its seat.
    pub plays: Vec<(Seat, Play)>,
    /// The winner of each trick completed along the line, in order.
    pub winners: Vec<Seat>,
}

/// Entries of the transposition table: bounds on the value from a trick's start.
#[derive(Clone, Copy, Debug)]
struct Bounds {
    lower: i32,
    upper: i32,
}

/// A trick's start, exactly: the cards each seat holds, the leader and the game's state key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    hands: [u64; 4],
    leader: u8,
    state: u64,
}

/// A multiply-and-rotate hash for [`Key`]s: the table's keys are card masks, not adversarial
/// input, and the standard hasher would cost more than the rest of a probe.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    #[inline]
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_u8(&mut self, v: u8) {
        self.write_u64(u64::from(v));
    }
    #[inline]
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
}

/// One search: the rules, what is counted and what the players want, and a transposition table
/// kept across calls, so that the many questions asked about one deal (each position of the play,
/// each card at the first mistake) share their work.
pub struct Search<'r, R: TrickRules> {
    rules: &'r R,
    count: Count,
    mode: Mode,
    table: HashMap<Key, Bounds, BuildHasherDefault<KeyHasher>>,
    /// Positions visited, for the benchmarks' curiosity and the tests' sanity.
    pub nodes: u64,
    // The working position, updated in place while searching.
    hands: Vec<CardSet>,
    bags: Vec<CardBag>,
    state: R::State,
    trick: usize,
    leader: Seat,
    cards: [Card; MAX_SEATS],
    seats: [Seat; MAX_SEATS],
    /// Cards on the current trick: `cards[..len]`.
    len: usize,
}

const NO_CARD: Card = Card::new(crate::cards::Rank::Two, crate::cards::Suit::Clubs);

const INFINITY: i32 = i32::MAX / 4;

impl<'r, R: TrickRules> Search<'r, R> {
    pub fn new(rules: &'r R, count: Count, mode: Mode) -> Search<'r, R> {
        Search {
            rules,
            count,
            mode,
            table: HashMap::default(),
            nodes: 0,
            hands: Vec::new(),
            bags: Vec::new(),
            state: rules.start(),
            trick: 1,
            leader: 0,
            cards: [NO_CARD; MAX_SEATS],
            seats: [0; MAX_SEATS],
            len: 0,
        }
    }

    /// The counted value from `pos` on, the current trick included.
    pub fn value(&mut self, pos: &Position<R::State>) -> i32 {
        self.load(pos);
        self.search(-INFINITY, INFINITY)
    }

    /// Each legal play of the seat to play at `pos` with the counted value from `pos` on after it
    /// (the gains of the play itself and of the trick it completes included).
    pub fn play_values(&mut self, pos: &Position<R::State>) -> Vec<(Play, i32)> {
        self.load(pos);
        let mut out = Vec::new();
        for play in self.moves() {
            let (gain, undo) = self.make(play);
            let v = gain + self.search(-INFINITY, INFINITY);
            self.unmake(undo);
            out.push((play, v));
        }
        out
    }

    /// A line of play from `pos` to the end that reaches [`Search::value`], with its value.
    pub fn line(&mut self, pos: &Position<R::State>) -> Line {
        let value = self.value(pos);
        self.load(pos);
        let mut plays = Vec::new();
        let mut winners = Vec::new();
        let mut left = value;
        loop {
            let moves = self.moves();
            if moves.is_empty() {
                break;
            }
            // The first play whose value is the position's: one exists, the value is its best.
            let mut chosen = None;
            for play in moves.iter().copied() {
                let (gain, undo) = self.make(play);
                let v = gain + self.search(-INFINITY, INFINITY);
                self.unmake(undo);
                if v == left {
                    chosen = Some((play, gain));
                    break;
                }
            }
            let Some((play, gain)) = chosen.or_else(|| moves.first().map(|&p| (p, 0))) else { break };
            let seat = self.to_play();
            let trick_before = self.trick;
            let (_, undo) = self.make(play);
            drop(undo);
            if self.trick != trick_before {
                winners.push(self.leader);
            }
            plays.push((seat, play));
            left -= gain;
        }
        Line { value, plays, winners }
    }

    /// What `plays`, made one after another from `pos`, give the counted seats — a recorded play
    /// measured as the search measures — and the winners of the tricks they complete. Stops at
    /// the first play the rules do not accept.
    pub fn score(&mut self, pos: &Position<R::State>, plays: &[Play]) -> (i32, Vec<Seat>) {
        self.load(pos);
        let mut total = 0;
        let mut winners = Vec::new();
        for &p in plays {
            let play = Play { seat: Some(self.to_play()), ..p };
            if !self.moves().contains(&play) {
                break;
            }
            let before = self.trick;
            let (gain, _) = self.make(play);
            if self.trick != before {
                winners.push(self.leader);
            }
            total += gain;
        }
        (total, winners)
    }

    fn load(&mut self, pos: &Position<R::State>) {
        self.hands.clone_from(&pos.hands);
        self.bags = pos
            .hands
            .iter()
            .map(|h| {
                let mut b = CardBag::new();
                h.iter().for_each(|c| b.add(c));
                b
            })
            .collect();
        // The cards already on the current trick are known; the state is taken as given.
        self.state = pos.state.clone();
        self.trick = pos.trick;
        self.leader = pos.leader;
        self.len = pos.played.len().min(MAX_SEATS);
        for (k, &(s, p)) in pos.played.iter().take(MAX_SEATS).enumerate() {
            self.cards[k] = p.card;
            self.seats[k] = s;
        }
    }

    /// The working position as a [`Position`].
    fn snapshot(&self) -> Position<R::State> {
        let played = (0..self.len)
            .map(|k| (self.seats[k], Play { card: self.cards[k], seat: Some(self.seats[k]), call: false }))
            .collect();
        Position {
            hands: self.hands.clone(),
            state: self.state.clone(),
            trick: self.trick,
            leader: self.leader,
            played,
        }
    }

    fn to_play(&self) -> Seat {
        match self.len {
            0 => self.leader,
            k => self.rules.next_seat(self.seats[k - 1]),
        }
    }

    /// The legal plays of the seat to play, best first by a cheap guess.
    fn moves(&self) -> Vec<Play> {
        let seat = self.to_play();
        let Some(&hand) = self.hands.get(seat) else { return Vec::new() };
        let view = TrickView {
            number: self.trick,
            leader: self.leader,
            cards: &self.cards[..self.len],
            seats: &self.seats[..self.len],
        };
        let candidates = self.rules.playable(&self.state, &view, seat, hand).intersection(hand);
        let mut out: Vec<(i32, Play)> = Vec::with_capacity(candidates.len() as usize + 2);
        for card in candidates.iter() {
            let plain = Play { card, seat: Some(seat), call: false };
            if self.rules.check(&self.state, &view, seat, &self.bags[seat], plain).is_ok() {
                out.push((self.rules.points(&self.state, card) as i32 * 4 + card.rank().value() as i32, plain));
            }
            if self.rules.may_call(&self.state, &view, hand, card) {
                let call = Play { call: true, ..plain };
                if self.rules.check(&self.state, &view, seat, &self.bags[seat], call).is_ok() {
                    let worth = self.rules.call_value(&self.state, &view, seat, call) as i32;
                    out.push((1000 + worth, call));
                }
            }
        }
        out.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
        out.into_iter().map(|(_, p)| p).collect()
    }

    /// Plays `play` for the seat to play: the counted gain (its call, and the trick it completes)
    /// and what undoes it.
    fn make(&mut self, play: Play) -> (i32, Undo<R::State>) {
        let seat = self.to_play();
        let undo = Undo {
            state: self.state.clone(),
            trick: self.trick,
            leader: self.leader,
            len: self.len,
            cards: self.cards,
            seats: self.seats,
            seat,
            card: play.card,
        };
        let mut gain = 0;
        {
            let view = TrickView {
                number: self.trick,
                leader: self.leader,
                cards: &self.cards[..self.len],
                seats: &self.seats[..self.len],
            };
            if play.call && self.count.points {
                gain += self.count.signed(seat, self.rules.call_value(&self.state, &view, seat, play) as i32);
            }
            self.rules.apply(&mut self.state, &view, seat, play);
        }
        self.hands[seat].remove(play.card);
        self.bags[seat].remove(play.card);
        self.cards[self.len] = play.card;
        self.seats[self.len] = seat;
        self.len += 1;
        if self.len == self.rules.seats() {
            let view = TrickView {
                number: self.trick,
                leader: self.leader,
                cards: &self.cards[..self.len],
                seats: &self.seats[..self.len],
            };
            let winner = self.seats[self.rules.winner(&self.state, &view)];
            let won = if self.count.points {
                let mut p: i32 = self.cards[..self.len].iter().map(|&c| self.rules.points(&self.state, c) as i32).sum();
                if self.hands.iter().all(|h| h.is_empty()) {
                    p += self.rules.last_trick_bonus() as i32;
                }
                p
            } else {
                1
            };
            gain += self.count.signed(winner, won);
            self.len = 0;
            self.leader = winner;
            self.trick += 1;
        }
        (gain, undo)
    }

    fn unmake(&mut self, undo: Undo<R::State>) {
        self.hands[undo.seat].insert(undo.card);
        self.bags[undo.seat].add(undo.card);
        self.state = undo.state;
        self.trick = undo.trick;
        self.leader = undo.leader;
        self.len = undo.len;
        // Deeper plays wrote the next tricks over these arrays: the trick is put back whole.
        self.cards = undo.cards;
        self.seats = undo.seats;
    }

    fn key(&self) -> Option<Key> {
        if self.hands.len() > 4 {
            return None;
        }
        let state = self.rules.state_key(&self.state)?;
        let mut hands = [0; 4];
        for (k, h) in hands.iter_mut().zip(&self.hands) {
            *k = h.0;
        }
        Some(Key { hands, leader: self.leader as u8, state })
    }

    /// Fail-soft alpha-beta: the exact value if it lies in (alpha, beta), else a bound on the
    /// side the window was left.
    fn search(&mut self, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let at_start = self.len == 0;
        let key = if at_start { self.key() } else { None };
        if let Some(k) = &key {
            if self.hands.iter().all(|h| h.is_empty()) {
                return 0;
            }
            if let Some(b) = self.table.get(k) {
                if b.lower == b.upper || b.lower >= beta {
                    return b.lower;
                }
                if b.upper <= alpha {
                    return b.upper;
                }
                alpha = alpha.max(b.lower);
                beta = beta.min(b.upper);
            }
        }
        let moves = self.moves();
        if moves.is_empty() {
            return 0;
        }
        let seat = self.to_play();
        let maximise = self.mode.maximises(self.count.counts(seat));
        let (a0, b0) = (alpha, beta);
        let mut best = if maximise { -INFINITY } else { INFINITY };
        for play in moves {
            let (gain, undo) = self.make(play);
            let v = gain + self.search(alpha - gain, beta - gain);
            self.unmake(undo);
            if maximise {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if let Some(k) = key {
            let e = self.table.entry(k).or_insert(Bounds { lower: -INFINITY, upper: INFINITY });
            if best <= a0 {
                e.upper = e.upper.min(best);
            } else if best >= b0 {
                e.lower = e.lower.max(best);
            } else {
                e.lower = best;
                e.upper = best;
            }
        }
        best
    }
}

struct Undo<S> {
    state: S,
    trick: usize,
    leader: Seat,
    len: usize,
    cards: [Card; MAX_SEATS],
    seats: [Seat; MAX_SEATS],
    seat: Seat,
    card: Card,
}

/// The counted value from `pos` on with the players wanting what `mode` says.
pub fn value<R: TrickRules>(rules: &R, pos: &Position<R::State>, count: Count, mode: Mode) -> i32 {
    Search::new(rules, count, mode).value(pos)
}

/// A line of play reaching [`value`], every play to the end.
pub fn line<R: TrickRules>(rules: &R, pos: &Position<R::State>, count: Count, mode: Mode) -> Line {
    Search::new(rules, count, mode).line(pos)
}

/// The position at the start of trick `trick` (1-based) of a deal whose hands at the start of play,
/// first leader and plays are known: the state the earlier plays left, the cards still held. `None`
/// when the record does not reach that trick or one of its plays is not legal.
pub fn position_at<R: TrickRules>(
    rules: &R,
    hands: &[CardSet],
    first_leader: Seat,
    plays: &[Play],
    trick: usize,
) -> Option<Position<R::State>> {
    let n = rules.seats();
    if n == 0 || n > MAX_SEATS || hands.len() != n || trick == 0 {
        return None;
    }
    let upto = (trick - 1).checked_mul(n)?;
    if upto > plays.len() {
        return None;
    }
    let mut pos =
        Position { hands: hands.to_vec(), state: rules.start(), trick: 1, leader: first_leader, played: vec![] };
    let mut search = Search::new(rules, Count { seats: 0, points: false, against: false }, Mode::DoubleDummy);
    search.load(&pos);
    for &p in &plays[..upto] {
        let seat = search.to_play();
        let play = Play { seat: Some(seat), ..p };
        if !search.moves().contains(&play) {
            return None;
        }
        search.make(play);
    }
    pos.hands.clone_from(&search.hands);
    pos.state = search.state.clone();
    pos.trick = search.trick;
    pos.leader = search.leader;
    Some(pos)
}

/// Where a recorded play first left a best line: the play that lowered its side's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Departure {
    /// Index of the play in the deal's record (0-based, counted from the deal's first play).
    pub index: usize,
    /// 1-based trick of the play.
    pub trick: usize,
    pub seat: Seat,
    pub play: Play,
    /// The value from that position on before the play (what the best play kept) and after it.
    pub before: i32,
    pub after: i32,
    /// A play that kept `before`.
    pub better: Play,
    /// What the plays from the deal's first up to this one gave: the value, and the counted
    /// side's own gains.
    pub so_far: i32,
    pub own_so_far: i32,
    /// The counted side's own gains from that position on after `better`, and after the play
    /// made, with best play by both sides for those gains (the count without `against`).
    pub own_better: i32,
    pub own_after: i32,
}

/// "Could the declarer have made it?" for a recorded deal, in the search's units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// 1-based trick from which the deal was searched.
    pub from_trick: usize,
    /// The counted side's own gains before `from_trick`, in the record.
    pub own_before: i32,
    /// Its own gains from `from_trick` on: in the record, and along the best line.
    pub own_taken: i32,
    pub own_best: i32,
    /// The searched value (see [`Count`]) from `from_trick` on: in the record, and with best play.
    pub taken: i32,
    pub best: i32,
    /// A best line from `from_trick` to the end.
    pub line: Line,
    /// The first recorded play after which the counted side's value dropped.
    pub departure: Option<Departure>,
    /// The calls made along the best line: (1-based trick, seat, card).
    pub line_calls: Vec<(usize, Seat, Card)>,
}

/// Searches a recorded deal from the start of trick `from_trick` (1-based): what the counted seats
/// took there, what they could have guaranteed with best play by both sides, a best line, and the
/// first play after which their double-dummy value dropped. `None` when `from_trick` is past the
/// record or the record does not replay under `rules`.
pub fn analyse<R: TrickRules>(
    rules: &R,
    hands: &[CardSet],
    first_leader: Seat,
    plays: &[Play],
    from_trick: usize,
    count: Count,
) -> Option<Analysis> {
    let n = rules.seats();
    let start = position_at(rules, hands, first_leader, plays, 1)?;
    let from = position_at(rules, hands, first_leader, plays, from_trick)?;
    let upto = (from_trick - 1) * n;
    if upto >= plays.len() {
        return None;
    }
    let own = Count { against: false, ..count };
    let mut own_search = Search::new(rules, own, Mode::DoubleDummy);
    let (own_before, _) = own_search.score(&start, &plays[..upto]);
    let (own_taken, _) = own_search.score(&from, &plays[upto..]);
    let mut search = Search::new(rules, count, Mode::DoubleDummy);
    let (taken, _) = search.score(&from, &plays[upto..]);
    let line = search.line(&from);
    let best = line.value;
    let line_plays: Vec<Play> = line.plays.iter().map(|&(_, p)| p).collect();
    let (own_best, _) = own_search.score(&from, &line_plays);
    let mut line_calls = Vec::new();
    {
        let mut walk = Search::new(rules, own, Mode::DoubleDummy);
        walk.load(&from);
        for &(seat, p) in &line.plays {
            if p.call {
                line_calls.push((walk.trick, seat, p.card));
            }
            walk.make(p);
        }
    }

    // The record walked from `from_trick`: the first play whose value is below the position's.
    let mut departure = None;
    search.load(&from);
    let mut pos_value = best;
    for (i, &p) in plays.iter().enumerate().skip(upto) {
        let seat = search.to_play();
        let play = Play { seat: Some(seat), ..p };
        let here = search.snapshot();
        let values = search.play_values(&here);
        let Some(&(_, after)) = values.iter().find(|(q, _)| *q == play) else { break };
        if after < pos_value {
            let Some(&(better, _)) = values.iter().max_by_key(|&&(_, v)| v) else { break };
            let own_after = own_line_value(rules, own, &here, play);
            let own_better = own_line_value(rules, own, &here, better);
            let (so_far, _) = Search::new(rules, count, Mode::DoubleDummy).score(&start, &plays[..i]);
            let (own_so_far, _) = own_search.score(&start, &plays[..i]);
            departure = Some(Departure {
                index: i,
                trick: here.trick,
                seat,
                play,
                before: pos_value,
                after,
                better,
                so_far,
                own_so_far,
                own_better,
                own_after,
            });
            break;
        }
        search.load(&here);
        let (gain, _) = search.make(play);
        pos_value = after - gain;
    }
    Some(Analysis { from_trick, own_before, own_taken, own_best, taken, best, line, departure, line_calls })
}

/// The counted side's own gains from `pos` on after `play`, best play by both sides after it.
fn own_line_value<R: TrickRules>(rules: &R, own: Count, pos: &Position<R::State>, play: Play) -> i32 {
    let mut s = Search::new(rules, own, Mode::DoubleDummy);
    s.load(pos);
    let (gain, _) = s.make(play);
    let next = s.snapshot();
    gain + s.line(&next).value
}
