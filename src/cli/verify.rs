//! `kozyr verify [MATCH] [-m MATCH] [--all]`: whether a match's entries are still exactly those
//! recorded (the hash chain), whether the standing `kozyr list` shows is theirs, and whether the
//! players' current names and merges are what their renames and merges say.

use clap::Args;
use serde_json::{json, Value};

use super::context::{Ctx, Loaded};
use super::match_opt::{self, Subject};
use super::Failure;
use crate::i18n::{Arg, Lang, Msg};
use crate::ledger::{
    Breach, ChainBreak, ChainField, ChainVerdict, EntryKind, Ledger, MatchRecord, MatchStatus, PlayerBook, PlayerDrift,
};
use crate::msg;
use crate::report;

/// How many characters of a match's last hash the text shows: enough to compare with a note
/// taken at the table; `--json` gives all of it.
const HEAD_SHOWN: usize = 12;

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The match, positional or with `-m` (default: the current match).
    #[command(flatten)]
    pub subject: Subject,
    /// Every match of the ledger.
    #[arg(long, conflicts_with_all = ["which", "match_"])]
    pub all: bool,
}

/// What verifying one match found: its chain, and its cached standing against a replay.
struct Checked {
    record: MatchRecord,
    chain: ChainVerdict,
    standing: Standing,
}

/// The cached standing (`matches.status`, shown by `list`) compared with a replay of the entries.
enum Standing {
    Agrees,
    /// The cache says `cached`, the entries give `replayed`.
    Stale {
        cached: Option<Value>,
        replayed: MatchStatus,
    },
    /// The entries no longer replay (they were edited into something the rules refuse).
    Unreplayable {
        error: Failure,
    },
}

pub fn run(ctx: &Ctx, a: VerifyArgs) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let records = if a.all {
        let mut all = ledger.matches()?;
        all.reverse();
        all
    } else {
        let record = match_opt::find(&ledger, a.subject.given()?)?;
        ctx.follow_match(&record);
        vec![record]
    };
    let checked = records
        .into_iter()
        .map(|record| {
            let chain = ledger.verify_match(record.id)?;
            let standing = standing(&ledger, &record);
            Ok(Checked { record, chain, standing })
        })
        .collect::<Result<Vec<_>, Failure>>()?;

    // The players are the ledger's, not one match's: checked on every verify, since a cache
    // edited behind kozyr's back changes who history and statistics count, in every match.
    let book = ledger.player_book()?;
    let drift = ledger.player_drift()?;
    let broken = checked.iter().filter(|c| !c.chain.intact()).count();
    let stale = checked.iter().filter(|c| !matches!(c.standing, Standing::Agrees)).count();
    let l = ctx.layout();
    let mut human = String::new();
    for c in &checked {
        human.push_str(&l.say(&chain_line(c)));
        human.push('\n');
        human.push_str(&l.say(&standing_line(&c.standing, l.lang)));
        human.push('\n');
    }
    if a.all && checked.is_empty() {
        human.push_str(&l.say(&msg!("chain-no-matches")));
        human.push('\n');
    }
    for line in players_lines(&book, &drift) {
        human.push_str(&l.say(&line));
        human.push('\n');
    }
    ctx.emit(&human, || {
        json!({
            "intact": broken == 0 && stale == 0 && drift.is_empty(),
            "matches": checked.iter().map(|c| to_json(c, ctx)).collect::<Vec<_>>(),
            "players": {"agrees": drift.is_empty(), "entries": book.entries.len(), "drift": drift},
        })
    })?;
    if broken > 0 {
        return Err(Failure::input("ledger.chain.broken", msg!("chain-verify-broken", count = broken)));
    }
    if stale > 0 {
        return Err(Failure::input("ledger.standing.stale", msg!("chain-verify-stale", count = stale)));
    }
    if !drift.is_empty() {
        return Err(Failure::input("ledger.players.stale", msg!("player-verify-stale", count = drift.len())));
    }
    Ok(())
}

