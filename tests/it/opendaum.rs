//! Opendaum through the library and the real binary: round 1's own score, exact and missed bids,
//! the pack and the number of rounds for each table, dealer rotation, the stop option, the round
//! that deals the whole pack, quick and full entry, the `--json` view, and every refusal (exit 1,
//! its rule id, the ledger unchanged), the sheet's bid/took beside each number, and the game's texts
//! in Russian and Bulgarian. One test proves every rule id the game lists is raised or cited by some
//! case here.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::words;

use std::collections::BTreeSet;

use common::*;
use family_support::{deal, play, Rng, Spec};
use kozyr::cards::Card;
use kozyr::games::opendaum::{OpendaumOptions, RULE_IDS};
use kozyr::games::{MatchDoc, Replay, RuleError};
use serde_json::{json, Map, Value};
use words::{english_words, shown as messages};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

fn doc(players: usize, options: Value, deals: &[Value]) -> MatchDoc {
    match_doc("opendaum", &NAMES, players, None, options, deals.to_vec())
}

fn run(players: usize, options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    doc(players, options, deals).replay()
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

/// `{"Аня": a, "Борис": b, …}` over the first players.
fn by(values: &[i64]) -> Value {
    Value::Object(NAMES.iter().zip(values).map(|(n, &v)| (n.to_string(), Value::from(v))).collect())
}

/// A quick round: trump ♥ unless `trump` says otherwise.
fn quick(bids: &[i64], won: &[i64]) -> Value {
    json!({"trump": "hearts", "bids": by(bids), "won": by(won)})
}

fn scores(r: &Replay, row: usize) -> Vec<i64> {
    r.rows[row].scored.scores.clone()
}

fn rules_of(r: &Replay) -> BTreeSet<String> {
    r.rows.iter().flat_map(|row| row.scored.explain.iter().map(|s| s.rule.to_string())).collect()
}

/// `k` quick rounds at a table of `players` where the first player bids and takes every trick
/// and everyone else bids 0.
fn rounds(players: usize, k: usize) -> Vec<Value> {
    (1..=k)
        .map(|n| {
            let mut won = vec![0; players];
            won[0] = n as i64;
            quick(&won, &won)
        })
        .collect()
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn round_one_the_trick_writes_1_and_every_right_guess_5() {
    // Аня deals; Борис said take and took it (1 + 5), Вера said not take (5), Галя said take but
    // did not (0), Аня said not take (5).
    let r = ok(4, json!({}), &[quick(&[0, 1, 0, 1], &[0, 1, 0, 0])]);
    assert_eq!(scores(&r, 0), [5, 6, 5, 0]);
    // The winner who said not take writes only his 1.
    let r = ok(4, json!({}), &[quick(&[0, 0, 0, 0], &[0, 0, 1, 0])]);
    assert_eq!(scores(&r, 0), [5, 5, 1, 5]);
    let rules = rules_of(&r);
    assert!(rules.contains("opendaum.score.first-trick") && rules.contains("opendaum.score.first-guess"));
    assert!(!rules.contains("opendaum.score.exact"), "round 1 is not scored as an exact bid");
}

#[test]
fn later_rounds_exact_bid_writes_5_per_trick_plus_5_else_a_point_a_trick() {
    let first = quick(&[0, 0, 0], &[1, 0, 0]);
    // Round 2 (2 tricks): Аня bid 2 took 2 → 15; Борис bid 0 took 0 → 5; Вера bid 1 took 0 → 0.
    let r = ok(3, json!({}), &[first.clone(), quick(&[2, 0, 1], &[2, 0, 0])]);
    assert_eq!(scores(&r, 1), [15, 5, 0]);
    // Round 3: Аня bid 0 took 2 → 2; Борис bid 3 took 1 → 1; Вера bid 0 took 0 → 5.
    let r = ok(3, json!({}), &[first, quick(&[2, 0, 1], &[2, 0, 0]), quick(&[0, 3, 0], &[2, 1, 0])]);
    assert_eq!(scores(&r, 2), [2, 1, 5]);
    assert_eq!(r.totals, vec![1 + 15 + 2, 5 + 5 + 1, 5 + 5]);
    let rules = rules_of(&r);
    assert!(rules.contains("opendaum.score.exact") && rules.contains("opendaum.score.missed"));
}

// ---------------------------------------------------------------------------------------------
// The pack, the rounds, the dealer
// ---------------------------------------------------------------------------------------------

#[test]
fn the_pack_and_the_rounds_for_each_table() {
    let o = OpendaumOptions::default();
    for (players, cards, most) in [(2, 32, 16), (3, 36, 12), (4, 36, 9), (5, 30, 6), (6, 36, 6)] {
        let deck = o.pack(players).expect("pack");
        assert_eq!(deck.len(), cards, "{players} players");
        let r = ok(players, json!({}), &rounds(players, most - 1));
        assert!(!r.finished);
        let next = r.next.clone().map(|m| m.english()).unwrap_or_default();
        assert!(next.starts_with(&format!("round {most}:")) && next.contains("the whole pack: no trump"), "{next}");
        let mut all = rounds(players, most - 1);
        all.push(json!({"bids": by(&vec![0; players]), "won": by(&{
            let mut w = vec![0; players];
            w[0] = most as i64;
            w
        })}));
        let r = ok(players, json!({}), &all);
        assert!(r.finished, "{players} players: the match ends after round {most}");
    }
    // Five players: no sixes and, by default, no 7♣ 7♠.
    let five = o.pack(5).expect("pack");
    for c in ["6H", "6S", "7C", "7S"] {
        assert!(!five.contains(card(c)), "{c} is out with five players");
    }
    assert!(five.contains(card("7H")) && five.contains(card("7D")));
    let red: OpendaumOptions =
        OpendaumOptions::from_map(json!({"sevens": "7H,7D"}).as_object().expect("map"), 5).expect("options");
    let deck = red.pack(5).expect("pack");
    assert!(deck.contains(card("7S")) && !deck.contains(card("7H")));
}

#[test]
fn the_deal_passes_to_the_left_and_the_left_bids_first() {
    let r = ok(4, json!({}), &[]);
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some("round 1: Аня deals 1 card each, Борис bids first")
    );
    let r = ok(4, json!({}), &rounds(4, 3));
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some("round 4: Галя deals 4 cards each, Аня bids first")
    );
    // The first round names its dealer; the next follow him.
    let mut first = quick(&[0; 4], &[0, 0, 1, 0]);
    first["dealer"] = json!("Вера");
    let r = ok(4, json!({}), &[first.clone()]);
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some("round 2: Галя deals 2 cards each, Аня bids first")
    );
    assert_eq!(r.rows[0].scored.extra["dealer"], "Вера");
    let mut second = quick(&[0; 4], &[2, 0, 0, 0]);
    second["dealer"] = json!("Борис");
    let e = fails(4, json!({}), &[first, second]);
    assert_eq!((e.rule.as_str(), e.entry), ("opendaum.deal.dealer", Some(2)));
    assert!(e.message().contains("Галя"), "{}", e.message());
}

