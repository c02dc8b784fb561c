//! The list of matches in the ledger.

use serde::Serialize;

use super::grid::{Align, Frame, Grid, GridRow, Style};
use super::text::{truncate, width, wrap};
use super::Layout;
use crate::msg;

/// A match as `kozyr list` shows it (and its `--json` view).
#[derive(Debug, Clone, Serialize)]
pub struct ListedMatch {
    pub id: i64,
    pub name: Option<String>,
    pub game: String,
    pub players: Vec<String>,
    pub created_at: String,
    pub finished: bool,
    pub leader: Option<String>,
    pub winner: Option<String>,
    pub entries: u64,
}

/// The columns a cell of the list may be cut down to when the screen is narrow.
const LEAST: usize = 6;

/// The list of `matches`, with a line for the `older` ones not shown.
pub fn list(matches: &[ListedMatch], older: u64, l: &Layout) -> String {
    let mut lines = vec![];
    if matches.is_empty() {
        lines.extend(wrap(&l.say(&msg!("list-empty")), l.width, 2));
    } else {
        let header: Vec<String> = [
            msg!("list-col-id"),
            msg!("list-col-name"),
            msg!("list-col-game"),
            msg!("list-col-players"),
            msg!("list-col-started"),
            msg!("list-col-status"),
        ]
        .iter()
        .map(|m| l.say(m))
        .collect();
        let rows: Vec<Vec<String>> = matches
            .iter()
            .map(|m| {
                let status = match (&m.winner, &m.leader, m.finished) {
                    (Some(w), _, _) => msg!("list-status-won", side = w.as_str()),
                    (None, _, true) => msg!("list-status-finished"),
                    (None, Some(leader), false) => msg!("list-status-leads", side = leader.as_str()),
                    (None, None, false) => msg!("list-status-playing"),
                };
                let game = crate::games::find(&m.game).map_or_else(|_| m.game.clone(), |g| g.info().name(l.lang));
                vec![
                    m.id.to_string(),
                    l.plain(m.name.as_deref().unwrap_or_default()),
                    l.plain(&game),
                    l.plain(&m.players.join(", ")),
                    m.created_at.clone(),
                    l.say(&status),
                ]
            })
            .collect();
        let mut widths: Vec<usize> = (0..header.len())
            .map(|c| rows.iter().map(|r| width(&r[c])).chain([width(&header[c])]).max().unwrap_or(0))
            .collect();
        // Too wide: the players, then the status, then the name give way, down to a few columns.
        let over =
            |w: &[usize]| (w.iter().sum::<usize>() + Grid::overhead(w.len(), Frame::Boxed)).saturating_sub(l.width);
        for c in [3, 5, 1, 2] {
            let cut = over(&widths).min(widths[c].saturating_sub(LEAST));
            widths[c] -= cut;
        }
        let fit = |r: &[String]| -> Vec<Vec<String>> {
            r.iter().enumerate().map(|(c, s)| vec![truncate(s, widths[c], l.ascii)]).collect()
        };
        let grid = Grid {
            aligns: vec![Align::Right, Align::Left, Align::Left, Align::Left, Align::Left, Align::Left],
            header: fit(&header).into_iter().flatten().collect(),
            rows: rows.iter().map(|r| GridRow::Cells { cells: fit(r), style: Style::Plain }).collect(),
            frame: Frame::Boxed,
        };
        lines.extend(grid.render(&widths, l.ascii, l.color));
    }
    if older > 0 {
        lines.extend(wrap(&l.say(&msg!("list-older", count = older)), l.width, 2));
    }
    lines.into_iter().map(|s| s + "\n").collect()
}
