//! The help kozyr prints, in the reader's language: the derive structs give the shape of the
//! command line, the catalogues (`locales/<lang>/cli.ftl`) every word of it — the commands'
//! descriptions, the arguments' help, the headings and the placeholders. `kozyr deal --help`
//! inside a match lists that game's quick-entry flags only; `kozyr help deal GAME` another game's.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Arg, ArgAction, ArgMatches, Args, Command, CommandFactory};

use super::context::{own_lang, stdout, Ctx, Output};
use super::deal_input::{flag_value_name, FLAG_COMMANDS, SHARED_WITH_COMMAND};
use super::language::Choice;
use super::{usage, Failure};
use crate::games::{self, Game, GameInfo};
use crate::i18n::{self, render_id, Arg as MsgArg, Lang, Msg};
use crate::ledger::{Ledger, MatchRecord};
use crate::msg;

#[derive(Debug, Args)]
pub struct HelpArgs {
    /// The command to explain.
    #[arg(value_name = "COMMAND")]
    pub command: Option<String>,
    /// With deal or check: the game whose quick-entry flags to show.
    #[arg(value_name = "GAME")]
    pub game: Option<String>,
}

/// What the command is built for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Reading a command line. Every game's quick-entry flags are accepted on `deal` and `check`,
    /// but hidden from clap's own listing: their help is written per game (see [`deal_help`]).
    Parse,
    /// Finding out which command's help was asked for: `-h`/`--help` is a plain switch and
    /// missing arguments are no error.
    Probe,
    /// Shell completions and the manual: every flag is listed, with every game's help.
    Document,
    /// Reading a command line that is not asking for help, as fast as can be: no text is set, so
    /// an error must be read again with the [`Purpose::Parse`] command to be said in words.
    Bare,
}

/// The command line in `lang`, for `purpose`.
pub fn command(lang: Lang, purpose: Purpose) -> Command {
    let mut cmd = super::Cli::command();
    for name in FLAG_COMMANDS {
        cmd = cmd.mut_subcommand(name, |c| super::deal_input::add_game_flags(c, lang, purpose));
    }
    if purpose == Purpose::Bare {
        return cmd;
    }
    let options = render_id(lang, "cli-heading-options");
    let mut cmd = localize(cmd, lang, purpose, true)
        .about(
            msg!("cli-about", games = games::all().iter().map(|g| name_msg(g.info())).collect::<Vec<_>>()).render(lang),
        )
        .after_help(render_id(lang, "cli-after-help"))
        .disable_version_flag(true)
        .arg(
            Arg::new("version")
                .display_order(1001)
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(render_id(lang, "cli-arg-version"))
                .help_heading(options),
        )
        .term_width(Output::detect(false).width);
    if purpose == Purpose::Probe {
        cmd = cmd.ignore_errors(true);
    }
    cmd
}

/// The names of `cmd`'s subcommands in the order the help lists them.
pub fn command_names(cmd: &Command) -> Vec<String> {
    let mut subs: Vec<&Command> = cmd.get_subcommands().collect();
    subs.sort_by_key(|c| c.get_display_order());
    subs.iter().map(|c| c.get_name().to_string()).collect()
}

/// The catalogue message naming a game («Тысяча»).
fn name_msg(info: &GameInfo) -> Msg {
    Msg::new(format!("game-{}", info.id), vec![])
}

/// Every game as the GAME argument offers it: `thousand (Тысяча)`, …
fn game_choices() -> Vec<Msg> {
    games::all().iter().map(|g| msg!("cli-game-choice", id = g.info().id, name = name_msg(g.info()))).collect()
}

