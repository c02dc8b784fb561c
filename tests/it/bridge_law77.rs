//! Law 77 of the Laws of Duplicate Bridge, every row of its table: each level, strain, doubling and
//! vulnerability with every number of tricks from 0 to 13, against a computation written here from
//! the Law's table alone (nothing of the crate's scoring is called), and a dozen scores as a
//! published score table prints them.

use kozyr::games::bridge::{score, Contract, Doubling, Strain};

const STRAINS: [Strain; 5] = [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump];
const DOUBLINGS: [Doubling; 3] = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled];

/// The Law's table, from declarer's side.
fn law77(level: i64, strain: Strain, doubling: Doubling, vulnerable: bool, tricks: i64) -> i64 {
    let need = level + 6;
    let times = match doubling {
        Doubling::Undoubled => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    };
    if tricks < need {
        let down = need - tricks;
        // Undertricks: the first, the second and third, the fourth and each after.
        let each = |n: i64| -> i64 {
            match (doubling, vulnerable, n) {
                (Doubling::Undoubled, false, _) => 50,
                (Doubling::Undoubled, true, _) => 100,
                (Doubling::Doubled, false, 1) => 100,
                (Doubling::Doubled, false, 2 | 3) => 200,
                (Doubling::Doubled, false, _) => 300,
                (Doubling::Doubled, true, 1) => 200,
                (Doubling::Doubled, true, _) => 300,
                (Doubling::Redoubled, false, 1) => 200,
                (Doubling::Redoubled, false, 2 | 3) => 400,
                (Doubling::Redoubled, false, _) => 600,
                (Doubling::Redoubled, true, 1) => 400,
                (Doubling::Redoubled, true, _) => 600,
            }
        };
        return -(1..=down).map(each).sum::<i64>();
    }
    let per_trick = match strain {
        Strain::Clubs | Strain::Diamonds => 20,
        _ => 30,
    };
    let first = if strain == Strain::NoTrump { 40 } else { per_trick };
    let trick_points = (first + (level - 1) * per_trick) * times;
    let over = tricks - need;
    let over_each = match (doubling, vulnerable) {
        (Doubling::Undoubled, _) => per_trick,
        (Doubling::Doubled, false) => 100,
        (Doubling::Doubled, true) => 200,
        (Doubling::Redoubled, false) => 200,
        (Doubling::Redoubled, true) => 400,
    };
    let bonus = match (trick_points >= 100, vulnerable) {
        (false, _) => 50,
        (true, false) => 300,
        (true, true) => 500,
    };
    let slam = match (level, vulnerable) {
        (6, false) => 500,
        (6, true) => 750,
        (7, false) => 1000,
        (7, true) => 1500,
        _ => 0,
    };
    let insult = match doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => 100,
    };
    trick_points + over * over_each + bonus + slam + insult
}

#[test]
fn every_row_of_law_77_scores_as_the_table_says() {
    let mut rows = 0;
    for level in 1..=7u8 {
        for strain in STRAINS {
            for doubling in DOUBLINGS {
                for vulnerable in [false, true] {
                    for tricks in 0..=13u8 {
                        let c = Contract { level, strain, doubling };
                        let want = law77(i64::from(level), strain, doubling, vulnerable, i64::from(tricks));
                        assert_eq!(
                            score(c, vulnerable, tricks).total(),
                            want,
                            "{c:?} vulnerable {vulnerable}, {tricks} tricks"
                        );
                        rows += 1;
                    }
                }
            }
        }
    }
    assert_eq!(rows, 7 * 5 * 3 * 2 * 14);
}

#[test]
fn scores_as_a_published_score_table_prints_them() {
    use Doubling::{Doubled as X, Redoubled as XX, Undoubled as U};
    use Strain::*;
    let c = |level, strain, doubling| Contract { level, strain, doubling };
    let rows = [
        (c(1, NoTrump, U), false, 7, 90),
        (c(3, NoTrump, U), true, 10, 630),
        (c(4, Spades, X), false, 10, 590),
        (c(6, NoTrump, U), true, 12, 1440),
        (c(7, NoTrump, XX), true, 13, 2980),
        (c(2, Hearts, X), true, 7, -200),
        (c(3, Diamonds, XX), false, 5, -1600),
        (c(3, Diamonds, XX), false, 4, -2200),
        (c(7, NoTrump, XX), true, 0, -7600),
        (c(2, Clubs, U), false, 8, 90),
        (c(4, Hearts, U), true, 10, 620),
        (c(5, Diamonds, U), false, 12, 420),
        (c(1, Spades, X), true, 8, 360),
        (c(6, Spades, U), false, 12, 980),
        (c(7, Clubs, U), true, 13, 2140),
    ];
    for (contract, vulnerable, tricks, want) in rows {
        assert_eq!(
            score(contract, vulnerable, tricks).total(),
            want,
            "{contract:?} vulnerable {vulnerable}, {tricks} tricks"
        );
    }
}
