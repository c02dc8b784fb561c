//! A poker session through the library and the real binary: each hand's contributions paid into
//! the pot and the pot paid out — to the one player left in, to the best hand the cards show, to
//! the winners named — split pots with their odd unit from the dealer's left, side pots when a
//! player is all-in, a bet nobody called given back; the money conserved after every hand; every
//! refusal (exit 1, its rule id, the ledger unchanged). Each hand is worked by hand in its comment.

use crate::support::common;

use common::*;
use kozyr::games::{Replay, RuleError};
use serde_json::{json, Value};

const NAMES: [&str; 5] = ["Аня", "Борис", "Вера", "Галя", "Дима"];

fn run(players: usize, options: Value, hands: &[Value]) -> Result<Replay, RuleError> {
    match_doc("poker", &NAMES, players, None, options, hands.to_vec()).replay()
}

fn ok(players: usize, options: Value, hands: &[Value]) -> Replay {
    run(players, options, hands).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn fails(players: usize, options: Value, hands: &[Value]) -> RuleError {
    match run(players, options, hands) {
        Ok(r) => panic!("accepted: totals {:?}", r.totals),
        Err(e) => e,
    }
}

fn rules_of(r: &Replay, row: usize) -> Vec<&'static str> {
    r.rows[row].scored.explain.iter().map(|s| s.rule).collect()
}

#[test]
fn the_last_player_left_takes_the_pot_without_a_showdown() {
    // Аня 10, Борис 20, Вера 20; Аня and Вера fold: Борис takes 50, +30; Аня −10, Вера −20.
    let r = ok(3, json!({}), &[json!({"put": {"Аня": 10, "Борис": 20, "Вера": 20}, "folded": ["Аня", "Вера"]})]);
    assert_eq!(r.rows[0].scored.scores, [-10, 30, -20]);
    assert_eq!(r.totals, [-10, 30, -20]);
    assert_eq!(r.rows[0].scored.extra["pot"], 50);
    assert!(rules_of(&r, 0).contains(&"poker.money.conserved"));
}

#[test]
fn the_cards_decide_and_kozyr_says_why() {
    // Аня's royal flush beats Борис's four nines: Аня takes 30 + 30 + 10 = 70 (+40); Вера folded
    // after 10.
    let r = ok(
        3,
        json!({}),
        &[json!({
            "put": {"Аня": 30, "Борис": 30, "Вера": 10},
            "folded": "Вера",
            "show": {"Аня": "A♠ K♠ Q♠ J♠ 10♠", "Борис": "9♥ 9♦ 9♣ 9♠ 2♦"}
        })],
    );
    assert_eq!(r.rows[0].scored.scores, [40, -30, -10]);
    let steps: Vec<String> = r.rows[0].scored.explain.iter().map(|s| s.text.english()).collect();
    assert!(steps.iter().any(|s| s.contains("Аня beats Борис: royal flush is above four nines")), "{steps:#?}");
    assert_eq!(r.rows[0].scored.extra["hands"]["Борис"]["category"], "four-of-a-kind");
    // The same hand with the winner named instead of the cards pays the same.
    let named = ok(
        3,
        json!({}),
        &[json!({"put": {"Аня": 30, "Борис": 30, "Вера": 10}, "folded": ["Вера"], "winner": ["Аня"]})],
    );
    assert_eq!(named.rows[0].scored.scores, r.rows[0].scored.scores);
}

