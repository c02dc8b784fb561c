//! `kozyr rules [GAME] [TOPIC]`: the game's page from docs/, its options with their defaults,
//! its quick-entry flags and rule ids — the same texts the docs hold.

use clap::Args;
use serde_json::{json, Map, Value};

use super::context::Ctx;
use super::Failure;
use crate::games::{self, Game, GameInfo};
use crate::i18n::{render_id, Lang};

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The game id (omit to list the games).
    pub game: Option<String>,
    /// A topic: options, flags, ids, or a word from a section heading (barrel, bolts, marriage…).
    pub topic: Option<String>,
}

fn options_text(game: &dyn Game, lang: Lang) -> Result<(String, Value), Failure> {
    let defaults = game.default_options();
    let mut text = String::from("Options (kozyr new … --option NAME=VALUE):\n");
    let mut json = Map::new();
    for o in game.info().options {
        let d = defaults.get(o.name).cloned().unwrap_or(Value::Null);
        let help = render_id(lang, o.help);
        text.push_str(&format!("  {:<24} default {:<6} {help}\n", o.name, d.to_string()));
        json.insert(o.name.into(), json!({"default": d, "help": help}));
    }
    Ok((text, Value::Object(json)))
}

/// The sections of a markdown page whose `##` heading mentions `topic`.
fn section(page: &str, topic: &str) -> Option<String> {
    let topic = topic.to_lowercase();
    let mut out = String::new();
    let mut inside = false;
    for line in page.lines() {
        if line.starts_with("## ") {
            inside = line.to_lowercase().contains(&topic);
        }
        if inside {
            out.push_str(line);
            out.push('\n');
        }
    }
    (!out.is_empty()).then_some(out)
}

pub fn run(ctx: &Ctx, a: RulesArgs) -> Result<(), Failure> {
    let Some(id) = a.game else {
        let mut text = String::from("Games:\n");
        for g in games::all() {
            let i = g.info();
            let [en, ru, bg] = Lang::ALL.map(|l| i.name(l));
            text.push_str(&format!("  {:<14} {en} / {ru} / {bg}\n", i.id));
        }
        text.push_str("Read one with `kozyr rules GAME [TOPIC]`.\n");
        ctx.emit(&text, || json!(games::all().iter().map(|g| g.info().id).collect::<Vec<_>>()))?;
        return Ok(());
    };
    let game = games::find(&id)?;
    let info = game.info();
    let lang = ctx.lang();
    let (opt_text, opt_json) = options_text(game, lang)?;
    let page = info.page(lang).0;
    let flags_text =
        info.flags.iter().map(|f| format!("  --{:<12} {}\n", f.name, render_id(lang, f.help))).collect::<String>();
    let what = |id: &str| GameInfo::rule_doc(id).render(lang);
    let ids_text = info.rule_ids.iter().map(|id| format!("  {id:<36} {}\n", what(id))).collect::<String>();
    let text = match a.topic.as_deref().map(str::to_lowercase).as_deref() {
        None => format!("{page}\n{opt_text}\nQuick entry (kozyr deal …):\n{flags_text}"),
        Some("options") => opt_text,
        Some("flags") => format!("Quick entry (kozyr deal …):\n{flags_text}"),
        Some("ids") => format!("Rule ids:\n{ids_text}"),
        Some(t) => match info.rule_ids.iter().find(|id| **id == t) {
            Some(id) => format!(
                "{id}: {}\n{}",
                what(id),
                section(page, id.rsplit('.').nth(1).unwrap_or(id)).unwrap_or_default()
            ),
            None => section(page, t).ok_or_else(|| {
                Failure::input(
                    "rules.topic",
                    format!("no section of the {} rules mentions \"{t}\"; try options, flags, ids", info.id),
                )
            })?,
        },
    };
    ctx.emit(&text, || {
        json!({
            "game": info.id,
            "names": Lang::ALL.map(|l| info.name(l)),
            "options": opt_json,
            "flags": info.flags.iter().map(|f| json!({"flag": f.name, "field": f.field, "help": render_id(lang, f.help)})).collect::<Vec<_>>(),
            "rule_ids": info.rule_ids.iter().map(|id| ((*id).to_string(), Value::from(what(id)))).collect::<Map<String, Value>>(),
            "text": text,
        })
    })?;
    Ok(())
}
