//! The full record of a Bura deal — the turned trump, the hands, every lead of one to three cards
//! and the answers, the draws when the table wrote them, the combinations shown to seize the lead
//! and the stop — refereed.
//!
//! The text form, one line per trick after optional header lines (`#` starts a comment); the JSON
//! form is an object with `turned`, `hands` (player → cards) and `tricks` (the same lines):
//!
//! ```text
//! turned: 9H
//! hands: Аня=AS KS 7C; Борис=10S 8H 6D
//! 1. Аня: AS KS / Борис: 8H 10S | draw Борис: QD JD / Аня: 6C 7D
//! seize Борис QD JD 6D
//! 2. Борис: QD / Аня: 6C
//! stop Аня 33
//! ```
//!
//! A trick line holds each player's cards in turn from the leader, separated by `/`, each group
//! optionally named (`Аня:`); `| draw` lists what each player drew after it, from the trick's
//! taker on. `seize PLAYER CARDS` shows a combination before a trick: the highest shown leads it
//! (equal ones: the first in turn from the player due to lead), and three trumps end the deal.
//! `stop PLAYER [POINTS]` is the announcement of 31 (or the points given) and ends the record;
//! `out-of-turn PLAYER` or `extra-card PLAYER` (he drew out of turn, or an extra card) ends it too,
//! the deal lost by that player.
//!
//! What the draws are, as far as they can be known: after every trick each player draws as many
//! cards as he played, the taker first, while the stock holds enough for everyone; the turned
//! trump lies at the bottom and is the last card drawn. When the stock cannot serve everyone
//! nobody draws and the hands are played out (the book: «Если в колоде недостаточно карт на всех,
//! то участники доигрывают оставшимися у них на руках картами»). With the hands and every draw
//! written, each play is checked against the exact hand; with the hands alone, no player plays a
//! card dealt to another or the turned trump before he drew it.

use serde_json::Value;

use super::cards::{beats_all, count, pack, Combination, GOAL, HAND, PACK, PACK_POINTS};
use super::deal::Forfeit;
use crate::cards::{Card, CardSet};
use crate::engine::Seat;
use crate::games::{shown, RuleError, Setup};
use crate::i18n::Msg;
use crate::msg;

/// One player's cards in a trick or a draw, with his name when the record gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    pub seat: Option<Seat>,
    pub cards: Vec<Card>,
}

/// A line of the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A trick: every player's cards from the leader on, and what each drew after it.
    Trick { groups: Vec<Group>, draws: Option<Vec<Group>> },
    /// A combination shown before the next trick.
    Seize { seat: Seat, cards: Vec<Card> },
    /// The announcement that stops the deal, with the points claimed when said.
    Stop { seat: Seat, claim: Option<i64> },
    /// A player drew out of turn or an extra card: he loses the deal, which ends there.
    Forfeit { seat: Seat, why: Forfeit },
}

/// A play record as read, before any rule is checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    pub turned: Option<Card>,
    pub hands: Vec<Option<Vec<Card>>>,
    pub lines: Vec<Line>,
}

/// How a recorded deal ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// A player announced 31 (or more) on his turn.
    Stop { seat: Seat, claim: i64 },
    /// A player showed three trumps.
    Bura { seat: Seat },
    /// Every card played and nobody stopped.
    Redeal,
    /// A player drew out of turn or an extra card.
    Forfeit { seat: Seat, why: Forfeit },
}

/// A combination shown before a trick that gave its holder the lead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seized {
    pub trick: usize,
    pub seat: Seat,
    pub combination: Combination,
}

/// Everything the record proves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub turned: Card,
    /// Card points in each player's tricks.
    pub points: Vec<i64>,
    pub tricks: Vec<i64>,
    /// The cards in each player's tricks.
    pub took: Vec<Vec<Card>>,
    pub seized: Vec<Seized>,
    pub end: End,
}

fn format(m: Msg) -> RuleError {
    RuleError::new("bura.play.format", m)
}

fn card(text: &str) -> Result<Card, RuleError> {
    text.trim()
        .parse::<Card>()
        .map_err(|e: crate::cards::CardParseError| RuleError::new("card.notation", e.msg()).with_card(shown(text)))
}

