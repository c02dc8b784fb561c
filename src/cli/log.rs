//! `kozyr log [MATCH] [-m MATCH]`: every entry of a match as recorded, in order — its number, its
//! time, its kind, the deal it is or affects, what it recorded, what it voided or corrected and
//! why. It only reads, and still lists a match whose replay fails (then by the entries' kinds).

use clap::Args;
use serde_json::{json, Value};

use super::context::{load_record, Ctx, Loaded, Step};
use super::match_opt::{self, Subject};
use super::Failure;
use crate::games::Replay;
use crate::i18n::Msg;
use crate::ledger::{EntryKind, EntryRecord};
use crate::msg;
use crate::report::{self, Human, Layout};

#[derive(Debug, Args)]
pub struct LogArgs {
    #[command(flatten)]
    pub subject: Subject,
}

/// One line of the log.
struct Line {
    entry: usize,
    time: String,
    kind: &'static str,
    /// For a void written by `undo` or `redo`, which of them wrote it.
    step: Option<Step>,
    /// The deal the sheet numbers that this entry is or affects.
    deal: Option<usize>,
    /// What was recorded, as the sheet says it; none when the match does not replay.
    what: Option<Msg>,
    voids: Option<usize>,
    corrects: Option<usize>,
    voided_by: Option<usize>,
    reason: Option<String>,
}

/// The log as printed.
struct Log {
    title: Msg,
    lines: Vec<Line>,
    /// Why the match does not replay, when it does not.
    broken: Option<Msg>,
}

pub fn run(ctx: &Ctx, a: LogArgs) -> Result<(), Failure> {
    let given = a.subject.given()?;
    let ledger = ctx.open()?;
    let record = match_opt::find(&ledger, given)?;
    ctx.follow_match(&record);
    let recs = ledger.entries(record.id)?;
    let ids: Vec<i64> = recs.iter().map(|r| r.id).collect();
    let position = |id: Option<i64>| id.and_then(|v| ids.iter().position(|&x| x == v)).map(|p| p + 1);
    let mut lines: Vec<Line> = recs
        .iter()
        .enumerate()
        .map(|(i, r)| Line {
            entry: i + 1,
            time: r.created_at.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
            kind: kind_of(r),
            step: Step::of(r),
            deal: None,
            what: None,
            voids: position(r.voids),
            corrects: position(r.corrects),
            voided_by: None,
            reason: r.reason.clone(),
        })
        .collect();
    let title = msg!("history-title", match = match_opt::match_ref(&record), game = match_opt::game_name(&record));
    let loaded = load_record(ctx, &ledger, record.clone());
    let replayed = loaded.map_err(|f| f.render(ctx.lang())).and_then(|l| match l.replay() {
        Ok(r) => Ok((r, l)),
        Err(e) => Err(e.line(ctx.lang())),
    });
    let broken = match &replayed {
        Ok((replay, loaded)) => {
            fill(&mut lines, replay, loaded);
            None
        }
        Err(why) => Some(msg!("history-broken", reason = why.clone())),
    };
    let log = Log { title, lines, broken };
    ctx.emit(&log, || {
        let entries: Vec<Value> = log
            .lines
            .iter()
            .map(|l| {
                json!({
                    "entry": l.entry,
                    "time": l.time,
                    "kind": l.kind,
                    "step": l.step.map(Step::as_str),
                    "deal": l.deal,
                    "summary": l.what.as_ref().map(|m| m.render(ctx.lang())),
                    "voids": l.voids,
                    "corrects": l.corrects,
                    "voided_by": l.voided_by,
                    "reason": l.reason,
                })
            })
            .collect();
        json!({
            "match": record.id,
            "name": record.name,
            "game": record.game,
            "replayed": log.broken.is_none(),
            "entries": entries,
        })
    })
}

