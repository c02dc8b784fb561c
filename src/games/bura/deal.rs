//! A Bura deal as recorded — quick entry (who stopped and what he claimed, his points or the
//! cards of his tricks, a bura shown, the redeal when nobody reached 31, the out-of-turn draw or
//! the extra card) and/or the full play — checked and reduced to how the deal ended.

use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::BTreeMap;

use super::cards::{count, pack, GOAL, PACK_POINTS};
use super::play::{check_claim, parse_record, referee, End, Played};
use crate::cards::{Card, CardSet};
use crate::engine::Seat;
use crate::games::{shown, RuleError, Setup};
use crate::i18n::field;
use crate::msg;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DealDoc {
    dealer: Option<String>,
    stopper: Option<String>,
    claim: Option<i64>,
    points: Option<BTreeMap<String, i64>>,
    took: Option<BTreeMap<String, Vec<String>>>,
    bura: Option<String>,
    #[serde(default)]
    redeal: bool,
    out_of_turn: Option<String>,
    extra_card: Option<String>,
    play: Option<Value>,
}

/// Why a player loses the deal outright (the book: «Если игрок взял карты из колоды не в свою
/// очередь, он проигрывает. Также игрок проигрывает, если доберет лишнюю карту»).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forfeit {
    OutOfTurn,
    ExtraCard,
}

impl Forfeit {
    pub fn rule(self) -> &'static str {
        match self {
            Forfeit::OutOfTurn => "bura.forfeit.out-of-turn",
            Forfeit::ExtraCard => "bura.forfeit.extra-card",
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Forfeit::OutOfTurn => "out-of-turn",
            Forfeit::ExtraCard => "extra-card",
        }
    }

    /// The deal record's field that says it.
    pub fn field(self) -> &'static str {
        match self {
            Forfeit::OutOfTurn => "out_of_turn",
            Forfeit::ExtraCard => "extra_card",
        }
    }
}

/// How a deal ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// `seat` stopped claiming `claim`; his tricks counted `counted`.
    Stop { seat: Seat, claim: i64, counted: i64 },
    /// `seat` showed three trumps.
    Bura { seat: Seat },
    /// Every card played, nobody stopped.
    Redeal,
    /// `seat` drew out of turn or an extra card.
    Forfeit { seat: Seat, why: Forfeit },
}

/// A deal read and checked: its dealer, how it ended, and what the play showed when given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deal {
    pub dealer: Seat,
    pub outcome: Outcome,
    /// Card points in each player's tricks, where known (all from the play; else those given).
    pub points: Vec<Option<i64>>,
    pub played: Option<Played>,
}

fn format_error(e: impl ToString) -> RuleError {
    RuleError::new("bura.deal.format", msg!("bura-deal-format", error = e.to_string()))
}

fn disagree(name: &str) -> RuleError {
    RuleError::new("bura.entry.disagree", msg!("bura-entry-disagree", field = field(name)))
}

