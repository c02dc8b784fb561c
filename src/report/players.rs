//! The people of the ledger as `kozyr player list` shows them: each person's current name, the
//! names they had before, the players merged into them and how many matches they played.

use serde::Serialize;

use super::fitted::Fitted;
use super::grid::Align;
use super::text::wrap;
use super::Layout;
use crate::msg;

/// One person of the ledger, and its `--json` view (docs/players.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PersonLine {
    /// The person's player id: the id their seats are grouped under.
    pub id: i64,
    /// The current name.
    pub name: String,
    /// The names before their renames, oldest first.
    pub former_names: Vec<String>,
    /// The names of the players merged into them.
    pub merged: Vec<String>,
    /// The matches they sat in, under any of their names.
    pub matches: usize,
}

/// The fewest columns a cell of names wraps down to on a narrow screen.
const LEAST: usize = 8;

/// The people as a table, in the order they were first met; a line for a ledger without players.
pub fn players_table(people: &[PersonLine], l: &Layout) -> String {
    if people.is_empty() {
        return wrap(&l.say(&msg!("player-list-empty")), l.width, 2).into_iter().map(|s| s + "\n").collect();
    }
    let header: Vec<String> = [
        msg!("player-list-col-name"),
        msg!("player-list-col-former"),
        msg!("player-list-col-merged"),
        msg!("player-list-col-matches"),
    ]
    .iter()
    .map(|m| l.say(m))
    .collect();
    let rows: Vec<Vec<String>> = people
        .iter()
        .map(|p| {
            vec![
                l.plain(&p.name),
                l.plain(&p.former_names.join(", ")),
                l.plain(&p.merged.join(", ")),
                p.matches.to_string(),
            ]
        })
        .collect();
    // Too wide: the lists of names wrap first, then the current name; then the rules of the box go.
    Fitted {
        header,
        rows,
        aligns: vec![Align::Left, Align::Left, Align::Left, Align::Right],
        shrink: &[2, 1, 0],
        least: LEAST,
        gap: 2,
    }
    .render(l)
}
