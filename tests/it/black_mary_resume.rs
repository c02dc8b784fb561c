//! Black Mary resumed from a snapshot: any match replayed in two parts — the second from the state
//! the first returned, through JSON text — is the match replayed whole, at every split; a voided
//! deal that kept its place (`Entry::Turn`) passes the deal on, counts as a deal and scores nothing.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_resume;

use family_resume::*;
use family_support::{deal, play, play_with_renege, Rng, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::black_mary::{deck, BLACK_MARY};
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

const NAMES: [&str; 5] = ["Аня", "Борис", "Вера", "Галя", "Дима"];

fn players(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| s.to_string()).collect()
}

fn doc(players: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("black-mary", &NAMES, players, None, options, deals)
}

/// A four-player deal: Борис the spades and 3 hearts, Вера 5, Галя 5 — 38 to Борис.
fn spades_to_boris(dealer: &str) -> Value {
    json!({"dealer": dealer, "took": {"Борис": ["QS", "KS", "AS", "3"], "Вера": ["5"], "Галя": ["5"]}})
}

fn hearts_to(dealer: &str, who: &str) -> Value {
    json!({"dealer": dealer, "took": {who: ["QS", "KS", "AS", "13"]}})
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("black-mary")).expect("the sample is accepted");
    assert_eq!(r.scored.len(), 2);
}

#[test]
fn a_match_with_a_renege_penalties_and_its_end_at_100_resumes_at_every_split() {
    let mut renege = spades_to_boris("Борис");
    renege["renege"] = json!("Аня");
    let deals = vec![
        spades_to_boris("Аня"),
        renege,
        json!({"penalty": {"player": "Вера", "reason": "late", "points": 3}}),
        json!({"penalty": {"player": "Галя", "reason": "renege"}}),
        spades_to_boris("Вера"),
        hearts_to("Галя", "Вера"),
        spades_to_boris("Аня"),
    ];
    let r = assert_doc_splits(&doc(4, json!({}), deals)).expect("accepted");
    assert_eq!(r.finished_after, [false, false, false, false, false, false, true], "over at Борис's 132");
    assert_eq!(r.winner, Some(0));
    // Ended by the number of deals instead, with the deal count carried over.
    let deals = vec![spades_to_boris("Аня"), hearts_to("Борис", "Галя"), spades_to_boris("Вера")];
    let r = assert_doc_splits(&doc(4, json!({"limit": 0, "deals": 3}), deals)).expect("accepted");
    assert_eq!(r.finished_after, [false, false, true]);
}

#[test]
fn a_refused_deal_is_refused_at_its_entry_whatever_the_split() {
    let deals = vec![spades_to_boris("Аня"), spades_to_boris("Борис"), spades_to_boris("Аня")];
    assert_eq!(assert_doc_splits(&doc(4, json!({}), deals)), Err("black-mary.deal.dealer".to_string()));
}

#[test]
fn a_voided_deal_that_kept_its_place_passes_the_deal_on_and_scores_nothing() {
    let d = doc(
        4,
        json!({"limit": 0, "deals": 4}),
        vec![spades_to_boris("Аня"), hearts_to("Борис", "Галя"), hearts_to("Вера", "Галя"), hearts_to("Галя", "Аня")],
    );
    let (game, setup, entries) = effective(&d);
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "black-mary.deal.dealer");
    // Галя's first 43 is gone with the voided deal.
    assert_eq!(kept.scored[2].totals, [43, 33, 5, 48]);
    // The voided deal counts among the four agreed deals: the match is over with the fourth.
    assert_eq!(kept.finished_after, [false, false, true]);
    assert_eq!(kept.winner, Some(2));
    // One deal fewer recorded: the next one is still the fourth, dealt by Галя.
    let three = with_turn(&entries[..3], 1);
    let r = run(game, &setup, &three).expect("accepted");
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 4: Галя deals, Аня leads"));
}

