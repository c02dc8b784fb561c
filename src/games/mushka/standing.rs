//! The sheet's rules after each entry: everyone starts at −25 and climbs; a total that passes 0
//! starts again at −25; exactly 0 wins, and of two reaching it at once the first in play from the
//! deal's leader.

use super::Ids;
use crate::engine::Seat;
use crate::games::family::Written;
use crate::games::{Mark, MarkKind, Step};

/// Everyone's total before the first deal (seed: «Перед началом игры каждый игрок имеет минус 25 очков»).
pub const START: i64 = -25;
/// The total that wins (seed: «Тот, кто первым выберется из минуса, победил»).
pub const GOAL: i64 = 0;

/// Applies an entry's points to `totals`: a total above 0 starts again at −25 (seed: «он начинает
/// счет с минус 25»), a total of exactly 0 wins. `order` lists every seat from the deal's leader,
/// for a tie. The entry's scores become the change of each total and its own points go to `extra`.
/// Returns the winner, if any.
pub fn settle(totals: &mut [i64], w: &mut Written, order: &[Seat], ids: &Ids, names: &[String]) -> Option<Seat> {
    let before = totals.to_vec();
    let points = std::mem::take(&mut w.scores);
    for (s, name) in names.iter().enumerate() {
        let reached = before[s] + points[s];
        if reached > GOAL {
            totals[s] = START;
            w.marks.push(Mark::new(s, MarkKind::Overshoot));
            let text =
                format!("{name}: {} {:+} = {reached} passes {GOAL}: starts again at {START}", before[s], points[s]);
            w.notes.push(text.clone());
            w.steps.push(Step { rule: ids.overshoot, text: text.into() });
        } else {
            totals[s] = reached;
        }
    }
    let at_goal: Vec<Seat> = order.iter().copied().filter(|&s| totals[s] == GOAL).collect();
    let winner = at_goal.first().copied();
    if let Some(first) = winner {
        w.marks.push(Mark::new(first, MarkKind::Win));
        let text = if at_goal.len() > 1 {
            let all: Vec<&str> = at_goal.iter().map(|&s| names[s].as_str()).collect();
            format!(
                "{} reach {GOAL} in the same deal; {} wins, the first of them in play from the deal's leader",
                all.join(" and "),
                names[first]
            )
        } else {
            format!("{} reaches exactly {GOAL} and wins", names[first])
        };
        w.notes.push(text.clone());
        w.steps.push(Step { rule: ids.winner, text: text.into() });
    }
    w.scores = (0..names.len()).map(|s| totals[s] - before[s]).collect();
    winner
}
