//! The score sheet: one row per entry, a column per side with the running total, the deal's points
//! and its marks (🛢 barrel, ⊘ bolt, 555→0, ✗ conceded, ! penalty), voids struck through.

use comfy_table::{presets::UTF8_FULL_CONDENSED, Cell, CellAlignment, Table};

use crate::games::{Replay, Row};

fn side_cell(replay: &Replay, row: &Row, side: usize) -> String {
    let s = &row.scored;
    let mut cell = format!("{} ({:+})", s.totals[side], s.scores[side]);
    if s.scores[side] == 0 && row.kind == "penalty" {
        cell = s.totals[side].to_string();
    }
    for m in s.marks.iter().filter(|m| m.side == side) {
        cell.push(' ');
        cell.push_str(m.kind.symbol());
    }
    let _ = replay;
    cell
}

/// The sheet of a match, titled.
pub fn sheet(title: &str, replay: &Replay) -> String {
    let mut table = Table::new();
    table.load_preset(UTF8_FULL_CONDENSED);
    let mut header = vec![Cell::new("#"), Cell::new("entry")];
    header.extend(replay.sides.iter().map(Cell::new));
    table.set_header(header);
    let mut crossed = false;
    for row in &replay.rows {
        if let Some(target) = replay.target {
            // The line a paper sheet draws at the target, above the first row that passes it.
            if !crossed && row.voided_by.is_none() && row.scored.totals.iter().any(|&t| t >= target) {
                crossed = true;
                let mut line = vec![Cell::new(""), Cell::new(format!("─── {target} ───"))];
                line.extend(replay.sides.iter().map(|_| Cell::new("───").set_alignment(CellAlignment::Center)));
                table.add_row(line);
            }
        }
        let mut cells = vec![Cell::new(row.number)];
        match (row.kind, row.voided_by) {
            (_, Some(by)) => {
                cells.push(Cell::new(format!("{} — voided by #{by}", describe(row))));
                cells.extend(replay.sides.iter().map(|_| Cell::new("—").set_alignment(CellAlignment::Center)));
            }
            ("void", None) => {
                cells.push(Cell::new(format!("undo #{}", row.voids.unwrap_or(0))));
                cells.extend(replay.sides.iter().map(|_| Cell::new("")));
            }
            ("note", None) => {
                cells.push(Cell::new(format!("note: {}", row.note.clone().unwrap_or_default())));
                cells.extend(replay.sides.iter().map(|_| Cell::new("")));
            }
            _ => {
                cells.push(Cell::new(describe(row)));
                for side in 0..replay.sides.len() {
                    cells.push(Cell::new(side_cell(replay, row, side)).set_alignment(CellAlignment::Right));
                }
            }
        }
        table.add_row(cells);
    }
    let mut total = vec![Cell::new(""), Cell::new("total")];
    total.extend(replay.totals.iter().map(|t| Cell::new(t).set_alignment(CellAlignment::Right)));
    table.add_row(total);

    let mut out = format!("{title}\n{table}\n");
    for row in replay.rows.iter().filter(|r| r.voided_by.is_none()) {
        for n in &row.scored.notes {
            out.push_str(&format!("  #{}: {n}\n", row.number));
        }
    }
    match (replay.winner, &replay.next) {
        (Some(w), _) => out.push_str(&format!("Winner: {}\n", replay.sides[w])),
        (None, Some(next)) => out.push_str(&format!("Next: {next}\n")),
        (None, None) => {}
    }
    out
}

fn describe(row: &Row) -> String {
    if row.scored.summary.is_empty() {
        row.kind.to_string()
    } else {
        row.scored.summary.to_string()
    }
}
