//! A seeded generator of legal Bridge-Belot play records for the engine benchmarks.
//!
//! It plays like a careless but honest table: a random contract, random 8×4 hands from the 32-card
//! deck, and every card a random legal one under Belot's obligations, written here from the rules
//! and not from the referee: follow suit; in a suit contract, on a trump lead play a higher trump
//! if able, and when void with an opponent winning, trump (over-trump an opponent's trump if able);
//! in All trumps play higher in the led suit if able; in No trumps only follow suit. A player who
//! plays the first of trump K and Q while holding the other calls the belot half of the time.

use kozyr::cards::{Card, CardSet, Deck, Rank, Suit};
use kozyr::engine::{Play, PlayRecord, Seat};
use kozyr::games::belot::{Contract, SEATS, TRICKS};

pub use super::rng::Rng;

/// How a contract treats a card.
#[derive(Clone, Copy)]
struct Table {
    trump: Option<Suit>,
    all_trumps: bool,
}

impl Table {
    fn new(c: Contract) -> Table {
        Table { trump: c.trump(), all_trumps: c == Contract::AllTrumps }
    }

    fn is_trump(self, card: Card) -> bool {
        self.all_trumps || self.trump == Some(card.suit())
    }

    /// Rank within the suit, 1 to 8: trump J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7 (higher wins).
    fn order(self, card: Card) -> u8 {
        let trump = ["7", "8", "Q", "K", "10", "A", "9", "J"];
        let plain = ["7", "8", "9", "J", "Q", "K", "10", "A"];
        let list = if self.is_trump(card) { trump } else { plain };
        list.iter().position(|&r| r == card.rank().symbol()).map_or(0, |i| i as u8 + 1)
    }

    /// Card points: trump J 20, 9 14; both A 11, 10 10, K 4, Q 3; plain J 2.
    fn points(self, card: Card) -> u32 {
        match (card.rank(), self.is_trump(card)) {
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

    /// Index of the card winning `cards` so far.
    fn winning(self, cards: &[Card]) -> usize {
        let led = cards[0].suit();
        let key = |c: Card| match (self.trump, c.suit()) {
            (Some(t), s) if s == t => 100 + self.order(c),
            (_, s) if s == led => self.order(c),
            _ => 0,
        };
        (0..cards.len()).max_by_key(|&i| (key(cards[i]), std::cmp::Reverse(i))).unwrap_or(0)
    }

    /// The cards `hand` may play on `cards` (played so far by the seats before `seat`, led by `lead`).
    fn legal(self, hand: CardSet, cards: &[Card], lead: Seat, seat: Seat) -> CardSet {
        let Some(&first) = cards.first() else { return hand };
        let led = first.suit();
        let w = self.winning(cards);
        let best = cards[w];
        let higher = |suit: Suit| -> CardSet {
            hand.of_suit(suit).iter().filter(|&c| best.suit() == suit && self.order(c) > self.order(best)).collect()
        };
        let or_all = |s: CardSet, all: CardSet| if s.is_empty() { all } else { s };
        if hand.has_suit(led) {
            let follow = hand.of_suit(led);
            // Trump led in a suit contract, or any lead in All trumps: higher if able.
            return if self.all_trumps || self.trump == Some(led) { or_all(higher(led), follow) } else { follow };
        }
        let Some(trump) = self.trump else { return hand };
        let partner_wins = (lead + w) % SEATS == (seat + 2) % SEATS;
        if partner_wins {
            return hand;
        }
        if best.suit() == trump {
            or_all(higher(trump), hand)
        } else {
            or_all(hand.of_suit(trump), hand)
        }
    }
}

/// A generated deal: the contract, the record, and what the generator computed for it.
pub struct RandomDeal {
    pub contract: Contract,
    pub record: PlayRecord,
    /// Card points each seat took.
    pub points: [u32; SEATS],
    /// Belots called, in play order.
    pub belots: Vec<(Seat, Suit)>,
}

/// Plays one random legal deal in a random contract, led by `leader`.
pub fn random_deal(rng: &mut Rng, leader: Seat) -> RandomDeal {
    let contract = Contract::ALL[rng.below(Contract::ALL.len())];
    let table = Table::new(contract);
    let mut deck = Deck::piquet32().cards().to_vec();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i + 1));
    }
    let mut hands = [CardSet::EMPTY; SEATS];
    for (i, &c) in deck.iter().enumerate() {
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
            let card = rng.pick(table.legal(hands[seat], &cards, lead, seat));
            let other = match card.rank() {
                Rank::King => Some(Card::new(Rank::Queen, card.suit())),
                Rank::Queen => Some(Card::new(Rank::King, card.suit())),
                _ => None,
            };
            // Led, followed, or (suit contract) trumped: a trump K or Q always is one of those,
            // except in All trumps when it is thrown on another suit.
            let counts = cards.first().is_none_or(|c: &Card| c.suit() == card.suit() || !table.all_trumps);
            let call = contract != Contract::NoTrumps
                && table.is_trump(card)
                && other.is_some_and(|o| hands[seat].contains(o))
                && counts
                && rng.below(2) == 0;
            if call {
                belots.push((seat, card.suit()));
            }
            hands[seat].remove(card);
            cards.push(card);
            plays.push(Play { card, seat: None, call });
        }
        let w = (lead + table.winning(&cards)) % SEATS;
        points[w] += cards.iter().map(|&c| table.points(c)).sum::<u32>();
        lead = w;
    }
    RandomDeal { contract, record: PlayRecord { first_leader: leader, plays }, points, belots }
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
