//! Shtoss («Штосс»): any number of players against a banker, each with his own pack of 52 cards;
//! suits do not matter. The banker stakes first — his stake is the bank — and each player stakes
//! at most that on a rank of his own pack. The banker draws two cards at a time from his pack: the
//! first (odd) card to the right, the second (even) to the left. The first card of a player's rank
//! decides his stake: to the left the player wins, to the right the banker; both cards of one pair
//! of his rank («плиэ») are the banker's too. Stakes are paid one to one. The money is kept by the
//! banking games' ledger (`games::stakes::bets`). Rules: docs/games/shtoss.md.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Deck, Rank};
use crate::games::stakes::bets::{Bet, BetRules, Bets, Betting, Decision, Verdict, RANKED_FLAGS};
use crate::games::stakes::{Terms, MOST_SEATS};
use crate::games::{GameInfo, OptionDoc, RuleError};
use crate::msg;

static INFO: GameInfo = GameInfo {
    id: "shtoss",
    seats: (2, MOST_SEATS),
    flags: RANKED_FLAGS,
    options: &[
        OptionDoc { name: "bank", help: "option-shtoss-bank" },
        OptionDoc { name: "stake", help: "option-shtoss-stake" },
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Shtoss cites; docs/games/shtoss.md explains them.
pub const RULE_IDS: &[&str] = &[
    "shtoss.pay.left",
    "shtoss.pay.right",
    "shtoss.pay.plie",
    "shtoss.bank.new",
    "shtoss.bank.returned",
    "shtoss.bank.amount",
    "shtoss.bank.broken",
    "shtoss.money.conserved",
    "shtoss.round.format",
    "shtoss.round.banker",
    "shtoss.stake.positive",
    "shtoss.stake.over-bank",
    "shtoss.stake.fixed",
    "shtoss.stake.missing",
    "shtoss.stake.rank",
    "shtoss.cards.card",
    "shtoss.cards.copies",
    "shtoss.cards.undecided",
    "shtoss.outcome.missing",
    "shtoss.outcome.disagree",
    "shtoss.outcome.same",
    "shtoss.outcome.undecided",
    "shtoss.penalty",
    "shtoss.snapshot",
    "shtoss.option.unknown",
    "shtoss.option.value",
];

static RULES: BetRules = BetRules {
    format: "shtoss.round.format",
    banker: "shtoss.round.banker",
    bank_new: "shtoss.bank.new",
    bank_returned: "shtoss.bank.returned",
    bank_amount: "shtoss.bank.amount",
    bank_broken: "shtoss.bank.broken",
    stake_positive: "shtoss.stake.positive",
    stake_over_bank: "shtoss.stake.over-bank",
    stake_fixed: "shtoss.stake.fixed",
    stake_missing: "shtoss.stake.missing",
    rank: Some("shtoss.stake.rank"),
    card: "shtoss.cards.card",
    copies: "shtoss.cards.copies",
    run_undecided: "shtoss.cards.undecided",
    outcome_missing: "shtoss.outcome.missing",
    outcome_disagree: "shtoss.outcome.disagree",
    outcome_same: "shtoss.outcome.same",
    pay_undecided: None,
    outcome_undecided: Some("shtoss.outcome.undecided"),
    money_conserved: "shtoss.money.conserved",
    penalty: "shtoss.penalty",
    snapshot: "shtoss.snapshot",
};

/// The agreed numbers: the stake the banker makes first — the bank — unless the round records
/// another, and the players' stake (0: any stake from 1 to the banker's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ShtossOptions {
    pub bank: i64,
    pub stake: i64,
}

impl Default for ShtossOptions {
    fn default() -> Self {
        ShtossOptions { bank: 100, stake: 0 }
    }
}

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Shtoss;

pub static SHTOSS: Bets<Shtoss> = Bets(Shtoss);

/// Where the cards decide a stake on `rank`: the card's index and who wins — the banker when the
/// first card of the rank is a pair's first (to the right), or both of a pair are of the rank
/// («плиэ»); the player when it is a pair's second (to the left). `None` while it is open.
pub fn decided(run: &[Card], rank: Rank) -> Option<(usize, Side)> {
    let i = run.iter().position(|c| c.rank() == rank)?;
    Some(if i % 2 == 1 {
        (i, Side::Left)
    } else if run.get(i + 1).is_some_and(|c| c.rank() == rank) {
        (i, Side::Plie)
    } else {
        (i, Side::Right)
    })
}

/// Where the card that decides a stake fell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// A pair's second card: the player's.
    Left,
    /// A pair's first card: the banker's.
    Right,
    /// Both cards of one pair: the banker's.
    Plie,
}

impl Betting for Shtoss {
    type Options = ShtossOptions;

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn rules(&self) -> &'static BetRules {
        &RULES
    }

    fn check(&self, o: &ShtossOptions) -> Result<(), RuleError> {
        crate::games::stakes::check_amounts("shtoss.option.value", o.bank, o.stake)
    }

    fn terms(&self, o: &ShtossOptions) -> Terms {
        Terms { bank: o.bank, stake: o.stake, deck: Deck::standard52() }
    }

    fn keeps_only_winning(&self) -> bool {
        false
    }

    fn one_event(&self) -> bool {
        false
    }

    fn decide(&self, run: &[Card], bets: &[Bet], names: &[String]) -> Result<Vec<Option<Decision>>, RuleError> {
        Ok(bets
            .iter()
            .map(|b| {
                let rank = b.rank?;
                let (i, side) = decided(run, rank)?;
                let player = names[b.seat].as_str();
                let r = rank.symbol();
                let at = i + 1;
                Some(match side {
                    Side::Left => Decision {
                        verdict: Verdict::Won,
                        rule: "shtoss.pay.left",
                        text: msg!("shtoss-left", player = player, rank = r, card = run[i], at = at),
                    },
                    Side::Right => Decision {
                        verdict: Verdict::Lost,
                        rule: "shtoss.pay.right",
                        text: msg!("shtoss-right", player = player, rank = r, card = run[i], at = at),
                    },
                    Side::Plie => Decision {
                        verdict: Verdict::Lost,
                        rule: "shtoss.pay.plie",
                        text: msg!("shtoss-plie", player = player, rank = r, cards = run[i..i + 2].to_vec(), at = at),
                    },
                })
            })
            .collect())
    }

    fn pay_rule(&self, v: Verdict) -> &'static str {
        match v {
            Verdict::Won => "shtoss.pay.left",
            Verdict::Lost | Verdict::Undecided => "shtoss.pay.right",
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
    fn the_books_examples() {
        // On a five: 9 right, 6 left, J right, 5 left — the player's.
        assert_eq!(decided(&run("9S 6H JD 5C"), Rank::Five), Some((3, Side::Left)));
        // The five first, then the jack: the five to the right — the banker's.
        assert_eq!(decided(&run("9S 6H 5C JD"), Rank::Five), Some((2, Side::Right)));
        // On a queen, two queens in one pair: «плиэ», the banker's.
        assert_eq!(decided(&run("QS QH"), Rank::Queen), Some((0, Side::Plie)));
        assert_eq!(decided(&run("9S 6H"), Rank::Queen), None);
    }
}
