//! Guided entry: `kozyr deal` with no deal flags on a terminal asks for the current game's fields
//! one by one, checks each answer as it is typed, shows the resulting sheet row and asks for
//! confirmation before anything is written.
//!
//! The questions are the game's quick-entry flags, in the game's order, and the answers are the
//! very strings those flags would have received: they go through [`deal_from_flags`] and the game's
//! replay, so a deal asked for and a deal typed as flags meet the same validator.

use std::io::Write;

use inquire::ui::{Color, RenderConfig, Styled};
use inquire::validator::Validation;
use inquire::{Confirm, InquireError, Select, Text};
use serde_json::{Map, Value};

use super::context::{Ctx, Loaded};
use super::deal_input::name_flags;
use super::Failure;
use crate::games::{self, deal_from_flags, Entry, FlagValue, GameInfo, QuickFlag, Replay, RuleError};
use crate::i18n::{self, Arg, Lang, Msg};
use crate::msg;
use crate::report::{self, Layout};

/// Whether a person is there to answer: standard input and output are terminals.
pub fn available(ctx: &Ctx) -> bool {
    use std::io::IsTerminal;
    !ctx.json && ctx.out.terminal && std::io::stdin().is_terminal()
}

/// Asks for a deal of `loaded`'s game and returns its record, or `None` when the user declined to
/// record it. Esc or Ctrl-C stops with the `guided.cancelled` error: nothing is written.
pub fn ask(ctx: &Ctx, loaded: &Loaded) -> Result<Option<Value>, Failure> {
    let current = loaded.replay()?;
    let mut guide = Guide::new(ctx, loaded);
    guide.refuse_finished_match()?;
    guide.intro(&current);
    let flags = guide.info.flags;
    for i in 0..flags.len() {
        guide.ask_flag(i)?;
        guide.settle_early(i)?;
    }
    // The whole deal: an error is shown and the questions it names asked again; when it names
    // none, or answering them again did not settle it, the user chooses what to change.
    let mut last: Option<String> = None;
    loop {
        match guide.whole() {
            Ok((deal, replay)) => return guide.confirm(deal, &replay),
            Err(e) => {
                let mut named = guide.named(&e);
                if last.as_deref() == Some(e.rule.as_str()) {
                    named.clear();
                }
                guide.show_error(&e, &named);
                if named.is_empty() {
                    let i = guide.choose()?;
                    guide.ask_flag(i)?;
                } else {
                    for i in named {
                        guide.ask_flag(i)?;
                    }
                }
                last = Some(e.rule);
            }
        }
    }
}

/// Fields that hold a player's (or a team's) name, one or several, as typed after their flags.
const NAME_FIELDS: &[&str] = &[
    "dealer",
    "declarer",
    "leader",
    "first_trick",
    "last_trick",
    "valat",
    "spade_ace",
    "pamfil",
    "renege",
    "last_two",
    "passed",
];

/// What was answered to one question.
#[derive(Debug, Clone, Default)]
struct Answer {
    /// The question was put (an empty answer is an answer: the field is left out).
    asked: bool,
    /// The values the flag would have received, one per flag occurrence.
    values: Vec<String>,
    /// A switch answered yes.
    on: bool,
}

impl Answer {
    fn given(&self) -> bool {
        self.on || !self.values.is_empty()
    }
}

struct Guide<'c> {
    loaded: &'c Loaded,
    info: &'static GameInfo,
    layout: Layout,
    answers: Vec<Answer>,
    /// The names an answer may use: the players, then the teams.
    names: Vec<String>,
    stopped_mark: String,
}

