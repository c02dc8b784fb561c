//! What the localisation tests of King, Mushka and Pamfil share: every message a replay shows, and
//! a scan of their Russian and Bulgarian renderings for words left in English.

use kozyr::i18n::{Lang, Msg};

use super::words as scan;
pub use scan::{english_words as latin_words, shown};

/// Renders every message in Russian and Bulgarian and returns what is left in English: every
/// message must read in the table's words.
pub fn english_left(messages: &[Msg]) -> Vec<String> {
    let mut out = vec![];
    for m in messages.iter().filter(|m| !m.is_empty()) {
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
