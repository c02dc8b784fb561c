//! Defines kozyr's command line: one subcommand per file, each with its arguments and a `run`.

mod chart;
mod claim;
mod completions;
mod confirm;
mod context;
mod correct;
mod deal;
mod deal_input;
mod demo;
mod explain;
mod export;
mod failure;
mod guided;
mod help;
mod history;
mod import;
mod language;
mod list;
mod log;
mod markdown;
mod match_filter;
mod match_opt;
mod new;
mod penalty;
mod player;
mod poker;
mod redo;
mod replay;
mod rules;
mod session;
mod session_teams;
mod show;
mod stats;
mod undo;
mod usage;
mod use_match;
mod verify;
mod void;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{FromArgMatches, Parser, Subcommand};

pub use context::{Ctx, Output};
pub use failure::Failure;

use crate::i18n::Lang;

/// kozyr — score-keeper and referee for card games played at a real table. Every word of the
/// help comes from the catalogues (`cli.ftl`, see `help.rs`); these comments are for the code.
#[derive(Debug, Parser)]
#[command(name = "kozyr", version, long_about = None, disable_help_subcommand = true)]
pub struct Cli {
    /// Print the documented JSON view instead of text (see docs/formats.md).
    #[arg(long, global = true)]
    pub json: bool,
    /// The ledger file (default: the platform data directory).
    #[arg(long, global = true, env = "KOZYR_LEDGER", value_name = "PATH")]
    pub ledger: Option<PathBuf>,
    /// Plain ASCII output: no box drawing, suit symbols, marks or typographic signs.
    #[arg(long, global = true)]
    pub ascii: bool,
    /// The language of everything printed: en, ru or bg (default: KOZYR_LANG, the match's own, the locale).
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    #[command(subcommand)]
    pub command: Cmd,
}

#[derive(Debug, Subcommand)]
pub enum Cmd {
    /// Start a match.
    New(new::NewArgs),
    /// Record a deal and print the updated sheet. With no deal flags on a terminal, kozyr asks for the
    /// deal field by field.
    Deal(deal::DealArgs),
    /// Check a deal against the rules without recording it (the dispute settler).
    Check(deal::DealArgs),
    /// Record a penalty (misdeal, three nines at the cut, …).
    Penalty(penalty::PenaltyArgs),
    /// Void the last deal, penalty or correction in force (appends a void entry; nothing is deleted).
    Undo(undo::UndoArgs),
    /// Bring back what the last undo took back, while nothing was written since.
    Redo(redo::RedoArgs),
    /// Void any deal, penalty or correction (appends a void entry; nothing is deleted).
    Void(void::VoidArgs),
    /// Replace a recorded deal or penalty by a corrected one, scored at its place.
    Correct(correct::CorrectArgs),
    /// Print every entry of a match as recorded: time, kind, what it voided or corrected, why.
    Log(log::LogArgs),
    /// Print the score sheet.
    Show(show::ShowArgs),
    /// Draw the score race: every player's running total per deal, with the game's lines.
    Chart(chart::ChartArgs),
    /// A bridge club session: start one, record traveller lines, print the ranking and a board.
    Session(session::SessionArgs),
    /// Rule a bridge claim or concession on the cards still held, without recording anything.
    Claim(claim::ClaimArgs),
    /// Referee a poker showdown: rank the hands and say why, without recording anything.
    Poker(poker::PokerArgs),
    /// Make a match the current one: the match every command acts on unless given -m.
    Use(use_match::UseArgs),
    /// List the matches in the ledger (the 20 newest; --all for every one).
    List(list::ListArgs),
    /// The matches played, newest first: date, game, players, result, winner, deals, duration.
    History(history::HistoryArgs),
    /// Player statistics: matches, wins, places, streaks, each game's figures; --vs A,B head to head.
    Stats(stats::StatsArgs),
    /// Explain every number of a deal with the rule that produced it.
    Explain(explain::ExplainArgs),
    /// Print a game's rules, options and rule ids.
    Rules(rules::RulesArgs),
    /// Score a match document without touching the ledger.
    Replay(replay::ReplayArgs),
    /// Store a match document in the ledger.
    Import(import::ImportArgs),
    /// Write a match out as a document (JSON), a table (CSV), a page to send (Markdown) or to print on A4 (HTML).
    Export(export::ExportArgs),
    /// The people who played: list them, rename one, merge two spellings of one person.
    Player(player::PlayerArgs),
    /// Check that a match's entries are those recorded and its cached standing is theirs.
    Verify(verify::VerifyArgs),
    /// Record a sample Thousand match in a temporary ledger (or the one --ledger names) and print its sheet.
    Demo,
    /// Print the help of kozyr or of a command (`kozyr help deal GAME`: a game's flags).
    Help(help::HelpArgs),
    /// Print a shell completion script.
    Completions(completions::CompletionsArgs),
    /// Print the manual page.
    Man(completions::ManArgs),
}