/// A catalogue text, if the catalogues have the message (English decides, so that a message
/// missing in one language still shows in English rather than as its id).
fn text(lang: Lang, id: String, args: Vec<(&'static str, MsgArg)>) -> Option<String> {
    i18n::has(Lang::En, &id).then(|| Msg::new(id, args).render(lang))
}

/// Sets every word of `cmd` and its subcommands from the catalogues.
fn localize(cmd: Command, lang: Lang, purpose: Purpose, top: bool) -> Command {
    localize_under(cmd, lang, purpose, top, "")
}

/// [`localize`] for a subcommand of `parent` (`session` for `session new`): its words are keyed
/// `cli-about-session-new`, `cli-arg-session-new-pairs`, so that they never meet another command's.
fn localize_under(mut cmd: Command, lang: Lang, purpose: Purpose, top: bool, parent: &str) -> Command {
    let name = cmd.get_name().to_string();
    let key = if top { String::new() } else { format!("{parent}{name}") };
    let game_flags: Vec<&str> = if FLAG_COMMANDS.contains(&name.as_str()) {
        // A command option a game flag shares (`--tricks`) is the command's own, worded as such.
        games::quick_flags().iter().map(|f| f.name).filter(|n| !SHARED_WITH_COMMAND.contains(n)).collect()
    } else {
        vec![]
    };
    let ids: Vec<String> = cmd.get_arguments().map(|a| a.get_id().to_string()).collect();
    for id in ids.iter().filter(|id| !game_flags.contains(&id.as_str())) {
        cmd = cmd.mut_arg(id, |a| localize_arg(a, lang, &key));
    }
    if top {
        // The options every command takes come after each command's own.
        for (i, id) in ids.iter().enumerate() {
            cmd = cmd.mut_arg(id, |a| a.display_order(100 + i));
        }
    }
    if !top {
        if let Some(about) = text(lang, format!("cli-about-{key}"), vec![]) {
            cmd = cmd.about(about);
        }
    }
    if key == "new" {
        if let Some(examples) = examples(lang, "new-example-", "kozyr new") {
            cmd = cmd.after_help(examples);
        }
    }
    let usage = render_id(lang, "cli-heading-usage");
    cmd = cmd
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .display_order(1000)
                .short('h')
                .long("help")
                .action(if purpose == Purpose::Probe { ArgAction::SetTrue } else { ArgAction::Help })
                .help(render_id(lang, "cli-arg-help"))
                .help_heading(render_id(lang, "cli-heading-options")),
        )
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
        ))
        .subcommand_help_heading(render_id(lang, "cli-heading-commands"))
        .subcommand_value_name(render_id(lang, "cli-value-command"));
    let subs: Vec<String> = cmd.get_subcommands().map(|s| s.get_name().to_string()).collect();
    for sub in subs {
        let under = if top { String::new() } else { format!("{key}-") };
        cmd = cmd.mut_subcommand(&sub, |c| localize_under(c, lang, purpose, false, &under));
    }
    cmd
}

/// An argument's help, placeholder and heading in `lang`; clap's own English additions
/// ("[default: …]", "[env: …]", "[possible values: …]") are hidden: the help says them.
fn localize_arg(a: Arg, lang: Lang, command: &str) -> Arg {
    let id = a.get_id().as_str().trim_end_matches('_').to_string();
    let games = || vec![("games", MsgArg::from(game_choices()))];
    let help =
        text(lang, format!("cli-arg-{command}-{id}"), games()).or_else(|| text(lang, format!("cli-arg-{id}"), games()));
    let positional = a.get_long().is_none() && a.get_short().is_none();
    let takes_values = positional || a.get_action().takes_values();
    let names: Vec<String> = match a.get_value_names() {
        Some(v) => v.iter().map(ToString::to_string).collect(),
        None if takes_values => vec![id.to_uppercase()],
        None => vec![],
    };
    let has_env = a.get_env().is_some();
    let mut a =
        a.help_heading(render_id(lang, if positional { "cli-heading-arguments" } else { "cli-heading-options" }));
    if takes_values {
        a = a.hide_default_value(true).hide_possible_values(true);
    }
    if has_env {
        a = a.hide_env(true);
    }
    if let Some(h) = help {
        a = a.help(h);
    }
    if !names.is_empty() {
        let local: Vec<String> = names
            .iter()
            .map(|n| {
                text(lang, format!("cli-value-{}", n.to_lowercase().replace(['=', '_'], "-")), vec![])
                    .unwrap_or_else(|| n.clone())
            })
            .collect();
        a = a.value_names(local);
    }
    a
}

