//! Opendaum property tests: whole matches of random legal rounds for 2 to 6 players, played by the
//! independent player of `family_support` (follow suit, void → trump), with random bids and a
//! turned card from the undealt rest, always validate; every round's score equals an independent
//! computation from the bids and the tricks the player says were won.

use crate::support::family as family_support;

use family_support::{deal, play, Rng, Spec};
use kozyr::cards::Card;
use kozyr::games::opendaum::OpendaumOptions;
use kozyr::games::MatchDoc;
use proptest::prelude::*;
use serde_json::{json, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

/// The book's score: round 1, 1 for the trick and 5 for a right guess; later, 5 × tricks + 5
/// for an exact bid, else a point a trick.
fn expected(round: usize, bid: u32, took: u32) -> i64 {
    if round == 1 {
        i64::from(took) + if (bid == 1) == (took == 1) { 5 } else { 0 }
    } else if bid == took {
        5 * i64::from(took) + 5
    } else {
        i64::from(took)
    }
}

fn by(players: usize, v: &[u32]) -> Value {
    Value::Object(NAMES[..players].iter().zip(v).map(|(n, &x)| (n.to_string(), Value::from(x))).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_rounds_validate_and_score_as_computed(seed in any::<u64>(), players in 2usize..=6, quick in any::<bool>()) {
        let mut rng = Rng::new(seed);
        let pack = OpendaumOptions::default().pack(players).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let most = pack.len() / players;
        // The first rounds of a match, or all of it.
        let rounds = 1 + rng.below(most);
        let mut docs = vec![];
        let mut want = vec![vec![0i64; players]; rounds];
        for round in 1..=rounds {
            let dealer = (round - 1) % players;
            let hands = deal(&mut rng, pack.cards(), players, round);
            // One of the cards left is turned; the whole pack leaves none.
            let rest: Vec<Card> = pack.cards().iter().copied().filter(|c| !hands.iter().any(|h| h.contains(c))).collect();
            let turned = (!rest.is_empty()).then(|| rest[rng.below(rest.len())]);
            let trump = turned.map(Card::suit);
            let g = play(&mut rng, &Spec { trump, must_trump: true, ..Spec::default() }, hands, (dealer + 1) % players);
            let won = g.tricks_won(players);
            let bids: Vec<u32> = (0..players).map(|_| rng.below(round + 1) as u32).collect();
            for s in 0..players {
                want[round - 1][s] = expected(round, bids[s], won[s]);
            }
            let mut d = json!({"bids": by(players, &bids)});
            if let Some(c) = turned {
                d["trump"] = json!(c.ascii());
            }
            if quick {
                d["won"] = by(players, &won);
            } else {
                d["play"] = json!(g.text());
            }
            docs.push(d);
        }
        let doc = MatchDoc {
            game: "opendaum".into(),
            name: None,
            players: NAMES[..players].iter().map(|s| s.to_string()).collect(),
            teams: None,
            options: serde_json::Map::new(),
            deals: docs,
        };
        let r = doc.replay().map_err(|e| TestCaseError::fail(e.to_string()))?;
        for (row, w) in r.rows.iter().zip(&want) {
            prop_assert_eq!(&row.scored.scores, w);
        }
        prop_assert_eq!(r.finished, rounds == most);
    }
}
