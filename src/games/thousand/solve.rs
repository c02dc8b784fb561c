//! "Could the declarer have made it?" for a Thousand deal recorded with its play: the search of
//! `engine::solver::general` over Thousand's own play rules, counting the declarer's card points
//! and the marriages he declares (a marriage declared on lead also makes its suit trump, so the
//! search tries each king and queen led both with and without the call).

use serde::Deserialize;
use serde_json::Value;

use super::deal::{read_deal, HEADERS};
use super::options::ThousandOptions;
use super::trick_rules::{marriage_value, partner, PlayState, ThousandTricks, SEATS, TRICKS};
use crate::cards::{Card, CardBag, CardSet, Deck};
use crate::engine::solver::general::{analyse, Count};
use crate::engine::{referee, Breach, Play, PlayRecord, Seat, TrickRules, TrickView};
use crate::games::{parse_tricks, solved_line, split_play_text, RuleError, Setup, Solved, SolvedDeparture, TrickDoc};
use crate::msg;

/// The first trick searched when the table names none: the whole deal (24 cards), with the walk
/// for the first mistake, answers in a few seconds at most in a release build.
pub const DEFAULT_FROM: usize = 1;

/// Thousand's play rules with what the search needs besides what the referee asks: the marriage
/// a king or queen may declare and its value, and the trump as the state's key.
pub struct ThousandSearch<'a>(pub ThousandTricks<'a>);

impl TrickRules for ThousandSearch<'_> {
    type State = PlayState;

    fn seats(&self) -> usize {
        self.0.seats()
    }
    fn tricks(&self) -> usize {
        self.0.tricks()
    }
    fn deck(&self) -> &Deck {
        self.0.deck()
    }
    fn start(&self) -> PlayState {
        self.0.start()
    }
    fn check(
        &self,
        st: &PlayState,
        trick: &TrickView<'_>,
        seat: Seat,
        hand: &CardBag,
        play: Play,
    ) -> Result<(), Breach> {
        self.0.check(st, trick, seat, hand, play)
    }
    fn apply(&self, st: &mut PlayState, trick: &TrickView<'_>, seat: Seat, play: Play) {
        self.0.apply(st, trick, seat, play);
    }
    fn winner(&self, st: &PlayState, trick: &TrickView<'_>) -> usize {
        self.0.winner(st, trick)
    }
    fn points(&self, st: &PlayState, card: Card) -> u32 {
        self.0.points(st, card)
    }
    /// Follow suit, else trump: the cards worth asking `check` about.
    fn playable(&self, st: &PlayState, trick: &TrickView<'_>, _seat: Seat, hand: CardSet) -> CardSet {
        match trick.led() {
            Some(led) if hand.has_suit(led) => hand.of_suit(led),
            Some(_) => match st.trump {
                Some(t) if hand.has_suit(t) => hand.of_suit(t),
                _ => hand,
            },
            None => hand,
        }
    }
    /// On lead, a king or queen whose partner is in hand.
    fn may_call(&self, _st: &PlayState, trick: &TrickView<'_>, hand: CardSet, card: Card) -> bool {
        trick.cards.is_empty() && partner(card).is_some_and(|p| hand.contains(p))
    }
    fn call_value(&self, _st: &PlayState, trick: &TrickView<'_>, _seat: Seat, play: Play) -> u32 {
        if trick.cards.is_empty() && partner(play.card).is_some() {
            u32::try_from(marriage_value(play.card.suit())).unwrap_or(0)
        } else {
            0
        }
    }
    fn state_key(&self, st: &PlayState) -> Option<u64> {
        Some(st.trump.map_or(0, |s| s.index() as u64 + 1))
    }
}

#[derive(Deserialize)]
struct PlayOnly {
    tricks: Vec<TrickDoc>,
}

/// The tricks of a deal record's play (JSON object or the text form), or `None` without one.
fn recorded_tricks(v: &Value) -> Result<Option<Vec<TrickDoc>>, RuleError> {
    match v.get("play") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => Ok(Some(split_play_text(text, HEADERS).tricks)),
        Some(other) => {
            // The full record was read by `read_deal` already; only the tricks matter here.
            let mut o = other.clone();
            if let Some(m) = o.as_object_mut() {
                m.retain(|k, _| k == "tricks");
            }
            let doc: PlayOnly = serde_json::from_value(o).map_err(|e| {
                RuleError::new("thousand.play.format", msg!("thousand-play-format", error = e.to_string()))
            })?;
            Ok(Some(doc.tricks))
        }
    }
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
    let search = ThousandSearch(rules);
    let count = Count { seats: 1 << deal.declarer, points: true, against: false };
    let Some(a) = analyse(&search, &hands, deal.declarer, &record.plays, from, count) else {
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
