//! Belot for three through the library API and the binary: the offer of the turned suit and the
//! redeal, the trump-7 exchange, combinations and their ranking, the play obligations (every
//! revoke found), the lowest player's split, the declarer's tie and hanging points, capot and
//! double capot, the target and its announcement. Scoring cases are worked by hand in comments.

use crate::support::common;

use common::Table;
use kozyr::games::belot3::RULE_IDS;
use kozyr::games::{MatchDoc, Replay, RuleError};
use serde_json::{json, Value};

/// Seats in play order. Аня deals the first deal, Борис is offered the turned card first and
/// leads the first trick.
const P: [&str; 3] = ["Аня", "Борис", "Вера"];
const ANYA: usize = 0;
const BORIS: usize = 1;
const VERA: usize = 2;

fn doc(options: Value, deals: &[Value]) -> Value {
    json!({ "game": "belot3", "players": P, "options": options, "deals": deals })
}

fn run(options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    MatchDoc::parse(&doc(options, deals).to_string())?.replay()
}

fn play_with(options: Value, deals: &[Value]) -> Replay {
    run(options, deals).unwrap_or_else(|e| panic!("rejected: {e}"))
}

fn play(deals: &[Value]) -> Replay {
    play_with(json!({}), deals)
}

fn fails_with(options: Value, deals: &[Value]) -> RuleError {
    match run(options, deals) {
        Ok(r) => panic!("accepted, totals {:?}", r.totals),
        Err(e) => e,
    }
}

fn fails(deals: &[Value]) -> RuleError {
    fails_with(json!({}), deals)
}

fn scores(r: &Replay, row: usize) -> Vec<i64> {
    r.rows[row].scored.scores.clone()
}

fn steps(r: &Replay, row: usize) -> Vec<&'static str> {
    r.rows[row].scored.explain.iter().map(|s| s.rule).collect()
}

/// A quick deal: declarer, trump, card points (without the last 10), the last trick's taker.
fn q(decl: usize, trump: &str, pts: [i64; 3], last: usize) -> Value {
    json!({ "declarer": P[decl], "trump": trump, "points": { P[0]: pts[0], P[1]: pts[1], P[2]: pts[2] },
            "last_trick": P[last] })
}

fn with(mut deal: Value, field: &str, value: Value) -> Value {
    deal[field] = value;
    deal
}

/// Deal A, hearts trump, the turned card 8♥ (with 7♣ 8♣ 7♦ 8♦ out of play, all worth 0). Hands:
/// Аня J♥ 9♥ A♥ A♠ K♠ Q♠ J♠ 10♠ 9♣; Борис K♥ Q♥ A♦ K♦ Q♦ J♦ 9♠ 8♠ 7♠; Вера 10♥ 7♥ 10♦ 9♦ 10♣ J♣
/// Q♣ K♣ A♣. Борис calls his belot with K♥ at trick 4.
const DEAL_A: [&str; 9] = [
    "Борис:9S Вера:10H Аня:JS",  // Вера trumps: 0 + 10 + 2 = 12
    "Вера:10D Аня:AH Борис:QD",  // Аня trumps: 10 + 11 + 3 = 24
    "Аня:AS Борис:8S Вера:7H",   // Вера trumps: 11
    "Вера:10C Аня:9C Борис:KH!", // Борис trumps: 10 + 0 + 4 = 14, and calls the belot
    "Борис:KD Вера:9D Аня:9H",   // Аня trumps: 4 + 0 + 14 = 18
    "Аня:QS Борис:7S Вера:JC",   // Аня: 3 + 0 + 2 = 5
    "Аня:KS Борис:QH Вера:KC",   // Борис trumps: 4 + 3 + 4 = 11
    "Борис:AD Вера:AC Аня:JH",   // Аня trumps: 11 + 11 + 20 = 42
    "Аня:10S Борис:JD Вера:QC",  // Аня: 10 + 2 + 3 = 15, and the last trick
];

fn text(tricks: &[&str]) -> String {
    tricks.join("\n")
}

fn changed(tricks: &[&'static str], changes: &[(usize, &'static str)]) -> Vec<&'static str> {
    let mut t = tricks.to_vec();
    for &(i, trick) in changes {
        t[i] = trick;
    }
    t
}

/// The combinations of deal A as declared, in this order: Борис four in sequence to A♦ (50),
/// Вера five to A♣ (100), Аня five to A♠ (100).
fn combos_a() -> Value {
    json!(["Борис:sequence:AD:4", "Вера:sequence:AC:5", "Аня:sequence:AS:5"])
}

fn quick_a() -> Value {
    let d = q(ANYA, "hearts", [104, 25, 23], ANYA);
    let d = with(d, "turned", json!("8H"));
    let mut list = combos_a();
    list.as_array_mut().unwrap().push(json!("Борис:belot"));
    with(d, "combinations", list)
}

fn full_a(tricks: &[&str]) -> Value {
    json!({ "declarer": P[ANYA], "turned": "8H", "combinations": combos_a(), "play": text(tricks) })
}

// ---------------------------------------------------------------------------------------------
// Scoring, worked by hand.

