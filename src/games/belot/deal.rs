//! A Belot deal as recorded — contract, contra, team card points, last trick, premiums, valat, an
//! optional bidding record, and/or every trick — checked and reduced to what scores it.

use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

use super::announcements::{self, Announcement, AnnouncementDoc, Kind};
use super::bidding::{self, Auction};
use super::contract::{Contract, Double};
use super::options::BelotOptions;
use super::trick_rules::{BelotTricks, SEATS, TRICKS};
use crate::engine::{referee, PlayOutcome, PlayRecord, Seat};
use crate::games::{parse_tricks, split_play_text, RuleError, Setup, TrickDoc};
use crate::i18n::{field, Msg};
use crate::msg;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DealDoc {
    dealer: Option<String>,
    declarer: Option<String>,
    contract: Option<String>,
    double: Option<String>,
    points: Option<BTreeMap<String, i64>>,
    last_trick: Option<String>,
    #[serde(default)]
    announcements: Vec<AnnouncementDoc>,
    valat: Option<String>,
    bids: Option<Vec<String>>,
    #[serde(default)]
    all_pass: bool,
    play: Option<Value>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayDoc {
    tricks: Vec<TrickDoc>,
}

/// A deal that was played.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub declarer: Seat,
    pub contract: Contract,
    pub double: Option<Double>,
    /// Card points per team (team 0 holds seat 0), without the last trick's 10.
    pub points: [i64; 2],
    pub last_trick: usize,
    pub valat: Option<usize>,
    pub announcements: Vec<Announcement>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Deal {
    pub dealer: Seat,
    /// `None`: all four passed.
    pub played: Option<Played>,
}

pub const fn team(seat: Seat) -> usize {
    seat % 2
}

/// A team by its name, or by one of its players' names.
pub fn team_of(setup: &Setup, name: &str) -> Result<usize, RuleError> {
    if let Some(i) = setup.sides().iter().position(|t| crate::games::same_name(t, name)) {
        return Ok(i);
    }
    match setup.seat(name) {
        Ok(s) => Ok(team(s)),
        // A player's name typed with look-alike letters: the seat's "did you mean" says more.
        Err(e) if e.msg.id != "match-player-unknown" => Err(e),
        Err(_) => {
            let sides = setup.sides();
            let side = |i: usize| sides.get(i).cloned().unwrap_or_default();
            let typed = crate::games::shown(name);
            let text = match setup.team_meant(name) {
                Some((t, letters)) if letters.is_empty() => {
                    msg!("match-team-did-you-mean-plain", name = typed, suggestion = t)
                }
                Some((t, letters)) => msg!("match-team-did-you-mean", name = typed, suggestion = t, letters = letters),
                None => msg!("belot-team-unknown", team = typed, first = side(0), second = side(1)),
            };
            Err(RuleError::new("match.team.unknown", text))
        }
    }
}

/// Quick entry and the full record (or the bidding) say different things. `what` selects the
/// thing in the catalogue: deal, contract, declarer, double, points, last-trick, valat, belots.
fn disagree(what: &str, quick: impl Into<crate::i18n::Arg>, full: impl Into<crate::i18n::Arg>) -> RuleError {
    RuleError::new(
        "belot.entry.disagree",
        msg!("belot-disagree", what = what, quick = quick.into(), full = full.into()),
    )
}

fn double_label(d: Option<Double>) -> Msg {
    d.map_or_else(|| msg!("belot-double-none"), Double::label)
}

pub fn read_deal(v: &Value, setup: &Setup, o: &BelotOptions, expected_dealer: Seat) -> Result<Deal, RuleError> {
    let doc: DealDoc = serde_json::from_value(v.clone())
        .map_err(|e| RuleError::new("belot.deal.format", msg!("belot-deal-format", error = e.to_string())))?;
    let dealer = match &doc.dealer {
        Some(d) => setup.seat(d)?,
        None => expected_dealer,
    };
    // `--bids hearts,pass,…` arrives as one string; a document may list one bid per item. Bids are
    // split on commas only: "без коз" is one bid.
    let bids: Option<Vec<String>> = doc.bids.as_ref().map(|b| {
        b.iter().flat_map(|x| x.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from)).collect()
    });
    let auction = bids.as_ref().map(|b| bidding::read(b, setup, dealer, o.contra_escape)).transpose()?;
    let passed_out = doc.all_pass || auction == Some(Auction::AllPass);
    if passed_out {
        if doc.all_pass && matches!(auction, Some(Auction::Contract { .. })) {
            return Err(disagree("deal", msg!("belot-disagree-all-pass"), msg!("belot-disagree-bid-contract")));
        }
        let played = doc.contract.is_some()
            || doc.declarer.is_some()
            || doc.double.is_some()
            || doc.points.is_some()
            || doc.last_trick.is_some()
            || doc.valat.is_some()
            || doc.play.is_some()
            || !doc.announcements.is_empty();
        if played {
            return Err(RuleError::new("belot.deal.all-pass", msg!("belot-deal-all-pass")));
        }
        return Ok(Deal { dealer, played: None });
    }

    let quick_contract = doc
        .contract
        .as_deref()
        .map(|c| {
            Contract::parse(c)
                .ok_or_else(|| RuleError::new("belot.deal.contract", msg!("belot-deal-contract-word", text = c)))
        })
        .transpose()?;
    let quick_double = match doc.double.as_deref().map(|d| d.trim().to_lowercase()) {
        None => None,
        Some(d) if d == "contra" || d == "контра" => Some(Double::Contra),
        Some(d) if d == "recontra" || d == "реконтра" => Some(Double::Recontra),
        Some(d) if d.is_empty() || d == "none" => None,
        Some(d) => {
            return Err(RuleError::new(
                "belot.deal.double",
                msg!("belot-deal-double-word", field = field("double"), text = d),
            ))
        }
    };
    let quick_declarer = doc.declarer.as_deref().map(|d| setup.seat(d)).transpose()?;
    let (declarer, contract, double) = match auction {
        Some(Auction::Contract { declarer, contract, double }) => {
            if let Some(q) = quick_contract.filter(|&q| q != contract) {
                return Err(disagree("contract", q.label(), contract.label()));
            }
            if let Some(q) = quick_declarer.filter(|&q| q != declarer) {
                return Err(disagree("declarer", &setup.players[q], &setup.players[declarer]));
            }
            if doc.double.is_some() && quick_double != double {
                return Err(disagree("double", double_label(quick_double), double_label(double)));
            }
            (declarer, contract, double)
        }
        _ => {
            let contract = quick_contract.ok_or_else(|| {
                RuleError::new(
                    "belot.deal.contract",
                    msg!("belot-deal-contract-missing", contract = field("contract"), bids = field("bids")),
                )
            })?;
            let declarer = quick_declarer.ok_or_else(|| {
                RuleError::new("belot.deal.declarer", msg!("belot-deal-declarer-missing", field = field("declarer")))
            })?;
            (declarer, contract, quick_double)
        }
    };
    let mut anns = announcements::read(&doc.announcements, setup, contract)?;

    let quick_points = doc.points.as_ref().map(|p| read_points(p, setup, contract)).transpose()?;
    let quick_last = doc.last_trick.as_deref().map(|t| team_of(setup, t)).transpose()?;
    let quick_valat = doc.valat.as_deref().map(|t| team_of(setup, t)).transpose()?;

    let (points, last_trick, valat) = match &doc.play {
        Some(play) => {
            let out = read_play(play, setup, contract, dealer)?;
            let mut points = [0i64; 2];
            for s in 0..SEATS {
                points[team(s)] += i64::from(out.points[s]);
            }
            let last = team(out.winners[TRICKS - 1]);
            let valat = (0..2).find(|&t| out.winners.iter().all(|&w| team(w) == t));
            let sides = setup.sides();
            let pair = |p: [i64; 2]| {
                msg!(
                    "belot-points-pair",
                    first = &sides[0],
                    first_points = p[0],
                    second = &sides[1],
                    second_points = p[1]
                )
            };
            if let Some(q) = quick_points.filter(|q| *q != points) {
                return Err(disagree("points", pair(q), pair(points)));
            }
            if let Some(q) = quick_last.filter(|&q| q != last) {
                return Err(disagree("last-trick", &sides[q], &sides[last]));
            }
            if doc.valat.is_some() && quick_valat != valat {
                let name = |v: Option<usize>| {
                    v.map_or_else(|| msg!("belot-valat-none"), |t| msg!("belot-valat-by", team = &sides[t]))
                };
                return Err(disagree("valat", name(quick_valat), name(valat)));
            }
            check_held(&mut anns, &out, setup)?;
            (points, last, valat)
        }
        None => {
            let points = quick_points.ok_or_else(|| {
                RuleError::new(
                    "belot.deal.points",
                    msg!("belot-deal-points-missing", points = field("points"), play = field("play")),
                )
            })?;
            let last = quick_last.ok_or_else(|| {
                RuleError::new("belot.deal.last-trick", msg!("belot-deal-last-missing", field = field("last_trick")))
            })?;
            if let Some(v) = quick_valat {
                if points[1 - v] != 0 || last != v {
                    return Err(RuleError::new(
                        "belot.valat.inconsistent",
                        msg!("belot-valat-inconsistent", team = &setup.sides()[v], points = points[1 - v]),
                    ));
                }
            }
            (points, last, quick_valat)
        }
    };
    Ok(Deal {
        dealer,
        played: Some(Played { declarer, contract, double, points, last_trick, valat, announcements: anns }),
    })
}

