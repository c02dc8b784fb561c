//! Rummy resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split, its end
//! included; a voided deal that kept its place (`Entry::Turn`) passes the deal on and scores nothing.

use crate::support::common;
use crate::support::family_resume;
use crate::support::handcount as handcount_support;

use family_resume::*;
use handcount_support::{counting_deal, rummy_hand, rummy_value, Rng, NAMES};
use kozyr::cards::Deck;
use kozyr::games::rummy::RUMMY;
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

fn doc(players: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("rummy", &NAMES, players, None, options, deals)
}

/// Random legal deals, each naming its dealer now and then, with a penalty between some.
fn random_deals(rng: &mut Rng, players: usize, deals: usize) -> Vec<Value> {
    let pack = Deck::standard52().cards().to_vec();
    let hand = rummy_hand(players);
    let mut out = vec![];
    for k in 0..deals {
        let (mut d, _, _) = counting_deal(rng, &pack, players, hand, hand * (players - 1), rummy_value);
        if rng.chance(1, 3) {
            d["rummy"] = json!(true);
        }
        if rng.chance(1, 2) {
            d["dealer"] = json!(NAMES[k % players]);
        }
        out.push(d);
        if rng.chance(1, 6) {
            out.push(json!({"penalty": {"player": NAMES[rng.below(players)], "points": -10, "reason": "late"}}));
        }
    }
    out
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("rummy")).expect("the sample is accepted");
    assert_eq!(r.scored[1].totals, [18, 5, -23]);
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 3: Вера deals, Аня leads"));
}

#[test]
fn a_match_to_its_end_resumes_at_every_split() {
    // Аня collects 30 + 30 twice: 120 ≥ 100 ends the match, at every split.
    let win = json!({"out": "Аня", "points": {"Борис": 30, "Вера": 30}});
    let penalty = json!({"penalty": {"player": "Борис", "points": -10, "reason": "late"}});
    let deals = vec![win.clone(), penalty, win.clone()];
    let r = assert_doc_splits(&doc(3, json!({}), deals.clone())).expect("accepted");
    assert_eq!((r.finished_after.last(), r.winner), (Some(&true), Some(0)));
    let mut after = deals.clone();
    after.push(win.clone());
    // The game marks the end; the ledger's replay refuses what follows it (`match.finished`).
    let r = assert_doc_splits(&doc(3, json!({}), after)).expect("the game replays it");
    assert_eq!(r.finished_after, [false, false, true, true]);
    // The same after an agreed two deals, the limit off.
    let r = assert_doc_splits(&doc(3, json!({"limit": 0, "deals": 2}), deals)).expect("accepted");
    assert_eq!(r.winner, Some(0));
}

#[test]
fn a_voided_deal_that_kept_its_place_passes_the_deal_on_and_scores_nothing() {
    let deals: Vec<Value> = ["Аня", "Борис", "Вера"]
        .iter()
        .map(|d| json!({"dealer": d, "out": "Аня", "points": {"Борис": 5, "Вера": 6}}))
        .collect();
    let (game, setup, entries) = effective(&doc(3, json!({}), deals));
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "rummy.deal.dealer");
    assert_eq!(kept.scored[1].totals, [22, -10, -12]);
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = RUMMY.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&RUMMY, &setup, "rummy.snapshot");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn random_matches_resume_at_every_split(seed in any::<u64>(), players in 2usize..=6, deals in 1usize..12, turn in any::<prop::sample::Index>()) {
        let mut rng = Rng::new(seed);
        let (game, setup, entries) = effective(&doc(players, json!({"limit": 0}), random_deals(&mut rng, players, deals)));
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            // The kept place passes the deal on: the dealers named after it stay right.
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }
}
