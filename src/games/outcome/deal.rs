//! A deal of a game that names a loser or a winner, read and checked: the players named are the
//! match's, one loser (or winner) where one is allowed, a finishing order that names every player
//! once, counts that add up, and Durak's «погоны» — two cards of one rank of the pack — only on a
//! loser.

use serde_json::{Map, Value};

use super::{id, Kind, Outcome};
use crate::cards::{parse_cards, Card, Deck, Rank};
use crate::engine::Seat;
use crate::games::family::{deal_map, game_name, no_more_fields};
use crate::games::{RuleError, Setup};
use crate::i18n::{field, Msg};
use crate::msg;

/// The last attack's cards on the loser: a rank (`6`), or the two cards themselves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pogony {
    pub rank: Rank,
    pub cards: Vec<Card>,
}

impl Pogony {
    /// As the sheet writes them: the cards when they were named, else the rank.
    pub fn shown(&self) -> String {
        if self.cards.is_empty() {
            self.rank.symbol().to_string()
        } else {
            self.cards.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
        }
    }

    /// As a deal record stores them.
    pub fn record(&self) -> Value {
        if self.cards.is_empty() {
            self.rank.symbol().into()
        } else {
            self.cards.iter().map(|c| c.ascii()).collect::<Vec<_>>().join(",").into()
        }
    }
}

/// What a deal recorded, checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Dealt {
    /// Who lost (Loser games; the last of the order).
    pub loser: Option<Seat>,
    /// Who won (Winner games; the first of the order in any game that records one).
    pub winner: Option<Seat>,
    /// The finishing order, first out first.
    pub order: Option<Vec<Seat>>,
    /// Counting games: each player's count.
    pub counts: Option<Vec<i64>>,
    pub draw: bool,
    pub pogony: Option<Pogony>,
    pub forgiven: bool,
}

impl Dealt {
    /// The players who won a counting deal: every one with the most.
    pub fn best(&self) -> Vec<Seat> {
        let Some(c) = &self.counts else { return vec![] };
        let Some(&top) = c.iter().max() else { return vec![] };
        (0..c.len()).filter(|&s| c[s] == top).collect()
    }
}

/// The names a field holds: a string ("Аня" or "Аня,Борис") or a list of them.
pub(super) fn names(game: &str, key: &str, v: &Value) -> Result<Vec<String>, RuleError> {
    let bad = || RuleError::new(id(game, "deal.format"), msg!("outcome-names", field = field(key)));
    let parts: Vec<&str> = match v {
        Value::String(s) => vec![s.as_str()],
        Value::Array(a) => a.iter().map(|x| x.as_str().ok_or_else(bad)).collect::<Result<_, _>>()?,
        _ => return Err(bad()),
    };
    Ok(parts.iter().flat_map(|p| p.split(',')).map(str::trim).filter(|p| !p.is_empty()).map(String::from).collect())
}

fn switch(game: &str, key: &str, v: Option<Value>) -> Result<bool, RuleError> {
    match v {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(b),
        Some(_) => Err(RuleError::new(id(game, "deal.format"), msg!("outcome-switch", field = field(key)))),
    }
}

