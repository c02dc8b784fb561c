//! Thousand's score sheet rules: the deal score, then the barrel (бочка), bolts (болты), the 555
//! reset and penalties, applied in that order to the running totals.

use serde::{Deserialize, Serialize};

use super::deal::{marriage_total, Deal, CONCEDE_POINTS};
use super::options::ThousandOptions;
use super::trick_rules::SEATS;
use crate::engine::{nearest_multiple, Seat};
use crate::games::{Mark, MarkKind, Step};
use crate::i18n::{signed, Msg};
use crate::msg;

/// The winning total (the book: «набрать тысячу очков»).
pub const TARGET: i64 = 1000;
/// Bolts that cost a penalty, and the penalty (the book: «за три кона ничего не набрал — минус 120»).
pub const BOLTS_LIMIT: u32 = 3;
pub const BOLTS_PENALTY: i64 = 120;
/// Opponents' points are rounded to a multiple of this (the book: 42 → 40, 43 → 45).
pub const ROUND_TO: i64 = 5;
/// The total that is reset to 0 (the book: «нельзя набирать 555 очков»).
pub const RESET_TOTAL: i64 = 555;

/// Each player's running state on the sheet; part of the state a resumed replay starts from.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standing {
    pub totals: [i64; SEATS],
    /// Deals played on the barrel, for the player sitting on it.
    pub barrel: [Option<u32>; SEATS],
    pub bolts: [u32; SEATS],
    pub winner: Option<Seat>,
}

/// The result of one entry on the sheet.
pub struct Written {
    pub scores: [i64; SEATS],
    pub marks: Vec<Mark>,
    pub steps: Vec<Step>,
    /// Steps worth a note on the sheet (match rules, not arithmetic).
    pub notes: Vec<Msg>,
    pub made: bool,
}

impl Standing {
    pub fn on_barrel(&self, s: Seat) -> bool {
        self.barrel[s].is_some()
    }

    /// Scores a deal and applies every match rule.
    pub fn deal(&mut self, d: &Deal, o: &ThousandOptions, names: &[String]) -> Written {
        let mut w = Written { scores: [0; SEATS], marks: vec![], steps: vec![], notes: vec![], made: false };
        let before = self.totals;
        let step = |w: &mut Written, rule: &'static str, text: Msg, note: bool| {
            if note {
                w.notes.push(text.clone());
            }
            w.steps.push(Step { rule, text });
        };
        let decl = d.declarer;
        let dn = names[decl].as_str();

        // 1. The deal score.
        let mut base = [0i64; SEATS];
        if d.conceded {
            base[decl] = -d.bid;
            step(
                &mut w,
                "thousand.concede",
                msg!("thousand-concede", player = dn, bid = d.bid, each = CONCEDE_POINTS),
                true,
            );
            w.marks.push(Mark::new(decl, MarkKind::Conceded));
            for s in (0..SEATS).filter(|&s| s != decl) {
                base[s] = CONCEDE_POINTS;
            }
        } else {
            for s in 0..SEATS {
                let m = marriage_total(&d.marriages, s);
                let total = d.points[s] + m;
                // "Борис took 75 card points + ♥ marriage 100 = 175", one addend at a time.
                let mut text = msg!("thousand-card-points", player = names[s].as_str(), points = d.points[s]);
                for &(_, suit) in d.marriages.iter().filter(|&&(x, _)| x == s) {
                    text = msg!(
                        "thousand-card-points-marriage",
                        before = text,
                        suit = suit,
                        value = super::trick_rules::marriage_value(suit)
                    );
                }
                if m > 0 {
                    text = msg!("thousand-card-points-total", before = text, total = total);
                }
                step(&mut w, "thousand.score.card-points", text, false);
                if s == decl {
                    w.made = total >= d.bid;
                    if w.made {
                        base[s] = d.bid;
                        step(
                            &mut w,
                            "thousand.score.declarer-made",
                            msg!("thousand-declarer-made", player = dn, bid = d.bid, total = total),
                            false,
                        );
                    } else {
                        base[s] = -d.bid;
                        step(
                            &mut w,
                            "thousand.score.declarer-failed",
                            msg!("thousand-declarer-failed", player = dn, bid = d.bid, total = total),
                            true,
                        );
                    }
                } else {
                    base[s] = nearest_multiple(total, ROUND_TO);
                    if base[s] != total {
                        step(
                            &mut w,
                            "thousand.score.opponent-rounding",
                            msg!(
                                "thousand-opponent-rounding",
                                player = names[s].as_str(),
                                total = total,
                                rounded = base[s],
                                step = ROUND_TO
                            ),
                            false,
                        );
                    }
                }
            }
        }

