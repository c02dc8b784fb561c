//! A club session: pairs, travellers, matchpoints and IMPs. (To be written.)

use serde_json::{Map, Value};

use super::options::BridgeOptions;
use crate::games::{Entry, GameReplay, RuleError, Setup};

pub fn setup(
    players: &[String],
    _teams: Option<&Map<String, Value>>,
    _o: &BridgeOptions,
    options: Value,
) -> Result<Setup, RuleError> {
    Ok(Setup { game: "bridge", players: players.to_vec(), teams: None, options })
}

pub fn replay_from(
    _setup: &Setup,
    _o: &BridgeOptions,
    _state: Option<&Value>,
    _entries: &[(usize, &Entry)],
) -> Result<(GameReplay, Option<Value>), RuleError> {
    Ok((GameReplay::default(), None))
}
