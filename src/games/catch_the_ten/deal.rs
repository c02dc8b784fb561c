//! A deal of Catch the Ten as recorded — dealer, trump, the trump honours each player or side
//! captured and the cards captured, or every trick — checked and scored per side.

use serde_json::{Map, Value};

use super::options::{pack, packets};
use super::seating::{side_of, Who};
use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::engine::Seat;
use crate::games::family::{self, deal_map, no_more_fields, Ctx, FamilyDoc, FamilyRules, Rotation, Written};
use crate::games::{RuleError, Setup, Step};
use crate::i18n::{field, signed, Msg};
use crate::msg;

pub const GAME: &str = "catch-the-ten";

/// The fields of a deal's record (docs/formats.md).
pub const FIELDS: &[&str] = &["dealer", "trump", "took", "cards", "play"];

/// The trump honours, what each scores and the rule that says so (the book: «за козырного валета
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
    let refuse = |m: Msg| RuleError::new("catch-the-ten.deal.trump", m);
    let none = || refuse(msg!("catch-the-ten-trump-missing", field = field("trump")));
    let text = text.ok_or_else(none)?;
    match family::trump(GAME, Some(text), false) {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(none()),
        Err(_) => {
            let card: Card = text
                .parse()
                .map_err(|_| refuse(msg!("catch-the-ten-trump-not-card", text = text, field = field("trump"))))?;
            if !deck.contains(card) {
                return Err(
                    refuse(msg!("catch-the-ten-trump-not-in-pack", card = card, cards = deck.len())).with_card(card)
                );
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
    let named = hon.to_vec();
    for (name, list) in took.into_iter().flatten() {
        let who = Who::named(setup, name)?;
        for item in list {
            let card: Card = item.parse().map_err(|_| {
                RuleError::new(
                    "catch-the-ten.took.card",
                    msg!("catch-the-ten-took-not-card", item = item, player = name, honours = named.clone()),
                )
                .with_player(name)
                .with_card(item)
            })?;
            let Some(k) = hon.iter().position(|&c| c == card) else {
                return Err(RuleError::new(
                    "catch-the-ten.took.card",
                    msg!("catch-the-ten-took-nothing", player = name, card = card, honours = named.clone()),
                )
                .with_player(name)
                .with_card(card));
            };
            if let Some(other) = q.honours[k].replace(who) {
                return Err(RuleError::new(
                    "catch-the-ten.took.twice",
                    if other == who {
                        msg!("catch-the-ten-took-listed-twice", card = card, player = name)
                    } else {
                        msg!("catch-the-ten-took-claimed-twice", card = card, other = other.name(setup), player = name)
                    },
                )
                .with_player(name)
                .with_card(card));
            }
        }
    }
    if let Some(v) = cards {
        let map = v.as_object().ok_or_else(|| {
            RuleError::new("catch-the-ten.deal.format", msg!("catch-the-ten-cards-format", field = field("cards")))
        })?;
        let n = setup.players.len();
        let mut counted: Vec<Option<String>> = vec![None; n];
        let mut list = Vec::new();
        for (name, c) in map {
            let who = Who::named(setup, name)?;
            let c = c.as_i64().ok_or_else(|| {
                RuleError::new(
                    "catch-the-ten.deal.format",
                    msg!("catch-the-ten-cards-not-number", player = name, value = c.to_string()),
                )
                .with_player(name)
            })?;
            let most = table.deck.len() as i64;
            if !(0..=most).contains(&c) {
                return Err(RuleError::new(
                    "catch-the-ten.cards.range",
                    msg!("catch-the-ten-cards-range", player = name, cards = c, most = most),
                )
                .with_player(name));
            }
            if c % n as i64 != 0 {
                return Err(RuleError::new(
                    "catch-the-ten.cards.trick",
                    msg!("catch-the-ten-cards-trick", player = name, cards = c, players = n),
                )
                .with_player(name));
            }
            for s in who.seats(setup) {
                if let Some(before) = counted[s].replace(name.clone()) {
                    return Err(RuleError::new(
                        "catch-the-ten.cards.twice",
                        msg!(
                            "catch-the-ten-cards-twice",
                            player = setup.players[s].as_str(),
                            before = before,
                            name = name.as_str()
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
            return Err(RuleError::new(
                "catch-the-ten.took.sum",
                msg!(
                    "catch-the-ten-took-unnamed",
                    card = hon[k],
                    field = field("took"),
                    typed = hon[k].ascii(),
                    honours = hon.to_vec()
                ),
            )
            .with_card(hon[k]));
        };
        owners[k] = who.side(setup);
    }
    let Some(cards) = &q.cards else {
        return Err(RuleError::new(
            "catch-the-ten.deal.cards",
            msg!("catch-the-ten-cards-missing", field = field("cards")),
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
            msg!("catch-the-ten-cards-sum", sum = sum, each = each.join(", "), cards = table.deck.len()),
        ));
    }
    for (side, name) in sides.iter().enumerate() {
        let held = owners.iter().filter(|&&o| o == side).count() as u32;
        if held > captured[side] {
            return Err(RuleError::new(
                "catch-the-ten.took.impossible",
                msg!("catch-the-ten-took-impossible", side = name.as_str(), honours = held, cards = captured[side]),
            )
            .with_player(name));
        }
    }
    Ok((owners, captured))
}

/// Quick counts given beside a play record must say what it shows.
fn agree(setup: &Setup, trump: Suit, q: &Quick, taken: &[CardSet]) -> Result<(), RuleError> {
    let disagree = |m: Msg| RuleError::new("catch-the-ten.entry.disagree", m);
    let hon = honours(trump);
    for (k, who) in q.honours.iter().enumerate() {
        let Some(who) = who else { continue };
        let holder = (0..taken.len()).find(|&s| taken[s].contains(hon[k])).unwrap_or(0);
        if !who.seats(setup).contains(&holder) {
            return Err(disagree(msg!(
                "catch-the-ten-disagree-honour",
                card = hon[k],
                who = who.name(setup),
                player = setup.players[holder].as_str()
            ))
            .with_card(hon[k]));
        }
    }
    for &(who, c) in q.cards.iter().flatten() {
        let shown: u32 = who.seats(setup).iter().map(|&s| taken[s].len()).sum();
        if shown != c {
            return Err(disagree(msg!(
                "catch-the-ten-disagree-cards",
                who = who.name(setup),
                cards = c,
                shown = shown
            )));
        }
    }
    Ok(())
}

/// Reads and checks one deal.
pub fn read(setup: &Setup, table: &Table, v: &Value, rotation: Rotation) -> Result<Deal, RuleError> {
    let n = setup.players.len();
    let mut map: Map<String, Value> = deal_map(GAME, v)?;
    let mut doc = FamilyDoc::take(GAME, &mut map, &["dealer", "trump", "took", "play"])?;
    let cards = map.remove("cards");
    no_more_fields(GAME, &map, FIELDS)?;
    let dealer = rotation.dealer(GAME, setup, doc.dealer.as_deref())?;
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

/// A deal's row: its points and steps, and the line that names it.
#[derive(Debug, Clone)]
pub struct Scoring {
    pub written: Written,
    pub summary: Msg,
}

/// What a deal writes to each side: its trump honours, and a point for each card captured beyond
/// the cards dealt to it.
pub fn score(setup: &Setup, table: &Table, d: &Deal) -> Scoring {
    let sides = setup.sides();
    let per_side = setup.players.len() / sides.len();
    let dealt = (table.hand * per_side) as i64;
    let hon = honours(d.trump);
    let mut w = Written { scores: vec![0; sides.len()], ..Written::default() };
    for (side, name) in sides.iter().enumerate() {
        for (k, &(_, points, rule)) in HONOURS.iter().enumerate() {
            if d.honours[k] == side {
                w.scores[side] += points;
                w.steps.push(Step {
                    rule,
                    text: msg!("catch-the-ten-honour", side = name.as_str(), card = hon[k], points = signed(points)),
                });
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
                msg!(
                    "catch-the-ten-cards-over",
                    side = name.as_str(),
                    captured = captured,
                    dealt = dealt,
                    over = over,
                    points = signed(over)
                )
            } else {
                msg!("catch-the-ten-cards-none-over", side = name.as_str(), captured = captured, dealt = dealt)
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
    let summary = msg!("catch-the-ten-summary", dealer = names[d.dealer].as_str(), trump = d.trump);
    Scoring { written: w, summary }
}
