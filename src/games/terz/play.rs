//! The full entry of a Terz deal — every trick, the declarations made before a lead, the exchange
//! of the trump seven, and the draws when the table wrote them — refereed.
//!
//! The text form, one line per trick after optional header lines (`#` starts a comment); the JSON
//! form is an object with `turned`, `hands` (player → cards) and `tricks` (the same lines):
//!
//! ```text
//! turned: 9H
//! hands: Аня=AS KS QS 8H 7D JC 10C 9C 8C; Борис=…
//! 1. AS 10S | declare Аня QS KS AS | draw 8H JC
//! 2. Борис:7H Аня:KH | exchange Борис | draw 9D 10D
//! ```
//!
//! What the draws are, as far as they can be known: after each of the first seven tricks both
//! players draw one card, the trick's winner first — but after the first trick its loser "breaks"
//! the talon and draws first, the winner drawing nothing until it is broken; the turned trump (or
//! the seven put in its place) stays on top and is the last card drawn, by the loser of the
//! seventh trick. From the eighth trick on no card is drawn, so each hand is exactly the cards its
//! player goes on to play, and the late stage's obligations are checked exactly. With the hands or
//! the draws given, every card is also checked to have reached its player before he played it.

use serde_json::Value;

use super::combination::{
    beats, deck, points, Combination, Declared, HAND, LAST_TRICK, MARRIAGE, TALON_TRICKS, TRICKS,
};
use super::options::{TalonPlay, TerzOptions};
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::engine::{follow_suit, trump_if_void, Breach, Play, Seat, Violation};
use crate::games::{parse_play, shown, RuleError, Setup};
use crate::i18n::Msg;
use crate::msg;

/// One trick as written: its two cards, the declarations before its lead, an exchange of the trump
/// seven before it, and the draws after it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrickLine {
    pub plays: Vec<Play>,
    pub declares: Vec<(Seat, Vec<Card>)>,
    pub exchange: Option<Seat>,
    pub draws: Option<Vec<Play>>,
}

/// A play record as read, before any rule is checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    pub turned: Option<Card>,
    pub hands: [Option<Vec<Card>>; 2],
    pub tricks: Vec<TrickLine>,
}

/// Everything the record proves about the deal's score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub turned: Card,
    pub won: [i64; 2],
    /// Card points in each player's tricks, the last trick's 10 included.
    pub points: [i64; 2],
    pub last_trick: Seat,
    /// The combinations in the order declared.
    pub declared: Vec<Declared>,
    pub marriage: Option<Seat>,
    /// Declarations of cards the declarer did not hold, in the order made.
    pub false_announcements: Vec<FalseAnnouncement>,
}

/// A combination (or the marriage) declared with a card its declarer did not hold: a false
/// announcement, worth to the opponent what the combination announced is worth.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FalseAnnouncement {
    pub seat: Seat,
    pub trick: usize,
    pub cards: Vec<Card>,
    /// The first card declared that the declarer did not hold.
    pub missing: Card,
    pub value: i64,
}

fn format(m: Msg) -> RuleError {
    RuleError::new("terz.play.format", m)
}

fn card(text: &str) -> Result<Card, RuleError> {
    text.trim()
        .parse::<Card>()
        .map_err(|e: crate::cards::CardParseError| RuleError::new("card.notation", e.msg()).with_card(shown(text)))
}

fn cards(text: &str) -> Result<Vec<Card>, RuleError> {
    text.split([' ', ',', '\t']).filter(|t| !t.is_empty()).map(card).collect()
}

fn at_trick(t: usize, mut e: RuleError) -> RuleError {
    e.trick.get_or_insert(t);
    e.msg = msg!("record-in-trick", trick = t, text = std::mem::take(&mut e.msg));
    e
}

