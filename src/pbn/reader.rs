//! Reading a PBN file (the PBN standard 2.1) into its games: tag pairs `[Tag "value"]` with the
//! `\"` and `\\` escapes, the data lines a tag's section holds (an auction, a play, a score
//! table's rows), `;` comments to the end of the line and `{…}` comments over several lines, `%`
//! escape lines, games separated by an empty line, and the value `#`, which copies the tag's value
//! of the previous game. Every error names the file's line.

use crate::games::{shown, RuleError};
use crate::i18n::Msg;
use crate::msg;

/// One tag pair and the section of data lines that follows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag {
    pub name: String,
    pub value: String,
    /// The file's line (1-based) the tag is on.
    pub line: usize,
    /// The data lines after the tag, each with its tokens (quoted strings unquoted).
    pub rows: Vec<Row>,
}

/// One data line of a section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub line: usize,
    pub fields: Vec<String>,
}

/// One game: its tag pairs in the file's order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Game {
    pub tags: Vec<Tag>,
}

impl Game {
    /// The tag of that name (tag names are case-sensitive in the standard; a file written by hand
    /// may not be, so the case is ignored).
    pub fn tag(&self, name: &str) -> Option<&Tag> {
        self.tags.iter().find(|t| t.name.eq_ignore_ascii_case(name))
    }

    /// The tag's value, `None` when the tag is absent, empty or unknown (`?`, `-`).
    pub fn known(&self, name: &str) -> Option<&str> {
        self.tag(name).map(|t| t.value.trim()).filter(|v| !matches!(*v, "" | "?" | "-"))
    }

    /// The line of the game's first tag, for errors about the game as a whole.
    pub fn line(&self) -> usize {
        self.tags.first().map_or(0, |t| t.line)
    }
}

/// An error placed at a line of the file: "line 12: …".
pub fn at_line(line: usize, rule: &str, text: Msg) -> RuleError {
    RuleError::new(rule, msg!("pbn-at-line", line = line, text = text))
}

/// The same error, its message placed at a line of the file (errors of the bridge record keep
/// their own rule id: the same rule, whichever way the result arrived).
pub fn placed(line: usize, e: RuleError) -> RuleError {
    RuleError { msg: msg!("pbn-at-line", line = line, text = e.msg.clone()), ..e }
}

/// Reads every game of a PBN file.
pub fn read(text: &str) -> Result<Vec<Game>, RuleError> {
    let mut games: Vec<Game> = vec![];
    let mut game = Game::default();
    // The line a `{` comment still open was opened on.
    let mut open_comment: Option<usize> = None;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let mut line = raw.trim_start_matches('\u{feff}');
        if open_comment.is_some() {
            match line.find('}') {
                Some(end) => {
                    open_comment = None;
                    line = &line[end + 1..];
                }
                None => continue,
            }
        } else if line.starts_with('%') {
            // An escape line: `% PBN 2.1`, `% EXPORT`, or a program's own directive.
            continue;
        } else if line.trim().is_empty() {
            // The empty line that ends a game.
            if !game.tags.is_empty() {
                games.push(std::mem::take(&mut game));
            }
            continue;
        }
        let mut fields: Vec<String> = vec![];
        let chars: Vec<char> = line.chars().collect();
        let mut at = 0;
        while at < chars.len() {
            let c = chars[at];
            if c.is_whitespace() {
                at += 1;
            } else if c == ';' {
                break;
            } else if c == '{' {
                match chars[at..].iter().position(|&c| c == '}') {
                    Some(end) => at += end + 1,
                    None => {
                        open_comment = Some(n);
                        break;
                    }
                }
            } else if c == '[' {
                let (tag, next) = read_tag(&chars, at, n)?;
                // The rows read so far on this line belong to the previous tag.
                push_row(&mut game, &mut fields, n)?;
                game.tags.push(tag);
                at = next;
            } else if c == '"' {
                let (value, next) = read_string(&chars, at + 1).ok_or_else(|| {
                    at_line(n, "pbn.string.unterminated", msg!("pbn-string-unterminated", text = excerpt(&chars, at)))
                })?;
                fields.push(value);
                at = next;
            } else {
                let end = chars[at..]
                    .iter()
                    .position(|&c| c.is_whitespace() || "[;{\"".contains(c))
                    .map_or(chars.len(), |p| at + p);
                fields.push(chars[at..end].iter().collect());
                at = end;
            }
        }
        push_row(&mut game, &mut fields, n)?;
    }
    if let Some(opened) = open_comment {
        return Err(at_line(opened, "pbn.comment.unterminated", msg!("pbn-comment-unterminated")));
    }
    if !game.tags.is_empty() {
        games.push(game);
    }
    copy_previous(&mut games)?;
    Ok(games)
}

/// Data tokens go to the section of the game's last tag; data before any tag is not PBN.
fn push_row(game: &mut Game, fields: &mut Vec<String>, line: usize) -> Result<(), RuleError> {
    if fields.is_empty() {
        return Ok(());
    }
    let Some(tag) = game.tags.last_mut() else {
        return Err(at_line(line, "pbn.tag.format", msg!("pbn-data-before-tag", text = shown(&fields.join(" ")))));
    };
    tag.rows.push(Row { line, fields: std::mem::take(fields) });
    Ok(())
}

