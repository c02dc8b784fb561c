//! Premiums (анонси): sequences (tierce 20, quarte 50, quint 100), carrés (100; 9s 150; Js 200)
//! and belot (20). What each covers, whether it can exist, and which team's premiums score.

use serde::Deserialize;
use std::cmp::Ordering;

use super::contract::{sequence_index, Contract};
use super::trick_rules::SEATS;
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::engine::Seat;
use crate::games::{RuleError, Setup, Step};
use crate::i18n::Msg;
use crate::msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Sequence,
    Carre,
    Belot,
}

/// One declared premium.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Announcement {
    pub seat: Seat,
    pub kind: Kind,
    /// Sequences: the top card and the length (3 tierce, 4 quarte, 5+ quint).
    pub high: Option<Card>,
    pub length: u8,
    /// Carrés: the rank.
    pub rank: Option<Rank>,
    /// Belot: the suit.
    pub suit: Option<Suit>,
}

impl Announcement {
    /// The cards it is made of.
    pub fn cards(&self) -> CardSet {
        match self.kind {
            Kind::Sequence => {
                let high = self.high.unwrap_or(Card::new(Rank::Ace, Suit::Clubs));
                let top = sequence_index(high.rank()).unwrap_or(0);
                (0..self.length)
                    .filter_map(|i| top.checked_sub(i))
                    .filter_map(|i| Rank::from_value(i + 7))
                    .map(|r| Card::new(r, high.suit()))
                    .collect()
            }
            Kind::Carre => {
                let r = self.rank.unwrap_or(Rank::Ace);
                Suit::ALL.iter().map(|&s| Card::new(r, s)).collect()
            }
            Kind::Belot => {
                let s = self.suit.unwrap_or(Suit::Clubs);
                [Card::new(Rank::King, s), Card::new(Rank::Queen, s)].into_iter().collect()
            }
        }
    }

    /// Premium points (before No-trumps rules or contra).
    pub fn points(&self) -> i64 {
        match self.kind {
            Kind::Sequence => match self.length {
                3 => 20,
                4 => 50,
                _ => 100,
            },
            Kind::Carre => match self.rank {
                Some(Rank::Jack) => 200,
                Some(Rank::Nine) => 150,
                _ => 100,
            },
            Kind::Belot => 20,
        }
    }

    /// The premium as the table names it: «терца до K♥», «каре валета», «белот ♥».
    pub fn describe(&self) -> Msg {
        match self.kind {
            Kind::Sequence => msg!(
                "belot-premium-sequence",
                length = self.length,
                high = self.high.unwrap_or(Card::new(Rank::Ace, Suit::Clubs))
            ),
            Kind::Carre => carre(self.rank.unwrap_or(Rank::Ace)),
            Kind::Belot => msg!("belot-premium-belot", suit = self.suit.unwrap_or(Suit::Clubs)),
        }
    }
}

/// «каре валета»: the rank as a word the catalogue can decline, and its symbol.
fn carre(rank: Rank) -> Msg {
    let word = match rank {
        Rank::Ace => "ace",
        Rank::King => "king",
        Rank::Queen => "queen",
        Rank::Jack => "jack",
        Rank::Ten => "ten",
        Rank::Nine => "nine",
        Rank::Eight => "eight",
        Rank::Seven => "seven",
        _ => "other",
    };
    msg!("belot-premium-carre", rank = word, symbol = rank.symbol())
}

/// A sequence's name by its length: tierce, quarte, quint.
fn sequence_name(length: u8) -> Msg {
    msg!("belot-sequence-name", length = length)
}

/// An announcement as written: `{"player": "Петър", "type": "tierce", "high": "KH"}` or the quick
/// form `Петър:tierce:KH`, `Мария:carre:J`, `Елена:belot`, `Елена:belot:hearts`, `Иван:quint:AS:6`.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum AnnouncementDoc {
    Text(String),
    Object {
        player: String,
        #[serde(rename = "type")]
        kind: String,
        #[serde(default)]
        high: Option<String>,
        #[serde(default)]
        rank: Option<String>,
        #[serde(default)]
        suit: Option<String>,
        #[serde(default)]
        length: Option<u8>,
    },
}

fn err(rule: &str, text: Msg) -> RuleError {
    RuleError::new(rule, text)
}

