//! A Bezique deal as recorded — the dealer, the turned card, the declarations in the order they were
//! made, the brisks, the last trick, six-pack's cut, the irregularities, and/or the full play
//! record — checked and reduced to what each player scores.

use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

use super::declaration::{fixes_trump, kind_word, shape, variant_name, DeclarationDoc, Declared, Kind};
use super::irregular::{self, Irregularity, IrregularityDoc};
use super::options::{BeziqueOptions, Variant};
use super::play::{read_play, PlayContext, Played};
use crate::cards::{Card, Deck, Rank, Suit};
use crate::engine::Seat;
use crate::games::{RuleError, Setup, Step};
use crate::i18n::{field, Msg};
use crate::msg;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DealDoc {
    dealer: Option<String>,
    turned: Option<String>,
    #[serde(default)]
    declarations: Vec<Item<DeclarationDoc>>,
    brisks: Option<BTreeMap<String, i64>>,
    last_trick: Option<String>,
    cut: Option<CutDoc>,
    #[serde(default)]
    cut_exact: bool,
    #[serde(default)]
    cut_guessed: bool,
    #[serde(default)]
    irregularities: Vec<Item<IrregularityDoc>>,
    play: Option<Value>,
}

/// A list item as a document writes it (an object) or as a flag types it (`Борис:marriage:spades`).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum Item<T> {
    Doc(T),
    Text(String),
}

#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
struct CutDoc {
    #[serde(default)]
    exact: bool,
    #[serde(default)]
    guessed: bool,
}

/// What a recorded deal comes to.
#[derive(Debug, Clone, PartialEq)]
pub enum Deal {
    /// Dealt again by the same dealer: nothing scores.
    Redeal {
        dealer: Seat,
        why: Irregularity,
    },
    /// The pack was found incomplete: the deal is void and passes on.
    Void {
        dealer: Seat,
    },
    Scored(Box<Scoring>),
}

/// A played deal's points per seat and how each was obtained.
#[derive(Debug, Clone, PartialEq)]
pub struct Scoring {
    pub dealer: Seat,
    /// Raw points per seat: declarations, brisks, last trick, bonuses.
    pub points: Vec<i64>,
    pub steps: Vec<Step>,
    pub trump: Option<Suit>,
    pub declarations: Vec<Declared>,
    pub brisks: Vec<u32>,
    pub last_trick: Seat,
    pub irregularities: Vec<Irregularity>,
}

fn format_error(e: impl ToString) -> RuleError {
    RuleError::new("bezique.deal.format", msg!("bezique-deal-format", error = e.to_string()))
}

/// The rank written alone (`A`, `10`, `Т`, `К`), read through the card notation.
fn rank(text: &str) -> Option<Rank> {
    format!("{}♠", text.trim()).parse::<Card>().ok().map(Card::rank)
}

fn suit(text: &str) -> Result<Suit, RuleError> {
    text.trim()
        .parse::<Suit>()
        .map_err(|e: crate::cards::SuitParseError| RuleError::new("bezique.declare.format", e.msg()))
}

