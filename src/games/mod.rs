//! The games: one module per game family behind the [`Game`] contract, plus what they share —
//! rule errors, entries, match documents, replay, quick entry and the written play record.

pub mod akulina;
pub mod believe;
pub mod belot;
pub mod belot3;
pub mod bezique;
pub mod black_mary;
pub mod black_peter;
pub mod blackjack;
pub mod bridge;
pub mod bura;
pub mod catch_the_ten;
pub mod chervy;
pub mod crazy_eights;
pub mod domino;
pub mod donkey;
pub mod drunkard;
pub mod durak;
mod entry;
pub mod eroshki;
pub mod family;
pub mod faro;
mod figures;
pub mod fofany;
pub mod frap;
mod game;
pub mod gypsy;
pub mod handcount;
pub mod jacks;
pub mod khrap;
pub mod king;
pub mod kitty;
pub mod macao;
pub mod madam_monsieur;
mod mark;
mod match_doc;
pub mod mushka;
pub mod nine;
pub mod ochko;
pub mod opendaum;
mod options;
pub mod outcome;
pub mod pairs;
pub mod pamfil;
pub mod pan;
mod play_text;
pub mod poker;
pub mod quartet;
pub mod queen_of_spades;
mod quick_entry;
pub(crate) mod replay;
mod rule_error;
pub mod rummy;
mod setup;
pub mod shtoss;
pub mod slobberhannes;
pub mod stakes;
pub(crate) mod state;
pub mod terz;
pub mod thirteen;
pub mod thousand;

pub use entry::{check_reason, Entry, Penalty, PENALTY_POINTS_MAX, REASON_MAX};
pub use figures::{Figure, Figures};
pub use game::{
    solved_line, FlagValue, Game, GameInfo, OptionDoc, QuickFlag, ScoreLine, Solved, SolvedDeparture, SolvedTrick,
};
pub use mark::{Mark, MarkKind};
pub use match_doc::MatchDoc;
pub use options::{read_options, stored_options};
pub use play_text::{parse_play, parse_tricks, recorded_tricks, split_play_text, PlayText, TrickDoc};
pub use quick_entry::deal_from_flags;
pub use replay::{replay, replay_from, states_every, GameReplay, Pool, PoolColumn, Replay, Resume, Row, Scored, Step};
pub use rule_error::RuleError;
pub use setup::{
    check_names, check_player_name, check_players, is_invisible, nfc, nfc_teams, partnerships, same_name, shown, Setup,
    Team,
};

use crate::i18n::{has, render_id, Lang, Msg};
use crate::msg;

/// Every game kozyr knows, in the order `kozyr rules` lists them.
pub fn all() -> &'static [&'static dyn Game] {
    static ALL: &[&dyn Game] = &[
        &thousand::Thousand,
        &belot::Belot,
        &belot3::Belot3,
        &bezique::Bezique,
        &bridge::Bridge,
        &king::KING,
        &black_mary::BLACK_MARY,
        &chervy::CHERVY,
        &slobberhannes::SLOBBERHANNES,
        &jacks::JACKS,
        &mushka::MUSHKA,
        &pamfil::PAMFIL,
        &opendaum::OPENDAUM,
        &catch_the_ten::CATCH_THE_TEN,
        &blackjack::BLACKJACK,
        &ochko::OCHKO,
        &macao::MACAO,
        &terz::Terz,
        &rummy::RUMMY,
        &kitty::KITTY,
        &nine::NINE,
        &bura::BURA,
        &faro::FARO,
        &shtoss::SHTOSS,
        &thirteen::THIRTEEN,
        &poker::POKER,
        &frap::FRAP,
        &khrap::KHRAP,
        &durak::DURAK,
        &madam_monsieur::MADAM_MONSIEUR,
        &donkey::DONKEY,
        &quartet::QUARTET,
        &black_peter::BLACK_PETER,
        &queen_of_spades::QUEEN_OF_SPADES,
        &akulina::AKULINA,
        &drunkard::DRUNKARD,
        &pairs::PAIRS,
        &eroshki::EROSHKI,
        &fofany::FOFANY,
        &crazy_eights::CRAZY_EIGHTS,
        &believe::BELIEVE,
        &domino::DOMINO,
        &pan::PAN,
        &gypsy::GYPSY,
    ];
    ALL
}

