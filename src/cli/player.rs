//! `kozyr player list | rename OLD NEW | merge FROM --into TO`: players are the same person across
//! matches. A rename or a merge appends a player entry and never edits the past: every match keeps
//! the names it was recorded with, and is found under the person's name now.

use std::collections::BTreeSet;

use chrono::Utc;
use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::context::Ctx;
use super::Failure;
use crate::games::{self, check_reason};
use crate::ledger::{NameMatch, PlayerBook, PlayerChange};
use crate::msg;
use crate::report::{self, PersonLine};

#[derive(Debug, Args)]
pub struct PlayerArgs {
    #[command(subcommand)]
    pub command: PlayerCmd,
}

#[derive(Debug, Subcommand)]
pub enum PlayerCmd {
    /// Every person: current name, earlier names, merged players, matches played.
    List,
    /// Give a person a new name from now on.
    Rename(RenameArgs),
    /// Make a player one person with another.
    Merge(MergeArgs),
}

#[derive(Debug, Args)]
pub struct RenameArgs {
    /// The player's name, now or before.
    #[arg(value_name = "OLD")]
    pub old: String,
    /// The new name.
    #[arg(value_name = "NEW")]
    pub new: String,
    /// Why, kept with the entry.
    #[arg(long)]
    pub reason: Option<String>,
}

#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The player who is found to be someone else.
    #[arg(value_name = "FROM")]
    pub from: String,
    /// The person they are.
    #[arg(long, value_name = "TO")]
    pub into: String,
    /// Why, kept with the entry.
    #[arg(long)]
    pub reason: Option<String>,
}

pub fn run(ctx: &Ctx, a: PlayerArgs) -> Result<(), Failure> {
    match a.command {
        PlayerCmd::List => list(ctx),
        PlayerCmd::Rename(r) => rename(ctx, &r),
        PlayerCmd::Merge(m) => merge(ctx, &m),
    }
}

fn list(ctx: &Ctx) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let book = ledger.player_book()?;
    let seated = ledger.seated()?;
    let people: Vec<PersonLine> = book
        .people()
        .map(|p| {
            let matches: BTreeSet<i64> =
                book.players_of(&[p.id]).iter().filter_map(|q| seated.get(q)).flatten().copied().collect();
            PersonLine {
                id: p.id,
                name: p.name.clone(),
                former_names: book.former_names(p.id),
                merged: book.merged_into(p.id).iter().map(|m| m.name.clone()).collect(),
                matches: matches.len(),
            }
        })
        .collect();
    let human = report::players_table(&people, &ctx.layout());
    ctx.emit(&human, || serde_json::to_value(&people).unwrap_or(Value::Null))
}

/// What a typed name resolved to: the person, and whether the name is a merged player's.
struct Found {
    person: i64,
    merged_player: bool,
}

/// The person `typed` means, or the refusal: nobody, or several people.
fn find(book: &PlayerBook, typed: &str) -> Result<Found, Failure> {
    match book.resolve(typed) {
        NameMatch::Current(person) => Ok(Found { person, merged_player: false }),
        NameMatch::Former { person, player } => {
            let merged_player = book.player(player).is_some_and(|p| p.merged_into.is_some());
            Ok(Found { person, merged_player })
        }
        NameMatch::Ambiguous(people) => {
            let names: Vec<String> = people.iter().filter_map(|p| book.player(*p)).map(|p| p.name.clone()).collect();
            Err(Failure::input(
                "player.ambiguous",
                msg!("player-ambiguous", name = games::shown(typed), people = names.join(", ")),
            ))
        }
        NameMatch::Unknown => Err(Failure::input("player.unknown", msg!("player-unknown", name = games::shown(typed)))),
    }
}

/// The current name of `person`.
fn name_of(book: &PlayerBook, person: i64) -> String {
    book.player(person).map(|p| p.name.clone()).unwrap_or_default()
}

fn rename(ctx: &Ctx, a: &RenameArgs) -> Result<(), Failure> {
    // Checked before the ledger is opened: a bad name or reason never waits for a lock.
    let new = games::nfc(&a.new);
    games::check_player_name(&new)?;
    if let Some(r) = &a.reason {
        check_reason(r)?;
    }
    let old = games::nfc(&a.old);
    let mut ledger = ctx.open()?;
    let mut was = String::new();
    ledger.change_players(Utc::now(), |book| {
        let found = find(book, &old)?;
        was = name_of(book, found.person);
        // Decided: a rename to the name the person already has is refused, not recorded as an
        // entry that changes nothing.
        if was == new {
            return Err(Failure::input("player.rename.same", msg!("player-rename-same", name = was.as_str())));
        }
        if let Some(holder) = book.holder_of(&new, found.person) {
            let owner = book.person_of(holder.id);
            let text = if owner == found.person {
                msg!("player-rename-merged", name = holder.name.as_str(), person = was.as_str())
            } else {
                msg!(
                    "player-rename-taken",
                    name = holder.name.as_str(),
                    person = name_of(book, owner),
                    old = was.as_str()
                )
            };
            return Err(Failure::input("player.rename.taken", text));
        }
        Ok(PlayerChange::Rename { person: found.person, name: new.clone(), reason: a.reason.clone() })
    })?;
    let human = ctx.layout().say(&msg!("player-renamed", old = was.as_str(), new = new.as_str())) + "\n";
    ctx.emit(&human, || json!({"renamed": was, "name": new, "reason": a.reason}))
}

fn merge(ctx: &Ctx, a: &MergeArgs) -> Result<(), Failure> {
    if let Some(r) = &a.reason {
        check_reason(r)?;
    }
    let (from_typed, into_typed) = (games::nfc(&a.from), games::nfc(&a.into));
    let mut ledger = ctx.open()?;
    let (mut from_name, mut into_name) = (String::new(), String::new());
    ledger.change_players(Utc::now(), |book| {
        let from = find(book, &from_typed)?;
        let into = find(book, &into_typed)?;
        from_name = name_of(book, from.person);
        into_name = name_of(book, into.person);
        if from.person == into.person {
            // One of the names is a player merged already: say so rather than "itself".
            let (rule, text) = match (from.merged_player, into.merged_player) {
                (true, _) => (
                    "player.merge.already",
                    msg!("player-merge-already", name = from_typed.as_str(), person = from_name.as_str()),
                ),
                (_, true) => (
                    "player.merge.already",
                    msg!("player-merge-already", name = into_typed.as_str(), person = from_name.as_str()),
                ),
                _ => (
                    "player.merge.self",
                    msg!(
                        "player-merge-self",
                        from = from_typed.as_str(),
                        into = into_typed.as_str(),
                        person = from_name.as_str()
                    ),
                ),
            };
            return Err(Failure::input(rule, text));
        }
        Ok(PlayerChange::Merge { player: from.person, into: into.person, reason: a.reason.clone() })
    })?;
    let human = ctx.layout().say(&msg!("player-merged", from = from_name.as_str(), into = into_name.as_str())) + "\n";
    ctx.emit(&human, || json!({"merged": from_name, "into": into_name, "reason": a.reason}))
}