/// One declaration of the record: an object, or `PLAYER:KIND[:SUIT|RANK[:SUIT]]` as typed.
fn declaration(item: &Item<DeclarationDoc>, setup: &Setup) -> Result<Declared, RuleError> {
    let doc = match item {
        Item::Doc(d) => d.clone(),
        Item::Text(t) => {
            let mut parts = t.split(':').map(str::trim);
            let player = parts.next().unwrap_or_default().to_string();
            let kind = parts.next().ok_or_else(|| {
                RuleError::new("bezique.declare.format", msg!("bezique-declare-text", text = crate::games::shown(t)))
            })?;
            let third = parts.next().map(String::from);
            let fourth = parts.next().map(String::from);
            if parts.next().is_some() {
                return Err(RuleError::new(
                    "bezique.declare.format",
                    msg!("bezique-declare-text", text = crate::games::shown(t)),
                ));
            }
            // `four:RANK[:SUIT]`; a name that says its rank (`четыре-туза`) is followed by the suit alone.
            let (suit, rank) = match kind_word(kind) {
                Ok((Kind::Four, None)) => (fourth, third),
                Ok((Kind::Four, Some(_))) => (third, fourth),
                _ => (third, None),
            };
            DeclarationDoc { player, kind: kind.to_string(), suit, rank }
        }
    };
    let seat = setup.seat(&doc.player)?;
    let (k, named_rank) = kind_word(&doc.kind)?;
    let with_suit = matches!(k, Kind::Marriage | Kind::Sequence | Kind::Four);
    let suit = match (&doc.suit, with_suit) {
        (Some(s), true) => Some(suit(s)?),
        (None, _) => None,
        (Some(_), false) => {
            return Err(RuleError::new("bezique.declare.format", msg!("bezique-declare-no-suit", kind = k.name())))
        }
    };
    if matches!(k, Kind::Marriage | Kind::Sequence) && suit.is_none() {
        return Err(RuleError::new("bezique.declare.format", msg!("bezique-declare-suit-missing", kind = k.name())));
    }
    let rank = match (&doc.rank, k) {
        (Some(r), Kind::Four) if named_rank.is_some() => {
            return Err(RuleError::new(
                "bezique.declare.format",
                msg!(
                    "bezique-declare-rank-named",
                    kind = crate::games::shown(&doc.kind),
                    rank = crate::games::shown(r)
                ),
            ))
        }
        (None, Kind::Four) if named_rank.is_some() => named_rank,
        (Some(r), Kind::Four) => {
            let r = rank(r)
                .filter(|r| [Rank::Ace, Rank::Ten, Rank::King, Rank::Queen, Rank::Jack].contains(r))
                .ok_or_else(|| {
                    RuleError::new(
                        "bezique.declare.format",
                        msg!("bezique-declare-rank", rank = crate::games::shown(r)),
                    )
                })?;
            Some(r)
        }
        (None, Kind::Four) => {
            return Err(RuleError::new("bezique.declare.format", msg!("bezique-declare-rank-missing")));
        }
        (Some(_), _) => {
            return Err(RuleError::new("bezique.declare.format", msg!("bezique-declare-no-rank", kind = k.name())))
        }
        (None, _) => None,
    };
    Ok(Declared { seat, kind: k, suit, rank })
}

