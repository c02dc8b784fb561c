//! Thousand resumed from a snapshot: replaying a match whole gives exactly what replaying its first
//! entries, storing the state as JSON text and replaying the rest from it gives, at every split
//! point of every sample match and of random matches; and a voided deal that keeps its place
//! (`Entry::Turn`) passes the deal on and counts it without scoring anything.

use crate::support::common;
use crate::support::split;

use kozyr::cards::{Card, Deck, Rank};
use kozyr::games::{self, Entry, Game, GameReplay, MatchDoc, Setup};
use kozyr::i18n::Lang;
use proptest::collection::vec;
use proptest::prelude::*;
use serde_json::{json, Value};
use split::{deals, numbered, quick_deal, splits_agree};

const P: [&str; 3] = ["Аня", "Борис", "Вера"];
const A: usize = 0;
const B: usize = 1;
const C: usize = 2;

// ---------------------------------------------------------------------------------------------
// Split equivalence.

fn thousand() -> &'static dyn Game {
    games::find("thousand").expect("thousand")
}

fn setup_with(options: Value) -> Setup {
    let players: Vec<String> = P.iter().map(|p| p.to_string()).collect();
    thousand().setup(&players, None, options.as_object().expect("options")).expect("setup")
}

fn setup() -> Setup {
    setup_with(json!({}))
}

fn doc_splits_agree(text: &str) {
    let doc = MatchDoc::parse(text).expect("document");
    let (game, setup) = games::setup_of(&doc).expect("setup");
    let entries = doc.entries().expect("entries");
    splits_agree(game, &setup, &entries).unwrap();
}

#[test]
fn the_sample_match_resumes_at_every_entry() {
    let (_, new, sample) = common::SAMPLES.iter().find(|s| s.0 == "thousand").expect("the sample");
    assert_eq!(new, &["--players", "Аня,Борис,Вера"]);
    let entries: Vec<Entry> = sample.iter().map(|args| Entry::Deal(quick_deal(thousand(), args))).collect();
    splits_agree(thousand(), &setup(), &entries).unwrap();
}

#[test]
fn the_documents_resume_at_every_entry() {
    doc_splits_agree(common::ISSUE_DOC);
    doc_splits_agree(common::DEMO_DOC);
}

fn q(decl: usize, bid: i64, pts: [i64; 3]) -> Value {
    json!({ "declarer": P[decl], "bid": bid, "points": { P[0]: pts[0], P[1]: pts[1], P[2]: pts[2] } })
}

fn wed(mut deal: Value, who: usize, suits: &[&str]) -> Value {
    deal["marriages"][P[who]] = json!(suits);
    deal
}

/// A contract made with room to spare: 80 card points and all four marriages.
fn made(decl: usize, bid: i64) -> Value {
    let mut pts = [20; 3];
    pts[decl] = 80;
    wed(q(decl, bid, pts), decl, &["hearts", "diamonds", "clubs", "spades"])
}

fn failed(decl: usize, bid: i64) -> Value {
    let mut pts = [60; 3];
    pts[decl] = 0;
    q(decl, bid, pts)
}

fn penalty(who: usize, reason: &str) -> Value {
    json!({ "penalty": { "player": P[who], "reason": reason } })
}

fn borys_to_the_barrel(last: i64) -> Vec<Value> {
    vec![made(B, 300), made(B, 300), made(B, last)]
}

/// The matches of the sheet's rules (tests/thousand.rs): the barrel climbed, sat on, fallen from and
/// won from, bolts (also consecutive), the 555 reset, concessions and penalties on and off the barrel.
#[test]
fn the_sheet_rules_matches_resume_at_every_entry() {
    let zero = q(B, 120, [0, 100, 20]);
    let some = q(B, 105, [25, 75, 20]);
    let mut matches: Vec<(Value, Vec<Value>)> = Vec::new();
    let mut first = borys_to_the_barrel(300);
    first.extend([wed(q(A, 120, [80, 40, 0]), A, &["hearts"]), made(A, 120), made(C, 120), failed(B, 120)]);
    matches.push((json!({}), first));
    matches.push((json!({ "bolts_consecutive": true }), vec![zero.clone(), some, zero.clone(), zero.clone(), zero]));
    matches
        .push((json!({}), vec![made(A, 300), made(A, 255), json!({ "declarer": P[C], "bid": 120, "conceded": true })]));
    matches.push((json!({}), vec![failed(B, 120), penalty(A, "misdeal"), q(B, 105, [42, 35, 43])]));
    let mut fall = borys_to_the_barrel(300);
    fall.push(failed(B, 120));
    matches.push((json!({}), fall));
    matches.push((json!({}), vec![made(B, 300), made(B, 300), made(A, 300), made(A, 300), made(B, 300), made(A, 240)]));
    let mut on = borys_to_the_barrel(300);
    on.push(penalty(B, "misdeal"));
    matches.push((json!({}), on));
    let win = vec![made(B, 300), made(B, 300), made(B, 280), made(B, 115), made(B, 120)];
    matches.push((json!({ "barrel_at": 880 }), win));
    for (options, values) in matches {
        splits_agree(thousand(), &setup_with(options), &deals(&values)).unwrap();
    }
}

