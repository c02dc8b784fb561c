//! An evening of teams: several teams play matches of the same number of boards, round after
//! round, paired by the Swiss method or by the Berger round-robin schedule. Each match is an entry
//! (its round, the home and visiting teams and the IMPs each scored, or a team's bye with the
//! victory points the conditions of contest give it); its IMPs become victory points by the WBF
//! continuous scale (vp.rs); the teams are ranked by victory points. docs/games/bridge.md explains
//! the tie-breaks and the pairing.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::options::{BridgeOptions, Scoring};
use super::vp;
use crate::games::{shown, Entry, GameReplay, RuleError, Scored, Setup, Step};
use crate::msg;

/// The fewest and most teams of an evening.
pub const TEAMS: (usize, usize) = (2, 40);

const FIELDS: [&str; 8] = ["round", "home", "visit", "imps", "bye", "vp", "match", "boards"];

/// One match of the evening, or a bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub round: u32,
    /// The home team's index, and the visitors' (`None` for a bye).
    pub home: usize,
    pub visit: Option<usize>,
    /// The IMPs each team scored (a bye: none).
    pub imps: [i64; 2],
    /// The victory points in hundredths, home first.
    pub vp: [i64; 2],
    /// The teams match the IMPs came from, when recorded in kozyr.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<i64>,
}

pub fn setup(
    players: &[String],
    teams: Option<&Map<String, Value>>,
    _o: &BridgeOptions,
    options: Value,
) -> Result<Setup, RuleError> {
    let (lo, hi) = TEAMS;
    if teams.is_some_and(|t| !t.is_empty()) || !(lo..=hi).contains(&players.len()) {
        return Err(RuleError::new(
            "bridge.evening.teams",
            msg!("bridge-evening-teams", given = players.len(), min = lo, max = hi),
        ));
    }
    for (i, p) in players.iter().enumerate() {
        if players[..i].iter().any(|q| q.trim().to_lowercase() == p.trim().to_lowercase()) {
            return Err(RuleError::new("bridge.teams.teams", msg!("bridge-teams-same-name", name = p.as_str())));
        }
    }
    Ok(Setup { game: "bridge", players: players.to_vec(), teams: None, options })
}

fn team(obj: &Map<String, Value>, field: &str, teams: &[String]) -> Result<usize, RuleError> {
    let given = obj.get(field).and_then(Value::as_str).unwrap_or_default();
    let t = given.trim().to_lowercase();
    teams.iter().position(|name| name.trim().to_lowercase() == t).ok_or_else(|| {
        RuleError::new(
            "bridge.evening.team",
            msg!("bridge-evening-team", given = shown(given), teams = teams.join(", ")),
        )
    })
}

/// A number of hundredths written with at most two decimals: `12`, `12.5`, `12.48`.
fn hundredths(v: &Value) -> Option<i64> {
    let x = v.as_f64().or_else(|| v.as_str().and_then(|s| s.trim().replace(',', ".").parse().ok()))?;
    let h = (x * 100.0).round();
    ((x * 100.0 - h).abs() < 1e-6).then_some(h as i64)
}

/// The highest round of a round robin of `n` teams: every team meets every other once.
pub fn rounds(scoring: Scoring, n: usize) -> Option<u32> {
    (scoring == Scoring::TeamsRoundRobin).then(|| (n + n % 2 - 1) as u32)
}

