//! What Blackjack and «Очко» share: a hand counts its cards with an ace as 11 or 1, whichever is
//! better; 21 with the two cards dealt is a natural; and the book's settlement against the banker —
//! the banker's natural takes every stake, a player's natural is paid double (the round stops
//! there, the others get their stakes back), and otherwise the banker takes the stakes of lower
//! totals and of those who went over 21, and higher or equal totals get their stakes back.

use super::{Hand, Outcome, RoundDoc};
use crate::cards::{Card, Rank};
use crate::engine::Seat;
use crate::games::RuleError;
use crate::i18n::{field, Msg};
use crate::msg;

/// Over this a hand is bust.
pub const LIMIT: i64 = 21;

/// The cards a hand holds: the two dealt, and one, two or three drawn once.
pub const CARDS: (usize, usize) = (2, 5);

/// The rule ids of the settlement, with the game's prefix.
#[derive(Debug)]
pub struct PayRules {
    /// The banker's 21 after the deal takes every stake.
    pub banker_natural: &'static str,
    /// A player's 21 after the deal is paid double.
    pub natural: &'static str,
    /// A natural stops the round: the others get their stakes back.
    pub stopped: &'static str,
    /// Over 21 loses the stake.
    pub bust: &'static str,
    /// A total lower than the banker's loses the stake.
    pub lower: &'static str,
    /// A total higher than or equal to the banker's gets the stake back.
    pub higher: &'static str,
}

/// The most two cards dealt can count without being 21 (two tens; two aces count 12).
const MOST_DEALT: i64 = 20;

/// The rule ids of the drawing, with the game's prefix.
#[derive(Debug)]
pub struct DrawRules {
    /// A 21 after the deal stops the game at once: no one draws after it.
    pub after_21: &'static str,
    /// A player draws only once.
    pub once: &'static str,
    /// The draws, where their order is recorded, go round the table from the banker's left, the
    /// banker last, and name exactly those who drew.
    pub turn: &'static str,
}

/// Checks the drawing of a round: after a 21 after the deal every hand holds its two cards dealt
/// (by its total: what two cards can make) and nobody is recorded drawing (the book: «игра
/// немедленно останавливается»); where `draws` records the order, each player who drew is named
/// once, in turn from the banker's left, the banker last.
pub fn review(
    rules: &DrawRules,
    doc: &RoundDoc,
    banker: Seat,
    hands: &[Hand],
    names: &[String],
) -> Result<(), RuleError> {
    // The banker looks first (the book): his 21 is the one that stops the game.
    let stopper = hands.iter().find(|h| h.seat == banker && h.natural).or_else(|| hands.iter().find(|h| h.natural));
    if let Some(n) = stopper {
        let natural = names[n.seat].as_str();
        for h in hands {
            let player = names[h.seat].as_str();
            let m = if h.cards.len() > 2 {
                msg!("twenty-one-after-21-cards", player = player, cards = h.cards.clone(), natural = natural)
            } else if h.cards.is_empty() && !h.natural && h.total > MOST_DEALT {
                msg!("twenty-one-after-21-total", player = player, total = h.total, natural = natural)
            } else {
                continue;
            };
            return Err(RuleError::new(rules.after_21, m).with_player(player));
        }
        if let Some(&s) = doc.draws.as_ref().and_then(|d| d.first()) {
            let player = names[s].as_str();
            return Err(RuleError::new(
                rules.after_21,
                msg!("twenty-one-after-21-listed", player = player, natural = natural, field = field("draws")),
            )
            .with_player(player));
        }
    }
    let Some(draws) = &doc.draws else { return Ok(()) };
    let n = names.len();
    let from_left = |s: Seat| (s + n - banker - 1) % n;
    for (i, &s) in draws.iter().enumerate() {
        let player = names[s].as_str();
        if draws[..i].contains(&s) {
            return Err(RuleError::new(
                rules.once,
                msg!("twenty-one-draw-twice", player = player, field = field("draws")),
            )
            .with_player(player));
        }
        let Some(h) = hands.iter().find(|h| h.seat == s) else {
            return Err(RuleError::new(
                rules.turn,
                msg!("twenty-one-draw-no-hand", player = player, field = field("draws")),
            )
            .with_player(player));
        };
        if h.cards.len() == 2 {
            return Err(RuleError::new(
                rules.turn,
                msg!("twenty-one-draw-two", player = player, cards = h.cards.clone(), field = field("draws")),
            )
            .with_player(player));
        }
        if let Some(&after) = draws[..i].iter().find(|&&t| from_left(t) > from_left(s)) {
            let order: Vec<Msg> = (0..n)
                .map(|k| (banker + 1 + k) % n)
                .filter(|t| hands.iter().any(|h| h.seat == *t))
                .map(|t| msg!("stakes-who", player = names[t].as_str()))
                .collect();
            return Err(RuleError::new(
                rules.turn,
                msg!(
                    "twenty-one-draw-turn",
                    player = player,
                    other = names[after].as_str(),
                    banker = names[banker].as_str(),
                    order = order
                ),
            )
            .with_player(player));
        }
    }
    if let Some(h) = hands.iter().find(|h| h.cards.len() > 2 && !draws.contains(&h.seat)) {
        let player = names[h.seat].as_str();
        return Err(RuleError::new(
            rules.turn,
            msg!("twenty-one-draw-unnamed", player = player, cards = h.cards.clone(), field = field("draws")),
        )
        .with_player(player));
    }
    Ok(())
}