fn read_points(p: &BTreeMap<String, i64>, setup: &Setup, c: Contract) -> Result<[i64; 2], RuleError> {
    let mut points = [0i64; 2];
    let mut given = [false; 2];
    for (name, &v) in p {
        let t = team_of(setup, name)?;
        if given[t] {
            return Err(RuleError::new("belot.points.team", msg!("belot-points-twice", team = &setup.sides()[t])));
        }
        given[t] = true;
        if v < 0 || v > c.deck_points() {
            return Err(RuleError::new(
                "belot.points.range",
                msg!("belot-points-range", team = &setup.sides()[t], points = v, max = c.deck_points()),
            ));
        }
        points[t] = v;
    }
    let sum = points[0] + points[1];
    if sum != c.deck_points() {
        return Err(RuleError::new(
            "belot.points.sum",
            msg!("belot-points-sum", sum = sum, contract = c.label(), total = c.deck_points()),
        ));
    }
    Ok(points)
}

/// Header keys of the text form of a Belot play record: none besides the tricks.
const HEADERS: &[&str] = &[];

fn read_play(v: &Value, setup: &Setup, c: Contract, dealer: Seat) -> Result<PlayOutcome, RuleError> {
    let doc = match v {
        Value::String(text) => PlayDoc { tricks: split_play_text(text, HEADERS).tricks },
        other => serde_json::from_value(other.clone())
            .map_err(|e| RuleError::new("belot.play.format", msg!("belot-play-format", error = e.to_string())))?,
    };
    let plays = parse_tricks(&doc.tricks, setup, SEATS)?;
    // The player on the dealer's right leads: the next seat in playing order.
    let record = PlayRecord { first_leader: (dealer + 1) % SEATS, plays };
    referee(&BelotTricks::new(c), &record).map_err(|v| RuleError::from_violation("belot", &v, &setup.players))
}

