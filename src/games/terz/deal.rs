//! A Terz deal as recorded — quick entry (tricks, card points, the last trick, combinations, the
//! marriage, penalties) and/or the full play — checked and reduced to what each player scores.

use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::BTreeMap;

use super::combination::{best, round_tens, Combination, Declared, DEAL_POINTS, MARRIAGE, TRICKS};
use super::options::TerzOptions;
use super::play::{parse_record, referee, Played};
use crate::cards::{Card, Rank, Suit};
use crate::engine::Seat;
use crate::games::{shown, RuleError, Setup, Step};
use crate::i18n::{field, Msg};
use crate::msg;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DealDoc {
    dealer: Option<String>,
    won: Option<BTreeMap<String, i64>>,
    points: Option<BTreeMap<String, i64>>,
    last_trick: Option<String>,
    trump: Option<String>,
    #[serde(default)]
    declarations: Vec<String>,
    marriage: Option<String>,
    false_announcements: Option<BTreeMap<String, i64>>,
    miscounts: Option<BTreeMap<String, i64>>,
    out_of_turn: Option<String>,
    extra_card: Option<String>,
    play: Option<Value>,
}

/// Why a player loses the game outright.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forfeit {
    /// «Чужой подъём»: he drew a card out of turn.
    OutOfTurn,
    /// He was found holding a card too many.
    ExtraCard,
}

impl Forfeit {
    pub fn rule(self) -> &'static str {
        match self {
            Forfeit::OutOfTurn => "terz.penalty.out-of-turn",
            Forfeit::ExtraCard => "terz.penalty.extra-card",
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Forfeit::OutOfTurn => "out-of-turn",
            Forfeit::ExtraCard => "extra-card",
        }
    }
}

/// What a recorded deal comes to.
#[derive(Debug, Clone, PartialEq)]
pub enum Deal {
    /// A player lost the game by an irregularity; nothing else is scored.
    Forfeit {
        dealer: Seat,
        seat: Seat,
        why: Forfeit,
    },
    Scored(Box<Scoring>),
}

/// A played deal's points per seat and how each was obtained.
#[derive(Debug, Clone, PartialEq)]
pub struct Scoring {
    pub dealer: Seat,
    pub won: [i64; 2],
    /// The seat that counted its card points, and its count as taken and as written.
    pub counter: Seat,
    pub counted: i64,
    pub cards: [i64; 2],
    pub combinations: [i64; 2],
    pub declared: Vec<Declared>,
    pub best: Option<Seat>,
    pub marriage: Option<Seat>,
    /// False announcements: the maker and the value his opponent writes.
    pub false_announcements: Vec<(Seat, i64)>,
    pub miscounts: Vec<(Seat, i64)>,
    pub points: [i64; 2],
    pub last_trick: Seat,
    pub steps: Vec<Step>,
}

fn format_error(e: impl ToString) -> RuleError {
    RuleError::new("terz.deal.format", msg!("terz-deal-format", error = e.to_string()))
}

/// The values a false announcement can have: those of the combinations and the marriage.
const ANNOUNCED: [i64; 4] = [20, 50, 100, 200];

/// The most points a miscount can move.
const MISCOUNT_MAX: i64 = 10_000;