/// Reads a play record, JSON object or text, for the players of `setup`.
pub fn parse_record(v: &Value, setup: &Setup) -> Result<Record, RuleError> {
    let mut rec = Record::default();
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
                                    .ok_or_else(|| format(msg!("terz-play-hands-form", text = shown(part.trim()))))?;
                                hand(&mut rec, setup, who, list)?;
                            }
                            continue;
                        }
                        _ => {}
                    }
                }
                let t = rec.tricks.len() + 1;
                let trick = trick_line(line, setup, t)?;
                rec.tricks.push(trick);
            }
        }
        Value::Object(m) => {
            for (k, v) in m {
                match (k.as_str(), v) {
                    ("turned", Value::String(s)) => turned(&mut rec, s)?,
                    ("hands", Value::Object(h)) => {
                        for (who, list) in h {
                            let list = list.as_str().ok_or_else(|| format(msg!("terz-play-field", field = "hands")))?;
                            hand(&mut rec, setup, who, list)?;
                        }
                    }
                    ("tricks", Value::Array(lines)) => {
                        for line in lines {
                            let line =
                                line.as_str().ok_or_else(|| format(msg!("terz-play-field", field = "tricks")))?;
                            let t = rec.tricks.len() + 1;
                            let trick = trick_line(line, setup, t)?;
                            rec.tricks.push(trick);
                        }
                    }
                    _ => return Err(format(msg!("terz-play-field", field = shown(k)))),
                }
            }
        }
        _ => return Err(format(msg!("terz-play-shape"))),
    }
    Ok(rec)
}

fn turned(rec: &mut Record, text: &str) -> Result<(), RuleError> {
    if rec.turned.is_some() {
        return Err(format(msg!("terz-play-twice", field = "turned")));
    }
    rec.turned = Some(card(text)?);
    Ok(())
}

fn hand(rec: &mut Record, setup: &Setup, who: &str, list: &str) -> Result<(), RuleError> {
    let s = setup.seat(who.trim())?;
    if rec.hands[s].is_some() {
        return Err(format(msg!("terz-play-twice", field = "hands")));
    }
    rec.hands[s] = Some(cards(list)?);
    Ok(())
}

/// One trick line: `[N.] CARD CARD [| declare PLAYER CARDS] [| exchange PLAYER] [| draw CARD CARD]`.
fn trick_line(line: &str, setup: &Setup, t: usize) -> Result<TrickLine, RuleError> {
    let mut parts = line.split('|');
    let mut tokens: Vec<&str> = parts.next().unwrap_or("").split([' ', ',', '\t']).filter(|s| !s.is_empty()).collect();
    if let Some(first) = tokens.first() {
        let digits = first.trim_end_matches(['.', ')']);
        if digits.len() < first.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
            tokens.remove(0);
        }
    }
    if tokens.len() != 2 {
        let mut e = RuleError::new(
            "terz.play.trick-size",
            msg!("record-trick-size", trick = t, cards = tokens.len(), players = 2),
        );
        e.trick = Some(t);
        return Err(e);
    }
    let mut out = TrickLine::default();
    for tok in tokens {
        out.plays.push(parse_play(tok, setup).map_err(|e| at_trick(t, e))?);
    }
    for part in parts {
        let mut words = part.split([' ', ',', '\t']).filter(|s| !s.is_empty());
        let keyword = words.next().unwrap_or("").to_lowercase();
        let rest: Vec<&str> = words.collect();
        match keyword.as_str() {
            "declare" => {
                let (who, list) =
                    rest.split_first().ok_or_else(|| at_trick(t, format(msg!("terz-play-declare-form"))))?;
                let seat = setup.seat(who).map_err(|e| at_trick(t, e))?;
                let shown: Vec<Card> =
                    list.iter().map(|w| card(w)).collect::<Result<_, _>>().map_err(|e| at_trick(t, e))?;
                out.declares.push((seat, shown));
            }
            "exchange" => {
                let [who] = rest.as_slice() else {
                    return Err(at_trick(t, format(msg!("terz-play-exchange-form"))));
                };
                if out.exchange.is_some() {
                    return Err(at_trick(t, format(msg!("terz-play-twice", field = "exchange"))));
                }
                out.exchange = Some(setup.seat(who).map_err(|e| at_trick(t, e))?);
            }
            "draw" => {
                if rest.len() != 2 || out.draws.is_some() {
                    return Err(at_trick(t, format(msg!("terz-play-draw-form"))));
                }
                let draws =
                    rest.iter().map(|w| parse_play(w, setup)).collect::<Result<_, _>>().map_err(|e| at_trick(t, e))?;
                out.draws = Some(draws);
            }
            _ => return Err(at_trick(t, format(msg!("terz-play-keyword", word = shown(part.trim()))))),
        }
    }
    Ok(out)
}

