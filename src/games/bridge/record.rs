//! One board's result as a table or a traveller writes it — the contract (`4S`, `4♠X`, `3БК`,
//! `pass`), the double (`x`, `xx`), declarer's seat, and the tricks declarer took (`10`) or the
//! result against the contract (`=`, `+1`, `-2`) — checked, so that every number a score is made of
//! is possible. A table's match and a club session's traveller read it the same way.

use super::score::{Contract, Doubling, Strain, Vulnerability};
use crate::games::RuleError;
use crate::i18n::Msg;
use crate::msg;

/// North, East, South, West: the order of play and of a table's `--players`.
pub const SEATS: usize = 4;

/// North-South 0, East-West 1.
pub const fn side_of(seat: usize) -> usize {
    seat % 2
}

/// The side's name as written in files and JSON: `NS`, `EW`.
pub const fn side_name(side: usize) -> &'static str {
    if side == 0 {
        "NS"
    } else {
        "EW"
    }
}

/// The letter of a seat in files and JSON: N E S W.
pub const fn seat_letter(seat: usize) -> char {
    match seat % SEATS {
        0 => 'N',
        1 => 'E',
        2 => 'S',
        _ => 'W',
    }
}

/// A seat by its letter or word in any language kozyr speaks: `N`/`North`/`С`/`Север`,
/// `E`/`East`/`В`/`Восток`/`И`/`Изток`, `S`/`South`/`Ю`/`Юг`, `W`/`West`/`З`/`Запад`.
/// `None` for anything else (a player's name, say).
pub fn seat_word(text: &str) -> Option<usize> {
    let w = text.trim().to_lowercase();
    match w.as_str() {
        "n" | "north" | "с" | "север" => Some(0),
        "e" | "east" | "в" | "восток" | "и" | "изток" => Some(1),
        "s" | "south" | "ю" | "юг" => Some(2),
        "w" | "west" | "з" | "запад" => Some(3),
        _ => None,
    }
}

/// A board's vulnerability as written (`none`, `ns`, `ew`, `both`; PBN's `None`, `NS`, `EW`,
/// `All`, `Love`, `-`).
pub fn read_vulnerability(text: &str) -> Result<Vulnerability, RuleError> {
    match text.trim().to_lowercase().as_str() {
        "none" | "love" | "-" | "nil" => Ok(Vulnerability::None),
        "ns" | "n-s" | "n/s" => Ok(Vulnerability::Ns),
        "ew" | "e-w" | "e/w" => Ok(Vulnerability::Ew),
        "both" | "all" => Ok(Vulnerability::Both),
        _ => Err(RuleError::new(
            "bridge.deal.vulnerable",
            msg!("bridge-vulnerable-format", given = crate::games::shown(text)),
        )),
    }
}

/// The word a vulnerability is written with: `none`, `ns`, `ew`, `both`.
pub const fn vulnerability_word(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "none",
        Vulnerability::Ns => "ns",
        Vulnerability::Ew => "ew",
        Vulnerability::Both => "both",
    }
}

/// A contract as written: `None` for a board passed out.
pub fn read_contract(text: &str) -> Result<Option<Contract>, RuleError> {
    let given = text.trim();
    let lower = given.to_lowercase();
    if matches!(lower.as_str(), "pass" | "passed" | "p" | "ap" | "all pass" | "пас" | "пасс" | "-") {
        return Ok(None);
    }
    let bad =
        || RuleError::new("bridge.contract.format", msg!("bridge-contract-format", given = crate::games::shown(given)));
    let digits: String = lower.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() {
        return Err(bad());
    }
    let level: u32 = digits.parse().map_err(|_| bad())?;
    let mut rest: String = lower[digits.len()..].chars().filter(|c| !c.is_whitespace()).collect();
    // The doubling written after the strain: X / XX (× and the Cyrillic х read as X).
    let mut doubling = Doubling::Undoubled;
    for (tail, d) in [("xx", Doubling::Redoubled), ("x", Doubling::Doubled), ("r", Doubling::Redoubled)] {
        let norm: String = rest.chars().map(|c| if matches!(c, '×' | 'х' | '*') { 'x' } else { c }).collect();
        if norm.ends_with(tail) && norm.len() > tail.len() {
            if tail == "r" {
                // "4SR": a redouble with no double before it.
                if !norm.ends_with("xr") {
                    return Err(redouble_alone(given));
                }
                doubling = d;
                rest = norm[..norm.len() - 2].to_string();
                break;
            }
            doubling = d;
            rest = norm[..norm.len() - tail.len()].to_string();
            break;
        }
    }
    let strain = match rest.as_str() {
        "c" | "♣" | "♧" | "clubs" | "т" | "трефы" | "спатия" => Strain::Clubs,
        "d" | "♦" | "♢" | "diamonds" | "б" | "бубны" | "каро" => Strain::Diamonds,
        "h" | "♥" | "♡" | "hearts" | "ч" | "черви" | "купа" => Strain::Hearts,
        "s" | "♠" | "♤" | "spades" | "п" | "пики" | "пика" => Strain::Spades,
        "nt" | "n" | "notrump" | "notrumps" | "бк" | "бч" | "без козырей" | "безкоз" => {
            Strain::NoTrump
        }
        _ => return Err(bad()),
    };
    if !(1..=7).contains(&level) {
        return Err(RuleError::new(
            "bridge.contract.level",
            msg!("bridge-contract-level", given = crate::games::shown(given), level = level.to_string()),
        ));
    }
    Ok(Some(Contract { level: level as u8, strain, doubling }))
}

