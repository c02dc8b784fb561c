//! King's rules through the library and at the command line: every deal's table (quick and full
//! entry), both player counts, the classic order and the dealer, the ordered variant, the end of
//! the match, penalties, options, the replay view, and every error rule id triggered by a case.
//! Players Аня, Борис, Вера, Галя in seat order; Аня deals first unless a deal says otherwise.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::king as king_support;

use std::collections::BTreeSet;

use common::*;
use family_support::{deal, play, Rng};
use king_support::*;
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::family::deal_total;
use kozyr::games::king::{deck, Kind, CLASSIC, RULE_IDS};
use kozyr::games::{Replay, RuleError};
use kozyr::i18n::Lang;
use serde_json::{json, Value};
const A: usize = 0;

/// Rule ids that explain a number on the sheet rather than refuse a record.
const SHEET_IDS: &[&str] = &[
    "king.score.no-tricks",
    "king.score.no-boys",
    "king.score.no-girls",
    "king.score.no-hearts",
    "king.score.no-last-two",
    "king.score.no-king",
    "king.score.eralash",
    "king.score.positive",
    "king.order",
    "king.match.end",
    "king.match.winner",
    "king.penalty",
];

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn play4(deals: &[Value]) -> Replay {
    run_with(4, json!({}), deals).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn fails4(deals: &[Value]) -> RuleError {
    match run_with(4, json!({}), deals) {
        Ok(_) => panic!("accepted: {deals:?}"),
        Err(e) => e,
    }
}

fn scores(r: &Replay, row: usize) -> Vec<i64> {
    r.rows[row].scored.scores.clone()
}

fn steps(r: &Replay, row: usize) -> Vec<&'static str> {
    r.rows[row].scored.explain.iter().map(|s| s.rule).collect()
}

/// The worked example of docs/games/king.md: a classic 4-player match, Аня dealing first.
fn worked_example() -> Vec<Value> {
    let mut d = vec![
        json!({"won": {"Аня": 1, "Борис": 3, "Вера": 0, "Галя": 4}}),
        json!({"took": {"Борис": ["JS", "JH"], "Галя": ["JC", "JD"]}}),
        json!({"took": {"Аня": ["QS"], "Вера": ["3"]}}),
        json!({"took": {"Аня": ["2"], "Борис": ["5"], "Галя": ["1"]}}),
        json!({"last_two": ["Вера", "Вера"]}),
        json!({"took": {"Галя": ["KH"]}}),
        eralash_file(),
    ];
    let won = [
        [2, 2, 2, 2],
        [2, 2, 2, 2],
        [2, 2, 2, 2],
        [2, 2, 2, 2],
        [2, 2, 1, 3],
        [2, 2, 1, 3],
        [2, 2, 1, 3],
        [3, 1, 2, 2],
    ];
    for (i, w) in won.iter().enumerate() {
        let trump = ["hearts", "spades", "clubs", "diamonds"][i % 4];
        d.push(json!({"trump": trump, "won": {"Аня": w[0], "Борис": w[1], "Вера": w[2], "Галя": w[3]}}));
    }
    d
}

/// The eralash file of docs/games/king.md.
fn eralash_file() -> Value {
    json!({"game": "eralash", "won": {"Аня": 2, "Борис": 3, "Вера": 1, "Галя": 2},
           "took": {"Аня": ["JS", "QH", "1 heart"], "Борис": ["KH", "JC", "JD", "QS", "3 hearts"],
                    "Вера": ["JH", "QC"], "Галя": ["QD", "1 heart"]},
           "last_two": ["Борис", "Галя"]})
}

/// A deal with its play record (text form).
fn tricks(lines: &[&str]) -> Value {
    json!({"play": lines.join("\n")})
}

