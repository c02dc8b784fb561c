//! "Could the declarer have made it?" for a Thousand deal recorded with its play: the search of
//! `engine::solver::general` over Thousand's own play rules, counting the declarer's card points
//! and the marriages he declares (a marriage declared on lead also makes its suit trump, so the
//! search tries each king and queen led both with and without the call).

use serde_json::Value;

use super::deal::{read_deal, HEADERS};
use super::options::ThousandOptions;
use super::trick_rules::{ThousandTricks, SEATS, TRICKS};
use crate::cards::{CardBag, CardSet, Deck};
use crate::engine::solver::general::{analyse, Count};
use crate::engine::{referee, PlayRecord};
use crate::games::{parse_tricks, solved_line, RuleError, Setup, Solved, SolvedDeparture, TrickDoc};
use crate::msg;

/// The first trick searched when the table names none: the whole deal (24 cards), with the walk
/// for the first mistake, answers in a few seconds at most in a release build.
pub const DEFAULT_FROM: usize = 1;

/// The tricks of a deal record's play, or `None` without one.
fn recorded_tricks(v: &Value) -> Result<Option<Vec<TrickDoc>>, RuleError> {
    crate::games::recorded_tricks(v, HEADERS, |error| {
        RuleError::new("thousand.play.format", msg!("thousand-play-format", error = error))
    })
}

/// Searches a recorded deal from trick `from_trick` (default [`DEFAULT_FROM`]).
pub fn solve(
    setup: &Setup,
    v: &Value,
    o: &ThousandOptions,
    from_trick: Option<usize>,
) -> Result<Option<Solved>, RuleError> {
    // The record is read as the sheet reads it, so a deal that does not score cannot be solved.
    let dealer = v.get("dealer").and_then(Value::as_str).map(|d| setup.seat(d)).transpose()?.unwrap_or(0);
    let deal = read_deal(v, setup, o, dealer)?;
    let tricks = if deal.conceded { None } else { recorded_tricks(v)? };
    let Some(tricks) = tricks else {
        return Err(RuleError::new("explain.solve.no-play", msg!("solve-no-play")));
    };
    let from = from_trick.unwrap_or(DEFAULT_FROM);
    if !(1..=TRICKS).contains(&from) {
        return Err(RuleError::new("explain.solve.trick", msg!("solve-bad-trick", trick = from, tricks = TRICKS)));
    }
    let plays = parse_tricks(&tricks, setup, SEATS)?;
    let rules = ThousandTricks { options: o, deck: Deck::piquet24() };
    let record = PlayRecord { first_leader: deal.declarer, plays };
    let out = referee(&rules, &record).map_err(|e| RuleError::from_violation("thousand", &e, &setup.players))?;
    let hands: Vec<CardSet> = out.hands.iter().map(CardBag::present).collect();
    let count = Count { seats: 1 << deal.declarer, points: true, against: false };
    let Some(a) = analyse(&rules, &hands, deal.declarer, &record.plays, from, count) else {
        return Err(RuleError::new("explain.solve.trick", msg!("solve-bad-trick", trick = from, tricks = TRICKS)));
    };
    let names = &setup.players;
    let before = i64::from(a.own_before);
    let played_total = before + i64::from(a.own_taken);
    let best_total = before + i64::from(a.own_best);
    let made = played_total >= deal.bid;
    let could = best_total >= deal.bid;
    let score = |total: i64| msg!("solve-thousand-total", total = total, bid = deal.bid);
    let departure = a
        .departure
        .as_ref()
        .map(|d| SolvedDeparture::new(d, names, |could, after| could >= deal.bid && after < deal.bid));
    Ok(Some(Solved {
        from_trick: from,
        tricks: TRICKS,
        side: names[deal.declarer].clone(),
        before,
        taken: i64::from(a.own_taken),
        best: i64::from(a.own_best),
        made,
        could,
        played_score: score(played_total),
        best_score: score(best_total),
        line: solved_line(&a.line, from, SEATS, names),
        departure,
    }))
}
