//! Bura resumed from a snapshot: any match replayed in two parts — the second from the state the
//! first returned, through JSON text — is the match replayed whole, at every split, full plays
//! refereed included, the bank and the balances with it; a voided deal that kept its place moves
//! no money and leaves the next dealer free.

use crate::support::bura as bura_support;
use crate::support::common;
use crate::support::family_resume;

use bura_support::{bura_deal, Ending, Rng, NAMES};
use family_resume::*;
use kozyr::games::bura::BURA;
use kozyr::games::{Entry, Game, MatchDoc};
use proptest::prelude::*;
use serde_json::{json, Value};

fn doc(players: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    common::match_doc("bura", &NAMES, players, None, options, deals)
}

/// Random legal deals, each dealt by the one due and naming him: full plays, and quick entries now
/// and then.
fn random_deals(rng: &mut Rng, players: usize, deals: usize) -> Vec<Value> {
    let mut out = vec![];
    let mut dealer = 0;
    for _ in 0..deals {
        let this = dealer;
        let mut v = if rng.chance(1, 4) {
            match rng.below(3) {
                0 => json!({"redeal": true}),
                1 => json!({"out_of_turn": NAMES[rng.below(players)]}),
                _ => {
                    let s = rng.below(players);
                    let points = 20 + rng.below(40) as i64;
                    let v = json!({"stopper": NAMES[s], "points": {NAMES[s]: points}});
                    if points >= 31 {
                        dealer = s;
                    }
                    v
                }
            }
        } else {
            let draws = rng.chance(1, 2);
            let d = bura_deal(rng, players, dealer, draws);
            match d.ending {
                Ending::Stop { seat, claim, counted } if counted >= claim => dealer = seat,
                Ending::Bura { seat } => dealer = seat,
                _ => {}
            }
            json!({"play": d.text})
        };
        // Named always: after a voided deal that kept its place any player may deal, and a record
        // that names none is dealt by the first player.
        v["dealer"] = json!(NAMES[this]);
        out.push(v);
    }
    out
}

#[test]
fn the_sample_match_resumes_at_every_split() {
    let r = assert_doc_splits(&sample("bura")).expect("the sample is accepted");
    assert_eq!(r.scored[0].totals, [-10, 20, -10]);
    assert_eq!(r.scored[1].totals, [-20, 10, -50]);
    assert_eq!(r.pool.map(|p| p.amount), Some(60));
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 3: Борис deals, Вера leads; the bank holds 60"));
}

#[test]
fn a_voided_deal_that_kept_its_place_moves_no_money_and_frees_the_dealer() {
    let deals = vec![
        json!({"dealer": "Аня", "stopper": "Борис", "points": {"Борис": 40}}),
        json!({"dealer": "Борис", "stopper": "Вера", "points": {"Вера": 40}}),
        json!({"dealer": "Вера", "stopper": "Аня", "points": {"Аня": 40}}),
    ];
    let (game, setup, entries) = effective(&doc(3, json!({}), deals));
    let kept = assert_turn_keeps_the_place(game, &setup, &entries, 1, "bura.deal.dealer");
    assert_eq!(kept.scored[1].totals, [10, 10, -20]);
}

#[test]
fn a_stored_state_that_is_not_this_match_s_is_refused() {
    let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let setup = BURA.setup(&players, None, &Default::default()).expect("setup");
    assert_bad_states_refused(&BURA, &setup, "bura.snapshot");
    // Money made from nothing is no state of any match.
    let bad = json!({"money": {"balances": [10, 0, 0, 0], "bank": 0}, "dealer": null, "deals": 1});
    assert_eq!(BURA.replay_from(&setup, Some(&bad), &[]).err().map(|e| e.rule), Some("bura.snapshot".into()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn random_matches_resume_at_every_split(seed in any::<u64>(), players in 2usize..=6, deals in 1usize..7, turn in any::<prop::sample::Index>()) {
        let mut rng = Rng::new(seed);
        let (game, setup, entries) = effective(&doc(players, json!({}), random_deals(&mut rng, players, deals)));
        assert_splits(game, &setup, &entries).map_err(TestCaseError::fail)?;
        let at = turn.index(entries.len());
        if matches!(entries[at].1, Entry::Deal(_)) {
            assert_splits(game, &setup, &with_turn(&entries, at)).map_err(TestCaseError::fail)?;
        }
    }
}