/// Reads a deal record; `due` is who deals in turn (`None`: any player, as at the first deal).
pub fn read_deal(v: &Value, setup: &Setup, due: Option<Seat>) -> Result<Deal, RuleError> {
    let doc: DealDoc = serde_json::from_value(v.clone()).map_err(format_error)?;
    let names = &setup.players;
    let n = names.len();
    let given_dealer = doc.dealer.as_deref().map(|d| setup.seat(d)).transpose()?;
    let dealer = match (given_dealer, due) {
        (Some(g), Some(d)) if g != d => {
            return Err(RuleError::new(
                "bura.deal.dealer",
                msg!("bura-deal-dealer", given = &names[g], dealer = &names[d]),
            )
            .with_player(&names[g]))
        }
        (Some(g), _) => g,
        (None, Some(d)) => d,
        (None, None) => 0,
    };

    let played = match &doc.play {
        None | Some(Value::Null) => None,
        Some(p) => Some(referee(&parse_record(p, setup)?, setup, dealer)?),
    };

    // A deal lost outright: it records who lost it and nothing else but the play up to there.
    let said = match (&doc.out_of_turn, &doc.extra_card) {
        (Some(_), Some(_)) => {
            return Err(RuleError::new("bura.deal.outcome", msg!("bura-deal-outcome-many")));
        }
        (Some(p), None) => Some((setup.seat(p)?, Forfeit::OutOfTurn)),
        (None, Some(p)) => Some((setup.seat(p)?, Forfeit::ExtraCard)),
        (None, None) => None,
    };
    let in_play = played.as_ref().and_then(|p| match p.end {
        End::Forfeit { seat, why } => Some((seat, why)),
        _ => None,
    });
    // Said beside a record, the forfeit must be the record's own.
    if let (Some(said), Some(_)) = (said, &played) {
        if in_play != Some(said) {
            return Err(disagree(said.1.field()));
        }
    }
    if let Some((seat, why)) = said.or(in_play) {
        let others = doc.stopper.is_some()
            || doc.claim.is_some()
            || doc.points.is_some()
            || doc.took.is_some()
            || doc.bura.is_some()
            || doc.redeal;
        if others {
            return Err(RuleError::new(why.rule(), msg!("bura-forfeit-alone", player = &names[seat])));
        }
        return Ok(Deal { dealer, outcome: Outcome::Forfeit { seat, why }, points: vec![None; n], played });
    }

    // Card points given, by player, and the cards of tricks given.
    let mut points: Vec<Option<i64>> = vec![None; n];
    for (who, &p) in doc.points.iter().flatten() {
        let s = setup.seat(who)?;
        if !(0..=PACK_POINTS).contains(&p) {
            return Err(RuleError::new(
                "bura.points.range",
                msg!("bura-points-range", player = &names[s], points = p, most = PACK_POINTS),
            )
            .with_player(&names[s]));
        }
        points[s] = Some(p);
    }
    let sum: i64 = points.iter().flatten().sum();
    if sum > PACK_POINTS {
        return Err(RuleError::new("bura.points.range", msg!("bura-points-sum", points = sum, most = PACK_POINTS)));
    }
    let mut seen = CardSet::EMPTY;
    for (who, list) in doc.took.iter().flatten() {
        let s = setup.seat(who)?;
        let mut cards: Vec<Card> = vec![];
        for text in list {
            let c: Card = text.trim().parse().map_err(|e: crate::cards::CardParseError| {
                RuleError::new("card.notation", e.msg()).with_card(shown(text))
            })?;
            if !pack().contains(c) || !seen.insert(c) {
                return Err(RuleError::new("bura.took.cards", msg!("bura-took-card", player = &names[s], card = c))
                    .with_player(&names[s])
                    .with_card(c));
            }
            cards.push(c);
        }
        let counted = count(&cards);
        match points[s] {
            Some(p) if p != counted => {
                return Err(RuleError::new(
                    "bura.entry.disagree",
                    msg!("bura-took-points", player = &names[s], points = p, counted = counted),
                )
                .with_player(&names[s]))
            }
            _ => points[s] = Some(counted),
        }
    }
    if let Some(p) = &played {
        for (slot, &shown) in points.iter_mut().zip(&p.points) {
            if slot.is_some_and(|given| given != shown) {
                return Err(disagree("points"));
            }
            *slot = Some(shown);
        }
    }

    // How the deal ended: said by the flags, shown by the play, or both agreeing.
    let stopper = doc.stopper.as_deref().map(|p| setup.seat(p)).transpose()?;
    let bura = doc.bura.as_deref().map(|p| setup.seat(p)).transpose()?;
    let said = usize::from(stopper.is_some()) + usize::from(bura.is_some()) + usize::from(doc.redeal);
    if said > 1 {
        return Err(RuleError::new("bura.deal.outcome", msg!("bura-deal-outcome-many")));
    }
    if doc.claim.is_some() && stopper.is_none() && !played.as_ref().is_some_and(|p| matches!(p.end, End::Stop { .. })) {
        return Err(RuleError::new("bura.stop.claim", msg!("bura-claim-alone", stopper = field("stopper"))));
    }
    let outcome = match (&played, stopper, bura, doc.redeal) {
        (Some(p), _, _, _) => {
            let agrees = match p.end {
                End::Stop { seat, claim } => {
                    if doc.claim.is_some_and(|c| c != claim) {
                        return Err(disagree("claim"));
                    }
                    said == 0 || stopper == Some(seat)
                }
                End::Bura { seat } => said == 0 || bura == Some(seat),
                End::Redeal => said == 0 || doc.redeal,
                // Settled above with the forfeit's own fields.
                End::Forfeit { .. } => said == 0,
            };
            if !agrees {
                let name = if stopper.is_some() {
                    "stopper"
                } else if bura.is_some() {
                    "bura"
                } else {
                    "redeal"
                };
                return Err(disagree(name));
            }
            match p.end {
                End::Stop { seat, claim } => Outcome::Stop { seat, claim, counted: p.points[seat] },
                End::Bura { seat } => Outcome::Bura { seat },
                End::Redeal => Outcome::Redeal,
                End::Forfeit { seat, why } => Outcome::Forfeit { seat, why },
            }
        }
        (None, Some(seat), _, _) => {
            let claim = doc.claim.unwrap_or(GOAL);
            check_claim(claim, &names[seat])?;
            let counted = points[seat].ok_or_else(|| {
                RuleError::new(
                    "bura.stop.count",
                    msg!("bura-stop-uncounted", player = &names[seat], points = field("points"), took = field("took")),
                )
                .with_player(&names[seat])
            })?;
            Outcome::Stop { seat, claim, counted }
        }
        (None, None, Some(seat), _) => Outcome::Bura { seat },
        (None, None, None, true) => Outcome::Redeal,
        (None, None, None, false) => {
            return Err(RuleError::new(
                "bura.deal.outcome",
                msg!(
                    "bura-deal-outcome-none",
                    stopper = field("stopper"),
                    bura = field("bura"),
                    redeal = field("redeal"),
                    play = field("play")
                ),
            ))
        }
    };
    Ok(Deal { dealer, outcome, points, played })
}

/// The deal's fields for the JSON view that the deal itself gives.
pub fn extra(d: &Deal, names: &[String]) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("dealer".into(), names[d.dealer].clone().into());
    let (kind, player) = match &d.outcome {
        Outcome::Stop { seat, claim, counted } => {
            m.insert("claim".into(), (*claim).into());
            m.insert("counted".into(), (*counted).into());
            ("stop", Some(*seat))
        }
        Outcome::Bura { seat } => ("bura", Some(*seat)),
        Outcome::Redeal => ("redeal", None),
        Outcome::Forfeit { seat, why } => (why.id(), Some(*seat)),
    };
    m.insert("outcome".into(), kind.into());
    m.insert("player".into(), player.map_or(Value::Null, |s| names[s].clone().into()));
    let points: Map<String, Value> =
        names.iter().zip(&d.points).filter_map(|(name, p)| p.map(|p| (name.clone(), Value::from(p)))).collect();
    m.insert("points".into(), points.into());
    if let Some(p) = &d.played {
        m.insert("turned".into(), p.turned.ascii().into());
        m.insert(
            "tricks".into(),
            names.iter().cloned().zip(p.tricks.iter().map(|&t| Value::from(t))).collect::<Map<_, _>>().into(),
        );
    }
    m
}