/// Reads and checks a deal record; `expected_dealer` deals unless the record names the dealer.
pub fn read_deal(
    v: &Value,
    setup: &Setup,
    o: &BeziqueOptions,
    expected_dealer: Seat,
    previous_trump: Option<Suit>,
) -> Result<Deal, RuleError> {
    let doc: DealDoc = serde_json::from_value(v.clone()).map_err(format_error)?;
    let variant = o.variant;
    let seats = setup.players.len();
    let dealer = match &doc.dealer {
        Some(d) => setup.seat(d)?,
        None => expected_dealer,
    };
    let irregularities = read_irregularities(&doc.irregularities, setup)?;
    let nothing_else = doc.turned.is_none()
        && doc.declarations.is_empty()
        && doc.brisks.is_none()
        && doc.last_trick.is_none()
        && doc.cut.is_none()
        && !doc.cut_exact
        && !doc.cut_guessed
        && doc.play.is_none();
    if let Some(i) = irregularities.iter().find(|i| i.redeal() || **i == Irregularity::IncompletePack) {
        if !nothing_else || irregularities.len() > 1 {
            return Err(RuleError::new(i.rule(), msg!("bezique-irregular-alone", kind = irregular_name(i))));
        }
        return Ok(if i.redeal() { Deal::Redeal { dealer, why: i.clone() } } else { Deal::Void { dealer } });
    }

    let turned = doc.turned.as_deref().map(|t| read_turned(t, variant)).transpose()?;
    let declared: Vec<Declared> = doc.declarations.iter().map(|d| declaration(d, setup)).collect::<Result<_, _>>()?;
    let unplayed: Vec<Card> = irregularities.iter().flat_map(Irregularity::unplayed).collect();

    if !variant.brisks() && doc.brisks.is_some() {
        return Err(RuleError::new("bezique.brisks.six-pack", msg!("bezique-brisks-six-pack")));
    }
    let quick_brisks = doc.brisks.as_ref().map(|b| read_brisks(b, setup, variant, &unplayed)).transpose()?;
    let quick_last = doc.last_trick.as_deref().map(|p| setup.seat(p)).transpose()?;
    let cut = match (doc.cut, doc.cut_exact || doc.cut_guessed) {
        (Some(_), true) => return Err(RuleError::new("bezique.cut.format", msg!("bezique-cut-both"))),
        (Some(c), false) => Some(c),
        (None, true) => Some(CutDoc { exact: doc.cut_exact, guessed: doc.cut_guessed }),
        (None, false) => None,
    };
    if cut.is_some() && variant != Variant::SixPack {
        return Err(RuleError::new("bezique.cut.format", msg!("bezique-cut-variant", variant = variant_name(variant))));
    }

    let (turned, declarations, brisks, last_trick) = match &doc.play {
        Some(play) => {
            let ctx = PlayContext { setup, options: o, dealer, previous_trump, irregularities: &irregularities };
            let p: Played = read_play(play, &ctx)?;
            agree(setup, turned, &declared, quick_brisks.as_deref(), quick_last, &p)?;
            (p.turned, p.declarations, p.brisks, p.last_trick)
        }
        None => {
            let brisks = match (variant.brisks(), quick_brisks) {
                (false, _) => vec![0; seats],
                (true, Some(b)) => b,
                (true, None) => {
                    return Err(RuleError::new(
                        "bezique.brisks.sum",
                        msg!("bezique-brisks-missing", brisks = field("brisks"), play = field("play")),
                    ))
                }
            };
            let last = quick_last.ok_or_else(|| {
                RuleError::new("bezique.last-trick.missing", msg!("bezique-last-missing", field = field("last_trick")))
            })?;
            (turned, declared, brisks, last)
        }
    };
    if variant.turns_trump() && turned.is_none() {
        return Err(RuleError::new(
            "bezique.deal.turned",
            msg!("bezique-turned-missing", variant = variant_name(variant), field = field("turned")),
        ));
    }
    if !variant.turns_trump() {
        if let Some(t) = turned {
            return Err(RuleError::new(
                "bezique.deal.turned",
                msg!("bezique-turned-not-here", card = t, variant = variant_name(variant)),
            )
            .with_card(t));
        }
    }
    let mut s = Scoring {
        dealer,
        points: vec![0; seats],
        steps: vec![],
        trump: turned.map(Card::suit),
        declarations,
        brisks,
        last_trick,
        irregularities,
    };
    score(&mut s, setup, o, turned, previous_trump, cut)?;
    Ok(Deal::Scored(Box::new(s)))
}

fn read_irregularities(items: &[Item<IrregularityDoc>], setup: &Setup) -> Result<Vec<Irregularity>, RuleError> {
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match item {
            Item::Doc(d) => out.extend(irregular::read(std::slice::from_ref(d), setup)?),
            Item::Text(t) => out.push(irregular::read_text(t, setup)?),
        }
    }
    Ok(out)
}

/// The irregularity's name in the reader's language.
pub fn irregular_name(i: &Irregularity) -> Msg {
    Msg::new(format!("bezique-irregular-{}", i.kind()), vec![])
}

fn read_turned(text: &str, variant: Variant) -> Result<Card, RuleError> {
    let c: Card = text
        .trim()
        .parse()
        .map_err(|e: crate::cards::CardParseError| RuleError::new("card.notation", e.msg()).with_card(text))?;
    if variant.deck().copies(c) == 0 {
        return Err(RuleError::new("bezique.deal.turned", msg!("bezique-turned-not-in-deck", card = c)).with_card(c));
    }
    Ok(c)
}

