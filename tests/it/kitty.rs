//! Kitty through the library and the real binary: each loser writes the cards left in his hand as
//! penalty points (K 4, Q 3, J 2, 10 to 6 face value), the player who went out nothing; the pack
//! without aces; how many cards a hand can hold after drawing; the agreed end, lowest total
//! winning; every refusal (exit 1, its rule id, the ledger unchanged).

use crate::support::common;

use common::*;
use kozyr::games::kitty::{most, most_all};
use kozyr::games::{Replay, RuleError};
use serde_json::{json, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

fn run(players: usize, options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    match_doc("kitty", &NAMES, players, None, options, deals.to_vec()).replay()
}

fn ok(players: usize, options: Value, deals: &[Value]) -> Replay {
    run(players, options, deals).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn fails(players: usize, deals: &[Value]) -> String {
    match run(players, json!({}), deals) {
        Ok(r) => panic!("accepted: totals {:?}", r.totals),
        Err(e) => e.rule,
    }
}

/// The first `k` cards of the pack, suit by suit from ♣6.
fn first_cards(k: usize) -> Vec<String> {
    kozyr::games::kitty::deck().cards().iter().take(k).map(|c| c.ascii()).collect()
}

#[test]
fn each_loser_writes_his_cards_as_penalty_points() {
    // Аня: K♠ 4 + 7♥ 7 = 11; Борис counted 9; Вера went out: 0.
    let r = ok(3, json!({}), &[json!({"out": "Вера", "left": {"Аня": ["KS", "7H"]}, "points": {"Борис": 9}})]);
    assert_eq!(r.rows[0].scored.scores, [11, 9, 0]);
    // Q 3 + J 2 + 10 + 6 = 21.
    let r = ok(2, json!({}), &[json!({"out": "Аня", "left": {"Борис": "QD JD 10C 6S"}})]);
    assert_eq!(r.rows[0].scored.scores, [0, 21]);
}

#[test]
fn a_hand_holds_its_five_and_at_most_the_whole_stock() {
    // 32 cards: two players leave a stock of 22, so a loser holds up to 27; six players, 7.
    assert_eq!((most(2), most(3), most(6)), (27, 22, 7));
    assert_eq!(most_all(4), 27);
    let deal = |k: usize| json!({"out": "Аня", "left": {"Борис": first_cards(k)}});
    ok(2, json!({}), &[deal(27)]);
    let six = |k: usize| json!({"out": "Аня", "left": {"Борис": first_cards(k)}, "points": {"Вера": 2, "Галя": 2, "Дима": 2, "Ева": 2}});
    ok(6, json!({}), &[six(7)]);
    assert_eq!(fails(6, &[six(8)]), "kitty.cards.count");
    // Three players: 22 each at most, 27 together.
    let cards = first_cards(28);
    let two = json!({"out": "Аня", "left": {"Борис": cards[..14].to_vec(), "Вера": cards[14..].to_vec()}});
    assert_eq!(fails(3, &[two]), "kitty.cards.total");
}

#[test]
fn the_pack_has_no_aces_nor_cards_below_six() {
    assert_eq!(fails(2, &[json!({"out": "Аня", "left": {"Борис": ["AS"]}})]), "kitty.cards.ace");
    assert_eq!(fails(2, &[json!({"out": "Аня", "left": {"Борис": ["5S"]}})]), "kitty.cards.card");
    // 1 is no hand; 5 is J + Q, but no single card.
    assert_eq!(fails(2, &[json!({"out": "Аня", "points": {"Борис": 1}})]), "kitty.points.range");
    ok(2, json!({}), &[json!({"out": "Аня", "points": {"Борис": 5}})]);
}

#[test]
fn the_match_ends_at_the_limit_and_the_lowest_total_wins() {
    let d = json!({"out": "Аня", "points": {"Борис": 60, "Вера": 40}});
    let r = ok(3, json!({}), &[d.clone(), d.clone()]);
    assert!(r.finished);
    assert_eq!((r.totals.clone(), r.winner, r.target), (vec![0, 120, 80], Some(0), Some(100)));
    let r = ok(3, json!({"limit": 0, "deals": 1}), &[d]);
    assert_eq!((r.finished, r.winner), (true, Some(0)));
}

#[test]
fn every_bad_input_is_refused_by_rule_and_writes_nothing() {
    let t = Table::new();
    t.ok(&["new", "kitty", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--out", "Вера", "--left", "Аня=KS,7H", "--points", "Борис=9"]);
    let cases: &[(&[&str], &str)] = &[
        (&["--out", "Аня", "--left", "Борис=AS", "--points", "Вера=3"], "kitty.cards.ace"),
        (&["--out", "Аня", "--left", "Борис=2S", "--points", "Вера=3"], "kitty.cards.card"),
        (&["--out", "Аня", "--left", "Борис=KS,KS", "--points", "Вера=3"], "kitty.cards.duplicate"),
        (&["--out", "Аня", "--left", "Борис=KS", "--left", "Вера=KS"], "kitty.cards.duplicate"),
        (&["--out", "Аня", "--points", "Борис=1,Вера=3"], "kitty.points.range"),
        (&["--out", "Аня", "--left", "Борис=KS", "--points", "Борис=5,Вера=3"], "kitty.points.disagree"),
        (&["--out", "Аня", "--points", "Борис=3"], "kitty.left.missing"),
        (&["--points", "Борис=3,Вера=4"], "kitty.out.missing"),
        (&["--out", "Аня", "--left", "Аня=KS", "--points", "Борис=3,Вера=4"], "kitty.out.holds"),
        (&["--out", "Аня", "--points", "Борис=3,Вера=4", "--dealer", "Вера"], "kitty.deal.dealer"),
    ];
    for (flags, rule) in cases {
        let mut args = vec!["deal"];
        args.extend_from_slice(flags);
        t.refused(&args, rule);
    }
    t.refused(&["deal", "--out", "Аня", "--left", "Борис=", "--points", "Вера=3"], "kitty.cards.count");
    // Rummy's «рамми» is no field of Kitty.
    let file = t.file("bad.json", r#"{"out": "Аня", "points": {"Борис": 3, "Вера": 4}, "rummy": true}"#);
    t.refused(&["deal", "--file", &file], "kitty.deal.format");
    t.refused(&["penalty", "--player", "Аня", "--reason", "late"], "kitty.penalty.points");
    let fresh = Table::new();
    fresh.refused(&["new", "kitty", "--players", "Аня,Борис", "--option", "deals=x"], "kitty.option.value");
    fresh.refused(&["new", "kitty", "--players", "Аня,Борис", "--option", "ante=1"], "kitty.option.unknown");
    fresh.refused(&["new", "kitty", "--players", "Аня"], "match.players.count");
    // The sheet after all that: the one deal.
    assert_eq!(totals(&t.json(&["show"])), named(&[("Аня", 11), ("Борис", 9), ("Вера", 0)]));
}

#[test]
fn kitty_speaks_russian_and_bulgarian() {
    let t = Table::new();
    t.ok(&["new", "kitty", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--out", "Вера", "--left", "Аня=KS,7H", "--points", "Борис=9"]);
    let ru = t.ok(&["--lang", "ru", "explain"]);
    assert!(ru.contains("Аня: на руках"), "{ru}");
    let err = t.refused(
        &["--lang", "bg", "deal", "--out", "Аня", "--left", "Борис=AS", "--points", "Вера=3"],
        "kitty.cards.ace",
    );
    assert!(err.contains("няма аса"), "{err}");
}
