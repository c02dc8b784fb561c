//! Replaying a match: voids and corrections applied (each place with its version in force, a
//! voided deal the table dealt on after kept as a turn), every entry through its game, the
//! finished-match rule, and the JSON view of the result that other tools depend on
//! (docs/formats.md).

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{json, Map, Value};

use super::{Entry, Figures, Game, Mark, RuleError, Setup};
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
    /// The money on the table that belongs to no side after this entry (the bank of the banking
    /// games), when the game keeps such a column ([`GameReplay::pool`]).
    pub pool: Option<Pool>,
}

/// What an entry did to the money on the table that belongs to no side: the change and the amount
/// after it. The sheet prints it as one more column beside the sides'.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Pool {
    pub change: i64,
    pub amount: i64,
}

/// The sheet's column for that money: its heading («Банк») and the amount after the last entry.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PoolColumn {
    pub heading: Msg,
    pub amount: i64,
}

impl Scored {
    /// The row of a penalty the table agreed with the points given (Belot, Bezique): `points` to
    /// `side`, added to its running total in `totals`, the penalty mark, and the game's `note` as
    /// the row's note and its one explanation step under `rule`.
    pub fn penalty(
        side: usize,
        totals: &mut [i64],
        points: i64,
        rule: &'static str,
        note: Msg,
        summary: Msg,
        extra: Map<String, Value>,
    ) -> Scored {
        totals[side] = totals[side].saturating_add(points);
        let mut scores = vec![0; totals.len()];
        scores[side] = points;
        Scored {
            scores,
            totals: totals.to_vec(),
            notes: vec![note.clone()],
            marks: vec![Mark::new(side, super::MarkKind::Penalty)],
            annotations: vec![],
            explain: vec![Step { rule, text: note }],
            summary,
            extra,
            pool: None,
        }
    }
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
    /// Game-specific fields of the whole match's JSON view, after every entry (a bridge session's
    /// ranking); empty for most games, whose view is then unchanged.
    pub extra: Map<String, Value>,
    /// A column of money that belongs to no side (the banking games' bank), as it stands after
    /// the whole match; `None` for games without one. Each row's [`Scored::pool`] fills it.
    pub pool: Option<PoolColumn>,
    /// The totals are counted in units of 10^−`decimals` and shown with that many decimals (a
    /// club session's percentages and IMPs, in hundredths: 2); 0 for the games that count whole
    /// points. The deals' own scores are always whole.
    pub decimals: u8,
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
    /// How many entries of the match come before `rows[0]`: 0 for a whole replay, the snapshot's
    /// length for one resumed from a snapshot (see [`replay_from`]).
    pub first: usize,
    /// The deals the table counted before `rows[0]` (the sheet's numbering goes on from it).
    pub deals_before: usize,
    /// What the entries before `rows[0]` add up to, as the first line of a new page of the sheet
    /// carries them over (`None` for a whole replay).
    pub carried: Option<Scored>,
    /// The game's fields of the whole match ([`GameReplay::extra`]), merged into the JSON view.
    pub extra: Map<String, Value>,
    /// The column of money that belongs to no side ([`GameReplay::pool`]).
    pub pool: Option<PoolColumn>,
    /// The totals' decimals ([`GameReplay::decimals`]).
    pub decimals: u8,
    /// The whole match's figures for `kozyr stats` (see [`Figures`]); `None` when the replay went
    /// on from a snapshot written before snapshots carried them, which cannot tell them.
    pub figures: Option<Figures>,
}

