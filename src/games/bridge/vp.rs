//! Victory points: the WBF continuous 20-point scale (the World Bridge Federation's scales of 2013)
//! that turns a teams match's IMP margin into victory points for its number of boards. The winner
//! of a margin of M IMPs over N boards gets 10 + 10 × (1 − τ^(3M/B)) / (1 − τ³), where
//! τ = (√5 − 1)/2 and B = 15 × √N is the blitz, capped at 20 and rounded to hundredths; the WBF's
//! tables then make each IMP worth no more than the one before it (the correction below). The
//! loser gets 20 less the winner's, so the two always add up to 20.

/// The winner's victory points in hundredths (1000 to 2000) for every IMP margin from 0 up to
/// the first margin that reaches 20, for a match of `boards` boards.
pub fn scale(boards: u32) -> Vec<i64> {
    let tau = (5f64.sqrt() - 1.0) / 2.0;
    let denominator = 1.0 - tau.powi(3);
    let blitz = 15.0 * f64::from(boards.max(1)).sqrt();
    let last = blitz.ceil() as usize;
    let mut v: Vec<i64> = (0..=last)
        .map(|m| {
            let raw = 1000.0 + 1000.0 * (1.0 - tau.powf(3.0 * m as f64 / blitz)) / denominator;
            (raw.round() as i64).min(2000)
        })
        .collect();
    // Rounding can make one IMP worth a hundredth more than the IMP before it; the WBF's tables
    // raise the middle value until no step is larger than the step before it.
    loop {
        let mut changed = false;
        for i in 1..v.len().saturating_sub(1) {
            if v[i + 1] - v[i] > v[i] - v[i - 1] {
                v[i] += 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    v
}

/// Both teams' victory points in hundredths for IMP totals `a` and `b` over `boards` boards:
/// `[a's, b's]`, adding up to 2000.
pub fn victory_points(a: i64, b: i64, boards: u32) -> [i64; 2] {
    let table = scale(boards);
    let margin = usize::try_from(a.abs_diff(b)).unwrap_or(usize::MAX);
    let winner = table.get(margin).copied().unwrap_or(2000);
    if a >= b {
        [winner, 2000 - winner]
    } else {
        [2000 - winner, winner]
    }
}

/// Hundredths as the scale writes them: `13.12`.
pub fn text(hundredths: i64) -> String {
    let sign = if hundredths < 0 { "-" } else { "" };
    let h = hundredths.unsigned_abs();
    format!("{sign}{}.{:02}", h / 100, h % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_eight_board_scale_is_the_wbf_table() {
        // The WBF continuous scale for 8 boards as published (the WBF's table, also printed by
        // the English Bridge Union's VP scales page): margins 0 to 43, 43 and more is 20.00.
        let published = [
            1000, 1044, 1086, 1127, 1167, 1205, 1242, 1277, 1312, 1345, 1378, 1409, 1439, 1468, 1496, 1523, 1550, 1575,
            1600, 1623, 1646, 1668, 1690, 1711, 1731, 1750, 1769, 1787, 1804, 1821, 1837, 1853, 1868, 1883, 1897, 1911,
            1924, 1937, 1950, 1962, 1974, 1985, 1995, 2000,
        ];
        assert_eq!(scale(8), published.to_vec());
        // Margin 40: the formula rounds to 19.73; the table's correction makes it 19.74.
        assert_eq!(victory_points(50, 10, 8), [1974, 26]);
        assert_eq!(victory_points(0, 60, 8), [0, 2000]);
    }

    #[test]
    fn twenty_boards_and_a_draw() {
        // 20 boards: 1 IMP is 10.28, 2 IMPs 10.55 (the WBF 20-board table); a draw is 10–10.
        assert_eq!(victory_points(11, 10, 20), [1028, 972]);
        assert_eq!(victory_points(3, 5, 20), [945, 1055]);
        assert_eq!(victory_points(7, 7, 20), [1000, 1000]);
        assert_eq!(text(1055), "10.55");
        assert_eq!(text(945), "9.45");
    }
}
