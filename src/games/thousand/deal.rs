//! A Thousand deal as recorded — quick entry (contract, card points, marriages, concession) and/or
//! full entry (talon, passed cards, every trick) — checked and reduced to the facts that score it.

use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

use super::options::ThousandOptions;
use super::trick_rules::{card_points, marriage_value, partner, ThousandTricks, SEATS, TRICKS};
use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::engine::{referee, PlayOutcome, PlayRecord, Seat};
use crate::games::{parse_tricks, split_play_text, RuleError, Setup, TrickDoc};
use crate::i18n::{field, Arg, Msg};
use crate::msg;

/// The bidding opens at 100 (the book: the dealer must open at 100).
pub const OPENING_BID: i64 = 100;
/// All card points in the deck.
pub const DECK_POINTS: i64 = 120;
/// Bids above this need a marriage (the book: «нельзя поднять планку выше 120, если на руках нет хваленки»).
pub const NO_MARRIAGE_LIMIT: i64 = 120;
/// The most a declarer can take: all card points and all four marriages.
pub const MAX_BID: i64 = DECK_POINTS + 100 + 80 + 60 + 40;
/// Each opponent's score when the declarer concedes: half the deck.
pub const CONCEDE_POINTS: i64 = 60;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DealDoc {
    dealer: Option<String>,
    declarer: Option<String>,
    bid: Option<i64>,
    auction: Option<i64>,
    points: Option<BTreeMap<String, i64>>,
    marriages: Option<BTreeMap<String, Vec<String>>>,
    #[serde(default)]
    conceded: bool,
    play: Option<Value>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayDoc {
    #[serde(default)]
    talon: Option<TrickDoc>,
    #[serde(default)]
    passed: Option<BTreeMap<String, String>>,
    tricks: Vec<TrickDoc>,
}

/// What scores a deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deal {
    pub dealer: Seat,
    pub declarer: Seat,
    pub bid: i64,
    pub conceded: bool,
    /// Card points taken by each seat (zero when conceded).
    pub points: [i64; SEATS],
    /// Declared marriages, in the order declared when known.
    pub marriages: Vec<(Seat, Suit)>,
}

/// Header keys of the text form of a Thousand play record (English and Russian).
pub const HEADERS: &[&str] = &["talon", "прикуп", "passed", "pass", "отдал", "снос"];

