//! A match as one document to keep or send (`kozyr export --format md|html`): the title, the sheet
//! in the table's layout with its marks and their legend, the standing, the score race and every
//! deal explained. Markdown for a chat; HTML as one self-contained page that prints on A4.

use super::chart::{Chart, Race};
use super::grid::Style;
use super::html::{escape, page};
use super::pad::Pad;
use super::sheet_view::{SheetCell, SheetView};
use super::text::{amount, num};
use super::{places, sheet, Heading, Layout, Notes};
use crate::games::{MarkKind, Replay};
use crate::msg;

/// The terminal chart's size in the Markdown: columns and plot rows.
const CHART_TEXT: (usize, usize) = (72, 16);

/// A table of its own to print: headings, rows, and which columns hold numbers (set right).
#[derive(Debug, Clone, PartialEq)]
pub struct Ranking {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub right: Vec<bool>,
}

/// The document of one match, every word already in the reader's language.
#[derive(Debug, Clone, PartialEq)]
pub struct Printout {
    pub title: String,
    /// The line under the title: when the match started, its deals, whether it is over.
    pub meta: String,
    pub finished: bool,
    pub sheet: SheetView,
    /// Bridge's rubber and Chicago: the score pad under the sheet, as the table keeps it.
    pub pad: Option<Pad>,
    /// Each side and its total, best first; a side level with the one before shares its place.
    pub standing: Vec<(usize, String, String)>,
    /// A bridge club session's ranking, printed instead of the standing: its totals are the
    /// pairs' matchpoints or IMPs, not points the sheet adds up.
    pub ranking: Option<Ranking>,
    /// The score race as the terminal draws it (plain, no colour) and as an SVG picture.
    pub chart_text: String,
    pub chart_svg: String,
    /// Each deal's explanation as `kozyr explain` prints it: a heading line, then lines indented
    /// two spaces a level.
    pub explanations: Vec<String>,
}

impl Printout {
    /// The document of `replay` under `heading`; `started` is the match's first day
    /// (`YYYY-MM-DD`), `explanations` every deal's, in order. `Err` carries what the chart's
    /// plotting reported.
    pub fn new(
        heading: &Heading,
        replay: &Replay,
        started: &str,
        race: &Race,
        explanations: Vec<String>,
        l: &Layout,
    ) -> Result<Printout, String> {
        let deals = places(replay).iter().filter(|p| p.numbered).count() + replay.deals_before;
        let state = if replay.finished { msg!("export-doc-finished") } else { msg!("export-doc-open") };
        let meta = [msg!("export-doc-started", date = started), msg!("export-doc-deals", deals = deals), state]
            .iter()
            .map(|m| l.say(m))
            .collect::<Vec<_>>()
            .join(" · ");
        let mut order: Vec<usize> = (0..replay.sides.len()).collect();
        order.sort_by_key(|&s| if replay.lowest_wins { replay.totals[s] } else { -replay.totals[s] });
        let mut standing: Vec<(usize, String, String)> = vec![];
        for (i, &s) in order.iter().enumerate() {
            let level = i > 0 && replay.totals[order[i - 1]] == replay.totals[s];
            let place = if level { standing[i - 1].0 } else { i + 1 };
            standing.push((place, l.plain(&replay.sides[s]), amount(replay.totals[s], replay.decimals, l.ascii)));
        }
        let flat = Layout { color: false, width: CHART_TEXT.0, ..*l };
        let chart = Chart { title: heading.title.clone(), race, width: CHART_TEXT.0, height: CHART_TEXT.1 };
        let chart_text = if race.is_empty() { String::new() } else { chart.render(&flat) };
        let chart_svg = if race.is_empty() { String::new() } else { super::svg(race, &heading.title, l)? };
        Ok(Printout {
            title: l.say(&heading.title),
            meta,
            finished: replay.finished,
            sheet: sheet(heading, replay).notes(Notes::None).view(l),
            pad: Pad::of(replay),
            standing,
            ranking: None,
            chart_text,
            chart_svg,
            explanations,
        })
    }

    /// The document with `ranking` printed in place of the standing.
    pub fn with_ranking(self, ranking: Option<Ranking>) -> Printout {
        Printout { ranking, ..self }
    }

    fn standing_heading(&self, l: &Layout) -> String {
        let finished = if self.finished { "yes" } else { "no" };
        match self.ranking {
            Some(_) => l.say(&msg!("export-doc-ranking", finished = finished)),
            None => l.say(&msg!("export-doc-standing", finished = finished)),
        }
    }