#[test]
fn the_table_may_stop_after_as_many_rounds_as_players_or_an_agreed_number() {
    let r = ok(3, json!({"rounds": "players"}), &rounds(3, 3));
    assert!(r.finished && r.next.is_none());
    assert_eq!(r.winner, Some(0));
    let e = fails(3, json!({"rounds": "players"}), &rounds(3, 4));
    assert_eq!((e.rule.as_str(), e.entry), ("match.finished", Some(4)));
    let r = ok(4, json!({"rounds": 2}), &rounds(4, 2));
    assert!(r.finished);
    let steps = rules_of(&r);
    assert!(steps.contains("opendaum.match.rounds") && steps.contains("opendaum.match.winner"));
    for bad in [json!({"rounds": 10}), json!({"rounds": 0}), json!({"rounds": "half"})] {
        let e = fails(4, bad.clone(), &[]);
        assert_eq!(e.rule, "opendaum.option.value", "{bad}");
    }
    assert_eq!(fails(4, json!({"limit": 3}), &[]).rule, "opendaum.option.unknown");
    assert_eq!(fails(5, json!({"sevens": "7H,8D"}), &[]).rule, "opendaum.option.value");
}

#[test]
fn equal_highest_totals_share_the_win() {
    // One round: Аня takes the trick she said she would not (1); Борис and Вера guessed right (5).
    let r = ok(3, json!({"rounds": 1}), &[quick(&[0, 0, 0], &[1, 0, 0])]);
    assert!(r.finished);
    assert_eq!(r.winner, None);
    assert!(r.rows[0].scored.notes[0].english().contains("Борис and Вера share"), "{:?}", r.rows[0].scored.notes);
}

// ---------------------------------------------------------------------------------------------
// Trump
// ---------------------------------------------------------------------------------------------

#[test]
fn trump_is_a_suit_or_the_turned_card_and_every_round_but_the_last_has_one() {
    let mut d = quick(&[0, 0], &[1, 0]);
    d["trump"] = json!("7H");
    assert_eq!(ok(2, json!({}), &[d.clone()]).rows[0].scored.extra["trump"], "hearts");
    d["trump"] = json!("6H");
    assert_eq!(fails(2, json!({}), &[d.clone()]).rule, "opendaum.deal.trump", "no sixes with two players");
    d["trump"] = json!("none");
    assert_eq!(fails(2, json!({}), &[d.clone()]).rule, "opendaum.deal.trump");
    d.as_object_mut().expect("object").remove("trump");
    assert_eq!(fails(2, json!({}), &[d]).rule, "opendaum.deal.trump");
}

