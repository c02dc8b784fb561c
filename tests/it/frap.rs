//! Frap through the library and the real binary: worked deals by hand for every payment of the
//! book — a quarter of the pot a trick, the remainder left in it, the frapper one short and with
//! none, a vist with none, the blind frap's ×2 / ×4 / ×3, the stake grown by every round of passes
//! and the new deal after three — the bidding and the play refereed, and every kind of bad input
//! refused (exit 1, its rule id, the ledger unchanged).

use crate::support::common;

use common::*;
use kozyr::games::{Replay, RuleError};
use serde_json::{json, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

fn run(players: usize, options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    match_doc("frap", &NAMES, players, None, options, deals.to_vec()).replay()
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

/// Three players, Аня dealing: Борис speaks first, then Вера, then Аня.
const BORIS_FRAPS: &str = "frap vist pass";

#[test]
fn each_trick_takes_a_quarter_of_the_pot() {
    // Four players ante 4: 16, a quarter 4. Аня deals: Борис passes, Вера fraps, Галя vists, Аня and
    // Борис pass. Вера and Галя take two tricks each: 8 each, their own 4 in it.
    let r = ok(4, json!({}), &[json!({"bidding": "pass frap vist pass pass", "won": {"Вера": 2, "Галя": 2}})]);
    assert_eq!(r.rows[0].scored.scores, [-4, -4, 4, 4]);
    assert_eq!(pot(&r), 0);
    assert!(rules(&r, 0).contains(&"frap.money.conserved"));
    // The same by Russian words and names.
    let named = "Борис:пас, Вера:фрап, Галя:вист, Аня:пас, Борис:пас";
    let q = ok(4, json!({}), &[json!({"bidding": named, "won": {"Вера": 2, "Галя": 2}})]);
    assert_eq!(q.rows[0].scored.scores, r.rows[0].scored.scores);
}

#[test]
fn a_quarter_that_does_not_divide_leaves_the_remainder_in_the_pot() {
    // Ante 5: 15, a quarter 3; Борис 3 tricks 9, Вера 1 trick 3; 3 stays.
    let r = ok(3, json!({"ante": 5}), &[json!({"bidding": BORIS_FRAPS, "won": {"Борис": 3, "Вера": 1}})]);
    assert_eq!(r.rows[0].scored.scores, [-5, 4, -2]);
    assert_eq!(pot(&r), 3);
    assert!(rules(&r, 0).contains(&"frap.score.remainder"));
    // The next deal plays for it with the new antes: 3 + 15 = 18, a quarter 4, 2 stays.
    let next = json!({"bidding": "frap vist pass", "won": {"Вера": 4}});
    let r = ok(3, json!({"ante": 5}), &[json!({"bidding": BORIS_FRAPS, "won": {"Борис": 3, "Вера": 1}}), next]);
    // Борис deals the second: Вера fraps, Аня vists, Борис passes; Вера takes 16, Аня pays the pot 18.
    assert_eq!(r.rows[1].scored.scores, [-23, -5, 11]);
    assert_eq!(pot(&r), 2 + 18);
}

#[test]
fn a_frapper_one_short_adds_the_agreed_sum_and_still_takes_his_quarter() {
    let d = json!({"bidding": BORIS_FRAPS, "won": {"Борис": 1, "Вера": 3}});
    // Pot 12, quarter 3: Борис +3 −4 (ante) −4 (short) = −5; Вера +9 −4 = +5; the pot keeps the 4.
    let r = ok(3, json!({}), std::slice::from_ref(&d));
    assert_eq!(r.rows[0].scored.scores, [-4, -5, 5]);
    assert_eq!(pot(&r), 4);
    assert!(rules(&r, 0).contains(&"frap.score.short"));
    // The agreed sum is an option.
    let r = ok(3, json!({"short": 10}), &[d]);
    assert_eq!(r.rows[0].scored.scores, [-4, -11, 5]);
    assert_eq!(pot(&r), 10);
}

#[test]
fn a_frapper_with_no_trick_pays_double_the_pot_and_a_vist_with_none_pays_the_pot() {
    // Pot 12: Вера takes the four quarters; Борис pays 24, played for after the next deal.
    let r = ok(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "won": {"Борис": 0, "Вера": 4}})]);
    assert_eq!(r.rows[0].scored.scores, [-4, -28, 8]);
    assert_eq!(pot(&r), 24);
    assert!(rules(&r, 0).contains(&"frap.score.none"));
    // Вера vists and takes nothing: she pays the pot, 12.
    let r = ok(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "won": {"Борис": 4, "Вера": 0}})]);
    assert_eq!(r.rows[0].scored.scores, [-4, 8, -16]);
    assert_eq!(pot(&r), 12);
    assert!(rules(&r, 0).contains(&"frap.score.vist-none"));
    assert_eq!(r.rows[0].scored.totals.iter().sum::<i64>() + pot(&r), 0);
}

