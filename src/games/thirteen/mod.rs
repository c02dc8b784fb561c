//! Thirteen («Тринадцать»): any number of players against a banker, one pack of 52 cards. Each
//! player stakes; the banker turns the cards one by one, calling them "two, three, … ten, jack,
//! queen, king, ace" and again from two after the ace. The first card whose rank is the one called
//! takes every stake for the banker, who keeps the bank for the next round; a whole pack without a
//! match pays every player his stake, and the bank passes to the banker's left. The money is kept
//! by the banking games' ledger (`games::stakes::bets`). Rules: docs/games/thirteen.md.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Deck, Rank};
use crate::games::stakes::bets::{Bet, BetRules, Bets, Betting, Decision, Verdict, FLAGS};
use crate::games::stakes::{Terms, MOST_SEATS};
use crate::games::{GameInfo, OptionDoc, RuleError};
use crate::msg;

static INFO: GameInfo = GameInfo {
    id: "thirteen",
    seats: (2, MOST_SEATS),
    flags: FLAGS,
    options: &[
        OptionDoc { name: "bank", help: "option-thirteen-bank" },
        OptionDoc { name: "stake", help: "option-thirteen-stake" },
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Thirteen cites; docs/games/thirteen.md explains them.
pub const RULE_IDS: &[&str] = &[
    "thirteen.pay.match",
    "thirteen.pay.no-match",
    "thirteen.bank.new",
    "thirteen.bank.returned",
    "thirteen.bank.amount",
    "thirteen.bank.broken",
    "thirteen.money.conserved",
    "thirteen.round.format",
    "thirteen.round.banker",
    "thirteen.stake.positive",
    "thirteen.stake.over-bank",
    "thirteen.stake.fixed",
    "thirteen.stake.missing",
    "thirteen.cards.card",
    "thirteen.cards.copies",
    "thirteen.cards.undecided",
    "thirteen.cards.after-match",
    "thirteen.outcome.missing",
    "thirteen.outcome.disagree",
    "thirteen.outcome.same",
    "thirteen.outcome.undecided",
    "thirteen.penalty",
    "thirteen.snapshot",
    "thirteen.option.unknown",
    "thirteen.option.value",
];

static RULES: BetRules = BetRules {
    format: "thirteen.round.format",
    banker: "thirteen.round.banker",
    bank_new: "thirteen.bank.new",
    bank_returned: "thirteen.bank.returned",
    bank_amount: "thirteen.bank.amount",
    bank_broken: "thirteen.bank.broken",
    stake_positive: "thirteen.stake.positive",
    stake_over_bank: "thirteen.stake.over-bank",
    stake_fixed: "thirteen.stake.fixed",
    stake_missing: "thirteen.stake.missing",
    rank: None,
    card: "thirteen.cards.card",
    copies: "thirteen.cards.copies",
    run_undecided: "thirteen.cards.undecided",
    outcome_missing: "thirteen.outcome.missing",
    outcome_disagree: "thirteen.outcome.disagree",
    outcome_same: "thirteen.outcome.same",
    pay_undecided: None,
    outcome_undecided: Some("thirteen.outcome.undecided"),
    money_conserved: "thirteen.money.conserved",
    penalty: "thirteen.penalty",
    snapshot: "thirteen.snapshot",
};

/// The agreed numbers: the bank a new banker puts up, and the stake (0: any stake from 1 to the
/// bank — the book: «любую приемлемую ставку»).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ThirteenOptions {
    pub bank: i64,
    pub stake: i64,
}

impl Default for ThirteenOptions {
    fn default() -> Self {
        ThirteenOptions { bank: 100, stake: 0 }
    }
}

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Thirteen;

pub static THIRTEEN: Bets<Thirteen> = Bets(Thirteen);

/// What the banker calls turning the card at `index` (from 0): two, three, … ace, and two again.
pub fn called(index: usize) -> Rank {
    Rank::ALL[index % Rank::ALL.len()]
}

/// The first card whose rank is the one called, by its index; `None` when no card matches.
pub fn first_match(run: &[Card]) -> Option<usize> {
    run.iter().enumerate().position(|(i, c)| c.rank() == called(i))
}

impl Betting for Thirteen {
    type Options = ThirteenOptions;

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn rules(&self) -> &'static BetRules {
        &RULES
    }

    fn check(&self, o: &ThirteenOptions) -> Result<(), RuleError> {
        crate::games::stakes::check_amounts("thirteen.option.value", o.bank, o.stake)
    }

    fn terms(&self, o: &ThirteenOptions) -> Terms {
        Terms { bank: o.bank, stake: o.stake, deck: Deck::standard52() }
    }

    fn keeps_only_winning(&self) -> bool {
        true
    }

    fn one_event(&self) -> bool {
        true
    }

    fn decide(&self, run: &[Card], bets: &[Bet], _: &[String]) -> Result<Vec<Option<Decision>>, RuleError> {
        let decision = match first_match(run) {
            Some(i) if i + 1 < run.len() => {
                return Err(RuleError::new(
                    "thirteen.cards.after-match",
                    msg!("thirteen-after-match", at = i + 1, card = run[i], more = run.len() - i - 1),
                )
                .with_card(run[i + 1]));
            }
            Some(i) => Some(Decision {
                verdict: Verdict::Lost,
                rule: "thirteen.pay.match",
                text: msg!("thirteen-match", at = i + 1, card = run[i], call = called(i).symbol()),
            }),
            None if run.len() == Rank::ALL.len() * 4 => Some(Decision {
                verdict: Verdict::Won,
                rule: "thirteen.pay.no-match",
                text: msg!("thirteen-no-match", cards = run.len()),
            }),
            None => None,
        };
        Ok(bets.iter().map(|_| decision.clone()).collect())
    }

    fn pay_rule(&self, v: Verdict) -> &'static str {
        match v {
            Verdict::Lost => "thirteen.pay.match",
            Verdict::Won | Verdict::Undecided => "thirteen.pay.no-match",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(s: &str) -> Vec<Card> {
        crate::cards::parse_cards(s).expect("cards")
    }

    #[test]
    fn the_calls_go_two_to_ace_and_round_again() {
        assert_eq!(called(0), Rank::Two);
        assert_eq!(called(7), Rank::Nine);
        assert_eq!(called(12), Rank::Ace);
        assert_eq!(called(13), Rank::Two);
        // The book's example: "nine" called on the eighth card, and it is a nine.
        assert_eq!(first_match(&run("5S 7H 10D QC 3S 2H AD 9C")), Some(7));
        assert_eq!(first_match(&run("5S 7H 10D")), None);
    }
}
