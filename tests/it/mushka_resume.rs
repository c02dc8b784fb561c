//! Mushka and Pamfil (one game module) resumed from a snapshot: replaying a match whole gives
//! exactly what replaying its first entries, storing the state as JSON text and replaying the rest
//! from it gives, at every split point of every sample match and of random matches; and a voided
//! deal that keeps its place (`Entry::Turn`) passes the deal on and counts it without scoring.

use crate::support::common;
use crate::support::split;

use kozyr::games::{self, Entry, Game, GameReplay, Setup};
use kozyr::i18n::Lang;
use proptest::collection::vec;
use proptest::prelude::*;
use serde_json::{json, Value};
use split::{deals, numbered, quick_deal, splits_agree};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

// ---------------------------------------------------------------------------------------------
// Split equivalence.

fn game(id: &str) -> &'static dyn Game {
    games::find(id).expect("the game")
}

fn setup(id: &str, players: usize) -> Setup {
    let names: Vec<String> = NAMES[..players].iter().map(|p| p.to_string()).collect();
    game(id).setup(&names, None, &serde_json::Map::new()).expect("setup")
}

#[test]
fn the_sample_matches_resume_at_every_entry() {
    for id in ["mushka", "pamfil"] {
        let (_, new, sample) = common::SAMPLES.iter().find(|s| s.0 == id).expect("the sample");
        let players = new[1].split(',').count();
        assert_eq!(new[0], "--players");
        let entries: Vec<Entry> = sample.iter().map(|args| Entry::Deal(quick_deal(game(id), args))).collect();
        splits_agree(game(id), &setup(id, players), &entries).unwrap();
    }
}

fn won(pairs: &[(usize, i64)]) -> Value {
    Value::Object(pairs.iter().map(|&(s, n)| (NAMES[s].to_string(), json!(n))).collect())
}

fn penalty(who: usize, points: i64) -> Value {
    json!({ "penalty": { "player": NAMES[who], "points": points, "reason": "agreed" } })
}

/// The sheet's matches (tests/mushka.rs): a win at exactly 0, an overshoot back to −25, two at 0
/// at once, penalties, aces and passes.
#[test]
fn the_sheet_matches_resume_at_every_entry() {
    let matches: Vec<(&str, usize, Vec<Value>)> = vec![
        (
            "mushka",
            4,
            vec![
                json!({ "trump": "hearts", "won": won(&[(1, 3), (2, 2)]), "aces": { "Борис": ["AH", "AC"], "Вера": "AD" } }),
                penalty(1, 20),
                json!({ "trump": "spades", "passed": ["Аня"], "won": won(&[(1, 4), (3, 1)]) }),
                json!({ "trump": "clubs", "won": won(&[(0, 5)]) }),
                json!({ "trump": "clubs", "passed": ["Борис", "Вера", "Галя"] }),
            ],
        ),
        (
            "mushka",
            3,
            vec![
                penalty(0, 22),
                penalty(1, 22),
                json!({ "dealer": "Вера", "trump": "diamonds", "won": won(&[(0, 3), (1, 2)]) }),
                json!({ "trump": "diamonds", "won": won(&[(2, 5)]) }),
            ],
        ),
        (
            "pamfil",
            3,
            vec![
                json!({ "trump": "diamonds", "won": won(&[(0, 1), (1, 1), (2, 3)]), "pamfil": "Вера", "aces": { "Борис": "AH" } }),
                json!({ "trump": "hearts", "pamfil_turned": true, "won": won(&[(0, 2), (1, 2), (2, 1)]) }),
                penalty(2, 10),
            ],
        ),
    ];
    for (id, players, values) in matches {
        let entries = deals(&values);
        let whole = game(id).replay(&setup(id, players), &numbered(&entries));
        assert!(whole.is_ok(), "{id}: {:?}", whole.err());
        splits_agree(game(id), &setup(id, players), &entries).unwrap();
    }
}

