//! What a deal proves about each player — tricks won, cards taken, who took the tricks that score,
//! who reneged — read from the quick entry (`--won`, `--took`, `--last`…) with every count checked,
//! or computed from the play record by the referee. Both meet the same penalty table.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::{Map, Value};

use super::rules::FamilyRules;
use super::table::{Count, Item, Pos};
use super::{id, Ctx};
use crate::cards::{Card, CardBag, CardSet};
use crate::engine::{referee, Play, PlayOutcome, PlayRecord, Seat, TrickRules};
use crate::games::{parse_tricks, split_play_text, RuleError, TrickDoc};
use crate::i18n::{field, Arg, Msg};
use crate::msg;

/// The fields every game of the family may use in its deal record (docs/formats.md). A game
/// takes the ones it reads; whatever else is in the record is the game's own.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FamilyDoc {
    pub dealer: Option<String>,
    pub leader: Option<String>,
    pub trump: Option<String>,
    /// Tricks won: `{"Аня": 3, …}`.
    pub won: Option<BTreeMap<String, i64>>,
    /// Cards taken: `{"Борис": ["QS", "KS", "5 hearts"]}`.
    pub took: Option<BTreeMap<String, Vec<String>>>,
    pub first_trick: Option<String>,
    pub last_trick: Option<String>,
    /// Who took the last trick but one and the last.
    pub last_two: Option<Vec<String>>,
    /// One name per renege.
    pub renege: Vec<String>,
    pub play: Option<Value>,
}

/// The keys of [`FamilyDoc`] as the record spells them.
pub const KEYS: &[&str] =
    &["dealer", "leader", "trump", "won", "took", "first_trick", "last_trick", "last_two", "renege", "play"];

impl FamilyDoc {
    /// Takes the family's fields that `accepted` lists out of a deal record.
    pub fn take(game: &str, map: &mut Map<String, Value>, accepted: &[&str]) -> Result<FamilyDoc, RuleError> {
        let bad = |key: &str, want: Msg| {
            RuleError::new(id(game, "deal.format"), msg!("family-field-takes", field = field(key), want = want))
        };
        let mut doc = FamilyDoc::default();
        for &key in accepted {
            debug_assert!(KEYS.contains(&key), "{key} is not a family field");
            let Some(v) = map.remove(key) else { continue };
            match key {
                "dealer" | "leader" | "trump" | "first_trick" | "last_trick" => {
                    let s = v.as_str().ok_or_else(|| bad(key, msg!("family-takes-name")))?.trim().to_string();
                    match key {
                        "dealer" => doc.dealer = Some(s),
                        "leader" => doc.leader = Some(s),
                        "trump" => doc.trump = Some(s),
                        "first_trick" => doc.first_trick = Some(s),
                        _ => doc.last_trick = Some(s),
                    }
                }
                "won" => {
                    doc.won =
                        Some(BTreeMap::<String, i64>::deserialize(&v).map_err(|_| bad(key, msg!("family-takes-won")))?);
                }
                "took" => {
                    let m = v.as_object().ok_or_else(|| bad(key, msg!("family-takes-took")))?;
                    let mut took = BTreeMap::new();
                    for (name, items) in m {
                        took.insert(name.clone(), strings(items).ok_or_else(|| bad(key, msg!("family-takes-cards")))?);
                    }
                    doc.took = Some(took);
                }
                "last_two" => doc.last_two = Some(strings(&v).ok_or_else(|| bad(key, msg!("family-takes-two-names")))?),
                "renege" => doc.renege = strings(&v).ok_or_else(|| bad(key, msg!("family-takes-names")))?,
                _ => doc.play = Some(v),
            }
        }
        Ok(doc)
    }

    /// Does the record give any quick-entry count (as opposed to the play record only)?
    pub fn has_counts(&self) -> bool {
        self.won.is_some()
            || self.took.is_some()
            || self.first_trick.is_some()
            || self.last_trick.is_some()
            || self.last_two.is_some()
    }
}

/// A string, or a list of strings, each split at commas: `"Аня,Борис"`, `["QS", "KS,3H"]`.
fn strings(v: &Value) -> Option<Vec<String>> {
    let split = |s: &str| s.split(',').map(str::trim).filter(|p| !p.is_empty()).map(String::from).collect::<Vec<_>>();
    match v {
        Value::String(s) => Some(split(s)),
        Value::Array(a) => {
            let mut out = Vec::new();
            for x in a {
                out.extend(split(x.as_str()?));
            }
            Some(out)
        }
        _ => None,
    }
}

