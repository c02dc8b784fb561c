//! `kozyr history [--player NAME] [--game GAME] [--since DATE] [--until DATE] [--format …]`: the
//! matches played, newest first, from the standing the ledger caches at every write.

use chrono::{DateTime, Utc};
use clap::{Args, ValueEnum};
use serde::Deserialize;
use serde_json::{Map, Value};

use super::context::{stdout, Ctx, Loaded};
use super::match_filter::{self, FilterArgs};
use super::{markdown, Failure};
use crate::ledger::{HistoryRow, Ledger, MatchId, MatchSelector};
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
    let HistoryRow { id, game, name, players, created_at, finished_at, status, first_entry, last_entry } = row;
    let cached: Option<Cached> = status.as_deref().and_then(|s| serde_json::from_str(s).ok());
    let standing = match cached {
        Some(c) if c.deals.is_some() => c,
        cached => replayed(ledger, id).or(cached).unwrap_or_default(),
    };
    let rfc = |t: DateTime<Utc>| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    HistoryLine {
        id,
        name,
        game,
        players,
        started: rfc(created_at),
        first_entry: first_entry.map(rfc),
        last_entry: last_entry.map(rfc),
        duration_seconds: first_entry.zip(last_entry).map(|(f, l)| (l - f).num_seconds()),
        finished: finished_at.is_some(),
        totals: standing.totals,
        leader: standing.leader,
        winner: standing.winner,
        deals: standing.deals,
        decimals: standing.decimals,
    }
}

/// The fields of a cached standing (`report::standing`) the history shows; the rest is skipped
/// unread.
#[derive(Debug, Default, Deserialize)]
struct Cached {
    #[serde(default)]
    totals: Map<String, Value>,
    leader: Option<String>,
    winner: Option<String>,
    deals: Option<u64>,
    #[serde(default)]
    decimals: u8,
}

/// The standing of match `id` replayed, for a ledger written before the cached standing counted
/// the deals; `None` if it does not replay.
fn replayed(ledger: &Ledger, id: MatchId) -> Option<Cached> {
    let record = ledger.find_match(&MatchSelector::Id(id)).ok()?;
    let replay = Loaded::whole(ledger, &record).ok()?.replay().ok()?;
    serde_json::from_value(report::standing(&replay).summary).ok()
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