/// What a replay needs to go on from the middle of a match instead of its start: how far it got
/// and where the match stood there. Kept in the ledger as a snapshot every few entries, sealed by
/// the chain, so that recording a deal replays only the entries since (issue 9 §5).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resume {
    /// The entries replayed: the state holds after entry `entries`.
    pub entries: usize,
    /// The deals the table counted up to there.
    pub deals: usize,
    /// Every side's total there.
    pub totals: Vec<i64>,
    /// The entry that won the match, if it was over there.
    pub won: Option<usize>,
    /// The game's own state ([`Game::replay_from`]).
    pub game: Value,
    /// The match's figures up to there. Absent from a snapshot written before they were kept:
    /// such a snapshot cannot tell them, and the match is replayed whole rather than counted
    /// from zeros.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub figures: Option<Figures>,
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
    // Few places are ever corrected: by place, the corrections of each that has any.
    let mut corrections: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    let is_place = |e: &Entry| matches!(e, Entry::Deal(_) | Entry::Penalty(_));
    for (i, e) in entries.iter().enumerate() {
        let at = i + 1;
        match e {
            Entry::Void(target) => {
                let target = *target;
                let ok = target >= 1
                    && target < at
                    && matches!(
                        entries[target - 1],
                        Entry::Deal(_) | Entry::Penalty(_) | Entry::Correct(..) | Entry::Void(_)
                    );
                if !ok {
                    return Err(RuleError::new("match.void.target", msg!("match-void-target-any", target = target))
                        .at_entry(at));
                }
                take_back(entries, &mut voided_by, &corrections, at)?;
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
                corrections.entry(target).or_default().push(at);
            }
            _ => {}
        }
    }
    let mut corrected_by: Vec<Option<usize>> = vec![None; n];
    for (&place, list) in &corrections {
        if voided_by[place - 1].is_none() {
            corrected_by[place - 1] = list.iter().rev().copied().find(|&c| voided_by[c - 1].is_none());
        }
    }
    // A voided deal keeps its place iff a deal holding a place (in force, or keeping its own) was
    // recorded after it and before its void: the table dealt on after it. Later deals are settled
    // first, so walking back from the end answers each question once.
    let mut keeps_place = vec![false; n];
    let mut holding = BTreeSet::new();
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

/// Applies the void at `at` (1-based) to `voided_by`: its target is voided (a place with every
/// correction of it still standing). A void voided takes back what it did — what it voided is in
/// force again — and a void of that void does it again, down the chain. Voiding an entry already
/// voided by a void in force is `match.void.twice`.
fn take_back(
    entries: &[Entry],
    voided_by: &mut [Option<usize>],
    corrections: &BTreeMap<usize, Vec<usize>>,
    at: usize,
) -> Result<(), RuleError> {
    let mut void = at;
    let mut voiding = true;
    while let Entry::Void(target) = entries[void - 1] {
        if voiding {
            if let Some(by) = voided_by[target - 1] {
                return Err(
                    RuleError::new("match.void.twice", msg!("match-void-twice", target = target, by = by)).at_entry(at)
                );
            }
            voided_by[target - 1] = Some(void);
            if !matches!(entries[target - 1], Entry::Void(_)) {
                for &c in corrections.get(&target).into_iter().flatten() {
                    voided_by[c - 1].get_or_insert(void);
                }
            }
        } else {
            // This void no longer stands: what it voided is back, and a void it voided stands
            // again and is applied again.
            for x in std::iter::once(target).chain(corrections.get(&target).into_iter().flatten().copied()) {
                if voided_by[x - 1] == Some(void) {
                    voided_by[x - 1] = None;
                }
            }
        }
        if !matches!(entries[target - 1], Entry::Void(_)) {
            break;
        }
        void = target;
        voiding = !voiding;
    }
    Ok(())
}

/// Replays `entries` of a match: checks voids and corrections, hands the game each place with its
/// version in force (a voided deal that keeps its place as [`Entry::Turn`]), refuses any entry
/// after the match was won, and lays out one row per entry.
///
/// A correction is scored at its place; its own row scores nothing, like a void's. An error the
/// game finds in a corrected place is placed at the correction in force, the entry that says it.
pub fn replay(game: &dyn Game, setup: &Setup, entries: &[Entry]) -> Result<Replay, RuleError> {
    replay_from(game, setup, None, entries).map(|(r, _)| r)
}

