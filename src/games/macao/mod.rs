//! Macao (Макао): any number of players against a banker, two packs of 52 cards (104); an ace
//! counts 1, 2–9 their face, 10 J Q K nothing; a total over 9 is brought back below ten (the
//! book: by taking away 9, so 13 is 4); the highest total wins. One card is dealt to each; a
//! player with more than the banker is paid by the banker — three stakes for a 9 dealt, two for an
//! 8 dealt, one for anything else; equal totals pay the banker three, two, one stakes for 9, 8, 7
//! (and one below that); lower totals pay one stake. Every stake is the agreed stake, and the bank
//! passes to the left every round. The money is kept by the banking games' ledger
//! (`games::stakes`). Rules: docs/games/macao.md.

use serde::{Deserialize, Serialize};

use crate::cards::CardBag;
use crate::cards::{Card, Deck, Rank};
use crate::engine::Seat;
use crate::games::stakes::{Banking, Hand, Outcome, RoundDoc, Rules, Stakes, Terms, MACAO_FIELDS, MACAO_FLAGS};
use crate::games::{GameInfo, OptionDoc, RuleError};
use crate::i18n::{field, Msg};
use crate::msg;

/// The most players the book's «не ограничено» comes to: the 104 cards deal the one card of the
/// deal to 104 hands, the banker's among them; the cards bought are checked card by card.
const SEATS: usize = crate::games::stakes::MOST_SEATS;

static INFO: GameInfo = GameInfo {
    id: "macao",
    seats: (2, SEATS),
    flags: MACAO_FLAGS,
    options: &[
        OptionDoc { name: "bank", help: "option-macao-bank" },
        OptionDoc { name: "stake", help: "option-macao-stake" },
        OptionDoc { name: "over_nine", help: "option-macao-over_nine" },
        OptionDoc { name: "banker_buys", help: "option-macao-banker_buys" },
    ],
    rule_ids: RULE_IDS,
    // The values of `over_nine` and `banker_buys`, typed as they are in every language.
    words: &["minus-nine", "drop-tens", "never", "dealt", "final"],
};

/// Every rule Macao cites; docs/games/macao.md explains them.
pub const RULE_IDS: &[&str] = &[
    "macao.hand.value",
    "macao.pay.natural",
    "macao.pay.drawn",
    "macao.pay.higher",
    "macao.pay.equal",
    "macao.pay.lower",
    "macao.banker.buys",
    "macao.banker.dealt",
    "macao.exchange",
    "macao.bank.first",
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

/// Whether the banker buys cards as the players do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BankerBuys {
    /// The book: the banker holds his one card dealt; the players buy from him.
    Never,
    /// The banker may buy; a dealt 9, 8 or 7 is still settled against his dealt card (the book:
    /// «после раздачи по одной карте у банкомета карта меньшей стоимости»), the rest against his total.
    Dealt,
    /// The banker may buy and every hand is settled against his final total: kozyr's rule before
    /// the book's was held, which a match stored without this option keeps.
    Final,
}

/// The agreed numbers: the bank a new banker puts up, the one stake everyone plays (the book:
/// «никто не имеет права ставить больше или меньше условленной цифры»), how a total over 9
/// counts, and whether the banker buys.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MacaoOptions {
    pub bank: i64,
    pub stake: i64,
    pub over_nine: OverNine,
    /// The book's `never` by default; a match stored before the option existed restores as
    /// `final`, as it was settled ([`Banking::stored_before`]).
    pub banker_buys: BankerBuys,
}

impl Default for MacaoOptions {
    fn default() -> Self {
        MacaoOptions { bank: 100, stake: 10, over_nine: OverNine::MinusNine, banker_buys: BankerBuys::Never }
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

    fn settle(&self, o: &MacaoOptions, banker: &Hand, players: &[Hand], names: &[String]) -> Vec<Outcome> {
        let dealt = dealt_card(o, banker);
        players
            .iter()
            .map(|h| {
                let player = names[h.seat].as_str();
                let p = h.total;
                // A dealt 9, 8 or 7 against the banker's dealt card, the rest against his total.
                let against_dealt = h.natural && (7..=9).contains(&p) && dealt != banker.total;
                let b = if h.natural && (7..=9).contains(&p) { dealt } else { banker.total };
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
                let text = if against_dealt { msg!("macao-against-dealt", reason = text, dealt = dealt) } else { text };
                Outcome { times, rule, text }
            })
            .collect()
    }

    fn fields(&self) -> &'static [&'static str] {
        MACAO_FIELDS
    }

