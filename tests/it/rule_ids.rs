//! One rule in one place: every rule id a game cites is listed in its `rule_ids`, once, and every
//! listed id is cited somewhere in the game's code — so docs, `kozyr rules GAME ids` and errors agree.

use std::collections::BTreeSet;

use kozyr::games;

/// Every string literal in `text` that starts with `prefix` and looks like a rule id.
fn cited(text: &str, prefix: &str) -> BTreeSet<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| s.starts_with(prefix) && s.chars().all(|c| c.is_ascii_lowercase() || "._-0123456789".contains(c)))
        .map(String::from)
        .collect()
}

fn game_sources(id: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games").join(id.replace('-', "_"));
    let mut text = String::new();
    for entry in std::fs::read_dir(dir).expect("game module directory") {
        let path = entry.expect("dir entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            text.push_str(&std::fs::read_to_string(path).expect("source"));
        }
    }
    text
}

#[test]
fn every_game_lists_each_rule_id_once() {
    for game in games::all() {
        let ids: Vec<&str> = game.info().rule_ids.to_vec();
        let unique: BTreeSet<&str> = ids.iter().copied().collect();
        assert_eq!(ids.len(), unique.len(), "{}: a rule id is listed twice", game.info().id);
        for id in ids {
            assert!(id.starts_with(&format!("{}.", game.info().id)), "{id} does not name its game");
        }
    }
}

#[test]
fn every_rule_id_cited_in_a_game_is_listed_and_every_listed_id_is_cited() {
    for game in games::all() {
        let info = game.info();
        let prefix = format!("{}.", info.id);
        let src = game_sources(info.id);
        let listed: BTreeSet<String> = info.rule_ids.iter().map(|id| id.to_string()).collect();
        // Ids appear twice in the sources: in the list and where the rule is enforced.
        let list_start = src.find("RULE_IDS: &[").expect("the game's RULE_IDS list");
        let list_end = list_start + src[list_start..].find("];").expect("end of RULE_IDS");
        let code = format!("{}{}", &src[..list_start], &src[list_end..]);
        let used = cited(&code, &prefix);
        let engine_ids: BTreeSet<String> =
            ["play.card-count", "play.duplicate-card", "play.not-in-deck", "play.out-of-turn", "play.first-leader"]
                .iter()
                .map(|r| format!("{prefix}{r}"))
                .collect();
        // A figure of `kozyr stats` is named like a rule but is none: the game lists its figures
        // apart (`figure_ids`).
        for id in used.iter().filter(|id| !game.figure_ids().contains(&id.as_str())) {
            assert!(listed.contains(id), "{id} is cited in the code but missing from {}'s rule_ids", info.id);
        }
        for id in &listed {
            assert!(
                used.contains(id)
                    || engine_ids.contains(id)
                    || games::family::SHARED_RULES.contains(&&id[prefix.len()..])
                    || games::outcome::SHARED_RULES.contains(&&id[prefix.len()..])
                    || id.starts_with(&format!("{prefix}option."))
                    || id.ends_with(".trick-size"),
                "{id} is listed but never cited by {}'s code",
                info.id
            );
        }
    }
}

#[test]
fn the_rules_page_explains_the_main_rule_ids() {
    for game in games::all() {
        let info = game.info();
        for id in ["bid.step", "play.follow-suit", "barrel.climb", "bolt.three", "reset-555"] {
            let id = format!("{}.{id}", info.id);
            if info.rule_ids.iter().any(|i| *i == id) {
                assert!(
                    info.page(kozyr::i18n::Lang::En).0.contains(&id),
                    "docs/games/{}.md does not mention {id}",
                    info.id
                );
            }
        }
    }
}

/// A game's pages in other languages cite the same rule ids as its English page, so an error's
/// `[rule.id]` can be looked up whichever page a table reads.
#[test]
fn every_translated_rules_page_cites_the_rule_ids_of_the_english_one() {
    use kozyr::i18n::Lang;
    for game in games::all() {
        let info = game.info();
        let english = info.page(Lang::En).0;
        for lang in [Lang::Ru, Lang::Bg] {
            let (page, shown) = info.page(lang);
            if shown != lang {
                continue;
            }
            for id in info.rule_ids.iter().filter(|id| english.contains(**id)) {
                assert!(page.contains(id), "docs/games/{lang}/{}.md does not mention {id}", info.id);
            }
        }
    }
}