        // 2. Opponents on the barrel write nothing.
        let mut written = base;
        for s in (0..SEATS).filter(|&s| s != decl && self.on_barrel(s)) {
            if written[s] != 0 {
                step(
                    &mut w,
                    "thousand.barrel.opponent",
                    msg!("thousand-barrel-opponent", player = names[s].as_str(), lost = written[s]),
                    true,
                );
            }
            written[s] = 0;
        }

        // 3. Bolts: an opponent who writes 0.
        for s in 0..SEATS {
            if s != decl && !self.on_barrel(s) && written[s] == 0 {
                self.bolts[s] += 1;
                w.marks.push(Mark::new(s, MarkKind::Bolt));
                step(
                    &mut w,
                    "thousand.bolt",
                    msg!("thousand-bolt", player = names[s].as_str(), bolt = self.bolts[s], limit = BOLTS_LIMIT),
                    true,
                );
                if self.bolts[s] >= BOLTS_LIMIT {
                    self.bolts[s] = 0;
                    written[s] -= BOLTS_PENALTY;
                    w.marks.push(Mark::new(s, MarkKind::BoltsPenalty));
                    step(
                        &mut w,
                        "thousand.bolt.three",
                        msg!(
                            "thousand-bolt-three",
                            player = names[s].as_str(),
                            limit = BOLTS_LIMIT,
                            penalty = BOLTS_PENALTY
                        ),
                        true,
                    );
                }
            } else if o.bolts_consecutive && !self.on_barrel(s) && self.bolts[s] > 0 {
                self.bolts[s] = 0;
                step(
                    &mut w,
                    "thousand.bolt.consecutive",
                    msg!("thousand-bolt-consecutive", player = names[s].as_str()),
                    false,
                );
            }
        }

        // 4. The declarer on the barrel plays for 1000.
        let was_on: [bool; SEATS] = std::array::from_fn(|s| self.on_barrel(s));
        let mut tentative = before;
        for s in 0..SEATS {
            if !was_on[s] {
                tentative[s] += written[s];
            }
        }
        if was_on[decl] {
            let line = o.barrel_at;
            if d.conceded || !w.made {
                tentative[decl] = line - d.bid;
                self.barrel[decl] = None;
                w.marks.push(Mark::new(decl, MarkKind::BarrelFall));
                step(
                    &mut w,
                    "thousand.barrel.failed-contract",
                    msg!("thousand-barrel-failed", player = dn, line = line, bid = d.bid, total = tentative[decl]),
                    true,
                );
            } else if line + d.bid >= TARGET {
                tentative[decl] = line + d.bid;
                self.barrel[decl] = None;
                self.winner = Some(decl);
                w.marks.push(Mark::new(decl, MarkKind::Win));
                step(
                    &mut w,
                    "thousand.barrel.win",
                    msg!(
                        "thousand-barrel-win",
                        player = dn,
                        line = line,
                        bid = d.bid,
                        total = tentative[decl],
                        target = TARGET
                    ),
                    true,
                );
            } else {
                step(
                    &mut w,
                    "thousand.barrel.short",
                    msg!("thousand-barrel-short", player = dn, line = line, bid = d.bid, target = TARGET),
                    true,
                );
            }
        }
        self.totals = tentative;

        // 5. Climbing onto the barrel, knocking off whoever sits there.
        let climbers: Vec<Seat> = (0..SEATS).filter(|&s| !was_on[s] && self.totals[s] >= o.barrel_at).collect();
        self.climb(&climbers, Some(decl), o, names, &mut w);

        // 6. Deals on the barrel run out (the deal that put a player there is not counted).
        for s in 0..SEATS {
            if was_on[s] && self.winner != Some(s) {
                if let Some(n) = self.barrel[s] {
                    let n = n + 1;
                    if n >= o.barrel_deals {
                        self.barrel[s] = None;
                        self.totals[s] = o.fall_total();
                        w.marks.push(Mark::new(s, MarkKind::BarrelFall));
                        step(
                            &mut w,
                            "thousand.barrel.time",
                            msg!(
                                "thousand-barrel-time",
                                player = names[s].as_str(),
                                deals = n,
                                target = TARGET,
                                fall = o.fall_total()
                            ),
                            true,
                        );
                    } else {
                        self.barrel[s] = Some(n);
                        w.marks.push(Mark::new(s, MarkKind::Barrel));
                        step(
                            &mut w,
                            "thousand.barrel.deal",
                            msg!("thousand-barrel-deal", player = names[s].as_str(), deal = n, deals = o.barrel_deals),
                            false,
                        );
                    }
                }
            }
        }