/// Card points: Аня 22+... = 104, Борис 14 + 11 = 25, Вера 12 + 11 = 23 (152 in all: the five
/// cards out of play are worth 0). Аня + 10 for the last trick = 114.
/// Combinations: Вера's and Аня's five to the ace are equal and neither is trump, so the first
/// declared, Вера's, is the best: Вера + 100 = 123; Аня's 100 and Борис's 50 score nothing; Борис's
/// belot scores apart: 25 + 20 = 45.
/// Борис has the fewest (45) and loses them: 22 each, the odd point to the higher of the two
/// (Вера 123 > Аня 114). Аня 114 + 22 = 136, Борис 0, Вера 123 + 23 = 146 (282 = 114 + 45 + 123).
#[test]
fn deal_a_scores_as_worked_by_hand_in_quick_and_full_entry_alike() {
    let quick = play(&[quick_a()]);
    assert_eq!(scores(&quick, 0), vec![136, 0, 146]);
    let full = play(&[full_a(&DEAL_A)]);
    assert_eq!(scores(&full, 0), vec![136, 0, 146]);
    assert_eq!(full.rows[0].scored.explain, quick.rows[0].scored.explain);
    let s = steps(&quick, 0);
    for rule in ["belot3.combination.rank", "belot3.score.lowest", "belot3.score.odd-point"] {
        assert!(s.contains(&rule), "{rule} in {s:?}");
    }
    // Both forms given: they must agree.
    let mut both = full_a(&DEAL_A);
    both["points"] = json!({ "Аня": 104, "Борис": 25, "Вера": 23 });
    both["last_trick"] = json!("Аня");
    assert_eq!(scores(&play(&[both.clone()]), 0), vec![136, 0, 146]);
    both["points"] = json!({ "Аня": 94, "Борис": 35, "Вера": 23 });
    assert_eq!(fails(&[both.clone()]).rule, "belot3.entry.disagree");
    both["points"] = json!({ "Аня": 104, "Борис": 25, "Вера": 23 });
    both["last_trick"] = json!("Вера");
    assert_eq!(fails(&[both.clone()]).rule, "belot3.entry.disagree");
    both["last_trick"] = json!("Аня");
    both["capot"] = json!(["Борис"]);
    assert_eq!(fails(&[both]).rule, "belot3.entry.disagree");
}

/// The odd point dropped: Аня 114 + 22 = 136, Вера 123 + 22 = 145.
#[test]
fn the_odd_point_may_be_dropped() {
    let r = play_with(json!({ "odd_point": "drop" }), &[quick_a()]);
    assert_eq!(scores(&r, 0), vec![136, 0, 145]);
}

/// Deal B: Борис takes no trick. Аня 137, Вера 15 + 10 (last) = 25; Борис's combinations (his
/// 50 and his belot) do not count, so of the equal fives Вера's, declared first, is the best:
/// Вера 125. Capot: Аня 137 + 50 = 187, Вера 125 + 50 = 175; Борис (0) is the lowest and loses 0.
#[test]
fn a_capot_gives_the_others_50_and_voids_the_capot_players_combinations() {
    let deal_b = [
        "Борис:AD Вера:9D Аня:AH",
        "Аня:JH Борис:QH Вера:7H",
        "Аня:9H Борис:KH Вера:10H",
        "Аня:AS Борис:7S Вера:JC",
        "Аня:10S Борис:8S Вера:QC",
        "Аня:KS Борис:9S Вера:KC",
        "Аня:QS Борис:JD Вера:10D",
        "Аня:JS Борис:QD Вера:10C",
        "Аня:9C Борис:KD Вера:AC",
    ];
    let mut list = combos_a();
    list.as_array_mut().unwrap().push(json!("Борис:belot"));
    let d = json!({ "declarer": "Вера", "combinations": list, "play": text(&deal_b), "trump": "hearts" });
    let r = play(&[d]);
    assert_eq!(scores(&r, 0), vec![187, 0, 175]);
    assert!(steps(&r, 0).contains(&"belot3.capot"));
    assert_eq!(r.rows[0].scored.extra["capot"], json!(["Борис"]));
    // The same by quick entry.
    let quick = with(q(VERA, "hearts", [137, 0, 15], VERA), "capot", json!(["Борис"]));
    let quick = with(quick, "combinations", list_b());
    assert_eq!(scores(&play(&[quick]), 0), vec![187, 0, 175]);
}

fn list_b() -> Value {
    json!(["Борис:sequence:AD:4", "Вера:sequence:AC:5", "Аня:sequence:AS:5", "Борис:belot"])
}

/// Аня takes every trick: 152 + 10 + 100 (double capot) = 262; Борис and Вера tie at 0 for the
/// fewest, so nobody loses; Борис, the declarer, ties Вера and writes nothing (0 hangs).
#[test]
fn a_double_capot_gives_the_taker_of_all_tricks_100() {
    let d = with(q(BORIS, "spades", [152, 0, 0], ANYA), "capot", json!("Борис,Вера"));
    let r = play(&[d]);
    assert_eq!(scores(&r, 0), vec![262, 0, 0]);
    assert!(steps(&r, 0).contains(&"belot3.capot.double"));
}

