//! «Очко» through the library and the real binary: the page's worked example paid by hand, the
//! 36-card pack's values (J 2, Q 3, K 4), the ace as 11 or 1, the book's payouts shared with
//! Blackjack, the sheet's bank column, and every refusal (exit 1, its rule id, the ledger
//! unchanged). One test proves every rule id the game lists is raised or cited by some case here.

use crate::support::common;
use crate::support::stakes as stakes_support;

use std::collections::BTreeSet;

use common::*;
use kozyr::games::ochko::{OCHKO, RULE_IDS};
use kozyr::games::Game;
use serde_json::{json, Value};
use stakes_support::{assert_conserved, fails, money, ok};

const GAME: &str = "ochko";

/// The page's three rounds.
fn example() -> Vec<Value> {
    vec![
        json!({"stakes": {"Борис": 10, "Вера": 20}, "hands": {"Аня": "9S 10D", "Борис": "AC 10H", "Вера": "KC 8D"}}),
        json!({"stakes": {"Борис": 10, "Вера": 10}, "totals": {"Аня": 19, "Борис": 20, "Вера": 17}}),
        json!({"stakes": {"Борис": 90, "Вера": 10}, "hands": {"Аня": "10S 8C", "Борис": "QS 7H 10C AD", "Вера": "JH 6S 7D 9C"}}),
    ]
}

fn rules_of(r: &kozyr::games::Replay) -> BTreeSet<String> {
    r.rows.iter().flat_map(|row| row.scored.explain.iter().map(|s| s.rule.to_string())).collect()
}

#[test]
fn the_worked_example_pays_what_the_page_says() {
    let r = ok(GAME, 3, json!({}), &example());
    assert_eq!(
        money(&r),
        vec![
            // Борис's A♣ 10♥ is 21 after the deal: twice 10; the round stops at once, Вера's
            // K♣ 8♦ = 12 as dealt (no one draws after a 21): stake back.
            (vec![-100, 20, 0], 80),
            // Борис's 20 beats Аня's 19: stake back; Вера's 17 pays 10.
            (vec![-100, 20, -10], 90),
            // Борис's Q♠ 7♥ 10♣ A♦ = 3 + 7 + 10 + 1 = 21 (not after the deal) beats 18: stake back;
            // Вера's J♥ 6♠ 7♦ 9♣ = 24 is over 21 and pays 10.
            (vec![-100, 20, -20], 100),
        ]
    );
    let hands = &r.rows[0].scored.extra["hands"];
    assert_eq!((hands["Вера"]["total"].clone(), hands["Борис"]["natural"].clone()), (json!(12), json!(true)));
    assert_eq!(r.rows[2].scored.extra["hands"]["Борис"]["natural"], json!(false));
    let rules = rules_of(&r);
    for id in ["ochko.pay.natural", "ochko.pay.stopped", "ochko.pay.higher", "ochko.pay.lower", "ochko.pay.bust"] {
        assert!(rules.contains(id), "{id}: {rules:?}");
    }
    assert_conserved(&r).unwrap();
}

#[test]
fn pictures_count_little_and_an_ace_counts_one_where_eleven_would_bust() {
    let total = |cards: &str| {
        let r = ok(GAME, 2, json!({}), &[json!({"stakes": {"Борис": 1}, "hands": {"Аня": "6S 6D", "Борис": cards}})]);
        r.rows[0].scored.extra["hands"]["Борис"]["total"].as_i64().unwrap_or(-1)
    };
    assert_eq!(total("JC QC KC"), 9);
    assert_eq!(total("AC KD"), 15);
    assert_eq!(total("AC AD"), 12);
    assert_eq!(total("10C 9D AH"), 20);
    assert_eq!(total("10C 10D 10H 10S 9C"), 49);
}

#[test]
fn the_bankers_21_after_the_deal_takes_every_stake() {
    let r = ok(
        GAME,
        3,
        json!({"bank": 40}),
        &[json!({
            "stakes": {"Борис": 10, "Вера": 40},
            "hands": {"Аня": "AS 10D", "Борис": "AH 10H", "Вера": "9C 9D"}
        })],
    );
    assert_eq!(money(&r), vec![(vec![-40, -10, -40], 90)]);
    assert!(rules_of(&r).contains("ochko.pay.banker-natural"));
}

