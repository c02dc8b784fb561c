//! Bura's properties: every random legal deal (two to six players, the draws written or not)
//! is accepted by the referee and comes to what the table played — the points in each player's
//! tricks and how the deal ended; and a random match keeps the money: after every deal the
//! balances and the bank add up to 0, the bank is never negative, a right stop or a bura empties
//! it, a wrong stop doubles it.

use crate::support::bura as bura_support;
use crate::support::common;

use bura_support::{bura_deal, Ending, Rng, NAMES};
use common::match_doc;
use proptest::prelude::*;
use serde_json::{json, Value};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_deals_are_accepted_and_end_as_played(seed in any::<u64>(), players in 2usize..=6, draws in any::<bool>()) {
        let mut rng = Rng::new(seed);
        let d = bura_deal(&mut rng, players, 0, draws);
        let r = match_doc("bura", &NAMES, players, None, json!({}), vec![json!({"dealer": NAMES[0], "play": d.text})])
            .replay()
            .map_err(|e| TestCaseError::fail(format!("refused: {e}\n{}", d.text)))?;
        let extra = &r.rows[0].scored.extra;
        for s in 0..players {
            prop_assert_eq!(extra["points"][NAMES[s]].as_i64(), Some(d.points[s]), "{}", d.text);
        }
        let (outcome, player) = match &d.ending {
            Ending::Stop { seat, .. } => ("stop", json!(NAMES[*seat])),
            Ending::Bura { seat } => ("bura", json!(NAMES[*seat])),
            Ending::Redeal => ("redeal", Value::Null),
        };
        prop_assert_eq!(&extra["outcome"], &json!(outcome), "{}", d.text);
        prop_assert_eq!(&extra["player"], &player);
        if let Ending::Stop { claim, counted, .. } = d.ending {
            prop_assert_eq!(extra["claim"].as_i64(), Some(claim));
            prop_assert_eq!(extra["counted"].as_i64(), Some(counted));
        }
    }

    #[test]
    fn random_matches_keep_the_money(seed in any::<u64>(), players in 2usize..=6, deals in 1usize..10, ante in 1i64..50) {
        let mut rng = Rng::new(seed);
        let mut entries = vec![];
        for _ in 0..deals {
            let e = match rng.below(6) {
                0 => json!({"redeal": true}),
                1 => json!({"bura": NAMES[rng.below(players)]}),
                2 => json!({"out_of_turn": NAMES[rng.below(players)]}),
                3 => json!({"extra_card": NAMES[rng.below(players)]}),
                _ => {
                    let s = rng.below(players);
                    json!({"stopper": NAMES[s], "points": {NAMES[s]: rng.below(80)}})
                }
            };
            entries.push(e);
        }
        let forfeit = if rng.chance(1, 2) { "bank" } else { "ante" };
        let r = match_doc("bura", &NAMES, players, None, json!({"ante": ante, "forfeit": forfeit}), entries.clone())
            .replay()
            .map_err(|e| TestCaseError::fail(format!("refused: {e}")))?;
        let mut bank = 0i64;
        for (row, e) in r.rows.iter().zip(&entries) {
            let s = &row.scored;
            let pool = s.pool.expect("the bank column");
            prop_assert_eq!(s.totals.iter().sum::<i64>() + pool.amount, 0, "conserved");
            prop_assert!(pool.amount >= 0);
            prop_assert_eq!(pool.change, pool.amount - bank);
            let opened = bank + ante * players as i64;
            let counted = e.get("points").and_then(|p| p.as_object()).and_then(|m| m.values().next()).and_then(Value::as_i64);
            let expected = if e.get("bura").is_some() || counted.is_some_and(|c| c >= 31) {
                0
            } else if counted.is_some() || (forfeit == "bank" && (e.get("out_of_turn").is_some() || e.get("extra_card").is_some())) {
                2 * opened
            } else if e.get("redeal").is_some() {
                opened
            } else {
                opened + ante
            };
            prop_assert_eq!(pool.amount, expected, "{}", e);
            bank = pool.amount;
        }
    }
}