/// The game a player names: its id, its name in any language kozyr speaks («Тысяча», «Хиляда»),
/// or any of its aliases in any language (`game-<id>-aliases`: «1000», «белот»). Case, `ё`, and
/// spaces or underscores for hyphens do not matter. An unknown name lists the games and, when one
/// is close, asks "did you mean …?".
pub fn find(name: &str) -> Result<&'static dyn Game, RuleError> {
    let wanted = normalise_name(name);
    // An id — what the ledger and documents store — is found without rendering the names of every
    // game in every language, which would parse every catalogue on each command.
    if let Some(g) = all().iter().copied().find(|g| g.info().id == wanted) {
        return Ok(g);
    }
    if let Some(&(_, g)) = names().iter().find(|(n, _)| *n == wanted) {
        return Ok(all()[g]);
    }
    Err(unknown_game(name, &wanted))
}

/// The form names are compared in: trimmed, lowercase, `ё` as `е`, words joined by hyphens.
fn normalise_name(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| c.is_whitespace() || c == '_')
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase().replace('ё', "е"))
        .collect();
    words.join("-")
}

/// Every accepted spelling, normalised, with the position of its game in [`all`]; ids first,
/// then names, then aliases, so a suggestion prefers the id.
fn names() -> &'static [(String, usize)] {
    static NAMES: std::sync::OnceLock<Vec<(String, usize)>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let mut out: Vec<(String, usize)> = Vec::new();
        let mut add = |n: String, g: usize| {
            if !n.is_empty() && !out.iter().any(|(m, _)| *m == n) {
                out.push((n, g));
            }
        };
        for (g, game) in all().iter().enumerate() {
            add(normalise_name(game.info().id), g);
        }
        for (g, game) in all().iter().enumerate() {
            for lang in Lang::ALL {
                add(normalise_name(&game.info().name(lang)), g);
            }
        }
        for (g, game) in all().iter().enumerate() {
            let id = format!("game-{}-aliases", game.info().id);
            for lang in Lang::ALL {
                if has(lang, &id) {
                    for alias in render_id(lang, id.clone()).split(',') {
                        add(normalise_name(alias), g);
                    }
                }
            }
        }
        out
    })
}

/// How much of a name is quoted back or compared for a suggestion: a mistyped name is short, and a
/// pasted page must not make the answer slow or long.
const NAME_LIMIT: usize = 40;

fn unknown_game(typed: &str, wanted: &str) -> RuleError {
    let shown: String = {
        let t = typed.trim();
        let mut s = String::new();
        for c in t.chars().take(NAME_LIMIT) {
            if c.is_control() {
                s.extend(c.escape_debug());
            } else {
                s.push(c);
            }
        }
        if t.chars().nth(NAME_LIMIT).is_some() {
            s.push('…');
        }
        s
    };
    let games: Vec<Msg> = all()
        .iter()
        .map(|g| {
            let id = g.info().id;
            msg!("games-known", id = id, name = Msg::new(format!("game-{id}"), vec![]))
        })
        .collect();
    let suggestions = suggest(wanted);
    let msg = match suggestions.split_first() {
        None => msg!("games-unknown", name = shown, games = games),
        Some((first, rest)) => {
            let either = rest.iter().fold(msg!("games-item", item = first.as_str()), |acc, s| {
                msg!("games-or", first = acc, second = msg!("games-item", item = s.as_str()))
            });
            msg!("games-unknown-suggest", name = shown, suggestion = either, games = games)
        }
    };
    RuleError::new("game.unknown", msg)
}

/// The spellings closest to `wanted` (compared on its first [`NAME_LIMIT`] characters): within
/// two edits (a swap of neighbours is one), else one a prefix of the other; one per game, at most
/// three.
fn suggest(wanted: &str) -> Vec<String> {
    let input: Vec<char> = wanted.chars().take(NAME_LIMIT).collect();
    if input.is_empty() {
        return vec![];
    }
    let head: String = input.iter().collect();
    let mut scored: Vec<(usize, &str, usize)> = Vec::new();
    for (name, g) in names() {
        let chars: Vec<char> = name.chars().collect();
        let d = crate::cards::edit_distance(&input, &chars);
        let score = if d <= 2 && d < chars.len() && d < input.len() {
            d
        } else if (input.len() >= 2 && name.starts_with(&head)) || (chars.len() >= 3 && head.starts_with(name.as_str()))
        {
            3
        } else {
            continue;
        };
        scored.push((score, name, *g));
    }
    let Some(best) = scored.iter().map(|s| s.0).min() else { return vec![] };
    let mut out: Vec<String> = Vec::new();
    let mut seen: Vec<usize> = Vec::new();
    for (score, name, g) in scored {
        if score == best && !seen.contains(&g) && out.len() < 3 {
            seen.push(g);
            out.push(name.to_string());
        }
    }
    out
}