/// Brisks per seat as typed: each player's count, none negative, adding up to the deck's aces and
/// tens less those out of play.
fn read_brisks(
    given: &BTreeMap<String, i64>,
    setup: &Setup,
    variant: Variant,
    unplayed: &[Card],
) -> Result<Vec<u32>, RuleError> {
    let mut out = vec![0u32; setup.players.len()];
    let mut seen = vec![false; out.len()];
    let all = variant.brisk_cards();
    for (name, &n) in given {
        let s = setup.seat(name)?;
        if seen[s] {
            return Err(RuleError::new("bezique.brisks.sum", msg!("bezique-brisks-twice", player = &setup.players[s])));
        }
        seen[s] = true;
        out[s] = u32::try_from(n).ok().filter(|&n| n <= all).ok_or_else(|| {
            RuleError::new(
                "bezique.brisks.range",
                msg!("bezique-brisks-range", player = &setup.players[s], brisks = n, max = all),
            )
        })?;
    }
    let out_of_play = unplayed.iter().filter(|c| matches!(c.rank(), Rank::Ace | Rank::Ten)).count() as u32;
    let want = all.saturating_sub(out_of_play);
    let sum: u32 = out.iter().sum();
    if sum != want {
        return Err(RuleError::new(
            "bezique.brisks.sum",
            msg!("bezique-brisks-sum", sum = sum, want = want, packs = variant.packs(), out = out_of_play),
        ));
    }
    Ok(out)
}

/// Quick entry given along with the full record must say what the record proves.
fn agree(
    setup: &Setup,
    turned: Option<Card>,
    declared: &[Declared],
    brisks: Option<&[u32]>,
    last: Option<Seat>,
    p: &Played,
) -> Result<(), RuleError> {
    let disagree = |what: &str, quick: Msg, full: Msg| {
        RuleError::new("bezique.entry.disagree", msg!("bezique-disagree", what = what, quick = quick, full = full))
    };
    let card = |c: Option<Card>| c.map_or_else(|| msg!("bezique-none"), |c| msg!("bezique-card", card = c));
    if turned.is_some() && turned != p.turned {
        return Err(disagree("turned", card(turned), card(p.turned)));
    }
    if !declared.is_empty() {
        let (mut a, mut b) = (declared.to_vec(), p.declarations.clone());
        a.sort();
        b.sort();
        if a != b {
            let list = |v: &[Declared]| -> Msg {
                let items: Vec<Msg> = v
                    .iter()
                    .map(|d| msg!("bezique-declared-by", player = &setup.players[d.seat], declaration = d.describe()))
                    .collect();
                msg!("bezique-list", items = items)
            };
            return Err(disagree("declarations", list(declared), list(&p.declarations)));
        }
    }
    if let Some(b) = brisks.filter(|b| *b != p.brisks.as_slice()) {
        let list = |v: &[u32]| -> Msg {
            let items: Vec<Msg> = v
                .iter()
                .enumerate()
                .map(|(s, n)| msg!("bezique-brisks-of", player = &setup.players[s], brisks = *n))
                .collect();
            msg!("bezique-list", items = items)
        };
        return Err(disagree("brisks", list(b), list(&p.brisks)));
    }
    if let Some(l) = last.filter(|&l| l != p.last_trick) {
        return Err(disagree(
            "last-trick",
            msg!("bezique-player", player = &setup.players[l]),
            msg!("bezique-player", player = &setup.players[p.last_trick]),
        ));
    }
    Ok(())
}