#[test]
fn the_round_that_deals_the_whole_pack_has_no_trump_unless_the_dealer_shows_his_last_card() {
    // Six players: round 6 deals all 36 cards.
    let mut deals = rounds(6, 5);
    let last = json!({"bids": by(&[0; 6]), "won": by(&[6, 0, 0, 0, 0, 0])});
    let r = ok(6, json!({}), &[deals.clone(), vec![last.clone()]].concat());
    assert_eq!(r.rows[5].scored.extra["trump"], Value::Null);
    assert!(r.rows[5].scored.summary.english().contains("no trump"));
    let mut with_trump = last.clone();
    with_trump["trump"] = json!("spades");
    deals.push(with_trump.clone());
    let e = fails(6, json!({}), &deals);
    assert_eq!((e.rule.as_str(), e.entry), ("opendaum.deal.trump", Some(6)));
    // With last_trump=dealer the round needs its trump.
    let r = ok(6, json!({"last_trump": "dealer"}), &deals);
    assert_eq!(r.rows[5].scored.extra["trump"], "spades");
    deals.pop();
    deals.push(last);
    assert_eq!(fails(6, json!({"last_trump": "dealer"}), &deals).rule, "opendaum.deal.trump");
}

// ---------------------------------------------------------------------------------------------
// Full entry: every trick
// ---------------------------------------------------------------------------------------------

/// Round 2 at three players: Борис deals, Вера leads. Вера holds A♦ K♦, Аня 6♣ 7♠, Борис 8♦ 9♦.
/// Trump ♠: Аня, void in diamonds, must trump the first trick.
const ROUND1: &str = "AS KS 6H";

fn round2(play: &str, trump: &str) -> Vec<Value> {
    vec![
        json!({"trump": "hearts", "bids": by(&[1, 0, 0]), "won": by(&[1, 0, 0])}),
        json!({"trump": trump, "bids": by(&[1, 0, 1]), "play": play}),
    ]
}

#[test]
fn a_play_record_is_refereed_and_gives_the_tricks() {
    // Round 1: Борис leads A♠, Вера K♠, Аня (only a heart) trumps with 6♥ and takes it.
    let r = ok(3, json!({}), &[json!({"trump": "7H", "bids": by(&[1, 0, 0]), "play": ROUND1})]);
    assert_eq!(scores(&r, 0), [6, 5, 5]);
    assert_eq!(r.rows[0].scored.extra["won"], by(&[1, 0, 0]));
    // Round 2: Аня trumps A♦ with 7♠, then leads 6♣, which Вера and Борис cannot follow.
    let r = ok(3, json!({}), &round2("AD 7S 8D\n6C 9D KD", "spades"));
    assert_eq!(r.rows[1].scored.extra["won"], by(&[2, 0, 0]));
    assert_eq!(scores(&r, 1), [2, 5, 0]);
}

#[test]
fn a_player_void_in_the_led_suit_must_trump() {
    let e = fails(3, json!({}), &round2("AD 6C 8D\nKD 7S 9D", "spades"));
    assert_eq!(e.rule, "opendaum.play.trump");
    assert_eq!((e.player.as_deref(), e.card.as_deref(), e.trick), (Some("Аня"), Some("6♣"), Some(1)));
    assert!(e.message().contains("7♠"), "{}", e.message());
}

#[test]
fn a_player_must_follow_suit() {
    // Аня holds 6♣ 7♦: she must follow A♦ with 7♦.
    let e = fails(3, json!({}), &round2("AD 6C 8D\nKD 7D 9D", "spades"));
    assert_eq!(e.rule, "opendaum.play.follow-suit");
    assert!(e.message().contains("7♦"), "{}", e.message());
}

#[test]
fn the_turned_card_stays_on_the_table() {
    let e = fails(3, json!({}), &[json!({"trump": "6H", "bids": by(&[1, 0, 0]), "play": ROUND1})]);
    assert_eq!((e.rule.as_str(), e.card.as_deref()), ("opendaum.deal.trump", Some("6♥")));
}

#[test]
fn tricks_won_given_beside_the_record_must_agree() {
    let mut d = json!({"trump": "7H", "bids": by(&[1, 0, 0]), "play": ROUND1, "won": by(&[1, 0, 0])});
    ok(3, json!({}), &[d.clone()]);
    d["won"] = by(&[0, 1, 0]);
    assert_eq!(fails(3, json!({}), &[d]).rule, "opendaum.entry.disagree");
}

#[test]
fn the_record_has_one_trick_per_card_dealt_from_the_pack() {
    let bad = |play: &str| fails(3, json!({}), &round2(play, "spades")).rule;
    assert_eq!(bad("AD 7S 8D"), "opendaum.play.card-count");
    assert_eq!(bad("AD 7S 8D\n6C 9D"), "opendaum.play.trick-size");
    assert_eq!(bad("AD 7S 8D\n6C 9D AD"), "opendaum.play.duplicate-card");
    assert_eq!(bad("AD 7S 8D\n6C 9D Борис:KD"), "opendaum.play.out-of-turn");
    // Two players play 32 cards: no sixes.
    let e = fails(2, json!({}), &[json!({"trump": "7H", "bids": by(&[1, 0]), "play": "AS 6S"})]);
    assert_eq!(e.rule, "opendaum.play.not-in-deck");
    let e = fails(3, json!({}), &[json!({"trump": "7H", "bids": by(&[1, 0, 0]), "play": 5})]);
    assert_eq!(e.rule, "opendaum.play.format");
}

