//! Owns `NameMatch`, what a name typed at the table means among the ledger's players.

/// Who a typed name is (see [`super::PlayerBook::resolve`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameMatch {
    /// The person whose current name this is.
    Current(i64),
    /// A name the person had before: `player` is the player that had it (a player merged into
    /// `person`, or `person` itself before a rename).
    Former { person: i64, player: i64 },
    /// Several people have (or had) the name; the ids of those people.
    Ambiguous(Vec<i64>),
    /// Nobody in the ledger has or had the name.
    Unknown,
}