    /// The document as Markdown: headings, the sheet as a table, lists, the chart in a code block.
    pub fn markdown(&self, l: &Layout) -> String {
        let say = |key: &str| l.say(&crate::i18n::Msg::new(key.to_string(), vec![]));
        let mut out = format!("# {}\n\n{}\n\n## {}\n\n", md(&self.title), md(&self.meta), md(&say("export-doc-sheet")));
        let v = &self.sheet;
        let row = |cells: Vec<String>| format!("| {} |\n", cells.join(" | "));
        let mut head = vec![md(&say("sheet-col-number")), md(&say("sheet-col-deal"))];
        head.extend(v.sides.iter().map(|s| md(s)));
        out.push_str(&row(head));
        out.push_str(&format!("|--:|---|{}\n", "--:|".repeat(v.sides.len())));
        for line in &v.rows {
            let what = match (line.target, line.style) {
                (Some(t), _) => format!("*{}*", md(&rule(t, l))),
                (None, Style::Struck) if !line.what.is_empty() => format!("~~{}~~", md(&line.what)),
                (None, Style::Dim) if !line.what.is_empty() => format!("*{}*", md(&line.what)),
                _ => md(&line.what),
            };
            let mut cells = vec![md(&line.label), what];
            cells.extend((0..v.sides.len()).map(|s| line.cells.get(s).map_or_else(String::new, |c| md(&cell_text(c)))));
            out.push_str(&row(cells));
        }
        let mut total = vec![String::new(), format!("**{}**", md(&say("sheet-total")))];
        total.extend(v.totals.iter().map(|t| format!("**{}**", md(t))));
        out.push_str(&row(total));
        if let Some(end) = &v.end {
            out.push_str(&format!("\n**{}**\n", md(end)));
        }
        if let Some(pad) = &self.pad {
            // The pad as the table draws it, lines and all: a code block keeps its columns.
            let flat = Layout { color: false, ..*l };
            let lines: Vec<String> = pad.lines(&flat).into_iter().skip_while(String::is_empty).collect();
            out.push_str(&format!("\n## {}\n\n```text\n{}\n```\n", md(&say("export-doc-pad")), lines.join("\n")));
        }
        if !v.legend.is_empty() {
            out.push_str(&format!("\n## {}\n\n", md(&say("export-doc-legend"))));
            for (symbol, meaning) in &v.legend {
                out.push_str(&format!("- `{symbol}` {}\n", spans(meaning, md, |c| format!("`{c}`"))));
            }
        }
        out.push_str(&format!("\n## {}\n\n", md(&self.standing_heading(l))));
        match &self.ranking {
            Some(r) => {
                out.push_str(&row(r.header.iter().map(|h| md(h)).collect()));
                let align: String = r.right.iter().map(|&right| if right { "--:|" } else { "---|" }).collect();
                out.push_str(&format!("|{align}\n"));
                for cells in &r.rows {
                    out.push_str(&row(cells.iter().map(|c| md(c)).collect()));
                }
            }
            None => {
                for (place, side, total) in &self.standing {
                    out.push_str(&format!("{place}. {} — {}\n", md(side), md(total)));
                }
            }
        }
        if !self.chart_text.is_empty() {
            out.push_str(&format!("\n## {}\n\n```text\n{}```\n", md(&say("export-doc-chart")), self.chart_text));
        }
        if !self.explanations.is_empty() {
            out.push_str(&format!("\n## {}\n", md(&say("export-doc-explain"))));
            for text in &self.explanations {
                out.push('\n');
                for (i, (level, line)) in levels(text).enumerate() {
                    match (i, level) {
                        (0, _) => out.push_str(&format!("**{}**\n\n", md(line))),
                        // A part of its own (a corrected deal's versions): a paragraph, a list under it.
                        (_, 0) => out.push_str(&format!("\n{}\n\n", md(line))),
                        (_, n) => out.push_str(&format!("{}- {}\n", "  ".repeat(n - 1), md(line))),
                    }
                }
            }
        }
        out
    }

