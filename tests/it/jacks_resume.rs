//! Jacks resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split; a voided deal
//! that kept its place (`Entry::Turn`) passes the deal on and scores nothing.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_resume;

use family_resume::*;
use family_support::{deal, play, Rng, Spec};
use kozyr::cards::Rank;
use kozyr::games::jacks::{deck, JACKS};
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

fn doc(options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("jacks", &NAMES, 4, None, options, deals)
}

/// Аня a trick and the four jacks (1 − 10), Борис the other twelve tricks.
fn jacks_to_anya(dealer: &str) -> Value {
    json!({"dealer": dealer, "trump": "hearts", "won": {"Аня": 1, "Борис": 12}, "took": {"Аня": ["JH", "JD", "JC", "JS"]}})
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("jacks")).expect("the sample is accepted");
    assert_eq!(r.scored[0].totals, [-9, 12, 0, 0]);
}

#[test]
fn a_match_with_a_penalty_and_its_end_at_the_target_resumes_at_every_split() {
    let deals = vec![
        jacks_to_anya("Аня"),
        json!({"penalty": {"player": "Вера", "reason": "late", "points": -2}}),
        jacks_to_anya("Борис"),
    ];
    let r = assert_doc_splits(&doc(json!({}), deals)).expect("accepted");
    assert_eq!(r.finished_after, [false, false, true], "Борис reaches 20 with 24");
    assert_eq!(r.winner, Some(1));
}

#[test]
fn a_voided_deal_that_kept_its_place_passes_the_deal_on_and_scores_nothing() {
    let d = doc(json!({"target": 0}), vec![jacks_to_anya("Аня"), jacks_to_anya("Борис"), jacks_to_anya("Вера")]);
    let (game, setup, entries) = effective(&d);
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "jacks.deal.dealer");
    assert_eq!(kept.scored[1].totals, [-18, 24, 0, 0]);
    assert_eq!(kept.next.map(|m| m.english()).as_deref(), Some("deal 4: Галя deals, Аня leads"));
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let setup = JACKS.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&JACKS, &setup, "jacks.snapshot");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Random legal matches, the trump the suit of the dealer's last card, by play record or by
    /// quick entry, with penalties, replayed at every split and again with a deal voided in place.
    #[test]
    fn random_matches_resume_at_every_split(
        seed in any::<u64>(),
        deals in 1usize..7,
        target in prop_oneof![Just(0i64), Just(20)],
        turn in any::<prop::sample::Index>(),
    ) {
        let mut rng = Rng::new(seed);
        let cards = deck(4);
        let mut docs = vec![];
        for d in 0..deals {
            let dealer = d % 4;
            let hands = deal(&mut rng, cards.cards(), 4, 13);
            let trump = hands[dealer][12].suit();
            let spec = Spec { trump: Some(trump), must_trump: true, ..Spec::default() };
            let g = play(&mut rng, &spec, hands, (dealer + 1) % 4);
            let mut record = if rng.below(2) == 0 {
                json!({"trump": trump.name(), "play": g.text()})
            } else {
                let won = g.tricks_won(4);
                let took: serde_json::Map<String, Value> = (0..4)
                    .map(|s| {
                        let jacks: Vec<String> =
                            g.taken[s].iter().filter(|c| c.rank() == Rank::Jack).map(|c| c.ascii()).collect();
                        (NAMES[s].to_string(), json!(jacks))
                    })
                    .collect();
                let won: serde_json::Map<String, Value> = (0..4).map(|s| (NAMES[s].to_string(), json!(won[s]))).collect();
                json!({"trump": trump.name(), "won": won, "took": took})
            };
            if rng.below(2) == 0 {
                record["dealer"] = json!(NAMES[dealer]);
            }
            docs.push(record);
            if rng.below(4) == 0 {
                docs.push(json!({"penalty": {"player": NAMES[rng.below(4)], "reason": "late", "points": -1}}));
            }
        }
        let d = doc(json!({"target": target}), docs);
        let (game, setup, entries) = effective(&d);
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }
}
