//! A club session's scoring: every board's traveller compared — by matchpoints, by IMPs against a
//! datum, by cross-IMPs or by Butler — and the pairs ranked. Every number is exact (fractions of
//! whole points) until it is shown, rounded to the hundredth, so that two pairs that scored the same
//! share their rank whatever order their boards were added in. docs/games/bridge.md explains it.

use std::collections::BTreeMap;

use super::matchpoints::matchpoints;
use super::options::{Neuberg, Scoring};
use super::score::imps;
use super::traveller::Line;

/// An exact fraction of points: matchpoints after Neuberg's formula, a percentage, an average.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frac {
    num: i128,
    den: i128,
}

const fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Frac {
    pub const ZERO: Frac = Frac { num: 0, den: 1 };

    /// `num / den`; a zero denominator reads as zero (an empty average).
    pub fn new(num: i128, den: i128) -> Frac {
        if den == 0 {
            return Frac::ZERO;
        }
        let g = gcd(num, den).max(1);
        let sign = if den < 0 { -1 } else { 1 };
        Frac { num: sign * num / g, den: sign * den / g }
    }

    pub fn int(n: i64) -> Frac {
        Frac::new(i128::from(n), 1)
    }

    pub fn plus(self, o: Frac) -> Frac {
        Frac::new(self.num * o.den + o.num * self.den, self.den * o.den)
    }

    pub fn times(self, o: Frac) -> Frac {
        Frac::new(self.num * o.num, self.den * o.den)
    }

    pub fn div_int(self, n: i64) -> Frac {
        Frac::new(self.num, self.den * i128::from(n))
    }

    /// Rounded to the nearest whole number, a half away from zero.
    pub fn round(self) -> i64 {
        let twice = 2 * self.num.abs() + self.den;
        let r = twice / (2 * self.den);
        let r = if self.num < 0 { -r } else { r };
        i64::try_from(r).unwrap_or(if r < 0 { i64::MIN } else { i64::MAX })
    }

    /// In hundredths, rounded: the fixed unit of the totals and the JSON view.
    pub fn hundredths(self) -> i64 {
        self.times(Frac::int(100)).round()
    }
}

/// What one traveller line gave each of its two pairs: matchpoints (after Neuberg) and the
/// percentage of the board's top, or IMPs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineResult {
    /// Matchpoints or IMPs, North-South's and East-West's.
    pub points: [Frac; 2],
    /// Matchpoint scorings: the percentage of the top each side took.
    pub percent: [Frac; 2],
}

/// Every line of the session scored, by its index in the lines, with each board's datum (IMP
/// scorings) and the common top (matchpoints).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scored {
    pub lines: Vec<LineResult>,
    /// The datum of each board with results (IMPs against a datum and Butler).
    pub datum: BTreeMap<u32, i64>,
    /// The top every board is scaled to: 2 × (the most results of any board − 1).
    pub top: i64,
}

/// IMPs an average-plus (60 %) or average-minus (40 %) is worth in IMP scorings: 3 each way.
pub const ADJUSTED_IMPS: i64 = 3;

/// The datum of a board: the average of its North-South scores without the top and the bottom one
/// (when there are at least 3; else all), rounded to the nearest 10 (a half away from zero).
pub fn datum(ns_scores: &[i64]) -> i64 {
    let mut s = ns_scores.to_vec();
    s.sort_unstable();
    let kept = if s.len() >= 3 { &s[1..s.len() - 1] } else { &s[..] };
    if kept.is_empty() {
        return 0;
    }
    let sum: i64 = kept.iter().fold(0i64, |a, &x| a.saturating_add(x));
    Frac::new(i128::from(sum), 10 * kept.len() as i128).round().saturating_mul(10)
}

/// Cross-IMPs of each North-South score: IMPs against every other score of the board, summed and
/// divided by the number of comparisons (results − 1); a board played once gives 0.
pub fn cross_imps(ns_scores: &[i64]) -> Vec<Frac> {
    let n = ns_scores.len();
    ns_scores
        .iter()
        .map(|&s| {
            let sum: i64 = ns_scores.iter().map(|&o| imps(s.saturating_sub(o))).sum();
            if n < 2 {
                Frac::ZERO
            } else {
                Frac::int(sum).div_int(n as i64 - 1)
            }
        })
        .collect()
}

