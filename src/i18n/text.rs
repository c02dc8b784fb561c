//! What a piece of text typed by a user may show on a terminal: every message argument that holds
//! such text is made safe here, once, when it is rendered — whatever message quotes it.

/// The most characters of one text argument a message shows. Names are far shorter (a player's
/// name is at most 40 characters); a value pasted by mistake or by malice is cut, with `…`.
pub const ARG_LIMIT: usize = 200;

/// Characters a name may not hold because they cannot be seen or act on the terminal: controls
/// (Cc), format characters (Cf: bidi overrides and isolates, zero-width spaces and joiners, the
/// byte-order mark), line and paragraph separators, other default-ignorable code points (Hangul
/// fillers, variation selectors, tags) and private-use characters.
pub fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c as u32,
            0x00AD | 0x034F | 0x061C | 0x115F..=0x1160 | 0x17B4..=0x17B5 | 0x180B..=0x180F
            | 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
            | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFFB | 0x0600..=0x0605 | 0x06DD | 0x070F
            | 0x0890..=0x0891 | 0x08E2 | 0x110BD | 0x110CD | 0x13430..=0x1343F
            | 0x1BCA0..=0x1BCA3 | 0x1D173..=0x1D17A | 0xE0000..=0xE0FFF
            | 0xE000..=0xF8FF | 0xF0000..=0x10FFFF)
}

/// `text` as a message may show it: at most [`ARG_LIMIT`] characters (looking at no more than it
/// keeps), and every invisible or control character but the line break and the tab written as its
/// escape (`\u{1b}`), so that no value a user typed — or wrote into an old ledger — can redraw the
/// terminal, reorder a line or hide what it says.
pub fn safe(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(ARG_LIMIT * 4));
    for (i, c) in text.chars().enumerate() {
        if i == ARG_LIMIT {
            out.push('…');
            break;
        }
        if is_invisible(c) && c != '\n' && c != '\t' {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_bidi_are_escaped_and_long_text_cut() {
        assert_eq!(safe("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(safe("x\u{202e}y"), "x\\u{202e}y");
        assert_eq!(safe("две\nстроки"), "две\nстроки");
        let long = "я".repeat(10 * ARG_LIMIT);
        let shown = safe(&long);
        assert_eq!(shown.chars().count(), ARG_LIMIT + 1);
        assert!(shown.ends_with('…'));
        assert_eq!(safe(&"я".repeat(ARG_LIMIT)), "я".repeat(ARG_LIMIT));
    }
}
