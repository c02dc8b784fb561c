//! The explanation of one entry: every number with the rule that produced it, and for a corrected
//! deal every version of it — the original as recorded and each correction — so that a table can
//! see what was changed, when and why.

use super::text::{amount, wrap};
use super::{last_version, places, scored_at, what, Layout};
use crate::games::{Entry, Game, MarkKind, Replay, Row, Scored, Setup};
use crate::i18n::{signed, Arg, Msg};
use crate::msg;

/// Explains `row` of `replay`; `voided` is what the row was if it has been voided.
pub fn explain(replay: &Replay, row: &Row, voided: Option<&Scored>, l: &Layout) -> String {
    finish(lines(replay, row, voided, l))
}

/// One version of a deal or penalty: the original or one of its corrections.
#[derive(Debug, Clone, PartialEq)]
pub struct Version {
    /// The entry that recorded it: the place itself for the original.
    pub entry: usize,
    pub correction: bool,
    /// The void that cancelled it (a correction's own, or its place's).
    pub voided_by: Option<usize>,
    /// It is the version scored at the place now.
    pub in_force: bool,
    pub reason: Option<String>,
    /// What it wrote on the sheet when it was recorded, if the match up to it replays.
    pub scored: Option<Scored>,
}

/// Every version of the deal or penalty at `place` (its entry number), oldest first: the original
/// as it stood when recorded, then each correction as it stood when recorded. Empty for an entry
/// that is no deal or penalty. Each version costs one replay of the match up to it.
pub fn versions(game: &dyn Game, setup: &Setup, entries: &[Entry], replay: &Replay, place: usize) -> Vec<Version> {
    let Some(row) = replay.rows.get(place.wrapping_sub(1)) else { return vec![] };
    if !matches!(row.kind, "deal" | "penalty") {
        return vec![];
    }
    let corrections: Vec<&Row> = replay.rows.iter().filter(|r| r.corrects == Some(place)).collect();
    let upto = |n: usize| entries.get(..n).and_then(|e| scored_at(game, setup, None, e, place));
    let mut out = vec![Version {
        entry: place,
        correction: false,
        voided_by: row.voided_by,
        in_force: row.voided_by.is_none() && row.corrected_by.is_none(),
        reason: None,
        scored: upto(place),
    }];
    out.extend(corrections.iter().map(|c| Version {
        entry: c.number,
        correction: true,
        voided_by: c.voided_by,
        in_force: row.corrected_by == Some(c.number),
        reason: c.reason.clone(),
        scored: upto(c.number),
    }));
    out
}

/// Explains `row` of `replay` as `kozyr explain` shows it: the version in force with every step;
/// a voided entry by what it was, why it was voided and whether it keeps its place; a corrected
/// deal or penalty followed by all its versions (`entries` are the match's, for replaying them).
pub fn explain_history(
    game: &dyn Game,
    setup: &Setup,
    entries: &[Entry],
    replay: &Replay,
    row: &Row,
    l: &Layout,
) -> String {
    let ghost = row.voided_by.and_then(|by| {
        let upto = last_version(entries, row.number, by);
        entries.get(..upto).and_then(|e| scored_at(game, setup, None, e, row.number))
    });
    let mut out = lines(replay, row, ghost.as_ref(), l);
    let history = versions(game, setup, entries, replay, row.number);
    if history.len() > 1 {
        out.extend(wrap(&l.say(&msg!("explain-versions")), l.width, 2));
        for v in &history {
            let state = match (v.voided_by, v.in_force) {
                (Some(_), _) => "voided",
                (None, true) => "force",
                (None, false) => "replaced",
            };
            let summary = v.scored.as_ref().map(|s| s.summary.clone()).filter(|m| !m.is_empty());
            let summary = summary.unwrap_or_else(|| what(row, None));
            let head = msg!(
                "explain-version",
                kind = if v.correction { "correction" } else { "original" },
                entry = v.entry,
                state = state,
                by = v.voided_by.unwrap_or(0),
                what = summary
            );
            out.extend(wrap(&format!("  {}", l.say(&head)), l.width, 4));
            if let Some(reason) = &v.reason {
                let text = l.say(&msg!("explain-reason", reason = reason.as_str()));
                out.extend(wrap(&format!("    {text}"), l.width, 6));
            }
            if let Some(s) = &v.scored {
                out.extend(wrap(&format!("    {}", l.say(&written(replay, s))), l.width, 6));
            }
        }
    }
    finish(out)
}

