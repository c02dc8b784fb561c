//! The command line's own texts through the real binary: the help in English, Russian and
//! Bulgarian, the quick-entry flags of the match's game, usage errors, completions and the man page.

use crate::support::common;

use std::collections::BTreeSet;

use common::*;
use kozyr::games::all;
use kozyr::i18n::{render_id, Lang};
use serde_json::Value;

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

/// Runs `kozyr ARGS` without a ledger of the environment; the help must exit 0.
fn help(args: &[&str]) -> String {
    let out = bare().args(args).output().expect("kozyr runs");
    assert_eq!(out.status.code(), Some(0), "kozyr {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    stdout(&out)
}

/// Lines that list a flag: `  --bid <N>   …`.
fn flag_lines(text: &str, flag: &str) -> usize {
    text.lines()
        .map(str::trim_start)
        .filter(|l| l.strip_prefix(flag).is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', ','])))
        .count()
}

/// Words of four or more Latin letters in `text`.
fn latin_words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 4).map(str::to_string).collect()
}

#[test]
fn the_top_level_help_has_the_headings_of_its_language() {
    let en = help(&["--help"]);
    for h in ["Usage:", "Commands:", "Options:"] {
        assert!(en.contains(h), "{h}: {en}");
    }
    let ru = help(&["--lang", "ru", "--help"]);
    for h in ["Использование:", "Команды:", "Параметры:"] {
        assert!(ru.contains(h), "{h}: {ru}");
    }
    for english in ["Usage", "Options", "Commands", "Arguments", "Print help", "[OPTIONS]", "<COMMAND>"] {
        assert!(!ru.contains(english), "{english} in the Russian help:\n{ru}");
    }
    let bg = help(&["--lang", "bg", "--help"]);
    for h in ["Употреба:", "Команди:", "Опции:"] {
        assert!(bg.contains(h), "{h}: {bg}");
    }
    assert!(!bg.contains("Usage") && !bg.contains("Options"), "{bg}");
    // The help of a command too, and -h is the same as --help.
    let new = help(&["--lang", "ru", "new", "-h"]);
    assert!(new.contains("Аргументы:") && new.contains("<ИГРА>") && !new.contains("Arguments"), "{new}");
}

#[test]
fn the_language_can_come_from_kozyr_lang_or_the_locale() {
    let out = bare().env("KOZYR_LANG", "bg").arg("--help").output().unwrap();
    assert!(stdout(&out).contains("Употреба:"));
    let out = bare().env_remove("KOZYR_LANG").env("LC_ALL", "ru_RU.UTF-8").arg("--help").output().unwrap();
    assert!(stdout(&out).contains("Использование:"));
}

#[test]
fn the_top_level_help_names_only_games_that_exist() {
    for lang in Lang::ALL {
        let text = help(&["--lang", lang.code(), "--help"]);
        // The first paragraph: "…: Thousand, Bridge-Belot, …."
        let about: String = text.split("\n\n").next().unwrap().replace('\n', " ");
        let list = about.split_once(':').map(|(_, l)| l).unwrap_or_else(|| panic!("no list of games: {about}"));
        let named: Vec<&str> = list.trim().trim_end_matches('.').split(", ").map(str::trim).collect();
        let known: Vec<String> = all().iter().map(|g| g.info().name(lang)).collect();
        assert_eq!(named.len(), known.len(), "{lang}: {about}");
        for n in named {
            assert!(known.iter().any(|k| k == n), "{lang}: the help names «{n}», which is no game of kozyr");
        }
        assert!(!about.contains('…'), "{about}");
    }
}

#[test]
fn new_help_lists_the_games_with_their_names_in_the_chosen_language() {
    for lang in Lang::ALL {
        let text = help(&["--lang", lang.code(), "new", "--help"]);
        for g in all() {
            let i = g.info();
            let shown = format!("{} ({})", i.id, i.name(lang));
            // Wrapped lines may split a name; compare with the line breaks joined.
            let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains(&shown), "{lang}: {shown} is not in:\n{text}");
        }
    }
}

