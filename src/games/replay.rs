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

/// A row of the replay: one per recorded entry, voids, corrections and notes included.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub number: usize,
    pub kind: &'static str,
    /// The entry this void cancels.
    pub voids: Option<usize>,
    /// The void entry that cancelled this one. A correction whose place was voided is cancelled by
    /// that void too.
    pub voided_by: Option<usize>,
    pub note: Option<String>,
    /// On a correction: the place (entry position of the original deal or penalty) it corrects.
    /// Its own row scores nothing; the correction is scored at the place.
    pub corrects: Option<usize>,
    /// On a deal or penalty in force: the correction whose version is scored here, if any.
    pub corrected_by: Option<usize>,
    /// On a voided deal: it keeps its place in the rotation and the sheet's numbering, because the
    /// table dealt on after it before it was voided (see [`replay`]).
    pub keeps_place: bool,
    /// Why a void or a correction was recorded, when the table said (see [`Replay::with_reasons`]).
    pub reason: Option<String>,
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

/// The place of a voided deal that keeps it, handed to the game (see [`Entry::Turn`]).
static TURN: Entry = Entry::Turn;

/// How the recorded entries stand once every void and correction is applied, by 0-based index.
struct Standing {
    voided_by: Vec<Option<usize>>,
    /// A correction's place (1-based).
    corrects: Vec<Option<usize>>,
    /// A place's correction in force (1-based).
    corrected_by: Vec<Option<usize>>,
    keeps_place: Vec<bool>,
}

/// Checks every void and correction against the entries before it and works out what stands:
/// which entries are voided (a place with its corrections), which correction of each place is in
/// force (the latest not voided), and which voided deals keep their place.
fn standing(entries: &[Entry]) -> Result<Standing, RuleError> {
    let n = entries.len();
    let mut voided_by: Vec<Option<usize>> = vec![None; n];
    let mut corrects: Vec<Option<usize>> = vec![None; n];
    let mut corrections: Vec<Vec<usize>> = vec![vec![]; n];
    let is_place = |e: &Entry| matches!(e, Entry::Deal(_) | Entry::Penalty(_));
    for (i, e) in entries.iter().enumerate() {
        let at = i + 1;
        match e {
            Entry::Void(target) => {
                let target = *target;
                let ok = target >= 1
                    && target < at
                    && matches!(entries[target - 1], Entry::Deal(_) | Entry::Penalty(_) | Entry::Correct(..));
                if !ok {
                    return Err(RuleError::new("match.void.target", msg!("match-void-target-any", target = target))
                        .at_entry(at));
                }
                if let Some(by) = voided_by[target - 1] {
                    return Err(RuleError::new("match.void.twice", msg!("match-void-twice", target = target, by = by))
                        .at_entry(at));
                }
                voided_by[target - 1] = Some(at);
                // A place is voided with every correction of it still standing.
                for &c in &corrections[target - 1] {
                    voided_by[c - 1].get_or_insert(at);
                }
            }
            Entry::Correct(target, version) => {
                let target = *target;
                if target == 0 || target >= at || !is_place(&entries[target - 1]) {
                    return Err(RuleError::new("match.correct.target", msg!("match-correct-target", target = target))
                        .at_entry(at));
                }
                if let Some(by) = voided_by[target - 1] {
                    return Err(RuleError::new(
                        "match.correct.target",
                        msg!("match-correct-voided", target = target, by = by),
                    )
                    .at_entry(at));
                }
                let original = &entries[target - 1];
                if !is_place(version) || version.kind() != original.kind() {
                    return Err(RuleError::new(
                        "match.correct.kind",
                        msg!("match-correct-kind", target = target, kind = original.kind(), given = version.kind()),
                    )
                    .at_entry(at));
                }
                corrects[i] = Some(target);
                corrections[target - 1].push(at);
            }
            _ => {}
        }
    }
    let corrected_by: Vec<Option<usize>> = (0..n)
        .map(|i| match voided_by[i] {
            Some(_) => None,
            None => corrections[i].iter().rev().copied().find(|&c| voided_by[c - 1].is_none()),
        })
        .collect();
    // A voided deal keeps its place iff a deal holding a place (in force, or keeping its own) was
    // recorded after it and before its void: the table dealt on after it. Later deals are settled
    // first, so walking back from the end answers each question once.
    let mut keeps_place = vec![false; n];
    let mut holding = std::collections::BTreeSet::new();
    for i in (0..n).rev() {
        if !matches!(entries[i], Entry::Deal(_)) {
            continue;
        }
        let holds = match voided_by[i] {
            None => true,
            Some(v) => {
                let kept = holding.iter().next().is_some_and(|&q| q < v);
                keeps_place[i] = kept;
                kept
            }
        };
        if holds {
            holding.insert(i + 1);
        }
    }
    Ok(Standing { voided_by, corrects, corrected_by, keeps_place })
}

