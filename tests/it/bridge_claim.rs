//! Claims and concessions ruled on the cards still held, through the real binary: `kozyr claim`
//! (nothing written) and a claim inside a board recorded with `kozyr deal --tricks`. The board is
//! 4♠ by South on the deal of `bridge_support`; after nine tricks (NS won one) West is on lead:
//! N J♣ 10♣ 3♣ 2♣ — E K♣ Q♣ 5♣ 4♣ — S 4♠ A♣ 7♣ 6♣ — W 3♦ 2♦ 9♣ 8♣.
//! For North-South: (1) 1 (South's 4♠ wins whatever trick it goes to), (2) 3, (3) 4.

use crate::support::bridge as bridge_support;
use crate::support::common;

use bridge_support::{pbn, play, SEAT};
use common::Table;
use serde_json::Value;

/// The board in the text form: contract, hands, the first `tricks` tricks, and a claim line.
fn board(tricks: usize, extra: &[&str], claim: &str) -> String {
    let (all, _) = play(Some(3), 3, &[]);
    let mut text = format!("contract: 4S\nby: S\ndeal: {}\n", pbn());
    for t in &all[..tricks] {
        text.push_str(&t.join(" "));
        text.push('\n');
    }
    if !extra.is_empty() {
        text.push_str(&extra.join(" "));
        text.push('\n');
    }
    if !claim.is_empty() {
        text.push_str(&format!("claim: {claim}\n"));
    }
    text
}

fn claim(text: &str, args: &[&str]) -> Value {
    let t = Table::new();
    let path = t.file("board.txt", text);
    let mut all = vec!["claim", path.as_str()];
    all.extend_from_slice(args);
    t.json(&all)
}

/// The cards each seat holds at the claim, as the JSON shows them.
fn held(v: &Value) -> Vec<Vec<String>> {
    SEAT.iter()
        .map(|s| {
            v["hands"][s].as_array().expect("hand").iter().map(|c| c.as_str().expect("card").to_string()).collect()
        })
        .collect()
}

/// Plays the beating line out by the rules (follow suit, highest trump else highest of the led
/// suit): every card must be in its player's hand and legal; returns the tricks each side won.
fn play_line(v: &Value, trump: char, first: &[(usize, String)]) -> [u32; 2] {
    let mut hands = held(v);
    let mut trick: Vec<(usize, String)> = first.to_vec();
    let mut won = [0; 2];
    let rank = |c: &str| {
        ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
            .iter()
            .position(|r| *r == &c[..c.len() - 1])
            .expect("rank")
    };
    let suit = |c: &str| c.chars().last().expect("suit");
    for p in v["beating"].as_array().expect("a beating line") {
        let (seat, card) = p.as_str().expect("play").split_once(':').expect("seat:card");
        let s = SEAT.iter().position(|x| *x == seat).expect("seat");
        let pos = hands[s].iter().position(|c| c == card).unwrap_or_else(|| panic!("{card} not in {seat}'s hand"));
        if let Some((_, led)) = trick.first() {
            let led = suit(led);
            assert!(suit(card) == led || !hands[s].iter().any(|c| suit(c) == led), "{seat} revokes with {card}");
        }
        hands[s].remove(pos);
        trick.push((s, card.to_string()));
        if trick.len() == 4 {
            let led = suit(&trick[0].1);
            let key = |c: &str| {
                (if suit(c) == trump {
                    2
                } else if suit(c) == led {
                    1
                } else {
                    0
                }) * 100
                    + rank(c)
            };
            let w = trick.iter().max_by_key(|(_, c)| key(c)).expect("cards").0;
            won[w % 2] += 1;
            trick.clear();
        }
    }
    assert!(hands.iter().all(Vec::is_empty), "the line plays every card");
    won
}

