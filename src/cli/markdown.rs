//! Markdown for people: rendered for a terminal (headings, tables, emphasis — termimad) and paged
//! through `$PAGER` (else `less`, when there is one); the Markdown itself when piped, with
//! `--ascii` or for a script.

use std::io::Write;
use std::process::{Command, Stdio};

use termimad::MadSkin;

use super::context::{stdout, Output};
use super::Failure;

/// Whether Markdown is rendered (a terminal that takes more than ASCII) or printed as written.
pub fn rendered(out: Output) -> bool {
    out.terminal && !out.ascii
}

/// Prints `markdown`: rendered and paged on a terminal, as it is otherwise.
pub fn show(out: Output, markdown: &str) -> Result<(), Failure> {
    if !rendered(out) {
        return stdout(markdown);
    }
    let skin = if out.color { MadSkin::default() } else { MadSkin::no_style() };
    page(&render(&skin, &reflow(markdown), out.width))
}

/// Reflowed Markdown for a terminal `width` columns wide. Paragraphs and list items are wrapped
/// here, between words only — an inline code span (a command, a rule id) is one word however many
/// spaces it holds, and a word wider than the terminal stands on a line of its own and runs past
/// it; a code block's lines (the example commands) are printed as written, never wrapped. termimad
/// styles the words of each line and draws the headings and the tables.
pub fn render(skin: &MadSkin, markdown: &str, width: usize) -> String {
    let mut out = String::new();
    let mut block = String::new();
    let mut fence = false;
    let flush = |block: &mut String, out: &mut String| {
        if block.is_empty() {
            return;
        }
        match fitted(block, width) {
            Some(list) => out.push_str(&render(skin, &list, width)),
            None => out.push_str(&skin.text(block, Some(width)).to_string()),
        }
        block.clear();
    };
    for line in markdown.lines() {
        let t = line.trim_start();
        if t.starts_with("```") {
            flush(&mut block, &mut out);
            fence = !fence;
            continue;
        }
        if fence || line.starts_with("    ") {
            flush(&mut block, &mut out);
            out.push_str(line.trim_end());
            out.push('\n');
            continue;
        }
        if t.starts_with(['#', '|', '>']) {
            block.push_str(line);
            block.push('\n');
            continue;
        }
        flush(&mut block, &mut out);
        if t.is_empty() {
            out.push('\n');
            continue;
        }
        let (first, rest, text) = match t.split_once(' ') {
            Some((m, text)) if m == "-" || m == "*" => ("• ".to_string(), "  ".to_string(), text),
            Some((m, text))
                if m.ends_with('.') && m.len() > 1 && m[..m.len() - 1].chars().all(|c| c.is_ascii_digit()) =>
            {
                (format!("{m} "), " ".repeat(m.chars().count() + 1), text)
            }
            _ => (String::new(), String::new(), t),
        };
        for (i, l) in wrap(text, width.saturating_sub(first.chars().count()).max(10)).iter().enumerate() {
            out.push_str(if i == 0 { &first } else { &rest });
            out.push_str(&skin.inline(l).to_string());
            out.push('\n');
        }
    }
    flush(&mut block, &mut out);
    out
}

/// A Markdown table in `block` that does not fit `width` whole (every column as wide as its
/// widest cell) as a list of its rows instead: the first cell, each
/// middle cell after its column's name, the last after a dash. termimad would break words, a flag
/// or an option's name, to fit its cells. `None`: no table, or one that fits.
fn fitted(block: &str, width: usize) -> Option<String> {
    let cells = |l: &str| -> Vec<String> {
        let l = l.trim().trim_start_matches('|').trim_end_matches('|');
        l.split('|').map(|c| c.trim().to_string()).collect()
    };
    let lines: Vec<&str> = block.lines().collect();
    let table = lines.len() >= 2
        && lines.iter().all(|l| l.trim_start().starts_with('|'))
        && cells(lines[1]).iter().all(|c| !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':')));
    if !table {
        return None;
    }
    let header = cells(lines[0]);
    let rows: Vec<Vec<String>> = lines[2..].iter().map(|l| cells(l)).collect();
    let n = header.len();
    let need: usize = (0..n)
        .map(|i| {
            let column = std::iter::once(&header).chain(&rows).filter_map(|r| r.get(i));
            column.map(|c| shown_width(c)).max().unwrap_or(0)
        })
        .sum();
    if need + n < width {
        return None;
    }
    let mut list = String::new();
    for row in &rows {
        list.push_str("- ");
        for (i, cell) in row.iter().enumerate() {
            match i {
                0 => list.push_str(cell),
                i if i + 1 < row.len() => {
                    list.push_str(&format!(" — {}: {cell}", header.get(i).map_or("", |h| h.as_str())))
                }
                _ => list.push_str(&format!(" — {cell}")),
            }
        }
        list.push('\n');
    }
    Some(list)
}

