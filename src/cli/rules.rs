//! `kozyr rules [GAME] [TOPIC]`: the game's page from docs/ in the reader's language (or English,
//! saying so), its options with their defaults, its quick-entry flags and rule ids — the same
//! texts the docs hold. Rendered for a terminal and paged there; Markdown when piped.

use clap::Args;
use serde_json::{json, Map, Value};

use super::context::Ctx;
use super::markdown::{self, table};
use super::Failure;
use crate::games::{self, Game, GameInfo};
use crate::i18n::{render_id, Lang, Msg};
use crate::msg;

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The game (omit to list the games).
    #[arg(value_name = "GAME")]
    pub game: Option<String>,
    /// A topic: options, flags, ids, a rule id, or any word of the rules.
    #[arg(value_name = "TOPIC")]
    pub topic: Option<String>,
}

/// A piece of what `rules` prints: Markdown as written, or a listing that is a table on a
/// terminal and aligned lines (an indented Markdown code block) elsewhere.
enum Part {
    Md(String),
    List { title: String, header: Vec<String>, rows: Vec<Vec<String>>, plain: Vec<String> },
}

fn markdown(parts: &[Part], rendered: bool) -> String {
    let mut out: Vec<String> = vec![];
    for p in parts {
        match p {
            Part::Md(t) => out.push(t.trim_end().to_string()),
            Part::List { title, header, rows, plain } => {
                let body = if rendered {
                    table(header, rows)
                } else {
                    plain.iter().map(|l| format!("    {l}\n")).collect::<String>()
                };
                out.push(format!("## {title}\n\n{}", body.trim_end()));
            }
        }
    }
    out.join("\n\n") + "\n"
}

fn options(game: &dyn Game, lang: Lang) -> (Part, Value) {
    let defaults = game.default_options();
    let label = render_id(lang, "cli-rules-default");
    let mut json = Map::new();
    let (mut rows, mut plain) = (vec![], vec![]);
    for o in game.info().options {
        let d = defaults.get(o.name).cloned().unwrap_or(Value::Null);
        let help = render_id(lang, o.help);
        // An option without a default is off until set.
        let shown = if d.is_null() { "—".to_string() } else { d.to_string() };
        plain.push(format!("{:<24} {label} {shown:<6} {help}", o.name));
        rows.push(vec![format!("`{}`", o.name), shown, help.clone()]);
        json.insert(o.name.into(), json!({"default": d, "help": help}));
    }
    let header = ["cli-rules-option-column", "cli-rules-default-column", "cli-rules-meaning-column"];
    let title = render_id(lang, "cli-rules-options-heading");
    (Part::List { title, header: header.map(|h| render_id(lang, h)).to_vec(), rows, plain }, Value::Object(json))
}

fn flags(info: &GameInfo, lang: Lang) -> Part {
    let (mut rows, mut plain) = (vec![], vec![]);
    for f in info.flags {
        let value =
            super::deal_input::flag_value_name(f.value).map(|v| format!(" {}", render_id(lang, v))).unwrap_or_default();
        let help = render_id(lang, f.help);
        plain.push(format!("{:<24} {help}", format!("--{}{value}", f.name)));
        rows.push(vec![format!("`--{}{value}`", f.name), help]);
    }
    let header = ["cli-rules-flag-column", "cli-rules-meaning-column"].map(|h| render_id(lang, h)).to_vec();
    Part::List { title: render_id(lang, "cli-rules-flags-heading"), header, rows, plain }
}

fn ids(info: &GameInfo, lang: Lang) -> Part {
    let what = |id: &str| GameInfo::rule_doc(id).render(lang);
    let plain = info.rule_ids.iter().map(|id| format!("{id:<36} {}", what(id))).collect();
    let rows = info.rule_ids.iter().map(|id| vec![format!("`{id}`"), what(id)]).collect();
    let header = ["cli-rules-id-column", "cli-rules-meaning-column"].map(|h| render_id(lang, h)).to_vec();
    Part::List { title: render_id(lang, "cli-rules-ids-heading"), header, rows, plain }
}

/// The example command lines the game's catalogue gives, as a code block.
fn examples(info: &GameInfo, lang: Lang) -> Option<Part> {
    let lines: Vec<String> = ["new-example-", "deal-example-"]
        .iter()
        .map(|p| format!("{p}{}", info.id))
        .filter(|id| crate::i18n::has(Lang::En, id))
        .flat_map(|id| render_id(lang, id).lines().map(|l| l.trim().to_string()).collect::<Vec<_>>())
        .filter(|l| !l.is_empty())
        .collect();
    (!lines.is_empty())
        .then(|| Part::Md(format!("## {}\n\n```\n{}\n```", render_id(lang, "cli-heading-examples"), lines.join("\n"))))
}

/// Whether `topic` is the keyword `id` names, in any language.
fn keyword(topic: &str, id: &'static str) -> bool {
    Lang::ALL.iter().any(|l| render_id(*l, id).to_lowercase() == topic)
}

