//! The score sheet as the table keeps it on paper: one row per deal, numbered as the table counts
//! deals; penalties and notes under the deal they follow; a voided entry struck out and named;
//! a column per player (or team) with the running total, the deal's points and its marks
//! (the legend under the sheet lists the marks used); the line drawn at the target; the total.
//!
//! The layout fits the width it is given. Wide: the deal's points beside each total. Narrow: the
//! points on a second line and names shortened. Compact: what was played on a line of its own
//! above the totals. A row is never wrapped.

use std::collections::{BTreeMap, BTreeSet};

use super::grid::{Align, Frame, Grid, GridRow, Style};
use super::sheet_view::{SheetCell, SheetLine, SheetView};
use super::text::{amount, center, pad_left, pad_right, signed, truncate, width, wrap};
use super::{places, what, Human, Layout, Place};
use crate::games::{MarkKind, Replay, Row, Scored};
use crate::i18n::Msg;
use crate::msg;

/// What the sheet says about a match beyond its replay: the title, and what each voided entry
/// was (by entry number; see [`super::voided`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Heading {
    pub title: Msg,
    pub voided: BTreeMap<usize, Scored>,
}

/// Which deals' notes are printed under the sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notes {
    None,
    /// The last deal or penalty in force: what `kozyr deal` just recorded.
    Last,
    All,
}

/// The sheet of a match, rendered when printed.
#[derive(Debug, Clone)]
pub struct Sheet<'a> {
    heading: Heading,
    replay: &'a Replay,
    notes: Notes,
}

/// The sheet of `replay` under `heading`, with the notes of the last deal.
pub fn sheet<'a>(heading: &Heading, replay: &'a Replay) -> Sheet<'a> {
    Sheet { heading: heading.clone(), replay, notes: Notes::Last }
}

impl Human for Sheet<'_> {
    fn text(&self, layout: &Layout) -> String {
        self.render(layout)
    }
}

/// The widths of one side's column, measured over every row.
struct Widths {
    marks: usize,
    annotation: usize,
    total: usize,
    delta: usize,
    narrow: usize,
    compact: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// The deal's points beside each total.
    Wide,
    /// The deal's points on a second line.
    Narrow,
    /// What was played on its own line; totals only.
    Compact,
}

/// A row of the sheet before it is laid out.
enum Body<'r> {
    Scored {
        scored: &'r Scored,
        penalty: bool,
    },
    /// Words only: a voided entry, a note.
    Words,
    /// The line drawn at the target total.
    Target(i64),
}

struct Item<'r> {
    label: String,
    what: String,
    body: Body<'r>,
    style: Style,
}

/// The pieces of one side's cell.
#[derive(Default)]
struct Parts {
    annotation: String,
    total: String,
    delta: String,
    marks: String,
}

