//! Blackjack through the library and the real binary: the page's worked example paid by hand
//! (balances and bank after every round, the bank broken), every payout of the book, cards and
//! totals, one and two packs, the agreed stake, who banks, the sheet's bank column, the `--json`
//! view, and every refusal (exit 1, its rule id, the ledger unchanged). One test proves every rule
//! id the game lists is raised or cited by some case here.

use crate::support::common;
use crate::support::stakes as stakes_support;

use std::collections::BTreeSet;

use common::*;
use kozyr::games::blackjack::RULE_IDS;
use serde_json::{json, Value};
use stakes_support::{assert_conserved, fails, money, ok};

const GAME: &str = "blackjack";

/// The page's four rounds.
fn example() -> Vec<Value> {
    vec![
        json!({"stakes": {"Борис": 10, "Вера": 20}, "hands": {"Аня": ["9S", "KD"], "Борис": ["JC", "QH"], "Вера": ["5C", "8D", "5H"]}}),
        json!({"stakes": {"Борис": 10, "Вера": 10}, "totals": {"Аня": 19, "Борис": 21, "Вера": 17}, "naturals": ["Борис"]}),
        json!({"stakes": {"Борис": 50, "Вера": 30}, "hands": {"Аня": "AH KC", "Борис": "10S 7D", "Вера": "9H 9D"}}),
        json!({"banker": "Борис", "stakes": {"Аня": 60, "Вера": 50}, "hands": {"Борис": "8S 8C", "Аня": "10D AC", "Вера": "6C 7C"}}),
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
            // Аня puts up 100; Борис's 20 beats her 19 (stake back), Вера's 18 pays 20.
            (vec![-100, 0, -20], 120),
            // Борис's 21 after the deal: twice 10; the round stops, Вера's stake comes back.
            (vec![-100, 20, -20], 100),
            // Аня's 21 after the deal takes 50 and 30.
            (vec![-100, -30, -50], 180),
            // Аня takes back 180, Борис puts up 100; Аня's 21 is owed 120, the bank holds 100.
            (vec![180, -130, -50], 0),
        ]
    );
    assert_eq!(r.rows[3].scored.extra["broken"], json!(true));
    assert_eq!(r.rows[3].scored.extra["paid"], json!({"Аня": 100, "Вера": 0}));
    let note = r.rows[3].scored.notes[0].english();
    assert!(note.contains("Аня is paid 100 of 120"), "{note}");
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).unwrap_or_default(),
        "round 5: Вера puts up a bank (100 unless another is agreed)"
    );
    assert_conserved(&r).unwrap();
}

#[test]
fn the_bankers_21_after_the_deal_takes_every_stake_even_a_players_21() {
    let r = ok(
        GAME,
        3,
        json!({}),
        &[json!({
            "stakes": {"Борис": 10, "Вера": 20},
            "hands": {"Аня": "AS QD", "Борис": "AH KH", "Вера": "10C 9C"}
        })],
    );
    assert_eq!(money(&r), vec![(vec![-100, -10, -20], 130)]);
    assert!(rules_of(&r).contains("blackjack.pay.banker-natural"));
}

#[test]
fn over_21_loses_and_a_banker_over_21_takes_only_from_those_over_21() {
    // Аня banks with 25; Борис 23 loses, Вера 12 gets her stake back.
    let r = ok(
        GAME,
        3,
        json!({}),
        &[json!({
            "stakes": {"Борис": 10, "Вера": 20},
            "hands": {"Аня": "10S 5D KC", "Борис": "QS 3D JC", "Вера": "AD AC"}
        })],
    );
    assert_eq!(money(&r), vec![(vec![-100, -10, 0], 110)]);
    assert_eq!(r.rows[0].scored.extra["hands"]["Вера"]["total"], json!(12), "two aces count 12");
    let rules = rules_of(&r);
    assert!(rules.contains("blackjack.pay.bust") && rules.contains("blackjack.pay.higher"), "{rules:?}");
}

#[test]
fn an_equal_total_takes_the_stake_back_and_a_lower_one_pays_it() {
    let r = ok(
        GAME,
        3,
        json!({}),
        &[json!({
            "stakes": {"Борис": 15, "Вера": 25},
            "totals": {"Аня": 18, "Борис": 18, "Вера": 17}
        })],
    );
    assert_eq!(money(&r), vec![(vec![-100, 0, -25], 125)]);
}