/// One declared combination as typed: `PLAYER:four:RANK`, `PLAYER:LOW-HIGH` (a sequence by its
/// ends, `Аня:10H-KH`), or `PLAYER:CARD CARD CARD…`.
fn declaration(text: &str, setup: &Setup) -> Result<Declared, RuleError> {
    let bad = || RuleError::new("terz.declare.format", msg!("terz-declare-format", text = shown(text)));
    let (who, what) = text.split_once(':').ok_or_else(bad)?;
    let seat = setup.seat(who.trim())?;
    let what = what.trim();
    let cards: Vec<Card> = if let Some(rank) = what.strip_prefix("four:").or_else(|| what.strip_prefix("FOUR:")) {
        let r = format!("{}♠", rank.trim()).parse::<Card>().map_err(|_| bad())?.rank();
        Suit::ALL.iter().map(|&s| Card::new(r, s)).collect()
    } else if let Some((low, high)) = what.split_once('-') {
        let (low, high) =
            (low.trim().parse::<Card>().map_err(|_| bad())?, high.trim().parse::<Card>().map_err(|_| bad())?);
        if low.suit() != high.suit() || low.rank().value() > high.rank().value() {
            return Err(bad());
        }
        (low.rank().value()..=high.rank().value())
            .filter_map(Rank::from_value)
            .map(|r| Card::new(r, low.suit()))
            .collect()
    } else {
        what.split([' ', ','])
            .filter(|w| !w.is_empty())
            .map(|w| w.parse::<Card>().map_err(|_| bad()))
            .collect::<Result<_, _>>()?
    };
    let combination = Combination::of(&cards).ok_or_else(|| {
        RuleError::new("terz.declare.cards", msg!("terz-declare-not-combination", cards = cards.clone()))
            .with_player(&setup.players[seat])
    })?;
    Ok(Declared { seat, combination })
}

fn seat_map(m: &BTreeMap<String, i64>, setup: &Setup) -> Result<Vec<(Seat, i64)>, RuleError> {
    m.iter().map(|(k, v)| Ok((setup.seat(k)?, *v))).collect()
}