#[test]
fn the_dealer_shows_trump_with_a_card_of_his_own_in_the_last_round() {
    // Two players, rounds of up to 16 cards: the last round played out by the independent player.
    let mut rng = Rng::new(7);
    let pack = OpendaumOptions::default().pack(2).expect("pack");
    let mut deals = rounds(2, 15);
    let hands = deal(&mut rng, pack.cards(), 2, 16);
    // A suit both hold: Борис's card of it shows trump; Аня's card of it would not do.
    let suit =
        hands[1].iter().map(|c| c.suit()).find(|&s| hands[0].iter().any(|c| c.suit() == s)).expect("a suit both hold");
    let of = |seat: usize| hands[seat].iter().copied().find(|c| c.suit() == suit).expect("card");
    // Round 16: Борис deals (the deal alternates), Аня leads.
    let spec = Spec { trump: Some(suit), must_trump: true, ..Spec::default() };
    let g = play(&mut rng, &spec, hands.clone(), 0);
    deals.push(json!({"trump": of(1).ascii(), "bids": by(&[0, 0]), "play": g.text()}));
    let r = ok(2, json!({"last_trump": "dealer"}), &deals);
    assert!(r.finished);
    let mut other = deals.clone();
    other[15]["trump"] = json!(of(0).ascii());
    let e = fails(2, json!({"last_trump": "dealer"}), &other);
    assert_eq!((e.rule.as_str(), e.entry), ("opendaum.deal.trump", Some(16)));
}

// ---------------------------------------------------------------------------------------------
// Bids and counts
// ---------------------------------------------------------------------------------------------

#[test]
fn bids_are_0_to_the_cards_dealt_and_everyone_bids_once() {
    let e = fails(3, json!({}), &[quick(&[2, 0, 0], &[1, 0, 0])]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("opendaum.bid.range", Some("Аня")));
    assert!(e.message().contains("take (1) or not take (0)"), "{}", e.message());
    let e = fails(3, json!({}), &[quick(&[0, 0, 0], &[1, 0, 0]), quick(&[0, -1, 0], &[2, 0, 0])]);
    assert_eq!((e.rule.as_str(), e.entry), ("opendaum.bid.range", Some(2)));
    let e = fails(3, json!({}), &[json!({"trump": "H", "bids": {"Аня": 1, "Борис": 0}, "won": by(&[1, 0, 0])})]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("opendaum.bid.missing", Some("Вера")));
    let e = fails(3, json!({}), &[json!({"trump": "H", "won": by(&[1, 0, 0])})]);
    assert_eq!(e.rule, "opendaum.bid.missing");
    let e = fails(3, json!({}), &[json!({"trump": "H", "bids": {"Аня": 1, "аня": 0, "Борис": 0, "Вера": 0}})]);
    assert_eq!(e.rule, "opendaum.bid.twice");
    let e = fails(3, json!({}), &[json!({"trump": "H", "bids": {"Аня": "take", "Борис": 0, "Вера": 0}})]);
    assert_eq!(e.rule, "opendaum.deal.format");
}

#[test]
fn tricks_won_add_up_to_the_cards_dealt() {
    let e = fails(3, json!({}), &[quick(&[0, 0, 0], &[0, 0, 0])]);
    assert_eq!(e.rule, "opendaum.won.sum");
    let e = fails(3, json!({}), &[quick(&[0, 0, 0], &[2, -1, 0])]);
    assert_eq!(e.rule, "opendaum.won.range");
    let e = fails(3, json!({}), &[json!({"trump": "H", "bids": by(&[0, 0, 0])})]);
    assert_eq!(e.rule, "opendaum.deal.won");
    let e = fails(3, json!({}), &[json!({"trump": "H", "bids": by(&[0, 0, 0]), "won": by(&[1, 0, 0]), "took": {}})]);
    assert_eq!(e.rule, "opendaum.deal.format");
}

#[test]
fn a_penalty_gives_its_points() {
    let r = ok(3, json!({}), &[json!({"penalty": {"player": "Вера", "points": -10, "reason": "looked"}})]);
    assert_eq!(r.totals, vec![0, 0, -10]);
    assert!(rules_of(&r).contains("opendaum.penalty"));
    let e = fails(3, json!({}), &[json!({"penalty": {"player": "Вера", "reason": "looked"}})]);
    assert_eq!(e.rule, "opendaum.penalty.points");
}

// ---------------------------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------------------------

fn opendaum(players: &str, options: &[&str]) -> Table {
    let t = Table::new();
    let mut args = vec!["new", "opendaum", "--players", players];
    for o in options {
        args.push("--option");
        args.push(o);
    }
    t.ok(&args);
    t
}

