//! Reading a game's options: one place decides how an unknown option or a value of the wrong
//! type is reported, for every game (`GAME.option.unknown`, `GAME.option.value`).

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use super::RuleError;

/// Reads `given` into the game's options type, defaults filled in by its `serde(default)`.
pub fn read_options<T: DeserializeOwned>(game: &str, given: &Map<String, Value>) -> Result<T, RuleError> {
    serde_json::from_value(Value::Object(given.clone())).map_err(|e| {
        let msg = e.to_string();
        if msg.starts_with("unknown field") {
            RuleError::new(format!("{game}.option.unknown"), format!("{msg} (see `kozyr rules {game} options`)"))
        } else {
            // serde names the type but not the field: find the option whose value is wrong.
            let name = given
                .iter()
                .find(|(k, v)| {
                    let one: Map<String, Value> = [((*k).clone(), (*v).clone())].into_iter().collect();
                    serde_json::from_value::<T>(Value::Object(one)).is_err()
                })
                .map_or_else(String::new, |(k, v)| format!("{k} = {v}: "));
            RuleError::new(format!("{game}.option.value"), format!("bad option value: {name}{msg}"))
        }
    })
}

/// A game's read options as the setup stores them (every option with its value).
pub fn stored_options<T: Serialize>(game: &str, options: &T) -> Result<Value, RuleError> {
    serde_json::to_value(options).map_err(|e| RuleError::new(format!("{game}.option.value"), e.to_string()))
}