pub fn read_deal(v: &Value, setup: &Setup, o: &ThousandOptions, expected_dealer: Seat) -> Result<Deal, RuleError> {
    let doc: DealDoc = serde_json::from_value(v.clone()).map_err(|e| {
        let m = match unknown_field(v, &e, DEAL_FIELDS) {
            Some((name, fields)) => msg!("thousand-deal-unknown-field", field = field(name), fields = fields),
            None => msg!("thousand-deal-format", error = e.to_string()),
        };
        RuleError::new("thousand.deal.format", m)
    })?;
    let dealer = match &doc.dealer {
        Some(d) => setup.seat(d)?,
        None => expected_dealer,
    };
    let declarer_name = doc
        .declarer
        .as_deref()
        .ok_or_else(|| RuleError::new("thousand.deal.declarer", msg!("thousand-deal-declarer")))?;
    let declarer = setup.seat(declarer_name)?;
    let bid = doc.bid.ok_or_else(|| {
        RuleError::new("thousand.deal.bid", msg!("thousand-deal-bid", field = field("bid"))).with_player(declarer_name)
    })?;
    let auction = doc.auction.unwrap_or(bid);
    check_bid(o, setup, dealer, declarer, auction, bid)?;

    if doc.conceded {
        if doc.points.is_some() || doc.marriages.is_some() || doc.play.is_some() {
            return Err(RuleError::new("thousand.concede.no-play", msg!("thousand-concede-no-play")));
        }
        return Ok(Deal { dealer, declarer, bid, conceded: true, points: [0; SEATS], marriages: vec![] });
    }

    let quick_points = doc.points.as_ref().map(|p| read_points(p, setup)).transpose()?;
    let quick_marriages = doc.marriages.as_ref().map(|m| read_marriages(m, setup)).transpose()?;
    let full = match &doc.play {
        Some(play) => Some(read_play(play, setup, o, declarer, auction, bid)?),
        None => None,
    };
    match (full, quick_points) {
        (None, None) => Err(RuleError::new(
            "thousand.deal.points",
            msg!("thousand-deal-points", points = field("points"), play = field("play"), conceded = field("conceded")),
        )),
        (None, Some(points)) => {
            Ok(Deal { dealer, declarer, bid, conceded: false, points, marriages: quick_marriages.unwrap_or_default() })
        }
        (Some(out), quick) => {
            let points: [i64; SEATS] = std::array::from_fn(|s| i64::from(out.points[s]));
            let marriages: Vec<(Seat, Suit)> = out.calls.iter().map(|&(_, s, c)| (s, c.suit())).collect();
            if let Some(q) = quick {
                if let Some(s) = (0..SEATS).find(|&s| q[s] != points[s]) {
                    return Err(RuleError::new(
                        "thousand.entry.disagree",
                        msg!(
                            "thousand-disagree-points",
                            player = setup.players[s].as_str(),
                            points = q[s],
                            tricks = points[s]
                        ),
                    )
                    .with_player(&setup.players[s]));
                }
            }
            if let Some(q) = quick_marriages {
                let (mut a, mut b) = (q.clone(), marriages.clone());
                a.sort();
                b.sort();
                if a != b {
                    return Err(RuleError::new(
                        "thousand.entry.disagree",
                        msg!(
                            "thousand-disagree-marriages",
                            quick = describe_marriages(&q, setup),
                            tricks = describe_marriages(&marriages, setup)
                        ),
                    ));
                }
            }
            Ok(Deal { dealer, declarer, bid, conceded: false, points, marriages })
        }
    }
}

fn check_bid(
    o: &ThousandOptions,
    setup: &Setup,
    dealer: Seat,
    declarer: Seat,
    auction: i64,
    bid: i64,
) -> Result<(), RuleError> {
    let who = setup.players[declarer].as_str();
    // `what` selects the wording: the bid that won the auction or the final contract.
    for (what, b) in [("auction", auction), ("contract", bid)] {
        if b < OPENING_BID {
            return Err(RuleError::new(
                "thousand.bid.opening",
                msg!("thousand-bid-opening", player = who, what = what, bid = b, opening = OPENING_BID),
            )
            .with_player(who));
        }
        if b > MAX_BID {
            return Err(RuleError::new(
                "thousand.bid.max",
                msg!("thousand-bid-max", player = who, what = what, bid = b, max = MAX_BID),
            )
            .with_player(who));
        }
        if (b - OPENING_BID) % o.bid_step != 0 {
            let lo = b - (b - OPENING_BID) % o.bid_step;
            return Err(RuleError::new(
                "thousand.bid.step",
                msg!(
                    "thousand-bid-step",
                    player = who,
                    what = what,
                    bid = b,
                    step = o.bid_step,
                    opening = OPENING_BID,
                    lower = lo,
                    higher = lo + o.bid_step
                ),
            )
            .with_player(who));
        }
    }
    if bid < auction {
        return Err(RuleError::new(
            "thousand.bid.raise",
            msg!("thousand-bid-raise", player = who, bid = bid, auction = auction),
        )
        .with_player(who));
    }
    if auction == OPENING_BID && declarer != dealer {
        return Err(RuleError::new(
            "thousand.bid.dealer-opens",
            msg!(
                "thousand-bid-dealer-opens",
                player = who,
                opening = OPENING_BID,
                dealer = setup.players[dealer].as_str(),
                least = OPENING_BID + o.bid_step
            ),
        )
        .with_player(who));
    }
    Ok(())
}

/// Card point totals a player can take: sums of 3, 6, … cards of the deck (1 and 119 are impossible).
fn possible_points() -> [bool; 121] {
    // reachable[s][k]: some set of cards with k mod 3 cards sums to s.
    let mut reachable = [[false; 3]; 121];
    reachable[0][0] = true;
    for card in Deck::piquet24().cards() {
        let v = card_points(card.rank()) as usize;
        let before = reachable;
        for s in 0..=120 - v {
            for k in 0..3 {
                if before[s][k] {
                    reachable[s + v][(k + 1) % 3] = true;
                }
            }
        }
    }
    std::array::from_fn(|s| reachable[s][0])
}

