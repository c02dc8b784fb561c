//! The one grammar for naming a match: `-m/--match ID|NAME` on every command that touches one,
//! positional numbers are always deals of that match, and the default is the current match.
//! A lone number once meant a match for `undo` and a deal for `explain`, and `kozyr undo 1`
//! voided the wrong match's deal; here nothing typed is ever read two ways.

use clap::Args;

use super::{Ctx, Failure};
use crate::games;
use crate::i18n::Msg;
use crate::ledger::{Ledger, LedgerError, MatchRecord, MatchSelector};
use crate::msg;

/// `-m/--match`: flattened into every command that acts on a match.
#[derive(Debug, Clone, Default, Args)]
pub struct MatchOpt {
    /// The match: its number or name (default: the current match).
    #[arg(short = 'm', long = "match", value_name = "MATCH")]
    pub match_: Option<String>,
}

/// The match as the subject of a command about a whole match (`show`, `export`, `use`): given
/// with `-m` or as the positional MATCH, not both.
#[derive(Debug, Clone, Default, Args)]
pub struct Subject {
    /// The match: its number or name, as `-m` takes it.
    #[arg(value_name = "MATCH")]
    pub which: Option<String>,
    #[command(flatten)]
    pub opt: MatchOpt,
}

impl Subject {
    /// The match as typed, if it was; both forms at once are refused, even when they agree, so
    /// that no reader wonders which one won.
    pub fn given(&self) -> Result<Option<&str>, Failure> {
        match (self.opt.match_.as_deref(), self.which.as_deref()) {
            (Some(m), Some(p)) => {
                Err(Failure::input("cli.match.twice", msg!("match-twice", option = m, positional = p)))
            }
            (m, p) => Ok(m.or(p)),
        }
    }
}

/// What `deal`, `check`, `penalty` and `undo` would once read as a match: caught, hidden from the
/// help, and refused with what the user probably meant.
#[derive(Debug, Clone, Default, Args)]
pub struct Stray {
    /// Not an argument: caught only to be refused with a hint.
    #[arg(value_name = "MATCH", hide = true, num_args = 0..)]
    pub stray: Vec<String>,
}

impl Stray {
    /// Refuses a positional argument of a command that takes none, before anything is read or
    /// written: it names the match the command acts on and the commands the user probably meant.
    pub fn refuse(&self, ctx: &Ctx, command: &'static str, opt: &MatchOpt) -> Result<(), Failure> {
        let Some(typed) = self.stray.first() else { return Ok(()) };
        let value = games::shown(typed);
        let ledger = existing(ctx);
        let target = ledger.as_ref().and_then(|l| find(l, opt.match_.as_deref()).ok());
        let mut text = msg!("match-positional", command = command, value = value.clone());
        if let Some(record) = &target {
            ctx.follow_match(record);
            text = and(
                text,
                Msg::new(format!("match-positional-acts-{command}"), vec![("match", match_ref(record).into())]),
            );
        }
        let number = !typed.is_empty() && typed.chars().all(|c| c.is_ascii_digit());
        if command == "undo" && number {
            text = and(text, msg!("match-positional-void", deal = value.clone()));
        }
        // Offered only when the value names another match than the one the command acts on.
        let named = ledger.as_ref().and_then(|l| find(l, Some(typed)).ok());
        if named.is_some_and(|m| target.as_ref().is_none_or(|t| t.id != m.id)) {
            let tail = if matches!(command, "deal" | "check" | "penalty") { " …" } else { "" };
            text = and(text, msg!("match-positional-other", command = command, value = value.clone(), rest = tail));
        }
        Err(Failure::input("cli.match.positional", text))
    }
}

/// The ledger, if it already exists and opens: hints are given without ever creating one.
fn existing(ctx: &Ctx) -> Option<Ledger> {
    let path = match &ctx.ledger {
        Some(p) => p.clone(),
        None => Ledger::default_path().ok()?,
    };
    if !path.is_file() {
        return None;
    }
    Ledger::open_existing(&path).ok()
}

/// A sentence and the hint that follows it.
pub fn and(first: Msg, then: Msg) -> Msg {
    msg!("match-and", first = first, then = then)
}

