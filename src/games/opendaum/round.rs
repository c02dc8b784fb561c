//! One round of Opendaum as recorded — dealer, turned trump, every player's bid, and the tricks
//! won or every trick played — checked and scored.

use serde_json::{Map, Value};

use super::options::{LastTrump, OpendaumOptions};
use crate::cards::{Card, Deck, Suit};
use crate::engine::Seat;
use crate::games::family::{self, deal_map, no_more_fields, Ctx, FamilyDoc, FamilyRules, Item, Rotation, Written};
use crate::games::{RuleError, Setup, Step};
use crate::i18n::{field, Msg};
use crate::msg;

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
    /// Who deals, unless no dealer is known yet.
    pub rotation: Rotation,
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
    let refuse = |m: Msg| RuleError::new("opendaum.deal.trump", m);
    if no_card {
        let none = given.is_none_or(|t| family::trump(GAME, Some(t), false).ok() == Some(None));
        if !none {
            return Err(refuse(msg!("opendaum-trump-whole-pack", round = at.number, field = field("trump"))));
        }
        return Ok((None, None));
    }
    let Some(text) = given else {
        return Err(refuse(if at.whole_pack {
            msg!("opendaum-trump-dealer-card", round = at.number, field = field("trump"))
        } else {
            msg!("opendaum-trump-missing", field = field("trump"))
        }));
    };
    match family::trump(GAME, Some(text), true) {
        Ok(Some(s)) => Ok((Some(s), None)),
        Ok(None) => Err(refuse(msg!("opendaum-trump-needed", round = at.number, text = text))),
        Err(_) => {
            let card: Card = text
                .parse()
                .map_err(|_| refuse(msg!("opendaum-trump-not-card", text = text, field = field("trump"))))?;
            if !deck.contains(card) {
                return Err(refuse(msg!("opendaum-trump-not-in-pack", card = card, cards = deck.len())).with_card(card));
            }
            Ok((Some(card.suit()), Some(card)))
        }
    }
}

/// `{"Аня": 1, "Борис": 0, …}`: every player's bid, 0 to the cards dealt.
fn read_bids(setup: &Setup, v: Option<Value>, at: At) -> Result<Vec<u32>, RuleError> {
    let n = setup.players.len();
    // "Аня=1,Борис=0,…": what the quick entry of every player's bid looks like.
    let example = setup
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{p}={}", u8::from(i == 0)))
        .collect::<Vec<_>>()
        .join(",");
    let Some(v) = v else {
        return Err(RuleError::new(
            "opendaum.bid.missing",
            msg!("opendaum-bid-none", field = field("bids"), example = example.as_str()),
        ));
    };
    let map = v
        .as_object()
        .ok_or_else(|| RuleError::new("opendaum.deal.format", msg!("opendaum-bids-format", field = field("bids"))))?;
    let mut bids: Vec<Option<u32>> = vec![None; n];
    for (name, b) in map {
        let s = setup.seat(name)?;
        let b = b.as_i64().ok_or_else(|| {
            RuleError::new(
                "opendaum.deal.format",
                msg!("opendaum-bid-not-number", player = name, value = b.to_string()),
            )
            .with_player(name)
        })?;
        if !(0..=at.number as i64).contains(&b) {
            return Err(RuleError::new(
                "opendaum.bid.range",
                msg!("opendaum-bid-range", player = name, bid = b, cards = at.number, round = at.number),
            )
            .with_player(name));
        }
        if bids[s].replace(b as u32).is_some() {
            return Err(RuleError::new(
                "opendaum.bid.twice",
                msg!("opendaum-bid-twice", player = setup.players[s].as_str()),
            )
            .with_player(name));
        }
    }
    let missing: Vec<&str> = (0..n).filter(|&s| bids[s].is_none()).map(|s| setup.players[s].as_str()).collect();
    if !missing.is_empty() {
        return Err(RuleError::new(
            "opendaum.bid.missing",
            msg!(
                "opendaum-bid-missing",
                players = missing.join(", "),
                field = field("bids"),
                example = example.as_str()
            ),
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
    let dealer = at.rotation.dealer(GAME, setup, doc.dealer.as_deref())?;
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
                    msg!("opendaum-trump-played", card = card, player = setup.players[s].as_str()),
                )
                .with_card(card)
                .with_player(&setup.players[s]));
            }
            (true, who) if who != Some(dealer) => {
                let dealt = setup.players[dealer].as_str();
                let m = match who {
                    None => msg!("opendaum-trump-dealer-missing", card = card, dealer = dealt),
                    Some(s) => msg!(
                        "opendaum-trump-dealer-other",
                        card = card,
                        player = setup.players[s].as_str(),
                        dealer = dealt
                    ),
                };
                return Err(RuleError::new("opendaum.deal.trump", m).with_card(card));
            }
            _ => {}
        }
    }
    let tricks = got
        .tally
        .tricks
        .ok_or_else(|| RuleError::new("opendaum.deal.won", msg!("opendaum-won-missing", field = field("won"))))?;
    Ok(Round { dealer, number: at.number, trump, bids, tricks })
}

