//! The eight games a King deal can be — seven negative ones and the positive one — with their
//! names (the table's words in each language, `king-kind-*`), their penalty tables and how each is
//! played.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardSet, Rank, Suit};
use crate::games::family::{FamilyRules, Item, Pos};
use crate::i18n::Msg;
use crate::msg;

/// The game of one deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    NoTricks,
    NoBoys,
    NoGirls,
    NoHearts,
    NoLastTwo,
    NoKing,
    Eralash,
    Positive,
}

pub const KING_OF_HEARTS: Card = Card::new(Rank::King, Suit::Hearts);

const TRICKS: Item = Item::tricks("king.score.no-tricks", -2);
const BOYS: Item = Item::cards("king.score.no-boys", ("jack", "jacks"), CardSet::rank(Rank::Jack), -4);
const GIRLS: Item = Item::cards("king.score.no-girls", ("queen", "queens"), CardSet::rank(Rank::Queen), -4);
const HEARTS: Item = Item::cards("king.score.no-hearts", ("heart", "hearts"), CardSet::suit(Suit::Hearts), -2);
const SECOND_LAST: Item = Item::trick("king.score.no-last-two", Pos::SecondLast, -8);
const LAST: Item = Item::trick("king.score.no-last-two", Pos::Last, -8);
const KING: Item = Item::cards("king.score.no-king", ("K♥", "K♥"), CardSet::single(KING_OF_HEARTS), -16);
const PLUS: Item = Item::tricks("king.score.positive", 3);

/// The classic order: the seven negative deals, then eight positive ones (the book, «Кинг»).
pub const CLASSIC: [Kind; 15] = [
    Kind::NoTricks,
    Kind::NoBoys,
    Kind::NoGirls,
    Kind::NoHearts,
    Kind::NoLastTwo,
    Kind::NoKing,
    Kind::Eralash,
    Kind::Positive,
    Kind::Positive,
    Kind::Positive,
    Kind::Positive,
    Kind::Positive,
    Kind::Positive,
    Kind::Positive,
    Kind::Positive,
];

impl Kind {
    pub const ALL: [Kind; 8] = [
        Kind::NoTricks,
        Kind::NoBoys,
        Kind::NoGirls,
        Kind::NoHearts,
        Kind::NoLastTwo,
        Kind::NoKing,
        Kind::Eralash,
        Kind::Positive,
    ];

