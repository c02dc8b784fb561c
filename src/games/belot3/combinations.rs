//! Combinations (the book's «объявления»): four jacks 200, four nines 150, four aces, tens, kings
//! or queens 100, five or more in sequence 100, four in sequence 50, belot (K+Q of trump) 20. Only
//! the holder of the best combination scores his combinations; a belot scores apart.

use std::cmp::Ordering;

use super::options::BelotSuit;
use super::trick_rules::{other_half, SEATS, TRICKS};
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::engine::Seat;
use crate::games::belot::{carre_strength, parse_rank, sequence_index};
use crate::games::{RuleError, Setup, Step};
use crate::i18n::Msg;
use crate::msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Four cards of one rank (J, 9, A, 10, K or Q).
    Four(Rank),
    /// `length` (4 or more) cards of one suit in a row (7 8 9 10 J Q K A), `high` the top one.
    Sequence { high: Card, length: u8 },
    /// K+Q of trump in one hand.
    Belot(Suit),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Combination {
    pub seat: Seat,
    pub kind: Kind,
}

impl Combination {
    /// The cards the combination shows.
    pub fn cards(&self) -> CardSet {
        match self.kind {
            Kind::Four(r) => CardSet::rank(r).intersection(crate::cards::Deck::piquet32().set()),
            Kind::Sequence { high, length } => {
                let top = sequence_index(high.rank()).unwrap_or(0);
                (0..length.min(top + 1))
                    .filter_map(|k| Rank::from_value(7 + top - k))
                    .map(|r| Card::new(r, high.suit()))
                    .collect()
            }
            Kind::Belot(s) => [Card::new(Rank::King, s), Card::new(Rank::Queen, s)].into_iter().collect(),
        }
    }

    pub fn points(&self) -> i64 {
        match self.kind {
            Kind::Four(Rank::Jack) => 200,
            Kind::Four(Rank::Nine) => 150,
            Kind::Four(_) => 100,
            Kind::Sequence { length, .. } if length >= 5 => 100,
            Kind::Sequence { .. } => 50,
            Kind::Belot(_) => i64::from(super::trick_rules::BELOT),
        }
    }

    /// The combination as the table names it: «четыре валета», «пять подряд до K♥», «белот ♥».
    pub fn describe(&self) -> Msg {
        match self.kind {
            Kind::Four(r) => msg!("belot3-combination-four", rank = rank_word(r), symbol = r.symbol()),
            Kind::Sequence { high, length } => msg!("belot3-combination-sequence", length = length, high = high),
            Kind::Belot(s) => msg!("belot3-combination-belot", suit = s),
        }
    }

    /// Compares two combinations other than belots (the book): four of a rank above any
    /// sequence; among fours J 9 A 10 K Q; among sequences the longer (a sequence longer than five
    /// counts as five), then the higher top card, then the trump one. `Equal`: the first declared.
    pub fn rank_against(&self, other: &Combination, trump: Suit) -> Ordering {
        let key = |c: &Combination| match c.kind {
            Kind::Four(r) => (2, carre_strength(r), 0, 0),
            Kind::Sequence { high, length } => {
                (1, length.min(5), sequence_index(high.rank()).unwrap_or(0), u8::from(high.suit() == trump))
            }
            Kind::Belot(_) => (0, 0, 0, 0),
        };
        key(self).cmp(&key(other))
    }
}

fn rank_word(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "ace",
        Rank::King => "king",
        Rank::Queen => "queen",
        Rank::Jack => "jack",
        Rank::Ten => "ten",
        _ => "nine",
    }
}

fn err(rule: &str, text: Msg, who: &str) -> RuleError {
    RuleError::new(rule, text).with_player(who)
}

