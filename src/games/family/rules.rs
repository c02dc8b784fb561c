//! The one trick referee of the family, configured by data: follow suit; optionally trump when
//! void, no hearts led while holding another suit, a card that must be discarded at the first
//! chance, a card above every other, trumps ranked with the jack on top, and Mushka's A♠ variant.

use crate::cards::{Card, CardBag, CardSet, Deck, Rank, Suit};
use crate::engine::{Breach, Play, Seat, TrickRules, TrickView};
use crate::msg;

/// How a deal of one of the family's games is played. Every game builds one per deal.
#[derive(Debug, Clone)]
pub struct FamilyRules {
    pub seats: usize,
    pub tricks: usize,
    pub deck: Deck,
    pub trump: Option<Suit>,
    /// A player void in the led suit must trump if he can (King's positive deals, Mushka, Jacks…).
    pub must_trump: bool,
    /// Hearts may not be led while the leader holds a card of another suit (King, Chervy).
    pub no_hearts_lead: bool,
    /// A card its holder must play at the first trick he cannot follow suit (King's K♥).
    pub discard: Option<Card>,
    /// A card that beats every card and counts as the highest trump (Pamfil's J♣).
    pub top: Option<Card>,
    /// In the trump suit the jack ranks highest: J A K Q 10 9 8 7 6 (Catch the Ten).
    pub jack_high_trumps: bool,
    /// Mushka's variant: A♠ played after the trump ace takes the trick.
    pub spade_ace_over_trump_ace: bool,
    /// Seats (bit per seat) whose failure to follow suit is accepted: a renege the table recorded
    /// and scores as a penalty.
    pub tolerated: u32,
}

impl FamilyRules {
    /// Follow suit, no trump, nothing else: Black Mary, Chervy, Slobberhannes.
    pub fn plain(seats: usize, tricks: usize, deck: Deck) -> FamilyRules {
        FamilyRules {
            seats,
            tricks,
            deck,
            trump: None,
            must_trump: false,
            no_hearts_lead: false,
            discard: None,
            top: None,
            jack_high_trumps: false,
            spade_ace_over_trump_ace: false,
            tolerated: 0,
        }
    }

    /// The cards that count as `suit` for following: the top card belongs to the trump suit only.
    #[inline]
    pub fn suit_cards(&self, suit: Suit) -> CardSet {
        let mut set = CardSet::suit(suit);
        if let Some(top) = self.top {
            set.remove(top);
            if Some(suit) == self.trump {
                set.insert(top);
            }
        }
        set
    }

    /// The suit a card counts as.
    #[inline]
    pub fn suit_of(&self, card: Card) -> Suit {
        match (self.top, self.trump) {
            (Some(top), Some(trump)) if top == card => trump,
            _ => card.suit(),
        }
    }

    /// Strength within the card's own class (higher wins).
    #[inline]
    fn strength(&self, card: Card) -> u8 {
        if Some(card) == self.top {
            return 20;
        }
        let is_trump = Some(card.suit()) == self.trump;
        if self.jack_high_trumps && is_trump && card.rank() == Rank::Jack {
            return 15;
        }
        card.rank().value()
    }

    fn tolerates(&self, seat: Seat) -> bool {
        self.tolerated & (1 << seat) != 0
    }
}

impl TrickRules for FamilyRules {
    type State = ();

    fn seats(&self) -> usize {
        self.seats
    }

    fn tricks(&self) -> usize {
        self.tricks
    }

    fn deck(&self) -> &Deck {
        &self.deck
    }

    fn start(&self) {}

    fn check(&self, _: &(), trick: &TrickView<'_>, seat: Seat, hand: &CardBag, play: Play) -> Result<(), Breach> {
        let hand = hand.present();
        let card = play.card;
        let Some(&first) = trick.cards.first() else {
            let hearts = self.suit_cards(Suit::Hearts);
            if self.no_hearts_lead && hearts.contains(card) && !hand.difference(hearts).is_empty() {
                return Err(Breach::new(
                    "play.hearts-lead",
                    msg!("family-as-lead"),
                    msg!("family-hearts-lead-required"),
                )
                .holding(hand.difference(hearts)));
            }
            return Ok(());
        };
        let led = self.suit_of(first);
        let led_cards = self.suit_cards(led);
        let held = hand.intersection(led_cards);
        if !held.is_empty() {
            if led_cards.contains(card) || self.tolerates(seat) {
                return Ok(());
            }
            return Err(Breach::new(
                "play.follow-suit",
                msg!("play-on-lead", led = led),
                msg!("play-follow-suit-required"),
            )
            .holding(held));
        }
        if let Some(d) = self.discard {
            if hand.contains(d) && card != d {
                return Err(Breach::new(
                    "play.must-discard",
                    msg!("family-on-lead-void", led = led),
                    msg!("family-must-discard-required", card = d),
                )
                .holding(CardSet::single(d)));
            }
        }
        if let (true, Some(trump)) = (self.must_trump, self.trump) {
            let trumps = self.suit_cards(trump);
            let held = hand.intersection(trumps);
            if !held.is_empty() && !trumps.contains(card) {
                return Err(Breach::new(
                    "play.trump",
                    msg!("play-on-lead-trumps", led = led, trump = trump),
                    msg!("play-trump-if-void-required"),
                )
                .holding(held));
            }
        }
        Ok(())
    }