/// Eight tricks, rank by rank from 7 to A, each with the suits in `order` (the play order from the
/// leader): every player holds one suit, the leader wins everything.
fn ladder(order: [char; 4]) -> Vec<String> {
    ["7", "8", "9", "10", "J", "Q", "K", "A"]
        .iter()
        .map(|r| order.iter().map(|s| format!("{r}{s}")).collect::<Vec<_>>().join(" "))
        .collect()
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

/// The deal at position `k` (0-based) of a classic 4-player match, after deals given to Аня.
fn at_deal(k: usize, deal: Value) -> Result<Replay, RuleError> {
    let mut d = classic_before(k, 4);
    d.push(deal);
    run_with(4, json!({}), &d)
}

fn last_scores(r: &Replay) -> Vec<i64> {
    r.rows.last().map(|row| row.scored.scores.clone()).unwrap_or_default()
}

// ---------------------------------------------------------------------------------------------
// The tables: what each deal hands out
// ---------------------------------------------------------------------------------------------

#[test]
fn every_four_player_negative_deal_totals_minus_16_eralash_minus_96_positive_plus_24() {
    let d = deck(4);
    assert_eq!(d.len(), 32);
    for kind in Kind::ALL {
        let want = match kind {
            Kind::Eralash => -96,
            Kind::Positive => 24,
            _ => -16,
        };
        assert_eq!(deal_total(kind.items(), &d, 8), want, "{kind}");
    }
}

#[test]
fn three_players_play_30_cards_and_the_trick_deals_scale_with_ten_tricks() {
    let d = deck(3);
    assert_eq!(d.len(), 30);
    assert!(d.cards().iter().all(|c| c.rank() >= Rank::Seven), "no sixes");
    assert!(!d.contains(Card::new(Rank::Ace, Suit::Spades)) && !d.contains(Card::new(Rank::Ace, Suit::Clubs)));
    assert!(d.contains(Card::new(Rank::Ace, Suit::Hearts)) && d.contains(Card::new(Rank::Ace, Suit::Diamonds)));
    for kind in Kind::ALL {
        let want = match kind {
            Kind::NoTricks => -20,
            Kind::Eralash => -100,
            Kind::Positive => 30,
            _ => -16,
        };
        assert_eq!(deal_total(kind.items(), &d, 10), want, "{kind}");
    }
}

#[test]
fn each_negative_deal_of_the_worked_example_scores_its_table() {
    let r = play4(&worked_example()[..7]);
    let want = [
        [-2, -6, 0, -8],
        [0, -8, 0, -8],
        [-4, 0, -12, 0],
        [-4, -10, 0, -2],
        [0, 0, -16, 0],
        [0, 0, 0, -16],
        [-16, -50, -12, -18],
    ];
    for (i, w) in want.iter().enumerate() {
        assert_eq!(scores(&r, i), w.to_vec(), "deal {}", i + 1);
    }
    let rules = [
        "king.score.no-tricks",
        "king.score.no-boys",
        "king.score.no-girls",
        "king.score.no-hearts",
        "king.score.no-last-two",
        "king.score.no-king",
    ];
    for (i, rule) in rules.iter().enumerate() {
        assert!(steps(&r, i).contains(rule), "deal {}: {:?}", i + 1, steps(&r, i));
    }
    assert_eq!(r.totals, vec![-26, -74, -40, -52]);
}

#[test]
fn the_worked_example_match_sums_to_zero_and_anya_wins_with_25() {
    let r = play4(&worked_example());
    assert_eq!(r.totals, vec![25, -29, -1, 5]);
    assert_eq!(r.totals.iter().sum::<i64>(), 0);
    assert!(r.finished);
    assert_eq!(r.winner, Some(A));
    assert_eq!(r.next, None);
    for row in &r.rows[7..] {
        assert_eq!(row.scored.scores.iter().sum::<i64>(), 24);
    }
    let last = r.rows.last().expect("rows");
    assert!(last
        .scored
        .explain
        .iter()
        .any(|s| s.rule == "king.match.winner" && s.text.english() == "Аня wins with 25"));
}

#[test]
fn eralash_counts_a_card_in_every_penalty_it_belongs_to() {
    let r = play4(&worked_example()[..7]);
    let row = &r.rows[6].scored;
    // Борис: 3 tricks −6, J♣ J♦ −8, Q♠ −4, K♥ and 3 hearts −8, the last trick but one −8, K♥ −16.
    let texts: Vec<String> = row.explain.iter().map(|s| s.text.english()).collect();
    for t in [
        "Борис: 3 tricks × −2 = −6",
        "Борис: 2 jacks × −4 = −8",
        "Борис: 4 hearts × −2 = −8",
        "Борис: the last trick but one −8",
        "Борис: K♥ −16",
        "Аня: 1 queen × −4 = −4",
        "Аня: 2 hearts × −2 = −4",
    ] {
        assert!(texts.iter().any(|x| x == t), "{t} missing from {texts:?}");
    }
    assert_eq!(row.scores.iter().sum::<i64>(), -96);
    assert_eq!(steps(&r, 6)[..2], ["king.deal.sequence", "king.score.eralash"]);
}

#[test]
fn a_classic_three_player_match_sums_to_plus_40() {
    let mut deals = vec![json!({"won": {"Аня": 5, "Борис": 3, "Вера": 2}})];
    deals.extend(CLASSIC[1..].iter().map(|&k| all_to_first(k, 3)));
    let r = run_with(3, json!({}), &deals).expect("a 3-player match");
    assert_eq!(scores(&r, 0), vec![-10, -6, -4]);
    let per_deal: Vec<i64> = r.rows.iter().map(|row| row.scored.scores.iter().sum()).collect();
    assert_eq!(per_deal, [-20, -16, -16, -16, -16, -16, -100, 30, 30, 30, 30, 30, 30, 30, 30]);
    assert_eq!(r.totals.iter().sum::<i64>(), 40);
    assert!(r.finished);
}

// ---------------------------------------------------------------------------------------------
// Quick entry checks
// ---------------------------------------------------------------------------------------------

#[test]
fn counts_in_the_group_of_the_deal_and_named_cards_mix() {
    // No boys: a bare number counts jacks.
    let r = at_deal(1, json!({"took": {"Борис": ["JS", "2"], "Вера": ["1"]}})).expect("no boys");
    assert_eq!(last_scores(&r), vec![0, -12, -4, 0]);
    // No hearts: Russian word and ♥ counts.
    let r = at_deal(3, json!({"took": {"Аня": ["3 черви"], "Галя": ["AH", "4 hearts"]}})).expect("no hearts");
    assert_eq!(last_scores(&r), vec![-6, 0, 0, -10]);
}

#[test]
fn the_tricks_must_add_up_and_stay_in_range() {
    assert_eq!(fails4(&[json!({"won": {"Аня": 4, "Борис": 3}})]).rule, "king.won.sum");
    assert_eq!(fails4(&[json!({"won": {"Аня": 9, "Борис": -1}})]).rule, "king.won.range");
    assert_eq!(fails4(&[json!({"took": {}})]).rule, "king.deal.unused");
    assert_eq!(fails4(&[json!({"dealer": "Аня"})]).rule, "king.deal.won");
}

#[test]
fn every_scoring_card_is_accounted_for_once() {
    let e = at_deal(1, json!({"took": {"Борис": ["JS", "JH"], "Вера": ["JS", "JD"]}})).expect_err("twice");
    assert_eq!(e.rule, "king.took.twice");
    assert!(e.message().contains("claimed by both Борис and Вера"), "{}", e.message());
    let e = at_deal(2, json!({"took": {"Борис": ["3"]}})).expect_err("three queens");
    assert_eq!(e.rule, "king.took.sum");
    assert!(e.message().contains("the 4 queens were all taken, but 3 are accounted for"), "{}", e.message());
    let e = at_deal(5, json!({"took": {}})).expect_err("nobody took K♥");
    assert_eq!(e.rule, "king.took.sum");
    assert!(e.message().contains("K♥ was taken by somebody"), "{}", e.message());
}

#[test]
fn only_the_deals_scoring_cards_are_named() {
    let e = at_deal(2, json!({"took": {"Борис": ["JS", "3"]}})).expect_err("a jack in no girls");
    assert_eq!(e.rule, "king.took.card");
    assert!(e.message().contains("scores nothing in this deal"), "{}", e.message());
    // 6♥ is not in a 32-card deck; A♠ is not in the 3-player deck.
    let e = at_deal(3, json!({"took": {"Борис": ["6H", "7"]}})).expect_err("6♥");
    assert_eq!(e.rule, "king.took.card");
    assert!(e.message().contains("is not in this deal's deck"), "{}", e.message());
    let mut d = classic_before(4, 3);
    d.push(json!({"last_two": ["Аня", "Вера"]}));
    d.push(json!({"took": {"Вера": ["KH"]}}));
    assert!(run_with(3, json!({}), &d).is_ok());
    let e = at_deal(1, json!({"took": {"Борис": ["four jacks"]}})).expect_err("words");
    assert_eq!(e.rule, "king.took.card");
}

#[test]
fn nobody_takes_more_than_his_tricks_hold() {
    // Борис named 7 cards and 3 more hearts: 10 cards in 2 tricks (8 cards).
    let e = at_deal(
        6,
        json!({"won": {"Аня": 2, "Борис": 2, "Вера": 2, "Галя": 2},
               "took": {"Аня": ["JS", "QH", "2 hearts"], "Борис": ["KH", "JH", "JD", "JC", "QS", "QC", "QD", "3 hearts"]},
               "last_two": ["Аня", "Аня"]}),
    )
    .expect_err("10 cards in 2 tricks");
    assert_eq!(e.rule, "king.took.impossible");
    let e = at_deal(
        6,
        json!({"won": {"Аня": 8}, "took": {"Аня": ["KH", "4 jacks", "4 queens", "7 hearts"]},
               "last_two": ["Аня", "Борис"]}),
    )
    .expect_err("Борис took a trick with none won");
    assert_eq!(e.rule, "king.took.impossible");
}

#[test]
fn the_last_two_name_two_players() {
    let e = at_deal(4, json!({"last_two": ["Аня"]})).expect_err("one name");
    assert_eq!(e.rule, "king.deal.trick-taker");
    let e = at_deal(6, json!({"won": {"Аня": 8}, "took": {"Аня": ["KH", "4 jacks", "4 queens", "7 hearts"]}}))
        .expect_err("eralash without the last two");
    assert_eq!(e.rule, "king.deal.trick-taker");
    let r = at_deal(4, json!({"last_two": "Вера,Аня"})).expect("a comma-separated string");
    assert_eq!(last_scores(&r), vec![-8, 0, -8, 0]);
}

#[test]
fn a_deal_records_only_what_its_game_scores_except_won() {
    let e = at_deal(0, json!({"won": {"Аня": 8}, "took": {"Аня": ["JS"]}})).expect_err("took in no tricks");
    assert_eq!(e.rule, "king.deal.unused");
    assert!(e.message().contains("no tricks deal does not score cards taken"), "{}", e.message());
    let e = at_deal(1, json!({"took": {"Аня": ["4"]}, "last_two": ["Аня", "Аня"]})).expect_err("last two");
    assert_eq!(e.rule, "king.deal.unused");
    let e = at_deal(4, json!({"last_two": ["Аня", "Аня"], "trump": "hearts"})).expect_err("trump");
    assert_eq!(e.rule, "king.deal.unused");
    let e = at_deal(5, json!({"took": {"Аня": ["KH"]}, "trump_by_last": true})).expect_err("by last");
    assert_eq!(e.rule, "king.deal.unused");
    // --won is a check anywhere.
    let r = at_deal(1, json!({"won": {"Аня": 4, "Борис": 4}, "took": {"Аня": ["4"]}})).expect("won as a check");
    assert_eq!(last_scores(&r), vec![-16, 0, 0, 0]);
    let e = at_deal(1, json!({"won": {"Борис": 8}, "took": {"Аня": ["4"]}})).expect_err("jacks in no tricks");
    assert_eq!(e.rule, "king.took.impossible");
}

#[test]
fn a_positive_deal_names_its_trump() {
    let e = at_deal(7, json!({"won": {"Аня": 8}})).expect_err("no trump");
    assert_eq!(e.rule, "king.deal.trump");
    let e = at_deal(7, json!({"won": {"Аня": 8}, "trump": "none"})).expect_err("no trump");
    assert_eq!(e.rule, "king.deal.trump");
    let e = at_deal(7, json!({"won": {"Аня": 8}, "trump": "roses"})).expect_err("not a suit");
    assert_eq!(e.rule, "king.deal.trump");
    let e = at_deal(7, json!({"trump": "hearts"})).expect_err("no tricks won");
    assert_eq!(e.rule, "king.deal.won");
    let r = at_deal(7, json!({"won": {"Аня": 2, "Борис": 3, "Вера": 1, "Галя": 2}, "trump": "черви"})).expect("ok");
    assert_eq!(last_scores(&r), vec![6, 9, 3, 6]);
    let row = &r.rows[7].scored;
    assert_eq!(row.extra["trump"], "hearts");
    assert_eq!(row.extra["trump_by_last"], false);
    // Deal 8: Галя deals, Вера on her right names trump and leads.
    assert_eq!(row.summary.english(), "positive, ♥ trumps named by Вера — Галя deals");
    assert_eq!(row.extra["leader"], "Вера");
    assert!(row.explain.iter().any(|s| s.text.english() == "Вера names ♥ trumps; Вера leads"));
}

// ---------------------------------------------------------------------------------------------
// The classic order and the dealer
// ---------------------------------------------------------------------------------------------

#[test]
fn the_classic_order_is_checked_when_a_deal_names_its_game() {
    let e = fails4(&[json!({"game": "no-boys", "took": {"Аня": ["4"]}})]);
    assert_eq!(e.rule, "king.deal.sequence");
    assert!(e.message().contains("deal 1 of the classic order is no tricks, not no boys"), "{}", e.message());
    // Russian names and aliases are accepted in their place.
    let names = ["не брать взяток", "мальчики", "девочки", "черви", "две последние", "кинг", "ералаш", "отыгрыш"];
    let mut deals = vec![];
    for (k, name) in names.iter().enumerate() {
        let mut d = all_to_first(CLASSIC[k], 4);
        d["game"] = json!(name);
        deals.push(d);
    }
    let r = play4(&deals);
    let games: Vec<&str> = r.rows.iter().map(|row| row.scored.extra["game"].as_str().unwrap_or("")).collect();
    assert_eq!(
        games,
        ["no-tricks", "no-boys", "no-girls", "no-hearts", "no-last-two", "no-king", "eralash", "positive"]
    );
    assert_eq!(fails4(&[json!({"game": "poker", "won": {"Аня": 8}})]).rule, "king.deal.game");
}

#[test]
fn the_deal_passes_left_and_a_later_deal_naming_another_dealer_is_refused() {
    let r = play4(&classic_before(5, 4));
    let dealers: Vec<&str> = r.rows.iter().map(|row| row.scored.extra["dealer"].as_str().unwrap_or("")).collect();
    assert_eq!(dealers, ["Аня", "Борис", "Вера", "Галя", "Аня"]);
    let leaders: Vec<&str> = r.rows.iter().map(|row| row.scored.extra["leader"].as_str().unwrap_or("")).collect();
    assert_eq!(leaders, ["Борис", "Вера", "Галя", "Аня", "Борис"]);
    assert_eq!(r.rows[1].scored.summary.english(), "no boys — Борис deals");
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 6: no king — Борис deals, Вера leads"));
    // The first deal may name its dealer; the rotation follows him.
    let mut first = all_to_first(Kind::NoTricks, 4);
    first["dealer"] = json!("Вера");
    let mut second = all_to_first(Kind::NoBoys, 4);
    second["dealer"] = json!("Галя");
    let r = play4(&[first.clone(), second]);
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 3: no girls — Аня deals, Борис leads"));
    let mut wrong = all_to_first(Kind::NoBoys, 4);
    wrong["dealer"] = json!("Борис");
    let e = fails4(&[first, wrong]);
    assert_eq!(e.rule, "king.deal.dealer");
    assert!(e.message().contains("it is Галя's turn"), "{}", e.message());
}

#[test]
fn the_next_positive_deal_names_who_names_trump() {
    let r = play4(&classic_before(7, 4));
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some("deal 8: positive — Галя deals, Вера names trump and leads")
    );
    let r = run_with(3, json!({}), &classic_before(7, 3)).expect("3 players");
    // Three players: deals 1–7 are dealt by Аня, Борис, Вера, Аня, Борис, Вера, Аня.
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some("deal 8: positive — Борис deals, Аня names trump and leads")
    );
}