#[test]
fn a_refusal_is_the_same_whether_the_match_is_resumed_before_or_after_it() {
    let mut values = borys_to_the_barrel(300);
    values.push(q(A, 95, [40, 40, 40]));
    values.push(made(C, 120));
    let entries = deals(&values);
    let all = numbered(&entries);
    let e = thousand().replay_from(&setup(), None, &all).expect_err("a bid below 100");
    assert_eq!((e.rule.as_str(), e.entry), ("thousand.bid.opening", Some(4)));
    splits_agree(thousand(), &setup(), &entries).unwrap();
}

// ---------------------------------------------------------------------------------------------
// A stored state that is not this match's.

#[test]
fn a_state_no_replay_of_the_match_can_have_left_is_refused() {
    let (_, state) = thousand().replay_from(&setup(), None, &numbered(&deals(&borys_to_the_barrel(300)))).unwrap();
    let good = state.expect("a state");
    assert!(thousand().replay_from(&setup(), Some(&good), &[]).is_ok());
    let mut bad = vec![json!(null), json!([1, 2]), json!({ "totals": [0, 0, 0] })];
    for (path, value) in [
        ("/dealer", json!(3)),
        ("/deals", json!(-1)),
        ("/sheet/totals", json!([0, 0])),
        ("/sheet/totals/0", json!(i64::MAX)),
        ("/sheet/bolts/0", json!(3)),
        ("/sheet/barrel/1", json!(3)),
        ("/sheet/winner", json!(5)),
    ] {
        let mut v = good.clone();
        *v.pointer_mut(path).expect(path) = value;
        bad.push(v);
    }
    let mut extra = good.clone();
    extra["opponent"] = json!(1);
    bad.push(extra);
    for v in bad {
        let e = thousand().replay_from(&setup(), Some(&v), &numbered(&deals(&[made(A, 120)]))).expect_err("refused");
        assert_eq!(e.rule, "thousand.snapshot", "{v}");
        assert!(e.msg.render(Lang::Ru).contains("сохранённое состояние"), "{}", e.msg.render(Lang::Ru));
    }
}

// ---------------------------------------------------------------------------------------------
// A voided deal that keeps its place.

/// Вера declares 100: only the dealer may, so the deal is accepted only when she deals.
fn vera_at_100() -> Value {
    q(C, 100, [10, 10, 100])
}

fn next_line(r: &GameReplay) -> String {
    r.next.as_ref().map(|m| m.render(Lang::En)).unwrap_or_default()
}

#[test]
fn a_turn_passes_the_deal_on_and_counts_it_without_scoring() {
    let first = made(B, 120); // Аня deals; Борис deals next
    let with_turn = vec![Entry::Deal(first.clone()), Entry::Turn, Entry::Deal(vera_at_100())];
    let played = thousand().replay(&setup(), &numbered(&with_turn)).expect("Вера deals after the turn");
    // Without the turn Борис deals the third entry, and Вера may not declare 100.
    let without = vec![Entry::Deal(first.clone()), Entry::Deal(vera_at_100())];
    let e = thousand().replay(&setup(), &numbered(&without)).expect_err("Борис deals");
    assert_eq!(e.rule, "thousand.bid.dealer-opens");
    // Scored exactly as if the voided deal had never been dealt, Вера dealing by name.
    let mut named = vera_at_100();
    named["dealer"] = json!(P[C]);
    let plain = thousand().replay(&setup(), &numbered(&[Entry::Deal(first), Entry::Deal(named)])).unwrap();
    assert_eq!(played.scored, plain.scored);
    assert_eq!(played.finished_after, plain.finished_after);
    assert_eq!(played.scored[1].extra["dealer"], json!(P[C]));
    // The voided deal is counted: the next is the fourth, Аня's.
    assert_eq!(next_line(&played), "deal 4: Аня deals and opens the bidding at 100");
    assert_eq!(next_line(&plain), "deal 3: Аня deals and opens the bidding at 100");
}

#[test]
fn a_turn_first_passes_the_first_deal_to_the_second_player() {
    let played = thousand().replay(&setup(), &numbered(&[Entry::Turn])).unwrap();
    assert!(played.scored.is_empty() && played.finished_after.is_empty());
    assert_eq!(next_line(&played), "deal 2: Борис deals and opens the bidding at 100");
    let e = thousand().replay(&setup(), &numbered(&[Entry::Turn, Entry::Deal(q(A, 100, [100, 10, 10]))]));
    assert_eq!(e.expect_err("Борис deals").rule, "thousand.bid.dealer-opens");
    assert!(thousand().replay(&setup(), &numbered(&[Entry::Turn, Entry::Deal(q(B, 100, [10, 100, 10]))])).is_ok());
}

