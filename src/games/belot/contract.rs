//! Belot's contracts (♣ < ♦ < ♥ < ♠ < No trumps < All trumps), doubles, and what a contract makes
//! of each card: its order in a trick and its points.

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::cards::{Card, Rank, Suit};
use crate::i18n::Msg;
use crate::msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Contract {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    NoTrumps,
    AllTrumps,
}

/// Contra (×2) or recontra (×4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Double {
    Contra,
    Recontra,
}

impl Double {
    pub const fn factor(self) -> i64 {
        match self {
            Double::Contra => 2,
            Double::Recontra => 4,
        }
    }
    pub const fn name(self) -> &'static str {
        match self {
            Double::Contra => "contra",
            Double::Recontra => "recontra",
        }
    }

    /// The word the table says, in the reader's language: контра, реконтра.
    pub fn label(self) -> Msg {
        match self {
            Double::Contra => msg!("belot-double-contra"),
            Double::Recontra => msg!("belot-double-recontra"),
        }
    }
}

/// Card points, trump (and every suit in All trumps), by rank value: J 20, 9 14, A 11, 10 10, K 4, Q 3.
const TRUMP_POINTS: [u8; 15] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 14, 10, 20, 3, 4, 11];
/// Card points, non-trump (and every suit in No trumps): A 11, 10 10, K 4, Q 3, J 2.
const PLAIN_POINTS: [u8; 15] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 2, 3, 4, 11];
/// Order in a trick, trump: J 9 A 10 K Q 8 7 (higher wins).
const TRUMP_ORDER: [u8; 15] = [0, 0, 0, 0, 0, 0, 0, 1, 2, 7, 5, 8, 3, 4, 6];
/// Order in a trick, non-trump: A 10 K Q J 9 8 7.
const PLAIN_ORDER: [u8; 15] = [0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 7, 4, 5, 6, 8];

impl Contract {
    pub const ALL: [Contract; 6] = [
        Contract::Clubs,
        Contract::Diamonds,
        Contract::Hearts,
        Contract::Spades,
        Contract::NoTrumps,
        Contract::AllTrumps,
    ];

    /// The suit contract of a trump suit: what Belot for three plays every deal.
    pub const fn of_suit(suit: Suit) -> Contract {
        match suit {
            Suit::Clubs => Contract::Clubs,
            Suit::Diamonds => Contract::Diamonds,
            Suit::Hearts => Contract::Hearts,
            Suit::Spades => Contract::Spades,
        }
    }

    /// The trump suit of a suit contract.
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Contract::Clubs => Some(Suit::Clubs),
            Contract::Diamonds => Some(Suit::Diamonds),
            Contract::Hearts => Some(Suit::Hearts),
            Contract::Spades => Some(Suit::Spades),
            _ => None,
        }
    }

    /// Does this card play as a trump (order J 9 A 10 …, points J 20, 9 14)?
    #[inline]
    pub const fn is_trump(self, card: Card) -> bool {
        match self {
            Contract::AllTrumps => true,
            Contract::NoTrumps => false,
            _ => matches!(self.trump(), Some(t) if t as u8 == card.suit() as u8),
        }
    }

    #[inline]
    pub const fn points(self, card: Card) -> u32 {
        let r = card.rank().value() as usize;
        (if self.is_trump(card) { TRUMP_POINTS[r] } else { PLAIN_POINTS[r] }) as u32
    }

    /// Order within the card's suit for this contract.
    #[inline]
    pub const fn order(self, card: Card) -> u8 {
        let r = card.rank().value() as usize;
        if self.is_trump(card) {
            TRUMP_ORDER[r]
        } else {
            PLAIN_ORDER[r]
        }
    }

    /// Card points in a deal, without the last trick: 152, 248, 120.
    pub const fn deck_points(self) -> i64 {
        match self {
            Contract::AllTrumps => 248,
            Contract::NoTrumps => 120,
            _ => 152,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Contract::Clubs => "clubs",
            Contract::Diamonds => "diamonds",
            Contract::Hearts => "hearts",
            Contract::Spades => "spades",
            Contract::NoTrumps => "no-trumps",
            Contract::AllTrumps => "all-trumps",
        }
    }

    /// The contract as the table writes it, in the reader's language: ♥, «без коз», «всичко коз».
    pub fn label(self) -> Msg {
        match self.trump() {
            Some(suit) => msg!("belot-contract-suit", suit = suit),
            None if self == Contract::NoTrumps => msg!("belot-contract-no-trumps"),
            None => msg!("belot-contract-all-trumps"),
        }
    }

    /// Reads a contract as a table says it: `hearts`, `♥`, `купа`, `no-trumps`, `бк`, `всичко коз`…
    pub fn parse(s: &str) -> Option<Contract> {
        let w = s.trim().to_lowercase().replace(['_', ' '], "-");
        match w.as_str() {
            "no-trumps" | "no-trump" | "nt" | "без-коз" | "бк" | "без-козырей" | "sans" => {
                Some(Contract::NoTrumps)
            }
            "all-trumps" | "all-trump" | "at" | "всичко-коз" | "вк" | "все-козыри" | "tout" => {
                Some(Contract::AllTrumps)
            }
            _ => s.parse::<Suit>().ok().map(Contract::of_suit),
        }
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.trump() {
            Some(s) => write!(f, "{}", s.symbol()),
            None if *self == Contract::NoTrumps => f.write_str("NT"),
            None => f.write_str("AT"),
        }
    }
}

