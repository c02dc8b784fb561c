//! `kozyr explain DEAL --solve`: could the declarer have made it? Through the real binary.

use crate::support::common;

use common::Table;

/// Борис declares; Аня and Вера have no spades. Борис: all six spades and K♥ Q♥ — two marriages,
/// ♠ (40) and ♥ (100). Аня: A♥ 10♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ (51 card points). Вера: J♦ 9♦ and all six
/// clubs (32). Борис leads his spades: nobody can beat them (no one else has a spade, and a trump
/// only ever comes from his own marriages), and the others discard. Вера keeps A♣ 10♣, Аня A♥
/// 10♥, so his six tricks hold his 30 in spades and 83 − 21 − 21 = 41 discarded: 71. He declares
/// neither marriage: K♠ goes at trick 3 without the call, and at trick 7 K♥ too; Аня wins the
/// last two tricks with A♥ and 10♥. He ends with 71.
///
/// Best play: the same tricks with both marriages declared (Q♠! or K♠! while he holds the other,
/// K♥! at trick 7): 71 + 40 + 100 = 211. No more: if Аня keeps A♥ 10♥ and Вера A♣ 10♣, he wins
/// only his six spade tricks (Аня takes his hearts and draws the second with 10♥), 71 card points
/// at most. The first card that cost him: K♠ at trick 3 without the call (211 → 171).
const TRICKS: &str = "\
AS 9C QD
10S JC KD
KS QC 9H
QS KC JH
JS JD 10D
9S 9D AD
KH AC AH
10H QH 10C
";

fn thousand(bid: &str) -> Table {
    let t = Table::with_match();
    let path = t.file("tricks.txt", TRICKS);
    t.ok(&["deal", "--dealer", "Аня", "--declarer", "Борис", "--bid", bid, "--tricks", &path]);
    t
}

#[test]
fn a_thousand_declarer_who_went_down_could_have_made_it_by_declaring_his_marriage() {
    let t = thousand("200");
    let v = t.json(&["explain", "1", "--solve"]);
    assert_eq!(v["from_trick"], 1);
    assert_eq!(v["side"], "Борис");
    assert_eq!(v["before"], 0);
    assert_eq!(v["taken"], 71, "30 in spades and 41 discarded");
    assert_eq!(v["best"], 211, "the same and both marriages, 40 + 100");
    assert_eq!(v["made"], false);
    assert_eq!(v["could_make"], true);
    assert_eq!(v["verdict"], "could");
    let d = &v["departure"];
    assert_eq!(d["trick"], 3);
    assert_eq!(d["player"], "Борис");
    assert_eq!(d["card"], "KS");
    assert_ne!(d["better"], "KS", "{d}");
    assert_eq!(d["could"], 211);
    assert_eq!(d["after"], 171, "the ♥ marriage still to come");
    assert_eq!(d["kept_contract"], true);
    let line = v["line"].as_array().expect("a line");
    assert_eq!(line.len(), 8, "every trick from the first");
    assert!(line.iter().all(|t| t["plays"].as_array().is_some_and(|p| p.len() == 3)));

    let text = t.ok(&["explain", "1", "--solve"]);
    assert!(text.contains("Trick 3: Борис played K♠"), "{text}");
    assert!(text.contains("kept the contract"), "{text}");
    assert!(text.contains("went down, but it could have been made"), "{text}");
}

#[test]
fn a_contract_above_what_best_play_gives_could_not_be_made_whatever_he_did() {
    // 215: best play gives 211 (see above).
    let t = thousand("215");
    let v = t.json(&["explain", "--solve", "--from-trick", "3"]);
    assert_eq!(v["made"], false);
    assert_eq!(v["could_make"], false);
    assert_eq!(v["verdict"], "never");
    let text = t.ok(&["--lang", "ru", "explain", "--solve", "--from-trick", "3"]);
    assert!(text.contains("Заказ нельзя было выполнить"), "{text}");
}

#[test]
fn from_a_later_trick_the_earlier_points_are_counted_as_played() {
    let t = thousand("200");
    let v = t.json(&["explain", "1", "--solve", "--from-trick", "7"]);
    assert_eq!(v["before"], 71);
    assert_eq!(v["taken"], 0);
    assert_eq!(v["best"], 100, "the marriage; Аня still wins both tricks");
    assert_eq!(v["line"].as_array().map(Vec::len), Some(2));
}

const BELOT_TRICKS: &str = include_str!("../fixtures/belot-hearts-tricks.txt");

#[test]
fn a_belot_deal_is_searched_for_the_declaring_team() {
    let t = Table::new();
    t.ok(&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена"]);
    let path = t.file("tricks.txt", BELOT_TRICKS);
    t.ok(&["deal", "--contract", "hearts", "--by", "Петър", "--tricks", &path]);
    let v = t.json(&["explain", "--solve"]);
    assert_eq!(v["side"], "Вие");
    // As played: 51 card points, the last trick's 10 and Петър's belot 20 against Ние's 101.
    assert_eq!(v["taken"], 81);
    assert_eq!(v["made"], false);
    assert_eq!(v["played"], "Вие 81 against Ние 101");
    assert!(v["best"].as_i64().is_some_and(|b| b >= 81), "{v}");
    assert_eq!(v["line"].as_array().map(Vec::len), Some(8));
    assert!(v["line"][0]["plays"].as_array().is_some_and(|p| p.len() == 4));
    let text = t.ok(&["--lang", "bg", "explain", "--solve", "--from-trick", "5"]);
    assert!(text.contains("Разиграването от взятка 5"), "{text}");
}

#[test]
fn a_deal_without_its_play_is_refused() {
    let t = Table::with_match();
    t.ok(&["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"]);
    let err = t.refused(&["explain", "--solve"], "explain.solve.no-play");
    assert!(err.contains("without its play"), "{err}");
}

#[test]
fn a_game_without_the_search_is_refused() {
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад"]);
    t.ok(&["deal", "--board", "1", "--contract", "4SX", "--by", "Юг", "--result", "="]);
    t.refused(&["explain", "--solve"], "explain.solve.unsupported");
}

#[test]
fn a_trick_out_of_range_is_refused() {
    let t = thousand("200");
    for k in ["0", "9"] {
        let err = t.refused(&["explain", "1", "--solve", "--from-trick", k], "explain.solve.trick");
        assert!(err.contains("tricks 1 to 8"), "{err}");
    }
}
