//! `kozyr claim FILE`: rules a bridge claim or concession on the cards still held — the three
//! numbers, the ruling under its rule id and a defence that beats a claim that fails — and writes
//! nothing. Exit 0 whenever the claim is ruled, whatever the ruling; 1 for input that cannot be.

use clap::Args;
use serde_json::{json, Value};

use super::context::Ctx;
use super::deal_input::read_input;
use super::Failure;
use crate::cards::Card;
use crate::games::bridge::claim::ClaimDoc;
use crate::games::bridge::play::{self, Written};
use crate::games::bridge::record::{self, seat_letter};
use crate::games::bridge::{dealer_of_board, BridgeOptions};
use crate::games::{RuleError, Setup};
use crate::i18n::Msg;
use crate::msg;

#[derive(Debug, Args)]
pub struct ClaimArgs {
    /// A board entered in full: a JSON deal record or the text form (- for standard input).
    pub file: String,
    /// Who claims, when the file has no claim.
    #[arg(long, value_name = "SEAT")]
    pub by: Option<String>,
    /// How many of the remaining tricks the claim is of.
    #[arg(long, value_name = "N")]
    pub tricks: Option<i64>,
    /// The other side agreed to the claim.
    #[arg(long)]
    pub agreed: bool,
}

pub fn run(ctx: &Ctx, a: ClaimArgs) -> Result<(), Failure> {
    let text = read_input(&a.file)?;
    let mut w = Written::default();
    if text.trim_start().starts_with('{') {
        let v: Value = serde_json::from_str(&text).map_err(|e| {
            Failure::input(
                "input.json",
                msg!("cli-input-malformed", path = a.file.as_str(), line = e.line(), column = e.column()),
            )
        })?;
        read_json(&v, &a.file, &mut w)?;
    } else {
        play::unfold(&Value::String(text), &mut w)?;
    }
    match (a.by, a.tricks) {
        (Some(by), Some(tricks)) => w.claim = Some(ClaimDoc { by, tricks, agreed: a.agreed, line: None }),
        (None, None) => {
            if let Some(c) = w.claim.as_mut() {
                c.agreed |= a.agreed;
            }
        }
        _ => return Err(RuleError::new("bridge.claim.format", msg!("claim-missing")).into()),
    }
    if w.claim.is_none() {
        return Err(RuleError::new("bridge.claim.format", msg!("claim-missing")).into());
    }
    w.played = true;
    // No match: the seats are the players.
    let players: Vec<String> = (0..4).map(|s| seat_letter(s).to_string()).collect();
    let setup = Setup { game: "bridge", players, teams: None, options: json!({}) };
    let seat = |t: &str| {
        record::seat_word(t).ok_or_else(|| {
            RuleError::new(
                "bridge.seat.unknown",
                msg!("bridge-seat-unknown", given = crate::games::shown(t), players = "N, E, S, W"),
            )
        })
    };
    let written = match &w.contract {
        None => None,
        Some(t) => match record::read_contract(t)? {
            None => Some(None),
            Some(c) => {
                let c = record::with_double(c, w.double.as_deref())?;
                let d = match &w.declarer {
                    Some(d) => seat(d)?,
                    None => 4,
                };
                Some(Some((c, d)))
            }
        },
    };
    let board = w.board.and_then(|b| u32::try_from(b).ok()).unwrap_or(1);
    let on = BridgeOptions::default().revokes == crate::games::bridge::Revokes::Laws;
    let b = play::referee_board(&w, &setup, &seat, dealer_of_board(board), written, on)?;
    let Some(r) = &b.claim else { return Err(RuleError::new("bridge.claim.format", msg!("claim-missing")).into()) };
    let name = |s: usize| seat_letter(s).to_string();
    let (steps, facts) = play::claim_steps(r, &name);
    let mut lines: Vec<Msg> = vec![msg!("claim-hands")];
    for s in 0..4 {
        let cards: Vec<Card> = r.deal.hands[s].iter().collect::<Vec<_>>().into_iter().rev().collect();
        lines.push(msg!("claim-hand", seat = name(s), cards = cards));
    }
    lines.push(msg!("claim-numbers", worst = r.worst, dd = r.double_dummy, best = r.best));
    let mut steps = steps.into_iter();
    if let Some(first) = steps.next() {
        lines.push(msg!("claim-ruling", text = first.text, rule = first.rule));
    }
    lines.extend(steps.map(|s| s.text));
    let text: String = lines.iter().map(|m| m.render(ctx.lang()) + "\n").collect();
    ctx.emit(&text, || {
        let mut v = facts.clone();
        if let Value::Object(m) = &mut v {
            let hands: serde_json::Map<String, Value> = (0..4)
                .map(|s| (name(s), Value::from(r.deal.hands[s].iter().map(Card::ascii).collect::<Vec<_>>())))
                .collect();
            m.insert("hands".into(), Value::Object(hands));
            m.insert("tricks".into(), json!(b.tricks));
        }
        v
    })?;
    Ok(())
}

/// The board's fields from a JSON deal record.
fn read_json(v: &Value, path: &str, w: &mut Written) -> Result<(), Failure> {
    let Some(m) = v.as_object() else {
        return Err(Failure::input("input.json", msg!("cli-input-not-object", path = path)));
    };
    let text = |k: &str| m.get(k).and_then(Value::as_str).map(String::from);
    w.deal = text("deal");
    w.dealer = text("dealer");
    w.auction = m.get("auction").cloned();
    w.contract = text("contract");
    w.double = text("double");
    w.declarer = text("declarer");
    w.board = m.get("board").and_then(Value::as_i64);
    if let Some(c) = m.get("claim") {
        w.claim = Some(play::read_claim(c)?);
    }
    if let Some(p) = m.get("play") {
        play::unfold(p, w)?;
    }
    Ok(())
}