impl<'a> Sheet<'a> {
    pub fn notes(mut self, notes: Notes) -> Sheet<'a> {
        self.notes = notes;
        self
    }

    pub fn render(&self, l: &Layout) -> String {
        self.with_bank(l, |s, l| s.render_sides(l))
    }

    /// `draw` of this sheet; in the banking games, of the sheet with the bank as one more column,
    /// after the players', laid out as theirs.
    fn with_bank<T>(&self, l: &Layout, draw: impl Fn(&Sheet<'_>, &Layout) -> T) -> T {
        match &self.replay.pool {
            Some(pool) => {
                let wide = with_pool_column(self.replay, l.say(&pool.heading), pool.amount);
                draw(&Sheet { heading: self.heading.clone(), replay: &wide, notes: self.notes }, l)
            }
            None => draw(self, l),
        }
    }

    fn render_sides(&self, l: &Layout) -> String {
        let places = places(self.replay);
        let mut lines = wrap(&l.say(&self.heading.title), l.width, 2);
        let items = self.items(l, &places);
        let table = self.table(&items, l);
        lines.extend(table);
        // Bridge's rubber and Chicago: the pad under the sheet (nothing for any other game).
        lines.extend(super::pad::pad(self.replay, l));
        lines.extend(self.legend(l));
        lines.extend(self.notes_lines(l, &places));
        if let Some((m, style)) = self.end() {
            for line in wrap(&l.say(&m), l.width, 2) {
                lines.push(paint(style, &line, l.color));
            }
        }
        let mut out = String::new();
        for line in lines {
            // Nothing may pass the edge: the last resort for a screen too narrow for any layout.
            let line = if !l.color && width(&line) > l.width { super::text::cut(&line, l.width) } else { line };
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }

    /// The closing line: the winner, or who deals next.
    fn end(&self) -> Option<(Msg, Style)> {
        match (self.replay.winner, &self.replay.next) {
            (Some(w), _) => Some((msg!("sheet-winner", side = self.replay.sides[w].as_str()), Style::Bold)),
            (None, Some(next)) => Some((msg!("sheet-next", next = next.clone()), Style::Plain)),
            (None, None) => None,
        }
    }

    /// The sheet as data for a page: the rows the terminal shows, with every cell's parts apart.
    pub fn view(&self, l: &Layout) -> SheetView {
        self.with_bank(l, |s, l| s.view_sides(l))
    }

    fn view_sides(&self, l: &Layout) -> SheetView {
        let places = places(self.replay);
        let n = self.replay.sides.len();
        let rows = self
            .items(l, &places)
            .into_iter()
            .map(|it| {
                let (target, cells) = match it.body {
                    Body::Target(t) => (Some(t), vec![]),
                    Body::Words => (None, vec![]),
                    Body::Scored { scored, penalty } => (
                        None,
                        (0..n)
                            .map(|s| {
                                let p = self.parts(scored, s, penalty, l);
                                SheetCell { annotation: p.annotation, total: p.total, delta: p.delta, marks: p.marks }
                            })
                            .collect(),
                    ),
                };
                SheetLine { label: it.label, what: it.what, style: it.style, target, cells }
            })
            .collect();
        SheetView {
            sides: self.replay.sides.iter().map(|s| l.plain(s)).collect(),
            rows,
            totals: self.replay.totals.iter().map(|&t| amount(t, self.replay.decimals, l.ascii)).collect(),
            legend: self.legend_pairs(l),
            end: self.end().map(|(m, _)| l.say(&m)),
        }
    }

    fn items(&self, l: &Layout, places: &[Place]) -> Vec<Item<'a>> {
        let replay = self.replay;
        let mut items = vec![];
        let mut crossed = false;
        if let Some(carried) = &replay.carried {
            // A new page of a long match: the earlier entries' totals, carried over.
            let body = Body::Scored { scored: carried, penalty: true };
            items.push(Item { label: String::new(), what: l.say(&carried.summary), body, style: Style::Dim });
        }
        for (row, place) in replay.rows.iter().zip(places) {
            if matches!(row.kind, "void" | "correct") {
                // An undo is not a line of the sheet: the entry it voided is struck out instead.
                // Nor is a correction: its place shows the corrected numbers, marked.
                continue;
            }
            let label = if place.numbered { place.deal.to_string() } else { String::new() };
            let in_force = row.voided_by.is_none() && matches!(row.kind, "deal" | "penalty");
            if let (Some(target), true) = (replay.target, in_force) {
                // The line a paper sheet draws at the target, above the first row that passes it.
                if !crossed && row.scored.totals.iter().any(|&t| t >= target) {
                    crossed = true;
                    items.push(Item {
                        label: String::new(),
                        what: String::new(),
                        body: Body::Target(target),
                        style: Style::Dim,
                    });
                }
            }
            let item = if let Some(by) = row.voided_by {
                let was = what(row, self.heading.voided.get(&row.number));
                let why = replay.rows.get(by.wrapping_sub(replay.first + 1)).and_then(|v| v.reason.as_deref());
                let said = match why {
                    Some(reason) => msg!("sheet-voided-why", what = was, reason = reason),
                    None => msg!("sheet-voided", what = was),
                };
                Item { label, what: l.say(&said), body: Body::Words, style: Style::Struck }
            } else if in_force {
                let body = Body::Scored { scored: &row.scored, penalty: row.kind == "penalty" };
                let said = match row.corrected_by {
                    Some(c) => {
                        let mark = if l.ascii { MarkKind::Corrected.ascii() } else { MarkKind::Corrected.symbol() };
                        msg!("sheet-corrected", what = what(row, None), mark = mark, entry = c)
                    }
                    None => what(row, None),
                };
                Item { label, what: l.say(&said), body, style: Style::Plain }
            } else {
                Item { label, what: l.say(&what(row, None)), body: Body::Words, style: Style::Plain }
            };
            items.push(item);
        }
        items
    }

    fn parts(&self, scored: &Scored, side: usize, penalty: bool, l: &Layout) -> Parts {
        let sides = self.replay.sides.len();
        let annotation = match scored.annotations.get(side) {
            Some(a) if scored.annotations.len() == sides => l.say(a),
            _ => String::new(),
        };
        let points = scored.scores.get(side).copied().unwrap_or(0);
        let delta = if penalty && points == 0 { String::new() } else { signed(points, l.ascii) };
        let marks: Vec<&str> = scored
            .marks
            .iter()
            .filter(|m| m.side == side)
            .map(|m| if l.ascii { m.kind.ascii() } else { m.kind.symbol() })
            .collect();
        Parts {
            annotation,
            total: amount(scored.totals.get(side).copied().unwrap_or(0), self.replay.decimals, l.ascii),
            delta,
            marks: marks.join(" "),
        }
    }

    /// Every side's cell lines for each item (`None` for items without numbers) and for the
    /// total row, in `mode`.
    #[allow(clippy::type_complexity)]
    fn cells(&self, items: &[Item], l: &Layout, mode: Mode) -> (Vec<Option<Vec<Vec<String>>>>, Vec<Vec<String>>) {
        let n = self.replay.sides.len();
        let parts: Vec<Option<Vec<Parts>>> = items
            .iter()
            .map(|it| match it.body {
                Body::Scored { scored, penalty } => Some((0..n).map(|s| self.parts(scored, s, penalty, l)).collect()),
                _ => None,
            })
            .collect();
        let totals: Vec<Parts> = self
            .replay
            .totals
            .iter()
            .map(|&t| Parts { total: amount(t, self.replay.decimals, l.ascii), ..Parts::default() })
            .collect();
        let all = || parts.iter().flatten().chain(std::iter::once(&totals));
        let max = |f: &dyn Fn(&Parts) -> usize, s: usize| all().map(|p| f(&p[s])).max().unwrap_or(0);
        let join = |a: &str, b: &str| match (a.is_empty(), b.is_empty()) {
            (true, _) => b.to_string(),
            (_, true) => a.to_string(),
            _ => format!("{a} {b}"),
        };
        let second = |p: &Parts| join(&p.annotation, &p.delta);
        let first = |p: &Parts| join(&p.annotation, &p.total);
        // Each column's widths, measured once over every row: measuring them again for each row
        // would make the sheet cost the square of its length.
        let widths: Vec<Widths> = (0..n)
            .map(|s| Widths {
                marks: max(&|p| width(&p.marks), s),
                annotation: max(&|p| width(&p.annotation), s),
                total: max(&|p| width(&p.total), s),
                delta: max(&|p| if p.delta.is_empty() { 0 } else { width(&p.delta) + 2 }, s),
                narrow: max(&|p| width(&p.total).max(width(&second(p))), s),
                compact: max(&|p| width(&first(p)), s),
            })
            .collect();
        let side_cells = |p: &[Parts], is_total: bool| -> Vec<Vec<String>> {
            (0..n)
                .map(|s| {
                    let q = &p[s];
                    let w = &widths[s];
                    let with_marks = |core: String, marks: &str| {
                        if w.marks == 0 {
                            core
                        } else {
                            format!("{core} {}", pad_right(marks, w.marks))
                        }
                    };
                    match mode {
                        Mode::Wide => {
                            let mut core = String::new();
                            if w.annotation > 0 {
                                core = pad_left(&q.annotation, w.annotation) + " ";
                            }
                            core.push_str(&pad_left(&q.total, w.total));
                            if w.delta > 0 {
                                let d = if q.delta.is_empty() { String::new() } else { format!("({})", q.delta) };
                                core = format!("{core} {}", pad_left(&d, w.delta));
                            }
                            vec![with_marks(core, &q.marks)]
                        }
                        Mode::Narrow => {
                            let mut lines = vec![with_marks(pad_left(&q.total, w.narrow), &q.marks)];
                            if !is_total {
                                lines.push(with_marks(pad_left(&second(q), w.narrow), ""));
                            }
                            lines
                        }
                        Mode::Compact => vec![with_marks(pad_left(&first(q), w.compact), &q.marks)],
                    }
                })
                .collect()
        };
        let rows = parts.iter().map(|p| p.as_deref().map(|p| side_cells(p, false))).collect();
        (rows, side_cells(&totals, true))
    }

    /// The table in the first layout that fits the width.
    fn table(&self, items: &[Item], l: &Layout) -> Vec<String> {
        let sides = &self.replay.sides;
        let short = abbreviations(sides);
        let mut tries: Vec<(Mode, &[String], usize)> = vec![(Mode::Wide, sides, 20), (Mode::Narrow, sides, 12)];
        // Names cut to fewer than three letters, or what was played to a stub, read worse than the
        // compact layout, which keeps both.
        tries.extend(
            short.iter().filter(|a| a.iter().all(|n| n.chars().count() >= 3)).map(|a| (Mode::Narrow, a.as_slice(), 14)),
        );
        tries.push((Mode::Compact, sides, 0));
        tries.extend(short.iter().map(|a| (Mode::Compact, a.as_slice(), 0)));
        for (mode, names, least) in tries {
            if let Some(lines) = self.layout(items, l, mode, names, least, false) {
                return lines;
            }
        }
        let names = short.last().map_or(sides.as_slice(), Vec::as_slice);
        self.layout(items, &Layout { color: false, ..*l }, Mode::Compact, names, 0, true).unwrap_or_default()
    }

    /// The table in `mode` with these column names, if it fits (or always, when `force`d) with
    /// at least `least` columns for what was played.
    fn layout(
        &self,
        items: &[Item],
        l: &Layout,
        mode: Mode,
        names: &[String],
        least: usize,
        force: bool,
    ) -> Option<Vec<String>> {
        let h = if l.ascii { "-" } else { "─" };
        let (cells, total_cells) = self.cells(items, l, mode);
        let names: Vec<String> = names.iter().map(|n| l.plain(n)).collect();
        let side_w: Vec<usize> = (0..names.len())
            .map(|s| {
                let lines = cells.iter().flatten().chain(std::iter::once(&total_cells)).flat_map(|c| c[s].iter());
                lines.map(|x| width(x)).chain(std::iter::once(width(&names[s]))).max().unwrap_or(0)
            })
            .collect();
        // A name stands centred over its column, as on the paper sheet.
        let names: Vec<String> = names.iter().zip(&side_w).map(|(n, &w)| center(n, w)).collect();
        let total_word = l.say(&msg!("sheet-total"));
        let label_w = items.iter().map(|i| width(&i.label)).max().unwrap_or(0);
        // The target line: "─── 151 ───" filling `w` columns (its natural width when `w` is 0).
        let target = |t: i64, w: usize| {
            let core = format!("{} {t} ", h.repeat(3));
            let w = if w == 0 { width(&core) + 3 } else { w };
            let core = if width(&core) + 3 <= w { core } else { t.to_string() };
            format!("{core}{}", h.repeat(w.saturating_sub(width(&core))))
        };
        let mut rows = vec![];
        let grid = match mode {
            Mode::Wide | Mode::Narrow => {
                let hash = l.say(&msg!("sheet-col-number"));
                let label_w = label_w.max(width(&hash));
                let head_what = l.say(&msg!("sheet-col-deal"));
                let natural = items
                    .iter()
                    .map(|i| match i.body {
                        Body::Target(t) => width(&target(t, 0)),
                        _ => width(&i.what),
                    })
                    .chain([width(&head_what), width(&total_word)])
                    .max()
                    .unwrap_or(0);
                let rest = Grid::overhead(names.len() + 2, Frame::Boxed) + label_w + side_w.iter().sum::<usize>();
                let room = l.width.saturating_sub(rest);
                if room < natural.min(least).max(1) && !force {
                    return None;
                }
                let what_w = natural.min(room).max(1);
                for (item, c) in items.iter().zip(&cells) {
                    let mut line = vec![vec![item.label.clone()], vec![truncate(&item.what, what_w, l.ascii)]];
                    match (&item.body, c) {
                        (Body::Target(t), _) => {
                            line = vec![vec![h.repeat(label_w)], vec![target(*t, what_w)]];
                            line.extend(side_w.iter().map(|&w| vec![h.repeat(w)]));
                        }
                        (_, Some(c)) => line.extend(c.iter().cloned()),
                        (_, None) => line.extend(names.iter().map(|_| vec![])),
                    }
                    rows.push(GridRow::Cells { cells: line, style: item.style });
                }
                rows.push(GridRow::Rule);
                let mut total = vec![vec![], vec![total_word]];
                total.extend(total_cells);
                rows.push(GridRow::Cells { cells: total, style: Style::Bold });
                let mut aligns = vec![Align::Right, Align::Left];
                aligns.extend(names.iter().map(|_| Align::Right));
                let mut header = vec![hash, head_what];
                header.extend(names);
                let mut widths = vec![label_w, what_w];
                widths.extend(side_w);
                (Grid { aligns, header, rows, frame: Frame::Boxed }, widths)
            }
            Mode::Compact => {
                // The totals stand under what was played when there is room, two spaces apart
                // when there is room for that.
                let sum = side_w.iter().sum::<usize>();
                let under = if label_w > 0 { label_w + 1 } else { 0 };
                let frames = [(2, under), (1, under), (2, 0), (1, 0)];
                let fits = frames
                    .iter()
                    .map(|&(gap, indent)| Frame::Bare { gap, indent, span: l.width })
                    .find(|&f| sum + Grid::overhead(names.len(), f) <= l.width);
                let frame = match fits {
                    Some(f) => f,
                    None if force => Frame::Bare { gap: 1, indent: 0, span: l.width },
                    None => return None,
                };
                let table_w = sum + Grid::overhead(names.len(), frame);
                let span_w = l.width.max(table_w);
                for (item, c) in items.iter().zip(&cells) {
                    let text = match item.body {
                        Body::Target(t) => target(t, table_w),
                        _ => truncate(&format!("{} {}", pad_left(&item.label, label_w), item.what), span_w, l.ascii),
                    };
                    rows.push(GridRow::Span { text, style: item.style });
                    if let Some(c) = c {
                        rows.push(GridRow::Cells { cells: c.clone(), style: Style::Plain });
                    }
                }
                rows.push(GridRow::Rule);
                rows.push(GridRow::Cells { cells: total_cells, style: Style::Bold });
                let aligns = names.iter().map(|_| Align::Right).collect();
                (Grid { aligns, header: names, rows, frame }, side_w)
            }
        };
        let (grid, widths) = grid;
        Some(grid.render(&widths, l.ascii, l.color))
    }

    /// One line for each mark used in a deal in force, in the registry's order.
    fn legend(&self, l: &Layout) -> Vec<String> {
        let mut lines = vec![];
        for (symbol, meaning) in self.legend_pairs(l) {
            lines.extend(wrap(&format!("{symbol} {meaning}"), l.width, width(&symbol) + 1));
        }
        lines
    }

    /// Each mark used in a deal in force, in the registry's order: as printed, and what it means.
    fn legend_pairs(&self, l: &Layout) -> Vec<(String, String)> {
        let in_force = self.replay.rows.iter().filter(|r| r.voided_by.is_none());
        let mut used: BTreeSet<MarkKind> =
            in_force.clone().flat_map(|r| r.scored.marks.iter().map(|m| m.kind)).collect();
        if in_force.clone().any(|r| r.corrected_by.is_some()) {
            used.insert(MarkKind::Corrected);
        }
        MarkKind::ALL
            .iter()
            .filter(|k| used.contains(k))
            .map(|kind| {
                let symbol = if l.ascii { kind.ascii() } else { kind.symbol() };
                (symbol.to_string(), l.say(&kind.legend()))
            })
            .collect()
    }

    fn notes_lines(&self, l: &Layout, places: &[Place]) -> Vec<String> {
        let rows: Vec<(&Row, &Place)> = self.replay.rows.iter().zip(places).collect();
        let first = self.replay.first;
        let in_force = |r: &Row| r.voided_by.is_none() && matches!(r.kind, "deal" | "penalty" | "correct");
        let chosen: Vec<(&Row, &Place)> = match self.notes {
            Notes::None => vec![],
            Notes::Last => {
                let last = rows.iter().rev().find(|(r, _)| in_force(r)).copied();
                // A correction just recorded: what it says, then its place's notes.
                let place =
                    last.and_then(|(r, _)| r.corrects).and_then(|t| rows.get(t.wrapping_sub(first + 1))).copied();
                last.into_iter().chain(place).collect()
            }
            Notes::All => rows.iter().filter(|(r, _)| in_force(r) || r.kind == "note").copied().collect(),
        };
        let mut lines = vec![];
        for (row, place) in chosen {
            if let Some(t) = row.corrects {
                // Under the number of the deal it corrects.
                let place = places.get(t.wrapping_sub(1)).copied().unwrap_or(*place);
                let kind = rows.get(t.wrapping_sub(first + 1)).map_or("deal", |(r, _)| r.kind);
                let said = msg!("sheet-correction-note", kind = kind, entry = row.number);
                let said = match &row.reason {
                    Some(reason) => msg!("row-with-reason", what = said, reason = reason.as_str()),
                    None => said,
                };
                let line = l.say(&msg!("sheet-note", deal = place.deal, text = said));
                lines.extend(wrap(&format!("  {line}"), l.width, 4));
                continue;
            }
            let mut texts: Vec<Msg> = row.scored.notes.clone();
            if let Some(t) = &row.note {
                texts.push(msg!("sheet-note-entry", text = t.as_str()));
            }
            for text in texts {
                let line = l.say(&msg!("sheet-note", deal = place.deal, text = text));
                lines.extend(wrap(&format!("  {line}"), l.width, 4));
            }
        }
        lines
    }
}

