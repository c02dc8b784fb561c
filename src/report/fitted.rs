//! Owns `Fitted`, a table of many rows made to fit the reader's screen: the columns that may wrap
//! give way first, in the order the table names, then the box's rules go. `kozyr history`,
//! `kozyr player list` and `kozyr stats` print their tables through it.

use super::grid::{Align, Frame, Grid, GridRow, Style};
use super::text::{truncate, width, wrap};
use super::Layout;

/// A table before it is fitted: a header and rows of one-line cells.
pub struct Fitted<'a> {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub aligns: Vec<Align>,
    /// The columns that wrap when the table is too wide, the first to give way first.
    pub shrink: &'a [usize],
    /// The narrowest a wrapped column is made.
    pub least: usize,
    /// The space between columns once the box's rules are gone.
    pub gap: usize,
}

impl Fitted<'_> {
    /// The table's lines for `l`'s width, each ending in a newline.
    pub fn render(&self, l: &Layout) -> String {
        let natural: Vec<usize> = (0..self.header.len())
            .map(|c| self.rows.iter().map(|r| width(&r[c])).chain([width(&self.header[c])]).max().unwrap_or(0))
            .collect();
        let over =
            |w: &[usize], f: Frame| (w.iter().sum::<usize>() + Grid::overhead(w.len(), f)).saturating_sub(l.width);
        let shrink = |frame: Frame| {
            let mut w = natural.clone();
            for &c in self.shrink {
                let cut = over(&w, frame).min(w[c].saturating_sub(self.least));
                w[c] -= cut;
            }
            (frame, w)
        };
        let bare = Frame::Bare { gap: self.gap, indent: 0, span: 0 };
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
            aligns: self.aligns.clone(),
            header: self.header.iter().enumerate().map(|(c, h)| truncate(h, widths[c], l.ascii)).collect(),
            rows: self.rows.iter().map(|r| GridRow::Cells { cells: fit(r), style: Style::Plain }).collect(),
            frame,
        };
        grid.render(&widths, l.ascii, l.color).into_iter().map(|s| s + "\n").collect()
    }
}
