//! A deal of Catch the Ten as recorded — dealer, trump, the trump honours each player or side
//! captured and the cards captured, or every trick — checked and scored per side.

use serde_json::{Map, Value};

use super::options::{pack, packets};
use super::seating::{side_of, Who};
use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::engine::Seat;
use crate::games::family::{self, deal_map, no_more_fields, Ctx, FamilyDoc, FamilyRules, Written};
use crate::games::{RuleError, Setup, Step};

pub const GAME: &str = "catch-the-ten";

/// The fields of a deal's record (docs/formats.md).
pub const FIELDS: &[&str] = &["dealer", "trump", "took", "cards", "play"];

/// The trump honours, what each scores and the rule that says so (seed: «за козырного валета
/// … 11 очков, за козырную десятку — 10, за туза — 4, за короля — 3, за даму — 2»).
pub const HONOURS: [(Rank, i64, &str); 5] = [
    (Rank::Jack, 11, "catch-the-ten.score.jack"),
    (Rank::Ten, 10, "catch-the-ten.score.ten"),
    (Rank::Ace, 4, "catch-the-ten.score.ace"),
    (Rank::King, 3, "catch-the-ten.score.king"),
    (Rank::Queen, 2, "catch-the-ten.score.queen"),
];

/// The five honours of a trump suit, in the order of [`HONOURS`].
pub fn honours(trump: Suit) -> [Card; 5] {
    HONOURS.map(|(r, _, _)| Card::new(r, trump))
}

/// The table a deal is played at.
#[derive(Debug, Clone)]
pub struct Table {
    pub deck: Deck,
    /// Cards each player is dealt (all packets together).
    pub hand: usize,
    pub packets: usize,
}

impl Table {
    pub fn new(players: usize) -> Table {
        let deck = pack(players);
        let hand = deck.len() / players.max(1);
        Table { deck, hand, packets: packets(players) }
    }
}

/// A deal read and checked, by side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deal {
    pub dealer: Seat,
    pub trump: Suit,
    /// The side that captured each honour, in the order of [`HONOURS`].
    pub honours: [usize; 5],
    /// Cards captured by each side.
    pub captured: Vec<u32>,
}

/// The quick counts as given: who captured which honour, and cards captured per name.
#[derive(Debug, Default)]
struct Quick {
    honours: [Option<Who>; 5],
    cards: Option<Vec<(Who, u32)>>,
}

/// The trump as recorded: a suit, or the last card dealt (its suit is trump).
fn read_trump(text: Option<&str>, deck: &Deck) -> Result<Suit, RuleError> {
    let text = text.map(str::trim).filter(|t| !t.is_empty());
    let none = || {
        RuleError::new(
            "catch-the-ten.deal.trump",
            "the last card dealt shows trump: name it or its suit, --trump 9H or --trump hearts",
        )
    };
    let text = text.ok_or_else(none)?;
    match family::trump(GAME, Some(text), false) {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(none()),
        Err(_) => {
            let card: Card = text.parse().map_err(|_| {
                RuleError::new(
                    "catch-the-ten.deal.trump",
                    format!("\"{text}\" is neither a card nor a suit: --trump 9H, --trump hearts (♥, черви…)"),
                )
            })?;
            if !deck.contains(card) {
                return Err(RuleError::new(
                    "catch-the-ten.deal.trump",
                    format!("{card} is not in this table's pack of {} cards, so it was not dealt", deck.len()),
                )
                .with_card(card));
            }
            Ok(card.suit())
        }
    }
}