#[test]
fn cli_quick_entry_writes_the_round_and_names_the_next() {
    let t = opendaum("Аня,Борис,Вера,Галя", &[]);
    let out = t.ok(&["deal", "--trump", "7H", "--bids", "Аня=0,Борис=1,Вера=0,Галя=1", "--won", "Борис=1"]);
    assert!(out.contains("round 2: Борис deals 2 cards each, Вера bids first"), "{out}");
    let out = t.ok(&["deal", "--trump", "S", "--bids", "Аня=0,Борис=1,Вера=1,Галя=0", "--won", "Борис=1,Вера=1"]);
    assert!(out.contains("round 3: Вера deals 3 cards each, Галя bids first"), "{out}");
    assert_eq!(totals(&t.json(&["show"])), named(&[("Аня", 10), ("Борис", 16), ("Вера", 15), ("Галя", 5)]));
}

#[test]
fn cli_full_entry_from_a_tricks_file() {
    let t = opendaum("Аня,Борис,Вера", &[]);
    let path = t.file("round1.txt", "# Аня deals, Борис leads\nAS KS 6H\n");
    let v = t.json(&["deal", "--trump", "7H", "--bids", "Аня=1,Борис=0,Вера=0", "--tricks", &path]);
    assert_eq!(v["deals"][0]["won"], json!({"Аня": 1, "Борис": 0, "Вера": 0}));
    assert_eq!(v["totals"], json!({"Аня": 6, "Борис": 5, "Вера": 5}));
}

#[test]
fn cli_replay_json_has_scores_totals_and_the_winner() {
    let t = Table::new();
    let d = doc(3, json!({"rounds": 2}), &[quick(&[1, 0, 0], &[1, 0, 0]), quick(&[2, 0, 0], &[2, 0, 0])]);
    let path = t.file("match.json", &serde_json::to_string(&d).expect("json"));
    let v = t.json(&["replay", &path]);
    assert_eq!(v["game"], "opendaum");
    assert_eq!(v["deals"][0]["scores"], json!({"Аня": 6, "Борис": 5, "Вера": 5}));
    assert_eq!(v["deals"][1]["scores"], json!({"Аня": 15, "Борис": 5, "Вера": 5}));
    assert_eq!(v["deals"][1]["totals"], json!({"Аня": 21, "Борис": 10, "Вера": 10}));
    assert_eq!(v["deals"][1]["round"], 2);
    assert_eq!(v["deals"][1]["bids"], json!({"Аня": 2, "Борис": 0, "Вера": 0}));
    assert_eq!(v["totals"], json!({"Аня": 21, "Борис": 10, "Вера": 10}));
    assert_eq!(
        (v["winner"].clone(), v["finished"].clone(), v["next"].clone()),
        (json!("Аня"), json!(true), Value::Null)
    );
}

#[test]
fn cli_an_impossible_bid_is_refused_and_nothing_written() {
    let t = opendaum("Аня,Борис,Вера", &[]);
    let err =
        t.refused(&["deal", "--trump", "H", "--bids", "Аня=2,Борис=0,Вера=0", "--won", "Аня=1"], "opendaum.bid.range");
    assert!(err.contains("Аня bid 2"), "{err}");
    t.refused(&["deal", "--trump", "H", "--bids", "Аня=1,Борис=0", "--won", "Аня=1"], "opendaum.bid.missing");
    t.refused(&["deal", "--trump", "H", "--won", "Аня=1"], "opendaum.bid.missing");
}

#[test]
fn cli_tricks_that_do_not_add_up_are_refused() {
    let t = opendaum("Аня,Борис,Вера", &[]);
    t.ok(&["deal", "--trump", "H", "--bids", "Аня=1,Борис=0,Вера=0", "--won", "Аня=1"]);
    let err = t.refused(
        &["deal", "--trump", "H", "--bids", "Аня=1,Борис=0,Вера=0", "--won", "Аня=1,Вера=2"],
        "opendaum.won.sum",
    );
    assert!(err.contains("2 tricks"), "{err}");
}

#[test]
fn cli_a_round_after_the_last_is_refused() {
    let t = opendaum("Аня,Борис", &["rounds=players"]);
    t.ok(&["deal", "--trump", "H", "--bids", "Аня=1,Борис=0", "--won", "Аня=1"]);
    let out = t.ok(&["deal", "--trump", "H", "--bids", "Аня=0,Борис=2", "--won", "Борис=2"]);
    assert!(out.contains("Winner: Борис"), "{out}");
    t.refused(&["deal", "-m", "1", "--trump", "H", "--bids", "Аня=0,Борис=0", "--won", "Борис=3"], "match.finished");
    t.refused(&["penalty", "-m", "1", "--player", "Аня", "--points", "-5", "--reason", "late"], "match.finished");
}

#[test]
fn cli_bad_options_and_teams_are_refused() {
    Table::new()
        .refused(&["new", "opendaum", "--players", "Аня,Борис", "--option", "rounds=17"], "opendaum.option.value");
    Table::new().refused(&["new", "opendaum", "--players", "Аня"], "match.players.count");
    Table::new().refused(
        &["new", "opendaum", "--players", "Аня,Борис,Вера,Галя", "--team", "A=Аня,Вера", "--team", "B=Борис,Галя"],
        "match.teams",
    );
}

