//! Macao through the library and the real binary: the page's worked example paid by hand, every
//! payout of the book (a natural 9 / 8 / 7 paid 3 / 2 / 1, bought 9 / 8 / 7 paid 1, equal totals
//! paying the banker 3 / 2 / 1), the book's count over 9 and the drop-tens option, the bank passing
//! to the left every round, the one agreed stake, the two packs, the sheet's bank column, and every
//! refusal (exit 1, its rule id, the ledger unchanged). One test proves every rule id the game lists
//! is raised or cited by some case here.

use crate::support::common;
use crate::support::stakes as stakes_support;

use std::collections::BTreeSet;

use common::*;
use kozyr::games::macao::{MACAO, RULE_IDS};
use kozyr::games::Game;
use serde_json::{json, Value};
use stakes_support::{assert_conserved, fails, money, ok};

const GAME: &str = "macao";

/// The page's three rounds.
fn example() -> Vec<Value> {
    vec![
        json!({"hands": {"Аня": "6S", "Борис": "9D", "Вера": "3C 4H"}}),
        json!({"totals": {"Борис": 8, "Вера": 8, "Аня": 3}, "naturals": ["Вера"]}),
        json!({"hands": {"Вера": "5C", "Аня": "8H", "Борис": "2S 8D"}}),
    ]
}

fn rules_of(r: &kozyr::games::Replay) -> BTreeSet<String> {
    r.rows.iter().flat_map(|row| row.scored.explain.iter().map(|s| s.rule.to_string())).collect()
}

/// What each player received (negative: paid) in each round.
fn paid(r: &kozyr::games::Replay) -> Vec<Value> {
    r.rows.iter().map(|row| row.scored.extra["paid"].clone()).collect()
}

#[test]
fn the_worked_example_pays_what_the_page_says() {
    let r = ok(GAME, 3, json!({}), &example());
    assert_eq!(
        money(&r),
        vec![
            // Аня banks 100 with 6: Борис's dealt 9 takes 3 stakes, Вера's bought 7 one.
            (vec![-100, 30, 10], 60),
            // Аня takes back 60, Борис banks 100 with 8: Вера's dealt 8 equals it and pays 2 stakes,
            // Аня's 3 pays one.
            (vec![-50, -70, -10], 130),
            // Борис takes back 130, Вера banks 100 with her dealt 5 (the banker does not buy): Аня's dealt 8
            // takes 2 stakes, Борис's 2 + 8 = 10 − 9 = 1 pays one.
            (vec![-30, 50, -110], 90),
        ]
    );
    assert_eq!(r.rows[2].scored.extra["hands"]["Вера"]["total"], json!(5));
    assert_eq!(r.rows[2].scored.extra["hands"]["Борис"]["total"], json!(1));
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).unwrap_or_default(),
        "round 4: Аня puts up a bank (100 unless another is agreed)"
    );
    assert_conserved(&r).unwrap();
}

#[test]
fn every_payout_of_the_book() {
    let r = ok(
        GAME,
        6,
        json!({}),
        &[
            // Аня banks with 6.
            json!({"hands": {"Аня": "6C", "Борис": "9C", "Вера": "8C", "Галя": "7C", "Дима": "4C 5D", "Ева": "6D"}}),
            // Борис banks with 8.
            json!({"hands": {"Борис": "8H", "Вера": "3C 5C", "Галя": "KC 9D", "Дима": "7D", "Ева": "7H", "Аня": "8D"}}),
            // Вера banks with 7.
            json!({"hands": {"Вера": "7S", "Галя": "3D 4D", "Дима": "9H", "Ева": "3H", "Аня": "4D 4H", "Борис": "5S"}}),
            // Галя banks with 3: Дима alone plays, with a bought 5.
            json!({"stakes": {"Дима": 10}, "hands": {"Галя": "3S", "Дима": "2C 3C"}}),
            // Дима banks with 9: Ева's dealt 9 equals it, Аня's king is 0.
            json!({"stakes": {"Ева": 10, "Аня": 10}, "hands": {"Дима": "9S", "Ева": "9S", "Аня": "KS"}}),
        ],
    );
    assert_eq!(
        paid(&r),
        vec![
            // dealt 9, 8, 7 above 6: 3, 2, 1 stakes; a bought 9: 1; an equal 6 pays 1.
            json!({"Борис": 30, "Вера": 20, "Галя": 10, "Дима": 10, "Ева": -10}),
            // an equal bought 8 pays 2, a bought 9 above 8 takes 1, 7s below pay 1, an equal dealt 8 pays 2.
            json!({"Вера": -20, "Галя": 10, "Дима": -10, "Ева": -10, "Аня": -20}),
            // an equal bought 7 pays 1, a dealt 9 takes 3, a 3 pays 1, a bought 8 takes 1, a 5 pays 1.
            json!({"Галя": -10, "Дима": 30, "Ева": -10, "Аня": 10, "Борис": -10}),
            // a 5 above 3: 1 stake.
            json!({"Дима": 10}),
            // an equal 9 pays 3 stakes; 0 below 9 pays 1.
            json!({"Ева": -30, "Аня": -10}),
        ]
    );
    let rules = rules_of(&r);
    for id in ["macao.pay.natural", "macao.pay.drawn", "macao.pay.higher", "macao.pay.equal", "macao.pay.lower"] {
        assert!(rules.contains(id), "{id}: {rules:?}");
    }
    assert_conserved(&r).unwrap();
}

