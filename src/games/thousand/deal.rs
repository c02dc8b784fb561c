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

/// The bidding opens at 100 (seed: the dealer must open at 100).
pub const OPENING_BID: i64 = 100;
/// All card points in the deck.
pub const DECK_POINTS: i64 = 120;
/// Bids above this need a marriage (seed: «нельзя поднять планку выше 120, если на руках нет хваленки»).
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
        RuleError::new("thousand.deal.format", format!("not a Thousand deal: {e} (see `kozyr rules thousand`)"))
    })?;
    let dealer = match &doc.dealer {
        Some(d) => setup.seat(d)?,
        None => expected_dealer,
    };
    let declarer_name = doc.declarer.as_deref().ok_or_else(|| {
        RuleError::new("thousand.deal.declarer", "a deal names its declarer (the player who took the talon)")
    })?;
    let declarer = setup.seat(declarer_name)?;
    let bid = doc.bid.ok_or_else(|| {
        RuleError::new("thousand.deal.bid", "a deal gives the declarer's contract (`bid`)").with_player(declarer_name)
    })?;
    let auction = doc.auction.unwrap_or(bid);
    check_bid(o, setup, dealer, declarer, auction, bid)?;

    if doc.conceded {
        if doc.points.is_some() || doc.marriages.is_some() || doc.play.is_some() {
            return Err(RuleError::new(
                "thousand.concede.no-play",
                "a conceded deal (расписать) is given up before the first lead: it has no card points, marriages or tricks",
            ));
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
            "a deal gives the card points each player took (`points`), a play record (`play`), or `conceded`",
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
                        format!(
                            "the points say {} took {} card points but the tricks give {}; quick and full entry must agree",
                            setup.players[s], q[s], points[s]
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
                        format!(
                            "the marriages say {} but the tricks show {}; quick and full entry must agree",
                            describe_marriages(&q, setup),
                            describe_marriages(&marriages, setup)
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
    let who = &setup.players[declarer];
    for (what, b) in [("auction bid", auction), ("contract", bid)] {
        if b < OPENING_BID {
            return Err(RuleError::new(
                "thousand.bid.opening",
                format!("{who}'s {what} {b} is below the opening bid; bidding opens at {OPENING_BID}"),
            )
            .with_player(who));
        }
        if b > MAX_BID {
            return Err(RuleError::new(
                "thousand.bid.max",
                format!("{who}'s {what} {b} can never be made; the most a declarer can take is {MAX_BID} (120 card points and all four marriages)"),
            )
            .with_player(who));
        }
        if (b - OPENING_BID) % o.bid_step != 0 {
            let lo = b - (b - OPENING_BID) % o.bid_step;
            return Err(RuleError::new(
                "thousand.bid.step",
                format!(
                    "{who}'s {what} {b} is not a step of {} from {OPENING_BID}; {lo} or {} would be",
                    o.bid_step,
                    lo + o.bid_step
                ),
            )
            .with_player(who));
        }
    }
    if bid < auction {
        return Err(RuleError::new(
            "thousand.bid.raise",
            format!("{who}'s contract {bid} is below his auction bid {auction}; after the talon the declarer may only keep or raise it"),
        )
        .with_player(who));
    }
    if auction == OPENING_BID && declarer != dealer {
        return Err(RuleError::new(
            "thousand.bid.dealer-opens",
            format!(
                "{who} won the auction at {OPENING_BID}, but only the dealer ({}) can: he opens at {OPENING_BID} and everyone else must raise to at least {}",
                setup.players[dealer],
                OPENING_BID + o.bid_step
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
            let why = if (0..=DECK_POINTS).contains(&v) {
                format!("{v} card points cannot be taken in tricks (no set of whole tricks of this deck adds up to it)")
            } else {
                format!("{v} card points is out of range; a player takes 0 to {DECK_POINTS}")
            };
            let rule =
                if (0..=DECK_POINTS).contains(&v) { "thousand.points.impossible" } else { "thousand.points.range" };
            return Err(RuleError::new(rule, format!("{}: {why}", setup.players[s])).with_player(&setup.players[s]));
        }
        points[s] = v;
    }
    let sum: i64 = points.iter().sum();
    if sum != DECK_POINTS {
        let listed: Vec<String> = (0..SEATS).map(|s| format!("{} {}", setup.players[s], points[s])).collect();
        return Err(RuleError::new(
            "thousand.points.sum",
            format!("card points add up to {sum} ({}); the deck holds {DECK_POINTS}", listed.join(" + ")),
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
                RuleError::new("thousand.marriage.suit", format!("{}: {e}", setup.players[s]))
                    .with_player(&setup.players[s])
            })?;
            if let Some(&(t, _)) = out.iter().find(|&&(_, x)| x == suit) {
                let who = if t == s {
                    format!("{} twice", setup.players[s])
                } else {
                    format!("{} and {}", setup.players[t], setup.players[s])
                };
                return Err(RuleError::new(
                    "thousand.marriage.twice",
                    format!(
                        "the {} marriage is declared twice (by {who}); there is one K and one Q of each suit",
                        suit.symbol()
                    ),
                )
                .with_player(&setup.players[s]));
            }
            out.push((s, suit));
        }
    }
    Ok(out)
}

fn describe_marriages(m: &[(Seat, Suit)], setup: &Setup) -> String {
    if m.is_empty() {
        return "none".into();
    }
    m.iter().map(|&(s, suit)| format!("{} {}", setup.players[s], suit.symbol())).collect::<Vec<_>>().join(", ")
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
            RuleError::new("thousand.play.format", format!("not a Thousand play record: {e} (see docs/formats.md)"))
        })?,
    };
    let plays = parse_tricks(&doc.tricks, setup, SEATS)?;
    let rules = ThousandTricks { options: o, deck: Deck::piquet24() };
    let record = PlayRecord { first_leader: declarer, plays };
    let out = referee(&rules, &record).map_err(|v| RuleError::from_violation("thousand", &v, &setup.players))?;
    debug_assert_eq!(out.winners.len(), TRICKS);

    let talon = doc.talon.as_ref().map(|t| read_cards(t, "talon")).transpose()?;
    let passed = doc.passed.as_ref().map(|p| read_passed(p, setup, declarer)).transpose()?;
    let start = out.hands[declarer].present();
    if let Some(talon) = &talon {
        if talon.len() != 3 {
            return Err(RuleError::new(
                "thousand.talon.size",
                format!("the talon has 3 cards; {} were given", talon.len()),
            ));
        }
        if let Some((i, &c)) = talon.iter().enumerate().find(|&(i, c)| talon[..i].contains(c)) {
            return Err(RuleError::new(
                "thousand.talon.size",
                format!("the talon has 3 different cards; {c} is given twice (card {})", i + 1),
            )
            .with_card(c));
        }
    }
    if let Some(passed) = &passed {
        for &(to, card) in passed {
            if !out.hands[to].contains(card) {
                return Err(RuleError::new(
                    "thousand.talon.passed",
                    format!(
                        "{card} was passed to {} but he did not play it; the card passed is in his hand",
                        setup.players[to]
                    ),
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
                format!(
                    "{c} was in the talon, so the declarer {} took it, but he neither played nor passed it",
                    setup.players[declarer]
                ),
            )
            .with_card(c));
        }
        let dealt = talon.iter().fold(ten, |mut s, &c| {
            s.remove(c);
            s
        });
        if auction > NO_MARRIAGE_LIMIT && !has_marriage(dealt) {
            return Err(marriage_needed(setup, declarer, "auction bid", auction, "dealt hand", dealt));
        }
    }
    if let (Some(talon), None) = (&talon, &passed) {
        // Without the passed cards: a talon card the declarer did not play went to an opponent,
        // and each opponent received one card.
        let mut received = [false; SEATS];
        for &c in talon.iter().filter(|&&c| !start.contains(c)) {
            let to = (0..SEATS).find(|&s| out.hands[s].contains(c)).unwrap_or(declarer);
            if to == declarer || received[to] {
                return Err(RuleError::new(
                    "thousand.talon.cards",
                    format!(
                        "{c} was in the talon, so the declarer {} took it, but he neither played it nor can have passed it{}",
                        setup.players[declarer],
                        if to == declarer { String::new() } else { format!(" ({} received one card only)", setup.players[to]) }
                    ),
                )
                .with_card(c));
            }
            received[to] = true;
        }
    }
    if let Some(ten) = ten {
        if bid > NO_MARRIAGE_LIMIT && !has_marriage(ten) {
            return Err(marriage_needed(setup, declarer, "contract", bid, "hand with the talon", ten));
        }
    }
    Ok(out)
}

fn has_marriage(hand: CardSet) -> bool {
    hand.iter().any(|c| c.rank() == Rank::King && partner(c).is_some_and(|q| hand.contains(q)))
}

fn marriage_needed(setup: &Setup, declarer: Seat, what: &str, bid: i64, which: &str, hand: CardSet) -> RuleError {
    let cards: Vec<String> = hand.iter().map(|c| c.to_string()).collect();
    RuleError::new(
        "thousand.bid.marriage",
        format!(
            "{}'s {what} {bid} is above {NO_MARRIAGE_LIMIT} but his {which} ({}) holds no marriage; a bid above {NO_MARRIAGE_LIMIT} needs one",
            setup.players[declarer],
            cards.join(" ")
        ),
    )
    .with_player(&setup.players[declarer])
}

fn read_cards(t: &TrickDoc, what: &str) -> Result<Vec<Card>, RuleError> {
    let tokens: Vec<String> = match t {
        TrickDoc::Line(s) => s.split([' ', ',']).filter(|x| !x.is_empty()).map(String::from).collect(),
        TrickDoc::Plays(v) => v.clone(),
    };
    tokens
        .iter()
        .map(|tok| {
            tok.parse::<Card>().map_err(|e| RuleError::new("card.notation", format!("{what}: {e}")).with_card(tok))
        })
        .collect()
}

fn parse_passed_line(line: &str) -> Result<BTreeMap<String, String>, RuleError> {
    let mut m = BTreeMap::new();
    for part in line.split([',', ' ']).filter(|p| !p.is_empty()) {
        let (who, card) = part
            .split_once(['=', ':'])
            .ok_or_else(|| RuleError::new("thousand.play.format", format!("passed: \"{part}\" is not PLAYER=CARD")))?;
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
                format!(
                    "{} is given two passed cards; the declarer passes one card to each opponent",
                    setup.players[s]
                ),
            )
            .with_player(&setup.players[s]));
        }
        if s == declarer {
            return Err(RuleError::new(
                "thousand.talon.passed",
                format!("{} is the declarer; he passes one card to each opponent", setup.players[s]),
            )
            .with_player(who));
        }
        let c: Card =
            card.parse().map_err(|e| RuleError::new("card.notation", format!("passed: {e}")).with_card(card))?;
        out.push((s, c));
    }
    if out.len() != SEATS - 1 {
        return Err(RuleError::new(
            "thousand.talon.passed",
            "the declarer passes exactly one card to each of the two opponents",
        ));
    }
    Ok(out)
}

/// Points of the marriages `seat` declared.
pub fn marriage_total(marriages: &[(Seat, Suit)], seat: Seat) -> i64 {
    marriages.iter().filter(|&&(s, _)| s == seat).map(|&(_, suit)| marriage_value(suit)).sum()
}
