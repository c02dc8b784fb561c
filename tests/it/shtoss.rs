//! Shtoss («Штосс»): the first card of the staked rank decides — to the left the player's, to the
//! right the banker's, both of one pair («плиэ») the banker's; what is paid; and every kind of bad
//! input refused through the binary with its rule id and the ledger unchanged. Decisions and
//! payouts are worked by hand in the comments.

use crate::support::bets as bets_support;
use crate::support::stakes as stakes_support;

use bets_support::{deal, money_shown, table, Kind};
use serde_json::json;
use stakes_support::{assert_conserved, fails, last, ok};

#[test]
fn the_books_example_a_five_to_the_left_wins_a_nine_to_the_right_loses() {
    // Аня stakes 50 (the bank). Борис 20 on 5, Вера 50 on 9 (at most the banker's 50). Cards: 9♠
    // (1st, right) 6♥ (2nd, left) J♦ (3rd, right) 5♣ (4th, left). Вера's nine fell right: she
    // pays 50 (bank 100); Борис's five fell left: he is paid 20 (bank 80).
    let r = ok(
        "shtoss",
        3,
        json!({}),
        &[
            json!({"bank": 50, "stakes": {"Борис": 20, "Вера": 50}, "ranks": {"Борис": "5", "Вера": "9"}, "cards": "9S 6H JD 5C"}),
        ],
    );
    assert_eq!(last(&r), (vec![-50, 20, -50], 80));
    assert_eq!(r.rows[0].scored.extra["outcomes"], json!({"Борис": "won", "Вера": "lost"}));
    // Had the five come before the jack, it would have fallen right: the banker's.
    let r = ok(
        "shtoss",
        2,
        json!({}),
        &[json!({"stakes": {"Борис": 20}, "ranks": {"Борис": "5"}, "cards": "9S 6H 5C JD"})],
    );
    assert_eq!(last(&r), (vec![-100, -20], 120));
}

#[test]
fn two_of_the_rank_in_one_pair_are_plie_the_bankers() {
    // Борис 40 on Q; Q♠ Q♥: «плиэ» — he pays 40.
    let r =
        ok("shtoss", 2, json!({}), &[json!({"stakes": {"Борис": 40}, "ranks": {"Борис": "Q"}, "cards": ["QS", "QH"]})]);
    assert_eq!(last(&r), (vec![-100, -40], 140));
    assert!(r.rows[0].scored.explain.iter().any(|s| s.rule == "shtoss.pay.plie"));
    // Only the first card of the rank counts: Q♦ falls left (2nd card) — Борис is paid 40; the
    // pair of queens after it decides nothing more.
    let r = ok(
        "shtoss",
        2,
        json!({}),
        &[json!({"stakes": {"Борис": 40}, "ranks": {"Борис": "Q"}, "cards": "2S QD QS QH"})],
    );
    assert_eq!(last(&r), (vec![-100, 40], 60));
}

#[test]
fn the_page_match_the_bank_stays_with_its_banker() {
    // Round 1 as above (bank 80); round 2 Борис 40 on Q, «плиэ» — bank 120; round 3 Вера 30 on A
    // recorded won — bank 90. Аня −50, Борис 20 − 40 = −20, Вера −50 + 30 = −20.
    let r = ok(
        "shtoss",
        3,
        json!({}),
        &[
            json!({"bank": 50, "stakes": {"Борис": 20, "Вера": 50}, "ranks": {"Борис": "5", "Вера": "9"}, "cards": "9S 6H JD 5C"}),
            json!({"stakes": {"Борис": 40}, "ranks": {"Борис": "Q"}, "cards": "QS QH"}),
            json!({"stakes": {"Вера": 30}, "ranks": {"Вера": "A"}, "wins": "Вера"}),
        ],
    );
    assert_eq!(last(&r), (vec![-50, -20, -20], 90));
    assert_conserved(&r).unwrap();
    // A stake above the banker's stake as it stands (50 after round 1 is 80) is refused.
    let e = fails(
        "shtoss",
        3,
        json!({}),
        &[json!({"bank": 50, "stakes": {"Борис": 60}, "ranks": {"Борис": "5"}, "wins": "Борис"})],
    );
    assert_eq!(e.rule, "shtoss.stake.over-bank");
}

