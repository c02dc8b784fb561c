//! Properties of the poker ranking on random hands: the comparison is a total preorder (every two
//! hands compare, the answer is antisymmetric and transitive, equal means equal values), and a
//! joker never makes a hand worse than the card it stands for would.

use std::cmp::Ordering;

use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::poker::{best, compare, Hand};
use proptest::prelude::*;

fn card(i: u8) -> Card {
    Card::new(Rank::ALL[usize::from(i % 13)], Suit::ALL[usize::from(i / 13)])
}

/// Five different cards, up to two of them turned into jokers.
fn held() -> impl Strategy<Value = Vec<Option<Card>>> {
    (prop::sample::subsequence((0u8..52).collect::<Vec<_>>(), 5).prop_shuffle(), 0usize..=2, 0usize..5).prop_map(
        |(cards, jokers, at)| {
            let mut held: Vec<Option<Card>> = cards.into_iter().map(|i| Some(card(i))).collect();
            for k in 0..jokers {
                held[(at + k * 2) % 5] = None;
            }
            held
        },
    )
}

fn hand() -> impl Strategy<Value = Hand> {
    held().prop_map(|h| best(&h))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_comparison_is_a_total_preorder(a in hand(), b in hand(), c in hand()) {
        // Antisymmetric.
        prop_assert_eq!(compare(&a, &b), compare(&b, &a).reverse());
        prop_assert_eq!(compare(&a, &a), Ordering::Equal);
        // Equal only when the values are: the category and every rank that breaks ties.
        prop_assert_eq!(compare(&a, &b) == Ordering::Equal, a.value == b.value);
        // Transitive, for every order of the three.
        let hs = [&a, &b, &c];
        for x in hs {
            for y in hs {
                for z in hs {
                    if compare(x, y) != Ordering::Less && compare(y, z) != Ordering::Less {
                        prop_assert_ne!(compare(x, z), Ordering::Less, "{:?} ≥ {:?} ≥ {:?}", x.value, y.value, z.value);
                    }
                }
            }
        }
    }

    #[test]
    fn a_joker_is_never_worse_than_any_card_in_its_place(held in held().prop_filter("a joker", |h| h.contains(&None))) {
        let with_joker = best(&held);
        let at = held.iter().position(Option::is_none).expect("a joker");
        for i in 0u8..52 {
            let c = card(i);
            if held.contains(&Some(c)) {
                continue;
            }
            let mut replaced = held.clone();
            replaced[at] = Some(c);
            let other = best(&replaced);
            prop_assert_ne!(
                compare(&with_joker, &other),
                Ordering::Less,
                "{:?} as {:?} is worse than with {}", held, with_joker.value, c
            );
        }
    }

    #[test]
    fn the_jokers_play_as_cards_not_already_in_the_hand(held in held()) {
        let h = best(&held);
        let mut cards = h.cards.to_vec();
        cards.sort();
        cards.dedup();
        prop_assert_eq!(cards.len(), 5, "{:?} plays {:?}", held, h.cards);
        for c in held.iter().flatten() {
            prop_assert!(h.cards.contains(c));
        }
    }
}