#[test]
fn a_state_no_replay_of_the_match_can_have_left_is_refused() {
    for id in ["mushka", "pamfil"] {
        let first = deals(&[json!({ "trump": "hearts", "won": won(&[(1, 3), (2, 2)]) })]);
        let (_, state) = game(id).replay_from(&setup(id, 4), None, &numbered(&first)).unwrap();
        let good = state.expect("a state");
        assert!(game(id).replay_from(&setup(id, 4), Some(&good), &[]).is_ok());
        let mut bad = vec![json!(null), json!(7), json!({ "totals": [-25, -25, -25, -25] })];
        for (path, value) in [
            ("/totals", json!([-25, -25, -25])),
            ("/totals/0", json!(3)),
            ("/totals/1", json!(i64::MIN)),
            ("/dealer", json!(4)),
            ("/dealer_known", json!("yes")),
            ("/deals", json!(-2)),
            ("/winner", json!(4)),
        ] {
            let mut v = good.clone();
            *v.pointer_mut(path).expect(path) = value;
            bad.push(v);
        }
        for v in bad {
            let e = game(id).replay_from(&setup(id, 4), Some(&v), &numbered(&first)).expect_err("refused");
            assert_eq!(e.rule, format!("{id}.snapshot"), "{v}");
            assert!(e.msg.render(Lang::Ru).contains("сохранённое состояние"), "{}", e.msg.render(Lang::Ru));
        }
        // A state of three players is not one of a match of four.
        let (_, three) = game(id).replay_from(&setup(id, 3), None, &[]).unwrap();
        let e = game(id).replay_from(&setup(id, 4), three.as_ref(), &[]).expect_err("three players");
        assert_eq!(e.rule, format!("{id}.snapshot"));
    }
}

// ---------------------------------------------------------------------------------------------
// A voided deal that keeps its place.

fn next_line(r: &GameReplay) -> String {
    r.next.as_ref().map(|m| m.render(Lang::En)).unwrap_or_default()
}

/// Аня deals the first deal by name; Вера may deal the third entry only if the second was dealt.
#[test]
fn a_turn_passes_the_deal_on_and_counts_it_without_scoring() {
    let setup = setup("mushka", 4);
    let first = json!({ "dealer": "Аня", "trump": "hearts", "won": won(&[(1, 3), (2, 2)]) });
    let third = json!({ "dealer": "Вера", "trump": "spades", "won": won(&[(0, 1), (3, 4)]) });
    let with_turn = vec![Entry::Deal(first.clone()), Entry::Turn, Entry::Deal(third.clone())];
    let played = game("mushka").replay(&setup, &numbered(&with_turn)).expect("Вера deals after the turn");
    // Without the turn Борис deals the third entry.
    let without = vec![Entry::Deal(first.clone()), Entry::Deal(third.clone())];
    let e = game("mushka").replay(&setup, &numbered(&without)).expect_err("Борис deals");
    assert_eq!(e.rule, "mushka.deal.dealer");
    // Scored exactly as if Борис had dealt a deal everyone passed, which scores nothing, and its
    // row were left out.
    let passed = json!({ "trump": "clubs", "passed": ["Аня", "Вера", "Галя", "Борис"] });
    let dealt = vec![Entry::Deal(first), Entry::Deal(passed), Entry::Deal(third)];
    let plain = game("mushka").replay(&setup, &numbered(&dealt)).unwrap();
    assert_eq!(plain.scored[1].scores, vec![0; 4]);
    assert_eq!(played.scored, vec![plain.scored[0].clone(), plain.scored[2].clone()]);
    assert_eq!(played.finished_after, vec![false, false]);
    assert_eq!(next_line(&played), next_line(&plain));
    assert_eq!(next_line(&played), "deal 4: Галя deals, Аня leads");
}