// ---------------------------------------------------------------------------------------------
// Full entry: the referee
// ---------------------------------------------------------------------------------------------

#[test]
fn a_ladder_gives_the_leader_every_trick_in_each_negative_deal() {
    // Deal 1: Аня deals, Борис leads diamonds; everyone else holds one suit and discards.
    let r = at_deal(0, tricks(&strs(&ladder(['D', 'H', 'S', 'C'])))).expect("legal");
    assert_eq!(last_scores(&r), vec![0, -16, 0, 0]);
    assert_eq!(r.rows[0].scored.extra["won"], json!({"Аня": 0, "Борис": 8, "Вера": 0, "Галя": 0}));
    // Deal 2: Вера leads clubs and takes the jacks; deal 3: Галя leads; deal 4: Аня leads.
    assert_eq!(last_scores(&at_deal(1, tricks(&strs(&ladder(['C', 'S', 'H', 'D'])))).expect("2")), vec![0, 0, -16, 0]);
    assert_eq!(last_scores(&at_deal(2, tricks(&strs(&ladder(['S', 'H', 'D', 'C'])))).expect("3")), vec![0, 0, 0, -16]);
    assert_eq!(last_scores(&at_deal(3, tricks(&strs(&ladder(['C', 'H', 'D', 'S'])))).expect("4")), vec![-16, 0, 0, 0]);
    // Deal 5: Борис leads and takes the last two.
    assert_eq!(last_scores(&at_deal(4, tricks(&strs(&ladder(['D', 'H', 'S', 'C'])))).expect("5")), vec![0, -16, 0, 0]);
}

/// No king, deal 6: Борис deals, Вера leads clubs; Борис holds the hearts and must shed K♥ at once.
const NO_KING: [&str; 8] = [
    "7C 7D 7S KH",
    "8C 8D 8S 7H",
    "9C 9D 9S 8H",
    "10C 10D 10S 9H",
    "JC JD JS 10H",
    "QC QD QS JH",
    "KC KD KS QH",
    "AC AD AS AH",
];

#[test]
fn the_king_of_hearts_is_discarded_at_the_first_trick_its_holder_cannot_follow() {
    let r = at_deal(5, tricks(&NO_KING)).expect("K♥ at trick 1");
    assert_eq!(last_scores(&r), vec![0, 0, -16, 0]);
    // Holding K♥ until trick 7 is refused at trick 1.
    let e = at_deal(5, tricks(&strs(&ladder(['C', 'D', 'S', 'H'])))).expect_err("kept K♥");
    assert_eq!(e.rule, "king.play.must-discard");
    assert_eq!(e.player.as_deref(), Some("Борис"));
    assert_eq!(e.trick, Some(1));
    assert!(e.message().contains("K♥"), "{}", e.message());
}

/// No hearts, deal 4: Галя deals, Аня leads 7♥ while holding seven clubs.
const HEARTS_LED: [&str; 8] = [
    "7H 7C 8H 7S",
    "AD 8S 8C 7D",
    "9H 9S 9C 8D",
    "10H 10S 10C 9D",
    "JH JS JC 10D",
    "QH QS QC JD",
    "KH KS KC QD",
    "AH AS AC KD",
];

#[test]
fn hearts_may_not_be_led_while_the_leader_holds_another_suit() {
    let e = at_deal(3, tricks(&HEARTS_LED)).expect_err("hearts led");
    assert_eq!(e.rule, "king.play.hearts-lead");
    assert_eq!(e.player.as_deref(), Some("Аня"));
    assert_eq!(e.trick, Some(1));
    // Eralash forbids the lead too. Deal 7 is dealt by Вера and led by Галя, so the record's first
    // card is hers: 7♥ led while holding seven clubs.
    let mut seven = classic_before(6, 4);
    seven.push(tricks(&HEARTS_LED));
    let e = run_with(4, json!({}), &seven).expect_err("eralash");
    assert_eq!(e.rule, "king.play.hearts-lead");
}

#[test]
fn a_heart_may_be_led_in_the_deals_without_the_rule() {
    // Deal 2 (no boys): Борис deals, Вера leads 7♥ holding clubs: allowed.
    let r = at_deal(1, tricks(&HEARTS_LED)).expect("no boys allows a heart lead");
    // Вера won every trick after the first (her 8♥ took it too).
    assert_eq!(r.rows[1].scored.extra["won"], json!({"Аня": 8, "Борис": 0, "Вера": 0, "Галя": 0}));
}

#[test]
fn follow_suit_is_checked_in_every_deal() {
    let mut t = ladder(['D', 'H', 'S', 'C']);
    t[1] = "8C 8H 8S 8D".into();
    let e = at_deal(0, tricks(&strs(&t))).expect_err("renege");
    assert_eq!(e.rule, "king.play.follow-suit");
    assert_eq!(e.player.as_deref(), Some("Аня"));
    assert!(e.message().contains("held 8♦"), "{}", e.message());
}

