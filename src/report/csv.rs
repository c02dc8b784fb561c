//! The CSV export: one line per entry with each side's points and running total.

use crate::games::Replay;

fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

pub fn csv(replay: &Replay) -> String {
    let mut head = vec!["entry".to_string(), "kind".into(), "summary".into(), "voided_by".into()];
    for s in &replay.sides {
        head.push(field(&format!("{s} points")));
        head.push(field(&format!("{s} total")));
    }
    let mut out = head.join(",") + "\n";
    for row in &replay.rows {
        let mut line = vec![
            row.number.to_string(),
            row.kind.to_string(),
            field(&super::summary(row)),
            row.voided_by.map(|v| v.to_string()).unwrap_or_default(),
        ];
        for i in 0..replay.sides.len() {
            line.push(row.scored.scores[i].to_string());
            line.push(row.scored.totals[i].to_string());
        }
        out.push_str(&line.join(","));
        out.push('\n');
    }
    out
}
