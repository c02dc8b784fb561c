//! The games that only name a loser or a winner, on random deals: every deal accepted adds one to
//! the tally of exactly one player (none for a draw or a forgiven loss), so the tallies add up to
//! the deals counted; counting games add up to the deck's total each deal; the tally's view agrees.

use crate::support::outcome::games;
use kozyr::games::outcome::{Kind, Outcome};
use kozyr::games::{Entry, Game};
use proptest::prelude::*;
use serde_json::{json, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Женя"];

/// A random legal deal from `r` (a few random numbers) for `n` players: the form the game records.
fn deal(game: &Outcome, n: usize, r: &[usize]) -> (Value, bool) {
    let names = &NAMES[..n];
    let mut order: Vec<&str> = names.to_vec();
    for i in (1..n).rev() {
        order.swap(i, r[i] % (i + 1));
    }
    match game.kind {
        Kind::Loser => match r[0] % 5 {
            0 if game.draw.is_some() => (json!({"draw": true}), false),
            1 if game.forgiven.is_some() => (json!({"loser": order[0], "forgiven": true}), false),
            2 if game.pogony.is_some() => (json!({"loser": order[0], "pogony": "7"}), true),
            3 => (json!({"order": order}), true),
            _ => (json!({"loser": order[0]}), true),
        },
        Kind::Winner => {
            if r[0] % 2 == 0 {
                (json!({"order": order}), true)
            } else {
                (json!({"winner": order[0]}), true)
            }
        }
        Kind::Count { field, total } => {
            let mut left = total as usize;
            let mut m = serde_json::Map::new();
            for (i, p) in names.iter().enumerate() {
                let c = if i + 1 == n { left } else { r[i] % (left + 1) };
                left -= c;
                m.insert(p.to_string(), c.into());
            }
            (json!({ field: m }), true)
        }
    }
}

proptest! {
    #[test]
    fn tallies_add_up_to_the_deals(g in 0usize..16, extra in 0usize..4, rolls in prop::collection::vec(prop::collection::vec(0usize..100, 6), 1..25)) {
        let game = games()[g];
        let (lo, hi) = game.info().seats;
        let n = (lo + extra).min(hi).min(NAMES.len()).max(lo);
        // A pack dealt out equally (Pan's 24 cards) seats only the numbers it divides by.
        let n = match game.even {
            Some((cards, _)) => (lo..=n).rev().find(|k| cards % k == 0).expect("a number the pack divides by"),
            None => n,
        };
        let players: Vec<String> = NAMES[..n].iter().map(|s| s.to_string()).collect();
        let setup = game.setup(&players, None, &serde_json::Map::new()).expect("setup");
        let mut entries = Vec::new();
        let mut counted = 0i64;
        for r in &rolls {
            let (v, counts) = deal(game, n, r);
            counted += i64::from(counts);
            entries.push(Entry::Deal(v));
        }
        let refs: Vec<(usize, &Entry)> = entries.iter().enumerate().map(|(i, e)| (i + 1, e)).collect();
        let out = game.replay(&setup, &refs).expect("random legal deals are accepted");
        let totals = out.scored.last().map(|s| s.totals.clone()).unwrap_or_default();
        let sum: i64 = totals.iter().sum();
        match game.kind {
            Kind::Count { total, .. } => prop_assert_eq!(sum, total * rolls.len() as i64),
            _ => prop_assert_eq!(sum, counted),
        }
        prop_assert_eq!(out.extra["tally"]["deals"].as_i64(), Some(rolls.len() as i64));
        for s in &out.scored {
            prop_assert!(s.scores.iter().all(|&x| x >= 0));
        }
    }
}
