//! What the rules tests of the family's simple games (Black Mary, Chervy, Slobberhannes, Jacks)
//! share: match documents run through the library, the rule ids a replay's explanation cites, and
//! play records of fixed seeds from the independent player of `support::family`. Tests reach it as
//! `support::family_cases`.

use std::collections::BTreeSet;

use kozyr::cards::Card;
use kozyr::engine::{referee, Play, PlayRecord};
use kozyr::games::family::FamilyRules;
use kozyr::games::{MatchDoc, Replay, RuleError};
use kozyr::i18n::{Lang, Msg};
use serde_json::{json, Value};

use super::family::{deal, play, play_with_renege, Game, Rng, Spec};

pub const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Егор"];

/// A match document of `game` for the first `players` of [`NAMES`].
pub fn doc(game: &str, players: usize, options: Value, deals: &[Value]) -> Value {
    json!({"game": game, "players": NAMES[..players], "options": options, "deals": deals})
}

pub fn run(d: &Value) -> Result<Replay, RuleError> {
    MatchDoc::parse(&d.to_string())?.replay()
}

/// The replay of a document that must be accepted.
pub fn accepted(d: &Value) -> Replay {
    run(d).unwrap_or_else(|e| panic!("refused: {e}\n{d}"))
}

/// The error of a document that must be refused.
pub fn refused(d: &Value) -> RuleError {
    match run(d) {
        Ok(r) => panic!("accepted, totals {:?}\n{d}", r.totals),
        Err(e) => e,
    }
}

/// Every rule id the explanation of a replay cites.
pub fn cited(r: &Replay) -> BTreeSet<String> {
    r.rows.iter().flat_map(|row| row.scored.explain.iter().map(|s| s.rule.to_string())).collect()
}

/// The scores each effective deal wrote.
pub fn scores(r: &Replay) -> Vec<Vec<i64>> {
    r.rows.iter().filter(|row| row.kind != "void" && row.kind != "note").map(|row| row.scored.scores.clone()).collect()
}

/// A deal of `cards` to `players`, played legally from `leader` with the rules of `spec`.
pub fn random_game(seed: u64, cards: &[Card], players: usize, spec: &Spec, leader: usize) -> Game {
    let mut rng = Rng::new(seed);
    let hands = deal(&mut rng, cards, players, cards.len() / players);
    play(&mut rng, spec, hands, leader)
}

/// As [`random_game`] with one renege, the first chance from trick `from` on; the first seed from
/// `seed` that gives one. Returns the deal and the renege's (trick, seat).
pub fn renege_game(
    seed: u64,
    cards: &[Card],
    players: usize,
    spec: &Spec,
    leader: usize,
    from: usize,
) -> (Game, (usize, usize)) {
    for s in seed.. {
        let mut rng = Rng::new(s);
        let hands = deal(&mut rng, cards, players, cards.len() / players);
        if let (g, Some(r)) = play_with_renege(&mut rng, spec, hands, leader, from) {
            return (g, r);
        }
    }
    unreachable!("some seed gives a renege")
}

/// The first random legal deal (from `seed` on) for which `found` holds.
pub fn game_where(
    seed: u64,
    cards: &[Card],
    players: usize,
    spec: &Spec,
    leader: usize,
    found: impl Fn(&Game) -> bool,
) -> Game {
    (seed..seed + 10_000)
        .map(|s| random_game(s, cards, players, spec, leader))
        .find(|g| found(g))
        .expect("a seed gives such a deal")
}

/// A record whose first leader is no seat: the engine's own check, reachable only through its API.
pub fn first_leader_error(game: &str, players: usize, g: &Game, rules: &FamilyRules) -> RuleError {
    let plays = g.tricks.iter().flatten().map(|&c| Play::new(c)).collect();
    let v = referee(rules, &PlayRecord { first_leader: players + 2, plays }).expect_err("no such seat");
    let names: Vec<String> = NAMES[..players].iter().map(|s| s.to_string()).collect();
    RuleError::from_violation(game, &v, &names)
}

/// The play record as text with trick `t` (0-based) replaced by `line`.
pub fn text_with(g: &Game, t: usize, line: &str) -> String {
    let mut lines: Vec<String> = g.text().lines().map(String::from).collect();
    lines[t] = line.to_string();
    lines.join("\n")
}

/// A new four-player match of `game` (Аня, Борис, Вера, Галя) at the command line, with options.
pub fn new_match(game: &str, options: &[&str]) -> super::common::Table {
    let t = super::common::Table::new();
    let mut args = vec!["new", game, "--players", "Аня,Борис,Вера,Галя"];
    for o in options {
        args.extend(["--option", o]);
    }
    t.ok(&args);
    t
}

/// Every rule id a game lists was cited by some case. The refusal of a stored state that is not
/// the game's (`GAME.snapshot`, tests/<game>_resume.rs) is raised here.
pub fn assert_every_id_seen(ids: &[&str], seen: &BTreeSet<String>) {
    let mut seen = seen.clone();
    for id in ids.iter().filter(|id| id.ends_with(".snapshot")) {
        let game = kozyr::games::find(id.trim_end_matches(".snapshot")).expect("the game");
        let players: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
        let setup = game.setup(&players, None, &Default::default()).expect("setup");
        seen.extend(game.replay_from(&setup, Some(&json!("not a state")), &[]).err().map(|e| e.rule));
    }
    let missing: Vec<&str> = ids.iter().copied().filter(|id| !seen.contains(*id)).collect();
    assert!(missing.is_empty(), "rule ids no case triggers: {missing:?}");
}

// Only the crates with the family games' message tests read `messages`.
#[allow(unused_imports)]
pub use super::words::{english_words, shown as messages};

/// Asserts that every message, rendered in Russian and in Bulgarian, is in that language: not
/// empty, no English word left (see [`english_words`]).
pub fn assert_translated(msgs: &[Msg]) {
    let from_catalogues: Vec<&Msg> = msgs.iter().collect();
    assert!(from_catalogues.len() > 10, "too few messages to check: {}", from_catalogues.len());
    for lang in [Lang::Ru, Lang::Bg] {
        for m in &from_catalogues {
            let t = m.render(lang);
            assert!(!t.trim().is_empty(), "{lang}: {} renders empty", m.id);
            let words = english_words(&t);
            assert!(words.is_empty(), "{lang}: English words {words:?} in {}: {t}", m.id);
        }
    }
}
