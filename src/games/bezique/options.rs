//! Bezique's variants and options. Every default is the rule of the Bezique chapter of
//! «100 карточных игр для всей семьи» for that variant; docs/games/bezique.md lists them.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::cards::{Deck, Rank};
use crate::games::{read_options, RuleError};
use crate::msg;

/// The game a table plays: how many packs, how many players, which table of declarations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// Two players, 64 cards, a turned trump (the base game).
    #[default]
    Two,
    /// Two players, 64 cards, no turned card: the first marriage declared fixes trump.
    NoTrump,
    /// Three players, 96 cards.
    Three,
    /// Four players, 128 cards, each for himself or in partnerships seated alternately.
    Four,
    /// Six-pack (Chinese) Bezique: two players, 192 cards, its own table; every deal is a game.
    SixPack,
}

impl Variant {
    pub const ALL: [Variant; 5] = [Variant::Two, Variant::NoTrump, Variant::Three, Variant::Four, Variant::SixPack];

    /// The option value as typed (`six-pack`).
    pub fn id(self) -> &'static str {
        match self {
            Variant::Two => "two",
            Variant::NoTrump => "no-trump",
            Variant::Three => "three",
            Variant::Four => "four",
            Variant::SixPack => "six-pack",
        }
    }

    /// Packs of 32 cards (7 to ace) shuffled together.
    pub const fn packs(self) -> u8 {
        match self {
            Variant::Two | Variant::NoTrump => 2,
            Variant::Three => 3,
            Variant::Four => 4,
            Variant::SixPack => 6,
        }
    }

    /// Players at the table.
    pub const fn seats(self) -> usize {
        match self {
            Variant::Two | Variant::NoTrump | Variant::SixPack => 2,
            Variant::Three => 3,
            Variant::Four => 4,
        }
    }

    /// Cards in a hand after the deal and after every draw.
    pub const fn hand(self) -> usize {
        match self {
            Variant::SixPack => 12,
            _ => 8,
        }
    }

    /// The deck: `packs` piquet packs.
    pub fn deck(self) -> Deck {
        Deck::from_ranks(
            &[Rank::Seven, Rank::Eight, Rank::Nine, Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace],
            self.packs(),
        )
    }

    /// Cards in the deck.
    pub const fn cards(self) -> usize {
        32 * self.packs() as usize
    }

    /// Tricks played while cards remain to be drawn (the stock, the turned card included).
    pub const fn stock_tricks(self) -> usize {
        (self.cards() - self.seats() * self.hand()) / self.seats()
    }

    /// Tricks in a deal: every card is played.
    pub const fn tricks(self) -> usize {
        self.cards() / self.seats()
    }

    /// A card is turned for trump after the deal.
    pub const fn turns_trump(self) -> bool {
        matches!(self, Variant::Two | Variant::Three | Variant::Four)
    }

    /// Aces and tens won in tricks score (brisks); six-pack scores no cards.
    pub const fn brisks(self) -> bool {
        !matches!(self, Variant::SixPack)
    }

    /// Aces and tens in the deck: what the brisks of a deal add up to.
    pub const fn brisk_cards(self) -> u32 {
        8 * self.packs() as u32
    }

    /// The last trick's points.
    pub const fn last_trick(self) -> i64 {
        match self {
            Variant::SixPack => 250,
            _ => 10,
        }
    }

    /// A melded card may serve again in the same kind of combination once one of the cards it was
    /// melded with has been played (six-pack); elsewhere never.
    pub const fn remeld(self) -> bool {
        matches!(self, Variant::SixPack)
    }

    /// The match's default: a game to 1500 for two, 2000 for three and four; six-pack: every deal.
    pub const fn default_target(self) -> Target {
        match self {
            Variant::Two | Variant::NoTrump => Target::Points(1500),
            Variant::Three | Variant::Four => Target::Points(2000),
            Variant::SixPack => Target::Deal,
        }
    }
}

/// What ends a game: a total, or every deal. Written as the number or the word `deal`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// The first to this many points at the end of a deal wins (the higher if several).
    Points(u32),
    /// Every deal is a game.
    Deal,
}

impl Serialize for Target {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Target::Points(p) => s.serialize_u32(*p),
            Target::Deal => s.serialize_str("deal"),
        }
    }
}

