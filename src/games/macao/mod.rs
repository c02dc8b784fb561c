//! Macao (Макао): any number of players against a banker, two packs of 52 cards (104); an ace
//! counts 1, 2–9 their face, 10 J Q K nothing; a total over 9 is brought back below ten (the
//! book: by taking away 9, so 13 is 4); the highest total wins. One card is dealt to each; a
//! player with more than the banker is paid by the banker — three stakes for a 9 dealt, two for an
//! 8 dealt, one for anything else; equal totals pay the banker three, two, one stakes for 9, 8, 7
//! (and one below that); lower totals pay one stake. Every stake is the agreed stake, and the bank
//! passes to the left every round. The money is kept by the banking games' ledger
//! (`games::stakes`). Rules: docs/games/macao.md.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Deck, Rank};
use crate::games::stakes::{Banking, Hand, Outcome, Rules, Stakes, Terms, FLAGS};
use crate::games::{GameInfo, OptionDoc, RuleError};
use crate::i18n::Msg;
use crate::msg;

static INFO: GameInfo = GameInfo {
    id: "macao",
    seats: (2, 12),
    flags: FLAGS,
    options: &[
        OptionDoc { name: "bank", help: "option-macao-bank" },
        OptionDoc { name: "stake", help: "option-macao-stake" },
        OptionDoc { name: "over_nine", help: "option-macao-over_nine" },
    ],
    rule_ids: RULE_IDS,
    // The values of `over_nine`, typed as they are in every language.
    words: &["minus-nine", "drop-tens"],
};

/// Every rule Macao cites; docs/games/macao.md explains them.
pub const RULE_IDS: &[&str] = &[
    "macao.hand.value",
    "macao.pay.natural",
    "macao.pay.drawn",
    "macao.pay.higher",
    "macao.pay.equal",
    "macao.pay.lower",
    "macao.bank.new",
    "macao.bank.returned",
    "macao.bank.amount",
    "macao.bank.broken",
    "macao.money.conserved",
    "macao.round.format",
    "macao.round.banker",
    "macao.stake.positive",
    "macao.stake.over-bank",
    "macao.stake.fixed",
    "macao.stake.missing",
    "macao.hand.card",
    "macao.hand.copies",
    "macao.hand.count",
    "macao.hand.total",
    "macao.hand.natural",
    "macao.hand.disagree",
    "macao.penalty",
    "macao.snapshot",
    "macao.option.unknown",
    "macao.option.value",
];

static RULES: Rules = Rules {
    format: "macao.round.format",
    banker: "macao.round.banker",
    bank_new: "macao.bank.new",
    bank_returned: "macao.bank.returned",
    bank_amount: "macao.bank.amount",
    bank_broken: "macao.bank.broken",
    stake_positive: "macao.stake.positive",
    stake_over_bank: "macao.stake.over-bank",
    stake_fixed: "macao.stake.fixed",
    stake_missing: "macao.stake.missing",
    hand_card: "macao.hand.card",
    hand_copies: "macao.hand.copies",
    hand_count: "macao.hand.count",
    hand_total: "macao.hand.total",
    hand_natural: "macao.hand.natural",
    hand_disagree: "macao.hand.disagree",
    hand_value: "macao.hand.value",
    money_conserved: "macao.money.conserved",
    penalty: "macao.penalty",
    snapshot: "macao.snapshot",
};

/// How a total over 9 is brought back below ten.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OverNine {
    /// The book: 9 is taken away («суммарных 10 очков считаются за 1 очко, 13 — за 4»).
    MinusNine,
    /// The tens are dropped, as baccarat counts (13 is 3).
    DropTens,
}

/// The agreed numbers: the bank a new banker puts up, the one stake everyone plays (the book:
/// «никто не имеет права ставить больше или меньше условленной цифры»), and how a total over 9
/// counts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MacaoOptions {
    pub bank: i64,
    pub stake: i64,
    pub over_nine: OverNine,
}

impl Default for MacaoOptions {
    fn default() -> Self {
        MacaoOptions { bank: 100, stake: 10, over_nine: OverNine::MinusNine }
    }
}