#[test]
fn a_frapper_alone_takes_the_four_tricks_unplayed() {
    let r = ok(3, json!({}), &[json!({"bidding": "frap pass pass"})]);
    assert_eq!(r.rows[0].scored.scores, [-4, 8, -4]);
    assert!(rules(&r, 0).contains(&"frap.score.uncontested"));
    let e = fails(3, json!({}), &[json!({"bidding": "frap pass pass", "won": {"Борис": 3}})]);
    assert_eq!(e.rule, "frap.score.uncontested");
}

#[test]
fn every_round_of_passes_grows_the_stake_and_three_deal_again() {
    // All pass once: everyone adds 4, the pot 24 (×2); Вера fraps in round 2 on the new trump.
    let r = ok(
        3,
        json!({}),
        &[json!({"bidding": ["pass pass pass", "pass frap vist pass"], "won": {"Вера": 2, "Аня": 2}})],
    );
    // Quarter 6: Вера 12, Аня 12; everyone paid 8.
    assert_eq!(r.rows[0].scored.scores, [4, -8, 4]);
    assert_eq!(r.rows[0].scored.extra["round"], 2);
    // Three rounds of passes: ×4, the cards dealt again, and the next deal plays for it without ante.
    let three = json!({"bidding": ["pass pass pass", "pass pass pass", "pass pass pass"]});
    let r = ok(3, json!({}), std::slice::from_ref(&three));
    assert_eq!(r.rows[0].scored.scores, [-16, -16, -16]);
    assert_eq!(pot(&r), 48);
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some("deal 2: Борис deals again; the pot of 48 is played for, nobody antes")
    );
    // Борис deals: Вера fraps and takes all four uncontested: 48.
    let r = ok(3, json!({}), &[three, json!({"bidding": "frap pass pass"})]);
    assert_eq!(r.rows[1].scored.scores, [0, 0, 48]);
    assert!(rules(&r, 1).contains(&"frap.score.redeal"));
    // Nothing is played in a deal everyone passed.
    let e = fails(3, json!({}), &[json!({"bidding": vec!["pass pass pass"; 3], "won": {"Аня": 4}})]);
    assert_eq!(e.rule, "frap.bid.all-pass");
}

#[test]
fn the_blind_frap_pays_two_four_or_three_times_the_pot() {
    // None: the pot 12 ×2 = 24.
    let none = json!({"bidding": "blind vist pass", "won": {"Борис": 0, "Вера": 4}});
    let r = ok(3, json!({}), std::slice::from_ref(&none));
    assert_eq!(r.rows[0].scored.scores, [-4, -28, 8]);
    assert!(rules(&r, 0).contains(&"frap.blind.none"));
    // The --blind switch says the same as the word.
    let r2 = ok(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "blind": true, "won": {"Борис": 0, "Вера": 4}})]);
    assert_eq!(r2.rows[0].scored.scores, r.rows[0].scored.scores);
    // One trick: ×4 = 48, his quarter 3 taken.
    let one = json!({"bidding": "blind vist pass", "won": {"Борис": 1, "Вера": 3}, "turned": "KH"});
    let r = ok(3, json!({}), &[one]);
    assert_eq!(r.rows[0].scored.scores, [-4, -49, 5]);
    assert!(rules(&r, 0).contains(&"frap.blind.one"));
    // One trick with the trump ace turned: ×3 = 36.
    let ace = json!({"bidding": "blind vist pass", "won": {"Борис": 1, "Вера": 3}, "turned": "AH"});
    let r = ok(3, json!({}), &[ace]);
    assert_eq!(r.rows[0].scored.scores, [-4, -37, 5]);
    assert!(rules(&r, 0).contains(&"frap.blind.one-ace"));
    // The multiples are options.
    let r = ok(3, json!({"blind_none": 3}), &[none]);
    assert_eq!(r.rows[0].scored.scores, [-4, -40, 8]);
    // Without the turned card the one-trick case cannot be told.
    let e = fails(3, json!({}), &[json!({"bidding": "blind vist pass", "won": {"Борис": 1, "Вера": 3}})]);
    assert_eq!(e.rule, "frap.blind.turned");
    // Two tricks: made, nothing paid.
    let r = ok(3, json!({}), &[json!({"bidding": "blind vist pass", "won": {"Борис": 2, "Вера": 2}})]);
    assert_eq!(r.rows[0].scored.scores, [-4, 2, 2]);
}

