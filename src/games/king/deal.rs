//! One King deal read and scored: its game (from the classic order or the orderer's choice), its
//! dealer, leader and trump, then the tally — from quick entry or the refereed tricks — against
//! the game's table.

use serde_json::{Map, Value};

use super::kind::Kind;
use super::order_book::OrderBook;
use crate::cards::{Card, Deck, Rank, Suit};
use crate::engine::Seat;
use crate::games::family::{self, deal_map, no_more_fields, read, score, Count, Ctx, FamilyDoc, Rotation, Written};
use crate::games::{RuleError, Setup, Step};
use crate::i18n::{field, Arg, Msg};
use crate::msg;

pub const GAME: &str = "king";

/// Every field of a King deal record (docs/formats.md, "King deal record").
pub const FIELDS: &[&str] = &["game", "dealer", "won", "took", "last_two", "trump", "trump_by_last", "play"];

/// The fields the family's reader takes.
const FAMILY_FIELDS: &[&str] = &["dealer", "won", "took", "last_two", "trump", "play"];

/// 4 players: 32 cards, 7 to ace (8 each). 3 players: the 36-card pack without its sixes, A♠ and
/// A♣ — 30 cards, 10 each.
pub fn deck(players: usize) -> Deck {
    match players {
        3 => Deck::standard36()
            .without(&Suit::ALL.map(|s| Card::new(Rank::Six, s)))
            .without(&[Card::new(Rank::Ace, Suit::Spades), Card::new(Rank::Ace, Suit::Clubs)]),
        _ => Deck::piquet32(),
    }
}

/// Where the deal stands in the match before it is read.
#[derive(Debug, Clone, Copy)]
pub struct Turn<'a> {
    /// The deal's number, 1-based.
    pub number: usize,
    /// Who must deal, unless no dealer is known yet.
    pub rotation: Rotation,
    /// The game the classic order plays now; `None` in the ordered variant.
    pub classic: Option<Kind>,
    /// The orders used so far (ordered variant).
    pub book: Option<&'a OrderBook>,
}

/// A deal as read: who dealt, what was played, who ordered it and what it writes.
#[derive(Debug, Clone)]
pub struct Deal {
    pub dealer: Seat,
    pub kind: Kind,
    /// The player who ordered the game (ordered variant).
    pub orderer: Option<Seat>,
    /// What the sheet writes for the deal: its game and dealer, «не брать мальчиков — сдаёт Борис».
    pub summary: Msg,
    pub written: Written,
}

/// Who leads the first trick: the player on the dealer's left, except in a classic positive deal,
/// where the player on his right names trump and leads.
pub fn leader(kind: Kind, ordered: bool, dealer: Seat, players: usize) -> Seat {
    if kind.is_positive() && !ordered {
        (dealer + players - 1) % players
    } else {
        (dealer + 1) % players
    }
}

fn format_error(msg: Msg) -> RuleError {
    RuleError::new(family::id(GAME, "deal.format"), msg)
}

/// Names joined as a sentence says them: "Аня and Борис", "Аня and Борис and Вера".
pub(crate) fn and_list(names: &[&str]) -> Arg {
    match names {
        [] => Arg::from(""),
        [one] => Arg::from(*one),
        [first, rest @ ..] => Arg::from(msg!("king-and", first = *first, rest = and_list(rest))),
    }
}

/// Reads the deal's own fields (`game`, `trump_by_last`) out of the record.
fn own_fields(map: &mut Map<String, Value>) -> Result<(Option<String>, bool), RuleError> {
    let game = match map.remove("game") {
        None => None,
        Some(Value::String(s)) => Some(s),
        Some(_) => return Err(format_error(msg!("king-game-format", field = field("game")))),
    };
    let by_last = match map.remove("trump_by_last") {
        None => false,
        Some(Value::Bool(b)) => b,
        Some(_) => return Err(format_error(msg!("king-by-last-format", field = field("trump_by_last")))),
    };
    Ok((game, by_last))
}

fn kind_of(text: &str) -> Result<Kind, RuleError> {
    Kind::parse(text).ok_or_else(|| RuleError::new("king.deal.game", msg!("king-deal-unknown", text = text)))
}

/// What a deal of this game needs recorded, for messages.
fn needs(kind: Kind) -> Msg {
    match kind {
        Kind::NoTricks => msg!("king-needs-no-tricks"),
        Kind::NoBoys => msg!("king-needs-no-boys"),
        Kind::NoGirls => msg!("king-needs-no-girls"),
        Kind::NoHearts => msg!("king-needs-no-hearts"),
        Kind::NoLastTwo => msg!("king-needs-no-last-two"),
        Kind::NoKing => msg!("king-needs-no-king"),
        Kind::Eralash => msg!("king-needs-eralash"),
        Kind::Positive => msg!("king-needs-positive"),
    }
}

/// Refuses a field the deal's game does not score: a slip such as --took in a no-tricks deal.
fn refuse_unused(kind: Kind, doc: &FamilyDoc, by_last: bool) -> Result<(), RuleError> {
    let items = kind.items();
    let scores_cards = items.iter().any(|i| matches!(i.count, Count::Cards(_)));
    let scores_positions = items.iter().any(|i| matches!(i.count, Count::Trick(_)));
    let unused = if doc.took.is_some() && !scores_cards {
        Some(msg!("king-unused-took"))
    } else if doc.last_two.is_some() && !scores_positions {
        Some(msg!("king-unused-last-two"))
    } else if (doc.trump.is_some() || by_last) && !kind.is_positive() {
        Some(msg!("king-unused-trump"))
    } else {
        None
    };
    match unused {
        Some(what) => Err(RuleError::new(
            "king.deal.unused",
            msg!("king-deal-unused", kind = kind.label(), what = what, needs = needs(kind)),
        )),
        None => Ok(()),
    }
}