#[test]
fn over_nine_the_book_takes_nine_away_and_the_option_drops_the_tens() {
    let round = [json!({"hands": {"Аня": "AS", "Борис": "6S 7H"}})];
    let book = ok(GAME, 2, json!({}), &round);
    assert_eq!(book.rows[0].scored.extra["hands"]["Борис"]["total"], json!(4));
    let tens = ok(GAME, 2, json!({"over_nine": "drop-tens"}), &round);
    assert_eq!(tens.rows[0].scored.extra["hands"]["Борис"]["total"], json!(3));
    assert_eq!(fails(GAME, 2, json!({"over_nine": "mod"}), &[]).rule, "macao.option.value");
}

#[test]
fn the_bank_passes_to_the_left_and_a_banker_out_of_turn_is_refused() {
    let first = json!({"banker": "Вера", "hands": {"Вера": "5S", "Аня": "6S", "Борис": "4S"}});
    let r = ok(
        GAME,
        3,
        json!({}),
        &[first.clone(), json!({"banker": "Аня", "hands": {"Аня": "5S", "Борис": "6S", "Вера": "4S"}})],
    );
    assert_eq!(r.rows[1].scored.extra["banker"], json!("Аня"));
    let e = fails(
        GAME,
        3,
        json!({}),
        &[first, json!({"banker": "Борис", "hands": {"Борис": "5S", "Аня": "6S", "Вера": "4S"}})],
    );
    assert_eq!((e.rule.as_str(), e.entry), ("macao.round.banker", Some(2)));
    assert!(e.message().contains("it is Аня's turn"), "{}", e.message());
}

#[test]
fn every_kind_of_bad_record_is_refused_with_its_rule() {
    let t = |v: Value| fails(GAME, 3, json!({}), &[v]).rule;
    let hands = json!({"Аня": "5S", "Борис": "6S"});
    assert_eq!(t(json!({"stakes": {"Борис": 20}, "hands": hands})), "macao.stake.fixed");
    assert_eq!(t(json!({"stakes": {"Борис": 0}, "hands": hands})), "macao.stake.positive");
    assert_eq!(t(json!({"bank": 5, "stakes": {"Борис": 10}, "hands": hands})), "macao.stake.over-bank");
    assert_eq!(t(json!({"stakes": {"Борис": 10}, "hands": {"Аня": "5S", "Вера": "6S"}})), "macao.stake.missing");
    assert_eq!(t(json!({"hands": {"Борис": "5S", "Вера": "6S"}})), "macao.stake.missing");
    assert_eq!(t(json!({"hands": {"Аня": "AS", "Борис": "AS", "Вера": "AS"}})), "macao.hand.copies");
    assert_eq!(t(json!({"hands": {"Аня": "AS", "Борис": "1S"}})), "macao.hand.card");
    assert_eq!(t(json!({"hands": {"Аня": "AS", "Борис": []}})), "macao.hand.count");
    assert_eq!(t(json!({"totals": {"Аня": 5, "Борис": 10}})), "macao.hand.total");
    assert_eq!(t(json!({"totals": {"Аня": 5, "Борис": -1}})), "macao.hand.total");
    assert_eq!(t(json!({"hands": {"Аня": "5S", "Борис": "4S 5D"}, "naturals": ["Борис"]})), "macao.hand.natural");
    assert_eq!(t(json!({"totals": {"Аня": 5, "Борис": 6}, "naturals": ["Вера"]})), "macao.hand.natural");
    assert_eq!(t(json!({"hands": hands, "totals": {"Аня": 6}})), "macao.hand.disagree");
    assert_eq!(t(json!({"bank": 0, "hands": hands})), "macao.bank.amount");
    assert_eq!(t(json!({"hands": hands, "naturals": 3})), "macao.round.format");
    assert_eq!(fails(GAME, 2, json!({"stake": 0}), &[]).rule, "macao.option.value");
    assert_eq!(fails(GAME, 2, json!({"packs": 1}), &[]).rule, "macao.option.unknown");
    let penalty = json!({"penalty": {"player": "Аня", "points": -5, "reason": "x"}});
    assert_eq!(fails(GAME, 2, json!({}), &[penalty]).rule, "macao.penalty");
    let players = vec!["Аня".to_string(), "Борис".to_string()];
    let setup = MACAO.setup(&players, None, &Default::default()).expect("setup");
    let bad = json!({"balances": [0, 0], "bank": -1, "banker": 0, "rounds": 1});
    let got = MACAO.replay_from(&setup, Some(&bad), &[]).map(|_| ()).map_err(|e| e.rule);
    assert_eq!(got, Err("macao.snapshot".to_string()));
}

