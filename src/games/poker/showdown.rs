//! The showdown: hands as typed (jokers included) read and checked against one pack, ranked, and
//! each step of the ranking explained — which category, or which card of equal categories, decides.
//!
//! Where the book is silent:
//! - the pack is 52 cards and at most two jokers (the book's «если в колоде присутствует джокер»;
//!   packs come with two), so a card may appear once among all the hands and jokers twice;
//! - hands with equal values share their place (suits never break ties), and the next place is
//!   numbered as in a sports table: two first places, then third.

use crate::cards::{parse_cards, Card, CardParseError, Rank};
use crate::games::RuleError;
use crate::i18n::Msg;
use crate::msg;

use super::hands::{best, decider, Category, Hand, Role, Value};

/// How many jokers a pack holds.
pub const PACK_JOKERS: usize = 2;

/// The spellings of a joker (compared in lower case): English, Russian, Bulgarian and the symbol.
pub const JOKER_WORDS: &[&str] = &["jo", "joker", "дж", "джокер", "жк", "жокер", "🃏"];

/// Whether a token is a joker.
pub fn is_joker(token: &str) -> bool {
    let t = token.trim().to_lowercase();
    JOKER_WORDS.contains(&t.as_str())
}

/// The cards of one hand as typed (`None` is a joker), in any notation `parse_cards` reads.
pub fn parse_hand(text: &str) -> Result<Vec<Option<Card>>, CardParseError> {
    let mut out = vec![];
    let mut segment: Vec<&str> = vec![];
    let flush = |segment: &mut Vec<&str>, out: &mut Vec<Option<Card>>| -> Result<(), CardParseError> {
        if !segment.is_empty() {
            out.extend(parse_cards(&segment.join(" "))?.into_iter().map(Some));
            segment.clear();
        }
        Ok(())
    };
    for token in text.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()) {
        if is_joker(token) {
            flush(&mut segment, &mut out)?;
            out.push(None);
        } else {
            segment.push(token);
        }
    }
    flush(&mut segment, &mut out)?;
    Ok(out)
}

/// Hands compared at a showdown.
#[derive(Debug, Clone)]
pub struct Showdown {
    /// The names given with `--names`, one per hand, if any.
    pub names: Option<Vec<String>>,
    pub hands: Vec<Hand>,
    /// Positions of the hands (0-based), best first; equal hands share a place.
    pub places: Vec<Vec<usize>>,
}

/// Who holds hand `i` (0-based) in a message: the name given, else "hand 2".
fn who(names: Option<&[String]>, i: usize) -> Msg {
    match names.and_then(|n| n.get(i)) {
        Some(name) => msg!("poker-who-named", n = i + 1, name = name.as_str()),
        None => msg!("poker-who", n = i + 1),
    }
}

/// Reads and checks the hands (`texts`, one per hand) and ranks them.
pub fn showdown(texts: &[String], names: Option<Vec<String>>) -> Result<Showdown, RuleError> {
    if texts.len() < 2 {
        return Err(RuleError::new("poker.compare.hands", msg!("poker-compare-hands", given = texts.len())));
    }
    let names: Option<Vec<String>> = names.map(|n| n.into_iter().map(|s| s.trim().to_string()).collect());
    if let Some(n) = &names {
        if n.len() != texts.len() || n.iter().any(String::is_empty) {
            return Err(RuleError::new(
                "poker.compare.names",
                msg!("poker-compare-names", given = n.iter().filter(|s| !s.is_empty()).count(), hands = texts.len()),
            ));
        }
    }
    let names_ref = names.as_deref();
    let mut helds: Vec<Vec<Option<Card>>> = vec![];
    for (i, text) in texts.iter().enumerate() {
        let held = parse_hand(text).map_err(|e| {
            RuleError::new(
                "poker.card.unknown",
                msg!("poker-card-unknown", who = who(names_ref, i), error = e.msg(), jokers = JOKER_WORDS.join(", ")),
            )
            .with_card(e.input())
        })?;
        // Cards typed without quotes arrive one to an argument: say how hands are typed.
        if held.len() == 1 && texts.len() >= 5 && texts.iter().all(|t| parse_hand(t).is_ok_and(|h| h.len() == 1)) {
            let example = texts.iter().take(5).map(|t| t.trim()).collect::<Vec<_>>().join(" ");
            return Err(RuleError::new(
                "poker.hand.size",
                msg!("poker-hand-quotes", who = who(names_ref, i), card = text.trim(), example = example),
            ));
        }
        if held.len() != 5 {
            let shown = held.iter().map(|c| c.map_or_else(|| "🃏".to_string(), |c| c.to_string())).collect::<Vec<_>>();
            return Err(RuleError::new(
                "poker.hand.size",
                msg!("poker-hand-size", who = who(names_ref, i), count = held.len(), cards = shown.join(" ")),
            ));
        }
        helds.push(held);
    }
    // One pack: each card once among all the hands.
    let mut seen: Vec<(Card, usize)> = vec![];
    for (i, held) in helds.iter().enumerate() {
        for c in held.iter().flatten() {
            if let Some(&(_, j)) = seen.iter().find(|(s, _)| s == c) {
                let m = if i == j {
                    msg!("poker-card-twice", card = *c, who = who(names_ref, i))
                } else {
                    msg!("poker-card-duplicate", card = *c, first = who(names_ref, j), second = who(names_ref, i))
                };
                return Err(RuleError::new("poker.card.duplicate", m).with_card(c));
            }
            seen.push((*c, i));
        }
    }
    let jokers = helds.iter().flatten().filter(|c| c.is_none()).count();
    if jokers > PACK_JOKERS {
        return Err(RuleError::new("poker.joker.count", msg!("poker-joker-count", given = jokers, pack = PACK_JOKERS))
            .with_card("🃏"));
    }
    let hands: Vec<Hand> = helds.iter().map(|h| best(h)).collect();
    let mut order: Vec<usize> = (0..hands.len()).collect();
    order.sort_by(|a, b| hands[*b].value.cmp(&hands[*a].value));
    let mut places: Vec<Vec<usize>> = vec![];
    for i in order {
        match places.last_mut() {
            Some(last) if hands[last[0]].value == hands[i].value => last.push(i),
            _ => places.push(vec![i]),
        }
    }
    Ok(Showdown { names, hands, places })
}

