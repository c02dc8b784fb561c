//! Blackjack (Блэк Джек): any number of players against a banker, one or two packs of 52 cards;
//! 2–10 count their face, J Q K 10, an ace 11 or 1; closest to 21 wins, over 21 busts. The bank:
//! the banker's 21 after the deal takes every stake, a player's is paid double, otherwise the
//! banker takes the stakes of lower totals and higher or equal totals get their stakes back.
//! The money is kept by the banking games' ledger (`games::stakes`). Rules: docs/games/blackjack.md.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Deck, Rank};
use crate::engine::Seat;
use crate::games::stakes::twenty_one::{self, DrawRules, PayRules};
use crate::games::stakes::{
    Banking, Hand, Outcome, RoundDoc, Rules, Stakes, Terms, TWENTY_ONE_FIELDS, TWENTY_ONE_FLAGS,
};
use crate::games::{GameInfo, OptionDoc, RuleError};
use crate::msg;

/// The most players the book's «любым» comes to: two packs (104 cards) deal the two cards of the
/// deal to 52 hands, the banker's among them. One pack serves 26, which the setup holds to
/// (`games::stakes`: the deal must come out of the pack); the draws are checked card by card.
const SEATS: usize = 2 * 52 / twenty_one::CARDS.0;

static INFO: GameInfo = GameInfo {
    id: "blackjack",
    seats: (2, SEATS),
    flags: TWENTY_ONE_FLAGS,
    options: &[
        OptionDoc { name: "packs", help: "option-blackjack-packs" },
        OptionDoc { name: "bank", help: "option-blackjack-bank" },
        OptionDoc { name: "stake", help: "option-blackjack-stake" },
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Blackjack cites; docs/games/blackjack.md explains them.
pub const RULE_IDS: &[&str] = &[
    "blackjack.hand.value",
    "blackjack.pay.banker-natural",
    "blackjack.pay.natural",
    "blackjack.pay.stopped",
    "blackjack.pay.bust",
    "blackjack.pay.lower",
    "blackjack.pay.higher",
    "blackjack.draw.after-21",
    "blackjack.draw.once",
    "blackjack.draw.turn",
    "blackjack.bank.new",
    "blackjack.bank.returned",
    "blackjack.bank.amount",
    "blackjack.bank.broken",
    "blackjack.money.conserved",
    "blackjack.round.format",
    "blackjack.round.banker",
    "blackjack.stake.positive",
    "blackjack.stake.over-bank",
    "blackjack.stake.fixed",
    "blackjack.stake.missing",
    "blackjack.hand.card",
    "blackjack.hand.copies",
    "blackjack.hand.count",
    "blackjack.hand.total",
    "blackjack.hand.natural",
    "blackjack.hand.disagree",
    "blackjack.penalty",
    "blackjack.snapshot",
    "blackjack.option.unknown",
    "blackjack.option.value",
];

static RULES: Rules = Rules {
    format: "blackjack.round.format",
    banker: "blackjack.round.banker",
    bank_new: "blackjack.bank.new",
    bank_returned: "blackjack.bank.returned",
    bank_amount: "blackjack.bank.amount",
    bank_broken: "blackjack.bank.broken",
    stake_positive: "blackjack.stake.positive",
    stake_over_bank: "blackjack.stake.over-bank",
    stake_fixed: "blackjack.stake.fixed",
    stake_missing: "blackjack.stake.missing",
    hand_card: "blackjack.hand.card",
    hand_copies: "blackjack.hand.copies",
    hand_count: "blackjack.hand.count",
    hand_total: "blackjack.hand.total",
    hand_natural: "blackjack.hand.natural",
    hand_disagree: "blackjack.hand.disagree",
    hand_value: "blackjack.hand.value",
    money_conserved: "blackjack.money.conserved",
    penalty: "blackjack.penalty",
    snapshot: "blackjack.snapshot",
};

static PAY: PayRules = PayRules {
    banker_natural: "blackjack.pay.banker-natural",
    natural: "blackjack.pay.natural",
    stopped: "blackjack.pay.stopped",
    bust: "blackjack.pay.bust",
    lower: "blackjack.pay.lower",
    higher: "blackjack.pay.higher",
};

static DRAW: DrawRules =
    DrawRules { after_21: "blackjack.draw.after-21", once: "blackjack.draw.once", turn: "blackjack.draw.turn" };

/// The agreed numbers: the packs shuffled together (the book: one or two), the bank a new banker
/// puts up, and the stake (0: any stake from 1 to the bank).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BlackjackOptions {
    pub packs: u8,
    pub bank: i64,
    pub stake: i64,
}

impl Default for BlackjackOptions {
    fn default() -> Self {
        BlackjackOptions { packs: 1, bank: 100, stake: 0 }
    }
}

/// What a card counts: 2–10 their face, J Q K 10, an ace 1 (11 where that is better).
fn value(r: Rank) -> i64 {
    match r {
        Rank::Ace => 1,
        Rank::Jack | Rank::Queen | Rank::King => 10,
        r => i64::from(r.value()),
    }
}

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Blackjack;

pub static BLACKJACK: Stakes<Blackjack> = Stakes(Blackjack);

impl Banking for Blackjack {
    type Options = BlackjackOptions;

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn rules(&self) -> &'static Rules {
        &RULES
    }

    fn check(&self, o: &BlackjackOptions) -> Result<(), RuleError> {
        if !(1..=2).contains(&o.packs) {
            return Err(RuleError::new("blackjack.option.value", msg!("blackjack-option-packs", packs = o.packs)));
        }
        crate::games::stakes::check_amounts("blackjack.option.value", o.bank, o.stake)
    }

    fn terms(&self, o: &BlackjackOptions) -> Terms {
        Terms { bank: o.bank, stake: o.stake, deck: Deck::from_ranks(&Rank::ALL, o.packs) }
    }

    fn rotates(&self) -> bool {
        false
    }

    fn cards(&self) -> (usize, usize) {
        twenty_one::CARDS
    }

    fn totals(&self) -> (i64, i64) {
        // Two twos at the least; five cards of ten at the most.
        (4, 50)
    }

    fn count(&self, _: &BlackjackOptions, cards: &[Card]) -> (i64, bool) {
        twenty_one::count(value, cards)
    }

    fn may_be_natural(&self, total: i64) -> bool {
        total == twenty_one::LIMIT
    }

    fn settle(&self, _: &BlackjackOptions, banker: &Hand, players: &[Hand], names: &[String]) -> Vec<Outcome> {
        twenty_one::settle(&PAY, banker, players, names)
    }

    fn fields(&self) -> &'static [&'static str] {
        TWENTY_ONE_FIELDS
    }

    fn review(
        &self,
        _: &BlackjackOptions,
        doc: &RoundDoc,
        banker: Seat,
        hands: &mut [Hand],
        names: &[String],
    ) -> Result<(), RuleError> {
        twenty_one::review(&DRAW, doc, banker, hands, names)
    }
}