/// Replays the match's entries as `append` does and compares the standing with the cached one.
fn standing(ledger: &Ledger, record: &MatchRecord) -> Standing {
    let replayed = Loaded::whole(ledger, record)
        .and_then(|loaded| loaded.replay().map_err(Failure::from))
        .map(|replay| report::standing(&replay));
    match replayed {
        Err(error) => Standing::Unreplayable { error },
        Ok(st)
            if report::standing_agrees(record.status.as_ref(), &st.summary)
                && record.finished_at.is_some() == st.finished =>
        {
            Standing::Agrees
        }
        Ok(replayed) => Standing::Stale { cached: record.status.clone(), replayed },
    }
}

/// The players' caches against a replay of their entries: one line when they agree, else one per
/// player that disagrees.
fn players_lines(book: &PlayerBook, drift: &[PlayerDrift]) -> Vec<Msg> {
    if drift.is_empty() {
        return vec![msg!("player-verify-agrees", players = book.players.len(), entries = book.entries.len())];
    }
    let name = |id: Option<i64>| -> Msg {
        match id.and_then(|id| book.player(id)) {
            Some(p) => msg!("player-verify-person", name = p.name.as_str(), id = p.id),
            None => msg!("player-verify-nobody"),
        }
    };
    let mut lines = Vec::new();
    for d in drift {
        if d.cached_name != d.replayed_name {
            lines.push(msg!(
                "player-verify-name-drift",
                player = d.player,
                cached = d.cached_name.as_str(),
                replayed = d.replayed_name.as_str()
            ));
        }
        if d.cached_merged_into != d.replayed_merged_into {
            lines.push(msg!(
                "player-verify-merge-drift",
                player = d.player,
                name = d.cached_name.as_str(),
                cached = name(d.cached_merged_into),
                replayed = name(d.replayed_merged_into)
            ));
        }
    }
    lines
}

/// A broken chain met by a command that reads or writes the match, in one line: where, what, and
/// the command that says more.
pub(super) fn break_warning(record: &MatchRecord, b: &ChainBreak) -> Msg {
    msg!("chain-warning", subject = match_name(record), place = place(b), what = what(b), id = record.id)
}

/// "match 3 «friday»".
fn match_name(record: &MatchRecord) -> Msg {
    match &record.name {
        Some(name) => msg!("chain-match-named", id = record.id, name = name.as_str()),
        None => msg!("chain-match", id = record.id),
    }
}

/// The chain's verdict in one line.
fn chain_line(c: &Checked) -> Msg {
    let name = match_name(&c.record);
    match &c.chain.broken {
        None if c.chain.entries == 0 => msg!("chain-intact-empty", subject = name),
        None => {
            let head: String = c.chain.head.chars().take(HEAD_SHOWN).collect();
            msg!("chain-intact", subject = name, entries = c.chain.entries, head = head)
        }
        Some(b) => msg!("chain-broken", subject = name, place = place(b), what = what(b)),
    }
}

/// Where the break is: which entry, by its position in the match and its kind.
fn place(b: &ChainBreak) -> Msg {
    match (&b.breach, b.entry) {
        (Breach::MissingAtEnd { .. }, _) | (_, None) => msg!("chain-at-end", position = b.position.saturating_sub(1)),
        (_, Some(id)) => msg!("chain-at-entry", position = b.position, kind = kind_word(b.kind), id = id),
    }
}

fn kind_word(kind: Option<EntryKind>) -> &'static str {
    kind.map_or("other", EntryKind::as_str)
}

