//! A deal of Belot for three as recorded — the offer of the trump (or its result), the turned
//! card and its exchange, card points per player, the last trick, capot, combinations, the
//! announcement of reaching the target — and/or every trick, checked and reduced to what scores it.

use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

use super::bidding::{self, Offer};
use super::combinations::{self, Combination, Kind};
use super::options::BelotSuit;
use super::trick_rules::{Belot3Tricks, SEATS, TRICKS};
use crate::cards::{Card, Deck, Rank, Suit};
use crate::engine::{referee_every, PlayOutcome, PlayRecord, Seat};
use crate::games::{parse_tricks, split_play_text, RuleError, Setup, TrickDoc};
use crate::i18n::{field, Msg};
use crate::msg;

/// Card points of the whole pack with a trump: 152 (the last trick's 10 apart).
pub const DECK_POINTS: i64 = 152;
/// Cards that stay out of play: 32 − 3 × 9.
pub const OUT_OF_PLAY: usize = 5;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DealDoc {
    dealer: Option<String>,
    declarer: Option<String>,
    trump: Option<String>,
    turned: Option<String>,
    bids: Option<Words>,
    #[serde(default)]
    redeal: bool,
    points: Option<BTreeMap<String, i64>>,
    last_trick: Option<String>,
    capot: Option<Words>,
    #[serde(default)]
    combinations: Vec<String>,
    exchange: Option<String>,
    reached: Option<String>,
    play: Option<Value>,
}

/// A list as a document or a flag writes it: `["pass", "play"]` or `"pass,play"`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum Words {
    One(String),
    Many(Vec<String>),
}

