//! Read models over a replayed match: the score sheet, the explanation of a deal, the match list,
//! the CSV export, the printable pages and the chart's pictures. Pure: text in, text (or pixels)
//! out, laid out by a [`Layout`] the CLI passes in (the reader's language, the width a line may
//! take, plain ASCII, colour); nothing here reads the environment.

mod breaks;
mod chart;
mod chart_png;
mod chart_svg;
mod csv;
mod explain;
mod fitted;
mod grid;
mod history;
mod html;
mod list;
mod pad;
mod players;
mod printout;
mod sheet;
mod sheet_view;
mod standing;
mod stats;
mod stats_svg;
mod stats_text;
pub mod text;

use std::collections::{BTreeMap, BTreeSet};

pub use breaks::broken_by;
pub use chart::{Chart, Race, RacePoint};
pub use chart_png::png;
pub use chart_svg::{svg, svg_color, SVG_SIZE};
pub use csv::{csv, csv_stable, STABLE_COLUMNS};
pub use explain::{explain, explain_history, versions, versions_json, Version};
pub use history::{history_csv, history_html, history_markdown, history_table, HistoryLine};
pub use list::{list, ListedMatch};
pub use players::{players_table, PersonLine};
pub use printout::{Printout, Ranking};
pub use sheet::{sheet, Heading, Notes, Sheet};
pub use sheet_view::{SheetCell, SheetLine, SheetView};
pub use standing::{standing, standing_agrees};
pub use stats::{finishing_places, stats, GameStats, HeadToHead, People, PlayerStats, Stats, StatsMatch};
pub use stats_svg::stats_svg;
pub use stats_text::{figure_label, stats_text};

use crate::games::replay::counts;
use crate::games::{Entry, Game, Replay, Resume, Row, Scored, Setup};
use crate::i18n::{Lang, Msg};
use crate::msg;

/// How a report is laid out for its reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    pub lang: Lang,
    /// The columns a line may take.
    pub width: usize,
    /// Plain ASCII: no box drawing, suit symbols, marks or typographic signs.
    pub ascii: bool,
    /// Colour (ANSI escapes): only for a terminal.
    pub color: bool,
}

impl Default for Layout {
    fn default() -> Layout {
        Layout { lang: Lang::En, width: 120, ascii: false, color: false }
    }
}

impl Layout {
    /// A message in the reader's language, in ASCII when asked.
    pub fn say(&self, m: &Msg) -> String {
        self.plain(&m.render(self.lang))
    }

    /// Text as printed: folded to ASCII when asked.
    pub fn plain(&self, s: &str) -> String {
        if self.ascii {
            text::fold_ascii(s)
        } else {
            s.to_string()
        }
    }
}

/// Something printed for a person, rendered at the last moment in the reader's layout.
pub trait Human {
    fn text(&self, layout: &Layout) -> String;
}

impl Human for str {
    fn text(&self, layout: &Layout) -> String {
        layout.plain(self)
    }
}

impl Human for String {
    fn text(&self, layout: &Layout) -> String {
        layout.plain(self)
    }
}

/// Where a row sits on the sheet: the deal it is, or the deal it sits under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    /// The deals counted up to this row (this one included when it is a deal): the table's count.
    pub deal: usize,
    /// The row is that deal and shows its number; penalties, notes, voided entries and a deal
    /// that is dealt again (a renege) sit under the deal before them.
    pub numbered: bool,
}

/// Whether a deal is dealt again (a renege): it does not count as one of the table's deals.
pub fn dealt_again(scored: &Scored) -> bool {
    scored.extra.get("replayed").and_then(serde_json::Value::as_bool) == Some(true)
}

/// The place of every row of `replay`, in order; a replay resumed from a snapshot numbers on from
/// the deals counted before it.
pub fn places(replay: &Replay) -> Vec<Place> {
    let mut deal = replay.deals_before;
    replay
        .rows
        .iter()
        .map(|r| {
            let numbered = counts(r);
            deal += usize::from(numbered);
            Place { deal, numbered }
        })
        .collect()
}

/// How many entries the descriptions of voided entries may replay in all. Each voided entry is
/// described by replaying the match up to it, so a match with many undos would cost the square of
/// its length; past this budget the older voided entries are shown by their kind only.
const VOIDED_BUDGET: usize = 2_000;