/// How many declarations of each kind of combination the deck can hold: the quick entry's check
/// that what was declared is possible. A card serves once in each kind, so `copies / size` melds at
/// most. Six-pack re-melds: a card serves again once a card it was melded with is played, and one
/// played card frees every card of its meld, so a later meld may be made of freed cards only (Q♠₁
/// J♦₁ and Q♠₂ J♦₂ melded, J♦₁ and Q♠₂ played: Q♠₁ J♦₂ meld again). What bounds the melds is then
/// that each card is played once: the card places of all melds of a kind are at most the copies
/// plus, per copy played, the cards it frees (its meld's size less one), so at most `copies` melds
/// of a kind, and `8 × packs` bezique pairs (the largest meld, a quadruple, holds 8 cards). Four
/// identical cards are the exception: `copies − 3` fours, one new card each.
///
/// And a card serves again only for the player who holds it (Bezique's six-pack text: he adds a
/// card to the three left of his own four): the players hold different copies, so the copies of a
/// card that every player's largest meld shows at once, added over the players, are at most what
/// the packs hold. Partners meld each other's table cards: a side counts as one holder. Two quadruple beziques, one each, need eight bezique queens; six packs hold six.
struct Copies {
    packs: u32,
    remeld: bool,
    deck: Deck,
    /// Declarations of each key so far, and bezique pairs shown per player.
    counts: BTreeMap<(Kind, Option<Suit>, Option<Rank>), u32>,
    pairs: Vec<u8>,
    pairs_used: u32,
    /// Per player (per side in partnerships, whose players meld each other's table cards): the
    /// most copies of a card one of his melds showed.
    held: Vec<BTreeMap<Card, u32>>,
    partners: bool,
}

/// Why the packs cannot hold a declaration.
enum TooMany {
    /// More declarations of its kind than `max`.
    Kind(u32),
    /// The players' melds show `need` copies of `card` at once, and the packs hold `copies`.
    Held { card: Card, need: u32, copies: u32 },
}

impl Copies {
    fn new(variant: Variant, seats: usize, partners: bool) -> Copies {
        Copies {
            packs: u32::from(variant.packs()),
            remeld: variant.remeld(),
            deck: variant.deck(),
            counts: BTreeMap::new(),
            pairs: vec![0; seats],
            pairs_used: 0,
            held: vec![BTreeMap::new(); seats],
            partners,
        }
    }

    /// Takes the copies `d` needs with `trump` in force; refused when the deck cannot hold it.
    fn take(&mut self, d: &Declared, variant: Variant, trump: Option<Suit>) -> Result<(), TooMany> {
        self.hold(d, variant, trump)?;
        self.count(d).map_err(TooMany::Kind)
    }

    /// The copies the holder's meld shows at once, against those the other players' melds hold.
    fn hold(&mut self, d: &Declared, variant: Variant, trump: Option<Suit>) -> Result<(), TooMany> {
        // Fours of any suits are left out: a player shows at most four cards of a rank at once,
        // and the packs hold four of each rank per player they can seat.
        let mut shown: BTreeMap<Card, u32> = BTreeMap::new();
        for (rank, suit) in shape(d, variant, trump) {
            if let Some(suit) = suit {
                *shown.entry(Card::new(rank, suit)).or_insert(0) += 1;
            }
        }
        for (&card, &n) in &shown {
            let holder = if self.partners { d.seat % 2 } else { d.seat };
            let mine = self.held[holder].entry(card).or_insert(0);
            *mine = (*mine).max(n);
            let need: u32 = self.held.iter().filter_map(|h| h.get(&card)).sum();
            let copies = u32::from(self.deck.copies(card));
            if need > copies {
                return Err(TooMany::Held { card, need, copies });
            }
        }
        Ok(())
    }

