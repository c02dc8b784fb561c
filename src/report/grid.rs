//! A table drawn for a terminal: boxed (the look of a ruled sheet) or bare (columns and a rule,
//! for narrow screens), in box-drawing characters or plain ASCII, coloured only when asked. The
//! caller sizes the cells; a row is never wrapped, a cell may have several lines.

#[cfg(test)]
use super::text::width;
use unicode_width::UnicodeWidthChar;

use super::text::{cut, pad_right};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// How a row is shown when colour is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Style {
    #[default]
    Plain,
    Bold,
    Dim,
    /// Struck through: a voided entry.
    Struck,
}

/// Ends a painted cell.
const RESET: &str = "\x1b[0m";

impl Style {
    /// The escape that starts a painted cell; empty for plain.
    fn code(self) -> &'static str {
        match self {
            Style::Plain => "",
            Style::Bold => "\x1b[1m",
            Style::Dim => "\x1b[2m",
            Style::Struck => "\x1b[2;9m",
        }
    }

    fn paint(self, s: &str, color: bool) -> String {
        if !color || self == Style::Plain {
            return s.to_string();
        }
        format!("{}{s}{RESET}", self.code())
    }
}

/// `s` cut to `w` columns and padded to exactly `w` on the side `align` leaves, appended to `out`.
fn fit_into(out: &mut String, s: &str, w: usize, align: Align) {
    // Most cells are ASCII, whose width is their length.
    let (shown, used) = if s.is_ascii() {
        let n = s.len().min(w);
        (&s[..n], n)
    } else {
        let mut used = 0;
        let mut end = 0;
        for (i, c) in s.char_indices() {
            let cw = UnicodeWidthChar::width(c).unwrap_or(0);
            if used + cw > w {
                break;
            }
            used += cw;
            end = i + c.len_utf8();
        }
        (&s[..end], used)
    };
    let room = w.saturating_sub(used);
    match align {
        Align::Left => {
            out.push_str(shown);
            out.extend(std::iter::repeat_n(' ', room));
        }
        Align::Right => {
            out.extend(std::iter::repeat_n(' ', room));
            out.push_str(shown);
        }
    }
}

#[derive(Debug, Clone)]
pub enum GridRow {
    /// One cell per column, each of one or more lines.
    Cells { cells: Vec<Vec<String>>, style: Style },
    /// A line across every column.
    Span { text: String, style: Style },
    /// A thin rule across the table.
    Rule,
}

#[derive(Debug, Clone)]
pub struct Grid {
    pub aligns: Vec<Align>,
    pub header: Vec<String>,
    pub rows: Vec<GridRow>,
    pub frame: Frame,
}

/// How the columns are drawn apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Frame {
    /// Ruled like the paper sheet.
    Boxed,
    /// Columns `gap` spaces apart, the table `indent`ed, under a rule; a span may take `span`
    /// columns from the left edge.
    Bare { gap: usize, indent: usize, span: usize },
}

