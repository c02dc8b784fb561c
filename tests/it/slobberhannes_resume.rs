//! Slobberhannes resumed from a snapshot: any match replayed in two parts — the second from the
//! state the first returned, through JSON text — is the match replayed whole, at every split, the
//! lead passing left with the deal included; a voided deal that kept its place (`Entry::Turn`)
//! passes the deal and the lead on and scores nothing.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_resume;

use family_resume::*;
use family_support::{deal, play, play_with_renege, Rng, Spec};
use kozyr::games::slobberhannes::{deck, SLOBBERHANNES};
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

fn doc(options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("slobberhannes", &NAMES, 4, None, options, deals)
}

/// Вера the first trick, Аня the last, Борис Q♣: a point each.
fn spread() -> Value {
    json!({"first_trick": "Вера", "last_trick": "Аня", "took": {"Борис": ["QC"]}})
}

fn with(mut v: Value, key: &str, name: &str) -> Value {
    v[key] = json!(name);
    v
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("slobberhannes")).expect("the sample is accepted");
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 2: Борис deals, Галя leads"));
}

#[test]
fn a_match_with_a_renege_a_penalty_and_its_end_resumes_at_every_split() {
    let deals = vec![
        with(spread(), "leader", "Вера"),
        json!({"penalty": {"player": "Галя", "reason": "renege"}}),
        with(with(spread(), "renege", "Вера"), "dealer", "Борис"),
        spread(),
        spread(),
        spread(),
    ];
    let r = assert_doc_splits(&doc(json!({"target": 5}), deals)).expect("accepted");
    assert_eq!(r.finished_after.last(), Some(&true));
    assert_eq!(r.winner, Some(3));
}

#[test]
fn a_voided_deal_that_kept_its_place_passes_the_deal_and_the_lead_on_and_scores_nothing() {
    // The lead passes left with the deal: Вера, Галя, then Аня.
    let deals = vec![with(spread(), "leader", "Вера"), spread(), with(spread(), "leader", "Аня")];
    let (game, setup, entries) = effective(&doc(json!({"target": 0}), deals));
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "slobberhannes.deal.leader");
    assert_eq!(kept.scored[1].totals, [2, 2, 2, 0]);
    assert_eq!(kept.next.map(|m| m.english()).as_deref(), Some("deal 4: Галя deals, Борис leads"));
    let deals = vec![with(spread(), "leader", "Вера"), spread(), with(spread(), "dealer", "Вера")];
    let (_, _, entries) = effective(&doc(json!({"target": 0}), deals));
    assert_turn_keeps_the_place(game, &setup, &entries, 1, "slobberhannes.deal.dealer");
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let setup = SLOBBERHANNES.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&SLOBBERHANNES, &setup, "slobberhannes.snapshot");
    let bad = json!({"totals": [0, 0, 0, 0], "leader": 4});
    let e = SLOBBERHANNES.replay_from(&setup, Some(&bad), &[]).map(|_| ()).map_err(|e| e.rule);
    assert_eq!(e, Err("slobberhannes.snapshot".into()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Random legal matches, the first led by a random player, play records with a renege now and
    /// then, penalties, replayed at every split and again with a deal voided in place.
    #[test]
    fn random_matches_resume_at_every_split(
        seed in any::<u64>(),
        first_leader in 0usize..4,
        deals in 1usize..7,
        target in prop_oneof![Just(0i64), Just(10)],
        turn in any::<prop::sample::Index>(),
    ) {
        let mut rng = Rng::new(seed);
        let cards = deck(4);
        let mut docs = vec![];
        for d in 0..deals {
            let hands = deal(&mut rng, cards.cards(), 4, 8);
            let leader = (first_leader + d) % 4;
            let (g, renege) = if rng.below(3) == 0 {
                play_with_renege(&mut rng, &Spec::default(), hands, leader, 0)
            } else {
                (play(&mut rng, &Spec::default(), hands, leader), None)
            };
            let mut record = json!({"play": g.text()});
            if d == 0 || rng.below(3) == 0 {
                record["leader"] = json!(NAMES[leader]);
            }
            if rng.below(3) == 0 {
                record["dealer"] = json!(NAMES[d % 4]);
            }
            if let Some((_, seat)) = renege {
                record["renege"] = json!(NAMES[seat]);
            }
            docs.push(record);
            if rng.below(4) == 0 {
                docs.push(json!({"penalty": {"player": NAMES[rng.below(4)], "reason": "renege"}}));
            }
        }
        let d = doc(json!({"target": target}), docs);
        let (game, setup, entries) = effective(&d);
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            // A voided first deal leaves the lead to the next deal's record: accepted or refused,
            // alike at every split.
            let _ = assert_splits(game, &setup, &with_turn(&entries, at));
        }
    }
}