#[test]
fn a_broken_bank_pays_from_the_bankers_left() {
    // Аня banks 40 with 5; both dealt 9s are owed 30. Борис, on her left, is paid first; Вера gets
    // the last 10.
    let r = ok(GAME, 3, json!({"bank": 40}), &[json!({"hands": {"Аня": "5S", "Борис": "9S", "Вера": "9H"}})]);
    assert_eq!(paid(&r), vec![json!({"Борис": 30, "Вера": 10})]);
    assert!(rules_of(&r).contains("macao.bank.broken"));
}

#[test]
fn every_rule_id_is_raised_or_cited_here() {
    let src = std::fs::read_to_string(file!()).expect("this file");
    let mut seen: BTreeSet<String> = rules_of(&ok(GAME, 3, json!({}), &example()));
    seen.extend(src.split('"').filter(|s| s.starts_with("macao.")).map(String::from));
    for id in ["macao.bank.new", "macao.bank.returned", "macao.money.conserved", "macao.hand.value"] {
        assert!(seen.contains(id), "{id}: the example's explanation cites it");
    }
    for id in RULE_IDS {
        assert!(seen.contains(*id), "{id} is neither raised nor cited by the tests");
    }
}

#[test]
fn through_the_binary_the_sheet_has_the_bank_and_bad_input_changes_nothing() {
    let t = Table::new();
    t.ok(&["new", GAME, "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--hand", "Аня=6S", "--hand", "Борис=9D", "--hand", "Вера=3C,4H"]);
    let v = t.json(&["show"]);
    assert_eq!(v["totals"], json!({"Аня": -100, "Борис": 30, "Вера": 10}));
    assert_eq!((v["bank"].clone(), v["banker"].clone()), (json!(60), json!("Аня")));
    let sheet = t.ok(&["show"]);
    assert!(sheet.contains("Bank") && sheet.contains("60"), "{sheet}");
    t.refused(&["deal", "--stakes", "Аня=20,Вера=10", "--total", "Борис=5,Аня=6,Вера=7"], "macao.stake.fixed");
    t.refused(&["deal", "--banker", "Вера", "--total", "Вера=5,Аня=6,Борис=7"], "macao.round.banker");
    t.refused(&["deal", "--total", "Борис=5,Аня=12,Вера=7"], "macao.hand.total");
    t.refused(&["deal", "--hand", "Борис=5S", "--hand", "Аня=0S", "--hand", "Вера=7S"], "macao.hand.card");
    t.refused(&["deal", "--total", "Борис=5,Аня=6,Вера=7", "--natural", "Галя"], "match.player.unknown");
    t.refused(&["deal", "--bank", "-3", "--total", "Борис=5,Аня=6,Вера=7"], "macao.bank.amount");
}