/// `replay` with the money that belongs to no side as one more side named `heading`: each row's
/// change and amount ([`Scored::pool`]; a row without one leaves the amount as it stood), the
/// carried-over line's amount, and `amount` as the total.
fn with_pool_column(replay: &Replay, heading: String, amount: i64) -> Replay {
    let mut wide = replay.clone();
    let changed: i64 =
        replay.rows.iter().filter(|r| r.voided_by.is_none()).filter_map(|r| r.scored.pool).map(|p| p.change).sum();
    let mut running = amount - changed;
    let sides = replay.sides.len();
    let widen = |scored: &mut Scored, change: i64, amount: i64| {
        scored.scores.push(change);
        scored.totals.push(amount);
        if scored.annotations.len() == sides {
            scored.annotations.push(Msg::default());
        }
    };
    if let Some(carried) = &mut wide.carried {
        widen(carried, 0, running);
    }
    for row in &mut wide.rows {
        match row.scored.pool {
            Some(p) if row.voided_by.is_none() => {
                running = p.amount;
                widen(&mut row.scored, p.change, p.amount);
            }
            _ => widen(&mut row.scored, 0, running),
        }
    }
    wide.sides.push(heading);
    wide.totals.push(amount);
    wide
}

fn paint(style: Style, s: &str, color: bool) -> String {
    match style {
        Style::Bold if color => format!("\x1b[1m{s}\x1b[0m"),
        _ => s.to_string(),
    }
}

