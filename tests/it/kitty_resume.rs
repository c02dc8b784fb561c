//! Kitty resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split, its end
//! included; a voided deal that kept its place (`Entry::Turn`) passes the deal on and scores nothing.

use crate::support::common;
use crate::support::family_resume;
use crate::support::handcount as handcount_support;

use family_resume::*;
use handcount_support::{counting_deal, kitty_pack, kitty_value, Rng, NAMES};
use kozyr::games::kitty::{most, most_all, KITTY};
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

fn doc(players: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("kitty", &NAMES, players, None, options, deals)
}

fn random_deals(rng: &mut Rng, players: usize, deals: usize) -> Vec<Value> {
    let pack = kitty_pack();
    let mut out = vec![];
    for k in 0..deals {
        let (mut d, _, _) = counting_deal(rng, &pack, players, most(players), most_all(players), kitty_value);
        if rng.chance(1, 2) {
            d["dealer"] = json!(NAMES[k % players]);
        }
        out.push(d);
        if rng.chance(1, 6) {
            out.push(json!({"penalty": {"player": NAMES[rng.below(players)], "points": 5, "reason": "late"}}));
        }
    }
    out
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("kitty")).expect("the sample is accepted");
    assert_eq!(r.scored[1].totals, [11, 14, 2]);
}

#[test]
fn a_match_to_its_end_resumes_at_every_split() {
    let mut rng = Rng::new(2);
    let deals = random_deals(&mut rng, 4, 6);
    let r = assert_doc_splits(&doc(4, json!({"limit": 0, "deals": 6}), deals.clone()));
    // Six deals, then the lowest total wins unless two share it.
    if let Ok(r) = r {
        assert_eq!(r.finished_after.last(), Some(&r.winner.is_some()));
    }
    assert!(assert_doc_splits(&doc(4, json!({}), deals)).is_ok());
}

#[test]
fn a_voided_deal_that_kept_its_place_passes_the_deal_on_and_scores_nothing() {
    let deals: Vec<Value> = ["Аня", "Борис", "Вера"]
        .iter()
        .map(|d| json!({"dealer": d, "out": "Аня", "points": {"Борис": 5, "Вера": 6}}))
        .collect();
    let (game, setup, entries) = effective(&doc(3, json!({}), deals));
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "kitty.deal.dealer");
    assert_eq!(kept.scored[1].totals, [0, 10, 12]);
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = KITTY.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&KITTY, &setup, "kitty.snapshot");
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
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }
}
