//! A game is found by what the table calls it, in any language kozyr speaks: its id, its name in
//! English, Russian and Bulgarian, and the aliases each language's catalogue lists
//! (`game-<id>-aliases`). Case, `ё`, spaces and underscores do not matter; an unknown name lists
//! the games and, when one is close, asks "did you mean …?" — cheaply, however long the input.

use std::time::{Duration, Instant};

use kozyr::games::{all, find};
use kozyr::i18n::{has, render_id, Lang};

fn found(name: &str) -> Option<&'static str> {
    find(name).ok().map(|g| g.info().id)
}

fn refusal(name: &str) -> String {
    match find(name) {
        Ok(g) => panic!("{name:?} was taken for {}", g.info().id),
        Err(e) => {
            assert_eq!(e.rule, "game.unknown");
            e.message()
        }
    }
}

#[test]
fn every_id_finds_its_game() {
    for g in all() {
        let id = g.info().id;
        assert_eq!(found(id), Some(id));
        assert_eq!(found(&id.to_uppercase()), Some(id), "{id} in capitals");
        assert_eq!(found(&format!("  {}  ", id.replace('-', "_"))), Some(id), "{id} with underscores");
    }
}

#[test]
fn every_name_in_every_language_finds_its_game() {
    for g in all() {
        let info = g.info();
        for lang in Lang::ALL {
            let name = info.name(lang);
            assert_eq!(found(&name), Some(info.id), "{lang} name {name:?}");
            assert_eq!(found(&name.to_lowercase()), Some(info.id), "{lang} name {name:?} in lowercase");
            assert_eq!(found(&name.to_uppercase()), Some(info.id), "{lang} name {name:?} in capitals");
            assert_eq!(found(&name.replace(' ', "-")), Some(info.id), "{lang} name {name:?} with hyphens");
        }
    }
}

#[test]
fn every_alias_in_every_language_finds_its_game() {
    for g in all() {
        let id = g.info().id;
        let aliases = format!("game-{id}-aliases");
        for lang in Lang::ALL.into_iter().filter(|&l| has(l, &aliases)) {
            for alias in render_id(lang, aliases.clone()).split(',').map(str::trim).filter(|a| !a.is_empty()) {
                assert_eq!(found(alias), Some(id), "{lang} alias {alias:?}");
            }
        }
    }
}

#[test]
fn the_names_tables_use_are_found() {
    for (name, id) in [
        ("тысяча", "thousand"),
        ("Тысяча", "thousand"),
        ("THOUSAND", "thousand"),
        ("хиляда", "thousand"),
        ("Хиляда", "thousand"),
        ("кинг", "king"),
        ("Кинг", "king"),
        ("черная-мэри", "black-mary"),
        ("Чёрная Мэри", "black-mary"),
        ("черная мэри", "black-mary"),
        ("ЧЁРНАЯ_МЭРИ", "black-mary"),
        ("black mary", "black-mary"),
        ("Bridge-Belot", "belot"),
    ] {
        assert_eq!(found(name), Some(id), "{name:?}");
    }
}

/// «Белот» is what both tables call Bridge-Belot; it is an alias in the Belot catalogues.
#[test]
fn belot_is_found_by_its_table_name() {
    for name in ["белот", "Белот", "БЕЛОТ"] {
        assert_eq!(found(name), Some("belot"), "{name:?} (game-belot-aliases in locales/ru|bg/belot.ftl)");
    }
}

#[test]
fn an_unknown_game_lists_the_games_with_their_names() {
    let text = refusal("chess");
    assert!(text.starts_with("unknown game \"chess\"; kozyr knows "), "{text}");
    assert!(!text.contains("did you mean"), "nothing is close to chess: {text}");
    for g in all() {
        let want = format!("{} ({})", g.info().id, g.info().name(Lang::En));
        assert!(text.contains(&want), "{want} is listed: {text}");
    }
    let e = find("шахматы").err().expect("refused");
    let ru = e.msg.render(Lang::Ru);
    assert!(ru.starts_with("неизвестная игра «шахматы»; kozyr знает игры: "), "{ru}");
    assert!(ru.contains("thousand (Тысяча)") && ru.contains("black-mary (Черная Мэри)"), "{ru}");
    let bg = e.msg.render(Lang::Bg);
    assert!(bg.starts_with("непозната игра „шахматы“; kozyr знае игрите: "), "{bg}");
    assert!(bg.contains("thousand (Хиляда)"), "{bg}");
}

#[test]
fn a_close_name_gets_a_suggestion() {
    let text = refusal("tousand");
    assert!(text.starts_with("unknown game \"tousand\" — did you mean thousand? kozyr knows "), "{text}");
    assert!(refusal("тысча").contains("did you mean тысяча?"));
    assert!(refusal("Хилядa").contains("did you mean хиляда?"), "a Latin a typed in a Cyrillic name");
    assert!(refusal("blackmary").contains("did you mean black-mary?"));
    assert!(refusal("slobberhann").contains("did you mean slobberhannes?"), "two letters short");
    assert!(refusal("slobberha").contains("did you mean slobber"), "a prefix of a name or an alias");
    let e = find("тысча").err().expect("refused");
    assert!(e.msg.render(Lang::Ru).contains("— может быть, тысяча?"), "{}", e.msg.render(Lang::Ru));
    assert!(e.msg.render(Lang::Bg).contains("— може би тысяча?"), "{}", e.msg.render(Lang::Bg));
}

/// «белт» is one letter from the alias «белот» (locales/ru|bg/belot.ftl).
#[test]
fn a_mistyped_belot_gets_a_suggestion() {
    let text = refusal("белт");
    assert!(text.contains("did you mean белот?"), "{text}");
}

#[test]
fn a_huge_name_is_answered_fast_and_quoted_short() {
    let huge = "тысяча".repeat(100_000 / 6 + 1);
    let start = Instant::now();
    let text = refusal(&huge);
    let again = refusal(&"x".repeat(100_000));
    let spent = start.elapsed();
    assert!(spent < Duration::from_secs(2), "took {spent:?}");
    let quoted = text.split('"').nth(1).expect("the name is quoted");
    assert_eq!(quoted.chars().count(), 41, "40 characters and an ellipsis: {quoted}");
    assert!(quoted.ends_with('…'), "{quoted}");
    assert!(text.contains("did you mean тысяча?"), "the start of it is close to a name: {text}");
    assert!(again.chars().count() < 2_000, "{} characters", again.chars().count());
    assert!(!again.contains(&"x".repeat(41)), "at most 40 characters are quoted");
}

#[test]
fn an_empty_name_is_refused_without_a_suggestion() {
    for name in ["", "   ", "_"] {
        let text = refusal(name);
        assert!(!text.contains("did you mean"), "{text}");
    }
}
