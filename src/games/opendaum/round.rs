//! One round of Opendaum as recorded — dealer, turned trump, every player's bid, and the tricks
//! won or every trick played — checked and scored.

use serde_json::{Map, Value};

use super::options::{LastTrump, OpendaumOptions};
use crate::cards::{Card, Deck, Suit};
use crate::engine::Seat;
use crate::games::family::{self, deal_map, no_more_fields, Ctx, FamilyDoc, FamilyRules, Item, Written};
use crate::games::{RuleError, Setup, Step};

pub const GAME: &str = "opendaum";

/// The fields of a round's record (docs/formats.md).
pub const FIELDS: &[&str] = &["dealer", "trump", "bids", "won", "play"];

/// Only asks the shared reader for the tricks each player won; the round scores them itself.
const TRICKS: &[Item] = &[Item::tricks("opendaum.score.missed", 1)];

/// Where the match stands when a round is recorded.
#[derive(Debug, Clone, Copy)]
pub struct At {
    /// 1-based round number: the cards each player is dealt.
    pub number: usize,
    /// The round deals the whole pack: no card is left to turn for trump.
    pub whole_pack: bool,
    pub dealer: Option<Seat>,
}

/// A round read and checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    pub dealer: Seat,
    pub number: usize,
    pub trump: Option<Suit>,
    pub bids: Vec<u32>,
    pub tricks: Vec<u32>,
}

/// The turned card or suit as recorded: a suit, a card (its suit is trump), or `none`.
fn read_trump(
    text: Option<&str>,
    at: At,
    o: &OpendaumOptions,
    deck: &Deck,
) -> Result<(Option<Suit>, Option<Card>), RuleError> {
    let given = text.map(str::trim).filter(|t| !t.is_empty());
    let no_card = at.whole_pack && o.last_trump == LastTrump::None;
    if no_card {
        let none = given.is_none_or(|t| family::trump(GAME, Some(t), false).ok() == Some(None));
        if !none {
            return Err(RuleError::new(
                "opendaum.deal.trump",
                format!(
                    "round {} deals the whole pack: no card is left to turn, so it is played without trump \
                     (record no --trump, or --trump none; option last_trump=dealer turns the dealer's last card)",
                    at.number
                ),
            ));
        }
        return Ok((None, None));
    }
    let Some(text) = given else {
        return Err(RuleError::new(
            "opendaum.deal.trump",
            if at.whole_pack {
                format!(
                    "round {} deals the whole pack and the dealer's last card shows trump: --trump 7H (or its suit)",
                    at.number
                )
            } else {
                "name the card turned for trump, or its suit: --trump 7H, --trump hearts".to_string()
            },
        ));
    };
    match family::trump(GAME, Some(text), true) {
        Ok(Some(s)) => Ok((Some(s), None)),
        Ok(None) => Err(RuleError::new(
            "opendaum.deal.trump",
            format!(
                "round {} turns a card for trump, so it has a trump suit; name the card or its suit, not \"{text}\"",
                at.number
            ),
        )),
        Err(_) => {
            let card: Card = text.parse().map_err(|_| {
                RuleError::new(
                    "opendaum.deal.trump",
                    format!("\"{text}\" is neither a card nor a suit: --trump 7H, --trump hearts (♥, черви…)"),
                )
            })?;
            if !deck.contains(card) {
                return Err(RuleError::new(
                    "opendaum.deal.trump",
                    format!("{card} is not in this table's pack of {} cards, so it cannot be turned", deck.len()),
                )
                .with_card(card));
            }
            Ok((Some(card.suit()), Some(card)))
        }
    }
}

/// `{"Аня": 1, "Борис": 0, …}`: every player's bid, 0 to the cards dealt.
fn read_bids(setup: &Setup, v: Option<Value>, at: At) -> Result<Vec<u32>, RuleError> {
    let n = setup.players.len();
    let example = || {
        let ex: Vec<String> =
            setup.players.iter().enumerate().map(|(i, p)| format!("{p}={}", u8::from(i == 0))).collect();
        format!("--guesses {}", ex.join(","))
    };
    let Some(v) = v else {
        return Err(RuleError::new(
            "opendaum.bid.missing",
            format!("every player says how many tricks he will take before play: {}", example()),
        ));
    };
    let map = v.as_object().ok_or_else(|| {
        RuleError::new("opendaum.deal.format", "`bids` takes player → tricks said, e.g. {\"Аня\": 1, \"Борис\": 0}")
    })?;
    let mut bids: Vec<Option<u32>> = vec![None; n];
    for (name, b) in map {
        let s = setup.seat(name)?;
        let b = b.as_i64().ok_or_else(|| {
            RuleError::new("opendaum.deal.format", format!("{name}'s bid is {b}; a bid is a whole number of tricks"))
                .with_player(name)
        })?;
        let allowed = if at.number == 1 {
            "in round 1 a player says take (1) or not take (0)".to_string()
        } else {
            format!("in round {} a bid is 0 to {} tricks", at.number, at.number)
        };
        if !(0..=at.number as i64).contains(&b) {
            return Err(RuleError::new(
                "opendaum.bid.range",
                format!("{name} bid {b} with {} in hand; {allowed}", cards(at.number)),
            )
            .with_player(name));
        }
        if bids[s].replace(b as u32).is_some() {
            return Err(RuleError::new(
                "opendaum.bid.twice",
                format!("{}'s bid is given twice; each player says one number", setup.players[s]),
            )
            .with_player(name));
        }
    }
    let missing: Vec<&str> = (0..n).filter(|&s| bids[s].is_none()).map(|s| setup.players[s].as_str()).collect();
    if !missing.is_empty() {
        return Err(RuleError::new(
            "opendaum.bid.missing",
            format!("no bid for {}; every player says how many tricks he will take: {}", missing.join(", "), example()),
        )
        .with_player(missing[0]));
    }
    Ok(bids.into_iter().map(|b| b.unwrap_or(0)).collect())
}