/// The versions in the JSON view of `kozyr explain`: `[{"entry", "correction", "in_force",
/// "voided_by", "reason", "scores", "totals"}]`, scores and totals keyed by side as in `deals[]`
/// (`null` when the match up to the version does not replay).
pub fn versions_json(replay: &Replay, versions: &[Version]) -> serde_json::Value {
    let by_side = |v: &[i64]| -> serde_json::Value {
        replay.sides.iter().cloned().zip(v.iter().map(|&x| serde_json::Value::from(x))).collect()
    };
    versions
        .iter()
        .map(|v| {
            serde_json::json!({
                "entry": v.entry,
                "correction": v.correction,
                "in_force": v.in_force,
                "voided_by": v.voided_by,
                "reason": v.reason,
                "scores": v.scored.as_ref().map(|s| by_side(&s.scores)),
                "totals": v.scored.as_ref().map(|s| by_side(&s.totals)),
            })
        })
        .collect()
}

fn lines(replay: &Replay, row: &Row, voided: Option<&Scored>, l: &Layout) -> Vec<String> {
    let place =
        places(replay).get(row.number.wrapping_sub(1)).copied().unwrap_or(super::Place { deal: 0, numbered: false });
    let mut lines = vec![];
    let head = |m: Msg| wrap(&l.say(&m), l.width, 2);
    // A voided entry was never scored: it is named, and counts for nothing.
    if let Some(by) = row.voided_by {
        lines.extend(head(msg!("explain-voided", what = what(row, voided))));
        if let Some(reason) = replay.rows.get(by.wrapping_sub(1)).and_then(|v| v.reason.as_deref()) {
            lines.extend(wrap(&format!("  {}", l.say(&msg!("explain-reason", reason = reason))), l.width, 4));
        }
        if let Some(s) = voided {
            lines.extend(wrap(&format!("  {}", l.say(&msg!("explain-was", cells = cells(replay, s)))), l.width, 4));
        }
        if row.keeps_place {
            lines.extend(wrap(&format!("  {}", l.say(&msg!("explain-keeps-place", deal = place.deal))), l.width, 4));
        }
        return lines;
    }
    let summary = match row.corrected_by {
        Some(c) => {
            let mark = if l.ascii { MarkKind::Corrected.ascii() } else { MarkKind::Corrected.symbol() };
            msg!("sheet-corrected", what = what(row, None), mark = mark, entry = c)
        }
        None => what(row, None),
    };
    lines.extend(head(if place.numbered {
        msg!("explain-deal", deal = place.deal, what = summary)
    } else {
        msg!("explain-under", deal = place.deal, what = summary)
    }));
    for step in &row.scored.explain {
        let text = format!("  {}  [{}]", l.say(&step.text), step.rule);
        lines.extend(wrap(&text, l.width, 4));
    }
    lines.extend(wrap(&format!("  {}", l.say(&written(replay, &row.scored))), l.width, 4));
    lines
}

/// Each side's points and total as `scored` wrote them.
fn cells(replay: &Replay, scored: &Scored) -> Vec<Msg> {
    replay
        .sides
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let points = scored.scores.get(i).copied().unwrap_or(0);
            let total = scored.totals.get(i).copied().unwrap_or(0);
            // A club session's totals are hundredths: written as the sheet writes them, 72.22.
            let total =
                if replay.decimals == 0 { Arg::from(total) } else { Arg::from(amount(total, replay.decimals, false)) };
            msg!("explain-cell", side = s.as_str(), points = signed(points), total = total)
        })
        .collect()
}

fn written(replay: &Replay, scored: &Scored) -> Msg {
    msg!("explain-written", cells = cells(replay, scored))
}

fn finish(lines: Vec<String>) -> String {
    lines.into_iter().map(|l| l.trim_end().to_string() + "\n").collect()
}
