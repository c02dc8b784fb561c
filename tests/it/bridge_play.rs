//! Bridge boards entered in full, through the real binary: the auction fixes the contract, the
//! play is refereed, every revoke is found and settled by Law 64 (each clause on a record built
//! by hand below), and quick and full entry agree.

use crate::support::bridge as bridge_support;
use crate::support::common;

use bridge_support::{pbn, play};
use common::Table;
use serde_json::{json, Value};

const PLAYERS: [&str; 4] = ["Север", "Восток", "Юг", "Запад"];
/// `kozyr replay --json` of one board with these fields.
fn replay(options: Value, deal: Value) -> Value {
    let t = Table::new();
    let doc = json!({"game": "bridge", "players": PLAYERS, "options": options, "deals": [deal]});
    let path = t.file("match.json", &doc.to_string());
    t.json(&["replay", &path])
}

/// The refusal of `kozyr replay` for one board: the rule id.
fn refused(deal: Value) -> String {
    let t = Table::new();
    let doc = json!({"game": "bridge", "players": PLAYERS, "deals": [deal]});
    let path = t.file("match.json", &doc.to_string());
    let out = t.run(&["--json", "replay", &path]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stdout));
    let v: Value = serde_json::from_slice(&out.stderr).expect("a JSON error");
    v["error"]["rule"].as_str().expect("a rule").to_string()
}

fn ns_tricks(winners: &[usize]) -> usize {
    winners.iter().filter(|&&w| w % 2 == 0).count()
}

#[test]
fn a_played_board_scores_the_tricks_its_play_gives() {
    // 3NT by South, West leads: the play below, nobody revokes.
    let (tricks, winners) = play(None, 3, &[]);
    let ns = ns_tricks(&winners);
    let v =
        replay(json!({}), json!({"board": 1, "auction": "P P 1NT P 2NT P 3NT P P P", "deal": pbn(), "play": tricks}));
    let d = &v["deals"][0];
    assert_eq!((d["contract"].clone(), d["declarer"].clone()), (json!("3NT"), json!("S")));
    assert_eq!(d["tricks"], json!(ns));
    assert_eq!(d["auction"], "P P 1NT P 2NT P 3NT P P P");
    // Without the deal the hands are rebuilt from the play; with the tricks written they agree.
    let v2 = replay(json!({}), json!({"board": 1, "contract": "3NT", "declarer": "S", "tricks": ns, "play": tricks}));
    assert_eq!(v2["deals"][0]["scores"], d["scores"]);
    assert_eq!(
        refused(json!({"board": 1, "contract": "3NT", "declarer": "S", "tricks": ns + 1, "play": tricks})),
        "bridge.play.disagree"
    );
    assert_eq!(
        refused(
            json!({"board": 1, "auction": "P P 1NT P 2NT P 3NT P P P", "contract": "4S", "declarer": "S", "play": tricks})
        ),
        "bridge.auction.disagree"
    );
}

/// 4♠ by South, West leads, with the revokes `over` makes; the board's tricks for declarer and
/// each revoke's clause and tricks moved.
fn revoked(options: Value, over: &[(usize, usize, usize)]) -> (u64, Vec<(String, u64)>) {
    let (tricks, _) = play(Some(3), 3, over);
    let v = replay(options, json!({"board": 1, "contract": "4S", "declarer": "S", "deal": pbn(), "play": tricks}));
    let d = &v["deals"][0];
    let revokes = d["revokes"]
        .as_array()
        .map(|rs| {
            rs.iter()
                .map(|r| (r["clause"].as_str().expect("clause").to_string(), r["moved"].as_u64().expect("moved")))
                .collect()
        })
        .unwrap_or_default();
    (d["tricks"].as_u64().expect("tricks"), revokes)
}

// Card indices: 2C = 0, 4C = 2, 5C = 3, 8C = 6, 2D = 13, 2S = 39. Seats: N 0, E 1, S 2, W 3.
// Every number below is read off the play `play` gives (its winners are in the comments).