/// The example lines a game's catalogue gives (`deal-example-<id>`, `new-example-<id>`), under
/// the Examples heading; `command` replaces `kozyr deal` (for `kozyr check`).
fn examples(lang: Lang, prefix: &str, command: &str) -> Option<String> {
    let mut lines = String::new();
    for g in games::all() {
        if let Some(t) = text(lang, format!("{prefix}{}", g.info().id), vec![]) {
            for line in t.lines().filter(|l| !l.trim().is_empty()) {
                lines.push_str("  ");
                lines.push_str(&line.trim().replacen("kozyr deal", command, 1));
                lines.push('\n');
            }
        }
    }
    (!lines.is_empty()).then(|| format!("{}:\n{lines}", render_id(lang, "cli-heading-examples")))
}

/// The help of the command at `path` (empty: kozyr itself), as clap lays it out.
pub fn render(lang: Lang, path: &[&str], out: Output) -> Option<String> {
    let mut cmd = command(lang, Purpose::Parse);
    cmd.build();
    let mut c = &mut cmd;
    for p in path {
        c = c.find_subcommand_mut(p)?;
    }
    let help = c.render_help();
    Some(finish(&if out.color { help.ansi().to_string() } else { help.to_string() }, lang))
}

/// clap writes "[OPTIONS]" into usage lines itself.
pub fn finish(text: &str, lang: Lang) -> String {
    text.replace("[OPTIONS]", &render_id(lang, "cli-usage-options"))
}

fn heading(text: &str, out: Output) -> String {
    if out.color {
        format!("\x1b[1;4m{text}:\x1b[0m\n")
    } else {
        format!("{text}:\n")
    }
}

