//! What the games' localisation tests share: every message a replay shows, and a scan of a Russian
//! or Bulgarian rendering for words left in English.

use kozyr::games::Replay;
use kozyr::i18n::Msg;

/// Every message a replay shows: each row's line, notes and explanation, and what comes next.
pub fn shown(r: &Replay) -> Vec<Msg> {
    let mut out = vec![];
    for row in &r.rows {
        out.push(row.scored.summary.clone());
        out.extend(row.scored.notes.iter().cloned());
        out.extend(row.scored.explain.iter().map(|s| s.text.clone()));
    }
    out.extend(r.next.iter().cloned());
    out
}

/// The runs of four or more Latin letters a Russian or Bulgarian reader would see, leaving out what
/// is typed the same in every language: fields and values in backquotes (`took`), what the user
/// typed quoted back («purple», „purple“, "purple"), flags (`--took`), rule ids and `kozyr`.
pub fn english_words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut close: Option<char> = None;
    for c in text.chars() {
        match (close, c) {
            (None, '`') => close = Some('`'),
            (None, '«') => close = Some('»'),
            (None, '„') => close = Some('“'),
            (None, '"') => close = Some('"'),
            (None, c) => plain.push(c),
            (Some(end), c) if c == end => {
                close = None;
                plain.push(' ');
            }
            _ => {}
        }
    }
    let mut out = vec![];
    for token in plain.split_whitespace() {
        let bare = token.trim_start_matches(|c: char| "([".contains(c));
        let rule_id = bare.contains('.') && bare.chars().all(|c| c.is_ascii_lowercase() || ".-]".contains(c));
        if bare.starts_with("--") || bare.starts_with("kozyr") || rule_id {
            continue;
        }
        for run in bare.split(|c: char| !c.is_ascii_alphabetic()) {
            if run.len() >= 4 {
                out.push(run.to_string());
            }
        }
    }
    out
}