/// Deal 1: Борис (declarer) 50 and Аня 50 tie for the fewest, Вера 42 + 10 = 52: nobody loses;
/// Борис ties Аня, so he writes nothing and his 50 hang. Аня 50, Борис 0, Вера 52.
/// Deal 2 (Вера declares): Аня 60, Борис 40, Вера 42 + 10 = 52; Борис loses 40, 20 each: Аня 80,
/// Вера 72; Аня has the most points in the deal and takes the 50 hanging: 130.
#[test]
fn the_declarer_tying_an_opponent_writes_nothing_and_his_points_hang_for_the_next_deals_best() {
    let r = play(&[q(BORIS, "clubs", [50, 50, 42], VERA), q(VERA, "clubs", [60, 40, 42], VERA)]);
    assert_eq!(scores(&r, 0), vec![50, 0, 52]);
    assert!(steps(&r, 0).contains(&"belot3.score.declarer-tie"));
    assert!(steps(&r, 0).contains(&"belot3.score.tie"));
    assert_eq!(r.rows[0].scored.extra["hanging"], json!(50));
    assert_eq!(scores(&r, 1), vec![130, 0, 72]);
    assert!(steps(&r, 1).contains(&"belot3.hanging.award"));
    assert_eq!(r.totals, vec![180, 0, 124]);
}

/// Hanging points stay while two share the most: deal 2 Аня 60, Вера 50 + 10 = 60, Борис 32.
#[test]
fn hanging_points_stay_while_the_most_is_shared() {
    let r = play(&[
        q(BORIS, "clubs", [50, 50, 42], VERA),
        q(BORIS, "clubs", [60, 32, 50], VERA),
        q(BORIS, "clubs", [90, 30, 22], ANYA),
    ]);
    assert_eq!(r.rows[1].scored.extra["hanging"], json!(50));
    // Deal 3: Аня 100 has the most: 100 + 11 (half of Вера's 22) + the 50 = 161.
    assert_eq!(scores(&r, 2)[ANYA], 100 + 11 + 50);
}

// ---------------------------------------------------------------------------------------------
// Combinations and their ranking.

fn best_of(combos: Value) -> Vec<i64> {
    let d = with(q(ANYA, "hearts", [50, 50, 42], VERA), "combinations", combos);
    let r = play(&[d]);
    // The deal's points before the split: 50, 50, 52 plus the combinations that score.
    r.rows[0].scored.extra["points"].as_array().unwrap().iter().map(|v| v.as_i64().unwrap()).collect()
}

#[test]
fn four_of_a_rank_rank_above_sequences_higher_above_lower_longer_above_shorter() {
    // Four queens (100) beat five in sequence (100): a set ranks above any sequence.
    assert_eq!(best_of(json!(["Борис:sequence:JD:5", "Вера:four:Q"])), vec![50, 50, 152]);
    // Four nines (150) beat four aces (100); four jacks (200) beat four nines.
    assert_eq!(best_of(json!(["Борис:four:A", "Вера:four:9"])), vec![50, 50, 202]);
    assert_eq!(best_of(json!(["Аня:four:J", "Вера:four:9"])), vec![250, 50, 52]);
    // Four aces beat four tens: higher cards above lower.
    assert_eq!(best_of(json!(["Борис:four:10", "Аня:four:A"])), vec![150, 50, 52]);
    // Five to the jack beats four to the ace: longer above shorter.
    assert_eq!(best_of(json!(["Аня:sequence:AS:4", "Борис:sequence:JD:5"])), vec![50, 150, 52]);
    // A six counts as five: with equal tops the trump one wins (hearts are trump)…
    assert_eq!(best_of(json!(["Аня:sequence:AS:6", "Борис:sequence:AH:5"])), vec![50, 150, 52]);
    // …and with neither trump, the first declared.
    assert_eq!(best_of(json!(["Аня:sequence:KS:4", "Борис:sequence:KD:4"])), vec![100, 50, 52]);
    // Equal length: the higher top card.
    assert_eq!(best_of(json!(["Аня:sequence:KS:4", "Борис:sequence:AD:4"])), vec![50, 100, 52]);
}

#[test]
fn only_the_holder_of_the_best_scores_all_his_combinations_and_a_belot_scores_apart() {
    // Вера's four aces (100) are the best: she scores them and her four in sequence (50); Аня's
    // five in sequence nothing; Борис's belot 20 apart.
    let v = best_of(json!(["Аня:sequence:JS:5", "Вера:four:A", "Вера:sequence:JD:4", "Борис:belot"]));
    assert_eq!(v, vec![50, 70, 202]);
}

