//! A poker session resumed from a snapshot: any session replayed in two parts — the second from the
//! state the first returned, through JSON text — is the session replayed whole, at every split,
//! the agreed end included; a voided hand that kept its place (`Entry::Turn`) passes the deal on
//! and moves no money.

use crate::support::common;
use crate::support::family_resume;
use crate::support::poker as poker_support;

use family_resume::*;
use kozyr::games::poker::POKER;
use kozyr::games::{Entry, Game, MatchDoc};
use poker_support::{random_hands, Rng, NAMES};
use proptest::prelude::*;
use serde_json::{json, Value};

fn doc(players: usize, options: Value, hands: Vec<Value>) -> MatchDoc {
    common::match_doc("poker", &NAMES, players, None, options, hands)
}

fn records(rng: &mut Rng, players: usize, hands: usize) -> Vec<Value> {
    random_hands(rng, players, hands).into_iter().map(|h| h.record).collect()
}

#[test]
fn the_sample_session_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("poker")).expect("the sample is accepted");
    // Hand 1: Аня's royal flush takes 70 (+40). Hand 2: Аня all-in for 10 wins the main pot of 30;
    // Борис and Вера split the side pot of 60.
    assert_eq!(r.scored[0].totals, [40, -30, -10]);
    assert_eq!(r.scored[1].totals, [60, -40, -20]);
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("hand 3: Вера deals"));
}

#[test]
fn a_session_of_agreed_hands_resumes_at_every_split() {
    let mut rng = Rng::new(4);
    let hands = records(&mut rng, 4, 6);
    let r = assert_doc_splits(&doc(4, json!({"deals": 6}), hands)).expect("accepted");
    assert_eq!(r.finished_after.last(), Some(&r.winner.is_some()));
}

#[test]
fn a_voided_hand_that_kept_its_place_passes_the_deal_on_and_moves_no_money() {
    let hands: Vec<Value> = ["Аня", "Борис", "Вера"]
        .iter()
        .map(|d| json!({"dealer": d, "put": {"Аня": 10, "Борис": 10, "Вера": 5}, "winner": "Аня"}))
        .collect();
    let (game, setup, entries) = effective(&doc(3, json!({}), hands));
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "poker.deal.dealer");
    assert_eq!(kept.scored[1].totals, [30, -20, -10]);
}

#[test]
fn a_stored_state_that_is_not_this_session_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = POKER.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&POKER, &setup, "poker.snapshot");
    // Money made from nothing, or a pot left standing between hands.
    for bad in [
        json!({"money": {"balances": [10, 0, 0, 0], "bank": 0}}),
        json!({"money": {"balances": [-10, 0, 0, 0], "bank": 10}}),
        json!({"money": {"balances": [0, 0, 0], "bank": 0}}),
    ] {
        let e = POKER.replay_from(&setup, Some(&bad), &[]).expect_err("refused");
        assert_eq!(e.rule, "poker.snapshot", "{bad}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_sessions_resume_at_every_split(seed in any::<u64>(), players in 2usize..=8, hands in 1usize..8, turn in any::<prop::sample::Index>()) {
        let mut rng = Rng::new(seed);
        let (game, setup, entries) = effective(&doc(players, json!({}), records(&mut rng, players, hands)));
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }
}