#[test]
fn every_kind_of_bad_record_is_refused_with_its_rule() {
    let t = |v: Value| fails(GAME, 3, json!({}), &[v]).rule;
    let hands = json!({"Аня": "9S KD", "Борис": "JC QH"});
    assert_eq!(t(json!({"stakes": {"Борис": -1}, "hands": hands})), "ochko.stake.positive");
    assert_eq!(t(json!({"stakes": {"Борис": 101}, "hands": hands})), "ochko.stake.over-bank");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "9S KD"}})), "ochko.stake.missing");
    assert_eq!(t(json!({"stakes": {"Аня": 10, "Борис": 10}, "hands": hands})), "ochko.round.banker");
    // The 36-card pack has no fives.
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "9S KD", "Борис": "5C QH"}})), "ochko.hand.card");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "9S KD", "Борис": "9S QH"}})), "ochko.hand.copies");
    assert_eq!(
        t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "9S KD", "Борис": "6C 6D 6H 6S 7C 7D"}})),
        "ochko.hand.count"
    );
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "totals": {"Аня": 19, "Борис": 50}})), "ochko.hand.total");
    assert_eq!(
        t(json!({"stakes": {"Борис": 10}, "totals": {"Аня": 19, "Борис": 18}, "naturals": "Борис"})),
        "ochko.hand.natural"
    );
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": hands, "totals": {"Аня": 20}})), "ochko.hand.disagree");
    assert_eq!(t(json!({"bank": -5, "stakes": {"Борис": 10}, "hands": hands})), "ochko.bank.amount");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": hands, "dealer": "Аня"})), "ochko.round.format");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": hands, "stake": 1})), "ochko.round.format");
    assert_eq!(
        fails(GAME, 3, json!({"stake": 5}), &[json!({"stakes": {"Борис": 10}, "hands": hands})]).rule,
        "ochko.stake.fixed"
    );
    assert_eq!(fails(GAME, 2, json!({"packs": 2}), &[]).rule, "ochko.option.unknown");
    assert_eq!(fails(GAME, 2, json!({"bank": -1}), &[]).rule, "ochko.option.value");
}

#[test]
fn a_stored_state_that_made_money_from_nothing_is_refused() {
    let players = vec!["Аня".to_string(), "Борис".to_string()];
    let setup = OCHKO.setup(&players, None, &Default::default()).expect("setup");
    let bad = json!({"balances": [0, 0], "bank": 50, "banker": 0, "rounds": 1});
    let got = OCHKO.replay_from(&setup, Some(&bad), &[]).map(|_| ()).map_err(|e| e.rule);
    assert_eq!(got, Err("ochko.snapshot".to_string()));
}

#[test]
fn every_rule_id_is_raised_or_cited_here() {
    let src = std::fs::read_to_string(file!()).expect("this file");
    let mut seen: BTreeSet<String> = rules_of(&ok(GAME, 3, json!({}), &example()));
    seen.extend(src.split('"').filter(|s| s.starts_with("ochko.")).map(String::from));
    // The shared machinery's rules are cited by its explanation: a new banker, his bank returned,
    // the bank broken.
    let taken = ok(
        GAME,
        2,
        json!({"bank": 10}),
        &[
            json!({"stakes": {"Борис": 10}, "totals": {"Аня": 19, "Борис": 21}, "naturals": ["Борис"]}),
            json!({"banker": "Борис", "stakes": {"Аня": 5}, "totals": {"Борис": 19, "Аня": 12}}),
            json!({"banker": "Аня", "stakes": {"Борис": 5}, "totals": {"Аня": 19, "Борис": 22}}),
            json!({"stakes": {"Борис": 5}, "totals": {"Аня": 19, "Борис": 22}}),
        ],
    );
    let shared = rules_of(&taken);
    for id in ["ochko.bank.new", "ochko.bank.returned", "ochko.bank.broken", "ochko.money.conserved"] {
        assert!(shared.contains(id), "{id}: {shared:?}");
    }
    seen.extend(shared);
    let penalty = json!({"penalty": {"player": "Аня", "points": 5, "reason": "x"}});
    assert_eq!(fails(GAME, 2, json!({}), &[penalty]).rule, "ochko.penalty");
    for id in RULE_IDS {
        assert!(seen.contains(*id), "{id} is neither raised nor cited by the tests");
    }
}

