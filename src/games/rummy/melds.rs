//! «Рамми» — going out in one go — recorded with the combinations the player laid at once
//! (`melds`), checked as the book defines them: a set («комплект») of three or four cards of one
//! rank, or a run («секвенция») of three or more of one suit in sequence. The book's own run is
//! «П9, П10, ПВ, ПД, ПК, ПТ», so a run goes up to the ace, and «Туз и двойка составлять звено в
//! комбинации не могут», so never from the ace to the two: 2 3 … K A, Q K A is a run and A 2 3 is
//! none. The option `ace=low` is the common table custom instead: A 2 3 … K, Q K A none. Together
//! the combinations are his whole hand: the cards dealt him, with the card he drew that turn or
//! without it if he threw one.

use serde_json::Value;

use crate::cards::{Card, CardSet, Rank};
use crate::games::{RuleError, Setup, Step};
use crate::i18n::field;
use crate::msg;

/// The kind of combination a group of cards makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Meld {
    Set,
    Run,
}

/// Where the ace stands in a run: after the king (the book) or before the two (`ace=low`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ace {
    High,
    Low,
}

impl Ace {
    /// The match's choice: the option `ace`, `high` unless set.
    pub fn of(setup: &Setup) -> Ace {
        if setup.options.get("ace").and_then(Value::as_str) == Some("low") {
            Ace::Low
        } else {
            Ace::High
        }
    }
}

/// A card's place in a run: its rank's value (two 2, …, king 13, ace 14 after the king), or 1 for
/// the ace before the two.
fn place(card: Card, ace: Ace) -> u8 {
    match (card.rank(), ace) {
        (Rank::Ace, Ace::Low) => 1,
        (r, _) => r.value(),
    }
}

/// What `cards` make, if anything: a set or a run, the ace standing where `ace` puts it.
pub fn meld(cards: &[Card], ace: Ace) -> Option<Meld> {
    let first = cards.first()?;
    if cards.len() < 3 {
        return None;
    }
    if cards.len() <= 4 && cards.iter().all(|c| c.rank() == first.rank()) {
        return Some(Meld::Set);
    }
    if cards.iter().any(|c| c.suit() != first.suit()) {
        return None;
    }
    let mut places: Vec<u8> = cards.iter().map(|&c| place(c, ace)).collect();
    places.sort_unstable();
    places.windows(2).all(|w| w[1] == w[0] + 1).then_some(Meld::Run)
}

