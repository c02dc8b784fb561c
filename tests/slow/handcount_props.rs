//! Properties of the hand-count games over random legal deals: every deal is accepted and scores
//! what the book's rule says — Rummy's winner collects every loser's count (twice for «рамми») and
//! each Rummy deal sums to zero; Kitty's losers write their counts, the winner nothing; Nine's
//! whole deals are accepted by the referee, score what their quick entry scores, and conserve the
//! money: the bank is the ante from each player and one per pass, and the winner takes it all.

use crate::support::handcount as handcount_support;

use handcount_support::{counting_deal, kitty_pack, kitty_value, nine_deal, rummy_hand, rummy_value, Rng, NAMES};
use kozyr::cards::Deck;
use kozyr::games::kitty::{most, most_all};
use kozyr::games::MatchDoc;
use proptest::prelude::*;
use serde_json::{json, Map, Value};

fn scores(game: &str, players: usize, options: Value, deal: Value) -> Result<Vec<i64>, String> {
    let doc = MatchDoc {
        game: game.into(),
        name: None,
        players: NAMES[..players].iter().map(|s| s.to_string()).collect(),
        teams: None,
        options: options.as_object().cloned().unwrap_or_default(),
        deals: vec![deal],
    };
    doc.replay().map(|r| r.rows[0].scored.scores.clone()).map_err(|e| format!("{}: {e}", e.rule))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_rummy_deal_sums_to_zero_and_the_winner_collects_every_count(seed in any::<u64>(), players in 2usize..=6) {
        let mut rng = Rng::new(seed);
        let hand = rummy_hand(players);
        let pack = Deck::standard52().cards().to_vec();
        let (mut d, out, counts) = counting_deal(&mut rng, &pack, players, hand, hand * (players - 1), rummy_value);
        let one_go = rng.chance(1, 3);
        d["rummy"] = json!(one_go);
        let s = scores("rummy", players, json!({}), d).map_err(TestCaseError::fail)?;
        let k = if one_go { 2 } else { 1 };
        prop_assert_eq!(s.iter().sum::<i64>(), 0);
        for p in (0..players).filter(|&p| p != out) {
            prop_assert_eq!(s[p], -k * counts[p]);
        }
        prop_assert_eq!(s[out], k * counts.iter().sum::<i64>());
    }

    #[test]
    fn every_kitty_deal_writes_each_loser_his_count(seed in any::<u64>(), players in 2usize..=6) {
        let mut rng = Rng::new(seed);
        let (d, out, counts) = counting_deal(&mut rng, &kitty_pack(), players, most(players), most_all(players), kitty_value);
        let s = scores("kitty", players, json!({}), d).map_err(TestCaseError::fail)?;
        prop_assert_eq!(s[out], 0);
        prop_assert_eq!(s, counts);
    }

    #[test]
    fn every_whole_deal_of_nine_is_accepted_and_conserves_the_money(seed in any::<u64>(), players in 2usize..=12, ante in 0i64..=5) {
        let mut rng = Rng::new(seed);
        let d = nine_deal(&mut rng, players, rng_dealer(seed, players));
        let whole = scores("nine", players, json!({"ante": ante}), json!({"play": d.text()})).map_err(TestCaseError::fail)?;
        let passes: Map<String, Value> = (0..players).map(|s| (NAMES[s].to_string(), json!(d.passes[s]))).collect();
        let quick = scores("nine", players, json!({"ante": ante}), json!({"out": NAMES[d.out], "passes": passes}))
            .map_err(TestCaseError::fail)?;
        prop_assert_eq!(&whole, &quick);
        prop_assert_eq!(whole.iter().sum::<i64>(), 0, "the winner takes exactly what the others paid");
        let bank = ante * players as i64 + d.passes.iter().sum::<i64>();
        prop_assert_eq!(whole[d.out], bank - ante - d.passes[d.out]);
        for p in (0..players).filter(|&p| p != d.out) {
            prop_assert_eq!(whole[p], -ante - d.passes[p]);
        }
    }
}

fn rng_dealer(seed: u64, players: usize) -> usize {
    (seed % players as u64) as usize
}
