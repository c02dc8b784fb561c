//! Macao resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split: balances, the
//! bank passing to the left, broken banks. A voided round that kept its place (`Entry::Turn`)
//! passes the bank on — its banker takes back what is left of his — and moves no other money.

use crate::support::family_resume;
use crate::support::stakes as stakes_support;

use family_resume::*;
use kozyr::games::macao::MACAO;
use kozyr::games::{Entry, Game};
use proptest::prelude::*;
use serde_json::json;
use stakes_support::{doc, random_match, Kind, Rng};

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("macao")).expect("the sample is accepted");
    assert_eq!(r.scored.len(), 2);
    assert_eq!(r.pool.map(|p| p.amount), Some(130));
}

#[test]
fn a_voided_round_that_kept_its_place_passes_the_bank_on() {
    let deals = vec![
        json!({"banker": "Аня", "hands": {"Аня": "5S", "Борис": "6S", "Вера": "4S"}}),
        json!({"banker": "Борис", "hands": {"Борис": "5H", "Вера": "6H", "Аня": "4H"}}),
        json!({"banker": "Вера", "hands": {"Вера": "5D", "Аня": "6D", "Борис": "4D"}}),
    ];
    let (game, setup, entries) = effective(&doc("macao", 3, json!({}), deals));
    let kept = assert_splits(game, &setup, &with_turn(&entries, 1)).expect("accepted with the Turn");
    assert_eq!(kept.scored.len(), 2, "the Turn writes no row");
    // Round 1: Аня banks 100, Борис takes 10, Вера pays 10 (bank 100). The voided round 2 gives
    // Аня her 100 back and passes the bank to Борис; round 3 is Вера's (100): Аня takes 10, Борис
    // pays 10.
    assert_eq!(kept.scored[1].totals, vec![10, 0, -110]);
    assert_eq!(kept.scored[1].pool.map(|p| p.amount), Some(100));
    // Without the Turn, round 3's banker is out of turn: it is Борис's.
    let refused = run(game, &setup, &without(&entries, 1)).map(|_| ()).map_err(|e| e.rule);
    assert_eq!(refused, Err("macao.round.banker".to_string()));
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = ["Аня", "Борис", "Вера", "Галя"].iter().map(|s| s.to_string()).collect();
    let setup = MACAO.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&MACAO, &setup, "macao.snapshot");
    let lost = json!({"balances": [0, -10, 0, 0], "bank": 0, "banker": 1, "rounds": 1});
    let got = MACAO.replay_from(&setup, Some(&lost), &[]).map(|_| ()).map_err(|e| e.rule);
    assert_eq!(got, Err("macao.snapshot".to_string()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Random legal matches of 2 to 6 players replayed at every split, and again with a round
    /// voided in place.
    #[test]
    fn random_matches_resume_at_every_split(seed in any::<u64>(), players in 2usize..=6, rounds in 1usize..=8, turn in any::<prop::sample::Index>()) {
        let mut rng = Rng::new(seed);
        let mut deals = random_match(&mut rng, Kind::Macao, players, rounds);
        // Later rounds leave their banker to the rotation, so a round voided in place moves it on.
        for d in deals.iter_mut().skip(1) {
            d.as_object_mut().map(|m| m.remove("banker"));
        }
        let (game, setup, entries) = effective(&doc("macao", players, json!({}), deals));
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            // The bank moves on with the voided round: a later round whose stakes name its new
            // banker, that has no hand for him, or where he bought as a player (the book's banker
            // holds his one card), is refused for that, whole and at every split alike; nothing
            // else changes.
            if let Err(rule) = assert_splits(game, &setup, &with_turn(&entries, at)) {
                let moved = ["macao.round.banker", "macao.stake.missing", "macao.banker.buys"];
                prop_assert!(moved.contains(&rule.as_str()), "{}", rule);
            }
        }
    }
}
