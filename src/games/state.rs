//! A game's state between entries as a snapshot keeps it: written as JSON, and read back only
//! when it is a state this match can have reached (see `Game::replay_from`).

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use super::RuleError;
use crate::i18n::Msg;

/// The state a game carried out of an earlier replay, read back from a snapshot;
/// `rule` (`GAME.snapshot`) refuses anything that is not such a state or that `fits` finds does not
/// belong to this match (totals of another table, a seat beyond the last); `fits` may complete
/// what the snapshot leaves out.
pub fn resume<T: DeserializeOwned>(
    rule: &str,
    state: &Value,
    fits: impl FnOnce(&mut T) -> bool,
) -> Result<T, RuleError> {
    let refuse = || RuleError::new(rule, Msg::new(rule.replace('.', "-"), vec![]));
    let mut s: T = T::deserialize(state).map_err(|_| refuse())?;
    if fits(&mut s) {
        Ok(s)
    } else {
        Err(refuse())
    }
}

/// The snapshot of a game's state, as [`crate::games::Game::replay_from`] returns it.
pub fn snapshot<T: Serialize>(state: &T) -> Option<Value> {
    serde_json::to_value(state).ok()
}