/// A round's row: its points and steps, the line that names it, and what the table writes beside
/// each player's number.
#[derive(Debug, Clone)]
pub struct Scoring {
    pub written: Written,
    pub summary: Msg,
    /// One per player: bid/took, "1/1".
    pub cells: Vec<Msg>,
}

/// What a round writes: round 1 its special score, later rounds 5 × tricks + 5 for an exact bid
/// and a point a trick otherwise. Beside each number the table writes the bid and the tricks taken
/// ("1/1", the row's annotations); the round's line says its number, the cards dealt and trump.
pub fn score(setup: &Setup, r: &Round) -> Scoring {
    let names = &setup.players;
    let mut w = Written { scores: vec![0; names.len()], ..Written::default() };
    for (s, name) in names.iter().enumerate() {
        let name = name.as_str();
        let (bid, took) = (r.bids[s], r.tricks[s]);
        if r.number == 1 {
            if took == 1 {
                w.scores[s] += 1;
                w.steps.push(Step {
                    rule: "opendaum.score.first-trick",
                    text: msg!("opendaum-first-trick", player = name),
                });
            }
            let right = (bid == 1) == (took == 1);
            if right {
                w.scores[s] += 5;
            }
            w.steps.push(Step {
                rule: "opendaum.score.first-guess",
                text: if right {
                    msg!("opendaum-first-right", player = name, bid = bid)
                } else {
                    msg!("opendaum-first-wrong", player = name, bid = bid)
                },
            });
        } else if bid == took {
            let points = 5 * i64::from(took) + 5;
            w.scores[s] = points;
            w.steps.push(Step {
                rule: "opendaum.score.exact",
                text: msg!("opendaum-exact", player = name, bid = bid, took = took, points = points),
            });
        } else {
            w.scores[s] = i64::from(took);
            w.steps.push(Step {
                rule: "opendaum.score.missed",
                text: msg!("opendaum-missed", player = name, bid = bid, took = took),
            });
        }
    }
    let by_name = |v: &[u32]| -> Value { names.iter().cloned().zip(v.iter().map(|&x| Value::from(x))).collect() };
    w.extra.insert("round".into(), r.number.into());
    w.extra.insert("dealer".into(), names[r.dealer].clone().into());
    w.extra.insert("trump".into(), r.trump.map_or(Value::Null, |t| t.name().into()));
    w.extra.insert("bids".into(), by_name(&r.bids));
    w.extra.insert("won".into(), by_name(&r.tricks));
    let summary = match r.trump {
        Some(t) => {
            msg!("opendaum-summary", round = r.number, dealer = names[r.dealer].as_str(), cards = r.number, trump = t)
        }
        None => {
            msg!("opendaum-summary-no-trump", round = r.number, dealer = names[r.dealer].as_str(), cards = r.number)
        }
    };
    let cells = (0..names.len()).map(|s| msg!("opendaum-cell", bid = r.bids[s], took = r.tricks[s])).collect();
    Scoring { written: w, summary, cells }
}
