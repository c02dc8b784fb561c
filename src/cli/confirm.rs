//! The line every write prints first: which match took it ("Recorded in match 7 «пятница»,
//! Thousand, deal 12."), so that a table with several matches open sees at once where a deal went,
//! and the same two fields in the JSON view. `deal`, `penalty`, `undo` (and `void`, `correct`) use it.

use serde_json::{json, Value};

use super::match_opt::{game_name, match_ref};
use super::Ctx;
use crate::i18n::{Arg as MsgArg, Msg};
use crate::ledger::MatchRecord;

/// The confirmation `id` (a message of `matches.ftl` or the command's own catalogue) with `args`,
/// plus `match` (its number and name, `7 «пятница»`) and `game` («Тысяча»), said on one line.
pub fn line(ctx: &Ctx, record: &MatchRecord, id: &'static str, mut args: Vec<(&'static str, MsgArg)>) -> String {
    args.push(("match", match_ref(record).into()));
    args.push(("game", game_name(record).into()));
    ctx.layout().say(&Msg::new(id, args)) + "\n"
}

/// Names the match in a JSON view: `match` (its number) and `name` (null when it has none).
pub fn json(v: &mut Value, record: &MatchRecord) {
    if let Value::Object(m) = v {
        m.insert("match".into(), json!(record.id));
        m.insert("name".into(), json!(record.name));
    }
}
