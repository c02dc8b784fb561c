//! Writing PBN (the PBN standard 2.1) in its export format: the `% PBN 2.1` and `% EXPORT` lines,
//! then each game's tag pairs one per line — the mandatory ones first, in the standard's order —
//! and an empty line after each game. A value kozyr does not know is written `?`.

/// The tags every game of an export file has, in this order (the PBN standard 2.1, 2.1 and 3.4).
pub const MANDATORY: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

/// One game to write: its tag values by name, and whatever follows the tags (a score table).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OutGame {
    pub tags: Vec<(String, String)>,
    /// Written after the tags as it is: tag lines with their sections (`table::write_table`).
    pub sections: String,
}

impl OutGame {
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(t) => t.1 = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }
}

/// A tag's value with `\` and `"` escaped (`\\`, `\"`).
pub fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// `[Name "value"]` and the end of its line.
pub fn tag_line(name: &str, value: &str) -> String {
    format!("[{name} \"{}\"]\n", escape(value))
}

/// The whole file: the mandatory tags of every game in order (`?` for a missing one), then its
/// other tags in the order given, then its sections.
pub fn write(games: &[OutGame]) -> String {
    let mut out = String::from("% PBN 2.1\n% EXPORT\n");
    for g in games {
        out.push('\n');
        for name in MANDATORY {
            let value = g.tags.iter().find(|(n, _)| n == name).map_or("?", |(_, v)| v.as_str());
            out.push_str(&tag_line(name, value));
        }
        for (name, value) in g.tags.iter().filter(|(n, _)| !MANDATORY.contains(&n.as_str())) {
            out.push_str(&tag_line(name, value));
        }
        out.push_str(&g.sections);
    }
    out
}