/// Reads a deal record; `dealer` is who deals in turn (`None`: any player, as at the first deal,
/// dealt by lot).
pub fn read_deal(v: &Value, setup: &Setup, o: &TerzOptions, dealer: Option<Seat>) -> Result<Deal, RuleError> {
    let doc: DealDoc = serde_json::from_value(v.clone()).map_err(format_error)?;
    let names = &setup.players;
    let given_dealer = doc.dealer.as_deref().map(|d| setup.seat(d)).transpose()?;
    let dealer = match (given_dealer, dealer) {
        (Some(g), Some(d)) if g != d => {
            return Err(RuleError::new(
                "terz.deal.dealer",
                msg!("terz-deal-dealer", given = &names[g], dealer = &names[d]),
            )
            .with_player(&names[g]))
        }
        (Some(g), _) => g,
        (None, Some(d)) => d,
        (None, None) => 0,
    };
    // A game lost outright: the deal records who lost it and nothing else.
    let forfeit = match (&doc.out_of_turn, &doc.extra_card) {
        (Some(_), Some(_)) => return Err(RuleError::new("terz.penalty.out-of-turn", msg!("terz-forfeit-both"))),
        (Some(p), None) => Some((setup.seat(p)?, Forfeit::OutOfTurn)),
        (None, Some(p)) => Some((setup.seat(p)?, Forfeit::ExtraCard)),
        (None, None) => None,
    };
    if let Some((seat, why)) = forfeit {
        let others = doc.won.is_some()
            || doc.points.is_some()
            || doc.last_trick.is_some()
            || !doc.declarations.is_empty()
            || doc.marriage.is_some()
            || doc.false_announcements.is_some()
            || doc.miscounts.is_some()
            || doc.play.is_some();
        if others {
            return Err(RuleError::new(why.rule(), msg!("terz-forfeit-alone", player = &names[seat])));
        }
        return Ok(Deal::Forfeit { dealer, seat, why });
    }

    let played: Option<Played> = match &doc.play {
        None | Some(Value::Null) => None,
        Some(p) => Some(referee(&parse_record(p, setup)?, setup, o, dealer)?),
    };
    let trump = match &doc.trump {
        Some(t) => Some(
            t.trim()
                .parse::<Suit>()
                .map_err(|e: crate::cards::SuitParseError| RuleError::new("terz.deal.format", e.msg()))?,
        ),
        None => None,
    };
    if let (Some(t), Some(p)) = (trump, &played) {
        if t != p.turned.suit() {
            return Err(disagree("trump"));
        }
    }
    let trump = trump.or(played.as_ref().map(|p| p.turned.suit()));

    // Tricks.
    let won_given = doc.won.as_ref().map(|m| seat_map(m, setup)).transpose()?;
    let mut won = [0i64; 2];
    match (&won_given, &played) {
        (Some(w), _) => {
            let mut seen = [false; 2];
            for &(s, n) in w {
                won[s] = n;
                seen[s] = true;
            }
            if w.len() == 1 {
                let (s, n) = w[0];
                won[1 - s] = TRICKS as i64 - n;
                seen[1 - s] = true;
            }
            if won.iter().any(|&n| n < 0) || won.iter().sum::<i64>() != TRICKS as i64 || !seen.iter().all(|&b| b) {
                return Err(RuleError::new(
                    "terz.tricks.sum",
                    msg!("terz-tricks-sum", a = won[0], b = won[1], tricks = TRICKS),
                ));
            }
            if let Some(p) = &played {
                if p.won != won {
                    return Err(disagree("won"));
                }
            }
        }
        (None, Some(p)) => won = p.won,
        (None, None) => {
            return Err(RuleError::new("terz.tricks.sum", msg!("terz-tricks-missing", field = field("won"))))
        }
    }

    // The last trick: who takes it deals next.
    let last_given = doc.last_trick.as_deref().map(|p| setup.seat(p)).transpose()?;
    let last_trick = match (last_given, &played) {
        (Some(l), Some(p)) if l != p.last_trick => return Err(disagree("last_trick")),
        (Some(l), _) => l,
        (None, Some(p)) => p.last_trick,
        (None, None) => {
            return Err(RuleError::new("terz.last-trick", msg!("terz-last-trick-missing", field = field("last_trick"))))
        }
    };
    if won[last_trick] == 0 {
        return Err(RuleError::new("terz.last-trick", msg!("terz-last-trick-none", player = &names[last_trick])));
    }

    // Card points: the player with fewer tricks counts his (equal tricks: the one who did not take
    // the last trick); the other writes 150 less that.
    let counter = if won[0] == won[1] {
        1 - last_trick
    } else if won[0] < won[1] {
        0
    } else {
        1
    };
    let points_given = doc.points.as_ref().map(|m| seat_map(m, setup)).transpose()?;
    let mut card_points: [Option<i64>; 2] = [None, None];
    if let Some(ps) = &points_given {
        for &(s, n) in ps {
            if !(0..=DEAL_POINTS).contains(&n) {
                return Err(RuleError::new(
                    "terz.points.range",
                    msg!("terz-points-range", player = &names[s], points = n, max = DEAL_POINTS),
                ));
            }
            card_points[s] = Some(n);
        }
    }
    if let (Some(a), Some(b)) = (card_points[0], card_points[1]) {
        if a + b != DEAL_POINTS {
            return Err(RuleError::new("terz.points.sum", msg!("terz-points-sum", a = a, b = b, total = DEAL_POINTS)));
        }
    }
    if let Some(p) = &played {
        if card_points.iter().zip(p.points).any(|(given, n)| given.is_some_and(|g| g != n)) {
            return Err(disagree("points"));
        }
        card_points = [Some(p.points[0]), Some(p.points[1])];
    }
    let counted = match (card_points[counter], card_points[1 - counter]) {
        (Some(n), _) => n,
        (None, Some(n)) => DEAL_POINTS - n,
        (None, None) => {
            return Err(RuleError::new("terz.points.range", msg!("terz-points-missing", field = field("points"))))
        }
    };
    for s in 0..2 {
        let own = if s == counter { counted } else { DEAL_POINTS - counted };
        // Without a trick nothing; with every trick everything; the last trick brings 10.
        let fits = (won[s] != 0 || own == 0)
            && (won[s] != TRICKS as i64 || own == DEAL_POINTS)
            && (s != last_trick || own >= super::combination::LAST_TRICK);
        if !fits {
            return Err(RuleError::new(
                "terz.points.range",
                msg!("terz-points-tricks", player = &names[s], points = own, tricks = won[s]),
            ));
        }
    }
    let written = if o.rounding { round_tens(counted) } else { counted };
    let mut cards = [0i64; 2];
    cards[counter] = written;
    cards[1 - counter] = DEAL_POINTS - written;
    let mut steps = vec![Step {
        rule: "terz.score.count",
        text: msg!(
            "terz-step-count",
            player = &names[counter],
            tricks = won[counter],
            points = counted,
            other = &names[1 - counter],
            rest = DEAL_POINTS - counted
        ),
    }];
    if o.rounding && written != counted {
        steps.push(Step {
            rule: "terz.score.rounding",
            text: msg!(
                "terz-step-rounding",
                player = &names[counter],
                points = counted,
                written = written,
                other = &names[1 - counter],
                rest = DEAL_POINTS - written
            ),
        });
    }

    // Combinations: only the best holder scores, every combination he declared.
    let mut declared: Vec<Declared> =
        doc.declarations.iter().map(|d| declaration(d, setup)).collect::<Result<_, _>>()?;
    if let Some(p) = &played {
        if !doc.declarations.is_empty() && !same_declarations(&declared, &p.declared) {
            return Err(disagree("declarations"));
        }
        declared.clone_from(&p.declared);
    }
    for (i, a) in declared.iter().enumerate() {
        for b in &declared[..i] {
            if a.combination == b.combination {
                return Err(RuleError::new("terz.declare.cards", msg!("terz-declare-twice")));
            }
            if a.seat != b.seat && !a.combination.cards().intersection(b.combination.cards()).is_empty() {
                return Err(RuleError::new(
                    "terz.declare.cards",
                    msg!("terz-declare-shared", first = b.combination.name(), second = a.combination.name()),
                ));
            }
        }
    }
    let best_seat = best(&declared, trump)?;
    let mut combinations = [0i64; 2];
    if let Some(b) = best_seat {
        for d in declared.iter().filter(|d| d.seat == b) {
            combinations[b] += d.combination.value();
            steps.push(Step {
                rule: "terz.combination.best",
                text: msg!(
                    "terz-step-combination",
                    player = &names[b],
                    combination = d.combination.name(),
                    points = d.combination.value()
                ),
            });
        }
        for d in declared.iter().filter(|d| d.seat != b) {
            steps.push(Step {
                rule: "terz.combination.best",
                text: msg!(
                    "terz-step-combination-beaten",
                    player = &names[d.seat],
                    combination = d.combination.name(),
                    best = &names[b]
                ),
            });
        }
    }

    // The marriage: 20, neither beating nor beaten.
    let marriage_given = doc.marriage.as_deref().map(|m| setup.seat(m)).transpose()?;
    let marriage = match (marriage_given, &played) {
        (Some(m), Some(p)) if p.marriage != Some(m) => return Err(disagree("marriage")),
        (Some(m), _) => Some(m),
        (None, Some(p)) => p.marriage,
        (None, None) => None,
    };
    if let (Some(m), Some(t)) = (marriage, trump) {
        let kq = [Card::new(Rank::King, t), Card::new(Rank::Queen, t)];
        if declared.iter().any(|d| d.seat != m && kq.iter().any(|&c| d.combination.cards().contains(c))) {
            return Err(RuleError::new("terz.declare.cards", msg!("terz-declare-marriage-shared", player = &names[m])));
        }
    }
    if let Some(m) = marriage {
        steps.push(Step {
            rule: "terz.marriage",
            text: msg!("terz-step-marriage", player = &names[m], points = MARRIAGE),
        });
    }

    let mut points = [cards[0] + combinations[0], cards[1] + combinations[1]];
    if let Some(m) = marriage {
        points[m] += MARRIAGE;
    }

    // Penalties found in this deal. A false announcement in the play record is scored as the book
    // says, like one written in the quick entry; written in both, the two agree.
    let quick_false = doc.false_announcements.as_ref().map(|m| seat_map(m, setup)).transpose()?.unwrap_or_default();
    let found = played.as_ref().map_or(&[][..], |p| p.false_announcements.as_slice());
    let mut false_announcements: Vec<(Seat, i64)> = found.iter().map(|f| (f.seat, f.value)).collect();
    if false_announcements.is_empty() {
        false_announcements = quick_false;
    } else if !quick_false.is_empty() {
        let mut a = quick_false.clone();
        let mut b = false_announcements.clone();
        a.sort_unstable();
        b.sort_unstable();
        if a != b {
            return Err(disagree("false_announcements"));
        }
    }
    for f in found {
        steps.push(Step {
            rule: "terz.declare.held",
            text: msg!(
                "terz-step-false-declared",
                trick = f.trick,
                player = &names[f.seat],
                cards = f.cards.clone(),
                card = f.missing,
                value = f.value
            ),
        });
    }
    for &(s, value) in &false_announcements {
        check_false(value, &names[s])?;
        points[1 - s] += value;
        steps.push(Step {
            rule: "terz.penalty.false-announcement",
            text: msg!("terz-step-false", player = &names[s], value = value, other = &names[1 - s], uphill = o.uphill),
        });
    }
    let miscounts = doc.miscounts.as_ref().map(|m| seat_map(m, setup)).transpose()?.unwrap_or_default();
    for &(s, value) in &miscounts {
        check_miscount(value, &names[s])?;
        points[s] -= value;
        points[1 - s] += value;
        steps.push(Step {
            rule: "terz.penalty.miscount",
            text: msg!("terz-step-miscount", player = &names[s], points = value, other = &names[1 - s]),
        });
    }
    Ok(Deal::Scored(Box::new(Scoring {
        dealer,
        won,
        counter,
        counted,
        cards,
        combinations,
        declared,
        best: best_seat,
        marriage,
        false_announcements,
        miscounts,
        points,
        last_trick,
        steps,
    })))
}