fn cards(text: &str) -> Result<Vec<Card>, RuleError> {
    text.split([' ', ',', '\t']).filter(|t| !t.is_empty()).map(card).collect()
}

/// Places an error at a trick of the record.
fn at_trick(t: usize, mut e: RuleError) -> RuleError {
    if e.trick.is_none() {
        e.trick = Some(t);
        e.msg = msg!("record-in-trick", trick = t, text = std::mem::take(&mut e.msg));
    }
    e
}

/// A rule broken at trick `t` by `seat`, naming the card when there is one.
fn broken(setup: &Setup, rule: &'static str, t: usize, seat: Seat, c: Option<Card>, m: Msg) -> RuleError {
    let mut e = RuleError::new(rule, m).with_player(&setup.players[seat]);
    if let Some(c) = c {
        e = e.with_card(c);
    }
    at_trick(t, e)
}

/// Reads a play record, JSON object or text, for the players of `setup`.
pub fn parse_record(v: &Value, setup: &Setup) -> Result<Record, RuleError> {
    let mut rec = Record { hands: vec![None; setup.players.len()], ..Record::default() };
    match v {
        Value::String(text) => {
            for line in text.lines() {
                let line = line.split('#').next().unwrap_or("").trim();
                if line.is_empty() {
                    continue;
                }
                if let Some((key, value)) = line.split_once(':') {
                    match key.trim().to_lowercase().as_str() {
                        "turned" => {
                            turned(&mut rec, value)?;
                            continue;
                        }
                        "hands" => {
                            for part in value.split(';').filter(|p| !p.trim().is_empty()) {
                                let (who, list) = part
                                    .split_once(['=', ':'])
                                    .ok_or_else(|| format(msg!("bura-play-hands-form", text = shown(part.trim()))))?;
                                hand(&mut rec, setup, who, list)?;
                            }
                            continue;
                        }
                        _ => {}
                    }
                }
                record_line(&mut rec, line, setup)?;
            }
        }
        Value::Object(m) => {
            for (k, v) in m {
                match (k.as_str(), v) {
                    ("turned", Value::String(s)) => turned(&mut rec, s)?,
                    ("hands", Value::Object(h)) => {
                        for (who, list) in h {
                            let list = list.as_str().ok_or_else(|| format(msg!("bura-play-field", field = "hands")))?;
                            hand(&mut rec, setup, who, list)?;
                        }
                    }
                    ("tricks", Value::Array(lines)) => {
                        for line in lines {
                            let line =
                                line.as_str().ok_or_else(|| format(msg!("bura-play-field", field = "tricks")))?;
                            record_line(&mut rec, line, setup)?;
                        }
                    }
                    _ => return Err(format(msg!("bura-play-field", field = shown(k)))),
                }
            }
        }
        _ => return Err(format(msg!("bura-play-shape"))),
    }
    Ok(rec)
}

fn turned(rec: &mut Record, text: &str) -> Result<(), RuleError> {
    if rec.turned.is_some() {
        return Err(format(msg!("bura-play-twice", field = "turned")));
    }
    rec.turned = Some(card(text)?);
    Ok(())
}

fn hand(rec: &mut Record, setup: &Setup, who: &str, list: &str) -> Result<(), RuleError> {
    let s = setup.seat(who.trim())?;
    if rec.hands[s].is_some() {
        return Err(format(msg!("bura-play-twice", field = "hands")));
    }
    rec.hands[s] = Some(cards(list)?);
    Ok(())
}

/// The number of the trick a line of the record comes before or is.
fn trick_number(rec: &Record) -> usize {
    rec.lines.iter().filter(|l| matches!(l, Line::Trick { .. })).count() + 1
}