/// Reads one entry of an evening of `teams` over matches of `boards` boards.
pub fn read(v: &Value, o: &BridgeOptions, teams: &[String], earlier: &[Played]) -> Result<Played, RuleError> {
    let empty = Map::new();
    let obj = v.as_object().unwrap_or(&empty);
    if let Some(k) = obj.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(RuleError::new(
            "bridge.evening.field",
            msg!("bridge-evening-field", field = shown(k), fields = FIELDS.join(", ")),
        ));
    }
    let last = earlier.iter().map(|p| p.round).max().unwrap_or(0);
    let most = rounds(o.scoring, teams.len()).unwrap_or(u32::MAX).min(last + 1);
    let round = obj.get("round").and_then(Value::as_u64).and_then(|r| u32::try_from(r).ok());
    let Some(round) = round.filter(|r| (1..=most).contains(r)) else {
        let given = obj.get("round").map_or_else(|| "-".to_string(), |r| shown(&r.to_string()));
        return Err(RuleError::new("bridge.evening.round", msg!("bridge-evening-round", given = given, most = most)));
    };
    let busy = |t: usize| earlier.iter().any(|p| p.round == round && (p.home == t || p.visit == Some(t)));
    let from = obj.get("match").and_then(Value::as_i64);
    if obj.contains_key("bye") {
        let t = team(obj, "bye", teams)?;
        let vp = obj.get("vp").and_then(hundredths).filter(|h| (0..=2000).contains(h));
        let Some(vp) = vp else {
            let given = obj.get("vp").map_or_else(|| "-".to_string(), |r| shown(&r.to_string()));
            return Err(RuleError::new("bridge.evening.bye", msg!("bridge-evening-bye", given = given)));
        };
        if busy(t) {
            return Err(RuleError::new(
                "bridge.evening.played-twice",
                msg!("bridge-evening-played-twice", team = teams[t].as_str(), round = round),
            ));
        }
        return Ok(Played { round, home: t, visit: None, imps: [0, 0], vp: [vp, 0], from });
    }
    let home = team(obj, "home", teams)?;
    let visit = team(obj, "visit", teams)?;
    if home == visit {
        return Err(RuleError::new(
            "bridge.evening.same-team",
            msg!("bridge-evening-same-team", team = teams[home].as_str()),
        ));
    }
    for t in [home, visit] {
        if busy(t) {
            return Err(RuleError::new(
                "bridge.evening.played-twice",
                msg!("bridge-evening-played-twice", team = teams[t].as_str(), round = round),
            ));
        }
    }
    if let Some(p) = earlier.iter().find(|p| met(p, home, visit)) {
        return Err(RuleError::new(
            "bridge.evening.rematch",
            msg!("bridge-evening-rematch", home = teams[home].as_str(), visit = teams[visit].as_str(), round = p.round),
        ));
    }
    let imps: Option<Vec<i64>> =
        obj.get("imps").and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_i64).collect());
    let Some([a, b]) = imps.filter(|i| i.iter().all(|x| *x >= 0)).and_then(|i| <[i64; 2]>::try_from(i).ok()) else {
        let given = obj.get("imps").map_or_else(|| "-".to_string(), |r| shown(&r.to_string()));
        return Err(RuleError::new("bridge.evening.imps", msg!("bridge-evening-imps", given = given)));
    };
    // A match taken from a teams match says its boards: the evening's scale is for its own.
    let boards = o.boards.unwrap_or(1);
    if let Some(given) = obj.get("boards").filter(|b| b.as_u64() != Some(u64::from(boards))) {
        return Err(RuleError::new(
            "bridge.evening.boards",
            msg!("bridge-evening-boards", given = shown(&given.to_string()), boards = boards),
        ));
    }
    let vp = vp::victory_points(a, b, boards);
    Ok(Played { round, home, visit: Some(visit), imps: [a, b], vp, from })
}

fn met(p: &Played, a: usize, b: usize) -> bool {
    p.visit.is_some() && ((p.home == a && p.visit == Some(b)) || (p.home == b && p.visit == Some(a)))
}

/// A team's standing: victory points (hundredths), matches, IMPs won and lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Standing {
    pub team: usize,
    pub vp: i64,
    pub matches: u32,
    pub imps_won: i64,
    pub imps_lost: i64,
}

pub fn standings(n: usize, played: &[Played]) -> Vec<Standing> {
    let mut st: Vec<Standing> = (0..n).map(|team| Standing { team, ..Standing::default() }).collect();
    for p in played {
        st[p.home].vp += p.vp[0];
        st[p.home].matches += 1;
        if let Some(v) = p.visit {
            st[v].vp += p.vp[1];
            st[v].matches += 1;
            st[p.home].imps_won += p.imps[0];
            st[p.home].imps_lost += p.imps[1];
            st[v].imps_won += p.imps[1];
            st[v].imps_lost += p.imps[0];
        }
    }
    st
}