/// A breach placed in the record, in the table's names.
fn violation(
    setup: &Setup,
    rule: &'static str,
    trick: usize,
    seat: Seat,
    c: Option<Card>,
    context: Msg,
    required: Msg,
) -> RuleError {
    let v = Violation { rule, trick: Some(trick), seat: Some(seat), card: c, held: None, context, required };
    RuleError::from_violation("terz", &v, &setup.players)
}

/// Where each card is: who played it and at which trick, and from which trick on its player held
/// it when that can be known.
struct Whereabouts {
    owner: [Seat; 64],
    when: [usize; 64],
    arrival: [Option<usize>; 64],
    /// The trump seven exchanged, while its exchanger held it: who, from which trick, until which
    /// (before that trick it went for the turned card) — when the hands or the draws show it.
    seven: Option<(Seat, usize, usize)>,
}

/// Referees a play record with `dealer` dealing.
pub fn referee(rec: &Record, setup: &Setup, o: &TerzOptions, dealer: Seat) -> Result<Played, RuleError> {
    let turned = rec.turned.ok_or_else(|| RuleError::new("terz.play.turned", msg!("terz-play-turned-missing")))?;
    let full = deck();
    if !full.contains(turned) {
        return Err(
            RuleError::new("terz.play.not-in-deck", msg!("terz-play-turned-deck", card = turned)).with_card(turned)
        );
    }
    let trump = turned.suit();
    if rec.tricks.len() != TRICKS {
        return Err(RuleError::new(
            "terz.play.card-count",
            msg!("terz-play-tricks", tricks = rec.tricks.len(), need = TRICKS),
        ));
    }
    // Seat every card, find each trick's winner and points.
    let mut w = Whereabouts { owner: [0; 64], when: [0; 64], arrival: [None; 64], seven: None };
    let mut seen = CardSet::EMPTY;
    let mut leader = 1 - dealer.min(1);
    let mut leaders = [0usize; TRICKS + 1];
    let mut winners = [0usize; TRICKS + 1];
    let mut won = [0i64; 2];
    let mut pts = [0i64; 2];
    for (i, tr) in rec.tricks.iter().enumerate() {
        let t = i + 1;
        leaders[t] = leader;
        for (k, p) in tr.plays.iter().enumerate() {
            let seat = if k == 0 { leader } else { 1 - leader };
            if p.seat.is_some_and(|s| s != seat) {
                return Err(violation(
                    setup,
                    "terz.play.out-of-turn",
                    t,
                    p.seat.unwrap_or(seat),
                    Some(p.card),
                    msg!("play-out-of-turn", position = k + 1),
                    msg!("terz-play-turn-required", player = &setup.players[seat]),
                ));
            }
            if !full.contains(p.card) {
                return Err(violation(
                    setup,
                    "terz.play.not-in-deck",
                    t,
                    seat,
                    Some(p.card),
                    msg!("play-not-in-deck"),
                    msg!("play-not-in-deck-required", cards = 32),
                ));
            }
            if !seen.insert(p.card) {
                let first = w.when[p.card.index()];
                return Err(violation(
                    setup,
                    "terz.play.duplicate-card",
                    t,
                    seat,
                    Some(p.card),
                    msg!("play-duplicate-card", first = first),
                    msg!("play-duplicate-card-required", copies = 1),
                ));
            }
            w.owner[p.card.index()] = seat;
            w.when[p.card.index()] = t;
        }
        let (a, b) = (tr.plays[0].card, tr.plays[1].card);
        let winner = if beats(b, a, trump) { 1 - leader } else { leader };
        winners[t] = winner;
        won[winner] += 1;
        pts[winner] += points(a, trump) + points(b, trump);
        leader = winner;
    }
    let last_trick = winners[TRICKS];
    pts[last_trick] += LAST_TRICK;

    // The talon and the hands, and the follower's obligations, are checked apart: when both find
    // a fault the earlier trick is named, as the table would come to it first.
    let talon = talon(rec, setup, &mut w, &winners, turned);
    let late = obligations(rec, setup, o, &w, &leaders, trump);
    let exchange = match (talon, late) {
        (Ok(e), Ok(())) => e,
        (Err(a), Err(b)) => return Err(if b.trick.unwrap_or(0) < a.trick.unwrap_or(0) { b } else { a }),
        (Err(a), Ok(())) => return Err(a),
        (Ok(_), Err(b)) => return Err(b),
    };
    let (declared, marriage, false_announcements) = declarations(rec, setup, &w, &leaders, trump, exchange)?;
    Ok(Played { turned, won, points: pts, last_trick, declared, marriage, false_announcements })
}