#[test]
fn law_64_a1_the_offender_won_the_revoke_trick() {
    // Trick 4: West leads K♥, East ruffs with 2♠ holding 9♥ 8♥ and wins. Winners:
    // W S W E W E E W W S S W W — NS won 3; trick 4 and one later EW trick (6) go to NS: 5.
    let (tricks, revokes) = revoked(json!({}), &[(4, 1, 39)]);
    assert_eq!(revokes, vec![("64A1".to_string(), 2)]);
    assert_eq!(tricks, 5);
    // The option off: the revoke is shown, the tricks stand as played.
    let (tricks, revokes) = revoked(json!({"revokes": "none"}), &[(4, 1, 39)]);
    assert_eq!((tricks, revokes), (3, vec![("-".to_string(), 0)]));
}

#[test]
fn law_64_a2_the_revoke_trick_won_by_another() {
    // Trick 1: East discards 4♣ on A♠ holding spades; West wins. Winners:
    // W S E S W S E E W E S E S — NS won 5, one trick moves: 6.
    assert_eq!(revoked(json!({}), &[(1, 1, 2)]), (6, vec![("64A2".to_string(), 1)]));
}

#[test]
fn law_64_b1_no_trick_won_from_the_revoke_on() {
    // Trick 8: West discards 8♣ on a diamond; South wins it and every later trick. Winners:
    // W S W W W E E S S S S S S — NS won 7, EW won nothing from trick 8: no transfer.
    assert_eq!(revoked(json!({}), &[(8, 3, 6)]), (7, vec![("64B1".to_string(), 0)]));
}

#[test]
fn law_64_b2_a_second_revoke_in_the_same_suit_by_the_same_player() {
    // East discards 4♣ (trick 1) and 5♣ (trick 3) on spade leads. Winners:
    // W S W W W E S E E S S E E — NS won 4; only the first revoke moves a trick: 5.
    let (tricks, revokes) = revoked(json!({}), &[(1, 1, 2), (3, 1, 3)]);
    assert_eq!(revokes, vec![("64A2".to_string(), 1), ("64B2".to_string(), 0)]);
    assert_eq!(tricks, 5);
}

#[test]
fn law_64_b3_a_revoke_with_dummys_cards() {
    // Declarer plays 2♣ from dummy (North) on A♠ with 9♠ 8♠ there. Winners:
    // W S N N W E E N S W W N W — NS won 6, and keep them.
    assert_eq!(revoked(json!({}), &[(1, 0, 0)]), (6, vec![("64B3".to_string(), 0)]));
}

#[test]
fn law_64_b6_a_revoke_on_the_twelfth_trick() {
    // Trick 12: West plays 2♦ on a club holding 8♣. Winners:
    // W S W W W E E W W S S S W — NS won 4, no transfer.
    assert_eq!(revoked(json!({}), &[(12, 3, 13)]), (4, vec![("64B6".to_string(), 0)]));
}

#[test]
fn law_64_b7_both_sides_revoked() {
    // Trick 1: dummy's 2♣ and East's 4♣ on A♠. Winners: W S E S W S E E W E S E S — NS won 5.
    let (tricks, revokes) = revoked(json!({}), &[(1, 0, 0), (1, 1, 2)]);
    assert_eq!(revokes, vec![("64B7".to_string(), 0), ("64B7".to_string(), 0)]);
    assert_eq!(tricks, 5);
}

#[test]
fn a_revoke_is_explained_with_the_card_held() {
    let (tricks, _) = play(Some(3), 3, &[(4, 1, 39)]);
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", &PLAYERS.join(",")]);
    let deal = json!({"contract": "4S", "declarer": "S", "deal": pbn(), "play": tricks});
    let path = t.file("deal.json", &deal.to_string());
    t.ok(&["deal", "--file", &path]);
    let text = t.ok(&["explain", "1"]);
    assert!(text.contains("bridge.play.revoke"), "{text}");
    assert!(text.contains("bridge.revoke.transfer"), "{text}");
    assert!(text.contains("64A1"), "{text}");
    assert!(text.contains("Восток"), "{text}");
}
