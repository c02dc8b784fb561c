//! Owns `MatchSelector`, the ways a user can point at a match.

use std::fmt;

use super::MatchId;

/// Which match a command is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchSelector {
    /// The most recently created match that is not finished: the default only in a ledger where
    /// no match was ever made current (`Ledger::current_match`).
    Latest,
    /// The match with this id.
    Id(MatchId),
    /// The match with exactly this name. Deciding whether a string of digits means an id is the
    /// caller's business, and so is a name typed in another case (`Ledger::matches_named`).
    Name(String),
}

impl fmt::Display for MatchSelector {
    /// Worded to complete "no match with …" in error messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchSelector::Latest => f.write_str("the latest unfinished match"),
            MatchSelector::Id(id) => write!(f, "id {id}"),
            MatchSelector::Name(name) => write!(f, "name \"{name}\""),
        }
    }
}
