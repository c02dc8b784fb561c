//! The wins of every player as an SVG bar chart (`kozyr stats --svg FILE`), drawn by `plotters`
//! in the colours of the score race's picture: a bar per player, his name under it and his wins
//! above it.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::chart_svg::{PALETTE, SVG_SIZE};
use super::stats::Stats;
use super::text::num;
use super::Layout;
use crate::msg;

/// The SVG document of the players' wins, its words in the reader's language: every player's, or
/// with `--vs` the two players' only, each his wins in the finished matches where both sat, in the
/// colour he has in the picture of all. `Err` carries what
/// plotters reported.
pub fn stats_svg(stats: &Stats, l: &Layout) -> Result<String, String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, SVG_SIZE).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        // Each bar: the player, his wins and his colour, the one he has among every player's.
        let colour = |name: &str, i: usize| stats.players.iter().position(|p| p.name == name).unwrap_or(i);
        let (title, bars): (_, Vec<(&str, u64, usize)>) = match &stats.vs {
            Some(h) => (
                msg!(
                    "stats-svg-vs-title",
                    first = h.players[0].as_str(),
                    second = h.players[1].as_str(),
                    matches = h.finished
                ),
                (0..2).map(|i| (h.players[i].as_str(), h.wins[i], colour(&h.players[i], i))).collect(),
            ),
            None => (
                msg!("stats-svg-title", matches = stats.matches),
                stats.players.iter().enumerate().map(|(i, p)| (p.name.as_str(), p.won, i)).collect(),
            ),
        };
        let n = bars.len().max(1);
        let most = bars.iter().map(|b| b.1).max().unwrap_or(0).max(1);
        let mut chart = ChartBuilder::on(&root)
            .caption(l.say(&title), ("sans-serif", 22))
            .margin(16)
            .x_label_area_size(48)
            .y_label_area_size(56)
            .build_cartesian_2d(0f64..n as f64, 0f64..(most as f64) * 1.15)
            .map_err(|e| e.to_string())?;
        let ascii = l.ascii;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .disable_x_axis()
            .y_desc(l.say(&msg!("stats-svg-axis")))
            .y_label_formatter(&|y| if y.fract() == 0.0 { num(*y as i64, ascii) } else { String::new() })
            .draw()
            .map_err(|e| e.to_string())?;
        for (i, &(name, won, c)) in bars.iter().enumerate() {
            let color = PALETTE[c % PALETTE.len()];
            let (left, right) = (i as f64 + 0.15, i as f64 + 0.85);
            chart
                .draw_series([Rectangle::new([(left, 0.0), (right, won as f64)], color.filled())])
                .map_err(|e| e.to_string())?;
            let middle = i as f64 + 0.5;
            let top = chart.backend_coord(&(middle, won as f64));
            let foot = chart.backend_coord(&(middle, 0.0));
            let above = ("sans-serif", 16).into_font().color(&BLACK).pos(Pos::new(HPos::Center, VPos::Bottom));
            root.draw(&Text::new(num(won as i64, ascii), (top.0, top.1 - 4), above)).map_err(|e| e.to_string())?;
            let under = ("sans-serif", 16).into_font().color(&BLACK).pos(Pos::new(HPos::Center, VPos::Top));
            root.draw(&Text::new(l.plain(name), (foot.0, foot.1 + 8), under)).map_err(|e| e.to_string())?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(out)
}