/// One line: a trick, `seize PLAYER CARDS`, `stop PLAYER [POINTS]`, `out-of-turn PLAYER` or
/// `extra-card PLAYER`.
fn record_line(rec: &mut Record, line: &str, setup: &Setup) -> Result<(), RuleError> {
    let t = trick_number(rec);
    let mut words = line.split_whitespace();
    let keyword = words.next().unwrap_or("").to_lowercase();
    match keyword.as_str() {
        "seize" => {
            let who = words.next().ok_or_else(|| at_trick(t, format(msg!("bura-play-seize-form"))))?;
            let seat = setup.seat(who).map_err(|e| at_trick(t, e))?;
            let shown: Vec<Card> = words.map(card).collect::<Result<_, _>>().map_err(|e| at_trick(t, e))?;
            rec.lines.push(Line::Seize { seat, cards: shown });
        }
        "stop" => {
            let who = words.next().ok_or_else(|| at_trick(t, format(msg!("bura-play-stop-form"))))?;
            let seat = setup.seat(who).map_err(|e| at_trick(t, e))?;
            let claim = match words.next() {
                None => None,
                Some(w) => Some(w.parse::<i64>().map_err(|_| at_trick(t, format(msg!("bura-play-stop-form"))))?),
            };
            if words.next().is_some() {
                return Err(at_trick(t, format(msg!("bura-play-stop-form"))));
            }
            rec.lines.push(Line::Stop { seat, claim });
        }
        "out-of-turn" | "extra-card" => {
            let why = if keyword == "out-of-turn" { Forfeit::OutOfTurn } else { Forfeit::ExtraCard };
            let form = || at_trick(t, format(msg!("bura-play-forfeit-form", line = line.trim())));
            let who = words.next().ok_or_else(form)?;
            let seat = setup.seat(who).map_err(|e| at_trick(t, e))?;
            if words.next().is_some() {
                return Err(form());
            }
            rec.lines.push(Line::Forfeit { seat, why });
        }
        _ => {
            let trick = trick_line(line, setup).map_err(|e| at_trick(t, e))?;
            rec.lines.push(trick);
        }
    }
    Ok(())
}

/// Groups separated by `/`, each `[NAME:] CARDS`.
fn groups(text: &str, setup: &Setup) -> Result<Vec<Group>, RuleError> {
    text.split('/')
        .map(str::trim)
        .filter(|g| !g.is_empty())
        .map(|g| {
            let (seat, list) = match g.split_once(':') {
                Some((who, list)) => (Some(setup.seat(who.trim())?), list),
                None => (None, g),
            };
            Ok(Group { seat, cards: cards(list)? })
        })
        .collect()
}

/// `[N.] GROUP / GROUP … [| draw GROUP / GROUP …]`.
fn trick_line(line: &str, setup: &Setup) -> Result<Line, RuleError> {
    let mut parts = line.split('|');
    let mut first = parts.next().unwrap_or("").trim();
    if let Some((num, rest)) = first.split_once(['.', ')']) {
        if !num.is_empty() && num.trim().chars().all(|c| c.is_ascii_digit()) {
            first = rest;
        }
    }
    let plays = groups(first, setup)?;
    let mut draws = None;
    for part in parts {
        let part = part.trim();
        let (keyword, rest) = part.split_once(char::is_whitespace).unwrap_or((part, ""));
        if keyword.to_lowercase() != "draw" || draws.is_some() {
            return Err(format(msg!("bura-play-keyword", word = shown(part))));
        }
        draws = Some(groups(rest, setup)?);
    }
    Ok(Line::Trick { groups: plays, draws })
}

/// What the referee knows of where the cards are.
struct Table {
    /// Who is known to hold each card (dealt, drawn or shown), by card index.
    owner: [Option<Seat>; 64],
    /// Every hand exactly, while the hands and every draw so far are written.
    exact: Option<Vec<CardSet>>,
    played: CardSet,
    turned: Card,
}

impl Table {
    /// Whether `seat` may hold `c` now; `None` if so, else why not.
    fn not_held(&self, seat: Seat, c: Card, names: &[String]) -> Option<Msg> {
        match self.owner[c.index()] {
            Some(q) if q != seat => return Some(msg!("bura-held-other", card = c, other = &names[q])),
            _ => {}
        }
        if c == self.turned && self.owner[c.index()] != Some(seat) {
            return Some(msg!("bura-held-turned", card = c));
        }
        match &self.exact {
            Some(hands) if !hands[seat].contains(c) => Some(msg!("bura-held-not", card = c)),
            _ => None,
        }
    }
}