impl<'c> Guide<'c> {
    fn new(ctx: &Ctx, loaded: &'c Loaded) -> Guide<'c> {
        let info = loaded.game.info();
        let layout = ctx.layout();
        let mut names = loaded.setup.players.clone();
        for team in loaded.setup.teams.iter().flatten() {
            if !names.contains(&team.name) {
                names.push(team.name.clone());
            }
        }
        let stopped_mark = layout.say(&msg!("guided-stopped-mark"));
        Guide { loaded, info, layout, answers: vec![Answer::default(); info.flags.len()], names, stopped_mark }
    }

    fn lang(&self) -> Lang {
        self.layout.lang
    }

    fn say(&self, m: &Msg) -> String {
        self.layout.say(m)
    }

    /// Writes the conversation where the prompts are written: standard error.
    fn print(&self, text: &str) {
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(text.as_bytes());
        if !text.ends_with('\n') {
            let _ = err.write_all(b"\n");
        }
        let _ = err.flush();
    }

    /// A match already won takes no deal: say so before asking anything.
    fn refuse_finished_match(&self) -> Result<(), Failure> {
        match self.replay_with(Map::new()) {
            Err(e) if e.rule == "match.finished" => Err(e.into()),
            _ => Ok(()),
        }
    }

    fn intro(&self, current: &Replay) {
        let game = Msg::new(format!("game-{}", self.info.id), vec![]);
        self.print(&self.say(&msg!("guided-intro", number = self.loaded.record.id, game = game)));
        if let Some(next) = &current.next {
            self.print(&self.say(&msg!("guided-next", next = next.clone())));
        }
        let examples = format!("deal-example-{}", self.info.id);
        if i18n::has(self.lang(), &examples) {
            self.print(&self.say(&msg!("guided-examples")));
            for line in self.say(&Msg::new(examples, vec![])).lines() {
                self.print(&format!("  {}", line.trim()));
            }
        }
        self.print("");
    }

    // -----------------------------------------------------------------------------------------
    // The questions
    // -----------------------------------------------------------------------------------------

    /// Asks question `i` (again, if it was answered: the previous answer is there to edit).
    fn ask_flag(&mut self, i: usize) -> Result<(), Failure> {
        let flag = &self.info.flags[i];
        let before = std::mem::take(&mut self.answers[i]);
        // A field another flag already fills (Belot's --by and --declarer) is asked once.
        let filled = self.info.flags.iter().zip(&self.answers).any(|(f, a)| f.field == flag.field && a.given());
        let mut answer = Answer { asked: true, ..Answer::default() };
        if !filled {
            let question = self.say(&Msg::new(flag.help, vec![]));
            match flag.value {
                FlagValue::Switch | FlagValue::Sets(_) => {
                    let help = self.say(&msg!(
                        "guided-help-plain",
                        flag = format!("--{}", flag.name),
                        enter = msg!("guided-form-switch")
                    ));
                    answer.on = self.yes_no(&question, Some(&help), before.on)?;
                }
                FlagValue::List | FlagValue::SideList => {
                    let mut k = 0;
                    loop {
                        let (q, enter) = if k == 0 {
                            (question.clone(), msg!("guided-enter-skip"))
                        } else {
                            (self.say(&msg!("guided-another", question = question.as_str())), msg!("guided-enter-done"))
                        };
                        let help = self.help(flag, self.form(flag), enter);
                        let v = self.text(flag, &q, &help, before.values.get(k).map(String::as_str))?;
                        if v.is_empty() {
                            break;
                        }
                        answer.values.push(v);
                        k += 1;
                    }
                }
                FlagValue::Text | FlagValue::Int | FlagValue::SideInts | FlagValue::Name | FlagValue::Names => {
                    let help = self.help(flag, self.form(flag), msg!("guided-enter-skip"));
                    let v = self.text(flag, &question, &help, before.values.first().map(String::as_str))?;
                    if !v.is_empty() {
                        answer.values.push(v);
                    }
                }
            }
        }
        self.answers[i] = answer;
        Ok(())
    }

    /// The line under a question: the flag, the form of the answer, what Enter does.
    fn help(&self, flag: &QuickFlag, form: Option<Msg>, enter: Msg) -> String {
        let name = format!("--{}", flag.name);
        self.say(&match form {
            Some(form) => msg!("guided-help", flag = name, form = form, enter = enter),
            None => msg!("guided-help-plain", flag = name, enter = enter),
        })
    }

    /// The form an answer to `flag` takes, where there is more to say than the flag's help does.
    fn form(&self, flag: &QuickFlag) -> Option<Msg> {
        let names = self.name_list();
        let holds_names = NAME_FIELDS.contains(&flag.field);
        Some(match flag.value {
            FlagValue::Text if holds_names => msg!("guided-form-name", names = names),
            FlagValue::Name => msg!("guided-form-name", names = names),
            FlagValue::List if holds_names => msg!("guided-form-names", names = names),
            FlagValue::Names => msg!("guided-form-names", names = names),
            FlagValue::Int => msg!("guided-form-number"),
            FlagValue::SideInts => msg!("guided-form-pairs", names = names),
            FlagValue::SideList => msg!("guided-form-side-list", names = names),
            FlagValue::List => msg!("guided-form-list"),
            _ => return None,
        })
    }

    /// A text answer, checked as it is typed: it must read as the flag's value and name only
    /// players (or teams) of the match. Empty leaves the field out.
    fn text(&self, flag: &QuickFlag, question: &str, help: &str, previous: Option<&str>) -> Result<String, Failure> {
        let check = |s: &str| -> Result<Validation, inquire::CustomUserError> {
            Ok(match self.check_answer(flag, s.trim()) {
                Some(problem) => Validation::Invalid(problem.into()),
                None => Validation::Valid,
            })
        };
        let empty = self.say(&msg!("guided-empty"));
        let shown = |s: &str| if s.trim().is_empty() { empty.clone() } else { s.trim().to_string() };
        let mut prompt = Text::new(question)
            .with_help_message(help)
            .with_validator(check)
            .with_formatter(&shown)
            .with_render_config(self.render());
        if let Some(p) = previous {
            prompt = prompt.with_initial_value(p);
        }
        Ok(prompt.prompt().map_err(|e| self.stopped(e))?.trim().to_string())
    }

    /// The match's names as a message list.
    fn name_list(&self) -> Vec<Msg> {
        self.names.iter().map(|n| msg!("guided-item", name = n)).collect()
    }

    /// What is wrong with `answer` to `flag`, in the reader's language, if anything.
    fn check_answer(&self, flag: &QuickFlag, answer: &str) -> Option<String> {
        if answer.is_empty() {
            return None;
        }
        if let Err(e) = deal_from_flags(self.info, &[(flag.name, vec![answer.to_string()])]) {
            return Some(self.say(&e.msg));
        }
        let names: Vec<&str> = match flag.value {
            FlagValue::Text if NAME_FIELDS.contains(&flag.field) => vec![answer],
            FlagValue::Name => vec![answer],
            FlagValue::List if NAME_FIELDS.contains(&flag.field) => answer.split(',').map(str::trim).collect(),
            FlagValue::Names => answer.split(',').map(str::trim).collect(),
            FlagValue::SideInts => answer
                .split(',')
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .filter_map(|p| p.split_once(['=', ':']).map(|(n, _)| n.trim()))
                .collect(),
            FlagValue::SideList => answer.split_once([':', '=']).map(|(n, _)| n.trim()).into_iter().collect(),
            _ => vec![],
        };
        names.into_iter().filter(|n| !n.is_empty()).find_map(|n| self.unknown_name(n))
    }

    /// Why `name` is no player (or team) of the match, with the closest one when there is one.
    fn unknown_name(&self, name: &str) -> Option<String> {
        let wanted = name.to_lowercase();
        if self.names.iter().any(|n| n.to_lowercase() == wanted) {
            return None;
        }
        // Close: a letter off, two off with the start in common (Боря, Борис), or the start typed.
        let close = |n: &str| {
            let n = n.to_lowercase();
            let d = distance(&wanted, &n);
            let common = wanted.chars().zip(n.chars()).take_while(|(a, b)| a == b).count();
            let typed = wanted.chars().count();
            let close = d <= 1 || (d <= 2 && common >= 2) || (typed >= 2 && n.starts_with(&wanted));
            close.then_some(d)
        };
        let closest = self.names.iter().filter_map(|n| close(n).map(|d| (d, n))).min_by_key(|&(d, _)| d);
        Some(self.say(&match closest {
            Some((_, guess)) => msg!("guided-name-guess", name = name, guess = guess),
            None => msg!("guided-name-unknown", name = name, names = self.name_list()),
        }))
    }

    fn yes_no(&self, question: &str, help: Option<&str>, default: bool) -> Result<bool, Failure> {
        // The reader's words, and the English ones, which every keyboard types.
        let words = |m: Msg| -> Vec<String> {
            [m.render(self.lang()), m.english()]
                .iter()
                .flat_map(|t| t.split(',').map(|w| w.trim().to_lowercase()).collect::<Vec<_>>())
                .collect()
        };
        let (yes_words, no_words) = (words(msg!("guided-yes-words")), words(msg!("guided-no-words")));
        let parse = |s: &str| -> Result<bool, ()> {
            let s = s.trim().to_lowercase();
            if yes_words.contains(&s) {
                Ok(true)
            } else if no_words.contains(&s) {
                Ok(false)
            } else {
                Err(())
            }
        };
        let (yes, no) = (self.say(&msg!("guided-yes")), self.say(&msg!("guided-no")));
        let shown = |b: bool| if b { yes.clone() } else { no.clone() };
        let hint = |b: bool| self.say(&if b { msg!("guided-default-yes") } else { msg!("guided-default-no") });
        let invalid = self.say(&msg!("guided-yes-no-invalid", yes = yes.as_str(), no = no.as_str()));
        let mut prompt = Confirm::new(question);
        if let Some(help) = help {
            prompt = prompt.with_help_message(help);
        }
        prompt
            .with_default(default)
            .with_parser(&parse)
            .with_formatter(&shown)
            .with_default_value_formatter(&hint)
            .with_error_message(&invalid)
            .with_render_config(self.render())
            .prompt()
            .map_err(|e| self.stopped(e))
    }

    /// The prompts' look: colour only where the output has it, and our own word for a stopped one.
    fn render(&self) -> RenderConfig<'_> {
        let base = if self.layout.color { RenderConfig::default_colored() } else { RenderConfig::empty() };
        let mark = Styled::new(self.stopped_mark.as_str());
        base.with_canceled_prompt_indicator(if self.layout.color { mark.with_fg(Color::DarkRed) } else { mark })
    }