#[test]
fn a_cutter_leads_plays_as_a_vist_and_pays_the_pot_with_no_trick() {
    // Аня passed, then cut: she leads; she takes nothing and pays 12.
    let r =
        ok(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "cut": "Аня", "won": {"Борис": 2, "Вера": 2, "Аня": 0}})]);
    assert_eq!(r.rows[0].scored.scores, [-16, 2, 2]);
    assert_eq!(r.rows[0].scored.extra["leader"], "Аня");
    let e = fails(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "cut": "Вера", "won": {"Борис": 4}})]);
    assert_eq!(e.rule, "frap.cut");
}

/// Борис fraps with ♥ trump, Вера vists: Борис AH KS QS 8D, Вера 9H 10S 7S AD.
const PLAY: &str = "AH 9H\nKS 10S\nQS 7S\n8D AD";

#[test]
fn a_deal_played_trick_by_trick_is_refereed_and_scores_as_quick_entry() {
    let played = json!({"bidding": BORIS_FRAPS, "turned": "7H", "play": PLAY});
    let r = ok(3, json!({}), std::slice::from_ref(&played));
    let q = ok(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "won": {"Борис": 3, "Вера": 1}})]);
    assert_eq!(r.rows[0].scored.scores, q.rows[0].scored.scores);
    assert_eq!(r.rows[0].scored.scores, [-4, 5, -1]);
    // The hands after the exchange, as header lines or a field, must be the cards played.
    let text = format!("turned: 7H\nhands: Борис=AH KS QS 8D; Вера=9H 10S 7S AD\n{PLAY}");
    ok(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "play": text})]);
    let wrong = json!({"bidding": BORIS_FRAPS, "turned": "7H", "play": PLAY, "hands": {"Вера": "9H 10S 7S AC"}});
    assert_eq!(fails(3, json!({}), &[wrong]).rule, "frap.play.hands");
    // Quick entry beside it must agree.
    let both = json!({"bidding": BORIS_FRAPS, "turned": "7H", "play": PLAY, "won": {"Борис": 2, "Вера": 2}});
    assert_eq!(fails(3, json!({}), &[both]).rule, "frap.entry.disagree");
}

#[test]
fn a_revoke_and_a_missing_trump_are_named_with_trick_player_and_card() {
    let revoke = "AH 9H\nKS AD\nQS 7S\n8D 10S";
    let e = fails(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "turned": "7H", "play": revoke})]);
    assert_eq!((e.rule.as_str(), e.trick, e.player.as_deref()), ("frap.play.follow-suit", Some(2), Some("Вера")));
    assert_eq!(e.card.as_deref(), Some("A♦"));
    // Борис leads a club; Вера has none but holds 9♥: she must trump.
    let no_trump = "8C AD\nAH 9H\nKS 10S\nQS 7S";
    let e = fails(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "turned": "7H", "play": no_trump})]);
    assert_eq!((e.rule.as_str(), e.trick, e.player.as_deref()), ("frap.play.trump", Some(1), Some("Вера")));
    // The leader: a cutter leads, so a record led by Борис is out of turn.
    let e = fails(
        3,
        json!({}),
        &[
            json!({"bidding": BORIS_FRAPS, "turned": "7H", "cut": "Аня", "play": "Борис:AH Вера:9H Аня:7D\nKS 10S 8S\nQS 7S 9S\n8D AD 10D"}),
        ],
    );
    assert_eq!(e.rule, "frap.play.out-of-turn");
    // The turned card is held only by the blind frapper or the first cutter.
    let e = fails(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "turned": "AH", "play": PLAY})]);
    assert_eq!((e.rule.as_str(), e.card.as_deref()), ("frap.play.turned", Some("A♥")));
    ok(3, json!({}), &[json!({"bidding": "blind vist pass", "turned": "AH", "play": PLAY})]);
    // A play record without the turned card has no trump.
    assert_eq!(fails(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "play": PLAY})]).rule, "frap.play.turned");
}