#[test]
fn deal_help_in_a_thousand_match_lists_thousands_flags_once_and_no_other_games() {
    let t = Table::with_match();
    let text = t.ok(&["deal", "--help"]);
    let thousand = all().iter().find(|g| g.info().id == "thousand").unwrap().info();
    for f in thousand.flags {
        assert_eq!(flag_lines(&text, &format!("--{}", f.name)), 1, "--{} once:\n{text}", f.name);
    }
    assert_eq!(flag_lines(&text, "--contract"), 0, "Belot's flag is not Thousand's:\n{text}");
    assert!(!text.contains("--contract") && !text.contains("--took"), "{text}");
    assert!(text.contains("--file") && text.contains("--tricks"), "the command's own options stay: {text}");
    assert!(text.contains("kozyr help deal"), "the way to another game's flags is named: {text}");
    // check takes the same flags.
    let check = t.ok(&["check", "--help"]);
    assert_eq!(flag_lines(&check, "--bid"), 1, "{check}");
    assert_eq!(flag_lines(&check, "--contract"), 0, "{check}");
}

#[test]
fn deal_help_shows_the_games_examples_when_its_catalogue_has_them() {
    let t = Table::with_match();
    let text = t.ok(&["deal", "--help"]);
    if kozyr::i18n::has(Lang::En, "deal-example-thousand") {
        let first = render_id(Lang::En, "deal-example-thousand");
        let first = first.lines().next().unwrap().trim();
        assert!(text.contains(first), "{first}:\n{text}");
        let check = t.ok(&["check", "--help"]);
        assert!(check.contains(&first.replacen("kozyr deal", "kozyr check", 1)), "{check}");
    }
}

#[test]
fn help_deal_game_shows_another_games_flags() {
    let t = Table::with_match();
    let text = t.ok(&["help", "deal", "belot"]);
    let belot = all().iter().find(|g| g.info().id == "belot").unwrap().info();
    for f in belot.flags {
        assert_eq!(flag_lines(&text, &format!("--{}", f.name)), 1, "--{} once:\n{text}", f.name);
    }
    assert_eq!(flag_lines(&text, "--bid"), 0, "{text}");
    assert!(text.contains(&belot.name(Lang::En)), "{text}");
    // In Bulgarian, the Bulgarian name and headings.
    let bg = t.ok(&["--lang", "bg", "help", "deal", "belot"]);
    assert!(bg.contains(&belot.name(Lang::Bg)) && bg.contains("Употреба:"), "{bg}");
    // An unknown game is refused as `kozyr new` refuses it.
    t.refused(&["help", "deal", "nosuchgame"], "game.unknown");
}

#[test]
fn deal_help_without_a_match_lists_every_game_grouped() {
    let t = Table::new();
    let text = t.ok(&["deal", "--help"]);
    for g in all() {
        let heading = format!("{} ({}):", g.info().name(Lang::En), g.info().id);
        assert!(text.contains(&heading), "{heading}:\n{text}");
    }
    let dealers = all().iter().filter(|g| g.info().flags.iter().any(|f| f.name == "dealer")).count();
    assert_eq!(flag_lines(&text, "--dealer"), dealers, "--dealer once per game that takes it:\n{text}");
    assert!(!t.ledger.exists(), "a help must not create a ledger");
}

#[test]
fn the_help_follows_the_matchs_own_language() {
    let t = Table::new();
    t.ok(&["--lang", "ru", "new", "thousand", "--players", PLAYERS]);
    let text = t.ok(&["deal", "--help"]);
    assert!(text.contains("Использование:") && text.contains("--bid <ЧИСЛО>"), "{text}");
    // --lang still decides.
    assert!(t.ok(&["--lang", "en", "deal", "--help"]).contains("Usage:"));
}

