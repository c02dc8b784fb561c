//! `kozyr poker compare` through the real binary: the book's order of the categories, the ace high
//! or low but never inside, equal categories decided card by card, true ties, jokers, the three
//! languages, the JSON view and every refusal — and nothing ever written to the ledger.

use crate::support::common;

use common::*;
use serde_json::Value;

fn compare(t: &Table, hands: &[&str]) -> Value {
    let mut args = vec!["poker", "compare"];
    args.extend_from_slice(hands);
    t.json(&args)
}

fn text(t: &Table, lang: &str, hands: &[&str]) -> String {
    let mut args = vec!["--lang", lang, "poker", "compare"];
    args.extend_from_slice(hands);
    t.ok(&args)
}

fn category(v: &Value, hand: usize) -> String {
    v["hands"][hand - 1]["category"].as_str().expect("category").to_string()
}

/// One hand per category, low to high, as the book lists them (high card below its ace-king).
const LOW: [(&str, &str); 10] = [
    ("Q♠ 9♥ 7♦ 4♣ 2♠", "high-card"),
    ("A♠ K♥ 7♦ 4♣ 2♠", "ace-king"),
    ("2♠ 2♥ 7♦ 4♣ 3♠", "pair"),
    ("2♠ 2♥ 3♦ 3♣ 4♠", "two-pairs"),
    ("2♠ 2♥ 2♦ 4♣ 3♠", "three-of-a-kind"),
    ("A♠ 2♥ 3♦ 4♣ 5♠", "straight"),
    ("2♠ 3♠ 4♠ 5♠ 7♠", "flush"),
    ("2♠ 2♥ 2♦ 3♣ 3♠", "full-house"),
    ("2♠ 2♥ 2♦ 2♣ 3♠", "four-of-a-kind"),
    ("A♥ 2♥ 3♥ 4♥ 5♥", "straight-flush"),
];

/// The next category up from each of [`LOW`], with none of its cards: `HIGH[i]` meets `LOW[i]`.
const HIGH: [(&str, &str); 10] = [
    ("A♦ K♣ 6♠ 5♥ 3♦", "ace-king"),
    ("2♦ 2♣ 6♠ 5♥ 3♦", "pair"),
    ("5♦ 5♣ 6♠ 6♥ 8♦", "two-pairs"),
    ("5♦ 5♣ 5♥ 8♠ 9♦", "three-of-a-kind"),
    ("6♦ 7♣ 8♥ 9♠ 10♦", "straight"),
    ("6♦ 8♦ 9♦ J♦ K♦", "flush"),
    ("9♠ 9♥ 9♦ K♣ K♥", "full-house"),
    ("9♠ 9♥ 9♦ 9♣ K♦", "four-of-a-kind"),
    ("6♦ 7♦ 8♦ 9♦ 10♦", "straight-flush"),
    ("10♣ J♣ Q♣ K♣ A♣", "royal-flush"),
];

#[test]
fn every_category_beats_the_one_below_it_in_the_books_order() {
    let t = Table::new();
    for ((low, low_cat), (high, high_cat)) in LOW.iter().zip(HIGH.iter()) {
        // Either order of the hands on the command line.
        for (hands, winner) in [([*low, *high], 2), ([*high, *low], 1)] {
            let v = compare(&t, &hands);
            assert_eq!(category(&v, 3 - winner), *low_cat, "{hands:?}");
            assert_eq!(category(&v, winner), *high_cat, "{hands:?}");
            assert_eq!(v["winners"], serde_json::json!([winner]), "{hands:?}");
            assert_eq!(v["reasons"][0]["decided_by"], "category", "{hands:?}");
        }
    }
}