#[test]
fn the_banker_holds_his_one_card_dealt_as_the_book_has_it() {
    let round = json!({"hands": {"Аня": "2S 7D", "Борис": "9C", "Вера": "3C 4H"}});
    let e = fails(GAME, 3, json!({}), &[round]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("macao.banker.buys", Some("Аня")));
    assert!(e.message().contains("the banker Аня holds 2♠ 7♦"), "{}", e.message());
    assert_eq!(fails(GAME, 2, json!({"banker_buys": "always"}), &[]).rule, "macao.option.value");
    // `kozyr new` stores the book's rule for a new match.
    let t = Table::new();
    t.ok(&["new", GAME, "--players", "Аня,Борис,Вера"]);
    t.refused(&["deal", "--hand", "Аня=2S,7D", "--hand", "Борис=9C", "--hand", "Вера=3C,4H"], "macao.banker.buys");
    // A new match or a document takes the book's rule; the options a match stored before the
    // option existed restore with the old one.
    let players = vec!["Аня".to_string(), "Борис".to_string()];
    let setup = MACAO.setup(&players, None, &Default::default()).expect("setup");
    assert_eq!(setup.options["banker_buys"], json!("never"));
    let old = json!({"bank": 100, "stake": 10, "over_nine": "minus-nine"});
    let restored = MACAO.restore(&players, None, old.as_object().expect("options")).expect("restore");
    assert_eq!(restored.options["banker_buys"], json!("final"));
}

#[test]
fn where_the_banker_buys_a_dealt_nine_eight_or_seven_meets_his_card_dealt() {
    // Аня is dealt 2♠ and buys 7♦: 9. Борис's dealt 9 and Галя's dealt 8 are above her dealt 2:
    // 3 and 2 stakes; Вера's bought 7 and Дима's dealt 5 are below her 9: one stake each.
    let round = json!({"hands": {"Аня": "2S 7D", "Борис": "9C", "Вера": "3C 4H", "Галя": "8C", "Дима": "5C"}});
    let r = ok(GAME, 5, json!({"banker_buys": "dealt"}), std::slice::from_ref(&round));
    assert_eq!(paid(&r), vec![json!({"Борис": 30, "Вера": -10, "Галя": 20, "Дима": -10})]);
    let said: Vec<String> = r.rows[0].scored.explain.iter().map(|s| s.text.english()).collect();
    assert!(
        said.iter().any(|s| s.contains("Борис's 9 with the card dealt") && s.contains("dealt counts 2")),
        "{said:?}"
    );
    // `final`: every hand against her 9 — Борис's equal 9 pays 3 stakes, Галя's 8 one.
    let r = ok(GAME, 5, json!({"banker_buys": "final"}), &[round]);
    assert_eq!(paid(&r), vec![json!({"Борис": -30, "Вера": -10, "Галя": -10, "Дима": -10})]);
    // A banker who bought, recorded by his total alone: his card dealt is unknown.
    let e = fails(
        GAME,
        3,
        json!({"banker_buys": "dealt"}),
        &[json!({"totals": {"Аня": 9, "Борис": 9, "Вера": 3}, "naturals": "Борис"})],
    );
    assert_eq!(e.rule, "macao.banker.dealt");
    let named = json!({"totals": {"Аня": 9, "Борис": 9, "Вера": 3}, "naturals": "Аня, Борис"});
    assert_eq!(paid(&ok(GAME, 3, json!({"banker_buys": "dealt"}), &[named])), vec![json!({"Борис": -30, "Вера": -10})]);
}

#[test]
fn a_match_stored_before_banker_buys_replays_as_before() {
    use crate::support::family_resume::{effective, run};
    let deals = vec![json!({"hands": {"Аня": "2S 7D", "Борис": "9C", "Вера": "3C 4H"}})];
    let (game, setup, entries) = effective(&stakes_support::doc(GAME, 3, json!({}), deals));
    // The options as a ledger stored them then: bank, stake and over_nine only.
    let old = json!({"bank": 100, "stake": 10, "over_nine": "minus-nine"});
    let setup = game.restore(&setup.players, None, old.as_object().expect("options")).expect("restore");
    let r = run(game, &setup, &entries).expect("the old match replays");
    // As kozyr settled it then: Борис's 9 equals Аня's 9 after buying and pays 3 stakes.
    assert_eq!(r.scored[0].totals, vec![-100, -30, -10]);
    assert_eq!(r.scored[0].pool.map(|p| p.amount), Some(140));
}