#[test]
fn through_the_binary_the_sheet_has_the_bank_and_bad_input_changes_nothing() {
    let t = Table::new();
    t.ok(&["new", GAME, "--players", "Аня,Борис,Вера"]);
    t.ok(&[
        "deal",
        "--stakes",
        "Борис=10,Вера=20",
        "--hand",
        "Аня=9S,10D",
        "--hand",
        "Борис=AC,10H",
        "--hand",
        "Вера=KC,8D",
    ]);
    let v = t.json(&["show"]);
    assert_eq!(v["totals"], json!({"Аня": -100, "Борис": 20, "Вера": 0}));
    assert_eq!(v["bank"], json!(80));
    let sheet = t.ok(&["--lang", "bg", "show"]);
    assert!(sheet.contains("Банка"), "{sheet}");
    t.refused(&["deal", "--stakes", "Борис=81", "--total", "Аня=19,Борис=20"], "ochko.stake.over-bank");
    t.refused(&["deal", "--stakes", "Борис=0", "--total", "Аня=19,Борис=20"], "ochko.stake.positive");
    t.refused(&["deal", "--stakes", "Борис=5", "--hand", "Аня=9S,KD", "--hand", "Борис=2C,KH"], "ochko.hand.card");
    t.refused(&["deal", "--stakes", "Борис=5", "--total", "Аня=19,Борис=55"], "ochko.hand.total");
    t.refused(&["deal", "--stakes", "Гена=5", "--total", "Аня=19,Борис=20"], "match.player.unknown");
}

#[test]
fn a_21_after_the_deal_stops_the_game_and_no_one_draws_after_it() {
    // The page's first round before it was mended: Вера drew 6♥ after Борис's 21 after the deal.
    let e = fails(
        GAME,
        3,
        json!({}),
        &[
            json!({"stakes": {"Борис": 10, "Вера": 20}, "hands": {"Аня": "9S 10D", "Борис": "AC 10H", "Вера": "KC 8D 6H"}}),
        ],
    );
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("ochko.draw.after-21", Some("Вера")));
    // The banker's 21 stops it before anyone draws.
    let e =
        fails(GAME, 2, json!({}), &[json!({"stakes": {"Борис": 10}, "hands": {"Аня": "AS 10D", "Борис": "JC QH 9C"}})]);
    assert_eq!(e.rule, "ochko.draw.after-21");
    let e = fails(
        GAME,
        2,
        json!({}),
        &[json!({"stakes": {"Борис": 10}, "totals": {"Аня": 21, "Борис": 23}, "naturals": "Аня"})],
    );
    assert_eq!(e.rule, "ochko.draw.after-21");
    // The order of the draws: each once, from the banker's left, the banker last.
    let hands = json!({"Аня": "10S 6C", "Борис": "6D 7D 6H", "Вера": "JH QH 10C"});
    let round = |d: Value| json!({"stakes": {"Борис": 10, "Вера": 10}, "hands": hands, "draws": d});
    let r = ok(GAME, 3, json!({}), &[round(json!(["Борис", "Вера"]))]);
    // Аня's 16: Борис's 19 gets his stake back, Вера's 2 + 3 + 10 = 15 pays.
    assert_eq!(money(&r), vec![(vec![-100, 0, -10], 110)]);
    assert_eq!(fails(GAME, 3, json!({}), &[round(json!(["Вера", "Борис"]))]).rule, "ochko.draw.turn");
    assert_eq!(fails(GAME, 3, json!({}), &[round(json!(["Борис", "Вера", "Вера"]))]).rule, "ochko.draw.once");
}