fn read_quick(
    setup: &Setup,
    table: &Table,
    trump: Suit,
    took: Option<&std::collections::BTreeMap<String, Vec<String>>>,
    cards: Option<Value>,
) -> Result<Quick, RuleError> {
    let mut q = Quick::default();
    let hon = honours(trump);
    let named = hon.iter().map(Card::to_string).collect::<Vec<_>>().join(" ");
    for (name, list) in took.into_iter().flatten() {
        let who = Who::named(setup, name)?;
        for item in list {
            let card: Card = item.parse().map_err(|_| {
                RuleError::new(
                    "catch-the-ten.took.card",
                    format!("\"{item}\" captured by {name} is not a card; name the trump honours: {named}"),
                )
                .with_player(name)
                .with_card(item)
            })?;
            let Some(k) = hon.iter().position(|&c| c == card) else {
                return Err(RuleError::new(
                    "catch-the-ten.took.card",
                    format!("{name} captured {card}, which scores nothing; name only the trump honours: {named}"),
                )
                .with_player(name)
                .with_card(card));
            };
            if let Some(other) = q.honours[k].replace(who) {
                return Err(RuleError::new(
                    "catch-the-ten.took.twice",
                    if other == who {
                        format!("{card} is listed twice for {name}; each card is captured once")
                    } else {
                        format!(
                            "{card} is claimed by both {} and {name}; each card is captured by one player",
                            other.name(setup)
                        )
                    },
                )
                .with_player(name)
                .with_card(card));
            }
        }
    }
    if let Some(v) = cards {
        let map = v.as_object().ok_or_else(|| {
            RuleError::new(
                "catch-the-ten.deal.format",
                "`cards` takes player (or team) → cards captured, e.g. {\"Аня\": 12}",
            )
        })?;
        let n = setup.players.len();
        let mut counted: Vec<Option<String>> = vec![None; n];
        let mut list = Vec::new();
        for (name, c) in map {
            let who = Who::named(setup, name)?;
            let c = c.as_i64().ok_or_else(|| {
                RuleError::new("catch-the-ten.deal.format", format!("{name}'s cards are {c}; give a whole number"))
                    .with_player(name)
            })?;
            let most = table.deck.len() as i64;
            if !(0..=most).contains(&c) {
                return Err(RuleError::new(
                    "catch-the-ten.cards.range",
                    format!("{name} captured {c} cards; a deal has {most} cards to capture"),
                )
                .with_player(name));
            }
            if c % n as i64 != 0 {
                return Err(RuleError::new(
                    "catch-the-ten.cards.trick",
                    format!(
                        "{name} captured {c} cards; cards are captured in whole tricks of {n}, so a count is a multiple of {n}"
                    ),
                )
                .with_player(name));
            }
            for s in who.seats(setup) {
                if let Some(before) = counted[s].replace(name.clone()) {
                    return Err(RuleError::new(
                        "catch-the-ten.cards.twice",
                        format!(
                            "{}'s cards are counted twice (as {before} and as {name}); give each player or side once",
                            setup.players[s]
                        ),
                    )
                    .with_player(name));
                }
            }
            list.push((who, c as u32));
        }
        q.cards = Some(list);
    }
    Ok(q)
}

/// The quick entry alone: every honour and the cards of every side.
fn complete(setup: &Setup, table: &Table, trump: Suit, q: &Quick) -> Result<([usize; 5], Vec<u32>), RuleError> {
    let hon = honours(trump);
    let mut owners = [0usize; 5];
    for (k, who) in q.honours.iter().enumerate() {
        let Some(who) = who else {
            let all = hon.iter().map(Card::to_string).collect::<Vec<_>>().join(" ");
            return Err(RuleError::new(
                "catch-the-ten.took.sum",
                format!(
                    "{} was captured by somebody; name who: --took NAME={} (every trump honour is accounted for: {all})",
                    hon[k],
                    hon[k].ascii()
                ),
            )
            .with_card(hon[k]));
        };
        owners[k] = who.side(setup);
    }
    let Some(cards) = &q.cards else {
        return Err(RuleError::new(
            "catch-the-ten.deal.cards",
            "give the cards each player (or side) captured: --cards Аня=12,Борис=24 (or every trick)",
        ));
    };
    let sides = setup.sides();
    let mut captured = vec![0u32; sides.len()];
    for &(who, c) in cards {
        captured[who.side(setup)] += c;
    }
    let sum: u32 = captured.iter().sum();
    if sum as usize != table.deck.len() {
        let each: Vec<String> = sides.iter().zip(&captured).map(|(s, c)| format!("{s} {c}")).collect();
        return Err(RuleError::new(
            "catch-the-ten.cards.sum",
            format!(
                "the cards captured add up to {sum} ({}); all {} cards dealt are captured",
                each.join(", "),
                table.deck.len()
            ),
        ));
    }
    for (side, name) in sides.iter().enumerate() {
        let held = owners.iter().filter(|&&o| o == side).count() as u32;
        if held > captured[side] {
            return Err(RuleError::new(
                "catch-the-ten.took.impossible",
                format!("{name} is given {held} trump honour(s) but captured {} cards", captured[side]),
            )
            .with_player(name));
        }
    }
    Ok((owners, captured))
}