    /// Counts `d` among the declarations of its kind; `Err(max)` when the deck cannot hold it
    /// (`max` such declarations at most).
    fn count(&mut self, d: &Declared) -> Result<(), u32> {
        let p = self.packs;
        if let Some(pairs) = Some(d.kind.bezique_pairs()).filter(|&n| n > 0) {
            // A step up from the player's bezique on the table shows only the new pairs.
            let had = self.pairs[d.seat];
            let new = if had > 0 && pairs > had { pairs - had } else { pairs };
            self.pairs[d.seat] = pairs;
            self.pairs_used += u32::from(new);
            let max = if self.remeld { 8 * p } else { p };
            return if self.pairs_used <= max { Ok(()) } else { Err(max) };
        }
        // The copies of each card a kind draws on, and how many cards one meld of it holds.
        let (copies, size) = match d.kind {
            Kind::Marriage => (2 * p, 2),
            Kind::Sequence => (5 * p, 5),
            Kind::Four if d.suit.is_some() => (p, 4),
            Kind::Four => (4 * p, 4),
            Kind::Dix => (p, 1),
            _ => return Ok(()),
        };
        let key = (d.kind, d.suit, d.rank);
        let n = self.counts.entry(key).or_insert(0);
        *n += 1;
        // Four identical cards (six-pack's four aces of trumps) never have two melds standing apart
        // to free cards from: each later meld needs a new card.
        let max = match (self.remeld, d.kind) {
            (false, _) => copies / size,
            (true, Kind::Four) if d.suit.is_some() => copies + 1 - size,
            (true, _) => copies,
        };
        if *n <= max {
            Ok(())
        } else {
            Err(max)
        }
    }
}

/// Prices every declaration in order with the trump then in force, checks what quick entry can
/// check, and adds brisks, the last trick and the bonuses.
fn score(
    s: &mut Scoring,
    setup: &Setup,
    o: &BeziqueOptions,
    turned: Option<Card>,
    previous_trump: Option<Suit>,
    cut: Option<CutDoc>,
) -> Result<(), RuleError> {
    let variant = o.variant;
    let names = &setup.players;
    let seats = names.len();
    let mut copies = Copies::new(variant, seats, setup.teams.is_some());
    let add = |s: &mut Scoring, seat: Seat, points: i64, rule: &'static str, text: Msg| {
        s.points[seat] += points;
        s.steps.push(Step { rule, text });
    };
    if let Some(t) = turned {
        s.steps
            .push(Step { rule: "bezique.trump.turned", text: msg!("bezique-step-turned", card = t, suit = t.suit()) });
        if t.rank() == Rank::Seven {
            let dix = Declared { seat: s.dealer, kind: Kind::Dix, suit: None, rank: None };
            copies.take(&dix, variant, Some(t.suit())).map_err(|e| too_many(&dix, e, setup, variant))?;
            add(s, s.dealer, 10, "bezique.dix.turned", msg!("bezique-step-turned-dix", player = &names[s.dealer]));
        }
    }
    if let Some(c) = cut {
        let other = (s.dealer + 1) % seats;
        if c.exact {
            add(s, s.dealer, 250, "bezique.cut.exact", msg!("bezique-step-cut-exact", player = &names[s.dealer]));
        }
        if c.guessed {
            add(s, other, 150, "bezique.cut.guessed", msg!("bezique-step-cut-guessed", player = &names[other]));
        }
    }
    // A player's carte blanche comes before he shows any king, queen or jack.
    let mut court_shown = vec![false; seats];
    let mut carte_blanches = vec![0usize; seats];
    let mut turns = 0usize;
    let max_turns = if variant == Variant::SixPack { variant.stock_tricks() } else { variant.tricks() };
    let declarations = s.declarations.clone();
    for (i, d) in declarations.iter().enumerate() {
        let place = |e: RuleError| {
            let e = e.with_player(&names[d.seat]);
            RuleError { msg: msg!("bezique-in-declaration", number = i + 1, text = e.msg.clone()), ..e }
        };
        // No-trump and six-pack: the first marriage or sequence fixes trump.
        if let Some(t) = fixes_trump(d, variant, s.trump, previous_trump).map_err(place)? {
            s.trump = Some(t);
            s.steps.push(Step {
                rule: "bezique.trump.first-marriage",
                text: msg!("bezique-step-trump-fixed", player = &names[d.seat], suit = t),
            });
        }
        let points = d.value(o, s.trump).map_err(place)?;
        copies.take(d, variant, s.trump).map_err(|e| place(too_many(d, e, setup, variant)))?;
        match d.kind {
            Kind::CarteBlanche => {
                if court_shown[d.seat] {
                    return Err(place(RuleError::new(
                        "bezique.carte-blanche.order",
                        msg!("bezique-carte-blanche-after-court", player = &names[d.seat]),
                    )));
                }
                carte_blanches[d.seat] += 1;
                if carte_blanches[d.seat] > 1 + variant.stock_tricks() {
                    return Err(place(too_many(d, TooMany::Kind((1 + variant.stock_tricks()) as u32), setup, variant)));
                }
            }
            Kind::Dix => {}
            k => {
                turns += 1;
                if turns > max_turns {
                    return Err(place(RuleError::new(
                        "bezique.declare.turns",
                        msg!("bezique-declare-turns", count = turns, max = max_turns),
                    )));
                }
                let court =
                    shape(d, variant, s.trump).iter().any(|(r, _)| matches!(r, Rank::King | Rank::Queen | Rank::Jack));
                court_shown[d.seat] |= court || k.bezique_pairs() > 0;
            }
        }
        add(
            s,
            d.seat,
            points,
            d.rule(),
            msg!("bezique-step-declared", player = &names[d.seat], declaration = d.describe(), points = points),
        );
    }
    if variant.brisks() {
        for (seat, name) in names.iter().enumerate() {
            let b = s.brisks.get(seat).copied().unwrap_or(0);
            if b > 0 {
                add(
                    s,
                    seat,
                    i64::from(b) * 10,
                    "bezique.score.brisks",
                    msg!("bezique-step-brisks", player = name, brisks = b, points = i64::from(b) * 10),
                );
            }
        }
    }
    let last = s.last_trick;
    add(
        s,
        last,
        variant.last_trick(),
        "bezique.score.last-trick",
        msg!("bezique-step-last-trick", player = &names[last], points = variant.last_trick()),
    );
    for i in s.irregularities.clone() {
        match i {
            Irregularity::ShortHand { seat } => {
                // The last trick's value, once to each opposing side: every other player, or the
                // other team (written to its first seat).
                let opponents = (0..seats).filter(|&o| !same_side(setup, o, seat) && (setup.teams.is_none() || o < 2));
                for other in opponents {
                    add(
                        s,
                        other,
                        variant.last_trick(),
                        "bezique.irregular.short-hand",
                        msg!(
                            "bezique-step-short-hand",
                            player = &names[other],
                            offender = &names[seat],
                            points = variant.last_trick()
                        ),
                    );
                }
            }
            other => s.steps.push(Step { rule: other.rule(), text: irregular_note(&other, names) }),
        }
    }
    Ok(())
}

