//! Rummy through the library and the real binary: each loser's cards counted (ace 1, 2–10 face,
//! pictures 10) and paid to the player who went out, doubled for «рамми»; hand sizes for each
//! table; the agreed end; every refusal (exit 1, its rule id, the ledger unchanged); the texts in
//! Russian and Bulgarian.

use crate::support::common;

use common::*;
use kozyr::games::{Replay, RuleError};
use serde_json::{json, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

fn run(players: usize, options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    match_doc("rummy", &NAMES, players, None, options, deals.to_vec()).replay()
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

fn new3() -> Table {
    let t = Table::new();
    t.ok(&["new", "rummy", "--players", "Аня,Борис,Вера"]);
    t
}

#[test]
fn the_winner_collects_what_every_loser_holds() {
    // Борис: K♠ 10 + Q♥ 10 + 5♦ 5 = 25; Вера counted 17 in all. Аня collects 25 + 17 = 42.
    let r = ok(3, json!({}), &[json!({"out": "Аня", "left": {"Борис": ["KS", "QH", "5D"]}, "points": {"Вера": 17}})]);
    assert_eq!(r.rows[0].scored.scores, [42, -25, -17]);
    assert_eq!(r.rows[0].scored.scores.iter().sum::<i64>(), 0);
    // Aces are low: A♣ 1 + 2♣ 2 + J♦ 10 = 13.
    let r = ok(2, json!({}), &[json!({"out": "Борис", "left": {"Аня": "AC,2C,JD"}})]);
    assert_eq!(r.rows[0].scored.scores, [-13, 13]);
}

#[test]
fn going_out_in_one_go_doubles_every_payment() {
    // «рамми»: Аня 12 × 2 = 24, Вера A♠ 1 + 2♣ 2 = 3 × 2 = 6; Борис +30.
    let r = ok(
        3,
        json!({}),
        &[json!({"out": "Борис", "rummy": true, "points": {"Аня": 12}, "left": {"Вера": ["AS", "2C"]}})],
    );
    assert_eq!(r.rows[0].scored.scores, [-24, 30, -6]);
    let rules: Vec<&str> = r.rows[0].scored.explain.iter().map(|s| s.rule).collect();
    assert!(rules.contains(&"rummy.score.rummy") && rules.contains(&"rummy.score.out"), "{rules:?}");
}

/// The book's own run, «П9, П10, ПВ, ПД, ПК, ПТ», ends on the ace, and «Туз и двойка составлять
/// звено в комбинации не могут»: Q K A is a run, A 2 3 is none. `ace=low`, the custom of many
/// tables, turns both round.
#[test]
fn a_run_goes_up_to_the_ace_as_in_the_books_example_and_ace_low_is_an_option() {
    let two = |melds: &str| json!({"out": "Аня", "rummy": true, "melds": melds, "points": {"Борис": 5}});
    let book = ok(2, json!({}), &[two("9S,10S,JS,QS,KS,AS | 8H,8D,8C,8S")]);
    assert_eq!(book.rows[0].scored.scores, [10, -10], "the book's example run is a run");
    assert_eq!(fails(2, &[two("AS,2S,3S,4S | 8H,8D,8C | JD,QD,KD")]), "rummy.melds.combination");
    assert_eq!(fails(2, &[two("KS,AS,2S,3S | 8H,8D,8C | JD,QD,KD")]), "rummy.melds.combination");
    let low = json!({"ace": "low"});
    assert_eq!(ok(2, low.clone(), &[two("AS,2S,3S,4S | 8H,8D,8C | JD,QD,KD")]).rows[0].scored.scores, [10, -10]);
    let refused = run(2, low, &[two("JS,QS,KS,AS | 8H,8D,8C | JD,QD,10D")]).err().map(|e| e.rule);
    assert_eq!(refused.as_deref(), Some("rummy.melds.combination"), "with the ace low, Q K A is none");
}

#[test]
fn a_rummy_may_be_recorded_with_its_combinations_which_are_checked() {
    // Three players, 7 cards dealt: a run Q♠ K♠ A♠ and a set of four sevens are the whole hand.
    let deal = |melds: Value| json!({"out": "Вера", "rummy": true, "melds": melds, "points": {"Аня": 9, "Борис": 30}});
    let r = ok(3, json!({}), &[deal(json!("QS,KS,AS | 7H,7D,7C,7S"))]);
    assert_eq!(r.rows[0].scored.scores, [-18, -60, 78], "the payments are those of any «рамми»");
    let rules: Vec<&str> = r.rows[0].scored.explain.iter().map(|s| s.rule).collect();
    assert_eq!(rules.iter().filter(|&&r| r == "rummy.melds.combination").count(), 2, "{rules:?}");
    assert!(rules.contains(&"rummy.melds.count"), "{rules:?}");
    assert_eq!(r.rows[0].scored.extra["melds"], json!([["QS", "KS", "AS"], ["7H", "7D", "7C", "7S"]]));
    // With the card drawn that turn laid too (8 cards), as a list of groups; runs laid in any order.
    ok(3, json!({}), &[deal(json!(["5H 3H 4H 7H 6H", "QS QD QC"]))]);
    // The runs go up to the ace, never from the ace to the two; a set is 3 or 4 of a rank.
    assert_eq!(fails(3, &[deal(json!("AS,2S,3S | 7H,7D,7C,7S"))]), "rummy.melds.combination");
    assert_eq!(fails(3, &[deal(json!("KS,AS,2S | 7H,7D,7C,7S"))]), "rummy.melds.combination");
    assert_eq!(fails(3, &[deal(json!("4H,5H,7H | 7D,7C,7S,8D"))]), "rummy.melds.combination");
    assert_eq!(fails(3, &[deal(json!("QS,KS,AS | 7H,7D | 9C,9D"))]), "rummy.melds.combination");
    // The whole hand: 7 or 8 cards at a table of three.
    assert_eq!(fails(3, &[deal(json!("QS,KS,AS | 7H,7D,7C"))]), "rummy.melds.count");
    assert_eq!(fails(3, &[deal(json!("10S,JS,QS,KS,AS | 7H,7D,7C,7S"))]), "rummy.melds.count");
    // Ten cards each at a table of two.
    let two =
        json!({"out": "Аня", "rummy": true, "melds": "JS,QS,KS,AS | 8H,8D,8C | JD,QD,KD", "points": {"Борис": 5}});
    assert_eq!(ok(2, json!({}), &[two]).rows[0].scored.scores, [10, -10]);
    // A card laid twice, or laid and also left in another hand.
    assert_eq!(fails(3, &[deal(json!("QS,KS,AS | AS,AD,AC"))]), "rummy.cards.duplicate");
    let held = json!({"out": "Вера", "rummy": true, "melds": "QS,KS,AS | 7H,7D,7C,7S", "left": {"Аня": ["7S"]}, "points": {"Борис": 30}});
    assert_eq!(fails(3, &[held]), "rummy.cards.duplicate");
    // Only with a «рамми».
    let plain = json!({"out": "Вера", "melds": "QS,KS,AS | 7H,7D,7C,7S", "points": {"Аня": 9, "Борис": 30}});
    assert_eq!(fails(3, &[plain]), "rummy.melds.one-go");
    assert_eq!(fails(3, &[deal(json!(7))]), "rummy.deal.format");
}

#[test]
fn a_hand_holds_ten_seven_or_six_cards() {
    let ten = json!({"out": "Аня", "left": {"Борис": ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC"]}});
    ok(2, json!({}), std::slice::from_ref(&ten));
    let mut eleven = ten.clone();
    eleven["left"]["Борис"].as_array_mut().expect("list").push("QC".into());
    assert_eq!(fails(2, &[eleven]), "rummy.cards.count");
    let seven =
        json!({"out": "Аня", "left": {"Борис": "2C 3C 4C 5C 6C 7C 8C"}, "points": {"Вера": 1, "Галя": 1, "Дима": 2}});
    assert_eq!(fails(5, std::slice::from_ref(&seven)), "rummy.cards.count", "six each at five players");
    let mut four = seven;
    four["points"] = json!({"Вера": 1, "Галя": 2});
    ok(4, json!({}), &[four]);
}

#[test]
fn points_alone_are_what_so_many_cards_can_count() {
    // Three players hold 7: 70 at most (seven pictures), 1 at least (an ace).
    ok(3, json!({}), &[json!({"out": "Аня", "points": {"Борис": 70, "Вера": 1}})]);
    assert_eq!(fails(3, &[json!({"out": "Аня", "points": {"Борис": 71, "Вера": 1}})]), "rummy.points.range");
    assert_eq!(fails(3, &[json!({"out": "Аня", "points": {"Борис": 0, "Вера": 1}})]), "rummy.points.range");
    // Every ace named elsewhere: 1 is no longer a hand.
    let aces = json!({"out": "Аня", "left": {"Борис": ["AS", "AH", "AD", "AC"]}, "points": {"Вера": 1}});
    assert_eq!(fails(3, &[aces]), "rummy.points.range");
}

#[test]
fn the_match_ends_at_the_limit_and_the_highest_total_wins() {
    // The others hold 30 each: the winner collects 60.
    let win = |who: &str| {
        let others: serde_json::Map<String, Value> =
            NAMES[..3].iter().filter(|n| **n != who).map(|n| (n.to_string(), json!(30))).collect();
        json!({"out": who, "points": others})
    };
    // Аня +60, then +60 again: 120 ≥ 100.
    let r = ok(3, json!({}), &[win("Аня"), win("Аня")]);
    assert!(r.finished);
    assert_eq!((r.totals.clone(), r.winner), (vec![120, -60, -60], Some(0)));
    assert_eq!(
        run(3, json!({}), &[win("Аня"), win("Аня"), win("Вера")]).map(|_| ()).map_err(|e| e.rule),
        Err("match.finished".into())
    );
    // An agreed number of deals; the limit off.
    let r = ok(3, json!({"limit": 0, "deals": 2}), &[win("Аня"), win("Борис")]);
    // Аня +60 −30, Борис −30 +60: they share the top after two deals, so another is played.
    assert_eq!((r.finished, r.winner), (false, None));
    let r = ok(3, json!({"limit": 0, "deals": 2}), &[win("Аня"), win("Борис"), win("Аня")]);
    assert_eq!(r.winner, Some(0));
}

#[test]
fn quick_entry_through_the_binary_and_the_json_view() {
    let t = new3();
    t.ok(&["deal", "--out", "Аня", "--left", "Борис=KS,QH,5D", "--points", "Вера=17"]);
    t.ok(&["deal", "--out", "Борис", "--rummy", "--points", "Аня=12", "--left", "Вера=AS,2C"]);
    let v = t.json(&["show"]);
    assert_eq!(totals(&v), named(&[("Аня", 18), ("Борис", 5), ("Вера", -23)]));
    let d = &v["deals"][1];
    assert_eq!((d["out"].clone(), d["rummy"].clone()), (json!("Борис"), json!(true)));
    assert_eq!(d["left"], json!({"Вера": ["AS", "2C"]}));
    assert_eq!(d["points"], json!({"Аня": 12, "Вера": 3}));
    let explain = t.ok(&["explain", "2"]);
    assert!(explain.contains("[rummy.score.rummy]"), "{explain}");
}

#[test]
fn every_bad_input_is_refused_by_rule_and_writes_nothing() {
    let t = new3();
    t.ok(&["deal", "--out", "Аня", "--points", "Борис=5,Вера=5"]);
    let cases: &[(&[&str], &str)] = &[
        (&["--out", "Борис", "--left", "Аня=KS,KS", "--points", "Вера=3"], "rummy.cards.duplicate"),
        (&["--out", "Борис", "--left", "Аня=KS", "--left", "Вера=KS"], "rummy.cards.duplicate"),
        (&["--out", "Борис", "--left", "Аня=ZZ", "--points", "Вера=3"], "rummy.cards.card"),
        (&["--out", "Борис", "--left", "Аня=2C,3C,4C,5C,6C,7C,8C,9C", "--points", "Вера=3"], "rummy.cards.count"),
        (&["--out", "Борис", "--points", "Аня=300,Вера=3"], "rummy.points.range"),
        (&["--out", "Борис", "--left", "Аня=KS", "--points", "Аня=9,Вера=3"], "rummy.points.disagree"),
        (&["--out", "Борис", "--points", "Аня=3"], "rummy.left.missing"),
        (&["--points", "Аня=3,Вера=4"], "rummy.out.missing"),
        (&["--out", "Борис", "--points", "Аня=3,Вера=4,Борис=1"], "rummy.out.holds"),
        (&["--out", "Борис", "--points", "Аня=3,Вера=4", "--dealer", "Аня"], "rummy.deal.dealer"),
        (&["--out", "Глеб", "--points", "Аня=3,Вера=4"], "match.player.unknown"),
        (
            &["--out", "Борис", "--rummy", "--melds", "AS,2S,3S | 7H,7D,7C,7S", "--points", "Аня=3,Вера=4"],
            "rummy.melds.combination",
        ),
        (&["--out", "Борис", "--rummy", "--melds", "QS,KS,AS", "--points", "Аня=3,Вера=4"], "rummy.melds.count"),
        (&["--out", "Борис", "--melds", "QS,KS,AS | 7H,7D,7C,7S", "--points", "Аня=3,Вера=4"], "rummy.melds.one-go"),
        (
            &["--out", "Борис", "--rummy", "--melds", "AS,2S,XS | 7H,7D,7C,7S", "--points", "Аня=3,Вера=4"],
            "rummy.cards.card",
        ),
    ];
    for (flags, rule) in cases {
        let mut args = vec!["deal"];
        args.extend_from_slice(flags);
        t.refused(&args, rule);
    }
    let file = t.file("bad.json", r#"{"out": "Борис", "points": {"Аня": 3, "Вера": 4}, "trump": "hearts"}"#);
    t.refused(&["deal", "--file", &file], "rummy.deal.format");
    t.refused(&["penalty", "--player", "Аня", "--reason", "late"], "rummy.penalty.points");
    let fresh = Table::new();
    fresh.refused(&["new", "rummy", "--players", "Аня,Борис", "--option", "limit=-5"], "rummy.option.value");
    fresh.refused(&["new", "rummy", "--players", "Аня,Борис", "--option", "goal=5"], "rummy.option.unknown");
    fresh.refused(&["new", "rummy", "--players", "Аня,Борис,Вера,Галя,Дима,Ева,Жора"], "match.players.count");
}

#[test]
fn rummy_speaks_russian_and_bulgarian() {
    let t = new3();
    t.ok(&["deal", "--out", "Борис", "--rummy", "--points", "Аня=12,Вера=3"]);
    let ru = t.ok(&["--lang", "ru", "explain"]);
    assert!(ru.contains("рамми") && ru.contains("Аня платит"), "{ru}");
    let bg = t.ok(&["--lang", "bg", "show"]);
    assert!(bg.contains("раздава Борис"), "{bg}");
}