/// What `cards` count with `value` giving each rank (an ace 1 here: it counts 11 when that does not
/// take the hand over 21), and whether they are a natural: 21 with the two cards dealt.
pub fn count(value: fn(Rank) -> i64, cards: &[Card]) -> (i64, bool) {
    let hard: i64 = cards.iter().map(|c| value(c.rank())).sum();
    let aces = cards.iter().any(|c| c.rank() == Rank::Ace);
    let total = if aces && hard + 10 <= LIMIT { hard + 10 } else { hard };
    (total, cards.len() == 2 && total == LIMIT)
}

/// The book's settlement of every player's hand against the banker's.
pub fn settle(pay: &PayRules, banker: &Hand, players: &[Hand], names: &[String]) -> Vec<Outcome> {
    let name = |h: &Hand| names[h.seat].as_str();
    let banker_name = name(banker);
    let naturals: Vec<&str> = players.iter().filter(|h| h.natural).map(name).collect();
    players
        .iter()
        .map(|p| {
            let player = name(p);
            let (times, rule, text): (i64, &'static str, Msg) = if banker.natural {
                (-1, pay.banker_natural, msg!("twenty-one-banker-natural", banker = banker_name))
            } else if p.natural {
                (2, pay.natural, msg!("twenty-one-natural", player = player))
            } else if !naturals.is_empty() {
                (0, pay.stopped, msg!("twenty-one-stopped", players = naturals.join(", ")))
            } else if p.total > LIMIT {
                (-1, pay.bust, msg!("twenty-one-bust", player = player, total = p.total))
            } else if banker.total > LIMIT {
                (0, pay.higher, msg!("twenty-one-banker-bust", banker = banker_name, total = banker.total))
            } else if p.total < banker.total {
                (-1, pay.lower, msg!("twenty-one-lower", player = player, total = p.total, banker = banker.total))
            } else {
                (0, pay.higher, msg!("twenty-one-higher", player = player, total = p.total, banker = banker.total))
            };
            Outcome { times, rule, text }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blackjack(r: Rank) -> i64 {
        match r {
            Rank::Ace => 1,
            Rank::Jack | Rank::Queen | Rank::King => 10,
            r => i64::from(r.value()),
        }
    }

    fn cards(s: &str) -> Vec<Card> {
        crate::cards::parse_cards(s).expect("cards")
    }

    #[test]
    fn an_ace_counts_eleven_unless_that_busts_the_hand() {
        assert_eq!(count(blackjack, &cards("AS KD")), (21, true));
        assert_eq!(count(blackjack, &cards("AS 5D 7C")), (13, false));
        assert_eq!(count(blackjack, &cards("AS AD")), (12, false));
        assert_eq!(count(blackjack, &cards("10S 5D AC 5H")), (21, false));
        assert_eq!(count(blackjack, &cards("KS QD 5C")), (25, false));
    }
}
