//! `kozyr export [MATCH|-m MATCH] --format json|csv|md|html|pbn`: the match as a document `replay` and
//! `import` read back to the same totals, as a CSV table, as a document to send (Markdown) or print
//! (HTML: sheet, legend, standing, chart and every deal explained), or (bridge) as a PBN file.

use clap::{Args, ValueEnum};
use serde_json::Value;

use super::context::{load, stdout, Ctx, Loaded};
use super::match_opt::Subject;
use super::Failure;
use crate::games::{self, Entry, MatchDoc};
use crate::msg;
use crate::report::{self, Layout, Printout, Race};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    Json,
    Csv,
    /// The sheet, the marks, the standing, the chart and every deal explained, for a chat.
    Md,
    /// The same as one self-contained HTML page that prints on A4.
    Html,
    /// Bridge only: the Portable Bridge Notation, the standard 2.1's export format.
    Pbn,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub subject: Subject,
    #[arg(long, value_enum, default_value = "json")]
    pub format: Format,
    /// Write to this file instead of standard output.
    #[arg(long, short)]
    pub output: Option<std::path::PathBuf>,
    /// CSV: the header and the entries' kinds as the stable English words, whatever the language.
    #[arg(long, id = "stable-header")]
    pub stable_header: bool,
}

/// An entry with its deal (or the deal a correction records) as the format writes it.
fn documented(game: &dyn games::Game, e: &Entry) -> Entry {
    match e {
        Entry::Deal(v) => Entry::Deal(game.export_deal(v)),
        Entry::Correct(at, e) => Entry::Correct(*at, Box::new(documented(game, e))),
        e => e.clone(),
    }
}

pub fn run(ctx: &Ctx, a: ExportArgs) -> Result<(), Failure> {
    let given = a.subject.given()?;
    // Only the CSV has a header: the flag elsewhere is refused, not silently dropped.
    if a.stable_header && !matches!(a.format, Format::Csv) {
        return Err(Failure::input("export.stable-header", msg!("export-stable-header")));
    }
    let ledger = ctx.open()?;
    let loaded = load(ctx, &ledger, given)?;
    let text = match a.format {
        Format::Json => {
            let doc = MatchDoc {
                game: loaded.record.game.clone(),
                name: loaded.record.name.clone(),
                players: loaded.record.players.clone(),
                teams: loaded.record.teams.as_ref().and_then(Value::as_object).cloned(),
                // The options as the match is refereed: an older match's, with what it did not
                // store yet given its old meaning (`Game::restore`), so that importing it agrees.
                options: loaded.setup.options.as_object().cloned().unwrap_or_default(),
                // Voids and corrections keep their reasons: `import` reads them back. Each deal in
                // the shape the format gives it, however an older version stored it.
                deals: MatchDoc::deals_of(
                    &loaded.entries.iter().map(|e| documented(loaded.game, e)).collect::<Vec<_>>(),
                    &loaded.reasons,
                ),
            };
            serde_json::to_string_pretty(&doc).map_err(|e| Failure::Internal(e.into()))? + "\n"
        }
        // The CSV is data: numbers stay plain whatever the layout; only the summaries are words.
        // The header and the kinds in the reader's language unless a script asks for the stable keys.
        Format::Csv if a.stable_header => report::csv_stable(&loaded.replay()?, &loaded.voided(), &ctx.layout()),
        Format::Csv => report::csv(&loaded.replay()?, &loaded.voided(), &ctx.layout()),
        Format::Md => printout(ctx, &loaded)?.markdown(&ctx.layout()),
        Format::Html => printout(ctx, &loaded)?.html(&ctx.layout()),
        Format::Pbn => {
            if loaded.record.game != "bridge" {
                let game = crate::i18n::Msg::new(format!("game-{}", loaded.game.info().id), vec![]);
                return Err(Failure::input("pbn.export.game", msg!("pbn-only-bridge", game = game)));
            }
            // An evening of teams is a list of matches, no boards: PBN holds the matches themselves.
            if super::session::bridge_options(&loaded.record).is_some_and(|o| o.scoring.is_evening()) {
                return Err(Failure::input("pbn.export.evening", msg!("pbn-evening")));
            }
            // The match must stand as recorded before it is written for other programs.
            let replay = loaded.replay()?;
            // Each deal in force as recorded (its correction in force, if any) with what the replay
            // made of it: PBN holds results, not the history of how they were written.
            let (deals, replayed): (Vec<Value>, Vec<serde_json::Map<String, Value>>) = replay
                .deals_in_force()
                .filter_map(|r| {
                    let version = match loaded.entries.get(r.corrected_by.unwrap_or(r.number).checked_sub(1)?)? {
                        Entry::Correct(_, e) => e.as_ref(),
                        e => e,
                    };
                    let Entry::Deal(v) = version else { return None };
                    Some((v.clone(), r.scored.extra.clone()))
                })
                .unzip();
            // A session's file carries its matchpoints or IMPs and its ranking, as scored here.
            let scores = super::session::session_options(&loaded.record).map(|o| {
                let lines = crate::games::bridge::session::lines_of(&replay);
                crate::pbn::session_scores(o.scoring, o.neuberg(), loaded.record.players.len(), &lines, &o.pair_names)
            });
            let view = crate::pbn::MatchView {
                name: loaded.record.name.as_deref(),
                date: loaded.record.created_at.format("%Y.%m.%d").to_string(),
                players: &loaded.record.players,
                options: &loaded.record.options,
                deals: &deals,
                replayed: &replayed,
            };
            crate::pbn::export_scored(&view, scores.as_ref())?
        }
    };
    match a.output {
        Some(path) => {
            std::fs::write(&path, text).map_err(|e| {
                let path = path.display().to_string();
                Failure::input("output.file", msg!("export-cannot-write", path = path, reason = e.to_string()))
            })?;
            // With --json the document is the answer and the file holds it: nothing to add.
            if !ctx.json {
                let done = msg!("export-written", id = loaded.record.id, path = path.display().to_string());
                stdout(&format!("{}\n", ctx.layout().say(&done)))?;
            }
        }
        None => stdout(&text)?,
    }
    Ok(())
}

