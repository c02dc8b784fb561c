//! A PBN table (the PBN standard 2.1, section 5): the tag's value names its columns
//! (`PairId_NS\2R;Contract\4L`: a name, then optionally `\`, a width and an alignment L or R), and
//! each data line after the tag is one row with one field per column, `-` for an empty field.
//! `ScoreTable` holds a board's traveller, `TotalScoreTable` the ranking.

use super::reader::{at_line, Tag};
use crate::games::{shown, RuleError};
use crate::msg;

/// A table's rows as a writer takes them: one field per column, `None` for an empty one.
pub type Rows = Vec<Vec<Option<String>>>;

/// One column: its name, and the width and alignment a writer pads it to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub name: String,
    pub width: usize,
    pub right: bool,
}

impl Column {
    /// `Score_NS\6R` → `Score_NS`, 6, right-aligned.
    pub fn parse(spec: &str) -> Column {
        let (name, format) = spec.trim().split_once('\\').unwrap_or((spec.trim(), ""));
        let digits: String = format.chars().take_while(char::is_ascii_digit).collect();
        Column {
            name: name.trim().to_string(),
            width: digits.parse().unwrap_or(0),
            right: format[digits.len()..].trim().eq_ignore_ascii_case("r"),
        }
    }

    /// The column as a table's tag value writes it.
    pub fn spec(&self) -> String {
        if self.width == 0 {
            self.name.clone()
        } else {
            format!("{}\\{}{}", self.name, self.width, if self.right { "R" } else { "L" })
        }
    }

    /// A column with its width and alignment: `Column::new("Score_NS", 6, true)`.
    pub fn new(name: &str, width: usize, right: bool) -> Column {
        Column { name: name.to_string(), width, right }
    }
}

/// A table read from its tag: the columns and the rows, each row as many fields as columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub columns: Vec<Column>,
    /// Each row with the file's line it is on.
    pub rows: Vec<(usize, Vec<String>)>,
}

impl Table {
    /// The table a tag holds; a row with another number of fields than columns is refused.
    pub fn read(tag: &Tag) -> Result<Table, RuleError> {
        let columns: Vec<Column> = tag.value.split(';').filter(|s| !s.trim().is_empty()).map(Column::parse).collect();
        let mut rows = vec![];
        for row in &tag.rows {
            if row.fields.len() != columns.len() {
                return Err(at_line(
                    row.line,
                    "pbn.table.fields",
                    msg!(
                        "pbn-table-fields",
                        table = tag.name.as_str(),
                        columns = columns.len(),
                        fields = row.fields.len(),
                        row = shown(&row.fields.join(" "))
                    ),
                ));
            }
            rows.push((row.line, row.fields.clone()));
        }
        Ok(Table { columns, rows })
    }

    /// The position of a column, by name (case ignored).
    pub fn column(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.name.eq_ignore_ascii_case(name))
    }

    /// A row's field in a column, `None` when the column is absent or the field empty (`-`, `?`).
    pub fn get<'a>(&self, row: &'a [String], name: &str) -> Option<&'a str> {
        let i = self.column(name)?;
        row.get(i).map(|s| s.trim()).filter(|s| !matches!(*s, "" | "-" | "?"))
    }
}

/// A table's tag and rows as PBN writes them: `[Name "spec;spec"]`, then one line per row, each
/// field padded to its column's width, a field holding a space or a PBN mark quoted. `None` in a
/// row is an empty field (`-`). The lead's scores (matchpoints, IMPs) and the ranking are further
/// columns given the same way.
pub fn write_table(name: &str, columns: &[Column], rows: &[Vec<Option<String>>]) -> String {
    let spec: Vec<String> = columns.iter().map(Column::spec).collect();
    // A column's `\2R` is written as the standard writes it, not as an escape.
    let mut out = format!("[{name} \"{}\"]\n", spec.join(";").replace('"', "\\\""));
    for row in rows {
        let fields: Vec<String> = columns
            .iter()
            .zip(row)
            .map(|(c, f)| {
                let text = f.as_deref().map_or_else(|| "-".to_string(), field_text);
                let pad = c.width.saturating_sub(text.chars().count());
                if c.right {
                    format!("{}{text}", " ".repeat(pad))
                } else {
                    format!("{text}{}", " ".repeat(pad))
                }
            })
            .collect();
        out.push_str(fields.join(" ").trim_end());
        out.push('\n');
    }
    out
}

/// A field as a data line writes it: quoted (with `\"` and `\\`) when it could be read as
/// something else — empty, holding a space, or starting a comment, a tag or an escape line.
fn field_text(text: &str) -> String {
    let plain = !text.is_empty() && text != "-" && !text.chars().any(|c| c.is_whitespace() || "[]{};\"\\%".contains(c));
    if plain {
        text.to_string()
    } else {
        format!("\"{}\"", super::writer::escape(text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pbn::reader::read;

    #[test]
    fn a_written_table_reads_back() {
        let columns =
            [Column::new("PairId_NS", 2, true), Column::new("Contract", 4, false), Column::new("Name", 0, false)];
        let rows = vec![
            vec![Some("1".to_string()), Some("4SX".to_string()), Some("Анна и \"Б\"".to_string())],
            vec![Some("12".to_string()), None, Some("-".to_string())],
        ];
        let text = write_table("ScoreTable", &columns, &rows);
        assert!(
            text.starts_with("[ScoreTable \"PairId_NS\\2R;Contract\\4L;Name\"]\n 1 4SX  \"Анна и \\\"Б\\\"\"\n"),
            "{text}"
        );
        let games = read(&text).unwrap();
        let t = Table::read(games[0].tag("ScoreTable").unwrap()).unwrap();
        assert_eq!(t.columns, columns);
        assert_eq!(t.get(&t.rows[0].1, "Name"), Some("Анна и \"Б\""));
        assert_eq!(t.get(&t.rows[1].1, "Contract"), None);
        assert_eq!(t.get(&t.rows[1].1, "contract"), None);
        // A dash is an empty field, quoted or not.
        assert_eq!(t.get(&t.rows[1].1, "Name"), None);
    }

    #[test]
    fn a_row_of_the_wrong_size_is_refused() {
        let games = read("[ScoreTable \"PairId_NS;PairId_EW;Contract\"]\n1 2 4S\n3 4\n").unwrap();
        let e = Table::read(games[0].tag("ScoreTable").unwrap()).unwrap_err();
        assert_eq!(e.rule, "pbn.table.fields");
        assert!(e.message().contains("line 3"), "{}", e.message());
    }
}
