//! `kozyr replay FILE`: scores a match document without touching the ledger.

use clap::Args;

use super::context::Ctx;
use super::deal_input::read_input;
use super::Failure;
use crate::games::{self, MatchDoc};
use crate::i18n::Msg;
use crate::msg;
use crate::report::{self, Heading, Notes};

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The match document (JSON; - for standard input).
    pub file: String,
}

pub fn run(ctx: &Ctx, a: ReplayArgs) -> Result<(), Failure> {
    let doc = MatchDoc::parse(&read_input(&a.file)?)?;
    let (game, setup) = games::setup_of(&doc)?;
    let (entries, reasons) = doc.entries_with_reasons()?;
    let replay = games::replay(game, &setup, &entries)?.with_reasons(&reasons);
    let title = msg!(
        "sheet-title-file",
        file = a.file.as_str(),
        game = Msg::new(format!("game-{}", game.info().id), vec![]),
        players = doc.players.join(", ")
    );
    let heading = Heading { title, voided: report::voided(game, &setup, &entries) };
    // A document is read as a whole: every deal's notes.
    ctx.emit(&report::sheet(&heading, &replay).notes(Notes::All), || replay.to_json(ctx.lang()))?;
    Ok(())
}
