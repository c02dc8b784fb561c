//! The banking games' money always balances: random rounds of Blackjack (one and two packs),
//! «Очко» and Macao — new bankers, named banks, any stakes up to the bank, hands by cards or by
//! totals, banks broken — keep the balances and the bank adding up to 0 after every round, each
//! round moving no money from nowhere, and the bank never below 0.

use crate::support::stakes as stakes_support;

use proptest::prelude::*;
use stakes_support::{assert_conserved, ok, random_match, Kind, Rng};

fn kind(k: usize) -> Kind {
    match k {
        0 => Kind::Blackjack { packs: 1 },
        1 => Kind::Blackjack { packs: 2 },
        2 => Kind::Ochko,
        _ => Kind::Macao,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_rounds_of_every_banking_game_conserve_money(
        seed in any::<u64>(),
        game in 0usize..4,
        players in 2usize..=6,
        rounds in 1usize..=10,
    ) {
        let k = kind(game);
        let mut rng = Rng::new(seed);
        let deals = random_match(&mut rng, k, players, rounds);
        let r = ok(k.id(), players, k.options(), &deals);
        prop_assert_eq!(r.rows.len(), rounds);
        assert_conserved(&r).map_err(TestCaseError::fail)?;
    }
}

/// Enough rounds that banks break and pass: the money still balances, and some bank did break.
#[test]
fn long_matches_break_banks_and_still_balance() {
    let mut broken = 0;
    for (seed, game) in (0..12u64).zip((0..4).cycle()) {
        let k = kind(game);
        let mut rng = Rng::new(seed);
        let deals = random_match(&mut rng, k, 5, 30);
        let r = ok(k.id(), 5, k.options(), &deals);
        assert_conserved(&r).unwrap_or_else(|e| panic!("{}: {e}", k.id()));
        broken += r.rows.iter().filter(|row| row.scored.extra.get("broken").is_some()).count();
    }
    assert!(broken > 0, "no bank broke in 360 random rounds");
}
