//! Mushka (Мушка): every scoring rule, passes, the sheet from −25 to exactly 0, player counts and
//! decks, the A♠ variant, quick and full entry, the replay view, and the command line's refusals
//! (exit 1, the rule id, the ledger unchanged). Seats: Аня, Борис, Вера, Галя; Аня deals first.

use crate::support::common;
use crate::support::king_words as words;

use std::collections::BTreeSet;

use common::*;
use kozyr::games::{self, MatchDoc, Replay, RuleError};
use kozyr::i18n::Lang;
use serde_json::{json, Value};
use words::{english_left, shown};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

/// The worked example of docs/games/mushka.md: Аня deals, ♥ trumps, Вера passes, Борис leads.
const EXAMPLE: &str = "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D\n9D AS KH";

/// Three players, ♦ trumps: Борис wins four club tricks; the last is 7♦, A♦, A♠ in that order.
const VARIANT: &str = "AC 7C KS\nKC 8C QS\nQC 9C JS\nJC 10C 10S\n7D AD AS";

fn doc(game: &str, players: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    match_doc(game, &NAMES, players, None, options, deals)
}

fn run(players: usize, options: Value, deals: Vec<Value>) -> Result<Replay, RuleError> {
    doc("mushka", players, options, deals).replay()
}

fn ok(deals: Vec<Value>) -> Replay {
    run(4, json!({}), deals).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn refused(deals: Vec<Value>, rule: &str) -> RuleError {
    let e = run(4, json!({}), deals).expect_err("the document should be refused");
    assert_eq!(e.rule, rule, "{e}");
    assert!(!e.message().contains(".rs"), "{e}");
    e
}

fn scores(r: &Replay, row: usize) -> Vec<i64> {
    r.rows[row].scored.scores.clone()
}

/// The deal's own points (before the sheet's rules), in seat order.
fn points(r: &Replay, row: usize) -> Vec<i64> {
    r.rows[row].scored.extra["points"].as_object().expect("points").values().map(|v| v.as_i64().expect("int")).collect()
}

fn steps(r: &Replay, row: usize) -> Vec<(String, String)> {
    r.rows[row].scored.explain.iter().map(|s| (s.rule.to_string(), s.text.english())).collect()
}

fn has_step(r: &Replay, row: usize, rule: &str, text: &str) -> bool {
    steps(r, row).iter().any(|(ru, t)| ru == rule && t == text)
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn a_trick_is_worth_one_and_a_player_without_a_trick_loses_five() {
    let r = ok(vec![json!({"trump": "hearts", "won": {"Борис": 3, "Вера": 2}})]);
    assert_eq!(scores(&r, 0), [-5, 3, 2, -5]);
    assert_eq!(r.totals, [-30, -22, -23, -30]);
    assert!(has_step(&r, 0, "mushka.score.trick", "Борис: 3 tricks × +1 = +3"), "{:?}", steps(&r, 0));
    assert!(has_step(&r, 0, "mushka.score.no-trick", "Аня: no trick −5"), "{:?}", steps(&r, 0));
}

#[test]
fn each_trick_won_with_an_ace_adds_five() {
    let r = ok(vec![json!({"trump": "hearts", "won": {"Борис": 3, "Вера": 2},
                           "aces": {"Борис": ["AH", "AC"], "Вера": "AD"}})]);
    assert_eq!(scores(&r, 0), [-5, 13, 7, -5]);
    assert!(has_step(&r, 0, "mushka.score.ace", "Борис: tricks won with A♥, A♣: 2 × +5 = +10"), "{:?}", steps(&r, 0));
    assert!(has_step(&r, 0, "mushka.score.ace", "Вера: a trick won with A♦ +5"), "{:?}", steps(&r, 0));
}

#[test]
fn with_spades_trump_only_the_spade_ace_scores_and_it_scores_ten() {
    let r = ok(vec![json!({"trump": "spades", "won": {"Борис": 3, "Вера": 2},
                           "aces": {"Борис": ["AS", "AH"], "Вера": ["AD"]}, "spade_ace": "Борис"})]);
    assert_eq!(scores(&r, 0), [-5, 13, 2, -5]);
    assert!(has_step(&r, 0, "mushka.score.spade-ace", "Борис: a trick won with A♠, spades trump +10"));
    assert!(!steps(&r, 0).iter().any(|(rule, _)| rule == "mushka.score.ace"));
}

#[test]
fn no_trick_while_holding_the_spade_ace_costs_ten() {
    let r = ok(vec![json!({"trump": "hearts", "won": {"Борис": 3, "Вера": 2}, "spade_ace": "Аня"})]);
    assert_eq!(scores(&r, 0), [-10, 3, 2, -5]);
    assert!(has_step(&r, 0, "mushka.score.no-trick-spade-ace", "Аня: no trick while holding A♠ −10"));
    // Holding A♠ and taking a trick: no penalty, and A♠ gives nothing unless it won the trick.
    let r = ok(vec![json!({"trump": "hearts", "won": {"Аня": 1, "Борис": 2, "Вера": 2}, "spade_ace": "Аня"})]);
    assert_eq!(scores(&r, 0), [1, 2, 2, -5]);
}

// ---------------------------------------------------------------------------------------------
// The sheet: from −25 to exactly 0
// ---------------------------------------------------------------------------------------------

#[test]
fn everyone_starts_at_minus_25_with_the_line_at_0() {
    let r = ok(vec![]);
    assert_eq!(r.totals, [-25; 4]);
    assert_eq!(r.target, Some(0));
    assert!(!r.lowest_wins);
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 1: Аня deals, Борис leads"));
    // A note before the first deal shows the starting totals too.
    let r = ok(vec![json!({"note": "we start"})]);
    assert_eq!(r.rows[0].scored.totals, [-25; 4]);
}

#[test]
fn exactly_zero_wins_the_match() {
    let win = json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AS", "AD", "AC"]}});
    let r = ok(vec![win.clone()]);
    assert_eq!(r.totals, [-30, 0, -30, -30]);
    assert_eq!(r.winner, Some(1));
    assert!(r.finished);
    assert_eq!(r.next, None);
    assert!(r.rows[0].scored.marks.iter().any(|m| m.side == 1 && m.kind.tag() == "win"));
    assert!(has_step(&r, 0, "mushka.match.winner", "Борис reaches exactly 0 and wins"));
    refused(vec![win, json!({"trump": "hearts", "won": {"Аня": 5}})], "match.finished");
}

#[test]
fn passing_zero_starts_again_at_minus_25() {
    let r = ok(vec![
        json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AD"]}}),
        json!({"trump": "clubs", "won": {"Борис": 5}, "aces": {"Борис": ["AC", "AD"]}}),
    ]);
    assert_eq!(r.rows[0].scored.totals, [-30, -10, -30, -30]);
    // −10 + 15 = +5 passes 0: back to −25. The row's change is the fall; the deal's points are kept.
    assert_eq!(r.totals, [-35, -25, -35, -35]);
    assert_eq!(scores(&r, 1), [-5, -15, -5, -5]);
    assert_eq!(points(&r, 1), [-5, 15, -5, -5]);
    assert!(r.rows[1].scored.marks.iter().any(|m| m.side == 1 && m.kind.tag() == "overshoot"));
    assert_eq!(r.rows[1].scored.notes, ["Борис: −10 +15 = 5 passes 0: starts again at −25"]);
    assert!(steps(&r, 1).iter().any(|(rule, _)| rule == "mushka.match.overshoot"));
    assert_eq!(r.winner, None);
}

#[test]
fn two_reaching_zero_in_one_deal_the_first_in_play_from_the_leader_wins() {
    let setup = || {
        vec![
            json!({"penalty": {"player": "Борис", "points": 22, "reason": "agreed"}}),
            json!({"penalty": {"player": "Вера", "points": 23, "reason": "agreed"}}),
        ]
    };
    // Аня deals: Борис leads and is first.
    let mut deals = setup();
    deals.push(json!({"trump": "hearts", "won": {"Борис": 3, "Вера": 2}}));
    let r = ok(deals);
    assert_eq!(r.totals, [-30, 0, 0, -30]);
    assert_eq!(r.winner, Some(1));
    assert_eq!(
        r.rows[2].scored.notes,
        ["Борис and Вера reach 0 in the same deal; Борис wins, the first of them in play from the deal's leader"]
    );
    // Борис deals: Вера leads, and of the two she plays first.
    let mut deals = setup();
    deals.push(json!({"dealer": "Борис", "trump": "hearts", "won": {"Борис": 3, "Вера": 2}}));
    let r = ok(deals);
    assert_eq!(r.totals, [-30, 0, 0, -30]);
    assert_eq!(r.winner, Some(2));
}

#[test]
fn a_penalty_follows_the_sheet_rules() {
    let e = refused(vec![json!({"penalty": {"player": "Аня", "reason": "misdeal"}})], "mushka.penalty.points");
    assert!(e.message().contains("--points"), "{e}");
    let r = ok(vec![json!({"penalty": {"player": "Аня", "points": -5, "reason": "misdeal"}})]);
    assert_eq!(r.totals, [-30, -25, -25, -25]);
    assert!(steps(&r, 0).iter().any(|(rule, _)| rule == "mushka.penalty"));
    let r = ok(vec![json!({"penalty": {"player": "Аня", "points": 30, "reason": "agreed"}})]);
    assert_eq!(r.totals, [-25; 4], "a penalty past 0 falls back to −25");
    let r = ok(vec![json!({"penalty": {"player": "Аня", "points": 25, "reason": "agreed"}})]);
    assert_eq!(r.winner, Some(0));
}

// ---------------------------------------------------------------------------------------------
// Passes
// ---------------------------------------------------------------------------------------------

#[test]
fn a_passed_player_scores_nothing_and_the_first_in_the_deal_left_of_the_dealer_leads() {
    let r = ok(vec![json!({"trump": "hearts", "passed": ["Вера"], "won": {"Борис": 3, "Галя": 2}})]);
    assert_eq!(scores(&r, 0), [-5, 3, 0, 2]);
    assert!(r.rows[0].scored.marks.iter().any(|m| m.side == 2 && m.kind.tag() == "pass"));
    assert!(has_step(&r, 0, "mushka.pass", "Вера passed: scores nothing this deal"));
    assert_eq!(r.rows[0].scored.extra["leader"], "Борис");
    assert_eq!(r.rows[0].scored.summary.english(), "Аня deals, ♥ trumps, Вера pass");
    // Борис, on the dealer's left, passes: Вера leads.
    let r = ok(vec![json!({"trump": "hearts", "passed": "Борис", "won": {"Вера": 3, "Галя": 2}})]);
    assert_eq!(r.rows[0].scored.extra["leader"], "Вера");
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 2: Борис deals, Вера leads"));
}

#[test]
fn everyone_but_one_passing_gives_him_the_five_tricks_uncontested() {
    let alone = json!({"trump": "hearts", "passed": ["Борис", "Вера", "Галя"]});
    let r = ok(vec![alone.clone()]);
    assert_eq!(scores(&r, 0), [5, 0, 0, 0]);
    assert!(has_step(&r, 0, "mushka.pass.alone", "everyone else passed: Аня takes the 5 tricks uncontested"));
    assert_eq!(r.rows[0].scored.extra["leader"], Value::Null);
    let r = ok(vec![json!({"trump": "hearts", "passed": ["Борис", "Вера", "Галя"], "won": {"Аня": 5}})]);
    assert_eq!(scores(&r, 0), [5, 0, 0, 0]);
    refused(vec![json!({"trump": "hearts", "passed": ["Борис", "Вера", "Галя"], "won": {"Аня": 3}})], "mushka.won.sum");
    // Alone with A♠ and spades trump: nothing is played, so A♠ won no trick (found by the
    // property test, seed 16765211038269847148).
    let r = ok(vec![json!({"trump": "spades", "passed": ["Аня", "Вера", "Галя"], "spade_ace": "Борис"})]);
    assert_eq!(scores(&r, 0), [0, 5, 0, 0]);
    let mut with_play = alone.clone();
    with_play["play"] = json!("AH\nKH\nQH\nJH\n10H");
    refused(vec![with_play], "mushka.pass.alone");
    let mut with_aces = alone;
    with_aces["aces"] = json!({"Аня": ["AH"]});
    refused(vec![with_aces], "mushka.pass.alone");
}

#[test]
fn everyone_passing_scores_nothing_and_the_deal_moves_on() {
    let r = ok(vec![json!({"trump": "hearts", "passed": "Аня,Борис,Вера,Галя"})]);
    assert_eq!(scores(&r, 0), [0; 4]);
    assert_eq!(r.totals, [-25; 4]);
    assert!(has_step(&r, 0, "mushka.pass.all", "everyone passed: nobody scores and the deal passes to the left"));
    assert_eq!(r.rows[0].scored.summary.english(), "Аня deals, ♥ trumps, all pass");
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 2: Борис deals, Вера leads"));
    let e = refused(
        vec![json!({"trump": "hearts", "passed": "Аня,Борис,Вера,Галя", "won": {"Аня": 5}})],
        "mushka.pass.all",
    );
    assert!(e.message().contains("everyone passed"), "{e}");
}

#[test]
fn the_spade_ace_holder_may_not_pass() {
    let e = refused(
        vec![json!({"trump": "hearts", "passed": ["Вера"], "spade_ace": "Вера", "won": {"Борис": 5}})],
        "mushka.pass.spade-ace",
    );
    assert_eq!(e.player.as_deref(), Some("Вера"));
    assert!(e.message().contains("Вера held A♠ and may not pass"), "{e}");
}

#[test]
fn a_player_passes_once() {
    refused(vec![json!({"trump": "hearts", "passed": ["Вера", "вера"], "won": {"Борис": 5}})], "mushka.pass.twice");
}

#[test]
fn a_passed_player_has_no_tricks_and_no_aces() {
    let e = refused(
        vec![json!({"trump": "hearts", "passed": ["Вера"], "won": {"Борис": 4, "Вера": 1}})],
        "mushka.play.not-playing",
    );
    assert!(e.message().contains("Вера is not playing this deal (passed)"), "{e}");
    refused(
        vec![json!({"trump": "hearts", "passed": ["Вера"], "won": {"Борис": 5}, "aces": {"Вера": ["AH"]}})],
        "mushka.play.not-playing",
    );
}

// ---------------------------------------------------------------------------------------------
// Quick entry checks
// ---------------------------------------------------------------------------------------------

#[test]
fn aces_are_aces_each_once_and_no_more_than_the_tricks() {
    let deal = |aces: Value| json!({"trump": "hearts", "won": {"Борис": 1, "Вера": 4}, "aces": aces});
    let e = refused(vec![deal(json!({"Вера": ["KH"]}))], "mushka.aces.card");
    assert!(e.message().contains("K♥ given for Вера is not an ace"), "{e}");
    refused(vec![deal(json!({"Вера": ["XX"]}))], "mushka.aces.card");
    let e = refused(vec![deal(json!({"Борис": ["AH"], "Вера": ["AH"]}))], "mushka.aces.twice");
    assert!(e.message().contains("A♥ is given for both Борис and Вера"), "{e}");
    refused(vec![deal(json!({"Вера": ["AH", "AH"]}))], "mushka.aces.twice");
    let e = refused(vec![deal(json!({"Борис": ["AH", "AD"]}))], "mushka.aces.tricks");
    assert!(e.message().contains("Борис won 1 trick but is given 2 won with aces (A♥, A♦)"), "{e}");
    refused(vec![deal(json!({"Аня": ["AH"]}))], "mushka.aces.tricks");
}

#[test]
fn the_spade_ace_wins_only_for_its_holder_and_names_him() {
    let e = refused(
        vec![
            json!({"trump": "hearts", "won": {"Борис": 1, "Вера": 4}, "aces": {"Вера": ["AS"]}, "spade_ace": "Борис"}),
        ],
        "mushka.aces.holder",
    );
    assert!(e.message().contains("A♠ is given as winning a trick for Вера but Борис held it"), "{e}");
    let r = ok(vec![json!({"trump": "hearts", "won": {"Борис": 1, "Вера": 4}, "aces": {"Вера": ["AS"]}})]);
    assert_eq!(r.rows[0].scored.extra["spade_ace"], "Вера");
}

#[test]
fn with_spades_trump_the_spade_ace_holder_won_a_trick_with_it() {
    let e = refused(
        vec![json!({"trump": "spades", "won": {"Борис": 2, "Вера": 3}, "spade_ace": "Борис"})],
        "mushka.aces.spade-trump",
    );
    assert!(e.message().contains("--aces Борис=AS"), "{e}");
    refused(
        vec![json!({"trump": "spades", "won": {"Борис": 2, "Вера": 3}, "spade_ace": "Аня"})],
        "mushka.aces.spade-trump",
    );
}

#[test]
fn tricks_add_up_to_five_among_the_players_in_the_deal() {
    let e = refused(vec![json!({"trump": "hearts", "won": {"Борис": 3, "Вера": 1}})], "mushka.won.sum");
    assert!(e.message().contains("add up to 4"), "{e}");
    refused(vec![json!({"trump": "hearts", "won": {"Борис": 6}})], "mushka.won.range");
    refused(vec![json!({"trump": "hearts", "won": {"Борис": -1, "Вера": 6}})], "mushka.won.range");
    refused(vec![json!({"trump": "hearts"})], "mushka.deal.won");
    refused(vec![json!({"trump": "hearts", "won": {"Пётр": 5}})], "match.player.unknown");
}

#[test]
fn every_deal_names_its_trump_suit() {
    refused(vec![json!({"won": {"Борис": 5}})], "mushka.deal.trump");
    let e = refused(vec![json!({"trump": "none", "won": {"Борис": 5}})], "mushka.deal.trump");
    assert!(e.message().contains("always has a trump"), "{e}");
    refused(vec![json!({"trump": "purple", "won": {"Борис": 5}})], "mushka.deal.trump");
    let r = ok(vec![json!({"trump": "♣", "won": {"Борис": 5}})]);
    assert_eq!(r.rows[0].scored.extra["trump"], "clubs");
}

#[test]
fn the_deal_passes_to_the_left() {
    let r = ok(vec![
        json!({"dealer": "Вера", "trump": "hearts", "won": {"Борис": 5}}),
        json!({"trump": "hearts", "won": {"Борис": 5}}),
    ]);
    assert_eq!(r.rows[1].scored.extra["dealer"], "Галя");
    assert_eq!(r.rows[1].scored.extra["leader"], "Аня");
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 3: Аня deals, Борис leads"));
    refused(
        vec![
            json!({"trump": "hearts", "won": {"Борис": 5}}),
            json!({"dealer": "Аня", "trump": "hearts", "won": {"Борис": 5}}),
        ],
        "mushka.deal.dealer",
    );
}

#[test]
fn a_deal_has_only_the_documented_fields() {
    let e =
        refused(vec![json!({"trump": "hearts", "won": {"Борис": 5}, "took": {"Борис": ["AH"]}})], "mushka.deal.format");
    assert!(e.message().contains("`took` is not a field of a mushka deal"), "{e}");
    // Pamfil's fields are not Mushka's.
    refused(vec![json!({"trump": "hearts", "won": {"Борис": 5}, "pamfil": "Борис"})], "mushka.deal.format");
    refused(vec![json!({"trump": "hearts", "won": {"Борис": 5}, "passed": 3})], "mushka.deal.format");
    refused(vec![json!({"trump": "hearts", "won": {"Борис": 5}, "aces": ["AH"]})], "mushka.deal.format");
    refused(vec![json!({"trump": "hearts", "won": {"Борис": 5}, "spade_ace": 1})], "mushka.deal.format");
}

// ---------------------------------------------------------------------------------------------
// Full entry
// ---------------------------------------------------------------------------------------------

fn example(extra: Value) -> Value {
    let mut d = json!({"trump": "hearts", "passed": "Вера", "play": EXAMPLE});
    for (k, v) in extra.as_object().cloned().unwrap_or_default() {
        d[k] = v;
    }
    d
}

#[test]
fn full_entry_computes_the_tricks_the_aces_and_the_spade_ace_holder() {
    let r = ok(vec![example(json!({}))]);
    assert_eq!(scores(&r, 0), [-10, 13, 0, 2]);
    assert_eq!(r.totals, [-35, -12, -25, -23]);
    let x = &r.rows[0].scored.extra;
    assert_eq!(x["won"], json!({"Аня": 0, "Борис": 3, "Галя": 2}));
    assert_eq!(x["aces"], json!({"Борис": ["AC", "AH"]}));
    assert_eq!(x["spade_ace"], "Аня");
    assert_eq!(x["leader"], "Борис");
    // The same deal by quick entry, as the page shows it.
    let quick = ok(vec![json!({"trump": "hearts", "passed": ["Вера"], "won": {"Борис": 3, "Галя": 2},
                               "aces": {"Борис": ["AC", "AH"]}, "spade_ace": "Аня"})]);
    assert_eq!(quick.totals, r.totals);
}

#[test]
fn quick_counts_beside_the_tricks_must_agree() {
    ok(vec![example(json!({"won": {"Борис": 3, "Галя": 2}, "aces": {"Борис": ["AH", "AC"]}, "spade_ace": "Аня"}))]);
    refused(vec![example(json!({"won": {"Борис": 2, "Галя": 3}}))], "mushka.entry.disagree");
    let e = refused(vec![example(json!({"aces": {"Борис": ["AC"]}}))], "mushka.entry.disagree");
    assert!(e.message().contains("Борис is given tricks won with aces A♣ but the record shows A♣, A♥"), "{e}");
    let e = refused(vec![example(json!({"spade_ace": "Галя"}))], "mushka.entry.disagree");
    assert!(e.message().contains("the record shows Аня held it"), "{e}");
}

#[test]
fn full_entry_refuses_a_renege_with_the_card_held() {
    let renege = "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D KH\n7D 9D AS";
    let e = refused(vec![json!({"trump": "hearts", "passed": "Вера", "play": renege})], "mushka.play.follow-suit");
    assert_eq!(
        e.message(),
        "trick 4: Борис played K♥ on a ♦ lead but held 7♦ (played at trick 5); a player who holds the led suit must \
         follow it"
    );
}

#[test]
fn void_in_the_led_suit_a_player_must_trump() {
    // Вера has no club but 7♥: she must trump the A♣ lead.
    let play = "AC 8D 7C\nKC 9D 8C\nQC 10D 9C\nJC JD 7S\n10C 7H 8S";
    let e = run(3, json!({}), vec![json!({"trump": "hearts", "play": play})]).expect_err("no trump");
    assert_eq!(e.rule, "mushka.play.trump");
    assert_eq!(e.player.as_deref(), Some("Вера"));
    assert_eq!(e.trick, Some(1));
}

#[test]
fn a_passed_player_cannot_play() {
    let e = refused(vec![example(json!({"play": EXAMPLE.replacen("AC", "Вера:AC", 1)}))], "mushka.play.not-playing");
    assert!(e.message().contains("Вера is not playing this deal and cannot play A♣"), "{e}");
    // Four cards a trick when three are in the deal.
    refused(
        vec![example(json!({"play": "AC 8C QC 7S\nAH 10H 7H 8S\n9S KS QS 9H\nJD 8D 7D 10S\n9D AS KH JS"}))],
        "mushka.play.trick-size",
    );
}

#[test]
fn the_record_is_five_tricks_of_distinct_cards_in_turn() {
    refused(vec![example(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D"}))], "mushka.play.card-count");
    refused(
        vec![example(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D\n9D AS 7D"}))],
        "mushka.play.duplicate-card",
    );
    refused(vec![example(json!({"play": EXAMPLE.replacen("AC", "Галя:AC", 1)}))], "mushka.play.out-of-turn");
    refused(vec![example(json!({"play": 5}))], "mushka.play.format");
    refused(vec![example(json!({"play": {"tricks": [], "talon": []}}))], "mushka.play.format");
}

// ---------------------------------------------------------------------------------------------
// Players and decks
// ---------------------------------------------------------------------------------------------

/// Two players in the deal, Аня and Борис; Борис leads 2♣ and Аня takes all five.
const LOW_CLUBS: &str = "2C 7C\n8C 3C\n9C 4C\n10C 5C\nJC 6C";

#[test]
fn three_to_six_players() {
    for k in 3..=6 {
        run(k, json!({}), vec![json!({"trump": "hearts", "won": {"Борис": 5}})]).unwrap_or_else(|e| panic!("{k}: {e}"));
    }
    for k in [2, 7] {
        let d = MatchDoc { players: (0..k).map(|i| format!("P{i}")).collect(), ..doc("mushka", 3, json!({}), vec![]) };
        assert_eq!(d.replay().expect_err("seats").rule, "match.players.count", "{k} players");
    }
}

#[test]
fn three_or_four_players_use_32_cards_five_or_six_the_52_card_pack() {
    for k in [5, 6] {
        let passed: Vec<&str> = NAMES[2..k].to_vec();
        let r = run(k, json!({}), vec![json!({"trump": "hearts", "passed": passed, "play": LOW_CLUBS})])
            .unwrap_or_else(|e| panic!("{k}: {e}"));
        assert_eq!(r.rows[0].scored.scores[..2], [5, -5]);
    }
    for k in [3, 4] {
        let passed: Vec<&str> = NAMES[2..k].to_vec();
        let e = run(k, json!({}), vec![json!({"trump": "hearts", "passed": passed, "play": LOW_CLUBS})])
            .expect_err("no twos in 32 cards");
        assert_eq!(e.rule, "mushka.play.not-in-deck", "{k}: {e}");
    }
}

// ---------------------------------------------------------------------------------------------
// The A♠ variant
// ---------------------------------------------------------------------------------------------

#[test]
fn by_default_the_trump_ace_beats_the_spade_ace() {
    let r = run(3, json!({}), vec![json!({"trump": "diamonds", "play": VARIANT})]).expect("valid");
    // Борис 4 tricks + A♣; Вера takes the last with A♦; Аня held A♠ and took nothing.
    assert_eq!(scores(&r, 0), [-10, 9, 6]);
}

#[test]
fn the_variant_lets_the_spade_ace_played_after_the_trump_ace_take_the_trick() {
    let on = json!({"spade_ace_over_trump_ace": true});
    let r = run(3, on.clone(), vec![json!({"trump": "diamonds", "play": VARIANT})]).expect("valid");
    assert_eq!(scores(&r, 0), [6, 9, -5]);
    assert_eq!(r.rows[0].scored.extra["aces"], json!({"Аня": ["AS"], "Борис": ["AC"]}));
    // Played before the trump ace, A♠ loses.
    let before = "AC 7C KS\nKC 8C QS\nQC 9C JS\nJC 10C 10S\nAS AD 9H";
    let r = run(3, on, vec![json!({"trump": "diamonds", "play": before})]).expect("valid");
    assert_eq!(scores(&r, 0), [-5, 9, 6]);
}

#[test]
fn options_are_checked_and_stored() {
    let g = games::find("mushka").expect("mushka");
    assert_eq!(g.default_options(), json!({"spade_ace_over_trump_ace": false}));
    assert_eq!(run(3, json!({"nonesuch": 1}), vec![]).expect_err("unknown").rule, "mushka.option.unknown");
    assert_eq!(run(3, json!({"spade_ace_over_trump_ace": 1}), vec![]).expect_err("bool").rule, "mushka.option.value");
    let teams = MatchDoc { teams: Some(serde_json::Map::new()), ..doc("mushka", 3, json!({}), vec![]) };
    teams.replay().expect("an empty teams map is no teams");
}

// ---------------------------------------------------------------------------------------------
// The replay view
// ---------------------------------------------------------------------------------------------

#[test]
fn replay_json_has_the_documented_shape() {
    let r = ok(vec![json!({"trump": "hearts", "passed": ["Вера"], "won": {"Борис": 3, "Галя": 2},
                           "aces": {"Борис": ["AC", "AH"]}, "spade_ace": "Аня"})]);
    assert_eq!(
        r.to_json(kozyr::i18n::Lang::En),
        json!({
            "game": "mushka",
            "deals": [{
                "entry": 1, "kind": "deal",
                "scores": {"Аня": -10, "Борис": 13, "Вера": 0, "Галя": 2},
                "totals": {"Аня": -35, "Борис": -12, "Вера": -25, "Галя": -23},
                "notes": [], "marks": {"Вера": ["pass"]},
                "dealer": "Аня", "trump": "hearts", "passed": ["Вера"], "leader": "Борис",
                "won": {"Аня": 0, "Борис": 3, "Галя": 2}, "aces": {"Борис": ["AC", "AH"]},
                "spade_ace": "Аня",
                "points": {"Аня": -10, "Борис": 13, "Вера": 0, "Галя": 2}
            }],
            "totals": {"Аня": -35, "Борис": -12, "Вера": -25, "Галя": -23},
            "winner": null, "finished": false,
            "next": "deal 2: Борис deals, Вера leads"
        })
    );
}

// ---------------------------------------------------------------------------------------------
// Every rule id
// ---------------------------------------------------------------------------------------------

/// A document per rule: scoring rules show in the explanation, the others in the refusal.
fn rule_cases() -> Vec<(usize, Value, Vec<Value>)> {
    let q = |d: Value| (4, json!({}), vec![d]);
    let mut v = vec![
        q(json!({"trump": "hearts", "won": {"Борис": 3, "Вера": 2}, "aces": {"Борис": ["AH"]}, "spade_ace": "Аня"})),
        q(json!({"trump": "spades", "won": {"Галя": 5}, "aces": {"Галя": ["AS"]}})),
        q(json!({"trump": "hearts", "passed": "Вера", "won": {"Борис": 5}})),
        q(json!({"trump": "hearts", "passed": "Борис,Вера,Галя"})),
        q(json!({"trump": "hearts", "passed": "Аня,Борис,Вера,Галя", "won": {}})),
        q(json!({"trump": "hearts", "passed": "Аня,Борис,Вера,Галя"})),
        q(json!({"trump": "hearts", "passed": ["Вера"], "spade_ace": "Вера", "won": {"Борис": 5}})),
        q(json!({"trump": "hearts", "passed": ["Вера", "Вера"], "won": {"Борис": 5}})),
        q(json!({"trump": "hearts", "passed": ["Вера"], "won": {"Борис": 4, "Вера": 1}})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["KH"]}})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AH"]}})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Вера": ["AH"]}})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AS"]}, "spade_ace": "Вера"})),
        q(json!({"trump": "spades", "won": {"Борис": 5}, "spade_ace": "Вера"})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "bogus": 1})),
        q(json!({"trump": "hearts", "won": {"Борис": 6}})),
        q(json!({"trump": "hearts", "won": {"Борис": 4}})),
        q(json!({"trump": "hearts"})),
        q(json!({"won": {"Борис": 5}})),
        q(example(json!({"won": {"Борис": 5}}))),
        q(example(json!({"play": 5}))),
        q(example(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D KH\n7D 9D AS"}))),
        q(example(json!({"play": "AC 8C\nAH 10H 7H\n9S KS QS\nJD 8D 7D\n9D AS KH"}))),
        q(example(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D"}))),
        q(example(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D\n9D AS 7D"}))),
        q(example(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D\n9D AS 6H"}))),
        q(example(json!({"play": EXAMPLE.replacen("AC", "Галя:AC", 1)}))),
        (3, json!({}), vec![json!({"trump": "hearts", "play": "AC 8D 7C\nKC 9D 8C\nQC 10D 9C\nJC JD 7S\n10C 7H 8S"})]),
        (4, json!({}), vec![json!({"penalty": {"player": "Аня", "reason": "misdeal"}})]),
        (4, json!({}), vec![json!({"penalty": {"player": "Аня", "points": -5, "reason": "пересдача"}})]),
        (
            4,
            json!({}),
            vec![
                json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AD"]}}),
                json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AS", "AD"]}}),
            ],
        ),
        (
            4,
            json!({}),
            vec![
                json!({"trump": "hearts", "won": {"Борис": 5}}),
                json!({"dealer": "Аня", "trump": "hearts", "won": {"Борис": 5}}),
            ],
        ),
        (3, json!({"nonesuch": true}), vec![]),
        (3, json!({"spade_ace_over_trump_ace": "yes"}), vec![]),
    ];
    // Exactly 0.
    v.push(q(json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AS", "AD", "AC"]}})));
    v
}

#[test]
fn every_listed_rule_id_is_triggered() {
    let listed: BTreeSet<&str> = kozyr::games::mushka::RULE_IDS.iter().copied().collect();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    for (players, options, deals) in rule_cases() {
        match run(players, options, deals) {
            Ok(r) => seen.extend(r.rows.iter().flat_map(|row| row.scored.explain.iter().map(|s| s.rule.to_string()))),
            Err(e) => {
                seen.insert(e.rule);
            }
        }
    }
    // A stored state no replay of the match can have left is met only by a replay resumed from it.
    let (game, setup) = games::setup_of(&doc("mushka", 4, json!({}), vec![])).expect("setup");
    seen.insert(game.replay_from(&setup, Some(&json!({"totals": 1})), &[]).expect_err("refused").rule);
    let seen: BTreeSet<&str> = seen.iter().map(String::as_str).filter(|r| r.starts_with("mushka.")).collect();
    let never: Vec<&&str> = listed.difference(&seen).collect();
    assert!(never.is_empty(), "listed but never triggered: {never:?}");
    let unlisted: Vec<&&str> = seen.difference(&listed).collect();
    assert!(unlisted.is_empty(), "triggered but not listed: {unlisted:?}");
}

#[test]
fn the_rules_page_explains_follow_suit_and_every_scoring_rule() {
    let page = games::find("mushka").expect("mushka").info().page(kozyr::i18n::Lang::En).0;
    for id in kozyr::games::mushka::RULE_IDS.iter().copied().filter(|id| {
        id.starts_with("mushka.score.") || id.starts_with("mushka.pass") || id.starts_with("mushka.match.")
    }) {
        assert!(page.contains(id), "docs/games/mushka.md does not mention {id}");
    }
    assert!(page.contains("mushka.play.follow-suit"));
}

#[test]
fn both_rules_pages_name_every_rule_id() {
    let info = games::find("mushka").expect("mushka").info();
    for lang in [Lang::En, Lang::Ru] {
        let (page, served) = info.page(lang);
        assert_eq!(served, lang, "the page is served in {lang}");
        for id in kozyr::games::mushka::RULE_IDS {
            assert!(page.contains(id), "the {lang} page of mushka does not mention {id}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The table's words: Russian and Bulgarian
// ---------------------------------------------------------------------------------------------

/// The explanation of a row in `lang`.
fn steps_in(r: &Replay, row: usize, lang: Lang) -> Vec<String> {
    r.rows[row].scored.explain.iter().map(|s| s.text.render(lang)).collect()
}

#[test]
fn tricks_are_counted_with_russian_plurals() {
    let r = ok(vec![
        json!({"trump": "hearts", "won": {"Аня": 1, "Борис": 2, "Вера": 2}}),
        json!({"trump": "hearts", "won": {"Вера": 5}}),
    ]);
    let ru = steps_in(&r, 0, Lang::Ru);
    assert!(ru.contains(&"Аня: 1 взятка +1".to_string()), "{ru:?}");
    assert!(ru.contains(&"Борис: 2 взятки × +1 = +2".to_string()), "{ru:?}");
    assert!(ru.contains(&"Галя: ни одной взятки −5".to_string()), "{ru:?}");
    let ru = steps_in(&r, 1, Lang::Ru);
    assert!(ru.contains(&"Вера: 5 взяток × +1 = +5".to_string()), "{ru:?}");
    let bg = steps_in(&r, 0, Lang::Bg);
    assert!(bg.contains(&"Аня: 1 взятка +1".to_string()), "{bg:?}");
    assert!(bg.contains(&"Борис: 2 взятки × +1 = +2".to_string()), "{bg:?}");
    assert!(bg.contains(&"Галя: без взятка −5".to_string()), "{bg:?}");
}

#[test]
fn passes_aces_and_the_climb_from_minus_25_read_in_russian_and_bulgarian() {
    let r = ok(vec![json!({"trump": "hearts", "passed": "Вера", "won": {"Аня": 0, "Борис": 3, "Галя": 2},
                           "aces": {"Борис": ["AC", "AH"]}, "spade_ace": "Аня"})]);
    let row = &r.rows[0].scored;
    assert_eq!(row.summary.render(Lang::Ru), "сдаёт Аня, козырь ♥, пас: Вера");
    assert_eq!(row.summary.render(Lang::Bg), "раздава Аня, коз ♥, пас: Вера");
    let ru = steps_in(&r, 0, Lang::Ru);
    for t in [
        "Аня: ни одной взятки с A♠ на руке −10",
        "Борис: взятки тузами A♣, A♥: 2 × +5 = +10",
        "Вера: пас, в этой сдаче ничего не получает",
    ] {
        assert!(ru.contains(&t.to_string()), "{t} missing from {ru:?}");
    }
    assert_eq!(r.next.as_ref().map(|m| m.render(Lang::Ru)).as_deref(), Some("сдача 2: сдаёт Борис, ходит Вера"));
    assert_eq!(r.next.as_ref().map(|m| m.render(Lang::Bg)).as_deref(), Some("раздаване 2: раздава Борис, излиза Вера"));

    let r = ok(vec![
        json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AD"]}}),
        json!({"trump": "clubs", "won": {"Борис": 5}, "aces": {"Борис": ["AC", "AD"]}}),
    ]);
    let note = &r.rows[1].scored.notes[0];
    assert_eq!(note.render(Lang::Ru), "Борис: −10 +15 = 5 — больше 0: счёт снова с −25");
    assert_eq!(note.render(Lang::Bg), "Борис: −10 +15 = 5 минава 0: започва отново от −25");

    let r = ok(vec![json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AS", "AD", "AC"]}})]);
    assert_eq!(r.rows[0].scored.notes[0].render(Lang::Ru), "Борис: ровно 0 — победа");
    assert_eq!(r.rows[0].scored.notes[0].render(Lang::Bg), "Борис стига точно 0 и печели");
}

#[test]
fn rule_errors_read_in_russian_and_bulgarian() {
    let e = refused(
        vec![json!({"trump": "hearts", "passed": "Вера", "spade_ace": "Вера", "won": {"Борис": 5}})],
        "mushka.pass.spade-ace",
    );
    assert_eq!(
        e.msg.render(Lang::Ru),
        "Вера: на руке A♠, пасовать нельзя; с пиковым тузом прикупают и играют (пасовать могут только остальные)"
    );
    assert_eq!(
        e.msg.render(Lang::Bg),
        "Вера държи A♠ и не може да пасува; с A♠ се тегли и се играе (пасуват само другите)"
    );
    assert_eq!(
        e.line(Lang::Ru),
        "запись 1: Вера: на руке A♠, пасовать нельзя; с пиковым тузом прикупают и играют (пасовать могут только \
         остальные) [mushka.pass.spade-ace]"
    );
    let e = refused(
        vec![json!({"trump": "hearts", "won": {"Борис": 1, "Вера": 4}, "aces": {"Борис": ["AH", "AD"]}})],
        "mushka.aces.tricks",
    );
    assert_eq!(e.msg.render(Lang::Ru), "Борис: 1 взятка, а тузами записано 2 (A♥, A♦); каждую взятку берёт одна карта");
    assert_eq!(
        e.msg.render(Lang::Bg),
        "Борис: 1 взятка, а с аса са дадени 2 (A♥, A♦); всяка взятка се взема от една карта"
    );
    let e = refused(vec![json!({"trump": "none", "won": {"Борис": 5}})], "mushka.deal.trump");
    assert!(e.msg.render(Lang::Ru).starts_with("в игре «Мушка» всегда есть козырь"), "{}", e.msg.render(Lang::Ru));
}

#[test]
fn nothing_mushka_says_in_russian_or_bulgarian_is_left_in_english() {
    let mut messages = vec![];
    let mut cases = rule_cases();
    cases.push((4, json!({}), vec![json!({"trump": "none", "won": {"Борис": 5}})]));
    for (players, options, deals) in cases {
        match run(players, options, deals) {
            Ok(r) => messages.extend(shown(&r)),
            Err(e) => messages.push(e.msg),
        }
    }
    let left = english_left(&messages);
    assert!(left.is_empty(), "{}", left.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------------------------

fn table() -> Table {
    let t = Table::new();
    t.ok(&["new", "mushka", "--players", "Аня,Борис,Вера,Галя"]);
    t
}

const QUICK: [&str; 11] = [
    "deal",
    "--trump",
    "hearts",
    "--passed",
    "Вера",
    "--won",
    "Борис=3,Галя=2",
    "--aces",
    "Борис=AC,AH",
    "--spade-ace",
    "Аня",
];

#[test]
fn cli_new_shows_everyone_at_minus_25() {
    let t = table();
    let v = t.json(&["show"]);
    assert_eq!(totals(&v), named(&[("Аня", -25), ("Борис", -25), ("Вера", -25), ("Галя", -25)]));
    assert_eq!(v["next"], "deal 1: Аня deals, Борис leads");
}

#[test]
fn cli_quick_deal_writes_the_sheet() {
    let t = table();
    let out = t.ok(&QUICK);
    assert!(out.contains("Аня deals, ♥ trumps, Вера pass"), "{out}");
    assert!(out.contains("Next: deal 2: Борис deals, Вера leads"), "{out}");
    let v = t.json(&["show"]);
    assert_eq!(totals(&v), named(&[("Аня", -35), ("Борис", -12), ("Вера", -25), ("Галя", -23)]));
    let explain = t.ok(&["explain", "-m", "1", "1"]);
    assert!(explain.contains("mushka.score.no-trick-spade-ace"), "{explain}");
}

#[test]
fn cli_full_entry_from_a_tricks_file() {
    let t = table();
    let path = t.file("deal.txt", &format!("# Аня deals, Вера passes: Борис leads\n{EXAMPLE}\n"));
    t.ok(&["deal", "--trump", "hearts", "--passed", "Вера", "--tricks", &path]);
    let v = t.json(&["show"]);
    assert_eq!(totals(&v), named(&[("Аня", -35), ("Борис", -12), ("Вера", -25), ("Галя", -23)]));
}

#[test]
fn cli_counts_that_do_not_add_up_are_refused() {
    let t = table();
    let err = t.refused(&["deal", "--trump", "hearts", "--won", "Борис=3,Галя=1"], "mushka.won.sum");
    assert!(err.contains("add up to 4"), "{err}");
    t.refused(&["deal", "--trump", "hearts", "--won", "Борис=1,Галя=4", "--aces", "Борис=AC,AH"], "mushka.aces.tricks");
    t.refused(&["deal", "--won", "Борис=5"], "mushka.deal.trump");
}

#[test]
fn cli_the_spade_ace_holder_passing_is_refused() {
    let t = table();
    let err = t.refused(
        &["deal", "--trump", "hearts", "--passed", "Вера", "--spade-ace", "Вера", "--won", "Борис=5"],
        "mushka.pass.spade-ace",
    );
    assert!(err.contains("Вера held A♠ and may not pass"), "{err}");
}

#[test]
fn cli_a_passed_player_playing_is_refused() {
    let t = table();
    let path = t.file("deal.txt", &EXAMPLE.replacen("AC", "Вера:AC", 1));
    t.refused(&["deal", "--trump", "hearts", "--passed", "Вера", "--tricks", &path], "mushka.play.not-playing");
    t.refused(&["deal", "--trump", "hearts", "--passed", "Вера", "--won", "Вера=1,Борис=4"], "mushka.play.not-playing");
    t.refused(
        &["deal", "--trump", "hearts", "--passed", "Вера,Галя", "--won", "Галя=1,Борис=4"],
        "mushka.play.not-playing",
    );
    // Two names in one flag, and the flag repeated, are both passes.
    t.ok(&["deal", "--trump", "hearts", "--passed", "Вера,Галя", "--passed", "Аня"]);
    assert_eq!(totals(&t.json(&["show"])), named(&[("Аня", -25), ("Борис", -20), ("Вера", -25), ("Галя", -25)]));
}

#[test]
fn cli_a_deal_for_a_finished_match_is_refused() {
    let t = table();
    let out = t.ok(&["deal", "--trump", "hearts", "--won", "Борис=5", "--aces", "Борис=AH,AS,AD,AC"]);
    assert!(out.contains("Winner: Борис"), "{out}");
    t.refused(&["deal", "-m", "1", "--trump", "hearts", "--won", "Аня=5"], "match.finished");
}

#[test]
fn cli_the_variant_is_an_option() {
    let t = Table::new();
    t.ok(&["new", "mushka", "--players", "Аня,Борис,Вера", "--option", "spade_ace_over_trump_ace=true"]);
    let path = t.file("deal.txt", VARIANT);
    t.ok(&["deal", "--trump", "diamonds", "--tricks", &path]);
    assert_eq!(totals(&t.json(&["show"])), named(&[("Аня", -19), ("Борис", -16), ("Вера", -30)]));
    Table::new().refused(
        &["new", "mushka", "--players", "Аня,Борис,Вера", "--option", "spade_ace=true"],
        "mushka.option.unknown",
    );
}