/// What is wrong at the break, in words.
fn what(b: &ChainBreak) -> Msg {
    let kind = kind_word(b.kind);
    match &b.breach {
        Breach::Unchained => msg!("chain-what-unchained"),
        Breach::Changed { fields } => msg!("chain-what-changed", fields = fields_list(fields, kind)),
        Breach::Moved { from, fields } => {
            let moved = match from {
                Some(id) => msg!("chain-what-moved-from", from = *id),
                None => msg!("chain-what-moved"),
            };
            if fields.is_empty() {
                moved
            } else {
                msg!("chain-what-moved-changed", moved = moved, fields = fields_list(fields, kind))
            }
        }
        Breach::MissingBefore => msg!("chain-what-missing-before"),
        Breach::InsertedBefore { since: 0 } => msg!("chain-what-inserted-start"),
        Breach::InsertedBefore { since } => msg!("chain-what-inserted-before", since = *since),
        Breach::CheckData => msg!("chain-what-check-data"),
        Breach::MissingAtEnd { count } => msg!("chain-what-missing-at-end", count = *count),
        Breach::ExtraAtEnd { count } => msg!("chain-what-extra-at-end", count = *count),
        Breach::Head => msg!("chain-what-head"),
    }
}

/// The changed fields as words: the payload of a deal is "the recorded deal".
fn fields_list(fields: &[ChainField], kind: &str) -> Vec<Msg> {
    fields
        .iter()
        .map(|f| match f {
            ChainField::Payload => msg!("chain-field-payload", kind = kind),
            other => Msg::new(format!("chain-field-{}", other.as_str()), vec![]),
        })
        .collect()
}

/// Whether the cached standing agrees, in one line.
fn standing_line(s: &Standing, lang: Lang) -> Msg {
    match s {
        Standing::Agrees => msg!("chain-standing-agrees"),
        Standing::Stale { cached, replayed } => {
            msg!("chain-standing-stale", cached = summary(cached.as_ref()), replayed = summary(Some(&replayed.summary)))
        }
        Standing::Unreplayable { error } => {
            let error: Arg = match error {
                // The rule's own line, with its id, as the command that meets it would print it.
                Failure::Rule(e) => e.line(lang).into(),
                Failure::Internal(_) => msg!("chain-standing-damaged").into(),
            };
            msg!("chain-standing-unreplayable", error = error)
        }
    }
}

/// A cached or replayed standing in words: each side's total and the number of entries.
fn summary(status: Option<&Value>) -> Msg {
    let Some(status) = status.filter(|s| s.is_object()) else {
        return msg!("chain-standing-none");
    };
    let totals: Vec<Msg> = status
        .get("totals")
        .and_then(Value::as_object)
        .map(|t| {
            t.iter()
                .map(|(side, points)| {
                    // A number that does not fit is shown as the cache holds it.
                    match points.as_i64() {
                        Some(n) => msg!("chain-total", side = side.as_str(), points = n),
                        None => msg!("chain-total-raw", side = side.as_str(), points = points.to_string()),
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    let entries = status.get("entries").and_then(Value::as_u64).unwrap_or(0);
    msg!("chain-standing-summary", totals = totals, entries = entries)
}

fn to_json(c: &Checked, ctx: &Ctx) -> Value {
    let lang = ctx.lang();
    let broken = c.chain.broken.as_ref().map(|b| {
        let mut v = serde_json::to_value(b).unwrap_or(Value::Null);
        v["message"] = json!(what(b).render(lang));
        v
    });
    let standing = match &c.standing {
        Standing::Agrees => json!({ "agrees": true, "cached": c.record.status }),
        Standing::Stale { cached, replayed } => json!({
            "agrees": false,
            "cached": cached,
            "replayed": replayed.summary,
            "message": standing_line(&c.standing, lang).render(lang),
        }),
        Standing::Unreplayable { .. } => json!({
            "agrees": false,
            "cached": c.record.status,
            "replayed": null,
            "message": standing_line(&c.standing, lang).render(lang),
        }),
    };
    json!({
        "match": c.record.id,
        "name": c.record.name,
        "entries": c.chain.entries,
        "head": c.chain.head,
        "intact": c.chain.intact(),
        "broken": broken,
        "standing": standing,
    })
}
