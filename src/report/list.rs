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
const LEAST: usize = 5;
/// The start's date without its time.
const DATE: usize = 10;

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
        let natural: Vec<usize> = (0..header.len())
            .map(|c| rows.iter().map(|r| width(&r[c])).chain([width(&header[c])]).max().unwrap_or(0))
            .collect();
        // Too wide: the players and the status give way, down to a few columns, then the start's
        // time, the name and the game; then the rules of the box go.
        let over =
            |w: &[usize], f: Frame| (w.iter().sum::<usize>() + Grid::overhead(w.len(), f)).saturating_sub(l.width);
        // A column wraps between words, no narrower than its longest word while that fits; on a
        // screen too narrow even for that, down to a few columns.
        let longest = |c: usize| {
            rows.iter().flat_map(|r| r[c].split(' ')).map(width).max().unwrap_or(0).max(width(&header[c]).min(LEAST))
        };
        let shrink = |frame: Frame, whole: bool| {
            let mut w = natural.clone();
            let least = |c: usize| if whole { longest(c) } else { LEAST };
            for (c, least) in [(3, least(3)), (5, least(5)), (4, DATE), (1, least(1)), (2, least(2))] {
                // The start loses its time whole, or not at all.
                let cut = if c == 4 { w[c] - least.min(w[c]) } else { over(&w, frame).min(w[c].saturating_sub(least)) };
                if over(&w, frame) > 0 {
                    w[c] -= cut;
                }
            }
            (frame, w)
        };
        let bare = Frame::Bare { gap: 1, indent: 0, span: 0 };
        let (frame, widths) =
            [shrink(Frame::Boxed, true), shrink(bare, true), shrink(Frame::Boxed, false), shrink(bare, false)]
                .into_iter()
                .find(|(f, w)| over(w, *f) == 0)
                .unwrap_or_else(|| shrink(bare, false));
        // A cell too wide for its column wraps, as the sheet's and the history's do: the players
        // and the status are read whole.
        let fit = |r: &[String]| -> Vec<Vec<String>> {
            let cell = |c: usize, s: &String| match c {
                4 => vec![s.chars().take(widths[c]).collect()],
                _ if width(s) > widths[c] => wrap(s, widths[c], 0),
                _ => vec![s.clone()],
            };
            r.iter().enumerate().map(|(c, s)| cell(c, s)).collect()
        };
        let grid = Grid {
            aligns: vec![Align::Right, Align::Left, Align::Left, Align::Left, Align::Left, Align::Left],
            header: header.iter().enumerate().map(|(c, h)| truncate(h, widths[c], l.ascii)).collect(),
            rows: rows.iter().map(|r| GridRow::Cells { cells: fit(r), style: Style::Plain }).collect(),
            frame,
        };
        lines.extend(grid.render(&widths, l.ascii, l.color));
    }
    if older > 0 {
        lines.extend(wrap(&l.say(&msg!("list-older", count = older)), l.width, 2));
    }
    lines.into_iter().map(|s| s + "\n").collect()
}