/// Reads and checks one round's record.
pub fn read(setup: &Setup, o: &OpendaumOptions, deck: &Deck, v: &Value, at: At) -> Result<Round, RuleError> {
    let n = setup.players.len();
    let mut map: Map<String, Value> = deal_map(GAME, v)?;
    let doc = FamilyDoc::take(GAME, &mut map, &["dealer", "trump", "won", "play"])?;
    let bids = map.remove("bids");
    no_more_fields(GAME, &map, FIELDS)?;
    let dealer = family::dealer(GAME, setup, doc.dealer.as_deref(), at.dealer)?;
    let (trump, turned) = read_trump(doc.trump.as_deref(), at, o, deck)?;
    let bids = read_bids(setup, bids, at)?;

    let ctx = Ctx::new(GAME, setup, deck, at.number, dealer);
    let mut rules = FamilyRules::plain(n, at.number, deck.clone());
    rules.trump = trump;
    rules.must_trump = true;
    let got = family::read(&ctx, &doc, &rules, TRICKS)?;
    if let (Some(card), Some(p)) = (turned, &got.play) {
        let dealer_shows = at.whole_pack && o.last_trump == LastTrump::Dealer;
        let who = (0..n).find(|&s| p.outcome.hands[s].present().contains(card));
        match (dealer_shows, who) {
            (false, Some(s)) => {
                return Err(RuleError::new(
                    "opendaum.deal.trump",
                    format!(
                        "{card} was turned for trump and stays on the table, but the record has {} playing it",
                        setup.players[s]
                    ),
                )
                .with_card(card)
                .with_player(&setup.players[s]));
            }
            (true, who) if who != Some(dealer) => {
                return Err(RuleError::new(
                    "opendaum.deal.trump",
                    format!(
                        "the dealer's last card shows trump, but {card} {}; {} dealt",
                        who.map_or("is not in the record".to_string(), |s| format!("was {}'s", setup.players[s])),
                        setup.players[dealer]
                    ),
                )
                .with_card(card));
            }
            _ => {}
        }
    }
    let tricks = got.tally.tricks.ok_or_else(|| {
        RuleError::new("opendaum.deal.won", "give the tricks each player won: --won Аня=1,Борис=0 (or every trick)")
    })?;
    Ok(Round { dealer, number: at.number, trump, bids, tricks })
}

/// What a round writes: round 1 its special score, later rounds 5 × tricks + 5 for an exact bid
/// and a point a trick otherwise.
pub fn score(setup: &Setup, r: &Round) -> Written {
    let names = &setup.players;
    let mut w = Written { scores: vec![0; names.len()], ..Written::default() };
    for (s, name) in names.iter().enumerate() {
        let (bid, took) = (r.bids[s], r.tricks[s]);
        if r.number == 1 {
            if took == 1 {
                w.scores[s] += 1;
                w.steps.push(Step {
                    rule: "opendaum.score.first-trick",
                    text: format!("{name} took the trick: 1").into(),
                });
            }
            let said = if bid == 1 { "take" } else { "not take" };
            if (bid == 1) == (took == 1) {
                w.scores[s] += 5;
                w.steps.push(Step {
                    rule: "opendaum.score.first-guess",
                    text: format!("{name} said {said} and was right: +5").into(),
                });
            } else {
                w.steps.push(Step {
                    rule: "opendaum.score.first-guess",
                    text: format!("{name} said {said} and was wrong: nothing for the guess").into(),
                });
            }
        } else if bid == took {
            let points = 5 * i64::from(took) + 5;
            w.scores[s] = points;
            w.steps.push(Step {
                rule: "opendaum.score.exact",
                text: format!("{name} bid {bid} and took {took}: 5 × {took} + 5 = {points}").into(),
            });
        } else {
            w.scores[s] = i64::from(took);
            w.steps.push(Step {
                rule: "opendaum.score.missed",
                text: format!("{name} bid {bid} but took {took}: {took} × 1 = {took}").into(),
            });
        }
    }
    let by_name = |v: &[u32]| -> Value { names.iter().cloned().zip(v.iter().map(|&x| Value::from(x))).collect() };
    w.extra.insert("round".into(), r.number.into());
    w.extra.insert("dealer".into(), names[r.dealer].clone().into());
    w.extra.insert("trump".into(), r.trump.map_or(Value::Null, |t| t.name().into()));
    w.extra.insert("bids".into(), by_name(&r.bids));
    w.extra.insert("won".into(), by_name(&r.tricks));
    w.summary = match r.trump {
        Some(t) => format!("round {}: {} deals, {} trumps", r.number, names[r.dealer], t.symbol()),
        None => format!("round {}: {} deals, no trump", r.number, names[r.dealer]),
    };
    w
}

/// "1 card", "3 cards".
pub fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".to_string()
    } else {
        format!("{n} cards")
    }
}