    /// A match stored before `banker_buys` existed was settled against the banker's final total.
    fn stored_before(&self) -> &'static [(&'static str, &'static str)] {
        &[("banker_buys", "final")]
    }

    fn appointed(&self, doc: &RoundDoc, first: bool, names: &[String]) -> Result<Option<Seat>, RuleError> {
        first_banker(doc, first, names)
    }

    fn review(
        &self,
        o: &MacaoOptions,
        doc: &RoundDoc,
        banker: Seat,
        hands: &mut [Hand],
        names: &[String],
    ) -> Result<(), RuleError> {
        let name = names[banker].as_str();
        for &(s, card) in &doc.exchanges {
            let player = names[s].as_str();
            let refused = |m: Msg| Err(RuleError::new("macao.exchange", m).with_player(player).with_card(card));
            if s == banker {
                return refused(msg!("macao-exchange-banker", banker = player));
            }
            if value(card.rank()) != 0 {
                return refused(msg!("macao-exchange-card", player = player, card = card));
            }
            // The card got in exchange takes the dealt card's place: a hand of it alone is as dealt.
            if !hands.iter().any(|h| h.seat == s) {
                return refused(msg!("macao-exchange-no-hand", player = player, field = field("exchanges")));
            }
        }
        let Some(b) = hands.iter().find(|h| h.seat == banker) else { return Ok(()) };
        match o.banker_buys {
            BankerBuys::Never if b.cards.len() > 1 => Err(RuleError::new(
                "macao.banker.buys",
                msg!("macao-banker-buys", banker = name, cards = b.cards.clone(), option = "banker_buys"),
            )
            .with_player(name)),
            BankerBuys::Dealt if b.cards.is_empty() && !b.natural => {
                match hands.iter().find(|h| h.seat != banker && h.natural && (7..=9).contains(&h.total)) {
                    Some(h) => Err(RuleError::new(
                        "macao.banker.dealt",
                        msg!(
                            "macao-banker-dealt",
                            banker = name,
                            player = names[h.seat].as_str(),
                            total = h.total,
                            field = field("naturals")
                        ),
                    )
                    .with_player(name)),
                    None => Ok(()),
                }
            }
            _ => Ok(()),
        }
    }
}

/// What the banker's dealt card counts: his first card; his total where he holds the card dealt
/// alone or kozyr settles against his final total (`final`).
fn dealt_card(o: &MacaoOptions, banker: &Hand) -> i64 {
    match (o.banker_buys, banker.cards.first()) {
        (BankerBuys::Final, _) | (_, None) => banker.total,
        (_, Some(c)) => value(c.rank()),
    }
}

/// The first banker by the draw recorded in `bank_draw`: everyone at the table draws a card, the
/// lowest (2 up to the ace) banks; the players tied at the lowest draw again, and only they.
fn first_banker(doc: &RoundDoc, first: bool, names: &[String]) -> Result<Option<Seat>, RuleError> {
    if doc.bank_draw.is_empty() {
        return Ok(None);
    }
    let refused = |m: Msg| Err(RuleError::new("macao.bank.first", m));
    if !first {
        return refused(msg!("macao-bank-draw-later", field = field("bank_draw")));
    }
    if let Some(missing) = (0..names.len()).find(|s| !doc.bank_draw.iter().any(|(t, _)| t == s)) {
        return refused(msg!("macao-bank-draw-missing", player = names[missing].as_str()));
    }
    let mut bag = CardBag::new();
    for (s, cards) in &doc.bank_draw {
        for &c in cards {
            bag.add(c);
            if bag.count(c) > 2 {
                return Err(RuleError::new(
                    "macao.hand.copies",
                    msg!("stakes-card-copies", card = c, copies = 2, packs = 2),
                )
                .with_player(&names[*s])
                .with_card(c));
            }
        }
    }
    let drew = |s: Seat| doc.bank_draw.iter().find(|(t, _)| *t == s).map(|(_, c)| c.as_slice()).unwrap_or_default();
    let mut tied: Vec<Seat> = (0..names.len()).collect();
    let mut k = 0;
    let lowest = loop {
        if let Some(&s) = tied.iter().find(|&&s| drew(s).len() <= k) {
            let other = tied.iter().copied().find(|&t| t != s).map_or("", |t| names[t].as_str());
            return refused(msg!("macao-bank-draw-tie", player = names[s].as_str(), other = other));
        }
        let low = tied.iter().map(|&s| drew(s)[k].rank().value()).min().unwrap_or_default();
        let (next, out): (Vec<Seat>, Vec<Seat>) = tied.iter().partition(|&&s| drew(s)[k].rank().value() == low);
        if let Some(&s) = out.iter().find(|&&s| drew(s).len() > k + 1) {
            return refused(msg!("macao-bank-draw-extra", player = names[s].as_str()));
        }
        if let [s] = next[..] {
            if drew(s).len() > k + 1 {
                return refused(msg!("macao-bank-draw-extra", player = names[s].as_str()));
            }
            break s;
        }
        tied = next;
        k += 1;
    };
    match doc.banker {
        Some(b) if b != lowest => {
            let card = drew(lowest)[k];
            Err(RuleError::new(
                "macao.bank.first",
                msg!(
                    "macao-bank-draw-lowest",
                    banker = names[b].as_str(),
                    lowest = names[lowest].as_str(),
                    card = card
                ),
            )
            .with_player(&names[b]))
        }
        _ => Ok(Some(lowest)),
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