/// The victory points `t` won in its matches against the teams of `group`.
fn among(played: &[Played], t: usize, group: &[usize]) -> i64 {
    played
        .iter()
        .filter_map(|p| match p.visit {
            Some(v) if p.home == t && group.contains(&v) => Some(p.vp[0]),
            Some(v) if v == t && group.contains(&p.home) => Some(p.vp[1]),
            _ => None,
        })
        .sum()
}

/// IMPs won over IMPs lost, compared without division: no IMP lost is above every quotient.
fn quotient(a: &Standing, b: &Standing) -> Ordering {
    match (a.imps_lost, b.imps_lost) {
        (0, 0) => a.imps_won.cmp(&b.imps_won),
        (0, _) => Ordering::Greater,
        (_, 0) => Ordering::Less,
        (la, lb) => (i128::from(a.imps_won) * i128::from(lb)).cmp(&(i128::from(b.imps_won) * i128::from(la))),
    }
}

/// The ranking: victory points; teams level on them are split by the victory points won in the
/// matches between them, then by the IMP quotient (IMPs won ÷ IMPs lost); teams level on all three
/// share the place (`2-3`).
pub fn ranking(n: usize, played: &[Played]) -> Vec<(String, Standing)> {
    let st = standings(n, played);
    let mut order: Vec<Standing> = st.clone();
    order.sort_by(|a, b| b.vp.cmp(&a.vp).then(a.team.cmp(&b.team)));
    let mut out: Vec<(String, Standing)> = vec![];
    let mut i = 0;
    while i < order.len() {
        let j = (i..order.len()).take_while(|&k| order[k].vp == order[i].vp).last().unwrap_or(i);
        let group: Vec<usize> = order[i..=j].iter().map(|s| s.team).collect();
        let mut level: Vec<(i64, Standing)> =
            order[i..=j].iter().map(|s| (among(played, s.team, &group), *s)).collect();
        level.sort_by(|(ha, a), (hb, b)| hb.cmp(ha).then(quotient(b, a)).then(a.team.cmp(&b.team)));
        let mut k = 0;
        while k < level.len() {
            let same = |x: &(i64, Standing)| x.0 == level[k].0 && quotient(&x.1, &level[k].1) == Ordering::Equal;
            let e = (k..level.len()).take_while(|&m| same(&level[m])).last().unwrap_or(k);
            let place = if e == k { (i + k + 1).to_string() } else { format!("{}-{}", i + k + 1, i + e + 1) };
            for x in &level[k..=e] {
                out.push((place.clone(), x.1));
            }
            k = e + 1;
        }
        i = j + 1;
    }
    out
}

/// A round's pairs (home team first) and the team with the bye, by index.
pub type Pairing = (Vec<(usize, usize)>, Option<usize>);

/// Round `round` of the Berger schedule for `n` teams (numbered 0..n in the order entered; with
/// an odd number the team drawn against the missing one has the bye): the pairs, home team first.
pub fn berger(n: usize, round: u32) -> Pairing {
    let size = n + n % 2;
    let m = size - 1;
    let r = round as usize;
    // Team t (1..=m) meets the fixed team `size` when 2t ≡ r + 1 (mod m); the others pair off
    // around it: t + k against t − k.
    let t = (1..=m).find(|t| (2 * t) % m == (r + 1) % m).unwrap_or(1);
    let wrap = |x: isize| -> usize { ((x - 1).rem_euclid(m as isize) + 1) as usize };
    let mut pairs = vec![if r % 2 == 1 { (t, size) } else { (size, t) }];
    for k in 1..size / 2 {
        pairs.push((wrap(t as isize + k as isize), wrap(t as isize - k as isize)));
    }
    let mut bye = None;
    let mut out = vec![];
    for (a, b) in pairs {
        if b > n {
            bye = Some(a - 1);
        } else if a > n {
            bye = Some(b - 1);
        } else {
            out.push((a - 1, b - 1));
        }
    }
    (out, bye)
}