    /// Esc or Ctrl-C: the user stopped; anything else went wrong with the terminal.
    fn stopped(&self, e: InquireError) -> Failure {
        match e {
            InquireError::OperationCanceled | InquireError::OperationInterrupted => {
                Failure::Rule(RuleError::new("guided.cancelled", msg!("guided-cancelled")))
            }
            InquireError::IO(e) => Failure::Internal(e.into()),
            other => Failure::Internal(anyhow::anyhow!("{other}")),
        }
    }

    // -----------------------------------------------------------------------------------------
    // The deal so far, through the game's own validation
    // -----------------------------------------------------------------------------------------

    /// The flags as they would have been typed, in the game's order.
    fn given(&self) -> Vec<(&'static str, Vec<String>)> {
        self.info
            .flags
            .iter()
            .zip(&self.answers)
            .filter(|(_, a)| a.given())
            .map(|(f, a)| (f.name, if a.on { vec![] } else { a.values.clone() }))
            .collect()
    }

    fn replay_with(&self, deal: Map<String, Value>) -> Result<Replay, RuleError> {
        let mut entries = self.loaded.entries.clone();
        entries.push(Entry::Deal(Value::Object(deal)));
        games::replay(self.loaded.game, &self.loaded.setup, &entries)
    }

    /// The whole deal as answered, validated against the match.
    fn whole(&self) -> Result<(Value, Replay), RuleError> {
        let deal = deal_from_flags(self.info, &self.given())?;
        let replay = self.replay_with(deal.clone())?;
        Ok((Value::Object(deal), replay))
    }