#[test]
fn a_usage_error_in_russian_is_russian_and_exits_1() {
    let t = Table::with_match();
    let out = t.run(&["--lang", "ru", "deal", "--bidd", "120"]);
    let err = expect_refusal(&out, "cli.usage", &["deal", "--bidd"]);
    assert!(err.contains("неизвестный параметр «--bidd»"), "{err}");
    assert!(err.contains("--bid?"), "clap's suggestion is kept: {err}");
    assert!(err.contains("Использование: kozyr deal"), "{err}");
    let allowed: BTreeSet<&str> = ["kozyr", "deal", "bidd", "help", "usage"].into();
    for w in latin_words(&err) {
        assert!(allowed.contains(w.as_str()), "English word «{w}» in: {err}");
    }
    // A missing argument and an invalid value, in Bulgarian.
    let err = expect_refusal(&t.run(&["--lang", "bg", "new"]), "cli.usage", &["new"]);
    assert!(err.contains("липсва") && err.contains("<ИГРА>"), "{err}");
    let err = expect_refusal(&t.run(&["--lang", "bg", "export", "--format", "xml"]), "cli.usage", &["export"]);
    assert!(err.contains("„xml“") && err.contains("json, csv"), "{err}");
    // An unknown command, with the closest one suggested.
    let err = expect_refusal(&t.run(&["--lang", "ru", "dela"]), "cli.usage", &["dela"]);
    assert!(err.contains("неизвестная команда «dela»") && err.contains("`kozyr deal`"), "{err}");
}

#[test]
fn a_usage_error_with_json_is_the_json_error_in_the_chosen_language() {
    let out = Table::with_match().run(&["--json", "--lang", "ru", "deal", "--bidd", "1"]);
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(v["error"]["rule"], "cli.usage");
    assert!(v["error"]["message"].as_str().unwrap().starts_with("неизвестный параметр"), "{v}");
}

#[test]
fn a_flag_of_another_game_says_whose_it_is() {
    let t = Table::with_match();
    let err = t.refused(&["deal", "--contract", "hearts"], "entry.flag.unknown");
    assert!(err.contains("match 1 is Thousand; --contract is not a Thousand flag"), "{err}");
    assert!(err.contains("flags of Bridge-Belot") && err.contains("`kozyr new belot"), "{err}");
    let err = t.refused(&["--lang", "ru", "deal", "--contract", "hearts"], "entry.flag.unknown");
    let belot = all().iter().find(|g| g.info().id == "belot").unwrap().info().name(Lang::Ru);
    assert!(err.contains("партия 1 — это Тысяча; у этой игры нет флага --contract"), "{err}");
    assert!(err.contains(&belot), "{err}");
}

#[test]
fn help_of_an_unknown_command_is_a_usage_error() {
    let t = Table::new();
    let err = t.refused(&["help", "dela"], "cli.usage");
    assert!(err.contains("`kozyr deal`"), "{err}");
    assert!(t.ok(&["help", "rules"]).contains("Usage: kozyr rules"));
    assert!(t.ok(&["help"]).contains("Usage: kozyr [OPTIONS] <COMMAND>"));
}

#[test]
fn the_version_is_printed() {
    assert!(help(&["-V"]).starts_with("kozyr "));
    assert!(help(&["--lang", "bg", "--version"]).starts_with("kozyr "));
}