#[test]
fn the_wheel_is_the_lowest_straight_and_the_ace_is_never_inside() {
    let t = Table::new();
    let v = compare(&t, &["A♠ 2♥ 3♦ 4♣ 5♠", "2♠ 3♥ 4♦ 5♣ 6♠"]);
    assert_eq!(v["hands"][0]["ranks"], serde_json::json!(["5"]));
    assert_eq!(v["winners"], serde_json::json!([2]));
    assert_eq!(v["reasons"][0]["decided_by"], "top");
    // Still a straight: above any three of a kind.
    let v = compare(&t, &["A♠ 2♥ 3♦ 4♣ 5♠", "A♥ A♦ A♣ K♠ Q♠"]);
    assert_eq!(v["winners"], serde_json::json!([1]));
    // The highest straight: ten to ace.
    let v = compare(&t, &["10♠ J♥ Q♦ K♣ A♠", "9♠ 10♥ J♦ Q♣ K♠"]);
    assert_eq!((category(&v, 1), v["winners"].clone()), ("straight".into(), serde_json::json!([1])));
    // K-A-2-3-4 is no straight: the book's own example is an ace-king, below a pair of twos.
    let v = compare(&t, &["4♠ 3♥ 2♦ A♣ K♠", "2♠ 2♥ 7♦ 8♣ 9♠"]);
    assert_eq!(category(&v, 1), "ace-king");
    assert_eq!(v["winners"], serde_json::json!([2]));
    // … and in one suit it is a flush, not a straight flush.
    let v = compare(&t, &["4♠ 3♠ 2♠ A♠ K♠", "9♥ 10♥ J♥ Q♥ K♥"]);
    assert_eq!((category(&v, 1), category(&v, 2)), ("flush".into(), "straight-flush".into()));
}

#[test]
fn ace_king_is_below_a_pair_and_above_a_hand_with_nothing() {
    let t = Table::new();
    let v = compare(&t, &["A♠ K♥ Q♦ J♣ 9♠", "2♠ 2♥ 3♦ 4♣ 5♥", "Q♠ J♥ 9♦ 8♣ 7♥"]);
    assert_eq!(v["ranking"], serde_json::json!([[2], [1], [3]]));
    let out = text(&t, "en", &["A♠ K♥ Q♦ J♣ 9♠", "2♠ 2♥ 3♦ 4♣ 5♥", "Q♠ J♥ 9♦ 8♣ 7♥"]);
    assert!(out.contains("Hand 2 beats Hand 1: pair of twos is above ace-king."), "{out}");
    assert!(out.contains("Hand 1 beats Hand 3: ace-king is above high card Q."), "{out}");
}

#[test]
fn equal_categories_are_decided_card_by_card_as_the_book_shows() {
    let t = Table::new();
    let cases: [(&str, &str, &str, &str); 7] = [
        // The book's examples, the better hand first.
        ("A♠ K♥ J♦ 3♣ 2♠", "A♥ K♦ 10♣ 9♠ 8♥", "card", "the first that differs is J against 10"),
        ("5♠ 5♥ 2♦ 3♣ 4♠", "4♦ 4♣ 8♠ 9♥ 10♥", "pair", "the pair decides, 5 against 4"),
        ("5♠ 5♥ 10♦ 3♣ 2♠", "5♦ 5♣ 4♠ 3♥ 2♥", "kicker", "the kicker decides, 10 against 4"),
        ("A♠ A♥ 2♦ 2♣ 3♠", "K♠ K♥ Q♦ Q♣ 3♥", "high-pair", "the higher pair decides, A against K"),
        ("3♠ 3♥ 3♦ 4♣ 4♠", "2♥ 2♦ 2♣ A♠ A♥", "three", "the three decides, 3 against 2"),
        (
            "K♠ K♥ 7♦ 7♣ Q♠",
            "K♦ K♣ 7♠ 7♥ J♥",
            "kicker",
            "both hold two pairs of kings and sevens; the kicker decides, Q against J",
        ),
        ("A♠ A♥ 7♦ 7♣ 2♠", "A♦ A♣ 6♠ 6♥ K♥", "low-pair", "the lower pair decides, 7 against 6"),
    ];
    for (better, worse, role, says) in cases {
        for hands in [[better, worse], [worse, better]] {
            let v = compare(&t, &hands);
            let winner = if hands[0] == better { 1 } else { 2 };
            assert_eq!(v["winners"], serde_json::json!([winner]), "{hands:?}");
            assert_eq!(v["reasons"][0]["decided_by"], role, "{hands:?}");
            assert!(v["reasons"][0]["text"].as_str().unwrap().contains(says), "{hands:?}: {}", v["reasons"][0]);
        }
    }
    // Four of a kind: the four, then the kicker (only jokers can make two equal fours).
    let v = compare(&t, &["9♠ 9♥ 9♦ 9♣ 2♦", "8♠ 8♥ 8♦ 8♣ A♦"]);
    assert_eq!((v["winners"].clone(), v["reasons"][0]["decided_by"].clone()), (serde_json::json!([1]), "four".into()));
    let v = compare(&t, &["7♠ 7♥ 7♦ Jo 2♦", "7♣ Jo 3♠ 3♥ 3♦"]);
    assert_eq!(category(&v, 2), "four-of-a-kind");
    assert_eq!((v["winners"].clone(), v["reasons"][0]["decided_by"].clone()), (serde_json::json!([1]), "four".into()));
    // Full house: the three first, then the pair.
    let v = compare(&t, &["K♠ K♥ K♦ 2♣ 2♠", "A♠ A♥ Q♦ Q♣ Jo"]);
    assert_eq!(v["reasons"][0]["decided_by"], "three");
}