#[test]
fn cli_rules_page_and_flags() {
    let t = Table::new();
    let v = t.json(&["rules", "opendaum"]);
    assert_eq!(v["options"]["rounds"]["default"], "pack");
    assert!(v["text"].as_str().unwrap_or_default().contains("opendaum.play.follow-suit"));
    assert!(t.ok(&["rules", "opendaum", "flags"]).contains("--bids"));
}

// ---------------------------------------------------------------------------------------------
// Every rule id is exercised
// ---------------------------------------------------------------------------------------------

/// Every refusal a case above expects, raised again here in one place, plus every rule cited by a
/// scored round: together they must be the game's whole list.
#[test]
fn every_rule_id_the_game_lists_is_raised_or_cited() {
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut refuse = |players: usize, options: Value, deals: &[Value]| {
        seen.insert(fails(players, options, deals).rule);
    };
    refuse(3, json!({}), &[quick(&[2, 0, 0], &[1, 0, 0])]);
    refuse(3, json!({}), &[json!({"trump": "H", "won": by(&[1, 0, 0])})]);
    refuse(3, json!({}), &[json!({"trump": "H", "bids": {"Аня": 1, "аня": 0, "Борис": 0, "Вера": 0}})]);
    refuse(3, json!({}), &[json!({"trump": "H", "bids": by(&[0, 0, 0]), "won": by(&[1, 0, 0]), "x": 1})]);
    refuse(
        3,
        json!({}),
        &[
            json!({"trump": "H", "dealer": "Вера", "bids": by(&[0, 0, 0]), "won": by(&[1, 0, 0])}),
            json!({"dealer": "Борис"}),
        ],
    );
    refuse(3, json!({}), &[json!({"bids": by(&[0, 0, 0]), "won": by(&[1, 0, 0])})]);
    refuse(3, json!({}), &[json!({"trump": "H", "bids": by(&[0, 0, 0])})]);
    refuse(3, json!({}), &[quick(&[0, 0, 0], &[2, -1, 0])]);
    refuse(3, json!({}), &[quick(&[0, 0, 0], &[0, 0, 0])]);
    refuse(3, json!({}), &[json!({"trump": "7H", "bids": by(&[1, 0, 0]), "play": ROUND1, "won": by(&[0, 1, 0])})]);
    refuse(3, json!({}), &[json!({"penalty": {"player": "Вера", "reason": "looked"}})]);
    refuse(3, json!({}), &[json!({"trump": "7H", "bids": by(&[1, 0, 0]), "play": 5})]);
    for play in [
        "AD 6C 8D\nKD 7D 9D",
        "AD 6C 8D\nKD 7S 9D",
        "AD 7S 8D\n6C 9D",
        "AD 7S 8D",
        "AD 7S 8D\n6C 9D AD",
        "AD 7S 8D\n6C 9D Борис:KD",
    ] {
        refuse(3, json!({}), &round2(play, "spades"));
    }
    refuse(2, json!({}), &[json!({"trump": "7H", "bids": by(&[1, 0]), "play": "AS 6S"})]);
    refuse(3, json!({"rounds": 1}), &[quick(&[1, 0, 0], &[1, 0, 0]), quick(&[1, 0, 0], &[2, 0, 0])]);
    refuse(3, json!({"rounds": 0}), &[]);
    refuse(3, json!({"nope": 0}), &[]);
    // The game's own replay refuses a round after the last (the match rule turns it into
    // match.finished for the table).
    let setup = {
        let d = doc(2, json!({"rounds": 1}), &[]);
        kozyr::games::setup_of(&d).expect("setup").1
    };
    let entries: Vec<kozyr::games::Entry> = [quick(&[1, 0], &[1, 0]), quick(&[1, 0], &[1, 0])]
        .iter()
        .map(|v| kozyr::games::Entry::Deal(v.clone()))
        .collect();
    let numbered: Vec<(usize, &kozyr::games::Entry)> = entries.iter().enumerate().map(|(i, e)| (i + 1, e)).collect();
    let game = kozyr::games::find("opendaum").expect("game");
    seen.insert(game.replay(&setup, &numbered).expect_err("round 2 of 1").rule);

    let scored = ok(
        3,
        json!({"rounds": 3}),
        &[
            quick(&[1, 0, 0], &[1, 0, 0]),
            quick(&[2, 0, 1], &[2, 0, 0]),
            json!({"penalty": {"player": "Вера", "points": -5, "reason": "looked"}}),
            quick(&[0, 3, 0], &[2, 1, 0]),
        ],
    );
    seen.extend(rules_of(&scored));
    // A stored state that is not this game's: the resume tests (tests/opendaum_resume.rs) show more.
    {
        let game = kozyr::games::find("opendaum").expect("the game");
        let players: Vec<String> = ["Аня", "Борис", "Вера", "Галя"].map(String::from).to_vec();
        let setup = game.setup(&players, None, &Map::new()).expect("setup");
        seen.extend(game.replay_from(&setup, Some(&json!("not a state")), &[]).err().map(|e| e.rule));
    }
    let listed: BTreeSet<String> = RULE_IDS.iter().map(|id| id.to_string()).collect();
    let missing: Vec<&String> = listed.difference(&seen).collect();
    assert!(missing.is_empty(), "never raised or cited: {missing:?}");
    let unlisted: Vec<&String> = seen.iter().filter(|r| r.starts_with("opendaum.") && !listed.contains(*r)).collect();
    assert!(unlisted.is_empty(), "raised but not listed: {unlisted:?}");
}

