//! Text as a terminal shows it: display width, the plain-ASCII form, numbers with the minus sign,
//! truncation and word wrapping. Nothing here reads the environment.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::games::MarkKind;

/// The columns `s` takes on a terminal.
pub fn width(s: &str) -> usize {
    UnicodeWidthStr::width(s)
}

/// A number as the sheet writes it: negative with the minus sign U+2212, `-` in ASCII.
pub fn num(n: i64, ascii: bool) -> String {
    if n < 0 {
        format!("{}{}", if ascii { "-" } else { "−" }, n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// A total counted in units of 10^−`decimals` as the sheet writes it: `decimals` 0 is [`num`];
/// 2 writes a club session's 7222 as 72.22 (and −350 as −3.50).
pub fn amount(n: i64, decimals: u8, ascii: bool) -> String {
    if decimals == 0 {
        return num(n, ascii);
    }
    let unit = 10u64.pow(u32::from(decimals));
    let (whole, part) = (n.unsigned_abs() / unit, n.unsigned_abs() % unit);
    let sign = if n >= 0 {
        ""
    } else if ascii {
        "-"
    } else {
        "−"
    };
    format!("{sign}{whole}.{part:0width$}", width = usize::from(decimals))
}

/// A deal's points with their sign: +5, −5, 0.
pub fn signed(n: i64, ascii: bool) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        num(n, ascii)
    }
}

/// The plain-ASCII spelling of a character, when it has one other than itself.
fn fold_char(c: char) -> Option<&'static str> {
    let s = match c {
        '♠' | '♤' => "S",
        '♥' | '♡' => "H",
        '♦' | '♢' => "D",
        '♣' | '♧' => "C",
        '🃏' => "Jo",
        '−' | '–' | '—' | '‒' | '―' | '‐' => "-",
        '→' | '⟶' => "->",
        '←' => "<-",
        '↔' => "<->",
        '×' => "x",
        '÷' => "/",
        '≥' => ">=",
        '≤' => "<=",
        '≠' => "!=",
        '±' => "+/-",
        '«' | '»' | '“' | '”' | '„' => "\"",
        '‘' | '’' | '‚' => "'",
        '…' => "...",
        '№' => "#",
        '·' | '•' => "*",
        '\u{a0}' | '\u{202f}' | '\u{2009}' => " ",
        '─' | '━' | '╌' | '┄' | '┈' => "-",
        '═' => "=",
        '│' | '┃' | '┆' | '┊' | '║' => "|",
        '┌' | '┐' | '└' | '┘' | '├' | '┤' | '┬' | '┴' | '┼' | '╞' | '╡' | '╪' | '╤' | '╧' => {
            "+"
        }
        _ => return mark(c),
    };
    Some(s)
}

/// A mark symbol of one character, spelled as the mark registry spells it in ASCII.
fn mark(c: char) -> Option<&'static str> {
    MarkKind::ALL.iter().find(|k| k.symbol().chars().eq(std::iter::once(c))).map(|k| k.ascii())
}

/// `s` with every typographic sign, suit symbol, mark and box-drawing character in plain ASCII
/// (A♠ → AS, − → -, → → ->). Letters of names are left as they are.
pub fn fold_ascii(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match fold_char(c) {
            Some(f) => out.push_str(f),
            None => out.push(c),
        }
    }
    out
}

/// `s` cut to at most `w` columns, ending in an ellipsis when something was cut.
pub fn truncate(s: &str, w: usize, ascii: bool) -> String {
    if width(s) <= w {
        return s.to_string();
    }
    let dots = if ascii { "..." } else { "…" };
    let keep = w.saturating_sub(width(dots));
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let cw = c.width().unwrap_or(0);
        if used + cw > keep {
            break;
        }
        used += cw;
        out.push(c);
    }
    let out = out.trim_end().to_string();
    if w >= width(dots) {
        out + dots
    } else {
        out
    }
}

/// `s` cut to at most `w` columns, without an ellipsis.
pub fn cut(s: &str, w: usize) -> String {
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let cw = c.width().unwrap_or(0);
        if used + cw > w {
            break;
        }
        used += cw;
        out.push(c);
    }
    out
}

pub fn pad_left(s: &str, w: usize) -> String {
    format!("{}{s}", " ".repeat(w.saturating_sub(width(s))))
}

pub fn pad_right(s: &str, w: usize) -> String {
    format!("{s}{}", " ".repeat(w.saturating_sub(width(s))))
}