#[test]
fn equal_hands_tie_whatever_their_suits() {
    let t = Table::new();
    let v = compare(&t, &["A♠ K♠ J♦ 3♣ 2♠", "A♥ K♥ J♣ 3♦ 2♥", "Q♠ 9♥ 7♦ 4♣ 2♣"]);
    assert_eq!(v["ranking"], serde_json::json!([[1, 2], [3]]));
    assert_eq!(v["winners"], serde_json::json!([1, 2]));
    assert_eq!((v["hands"][0]["place"].clone(), v["hands"][2]["place"].clone()), (1.into(), 3.into()));
    let out =
        t.ok(&["poker", "compare", "A♠ K♠ J♦ 3♣ 2♠", "A♥ K♥ J♣ 3♦ 2♥", "Q♠ 9♥ 7♦ 4♣ 2♣", "--names", "Аня,Борис,Вера"]);
    assert!(out.contains("1. Аня: A♠ K♠ J♦ 3♣ 2♠ — ace-king\n1. Борис: "), "{out}");
    assert!(out.contains("3. Вера: "), "{out}");
    assert!(out.contains("Аня, Борис tie for first place and share the win."), "{out}");
    assert!(out.contains("Аня, Борис: ace-king each, equal card by card; suits do not count."), "{out}");
    assert!(out.contains("Аня, Борис beat Вера: ace-king is above high card Q."), "{out}");
    // Two royal flushes are always equal.
    let v = compare(&t, &["10♠ J♠ Q♠ K♠ A♠", "10♥ J♥ Q♥ K♥ A♥"]);
    assert_eq!(v["winners"], serde_json::json!([1, 2]));
    assert_eq!(v["reasons"], serde_json::json!([]));
}

