//! The score race (`kozyr chart`): every side's running total after each counted row of a match,
//! drawn in the terminal with the game's lines across it (Thousand's barrel, Belot's 151,
//! Mushka's 0). Braille dots (2×4 per character) with a marker at each deal, coloured by side on a
//! terminal; with `--ascii` each side's line is a symbol of its own with its letter at its deals.

use serde_json::{json, Value};

use super::text::{amount, pad_left, width};
use super::Layout;
use crate::games::{Replay, ScoreLine};
use crate::i18n::{Lang, Msg};
use crate::msg;

/// What the chart draws: the sides, their totals after each counted row, and the game's lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Race {
    pub sides: Vec<String>,
    /// The start (deal 0) and then one point per deal or penalty in force, in the order recorded.
    pub points: Vec<RacePoint>,
    /// The game's lines, lowest first.
    pub lines: Vec<ScoreLine>,
    /// The totals' decimals ([`Replay::decimals`]): a club session's are hundredths.
    pub decimals: u8,
}

/// Every side's total after one row of the match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RacePoint {
    /// The deals the table counted up to here (a penalty sits at the deal before it).
    pub deal: usize,
    /// The entry that brought the totals here (0: the start of the match).
    pub entry: usize,
    pub totals: Vec<i64>,
}

impl Race {
    /// The race of a whole replay: `start` is every side's total before the first entry (the
    /// game's own start, Mushka's −25), `lines` the game's. Voided rows move no total and are
    /// skipped; a voided deal the table dealt on after still counts in the deal numbers.
    pub fn of(replay: &Replay, start: Vec<i64>, mut lines: Vec<ScoreLine>) -> Race {
        let places = super::places(replay);
        let mut points = vec![RacePoint { deal: replay.deals_before, entry: replay.first, totals: start }];
        for (row, place) in replay.rows.iter().zip(&places) {
            if row.voided_by.is_none() && matches!(row.kind, "deal" | "penalty") {
                points.push(RacePoint { deal: place.deal, entry: row.number, totals: row.scored.totals.clone() });
            }
        }
        lines.sort_by_key(|l| l.value);
        Race { sides: replay.sides.clone(), points, lines, decimals: replay.decimals }
    }

    /// Whether there is anything to draw: at least one deal or penalty in force.
    pub fn is_empty(&self) -> bool {
        self.points.len() < 2
    }

    /// The lowest and highest value the scale shows: the totals' own, so that the race fills the
    /// picture; the game's lines do not stretch it (a line outside is marked at the edge:
    /// [`Race::beyond`]).
    pub fn range(&self) -> (i64, i64) {
        let values = self.points.iter().flat_map(|p| p.totals.iter().copied());
        let (lo, hi) = values.fold((i64::MAX, i64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
        if lo > hi {
            (0, 1)
        } else if lo == hi {
            (lo.saturating_sub(1), hi.saturating_add(1))
        } else {
            (lo, hi)
        }
    }

    /// The game's lines the scale reaches, drawn across the plot.
    pub fn inside(&self) -> impl Iterator<Item = &ScoreLine> {
        let (lo, hi) = self.range();
        self.lines.iter().filter(move |l| (lo..=hi).contains(&l.value))
    }

    /// The game's lines beyond the scale, each marked at the edge it lies past: `true` above the
    /// top, `false` below the bottom.
    pub fn beyond(&self) -> impl Iterator<Item = (&ScoreLine, bool)> {
        let (lo, hi) = self.range();
        self.lines.iter().filter(move |l| !(lo..=hi).contains(&l.value)).map(move |l| (l, l.value > hi))
    }

    /// The mark of a line beyond the scale: the arrow to its edge, its name and its value.
    pub fn edge_mark(&self, line: &ScoreLine, above: bool, l: &Layout) -> String {
        let arrow = match (above, l.ascii) {
            (true, false) => "↑",
            (false, false) => "↓",
            (true, true) => "^",
            (false, true) => "v",
        };
        format!("{arrow} {} {}", l.say(&line.label), amount(line.value, self.decimals, l.ascii))
    }

    /// The last deal counted.
    pub fn last_deal(&self) -> usize {
        self.points.last().map_or(0, |p| p.deal)
    }

    /// The documented JSON view (docs/formats.md, "kozyr chart --json").
    pub fn to_json(&self, lang: Lang) -> Value {
        let by_side = |t: &[i64]| -> Value {
            Value::Object(self.sides.iter().cloned().zip(t.iter().map(|&v| Value::from(v))).collect())
        };
        let points: Vec<Value> = self
            .points
            .iter()
            .map(|p| json!({"deal": p.deal, "entry": p.entry, "totals": by_side(&p.totals)}))
            .collect();
        let lines: Vec<Value> =
            self.lines.iter().map(|l| json!({"value": l.value, "label": l.label.render(lang)})).collect();
        let mut v = json!({ "sides": self.sides, "points": points, "lines": lines });
        if self.decimals > 0 {
            v["decimals"] = self.decimals.into();
        }
        v
    }
}

/// The markers of the sides at their deals, in seat order (then again, for a larger table).
const MARKERS: [char; 8] = ['●', '■', '▲', '◆', '★', '▼', '◉', '✚'];
/// With `--ascii`, the symbols of the sides' lines between their deals, where each side's letter
/// stands (a run of letters would read as a word).
const STROKES: [char; 8] = ['*', '#', '%', '@', '&', '=', '~', '$'];
/// The colours of the sides (ANSI foreground codes), in seat order.
const COLORS: [u8; 6] = [34, 31, 32, 33, 35, 36];

/// The letter that stands for side `s` with `--ascii`: A, B, C, …
fn letter(s: usize) -> char {
    char::from(b'A' + u8::try_from(s % 26).unwrap_or(0))
}

/// The chart of a race as the terminal prints it.
pub struct Chart<'a> {
    pub title: Msg,
    pub race: &'a Race,
    /// The columns the chart takes, its labels included.
    pub width: usize,
    /// The rows of the plot itself, without the title, the axis and the legend.
    pub height: usize,
}

/// What a character cell of the plot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cell {
    Empty,
    /// Braille dots (bit mask) drawn by a side.
    Dots(u8, usize),
    /// A side's marker at one of its deals, or its letter with `--ascii`.
    Mark(usize),
    /// With `--ascii`, a side's line between its deals, in its symbol.
    Stroke(usize),
}

