//! Faro («Фараон»): any number of players against a banker, two packs of 52 cards mixed (104).
//! Each player stakes on a rank; the banker lays the cards out two at a time, side by side. A
//! stake is decided by the first two cards of its rank that come out in one pair (the banker
//! wins) or in two neighbouring pairs (the player wins); several stakes are settled on the same
//! cards. The cards are read one at a time, as they are turned: a card of the rank whose pair
//! already holds one decides for the banker, a card of the rank right after a pair holding one
//! decides for the player. A stake still open when the pack is out comes back. Stakes are paid
//! one to one. The money is kept by the banking games' ledger (`games::stakes::bets`). Rules:
//! docs/games/faro.md.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Deck, Rank};
use crate::games::stakes::bets::{Bet, BetRules, Bets, Betting, Decision, Verdict, RANKED_FLAGS};
use crate::games::stakes::{Terms, MOST_SEATS};
use crate::games::{GameInfo, OptionDoc, RuleError};
use crate::msg;

static INFO: GameInfo = GameInfo {
    id: "faro",
    seats: (2, MOST_SEATS),
    flags: RANKED_FLAGS,
    options: &[
        OptionDoc { name: "bank", help: "option-faro-bank" },
        OptionDoc { name: "stake", help: "option-faro-stake" },
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Faro cites; docs/games/faro.md explains them.
pub const RULE_IDS: &[&str] = &[
    "faro.pay.pair",
    "faro.pay.neighbours",
    "faro.pay.undecided",
    "faro.bank.new",
    "faro.bank.returned",
    "faro.bank.amount",
    "faro.bank.broken",
    "faro.money.conserved",
    "faro.round.format",
    "faro.round.banker",
    "faro.stake.positive",
    "faro.stake.over-bank",
    "faro.stake.fixed",
    "faro.stake.missing",
    "faro.stake.rank",
    "faro.cards.card",
    "faro.cards.copies",
    "faro.cards.undecided",
    "faro.outcome.missing",
    "faro.outcome.disagree",
    "faro.outcome.same",
    "faro.penalty",
    "faro.snapshot",
    "faro.option.unknown",
    "faro.option.value",
];

static RULES: BetRules = BetRules {
    format: "faro.round.format",
    banker: "faro.round.banker",
    bank_new: "faro.bank.new",
    bank_returned: "faro.bank.returned",
    bank_amount: "faro.bank.amount",
    bank_broken: "faro.bank.broken",
    stake_positive: "faro.stake.positive",
    stake_over_bank: "faro.stake.over-bank",
    stake_fixed: "faro.stake.fixed",
    stake_missing: "faro.stake.missing",
    rank: Some("faro.stake.rank"),
    card: "faro.cards.card",
    copies: "faro.cards.copies",
    run_undecided: "faro.cards.undecided",
    outcome_missing: "faro.outcome.missing",
    outcome_disagree: "faro.outcome.disagree",
    outcome_same: "faro.outcome.same",
    pay_undecided: Some("faro.pay.undecided"),
    outcome_undecided: None,
    money_conserved: "faro.money.conserved",
    penalty: "faro.penalty",
    snapshot: "faro.snapshot",
};

/// The agreed numbers: the bank a new banker puts up, and the stake (0: any stake from 1 to the
/// bank).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct FaroOptions {
    pub bank: i64,
    pub stake: i64,
}

impl Default for FaroOptions {
    fn default() -> Self {
        FaroOptions { bank: 100, stake: 0 }
    }
}

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Faro;

pub static FARO: Bets<Faro> = Bets(Faro);

/// Where the cards decide a stake on `rank`: the card's index and whether the banker wins (two in
/// one pair) or the player (two in neighbouring pairs); `None` while it is open.
pub fn decided(run: &[Card], rank: Rank) -> Option<(usize, bool)> {
    let has = |pair: usize| run.iter().skip(2 * pair).take(2).any(|c| c.rank() == rank);
    for (i, c) in run.iter().enumerate() {
        if c.rank() != rank {
            continue;
        }
        let pair = i / 2;
        if i % 2 == 1 && run[i - 1].rank() == rank {
            return Some((i, true));
        }
        if pair > 0 && has(pair - 1) {
            return Some((i, false));
        }
    }
    None
}

/// The pair a card lies in and its cards, for the explanation.
fn pair_cards(run: &[Card], pair: usize) -> Vec<Card> {
    run.iter().skip(2 * pair).take(2).copied().collect()
}

impl Betting for Faro {
    type Options = FaroOptions;

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn rules(&self) -> &'static BetRules {
        &RULES
    }

    fn check(&self, o: &FaroOptions) -> Result<(), RuleError> {
        crate::games::stakes::check_amounts("faro.option.value", o.bank, o.stake)
    }

    fn terms(&self, o: &FaroOptions) -> Terms {
        Terms { bank: o.bank, stake: o.stake, deck: Deck::from_ranks(&Rank::ALL, 2) }
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
                let (i, banker) = decided(run, rank)?;
                let player = names[b.seat].as_str();
                let pair = i / 2;
                let r = rank.symbol();
                Some(if banker {
                    Decision {
                        verdict: Verdict::Lost,
                        rule: "faro.pay.pair",
                        text: msg!(
                            "faro-pair",
                            player = player,
                            rank = r,
                            pair = pair + 1,
                            cards = pair_cards(run, pair)
                        ),
                    }
                } else {
                    Decision {
                        verdict: Verdict::Won,
                        rule: "faro.pay.neighbours",
                        text: msg!(
                            "faro-neighbours",
                            player = player,
                            rank = r,
                            before = pair,
                            pair = pair + 1,
                            first = pair_cards(run, pair - 1),
                            second = pair_cards(run, pair)
                        ),
                    }
                })
            })
            .collect())
    }

    fn pay_rule(&self, v: Verdict) -> &'static str {
        match v {
            Verdict::Won => "faro.pay.neighbours",
            Verdict::Lost => "faro.pay.pair",
            Verdict::Undecided => "faro.pay.undecided",
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
    fn two_in_one_pair_are_the_bankers_two_in_neighbouring_pairs_the_players() {
        // Pairs: (5♠ K♥) (Q♦ 2♣) (K♠ 7♥) (K♦ 3♣): the kings of pairs 1 and 3 are not neighbours; the
        // K♦ of pair 4 follows pair 3's K♠.
        let cards = run("5S KH QD 2C KS 7H KD 3C");
        assert_eq!(decided(&cards, Rank::King), Some((6, false)));
        // Pairs (Q♦ 2♣) (Q♠ Q♥): two queens in pair 2 — but the Q♠ already follows pair 1's Q♦.
        assert_eq!(decided(&run("QD 2C QS QH"), Rank::Queen), Some((2, false)));
        assert_eq!(decided(&run("3D 2C QS QH"), Rank::Queen), Some((3, true)));
        assert_eq!(decided(&cards, Rank::Ace), None);
        // One five only: open.
        assert_eq!(decided(&cards, Rank::Five), None);
    }
}