#[test]
fn a_joker_becomes_the_card_that_makes_the_best_hand_and_says_which() {
    let t = Table::new();
    for (hand, cat, card) in [
        ("Jo 9♥ 7♦ 4♣ 2♠", "pair", "9"),
        ("K♠ K♥ 7♦ 4♣ Jo", "three-of-a-kind", "K"), // never two pairs: a joker makes three instead
        ("9♠ 10♥ Jo Q♣ K♠", "straight", "J"),
        ("Jo 2♥ 3♣ 4♣ 5♠", "straight", "6"),
        ("2♥ 5♥ 9♥ J♥ Jo", "flush", "AH"),
        ("K♠ K♥ 6♦ 6♣ Jo", "full-house", "K"),
        ("9♠ 9♥ 9♦ Jo 2♦", "four-of-a-kind", "9C"),
        ("5♣ 6♣ Jo 8♣ 9♣", "straight-flush", "7C"),
        ("Jo K♦ Q♦ J♦ 10♦", "royal-flush", "AD"),
        ("7♦ 2♣ Jo Jo 9♥", "three-of-a-kind", "9"),
        ("A♠ K♠ Q♠ Jo Jo", "royal-flush", "S"),
    ] {
        let v = compare(&t, &[hand, "Q♥ 8♥ 7♠ 4♠ 3♥"]);
        let h = &v["hands"][0];
        assert_eq!(h["category"], cat, "{hand}: {h}");
        let jokers: Vec<&str> = h["jokers"].as_array().unwrap().iter().map(|j| j.as_str().unwrap()).collect();
        assert!(jokers.iter().all(|j| j.contains(card)), "{hand}: {h}");
        assert_eq!(h["held"].as_array().unwrap().iter().filter(|c| *c == "Jo").count(), jokers.len(), "{hand}");
    }
    // No five of a kind: four aces and a joker are four aces with a king.
    let v = compare(&t, &["A♠ A♥ A♦ A♣ Jo", "K♠ K♥ K♦ K♣ Q♠"]);
    assert_eq!(v["hands"][0]["ranks"], serde_json::json!(["A", "K"]));
    // The card the joker plays is shown, in every spelling of the joker.
    for joker in ["Jo", "joker", "JOKER", "джокер", "Дж", "жокер", "Жк", "🃏"] {
        let out = text(&t, "en", &[&format!("K♠ K♥ 6♦ 6♣ {joker}"), "2♦ 3♦ 4♥ 6♥ 8♠"]);
        assert!(
            out.contains("1. Hand 1: K♠ K♥ 6♦ 6♣ 🃏→K♣ — full house of kings and sixes; the joker plays as K♣"),
            "{joker}: {out}"
        );
    }
    let out = t.ok(&["--ascii", "poker", "compare", "K♠ K♥ 6♦ 6♣ Jo", "2♦ 3♦ 4♥ 6♥ 8♠"]);
    assert!(out.contains("KS KH 6D 6C Jo->KC - full house"), "{out}");
    let out = text(&t, "en", &["A♠ K♠ Q♠ Jo Jo", "2♦ 3♦ 4♥ 6♥ 8♠"]);
    assert!(out.contains("the jokers play as"), "{out}");
}

#[test]
fn cards_are_read_in_every_notation_kozyr_knows() {
    let t = Table::new();
    let v = compare(
        &t,
        &["AS KS QS JS TS", "ТБ КБ ДБ ВБ 10Б", "ace of hearts, king of hearts, дама червей, валет червей, 10♥"],
    );
    assert_eq!(v["winners"], serde_json::json!([1, 2, 3]), "{v}");
    assert!(v["hands"].as_array().unwrap().iter().all(|h| h["category"] == "royal-flush"), "{v}");
}

/// The Russian and Bulgarian output: every word in the reader's language.
#[test]
fn russian_and_bulgarian_say_everything_in_their_language() {
    let t = Table::new();
    let hands =
        ["K♠ K♥ 7♦ 7♣ Q♠", "K♦ K♣ 7♠ 7♥ J♥", "A♠ Q♥ J♦ 3♣ 2♠", "A♥ Q♦ J♣ 3♦ 2♥", "Jo 5♥ 5♦ 9♣ 9♠", "2♦ 4♦ 6♦ 8♦ 10♦"];
    let ru = text(&t, "ru", &hands);
    let bg = text(&t, "bg", &hands);
    for (lang, out) in [("ru", &ru), ("bg", &bg)] {
        let english: Vec<&str> = out.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 2).collect();
        assert!(english.is_empty(), "{lang}: English left: {english:?}\n{out}");
    }
    assert!(
        ru.contains("1. Рука 5: 🃏→9♦ 5♥ 5♦ 9♣ 9♠ — фул хаус (тройка девяток и пара пятёрок); джокер заменяет 9♦"),
        "{ru}"
    );
    assert!(ru.contains("Рука 1 стоит выше, чем Рука 2: у обоих две пары (короли и семёрки); решает свободная карта (кикер): Q против J."), "{ru}");
    assert!(
        ru.contains("Рука 3, Рука 4: у каждого старшая карта A, карты равны одна к одной; масть не считается."),
        "{ru}"
    );
    assert!(bg.contains("фул хаус (тройка деветки и чифт петици); жокерът замества 9♦"), "{bg}");
    assert!(bg.contains("Ръка 1 бие Ръка 2: и двете ръце са два чифта (попове и седмици); решава свободната карта (кикер): Q срещу J."), "{bg}");
    // Refusals too.
    let e = t.refused(&["--lang", "ru", "poker", "compare", "A♠ K♠", "2♥ 3♥ 4♥ 5♥ 7♥"], "poker.hand.size");
    assert!(e.contains("рука 1: 2 карты (A♠ K♠); в покерной руке пять карт"), "{e}");
    let e =
        t.refused(&["--lang", "bg", "poker", "compare", "A♠ K♠ Q♠ J♠ 10♠", "A♠ 3♥ 4♥ 5♥ 7♥"], "poker.card.duplicate");
    assert!(e.contains("A♠ се среща два пъти: ръка 1 и ръка 2"), "{e}");
}