/// The exchange, the last card of the talon, the draws and the hands, and every card held before
/// it was played as far as that can be known; returns the exchange (who, before which trick).
fn talon(
    rec: &Record,
    setup: &Setup,
    w: &mut Whereabouts,
    winners: &[usize],
    turned: Card,
) -> Result<Option<(Seat, usize)>, RuleError> {
    let trump = turned.suit();
    let seven = Card::new(Rank::Seven, trump);
    // The exchange of the trump seven for the turned card: before a trick while more than two
    // cards remain in the talon (14 before the first trick, two fewer after each).
    let mut exchange: Option<(Seat, usize)> = None;
    for (i, tr) in rec.tricks.iter().enumerate() {
        let t = i + 1;
        let Some(s) = tr.exchange else { continue };
        let talon = 2 * (TALON_TRICKS + 1 - t);
        if t > TALON_TRICKS || talon <= 2 {
            return Err(violation(
                setup,
                "terz.exchange.late",
                t,
                s,
                Some(seven),
                msg!("terz-exchange-late", talon = talon.min(2 * TALON_TRICKS)),
                msg!("terz-exchange-late-required"),
            ));
        }
        if exchange.is_some() || turned == seven || w.owner[turned.index()] != s || w.when[turned.index()] < t {
            return Err(violation(
                setup,
                "terz.exchange.held",
                t,
                s,
                Some(seven),
                msg!("terz-exchange-held", turned = turned),
                msg!("terz-exchange-held-required"),
            ));
        }
        exchange = Some((s, t));
    }
    // The last card of the talon: the turned card, or the seven put in its place, drawn by the
    // loser of the last trick played with the talon.
    let last_drawer = 1 - winners[TALON_TRICKS];
    let last_card = if exchange.is_some() { seven } else { turned };
    if w.owner[last_card.index()] != last_drawer || w.when[last_card.index()] <= TALON_TRICKS {
        let s = w.owner[last_card.index()];
        return Err(violation(
            setup,
            "terz.talon.last",
            w.when[last_card.index()],
            s,
            Some(last_card),
            msg!("terz-talon-last", drawer = &setup.players[last_drawer], trick = TALON_TRICKS),
            msg!("terz-talon-last-required"),
        ));
    }
    w.arrival[last_card.index()] = Some(TALON_TRICKS + 1);
    if let Some((s, t)) = exchange {
        if s == w.owner[turned.index()] {
            w.arrival[turned.index()] = Some(t);
        }
    }

    draws(rec, setup, w, winners, exchange, last_card)?;
    hands(rec, setup, w, exchange, last_card, last_drawer)?;

    // Every card was in its player's hand when he played it, as far as arrivals are known.
    for c in deck().iter() {
        if let Some(a) = w.arrival[c.index()] {
            if a > w.when[c.index()] {
                let s = w.owner[c.index()];
                return Err(violation(
                    setup,
                    "terz.play.held",
                    w.when[c.index()],
                    s,
                    Some(c),
                    msg!("terz-play-not-yet", trick = a - 1),
                    msg!("terz-play-held-required"),
                ));
            }
        }
    }

    Ok(exchange)
}