#[test]
fn a_claim_the_defence_can_beat_fails_and_kozyr_names_the_defence() {
    let v = claim(&board(9, &[], "S 2"), &[]);
    assert_eq!((v["worst"].clone(), v["double_dummy"].clone(), v["best"].clone()), (1.into(), 3.into(), 4.into()));
    assert_eq!((v["rule"].as_str(), v["awarded"].as_u64()), (Some("bridge.claim.fails"), Some(1)));
    // Contested: every doubtful point against the claimer — NS take 1 more, 2 in all.
    assert_eq!(v["tricks"], 2);
    // The line named, played out, indeed holds NS below the claim.
    let won = play_line(&v, 'S', &[]);
    assert!(won[0] < 2, "the beating line gives NS {} tricks", won[0]);
    assert_eq!(won[0] + won[1], 4);
}

#[test]
fn an_agreed_claim_stands_as_agreed() {
    let v = claim(&board(9, &[], "S 2 agreed"), &[]);
    assert_eq!(
        (v["rule"].as_str(), v["awarded"].as_u64(), v["tricks"].as_u64()),
        (Some("bridge.claim.agreed"), Some(2), Some(3))
    );
    // The same from the command line.
    let v2 = claim(&board(9, &[], ""), &["--by", "S", "--tricks", "2", "--agreed"]);
    assert_eq!(v2["awarded"], 2);
    // Defenders who agree to more than any legal play could give them: conceding what declarer
    // cannot lose is void — West claims all 4, EW could take 3 at most.
    let v3 = claim(&board(9, &[], "W 4 agreed"), &[]);
    assert_eq!((v3["best"].as_u64(), v3["awarded"].as_u64(), v3["tricks"].as_u64()), (Some(3), Some(3), Some(2)));
}

#[test]
fn a_claim_within_the_minimum_stands_and_conceding_below_it_is_void() {
    let v = claim(&board(9, &[], "S 1"), &[]);
    assert_eq!((v["rule"].as_str(), v["tricks"].as_u64()), (Some("bridge.claim.stands"), Some(2)));
    assert!(v["beating"].as_array().expect("list").is_empty());
    // South concedes the rest: his 4♠ takes a trick whatever anyone plays — the concession is void.
    let v = claim(&board(9, &[], "S 0"), &[]);
    assert_eq!((v["rule"].as_str(), v["awarded"].as_u64()), (Some("bridge.claim.concession-void"), Some(1)));
}

#[test]
fn a_claim_in_the_middle_of_a_trick_keeps_the_cards_played() {
    // West led 8♣ and North played 2♣; East claims the rest for EW.
    let v = claim(&board(9, &["W:8C N:2C"], "E 4"), &[]);
    assert_eq!(v["remaining"], 4);
    assert_eq!(held(&v).iter().map(Vec::len).collect::<Vec<_>>(), vec![3, 4, 4, 3]);
    assert_eq!(v["rule"], "bridge.claim.fails");
    let won = play_line(&v, 'S', &[(3, "8C".into()), (0, "2C".into())]);
    assert!(won[1] < 4);
}

#[test]
fn a_claim_of_more_tricks_than_remain_is_refused_and_nothing_is_written() {
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад"]);
    let path = t.file("board.txt", &board(9, &[], "S 5"));
    let err = t.refused(&["deal", "--tricks", &path], "bridge.claim.too-many");
    assert!(err.contains('5') && err.contains('4'), "{err}");
    let out = t.run(&["claim", &path]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn a_board_with_a_claim_is_recorded_with_the_ruled_result_and_explained() {
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад"]);
    let path = t.file("board.txt", &board(9, &[], "S 2"));
    t.ok(&["deal", "--tricks", &path]);
    let v = t.json(&["show"]);
    // 4♠ by South, two tricks: eight down undoubled, not vulnerable on board 1 — 8 × 50 to EW.
    assert_eq!(v["deals"][0]["tricks"], 2);
    assert_eq!(v["deals"][0]["scores"]["EW"], 400);
    let text = t.ok(&["explain", "1"]);
    assert!(text.contains("bridge.claim.fails"), "{text}");
    assert!(text.contains("A defence that beats the claim"), "{text}");
}
