//! Thirteen («Тринадцать»): the banker's calls two … ace, round again; the first match takes every
//! stake and the banker banks again, a whole pack without one pays every stake and the bank passes
//! to the left; and every kind of bad input refused through the binary with its rule id and the
//! ledger unchanged. Decisions and payouts are worked by hand in the comments.

use crate::support::bets as bets_support;
use crate::support::stakes as stakes_support;

use bets_support::{deal, money_shown, table, Kind};
use serde_json::{json, Value};
use stakes_support::{assert_conserved, fails, last, ok};

/// The calls two, three, four, five, six, seven, eight, nine: the eighth card, 9♣, matches.
const MATCH: &str = "5S 7H 10D QC 3S 2H AD 9C";

/// A whole pack without a match: the ranks in the order A 2 3 … K, one rank ahead of the calls
/// (card i is called rank i, and is rank i − 1), through the four suits.
fn no_match() -> Vec<String> {
    let ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    let suits = ["S", "H", "D", "C"];
    (0..52).map(|i| format!("{}{}", ranks[i % 13], suits[i / 13])).collect()
}

#[test]
fn the_page_match_a_match_keeps_the_bank_a_whole_pack_without_one_passes_it() {
    // Round 1: Аня banks 100; Борис 10, Вера 5; the 9♣ matches «nine»: both pay (bank 115).
    // Round 2: Аня banks again; no match: she pays 10 and 5 (bank 100).
    // Round 3: the bank passes to Борис: Аня takes back 100 (−100 + 100 = 0), Борис puts up 100;
    // Аня 20 and Вера 20 recorded lost: Аня −20, Вера 0 − 20 = −20, bank 140.
    let r = ok(
        "thirteen",
        3,
        json!({}),
        &[
            json!({"stakes": {"Борис": 10, "Вера": 5}, "cards": MATCH}),
            json!({"stakes": {"Борис": 10, "Вера": 5}, "cards": no_match()}),
            json!({"stakes": {"Аня": 20, "Вера": 20}, "loses": ["Аня", "Вера"]}),
        ],
    );
    let bankers: Vec<&Value> = r.rows.iter().map(|row| &row.scored.extra["banker"]).collect();
    assert_eq!(bankers, [&json!("Аня"), &json!("Аня"), &json!("Борис")]);
    assert_eq!(last(&r), (vec![-20, -100, -20], 140));
    assert_conserved(&r).unwrap();
    assert_eq!(r.rows[1].scored.extra["outcomes"], json!({"Борис": "won", "Вера": "won"}));
}

#[test]
fn the_calls_go_round_again_after_the_ace() {
    // Thirteen cards A 2 … K, one ahead of the calls, then 2♥ as the fourteenth card, called «two».
    let mut run: Vec<String> = no_match()[..13].to_vec();
    run.push("2H".into());
    let r = ok("thirteen", 2, json!({}), &[json!({"stakes": {"Борис": 7}, "cards": run})]);
    assert_eq!(last(&r), (vec![-100, -7], 107));
}

#[test]
fn a_banker_who_paid_passes_the_bank_and_one_out_of_turn_is_refused() {
    let paid = json!({"stakes": {"Борис": 10}, "wins": "Борис"});
    let e = fails(
        "thirteen",
        3,
        json!({}),
        &[paid.clone(), json!({"banker": "Аня", "stakes": {"Вера": 5}, "loses": "Вера"})],
    );
    assert_eq!(e.rule, "thirteen.round.banker");
    let e = fails(
        "thirteen",
        3,
        json!({}),
        &[
            json!({"stakes": {"Борис": 10}, "loses": "Борис"}),
            json!({"banker": "Борис", "stakes": {"Вера": 5}, "loses": "Вера"}),
        ],
    );
    assert_eq!(e.rule, "thirteen.round.banker");
    // The first round's banker is whoever the table chose.
    let r = ok("thirteen", 3, json!({}), &[json!({"banker": "Вера", "stakes": {"Борис": 10}, "loses": "Борис"})]);
    assert_eq!(last(&r), (vec![0, -10, -100], 110));
}