#[test]
fn two_packs_let_a_card_appear_twice_and_one_pack_does_not() {
    let round = json!({"stakes": {"Борис": 10}, "hands": {"Аня": "AS 9D", "Борис": "AS 8D"}});
    assert_eq!(fails(GAME, 2, json!({}), std::slice::from_ref(&round)).rule, "blackjack.hand.copies");
    let r = ok(GAME, 2, json!({"packs": 2}), &[round]);
    assert_eq!(money(&r), vec![(vec![-100, -10], 110)]);
    assert_eq!(fails(GAME, 2, json!({"packs": 3}), &[]).rule, "blackjack.option.value");
}

#[test]
fn an_agreed_stake_is_everyones_and_may_be_left_out() {
    let r = ok(GAME, 3, json!({"stake": 5}), &[json!({"totals": {"Аня": 20, "Борис": 19, "Вера": 20}})]);
    assert_eq!(r.rows[0].scored.extra["stakes"], json!({"Борис": 5, "Вера": 5}));
    assert_eq!(money(&r), vec![(vec![-100, -5, 0], 105)]);
    let e = fails(GAME, 3, json!({"stake": 5}), &[json!({"stakes": {"Борис": 6}, "totals": {"Аня": 20, "Борис": 19}})]);
    assert_eq!(e.rule, "blackjack.stake.fixed");
}

#[test]
fn a_new_banker_takes_over_with_his_own_bank_and_the_old_one_takes_his_back() {
    let r = ok(
        GAME,
        3,
        json!({"bank": 50}),
        &[
            json!({"stakes": {"Борис": 10}, "totals": {"Аня": 20, "Борис": 19}}),
            json!({"banker": "Вера", "bank": 70, "stakes": {"Аня": 70}, "totals": {"Вера": 20, "Аня": 21}, "naturals": "Аня"}),
        ],
    );
    // Аня's bank 60 back, Вера's 70 up; Аня's 21 after the deal is owed 140: the bank pays 70.
    assert_eq!(money(&r), vec![(vec![-50, -10, 0], 60), (vec![80, -10, -70], 0)]);
    let rules = rules_of(&r);
    assert!(rules.contains("blackjack.bank.returned") && rules.contains("blackjack.bank.broken"), "{rules:?}");
}

#[test]
fn the_bank_recorded_for_a_bank_that_stands_is_checked() {
    let first = json!({"stakes": {"Борис": 10}, "totals": {"Аня": 20, "Борис": 19}});
    ok(
        GAME,
        2,
        json!({}),
        &[first.clone(), json!({"bank": 110, "stakes": {"Борис": 110}, "totals": {"Аня": 20, "Борис": 19}})],
    );
    let e = fails(
        GAME,
        2,
        json!({}),
        &[first, json!({"bank": 100, "stakes": {"Борис": 10}, "totals": {"Аня": 20, "Борис": 19}})],
    );
    assert_eq!((e.rule.as_str(), e.entry), ("blackjack.bank.amount", Some(2)));
}

#[test]
fn every_kind_of_bad_record_is_refused_with_its_rule() {
    let t = |v: Value| fails(GAME, 3, json!({}), &[v]).rule;
    let hands = json!({"Аня": "9S KD", "Борис": "JC QH"});
    assert_eq!(t(json!({"stakes": {"Борис": 0}, "hands": hands})), "blackjack.stake.positive");
    assert_eq!(t(json!({"stakes": {"Борис": 101}, "hands": hands})), "blackjack.stake.over-bank");
    assert_eq!(t(json!({"hands": hands})), "blackjack.stake.missing");
    assert_eq!(t(json!({"stakes": {"Борис": 10, "Вера": 10}, "hands": hands})), "blackjack.stake.missing");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": {"Борис": "JC QH"}})), "blackjack.stake.missing");
    assert_eq!(t(json!({"stakes": {"Аня": 10, "Борис": 10}, "hands": hands})), "blackjack.round.banker");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "9S KD", "Борис": "JC"}})), "blackjack.hand.count");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "9S KD", "Борис": "JC ZZ"}})), "blackjack.hand.card");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "totals": {"Аня": 19, "Борис": 51}})), "blackjack.hand.total");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "totals": {"Аня": 19, "Борис": 3}})), "blackjack.hand.total");
    assert_eq!(
        t(json!({"stakes": {"Борис": 10}, "totals": {"Аня": 19, "Борис": 20}, "naturals": ["Борис"]})),
        "blackjack.hand.natural"
    );
    assert_eq!(
        t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "9S KD", "Борис": "5C 6D 10H"}, "naturals": ["Борис"]})),
        "blackjack.hand.natural"
    );
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": hands, "totals": {"Борис": 19}})), "blackjack.hand.disagree");
    assert_eq!(t(json!({"bank": 0, "stakes": {"Борис": 10}, "hands": hands})), "blackjack.bank.amount");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": hands, "bet": 3})), "blackjack.round.format");
    assert_eq!(t(json!({"stakes": {"Борис": "ten"}, "hands": hands})), "blackjack.round.format");
    assert_eq!(t(json!({"stakes": {"Бориска": 10}, "hands": hands})), "match.player.unknown");
}

