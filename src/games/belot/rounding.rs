//! Rounding ÷ 10, the table's own rule: the two numbers written add up to the whole deal rounded
//! (16 in a suit contract, 26 in All trumps or No trumps, plus premiums ÷ 10). A suit contract rounds
//! 7–9 up and 0–5 down, with 6 the conflict digit; All trumps rounds 5–9 up and 0–3 down, with 4 the
//! conflict digit; No trumps rounds ordinarily (every total is even there, so no conflict arises).
//! When both totals end in the conflict digit, the team with fewer points rounds up; when they are
//! equal (106–106, 154–154) the points that hang round up.

use super::contract::Contract;

/// The conflict digit of a contract, if it has one.
pub const fn conflict_digit(c: Contract) -> Option<i64> {
    match c {
        Contract::AllTrumps => Some(4),
        Contract::NoTrumps => None,
        _ => Some(6),
    }
}

/// Rounds one total by the contract's digits (the conflict digit rounds down here).
pub const fn round_one(c: Contract, v: i64) -> i64 {
    let up_from = match c {
        Contract::AllTrumps | Contract::NoTrumps => 5,
        _ => 7,
    };
    let (q, d) = (v.div_euclid(10), v.rem_euclid(10));
    let d_conflict = match conflict_digit(c) {
        Some(x) => x,
        None => -1,
    };
    if d >= up_from && d != d_conflict {
        q + 1
    } else {
        q
    }
}

/// Which way a total went, for the explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// By the contract's digits.
    Digit,
    /// Both ended in the conflict digit: the team with fewer points rounded up.
    FewerUp,
    /// Both ended in the conflict digit and were equal: the hanging points rounded up.
    HangingUp,
}

/// Rounds the declarers' and the other team's totals so that they add up to the whole deal.
/// Returns (declarers, others, why).
pub fn split(c: Contract, declarers: i64, others: i64) -> (i64, i64, Why) {
    if let Some(x) = conflict_digit(c) {
        if declarers.rem_euclid(10) == x && others.rem_euclid(10) == x {
            let (dq, oq) = (declarers.div_euclid(10), others.div_euclid(10));
            return match declarers.cmp(&others) {
                std::cmp::Ordering::Less => (dq + 1, oq, Why::FewerUp),
                std::cmp::Ordering::Greater => (dq, oq + 1, Why::FewerUp),
                // Equal totals hang: the declarers' points hang and round up (106–106 → 10, 11 hang).
                std::cmp::Ordering::Equal => (dq + 1, oq, Why::HangingUp),
            };
        }
    }
    (round_one(c, declarers), round_one(c, others), Why::Digit)
}

/// The whole deal rounded: what both teams write together.
pub fn whole(c: Contract, sum: i64) -> i64 {
    round_one(c, sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_worked_examples() {
        // Suit contract: 56–106 → 6–10, 6–156 → 1–15.
        assert_eq!(split(Contract::Hearts, 56, 106), (6, 10, Why::FewerUp));
        assert_eq!(split(Contract::Hearts, 6, 156), (1, 15, Why::FewerUp));
        assert_eq!(split(Contract::Hearts, 106, 56), (10, 6, Why::FewerUp));
        // All trumps: 34–224 → 4–22; 164–194 (a 100 premium) → 17–19.
        assert_eq!(split(Contract::AllTrumps, 34, 224), (4, 22, Why::FewerUp));
        assert_eq!(split(Contract::AllTrumps, 164, 194), (17, 19, Why::FewerUp));
        // Equal with a 50 / 150 premium: the hanging points round up.
        assert_eq!(split(Contract::Spades, 106, 106), (11, 10, Why::HangingUp));
        assert_eq!(split(Contract::AllTrumps, 154, 154), (16, 15, Why::HangingUp));
    }

    #[test]
    fn suit_digits_7_to_9_up_0_to_5_down_all_trumps_5_to_9_up_0_to_3_down() {
        assert_eq!(round_one(Contract::Clubs, 87), 9);
        assert_eq!(round_one(Contract::Clubs, 85), 8);
        assert_eq!(round_one(Contract::Clubs, 75), 7);
        assert_eq!(round_one(Contract::AllTrumps, 125), 13);
        assert_eq!(round_one(Contract::AllTrumps, 123), 12);
        assert_eq!(round_one(Contract::NoTrumps, 136), 14);
        assert_eq!(round_one(Contract::NoTrumps, 124), 12);
    }

    #[test]
    fn the_two_numbers_always_add_up_to_the_whole_deal() {
        for (c, total) in [(Contract::Diamonds, 162), (Contract::AllTrumps, 258), (Contract::NoTrumps, 260)] {
            for premiums in [0, 20, 50, 100, 150, 200, 290] {
                let sum = total + premiums;
                let step = if c == Contract::NoTrumps { 2 } else { 1 };
                for d in (0..=sum).step_by(step) {
                    let (a, b, _) = split(c, d, sum - d);
                    assert_eq!(a + b, whole(c, sum), "{c:?} {d}–{}", sum - d);
                }
            }
        }
    }
}