#[test]
fn equal_hands_split_the_pot_and_the_odd_unit_goes_first_from_the_dealer_s_left() {
    // Pot 5 + 5 + 5 = 15 between Борис and Вера, equal two pairs (suits never count): 7 each and
    // one over. Аня deals: Борис is on her left, he gets 8 (+3), Вера 7 (+2), Аня −5.
    let hands = json!({
        "dealer": "Аня",
        "put": {"Аня": 5, "Борис": 5, "Вера": 5},
        "show": {"Аня": "Q♠ 9♥ 8♦ 4♣ 2♣", "Борис": "K♠ K♥ 7♠ 7♥ J♥", "Вера": "K♦ K♣ 7♦ 7♣ J♦"}
    });
    let r = ok(3, json!({}), std::slice::from_ref(&hands));
    assert_eq!(r.rows[0].scored.scores, [-5, 3, 2]);
    assert!(rules_of(&r, 0).contains(&"poker.pot.split"));
    // Вера deals: Аня is on her left but won nothing; Борис is the first winner from the left.
    let mut v = hands.clone();
    v["dealer"] = json!("Вера");
    assert_eq!(ok(3, json!({}), &[v]).rows[0].scored.scores, [-5, 3, 2]);
    // Борис deals: Вера is on his left and gets the odd unit.
    let mut v = hands;
    v["dealer"] = json!("Борис");
    assert_eq!(ok(3, json!({}), &[v]).rows[0].scored.scores, [-5, 2, 3]);
    // Named: Борис=Вера is a split; an even pot splits exactly.
    let r = ok(2, json!({}), &[json!({"put": {"Аня": 7, "Борис": 7}, "winner": "Аня=Борис"})]);
    assert_eq!(r.rows[0].scored.scores, [0, 0]);
    assert!(!rules_of(&r, 0).contains(&"poker.pot.split"));
}

#[test]
fn an_all_in_player_contests_only_the_main_pot_and_the_side_pot_goes_to_the_best_of_the_rest() {
    // Аня is all-in with 10; Борис and Вера put 40. Main pot 3 × 10 = 30 (all three), side pot
    // 2 × 30 = 60 (Борис, Вера). Аня's aces take the main pot (+20), Борис's kings beat Вера's
    // queens for the side pot: 60 − 40 = +20; Вера −40.
    let r = ok(
        3,
        json!({}),
        &[json!({
            "put": {"Аня": 10, "Борис": 40, "Вера": 40},
            "show": {"Аня": "A♥ A♦ 3♣ 4♠ 5♦", "Борис": "K♥ K♦ 3♥ 4♥ 6♦", "Вера": "Q♥ Q♦ 3♦ 4♦ 7♦"}
        })],
    );
    assert_eq!(r.rows[0].scored.scores, [20, 20, -40]);
    let pots = r.rows[0].scored.extra["pots"].as_array().expect("pots").clone();
    assert_eq!(pots.len(), 2);
    assert_eq!((pots[0]["amount"].clone(), pots[0]["winners"].clone()), (json!(30), json!(["Аня"])));
    assert_eq!((pots[1]["amount"].clone(), pots[1]["winners"].clone()), (json!(60), json!(["Борис"])));
    // Named the same way: the main pot's winner first, then the side pot's.
    let named = ok(3, json!({}), &[json!({"put": {"Аня": 10, "Борис": 40, "Вера": 40}, "winner": ["Аня", "Борис"]})]);
    assert_eq!(named.rows[0].scored.scores, [20, 20, -40]);
    // When the all-in player loses, the best of the others takes both pots.
    let r = ok(3, json!({}), &[json!({"put": {"Аня": 10, "Борис": 40, "Вера": 40}, "winner": ["Вера"]})]);
    assert_eq!(r.rows[0].scored.scores, [-10, -40, 50]);
}

#[test]
fn two_all_in_players_make_two_side_pots_and_a_folded_player_s_money_stays_in_them() {
    // Галя folded after 15. Levels: 5 (four players) = 20; 15 (Борис, Вера, Галя; Галя folded)
    // = 30 — contested by Борис and Вера; 30 (Борис, Вера) = 30 — the same two, so one side pot
    // of 60. Аня (5, all-in) wins the main pot 20; Вера the side pot 60.
    let r = ok(
        4,
        json!({}),
        &[
            json!({"put": {"Аня": 5, "Борис": 30, "Вера": 30, "Галя": 15}, "folded": ["Галя"], "winner": ["Аня", "Вера"]}),
        ],
    );
    assert_eq!(r.rows[0].scored.scores, [15, -30, 30, -15]);
    let pots = r.rows[0].scored.extra["pots"].as_array().expect("pots").clone();
    assert_eq!(pots.iter().map(|p| p["amount"].as_i64().unwrap_or(0)).collect::<Vec<_>>(), [20, 60]);
    // Three levels with different contenders: Аня 5, Борис 15, Вера 30, Галя 30, nobody folded:
    // 20 (all), 30 (Борис, Вера, Галя), 30 (Вера, Галя). Борис wins the first two, Галя the last.
    let r = ok(
        4,
        json!({}),
        &[json!({"put": {"Аня": 5, "Борис": 15, "Вера": 30, "Галя": 30}, "winner": ["Борис", "Галя"]})],
    );
    assert_eq!(r.rows[0].scored.scores, [-5, 35, -30, 0]);
}

