//! A match keeps its language: on the usual laptop (`LANG=en_US.UTF-8`, no `KOZYR_LANG`) a match
//! begun with `new … --lang bg` answers every command that acts on it in Bulgarian — its deals, its
//! sheet, its `--help` — while `--lang` and `KOZYR_LANG` still decide over it and a command that
//! acts on no match (`list`) follows the locale.

use crate::support::common;

use std::process::Output;

use common::*;
use serde_json::Value;

const DEAL: [&str; 7] = ["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"];

/// Runs kozyr as a laptop set to English would: `LANG=en_US.UTF-8`, no `KOZYR_LANG`, plus `env`.
fn laptop(t: &Table, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut c = t.kozyr();
    c.env("LANG", "en_US.UTF-8");
    for (k, v) in env {
        c.env(k, v);
    }
    c.args(args).output().expect("kozyr runs")
}

/// [`laptop`] for a command that must succeed: its standard output.
fn says(t: &Table, env: &[(&str, &str)], args: &[&str]) -> String {
    let out = laptop(t, env, args);
    assert_eq!(out.status.code(), Some(0), "kozyr {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// A Thousand match begun in Bulgarian on the English laptop.
fn bulgarian_match() -> Table {
    let t = Table::new();
    let out = says(&t, &[], &["new", "thousand", "--players", PLAYERS, "--lang", "bg"]);
    assert!(out.contains("Игра 1 — Хиляда"), "{out}");
    t
}

#[test]
fn the_next_deal_of_a_match_begun_in_bulgarian_is_in_bulgarian_on_an_english_laptop() {
    let t = bulgarian_match();
    let out = says(&t, &[], &DEAL);
    assert!(out.starts_with("Записано в игра 1, Хиляда, раздаване 1."), "{out}");
    assert!(says(&t, &[], &["show"]).starts_with("Игра 1 — Хиляда — Аня, Борис, Вера"));
    // A refusal of that match is in its language too.
    let out = laptop(&t, &[], &["deal", "--declarer", "Вера", "--bid", "123", "--points", "Аня=22,Борис=75,Вера=23"]);
    let err = expect_refusal(&out, "thousand.bid.step", &["deal"]);
    assert!(err.contains("запис 2") && !err.contains("entry 2"), "{err}");
}

#[test]
fn kozyr_lang_decides_over_the_match_and_the_flag_over_both() {
    let t = bulgarian_match();
    let out = says(&t, &[("KOZYR_LANG", "ru")], &DEAL);
    assert!(out.starts_with("Записано в партию 1, Тысяча, сдача 1."), "{out}");
    let out = says(&t, &[("KOZYR_LANG", "ru")], &["--lang", "en", "undo"]);
    assert!(out.starts_with("Voided deal 1 (Борис 120 failed) in match 1, Thousand"), "{out}");
    // Neither changed the match's own language.
    assert!(says(&t, &[], &["show"]).starts_with("Игра 1 — Хиляда"));
}

#[test]
fn use_lang_switches_the_current_matchs_language() {
    let t = bulgarian_match();
    let out = says(&t, &[], &["use", "--lang", "ru"]);
    assert!(out.contains("Партия 1, Тысяча, теперь говорит по-русски"), "{out}");
    assert!(says(&t, &[], &DEAL).starts_with("Записано в партию 1, Тысяча, сдача 1."));
    let v: Value = serde_json::from_str(&says(&t, &[], &["--json", "use"])).unwrap();
    assert_eq!(v["lang"], "ru", "{v}");
    // A match from before matches kept a language has none, and follows the locale as it did.
    says(&t, &[], &["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена"]);
    assert!(says(&t, &[], &["show"]).starts_with("Match 2 — Bridge-Belot"));
    assert!(says(&t, &[("LANG", "bg_BG.UTF-8")], &["show"]).starts_with("Игра 2 — Бридж-белот"));
    // `use MATCH --lang` makes it current and sets its language at once.
    let out = says(&t, &[], &["use", "1", "--lang", "en"]);
    assert!(out.contains("The current match is now match 1, Thousand.") && out.contains("now speaks English"), "{out}");
    assert!(says(&t, &[("LANG", "ru_RU.UTF-8")], &["show"]).starts_with("Match 1 — Thousand"));
}

#[test]
fn use_lang_without_a_match_is_refused_and_says_how_to_have_one() {
    let t = Table::new();
    kozyr::ledger::Ledger::open(&t.ledger).expect("an empty ledger");
    let out = laptop(&t, &[], &["use", "--lang", "bg"]);
    let err = expect_refusal(&out, "cli.use.no-match", &["use"]);
    assert!(err.contains("няма игра, на която да се зададе език"), "{err}");
    assert!(err.contains("kozyr new ИГРА --players … --lang bg") && err.contains("kozyr use ИГРА --lang bg"), "{err}");
}

#[test]
fn the_help_of_a_command_on_the_match_follows_it_and_list_follows_the_locale() {
    let t = bulgarian_match();
    let help = says(&t, &[], &["deal", "--help"]);
    assert!(help.contains("Употреба: kozyr deal") && help.contains("--bid <ЧИСЛО>"), "{help}");
    assert!(says(&t, &[], &["show", "--help"]).contains("Употреба: kozyr show"));
    assert!(says(&t, &[], &["help", "deal"]).contains("Употреба: kozyr deal"));
    // Another game's flags, named: still in the match's language.
    assert!(says(&t, &[], &["help", "deal", "belot"]).contains("Употреба: kozyr deal"));
    assert!(says(&t, &[("KOZYR_LANG", "ru")], &["deal", "--help"]).contains("Использование: kozyr deal"));
    assert!(says(&t, &[], &["--lang", "en", "deal", "--help"]).contains("Usage: kozyr deal"));
    // A typo in a command on the match is answered in its language; in `list`, in the locale's.
    let err = expect_refusal(&laptop(&t, &[], &["deal", "--bidd", "120"]), "cli.usage", &["deal"]);
    assert!(err.contains("непозната опция „--bidd“"), "{err}");
    let err = expect_refusal(&laptop(&t, &[], &["list", "--bogus"]), "cli.usage", &["list"]);
    assert!(err.contains("unexpected argument \"--bogus\""), "{err}");
    // Commands that act on no match follow the locale.
    let list = says(&t, &[], &["list"]);
    assert!(list.contains("│ id ┆ name ┆ game") && list.contains("Thousand"), "{list}");
    assert!(says(&t, &[], &["list", "--help"]).contains("Usage: kozyr list"));
    assert!(says(&t, &[], &["help", "new"]).contains("Usage: kozyr new"));
    assert!(says(&t, &[("LANG", "ru_RU.UTF-8")], &["list"]).contains("Тысяча"));
}