/// Everything a deal proves that a penalty table can score, by match seat.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tally {
    /// Tricks won; `None` when the quick entry did not give them (a game that scores no tricks).
    pub tricks: Option<Vec<u32>>,
    /// Cards known taken: every captured card (full entry) or the penalty cards named.
    pub taken: Vec<CardSet>,
    /// Units of an item taken beyond the cards named, per seat and item: "5 hearts".
    pub extra: Vec<Vec<u32>>,
    /// Who took the trick at each scoring position.
    pub first: Option<Seat>,
    pub second_last: Option<Seat>,
    pub last: Option<Seat>,
    /// One seat per renege, in the order recorded.
    pub reneges: Vec<Seat>,
}

impl Tally {
    fn empty(seats: usize, items: usize) -> Tally {
        Tally { taken: vec![CardSet::EMPTY; seats], extra: vec![vec![0; items]; seats], ..Tally::default() }
    }

    pub fn at(&self, pos: Pos) -> Option<Seat> {
        match pos {
            Pos::First => self.first,
            Pos::SecondLast => self.second_last,
            Pos::Last => self.last,
        }
    }

    /// Units of item `k` (of `items`) taken by `seat`.
    pub fn count(&self, items: &[Item], seat: Seat, k: usize) -> u32 {
        match items[k].count {
            Count::Tricks => self.tricks.as_ref().map_or(0, |t| t[seat]),
            Count::Cards(set) => self.taken[seat].intersection(set).len() + self.extra[seat][k],
            Count::Trick(pos) => u32::from(self.at(pos) == Some(seat)),
        }
    }

    /// Reneges by `seat`.
    pub fn reneges_of(&self, seat: Seat) -> u32 {
        self.reneges.iter().filter(|&&s| s == seat).count() as u32
    }
}

/// A deal as recorded, read: the tally, and the play when every trick was given.
#[derive(Debug, Clone)]
pub struct Read {
    pub tally: Tally,
    pub play: Option<Played>,
}

/// A play record checked by the referee, in match seats.
#[derive(Debug, Clone)]
pub struct Played {
    pub outcome: PlayOutcome,
    /// The card that won each trick.
    pub winning: Vec<Card>,
    /// Every card of the record, trick by trick.
    pub plays: Vec<Play>,
    /// Each renege: trick (1-based) and seat.
    pub reneges: Vec<(usize, Seat)>,
    /// Header lines of the text form that the game asked for.
    pub headers: Vec<(String, String)>,
}

/// Reads a deal's tally: from the play record when given (then any quick counts must agree with
/// it), otherwise from the quick entry with every count checked against `items`.
pub fn read(ctx: &Ctx<'_>, doc: &FamilyDoc, rules: &FamilyRules, items: &[Item]) -> Result<Read, RuleError> {
    let reneges = doc.renege.iter().map(|n| ctx.playing_seat(n)).collect::<Result<Vec<_>, _>>()?;
    match &doc.play {
        Some(play) => {
            let played = read_play(ctx, play, rules, &reneges)?;
            let tally = from_play(ctx, &played, items);
            if doc.has_counts() {
                let quick = quick(ctx, doc, items, false)?;
                agree(ctx, &quick, &tally, items)?;
            }
            Ok(Read { tally, play: Some(played) })
        }
        None => {
            let mut tally = quick(ctx, doc, items, true)?;
            tally.reneges = reneges;
            Ok(Read { tally, play: None })
        }
    }
}

/// The quick entry's counts; with `complete`, every count a table item needs must be given and
/// add up.
/// A card the table typed, in an error: as typed, with the card in symbols beside it when the two
/// differ (`ДП (Q♠)`, `qs (Q♠)`), so the reader finds the word in what was written.
fn as_typed(typed: &str, card: Card) -> Arg {
    let typed = typed.trim();
    if typed == card.to_string() {
        Arg::from(card)
    } else {
        Arg::from(msg!("family-card-typed", typed = typed, card = card))
    }
}