#[test]
fn combinations_are_written_as_the_rules_allow() {
    let d = |list: Value| with(q(ANYA, "hearts", [50, 50, 42], VERA), "combinations", list);
    assert_eq!(fails(&[d(json!(["Аня"]))]).rule, "belot3.combination.format");
    assert_eq!(fails(&[d(json!(["Аня:terz:KS:3"]))]).rule, "belot3.combination.type");
    assert_eq!(fails(&[d(json!(["Аня:four:8"]))]).rule, "belot3.combination.set-rank");
    assert_eq!(fails(&[d(json!(["Аня:sequence:KS:3"]))]).rule, "belot3.combination.sequence-length");
    assert_eq!(fails(&[d(json!(["Аня:sequence:9S:4"]))]).rule, "belot3.combination.sequence-length");
    assert_eq!(fails(&[d(json!(["Аня:belot:spades"]))]).rule, "belot3.combination.belot");
    assert_eq!(fails(&[d(json!(["Аня:four:Q", "Борис:sequence:KS:4"]))]).rule, "belot3.combination.overlap");
    // One hand may show a card in a four and a sequence, and its belot inside either.
    assert!(run(json!({}), &[d(json!(["Аня:four:K", "Аня:sequence:KH:4", "Аня:belot"]))]).is_ok());
    // With the tricks known, every combination was in its player's hand.
    let mut full = full_a(&DEAL_A);
    full["combinations"] = json!(["Аня:four:A"]);
    let e = fails(&[full]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("belot3.combination.not-held", Some("Аня")));
}

/// What one hand may declare (the book, Belot): after the first combination only ones worth less
/// («при условии, что они по очкам меньше первой»), all within nine cards («Всего на руках у
/// играющих находится по 9 карт»), and never the turned card, which stays on the table unless the
/// holder of the trump 7 took it in exchange.
#[test]
fn a_hand_declares_less_after_its_first_within_nine_cards_and_never_the_turned_card() {
    let d = |list: Value| with(q(ANYA, "hearts", [50, 50, 42], VERA), "combinations", list);
    // A 200 after a 50 is refused; so is a second 50 after a 50.
    let e = fails(&[d(json!(["Аня:sequence:KS:4", "Аня:four:J"]))]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("belot3.combination.order", Some("Аня")));
    assert_eq!(fails(&[d(json!(["Аня:sequence:KS:4", "Аня:sequence:KD:4"]))]).rule, "belot3.combination.order");
    // Worth less, in the order declared, they stand; the belot stands apart from the order.
    assert!(run(json!({}), &[d(json!(["Аня:belot", "Аня:four:J", "Аня:sequence:KS:4"]))]).is_ok());
    // Another player's combinations are his own: Борис's 100 after Аня's 50 stands.
    assert!(run(json!({}), &[d(json!(["Аня:sequence:KS:4", "Борис:four:A"]))]).is_ok());
    // Four jacks, four nines and five diamonds to the king are eleven cards: no hand holds them.
    let e = fails(&[d(json!(["Аня:four:J", "Аня:four:9", "Аня:sequence:KD:5"]))]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("belot3.combination.hand", Some("Аня")));
    assert!(run(json!({}), &[d(json!(["Аня:four:J", "Аня:four:9"]))]).is_ok(), "eight cards fit");
    // 8♥ turned, hearts taken in the first round: nobody's sequence holds it …
    let turned = |list: Value, exchange: Option<&str>| {
        let mut deal = with(d(list), "turned", json!("8H"));
        if let Some(x) = exchange {
            deal["exchange"] = json!(x);
        }
        deal
    };
    let e = fails(&[turned(json!(["Вера:sequence:JH:4"]), None)]);
    assert_eq!((e.rule.as_str(), e.card.as_deref()), ("belot3.combination.turned", Some("8♥")));
    // … unless it was taken in exchange for the trump 7, by that player only.
    assert!(run(json!({}), &[turned(json!(["Вера:sequence:JH:4"]), Some("Вера"))]).is_ok());
    assert_eq!(fails(&[turned(json!(["Вера:sequence:JH:4"]), Some("Борис"))]).rule, "belot3.combination.turned");
    // Spades named in the second round: the turned 8♥ stays on the table.
    let second = with(with(d(json!(["Вера:sequence:JH:4"])), "turned", json!("8H")), "trump", json!("spades"));
    assert_eq!(fails(&[second]).rule, "belot3.combination.turned");
}

// ---------------------------------------------------------------------------------------------
// The offer of the trump, the redeal, the exchange.

#[test]
fn the_turned_suit_is_offered_first_and_another_suit_in_the_second_round() {
    // Аня deals: Борис, Вера, Аня speak in turn. Аня plays the turned suit (9♠ turned).
    let d = json!({ "bids": "pass,pass,play", "turned": "9S", "points": { "Аня": 60, "Борис": 50, "Вера": 42 },
                    "last_trick": "Вера" });
    let r = play(&[d]);
    assert_eq!(r.rows[0].scored.extra["declarer"], json!("Аня"));
    assert_eq!(r.rows[0].scored.extra["trump"], json!("spades"));
    // Three passes, then Борис passes again and Вера names diamonds.
    let d = json!({ "bids": ["pass", "pass", "pass", "pass", "diamonds"], "turned": "9S",
                    "points": { "Аня": 60, "Борис": 50, "Вера": 42 }, "last_trick": "Вера" });
    let r = play(&[d]);
    assert_eq!(r.rows[0].scored.extra["declarer"], json!("Вера"));
    assert_eq!(r.rows[0].scored.extra["trump"], json!("diamonds"));
}

