//! The search for any trick game (`engine::solver::general`) against two references: a plain
//! exhaustive minimax written here over the same `TrickRules` (every card of the hand, each with
//! and without a call, accepted by `check`), and the plain bridge search (`solver::plain`) through
//! a bridge ruleset of a few lines — on random positions, in the three modes.

use kozyr::cards::{Card, CardBag, CardSet, Deck, Suit};
use kozyr::engine::solver::general::{line, value, Count, Position, Search};
use kozyr::engine::solver::plain::{self, PlainDeal};
use kozyr::engine::solver::Mode;
use kozyr::engine::{follow_suit, Breach, Play, Seat, TrickRules, TrickView};
use kozyr::games::belot::{BelotTricks, Contract};
use kozyr::games::thousand::{ThousandOptions, ThousandTricks};

const MODES: [Mode; 3] = [Mode::DoubleDummy, Mode::Worst, Mode::Best];

use crate::support::positions;

/// The splitmix64 stream, for endings every run draws alike.
struct Rng(positions::SplitMix64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(positions::SplitMix64::new(seed))
    }
    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.0.below(n as u64)).unwrap_or(0)
    }
    fn shuffled(&mut self, deck: &[Card]) -> Vec<Card> {
        let mut d = deck.to_vec();
        for i in (1..d.len()).rev() {
            let j = self.below(i + 1);
            d.swap(i, j);
        }
        d
    }
}

/// Bridge's play in a few lines: follow suit, highest trump or else highest of the led suit.
struct PlainBridge {
    trump: Option<Suit>,
    deck: Deck,
}

impl TrickRules for PlainBridge {
    type State = ();
    fn seats(&self) -> usize {
        4
    }
    fn tricks(&self) -> usize {
        13
    }
    fn deck(&self) -> &Deck {
        &self.deck
    }
    fn start(&self) {}
    fn check(&self, _: &(), trick: &TrickView<'_>, _: Seat, hand: &CardBag, play: Play) -> Result<(), Breach> {
        match trick.led() {
            Some(led) => follow_suit("bridge.play.follow-suit", hand.present(), led, play.card),
            None => Ok(()),
        }
    }
    fn winner(&self, _: &(), trick: &TrickView<'_>) -> usize {
        let cards = [trick.cards[0], trick.cards[1], trick.cards[2], trick.cards[3]];
        plain::trick_winner(&cards, self.trump)
    }
    fn points(&self, _: &(), _: Card) -> u32 {
        0
    }
    fn state_key(&self, _: &()) -> Option<u64> {
        Some(0)
    }
}

#[test]
fn on_random_bridge_endings_the_general_search_counts_the_tricks_the_plain_search_counts() {
    let mut rng = Rng::new(12);
    let deck = Deck::standard52();
    // Four- and five-card endings: the general search is exhaustive enough to be slow beyond.
    for case in 0..40 {
        let k = 4 + case % 2;
        let cards = rng.shuffled(deck.cards());
        let hands: [CardSet; 4] = std::array::from_fn(|h| cards[h * k..h * k + k].iter().copied().collect());
        let trump =
            [Some(Suit::Spades), Some(Suit::Hearts), Some(Suit::Diamonds), Some(Suit::Clubs), None][rng.below(5)];
        let mut deal = PlainDeal { hands, trump, leader: rng.below(4), played: vec![] };
        // Some positions start mid-trick: random legal cards from the leader.
        for _ in 0..rng.below(4) {
            let legal: Vec<Card> = deal.legal().iter().collect();
            let c = legal[rng.below(legal.len())];
            let seat = deal.to_play();
            deal.hands[seat].remove(c);
            deal.played.push(c);
        }
        let rules = PlainBridge { trump, deck: deck.clone() };
        let played: Vec<(Seat, Play)> =
            deal.played.iter().enumerate().map(|(i, &c)| ((deal.leader + i) % 4, Play::new(c))).collect();
        let pos = Position { hands: deal.hands.to_vec(), state: (), trick: 14 - k, leader: deal.leader, played };
        for side in 0..2 {
            for mode in MODES {
                let count = Count { seats: 0b0101 << side, points: false, against: false };
                let want = i32::from(plain::tricks(&deal, side, mode));
                assert_eq!(value(&rules, &pos, count, mode), want, "case {case}, side {side}, {mode:?}: {deal:?}");
                let l = line(&rules, &pos, count, mode);
                assert_eq!(l.value, want);
                assert_eq!(l.plays.len(), k * 4 - deal.played.len(), "the line plays every card to the end");
            }
        }
    }
}