#[test]
fn options_and_stored_states_are_checked() {
    use kozyr::games::blackjack::BLACKJACK;
    use kozyr::games::Game;
    assert_eq!(fails(GAME, 2, json!({"pack": 1}), &[]).rule, "blackjack.option.unknown");
    assert_eq!(fails(GAME, 2, json!({"stake": 200}), &[]).rule, "blackjack.option.value");
    assert_eq!(fails(GAME, 2, json!({"bank": 0}), &[]).rule, "blackjack.option.value");
    let players = vec!["Аня".to_string(), "Борис".to_string()];
    let setup = BLACKJACK.setup(&players, None, &Default::default()).expect("setup");
    // Money made from nothing is no state of any match.
    let bad = json!({"balances": [10, 0], "bank": 0, "banker": null, "rounds": 1});
    let got = BLACKJACK.replay_from(&setup, Some(&bad), &[]).map(|_| ()).map_err(|e| e.rule);
    assert_eq!(got, Err("blackjack.snapshot".to_string()));
}

#[test]
fn every_rule_id_is_raised_or_cited_here() {
    let src = std::fs::read_to_string(file!()).expect("this file");
    let mut seen: BTreeSet<String> = rules_of(&ok(GAME, 3, json!({}), &example()));
    seen.extend(src.split('"').filter(|s| s.starts_with("blackjack.")).map(String::from));
    for id in RULE_IDS {
        assert!(seen.contains(*id), "{id} is neither raised nor cited by the tests");
        assert!(*id != "blackjack.money.conserved" || rules_of(&ok(GAME, 3, json!({}), &example())).contains(*id));
    }
}

// ---------------------------------------------------------------------------------------------
// Through the binary
// ---------------------------------------------------------------------------------------------

fn table() -> Table {
    let t = Table::new();
    t.ok(&["new", GAME, "--players", "Аня,Борис,Вера"]);
    t.ok(&[
        "deal",
        "--stakes",
        "Борис=10,Вера=20",
        "--hand",
        "Аня=9S,KD",
        "--hand",
        "Борис=JC,QH",
        "--hand",
        "Вера=5C,8D,5H",
    ]);
    t
}

#[test]
fn show_prints_every_balance_and_the_bank() {
    let t = table();
    t.ok(&["deal", "--stakes", "Борис=10,Вера=10", "--total", "Аня=19,Борис=21,Вера=17", "--natural", "Борис"]);
    let sheet = t.ok(&["show"]);
    assert!(sheet.contains("Bank"), "{sheet}");
    let total = sheet.lines().find(|l| l.contains("total")).expect("the total row");
    let numbers: Vec<&str> =
        total.split(|c: char| c == '│' || c == '┆' || c.is_whitespace()).filter(|w| !w.is_empty()).collect();
    assert_eq!(numbers, ["total", "−100", "20", "−20", "100"], "{sheet}");
    let ru = t.ok(&["--lang", "ru", "show"]);
    assert!(ru.contains("Банк") && ru.contains("кон 1"), "{ru}");
    let v = t.json(&["show"]);
    assert_eq!(v["totals"], json!({"Аня": -100, "Борис": 20, "Вера": -20}));
    assert_eq!((v["bank"].clone(), v["banker"].clone()), (json!(100), json!("Аня")));
    assert_eq!(v["deals"][1]["paid"], json!({"Борис": 20, "Вера": 0}));
    let explained = t.ok(&["explain", "2"]);
    assert!(explained.contains("[blackjack.money.conserved]") && explained.contains("add up to 0"), "{explained}");
}

