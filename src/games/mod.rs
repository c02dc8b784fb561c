//! The games: one module per game family behind the [`Game`] contract, plus what they share —
//! rule errors, entries, match documents, replay, quick entry and the written play record.

pub mod belot;
pub mod black_mary;
pub mod catch_the_ten;
pub mod chervy;
mod entry;
pub mod family;
mod game;
pub mod jacks;
pub mod king;
mod mark;
mod match_doc;
pub mod mushka;
pub mod opendaum;
mod options;
pub mod pamfil;
mod play_text;
mod quick_entry;
mod replay;
mod rule_error;
mod setup;
pub mod slobberhannes;
pub mod thousand;

pub use entry::{Entry, Penalty};
pub use game::{FlagValue, Game, GameInfo, OptionDoc, QuickFlag};
pub use mark::{Mark, MarkKind};
pub use match_doc::MatchDoc;
pub use options::{read_options, stored_options};
pub use play_text::{parse_play, parse_tricks, split_play_text, PlayText, TrickDoc};
pub use quick_entry::deal_from_flags;
pub use replay::{replay, GameReplay, Replay, Row, Scored, Step};
pub use rule_error::RuleError;
pub use setup::{check_players, Setup, Team};

/// Every game kozyr knows, in the order `kozyr rules` lists them.
pub fn all() -> &'static [&'static dyn Game] {
    static ALL: &[&dyn Game] = &[
        &thousand::Thousand,
        &belot::Belot,
        &king::KING,
        &black_mary::BLACK_MARY,
        &chervy::CHERVY,
        &slobberhannes::SLOBBERHANNES,
        &jacks::JACKS,
        &mushka::MUSHKA,
        &pamfil::PAMFIL,
        &opendaum::OPENDAUM,
        &catch_the_ten::CATCH_THE_TEN,
    ];
    ALL
}

/// The game with this id.
pub fn find(id: &str) -> Result<&'static dyn Game, RuleError> {
    let id = id.trim().to_lowercase();
    all().iter().copied().find(|g| g.info().id == id).ok_or_else(|| {
        let ids: Vec<&str> = all().iter().map(|g| g.info().id).collect();
        RuleError::new("game.unknown", format!("unknown game \"{id}\"; kozyr knows {}", ids.join(", ")))
    })
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
pub fn flag_help(name: &str) -> String {
    let mut helps: Vec<&str> = Vec::new();
    for game in all() {
        for f in game.info().flags.iter().filter(|f| f.name == name) {
            if !helps.contains(&f.help) {
                helps.push(f.help);
            }
        }
    }
    helps.join(" | ")
}

/// Reads a match document's players, teams and options into a validated setup.
pub fn setup_of(doc: &MatchDoc) -> Result<(&'static dyn Game, Setup), RuleError> {
    let game = find(&doc.game)?;
    let setup = game.setup(&doc.players, doc.teams.as_ref(), &doc.options)?;
    Ok((game, setup))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_shared_between_games_take_the_same_kind_of_value() {
        for a in all() {
            for b in all() {
                for fa in a.info().flags {
                    if let Some(fb) = b.info().flags.iter().find(|f| f.name == fa.name) {
                        assert_eq!(
                            fa.value,
                            fb.value,
                            "--{} means two things in {} and {}",
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
            assert!(
                !["file", "tricks", "json", "ledger", "help", "version"].contains(&f.name),
                "--{} is taken",
                f.name
            );
        }
    }

    #[test]
    fn every_deal_of_the_simple_games_hands_out_the_seeds_total() {
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
