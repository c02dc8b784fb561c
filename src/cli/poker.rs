//! `kozyr poker compare HAND HAND …`: the showdown referee — ranks five-card poker hands as the
//! book «100 карточных игр для всей семьи» orders them, says why each hand is above the next and
//! writes nothing. Exit 0 whenever the hands are ranked; 1 for hands that cannot be.

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::context::Ctx;
use super::Failure;
use crate::cards::Card;
use crate::games::poker::showdown::{self, describe};

#[derive(Debug, Args)]
pub struct PokerArgs {
    #[command(subcommand)]
    pub command: PokerCmd,
}

#[derive(Debug, Subcommand)]
pub enum PokerCmd {
    /// Rank poker hands at a showdown and say why each is above the next.
    Compare(CompareArgs),
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// The hands, five cards each (a joker counts as one), each in quotes.
    #[arg(value_name = "HAND")]
    pub hands: Vec<String>,
    /// The players holding the hands, in the same order, separated by commas.
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    pub names: Option<Vec<String>>,
}

pub fn run(ctx: &Ctx, a: PokerArgs) -> Result<(), Failure> {
    match a.command {
        PokerCmd::Compare(c) => compare(ctx, c),
    }
}

fn ascii(cards: impl IntoIterator<Item = Option<Card>>) -> Vec<String> {
    cards.into_iter().map(|c| c.map_or_else(|| "Jo".to_string(), Card::ascii)).collect()
}

fn compare(ctx: &Ctx, a: CompareArgs) -> Result<(), Failure> {
    let s = showdown::showdown(&a.hands, a.names)?;
    let lang = ctx.lang();
    let text: String = s.lines().iter().map(|m| m.render(lang) + "\n").collect();
    ctx.emit(&text, || {
        let numbers = s.place_numbers();
        let mut place = vec![0; s.hands.len()];
        for (p, n) in s.places.iter().zip(&numbers) {
            for &i in p {
                place[i] = *n;
            }
        }
        let hands: Vec<Value> = s
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| {
                json!({
                    "hand": i + 1,
                    "name": s.names.as_ref().map(|n| n[i].clone()),
                    "held": ascii(h.held.iter().copied()),
                    "played": ascii(h.cards.iter().copied().map(Some)),
                    "jokers": ascii(s.joker_cards(i).into_iter().map(Some)),
                    "category": h.value.category.key(),
                    "ranks": h.value.ranks.iter().map(|r| r.symbol()).collect::<Vec<_>>(),
                    "place": place[i],
                    "text": describe(&h.value).render(lang),
                })
            })
            .collect();
        let numbered = |p: &Vec<usize>| p.iter().map(|i| i + 1).collect::<Vec<_>>();
        let reasons: Vec<Value> = (0..s.places.len().saturating_sub(1))
            .map(|k| {
                let (role, m) = s.reason(k);
                json!({
                    "above": numbered(&s.places[k]),
                    "below": numbered(&s.places[k + 1]),
                    "decided_by": role.map_or("category", |r| r.key()),
                    "text": m.render(lang),
                })
            })
            .collect();
        json!({
            "hands": hands,
            "ranking": s.places.iter().map(numbered).collect::<Vec<_>>(),
            "winners": numbered(&s.places[0]),
            "reasons": reasons,
        })
    })
}