fn read_points(p: &BTreeMap<String, i64>, setup: &Setup) -> Result<[i64; SEATS], RuleError> {
    let mut points = [0i64; SEATS];
    let possible = possible_points();
    for (name, &v) in p {
        let s = setup.seat(name)?;
        if !(0..=DECK_POINTS).contains(&v) || !possible[v as usize] {
            let player = setup.players[s].as_str();
            let e = if (0..=DECK_POINTS).contains(&v) {
                RuleError::new(
                    "thousand.points.impossible",
                    msg!("thousand-points-impossible", player = player, points = v),
                )
            } else {
                RuleError::new(
                    "thousand.points.range",
                    msg!("thousand-points-range", player = player, points = v, deck = DECK_POINTS),
                )
            };
            return Err(e.with_player(player));
        }
        points[s] = v;
    }
    let sum: i64 = points.iter().sum();
    if sum != DECK_POINTS {
        let listed: Vec<String> = (0..SEATS).map(|s| format!("{} {}", setup.players[s], points[s])).collect();
        // The addends are names and numbers only: "Аня 22 + Борис 75 + Вера 22".
        return Err(RuleError::new(
            "thousand.points.sum",
            msg!("thousand-points-sum", sum = sum, listed = listed.join(" + "), deck = DECK_POINTS),
        ));
    }
    Ok(points)
}

fn read_marriages(m: &BTreeMap<String, Vec<String>>, setup: &Setup) -> Result<Vec<(Seat, Suit)>, RuleError> {
    let mut out: Vec<(Seat, Suit)> = Vec::new();
    for (name, suits) in m {
        let s = setup.seat(name)?;
        for word in suits {
            let suit: Suit = word.parse().map_err(|e: crate::cards::SuitParseError| {
                let player = setup.players[s].as_str();
                let m = match e.suggestion() {
                    Some(guess) => {
                        msg!("thousand-marriage-suit-guess", player = player, word = e.input(), guess = guess)
                    }
                    None => msg!("thousand-marriage-suit", player = player, word = e.input()),
                };
                RuleError::new("thousand.marriage.suit", m).with_player(player)
            })?;
            if let Some(&(t, _)) = out.iter().find(|&&(_, x)| x == suit) {
                let m = if t == s {
                    msg!("thousand-marriage-twice-one", suit = suit, player = setup.players[s].as_str())
                } else {
                    msg!(
                        "thousand-marriage-twice",
                        suit = suit,
                        first = setup.players[t].as_str(),
                        second = setup.players[s].as_str()
                    )
                };
                return Err(RuleError::new("thousand.marriage.twice", m).with_player(&setup.players[s]));
            }
            out.push((s, suit));
        }
    }
    Ok(out)
}

/// "Борис ♥, Вера ♣", or "none".
fn describe_marriages(m: &[(Seat, Suit)], setup: &Setup) -> Arg {
    if m.is_empty() {
        return Arg::from(msg!("thousand-marriages-none"));
    }
    let each: Vec<Msg> = m
        .iter()
        .map(|&(s, suit)| msg!("thousand-marriage-of", player = setup.players[s].as_str(), suit = suit))
        .collect();
    Arg::from(each)
}

/// The fields a deal record and a play record may have, in the order they are documented.
const DEAL_FIELDS: &[&str] = &["dealer", "declarer", "bid", "auction", "points", "marriages", "conceded", "play"];
const PLAY_FIELDS: &[&str] = &["talon", "passed", "tricks"];