#[test]
fn the_json_view_has_the_documented_shape() {
    let t = Table::new();
    let v = t.json(&["poker", "compare", "A♠ K♠ Q♠ J♠ Jo", "9♥ 9♦ 9♣ 9♠ 2♦", "--names", "Аня,Борис"]);
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["hands", "ranking", "winners", "reasons"]);
    let h = &v["hands"][0];
    let keys: Vec<&str> = h.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["hand", "name", "held", "played", "jokers", "category", "ranks", "place", "text"]);
    assert_eq!(h["name"], "Аня");
    assert_eq!(h["held"], serde_json::json!(["AS", "KS", "QS", "JS", "Jo"]));
    assert_eq!(h["played"], serde_json::json!(["AS", "KS", "QS", "JS", "10S"]));
    assert_eq!(h["jokers"], serde_json::json!(["10S"]));
    assert_eq!(
        (h["category"].clone(), h["place"].clone(), h["text"].clone()),
        ("royal-flush".into(), 1.into(), "royal flush".into())
    );
    assert_eq!(v["hands"][1]["ranks"], serde_json::json!(["9", "2"]));
    assert_eq!(v["ranking"], serde_json::json!([[1], [2]]));
    assert_eq!(v["winners"], serde_json::json!([1]));
    assert_eq!(
        v["reasons"],
        serde_json::json!([{"above": [1], "below": [2], "decided_by": "category",
                            "text": "Аня beats Борис: royal flush is above four nines."}])
    );
    // The example of docs/formats.md is this very output.
    let page = include_str!("../../docs/formats.md");
    let at = page.find("`kozyr poker compare HAND HAND… --json`").expect("the formats page documents the view");
    let block = &page[at..];
    let block = &block[block.find("```json\n").unwrap() + 8..];
    let documented: Value = serde_json::from_str(&block[..block.find("```").unwrap()]).expect("the example is JSON");
    assert_eq!(v, documented);
    // Without names, `name` is null.
    let v = compare(&t, &["A♠ K♠ Q♠ J♠ 10♠", "9♥ 9♦ 9♣ 9♠ 2♦"]);
    assert_eq!(v["hands"][0]["name"], Value::Null);
}

