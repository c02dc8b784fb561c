//! Quick entry: turns the flags a table types (`--points Аня=22,Борис=75`) into the deal's JSON,
//! the same record a file would hold, so both paths meet one validator.

use serde_json::{Map, Value};

use super::{FlagValue, GameInfo, QuickFlag, RuleError};
use crate::i18n::Msg;
use crate::msg;

/// The largest number a quick-entry flag takes either way: more than any bid, count or score a deal
/// can hold, small enough that no sum of them can wrap.
pub const FLAG_INT_MAX: i64 = 1_000_000;

/// Why a typed number was refused: not a number at all, or a number out of range.
enum BadInt {
    NotANumber,
    OutOfRange,
}

/// A whole number within ±[`FLAG_INT_MAX`]; digits too many for `i64` are out of range, not "not a
/// number".
fn bounded_int(text: &str) -> Result<i64, BadInt> {
    let t = text.trim();
    match t.parse::<i64>() {
        Ok(n) if (-FLAG_INT_MAX..=FLAG_INT_MAX).contains(&n) => Ok(n),
        Ok(_) => Err(BadInt::OutOfRange),
        Err(_) => {
            let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
            if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                Err(BadInt::OutOfRange)
            } else {
                Err(BadInt::NotANumber)
            }
        }
    }
}

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
    let range = || msg!("entry-flag-expected-range", max = FLAG_INT_MAX);
    let last = values.last().map(String::as_str).unwrap_or("");
    Ok(match flag.value {
        FlagValue::Text => Value::from(last),
        FlagValue::Switch => Value::Bool(true),
        FlagValue::Sets(v) => Value::from(v),
        FlagValue::Int => Value::from(bounded_int(last).map_err(|e| {
            bad(
                last,
                match e {
                    BadInt::NotANumber => msg!("entry-flag-expected-number"),
                    BadInt::OutOfRange => range(),
                },
            )
        })?),
        FlagValue::List => Value::from(values.to_vec()),
        FlagValue::Name => match values {
            [one] => Value::from(one.trim()),
            _ => Value::from(values.iter().map(|v| v.trim()).collect::<Vec<_>>()),
        },
        FlagValue::Names => Value::from(
            values.iter().flat_map(|v| v.split(',')).map(str::trim).filter(|p| !p.is_empty()).collect::<Vec<_>>(),
        ),
        FlagValue::SideInts => {
            let mut m = Map::new();
            for v in values {
                for part in v.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                    let (side, n) =
                        part.split_once(['=', ':']).ok_or_else(|| bad(part, msg!("entry-flag-expected-pairs")))?;
                    let n = bounded_int(n).map_err(|e| {
                        bad(
                            part,
                            match e {
                                BadInt::NotANumber => msg!("entry-flag-expected-pair-number"),
                                BadInt::OutOfRange => range(),
                            },
                        )
                    })?;
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
