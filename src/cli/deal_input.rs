//! The inputs `deal` and `check` share: a deal file, a tricks file, and the game's quick-entry
//! flags, merged into the one deal record the game validates.

use std::io::Read;

use clap::{Arg, ArgAction, ArgMatches, Command};
use serde_json::{Map, Value};

use super::Failure;
use crate::games::{self, deal_from_flags, FlagValue, GameInfo};

/// Reads a file, or standard input for `-`.
pub fn read_input(path: &str) -> Result<String, Failure> {
    let mut text = String::new();
    if path == "-" {
        std::io::stdin().read_to_string(&mut text)?;
    } else {
        text = std::fs::read_to_string(path)
            .map_err(|e| Failure::input("input.file", format!("cannot read {path}: {e}")))?;
    }
    Ok(text)
}

/// Adds every game's quick-entry flags to a command, once per flag name.
pub fn add_game_flags(mut cmd: Command) -> Command {
    for f in games::quick_flags() {
        let arg = Arg::new(f.name)
            .long(f.name)
            .help(games::flag_help(f.name).english())
            .help_heading("Quick entry (per game)");
        cmd = cmd.arg(match f.value {
            FlagValue::Switch | FlagValue::Sets(_) => arg.action(ArgAction::SetTrue),
            _ => arg.action(ArgAction::Append).value_name("VALUE").allow_hyphen_values(true),
        });
    }
    cmd
}

/// The game flags present on the command line, with every value each was given.
pub fn game_flags(m: &ArgMatches) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for f in games::quick_flags() {
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

/// Builds the deal record from a deal file, the quick-entry flags and a tricks file.
pub fn build_deal(
    info: &GameInfo,
    file: Option<&str>,
    tricks: Option<&str>,
    flags: &[(String, Vec<String>)],
) -> Result<Value, Failure> {
    let mut deal = match file {
        Some(path) => match serde_json::from_str::<Value>(&read_input(path)?) {
            Ok(Value::Object(m)) => m,
            Ok(_) => return Err(Failure::input("input.json", format!("{path}: a deal file holds one JSON object"))),
            Err(e) => return Err(Failure::input("input.json", format!("{path}: malformed JSON: {e}"))),
        },
        None => Map::new(),
    };
    let given: Vec<(&str, Vec<String>)> = flags.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
    for (k, v) in deal_from_flags(info, &given)? {
        if deal.contains_key(&k) {
            return Err(Failure::input(
                "input.conflict",
                format!("`{k}` is given both in the deal file and as a flag"),
            ));
        }
        deal.insert(k, v);
    }
    if let Some(path) = tricks {
        let text = read_input(path)?;
        let play = match text.trim_start().chars().next() {
            Some('{') => serde_json::from_str(&text)
                .map_err(|e| Failure::input("input.json", format!("{path}: malformed JSON: {e}")))?,
            _ => Value::String(text),
        };
        if deal.insert("play".into(), play).is_some() {
            return Err(Failure::input(
                "input.conflict",
                "the play record is given both in the deal file and with --tricks",
            ));
        }
    }
    if deal.is_empty() {
        return Err(Failure::input(
            "input.empty",
            format!("no deal given: use the quick-entry flags, --file or --tricks (see `kozyr rules {}`)", info.id),
        ));
    }
    Ok(Value::Object(deal))
}