/// Every line scored as `scoring` asks. Matchpoints: 2 per pair beaten and 1 per tie among the
/// line's direction, scaled by Neuberg's formula to the board's E (`neuberg`: the times it was
/// meant to be played, or the most results of any board) and then, in proportion, to the
/// session's top; an adjusted line takes its percentages of that top and no part in the
/// comparison. IMP scorings: IMPs against the board's datum, or cross-IMPs; an adjusted line is
/// +3, 0 or −3 IMPs.
pub fn score_lines(scoring: Scoring, neuberg: Neuberg, lines: &[Line]) -> Scored {
    let mut boards: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    let mut meant: BTreeMap<u32, i64> = BTreeMap::new();
    for (i, l) in lines.iter().enumerate() {
        *meant.entry(l.board).or_default() += 1;
        if l.score.is_some() {
            boards.entry(l.board).or_default().push(i);
        }
    }
    let most = match neuberg {
        Neuberg::Most => boards.values().map(Vec::len).max().unwrap_or(0) as i64,
        Neuberg::Expected => meant.values().copied().max().unwrap_or(0),
    };
    let mut out = Scored { lines: vec![HALF; lines.len()], datum: BTreeMap::new(), top: 2 * (most - 1).max(0) };
    for (&board, idx) in &boards {
        let e = expected(neuberg, most, meant.get(&board).copied().unwrap_or(0));
        score_board(scoring, board, idx, lines, e, &mut out);
    }
    for (i, l) in lines.iter().enumerate() {
        score_adjusted(scoring, i, l, &mut out);
    }
    out
}

/// Neuberg's E of a board with `meant` traveller lines, the most of any board being `most`.
const fn expected(neuberg: Neuberg, most: i64, meant: i64) -> i64 {
    match neuberg {
        Neuberg::Most => most,
        Neuberg::Expected => meant,
    }
}

/// A line no comparison has scored yet: no points, half the top.
const HALF: LineResult = LineResult { points: [Frac::ZERO; 2], percent: [Frac { num: 50, den: 1 }; 2] };

/// Scores the played lines `idx` of `board` into `out`, the board's E being `e`.
fn score_board(scoring: Scoring, board: u32, idx: &[usize], lines: &[Line], e: i64, out: &mut Scored) {
    let scores: Vec<i64> = idx.iter().map(|&i| lines[i].score.unwrap_or(0)).collect();
    let n = scores.len() as i64;
    let top = out.top;
    match scoring {
        Scoring::Matchpoints => {
            // The board's own top, 2 × (E − 1); a board meant to be played once has none: each
            // side takes half the session's top.
            let own = 2 * (e - 1).max(0);
            for (&i, &mp) in idx.iter().zip(&matchpoints(&scores)) {
                // Neuberg: (mp + 1) × E / n − 1, for each side; they add up to the board's top,
                // which is then brought to the session's in proportion.
                let ns_raw = i64::from(mp);
                let ew_raw = 2 * (n - 1) - ns_raw;
                let scaled = |raw: i64| {
                    if own == 0 {
                        return Frac::new(i128::from(top), 2);
                    }
                    Frac::new(i128::from((raw + 1) * e - n), i128::from(n))
                        .times(Frac::new(i128::from(top), i128::from(own)))
                };
                let points = [scaled(ns_raw), scaled(ew_raw)];
                let percent = if top == 0 {
                    [Frac::int(50); 2]
                } else {
                    [points[0].times(Frac::int(100)).div_int(top), points[1].times(Frac::int(100)).div_int(top)]
                };
                out.lines[i] = LineResult { points, percent };
            }
        }
        Scoring::CrossImps => {
            for (&i, x) in idx.iter().zip(cross_imps(&scores)) {
                out.lines[i] = LineResult { points: [x, x.times(Frac::int(-1))], ..HALF };
            }
        }
        _ => {
            let d = datum(&scores);
            out.datum.insert(board, d);
            for (&i, &s) in idx.iter().zip(&scores) {
                let x = imps(s.saturating_sub(d));
                out.lines[i] = LineResult { points: [Frac::int(x), Frac::int(-x)], ..HALF };
            }
        }
    }
}