/// Reads and checks every announcement of a deal in this contract.
pub fn read(docs: &[AnnouncementDoc], setup: &Setup, contract: Contract) -> Result<Vec<Announcement>, RuleError> {
    let mut out: Vec<Announcement> = Vec::new();
    for doc in docs {
        let (player, kind, a, b) = match doc {
            AnnouncementDoc::Text(t) => {
                let parts: Vec<&str> = t.split(':').map(str::trim).collect();
                if parts.len() < 2 {
                    return Err(err("belot.announce.format", msg!("belot-announce-format", text = t.as_str())));
                }
                (
                    parts[0].to_string(),
                    parts[1].to_lowercase(),
                    parts.get(2).map(|s| s.to_string()),
                    parts.get(3).map(|s| s.to_string()),
                )
            }
            AnnouncementDoc::Object { player, kind, high, rank, suit, length } => (
                player.clone(),
                kind.to_lowercase(),
                high.clone().or(rank.clone()).or(suit.clone()),
                length.map(|l| l.to_string()),
            ),
        };
        let seat = setup.seat(&player)?;
        let who = &setup.players[seat];
        if contract == Contract::NoTrumps {
            return Err(err(
                "belot.announce.no-trumps",
                msg!("belot-announce-no-trumps", player = who, kind = kind.as_str()),
            )
            .with_player(who));
        }
        let ann = match kind.as_str() {
            "tierce" | "терца" | "quarte" | "кварта" | "quint" | "квинта" => {
                let named = match kind.as_str() {
                    "tierce" | "терца" => 3,
                    "quarte" | "кварта" => 4,
                    _ => 5,
                };
                let length: u8 = match &b {
                    Some(l) => l.parse().map_err(|_| {
                        err(
                            "belot.announce.format",
                            msg!("belot-announce-length-word", player = who, text = l.as_str()),
                        )
                    })?,
                    None => named,
                };
                if length != named && !(named == 5 && (5..=8).contains(&length)) {
                    return Err(err(
                        "belot.announce.sequence-length",
                        msg!(
                            "belot-announce-length",
                            player = who,
                            name = sequence_name(named),
                            named = named,
                            length = length
                        ),
                    )
                    .with_player(who));
                }
                let high_text = a.ok_or_else(|| {
                    err(
                        "belot.announce.format",
                        msg!(
                            "belot-announce-top-missing",
                            player = who,
                            name = sequence_name(named),
                            kind = kind.as_str()
                        ),
                    )
                })?;
                let high: Card = high_text.parse().map_err(|e: crate::cards::CardParseError| {
                    let text = match e.suggestion() {
                        Some(card) => msg!(
                            "belot-announce-card-suggest",
                            player = who,
                            name = sequence_name(named),
                            text = high_text.as_str(),
                            suggestion = card
                        ),
                        None => msg!(
                            "belot-announce-card",
                            player = who,
                            name = sequence_name(named),
                            text = high_text.as_str()
                        ),
                    };
                    err("card.notation", text).with_card(&high_text)
                })?;
                let top = sequence_index(high.rank()).unwrap_or(0);
                if sequence_index(high.rank()).is_none() || top + 1 < length {
                    return Err(err(
                        "belot.announce.sequence-length",
                        msg!(
                            "belot-announce-sequence-short",
                            player = who,
                            name = sequence_name(named),
                            high = high,
                            length = length,
                            count = top + 1
                        ),
                    )
                    .with_player(who)
                    .with_card(high));
                }
                Announcement { seat, kind: Kind::Sequence, high: Some(high), length, rank: None, suit: None }
            }
            "carre" | "carré" | "каре" => {
                let rank_text =
                    a.ok_or_else(|| err("belot.announce.format", msg!("belot-announce-rank-missing", player = who)))?;
                let rank = parse_rank(&rank_text).ok_or_else(|| {
                    err(
                        "belot.announce.format",
                        msg!("belot-announce-rank-word", player = who, text = rank_text.as_str()),
                    )
                })?;
                if !matches!(rank.value(), 9..=14) {
                    return Err(err(
                        "belot.announce.carre-rank",
                        msg!("belot-announce-carre-rank", player = who, carre = carre(rank)),
                    )
                    .with_player(who));
                }
                Announcement { seat, kind: Kind::Carre, high: None, length: 4, rank: Some(rank), suit: None }
            }
            "belot" | "белот" => {
                let suit = match (&a, contract.trump()) {
                    (Some(s), _) => Some(s.parse::<Suit>().map_err(|_| {
                        err("belot.announce.format", msg!("belot-announce-suit-word", player = who, text = s.as_str()))
                            .with_player(who)
                    })?),
                    (None, Some(t)) => Some(t),
                    (None, None) => None,
                };
                let Some(suit) = suit else {
                    return Err(err(
                        "belot.announce.belot-suit",
                        msg!("belot-announce-belot-needs-suit", player = who),
                    )
                    .with_player(who));
                };
                if contract.trump().is_some_and(|t| t != suit) {
                    return Err(err(
                        "belot.announce.belot-suit",
                        msg!("belot-announce-belot-not-trump", player = who, suit = suit, contract = contract.label()),
                    )
                    .with_player(who));
                }
                Announcement { seat, kind: Kind::Belot, high: None, length: 2, rank: None, suit: Some(suit) }
            }
            other => {
                return Err(err("belot.announce.type", msg!("belot-announce-type", player = who, text = other))
                    .with_player(who))
            }
        };
        check_overlap(&out, &ann, setup)?;
        out.push(ann);
    }
    Ok(out)
}

/// A rank as a table writes it in any of the three languages (`J`, `В`, `вале`, `10`); Belot for
/// three reads its combinations with it too.
pub(crate) fn parse_rank(s: &str) -> Option<Rank> {
    match s.trim().to_uppercase().as_str() {
        "A" | "Т" | "АСО" => Some(Rank::Ace),
        "K" | "К" | "ПОП" => Some(Rank::King),
        "Q" | "Д" | "ДАМА" => Some(Rank::Queen),
        "J" | "В" | "ВАЛЕ" => Some(Rank::Jack),
        "T" | "10" => Some(Rank::Ten),
        n => n.parse::<u8>().ok().and_then(Rank::from_value),
    }
}