/// Reads and scores one deal.
pub fn read_deal(setup: &Setup, v: &Value, turn: Turn<'_>) -> Result<Deal, RuleError> {
    let names = &setup.players;
    let n = names.len();
    let mut map = deal_map(GAME, v)?;
    let (game, by_last) = own_fields(&mut map)?;
    let doc = FamilyDoc::take(GAME, &mut map, FAMILY_FIELDS)?;
    no_more_fields(GAME, &map, FIELDS)?;
    let dealer = turn.rotation.dealer(GAME, setup, doc.dealer.as_deref())?;

    let ordered = turn.classic.is_none();
    let kind = match (turn.classic, game.as_deref()) {
        (Some(due), None) => due,
        (Some(due), Some(text)) => {
            let given = kind_of(text)?;
            if given != due {
                return Err(RuleError::new(
                    "king.deal.sequence",
                    msg!("king-deal-sequence", number = turn.number, due = due.label(), given = given.label()),
                ));
            }
            due
        }
        (None, Some(text)) => kind_of(text)?,
        (None, None) => {
            let o = (dealer + 1) % n;
            let text = match turn.book {
                Some(b) => msg!("king-order-needs-game-left", orderer = &names[o], left = b.left_msg(o)),
                None => msg!("king-order-needs-game", orderer = &names[o]),
            };
            return Err(RuleError::new("king.deal.game", text));
        }
    };
    let orderer = ordered.then_some((dealer + 1) % n);
    if let (Some(o), Some(book)) = (orderer, turn.book) {
        book.check(o, kind, names)?;
    }
    refuse_unused(kind, &doc, by_last)?;
    let trump = if kind.is_positive() {
        match family::trump(GAME, doc.trump.as_deref(), true)? {
            Some(s) => Some(s),
            None => return Err(RuleError::new(family::id(GAME, "deal.trump"), msg!("king-deal-needs-trump"))),
        }
    } else {
        None
    };

    let deck = deck(n);
    let tricks = deck.len() / n;
    let leader = leader(kind, ordered, dealer, n);
    let mut ctx = Ctx::new(GAME, setup, &deck, tricks, dealer);
    ctx.leader = leader;
    let rules = kind.rules(n, deck.clone(), trump);
    let items = kind.items();
    let got = read(&ctx, &doc, &rules, items)?;

    // "По последней": the trump is the suit of the namer's last card, so he held that suit.
    if let (Some(tr), Some(play), true, false) = (trump, &got.play, by_last, ordered) {
        if !play.outcome.hands[leader].present().has_suit(tr) {
            let who = &names[leader];
            return Err(RuleError::new("king.trump.by-last", msg!("king-trump-by-last", who = who, trump = tr))
                .with_player(who));
        }
    }

    let t = &got.tally;
    let (scores, mut steps) = score(items, |s, k| t.count(items, s, k), names);
    let mut head = Vec::new();
    if let Some(o) = orderer {
        head.push(Step { rule: "king.order", text: msg!("king-step-order", orderer = &names[o], kind = kind.label()) });
    } else {
        head.push(Step {
            rule: "king.deal.sequence",
            text: msg!("king-step-classic", number = turn.number, kind = kind.label()),
        });
    }
    if let Some(tr) = trump {
        let lead = &names[leader];
        let text = if ordered {
            msg!("king-step-trump-ordered", trump = tr, leader = lead)
        } else if by_last {
            msg!("king-step-trump-by-last", namer = lead, trump = tr, leader = lead)
        } else {
            msg!("king-step-trump", namer = lead, trump = tr, leader = lead)
        };
        head.push(Step { rule: "king.score.positive", text });
    }
    if kind == Kind::Eralash {
        head.push(Step {
            rule: "king.score.eralash",
            text: msg!("king-step-eralash", total = family::deal_total(items, &deck, tricks)),
        });
    }
    head.append(&mut steps);

    let mut extra = Map::new();
    extra.insert("game".into(), kind.id().into());
    extra.insert("dealer".into(), names[dealer].clone().into());
    extra.insert("leader".into(), names[leader].clone().into());
    if let Some(o) = orderer {
        extra.insert("orderer".into(), names[o].clone().into());
    }
    if let Some(tr) = trump {
        extra.insert("trump".into(), tr.name().into());
        extra.insert("trump_by_last".into(), (by_last || ordered).into());
    }
    if let Some(tr) = &t.tricks {
        extra.insert("won".into(), names.iter().cloned().zip(tr.iter().map(|&x| Value::from(x))).collect());
    }
    let (game, by) = (kind.label(), &names[dealer]);
    let summary = match (trump, orderer) {
        (Some(tr), Some(o)) => {
            msg!("king-summary-trump-ordered", kind = game, trump = tr, orderer = &names[o], dealer = by)
        }
        (Some(tr), None) => msg!("king-summary-trump", kind = game, trump = tr, namer = &names[leader], dealer = by),
        (None, Some(o)) => msg!("king-summary-ordered", kind = game, orderer = &names[o], dealer = by),
        (None, None) => msg!("king-summary", kind = game, dealer = by),
    };
    Ok(Deal { dealer, kind, orderer, summary, written: Written { scores, steps: head, extra, ..Written::default() } })
}
