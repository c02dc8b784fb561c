//! What a club session's scoring adds to its PBN export: each traveller line's matchpoints and
//! percentages (or IMPs) as further `ScoreTable` columns, and the ranking as the
//! `TotalScoreTable` — the numbers `kozyr session board` and `kozyr session show` print, computed
//! by the session's own scoring so the file and the screen never differ.

use std::collections::BTreeMap;

use super::convert::SessionScores;
use super::table::{Column, Rows};
use crate::games::bridge::options::Neuberg;
use crate::games::bridge::ranking::{self, Frac};
use crate::games::bridge::traveller::Line;
use crate::games::bridge::Scoring;

fn column(name: &str, width: usize) -> Column {
    Column { name: name.to_string(), width, right: true }
}

/// A number as PBN's tables write it: two decimals, a point.
fn decimal(f: Frac) -> Option<String> {
    let h = f.hundredths();
    let sign = if h < 0 { "-" } else { "" };
    Some(format!("{sign}{}.{:02}", h.unsigned_abs() / 100, h.unsigned_abs() % 100))
}

/// The columns, rows and ranking of a session of `pairs` pairs whose lines in force are `lines`
/// (in the order recorded), Neuberg's E counted as `neuberg` says. A session with a roster adds
/// the ranking's `Names` column, the pair's names (PBN 2.1's column of the players' names).
pub fn session_scores(
    scoring: Scoring,
    neuberg: Neuberg,
    pairs: usize,
    lines: &[Line],
    names: &BTreeMap<String, String>,
) -> SessionScores {
    let scored = ranking::score_lines(scoring, neuberg, lines);
    let mp = scoring == Scoring::Matchpoints;
    let columns = if mp {
        vec![column("MP_NS", 5), column("MP_EW", 5), column("Percentage_NS", 6), column("Percentage_EW", 6)]
    } else {
        vec![column("IMP_NS", 6), column("IMP_EW", 6)]
    };
    let mut rows: BTreeMap<u32, Rows> = BTreeMap::new();
    for (l, r) in lines.iter().zip(&scored.lines) {
        let mut row = vec![decimal(r.points[0]), decimal(r.points[1])];
        if mp {
            row.extend([decimal(r.percent[0]), decimal(r.percent[1])]);
        }
        rows.entry(l.board).or_default().push(row);
    }
    let standings = ranking::standings(scoring, pairs, lines, &scored);
    let (total_columns, value): (Vec<Column>, &str) = match scoring {
        Scoring::Matchpoints => (
            vec![column("Rank", 3), column("PairId", 2), column("TotalScoreMP", 7), column("TotalPercentage", 6)],
            "percent",
        ),
        Scoring::Butler => (
            vec![column("Rank", 3), column("PairId", 2), column("TotalScoreIMP", 7), column("AverageIMP", 6)],
            "per-board",
        ),
        _ => (vec![column("Rank", 3), column("PairId", 2), column("TotalScoreIMP", 7)], "imps"),
    };
    let mut total_columns = total_columns;
    if !names.is_empty() {
        let width = names.values().map(|n| n.chars().count() + 2).max().unwrap_or(0);
        total_columns.push(Column { name: "Names".to_string(), width, right: false });
    }
    let total: Rows = ranking::ranking(&standings)
        .into_iter()
        .map(|(place, s)| {
            let mut row = vec![Some(place), Some(s.pair.to_string()), decimal(s.points)];
            if value != "imps" {
                row.push(decimal(s.value));
            }
            if !names.is_empty() {
                row.push(names.get(&s.pair.to_string()).cloned());
            }
            row
        })
        .collect();
    SessionScores { columns, rows, total: Some((total_columns, total)) }
}
