//! One King deal read and scored: its game (from the classic order or the orderer's choice), its
//! dealer, leader and trump, then the tally — from quick entry or the refereed tricks — against
//! the game's table.

use serde_json::{Map, Value};

use super::kind::Kind;
use super::order_book::OrderBook;
use crate::cards::{Card, Deck, Rank, Suit};
use crate::engine::Seat;
use crate::games::family::{self, deal_map, no_more_fields, read, score, Count, Ctx, FamilyDoc, Written};
use crate::games::{RuleError, Setup, Step};

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
    /// Who must deal, unless this is the first deal.
    pub dealer: Option<Seat>,
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

fn format_error(msg: impl Into<crate::i18n::Msg>) -> RuleError {
    RuleError::new(family::id(GAME, "deal.format"), msg)
}

/// Reads the deal's own fields (`game`, `trump_by_last`) out of the record.
fn own_fields(map: &mut Map<String, Value>) -> Result<(Option<String>, bool), RuleError> {
    let game = match map.remove("game") {
        None => None,
        Some(Value::String(s)) => Some(s),
        Some(_) => return Err(format_error("`game` takes the deal's name, e.g. \"no-boys\"")),
    };
    let by_last = match map.remove("trump_by_last") {
        None => false,
        Some(Value::Bool(b)) => b,
        Some(_) => return Err(format_error("`trump_by_last` takes true or false")),
    };
    Ok((game, by_last))
}

fn kind_of(text: &str) -> Result<Kind, RuleError> {
    Kind::parse(text).ok_or_else(|| {
        let ids: Vec<&str> = Kind::ALL.iter().map(|k| k.id()).collect();
        RuleError::new(
            "king.deal.game",
            format!(
                "\"{text}\" is not a King deal; the deals are {} (or as the table says them: не брать взяток, \
                 мальчики, девочки, черви, две последние, кинг, ералаш, отыгрыш)",
                ids.join(", ")
            ),
        )
    })
}

/// What a deal of this game needs recorded, for messages.
fn needs(kind: Kind) -> &'static str {
    match kind {
        Kind::NoTricks => "--won (the tricks each player took)",
        Kind::NoBoys => "--took (the jacks each player took)",
        Kind::NoGirls => "--took (the queens each player took)",
        Kind::NoHearts => "--took (the hearts each player took)",
        Kind::NoLastTwo => "--last-two (who took the last trick but one and the last)",
        Kind::NoKing => "--took NAME=KH (who took K♥)",
        Kind::Eralash => "--won, --took (jacks, queens, hearts, K♥) and --last-two",
        Kind::Positive => "--trump and --won",
    }
}

/// Refuses a field the deal's game does not score: a slip such as --took in a no-tricks deal.
fn refuse_unused(kind: Kind, doc: &FamilyDoc, by_last: bool) -> Result<(), RuleError> {
    let items = kind.items();
    let scores_cards = items.iter().any(|i| matches!(i.count, Count::Cards(_)));
    let scores_positions = items.iter().any(|i| matches!(i.count, Count::Trick(_)));
    let unused = if doc.took.is_some() && !scores_cards {
        Some("cards taken (--took)")
    } else if doc.last_two.is_some() && !scores_positions {
        Some("who took the last two tricks (--last-two)")
    } else if (doc.trump.is_some() || by_last) && !kind.is_positive() {
        Some("a trump (--trump, --by-last): only the positive deals have one")
    } else {
        None
    };
    match unused {
        Some(what) => Err(RuleError::new(
            "king.deal.unused",
            format!("the {kind} deal does not score {what}; it needs {}", needs(kind)),
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
    let dealer = family::dealer(GAME, setup, doc.dealer.as_deref(), turn.dealer)?;

    let ordered = turn.classic.is_none();
    let kind = match (turn.classic, game.as_deref()) {
        (Some(due), None) => due,
        (Some(due), Some(text)) => {
            let given = kind_of(text)?;
            if given != due {
                return Err(RuleError::new(
                    "king.deal.sequence",
                    format!(
                        "deal {} of the classic order is {due}, not {given}; the order is no tricks, no boys, \
                         no girls, no hearts, no last two, no king, eralash, then eight positive deals",
                        turn.number
                    ),
                ));
            }
            due
        }
        (None, Some(text)) => kind_of(text)?,
        (None, None) => {
            let o = (dealer + 1) % n;
            let left = turn.book.map_or(String::new(), |b| format!(" ({} has left: {})", names[o], b.left_text(o)));
            return Err(RuleError::new(
                "king.deal.game",
                format!("in the ordered variant each deal names the game {} ordered: --game no-boys{left}", names[o]),
            ));
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
            None => {
                return Err(RuleError::new(
                    family::id(GAME, "deal.trump"),
                    "a positive deal always has a trump: --trump hearts (♥, H, черви…)",
                ))
            }
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
            return Err(RuleError::new(
                "king.trump.by-last",
                format!(
                    "{who} named {} by the last card, but the tricks show {who} was dealt no {}; by the last card \
                     the trump is the suit of a card the namer holds",
                    tr.symbol(),
                    tr.name()
                ),
            )
            .with_player(who));
        }
    }

    let t = &got.tally;
    let (scores, mut steps) = score(items, |s, k| t.count(items, s, k), names);
    let mut head = Vec::new();
    if let Some(o) = orderer {
        head.push(Step { rule: "king.order", text: format!("{} orders {kind}", names[o]).into() });
    } else {
        head.push(Step {
            rule: "king.deal.sequence",
            text: format!("deal {} of the classic order: {kind}", turn.number).into(),
        });
    }
    if let Some(tr) = trump {
        let how = if by_last || ordered { " by the last card" } else { "" };
        let who = if ordered { String::new() } else { format!("{} names ", names[leader]) };
        head.push(Step {
            rule: "king.score.positive",
            text: format!("{who}{} trumps{how}; {} leads", tr.symbol(), names[leader]).into(),
        });
    }
    if kind == Kind::Eralash {
        head.push(Step {
            rule: "king.score.eralash",
            text: format!("eralash: all six penalties at once, {} in all", family::deal_total(items, &deck, tricks))
                .into(),
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
    let what = match (trump, orderer) {
        (Some(tr), Some(o)) => format!("{kind}, {} trumps ({}'s order)", tr.symbol(), names[o]),
        (Some(tr), None) => format!("{kind}, {} trumps named by {}", tr.symbol(), names[leader]),
        (None, Some(o)) => format!("{kind} ({}'s order)", names[o]),
        (None, None) => kind.name().to_string(),
    };
    let summary = format!("{what} — {} deals", names[dealer]);
    Ok(Deal { dealer, kind, orderer, written: Written { scores, summary, steps: head, extra, ..Written::default() } })
}