fn quick(ctx: &Ctx<'_>, doc: &FamilyDoc, items: &[Item], complete: bool) -> Result<Tally, RuleError> {
    let game = ctx.game;
    let n = ctx.setup.players.len();
    let mut t = Tally::empty(n, items.len());
    let needs = |f: &dyn Fn(&Count) -> bool| items.iter().any(|i| f(&i.count));

    if let Some(won) = &doc.won {
        let mut tricks = vec![0u32; n];
        for (name, &w) in won {
            let s = ctx.playing_seat(name)?;
            if !(0..=ctx.tricks as i64).contains(&w) {
                return Err(RuleError::new(
                    id(game, "won.range"),
                    msg!("family-won-range", player = name, won = w, tricks = ctx.tricks),
                )
                .with_player(name));
            }
            tricks[s] = w as u32;
        }
        let sum: u32 = tricks.iter().sum();
        if sum as usize != ctx.tricks {
            return Err(RuleError::new(
                id(game, "won.sum"),
                msg!("family-won-sum", sum = sum, list = ctx.list(&tricks), tricks = ctx.tricks),
            ));
        }
        t.tricks = Some(tricks);
    } else if complete && needs(&|c| *c == Count::Tricks) {
        return Err(RuleError::new(
            id(game, "deal.won"),
            msg!("family-won-needed", won = field("won"), play = field("play")),
        ));
    }

    let mut claimed: Vec<(Card, Seat)> = Vec::new();
    for (name, list) in doc.took.iter().flatten() {
        let s = ctx.playing_seat(name)?;
        for item in list {
            if let Some((k, count)) = group_count(items, item) {
                t.extra[s][k] += count;
                continue;
            }
            let card: Card = item.parse().map_err(|_| {
                RuleError::new(
                    id(game, "took.card"),
                    match group_names(items).first() {
                        Some(&group) => msg!(
                            "family-took-not-a-card",
                            item = item,
                            player = name,
                            example = msg!("family-count-example", group = group)
                        ),
                        None => msg!("family-took-not-a-card-no-group", item = item, player = name),
                    },
                )
                .with_player(name)
                .with_card(item)
            })?;
            if ctx.deck.copies(card) == 0
                || !items.iter().any(|i| matches!(i.count, Count::Cards(c) if c.contains(card)))
            {
                let cards = ctx.scoring_cards(items);
                return Err(RuleError::new(
                    id(game, "took.card"),
                    if ctx.deck.copies(card) == 0 {
                        msg!("family-took-not-in-deck", player = name, card = as_typed(item, card), cards = cards)
                    } else {
                        msg!("family-took-scores-nothing", player = name, card = as_typed(item, card), cards = cards)
                    },
                )
                .with_player(name)
                .with_card(card));
            }
            if let Some(&(_, other)) = claimed.iter().find(|(c, _)| *c == card) {
                let who = &ctx.setup.players[other];
                return Err(RuleError::new(
                    id(game, "took.twice"),
                    if other == s {
                        msg!("family-took-listed-twice", card = as_typed(item, card), player = name)
                    } else {
                        msg!("family-took-claimed-twice", card = as_typed(item, card), other = who, player = name)
                    },
                )
                .with_player(name)
                .with_card(card));
            }
            claimed.push((card, s));
            t.taken[s].insert(card);
        }
    }

    // Tricks at scoring positions.
    let seat_of = |n: &str| ctx.playing_seat(n);
    t.first = doc.first_trick.as_deref().map(seat_of).transpose()?;
    t.last = doc.last_trick.as_deref().map(seat_of).transpose()?;
    if let Some(two) = &doc.last_two {
        if two.len() != 2 {
            return Err(RuleError::new(
                id(game, "deal.trick-taker"),
                msg!("family-last-two-names", field = field("last_two"), count = two.len()),
            ));
        }
        t.second_last = Some(seat_of(&two[0])?);
        let last = seat_of(&two[1])?;
        if t.last.is_some_and(|l| l != last) {
            return Err(RuleError::new(
                id(game, "entry.disagree"),
                msg!("family-last-disagree", last = doc.last_trick.as_deref().unwrap_or(""), two = two[1].as_str()),
            ));
        }
        t.last = Some(last);
    }

    if complete {
        for item in items {
            if let Count::Trick(pos) = item.count {
                if t.at(pos).is_none() {
                    let flag = match pos {
                        Pos::First => "first_trick",
                        Pos::Last => "last_trick",
                        Pos::SecondLast => "last_two",
                    };
                    return Err(RuleError::new(
                        id(game, "deal.trick-taker"),
                        msg!("family-trick-taker-needed", pos = pos.key(), field = field(flag)),
                    ));
                }
            }
        }
        for (k, item) in items.iter().enumerate() {
            if let Count::Cards(set) = item.count {
                let have: Vec<u32> = (0..n).map(|s| t.count(items, s, k)).collect();
                let sum: u32 = have.iter().sum();
                let want = item.units(ctx.deck, ctx.tricks);
                if sum != want {
                    let text = match ctx.deck.cards().iter().find(|&&c| set.contains(c)) {
                        Some(&card) if want == 1 => {
                            if sum == 0 {
                                msg!("family-card-not-taken", card = card, field = field("took"))
                            } else {
                                msg!("family-card-counted", card = card, count = sum)
                            }
                        }
                        _ => msg!(
                            "family-group-sum",
                            all = msg!("family-count", group = item.group(), n = want),
                            sum = sum,
                            list = ctx.list(&have)
                        ),
                    };
                    return Err(RuleError::new(id(game, "took.sum"), text));
                }
            }
        }
    }

    // Nobody takes more than his tricks hold.
    if let Some(tricks) = &t.tricks {
        let per_trick = ctx.playing.len() as u32;
        for (s, &won) in tricks.iter().enumerate() {
            let most = won * per_trick;
            let name = &ctx.setup.players[s];
            // The cards named, plus the most of any counted group ("5 hearts" are beyond the cards
            // named; groups may overlap, as King's hearts and queens do, so they are not added).
            let counted = (0..items.len()).map(|k| t.extra[s][k]).max().unwrap_or(0);
            let taken = t.taken[s].len() + counted;
            if taken > most {
                return Err(RuleError::new(
                    id(game, "took.impossible"),
                    msg!("family-took-impossible", player = name, taken = taken, won = won, size = per_trick),
                )
                .with_player(name));
            }
            let positions = [t.first, t.second_last, t.last].iter().filter(|&&p| p == Some(s)).count() as u32;
            let positions = if t.first.is_some() && t.first == t.last && ctx.tricks == 1 { 1 } else { positions };
            if positions > won {
                return Err(RuleError::new(
                    id(game, "took.impossible"),
                    msg!("family-positions-impossible", player = name, count = positions, won = won),
                )
                .with_player(name));
            }
        }
    }
    Ok(t)
}

