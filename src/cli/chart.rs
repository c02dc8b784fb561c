//! `kozyr chart [MATCH|-m MATCH]`: the score race — every player's running total after each deal,
//! drawn in the terminal with the game's lines across it, or written as an SVG or PNG picture.

use clap::Args;
use serde_json::json;

use super::context::{load_replayed, stdout, Ctx, Scope};
use super::match_opt::{match_ref, Subject};
use super::Failure;
use crate::games;
use crate::msg;
use crate::report::{self, Chart, Race};

/// The chart's size when standard output is no terminal (a file, a pipe): columns and rows.
const PIPED: (usize, usize) = (72, 16);

#[derive(Debug, Args)]
pub struct ChartArgs {
    #[command(flatten)]
    pub subject: Subject,
    /// The columns the chart takes (default: the terminal's width; 72 when piped).
    #[arg(long, value_name = "COLUMNS", value_parser = clap::value_parser!(u16).range(30..=1000))]
    pub width: Option<u16>,
    /// The rows of the plot (default: the terminal's height less the title, axis and legend; 16 when piped).
    #[arg(long, value_name = "ROWS", value_parser = clap::value_parser!(u16).range(4..=500))]
    pub height: Option<u16>,
    /// Write the chart as an SVG picture to this file instead of drawing it in the terminal.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<std::path::PathBuf>,
    /// Write the chart as a PNG picture to this file instead of drawing it in the terminal.
    #[arg(long, value_name = "FILE")]
    pub png: Option<std::path::PathBuf>,
}

pub fn run(ctx: &Ctx, a: ChartArgs) -> Result<(), Failure> {
    let given = a.subject.given()?;
    let ledger = ctx.open()?;
    let (loaded, replay) = load_replayed(ctx, &ledger, given, Scope::Whole)?;
    // Where every side stands before the first entry: the game's own start (Mushka's −25).
    let start = games::replay(loaded.game, &loaded.setup, &[])?.totals;
    let race = Race::of(&replay, start, loaded.game.lines(&loaded.setup));
    if race.is_empty() {
        return Err(Failure::input("chart.empty", msg!("chart-empty", match = match_ref(&loaded.record))));
    }
    let title = loaded.title().title;
    if a.svg.is_some() || a.png.is_some() {
        let text = report::svg(&race, &title, &ctx.layout()).map_err(|e| Failure::Internal(anyhow::anyhow!(e)))?;
        let mut files: Vec<(&std::path::Path, Vec<u8>)> = vec![];
        if let Some(path) = &a.png {
            // The PNG is the SVG's own drawing, in pixels.
            let pixels = report::png(&text).map_err(|e| Failure::Internal(anyhow::anyhow!(e)))?;
            files.push((path, pixels));
        }
        if let Some(path) = &a.svg {
            files.insert(0, (path, text.into_bytes()));
        }
        let mut said = String::new();
        for (path, bytes) in files {
            std::fs::write(path, bytes).map_err(|e| {
                let path = path.display().to_string();
                Failure::input("output.file", msg!("export-cannot-write", path = path, reason = e.to_string()))
            })?;
            let done = msg!("export-written", id = loaded.record.id, path = path.display().to_string());
            said.push_str(&format!("{}\n", ctx.layout().say(&done)));
        }
        // With --json the files are the answer; the data follows as usual.
        if !ctx.json {
            return stdout(&said);
        }
    }
    let (width, height) = size(ctx, &a);
    let chart = Chart { title, race: &race, width, height };
    if ctx.json {
        let mut v = race.to_json(ctx.lang());
        v["match"] = json!(loaded.record.id);
        v["game"] = json!(loaded.record.game);
        return stdout(&(serde_json::to_string_pretty(&v).unwrap_or_default() + "\n"));
    }
    stdout(&chart.render(&ctx.layout()))
}

/// The chart's columns and plot rows: as asked, else the terminal's, else [`PIPED`].
fn size(ctx: &Ctx, a: &ChartArgs) -> (usize, usize) {
    let columns = std::env::var("COLUMNS").ok().is_some_and(|c| c.trim().parse::<usize>().is_ok_and(|c| c > 0));
    let width = match a.width {
        Some(w) => usize::from(w),
        None if ctx.out.terminal || columns => ctx.out.width,
        None => PIPED.0,
    };
    let rows = if ctx.out.terminal { terminal_size::terminal_size().map(|(_, h)| usize::from(h.0)) } else { None };
    // The title, the axis, its numbers, the legend and the prompt after it.
    let height = a.height.map(usize::from).or(rows.map(|r| r.saturating_sub(6).clamp(6, 40))).unwrap_or(PIPED.1);
    (width, height)
}
