//! The exchange and the cuts written card by card (the optional `exchange` field of a deal of
//! Frap or Khrap), and checked as the book «100 карточных игр для всей семьи» tells them: the
//! frapper and the вистs discard what they do not want and take as many from the stock, at most the
//! agreed number («Количество карт прикупа — четыре или три. При этом перед прикупом ненужные карты
//! сбрасываются»); the blind frapper takes the turned trump and discards one («берет козырь, изучает
//! свои карты и одну из них сбрасывает»); a cutter takes five cards and discards one («берет пять
//! карт с верха колоды, изучает их и одну сбрасывает»), the first cutter may take the turned trump
//! and four («право взять козырь … а также 4 карты»).
//!
//! Each player's record is `DISCARDED > TAKEN`: `"7S 8S > AH KH"`; a cutter's discard is one of
//! the five he took: `"KC > 9C 10C JC QC KC"`.

use serde_json::Value;

use super::Frap;
use crate::cards::{Card, CardSet, Deck};
use crate::engine::Seat;
use crate::games::{shown, RuleError, Setup};
use crate::i18n::field;
use crate::msg;

/// The cards a cutter takes (the book: «берет пять карт»); he keeps a hand and discards the rest
/// (Frap: one; Khrap, dealt five, none).
pub const CUT_TAKES: usize = 5;

/// One player's exchange as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Swap {
    pub seat: Seat,
    pub discarded: Vec<Card>,
    pub taken: Vec<Card>,
}

/// Who did what in the deal, as the bidding and the cuts say.
pub struct Roles<'a> {
    pub frapper: Seat,
    pub blind: bool,
    pub vists: &'a [Seat],
    /// The cutters in the order they declared it.
    pub cut: &'a [Seat],
    pub turned: Option<Card>,
    /// The agreed most a frapper or vist exchanges (option `exchange`).
    pub most: i64,
}

fn format_error(game: &Frap) -> RuleError {
    RuleError::new(format!("{}.deal.format", game.info.id), msg!("frap-field-exchange", field = field("exchange")))
}

/// The raw `{player: "DISCARDED > TAKEN"}` of a deal record (a text, or a list of texts joined).
pub fn raw(game: &Frap, v: Value) -> Result<Vec<(String, String)>, RuleError> {
    let Value::Object(m) = v else { return Err(format_error(game)) };
    m.into_iter()
        .map(|(k, v)| match v {
            Value::String(s) => Ok((k, s)),
            Value::Array(a) => {
                let parts: Option<Vec<&str>> = a.iter().map(Value::as_str).collect();
                parts.map(|p| (k, p.join(" "))).ok_or_else(|| format_error(game))
            }
            _ => Err(format_error(game)),
        })
        .collect()
}

fn cards(game: &Frap, text: &str, deck: &Deck, who: &str) -> Result<Vec<Card>, RuleError> {
    text.split([' ', ',', '\t'])
        .filter(|w| !w.is_empty())
        .map(|w| {
            let c = w.parse::<Card>().map_err(|e: crate::cards::CardParseError| {
                RuleError::new("card.notation", e.msg()).with_card(shown(w))
            })?;
            if !deck.contains(c) {
                return Err(RuleError::new(
                    game.ids.exchange_held,
                    msg!("frap-swap-deck", player = who, card = c, cards = deck.len()),
                )
                .with_player(who)
                .with_card(c));
            }
            Ok(c)
        })
        .collect()
}

/// Reads the records: each player once, the cards the pack's.
pub fn parse(game: &Frap, setup: &Setup, raw: &[(String, String)], deck: &Deck) -> Result<Vec<Swap>, RuleError> {
    let mut out: Vec<Swap> = Vec::new();
    for (name, text) in raw {
        let seat = setup.seat(name)?;
        let who = setup.players[seat].as_str();
        let (d, t) = text.split_once('>').ok_or_else(|| format_error(game))?;
        if out.iter().any(|s| s.seat == seat) {
            return Err(format_error(game));
        }
        out.push(Swap { seat, discarded: cards(game, d, deck, who)?, taken: cards(game, t, deck, who)? });
    }
    out.sort_by_key(|s| s.seat);
    Ok(out)
}