/// Positive, deal 8: Галя deals, Вера names hearts and leads. Аня holds 7♥ and seven spades, Борис
/// 7♠ and seven hearts.
const POSITIVE: [&str; 8] = [
    "7C 7D 7H 8H",
    "7S 8C 8D 8S",
    "9S 9H 9C 9D",
    "10H 10C 10D 10S",
    "JH JC JD JS",
    "QH QC QD QS",
    "KH KC KD KS",
    "AH AC AD AS",
];

fn positive(play: &[&str], extra: Value) -> Result<Replay, RuleError> {
    let mut d = tricks(play);
    d["trump"] = json!("hearts");
    if let Some(m) = extra.as_object() {
        for (k, v) in m {
            d[k] = v.clone();
        }
    }
    at_deal(7, d)
}

#[test]
fn a_player_void_in_the_led_suit_must_trump_in_a_positive_deal() {
    let r = positive(&POSITIVE, json!({})).expect("legal");
    assert_eq!(last_scores(&r), vec![3, 21, 0, 0]);
    let mut bad = POSITIVE;
    bad[0] = "7C 7D 8S 8H";
    bad[1] = "7S 8C 8D 7H";
    let e = positive(&bad, json!({})).expect_err("Аня did not trump");
    assert_eq!(e.rule, "king.play.trump");
    assert_eq!(e.player.as_deref(), Some("Аня"));
    assert_eq!(e.trick, Some(1));
}

#[test]
fn a_trump_named_by_the_last_card_is_a_suit_the_namer_held() {
    let e = positive(&POSITIVE, json!({"trump_by_last": true})).expect_err("Вера held no heart");
    assert_eq!(e.rule, "king.trump.by-last");
    assert_eq!(e.player.as_deref(), Some("Вера"));
    // Вера holding the hearts leads trumps and takes every trick.
    let mut d = tricks(&strs(&ladder(['H', 'S', 'C', 'D'])));
    d["trump"] = json!("hearts");
    d["trump_by_last"] = json!(true);
    let r = at_deal(7, d).expect("by the last card");
    assert_eq!(last_scores(&r), vec![0, 0, 24, 0]);
    assert_eq!(r.rows[7].scored.extra["trump_by_last"], true);
    // Quick entry cannot be checked and is accepted.
    let r = at_deal(7, json!({"trump": "spades", "trump_by_last": true, "won": {"Аня": 8}})).expect("quick");
    assert_eq!(last_scores(&r), vec![24, 0, 0, 0]);
}

#[test]
fn eralash_from_the_tricks_charges_everything_to_the_taker() {
    // Deal 7: Вера deals, Галя leads spades; Вера holds the hearts and sheds K♥ first.
    let play = [
        "7S 7C 7D KH",
        "8S 8C 8D 7H",
        "9S 9C 9D 8H",
        "10S 10C 10D 9H",
        "JS JC JD 10H",
        "QS QC QD JH",
        "KS KC KD QH",
        "AS AC AD AH",
    ];
    let r = at_deal(6, tricks(&play)).expect("legal eralash");
    assert_eq!(last_scores(&r), vec![0, 0, 0, -96]);
}

#[test]
fn random_legal_play_of_every_deal_scores_what_each_player_took() {
    for players in [3usize, 4] {
        let cards = deck(players);
        let per = cards.len() / players;
        for (k, &kind) in CLASSIC[..8].iter().enumerate() {
            for seed in 0..4u64 {
                let mut rng = Rng::new(seed * 31 + k as u64);
                let hands = deal(&mut rng, cards.cards(), players, per);
                let dealer = k % players;
                let leader = classic_leader(kind, dealer, players);
                let g = play(&mut rng, &spec(kind, Suit::Diamonds), hands, leader);
                let mut deals = classic_before(k, players);
                let mut d = json!({"play": g.text()});
                if kind.is_positive() {
                    d["trump"] = json!("diamonds");
                }
                deals.push(d);
                let r = run_with(players, json!({}), &deals).unwrap_or_else(|e| panic!("{kind}, {players}: {e}"));
                assert_eq!(last_scores(&r), independent(kind, &g, players), "{kind}, {players} players, seed {seed}");
            }
        }
    }
}

#[test]
fn quick_counts_beside_the_tricks_must_agree_with_them() {
    let mut d = tricks(&NO_KING);
    d["took"] = json!({"Вера": ["KH"]});
    assert!(at_deal(5, d.clone()).is_ok());
    d["took"] = json!({"Борис": ["KH"]});
    assert_eq!(at_deal(5, d).expect_err("disagree").rule, "king.entry.disagree");
    let mut d = tricks(&strs(&ladder(['D', 'H', 'S', 'C'])));
    d["won"] = json!({"Аня": 8});
    assert_eq!(at_deal(0, d).expect_err("disagree").rule, "king.entry.disagree");
}

#[test]
fn malformed_play_records_are_refused() {
    let ladder1 = ladder(['D', 'H', 'S', 'C']);
    let json_record = json!({"play": {"tricks": ladder1, "talon": "7H"}});
    assert_eq!(at_deal(0, json_record).expect_err("talon").rule, "king.play.format");
    assert!(at_deal(0, json!({"play": {"tricks": ladder1}})).is_ok());
    let mut short = ladder1.clone();
    short[0] = "7D 7H 7S".into();
    assert_eq!(at_deal(0, tricks(&strs(&short))).expect_err("3 cards").rule, "king.play.trick-size");
    assert_eq!(at_deal(0, tricks(&strs(&ladder1[..7]))).expect_err("7 tricks").rule, "king.play.card-count");
    let mut dup = ladder1.clone();
    dup[1] = "8D 8H 8S 7C".into();
    assert_eq!(at_deal(0, tricks(&strs(&dup))).expect_err("7♣ twice").rule, "king.play.duplicate-card");
    let mut six = ladder1.clone();
    six[0] = "7D 7H 7S 6C".into();
    assert_eq!(at_deal(0, tricks(&strs(&six))).expect_err("6♣").rule, "king.play.not-in-deck");
    let mut named = ladder1.clone();
    named[0] = "Борис:7D Галя:7H Вера:7S Аня:7C".into();
    assert_eq!(at_deal(0, tricks(&strs(&named))).expect_err("turn").rule, "king.play.out-of-turn");
}

// ---------------------------------------------------------------------------------------------
// The ordered variant
// ---------------------------------------------------------------------------------------------

const ORDERED: fn() -> Value = || json!({"ordered": true});

/// The orders of a complete ordered match: player `o` orders the games in `Kind::ALL` order,
/// positive twice, each in his turn.
fn ordered_match(players: usize) -> Vec<Value> {
    let mut per_player: Vec<Vec<Kind>> = vec![];
    for _ in 0..players {
        let mut list: Vec<Kind> = Kind::ALL.to_vec();
        list.push(Kind::Positive);
        per_player.push(list);
    }
    let mut deals = vec![];
    for d in 0..9 * players {
        // Deal d is dealt by seat d mod n; the player on his left orders.
        let orderer = (d + 1) % players;
        let kind = per_player[orderer][d / players];
        deals.push(all_to_first(kind, players));
    }
    deals
}

#[test]
fn an_ordered_match_is_nine_deals_a_player_and_ends_after_the_last() {
    for players in [3usize, 4] {
        let deals = ordered_match(players);
        assert_eq!(deals.len(), if players == 4 { 36 } else { 27 });
        let r = run_with(players, ORDERED(), &deals).unwrap_or_else(|e| panic!("{players}: {e}"));
        assert!(r.finished);
        let sum: i64 = r.totals.iter().sum();
        assert_eq!(sum, if players == 4 { -576 } else { -420 });
        let last = r.rows.last().expect("rows");
        assert!(last.scored.explain.iter().any(|s| s.rule == "king.match.end"));
        let mut more = deals.clone();
        more.push(all_to_first(Kind::NoTricks, players));
        assert_eq!(run_with(players, ORDERED(), &more).expect_err("finished").rule, "match.finished");
    }
}

