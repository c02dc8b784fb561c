//! `kozyr history [--player NAME] [--game GAME] [--since DATE] [--until DATE] [--format …]`: the
//! matches played, newest first, from the standing the ledger caches at every write.

use chrono::{DateTime, Utc};
use clap::{Args, ValueEnum};
use serde_json::{Map, Value};

use super::context::{stdout, Ctx, Loaded};
use super::match_filter::{self, FilterArgs};
use super::{markdown, Failure};
use crate::ledger::{HistoryRow, Ledger};
use crate::report::{self, HistoryLine};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HistoryFormat {
    /// A table for the terminal.
    Table,
    /// A Markdown table, for a chat.
    Md,
    /// CSV with a byte order mark, for a spreadsheet.
    Csv,
    /// A self-contained HTML page that prints on A4.
    Html,
}

#[derive(Debug, Args)]
pub struct HistoryArgs {
    #[command(flatten)]
    pub filter: FilterArgs,
    /// The form: a table (the default), md, csv or html.
    #[arg(long, value_enum, default_value = "table")]
    pub format: HistoryFormat,
    /// Print the table straight to the terminal, without a pager.
    #[arg(long, id = "no-pager")]
    pub no_pager: bool,
}

/// The line of one match: from its cached standing, or — in a ledger written before the standing
/// counted the deals — from a replay of that match alone.
fn line(ledger: &Ledger, row: HistoryRow) -> HistoryLine {
    let HistoryRow { record, first_entry, last_entry } = row;
    let mut status = record.status.clone().unwrap_or(Value::Null);
    if status.get("deals").is_none() {
        let replayed = ledger
            .entries(record.id)
            .map_err(Failure::from)
            .and_then(|recs| Loaded::new(&record, &recs))
            .and_then(|loaded| loaded.replay().map_err(Failure::from));
        if let Ok(replay) = replayed {
            status = report::standing(&replay).summary;
        }
    }
    let text = |k: &str| status.get(k).and_then(Value::as_str).map(String::from);
    let rfc = |t: DateTime<Utc>| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    HistoryLine {
        id: record.id,
        name: record.name.clone(),
        game: record.game.clone(),
        players: record.players.clone(),
        started: rfc(record.created_at),
        first_entry: first_entry.map(rfc),
        last_entry: last_entry.map(rfc),
        duration_seconds: first_entry.zip(last_entry).map(|(f, l)| (l - f).num_seconds()),
        finished: record.finished_at.is_some(),
        totals: status.get("totals").and_then(Value::as_object).cloned().unwrap_or_else(Map::new),
        leader: text("leader"),
        winner: text("winner"),
        deals: status.get("deals").and_then(Value::as_u64),
    }
}

/// Whether `text` is taller than the terminal, so that a pager helps.
fn taller_than_screen(text: &str) -> bool {
    let rows = terminal_size::terminal_size().map_or(24, |(_, h)| usize::from(h.0));
    text.lines().count() >= rows
}

pub fn run(ctx: &Ctx, a: HistoryArgs) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let q = match_filter::query(&ledger, &a.filter, "history")?;
    let lines: Vec<HistoryLine> = ledger.history(&q)?.into_iter().map(|r| line(&ledger, r)).collect();
    let l = ctx.layout();
    if ctx.json {
        return ctx.emit("", || serde_json::to_value(&lines).unwrap_or(Value::Null));
    }
    match a.format {
        HistoryFormat::Md => stdout(&report::history_markdown(&lines, &l)),
        HistoryFormat::Csv => stdout(&report::history_csv(&lines, &l)),
        HistoryFormat::Html => stdout(&report::history_html(&lines, &l)),
        HistoryFormat::Table => {
            let text = report::history_table(&lines, &l);
            if ctx.out.terminal && !a.no_pager && taller_than_screen(&text) {
                markdown::page(&text)
            } else {
                stdout(&text)
            }
        }
    }
}