/// Reads the combinations in the order they were declared: `Борис:four:J`, `Вера:sequence:KH:5`,
/// `Аня:belot` (the suit is the trump's).
pub fn read(texts: &[String], setup: &Setup, trump: Suit, belot: BelotSuit) -> Result<Vec<Combination>, RuleError> {
    let mut out: Vec<Combination> = Vec::new();
    for text in texts {
        let parts: Vec<&str> = text.split(':').map(str::trim).collect();
        if parts.len() < 2 {
            return Err(RuleError::new("belot3.combination.format", msg!("belot3-combination-format", text = text)));
        }
        let seat = setup.seat(parts[0])?;
        let who = setup.players[seat].as_str();
        let arg = parts.get(2).copied();
        let kind = match parts[1].to_lowercase().as_str() {
            "four" | "carre" | "carré" | "каре" | "четыре" => {
                let r = arg.and_then(parse_rank).ok_or_else(|| {
                    err(
                        "belot3.combination.format",
                        msg!("belot3-combination-rank-word", player = who, text = text),
                        who,
                    )
                })?;
                if !matches!(r.value(), 9..=14) {
                    return Err(err(
                        "belot3.combination.set-rank",
                        msg!("belot3-combination-set-rank", player = who, symbol = r.symbol()),
                        who,
                    ));
                }
                Kind::Four(r)
            }
            w @ ("sequence"
            | "seq"
            | "run"
            | "подряд"
            | "последовательность"
            | "tierce"
            | "терц"
            | "quint"
            | "квинта") => {
                let named: Option<u8> = match w {
                    "tierce" | "терц" => Some(4),
                    "quint" | "квинта" => Some(5),
                    _ => None,
                };
                let high: Card = arg.and_then(|a| a.parse().ok()).ok_or_else(|| {
                    err("belot3.combination.format", msg!("belot3-combination-top", player = who, text = text), who)
                        .with_card(arg.unwrap_or_default())
                })?;
                let length: u8 = match parts.get(3) {
                    Some(l) => l.parse().map_err(|_| {
                        err(
                            "belot3.combination.format",
                            msg!("belot3-combination-length-word", player = who, text = text),
                            who,
                        )
                    })?,
                    None => named.unwrap_or(4),
                };
                let top = sequence_index(high.rank()).map_or(0, |t| t + 1);
                if length < 4 || length > top || named.is_some_and(|n| n != length) {
                    return Err(err(
                        "belot3.combination.sequence-length",
                        msg!("belot3-combination-length", player = who, high = high, length = length, most = top),
                        who,
                    )
                    .with_card(high));
                }
                Kind::Sequence { high, length }
            }
            "belot" | "белот" => {
                let suit = match arg {
                    Some(s) => s.parse::<Suit>().map_err(|_| {
                        err(
                            "belot3.combination.format",
                            msg!("belot3-combination-suit-word", player = who, text = text),
                            who,
                        )
                    })?,
                    None => trump,
                };
                if suit != trump && belot == BelotSuit::Trump {
                    return Err(err(
                        "belot3.combination.belot",
                        msg!("belot3-combination-belot-trump", player = who, suit = suit, trump = trump),
                        who,
                    ));
                }
                Kind::Belot(suit)
            }
            other => {
                return Err(err(
                    "belot3.combination.type",
                    msg!("belot3-combination-type", player = who, text = other),
                    who,
                ))
            }
        };
        let new = Combination { seat, kind };
        for old in &out {
            let shared = old.cards().intersection(new.cards());
            let same_kind = std::mem::discriminant(&old.kind) == std::mem::discriminant(&new.kind);
            // One hand may show a card in a four and in a sequence, and the belot's K and Q in
            // either; never in two of a kind, and never two hands one card.
            let clash = if old.seat == new.seat { same_kind } else { true };
            if let Some(card) = shared.iter().next().filter(|_| clash) {
                return Err(err(
                    "belot3.combination.overlap",
                    msg!(
                        "belot3-combination-overlap",
                        card = card,
                        first_player = &setup.players[old.seat],
                        first = old.describe(),
                        second_player = who,
                        second = new.describe()
                    ),
                    who,
                )
                .with_card(card));
            }
        }
        // «В случае, если остальные его не перебили, этот игрок имеет право объявить и другие
        // свои комбинации, но при условии, что они по очкам меньше первой»: after his first, each
        // further combination of a player is worth less than it. The belot, declared before any
        // lead, stands apart.
        let first = out.iter().find(|c| c.seat == seat && !matches!(c.kind, Kind::Belot(_)));
        if let Some(first) = first.filter(|f| !matches!(new.kind, Kind::Belot(_)) && new.points() >= f.points()) {
            return Err(err(
                "belot3.combination.order",
                msg!(
                    "belot3-combination-order",
                    player = who,
                    first = first.describe(),
                    first_points = first.points(),
                    second = new.describe(),
                    second_points = new.points()
                ),
                who,
            ));
        }
        out.push(new);
    }
    Ok(out)
}

