//! «Очко» resumed from a snapshot: any match replayed in two parts — the second from the state
//! the first returned, through JSON text — is the match replayed whole, at every split: balances,
//! the bank, who holds it, broken banks. A voided round that kept its place (`Entry::Turn`) moves
//! no money and leaves the bank with its banker.

use crate::support::family_resume;
use crate::support::stakes as stakes_support;

use family_resume::*;
use kozyr::games::ochko::OCHKO;
use kozyr::games::{Entry, Game};
use proptest::prelude::*;
use serde_json::json;
use stakes_support::{doc, random_match, Kind, Rng};

const KIND: Kind = Kind::Ochko;

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("ochko")).expect("the sample is accepted");
    assert_eq!(r.scored.len(), 2);
    assert_eq!(r.pool.map(|p| p.amount), Some(90));
}

#[test]
fn a_voided_round_that_kept_its_place_moves_no_money() {
    let deals = vec![
        json!({"stakes": {"Борис": 10}, "totals": {"Аня": 19, "Борис": 25}}),
        json!({"stakes": {"Борис": 110}, "totals": {"Аня": 19, "Борис": 12}}),
        json!({"stakes": {"Борис": 110}, "totals": {"Аня": 19, "Борис": 18}}),
    ];
    let (game, setup, entries) = effective(&doc("ochko", 2, json!({}), deals));
    let whole = run(game, &setup, &entries).expect("accepted");
    // Round 2 took Борис's 110: round 3's stake is at most the bank of 220 then, 110 without it.
    let kept = assert_splits(game, &setup, &with_turn(&entries, 1)).expect("accepted with the Turn");
    assert_eq!(kept.scored.len(), 2, "the Turn writes no row");
    assert_eq!(kept.scored[1].totals, vec![-100, -120]);
    assert_eq!(kept.scored[1].pool.map(|p| p.amount), Some(220));
    assert_eq!(kept.scored[1].extra["round"], json!(3), "the voided round kept its number");
    assert_eq!(whole.scored[2].totals, vec![-100, -230]);
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = ["Аня", "Борис", "Вера", "Галя"].iter().map(|s| s.to_string()).collect();
    let setup = OCHKO.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&OCHKO, &setup, "ochko.snapshot");
    let far = serde_json::json!({"balances": [0, 0, 0, 0], "bank": 0, "banker": 9, "rounds": 1});
    let got = OCHKO.replay_from(&setup, Some(&far), &[]).map(|_| ()).map_err(|e| e.rule);
    assert_eq!(got, Err("ochko.snapshot".to_string()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Random legal matches of 2 to 6 players replayed at every split, and again with a round
    /// voided in place when the rest still stands.
    #[test]
    fn random_matches_resume_at_every_split(seed in any::<u64>(), players in 2usize..=6, rounds in 1usize..=8, turn in any::<prop::sample::Index>()) {
        let mut rng = Rng::new(seed);
        let deals = random_match(&mut rng, KIND, players, rounds);
        let (game, setup, entries) = effective(&doc("ochko", players, KIND.options(), deals));
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            let turned = with_turn(&entries, at);
            // A later round may rest on money the voided one moved — a stake the smaller bank cannot
            // cover, the bank it recorded, a bank it broke passing on: then it is refused for that,
            // whole and at every split alike.
            if let Err(rule) = assert_splits(game, &setup, &turned) {
                let money = ["ochko.stake.over-bank", "ochko.bank.amount", "ochko.round.banker", "ochko.stake.missing"];
                prop_assert!(money.contains(&rule.as_str()), "{}", rule);
            }
        }
    }
}