/// `[Name "value"]` starting at `at` (the `[`): the tag and the position after its `]`.
fn read_tag(chars: &[char], at: usize, line: usize) -> Result<(Tag, usize), RuleError> {
    let unterminated =
        || at_line(line, "pbn.tag.unterminated", msg!("pbn-tag-unterminated", text = excerpt(chars, at)));
    let mut i = at + 1;
    while chars.get(i).is_some_and(|c| c.is_whitespace()) {
        i += 1;
    }
    let start = i;
    while chars.get(i).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_') {
        i += 1;
    }
    let name: String = chars[start..i].iter().collect();
    if name.is_empty() {
        return Err(match chars.get(i) {
            None => unterminated(),
            Some(_) => at_line(line, "pbn.tag.format", msg!("pbn-tag-format", text = excerpt(chars, at))),
        });
    }
    while chars.get(i).is_some_and(|c| c.is_whitespace()) {
        i += 1;
    }
    match chars.get(i) {
        Some('"') => {}
        None => return Err(unterminated()),
        Some(_) => return Err(at_line(line, "pbn.tag.format", msg!("pbn-tag-format", text = excerpt(chars, at)))),
    }
    let (value, mut i) = read_string(chars, i + 1).ok_or_else(unterminated)?;
    while chars.get(i).is_some_and(|c| c.is_whitespace()) {
        i += 1;
    }
    if chars.get(i) != Some(&']') {
        return Err(unterminated());
    }
    Ok((Tag { name, value, line, rows: vec![] }, i + 1))
}

/// A quoted string's text from just after its opening `"`, with `\"` and `\\` read as `"` and
/// `\`; `None` when the line ends before the closing `"`.
fn read_string(chars: &[char], from: usize) -> Option<(String, usize)> {
    let mut out = String::new();
    let mut i = from;
    loop {
        match *chars.get(i)? {
            '"' => return Some((out, i + 1)),
            '\\' if matches!(chars.get(i + 1), Some('"' | '\\')) => {
                out.push(chars[i + 1]);
                i += 2;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
}

/// The file's text from `at`, short enough for a message.
fn excerpt(chars: &[char], at: usize) -> String {
    shown(&chars[at..].iter().take(40).collect::<String>())
}

/// `#` as a tag's value: the same value as that tag in the previous game (section and all).
fn copy_previous(games: &mut [Game]) -> Result<(), RuleError> {
    for g in 1..games.len() {
        let (before, rest) = games.split_at_mut(g);
        let previous = &before[g - 1];
        for tag in rest[0].tags.iter_mut().filter(|t| t.value.trim() == "#") {
            let Some(from) = previous.tag(&tag.name) else {
                return Err(at_line(tag.line, "pbn.tag.copy", msg!("pbn-tag-copy", tag = tag.name.as_str())));
            };
            tag.value = from.value.clone();
            if tag.rows.is_empty() {
                tag.rows = from.rows.clone();
            }
        }
    }
    if let Some(tag) = games.first().and_then(|g| g.tags.iter().find(|t| t.value.trim() == "#")) {
        return Err(at_line(tag.line, "pbn.tag.copy", msg!("pbn-tag-copy", tag = tag.name.as_str())));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_escapes_comments_and_copies_are_read() {
        let text = "% PBN 2.1\n% EXPORT\n[Event \"Club \\\"A\\\" \\\\ B\"] ; a comment\n{ a comment\nover lines }\n[Board \"1\"]\n\
                    [Dealer \"N\"]\n\n[Event \"#\"]\n[Board \"2\"] { inline } [Dealer \"E\"]\n";
        let games = read(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].known("Event"), Some("Club \"A\" \\ B"));
        assert_eq!(games[1].known("Event"), Some("Club \"A\" \\ B"));
        assert_eq!(games[1].known("Dealer"), Some("E"));
        assert_eq!(games[1].tag("Board").unwrap().line, 10);
    }

    #[test]
    fn a_section_holds_the_rows_after_its_tag() {
        let text = "[ScoreTable \"PairId_NS\\2R;Contract\\4L\"]\n 1 \"4S\" ; first\n 2 -\n[Board \"3\"]\n";
        let games = read(text).unwrap();
        let t = games[0].tag("ScoreTable").unwrap();
        assert_eq!(t.value, "PairId_NS\\2R;Contract\\4L");
        assert_eq!(t.rows.len(), 2);
        assert_eq!(t.rows[0].fields, ["1", "4S"]);
        assert_eq!(t.rows[1].line, 3);
    }

    #[test]
    fn broken_files_are_refused_at_their_line() {
        let e = read("[Board \"1\"]\n[Dealer \"N\n").unwrap_err();
        assert_eq!(e.rule, "pbn.tag.unterminated");
        assert!(e.message().contains("line 2"), "{}", e.message());
        assert_eq!(read("[Board \"1\"]\n{ open\n\n").unwrap_err().rule, "pbn.comment.unterminated");
        assert_eq!(read("[Board 1]\n").unwrap_err().rule, "pbn.tag.format");
        assert_eq!(read("[Board \"#\"]\n").unwrap_err().rule, "pbn.tag.copy");
        assert_eq!(read("1 2 3\n").unwrap_err().rule, "pbn.tag.format");
    }
}
