//! The refusal of a void or a correction that would break a later entry, told in the sheet's
//! words: "correcting deal 3 would break deal 5: <the rule's own message>".

use super::places;
use crate::games::{Entry, Replay, RuleError};
use crate::msg;

/// Rewords `err`, met when replaying the match `before` with `change` (a void or a correction)
/// appended, when it is placed at an earlier entry than the change: the change breaks that entry,
/// which the error still names (`match.void.breaks`, `match.correct.breaks`; the message quotes
/// the broken rule and its id). An error at the change itself (a correction that breaks a rule of
/// its own), or of any other entry kind, is returned as it is.
pub fn broken_by(before: &Replay, change: &Entry, err: RuleError) -> RuleError {
    let new = before.rows.len() + 1;
    let (action, rule, target) = match change {
        Entry::Void(t) => ("void", "match.void.breaks", *t),
        Entry::Correct(t, _) => ("correct", "match.correct.breaks", *t),
        _ => return err,
    };
    let Some(at) = err.entry.filter(|&k| k < new) else { return err };
    let places = places(before);
    // A deal by its number on the sheet, anything else by its entry; a correction stands for the
    // deal it corrects.
    let label = |k: usize| -> (&'static str, usize) {
        let k = before.rows.get(k.wrapping_sub(1)).and_then(|r| r.corrects).unwrap_or(k);
        match (before.rows.get(k.wrapping_sub(1)), places.get(k.wrapping_sub(1))) {
            (Some(r), Some(p)) if r.kind == "deal" && p.numbered => ("deal", p.deal),
            _ => ("entry", k),
        }
    };
    let (target_kind, target) = label(target);
    let (broken_kind, broken) = label(at);
    let text = msg!(
        "match-breaks",
        action = action,
        target_kind = target_kind,
        target = target,
        broken_kind = broken_kind,
        broken = broken,
        text = err.msg.clone(),
        rule = err.rule.as_str()
    );
    RuleError { rule: rule.to_string(), msg: text, ..err }
}