/// When a record was refused for a field it may not have: that field, and the fields it may have
/// (`dealer`, `declarer`, …), so that the refusal can be said in the reader's language.
fn unknown_field<'a>(v: &'a Value, e: &serde_json::Error, fields: &[&str]) -> Option<(&'a str, String)> {
    if !e.to_string().starts_with("unknown field") {
        return None;
    }
    let name = v.as_object()?.keys().find(|k| !fields.contains(&k.as_str()))?;
    Some((name.as_str(), fields.iter().map(|f| format!("`{f}`")).collect::<Vec<_>>().join(", ")))
}

/// Full entry: the trick record (JSON object or the text form), checked by the referee, plus the
/// talon and passed cards when given.
fn read_play(
    v: &Value,
    setup: &Setup,
    o: &ThousandOptions,
    declarer: Seat,
    auction: i64,
    bid: i64,
) -> Result<PlayOutcome, RuleError> {
    let doc = match v {
        Value::String(text) => {
            let t = split_play_text(text, HEADERS);
            let mut talon = None;
            let mut passed = None;
            for (k, val) in t.headers {
                match k.as_str() {
                    "talon" | "прикуп" => talon = Some(TrickDoc::Line(val)),
                    _ => passed = Some(parse_passed_line(&val)?),
                }
            }
            PlayDoc { talon, passed, tricks: t.tricks }
        }
        other => serde_json::from_value(other.clone()).map_err(|e| {
            let m = match unknown_field(other, &e, PLAY_FIELDS) {
                Some((name, fields)) => msg!("thousand-play-unknown-field", field = field(name), fields = fields),
                None => msg!("thousand-play-format", error = e.to_string()),
            };
            RuleError::new("thousand.play.format", m)
        })?,
    };
    let plays = parse_tricks(&doc.tricks, setup, SEATS)?;
    let rules = ThousandTricks { options: o, deck: Deck::piquet24() };
    let record = PlayRecord { first_leader: declarer, plays };
    let out = referee(&rules, &record).map_err(|v| RuleError::from_violation("thousand", &v, &setup.players))?;
    debug_assert_eq!(out.winners.len(), TRICKS);

    let talon = doc.talon.as_ref().map(read_cards).transpose()?;
    let passed = doc.passed.as_ref().map(|p| read_passed(p, setup, declarer)).transpose()?;
    let start = out.hands[declarer].present();
    if let Some(talon) = &talon {
        if talon.len() != 3 {
            return Err(RuleError::new("thousand.talon.size", msg!("thousand-talon-size", given = talon.len())));
        }
        if let Some((i, &c)) = talon.iter().enumerate().find(|&(i, c)| talon[..i].contains(c)) {
            return Err(RuleError::new(
                "thousand.talon.size",
                msg!("thousand-talon-twice", card = c, position = i + 1),
            )
            .with_card(c));
        }
    }
    if let Some(passed) = &passed {
        for &(to, card) in passed {
            if !out.hands[to].contains(card) {
                return Err(RuleError::new(
                    "thousand.talon.passed",
                    msg!("thousand-passed-not-played", card = card, player = setup.players[to].as_str()),
                )
                .with_player(&setup.players[to])
                .with_card(card));
            }
        }
    }
    // The declarer's ten cards after the talon: what he played plus what he passed.
    let ten = passed.as_ref().map(|p| {
        p.iter().fold(start, |mut s, &(_, c)| {
            s.insert(c);
            s
        })
    });
    if let (Some(talon), Some(ten)) = (&talon, ten) {
        if let Some(&c) = talon.iter().find(|&&c| !ten.contains(c)) {
            return Err(RuleError::new(
                "thousand.talon.cards",
                msg!("thousand-talon-unused", card = c, player = setup.players[declarer].as_str()),
            )
            .with_card(c));
        }
        let dealt = talon.iter().fold(ten, |mut s, &c| {
            s.remove(c);
            s
        });
        if auction > NO_MARRIAGE_LIMIT && !has_marriage(dealt) {
            return Err(marriage_needed(setup, declarer, "auction", auction, dealt));
        }
    }
    if let (Some(talon), None) = (&talon, &passed) {
        // Without the passed cards: a talon card the declarer did not play went to an opponent,
        // and each opponent received one card.
        let mut received = [false; SEATS];
        for &c in talon.iter().filter(|&&c| !start.contains(c)) {
            let to = (0..SEATS).find(|&s| out.hands[s].contains(c)).unwrap_or(declarer);
            if to == declarer || received[to] {
                let player = setup.players[declarer].as_str();
                let m = if to == declarer {
                    msg!("thousand-talon-not-passable", card = c, player = player)
                } else {
                    msg!("thousand-talon-not-passable-to", card = c, player = player, to = setup.players[to].as_str())
                };
                return Err(RuleError::new("thousand.talon.cards", m).with_card(c));
            }
            received[to] = true;
        }
    }
    if let Some(ten) = ten {
        if bid > NO_MARRIAGE_LIMIT && !has_marriage(ten) {
            return Err(marriage_needed(setup, declarer, "contract", bid, ten));
        }
    }
    Ok(out)
}

