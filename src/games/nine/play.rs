//! The whole deal of Nine refereed: the hands as dealt, then every turn in order from the holder
//! of 9♦ — a card or a pass. 9♦ opens; every card after is a nine or the next card up or down of
//! its suit's row (6 7 8 9 10 J Q K A, the nine in the middle); a pass is allowed only to a player
//! with no such card; the deal ends when a player plays his last card.
//!
//! ```text
//! Аня: 9D 10D 6S …
//! Борис: 8D 9S …
//! Вера: …
//! 9D 8D - 10D 9S …
//! ```
//!
//! A line `NAME: cards` is a hand; every other line holds turns, a card or `-` (`pass`, `пас`) each,
//! separated by spaces or commas. `#` starts a comment.

use serde_json::Value;

use super::Outcome;
use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::engine::Seat;
use crate::games::{RuleError, Setup};
use crate::msg;

/// The card every deal opens with (the book: «Первым ходит тот игрок, у которого на руках
/// окажется Б9. Свой ход он делает именно с нее»).
pub const NINE_OF_DIAMONDS: Card = Card::new(Rank::Nine, Suit::Diamonds);

const PASS_WORDS: [&str; 5] = ["-", "pass", "пас", "пасс", "x"];

fn format_error(text: crate::i18n::Msg) -> RuleError {
    RuleError::new("nine.play.format", text)
}

/// The rows on the table: for each suit the lowest and highest rank laid, once its nine is down.
#[derive(Debug, Clone, Copy, Default)]
struct Rows([Option<(u8, u8)>; 4]);

impl Rows {
    /// The cards that can be played now.
    fn playable(&self) -> CardSet {
        let mut set = CardSet::EMPTY;
        for suit in Suit::ALL {
            match self.0[suit.index()] {
                None => {
                    set.insert(Card::new(Rank::Nine, suit));
                }
                Some((lo, hi)) => {
                    for v in [lo.wrapping_sub(1), hi + 1] {
                        if let Some(r) = Rank::from_value(v).filter(|r| r.value() >= 6) {
                            set.insert(Card::new(r, suit));
                        }
                    }
                }
            }
        }
        set
    }

    fn lay(&mut self, card: Card) {
        let v = card.rank().value();
        let row = &mut self.0[card.suit().index()];
        *row = Some(match *row {
            None => (v, v),
            Some((lo, hi)) => (lo.min(v), hi.max(v)),
        });
    }
}

/// A hand line `NAME: cards`, or `None` for a line of turns.
fn hand_line(line: &str) -> Option<(&str, &str)> {
    line.split_once(':').map(|(a, b)| (a.trim(), b.trim()))
}

fn tokens(s: &str) -> impl Iterator<Item = &str> {
    s.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty())
}

/// Referees a whole deal and returns what it proves.
pub fn referee(setup: &Setup, record: &Value) -> Result<Outcome, RuleError> {
    let names = &setup.players;
    let n = names.len();
    let text = record.as_str().ok_or_else(|| format_error(msg!("nine-play-not-text")))?;
    let deck = Deck::standard36();
    let mut hands: Vec<Option<CardSet>> = vec![None; n];
    let mut dealt = CardSet::EMPTY;
    let mut turns: Vec<&str> = Vec::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let Some((name, cards)) = hand_line(line) else {
            turns.extend(tokens(line));
            continue;
        };
        if !turns.is_empty() {
            return Err(format_error(msg!("nine-play-hand-after-turns", player = name)));
        }
        let s = setup.seat(name)?;
        if hands[s].is_some() {
            return Err(
                RuleError::new("nine.play.hands", msg!("nine-hands-twice", player = &names[s])).with_player(&names[s])
            );
        }
        let mut hand = CardSet::EMPTY;
        for t in tokens(cards) {
            let card: Card = t.parse().map_err(|e: crate::cards::CardParseError| {
                format_error(msg!("nine-play-not-card", player = &names[s], error = e.msg())).with_player(&names[s])
            })?;
            if !deck.contains(card) {
                return Err(RuleError::new(
                    "nine.play.hands",
                    msg!("nine-hands-not-in-pack", player = &names[s], card = card),
                )
                .with_player(&names[s])
                .with_card(card));
            }
            if !dealt.insert(card) {
                return Err(
                    RuleError::new("nine.play.hands", msg!("nine-hands-card-twice", card = card)).with_card(card)
                );
            }
            hand.insert(card);
        }
        hands[s] = Some(hand);
    }
    let Some(hands) = hands.iter().copied().collect::<Option<Vec<CardSet>>>() else {
        let s = hands.iter().position(Option::is_none).unwrap_or(0);
        return Err(
            RuleError::new("nine.play.hands", msg!("nine-hands-missing", player = &names[s])).with_player(&names[s])
        );
    };
    let missing: Vec<Card> = deck.cards().iter().copied().filter(|c| !dealt.contains(*c)).collect();
    if !missing.is_empty() {
        return Err(RuleError::new("nine.play.hands", msg!("nine-hands-not-dealt", cards = missing)));
    }
    let sizes: Vec<u32> = hands.iter().map(|h| h.len()).collect();
    let (lo, hi) = (sizes.iter().min().copied().unwrap_or(0), sizes.iter().max().copied().unwrap_or(0));
    if hi > lo + 1 {
        let s = sizes.iter().position(|&k| k == hi).unwrap_or(0);
        return Err(RuleError::new(
            "nine.play.hands",
            msg!("nine-hands-sizes", player = &names[s], count = hi, least = lo),
        )
        .with_player(&names[s]));
    }
    let holder = (0..n).find(|&s| hands[s].contains(NINE_OF_DIAMONDS)).unwrap_or(0);
    play(setup, hands, holder, &turns)
}

