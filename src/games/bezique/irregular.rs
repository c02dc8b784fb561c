//! The irregularities of the book's list, as a deal records them, and what each does to the deal.

use serde::Deserialize;

use crate::cards::Card;
use crate::engine::Seat;
use crate::games::{RuleError, Setup};
use crate::msg;

/// What the offended player chose when the offender held too many cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    Redeal,
    SkipDraw,
}

/// An irregularity found during a deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Irregularity {
    /// A wrong number of cards after the deal; a new deal was demanded.
    WrongCount,
    /// A card exposed in dealing; the dealer's opponent demanded a new deal.
    ExposedCard,
    /// A player found with more cards than the hand: a redeal, or he skips his next draw.
    TooMany { seat: Seat, choice: Choice },
    /// A player found short after both drew: made good from the stock, each opponent scores the
    /// last trick's value.
    ShortHand { seat: Seat },
    /// A player saw the next stock card while drawing: a note.
    Peek { seat: Seat },
    /// An odd number of stock cards: the last one is not played.
    OddCard { card: Card },
    /// Cards missing, found before the result was agreed: the deal is void.
    IncompletePack,
    /// The missing cards were found on the floor: the deal stands as played without them.
    CardsFound { cards: Vec<Card> },
}

impl Irregularity {
    /// The rule the irregularity applies.
    pub fn rule(&self) -> &'static str {
        match self {
            Irregularity::WrongCount => "bezique.irregular.wrong-count",
            Irregularity::ExposedCard => "bezique.irregular.exposed-card",
            Irregularity::TooMany { .. } => "bezique.irregular.too-many",
            Irregularity::ShortHand { .. } => "bezique.irregular.short-hand",
            Irregularity::Peek { .. } => "bezique.irregular.peek",
            Irregularity::OddCard { .. } => "bezique.irregular.odd-card",
            Irregularity::IncompletePack => "bezique.irregular.incomplete-pack",
            Irregularity::CardsFound { .. } => "bezique.irregular.cards-found",
        }
    }

    /// The kind as a deal record names it (`wrong-count`).
    pub fn kind(&self) -> &'static str {
        match self {
            Irregularity::WrongCount => "wrong-count",
            Irregularity::ExposedCard => "exposed-card",
            Irregularity::TooMany { .. } => "too-many",
            Irregularity::ShortHand { .. } => "short-hand",
            Irregularity::Peek { .. } => "peek",
            Irregularity::OddCard { .. } => "odd-card",
            Irregularity::IncompletePack => "incomplete-pack",
            Irregularity::CardsFound { .. } => "cards-found",
        }
    }

    /// The deal was dealt again by the same dealer: nothing of it scores.
    pub fn redeal(&self) -> bool {
        matches!(
            self,
            Irregularity::WrongCount | Irregularity::ExposedCard | Irregularity::TooMany { choice: Choice::Redeal, .. }
        )
    }

    /// The cards this irregularity takes out of play.
    pub fn unplayed(&self) -> Vec<Card> {
        match self {
            Irregularity::OddCard { card } => vec![*card],
            Irregularity::CardsFound { cards } => cards.clone(),
            _ => vec![],
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IrregularityDoc {
    kind: String,
    player: Option<String>,
    choice: Option<String>,
    card: Option<String>,
    cards: Option<Vec<String>>,
}

/// The kinds a deal record may name.
pub const KINDS: &[&str] =
    &["wrong-count", "exposed-card", "too-many", "short-hand", "peek", "odd-card", "incomplete-pack", "cards-found"];

fn card(text: &str) -> Result<Card, RuleError> {
    text.parse::<Card>()
        .map_err(|e: crate::cards::CardParseError| RuleError::new("card.notation", e.msg()).with_card(text))
}

/// Reads an irregularity as typed (`--irregular short-hand:Аня`): the kind, then its player (and
/// for too-many the choice), its card, or its cards separated by commas.
pub fn read_text(text: &str, setup: &Setup) -> Result<Irregularity, RuleError> {
    let mut parts = text.splitn(3, ':').map(str::trim);
    let kind = parts.next().unwrap_or_default().to_string();
    let second = parts.next().filter(|s| !s.is_empty()).map(String::from);
    let third = parts.next().filter(|s| !s.is_empty()).map(String::from);
    let doc = match kind.to_lowercase().as_str() {
        "odd-card" => IrregularityDoc { kind, player: None, choice: None, card: second, cards: None },
        "cards-found" => IrregularityDoc {
            kind,
            player: None,
            choice: None,
            card: None,
            cards: second.map(|c| c.split([',', ' ']).filter(|s| !s.is_empty()).map(String::from).collect()),
        },
        _ => IrregularityDoc { kind, player: second, choice: third, card: None, cards: None },
    };
    let mut out = read(std::slice::from_ref(&doc), setup)?;
    out.pop().ok_or_else(|| {
        RuleError::new(
            "bezique.irregular.format",
            msg!("bezique-irregular-format", kind = crate::games::shown(text), kinds = KINDS.join(", ")),
        )
    })
}

/// Reads the irregularities of a deal record.
pub fn read(docs: &[IrregularityDoc], setup: &Setup) -> Result<Vec<Irregularity>, RuleError> {
    let mut out = Vec::with_capacity(docs.len());
    for d in docs {
        let kind = d.kind.trim().to_lowercase();
        let bad = || {
            RuleError::new(
                "bezique.irregular.format",
                msg!("bezique-irregular-format", kind = crate::games::shown(&d.kind), kinds = KINDS.join(", ")),
            )
        };
        let player = || -> Result<Seat, RuleError> {
            let p = d.player.as_deref().ok_or_else(|| {
                RuleError::new("bezique.irregular.format", msg!("bezique-irregular-player", kind = kind.as_str()))
            })?;
            setup.seat(p)
        };
        let extra = |allowed: &[&str]| -> Result<(), RuleError> {
            let given = [
                ("player", d.player.is_some()),
                ("choice", d.choice.is_some()),
                ("card", d.card.is_some()),
                ("cards", d.cards.is_some()),
            ];
            match given.iter().find(|(name, is)| *is && !allowed.contains(name)) {
                Some((name, _)) => Err(RuleError::new(
                    "bezique.irregular.format",
                    msg!("bezique-irregular-field", kind = kind.as_str(), field = *name),
                )),
                None => Ok(()),
            }
        };
        let one = match kind.as_str() {
            "wrong-count" => {
                extra(&[])?;
                Irregularity::WrongCount
            }
            "exposed-card" => {
                extra(&[])?;
                Irregularity::ExposedCard
            }
            "too-many" => {
                extra(&["player", "choice"])?;
                let choice = match d.choice.as_deref().map(|c| c.trim().to_lowercase()).as_deref() {
                    Some("redeal") => Choice::Redeal,
                    Some("skip-draw") => Choice::SkipDraw,
                    _ => return Err(RuleError::new("bezique.irregular.format", msg!("bezique-irregular-choice"))),
                };
                Irregularity::TooMany { seat: player()?, choice }
            }
            "short-hand" => {
                extra(&["player"])?;
                Irregularity::ShortHand { seat: player()? }
            }
            "peek" => {
                extra(&["player"])?;
                Irregularity::Peek { seat: player()? }
            }
            "odd-card" => {
                extra(&["card"])?;
                let c = d.card.as_deref().ok_or_else(|| {
                    RuleError::new("bezique.irregular.format", msg!("bezique-irregular-card", kind = kind.as_str()))
                })?;
                Irregularity::OddCard { card: card(c)? }
            }
            "incomplete-pack" => {
                extra(&[])?;
                Irregularity::IncompletePack
            }
            "cards-found" => {
                extra(&["cards"])?;
                let cards = d.cards.as_deref().filter(|c| !c.is_empty()).ok_or_else(|| {
                    RuleError::new("bezique.irregular.format", msg!("bezique-irregular-card", kind = kind.as_str()))
                })?;
                Irregularity::CardsFound { cards: cards.iter().map(|c| card(c)).collect::<Result<_, _>>()? }
            }
            _ => return Err(bad()),
        };
        out.push(one);
    }
    Ok(out)
}
