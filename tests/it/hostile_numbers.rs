//! Hostile and careless numbers (issue 9 §4): every number a table types is bounded where it is
//! read, so none can wrap a total; a penalty's sign is checked against the reason the game knows;
//! Thousand's penalties are multiples of 5. Each refusal exits 1, cites its rule and writes nothing.

use crate::support::common;

use common::Table;

/// One match of every game, as `kozyr new` takes it, and a player of it to penalise.
const GAMES: &[(&[&str], &str)] = &[
    (&["new", "thousand", "--players", "Аня,Борис,Вера"], "Аня"),
    (&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена"], "Иван"),
    (&["new", "king", "--players", "Аня,Борис,Вера,Галя"], "Аня"),
    (&["new", "black-mary", "--players", "Аня,Борис,Вера,Галя"], "Аня"),
    (&["new", "chervy", "--players", "Аня,Борис,Вера,Галя"], "Аня"),
    (&["new", "slobberhannes", "--players", "Аня,Борис,Вера,Галя"], "Аня"),
    (&["new", "jacks", "--players", "Аня,Борис,Вера,Галя"], "Аня"),
    (&["new", "mushka", "--players", "Аня,Борис,Вера"], "Аня"),
    (&["new", "pamfil", "--players", "Аня,Борис,Вера"], "Аня"),
    (&["new", "opendaum", "--players", "Аня,Борис,Вера"], "Аня"),
    (&["new", "catch-the-ten", "--players", "Аня,Борис"], "Аня"),
];

fn table(new: &[&str]) -> Table {
    let t = Table::new();
    t.ok(new);
    t
}

#[test]
fn the_extreme_penalties_are_refused_in_every_game() {
    for &(new, player) in GAMES {
        let t = table(new);
        for points in [i64::MIN, i64::MAX, i64::MIN + 1, -10_001, 10_001] {
            let points = points.to_string();
            for reason in ["misdeal", "renege", "looked at the talon"] {
                let args = ["penalty", "--player", player, "--points", &points, "--reason", reason];
                let err = t.refused(&args, "penalty.points.range");
                assert!(err.contains(&points), "{new:?} {args:?}: the number typed is named: {err}");
                assert!(err.contains("10000") || err.contains("10 000") || err.contains("10,000"), "{err}");
            }
        }
        // The ledger still holds a playable match: a sane penalty is taken.
        t.ok(&["penalty", "--player", player, "--points", "-10", "--reason", "agreed"]);
    }
}

#[test]
fn the_range_is_named_in_every_language() {
    let t = table(GAMES[0].0);
    for lang in ["ru", "bg"] {
        let out = t
            .kozyr()
            .env("KOZYR_LANG", lang)
            .args(["penalty", "--player", "Аня", "--points", "-9223372036854775808", "--reason", "x"])
            .output()
            .expect("kozyr runs");
        let err = common::expect_refusal(&out, "penalty.points.range", &[lang]);
        assert!(err.contains("-9223372036854775808") && err.contains("10"), "{lang}: {err}");
        assert!(!err.contains("penalty of"), "{lang}: English left in: {err}");
    }
}

#[test]
fn a_document_with_an_extreme_penalty_is_refused() {
    let t = Table::new();
    let doc = r#"{"game": "thousand", "players": ["Аня", "Борис", "Вера"],
      "deals": [{"penalty": {"player": "Вера", "points": -9223372036854775808, "reason": "misdeal"}}]}"#;
    let path = t.file("hostile.json", doc);
    t.refused(&["import", &path], "penalty.points.range");
    t.refused(&["replay", &path], "penalty.points.range");
}

#[test]
fn thousand_refuses_a_misdeal_with_the_wrong_sign() {
    let t = table(GAMES[0].0);
    let err =
        t.refused(&["penalty", "--player", "Аня", "--points", "100", "--reason", "misdeal"], "thousand.penalty.sign");
    assert!(err.contains("+100") && err.contains("−100"), "{err}");
    t.refused(&["penalty", "--player", "Аня", "--points", "50", "--reason", "three-nines"], "thousand.penalty.sign");
    // The book's sign, or a reason the book does not know, in either direction, is taken.
    t.ok(&["penalty", "--player", "Аня", "--points", "-50", "--reason", "misdeal"]);
    t.ok(&["penalty", "--player", "Борис", "--points", "50", "--reason", "a bonus the table agreed"]);
}

#[test]
fn thousand_penalties_are_multiples_of_five() {
    let t = table(GAMES[0].0);
    for points in ["-7", "3", "-101"] {
        t.refused(&["penalty", "--player", "Аня", "--points", points, "--reason", "looked"], "thousand.penalty.step");
    }
    t.ok(&["penalty", "--player", "Аня", "--points", "-5", "--reason", "looked"]);
}

#[test]
fn a_renege_priced_as_penalty_points_refuses_a_negative_number() {
    for game in ["black-mary", "chervy", "slobberhannes"] {
        let t = table(&["new", game, "--players", "Аня,Борис,Вера,Галя"]);
        let rule = format!("{game}.penalty.sign");
        t.refused(&["penalty", "--player", "Вера", "--points", "-43", "--reason", "renege"], &rule);
        t.ok(&["penalty", "--player", "Вера", "--points", "5", "--reason", "renege"]);
        t.ok(&["penalty", "--player", "Вера", "--points", "-5", "--reason", "forgiven"]);
    }
}

#[test]
fn a_huge_quick_entry_number_is_refused_with_its_range() {
    let t = table(GAMES[0].0);
    let deal = |points: &str| {
        vec![
            "deal".to_string(),
            "--dealer".into(),
            "Аня".into(),
            "--declarer".into(),
            "Борис".into(),
            "--bid".into(),
            "120".into(),
            "--points".into(),
            points.to_string(),
        ]
    };
    for points in ["Аня=99999999999999999999,Борис=75,Вера=23", "Аня=-9223372036854775808,Борис=75,Вера=23"]
    {
        let args = deal(points);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let err = t.refused(&args, "entry.flag.value");
        assert!(err.contains("1000000") || err.contains("1 000 000") || err.contains("1,000,000"), "{err}");
    }
    let err = t.refused(
        &["deal", "--dealer", "Аня", "--declarer", "Борис", "--bid", "9223372036854775807", "--points", "Аня=22"],
        "entry.flag.value",
    );
    assert!(err.contains("9223372036854775807"), "{err}");
    // Not a number at all still says so.
    let err = t.refused(&["deal", "--dealer", "Аня", "--declarer", "Борис", "--bid", "сто"], "entry.flag.value");
    assert!(err.contains("whole number"), "{err}");
}

#[test]
fn a_deal_number_too_large_for_any_match_is_quoted_as_typed() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--declarer", "Аня", "--bid", "120", "--points", "Аня=75,Борис=22,Вера=23"]);
    let err = t.refused(&["void", "99999999999999999999"], "match.entry.unknown");
    assert!(err.contains("99999999999999999999"), "{err}");
    // Past 2^53 a number is still shown digit for digit (Fluent's numbers are f64).
    let err = t.refused(&["void", "9007199254740993"], "match.entry.unknown");
    assert!(err.contains("9007199254740993"), "{err}");
}
