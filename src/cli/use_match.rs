//! `kozyr use MATCH`: makes a match the current one, the match every command acts on when not
//! given `-m`. Without a match it says which one is current. With `--lang` it also sets the
//! language the match speaks from then on (`matches.lang`), as `kozyr new … --lang` does.

use clap::Args;
use serde_json::json;

use super::context::{load_record, Ctx};
use super::match_opt::{self, Subject};
use super::{confirm, Failure};
use crate::msg;

#[derive(Debug, Args)]
pub struct UseArgs {
    #[command(flatten)]
    pub subject: Subject,
}

pub fn run(ctx: &Ctx, a: UseArgs) -> Result<(), Failure> {
    let given = a.subject.given()?;
    let mut ledger = ctx.open()?;
    let lang = ctx.choice.flag;
    let mut record = match (match_opt::find(&ledger, given), lang) {
        (Ok(r), _) => r,
        // Setting a language needs a match to set it on: say so, rather than that there is none.
        (Err(Failure::Rule(e)), Some(l))
            if given.is_none() && matches!(e.rule.as_str(), "ledger.no-open-match" | "ledger.match-not-found") =>
        {
            return Err(Failure::input("cli.use.no-match", msg!("match-use-lang-none", lang = l.code())))
        }
        (Err(e), _) => return Err(e),
    };
    let chosen = given.is_some();
    if chosen {
        ledger.set_current_match(record.id)?;
    }
    if let Some(l) = lang {
        ledger.set_match_lang(record.id, Some(l.code()))?;
        record.lang = Some(l.code().to_string());
    }
    let loaded = load_record(ctx, &ledger, record)?;
    let replay = loaded.replay()?;
    let l = ctx.layout();
    let id = if chosen { "match-use-now" } else { "match-use-current" };
    let mut human = confirm::line(ctx, &loaded.record, id, vec![]);
    if let Some(l) = lang {
        human.push_str(&confirm::line(ctx, &loaded.record, "match-use-lang", vec![("lang", l.code().into())]));
    }
    human.push_str(&l.say(&loaded.title().title));
    human.push('\n');
    // The line the sheet ends with: who won, else who deals next.
    let state = match (replay.winner, &replay.next) {
        (Some(w), _) => replay.sides.get(w).map(|side| msg!("sheet-winner", side = side.as_str())),
        (None, Some(next)) => Some(msg!("sheet-next", next = next.clone())),
        (None, None) => None,
    };
    if let Some(state) = state {
        human.push_str(&l.say(&state));
        human.push('\n');
    }
    ctx.emit(&human, || {
        let mut v = json!({
            "game": loaded.record.game,
            "finished": replay.finished,
            "next": replay.next.as_ref().map(|m| m.render(ctx.lang())),
            "lang": loaded.record.lang,
        });
        confirm::json(&mut v, &loaded.record);
        v
    })
}