#[test]
fn two_rounds_of_passes_are_a_redeal_by_the_next_player() {
    let redeal = json!({ "bids": "pass,pass,pass,pass,pass,pass" });
    let r = play(&[redeal.clone(), json!({ "redeal": true })]);
    assert_eq!(scores(&r, 0), vec![0, 0, 0]);
    assert_eq!(steps(&r, 0), vec!["belot3.bid.redeal"]);
    assert_eq!(r.rows[0].scored.extra["dealer"], json!("Аня"));
    assert_eq!(r.rows[1].scored.extra["dealer"], json!("Борис"));
    let next = r.next.as_ref().unwrap().render(kozyr::i18n::Lang::En);
    assert!(next.starts_with("deal 3: Вера deals"), "{next}");
    let e = fails(&[json!({ "redeal": true, "declarer": "Аня" })]);
    assert_eq!(e.rule, "belot3.deal.redeal");
}

#[test]
fn bids_follow_the_offer() {
    let pts = json!({ "Аня": 60, "Борис": 50, "Вера": 42 });
    let d = |bids: &str| json!({ "bids": bids, "turned": "9S", "points": pts, "last_trick": "Вера" });
    assert_eq!(fails(&[d("pass,hearts")]).rule, "belot3.bid.turn");
    assert_eq!(fails(&[d("pass,pass,pass,spades")]).rule, "belot3.bid.other-suit");
    assert_eq!(fails(&[d("pass,play,pass")]).rule, "belot3.bid.after-end");
    assert_eq!(fails(&[d("pass,pass")]).rule, "belot3.bid.unfinished");
    assert_eq!(fails(&[d("pass,maybe")]).rule, "belot3.bid.word");
    assert_eq!(fails(&[d("pass,pass,pass,pass,pass,pass,play")]).rule, "belot3.bid.after-end");
    // The bidding and the quick fields agree.
    let mut both = d("play");
    both["declarer"] = json!("Вера");
    assert_eq!(fails(&[both]).rule, "belot3.entry.disagree");
}

#[test]
fn the_holder_of_the_trump_seven_may_take_the_turned_card() {
    // Вера exchanged 7♥ for the turned 8♥ and plays it at trick 3 instead of 7♥: found without
    // being said, and agreed when said.
    let exchanged = changed(&DEAL_A, &[(2, "Аня:AS Борис:8S Вера:8H")]);
    assert_eq!(scores(&play(&[full_a(&exchanged)]), 0), vec![136, 0, 146]);
    let said = with(full_a(&exchanged), "exchange", json!("Вера"));
    assert_eq!(scores(&play(&[said]), 0), vec![136, 0, 146]);
    let e = fails(&[with(full_a(&exchanged), "exchange", json!("Аня"))]);
    assert_eq!(e.rule, "belot3.exchange.turned");
    // Said, but the turned card never played: the exchange did not happen.
    let e = fails(&[with(full_a(&DEAL_A), "exchange", json!("Вера"))]);
    assert_eq!(e.rule, "belot3.exchange.turned");
    // The turned card 8♣ played (Вера's 8♣ for J♣ at trick 6) with hearts named in the second
    // round: it lay on the table.
    let mut second = full_a(&DEAL_A);
    second["turned"] = json!("8C");
    second["trump"] = json!("hearts");
    second["combinations"] = json!([]);
    assert!(run(json!({}), &[second.clone()]).is_ok(), "8♣ out of play, nobody exchanged");
    second["play"] = json!(text(&changed(&DEAL_A, &[(5, "Аня:QS Борис:7S Вера:8C")])));
    assert_eq!(fails(&[second]).rule, "belot3.exchange.first-trump");
    // Quick entry: no exchange in the second round, none for the seven itself.
    let quick = with(with(quick_a(), "exchange", json!("Вера")), "turned", json!("8S"));
    assert_eq!(fails(&[quick]).rule, "belot3.exchange.first-trump");
    let quick = with(with(quick_a(), "exchange", json!("Вера")), "turned", json!("7H"));
    assert_eq!(fails(&[quick]).rule, "belot3.exchange.seven");
    // The exchanger played the turned card, and the seven was played too.
    let both = changed(&DEAL_A, &[(2, "Аня:AS Борис:8S Вера:8H")]);
    let mut d = full_a(&both);
    d["play"] = json!(text(&both).replace("Вера:9D", "Вера:7H"));
    assert_eq!(fails(&[d]).rule, "belot3.exchange.seven");
}

// ---------------------------------------------------------------------------------------------
// The play, refereed trick by trick.

