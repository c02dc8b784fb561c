//! Player statistics (`kozyr stats`): every match's cached standing and figures added up per
//! player and per game, the longest winning streak, and two players head to head. Pure
//! arithmetic over [`StatsMatch`]es; the command reads them from the ledger and this module never
//! replays anything. The `--json` view is the documented contract of docs/stats.md.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use crate::games::Figures;

/// The people of the ledger: the person every player id now is (itself, or the person it was
/// merged into) and each person's current name. Every figure is grouped by [`People::person`]: the
/// one place where two ids of one person are made one.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct People {
    pub person: HashMap<i64, i64>,
    pub name: HashMap<i64, String>,
}

impl People {
    /// The person player `id` now is; an id the book does not know is a person of its own.
    pub fn person(&self, id: i64) -> i64 {
        self.person.get(&id).copied().unwrap_or(id)
    }
}

/// One match as the statistics read it: from its cached standing, or a replay of it.
#[derive(Debug, Clone, PartialEq)]
pub struct StatsMatch {
    pub id: i64,
    pub game: String,
    /// Player id and name of every seat.
    pub seats: Vec<(i64, String)>,
    /// The side (a column of the sheet: a team or the player) of every seat.
    pub side_of_seat: Vec<usize>,
    pub finished: bool,
    /// Each side's place at the end (1 the best; tied sides share the better place); `None` while
    /// the match is open.
    pub places: Option<Vec<usize>>,
    /// The side that won.
    pub winner: Option<usize>,
    pub figures: Figures,
}

/// The places of sides with `totals`: the winner first, then by total (ascending where the lowest
/// wins), tied sides sharing the better place.
pub fn finishing_places(totals: &[i64], winner: Option<usize>, lowest_wins: bool) -> Vec<usize> {
    let better = |a: usize, b: usize| {
        // Whether side `a` finished ahead of side `b`.
        if winner == Some(a) {
            return true;
        }
        if winner == Some(b) {
            return false;
        }
        if lowest_wins {
            totals[a] < totals[b]
        } else {
            totals[a] > totals[b]
        }
    };
    (0..totals.len()).map(|s| 1 + (0..totals.len()).filter(|&o| o != s && better(o, s)).count()).collect()
}

/// A player's statistics over the matches read, and their `--json` view.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerStats {
    pub id: i64,
    pub name: String,
    pub matches: u64,
    pub finished: u64,
    pub won: u64,
    /// Won of finished; `null` before any match finished.
    pub win_rate: Option<f64>,
    /// The average place in the finished matches.
    pub average_place: Option<f64>,
    /// The most finished matches won in a row, in the order they finished.
    pub longest_streak: u64,
    /// Game by game, in the order `kozyr rules` lists the games.
    pub games: Vec<GameStats>,
}

/// A player's statistics in one game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameStats {
    pub game: String,
    pub matches: u64,
    pub finished: u64,
    pub won: u64,
    pub average_place: Option<f64>,
    /// The deals the table counted in his matches.
    pub deals: u64,
    /// What his side wrote in a counted deal, on average.
    pub deal_average: Option<f64>,
    /// His side's best deal: the highest score, the lowest in a game where the lowest total wins.
    pub deal_best: Option<i64>,
    /// The game's figures added up, by figure id (docs/stats.md lists them).
    pub figures: BTreeMap<String, i64>,
    /// King: the kinds of deal he wrote the most and the least in (`no-tricks`, …).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_kind: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub worst_kind: Option<String>,
    /// Bridge club sessions scored by matchpoints: his pair's average percentage.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matchpoint_percent: Option<f64>,
}

/// Two players over the matches where both sat.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HeadToHead {
    pub players: [String; 2],
    pub matches: u64,
    pub finished: u64,
    /// The finished matches each won.
    pub wins: [u64; 2],
    /// The finished matches each ended in a better place than the other.
    pub ahead: [u64; 2],
    pub average_place: [Option<f64>; 2],
}

/// The whole `--json` view.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stats {
    pub matches: u64,
    pub players: Vec<PlayerStats>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vs: Option<HeadToHead>,
}

/// What one person did in one match.
struct Seat<'a> {
    m: &'a StatsMatch,
    side: usize,
}

