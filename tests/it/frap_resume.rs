//! Frap resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned (the balances, the pot, the dealer, a new deal owed), through JSON text — is the
//! match replayed whole, at every split; a voided deal that kept its place (`Entry::Turn`) passes
//! the deal on and moves no money; a stored state that is not this match's is refused.

use crate::support::common;
use crate::support::family_resume;
use crate::support::frap as frap_support;

use family_resume::*;
use frap_support::{deals, Rng, FRAP as KIND, NAMES};
use kozyr::games::frap::FRAP;
use kozyr::games::{Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

fn doc(players: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("frap", &NAMES, players, None, options, deals)
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("frap")).expect("the sample is accepted");
    assert_eq!(r.scored.len(), 2);
    assert!(r.pool.is_some());
}

#[test]
fn a_new_deal_owed_after_every_round_of_passes_resumes_at_every_split() {
    let passes = vec!["pass pass pass"; KIND.rounds];
    let deals = vec![
        json!({"bidding": passes}),
        json!({"bidding": format!("{} vist pass", KIND.word), "won": {"Вера": KIND.tricks}}),
    ];
    let r = assert_doc_splits(&doc(3, json!({}), deals)).expect("accepted");
    // Борис deals the second: Вера declares and takes every trick; nobody antes again.
    assert_eq!(r.scored[1].extra["redeal"], false);
    assert!(r.scored[1].explain.iter().any(|s| s.rule == "frap.score.redeal"));
}

#[test]
fn a_voided_deal_that_kept_its_place_passes_the_deal_on_and_moves_no_money() {
    // Every deal empties the pot, so a later deal scores the same with or without an earlier one.
    let word = KIND.word;
    let split = if KIND.tricks == 4 { (2, 2) } else { (3, 2) };
    let deals: Vec<Value> = ["Аня", "Борис", "Вера"]
        .iter()
        .enumerate()
        .map(|(k, d)| {
            let first = NAMES[(k + 1) % 3];
            let second = NAMES[(k + 2) % 3];
            json!({"dealer": d, "bidding": format!("{word} vist pass"), "won": {first: split.0, second: split.1}})
        })
        .collect();
    let (game, setup, entries) = effective(&doc(3, json!({}), deals));
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "frap.deal.dealer");
    assert_eq!(kept.scored.len(), 2);
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = FRAP.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&FRAP, &setup, "frap.snapshot");
    // Money made from nothing is no state of any match.
    let bad = json!({"money": {"balances": [5, 0, 0, 0], "bank": 0, "rounds": 1}, "dealer": 1, "dealer_known": true, "redeal": false});
    assert_eq!(
        FRAP.replay_from(&setup, Some(&bad), &[]).map(|_| ()).map_err(|e| e.rule),
        Err("frap.snapshot".to_string())
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn random_matches_resume_at_every_split(seed in any::<u64>(), players in 2usize..=8, n in 1usize..7) {
        let mut rng = Rng::new(seed);
        let (game, setup, entries) = effective(&doc(players, json!({}), deals(&mut rng, KIND, players, n)));
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
    }
}
