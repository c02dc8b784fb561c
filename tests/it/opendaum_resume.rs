//! Opendaum resumed from a snapshot: any match replayed in two parts — the second from the state
//! the first returned, through JSON text — is the match replayed whole, at every split, its rounds
//! and their end included; a voided round that kept its place (`Entry::Turn`) takes its round —
//! the next deals one card more — and passes the deal on, scoring nothing.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_resume;

use family_resume::*;
use family_support::{deal, play, Rng, Spec};
use kozyr::cards::Card;
use kozyr::games::opendaum::{OpendaumOptions, OPENDAUM};
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

fn doc(players: usize, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("opendaum", &NAMES, players, None, json!({}), deals)
}

fn by(players: usize, v: &[u32]) -> Value {
    Value::Object(NAMES[..players].iter().zip(v).map(|(n, &x)| (n.to_string(), Value::from(x))).collect())
}

/// Random legal rounds 1 to `rounds` for `players`, by play record or quick entry, with a penalty
/// now and then.
fn random_rounds(rng: &mut Rng, players: usize, rounds: usize) -> Vec<Value> {
    let pack = OpendaumOptions::default().pack(players).expect("a pack");
    let mut docs = vec![];
    for round in 1..=rounds {
        let dealer = (round - 1) % players;
        let hands = deal(rng, pack.cards(), players, round);
        let rest: Vec<Card> = pack.cards().iter().copied().filter(|c| !hands.iter().any(|h| h.contains(c))).collect();
        let turned = (!rest.is_empty()).then(|| rest[rng.below(rest.len())]);
        let g = play(rng, &Spec { trump: turned.map(Card::suit), must_trump: true, ..Spec::default() }, hands, {
            (dealer + 1) % players
        });
        let bids: Vec<u32> = (0..players).map(|_| rng.below(round + 1) as u32).collect();
        let mut d = json!({"bids": by(players, &bids)});
        if let Some(c) = turned {
            d["trump"] = json!(c.ascii());
        }
        if rng.below(2) == 0 {
            d["won"] = by(players, &g.tricks_won(players));
        } else {
            d["play"] = json!(g.text());
        }
        if rng.below(3) == 0 {
            d["dealer"] = json!(NAMES[dealer]);
        }
        docs.push(d);
        if rng.below(5) == 0 {
            docs.push(json!({"penalty": {"player": NAMES[rng.below(players)], "points": -2, "reason": "late"}}));
        }
    }
    docs
}

fn most(players: usize) -> usize {
    OpendaumOptions::default().pack(players).map(|p| p.len() / players).unwrap_or(0)
}

/// Rounds 1–3 of four players; the third dealt by Вера.
fn three_rounds() -> Vec<Value> {
    vec![
        json!({"trump": "7H", "bids": by(4, &[0, 1, 0, 1]), "won": {"Борис": 1}}),
        json!({"trump": "S", "bids": by(4, &[0, 1, 1, 0]), "won": {"Борис": 1, "Вера": 1}}),
        json!({"trump": "D", "bids": by(4, &[1, 1, 1, 0]), "won": by(4, &[1, 1, 1, 0])}),
    ]
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("opendaum")).expect("the sample is accepted");
    assert_eq!(r.scored.len(), 2);
}

#[test]
fn a_whole_match_resumes_at_every_split_and_nothing_follows_its_last_round() {
    let mut rng = Rng::new(3);
    let mut deals = random_rounds(&mut rng, 4, most(4));
    let r = assert_doc_splits(&doc(4, deals.clone())).expect("accepted");
    assert_eq!(r.finished_after.last(), Some(&true));
    assert!(r.next.is_none());
    deals.push(json!({"trump": "none", "bids": by(4, &[0, 0, 0, 0]), "won": by(4, &[1, 0, 0, 0])}));
    assert_eq!(assert_doc_splits(&doc(4, deals)), Err("opendaum.match.rounds".to_string()));
}

#[test]
fn a_voided_round_that_kept_its_place_is_dealt_and_scores_nothing() {
    let (game, setup, entries) = effective(&doc(4, three_rounds()));
    // Without the voided round, the third is the second: its three tricks are one too many.
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "opendaum.won.sum");
    assert_eq!(kept.scored[1].totals, [15, 16, 15, 5]);
    assert_eq!(kept.scored[1].extra["round"], json!(3));
    assert_eq!(kept.scored[1].extra["dealer"], json!("Вера"));
    let next = kept.next.map(|m| m.english()).unwrap_or_default();
    assert!(next.starts_with("round 4: Галя deals 4 cards each"), "{next}");
    // And the dealer moves on with the place.
    let mut named = three_rounds();
    named[2]["dealer"] = json!("Вера");
    let (_, _, entries) = effective(&doc(4, named));
    assert_turn_keeps_the_place(game, &setup, &entries, 1, "opendaum.deal.dealer");
}

#[test]
fn a_match_with_a_voided_round_ends_with_its_last_round_all_the_same() {
    let mut rng = Rng::new(5);
    let deals = random_rounds(&mut rng, 3, most(3));
    let (game, setup, entries) = effective(&doc(3, deals));
    let at = entries.iter().position(|(_, e)| matches!(e, Entry::Deal(_))).expect("a round");
    let r = assert_splits(game, &setup, &with_turn(&entries, at)).expect("accepted");
    assert_eq!(r.finished_after.last(), Some(&true));
    assert_eq!(r.scored.len(), entries.len() - 1);
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = OPENDAUM.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&OPENDAUM, &setup, "opendaum.snapshot");
    let bad = json!({"totals": [0, 0, 0, 0], "played": 99});
    let got = OPENDAUM.replay_from(&setup, Some(&bad), &[]).map(|_| ()).map_err(|e| e.rule);
    assert_eq!(got, Err("opendaum.snapshot".to_string()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Random legal matches of 2 to 6 players, cut short or whole, replayed at every split and
    /// again with a round voided in place.
    #[test]
    fn random_matches_resume_at_every_split(
        seed in any::<u64>(),
        players in 2usize..=6,
        rounds in any::<prop::sample::Index>(),
        turn in any::<prop::sample::Index>(),
    ) {
        let mut rng = Rng::new(seed);
        let deals = random_rounds(&mut rng, players, 1 + rounds.index(most(players)));
        let (game, setup, entries) = effective(&doc(players, deals));
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }
}
