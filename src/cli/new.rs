//! `kozyr new GAME --players …`: validates players, teams and options, then creates the match.

use chrono::Utc;
use clap::Args;
use serde_json::{json, Map, Value};

use super::context::Ctx;
use super::{match_opt, Failure};
use crate::games::{self, Replay};
use crate::i18n::Msg;
use crate::ledger::NewMatch;
use crate::msg;

#[derive(Debug, Args)]
pub struct NewArgs {
    /// The game id: thousand, …
    pub game: String,
    /// Players in seat order, in the direction of play from the first dealer: Аня,Борис,Вера.
    /// A team game may give only its teams; the game seats them (partners opposite).
    #[arg(long, value_delimiter = ',', required_unless_present = "teams")]
    pub players: Vec<String>,
    /// A team: NAME=PLAYER,PLAYER (partnership games; repeat per team).
    #[arg(long = "team", value_name = "NAME=PLAYERS")]
    pub teams: Vec<String>,
    /// An option: NAME=VALUE (repeat), e.g. barrel_at=880.
    #[arg(long = "option", short = 'o', value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// A name for the match, usable instead of its number.
    #[arg(long)]
    pub name: Option<String>,
}

/// `NAME=VALUE` pairs into an options object; values are read as JSON (numbers, true/false),
/// else taken as text.
pub fn parse_options(given: &[String]) -> Result<Map<String, Value>, Failure> {
    let mut m = Map::new();
    for o in given {
        let (k, v) = o
            .split_once('=')
            .ok_or_else(|| Failure::input("match.option.syntax", msg!("cli-new-option-syntax", option = o.as_str())))?;
        let value = serde_json::from_str(v.trim()).unwrap_or_else(|_| Value::from(v.trim()));
        if m.insert(k.trim().to_string(), value).is_some() {
            return Err(Failure::input("match.option.syntax", msg!("cli-new-option-twice", name = k.trim())));
        }
    }
    Ok(m)
}

fn parse_teams(given: &[String]) -> Result<Option<Map<String, Value>>, Failure> {
    if given.is_empty() {
        return Ok(None);
    }
    let mut m = Map::new();
    for t in given {
        let (name, members) = t
            .split_once('=')
            .ok_or_else(|| Failure::input("match.teams.syntax", msg!("cli-new-team-syntax", team = t.as_str())))?;
        let members: Vec<Value> = members.split(',').map(|p| Value::from(p.trim())).collect();
        if m.insert(name.trim().to_string(), Value::Array(members)).is_some() {
            let text = msg!("match-players-duplicate", name = games::shown(name.trim()));
            return Err(Failure::input("match.players.duplicate", text));
        }
    }
    Ok(Some(m))
}

pub fn run(ctx: &Ctx, a: NewArgs) -> Result<(), Failure> {
    let game = games::find(&a.game)?;
    // Names are stored NFC-normalised (é one code point, not e and an accent).
    let players: Vec<String> = a.players.iter().map(|p| games::nfc(p)).collect();
    let teams = parse_teams(&a.teams)?.map(|t| games::nfc_teams(&t)).transpose()?;
    let name = a.name.as_deref().map(games::nfc);
    match_opt::check_name(name.as_deref())?;
    let options = parse_options(&a.options)?;
    let setup = game.setup(&players, teams.as_ref(), &options)?;
    games::check_names(&setup, name.as_deref())?;
    let replay: Replay = games::replay(game, &setup, &[])?;
    let mut ledger = ctx.create()?;
    let record = ledger.create_match(
        &NewMatch {
            game: game.info().id.to_string(),
            name,
            options: setup.options.clone(),
            players: setup.players.clone(),
            teams: teams.map(Value::Object),
            lang: ctx.choice.flag.map(|l| l.code().to_string()),
        },
        Utc::now(),
        &crate::report::standing(&replay),
    )?;
    let lang = ctx.lang();
    let options = setup
        .options
        .as_object()
        .map(|o| o.iter().filter(|(_, v)| !v.is_null()).map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" "))
        .unwrap_or_default();
    // The same title and "next" line the sheet prints, so a match reads the same from its start.
    let game_name = Msg::new(format!("game-{}", game.info().id), vec![]);
    let players = setup.players.join(", ");
    let title = match &record.name {
        Some(name) => msg!("sheet-title-named", id = record.id, name = name, game = game_name, players = players),
        None => msg!("sheet-title", id = record.id, game = game_name, players = players),
    };
    let mut human = title.render(lang);
    human.push('\n');
    human.push_str(&msg!("cli-new-options", options = options).render(lang));
    human.push('\n');
    if let Some(next) = &replay.next {
        human.push_str(&msg!("sheet-next", next = next.clone()).render(lang));
    }
    human.push('\n');
    ctx.emit(&human, || {
        json!({"match": record.id, "game": game.info().id, "name": record.name, "players": setup.players,
               "options": setup.options, "next": replay.next.as_ref().map(|m| m.render(ctx.lang()))})
    })?;
    Ok(())
}
