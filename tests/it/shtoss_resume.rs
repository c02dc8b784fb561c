//! Shtoss resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split; a round voided
//! in its place (`Entry::Turn`) moves no money; a stored state that is not this match's is refused.

use crate::support::bets as bets_support;
use crate::support::family_resume;
use crate::support::stakes as stakes_support;

use bets_support::{random_match, Kind};
use family_resume::{assert_bad_states_refused, assert_splits, effective, with_turn};
use kozyr::games::shtoss::SHTOSS;
use kozyr::games::{Entry, Game};
use proptest::prelude::*;
use serde_json::json;
use stakes_support::{doc, NAMES};

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = SHTOSS.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&SHTOSS, &setup, "shtoss.snapshot");
    // Money made from nothing is no state of any match.
    let bad = json!({"money": {"balances": [10, 0, 0, 0], "bank": 0, "banker": null, "rounds": 1}});
    assert_eq!(SHTOSS.replay_from(&setup, Some(&bad), &[]).err().map(|e| e.rule), Some("shtoss.snapshot".into()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random legal matches replayed at every split, and again with a round voided in its place:
    /// the Turn moves no money.
    #[test]
    fn random_matches_resume_at_every_split(seed in any::<u64>(), rounds in 1usize..8, turn in any::<prop::sample::Index>()) {
        let mut rng = stakes_support::Rng::new(seed);
        let deals = random_match(&mut rng, Kind::Shtoss, 4, rounds);
        let d = doc("shtoss", 4, json!({}), deals);
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