/// What a frame is drawn with.
struct Pen {
    h: &'static str,
    head: &'static str,
    outer: &'static str,
    inner: &'static str,
    /// Corners and junctions: top, header rule, thin rule, bottom; each left, middle, right.
    joints: [[&'static str; 3]; 4],
}

const UNICODE: Pen = Pen {
    h: "─",
    head: "═",
    outer: "│",
    inner: "┆",
    joints: [["┌", "┬", "┐"], ["╞", "╪", "╡"], ["├", "┼", "┤"], ["└", "┴", "┘"]],
};

const ASCII: Pen = Pen {
    h: "-",
    head: "=",
    outer: "|",
    inner: "|",
    joints: [["+", "+", "+"], ["+", "+", "+"], ["+", "+", "+"], ["+", "+", "+"]],
};

impl Grid {
    /// Each column's natural width: its widest line, header included.
    #[cfg(test)]
    pub fn widths(&self) -> Vec<usize> {
        let mut w: Vec<usize> = self.header.iter().map(|h| width(h)).collect();
        w.resize(self.aligns.len(), 0);
        for row in &self.rows {
            if let GridRow::Cells { cells, .. } = row {
                for (i, c) in cells.iter().enumerate() {
                    for line in c {
                        w[i] = w[i].max(width(line));
                    }
                }
            }
        }
        w
    }

    /// The columns the frame itself takes for `n` columns.
    pub fn overhead(n: usize, frame: Frame) -> usize {
        match frame {
            Frame::Boxed => 4 + 3 * n.saturating_sub(1),
            Frame::Bare { gap, indent, .. } => indent + gap * n.saturating_sub(1),
        }
    }

    /// The lines of the table with these column widths.
    pub fn render(&self, widths: &[usize], ascii: bool, color: bool) -> Vec<String> {
        let pen = if ascii { &ASCII } else { &UNICODE };
        let total: usize = widths.iter().sum::<usize>() + Grid::overhead(widths.len(), self.frame);
        let boxed = self.frame == Frame::Boxed;
        let (gap, indent, span) = match self.frame {
            Frame::Boxed => (1, 0, total),
            Frame::Bare { gap, indent, span } => (gap, indent, span.max(total)),
        };
        let mut out = vec![];
        let rule = |kind: usize, fill: &str| -> String {
            if !boxed {
                return format!("{}{}", " ".repeat(indent), pen.h.repeat(total - indent));
            }
            let [l, m, r] = pen.joints[kind];
            let parts: Vec<String> = widths.iter().map(|w| fill.repeat(w + 2)).collect();
            format!("{l}{}{r}", parts.join(m))
        };
        // One line of cells, each cut and padded to its column, written straight into the line:
        // a table of thousands of rows (`kozyr history`) is mostly this.
        let line = |cells: &[&str], style: Style| -> String {
            let mut out = String::with_capacity(total + 16);
            if boxed {
                out.push_str(pen.outer);
                out.push(' ');
            } else {
                out.extend(std::iter::repeat_n(' ', indent));
            }
            for (i, &w) in widths.iter().enumerate() {
                if i > 0 {
                    if boxed {
                        out.push(' ');
                        out.push_str(pen.inner);
                        out.push(' ');
                    } else {
                        out.extend(std::iter::repeat_n(' ', gap));
                    }
                }
                let painted = color && style != Style::Plain;
                if painted {
                    out.push_str(style.code());
                }
                fit_into(&mut out, cells.get(i).copied().unwrap_or(""), w, self.aligns[i]);
                if painted {
                    out.push_str(RESET);
                }
            }
            if boxed {
                out.push(' ');
                out.push_str(pen.outer);
            } else {
                out.truncate(out.trim_end().len());
            }
            out
        };
        if boxed {
            out.push(rule(0, pen.h));
        }
        let header: Vec<&str> = self.header.iter().map(String::as_str).collect();
        out.push(line(&header, Style::Bold));
        out.push(rule(1, if boxed { pen.head } else { pen.h }));
        for row in &self.rows {
            match row {
                GridRow::Cells { cells, style } => {
                    let height = cells.iter().map(Vec::len).max().unwrap_or(1).max(1);
                    let mut parts: Vec<&str> = Vec::with_capacity(widths.len());
                    for k in 0..height {
                        parts.clear();
                        parts.extend((0..widths.len()).map(|i| cells.get(i).and_then(|c| c.get(k)).map_or("", |s| s)));
                        out.push(line(&parts, *style));
                    }
                }
                GridRow::Span { text, style } => {
                    if boxed {
                        let inner = total - 4;
                        let t = pad_right(&cut(text, inner), inner);
                        out.push(format!("{o} {} {o}", style.paint(&t, color), o = pen.outer));
                    } else {
                        out.push(style.paint(&cut(text, span), color));
                    }
                }
                GridRow::Rule => out.push(rule(2, pen.h)),
            }
        }
        if boxed {
            out.push(rule(3, pen.h));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(frame: Frame) -> Grid {
        Grid {
            aligns: vec![Align::Left, Align::Right],
            header: vec!["#".into(), "Аня".into()],
            rows: vec![
                GridRow::Cells { cells: vec![vec!["1".into()], vec!["20".into(), "+20".into()]], style: Style::Plain },
                GridRow::Rule,
                GridRow::Cells { cells: vec![vec![], vec!["−85".into()]], style: Style::Bold },
            ],
            frame,
        }
    }

    #[test]
    fn boxed_and_bare_frames_are_as_wide_as_they_say() {
        for frame in [Frame::Boxed, Frame::Bare { gap: 2, indent: 3, span: 0 }] {
            let g = grid(frame);
            let w = g.widths();
            let total = w.iter().sum::<usize>() + Grid::overhead(w.len(), frame);
            for line in g.render(&w, false, false) {
                assert!(width(&line) <= total, "{line}");
            }
        }
        let lines = grid(Frame::Boxed).render(&[1, 3], true, false);
        assert_eq!(lines[0], "+---+-----+");
        assert_eq!(lines[2], "+===+=====+");
        assert_eq!(lines[5], "+---+-----+");
        assert_eq!(lines[6], "|   | −85 |");
    }

    #[test]
    fn colour_wraps_cells_not_borders() {
        let lines = grid(Frame::Boxed).render(&[1, 3], false, true);
        assert!(lines[1].starts_with("│ \x1b[1m#\x1b[0m"), "{lines:?}");
    }
}