pub fn center(s: &str, w: usize) -> String {
    let room = w.saturating_sub(width(s));
    format!("{}{s}{}", " ".repeat(room / 2), " ".repeat(room - room / 2))
}

/// Wraps `text` at spaces into lines of at most `w` columns; lines after the first of each
/// paragraph start with `indent` spaces. Spacing inside a line is kept; a word longer than a line
/// is cut.
pub fn wrap(text: &str, w: usize, indent: usize) -> Vec<String> {
    let w = w.max(1);
    let indent = indent.min(w / 2);
    let mut lines = vec![];
    for para in text.split('\n') {
        // Each word with the spaces before it; the paragraph's leading spaces stay with it.
        let mut pieces: Vec<(String, String)> = vec![];
        let mut spaces = String::new();
        let mut word = String::new();
        for c in para.chars() {
            if c == ' ' {
                if !word.is_empty() {
                    pieces.push((std::mem::take(&mut spaces), std::mem::take(&mut word)));
                }
                spaces.push(' ');
            } else {
                word.push(c);
            }
        }
        if !word.is_empty() {
            pieces.push((spaces, word));
        }
        let mut line = String::new();
        for (i, (gap, word)) in pieces.into_iter().enumerate() {
            let fresh = i > 0 && width(&line) <= indent && line.trim().is_empty();
            let gap = if fresh { String::new() } else { gap };
            if i > 0 && !fresh && width(&line) + width(&gap) + width(&word) > w {
                lines.push(std::mem::take(&mut line));
                line = " ".repeat(indent);
                line.push_str(&fit_word(&word, w, indent, &mut lines));
                continue;
            }
            line.push_str(&gap);
            if width(&line) + width(&word) > w {
                let room = w.saturating_sub(width(&line));
                let head = cut(&word, room);
                line.push_str(&head);
                lines.push(std::mem::take(&mut line));
                line = " ".repeat(indent);
                line.push_str(&fit_word(&word[head.len()..], w, indent, &mut lines));
            } else {
                line.push_str(&word);
            }
        }
        lines.push(line);
    }
    lines
}

/// The tail of `word` that fits a line after `indent`, pushing whole lines of it before.
fn fit_word(word: &str, w: usize, indent: usize, lines: &mut Vec<String>) -> String {
    let room = w.saturating_sub(indent).max(1);
    let mut rest = word;
    while width(rest) > room {
        let head = cut(rest, room);
        if head.is_empty() {
            break;
        }
        lines.push(format!("{}{head}", " ".repeat(indent)));
        rest = &rest[head.len()..];
    }
    rest.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_use_the_minus_sign_unless_ascii() {
        assert_eq!((num(-85, false), num(-85, true), num(20, false)), ("−85".into(), "-85".into(), "20".into()));
        assert_eq!((signed(5, false), signed(-5, false), signed(0, false)), ("+5".into(), "−5".into(), "0".into()));
        assert_eq!(amount(7222, 2, false), "72.22");
        assert_eq!(
            (amount(-350, 2, false), amount(-5, 2, true), amount(0, 2, false)),
            ("−3.50".into(), "-0.05".into(), "0.00".into())
        );
        assert_eq!(amount(-85, 0, false), num(-85, false));
    }

    #[test]
    fn ascii_folds_suits_signs_marks_and_boxes_but_not_names() {
        assert_eq!(fold_ascii("Петър ♥ ×2 A♠ 10♦ −5 → 3 ⊘ 🛢 «x» ┆"), "Петър H x2 AS 10D -5 -> 3 o B \"x\" |");
    }

    #[test]
    fn truncation_and_wrapping_respect_the_width() {
        assert_eq!(truncate("Вера 110 conceded", 10, false), "Вера 110…");
        assert_eq!(truncate("Вера 110 conceded", 10, true), "Вера 11...");
        let lines = wrap("one two three four five six seven eight nine ten", 20, 2);
        assert!(lines.iter().all(|l| width(l) <= 20), "{lines:?}");
        assert_eq!(lines[1], "  five six seven");
        assert!(wrap("x".repeat(50).as_str(), 20, 0).iter().all(|l| width(l) <= 20));
        assert!(wrap(&format!("ab {}", "x".repeat(50)), 20, 4).iter().all(|l| width(l) <= 20));
        assert_eq!(wrap("  text  [rule.id]", 40, 4), ["  text  [rule.id]"]);
        assert_eq!(wrap("  one two  [rule.id]", 14, 4), ["  one two", "    [rule.id]"]);
    }
}