#[test]
fn the_cli_records_the_pages_match() {
    let t = table(Kind::Shtoss, &[]);
    t.ok(&deal(&[
        "--bank",
        "50",
        "--stakes",
        "Борис=20,Вера=50",
        "--rank",
        "Борис=5",
        "--rank",
        "Вера=9",
        "--run",
        "9S 6H JD 5C",
    ]));
    t.ok(&deal(&["--stakes", "Борис=40", "--rank", "Борис=Q", "--run", "QS QH"]));
    t.ok(&deal(&["--stakes", "Вера=30", "--rank", "Вера=A", "--wins", "Вера"]));
    assert_eq!(money_shown(&t), (vec![-50, -20, -20, 0], 90));
    let bg = t.ok(&["--lang", "bg", "explain", "2"]);
    assert!(bg.contains("плие") && bg.contains("[shtoss.pay.plie]"), "{bg}");
}

#[test]
fn every_kind_of_bad_round_is_refused_with_its_rule_and_the_ledger_unchanged() {
    let t = table(Kind::Shtoss, &[]);
    // Аня stakes 50; Борис's five falls left: he is paid 20, the bank holds 30.
    t.ok(&deal(&["--bank", "50", "--stakes", "Борис=20", "--rank", "Борис=5", "--run", "9S 5H"]));
    let cases: &[(&[&str], &str)] = &[
        (&["--stakes", "Борис=-5", "--rank", "Борис=K", "--wins", "Борис"], "shtoss.stake.positive"),
        (&["--stakes", "Борис=31", "--rank", "Борис=K", "--wins", "Борис"], "shtoss.stake.over-bank"),
        (&["--stakes", "Аня=10", "--rank", "Аня=K", "--wins", "Аня"], "shtoss.round.banker"),
        (&["--stakes", "Борис=10", "--loses", "Борис"], "shtoss.stake.rank"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--rank", "Галя=3", "--loses", "Борис"], "shtoss.stake.rank"),
        (&["--rank", "Борис=K", "--loses", "Борис"], "shtoss.stake.missing"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--run", "KQ"], "shtoss.cards.card"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--run", "2S 2S KS"], "shtoss.cards.copies"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--run", "2S 3S"], "shtoss.cards.undecided"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K"], "shtoss.outcome.missing"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--undecided", "Борис"], "shtoss.outcome.undecided"),
        (
            &["--stakes", "Борис=10", "--rank", "Борис=K", "--run", "2S KS", "--loses", "Борис"],
            "shtoss.outcome.disagree",
        ),
        (
            &[
                "--stakes",
                "Борис=10,Вера=5",
                "--rank",
                "Борис=K",
                "--rank",
                "Вера=К",
                "--wins",
                "Вера",
                "--loses",
                "Борис",
            ],
            "shtoss.outcome.same",
        ),
        (&["--bank", "100", "--stakes", "Борис=10", "--rank", "Борис=K", "--wins", "Борис"], "shtoss.bank.amount"),
    ];
    for (flags, rule) in cases {
        t.refused(&deal(flags), rule);
    }
    t.refused(&["penalty", "--player", "Борис", "--points", "-5", "--reason", "late"], "shtoss.penalty");
    let file = t.file("round.json", r#"{"stakes": {"Борис": 10}, "ranks": {"Борис": 5}, "wins": ["Борис"]}"#);
    t.refused(&["deal", "--file", &file], "shtoss.stake.rank");
    let file = t.file("round2.json", r#"{"stakes": {"Борис": 10}, "ranks": {"Борис": "5"}, "wins": 3}"#);
    t.refused(&["deal", "--file", &file], "shtoss.round.format");
    let t = table(Kind::Shtoss, &["stake=10"]);
    t.refused(&deal(&["--stakes", "Борис=5", "--rank", "Борис=K", "--wins", "Борис"]), "shtoss.stake.fixed");
}
