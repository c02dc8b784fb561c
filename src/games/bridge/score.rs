//! Duplicate bridge scoring, Law 77 of the Laws of Duplicate Bridge (2017): the score of one
//! contract from declarer's side, split into the parts a score card shows, and the board's
//! vulnerability and dealer by its number (the standard 16-board cycle).

use serde::{Deserialize, Serialize};

/// What a contract is played in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Strain {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    NoTrump,
}

impl Strain {
    /// Trick points of each odd trick but the first at no-trump: minors 20, majors and no-trump 30.
    pub const fn trick_value(self) -> i64 {
        match self {
            Strain::Clubs | Strain::Diamonds => 20,
            _ => 30,
        }
    }

    /// Trick points of the first odd trick: no-trump's is 40.
    pub const fn first_trick_value(self) -> i64 {
        match self {
            Strain::NoTrump => 40,
            s => s.trick_value(),
        }
    }
}

/// Doubled or redoubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize)]
pub enum Doubling {
    #[default]
    Undoubled,
    Doubled,
    Redoubled,
}

impl Doubling {
    /// What trick points are multiplied by.
    pub const fn factor(self) -> i64 {
        match self {
            Doubling::Undoubled => 1,
            Doubling::Doubled => 2,
            Doubling::Redoubled => 4,
        }
    }
}

/// A contract: 1–7 of a strain, perhaps doubled or redoubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Contract {
    pub level: u8,
    pub strain: Strain,
    pub doubling: Doubling,
}

/// The parts of a score as a score card shows them; each is from declarer's side, and they add up
/// to [`Score::total`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score {
    /// Trick points of the contract's odd tricks (made contracts).
    pub contract_points: i64,
    /// Overtricks' points.
    pub overtricks: i64,
    /// 300 / 500 for a game, 50 for a part score.
    pub game_or_part: i64,
    /// 500 / 750 for a small slam, 1000 / 1500 for a grand slam.
    pub slam: i64,
    /// 50 for a doubled contract made, 100 for a redoubled one.
    pub insult: i64,
    /// Undertricks' penalty, negative.
    pub undertricks: i64,
}

impl Score {
    pub const fn total(&self) -> i64 {
        self.contract_points + self.overtricks + self.game_or_part + self.slam + self.insult + self.undertricks
    }
}

/// The trick points of a contract's odd tricks, doubling applied: 4♠ 120, 3NT 100, 1NT× 80.
pub const fn contract_points(c: Contract) -> i64 {
    let odd = c.level as i64;
    (c.strain.first_trick_value() + (odd - 1) * c.strain.trick_value()) * c.doubling.factor()
}

/// The score of `c` played by a side `vulnerable` or not that took `tricks` of 13 (Law 77).
/// `tricks` above 13 is taken as 13; a level outside 1–7 scores as the nearest level.
pub fn score(c: Contract, vulnerable: bool, tricks: u8) -> Score {
    let level = c.level.clamp(1, 7);
    let c = Contract { level, ..c };
    let need = 6 + i64::from(level);
    let took = i64::from(tricks.min(13));
    let mut s = Score::default();
    if took < need {
        s.undertricks = -undertricks(need - took, c.doubling, vulnerable);
        return s;
    }
    s.contract_points = contract_points(c);
    let over = took - need;
    s.overtricks = over
        * match (c.doubling, vulnerable) {
            (Doubling::Undoubled, _) => c.strain.trick_value(),
            (Doubling::Doubled, false) => 100,
            (Doubling::Doubled, true) => 200,
            (Doubling::Redoubled, false) => 200,
            (Doubling::Redoubled, true) => 400,
        };
    s.game_or_part = match (s.contract_points >= 100, vulnerable) {
        (false, _) => 50,
        (true, false) => 300,
        (true, true) => 500,
    };
    s.slam = match (level, vulnerable) {
        (6, false) => 500,
        (6, true) => 750,
        (7, false) => 1000,
        (7, true) => 1500,
        _ => 0,
    };
    s.insult = match c.doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => 100,
    };
    s
}