/// Plays the turns from the holder of 9♦.
fn play(setup: &Setup, mut hands: Vec<CardSet>, holder: Seat, turns: &[&str]) -> Result<Outcome, RuleError> {
    let names = &setup.players;
    let n = names.len();
    let mut rows = Rows::default();
    let mut passes = vec![0i64; n];
    let mut seat = holder;
    let mut out: Option<Seat> = None;
    for (i, &t) in turns.iter().enumerate() {
        let turn = i + 1;
        let name = &names[seat];
        if let Some(w) = out {
            return Err(RuleError::new("nine.play.after-out", msg!("nine-after-out", turn = turn, winner = &names[w]))
                .with_player(name));
        }
        let can: CardSet = rows.playable().intersection(hands[seat]);
        if PASS_WORDS.contains(&t.to_lowercase().as_str()) {
            if turn == 1 {
                return Err(RuleError::new(
                    "nine.play.first",
                    msg!("nine-first", player = name, card = NINE_OF_DIAMONDS),
                )
                .with_player(name));
            }
            if let Some(c) = can.iter().next() {
                return Err(RuleError::new(
                    "nine.pass.playable",
                    msg!(
                        "nine-pass-playable",
                        turn = turn,
                        player = name,
                        card = c,
                        cards = can.iter().collect::<Vec<_>>()
                    ),
                )
                .with_player(name)
                .with_card(c));
            }
            passes[seat] += 1;
        } else {
            let card: Card = t.parse().map_err(|e: crate::cards::CardParseError| {
                format_error(msg!("nine-turn-not-card", turn = turn, player = name, error = e.msg())).with_player(name)
            })?;
            if turn == 1 && card != NINE_OF_DIAMONDS {
                return Err(RuleError::new(
                    "nine.play.first",
                    msg!("nine-first", player = name, card = NINE_OF_DIAMONDS),
                )
                .with_player(name)
                .with_card(card));
            }
            if !hands[seat].contains(card) {
                let holder = (0..n).find(|&s| hands[s].contains(card));
                let text = match holder {
                    Some(h) => msg!("nine-not-held-other", turn = turn, player = name, card = card, holder = &names[h]),
                    None => msg!("nine-not-held-played", turn = turn, player = name, card = card),
                };
                return Err(RuleError::new("nine.play.not-held", text).with_player(name).with_card(card));
            }
            if !can.contains(card) {
                let allowed = rows.playable().iter().collect::<Vec<_>>();
                return Err(RuleError::new(
                    "nine.play.card",
                    msg!("nine-card", turn = turn, player = name, card = card, allowed = allowed),
                )
                .with_player(name)
                .with_card(card));
            }
            hands[seat].remove(card);
            rows.lay(card);
            if hands[seat].is_empty() {
                out = Some(seat);
            }
        }
        seat = (seat + 1) % n;
    }
    let Some(out) = out else {
        return Err(RuleError::new("nine.play.unfinished", msg!("nine-unfinished", turns = turns.len())));
    };
    Ok(Outcome { out, passes, nine: Some(holder) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_grow_from_the_nine_both_ways() {
        let mut rows = Rows::default();
        assert_eq!(rows.playable().len(), 4, "the four nines");
        rows.lay(NINE_OF_DIAMONDS);
        let p = rows.playable();
        assert!(
            p.contains("8D".parse().unwrap_or(NINE_OF_DIAMONDS))
                && p.contains("10D".parse().unwrap_or(NINE_OF_DIAMONDS))
        );
        for c in ["8D", "7D", "6D"] {
            rows.lay(c.parse().unwrap_or(NINE_OF_DIAMONDS));
        }
        // The row is closed at the six: nothing below it.
        assert_eq!(rows.playable().of_suit(Suit::Diamonds).len(), 1);
    }
}