/// "5 hearts", "5 черв", "5×hearts": a count of an item's units.
fn group_count(items: &[Item], text: &str) -> Option<(usize, u32)> {
    let text = text.trim();
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() {
        return None;
    }
    let n: u32 = digits.parse().ok()?;
    let word = text[digits.len()..].trim_start_matches([' ', 'x', '×', '*']).trim().to_lowercase();
    let k = items.iter().position(|i| {
        matches!(i.count, Count::Cards(set) if set.len() > 1)
            && (word.is_empty()
                && items.iter().filter(|j| matches!(j.count, Count::Cards(s) if s.len() > 1)).count() == 1
                || word == i.unit.0
                || word == i.unit.1
                || alias(&word) == Some(i.unit.1))
    })?;
    Some((k, n))
}

fn alias(word: &str) -> Option<&'static str> {
    let w = word.trim_end_matches('.');
    if w.starts_with("черв") || w == "купи" {
        Some("hearts")
    } else if w.starts_with("валет") || w.starts_with("мальчик") || w == "вале" {
        Some("jacks")
    } else if w.starts_with("дам") || w.starts_with("девоч") {
        Some("queens")
    } else {
        None
    }
}

/// The counted groups of a table, as the catalogue's messages select on them.
fn group_names(items: &[Item]) -> Vec<&'static str> {
    items.iter().filter(|i| matches!(i.count, Count::Cards(s) if s.len() > 1)).map(Item::group).collect()
}

/// What the JSON reader says is wrong with a play record: its own English words, shown as a
/// detail in a code span (backticks inside it become quotes so that the span holds).
fn parser_detail(e: &serde_json::Error) -> String {
    e.to_string().replace('`', "'")
}