#[test]
fn the_orderer_is_left_of_the_dealer_and_leads() {
    let r = run_with(4, ORDERED(), &[]).expect("empty");
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some(
            "deal 1: Аня deals, Борис orders (left: no tricks, no boys, no girls, no hearts, no last two, no king, \
             eralash, positive ×2) and leads"
        )
    );
    // Борис orders a positive deal: trump by the last card, Борис leads (not Галя on the right).
    let mut d = tricks(&strs(&ladder(['D', 'H', 'S', 'C'])));
    d["game"] = json!("positive");
    d["trump"] = json!("diamonds");
    let r = run_with(4, ORDERED(), &[d]).expect("ordered positive");
    assert_eq!(scores(&r, 0), vec![0, 24, 0, 0]);
    let row = &r.rows[0].scored;
    assert_eq!(row.extra["orderer"], "Борис");
    assert_eq!(row.extra["leader"], "Борис");
    assert_eq!(row.extra["trump_by_last"], true);
    assert_eq!(row.summary.english(), "positive, ♦ trumps (Борис's order) — Аня deals");
    assert_eq!(steps(&r, 0)[0], "king.order");
    assert_eq!(
        r.next.as_ref().map(|m| m.english()).as_deref(),
        Some(
            "deal 2: Борис deals, Вера orders (left: no tricks, no boys, no girls, no hearts, no last two, no king, \
             eralash, positive ×2) and leads"
        )
    );
}

#[test]
fn an_ordered_deal_names_its_game_and_an_order_used_up_is_refused() {
    let e = run_with(4, ORDERED(), &[json!({"won": {"Аня": 8}})]).expect_err("no game");
    assert_eq!(e.rule, "king.deal.game");
    assert!(e.message().contains("Борис ordered"), "{}", e.message());
    // Борис orders no boys at deal 1 and again at deal 5.
    let mut deals = vec![all_to_first(Kind::NoBoys, 4)];
    deals.extend([Kind::NoTricks, Kind::NoTricks, Kind::NoTricks].map(|k| all_to_first(k, 4)));
    deals.push(all_to_first(Kind::NoBoys, 4));
    let e = run_with(4, ORDERED(), &deals).expect_err("repeated");
    assert_eq!(e.rule, "king.order.repeated");
    assert_eq!(e.entry, Some(5));
    assert_eq!(e.player.as_deref(), Some("Борис"));
    assert!(
        e.message().contains("Борис cannot order no boys again: ordered it at deal 1 and each player orders it once"),
        "{}",
        e.message()
    );
    assert!(e.message().contains("no tricks, no girls"), "{}", e.message());
    // The positive game twice, not three times.
    // Борис orders at deals 1, 5 and 9.
    let mut deals = vec![];
    for others in [[Kind::NoTricks, Kind::NoBoys, Kind::NoGirls], [Kind::NoHearts, Kind::NoLastTwo, Kind::NoKing]] {
        deals.push(all_to_first(Kind::Positive, 4));
        deals.extend(others.map(|k| all_to_first(k, 4)));
    }
    deals.push(all_to_first(Kind::Positive, 4));
    let e = run_with(4, ORDERED(), &deals).expect_err("positive three times");
    assert_eq!(e.entry, Some(9));
    assert_eq!(e.rule, "king.order.repeated");
    assert!(e.message().contains("at deal 1 and 5"), "{}", e.message());
}

// ---------------------------------------------------------------------------------------------
// The end, penalties, options
// ---------------------------------------------------------------------------------------------

#[test]
fn a_deal_or_penalty_after_the_last_deal_is_refused() {
    let mut d = worked_example();
    d.push(json!({"trump": "hearts", "won": {"Аня": 8}}));
    let e = fails4(&d);
    assert_eq!(e.rule, "match.finished");
    assert_eq!(e.entry, Some(16));
    let mut d = worked_example();
    d.push(json!({"penalty": {"player": "Аня", "points": -5, "reason": "late"}}));
    assert_eq!(fails4(&d).rule, "match.finished");
}

#[test]
fn a_shared_highest_total_is_a_draw() {
    let even = json!({"Аня": 2, "Борис": 2, "Вера": 2, "Галя": 2});
    let one_each = json!({"Аня": ["1"], "Борис": ["1"], "Вера": ["1"], "Галя": ["1"]});
    let mut d = vec![
        json!({"won": even}),
        json!({"took": one_each}),
        json!({"took": one_each}),
        json!({"took": {"Аня": ["2"], "Борис": ["2"], "Вера": ["2"], "Галя": ["2"]}}),
        json!({"last_two": ["Вера", "Галя"]}),
        json!({"took": {"Галя": ["KH"]}}),
        json!({"won": even, "last_two": ["Вера", "Вера"],
               "took": {"Аня": ["1 jack", "1 queen", "2 hearts"], "Борис": ["1 jack", "1 queen", "2 hearts"],
                        "Вера": ["KH", "1 jack", "1 queen", "1 heart"], "Галя": ["1 jack", "1 queen", "2 hearts"]}}),
    ];
    for _ in 0..8 {
        d.push(json!({"trump": "clubs", "won": {"Аня": 2, "Борис": 2, "Вера": 2, "Галя": 2}}));
    }
    let r = play4(&d);
    assert!(r.finished);
    assert_eq!(r.totals, vec![16, 16, -24, -8]);
    assert_eq!(r.winner, None);
    let last = &r.rows.last().expect("rows").scored;
    assert_eq!(
        last.notes.iter().map(|m| m.english()).collect::<Vec<_>>(),
        ["a draw: Аня and Борис share the highest total, 16"]
    );
}

#[test]
fn penalties_need_their_points_and_do_not_move_the_dealer() {
    let mut d = classic_before(1, 4);
    d.push(json!({"penalty": {"player": "Вера", "reason": "renege"}}));
    assert_eq!(fails4(&d).rule, "king.penalty.points");
    d.pop();
    d.push(json!({"penalty": {"player": "Вера", "points": -10, "reason": "renege"}}));
    let r = play4(&d);
    assert_eq!(scores(&r, 1), vec![0, 0, -10, 0]);
    assert_eq!(steps(&r, 1), ["king.penalty"]);
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 2: no boys — Борис deals, Вера leads"));
}

#[test]
fn options_are_checked() {
    assert_eq!(run_with(4, json!({"rounds": 2}), &[]).expect_err("unknown").rule, "king.option.unknown");
    assert_eq!(run_with(4, json!({"ordered": "yes"}), &[]).expect_err("value").rule, "king.option.value");
    let r = run_with(4, json!({"ordered": false}), &[]).expect("classic");
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 1: no tricks — Аня deals, Борис leads"));
    assert_eq!(run_with(2, json!({}), &[]).expect_err("two").rule, "match.players.count");
}

// ---------------------------------------------------------------------------------------------
// Every error rule id, and every sheet rule id, is reached
// ---------------------------------------------------------------------------------------------