#[test]
fn a_voided_first_deal_leaves_its_dealer_free() {
    let setup = BLACK_MARY.setup(&players(4), None, &Default::default()).expect("setup");
    let turn = Entry::Turn;
    let named = Entry::Deal(spades_to_boris("Вера"));
    let plain = Entry::Deal(json!({"took": {"Борис": ["QS", "KS", "AS", "3"], "Вера": ["5"], "Галя": ["5"]}}));
    // Who dealt the voided first deal is not known: the next may name anyone…
    let r = BLACK_MARY.replay(&setup, &[(1, &turn), (2, &named)]).expect("any dealer");
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 3: Галя deals, Аня leads"));
    // …and one naming nobody is dealt by the second seat, as if the first deal was the first seat's.
    let r = BLACK_MARY.replay(&setup, &[(1, &turn), (2, &plain)]).expect("the default dealer");
    assert_eq!(r.scored[0].extra["dealer"], json!("Борис"));
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 3: Вера deals, Галя leads"));
    // The same through a snapshot taken right after the Turn.
    let (_, state) = BLACK_MARY.replay_from(&setup, None, &[(1, &turn)]).expect("a Turn alone");
    let (r, _) = BLACK_MARY.replay_from(&setup, state.as_ref(), &[(2, &plain)]).expect("resumed");
    assert_eq!(r.scored[0].extra["dealer"], json!("Борис"));
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let setup = BLACK_MARY.setup(&players(4), None, &Default::default()).expect("setup");
    assert_bad_states_refused(&BLACK_MARY, &setup, "black-mary.snapshot");
    let e = BLACK_MARY.replay_from(&setup, Some(&json!(7)), &[]).expect_err("refused");
    assert_eq!(e.message(), "the stored state of this match is not the state of a Black Mary match with these players");
}

fn penalty(c: Card) -> i64 {
    match (c.rank(), c.suit()) {
        (Rank::Queen, Suit::Spades) => 13,
        (Rank::King, Suit::Spades) => 10,
        (Rank::Ace, Suit::Spades) => 7,
        (_, Suit::Hearts) => 1,
        _ => 0,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Random legal matches — play records, a renege now and then, penalties, an end at 100 or
    /// after the agreed deals — replayed at every split, and again with a random deal voided in
    /// place.
    #[test]
    fn random_matches_resume_at_every_split(
        seed in any::<u64>(),
        players in 3usize..=5,
        deals in 1usize..7,
        limit in prop_oneof![Just(0i64), Just(100)],
        agreed in 0i64..6,
        turn in any::<prop::sample::Index>(),
    ) {
        let mut rng = Rng::new(seed);
        let cards = deck(players);
        let per = cards.len() / players;
        let mut docs = vec![];
        for d in 0..deals {
            let hands = deal(&mut rng, cards.cards(), players, per);
            let leader = (d + 1) % players;
            let mut record = match rng.below(4) {
                0 => match play_with_renege(&mut rng, &Spec::default(), hands, leader, 0) {
                    (g, Some((_, seat))) => json!({"play": g.text(), "renege": NAMES[seat]}),
                    (g, None) => json!({"play": g.text()}),
                },
                _ => {
                    let g = play(&mut rng, &Spec::default(), hands, leader);
                    let took: serde_json::Map<String, Value> = (0..players)
                        .map(|s| {
                            let cards: Vec<String> =
                                g.taken[s].iter().filter(|&&c| penalty(c) > 0).map(|c| c.ascii()).collect();
                            (NAMES[s].to_string(), json!(cards))
                        })
                        .collect();
                    json!({"took": took})
                }
            };
            if d == 0 || rng.below(2) == 0 {
                record["dealer"] = json!(NAMES[d % players]);
            }
            docs.push(record);
            if rng.below(4) == 0 {
                docs.push(json!({"penalty": {"player": NAMES[rng.below(players)], "reason": "renege"}}));
            }
        }
        let d = doc(players, json!({"limit": limit, "deals": agreed}), docs);
        let (game, setup, entries) = effective(&d);
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }
}