/// The word a message selects a rank's name by.
pub fn rank_key(r: Rank) -> &'static str {
    match r {
        Rank::Two => "two",
        Rank::Three => "three",
        Rank::Four => "four",
        Rank::Five => "five",
        Rank::Six => "six",
        Rank::Seven => "seven",
        Rank::Eight => "eight",
        Rank::Nine => "nine",
        Rank::Ten => "ten",
        Rank::Jack => "jack",
        Rank::Queen => "queen",
        Rank::King => "king",
        Rank::Ace => "ace",
    }
}

/// "kings" as a subject ("kings and sevens").
fn ranks(r: Rank) -> Msg {
    msg!("poker-ranks", rank = rank_key(r))
}

/// "kings" after a count ("pair of kings"; Russian «пара королей»).
fn ranks_of(r: Rank) -> Msg {
    msg!("poker-ranks-of", rank = rank_key(r))
}

/// The category's name alone: "two pairs".
pub fn category_name(c: Category) -> Msg {
    Msg::new(format!("poker-category-{}", c.key()), vec![])
}

/// A hand's value in words: "two pairs, kings and sevens", "straight, 5 high".
pub fn describe(v: &Value) -> Msg {
    let r = |i: usize| v.ranks.get(i).copied().unwrap_or(Rank::Ace);
    let top = || r(0).symbol();
    match v.category {
        Category::HighCard => msg!("poker-hand-high-card", top = top()),
        Category::AceKing => msg!("poker-hand-ace-king"),
        Category::Pair => msg!("poker-hand-pair", rank = ranks_of(r(0))),
        Category::TwoPairs => msg!("poker-hand-two-pairs", high = ranks(r(0)), low = ranks(r(1))),
        Category::ThreeOfAKind => msg!("poker-hand-three", rank = ranks_of(r(0))),
        Category::Straight => msg!("poker-hand-straight", top = top()),
        Category::Flush => msg!("poker-hand-flush", top = top()),
        Category::FullHouse => msg!("poker-hand-full-house", three = ranks_of(r(0)), two = ranks_of(r(1))),
        Category::FourOfAKind => msg!("poker-hand-four", rank = ranks_of(r(0))),
        Category::StraightFlush => msg!("poker-hand-straight-flush", top = top()),
        Category::RoyalFlush => msg!("poker-hand-royal-flush"),
    }
}

impl Showdown {
    /// The name of hand `i` as the ranking shows it: the name given, else "hand 2".
    pub fn name(&self, i: usize) -> Msg {
        match self.names.as_ref().and_then(|n| n.get(i)) {
            Some(name) => msg!("poker-name", name = name.as_str()),
            None => msg!("poker-hand-name", n = i + 1),
        }
    }

    /// The place (1-based, as a sports table numbers it) of each group of `places`.
    pub fn place_numbers(&self) -> Vec<usize> {
        let mut out = vec![];
        let mut n = 1;
        for p in &self.places {
            out.push(n);
            n += p.len();
        }
        out
    }

    /// The cards a hand's jokers play as, in the order the jokers were typed.
    pub fn joker_cards(&self, i: usize) -> Vec<Card> {
        let h = &self.hands[i];
        let real = h.held.iter().flatten().count();
        h.cards[real..].to_vec()
    }

