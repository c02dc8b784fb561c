//! One round of a banking game as the table records it — the banker, the bank, each stake, and
//! each hand by its cards or its total — read and checked against the pack and the bank.

use serde_json::{Map, Value};

use super::{Banking, Hand, Rules, Terms};
use crate::cards::{parse_cards, Card, CardBag};
use crate::engine::Seat;
use crate::games::{RuleError, Setup};
use crate::i18n::{field, Msg};
use crate::msg;

/// The fields every banking game's round record takes (docs/formats.md).
pub const FIELDS: &[&str] = &["banker", "bank", "stakes", "hands", "totals", "naturals"];

/// Blackjack's and «Очко»'s fields: the shared ones and the order of the draws.
pub const TWENTY_ONE_FIELDS: &[&str] = &["banker", "bank", "stakes", "hands", "totals", "naturals", "draws"];

/// Macao's fields: the shared ones, the draw for the first bank and the exchanged cards.
pub const MACAO_FIELDS: &[&str] =
    &["banker", "bank", "stakes", "hands", "totals", "naturals", "bank_draw", "exchanges"];

/// A round's record with its names read: nothing checked against the money yet.
#[derive(Debug, Clone, Default)]
pub struct RoundDoc {
    pub banker: Option<Seat>,
    pub bank: Option<i64>,
    /// Stakes by seat, as recorded (absent: the agreed stake for every hand but the banker's).
    pub stakes: Option<Vec<(Seat, i64)>>,
    /// Cards by seat.
    pub cards: Vec<(Seat, Vec<Card>)>,
    /// Totals by seat.
    pub totals: Vec<(Seat, i64)>,
    pub naturals: Vec<Seat>,
    /// Who drew after the deal, in the order they drew (Blackjack, «Очко»); absent: not recorded.
    pub draws: Option<Vec<Seat>>,
    /// The cards each player drew for the first bank, in the order drawn (Macao).
    pub bank_draw: Vec<(Seat, Vec<Card>)>,
    /// The card each player gave back for another at once after the deal (Macao).
    pub exchanges: Vec<(Seat, Card)>,
}

fn format(rules: &Rules, m: Msg) -> RuleError {
    RuleError::new(rules.format, m)
}

/// Reads the record's fields and names; any field not in `fields`, or a value of the wrong kind,
/// is refused.
pub fn read_doc(rules: &Rules, fields: &[&str], setup: &Setup, v: &Value) -> Result<RoundDoc, RuleError> {
    let map = v.as_object().ok_or_else(|| format(rules, msg!("stakes-round-object")))?;
    if let Some(k) = map.keys().find(|k| !fields.contains(&k.as_str())) {
        let fields: Vec<Msg> = fields.iter().map(|&f| msg!("family-field", field = field(f))).collect();
        return Err(format(rules, msg!("stakes-not-a-field", key = k.as_str(), fields = fields)));
    }
    let mut doc = RoundDoc::default();
    if let Some(b) = map.get("banker") {
        let name = b.as_str().ok_or_else(|| format(rules, msg!("stakes-banker-text", field = field("banker"))))?;
        doc.banker = Some(setup.seat(name)?);
    }
    if let Some(b) = map.get("bank") {
        doc.bank =
            Some(b.as_i64().ok_or_else(|| {
                format(rules, msg!("stakes-whole-number", field = field("bank"), value = b.to_string()))
            })?);
    }
    if let Some(s) = map.get("stakes") {
        doc.stakes = Some(by_seat(rules, setup, s, "stakes", |name, x| {
            x.as_i64().ok_or_else(|| {
                format(
                    rules,
                    msg!("stakes-stake-number", player = name, value = x.to_string(), field = field("stakes")),
                )
            })
        })?);
    }
    if let Some(h) = map.get("hands") {
        doc.cards = by_seat(rules, setup, h, "hands", |name, x| cards_of(rules, name, x))?;
    }
    if let Some(t) = map.get("totals") {
        doc.totals = by_seat(rules, setup, t, "totals", |name, x| {
            x.as_i64().ok_or_else(|| {
                format(
                    rules,
                    msg!("stakes-total-number", player = name, value = x.to_string(), field = field("totals")),
                )
            })
        })?;
    }
    if let Some(n) = map.get("naturals") {
        for s in names_of(rules, setup, n, "naturals")? {
            if !doc.naturals.contains(&s) {
                doc.naturals.push(s);
            }
        }
    }
    if let Some(d) = map.get("draws") {
        // Kept as written, a name twice included: the game refuses a second draw.
        doc.draws = Some(names_of(rules, setup, d, "draws")?);
    }
    if let Some(d) = map.get("bank_draw") {
        doc.bank_draw = by_seat(rules, setup, d, "bank_draw", |name, x| cards_of(rules, name, x))?;
    }
    if let Some(e) = map.get("exchanges") {
        for (s, cards) in by_seat(rules, setup, e, "exchanges", |name, x| cards_of(rules, name, x))? {
            let [card] = cards[..] else {
                let name = setup.players[s].as_str();
                return Err(format(rules, msg!("stakes-exchange-one", player = name, field = field("exchanges")))
                    .with_player(name));
            };
            doc.exchanges.push((s, card));
        }
    }
    Ok(doc)
}

/// A list of names, or texts of names separated by commas, as seats in the order written.
fn names_of(rules: &Rules, setup: &Setup, v: &Value, key: &str) -> Result<Vec<Seat>, RuleError> {
    let names: Vec<&str> = match v {
        Value::String(s) => vec![s.as_str()],
        Value::Array(a) => a
            .iter()
            .map(|x| x.as_str().ok_or_else(|| format(rules, msg!("stakes-naturals-list", field = field(key)))))
            .collect::<Result<_, _>>()?,
        _ => return Err(format(rules, msg!("stakes-naturals-list", field = field(key)))),
    };
    names.iter().flat_map(|s| s.split(',')).map(str::trim).filter(|s| !s.is_empty()).map(|n| setup.seat(n)).collect()
}