/// Referees a play record with `dealer` dealing.
pub fn referee(rec: &Record, setup: &Setup, dealer: Seat) -> Result<Played, RuleError> {
    let names = &setup.players;
    let n = names.len();
    let turned = rec.turned.ok_or_else(|| RuleError::new("bura.play.turned", msg!("bura-play-turned-missing")))?;
    let full = pack();
    if !full.contains(turned) {
        return Err(
            RuleError::new("bura.play.not-in-deck", msg!("bura-play-not-in-pack", card = turned)).with_card(turned)
        );
    }
    let trump = turned.suit();
    let mut table = Table { owner: [None; 64], exact: None, played: CardSet::EMPTY, turned };

    // The hands as dealt: three cards each, or none written.
    let given = rec.hands.iter().filter(|h| h.is_some()).count();
    if given != 0 && given != n {
        let missing = rec.hands.iter().position(Option::is_none).unwrap_or(0);
        return Err(RuleError::new("bura.play.hands", msg!("bura-play-hands-all", player = &names[missing]))
            .with_player(&names[missing]));
    }
    if given == n {
        let mut exact = vec![CardSet::EMPTY; n];
        for (s, h) in rec.hands.iter().enumerate() {
            let h = h.as_deref().unwrap_or_default();
            for &c in h {
                if !full.contains(c) || c == turned || table.owner[c.index()].is_some() {
                    return Err(RuleError::new(
                        "bura.play.hands",
                        msg!("bura-play-hand-card", player = &names[s], card = c),
                    )
                    .with_player(&names[s])
                    .with_card(c));
                }
                table.owner[c.index()] = Some(s);
                exact[s].insert(c);
            }
            if h.len() != HAND {
                return Err(RuleError::new(
                    "bura.play.hands",
                    msg!("bura-play-hand-size", player = &names[s], cards = h.len(), hand = HAND),
                )
                .with_player(&names[s]));
            }
        }
        table.exact = Some(exact);
    }

    let mut stock = PACK - HAND * n;
    let mut held = HAND;
    let mut leader = (dealer + 1) % n;
    let mut points = vec![0i64; n];
    let mut tricks = vec![0i64; n];
    let mut took: Vec<Vec<Card>> = vec![vec![]; n];
    let mut seized: Vec<Seized> = vec![];
    let mut shown: Vec<(Seat, Combination)> = vec![];
    let mut end: Option<End> = None;
    let mut t = 0usize;
    for line in &rec.lines {
        let next = t + 1;
        let over = end.is_some() || (held == 0 && !matches!(line, Line::Stop { .. }));
        if over {
            return Err(at_trick(next, RuleError::new("bura.play.after-end", msg!("bura-play-after-end"))));
        }
        match line {
            Line::Seize { seat, cards } => {
                let seat = *seat;
                let Some(combination) = Combination::of(cards, trump) else {
                    return Err(broken(
                        setup,
                        "bura.seize.cards",
                        next,
                        seat,
                        None,
                        msg!("bura-seize-not-combination", player = &names[seat], cards = cards.clone()),
                    ));
                };
                if held < HAND {
                    return Err(broken(
                        setup,
                        "bura.seize.held",
                        next,
                        seat,
                        None,
                        msg!("bura-seize-short", player = &names[seat], cards = held),
                    ));
                }
                for &c in cards {
                    let why = if table.played.contains(c) {
                        Some(msg!("bura-held-played", card = c))
                    } else {
                        table.not_held(seat, c, names)
                    };
                    if let Some(why) = why {
                        return Err(broken(
                            setup,
                            "bura.seize.held",
                            next,
                            seat,
                            Some(c),
                            msg!("bura-seize-held", player = &names[seat], why = why),
                        ));
                    }
                    table.owner[c.index()] = Some(seat);
                }
                if shown.iter().any(|&(s, _)| s == seat) {
                    return Err(broken(
                        setup,
                        "bura.seize.cards",
                        next,
                        seat,
                        None,
                        msg!("bura-seize-twice", player = &names[seat]),
                    ));
                }
                shown.push((seat, combination));
                if combination == Combination::Bura {
                    end = Some(End::Bura { seat });
                }
            }
            Line::Stop { seat, claim } => {
                let seat = *seat;
                // On his turn (the book: «Объявить о набранных 31 очках можно только на своем
                // ходу»): the leader, or the player whose combination seized the lead, who may
                // stop at once («захватить лидерство»).
                let due = shown_leader(&shown, leader, n).unwrap_or(leader);
                if seat != due {
                    return Err(broken(
                        setup,
                        "bura.stop.turn",
                        next,
                        seat,
                        None,
                        msg!("bura-stop-turn", player = &names[seat], due = &names[due]),
                    ));
                }
                let claim = claim.unwrap_or(GOAL);
                check_claim(claim, &names[seat]).map_err(|e| at_trick(next, e))?;
                if let Some(&(_, combination)) = shown.iter().find(|x| x.0 == seat) {
                    seized.push(Seized { trick: next, seat, combination });
                }
                end = Some(End::Stop { seat, claim });
            }
            Line::Forfeit { seat, why } => end = Some(End::Forfeit { seat: *seat, why: *why }),
            Line::Trick { groups, draws } => {
                t = next;
                if let Some(s) = shown_leader(&shown, leader, n) {
                    let combination = shown.iter().find(|x| x.0 == s).map_or(Combination::Molodka, |x| x.1);
                    seized.push(Seized { trick: t, seat: s, combination });
                    leader = s;
                    shown.clear();
                }
                let taker = trick(setup, &mut table, t, leader, held, groups, trump)?;
                tricks[taker] += 1;
                let all: Vec<Card> = groups.iter().flat_map(|g| g.cards.iter().copied()).collect();
                points[taker] += count(&all);
                took[taker].extend(all);
                let k = groups[0].cards.len();
                if stock >= n * k {
                    stock -= n * k;
                    draw(setup, &mut table, t, taker, k, stock == 0, draws.as_deref())?;
                } else {
                    if draws.is_some() {
                        return Err(at_trick(
                            t,
                            RuleError::new(
                                "bura.draw.count",
                                msg!("bura-draw-short", stock = stock, players = n, cards = k),
                            ),
                        ));
                    }
                    held -= k;
                }
                leader = taker;
            }
        }
    }
    let end = match end {
        Some(e) => e,
        None if held == 0 => End::Redeal,
        None => {
            return Err(at_trick(
                t + 1,
                RuleError::new("bura.play.unfinished", msg!("bura-play-unfinished", cards = held)),
            ))
        }
    };
    debug_assert!(points.iter().sum::<i64>() <= PACK_POINTS);
    Ok(Played { turned, points, tricks, took, seized, end })
}