/// The draws, when written: after every trick while the talon lasts or after none; after the first
/// trick its loser breaks the talon and draws first, after the others the winner; the last card is
/// the turned one (or the seven exchanged for it).
fn draws(
    rec: &Record,
    setup: &Setup,
    w: &mut Whereabouts,
    winners: &[usize],
    exchange: Option<(Seat, usize)>,
    last_card: Card,
) -> Result<(), RuleError> {
    let given = rec.tricks.iter().filter(|t| t.draws.is_some()).count();
    if given == 0 {
        return Ok(());
    }
    let mut drawn = CardSet::EMPTY;
    let mut seven_early = false;
    for (i, tr) in rec.tricks.iter().enumerate() {
        let t = i + 1;
        let Some(d) = &tr.draws else {
            if t <= TALON_TRICKS {
                return Err(at_trick(t, RuleError::new("terz.talon.draw", msg!("terz-talon-draws-every"))));
            }
            continue;
        };
        if t > TALON_TRICKS {
            return Err(at_trick(
                t,
                RuleError::new("terz.talon.draw", msg!("terz-talon-draws-over", tricks = TALON_TRICKS)),
            ));
        }
        let first = if t == 1 { 1 - winners[1] } else { winners[t] };
        for (k, p) in d.iter().enumerate() {
            let seat = if k == 0 { first } else { 1 - first };
            if p.seat.is_some_and(|s| s != seat) {
                let (rule, why) = if t == 1 {
                    (
                        "terz.talon.break",
                        msg!("terz-talon-break", loser = &setup.players[first], winner = &setup.players[1 - first]),
                    )
                } else {
                    ("terz.talon.draw", msg!("terz-talon-draw-order", winner = &setup.players[first]))
                };
                return Err(at_trick(
                    t,
                    RuleError::new(rule, why).with_player(&setup.players[p.seat.unwrap_or(seat)]).with_card(p.card),
                ));
            }
            let c = p.card;
            let is_last = t == TALON_TRICKS && k == 1;
            // The seven exchanged may be drawn twice: by the one who exchanged it, before he did,
            // and again as the last card.
            let early_seven = c == last_card && !is_last && exchange.is_some_and(|(s, e)| s == seat && t < e);
            if c == last_card && !is_last && !early_seven || is_last && c != last_card {
                return Err(at_trick(
                    t,
                    RuleError::new("terz.talon.last", msg!("terz-talon-last-draw", card = last_card)).with_card(c),
                ));
            }
            if exchange.is_some() && c == rec.turned.unwrap_or(c) && c != last_card {
                return Err(at_trick(
                    t,
                    RuleError::new("terz.talon.draw", msg!("terz-talon-draw-twice", card = c)).with_card(c),
                ));
            }
            if !deck().contains(c) || !(drawn.insert(c) || is_last && seven_early) {
                return Err(at_trick(
                    t,
                    RuleError::new("terz.talon.draw", msg!("terz-talon-draw-twice", card = c)).with_card(c),
                ));
            }
            if early_seven {
                seven_early = true;
                w.seven = exchange.map(|(s, e)| (s, t + 1, e));
                continue;
            }
            let played_by = w.owner[c.index()];
            // Played before it was drawn: found below as a card not yet held (`terz.play.held`).
            if played_by != seat {
                return Err(at_trick(
                    t,
                    RuleError::new(
                        "terz.talon.draw",
                        msg!(
                            "terz-talon-draw-played",
                            player = &setup.players[seat],
                            card = c,
                            other = &setup.players[played_by],
                            trick = w.when[c.index()]
                        ),
                    )
                    .with_card(c),
                ));
            }
            w.arrival[c.index()] = Some(t + 1);
        }
    }
    // What was not drawn was dealt: nine cards each.
    for s in 0..2 {
        let own = dealt_cards(w, s);
        let mut dealt = own;
        if exchange.is_some_and(|(e, _)| e == s) && !seven_early {
            dealt.insert(last_card);
            w.seven = exchange.map(|(s, e)| (s, 1, e));
        }
        if dealt.len() as usize != HAND {
            return Err(RuleError::new(
                "terz.play.hands",
                msg!("terz-play-dealt", player = &setup.players[s], cards = dealt.len()),
            )
            .with_player(&setup.players[s]));
        }
        if let Some(h) = &rec.hands[s] {
            let given: CardSet = h.iter().fold(CardSet::EMPTY, |acc, &c| acc.with(c));
            if given != dealt {
                return Err(RuleError::new(
                    "terz.play.hands",
                    msg!("terz-play-hands-draws", player = &setup.players[s]),
                )
                .with_player(&setup.players[s]));
            }
        }
        for c in own.iter() {
            w.arrival[c.index()] = Some(1);
        }
    }
    Ok(())
}

