//! A random legal player for the trick-and-penalty family's property tests, written from the book's
//! rules and independent of the engine: it deals, plays every trick by choosing a random card among
//! the ones the rules allow, and says who won each trick and what each player took. Tests reach it
//! as `support::family`. benches/engine.rs includes this file by its path.

#![allow(dead_code)]

use kozyr::cards::{Card, Rank, Suit};

pub(crate) use super::rng;
pub use rng::Rng;

/// How the deal is played, straight from the book's rules.
#[derive(Debug, Clone, Default)]
pub struct Spec {
    pub trump: Option<Suit>,
    /// Void in the led suit: trump if able.
    pub must_trump: bool,
    /// No heart led while holding another suit.
    pub no_hearts_lead: bool,
    /// Must be played at the first trick its holder cannot follow.
    pub discard: Option<Card>,
    /// Beats everything and belongs to the trump suit (Pamfil's J♣).
    pub top: Option<Card>,
    /// J highest in trumps (Catch the Ten).
    pub jack_high: bool,
    /// Mushka's variant: A♠ after the trump ace takes the trick.
    pub spade_ace_variant: bool,
}

/// A deal played out.
#[derive(Debug, Clone)]
pub struct Game {
    /// Per trick, the cards in play order.
    pub tricks: Vec<Vec<Card>>,
    /// Per trick, the seat (index into the hands) that led and that won.
    pub leaders: Vec<usize>,
    pub winners: Vec<usize>,
    /// Cards each seat captured.
    pub taken: Vec<Vec<Card>>,
}

