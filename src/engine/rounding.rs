//! Rounding of scores to the multiples a score sheet is kept in.

/// Rounds `n` to the nearest multiple of `m` (`m` > 0); a value exactly half-way goes up.
/// Thousand rounds opponents' points to 5: 42 → 40, 43 → 45, 47 → 45, 48 → 50.
pub const fn nearest_multiple(n: i64, m: i64) -> i64 {
    (n + m / 2).div_euclid(m) * m
}

#[cfg(test)]
mod tests {
    use super::nearest_multiple;

    #[test]
    fn rounds_to_the_nearest_five_as_the_rules_show() {
        assert_eq!(nearest_multiple(42, 5), 40);
        assert_eq!(nearest_multiple(43, 5), 45);
        assert_eq!(nearest_multiple(47, 5), 45);
        assert_eq!(nearest_multiple(48, 5), 50);
        assert_eq!(nearest_multiple(0, 5), 0);
        assert_eq!(nearest_multiple(2, 5), 0);
        assert_eq!(nearest_multiple(120, 5), 120);
    }

    #[test]
    fn half_way_goes_up_for_even_multiples() {
        assert_eq!(nearest_multiple(15, 10), 20);
        assert_eq!(nearest_multiple(14, 10), 10);
    }
}