/// The match as the messages name it: its number and, if it has one, its name (`7 «пятница»`);
/// each message puts its own word for "match" around it, in the grammatical case it needs.
pub fn match_ref(record: &MatchRecord) -> Msg {
    match &record.name {
        Some(name) => msg!("match-ref-named", id = record.id, name = games::shown(name)),
        None => msg!("match-ref", id = record.id),
    }
}

/// The game's name («Тысяча»).
pub fn game_name(record: &MatchRecord) -> Msg {
    Msg::new(format!("game-{}", record.game), vec![])
}

/// Finds the match a command acts on. Not given: the current match, finished or not (so a match
/// just won is still shown), else — in a ledger where none was chosen — the latest unfinished
/// one. Given: digits are the match's number; anything else its name, compared ignoring case.
pub fn find(ledger: &Ledger, given: Option<&str>) -> Result<MatchRecord, Failure> {
    let Some(typed) = given else {
        let record = match ledger.current_match()? {
            Some(id) => ledger.find_match(&MatchSelector::Id(id))?,
            None => ledger.find_match(&MatchSelector::Latest)?,
        };
        return Ok(record);
    };
    let typed = typed.trim();
    if !typed.is_empty() && typed.chars().all(|c| c.is_ascii_digit()) {
        // A number too large for an id is no match's number; a name of digits from before such
        // names were refused is still found, by its exact spelling.
        let by_id = typed.parse().ok().map(|id| ledger.find_match(&MatchSelector::Id(id)));
        return match by_id {
            Some(Ok(record)) => Ok(record),
            Some(Err(LedgerError::MatchNotFound { .. })) | None => {
                ledger.find_match(&MatchSelector::Name(typed.to_string())).map_err(|_| {
                    Failure::input("ledger.match-not-found", msg!("cli-ledger-no-match-id", id = games::shown(typed)))
                })
            }
            Some(Err(e)) => Err(e.into()),
        };
    }
    let name = games::nfc(typed);
    let mut found = ledger.matches_named(&name)?;
    match found.len() {
        0 => Err(LedgerError::MatchNotFound { selector: MatchSelector::Name(games::shown(&name)).to_string() }.into()),
        1 => Ok(found.remove(0)),
        _ => {
            let matches: Vec<Msg> = found.iter().map(match_ref).collect();
            Err(Failure::input(
                "match.name.ambiguous",
                msg!("match-name-ambiguous", name = games::shown(&name), matches = matches, id = found[0].id),
            ))
        }
    }
}

/// Refuses a match name that would read as a number (`-m 5` is match number 5), at `new` and
/// `import`.
pub fn check_name(name: Option<&str>) -> Result<(), Failure> {
    match name {
        Some(n) if !n.trim().is_empty() && n.trim().chars().all(|c| c.is_ascii_digit()) => {
            Err(Failure::input("match.name.number", msg!("match-name-number", name = games::shown(n))))
        }
        _ => Ok(()),
    }
}

/// The unfinished matches, newest first, for the hints that offer another match.
pub fn unfinished(ledger: &Ledger) -> Result<Vec<MatchRecord>, Failure> {
    Ok(ledger.matches()?.into_iter().filter(|m| m.finished_at.is_none()).collect())
}

/// A listed match with its game: `7 «пятница» (Тысяча)`.
pub fn listed(record: &MatchRecord) -> Msg {
    msg!("match-listed", match = match_ref(record), game = game_name(record))
}

/// Adds to a refusal of a finished match which matches are still open and how to choose one, so
/// that a table that finished a match and typed on is not left guessing.
pub fn finished_hint(ledger: &Ledger, record: &MatchRecord, command: &'static str, f: Failure) -> Failure {
    let Failure::Rule(mut e) = f else { return f };
    if e.rule != "match.finished" {
        return Failure::Rule(e);
    }
    let open = unfinished(ledger).unwrap_or_default();
    let hint = match open.first() {
        Some(first) => msg!(
            "match-finished-open",
            match = match_ref(record),
            matches = open.iter().map(listed).collect::<Vec<_>>(),
            command = command,
            id = first.id
        ),
        None => msg!("match-finished-none", match = match_ref(record)),
    };
    e.msg = and(e.msg, hint);
    Failure::Rule(e)
}