impl Seat<'_> {
    fn won(&self) -> bool {
        self.m.finished && self.m.winner == Some(self.side)
    }

    fn place(&self) -> Option<usize> {
        self.m.places.as_ref().and_then(|p| p.get(self.side).copied())
    }
}

fn ratio(n: u64, d: u64) -> Option<f64> {
    (d > 0).then(|| n as f64 / d as f64)
}

fn average(places: &[usize]) -> Option<f64> {
    ratio(places.iter().map(|&p| p as u64).sum(), places.len() as u64)
}

/// The seats of each person, in the order of `matches`; a person sitting twice in one match (two
/// ids merged into one) counts once, at his first seat.
fn seats_by_person<'m>(matches: &'m [StatsMatch], people: &People) -> BTreeMap<i64, (String, Vec<Seat<'m>>)> {
    let mut by: BTreeMap<i64, (String, Vec<Seat<'m>>)> = BTreeMap::new();
    for m in matches {
        for (seat, (id, name)) in m.seats.iter().enumerate() {
            let p = people.person(*id);
            // The person's name now; the name at this table if the book has none.
            let entry = by.entry(p).or_insert_with(|| (people.name.get(&p).unwrap_or(name).clone(), Vec::new()));
            if entry.1.last().is_some_and(|s| s.m.id == m.id) {
                continue;
            }
            entry.1.push(Seat { m, side: m.side_of_seat.get(seat).copied().unwrap_or(seat) });
        }
    }
    by
}

fn game_stats(game: &str, seats: &[&Seat<'_>]) -> GameStats {
    let finished: Vec<&&Seat<'_>> = seats.iter().filter(|s| s.m.finished).collect();
    let places: Vec<usize> = finished.iter().filter_map(|s| s.place()).collect();
    let mut deals = 0u64;
    let mut sum = 0i64;
    let mut best: Option<i64> = None;
    // Every figure the game reports, 0 included, so that a figure's absence never means "unknown".
    let mut figures: BTreeMap<String, i64> = crate::games::find(game)
        .map(|g| g.figure_ids().iter().map(|id| (id.to_string(), 0)).collect())
        .unwrap_or_default();
    // King's kinds dealt in these matches: a kind never dealt is neither the best nor the worst.
    let mut played_kinds = std::collections::BTreeSet::new();
    for s in seats {
        let f = &s.m.figures;
        deals += f.deals.get(s.side).copied().unwrap_or(0);
        sum = sum.saturating_add(f.sum.get(s.side).copied().unwrap_or(0));
        if let Some(b) = f.best.get(s.side).copied().flatten() {
            let better = best.is_none_or(|x| if f.lowest_wins { b < x } else { b > x });
            if better {
                best = Some(b);
            }
        }
        for id in f.counters.keys().filter(|id| id.starts_with("king.kind.")) {
            played_kinds.insert(id.clone());
        }
        for (id, by_side) in &f.counters {
            let n = by_side.get(s.side).copied().unwrap_or(0);
            // Looked up before inserting: a key is made once per figure, not once per match.
            match figures.get_mut(id.as_str()) {
                Some(v) => *v = v.saturating_add(n),
                None => {
                    figures.insert(id.clone(), n);
                }
            }
        }
    }
    let kinds: Vec<(&str, i64)> = figures
        .iter()
        .filter(|(id, _)| played_kinds.contains(*id))
        .filter_map(|(id, &v)| id.strip_prefix("king.kind.").map(|k| (k, v)))
        .collect();
    let best_kind = kinds.iter().max_by_key(|(_, v)| *v).map(|(k, _)| k.to_string());
    let worst_kind = kinds.iter().min_by_key(|(_, v)| *v).map(|(k, _)| k.to_string());
    let sessions = figures.get("bridge.matchpoints.sessions").copied().unwrap_or(0);
    let matchpoint_percent = (sessions > 0)
        .then(|| figures.get("bridge.matchpoints.percent").copied().unwrap_or(0) as f64 / 100.0 / sessions as f64);
    GameStats {
        game: game.to_string(),
        matches: seats.len() as u64,
        finished: finished.len() as u64,
        won: finished.iter().filter(|s| s.won()).count() as u64,
        average_place: average(&places),
        deals,
        deal_average: (deals > 0).then(|| sum as f64 / deals as f64),
        deal_best: best,
        figures,
        best_kind,
        worst_kind,
        matchpoint_percent,
    }
}

/// The longest run of won matches among `seats`, taken in the order the matches finished.
fn longest_streak(seats: &[Seat<'_>], finish_order: &BTreeMap<i64, usize>) -> u64 {
    let mut done: Vec<&Seat<'_>> = seats.iter().filter(|s| s.m.finished).collect();
    done.sort_by_key(|s| finish_order.get(&s.m.id).copied().unwrap_or(usize::MAX));
    let (mut run, mut longest) = (0u64, 0u64);
    for s in done {
        run = if s.won() { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    longest
}

/// Every person's statistics over `matches` (only those of `only` when given), and the head to
/// head of `vs` when given. `finish_order` ranks the finished matches by when they finished.
pub fn stats(
    matches: &[StatsMatch],
    people: &People,
    finish_order: &BTreeMap<i64, usize>,
    only: Option<&[i64]>,
    vs: Option<[i64; 2]>,
) -> Stats {
    let by = seats_by_person(matches, people);
    let order: BTreeMap<&str, usize> = crate::games::all().iter().enumerate().map(|(i, g)| (g.info().id, i)).collect();
    let wanted: Option<Vec<i64>> = only.map(|o| o.iter().map(|&id| people.person(id)).collect());
    let players = by
        .iter()
        .filter(|(p, _)| wanted.as_ref().is_none_or(|w| w.contains(p)))
        .map(|(&id, (name, seats))| {
            let finished = seats.iter().filter(|s| s.m.finished).count() as u64;
            let won = seats.iter().filter(|s| s.won()).count() as u64;
            let places: Vec<usize> = seats.iter().filter(|s| s.m.finished).filter_map(Seat::place).collect();
            let mut games: BTreeMap<usize, (&str, Vec<&Seat<'_>>)> = BTreeMap::new();
            for s in seats {
                let key = order.get(s.m.game.as_str()).copied().unwrap_or(usize::MAX);
                games.entry(key).or_insert_with(|| (s.m.game.as_str(), Vec::new())).1.push(s);
            }
            PlayerStats {
                id,
                name: name.clone(),
                matches: seats.len() as u64,
                finished,
                won,
                win_rate: ratio(won, finished),
                average_place: average(&places),
                longest_streak: longest_streak(seats, finish_order),
                games: games.values().map(|(g, s)| game_stats(g, s)).collect(),
            }
        })
        .collect();
    Stats { matches: matches.len() as u64, players, vs: vs.map(|pair| head_to_head(&by, pair)) }
}

/// `pair` are two people (see [`People::person`]).
fn head_to_head(by: &BTreeMap<i64, (String, Vec<Seat<'_>>)>, pair: [i64; 2]) -> HeadToHead {
    let [a, b] = pair;
    let empty = (String::new(), Vec::new());
    let (name_a, seats_a) = by.get(&a).unwrap_or(&empty);
    let (name_b, seats_b) = by.get(&b).unwrap_or(&empty);
    let mut out = HeadToHead {
        players: [name_a.clone(), name_b.clone()],
        matches: 0,
        finished: 0,
        wins: [0, 0],
        ahead: [0, 0],
        average_place: [None, None],
    };
    let mut places = [Vec::new(), Vec::new()];
    for sa in seats_a {
        let Some(sb) = seats_b.iter().find(|s| s.m.id == sa.m.id) else { continue };
        out.matches += 1;
        if !sa.m.finished {
            continue;
        }
        out.finished += 1;
        out.wins[0] += u64::from(sa.won());
        out.wins[1] += u64::from(sb.won());
        if let (Some(pa), Some(pb)) = (sa.place(), sb.place()) {
            out.ahead[0] += u64::from(pa < pb);
            out.ahead[1] += u64::from(pb < pa);
            places[0].push(pa);
            places[1].push(pb);
        }
    }
    out.average_place = [average(&places[0]), average(&places[1])];
    out
}

#[cfg(test)]
mod tests {
    use super::finishing_places as places;

    #[test]
    fn the_winner_is_first_and_tied_sides_share_the_better_place() {
        assert_eq!(places(&[100, 300, 300, 50], None, false), [3, 1, 1, 4]);
        assert_eq!(places(&[100, 300, 300, 50], Some(2), false), [3, 2, 1, 4]);
        assert_eq!(places(&[10, 40, 10], None, true), [1, 3, 1]);
    }
}