/// Whether two seats score together (partnerships: seats of one parity).
pub fn same_side(setup: &Setup, a: Seat, b: Seat) -> bool {
    a == b || (setup.teams.is_some() && a % 2 == b % 2)
}

/// The note an irregularity leaves on the sheet.
pub fn irregular_note(i: &Irregularity, names: &[String]) -> Msg {
    match i {
        Irregularity::TooMany { seat, .. } => msg!("bezique-note-skip-draw", player = &names[*seat]),
        Irregularity::Peek { seat } => msg!("bezique-note-peek", player = &names[*seat]),
        Irregularity::OddCard { card } => msg!("bezique-note-odd-card", card = *card),
        Irregularity::CardsFound { cards } => msg!("bezique-note-cards-found", cards = cards.clone()),
        Irregularity::ShortHand { seat } => msg!("bezique-note-short-hand", player = &names[*seat]),
        other => irregular_name(other),
    }
}

fn too_many(d: &Declared, e: TooMany, setup: &Setup, variant: Variant) -> RuleError {
    let text = match e {
        TooMany::Kind(max) => msg!(
            "bezique-declare-copies",
            declaration = d.describe(),
            max = max,
            cards = variant.cards(),
            packs = variant.packs()
        ),
        TooMany::Held { card, need, copies } => msg!(
            "bezique-declare-copies-card",
            declaration = d.describe(),
            card = card,
            need = need,
            copies = copies,
            packs = variant.packs()
        ),
    };
    RuleError::new("bezique.declare.copies", text).with_player(&setup.players[d.seat])
}
