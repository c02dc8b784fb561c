//! Nine through the library and the real binary: everyone pays the ante and each pass into the
//! bank, the first out takes it, so every deal's money sums to zero; quick entry and the whole deal
//! refereed (9♦ first, every card a nine or the next of its row, a pass only with nothing to play);
//! the agreed end; every refusal (exit 1, its rule id, the ledger unchanged).

use crate::support::common;
use crate::support::handcount as handcount_support;

use common::*;
use handcount_support::{nine_deal, playable, NineDeal, Rng};
use kozyr::cards::Card;
use kozyr::games::{Replay, RuleError};
use serde_json::{json, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

fn run(players: usize, options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    match_doc("nine", &NAMES, players, None, options, deals.to_vec()).replay()
}

fn ok(players: usize, options: Value, deals: &[Value]) -> Replay {
    run(players, options, deals).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn fails(players: usize, deals: &[Value]) -> RuleError {
    match run(players, json!({}), deals) {
        Ok(r) => panic!("accepted: totals {:?}", r.totals),
        Err(e) => e,
    }
}

/// The whole deal with turn `i` replaced.
fn with_turn(d: &NineDeal, i: usize, t: Option<Card>) -> String {
    let mut d = d.clone();
    d.turns[i] = t;
    d.text()
}

#[test]
fn the_first_out_takes_the_ante_and_every_pass() {
    // Three players put 1 each: 3; Аня passed twice, Борис once: 3 more. Вера takes 6, her own 1
    // in it: +5; Аня −1 −2 = −3; Борис −1 −1 = −2.
    let r = ok(3, json!({}), &[json!({"out": "Вера", "passes": {"Аня": 2, "Борис": 1}, "nine": "Борис"})]);
    assert_eq!(r.rows[0].scored.scores, [-3, -2, 5]);
    assert_eq!(r.rows[0].scored.extra["bank"], 6);
    // Ante 2: the bank is 6 + 3 = 9: Вера +7, Аня −4, Борис −3.
    let r = ok(3, json!({"ante": 2}), &[json!({"out": "Вера", "passes": {"Аня": 2, "Борис": 1}})]);
    assert_eq!(r.rows[0].scored.scores, [-4, -3, 7]);
    // Nobody passed: the winner takes back the others' ante.
    let r = ok(4, json!({}), &[json!({"out": "Аня"})]);
    assert_eq!(r.rows[0].scored.scores, [3, -1, -1, -1]);
}

#[test]
fn a_whole_deal_is_refereed_and_scores_what_quick_entry_scores() {
    let mut rng = Rng::new(7);
    for players in 2..=6 {
        let d = nine_deal(&mut rng, players, players - 1);
        let r = ok(players, json!({}), &[json!({"play": d.text()})]);
        let quick: serde_json::Map<String, Value> =
            (0..players).map(|s| (NAMES[s].to_string(), json!(d.passes[s]))).collect();
        let q = ok(players, json!({}), &[json!({"out": NAMES[d.out], "passes": quick, "nine": NAMES[d.holder]})]);
        assert_eq!(r.rows[0].scored.scores, q.rows[0].scored.scores);
        assert_eq!(r.rows[0].scored.scores.iter().sum::<i64>(), 0);
        // Both at once must agree.
        let both = json!({"play": d.text(), "out": NAMES[d.out], "passes": quick, "nine": NAMES[d.holder]});
        ok(players, json!({}), std::slice::from_ref(&both));
        let mut wrong = both;
        wrong["out"] = json!(NAMES[(d.out + 1) % players]);
        assert_eq!(fails(players, &[wrong]).rule, "nine.entry.disagree");
    }
}

#[test]
fn a_wrong_pass_names_the_card_that_could_have_been_played() {
    let mut rng = Rng::new(11);
    let d = nine_deal(&mut rng, 3, 0);
    let i = (1..d.turns.len()).find(|&i| d.turns[i].is_some()).expect("a card after 9♦");
    let e = fails(3, &[json!({"play": with_turn(&d, i, None)})]);
    assert_eq!(e.rule, "nine.pass.playable");
    assert!(e.message().contains("could play"), "{e}");
    assert!(e.card.is_some(), "the card is named");
    assert_eq!(e.player.as_deref(), Some(NAMES[d.seat(i)]));
}

#[test]
fn every_card_is_a_nine_or_the_next_of_its_row() {
    let mut rng = Rng::new(5);
    let d = nine_deal(&mut rng, 3, 2);
    // 9♦ opens.
    let first = d.hands[d.holder].iter().copied().find(|c| c.ascii() != "9D").expect("another card");
    assert_eq!(fails(3, &[json!({"play": with_turn(&d, 0, Some(first))})]).rule, "nine.play.first");
    // Turn 2 (after 9♦ alone): a card of the player's that is not playable.
    let seat = d.seat(1);
    let mut rows = [None; 4];
    rows[1] = Some((9u8, 9u8));
    let allowed = playable(&rows);
    if let Some(bad) = d.hands[seat].iter().copied().find(|c| !allowed.contains(c)) {
        assert_eq!(fails(3, &[json!({"play": with_turn(&d, 1, Some(bad))})]).rule, "nine.play.card");
    }
    // A card another player holds.
    let other = d.hands[(seat + 1) % 3][0];
    assert_eq!(fails(3, &[json!({"play": with_turn(&d, 1, Some(other))})]).rule, "nine.play.not-held");
    // After the last card, nothing; before it, the deal is unfinished.
    let mut after = d.clone();
    after.turns.push(None);
    assert_eq!(fails(3, &[json!({"play": after.text()})]).rule, "nine.play.after-out");
    let mut short = d.clone();
    short.turns.pop();
    assert_eq!(fails(3, &[json!({"play": short.text()})]).rule, "nine.play.unfinished");
    // The hands are the pack dealt one at a time.
    let mut twice = d.clone();
    let c = twice.hands[0][0];
    twice.hands[1][0] = c;
    assert_eq!(fails(3, &[json!({"play": twice.text()})]).rule, "nine.play.hands");
    let mut uneven = d.clone();
    let moved = uneven.hands[0].pop().expect("a card");
    uneven.hands[1].push(moved);
    let moved = uneven.hands[0].pop().expect("a card");
    uneven.hands[1].push(moved);
    assert_eq!(fails(3, &[json!({"play": uneven.text()})]).rule, "nine.play.hands");
    assert_eq!(fails(3, &[json!({"play": 5})]).rule, "nine.play.format");
}

#[test]
fn the_match_ends_as_agreed() {
    let d = json!({"out": "Аня", "passes": {"Борис": 3}});
    let r = ok(2, json!({"deals": 2}), &[d.clone(), d.clone()]);
    assert_eq!((r.finished, r.winner, r.totals.clone()), (true, Some(0), vec![8, -8]));
    let r = ok(2, json!({"limit": 4}), std::slice::from_ref(&d)); // bank 2 + 3 = 5: Аня +4
    assert_eq!((r.finished, r.winner), (true, Some(0)));
    let r = ok(2, json!({}), &[d.clone(), d]);
    assert!(!r.finished, "no end unless agreed");
}

#[test]
fn every_bad_input_is_refused_by_rule_and_writes_nothing() {
    let t = Table::new();
    t.ok(&["new", "nine", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--out", "Вера", "--passes", "Аня=2,Борис=1", "--nine", "Борис"]);
    let cases: &[(&[&str], &str)] = &[
        (&["--passes", "Аня=2"], "nine.out.missing"),
        (&["--out", "Вера", "--passes", "Аня=-1"], "nine.passes.range"),
        (&["--out", "Вера", "--passes", "Аня=35"], "nine.passes.range"),
        (&["--out", "Вера", "--nine", "Глеб"], "match.player.unknown"),
        (&["--out", "Вера", "--dealer", "Аня"], "nine.deal.dealer"),
    ];
    for (flags, rule) in cases {
        let mut args = vec!["deal"];
        args.extend_from_slice(flags);
        t.refused(&args, rule);
    }
    let mut rng = Rng::new(3);
    let d = nine_deal(&mut rng, 3, 1);
    let i = (1..d.turns.len()).find(|&i| d.turns[i].is_some()).expect("a card after 9♦");
    let bad = t.file("pass.txt", &with_turn(&d, i, None));
    let err = t.refused(&["deal", "--tricks", &bad], "nine.pass.playable");
    assert!(err.contains(&format!("turn {}", i + 1)), "{err}");
    let good = t.file("deal.txt", &d.text());
    t.refused(&["deal", "--tricks", &good, "--out", NAMES[(d.out + 1) % 3]], "nine.entry.disagree");
    t.refused(&["penalty", "--player", "Аня", "--reason", "late"], "nine.penalty.points");
    let file = t.file("bad.json", r#"{"out": "Вера", "left": {"Аня": ["KS"]}}"#);
    t.refused(&["deal", "--file", &file], "nine.deal.format");
    t.ok(&["deal", "--tricks", &good]);
    let fresh = Table::new();
    fresh.refused(&["new", "nine", "--players", "Аня,Борис", "--option", "ante=-1"], "nine.option.value");
    fresh.refused(&["new", "nine", "--players", "Аня,Борис", "--option", "pot=1"], "nine.option.unknown");
}

#[test]
fn nine_speaks_russian_and_bulgarian() {
    let t = Table::new();
    t.ok(&["new", "nine", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--out", "Вера", "--passes", "Аня=2,Борис=1", "--nine", "Борис"]);
    let ru = t.ok(&["--lang", "ru", "explain"]);
    assert!(ru.contains("забирает банк"), "{ru}");
    let bg = t.ok(&["--lang", "bg", "explain"]);
    assert!(bg.contains("взема банката"), "{bg}");
}