    fn winner(&self, _: &(), trick: &TrickView<'_>) -> usize {
        let cards = trick.cards;
        let led = self.suit_of(cards[0]);
        // One key per card, computed once: trumps above the led suit above the rest, then strength.
        let key = |c: Card| -> u16 {
            let s = self.suit_of(c);
            let class = if Some(s) == self.trump { 2 } else { u16::from(s == led) };
            class << 8 | u16::from(self.strength(c))
        };
        let mut best = 0;
        let mut best_key = key(cards[0]);
        for (i, &c) in cards.iter().enumerate().skip(1) {
            let k = key(c);
            if k > best_key {
                best = i;
                best_key = k;
            }
        }
        if self.spade_ace_over_trump_ace {
            if let Some(trump) = self.trump.filter(|&t| t != Suit::Spades) {
                let spade_ace = Card::new(Rank::Ace, Suit::Spades);
                if cards[best] == Card::new(Rank::Ace, trump) {
                    if let Some(i) = cards.iter().position(|&c| c == spade_ace).filter(|&i| i > best) {
                        return i;
                    }
                }
            }
        }
        best
    }

    fn points(&self, _: &(), _: Card) -> u32 {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn view<'a>(cards: &'a [Card], seats: &'a [Seat]) -> TrickView<'a> {
        TrickView { number: 1, leader: 0, cards, seats }
    }

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).expect("cards")
    }

    #[test]
    fn trick_goes_to_highest_of_led_suit_or_highest_trump() {
        let mut r = FamilyRules::plain(4, 8, Deck::piquet32());
        let t = cards("9H AS KH 10H");
        assert_eq!(r.winner(&(), &view(&t, &[0, 1, 2, 3])), 2);
        r.trump = Some(Suit::Spades);
        assert_eq!(r.winner(&(), &view(&t, &[0, 1, 2, 3])), 1);
    }

    #[test]
    fn jack_tops_the_trumps_when_asked() {
        let mut r = FamilyRules::plain(4, 9, Deck::standard36());
        r.trump = Some(Suit::Clubs);
        r.jack_high_trumps = true;
        let t = cards("AC JC KC 6H");
        assert_eq!(r.winner(&(), &view(&t, &[0, 1, 2, 3])), 1);
        // The jack of a plain suit keeps its place.
        let t = cards("QH JH 9H 6H");
        assert_eq!(r.winner(&(), &view(&t, &[0, 1, 2, 3])), 0);
    }

    #[test]
    fn pamfil_beats_everything_and_follows_trumps() {
        let mut r = FamilyRules::plain(3, 5, Deck::piquet32());
        r.trump = Some(Suit::Hearts);
        r.must_trump = true;
        r.top = Some(Card::new(Rank::Jack, Suit::Clubs));
        let t = cards("AS KS JC");
        assert_eq!(r.winner(&(), &view(&t, &[0, 1, 2])), 2);
        // Clubs led: J♣ is not a club, so a player holding it and no other club may trump with it.
        let hand: CardBag = cards("JC 7D").into_iter().collect();
        let led = cards("AC");
        assert!(r.check(&(), &view(&led, &[0]), 1, &hand, Play::new(cards("JC")[0])).is_ok());
        // Trumps led: J♣ follows them.
        let led = cards("7H");
        let hand: CardBag = cards("JC 7D").into_iter().collect();
        let err = r.check(&(), &view(&led, &[0]), 1, &hand, Play::new(cards("7D")[0])).expect_err("J♣ is a trump");
        assert_eq!(err.rule, "play.follow-suit");
    }

    #[test]
    fn spade_ace_variant_takes_the_trump_ace_only_when_played_after_it() {
        let mut r = FamilyRules::plain(3, 5, Deck::piquet32());
        r.trump = Some(Suit::Diamonds);
        r.spade_ace_over_trump_ace = true;
        let after = cards("7D AD AS");
        assert_eq!(r.winner(&(), &view(&after, &[0, 1, 2])), 2);
        let before = cards("AS AD 7D");
        assert_eq!(r.winner(&(), &view(&before, &[0, 1, 2])), 1);
    }

    #[test]
    fn hearts_lead_and_king_discard() {
        let mut r = FamilyRules::plain(4, 8, Deck::piquet32());
        r.no_hearts_lead = true;
        r.discard = Some(Card::new(Rank::King, Suit::Hearts));
        let hand: CardBag = cards("7H KH 8C").into_iter().collect();
        let e = r.check(&(), &view(&[], &[]), 0, &hand, Play::new(cards("7H")[0])).expect_err("hearts lead");
        assert_eq!(e.rule, "play.hearts-lead");
        let led = cards("AD");
        let e = r.check(&(), &view(&led, &[0]), 1, &hand, Play::new(cards("8C")[0])).expect_err("discard K♥");
        assert_eq!(e.rule, "play.must-discard");
        assert!(r.check(&(), &view(&led, &[0]), 1, &hand, Play::new(cards("KH")[0])).is_ok());
        // Only hearts left: a heart may be led.
        let hearts: CardBag = cards("7H KH").into_iter().collect();
        assert!(r.check(&(), &view(&[], &[]), 0, &hearts, Play::new(cards("7H")[0])).is_ok());
    }
}
