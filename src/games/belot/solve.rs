//! "Could the declarer have made it?" for a Belot deal recorded with its play: the search of
//! `engine::solver::general` over Belot's own play rules, counting the declaring team's card
//! points, the last trick's 10 and the belots called, against the other team's. The contract is
//! made on more points than the other team's, so the search weighs every point either way; a belot
//! is searched as a call because in All trumps a king or queen thrown on another suit cannot carry
//! it. Premiums announced before play do not depend on it and are added to both lines as recorded.

use serde_json::Value;

use super::announcements::{premiums, Kind};
use super::contract::Contract;
use super::deal::{read_deal, team, Played};
use super::options::BelotOptions;
use super::standing::VALAT;
use super::trick_rules::{BelotTricks, SEATS, TRICKS};
use crate::cards::{CardBag, CardSet};
use crate::engine::solver::general::{analyse, position_at, Count, Position, Search};
use crate::engine::solver::Mode;
use crate::engine::{referee, Play, PlayRecord};
use crate::games::{parse_tricks, solved_line, RuleError, Setup, Solved, SolvedDeparture, TrickDoc};
use crate::msg;

/// The first trick searched when the table names none: the whole deal (32 cards, four hands)
/// answers in well under a second in a release build.
pub const DEFAULT_FROM: usize = 1;

/// The tricks of a deal record's play, or `None` without one.
fn recorded_tricks(v: &Value) -> Result<Option<Vec<TrickDoc>>, RuleError> {
    crate::games::recorded_tricks(v, &[], |error| {
        RuleError::new("belot.play.format", msg!("belot-play-format", error = error))
    })
}

/// Each team's raw total after a whole deal's plays, as the sheet adds it: card points and the
/// last trick (doubled in No trumps), premiums announced before play, belots called, valat.
fn raw_totals(rules: &BelotTricks, p: &Played, start: &Position<()>, plays: &[Play]) -> [i64; 2] {
    let fixed: Vec<_> = p.announcements.iter().filter(|a| a.kind != Kind::Belot).cloned().collect();
    let mut steps = Vec::new();
    let none: Vec<String> = vec![String::new(); 2];
    let names: Vec<String> = vec![String::new(); SEATS];
    let prem = premiums(&fixed, &none, &names, &mut steps);
    let factor = if p.contract == Contract::NoTrumps { 2 } else { 1 };
    let mut raw = [0i64; 2];
    for (t, r) in raw.iter_mut().enumerate() {
        let count = Count { seats: 0b0101 << t, points: true, against: false };
        let (own, winners) = Search::new(rules, count, Mode::DoubleDummy).score(start, plays);
        let valat = winners.len() == TRICKS && winners.iter().all(|&w| team(w) == t);
        *r = factor * i64::from(own) + prem[t].max(0) + if valat { VALAT } else { 0 };
    }
    raw
}

/// Searches a recorded deal from trick `from_trick` (default [`DEFAULT_FROM`]).
pub fn solve(
    setup: &Setup,
    v: &Value,
    o: &BelotOptions,
    from_trick: Option<usize>,
) -> Result<Option<Solved>, RuleError> {
    let dealer = v.get("dealer").and_then(Value::as_str).map(|d| setup.seat(d)).transpose()?.unwrap_or(0);
    let deal = read_deal(v, setup, o, dealer)?;
    let tricks = recorded_tricks(v)?;
    let (Some(p), Some(tricks)) = (&deal.played, tricks) else {
        return Err(RuleError::new("explain.solve.no-play", msg!("solve-no-play")));
    };
    let from = from_trick.unwrap_or(DEFAULT_FROM);
    if !(1..=TRICKS).contains(&from) {
        return Err(RuleError::new("explain.solve.trick", msg!("solve-bad-trick", trick = from, tricks = TRICKS)));
    }
    let plays = parse_tricks(&tricks, setup, SEATS)?;
    let first_leader = (deal.dealer + 1) % SEATS;
    let record = PlayRecord { first_leader, plays };
    let rules = BelotTricks::new(p.contract);
    let out = referee(&rules, &record).map_err(|e| RuleError::from_violation("belot", &e, &setup.players))?;
    let hands: Vec<CardSet> = out.hands.iter().map(CardBag::present).collect();
    let dt = team(p.declarer);
    let count = Count { seats: 0b0101 << dt, points: true, against: true };
    let bad_trick = || RuleError::new("explain.solve.trick", msg!("solve-bad-trick", trick = from, tricks = TRICKS));
    let a = analyse(&rules, &hands, first_leader, &record.plays, from, count).ok_or_else(bad_trick)?;
    let start = position_at(&rules, &hands, first_leader, &record.plays, 1).ok_or_else(bad_trick)?;
    let upto = (from - 1) * SEATS;
    let played: Vec<Play> = record.plays.iter().map(|q| Play { seat: None, ..*q }).collect();
    let mut best_plays: Vec<Play> = played[..upto].to_vec();
    best_plays.extend(a.line.plays.iter().map(|&(_, q)| q));
    let raw_played = raw_totals(&rules, p, &start, &played);
    let raw_best = raw_totals(&rules, p, &start, &best_plays);
    let sides = setup.sides();
    let score = |raw: [i64; 2]| {
        msg!("solve-belot-total", team = &sides[dt], total = raw[dt], other = &sides[1 - dt], other_total = raw[1 - dt])
    };
    // Whether a deal margin (the search's units, from the first trick) makes the contract.
    let factor = if p.contract == Contract::NoTrumps { 2 } else { 1 };
    let fixed = raw_played[dt] - factor * i64::from(a.own_before + a.own_taken);
    let fixed_other = {
        let own_other = Count { seats: 0b0101 << (1 - dt), points: true, against: false };
        let (o, _) = Search::new(&rules, own_other, Mode::DoubleDummy).score(&start, &played);
        raw_played[1 - dt] - factor * i64::from(o)
    };
    let makes = |margin: i64| factor * margin + fixed - fixed_other > 0;
    let names = &setup.players;
    let departure = a.departure.as_ref().map(|d| {
        SolvedDeparture::new(d, names, |_, _| {
            makes(i64::from(d.so_far) + i64::from(d.before)) && !makes(i64::from(d.so_far) + i64::from(d.after))
        })
    });
    Ok(Some(Solved {
        from_trick: from,
        tricks: TRICKS,
        side: sides[dt].clone(),
        before: i64::from(a.own_before),
        taken: i64::from(a.own_taken),
        best: i64::from(a.own_best),
        made: raw_played[dt] > raw_played[1 - dt],
        could: raw_best[dt] > raw_best[1 - dt],
        played_score: score(raw_played),
        best_score: score(raw_best),
        line: solved_line(&a.line, from, SEATS, names),
        departure,
    }))
}