/// Sequence order for announcements: 7 8 9 10 J Q K A in every contract (index 0..8).
pub const fn sequence_index(rank: Rank) -> Option<u8> {
    match rank.value() {
        v @ 7..=14 => Some(v - 7),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;

    #[test]
    fn contracts_and_doubles_are_named_in_the_readers_language() {
        use crate::i18n::Lang;
        assert_eq!(Contract::Hearts.label().render(Lang::Bg), "♥");
        assert_eq!(Contract::NoTrumps.label().render(Lang::Bg), "без коз");
        assert_eq!(Contract::AllTrumps.label().render(Lang::Bg), "всичко коз");
        assert_eq!(Contract::NoTrumps.label().render(Lang::Ru), "без козырей");
        assert_eq!(Contract::AllTrumps.label().render(Lang::En), "all trumps");
        assert_eq!(Double::Recontra.label().render(Lang::Ru), "реконтра");
    }

    #[test]
    fn card_points_total_152_248_120() {
        for (c, total) in [(Contract::Hearts, 152), (Contract::AllTrumps, 248), (Contract::NoTrumps, 120)] {
            let sum: u32 = Deck::piquet32().cards().iter().map(|&card| c.points(card)).sum();
            assert_eq!(i64::from(sum), total, "{c:?}");
        }
    }

    #[test]
    fn trump_order_is_j_9_a_10_k_q_8_7_and_plain_a_10_k_q_j_9_8_7() {
        let by = |c: Contract, s: Suit| {
            let mut cards: Vec<Card> = Deck::piquet32().cards().iter().copied().filter(|k| k.suit() == s).collect();
            cards.sort_by_key(|&k| std::cmp::Reverse(c.order(k)));
            cards.iter().map(|k| k.rank().symbol()).collect::<Vec<_>>().join(" ")
        };
        assert_eq!(by(Contract::Hearts, Suit::Hearts), "J 9 A 10 K Q 8 7");
        assert_eq!(by(Contract::Hearts, Suit::Spades), "A 10 K Q J 9 8 7");
        assert_eq!(by(Contract::AllTrumps, Suit::Clubs), "J 9 A 10 K Q 8 7");
        assert_eq!(by(Contract::NoTrumps, Suit::Clubs), "A 10 K Q J 9 8 7");
    }

    #[test]
    fn contracts_rank_clubs_to_all_trumps_and_parse_table_words() {
        assert!(Contract::Clubs < Contract::Diamonds && Contract::Spades < Contract::NoTrumps);
        assert!(Contract::NoTrumps < Contract::AllTrumps);
        assert_eq!(Contract::parse("купа"), Some(Contract::Hearts));
        assert_eq!(Contract::parse("Без коз"), Some(Contract::NoTrumps));
        assert_eq!(Contract::parse("all-trumps"), Some(Contract::AllTrumps));
        assert_eq!(Contract::parse("♠"), Some(Contract::Spades));
        assert_eq!(Contract::parse("без козырей"), Some(Contract::NoTrumps));
        assert_eq!(Contract::parse("Все козыри"), Some(Contract::AllTrumps));
        assert_eq!(Contract::parse("черви"), Some(Contract::Hearts));
        assert_eq!(Contract::parse("nonsense"), None);
    }
}