impl Words {
    /// Every word, split on commas and trimmed: "без коз" stays one word.
    fn list(&self) -> Vec<String> {
        let all: &[String] = match self {
            Words::One(s) => std::slice::from_ref(s),
            Words::Many(v) => v,
        };
        all.iter().flat_map(|x| x.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from)).collect()
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayDoc {
    tricks: Vec<TrickDoc>,
}

/// A deal that was played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub declarer: Seat,
    pub trump: Suit,
    pub turned: Option<Card>,
    /// Card points each player took, without the last trick's 10.
    pub points: [i64; SEATS],
    pub last_trick: Seat,
    /// Players who took no trick.
    pub capot: [bool; SEATS],
    /// In the order declared.
    pub combinations: Vec<Combination>,
    /// Who exchanged the trump 7 for the turned card.
    pub exchange: Option<Seat>,
    /// Who announced reaching the target during the play (after one of his tricks, not the last).
    pub reached: Option<Seat>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deal {
    pub dealer: Seat,
    /// `None`: two rounds of passes, the next player deals again.
    pub played: Option<Played>,
}

fn disagree(what: &str, quick: impl Into<crate::i18n::Arg>, full: impl Into<crate::i18n::Arg>) -> RuleError {
    RuleError::new(
        "belot3.entry.disagree",
        msg!("belot3-disagree", what = what, quick = quick.into(), full = full.into()),
    )
}

fn parse_card(text: &str) -> Result<Card, RuleError> {
    text.parse::<Card>()
        .map_err(|e: crate::cards::CardParseError| RuleError::new("card.notation", e.msg()).with_card(text))
}

/// Every sum the five cards out of play can have with this trump (0 to 67).
fn out_of_play_sums(trump: Suit) -> Vec<bool> {
    let rules = Belot3Tricks::new(trump);
    let max = DECK_POINTS as usize;
    let mut reach = vec![vec![false; max + 1]; OUT_OF_PLAY + 1];
    reach[0][0] = true;
    for &c in Deck::piquet32().cards() {
        let v = rules.card_points(c) as usize;
        for k in (0..OUT_OF_PLAY).rev() {
            for s in (0..=max - v).rev() {
                if reach[k][s] {
                    reach[k + 1][s + v] = true;
                }
            }
        }
    }
    reach.swap_remove(OUT_OF_PLAY)
}

/// `belot`: which king and queen make a belot (option `belot`).
pub fn read_deal(v: &Value, setup: &Setup, expected_dealer: Seat, belot: BelotSuit) -> Result<Deal, RuleError> {
    let doc: DealDoc = serde_json::from_value(v.clone())
        .map_err(|e| RuleError::new("belot3.deal.format", msg!("belot3-deal-format", error = e.to_string())))?;
    let dealer = match &doc.dealer {
        Some(d) => setup.seat(d)?,
        None => expected_dealer,
    };
    let turned = doc.turned.as_deref().map(parse_card).transpose()?;
    let quick_trump = doc
        .trump
        .as_deref()
        .map(|t| {
            t.parse::<Suit>().map_err(|_| RuleError::new("belot3.deal.trump", msg!("belot3-deal-trump-word", text = t)))
        })
        .transpose()?;
    // `--bids pass,play` arrives as one string; a document may list one bid per item.
    let bids: Option<Vec<String>> = doc.bids.as_ref().map(Words::list);
    let offer = bids.as_ref().map(|b| bidding::read(b, setup, dealer, turned.map(Card::suit))).transpose()?;
    if doc.redeal || offer == Some(Offer::Redeal) {
        if doc.redeal && matches!(offer, Some(Offer::Taken { .. })) {
            return Err(disagree("redeal", msg!("belot3-disagree-redeal"), msg!("belot3-disagree-taken")));
        }
        let played = doc.declarer.is_some()
            || doc.trump.is_some()
            || doc.points.is_some()
            || doc.last_trick.is_some()
            || doc.capot.is_some()
            || !doc.combinations.is_empty()
            || doc.exchange.is_some()
            || doc.reached.is_some()
            || doc.play.is_some();
        if played {
            return Err(RuleError::new("belot3.deal.redeal", msg!("belot3-deal-redeal")));
        }
        return Ok(Deal { dealer, played: None });
    }

    let quick_declarer = doc.declarer.as_deref().map(|d| setup.seat(d)).transpose()?;
    let no_trump = || {
        RuleError::new(
            "belot3.deal.trump",
            msg!("belot3-deal-trump-missing", trump = field("trump"), turned = field("turned")),
        )
    };
    let (declarer, trump, round) = match offer {
        Some(Offer::Taken { declarer, trump, round }) => {
            let trump = match trump {
                Some(t) => t,
                None => turned.map(Card::suit).or(quick_trump).ok_or_else(no_trump)?,
            };
            if let Some(q) = quick_declarer.filter(|&q| q != declarer) {
                return Err(disagree("declarer", &setup.players[q], &setup.players[declarer]));
            }
            if let Some(q) = quick_trump.filter(|&q| q != trump) {
                return Err(disagree("trump", q, trump));
            }
            (declarer, trump, Some(round))
        }
        _ => {
            let declarer = quick_declarer.ok_or_else(|| {
                RuleError::new("belot3.deal.declarer", msg!("belot3-deal-declarer", field = field("declarer")))
            })?;
            let trump = quick_trump.or(turned.map(Card::suit)).ok_or_else(no_trump)?;
            (declarer, trump, turned.map(|t| if t.suit() == trump { 1 } else { 2 }))
        }
    };
    let mut combos = combinations::read(&doc.combinations, setup, trump, belot)?;
    let seven = Card::new(Rank::Seven, trump);
    let mut exchange = doc.exchange.as_deref().map(|e| setup.seat(e)).transpose()?;
    if let Some(x) = exchange {
        let who = setup.players[x].as_str();
        if round == Some(2) {
            return Err(RuleError::new(
                "belot3.exchange.first-trump",
                msg!("belot3-exchange-first-trump", player = who, trump = trump),
            )
            .with_player(who));
        }
        if turned == Some(seven) {
            return Err(RuleError::new(
                "belot3.exchange.seven",
                msg!("belot3-exchange-turned-seven", player = who, card = seven),
            )
            .with_player(who));
        }
    }

    let quick_points = doc.points.as_ref().map(|p| read_points(p, setup, trump)).transpose()?;
    let quick_last = doc.last_trick.as_deref().map(|t| setup.seat(t)).transpose()?;
    let mut quick_capot: Option<[bool; SEATS]> = None;
    if let Some(list) = &doc.capot {
        let mut c = [false; SEATS];
        for name in list.list() {
            c[setup.seat(&name)?] = true;
        }
        quick_capot = Some(c);
    }
    let reached = doc.reached.as_deref().map(|r| read_reached(r, setup)).transpose()?;

    let (points, last_trick, capot) = match &doc.play {
        Some(play) => {
            let out = read_play(play, setup, trump, dealer, belot)?;
            let points: [i64; SEATS] = std::array::from_fn(|s| i64::from(out.points[s]));
            let last = out.winners[TRICKS - 1];
            let capot: [bool; SEATS] = std::array::from_fn(|s| out.tricks[s] == 0);
            let list = |p: [i64; SEATS]| {
                let each: Vec<Msg> =
                    (0..SEATS).map(|s| msg!("belot3-points-of", player = &setup.players[s], points = p[s])).collect();
                each
            };
            if let Some(q) = quick_points.filter(|q| *q != points) {
                return Err(disagree("points", list(q), list(points)));
            }
            if let Some(q) = quick_last.filter(|&q| q != last) {
                return Err(disagree("last-trick", &setup.players[q], &setup.players[last]));
            }
            if let Some(q) = quick_capot.filter(|q| *q != capot) {
                let names = |c: [bool; SEATS]| {
                    let n: Vec<Msg> =
                        (0..SEATS).filter(|&s| c[s]).map(|s| msg!("belot3-name", player = &setup.players[s])).collect();
                    if n.is_empty() {
                        msg!("belot3-capot-nobody")
                    } else {
                        msg!("belot3-capot-list", players = n)
                    }
                };
                return Err(disagree("capot", names(q), names(capot)));
            }
            check_held(&mut combos, &out, setup)?;
            exchange = check_exchange(&out, setup, trump, turned, round, exchange)?;
            if let Some((s, trick)) = reached {
                let won_before_last = |t: usize| out.winners[t - 1] == s && t < TRICKS;
                let ok = match trick {
                    Some(t) => won_before_last(t),
                    None => (1..TRICKS).any(won_before_last),
                };
                if !ok {
                    return Err(announce_trick(setup, s, trick));
                }
            }
            (points, last, capot)
        }
        None => {
            let points = quick_points.ok_or_else(|| {
                RuleError::new(
                    "belot3.deal.points",
                    msg!("belot3-deal-points", points = field("points"), play = field("play")),
                )
            })?;
            let last = quick_last.ok_or_else(|| {
                RuleError::new("belot3.deal.last-trick", msg!("belot3-deal-last", field = field("last_trick")))
            })?;
            let capot = quick_capot.unwrap_or_default();
            for s in (0..SEATS).filter(|&s| capot[s]) {
                if points[s] != 0 || last == s || capot.iter().all(|&c| c) {
                    return Err(RuleError::new(
                        "belot3.capot.inconsistent",
                        msg!("belot3-capot-inconsistent", player = &setup.players[s], points = points[s]),
                    )
                    .with_player(&setup.players[s]));
                }
            }
            if let Some((s, trick)) = reached {
                if capot[s] || trick.is_some_and(|t| !(1..TRICKS).contains(&t)) {
                    return Err(announce_trick(setup, s, trick));
                }
            }
            (points, last, capot)
        }
    };
    combinations::check_hands(&combos, setup, turned, exchange)?;
    Ok(Deal {
        dealer,
        played: Some(Played {
            declarer,
            trump,
            turned,
            points,
            last_trick,
            capot,
            combinations: combos,
            exchange,
            reached: reached.map(|r| r.0),
        }),
    })
}

fn announce_trick(setup: &Setup, s: Seat, trick: Option<usize>) -> RuleError {
    let who = setup.players[s].as_str();
    RuleError::new(
        "belot3.match.announce-trick",
        msg!("belot3-announce-trick", player = who, trick = trick.unwrap_or(0), last = TRICKS),
    )
    .with_player(who)
}

/// `Борис` or `Борис:5` (announced after trick 5).
fn read_reached(text: &str, setup: &Setup) -> Result<(Seat, Option<usize>), RuleError> {
    let (name, trick) = match text.rsplit_once(':') {
        Some((n, t)) if t.trim().chars().all(|c| c.is_ascii_digit()) && !t.trim().is_empty() => {
            (n, t.trim().parse::<usize>().ok())
        }
        _ => (text, None),
    };
    Ok((setup.seat(name.trim())?, trick))
}

fn read_points(p: &BTreeMap<String, i64>, setup: &Setup, trump: Suit) -> Result<[i64; SEATS], RuleError> {
    let mut points = [0i64; SEATS];
    for (name, &v) in p {
        let s = setup.seat(name)?;
        if !(0..=DECK_POINTS).contains(&v) {
            let who = setup.players[s].as_str();
            return Err(RuleError::new(
                "belot3.points.range",
                msg!("belot3-points-range", player = who, points = v, max = DECK_POINTS),
            )
            .with_player(who));
        }
        points[s] = v;
    }
    let sum: i64 = points.iter().sum();
    let out = DECK_POINTS - sum;
    let possible = out_of_play_sums(trump);
    if out < 0 || !possible.get(out as usize).copied().unwrap_or(false) {
        let most = possible.iter().rposition(|&b| b).unwrap_or(0);
        return Err(RuleError::new(
            "belot3.points.sum",
            msg!("belot3-points-sum", sum = sum, deck = DECK_POINTS, least = DECK_POINTS - most as i64, trump = trump),
        ));
    }
    Ok(points)
}

/// The tricks of a deal refereed to the end: every revoke is found and the first is refused with
/// the others listed (trick, player, card each).
fn read_play(v: &Value, setup: &Setup, trump: Suit, dealer: Seat, belot: BelotSuit) -> Result<PlayOutcome, RuleError> {
    let doc = match v {
        Value::String(text) => PlayDoc { tricks: split_play_text(text, &[]).tricks },
        other => serde_json::from_value(other.clone())
            .map_err(|e| RuleError::new("belot3.play.format", msg!("belot3-play-format", error = e.to_string())))?,
    };
    let plays = parse_tricks(&doc.tricks, setup, SEATS)?;
    // The player on the dealer's left leads (the book: «Первым в игру вступает участник, сидящий по
    // левую руку от сдающего»).
    let record = PlayRecord { first_leader: (dealer + 1) % SEATS, plays };
    let rules = Belot3Tricks::with_belot(trump, belot);
    let refereed =
        referee_every(&rules, &record, None).map_err(|v| RuleError::from_violation("belot3", &v, &setup.players))?;
    if let Some((first, rest)) = refereed.breaches.split_first() {
        let mut e = RuleError::from_violation("belot3", first, &setup.players);
        if !rest.is_empty() {
            let others: Vec<Msg> = rest
                .iter()
                .map(|b| {
                    msg!(
                        "belot3-revoke-at",
                        trick = b.trick.unwrap_or(0),
                        player = b.seat.map(|s| setup.players[s].clone()).unwrap_or_default(),
                        card = b.card.map_or_else(String::new, |c| c.to_string()),
                        rule = b.rule
                    )
                })
                .collect();
            e.msg = msg!("belot3-revokes", first = std::mem::take(&mut e.msg), count = rest.len(), others = others);
        }
        return Err(e);
    }
    Ok(refereed.outcome)
}

/// With the tricks known, every combination was in its player's hand, and the belots called in
/// the record (`K♥!`) are added to those listed.
fn check_held(combos: &mut Vec<Combination>, out: &PlayOutcome, setup: &Setup) -> Result<(), RuleError> {
    for c in combos.iter() {
        let hand = out.hands[c.seat].present();
        if let Some(card) = c.cards().difference(hand).iter().next() {
            let who = setup.players[c.seat].as_str();
            return Err(RuleError::new(
                "belot3.combination.not-held",
                msg!("belot3-combination-not-held", player = who, combination = c.describe(), card = card),
            )
            .with_player(who)
            .with_card(card));
        }
    }
    for &(_, seat, card) in &out.calls {
        let has = combos.iter().any(|c| c.kind == Kind::Belot(card.suit()) && c.seat == seat);
        if let Some(b) = combinations::called(seat, card).filter(|_| !has) {
            combos.push(b);
        }
    }
    Ok(())
}

/// The turned card stays on the table unless the holder of the trump 7 took it in exchange; then
/// he played it and nobody played the 7.
fn check_exchange(
    out: &PlayOutcome,
    setup: &Setup,
    trump: Suit,
    turned: Option<Card>,
    round: Option<u8>,
    named: Option<Seat>,
) -> Result<Option<Seat>, RuleError> {
    let seven = Card::new(Rank::Seven, trump);
    let holder = |c: Card| (0..SEATS).find(|&s| out.hands[s].contains(c));
    let seven_by = holder(seven);
    let name = |s: Seat| setup.players[s].as_str();
    let Some(turned) = turned else {
        if let (Some(x), Some(by)) = (named, seven_by) {
            return Err(seven_played(setup, x, seven, by));
        }
        return Ok(named);
    };
    match holder(turned) {
        None => match named {
            Some(x) => Err(RuleError::new(
                "belot3.exchange.turned",
                msg!("belot3-exchange-not-played", player = name(x), card = turned),
            )
            .with_player(name(x))
            .with_card(turned)),
            None => Ok(None),
        },
        Some(by) => {
            if round == Some(2) || turned.suit() != trump {
                return Err(RuleError::new(
                    "belot3.exchange.first-trump",
                    msg!("belot3-exchange-turned-played", player = name(by), card = turned, trump = trump),
                )
                .with_player(name(by))
                .with_card(turned));
            }
            if let Some(x) = named.filter(|&x| x != by) {
                return Err(RuleError::new(
                    "belot3.exchange.turned",
                    msg!("belot3-exchange-other", player = name(x), card = turned, by = name(by)),
                )
                .with_player(name(x))
                .with_card(turned));
            }
            if let Some(s7) = seven_by {
                return Err(seven_played(setup, by, seven, s7));
            }
            Ok(Some(by))
        }
    }
}

fn seven_played(setup: &Setup, x: Seat, seven: Card, by: Seat) -> RuleError {
    let who = setup.players[x].as_str();
    RuleError::new(
        "belot3.exchange.seven",
        msg!("belot3-exchange-seven-played", player = who, card = seven, by = &setup.players[by]),
    )
    .with_player(who)
    .with_card(seven)
}
