//! Quick entry: turns the flags a table types (`--points Аня=22,Борис=75`) into the deal's JSON,
//! the same record a file would hold, so both paths meet one validator.

use serde_json::{Map, Value};

use super::{FlagValue, GameInfo, QuickFlag, RuleError};

/// Builds a deal object from the flags given, each with every value it was given (in order).
pub fn deal_from_flags(info: &GameInfo, given: &[(&str, Vec<String>)]) -> Result<Map<String, Value>, RuleError> {
    let mut deal = Map::new();
    for (name, values) in given {
        let Some(flag) = info.flags.iter().find(|f| f.name == *name) else {
            let known: Vec<String> = info.flags.iter().map(|f| format!("--{}", f.name)).collect();
            return Err(RuleError::new(
                "entry.flag.unknown",
                format!("--{name} is not a flag of {}; its flags are {}", info.id, known.join(" ")),
            ));
        };
        let value = flag_value(flag, values)?;
        if deal.insert(flag.field.to_string(), value).is_some() {
            let both: Vec<String> =
                info.flags.iter().filter(|f| f.field == flag.field).map(|f| format!("--{}", f.name)).collect();
            return Err(RuleError::new(
                "entry.flag.conflict",
                format!("{} set the same thing (`{}`); give one of them", both.join(" and "), flag.field),
            ));
        }
    }
    Ok(deal)
}

fn flag_value(flag: &QuickFlag, values: &[String]) -> Result<Value, RuleError> {
    let bad = |v: &str, want: &str| RuleError::new("entry.flag.value", format!("--{} {v}: expected {want}", flag.name));
    let last = values.last().map(String::as_str).unwrap_or("");
    Ok(match flag.value {
        FlagValue::Text => Value::from(last),
        FlagValue::Switch => Value::Bool(true),
        FlagValue::Sets(v) => Value::from(v),
        FlagValue::Int => Value::from(last.trim().parse::<i64>().map_err(|_| bad(last, "a whole number"))?),
        FlagValue::List => Value::from(values.to_vec()),
        FlagValue::SideInts => {
            let mut m = Map::new();
            for v in values {
                for part in v.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                    let (side, n) = part
                        .split_once(['=', ':'])
                        .ok_or_else(|| bad(part, "NAME=NUMBER pairs separated by commas"))?;
                    let n: i64 = n.trim().parse().map_err(|_| bad(part, "NAME=NUMBER with a whole number"))?;
                    if m.insert(side.trim().to_string(), Value::from(n)).is_some() {
                        return Err(bad(part, "each name once"));
                    }
                }
            }
            Value::Object(m)
        }
        FlagValue::SideList => {
            let mut m = Map::new();
            for v in values {
                let (side, items) = v.split_once([':', '=']).ok_or_else(|| bad(v, "NAME:VALUE (e.g. Борис:hearts)"))?;
                let list = m.entry(side.trim().to_string()).or_insert_with(|| Value::Array(vec![]));
                if let Value::Array(a) = list {
                    a.extend(items.split(',').map(str::trim).filter(|s| !s.is_empty()).map(Value::from));
                }
            }
            Value::Object(m)
        }
    })
}