/// Who leads after the combinations shown: the highest, equal ones to the first in turn from the
/// player due to lead; `None` when nobody showed one.
fn shown_leader(shown: &[(Seat, Combination)], due: Seat, n: usize) -> Option<Seat> {
    shown.iter().max_by_key(|&&(s, c)| (c, n - (s + n - due) % n)).map(|&(s, _)| s)
}

/// The points announced: 31 or more, no more than the pack holds.
pub fn check_claim(claim: i64, player: &str) -> Result<(), RuleError> {
    if (GOAL..=PACK_POINTS).contains(&claim) {
        Ok(())
    } else {
        Err(RuleError::new(
            "bura.stop.claim",
            msg!("bura-stop-claim", player = player, claim = claim, goal = GOAL, most = PACK_POINTS),
        )
        .with_player(player))
    }
}

/// Referees one trick and returns its taker.
fn trick(
    setup: &Setup,
    table: &mut Table,
    t: usize,
    leader: Seat,
    held: usize,
    groups: &[Group],
    trump: crate::cards::Suit,
) -> Result<Seat, RuleError> {
    let names = &setup.players;
    let n = names.len();
    if groups.len() != n {
        return Err(at_trick(
            t,
            RuleError::new("bura.play.trick-size", msg!("bura-play-groups", groups = groups.len(), players = n)),
        ));
    }
    for (i, g) in groups.iter().enumerate() {
        let seat = (leader + i) % n;
        if let Some(s) = g.seat.filter(|&s| s != seat) {
            return Err(broken(
                setup,
                "bura.play.out-of-turn",
                t,
                s,
                g.cards.first().copied(),
                msg!("bura-play-turn", player = &names[s], due = &names[seat]),
            ));
        }
    }
    let lead = &groups[0].cards;
    let k = lead.len();
    if k == 0 || k > held {
        return Err(broken(
            setup,
            "bura.play.lead-size",
            t,
            leader,
            lead.first().copied(),
            msg!("bura-play-lead-size", player = &names[leader], cards = k, most = held),
        ));
    }
    if let Some(&odd) = lead.iter().find(|c| c.suit() != lead[0].suit()) {
        return Err(broken(
            setup,
            "bura.play.lead-suit",
            t,
            leader,
            Some(odd),
            msg!("bura-play-lead-suit", player = &names[leader], cards = lead.clone()),
        ));
    }
    for (i, g) in groups.iter().enumerate() {
        let seat = (leader + i) % n;
        if g.cards.len() != k {
            return Err(broken(
                setup,
                "bura.play.answer-size",
                t,
                seat,
                None,
                msg!("bura-play-answer-size", player = &names[seat], cards = g.cards.len(), led = k),
            ));
        }
        for &c in &g.cards {
            if !pack().contains(c) {
                return Err(broken(
                    setup,
                    "bura.play.not-in-deck",
                    t,
                    seat,
                    Some(c),
                    msg!("bura-play-not-in-pack", card = c),
                ));
            }
            if table.played.contains(c) {
                return Err(broken(
                    setup,
                    "bura.play.duplicate-card",
                    t,
                    seat,
                    Some(c),
                    msg!("bura-play-twice-card", card = c),
                ));
            }
            if let Some(why) = table.not_held(seat, c, names) {
                return Err(broken(
                    setup,
                    "bura.play.held",
                    t,
                    seat,
                    Some(c),
                    msg!("bura-play-held", player = &names[seat], why = why),
                ));
            }
            table.played.insert(c);
            table.owner[c.index()] = Some(seat);
            if let Some(hands) = table.exact.as_mut() {
                hands[seat].remove(c);
            }
        }
    }
    // The leader's cards stand until a player beats every card of those standing, each by a
    // card of his own; he takes the trick unless a later player beats his in turn.
    let mut taker = leader;
    let mut best = &groups[0].cards;
    for (i, g) in groups.iter().enumerate().skip(1) {
        if beats_all(&g.cards, best, trump) {
            taker = (leader + i) % n;
            best = &g.cards;
        }
    }
    Ok(taker)
}