#[test]
fn every_revoke_is_found_with_its_trick_player_and_card() {
    // Борис plays 7♠ on a diamond lead at trick 2 holding four diamonds, and Q♦ on a spade lead at
    // trick 6 holding Q♥: two revokes.
    let tricks = changed(&DEAL_A, &[(1, "Вера:10D Аня:AH Борис:7S"), (5, "Аня:QS Борис:QD Вера:JC")]);
    let e = fails(&[full_a(&tricks)]);
    assert_eq!(e.rule, "belot3.play.follow-suit");
    assert_eq!((e.trick, e.player.as_deref(), e.card.as_deref()), (Some(2), Some("Борис"), Some("7♠")));
    let m = e.message();
    assert!(m.contains("trick 6: Борис Q♦ [belot3.play.trump]"), "{m}");
}

#[test]
fn a_trump_on_the_table_must_be_overtrumped_if_able() {
    // Борис leads Q♥; Вера holds 10♥ and 7♥ and must beat the queen: 7♥ is a revoke.
    let tricks = [
        "QH 7H AH",
        "JS 8S 10H",
        "QC 9C KH",
        "7S 10D QS",
        "JH JD KC",
        "AS 9S 9D",
        "KS AD 10C",
        "10S KD AC",
        "9H QD JC",
    ];
    let e = fails(&[json!({ "declarer": "Аня", "trump": "hearts", "play": text(&tricks) })]);
    assert_eq!(e.rule, "belot3.play.overtrump");
    assert_eq!((e.trick, e.player.as_deref(), e.card.as_deref()), (Some(1), Some("Вера"), Some("7♥")));
    // Played as it should be, the deal stands.
    let right = changed(&tricks, &[(0, "QH 10H AH"), (1, "JS 8S 7H")]);
    assert!(run(json!({}), &[json!({ "declarer": "Аня", "trump": "hearts", "play": text(&right) })]).is_ok());
}

#[test]
fn a_plain_suit_need_not_be_beaten_and_a_void_player_must_trump() {
    // Trick 1 of deal A: Аня follows with J♠ under Борис's 9♠... a low card of the led suit is
    // always allowed. A void player holding a trump must trump: Вера's J♣ on a spade at trick 6
    // stands only because she had no trump left.
    assert!(run(json!({}), &[full_a(&DEAL_A)]).is_ok());
    // Another play of the same hands: at trick 5 Вера leads Q♣, Аня trumps, and Борис, void in
    // clubs, discards J♦ though he holds K♥ (played at trick 7); the winners are as they would be.
    let tricks = [
        "7S 7H KS",
        "10C 9C QH",
        "QD 9D AH",
        "QS 8S 10H",
        "QC JH JD",
        "10S 9S JC",
        "9H KH 10D",
        "JS KD KC",
        "AS AD AC",
    ];
    let e = fails(&[json!({ "declarer": "Аня", "trump": "hearts", "play": text(&tricks) })]);
    assert_eq!((e.player.as_deref(), e.card.as_deref()), (Some("Борис"), Some("J♦")));
    assert!(e.message().contains("K♥"), "{}", e.message());
    assert_eq!((e.rule.as_str(), e.trick), ("belot3.play.trump", Some(5)));
}

#[test]
fn a_belot_is_called_with_the_king_or_queen_of_trump_holding_the_other() {
    let tricks = changed(&DEAL_A, &[(3, "Вера:10C Аня:9C! Борис:KH")]);
    assert_eq!(fails(&[full_a(&tricks)]).rule, "belot3.combination.belot");
}

/// The book's belot is «короля и дамы одной масти» (a king and a queen of one suit); kozyr reads it
/// as the trump's, and `belot=any-suit` scores every suit's pair. Deal A with Аня calling K♠ Q♠
/// (`Аня:QS!` at trick 6, K♠ still in hand): Аня 114 + 20 = 134, Борис 45, Вера 123; Борис loses
/// 45, 23 to the higher (Аня) and 22 to Вера: 157, 0, 145.
#[test]
fn a_belot_of_another_suit_is_the_trumps_by_default_and_any_suits_with_the_option() {
    let any = json!({"belot": "any-suit"});
    let tricks = changed(&DEAL_A, &[(5, "Аня:QS! Борис:7S Вера:JC")]);
    assert_eq!(fails(&[full_a(&tricks)]).rule, "belot3.combination.belot");
    let r = play_with(any.clone(), &[full_a(&tricks)]);
    assert_eq!(scores(&r, 0), vec![157, 0, 145]);
    // Quick entry: one belot a suit, each 20 apart from the ranking. Points 60, 50, 32 and the last
    // trick to Вера: 80, 70, 62 with the belots; Вера loses 62, 31 to each: 111, 101, 0.
    let d = |list: Value| with(q(ANYA, "hearts", [60, 50, 32], VERA), "combinations", list);
    let three = json!(["Аня:belot:spades", "Борис:belot", "Вера:belot:clubs"]);
    assert_eq!(fails(&[d(three.clone())]).rule, "belot3.combination.belot");
    assert_eq!(scores(&play_with(any.clone(), &[d(three)]), 0), vec![111, 101, 0]);
    // Two belots of one suit are one pair shown twice.
    assert_eq!(
        fails_with(any, &[d(json!(["Аня:belot:spades", "Аня:belot:spades"]))]).rule,
        "belot3.combination.overlap"
    );
}