/// A card belongs to one player, and within one hand to a carré or a sequence, not both.
fn check_overlap(before: &[Announcement], new: &Announcement, setup: &Setup) -> Result<(), RuleError> {
    for old in before {
        let shared = old.cards().intersection(new.cards());
        if shared.is_empty() {
            continue;
        }
        let same = old.seat == new.seat;
        if same && (old.kind == Kind::Belot || new.kind == Kind::Belot) {
            if old.kind == new.kind {
                return Err(err(
                    "belot.announce.overlap",
                    msg!("belot-announce-same-belot", player = &setup.players[new.seat]),
                ));
            }
            continue; // a belot may lie inside the same player's sequence or carré
        }
        let card = shared.iter().next().map(|c| c.to_string()).unwrap_or_default();
        let (rule, text) = if same && (old.kind == Kind::Carre) != (new.kind == Kind::Carre) {
            (
                "belot.announce.carre-and-sequence",
                msg!(
                    "belot-announce-carre-and-sequence",
                    player = &setup.players[new.seat],
                    card = card.as_str(),
                    first = old.describe(),
                    second = new.describe()
                ),
            )
        } else {
            (
                "belot.announce.overlap",
                msg!(
                    "belot-announce-overlap",
                    card = card.as_str(),
                    first_player = &setup.players[old.seat],
                    first = old.describe(),
                    second_player = &setup.players[new.seat],
                    second = new.describe()
                ),
            )
        };
        return Err(err(rule, text).with_card(card));
    }
    Ok(())
}

/// Carré strength in trump order J 9 A 10 K Q; Belot for three ranks its four-of-a-kind the same way.
pub(crate) fn carre_strength(r: Rank) -> u8 {
    match r {
        Rank::Jack => 6,
        Rank::Nine => 5,
        Rank::Ace => 4,
        Rank::Ten => 3,
        Rank::King => 2,
        _ => 1,
    }
}

fn team(seat: Seat) -> usize {
    seat % 2
}

/// Which premiums score, per team: only the team with the best sequence scores its sequences (equal
/// best sequences cancel all), only the team with the best carré scores its carrés, belots always.
pub fn premiums(anns: &[Announcement], sides: &[String], names: &[String], steps: &mut Vec<Step>) -> [i64; 2] {
    let mut out = [0i64; 2];
    let best_seq = |t: usize| {
        anns.iter()
            .filter(|a| a.kind == Kind::Sequence && team(a.seat) == t)
            .map(|a| (a.length, a.high.map_or(0, |h| sequence_index(h.rank()).unwrap_or(0))))
            .max()
    };
    let seq_winner = match (best_seq(0), best_seq(1)) {
        (Some(a), Some(b)) => match a.cmp(&b) {
            Ordering::Greater => Some(0),
            Ordering::Less => Some(1),
            Ordering::Equal => {
                steps.push(Step { rule: "belot.premium.sequence-tie", text: msg!("belot-premium-sequence-tie") });
                None
            }
        },
        (Some(_), None) => Some(0),
        (None, Some(_)) => Some(1),
        (None, None) => None,
    };
    let best_carre = |t: usize| {
        anns.iter()
            .filter(|a| a.kind == Kind::Carre && team(a.seat) == t)
            .filter_map(|a| a.rank.map(carre_strength))
            .max()
    };
    let carre_winner = match (best_carre(0), best_carre(1)) {
        (Some(a), Some(b)) => Some(if a > b { 0 } else { 1 }),
        (Some(_), None) => Some(0),
        (None, Some(_)) => Some(1),
        (None, None) => None,
    };
    for a in anns {
        let t = team(a.seat);
        let who = &names[a.seat.min(SEATS - 1)];
        let (scores, rule, why) = match a.kind {
            Kind::Sequence if seq_winner == Some(t) => {
                (true, "belot.premium.sequence", msg!("belot-why-best-sequence"))
            }
            Kind::Sequence => (false, "belot.premium.sequence", msg!("belot-why-other-sequence")),
            Kind::Carre if carre_winner == Some(t) => (true, "belot.premium.carre", msg!("belot-why-best-carre")),
            Kind::Carre => (false, "belot.premium.carre", msg!("belot-why-other-carre")),
            Kind::Belot => (true, "belot.premium.belot", msg!("belot-why-belot")),
        };
        if scores {
            out[t] += a.points();
            steps.push(Step {
                rule,
                text: msg!(
                    "belot-premium-scores",
                    player = who,
                    team = &sides[t],
                    premium = a.describe(),
                    points = a.points(),
                    why = why
                ),
            });
        } else {
            steps.push(Step {
                rule,
                text: msg!("belot-premium-nothing", player = who, team = &sides[t], premium = a.describe(), why = why),
            });
        }
    }
    out
}