/// What each voided entry was, by entry number: the version it stood for, replayed as it stood
/// when that version was recorded — a voided deal or penalty as last corrected before its void
/// (as recorded when never corrected), a voided correction as it corrected its place. The most
/// recent voids first while the replays stay within [`VOIDED_BUDGET`] entries. An entry that cannot
/// be replayed on its own (a document may void a faulty deal), or one past the budget, is left out
/// and shown by its kind.
pub fn voided(game: &dyn Game, setup: &Setup, entries: &[Entry]) -> BTreeMap<usize, Scored> {
    voided_from(game, setup, None, entries)
}

/// [`voided`] for the entries after `base` (a replay resumed from a snapshot), by the match's own
/// entry numbers. A void reaching back before `base` is left out (shown by its kind).
pub fn voided_from(
    game: &dyn Game,
    setup: &Setup,
    base: Option<&Resume>,
    recorded: &[Entry],
) -> BTreeMap<usize, Scored> {
    let offset = base.map_or(0, |b| b.entries);
    let local;
    let entries = if offset == 0 {
        recorded
    } else {
        match crate::games::replay::shifted(recorded, offset) {
            Ok(l) => {
                local = l;
                &local
            }
            Err(_) => return BTreeMap::new(),
        }
    };
    let mut out = BTreeMap::new();
    let mut spent = 0usize;
    for (i, e) in entries.iter().enumerate().rev() {
        let Entry::Void(n) = *e else { continue };
        // A void of a void restores an entry: what that entry was is the replay's own row.
        if n == 0 || n > i || out.contains_key(&n) || matches!(entries[n - 1], Entry::Void(_)) {
            continue;
        }
        let (place, upto) = match &entries[n - 1] {
            Entry::Correct(t, _) => (*t, n),
            _ => (n, last_version(entries, n, i + 1)),
        };
        if place == 0 || place > upto {
            continue;
        }
        spent += upto;
        if spent > VOIDED_BUDGET {
            break;
        }
        if let Some(scored) = scored_at(game, setup, base, &recorded[..upto], place) {
            out.insert(offset + n, scored);
        }
    }
    out
}

/// The position of the version of `place` in force just before entry `before`: its latest
/// correction recorded before then and not voided before then, or the place itself.
fn last_version(entries: &[Entry], place: usize, before: usize) -> usize {
    let end = before.saturating_sub(1).min(entries.len());
    let voided: BTreeSet<usize> =
        entries[..end].iter().filter_map(|e| if let Entry::Void(v) = e { Some(*v) } else { None }).collect();
    entries[..end]
        .iter()
        .enumerate()
        .rev()
        .find(|(c, e)| matches!(e, Entry::Correct(t, _) if *t == place) && !voided.contains(&(c + 1)))
        .map_or(place, |(c, _)| c + 1)
}

/// What `place` (counted from `base`) scored when `entries` were all the match had after `base`,
/// if they replay.
fn scored_at(game: &dyn Game, setup: &Setup, base: Option<&Resume>, entries: &[Entry], place: usize) -> Option<Scored> {
    let (r, _) = crate::games::replay_from(game, setup, base, entries).ok()?;
    r.rows.get(place.checked_sub(1)?).map(|row| row.scored.clone())
}

/// What the sheet calls an entry; a voided one by what it was (`ghost`, see [`voided`]).
pub fn what_was(row: &Row, ghost: Option<&Scored>) -> Msg {
    what(row, ghost)
}

/// The words for an entry: the game's summary, or for rows the game never scored (voids, notes,
/// voided entries) what the sheet calls them, so that no view leaves the cell blank.
fn what(row: &Row, ghost: Option<&Scored>) -> Msg {
    let scored = ghost.unwrap_or(&row.scored);
    match (row.kind, row.voids, &row.note) {
        _ if !scored.summary.is_empty() => scored.summary.clone(),
        ("void", Some(n), _) => msg!("sheet-void", entry = n),
        ("note", _, Some(t)) => msg!("sheet-note-entry", text = t.as_str()),
        ("penalty", _, _) => msg!("sheet-kind-penalty"),
        ("correct", _, _) => msg!("sheet-kind-correction"),
        _ => msg!("sheet-kind-deal"),
    }
}