/// The braille bit of the dot at column `c` (0–1), row `r` (0–3) of a character.
fn dot_bit(c: usize, r: usize) -> u8 {
    match (c, r) {
        (0, 3) => 0x40,
        (1, 3) => 0x80,
        (0, r) => 1 << r,
        (_, r) => 1 << (r + 3),
    }
}

impl Chart<'_> {
    pub fn render(&self, l: &Layout) -> String {
        let race = self.race;
        let (lo, hi) = race.range();
        let height = self.height.max(3);
        // The y axis labels: the top, the bottom and every line, at their rows.
        let row_of = |v: i64, rows: usize| -> usize {
            let span = (hi - lo) as f64;
            (((hi - v) as f64 / span) * (rows - 1) as f64).round() as usize
        };
        let (dx, dy) = if l.ascii { (1, 1) } else { (2, 4) };
        let dots_h = height * dy;
        // The character row a value is drawn in: the row of its dot, so that a line and a total
        // equal to it meet.
        let cell_row = |v: i64| row_of(v, dots_h) / dy;
        let mut labels: Vec<(usize, String)> =
            vec![(0, amount(hi, race.decimals, l.ascii)), (height - 1, amount(lo, race.decimals, l.ascii))];
        for line in race.inside() {
            labels.push((cell_row(line.value), amount(line.value, race.decimals, l.ascii)));
        }
        let label_w = labels.iter().map(|(_, s)| width(s)).max().unwrap_or(1);
        // Each line's name beside its row; lines that fall in one row share it: «бочка / победа».
        // A line beyond the scale is named, with an arrow and its value, at the edge it lies past.
        let mut names: Vec<(usize, String)> = vec![];
        let mut dashed: Vec<usize> = vec![];
        let named = race
            .inside()
            .map(|x| (cell_row(x.value), l.say(&x.label), true))
            .chain(race.beyond().map(|(x, up)| (if up { 0 } else { height - 1 }, race.edge_mark(x, up, l), false)));
        for (r, name, across) in named {
            if across {
                dashed.push(r);
            }
            match names.iter_mut().find(|(at, _)| *at == r) {
                Some((_, n)) => *n = format!("{n} / {name}"),
                None => names.push((r, name)),
            }
        }
        // The right margin holds the lines' names and, under the plot, the x axis's word.
        let word = l.say(&msg!("chart-axis-deals"));
        let right = names.iter().map(|(_, n)| n).chain([&word]).map(|n| width(n) + 1).max().unwrap_or(0);
        let plot_w = self.width.saturating_sub(label_w + 2 + right).max(10);
        let dots_w = plot_w * dx;
        let last = race.last_deal().max(race.points.first().map_or(0, |p| p.deal) + 1);
        let first = race.points.first().map_or(0, |p| p.deal);
        let x_of = |deal: usize| -> usize {
            ((deal - first) as f64 / (last - first) as f64 * (dots_w - 1) as f64).round() as usize
        };
        let mut grid = vec![vec![Cell::Empty; plot_w]; height];
        for s in 0..race.sides.len() {
            let pts: Vec<(usize, usize)> =
                race.points.iter().map(|p| (x_of(p.deal), row_of(p.totals[s], dots_h))).collect();
            for w in pts.windows(2) {
                for (x, y) in segment(w[0], w[1]) {
                    let cell = &mut grid[y / dy][x / dx];
                    *cell = match (*cell, l.ascii) {
                        (Cell::Mark(m), _) => Cell::Mark(m),
                        (_, true) => Cell::Stroke(s),
                        (Cell::Stroke(_), false) => Cell::Dots(dot_bit(x % 2, y % 4), s),
                        (Cell::Dots(bits, _), false) => Cell::Dots(bits | dot_bit(x % 2, y % 4), s),
                        (Cell::Empty, false) => Cell::Dots(dot_bit(x % 2, y % 4), s),
                    };
                }
            }
            {
                // A marker at each deal when the deals stand apart, else at the last one only.
                let mut cols: Vec<usize> = pts.iter().map(|p| p.0 / dx).collect();
                cols.dedup();
                let apart = cols.windows(2).all(|w| w[1] >= w[0] + 2);
                let skip = if apart { 1 } else { pts.len() - 1 };
                for &(x, y) in pts.iter().skip(skip) {
                    grid[y / dy][x / dx] = Cell::Mark(s);
                }
            }
        }
        let mut out = String::new();
        let title = l.say(&self.title);
        out.push_str(&paint(&super::text::cut(&title, self.width), "1", l.color));
        out.push('\n');
        for (r, row) in grid.iter().enumerate() {
            let label = labels.iter().rev().find(|(at, _)| *at == r).map(|(_, s)| s.as_str());
            let line = names.iter().find(|(at, _)| *at == r).map(|(_, n)| n);
            let across = dashed.contains(&r);
            out.push_str(&pad_left(label.unwrap_or(""), label_w));
            out.push(' ');
            out.push(match (label.is_some(), l.ascii) {
                (true, true) => '+',
                (false, true) => '|',
                (true, false) => '┤',
                (false, false) => '│',
            });
            let mut text = String::new();
            for (c, cell) in row.iter().enumerate() {
                text.push_str(&match *cell {
                    Cell::Empty if across => {
                        let dash = if l.ascii { "-" } else { "┄" };
                        // Every other cell, so that the line reads as dashed in every font.
                        let d = if c % 2 == 0 { dash } else { " " };
                        paint(d, "2", l.color)
                    }
                    Cell::Empty => " ".to_string(),
                    Cell::Dots(bits, s) => {
                        paint(&char::from_u32(0x2800 + u32::from(bits)).unwrap_or(' ').to_string(), &color(s), l.color)
                    }
                    Cell::Mark(s) => paint(&mark(s, l.ascii).to_string(), &color(s), l.color),
                    Cell::Stroke(s) => STROKES[s % STROKES.len()].to_string(),
                });
            }
            out.push_str(&text);
            if let Some(name) = line {
                out.push(' ');
                out.push_str(&paint(name, "2", l.color));
            }
            let trimmed = out.trim_end_matches(' ').len();
            out.truncate(trimmed);
            out.push('\n');
        }
        // The x axis: a tick under each deal labelled, the labels under their ticks.
        let axis_at = label_w + 2;
        let mut ticks: Vec<(usize, String)> = vec![];
        let mut free = 0;
        let deals: Vec<usize> = {
            let mut d: Vec<usize> = race.points.iter().map(|p| p.deal).collect();
            d.dedup();
            d
        };
        // The last deal is always labelled: drop the labels that would run into it.
        let last_col = x_of(last) / dx;
        let last_label = last.to_string();
        for &d in &deals {
            let col = x_of(d) / dx;
            let text = d.to_string();
            let start = col.saturating_sub(width(&text) / 2);
            let clear_of_last = d == last || start + width(&text) < last_col.saturating_sub(width(&last_label) / 2);
            if start >= free && clear_of_last {
                free = start + width(&text) + 1;
                ticks.push((col, text));
            }
        }
        let mut axis: Vec<char> = vec![if l.ascii { '-' } else { '─' }; plot_w];
        for (col, _) in &ticks {
            if let Some(c) = axis.get_mut(*col) {
                *c = if l.ascii { '+' } else { '┬' };
            }
        }
        let corner = if l.ascii { '+' } else { '└' };
        out.push_str(&format!("{} {corner}{}\n", " ".repeat(label_w), axis.iter().collect::<String>()));
        let mut under = " ".repeat(axis_at);
        for (col, text) in &ticks {
            let start = axis_at + col.saturating_sub(width(text) / 2);
            while width(&under) < start {
                under.push(' ');
            }
            under.push_str(text);
        }
        while width(&under) < axis_at + plot_w + 1 {
            under.push(' ');
        }
        under.push_str(&word);
        out.push_str(under.trim_end());
        out.push('\n');
        // The legend: each side's marker, name and total after the last row.
        let totals = race.points.last().map(|p| p.totals.clone()).unwrap_or_default();
        let mut legend = String::new();
        let mut legend_w = 0;
        for (s, name) in race.sides.iter().enumerate() {
            let key =
                if l.ascii { format!("{}{}", letter(s), STROKES[s % STROKES.len()]) } else { mark(s, false).into() };
            let total = amount(totals[s], race.decimals, l.ascii);
            let item_plain = format!("{key} {} {total}", l.plain(name));
            let item = format!("{} {} {total}", paint(&key, &color(s), l.color), l.plain(name));
            if legend_w > 0 && legend_w + 3 + width(&item_plain) > self.width {
                out.push_str(&legend);
                out.push('\n');
                legend.clear();
                legend_w = 0;
            }
            if legend_w > 0 {
                legend.push_str("   ");
                legend_w += 3;
            }
            legend.push_str(&item);
            legend_w += width(&item_plain);
        }
        out.push_str(&legend);
        out.push('\n');
        out
    }
}