/// The Swiss pairing of the next round: the teams in ranking order (round 1: in the order
/// entered), the bye (odd number of teams) to the lowest-ranked team without one, then each
/// highest unpaired team against the next highest it has not met. `None` when no pairing avoids
/// a rematch.
pub fn swiss(n: usize, played: &[Played]) -> Option<Pairing> {
    let mut order: Vec<usize> = ranking(n, played).into_iter().map(|(_, s)| s.team).collect();
    let mut bye = None;
    if n % 2 == 1 {
        let had = |t: usize| played.iter().any(|p| p.visit.is_none() && p.home == t);
        let pos = order.iter().rposition(|&t| !had(t)).unwrap_or(order.len() - 1);
        bye = Some(order.remove(pos));
    }
    fn pair(rest: &[usize], played: &[Played], out: &mut Vec<(usize, usize)>) -> bool {
        let Some((&top, others)) = rest.split_first() else { return true };
        for (i, &o) in others.iter().enumerate() {
            if played.iter().any(|p| met(p, top, o)) {
                continue;
            }
            let left: Vec<usize> = others.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &t)| t).collect();
            out.push((top, o));
            if pair(&left, played, out) {
                return true;
            }
            out.pop();
        }
        false
    }
    let mut out = vec![];
    pair(&order, played, &mut out).then_some((out, bye))
}

/// The next round as the JSON view gives it: its number, pairs and bye; or the teams still to
/// play in the round under way; or nothing once a round robin is over.
pub fn next_json(o: &BridgeOptions, teams: &[String], played: &[Played]) -> Value {
    let n = teams.len();
    let last = played.iter().map(|p| p.round).max().unwrap_or(0);
    let waiting: Vec<&str> = (0..n)
        .filter(|&t| last > 0 && !played.iter().any(|p| p.round == last && (p.home == t || p.visit == Some(t))))
        .map(|t| teams[t].as_str())
        .collect();
    if !waiting.is_empty() {
        return json!({"round": last, "waiting": waiting});
    }
    let round = last + 1;
    if rounds(o.scoring, n).is_some_and(|most| round > most) {
        return Value::Null;
    }
    let pairing = if o.scoring == Scoring::TeamsRoundRobin { Some(berger(n, round)) } else { swiss(n, played) };
    match pairing {
        None => json!({"round": round, "pairs": [], "rematch": true}),
        Some((pairs, bye)) => json!({
            "round": round,
            "pairs": pairs.iter().map(|&(a, b)| json!([teams[a], teams[b]])).collect::<Vec<_>>(),
            "bye": bye.map(|t| teams[t].clone()),
        }),
    }
}

pub fn ranking_json(teams: &[String], played: &[Played]) -> Value {
    Value::Array(
        ranking(teams.len(), played)
            .into_iter()
            .map(|(place, s)| {
                json!({"rank": place, "team": teams[s.team], "matches": s.matches,
                       "vp": s.vp as f64 / 100.0, "imps_won": s.imps_won, "imps_lost": s.imps_lost})
            })
            .collect(),
    )
}

fn read_state(state: Option<&Value>) -> Result<Vec<Played>, RuleError> {
    let Some(state) = state else { return Ok(Vec::new()) };
    let bad = || RuleError::new("bridge.snapshot", msg!("bridge-session-snapshot"));
    serde_json::from_value(state.get("played").cloned().ok_or_else(bad)?).map_err(|_| bad())
}