    /// The document as one HTML page: inline style and SVG, no script, nothing fetched.
    pub fn html(&self, l: &Layout) -> String {
        let say = |key: &str| escape(&l.say(&crate::i18n::Msg::new(key.to_string(), vec![])));
        let v = &self.sheet;
        let n = v.sides.len();
        let mut b = format!("<p class=\"meta\">{}</p>\n", escape(&self.meta));
        b.push_str(&format!("<h2>{}</h2>\n<table class=\"sheet\">\n<thead><tr>", say("export-doc-sheet")));
        b.push_str(&format!("<th class=\"n\">{}</th><th>{}</th>", say("sheet-col-number"), say("sheet-col-deal")));
        for s in &v.sides {
            b.push_str(&format!("<th class=\"n\">{}</th>", escape(s)));
        }
        b.push_str("</tr></thead>\n<tbody>\n");
        for line in &v.rows {
            if let Some(t) = line.target {
                b.push_str(&format!(
                    "<tr class=\"target\"><td></td><td colspan=\"{}\">{}</td></tr>\n",
                    n + 1,
                    escape(&rule(t, l))
                ));
                continue;
            }
            let class = match line.style {
                Style::Struck => " class=\"struck\"",
                Style::Dim => " class=\"dim\"",
                _ => "",
            };
            let what = match line.style {
                Style::Struck => format!("<s>{}</s>", escape(&line.what)),
                _ => escape(&line.what),
            };
            b.push_str(&format!("<tr{class}><td class=\"n\">{}</td><td>{what}</td>", escape(&line.label)));
            for s in 0..n {
                b.push_str(&format!("<td class=\"n\">{}</td>", line.cells.get(s).map(cell_html).unwrap_or_default()));
            }
            b.push_str("</tr>\n");
        }
        b.push_str(&format!("</tbody>\n<tfoot><tr><td></td><th>{}</th>", say("sheet-total")));
        for t in &v.totals {
            b.push_str(&format!("<th class=\"n\">{}</th>", escape(t)));
        }
        b.push_str("</tr></tfoot>\n</table>\n");
        if let Some(end) = &v.end {
            b.push_str(&format!("<p class=\"end\">{}</p>\n", escape(end)));
        }
        if let Some(pad) = &self.pad {
            b.push_str(&format!("<h2>{}</h2>\n{}", say("export-doc-pad"), pad.html(l)));
        }
        if !v.legend.is_empty() {
            b.push_str(&format!("<h2>{}</h2>\n<ul class=\"legend\">\n", say("export-doc-legend")));
            for (symbol, meaning) in &v.legend {
                b.push_str(&format!(
                    "<li><span class=\"m\">{}</span> {}</li>\n",
                    marks_html(symbol),
                    spans(meaning, escape, |c| format!("<code>{}</code>", escape(c)))
                ));
            }
            b.push_str("</ul>\n");
        }
        b.push_str(&format!("<h2>{}</h2>\n<table class=\"standing\">\n", escape(&self.standing_heading(l))));
        match &self.ranking {
            Some(r) => {
                let class = |i: usize| if r.right.get(i).copied().unwrap_or(false) { " class=\"n\"" } else { "" };
                b.push_str("<thead><tr>");
                for (i, h) in r.header.iter().enumerate() {
                    b.push_str(&format!("<th{}>{}</th>", class(i), escape(h)));
                }
                b.push_str("</tr></thead>\n<tbody>\n");
                for cells in &r.rows {
                    b.push_str("<tr>");
                    for (i, c) in cells.iter().enumerate() {
                        b.push_str(&format!("<td{}>{}</td>", class(i), escape(c)));
                    }
                    b.push_str("</tr>\n");
                }
            }
            None => {
                b.push_str("<tbody>\n");
                for (place, side, total) in &self.standing {
                    b.push_str(&format!(
                        "<tr><td class=\"n\">{place}</td><td>{}</td><td class=\"n\">{}</td></tr>\n",
                        escape(side),
                        escape(total)
                    ));
                }
            }
        }
        b.push_str("</tbody>\n</table>\n");
        if let Some(at) = self.chart_svg.find("<svg") {
            // The picture inline, without its XML declaration: the page's one file holds it.
            b.push_str(&format!(
                "<h2>{}</h2>\n<figure class=\"chart\">\n{}</figure>\n",
                say("export-doc-chart"),
                &self.chart_svg[at..]
            ));
        }
        if !self.explanations.is_empty() {
            b.push_str(&format!("<h2>{}</h2>\n", say("export-doc-explain")));
            for text in &self.explanations {
                b.push_str("<section class=\"deal\">\n");
                for (i, (level, line)) in levels(text).enumerate() {
                    match i {
                        0 => b.push_str(&format!("<h3>{}</h3>\n", escape(line))),
                        _ => b.push_str(&format!("<p class=\"l{}\">{}</p>\n", level.min(4), escape(line))),
                    }
                }
                b.push_str("</section>\n");
            }
        }
        page(l.lang.catalogue(), &self.title, STYLE, &b)
    }
}