#[test]
fn the_first_banker_is_whoever_drew_the_lowest_card() {
    let hands = json!({"Аня": "6S", "Борис": "5H", "Вера": "9D"});
    let round = |draw: Value| json!({"bank_draw": draw, "hands": hands});
    let r = ok(GAME, 3, json!({}), &[round(json!({"Аня": "9S", "Борис": "3H", "Вера": "KD"}))]);
    // Борис banks with 5: Вера's dealt 9 takes 3 stakes, Аня's 6 one.
    assert_eq!(r.rows[0].scored.extra["banker"], json!("Борис"));
    assert_eq!(r.rows[0].scored.extra["bank_draw"]["Борис"], json!(["3H"]));
    assert_eq!(paid(&r), vec![json!({"Аня": 10, "Вера": 30})]);
    // Tied at the lowest, Аня and Борис draw again: Аня's 4 is lower.
    let r = ok(GAME, 3, json!({}), &[round(json!({"Аня": "3S 4D", "Борис": "3H 5C", "Вера": "AD"}))]);
    assert_eq!(r.rows[0].scored.extra["banker"], json!("Аня"), "the ace is the highest card");
    let t = |draw: Value| fails(GAME, 3, json!({}), &[round(draw)]);
    assert_eq!(t(json!({"Аня": "3S", "Борис": "3H", "Вера": "KD"})).rule, "macao.bank.first");
    assert_eq!(t(json!({"Аня": "3S", "Борис": "4H 2C", "Вера": "KD"})).rule, "macao.bank.first");
    assert_eq!(t(json!({"Аня": "3S", "Борис": "4H"})).rule, "macao.bank.first");
    assert_eq!(t(json!({"Аня": "3S", "Борис": "3S", "Вера": "3S"})).rule, "macao.hand.copies");
    let named = json!({"banker": "Аня", "bank_draw": {"Аня": "9S", "Борис": "3H", "Вера": "KD"}, "hands": hands});
    let e = fails(GAME, 3, json!({}), &[named]);
    assert_eq!(e.rule, "macao.bank.first");
    assert!(e.message().contains("Борис drew the lowest card (3♥)"), "{}", e.message());
    // Only the first banker is drawn for: then the bank passes to the left.
    let later = [
        json!({"hands": {"Аня": "6S", "Борис": "5H", "Вера": "9D"}}),
        json!({"bank_draw": {"Аня": "9S", "Борис": "3H", "Вера": "KD"}, "hands": {"Аня": "6S", "Борис": "5H", "Вера": "9D"}}),
    ];
    assert_eq!(fails(GAME, 3, json!({}), &later).rule, "macao.bank.first");
}

#[test]
fn an_exchanged_ten_or_court_card_is_recorded_and_checked() {
    // Борис gave back K♠ for the 9♣ he holds: the card got in exchange stands for the card dealt.
    let r = ok(
        GAME,
        3,
        json!({}),
        &[json!({"hands": {"Аня": "6S", "Борис": "9C", "Вера": "4D"}, "exchanges": {"Борис": "KS"}})],
    );
    assert_eq!(paid(&r), vec![json!({"Борис": 30, "Вера": -10})]);
    let t = |x: Value| {
        fails(GAME, 3, json!({}), &[json!({"hands": {"Аня": "6S", "Борис": "9C", "Вера": "KS"}, "exchanges": x})])
    };
    assert_eq!(t(json!({"Борис": "5S"})).rule, "macao.exchange", "only a ten or a court card");
    assert_eq!(t(json!({"Аня": "QS"})).rule, "macao.exchange", "the banker does not exchange");
    assert_eq!(t(json!({"Борис": "KS", "Вера": "KS"})).rule, "macao.hand.copies", "a third K♠");
    assert_eq!(t(json!({"Борис": "KS 10S"})).rule, "macao.round.format");
}

#[test]
fn the_draw_for_the_bank_and_the_exchange_through_the_binary() {
    let t = Table::new();
    t.ok(&["new", GAME, "--players", "Аня,Борис,Вера"]);
    t.refused(
        &["deal", "--bank-draw", "Аня=9S", "--bank-draw", "Борис=3H", "--hand", "Аня=6S", "--hand", "Борис=5H"],
        "macao.bank.first",
    );
    t.refused(&["deal", "--hand", "Аня=6S,2C", "--hand", "Борис=5H"], "macao.banker.buys");
    t.ok(&[
        "deal",
        "--bank-draw",
        "Аня=9S",
        "--bank-draw",
        "Борис=3H",
        "--bank-draw",
        "Вера=KD",
        "--hand",
        "Аня=6S",
        "--hand",
        "Борис=5H",
        "--hand",
        "Вера=9D",
        "--exchange",
        "Вера=QC",
    ]);
    let v = t.json(&["show"]);
    assert_eq!(v["totals"], json!({"Аня": 10, "Борис": -100, "Вера": 30}));
}