/// Quick counts given beside a play record must say what it shows.
fn agree(setup: &Setup, trump: Suit, q: &Quick, taken: &[CardSet]) -> Result<(), RuleError> {
    let disagree = |what: String| {
        RuleError::new("catch-the-ten.entry.disagree", format!("{what}; quick entry and the tricks must agree"))
    };
    let hon = honours(trump);
    for (k, who) in q.honours.iter().enumerate() {
        let Some(who) = who else { continue };
        let holder = (0..taken.len()).find(|&s| taken[s].contains(hon[k])).unwrap_or(0);
        if !who.seats(setup).contains(&holder) {
            return Err(disagree(format!(
                "{} is given to {} but the record shows {} capturing it",
                hon[k],
                who.name(setup),
                setup.players[holder]
            ))
            .with_card(hon[k]));
        }
    }
    for &(who, c) in q.cards.iter().flatten() {
        let shown: u32 = who.seats(setup).iter().map(|&s| taken[s].len()).sum();
        if shown != c {
            return Err(disagree(format!("{} is given {c} cards but the record shows {shown}", who.name(setup))));
        }
    }
    Ok(())
}

/// Reads and checks one deal.
pub fn read(setup: &Setup, table: &Table, v: &Value, expected: Option<Seat>) -> Result<Deal, RuleError> {
    let n = setup.players.len();
    let mut map: Map<String, Value> = deal_map(GAME, v)?;
    let mut doc = FamilyDoc::take(GAME, &mut map, &["dealer", "trump", "took", "play"])?;
    let cards = map.remove("cards");
    no_more_fields(GAME, &map, FIELDS)?;
    let dealer = family::dealer(GAME, setup, doc.dealer.as_deref(), expected)?;
    let trump = read_trump(doc.trump.as_deref(), &table.deck)?;
    let took = doc.took.take();
    let q = read_quick(setup, table, trump, took.as_ref(), cards)?;
    if doc.play.is_none() {
        let (honours, captured) = complete(setup, table, trump, &q)?;
        return Ok(Deal { dealer, trump, honours, captured });
    }
    let mut ctx = Ctx::new(GAME, setup, &table.deck, table.hand, dealer);
    ctx.piles = table.packets;
    let mut rules = FamilyRules::plain(n, table.hand, table.deck.clone());
    rules.trump = Some(trump);
    rules.jack_high_trumps = true;
    let got = family::read(&ctx, &doc, &rules, &[])?;
    let taken = got.tally.taken;
    agree(setup, trump, &q, &taken)?;
    let hon = honours(trump);
    let honours = hon.map(|c| side_of(setup, (0..n).find(|&s| taken[s].contains(c)).unwrap_or(0)));
    let mut captured = vec![0u32; setup.sides().len()];
    for (s, t) in taken.iter().enumerate() {
        captured[side_of(setup, s)] += t.len();
    }
    Ok(Deal { dealer, trump, honours, captured })
}

/// What a deal writes to each side: its trump honours, and a point for each card captured beyond
/// the cards dealt to it.
pub fn score(setup: &Setup, table: &Table, d: &Deal) -> Written {
    let sides = setup.sides();
    let per_side = setup.players.len() / sides.len();
    let dealt = (table.hand * per_side) as i64;
    let hon = honours(d.trump);
    let mut w = Written { scores: vec![0; sides.len()], ..Written::default() };
    for (side, name) in sides.iter().enumerate() {
        for (k, &(_, points, rule)) in HONOURS.iter().enumerate() {
            if d.honours[k] == side {
                w.scores[side] += points;
                w.steps.push(Step { rule, text: format!("{name}: {} {points:+}", hon[k]).into() });
            }
        }
        let captured = i64::from(d.captured[side]);
        let over = (captured - dealt).max(0);
        if over > 0 {
            w.scores[side] += over;
        }
        w.steps.push(Step {
            rule: "catch-the-ten.score.cards",
            text: if over > 0 {
                format!("{name}: captured {captured} cards, dealt {dealt}: {over} over × 1 = {over:+}").into()
            } else {
                format!("{name}: captured {captured} cards, dealt {dealt}: none over").into()
            },
        });
    }
    let names = &setup.players;
    let mut captured = Map::new();
    let mut taken = Map::new();
    for (side, name) in sides.iter().enumerate() {
        captured.insert(name.clone(), d.captured[side].into());
        let list: Vec<Value> = (0..5).filter(|&k| d.honours[k] == side).map(|k| Value::from(hon[k].ascii())).collect();
        taken.insert(name.clone(), Value::Array(list));
    }
    w.extra.insert("dealer".into(), names[d.dealer].clone().into());
    w.extra.insert("trump".into(), d.trump.name().into());
    w.extra.insert("honours".into(), Value::Object(taken));
    w.extra.insert("cards".into(), Value::Object(captured));
    w.summary = format!("{} deals, {} trumps", names[d.dealer], d.trump.symbol());
    w
}