impl Game {
    /// The record as text, one trick a line: `"7H 9H AH KH"`.
    pub fn text(&self) -> String {
        self.tricks
            .iter()
            .map(|t| t.iter().map(|c| c.ascii()).collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join("\n")
    }

    pub fn tricks_won(&self, seats: usize) -> Vec<u32> {
        let mut v = vec![0; seats];
        for &w in &self.winners {
            v[w] += 1;
        }
        v
    }
}

/// Deals `per_hand` cards to each of `seats` hands from a shuffled `deck`; the rest stays undealt.
pub fn deal(rng: &mut Rng, deck: &[Card], seats: usize, per_hand: usize) -> Vec<Vec<Card>> {
    let mut d = deck.to_vec();
    rng.shuffle(&mut d);
    (0..seats).map(|s| d[s * per_hand..(s + 1) * per_hand].to_vec()).collect()
}

fn suit_of(spec: &Spec, c: Card) -> Suit {
    match (spec.top, spec.trump) {
        (Some(t), Some(tr)) if t == c => tr,
        _ => c.suit(),
    }
}

/// The cards of `hand` the rules allow on this trick.
pub fn legal(spec: &Spec, hand: &[Card], trick: &[Card]) -> Vec<Card> {
    if trick.is_empty() {
        if spec.no_hearts_lead && hand.iter().any(|&c| suit_of(spec, c) != Suit::Hearts) {
            return hand.iter().copied().filter(|&c| suit_of(spec, c) != Suit::Hearts).collect();
        }
        return hand.to_vec();
    }
    let led = suit_of(spec, trick[0]);
    let follow: Vec<Card> = hand.iter().copied().filter(|&c| suit_of(spec, c) == led).collect();
    if !follow.is_empty() {
        return follow;
    }
    if let Some(d) = spec.discard {
        if hand.contains(&d) {
            return vec![d];
        }
    }
    if spec.must_trump {
        if let Some(tr) = spec.trump {
            let trumps: Vec<Card> = hand.iter().copied().filter(|&c| suit_of(spec, c) == tr).collect();
            if !trumps.is_empty() {
                return trumps;
            }
        }
    }
    hand.to_vec()
}

fn strength(spec: &Spec, c: Card) -> u8 {
    if Some(c) == spec.top {
        return 100;
    }
    if spec.jack_high && Some(c.suit()) == spec.trump && c.rank() == Rank::Jack {
        return 50;
    }
    c.rank().value()
}

/// Index of the winning card of a complete trick.
pub fn winner(spec: &Spec, trick: &[Card]) -> usize {
    if let Some(i) = spec.top.and_then(|t| trick.iter().position(|&c| c == t)) {
        return i;
    }
    let led = suit_of(spec, trick[0]);
    let trumps: Vec<usize> = (0..trick.len()).filter(|&i| Some(suit_of(spec, trick[i])) == spec.trump).collect();
    let pool: Vec<usize> =
        if trumps.is_empty() { (0..trick.len()).filter(|&i| suit_of(spec, trick[i]) == led).collect() } else { trumps };
    let mut best = pool[0];
    for &i in &pool[1..] {
        if strength(spec, trick[i]) > strength(spec, trick[best]) {
            best = i;
        }
    }
    if spec.spade_ace_variant {
        if let Some(tr) = spec.trump.filter(|&t| t != Suit::Spades) {
            if trick[best] == Card::new(Rank::Ace, tr) {
                let sa = Card::new(Rank::Ace, Suit::Spades);
                if let Some(i) = trick.iter().position(|&c| c == sa).filter(|&i| i > best) {
                    return i;
                }
            }
        }
    }
    best
}

/// Plays the hands out from `leader`, clockwise (seat + 1), each card chosen at random among the
/// legal ones.
pub fn play(rng: &mut Rng, spec: &Spec, mut hands: Vec<Vec<Card>>, leader: usize) -> Game {
    let n = hands.len();
    let tricks = hands[0].len();
    let mut g = Game { tricks: vec![], leaders: vec![], winners: vec![], taken: vec![vec![]; n] };
    let mut lead = leader;
    for _ in 0..tricks {
        let mut trick = Vec::with_capacity(n);
        for k in 0..n {
            let seat = (lead + k) % n;
            let options = legal(spec, &hands[seat], &trick);
            let card = options[rng.below(options.len())];
            hands[seat].retain(|&c| c != card);
            trick.push(card);
        }
        let w = (lead + winner(spec, &trick)) % n;
        g.leaders.push(lead);
        g.winners.push(w);
        g.taken[w].extend(trick.iter().copied());
        g.tricks.push(trick);
        lead = w;
    }
    g
}

/// As [`play`], but once, from trick `from` (0-based) on, the first player after the leader who holds
/// the led suit and another card plays the other card: a renege. Returns the deal and, if a renege
/// was played, its trick (1-based) and seat.
pub fn play_with_renege(
    rng: &mut Rng,
    spec: &Spec,
    mut hands: Vec<Vec<Card>>,
    leader: usize,
    from: usize,
) -> (Game, Option<(usize, usize)>) {
    let n = hands.len();
    let tricks = hands[0].len();
    let mut g = Game { tricks: vec![], leaders: vec![], winners: vec![], taken: vec![vec![]; n] };
    let mut renege = None;
    let mut lead = leader;
    for t in 0..tricks {
        let mut trick = Vec::with_capacity(n);
        for k in 0..n {
            let seat = (lead + k) % n;
            let options = legal(spec, &hands[seat], &trick);
            let off: Vec<Card> = if k > 0 && t >= from && renege.is_none() {
                let led = suit_of(spec, trick[0]);
                let holds = hands[seat].iter().any(|&c| suit_of(spec, c) == led);
                hands[seat].iter().copied().filter(|&c| holds && suit_of(spec, c) != led).collect()
            } else {
                vec![]
            };
            let card = if off.is_empty() {
                options[rng.below(options.len())]
            } else {
                renege = Some((t + 1, seat));
                off[rng.below(off.len())]
            };
            hands[seat].retain(|&c| c != card);
            trick.push(card);
        }
        let w = (lead + winner(spec, &trick)) % n;
        g.leaders.push(lead);
        g.winners.push(w);
        g.taken[w].extend(trick.iter().copied());
        g.tricks.push(trick);
        lead = w;
    }
    (g, renege)
}

/// The cards of each hand before play, rebuilt from a played deal.
pub fn hands_of(g: &Game, seats: usize) -> Vec<Vec<Card>> {
    let mut hands = vec![vec![]; seats];
    for (t, trick) in g.tricks.iter().enumerate() {
        for (k, &c) in trick.iter().enumerate() {
            hands[(g.leaders[t] + k) % seats].push(c);
        }
    }
    hands
}
