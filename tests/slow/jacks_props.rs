//! Jacks property tests: random legal deals played by the independent player of `family_support`
//! (follow suit, trump when void), with the trump the suit of the dealer's last card, always validate
//! and write 13 − 10 = 3 points a deal: a point a trick less J♥ 4, J♦ 3, J♣ 2, J♠ 1, as the tricks say.

use crate::support::family as family_support;

use family_support::{deal, play, Rng, Spec};
use kozyr::cards::{Rank, Suit};
use kozyr::games::jacks::deck;
use kozyr::games::MatchDoc;
use proptest::prelude::*;
use serde_json::json;

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_deals_validate_and_total_3(seed in any::<u64>(), deals in 1usize..5) {
        let mut rng = Rng::new(seed);
        let cards = deck(4);
        let mut docs = vec![];
        let mut want = vec![0i64; 4];
        for d in 0..deals {
            let dealer = d % 4;
            let hands = deal(&mut rng, cards.cards(), 4, 13);
            // The dealer's last card shows the trump.
            let trump = hands[dealer][12].suit();
            let spec = Spec { trump: Some(trump), must_trump: true, ..Spec::default() };
            let g = play(&mut rng, &spec, hands, (dealer + 1) % 4);
            for (s, &won) in g.tricks_won(4).iter().enumerate() {
                want[s] += i64::from(won);
            }
            for (s, taken) in g.taken.iter().enumerate() {
                for c in taken.iter().filter(|c| c.rank() == Rank::Jack) {
                    want[s] -= match c.suit() {
                        Suit::Hearts => 4,
                        Suit::Diamonds => 3,
                        Suit::Clubs => 2,
                        Suit::Spades => 1,
                    };
                }
            }
            docs.push(json!({"trump": trump.name(), "play": g.text()}));
        }
        let doc = MatchDoc {
            game: "jacks".into(),
            name: None,
            players: NAMES.iter().map(|s| s.to_string()).collect(),
            teams: None,
            options: json!({"target": 0}).as_object().cloned().unwrap_or_default(),
            deals: docs,
        };
        let r = doc.replay().map_err(|e| TestCaseError::fail(e.to_string()))?;
        for row in &r.rows {
            prop_assert_eq!(row.scored.scores.iter().sum::<i64>(), 3);
        }
        prop_assert_eq!(r.totals, want);
    }
}