/// The document of a whole match for `md` and `html`: its sheet, standing and race, and every
/// deal and penalty explained as `kozyr explain` would.
fn printout(ctx: &Ctx, loaded: &Loaded) -> Result<Printout, Failure> {
    let replay = loaded.replay()?;
    let heading = loaded.title();
    // A page lays the words out itself: no line is wrapped here.
    let wide = Layout { width: 10_000, color: false, ..ctx.layout() };
    let corrected: std::collections::BTreeSet<usize> = replay.rows.iter().filter_map(|r| r.corrects).collect();
    let explanations = replay
        .rows
        .iter()
        .filter(|r| matches!(r.kind, "deal" | "penalty"))
        .map(|row| {
            // Only a corrected entry needs the history of its versions, which costs a replay each;
            // a voided one is told by what it was (the heading's, found within a budget of replays).
            if row.corrected_by.is_some() || corrected.contains(&row.number) {
                report::explain_history(loaded.game, &loaded.setup, &loaded.entries, &replay, row, &wide)
            } else {
                report::explain(&replay, row, heading.voided.get(&row.number), &wide)
            }
        })
        .collect();
    let start = games::replay(loaded.game, &loaded.setup, &[])?.totals;
    let race = Race::of(&replay, start, loaded.game.lines(&loaded.setup));
    let started = loaded.record.created_at.format("%Y-%m-%d").to_string();
    let l = ctx.layout();
    // A club session is ranked by matchpoints or IMPs: its ranking, as `kozyr show` prints it.
    let ranking = super::session::session_options(&loaded.record)
        .and_then(|o| super::session::ranking_table(&l, o.scoring, &replay));
    Printout::new(&heading, &replay, &started, &race, explanations, &l)
        .map(|p| p.with_ranking(ranking))
        .map_err(|e| Failure::Internal(anyhow::anyhow!(e)))
}