/// The page's own rules after the shared ones: the sheet's struck, dimmed and target rows, the
/// marks, the chart scaled to the page, an explanation never split between pages, and bridge's pad
/// with its line, a line under each game and a double rule over the total.
const STYLE: &str = ".meta{color:#444}table.sheet td,table.sheet th{padding:.15em .45em}\
tr.struck td{color:#777}tr.dim td{color:#666;font-style:italic}\
tr.target td{border-top:2px dashed #555;color:#555;font-size:.85em;text-align:center}\
td small{color:#555}.m{color:#a33;white-space:nowrap}.end{font-weight:bold}\
table.standing{width:auto;min-width:40%}ul.legend{list-style:none;padding:0}\
figure.chart{margin:1em 0;break-inside:avoid}figure.chart svg{width:100%;height:auto}\
section.deal{break-inside:avoid;margin:.5em 0 .8em}section.deal h3{font-size:1em;margin:.2em 0}\
section.deal p{margin:.1em 0}.l1{padding-left:1.2em}.l2{padding-left:2.4em}.l3{padding-left:3.6em}\
.l4{padding-left:4.8em}\
table.pad{width:auto;min-width:40%;margin:.6em 0 1em;break-inside:avoid}\
table.pad td,table.pad th{border:none;background:none;padding:.1em 1.2em}\
table.pad caption{text-align:left;font-weight:bold;padding:.2em 0}table.pad thead th{border-bottom:1px solid #999}\
table.pad tbody.below{border-top:2px solid #000}table.pad tr.game td{border-bottom:1px solid #000}\
table.pad td+td,table.pad th+th{border-left:1px solid #000}table.pad tfoot td{border-top:3px double #000;font-weight:bold}";

/// The line a paper sheet draws at the target: `─── 1000 ───`.
fn rule(target: i64, l: &Layout) -> String {
    let h = if l.ascii { "---" } else { "───" };
    format!("{h} {} {h}", num(target, l.ascii))
}

/// A cell as one line of text: `bid 120 (+120) 🛢`.
fn cell_text(c: &SheetCell) -> String {
    let delta = if c.delta.is_empty() { String::new() } else { format!("({})", c.delta) };
    [c.annotation.as_str(), c.total.as_str(), delta.as_str(), c.marks.as_str()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn cell_html(c: &SheetCell) -> String {
    let mut parts = vec![];
    if !c.annotation.is_empty() {
        parts.push(format!("<small>{}</small>", escape(&c.annotation)));
    }
    parts.push(escape(&c.total));
    if !c.delta.is_empty() {
        parts.push(format!("<small>({})</small>", escape(&c.delta)));
    }
    if !c.marks.is_empty() {
        parts.push(format!("<span class=\"m\">{}</span>", marks_html(&c.marks)));
    }
    parts.join(" ")
}

/// The barrel mark drawn for the page: a barrel with two hoops, the height of a letter. The sign
/// 🛢 is an emoji, which a printer or a browser without an emoji font draws as an empty box.
const BARREL_SVG: &str = "<svg class=\"mark\" viewBox=\"0 0 10 12\" width=\"0.85em\" height=\"1em\" \
role=\"img\"><title>🛢</title><path d=\"M2 .5h6q2 5.5 0 11H2Q0 6 2 .5z\" fill=\"#9a6a3a\" stroke=\"#3b2a1a\" \
stroke-width=\".8\"/><path d=\"M.9 3.6h8.2M.9 8.4h8.2\" stroke=\"#3b2a1a\" stroke-width=\"1.1\"/></svg>";

/// Marks as the page prints them: escaped, the barrel drawn ([`BARREL_SVG`]).
fn marks_html(marks: &str) -> String {
    escape(marks).replace(MarkKind::Barrel.symbol(), BARREL_SVG)
}

/// The lines of an explanation with their level: two spaces of indent a level.
fn levels(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().filter(|s| !s.trim().is_empty()).map(|s| {
        let trimmed = s.trim_start();
        ((s.len() - trimmed.len()) / 2, trimmed)
    })
}

/// A catalogue's text with its code spans (`` `kozyr explain` ``, as a terminal shows them) written
/// for a page: the text between by `text`, each span's inside by `code` — no backtick is left to
/// show as a sign. A backtick without its pair is text.
fn spans(s: &str, text: impl Fn(&str) -> String, code: impl Fn(&str) -> String) -> String {
    let pieces: Vec<&str> = s.split('`').collect();
    let mut out = String::new();
    for (i, piece) in pieces.iter().enumerate() {
        let paired = i % 2 == 1 && i + 1 < pieces.len();
        if paired {
            out.push_str(&code(piece));
        } else if i % 2 == 1 {
            out.push_str(&text(&format!("`{piece}")));
        } else {
            out.push_str(&text(piece));
        }
    }
    out
}

/// Text for Markdown: every sign that could start markup escaped, line breaks made spaces.
fn md(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '~' | '&' | '#' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_escapes_what_would_open_markup_or_end_a_cell() {
        assert_eq!(md("<b>&\"Аня'|"), "\\<b\\>\\&\"Аня'\\|");
    }

    #[test]
    fn explanation_lines_take_their_level_from_the_indent() {
        let got: Vec<(usize, &str)> = levels("Deal 1: x\n  step [r]\n    reason\n").collect();
        assert_eq!(got, [(0, "Deal 1: x"), (1, "step [r]"), (2, "reason")]);
    }
}
