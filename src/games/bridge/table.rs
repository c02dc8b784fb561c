//! A table of four: duplicate boards, the rubber pad, Chicago. (To be written.)

use serde_json::Value;

use super::options::BridgeOptions;
use crate::games::{Entry, GameReplay, RuleError, Setup};

pub fn replay_from(
    _setup: &Setup,
    _o: &BridgeOptions,
    _state: Option<&Value>,
    _entries: &[(usize, &Entry)],
) -> Result<(GameReplay, Option<Value>), RuleError> {
    Ok((GameReplay::default(), None))
}
