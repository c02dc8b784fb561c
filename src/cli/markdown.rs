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
    let text = skin.text(&reflow(markdown), Some(out.width)).to_string();
    page(&text)
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
