//! The inputs `deal` and `check` share: a deal file, a tricks file, and the game's quick-entry
//! flags, merged into the one deal record the game validates.

use std::io::Read;

use clap::{Arg, ArgAction, ArgMatches, Command};
use serde_json::{Map, Value};

use super::help::Purpose;
use super::Failure;
use crate::games::{self, deal_from_flags, FlagValue, GameInfo};
use crate::i18n::{render_id, Arg as MsgArg, Lang, Msg};
use crate::msg;

/// The commands that take the games' quick-entry flags: `correct` builds its deal as `deal` does.
pub const FLAG_COMMANDS: [&str; 3] = ["deal", "check", "correct"];

/// Reads a file, or standard input for `-`. Bytes that are not UTF-8, from either, are the
/// user's input error, with where the text stops being UTF-8.
pub fn read_input(path: &str) -> Result<String, Failure> {
    let read = if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map(|_| bytes)
    } else {
        std::fs::read(path)
    };
    let bytes = read.map_err(|e| {
        let reason = match e.kind() {
            std::io::ErrorKind::NotFound => msg!("cli-input-not-found"),
            std::io::ErrorKind::PermissionDenied => msg!("cli-input-permission"),
            // What the system said: the catalogues cannot know every reason.
            _ => msg!("cli-input-system", detail = e.to_string()),
        };
        Failure::input("input.file", msg!("cli-input-unreadable", path = source(path), reason = reason))
    })?;
    String::from_utf8(bytes).map_err(|e| {
        Failure::input(
            "input.utf8",
            msg!("cli-input-not-utf8", path = source(path), offset = e.utf8_error().valid_up_to()),
        )
    })
}

/// The catalogue placeholder for a flag's value (`NAME`, `N`, `NAME=N,…`), none for a switch.
pub fn flag_value_name(value: FlagValue) -> Option<&'static str> {
    match value {
        FlagValue::Text | FlagValue::Name => Some("cli-flag-value-text"),
        FlagValue::Int => Some("cli-flag-value-int"),
        FlagValue::SideInts => Some("cli-flag-value-side-ints"),
        FlagValue::List | FlagValue::Names => Some("cli-flag-value-list"),
        FlagValue::SideList => Some("cli-flag-value-side-list"),
        FlagValue::Switch | FlagValue::Sets(_) => None,
    }
}

/// A flag's help: its game's words, or where several games declare it differently, each
/// wording after the names of the games that use it.
fn flag_help(name: &str, lang: Lang) -> String {
    let mut groups: Vec<(String, Vec<Msg>)> = vec![];
    for g in games::all() {
        let Some(f) = g.info().flags.iter().find(|f| f.name == name) else { continue };
        let help = render_id(lang, f.help);
        let game = Msg::new(format!("game-{}", g.info().id), vec![]);
        match groups.iter_mut().find(|(h, _)| *h == help) {
            Some((_, games)) => games.push(game),
            None => groups.push((help, vec![game])),
        }
    }
    match groups.as_slice() {
        [(help, _)] => help.clone(),
        _ => groups
            .into_iter()
            .map(|(help, games)| msg!("cli-flag-game-help", games = games, help = help).render(lang))
            .collect::<Vec<_>>()
            .join(" | "),
    }
}

/// The command's own options a game's flag may share: `--tricks` names a play record file, or for a
/// game that takes a trick count (Bridge's `--tricks 11`) a whole number, which is that count. A
/// play record file named only by digits is written `./11`.
pub const SHARED_WITH_COMMAND: [&str; 1] = ["tricks"];

/// A `--tricks` value that is the trick count and not a file: one or two digits.
fn is_count(value: &str) -> bool {
    (1..=2).contains(&value.len()) && value.bytes().all(|b| b.is_ascii_digit())
}

/// Adds every game's quick-entry flags to a command, once per flag name. Hidden from clap's
/// listing except for completions and the manual: the help of `deal` lists them per game.
pub fn add_game_flags(mut cmd: Command, lang: Lang, purpose: Purpose) -> Command {
    for f in games::quick_flags() {
        if SHARED_WITH_COMMAND.contains(&f.name) {
            continue;
        }
        let mut arg = Arg::new(f.name).long(f.name).hide(purpose != Purpose::Document);
        if purpose != Purpose::Bare {
            arg = arg.help(flag_help(f.name, lang)).help_heading(render_id(lang, "cli-heading-quick-entry"));
        }
        cmd = cmd.arg(match flag_value_name(f.value) {
            None => arg.action(ArgAction::SetTrue),
            Some(_) if purpose == Purpose::Bare => arg.action(ArgAction::Append).allow_hyphen_values(true),
            Some(v) => arg.action(ArgAction::Append).value_name(render_id(lang, v)).allow_hyphen_values(true),
        });
    }
    cmd
}

