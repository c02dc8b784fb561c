//! Khrap through the library and the real binary: worked deals by hand — a khrap made in the first
//! round takes the whole pot, in the second half of it (the odd unit left in the pot); the others'
//! tricks take nothing; the khrapper short or with none and a vist with none pay into the pot; two
//! rounds of passes deal again — five tricks refereed, and every kind of bad input refused (exit 1,
//! its rule id, the ledger unchanged).

use crate::support::common;

use common::*;
use kozyr::games::{Replay, RuleError};
use serde_json::{json, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

fn run(players: usize, options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    match_doc("khrap", &NAMES, players, None, options, deals.to_vec()).replay()
}

fn ok(players: usize, options: Value, deals: &[Value]) -> Replay {
    run(players, options, deals).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn fails(players: usize, options: Value, deals: &[Value]) -> RuleError {
    match run(players, options, deals) {
        Ok(r) => panic!("accepted: totals {:?}", r.totals),
        Err(e) => e,
    }
}

fn pot(r: &Replay) -> i64 {
    r.rows.last().and_then(|row| row.scored.pool).map(|p| p.amount).expect("a pot")
}

fn rules(r: &Replay, row: usize) -> Vec<&'static str> {
    r.rows[row].scored.explain.iter().map(|s| s.rule).collect()
}

/// Three players, Аня dealing: Борис declares khrap, Вера vists, Аня passes.
const BORIS_KHRAPS: &str = "khrap vist pass";

#[test]
fn a_khrap_made_in_the_first_round_takes_the_whole_pot() {
    // Pot 12: Борис takes it all; Вера's two tricks take nothing, but she took one, so pays nothing.
    let r = ok(3, json!({}), &[json!({"bidding": BORIS_KHRAPS, "won": {"Борис": 3, "Вера": 2}})]);
    assert_eq!(r.rows[0].scored.scores, [-4, 8, -4]);
    assert_eq!(pot(&r), 0);
    assert!(rules(&r, 0).contains(&"khrap.score.khrap"));
    assert!(rules(&r, 0).contains(&"khrap.score.others"));
    // Russian words.
    let q = ok(3, json!({}), &[json!({"bidding": "храп вист пас", "won": {"Борис": 3, "Вера": 2}})]);
    assert_eq!(q.rows[0].scored.scores, r.rows[0].scored.scores);
}

#[test]
fn a_khrap_made_in_the_second_round_takes_half_the_pot() {
    // Round 1 all pass: everyone adds 4, the pot 24. Round 2: Вера declares khrap, Борис vists.
    let d = json!({"bidding": ["pass pass pass", "pass khrap pass vist"], "won": {"Вера": 3, "Борис": 2}});
    let r = ok(3, json!({}), &[d]);
    assert_eq!(r.rows[0].scored.scores, [-8, -8, 4]);
    assert_eq!(pot(&r), 12);
    // An odd pot: the short payment 3 leaves 15; next deal 15 + 12 + 12 = 39, half 19, 20 stays.
    let short = json!({"bidding": BORIS_KHRAPS, "won": {"Борис": 2, "Вера": 3}});
    let alone = json!({"bidding": ["pass pass pass", "pass khrap pass pass"]});
    let r = ok(3, json!({"short": 3}), &[short, alone]);
    assert_eq!(r.rows[0].scored.scores, [-4, -7, -4]);
    assert_eq!(r.rows[1].scored.scores, [11, -8, -8]);
    assert_eq!(pot(&r), 20);
    assert!(rules(&r, 1).contains(&"khrap.score.remainder"));
    assert!(rules(&r, 1).contains(&"khrap.score.uncontested"));
}

#[test]
fn a_failing_khrap_and_a_vist_with_none_pay_into_the_pot() {
    // No trick: double the pot, 24; Вера made her one trick.
    let r = ok(3, json!({}), &[json!({"bidding": BORIS_KHRAPS, "won": {"Борис": 0, "Вера": 5}})]);
    assert_eq!(r.rows[0].scored.scores, [-4, -28, -4]);
    assert_eq!(pot(&r), 12 + 24);
    assert!(rules(&r, 0).contains(&"khrap.score.none"));
    // Short (two tricks): the agreed 4.
    let r = ok(3, json!({}), &[json!({"bidding": BORIS_KHRAPS, "won": {"Борис": 2, "Вера": 3}})]);
    assert_eq!(r.rows[0].scored.scores, [-4, -8, -4]);
    assert!(rules(&r, 0).contains(&"khrap.score.short"));
    // The vist with none pays the pot; a cutter («разрез») too.
    let r =
        ok(3, json!({}), &[json!({"bidding": BORIS_KHRAPS, "cut": "Аня", "won": {"Борис": 5, "Вера": 0, "Аня": 0}})]);
    assert_eq!(r.rows[0].scored.scores, [-16, 8, -16]);
    assert_eq!(pot(&r), 24);
    assert!(rules(&r, 0).contains(&"khrap.score.vist-none"));
}

#[test]
fn two_rounds_of_passes_deal_again_with_the_stake_tripled() {
    let r = ok(3, json!({}), &[json!({"bidding": ["pass pass pass", "pass pass pass"]})]);
    assert_eq!(r.rows[0].scored.scores, [-12, -12, -12]);
    assert_eq!(pot(&r), 36);
    let e = fails(3, json!({}), &[json!({"bidding": vec!["pass pass pass"; 3]})]);
    assert_eq!(e.rule, "khrap.bid.rounds");
    let e = fails(3, json!({}), &[json!({"bidding": ["pass pass pass"]})]);
    assert_eq!(e.rule, "khrap.bid.rounds");
}

/// Борис declares khrap with ♠ trump, Вера vists: Борис AS KS QH JH 9C, Вера 7S QS AH 8C 10D.
const PLAY: &str = "AS 7S\nKS QS\nQH AH\n8C 9C\nВера:10D Борис:JH";

#[test]
fn five_tricks_are_refereed_and_score_as_quick_entry() {
    // Борис leads AS, KS (Вера follows), QH (Вера's AH wins), Вера leads 8C (Борис 9C wins), Борис
    // leads JH… no: Борис won trick 4 and leads JH, Вера discards 10D (no hearts, no spades left).
    let text = "AS 7S\nKS QS\nQH AH\n8C 9C\nJH 10D";
    let r = ok(3, json!({}), &[json!({"bidding": BORIS_KHRAPS, "turned": "9S", "play": text})]);
    assert_eq!(r.rows[0].scored.extra["won"], json!({"Борис": 4, "Вера": 1}));
    assert_eq!(r.rows[0].scored.scores, [-4, 8, -4]);
    // Trick 5 written as Вера leading is out of turn: Борис won trick 4.
    let e = fails(3, json!({}), &[json!({"bidding": BORIS_KHRAPS, "turned": "9S", "play": PLAY})]);
    assert_eq!(e.rule, "khrap.play.out-of-turn");
    // Вера plays 8C on the spade lead while holding QS: a revoke.
    let revoke = "AS 8C\nKS QS\nQH AH\n7S 9C\nJH 10D";
    let e = fails(3, json!({}), &[json!({"bidding": BORIS_KHRAPS, "turned": "9S", "play": revoke})]);
    assert_eq!((e.rule.as_str(), e.trick, e.player.as_deref()), ("khrap.play.follow-suit", Some(1), Some("Вера")));
    // Four tricks are not a Khrap deal.
    let e =
        fails(3, json!({}), &[json!({"bidding": BORIS_KHRAPS, "turned": "9S", "play": "AS 7S\nKS QS\nQH AH\n8C 9C"})]);
    assert_eq!(e.rule, "khrap.play.card-count");
}

#[test]
fn every_bad_input_is_refused_by_rule_and_writes_nothing() {
    let t = Table::new();
    t.ok(&["new", "khrap", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--bidding", "khrap vist pass", "--won", "Борис=3,Вера=2"]);
    // Борис deals now: Вера speaks first.
    let cases: &[(&[&str], &str)] = &[
        (&["--bidding", "pass vist pass"], "khrap.bid.vist-first"),
        (&["--bidding", "khrap khrap pass"], "khrap.bid.second"),
        (&["--bidding", "frap vist pass"], "khrap.bid.format"),
        (&["--bidding", "blind vist pass"], "khrap.bid.format"),
        (&["--bidding", "khrap vist"], "khrap.bid.order"),
        (&["--bidding", "pass pass pass"], "khrap.bid.rounds"),
        (&["--bidding", "khrap vist pass", "--cut", "Аня", "--won", "Вера=5"], "khrap.cut"),
        (&["--bidding", "khrap pass vist", "--exchanged", "Аня=4,Вера=5", "--won", "Вера=5"], "khrap.exchange.size"),
        (&["--bidding", "khrap vist pass", "--won", "Вера=3,Аня=1"], "khrap.won.sum"),
        (&["--bidding", "khrap vist pass", "--won", "Вера=6,Аня=0"], "khrap.won.range"),
        (&["--bidding", "khrap vist pass"], "khrap.deal.won"),
        (&["--bidding", "khrap pass pass", "--won", "Вера=4"], "khrap.score.uncontested"),
        (&["--bidding", "khrap vist pass", "--won", "Вера=5", "--dealer", "Вера"], "khrap.deal.dealer"),
    ];
    for (flags, rule) in cases {
        let mut args = vec!["deal"];
        args.extend_from_slice(flags);
        t.refused(&args, rule);
    }
    // Khrap has no blind frap: no such flag.
    t.refused(&["deal", "--bidding", "khrap vist pass", "--won", "Вера=5", "--blind"], "entry.flag.unknown");
    // Nor the field in a deal file: refused as any unknown field, not scored as an ordinary khrap.
    let blind = t.file("blind.json", r#"{"bidding": "khrap vist pass", "won": {"Вера": 5}, "blind": true}"#);
    t.refused(&["deal", "--file", &blind], "khrap.deal.format");
    let plain = t.file("plain.json", r#"{"bidding": "khrap vist pass", "won": {"Вера": 5}, "blind": false}"#);
    t.refused(&["deal", "--file", &plain], "khrap.deal.format");
    // Вера declares khrap with ♠ trump, Аня vists; the cards of PLAY, Вера leading.
    let text = "turned: 9S\nAS 7S\nKS QS\nQH AH\n8C 9C\nJH 10D";
    let good = t.file("good.txt", text);
    let bad = t.file("bad.txt", "turned: 9S\nAS 8C\nKS QS\nQH AH\n7S 9C\nJH 10D");
    let held = t.file("held.txt", "turned: AS\nAS 7S\nKS QS\nQH AH\n8C 9C\nJH 10D");
    t.refused(&["deal", "--bidding", "khrap vist pass", "--tricks", &bad], "khrap.play.follow-suit");
    t.refused(&["deal", "--bidding", "khrap vist pass", "--tricks", &held], "khrap.play.turned");
    t.refused(
        &["deal", "--bidding", "khrap vist pass", "--tricks", &good, "--won", "Вера=3,Аня=2"],
        "khrap.entry.disagree",
    );
    t.refused(&["penalty", "--player", "Аня", "--reason", "late"], "khrap.penalty.points");
    t.ok(&["deal", "--bidding", "khrap vist pass", "--tricks", &good]);
    let fresh = Table::new();
    // Eleven players cannot be dealt five cards each from 52.
    fresh.refused(&["new", "khrap", "--players", "А,Б,В,Г,Д,Е,Ж,З,И,К,Л"], "match.players.count");
    fresh.refused(&["new", "khrap", "--players", "Аня,Борис", "--option", "deck=36"], "khrap.option.value");
    fresh.refused(&["new", "khrap", "--players", "Аня,Борис", "--option", "blind_one=3"], "khrap.option.unknown");
}

#[test]
fn razrez_is_a_declaration_said_after_the_khrap_and_plays_as_a_cut() {
    // Аня deals: Борис khraps, Вера says «разрез», Аня passes. Вера cuts: she leads and needs one
    // trick. Борис takes three: the whole pot, 12; Вера's two take nothing, and she owes nothing.
    let d = json!({"bidding": "khrap razrez pass", "won": {"Борис": 3, "Вера": 2}});
    let r = ok(3, json!({}), &[d]);
    assert_eq!(r.rows[0].scored.scores, [-4, 8, -4]);
    assert_eq!(r.rows[0].scored.extra["cut"], json!(["Вера"]));
    assert_eq!(r.rows[0].scored.extra["vists"], json!([]));
    assert_eq!(r.rows[0].scored.extra["leader"], json!("Вера"));
    // The Russian and English words; a cutter with no trick pays the pot, as the book's «разрезающие
    // — только одну».
    let d = json!({"bidding": "Борис:храп, Вера:разрез, Аня:пас", "won": {"Борис": 5, "Вера": 0}});
    let r = ok(3, json!({}), &[d]);
    assert_eq!(r.rows[0].scored.scores, [-4, 8, -16]);
    assert_eq!(pot(&r), 12);
    assert!(rules(&r, 0).contains(&"khrap.score.vist-none"));
    let r = ok(3, json!({}), &[json!({"bidding": "khrap cut pass", "won": {"Борис": 3, "Вера": 2}})]);
    assert_eq!(r.rows[0].scored.extra["cut"], json!(["Вера"]));
    // Two say «разрез»: the first to say it leads.
    let d = json!({"bidding": "pass khrap razrez razrez", "won": {"Вера": 3, "Аня": 1, "Борис": 1}});
    let r = ok(3, json!({}), &[d]);
    assert_eq!(r.rows[0].scored.extra["cut"], json!(["Аня", "Борис"]));
    assert_eq!(r.rows[0].scored.extra["leader"], json!("Аня"));
}

#[test]
fn razrez_before_a_khrap_or_twice_is_refused() {
    // Before anyone khrapped there is nothing to cut: «храп» or «пас».
    let e = fails(3, json!({}), &[json!({"bidding": "razrez khrap pass pass", "won": {"Вера": 5}})]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("khrap.bid.razrez", Some("Борис")));
    // The second «разрез» of one player: he said it in the bidding and is written in `cut` too.
    let d = json!({"bidding": "khrap razrez pass", "cut": "Вера", "won": {"Борис": 3, "Вера": 2}});
    assert_eq!(fails(3, json!({}), &[d]).rule, "khrap.cut");
    // Frap's three declarations have no «разрез»: its cut («подрезка») is written with `cut`.
    let e = match_doc(
        "frap",
        &NAMES,
        3,
        None,
        json!({}),
        vec![json!({"bidding": "frap razrez pass", "won": {"Борис": 4}})],
    )
    .replay()
    .expect_err("refused");
    assert_eq!(e.rule, "frap.bid.format");
    let t = Table::new();
    t.ok(&["new", "khrap", "--players", "Аня,Борис,Вера"]);
    t.refused(&["deal", "--bidding", "разрез храп пас пас", "--won", "Вера=5"], "khrap.bid.razrez");
    t.ok(&["deal", "--bidding", "khrap razrez pass", "--won", "Борис=3,Вера=2"]);
}
