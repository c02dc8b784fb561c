//! The sheet's rules after each entry: everyone starts at −25 and climbs; a total that passes 0
//! starts again at −25; exactly 0 wins, and of two reaching it at once the first in play from the
//! deal's leader.

use super::Ids;
use crate::engine::Seat;
use crate::games::family::Written;
use crate::games::{Mark, MarkKind, Step};
use crate::i18n::{signed, Arg, Msg};
use crate::msg;

/// Names joined as a sentence says them: "Борис and Вера".
fn and_list(names: &[&str]) -> Arg {
    match names {
        [] => Arg::from(""),
        [one] => Arg::from(*one),
        [first, rest @ ..] => Arg::from(msg!("mushka-and", first = *first, rest = and_list(rest))),
    }
}

/// Everyone's total before the first deal (the book: «Перед началом игры каждый игрок имеет минус 25 очков»).
pub const START: i64 = -25;
/// The total that wins (the book: «Тот, кто первым выберется из минуса, победил»).
pub const GOAL: i64 = 0;

/// Applies an entry's points to `totals`: a total above 0 starts again at −25 (the book: «он начинает
/// счет с минус 25»), a total of exactly 0 wins. `order` lists every seat from the deal's leader,
/// for a tie. The entry's scores become the change of each total and its own points go to `extra`.
/// Returns the winner, if any, and the notes the sheet writes beside the row.
pub fn settle(
    totals: &mut [i64],
    w: &mut Written,
    order: &[Seat],
    ids: &Ids,
    names: &[String],
) -> (Option<Seat>, Vec<Msg>) {
    let mut notes = Vec::new();
    let before = totals.to_vec();
    let points = std::mem::take(&mut w.scores);
    for (s, name) in names.iter().enumerate() {
        let reached = before[s] + points[s];
        if reached > GOAL {
            totals[s] = START;
            w.marks.push(Mark::new(s, MarkKind::Overshoot));
            let text = msg!(
                "mushka-overshoot",
                name = name,
                before = before[s],
                points = signed(points[s]),
                reached = reached,
                goal = GOAL,
                start = START
            );
            notes.push(text.clone());
            w.steps.push(Step { rule: ids.overshoot, text });
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
            msg!("mushka-winner-tie", names = and_list(&all), goal = GOAL, name = &names[first])
        } else {
            msg!("mushka-winner", name = &names[first], goal = GOAL)
        };
        notes.push(text.clone());
        w.steps.push(Step { rule: ids.winner, text });
    }
    w.scores = (0..names.len()).map(|s| totals[s] - before[s]).collect();
    (winner, notes)
}
