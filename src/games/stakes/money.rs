//! The money of a banking game: every player's balance and the bank, and the only ways money
//! moves — a banker puts up a bank, takes back what is left of it, and a round's stakes are paid
//! into it or out of it. Every move takes from one account what it gives another, and
//! [`Money::conserved`] proves it after every entry: the balances and the bank always add up to
//! what they added up to at the start (0: every balance starts at 0 and the bank empty).
//!
//! The games whose pot is everyone's (Bura, Frap, Khrap, Nine's bank, a poker session) keep it in
//! the same `bank` with no banker: players [`Money::pay_in`] (their ante, a pass, a doubled
//! bank) and are paid [`Money::pay_out`] of it, never more than it holds — the same proof holds.

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

/// Where the money stands between entries; also the snapshot a match is resumed from.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Money {
    /// Every player's balance, by seat: what he won less what he lost, the bank he put up counted
    /// as paid out until he takes it back.
    pub balances: Vec<i64>,
    /// What the bank holds.
    pub bank: i64,
    /// Who holds the bank, once anyone has.
    pub banker: Option<Seat>,
    /// Rounds played (a voided round that kept its place counted).
    pub rounds: usize,
}

/// One player's part in a round as the game settled it: his stake and how many stakes he wins
/// from the bank (positive) or pays into it (negative).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claim {
    pub seat: Seat,
    pub stake: i64,
    pub times: i64,
}

/// What a round's settlement moved: per claim (same order) the amount the player received
/// (negative: paid), and whether the bank ran out before every winner was paid in full.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settled {
    pub paid: Vec<i64>,
    /// The winners paid short, with what they were owed: the bank is broken.
    pub short: Vec<(Seat, i64, i64)>,
}

impl Money {
    pub fn new(players: usize) -> Money {
        Money { balances: vec![0; players], ..Money::default() }
    }

    /// The balances and the bank add up to what they did at the start: nothing was made or lost.
    pub fn conserved(&self) -> bool {
        self.balances.iter().try_fold(self.bank, |acc, &b| acc.checked_add(b)) == Some(0)
    }

    /// Whether a stored state can belong to a match of `players`: its balances, a banker at the
    /// table, a bank that is not negative, and the money conserved.
    pub fn fits(&self, players: usize) -> bool {
        self.balances.len() == players
            && self.banker.is_none_or(|b| b < players)
            && self.bank >= 0
            && (self.banker.is_some() || self.bank == 0)
            && self.conserved()
    }

    /// The banker takes back what is left of his bank: returns him and the amount.
    pub fn take_back(&mut self) -> Option<(Seat, i64)> {
        let banker = self.banker?;
        let left = std::mem::take(&mut self.bank);
        self.balances[banker] += left;
        (left > 0).then_some((banker, left))
    }

    /// `seat` puts up a bank of `amount` and holds it.
    pub fn put_up(&mut self, seat: Seat, amount: i64) {
        self.balances[seat] -= amount;
        self.bank += amount;
        self.banker = Some(seat);
    }

    /// `seat` pays `amount` into the pot (an ante, a fine, his share of a doubled bank). The pot
    /// has no banker; a bank held by a banker is put up with [`Money::put_up`].
    pub fn pay_in(&mut self, seat: Seat, amount: i64) {
        self.balances[seat] -= amount;
        self.bank += amount;
    }

    /// `seat` is paid `amount` out of the pot, or what the pot holds if that is less: returns
    /// what he received.
    pub fn pay_out(&mut self, seat: Seat, amount: i64) -> i64 {
        let amount = amount.clamp(0, self.bank);
        self.bank -= amount;
        self.balances[seat] += amount;
        amount
    }

    /// Whether a stored state can belong to a pot game of `players`: as [`Money::fits`], but the
    /// pot may hold money with no banker (it is everyone's).
    pub fn fits_pot(&self, players: usize) -> bool {
        self.balances.len() == players && self.banker.is_none() && self.bank >= 0 && self.conserved()
    }

    /// Settles a round: the losers pay into the bank first, then the winners are paid from it,
    /// in seat order from the banker's left, each in full while the bank lasts — the bank pays no
    /// more than it holds, and when it runs out it is broken (сорван) and the rest are paid short.
    pub fn settle(&mut self, claims: &[Claim]) -> Settled {
        let n = self.balances.len();
        let mut paid = vec![0; claims.len()];
        for (k, c) in claims.iter().enumerate().filter(|(_, c)| c.times < 0) {
            let amount = c.stake * -c.times;
            self.balances[c.seat] -= amount;
            self.bank += amount;
            paid[k] = -amount;
        }
        let banker = self.banker.unwrap_or(0);
        let mut winners: Vec<usize> = (0..claims.len()).filter(|&k| claims[k].times > 0).collect();
        winners.sort_by_key(|&k| (claims[k].seat + n - banker) % n.max(1));
        let mut short = vec![];
        for k in winners {
            let c = claims[k];
            let owed = c.stake * c.times;
            let amount = owed.min(self.bank);
            self.bank -= amount;
            self.balances[c.seat] += amount;
            paid[k] = amount;
            if amount < owed {
                short.push((c.seat, amount, owed));
            }
        }
        Settled { paid, short }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bank_put_up_and_taken_back_leaves_everyone_as_they_were() {
        let mut m = Money::new(3);
        m.put_up(1, 100);
        assert_eq!((m.balances.clone(), m.bank), (vec![0, -100, 0], 100));
        assert!(m.conserved());
        assert_eq!(m.take_back(), Some((1, 100)));
        assert_eq!((m.balances, m.bank), (vec![0, 0, 0], 0));
    }

    #[test]
    fn losers_pay_first_and_winners_are_paid_from_the_left_of_the_banker_until_the_bank_runs_out() {
        let mut m = Money::new(4);
        m.put_up(2, 30);
        let claims = [
            Claim { seat: 0, stake: 20, times: 1 },
            Claim { seat: 1, stake: 10, times: -1 },
            Claim { seat: 3, stake: 15, times: 2 },
        ];
        let s = m.settle(&claims);
        // The bank holds 30 + 10 = 40: seat 3 (the banker's left) takes 30, seat 0 the last 10 of 20.
        assert_eq!(s.paid, vec![10, -10, 30]);
        assert_eq!(s.short, vec![(0, 10, 20)]);
        assert_eq!(m.bank, 0);
        assert_eq!(m.balances, vec![10, -10, -30, 30]);
        assert!(m.conserved());
    }

    #[test]
    fn a_pot_is_paid_in_by_everyone_and_never_pays_more_than_it_holds() {
        let mut m = Money::new(3);
        for seat in 0..3 {
            m.pay_in(seat, 5);
        }
        assert_eq!((m.balances.clone(), m.bank), (vec![-5, -5, -5], 15));
        assert!(m.fits_pot(3) && !m.fits(3));
        assert_eq!(m.pay_out(1, 10), 10);
        assert_eq!(m.pay_out(2, 10), 5);
        assert_eq!((m.balances.clone(), m.bank), (vec![-5, 5, 0], 0));
        assert!(m.conserved() && m.fits_pot(3));
    }

    #[test]
    fn a_state_that_made_money_from_nothing_does_not_fit() {
        let m = Money { balances: vec![10, 0], bank: 0, banker: None, rounds: 1 };
        assert!(!m.fits(2));
        assert!(Money::new(2).fits(2));
    }
}