    /// The hand as typed, each joker shown with the card it plays as: `A♠ K♠ Q♠ J♠ 🃏→10♠`.
    pub fn shown(&self, i: usize) -> String {
        let mut jokers = self.joker_cards(i).into_iter();
        self.hands[i]
            .held
            .iter()
            .map(|c| match c {
                Some(c) => c.to_string(),
                None => jokers.next().map(|j| format!("🃏→{j}")).unwrap_or_else(|| "🃏".into()),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Why the hands at place group `k` are above those at `k + 1`: the deciding role (`None`
    /// when the categories differ) and the sentence.
    pub fn reason(&self, k: usize) -> (Option<Role>, Msg) {
        let (above, below) = (&self.places[k], &self.places[k + 1]);
        let (a, b) = (&self.hands[above[0]].value, &self.hands[below[0]].value);
        let winner: Vec<Msg> = above.iter().map(|&i| self.name(i)).collect();
        let loser: Vec<Msg> = below.iter().map(|&i| self.name(i)).collect();
        let count = above.len();
        match decider(a, b).flatten() {
            None => (
                None,
                msg!(
                    "poker-why-category",
                    winner = winner,
                    loser = loser,
                    count = count,
                    high = describe(a),
                    low = describe(b)
                ),
            ),
            Some((role, win, lose)) => {
                let decides = Msg::new(format!("poker-decides-{}", role.key()), vec![])
                    .with("win", win.symbol())
                    .with("lose", lose.symbol());
                let (da, db) = (describe(a), describe(b));
                let m = if da == db {
                    msg!("poker-why-both", winner = winner, loser = loser, count = count, hand = da, decides = decides)
                } else {
                    msg!(
                        "poker-why-against",
                        winner = winner,
                        loser = loser,
                        count = count,
                        high = da,
                        low = db,
                        decides = decides
                    )
                };
                (Some(role), m)
            }
        }
    }

    /// Everything the referee says, line by line: the ranking, the winner, ties and the reasons.
    pub fn lines(&self) -> Vec<Msg> {
        let mut out = vec![];
        for (p, n) in self.places.iter().zip(self.place_numbers()) {
            for &i in p {
                let hand = describe(&self.hands[i].value);
                let jokers = self.joker_cards(i);
                out.push(if jokers.is_empty() {
                    msg!("poker-place", place = n, name = self.name(i), cards = self.shown(i), hand = hand)
                } else {
                    msg!(
                        "poker-place-joker",
                        place = n,
                        name = self.name(i),
                        cards = self.shown(i),
                        hand = hand,
                        count = jokers.len(),
                        jokers = jokers
                    )
                });
            }
        }
        out.push(Msg::default());
        let first = &self.places[0];
        let winners: Vec<Msg> = first.iter().map(|&i| self.name(i)).collect();
        out.push(msg!("poker-winner", names = winners, count = first.len()));
        for k in 0..self.places.len() {
            let p = &self.places[k];
            if p.len() > 1 {
                let names: Vec<Msg> = p.iter().map(|&i| self.name(i)).collect();
                out.push(msg!("poker-tie", names = names, hand = describe(&self.hands[p[0]].value)));
            }
            if k + 1 < self.places.len() {
                out.push(self.reason(k).1);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(hands: &[&str]) -> Vec<String> {
        hands.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn jokers_are_read_in_every_language_between_cards_written_as_words() {
        let h = parse_hand("queen of spades, Jo туз треф джокер 🃏").unwrap();
        assert_eq!(h.len(), 5);
        assert_eq!(h.iter().filter(|c| c.is_none()).count(), 3);
        assert!(parse_hand("Жокер JOKER").unwrap().iter().all(Option::is_none));
        assert!(parse_hand("A♠ Jx").is_err());
    }

    #[test]
    fn equal_hands_share_a_place_and_the_next_place_counts_them() {
        let s = showdown(&texts(&["A♠ K♠ J♦ 3♣ 2♠", "A♥ K♥ J♣ 3♦ 2♥", "Q♠ 9♥ 7♦ 4♣ 2♣"]), None).unwrap();
        assert_eq!(s.places, vec![vec![0, 1], vec![2]]);
        assert_eq!(s.place_numbers(), vec![1, 3]);
    }

    #[test]
    fn each_refusal_has_its_rule() {
        let rule = |hands: &[&str]| showdown(&texts(hands), None).unwrap_err().rule;
        assert_eq!(rule(&["A♠ K♠ Q♠ J♠ 10♠"]), "poker.compare.hands");
        assert_eq!(rule(&["A♠ K♠ Q♠ J♠", "2♥ 3♥ 4♥ 5♥ 7♥"]), "poker.hand.size");
        assert_eq!(rule(&["A♠", "K♠", "Q♠", "J♠", "10♠", "2♥"]), "poker.hand.size");
        assert_eq!(rule(&["A♠ K♠ Q♠ J♠ 1♠", "2♥ 3♥ 4♥ 5♥ 7♥"]), "poker.card.unknown");
        assert_eq!(rule(&["A♠ K♠ Q♠ J♠ A♠", "2♥ 3♥ 4♥ 5♥ 7♥"]), "poker.card.duplicate");
        assert_eq!(rule(&["A♠ K♠ Q♠ J♠ 10♠", "2♥ 3♥ 4♥ 5♥ 10♠"]), "poker.card.duplicate");
        assert_eq!(rule(&["A♠ K♠ Q♠ Jo Jo", "2♥ 3♥ 4♥ 5♥ Jo"]), "poker.joker.count");
        let names = showdown(&texts(&["A♠ K♠ Q♠ J♠ 10♠", "2♥ 3♥ 4♥ 5♥ 7♥"]), Some(vec!["Аня".into()]));
        assert_eq!(names.unwrap_err().rule, "poker.compare.names");
    }
}