/// The value by brute force: every card of the hand, each with and without a call, that the
/// rules accept; gains as the search documents them.
fn exhaustive<R: TrickRules>(rules: &R, pos: &Position<R::State>, count: Count, mode: Mode) -> i32 {
    let n = rules.seats();
    let seat = pos.played.last().map_or(pos.leader, |&(s, _)| rules.next_seat(s));
    let hand = pos.hands[seat];
    let cards: Vec<Card> = pos.played.iter().map(|&(_, p)| p.card).collect();
    let seats: Vec<Seat> = pos.played.iter().map(|&(s, _)| s).collect();
    let view = TrickView { number: pos.trick, leader: pos.leader, cards: &cards, seats: &seats };
    let mut bag = CardBag::new();
    hand.iter().for_each(|c| bag.add(c));
    let sign = |s: Seat, v: i32| {
        if count.counts(s) {
            v
        } else if count.against {
            -v
        } else {
            0
        }
    };
    let maximise = mode.maximises(count.counts(seat));
    let mut best: Option<i32> = None;
    for card in hand.iter() {
        for call in [false, true] {
            let play = Play { card, seat: Some(seat), call };
            if rules.check(&pos.state, &view, seat, &bag, play).is_err() {
                continue;
            }
            let mut gain = if call { sign(seat, rules.call_value(&pos.state, &view, seat, play) as i32) } else { 0 };
            let mut next = pos.clone();
            rules.apply(&mut next.state, &view, seat, play);
            next.hands[seat].remove(card);
            next.played.push((seat, play));
            if next.played.len() == n {
                let cs: Vec<Card> = next.played.iter().map(|&(_, p)| p.card).collect();
                let ss: Vec<Seat> = next.played.iter().map(|&(s, _)| s).collect();
                let full = TrickView { number: next.trick, leader: next.leader, cards: &cs, seats: &ss };
                let w = ss[rules.winner(&next.state, &full)];
                let mut won: i32 = cs.iter().map(|&c| rules.points(&next.state, c) as i32).sum();
                if next.hands.iter().all(|h| h.is_empty()) {
                    won += rules.last_trick_bonus() as i32;
                }
                gain += sign(w, won);
                next.played.clear();
                next.leader = w;
                next.trick += 1;
            }
            let v = gain + exhaustive(rules, &next, count, mode);
            best = Some(match best {
                None => v,
                Some(b) if maximise => b.max(v),
                Some(b) => b.min(v),
            });
        }
    }
    best.unwrap_or(0)
}

#[test]
fn on_random_thousand_endings_the_search_equals_exhaustive_minimax_marriages_and_trump_changes_included() {
    let options = ThousandOptions::from_map(&serde_json::Map::new()).expect("default options");
    let mut rng = Rng::new(7);
    let deck = Deck::piquet24();
    let mut with_calls = 0;
    for case in 0..150 {
        let k = 3 + case % 2;
        let cards = rng.shuffled(deck.cards());
        let rules = ThousandTricks { options: &options, deck: deck.clone() };
        let mut state = rules.start();
        state.trump = [None, Some(Suit::Hearts), Some(Suit::Spades)][rng.below(3)];
        let hands: Vec<CardSet> = (0..3).map(|h| cards[h * k..h * k + k].iter().copied().collect()).collect();
        let pos = Position { hands, state, trick: 9 - k, leader: rng.below(3), played: vec![] };
        let declarer = rng.below(3);
        let count = Count { seats: 1 << declarer, points: true, against: false };
        for mode in MODES {
            let want = exhaustive(&rules, &pos, count, mode);
            let mut s = Search::new(&rules, count, mode);
            assert_eq!(s.value(&pos), want, "case {case}, {mode:?}: {pos:?}");
            let l = s.line(&pos);
            assert_eq!(l.value, want);
            let plays: Vec<Play> = l.plays.iter().map(|&(_, p)| p).collect();
            assert_eq!(s.score(&pos, &plays).0, want, "the line, replayed, gives its value");
            with_calls += usize::from(l.plays.iter().any(|(_, p)| p.call));
        }
    }
    assert!(with_calls > 10, "marriages were searched ({with_calls} lines declare one)");
}

#[test]
fn on_random_belot_endings_the_margin_search_equals_exhaustive_minimax() {
    let mut rng = Rng::new(3);
    let deck = Deck::piquet32();
    let contracts = [Contract::Hearts, Contract::AllTrumps, Contract::NoTrumps, Contract::Clubs];
    for case in 0..100 {
        let k = 2 + case % 2;
        let cards = rng.shuffled(deck.cards());
        let rules = BelotTricks::new(contracts[case % 4]);
        let hands: Vec<CardSet> = (0..4).map(|h| cards[h * k..h * k + k].iter().copied().collect()).collect();
        let pos = Position { hands, state: (), trick: 9 - k, leader: rng.below(4), played: vec![] };
        let count = Count { seats: 0b0101 << (case % 2), points: true, against: true };
        for mode in MODES {
            let want = exhaustive(&rules, &pos, count, mode);
            assert_eq!(value(&rules, &pos, count, mode), want, "case {case}, {mode:?}: {pos:?}");
        }
    }
}

#[test]
fn the_last_trick_bonus_and_a_belot_count_for_their_team_and_against_the_other() {
    // Hearts; North (seat 0) holds K♥ Q♥ and leads; the others hold one small card each and a
    // second card. North's team takes both tricks: 4 + 3 + the last trick's 10, + the belot 20.
    let rules = BelotTricks::new(Contract::Hearts);
    let c = |s: &str| s.parse::<Card>().expect("card");
    let hands = vec![
        [c("KH"), c("QH")].into_iter().collect(),
        [c("7S"), c("8S")].into_iter().collect(),
        [c("7D"), c("8D")].into_iter().collect(),
        [c("7C"), c("8C")].into_iter().collect(),
    ];
    let pos = Position { hands, state: (), trick: 7, leader: 0, played: vec![] };
    let ours = Count { seats: 0b0101, points: true, against: true };
    assert_eq!(value(&rules, &pos, ours, Mode::DoubleDummy), 4 + 3 + 10 + 20);
    let theirs = Count { seats: 0b1010, points: true, against: true };
    assert_eq!(value(&rules, &pos, theirs, Mode::DoubleDummy), -(4 + 3 + 10 + 20));
    // Everyone playing for North's team's least: North keeps quiet about the belot.
    assert_eq!(value(&rules, &pos, ours, Mode::Worst), 4 + 3 + 10);
}
