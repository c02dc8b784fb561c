//! Black Mary property tests: random legal deals for 3, 4 and 5 players, played by the independent
//! player of `family_support`, always validate; each deal writes 43 penalty points in all, exactly
//! as the cards taken say; a recorded renege adds 43 to its player.

use crate::support::family as family_support;

use family_support::{deal, play, Rng, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::black_mary::deck;
use kozyr::games::MatchDoc;
use proptest::prelude::*;
use serde_json::json;

const NAMES: [&str; 5] = ["Аня", "Борис", "Вера", "Галя", "Дима"];

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
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_deals_validate_and_total_43(seed in any::<u64>(), players in 3usize..=5, deals in 1usize..4) {
        let mut rng = Rng::new(seed);
        let cards = deck(players);
        let per = cards.len() / players;
        let mut docs = vec![];
        let mut want = vec![0i64; players];
        for d in 0..deals {
            let hands = deal(&mut rng, cards.cards(), players, per);
            // Dealer d: the player on his left leads.
            let g = play(&mut rng, &Spec::default(), hands, (d + 1) % players);
            for (s, taken) in g.taken.iter().enumerate() {
                want[s] += taken.iter().map(|&c| penalty(c)).sum::<i64>();
            }
            docs.push(json!({"play": g.text()}));
        }
        let doc = MatchDoc {
            game: "black-mary".into(),
            name: None,
            players: NAMES[..players].iter().map(|s| s.to_string()).collect(),
            teams: None,
            // No end at 100: three deals could reach it.
            options: json!({"limit": 0}).as_object().cloned().unwrap_or_default(),
            deals: docs,
        };
        let r = doc.replay().map_err(|e| TestCaseError::fail(e.to_string()))?;
        for row in &r.rows {
            prop_assert_eq!(row.scored.scores.iter().sum::<i64>(), 43);
        }
        prop_assert_eq!(r.totals, want);
    }
}