/// With the tricks known, every premium must have been in its player's hand, and the belots are
/// the ones called in the record (`K♥!`); belots listed as well must be those.
fn check_held(anns: &mut Vec<Announcement>, out: &PlayOutcome, setup: &Setup) -> Result<(), RuleError> {
    for a in anns.iter() {
        let hand = out.hands[a.seat].present();
        let missing = a.cards().difference(hand);
        if let Some(card) = missing.iter().next() {
            return Err(RuleError::new(
                "belot.announce.not-held",
                msg!("belot-announce-not-held", player = &setup.players[a.seat], premium = a.describe(), card = card),
            )
            .with_player(&setup.players[a.seat])
            .with_card(card));
        }
    }
    let called: Vec<(Seat, crate::cards::Suit)> = out.calls.iter().map(|&(_, s, c)| (s, c.suit())).collect();
    let listed: Vec<(Seat, crate::cards::Suit)> = anns
        .iter()
        .filter(|a| a.kind == Kind::Belot)
        .map(|a| (a.seat, a.suit.unwrap_or(crate::cards::Suit::Clubs)))
        .collect();
    if !listed.is_empty() {
        let (mut a, mut b) = (listed.clone(), called.clone());
        a.sort();
        b.sort();
        if a != b {
            let show = |v: &[(Seat, crate::cards::Suit)]| {
                if v.is_empty() {
                    msg!("belot-belots-none")
                } else {
                    let each: Vec<Msg> = v
                        .iter()
                        .map(|&(s, suit)| msg!("belot-belot-of", player = &setup.players[s], suit = suit))
                        .collect();
                    msg!("belot-belots", belots = each)
                }
            };
            return Err(disagree("belots", show(&listed), msg!("belot-belots-called", belots = show(&called))));
        }
    }
    anns.retain(|a| a.kind != Kind::Belot);
    for (s, suit) in called {
        anns.push(Announcement { seat: s, kind: Kind::Belot, high: None, length: 2, rank: None, suit: Some(suit) });
    }
    Ok(())
}