/// Scores line `i` into `out` if it is an artificial score: its percentages of the top, or IMPs.
fn score_adjusted(scoring: Scoring, i: usize, l: &Line, out: &mut Scored) {
    let Some(adj) = l.adjusted else { return };
    let top = out.top;
    out.lines[i] = match scoring {
        Scoring::Matchpoints => LineResult {
            points: adj.map(|p| Frac::int(i64::from(p) * top).div_int(100)),
            percent: adj.map(|p| Frac::int(i64::from(p))),
        },
        _ => LineResult { points: adj.map(|p| Frac::int(adjusted_imps(p))), ..HALF },
    };
}

/// The lines scored as they come, line by line, as [`score_lines`] scores them all at once: a new
/// line scores its own board again — and every board when it makes its board the most played,
/// because matchpoints scale every board to that. A session replays in time linear in its boards.
#[derive(Debug, Clone)]
pub struct Running {
    scoring: Scoring,
    neuberg: Neuberg,
    pub lines: Vec<Line>,
    boards: BTreeMap<u32, Vec<usize>>,
    /// Each board's traveller lines, played and adjusted.
    meant: BTreeMap<u32, i64>,
    most: i64,
    pub scored: Scored,
}

impl Running {
    pub fn new(scoring: Scoring, neuberg: Neuberg) -> Running {
        Running {
            scoring,
            neuberg,
            lines: Vec::new(),
            boards: BTreeMap::new(),
            meant: BTreeMap::new(),
            most: 0,
            scored: Scored { lines: Vec::new(), datum: BTreeMap::new(), top: 0 },
        }
    }

    pub fn push(&mut self, line: Line) {
        let i = self.lines.len();
        let board = line.board;
        let played = line.score.is_some();
        self.lines.push(line);
        self.scored.lines.push(HALF);
        let meant = {
            let m = self.meant.entry(board).or_default();
            *m += 1;
            *m
        };
        if played {
            self.boards.entry(board).or_default().push(i);
        }
        let n = self.boards.get(&board).map_or(0, Vec::len) as i64;
        let mp = self.scoring == Scoring::Matchpoints;
        let most = match self.neuberg {
            Neuberg::Most => self.most.max(n),
            Neuberg::Expected => self.most.max(meant),
        };
        if most > self.most && mp {
            self.most = most;
            self.scored = score_lines(self.scoring, self.neuberg, &self.lines);
            return;
        }
        self.most = most;
        self.scored.top = 2 * (self.most - 1).max(0);
        // An adjusted line changes its board's E when E is the board's own count.
        if played || (mp && self.neuberg == Neuberg::Expected) {
            if let Some(idx) = self.boards.get(&board) {
                let e = expected(self.neuberg, self.most, meant);
                score_board(self.scoring, board, idx, &self.lines, e, &mut self.scored);
            }
        }
        score_adjusted(self.scoring, i, &self.lines[i], &mut self.scored);
    }
}

/// The IMPs of an artificial score: average-plus +3, average 0, average-minus −3.
pub const fn adjusted_imps(percent: u8) -> i64 {
    match percent {
        60 => ADJUSTED_IMPS,
        40 => -ADJUSTED_IMPS,
        _ => 0,
    }
}

/// One pair's standing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The pair's number, 1-based.
    pub pair: usize,
    /// Boards played (adjusted ones included).
    pub boards: usize,
    /// Matchpoints (after Neuberg) or IMPs, summed.
    pub points: Frac,
    /// Matchpoints: the percentage; Butler: IMPs per board; else the IMPs again.
    pub value: Frac,
}