fn same_declarations(a: &[Declared], b: &[Declared]) -> bool {
    a.len() == b.len() && a.iter().all(|d| b.contains(d))
}

fn disagree(field_name: &str) -> RuleError {
    RuleError::new("terz.entry.disagree", msg!("terz-entry-disagree", field = field(field_name)))
}

/// A false announcement is worth what the combination announced is worth.
pub fn check_false(value: i64, player: &str) -> Result<(), RuleError> {
    if ANNOUNCED.contains(&value) {
        Ok(())
    } else {
        Err(RuleError::new("terz.penalty.false-announcement", msg!("terz-false-value", player = player, value = value))
            .with_player(player))
    }
}

/// A miscount moves the points written wrongly: more than nothing, less than any game.
pub fn check_miscount(value: i64, player: &str) -> Result<(), RuleError> {
    if (1..=MISCOUNT_MAX).contains(&value) {
        Ok(())
    } else {
        Err(RuleError::new(
            "terz.penalty.miscount",
            msg!("terz-miscount-value", player = player, value = value, max = MISCOUNT_MAX),
        )
        .with_player(player))
    }
}

/// The deal's fields for the JSON view.
pub fn extra(d: &Scoring, names: &[String], needs: [i64; 2]) -> Map<String, Value> {
    let by = |v: [i64; 2]| -> Value {
        Value::Object(names.iter().cloned().zip(v.iter().map(|&n| Value::from(n))).collect())
    };
    let mut m = Map::new();
    m.insert("dealer".into(), names[d.dealer].clone().into());
    m.insert("won".into(), by(d.won));
    m.insert("counted_by".into(), names[d.counter].clone().into());
    m.insert("counted".into(), d.counted.into());
    m.insert("cards".into(), by(d.cards));
    m.insert("combinations".into(), by(d.combinations));
    m.insert("marriage".into(), d.marriage.map_or(Value::Null, |s| names[s].clone().into()));
    m.insert("last_trick".into(), names[d.last_trick].clone().into());
    m.insert("needs".into(), by(needs));
    m
}

/// The note a forfeit writes.
pub fn forfeit_msg(why: Forfeit, player: &str, other: &str) -> Msg {
    msg!("terz-forfeit", why = why.id(), player = player, other = other)
}
