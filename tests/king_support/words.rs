//! What the localisation tests of King, Mushka and Pamfil share: every message a replay shows, and
//! a scan of their Russian and Bulgarian renderings for words left in English.

#![allow(dead_code)]

use kozyr::games::Replay;
use kozyr::i18n::{Arg, Lang, Msg};

/// Every message a replay shows: each row's line, notes and steps, and what comes next.
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

/// The runs of four or more Latin letters in a Russian or Bulgarian text, leaving out what stays
/// as it is typed: flags (`--last-two`), fields and values in backquotes, rule ids and `kozyr`.
pub fn latin_words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut quoted = false;
    for c in text.chars() {
        if c == '`' {
            quoted = !quoted;
            plain.push(' ');
        } else {
            plain.push(if quoted { ' ' } else { c });
        }
    }
    let mut out = vec![];
    for token in plain.split_whitespace() {
        let bare = token.trim_start_matches(|c: char| "([«„\"".contains(c));
        let rule_id = bare.contains('.') && bare.chars().all(|c| c.is_ascii_lowercase() || ".-".contains(c));
        if bare.starts_with("--") || bare.starts_with("kozyr") || rule_id {
            continue;
        }
        let mut run = String::new();
        for c in bare.chars().chain([' ']) {
            if c.is_ascii_alphabetic() {
                run.push(c);
            } else {
                if run.len() >= 4 {
                    out.push(run.clone());
                }
                run.clear();
            }
        }
    }
    out
}

/// Whether a message is, or holds, text not yet moved into the catalogues.
fn has_raw(m: &Msg) -> bool {
    m.id == "=raw"
        || m.args.iter().any(|(_, a)| match a {
            Arg::Msg(inner) => has_raw(inner),
            Arg::List(list) => list.iter().any(has_raw),
            _ => false,
        })
}

/// Renders every message in Russian and Bulgarian and returns what is left in English: a message
/// not yet in the catalogues (transitional raw text, which the shared machinery still writes) is
/// left out, every other one must read in the table's words.
pub fn english_left(messages: &[Msg]) -> Vec<String> {
    let mut out = vec![];
    for m in messages.iter().filter(|m| !has_raw(m) && !m.is_empty()) {
        for lang in [Lang::Ru, Lang::Bg] {
            let text = m.render(lang);
            let words = latin_words(&text);
            if !words.is_empty() {
                out.push(format!("{lang} {}: {text} ({words:?})", m.id));
            }
        }
    }
    out
}