    /// The id a deal record writes: `no-boys`.
    pub const fn id(self) -> &'static str {
        match self {
            Kind::NoTricks => "no-tricks",
            Kind::NoBoys => "no-boys",
            Kind::NoGirls => "no-girls",
            Kind::NoHearts => "no-hearts",
            Kind::NoLastTwo => "no-last-two",
            Kind::NoKing => "no-king",
            Kind::Eralash => "eralash",
            Kind::Positive => "positive",
        }
    }

    /// The deal's name as the table says it, in the reader's language: «не брать мальчиков».
    pub fn label(self) -> Msg {
        match self {
            Kind::NoTricks => msg!("king-kind-no-tricks"),
            Kind::NoBoys => msg!("king-kind-no-boys"),
            Kind::NoGirls => msg!("king-kind-no-girls"),
            Kind::NoHearts => msg!("king-kind-no-hearts"),
            Kind::NoLastTwo => msg!("king-kind-no-last-two"),
            Kind::NoKing => msg!("king-kind-no-king"),
            Kind::Eralash => msg!("king-kind-eralash"),
            Kind::Positive => msg!("king-kind-positive"),
        }
    }

    /// The English name (logs and tests): `no boys`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::NoTricks => "no tricks",
            Kind::NoBoys => "no boys",
            Kind::NoGirls => "no girls",
            Kind::NoHearts => "no hearts",
            Kind::NoLastTwo => "no last two",
            Kind::NoKing => "no king",
            Kind::Eralash => "eralash",
            Kind::Positive => "positive",
        }
    }

    /// The rule that scores the deal.
    pub const fn rule(self) -> &'static str {
        match self {
            Kind::NoTricks => "king.score.no-tricks",
            Kind::NoBoys => "king.score.no-boys",
            Kind::NoGirls => "king.score.no-girls",
            Kind::NoHearts => "king.score.no-hearts",
            Kind::NoLastTwo => "king.score.no-last-two",
            Kind::NoKing => "king.score.no-king",
            Kind::Eralash => "king.score.eralash",
            Kind::Positive => "king.score.positive",
        }
    }

    pub const fn is_positive(self) -> bool {
        matches!(self, Kind::Positive)
    }

    /// How often each player orders this game in the ordered variant: every negative game once,
    /// the positive game twice.
    pub const fn orders(self) -> usize {
        if self.is_positive() {
            2
        } else {
            1
        }
    }

    /// The penalty (or, for the positive deal, the reward) table. Eralash is the union of the
    /// six others: a card counts in every item it belongs to (Q♥ is a queen and a heart).
    pub const fn items(self) -> &'static [Item] {
        match self {
            Kind::NoTricks => &[TRICKS],
            Kind::NoBoys => &[BOYS],
            Kind::NoGirls => &[GIRLS],
            Kind::NoHearts => &[HEARTS],
            Kind::NoLastTwo => &[SECOND_LAST, LAST],
            Kind::NoKing => &[KING],
            Kind::Eralash => &[TRICKS, BOYS, GIRLS, HEARTS, SECOND_LAST, LAST, KING],
            Kind::Positive => &[PLUS],
        }
    }

    /// Hearts may not be led while the leader holds another suit.
    pub const fn no_hearts_lead(self) -> bool {
        matches!(self, Kind::NoHearts | Kind::NoKing | Kind::Eralash)
    }

    /// K♥ must be discarded at the first trick its holder cannot follow suit.
    pub const fn discards_king(self) -> bool {
        matches!(self, Kind::NoKing | Kind::Eralash)
    }

    /// The referee for a deal of this game.
    pub fn rules(self, seats: usize, deck: crate::cards::Deck, trump: Option<Suit>) -> FamilyRules {
        let tricks = deck.len() / seats;
        let mut r = FamilyRules::plain(seats, tricks, deck);
        r.no_hearts_lead = self.no_hearts_lead();
        r.discard = self.discards_king().then_some(KING_OF_HEARTS);
        if self.is_positive() {
            r.trump = trump;
            r.must_trump = true;
        }
        r
    }

    /// Reads a deal's game as the table says it, in English, Russian or Bulgarian: `no-boys`,
    /// `мальчики`, `не брать червей`, `ералаш`, `отыгрыш`, `без купи`, `на взятки`…
    pub fn parse(text: &str) -> Option<Kind> {
        let norm: String = text
            .trim()
            .to_lowercase()
            .replace('ё', "е")
            .chars()
            .map(|c| if matches!(c, '-' | '_' | '«' | '»') { ' ' } else { c })
            .collect();
        let words: Vec<&str> = norm.split_whitespace().collect();
        let mut words = words.as_slice();
        // "no …", "не брать …", "не …", "без …": the negative prefix names nothing by itself.
        if let ["no" | "не" | "без", rest @ ..] = words {
            words = rest;
        }
        if let ["брать" | "бери" | "берем", rest @ ..] = words {
            words = rest;
        }
        let key = words.join(" ");
        let kind = match key.as_str() {
            "tricks" | "trick" | "взяток" | "взятки" | "взятку" => Kind::NoTricks,
            "boys" | "jacks" | "мальчики" | "мальчиков" | "валеты" | "валетов" | "момчета" | "момчетата" | "валета"
            | "валетата" => Kind::NoBoys,
            "girls"
            | "queens"
            | "девочки"
            | "девочек"
            | "дамы"
            | "дам"
            | "момичета"
            | "момичетата"
            | "дами"
            | "дамите" => Kind::NoGirls,
            "hearts" | "черви" | "червы" | "червей" | "черв" | "купи" | "купите" => {
                Kind::NoHearts
            }
            "last two"
            | "last 2"
            | "two last"
            | "две последние"
            | "две последних"
            | "последние две"
            | "последних двух"
            | "2 последние"
            | "2 последних"
            | "двух последних"
            | "двух последних взяток"
            | "две последние взятки"
            | "последните две"
            | "последните две взятки"
            | "последни две"
            | "двете последни" => Kind::NoLastTwo,
            "king"
            | "kh"
            | "k♥"
            | "king of hearts"
            | "кинг"
            | "кинга"
            | "короля"
            | "короля червей"
            | "червового короля"
            | "поп купа"
            | "попа купа" => Kind::NoKing,
            "eralash" | "ералаш" => Kind::Eralash,
            "positive"
            | "plus"
            | "tricks plus"
            | "отыгрыш"
            | "отыгрывание"
            | "набирание"
            | "на набирание"
            | "набирание взяток"
            | "на набирание взяток"
            | "плюс"
            | "плюсовая"
            | "положительная"
            | "козырная"
            | "на взятки"
            | "с коз" => Kind::Positive,
            _ => return None,
        };
        // "no positive", "не ералаш" make no sense.
        let negated = words.len() != norm.split_whitespace().count();
        if negated && matches!(kind, Kind::Eralash | Kind::Positive) {
            return None;
        }
        Some(kind)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn names_and_aliases_read_back() {
        for k in Kind::ALL {
            assert_eq!(Kind::parse(k.id()), Some(k));
            assert_eq!(Kind::parse(k.name()), Some(k));
        }
        for (text, k) in [
            ("не брать взяток", Kind::NoTricks),
            ("Не брать взятки", Kind::NoTricks),
            ("мальчики", Kind::NoBoys),
            ("девочки", Kind::NoGirls),
            ("черви", Kind::NoHearts),
            ("две последние", Kind::NoLastTwo),
            ("не брать две последние", Kind::NoLastTwo),
            ("кинг", Kind::NoKing),
            ("не брать кинга", Kind::NoKing),
            ("ЕРАЛАШ", Kind::Eralash),
            ("отыгрыш", Kind::Positive),
            ("набирание", Kind::Positive),
            ("no_last_two", Kind::NoLastTwo),
        ] {
            assert_eq!(Kind::parse(text), Some(k), "{text}");
        }
        for bad in ["", "no", "не брать", "no positive", "poker", "без", "без ералаш"] {
            assert_eq!(Kind::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_name_the_sheet_shows_in_every_language_reads_back() {
        for lang in Lang::ALL {
            for k in Kind::ALL {
                let name = k.label().render(lang);
                assert_eq!(Kind::parse(&name), Some(k), "{lang}: {name}");
            }
        }
        for (text, k) in [
            ("без купи", Kind::NoHearts),
            ("без-момчета", Kind::NoBoys),
            ("без поп купа", Kind::NoKing),
            ("не брать двух последних", Kind::NoLastTwo),
            ("на взятки", Kind::Positive),
        ] {
            assert_eq!(Kind::parse(text), Some(k), "{text}");
        }
    }
}