impl Outcome {
    /// The fields a deal record of this game may hold.
    fn fields(&self) -> Vec<&'static str> {
        let mut f = match self.kind {
            Kind::Loser => vec!["loser", "order"],
            Kind::Winner => vec!["winner", "order"],
            Kind::Count { field, .. } => vec![field],
        };
        for (on, key) in
            [(self.draw.is_some(), "draw"), (self.pogony.is_some(), "pogony"), (self.forgiven.is_some(), "forgiven")]
        {
            if on {
                f.push(key);
            }
        }
        f
    }

    /// Reads and checks one deal record.
    pub fn read(&self, setup: &Setup, v: &Value) -> Result<Dealt, RuleError> {
        let game = self.info.id;
        let mut map = deal_map(game, v)?;
        let fields = self.fields();
        // A field of another game of the kind is named as such: «погоны» are Durak's.
        for (key, allowed) in
            [("pogony", self.pogony.is_some()), ("forgiven", self.forgiven.is_some()), ("draw", self.draw.is_some())]
        {
            if !allowed && map.contains_key(key) {
                return Err(RuleError::new(
                    id(game, if key == "draw" { "deal.draw" } else { "deal.format" }),
                    msg!("outcome-not-here", field = field(key), game = game_name(game)),
                ));
            }
        }
        let mut d = Dealt::default();
        match self.kind {
            Kind::Loser | Kind::Winner => self.read_names(setup, &mut map, &mut d)?,
            Kind::Count { field: key, total } => d.counts = Some(self.read_counts(setup, &mut map, key, total)?),
        }
        d.draw = switch(game, "draw", map.remove("draw"))?;
        d.forgiven = switch(game, "forgiven", map.remove("forgiven"))?;
        let pogony = map.remove("pogony");
        no_more_fields(game, &map, &fields)?;
        self.check_draw(setup, &mut d)?;
        if d.forgiven && d.loser.is_none() {
            return Err(RuleError::new(
                id(game, "forgiven.loser"),
                msg!("outcome-forgiven-loser", field = field("loser")),
            ));
        }
        if let (Some(v), Some((_, deck))) = (pogony, self.pogony) {
            d.pogony = Some(read_pogony(game, &v, &deck(), d.loser.is_some())?);
        }
        Ok(d)
    }

    /// The loser or winner and the finishing order, agreeing with each other.
    fn read_names(&self, setup: &Setup, map: &mut Map<String, Value>, d: &mut Dealt) -> Result<(), RuleError> {
        let game = self.info.id;
        let n = setup.players.len();
        let key = if self.kind == Kind::Loser { "loser" } else { "winner" };
        let named = match map.remove(key) {
            Some(v) => names(game, key, &v)?,
            None => vec![],
        };
        if named.len() > 1 {
            let rule = if self.kind == Kind::Loser { "loser.one" } else { "winner.one" };
            return Err(RuleError::new(
                id(game, rule),
                msg!(
                    "outcome-one",
                    field = field(key),
                    players = named.iter().map(|p| msg!("outcome-player", player = p.as_str())).collect::<Vec<_>>(),
                    role = self.role()
                ),
            )
            .with_player(named[1].as_str()));
        }
        let one = named.first().map(|p| setup.seat(p)).transpose()?;
        if let Some(v) = map.remove("order") {
            let typed = names(game, "order", &v)?;
            let mut order: Vec<Seat> = Vec::with_capacity(typed.len());
            for p in &typed {
                let s = setup.seat(p)?;
                if order.contains(&s) {
                    return Err(RuleError::new(
                        id(game, "order.permutation"),
                        msg!("outcome-order-twice", player = &setup.players[s]),
                    )
                    .with_player(&setup.players[s]));
                }
                order.push(s);
            }
            if let Some(missing) = (0..n).find(|s| !order.contains(s)) {
                return Err(RuleError::new(
                    id(game, "order.permutation"),
                    msg!("outcome-order-missing", player = &setup.players[missing], count = n),
                )
                .with_player(&setup.players[missing]));
            }
            let (first, last) = (order[0], order[n - 1]);
            let from_order = if self.kind == Kind::Loser { last } else { first };
            if let Some(s) = one.filter(|&s| s != from_order) {
                return Err(RuleError::new(
                    id(game, "deal.outcome"),
                    msg!(
                        "outcome-order-disagree",
                        field = field(key),
                        player = &setup.players[s],
                        order = &setup.players[from_order]
                    ),
                )
                .with_player(&setup.players[s]));
            }
            d.winner = Some(first);
            if self.kind == Kind::Loser {
                d.loser = Some(last);
            }
            d.order = Some(order);
        } else if self.kind == Kind::Loser {
            d.loser = one;
        } else {
            d.winner = one;
        }
        Ok(())
    }

    /// A counting game's counts: every player named is the match's, none below 0, the total the
    /// deck holds.
    fn read_counts(
        &self,
        setup: &Setup,
        map: &mut Map<String, Value>,
        key: &'static str,
        total: i64,
    ) -> Result<Vec<i64>, RuleError> {
        let game = self.info.id;
        let Some(v) = map.remove(key) else {
            return Err(RuleError::new(
                id(game, "deal.outcome"),
                msg!("outcome-counts-missing", field = field(key), total = total, unit = self.unit(total)),
            ));
        };
        let bad = || RuleError::new(id(game, "deal.format"), msg!("outcome-counts-format", field = field(key)));
        let obj = v.as_object().ok_or_else(bad)?;
        let mut counts = vec![0i64; setup.players.len()];
        let mut named: Vec<Option<&str>> = vec![None; setup.players.len()];
        for (p, c) in obj {
            let s = setup.seat(p)?;
            // One player under two spellings (Аня and аня) is one player named twice, not a sum.
            if let Some(before) = named[s].replace(p.as_str()) {
                return Err(RuleError::new(
                    id(game, "deal.format"),
                    msg!(
                        "outcome-count-twice",
                        player = &setup.players[s],
                        field = field(key),
                        before = before,
                        name = p.as_str()
                    ),
                )
                .with_player(&setup.players[s]));
            }
            let c = c.as_i64().filter(|c| (0..=total).contains(c)).ok_or_else(|| {
                RuleError::new(
                    id(game, "count.sum"),
                    msg!("outcome-count-range", player = &setup.players[s], total = total, unit = self.unit(total)),
                )
                .with_player(&setup.players[s])
            })?;
            counts[s] += c;
        }
        let sum: i64 = counts.iter().sum();
        if sum != total {
            return Err(RuleError::new(
                id(game, "count.sum"),
                msg!("outcome-count-sum", sum = sum, total = total, unit = self.unit(total)),
            ));
        }
        Ok(counts)
    }

    /// A draw names nobody; a deal that is not a draw names its loser or winner.
    fn check_draw(&self, _setup: &Setup, d: &mut Dealt) -> Result<(), RuleError> {
        let game = self.info.id;
        let named = d.loser.is_some() || (self.kind == Kind::Winner && d.winner.is_some());
        if d.draw && (named || d.order.is_some()) {
            return Err(RuleError::new(
                id(game, "deal.outcome"),
                msg!("outcome-draw-and-loser", field = field("draw")),
            ));
        }
        if d.draw {
            d.winner = None;
            return Ok(());
        }
        if !named && d.counts.is_none() {
            let key = if self.kind == Kind::Loser { "loser" } else { "winner" };
            return Err(RuleError::new(
                id(game, "deal.outcome"),
                if self.draw.is_some() {
                    msg!("outcome-missing-or-draw", field = field(key), order = field("order"), draw = field("draw"))
                } else {
                    msg!("outcome-missing", field = field(key), order = field("order"))
                },
            ));
        }
        Ok(())
    }
}