pub fn replay_from(
    setup: &Setup,
    o: &BridgeOptions,
    state: Option<&Value>,
    entries: &[(usize, &Entry)],
) -> Result<(GameReplay, Option<Value>), RuleError> {
    let teams = &setup.players;
    let n = teams.len();
    let boards = o.boards.unwrap_or(1);
    let mut played = read_state(state)?;
    if played.iter().any(|p| p.home >= n || p.visit.is_some_and(|v| v >= n)) {
        return Err(RuleError::new("bridge.snapshot", msg!("bridge-session-snapshot")));
    }
    let mut out = GameReplay { decimals: 2, ..GameReplay::default() };
    for &(k, e) in entries {
        let Some(v) = super::session::line_of(k, e)? else { continue };
        let p = read(v, o, teams, &played).map_err(|e| e.at_entry(k))?;
        let mut scores = vec![0; n];
        let (summary, explain) = match p.visit {
            None => {
                let text = msg!(
                    "bridge-evening-bye-line",
                    round = p.round,
                    team = teams[p.home].as_str(),
                    vp = vp::text(p.vp[0])
                );
                (text, vec![])
            }
            Some(visit) => {
                scores[p.home] = p.imps[0];
                scores[visit] = p.imps[1];
                let text = msg!(
                    "bridge-evening-line",
                    round = p.round,
                    home = teams[p.home].as_str(),
                    visit = teams[visit].as_str(),
                    imps_home = p.imps[0],
                    imps_visit = p.imps[1],
                    vp_home = vp::text(p.vp[0]),
                    vp_visit = vp::text(p.vp[1])
                );
                let step = Step {
                    rule: "bridge.evening.vp",
                    text: msg!(
                        "bridge-evening-step-vp",
                        margin = (p.imps[0] - p.imps[1]).abs(),
                        boards = boards,
                        winner = vp::text(p.vp[0].max(p.vp[1])),
                        loser = vp::text(p.vp[0].min(p.vp[1]))
                    ),
                };
                (text, vec![step])
            }
        };
        let mut extra = Map::new();
        extra.insert("round".into(), p.round.into());
        extra.insert("home".into(), teams[p.home].clone().into());
        match p.visit {
            Some(v) => {
                extra.insert("visit".into(), teams[v].clone().into());
                extra.insert("imps".into(), json!(p.imps));
                extra.insert("vp".into(), json!([p.vp[0] as f64 / 100.0, p.vp[1] as f64 / 100.0]));
            }
            None => {
                extra.insert("bye".into(), true.into());
                extra.insert("vp".into(), json!([p.vp[0] as f64 / 100.0]));
            }
        }
        played.push(p);
        let totals = standings(n, &played).iter().map(|s| s.vp).collect();
        out.scored.push(Scored { scores, totals, summary, extra, explain, ..Scored::default() });
        out.finished_after.push(false);
    }
    out.extra.insert("scoring".into(), o.scoring.id().into());
    out.extra.insert("ranking".into(), ranking_json(teams, &played));
    out.extra.insert("next_round".into(), next_json(o, teams, &played));
    Ok((out, Some(json!({ "played": played }))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(round: u32, home: usize, visit: usize, imps: [i64; 2]) -> Played {
        Played { round, home, visit: Some(visit), imps, vp: vp::victory_points(imps[0], imps[1], 8), from: None }
    }

    #[test]
    fn the_berger_schedule_of_six_teams() {
        // The Berger table for six: round 1 1–6 2–5 3–4; round 2 6–4 5–3 1–2; round 5 3–6 4–2 5–1.
        assert_eq!(berger(6, 1), (vec![(0, 5), (1, 4), (2, 3)], None));
        assert_eq!(berger(6, 2), (vec![(5, 3), (4, 2), (0, 1)], None));
        assert_eq!(berger(6, 5), (vec![(2, 5), (3, 1), (4, 0)], None));
        // Five teams: the sixth is the bye.
        assert_eq!(berger(5, 1), (vec![(1, 4), (2, 3)], Some(0)));
        // Every pair meets exactly once over the five rounds.
        let mut all: Vec<(usize, usize)> =
            (1..=5).flat_map(|r| berger(6, r).0).map(|(a, b)| (a.min(b), a.max(b))).collect();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 15);
    }

    #[test]
    fn swiss_pairs_top_down_without_rematches_and_ties_are_split() {
        // Round 1: A 20–10 B (10 IMPs over 8 boards: 13.78–6.22), C 5–5 D (10–10).
        let played = vec![game(1, 0, 1, [20, 10]), game(1, 2, 3, [5, 5])];
        let r = ranking(4, &played);
        let order: Vec<(String, usize, i64)> = r.iter().map(|(p, s)| (p.clone(), s.team, s.vp)).collect();
        // C and D are level on 10.00 and on their match; on IMP quotient 5/5 each: shared place.
        assert_eq!(
            order,
            vec![("1".into(), 0, 1378), ("2-3".into(), 2, 1000), ("2-3".into(), 3, 1000), ("4".into(), 1, 622)]
        );
        // Top-down: A would meet C; then D against B.
        assert_eq!(swiss(4, &played), Some((vec![(0, 2), (3, 1)], None)));
    }
}