#[test]
fn options_are_stored_with_every_default() {
    let d = doc(5, json!({}), &[]);
    let (_, setup) = kozyr::games::setup_of(&d).expect("setup");
    let want: Map<String, Value> =
        json!({"rounds": "pack", "last_trump": "none", "sevens": "7C,7S"}).as_object().cloned().expect("map");
    assert_eq!(setup.options, Value::Object(want));
}

// ---------------------------------------------------------------------------------------------
// Russian and Bulgarian
// ---------------------------------------------------------------------------------------------

use kozyr::i18n::{Lang, Msg};

/// Аня takes 1, 2, 5 tricks and Борис 0 and 1: every plural form of «взятка» on the way.
fn five_rounds() -> Vec<Value> {
    vec![
        quick(&[1, 0, 0], &[1, 0, 0]),
        quick(&[1, 0, 0], &[1, 1, 0]),
        quick(&[2, 0, 0], &[2, 1, 0]),
        quick(&[0, 0, 0], &[4, 0, 0]),
        quick(&[5, 0, 0], &[5, 0, 0]),
    ]
}

#[test]
fn a_refused_bid_reads_in_russian_and_bulgarian() {
    let e = fails(3, json!({}), &[quick(&[2, 0, 0], &[1, 0, 0])]);
    assert_eq!(
        e.msg.render(Lang::Ru),
        "Аня: заказ 2 при 1 карте на руке; в коне 1 заказывают «возьму» (1) или «не возьму» (0)"
    );
    assert_eq!(
        e.msg.render(Lang::Bg),
        "Аня обяви 2 с 1 карта в ръката; в раздаване 1 се обявява „вземам“ (1) или „не вземам“ (0)"
    );
    let e = fails(3, json!({}), &[quick(&[1, 0, 0], &[1, 0, 0]), quick(&[0, 3, 0], &[2, 0, 0])]);
    assert_eq!(e.msg.render(Lang::Ru), "Борис: заказ 3 при 2 картах на руке; в коне 2 заказ — от 0 до 2 взяток");
    assert_eq!(e.msg.render(Lang::Bg), "Борис обяви 3 с 2 карти в ръката; в раздаване 2 обявата е от 0 до 2 взятки");
    let e = fails(3, json!({}), &[json!({"trump": "H", "bids": {"Аня": 1, "Борис": 0}, "won": by(&[1, 0, 0])})]);
    assert_eq!(
        e.msg.render(Lang::Ru),
        "нет заказа: Вера; каждый игрок заказывает, сколько взяток возьмёт: `bids` Аня=1,Борис=0,Вера=0"
    );
}

#[test]
fn the_steps_use_russian_plural_forms() {
    let r = ok(3, json!({}), &five_rounds());
    let steps = |row: usize, lang: Lang| -> Vec<String> {
        r.rows[row].scored.explain.iter().map(|s| s.text.render(lang)).collect()
    };
    assert_eq!(
        steps(1, Lang::Ru),
        [
            "Аня: заказ 1, в итоге 1 взятка — заказ сбылся: 5 × 1 + 5 = 10",
            "Борис: заказ 0, в итоге 1 взятка — мимо: 1 × 1 = 1",
            "Вера: заказ 0, в итоге 0 взяток — заказ сбылся: 5 × 0 + 5 = 5",
        ]
    );
    assert_eq!(steps(2, Lang::Ru)[0], "Аня: заказ 2, в итоге 2 взятки — заказ сбылся: 5 × 2 + 5 = 15");
    assert_eq!(steps(4, Lang::Ru)[0], "Аня: заказ 5, в итоге 5 взяток — заказ сбылся: 5 × 5 + 5 = 30");
    assert_eq!(steps(3, Lang::Bg)[0], "Аня обяви 0, но взе 4: 4 × 1 = 4");
    assert_eq!(steps(0, Lang::Ru)[0], "Аня: взятка — 1");
    assert_eq!(steps(0, Lang::Ru)[1], "Аня: заказ 1 («возьму») сбылся: +5");
    assert_eq!(steps(0, Lang::Bg)[2], "Борис обяви 0 („не вземам“) и позна: +5");
}

