//! King resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split: the classic
//! sequence, the ordered variant's book of orders, the end after the last deal. A voided deal that
//! kept its place (`Entry::Turn`) takes its place in the sequence — its game is passed over — and
//! passes the deal on, scoring nothing.

use crate::support::family as family_support;
use crate::support::family_resume;
use crate::support::king as king_support;

use family_resume::*;
use family_support::{deal, play, Rng};
use king_support::*;
use kozyr::cards::Suit;
use kozyr::games::king::{deck, Kind, CLASSIC, KING};
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

fn classic(players: usize, deals: Vec<Value>) -> MatchDoc {
    doc_of(players, json!({}), &deals)
}

fn named(mut v: Value, dealer: &str) -> Value {
    v["dealer"] = json!(dealer);
    v
}

/// A classic match of `players`, each deal given to the first player, with penalties among them.
fn whole_classic(players: usize) -> Vec<Value> {
    let mut deals = classic_before(15, players);
    deals.insert(3, json!({"penalty": {"player": "Борис", "points": -5, "reason": "late"}}));
    deals.insert(9, json!({"penalty": {"player": "Аня", "points": 7, "reason": "agreed"}}));
    deals
}

/// A random ordered match of `players`: each player's orders shuffled, every deal a random legal
/// one, by play record or quick entry.
fn random_ordered(rng: &mut Rng, players: usize) -> Vec<Value> {
    let mut orders: Vec<Vec<Kind>> = (0..players)
        .map(|_| {
            let mut list: Vec<Kind> = Kind::ALL.to_vec();
            list.push(Kind::Positive);
            rng.shuffle(&mut list);
            list
        })
        .collect();
    (0..9 * players)
        .map(|d| {
            let orderer = (d + 1) % players;
            let kind = orders[orderer].remove(0);
            random_deal(rng, kind, players, orderer)
        })
        .collect()
}

/// A random legal deal of `kind` led by `leader`: its play record or its quick entry.
fn random_deal(rng: &mut Rng, kind: Kind, players: usize, leader: usize) -> Value {
    let cards = deck(players);
    let trump = Suit::ALL[rng.below(4)];
    let hands = deal(rng, cards.cards(), players, cards.len() / players);
    let g = play(rng, &spec(kind, trump), hands, leader);
    if rng.below(2) == 0 {
        let mut full = json!({"game": kind.id(), "play": g.text()});
        if kind.is_positive() {
            full["trump"] = json!(trump.name());
        }
        full
    } else {
        quick_of(kind, &g, players, trump)
    }
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("king")).expect("the sample is accepted");
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 3: no girls — Вера deals, Галя leads"));
}

#[test]
fn a_whole_classic_match_with_penalties_resumes_at_every_split() {
    for players in [3, 4] {
        let r = assert_doc_splits(&classic(players, whole_classic(players))).expect("accepted");
        assert_eq!(r.finished_after.iter().filter(|&&f| f).count(), 1);
        assert_eq!(r.finished_after.last(), Some(&true));
        assert_eq!(r.winner, Some(0), "the first player's positive deals outweigh the rest");
        assert!(r.next.is_none());
    }
}

#[test]
fn a_deal_after_the_last_is_refused_whatever_the_split() {
    let mut deals = whole_classic(4);
    deals.push(all_to_first(Kind::Positive, 4));
    assert_eq!(assert_doc_splits(&classic(4, deals)), Err("match.finished".to_string()));
}

#[test]
fn an_ordered_match_resumes_with_its_book_of_orders_at_every_split() {
    let mut rng = Rng::new(7);
    let deals = random_ordered(&mut rng, 3);
    let r = assert_doc_splits(&doc_of(3, json!({"ordered": true}), &deals)).expect("accepted");
    assert_eq!(r.finished_after.last(), Some(&true));
    // An order used up is refused whether the book was replayed or read back from the state:
    // Борис orders no boys at deals 1 and 4.
    let deals: Vec<Value> =
        [Kind::NoBoys, Kind::NoGirls, Kind::NoHearts, Kind::NoBoys].iter().map(|&k| all_to_first(k, 3)).collect();
    let d = doc_of(3, json!({"ordered": true}), &deals);
    assert_eq!(assert_doc_splits(&d), Err("king.order.repeated".to_string()));
}

#[test]
fn a_voided_deal_that_kept_its_place_is_passed_over_in_the_sequence() {
    // No boys (deal 2, Борис deals) is voided after no girls (deal 3) was recorded.
    let deals = classic_before(4, 4);
    let (game, setup, entries) = effective(&classic(4, deals.clone()));
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "king.deal.sequence");
    assert_eq!(kept.scored[1].extra["game"], json!("no-girls"));
    assert_eq!(kept.scored[1].extra["dealer"], json!("Вера"));
    assert_eq!(kept.scored[2].totals, [-48, 0, 0, 0], "no boys' −16 is gone");
    assert_eq!(kept.next.map(|m| m.english()).as_deref(), Some("deal 5: no last two — Аня deals, Борис leads"));
    // The dealer moves on with the place too.
    let mut named_deals = deals;
    named_deals[2] = named(named_deals[2].clone(), "Вера");
    let (_, _, entries) = effective(&classic(4, named_deals));
    assert_turn_keeps_the_place(game, &setup, &entries, 1, "king.deal.dealer");
}