#[test]
fn every_word_of_the_help_comes_from_the_catalogues() {
    // The pseudo-language accents every catalogue text: a plain English word left in the help
    // did not come from one. Command and flag names are typed as they are.
    let names = |text: &str| -> BTreeSet<String> {
        let mut out: BTreeSet<String> = ["kozyr"].map(String::from).into();
        for g in all() {
            out.extend(g.info().flags.iter().flat_map(|f| f.name.split('-').map(String::from)));
            out.extend(g.info().id.split('-').map(String::from));
        }
        for l in text.lines() {
            if let Some(cmd) = l.strip_prefix("  ").and_then(|r| r.split_whitespace().next()) {
                out.insert(cmd.trim_start_matches('-').to_string());
                // A flag of two words (`--stable-header`) is typed as it is, each word too.
                out.extend(cmd.trim_start_matches('-').split('-').map(String::from));
            }
        }
        out.extend(kozyr::cli::command().get_subcommands().map(|c| c.get_name().to_string()));
        out.extend(
            ["json", "ledger", "ascii", "lang", "help", "version", "file", "tricks", "players", "team"]
                .map(String::from),
        );
        out.extend(["option", "name", "format", "output", "player", "points", "reason", "all"].map(String::from));
        out.extend(["match"].map(String::from));
        out
    };
    for args in [&["--help"][..], &["new", "--help"], &["deal", "--help"], &["rules", "--help"], &["export", "--help"]]
    {
        let mut all_args = vec!["--lang", "en-XA"];
        all_args.extend_from_slice(args);
        let text = help(&all_args);
        let allowed = names(&text);
        for w in latin_words(&text) {
            assert!(allowed.contains(&w), "«{w}» in `kozyr {}` is not from a catalogue:\n{text}", args.join(" "));
        }
    }
}

#[test]
fn bash_completion_knows_the_commands_and_the_options() {
    let text = help(&["completions", "bash"]);
    assert!(text.contains("deal") && text.contains("--lang") && text.contains("--bid"), "{text}");
    for shell in ["zsh", "powershell"] {
        assert!(help(&["completions", shell]).contains("--lang"), "{shell}");
    }
    assert!(help(&["completions", "fish"]).contains("-l lang"), "fish");
    let ru = help(&["--lang", "ru", "completions", "fish"]);
    assert!(ru.contains("Записать сдачу"), "fish shows the help in the chosen language");
    let t = Table::new();
    let err = t.refused(&["--lang", "ru", "completions", "tcsh"], "cli.usage");
    assert!(err.contains("«tcsh»") && err.contains("powershell"), "the shells are listed: {err}");
}

#[test]
fn the_man_page_is_roff_that_names_every_command() {
    let page = help(&["man"]);
    assert!(page.contains(".TH kozyr 1"), "{page}");
    assert!(page.lines().filter(|l| l.starts_with(".SH ")).count() >= 4, "{page}");
    let cmd = kozyr::cli::command();
    for sub in cmd.get_subcommands() {
        let name = sub.get_name().to_uppercase();
        assert!(page.contains(&format!(".SH \"KOZYR {name}\"")), "no section for {name}");
    }
    let ru = help(&["--lang", "ru", "man"]);
    assert!(ru.contains(".SH \"ОПИСАНИЕ\"") && !ru.contains(".SH \"DESCRIPTION\""), "{ru}");
    let one = help(&["man", "deal"]);
    assert!(one.contains(".TH kozyr-deal 1") && one.contains("\\-\\-contract"), "{one}");
    // Rendered by man(1) where the system has it.
    let dir = tempfile::TempDir::new().unwrap();
    let file = dir.path().join("kozyr.1");
    std::fs::write(&file, &page).unwrap();
    if let Ok(out) =
        std::process::Command::new("man").arg("-l").arg(&file).env("MANPAGER", "cat").env("MANWIDTH", "100").output()
    {
        if out.status.success() {
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(text.contains("KOZYR DEAL") && text.contains("KOZYR RULES"), "{text}");
        }
    }
}

#[test]
fn kozyr_alone_prints_the_help_in_the_chosen_language_and_exits_1() {
    let out = bare().args(["--lang", "bg"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Употреба: kozyr") && err.contains("kozyr demo"), "{err}");
}

#[test]
fn a_typo_in_a_match_that_chose_bulgarian_is_answered_in_bulgarian() {
    let t = Table::new();
    t.ok(&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена", "--lang", "bg"]);
    let out = t.run(&["deal", "--contract", "hearts", "--by", "Мария", "--lsat", "Вие"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("непозната опция „--lsat“; може би --last?"), "{err}");
    assert!(err.contains("[cli.usage]"), "{err}");
}
