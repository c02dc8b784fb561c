//! `kozyr completions SHELL` and `kozyr man [COMMAND]`: a shell completion script and the manual
//! page (roff), both made from the same command line as the help and in the same language.

use clap::{Args, Command};
use clap_complete::Shell;

use super::context::{stdout, Ctx};
use super::help::{command, command_names, Purpose};
use super::{usage, Failure};
use crate::i18n::{render_id, Lang};

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// bash, zsh, fish or powershell.
    #[arg(value_name = "SHELL")]
    pub shell: Shell,
}

#[derive(Debug, Args)]
pub struct ManArgs {
    /// Only this command's page.
    #[arg(value_name = "COMMAND")]
    pub command: Option<String>,
}

/// Prints the completion script: every command, option and quick-entry flag, with their help in
/// the chosen language where the shell shows it (zsh, fish, PowerShell).
pub fn run(ctx: &Ctx, a: CompletionsArgs) -> Result<(), Failure> {
    let mut cmd = command(ctx.lang(), Purpose::Document);
    let mut out = Vec::new();
    clap_complete::generate(a.shell, &mut cmd, "kozyr", &mut out);
    stdout(&String::from_utf8_lossy(&out))
}

/// The manual page of kozyr — every command with its options after the overview — or of one
/// command, in roff.
pub fn man(ctx: &Ctx, a: ManArgs) -> Result<(), Failure> {
    let lang = ctx.lang();
    let mut cmd = command(lang, Purpose::Document);
    cmd.build();
    let page = match a.command.as_deref() {
        None => {
            let mut page = render(&cmd, lang)?;
            for name in command_names(&cmd) {
                if let Some(sub) = cmd.find_subcommand(&name) {
                    page.push_str(&section(sub, lang)?);
                }
            }
            page
        }
        Some(name) => {
            let Some(sub) = cmd.get_subcommands().find(|c| c.get_name() == name) else {
                return Err(usage::unknown_command(name));
            };
            let mut sub = sub.clone().name(format!("kozyr-{name}")).bin_name(format!("kozyr {name}"));
            sub.build();
            render(&sub, lang)?
        }
    };
    stdout(&page)
}

/// A whole page for `cmd`, its section titles in `lang`.
fn render(cmd: &Command, lang: Lang) -> Result<String, Failure> {
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd.clone()).source(format!("kozyr {}", env!("CARGO_PKG_VERSION"))).render(&mut out)?;
    Ok(titles(&String::from_utf8_lossy(&out), lang))
}

/// One command as a section of kozyr's page: its description, usage and options.
fn section(cmd: &Command, lang: Lang) -> Result<String, Failure> {
    let man = clap_mangen::Man::new(cmd.clone());
    let mut out = Vec::new();
    man.render_synopsis_section(&mut out)?;
    man.render_description_section(&mut out)?;
    man.render_options_section(&mut out)?;
    let text = String::from_utf8_lossy(&out);
    // The command's parts become subsections under a section named after it.
    let name = cmd.get_bin_name().unwrap_or_else(|| cmd.get_name());
    let mut page = format!(".SH \"{}\"\n", name.to_uppercase());
    for line in titles(&text, lang).lines() {
        match line.strip_prefix(".SH ") {
            Some(title) => page.push_str(&format!(".SS {title}\n")),
            None => {
                page.push_str(line);
                page.push('\n');
            }
        }
    }
    Ok(page)
}

/// clap_mangen writes its section titles in English.
fn titles(roff: &str, lang: Lang) -> String {
    let map = [
        ("NAME", "cli-man-name"),
        ("SYNOPSIS", "cli-man-synopsis"),
        ("DESCRIPTION", "cli-man-description"),
        ("OPTIONS", "cli-man-options"),
        ("SUBCOMMANDS", "cli-man-commands"),
        ("EXTRA", "cli-man-extra"),
        ("VERSION", "cli-man-version"),
    ];
    let mut out = String::new();
    for line in roff.lines() {
        // Every title in capitals, as man pages have them; the ones clap_mangen writes in English
        // from the catalogue.
        let replaced = line.strip_prefix(".SH ").map(|t| {
            let t = t.trim_matches('"');
            let title =
                map.iter().find(|(en, _)| *en == t).map_or_else(|| t.to_string(), |(_, id)| render_id(lang, *id));
            format!(".SH \"{}\"", title.to_uppercase())
        });
        out.push_str(replaced.as_deref().unwrap_or(line));
        out.push('\n');
    }
    out
}