#[test]
fn the_csv_export_carries_the_bank_as_a_column_pair_of_its_own() {
    let t = table();
    let csv = t.ok(&["export", "--format", "csv"]);
    let mut lines = csv.trim_start_matches('\u{feff}').lines();
    let head = lines.next().expect("a header");
    assert!(head.ends_with("Вера points,Вера total,Bank points,Bank total"), "{head}");
    // Round 1: Аня puts up 100, Борис's 20 beats her 19 (stake back), Вера's 18 pays 20.
    let row = lines.next().expect("round 1");
    assert!(row.ends_with(",-100,-100,0,0,-20,-20,120,120"), "{row}");
    // The bank's heading is in the reader's language, as the whole header is (issue 34)…
    let ru = t.ok(&["--lang", "ru", "export", "--format", "csv"]);
    assert!(ru.trim_start_matches('\u{feff}').lines().next().unwrap().ends_with("Банк: очки,Банк: итог"), "{ru}");
    // …or the stable English words around its name for a script.
    let stable = t.ok(&["--lang", "ru", "export", "--format", "csv", "--stable-header"]);
    assert!(
        stable.trim_start_matches('\u{feff}').lines().next().unwrap().ends_with("Банк points,Банк total"),
        "{stable}"
    );
}

#[test]
fn bad_input_through_the_binary_exits_1_names_the_rule_and_writes_nothing() {
    let t = table();
    let hands = ["--hand", "Аня=9S,KD", "--hand", "Борис=JC,QH"];
    let with = |extra: &[&'static str]| -> Vec<&'static str> {
        let mut a = vec!["deal"];
        a.extend_from_slice(extra);
        a
    };
    let mut args = with(&["--stakes", "Борис=500"]);
    args.extend_from_slice(&hands);
    let err = t.refused(&args, "blackjack.stake.over-bank");
    assert!(err.contains("more than the bank of 120"), "{err}");
    let mut args = with(&["--stakes", "Борис=-5"]);
    args.extend_from_slice(&hands);
    t.refused(&args, "blackjack.stake.positive");
    t.refused(&with(&["--stakes", "Борис=5", "--hand", "Аня=9S,KD", "--hand", "Борис=1S,QH"]), "blackjack.hand.card");
    t.refused(&with(&["--stakes", "Борис=5", "--hand", "Аня=9S,KD", "--hand", "Борис=9S,QH"]), "blackjack.hand.copies");
    t.refused(&with(&["--stakes", "Борис=5", "--total", "Аня=19,Борис=60"]), "blackjack.hand.total");
    t.refused(&with(&["--stakes", "Бориска=5", "--total", "Аня=19,Борис=6"]), "match.player.unknown");
    t.refused(
        &with(&["--stakes", "Борис=5", "--total", "Аня=19,Борис=18", "--natural", "Борис"]),
        "blackjack.hand.natural",
    );
    t.refused(&["penalty", "--player", "Аня", "--points", "-10", "--reason", "late"], "blackjack.penalty");
}

/// `n` players named P1, P2, … seated for `game` with `options`: the setup's verdict.
fn seated(game: &str, n: usize, options: Value) -> Result<(), String> {
    let players: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let options = options.as_object().cloned().unwrap_or_default();
    kozyr::games::find(game).expect("the game").setup(&players, None, &options).map(|_| ()).map_err(|e| e.rule)
}

#[test]
fn a_21_after_the_deal_stops_the_game_and_no_one_draws_after_it() {
    let t = |v: Value| fails(GAME, 3, json!({}), &[v]);
    // Борис's 21 after the deal stops the game: Вера cannot have drawn a third card.
    let e = t(
        json!({"stakes": {"Борис": 10, "Вера": 10}, "hands": {"Аня": "9S KD", "Борис": "AC KH", "Вера": "5C 8D 5H"}}),
    );
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("blackjack.draw.after-21", Some("Вера")));
    assert!(e.message().contains("Борис had 21 after the deal"), "{}", e.message());
    // The banker looks first: his 21 stops it too, and he draws nothing after it either.
    let e = t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "AS QD", "Борис": "5C 8D 5H"}}));
    assert_eq!(e.rule, "blackjack.draw.after-21");
    // By totals: 25 cannot be two cards dealt; 20 can.
    let e = t(
        json!({"stakes": {"Борис": 10, "Вера": 10}, "totals": {"Аня": 19, "Борис": 21, "Вера": 25}, "naturals": "Борис"}),
    );
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("blackjack.draw.after-21", Some("Вера")));
    let r = ok(
        GAME,
        3,
        json!({}),
        &[
            json!({"stakes": {"Борис": 10, "Вера": 10}, "totals": {"Аня": 19, "Борис": 21, "Вера": 20}, "naturals": "Борис"}),
        ],
    );
    assert_eq!(money(&r), vec![(vec![-100, 20, 0], 80)]);
    // Nobody is recorded drawing after a 21.
    let e = t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "9S KD", "Борис": "AC KH"}, "draws": ["Аня"]}));
    assert_eq!(e.rule, "blackjack.draw.after-21");
}