/// [`replay`] going on from `base` (`None`: the match's start): `entries` are the match's entries
/// after `base.entries`, numbered on from there, and the replay's rows are theirs only. Returns the
/// [`Resume`] after the last entry too, when the game can be resumed. A void or correction among
/// `entries` that reaches back before `base` cannot be replayed from it: that is refused as
/// `match.snapshot`, and the caller replays the match whole.
pub fn replay_from(
    game: &dyn Game,
    setup: &Setup,
    base: Option<&Resume>,
    entries: &[Entry],
) -> Result<(Replay, Option<Resume>), RuleError> {
    let offset = base.map_or(0, |b| b.entries);
    let local: Vec<Entry>;
    let entries = if offset == 0 {
        entries
    } else {
        local = shifted(entries, offset)?;
        &local
    };
    // A refusal is worded with the match's own numbers: from a snapshot, the caller replays whole.
    let st = standing(entries).map_err(|e| {
        if offset == 0 {
            e
        } else {
            RuleError::new("match.snapshot", msg!("match-snapshot")).at_entry(offset + e.entry.unwrap_or(1))
        }
    })?;
    let mut effective: Vec<(usize, &Entry)> = Vec::with_capacity(entries.len());
    for (i, e) in entries.iter().enumerate() {
        if !matches!(e, Entry::Deal(_) | Entry::Penalty(_)) {
            continue;
        }
        if st.voided_by[i].is_some() {
            if st.keeps_place[i] {
                effective.push((offset + i + 1, &TURN));
            }
            continue;
        }
        let version = match st.corrected_by[i].map(|c| &entries[c - 1]) {
            Some(Entry::Correct(_, v)) => &**v,
            _ => e,
        };
        effective.push((offset + i + 1, version));
    }
    let blame = |e: RuleError| match e.entry {
        Some(at) => match st.corrected_by.get(at.wrapping_sub(offset + 1)).copied().flatten() {
            Some(c) => RuleError { entry: Some(offset + c), ..e },
            None => e,
        },
        None => e,
    };
    let state = base.map(|b| &b.game);
    let (played, after) = game
        .replay_from(setup, state, &effective)
        .map_err(|e| blame(after_the_win(game, setup, state, &effective, e)))?;
    // What the game scored, by position: a turn scores nothing.
    let scored_at: Vec<usize> = effective.iter().filter(|(_, e)| !matches!(e, Entry::Turn)).map(|&(n, _)| n).collect();
    if let (Some(won), Some(&next)) = (base.and_then(|b| b.won), scored_at.first()) {
        return Err(blame(finished(won).at_entry(next)));
    }
    if let Some(k) = played.finished_after.iter().position(|&f| f) {
        if let (Some(&won), Some(&next)) = (scored_at.get(k), scored_at.get(k + 1)) {
            return Err(blame(finished(won).at_entry(next)));
        }
    }
    let sides = setup.sides();
    let zero = vec![0; sides.len()];
    let mut totals = match base {
        Some(b) if b.totals.len() == sides.len() => b.totals.clone(),
        _ if played.start.len() == sides.len() => played.start.clone(),
        _ => zero.clone(),
    };
    let carried = (offset > 0).then(|| Scored {
        scores: zero.clone(),
        totals: totals.clone(),
        summary: msg!("sheet-carried", entries = offset, deals = base.map_or(0, |b| b.deals)),
        ..Scored::default()
    });
    let mut rows = Vec::with_capacity(entries.len());
    let mut scored = played.scored.into_iter();
    for (i, e) in entries.iter().enumerate() {
        let mut row = Row {
            number: offset + i + 1,
            kind: e.kind(),
            voids: None,
            voided_by: st.voided_by[i].map(|v| offset + v),
            note: None,
            corrects: st.corrects[i].map(|c| offset + c),
            corrected_by: st.corrected_by[i].map(|c| offset + c),
            keeps_place: st.keeps_place[i],
            reason: None,
            scored: Scored::default(),
        };
        match e {
            Entry::Deal(_) | Entry::Penalty(_) if st.voided_by[i].is_none() => {
                row.scored = scored.next().unwrap_or_default();
                totals.clone_from(&row.scored.totals);
            }
            Entry::Void(t) => row.voids = Some(offset + *t),
            Entry::Note(t) => row.note = Some(t.clone()),
            _ => {}
        }
        if row.scored.totals.is_empty() {
            row.scored.scores.clone_from(&zero);
            row.scored.totals.clone_from(&totals);
        }
        rows.push(row);
    }
    let finished = match played.finished_after.last() {
        Some(&f) => f,
        None => base.is_some_and(|b| b.won.is_some()),
    };
    let won = match played.finished_after.iter().position(|&f| f) {
        Some(k) => scored_at.get(k).copied(),
        None => base.and_then(|b| b.won),
    };
    let deals_before = base.map_or(0, |b| b.deals);
    let deals = deals_before + rows.iter().filter(|r| counts(r)).count();
    let figures = match base {
        None => Some(Figures::new(sides.len())),
        Some(b) => b.figures.clone().filter(|f| f.fits(sides.len())),
    }
    .map(|mut f| {
        f.lowest_wins = played.lowest_wins;
        add_figures(game, setup, &rows, played.lowest_wins, &mut f);
        for figure in game.match_figures(setup, &played.extra) {
            f.set(figure);
        }
        f
    });
    let resume = after.map(|game| Resume {
        entries: offset + entries.len(),
        deals,
        totals: totals.clone(),
        won,
        game,
        figures: figures.clone(),
    });
    let replay = Replay {
        game: setup.game,
        sides,
        rows,
        totals,
        winner: played.winner,
        finished,
        next: played.next,
        target: played.target,
        lowest_wins: played.lowest_wins,
        first: offset,
        deals_before,
        carried,
        extra: played.extra,
        pool: played.pool,
        decimals: played.decimals,
        figures,
    };
    Ok((replay, resume))
}

