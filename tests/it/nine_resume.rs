//! Nine resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split, whole deals
//! refereed and the agreed end included; a voided deal that kept its place (`Entry::Turn`) passes
//! the deal on and scores nothing.

use crate::support::common;
use crate::support::family_resume;
use crate::support::handcount as handcount_support;

use family_resume::*;
use handcount_support::{nine_deal, Rng, NAMES};
use kozyr::games::nine::NINE;
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Map, Value};

fn doc(players: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("nine", &NAMES, players, None, options, deals)
}

/// Random legal deals: whole or by quick entry, naming the dealer now and then.
fn random_deals(rng: &mut Rng, players: usize, deals: usize) -> Vec<Value> {
    let mut out = vec![];
    for k in 0..deals {
        let dealer = k % players;
        let d = nine_deal(rng, players, dealer);
        let mut v = if rng.chance(1, 2) {
            json!({"play": d.text()})
        } else {
            let passes: Map<String, Value> =
                (0..players).filter(|&s| d.passes[s] > 0).map(|s| (NAMES[s].to_string(), json!(d.passes[s]))).collect();
            json!({"out": NAMES[d.out], "passes": passes})
        };
        if rng.chance(1, 2) {
            v["dealer"] = json!(NAMES[dealer]);
        }
        out.push(v);
    }
    out
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("nine")).expect("the sample is accepted");
    assert_eq!(r.scored[0].totals, [-3, -2, 5]);
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 2: Борис deals"));
}

#[test]
fn a_match_of_agreed_deals_resumes_at_every_split() {
    let mut rng = Rng::new(4);
    let deals = random_deals(&mut rng, 4, 5);
    let r = assert_doc_splits(&doc(4, json!({"deals": 5, "ante": 2}), deals)).expect("accepted");
    assert_eq!(r.finished_after.last(), Some(&r.winner.is_some()));
}

#[test]
fn a_voided_deal_that_kept_its_place_passes_the_deal_on_and_scores_nothing() {
    let deals: Vec<Value> =
        ["Аня", "Борис", "Вера"].iter().map(|d| json!({"dealer": d, "out": "Аня", "passes": {"Борис": 1}})).collect();
    let (game, setup, entries) = effective(&doc(3, json!({}), deals));
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "nine.deal.dealer");
    assert_eq!(kept.scored[1].totals, [6, -4, -2]);
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = NINE.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&NINE, &setup, "nine.snapshot");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn random_matches_resume_at_every_split(seed in any::<u64>(), players in 2usize..=8, deals in 1usize..8, turn in any::<prop::sample::Index>()) {
        let mut rng = Rng::new(seed);
        let (game, setup, entries) = effective(&doc(players, json!({}), random_deals(&mut rng, players, deals)));
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }
}