#[test]
fn the_bidding_is_refereed() {
    let cases: &[(Value, &str)] = &[
        (json!("pass vist frap"), "frap.bid.vist-first"),
        (json!("frap frap pass"), "frap.bid.second"),
        (json!("frap vist"), "frap.bid.order"),
        (json!("frap vist pass pass"), "frap.bid.order"),
        (json!("Вера:frap vist pass"), "frap.bid.order"),
        (json!("frap maybe pass"), "frap.bid.format"),
        (json!(["pass pass pass"]), "frap.bid.rounds"),
        (json!(["frap vist pass", "pass pass pass"]), "frap.bid.rounds"),
        (json!(vec!["pass pass pass"; 4]), "frap.bid.rounds"),
        (json!([]), "frap.bid.rounds"),
    ];
    for (bidding, rule) in cases {
        let e = fails(3, json!({}), &[json!({"bidding": bidding, "won": {"Борис": 2, "Вера": 2}})]);
        assert_eq!(e.rule, *rule, "{bidding}");
    }
}

#[test]
fn the_exchange_and_the_stock_are_checked() {
    let d = |exchanged: Value, cut: Value| json!({"bidding": BORIS_FRAPS, "exchanged": exchanged, "cut": cut, "won": {"Борис": 2, "Вера": 1, "Аня": 1}});
    ok(3, json!({}), &[d(json!({"Борис": 4, "Вера": 2}), json!("Аня"))]);
    assert_eq!(fails(3, json!({"exchange": 3}), &[d(json!({"Борис": 4}), json!("Аня"))]).rule, "frap.exchange.size");
    assert_eq!(fails(3, json!({}), &[d(json!({"Аня": 1}), json!("Аня"))]).rule, "frap.exchange.size");
    // Four players, 32 cards: 16 dealt and one turned leave 15; exchanges of 12 and a cut of 4 do
    // not fit.
    let e = fails(
        4,
        json!({}),
        &[
            json!({"bidding": "pass frap vist vist pass", "exchanged": {"Вера": 4, "Галя": 4, "Аня": 4}, "cut": "Борис", "won": {"Вера": 4}}),
        ],
    );
    assert_eq!(e.rule, "frap.exchange.stock");
}