/// Rows of a two-column listing laid out as clap lays out options: the help wrapped at the
/// width, beside the names or, when a name is too long, below it.
pub fn columns(rows: &[(String, String)], width: usize) -> String {
    let left = rows.iter().map(|(n, _)| n.chars().count()).max().unwrap_or(0).min(30) + 4;
    let mut out = String::new();
    for (name, help) in rows {
        let lines = wrap(help, width.saturating_sub(left).max(20));
        let n = name.chars().count();
        out.push_str("  ");
        out.push_str(name);
        let mut first = true;
        if n + 2 > left - 2 {
            out.push('\n');
            first = false;
        }
        for line in lines {
            if first {
                out.push_str(&" ".repeat(left - 2 - n));
                first = false;
            } else {
                out.push_str(&" ".repeat(left));
            }
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

/// Greedy word wrap by characters (the texts are Latin, Cyrillic and suit symbols, one column each).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![];
    for para in text.lines() {
        let mut line = String::new();
        for word in para.split_whitespace() {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        lines.push(line);
    }
    lines
}

/// The quick-entry flags of one game with their help, under its heading.
fn flags_section(info: &GameInfo, lang: Lang, out: Output) -> String {
    let rows: Vec<(String, String)> = info
        .flags
        .iter()
        .map(|f| {
            let value = flag_value_name(f.value).map(|v| format!(" <{}>", render_id(lang, v))).unwrap_or_default();
            (format!("--{}{value}", f.name), render_id(lang, f.help))
        })
        .collect();
    let title = msg!("cli-deal-flags-heading", game = name_msg(info), id = info.id).render(lang);
    format!("{}{}", heading(&title, out), columns(&rows, out.width))
}

/// `kozyr deal --help` (or `check`): the command's own options, then the quick-entry flags of
/// `game` with its examples, or of every game grouped by game when no match tells which.
pub fn deal_help(lang: Lang, which: &str, game: Option<&'static dyn Game>, out: Output) -> String {
    let mut help = render(lang, &[which], out).unwrap_or_default();
    if !help.ends_with('\n') {
        help.push('\n');
    }
    match game {
        Some(g) => {
            let info = g.info();
            help.push('\n');
            help.push_str(&flags_section(info, lang, out));
            if let Some(t) = text(lang, format!("deal-example-{}", info.id), vec![]) {
                help.push('\n');
                help.push_str(&heading(&render_id(lang, "cli-heading-examples"), out));
                for line in t.lines().filter(|l| !l.trim().is_empty()) {
                    help.push_str("  ");
                    help.push_str(&line.trim().replacen("kozyr deal", &format!("kozyr {which}"), 1));
                    help.push('\n');
                }
            }
            help.push('\n');
            help.push_str(&msg!("cli-deal-flags-other-game", command = which).render(lang));
            help.push('\n');
        }
        None => {
            help.push('\n');
            help.push_str(&wrap(&render_id(lang, "cli-deal-flags-every-game"), out.width).join("\n"));
            help.push('\n');
            for g in games::all() {
                help.push('\n');
                help.push_str(&flags_section(g.info(), lang, out));
            }
        }
    }
    help
}

/// The match a command would act on: the one named (`which`), else the current one. None when
/// there is no ledger or no such match (a help must never create a ledger).
pub fn current_match(ledger: Option<PathBuf>, which: Option<&str>) -> Option<MatchRecord> {
    let path = match ledger {
        Some(p) => p,
        None => Ledger::default_path().ok()?,
    };
    if !path.is_file() {
        return None;
    }
    super::match_opt::find(&Ledger::open_existing(&path).ok()?, which).ok()
}

/// Whether the command at `path` (`["deal"]`, `["session", "rank"]`) acts on a match: it takes
/// `-m/--match`. Its help and its errors then speak the match's own language.
pub fn acts_on_match(path: &[&str]) -> bool {
    let mut cmd = super::Cli::command();
    for name in path {
        match cmd.find_subcommand(name) {
            Some(c) => cmd = c.clone(),
            None => return false,
        }
    }
    !path.is_empty() && cmd.get_arguments().any(|a| a.get_id() == "match_")
}

/// The match the command read from `m` acts on, as typed (`-m`, or the MATCH of `show`, `use`).
fn typed_match(m: &ArgMatches) -> Option<String> {
    let get = |id| m.try_get_one::<String>(id).ok().flatten().cloned();
    get("match_").or_else(|| get("which"))
}

/// The command line read without judging it: the commands it names (`["deal"]`) and what the
/// last one was given. None when no command can be made out.
fn probe(args: &[OsString]) -> Option<(Vec<String>, ArgMatches)> {
    let top = command(Lang::En, Purpose::Probe).try_get_matches_from(args).ok()?;
    let mut path: Vec<String> = vec![];
    let mut m: &ArgMatches = &top;
    while let Some((name, sub)) = m.subcommand() {
        path.push(name.to_string());
        m = sub;
    }
    Some((path, m.clone()))
}

/// The own language of the match the command line acts on — the named match or the current one
/// of the ledger it names (`--ledger`, `KOZYR_LEDGER`, else the default) — for a command that acts
/// on a match. A command that acts on none has none.
pub fn match_lang(args: &[OsString]) -> Option<Lang> {
    let (path, m) = probe(args)?;
    let path: Vec<&str> = path.iter().map(String::as_str).collect();
    if !acts_on_match(&path) {
        return None;
    }
    let ledger = m.try_get_one::<PathBuf>("ledger").ok().flatten().cloned();
    current_match(ledger, typed_match(&m).as_deref()).as_ref().and_then(own_lang)
}

/// Whether the raw arguments ask for help (`-h`, `--help`) before any `--`.
pub fn requested(args: &[OsString]) -> bool {
    args.iter().skip(1).take_while(|a| *a != "--").any(|a| a == "-h" || a == "--help")
}

/// The help `-h`/`--help` asks for, found by reading the arguments without judging them: the
/// command it follows, for a command that acts on a match that match (whose own language the help
/// is said in), and for `deal`/`check` its game.
pub fn for_args(args: &[OsString], choice: Choice, out: Output) -> Option<String> {
    let top = command(Lang::En, Purpose::Probe).try_get_matches_from(args).ok()?;
    let mut path: Vec<&str> = vec![];
    let mut m: &ArgMatches = &top;
    while !matches!(m.try_get_one::<bool>("help"), Ok(Some(true))) {
        let (name, sub) = m.subcommand()?;
        path.push(name);
        m = sub;
    }
    let record = if acts_on_match(&path) {
        let ledger = m.try_get_one::<PathBuf>("ledger").ok().flatten().cloned();
        current_match(ledger, typed_match(m).as_deref())
    } else {
        None
    };
    let lang = choice.lang(record.as_ref().and_then(own_lang));
    match path.as_slice() {
        [which] if FLAG_COMMANDS.contains(which) => {
            let game = record.and_then(|r| games::find(&r.game).ok());
            Some(deal_help(lang, which, game, out))
        }
        _ => render(lang, &path, out),
    }
}

/// `kozyr help [COMMAND] [GAME]`: a command that acts on a match is explained in the current
/// match's language, whichever game is named.
pub fn run(ctx: &Ctx, a: HelpArgs) -> Result<(), Failure> {
    let out = ctx.out;
    let Some(name) = a.command.as_deref() else {
        return stdout(&render(ctx.lang(), &[], out).unwrap_or_default());
    };
    if !command_names(&command(Lang::En, Purpose::Parse)).iter().any(|k| k == name) {
        return Err(usage::unknown_command(name));
    }
    let record = if acts_on_match(&[name]) { current_match(ctx.ledger.clone(), None) } else { None };
    if let Some(r) = &record {
        ctx.follow_match(r);
    }
    let text = if FLAG_COMMANDS.contains(&name) {
        let game = match a.game.as_deref() {
            Some(g) => Some(games::find(g)?),
            None => record.and_then(|r| games::find(&r.game).ok()),
        };
        deal_help(ctx.lang(), name, game, out)
    } else {
        render(ctx.lang(), &[name], out).unwrap_or_default()
    };
    stdout(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_commands(cmd: &Command) -> Vec<&Command> {
        let mut out = vec![cmd];
        for s in cmd.get_subcommands() {
            out.extend(all_commands(s));
        }
        out
    }

    #[test]
    fn every_command_and_argument_has_a_catalogue_text() {
        let cmd = command(Lang::En, Purpose::Parse);
        let flags: Vec<&str> =
            games::quick_flags().iter().map(|f| f.name).filter(|n| !SHARED_WITH_COMMAND.contains(n)).collect();
        let mut missing = vec![];
        // A subcommand's words are keyed by its path: `session new` → `cli-about-session-new`.
        let mut keyed: Vec<(String, &Command)> = vec![];
        for c in cmd.get_subcommands() {
            keyed.push((c.get_name().to_string(), c));
            keyed.extend(c.get_subcommands().map(|s| (format!("{}-{}", c.get_name(), s.get_name()), s)));
        }
        assert_eq!(keyed.len() + 1, all_commands(&cmd).len(), "commands are at most two deep");
        for (name, c) in &keyed {
            if !i18n::has(Lang::En, &format!("cli-about-{name}")) {
                missing.push(format!("cli-about-{name}"));
            }
            for a in c.get_arguments().filter(|a| !flags.contains(&a.get_id().as_str())) {
                let id = a.get_id().as_str().trim_end_matches('_');
                if !["help", "version"].contains(&id)
                    && !i18n::has(Lang::En, &format!("cli-arg-{name}-{id}"))
                    && !i18n::has(Lang::En, &format!("cli-arg-{id}"))
                {
                    missing.push(format!("cli-arg-{name}-{id}"));
                }
            }
        }
        for a in cmd.get_arguments() {
            let id = a.get_id().as_str();
            if !["help", "version"].contains(&id) && !i18n::has(Lang::En, &format!("cli-arg-{id}")) {
                missing.push(format!("cli-arg-{id}"));
            }
        }
        assert!(missing.is_empty(), "no catalogue text for: {missing:?}");
    }

    #[test]
    fn the_columns_wrap_beside_their_names() {
        let rows = vec![("--bid <N>".to_string(), "one two three four five six seven eight nine ten".to_string())];
        let text = columns(&rows, 40);
        assert_eq!(text, "  --bid <N>  one two three four five six\n             seven eight nine ten\n");
    }
}
