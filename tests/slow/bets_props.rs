//! Faro, Shtoss and Thirteen keep the money balanced: random rounds — new bankers, named banks, any
//! stakes up to the bank, decided by the cards as they came out or by the outcomes recorded, banks
//! broken — keep the balances and the bank adding up to 0 after every round, each round moving no
//! money from nowhere, and the bank never below 0. Every stake is paid as the book decides it,
//! worked out here independently of the engine.

use crate::support::bets as bets_support;
use crate::support::stakes as stakes_support;

use bets_support::{random_match, random_round, Kind, KINDS};
use proptest::prelude::*;
use serde_json::{json, Value};
use stakes_support::{assert_conserved, ok, NAMES};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_rounds_of_every_single_event_game_conserve_money(
        seed in any::<u64>(),
        game in 0usize..3,
        players in 2usize..=6,
        rounds in 1usize..=10,
    ) {
        let k = KINDS[game];
        let mut rng = stakes_support::Rng::new(seed);
        let deals = random_match(&mut rng, k, players, rounds);
        let r = ok(k.id(), players, json!({}), &deals);
        prop_assert_eq!(r.rows.len(), rounds);
        assert_conserved(&r).map_err(TestCaseError::fail)?;
    }

    /// A first round with a bank large enough to pay everyone: each player receives or pays
    /// exactly his stake as the book decides it, or gets it back when it stayed open.
    #[test]
    fn every_stake_is_paid_as_the_book_decides_it(seed in any::<u64>(), game in 0usize..3, players in 2usize..=6) {
        let k = KINDS[game];
        let mut rng = stakes_support::Rng::new(seed);
        let (mut round, out) = random_round(&mut rng, k, players, None, 0, false);
        // A bank of 2000 covers every stake of up to 300 for five players.
        round["bank"] = json!(2000);
        let r = ok(k.id(), players, json!({}), &[round]);
        let paid = &r.rows[0].scored.extra["paid"];
        for (seat, stake, verdict) in out {
            prop_assert_eq!(paid[NAMES[seat]].as_i64(), Some(stake * verdict), "{}: {}", k.id(), NAMES[seat]);
        }
        prop_assert!(r.rows[0].scored.extra.get("broken").is_none());
    }
}

/// Enough rounds that banks break and pass: the money still balances, and some bank did break.
#[test]
fn long_matches_break_banks_and_still_balance() {
    let mut broken = 0;
    for (seed, k) in (0..12u64).zip(KINDS.iter().cycle()) {
        let mut rng = stakes_support::Rng::new(seed);
        let deals = random_match(&mut rng, *k, 5, 30);
        let r = ok(k.id(), 5, json!({}), &deals);
        assert_conserved(&r).unwrap_or_else(|e| panic!("{}: {e}", k.id()));
        broken += r.rows.iter().filter(|row| row.scored.extra.get("broken").is_some()).count();
    }
    assert!(broken > 0, "no bank broke in 360 random rounds");
}

/// Thirteen's bank stays with a banker who matched and passes to the left of one who paid.
#[test]
fn thirteens_bank_passes_only_from_a_banker_who_paid() {
    let mut rng = stakes_support::Rng::new(7);
    let deals = random_match(&mut rng, Kind::Thirteen, 4, 20);
    let r = ok("thirteen", 4, json!({}), &deals);
    for pair in r.rows.windows(2) {
        let (a, b) = (&pair[0].scored.extra, &pair[1].scored.extra);
        let won = a["outcomes"].as_object().expect("outcomes").values().all(|v| v == &Value::from("lost"));
        let seat = |x: &Value| NAMES.iter().position(|n| x == &Value::from(*n)).expect("a player");
        let (first, next) = (seat(&a["banker"]), seat(&b["banker"]));
        if won && a["bank_after"].as_i64() > Some(0) {
            assert_eq!(next, first, "the banker who matched banks again");
        } else {
            assert_eq!(next, (first + 1) % 4, "the bank passes to the left");
        }
    }
}