    /// After question `upto`: an error the answers so far already make (points that do not add
    /// up) is shown at once and its questions asked again. An error about a field left empty, or
    /// about a field a question still to come fills, waits for the end: a later answer may settle
    /// it (Belot's --all-pass needs no contract).
    fn settle_early(&mut self, upto: usize) -> Result<(), Failure> {
        loop {
            let Err(e) = self.whole() else { return Ok(()) };
            let fields = self.named_fields(&e);
            let flags = self.info.flags;
            let ready = !fields.is_empty()
                && fields.iter().all(|&f| {
                    let mut fill = flags.iter().enumerate().filter(|(_, g)| g.field == f);
                    fill.all(|(j, _)| j <= upto) && self.given_field(f)
                });
            if !ready {
                return Ok(());
            }
            let named = self.named(&e);
            self.show_error(&e, &named);
            for j in named {
                self.ask_flag(j)?;
            }
        }
    }

    fn given_field(&self, field: &str) -> bool {
        self.info.flags.iter().zip(&self.answers).any(|(f, a)| f.field == field && a.given())
    }

    /// The fields an error is about, of those the game's flags fill: the fields its message names,
    /// and the fields or flags its rule id names (`thousand.points.sum` is about `points`).
    fn named_fields(&self, e: &RuleError) -> Vec<&'static str> {
        let mut cited = vec![];
        collect_fields(&e.msg, &mut cited);
        let words: Vec<&str> = e.rule.split(['.', '-']).collect();
        let mut out: Vec<&'static str> = vec![];
        for f in self.info.flags {
            let hit = cited.iter().any(|x| x == f.field) || words.iter().any(|w| *w == f.field || *w == f.name);
            if hit && !out.contains(&f.field) {
                out.push(f.field);
            }
        }
        out
    }

    /// The questions to ask again for an error: for each field it is about, the flag that was
    /// answered for it (else the first that fills it: Belot's --by before --declarer).
    fn named(&self, e: &RuleError) -> Vec<usize> {
        let flags = self.info.flags;
        let mut out = vec![];
        for field in self.named_fields(e) {
            let answered = flags.iter().zip(&self.answers).position(|(g, a)| g.field == field && a.given());
            if let Some(i) = answered.or_else(|| flags.iter().position(|g| g.field == field)) {
                if !out.contains(&i) {
                    out.push(i);
                }
            }
        }
        out.sort_unstable();
        out
    }

    fn show_error(&self, e: &RuleError, named: &[usize]) {
        let mut e = match name_flags(Failure::Rule(e.clone()), self.info, None) {
            Failure::Rule(e) => e,
            Failure::Internal(_) => e.clone(),
        };
        e.entry = None;
        let line = e.line(self.lang());
        let line = if self.layout.color { format!("\x1b[31m{line}\x1b[0m") } else { line };
        self.print(&self.layout.plain(&line));
        if !named.is_empty() {
            let flags: Vec<Msg> =
                named.iter().map(|&i| msg!("guided-item", name = format!("--{}", self.info.flags[i].name))).collect();
            self.print(&self.say(&msg!("guided-fix", flags = flags)));
        }
    }

    /// Asks which answer to change when an error names none of them.
    fn choose(&self) -> Result<usize, Failure> {
        let flags = self.info.flags;
        // A flag whose field another flag's answer fills is not offered: that one is.
        let twin_given = |i: usize| {
            flags
                .iter()
                .zip(&self.answers)
                .enumerate()
                .any(|(j, (g, a))| j != i && g.field == flags[i].field && a.given())
        };
        let asked: Vec<usize> = (0..self.answers.len()).filter(|&i| self.answers[i].asked && !twin_given(i)).collect();
        let mut options: Vec<String> = asked
            .iter()
            .map(|&i| {
                let a = &self.answers[i];
                let answer = if a.on {
                    self.say(&msg!("guided-yes"))
                } else if a.values.is_empty() {
                    self.say(&msg!("guided-empty"))
                } else {
                    a.values.join(" ")
                };
                let flag = format!("--{}", self.info.flags[i].name);
                self.say(&msg!("guided-choose-field", flag = flag, answer = answer))
            })
            .collect();
        options.push(self.say(&msg!("guided-choose-stop")));
        let question = self.say(&msg!("guided-choose"));
        let help = self.say(&msg!("guided-choose-help"));
        let options_len = options.len();
        let chosen = Select::new(&question, options)
            .with_help_message(&help)
            .without_filtering()
            .with_page_size(options_len)
            .with_render_config(self.render())
            .raw_prompt()
            .map_err(|e| self.stopped(e))?;
        asked.get(chosen.index).copied().ok_or_else(|| self.stopped(InquireError::OperationCanceled))
    }

    // -----------------------------------------------------------------------------------------
    // Before anything is written
    // -----------------------------------------------------------------------------------------

    /// Shows the row the deal makes, what it is as flags, and asks whether to record it.
    fn confirm(&self, deal: Value, replay: &Replay) -> Result<Option<Value>, Failure> {
        let Some(row) = replay.rows.last() else { return Ok(None) };
        self.print("");
        self.print(&self.say(&msg!("guided-preview")));
        self.print(&report::explain(replay, row, None, &self.layout));
        self.print(&self.say(&msg!("guided-as-flags")));
        self.print(&self.layout.plain(&format!("  {}", self.command_line())));
        self.print("");
        let question = self.say(&msg!("guided-confirm"));
        if self.yes_no(&question, None, true)? {
            Ok(Some(deal))
        } else {
            Ok(None)
        }
    }

    /// `kozyr deal` with the flags that give the same deal.
    fn command_line(&self) -> String {
        let mut line = String::from("kozyr deal");
        for (name, values) in self.given() {
            if values.is_empty() {
                line.push_str(&format!(" --{name}"));
            }
            for v in values {
                line.push_str(&format!(" --{name} {}", quote(&v)));
            }
        }
        line
    }
}

