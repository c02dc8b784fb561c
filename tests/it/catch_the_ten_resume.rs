//! Catch the Ten resumed from a snapshot: any match replayed in two parts — the second from the
//! state the first returned, through JSON text — is the match replayed whole, at every split, each
//! for himself or in partnerships, to the agreed deals and past a shared lead; a voided deal that
//! kept its place (`Entry::Turn`) counts among the agreed deals and passes the deal on, scoring
//! nothing.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_resume;

use family_resume::*;
use family_support::{deal, play, Game as Played, Rng, Spec};
use kozyr::cards::{Card, Suit};
use kozyr::games::catch_the_ten::{pack, packets, CATCH_THE_TEN};
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Map, Value};

const NAMES: [&str; 9] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева", "Жора", "Зоя", "Игорь"];

/// Plays each packet of the hands out in turn; the winner of a packet's last trick leads the next.
fn play_packets(rng: &mut Rng, spec: &Spec, hands: &[Vec<Card>], piles: usize, leader: usize) -> Played {
    let n = hands.len();
    let per = hands[0].len() / piles;
    let mut all = Played { tricks: vec![], leaders: vec![], winners: vec![], taken: vec![vec![]; n] };
    let mut lead = leader;
    for p in 0..piles {
        let packet: Vec<Vec<Card>> = hands.iter().map(|h| h[p * per..(p + 1) * per].to_vec()).collect();
        let g = play(rng, spec, packet, lead);
        lead = *g.winners.last().unwrap_or(&lead);
        all.tricks.extend(g.tricks);
        all.leaders.extend(g.leaders);
        all.winners.extend(g.winners);
        for (s, t) in g.taken.into_iter().enumerate() {
            all.taken[s].extend(t);
        }
    }
    all
}

/// `deals` random legal deals of `players`, the first dealt by the first seat, each dealer named
/// now and then, with a penalty now and then.
fn random_deals(rng: &mut Rng, players: usize, deals: usize) -> Vec<Value> {
    let cards = pack(players);
    let hand = cards.len() / players;
    let mut docs = vec![];
    for d in 0..deals {
        let hands = deal(rng, cards.cards(), players, hand);
        let trump = Suit::ALL[rng.below(4)];
        let spec = Spec { trump: Some(trump), jack_high: true, ..Spec::default() };
        let g = play_packets(rng, &spec, &hands, packets(players), (d + 1) % players);
        let mut record = json!({"trump": trump.name(), "play": g.text()});
        if d == 0 || rng.below(2) == 0 {
            record["dealer"] = json!(NAMES[d % players]);
        }
        docs.push(record);
        if rng.below(5) == 0 {
            docs.push(json!({"penalty": {"player": NAMES[rng.below(players)], "points": -5, "reason": "late"}}));
        }
    }
    docs
}

/// Partnerships of `sides` sides, seated alternately, or none.
fn teams(players: usize, sides: usize) -> Option<Value> {
    (sides < players).then(|| {
        let t: Map<String, Value> = (0..sides)
            .map(|k| {
                let members: Vec<Value> =
                    (0..players).filter(|&s| s % sides == k).map(|s| Value::from(NAMES[s])).collect();
                (format!("T{}", k + 1), Value::Array(members))
            })
            .collect();
        Value::Object(t)
    })
}

fn doc(players: usize, sides: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("catch-the-ten", &NAMES, players, teams(players, sides), options, deals)
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("catch-the-ten")).expect("the sample is accepted");
    assert_eq!(r.scored.len(), 1);
}

#[test]
fn whole_matches_resume_at_every_split_each_for_himself_and_in_partnerships() {
    for (seed, players, sides) in [(1, 4, 4), (2, 4, 2), (3, 6, 3), (4, 3, 3)] {
        let mut rng = Rng::new(seed);
        let deals = random_deals(&mut rng, players, players + 2);
        let r = assert_doc_splits(&doc(players, sides, json!({}), deals)).expect("accepted");
        assert!(r.finished_after.contains(&true) || r.winner.is_none(), "over after the agreed deals unless level");
    }
}

#[test]
fn a_voided_deal_that_kept_its_place_counts_among_the_agreed_deals_and_scores_nothing() {
    let mut rng = Rng::new(9);
    let mut deals = random_deals(&mut rng, 4, 4);
    deals.retain(|d| d.get("penalty").is_none());
    for (d, record) in deals.iter_mut().enumerate() {
        record["dealer"] = json!(NAMES[d]);
    }
    let (game, setup, entries) = effective(&doc(4, 4, json!({"deals": 3}), deals));
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "catch-the-ten.deal.dealer");
    assert_eq!(kept.scored[1].extra["dealer"], json!("Вера"));
    // Three deals agreed: the voided second is one of them, so the match is decided at the third.
    let totals = &kept.scored[1].totals;
    let best = totals.iter().max().copied().unwrap_or(0);
    assert_eq!(totals.iter().filter(|&&t| t == best).count(), 1, "a single leader after the third deal");
    assert_eq!(kept.finished_after[..2], [false, true]);
    // The next deal after the voided one is the third, dealt by Вера.
    let r = run(game, &setup, &with_turn(&entries[..2], 1)).expect("accepted");
    let next = r.next.map(|m| m.english()).unwrap_or_default();
    assert!(next.starts_with("deal 3: Вера deals"), "{next}");
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = CATCH_THE_TEN.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&CATCH_THE_TEN, &setup, "catch-the-ten.snapshot");
    // A state of the same four players seated in two partnerships has two totals, not four.
    let t: Map<String, Value> = teams(4, 2).and_then(|t| t.as_object().cloned()).unwrap_or_default();
    let pairs = CATCH_THE_TEN.setup(&[], Some(&t), &Default::default()).expect("setup");
    let (_, state) = CATCH_THE_TEN.replay_from(&pairs, None, &[]).expect("an empty match");
    let got = CATCH_THE_TEN.replay_from(&setup, state.as_ref(), &[]).map(|_| ()).map_err(|e| e.rule);
    assert_eq!(got, Err("catch-the-ten.snapshot".to_string()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Random legal matches of 2 to 9 players, each for himself or in partnerships, replayed at
    /// every split and again with a deal voided in place.
    #[test]
    fn random_matches_resume_at_every_split(
        seed in any::<u64>(),
        players in 2usize..=9,
        deals in 1usize..7,
        partnership in any::<bool>(),
        agreed in prop_oneof![Just(json!({})), Just(json!({"deals": 2}))],
        turn in any::<prop::sample::Index>(),
    ) {
        let mut rng = Rng::new(seed);
        let ks: Vec<usize> = (2..=players / 2).filter(|k| players % k == 0).collect();
        let sides = if partnership && !ks.is_empty() { ks[rng.below(ks.len())] } else { players };
        let deals = random_deals(&mut rng, players, deals);
        let (game, setup, entries) = effective(&doc(players, sides, agreed, deals));
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }
}
