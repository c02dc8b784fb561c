//! The score race as an SVG picture (`kozyr chart --svg FILE`): the same sides, totals, game's
//! lines and legend as the terminal chart, drawn by `plotters` for a browser or a document.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::chart::Race;
use super::text::{amount, width};
use super::Layout;
use crate::i18n::Msg;
use crate::msg;

/// The picture's size in pixels.
pub const SVG_SIZE: (u32, u32) = (960, 540);

/// The sides' colours, in seat order: those of the terminal chart (blue, red, green, …).
pub(super) const PALETTE: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(188, 140, 0),
    RGBColor(148, 103, 189),
    RGBColor(23, 190, 207),
];

/// The colour of side `s` as the SVG writes it (`#1f77b4`): what a reader of the file matches.
pub fn svg_color(s: usize) -> String {
    let RGBColor(r, g, b) = PALETTE[s % PALETTE.len()];
    format!("#{r:02X}{g:02X}{b:02X}")
}

/// The legend's text, in pixels: its font, a row's height, the room a character may take (a
/// little more than a sans-serif's widest letters at that size, so that the frame holds every
/// name) and the gaps around each entry.
const LEGEND_FONT: u32 = 16;
const LEGEND_ROW: i32 = 22;
const CHAR_W: i32 = 9;
const KEY_W: i32 = 16;
const GAP: i32 = 24;
const MARGIN: i32 = 16;

/// The room a text of `s` takes at the legend's size, as [`CHAR_W`] counts it.
fn text_w(s: &str) -> i32 {
    i32::try_from(width(s)).unwrap_or(i32::MAX / 2 / CHAR_W) * CHAR_W
}

/// The legend's entries laid out in rows under the plot: for each, its row and its left edge
/// from the frame's inside, and the frame's inner width. An entry goes on the next row when it
/// would pass `room`.
fn flow(labels: &[String], room: i32) -> (Vec<(i32, i32)>, i32) {
    let (mut at, mut row, mut x, mut widest) = (vec![], 0, 0, 0);
    for label in labels {
        let w = KEY_W + 6 + text_w(label);
        if x > 0 && x + GAP + w > room {
            row += 1;
            x = 0;
        }
        if x > 0 {
            x += GAP;
        }
        at.push((row, x));
        x += w;
        widest = widest.max(x);
    }
    (at, widest)
}

