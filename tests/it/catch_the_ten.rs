//! Catch the Ten through the library and the real binary: the trump honours and the card bonus,
//! the pack and packets for each table, jack-high trumps, follow suit within the packet in play,
//! partnerships seated alternately, quick and full entry, the end after the agreed deals, the
//! `--json` view, every refusal (exit 1, its rule id, the ledger unchanged), and the game's texts in
//! Russian and Bulgarian. One test proves every rule id the game lists is raised or cited by some
//! case here.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::words;

use std::collections::BTreeSet;

use common::*;
use family_support::{deal, play, Rng, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::engine::PlayRecord;
use kozyr::games::catch_the_ten::{pack, packets, RULE_IDS};
use kozyr::games::family::{referee_piles, FamilyRules};
use kozyr::games::{parse_tricks, split_play_text, MatchDoc, Replay, RuleError};
use serde_json::{json, Map, Value};
use words::{english_words, shown as messages};

const NAMES: [&str; 10] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева", "Жора", "Зоя", "Игорь", "Катя"];

fn doc(players: usize, teams: Option<Value>, options: Value, deals: &[Value]) -> MatchDoc {
    match_doc("catch-the-ten", &NAMES, players, teams, options, deals.to_vec())
}

fn run(players: usize, teams: Option<Value>, deals: &[Value]) -> Result<Replay, RuleError> {
    doc(players, teams, json!({}), deals).replay()
}

fn ok(players: usize, teams: Option<Value>, deals: &[Value]) -> Replay {
    run(players, teams, deals).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn fails(players: usize, teams: Option<Value>, deals: &[Value]) -> RuleError {
    match run(players, teams, deals) {
        Ok(r) => panic!("accepted: totals {:?}", r.totals),
        Err(e) => e,
    }
}

/// A and B seated alternately at four: Аня, Борис, Вера, Галя.
fn pairs() -> Option<Value> {
    Some(json!({"A": ["Аня", "Вера"], "B": ["Борис", "Галя"]}))
}

fn scores(r: &Replay, row: usize) -> Vec<i64> {
    r.rows[row].scored.scores.clone()
}

fn rules_of(r: &Replay) -> BTreeSet<String> {
    r.rows.iter().flat_map(|row| row.scored.explain.iter().map(|s| s.rule.to_string())).collect()
}

/// Two players, Аня deals, Борис leads, ♠ trumps; three packets of six each. Packet 1: Борис's
/// hearts against Аня's clubs; packet 2: his diamonds against her low hearts and high clubs; packet
/// 3: Борис leads A♠ and Аня's J♠ takes it, then she takes every trick. Аня plays clubs on hearts
/// in packet 1 while her packet 2 holds hearts: legal, she follows from the packet in play.
/// Борис takes 12 tricks (24 cards, 6 over his 18); Аня 6 tricks and every trump honour (30).
const TWO: &str = "AH 6C\nKH 7C\nQH 8C\nJH 9C\n10H 10C\n9H JC\n\
                   6D 6H\n7D 7H\n8D 8H\n9D QC\n10D KC\nJD AC\n\
                   AS JS\n10S 6S\nQS 7S\nKS 8S\n9S QD\nAD KD";

/// As [`TWO`], but at trick 14 Борис plays K♦ on 10♠ while his packet still holds 6♠ 7♠ 8♠.
const TWO_RENEGE: &str = "AH 6C\nKH 7C\nQH 8C\nJH 9C\n10H 10C\n9H JC\n\
                          6D 6H\n7D 7H\n8D 8H\n9D QC\n10D KC\nJD AC\n\
                          AS JS\n10S KD\nQS 6S\nKS 7S\n9S 8S\nAD QD";

fn two(play: &str) -> Value {
    json!({"trump": "spades", "play": play})
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn trump_honours_score_j_11_ten_10_a_4_k_3_q_2() {
    // Each for himself at four: 9 cards each; everyone captures exactly 9 (no bonus).
    let d = json!({"trump": "hearts", "took": {"Аня": ["JH"], "Борис": ["10H"], "Вера": ["AH", "KH"], "Галя": ["QH"]},
                   "cards": {"Аня": 8, "Борис": 8, "Вера": 12, "Галя": 8}});
    let r = ok(4, None, &[d]);
    assert_eq!(scores(&r, 0), [11, 10, 4 + 3 + 3, 2]);
    assert_eq!(scores(&r, 0).iter().sum::<i64>(), 30 + 3);
    let rules = rules_of(&r);
    for id in ["jack", "ten", "ace", "king", "queen", "cards"] {
        assert!(rules.contains(&format!("catch-the-ten.score.{id}")), "{id}");
    }
}

#[test]
fn each_card_captured_beyond_the_cards_dealt_scores_1_and_fewer_score_nothing() {
    // Four players, 9 each: Вера captures 16 (7 over), the others 8, 8 and 4.
    let d = json!({"trump": "C", "took": {"Аня": ["JC", "10C", "AC", "KC", "QC"]},
                   "cards": {"Аня": 8, "Борис": 8, "Вера": 16, "Галя": 4}});
    let r = ok(4, None, &[d]);
    assert_eq!(scores(&r, 0), [30, 0, 7, 0]);
}

#[test]
fn partners_score_together_against_the_cards_dealt_to_their_side() {
    // A (Аня, Вера) were dealt 18, B 18. A capture 24: 6 over; B 12.
    let d = json!({"trump": "D", "took": {"Аня": ["JD"], "B": ["10D", "AD"], "Вера": ["KD", "QD"]},
                   "cards": {"Аня": 16, "Вера": 8, "B": 12}});
    let r = ok(4, pairs(), &[d]);
    assert_eq!(r.sides, ["A", "B"]);
    assert_eq!(scores(&r, 0), [11 + 3 + 2 + 6, 10 + 4]);
}

// ---------------------------------------------------------------------------------------------
// The pack and the packets
// ---------------------------------------------------------------------------------------------

#[test]
fn the_pack_and_the_packets_for_each_table() {
    for (players, cards, each, piles) in [
        (2, 36, 18, 3),
        (3, 36, 12, 2),
        (4, 36, 9, 1),
        (5, 35, 7, 1),
        (6, 36, 6, 1),
        (7, 35, 5, 1),
        (8, 32, 4, 1),
        (9, 36, 4, 1),
    ] {
        let deck = pack(players);
        assert_eq!((deck.len(), deck.len() / players, packets(players)), (cards, each, piles), "{players} players");
        let r = ok(players, None, &[]);
        let next = r.next.map(|m| m.english()).unwrap_or_default();
        let how = if piles > 1 { format!("{piles} packets of 6 cards each") } else { format!("{each} cards each") };
        assert!(next.contains(&how), "{players}: {next}");
    }
    assert!(!pack(5).contains(card("6S")) && pack(5).contains(card("6H")));
    assert!(!pack(7).contains(card("6S")));
    assert!(Suit::ALL.iter().all(|&s| !pack(8).contains(Card::new(Rank::Six, s))));
    assert_eq!(fails(10, None, &[]).rule, "match.players.count");
    assert_eq!(fails(1, None, &[]).rule, "match.players.count");
}

#[test]
fn five_players_have_no_six_of_spades_and_capture_35() {
    let honours = json!({"Аня": ["JH", "10H", "AH", "KH", "QH"]});
    let quick = |trump: &str, cards: [i64; 5]| json!({"trump": trump, "took": honours, "cards": {"Аня": cards[0], "Борис": cards[1], "Вера": cards[2], "Галя": cards[3], "Дима": cards[4]}});
    ok(5, None, &[quick("9H", [15, 5, 5, 5, 5])]);
    assert_eq!(fails(5, None, &[quick("6S", [15, 5, 5, 5, 5])]).rule, "catch-the-ten.deal.trump");
    let e = fails(5, None, &[quick("H", [15, 5, 5, 5, 10])]);
    assert_eq!(e.rule, "catch-the-ten.cards.sum");
    assert!(e.message().contains("all 35 cards"), "{}", e.message());
}

#[test]
fn two_players_follow_suit_from_the_packet_in_play_and_the_trump_jack_is_highest() {
    let r = ok(2, None, &[two(TWO)]);
    assert_eq!(scores(&r, 0), [30, 6]);
    assert_eq!(r.rows[0].scored.extra["cards"], json!({"Аня": 12, "Борис": 24}));
    assert_eq!(r.rows[0].scored.extra["honours"]["Аня"], json!(["JS", "10S", "AS", "KS", "QS"]));
    // The same tricks judged as one hand of 18 are a renege at the first trick.
    let setup = kozyr::games::setup_of(&doc(2, None, json!({}), &[])).expect("setup").1;
    let plays = parse_tricks(&split_play_text(TWO, &[]).tricks, &setup, 2).expect("tricks");
    let record = PlayRecord { first_leader: 1, plays };
    let mut rules = FamilyRules::plain(2, 18, pack(2));
    rules.trump = Some(Suit::Spades);
    rules.jack_high_trumps = true;
    assert!(referee_piles(&rules, &record, 3).is_ok());
    let v = referee_piles(&rules, &record, 1).expect_err("one hand of 18");
    assert_eq!((v.rule, v.trick), ("play.follow-suit", Some(1)));
}

#[test]
fn a_renege_within_the_packet_is_refused() {
    let e = fails(2, None, &[two(TWO_RENEGE)]);
    assert_eq!(e.rule, "catch-the-ten.play.follow-suit");
    assert_eq!((e.trick, e.player.as_deref(), e.card.as_deref()), (Some(14), Some("Борис"), Some("K♦")));
    assert!(e.message().contains("6♠"), "{}", e.message());
}

// ---------------------------------------------------------------------------------------------
// Partnerships
// ---------------------------------------------------------------------------------------------

#[test]
fn partnerships_sit_alternately_in_sides_of_equal_size() {
    let six = |teams: Value| doc(6, Some(teams), json!({}), &[]).replay().map(|r| r.sides);
    assert_eq!(
        six(json!({"A": ["Аня", "Вера", "Дима"], "B": ["Борис", "Галя", "Ева"]})).ok(),
        Some(vec!["A".into(), "B".into()])
    );
    assert_eq!(
        six(json!({"A": ["Аня", "Галя"], "B": ["Борис", "Дима"], "C": ["Вера", "Ева"]})).ok(),
        Some(vec!["A".into(), "B".into(), "C".into()])
    );
    let e = six(json!({"A": ["Аня", "Борис", "Вера"], "B": ["Галя", "Дима", "Ева"]})).expect_err("side by side");
    assert_eq!(e.rule, "catch-the-ten.teams.seating");
    assert!(e.message().contains("A, B, A, B, A, B"), "{}", e.message());
    let e = six(json!({"A": ["Аня", "Вера"], "B": ["Борис", "Галя", "Дима", "Ева"]})).expect_err("unequal");
    assert_eq!(e.rule, "catch-the-ten.teams.size");
    let e = six(json!({"A": ["Аня", "Вера", "Дима", "Борис", "Галя", "Ева"]})).expect_err("one side");
    assert_eq!(e.rule, "catch-the-ten.teams.size");
    let e = six(json!({"A": ["Аня", "Вера", "Дима"], "B": ["Борис", "Галя", "Юра"]})).expect_err("a stranger");
    assert_eq!(e.rule, "catch-the-ten.teams.format");
    let e =
        six(json!({"Аня": ["Аня", "Вера", "Дима"], "B": ["Борис", "Галя", "Ева"]})).expect_err("named like a player");
    assert_eq!(e.rule, "catch-the-ten.teams.format");
    let e = six(json!({"A": ["Аня", "Вера", "Дима"], "B": ["Борис", "Галя", "Аня"]})).expect_err("in two teams");
    assert_eq!(e.rule, "catch-the-ten.teams.format");
    let e = six(json!({"A": "Аня", "B": ["Борис", "Галя", "Ева"]})).expect_err("not a list");
    assert_eq!(e.rule, "catch-the-ten.teams.format");
    // Eight: two sides of four or four of two.
    let eight = |teams: Value| doc(8, Some(teams), json!({}), &[]).replay().map(|r| r.sides.len());
    assert_eq!(
        eight(json!({"A": ["Аня", "Вера", "Дима", "Жора"], "B": ["Борис", "Галя", "Ева", "Зоя"]})).ok(),
        Some(2)
    );
    assert_eq!(
        eight(json!({"A": ["Аня", "Дима"], "B": ["Борис", "Ева"], "C": ["Вера", "Жора"], "D": ["Галя", "Зоя"]})).ok(),
        Some(4)
    );
    // Teams alone seat the players: one member of each side in turn.
    let d = MatchDoc {
        game: "catch-the-ten".into(),
        name: None,
        players: vec![],
        teams: json!({"A": ["Аня", "Вера"], "B": ["Борис", "Галя"]}).as_object().cloned(),
        options: Map::new(),
        deals: vec![],
    };
    let (_, setup) = kozyr::games::setup_of(&d).expect("setup");
    assert_eq!(setup.players, ["Аня", "Борис", "Вера", "Галя"]);
}

#[test]
fn full_entry_with_partnerships_credits_the_side_that_captured() {
    let mut rng = Rng::new(42);
    let hands = deal(&mut rng, pack(4).cards(), 4, 9);
    let spec = Spec { trump: Some(Suit::Hearts), jack_high: true, ..Spec::default() };
    let g = play(&mut rng, &spec, hands, 1);
    let mut want = [0i64; 2];
    let mut cards = [0i64; 2];
    for (seat, taken) in g.taken.iter().enumerate() {
        cards[seat % 2] += taken.len() as i64;
        for c in taken.iter().filter(|c| c.suit() == Suit::Hearts) {
            want[seat % 2] += match c.rank() {
                Rank::Jack => 11,
                Rank::Ten => 10,
                Rank::Ace => 4,
                Rank::King => 3,
                Rank::Queen => 2,
                _ => 0,
            };
        }
    }
    for s in 0..2 {
        want[s] += (cards[s] - 18).max(0);
    }
    let r = ok(4, pairs(), &[json!({"trump": "hearts", "play": g.text()})]);
    assert_eq!(scores(&r, 0), want);
    // Counts beside the record must agree: by side and by player.
    let d = json!({"trump": "hearts", "play": g.text(), "cards": {"A": cards[0], "B": cards[1]}});
    ok(4, pairs(), &[d]);
    let shift = if cards[0] >= 4 { -4 } else { 4 };
    let d = json!({"trump": "hearts", "play": g.text(), "cards": {"A": cards[0] + shift, "B": cards[1] - shift}});
    assert_eq!(fails(4, pairs(), &[d]).rule, "catch-the-ten.entry.disagree");
    let jack_side = (0..4).find(|&s| g.taken[s].contains(&card("JH"))).map(|s| s % 2).expect("J♥ taken");
    let wrong = ["B", "A"][jack_side];
    let d = json!({"trump": "hearts", "play": g.text(), "took": {wrong: ["JH"]}});
    assert_eq!(fails(4, pairs(), &[d]).rule, "catch-the-ten.entry.disagree");
}

// ---------------------------------------------------------------------------------------------
// Quick entry checks
// ---------------------------------------------------------------------------------------------

fn four(took: Value, cards: Value) -> Value {
    json!({"trump": "hearts", "took": took, "cards": cards})
}

const ALL_HEARTS: [&str; 5] = ["JH", "10H", "AH", "KH", "QH"];

#[test]
fn every_honour_is_accounted_for_once() {
    let cards = json!({"Аня": 12, "Борис": 8, "Вера": 8, "Галя": 8});
    let e = fails(4, None, &[four(json!({"Аня": ["JH", "10H", "AH", "KH"]}), cards.clone())]);
    assert_eq!((e.rule.as_str(), e.card.as_deref()), ("catch-the-ten.took.sum", Some("Q♥")));
    let e = fails(4, None, &[four(json!({"Аня": ALL_HEARTS, "Борис": ["QH"]}), cards.clone())]);
    assert_eq!((e.rule.as_str(), e.card.as_deref()), ("catch-the-ten.took.twice", Some("Q♥")));
    assert!(e.message().contains("Аня and Борис"), "{}", e.message());
    let e = fails(4, None, &[four(json!({"Аня": ["JH", "JH", "10H", "AH", "KH", "QH"]}), cards.clone())]);
    assert_eq!(e.rule, "catch-the-ten.took.twice");
    let e = fails(4, None, &[four(json!({"Аня": ["JH", "10H", "AH", "KH", "QH", "9H"]}), cards.clone())]);
    assert_eq!((e.rule.as_str(), e.card.as_deref()), ("catch-the-ten.took.card", Some("9♥")));
    let e = fails(4, None, &[four(json!({"Аня": ["JH", "10H", "AH", "KH", "QX"]}), cards.clone())]);
    assert_eq!(e.rule, "catch-the-ten.took.card");
    let e = fails(4, None, &[four(json!({"Аня": ["JH", "10H", "AH", "KH"], "Борис": ["QH"]}), json!({"Аня": 36}))]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("catch-the-ten.took.impossible", Some("Борис")));
}

#[test]
fn cards_captured_are_whole_tricks_counted_once_and_add_up_to_the_pack() {
    let took = json!({"Аня": ALL_HEARTS});
    let e = fails(4, None, &[four(took.clone(), json!({"Аня": 12, "Борис": 8, "Вера": 8}))]);
    assert_eq!(e.rule, "catch-the-ten.cards.sum");
    let e = fails(4, None, &[four(took.clone(), json!({"Аня": 14, "Борис": 6, "Вера": 8, "Галя": 8}))]);
    assert_eq!(e.rule, "catch-the-ten.cards.trick");
    let e = fails(4, None, &[four(took.clone(), json!({"Аня": 40}))]);
    assert_eq!(e.rule, "catch-the-ten.cards.range");
    let e = fails(4, pairs(), &[four(took.clone(), json!({"A": 20, "Вера": 8, "B": 8}))]);
    assert_eq!(e.rule, "catch-the-ten.cards.twice");
    let e = fails(4, None, &[json!({"trump": "H", "took": took.clone()})]);
    assert_eq!(e.rule, "catch-the-ten.deal.cards");
    let e = fails(4, None, &[four(took.clone(), json!({"Аня": "all"}))]);
    assert_eq!(e.rule, "catch-the-ten.deal.format");
    let e = fails(4, pairs(), &[four(took, json!({"C": 36}))]);
    assert_eq!(e.rule, "match.player.unknown");
}

#[test]
fn every_deal_names_its_trump() {
    let d = |trump: &str| json!({"trump": trump, "took": {"Аня": ALL_HEARTS}, "cards": {"Аня": 36}});
    assert_eq!(ok(4, None, &[d("9H")]).rows[0].scored.extra["trump"], "hearts");
    for bad in ["none", "purple", ""] {
        assert_eq!(fails(4, None, &[d(bad)]).rule, "catch-the-ten.deal.trump", "{bad}");
    }
    let e = fails(4, None, &[json!({"took": {"Аня": ALL_HEARTS}, "cards": {"Аня": 36}})]);
    assert_eq!(e.rule, "catch-the-ten.deal.trump");
}

// ---------------------------------------------------------------------------------------------
// Dealers and the end of the match
// ---------------------------------------------------------------------------------------------

fn even(trump: &str, a: &[&str], b: &[&str]) -> Value {
    json!({"trump": trump, "took": {"Аня": a, "Борис": b}, "cards": {"Аня": 18, "Борис": 18}})
}

#[test]
fn the_deal_passes_left_and_the_match_ends_after_one_deal_each_or_the_agreed_number() {
    let r = ok(3, None, &[]);
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some("deal 1: Аня deals 2 packets of 6 cards each, Борис leads")
    );
    let d = json!({"trump": "H", "took": {"Вера": ALL_HEARTS}, "cards": {"Аня": 12, "Борис": 12, "Вера": 12}});
    let r = ok(3, None, &[d.clone(), d.clone()]);
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some("deal 3: Вера deals 2 packets of 6 cards each, Аня leads")
    );
    let r = ok(3, None, &[d.clone(), d.clone(), d.clone()]);
    assert!(r.finished);
    assert_eq!(r.winner, Some(2));
    assert!(rules_of(&r).contains("catch-the-ten.match.deals"));
    let e = fails(3, None, &[d.clone(), d.clone(), d.clone(), d.clone()]);
    assert_eq!((e.rule.as_str(), e.entry), ("match.finished", Some(4)));
    let mut wrong = d.clone();
    wrong["dealer"] = json!("Вера");
    let e = fails(3, None, &[d.clone(), wrong]);
    assert_eq!((e.rule.as_str(), e.entry), ("catch-the-ten.deal.dealer", Some(2)));
    let r = doc(3, None, json!({"deals": 1}), std::slice::from_ref(&d)).replay().expect("one deal");
    assert!(r.finished);
    for bad in [json!({"deals": 0}), json!({"deals": "many"})] {
        assert_eq!(doc(3, None, bad, &[]).replay().expect_err("bad").rule, "catch-the-ten.option.value");
    }
    assert_eq!(doc(3, None, json!({"limit": 1}), &[]).replay().expect_err("bad").rule, "catch-the-ten.option.unknown");
}

#[test]
fn equal_highest_totals_play_another_deal() {
    // J + A (15) against 10 + K + Q (15), 18 cards each.
    let tie = even("H", &["JH", "AH"], &["10H", "KH", "QH"]);
    let r = doc(2, None, json!({"deals": 1}), std::slice::from_ref(&tie)).replay().expect("tie");
    assert!(!r.finished);
    assert_eq!(r.totals, [15, 15]);
    assert!(r.next.map(|m| m.english()).unwrap_or_default().contains("the highest total is shared"));
    let r = doc(2, None, json!({"deals": 1}), &[tie, even("C", &["10C", "AC", "KC", "QC"], &["JC"])])
        .replay()
        .expect("decided");
    assert!(r.finished);
    assert_eq!(r.winner, Some(0));
    assert!(rules_of(&r).contains("catch-the-ten.match.winner"));
}

#[test]
fn a_penalty_is_written_to_the_side_and_gives_its_points() {
    let r =
        ok(4, pairs(), &[json!({"penalty": {"player": "Вера", "points": -5, "reason": "looked at the next packet"}})]);
    assert_eq!(r.totals, [-5, 0]);
    assert!(rules_of(&r).contains("catch-the-ten.penalty"));
    let e = fails(4, pairs(), &[json!({"penalty": {"player": "B", "reason": "late"}})]);
    assert_eq!(e.rule, "catch-the-ten.penalty.points");
}

// ---------------------------------------------------------------------------------------------
// The play record's form
// ---------------------------------------------------------------------------------------------

#[test]
fn a_record_of_the_wrong_shape_is_refused() {
    let bad = |play: Value| fails(2, None, &[json!({"trump": "S", "play": play})]).rule;
    assert_eq!(bad(json!(7)), "catch-the-ten.play.format");
    assert_eq!(bad(json!("AH 6C\nKH")), "catch-the-ten.play.trick-size");
    assert_eq!(bad(json!("AH 6C\nKH 7C")), "catch-the-ten.play.card-count");
    assert_eq!(bad(json!(TWO.replacen("KH 7C", "AH 7C", 1))), "catch-the-ten.play.duplicate-card");
    assert_eq!(bad(json!(TWO.replacen("KH 7C", "Аня:KH 7C", 1))), "catch-the-ten.play.out-of-turn");
    let e = fails(5, None, &[json!({"trump": "H", "play": "6S 7S 8S 9S 10S"})]);
    assert_eq!(e.rule, "catch-the-ten.play.not-in-deck");
    let e = fails(2, None, &[json!({"trump": "S", "play": TWO, "won": {"Аня": 6}})]);
    assert_eq!(e.rule, "catch-the-ten.deal.format");
}

// ---------------------------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------------------------

const NEW_PAIRS: [&str; 6] = ["new", "catch-the-ten", "--team", "A=Аня,Вера", "--team", "B=Борис,Галя"];

fn with_pairs() -> Table {
    let t = Table::new();
    let out = t.ok(&NEW_PAIRS);
    assert!(out.starts_with("Match 1 — Catch the Ten — Аня, Борис, Вера, Галя"), "{out}");
    t
}

#[test]
fn cli_quick_entry_by_player_and_by_side() {
    let t = with_pairs();
    let out = t.ok(&["deal", "--trump", "9H", "--took", "Аня=JH,10H", "--took", "B=AH,KH,QH", "--cards", "A=20,B=16"]);
    assert!(out.contains("Next: deal 2: Борис deals 9 cards each, Вера leads"), "{out}");
    assert_eq!(totals(&t.json(&["show"])), named(&[("A", 11 + 10 + 2), ("B", 4 + 3 + 2)]));
}

#[test]
fn cli_full_entry_from_a_tricks_file_with_packets() {
    let t = Table::new();
    t.ok(&["new", "catch-the-ten", "--players", "Аня,Борис"]);
    let path = t.file("deal.txt", TWO);
    let v = t.json(&["deal", "--trump", "spades", "--tricks", &path, "--cards", "Борис=24"]);
    assert_eq!(v["totals"], json!({"Аня": 30, "Борис": 6}));
    let renege = t.file("renege.txt", TWO_RENEGE);
    let err = t.refused(&["deal", "--trump", "spades", "--tricks", &renege], "catch-the-ten.play.follow-suit");
    assert!(err.contains("trick 14"), "{err}");
}

#[test]
fn cli_replay_json_has_scores_totals_and_the_winner() {
    let t = Table::new();
    let d = doc(
        4,
        pairs(),
        json!({"deals": 1}),
        &[json!({"trump": "S", "took": {"A": ["JS", "10S"], "B": ["AS", "KS", "QS"]}, "cards": {"A": 24, "B": 12}})],
    );
    let path = t.file("match.json", &serde_json::to_string(&d).expect("json"));
    let v = t.json(&["replay", &path]);
    assert_eq!(v["game"], "catch-the-ten");
    assert_eq!(v["deals"][0]["scores"], json!({"A": 27, "B": 9}));
    assert_eq!(v["deals"][0]["totals"], json!({"A": 27, "B": 9}));
    assert_eq!(v["deals"][0]["cards"], json!({"A": 24, "B": 12}));
    assert_eq!(v["deals"][0]["honours"], json!({"A": ["JS", "10S"], "B": ["AS", "KS", "QS"]}));
    assert_eq!(v["totals"], json!({"A": 27, "B": 9}));
    assert_eq!((v["winner"].clone(), v["finished"].clone()), (json!("A"), json!(true)));
}

#[test]
fn cli_counts_that_do_not_add_up_are_refused() {
    let t = with_pairs();
    let err = t.refused(
        &["deal", "--trump", "H", "--took", "Аня=JH,10H,AH,KH,QH", "--cards", "A=20,B=12"],
        "catch-the-ten.cards.sum",
    );
    assert!(err.contains("add up to 32"), "{err}");
    t.refused(
        &["deal", "--trump", "H", "--took", "Аня=JH,10H,AH,KH", "--cards", "A=20,B=16"],
        "catch-the-ten.took.sum",
    );
}

#[test]
fn cli_an_honour_claimed_twice_is_refused() {
    let t = with_pairs();
    let err = t.refused(
        &["deal", "--trump", "H", "--took", "Аня=JH,10H,AH", "--took", "Борис=KH,QH,JH", "--cards", "A=20,B=16"],
        "catch-the-ten.took.twice",
    );
    assert!(err.contains("J♥"), "{err}");
}

#[test]
fn cli_a_deal_for_a_finished_match_is_refused() {
    let t = Table::new();
    t.ok(&["new", "catch-the-ten", "--players", "Аня,Борис", "--option", "deals=1"]);
    let out = t.ok(&["deal", "--trump", "H", "--took", "Аня=JH,10H,AH,KH,QH", "--cards", "Аня=18,Борис=18"]);
    assert!(out.contains("Winner: Аня"), "{out}");
    t.refused(
        &["deal", "-m", "1", "--trump", "H", "--took", "Аня=JH,10H,AH,KH,QH", "--cards", "Аня=18,Борис=18"],
        "match.finished",
    );
}

#[test]
fn cli_bad_seating_is_refused_and_nothing_written() {
    Table::new().refused(
        &["new", "catch-the-ten", "--players", "Аня,Вера,Борис,Галя", "--team", "A=Аня,Вера", "--team", "B=Борис,Галя"],
        "catch-the-ten.teams.seating",
    );
    Table::new().refused(
        &["new", "catch-the-ten", "--team", "A=Аня,Вера", "--team", "B=Борис,Галя,Дима"],
        "catch-the-ten.teams.size",
    );
}

#[test]
fn cli_rules_page_and_flags() {
    let t = Table::new();
    let v = t.json(&["rules", "catch-the-ten"]);
    assert_eq!(v["options"]["deals"]["default"], "players");
    assert!(v["text"].as_str().unwrap_or_default().contains("catch-the-ten.play.follow-suit"));
    assert!(t.ok(&["rules", "catch-the-ten", "flags"]).contains("--cards"));
}

// ---------------------------------------------------------------------------------------------
// Every rule id is exercised
// ---------------------------------------------------------------------------------------------

#[test]
fn every_rule_id_the_game_lists_is_raised_or_cited() {
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut refuse = |players: usize, teams: Option<Value>, options: Value, deals: &[Value]| {
        let e = doc(players, teams, options, deals).replay().expect_err("refused");
        seen.insert(e.rule);
    };
    let cards4 = json!({"Аня": 12, "Борис": 8, "Вера": 8, "Галя": 8});
    let h = json!({"Аня": ALL_HEARTS});
    // Scoring and the end, cited.
    let tie = even("H", &["JH", "AH"], &["10H", "KH", "QH"]);
    // Seating.
    refuse(6, Some(json!({"A": ["Аня", "Борис", "Вера"], "B": ["Галя", "Дима", "Ева"]})), json!({}), &[]);
    refuse(6, Some(json!({"A": ["Аня", "Вера"], "B": ["Борис", "Галя", "Дима", "Ева"]})), json!({}), &[]);
    refuse(6, Some(json!({"A": ["Аня", "Вера", "Дима"], "B": ["Борис", "Галя", "Юра"]})), json!({}), &[]);
    // Options.
    refuse(3, None, json!({"deals": 0}), &[]);
    refuse(3, None, json!({"limit": 0}), &[]);
    // The deal record.
    refuse(4, None, json!({}), &[four(h.clone(), cards4.clone()), json!({"dealer": "Аня"})]);
    refuse(4, None, json!({}), &[json!({"trump": "none", "took": h, "cards": cards4})]);
    refuse(4, None, json!({}), &[json!({"trump": "H", "took": h})]);
    refuse(4, None, json!({}), &[json!({"trump": "H", "took": h, "cards": cards4, "won": {}})]);
    refuse(4, None, json!({}), &[four(h.clone(), json!({"Аня": 40}))]);
    refuse(4, None, json!({}), &[four(h.clone(), json!({"Аня": 14, "Борис": 6, "Вера": 8, "Галя": 8}))]);
    refuse(4, pairs(), json!({}), &[four(h.clone(), json!({"A": 20, "Вера": 8, "B": 8}))]);
    refuse(4, None, json!({}), &[four(h.clone(), json!({"Аня": 12, "Борис": 8}))]);
    refuse(4, None, json!({}), &[four(json!({"Аня": ["JH", "10H", "AH", "KH", "9H"]}), cards4.clone())]);
    refuse(4, None, json!({}), &[four(json!({"Аня": ALL_HEARTS, "Борис": ["QH"]}), cards4.clone())]);
    refuse(4, None, json!({}), &[four(json!({"Аня": ["JH", "10H", "AH", "KH"]}), cards4.clone())]);
    refuse(4, None, json!({}), &[four(json!({"Аня": ["JH", "10H", "AH", "KH"], "Борис": ["QH"]}), json!({"Аня": 36}))]);
    refuse(2, None, json!({}), &[json!({"trump": "S", "play": TWO, "cards": {"Аня": 24, "Борис": 12}})]);
    refuse(4, None, json!({}), &[json!({"penalty": {"player": "Аня", "reason": "late"}})]);
    // The play record.
    for play in [json!(7), json!("AH 6C\nKH"), json!("AH 6C\nKH 7C"), json!(TWO_RENEGE)] {
        refuse(2, None, json!({}), &[json!({"trump": "S", "play": play})]);
    }
    for play in [TWO.replacen("KH 7C", "AH 7C", 1), TWO.replacen("KH 7C", "Аня:KH 7C", 1)] {
        refuse(2, None, json!({}), &[json!({"trump": "S", "play": play})]);
    }
    refuse(5, None, json!({}), &[json!({"trump": "H", "play": "6S 7S 8S 9S 10S"})]);

    for r in [
        doc(2, None, json!({"deals": 1}), &[tie, even("C", &["10C", "AC", "KC", "QC"], &["JC"])])
            .replay()
            .expect("end"),
        ok(4, None, &[json!({"penalty": {"player": "Аня", "points": -3, "reason": "late"}})]),
        ok(2, None, &[two(TWO)]),
    ] {
        seen.extend(rules_of(&r));
    }
    // A stored state that is not this game's: the resume tests (tests/catch_the_ten_resume.rs) show more.
    {
        let game = kozyr::games::find("catch-the-ten").expect("the game");
        let players: Vec<String> = ["Аня", "Борис", "Вера", "Галя"].map(String::from).to_vec();
        let setup = game.setup(&players, None, &Map::new()).expect("setup");
        seen.extend(game.replay_from(&setup, Some(&json!("not a state")), &[]).err().map(|e| e.rule));
    }
    let listed: BTreeSet<String> = RULE_IDS.iter().map(|id| id.to_string()).collect();
    let missing: Vec<&String> = listed.difference(&seen).collect();
    assert!(missing.is_empty(), "never raised or cited: {missing:?}");
    let unlisted: Vec<&String> =
        seen.iter().filter(|r| r.starts_with("catch-the-ten.") && !listed.contains(*r)).collect();
    assert!(unlisted.is_empty(), "raised but not listed: {unlisted:?}");
}

// ---------------------------------------------------------------------------------------------
// Russian and Bulgarian
// ---------------------------------------------------------------------------------------------

use kozyr::i18n::{Lang, Msg};

/// Three players, 12 cards each: Аня captures 21 cards and every honour, Борис 12, Вера 3.
fn three_deals() -> Vec<Value> {
    let d = json!({"trump": "spades", "took": {"Аня": ["JS", "10S", "AS", "KS", "QS"]},
                   "cards": {"Аня": 21, "Борис": 12, "Вера": 3}});
    vec![d.clone(), d.clone(), d]
}

#[test]
fn a_refused_deal_reads_in_russian_and_bulgarian() {
    let cards = json!({"Аня": 12, "Борис": 8, "Вера": 8, "Галя": 8});
    let e = fails(4, None, &[four(json!({"Аня": ALL_HEARTS, "Борис": ["QH"]}), cards)]);
    assert_eq!(e.msg.render(Lang::Ru), "Q♥ указана дважды: Аня и Борис; каждую карту берёт один игрок");
    assert_eq!(e.msg.render(Lang::Bg), "Q♥ е посочена и за Аня, и за Борис; всяка карта се взема от един играч");
    let e = fails(4, None, &[four(json!({"Аня": ALL_HEARTS}), json!({"Аня": 12, "Борис": 8, "Вера": 8}))]);
    assert_eq!(
        e.msg.render(Lang::Ru),
        "во взятках в сумме 28 карт (Аня 12, Борис 8, Вера 8, Галя 0), а взяты должны быть все 36 сданных карт"
    );
    assert_eq!(
        e.msg.render(Lang::Bg),
        "картите във взятките са общо 28 (Аня 12, Борис 8, Вера 8, Галя 0), а се вземат всички 36 раздадени карти"
    );
    let e = doc(6, Some(json!({"A": ["Аня", "Борис", "Вера"], "B": ["Галя", "Дима", "Ева"]})), json!({}), &[])
        .replay()
        .expect_err("side by side");
    assert_eq!(
        e.msg.render(Lang::Ru),
        "партнёры сидят через одного: по порядку хода места идут так: A, B, A, B, A, B; дано Аня, Борис, Вера, Галя, Дима, Ева"
    );
}

#[test]
fn the_steps_use_russian_plural_forms() {
    let r = doc(3, None, json!({"deals": 3}), &three_deals()).replay().expect("three deals");
    let steps: Vec<String> = r.rows[0].scored.explain.iter().map(|s| s.text.render(Lang::Ru)).collect();
    assert_eq!(
        steps,
        [
            "Аня: J♠ +11",
            "Аня: 10♠ +10",
            "Аня: A♠ +4",
            "Аня: K♠ +3",
            "Аня: Q♠ +2",
            "Аня: во взятках 21 карта, сдано 12: 9 сверх × 1 = +9",
            "Борис: во взятках 12 карт, сдано 12: сверх сданного ничего",
            "Вера: во взятках 3 карты, сдано 12: сверх сданного ничего",
        ]
    );
    let last: Vec<String> = r.rows[2].scored.explain.iter().map(|s| s.text.render(Lang::Ru)).collect();
    assert_eq!(last[last.len() - 2..], ["сыграно 3 сдачи: партия окончена", "побеждает Аня: 117 очков"]);
    let last: Vec<String> = r.rows[2].scored.explain.iter().map(|s| s.text.render(Lang::Bg)).collect();
    assert_eq!(last[last.len() - 2..], ["изиграни са 3 раздавания: играта свърши", "Аня печели с 117 точки"]);
    assert_eq!(r.rows[0].scored.summary.render(Lang::Ru), "сдаёт Аня, козырь ♠");
    assert_eq!(r.rows[0].scored.summary.render(Lang::Bg), "раздава Аня, коз ♠");
}

#[test]
fn the_next_deal_reads_in_russian_and_bulgarian() {
    let next = |players: usize, lang: Lang| ok(players, None, &[]).next.expect("deal 1").render(lang);
    assert_eq!(next(3, Lang::Ru), "сдача 1: Аня сдаёт по 2 стопки из 6 карт, ходит Борис");
    assert_eq!(next(3, Lang::Bg), "раздаване 1: Аня раздава по 2 купчинки от 6 карти, започва Борис");
    assert_eq!(next(4, Lang::Ru), "сдача 1: Аня сдаёт по 9 карт, ходит Борис");
    assert_eq!(next(9, Lang::Ru), "сдача 1: Аня сдаёт по 4 карты, ходит Борис");
    let tie = even("H", &["JH", "AH"], &["10H", "KH", "QH"]);
    let r = doc(2, None, json!({"deals": 1}), &[tie]).replay().expect("tie");
    assert_eq!(
        r.next.expect("deal 2").render(Lang::Ru),
        "сдача 2 (наибольшая сумма у нескольких): Борис сдаёт по 3 стопки из 6 карт, ходит Аня"
    );
}

/// Every refusal of Catch the Ten's own: trump, honours, cards, teams, penalties and options.
fn refusals() -> Vec<RuleError> {
    let h = json!({"Аня": ALL_HEARTS});
    let cards4 = json!({"Аня": 12, "Борис": 8, "Вера": 8, "Галя": 8});
    let mut out = vec![];
    let mut refuse = |players: usize, teams: Option<Value>, options: Value, deals: &[Value]| {
        out.push(doc(players, teams, options, deals).replay().expect_err("refused"));
    };
    let d = |trump: &str| json!({"trump": trump, "took": {"Аня": ALL_HEARTS}, "cards": {"Аня": 36}});
    for bad in ["none", "purple", "XZ", ""] {
        refuse(4, None, json!({}), &[d(bad)]);
    }
    refuse(
        5,
        None,
        json!({}),
        &[json!({"trump": "6S", "took": {"Аня": ["JS", "10S", "AS", "KS", "QS"]}, "cards": {"Аня": 35}})],
    );
    for took in [
        json!({"Аня": ["JH", "10H", "AH", "KH", "QX"]}),
        json!({"Аня": ["JH", "10H", "AH", "KH", "QH", "9H"]}),
        json!({"Аня": ["JH", "JH", "10H", "AH", "KH", "QH"]}),
        json!({"Аня": ALL_HEARTS, "Борис": ["QH"]}),
        json!({"Аня": ["JH", "10H", "AH", "KH"]}),
    ] {
        refuse(4, None, json!({}), &[four(took, cards4.clone())]);
    }
    refuse(4, None, json!({}), &[four(json!({"Аня": ["JH", "10H", "AH", "KH"], "Борис": ["QH"]}), json!({"Аня": 36}))]);
    for cards in [
        json!([12, 24]),
        json!({"Аня": "all"}),
        json!({"Аня": 40}),
        json!({"Аня": 14, "Борис": 6, "Вера": 8, "Галя": 8}),
        json!({"Аня": 12, "Борис": 8, "Вера": 8}),
    ] {
        refuse(4, None, json!({}), &[four(h.clone(), cards)]);
    }
    refuse(4, None, json!({}), &[json!({"trump": "H", "took": h.clone()})]);
    refuse(4, pairs(), json!({}), &[four(h.clone(), json!({"A": 20, "Вера": 8, "B": 8}))]);
    refuse(4, pairs(), json!({}), &[four(h.clone(), json!({"C": 36}))]);
    refuse(2, None, json!({}), &[json!({"trump": "S", "play": TWO, "cards": {"Аня": 24, "Борис": 12}})]);
    refuse(2, None, json!({}), &[json!({"trump": "S", "play": TWO, "took": {"Борис": ["JS"]}})]);
    refuse(4, None, json!({}), &[json!({"penalty": {"player": "Аня", "reason": "late"}})]);
    refuse(3, None, json!({"deals": 0}), &[]);
    for teams in [
        json!({"A": ["Аня", "Борис", "Вера"], "B": ["Галя", "Дима", "Ева"]}),
        json!({"A": ["Аня", "Вера"], "B": ["Борис", "Галя", "Дима", "Ева"]}),
        json!({"A": ["Аня", "Вера", "Дима"], "B": ["Борис", "Галя", "Юра"]}),
        json!({"Аня": ["Аня", "Вера", "Дима"], "B": ["Борис", "Галя", "Ева"]}),
        json!({"A": ["Аня", "Вера", "Дима"], "B": ["Борис", "Галя", "Аня"]}),
        json!({"A": "Аня", "B": ["Борис", "Галя", "Ева"]}),
        json!({" ": ["Аня", "Вера", "Дима"], "B": ["Борис", "Галя", "Ева"]}),
        json!({"A": ["Аня", "Вера", "Дима"], "a": ["Борис", "Галя", "Ева"]}),
        json!({"A": ["Аня", "Вера"], "B": ["Борис", "Галя"]}),
    ] {
        refuse(6, Some(teams), json!({}), &[]);
    }
    out
}

#[test]
fn no_russian_or_bulgarian_text_of_the_game_is_left_in_english() {
    let mut all: Vec<Msg> = vec![];
    all.extend(messages(&doc(3, None, json!({"deals": 3}), &three_deals()).replay().expect("three deals")));
    let tie = even("H", &["JH", "AH"], &["10H", "KH", "QH"]);
    all.extend(messages(&doc(2, None, json!({"deals": 1}), &[tie]).replay().expect("tie")));
    all.extend(messages(&ok(2, None, &[two(TWO)])));
    all.extend(messages(&ok(
        4,
        pairs(),
        &[json!({"penalty": {"player": "Вера", "points": -5, "reason": "опоздала"}})],
    )));
    for players in 2..=9 {
        all.extend(ok(players, None, &[]).next);
    }
    let errors = refusals();
    assert!(errors.len() > 30);
    let (game, shared): (Vec<RuleError>, Vec<RuleError>) =
        errors.into_iter().partition(|e| e.rule.starts_with("catch-the-ten."));
    assert!(shared.iter().all(|e| e.rule == "match.player.unknown"), "{shared:?}");
    all.extend(game.into_iter().chain(shared).map(|e| e.msg));
    for m in &all {
        assert!(m.id.starts_with("catch-the-ten-"), "{} does not come from the game's catalogue: {m:?}", m.english());
    }
    let mut found = vec![];
    for lang in [Lang::Ru, Lang::Bg] {
        for m in &all {
            let text = m.render(lang);
            assert!(!text.is_empty() && !text.starts_with("catch-the-ten-"), "{lang}: {m:?} renders as {text:?}");
            found.extend(english_words(&text));
        }
    }
    assert!(found.is_empty(), "English left in ru/bg texts:\n{}", found.join("\n"));
}