#[test]
fn bad_hands_are_refused_with_the_rule_the_card_and_what_is_allowed() {
    // No ledger at all: none is created.
    let t = Table::new();
    let cmd = |hands: &[&str]| {
        let mut a = vec!["poker", "compare"];
        a.extend_from_slice(hands);
        a.iter().map(|s| s.to_string()).collect::<Vec<_>>()
    };
    let refused = |t: &Table, hands: &[&str], rule: &str| {
        let args = cmd(hands);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        t.refused(&args, rule)
    };
    let e = refused(&t, &["A♠ K♠ Q♠ J♠", "2♥ 3♥ 4♥ 5♥ 7♥"], "poker.hand.size");
    assert!(e.contains("hand 1 holds 4 cards (A♠ K♠ Q♠ J♠); a poker hand is five cards"), "{e}");
    let e = refused(&t, &["A♠ K♠ Q♠ J♠ 10♠", "2♥ 3♥ 4♥ 5♥ 7♥ Jo"], "poker.hand.size");
    assert!(e.contains("hand 2 holds 6 cards"), "{e}");
    // Cards typed without quotes: one card to a hand, and the way to type hands.
    let e = refused(&t, &["A♠", "K♠", "Q♠", "J♠", "10♠", "9♥", "9♦", "9♣", "9♠", "2♦"], "poker.hand.size");
    assert!(e.contains("hand 1 is one card, A♠: a poker hand is five cards, each hand one argument in quotes, e.g. `kozyr poker compare \"A♠ K♠ Q♠ J♠ 10♠\" …`"), "{e}");
    let e = refused(&t, &["A♠ K♠ Q♠ J♠ 1♠", "2♥ 3♥ 4♥ 5♥ 7♥"], "poker.card.unknown");
    assert!(e.contains("hand 1: not a card: \"1♠\"") && e.contains("a joker is written jo, joker"), "{e}");
    let e = refused(&t, &["A♠ K♠ Q♠ J♠ A♠", "2♥ 3♥ 4♥ 5♥ 7♥"], "poker.card.duplicate");
    assert!(e.contains("hand 1 holds A♠ twice; the pack has one of each card"), "{e}");
    let e = refused(&t, &["A♠ K♠ Q♠ J♠ 10♠", "2♥ 3♥ 4♥ 5♥ 7♥", "10♠ 9♠ 8♠ 7♠ 6♠"], "poker.card.duplicate");
    assert!(e.contains("10♠ is in hand 1 and in hand 3"), "{e}");
    let e = refused(&t, &["A♠ K♠ Q♠ Jo Jo", "2♥ 3♥ 4♥ 5♥ Jo"], "poker.joker.count");
    assert!(e.contains("the hands hold 3 jokers; the pack has 2 at most"), "{e}");
    let e = refused(&t, &["A♠ K♠ Q♠ J♠ 10♠"], "poker.compare.hands");
    assert!(e.contains("a showdown needs two hands or more; one was given"), "{e}");
    refused(&t, &[], "poker.compare.hands");
    let e = refused(&t, &["A♠ K♠ Q♠ J♠ 10♠", "2♥ 3♥ 4♥ 5♥ 7♥", "--names", "Аня"], "poker.compare.names");
    assert!(e.contains("--names gave one name for 2 hands"), "{e}");
    let e = refused(&t, &["A♠ K♠ Q♠ J♠ 10♠", "2♥ 3♥ 4♥ 5♥ 10♠", "--names", "Аня,Борис"], "poker.card.duplicate");
    assert!(e.contains("10♠ is in hand 1 (Аня) and in hand 2 (Борис)"), "{e}");
    assert!(!t.ledger.exists(), "a refused showdown created the ledger");
    // The JSON error names the card.
    let out = t.run(&["--json", "poker", "compare", "A♠ K♠ Q♠ J♠ A♠", "2♥ 3♥ 4♥ 5♥ 7♥"]);
    let err: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(
        (err["error"]["rule"].clone(), err["error"]["card"].clone()),
        ("poker.card.duplicate".into(), "A♠".into())
    );
    let out = t.run(&["--json", "poker", "compare", "A♠ K♠ Q♠ J♠ X♠", "2♥ 3♥ 4♥ 5♥ 7♥"]);
    let err: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(err["error"]["card"], "X♠");
}

#[test]
fn a_showdown_writes_nothing_to_the_ledger() {
    let t = Table::new();
    t.ok(&["poker", "compare", "A♠ K♠ Q♠ J♠ 10♠", "9♥ 9♦ 9♣ 9♠ 2♦"]);
    assert!(!t.ledger.exists(), "a showdown created the ledger");
    let t = Table::with_match();
    let before = t.snapshot();
    t.ok(&["poker", "compare", "A♠ K♠ Q♠ J♠ 10♠", "9♥ 9♦ 9♣ 9♠ 2♦"]);
    t.json(&["poker", "compare", "A♠ K♠ Q♠ J♠ Jo", "9♥ 9♦ 9♣ 9♠ 2♦"]);
    before.assert_same(&t.snapshot(), &["poker", "compare"]);
    t.refused(&["poker", "compare", "A♠ K♠ Q♠ J♠ 10♠", "A♠ 9♦ 9♣ 9♠ 2♦"], "poker.card.duplicate");
}

