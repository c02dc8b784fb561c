//! `kozyr stats [--player NAME] [--game GAME] [--since DATE] [--until DATE] [--vs A,B] [--svg FILE]`:
//! every player's matches, wins, places, streaks and the figures of his games, from the standing
//! the ledger caches at every write (a match cached before it kept figures is replayed), two
//! players head to head, and a bar chart of the wins.

use std::collections::BTreeMap;
use std::path::PathBuf;

use clap::Args;
use serde::Deserialize;
use serde_json::Value;

use super::context::{stdout, Ctx, Loaded};
use super::match_filter::{self, FilterArgs};
use super::Failure;
use crate::games::Figures;
use crate::ledger::{Ledger, MatchSelector, StatsRow};
use crate::msg;
use crate::report::{self, People, StatsMatch};

#[derive(Debug, Args)]
pub struct StatsArgs {
    #[command(flatten)]
    pub filter: FilterArgs,
    /// Two players head to head, over the matches where both sat: `--vs Аня,Борис`.
    #[arg(long, value_name = "A,B")]
    pub vs: Option<String>,
    /// Also write a bar chart of every player's wins to this SVG file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

/// `--vs A,B` read into the two players' ids: exactly two names, each a player of the ledger,
/// not one player twice.
fn versus(ledger: &Ledger, people: &People, typed: &str) -> Result<[i64; 2], Failure> {
    let names: Vec<&str> = typed.split(',').map(str::trim).collect();
    let [a, b] = names.as_slice() else {
        return Err(Failure::input("stats.vs.format", msg!("stats-vs-format", value = typed)));
    };
    if a.is_empty() || b.is_empty() {
        return Err(Failure::input("stats.vs.format", msg!("stats-vs-format", value = typed)));
    }
    let first = match_filter::player_ids(ledger, a, "stats")?;
    let second = match_filter::player_ids(ledger, b, "stats")?;
    let (x, y) = (people.person(first[0]), people.person(second[0]));
    if x == y || first.iter().any(|i| second.contains(i)) {
        return Err(Failure::input("stats.vs.same", msg!("stats-vs-same", first = *a, second = *b)));
    }
    Ok([x, y])
}

/// The fields of a cached standing (`report::standing`) the statistics read; the rest is skipped
/// unread. The totals keep the sides' order.
#[derive(Debug, Deserialize)]
struct Cached {
    #[serde(default)]
    totals: serde_json::Map<String, Value>,
    winner: Option<String>,
    figures: Option<Figures>,
}

/// One match as the statistics read it: from its cached standing, or — in a ledger written before
/// the standing kept figures — from a replay of that match alone, whose standing is added to
/// `fresh` to be cached. `None`: a match that cannot be read (an unknown game, entries that no
/// longer replay), left out rather than counted as zeros.
fn read(ledger: &Ledger, row: StatsRow, fresh: &mut Vec<(i64, usize, Value)>) -> Option<StatsMatch> {
    let StatsRow { id, game, players, player_ids, teams, finished_at, status } = row;
    let cached: Option<Cached> = status.as_deref().and_then(|s| serde_json::from_str(s).ok());
    // The sides are the columns of the sheet, in the order the standing keeps them: the players
    // themselves in a game without teams; a team game's seats are placed by its setup.
    let (totals, winner, figures) = match cached {
        Some(Cached { totals, winner, figures: Some(f) })
            if teams.is_none()
                && f.fits(players.len())
                && totals.len() == players.len()
                && totals.keys().zip(&players).all(|(side, p)| side == p) =>
        {
            let t: Vec<i64> = totals.values().map(|v| v.as_i64().unwrap_or(0)).collect();
            (t, winner.and_then(|w| players.iter().position(|p| *p == w)), f)
        }
        _ => return replayed(ledger, id, player_ids, fresh),
    };
    let finished = finished_at.is_some();
    Some(StatsMatch {
        id,
        game,
        side_of_seat: (0..players.len()).collect(),
        seats: player_ids.into_iter().zip(players).collect(),
        finished,
        places: finished.then(|| report::finishing_places(&totals, winner, figures.lowest_wins)),
        winner,
        figures,
    })
}

/// Match `id` read whole and replayed: a team game, whose seats only its setup places, or a match
/// cached before the standing held figures (its standing then goes into `fresh`).
fn replayed(
    ledger: &Ledger,
    id: i64,
    player_ids: Vec<i64>,
    fresh: &mut Vec<(i64, usize, Value)>,
) -> Option<StatsMatch> {
    let record = ledger.find_match(&MatchSelector::Id(id)).ok()?;
    let (_, setup) = Loaded::setup_of(&record).ok()?;
    let sides = setup.sides();
    let cached = record.status.as_ref().and_then(|s| {
        let f = Figures::deserialize(s.get("figures")?).ok()?;
        f.fits(sides.len()).then_some(f)
    });
    let replayed;
    let (status, figures) = match (cached, &record.status) {
        (Some(f), Some(status)) => (status, f),
        _ => {
            let loaded = Loaded::whole(ledger, &record).ok()?;
            let length = loaded.entries.len();
            let replay = loaded.replay().ok()?;
            let f = replay.figures.clone()?;
            replayed = report::standing(&replay).summary;
            fresh.push((record.id, length, replayed.clone()));
            (&replayed, f)
        }
    };
    let totals: Vec<i64> = sides
        .iter()
        .map(|s| status.get("totals").and_then(|t| t.get(s)).and_then(Value::as_i64).unwrap_or(0))
        .collect();
    let winner = status.get("winner").and_then(Value::as_str).and_then(|w| sides.iter().position(|s| s == w));
    let finished = record.finished_at.is_some();
    Some(StatsMatch {
        id: record.id,
        game: record.game.clone(),
        side_of_seat: record
            .players
            .iter()
            .enumerate()
            .map(|(seat, name)| if setup.teams.is_some() { setup.side_of(name).unwrap_or(seat) } else { seat })
            .collect(),
        seats: player_ids.into_iter().zip(record.players.iter().cloned()).collect(),
        finished,
        places: finished.then(|| report::finishing_places(&totals, winner, figures.lowest_wins)),
        winner,
        figures,
    })
}

pub fn run(ctx: &Ctx, a: StatsArgs) -> Result<(), Failure> {
    let mut ledger = ctx.open()?;
    let q = match_filter::query(&ledger, &a.filter, "stats")?;
    let book = ledger.player_book()?;
    let people = People { person: book.identities(), name: book.people().map(|p| (p.id, p.name.clone())).collect() };
    let vs = a.vs.as_deref().map(|v| versus(&ledger, &people, v)).transpose()?;
    let rows = ledger.stats(&q)?;
    // The finished matches in the order they finished, for the streaks.
    let mut done: Vec<(chrono::DateTime<chrono::Utc>, i64)> =
        rows.iter().filter_map(|r| r.finished_at.map(|f| (f, r.id))).collect();
    done.sort_unstable();
    let finish_order: BTreeMap<i64, usize> = done.iter().enumerate().map(|(i, &(_, id))| (id, i)).collect();
    let mut fresh = Vec::new();
    let matches: Vec<StatsMatch> = rows.into_iter().filter_map(|r| read(&ledger, r, &mut fresh)).collect();
    if !fresh.is_empty() {
        // Matches cached before the standing held figures were replayed: keep what the replay
        // found, so that the next `kozyr stats` reads it. Only a cache; a ledger that cannot be
        // written now (read-only, busy) is replayed again next time, nothing else changes.
        let _ = ledger.refresh_standings(&fresh);
    }
    let stats = report::stats(&matches, &people, &finish_order, q.players.as_deref(), vs);
    let l = ctx.layout();
    let mut written = String::new();
    if let Some(path) = &a.svg {
        let text = report::stats_svg(&stats, &l).map_err(|e| Failure::Internal(anyhow::anyhow!(e)))?;
        std::fs::write(path, text).map_err(|e| {
            let path = path.display().to_string();
            Failure::input("output.file", msg!("export-cannot-write", path = path, reason = e.to_string()))
        })?;
        written = format!("{}\n", l.say(&msg!("stats-svg-written", path = path.display().to_string())));
    }
    if ctx.json {
        return ctx.emit("", || serde_json::to_value(&stats).unwrap_or(Value::Null));
    }
    stdout(&(report::stats_text(&stats, &l) + &written))
}
