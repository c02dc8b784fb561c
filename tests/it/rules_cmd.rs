//! `kozyr rules` through the real binary: the page in the reader's language (or English, saying
//! so), localised listings, a word found anywhere in the text, and plain Markdown when piped.

use crate::support::common;

use common::*;
use kozyr::games::all;
use kozyr::i18n::{render_id, Lang};
use serde_json::Value;

fn thousand() -> &'static kozyr::games::GameInfo {
    all().iter().find(|g| g.info().id == "thousand").unwrap().info()
}

/// The `##` sections of an output (the text before the first one dropped).
fn sections(text: &str) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    let mut fence = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fence = !fence;
        }
        if !fence && line.starts_with("## ") {
            out.push(String::new());
        }
        if let Some(s) = out.last_mut() {
            s.push_str(line);
            s.push('\n');
        }
    }
    out
}

#[test]
fn rules_lists_the_games_with_the_readers_names_first() {
    let t = Table::new();
    let ru = t.ok(&["--lang", "ru", "rules"]);
    assert!(ru.contains("## Игры") && !ru.contains("Games"), "{ru}");
    let line = ru.lines().find(|l| l.trim_start().starts_with("thousand ")).unwrap();
    assert!(line.contains(&format!("{} / Thousand / ", thousand().name(Lang::Ru))), "{line}");
    let bg = t.ok(&["--lang", "bg", "rules"]);
    assert!(bg.contains("## Игри") && bg.contains(&thousand().name(Lang::Bg)), "{bg}");
}

#[test]
fn rules_thousand_in_russian_serves_the_page_the_game_has_in_russian_or_says_it_is_english() {
    let t = Table::new();
    let out = t.ok(&["--lang", "ru", "rules", "thousand"]);
    let (page, lang) = thousand().page(Lang::Ru);
    let title = page.lines().next().unwrap();
    let note = render_id(Lang::Ru, "cli-rules-page-in-english");
    if lang == Lang::Ru {
        assert!(out.starts_with(title) && !out.contains(&note), "{out}");
    } else {
        assert!(out.starts_with(&format!("*{note}*")) && out.contains(title), "{out}");
    }
    // The listings after the page speak Russian.
    assert!(out.contains("## Варианты правил (kozyr new … --option ИМЯ=ЗНАЧЕНИЕ)"), "{out}");
    assert!(out.contains("## Быстрая запись (kozyr deal …)"), "{out}");
    assert!(out.contains("--bid ЧИСЛО"), "{out}");
    assert!(!out.contains("## Options (") && !out.contains("Quick entry"), "{out}");
    // English readers get no note.
    let en = t.ok(&["rules", "thousand"]);
    assert!(en.starts_with("# Thousand"), "{en}");
    assert!(!en.contains(&render_id(Lang::En, "cli-rules-page-in-english")), "{en}");
}

#[test]
fn rules_thousand_options_in_russian_give_each_default() {
    let out = Table::new().ok(&["--lang", "ru", "rules", "thousand", "options"]);
    let line = out.lines().find(|l| l.trim_start().starts_with("barrel_at")).unwrap_or_else(|| panic!("{out}"));
    assert!(line.contains("по умолчанию 900"), "{line}");
    // The topic may be named in the reader's words too.
    assert_eq!(Table::new().ok(&["--lang", "ru", "rules", "thousand", "варианты"]), out);
    let ids = Table::new().ok(&["--lang", "bg", "rules", "thousand", "кодове"]);
    assert!(ids.contains("## Кодове на правилата") && ids.contains("thousand.bid.step"), "{ids}");
}

#[test]
fn rules_thousand_barrel_shows_the_barrel_section_first() {
    let out = Table::new().ok(&["rules", "thousand", "barrel"]);
    assert!(out.starts_with("## The barrel"), "{out}");
    assert!(out.contains("thousand.barrel.climb"), "{out}");
}

#[test]
fn a_word_is_found_in_the_body_of_sections_not_only_in_headings() {
    // No heading of the Thousand page says "talon"; the bidding rules do.
    let out = Table::new().ok(&["rules", "thousand", "talon"]);
    let found = sections(&out);
    assert!(found.iter().any(|s| s.starts_with("## Bidding")), "{out}");
    for s in &found {
        assert!(s.to_lowercase().contains("talon"), "a section that does not mention the word:\n{s}");
    }
    // Any case, any part of a word.
    assert_eq!(Table::new().ok(&["rules", "thousand", "TALON"]), out);
}

#[test]
fn a_word_in_another_language_finds_its_section() {
    let out = Table::new().ok(&["rules", "thousand", "бочка"]);
    assert!(out.starts_with("## The barrel (бочка)"), "{out}");
}

#[test]
fn a_rule_id_is_explained_with_the_sections_that_cite_it() {
    let out = Table::new().ok(&["--lang", "ru", "rules", "thousand", "thousand.bid.step"]);
    let what = kozyr::games::GameInfo::rule_doc("thousand.bid.step").render(Lang::Ru);
    assert!(out.starts_with(&format!("thousand.bid.step: {what}")), "{out}");
    assert!(out.matches("thousand.bid.step").count() >= 2, "the section that cites it follows: {out}");
}

#[test]
fn an_unknown_topic_is_refused_naming_the_topics_that_exist() {
    let t = Table::new();
    let err = t.refused(&["rules", "thousand", "nonesuch"], "rules.topic");
    assert!(err.contains("options, flags, ids") && err.contains("Bidding"), "{err}");
    let err = t.refused(&["--lang", "ru", "rules", "thousand", "nonesuch"], "rules.topic");
    assert!(err.contains("ни один раздел") && err.contains("«nonesuch»"), "{err}");
}

#[test]
fn piped_rules_and_help_are_plain_text_without_escapes() {
    let t = Table::new();
    for args in [
        &["rules"][..],
        &["rules", "thousand"],
        &["--lang", "ru", "rules", "belot"],
        &["rules", "thousand", "barrel"],
        &["--help"],
        &["deal", "--help"],
    ] {
        let out = t.ok(args);
        assert!(!out.contains('\u{1b}'), "kozyr {args:?} printed an escape sequence");
    }
    let forced = t.kozyr().args(["rules", "thousand"]).env("PAGER", "false").output().unwrap();
    assert_eq!(forced.status.code(), Some(0), "no pager is started when the output is piped");
    assert!(String::from_utf8_lossy(&forced.stdout).starts_with("# Thousand"));
}

#[test]
fn rules_json_carries_the_text_in_the_chosen_language() {
    let v: Value = Table::new().json(&["--lang", "bg", "rules", "thousand"]);
    assert_eq!(v["game"], "thousand");
    assert_eq!(v["options"]["barrel_at"]["default"], 900);
    let text = v["text"].as_str().unwrap();
    assert!(text.contains("## Варианти на правилата"), "{v}");
    let english = thousand().page(Lang::Bg).1 != Lang::Bg;
    assert_eq!(text.contains(&render_id(Lang::Bg, "cli-rules-page-in-english")), english, "{text}");
}

#[test]
fn every_game_has_a_page_and_its_listings() {
    let t = Table::new();
    for g in all() {
        let id = g.info().id;
        let out = t.ok(&["rules", id]);
        assert!(out.starts_with('#') || out.starts_with('*'), "{id}: {out}");
        if !g.info().options.is_empty() {
            assert!(out.contains("## Options ("), "{id}");
        }
        assert!(out.contains("## Quick entry (kozyr deal …)"), "{id}");
    }
}
