//! The history of matches (`kozyr history`): a table for the terminal, and the same lines as
//! Markdown for a chat, CSV for a spreadsheet and a printable HTML page.

use std::collections::HashMap;

use serde::Serialize;
use serde_json::{Map, Value};

use super::fitted::Fitted;
use super::grid::Align;
use super::html::{escape, page};
use super::text::{amount, wrap};
use super::Layout;
use crate::i18n::Msg;
use crate::msg;

/// A match as `kozyr history` shows it, and its `--json` view (docs/formats.md).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HistoryLine {
    pub id: i64,
    pub name: Option<String>,
    /// The game's id.
    pub game: String,
    /// The players in seat order.
    pub players: Vec<String>,
    /// When the match was started (RFC 3339, UTC).
    pub started: String,
    /// When its first and last entries were recorded; `null` without entries.
    pub first_entry: Option<String>,
    pub last_entry: Option<String>,
    /// Seconds from the first entry to the last; `null` without entries.
    pub duration_seconds: Option<i64>,
    pub finished: bool,
    /// Each side's total, in seat order: the final totals of a finished match, the standing of an
    /// open one.
    pub totals: Map<String, Value>,
    pub leader: Option<String>,
    pub winner: Option<String>,
    /// The deals the table counted; `null` when the match could not be replayed to count them.
    pub deals: Option<u64>,
    /// The totals are counted in units of 10^−`decimals` (a club session's: 2); left out when 0.
    #[serde(skip_serializing_if = "is_zero")]
    pub decimals: u8,
}

fn is_zero(d: &u8) -> bool {
    *d == 0
}

/// The columns every form shows, in order.
const COLUMNS: [&str; 7] = ["date", "game", "players", "result", "winner", "deals", "duration"];

/// The narrowest a wrapped column is made.
const LEAST: usize = 6;

impl HistoryLine {
    /// The start's date, `YYYY-MM-DD`.
    fn date(&self) -> &str {
        self.started.get(..10).unwrap_or(&self.started)
    }

    fn game_name(&self, l: &Layout) -> String {
        crate::games::find(&self.game).map_or_else(|_| self.game.clone(), |g| g.info().name(l.lang))
    }

    /// The totals as one line: «Аня 1000, Борис 640».
    fn result(&self, l: &Layout) -> String {
        let parts: Vec<String> = self
            .totals
            .iter()
            .map(|(side, points)| match points.as_i64() {
                Some(n) => format!("{side} {}", amount(n, self.decimals, l.ascii)),
                None => format!("{side} {points}"),
            })
            .collect();
        parts.join(", ")
    }

    fn duration(&self, l: &Layout) -> String {
        match self.duration_seconds {
            Some(s) if self.first_entry != self.last_entry => {
                let minutes = s.max(0) / 60;
                l.say(&msg!("history-list-duration", hours = minutes / 60, minutes = minutes % 60))
            }
            _ => none(l),
        }
    }

    /// The cells in the order of [`COLUMNS`], as words for a reader.
    fn cells(&self, l: &Layout) -> Vec<String> {
        self.cells_with(l.plain(&self.game_name(l)), l)
    }

    /// [`HistoryLine::cells`] with the game's name already looked up.
    fn cells_with(&self, game: String, l: &Layout) -> Vec<String> {
        vec![
            self.date().to_string(),
            game,
            l.plain(&self.players.join(", ")),
            l.plain(&self.result(l)),
            l.plain(&self.winner.clone().unwrap_or_else(|| none(l))),
            self.deals.map_or_else(|| none(l), |d| d.to_string()),
            self.duration(l),
        ]
    }
}

/// The mark of an empty cell: «—», `-` in ASCII.
fn none(l: &Layout) -> String {
    if l.ascii { "-" } else { "—" }.to_string()
}

fn header(l: &Layout) -> Vec<String> {
    COLUMNS.iter().map(|c| l.say(&Msg::new(format!("history-list-col-{c}"), vec![]))).collect()
}

/// The history as a table for a terminal, newest first; a line for an empty history.
pub fn history_table(lines: &[HistoryLine], l: &Layout) -> String {
    if lines.is_empty() {
        return wrap(&l.say(&msg!("history-list-empty")), l.width, 2).into_iter().map(|s| s + "\n").collect();
    }
    let header = header(l);
    // A ledger holds a few games and thousands of matches: each game's name is looked up once.
    let mut names: HashMap<&str, String> = HashMap::new();
    let rows: Vec<Vec<String>> = lines
        .iter()
        .map(|h| {
            let game = names.entry(h.game.as_str()).or_insert_with(|| l.plain(&h.game_name(l))).clone();
            h.cells_with(game, l)
        })
        .collect();
    // Too wide: the result and the players wrap onto more lines, down to a few columns each, then
    // the winner, the game and the duration; then the rules of the box go.
    Fitted {
        header,
        rows,
        aligns: vec![Align::Left, Align::Left, Align::Left, Align::Left, Align::Left, Align::Right, Align::Right],
        shrink: &[3, 2, 4, 1, 6],
        least: LEAST,
        gap: 1,
    }
    .render(l)
}