impl Cmd {
    /// Whether the command writes to a match when it succeeds: its refusal says that nothing was
    /// recorded.
    fn writes(&self) -> bool {
        matches!(
            self,
            Cmd::New(_)
                | Cmd::Deal(_)
                | Cmd::Penalty(_)
                | Cmd::Undo(_)
                | Cmd::Redo(_)
                | Cmd::Void(_)
                | Cmd::Correct(_)
                | Cmd::Import(_)
                | Cmd::Player(player::PlayerArgs {
                    command: player::PlayerCmd::Rename(_) | player::PlayerCmd::Merge(_)
                })
        )
    }
}

/// The full command in English, with every game's quick-entry flags on `deal` and `check`.
pub fn command() -> clap::Command {
    help::command(Lang::En, help::Purpose::Parse)
}

/// Runs kozyr with the process arguments; returns the exit code (0 ok, 1 rule or input error,
/// 2 internal error).
pub fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let choice = match language::choose(&args, |k| std::env::var(k).ok()) {
        Ok(c) => c,
        Err(f) => {
            let lang = language::locale(|k| std::env::var(k).ok()).unwrap_or_default();
            let _ = writeln!(std::io::stderr(), "kozyr: {}", f.render(lang));
            return ExitCode::from(f.exit_code());
        }
    };
    let lang = choice.lang(None);
    if help::requested(&args) {
        let ascii = args.iter().take_while(|a| *a != "--").any(|a| a == "--ascii");
        if let Some(text) = help::for_args(&args, choice, context::Output::detect(ascii)) {
            let _ = context::stdout(&text);
            return ExitCode::SUCCESS;
        }
    }
    // A command line that reads is read without words; one that does not is read again with
    // them, so that the error is said in the chosen language.
    let matches = match help::command(lang, help::Purpose::Bare).try_get_matches_from(&args) {
        Ok(m) => m,
        Err(_) => {
            let lang = choice.lang(help::match_lang(&args));
            match help::command(lang, help::Purpose::Parse).try_get_matches_from(&args) {
                Ok(m) => m,
                Err(e) => return usage_error(&e, lang),
            }
        }
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => return usage_error(&e, lang),
    };
    let flags = match matches.subcommand() {
        Some(("deal" | "check" | "correct", m)) => deal_input::game_flags(m),
        _ => vec![],
    };
    let mut ctx = Ctx::new(cli.json, cli.ledger.clone(), choice, context::Output::detect(cli.ascii));
    if matches!(cli.command, Cmd::Demo) && matches.value_source("ledger") != Some(ValueSource::CommandLine) {
        // The demo promises a temporary ledger. KOZYR_LEDGER names the table's real one, so only
        // a --ledger typed for the demo may receive the sample match.
        ctx.ledger = None;
    }
    let writes = cli.command.writes();
    match run(cli.command, &ctx, &flags) {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            if ctx.json {
                let _ = writeln!(
                    std::io::stderr(),
                    "{}",
                    serde_json::to_string_pretty(&f.to_json(ctx.lang())).unwrap_or_default()
                );
            } else {
                let _ = writeln!(std::io::stderr(), "kozyr: {}", f.render(ctx.lang()));
                // A refused write says last that it wrote nothing, so that no one undoes a good
                // deal by reflex, believing the refused one was recorded.
                if writes && matches!(f, Failure::Rule(_)) {
                    let line = crate::msg!("cli-nothing-recorded").render(ctx.lang());
                    let _ = writeln!(std::io::stderr(), "{line}");
                }
            }
            ExitCode::from(f.exit_code())
        }
    }
}