/// (rule, players, options, deals): each document is refused for that rule.
fn error_cases() -> Vec<(&'static str, usize, Value, Vec<Value>)> {
    let classic = |k: usize, deal: Value| {
        let mut d = classic_before(k, 4);
        d.push(deal);
        d
    };
    let ladder1 = ladder(['D', 'H', 'S', 'C']);
    let mut renege = ladder1.clone();
    renege[1] = "8C 8H 8S 8D".into();
    let mut bad_trump = POSITIVE;
    bad_trump[0] = "7C 7D 8S 8H";
    bad_trump[1] = "7S 8C 8D 7H";
    let mut positive_by_last = tricks(&POSITIVE);
    positive_by_last["trump"] = json!("hearts");
    positive_by_last["trump_by_last"] = json!(true);
    let mut repeated = vec![all_to_first(Kind::NoBoys, 4)];
    repeated.extend([Kind::NoTricks, Kind::NoTricks, Kind::NoTricks].map(|k| all_to_first(k, 4)));
    repeated.push(all_to_first(Kind::NoBoys, 4));
    let mut disagree = tricks(&strs(&ladder1));
    disagree["won"] = json!({"Аня": 8});
    let mut short = ladder1.clone();
    short[0] = "7D 7H 7S".into();
    let mut dup = ladder1.clone();
    dup[1] = "8D 8H 8S 7C".into();
    let mut six = ladder1.clone();
    six[0] = "7D 7H 7S 6C".into();
    let mut named = ladder1.clone();
    named[0] = "Борис:7D Галя:7H Вера:7S Аня:7C".into();
    let mut first_dealer = all_to_first(Kind::NoTricks, 4);
    first_dealer["dealer"] = json!("Вера");
    let mut wrong_dealer = all_to_first(Kind::NoBoys, 4);
    wrong_dealer["dealer"] = json!("Аня");
    vec![
        ("king.deal.format", 4, json!({}), vec![json!({"won": {"Аня": 8}, "bid": 3})]),
        ("king.deal.format", 4, json!({}), vec![json!({"won": {"Аня": 8}, "game": 1})]),
        ("king.deal.format", 4, json!({}), vec![json!({"won": {"Аня": 8}, "trump_by_last": "yes"})]),
        ("king.deal.format", 4, json!({}), vec![json!({"won": [8]})]),
        ("king.deal.dealer", 4, json!({}), vec![first_dealer, wrong_dealer]),
        ("king.deal.sequence", 4, json!({}), vec![json!({"game": "eralash", "won": {"Аня": 8}})]),
        ("king.deal.game", 4, json!({}), vec![json!({"game": "покер", "won": {"Аня": 8}})]),
        ("king.deal.game", 4, ORDERED(), vec![json!({"won": {"Аня": 8}})]),
        ("king.deal.unused", 4, json!({}), vec![json!({"won": {"Аня": 8}, "last_two": ["Аня", "Аня"]})]),
        ("king.deal.trump", 4, json!({}), classic(7, json!({"won": {"Аня": 8}}))),
        ("king.deal.won", 4, json!({}), vec![json!({"dealer": "Аня"})]),
        ("king.deal.trick-taker", 4, json!({}), classic(4, json!({"last_two": ["Аня", "Борис", "Вера"]}))),
        ("king.won.range", 4, json!({}), vec![json!({"won": {"Аня": 9, "Борис": -1}})]),
        ("king.won.sum", 4, json!({}), vec![json!({"won": {"Аня": 7}})]),
        ("king.won.sum", 3, json!({}), vec![json!({"won": {"Аня": 8}})]),
        ("king.took.card", 4, json!({}), classic(1, json!({"took": {"Аня": ["QS", "3"]}}))),
        ("king.took.twice", 4, json!({}), classic(1, json!({"took": {"Аня": ["JS", "JH"], "Борис": ["JS", "JC"]}}))),
        ("king.took.sum", 4, json!({}), classic(3, json!({"took": {"Аня": ["7"]}}))),
        (
            "king.took.impossible",
            4,
            json!({}),
            classic(
                6,
                json!({"won": {"Аня": 7, "Борис": 1}, "last_two": ["Аня", "Аня"],
                              "took": {"Аня": ["KH"], "Борис": ["4 jacks", "4 queens", "7 hearts"]}}),
            ),
        ),
        ("king.entry.disagree", 4, json!({}), vec![disagree]),
        ("king.order.repeated", 4, ORDERED(), repeated),
        ("king.trump.by-last", 4, json!({}), classic(7, positive_by_last)),
        ("king.penalty.points", 4, json!({}), vec![json!({"penalty": {"player": "Аня", "reason": "late"}})]),
        ("king.play.format", 4, json!({}), vec![json!({"play": {"tricks": ladder1, "talon": "7H"}})]),
        ("king.play.format", 4, json!({}), vec![json!({"play": 7})]),
        ("king.play.follow-suit", 4, json!({}), vec![tricks(&strs(&renege))]),
        (
            "king.play.trump",
            4,
            json!({}),
            classic(7, {
                let mut d = tricks(&bad_trump);
                d["trump"] = json!("hearts");
                d
            }),
        ),
        ("king.play.hearts-lead", 4, json!({}), classic(3, tricks(&HEARTS_LED))),
        ("king.play.must-discard", 4, json!({}), classic(5, tricks(&strs(&ladder(['C', 'D', 'S', 'H']))))),
        ("king.play.trick-size", 4, json!({}), vec![tricks(&strs(&short))]),
        ("king.play.card-count", 4, json!({}), vec![tricks(&strs(&ladder1[..7]))]),
        ("king.play.duplicate-card", 4, json!({}), vec![tricks(&strs(&dup))]),
        ("king.play.not-in-deck", 4, json!({}), vec![tricks(&strs(&six))]),
        ("king.play.out-of-turn", 4, json!({}), vec![tricks(&strs(&named))]),
        ("king.option.unknown", 4, json!({"limit": 100}), vec![]),
        ("king.option.value", 4, json!({"ordered": 1}), vec![]),
        ("match.finished", 4, json!({}), {
            let mut d = worked_example();
            d.push(all_to_first(Kind::Positive, 4));
            d
        }),
    ]
}

#[test]
fn every_error_rule_id_is_triggered_by_a_case() {
    let mut seen = BTreeSet::new();
    for (rule, players, options, deals) in error_cases() {
        let e = match run_with(players, options, &deals) {
            Ok(_) => panic!("{rule}: accepted"),
            Err(e) => e,
        };
        assert_eq!(e.rule, rule, "{}", e.message());
        assert!(!e.message().is_empty());
        seen.insert(e.rule);
    }
    // A stored state that is not this game's: the resume tests (tests/king_resume.rs) show more.
    {
        let game = kozyr::games::find("king").expect("the game");
        let players: Vec<String> = ["Аня", "Борис", "Вера", "Галя"].map(String::from).to_vec();
        let setup = game.setup(&players, None, &Default::default()).expect("setup");
        seen.extend(game.replay_from(&setup, Some(&json!("not a state")), &[]).err().map(|e| e.rule));
    }
    let missing: Vec<&str> =
        RULE_IDS.iter().copied().filter(|id| !SHEET_IDS.contains(id) && !seen.contains(*id)).collect();
    assert!(missing.is_empty(), "error rule ids no test triggers: {missing:?}");
}

#[test]
fn every_sheet_rule_id_appears_in_an_explanation() {
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut collect = |r: &Replay| {
        for row in &r.rows {
            seen.extend(row.scored.explain.iter().map(|s| s.rule));
        }
    };
    let mut d = worked_example();
    d.insert(3, json!({"penalty": {"player": "Аня", "points": -5, "reason": "late"}}));
    collect(&play4(&d));
    collect(&run_with(4, ORDERED(), &ordered_match(4)).expect("ordered"));
    let missing: Vec<&&str> = SHEET_IDS.iter().filter(|id| !seen.contains(**id)).collect();
    assert!(missing.is_empty(), "sheet rule ids never explained: {missing:?}");
    let unknown: Vec<&&str> = seen.iter().filter(|id| !RULE_IDS.iter().any(|r| r == *id)).collect();
    assert!(unknown.is_empty(), "explained under undocumented ids: {unknown:?}");
}

#[test]
fn the_rules_page_names_every_rule_id() {
    let page = include_str!("../../docs/games/king.md");
    for id in RULE_IDS {
        assert!(page.contains(id), "docs/games/king.md does not mention {id}");
    }
}

#[test]
fn the_russian_rules_page_names_every_rule_id_and_is_served_in_russian() {
    let page = include_str!("../../docs/games/ru/king.md");
    for id in RULE_IDS {
        assert!(page.contains(id), "docs/games/ru/king.md does not mention {id}");
    }
    let info = kozyr::games::find("king").expect("king").info();
    assert_eq!(info.page(Lang::Ru), (page, Lang::Ru));
    assert!(page.contains("не брать мальчиков — сдаёт Борис"));
}

// ---------------------------------------------------------------------------------------------
// The table's words: Russian and Bulgarian
// ---------------------------------------------------------------------------------------------