/// The game flags present on the command line, with every value each was given.
pub fn game_flags(m: &ArgMatches) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for f in games::quick_flags().into_iter().filter(|f| !SHARED_WITH_COMMAND.contains(&f.name)) {
        if matches!(f.value, FlagValue::Switch | FlagValue::Sets(_)) {
            if m.try_get_one::<bool>(f.name).ok().flatten().copied().unwrap_or(false) {
                out.push((f.name.to_string(), vec![]));
            }
        } else if let Ok(Some(vals)) = m.try_get_many::<String>(f.name) {
            out.push((f.name.to_string(), vals.cloned().collect()));
        }
    }
    out
}

/// An error about a deal typed as flags names the flags, not the record's fields: `--bid`, not
/// `bid`. A deal read from a file keeps the field names, which is what the file holds.
pub fn name_flags(f: Failure, info: &GameInfo, file: Option<&str>) -> Failure {
    match f {
        Failure::Rule(e) if file.is_none() => Failure::Rule(e.map_fields(&|field: &str| {
            info.flags.iter().find(|fl| fl.field == field).map(|fl| format!("--{}", fl.name))
        })),
        other => other,
    }
}

/// Refuses a flag the match's game does not have, naming the games it belongs to: a table that
/// types Belot's `--contract` in a Thousand match learns why it is refused.
fn check_flags(info: &GameInfo, flags: &[(String, Vec<String>)]) -> Result<(), Failure> {
    for (name, _) in flags {
        if info.flags.iter().any(|f| f.name == *name) {
            continue;
        }
        let owners: Vec<Msg> = games::all()
            .iter()
            .filter(|g| g.info().flags.iter().any(|f| f.name == *name))
            .map(|g| Msg::new(format!("game-{}", g.info().id), vec![]))
            .collect();
        let own: Vec<String> = info.flags.iter().map(|f| format!("--{}", f.name)).collect();
        return Err(Failure::input(
            "entry.flag.unknown",
            msg!(
                "cli-flag-other-game",
                flag = format!("--{name}"),
                games = owners,
                game = Msg::new(format!("game-{}", info.id), vec![]),
                flags = own.join(" ")
            ),
        ));
    }
    Ok(())
}

/// Builds the deal record from a deal file, the quick-entry flags and a tricks file.
pub fn build_deal(
    info: &GameInfo,
    file: Option<&str>,
    tricks: Option<&str>,
    flags: &[(String, Vec<String>)],
) -> Result<Value, Failure> {
    check_flags(info, flags)?;
    // `--tricks 11` in a game that counts tricks: the count, as if it were the game's own flag.
    let counted: Vec<(String, Vec<String>)>;
    let (flags, tricks) = match tricks {
        Some(t) if is_count(t) && info.flags.iter().any(|f| f.name == "tricks") => {
            counted = flags.iter().cloned().chain([("tricks".to_string(), vec![t.to_string()])]).collect();
            (counted.as_slice(), None)
        }
        t => (flags, t),
    };
    let mut deal = match file {
        Some(path) => match serde_json::from_str::<Value>(&read_input(path)?) {
            Ok(Value::Object(m)) => m,
            Ok(_) => return Err(Failure::input("input.json", msg!("cli-input-not-object", path = source(path)))),
            Err(e) => return Err(malformed(path, &e)),
        },
        None => Map::new(),
    };
    let given: Vec<(&str, Vec<String>)> = flags.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
    for (k, v) in deal_from_flags(info, &given)? {
        if deal.contains_key(&k) {
            let flag = info.flags.iter().find(|f| f.field == k).map(|f| format!("--{}", f.name)).unwrap_or_default();
            return Err(Failure::input(
                "input.conflict",
                msg!("cli-input-both", field = format!("`{k}`"), flag = flag),
            ));
        }
        deal.insert(k, v);
    }
    if let Some(path) = tricks {
        let text = read_input(path)?;
        let play = match text.trim_start().chars().next() {
            Some('{') => serde_json::from_str(&text).map_err(|e| malformed(path, &e))?,
            _ => Value::String(text),
        };
        if deal.insert("play".into(), play).is_some() {
            return Err(Failure::input("input.conflict", msg!("cli-input-play-both")));
        }
    }
    if deal.is_empty() {
        return Err(Failure::input("input.empty", msg!("cli-input-empty", game = info.id)));
    }
    Ok(Value::Object(deal))
}

/// A file that is not JSON: where it stops being JSON (serde's own sentence is English).
fn malformed(path: &str, e: &serde_json::Error) -> Failure {
    Failure::input("input.json", msg!("cli-input-malformed", path = source(path), line = e.line(), column = e.column()))
}

/// A file as a message names it: its path, or standard input for `-`.
fn source(path: &str) -> MsgArg {
    if path == "-" {
        MsgArg::from(msg!("cli-input-stdin"))
    } else {
        MsgArg::from(path)
    }
}
