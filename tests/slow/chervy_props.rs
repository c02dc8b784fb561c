//! Chervy property tests: random legal deals played by the independent player of
//! `family_support` (with and without the hearts-lead ban) always validate and write 26 penalty
//! points a deal, exactly as the cards taken say; a recorded renege writes 26 to its player and
//! nothing else, and the same dealer deals again.

use crate::support::family as family_support;

use family_support::{deal, play, play_with_renege, Rng, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::chervy::deck;
use kozyr::games::MatchDoc;
use proptest::prelude::*;
use serde_json::json;

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

fn penalty(c: Card) -> i64 {
    match (c.rank(), c.suit()) {
        (Rank::Queen, Suit::Spades) => 13,
        (_, Suit::Hearts) => 1,
        _ => 0,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_deals_validate_and_total_26(
        seed in any::<u64>(),
        deals in 1usize..5,
        no_hearts_lead in any::<bool>(),
        reneges in proptest::collection::vec(any::<bool>(), 5),
    ) {
        let mut rng = Rng::new(seed);
        let spec = Spec { no_hearts_lead, ..Spec::default() };
        let cards = deck(4);
        let mut docs = vec![];
        let mut want = vec![0i64; 4];
        let mut dealer = 0;
        let mut replayed = vec![];
        for &reneged in &reneges[..deals] {
            let hands = deal(&mut rng, cards.cards(), 4, 13);
            let leader = (dealer + 1) % 4;
            let renege = if reneged {
                match play_with_renege(&mut rng, &spec, hands.clone(), leader, 0) {
                    (g, Some((_, seat))) => Some((g, seat)),
                    _ => None,
                }
            } else {
                None
            };
            match renege {
                Some((g, seat)) => {
                    want[seat] += 26;
                    docs.push(json!({"play": g.text(), "renege": NAMES[seat]}));
                    replayed.push(true);
                }
                None => {
                    let g = play(&mut rng, &spec, hands, leader);
                    for (s, taken) in g.taken.iter().enumerate() {
                        want[s] += taken.iter().map(|&c| penalty(c)).sum::<i64>();
                    }
                    docs.push(json!({"play": g.text()}));
                    replayed.push(false);
                    dealer = (dealer + 1) % 4;
                }
            }
        }
        let doc = MatchDoc {
            game: "chervy".into(),
            name: None,
            players: NAMES.iter().map(|s| s.to_string()).collect(),
            teams: None,
            options: json!({"limit": 0, "no_hearts_lead": no_hearts_lead}).as_object().cloned().unwrap_or_default(),
            deals: docs,
        };
        let r = doc.replay().map_err(|e| TestCaseError::fail(e.to_string()))?;
        for (row, again) in r.rows.iter().zip(&replayed) {
            prop_assert_eq!(row.scored.scores.iter().sum::<i64>(), 26);
            prop_assert_eq!(row.scored.extra.get("replayed").is_some(), *again);
            if *again {
                prop_assert_eq!(row.scored.scores.iter().filter(|&&s| s != 0).count(), 1);
            }
        }
        prop_assert_eq!(r.totals, want);
        let next = r.next.map(|m| m.english()).unwrap_or_default();
        prop_assert!(next.contains(&format!("{} deals", NAMES[dealer])), "{}", next);
    }
}
