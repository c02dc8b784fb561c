//! A seeded generator of legal Belot-for-three play records for the engine benchmarks.
//!
//! Random trump, nine cards each from the shuffled 32 (five out of play), and every card a random
//! legal one under the book's obligations, written here from the rules and not from the referee:
//! follow suit; void, trump; a trump on the table beaten by a higher trump if able. A player who
//! plays the K or Q of trump while holding the other calls the belot half of the time.

use kozyr::cards::{Card, CardSet, Deck, Rank, Suit};
use kozyr::engine::{Play, PlayRecord, Seat};
use kozyr::games::belot3::{SEATS, TRICKS};

pub use super::rng::Rng;

/// Rank within the suit, 1 to 8: trump J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7 (higher wins).
fn order(card: Card, trump: Suit) -> u8 {
    let t = ["7", "8", "Q", "K", "10", "A", "9", "J"];
    let p = ["7", "8", "9", "J", "Q", "K", "10", "A"];
    let list = if card.suit() == trump { t } else { p };
    list.iter().position(|&r| r == card.rank().symbol()).map_or(0, |i| i as u8 + 1)
}

fn card_points(card: Card, trump: Suit) -> u32 {
    match (card.rank(), card.suit() == trump) {
        (Rank::Jack, true) => 20,
        (Rank::Nine, true) => 14,
        (Rank::Jack, false) => 2,
        (Rank::Ace, _) => 11,
        (Rank::Ten, _) => 10,
        (Rank::King, _) => 4,
        (Rank::Queen, _) => 3,
        _ => 0,
    }
}

fn winning(cards: &[Card], trump: Suit) -> usize {
    let led = cards[0].suit();
    let key = |c: Card| match c.suit() {
        s if s == trump => 100 + order(c, trump),
        s if s == led => order(c, trump),
        _ => 0,
    };
    (0..cards.len()).max_by_key(|&i| (key(cards[i]), std::cmp::Reverse(i))).unwrap_or(0)
}

fn legal(hand: CardSet, cards: &[Card], trump: Suit) -> CardSet {
    let Some(&first) = cards.first() else { return hand };
    let led = first.suit();
    let mut can = if hand.has_suit(led) {
        hand.of_suit(led)
    } else if hand.has_suit(trump) {
        hand.of_suit(trump)
    } else {
        hand
    };
    if let Some(best) = cards.iter().copied().filter(|c| c.suit() == trump).max_by_key(|&c| order(c, trump)) {
        let higher: CardSet =
            can.iter().filter(|&c| c.suit() == trump && order(c, trump) > order(best, trump)).collect();
        if !higher.is_empty() {
            can = higher;
        }
    }
    can
}

/// A generated deal: the trump, the record, and what the generator computed for it.
pub struct RandomDeal {
    pub trump: Suit,
    pub record: PlayRecord,
    pub points: [u32; SEATS],
    pub belots: Vec<(Seat, Suit)>,
}

pub fn random_deal(rng: &mut Rng, leader: Seat) -> RandomDeal {
    let trump = Suit::ALL[rng.below(4)];
    let mut deck = Deck::piquet32().cards().to_vec();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i + 1));
    }
    let mut hands = [CardSet::EMPTY; SEATS];
    for (i, &c) in deck.iter().take(SEATS * TRICKS).enumerate() {
        hands[i % SEATS].insert(c);
    }
    let mut plays = Vec::with_capacity(SEATS * TRICKS);
    let mut points = [0u32; SEATS];
    let mut belots = Vec::new();
    let mut lead = leader;
    for _ in 0..TRICKS {
        let mut cards = Vec::with_capacity(SEATS);
        for k in 0..SEATS {
            let seat = (lead + k) % SEATS;
            let card = rng.pick(legal(hands[seat], &cards, trump));
            let other = match card.rank() {
                Rank::King => Some(Card::new(Rank::Queen, card.suit())),
                Rank::Queen => Some(Card::new(Rank::King, card.suit())),
                _ => None,
            };
            let call = card.suit() == trump && other.is_some_and(|o| hands[seat].contains(o)) && rng.below(2) == 0;
            if call {
                belots.push((seat, card.suit()));
            }
            hands[seat].remove(card);
            cards.push(card);
            plays.push(Play { card, seat: None, call });
        }
        let w = (lead + winning(&cards, trump)) % SEATS;
        points[w] += cards.iter().map(|&c| card_points(c, trump)).sum::<u32>();
        lead = w;
    }
    RandomDeal { trump, record: PlayRecord { first_leader: leader, plays }, points, belots }
}

/// `count` random legal deals from `seed`, each led by a random seat.
pub fn random_deals(seed: u64, count: usize) -> Vec<RandomDeal> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let leader = rng.below(SEATS);
            random_deal(&mut rng, leader)
        })
        .collect()
}