/// What a card counts: an ace 1, 2–9 their face, 10 J Q K nothing.
fn value(r: Rank) -> i64 {
    match r {
        Rank::Ace => 1,
        Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 0,
        r => i64::from(r.value()),
    }
}

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Macao;

pub static MACAO: Stakes<Macao> = Stakes(Macao);

/// The most cards a hand is recorded with: one dealt, the rest bought from the banker.
const MOST_CARDS: usize = 20;

impl Banking for Macao {
    type Options = MacaoOptions;

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn rules(&self) -> &'static Rules {
        &RULES
    }

    fn check(&self, o: &MacaoOptions) -> Result<(), RuleError> {
        crate::games::stakes::check_amounts("macao.option.value", o.bank, o.stake)?;
        if o.stake == 0 {
            return Err(RuleError::new("macao.option.value", msg!("macao-option-stake")));
        }
        Ok(())
    }

    fn terms(&self, o: &MacaoOptions) -> Terms {
        Terms { bank: o.bank, stake: o.stake, deck: Deck::from_ranks(&Rank::ALL, 2) }
    }

    fn rotates(&self) -> bool {
        true
    }

    fn cards(&self) -> (usize, usize) {
        (1, MOST_CARDS)
    }

    fn totals(&self) -> (i64, i64) {
        (0, 9)
    }

    fn count(&self, o: &MacaoOptions, cards: &[Card]) -> (i64, bool) {
        let sum: i64 = cards.iter().map(|c| value(c.rank())).sum();
        let total = match o.over_nine {
            OverNine::MinusNine if sum > 9 => (sum - 1) % 9 + 1,
            OverNine::MinusNine => sum,
            OverNine::DropTens => sum % 10,
        };
        (total, cards.len() == 1)
    }

    fn may_be_natural(&self, _: i64) -> bool {
        true
    }

    fn settle(&self, _: &MacaoOptions, banker: &Hand, players: &[Hand], names: &[String]) -> Vec<Outcome> {
        let b = banker.total;
        players
            .iter()
            .map(|h| {
                let player = names[h.seat].as_str();
                let p = h.total;
                let (times, rule, text): (i64, &'static str, Msg) = if p > b {
                    match (h.natural, p) {
                        (true, 9) => (
                            3,
                            "macao.pay.natural",
                            msg!("macao-natural", player = player, total = p, banker = b, times = 3),
                        ),
                        (true, 8) => (
                            2,
                            "macao.pay.natural",
                            msg!("macao-natural", player = player, total = p, banker = b, times = 2),
                        ),
                        (true, 7) => (
                            1,
                            "macao.pay.natural",
                            msg!("macao-natural", player = player, total = p, banker = b, times = 1),
                        ),
                        (false, 7..=9) => {
                            (1, "macao.pay.drawn", msg!("macao-drawn", player = player, total = p, banker = b))
                        }
                        _ => (1, "macao.pay.higher", msg!("macao-higher", player = player, total = p, banker = b)),
                    }
                } else if p == b {
                    let times = match p {
                        9 => 3,
                        8 => 2,
                        _ => 1,
                    };
                    (-times, "macao.pay.equal", msg!("macao-equal", player = player, total = p, times = times))
                } else {
                    (-1, "macao.pay.lower", msg!("macao-lower", player = player, total = p, banker = b))
                };
                Outcome { times, rule, text }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn total(over: OverNine, s: &str) -> (i64, bool) {
        let o = MacaoOptions { over_nine: over, ..MacaoOptions::default() };
        Macao.count(&o, &crate::cards::parse_cards(s).expect("cards"))
    }

    #[test]
    fn the_book_takes_nine_away_from_a_total_over_nine() {
        assert_eq!(total(OverNine::MinusNine, "2S 8H"), (1, false));
        assert_eq!(total(OverNine::MinusNine, "2S 9H"), (2, false));
        assert_eq!(total(OverNine::MinusNine, "9S 9H"), (9, false));
        assert_eq!(total(OverNine::MinusNine, "KS"), (0, true));
        assert_eq!(total(OverNine::MinusNine, "9D"), (9, true));
        assert_eq!(total(OverNine::DropTens, "2S 8H"), (0, false));
        assert_eq!(total(OverNine::DropTens, "6S 7H"), (3, false));
    }
}