#[test]
fn a_bet_nobody_still_in_reached_goes_back_to_who_put_it() {
    // Аня all-in with 10 and Борис with 30 stay in; Вера folded after 50: the 20 above Борис's 30
    // was reached by nobody still in, and goes back to her. Борис wins 30 + 40: +40.
    let r = ok(
        3,
        json!({}),
        &[json!({"put": {"Аня": 10, "Борис": 30, "Вера": 50}, "folded": ["Вера"], "winner": ["Борис"]})],
    );
    assert_eq!(r.rows[0].scored.scores, [-10, 40, -30]);
    assert!(rules_of(&r, 0).contains(&"poker.pot.returned"));
}

#[test]
fn the_deal_rotates_a_player_may_sit_a_hand_out_and_the_session_ends_when_agreed() {
    let hand = |winner: &str| json!({"put": {"Аня": 10, "Борис": 10}, "winner": winner});
    let r = ok(3, json!({"deals": 2}), &[hand("Аня"), hand("Аня")]);
    assert_eq!(r.rows[0].scored.extra["dealer"], "Аня");
    assert_eq!(r.rows[1].scored.extra["dealer"], "Борис");
    assert_eq!(r.totals, [20, -20, 0]);
    assert_eq!((r.finished, r.winner), (true, Some(0)));
    // Nobody put anything in: nothing to win, nothing written.
    let r = ok(2, json!({}), &[json!({"put": {"Аня": 0, "Борис": 0}})]);
    assert_eq!(r.rows[0].scored.scores, [0, 0]);
    ok(2, json!({}), &[json!({"put": {"Аня": 0, "Борис": 0}, "winner": "Борис"})]);
    // Equal best balances play on.
    let r = ok(2, json!({"deals": 2}), &[hand("Аня"), hand("Борис")]);
    assert!(!r.finished);
    let e = fails(
        3,
        json!({}),
        &[hand("Аня"), json!({"dealer": "Вера", "put": {"Аня": 10, "Борис": 10}, "winner": "Аня"})],
    );
    assert_eq!(e.rule, "poker.deal.dealer");
}

#[test]
fn the_ante_and_the_book_s_betting_are_checked() {
    let o = json!({"ante": 10});
    let e = fails(3, o.clone(), &[json!({"put": {"Аня": 5, "Борис": 10}, "winner": "Борис"})]);
    assert_eq!(e.rule, "poker.put.ante");
    // The book: fold after the ante (10), stay with three antes (30), exchange for one more (40).
    let book = json!({"ante": 10, "betting": "book"});
    let r =
        ok(3, book.clone(), &[json!({"put": {"Аня": 10, "Борис": 30, "Вера": 40}, "folded": "Аня", "winner": "Вера"})]);
    assert_eq!(r.rows[0].scored.scores, [-10, -30, 40]);
    let e = fails(3, book.clone(), &[json!({"put": {"Аня": 10, "Борис": 20, "Вера": 40}, "winner": "Вера"})]);
    assert_eq!(e.rule, "poker.put.book");
    let e = fails(3, book, &[json!({"put": {"Аня": 30, "Борис": 30}, "folded": "Аня", "winner": "Борис"})]);
    assert_eq!(e.rule, "poker.put.book");
}