// ---------------------------------------------------------------------------------------------
// Quick entry checked.

#[test]
fn quick_entry_is_checked_against_the_pack() {
    assert_eq!(fails(&[q(ANYA, "hearts", [100, 30, 30], ANYA)]).rule, "belot3.points.sum");
    // 152 − 151 = 1: no five cards out of play are worth 1.
    assert_eq!(fails(&[q(ANYA, "hearts", [100, 30, 21], ANYA)]).rule, "belot3.points.sum");
    assert_eq!(fails(&[q(ANYA, "hearts", [160, 0, 0], ANYA)]).rule, "belot3.points.range");
    assert_eq!(
        fails(&[with(q(ANYA, "hearts", [100, 30, 22], ANYA), "capot", json!(["Борис"]))]).rule,
        "belot3.capot.inconsistent"
    );
    assert_eq!(
        fails(&[json!({ "declarer": "Аня", "trump": "hearts", "last_trick": "Аня" })]).rule,
        "belot3.deal.points"
    );
    assert_eq!(
        fails(&[json!({ "declarer": "Аня", "trump": "hearts", "points": { "Аня": 152 } })]).rule,
        "belot3.deal.last-trick"
    );
    assert_eq!(
        fails(&[json!({ "trump": "hearts", "points": { "Аня": 152 }, "last_trick": "Аня" })]).rule,
        "belot3.deal.declarer"
    );
    assert_eq!(
        fails(&[json!({ "declarer": "Аня", "points": { "Аня": 152 }, "last_trick": "Аня" })]).rule,
        "belot3.deal.trump"
    );
    assert_eq!(
        fails(&[
            json!({ "declarer": "Аня", "trump": "hearts", "points": { "Аня": 152 }, "last_trick": "Аня", "bid": 1 })
        ])
        .rule,
        "belot3.deal.format"
    );
    // A turned card alone says the trump: its suit was taken in the first round.
    assert!(run(
        json!({}),
        &[json!({ "declarer": "Аня", "turned": "9S", "points": { "Аня": 152 }, "last_trick": "Аня" })]
    )
    .is_ok());
}

// ---------------------------------------------------------------------------------------------
// The end of the match and who deals.

#[test]
fn the_first_to_reach_the_target_wins() {
    // Deal A: Аня 136, Вера 146. Target 140: only Вера.
    let r = play_with(json!({ "target": 140 }), &[quick_a()]);
    assert_eq!(r.winner, Some(VERA));
    assert!(steps(&r, 0).contains(&"belot3.match.target"));
}

#[test]
fn several_reaching_the_target_the_taker_of_the_last_trick_wins_or_play_goes_on() {
    // Target 100: Аня 136 and Вера 146 both reach it; Аня took the last trick and wins.
    let r = play_with(json!({ "target": 100 }), &[quick_a()]);
    assert_eq!(r.winner, Some(ANYA));
    assert!(steps(&r, 0).contains(&"belot3.match.last-trick"));
    // Target 80: Аня 70 + 10 = 80, Вера 72 + 10 = 82 (Борис 10 + 10 last = 20 lost, 10 each):
    // both reach 80 but Борис took the last trick: play on; next deal Аня takes it and wins.
    let first = q(BORIS, "clubs", [70, 10, 72], BORIS);
    let r = play_with(json!({ "target": 80 }), std::slice::from_ref(&first));
    assert_eq!((r.winner, r.totals.clone()), (None, vec![80, 0, 82]));
    let r = play_with(json!({ "target": 80 }), &[first, q(BORIS, "clubs", [70, 10, 72], ANYA)]);
    assert_eq!(r.winner, Some(ANYA));
}

#[test]
fn whoever_first_announces_reaching_the_target_wins_after_his_own_trick_not_the_last() {
    // Target 100, deal A: Вера announced after trick 1 (hers): she wins though Аня took the last.
    let r = play_with(json!({ "target": 100 }), &[with(full_a(&DEAL_A), "reached", json!("Вера:1"))]);
    assert_eq!(r.winner, Some(VERA));
    assert!(steps(&r, 0).contains(&"belot3.match.announce"));
    // After the last trick, or after someone else's trick: refused.
    let e = fails_with(json!({ "target": 100 }), &[with(full_a(&DEAL_A), "reached", json!("Аня:9"))]);
    assert_eq!(e.rule, "belot3.match.announce-trick");
    let e = fails_with(json!({ "target": 100 }), &[with(full_a(&DEAL_A), "reached", json!("Борис:3"))]);
    assert_eq!(e.rule, "belot3.match.announce-trick");
    let e = fails_with(json!({ "target": 100 }), &[with(quick_a(), "reached", json!("Вера:9"))]);
    assert_eq!(e.rule, "belot3.match.announce-trick");
    // An announcement that is not true.
    let e = fails(&[with(quick_a(), "reached", json!("Вера"))]);
    assert_eq!(e.rule, "belot3.match.announce");
}

