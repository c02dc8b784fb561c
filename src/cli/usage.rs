//! Usage errors in the reader's language. clap finds what is wrong with a command line and says
//! it in English; kozyr reads what clap found (the kind of error and its context: the argument,
//! the value, the suggestions) and says it with the catalogues, with rule id `cli.usage`.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use super::Failure;
use crate::i18n::{Lang, Msg};
use crate::msg;

/// A context value as text; lists joined by ", ".
fn value(e: &clap::Error, kind: ContextKind) -> Option<String> {
    Some(match e.get(kind)? {
        ContextValue::String(s) => s.clone(),
        ContextValue::Strings(v) if !v.is_empty() => v.join(", "),
        ContextValue::StyledStr(s) => s.to_string(),
        ContextValue::StyledStrs(v) if !v.is_empty() => {
            v.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
        }
        ContextValue::Number(n) => n.to_string(),
        _ => return None,
    })
}

fn list(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::StyledStrs(v)) => v.iter().map(ToString::to_string).collect(),
        _ => vec![],
    }
}

fn number(e: &clap::Error, kind: ContextKind) -> i64 {
    match e.get(kind) {
        Some(ContextValue::Number(n)) => i64::try_from(*n).unwrap_or(0),
        _ => 0,
    }
}

/// Joins a sentence and the hints that follow it: "unexpected argument …; did you mean --bid?".
fn and(first: Msg, then: Msg) -> Msg {
    msg!("cli-usage-and", first = first, then = then)
}

/// The hints clap found, in the catalogues' words.
fn hints(e: &clap::Error) -> Vec<Msg> {
    let mut out = vec![];
    // clap lists the closest suggestion last.
    let mut close: Vec<String> = list(e, ContextKind::SuggestedArg);
    close.extend(list(e, ContextKind::SuggestedSubcommand).iter().map(|s| format!("`kozyr {s}`")));
    close.extend(value(e, ContextKind::SuggestedValue));
    for s in list(e, ContextKind::Suggested) {
        // clap's English hints, read for what they name.
        if let Some(cmd) = s.strip_prefix('\'').and_then(|r| r.strip_suffix("' exists")) {
            close.push(format!("`kozyr {cmd}`"));
        } else if s.starts_with("to pass") {
            if let Some(arg) = value(e, ContextKind::InvalidArg).or_else(|| value(e, ContextKind::InvalidSubcommand)) {
                out.push(msg!("cli-usage-dash-dash", arg = arg));
            }
        }
    }
    if !close.is_empty() {
        close.reverse();
        out.insert(0, msg!("cli-usage-suggest", suggestion = close.join(", ")));
    }
    out
}

/// The sentence for a clap error, hints included.
pub fn describe(e: &clap::Error) -> Msg {
    let arg = value(e, ContextKind::InvalidArg).unwrap_or_default();
    let given = value(e, ContextKind::InvalidValue).unwrap_or_default();
    let main = match e.kind() {
        ErrorKind::UnknownArgument if arg.starts_with('-') => msg!("cli-usage-unknown-option", arg = arg),
        ErrorKind::UnknownArgument => msg!("cli-usage-unknown-argument", arg = arg),
        ErrorKind::InvalidSubcommand => {
            let command = value(e, ContextKind::InvalidSubcommand).unwrap_or_default();
            msg!("cli-usage-unknown-command", command = command, commands = commands())
        }
        ErrorKind::InvalidValue if given.is_empty() => msg!("cli-usage-missing-value", arg = arg),
        ErrorKind::InvalidValue => {
            let m = msg!("cli-usage-invalid-value", value = given, arg = arg);
            match value(e, ContextKind::ValidValue) {
                Some(values) => and(m, msg!("cli-usage-possible-values", values = values)),
                None => m,
            }
        }
        ErrorKind::ValueValidation if given.trim().parse::<f64>().is_err() => {
            msg!("cli-usage-value-validation", value = given, arg = arg)
        }
        ErrorKind::ValueValidation => msg!("cli-usage-invalid-value", value = given, arg = arg),
        ErrorKind::MissingRequiredArgument => msg!("cli-usage-missing-argument", args = arg),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            msg!("cli-usage-missing-command")
        }
        ErrorKind::ArgumentConflict => {
            let other = value(e, ContextKind::PriorArg).unwrap_or_default();
            if other.is_empty() || other == arg {
                msg!("cli-usage-conflict-self", arg = arg)
            } else {
                msg!("cli-usage-conflict", arg = arg, other = other)
            }
        }
        ErrorKind::NoEquals => msg!("cli-usage-no-equals", arg = arg),
        ErrorKind::TooManyValues => msg!("cli-usage-too-many-values", value = given, arg = arg),
        ErrorKind::TooFewValues => msg!(
            "cli-usage-wrong-number-of-values",
            arg = arg,
            expected = number(e, ContextKind::MinValues),
            actual = number(e, ContextKind::ActualNumValues)
        ),
        ErrorKind::WrongNumberOfValues => msg!(
            "cli-usage-wrong-number-of-values",
            arg = arg,
            expected = number(e, ContextKind::ExpectedNumValues),
            actual = number(e, ContextKind::ActualNumValues)
        ),
        ErrorKind::InvalidUtf8 => msg!("cli-usage-not-utf8"),
        // Failures of clap itself (writing its output, its own formatting): its words are all
        // there is to say.
        _ => msg!("cli-usage-unreadable", detail = e.kind().to_string()),
    };
    hints(e).into_iter().fold(main, and)
}

/// The commands, as the unknown-command error lists them.
fn commands() -> String {
    super::help::command_names(&super::help::command(Lang::En, super::help::Purpose::Parse)).join(", ")
}

/// `kozyr help NAME` or `kozyr man NAME` for a command that does not exist: the error clap gives
/// for `kozyr NAME`, with its suggestions.
pub fn unknown_command(name: &str) -> Failure {
    let cmd = super::help::command(Lang::En, super::help::Purpose::Parse);
    let m = match cmd.try_get_matches_from(["kozyr", name]) {
        Err(e) if e.kind() == ErrorKind::InvalidSubcommand => describe(&e),
        _ => msg!("cli-usage-unknown-command", command = name, commands = commands()),
    };
    Failure::input("cli.usage", m)
}

/// The usage line clap attached to the error ("kozyr deal [OPTIONS] [MATCH]"), without its
/// English heading.
pub fn usage_line(e: &clap::Error) -> Option<String> {
    let text = value(e, ContextKind::Usage)?;
    let line = text.trim();
    Some(line.split_once(':').map_or(line, |(_, rest)| rest).trim().to_string())
}

/// What the user reads on standard error for a usage error: the sentence with its rule id, the
/// usage line, and where to read more.
pub fn render(e: &clap::Error, lang: Lang) -> String {
    let failure = Failure::input("cli.usage", describe(e));
    let mut text = format!("kozyr: {}\n", failure.render(lang));
    if let Some(line) = usage_line(e) {
        let line = super::help::finish(&line, lang);
        let command: String =
            line.split_whitespace().take_while(|w| !w.starts_with(['[', '<', '-'])).collect::<Vec<_>>().join(" ");
        text.push_str(&format!("\n{} {line}\n", crate::i18n::render_id(lang, "cli-heading-usage")));
        text.push_str(&msg!("cli-usage-more", command = command).render(lang));
        text.push('\n');
    }
    text
}