fn list_games(ctx: &Ctx) -> Result<(), Failure> {
    let lang = ctx.lang();
    let (mut rows, mut plain) = (vec![], vec![]);
    for g in games::all() {
        let i = g.info();
        // The reader's name first, then the others.
        let others = Lang::ALL.into_iter().filter(|l| l.catalogue() != lang.catalogue()).map(|l| i.name(l));
        let names = std::iter::once(i.name(lang)).chain(others).collect::<Vec<_>>().join(" / ");
        plain.push(format!("{:<14} {names}", i.id));
        rows.push(vec![format!("`{}`", i.id), names]);
    }
    let header = ["cli-rules-game-column", "cli-rules-name-column"].map(|h| render_id(lang, h)).to_vec();
    let parts = [
        Part::List { title: render_id(lang, "cli-rules-games-heading"), header, rows, plain },
        Part::Md(render_id(lang, "cli-rules-read-one")),
    ];
    if ctx.json {
        return ctx.emit("", || json!(games::all().iter().map(|g| g.info().id).collect::<Vec<_>>()));
    }
    markdown::show(ctx.out, &markdown(&parts, markdown::rendered(ctx.out)))
}

/// The sections of the game's pages that mention `word`: the reader's page first; failing that,
/// the other languages' pages, saying which one answered.
fn find(info: &GameInfo, lang: Lang, page: &str, word: &str) -> Option<Vec<Part>> {
    let found = markdown::search(page, word);
    if !found.is_empty() {
        return Some(found.into_iter().map(Part::Md).collect());
    }
    for other in Lang::ALL {
        let Some(text) = crate::i18n::page(other, info.id) else { continue };
        if text == page {
            continue;
        }
        let found = markdown::search(text, word);
        if !found.is_empty() {
            let note = match other {
                Lang::Ru => msg!("cli-rules-found-on-ru", topic = word),
                Lang::Bg => msg!("cli-rules-found-on-bg", topic = word),
                _ => msg!("cli-rules-found-on-en", topic = word),
            };
            let mut parts = vec![Part::Md(format!("*{}*", note.render(lang)))];
            parts.extend(found.into_iter().map(Part::Md));
            return Some(parts);
        }
    }
    None
}

pub fn run(ctx: &Ctx, a: RulesArgs) -> Result<(), Failure> {
    let Some(name) = a.game else {
        return list_games(ctx);
    };
    let game = games::find(&name)?;
    let info = game.info();
    let lang = ctx.lang();
    let (page, page_lang) = info.page(lang);
    let (opt_part, opt_json) = options(game, lang);
    let mut parts = vec![];
    // Said before anything read from the page (the listings come from the catalogues).
    let note = (page_lang != lang && lang != Lang::Pseudo)
        .then(|| Part::Md(format!("*{}*", render_id(lang, "cli-rules-page-in-english"))));
    let topic = a.topic.as_deref().map(|t| t.trim().to_lowercase());
    match topic.as_deref() {
        None => {
            parts.extend(note);
            parts.push(Part::Md(page.to_string()));
            parts.push(opt_part);
            parts.push(flags(info, lang));
            parts.extend(examples(info, lang));
        }
        Some(t) if keyword(t, "cli-rules-topic-options") => parts.push(opt_part),
        Some(t) if keyword(t, "cli-rules-topic-flags") => {
            parts.push(flags(info, lang));
            parts.extend(examples(info, lang));
        }
        Some(t) if keyword(t, "cli-rules-topic-ids") => parts.push(ids(info, lang)),
        Some(t) => {
            let rule = info.rule_ids.iter().find(|id| id.to_lowercase() == t);
            if let Some(id) = rule {
                parts.push(Part::Md(format!("{id}: {}", GameInfo::rule_doc(id).render(lang))));
            }
            match find(info, lang, page, t) {
                Some(found) => {
                    parts.extend(note);
                    parts.extend(found);
                }
                None if rule.is_some() => {}
                None => {
                    let titles: Vec<String> =
                        markdown::sections(page).iter().skip(1).map(|s| s.title().to_string()).collect();
                    return Err(Failure::input(
                        "rules.topic",
                        msg!(
                            "cli-rules-topic-unknown",
                            game = Msg::new(format!("game-{}", info.id), vec![]),
                            topic = t,
                            sections = titles.join(", ")
                        ),
                    ));
                }
            }
        }
    }
    let what = |id: &str| GameInfo::rule_doc(id).render(lang);
    if ctx.json {
        let text = markdown(&parts, false);
        return ctx.emit("", || {
            json!({
                "game": info.id,
                "names": Lang::ALL.map(|l| info.name(l)),
                "options": opt_json,
                "flags": info.flags.iter().map(|f| json!({"flag": f.name, "field": f.field, "help": render_id(lang, f.help)})).collect::<Vec<_>>(),
                "rule_ids": info.rule_ids.iter().map(|id| ((*id).to_string(), Value::from(what(id)))).collect::<Map<String, Value>>(),
                "text": text,
            })
        });
    }
    markdown::show(ctx.out, &markdown(&parts, markdown::rendered(ctx.out)))
}