#[test]
fn the_player_with_the_most_points_deals_next_unless_the_table_rotates() {
    // After deal A Вера (146) leads: she deals deal 2, and Аня is offered the turned card first.
    let r = play(&[quick_a()]);
    assert!(steps(&r, 0).contains(&"belot3.dealer.leader"));
    let next = r.next.as_ref().unwrap().render(kozyr::i18n::Lang::En);
    assert!(next.starts_with("deal 2: Вера deals, Аня is offered"), "{next}");
    let r = play_with(json!({ "next_dealer": "rotation" }), &[quick_a()]);
    let next = r.next.as_ref().unwrap().render(kozyr::i18n::Lang::En);
    assert!(next.starts_with("deal 2: Борис deals"), "{next}");
}

#[test]
fn options_are_checked() {
    assert_eq!(fails_with(json!({ "target": 0 }), &[]).rule, "belot3.option.value");
    assert_eq!(fails_with(json!({ "odd_point": "lower" }), &[]).rule, "belot3.option.value");
    assert_eq!(fails_with(json!({ "barrel": 1 }), &[]).rule, "belot3.option.unknown");
}

#[test]
fn a_penalty_is_written_to_the_player() {
    let r = play(&[quick_a(), json!({ "penalty": { "player": "Борис", "reason": "misdeal", "points": -20 } })]);
    assert_eq!(r.totals, vec![136, -20, 146]);
    let e = fails(&[json!({ "penalty": { "player": "Борис", "reason": "misdeal" } })]);
    assert_eq!(e.rule, "belot3.penalty.points");
}

#[test]
fn every_rule_id_names_the_game() {
    assert!(RULE_IDS.iter().all(|id| id.starts_with("belot3.")));
}

// ---------------------------------------------------------------------------------------------
// Through the binary: bad input exits 1 with the rule id and leaves the ledger as it was.

fn table() -> Table {
    let t = Table::new();
    t.ok(&["new", "belot3", "--players", "Аня,Борис,Вера"]);
    t
}

#[test]
fn quick_entry_through_the_binary_scores_deal_a() {
    let t = table();
    t.ok(&[
        "deal",
        "--declarer",
        "Аня",
        "--trump",
        "hearts",
        "--turned",
        "8H",
        "--points",
        "Аня=104,Борис=25,Вера=23",
        "--last",
        "Аня",
        "--announce",
        "Борис:sequence:AD:4",
        "--announce",
        "Вера:sequence:AC:5",
        "--announce",
        "Аня:sequence:AS:5",
        "--announce",
        "Борис:belot",
    ]);
    let path = t.file("deal.txt", &text(&DEAL_A));
    t.ok(&[
        "deal",
        "--declarer",
        "Аня",
        "--turned",
        "8H",
        "--announce",
        "Борис:sequence:AD:4",
        "--announce",
        "Вера:sequence:AC:5",
        "--announce",
        "Аня:sequence:AS:5",
        "--tricks",
        &path,
        "--dealer",
        "Аня",
    ]);
    let v = t.json(&["show"]);
    assert_eq!(common::totals(&v), common::named(&[("Аня", 272), ("Борис", 0), ("Вера", 292)]));
    t.ok(&["deal", "--redeal"]);
}

#[test]
fn bad_input_through_the_binary_is_refused_and_writes_nothing() {
    let t = table();
    t.ok(&["deal", "--declarer", "Аня", "--trump", "hearts", "--points", "Аня=104,Борис=25,Вера=23", "--last", "Аня"]);
    t.refused(
        &["deal", "--declarer", "Аня", "--trump", "hearts", "--points", "Аня=100,Борис=30,Вера=30", "--last", "Аня"],
        "belot3.points.sum",
    );
    t.refused(
        &["deal", "--bids", "pass,hearts", "--turned", "9S", "--points", "Аня=104,Борис=25,Вера=23", "--last", "Аня"],
        "belot3.bid.turn",
    );
    t.refused(
        &[
            "deal",
            "--declarer",
            "Аня",
            "--trump",
            "hearts",
            "--points",
            "Аня=104,Борис=25,Вера=23",
            "--last",
            "Аня",
            "--announce",
            "Аня:four:7",
        ],
        "belot3.combination.set-rank",
    );
    let revokes = t.file(
        "revokes.txt",
        &text(&changed(&DEAL_A, &[(1, "Вера:10D Аня:AH Борис:7S"), (5, "Аня:QS Борис:QD Вера:JC")])),
    );
    let err =
        t.refused(&["deal", "--declarer", "Аня", "--trump", "hearts", "--tricks", &revokes], "belot3.play.follow-suit");
    assert!(err.contains("Борис") && err.contains("7♠"), "{err}");
    t.refused(&["deal", "--redeal", "--declarer", "Аня"], "belot3.deal.redeal");
    t.refused(
        &[
            "deal",
            "--declarer",
            "Аня",
            "--trump",
            "hearts",
            "--points",
            "Аня=104,Борис=25,Вера=23",
            "--last",
            "Аня",
            "--reached",
            "Аня",
        ],
        "belot3.match.announce",
    );
    t.refused(&["new", "belot3", "--players", "Аня,Борис,Вера", "--option", "target=-5"], "belot3.option.value");
}