/// The draws after trick `t`: `k` cards each from the taker on; the turned trump is the last card
/// of the `last` round. Without them written, only who draws the turned trump is known.
fn draw(
    setup: &Setup,
    table: &mut Table,
    t: usize,
    taker: Seat,
    k: usize,
    last: bool,
    draws: Option<&[Group]>,
) -> Result<(), RuleError> {
    let names = &setup.players;
    let n = names.len();
    let last_drawer = (taker + n - 1) % n;
    let Some(draws) = draws else {
        table.exact = None;
        if last {
            table.owner[table.turned.index()] = Some(last_drawer);
        }
        return Ok(());
    };
    if draws.len() != n {
        return Err(at_trick(
            t,
            RuleError::new("bura.draw.count", msg!("bura-draw-groups", groups = draws.len(), players = n)),
        ));
    }
    for (i, g) in draws.iter().enumerate() {
        let seat = (taker + i) % n;
        if let Some(s) = g.seat.filter(|&s| s != seat) {
            return Err(broken(
                setup,
                "bura.draw.order",
                t,
                s,
                g.cards.first().copied(),
                msg!("bura-draw-order", player = &names[s], due = &names[seat], taker = &names[taker]),
            ));
        }
        if g.cards.len() != k {
            return Err(broken(
                setup,
                "bura.draw.count",
                t,
                seat,
                None,
                msg!("bura-draw-size", player = &names[seat], cards = g.cards.len(), played = k),
            ));
        }
        for (j, &c) in g.cards.iter().enumerate() {
            let is_last = last && i == n - 1 && j == k - 1;
            if (c == table.turned) != is_last {
                return Err(broken(
                    setup,
                    "bura.draw.last",
                    t,
                    seat,
                    Some(c),
                    msg!("bura-draw-last", card = table.turned, player = &names[last_drawer]),
                ));
            }
            let taken = !pack().contains(c) || table.played.contains(c) || table.owner[c.index()].is_some();
            if taken && c != table.turned {
                return Err(broken(
                    setup,
                    "bura.draw.count",
                    t,
                    seat,
                    Some(c),
                    msg!("bura-draw-taken", player = &names[seat], card = c),
                ));
            }
            table.owner[c.index()] = Some(seat);
            if let Some(hands) = table.exact.as_mut() {
                hands[seat].insert(c);
            }
        }
    }
    Ok(())
}