/// Adds what `rows` tell to `f`: every deal and penalty in force through the game's
/// [`Game::figures`], and the scores of every deal the table counted.
fn add_figures(game: &dyn Game, setup: &Setup, rows: &[Row], lowest_wins: bool, f: &mut Figures) {
    for row in rows.iter().filter(|r| matches!(r.kind, "deal" | "penalty") && r.voided_by.is_none()) {
        for figure in game.figures(setup, &row.scored) {
            f.add(figure);
        }
        if counts(row) {
            f.add_deal(&row.scored.scores, lowest_wins);
        }
    }
}

/// The states a match's replay passes through every `every` entries, by the number of entries
/// replayed: what `import` keeps as snapshots so that a long imported match is never replayed
/// whole by the commands that follow. Empty when the game cannot be resumed or the entries do not
/// replay.
pub fn states_every(game: &dyn Game, setup: &Setup, entries: &[Entry], every: usize) -> Vec<Resume> {
    let mut out: Vec<Resume> = Vec::new();
    let every = every.max(1);
    let mut at = 0;
    while at + every <= entries.len() {
        let upto = at + every;
        let Ok((_, Some(next))) = replay_from(game, setup, out.last(), &entries[at..upto]) else {
            // A void reaching back before the last state: replay whole up to here.
            match replay_from(game, setup, None, &entries[..upto]) {
                Ok((_, Some(next))) => {
                    out.push(next);
                    at = upto;
                    continue;
                }
                _ => return Vec::new(),
            }
        };
        out.push(next);
        at = upto;
    }
    out
}

/// Whether a row is a deal the table counts: in force or voided keeping its place (the table dealt
/// on after it), and not dealt again (a renege: `"replayed": true`).
pub fn counts(row: &Row) -> bool {
    row.kind == "deal"
        && (row.voided_by.is_none() || row.keeps_place)
        && row.scored.extra.get("replayed").and_then(Value::as_bool) != Some(true)
}

/// `entries` after the first `offset` of a match, renumbered to count from the first of them, as
/// [`standing`] reads them. A void or correction reaching back before them is `match.snapshot`.
pub(crate) fn shifted(entries: &[Entry], offset: usize) -> Result<Vec<Entry>, RuleError> {
    let back = |n: usize, at: usize| {
        n.checked_sub(offset)
            .filter(|&m| m > 0)
            .ok_or_else(|| RuleError::new("match.snapshot", msg!("match-snapshot")).at_entry(offset + at))
    };
    entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            Ok(match e {
                Entry::Void(n) => Entry::Void(back(*n, i + 1)?),
                Entry::Correct(n, v) => Entry::Correct(back(*n, i + 1)?, v.clone()),
                other => other.clone(),
            })
        })
        .collect()
}