/// Replays `entries` of a match: checks voids and corrections, hands the game each place with its
/// version in force (a voided deal that keeps its place as [`Entry::Turn`]), refuses any entry
/// after the match was won, and lays out one row per entry.
///
/// A correction is scored at its place; its own row scores nothing, like a void's. An error the
/// game finds in a corrected place is placed at the correction in force, the entry that says it.
pub fn replay(game: &dyn Game, setup: &Setup, entries: &[Entry]) -> Result<Replay, RuleError> {
    let st = standing(entries)?;
    let mut effective: Vec<(usize, &Entry)> = Vec::with_capacity(entries.len());
    for (i, e) in entries.iter().enumerate() {
        if !matches!(e, Entry::Deal(_) | Entry::Penalty(_)) {
            continue;
        }
        if st.voided_by[i].is_some() {
            if st.keeps_place[i] {
                effective.push((i + 1, &TURN));
            }
            continue;
        }
        let version = match st.corrected_by[i].map(|c| &entries[c - 1]) {
            Some(Entry::Correct(_, v)) => &**v,
            _ => e,
        };
        effective.push((i + 1, version));
    }
    let blame = |e: RuleError| match e.entry {
        Some(at) => match st.corrected_by.get(at.wrapping_sub(1)).copied().flatten() {
            Some(c) => RuleError { entry: Some(c), ..e },
            None => e,
        },
        None => e,
    };
    let played = game.replay(setup, &effective).map_err(|e| blame(after_the_win(game, setup, &effective, e)))?;
    // What the game scored, by position: a turn scores nothing.
    let scored_at: Vec<usize> = effective.iter().filter(|(_, e)| !matches!(e, Entry::Turn)).map(|&(n, _)| n).collect();
    if let Some(k) = played.finished_after.iter().position(|&f| f) {
        if let (Some(&won), Some(&next)) = (scored_at.get(k), scored_at.get(k + 1)) {
            return Err(blame(finished(won).at_entry(next)));
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
            voided_by: st.voided_by[i],
            note: None,
            corrects: st.corrects[i],
            corrected_by: st.corrected_by[i],
            keeps_place: st.keeps_place[i],
            reason: None,
            scored: Scored::default(),
        };
        match e {
            Entry::Deal(_) | Entry::Penalty(_) if st.voided_by[i].is_none() => {
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
    let scored_at: Vec<usize> = before.iter().filter(|(_, e)| !matches!(e, Entry::Turn)).map(|&(n, _)| n).collect();
    let won_at = game
        .replay(setup, &before)
        .ok()
        .and_then(|p| p.finished_after.iter().position(|&f| f))
        .and_then(|k| scored_at.get(k).copied());
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
    /// The replay with the reason of each entry, by position, as the ledger or the document keeps
    /// it beside the entry (voids and corrections carry one when the table gave it). Reasons are no
    /// part of the entries: they explain, and never change a number.
    pub fn with_reasons(mut self, reasons: &[Option<String>]) -> Replay {
        for (row, reason) in self.rows.iter_mut().zip(reasons) {
            row.reason.clone_from(reason);
        }
        self
    }

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
        if let Some(c) = r.corrects {
            m.insert("corrects".into(), c.into());
        }
        if let Some(c) = r.corrected_by {
            m.insert("corrected_by".into(), c.into());
        }
        if r.keeps_place {
            m.insert("keeps_place".into(), true.into());
        }
        // A penalty's own `reason` (misdeal) is the game's field; the table's reason belongs to
        // voids and corrections, which the game never scores.
        if let (Some(t), "void" | "correct") = (&r.reason, r.kind) {
            m.insert("reason".into(), t.as_str().into());
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