/// Reads and referees the play record. Seats in `reneges` may fail to follow suit (the table
/// recorded it); every renege they are named for must be in the record, and no other.
fn read_play(ctx: &Ctx<'_>, v: &Value, rules: &FamilyRules, reneges: &[Seat]) -> Result<Played, RuleError> {
    let game = ctx.game;
    let (tricks, headers) = match v {
        Value::String(text) => {
            let p = split_play_text(text, ctx.headers);
            (p.tricks, p.headers)
        }
        Value::Object(m) => {
            let tricks = m.get("tricks").cloned().unwrap_or(Value::Null);
            if let Some(k) = m.keys().find(|k| *k != "tricks") {
                return Err(RuleError::new(id(game, "play.format"), msg!("family-play-keys", key = k.as_str())));
            }
            let tricks: Vec<TrickDoc> = serde_json::from_value(tricks).map_err(|e| {
                RuleError::new(id(game, "play.format"), msg!("family-play-invalid", detail = parser_detail(&e)))
            })?;
            (tricks, vec![])
        }
        Value::Array(_) => (
            serde_json::from_value::<Vec<TrickDoc>>(v.clone()).map_err(|e| {
                RuleError::new(id(game, "play.format"), msg!("family-play-invalid", detail = parser_detail(&e)))
            })?,
            vec![],
        ),
        _ => return Err(RuleError::new(id(game, "play.format"), msg!("family-play-kind"))),
    };
    let k = ctx.playing.len();
    let mut plays = parse_tricks(&tricks, ctx.setup, k)?;
    // Into the referee's seats: the players in the deal, in playing order.
    for p in &mut plays {
        if let Some(s) = p.seat {
            p.seat = Some(ctx.playing.iter().position(|&q| q == s).ok_or_else(|| {
                RuleError::new(
                    id(game, "play.not-playing"),
                    msg!("family-play-not-playing", player = &ctx.setup.players[s], card = p.card),
                )
                .with_player(&ctx.setup.players[s])
                .with_card(p.card)
            })?);
        }
    }
    let local = |s: Seat| ctx.playing.iter().position(|&q| q == s).unwrap_or(0);
    let mut rules = rules.clone();
    rules.tolerated = reneges.iter().fold(0, |m, &s| m | 1 << local(s));
    let record = PlayRecord { first_leader: local(ctx.leader), plays };
    let names: Vec<String> = ctx.playing.iter().map(|&s| ctx.setup.players[s].clone()).collect();
    let outcome = referee_piles(&rules, &record, ctx.piles).map_err(|v| {
        let mut e = RuleError::from_violation(game, &v, &names);
        if v.rule == "play.follow-suit" {
            if let Some(hint) = ctx.renege_hint {
                e.msg = msg!(
                    "family-renege-hint",
                    text = e.msg.clone(),
                    field = field("renege"),
                    player = e.player.clone().unwrap_or_default(),
                    hint = Msg::new(hint, vec![])
                );
            }
        }
        e
    })?;
    let found = reneges_in(&rules, &record, &outcome);
    // Each seat named for a renege reneged exactly that often.
    for &s in reneges {
        let named = reneges.iter().filter(|&&q| q == s).count();
        let shown: Vec<usize> = found.iter().filter(|(_, q)| *q == local(s)).map(|(t, _)| *t).collect();
        if shown.len() != named {
            let name = &ctx.setup.players[s];
            let detail = if shown.is_empty() {
                msg!("family-renege-always-followed")
            } else {
                msg!("family-renege-tricks", count = shown.len(), tricks = format!("{shown:?}"))
            };
            return Err(RuleError::new(
                id(game, "renege.not-in-record"),
                msg!("family-renege-not-in-record", player = name, named = named, shown = shown.len(), detail = detail),
            )
            .with_player(name));
        }
    }
    // Back to match seats.
    let n = ctx.setup.players.len();
    let seat = |s: Seat| ctx.playing[s];
    let mut full = PlayOutcome {
        leaders: outcome.leaders.iter().map(|&s| seat(s)).collect(),
        winners: outcome.winners.iter().map(|&s| seat(s)).collect(),
        points: vec![0; n],
        tricks: vec![0; n],
        hands: vec![CardBag::new(); n],
        taken: vec![CardBag::new(); n],
        calls: outcome.calls.iter().map(|&(t, s, c)| (t, seat(s), c)).collect(),
    };
    for s in 0..k {
        full.tricks[seat(s)] = outcome.tricks[s];
        full.hands[seat(s)] = outcome.hands[s].clone();
        full.taken[seat(s)] = outcome.taken[s].clone();
    }
    let winning = record
        .plays
        .chunks_exact(k)
        .zip(&outcome.leaders)
        .zip(&outcome.winners)
        .map(|((trick, &leader), &w)| trick[(w + k - leader) % k].card)
        .collect();
    let plays = record.plays.iter().map(|p| Play { seat: p.seat.map(seat), ..*p }).collect();
    Ok(Played { outcome: full, winning, plays, reneges: found.iter().map(|&(t, s)| (t, seat(s))).collect(), headers })
}