fn redouble_alone(given: &str) -> RuleError {
    RuleError::new("bridge.contract.redouble", msg!("bridge-contract-redouble", given = crate::games::shown(given)))
}

/// The double as written apart from the contract: nothing, `x` (doubled), `xx` (doubled and
/// redoubled). A redouble alone (`r`, `redouble`) is refused: only a double can be redoubled.
pub fn read_double(text: &str) -> Result<Doubling, RuleError> {
    let t: String = text
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| if matches!(c, '×' | 'х' | '*') { 'x' } else { c })
        .filter(|c| !c.is_whitespace())
        .collect();
    match t.as_str() {
        "" | "-" | "none" | "no" => Ok(Doubling::Undoubled),
        "x" | "double" | "doubled" | "контра" | "дабл" => Ok(Doubling::Doubled),
        "xx" | "xr" | "x,xx" | "redoubled" | "реконтра" | "редабл" => Ok(Doubling::Redoubled),
        "r" | "redouble" => Err(redouble_alone(text)),
        _ => Err(RuleError::new(
            "bridge.contract.double",
            msg!("bridge-double-format", given = crate::games::shown(text)),
        )),
    }
}

/// The contract with the double given apart, which must not contradict one written in the contract.
pub fn with_double(c: Contract, double: Option<&str>) -> Result<Contract, RuleError> {
    let Some(text) = double else { return Ok(c) };
    let d = read_double(text)?;
    if c.doubling != Doubling::Undoubled && c.doubling != d {
        return Err(RuleError::new(
            "bridge.contract.double",
            msg!("bridge-double-disagree", contract = doubling_word(c.doubling), double = doubling_word(d)),
        ));
    }
    Ok(Contract { doubling: if d == Doubling::Undoubled { c.doubling } else { d }, ..c })
}

fn doubling_word(d: Doubling) -> &'static str {
    match d {
        Doubling::Undoubled => "-",
        Doubling::Doubled => "x",
        Doubling::Redoubled => "xx",
    }
}

/// The tricks declarer took, from a count (`tricks`) and/or a result against the contract
/// (`result`: `=`, `+1`, `-2`, `made`, `−2`); both given must agree. Every count must be possible:
/// 0–13 tricks, a result neither above 13 nor below 0.
pub fn read_tricks(c: Contract, tricks: Option<i64>, result: Option<&str>) -> Result<u8, RuleError> {
    let need = 6 + i64::from(c.level);
    let from_result = match result {
        None => None,
        Some(r) => {
            let t: String = r.trim().replace(['−', '–'], "-").chars().filter(|c| !c.is_whitespace()).collect();
            let offset = match t.to_lowercase().as_str() {
                "=" | "0" | "made" | "m" | "ровно" => Some(0),
                s => s
                    .strip_prefix('+')
                    .or(if s.starts_with('-') { Some(s) } else { None })
                    .and_then(|n| n.parse::<i64>().ok()),
            };
            let Some(offset) = offset else {
                return Err(RuleError::new(
                    "bridge.result.format",
                    msg!("bridge-result-format", given = crate::games::shown(r)),
                ));
            };
            let took = need + offset;
            if !(0..=13).contains(&took) {
                return Err(RuleError::new(
                    "bridge.result.range",
                    msg!(
                        "bridge-result-range",
                        given = crate::games::shown(r),
                        contract = contract_text(c),
                        need = need
                    ),
                ));
            }
            Some(took)
        }
    };
    if let Some(t) = tricks {
        if !(0..=13).contains(&t) {
            return Err(RuleError::new("bridge.tricks.range", msg!("bridge-tricks-range", given = t)));
        }
    }
    match (tricks, from_result) {
        (Some(t), Some(r)) if t != r => Err(RuleError::new(
            "bridge.tricks.disagree",
            msg!("bridge-tricks-disagree", tricks = t, result = result.unwrap_or_default(), took = r),
        )),
        (Some(t), _) | (None, Some(t)) => Ok(t as u8),
        (None, None) => Err(RuleError::new("bridge.tricks.missing", msg!("bridge-tricks-missing"))),
    }
}