/// Every pair's standing after `lines`, by pair number (pairs 1..=`pairs`).
pub fn standings(scoring: Scoring, pairs: usize, lines: &[Line], scored: &Scored) -> Vec<Standing> {
    let mut st: Vec<Standing> =
        (1..=pairs).map(|pair| Standing { pair, boards: 0, points: Frac::ZERO, value: Frac::ZERO }).collect();
    let mut percent = vec![Frac::ZERO; pairs];
    for (l, r) in lines.iter().zip(&scored.lines) {
        for (side, pair) in [l.ns, l.ew].into_iter().enumerate() {
            let Some(s) = pair.checked_sub(1).and_then(|p| st.get_mut(p)) else { continue };
            s.boards += 1;
            s.points = s.points.plus(r.points[side]);
            percent[pair - 1] = percent[pair - 1].plus(r.percent[side]);
        }
    }
    for (s, pc) in st.iter_mut().zip(percent) {
        s.value = match scoring {
            // Matchpoints / the sum of the tops of the boards played: with Neuberg every top is
            // the same, so the average of the lines' percentages.
            Scoring::Matchpoints => pc.div_int(s.boards.max(1) as i64),
            Scoring::Butler => s.points.div_int(s.boards.max(1) as i64),
            _ => s.points,
        };
    }
    st
}

