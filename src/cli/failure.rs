//! How a command fails: a rule or input error (exit 1, nothing written) or an internal one (exit 2).

use serde_json::json;

use crate::games::RuleError;
use crate::i18n::{Lang, Msg};
use crate::ledger::{LedgerError, UnwritableReason};
use crate::msg;

/// Occurs when a command cannot do what was asked. The kind decides the exit code.
#[derive(Debug)]
pub enum Failure {
    /// A rule was broken or the input was wrong: exit 1.
    Rule(RuleError),
    /// Something failed that the user could not prevent (disk, SQLite, a bug): exit 2.
    Internal(anyhow::Error),
}

impl Failure {
    pub fn exit_code(&self) -> u8 {
        match self {
            Failure::Rule(_) => 1,
            Failure::Internal(_) => 2,
        }
    }

    pub fn input(rule: &str, message: impl Into<Msg>) -> Failure {
        Failure::Rule(RuleError::new(rule, message))
    }

    pub fn to_json(&self, lang: Lang) -> serde_json::Value {
        match self {
            Failure::Rule(e) => json!({ "error": e.to_json(lang) }),
            Failure::Internal(e) => json!({ "error": { "rule": "internal", "message": internal(e).render(lang) } }),
        }
    }
}

impl Failure {
    /// The line a user reads, in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Failure::Rule(e) => e.line(lang),
            Failure::Internal(e) => internal(e).render(lang),
        }
    }
}

/// What went wrong inside: the cause as the system or library reported it, which no catalogue
/// can know in advance.
fn internal(e: &anyhow::Error) -> Msg {
    msg!("cli-internal-error", detail = chain(e))
}

/// An error and its causes on one line, each part once: SQLite's errors repeat their cause's
/// text ("database is locked: database is locked: Error code 5"), so a part already said is
/// left out.
fn chain(e: &anyhow::Error) -> String {
    let mut parts: Vec<String> = vec![];
    for cause in e.chain() {
        for part in cause.to_string().split(": ") {
            let part = part.trim();
            if !part.is_empty() && !parts.iter().any(|p| p == part) {
                parts.push(part.to_string());
            }
        }
    }
    parts.join(": ")
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Rule(e) => write!(f, "{e}"),
            Failure::Internal(e) => write!(f, "internal error: {}", chain(e)),
        }
    }
}

impl From<RuleError> for Failure {
    fn from(e: RuleError) -> Self {
        Failure::Rule(e)
    }
}

impl From<LedgerError> for Failure {
    fn from(e: LedgerError) -> Self {
        let rule = match &e {
            LedgerError::NotALedger { .. } => "ledger.not-a-ledger",
            LedgerError::TooNew { .. } => "ledger.too-new",
            LedgerError::NoOpenMatch => "ledger.no-open-match",
            LedgerError::MatchNotFound { .. } => "ledger.match-not-found",
            LedgerError::DuplicateMatchName { .. } => "ledger.duplicate-name",
            LedgerError::BadVoid { .. } => "ledger.bad-void",
            LedgerError::BadCorrection { .. } => "ledger.bad-correction",
            LedgerError::SnapshotTarget { .. } => "ledger.snapshot-target",
            LedgerError::BadPlayerChange { .. } => "ledger.bad-player-change",
            LedgerError::SamePerson { .. } => "match.players.same-person",
            LedgerError::NotAFile { .. } => "ledger.path",
            LedgerError::Empty { .. } => "ledger.empty",
            LedgerError::Unwritable { .. } => "ledger.unwritable",
            LedgerError::Busy { .. } => "ledger.busy",
            _ => return Failure::Internal(anyhow::Error::new(e)),
        };
        let message = match &e {
            LedgerError::NotALedger { path } => msg!("cli-ledger-not-a-ledger", path = path.display().to_string()),
            LedgerError::TooNew { path, version, known } => {
                msg!("cli-ledger-too-new", path = path.display().to_string(), version = *version, known = *known)
            }
            // The ledger cannot know the commands; a user who meets this (often on a fresh
            // ledger) needs the one that starts a match and the one that finds the others.
            LedgerError::NoOpenMatch => msg!("cli-ledger-no-open-match"),
            LedgerError::MatchNotFound { selector } => not_found(selector),
            LedgerError::DuplicateMatchName { name } => msg!("cli-ledger-duplicate-name", name = name.as_str()),
            LedgerError::BadVoid { entry } => msg!("cli-ledger-bad-void", entry = *entry),
            LedgerError::BadCorrection { entry } => msg!("history-ledger-bad-correction", entry = *entry),
            LedgerError::SnapshotTarget { match_id, entry } => {
                msg!("history-ledger-snapshot-target", entry = *entry, match = *match_id)
            }
            LedgerError::BadPlayerChange { player } => msg!("player-ledger-bad-change", player = *player),
            LedgerError::SamePerson { first, second, person } => {
                msg!("player-same-person", first = first.as_str(), second = second.as_str(), person = person.as_str())
            }
            LedgerError::NotAFile { path } => msg!(
                "cli-ledger-not-a-file",
                path = path.display().to_string(),
                example = path.join("ledger.sqlite3").display().to_string()
            ),
            LedgerError::Empty { path } => msg!("cli-ledger-empty", path = path.display().to_string()),
            LedgerError::Unwritable { path, reason } => {
                msg!("cli-ledger-unwritable", path = path.display().to_string(), reason = why(reason))
            }
            LedgerError::Busy { path, waited } => {
                msg!("cli-ledger-busy", path = path.display().to_string(), seconds = waited.as_secs())
            }
            _ => return Failure::Internal(anyhow::Error::new(e)),
        };
        Failure::Rule(RuleError::new(rule, message))
    }
}

/// Why a ledger cannot be written, in the reader's language where the catalogues know the reason.
fn why(reason: &UnwritableReason) -> Msg {
    match reason {
        UnwritableReason::PermissionDenied => msg!("cli-ledger-reason-permission"),
        UnwritableReason::ReadOnlyFileSystem => msg!("cli-ledger-reason-read-only"),
        UnwritableReason::NotADirectory => msg!("cli-ledger-reason-not-a-directory"),
        // What the system said: the catalogues cannot know every reason.
        UnwritableReason::Other(detail) => msg!("cli-ledger-reason-system", detail = detail.as_str()),
    }
}

/// "no match with id 12" / "no match with name \"friday\"": the ledger words the selector as
/// `MatchSelector` displays it, `id N` or `name "NAME"`.
fn not_found(selector: &str) -> Msg {
    if let Some(id) = selector.strip_prefix("id ") {
        return msg!("cli-ledger-no-match-id", id = id);
    }
    let name = selector.strip_prefix("name ").unwrap_or(selector);
    let name = name.strip_prefix('"').and_then(|n| n.strip_suffix('"')).unwrap_or(name);
    msg!("cli-ledger-no-match-name", name = name)
}

impl From<anyhow::Error> for Failure {
    fn from(e: anyhow::Error) -> Self {
        Failure::Internal(e)
    }
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure::Internal(e.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_internal_error_says_each_cause_once() {
        let sqlite = rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT),
            Some("database disk image is malformed".into()),
        );
        let line = Failure::from(LedgerError::Sqlite(sqlite)).render(Lang::default());
        assert_eq!(line.matches("database disk image is malformed").count(), 1, "{line}");
        assert!(line.starts_with("internal error: the ledger database failed"), "{line}");
    }
}
