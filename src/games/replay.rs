//! Replaying a match: voids applied, every entry through its game, the finished-match rule, and
//! the JSON view of the result that other tools depend on (docs/formats.md).

use serde_json::{json, Map, Value};

use super::{Entry, Game, Mark, RuleError, Setup};
use crate::i18n::{Lang, Msg};
use crate::msg;

/// One number of the explanation and the rule that produced it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub rule: &'static str,
    pub text: Msg,
}

/// What a game computes for one effective entry.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Scored {
    /// Points written to each side by this entry.
    pub scores: Vec<i64>,
    /// Running totals after it, every match rule applied.
    pub totals: Vec<i64>,
    pub notes: Vec<Msg>,
    pub marks: Vec<Mark>,
    /// What the table writes beside each side's number, one per side or none at all: Opendaum's
    /// bid and tricks ("1/1"), a contract's size.
    pub annotations: Vec<Msg>,
    pub explain: Vec<Step>,
    /// The sheet's first column: "Борис 120", "misdeal".
    pub summary: Msg,
    /// Game-specific fields of the JSON view (documented per game).
    pub extra: Map<String, Value>,
}

/// What a game computes for a whole match.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct GameReplay {
    /// One per effective entry, in order.
    pub scored: Vec<Scored>,
    /// Per effective entry: was the match over after it?
    pub finished_after: Vec<bool>,
    pub winner: Option<usize>,
    /// What comes next ("deal 5: Вера deals").
    pub next: Option<Msg>,
    /// The total that ends the match, drawn as a line on the sheet (Belot's 151).
    pub target: Option<i64>,
    /// The lowest total leads and wins (penalty points: Black Mary, Chervy, Slobberhannes).
    pub lowest_wins: bool,
    /// Every side's total before the first entry; empty: everyone starts at 0 (Mushka: −25).
    pub start: Vec<i64>,
}

/// A row of the replay: one per recorded entry, voids and notes included.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub number: usize,
    pub kind: &'static str,
    /// The entry this void cancels.
    pub voids: Option<usize>,
    /// The void entry that cancelled this one.
    pub voided_by: Option<usize>,
    pub note: Option<String>,
    pub scored: Scored,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Replay {
    pub game: &'static str,
    pub sides: Vec<String>,
    pub rows: Vec<Row>,
    pub totals: Vec<i64>,
    pub winner: Option<usize>,
    pub finished: bool,
    pub next: Option<Msg>,
    pub target: Option<i64>,
    pub lowest_wins: bool,
}

/// Replays `entries` of a match: checks voids, hands the effective entries to the game, refuses any
/// entry after the match was won, and lays out one row per entry.
pub fn replay(game: &dyn Game, setup: &Setup, entries: &[Entry]) -> Result<Replay, RuleError> {
    let mut voided_by: Vec<Option<usize>> = vec![None; entries.len()];
    for (i, e) in entries.iter().enumerate() {
        if let Entry::Void(target) = *e {
            let ok = target >= 1 && target <= i && matches!(entries[target - 1], Entry::Deal(_) | Entry::Penalty(_));
            if !ok {
                return Err(
                    RuleError::new("match.void.target", msg!("match-void-target", target = target)).at_entry(i + 1)
                );
            }
            if let Some(by) = voided_by[target - 1] {
                return Err(RuleError::new("match.void.twice", msg!("match-void-twice", target = target, by = by))
                    .at_entry(i + 1));
            }
            voided_by[target - 1] = Some(i + 1);
        }
    }
    let effective: Vec<(usize, &Entry)> = entries
        .iter()
        .enumerate()
        .filter(|(i, e)| matches!(e, Entry::Deal(_) | Entry::Penalty(_)) && voided_by[*i].is_none())
        .map(|(i, e)| (i + 1, e))
        .collect();
    let played = game.replay(setup, &effective).map_err(|e| after_the_win(game, setup, &effective, e))?;
    if let Some(k) = played.finished_after.iter().position(|&f| f) {
        if let Some(&(n, _)) = effective.get(k + 1) {
            return Err(finished(effective[k].0).at_entry(n));
        }
    }
    let sides = setup.sides();
    let zero = vec![0; sides.len()];
    let mut totals = if played.start.len() == sides.len() { played.start.clone() } else { zero.clone() };
    let mut rows = Vec::with_capacity(entries.len());
    let mut scored = played.scored.into_iter();
    for (i, e) in entries.iter().enumerate() {
        let mut row = Row {
            number: i + 1,
            kind: e.kind(),
            voids: None,
            voided_by: voided_by[i],
            note: None,
            scored: Scored::default(),
        };
        match e {
            Entry::Deal(_) | Entry::Penalty(_) if voided_by[i].is_none() => {
                row.scored = scored.next().unwrap_or_default();
                totals.clone_from(&row.scored.totals);
            }
            Entry::Void(t) => row.voids = Some(*t),
            Entry::Note(t) => row.note = Some(t.clone()),
            _ => {}
        }
        if row.scored.totals.is_empty() {
            row.scored.scores.clone_from(&zero);
            row.scored.totals.clone_from(&totals);
        }
        rows.push(row);
    }
    let finished = played.finished_after.last().copied().unwrap_or(false);
    Ok(Replay {
        game: setup.game,
        sides,
        rows,
        totals,
        winner: played.winner,
        finished,
        next: played.next,
        target: played.target,
        lowest_wins: played.lowest_wins,
    })
}

