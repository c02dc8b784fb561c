//! The auction as written, from the dealer round the table: every call checked by the Laws of
//! Duplicate Bridge (Law 18: a bid names more tricks or a higher strain than the last bid; Law 19:
//! a double only of an opponent's last bid not yet doubled, a redouble only of an opponent's
//! double of one's own side's bid; Law 22: the auction ends with three passes after a call, or
//! with four passes — the board is passed out). What it fixes: the contract, declarer (the first
//! player of the declaring side to name the final strain) and so dummy.

use serde_json::Value;

use super::record::{self, seat_letter, side_of, SEATS};
use super::score::{Contract, Doubling, Strain};
use crate::games::{shown, RuleError};
use crate::i18n::Msg;
use crate::msg;

/// One call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    Pass,
    Bid(u8, Strain),
    Double,
    Redouble,
}

impl Call {
    /// The call as a score card writes it: `1S`, `3NT`, `P`, `X`, `XX`.
    pub fn text(self) -> String {
        match self {
            Call::Pass => "P".into(),
            Call::Double => "X".into(),
            Call::Redouble => "XX".into(),
            Call::Bid(level, strain) => {
                record::contract_text(Contract { level, strain, doubling: Doubling::Undoubled })
            }
        }
    }
}

/// What an auction decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Auction {
    pub calls: Vec<Call>,
    /// `None`: four passes, the board passed out.
    pub contract: Option<(Contract, usize)>,
}

/// A call as written, in any of the languages kozyr speaks.
pub fn read_call(text: &str) -> Result<Call, RuleError> {
    let t = text.trim().to_lowercase();
    let t: String = t.chars().map(|c| if matches!(c, '×' | 'х' | '*') { 'x' } else { c }).collect();
    match t.as_str() {
        "p" | "pass" | "пас" | "пасс" | "-" => return Ok(Call::Pass),
        "x" | "dbl" | "double" | "d" | "контра" | "дабл" => return Ok(Call::Double),
        "xx" | "rdbl" | "redouble" | "r" | "реконтра" | "редабл" => return Ok(Call::Redouble),
        _ => {}
    }
    let bad = || RuleError::new("bridge.auction.call", msg!("bridge-auction-call", given = shown(text)));
    match record::read_contract(text) {
        Ok(Some(c)) if c.doubling == Doubling::Undoubled => Ok(Call::Bid(c.level, c.strain)),
        Err(e) if e.rule == "bridge.contract.level" => Err(e),
        _ => Err(bad()),
    }
}

/// The calls of an auction field: a string of calls or a list of them.
pub fn read_calls(v: &Value) -> Result<Vec<Call>, RuleError> {
    let words: Vec<String> = match v {
        Value::String(s) => s.split([' ', ',', '\t', ';']).filter(|w| !w.is_empty()).map(String::from).collect(),
        Value::Array(items) => {
            items.iter().map(|i| i.as_str().map(String::from).unwrap_or_else(|| i.to_string())).collect()
        }
        other => vec![other.to_string()],
    };
    words.iter().map(|w| read_call(w)).collect()
}