/// Referees a deal whose hands are dealt in `piles` packets played one after the other (Catch the
/// Ten with two or three players): a player must follow suit only from the packet in play.
pub fn referee_piles(
    rules: &FamilyRules,
    record: &PlayRecord,
    piles: usize,
) -> Result<PlayOutcome, crate::engine::Violation> {
    if piles <= 1 {
        return referee(rules, record);
    }
    // The whole record first, with every follow-suit failure accepted: the cards, the turns, the
    // count. Then each packet on its own for the obligations.
    let mut whole = rules.clone();
    whole.tolerated = u32::MAX;
    let all = referee(&whole, record)?;
    let per = rules.tricks / piles;
    let n = rules.seats;
    let mut packet = rules.clone();
    packet.tricks = per;
    for p in 0..piles {
        let part = PlayRecord {
            first_leader: all.leaders[p * per],
            plays: record.plays[p * per * n..(p + 1) * per * n].to_vec(),
        };
        referee(&packet, &part).map_err(|mut v| {
            v.trick = v.trick.map(|t| t + p * per);
            if let Some((c, t)) = v.held {
                v.held = Some((c, t + p * per));
            }
            v
        })?;
    }
    Ok(all)
}

/// Every failure to follow suit in a refereed record: (trick, seat).
fn reneges_in(rules: &FamilyRules, record: &PlayRecord, outcome: &PlayOutcome) -> Vec<(usize, Seat)> {
    let n = rules.seats;
    let mut hands: Vec<CardSet> = outcome.hands.iter().map(CardBag::present).collect();
    let mut out = Vec::new();
    for (t, trick) in record.plays.chunks_exact(n).enumerate() {
        let mut seat = outcome.leaders[t];
        let led = rules.suit_cards(rules.suit_of(trick[0].card));
        for (k, p) in trick.iter().enumerate() {
            if k > 0 {
                seat = rules.next_seat(seat);
                if !led.contains(p.card) && !hands[seat].intersection(led).is_empty() {
                    out.push((t + 1, seat));
                }
            }
            hands[seat].remove(p.card);
        }
    }
    out
}

/// The tally the record proves.
fn from_play(ctx: &Ctx<'_>, p: &Played, items: &[Item]) -> Tally {
    let n = ctx.setup.players.len();
    let mut t = Tally::empty(n, items.len());
    t.tricks = Some(p.outcome.tricks.clone());
    t.taken = p.outcome.taken.iter().map(CardBag::present).collect();
    let w = &p.outcome.winners;
    t.first = w.first().copied();
    t.last = w.last().copied();
    t.second_last = w.len().checked_sub(2).map(|i| w[i]);
    t.reneges = p.reneges.iter().map(|&(_, s)| s).collect();
    t
}

/// Quick counts given beside a play record must say what the record shows.
fn agree(ctx: &Ctx<'_>, quick: &Tally, full: &Tally, items: &[Item]) -> Result<(), RuleError> {
    let game = ctx.game;
    let name = |s: Seat| ctx.setup.players[s].clone();
    let disagree = |what: Msg| RuleError::new(id(game, "entry.disagree"), msg!("family-disagree", what = what));
    if let (Some(q), Some(f)) = (&quick.tricks, &full.tricks) {
        if q != f {
            return Err(disagree(msg!("family-disagree-won", given = ctx.list(q), shown = ctx.list(f))));
        }
    }
    for s in 0..ctx.setup.players.len() {
        if let Some(c) = quick.taken[s].difference(full.taken[s]).iter().next() {
            return Err(disagree(msg!("family-disagree-card", card = c, player = name(s))).with_card(c));
        }
        for (k, item) in items.iter().enumerate() {
            if quick.extra[s][k] > 0 && quick.count(items, s, k) != full.count(items, s, k) {
                return Err(disagree(msg!(
                    "family-disagree-count",
                    player = name(s),
                    given = item.amount(quick.count(items, s, k)),
                    shown = full.count(items, s, k)
                )));
            }
        }
    }
    for pos in [Pos::First, Pos::SecondLast, Pos::Last] {
        if let (Some(q), Some(f)) = (quick.at(pos), full.at(pos)) {
            if q != f {
                return Err(disagree(msg!("family-disagree-pos", pos = pos.key(), given = name(q), shown = name(f))));
            }
        }
    }
    Ok(())
}
