//! King property tests: random legal deals of every game, for 3 and 4 players, played by the
//! independent player of `family_support`, always validate; each hands out the table's total
//! (4 players: −16, eralash −96, positive +24), exactly what the cards each player took are worth;
//! the quick entry a table would write for the same deal scores the same and agrees with the
//! tricks; a random complete classic match sums to 0 (4 players) or +40 (3 players), and a random
//! complete ordered match ends after its 36 or 27 deals.

use crate::support::family as family_support;
use crate::support::king as king_support;

use family_support::{deal, play, Rng};
use king_support::*;
use kozyr::cards::Suit;
use kozyr::games::king::{deck, Kind, CLASSIC};
use proptest::prelude::*;
use serde_json::{json, Value};

/// A random legal deal of `kind` led by `leader`: its full record, its quick entry and what each
/// seat took is worth.
fn random_deal(rng: &mut Rng, kind: Kind, players: usize, leader: usize) -> (Value, Value, Vec<i64>) {
    let cards = deck(players);
    let per = cards.len() / players;
    let trump = Suit::ALL[rng.below(4)];
    let hands = deal(rng, cards.cards(), players, per);
    let g = play(rng, &spec(kind, trump), hands, leader);
    let mut full = json!({"game": kind.id(), "play": g.text()});
    if kind.is_positive() {
        full["trump"] = json!(trump.name());
    }
    (full, quick_of(kind, &g, players, trump), independent(kind, &g, players))
}

fn sum(v: &[i64]) -> i64 {
    v.iter().sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_deals_of_every_game_score_what_each_player_took(
        seed in any::<u64>(), players in 3usize..=4, k in 0usize..8,
    ) {
        let mut rng = Rng::new(seed);
        let kind = CLASSIC[k];
        let dealer = k % players;
        let (full, quick, want) = random_deal(&mut rng, kind, players, classic_leader(kind, dealer, players));
        prop_assert_eq!(sum(&want), table_total(kind, players));

        let mut with_full = classic_before(k, players);
        with_full.push(full.clone());
        let r = run_with(players, json!({}), &with_full).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let got = r.rows[k].scored.scores.clone();
        prop_assert_eq!(&got, &want);

        // The quick entry of the same deal scores the same.
        let mut with_quick = classic_before(k, players);
        with_quick.push(quick.clone());
        let r = run_with(players, json!({}), &with_quick).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&r.rows[k].scored.scores, &want);

        // And both together agree.
        let mut both = full;
        if let (Some(b), Some(q)) = (both.as_object_mut(), quick.as_object()) {
            for (key, v) in q {
                b.insert(key.clone(), v.clone());
            }
        }
        let mut with_both = classic_before(k, players);
        with_both.push(both);
        let r = run_with(players, json!({}), &with_both).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&r.rows[k].scored.scores, &want);
    }

    #[test]
    fn a_random_complete_classic_match_sums_to_zero_with_four_and_40_with_three(
        seed in any::<u64>(), players in 3usize..=4,
    ) {
        let mut rng = Rng::new(seed);
        let mut deals = vec![];
        let mut want = vec![0i64; players];
        for (k, &kind) in CLASSIC.iter().enumerate() {
            let (full, quick, worth) = random_deal(&mut rng, kind, players, classic_leader(kind, k % players, players));
            deals.push(if rng.below(2) == 0 { full } else { quick });
            for (w, x) in want.iter_mut().zip(&worth) {
                *w += x;
            }
        }
        let r = run_with(players, json!({}), &deals).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(r.finished);
        prop_assert_eq!(&r.totals, &want);
        prop_assert_eq!(sum(&r.totals), if players == 4 { 0 } else { 40 });
        let best = *r.totals.iter().max().unwrap_or(&0);
        let level = r.totals.iter().filter(|&&t| t == best).count();
        prop_assert_eq!(r.winner.is_some(), level == 1);
        if let Some(w) = r.winner {
            prop_assert_eq!(r.totals[w], best);
        }
    }

    #[test]
    fn a_random_ordered_match_ends_after_nine_deals_a_player(seed in any::<u64>(), players in 3usize..=4) {
        let mut rng = Rng::new(seed);
        // Each player's orders, shuffled: every negative game once, the positive game twice.
        let mut orders: Vec<Vec<Kind>> = (0..players)
            .map(|_| {
                let mut list: Vec<Kind> = Kind::ALL.to_vec();
                list.push(Kind::Positive);
                rng.shuffle(&mut list);
                list
            })
            .collect();
        let mut deals = vec![];
        let mut want = vec![0i64; players];
        for d in 0..9 * players {
            let orderer = (d + 1) % players;
            let kind = orders[orderer].remove(0);
            // The orderer, on the dealer's left, leads every ordered deal.
            let (full, quick, worth) = random_deal(&mut rng, kind, players, orderer);
            deals.push(if rng.below(2) == 0 { full } else { quick });
            for (w, x) in want.iter_mut().zip(&worth) {
                *w += x;
            }
        }
        let r = run_with(players, json!({"ordered": true}), &deals).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(r.finished);
        prop_assert_eq!(r.rows.len(), 9 * players);
        prop_assert_eq!(&r.totals, &want);
        prop_assert_eq!(sum(&r.totals), if players == 4 { -576 } else { -420 });
    }
}