/// A board's score for North-South (Law 77): declarer's side's score, negative when East or West
/// declared. Seats N0 E1 S2 W3; `v` the board's vulnerability.
pub fn ns_score(c: Contract, declarer: usize, tricks: u8, v: Vulnerability) -> i64 {
    let total = score(c, v.of_seat(declarer), tricks).total();
    if declarer % 2 == 0 {
        total
    } else {
        -total
    }
}

/// The penalty for `down` undertricks: not vulnerable 50 each, doubled 100, 200, 200, then 300 each;
/// vulnerable 100 each, doubled 200, then 300 each; redoubled twice the doubled.
pub fn undertricks(down: i64, doubling: Doubling, vulnerable: bool) -> i64 {
    let doubled = |n: i64| -> i64 {
        if vulnerable {
            200 + 300 * (n - 1)
        } else {
            match n {
                1 => 100,
                2 => 300,
                3 => 500,
                _ => 500 + 300 * (n - 3),
            }
        }
    };
    match doubling {
        Doubling::Undoubled => down * if vulnerable { 100 } else { 50 },
        Doubling::Doubled => doubled(down),
        Doubling::Redoubled => 2 * doubled(down),
    }
}

/// Who is vulnerable on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Vulnerability {
    None,
    Ns,
    Ew,
    Both,
}

impl Vulnerability {
    /// Whether the side holding `seat` (N 0, E 1, S 2, W 3) is vulnerable.
    pub const fn of_seat(self, seat: usize) -> bool {
        match self {
            Vulnerability::None => false,
            Vulnerability::Both => true,
            Vulnerability::Ns => seat % 2 == 0,
            Vulnerability::Ew => seat % 2 == 1,
        }
    }

    /// The standard cycle of 16 boards (board 17 is board 1 again).
    pub const fn of_board(board: u32) -> Vulnerability {
        use Vulnerability::*;
        const CYCLE: [Vulnerability; 16] =
            [None, Ns, Ew, Both, Ns, Ew, Both, None, Ew, Both, None, Ns, Both, None, Ns, Ew];
        CYCLE[(board.saturating_sub(1) % 16) as usize]
    }
}

/// The dealer of a board: N on board 1, then E, S, W in turn (0 = N).
pub const fn dealer_of_board(board: u32) -> usize {
    (board.saturating_sub(1) % 4) as usize
}

/// The WBF IMP scale: the lower bound of each step from 1 IMP to 24.
const IMP_STEPS: [i64; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
    3500, 4000,
];