/// The SVG document of `race` under `title`, its words in the reader's language. The legend is a
/// framed strip under the plot, where no line runs; the scale is the totals' own, and a game's
/// line beyond it is named with an arrow in the margin at the plot's right, beside the edge it
/// lies past. `Err` carries what plotters reported (it does not fail on a string backend, but
/// says it may).
pub fn svg(race: &Race, title: &Msg, l: &Layout) -> Result<String, String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, SVG_SIZE).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let ascii = l.ascii;
        let totals = race.points.last().map(|p| p.totals.clone()).unwrap_or_default();
        let labels: Vec<String> = race
            .sides
            .iter()
            .enumerate()
            .map(|(s, name)| format!("{} {}", l.plain(name), amount(totals[s], race.decimals, ascii)))
            .collect();
        let (w, h) = (SVG_SIZE.0 as i32, SVG_SIZE.1 as i32);
        let (at, inner) = flow(&labels, w - 2 * MARGIN - 20);
        let rows = at.last().map_or(1, |a| a.0 + 1);
        let strip = rows * LEGEND_ROW + 12;
        let (upper, lower) = root.split_vertically(h - strip - MARGIN);
        let (lo, hi) = race.range();
        // A little room above and below, so that no line sits on the frame.
        let pad = ((hi - lo) / 20).max(1);
        let first = race.points.first().map_or(0, |p| p.deal);
        let last = race.last_deal().max(first + 1);
        // Every line's name and value in the margin at the plot's right, where no line runs: a
        // line the scale reaches beside its height, one beyond it with an arrow at its edge.
        let names: Vec<String> = race
            .inside()
            .map(|line| format!("{} {}", l.say(&line.label), amount(line.value, race.decimals, ascii)))
            .collect();
        let marks: Vec<(String, bool)> = race.beyond().map(|(line, up)| (race.edge_mark(line, up, l), up)).collect();
        let right = names.iter().chain(marks.iter().map(|(m, _)| m)).map(|m| text_w(m) + 12).max().unwrap_or(0);
        let mut chart = ChartBuilder::on(&upper)
            .caption(l.say(title), ("sans-serif", 22))
            .margin(MARGIN as u32)
            .margin_bottom(4)
            .margin_right((MARGIN + right) as u32)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(first as f64..last as f64, (lo - pad) as f64..(hi + pad) as f64)
            .map_err(|e| e.to_string())?;
        chart
            .configure_mesh()
            .x_desc(l.say(&msg!("chart-axis-deals")))
            .x_label_formatter(&|x| if x.fract() == 0.0 { format!("{x:.0}") } else { String::new() })
            .y_label_formatter(&|y| amount(y.round() as i64, race.decimals, ascii))
            .light_line_style(WHITE.mix(0.0))
            .draw()
            .map_err(|e| e.to_string())?;
        let grey = RGBColor(120, 120, 120);
        let top_right = chart.backend_coord(&(last as f64, (hi + pad) as f64));
        let bottom_right = chart.backend_coord(&(last as f64, (lo - pad) as f64));
        let name_font = |v| ("sans-serif", 14).into_font().color(&grey).pos(Pos::new(HPos::Left, v));
        // The names from the top down, each a row below the one above it at least.
        let mut free = top_right.1;
        for (line, name) in race.inside().collect::<Vec<_>>().into_iter().rev().zip(names.into_iter().rev()) {
            let y = line.value as f64;
            chart
                .draw_series(DashedLineSeries::new(
                    [(first as f64, y), (last as f64, y)],
                    8,
                    6,
                    ShapeStyle::from(&grey).stroke_width(1),
                ))
                .map_err(|e| e.to_string())?;
            let at = chart.backend_coord(&(last as f64, y)).1.max(free);
            free = at + 18;
            root.draw(&Text::new(name, (top_right.0 + 8, at), name_font(VPos::Center))).map_err(|e| e.to_string())?;
        }
        let (mut above, mut below) = (0, 0);
        for (mark, up) in marks {
            let (y, v) = if up {
                above += 1;
                (top_right.1 + 18 * (above - 1), VPos::Top)
            } else {
                below += 1;
                (bottom_right.1 - 18 * (below - 1), VPos::Bottom)
            };
            root.draw(&Text::new(mark, (top_right.0 + 8, y), name_font(v))).map_err(|e| e.to_string())?;
        }
        for s in 0..race.sides.len() {
            let color = PALETTE[s % PALETTE.len()];
            let points: Vec<(f64, f64)> = race.points.iter().map(|p| (p.deal as f64, p.totals[s] as f64)).collect();
            chart
                .draw_series(LineSeries::new(points, ShapeStyle::from(&color).stroke_width(3)))
                .map_err(|e| e.to_string())?;
        }
        // The legend: a frame under the plot, as wide as its entries, at the plot's left.
        let left = chart.backend_coord(&(first as f64, 0.0)).0;
        let left = left.min(w - MARGIN - inner - 20).max(MARGIN);
        let frame = [(left, 0), (left + inner + 20, strip)];
        lower.draw(&Rectangle::new(frame, WHITE.filled())).map_err(|e| e.to_string())?;
        lower.draw(&Rectangle::new(frame, BLACK)).map_err(|e| e.to_string())?;
        for (s, (label, (row, x))) in labels.into_iter().zip(at).enumerate() {
            let color = PALETTE[s % PALETTE.len()];
            let (x, y) = (left + 10 + x, 6 + row * LEGEND_ROW + LEGEND_ROW / 2);
            lower.draw(&Rectangle::new([(x, y - 5), (x + KEY_W, y + 5)], color.filled())).map_err(|e| e.to_string())?;
            let font = ("sans-serif", LEGEND_FONT).into_font().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center));
            lower.draw(&Text::new(label, (x + KEY_W + 6, y), font)).map_err(|e| e.to_string())?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(out)
}