#[test]
fn the_sheet_writes_bid_and_tricks_beside_each_number() {
    let r = ok(3, json!({}), &five_rounds());
    let cells = |row: usize| -> Vec<String> { r.rows[row].scored.annotations.iter().map(|m| m.english()).collect() };
    assert_eq!(cells(0), ["1/1", "0/0", "0/0"]);
    assert_eq!(cells(1), ["1/1", "0/1", "0/0"]);
    assert_eq!(cells(4), ["5/5", "0/0", "0/0"]);
    let summary = &r.rows[1].scored.summary;
    assert_eq!(summary.english(), "round 2: Борис deals 2 cards each, ♥ trumps (bid/took)");
    assert_eq!(summary.render(Lang::Ru), "кон 2: сдаёт Борис, по 2 карты, козырь ♥ (заказ/взятки)");
    assert_eq!(summary.render(Lang::Bg), "раздаване 2: раздава Борис, по 2 карти, коз ♥ (обява/взети)");
    assert_eq!(r.rows[0].scored.summary.render(Lang::Ru), "кон 1: сдаёт Аня, по 1 карте, козырь ♥ (заказ/взятки)");
    let next = r.next.clone().expect("round 6");
    assert_eq!(next.render(Lang::Ru), "кон 6: Вера сдаёт по 6 карт, заказывать начинает Аня");
    assert_eq!(next.render(Lang::Bg), "раздаване 6: Вера раздава по 6 карти, обявите започват от Аня");
    // The round that deals the whole pack, and the end of a match in Russian.
    let r = ok(6, json!({}), &rounds(6, 5));
    assert_eq!(
        r.next.expect("round 6").render(Lang::Ru),
        "кон 6: Ева сдаёт по 6 карт (вся колода: без козыря), заказывать начинает Аня"
    );
    let r = ok(3, json!({"rounds": 1}), &[quick(&[0, 0, 0], &[1, 0, 0])]);
    assert_eq!(
        r.rows[0].scored.notes[0].render(Lang::Ru),
        "Борис и Вера делят наибольшую сумму, 5: единоличного победителя нет"
    );
}

/// Every refusal of Opendaum's own: trump, bids, tricks and options.
fn refusals() -> Vec<RuleError> {
    let mut out = vec![];
    let mut last = rounds(6, 5);
    last.push(json!({"trump": "spades", "bids": by(&[0; 6]), "won": by(&[6, 0, 0, 0, 0, 0])}));
    out.push(fails(6, json!({}), &last));
    last.pop();
    last.push(json!({"bids": by(&[0; 6]), "won": by(&[6, 0, 0, 0, 0, 0])}));
    out.push(fails(6, json!({"last_trump": "dealer"}), &last));
    for trump in [None, Some("none"), Some("XYZ"), Some("6H")] {
        let mut d = quick(&[0, 0], &[1, 0]);
        match trump {
            Some(t) => d["trump"] = json!(t),
            None => drop(d.as_object_mut().and_then(|m| m.remove("trump"))),
        }
        out.push(fails(2, json!({}), &[d]));
    }
    out.push(fails(3, json!({}), &[json!({"trump": "6H", "bids": by(&[1, 0, 0]), "play": ROUND1})]));
    out.push(fails(3, json!({}), &[quick(&[2, 0, 0], &[1, 0, 0])]));
    out.push(fails(3, json!({}), &[quick(&[1, 0, 0], &[1, 0, 0]), quick(&[0, 3, 0], &[2, 0, 0])]));
    out.push(fails(3, json!({}), &[json!({"trump": "H", "bids": {"Аня": 1, "Борис": 0}, "won": by(&[1, 0, 0])})]));
    out.push(fails(3, json!({}), &[json!({"trump": "H", "won": by(&[1, 0, 0])})]));
    out.push(fails(3, json!({}), &[json!({"trump": "H", "bids": {"Аня": 1, "аня": 0, "Борис": 0, "Вера": 0}})]));
    out.push(fails(3, json!({}), &[json!({"trump": "H", "bids": {"Аня": "take", "Борис": 0, "Вера": 0}})]));
    out.push(fails(3, json!({}), &[json!({"trump": "H", "bids": [1, 0, 0]})]));
    for o in [json!({"rounds": 10}), json!({"sevens": "7H,8D"}), json!({"sevens": "7H,XX"})] {
        out.push(fails(5, o, &[]));
    }
    out
}

#[test]
fn no_russian_or_bulgarian_text_of_the_game_is_left_in_english() {
    let mut all: Vec<Msg> = vec![];
    all.extend(messages(&ok(3, json!({"rounds": 5}), &five_rounds())));
    all.extend(messages(&ok(3, json!({"rounds": 1}), &[quick(&[0, 0, 0], &[1, 0, 0])])));
    all.extend(messages(&ok(6, json!({}), &rounds(6, 5))));
    let errors = refusals();
    assert!(errors.iter().all(|e| e.rule.starts_with("opendaum.")), "{errors:?}");
    all.extend(errors.into_iter().map(|e| e.msg));
    for m in &all {
        assert!(m.id.starts_with("opendaum-"), "{} does not come from Opendaum's catalogue: {m:?}", m.english());
    }
    let mut found = vec![];
    for lang in [Lang::Ru, Lang::Bg] {
        for m in &all {
            let text = m.render(lang);
            assert!(!text.is_empty() && !text.starts_with("opendaum-"), "{lang}: {m:?} renders as {text:?}");
            found.extend(english_words(&text));
        }
    }
    assert!(found.is_empty(), "English left in ru/bg texts:\n{}", found.join("\n"));
}