fn has_marriage(hand: CardSet) -> bool {
    hand.iter().any(|c| c.rank() == Rank::King && partner(c).is_some_and(|q| hand.contains(q)))
}

/// `what`: the bid that won the auction (checked against the dealt hand) or the final contract
/// (checked against the hand with the talon).
fn marriage_needed(setup: &Setup, declarer: Seat, what: &str, bid: i64, hand: CardSet) -> RuleError {
    let cards: Vec<Card> = hand.iter().collect();
    RuleError::new(
        "thousand.bid.marriage",
        msg!(
            "thousand-bid-marriage",
            player = setup.players[declarer].as_str(),
            what = what,
            bid = bid,
            limit = NO_MARRIAGE_LIMIT,
            cards = cards
        ),
    )
    .with_player(&setup.players[declarer])
}

/// The talon's cards.
fn read_cards(t: &TrickDoc) -> Result<Vec<Card>, RuleError> {
    let tokens: Vec<String> = match t {
        TrickDoc::Line(s) => s.split([' ', ',']).filter(|x| !x.is_empty()).map(String::from).collect(),
        TrickDoc::Plays(v) => v.clone(),
    };
    tokens
        .iter()
        .map(|tok| {
            tok.parse::<Card>().map_err(|e| {
                RuleError::new("card.notation", msg!("thousand-talon-card", error = e.to_string())).with_card(tok)
            })
        })
        .collect()
}

fn parse_passed_line(line: &str) -> Result<BTreeMap<String, String>, RuleError> {
    let mut m = BTreeMap::new();
    for part in line.split([',', ' ']).filter(|p| !p.is_empty()) {
        let (who, card) = part
            .split_once(['=', ':'])
            .ok_or_else(|| RuleError::new("thousand.play.format", msg!("thousand-passed-format", part = part)))?;
        m.insert(who.to_string(), card.to_string());
    }
    Ok(m)
}

fn read_passed(p: &BTreeMap<String, String>, setup: &Setup, declarer: Seat) -> Result<Vec<(Seat, Card)>, RuleError> {
    let mut out = Vec::new();
    for (who, card) in p {
        let s = setup.seat(who)?;
        if out.iter().any(|&(t, _)| t == s) {
            return Err(RuleError::new(
                "thousand.talon.passed",
                msg!("thousand-passed-two", player = setup.players[s].as_str()),
            )
            .with_player(&setup.players[s]));
        }
        if s == declarer {
            return Err(RuleError::new(
                "thousand.talon.passed",
                msg!("thousand-passed-declarer", player = setup.players[s].as_str()),
            )
            .with_player(who));
        }
        let c: Card = card.parse().map_err(|e: crate::cards::CardParseError| {
            RuleError::new("card.notation", msg!("thousand-passed-card", error = e.to_string())).with_card(card)
        })?;
        out.push((s, c));
    }
    if out.len() != SEATS - 1 {
        return Err(RuleError::new("thousand.talon.passed", msg!("thousand-passed-count")));
    }
    Ok(out)
}

/// Points of the marriages `seat` declared.
pub fn marriage_total(marriages: &[(Seat, Suit)], seat: Seat) -> i64 {
    marriages.iter().filter(|&&(s, _)| s == seat).map(|&(_, suit)| marriage_value(suit)).sum()
}