/// The cards a seat played without drawing them: once every draw is known, what it was dealt
/// (with the seven it exchanged away, which the caller adds).
fn dealt_cards(w: &Whereabouts, s: Seat) -> CardSet {
    let mut out = CardSet::EMPTY;
    for c in deck().iter() {
        if w.owner[c.index()] == s && w.arrival[c.index()].is_none() {
            out.insert(c);
        }
    }
    out
}

/// The hands as dealt, when written without the draws: nine cards each, played by their player,
/// and a player's cards from the talon, one after each trick, each played after it was drawn.
fn hands(
    rec: &Record,
    setup: &Setup,
    w: &mut Whereabouts,
    exchange: Option<(Seat, usize)>,
    last_card: Card,
    last_drawer: Seat,
) -> Result<(), RuleError> {
    if rec.tricks.iter().any(|t| t.draws.is_some()) {
        return Ok(());
    }
    let mut dealt = CardSet::EMPTY;
    for s in 0..2 {
        let Some(h) = &rec.hands[s] else { continue };
        let name = &setup.players[s];
        let mut set = CardSet::EMPTY;
        for &c in h {
            if !deck().contains(c) || !set.insert(c) || dealt.contains(c) || c == rec.turned.unwrap_or(c) {
                return Err(RuleError::new("terz.play.hands", msg!("terz-play-hand-card", player = name, card = c))
                    .with_card(c));
            }
        }
        if set.len() as usize != HAND {
            return Err(RuleError::new("terz.play.hands", msg!("terz-play-dealt", player = name, cards = set.len()))
                .with_player(name));
        }
        dealt = dealt.union(set);
        for c in set.iter() {
            let exchanged_seven = exchange.is_some_and(|(e, _)| e == s) && c == last_card;
            if w.owner[c.index()] != s && !exchanged_seven {
                return Err(violation(
                    setup,
                    "terz.play.hands",
                    w.when[c.index()],
                    w.owner[c.index()],
                    Some(c),
                    msg!("terz-play-dealt-to", player = name),
                    msg!("terz-play-held-required"),
                ));
            }
            if exchanged_seven {
                w.seven = exchange.map(|(s, e)| (s, 1, e));
            } else {
                w.arrival[c.index()] = Some(1);
            }
        }
        // The cards this player drew: one after each of the first seven tricks, the last of them
        // fixed when he draws the turned card. The k-th he played came after trick k at the
        // earliest.
        let mut from_talon: Vec<(usize, Card)> = deck()
            .iter()
            .filter(|c| w.owner[c.index()] == s && !set.contains(*c) && w.arrival[c.index()].is_none())
            .map(|c| (w.when[c.index()], c))
            .collect();
        from_talon.sort_unstable();
        let rounds = if s == last_drawer { TALON_TRICKS - 1 } else { TALON_TRICKS };
        for (k, &(t, c)) in from_talon.iter().enumerate() {
            if k >= rounds || t <= k + 1 {
                return Err(violation(
                    setup,
                    "terz.talon.draw",
                    t,
                    s,
                    Some(c),
                    msg!("terz-talon-draw-soon", number = k + 1),
                    msg!("terz-talon-draw-required"),
                ));
            }
        }
    }
    Ok(())
}

