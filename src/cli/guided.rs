//! Guided entry: `kozyr deal` with no deal flags on a terminal asks for the current game's fields
//! one by one, checks each answer as it is typed, shows the resulting sheet row and asks for
//! confirmation before anything is written.

use serde_json::Value;

use super::context::{Ctx, Loaded};
use super::Failure;

/// Whether a person is there to answer: standard input and output are terminals.
pub fn available(ctx: &Ctx) -> bool {
    use std::io::IsTerminal;
    !ctx.json && ctx.out.terminal && std::io::stdin().is_terminal()
}

/// Asks for a deal of `loaded`'s game and returns its record, or `None` when the user declined to
/// record it. Not yet implemented: the caller falls back to the "no deal given" error.
pub fn ask(_ctx: &Ctx, _loaded: &Loaded) -> Result<Option<Value>, Failure> {
    Ok(None)
}