/// Reports what clap could not read — or prints the help and version it was asked for — in the
/// chosen language; with `--json` a usage error is the documented JSON error.
fn usage_error(e: &clap::Error, lang: Lang) -> ExitCode {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = context::stdout(&help::finish(&e.render().to_string(), lang));
            ExitCode::SUCCESS
        }
        _ if json_requested() => {
            let f = Failure::input("cli.usage", usage::describe(e));
            let _ =
                writeln!(std::io::stderr(), "{}", serde_json::to_string_pretty(&f.to_json(lang)).unwrap_or_default());
            ExitCode::from(1)
        }
        // `kozyr` alone: the whole help, which is what a newcomer needs.
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand
            if usage::usage_line(e).is_none_or(|u| u.split_whitespace().nth(1).is_none_or(|w| w.starts_with('['))) =>
        {
            let help = help::render(lang, &[], context::Output::detect(false)).unwrap_or_default();
            let _ = write!(std::io::stderr(), "{help}");
            ExitCode::from(1)
        }
        _ => {
            let _ = write!(std::io::stderr(), "{}", usage::render(e, lang));
            ExitCode::from(1)
        }
    }
}

/// Whether `--json` was given, read from the raw arguments because clap could not parse them.
fn json_requested() -> bool {
    std::env::args_os().take_while(|a| a != "--").any(|a| a == "--json")
}

fn run(cmd: Cmd, ctx: &Ctx, flags: &[(String, Vec<String>)]) -> Result<(), Failure> {
    match cmd {
        Cmd::New(a) => new::run(ctx, a),
        Cmd::Deal(a) => deal::run(ctx, a, flags, true),
        Cmd::Check(a) => deal::run(ctx, a, flags, false),
        Cmd::Penalty(a) => penalty::run(ctx, a),
        Cmd::Undo(a) => undo::run(ctx, a),
        Cmd::Redo(a) => redo::run(ctx, a),
        Cmd::Void(a) => void::run(ctx, a),
        Cmd::Correct(a) => correct::run(ctx, a, flags),
        Cmd::Log(a) => log::run(ctx, a),
        Cmd::Show(a) => show::run(ctx, a),
        Cmd::Chart(a) => chart::run(ctx, a),
        Cmd::Session(a) => session::run(ctx, a),
        Cmd::Claim(a) => claim::run(ctx, a),
        Cmd::Poker(a) => poker::run(ctx, a),
        Cmd::Use(a) => use_match::run(ctx, a),
        Cmd::List(a) => list::run(ctx, a),
        Cmd::History(a) => history::run(ctx, a),
        Cmd::Stats(a) => stats::run(ctx, a),
        Cmd::Explain(a) => explain::run(ctx, a),
        Cmd::Rules(a) => rules::run(ctx, a),
        Cmd::Replay(a) => replay::run(ctx, a),
        Cmd::Import(a) => import::run(ctx, a),
        Cmd::Export(a) => export::run(ctx, a),
        Cmd::Player(a) => player::run(ctx, a),
        Cmd::Verify(a) => verify::run(ctx, a),
        Cmd::Demo => demo::run(ctx),
        Cmd::Help(a) => help::run(ctx, a),
        Cmd::Completions(a) => completions::run(ctx, a),
        Cmd::Man(a) => completions::man(ctx, a),
    }
}
