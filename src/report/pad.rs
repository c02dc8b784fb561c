//! The rubber score pad, as a bridge table draws it under the sheet of a rubber or Chicago match:
//! the two sides' columns, bonuses above the line (the newest highest, as they are written upward
//! from it), trick points below it, a line under each game, and each rubber's (chicago's) total.
//! Drawn only from rows whose game says what was written above and below the line (`extra.above`,
//! `extra.below`): every other game's sheet is left as it was.

use serde_json::Value;

use super::html::escape;
use super::text::{num, pad_left, width};
use super::Layout;
use crate::games::Replay;
use crate::msg;

/// One rubber (or chicago) of the pad.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Part {
    number: i64,
    chicago: bool,
    above: Vec<[i64; 2]>,
    /// Trick points written below the line; `true` after the row that completed a game.
    below: Vec<([i64; 2], bool)>,
    total: [i64; 2],
}

/// The two values of a by-side field, `None` when the row has none.
fn by_side(v: Option<&Value>, sides: &[String]) -> Option<[i64; 2]> {
    let m = v?.as_object()?;
    let get = |i: usize| sides.get(i).and_then(|s| m.get(s)).and_then(Value::as_i64).unwrap_or(0);
    Some([get(0), get(1)])
}

/// The pad of a rubber or Chicago match: its two sides and every rubber (chicago) in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Pad {
    pub sides: [String; 2],
    pub parts: Vec<Part>,
}

impl Pad {
    /// The pad `replay` keeps, `None` for a match that keeps none.
    pub fn of(replay: &Replay) -> Option<Pad> {
        let [a, b] = replay.sides.as_slice() else { return None };
        let mut parts: Vec<Part> = Vec::new();
        for row in &replay.rows {
            if row.voided_by.is_some() || !matches!(row.kind, "deal" | "penalty") {
                continue;
            }
            let extra = &row.scored.extra;
            let (Some(above), Some(below)) =
                (by_side(extra.get("above"), &replay.sides), by_side(extra.get("below"), &replay.sides))
            else {
                continue;
            };
            let (number, chicago) = match (extra.get("rubber"), extra.get("chicago")) {
                (Some(n), _) => (n.as_i64(), false),
                (_, Some(n)) => (n.as_i64(), true),
                _ => (None, parts.last().is_some_and(|p| p.chicago)),
            };
            let number = number.or_else(|| parts.last().map(|p| p.number)).unwrap_or(1);
            if parts.last().is_none_or(|p| p.number != number) {
                parts.push(Part { number, chicago, ..Part::default() });
            }
            let Some(part) = parts.last_mut() else { continue };
            if above != [0, 0] {
                part.above.push(above);
            }
            let game = extra.get("game").is_some();
            if below != [0, 0] || game {
                part.below.push((below, game));
            }
            for s in 0..2 {
                part.total[s] = part.total[s].saturating_add(above[s]).saturating_add(below[s]);
            }
        }
        (!parts.is_empty()).then(|| Pad { sides: [a.clone(), b.clone()], parts })
    }

    /// The pad as the terminal draws it under the sheet.
    pub fn lines(&self, l: &Layout) -> Vec<String> {
        let cell = |n: i64| if n == 0 { String::new() } else { num(n, l.ascii) };
        let names = self.sides.clone().map(|s| l.plain(&s));
        let mut w = names.iter().map(|n| width(n)).max().unwrap_or(2).max(6);
        for p in &self.parts {
            for n in p.above.iter().chain(p.below.iter().map(|(b, _)| b)).chain([&p.total]).flatten() {
                w = w.max(width(&num(*n, l.ascii)));
            }
        }
        let (thin, thick, bar) = if l.ascii { ('-', '=', '|') } else { ('─', '═', '│') };
        let line = |c: char| {
            format!(
                "  {}{}{}",
                c.to_string().repeat(w + 1),
                if l.ascii { '+' } else { '┼' },
                c.to_string().repeat(w + 1)
            )
        };
        let row = |a: String, b: String| format!("  {} {} {}", pad_left(&a, w), bar, pad_left(&b, w));
        let mut out = Vec::new();
        for p in &self.parts {
            out.push(String::new());
            out.push(l.say(&p.title()));
            out.push(row(names[0].clone(), names[1].clone()));
            for a in p.above.iter().rev() {
                out.push(row(cell(a[0]), cell(a[1])));
            }
            out.push(line(thin));
            for (i, (b, game)) in p.below.iter().enumerate() {
                if *b != [0, 0] {
                    out.push(row(cell(b[0]), cell(b[1])));
                }
                // The last game's line is the rubber's own.
                if *game && i + 1 < p.below.len() {
                    out.push(line(thin));
                }
            }
            out.push(line(thick));
            out.push(row(num(p.total[0], l.ascii), num(p.total[1], l.ascii)));
        }
        out
    }

    /// The pad as tables of a printed page, one a rubber: the bonuses above the line (newest
    /// highest), the line, the trick points with a line under each game, and the total.
    pub fn html(&self, l: &Layout) -> String {
        let cell = |n: i64| if n == 0 { String::new() } else { escape(&num(n, l.ascii)) };
        let row = |class: &str, a: String, b: String| {
            format!("<tr{class}><td class=\"n\">{a}</td><td class=\"n\">{b}</td></tr>\n")
        };
        let mut out = String::new();
        for p in &self.parts {
            out.push_str(&format!(
                "<table class=\"pad\">\n<caption>{}</caption>\n<thead><tr>",
                escape(&l.say(&p.title()))
            ));
            for s in &self.sides {
                out.push_str(&format!("<th class=\"n\">{}</th>", escape(&l.plain(s))));
            }
            out.push_str("</tr></thead>\n<tbody class=\"above\">\n");
            for a in p.above.iter().rev() {
                out.push_str(&row("", cell(a[0]), cell(a[1])));
            }
            out.push_str("</tbody>\n<tbody class=\"below\">\n");
            let written: Vec<_> = p.below.iter().enumerate().filter(|(_, (b, _))| *b != [0, 0]).collect();
            for (k, &(i, (b, _))) in written.iter().enumerate() {
                // A game ends at this row when a game was completed between it and the next row
                // written (the last game's line is the rubber's own: the total's).
                let next = written.get(k + 1).map_or(p.below.len(), |&(j, _)| j);
                let ends = k + 1 < written.len() && p.below[i..next].iter().any(|(_, game)| *game);
                out.push_str(&row(if ends { " class=\"game\"" } else { "" }, cell(b[0]), cell(b[1])));
            }
            out.push_str(&format!(
                "</tbody>\n<tfoot>{}</tfoot>\n</table>\n",
                row("", escape(&num(p.total[0], l.ascii)), escape(&num(p.total[1], l.ascii))).trim_end()
            ));
        }
        out
    }
}

impl Part {
    fn title(&self) -> crate::i18n::Msg {
        if self.chicago {
            msg!("bridge-pad-chicago", number = self.number)
        } else {
            msg!("bridge-pad-rubber", number = self.number)
        }
    }
}

/// The pad's lines under the terminal's sheet, or none when the match keeps no pad.
pub fn pad(replay: &Replay, l: &Layout) -> Vec<String> {
    Pad::of(replay).map(|p| p.lines(l)).unwrap_or_default()
}