/// The groups of a `melds` field: a text whose groups are separated by `|` or `;` (the cards of
/// a group by commas or spaces), or a list of groups, each a text or a list of cards.
fn groups(v: &Value) -> Option<Vec<Vec<String>>> {
    let split = |s: &str| -> Vec<String> {
        s.split(|c: char| c == ',' || c.is_whitespace()).filter(|p| !p.is_empty()).map(String::from).collect()
    };
    match v {
        Value::String(s) => Some(s.split(['|', ';']).map(split).filter(|g| !g.is_empty()).collect()),
        Value::Array(a) => a
            .iter()
            .map(|g| match g {
                Value::String(s) => Some(split(s)),
                Value::Array(cards) => cards.iter().map(|c| c.as_str().map(String::from)).collect(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// Reads and checks the combinations of the player `out`, who went out in one go holding `hand`
/// cards as dealt; `held` are the cards the others were left holding. Returns the explanation's
/// steps and the groups as the replay view writes them.
pub fn check(
    setup: &Setup,
    out: usize,
    hand: usize,
    one_go: bool,
    held: CardSet,
    v: &Value,
) -> Result<(Vec<Step>, Value), RuleError> {
    let name = &setup.players[out];
    if !one_go {
        return Err(RuleError::new(
            "rummy.melds.one-go",
            msg!("rummy-melds-not-one-go", field = field("melds"), rummy = field("rummy")),
        )
        .with_player(name));
    }
    let groups = groups(v)
        .filter(|g| !g.is_empty())
        .ok_or_else(|| RuleError::new("rummy.deal.format", msg!("rummy-melds-format", field = field("melds"))))?;
    let ace = Ace::of(setup);
    let mut seen = CardSet::EMPTY;
    let mut laid: Vec<(Vec<Card>, Meld)> = Vec::with_capacity(groups.len());
    for group in &groups {
        let mut cards = Vec::with_capacity(group.len());
        for item in group {
            let card: Card = item.parse().map_err(|e: crate::cards::CardParseError| {
                RuleError::new("rummy.cards.card", msg!("rummy-melds-not-card", player = name, error = e.msg()))
                    .with_player(name)
                    .with_card(item)
            })?;
            if !seen.insert(card) || held.contains(card) {
                return Err(RuleError::new(
                    "rummy.cards.duplicate",
                    msg!("rummy-melds-twice", player = name, card = card),
                )
                .with_player(name)
                .with_card(card));
            }
            cards.push(card);
        }
        let Some(kind) = meld(&cards, ace) else {
            return Err(RuleError::new(
                "rummy.melds.combination",
                msg!(
                    "rummy-melds-not-combination",
                    player = name,
                    cards = cards.clone(),
                    ace = if ace == Ace::Low { "low" } else { "high" }
                ),
            )
            .with_player(name));
        };
        laid.push((cards, kind));
    }
    let count = seen.len() as usize;
    if count != hand && count != hand + 1 {
        return Err(RuleError::new(
            "rummy.melds.count",
            msg!("rummy-melds-count", player = name, count = count, hand = hand, drawn = hand + 1),
        )
        .with_player(name));
    }
    let mut steps: Vec<Step> = laid
        .iter()
        .map(|(cards, kind)| Step {
            rule: "rummy.melds.combination",
            text: msg!(
                "rummy-melds-group",
                player = name,
                cards = cards.clone(),
                kind = if *kind == Meld::Set { "set" } else { "run" }
            ),
        })
        .collect();
    steps.push(Step { rule: "rummy.melds.count", text: msg!("rummy-melds-whole", player = name, count = count) });
    let view = Value::Array(
        laid.iter().map(|(cards, _)| Value::Array(cards.iter().map(|c| Value::from(c.ascii())).collect())).collect(),
    );
    Ok((steps, view))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(s: &str) -> Vec<Card> {
        s.split_whitespace().map(|c| c.parse().unwrap()).collect()
    }

    #[test]
    fn sets_are_three_or_four_of_a_rank() {
        assert_eq!(meld(&cards("7H 7D 7C"), Ace::High), Some(Meld::Set));
        assert_eq!(meld(&cards("KS KH KD KC"), Ace::High), Some(Meld::Set));
        assert_eq!(meld(&cards("7H 7D"), Ace::High), None);
        assert_eq!(meld(&cards("7H 7D 8C"), Ace::High), None);
    }

    #[test]
    fn runs_go_up_to_the_ace_and_never_from_the_ace_to_the_two() {
        let high = Ace::High;
        assert_eq!(meld(&cards("9S 10S JS QS KS AS"), high), Some(Meld::Run), "the book's own run");
        assert_eq!(meld(&cards("QS KS AS"), high), Some(Meld::Run));
        assert_eq!(meld(&cards("AS 2S 3S"), high), None, "«Туз и двойка составлять звено … не могут»");
        assert_eq!(meld(&cards("KS AS 2S"), high), None, "no run round the ace");
        assert_eq!(meld(&cards("2S 3S 4S"), high), Some(Meld::Run));
        assert_eq!(meld(&cards("5H 3H 4H"), high), Some(Meld::Run), "laid in any order");
        assert_eq!(meld(&cards("4H 5H 7H"), high), None, "a gap");
        assert_eq!(meld(&cards("4H 5H 6D"), high), None, "two suits");
    }

    #[test]
    fn with_the_ace_low_runs_go_from_the_ace_up_to_the_king() {
        let low = Ace::Low;
        assert_eq!(meld(&cards("AS 2S 3S"), low), Some(Meld::Run));
        assert_eq!(meld(&cards("9S 10S JS QS KS"), low), Some(Meld::Run));
        assert_eq!(meld(&cards("QS KS AS"), low), None, "no run round the king");
        assert_eq!(meld(&cards("KS AS 2S"), low), None);
    }
}