/// The standings of the pairs that played, best first, each with its place: pairs equal to the
/// hundredth share it (`1-2`, or `3` alone). Ties are listed by pair number.
pub fn ranking(standings: &[Standing]) -> Vec<(String, &Standing)> {
    let mut played: Vec<&Standing> = standings.iter().filter(|s| s.boards > 0).collect();
    played.sort_by_key(|s| (std::cmp::Reverse(s.value.hundredths()), s.pair));
    let mut out = Vec::with_capacity(played.len());
    let mut i = 0;
    while i < played.len() {
        let v = played[i].value.hundredths();
        let j = played[i..].iter().take_while(|s| s.value.hundredths() == v).count() + i;
        let place = if j - i > 1 { format!("{}-{}", i + 1, j) } else { (i + 1).to_string() };
        for s in &played[i..j] {
            out.push((place.clone(), *s));
        }
        i = j;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(board: u32, ns: usize, ew: usize, score: i64) -> Line {
        Line { board, ns, ew, score: Some(score), adjusted: None, ..Line::default() }
    }

    fn adjusted(board: u32, ns: usize, ew: usize, a: [u8; 2]) -> Line {
        Line { board, ns, ew, score: None, adjusted: Some(a), ..Line::default() }
    }

    #[test]
    fn fractions_round_half_away_from_zero() {
        assert_eq!(Frac::new(5, 2).round(), 3);
        assert_eq!(Frac::new(-5, 2).round(), -3);
        assert_eq!(Frac::new(200, 3).hundredths(), 6667);
        assert_eq!(Frac::new(1, 0), Frac::ZERO);
    }

    #[test]
    fn the_datum_drops_the_top_and_the_bottom_and_rounds_to_ten() {
        // 420, 420, 450, 170, -50: without 450 and -50 → (420 + 420 + 170) / 3 = 336.67 → 340.
        assert_eq!(datum(&[420, 420, 450, 170, -50]), 340);
        // Two results: both count: (620 + 170) / 2 = 395 → 400 (a half away from zero).
        assert_eq!(datum(&[620, 170]), 400);
        assert_eq!(datum(&[-100, -50]), -80);
        assert_eq!(datum(&[]), 0);
    }

    #[test]
    fn cross_imps_average_every_comparison() {
        // 420 against 170 is 250 → 6 IMPs, against -50 is 470 → 10: (6 + 10) / 2 = 8.
        // 170: -6 and 220 → +6 → 0. -50: -10 and -6 → -8.
        let x = cross_imps(&[420, 170, -50]);
        assert_eq!(x, [Frac::int(8), Frac::ZERO, Frac::int(-8)]);
        assert_eq!(cross_imps(&[100]), [Frac::ZERO]);
    }

    /// Board 1 played 4 times, board 2 only 3 times (E = 4, top 6), one adjusted 60/40 on board 2.
    fn evening() -> Vec<Line> {
        vec![
            played(1, 1, 2, 420),
            played(1, 3, 4, 420),
            played(1, 5, 6, 450),
            played(1, 7, 8, -50),
            played(2, 1, 2, 110),
            played(2, 3, 4, 140),
            played(2, 5, 6, -100),
            adjusted(2, 7, 8, [60, 40]),
        ]
    }

    #[test]
    fn scoring_line_by_line_is_scoring_all_at_once() {
        for scoring in [Scoring::Matchpoints, Scoring::Imps, Scoring::CrossImps, Scoring::Butler] {
            for neuberg in [Neuberg::Expected, Neuberg::Most] {
                let mut lines = evening();
                // A third board played twice only, by design.
                lines.extend([played(3, 1, 2, 100), played(3, 3, 4, -100)]);
                let mut r = Running::new(scoring, neuberg);
                for (k, l) in lines.iter().enumerate() {
                    r.push(l.clone());
                    let all = score_lines(scoring, neuberg, &lines[..=k]);
                    assert_eq!(r.scored, all, "{scoring:?} {neuberg:?} after line {k}");
                }
            }
        }
    }

    #[test]
    fn matchpoints_with_neuberg_and_an_adjusted_line() {
        let lines = evening();
        let s = score_lines(Scoring::Matchpoints, Neuberg::Expected, &lines);
        assert_eq!(s.top, 6);
        // Board 1 (4 results, unscaled): 420 ties 420 and beats -50 → 3; 450 → 6; -50 → 0.
        assert_eq!(s.lines[0].points, [Frac::int(3), Frac::int(3)]);
        assert_eq!(s.lines[2].points, [Frac::int(6), Frac::int(0)]);
        // Board 2 (3 results, top 4 scaled to 6): 140 → 4 → (4+1)·4/3 − 1 = 17/3; 110 → 2 → 3;
        // -100 → 0 → 1/3. East-West the rest of 6.
        assert_eq!(s.lines[5].points, [Frac::new(17, 3), Frac::new(1, 3)]);
        assert_eq!(s.lines[4].points, [Frac::int(3), Frac::int(3)]);
        assert_eq!(s.lines[6].points, [Frac::new(1, 3), Frac::new(17, 3)]);
        // The adjusted line: 60 % and 40 % of 6.
        assert_eq!(s.lines[7].points, [Frac::new(18, 5), Frac::new(12, 5)]);
        let st = standings(Scoring::Matchpoints, 8, &lines, &s);
        // Pair 1: 3 + 3 of 12 = 50 %. Pair 3: 3 + 17/3 = 26/3 of 12 = 72.22 %.
        // Pair 5: 6 + 1/3 = 19/3 → 52.78 %. Pair 7: 0 + 60 % → (0 + 60) / 2 = 30 %.
        assert_eq!(st[0].value.hundredths(), 5000);
        assert_eq!(st[2].value.hundredths(), 7222);
        assert_eq!(st[4].value.hundredths(), 5278);
        assert_eq!(st[6].value.hundredths(), 3000);
        // Pair 2 (EW of pair 1) is 50 % too: pairs 1 and 2 share places 4-5.
        let r = ranking(&st);
        let place = |pair: usize| r.iter().find(|(_, s)| s.pair == pair).map(|(p, _)| p.clone()).unwrap_or_default();
        assert_eq!(place(3), "1");
        assert_eq!(place(1), "4-5");
        assert_eq!(place(2), "4-5");
    }

    #[test]
    fn imps_against_the_datum_and_butler_per_board() {
        let lines = evening();
        let s = score_lines(Scoring::Imps, Neuberg::Expected, &lines);
        // Board 1: without 450 and -50 → 420 → datum 420: 0, 0, +1 (30), -10 (-470).
        assert_eq!(s.datum[&1], 420);
        assert_eq!(s.lines[2].points, [Frac::int(1), Frac::int(-1)]);
        assert_eq!(s.lines[3].points, [Frac::int(-10), Frac::int(10)]);
        // Board 2: 110, 140, -100 → without 140 and -100 → 110: 0, +1 (30), -5 (-210);
        // the adjusted line +3/-3.
        assert_eq!(s.datum[&2], 110);
        assert_eq!(s.lines[5].points, [Frac::int(1), Frac::int(-1)]);
        assert_eq!(s.lines[6].points, [Frac::int(-5), Frac::int(5)]);
        assert_eq!(s.lines[7].points, [Frac::int(3), Frac::int(-3)]);
        let st = standings(Scoring::Imps, 8, &lines, &s);
        assert_eq!(st[7].value, Frac::int(10 - 3));
        let b = standings(Scoring::Butler, 8, &lines, &score_lines(Scoring::Butler, Neuberg::Expected, &lines));
        assert_eq!(b[7].value, Frac::new(7, 2), "7 IMPs over 2 boards");
        assert_eq!(b[7].value.hundredths(), 350);
    }
}