/// An object of player → value, each player once, read by `read`.
fn by_seat<T>(
    rules: &Rules,
    setup: &Setup,
    v: &Value,
    name: &str,
    read: impl Fn(&str, &Value) -> Result<T, RuleError>,
) -> Result<Vec<(Seat, T)>, RuleError> {
    let map: &Map<String, Value> =
        v.as_object().ok_or_else(|| format(rules, msg!("stakes-by-player", field = field(name))))?;
    let mut out: Vec<(Seat, T)> = Vec::with_capacity(map.len());
    for (player, x) in map {
        let s = setup.seat(player)?;
        if out.iter().any(|(t, _)| *t == s) {
            return Err(format(
                rules,
                msg!("stakes-player-twice", player = setup.players[s].as_str(), field = field(name)),
            )
            .with_player(&setup.players[s]));
        }
        out.push((s, read(&setup.players[s], x)?));
    }
    Ok(out)
}

/// A hand's cards: a list of cards or texts of cards ("AS KD", "туз пик"), or one such text.
fn cards_of(rules: &Rules, player: &str, v: &Value) -> Result<Vec<Card>, RuleError> {
    let texts: Vec<&str> = match v {
        Value::String(s) => vec![s.as_str()],
        Value::Array(a) => a
            .iter()
            .map(|x| x.as_str().ok_or_else(|| format(rules, msg!("stakes-hand-list", player = player))))
            .collect::<Result<_, _>>()?,
        _ => return Err(format(rules, msg!("stakes-hand-list", player = player))),
    };
    let mut out = vec![];
    for t in texts {
        let cards = parse_cards(t).map_err(|e| {
            RuleError::new(rules.hand_card, msg!("stakes-hand-not-card", player = player, reason = e.msg()))
                .with_player(player)
        })?;
        out.extend(cards);
    }
    Ok(out)
}

/// Checks the hands against the pack and the game: every card in it, no more copies of a card
/// than its packs hold, the number of cards and the totals the game allows, a natural only where
/// one can be; a hand given both ways must agree. Returns the hands by seat.
pub fn hands<B: Banking>(
    game: &B,
    o: &B::Options,
    terms: &Terms,
    setup: &Setup,
    doc: &RoundDoc,
) -> Result<Vec<Hand>, RuleError> {
    let rules = game.rules();
    let names = &setup.players;
    let mut bag = CardBag::new();
    // A card given back in exchange came out of the pack too.
    let given_back = doc.exchanges.iter().map(|&(s, c)| (s, vec![c]));
    for (s, cards) in doc.cards.iter().cloned().chain(given_back) {
        let s = &s;
        for &c in &cards {
            if !terms.deck.contains(c) {
                return Err(RuleError::new(
                    rules.hand_card,
                    msg!("stakes-card-not-in-pack", player = names[*s].as_str(), card = c, cards = terms.deck.len()),
                )
                .with_player(&names[*s])
                .with_card(c));
            }
            bag.add(c);
            if bag.count(c) > terms.deck.copies(c) {
                return Err(RuleError::new(
                    rules.hand_copies,
                    msg!("stakes-card-copies", card = c, copies = terms.deck.copies(c), packs = terms.deck.packs()),
                )
                .with_player(&names[*s])
                .with_card(c));
            }
        }
    }
    let (fewest, most) = game.cards();
    let (low, high) = game.totals();
    let mut out: Vec<Hand> = vec![];
    for (s, cards) in &doc.cards {
        let name = names[*s].as_str();
        if cards.len() < fewest || cards.len() > most {
            return Err(RuleError::new(
                rules.hand_count,
                msg!("stakes-hand-count", player = name, count = cards.len(), fewest = fewest, most = most),
            )
            .with_player(name));
        }
        let (total, natural) = game.count(o, cards);
        out.push(Hand { seat: *s, cards: cards.clone(), total, natural });
    }
    for &(s, total) in &doc.totals {
        let name = names[s].as_str();
        if total < low || total > high {
            return Err(RuleError::new(
                rules.hand_total,
                msg!("stakes-total-range", player = name, total = total, low = low, high = high),
            )
            .with_player(name));
        }
        match out.iter().find(|h| h.seat == s) {
            Some(h) if h.total != total => {
                return Err(RuleError::new(
                    rules.hand_disagree,
                    msg!(
                        "stakes-total-disagree",
                        player = name,
                        total = total,
                        cards = h.cards.clone(),
                        counted = h.total
                    ),
                )
                .with_player(name));
            }
            Some(_) => {}
            None => {
                let natural = doc.naturals.contains(&s);
                if natural && !game.may_be_natural(total) {
                    return Err(RuleError::new(
                        rules.hand_natural,
                        msg!("stakes-natural-total", player = name, total = total),
                    )
                    .with_player(name));
                }
                out.push(Hand { seat: s, cards: vec![], total, natural });
            }
        }
    }
    for &s in &doc.naturals {
        let name = names[s].as_str();
        match out.iter().find(|h| h.seat == s) {
            None => {
                return Err(
                    RuleError::new(rules.hand_natural, msg!("stakes-natural-no-hand", player = name)).with_player(name)
                )
            }
            Some(h) if !h.cards.is_empty() && !h.natural => {
                return Err(RuleError::new(
                    rules.hand_natural,
                    msg!("stakes-natural-cards", player = name, cards = h.cards.clone(), total = h.total),
                )
                .with_player(name))
            }
            Some(_) => {}
        }
    }
    out.sort_by_key(|h| h.seat);
    Ok(out)
}
