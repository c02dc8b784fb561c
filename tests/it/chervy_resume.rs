//! Chervy resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split, a renege that
//! has the same dealer deal again included; a voided deal that kept its place (`Entry::Turn`)
//! passes the deal on and scores nothing, or, when the next deal names the same dealer again, was a
//! deal dealt again after a renege.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_resume;

use family_resume::*;
use family_support::{deal, play, play_with_renege, Rng, Spec};
use kozyr::games::chervy::{deck, CHERVY};
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

fn doc(options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("chervy", &NAMES, 4, None, options, deals)
}

/// Борис Q♠ and 3 hearts, Вера 5, Галя 5: 26 in all.
fn queen_to_boris(dealer: &str) -> Value {
    json!({"dealer": dealer, "took": {"Борис": ["QS", "3"], "Вера": ["5"], "Галя": ["5"]}})
}

fn renege(dealer: &str, who: &str) -> Value {
    json!({"dealer": dealer, "renege": who})
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("chervy")).expect("the sample is accepted");
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 2: Борис deals again, Вера leads"));
}

#[test]
fn a_match_with_reneges_dealt_again_penalties_and_its_end_resumes_at_every_split() {
    let deals = vec![
        queen_to_boris("Аня"),
        renege("Борис", "Вера"),
        queen_to_boris("Борис"),
        json!({"penalty": {"player": "Галя", "reason": "renege"}}),
        renege("Вера", "Аня"),
        json!({"penalty": {"player": "Аня", "reason": "late", "points": 2}}),
        queen_to_boris("Вера"),
        queen_to_boris("Галя"),
    ];
    let r = assert_doc_splits(&doc(json!({"limit": 50}), deals)).expect("accepted");
    assert_eq!(r.finished_after.iter().filter(|&&f| f).count(), 1, "over once Борис passes 50");
    assert_eq!(r.winner, Some(0));
    assert_eq!(r.finished_after.last(), Some(&true));
    let deals = vec![queen_to_boris("Аня"), renege("Борис", "Вера"), queen_to_boris("Вера")];
    assert_eq!(assert_doc_splits(&doc(json!({}), deals)), Err("chervy.deal.dealer".to_string()));
}

#[test]
fn a_voided_deal_that_kept_its_place_passes_the_deal_on_and_scores_nothing() {
    let d = doc(json!({}), vec![queen_to_boris("Аня"), queen_to_boris("Борис"), queen_to_boris("Вера")]);
    let (game, setup, entries) = effective(&d);
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "chervy.deal.dealer");
    assert_eq!(kept.scored[1].totals, [0, 32, 10, 10]);
    assert_eq!(kept.next.map(|m| m.english()).as_deref(), Some("deal 4: Галя deals, Аня leads"));
}

#[test]
fn a_voided_renege_whose_deal_was_dealt_again_keeps_the_same_dealer_and_number() {
    // Борис's deal had a renege and he dealt again; then the renege is voided in place.
    let d = doc(json!({}), vec![queen_to_boris("Аня"), renege("Борис", "Вера"), queen_to_boris("Борис")]);
    let (game, setup, entries) = effective(&d);
    let turned = with_turn(&entries, 1);
    let r = assert_splits(game, &setup, &turned).expect("Борис deals again");
    assert_eq!(r.scored[1].totals, [0, 32, 10, 10], "the renege's 26 are gone");
    // The voided deal was dealt again: it did not count, so the next deal is the third.
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 3: Вера deals, Галя leads"));
    // A deal naming the next dealer instead is accepted too: the voided deal was then played out.
    let d = doc(json!({}), vec![queen_to_boris("Аня"), queen_to_boris("Борис"), queen_to_boris("Вера")]);
    let (_, _, entries) = effective(&d);
    let r = run(game, &setup, &with_turn(&entries, 1)).expect("Вера deals");
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 4: Галя deals, Аня leads"));
    // Only right after the voided place: a later deal follows the rotation as always.
    let d = doc(
        json!({}),
        vec![queen_to_boris("Аня"), queen_to_boris("Борис"), queen_to_boris("Вера"), queen_to_boris("Вера")],
    );
    let (_, _, entries) = effective(&d);
    let e = run(game, &setup, &with_turn(&entries, 1)).expect_err("Вера twice");
    assert_eq!((e.rule.as_str(), e.entry), ("chervy.deal.dealer", Some(4)));
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let setup = CHERVY.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&CHERVY, &setup, "chervy.snapshot");
    let bad = json!({"totals": [0, 0, 0, 0], "turn": [9, null]});
    assert_eq!(
        CHERVY.replay_from(&setup, Some(&bad), &[]).map(|_| ()).map_err(|e| e.rule),
        Err("chervy.snapshot".into())
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Random legal matches — play records, reneges dealt again, penalties, with and without the
    /// hearts-lead ban — replayed at every split, and again with a random deal voided in place.
    #[test]
    fn random_matches_resume_at_every_split(
        seed in any::<u64>(),
        deals in 1usize..7,
        no_hearts_lead in any::<bool>(),
        limit in prop_oneof![Just(0i64), Just(100)],
        turn in any::<prop::sample::Index>(),
    ) {
        let mut rng = Rng::new(seed);
        let spec = Spec { no_hearts_lead, ..Spec::default() };
        let cards = deck(4);
        let mut docs = vec![];
        let mut dealer = 0;
        for _ in 0..deals {
            let hands = deal(&mut rng, cards.cards(), 4, 13);
            let leader = (dealer + 1) % 4;
            let mut record = match play_with_renege(&mut rng, &spec, hands.clone(), leader, 0) {
                (g, Some((_, seat))) if rng.below(3) == 0 => json!({"play": g.text(), "renege": NAMES[seat]}),
                _ => json!({"play": play(&mut rng, &spec, hands, leader).text()}),
            };
            if rng.below(2) == 0 {
                record["dealer"] = json!(NAMES[dealer]);
            }
            if record.get("renege").is_none() {
                dealer = (dealer + 1) % 4;
            }
            docs.push(record);
            if rng.below(4) == 0 {
                docs.push(json!({"penalty": {"player": NAMES[rng.below(4)], "reason": "late", "points": 1}}));
            }
        }
        let d = doc(json!({"limit": limit, "no_hearts_lead": no_hearts_lead}), docs);
        let (game, setup, entries) = effective(&d);
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            // Accepted or refused, alike at every split.
            let _ = assert_splits(game, &setup, &with_turn(&entries, at));
        }
    }
}
