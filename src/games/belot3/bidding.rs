//! The offer of the trump (the book: «Играю» or «пас»): in the first round the turned card's suit
//! is offered to each player from the dealer's left; if all three pass, in the second round each
//! may name another suit; two rounds of passes and the next player deals again.

use super::trick_rules::SEATS;
use crate::cards::Suit;
use crate::engine::Seat;
use crate::games::{RuleError, Setup};
use crate::msg;

/// How the offer ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Offer {
    /// `declarer` said «играю» in round 1 (`trump` `None`: the turned suit), or named `trump` in
    /// round 2.
    Taken { declarer: Seat, trump: Option<Suit>, round: u8 },
    /// Six passes: the next player deals again.
    Redeal,
}

enum Word {
    Pass,
    Play,
    Suit(Suit),
}

fn word(w: &str) -> Option<Word> {
    match w.trim().to_lowercase().as_str() {
        "pass" | "пас" | "p" | "-" => Some(Word::Pass),
        "play" | "играю" | "играя" | "take" | "i-play" => Some(Word::Play),
        other => other.parse::<Suit>().ok().map(Word::Suit),
    }
}

/// Reads the bids in order, the first from the player on the dealer's left. `turned`: the turned
/// card's suit, when the record gives it.
pub fn read(bids: &[String], setup: &Setup, dealer: Seat, turned: Option<Suit>) -> Result<Offer, RuleError> {
    let mut seat = dealer;
    for (i, text) in bids.iter().enumerate() {
        seat = (seat + 1) % SEATS;
        let who = setup.players[seat].as_str();
        let round = if i < SEATS { 1 } else { 2 };
        if i >= 2 * SEATS {
            return Err(RuleError::new(
                "belot3.bid.after-end",
                msg!("belot3-bid-after-redeal", bid = text.as_str(), position = i + 1),
            ));
        }
        let w = word(text).ok_or_else(|| {
            RuleError::new("belot3.bid.word", msg!("belot3-bid-word", player = who, bid = text.as_str()))
                .with_player(who)
        })?;
        let taken = match (round, w) {
            (_, Word::Pass) => None,
            (1, Word::Play) => Some(Offer::Taken { declarer: seat, trump: None, round }),
            // Naming the turned suit is taking it; with the turned card not recorded, the suit
            // named is the turned one.
            (1, Word::Suit(s)) if turned.is_none_or(|t| t == s) => {
                Some(Offer::Taken { declarer: seat, trump: Some(s), round })
            }
            (1, Word::Suit(s)) => {
                return Err(
                    RuleError::new("belot3.bid.turn", msg!("belot3-bid-turn", player = who, suit = s)).with_player(who)
                )
            }
            (_, Word::Suit(s)) if turned != Some(s) => Some(Offer::Taken { declarer: seat, trump: Some(s), round }),
            (_, _) => {
                return Err(RuleError::new("belot3.bid.other-suit", msg!("belot3-bid-other-suit", player = who))
                    .with_player(who))
            }
        };
        if let Some(t) = taken {
            if let Some(extra) = bids.get(i + 1) {
                return Err(RuleError::new(
                    "belot3.bid.after-end",
                    msg!("belot3-bid-after-end", bid = extra.as_str(), player = who),
                ));
            }
            return Ok(t);
        }
    }
    if bids.len() < 2 * SEATS {
        let next = setup.players[(seat + 1) % SEATS].as_str();
        return Err(RuleError::new(
            "belot3.bid.unfinished",
            msg!("belot3-bid-unfinished", bids = bids.len(), player = next),
        ));
    }
    Ok(Offer::Redeal)
}