/// The cards `seat` is known to hold at trick `t` while the talon lasts: those it plays from `t` on
/// that had reached it — dealt, or drawn after an earlier trick — as far as the hands or the draws
/// show, and the trump seven until it was exchanged.
fn known_hand(w: &Whereabouts, seat: Seat, t: usize, seven: Card) -> CardSet {
    let mut hand = CardSet::EMPTY;
    for c in deck().iter() {
        if w.owner[c.index()] == seat && w.when[c.index()] >= t && w.arrival[c.index()].is_some_and(|a| a <= t) {
            hand.insert(c);
        }
    }
    if w.seven.is_some_and(|(s, from, until)| s == seat && from <= t && t < until) {
        hand.insert(seven);
    }
    hand
}

/// The follower's obligations: follow suit, without the suit trump, without either any card — from
/// the first trick, as far as the hands are known while the talon lasts (option `talon_play=free`:
/// only once it is gone); once the talon is gone, also beat the opponent's card when able, each
/// hand being exactly what its player goes on to play. The jack of trumps is never forced (option
/// `free_jack`).
fn obligations(
    rec: &Record,
    setup: &Setup,
    o: &TerzOptions,
    w: &Whereabouts,
    leaders: &[usize],
    trump: Suit,
) -> Result<(), RuleError> {
    let jack = Card::new(Rank::Jack, trump);
    let seven = Card::new(Rank::Seven, trump);
    let first = match o.talon_play {
        TalonPlay::Follow => 0,
        TalonPlay::Free => TALON_TRICKS,
    };
    for (i, tr) in rec.tricks.iter().enumerate().skip(first) {
        let t = i + 1;
        let late = t > TALON_TRICKS;
        let seat = 1 - leaders[t];
        let led = tr.plays[0].card;
        let c = tr.plays[1].card;
        let mut hand = if late {
            let mut hand = CardSet::EMPTY;
            for x in deck().iter() {
                if w.owner[x.index()] == seat && w.when[x.index()] >= t {
                    hand.insert(x);
                }
            }
            hand
        } else {
            known_hand(w, seat, t, seven)
        };
        // The jack of trumps is played only at its holder's wish: no obligation forces it out.
        if o.free_jack && c != jack {
            hand.remove(jack);
        }
        let check = || -> Result<(), Breach> {
            follow_suit("terz.play.follow-suit", hand, led.suit(), c)?;
            trump_if_void("terz.play.trump", hand, led.suit(), Some(trump), c)?;
            if late && !beats(c, led, trump) {
                let mut able = CardSet::EMPTY;
                for x in hand.iter() {
                    let legal = x.suit() == led.suit() || (!hand.has_suit(led.suit()) && x.suit() == trump);
                    if legal && beats(x, led, trump) {
                        able.insert(x);
                    }
                }
                if !able.is_empty() {
                    return Err(Breach::new(
                        "terz.play.beat",
                        msg!("terz-play-on-card", led = led),
                        msg!("terz-play-beat-required"),
                    )
                    .holding(able));
                }
            }
            Ok(())
        };
        if let Err(b) = check() {
            // The card held is named with the trick its player went on to play it at.
            let held = b
                .held
                .iter()
                .filter(|x| w.owner[x.index()] == seat)
                .map(|x| (x, w.when[x.index()]))
                .min_by_key(|&(_, t)| t);
            let v = Violation {
                rule: b.rule,
                trick: Some(t),
                seat: Some(seat),
                card: Some(c),
                held,
                context: b.context,
                required: b.required,
            };
            return Err(RuleError::from_violation("terz", &v, &setup.players));
        }
    }
    Ok(())
}

