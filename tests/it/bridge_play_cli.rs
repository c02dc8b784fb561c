//! Bad full entry of a bridge board, through `kozyr deal`: each refused with exit 1 and its rule
//! id, naming the trick, player and card where there is one, and leaving the ledger as it was.

use crate::support::bridge as bridge_support;
use crate::support::common;

use bridge_support::{pbn, play};
use common::Table;
use serde_json::{json, Value};

fn table() -> Table {
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад"]);
    t
}

/// `kozyr deal --file` of `deal` must be refused for `rule`, writing nothing; the JSON error.
fn refused(deal: Value, rule: &str) -> Value {
    let t = table();
    let path = t.file("deal.json", &deal.to_string());
    t.refused(&["deal", "--file", &path], rule);
    let out = t.run(&["--json", "deal", "--file", &path]);
    let v: Value = serde_json::from_slice(&out.stderr).expect("a JSON error");
    v["error"].clone()
}

/// The tricks of the board every test plays (4♠ by South, West leads), as "SEAT:card" lists.
fn tricks() -> Vec<Vec<String>> {
    play(Some(3), 3, &[]).0
}

/// The same tricks without the seats: each card is seated by the turn.
fn bare_tricks() -> Vec<Vec<String>> {
    tricks().iter().map(|t| t.iter().map(|p| p.split_once(':').expect("seat").1.to_string()).collect()).collect()
}

#[test]
fn a_card_played_twice_is_refused() {
    let mut t = bare_tricks();
    // Trick 2's 7♠ replaced by trick 1's A♠ (West, who won trick 1, plays both).
    t[1][0] = "AS".into();
    refused(json!({"contract": "4S", "declarer": "S", "play": t}), "bridge.play.duplicate-card");
    let e = refused(json!({"contract": "4S", "declarer": "S", "deal": pbn(), "play": t}), "bridge.play.duplicate-card");
    assert_eq!((e["trick"].as_u64(), e["card"].as_str()), (Some(2), Some("A♠")));
}

#[test]
fn a_lead_out_of_turn_is_refused() {
    let mut t = tricks();
    // The opening lead by North instead of West (declarer's left-hand opponent).
    t[0] = vec!["N:9S".into(), "E:JS".into(), "S:KS".into(), "W:AS".into()];
    let e = refused(json!({"contract": "4S", "declarer": "S", "play": t}), "bridge.play.opening-lead");
    assert_eq!((e["trick"].as_u64(), e["player"].as_str()), (Some(1), Some("Север")));
    // Trick 2 led by North, though West won trick 1.
    let mut t = tricks();
    t[1] = vec!["N:8S".into(), "E:10S".into(), "S:QS".into(), "W:7S".into()];
    let e = refused(json!({"contract": "4S", "declarer": "S", "play": t}), "bridge.play.out-of-turn");
    assert_eq!(e["trick"], 2);
    assert!(e["message"].as_str().expect("message").contains("Запад"), "{e}");
}

#[test]
fn dummys_cards_may_be_written_with_declarers_seat() {
    let mut t = tricks();
    t[0][1] = "S:9S".into(); // North is dummy: declarer plays its 9♠.
    let table = table();
    let path = table.file("deal.json", &json!({"contract": "4S", "declarer": "S", "play": t}).to_string());
    table.ok(&["deal", "--file", &path]);
}

#[test]
fn a_card_not_in_the_players_hand_is_refused() {
    let mut t = bare_tricks();
    // West leads K♠, which South holds.
    t[0][0] = "KS".into();
    t[0][3] = "AS".into();
    let e = refused(json!({"contract": "4S", "declarer": "S", "deal": pbn(), "play": t}), "bridge.play.not-held");
    assert_eq!((e["trick"].as_u64(), e["player"].as_str(), e["card"].as_str()), (Some(1), Some("Запад"), Some("K♠")));
}

#[test]
fn a_bad_deal_string_is_refused() {
    let good = pbn();
    let short = good.replacen("98.", "9.", 1);
    refused(json!({"contract": "4S", "declarer": "S", "tricks": 10, "deal": short}), "bridge.deal.hands");
    let twice = good.replacen("98.", "99.", 1);
    refused(json!({"contract": "4S", "declarer": "S", "tricks": 10, "deal": twice}), "bridge.deal.hands");
    refused(json!({"contract": "4S", "declarer": "S", "tricks": 10, "deal": "N:AKQ"}), "bridge.deal.hands");
}

#[test]
fn a_bad_auction_is_refused() {
    for (auction, rule) in [
        ("1S 1H P P P", "bridge.auction.insufficient"),
        ("1S P X P P P", "bridge.auction.double"),
        ("1S XX P P P", "bridge.auction.redouble"),
        ("1S P P", "bridge.auction.unfinished"),
        ("1S P P P P", "bridge.auction.after-end"),
    ] {
        refused(json!({"board": 1, "auction": auction, "tricks": 7}), rule);
    }
    // The auction gives 4♠ by North; the record says by South.
    refused(
        json!({"board": 1, "auction": "1S P 4S P P P", "contract": "4S", "declarer": "S", "tricks": 10}),
        "bridge.auction.disagree",
    );
}

#[test]
fn quick_and_full_entry_must_agree() {
    let (t, winners) = play(Some(3), 3, &[]);
    let ns = winners.iter().filter(|&&w| w % 2 == 0).count() as i64;
    let e = refused(json!({"contract": "4S", "declarer": "S", "tricks": ns + 2, "play": t}), "bridge.play.disagree");
    let m = e["message"].as_str().expect("message").to_string();
    assert!(m.contains(&ns.to_string()) && m.contains(&(ns + 2).to_string()), "{m}");
    let table = table();
    let path =
        table.file("deal.json", &json!({"contract": "4S", "declarer": "S", "tricks": ns, "play": t}).to_string());
    table.ok(&["deal", "--file", &path]);
}

#[test]
fn a_whole_board_in_the_text_form() {
    let (t, winners) = play(Some(3), 3, &[]);
    let ns = winners.iter().filter(|&&w| w % 2 == 0).count();
    let mut text = format!("dealer: N\nauction: P P 1S P 4S P P P\ndeal: {}\n", pbn());
    for trick in &t {
        text.push_str(&trick.join(" "));
        text.push('\n');
    }
    let table = table();
    let path = table.file("board.txt", &text);
    table.ok(&["deal", "--tricks", &path]);
    let v = table.json(&["show"]);
    assert_eq!((v["deals"][0]["declarer"].as_str(), v["deals"][0]["tricks"].as_u64()), (Some("S"), Some(ns as u64)));
}
