//! Reading a game's options: one place decides how an unknown option or a value of the wrong
//! type is reported, for every game (`GAME.option.unknown`, `GAME.option.value`). Also how a JSON
//! reader's complaint (a missing field, a value of the wrong type) is told in the reader's language.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use super::RuleError;
use crate::i18n::Msg;
use crate::msg;

/// Reads `given` into the game's options type, defaults filled in by its `serde(default)`.
pub fn read_options<T: DeserializeOwned>(game: &str, given: &Map<String, Value>) -> Result<T, RuleError> {
    serde_json::from_value(Value::Object(given.clone())).map_err(|e| {
        let text = e.to_string();
        if text.starts_with("unknown field") {
            let names = ticked(&text);
            let option = names.first().copied().unwrap_or_default();
            let known: Vec<Msg> = names.iter().skip(1).map(|n| msg!("games-json-name", name = *n)).collect();
            let msg = if known.is_empty() {
                msg!("setup-option-unknown-none", option = option)
            } else {
                msg!("setup-option-unknown", option = option, options = known, game = game)
            };
            RuleError::new(format!("{game}.option.unknown"), msg)
        } else {
            // serde names the type but not the field: find the option whose value is wrong.
            let named = given.iter().find(|(k, v)| {
                let one: Map<String, Value> = [((*k).clone(), (*v).clone())].into_iter().collect();
                serde_json::from_value::<T>(Value::Object(one)).is_err()
            });
            let msg = match (named, expected_of(&text)) {
                (Some((k, v)), Some(expected)) => {
                    msg!("setup-option-value-expected", option = k, value = v.to_string(), expected = expected)
                }
                (Some((k, v)), None) => {
                    msg!("setup-option-value", option = k, value = v.to_string(), detail = json_detail(&text))
                }
                (None, _) => msg!("setup-option-value-unnamed", detail = json_detail(&text)),
            };
            RuleError::new(format!("{game}.option.value"), msg)
        }
    })
}

/// A game's read options as the setup stores them (every option with its value).
pub fn stored_options<T: Serialize>(game: &str, options: &T) -> Result<Value, RuleError> {
    serde_json::to_value(options).map_err(|e| {
        RuleError::new(format!("{game}.option.value"), msg!("setup-option-store", detail = json_detail(&e.to_string())))
    })
}

/// The names a serde message quotes between backticks: "unknown field `a`, expected `b` or `c`".
fn ticked(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// What a JSON reader's complaint means, in the reader's language: a missing, repeated or unknown
/// field, an unknown value, a value of the wrong type. Anything else is quoted as the reader gave
/// it (it names the JSON, not the table's words).
pub(super) fn json_detail(text: &str) -> Msg {
    let names = ticked(text);
    let first = names.first().copied().unwrap_or_default();
    let rest = || -> Vec<Msg> { names.iter().skip(1).map(|n| msg!("games-json-name", name = *n)).collect() };
    if text.starts_with("missing field ") {
        return msg!("games-json-missing-field", field = first);
    }
    if text.starts_with("duplicate field ") {
        return msg!("games-json-duplicate-field", field = first);
    }
    if text.starts_with("unknown field ") {
        let known = rest();
        return if known.is_empty() {
            msg!("games-json-unknown-field-none", field = first)
        } else {
            msg!("games-json-unknown-field", field = first, fields = known)
        };
    }
    if text.starts_with("unknown variant ") {
        let known = rest();
        if !known.is_empty() {
            return msg!("games-json-unknown-value", value = first, values = known);
        }
    }
    if let (Some(found), Some(expected)) = (found_of(text), expected_of(text)) {
        return msg!("games-json-invalid", found = found, expected = expected);
    }
    msg!("games-json-raw", text = text)
}

/// The value serde found, as JSON writes it, from "invalid type: string \"x\", expected …".
fn found_of(text: &str) -> Option<String> {
    let body = text.strip_prefix("invalid type: ").or_else(|| text.strip_prefix("invalid value: "))?;
    let (found, _) = body.rsplit_once(", expected ")?;
    if let Some(s) = found.strip_prefix("string ") {
        return Some(s.to_string());
    }
    if let Some(v) = ticked(found).first() {
        return Some((*v).to_string());
    }
    match found {
        "null" | "unit value" => Some("null".to_string()),
        "sequence" => Some("[…]".to_string()),
        "map" => Some("{…}".to_string()),
        _ => None,
    }
}

/// What serde expected, from "invalid type: …, expected u32", in the reader's words.
fn expected_of(text: &str) -> Option<Msg> {
    let body = text.strip_prefix("invalid type: ").or_else(|| text.strip_prefix("invalid value: "))?;
    let (_, expected) = body.rsplit_once(", expected ")?;
    let range = |min: i64, max: i64| Some(msg!("games-json-expected-range", min = min, max = max));
    match expected {
        "u8" => range(0, u8::MAX.into()),
        "u16" => range(0, u16::MAX.into()),
        "u32" => range(0, u32::MAX.into()),
        "i8" => range(i8::MIN.into(), i8::MAX.into()),
        "i16" => range(i16::MIN.into(), i16::MAX.into()),
        "i32" => range(i32::MIN.into(), i32::MAX.into()),
        "u64" | "usize" | "u128" => Some(msg!("games-json-expected-count")),
        "i64" | "isize" | "i128" => Some(msg!("games-json-expected-integer")),
        "f32" | "f64" => Some(msg!("games-json-expected-number")),
        "a boolean" => Some(msg!("games-json-expected-boolean")),
        "a string" | "a borrowed string" => Some(msg!("games-json-expected-text")),
        "a sequence" => Some(msg!("games-json-expected-list")),
        "a map" => Some(msg!("games-json-expected-object")),
        e if e.starts_with("struct ") => Some(msg!("games-json-expected-object")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_complaints_become_messages() {
        let en = |t: &str| json_detail(t).english();
        assert_eq!(en("missing field `reason`"), "`reason` is missing");
        assert_eq!(
            en("unknown field `by`, expected one of `player`, `points`, `reason`"),
            "unknown field `by`; the fields are `player`, `points`, `reason`"
        );
        assert_eq!(en("invalid type: string \"x\", expected i64"), "\"x\" is not a whole number");
        assert_eq!(en("invalid value: integer `-1`, expected u32"), "-1 is not a whole number from 0 to 4294967295");
        assert_eq!(en("something else"), "something else");
    }
}
