//! Hostile and careless names (issue 9 §4): names that look the same are one name, names that hide
//! characters or drive the terminal are refused, and a pasted page where a card or suit belongs is
//! refused quickly and quoted in part — all through the real binary, with nothing written.

use crate::support::common;

use std::time::{Duration, Instant};

use common::Table;

/// A new match whose players are `players`, refused for `rule`; returns the error.
fn new_refused(players: &str, rule: &str) -> String {
    let t = Table::new();
    t.refused(&["new", "thousand", "--players", players], rule)
}

#[test]
fn names_differing_only_by_case_normalisation_or_look_alike_letters_are_duplicates() {
    new_refused("Аня,аня,Вера", "match.players.duplicate");
    // é as one code point against e and a combining acute accent.
    new_refused("Ren\u{e9},Rene\u{301},Вера", "match.players.duplicate");
    // Latin C and a against Cyrillic С and а; the note names the other script's letters either way round.
    for players in ["Caшa,Саша,Вера", "Саша,Caшa,Вера"] {
        let err = new_refused(players, "match.players.duplicate");
        assert!(err.contains("\"Caшa\" looks the same as \"Саша\" (you typed Latin C and a)"), "{err}");
    }
}

#[test]
fn look_alike_team_names_are_duplicates() {
    let t = Table::new();
    let err = t.refused(
        &["new", "catch-the-ten", "--team", "Caшa=Аня,Вера", "--team", "Саша=Борис,Галя"],
        "match.players.duplicate",
    );
    assert!(err.contains("Latin C and a"), "{err}");
}

#[test]
fn a_name_typed_in_nfd_finds_the_player_stored_in_nfc() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "Ren\u{e9},Борис,Вера"]);
    t.ok(&["deal", "--declarer", "Rene\u{301}", "--bid", "120", "--points", "Rene\u{301}=22,Борис=75,Вера=23"]);
    // Stored as typed at `new`, NFC: one code point.
    let shown = t.json(&["show"]);
    assert!(shown["totals"].get("Ren\u{e9}").is_some(), "{shown}");
}

#[test]
fn invisible_and_control_characters_are_refused_in_every_name() {
    for bad in ["a\u{1b}[2Jb", "a\u{202e}b", "a\u{200b}b"] {
        let players = format!("{bad},Борис,Вера");
        let err = new_refused(&players, "match.players.invisible");
        assert!(!err.contains('\u{1b}') && !err.contains('\u{202e}') && !err.contains('\u{200b}'), "{err:?}");
        assert!(err.contains("U+"), "the character is named by its code point: {err}");

        let team = format!("{bad}=Аня,Вера");
        Table::new()
            .refused(&["new", "catch-the-ten", "--team", &team, "--team", "B=Борис,Галя"], "match.players.invisible");
        let team = format!("{bad}=Иван,Мария");
        Table::new()
            .refused(&["new", "belot", "--team", &team, "--team", "Вие=Петър,Елена"], "match.players.invisible");

        Table::new()
            .refused(&["new", "thousand", "--players", "Аня,Борис,Вера", "--name", bad], "match.name.invisible");
    }
}

#[test]
fn an_imported_match_is_held_to_the_same_names() {
    let t = Table::new();
    let doc = common::ISSUE_DOC.replace("Вера", "Ве\u{202e}ра");
    let file = t.file("doc.json", &doc);
    t.refused(&["import", &file], "match.players.invisible");
}

#[test]
fn a_look_alike_name_in_a_deal_gets_did_you_mean_with_the_letters_of_the_other_script() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "Саша,Борис,Вера"]);
    let deal = ["deal", "--declarer", "Caшa", "--bid", "120", "--points", "Саша=22,Борис=75,Вера=23"];
    let err = t.refused(&deal, "match.player.unknown");
    assert!(err.contains("did you mean Саша? (you typed Latin C and a)"), "{err}");
    let mut ru = vec!["--lang", "ru"];
    ru.extend_from_slice(&deal);
    let err = t.refused(&ru, "match.player.unknown");
    assert!(err.contains("(набраны латинские C и a)"), "{err}");
    let mut bg = vec!["--lang", "bg"];
    bg.extend_from_slice(&deal);
    let err = t.refused(&bg, "match.player.unknown");
    assert!(err.contains("(въведени са латинските C и a)"), "{err}");
}

#[test]
fn a_near_miss_of_a_player_or_a_team_gets_did_you_mean() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "Аня,Борис,Вера"]);
    let deal = |who: &'static str| ["deal", "--declarer", who, "--bid", "120", "--points", "Аня=20,Борис=0,Вера=100"];
    // One letter wrong, two swapped: the one name meant.
    assert!(t.refused(&deal("Веря"), "match.player.unknown").contains("did you mean Вера?"));
    assert!(t.refused(&deal("Боирс"), "match.player.unknown").contains("did you mean Борис?"));
    let err = t.refused(&["--lang", "ru", "deal", "--declarer", "Веря"], "match.player.unknown");
    assert!(err.contains("может быть, Вера?"), "{err}");
    // Nobody near: the list of players, no guess.
    let err = t.refused(&deal("Глеб"), "match.player.unknown");
    assert!(err.contains("the players are Аня, Борис, Вера") && !err.contains("did you mean"), "{err}");
    // A team's name: Latin B for Cyrillic В, or a typo.
    let b = Table::new();
    b.ok(&[
        "new",
        "belot",
        "--players",
        "Иван,Петър,Мария,Елена",
        "--team",
        "Ние=Иван,Мария",
        "--team",
        "Вие=Петър,Елена",
    ]);
    let points = |p: &'static str| ["deal", "--contract", "hearts", "--by", "Петър", "--points", p, "--last", "Вие"];
    let err = b.refused(&points("Ние=60,Bие=92"), "match.team.unknown");
    assert!(err.contains("unknown team \"Bие\" — did you mean Вие? (you typed Latin B)"), "{err}");
    let err = b.refused(
        &[
            "--lang",
            "bg",
            "deal",
            "--contract",
            "hearts",
            "--by",
            "Петър",
            "--points",
            "Ние=60,Bие=92",
            "--last",
            "Вие",
        ],
        "match.team.unknown",
    );
    assert!(err.contains("може би Вие?"), "{err}");
    let err = b.refused(&points("Ние=60,Вис=92"), "match.team.unknown");
    assert!(err.contains("did you mean Вие?"), "{err}");
}