#[test]
fn the_help_is_in_the_readers_language() {
    let t = Table::new();
    let en = t.ok(&["poker", "compare", "--help"]);
    assert!(
        en.contains("Rank poker hands at a showdown") && en.contains("HAND") && en.contains("--names <NAMES>"),
        "{en}"
    );
    let ru = t.ok(&["--lang", "ru", "poker", "compare", "--help"]);
    assert!(ru.contains("Сравнить покерные руки") && ru.contains("РУКА") && ru.contains("ИМЕНА"), "{ru}");
    let bg = t.ok(&["--lang", "bg", "poker", "--help"]);
    assert!(bg.contains("Подрежда покерни ръце"), "{bg}");
}

/// The words of a command line as a shell splits them (double quotes only).
fn shell_words(line: &str) -> Vec<String> {
    let mut out = vec![];
    let mut word = String::new();
    let (mut quoted, mut any) = (false, false);
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

/// Every example of the game's pages, in each language, is what kozyr prints: a block holding a
/// `kozyr poker compare` line followed by a block of its output, or a `$` line with its refusal.
#[test]
fn the_pages_show_what_kozyr_prints() {
    let t = Table::new();
    for (lang, page) in [
        ("en", include_str!("../../docs/games/poker.md")),
        ("ru", include_str!("../../docs/games/ru/poker.md")),
        ("bg", include_str!("../../docs/games/bg/poker.md")),
    ] {
        let blocks: Vec<&str> = page.split("```\n").skip(1).step_by(2).collect();
        let mut checked = 0;
        for (i, block) in blocks.iter().enumerate() {
            let first = block.lines().next().unwrap_or_default();
            let (line, expected, refused) = if let Some(cmd) = first.strip_prefix("$ ") {
                (cmd, block.lines().nth(1).unwrap_or_default().to_string() + "\n", true)
            } else if first.starts_with("kozyr poker compare") && block.lines().count() == 1 {
                (first, blocks.get(i + 1).copied().unwrap_or_default().to_string(), false)
            } else {
                continue;
            };
            let mut args = vec!["--lang".to_string(), lang.to_string()];
            args.extend(shell_words(line).into_iter().skip(1));
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = t.run(&args);
            let printed = String::from_utf8_lossy(if refused { &out.stderr } else { &out.stdout }).to_string();
            assert_eq!(printed, expected, "{lang}: {line}");
            checked += 1;
        }
        assert_eq!(checked, 4, "{lang}: the page's examples");
    }
}

/// What tests/rule_ids.rs checks for a game in `games::all()`, and more: each id cited in the code,
/// explained in every catalogue and on every page (the showdown's and the session's).
#[test]
fn every_rule_id_is_cited_explained_and_documented() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut code = String::new();
    for f in ["mod.rs", "hands.rs", "showdown.rs", "session.rs", "betting.rs"] {
        code.push_str(&std::fs::read_to_string(dir.join("src/games/poker").join(f)).unwrap());
    }
    let list_start = code.find("RULE_IDS: &[").unwrap();
    let list_end = list_start + code[list_start..].find("];").unwrap();
    let outside = format!("{}{}", &code[..list_start], &code[list_end..]);
    for id in kozyr::games::poker::RULE_IDS {
        assert!(outside.contains(&format!("\"{id}\"")), "{id} is never cited");
        for lang in ["en", "ru", "bg"] {
            let ftl = std::fs::read_to_string(dir.join("locales").join(lang).join("poker.ftl")).unwrap();
            assert!(ftl.contains(&format!("rule-{} = ", id.replace('.', "-"))), "{id}: no message in {lang}");
        }
        for page in ["docs/games/poker.md", "docs/games/ru/poker.md", "docs/games/bg/poker.md"] {
            let text = std::fs::read_to_string(dir.join(page)).unwrap();
            assert!(text.contains(&format!("`{id}`")), "{page} does not cite {id}");
        }
    }
    let cited: Vec<&str> = outside.split('"').skip(1).step_by(2).filter(|s| s.starts_with("poker.")).collect();
    for id in cited {
        assert!(kozyr::games::poker::RULE_IDS.contains(&id), "{id} is cited but not listed");
    }
}