/// A side's marker: its symbol, or its letter with `--ascii`.
fn mark(s: usize, ascii: bool) -> char {
    if ascii {
        letter(s)
    } else {
        MARKERS[s % MARKERS.len()]
    }
}

/// A side's colour as an ANSI code.
fn color(s: usize) -> String {
    COLORS[s % COLORS.len()].to_string()
}

/// `s` in the ANSI style `code` when colour is on.
fn paint(s: &str, code: &str, color: bool) -> String {
    if color {
        format!("\x1b[{code}m{s}\x1b[0m")
    } else {
        s.to_string()
    }
}

/// The dots of a straight segment from `a` to `b`, both ends included (Bresenham).
fn segment(a: (usize, usize), b: (usize, usize)) -> Vec<(usize, usize)> {
    let (mut x, mut y) = (a.0 as i64, a.1 as i64);
    let (x1, y1) = (b.0 as i64, b.1 as i64);
    let (dx, dy) = ((x1 - x).abs(), -(y1 - y).abs());
    let (sx, sy) = (if x < x1 { 1 } else { -1 }, if y < y1 { 1 } else { -1 });
    let mut err = dx + dy;
    let mut out = vec![];
    loop {
        out.push((x as usize, y as usize));
        if x == x1 && y == y1 {
            return out;
        }
        let e2 = 2 * err;
        if e2 >= dy {
            err += dy;
            x += sx;
        }
        if e2 <= dx {
            err += dx;
            y += sy;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_segment_has_both_ends_and_no_gaps() {
        let dots = segment((0, 7), (5, 0));
        assert_eq!(dots.first(), Some(&(0, 7)));
        assert_eq!(dots.last(), Some(&(5, 0)));
        assert!(dots.windows(2).all(|w| w[0].0.abs_diff(w[1].0) <= 1 && w[0].1.abs_diff(w[1].1) <= 1));
    }

    fn race() -> Race {
        let at = |deal, totals: &[i64]| RacePoint { deal, entry: deal, totals: totals.to_vec() };
        Race {
            sides: vec!["Аня".into(), "Борис".into()],
            points: vec![at(0, &[0, 0]), at(1, &[60, 20]), at(2, &[90, 160])],
            lines: vec![ScoreLine { value: 151, label: msg!("chart-line-belot-target") }],
            decimals: 0,
        }
    }

    #[test]
    fn colour_only_when_the_layout_asks_for_it() {
        let race = race();
        let chart = Chart { title: msg!("chart-axis-deals"), race: &race, width: 40, height: 6 };
        let plain = chart.render(&Layout::default());
        assert!(!plain.contains('\x1b'), "{plain}");
        let coloured = chart.render(&Layout { color: true, ..Layout::default() });
        assert!(coloured.contains("\x1b[34m") && coloured.contains("\x1b[31m"), "{coloured}");
        // The same picture once the escapes are gone.
        let mut stripped = String::new();
        let mut escape = false;
        for c in coloured.chars() {
            match (escape, c) {
                (_, '\x1b') => escape = true,
                (true, 'm') => escape = false,
                (true, _) => {}
                (false, c) => stripped.push(c),
            }
        }
        assert_eq!(stripped, plain);
    }

    #[test]
    fn every_line_fits_the_width_asked() {
        let race = race();
        for width in [30, 41, 72] {
            let chart = Chart { title: msg!("chart-axis-deals"), race: &race, width, height: 5 };
            let text = chart.render(&Layout::default());
            assert!(text.lines().all(|l| width_of(l) <= width), "{width}:\n{text}");
        }
    }

    fn width_of(s: &str) -> usize {
        super::width(s)
    }

    #[test]
    fn braille_bits_cover_the_eight_dots_once() {
        let all: u16 = (0..2).flat_map(|c| (0..4).map(move |r| u16::from(dot_bit(c, r)))).sum();
        assert_eq!(all, 0xff);
    }
}
