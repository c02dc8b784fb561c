//! Frap and Khrap by random deals written from the rules: every legal play record the generator
//! writes is accepted and scores what quick entry with its tricks scores; and whatever the deals,
//! the money is conserved after every entry — the balances and the pot add up to 0, the pot never
//! negative.

use crate::support::common;
use crate::support::frap as frap_support;

use frap_support::{deal, deals, Kind, Rng, FRAP, KHRAP, NAMES};
use kozyr::games::Replay;
use proptest::prelude::*;
use serde_json::{json, Value};

fn replay(kind: Kind, players: usize, deals: Vec<Value>) -> Replay {
    common::match_doc(kind.id, &NAMES, players, None, json!({}), deals)
        .replay()
        .unwrap_or_else(|e| panic!("{}: a legal record refused: {e}", kind.id))
}

fn check_money(r: &Replay) -> Result<(), TestCaseError> {
    for row in &r.rows {
        let pot = row.scored.pool.map_or(0, |p| p.amount);
        prop_assert!(pot >= 0, "the pot went negative: {pot}");
        prop_assert_eq!(row.scored.totals.iter().sum::<i64>() + pot, 0);
        prop_assert!(row.scored.explain.iter().any(|s| s.rule.ends_with(".money.conserved")));
    }
    Ok(())
}

fn kind(khrap: bool) -> Kind {
    if khrap {
        KHRAP
    } else {
        FRAP
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_legal_play_records_validate_and_agree_with_quick_entry(seed in any::<u64>(), khrap in any::<bool>(), players in 2usize..=10) {
        let k = kind(khrap);
        let mut rng = Rng::new(seed);
        let d = deal(&mut rng, k, players, 0, true);
        let r = replay(k, players, vec![d.clone()]);
        if let Some(play) = d.get("play") {
            prop_assert!(!play.is_null());
            let mut quick = d.clone();
            let obj = quick.as_object_mut().expect("object");
            obj.remove("play");
            obj.insert("won".into(), r.rows[0].scored.extra["won"].clone());
            let q = replay(k, players, vec![quick]);
            prop_assert_eq!(&q.rows[0].scored.scores, &r.rows[0].scored.scores);
        }
        check_money(&r)?;
    }

    #[test]
    fn random_matches_conserve_the_money(seed in any::<u64>(), khrap in any::<bool>(), players in 2usize..=12, n in 1usize..10) {
        let k = kind(khrap);
        let players = if khrap { players.min(10) } else { players };
        let mut rng = Rng::new(seed);
        let r = replay(k, players, deals(&mut rng, k, players, n));
        prop_assert_eq!(r.rows.len(), n);
        check_money(&r)?;
    }
}
