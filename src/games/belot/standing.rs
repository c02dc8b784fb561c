//! Belot's score sheet: a deal's raw totals, made / hanging / inside, contra and recontra, the ÷ 10
//! rounding, hanging points carried to the next deal's winner, and the end at 151.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::announcements::premiums;
use super::contract::Contract;
use super::deal::{team, Deal};
use super::options::BelotOptions;
use super::rounding::{split, whole, Why};
use crate::games::{Mark, MarkKind, Step};
use crate::i18n::Msg;
use crate::msg;

/// Last trick (the Bulgarian rules: «последно 10») and valat (the rules: «още 90 точки»).
pub const LAST_TRICK: i64 = 10;
pub const VALAT: i64 = 90;

/// The running sheet; part of the state a resumed replay starts from.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standing {
    pub totals: [i64; 2],
    /// Points held by hanging deals, for the winner of the next deal.
    pub hanging: i64,
    pub winner: Option<usize>,
}

pub struct Written {
    pub scores: [i64; 2],
    pub steps: Vec<Step>,
    pub notes: Vec<Msg>,
    pub marks: Vec<Mark>,
    pub summary: Msg,
    pub extra: Map<String, Value>,
}

impl Standing {
    pub fn deal(&mut self, d: &Deal, o: &BelotOptions, sides: &[String], names: &[String]) -> Written {
        let mut w = Written {
            scores: [0; 2],
            steps: vec![],
            notes: vec![],
            marks: vec![],
            summary: Msg::default(),
            extra: Map::new(),
        };
        w.extra.insert("dealer".into(), names[d.dealer].clone().into());
        let Some(p) = &d.played else {
            w.summary = msg!("belot-summary-all-pass");
            let text = msg!("belot-all-pass");
            w.steps.push(Step { rule: "belot.deal.all-pass", text: text.clone() });
            w.notes.push(text);
            w.extra.insert("outcome".into(), "all-pass".into());
            w.extra.insert("hanging".into(), self.hanging.into());
            return w;
        };
        let c = p.contract;
        let dt = team(p.declarer);
        let ot = 1 - dt;
        let step = |w: &mut Written, rule: &'static str, text: Msg| w.steps.push(Step { rule, text });

        // 1. Each team's raw total.
        let prem = premiums(&p.announcements, sides, names, &mut w.steps);
        let mut raw = [0i64; 2];
        for t in 0..2 {
            let last = if p.last_trick == t { LAST_TRICK } else { 0 };
            let mut v = p.points[t] + last;
            let doubled = c == Contract::NoTrumps;
            if doubled {
                v *= 2;
            }
            if prem[t] > 0 {
                v += prem[t];
            }
            let valat = if p.valat == Some(t) { VALAT } else { 0 };
            v += valat;
            raw[t] = v;
            step(
                &mut w,
                "belot.score.raw",
                msg!(
                    "belot-score-raw",
                    team = &sides[t],
                    points = p.points[t],
                    last = last,
                    doubled = if doubled { "yes" } else { "no" },
                    premiums = prem[t].max(0),
                    valat = valat,
                    total = v
                ),
            );
        }
        if let Some(v) = p.valat {
            w.marks.push(Mark::new(v, MarkKind::Valat));
        }

        // 2. Who writes what.
        let (deal_winner, held, outcome) = match p.double {
            None => {
                let (dw, ow, why) = split(c, raw[dt], raw[ot]);
                explain_rounding(&mut w, c, (raw[dt], dw), (raw[ot], ow), why);
                if raw[dt] > raw[ot] {
                    w.scores[dt] = dw;
                    w.scores[ot] = ow;
                    step(
                        &mut w,
                        "belot.score.made",
                        msg!(
                            "belot-score-made",
                            team = &sides[dt],
                            declarers = raw[dt],
                            others = raw[ot],
                            written = dw,
                            other_written = ow
                        ),
                    );
                    (Some(dt), 0, "made")
                } else if raw[dt] == raw[ot] {
                    w.scores[ot] = ow;
                    step(
                        &mut w,
                        "belot.score.hanging",
                        msg!(
                            "belot-score-hanging",
                            declarers = raw[dt],
                            others = raw[ot],
                            other_team = &sides[ot],
                            written = ow,
                            hanging = dw,
                            team = &sides[dt]
                        ),
                    );
                    w.marks.push(Mark::new(dt, MarkKind::Hanging));
                    (None, dw, "hanging")
                } else {
                    w.scores[ot] = dw + ow;
                    step(
                        &mut w,
                        "belot.score.inside",
                        msg!(
                            "belot-score-inside",
                            team = &sides[dt],
                            declarers = raw[dt],
                            others = raw[ot],
                            other_team = &sides[ot],
                            declarers_written = dw,
                            others_written = ow,
                            total = dw + ow
                        ),
                    );
                    w.marks.push(Mark::new(dt, MarkKind::Inside));
                    (Some(ot), 0, "inside")
                }
            }
            Some(dbl) => {
                let f = dbl.factor();
                w.marks.push(Mark::new(dt, if f == 2 { MarkKind::Contra } else { MarkKind::Recontra }));
                let sum = raw[0] + raw[1];
                let fixed = if p.valat.is_some() && !o.valat_doubles { VALAT } else { 0 };
                let total = whole(c, sum - fixed) * f + fixed / 10;
                step(
                    &mut w,
                    "belot.score.contra",
                    msg!(
                        "belot-score-contra",
                        double = dbl.label(),
                        sum = sum,
                        rounded = whole(c, sum - fixed),
                        valat = if fixed > 0 { "apart" } else { "multiplied" },
                        factor = f,
                        fixed = fixed / 10,
                        total = total
                    ),
                );
                let outcome = match raw[dt].cmp(&raw[ot]) {
                    std::cmp::Ordering::Greater => "made",
                    std::cmp::Ordering::Equal => "hanging",
                    std::cmp::Ordering::Less => "inside",
                };
                if raw[0] == raw[1] {
                    step(
                        &mut w,
                        "belot.score.contra-hanging",
                        msg!("belot-score-contra-hanging", first = raw[0], second = raw[1], total = total),
                    );
                    w.marks.push(Mark::new(dt, MarkKind::Hanging));
                    (None, total, outcome)
                } else {
                    let win = if raw[0] > raw[1] { 0 } else { 1 };
                    w.scores[win] = total;
                    step(
                        &mut w,
                        "belot.score.contra-winner",
                        msg!(
                            "belot-score-contra-winner",
                            team = &sides[win],
                            more = raw[win],
                            less = raw[1 - win],
                            total = total
                        ),
                    );
                    (Some(win), 0, outcome)
                }
            }
        };

        // 3. Hanging points go to the winner of this deal.
        if let Some(t) = deal_winner {
            if self.hanging > 0 {
                w.scores[t] += self.hanging;
                let text = msg!("belot-hanging-award", team = &sides[t], hanging = self.hanging);
                w.notes.push(text.clone());
                step(&mut w, "belot.hanging.award", text);
                self.hanging = 0;
            }
        }
        if held > 0 {
            self.hanging += held;
            w.notes.push(msg!("belot-hanging-held", held = held, total = self.hanging));
        }
        for t in 0..2 {
            self.totals[t] = self.totals[t].saturating_add(w.scores[t]);
        }

        // 4. The end of the game.
        if p.valat.is_some() {
            if self.totals.iter().any(|&t| t >= o.target) {
                let text = msg!("belot-match-valat");
                w.notes.push(text.clone());
                step(&mut w, "belot.match.valat", text);
            }
        } else if self.totals.iter().any(|&t| t >= o.target) {
            if self.totals[0] == self.totals[1] {
                let text = msg!("belot-match-tie", total = self.totals[0]);
                w.notes.push(text.clone());
                step(&mut w, "belot.match.tie", text);
            } else {
                let t = if self.totals[0] > self.totals[1] { 0 } else { 1 };
                self.winner = Some(t);
                w.marks.push(Mark::new(t, MarkKind::Win));
                let text =
                    msg!("belot-match-target", team = &sides[t], total = self.totals[t], other = self.totals[1 - t]);
                w.notes.push(text.clone());
                step(&mut w, "belot.match.target", text);
            }
        }

        // What the table writes in the deal's line: who took which contract, the contra, and how
        // it ended (вътре, висящи, капо).
        w.summary = msg!(
            "belot-summary",
            player = &names[p.declarer],
            contract = c.label(),
            double = p.double.map_or("none", |d| d.name()),
            outcome = outcome,
            valat = if p.valat.is_some() { "yes" } else { "no" }
        );
        w.extra.insert("declarer".into(), names[p.declarer].clone().into());
        w.extra.insert("contract".into(), c.name().into());
        w.extra.insert("double".into(), p.double.map(|d| Value::from(d.name())).unwrap_or(Value::Null));
        w.extra.insert("outcome".into(), outcome.into());
        w.extra.insert("hanging".into(), self.hanging.into());
        w.extra.insert("valat".into(), p.valat.map(|t| Value::from(sides[t].clone())).unwrap_or(Value::Null));
        w
    }
}

fn explain_rounding(w: &mut Written, c: Contract, d: (i64, i64), o: (i64, i64), why: Why) {
    let (rule, how) = match (why, c) {
        (Why::Digit, Contract::NoTrumps) => ("belot.round.no-trumps", msg!("belot-round-no-trumps")),
        (Why::Digit, Contract::AllTrumps) => ("belot.round.all-trumps", msg!("belot-round-all-trumps")),
        (Why::Digit, _) => ("belot.round.suit", msg!("belot-round-suit")),
        (Why::FewerUp, _) => (
            "belot.round.conflict",
            msg!("belot-round-conflict", digit = super::rounding::conflict_digit(c).unwrap_or(6)),
        ),
        (Why::HangingUp, _) => ("belot.round.hanging-up", msg!("belot-round-hanging-up")),
    };
    w.steps.push(Step {
        rule,
        text: msg!(
            "belot-round",
            declarers = d.0,
            declarers_written = d.1,
            others = o.0,
            others_written = o.1,
            how = how
        ),
    });
}