#[test]
fn a_turn_first_leaves_the_dealer_free_and_passes_the_default_on() {
    let setup = setup("mushka", 4);
    let deal = |dealer: Option<&str>| {
        let mut d = json!({ "trump": "hearts", "won": won(&[(1, 3), (2, 2)]) });
        if let Some(name) = dealer {
            d["dealer"] = json!(name);
        }
        Entry::Deal(d)
    };
    // Nobody knows who dealt the voided first deal: the next may name anyone, and names nobody
    // for the second player.
    let played = game("mushka").replay(&setup, &numbered(&[Entry::Turn])).unwrap();
    assert_eq!(next_line(&played), "deal 2: Борис deals, Вера leads");
    let named = game("mushka").replay(&setup, &numbered(&[Entry::Turn, deal(Some("Галя"))])).unwrap();
    assert_eq!(named.scored[0].extra["dealer"], json!("Галя"));
    let unnamed = game("mushka").replay(&setup, &numbered(&[Entry::Turn, deal(None)])).unwrap();
    assert_eq!(unnamed.scored[0].extra["dealer"], json!("Борис"));
    // Once a deal was read the rotation is known and checked, a turn included.
    let entries = [Entry::Turn, deal(Some("Галя")), Entry::Turn, deal(Some("Борис"))];
    assert!(game("mushka").replay(&setup, &numbered(&entries)).is_ok());
    let entries = [Entry::Turn, deal(Some("Галя")), Entry::Turn, deal(Some("Аня"))];
    let e = game("mushka").replay(&setup, &numbered(&entries)).expect_err("Борис deals");
    assert_eq!(e.rule, "mushka.deal.dealer");
    splits_agree(game("mushka"), &setup, &[Entry::Turn, deal(Some("Галя")), Entry::Turn, deal(None)]).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Random matches: quick entries of random passes and tricks, dealers named or left to the
// rotation, penalties that bring players near 0 (so that wins and resets happen), and turns.

#[derive(Debug, Clone)]
struct Quick {
    trump: usize,
    /// Per seat: passes (kept only while two players are left to play).
    passes: Vec<bool>,
    /// Who takes each of the five tricks, among those playing.
    tricks: Vec<usize>,
    name_dealer: bool,
    penalty: Option<(usize, i64)>,
    turn: bool,
}

fn quick() -> impl Strategy<Value = Quick> {
    (
        0..4usize,
        vec(proptest::bool::weighted(0.3), 6),
        vec(0..6usize, 5),
        any::<bool>(),
        proptest::option::weighted(0.15, (0..6usize, prop_oneof![-5i64..0, 1i64..25])),
        proptest::bool::weighted(0.15),
    )
        .prop_map(|(trump, passes, tricks, name_dealer, penalty, turn)| Quick {
            trump,
            passes,
            tricks,
            name_dealer,
            penalty,
            turn,
        })
}

fn quick_entry(q: &Quick, n: usize, dealer: usize) -> Value {
    let mut passed: Vec<usize> = Vec::new();
    for s in 0..n {
        if q.passes[s] && n - passed.len() > 2 {
            passed.push(s);
        }
    }
    let playing: Vec<usize> = (0..n).filter(|s| !passed.contains(s)).collect();
    let mut tricks = vec![0i64; n];
    for &t in &q.tricks {
        tricks[playing[t % playing.len()]] += 1;
    }
    let taken: Vec<(usize, i64)> = (0..n).filter(|&s| tricks[s] > 0).map(|s| (s, tricks[s])).collect();
    let trump = ["hearts", "diamonds", "clubs", "spades"][q.trump];
    let mut d = json!({ "trump": trump, "won": won(&taken) });
    if !passed.is_empty() {
        d["passed"] = json!(passed.iter().map(|&s| NAMES[s]).collect::<Vec<_>>());
    }
    if q.name_dealer {
        d["dealer"] = json!(NAMES[dealer]);
    }
    d
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn random_matches_resume_at_every_entry(
        deals in vec(quick(), 1..25),
        n in 3usize..=6,
        pamfil in any::<bool>(),
    ) {
        let id = if pamfil { "pamfil" } else { "mushka" };
        let mut entries = vec![];
        let mut dealer = 0;
        for q in &deals {
            if let Some((s, p)) = q.penalty {
                entries.push(Entry::from_value(&penalty(s % n, p)).unwrap());
            }
            if q.turn {
                entries.push(Entry::Turn);
                dealer = (dealer + 1) % n;
            }
            entries.push(Entry::Deal(quick_entry(q, n, dealer)));
            dealer = (dealer + 1) % n;
        }
        // Every generated match is one the game accepts, so the splits compare scored rows.
        let whole = game(id).replay_from(&setup(id, n), None, &numbered(&entries));
        prop_assert!(whole.is_ok(), "{:?}", whole.err());
        splits_agree(game(id), &setup(id, n), &entries)?;
    }
}
