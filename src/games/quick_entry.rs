//! Quick entry: turns the flags a table types (`--points Аня=22,Борис=75`) into the deal's JSON,
//! the same record a file would hold, so both paths meet one validator.

use serde_json::{Map, Value};

use super::{FlagValue, GameInfo, QuickFlag, RuleError};
use crate::i18n::Msg;
use crate::msg;

/// Builds a deal object from the flags given, each with every value it was given (in order).
pub fn deal_from_flags(info: &GameInfo, given: &[(&str, Vec<String>)]) -> Result<Map<String, Value>, RuleError> {
    let mut deal = Map::new();
    for (name, values) in given {
        let Some(flag) = info.flags.iter().find(|f| f.name == *name) else {
            let known: Vec<String> = info.flags.iter().map(|f| format!("--{}", f.name)).collect();
            let game = Msg::new(format!("game-{}", info.id), vec![]);
            return Err(RuleError::new(
                "entry.flag.unknown",
                msg!("entry-flag-unknown", flag = format!("--{name}"), game = game, flags = known.join(" ")),
            ));
        };
        let value = flag_value(flag, values)?;
        if deal.insert(flag.field.to_string(), value).is_some() {
            let mut both = info
                .flags
                .iter()
                .filter(|f| f.field == flag.field)
                .map(|f| msg!("games-item", item = format!("--{}", f.name)));
            let first = both.next().unwrap_or_default();
            let flags = both.fold(first, |acc, f| msg!("entry-flag-and", first = acc, second = f));
            return Err(RuleError::new(
                "entry.flag.conflict",
                msg!("entry-flag-conflict", flags = flags, field = flag.field),
            ));
        }
    }
    Ok(deal)
}

fn flag_value(flag: &QuickFlag, values: &[String]) -> Result<Value, RuleError> {
    let bad = |v: &str, expected: Msg| {
        RuleError::new(
            "entry.flag.value",
            msg!(
                "entry-flag-value",
                flag = format!("--{}", flag.name),
                value = crate::games::shown(v),
                expected = expected
            ),
        )
    };
    let last = values.last().map(String::as_str).unwrap_or("");
    Ok(match flag.value {
        FlagValue::Text => Value::from(last),
        FlagValue::Switch => Value::Bool(true),
        FlagValue::Sets(v) => Value::from(v),
        FlagValue::Int => {
            Value::from(last.trim().parse::<i64>().map_err(|_| bad(last, msg!("entry-flag-expected-number")))?)
        }
        FlagValue::List => Value::from(values.to_vec()),
        FlagValue::SideInts => {
            let mut m = Map::new();
            for v in values {
                for part in v.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                    let (side, n) =
                        part.split_once(['=', ':']).ok_or_else(|| bad(part, msg!("entry-flag-expected-pairs")))?;
                    let n: i64 = n.trim().parse().map_err(|_| bad(part, msg!("entry-flag-expected-pair-number")))?;
                    if m.insert(side.trim().to_string(), Value::from(n)).is_some() {
                        return Err(bad(part, msg!("entry-flag-expected-once")));
                    }
                }
            }
            Value::Object(m)
        }
        FlagValue::SideList => {
            let mut m = Map::new();
            for v in values {
                let (side, items) =
                    v.split_once([':', '=']).ok_or_else(|| bad(v, msg!("entry-flag-expected-side-list")))?;
                let list = m.entry(side.trim().to_string()).or_insert_with(|| Value::Array(vec![]));
                if let Value::Array(a) = list {
                    a.extend(items.split(',').map(str::trim).filter(|s| !s.is_empty()).map(Value::from));
                }
            }
            Value::Object(m)
        }
    })
}
