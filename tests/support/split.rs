//! The split check every game's resume tests share: replaying a match whole gives exactly what
//! replaying its first entries, storing the state as JSON text and replaying the rest from it gives.

use kozyr::games::{self, Entry, FlagValue, Game, GameReplay, RuleError, Setup};
use proptest::prelude::*;
use serde_json::Value;

/// Entries numbered from 1, as the match numbers them.
pub fn numbered(entries: &[Entry]) -> Vec<(usize, &Entry)> {
    entries.iter().enumerate().map(|(i, e)| (i + 1, e)).collect()
}

/// What a replay from `state` gives, with the state it returns.
type Resumed = Result<(GameReplay, Option<Value>), RuleError>;

/// A failure of the test itself, shown by the comparison with the whole.
fn failure(what: String) -> RuleError {
    RuleError::new(what, kozyr::i18n::Msg::default())
}

/// The parts of a match must describe the same match: a difference is turned into a refusal the
/// comparison with the whole then shows.
fn same<T: PartialEq + std::fmt::Debug>(a: &T, b: &T) -> Result<(), RuleError> {
    if a == b {
        Ok(())
    } else {
        Err(failure(format!("test.parts-differ: {a:?} / {b:?}")))
    }
}

/// Replays `entries` whole, then at every split point k replays the first k, writes the state as
/// JSON text, reads it back and replays the rest from it: the two parts together must give what
/// the whole gives — the same rows, the same "finished after", the same winner, next line, target
/// and start, the same state at the end, or the same refusal.
pub fn splits_agree(game: &dyn Game, setup: &Setup, entries: &[Entry]) -> Result<(), TestCaseError> {
    let all = numbered(entries);
    let whole: Resumed = game.replay_from(setup, None, &all);
    if let Ok((played, _)) = &whole {
        prop_assert_eq!(&game.replay(setup, &all).ok(), &Some(played.clone()), "replay is replay_from(None)");
    }
    for k in 0..=all.len() {
        let parts: Resumed = game.replay_from(setup, None, &all[..k]).and_then(|(first, state)| {
            let state = state.ok_or_else(|| failure("test.no-state".into()))?;
            let text = serde_json::to_string(&state).map_err(|e| failure(e.to_string()))?;
            let back: Value = serde_json::from_str(&text).map_err(|e| failure(e.to_string()))?;
            let (rest, end) = game.replay_from(setup, Some(&back), &all[k..])?;
            same(&first.target, &rest.target)?;
            same(&first.start, &rest.start)?;
            same(&first.lowest_wins, &rest.lowest_wins)?;
            let mut joined = first;
            joined.scored.extend(rest.scored);
            joined.finished_after.extend(rest.finished_after);
            joined.winner = rest.winner;
            joined.next = rest.next;
            Ok((joined, end))
        });
        prop_assert_eq!(&parts, &whole, "split after {} of {} entries", k, all.len());
    }
    Ok(())
}

/// The entries of a match document's `deals` items.
pub fn deals(values: &[Value]) -> Vec<Entry> {
    values.iter().map(|v| Entry::from_value(v).expect("entry")).collect()
}

/// Reads the quick-entry arguments of a deal as the command line groups them: one item per flag,
/// with every value it was given.
pub fn quick_deal(game: &dyn Game, args: &[&str]) -> Value {
    let info = game.info();
    let mut given: Vec<(&str, Vec<String>)> = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let name = arg.trim_start_matches("--");
        let flag = info.flags.iter().find(|f| f.name == name).expect("a flag of the game");
        let value = match flag.value {
            FlagValue::Switch | FlagValue::Sets(_) => None,
            _ => it.next().map(|v| v.to_string()),
        };
        match given.iter_mut().find(|(n, _)| *n == name) {
            Some((_, values)) => values.extend(value),
            None => given.push((flag.name, value.into_iter().collect())),
        }
    }
    Value::Object(games::deal_from_flags(info, &given).expect("quick entry"))
}