/// Checks the calls made from `dealer` on and works out what they decided. `name` names a seat.
pub fn run(calls: &[Call], dealer: usize, name: &dyn Fn(usize) -> String) -> Result<Auction, RuleError> {
    // The last bid: its level, strain and bidder, and how it stands doubled.
    let mut last: Option<(u8, Strain, usize)> = None;
    let mut doubling = Doubling::Undoubled;
    let mut passes = 0usize;
    let mut ended = false;
    for (i, &call) in calls.iter().enumerate() {
        let seat = (dealer + i) % SEATS;
        let at = |rule: &str, m: Msg| {
            RuleError::new(
                rule,
                msg!("bridge-auction-at", number = i + 1, player = name(seat), call = call.text(), text = m),
            )
            .with_player(name(seat))
        };
        if ended {
            return Err(at("bridge.auction.after-end", msg!("bridge-auction-after-end")));
        }
        match call {
            Call::Pass => passes += 1,
            Call::Bid(level, strain) => {
                if let Some((l, s, _)) = last {
                    if (level, strain) <= (l, s) {
                        let was = Call::Bid(l, s).text();
                        return Err(at("bridge.auction.insufficient", msg!("bridge-auction-insufficient", last = was)));
                    }
                }
                last = Some((level, strain, seat));
                doubling = Doubling::Undoubled;
                passes = 0;
            }
            Call::Double => match last {
                Some((_, _, bidder)) if side_of(bidder) != side_of(seat) && doubling == Doubling::Undoubled => {
                    doubling = Doubling::Doubled;
                    passes = 0;
                }
                _ => return Err(at("bridge.auction.double", msg!("bridge-auction-double"))),
            },
            Call::Redouble => match last {
                Some((_, _, bidder)) if side_of(bidder) == side_of(seat) && doubling == Doubling::Doubled => {
                    doubling = Doubling::Redoubled;
                    passes = 0;
                }
                _ => return Err(at("bridge.auction.redouble", msg!("bridge-auction-redouble"))),
            },
        }
        ended = match last {
            None => passes == SEATS,
            Some(_) => passes == 3,
        };
    }
    if !ended {
        return Err(RuleError::new(
            "bridge.auction.unfinished",
            msg!("bridge-auction-unfinished", calls = calls.len()),
        ));
    }
    let contract = last.map(|(level, strain, bidder)| {
        // Declarer: the first of the declaring side to name the final strain.
        let declarer = calls
            .iter()
            .enumerate()
            .find(|&(i, c)| {
                matches!(c, Call::Bid(_, s) if *s == strain) && side_of((dealer + i) % SEATS) == side_of(bidder)
            })
            .map_or(bidder, |(i, _)| (dealer + i) % SEATS);
        (Contract { level, strain, doubling }, declarer)
    });
    Ok(Auction { calls: calls.to_vec(), contract })
}

/// The auction's calls as one line, from the dealer: `1S P 2S P 4S P P P`.
pub fn calls_text(calls: &[Call]) -> String {
    calls.iter().map(|c| c.text()).collect::<Vec<_>>().join(" ")
}

/// A seat's letter for messages that name seats rather than players.
pub fn seat_name(seat: usize) -> String {
    seat_letter(seat).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn auction(text: &str, dealer: usize) -> Result<Auction, RuleError> {
        let calls = read_calls(&Value::String(text.into()))?;
        run(&calls, dealer, &seat_name)
    }

    #[test]
    fn the_auction_fixes_contract_and_declarer() {
        let a = auction("1S P 2S P 4S P P P", 0).unwrap();
        assert_eq!(a.contract, Some((record::read_contract("4S").unwrap().unwrap(), 0)));
        // South named spades first for NS? North opened 1S: North declares even though South bid 4S.
        let a = auction("P 1H P 1S P 4S X XX P P P", 0).unwrap();
        let (c, declarer) = a.contract.unwrap();
        assert_eq!((c.level, c.strain, c.doubling, declarer), (4, Strain::Spades, Doubling::Redoubled, 3));
        assert_eq!(auction("P P P P", 2).unwrap().contract, None);
        assert_eq!(auction("пас 1БК контра реконтра пас пас пас", 1).unwrap().contract.unwrap().1, 2);
    }

    #[test]
    fn bad_calls_are_refused_with_their_rule() {
        let rule = |t: &str| auction(t, 0).unwrap_err().rule;
        assert_eq!(rule("1S 1H P P P"), "bridge.auction.insufficient");
        assert_eq!(rule("1S 1S P P P"), "bridge.auction.insufficient");
        assert_eq!(rule("1S P X P P P"), "bridge.auction.double");
        assert_eq!(rule("1S X P P X"), "bridge.auction.double");
        assert_eq!(rule("1S XX P P P"), "bridge.auction.redouble");
        assert_eq!(rule("1S X P XX P P P"), "bridge.auction.redouble");
        assert_eq!(rule("1S P P"), "bridge.auction.unfinished");
        assert_eq!(rule("P P P"), "bridge.auction.unfinished");
        assert_eq!(rule("1S P P P P"), "bridge.auction.after-end");
        assert_eq!(rule("1Z P P P"), "bridge.auction.call");
    }
}