/// The words for any row of `replay` as the table would say them: a void and a correction by
/// what they did to which entry ("deal 3 corrected: wrong bid"), everything else as [`what`].
/// `places` are those of `replay`; `ghost` what a voided row was (see [`voided`]).
pub fn describe(replay: &Replay, places: &[Place], row: &Row, ghost: Option<&Scored>) -> Msg {
    let said = match (row.voids, row.corrects) {
        (Some(t), _) => {
            let (kind, deal) = target(replay, places, t);
            msg!("row-voided", kind = kind, deal = deal, entry = t)
        }
        (None, Some(t)) => {
            let (kind, deal) = target(replay, places, t);
            msg!("row-corrected", kind = kind, deal = deal, entry = t)
        }
        (None, None) => return what(row, ghost),
    };
    match &row.reason {
        Some(reason) => msg!("row-with-reason", what = said, reason = reason.as_str()),
        None => said,
    }
}

/// How the table names entry `t` of `replay`: `deal` with its number when the sheet numbers it,
/// else by its kind (`deal-entry`, `penalty`, `correction`, `other`) and the entry's number.
fn target(replay: &Replay, places: &[Place], t: usize) -> (&'static str, usize) {
    let i = t.wrapping_sub(replay.first + 1);
    match (replay.rows.get(i).map(|r| r.kind), places.get(i)) {
        (Some("deal"), Some(p)) if p.numbered => ("deal", p.deal),
        (Some("deal"), _) => ("deal-entry", 0),
        (Some("penalty"), _) => ("penalty", 0),
        (Some("correct"), _) => ("correction", 0),
        (Some("void"), _) => ("void", 0),
        _ => ("other", 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::replay::double::{correct, deal, setup, Tally};

    fn run(entries: &[Entry], reasons: &[Option<String>]) -> Replay {
        crate::games::replay(&Tally, &setup(), entries).expect("replays").with_reasons(reasons)
    }

    fn why(s: &str) -> Option<String> {
        Some(s.to_string())
    }

    #[test]
    fn a_kept_place_keeps_its_number_and_later_deals_theirs() {
        let r = run(&[deal(1, 0), deal(2, 0), deal(3, 0), Entry::Void(2), deal(4, 0)], &[]);
        let numbers: Vec<(usize, bool)> = places(&r).iter().map(|p| (p.deal, p.numbered)).collect();
        assert_eq!(numbers, [(1, true), (2, true), (3, true), (3, false), (4, true)]);
        // Undone at once, the place is freed and the next deal takes its number.
        let r = run(&[deal(1, 0), deal(2, 0), Entry::Void(2), deal(4, 0)], &[]);
        let numbers: Vec<(usize, bool)> = places(&r).iter().map(|p| (p.deal, p.numbered)).collect();
        assert_eq!(numbers, [(1, true), (1, false), (1, false), (2, true)]);
    }

    #[test]
    fn voided_corrections_and_corrected_places_are_described_by_the_version_they_stood_for() {
        let entries = [deal(10, 0), correct(1, deal(20, 0)), Entry::Void(2), correct(1, deal(30, 0)), Entry::Void(1)];
        let ghosts = voided(&Tally, &setup(), &entries);
        assert_eq!(ghosts[&2].scores, [20, 0], "the voided correction as it corrected its place");
        assert_eq!(ghosts[&1].scores, [30, 0], "the voided place as last corrected");
    }

    #[test]
    fn voids_and_corrections_read_as_the_table_says_them() {
        let entries = [deal(10, 0), deal(0, 5), correct(1, deal(20, 0)), Entry::Void(3), Entry::Void(2)];
        let reasons = [None, None, why("wrong bid"), None, why("spilled tea")];
        let r = run(&entries, &reasons);
        let p = places(&r);
        let say = |i: usize| describe(&r, &p, &r.rows[i], None).render(Lang::En);
        assert_eq!(say(2), "deal 1 corrected: wrong bid");
        assert_eq!(say(3), "correction (entry 3) voided");
        assert_eq!(say(4), "deal (entry 2) voided: spilled tea");
        let csv = csv(&r, &BTreeMap::new(), &Layout::default());
        assert!(csv.contains("3,correct,deal 1 corrected: wrong bid,4,"), "{csv}");
    }

    #[test]
    fn the_sheet_marks_a_corrected_deal_and_strikes_a_kept_place_with_its_reason() {
        let entries = [deal(10, 0), deal(0, 5), deal(1, 1), correct(1, deal(20, 0)), Entry::Void(2)];
        let reasons = [None, None, None, why("wrong bid"), why("spilled tea")];
        let r = run(&entries, &reasons);
        let heading = Heading { title: msg!("sheet-kind-deal"), voided: voided(&Tally, &setup(), &entries) };
        let text = sheet(&heading, &r).notes(Notes::All).render(&Layout::default());
        assert!(text.contains("deal ✎4"), "{text}");
        assert!(text.contains("✎ corrected: the numbers are those of the correction"), "{text}");
        assert!(text.contains("deal — voided: spilled tea"), "{text}");
        assert!(text.contains("#1: corrected at entry 4: wrong bid"), "{text}");
        let labels: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split('┆').next())
            .map(|c| c.trim_start_matches('│').trim())
            .filter(|c| !c.is_empty() && c.chars().all(|x| x.is_ascii_digit()))
            .collect();
        assert_eq!(labels, ["1", "2", "3"], "the voided deal keeps number 2: {text}");
        let ascii = sheet(&heading, &r).render(&Layout { ascii: true, ..Layout::default() });
        assert!(ascii.contains("deal ~4") && ascii.contains("~ corrected"), "{ascii}");
    }

    #[test]
    fn explain_of_a_corrected_deal_shows_the_version_in_force_and_every_other() {
        let entries = [deal(10, 0), deal(0, 5), correct(1, deal(20, 0)), Entry::Void(3), correct(1, deal(30, 0))];
        let reasons = [None, None, why("typo"), None, why("wrong bid")];
        let r = run(&entries, &reasons);
        let text = explain_history(&Tally, &setup(), &entries, &r, &r.rows[0], &Layout::default());
        let want = [
            "Deal 1: deal ✎5",
            "  written: A +30 → 30, B 0 → 0",
            "Every version, oldest first:",
            "  entry 1, as recorded, replaced: deal",
            "    written: A +10 → 10, B 0 → 0",
            "  entry 3, a correction, voided by entry 4: deal",
            "    reason: typo",
            "    written: A +20 → 20, B 0 → 0",
            "  entry 5, a correction, in force: deal",
            "    reason: wrong bid",
            "    written: A +30 → 30, B 0 → 0",
        ];
        assert_eq!(text.lines().collect::<Vec<_>>(), want, "{text}");
        let versions = versions(&Tally, &setup(), &entries, &r, 1);
        assert_eq!(versions.iter().filter(|v| v.in_force).map(|v| v.entry).collect::<Vec<_>>(), [5]);
        let json = versions_json(&r, &versions);
        assert_eq!(json[1]["voided_by"], 4);
        assert_eq!(json[1]["reason"], "typo");
        assert_eq!(json[0]["totals"], serde_json::json!({"A": 10, "B": 0}));
        // A deal never corrected explains as before.
        let plain = explain_history(&Tally, &setup(), &entries, &r, &r.rows[1], &Layout::default());
        assert_eq!(plain, explain(&r, &r.rows[1], None, &Layout::default()));
    }

    #[test]
    fn explain_of_a_voided_deal_says_what_it_was_why_and_that_it_keeps_its_place() {
        let entries = [deal(10, 0), deal(0, 5), deal(1, 1), Entry::Void(2)];
        let r = run(&entries, &[None, None, None, why("spilled tea")]);
        let text = explain_history(&Tally, &setup(), &entries, &r, &r.rows[1], &Layout::default());
        assert!(text.starts_with("deal — voided: it counts for nothing\n  reason: spilled tea\n"), "{text}");
        assert!(text.contains("it wrote: A 0 → 10, B +5 → 5"), "{text}");
        assert!(text.contains("keeps its place as deal 2"), "{text}");
    }
}