/// An entry recorded after the match was won is refused for that, before anything the game finds
/// wrong with it (a dealer out of turn, say): the match being over is the first thing wrong. Only
/// called on the error path, where replaying the entries before the faulty one costs nothing.
fn after_the_win(
    game: &dyn Game,
    setup: &Setup,
    state: Option<&Value>,
    effective: &[(usize, &Entry)],
    e: RuleError,
) -> RuleError {
    let Some(at) = e.entry else { return e };
    let before: Vec<(usize, &Entry)> = effective.iter().copied().filter(|&(n, _)| n < at).collect();
    let scored_at: Vec<usize> = before.iter().filter(|(_, e)| !matches!(e, Entry::Turn)).map(|&(n, _)| n).collect();
    let won_at = game
        .replay_from(setup, state, &before)
        .ok()
        .and_then(|(p, _)| p.finished_after.iter().position(|&f| f))
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
    /// The rows of the deals in force, in the order recorded (a corrected deal by its version in
    /// force): what a game's own views, such as a club session's travellers, are read from.
    pub fn deals_in_force(&self) -> impl Iterator<Item = &Row> {
        self.rows.iter().filter(|r| r.kind == "deal" && r.voided_by.is_none())
    }

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
        let mut v = json!({
            "game": self.game,
            "deals": deals,
            "totals": self.by_side(&self.totals),
            "winner": self.winner.map(|w| self.sides[w].clone()),
            "finished": self.finished,
            "next": self.next.as_ref().map(|m| m.render(lang)),
        });
        if let Value::Object(m) = &mut v {
            if self.decimals > 0 {
                m.insert("decimals".into(), self.decimals.into());
            }
            for (k, x) in &self.extra {
                m.entry(k.clone()).or_insert_with(|| x.clone());
            }
        }
        v
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

/// A game small enough to see the framework at work: two players, a deal writes its `points`
/// (`[a, b]`); a deal's `dealer` (a seat), when given, must be the seat whose turn it is, counting
/// every place a deal holds — a turn included; `"bad": true` breaks a rule of the deal itself;
/// the match is won at 100.
#[cfg(test)]
pub(crate) mod double {
    use serde_json::{json, Map, Value};

    use super::{GameReplay, Scored};
    use crate::games::{Entry, Game, GameInfo, RuleError, Setup};
    use crate::msg;

    pub struct Tally;

    static INFO: GameInfo = GameInfo { id: "test", seats: (2, 2), flags: &[], options: &[], rule_ids: &[], words: &[] };

    pub fn setup() -> Setup {
        Setup { game: "test", players: vec!["A".into(), "B".into()], teams: None, options: Value::Null }
    }

    /// A deal writing `a` and `b`.
    pub fn deal(a: i64, b: i64) -> Entry {
        Entry::Deal(json!({ "points": [a, b] }))
    }

    /// A deal writing `a` and `b`, dealt by `dealer`.
    pub fn dealt(dealer: u64, a: i64, b: i64) -> Entry {
        Entry::Deal(json!({ "dealer": dealer, "points": [a, b] }))
    }

    pub fn correct(place: usize, e: Entry) -> Entry {
        Entry::Correct(place, Box::new(e))
    }

    impl Game for Tally {
        fn info(&self) -> &'static GameInfo {
            &INFO
        }

        fn default_options(&self) -> Value {
            Value::Null
        }

        fn setup(
            &self,
            _: &[String],
            _: Option<&Map<String, Value>>,
            _: &Map<String, Value>,
        ) -> Result<Setup, RuleError> {
            Ok(setup())
        }

        fn replay_from(
            &self,
            _: &Setup,
            _: Option<&Value>,
            entries: &[(usize, &Entry)],
        ) -> Result<(GameReplay, Option<Value>), RuleError> {
            let mut out = GameReplay::default();
            let mut totals = vec![0i64, 0];
            let mut dealt = 0u64;
            for &(n, e) in entries {
                let scores = match e {
                    Entry::Turn => {
                        dealt += 1;
                        continue;
                    }
                    Entry::Deal(v) => {
                        if v.get("bad").is_some() {
                            return Err(RuleError::new("test.bad", msg!("sheet-kind-deal")).at_entry(n));
                        }
                        if let Some(d) = v.get("dealer").and_then(Value::as_u64) {
                            if d != dealt % 2 {
                                return Err(RuleError::new("test.dealer", msg!("sheet-kind-deal")).at_entry(n));
                            }
                        }
                        dealt += 1;
                        let p = |i: usize| v["points"][i].as_i64().unwrap_or(0);
                        vec![p(0), p(1)]
                    }
                    Entry::Penalty(p) => {
                        let mut s = vec![0, 0];
                        s[usize::from(p.player == "B")] = p.points.unwrap_or(0);
                        s
                    }
                    _ => continue,
                };
                for (t, s) in totals.iter_mut().zip(&scores) {
                    *t += s;
                }
                let mut extra = Map::new();
                extra.insert("dealt".into(), dealt.into());
                out.scored.push(Scored {
                    scores,
                    totals: totals.clone(),
                    summary: msg!("sheet-kind-deal"),
                    extra,
                    ..Scored::default()
                });
                let won = totals.iter().position(|&t| t >= 100);
                out.finished_after.push(won.is_some());
                out.winner = won;
            }
            Ok((out, None))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::double::{correct, deal, dealt, setup, Tally};
    use super::*;
    use crate::games::Penalty;

    fn run(entries: &[Entry]) -> Result<Replay, RuleError> {
        replay(&Tally, &setup(), entries)
    }

    fn refused(entries: &[Entry]) -> (String, Option<usize>) {
        let e = run(entries).expect_err("refused");
        (e.rule, e.entry)
    }

    fn penalty(player: &str, points: i64) -> Entry {
        Entry::Penalty(Penalty { player: player.into(), points: Some(points), reason: "misdeal".into() })
    }

    #[test]
    fn undo_and_record_again_frees_the_place() {
        let r = run(&[dealt(0, 10, 0), dealt(1, 0, 10), Entry::Void(2), dealt(1, 0, 30)]).expect("replays");
        assert!(!r.rows[1].keeps_place);
        assert_eq!(r.rows[3].scored.extra["dealt"], 2, "the new deal takes the freed place");
        assert_eq!(r.totals, [10, 30]);
        // The place was freed: the dealer of the voided deal deals again.
        assert_eq!(refused(&[dealt(0, 10, 0), dealt(1, 0, 10), Entry::Void(2), dealt(0, 0, 30)]).0, "test.dealer");
    }

    #[test]
    fn a_void_after_later_deals_keeps_the_place() {
        let mut entries = vec![dealt(0, 10, 0), dealt(1, 0, 10), dealt(0, 5, 5), Entry::Void(2)];
        let r = run(&entries).expect("the later deal keeps its dealer");
        assert!(r.rows[1].keeps_place);
        assert_eq!(r.rows[2].scored.extra["dealt"], 3, "deal 3 is still the third deal");
        assert_eq!(r.totals, [15, 5]);
        entries.push(dealt(1, 1, 1));
        run(&entries).expect("the rotation goes on past the kept place");
        // A voided penalty holds no place.
        let r = run(&[dealt(0, 1, 1), penalty("A", -5), dealt(1, 1, 1), Entry::Void(2)]).expect("replays");
        assert!(!r.rows[1].keeps_place);
    }

    #[test]
    fn a_kept_place_holds_the_place_of_a_deal_voided_before_it() {
        // Deal 1 was voided while deal 2 stood; deal 2 was voided after deal 4: both places stay.
        let entries = [dealt(0, 1, 0), dealt(1, 2, 0), Entry::Void(1), dealt(0, 4, 0), Entry::Void(2)];
        let r = run(&entries).expect("deal 4 keeps its dealer");
        assert!(r.rows[0].keeps_place && r.rows[1].keeps_place);
        assert_eq!(r.totals, [4, 0]);
        // Two undos in a row free both places: the first dealer deals again.
        let entries = [dealt(0, 1, 0), dealt(1, 2, 0), Entry::Void(2), Entry::Void(1), dealt(0, 3, 0)];
        let r = run(&entries).expect("replays");
        assert!(!r.rows[0].keeps_place && !r.rows[1].keeps_place);
    }

    #[test]
    fn a_correction_is_scored_at_its_place_and_its_row_scores_nothing() {
        let right = run(&[deal(30, 0), deal(0, 20), deal(5, 5)]).expect("replays");
        let r = run(&[deal(10, 0), deal(0, 20), correct(1, deal(30, 0)), deal(5, 5)]).expect("replays");
        assert_eq!(r.totals, right.totals);
        assert_eq!((r.rows[0].scored.scores.clone(), r.rows[0].corrected_by), (vec![30, 0], Some(3)));
        assert_eq!(r.rows[1].scored.totals, [30, 20], "later totals carry the correction");
        let row = &r.rows[2];
        assert_eq!((row.kind, row.corrects, row.scored.scores.clone()), ("correct", Some(1), vec![0, 0]));
        assert_eq!(row.scored.totals, [30, 20], "a correction's row carries the totals");
        assert_eq!(r.rows[3].scored.totals, right.rows[2].scored.totals);
    }

    #[test]
    fn voiding_a_correction_restores_the_version_before_it() {
        let mut entries = vec![deal(10, 0), correct(1, deal(20, 0)), correct(1, deal(30, 0))];
        assert_eq!(run(&entries).expect("replays").totals, [30, 0]);
        entries.push(Entry::Void(3));
        let r = run(&entries).expect("replays");
        assert_eq!((r.totals.clone(), r.rows[0].corrected_by, r.rows[2].voided_by), (vec![20, 0], Some(2), Some(4)));
        entries.push(Entry::Void(2));
        let r = run(&entries).expect("replays");
        assert_eq!((r.totals.clone(), r.rows[0].corrected_by), (vec![10, 0], None));
        // Correcting the place again after that: the new correction is in force.
        entries.push(correct(1, deal(40, 0)));
        assert_eq!(run(&entries).expect("replays").totals, [40, 0]);
    }

    #[test]
    fn voiding_a_place_voids_its_corrections() {
        let entries = vec![deal(10, 0), correct(1, deal(20, 0)), deal(1, 1), Entry::Void(1)];
        let r = run(&entries).expect("replays");
        assert_eq!((r.rows[0].voided_by, r.rows[1].voided_by, r.rows[0].corrected_by), (Some(4), Some(4), None));
        assert_eq!(r.totals, [1, 1]);
        let mut twice = entries.clone();
        twice.push(Entry::Void(2));
        assert_eq!(refused(&twice), ("match.void.twice".into(), Some(5)));
        let mut late = entries;
        late.push(correct(1, deal(5, 0)));
        assert_eq!(refused(&late), ("match.correct.target".into(), Some(5)), "a voided place is not corrected");
    }

    #[test]
    fn corrections_and_voids_refuse_what_they_cannot_target() {
        let note = Entry::Note("x".into());
        let cases: Vec<(Vec<Entry>, &str, usize)> = vec![
            (vec![deal(1, 0), correct(1, deal(2, 0)), correct(2, deal(3, 0))], "match.correct.target", 3),
            (vec![deal(1, 0), correct(3, deal(2, 0))], "match.correct.target", 2),
            (vec![deal(1, 0), correct(0, deal(2, 0))], "match.correct.target", 2),
            (vec![note.clone(), correct(1, deal(2, 0))], "match.correct.target", 2),
            (vec![deal(1, 0), correct(1, penalty("A", -5))], "match.correct.kind", 2),
            (vec![penalty("A", -5), correct(1, deal(1, 0))], "match.correct.kind", 2),
            (vec![deal(1, 0), correct(1, Entry::Void(1))], "match.correct.kind", 2),
            (vec![deal(1, 0), note, Entry::Void(2)], "match.void.target", 3),
            (vec![deal(1, 0), Entry::Void(1), Entry::Void(3)], "match.void.target", 3),
            // The void of a void restores deal 1, which a second void already voided again.
            (vec![deal(1, 0), Entry::Void(1), Entry::Void(2), Entry::Void(1), Entry::Void(3)], "match.void.twice", 5),
            (vec![deal(1, 0), Entry::Void(1), Entry::Void(1)], "match.void.twice", 3),
        ];
        for (entries, rule, at) in cases {
            assert_eq!(refused(&entries), (rule.to_string(), Some(at)), "{entries:?}");
        }
        // A penalty is corrected by a penalty.
        let r = run(&[penalty("A", -5), correct(1, penalty("B", -10))]).expect("replays");
        assert_eq!(r.totals, [0, -10]);
    }

    #[test]
    fn a_void_voided_restores_what_it_voided_and_its_void_voids_it_again() {
        let mut entries = vec![deal(10, 0), deal(0, 5), Entry::Void(1)];
        assert_eq!(run(&entries).expect("replays").totals, [0, 5]);
        entries.push(Entry::Void(3));
        let r = run(&entries).expect("replays");
        assert_eq!((r.totals.clone(), r.rows[0].voided_by, r.rows[2].voided_by), (vec![10, 5], None, Some(4)));
        entries.push(Entry::Void(4));
        let r = run(&entries).expect("replays");
        assert_eq!((r.totals.clone(), r.rows[0].voided_by, r.rows[2].voided_by), (vec![0, 5], Some(3), None));
        // A voided correction restored: the place is corrected again.
        let entries = vec![deal(10, 0), correct(1, deal(20, 0)), Entry::Void(2), Entry::Void(3)];
        let r = run(&entries).expect("replays");
        assert_eq!((r.totals.clone(), r.rows[0].corrected_by), (vec![20, 0], Some(2)));
        // A voided place restored comes back with its corrections.
        let entries = vec![deal(10, 0), correct(1, deal(20, 0)), Entry::Void(1), Entry::Void(3)];
        let r = run(&entries).expect("replays");
        assert_eq!((r.totals.clone(), r.rows[1].voided_by), (vec![20, 0], None));
    }

    #[test]
    fn an_error_in_a_correction_is_placed_at_the_correction() {
        let bad = Entry::Deal(serde_json::json!({"bad": true}));
        assert_eq!(refused(&[deal(1, 0), deal(0, 1), correct(1, bad)]), ("test.bad".into(), Some(3)));
        // A correction whose dealer is not the place's turn.
        assert_eq!(refused(&[dealt(0, 1, 0), dealt(1, 0, 1), correct(2, dealt(0, 0, 2))]).0, "test.dealer");
    }

    #[test]
    fn a_correction_that_breaks_a_later_entry_is_refused_there_and_reworded() {
        let before = [deal(50, 0), deal(10, 0), deal(5, 0)];
        let change = correct(1, deal(95, 0));
        let mut entries = before.to_vec();
        entries.push(change.clone());
        let e = run(&entries).expect_err("the match would be won at deal 2");
        assert_eq!((e.rule.as_str(), e.entry), ("match.finished", Some(3)));
        let before = run(&before).expect("replays");
        let e = crate::report::broken_by(&before, &change, e);
        assert_eq!((e.rule.as_str(), e.entry), ("match.correct.breaks", Some(3)));
        assert!(e.message().starts_with("correcting deal 1 would break deal 3: the match was won"), "{}", e.message());
        assert!(e.message().contains("[match.finished]"), "{}", e.message());
        // An error at the change itself stays as it is.
        let own = RuleError::new("test.bad", msg!("sheet-kind-deal")).at_entry(4);
        assert_eq!(crate::report::broken_by(&before, &change, own.clone()), own);
        // Voiding a penalty lets A win at the deal after it: the last deal is broken.
        let before = [deal(60, 0), penalty("A", -50), deal(40, 0), deal(1, 1)];
        let mut entries = before.to_vec();
        entries.push(Entry::Void(2));
        let e = run(&entries).expect_err("won before the last deal");
        let e = crate::report::broken_by(&run(&before).expect("replays"), &Entry::Void(2), e);
        assert_eq!((e.rule.as_str(), e.entry), ("match.void.breaks", Some(4)));
        assert!(e.message().starts_with("voiding entry 2 would break deal 3: "), "{}", e.message());
        // Voiding a deal the table dealt on after never breaks a later dealer.
        run(&[dealt(0, 1, 0), dealt(1, 1, 0), Entry::Void(1)]).expect("the later deal keeps its dealer");
    }

    #[test]
    fn reasons_and_the_new_fields_reach_the_json_view() {
        let entries = [deal(10, 0), deal(0, 10), deal(5, 5), Entry::Void(2), correct(1, deal(20, 0))];
        let reasons = [None, None, None, Some("spilled tea".to_string()), Some("wrong bid".to_string())];
        let r = run(&entries).expect("replays").with_reasons(&reasons);
        let v = r.to_json(Lang::En);
        let d = &v["deals"];
        assert_eq!(d[0]["corrected_by"], 5);
        assert_eq!((d[1]["keeps_place"].clone(), d[1]["voided_by"].clone()), (json!(true), json!(4)));
        assert_eq!((d[3]["voids"].clone(), d[3]["reason"].clone()), (json!(2), json!("spilled tea")));
        assert_eq!((d[4]["kind"].clone(), d[4]["corrects"].clone()), (json!("correct"), json!(1)));
        assert_eq!(d[4]["reason"], "wrong bid");
        assert!(d[2].get("keeps_place").is_none() && d[2].get("reason").is_none(), "{}", d[2]);
        assert_eq!(v["totals"], json!({"A": 25, "B": 5}));
    }
}