/// The columns a word of Markdown takes once rendered: its code marks are not shown (an emphasis
/// mark is counted, so a line with one is a little short, never too long).
fn shown_width(word: &str) -> usize {
    crate::report::text::width(&word.replace('`', ""))
}

/// `text` in lines of at most `width` shown columns, broken between words only. An inline code
/// span is one word; a word wider than `width` gets a line of its own.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut words: Vec<String> = vec![];
    let mut in_code = false;
    for w in text.split(' ').filter(|w| !w.is_empty()) {
        match words.last_mut() {
            Some(last) if in_code => {
                last.push(' ');
                last.push_str(w);
            }
            _ => words.push(w.to_string()),
        }
        if w.matches('`').count() % 2 == 1 {
            in_code = !in_code;
        }
    }
    // A flag and its value written without code marks (`e.g. --option barrel_at=880`) stay
    // together: a command is not broken.
    let mut joined: Vec<String> = vec![];
    for w in words {
        match joined.last_mut() {
            Some(last)
                if last.starts_with("--")
                    && !last.contains(' ')
                    && !last.ends_with([',', ';', '.', ')', ':'])
                    && !w.starts_with(['-', '(']) =>
            {
                last.push(' ');
                last.push_str(&w);
            }
            _ => joined.push(w),
        }
    }
    let words = joined;
    let mut lines: Vec<String> = vec![];
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && shown_width(&line) + 1 + shown_width(&w) > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Joins the lines of each paragraph and list item: the pages are wrapped for reading as files,
/// and termimad keeps every line break, so a terminal of another width would show ragged lines.
pub fn reflow(markdown: &str) -> String {
    let mut out = String::new();
    let mut para = String::new();
    let mut fence = false;
    let flush = |para: &mut String, out: &mut String| {
        if !para.is_empty() {
            out.push_str(para);
            out.push('\n');
            para.clear();
        }
    };
    for line in markdown.lines() {
        let t = line.trim_start();
        if t.starts_with("```") {
            flush(&mut para, &mut out);
            fence = !fence;
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let item = t.starts_with("- ")
            || t.starts_with("* ")
            || t.split_once(". ").is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        let own_line =
            fence || t.is_empty() || t.starts_with(['#', '|', '>']) || (para.is_empty() && line.starts_with("    "));
        if own_line || item {
            flush(&mut para, &mut out);
        }
        if own_line {
            out.push_str(line);
            out.push('\n');
        } else if para.is_empty() {
            para.push_str(line);
        } else {
            para.push(' ');
            para.push_str(t);
        }
    }
    flush(&mut para, &mut out);
    out
}

/// A Markdown table; a `|` inside a cell would end it, so it is shown as `¦`.
pub fn table(header: &[String], rows: &[Vec<String>]) -> String {
    let line =
        |cells: &[String]| format!("|{}|\n", cells.iter().map(|c| c.replace('|', "¦")).collect::<Vec<_>>().join("|"));
    let mut out = line(header);
    out.push_str(&format!("|{}|\n", vec!["-"; header.len()].join("|")));
    for r in rows {
        out.push_str(&line(r));
    }
    out
}

/// Sends `text` through the pager, or prints it when there is none.
pub fn page(text: &str) -> Result<(), Failure> {
    let Some(mut child) = pager() else {
        return stdout(text);
    };
    if let Some(mut input) = child.stdin.take() {
        // The reader may quit the pager before reading everything: that is no error.
        let _ = input.write_all(text.as_bytes());
    }
    let _ = child.wait();
    Ok(())
}

/// `$PAGER` (an empty one means none), else `less` if it is installed. `less` is told to show
/// colours (-R), to quit when the text fits one screen (-F) and to leave it there (-X), unless
/// the user's `LESS` says otherwise.
fn pager() -> Option<std::process::Child> {
    let (program, args): (String, Vec<String>) = match std::env::var("PAGER") {
        Ok(p) => {
            let mut words = p.split_whitespace().map(String::from);
            (words.next()?, words.collect())
        }
        Err(_) if on_path("less") => ("less".into(), vec![]),
        Err(_) => return None,
    };
    let mut cmd = Command::new(program);
    cmd.args(args).stdin(Stdio::piped());
    if std::env::var_os("LESS").is_none() {
        cmd.env("LESS", "FRX");
    }
    cmd.spawn().ok()
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(program).is_file()))
}