        self.reset_555(o, names, &mut w);
        w.scores = std::array::from_fn(|s| self.totals[s] - before[s]);
        w
    }

    /// A penalty written outside a deal (misdeal, three nines at the cut).
    pub fn penalty(&mut self, s: Seat, points: i64, o: &ThousandOptions, names: &[String], w: &mut Written) {
        let before = self.totals;
        if self.on_barrel(s) {
            self.barrel[s] = None;
            self.totals[s] = o.barrel_at.saturating_add(points);
            w.marks.push(Mark::new(s, MarkKind::BarrelFall));
            w.steps.push(Step {
                rule: "thousand.penalty.barrel",
                text: msg!(
                    "thousand-penalty-barrel",
                    player = names[s].as_str(),
                    line = o.barrel_at,
                    points = signed(points),
                    total = self.totals[s]
                ),
            });
        } else {
            self.totals[s] = self.totals[s].saturating_add(points);
            if self.totals[s] >= o.barrel_at {
                self.climb(&[s], None, o, names, w);
            }
        }
        self.reset_555(o, names, w);
        w.scores = std::array::from_fn(|i| self.totals[i] - before[i]);
    }

    /// Puts one of `climbers` on the barrel at the line; whoever sat there falls, and so do the
    /// other climbers: there is one barrel. The declarer has it first, then the higher total, then
    /// the first in play order after the declarer.
    fn climb(&mut self, climbers: &[Seat], decl: Option<Seat>, o: &ThousandOptions, names: &[String], w: &mut Written) {
        if climbers.is_empty() || self.winner.is_some() {
            return;
        }
        let from = decl.unwrap_or(0);
        let keeper = climbers
            .iter()
            .copied()
            .max_by_key(|&s| (Some(s) == decl, self.totals[s], SEATS - (s + SEATS - from) % SEATS))
            .unwrap_or(climbers[0]);
        let reached = self.totals[keeper];
        self.totals[keeper] = o.barrel_at;
        self.barrel[keeper] = Some(0);
        w.marks.push(Mark::new(keeper, MarkKind::Barrel));
        let player = names[keeper].as_str();
        let text = if reached > o.barrel_at {
            msg!("thousand-barrel-climb-above", player = player, reached = reached, line = o.barrel_at)
        } else {
            msg!("thousand-barrel-climb", player = player, line = o.barrel_at)
        };
        w.notes.push(text.clone());
        w.steps.push(Step { rule: "thousand.barrel.climb", text });
        for s in 0..SEATS {
            if s == keeper {
                continue;
            }
            let sitting = self.on_barrel(s);
            if sitting || climbers.contains(&s) {
                self.barrel[s] = None;
                self.totals[s] = o.fall_total();
                w.marks.push(Mark::new(s, MarkKind::BarrelFall));
                let (who, by, fall) = (names[s].as_str(), names[keeper].as_str(), o.fall_total());
                let text = if sitting {
                    msg!("thousand-barrel-knocked-off", player = who, by = by, fall = fall)
                } else {
                    msg!("thousand-barrel-same-deal", player = who, by = by, fall = fall)
                };
                w.notes.push(text.clone());
                w.steps.push(Step { rule: "thousand.barrel.knocked-off", text });
            }
        }
    }

    fn reset_555(&mut self, o: &ThousandOptions, names: &[String], w: &mut Written) {
        for (s, name) in names.iter().enumerate().take(SEATS) {
            let t = self.totals[s];
            if (o.reset_555 && t == RESET_TOTAL) || (o.reset_minus_555 && t == -RESET_TOTAL) {
                self.totals[s] = 0;
                w.marks.push(Mark::new(s, MarkKind::Reset555));
                let text = msg!("thousand-reset-555", player = name.as_str(), total = t);
                w.notes.push(text.clone());
                w.steps.push(Step { rule: "thousand.reset-555", text });
            }
        }
    }
}