/// Every game's quick-entry flags, once per name, for the CLI's `deal` and `check`. Two games may
/// share a flag name only with the same kind of value (tested below), so one flag serves both.
pub fn quick_flags() -> Vec<&'static QuickFlag> {
    let mut out: Vec<&'static QuickFlag> = Vec::new();
    for game in all() {
        for f in game.info().flags {
            if !out.iter().any(|g| g.name == f.name) {
                out.push(f);
            }
        }
    }
    out
}

/// The help of a quick-entry flag: each game's own words, joined when several games declare it
/// differently (`--last`: Belot's team, Slobberhannes' player).
pub fn flag_help(name: &str) -> Msg {
    let mut helps: Vec<&str> = Vec::new();
    for game in all() {
        for f in game.info().flags.iter().filter(|f| f.name == name) {
            if !helps.contains(&f.help) {
                helps.push(f.help);
            }
        }
    }
    let mut texts = helps.into_iter().map(|h| Msg::new(h, vec![]));
    let first = texts.next().unwrap_or_default();
    texts.fold(first, |acc, next| msg!("entry-flag-help-either", first = acc, second = next))
}

/// Reads a match document's players, teams and options into a validated setup.
pub fn setup_of(doc: &MatchDoc) -> Result<(&'static dyn Game, Setup), RuleError> {
    let game = find(&doc.game)?;
    let players: Vec<String> = doc.players.iter().map(|p| nfc(p)).collect();
    let teams = doc.teams.as_ref().map(nfc_teams).transpose()?;
    let setup = game.setup(&players, teams.as_ref(), &doc.options)?;
    check_names(&setup, doc.name.as_deref())?;
    Ok((game, setup))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The command line declares one argument per flag name and only needs to know whether it is a
    /// switch; each game reads the values itself (`--bids` is Belot's bidding and Opendaum's bids).
    #[test]
    fn flags_shared_between_games_are_switches_in_both_or_take_values_in_both() {
        let switch = |v: FlagValue| matches!(v, FlagValue::Switch | FlagValue::Sets(_));
        for a in all() {
            for b in all() {
                for fa in a.info().flags {
                    if let Some(fb) = b.info().flags.iter().find(|f| f.name == fa.name) {
                        assert_eq!(
                            switch(fa.value),
                            switch(fb.value),
                            "--{} is a switch in one of {} and {} and takes values in the other",
                            fa.name,
                            a.info().id,
                            b.info().id
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn no_game_flag_hides_a_command_flag() {
        for f in quick_flags() {
            assert!(!["file", "json", "ledger", "help", "version"].contains(&f.name), "--{} is taken", f.name);
            // `--tricks N` is the command's own option, read as the game's trick count when it is
            // a number (cli/deal_input.rs): only a whole number may share it.
            assert!(f.name != "tricks" || f.value == FlagValue::Int, "--tricks is taken");
        }
    }

    #[test]
    fn every_deal_of_the_simple_games_hands_out_the_books_total() {
        use family::simple::expected_total;
        for players in 3..=5 {
            assert_eq!(expected_total(&black_mary::BLACK_MARY, players), 43, "Black Mary, {players} players");
        }
        assert_eq!(expected_total(&chervy::CHERVY, 4), 26);
        assert_eq!(expected_total(&slobberhannes::SLOBBERHANNES, 4), 3);
        assert_eq!(expected_total(&jacks::JACKS, 4), 13 - 10);
    }

    #[test]
    fn game_ids_are_unique_and_found() {
        for g in all() {
            assert_eq!(find(g.info().id).map(|f| f.info().id).ok(), Some(g.info().id));
        }
        assert_eq!(find("nosuchgame").err().map(|e| e.rule), Some("game.unknown".to_string()));
    }
}