/// A section of a Markdown page: its heading line (`## …`, or the page's `# …` title for the
/// text before the first section) and its text, heading included.
#[derive(Debug, Default, Clone)]
pub struct Section {
    pub heading: String,
    pub text: String,
}

impl Section {
    /// The heading's words, without the `#` marks.
    pub fn title(&self) -> &str {
        self.heading.trim_start_matches('#').trim()
    }

    /// The paragraphs, lists, tables and code blocks after the heading, as written.
    pub fn blocks(&self) -> Vec<String> {
        let mut out = vec![];
        let mut cur = String::new();
        let mut fence = false;
        for line in self.text.lines().skip(usize::from(!self.heading.is_empty())) {
            if line.trim_start().starts_with("```") {
                fence = !fence;
            }
            if line.trim().is_empty() && !fence {
                if !cur.trim().is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                cur.clear();
                continue;
            }
            cur.push_str(line);
            cur.push('\n');
        }
        if !cur.trim().is_empty() {
            out.push(cur);
        }
        out
    }
}

/// The page cut at its `##` headings (a `#` inside a code block is a comment, not a heading).
pub fn sections(page: &str) -> Vec<Section> {
    let mut out = vec![];
    let mut cur = Section::default();
    let mut fence = false;
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            fence = !fence;
        }
        if !fence && line.starts_with("## ") {
            if !cur.text.trim().is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            cur = Section { heading: line.to_string(), text: String::new() };
        } else if !fence && line.starts_with("# ") && cur.heading.is_empty() && cur.text.trim().is_empty() {
            cur.heading = line.to_string();
        }
        cur.text.push_str(line);
        cur.text.push('\n');
    }
    if !cur.text.trim().is_empty() {
        out.push(cur);
    }
    out
}

/// Every section that mentions `word` (any case, any part of a word: «бочк» finds «бочка» and
/// «бочке»). Sections whose heading names it come first and whole; from the others, the heading and
/// the blocks that mention it.
pub fn search(page: &str, word: &str) -> Vec<String> {
    let w = word.to_lowercase();
    let all = sections(page);
    let mut out: Vec<String> =
        all.iter().filter(|s| s.heading.to_lowercase().contains(&w)).map(|s| s.text.trim_end().to_string()).collect();
    for s in all.iter().filter(|s| !s.heading.to_lowercase().contains(&w)) {
        let blocks: Vec<String> = s.blocks().into_iter().filter(|b| b.to_lowercase().contains(&w)).collect();
        if !blocks.is_empty() {
            let parts: Vec<&str> = blocks.iter().map(|b| b.trim_end()).collect();
            out.push(format!("{}\n\n{}", s.heading, parts.join("\n\n")));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "# Game\n\nIntro about the barrel.\n\n## Bidding\n\nBids rise.\n\nThe talon is taken.\n\n\
                        ```\n# not a heading\n```\n\n## The barrel\n\nSit on it.\n";

    #[test]
    fn a_page_is_cut_at_its_level_two_headings_not_at_comments_in_code() {
        let s = sections(PAGE);
        assert_eq!(s.iter().map(Section::title).collect::<Vec<_>>(), ["Game", "Bidding", "The barrel"]);
        assert_eq!(s[1].blocks().len(), 3, "{:?}", s[1].blocks());
    }

    #[test]
    fn a_word_finds_its_heading_first_then_the_paragraphs_that_mention_it() {
        let found = search(PAGE, "BARREL");
        assert!(found[0].starts_with("## The barrel"), "{found:?}");
        assert_eq!(found[1], "# Game\n\nIntro about the barrel.");
        let talon = search(PAGE, "talon");
        assert_eq!(talon, ["## Bidding\n\nThe talon is taken."]);
    }

    #[test]
    fn paragraphs_and_list_items_become_one_line_each_but_code_keeps_its_lines() {
        let md = "Some text\nthat goes on.\n\n- an item\n  continued\n- another\n\n```\na\nb\n```\n| x |\n| y |\n";
        assert_eq!(
            reflow(md),
            "Some text that goes on.\n\n- an item continued\n- another\n\n```\na\nb\n```\n| x |\n| y |\n"
        );
    }

    #[test]
    fn tables_escape_the_cell_separator() {
        assert_eq!(table(&["a".into(), "b".into()], &[vec!["x|y".into(), "z".into()]]), "|a|b|\n|-|-|\n|x¦y|z|\n");
    }
}