/// A contract as a score card writes it: `4♠X`, `3NT` (ASCII: `4SX`).
pub fn contract_text(c: Contract) -> String {
    let strain = match c.strain {
        Strain::Clubs => "C",
        Strain::Diamonds => "D",
        Strain::Hearts => "H",
        Strain::Spades => "S",
        Strain::NoTrump => "NT",
    };
    format!(
        "{}{}{}",
        c.level,
        strain,
        if doubling_word(c.doubling) == "-" { "" } else { doubling_word(c.doubling) }.to_uppercase()
    )
}

/// The result against the contract as a score card writes it: `=`, `+1`, `-2`.
pub fn result_text(c: Contract, tricks: u8) -> String {
    let d = i64::from(tricks) - 6 - i64::from(c.level);
    match d {
        0 => "=".to_string(),
        d if d > 0 => format!("+{d}"),
        d => d.to_string(),
    }
}

/// The contract in the reader's words, for sheets and explanations (`4♠ ×`, `3 БК`).
pub fn contract_msg(c: Contract) -> Msg {
    msg!(
        "bridge-contract",
        level = c.level,
        strain = match c.strain {
            Strain::Clubs => "clubs",
            Strain::Diamonds => "diamonds",
            Strain::Hearts => "hearts",
            Strain::Spades => "spades",
            Strain::NoTrump => "notrump",
        },
        double = doubling_word(c.doubling)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contracts_read_in_every_spelling() {
        let c = |t| read_contract(t).unwrap().unwrap();
        assert_eq!(c("4S"), Contract { level: 4, strain: Strain::Spades, doubling: Doubling::Undoubled });
        assert_eq!(c("4♠x").doubling, Doubling::Doubled);
        assert_eq!(c("3NTXX").doubling, Doubling::Redoubled);
        assert_eq!(c("3 БК").strain, Strain::NoTrump);
        assert_eq!(c("6♥×").doubling, Doubling::Doubled);
        assert!(read_contract("pass").unwrap().is_none());
        assert_eq!(read_contract("8S").unwrap_err().rule, "bridge.contract.level");
        assert_eq!(read_contract("0NT").unwrap_err().rule, "bridge.contract.level");
        assert_eq!(read_contract("4Z").unwrap_err().rule, "bridge.contract.format");
        assert_eq!(read_contract("4SR").unwrap_err().rule, "bridge.contract.redouble");
        assert_eq!(read_double("r").unwrap_err().rule, "bridge.contract.redouble");
    }

    #[test]
    fn tricks_come_from_a_count_or_a_result_and_must_be_possible() {
        let four_spades = read_contract("4S").unwrap().unwrap();
        assert_eq!(read_tricks(four_spades, None, Some("=")).unwrap(), 10);
        assert_eq!(read_tricks(four_spades, None, Some("+1")).unwrap(), 11);
        assert_eq!(read_tricks(four_spades, None, Some("−2")).unwrap(), 8);
        assert_eq!(read_tricks(four_spades, Some(10), Some("=")).unwrap(), 10);
        assert_eq!(read_tricks(four_spades, None, Some("+4")).unwrap_err().rule, "bridge.result.range");
        assert_eq!(read_tricks(four_spades, None, Some("-11")).unwrap_err().rule, "bridge.result.range");
        assert_eq!(read_tricks(four_spades, Some(14), None).unwrap_err().rule, "bridge.tricks.range");
        assert_eq!(read_tricks(four_spades, Some(9), Some("=")).unwrap_err().rule, "bridge.tricks.disagree");
        assert_eq!(read_tricks(four_spades, None, None).unwrap_err().rule, "bridge.tricks.missing");
        assert_eq!(contract_text(read_contract("4♠x").unwrap().unwrap()), "4SX");
        assert_eq!(result_text(four_spades, 8), "-2");
    }
}
