//! Belot's score sheet: a deal's raw totals, made / hanging / inside, contra and recontra, the ÷ 10
//! rounding, hanging points carried to the next deal's winner, and the end at 151.

use serde_json::{Map, Value};

use super::announcements::premiums;
use super::contract::Contract;
use super::deal::{team, Deal};
use super::options::BelotOptions;
use super::rounding::{split, whole, Why};
use crate::games::{Mark, MarkKind, Step};

/// Last trick (seed: «последно 10») and valat (seed: «още 90 точки»).
pub const LAST_TRICK: i64 = 10;
pub const VALAT: i64 = 90;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Standing {
    pub totals: [i64; 2],
    /// Points held by hanging deals, for the winner of the next deal.
    pub hanging: i64,
    pub winner: Option<usize>,
}

pub struct Written {
    pub scores: [i64; 2],
    pub steps: Vec<Step>,
    pub notes: Vec<String>,
    pub marks: Vec<Mark>,
    pub summary: String,
    pub extra: Map<String, Value>,
}

impl Standing {
    pub fn deal(&mut self, d: &Deal, o: &BelotOptions, sides: &[String], names: &[String]) -> Written {
        let mut w = Written {
            scores: [0; 2],
            steps: vec![],
            notes: vec![],
            marks: vec![],
            summary: String::new(),
            extra: Map::new(),
        };
        w.extra.insert("dealer".into(), names[d.dealer].clone().into());
        let Some(p) = &d.played else {
            w.summary = "all passed".into();
            let text = "all four passed: nobody plays, the next player deals".to_string();
            w.steps.push(Step { rule: "belot.deal.all-pass", text: text.clone().into() });
            w.notes.push(text);
            w.extra.insert("outcome".into(), "all-pass".into());
            w.extra.insert("hanging".into(), self.hanging.into());
            return w;
        };
        let c = p.contract;
        let dt = team(p.declarer);
        let ot = 1 - dt;
        let step = |w: &mut Written, rule: &'static str, text: String| w.steps.push(Step { rule, text: text.into() });

        // 1. Each team's raw total.
        let prem = premiums(&p.announcements, sides, names, &mut w.steps);
        let mut raw = [0i64; 2];
        for t in 0..2 {
            let last = if p.last_trick == t { LAST_TRICK } else { 0 };
            let mut text = format!("{}: {} card points", sides[t], p.points[t]);
            if last > 0 {
                text.push_str(&format!(" + last trick {LAST_TRICK}"));
            }
            let mut v = p.points[t] + last;
            if c == Contract::NoTrumps {
                v *= 2;
                text.push_str(", doubled in No trumps");
            }
            if prem[t] > 0 {
                v += prem[t];
                text.push_str(&format!(" + premiums {}", prem[t]));
            }
            if p.valat == Some(t) {
                v += VALAT;
                text.push_str(&format!(" + valat {VALAT}"));
            }
            raw[t] = v;
            text.push_str(&format!(" = {v}"));
            step(&mut w, "belot.score.raw", text);
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
                        format!(
                            "{} made it (изкарана): {} > {}; each team writes its own: {dw} and {ow}",
                            sides[dt], raw[dt], raw[ot]
                        ),
                    );
                    (Some(dt), 0, "made")
                } else if raw[dt] == raw[ot] {
                    w.scores[ot] = ow;
                    step(&mut w, "belot.score.hanging", format!("equal {} – {} (висяща): {} write {ow}; {} points of {} hang for the winner of the next deal", raw[dt], raw[ot], sides[ot], dw, sides[dt]));
                    w.marks.push(Mark::new(dt, MarkKind::Hanging));
                    (None, dw, "hanging")
                } else {
                    w.scores[ot] = dw + ow;
                    step(
                        &mut w,
                        "belot.score.inside",
                        format!(
                            "{} went inside (вкарана): {} < {}; {} write both: {dw} + {ow} = {}",
                            sides[dt],
                            raw[dt],
                            raw[ot],
                            sides[ot],
                            dw + ow
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
                let mut text = format!("{}: the whole deal {sum} ÷ 10 → {}", dbl.name(), whole(c, sum - fixed));
                if fixed > 0 {
                    text.push_str(" (valat not multiplied: option valat_doubles = false)");
                }
                text.push_str(&format!(" × {f}{} = {total}", if fixed > 0 { " + 9" } else { "" }));
                step(&mut w, "belot.score.contra", text);
                let outcome = match raw[dt].cmp(&raw[ot]) {
                    std::cmp::Ordering::Greater => "made",
                    std::cmp::Ordering::Equal => "hanging",
                    std::cmp::Ordering::Less => "inside",
                };
                if raw[0] == raw[1] {
                    step(
                        &mut w,
                        "belot.score.contra-hanging",
                        format!("equal {} – {}: all {total} hang for the winner of the next deal", raw[0], raw[1]),
                    );
                    w.marks.push(Mark::new(dt, MarkKind::Hanging));
                    (None, total, outcome)
                } else {
                    let win = if raw[0] > raw[1] { 0 } else { 1 };
                    w.scores[win] = total;
                    step(
                        &mut w,
                        "belot.score.contra-winner",
                        format!(
                            "{} have more ({} to {}): they write all {total}, whoever declared",
                            sides[win],
                            raw[win],
                            raw[1 - win]
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
                let text = format!("{} win this deal and take the {} hanging points", sides[t], self.hanging);
                w.notes.push(text.clone());
                step(&mut w, "belot.hanging.award", text);
                self.hanging = 0;
            }
        }
        if held > 0 {
            self.hanging += held;
            w.notes.push(format!("{held} points hang (висят): {} now wait for the next deal's winner", self.hanging));
        }
        for t in 0..2 {
            self.totals[t] += w.scores[t];
        }

        // 4. The end of the game.
        if p.valat.is_some() {
            if self.totals.iter().any(|&t| t >= o.target) {
                let text = "С капо не се излиза: a game does not end on a valat; one more deal is played".to_string();
                w.notes.push(text.clone());
                step(&mut w, "belot.match.valat", text);
            }
        } else if self.totals.iter().any(|&t| t >= o.target) {
            if self.totals[0] == self.totals[1] {
                let text = format!("both teams have {}: play on until one leads", self.totals[0]);
                w.notes.push(text.clone());
                step(&mut w, "belot.match.tie", text);
            } else {
                let t = if self.totals[0] > self.totals[1] { 0 } else { 1 };
                self.winner = Some(t);
                w.marks.push(Mark::new(t, MarkKind::Win));
                let text = format!(
                    "{} reach {} and lead {} – {}: they win the game",
                    sides[t],
                    self.totals[t],
                    self.totals[t],
                    self.totals[1 - t]
                );
                w.notes.push(text.clone());
                step(&mut w, "belot.match.target", text);
            }
        }

        w.summary = format!(
            "{} {}{}{}",
            names[p.declarer],
            c,
            p.double.map(|d| if d.factor() == 2 { " ×2" } else { " ×4" }).unwrap_or(""),
            match outcome {
                "hanging" => " виси",
                "inside" => " вкарана",
                _ => "",
            }
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
        (Why::Digit, Contract::NoTrumps) => ("belot.round.no-trumps", "No trumps rounds ordinarily (5 and up)"),
        (Why::Digit, Contract::AllTrumps) => ("belot.round.all-trumps", "All trumps rounds 5–9 up, 0–3 down"),
        (Why::Digit, _) => ("belot.round.suit", "a suit contract rounds 7–9 up, 0–5 down"),
        (Why::FewerUp, Contract::AllTrumps) => {
            ("belot.round.conflict", "both end in 4: the team with fewer points rounds up, the other down")
        }
        (Why::FewerUp, _) => {
            ("belot.round.conflict", "both end in 6: the team with fewer points rounds up, the other down")
        }
        (Why::HangingUp, _) => {
            ("belot.round.hanging-up", "equal totals ending in the conflict digit: the hanging points round up")
        }
    };
    w.steps.push(Step {
        rule,
        text: format!("÷ 10: {} → {} and {} → {} ({how}; together they make the whole deal)", d.0, d.1, o.0, o.1)
            .into(),
    });
}