#[test]
fn the_sheet_names_each_deal_and_its_dealer_in_the_tables_words() {
    let r = play4(&worked_example());
    let line = |row: usize, lang: Lang| r.rows[row].scored.summary.render(lang);
    assert_eq!(line(0, Lang::Ru), "не брать взяток — сдаёт Аня");
    assert_eq!(line(1, Lang::Ru), "не брать мальчиков — сдаёт Борис");
    assert_eq!(line(2, Lang::Ru), "не брать девочек — сдаёт Вера");
    assert_eq!(line(3, Lang::Ru), "не брать червей — сдаёт Галя");
    assert_eq!(line(4, Lang::Ru), "не брать двух последних — сдаёт Аня");
    assert_eq!(line(5, Lang::Ru), "не брать кинга — сдаёт Борис");
    assert_eq!(line(6, Lang::Ru), "ералаш — сдаёт Вера");
    assert_eq!(line(7, Lang::Ru), "на набирание взяток, козырь ♥ назначает Вера — сдаёт Галя");
    assert_eq!(line(1, Lang::Bg), "без момчета — раздава Борис");
    assert_eq!(line(5, Lang::Bg), "без поп купа — раздава Борис");
    assert_eq!(line(7, Lang::Bg), "на взятки, коз ♥, обявен от Вера — раздава Галя");
    let row = &r.rows[7].scored;
    assert_eq!(row.explain[1].text.render(Lang::Ru), "козырь ♥ назначает Вера; ходит Вера");
    assert_eq!(row.explain[1].text.render(Lang::Bg), "Вера обявява коз ♥; излиза Вера");
    let last = &r.rows[14].scored;
    let texts: Vec<String> = last.explain.iter().map(|s| s.text.render(Lang::Ru)).collect();
    assert!(texts.contains(&"партия окончена после 15 сдач".to_string()), "{texts:?}");
    assert!(texts.contains(&"побеждает Аня: итог 25".to_string()), "{texts:?}");
    let texts: Vec<String> = last.explain.iter().map(|s| s.text.render(Lang::Bg)).collect();
    assert!(texts.contains(&"играта свърши след 15 раздавания".to_string()), "{texts:?}");
    let eralash = r.rows[6].scored.explain[1].text.render(Lang::Ru);
    assert_eq!(eralash, "ералаш: все шесть штрафов сразу, всего −96");

    let r = play4(&worked_example()[..5]);
    let next = r.next.as_ref().expect("next");
    assert_eq!(next.render(Lang::Ru), "сдача 6: не брать кинга — сдаёт Борис, ходит Вера");
    assert_eq!(next.render(Lang::Bg), "раздаване 6: без поп купа — раздава Борис, излиза Вера");
    let r = play4(&worked_example()[..7]);
    let next = r.next.as_ref().expect("next");
    assert_eq!(next.render(Lang::Ru), "сдача 8: на набирание взяток — сдаёт Галя, козырь назначает и ходит Вера");
}

#[test]
fn the_match_ends_in_russian_plurals() {
    use kozyr::msg;
    let end = |n: i64| msg!("king-match-end", deals = n).render(Lang::Ru);
    assert_eq!(end(15), "партия окончена после 15 сдач");
    assert_eq!(end(21), "партия окончена после 21 сдачи");
    assert_eq!(end(27), "партия окончена после 27 сдач");
    assert_eq!(msg!("king-match-end", deals = 1).render(Lang::Bg), "играта свърши след 1 раздаване", "Bulgarian one");
}

#[test]
fn the_ordered_variant_speaks_russian_and_bulgarian() {
    let r = run_with(4, ORDERED(), &[all_to_first(Kind::NoBoys, 4)]).expect("ordered");
    let row = &r.rows[0].scored;
    assert_eq!(row.summary.render(Lang::Ru), "не брать мальчиков (заказ: Борис) — сдаёт Аня");
    assert_eq!(row.explain[0].text.render(Lang::Ru), "Борис заказывает «не брать мальчиков»");
    assert_eq!(row.explain[0].text.render(Lang::Bg), "Борис обявява „без момчета“");
    let next = r.next.as_ref().expect("next").render(Lang::Ru);
    assert_eq!(
        next,
        "сдача 2: сдаёт Борис, заказывает и ходит Вера (осталось: не брать взяток, не брать мальчиков, \
         не брать девочек, не брать червей, не брать двух последних, не брать кинга, ералаш, на набирание взяток ×2)"
    );
    // An order used up, in the table's words.
    let mut deals = vec![all_to_first(Kind::NoBoys, 4)];
    deals.extend([Kind::NoTricks, Kind::NoTricks, Kind::NoTricks].map(|k| all_to_first(k, 4)));
    deals.push(all_to_first(Kind::NoBoys, 4));
    let e = run_with(4, ORDERED(), &deals).expect_err("repeated");
    let ru = e.msg.render(Lang::Ru);
    assert!(
        ru.starts_with(
            "Борис не может снова заказать «не брать мальчиков»: эта игра уже заказана в сдаче 1, а каждый игрок \
             заказывает её один раз; Борис ещё может заказать: не брать взяток, не брать девочек"
        ),
        "{ru}"
    );
    let bg = e.msg.render(Lang::Bg);
    assert!(bg.starts_with("Борис не може да обяви „без момчета“ отново: обяви я в раздаване 1"), "{bg}");
    assert_eq!(e.line(Lang::Ru), format!("запись 5: {ru} [king.order.repeated]"), "the error line cites the rule id");
}

#[test]
fn rule_errors_read_in_russian_and_bulgarian() {
    let e = fails4(&[json!({"game": "no-boys", "won": {"Аня": 8}})]);
    assert_eq!(e.rule, "king.deal.sequence");
    assert!(
        e.msg.render(Lang::Ru).starts_with(
            "сдача 1 по классическому порядку — «не брать взяток», а не «не брать мальчиков»; порядок: не брать взяток"
        ),
        "{}",
        e.msg.render(Lang::Ru)
    );
    assert!(
        e.msg.render(Lang::Bg).starts_with("раздаване 1 по класическия ред е „без взятки“, а не „без момчета“"),
        "{}",
        e.msg.render(Lang::Bg)
    );
    let e = fails4(&[json!({"took": {"Аня": ["QS"]}, "won": {"Аня": 8}})]);
    assert_eq!(e.rule, "king.deal.unused");
    assert_eq!(
        e.msg.render(Lang::Ru),
        "в сдаче «не брать взяток» не записывают взятые карты (--took); ей нужно: --won (сколько взяток взял каждый)"
    );
    assert_eq!(
        e.msg.render(Lang::Bg),
        "раздаването „без взятки“ не брои взети карти (--took); то иска --won (колко взятки взе всеки)"
    );
    // The deal's name as the table says it, in either language, is read back.
    let r = play4(&[
        json!({"game": "не брать взяток", "won": {"Аня": 8}}),
        json!({"game": "без момчета", "took": {"Аня": ["4"]}}),
    ]);
    assert_eq!(r.rows.len(), 2);
}

