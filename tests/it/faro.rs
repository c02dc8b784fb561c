//! Faro («Фараон»): where the cards decide each stake, what is paid, and every kind of bad input
//! refused through the binary with its rule id and the ledger unchanged. Decisions and payouts
//! are worked by hand in the comments.

use crate::support::bets as bets_support;
use crate::support::stakes as stakes_support;

use bets_support::{deal, money_shown, table, Kind};
use serde_json::{json, Value};
use stakes_support::{assert_conserved, fails, last, ok};

/// Pairs (5♠ K♥) (Q♦ 2♣) (K♠ 7♥) (K♦ 3♣) (5♥ 5♦).
const RUN: &str = "5S KH QD 2C KS 7H KD 3C 5H 5D";

#[test]
fn the_pages_example_kings_in_neighbouring_pairs_win_fives_in_one_pair_lose() {
    // Аня banks 100. Борис 10 on K: K♥ in pair 1, K♠ in pair 3 (not neighbours), K♦ in pair 4 —
    // after pair 3's K♠: Борис wins 10. Вера 20 on 5: 5♠ in pair 1, then 5♥ 5♦ both in pair 5: the
    // banker's. Вера pays 20 first (bank 120), Борис is paid 10 (bank 110).
    let r = ok(
        "faro",
        3,
        json!({}),
        &[json!({"stakes": {"Борис": 10, "Вера": 20}, "ranks": {"Борис": "K", "Вера": "5"}, "cards": RUN})],
    );
    assert_eq!(last(&r), (vec![-100, 10, -20], 110));
    let extra = &r.rows[0].scored.extra;
    assert_eq!(extra["outcomes"], json!({"Борис": "won", "Вера": "lost"}));
    assert_eq!(extra["paid"], json!({"Борис": 10, "Вера": -20}));
    let rules: Vec<&str> = r.rows[0].scored.explain.iter().map(|s| s.rule).collect();
    assert!(rules.contains(&"faro.pay.neighbours") && rules.contains(&"faro.pay.pair"), "{rules:?}");
    assert_conserved(&r).unwrap();
}

#[test]
fn a_card_after_a_pair_holding_the_rank_decides_for_the_player_before_its_pair_is_complete() {
    // (Q♦ 2♣) (Q♠ Q♥): the Q♠ follows pair 1's Q♦ — the player's, though Q♥ makes two in pair 2.
    let r =
        ok("faro", 2, json!({}), &[json!({"stakes": {"Борис": 10}, "ranks": {"Борис": "Q"}, "cards": "QD 2C QS QH"})]);
    assert_eq!(last(&r), (vec![-100, 10], 90));
    // (3♦ 2♣) (Q♠ Q♥): no queen before pair 2 — two in one pair, the banker's.
    let r = ok(
        "faro",
        2,
        json!({}),
        &[json!({"stakes": {"Борис": 10}, "ranks": {"Борис": "дама"}, "cards": "3D 2C QS QH"})],
    );
    assert_eq!(last(&r), (vec![-100, -10], 110));
}

/// The whole double pack laid so that the kings never meet: each king opens every other pair.
fn kings_apart() -> Vec<String> {
    let mut others: Vec<String> = vec![];
    for _ in 0..2 {
        for s in ["S", "H", "D", "C"] {
            for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "A"] {
                others.push(format!("{r}{s}"));
            }
        }
    }
    let kings: Vec<String> = ["KS", "KH", "KD", "KC", "KS", "KH", "KD", "KC"].iter().map(|s| s.to_string()).collect();
    let mut run = vec![];
    let (mut k, mut o) = (kings.into_iter(), others.into_iter());
    for pair in 0..52 {
        match (pair % 2 == 0).then(|| k.next()).flatten() {
            Some(king) => run.push(king),
            None => run.push(o.next().expect("card")),
        }
        run.push(o.next().expect("card"));
    }
    run
}

#[test]
fn a_stake_still_open_when_the_pack_is_out_comes_back() {
    // Kings in pairs 1, 3, 5, … 15: never two in a pair, never in neighbouring pairs. Борис on K
    // takes back his 10: Аня −100, the bank 100.
    let run = kings_apart();
    assert_eq!(run.len(), 104);
    let r = ok("faro", 3, json!({}), &[json!({"stakes": {"Борис": 10}, "ranks": {"Борис": "K"}, "cards": run})]);
    assert_eq!(r.rows[0].scored.extra["outcomes"], json!({"Борис": "undecided"}));
    assert_eq!(last(&r), (vec![-100, 0, 0], 100));
    // The same stake on cards that stop early is refused: the pack is not out.
    let e = fails(
        "faro",
        3,
        json!({}),
        &[json!({"stakes": {"Борис": 10}, "ranks": {"Борис": "K"}, "cards": run[..100].to_vec()})],
    );
    assert_eq!(e.rule, "faro.cards.undecided");
}

#[test]
fn stakes_recorded_by_outcome_are_paid_one_to_one_and_a_new_banker_takes_over() {
    // The page's rounds 2 and 3: Борис 10 on Q lost (bank 110 → 120); Вера takes the bank — Аня
    // takes back 120 (−100 + 120 = 20), Вера puts up 100 (−20 − 100 = −120); Аня's 30 on 7 stays
    // open: back to her.
    let r = ok(
        "faro",
        3,
        json!({}),
        &[
            json!({"stakes": {"Борис": 10, "Вера": 20}, "ranks": {"Борис": "K", "Вера": "5"}, "cards": RUN}),
            json!({"stakes": {"Борис": 10}, "ranks": {"Борис": "Q"}, "loses": "Борис"}),
            json!({"banker": "Вера", "stakes": {"Аня": 30}, "ranks": {"Аня": "7"}, "undecided": ["Аня"]}),
        ],
    );
    assert_eq!(last(&r), (vec![20, 0, -120], 100));
    assert_conserved(&r).unwrap();
}