/// The deal-record fields a message names (nested messages included).
fn collect_fields(m: &Msg, out: &mut Vec<String>) {
    for (_, a) in &m.args {
        match a {
            Arg::Field(f) => out.push(f.clone()),
            Arg::Msg(inner) => collect_fields(inner, out),
            Arg::List(ms) => ms.iter().for_each(|m| collect_fields(m, out)),
            _ => {}
        }
    }
}

/// A value as a shell reads it: quoted when it holds a space or a character the shell treats
/// specially.
fn quote(v: &str) -> String {
    let plain = !v.is_empty() && v.chars().all(|c| c.is_alphanumeric() || "-_=,:.+/@%♠♥♦♣".contains(c));
    if plain {
        v.to_string()
    } else {
        format!("'{}'", v.replace('\'', r"'\''"))
    }
}

/// The edit distance between two names, by characters.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for j in 0..b.len() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != b[j])).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::{distance, quote};

    #[test]
    fn names_a_letter_apart_are_close() {
        assert_eq!(distance("борис", "борис"), 0);
        assert_eq!(distance("боря", "борис"), 2);
        assert_eq!(distance("", "аня"), 3);
    }

    #[test]
    fn values_with_spaces_are_quoted_for_the_shell() {
        assert_eq!(quote("Аня=22,Борис=75"), "Аня=22,Борис=75");
        assert_eq!(quote("Анна Мария"), "'Анна Мария'");
        assert_eq!(quote("it's"), r"'it'\''s'");
    }
}