#[test]
fn the_cli_records_the_pages_match() {
    let t = table(Kind::Thirteen, &[]);
    t.ok(&deal(&["--stakes", "Борис=10,Вера=5", "--run", MATCH]));
    let pack = no_match().join(" ");
    t.ok(&deal(&["--stakes", "Борис=10,Вера=5", "--run", &pack]));
    t.ok(&deal(&["--stakes", "Аня=20,Вера=20", "--loses", "Аня,Вера"]));
    assert_eq!(money_shown(&t), (vec![-20, -100, -20, 0], 140));
    let ru = t.ok(&["--lang", "ru", "explain", "1"]);
    assert!(ru.contains("совпадение") && ru.contains("[thirteen.pay.match]"), "{ru}");
}

#[test]
fn every_kind_of_bad_round_is_refused_with_its_rule_and_the_ledger_unchanged() {
    let t = table(Kind::Thirteen, &[]);
    t.ok(&deal(&["--stakes", "Борис=10", "--run", MATCH]));
    let pack = no_match();
    let mut twice = pack.clone();
    twice[5] = "AS".into();
    let (twice, short) = (twice.join(" "), pack[..40].join(" "));
    let cases: &[(&[&str], &str)] = &[
        (&["--stakes", "Борис=0", "--loses", "Борис"], "thirteen.stake.positive"),
        (&["--stakes", "Борис=111", "--loses", "Борис"], "thirteen.stake.over-bank"),
        (&["--stakes", "Аня=10", "--loses", "Аня"], "thirteen.round.banker"),
        (&["--banker", "Борис", "--stakes", "Вера=10", "--loses", "Вера"], "thirteen.round.banker"),
        (&["--wins", "Борис"], "thirteen.stake.missing"),
        (&["--stakes", "Борис=10", "--run", "5S 7X"], "thirteen.cards.card"),
        (&["--stakes", "Борис=10", "--run", &twice], "thirteen.cards.copies"),
        (&["--stakes", "Борис=10", "--run", &short], "thirteen.cards.undecided"),
        (&["--stakes", "Борис=10", "--run", "2S 7H"], "thirteen.cards.after-match"),
        (&["--stakes", "Борис=10"], "thirteen.outcome.missing"),
        (&["--stakes", "Борис=10", "--wins", "Борис", "--loses", "Борис"], "thirteen.outcome.missing"),
        (&["--stakes", "Борис=10", "--run", MATCH, "--wins", "Борис"], "thirteen.outcome.disagree"),
        (&["--stakes", "Борис=10,Вера=5", "--wins", "Борис", "--loses", "Вера"], "thirteen.outcome.same"),
        (&["--bank", "5", "--stakes", "Борис=10", "--loses", "Борис"], "thirteen.bank.amount"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--loses", "Борис"], "entry.flag.unknown"),
    ];
    for (flags, rule) in cases {
        t.refused(&deal(flags), rule);
    }
    t.refused(&["penalty", "--player", "Борис", "--points", "-5", "--reason", "late"], "thirteen.penalty");
    let file = t.file("round.json", r#"{"stakes": {"Борис": 10}, "ranks": {"Борис": "K"}, "loses": ["Борис"]}"#);
    t.refused(&["deal", "--file", &file], "thirteen.round.format");
    let file = t.file("round2.json", r#"{"stakes": {"Борис": 10}, "undecided": ["Борис"]}"#);
    t.refused(&["deal", "--file", &file], "thirteen.outcome.undecided");
    let t = table(Kind::Thirteen, &["stake=10"]);
    t.refused(&deal(&["--stakes", "Борис=5", "--loses", "Борис"]), "thirteen.stake.fixed");
}