#[test]
fn the_cli_records_the_pages_match_and_shows_the_bank() {
    let t = table(Kind::Faro, &[]);
    t.ok(&deal(&["--stakes", "Борис=10,Вера=20", "--rank", "Борис=K", "--rank", "Вера=5", "--run", RUN]));
    t.ok(&deal(&["--stakes", "Борис=10", "--rank", "Борис=Q", "--loses", "Борис"]));
    t.ok(&deal(&["--banker", "Вера", "--stakes", "Аня=30", "--rank", "Аня=7", "--undecided", "Аня"]));
    assert_eq!(money_shown(&t), (vec![20, 0, -120, 0], 100));
    let ru = t.ok(&["--lang", "ru", "explain", "1"]);
    assert!(ru.contains("соседних парах") && ru.contains("[faro.pay.neighbours]"), "{ru}");
}

#[test]
fn every_kind_of_bad_round_is_refused_with_its_rule_and_the_ledger_unchanged() {
    let t = table(Kind::Faro, &[]);
    t.ok(&deal(&["--stakes", "Борис=10", "--rank", "Борис=K", "--run", "5S KH QD 2C KS 7H KD"]));
    let cases: &[(&[&str], &str)] = &[
        (&["--stakes", "Борис=0", "--rank", "Борис=K", "--wins", "Борис"], "faro.stake.positive"),
        (&["--stakes", "Борис=500", "--rank", "Борис=K", "--wins", "Борис"], "faro.stake.over-bank"),
        (&["--stakes", "Аня=10", "--rank", "Аня=K", "--wins", "Аня"], "faro.round.banker"),
        (&["--stakes", "Борис=10", "--wins", "Борис"], "faro.stake.rank"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--rank", "Вера=5", "--wins", "Борис"], "faro.stake.rank"),
        (&["--stakes", "Борис=10", "--rank", "Борис=Z", "--wins", "Борис"], "faro.stake.rank"),
        (&["--rank", "Борис=K", "--wins", "Борис"], "faro.stake.missing"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--run", "5S KX"], "faro.cards.card"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--run", "KS 2C KS 3C KS"], "faro.cards.copies"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--run", "KS 2C 3S"], "faro.cards.undecided"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K"], "faro.outcome.missing"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--wins", "Борис", "--loses", "Борис"], "faro.outcome.missing"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--wins", "Борис,Вера"], "faro.outcome.missing"),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--run", "KS KH", "--wins", "Борис"], "faro.outcome.disagree"),
        (
            &[
                "--stakes",
                "Борис=10,Вера=5",
                "--rank",
                "Борис=K",
                "--rank",
                "Вера=K",
                "--wins",
                "Борис",
                "--loses",
                "Вера",
            ],
            "faro.outcome.same",
        ),
        (&["--bank", "50", "--stakes", "Борис=10", "--rank", "Борис=K", "--wins", "Борис"], "faro.bank.amount"),
        (
            &["--banker", "Вера", "--bank", "0", "--stakes", "Борис=10", "--rank", "Борис=K", "--wins", "Борис"],
            "faro.bank.amount",
        ),
        (&["--stakes", "Борис=10", "--rank", "Борис=K", "--wins", "Женя"], "match.player.unknown"),
    ];
    for (flags, rule) in cases {
        t.refused(&deal(flags), rule);
    }
    t.refused(&["penalty", "--player", "Борис", "--points", "-5", "--reason", "late"], "faro.penalty");
    let file =
        t.file("round.json", r#"{"stakes": {"Борис": 10}, "ranks": {"Борис": "K"}, "wins": ["Борис"], "hands": {}}"#);
    t.refused(&["deal", "--file", &file], "faro.round.format");
    // A fixed stake, where the table agreed one.
    let t = table(Kind::Faro, &["stake=10"]);
    t.refused(&deal(&["--stakes", "Борис=20", "--rank", "Борис=K", "--wins", "Борис"]), "faro.stake.fixed");
    let e = t.run(&["new", "faro", "--players", "Аня,Борис", "--option", "bank=0"]);
    assert_eq!(e.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&e.stderr).contains("[faro.option.value]"));
}

#[test]
fn the_round_view_has_its_documented_fields() {
    let r = ok(
        "faro",
        3,
        json!({}),
        &[json!({"stakes": {"Борис": 10, "Вера": 20}, "ranks": {"Борис": "K", "Вера": "5"}, "cards": RUN})],
    );
    let keys: Vec<&String> = r.rows[0].scored.extra.keys().collect();
    for k in ["round", "banker", "bank", "stakes", "ranks", "cards", "outcomes", "paid", "bank_after"] {
        assert!(keys.iter().any(|x| x.as_str() == k), "{k} missing: {keys:?}");
    }
    assert_eq!(r.rows[0].scored.extra["ranks"], json!({"Борис": "K", "Вера": "5"}));
    assert_eq!(r.extra.get("banker"), Some(&Value::from("Аня")));
}