#[test]
fn an_unknown_name_with_an_escape_sequence_is_quoted_escaped() {
    let t = Table::with_match();
    let err = t.refused(&["deal", "--declarer", "a\u{1b}[2Jb", "--bid", "120"], "match.player.unknown");
    assert!(!err.contains('\u{1b}'), "{err:?}");
    assert!(err.contains("a\\u{1b}[2Jb"), "{err}");
}

/// The longest run of one character in `text`: what is left of the pasted word in the error.
fn longest_run(text: &str, c: char) -> usize {
    text.split(|x| x != c).map(|run| run.chars().count()).max().unwrap_or(0)
}

#[test]
fn a_three_million_character_suit_or_card_is_refused_at_once_and_quoted_in_part() {
    let t = Table::with_match();
    let word = "x".repeat(3_000_000);
    let marriage = format!(
        r#"{{"declarer": "Борис", "bid": 120, "points": {{"Аня": 22, "Борис": 75, "Вера": 23}},
            "marriages": {{"Борис": ["{word}"]}}}}"#
    );
    let marriage = t.file("marriage.json", &marriage);
    let tricks = t.file("tricks.txt", &format!("talon: QC JH 9S\npassed: Аня=JH Вера=9S\nKH {word} 9H\n"));
    let cases: [(Vec<&str>, &str); 2] = [
        (vec!["deal", "--file", &marriage], "thousand.marriage.suit"),
        (vec!["deal", "--declarer", "Борис", "--bid", "120", "--tricks", &tricks], "card.notation"),
    ];
    for (args, rule) in cases {
        let before = t.snapshot();
        let start = Instant::now();
        let out = t.run(&args);
        let took = start.elapsed();
        let err = common::expect_refusal(&out, rule, &args);
        before.assert_same(&t.snapshot(), &args);
        eprintln!("{rule}: refused in {took:?}, {} bytes of error", err.len());
        assert!(took < Duration::from_secs(5), "{rule} took {took:?}");
        let quoted = longest_run(&err, 'x');
        assert!((1..=80).contains(&quoted), "{rule}: quotes {quoted} characters of the word: {err}");
        assert!(err.len() < 1000, "{rule}: {err}");
    }
}

#[test]
fn names_are_bounded_in_length() {
    let long = "Я".repeat(41);
    let err = new_refused(&format!("{long},Борис,Вера"), "match.players.name");
    assert!(err.contains("40"), "the limit is said: {err}");
    // Forty characters is a name.
    Table::new().ok(&["new", "thousand", "--players", &format!("{},Борис,Вера", "Я".repeat(40))]);
    let t = Table::new();
    let err =
        t.refused(&["new", "thousand", "--players", "Аня,Борис,Вера", "--name", &"п".repeat(61)], "match.name.long");
    assert!(err.contains("60"), "{err}");
}

#[test]
fn two_teams_of_one_name_are_refused_not_merged() {
    // The same name twice, and the same name typed once composed and once decomposed.
    for (a, b) in [("Ние", "Ние"), ("R\u{e9}", "Re\u{301}")] {
        let t = Table::new();
        let (first, second) = (format!("{a}=Иван,Мария"), format!("{b}=Петър,Елена"));
        t.refused(&["new", "belot", "--team", &first, "--team", &second], "match.players.duplicate");
    }
}

#[test]
fn a_value_echoed_by_any_error_cannot_drive_the_terminal() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "Аня,Борис,Вера"]);
    for bad in ["a\u{1b}[2Jb", "x\u{202e}y", &"z".repeat(5_000)] {
        let out = t.run(&["deal", "--declarer", bad, "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"]);
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(!err.contains('\u{1b}') && !err.contains('\u{202e}'), "{err:?}");
        assert!(err.chars().count() < 1_000, "a long value is quoted in part: {} characters", err.chars().count());
    }
}

#[test]
fn free_text_a_table_records_is_shown_escaped_on_the_sheet() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "Аня,Борис,Вера"]);
    t.ok(&["penalty", "--player", "Аня", "--points=-10", "--reason", "a\u{1b}[2Jb"]);
    let sheet = t.ok(&["show", "--notes"]);
    assert!(!sheet.contains('\u{1b}'), "{sheet:?}");
    assert!(sheet.contains("a\\u{1b}[2Jb"), "the reason is shown, escaped: {sheet}");
}