/// International match points for a difference in total points, signed as the difference.
pub fn imps(difference: i64) -> i64 {
    let d = difference.unsigned_abs();
    let n = IMP_STEPS.iter().take_while(|&&step| d >= step.unsigned_abs()).count() as i64;
    if difference < 0 {
        -n
    } else {
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(level: u8, strain: Strain, doubling: Doubling) -> Contract {
        Contract { level, strain, doubling }
    }

    use Doubling::{Doubled as X, Redoubled as XX, Undoubled as U};
    use Strain::*;

    #[test]
    fn made_contracts_score_as_every_score_card_prints_them() {
        let cases = [
            (c(1, NoTrump, U), false, 7, 90),
            (c(2, Clubs, U), false, 8, 90),
            (c(1, Spades, U), false, 9, 140),
            (c(3, NoTrump, U), false, 9, 400),
            (c(3, NoTrump, U), true, 9, 600),
            (c(3, NoTrump, U), false, 10, 430),
            (c(4, Spades, U), false, 10, 420),
            (c(4, Spades, U), true, 10, 620),
            (c(4, Hearts, U), true, 11, 650),
            (c(5, Diamonds, U), false, 11, 400),
            (c(5, Clubs, U), true, 11, 600),
            (c(6, Spades, U), false, 12, 980),
            (c(6, NoTrump, U), true, 12, 1440),
            (c(7, NoTrump, U), false, 13, 1520),
            (c(7, NoTrump, U), true, 13, 2220),
            (c(7, Clubs, U), true, 13, 2140),
            // Doubled and redoubled: the contract's points, the game they may reach, the insult.
            (c(1, NoTrump, X), false, 7, 180),
            (c(1, NoTrump, X), true, 8, 380),
            (c(2, Hearts, X), false, 8, 470),
            (c(2, Hearts, X), true, 8, 670),
            (c(1, Clubs, XX), false, 7, 230),
            (c(1, Clubs, XX), false, 8, 430),
            (c(4, Spades, X), true, 11, 990),
            (c(3, NoTrump, XX), true, 9, 1000),
            (c(7, NoTrump, XX), true, 13, 2980),
        ];
        for (contract, vul, tricks, want) in cases {
            assert_eq!(score(contract, vul, tricks).total(), want, "{contract:?} vul {vul} tricks {tricks}");
        }
    }

    #[test]
    fn undertricks_follow_the_table() {
        let cases = [
            (c(4, Spades, U), false, 9, -50),
            (c(4, Spades, U), true, 7, -300),
            (c(4, Spades, X), false, 9, -100),
            (c(4, Spades, X), false, 8, -300),
            (c(4, Spades, X), false, 7, -500),
            (c(4, Spades, X), false, 6, -800),
            (c(4, Spades, X), false, 5, -1100),
            (c(4, Spades, X), true, 9, -200),
            (c(4, Spades, X), true, 8, -500),
            (c(4, Spades, X), true, 7, -800),
            (c(4, Spades, XX), false, 7, -1000),
            (c(4, Spades, XX), true, 8, -1000),
            (c(7, NoTrump, U), true, 0, -1300),
            (c(7, NoTrump, X), false, 0, -3500),
            (c(7, NoTrump, XX), true, 0, -7600),
        ];
        for (contract, vul, tricks, want) in cases {
            assert_eq!(score(contract, vul, tricks).total(), want, "{contract:?} vul {vul} tricks {tricks}");
        }
    }

    #[test]
    fn the_parts_add_up_and_name_what_the_card_shows() {
        let s = score(c(6, Hearts, X), true, 13);
        assert_eq!(
            s,
            Score { contract_points: 360, overtricks: 200, game_or_part: 500, slam: 750, insult: 50, undertricks: 0 }
        );
        assert_eq!(s.total(), 1860);
    }

    #[test]
    fn boards_rotate_vulnerability_and_dealer_in_sixteen() {
        use Vulnerability::*;
        let want = [None, Ns, Ew, Both, Ns, Ew, Both, None, Ew, Both, None, Ns, Both, None, Ns, Ew];
        for (i, v) in want.iter().enumerate() {
            let board = i as u32 + 1;
            assert_eq!(Vulnerability::of_board(board), *v, "board {board}");
            assert_eq!(Vulnerability::of_board(board + 16), *v, "board {}", board + 16);
        }
        assert_eq!((1..=5).map(dealer_of_board).collect::<Vec<_>>(), [0, 1, 2, 3, 0]);
        assert!(Ns.of_seat(0) && Ns.of_seat(2) && !Ns.of_seat(1) && Ew.of_seat(3) && !None.of_seat(0));
    }

    #[test]
    fn the_imp_scale_steps_where_the_wbf_table_does() {
        let cases = [
            (0, 0),
            (10, 0),
            (20, 1),
            (40, 1),
            (50, 2),
            (90, 3),
            (420, 9),
            (430, 10),
            (600, 12),
            (740, 12),
            (750, 13),
            (1990, 18),
            (2000, 19),
            (3990, 23),
            (4000, 24),
            (7600, 24),
            (-620, -12),
        ];
        for (diff, want) in cases {
            assert_eq!(imps(diff), want, "{diff}");
        }
    }
}
