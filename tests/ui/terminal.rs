//! Text on a terminal of a set width, through a real pseudo-terminal (`rexpect`; `COLUMNS` gives
//! the width, an empty `PAGER` prints instead of paging): `kozyr rules` wraps between words only
//! and never wraps an example command (a command wider than the terminal runs past it).

use crate::support::common;

use std::collections::HashSet;
use std::process::Command;

use common::Table;
use rexpect::session::spawn_command;

/// What `kozyr ARGS` prints on a terminal `columns` wide, without colour or pager.
fn on_terminal(t: &Table, columns: usize, args: &[&str]) -> String {
    let mut c = Command::new(env!("CARGO_BIN_EXE_kozyr"));
    c.arg("--ledger").arg(&t.ledger).args(args);
    for k in ["KOZYR_LEDGER", "KOZYR_LANG", "LC_ALL", "LC_MESSAGES"] {
        c.env_remove(k);
    }
    c.env("LANG", "C.UTF-8").env("NO_COLOR", "1").env("COLUMNS", columns.to_string()).env("TERM", "xterm");
    c.env("PAGER", "");
    let mut p = spawn_command(c, Some(60_000)).expect("kozyr runs in a pseudo-terminal");
    let read = p.exp_eof().expect("kozyr ends");
    // rexpect reads one char per byte.
    let bytes: Vec<u8> = read.chars().map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')).collect();
    String::from_utf8_lossy(&bytes).replace('\r', "")
}

/// The words of a text as a reader sees them: no Markdown marks, no table rules or bullets.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || ('\u{2500}'..='\u{257f}').contains(&c))
        .map(|w| w.replace(['`', '*'], ""))
        .filter(|w| !w.is_empty() && !matches!(w.as_str(), "•" | "—" | "|" | "#" | "##" | "###" | ">"))
        .collect()
}

#[test]
fn rules_on_a_narrow_terminal_wrap_between_words_and_never_wrap_a_command() {
    let t = Table::new();
    for (lang, game) in [("en", "thousand"), ("ru", "belot"), ("en", "bridge")] {
        let source = t.ok(&["--lang", lang, "rules", game]);
        let shown = on_terminal(&t, 50, &["--lang", lang, "rules", game]);
        // Every word shown is a word of the page: none is cut in two to fit a line or a cell.
        let known: HashSet<String> = words(&source).into_iter().flat_map(|w| [format!("{w}:"), w]).collect();
        let broken: Vec<String> = words(&shown).into_iter().filter(|w| !known.contains(w)).collect();
        assert!(broken.is_empty(), "{lang} {game}: words cut: {broken:?}\n{shown}");
        // Every example command stands whole on a line of its own, however wide.
        let mut fence = false;
        let lines: HashSet<&str> = shown.lines().map(str::trim_end).collect();
        for line in source.lines() {
            if line.trim_start().starts_with("```") {
                fence = !fence;
            } else if fence && line.starts_with("kozyr ") {
                assert!(lines.contains(line.trim_end()), "{lang} {game}: the command {line:?} is wrapped:\n{shown}");
            }
        }
        // Any other line fits the terminal, unless it is one word too wide for it.
        let flat = source.split_whitespace().collect::<Vec<_>>().join(" ");
        for line in shown.lines() {
            let w = unicode_width::UnicodeWidthStr::width(line.trim_end());
            let bare = line.trim().trim_start_matches("• ");
            let single = bare.split(' ').count() == 1;
            // An inline command is one word: `kozyr deal --declarer Борис --bid 240 --tricks deal.txt`.
            let command = flat.contains(&format!("`{}`", bare.trim_matches(['(', ')', '.', ',', ';', ':'])));
            assert!(w <= 50 || single || command || source.contains(line.trim()), "{lang} {game}: too wide: {line:?}");
        }
    }
}
