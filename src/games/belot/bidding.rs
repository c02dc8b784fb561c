//! The bidding record: each bid higher than the last, contra only on the opponents' bid, recontra
//! only after a contra and by the bidding team, three passes after a bid end it, four passes and
//! nobody plays.

use super::contract::{Contract, Double};
use super::trick_rules::SEATS;
use crate::engine::Seat;
use crate::games::{RuleError, Setup};
use crate::i18n::Msg;
use crate::msg;

/// What the bidding decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Auction {
    AllPass,
    Contract { declarer: Seat, contract: Contract, double: Option<Double> },
}

fn team(s: Seat) -> usize {
    s % 2
}

/// Checks a bidding record that starts with the player after the dealer (on his right: play runs
/// counter-clockwise). A bid is `pass`, a contract, `contra` or `recontra`, optionally `Player:bid`.
pub fn read(bids: &[String], setup: &Setup, dealer: Seat, contra_escape: bool) -> Result<Auction, RuleError> {
    let mut seat = (dealer + 1) % SEATS;
    let mut last: Option<(Seat, Contract)> = None;
    let mut double: Option<Double> = None;
    let mut passes = 0;
    for (i, raw) in bids.iter().enumerate() {
        let (who, bid) = match raw.rsplit_once(':') {
            Some((w, b)) => (Some(w.trim()), b.trim().to_lowercase()),
            None => (None, raw.trim().to_lowercase()),
        };
        let name = &setup.players[seat];
        let at = |rule: &str, text: Msg| {
            RuleError::new(rule, msg!("belot-bid-at", number = i + 1, player = name, bid = bid.as_str(), text = text))
                .with_player(name)
        };
        if let Some(w) = who {
            let claimed = setup.seat(w)?;
            if claimed != seat {
                return Err(at(
                    "belot.bid.turn",
                    msg!("belot-bid-turn", player = name, claimed = &setup.players[claimed]),
                ));
            }
        }
        let ended = match last {
            Some(_) => passes >= 3,
            None => passes >= 4,
        };
        if ended {
            return Err(at("belot.bid.after-end", msg!("belot-bid-after-end")));
        }
        match bid.as_str() {
            "pass" | "пас" | "p" => passes += 1,
            "contra" | "контра" | "double" | "x" => {
                let Some((by, _)) = last else {
                    return Err(at("belot.bid.contra", msg!("belot-bid-contra-nothing")));
                };
                if team(by) == team(seat) {
                    return Err(at("belot.bid.contra", msg!("belot-bid-contra-own")));
                }
                if double.is_some() {
                    return Err(at("belot.bid.contra", msg!("belot-bid-contra-twice")));
                }
                double = Some(Double::Contra);
                passes = 0;
            }
            "recontra" | "реконтра" | "redouble" | "xx" => {
                let Some((by, _)) = last else {
                    return Err(at("belot.bid.recontra", msg!("belot-bid-recontra-nothing")));
                };
                if double != Some(Double::Contra) {
                    return Err(at("belot.bid.recontra", msg!("belot-bid-recontra-no-contra")));
                }
                if team(by) != team(seat) {
                    return Err(at("belot.bid.recontra", msg!("belot-bid-recontra-own")));
                }
                double = Some(Double::Recontra);
                passes = 0;
            }
            word => {
                let Some(c) = Contract::parse(word) else {
                    return Err(at("belot.bid.word", msg!("belot-bid-word")));
                };
                if let Some((_, prev)) = last {
                    if c <= prev {
                        return Err(at(
                            "belot.bid.higher",
                            msg!("belot-bid-higher", bid = c.label(), previous = prev.label()),
                        ));
                    }
                }
                if double.is_some() && !contra_escape {
                    return Err(at("belot.bid.contra-escape", msg!("belot-bid-contra-escape")));
                }
                last = Some((seat, c));
                double = None;
                passes = 0;
            }
        }
        seat = (seat + 1) % SEATS;
    }
    match last {
        None if passes == 4 => Ok(Auction::AllPass),
        Some((declarer, contract)) if passes == 3 => Ok(Auction::Contract { declarer, contract, double }),
        _ => Err(RuleError::new("belot.bid.unfinished", msg!("belot-bid-unfinished"))),
    }
}