#[test]
fn a_fine_goes_into_the_pot() {
    let t = Table::new();
    t.ok(&["new", "frap", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--bidding", "frap vist pass", "--won", "Борис=3,Вера=1"]);
    t.ok(&["penalty", "--player", "Вера", "--points", "-5", "--reason", "renege"]);
    let v = t.json(&["show"]);
    assert_eq!(totals(&v), named(&[("Аня", -4), ("Борис", 5), ("Вера", -6)]));
    t.refused(&["penalty", "--player", "Вера", "--points", "5", "--reason", "x"], "frap.penalty.points");
}

#[test]
fn every_bad_input_is_refused_by_rule_and_writes_nothing() {
    let t = Table::new();
    t.ok(&["new", "frap", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--bidding", "frap vist pass", "--won", "Борис=3,Вера=1"]);
    // Борис deals now: Вера speaks first.
    let cases: &[(&[&str], &str)] = &[
        (&["--bidding", "pass vist pass"], "frap.bid.vist-first"),
        (&["--bidding", "frap frap pass"], "frap.bid.second"),
        (&["--bidding", "frap vist"], "frap.bid.order"),
        (&["--bidding", "Аня:frap vist pass"], "frap.bid.order"),
        (&["--bidding", "frap wist pass"], "frap.bid.format"),
        (&["--bidding", "pass pass pass"], "frap.bid.rounds"),
        (&["--bidding", "frap vist pass", "--bidding", "pass pass pass"], "frap.bid.rounds"),
        (&["--bidding", "pass pass pass", "--blind"], "frap.bid.rounds"),
        (&["--bidding", "blind vist pass", "--won", "Вера=1,Аня=3"], "frap.blind.turned"),
        (&["--bidding", "frap vist pass", "--cut", "Аня", "--won", "Вера=4"], "frap.cut"),
        (&["--bidding", "frap pass vist", "--cut", "Аня,Аня", "--won", "Вера=4"], "frap.cut"),
        (&["--bidding", "frap vist pass", "--exchanged", "Вера=5", "--won", "Вера=4"], "frap.exchange.size"),
        (&["--bidding", "frap vist pass", "--won", "Вера=3,Аня=0"], "frap.won.sum"),
        (&["--bidding", "frap vist pass", "--won", "Вера=5,Аня=0"], "frap.won.range"),
        (&["--bidding", "frap vist pass", "--won", "Вера=3,Борис=1"], "frap.play.not-playing"),
        (&["--bidding", "frap vist pass"], "frap.deal.won"),
        (&["--bidding", "frap pass pass", "--won", "Вера=3"], "frap.score.uncontested"),
        (&["--bidding", "frap vist pass", "--won", "Вера=4", "--dealer", "Аня"], "frap.deal.dealer"),
        (&["--bidding", "frap vist pass", "--won", "Вера=4", "--turned", "6H"], "frap.play.turned"),
    ];
    for (flags, rule) in cases {
        let mut args = vec!["deal"];
        args.extend_from_slice(flags);
        t.refused(&args, rule);
    }
    // Three rounds of passes with a blind frap named.
    t.refused(
        &[
            "deal",
            "--bidding",
            "pass pass pass",
            "--bidding",
            "pass pass pass",
            "--bidding",
            "pass pass pass",
            "--blind",
        ],
        "frap.blind.frap",
    );
    // The play: Вера fraps with ♥ trump, Аня vists; the same cards as PLAY, Вера leading.
    let files = std::cell::Cell::new(0);
    let play = |text: &str| {
        files.set(files.get() + 1);
        t.file(&format!("play{}.txt", files.get()), &format!("turned: 7H\n{text}"))
    };
    let good = play(PLAY);
    let args = |file: &str| -> Vec<String> {
        ["deal", "--bidding", "frap vist pass", "--tricks", file].iter().map(|s| s.to_string()).collect()
    };
    let run = |file: &str, rule: &str| {
        let a = args(file);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        t.refused(&a, rule)
    };
    let err = run(&play("AH 9H\nKS AD\nQS 7S\n8D 10S"), "frap.play.follow-suit");
    assert!(err.contains("A♦") && err.contains("Аня"), "{err}");
    run(&play("8C AD\nAH 9H\nKS 10S\nQS 7S"), "frap.play.trump");
    run(&play("AH 9H 7D\nKS 10S 8D\nQS 7S 9D\n8D AD 10D"), "frap.play.trick-size");
    run(&play("AH 9H\nKS 10S\nQS 7S"), "frap.play.card-count");
    run(&play("AH 9H\nKS 10S\nQS 7S\n8D AH"), "frap.play.duplicate-card");
    run(&play("AH 9H\nKS 10S\nQS 7S\n8D 6D"), "frap.play.not-in-deck");
    run(&play("Аня:AH Вера:9H\nKS 10S\nQS 7S\n8D AD"), "frap.play.out-of-turn");
    run(&play(&format!("hands: Вера=AH KS QS 8C\n{PLAY}")), "frap.play.hands");
    run(&t.file("nt.txt", PLAY), "frap.play.turned");
    t.refused(
        &["deal", "--bidding", "frap vist pass", "--tricks", &good, "--won", "Вера=2,Аня=2"],
        "frap.entry.disagree",
    );
    t.refused(
        &[
            "deal",
            "--bidding",
            "pass pass pass",
            "--bidding",
            "pass pass pass",
            "--bidding",
            "pass pass pass",
            "--won",
            "Вера=4",
        ],
        "frap.bid.all-pass",
    );
    let keys = t.file(
        "keys.json",
        r#"{"bidding": "frap vist pass", "turned": "7H", "play": {"tricks": ["AH 9H"], "lead": "Вера"}}"#,
    );
    t.refused(&["deal", "--file", &keys], "frap.play.format");
    let file = t.file("bad.json", r#"{"bidding": "frap vist pass", "won": {"Вера": 4, "Аня": 0}, "trump": "hearts"}"#);
    t.refused(&["deal", "--file", &file], "frap.deal.format");
    t.refused(&["penalty", "--player", "Аня", "--reason", "late"], "frap.penalty.points");
    t.ok(&["deal", "--bidding", "frap vist pass", "--tricks", &good]);
    let four = Table::new();
    four.ok(&["new", "frap", "--players", "Аня,Борис,Вера,Галя"]);
    four.refused(
        &[
            "deal",
            "--bidding",
            "pass frap vist vist pass",
            "--exchanged",
            "Вера=4,Галя=4,Аня=4",
            "--cut",
            "Борис",
            "--won",
            "Вера=4",
        ],
        "frap.exchange.stock",
    );
    let fresh = Table::new();
    fresh.refused(&["new", "frap", "--players", "Аня,Борис", "--option", "ante=0"], "frap.option.value");
    fresh.refused(&["new", "frap", "--players", "Аня,Борис", "--option", "exchange=5"], "frap.option.value");
    fresh.refused(&["new", "frap", "--players", "Аня,Борис", "--option", "deck=52"], "frap.option.value");
    fresh.refused(&["new", "frap", "--players", "Аня,Борис", "--option", "pot=1"], "frap.option.unknown");
}

#[test]
fn the_pack_follows_the_number_of_players() {
    // Five players: 36 by the book, 52 by choice; 32 refused.
    ok(5, json!({}), &[json!({"bidding": "frap pass pass pass pass"})]);
    ok(5, json!({"deck": 52}), &[json!({"bidding": "frap pass pass pass pass"})]);
    assert_eq!(fails(5, json!({"deck": 32}), &[]).rule, "frap.option.value");
    // Six players, 36 cards: a 2 is not in the pack.
    let e = fails(6, json!({}), &[json!({"bidding": "frap vist pass pass pass pass", "turned": "2H", "play": PLAY})]);
    assert_eq!(e.rule, "frap.play.turned");
}

#[test]
fn the_sheet_speaks_russian_and_bulgarian() {
    let t = Table::new();
    t.ok(&["new", "frap", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--bidding", "фрап вист пас", "--won", "Борис=1,Вера=3"]);
    let ru = t.ok(&["--lang", "ru", "explain"]);
    assert!(ru.contains("четверть кона") && ru.contains("Кон") || ru.contains("кон"), "{ru}");
    let bg = t.ok(&["--lang", "bg", "explain"]);
    assert!(bg.contains("банката"), "{bg}");
}

#[test]
fn the_exchange_written_card_by_card_is_checked_and_agrees_with_the_play() {
    // Борис discarded 7C 8C and took AH KS; Вера discarded JC and took AD: the cards of PLAY.
    let swaps = json!({"Борис": "7C 8C > AH KS", "Вера": "JC > AD"});
    let d = json!({"bidding": BORIS_FRAPS, "turned": "7H", "play": PLAY, "exchange": swaps});
    let r = ok(3, json!({}), &[d]);
    assert_eq!(r.rows[0].scored.scores, [-4, 5, -1]);
    assert_eq!(
        r.rows[0].scored.extra["exchange"],
        json!({"Борис": {"discarded": ["7C", "8C"], "taken": ["AH", "KS"]}, "Вера": {"discarded": ["JC"], "taken": ["AD"]}})
    );
    // The same as a header line of the play text.
    let text = format!("turned: 7H\nexchange: Борис=7C 8C > AH KS; Вера=JC > AD\n{PLAY}");
    let r = ok(3, json!({}), &[json!({"bidding": BORIS_FRAPS, "play": text})]);
    assert_eq!(r.rows[0].scored.extra["exchange"]["Вера"]["taken"], json!(["AD"]));
    let bad = |swaps: Value| {
        let d = json!({"bidding": BORIS_FRAPS, "turned": "7H", "play": PLAY, "exchange": swaps});
        let e = fails(3, json!({}), &[d]);
        (e.rule, e.player, e.card)
    };
    let rule = |swaps: Value| bad(swaps).0;
    // Counts: as many taken as discarded, at most the agreed four.
    assert_eq!(rule(json!({"Борис": "7C > AH KS"})), "frap.exchange.cards");
    assert_eq!(rule(json!({"Борис": "7C 8C 9C 10C JC > AH KS QS 8D 9D"})), "frap.exchange.size");
    // Аня passed and did not cut: no cards.
    assert_eq!(bad(json!({"Аня": "7C > 8C"})).1.as_deref(), Some("Аня"));
    assert_eq!(rule(json!({"Аня": "7C > 8C"})), "frap.exchange.size");
    // Held: Вера played AD, which Борис says he discarded.
    assert_eq!(
        bad(json!({"Борис": "AD 8C > AH KS"})),
        ("frap.exchange.held".to_string(), Some("Вера".to_string()), Some("A♦".to_string()))
    );
    // Both took AH; Борис kept 9C and never played it; Борис took the turned trump.
    assert_eq!(rule(json!({"Борис": "7C > AH", "Вера": "JC > AH"})), "frap.exchange.held");
    assert_eq!(rule(json!({"Борис": "7C > 9C"})), "frap.exchange.held");
    assert_eq!(rule(json!({"Борис": "7C > 7H"})), "frap.exchange.held");
    // A card not of the 32-card pack.
    assert_eq!(rule(json!({"Борис": "7C > 2H"})), "frap.exchange.held");
    // The counts exchanged and the cards must agree.
    let d = json!({"bidding": BORIS_FRAPS, "turned": "7H", "play": PLAY, "exchanged": {"Борис": 1},
                   "exchange": {"Борис": "7C 8C > AH KS"}});
    assert_eq!(fails(3, json!({}), &[d]).rule, "frap.exchange.cards");
}

#[test]
fn the_blind_frapper_takes_the_turned_trump_and_a_cutter_five_cards() {
    // The blind frapper takes the turned AH and discards one.
    let blind =
        |swap: &str| json!({"bidding": "blind vist pass", "turned": "AH", "play": PLAY, "exchange": {"Борис": swap}});
    ok(3, json!({}), &[blind("JC > AH")]);
    // He may discard the trump he took: one of his cards then.
    let r = ok(
        3,
        json!({}),
        &[json!({"bidding": "blind vist pass", "turned": "JC", "won": {"Борис": 2, "Вера": 2},
                                      "exchange": {"Борис": "JC > JC"}})],
    );
    assert_eq!(r.rows[0].scored.extra["exchange"]["Борис"]["taken"], json!(["JC"]));
    assert_eq!(fails(3, json!({}), &[blind("JC > KS")]).rule, "frap.exchange.held");
    assert_eq!(fails(3, json!({}), &[blind("JC QC > AH KS")]).rule, "frap.exchange.cards");
    // Аня cuts: five cards taken, one of them discarded; the first cutter may take the turned 7H.
    let cut = |swap: &str| {
        json!({"bidding": BORIS_FRAPS, "cut": "Аня", "turned": "7H", "won": {"Борис": 2, "Вера": 1, "Аня": 1},
               "exchange": {"Аня": swap}})
    };
    let r = ok(3, json!({}), &[cut("KC > 9C 10C JC QC KC")]);
    assert_eq!(r.rows[0].scored.extra["exchange"]["Аня"]["discarded"], json!(["KC"]));
    ok(3, json!({}), &[cut("7H > 7H 10C JC QC KC")]);
    assert_eq!(fails(3, json!({}), &[cut("> 9C 10C JC QC")]).rule, "frap.exchange.cards");
    assert_eq!(fails(3, json!({}), &[cut("AS > 9C 10C JC QC KC")]).rule, "frap.exchange.held");
    // Khrap deals five: its cutter keeps the five he took.
    let khrap = |swap: &str| {
        let d = json!({"bidding": "khrap vist pass", "cut": "Аня", "won": {"Борис": 3, "Вера": 1, "Аня": 1},
                       "exchange": {"Аня": swap}});
        match_doc("khrap", &NAMES, 3, None, json!({}), vec![d]).replay()
    };
    assert!(khrap("> 9C 10C JC QC KC").is_ok());
    assert_eq!(khrap("KC > 9C 10C JC QC KC").expect_err("refused").rule, "khrap.exchange.cards");
    // The command line: one --exchange a player.
    let t = Table::new();
    t.ok(&["new", "frap", "--players", "Аня,Борис,Вера"]);
    t.refused(
        &["deal", "--bidding", BORIS_FRAPS, "--won", "Борис=3,Вера=1", "--exchange", "Борис:7C > AH KS"],
        "frap.exchange.cards",
    );
    t.ok(&[
        "deal",
        "--bidding",
        BORIS_FRAPS,
        "--won",
        "Борис=3,Вера=1",
        "--exchange",
        "Борис:7C 8C > AH KS",
        "--exchange",
        "Вера:JC > AD",
    ]);
    let j = t.json(&["show"]);
    assert_eq!(j["deals"][0]["exchange"]["Вера"]["taken"], json!(["AD"]));
}
