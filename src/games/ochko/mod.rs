//! «Очко» (twenty-one with the 36-card pack), the book's simpler Blackjack: 6–10 count their
//! face, J 2, Q 3, K 4, an ace 11 or 1; closest to 21 wins, over 21 busts; the bank is settled as
//! in Blackjack (`games::stakes::twenty_one`). Rules: docs/games/ochko.md.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Deck, Rank};
use crate::engine::Seat;
use crate::games::stakes::twenty_one::{self, DrawRules, PayRules};
use crate::games::stakes::{
    Banking, Hand, Outcome, RoundDoc, Rules, Stakes, Terms, TWENTY_ONE_FIELDS, TWENTY_ONE_FLAGS,
};
use crate::games::{GameInfo, OptionDoc, RuleError};

/// The most players the book's «любым» comes to: the 36 cards deal the two cards of the deal to
/// 18 hands, the banker's among them; the draws are checked card by card.
const SEATS: usize = 36 / twenty_one::CARDS.0;

static INFO: GameInfo = GameInfo {
    id: "ochko",
    seats: (2, SEATS),
    flags: TWENTY_ONE_FLAGS,
    options: &[
        OptionDoc { name: "bank", help: "option-ochko-bank" },
        OptionDoc { name: "stake", help: "option-ochko-stake" },
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Ochko cites; docs/games/ochko.md explains them.
pub const RULE_IDS: &[&str] = &[
    "ochko.hand.value",
    "ochko.pay.banker-natural",
    "ochko.pay.natural",
    "ochko.pay.stopped",
    "ochko.pay.bust",
    "ochko.pay.lower",
    "ochko.pay.higher",
    "ochko.draw.after-21",
    "ochko.draw.once",
    "ochko.draw.turn",
    "ochko.bank.new",
    "ochko.bank.returned",
    "ochko.bank.amount",
    "ochko.bank.broken",
    "ochko.money.conserved",
    "ochko.round.format",
    "ochko.round.banker",
    "ochko.stake.positive",
    "ochko.stake.over-bank",
    "ochko.stake.fixed",
    "ochko.stake.missing",
    "ochko.hand.card",
    "ochko.hand.copies",
    "ochko.hand.count",
    "ochko.hand.total",
    "ochko.hand.natural",
    "ochko.hand.disagree",
    "ochko.penalty",
    "ochko.snapshot",
    "ochko.option.unknown",
    "ochko.option.value",
];

static RULES: Rules = Rules {
    format: "ochko.round.format",
    banker: "ochko.round.banker",
    bank_new: "ochko.bank.new",
    bank_returned: "ochko.bank.returned",
    bank_amount: "ochko.bank.amount",
    bank_broken: "ochko.bank.broken",
    stake_positive: "ochko.stake.positive",
    stake_over_bank: "ochko.stake.over-bank",
    stake_fixed: "ochko.stake.fixed",
    stake_missing: "ochko.stake.missing",
    hand_card: "ochko.hand.card",
    hand_copies: "ochko.hand.copies",
    hand_count: "ochko.hand.count",
    hand_total: "ochko.hand.total",
    hand_natural: "ochko.hand.natural",
    hand_disagree: "ochko.hand.disagree",
    hand_value: "ochko.hand.value",
    money_conserved: "ochko.money.conserved",
    penalty: "ochko.penalty",
    snapshot: "ochko.snapshot",
};

static PAY: PayRules = PayRules {
    banker_natural: "ochko.pay.banker-natural",
    natural: "ochko.pay.natural",
    stopped: "ochko.pay.stopped",
    bust: "ochko.pay.bust",
    lower: "ochko.pay.lower",
    higher: "ochko.pay.higher",
};

static DRAW: DrawRules =
    DrawRules { after_21: "ochko.draw.after-21", once: "ochko.draw.once", turn: "ochko.draw.turn" };

/// The agreed numbers: the bank a new banker puts up, and the stake (0: any stake from 1 to the
/// bank).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct OchkoOptions {
    pub bank: i64,
    pub stake: i64,
}

impl Default for OchkoOptions {
    fn default() -> Self {
        OchkoOptions { bank: 100, stake: 0 }
    }
}

/// What a card counts: 6–10 their face, J 2, Q 3, K 4, an ace 1 (11 where that is better).
fn value(r: Rank) -> i64 {
    match r {
        Rank::Ace => 1,
        Rank::Jack => 2,
        Rank::Queen => 3,
        Rank::King => 4,
        r => i64::from(r.value()),
    }
}

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Ochko;

pub static OCHKO: Stakes<Ochko> = Stakes(Ochko);

impl Banking for Ochko {
    type Options = OchkoOptions;

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn rules(&self) -> &'static Rules {
        &RULES
    }

    fn check(&self, o: &OchkoOptions) -> Result<(), RuleError> {
        crate::games::stakes::check_amounts("ochko.option.value", o.bank, o.stake)
    }

    fn terms(&self, o: &OchkoOptions) -> Terms {
        Terms { bank: o.bank, stake: o.stake, deck: Deck::standard36() }
    }

    fn rotates(&self) -> bool {
        false
    }

    fn cards(&self) -> (usize, usize) {
        twenty_one::CARDS
    }

    fn totals(&self) -> (i64, i64) {
        // Two jacks at the least; four tens and a nine at the most.
        (4, 49)
    }

    fn count(&self, _: &OchkoOptions, cards: &[Card]) -> (i64, bool) {
        twenty_one::count(value, cards)
    }

    fn may_be_natural(&self, total: i64) -> bool {
        total == twenty_one::LIMIT
    }

    fn settle(&self, _: &OchkoOptions, banker: &Hand, players: &[Hand], names: &[String]) -> Vec<Outcome> {
        twenty_one::settle(&PAY, banker, players, names)
    }

    fn fields(&self) -> &'static [&'static str] {
        TWENTY_ONE_FIELDS
    }

    fn review(
        &self,
        _: &OchkoOptions,
        doc: &RoundDoc,
        banker: Seat,
        hands: &mut [Hand],
        names: &[String],
    ) -> Result<(), RuleError> {
        twenty_one::review(&DRAW, doc, banker, hands, names)
    }
}
