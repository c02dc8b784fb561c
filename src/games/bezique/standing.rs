//! Bezique's sheet from one deal to the next: the totals of each side, who deals, the last trump
//! (six-pack may not repeat it), the games played when every deal is a game, and the winner.

use serde::{Deserialize, Serialize};

use super::options::{BeziqueOptions, Target, Variant};
use crate::cards::Suit;
use crate::engine::{nearest_multiple, Seat};
use crate::games::{Mark, MarkKind, Step};
use crate::i18n::Msg;
use crate::msg;

/// The six-pack rubicon: a loser under it gives the winner both totals.
pub const RUBICON: i64 = 3000;
/// What the winner of a six-pack deal adds.
pub const GAME_BONUS: i64 = 1000;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standing {
    pub totals: Vec<i64>,
    pub dealer: Seat,
    /// Deals dealt, redeals and voided deals included (the next line says "deal 5").
    pub deals: usize,
    /// Games played when every deal is a game.
    pub games: u32,
    /// The trump of the last deal played (six-pack).
    pub last_trump: Option<Suit>,
    pub winner: Option<usize>,
}

/// What a played deal writes to the sheet.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Written {
    pub scores: Vec<i64>,
    pub marks: Vec<Mark>,
    pub steps: Vec<Step>,
    /// Six-pack: the deal's raw points per side, beside the settled score.
    pub raw: Option<Vec<i64>>,
    /// Every deal a game: the side that won this deal's game.
    pub game_won: Option<usize>,
}

impl Standing {
    pub fn new(sides: usize) -> Standing {
        Standing { totals: vec![0; sides], ..Standing::default() }
    }

    /// Writes a played deal's points per side (`sides` names them) and decides the match.
    pub fn deal(&mut self, points: &[i64], o: &BeziqueOptions, sides: &[String]) -> Written {
        let mut w = Written::default();
        let every_deal = o.target == Target::Deal;
        let best = points.iter().copied().max().unwrap_or(0);
        let leaders: Vec<usize> = (0..points.len()).filter(|&s| points[s] == best).collect();
        let game_winner = (leaders.len() == 1).then(|| leaders[0]);
        if o.variant == Variant::SixPack {
            w.raw = Some(points.to_vec());
            w.scores = vec![0; points.len()];
            match game_winner {
                Some(win) => {
                    let lose = 1 - win;
                    let (wp, lp) = (points[win], points[lose]);
                    // Under the rubicon the winner takes both totals, else the difference.
                    let (raw, id) = if lp < RUBICON {
                        (wp + lp + GAME_BONUS, "bezique-step-rubicon-under")
                    } else {
                        (wp - lp + GAME_BONUS, "bezique-step-rubicon-over")
                    };
                    let text = msg!(
                        id,
                        winner = &sides[win],
                        loser = &sides[lose],
                        won = wp,
                        lost = lp,
                        rubicon = RUBICON,
                        bonus = GAME_BONUS,
                        result = raw
                    );
                    w.steps.push(Step { rule: "bezique.game.rubicon", text });
                    let rounded = nearest_multiple(raw, 100);
                    w.steps.push(Step {
                        rule: "bezique.game.rounding",
                        text: msg!("bezique-step-rounded", winner = &sides[win], raw = raw, rounded = rounded),
                    });
                    w.scores[win] = rounded;
                }
                None => {
                    w.steps.push(Step { rule: "bezique.game.tie", text: msg!("bezique-step-drawn", points = best) })
                }
            }
        } else {
            w.scores = points.to_vec();
        }
        for (t, s) in self.totals.iter_mut().zip(&w.scores) {
            *t = t.saturating_add(*s);
        }
        if every_deal {
            self.games = self.games.saturating_add(1);
            w.game_won = game_winner;
            if let Some(g) = game_winner {
                if o.variant != Variant::SixPack {
                    w.steps.push(Step {
                        rule: "bezique.game.every-deal",
                        text: msg!("bezique-step-game-won", side = &sides[g]),
                    });
                }
            }
            if o.games > 0 && self.games >= o.games {
                self.decide(&mut w, sides, None);
            }
        } else if let Target::Points(target) = o.target {
            self.decide(&mut w, sides, Some(i64::from(target)));
        }
        w
    }

    /// The side with the highest total wins — among those at or over `target` when there is one;
    /// equal highest totals play on.
    fn decide(&mut self, w: &mut Written, sides: &[String], target: Option<i64>) {
        let over: Vec<usize> = (0..self.totals.len()).filter(|&s| target.is_none_or(|t| self.totals[s] >= t)).collect();
        let Some(best) = over.iter().map(|&s| self.totals[s]).max() else { return };
        let top: Vec<usize> = over.iter().copied().filter(|&s| self.totals[s] == best).collect();
        if top.len() == 1 {
            self.winner = Some(top[0]);
            w.marks.push(Mark::new(top[0], MarkKind::Win));
            let text = match target {
                Some(t) => msg!("bezique-step-target", side = &sides[top[0]], total = best, target = t),
                None => msg!("bezique-step-games", side = &sides[top[0]], total = best),
            };
            w.steps.push(Step { rule: "bezique.game.target", text });
        } else if over.len() > 1 || target.is_none() {
            let names: Vec<Msg> = top.iter().map(|&s| msg!("games-item", item = &sides[s])).collect();
            w.steps
                .push(Step { rule: "bezique.game.tie", text: msg!("bezique-step-tie", sides = names, total = best) });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn six() -> BeziqueOptions {
        BeziqueOptions { variant: Variant::SixPack, target: Target::Deal, ..BeziqueOptions::default() }
    }

    #[test]
    fn the_rubicon_example_of_the_book() {
        let mut st = Standing::new(2);
        let w = st.deal(&[2500, 2100], &six(), &["Аня".into(), "Борис".into()]);
        assert_eq!(w.scores, vec![5600, 0]);
    }

    #[test]
    fn over_the_rubicon_the_difference_and_rounding() {
        let mut st = Standing::new(2);
        let w = st.deal(&[3120, 4270], &six(), &["Аня".into(), "Борис".into()]);
        // 4270 − 3120 + 1000 = 2150 → 2200.
        assert_eq!(w.scores, vec![0, 2200]);
        let w = st.deal(&[2440, 1000], &six(), &["Аня".into(), "Борис".into()]);
        // 2440 + 1000 + 1000 = 4440 → 4400.
        assert_eq!(w.scores, vec![4400, 0]);
        assert_eq!(st.totals, vec![4400, 2200]);
    }

    #[test]
    fn the_higher_of_two_over_the_target_wins_and_equal_plays_on() {
        let o = BeziqueOptions::default();
        let sides = ["Аня".to_string(), "Борис".to_string()];
        let mut st = Standing::new(2);
        st.deal(&[1400, 1300], &o, &sides);
        assert_eq!(st.winner, None);
        st.deal(&[200, 300], &o, &sides);
        assert_eq!(st.winner, None, "1600 all");
        st.deal(&[10, 20], &o, &sides);
        assert_eq!(st.winner, Some(1));
    }
}