/// An entry recorded after the match was won is refused for that, before anything the game finds
/// wrong with it (a dealer out of turn, say): the match being over is the first thing wrong. Only
/// called on the error path, where replaying the entries before the faulty one costs nothing.
fn after_the_win(game: &dyn Game, setup: &Setup, effective: &[(usize, &Entry)], e: RuleError) -> RuleError {
    let Some(at) = e.entry else { return e };
    let before: Vec<(usize, &Entry)> = effective.iter().copied().filter(|&(n, _)| n < at).collect();
    let won_at = game
        .replay(setup, &before)
        .ok()
        .and_then(|p| p.finished_after.iter().position(|&f| f))
        .and_then(|k| before.get(k).map(|&(n, _)| n));
    match won_at {
        Some(won) => finished(won).at_entry(at),
        None => e,
    }
}

/// The refusal of an entry recorded after the match was won at entry `won`.
fn finished(won: usize) -> RuleError {
    RuleError::new("match.finished", msg!("match-finished", entry = won))
}

impl Replay {
    fn by_side(&self, v: &[i64]) -> Value {
        Value::Object(self.sides.iter().cloned().zip(v.iter().map(|&x| Value::from(x))).collect())
    }

    /// The documented JSON view (`kozyr replay --json`, `kozyr show --json`).
    /// Keys and values are the documented contract; human texts (`next`, `notes`) are in `lang`.
    pub fn to_json(&self, lang: Lang) -> Value {
        let deals: Vec<Value> = self.rows.iter().map(|r| self.row_json(r, lang)).collect();
        json!({
            "game": self.game,
            "deals": deals,
            "totals": self.by_side(&self.totals),
            "winner": self.winner.map(|w| self.sides[w].clone()),
            "finished": self.finished,
            "next": self.next.as_ref().map(|m| m.render(lang)),
        })
    }

    pub fn row_json(&self, r: &Row, lang: Lang) -> Value {
        let mut m = Map::new();
        m.insert("entry".into(), r.number.into());
        m.insert("kind".into(), r.kind.into());
        if let Some(v) = r.voids {
            m.insert("voids".into(), v.into());
        }
        if let Some(v) = r.voided_by {
            m.insert("voided_by".into(), v.into());
        }
        if let Some(t) = &r.note {
            m.insert("note".into(), t.as_str().into());
        }
        m.insert("scores".into(), self.by_side(&r.scored.scores));
        m.insert("totals".into(), self.by_side(&r.scored.totals));
        m.insert("notes".into(), r.scored.notes.iter().map(|n| n.render(lang)).collect::<Vec<_>>().into());
        let mut marks = Map::new();
        for mk in &r.scored.marks {
            let list = marks.entry(self.sides[mk.side].clone()).or_insert_with(|| Value::Array(vec![]));
            if let Value::Array(a) = list {
                a.push(mk.kind.tag().into());
            }
        }
        m.insert("marks".into(), Value::Object(marks));
        for (k, v) in &r.scored.extra {
            m.insert(k.clone(), v.clone());
        }
        Value::Object(m)
    }
}
