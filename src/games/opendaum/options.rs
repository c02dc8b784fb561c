//! Opendaum's options and the pack for each number of players. Every default is the book's rule or,
//! where the book is silent, the choice docs/games/opendaum.md explains.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::cards::{Card, Deck, Rank, Suit};
use crate::games::{read_options, RuleError};
use crate::i18n::Msg;
use crate::msg;

/// How many rounds the match lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Rounds {
    /// An agreed number of rounds.
    Count(u32),
    Named(RoundsBy),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RoundsBy {
    /// Up to the round that deals the whole pack (the book: «пока не наступит кон, где на руки
    /// раздается вся колода»).
    Pack,
    /// As many rounds as players (the book: «Можно сыграть количество кругов, равное количеству
    /// игроков»).
    Players,
}

/// What shows trump in the round that deals the whole pack, when no card is left to turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LastTrump {
    /// The round is played without trump.
    None,
    /// The dealer turns his own last card; its suit is trump and the card stays in his hand.
    Dealer,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct OpendaumOptions {
    pub rounds: Rounds,
    pub last_trump: LastTrump,
    /// With five players: the two sevens taken out of the 36-card pack with the sixes.
    pub sevens: String,
}

impl Default for OpendaumOptions {
    fn default() -> Self {
        OpendaumOptions { rounds: Rounds::Named(RoundsBy::Pack), last_trump: LastTrump::None, sevens: "7C,7S".into() }
    }
}

fn bad(message: Msg) -> RuleError {
    RuleError::new("opendaum.option.value", message)
}

impl OpendaumOptions {
    /// Reads and checks the options for a table of `players`.
    pub fn from_map(given: &Map<String, Value>, players: usize) -> Result<OpendaumOptions, RuleError> {
        let o: OpendaumOptions = read_options("opendaum", given)?;
        o.removed_sevens()?;
        let most = o.pack(players)?.len() / players.max(1);
        if let Rounds::Count(k) = o.rounds {
            if k == 0 || k as usize > most {
                return Err(bad(msg!("opendaum-option-rounds", rounds = k, players = players, most = most)));
            }
        }
        Ok(o)
    }

    /// Reads the stored options of a match.
    pub fn stored(v: &Value) -> Result<OpendaumOptions, RuleError> {
        serde_json::from_value(v.clone()).map_err(|e| bad(msg!("opendaum-options-stored", error = e.to_string())))
    }

    /// The two sevens named by `sevens`: two different sevens in any notation.
    pub fn removed_sevens(&self) -> Result<[Card; 2], RuleError> {
        let cards: Vec<Card> = self
            .sevens
            .split([',', ' '])
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(|t| {
                t.parse::<Card>()
                    .map_err(|_| bad(msg!("opendaum-option-sevens-card", sevens = self.sevens.as_str(), text = t)))
            })
            .collect::<Result<_, _>>()?;
        match cards[..] {
            [a, b] if a != b && a.rank() == Rank::Seven && b.rank() == Rank::Seven => Ok([a, b]),
            _ => Err(bad(msg!("opendaum-option-sevens", sevens = self.sevens.as_str()))),
        }
    }

    /// The pack: 32 cards for two players, 36 for three, four or six, and for five the 36 without
    /// the sixes and two sevens (30).
    pub fn pack(&self, players: usize) -> Result<Deck, RuleError> {
        Ok(match players {
            2 => Deck::piquet32(),
            5 => {
                let mut out: Vec<Card> = Suit::ALL.iter().map(|&s| Card::new(Rank::Six, s)).collect();
                out.extend(self.removed_sevens()?);
                Deck::standard36().without(&out)
            }
            _ => Deck::standard36(),
        })
    }

    /// The number of rounds the match lasts for `players` when the pack lasts `most`.
    pub fn last_round(&self, players: usize, most: usize) -> usize {
        match self.rounds {
            Rounds::Count(k) => (k as usize).min(most),
            Rounds::Named(RoundsBy::Pack) => most,
            Rounds::Named(RoundsBy::Players) => players.min(most),
        }
    }
}