/// A Markdown cell: pipes and line breaks would end it.
fn md_cell(s: &str) -> String {
    s.replace('\\', "\\\\").replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// The history as a Markdown table, for a chat or a wiki.
pub fn history_markdown(lines: &[HistoryLine], l: &Layout) -> String {
    if lines.is_empty() {
        return l.say(&msg!("history-list-empty")) + "\n";
    }
    let row = |cells: &[String]| format!("| {} |\n", cells.iter().map(|c| md_cell(c)).collect::<Vec<_>>().join(" | "));
    let mut out = row(&header(l));
    out.push_str("|---|---|---|---|---|--:|--:|\n");
    for h in lines {
        out.push_str(&row(&h.cells(l)));
    }
    out
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The history as CSV for a spreadsheet: a UTF-8 byte order mark first, so that spreadsheets
/// read Cyrillic names as such; the header in the reader's language; the number of deals and the
/// duration (in whole minutes) as plain numbers, empty where unknown.
pub fn history_csv(lines: &[HistoryLine], l: &Layout) -> String {
    let mut out = String::from("\u{feff}");
    let mut head = header(l);
    head[6] = l.say(&msg!("history-list-col-minutes"));
    out.push_str(&head.iter().map(|h| csv_field(h)).collect::<Vec<_>>().join(","));
    out.push_str("\r\n");
    for h in lines {
        let mut cells = h.cells(l);
        // Data, not words: a spreadsheet sums these.
        cells[3] = h.totals.iter().map(|(side, points)| format!("{side} {points}")).collect::<Vec<_>>().join(", ");
        cells[4] = h.winner.clone().unwrap_or_default();
        cells[5] = h.deals.map(|d| d.to_string()).unwrap_or_default();
        cells[6] = h
            .duration_seconds
            .filter(|_| h.first_entry.is_some())
            .map(|s| (s.max(0) / 60).to_string())
            .unwrap_or_default();
        out.push_str(&cells.iter().map(|c| csv_field(c)).collect::<Vec<_>>().join(","));
        out.push_str("\r\n");
    }
    out
}

/// The history as one self-contained HTML page (no scripts, no links), printable on A4.
pub fn history_html(lines: &[HistoryLine], l: &Layout) -> String {
    let mut body = String::new();
    if lines.is_empty() {
        body.push_str(&format!("<p>{}</p>\n", escape(&l.say(&msg!("history-list-empty")))));
    } else {
        body.push_str("<table>\n<thead><tr>");
        for h in header(l) {
            body.push_str(&format!("<th>{}</th>", escape(&h)));
        }
        body.push_str("</tr></thead>\n<tbody>\n");
        for h in lines {
            body.push_str("<tr>");
            for (c, cell) in h.cells(l).iter().enumerate() {
                let class = if c >= 5 { " class=\"n\"" } else { "" };
                body.push_str(&format!("<td{class}>{}</td>", escape(cell)));
            }
            body.push_str("</tr>\n");
        }
        body.push_str("</tbody>\n</table>\n");
    }
    page(l.lang.catalogue(), &l.say(&msg!("history-list-title")), "", &body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn line(seconds: Option<i64>) -> HistoryLine {
        HistoryLine {
            id: 1,
            name: None,
            game: "thousand".into(),
            players: vec!["Аня".into(), "Борис|Б".into()],
            started: "2026-03-08T19:00:00Z".into(),
            first_entry: seconds.map(|_| "2026-03-08T19:00:00Z".into()),
            last_entry: seconds.map(|_| "2026-03-08T20:25:00Z".into()),
            duration_seconds: seconds,
            finished: true,
            totals: serde_json::from_str(r#"{"Аня": 1000, "Борис|Б": -120}"#).unwrap(),
            leader: Some("Аня".into()),
            winner: Some("Аня".into()),
            deals: Some(14),
            decimals: 0,
        }
    }

    #[test]
    fn duration_is_hours_and_minutes_in_the_readers_language() {
        let en = Layout::default();
        assert_eq!(line(Some(5100)).duration(&en), "1 h 25 min");
        assert_eq!(line(Some(2400)).duration(&en), "40 min");
        assert_eq!(line(None).duration(&en), "—");
        let ru = Layout { lang: Lang::Ru, ..Layout::default() };
        assert_eq!(line(Some(5100)).duration(&ru), "1 ч 25 мин");
    }

    #[test]
    fn negative_totals_take_the_minus_sign_and_ascii_the_hyphen() {
        assert_eq!(line(None).result(&Layout::default()), "Аня 1000, Борис|Б −120");
        assert_eq!(line(None).result(&Layout { ascii: true, ..Layout::default() }), "Аня 1000, Борис|Б -120");
    }

    #[test]
    fn a_pipe_in_a_name_does_not_break_the_markdown_table() {
        let md = history_markdown(&[line(Some(5100))], &Layout::default());
        let row = md.lines().nth(2).unwrap();
        assert_eq!(
            row,
            "| 2026-03-08 | Thousand | Аня, Борис\\|Б | Аня 1000, Борис\\|Б −120 | Аня | 14 | 1 h 25 min |"
        );
    }

    #[test]
    fn csv_minutes_are_a_plain_number() {
        let csv = history_csv(&[line(Some(5100))], &Layout::default());
        assert_eq!(
            csv.split("\r\n").nth(1).unwrap(),
            "2026-03-08,Thousand,\"Аня, Борис|Б\",\"Аня 1000, Борис|Б -120\",Аня,14,85"
        );
    }

    #[test]
    fn a_narrow_screen_wraps_the_players_and_the_result() {
        let l = Layout { width: 60, ..Layout::default() };
        let table = history_table(&[line(Some(5100))], &l);
        assert!(table.lines().all(|s| super::super::text::width(s) <= 60), "{table}");
        assert!(table.contains("1000"), "{table}");
    }
}