#[test]
fn a_classic_match_with_a_voided_place_still_ends_after_its_fifteenth_deal() {
    let (game, setup, entries) = effective(&classic(4, classic_before(15, 4)));
    let r = run(game, &setup, &with_turn(&entries, 6)).expect("accepted");
    assert_eq!(r.scored.len(), 14, "eralash is passed over");
    assert_eq!(r.finished_after.last(), Some(&true));
    assert_eq!(r.scored[13].totals, [-16 * 6 + 24 * 8, 0, 0, 0]);
    assert_eq!(r.winner, Some(0));
}

#[test]
fn an_ordered_match_with_a_voided_place_loses_that_order_and_ends_on_time() {
    let mut rng = Rng::new(11);
    let deals = random_ordered(&mut rng, 4);
    let (game, setup, entries) = effective(&doc_of(4, json!({"ordered": true}), &deals));
    let turned = with_turn(&entries, 5);
    let r = assert_splits(game, &setup, &turned).expect("accepted");
    assert_eq!(r.scored.len(), 35);
    assert_eq!(r.finished_after.last(), Some(&true));
    // The deal passed on with the voided place: Вера deals the seventh and Галя orders it.
    let r = run(game, &setup, &turned[..6]).expect("accepted");
    let next = r.next.map(|m| m.english()).unwrap_or_default();
    assert!(next.starts_with("deal 7: Вера deals, Галя orders"), "{next}");
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = P.iter().map(|s| s.to_string()).collect();
    let setup = KING.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&KING, &setup, "king.snapshot");
    for bad in [
        json!({"totals": [0, 0, 0, 0], "played": 16}),
        json!({"totals": [0, 0, 0, 0], "played": 2, "book": [[["no-boys", 1], ["no-boys", 2]], [], [], []]}),
        json!({"totals": [0, 0, 0, 0], "played": 2, "book": [[["no-boys", 3]], [], [], []]}),
        json!({"totals": [0, 0, 0, 0], "played": 2, "book": [[["no-such-game", 1]], [], [], []]}),
        json!({"totals": [0, 0, 0, 0], "played": 2, "rotation": {"next": 4}}),
    ] {
        let got = KING.replay_from(&setup, Some(&bad), &[]).map(|_| ()).map_err(|e| e.rule);
        assert_eq!(got, Err("king.snapshot".to_string()), "{bad}");
    }
    let e = KING.replay_from(&setup, Some(&json!([])), &[]).expect_err("refused");
    assert_eq!(
        e.msg.render(kozyr::i18n::Lang::Ru),
        "сохранённое состояние этой партии не является состоянием игры «Кинг» с этими игроками"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Random legal classic matches of any length, with penalties, replayed at every split and
    /// again with a deal voided in place.
    #[test]
    fn random_classic_matches_resume_at_every_split(
        seed in any::<u64>(),
        players in 3usize..=4,
        length in 1usize..=15,
        turn in any::<prop::sample::Index>(),
    ) {
        let mut rng = Rng::new(seed);
        let mut deals = vec![];
        for (k, &kind) in CLASSIC[..length].iter().enumerate() {
            let mut d = random_deal(&mut rng, kind, players, classic_leader(kind, k % players, players));
            if rng.below(3) == 0 {
                d["dealer"] = json!(P[k % players]);
            }
            deals.push(d);
            // No penalty after the last of the classic deals: the match is over there.
            if rng.below(5) == 0 && k + 1 < CLASSIC.len() {
                deals.push(json!({"penalty": {"player": P[rng.below(players)], "points": -3, "reason": "late"}}));
            }
        }
        let d = doc_of(players, json!({}), &deals);
        let (game, setup, entries) = effective(&d);
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }

    /// Random legal ordered matches, cut short at a random deal, replayed at every split and again
    /// with a deal voided in place.
    #[test]
    fn random_ordered_matches_resume_at_every_split(
        seed in any::<u64>(),
        players in 3usize..=4,
        length in any::<prop::sample::Index>(),
        turn in any::<prop::sample::Index>(),
    ) {
        let mut rng = Rng::new(seed);
        let mut deals = random_ordered(&mut rng, players);
        deals.truncate(1 + length.index(deals.len()));
        let d = doc_of(players, json!({"ordered": true}), &deals);
        let (game, setup, entries) = effective(&d);
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
    }
}
