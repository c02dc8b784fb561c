//! The games: one module per game family behind the [`Game`] contract, plus what they share —
//! rule errors, entries, match documents, replay, quick entry and the written play record.

mod entry;
mod game;
mod match_doc;
mod play_text;
mod quick_entry;
mod replay;
mod rule_error;
mod setup;
pub mod thousand;

pub use entry::{Entry, Penalty};
pub use game::{FlagValue, Game, GameInfo, OptionDoc, QuickFlag};
pub use match_doc::MatchDoc;
pub use play_text::{parse_play, parse_tricks, split_play_text, PlayText, TrickDoc};
pub use quick_entry::deal_from_flags;
pub use replay::{replay, GameReplay, Mark, Replay, Row, Scored, Step};
pub use rule_error::RuleError;
pub use setup::{check_players, Setup, Team};

/// Every game kozyr knows, in the order `kozyr rules` lists them.
pub fn all() -> &'static [&'static dyn Game] {
    &[&thousand::Thousand]
}

/// The game with this id.
pub fn find(id: &str) -> Result<&'static dyn Game, RuleError> {
    let id = id.trim().to_lowercase();
    all().iter().copied().find(|g| g.info().id == id).ok_or_else(|| {
        let ids: Vec<&str> = all().iter().map(|g| g.info().id).collect();
        RuleError::new("game.unknown", format!("unknown game \"{id}\"; kozyr knows {}", ids.join(", ")))
    })
}

/// Reads a match document's players, teams and options into a validated setup.
pub fn setup_of(doc: &MatchDoc) -> Result<(&'static dyn Game, Setup), RuleError> {
    let game = find(&doc.game)?;
    let setup = game.setup(&doc.players, doc.teams.as_ref(), &doc.options)?;
    Ok((game, setup))
}
