//! Matchpoints on one board: each result against every other result of the same direction — 2 for
//! each pair beaten, 1 for each tie — and Neuberg's formula for a board played a different number of
//! times than the others.

/// Matchpoints of each North-South score of a board on the scale of 2 per pair beaten and 1 per tie
/// (the top is `2 × (results − 1)`); East-West's are the top less North-South's.
pub fn matchpoints(ns_scores: &[i64]) -> Vec<u32> {
    ns_scores
        .iter()
        .map(|&s| {
            ns_scores
                .iter()
                .map(|&o| {
                    if s > o {
                        2
                    } else if s == o {
                        1
                    } else {
                        0
                    }
                })
                .sum::<u32>()
                - 1
        })
        .collect()
}

/// The top of a board played `results` times: 2 × (results − 1).
pub const fn top(results: usize) -> u32 {
    2 * (results.saturating_sub(1) as u32)
}

/// Neuberg's formula: matchpoints `mp` earned on a board played `played` times, scaled to a board
/// played `expected` times (2 per pair beaten): `(mp + 1) × expected / played − 1`. A board played
/// once gives its result the average; a full board is unchanged.
pub fn neuberg(mp: f64, played: usize, expected: usize) -> f64 {
    if played == 0 {
        return 0.0;
    }
    (mp + 1.0) * expected as f64 / played as f64 - 1.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_per_pair_beaten_one_per_tie() {
        let mp = matchpoints(&[420, 420, 450, 170, -50]);
        assert_eq!(mp, [5, 5, 8, 2, 0]);
        assert_eq!(top(5), 8);
        // East-West's are the complement, and the two sides share the top on every result.
        let ew: Vec<u32> = mp.iter().map(|m| top(5) - m).collect();
        assert_eq!(ew, [3, 3, 0, 6, 8]);
        assert_eq!(matchpoints(&[100]), [0]);
    }

    #[test]
    fn neuberg_scales_a_short_board_to_the_full_top() {
        // A full board is unchanged.
        assert!((neuberg(5.0, 5, 5) - 5.0).abs() < 1e-9);
        // Played once: the average of the full top (8 of 5 results → 4).
        assert!((neuberg(0.0, 1, 5) - 4.0).abs() < 1e-9);
        // Played 4 times instead of 5: a top of 6 becomes (6 + 1) × 5/4 − 1 = 7.75 of 8.
        assert!((neuberg(6.0, 4, 5) - 7.75).abs() < 1e-9);
        assert!((neuberg(0.0, 4, 5) - 0.25).abs() < 1e-9);
    }
}
