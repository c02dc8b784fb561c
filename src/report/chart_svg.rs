//! The score race as an SVG picture (`kozyr chart --svg FILE`): the same sides, totals, game's
//! lines and legend as the terminal chart, drawn by `plotters` for a browser or a document.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::chart::Race;
use super::text::amount;
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

/// The SVG document of `race` under `title`, its words in the reader's language. `Err` carries
/// what plotters reported (it does not fail on a string backend, but says it may).
pub fn svg(race: &Race, title: &Msg, l: &Layout) -> Result<String, String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, SVG_SIZE).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let (lo, hi) = race.range();
        // A little room above and below, so that no line sits on the frame.
        let pad = ((hi - lo) / 20).max(1);
        let first = race.points.first().map_or(0, |p| p.deal);
        let last = race.last_deal().max(first + 1);
        let mut chart = ChartBuilder::on(&root)
            .caption(l.say(title), ("sans-serif", 22))
            .margin(16)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(first as f64..last as f64, (lo - pad) as f64..(hi + pad) as f64)
            .map_err(|e| e.to_string())?;
        let ascii = l.ascii;
        chart
            .configure_mesh()
            .x_desc(l.say(&msg!("chart-axis-deals")))
            .x_label_formatter(&|x| if x.fract() == 0.0 { format!("{x:.0}") } else { String::new() })
            .y_label_formatter(&|y| amount(y.round() as i64, race.decimals, ascii))
            .light_line_style(WHITE.mix(0.0))
            .draw()
            .map_err(|e| e.to_string())?;
        for line in &race.lines {
            let grey = RGBColor(120, 120, 120);
            let y = line.value as f64;
            chart
                .draw_series(DashedLineSeries::new(
                    [(first as f64, y), (last as f64, y)],
                    8,
                    6,
                    ShapeStyle::from(&grey).stroke_width(1),
                ))
                .map_err(|e| e.to_string())?;
            let label = format!("{} {}", l.say(&line.label), amount(line.value, race.decimals, ascii));
            // At the right end, above the line: the legend keeps the upper left.
            let at = chart.backend_coord(&(last as f64, y));
            let font = ("sans-serif", 14).into_font().color(&grey).pos(Pos::new(HPos::Right, VPos::Bottom));
            root.draw(&Text::new(label, (at.0 - 4, at.1 - 4), font)).map_err(|e| e.to_string())?;
        }
        let totals = race.points.last().map(|p| p.totals.clone()).unwrap_or_default();
        for (s, name) in race.sides.iter().enumerate() {
            let color = PALETTE[s % PALETTE.len()];
            let points: Vec<(f64, f64)> = race.points.iter().map(|p| (p.deal as f64, p.totals[s] as f64)).collect();
            let label = format!("{} {}", l.plain(name), amount(totals[s], race.decimals, ascii));
            chart
                .draw_series(LineSeries::new(points, ShapeStyle::from(&color).stroke_width(3)))
                .map_err(|e| e.to_string())?
                .label(label)
                .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 16, y + 5)], color.filled()));
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .label_font(("sans-serif", 16))
            .draw()
            .map_err(|e| e.to_string())?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(out)
}