/// A rank as a table types it: `6`, `10`, `J`/`В`, `Q`/`Д`, `K`/`К`, `A`/`Т`.
fn rank(text: &str) -> Option<Rank> {
    let t = text.trim().to_lowercase();
    Rank::ALL.iter().copied().find(|r| r.symbol().to_lowercase() == t).or(match t.as_str() {
        "в" | "b" => Some(Rank::Jack),
        "д" => Some(Rank::Queen),
        "к" => Some(Rank::King),
        "т" | "а" => Some(Rank::Ace),
        _ => None,
    })
}

/// Reads «погоны»: a rank of the pack, or two cards of one rank from the pack; only a loser wears
/// them.
fn read_pogony(game: &str, v: &Value, deck: &Deck, loser: bool) -> Result<Pogony, RuleError> {
    let text = v.as_str().ok_or_else(|| {
        RuleError::new(id(game, "deal.format"), msg!("outcome-pogony-format", field = field("pogony")))
    })?;
    if !loser {
        return Err(RuleError::new(id(game, "pogony.loser"), msg!("outcome-pogony-loser", field = field("pogony"))));
    }
    let in_deck = |r: Rank| deck.cards().iter().any(|c| c.rank() == r);
    let ranks: Vec<Msg> =
        Rank::ALL.iter().filter(|&&r| in_deck(r)).map(|r| msg!("outcome-player", player = r.symbol())).collect();
    if let Some(r) = rank(text) {
        if !in_deck(r) {
            return Err(RuleError::new(
                id(game, "pogony.rank"),
                msg!("outcome-pogony-rank", rank = r.symbol(), ranks = ranks, count = deck.len()),
            ));
        }
        return Ok(Pogony { rank: r, cards: vec![] });
    }
    let cards = parse_cards(text).map_err(|e| RuleError::new(id(game, "pogony.cards"), e.msg()))?;
    let [a, b] = cards[..] else {
        return Err(RuleError::new(
            id(game, "pogony.cards"),
            msg!("outcome-pogony-two", count = cards.len(), cards = cards.clone()),
        ));
    };
    if let Some(&c) = cards.iter().find(|&&c| !deck.contains(c)) {
        return Err(RuleError::new(
            id(game, "pogony.rank"),
            msg!("outcome-pogony-not-in-deck", card = c, ranks = ranks, count = deck.len()),
        )
        .with_card(c));
    }
    if a == b || a.rank() != b.rank() {
        return Err(RuleError::new(id(game, "pogony.cards"), msg!("outcome-pogony-pair", cards = cards.clone())));
    }
    Ok(Pogony { rank: a.rank(), cards })
}