impl<'de> Deserialize<'de> for Target {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Target, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Points(u32),
            Word(String),
        }
        match Raw::deserialize(d)? {
            Raw::Points(p) => Ok(Target::Points(p)),
            Raw::Word(w) if w.trim().eq_ignore_ascii_case("deal") => Ok(Target::Deal),
            Raw::Word(w) => Err(serde::de::Error::invalid_value(serde::de::Unexpected::Str(&w), &"points or `deal`")),
        }
    }
}

/// Which sequences score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum SequenceRule {
    /// The book: a sequence in any suit scores 250.
    #[default]
    AnySuit,
    /// The rule usually printed in English: only a sequence in trumps.
    TrumpsOnly,
}

/// The options a table agrees on before the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BeziqueOptions {
    pub variant: Variant,
    /// What ends a game (default by variant; six-pack is always `deal`).
    pub target: Target,
    /// Which sequences score (not six-pack, whose table prices both).
    pub sequence: SequenceRule,
    /// When every deal is a game: how many games make the match (0: as many as the table plays).
    pub games: u32,
}

impl Default for BeziqueOptions {
    fn default() -> Self {
        let variant = Variant::default();
        BeziqueOptions { variant, target: variant.default_target(), sequence: SequenceRule::default(), games: 0 }
    }
}

/// The options as given: every one may be left out.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Given {
    #[serde(default)]
    variant: Variant,
    target: Option<Target>,
    #[serde(default)]
    sequence: SequenceRule,
    #[serde(default)]
    games: u32,
}

/// The largest target a table can set.
const TARGET_MAX: u32 = 100_000;

impl BeziqueOptions {
    /// Reads options as given (unknown names and impossible values are errors) and fills defaults
    /// from the variant.
    pub fn from_map(given: &Map<String, Value>) -> Result<BeziqueOptions, RuleError> {
        let g: Given = read_options("bezique", given)?;
        let bad = |m| RuleError::new("bezique.option.value", m);
        let target = g.target.unwrap_or(g.variant.default_target());
        match target {
            Target::Points(p) if !(100..=TARGET_MAX).contains(&p) || p % 10 != 0 => {
                return Err(bad(msg!("bezique-option-target", max = TARGET_MAX)));
            }
            Target::Points(_) if g.variant == Variant::SixPack => {
                return Err(bad(msg!("bezique-option-six-pack-target")));
            }
            _ => {}
        }
        if g.games > 1000 {
            return Err(bad(msg!("bezique-option-games")));
        }
        if g.games > 0 && target != Target::Deal {
            return Err(bad(msg!("bezique-option-games-target")));
        }
        if g.sequence == SequenceRule::TrumpsOnly && g.variant == Variant::SixPack {
            return Err(bad(msg!("bezique-option-six-pack-sequence")));
        }
        Ok(BeziqueOptions { variant: g.variant, target, sequence: g.sequence, games: g.games })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_variants_deal_as_the_book_says() {
        assert_eq!(Variant::Two.stock_tricks(), 24);
        assert_eq!(Variant::Two.tricks(), 32);
        assert_eq!(Variant::Three.stock_tricks(), 24);
        assert_eq!(Variant::Four.stock_tricks(), 24);
        assert_eq!(Variant::SixPack.stock_tricks(), 84);
        assert_eq!(Variant::SixPack.tricks(), 96);
        assert_eq!(Variant::Four.deck().len(), 128);
        assert_eq!(Variant::SixPack.deck().len(), 192);
    }

    #[test]
    fn targets_default_by_variant_and_read_as_numbers_or_deal() {
        let read = |v: Value| BeziqueOptions::from_map(v.as_object().unwrap());
        assert_eq!(read(json!({})).unwrap().target, Target::Points(1500));
        assert_eq!(read(json!({"variant": "three"})).unwrap().target, Target::Points(2000));
        assert_eq!(read(json!({"variant": "six-pack"})).unwrap().target, Target::Deal);
        assert_eq!(read(json!({"target": "deal"})).unwrap().target, Target::Deal);
        assert_eq!(read(json!({"target": 1000})).unwrap().target, Target::Points(1000));
        assert_eq!(serde_json::to_value(Target::Deal).unwrap(), json!("deal"));
        assert!(read(json!({"variant": "six-pack", "target": 1500})).is_err());
        assert!(read(json!({"target": 7})).is_err());
    }
}
