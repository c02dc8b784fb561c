//! «Рамми» — going out in one go — recorded with the combinations the player laid at once
//! (`melds`), checked as the book defines them: a set («комплект») of three or four cards of one
//! rank, or a run («секвенция») of three or more of one suit in sequence, the king high and the
//! ace low, no run round the king (Q K A is none). Together they are his whole hand: the cards
//! dealt him, with the card he drew that turn or without it if he threw one.

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

/// A card's place in a run: ace 1, two 2, …, king 13 (the ace only low).
fn place(card: Card) -> u8 {
    match card.rank() {
        Rank::Ace => 1,
        r => r.value(),
    }
}

/// What `cards` make, if anything: a set or a run.
pub fn meld(cards: &[Card]) -> Option<Meld> {
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
    let mut places: Vec<u8> = cards.iter().map(|&c| place(c)).collect();
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
        let Some(kind) = meld(&cards) else {
            return Err(RuleError::new(
                "rummy.melds.combination",
                msg!("rummy-melds-not-combination", player = name, cards = cards.clone()),
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
        assert_eq!(meld(&cards("7H 7D 7C")), Some(Meld::Set));
        assert_eq!(meld(&cards("KS KH KD KC")), Some(Meld::Set));
        assert_eq!(meld(&cards("7H 7D")), None);
        assert_eq!(meld(&cards("7H 7D 8C")), None);
    }

    #[test]
    fn runs_go_from_the_ace_up_to_the_king_and_never_round_it() {
        assert_eq!(meld(&cards("AS 2S 3S")), Some(Meld::Run));
        assert_eq!(meld(&cards("9S 10S JS QS KS")), Some(Meld::Run));
        assert_eq!(meld(&cards("5H 3H 4H")), Some(Meld::Run), "laid in any order");
        assert_eq!(meld(&cards("QS KS AS")), None, "no run round the king");
        assert_eq!(meld(&cards("KS AS 2S")), None);
        assert_eq!(meld(&cards("4H 5H 7H")), None, "a gap");
        assert_eq!(meld(&cards("4H 5H 6D")), None, "two suits");
    }
}
