//! The people of the ledger as `kozyr player list` shows them: each person's current name, the
//! names they had before, the players merged into them and how many matches they played.

use serde::Serialize;

use super::grid::{Align, Frame, Grid, GridRow, Style};
use super::text::{truncate, width, wrap};
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
    let natural: Vec<usize> = (0..header.len())
        .map(|c| rows.iter().map(|r| width(&r[c])).chain([width(&header[c])]).max().unwrap_or(0))
        .collect();
    let over = |w: &[usize], f: Frame| (w.iter().sum::<usize>() + Grid::overhead(w.len(), f)).saturating_sub(l.width);
    // Too wide: the lists of names wrap first, then the current name; then the rules of the box go.
    let shrink = |frame: Frame| {
        let mut w = natural.clone();
        for c in [2, 1, 0] {
            let cut = over(&w, frame).min(w[c].saturating_sub(LEAST));
            w[c] -= cut;
        }
        (frame, w)
    };
    let bare = Frame::Bare { gap: 2, indent: 0, span: 0 };
    let (frame, widths) = [shrink(Frame::Boxed), shrink(bare)]
        .into_iter()
        .find(|(f, w)| over(w, *f) == 0)
        .unwrap_or_else(|| shrink(bare));
    let fit = |r: &[String]| -> Vec<Vec<String>> {
        r.iter()
            .enumerate()
            .map(|(c, s)| if width(s) > widths[c] { wrap(s, widths[c], 0) } else { vec![s.clone()] })
            .collect()
    };
    let grid = Grid {
        aligns: vec![Align::Left, Align::Left, Align::Left, Align::Right],
        header: header.iter().enumerate().map(|(c, h)| truncate(h, widths[c], l.ascii)).collect(),
        rows: rows.iter().map(|r| GridRow::Cells { cells: fit(r), style: Style::Plain }).collect(),
        frame,
    };
    grid.render(&widths, l.ascii, l.color).into_iter().map(|s| s + "\n").collect()
}