#[test]
fn jokers_play_only_where_the_pack_has_them() {
    let hand = json!({"put": {"Аня": 5, "Борис": 5}, "show": {"Аня": "A♠ K♠ Q♠ J♠ Jo", "Борис": "9♥ 9♦ 9♣ 9♠ 2♦"}});
    assert_eq!(fails(2, json!({}), std::slice::from_ref(&hand)).rule, "poker.joker.count");
    let r = ok(2, json!({"jokers": 1}), &[hand]);
    assert_eq!(r.rows[0].scored.scores, [5, -5]);
}

#[test]
fn every_bad_hand_is_refused_by_rule_and_writes_nothing() {
    let t = Table::new();
    t.ok(&["new", "poker", "--players", "Аня,Борис,Вера"]);
    t.ok(&[
        "deal",
        "--put",
        "Аня=30,Борис=30,Вера=10",
        "--fold",
        "Вера",
        "--show",
        "Аня:A♠ K♠ Q♠ J♠ 10♠",
        "--show",
        "Борис:9♥ 9♦ 9♣ 9♠ 2♦",
    ]);
    let cases: &[(&[&str], &str)] = &[
        (&["--put", "Аня=10,Глеб=10", "--winner", "Аня"], "match.player.unknown"),
        (&["--put", "Аня=10,Борис=-5", "--winner", "Аня"], "poker.put.amount"),
        (&["--put", "Аня=10", "--winner", "Аня"], "poker.put.players"),
        (&["--winner", "Аня"], "poker.put.players"),
        (&["--put", "Аня=10,Борис=10", "--fold", "Аня", "--winner", "Аня"], "poker.winner.folded"),
        (&["--put", "Аня=10,Борис=10", "--winner", "Вера"], "poker.winner.out"),
        (&["--put", "Аня=10,Борис=10", "--fold", "Вера", "--winner", "Аня"], "poker.fold.out"),
        (&["--put", "Аня=10,Борис=10", "--fold", "Аня,Борис"], "poker.fold.all"),
        (&["--put", "Аня=10,Борис=10,Вера=10"], "poker.winner.missing"),
        (&["--put", "Аня=10,Борис=10", "--winner", "Аня", "--winner", "Борис"], "poker.winner.extra"),
        // Аня all-in for 10 wins the main pot; the side pot of Борис and Вера has no winner named.
        (&["--put", "Аня=10,Борис=40,Вера=40", "--winner", "Аня"], "poker.winner.pot"),
        (
            &["--put", "Аня=10,Борис=10", "--show", "Аня:A♠ K♠ Q♠ J♠ 10♠", "--show", "Борис:A♠ 9♦ 9♣ 9♠ 2♦"],
            "poker.card.duplicate",
        ),
        (
            &["--put", "Аня=10,Борис=10", "--show", "Аня:A♠ K♠ Q♠ J♠", "--show", "Борис:9♥ 9♦ 9♣ 9♠ 2♦"],
            "poker.hand.size",
        ),
        (
            &["--put", "Аня=10,Борис=10", "--show", "Аня:A♠ K♠ Q♠ J♠ X♠", "--show", "Борис:9♥ 9♦ 9♣ 9♠ 2♦"],
            "poker.card.unknown",
        ),
        (&["--put", "Аня=10,Борис=10", "--show", "Аня:A♠ K♠ Q♠ J♠ 10♠"], "poker.show.players"),
        (&["--put", "Аня=10,Борис=10", "--fold", "Борис", "--show", "Аня:A♠ K♠ Q♠ J♠ 10♠"], "poker.show.players"),
        (&["--put", "Аня=10,Борис=10", "--fold", "Борис", "--show", "Борис:9♥ 9♦ 9♣ 9♠ 2♦"], "poker.show.folded"),
        (&["--put", "Аня=10,Борис=10", "--show", "Вера:9♥ 9♦ 9♣ 9♠ 2♦"], "poker.show.out"),
        (
            &[
                "--put",
                "Аня=10,Борис=10",
                "--show",
                "Аня:A♠ K♠ Q♠ J♠ 10♠",
                "--show",
                "Борис:9♥ 9♦ 9♣ 9♠ 2♦",
                "--winner",
                "Борис",
            ],
            "poker.winner.disagree",
        ),
        (&["--put", "Аня=10,Борис=10", "--winner", "Аня", "--dealer", "Аня"], "poker.deal.dealer"),
    ];
    for (flags, rule) in cases {
        let mut args = vec!["deal"];
        args.extend_from_slice(flags);
        t.refused(&args, rule);
    }
    t.refused(&["penalty", "--player", "Аня", "--points", "-10", "--reason", "late"], "poker.penalty");
    let file = t.file("bad.json", r#"{"put": {"Аня": 10, "Борис": 10}, "winner": "Аня", "bank": 5}"#);
    t.refused(&["deal", "--file", &file], "poker.deal.format");
    let file = t.file("bad2.json", r#"{"put": {"Аня": "ten", "Борис": 10}, "winner": "Аня"}"#);
    t.refused(&["deal", "--file", &file], "poker.deal.format");
    // What the sheet says after all that: only the first hand.
    let v = t.json(&["show"]);
    assert_eq!(totals(&v), named(&[("Аня", 40), ("Борис", -30), ("Вера", -10)]));
    let fresh = Table::new();
    fresh.refused(&["new", "poker", "--players", "Аня,Борис", "--option", "ante=-1"], "poker.option.value");
    fresh.refused(&["new", "poker", "--players", "Аня,Борис", "--option", "betting=book"], "poker.option.value");
    fresh.refused(&["new", "poker", "--players", "Аня,Борис", "--option", "jokers=3"], "poker.option.value");
    fresh.refused(&["new", "poker", "--players", "Аня,Борис", "--option", "pot=1"], "poker.option.unknown");
}

#[test]
fn a_session_through_the_binary_shows_each_balance_and_speaks_three_languages() {
    let t = Table::new();
    t.ok(&["new", "poker", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--put", "Аня=10,Борис=40,Вера=40", "--winner", "Аня", "--winner", "Борис"]);
    t.ok(&["deal", "--put", "Аня=5,Борис=5,Вера=5", "--winner", "Аня=Вера"]);
    let v = t.json(&["show"]);
    // Hand 1: Аня +20, Борис +20, Вера −40. Hand 2 (Борис deals): 15 between Аня and Вера, the
    // odd unit to Вера (on Борис's left): Аня +2, Вера +3, Борис −5.
    assert_eq!(totals(&v), named(&[("Аня", 22), ("Борис", 15), ("Вера", -37)]));
    let en = t.ok(&["explain", "1"]);
    assert!(en.contains("side pot 1 of 60 to Борис"), "{en}");
    assert!(en.contains("[poker.money.conserved]"), "{en}");
    let ru = t.ok(&["--lang", "ru", "explain", "2"]);
    assert!(ru.contains("делят"), "{ru}");
    let bg = t.ok(&["--lang", "bg", "explain", "2"]);
    assert!(bg.contains("делят"), "{bg}");
    let rules = t.ok(&["rules", "poker"]);
    assert!(rules.contains("side pot"), "{rules}");
}

/// The words of a command line as a shell splits them: double quotes keep spaces.
fn shell_words(line: &str) -> Vec<String> {
    let mut out = vec![];
    let (mut word, mut quoted, mut any) = (String::new(), false, false);
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

/// Every session example of the pages, in each language, is what kozyr prints: the hands recorded
/// in order on one session of Аня, Борис and Вера, each `explain` block followed by its output, and
/// the refusal with its message.
#[test]
fn the_pages_session_examples_are_what_kozyr_prints() {
    for (lang, page) in [
        ("en", include_str!("../../docs/games/poker.md")),
        ("ru", include_str!("../../docs/games/ru/poker.md")),
        ("bg", include_str!("../../docs/games/bg/poker.md")),
    ] {
        let t = Table::new();
        t.ok(&["new", "poker", "--players", "Аня,Борис,Вера"]);
        let blocks: Vec<&str> = page.split("```\n").skip(1).step_by(2).collect();
        let (mut explained, mut refused) = (0, 0);
        for (i, block) in blocks.iter().enumerate() {
            let lines: Vec<&str> = block.lines().collect();
            if lines.first().is_none_or(|l| !l.starts_with("kozyr ") || l.contains("compare") || l.contains(" new ")) {
                continue;
            }
            let run = |line: &str| {
                let mut args = vec!["--lang".to_string(), lang.to_string()];
                args.extend(shell_words(line).into_iter().skip(1).filter(|a| a != "--lang" && a != lang));
                t.run(&args.iter().map(String::as_str).collect::<Vec<_>>())
            };
            if let Some(message) = lines.get(1).filter(|l| l.starts_with("kozyr: ")) {
                let out = run(lines[0]);
                assert_eq!(out.status.code(), Some(1), "{lang}: {}", lines[0]);
                // The refusal, then the line saying that nothing was recorded.
                let said = lines[1..].iter().map(|l| format!("{l}\n")).collect::<String>();
                assert!(message.starts_with("kozyr: ") && lines.len() == 3, "{lang}: {block}");
                assert_eq!(String::from_utf8_lossy(&out.stderr), said, "{lang}: {}", lines[0]);
                refused += 1;
                continue;
            }
            let mut printed = String::new();
            for line in &lines {
                let out = run(line);
                assert_eq!(out.status.code(), Some(0), "{lang}: {line}: {}", String::from_utf8_lossy(&out.stderr));
                printed = String::from_utf8_lossy(&out.stdout).to_string();
            }
            let expected = blocks.get(i + 1).copied().unwrap_or_default();
            assert_eq!(printed, expected, "{lang}: {lines:?}");
            explained += 1;
        }
        assert_eq!((explained, refused), (4, 1), "{lang}: the session's examples");
    }
}

/// Ante 5, Аня deals: Борис speaks first, then Вера, then Аня.
fn ante5() -> Value {
    json!({"ante": 5})
}

#[test]
fn the_betting_written_action_by_action_gives_the_pot() {
    // Борис puts 10 (15 in all), Вера passes (her ante, 5), Аня puts 10 (15): the sums are equal,
    // the betting is over. Аня's royal flush takes 35: +20; Борис −15, Вера −5.
    let show = json!({"Аня": "A♠ K♠ Q♠ J♠ 10♠", "Борис": "9♥ 9♦ 9♣ 9♠ 2♦"});
    let r = ok(3, ante5(), &[json!({"bets": "10 pass 10", "show": show})]);
    assert_eq!(r.rows[0].scored.scores, [20, -15, -5]);
    assert_eq!(r.rows[0].scored.extra["put"], json!({"Аня": 15, "Борис": 15, "Вера": 5}));
    assert_eq!(r.rows[0].scored.extra["folded"], json!(["Вера"]));
    assert_eq!(
        r.rows[0].scored.extra["bets"],
        json!([{"player": "Борис", "put": 10}, {"player": "Вера", "pass": true}, {"player": "Аня", "put": 10}])
    );
    let steps: Vec<String> = r.rows[0].scored.explain.iter().map(|s| s.text.english()).collect();
    assert!(steps.iter().any(|s| s == "the betting: Борис 10, Вера passes, Аня 10"), "{steps:#?}");
    assert!(steps.iter().any(|s| s == "Аня, Борис have each put in 15: they show their cards"), "{steps:#?}");
    assert!(rules_of(&r, 0).contains(&"poker.bet.round"));
    // A raise: Борис 10, Вера 20 (25 in all), Аня passes, Борис puts 10 more to match: 25 each.
    // Вера named the winner takes 55: +30; Борис −25, Аня −5.
    let r = ok(3, ante5(), &[json!({"bets": "Борис:10, Вера:20, Аня:пас, Борис:10", "winner": "Вера"})]);
    assert_eq!(r.rows[0].scored.scores, [-5, -25, 30]);
    // Everyone else passes: Борис takes the pot of 25 without showing, +10.
    let r = ok(3, ante5(), &[json!({"bets": ["10", "pass", "pass"]})]);
    assert_eq!(r.rows[0].scored.scores, [-5, 10, -5]);
    let steps: Vec<String> = r.rows[0].scored.explain.iter().map(|s| s.text.english()).collect();
    assert!(steps.iter().any(|s| s == "everyone else passed: Борис takes the pot without showing"), "{steps:#?}");
    // The typed pot and the betting agree: accepted as the same hand.
    let both =
        json!({"bets": "10 pass 10", "put": {"Аня": 15, "Борис": 15, "Вера": 5}, "folded": "Вера", "winner": "Аня"});
    assert_eq!(ok(3, ante5(), &[both]).rows[0].scored.scores, [20, -15, -5]);
    // A player not in `put` sat the hand out and is skipped: Борис, then Вера.
    let r = ok(3, json!({}), &[json!({"bets": "10 10", "put": {"Борис": 10, "Вера": 10}, "winner": "Вера"})]);
    assert_eq!(r.rows[0].scored.scores, [0, -10, 10]);
}

#[test]
fn the_betting_is_refereed_turn_minimum_and_end() {
    let rule = |bets: Value| {
        let e = fails(3, ante5(), &[json!({"bets": bets, "winner": "Аня"})]);
        (e.rule, e.player)
    };
    let is = |r: &str, p: Option<&str>| (r.to_string(), p.map(String::from));
    // Вера puts 5 after Борис's 10: she must put 10 at least.
    assert_eq!(rule(json!("10 5")), is("poker.bet.minimum", Some("Вера")));
    // The first sum is at least 1: «добавляет в банк любую сумму».
    assert_eq!(rule(json!("0 pass pass")), is("poker.bet.minimum", Some("Борис")));
    // Вера speaks first, but it is Борис's turn.
    assert_eq!(rule(json!("Вера:10")), is("poker.bet.turn", Some("Вера")));
    // Борис passed: he is out.
    assert_eq!(rule(json!("pass 10 20 Борис:10")), is("poker.bet.folded", Some("Борис")));
    // Борис took the pot when the others passed: nothing more.
    assert_eq!(rule(json!("10 pass pass 10")).0, "poker.bet.over");
    // Аня has not spoken: the sums are not equal yet.
    assert_eq!(rule(json!("10 20")), is("poker.bet.unfinished", Some("Аня")));
    assert_eq!(rule(json!("10 raise")).0, "poker.bet.format");
    // The typed pot disagrees with the betting: Вера's 10 against her ante 5; Аня folded.
    let e = fails(
        3,
        ante5(),
        &[json!({"bets": "10 pass 10", "put": {"Аня": 15, "Борис": 15, "Вера": 10}, "winner": "Аня"})],
    );
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("poker.bet.disagree", Some("Вера")));
    let e = fails(3, ante5(), &[json!({"bets": "10 pass 10", "folded": "Аня", "winner": "Борис"})]);
    assert_eq!(e.rule, "poker.bet.disagree");
    // Аня sat the hand out.
    let e = fails(3, json!({}), &[json!({"bets": "Аня:10", "put": {"Борис": 10, "Вера": 10}})]);
    assert_eq!(e.rule, "poker.bet.turn");
    // The command line: --bets, the ledger unchanged on a refusal.
    let t = Table::new();
    t.ok(&["new", "poker", "--players", "Аня,Борис,Вера", "--option", "ante=5"]);
    t.ok(&["deal", "--bets", "10 pass 10", "--winner", "Аня"]);
    // Борис deals now: Вера speaks first.
    t.refused(&["deal", "--bets", "10 5"], "poker.bet.minimum");
    t.refused(&["deal", "--bets", "Аня:10"], "poker.bet.turn");
    t.ok(&["deal", "--bets", "Вера:10, Аня:пас, Борис:пас"]);
    let j = t.json(&["show"]);
    assert_eq!(j["totals"], json!({"Аня": 15, "Борис": -20, "Вера": 5}));
}