#[test]
fn nothing_king_says_in_russian_or_bulgarian_is_left_in_english() {
    let mut messages = vec![];
    let mut d = worked_example();
    d.insert(3, json!({"penalty": {"player": "Аня", "points": -5, "reason": "опоздал"}}));
    messages.extend(shown(&play4(&d)));
    for players in [3, 4] {
        messages.extend(shown(&run_with(players, ORDERED(), &ordered_match(players)).expect("ordered")));
        messages.extend(shown(&run_with(players, ORDERED(), &ordered_match(players)[..3]).expect("ordered")));
    }
    for k in 0..15 {
        messages.extend(shown(&run_with(4, json!({}), &classic_before(k, 4)).expect("classic")));
    }
    // A draw.
    let even = json!({"Аня": 2, "Борис": 2, "Вера": 2, "Галя": 2});
    let mut draw =
        vec![json!({"won": even}), json!({"took": {"Аня": ["1"], "Борис": ["1"], "Вера": ["1"], "Галя": ["1"]}})];
    draw.extend(classic_before(15, 4)[2..].iter().cloned());
    if let Ok(r) = run_with(4, json!({}), &draw) {
        messages.extend(shown(&r));
    }
    for (rule, players, options, deals) in error_cases() {
        let e = run_with(players, options, &deals).expect_err(rule);
        messages.push(e.msg);
    }
    for text in ["покер", "не ералаш"] {
        messages.push(fails4(&[json!({"game": text, "won": {"Аня": 8}})]).msg);
    }
    let left = english_left(&messages);
    assert!(left.is_empty(), "{}", left.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------------------------

fn king_table(options: &[&str]) -> Table {
    let t = Table::new();
    let mut args = vec!["new", "king", "--players", "Аня,Борис,Вера,Галя"];
    args.extend_from_slice(options);
    t.ok(&args);
    t
}

#[test]
fn cli_records_a_deal_and_shows_the_next() {
    let t = king_table(&[]);
    let out = t.ok(&["deal", "--won", "Аня=1,Борис=3,Вера=0,Галя=4"]);
    assert!(out.contains("no tricks — Аня deals"), "{out}");
    assert!(out.contains("Next: deal 2: no boys — Борис deals, Вера leads"), "{out}");
    let out = t.ok(&["deal", "--game", "мальчики", "--took", "Борис=JS,JH", "--took", "Галя=2"]);
    assert!(out.contains("no boys — Борис deals"), "{out}");
    let v = t.json(&["show"]);
    assert_eq!(v["totals"], json!({"Аня": -2, "Борис": -14, "Вера": 0, "Галя": -16}));
}

#[test]
fn cli_replay_json_has_scores_totals_and_the_winner() {
    let t = Table::new();
    let doc = json!({"game": "king", "players": P, "deals": worked_example()});
    let path = t.file("match.json", &doc.to_string());
    let v = t.json(&["replay", &path]);
    assert_eq!(v["game"], "king");
    let deals = v["deals"].as_array().expect("deals");
    assert_eq!(deals.len(), 15);
    assert_eq!(deals[0]["scores"], json!({"Аня": -2, "Борис": -6, "Вера": 0, "Галя": -8}));
    assert_eq!(deals[0]["totals"], json!({"Аня": -2, "Борис": -6, "Вера": 0, "Галя": -8}));
    assert_eq!(deals[0]["game"], "no-tricks");
    assert_eq!(deals[0]["dealer"], "Аня");
    assert_eq!(deals[6]["game"], "eralash");
    assert_eq!(deals[7]["game"], "positive");
    assert_eq!(deals[7]["trump"], "hearts");
    assert_eq!(deals[7]["dealer"], "Галя");
    assert_eq!(deals[7]["leader"], "Вера");
    assert_eq!(v["totals"], json!({"Аня": 25, "Борис": -29, "Вера": -1, "Галя": 5}));
    assert_eq!(v["winner"], "Аня");
    assert_eq!(v["finished"], true);
}

#[test]
fn cli_refuses_counts_that_do_not_add_up() {
    let t = king_table(&[]);
    let err = t.refused(&["deal", "--won", "Аня=1,Борис=3,Вера=0,Галя=3"], "king.won.sum");
    assert!(err.contains("add up to 7"), "{err}");
    t.ok(&["deal", "--won", "Аня=1,Борис=3,Вера=0,Галя=4"]);
    t.refused(&["deal", "--took", "Борис=JS,JH", "--took", "Галя=1"], "king.took.sum");
}

#[test]
fn cli_refuses_a_card_claimed_by_two_players() {
    let t = king_table(&[]);
    t.ok(&["deal", "--won", "Аня=1,Борис=3,Вера=0,Галя=4"]);
    let err = t.refused(&["deal", "--took", "Борис=JS,JH", "--took", "Галя=JS,JD"], "king.took.twice");
    // The card as typed, its symbols beside it (issue 34).
    assert!(err.contains("JS (J♠) is claimed by both Борис and Галя"), "{err}");
}

#[test]
fn cli_refuses_a_heart_led_illegally_in_the_hearts_deal() {
    let t = king_table(&[]);
    t.ok(&["deal", "--won", "Аня=8"]);
    t.ok(&["deal", "--took", "Аня=4"]);
    t.ok(&["deal", "--took", "Аня=4"]);
    let path = t.file("hearts.txt", &HEARTS_LED.join("\n"));
    let err = t.refused(&["deal", "--tricks", &path], "king.play.hearts-lead");
    assert!(err.contains("Аня"), "{err}");
}

#[test]
fn cli_refuses_the_king_of_hearts_kept_when_it_had_to_be_discarded() {
    let t = Table::new();
    let doc = json!({"game": "king", "players": P, "deals": classic_before(5, 4)});
    t.ok(&["import", &t.file("m.json", &doc.to_string())]);
    let path = t.file("king.txt", &ladder(['C', 'D', 'S', 'H']).join("\n"));
    let err = t.refused(&["deal", "--tricks", &path], "king.play.must-discard");
    assert!(err.contains("Борис"), "{err}");
    let ok = t.file("king-ok.txt", &NO_KING.join("\n"));
    t.ok(&["deal", "--tricks", &ok]);
}

#[test]
fn cli_refuses_an_ordered_game_chosen_twice() {
    let t = king_table(&["--option", "ordered=true"]);
    t.ok(&["deal", "--game", "no-boys", "--took", "Аня=4"]);
    t.refused(&["deal", "--took", "Аня=4"], "king.deal.game");
    t.ok(&["deal", "--game", "no-tricks", "--won", "Аня=8"]);
    t.ok(&["deal", "--game", "no-tricks", "--won", "Аня=8"]);
    t.ok(&["deal", "--game", "no-tricks", "--won", "Аня=8"]);
    let err = t.refused(&["deal", "--game", "мальчики", "--took", "Аня=4"], "king.order.repeated");
    assert!(err.contains("Борис cannot order no boys again"), "{err}");
    assert!(err.contains("Борис has left to order: no tricks, no girls"), "{err}");
    t.ok(&["deal", "--game", "positive", "--trump", "hearts", "--won", "Аня=8"]);
}

#[test]
fn cli_refuses_a_deal_for_a_finished_match() {
    let t = Table::new();
    let doc = json!({"game": "king", "players": P, "deals": worked_example()});
    t.ok(&["import", &t.file("m.json", &doc.to_string())]);
    // A finished match is no longer the open one: name it.
    t.refused(&["deal", "-m", "1", "--trump", "hearts", "--won", "Аня=8"], "match.finished");
    t.refused(&["penalty", "-m", "1", "--player", "Аня", "--points", "-5", "--reason", "late"], "match.finished");
}

#[test]
fn cli_positive_deal_with_trump_by_the_last_card() {
    let t = Table::new();
    let doc = json!({"game": "king", "players": P, "deals": classic_before(7, 4)});
    t.ok(&["import", &t.file("m.json", &doc.to_string())]);
    let v = t.json(&["deal", "--trump", "♠", "--by-last", "--won", "Аня=2,Борис=3,Вера=1,Галя=2"]);
    let last = v["deals"].as_array().and_then(|d| d.last().cloned()).expect("deal");
    assert_eq!(last["scores"], json!({"Аня": 6, "Борис": 9, "Вера": 3, "Галя": 6}));
    assert_eq!(last["trump"], "spades");
    assert_eq!(last["trump_by_last"], true);
    t.refused(&["penalty", "--player", "Аня", "--reason", "late"], "king.penalty.points");
}

#[test]
fn the_formats_page_example_replays() {
    let page = include_str!("../../docs/formats.md");
    let section = &page[page.find("## King deal record").expect("the King section")..];
    let start = section.find("```json\n").expect("an example") + 8;
    let end = start + section[start..].find("```").expect("its end");
    let doc = kozyr::games::MatchDoc::parse(&section[start..end]).expect("a match document");
    let r = doc.replay().unwrap_or_else(|e| panic!("the example is refused: {e}"));
    let per_deal: Vec<i64> = r.rows.iter().map(|row| row.scored.scores.iter().sum()).collect();
    assert_eq!(per_deal, [-16, -16, -16, -16, -16, -16, -96, 24]);
    // Deal 4 from the tricks: Аня led clubs and took every heart.
    assert_eq!(r.rows[3].scored.scores, vec![-16, 0, 0, 0]);
    assert_eq!(r.rows[7].scored.extra["trump_by_last"], true);
}

/// Issue 34: a refused card is shown as the table typed it (`ДП`, `ВП`), the card in symbols beside
/// it, so the reader finds the word in what was written; a card typed in symbols stays as it was.
#[test]
fn a_refused_card_is_shown_as_typed_beside_its_symbols() {
    let t = Table::new();
    t.ok(&["new", "king", "--players", "Аня,Борис,Вера,Галя"]);
    t.ok(&["deal", "--won", "Аня=1,Борис=3,Вера=0,Галя=4"]);
    let err = t.refused(&["deal", "--took", "Борис=ВП,ДП", "--took", "Галя=ВТ,ВБ", "--lang", "ru"], "king.took.card");
    assert!(err.contains("записана ДП (Q♠), но в этой сдаче она ничего не стоит"), "{err}");
    let err = t.refused(&["deal", "--took", "Борис=ВП,ВП", "--took", "Галя=ВТ,ВБ", "--lang", "bg"], "king.took.twice");
    assert!(err.contains("ВП (J♠) е записана два пъти при Борис"), "{err}");
    let err = t.refused(&["deal", "--took", "Борис=qs,JH", "--took", "Галя=JC,JD"], "king.took.card");
    assert!(err.contains("Борис took qs (Q♠)"), "{err}");
    let err = t.refused(&["deal", "--took", "Борис=JS,JH", "--took", "Галя=J♠,JD"], "king.took.twice");
    assert!(err.contains("J♠ is claimed by both Борис and Галя"), "{err}");
}
