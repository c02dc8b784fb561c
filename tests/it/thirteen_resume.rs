//! Thirteen resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split; a round voided
//! in its place (`Entry::Turn`) moves no money; a stored state that is not this match's is refused.

use crate::support::bets as bets_support;
use crate::support::family_resume;
use crate::support::stakes as stakes_support;

use bets_support::{random_match, Kind};
use family_resume::{assert_bad_states_refused, assert_splits, effective, with_turn};
use kozyr::games::thirteen::THIRTEEN;
use kozyr::games::{Entry, Game};
use proptest::prelude::*;
use serde_json::json;
use stakes_support::{doc, NAMES};

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = THIRTEEN.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&THIRTEEN, &setup, "thirteen.snapshot");
    // Money made from nothing is no state of any match.
    let bad = json!({"money": {"balances": [10, 0, 0, 0], "bank": 0, "banker": null, "rounds": 1}});
    assert_eq!(THIRTEEN.replay_from(&setup, Some(&bad), &[]).err().map(|e| e.rule), Some("thirteen.snapshot".into()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random legal matches replayed at every split, and again with a round voided in its place:
    /// the Turn moves no money.
    #[test]
    fn random_matches_resume_at_every_split(seed in any::<u64>(), rounds in 1usize..8, turn in any::<prop::sample::Index>()) {
        let mut rng = stakes_support::Rng::new(seed);
        let deals = random_match(&mut rng, Kind::Thirteen, 4, rounds);
        let d = doc("thirteen", 4, json!({}), deals);
        let (game, setup, entries) = effective(&d);
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            let turned = with_turn(&entries, at);
            // A later round may name a banker the Turn no longer makes due (Faro, Shtoss accept any;
            // Thirteen accepts any right after a Turn): when it is accepted, it resumes alike.
            if let Ok(r) = assert_splits(game, &setup, &turned) {
                prop_assert_eq!(r.scored.len(), entries.len() - 1);
            }
        }
    }
}

/// A round voided after a later one was recorded keeps its place with its outcome unknown: the
/// next round may be banked by the same banker (he matched) or by his left neighbour (he paid), and
/// no money moves for the voided round.
#[test]
fn after_a_round_voided_in_its_place_the_next_banker_is_whoever_the_record_names() {
    let players: Vec<String> = NAMES[..3].iter().map(|s| s.to_string()).collect();
    let setup = THIRTEEN.setup(&players, None, &Default::default()).expect("setup");
    let first = Entry::Deal(json!({"stakes": {"Борис": 10}, "wins": "Борис"}));
    for banker in ["Аня", "Борис"] {
        let next = Entry::Deal(json!({"banker": banker, "stakes": {"Вера": 5}, "loses": "Вера"}));
        let entries = [(1, &Entry::Turn), (2, &next)];
        let (r, _) = THIRTEEN
            .replay_from(&setup, None, &[(0, &first), entries[0], entries[1]])
            .unwrap_or_else(|e| panic!("{banker}: {e}"));
        assert_eq!(r.scored.len(), 2, "the Turn writes no row");
        assert_eq!(r.scored[1].extra["banker"], json!(banker));
        // Without the Turn, only Борис is due after Аня paid.
        let plain = THIRTEEN.replay_from(&setup, None, &[(0, &first), (2, &next)]);
        assert_eq!(plain.is_ok(), banker == "Борис", "{banker}");
    }
    // The Turn alone moves no money.
    let (r, _) = THIRTEEN.replay_from(&setup, None, &[(0, &first), (1, &Entry::Turn)]).expect("accepted");
    assert_eq!(r.scored.len(), 1);
    assert_eq!(r.pool.map(|p| p.amount), Some(90));
}