#[test]
fn the_order_of_the_draws_is_refereed_where_it_is_recorded() {
    // Аня banks; Борис, Вера, Галя sit on her left in turn.
    let hands = json!({"Аня": "9S 5D 4C", "Борис": "10C 3D 4H", "Вера": "9H 9D", "Галя": "2C 3C 4D 5S"});
    let round = |draws: Value| json!({"stakes": {"Борис": 10, "Вера": 10, "Галя": 10}, "hands": hands, "draws": draws});
    let r = ok(GAME, 4, json!({}), &[round(json!(["Борис", "Галя", "Аня"]))]);
    // Аня's 18: Борис's 17 pays, Вера's 18 gets her stake back, Галя's 14 pays.
    assert_eq!(money(&r), vec![(vec![-100, -10, 0, -10], 120)]);
    assert_eq!(ok(GAME, 4, json!({}), &[round(json!("Борис, Галя, Аня"))]).totals, r.totals);
    let t = |draws: Value| fails(GAME, 4, json!({}), &[round(draws)]);
    let e = t(json!(["Галя", "Борис", "Аня"]));
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("blackjack.draw.turn", Some("Борис")));
    assert!(e.message().contains("the banker Аня last"), "{}", e.message());
    assert_eq!(t(json!(["Аня", "Борис", "Галя"])).rule, "blackjack.draw.turn", "the banker draws last");
    assert_eq!(t(json!(["Борис", "Борис", "Галя", "Аня"])).rule, "blackjack.draw.once");
    assert_eq!(t(json!(["Борис", "Аня"])).rule, "blackjack.draw.turn", "Галя drew and is not named");
    assert_eq!(t(json!(["Борис", "Вера", "Галя", "Аня"])).rule, "blackjack.draw.turn", "Вера holds her two cards");
    assert_eq!(t(json!(["Борис", "Галя", "Аня", "Дима"])).rule, "match.player.unknown");
    // Without the order nothing changes.
    let plain = json!({"stakes": {"Борис": 10, "Вера": 10, "Галя": 10}, "hands": hands});
    assert_eq!(ok(GAME, 4, json!({}), &[plain]).totals, r.totals);
}

#[test]
fn any_number_of_players_the_pack_can_deal_to() {
    // One pack deals two cards to 26 hands, two packs to 52.
    assert_eq!(seated(GAME, 26, json!({})), Ok(()));
    assert_eq!(seated(GAME, 27, json!({})), Err("match.players.count".into()));
    assert_eq!(seated(GAME, 27, json!({"packs": 2})), Ok(()));
    assert_eq!(seated(GAME, 52, json!({"packs": 2})), Ok(()));
    assert_eq!(seated(GAME, 53, json!({"packs": 2})), Err("match.players.count".into()));
    assert_eq!(seated("ochko", 18, json!({})), Ok(()));
    assert_eq!(seated("ochko", 19, json!({})), Err("match.players.count".into()));
    assert_eq!(seated("macao", 104, json!({})), Ok(()));
    assert_eq!(seated("macao", 105, json!({})), Err("match.players.count".into()));
    // Faro, Shtoss and Thirteen deal no card to a player: they seat as many as Macao.
    for game in ["faro", "shtoss", "thirteen"] {
        assert_eq!(seated(game, 104, json!({})), Ok(()), "{game}");
        assert_eq!(seated(game, 105, json!({})), Err("match.players.count".into()), "{game}");
    }
}

#[test]
fn the_draws_through_the_binary() {
    let t = table();
    t.refused(
        &["deal", "--stakes", "Борис=5", "--hand", "Аня=9S,KD", "--hand", "Борис=5C,4D,3H", "--draws", "Аня,Борис"],
        "blackjack.draw.turn",
    );
    t.refused(
        &[
            "deal",
            "--stakes",
            "Борис=5,Вера=5",
            "--hand",
            "Аня=AS,KD",
            "--hand",
            "Борис=5C,4D,3H",
            "--hand",
            "Вера=9C,9D",
        ],
        "blackjack.draw.after-21",
    );
    t.ok(&["deal", "--stakes", "Борис=5", "--hand", "Аня=9S,KD", "--hand", "Борис=5C,4D,3H", "--draws", "Борис"]);
}
