//! Slobberhannes property tests: random legal deals played by the independent player of
//! `family_support`, the first led by a random player and the lead then passing left, always
//! validate and write 3 penalty points a deal — the first trick, the last trick and Q♣, as the
//! tricks say — plus one for each recorded renege.

use crate::support::family as family_support;

use family_support::{deal, play, play_with_renege, Game, Rng, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::slobberhannes::deck;
use kozyr::games::MatchDoc;
use proptest::prelude::*;
use serde_json::json;

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

/// First trick, last trick and Q♣, one point each.
fn count(g: &Game, want: &mut [i64]) {
    want[g.winners[0]] += 1;
    want[g.winners[g.winners.len() - 1]] += 1;
    let queen = Card::new(Rank::Queen, Suit::Clubs);
    if let Some(s) = (0..4).find(|&s| g.taken[s].contains(&queen)) {
        want[s] += 1;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_deals_validate_and_total_3(
        seed in any::<u64>(),
        first_leader in 0usize..4,
        deals in 1usize..5,
        reneges in proptest::collection::vec(any::<bool>(), 5),
    ) {
        let mut rng = Rng::new(seed);
        let cards = deck(4);
        let mut docs = vec![];
        let mut want = vec![0i64; 4];
        let mut extra = vec![];
        for (d, &reneged) in reneges[..deals].iter().enumerate() {
            let hands = deal(&mut rng, cards.cards(), 4, 8);
            let leader = (first_leader + d) % 4;
            let (g, renege) = if reneged {
                play_with_renege(&mut rng, &Spec::default(), hands, leader, 0)
            } else {
                (play(&mut rng, &Spec::default(), hands, leader), None)
            };
            count(&g, &mut want);
            let mut deal = json!({"play": g.text()});
            if d == 0 {
                deal["leader"] = json!(NAMES[first_leader]);
            }
            if let Some((_, seat)) = renege {
                want[seat] += 1;
                deal["renege"] = json!(NAMES[seat]);
            }
            extra.push(i64::from(renege.is_some()));
            docs.push(deal);
        }
        let doc = MatchDoc {
            game: "slobberhannes".into(),
            name: None,
            players: NAMES.iter().map(|s| s.to_string()).collect(),
            teams: None,
            options: json!({"target": 0}).as_object().cloned().unwrap_or_default(),
            deals: docs,
        };
        let r = doc.replay().map_err(|e| TestCaseError::fail(e.to_string()))?;
        for (row, renege) in r.rows.iter().zip(&extra) {
            prop_assert_eq!(row.scored.scores.iter().sum::<i64>(), 3 + renege);
        }
        prop_assert_eq!(r.totals, want);
    }
}