/// The kind as recorded: a deal or penalty that corrects another is a correction.
fn kind_of(r: &EntryRecord) -> &'static str {
    match (r.kind, r.corrects) {
        (EntryKind::Deal | EntryKind::Penalty, Some(_)) => "correct",
        (EntryKind::Deal, None) => "deal",
        (EntryKind::Penalty, None) => "penalty",
        (EntryKind::Void, _) => "void",
        (EntryKind::Note, _) => "note",
    }
}

/// What the replay knows about each entry: its deal number, its words, the void that cancelled it.
fn fill(lines: &mut [Line], replay: &Replay, loaded: &Loaded) {
    let places = report::places(replay);
    let ghosts = loaded.voided();
    let deal_of = |k: usize| -> Option<usize> {
        let i = k.checked_sub(1)?;
        let row = replay.rows.get(i)?;
        let place = row.corrects.unwrap_or(k);
        let p = places.get(place.checked_sub(1)?)?;
        (p.numbered && replay.rows.get(place - 1)?.kind == "deal").then_some(p.deal)
    };
    for (line, row) in lines.iter_mut().zip(&replay.rows) {
        let ghost = ghosts.get(&row.number);
        line.deal = match (row.voids, row.corrects) {
            (Some(t), _) => deal_of(t),
            _ => deal_of(row.number),
        };
        line.what = Some(match (row.kind, row.corrects) {
            // A correction: what it corrected and why, then the version it recorded.
            ("correct", Some(place)) => {
                let said = report::describe(replay, &places, row, None);
                let version = match (row.voided_by, replay.rows[place - 1].corrected_by) {
                    (None, Some(c)) if c == row.number => Some(report::what_was(&replay.rows[place - 1], None)),
                    _ => ghost.map(|g| report::what_was(row, Some(g))),
                };
                match version {
                    Some(v) => msg!("history-correction", what = said, version = v),
                    None => said,
                }
            }
            // A corrected original as it was recorded, not as corrected since.
            (_, None) if row.corrected_by.is_some() => {
                let versions = report::versions(loaded.game, &loaded.setup, &loaded.entries, replay, row.number);
                let original = versions.first().and_then(|v| v.scored.as_ref());
                report::describe(replay, &places, row, original)
            }
            _ => report::describe(replay, &places, row, ghost),
        });
        line.voided_by = row.voided_by;
    }
}

impl Human for Log {
    fn text(&self, l: &Layout) -> String {
        // Every line fits the width as the sheet's do: wrapped between words, an entry's lines
        // under its time.
        let said =
            |m: &Msg| report::text::wrap(&l.say(m), l.width, 2).into_iter().map(|s| s + "\n").collect::<String>();
        let mut out = said(&self.title);
        if let Some(b) = &self.broken {
            out += &said(b);
        }
        if self.lines.is_empty() {
            out += &said(&msg!("history-empty"));
            return out;
        }
        let width = self.lines.len().to_string().len();
        for line in &self.lines {
            let kind = l.say(&msg!("history-kind", kind = line.step.map_or(line.kind, Step::as_str)));
            let mut text = format!("{:>width$}  {}  {kind}", line.entry, line.time);
            if let Some(d) = line.deal {
                text += "  ";
                text += &l.say(&msg!("history-deal", deal = d));
            }
            match &line.what {
                Some(w) => {
                    text += "  ";
                    text += &l.say(w);
                }
                // Not replayed: what the entry names, as recorded.
                None => {
                    let named = match (line.voids, line.corrects) {
                        (Some(t), _) => Some(msg!("history-voids", entry = t)),
                        (None, Some(t)) => Some(msg!("history-corrects", entry = t)),
                        _ => None,
                    };
                    for m in named.into_iter().chain(line.reason.as_deref().map(|r| msg!("history-reason", reason = r)))
                    {
                        text += "  ";
                        text += &l.say(&m);
                    }
                }
            }
            if let Some(by) = line.voided_by {
                text += "  ";
                text += &l.say(&msg!("history-voided-by", entry = by));
            }
            for line in report::text::wrap(&text, l.width, width + 2) {
                out += &line;
                out.push('\n');
            }
        }
        out
    }
}
