//! Belot for three resumed from a snapshot: replaying a match whole gives exactly what replaying
//! its first entries, storing the state as JSON text and replaying the rest from it gives, at every
//! split point of the sample match, of matches with hanging points, redeals, a won match, and of
//! random matches; a voided deal that keeps its place passes the deal on without scoring; a
//! stored state this match cannot reach is refused.

use crate::support::common;
use crate::support::split;

use kozyr::games::{self, Entry, Game, Setup};
use kozyr::i18n::Lang;
use proptest::collection::vec;
use proptest::prelude::*;
use serde_json::{json, Value};
use split::{deals, numbered, quick_deal, splits_agree};

const P: [&str; 3] = ["Аня", "Борис", "Вера"];

fn belot3() -> &'static dyn Game {
    games::find("belot3").expect("belot3")
}

fn setup_with(options: Value) -> Setup {
    let players: Vec<String> = P.iter().map(|p| p.to_string()).collect();
    belot3().setup(&players, None, options.as_object().expect("options")).expect("setup")
}

fn setup() -> Setup {
    setup_with(json!({}))
}

fn q(decl: usize, trump: &str, pts: [i64; 3], last: usize) -> Value {
    json!({ "declarer": P[decl], "trump": trump, "points": { P[0]: pts[0], P[1]: pts[1], P[2]: pts[2] },
            "last_trick": P[last] })
}

#[test]
fn the_sample_match_resumes_at_every_entry() {
    let (_, new, sample) = common::SAMPLES.iter().find(|s| s.0 == "belot3").expect("the sample");
    assert_eq!(new, &["--players", "Аня,Борис,Вера"]);
    let entries: Vec<Entry> = sample.iter().map(|args| Entry::Deal(quick_deal(belot3(), args))).collect();
    splits_agree(belot3(), &setup(), &entries).unwrap();
}

#[test]
fn hanging_points_redeals_and_a_won_match_resume_at_every_entry() {
    let values = [
        q(1, "clubs", [50, 50, 42], 2), // Борис ties Аня: 50 hang
        json!({ "redeal": true }),
        q(2, "clubs", [60, 32, 50], 2), // Аня and Вера share the most: they go on hanging
        json!({ "penalty": { "player": "Вера", "reason": "late", "points": -10 } }),
        q(2, "clubs", [90, 30, 22], 0), // Аня takes them
        q(0, "hearts", [70, 10, 72], 1),
        q(0, "hearts", [70, 10, 72], 0),
    ];
    let entries: Vec<Entry> = values.iter().map(|v| Entry::from_value(v).expect("entry")).collect();
    for options in [json!({}), json!({ "target": 250 }), json!({ "next_dealer": "rotation", "odd_point": "drop" })] {
        splits_agree(belot3(), &setup_with(options), &entries).unwrap();
    }
    let won = belot3().replay(&setup_with(json!({ "target": 250 })), &numbered(&entries)).expect("replay");
    assert!(won.winner.is_some());
}

#[test]
fn a_turn_passes_the_deal_on_without_scoring_and_keeps_the_hanging_points() {
    let tie = q(1, "clubs", [50, 50, 42], 2);
    let (played, state) = belot3()
        .replay_from(
            &setup_with(json!({ "next_dealer": "rotation" })),
            None,
            &numbered(&[Entry::Deal(tie.clone()), Entry::Turn]),
        )
        .unwrap();
    assert_eq!(played.scored.len(), 1);
    let state = state.expect("a state");
    assert_eq!(
        (state["dealer"].clone(), state["deals"].clone(), state["sheet"]["hanging"].clone()),
        (json!(2), json!(2), json!(50))
    );
    let next = played.next.expect("next").render(Lang::En);
    assert!(next.starts_with("deal 3: Вера deals") && next.contains("50 points hang"), "{next}");
    splits_agree(belot3(), &setup(), &[Entry::Deal(tie.clone()), Entry::Turn, Entry::Turn, Entry::Deal(tie)]).unwrap();
}

#[test]
fn a_state_no_replay_of_the_match_can_have_left_is_refused() {
    let (_, state) =
        belot3().replay_from(&setup(), None, &numbered(&deals(&[q(1, "clubs", [50, 50, 42], 2)]))).unwrap();
    let good = state.expect("a state");
    assert!(belot3().replay_from(&setup(), Some(&good), &[]).is_ok());
    let mut bad = vec![json!(null), json!({ "totals": [0, 0, 0] })];
    for (path, value) in [
        ("/dealer", json!(3)),
        ("/sheet/totals", json!([0, 0])),
        ("/sheet/totals/0", json!(i64::MAX)),
        ("/sheet/hanging", json!(-1)),
        ("/sheet/winner", json!(3)),
    ] {
        let mut v = good.clone();
        *v.pointer_mut(path).expect(path) = value;
        bad.push(v);
    }
    for v in bad {
        let e = belot3().replay_from(&setup(), Some(&v), &[]).expect_err("refused");
        assert_eq!(e.rule, "belot3.snapshot", "{v}");
    }
}

/// A random quick deal: who declares, the trump, where each of the 27 cards in play went (by
/// trick), the last trick's taker, and perhaps a redeal or a penalty.
fn random_deal() -> impl Strategy<Value = Value> {
    (
        0..3usize,
        0..4usize,
        vec(0..3usize, 9),
        proptest::bool::weighted(0.1),
        proptest::option::weighted(0.05, 0..3usize),
    )
        .prop_map(|(decl, trump, owners, redeal, penalty)| {
            if redeal {
                return json!({ "redeal": true });
            }
            if let Some(p) = penalty {
                return json!({ "penalty": { "player": P[p], "reason": "x", "points": -10 } });
            }
            // Tricks of 10 points each, the last 12: 92 in play, so the five cards out of play
            // hold 60 (trump J 20, 9 14, A 11, K 4 and another ace 11), a sum the game accepts.
            let mut pts = [0i64; 3];
            for (t, &o) in owners.iter().enumerate() {
                pts[o] += if t == 8 { 12 } else { 10 };
            }
            let mut d = q(decl, ["clubs", "diamonds", "hearts", "spades"][trump], pts, owners[8]);
            let capot: Vec<&str> = (0..3).filter(|&s| !owners.contains(&s)).map(|s| P[s]).collect();
            if !capot.is_empty() {
                d["capot"] = json!(capot);
            }
            d
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn random_matches_resume_at_every_entry(values in vec(random_deal(), 1..20), target in prop_oneof![Just(500i64), Just(200i64)]) {
        let entries: Vec<Entry> = values.iter().map(|v| Entry::from_value(v).expect("entry")).collect();
        let setup = setup_with(json!({ "target": target }));
        let whole = belot3().replay_from(&setup, None, &numbered(&entries));
        prop_assert!(whole.is_ok(), "{:?}", whole.err());
        splits_agree(belot3(), &setup, &entries)?;
    }
}