/// Shorter forms of the names, longest first, each set still telling every name apart.
fn abbreviations(names: &[String]) -> Vec<Vec<String>> {
    let longest = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    let mut out: Vec<Vec<String>> = vec![];
    for k in (1..longest).rev() {
        let short: Vec<String> =
            names.iter().map(|n| n.chars().take(k).collect::<String>().trim_end().into()).collect();
        let distinct: BTreeSet<&String> = short.iter().collect();
        if distinct.len() == short.len() && out.last() != Some(&short) {
            out.push(short);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_shorten_while_they_stay_apart() {
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let short = abbreviations(&names(&["Аня", "Борис", "Вера"]));
        assert_eq!(short.first(), Some(&names(&["Аня", "Бори", "Вера"])));
        assert_eq!(short.last(), Some(&names(&["А", "Б", "В"])));
        let short = abbreviations(&names(&["Аня", "Борис", "Бориска"]));
        assert_eq!(short, [names(&["Аня", "Борис", "Бориск"])]);
    }

    use crate::games::{Mark, Replay, Row};
    use crate::i18n::Lang;

    fn scored(scores: [i64; 2], totals: [i64; 2], annotated: bool) -> Scored {
        Scored {
            scores: scores.to_vec(),
            totals: totals.to_vec(),
            marks: vec![Mark::new(1, MarkKind::Contra)],
            annotations: if annotated {
                vec![msg!("sheet-note-entry", text = "1/1"), msg!("sheet-note-entry", text = "0/2")]
            } else {
                vec![]
            },
            summary: msg!("sheet-kind-deal"),
            ..Scored::default()
        }
    }

    fn replay(annotated: bool) -> Replay {
        let row = |number, kind, scored, voided_by| Row {
            number,
            kind,
            voids: None,
            voided_by,
            note: None,
            corrects: None,
            corrected_by: None,
            keeps_place: false,
            reason: None,
            scored,
        };
        Replay {
            game: "test",
            sides: vec!["Аня".into(), "Борис".into()],
            rows: vec![
                row(1, "deal", scored([12, -20], [12, -20], annotated), None),
                row(2, "deal", Scored { scores: vec![0, 0], totals: vec![12, -20], ..Scored::default() }, Some(3)),
                Row { voids: Some(2), ..row(3, "void", Scored::default(), None) },
                row(4, "deal", scored([10, 30], [22, 10], annotated), None),
            ],
            totals: vec![22, 10],
            winner: None,
            finished: false,
            next: None,
            target: None,
            lowest_wins: false,
            first: 0,
            deals_before: 0,
            carried: None,
            extra: serde_json::Map::new(),
            pool: None,
            decimals: 0,
            figures: None,
        }
    }

    fn heading() -> Heading {
        Heading { title: msg!("sheet-kind-deal"), voided: BTreeMap::new() }
    }

    #[test]
    fn annotations_stand_beside_the_number_in_every_layout() {
        let r = replay(true);
        let at = |width| sheet(&heading(), &r).render(&Layout { width, ..Layout::default() });
        let wide = at(120);
        assert!(wide.contains("note: 1/1 12 (+12)"), "{wide}");
        let narrow = at(60);
        assert!(narrow.contains("note: 1/1 +12") && !narrow.contains("(+12)"), "{narrow}");
        let compact = at(30);
        assert!(compact.contains("note: 1/1 12"), "{compact}");
        for (w, text) in [(120, wide), (60, narrow), (30, compact)] {
            assert!(text.lines().all(|l| width(l) <= w), "{text}");
        }
    }

    #[test]
    fn a_voided_deal_without_its_record_is_still_named_and_the_undo_is_no_line() {
        let text = sheet(&heading(), &replay(false)).render(&Layout::default());
        assert!(text.contains("deal — voided"), "{text}");
        assert!(!text.contains("undo"), "{text}");
        let numbered: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split('┆').next())
            .map(|c| c.trim_start_matches('│').trim())
            .filter(|c| !c.is_empty() && c.chars().all(|x| x.is_ascii_digit()))
            .collect();
        assert_eq!(numbered, ["1", "2"], "{text}");
    }

    #[test]
    fn colour_is_only_there_when_asked_and_takes_no_room() {
        let r = replay(false);
        let plain = sheet(&heading(), &r).render(&Layout { width: 60, ..Layout::default() });
        assert!(!plain.contains('\x1b'));
        let l = Layout { width: 60, color: true, lang: Lang::Ru, ascii: false };
        let coloured = sheet(&heading(), &r).render(&l);
        assert!(coloured.contains("\x1b[2;9m"), "the voided deal is struck: {coloured}");
        assert!(coloured.contains("\x1b[1m"), "{coloured}");
        let strip = |s: &str| {
            let mut out = String::new();
            let mut esc = false;
            for c in s.chars() {
                match (esc, c) {
                    (_, '\x1b') => esc = true,
                    (true, 'm') => esc = false,
                    (true, _) => {}
                    (false, c) => out.push(c),
                }
            }
            out
        };
        assert!(coloured.lines().all(|line| width(&strip(line)) <= 60), "{coloured}");
    }

    #[test]
    fn ascii_has_no_box_drawing_minus_sign_or_marks() {
        let text = sheet(&heading(), &replay(true)).render(&Layout { ascii: true, ..Layout::default() });
        let text = text.replace("Аня", "A").replace("Борис", "B");
        assert!(text.is_ascii(), "{text}");
        assert!(text.contains("-20") && text.contains("x2"), "{text}");
    }
}
