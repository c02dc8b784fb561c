//! Random poker sessions keep the money: after every hand the balances add up to 0 and the pot is
//! empty; every pot is paid in full to players who contested it (still in, and put in at least
//! its level), equal shares differing by one unit at most; nobody wins from another player more
//! than he put in himself; the cards and the winners they give, named, pay the same.

use crate::support::common;
use crate::support::poker as poker_support;

use kozyr::games::poker::session::{pots, split};
use poker_support::{random_hand, random_hands, Rng, NAMES};
use proptest::prelude::*;
use serde_json::{json, Value};

fn doc(players: usize, hands: Vec<Value>) -> kozyr::games::MatchDoc {
    common::match_doc("poker", &NAMES, players, None, json!({}), hands)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_hands_conserve_the_money_and_pay_every_pot_to_those_who_contested_it(
        seed in any::<u64>(), players in 2usize..=8, count in 1usize..10
    ) {
        let mut rng = Rng::new(seed);
        let hands = random_hands(&mut rng, players, count);
        let r = doc(players, hands.iter().map(|h| h.record.clone()).collect()).replay()
            .map_err(|e| TestCaseError::fail(format!("refused: {e}")))?;
        prop_assert_eq!(r.rows.len(), count);
        for (row, h) in r.rows.iter().zip(&hands) {
            let s = &row.scored;
            prop_assert_eq!(s.totals.iter().sum::<i64>(), 0, "the balances add up to 0");
            prop_assert_eq!(s.scores.iter().sum::<i64>(), 0, "a hand's gains are its losses");
            let put_total: i64 = h.put.iter().flatten().sum();
            prop_assert_eq!(s.extra["pot"].as_i64(), Some(put_total));
            let layers = s.extra["pots"].as_array().cloned().unwrap_or_default();
            prop_assert_eq!(layers.iter().filter_map(|p| p["amount"].as_i64()).sum::<i64>(), put_total);
            let mut received = vec![0i64; players];
            for p in &layers {
                let amount = p["amount"].as_i64().unwrap_or(-1);
                let paid: Vec<(usize, i64)> = p["paid"].as_object().map(|m| m.iter().map(|(k, v)| {
                    (NAMES.iter().position(|n| n == k).unwrap_or(99), v.as_i64().unwrap_or(-1))
                }).collect()).unwrap_or_default();
                prop_assert_eq!(paid.iter().map(|x| x.1).sum::<i64>(), amount, "a pot is paid in full");
                let contested: Vec<&str> = p["contested"].as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
                let winners: Vec<&str> = p["winners"].as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
                if contested.is_empty() {
                    prop_assert!(winners.is_empty(), "a pot nobody contests goes back");
                } else {
                    prop_assert!(!winners.is_empty());
                    for w in &winners {
                        prop_assert!(contested.contains(w), "{} won a pot he did not contest", w);
                    }
                    for c in &contested {
                        let seat = NAMES.iter().position(|n| n == c).unwrap_or(99);
                        prop_assert!(!h.folded[seat], "{} folded but contests a pot", c);
                    }
                    let shares: Vec<i64> = paid.iter().map(|x| x.1).collect();
                    let (lo, hi) = (shares.iter().min().copied().unwrap_or(0), shares.iter().max().copied().unwrap_or(0));
                    prop_assert!(hi - lo <= 1, "shares {:?}", shares);
                }
                for (seat, x) in paid {
                    received[seat] += x;
                }
            }
            for seat in 0..players {
                let own = h.put[seat].unwrap_or(0);
                prop_assert_eq!(s.scores[seat], received[seat] - own);
                // Nobody takes from another more than he put in himself.
                let most: i64 = h.put.iter().flatten().map(|&p| p.min(own)).sum();
                prop_assert!(received[seat] <= most, "{} received {} of at most {}", NAMES[seat], received[seat], most);
                if h.folded[seat] || h.put[seat].is_none() {
                    prop_assert!(received[seat] <= own, "a folded player only gets back an uncalled bet");
                }
            }
        }
    }

    #[test]
    fn the_winners_the_cards_give_named_pay_what_the_cards_pay(seed in any::<u64>(), players in 2usize..=8) {
        let mut rng = Rng::new(seed);
        let h = (0..50).map(|_| random_hand(&mut rng, players, 0)).find(|h| h.record.get("show").is_some());
        let Some(h) = h else { return Ok(()) };
        let by_cards = doc(players, vec![h.record.clone()]).replay().map_err(|e| TestCaseError::fail(format!("{e}")))?;
        let s = &by_cards.rows[0].scored;
        // The winners of each pot as the cards gave them, best first: name them instead.
        let mut named: Vec<String> = vec![];
        for p in s.extra["pots"].as_array().cloned().unwrap_or_default() {
            let group: Vec<&str> = p["winners"].as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
            let g = group.join("=");
            if !g.is_empty() && !named.iter().any(|n| group.iter().any(|w| n.split('=').any(|x| x == *w))) {
                named.push(g);
            }
        }
        let mut record = h.record.clone();
        if let Some(m) = record.as_object_mut() {
            m.remove("show");
            m.insert("winner".into(), json!(named));
        }
        let by_name = doc(players, vec![record]).replay().map_err(|e| TestCaseError::fail(format!("{e}: {named:?}")))?;
        prop_assert_eq!(&by_name.rows[0].scored.scores, &s.scores);
        // Both at once agree.
        let mut both = h.record.clone();
        if let Some(m) = both.as_object_mut() {
            m.insert("winner".into(), json!(named));
        }
        prop_assert!(doc(players, vec![both]).replay().is_ok());
    }

    #[test]
    fn the_pots_add_up_and_a_split_shares_the_odd_units_from_the_dealer_s_left(
        put in prop::collection::vec(prop::option::of(0i64..60), 2..8), folds in any::<u64>(), amount in 0i64..1000, dealer in 0usize..8
    ) {
        let n = put.len();
        let folded: Vec<bool> = (0..n).map(|s| folds >> s & 1 == 1).collect();
        let layers = pots(&put, &folded);
        prop_assert_eq!(layers.iter().map(|p| p.amount).sum::<i64>(), put.iter().flatten().sum::<i64>());
        for p in &layers {
            prop_assert!(p.eligible.iter().all(|s| !folded[*s] && p.contributors.contains(s)));
        }
        let winners: Vec<usize> = (0..n).filter(|s| folds >> (s + 8) & 1 == 1).collect();
        if !winners.is_empty() {
            let dealer = dealer % n;
            let shares = split(amount, &winners, dealer, n);
            prop_assert_eq!(shares.iter().map(|x| x.1).sum::<i64>(), amount);
            // Larger shares first, in seat order from the dealer's left.
            let from_left: Vec<usize> = shares.iter().map(|x| (x.0 + n - dealer - 1) % n).collect();
            prop_assert!(from_left.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(shares.windows(2).all(|w| w[0].1 >= w[1].1 && w[0].1 - w[1].1 <= 1));
        }
    }
}