/// Checks who exchanged, how many cards, and that no card is in two places.
pub fn check(game: &Frap, names: &[String], swaps: &[Swap], r: &Roles) -> Result<(), RuleError> {
    let ids = game.ids;
    let mut seen = CardSet::EMPTY;
    for sw in swaps {
        let s = sw.seat;
        let who = names[s].as_str();
        let (d, t) = (sw.discarded.len(), sw.taken.len());
        let counts = |m| RuleError::new(ids.exchange_cards, m).with_player(who);
        let cutter = r.cut.contains(&s);
        if s == r.frapper && r.blind {
            // The blind frapper: the turned trump in, one card out.
            if t != 1 || d != 1 {
                return Err(counts(msg!("frap-swap-blind", player = who, taken = t, discarded = d)));
            }
        } else if s == r.frapper || r.vists.contains(&s) {
            if d != t {
                return Err(counts(msg!("frap-swap-uneven", player = who, taken = t, discarded = d)));
            }
            if d as i64 > r.most {
                return Err(RuleError::new(
                    ids.exchange_size,
                    msg!("frap-exchange-size", player = who, cards = d, most = r.most),
                )
                .with_player(who));
            }
        } else if cutter {
            let keep = game.tricks;
            if t != CUT_TAKES || d != CUT_TAKES - keep {
                return Err(counts(msg!(
                    "frap-swap-cut",
                    player = who,
                    taken = t,
                    discarded = d,
                    takes = CUT_TAKES,
                    discards = CUT_TAKES - keep
                )));
            }
        } else {
            return Err(RuleError::new(ids.exchange_size, msg!("frap-swap-not", player = who)).with_player(who));
        }
        let held = |m| RuleError::new(ids.exchange_held, m).with_player(who);
        // Each card once in the record, in one player's hands only.
        let mut taken = CardSet::EMPTY;
        for &c in &sw.taken {
            if !taken.insert(c) || seen.contains(c) {
                return Err(held(msg!("frap-swap-twice", player = who, card = c)).with_card(c));
            }
        }
        let mut out = CardSet::EMPTY;
        for &c in &sw.discarded {
            if !out.insert(c) {
                return Err(held(msg!("frap-swap-twice", player = who, card = c)).with_card(c));
            }
            // A cutter discards one of the cards he took; the others discard from the hand dealt.
            if cutter && !taken.contains(c) {
                return Err(held(msg!("frap-swap-cut-discard", player = who, card = c)).with_card(c));
            }
            // The blind frapper discards one of his cards, the turned trump he took among them.
            let may_take_back = cutter || (r.blind && s == r.frapper);
            if (!may_take_back && taken.contains(c)) || seen.contains(c) {
                return Err(held(msg!("frap-swap-twice", player = who, card = c)).with_card(c));
            }
        }
        seen = seen.union(taken).union(out);
        // The turned trump: the blind frapper takes it; the first cutter may; nobody else.
        if let Some(turned) = r.turned {
            let first_cutter = !r.blind && r.cut.first() == Some(&s);
            let blind = r.blind && s == r.frapper;
            if blind && !taken.contains(turned) {
                return Err(held(msg!("frap-swap-blind-turned", player = who, card = turned)).with_card(turned));
            }
            if !blind && !first_cutter && (taken.contains(turned) || out.contains(turned)) {
                return Err(held(msg!("frap-swap-turned", player = who, card = turned)).with_card(turned));
            }
        }
    }
    Ok(())
}

/// Cards the record takes from the stock (the turned trump is not the stock's).
pub fn from_stock(sw: &Swap, turned: Option<Card>) -> i64 {
    sw.taken.iter().filter(|&&c| Some(c) != turned).count() as i64
}

/// With the tricks played: each player played the cards he took and kept, none he discarded, and
/// nobody else played a card of his exchange. `hands[s]`: the cards `s` played.
pub fn check_play(game: &Frap, names: &[String], swaps: &[Swap], hands: &[CardSet]) -> Result<(), RuleError> {
    let ids = game.ids;
    for sw in swaps {
        let who = names[sw.seat].as_str();
        let out: CardSet = sw.discarded.iter().copied().collect();
        for &c in &sw.taken {
            if !out.contains(c) && !hands[sw.seat].contains(c) {
                return Err(RuleError::new(ids.exchange_held, msg!("frap-swap-unplayed", player = who, card = c))
                    .with_player(who)
                    .with_card(c));
            }
        }
        for (s, hand) in hands.iter().enumerate() {
            let theirs =
                sw.taken.iter().chain(&sw.discarded).find(|&&c| hand.contains(c) && (s != sw.seat || out.contains(c)));
            if let Some(&c) = theirs {
                let by = names[s].as_str();
                return Err(RuleError::new(
                    ids.exchange_held,
                    msg!("frap-swap-played", player = by, card = c, owner = who),
                )
                .with_player(by)
                .with_card(c));
            }
        }
    }
    Ok(())
}