/// What the declarations come to: the combinations, the marriage's holder, the false announcements.
type Declarations = (Vec<Declared>, Option<Seat>, Vec<FalseAnnouncement>);

/// The declarations: a combination before the declarer's own lead while he holds nine cards (up to
/// the first trick of the late stage), the marriage before any lead, the opponent's included («марьяж
/// объявляется перед любым ходом»). A combination or marriage declared with a card not held is a
/// false announcement: it scores nothing, and the penalty of the book is written for it.
fn declarations(
    rec: &Record,
    setup: &Setup,
    w: &Whereabouts,
    leaders: &[usize],
    trump: Suit,
    exchange: Option<(Seat, usize)>,
) -> Result<Declarations, RuleError> {
    let marriage_cards = CardSet::single(Card::new(Rank::King, trump)).with(Card::new(Rank::Queen, trump));
    let mut declared: Vec<Declared> = vec![];
    let mut marriage = None;
    let mut false_announcements = vec![];
    for (i, tr) in rec.tricks.iter().enumerate() {
        let t = i + 1;
        for (seat, shown) in &tr.declares {
            let seat = *seat;
            let name = &setup.players[seat];
            let set: CardSet = shown.iter().fold(CardSet::EMPTY, |acc, &c| acc.with(c));
            let is_marriage = set == marriage_cards && shown.len() == 2;
            if !is_marriage && leaders[t] != seat {
                return Err(at_trick(
                    t,
                    RuleError::new("terz.declare.turn", msg!("terz-declare-turn", player = name)).with_player(name),
                ));
            }
            let combination = if is_marriage { None } else { Combination::of(shown) };
            if !is_marriage && combination.is_none() {
                return Err(at_trick(
                    t,
                    RuleError::new("terz.declare.cards", msg!("terz-declare-not-combination", cards = shown.clone()))
                        .with_player(name),
                ));
            }
            if !is_marriage && t > TALON_TRICKS + 1 {
                return Err(at_trick(
                    t,
                    RuleError::new("terz.declare.late", msg!("terz-declare-late", player = name)).with_player(name),
                ));
            }
            let missing = set.iter().find(|&c| {
                let before_exchange =
                    exchange.is_some_and(|(s, e)| s == seat && t <= e) && c.rank() == Rank::Seven && c.suit() == trump;
                let held = before_exchange
                    || (w.owner[c.index()] == seat
                        && w.when[c.index()] >= t
                        && w.arrival[c.index()].is_none_or(|a| a <= t));
                !held
            });
            if let Some(missing) = missing {
                let value = combination.map_or(MARRIAGE, Combination::value);
                false_announcements.push(FalseAnnouncement { seat, trick: t, cards: shown.clone(), missing, value });
                continue;
            }
            if is_marriage {
                if marriage.is_some() {
                    return Err(at_trick(
                        t,
                        RuleError::new("terz.declare.cards", msg!("terz-declare-twice")).with_player(name),
                    ));
                }
                marriage = Some(seat);
            } else if let Some(combination) = combination {
                if declared.iter().any(|d| d.combination == combination) {
                    return Err(at_trick(
                        t,
                        RuleError::new("terz.declare.cards", msg!("terz-declare-twice")).with_player(name),
                    ));
                }
                declared.push(Declared { seat, combination });
            }
        }
    }
    Ok((declared, marriage, false_announcements))
}