#[test]
fn a_turn_is_no_deal_on_the_barrel_and_no_bolt() {
    // Борис sits on the barrel after three deals; three deals more would make him fall.
    let mut entries = deals(&borys_to_the_barrel(300));
    let before = thousand().replay_from(&setup(), None, &numbered(&entries)).unwrap().1.unwrap();
    entries.extend([Entry::Turn, Entry::Turn, Entry::Turn]);
    let (played, after) = thousand().replay_from(&setup(), None, &numbered(&entries)).unwrap();
    let after = after.unwrap();
    assert_eq!(played.scored.len(), 3);
    assert_eq!(after["sheet"], before["sheet"], "totals, barrel and bolts stay as they were");
    assert_eq!(after["deals"], json!(6));
    // He still has his three deals to reach 1000: the third wins it.
    entries.extend(deals(&[made(B, 120), failed(A, 120), made(B, 120)]));
    let played = thousand().replay(&setup(), &numbered(&entries)).unwrap();
    assert_eq!(played.winner, Some(B));
}

#[test]
fn a_match_with_turns_resumes_at_every_entry() {
    let mut entries = deals(&borys_to_the_barrel(300));
    entries.insert(1, Entry::Turn);
    entries.extend([Entry::Turn, Entry::Deal(made(A, 120)), Entry::Turn, Entry::Turn, Entry::Deal(made(B, 120))]);
    splits_agree(thousand(), &setup(), &entries).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Random matches (the quick-entry generator of tests/thousand_props.rs, with turns between deals).

fn points(c: Card) -> i64 {
    match c.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 0,
    }
}

#[derive(Debug, Clone)]
struct Quick {
    decl: usize,
    bid_steps: i64,
    trick_owner: Vec<usize>,
    marriage_owner: Vec<Option<usize>>,
    conceded: bool,
    penalty: Option<usize>,
    turn: bool,
}

fn quick() -> impl Strategy<Value = Quick> {
    (
        0..3usize,
        0..61i64,
        vec(0..3usize, 8),
        vec(proptest::option::weighted(0.3, 0..3usize), 4),
        proptest::bool::weighted(0.05),
        proptest::option::weighted(0.05, 0..3usize),
        proptest::bool::weighted(0.15),
    )
        .prop_map(|(decl, bid_steps, trick_owner, marriage_owner, conceded, penalty, turn)| Quick {
            decl,
            bid_steps,
            trick_owner,
            marriage_owner,
            conceded,
            penalty,
            turn,
        })
}

/// A deal as a table records it: the dealer named only when he declares 100 (only the dealer may),
/// else left to the rotation, turns included.
fn quick_entry(q: &Quick, cards: &[Card]) -> Value {
    let bid = 100 + 5 * q.bid_steps;
    let mut d = json!({ "declarer": P[q.decl], "bid": bid });
    if bid == 100 {
        d["dealer"] = json!(P[q.decl]);
    }
    if q.conceded {
        d["conceded"] = json!(true);
        return d;
    }
    let mut pts = [0i64; 3];
    for (t, &w) in q.trick_owner.iter().enumerate() {
        pts[w] += cards[t * 3..t * 3 + 3].iter().map(|&c| points(c)).sum::<i64>();
    }
    d["points"] = json!({ P[0]: pts[0], P[1]: pts[1], P[2]: pts[2] });
    for (suit, owner) in ["hearts", "diamonds", "clubs", "spades"].iter().zip(&q.marriage_owner) {
        if let Some(s) = owner {
            let list = d["marriages"][P[*s]].as_array().cloned().unwrap_or_default();
            d["marriages"][P[*s]] = Value::from([list, vec![json!(suit)]].concat());
        }
    }
    d
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn random_matches_resume_at_every_entry(
        deals in vec((quick(), Just(Deck::piquet24().cards().to_vec()).prop_shuffle()), 1..30),
        barrel_at in prop_oneof![Just(900i64), Just(880i64)],
        consecutive in any::<bool>(),
        minus_555 in any::<bool>(),
    ) {
        let setup = setup_with(json!({ "barrel_at": barrel_at, "bolts_consecutive": consecutive, "reset_minus_555": minus_555 }));
        let mut entries = vec![];
        for (q, cards) in &deals {
            if let Some(s) = q.penalty {
                entries.push(Entry::from_value(&penalty(s, "misdeal")).unwrap());
            }
            if q.turn {
                entries.push(Entry::Turn);
            }
            entries.push(Entry::Deal(quick_entry(q, cards)));
        }
        // Every generated match is one the game accepts, so the splits compare scored rows.
        let whole = thousand().replay_from(&setup, None, &numbered(&entries));
        prop_assert!(whole.is_ok(), "{:?}", whole.err());
        splits_agree(thousand(), &setup, &entries)?;
    }
}