/// The combinations fit the hands they were declared from: nine cards a player («Всего на руках у
/// играющих находится по 9 карт»), and never the turned card, which stays on the table («верхнюю
/// карту открывает») unless the holder of the trump 7 took it in exchange.
pub fn check_hands(
    combos: &[Combination],
    setup: &Setup,
    turned: Option<Card>,
    exchange: Option<Seat>,
) -> Result<(), RuleError> {
    for c in combos {
        let who = setup.players[c.seat].as_str();
        if let Some(t) = turned.filter(|&t| c.cards().contains(t) && exchange != Some(c.seat)) {
            return Err(err(
                "belot3.combination.turned",
                msg!("belot3-combination-turned", player = who, combination = c.describe(), card = t),
                who,
            )
            .with_card(t));
        }
    }
    for seat in 0..setup.players.len() {
        let cards = combos.iter().filter(|c| c.seat == seat).fold(CardSet::EMPTY, |a, c| a.union(c.cards()));
        // A hand holds one card for each of the nine tricks.
        if cards.len() as usize > TRICKS {
            let who = setup.players[seat].as_str();
            return Err(err(
                "belot3.combination.hand",
                msg!("belot3-combination-hand", player = who, cards = cards.len(), hand = TRICKS),
                who,
            ));
        }
    }
    Ok(())
}

/// The belot a `!` play called: K or Q of trump with the other in hand (the referee checked it).
pub fn called(seat: Seat, card: Card) -> Option<Combination> {
    other_half(card).map(|_| Combination { seat, kind: Kind::Belot(card.suit()) })
}

/// What each player's combinations score: the holder of the best combination scores all of his,
/// the others none; every belot scores for its holder. `void[s]`: the player was capot, and his
/// combinations count for nothing (nor do they compete).
pub fn score(
    combos: &[Combination],
    trump: Suit,
    void: [bool; SEATS],
    names: &[String],
    steps: &mut Vec<Step>,
) -> [i64; SEATS] {
    let mut out = [0i64; SEATS];
    let mut best: Option<&Combination> = None;
    for c in combos.iter().filter(|c| !matches!(c.kind, Kind::Belot(_)) && !void[c.seat]) {
        // Strictly higher replaces: on equal combinations the first declared stays best.
        if best.is_none_or(|b| c.rank_against(b, trump) == Ordering::Greater) {
            best = Some(c);
        }
    }
    if let Some(b) = best {
        let rivals: Vec<Msg> = combos
            .iter()
            .filter(|c| c.seat != b.seat && !matches!(c.kind, Kind::Belot(_)) && !void[c.seat])
            .map(|c| msg!("belot3-combination-of", player = &names[c.seat], combination = c.describe()))
            .collect();
        steps.push(Step {
            rule: "belot3.combination.rank",
            text: msg!(
                "belot3-combination-best",
                player = &names[b.seat],
                combination = b.describe(),
                rivals = rivals.len(),
                beaten = rivals
            ),
        });
    }
    for c in combos {
        let who = &names[c.seat];
        if void[c.seat] {
            steps.push(Step {
                rule: "belot3.capot",
                text: msg!("belot3-combination-capot", player = who, combination = c.describe()),
            });
            continue;
        }
        let scores = matches!(c.kind, Kind::Belot(_)) || best.is_some_and(|b| b.seat == c.seat);
        if scores {
            out[c.seat] += c.points();
            steps.push(Step {
                rule: "belot3.combination.score",
                text: msg!("belot3-combination-scores", player = who, combination = c.describe(), points = c.points()),
            });
        } else {
            steps.push(Step {
                rule: "belot3.combination.score",
                text: msg!("belot3-combination-nothing", player = who, combination = c.describe()),
            });
        }
    }
    out
}
