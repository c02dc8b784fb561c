//! The Bezique referee: a play record checked card by card with copies — whose turn, who won each
//! trick, what each player held, what lay on each table and which kinds each copy has served in —
//! and reduced to what the deal scores ([`Played`]).
//!
//! Two passes. The first follows the turns: the leader of each trick, its winner with the trump in
//! force, the brisks, and what each declaration is (its kind, suit or rank, from the cards it
//! shows); it fixes trump at the first marriage where nothing is turned. With every trick's winner
//! known, the draws say exactly what each player was dealt; the second pass then replays the deal
//! with the hands and the tables: each card played or declared held at that moment, the right to
//! declare, the re-use rules, and the obligations of the late stage.
//!
//! Where the record does not say which copy of a card was used — a card played while a copy lies
//! on its player's table, a declaration that could take a copy from the table or from the hand —
//! the referee takes the copy whose loss costs the player least: the table's copy bound by most
//! melds before the hand's, and for a declaration the table's free copies (most melds first)
//! before the hand's. In partnerships it takes the partner's free table copies before the hand's —
//! without the draws the hand is known only as the cards its player plays later — unless the
//! partner's table alone made the combination, when it takes the player's own cards.

use super::declaration::{bezique_pair, variant_name, Declared, Kind, FOURS, SEQUENCE};
use super::irregular::{Choice, Irregularity};
use super::options::Variant;
use super::play::{Lay, PlayContext, Played, Record, Shown, Span};
use super::play_table::{Face, Melds, Table, BEZIQUE, FOUR, FOUR_TRUMPS, MARRIAGE, SLOTS};
use crate::cards::{Card, CardBag, CardSet, Rank, Suit};
use crate::engine::{follow_suit, standard_winner, trump_if_void, Breach, Seat, Violation};
use crate::games::RuleError;
use crate::i18n::{field, Msg};
use crate::msg;

/// Bezique is played by two to four.
const MAX_SEATS: usize = 4;
/// The most tricks a deal has (six-pack: 96).
const MAX_TRICKS: usize = 96;
/// The most cards one declaration shows (a quadruple bezique).
const MAX_SHOWN: usize = 8;
const NOT_A_SEAT: u8 = u8::MAX;
const EMPTY_BAG: CardBag = CardBag::new();

/// Rank order in every suit: A 10 K Q J 9 8 7.
#[inline]
fn order(r: Rank) -> u8 {
    match r {
        Rank::Ace => 7,
        Rank::Ten => 6,
        Rank::King => 5,
        Rank::Queen => 4,
        Rank::Jack => 3,
        Rank::Nine => 2,
        Rank::Eight => 1,
        _ => 0,
    }
}

/// Whether `c` beats `best`: higher in its suit, or a trump on another suit.
#[inline]
fn beats(c: Card, best: Card, trump: Option<Suit>) -> bool {
    if c.suit() == best.suit() {
        order(c.rank()) > order(best.rank())
    } else {
        trump == Some(c.suit())
    }
}

#[inline]
fn brisk(c: Card) -> bool {
    matches!(c.rank(), Rank::Ace | Rank::Ten)
}

#[inline]
fn court(c: Card) -> bool {
    matches!(c.rank(), Rank::King | Rank::Queen | Rank::Jack)
}

/// The slot of [`Face::marks`] a declaration marks.
fn slot(d: &Declared) -> usize {
    match d.kind {
        Kind::Marriage => MARRIAGE,
        Kind::Sequence => super::play_table::SEQUENCE,
        Kind::Four if d.suit.is_some() => FOUR_TRUMPS,
        Kind::Four => FOUR,
        k => BEZIQUE + usize::from(k.bezique_pairs().max(1)) - 1,
    }
}

/// Referees a play record and returns what it proves, or the first rule it breaks.
pub fn referee(rec: &Record, ctx: &PlayContext<'_>) -> Result<Played, RuleError> {
    let r = Referee::new(rec, ctx)?;
    let first = r.first_pass()?;
    let draws = r.draws(&first)?;
    r.second_pass(first, &draws)
}

struct Referee<'a> {
    rec: &'a Record,
    ctx: &'a PlayContext<'a>,
    variant: Variant,
    n: usize,
    /// Cards in a hand.
    hand: usize,
    /// Tricks of the deal and of the stock (after which the late stage).
    tricks: usize,
    stock: usize,
    teams: bool,
    /// The irregularities that change a hand: who skips a draw, who draws one more.
    skip: Option<Seat>,
    short: Option<Seat>,
}

/// What the first pass learns.
struct First {
    leaders: [u8; MAX_TRICKS],
    winners: [u8; MAX_TRICKS],
    /// Every declaration in order, as `Played` returns them: the second pass walks them in the
    /// same order (the show, then per trick the `!` plays, the exchange, the declarations).
    declared: Vec<Declared>,
    brisks: [u32; MAX_SEATS],
    /// Every card each seat played.
    played: [CardBag; MAX_SEATS],
    trump: Option<Suit>,
    /// The first trick (0-based) played with `trump` in force.
    trump_from: usize,
    /// The first trick whose winner exchanged a seven for the turned card.
    exchange: Option<usize>,
}

impl First {
    #[inline]
    fn leader(&self, t: usize) -> Seat {
        usize::from(self.leaders[t])
    }

    #[inline]
    fn winner(&self, t: usize) -> Seat {
        usize::from(self.winners[t])
    }
}

/// What the draws say: who drew each card, and who drew last.
struct Draws {
    /// Every stock trick has its draws: the hands are known exactly.
    exact: bool,
    /// For each card of `Record::cards` drawn, the seat that drew it.
    seat_of: Vec<u8>,
    /// The player who drew the last face-down card of the stock, who loses the right to declare.
    last_drawer: Option<Seat>,
    /// The player who took the turned card, the last of the stock.
    turned_to: Option<Seat>,
    /// Each seat's hand as dealt (exact) or every card it plays (otherwise).
    held: [CardBag; MAX_SEATS],
}

impl Draws {
    /// Who drew the card at `j` of `Record::cards`, where the draws are known.
    fn drawer(&self, j: usize) -> Option<Seat> {
        self.seat_of.get(j).filter(|&&s| s != NOT_A_SEAT).map(|&s| usize::from(s))
    }
}

/// Where a card of a declaration comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    Own(usize),
    Hand,
    Partner(usize),
}

/// The hands and tables as the second pass replays them.
struct Hands {
    /// Exact: what each player holds (hand and table); otherwise what he will play from now on.
    held: [CardBag; MAX_SEATS],
    tables: [Table; MAX_SEATS],
    melds: Melds,
    /// Sevens of trumps in each hand that have scored already (the turned seven, a dix shown).
    spent: [u8; MAX_SEATS],
}

impl Hands {
    /// Copies of `c` in `seat`'s hand (not on his table).
    #[inline]
    fn in_hand(&self, seat: Seat, c: Card) -> u8 {
        self.held[seat].count(c).saturating_sub(self.tables[seat].count(c))
    }
}

impl<'a> Referee<'a> {
    fn new(rec: &'a Record, ctx: &'a PlayContext<'a>) -> Result<Referee<'a>, RuleError> {
        let variant = ctx.options.variant;
        let n = ctx.setup.players.len();
        if n != variant.seats() || n > MAX_SEATS || ctx.dealer >= n {
            return Err(RuleError::new(
                "bezique.play.format",
                msg!("bezique-play-seats", players = n, variant = variant_name(variant)),
            ));
        }
        let mut skip = None;
        let mut short = None;
        for i in ctx.irregularities {
            match *i {
                Irregularity::TooMany { seat, choice: Choice::SkipDraw } => skip = skip.or(Some(seat)),
                Irregularity::ShortHand { seat } => short = short.or(Some(seat)),
                _ => {}
            }
        }
        let mut r = Referee {
            rec,
            ctx,
            variant,
            n,
            hand: variant.hand(),
            tricks: 0,
            stock: 0,
            teams: ctx.setup.teams.is_some() && n == 4,
            skip,
            short,
        };
        r.check_turned()?;
        r.check_cards()?;
        r.tricks = rec.tricks.len();
        r.stock = r.tricks.saturating_sub(r.hand);
        Ok(r)
    }

    fn name(&self, seat: Seat) -> &str {
        self.ctx.setup.players.get(seat).map_or("?", String::as_str)
    }

    #[inline]
    fn partner(&self, seat: Seat) -> Seat {
        (seat + 2) % self.n
    }

    /// Cards dealt to `seat`: a hand, one more for a player found with too many who skipped a
    /// draw, one fewer for a short hand.
    fn dealt(&self, seat: Seat) -> usize {
        self.hand + usize::from(self.skip == Some(seat)) - usize::from(self.short == Some(seat))
    }

    fn check_turned(&self) -> Result<(), RuleError> {
        let v = self.variant;
        match (v.turns_trump(), self.rec.turned) {
            (true, None) => Err(RuleError::new(
                "bezique.deal.turned",
                msg!("bezique-turned-missing", variant = variant_name(v), field = field("turned")),
            )),
            (false, Some(c)) => Err(RuleError::new(
                "bezique.deal.turned",
                msg!("bezique-turned-not-here", card = c, variant = variant_name(v)),
            )
            .with_card(c)),
            (true, Some(c)) if c.rank() < Rank::Seven => {
                Err(RuleError::new("bezique.deal.turned", msg!("bezique-turned-not-in-deck", card = c)).with_card(c))
            }
            _ => Ok(()),
        }
    }

    /// Every card of the deck as often as the packs hold it, less the cards an irregularity took
    /// out of play, and every trick complete.
    fn check_cards(&self) -> Result<(), RuleError> {
        let n = self.n;
        let packs = self.variant.packs();
        let mut out = CardBag::new();
        for i in self.ctx.irregularities {
            out.extend(i.unplayed());
        }
        let mut seen = [0u8; Card::COUNT];
        for (i, p) in self.rec.plays.iter().enumerate() {
            let c = p.card;
            let t = i / n + 1;
            if c.rank() < Rank::Seven {
                return Err(self.violation(Violation {
                    rule: "play.not-in-deck",
                    trick: Some(t),
                    seat: None,
                    card: Some(c),
                    held: None,
                    context: msg!("play-not-in-deck"),
                    required: msg!("play-not-in-deck-required", cards = self.variant.cards()),
                }));
            }
            seen[c.index()] += 1;
            let copies = packs.saturating_sub(out.count(c));
            if seen[c.index()] > copies {
                let first = self.rec.plays.iter().position(|q| q.card == c).map_or(0, |j| j / n + 1);
                return Err(self.violation(Violation {
                    rule: "play.duplicate-card",
                    trick: Some(t),
                    seat: None,
                    card: Some(c),
                    held: None,
                    context: msg!("play-duplicate-card", first = first),
                    required: msg!("play-duplicate-card-required", copies = copies),
                }));
            }
        }
        let total = self.variant.cards().saturating_sub(out.len());
        let tricks = total / n;
        if self.rec.plays.len() != tricks * n || tricks < self.hand {
            let mut missing = Vec::new();
            for c in self.variant.deck().cards() {
                let i = c.index();
                if seen[i] < packs.saturating_sub(out.count(*c)) {
                    seen[i] += 1;
                    missing.push(*c);
                }
            }
            let missing = if missing.is_empty() || missing.len() > 16 {
                Msg::default()
            } else {
                msg!("play-card-count-missing", cards = missing)
            };
            return Err(self.violation(Violation {
                rule: "play.card-count",
                trick: None,
                seat: None,
                card: None,
                held: None,
                context: msg!("play-card-count", cards = self.rec.plays.len(), missing = missing),
                required: msg!("play-card-count-required", tricks = tricks, players = n, cards = tricks * n),
            }));
        }
        Ok(())
    }

    #[cold]
    fn violation(&self, v: Violation) -> RuleError {
        RuleError::from_violation("bezique", &v, &self.ctx.setup.players)
    }

    /// Places an error at trick `t` (1-based; 0: at the deal), naming the player.
    #[cold]
    fn at(&self, t: usize, seat: Option<Seat>, mut e: RuleError) -> RuleError {
        let place = if t == 0 { msg!("bezique-play-place-deal") } else { msg!("bezique-play-place-trick", trick = t) };
        if t > 0 {
            e.trick.get_or_insert(t);
        }
        if let Some(s) = seat {
            if e.player.is_none() {
                e = e.with_player(self.name(s));
            }
        }
        e.msg = msg!("bezique-play-at", place = place, text = std::mem::take(&mut e.msg));
        e
    }

    // ---------------------------------------------------------------- the first pass

    fn first_pass(&self) -> Result<First, RuleError> {
        let rec = self.rec;
        let n = self.n;
        let v = self.variant;
        let mut f = First {
            leaders: [0; MAX_TRICKS],
            winners: [0; MAX_TRICKS],
            declared: Vec::with_capacity(rec.shown.len() + 4),
            brisks: [0; MAX_SEATS],
            played: [EMPTY_BAG; MAX_SEATS],
            trump: if v.turns_trump() { rec.turned.map(Card::suit) } else { None },
            trump_from: 0,
            exchange: None,
        };
        if f.trump.is_none() {
            f.trump_from = usize::MAX;
        }
        for i in rec.show.range() {
            let s = &rec.shown[i];
            let seat = s.player.ok_or_else(|| {
                self.at(0, None, RuleError::new("bezique.play.format", msg!("bezique-play-show-player")))
            })?;
            let d = self.declaration(s, seat, &mut f, 0)?;
            f.declared.push(d);
        }
        let mut leader = (self.ctx.dealer + 1) % n;
        let mut cards = [Card::new(Rank::Seven, Suit::Clubs); MAX_SEATS];
        for (t, entry) in rec.tricks.iter().enumerate() {
            let plays = &rec.plays[t * n..(t + 1) * n];
            let mut seat = leader;
            for (k, play) in plays.iter().enumerate() {
                if k > 0 {
                    seat = if seat + 1 == n { 0 } else { seat + 1 };
                }
                if let Some(claimed) = play.seat.map(usize::from).filter(|&c| c != seat) {
                    return Err(self.violation(Violation {
                        rule: "play.out-of-turn",
                        trick: Some(t + 1),
                        seat: Some(claimed),
                        card: Some(play.card),
                        held: None,
                        context: msg!("play-out-of-turn", position = k + 1),
                        required: msg!("bezique-play-out-of-turn-required", player = self.name(seat)),
                    }));
                }
                f.played[seat].add(play.card);
                if play.call {
                    let d = self.dix_played(*play, seat, f.trump).map_err(|e| self.at(t + 1, Some(seat), e))?;
                    f.declared.push(d);
                }
                cards[k] = play.card;
            }
            let trump = if t >= f.trump_from { f.trump } else { None };
            let k = standard_winner(&cards[..n], trump, order);
            let w = (leader + k) % n;
            f.brisks[w] += cards[..n].iter().filter(|&&c| brisk(c)).count() as u32;
            f.leaders[t] = leader as u8;
            f.winners[t] = w as u8;
            if entry.exchange {
                let d = Declared { seat: w, kind: Kind::Dix, suit: None, rank: None };
                d.value(self.ctx.options, f.trump).map_err(|e| self.at(t + 1, Some(w), e))?;
                f.exchange.get_or_insert(t);
                f.declared.push(d);
            }
            for i in entry.declares.range() {
                let s = &rec.shown[i];
                let seat = match s.player {
                    Some(p) => p,
                    None if entry.pass && self.teams && !matches!(s.kind, Kind::Dix | Kind::CarteBlanche) => {
                        self.partner(w)
                    }
                    None => w,
                };
                let d = self.declaration(s, seat, &mut f, t + 1)?;
                f.declared.push(d);
            }
            leader = w;
        }
        Ok(f)
    }

    /// A seven played with `!`: the dix declared by playing it.
    fn dix_played(&self, play: Lay, seat: Seat, trump: Option<Suit>) -> Result<Declared, RuleError> {
        let d = Declared { seat, kind: Kind::Dix, suit: None, rank: None };
        d.value(self.ctx.options, trump)?;
        match trump {
            Some(t) if play.card == Card::new(Rank::Seven, t) => Ok(d),
            _ => Err(self.cards_error(Kind::Dix, &[play.card], trump)),
        }
    }

    /// What a declaration of the record is; fixes trump at the first marriage or sequence where
    /// nothing is turned, and prices it to refuse what the variant's table does not have.
    fn declaration(&self, s: &Shown, seat: Seat, f: &mut First, t: usize) -> Result<Declared, RuleError> {
        let cards = &self.rec.cards[s.cards.range()];
        let place = |e: RuleError| self.at(t, Some(seat), e);
        let d = self.identify(s.kind, cards, seat, f.trump).map_err(place)?;
        if f.trump.is_none() && !self.variant.turns_trump() && d.kind.fixes_trump() {
            if let Some(suit) = d.suit {
                if self.variant == Variant::SixPack && self.ctx.previous_trump == Some(suit) {
                    return Err(place(RuleError::new(
                        "bezique.trump.repeat",
                        msg!("bezique-trump-repeat", suit = suit),
                    )));
                }
                f.trump = Some(suit);
                f.trump_from = t;
            }
        }
        d.value(self.ctx.options, f.trump).map_err(place)?;
        Ok(d)
    }

    /// The declaration `cards` make as `kind`, or why they do not.
    fn identify(&self, kind: Kind, cards: &[Card], seat: Seat, trump: Option<Suit>) -> Result<Declared, RuleError> {
        let mut d = Declared { seat, kind, suit: None, rank: None };
        let o = self.ctx.options;
        let bad = || self.cards_error(kind, cards, trump);
        let one_suit = || cards.first().map(|c| c.suit()).filter(|&s| cards.iter().all(|c| c.suit() == s));
        match kind {
            Kind::Marriage => {
                let s = one_suit().ok_or_else(bad)?;
                let ok = cards.len() == 2
                    && cards.iter().any(|c| c.rank() == Rank::King)
                    && cards.iter().any(|c| c.rank() == Rank::Queen);
                if !ok {
                    return Err(bad());
                }
                d.suit = Some(s);
            }
            Kind::Sequence => {
                let s = one_suit().ok_or_else(bad)?;
                if cards.len() != SEQUENCE.len() || !SEQUENCE.iter().all(|r| cards.iter().any(|c| c.rank() == *r)) {
                    return Err(bad());
                }
                d.suit = Some(s);
            }
            Kind::Bezique | Kind::DoubleBezique | Kind::TripleBezique | Kind::QuadrupleBezique => {
                let Some((q, j)) = bezique_pair(self.variant, trump) else {
                    d.value(o, trump)?;
                    return Err(bad());
                };
                d.value(o, trump)?;
                let p = usize::from(kind.bezique_pairs());
                let count = |x: Card| cards.iter().filter(|&&c| c == x).count();
                if cards.len() != 2 * p || count(q) != p || count(j) != p {
                    return Err(bad());
                }
            }
            Kind::Four => {
                let r = cards.first().map(|c| c.rank()).ok_or_else(bad)?;
                let six = self.variant == Variant::SixPack;
                if cards.len() != 4
                    || cards.iter().any(|c| c.rank() != r)
                    || !(FOURS.contains(&r) || (six && r == Rank::Ten))
                {
                    return Err(bad());
                }
                d.rank = Some(r);
                if six {
                    d.suit = trump.filter(|&t| cards.iter().all(|c| c.suit() == t));
                }
            }
            Kind::Dix => {
                d.value(o, trump)?;
                match trump {
                    Some(t) if cards.len() == 1 && cards[0] == Card::new(Rank::Seven, t) => {}
                    _ => return Err(bad()),
                }
            }
            Kind::CarteBlanche => {
                d.value(o, trump)?;
            }
        }
        Ok(d)
    }

    #[cold]
    fn cards_error(&self, kind: Kind, cards: &[Card], trump: Option<Suit>) -> RuleError {
        let shape = match kind {
            Kind::Marriage => msg!("bezique-shape-marriage"),
            Kind::Sequence => msg!("bezique-shape-sequence"),
            Kind::Four => msg!("bezique-shape-four"),
            Kind::Dix => match trump {
                Some(t) => msg!("bezique-shape-dix", card = Card::new(Rank::Seven, t)),
                None => msg!("bezique-shape-carte-blanche"),
            },
            Kind::CarteBlanche => msg!("bezique-shape-carte-blanche"),
            k => match bezique_pair(self.variant, trump) {
                Some((q, j)) => msg!("bezique-shape-bezique", pairs = k.bezique_pairs(), queen = q, jack = j),
                None => msg!("bezique-shape-carte-blanche"),
            },
        };
        RuleError::new(
            "bezique.declare.cards",
            msg!("bezique-declare-cards", kind = kind.name(), cards = cards.to_vec(), shape = shape),
        )
    }

    // ---------------------------------------------------------------- the draws

    /// Who drew each card, whether the hands are known exactly, and the hands as dealt.
    fn draws(&self, f: &First) -> Result<Draws, RuleError> {
        let rec = self.rec;
        let n = self.n;
        let stock = self.stock;
        let mut d = Draws {
            exact: false,
            seat_of: Vec::new(),
            last_drawer: None,
            turned_to: None,
            held: [EMPTY_BAG; MAX_SEATS],
        };
        if let Some(t) = rec.tricks[stock..].iter().position(|e| e.draws.is_some()) {
            let t = stock + t + 1;
            return Err(self.at(
                t,
                None,
                RuleError::new("bezique.play.draws", msg!("bezique-draws-late", tricks = self.hand)),
            ));
        }
        let given = rec.tricks[..stock].iter().filter(|e| e.draws.is_some()).count();
        if given > 0 && given < stock {
            let t = rec.tricks[..stock].iter().position(|e| e.draws.is_none()).map_or(0, |t| t + 1);
            return Err(self.at(
                t,
                None,
                RuleError::new("bezique.play.draws", msg!("bezique-draws-partial", given = given, stock = stock)),
            ));
        }
        d.exact = given == stock && stock > 0;
        // The seat a normal round of draws gives its last face-down card and the turned card.
        if stock > 0 {
            let w = f.winner(stock - 1);
            let back = if self.variant.turns_trump() { 2 } else { 1 };
            d.last_drawer = Some((w + 2 * n - back) % n);
            d.turned_to = Some((w + n - 1) % n);
        }
        if !d.exact {
            d.held = f.played.clone();
            self.check_dealt(&d, f)?;
            return Ok(d);
        }
        d.seat_of = vec![NOT_A_SEAT; rec.cards.len()];
        let mut skipped = false;
        let mut made_good = false;
        let trump7 = f.trump.map(|t| Card::new(Rank::Seven, t));
        for (t, entry) in rec.tricks[..stock].iter().enumerate() {
            let Some(range) = entry.draws.map(Span::range) else { continue };
            let w = f.winner(t);
            let m = range.len();
            let mut order = [0usize; MAX_SEATS + 1];
            let mut len = 0;
            for k in 0..n {
                let s = (w + k) % n;
                if m + 1 == n && !skipped && self.skip == Some(s) {
                    continue;
                }
                order[len] = s;
                len += 1;
                if m == n + 1 && !made_good && self.short == Some(s) {
                    order[len] = s;
                    len += 1;
                }
            }
            if len != m {
                return Err(self.at(
                    t + 1,
                    None,
                    RuleError::new("bezique.play.draws", msg!("bezique-draws-count", cards = m, players = n)),
                ));
            }
            skipped |= m + 1 == n;
            made_good |= m == n + 1;
            for (k, j) in range.clone().enumerate() {
                d.seat_of[j] = order[k] as u8;
            }
            if t + 1 == stock {
                if let Some(turned) = rec.turned {
                    let now = if f.exchange.is_some_and(|x| x < stock) { trump7.unwrap_or(turned) } else { turned };
                    let last = rec.cards[range.end - 1];
                    if let Some(x) = f.exchange.filter(|_| last != now && last == turned) {
                        // The exchange the record claims left the turned card under the stock.
                        return Err(self.at(
                            x + 1,
                            Some(f.winner(x)),
                            RuleError::new("bezique.dix.exchange", msg!("bezique-dix-exchange-drawn", card = turned))
                                .with_card(turned),
                        ));
                    }
                    if last != now {
                        return Err(self.at(
                            t + 1,
                            None,
                            RuleError::new(
                                "bezique.play.draws",
                                msg!("bezique-draws-turned", card = last, turned = now),
                            )
                            .with_card(last),
                        ));
                    }
                }
                let back = if self.variant.turns_trump() { 2 } else { 1 };
                d.last_drawer =
                    range.end.checked_sub(back).filter(|&j| j >= range.start).map(|j| usize::from(d.seat_of[j]));
                d.turned_to = Some(usize::from(d.seat_of[range.end - 1]));
            }
        }
        // Dealt = played − drawn, and the exchange's seven given for the turned card. A card
        // received (drawn, or taken by the exchange) that its player never plays is an error.
        d.held = f.played.clone();
        let exchange = f.exchange.filter(|&x| x < stock).zip(rec.turned).zip(trump7);
        if let Some(((t, _), seven)) = exchange {
            d.held[f.winner(t)].add(seven);
        }
        for entry in &rec.tricks[..stock] {
            if let Some(range) = entry.draws.map(Span::range) {
                for j in range {
                    let s = usize::from(d.seat_of[j]);
                    if !d.held[s].remove(rec.cards[j]) {
                        return Err(self.unplayed(s, rec.cards[j], f, &d));
                    }
                }
            }
        }
        if let Some(((t, turned), _)) = exchange {
            let w = f.winner(t);
            if !d.held[w].remove(turned) {
                return Err(self.unplayed(w, turned, f, &d));
            }
        }
        self.check_dealt(&d, f)?;
        Ok(d)
    }

    /// A card `s` received but never played: placed at the trick after which he received it.
    #[cold]
    fn unplayed(&self, s: Seat, c: Card, f: &First, d: &Draws) -> RuleError {
        let rec = self.rec;
        let drawn = rec.tricks[..self.stock].iter().enumerate().find_map(|(t, e)| {
            let range = e.draws?.range();
            range.clone().any(|j| rec.cards[j] == c && d.drawer(j) == Some(s)).then_some(t + 1)
        });
        let t = drawn.or(f.exchange.map(|x| x + 1)).unwrap_or(0);
        self.at(
            t,
            Some(s),
            RuleError::new("bezique.play.draws", msg!("bezique-draws-unplayed", player = self.name(s), card = c))
                .with_card(c),
        )
    }

    /// The hands as dealt, where the record gives them: the dealt hand the tricks and draws prove,
    /// or without the draws cards their player goes on to play.
    fn check_dealt(&self, d: &Draws, f: &First) -> Result<(), RuleError> {
        for (s, range) in self.rec.hands.iter().enumerate() {
            let Some(range) = *range else { continue };
            let cards = &self.rec.cards[range.range()];
            let bag: CardBag = cards.iter().copied().collect();
            let name = self.name(s);
            if cards.len() != self.dealt(s) {
                return Err(RuleError::new(
                    "bezique.play.hands",
                    msg!("bezique-hands-count", player = name, cards = cards.len(), hand = self.dealt(s)),
                )
                .with_player(name));
            }
            if d.exact {
                if let Some(c) = cards
                    .iter()
                    .copied()
                    .find(|&c| bag.count(c) != d.held[s].count(c))
                    .or_else(|| d.held[s].iter().find(|&c| bag.count(c) != d.held[s].count(c)))
                {
                    return Err(RuleError::new(
                        "bezique.play.hands",
                        msg!("bezique-hands-differ", player = name, card = c),
                    )
                    .with_player(name)
                    .with_card(c));
                }
            } else {
                let exchanged = f.exchange.map(|t| f.winner(t)) == Some(s);
                let seven = f.trump.map(|t| Card::new(Rank::Seven, t));
                if let Some(c) = cards
                    .iter()
                    .copied()
                    .find(|&c| bag.count(c) > f.played[s].count(c) + u8::from(exchanged && Some(c) == seven))
                {
                    return Err(RuleError::new(
                        "bezique.play.hands",
                        msg!("bezique-hands-not-played", player = name, card = c),
                    )
                    .with_player(name)
                    .with_card(c));
                }
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- the second pass

    fn second_pass(&self, mut first: First, d: &Draws) -> Result<Played, RuleError> {
        let f = &first;
        let rec = self.rec;
        let n = self.n;
        let v = self.variant;
        let six = v == Variant::SixPack;
        let trump7 = if v.turns_trump() { f.trump.map(|t| Card::new(Rank::Seven, t)) } else { None };
        let mut hs = Hands {
            held: d.held.clone(),
            tables: [Table::new(), Table::new(), Table::new(), Table::new()],
            melds: Melds::new(v.remeld()),
            spent: [0; MAX_SEATS],
        };
        let mut turned = rec.turned;
        let mut exchanged = false;
        // Six-pack's carte blanche: shown at the deal, and again at each draw until a court card.
        let mut blanche = [false; MAX_SEATS];
        let mut blanche_at = [usize::MAX; MAX_SEATS];

        // The declarations in the order the first pass found them.
        let mut at = 0;
        for i in rec.show.range() {
            let dd = f.declared[at];
            at += 1;
            let seat = dd.seat;
            let cards = &rec.cards[rec.shown[i].cards.range()];
            match dd.kind {
                Kind::Dix => self.show_dix(&mut hs, &dd, 0, d)?,
                Kind::CarteBlanche => {
                    self.blanche_dealt(&hs, d, seat, cards).map_err(|e| self.at(0, Some(seat), e))?;
                    blanche[seat] = true;
                }
                _ => {
                    return Err(self.at(
                        0,
                        Some(seat),
                        RuleError::new(
                            "bezique.declare.turn",
                            msg!("bezique-declare-turn-deal", player = self.name(seat), declaration = dd.describe()),
                        ),
                    ))
                }
            }
        }

        let mut cards = [Card::new(Rank::Seven, Suit::Clubs); MAX_SEATS];
        for (t, entry) in rec.tricks.iter().enumerate() {
            let late = t >= self.stock;
            let trump = if t >= f.trump_from { f.trump } else { None };
            let leader = f.leader(t);
            for k in 0..n {
                let seat = (leader + k) % n;
                let play = rec.plays[t * n + k];
                let c = play.card;
                // Without the draws the held cards are those still to be played: always there.
                if !hs.held[seat].remove(c) {
                    return Err(self.not_held(t, seat, c, d));
                }
                if late && k > 0 {
                    let hand = hs.held[seat].present().with(c);
                    if let Err(b) = obligations(hand, &cards[..k], c, trump, self.hand) {
                        return Err(self.breach(b, f, t, seat, c));
                    }
                }
                if play.call {
                    at += 1;
                    if late && d.last_drawer == Some(seat) {
                        let dd = Declared { seat, kind: Kind::Dix, suit: None, rank: None };
                        return Err(self.late(t, &dd));
                    }
                    // The seven played is one that has not scored.
                    if hs.in_hand(seat, c) < hs.spent[seat] {
                        return Err(self.dix_scored(t + 1, seat, c, true));
                    }
                } else if !hs.tables[seat].play(c, &mut hs.melds) && Some(c) == trump7 && hs.spent[seat] > 0 {
                    hs.spent[seat] -= 1;
                }
                cards[k] = c;
            }
            let w = f.winner(t);
            if entry.pass && !self.teams {
                return Err(self.at(
                    t + 1,
                    Some(w),
                    RuleError::new("bezique.declare.partner", msg!("bezique-declare-pass")),
                ));
            }
            if entry.exchange {
                at += 1;
                self.exchange(&mut hs, t, w, turned, exchanged, d)?;
                exchanged = true;
                if let Some(now) = turned {
                    if now.rank() == Rank::Seven {
                        hs.spent[w] += 1;
                    }
                }
                turned = trump7;
            }
            let mut turn: Option<Declared> = None;
            let first = at;
            at += entry.declares.len();
            for (p, i) in entry.declares.range().enumerate() {
                let dd = f.declared[first + p];
                let shown = &rec.cards[rec.shown[i].cards.range()];
                match dd.kind {
                    Kind::Dix => self.show_dix(&mut hs, &dd, t + 1, d)?,
                    Kind::CarteBlanche => {}
                    _ => {
                        let expected = if entry.pass { self.partner(w) } else { w };
                        if dd.seat != expected {
                            return Err(self.turn_error(t, &dd, w, entry.pass));
                        }
                        if let Some(before) = turn {
                            return Err(self.at(
                                t + 1,
                                Some(dd.seat),
                                RuleError::new(
                                    "bezique.declare.one-per-turn",
                                    msg!(
                                        "bezique-declare-one-per-turn",
                                        player = self.name(dd.seat),
                                        first = before.describe(),
                                        second = dd.describe()
                                    ),
                                ),
                            ));
                        }
                        turn = Some(dd);
                        if late && (six || d.last_drawer == Some(dd.seat)) {
                            return Err(self.late(t, &dd));
                        }
                        self.meld(&mut hs, &dd, shown, d).map_err(|e| self.at(t + 1, Some(dd.seat), e))?;
                    }
                }
            }
            if t < self.stock {
                if d.exact {
                    if let Some(range) = entry.draws.map(Span::range) {
                        for j in range {
                            let s = usize::from(d.seat_of[j]);
                            let c = rec.cards[j];
                            hs.held[s].add(c);
                            if court(c) {
                                blanche[s] = false;
                            }
                        }
                    }
                }
                if t + 1 == self.stock {
                    if let (Some(now), Some(to)) = (turned, d.turned_to) {
                        if now.rank() == Rank::Seven {
                            hs.spent[to] += 1;
                        }
                    }
                }
            }
            for (p, i) in entry.declares.range().enumerate() {
                let dd = f.declared[first + p];
                if dd.kind == Kind::CarteBlanche {
                    let shown = &rec.cards[rec.shown[i].cards.range()];
                    self.blanche_drawn(t, &dd, shown, d, &blanche, &mut blanche_at)?;
                }
            }
        }
        let mut brisks = f.brisks[..n].to_vec();
        if !v.brisks() {
            brisks.iter_mut().for_each(|b| *b = 0);
        }
        let last_trick = f.winner(self.tricks.saturating_sub(1));
        let trump = f.trump;
        Ok(Played { declarations: std::mem::take(&mut first.declared), brisks, last_trick, trump, turned: rec.turned })
    }

    /// A seven of trumps shown for the dix: any player, any time he holds one that has not scored
    /// (but not once he has lost the right to declare).
    fn show_dix(&self, hs: &mut Hands, dd: &Declared, t1: usize, d: &Draws) -> Result<(), RuleError> {
        let seat = dd.seat;
        if t1 > self.stock && d.last_drawer == Some(seat) {
            return Err(self.late(t1 - 1, dd));
        }
        let seven = self.rec.turned.map(|c| Card::new(Rank::Seven, c.suit()));
        let Some(seven) = seven else { return Ok(()) };
        if hs.in_hand(seat, seven) <= hs.spent[seat] {
            return Err(self.dix_scored(t1, seat, seven, hs.held[seat].count(seven) > 0));
        }
        hs.spent[seat] += 1;
        Ok(())
    }

    /// The exchange of a seven of trumps for the turned card.
    fn exchange(
        &self,
        hs: &mut Hands,
        t: usize,
        w: Seat,
        turned: Option<Card>,
        exchanged: bool,
        d: &Draws,
    ) -> Result<(), RuleError> {
        let err = |m: Msg| self.at(t + 1, Some(w), RuleError::new("bezique.dix.exchange", m));
        let Some(now) = turned else { return Err(err(msg!("bezique-dix-exchange-twice"))) };
        if exchanged {
            return Err(err(msg!("bezique-dix-exchange-twice")));
        }
        if t >= self.stock {
            return Err(err(msg!("bezique-dix-exchange-late", card = now)));
        }
        let seven = Card::new(Rank::Seven, now.suit());
        if d.exact {
            if hs.held[w].count(seven) <= hs.spent[w] {
                return Err(err(msg!("bezique-dix-exchange-no-seven", player = self.name(w), card = seven)));
            }
            hs.held[w].remove(seven);
            hs.held[w].add(now);
        }
        Ok(())
    }

    /// A dix without a seven of trumps that has not scored (`t1`: 1-based trick, 0: the deal).
    #[cold]
    fn dix_scored(&self, t1: usize, seat: Seat, seven: Card, held: bool) -> RuleError {
        let (rule, m) = if held {
            ("bezique.declare.reuse", msg!("bezique-dix-scored", player = self.name(seat), card = seven))
        } else {
            ("bezique.declare.held", msg!("bezique-dix-not-held", player = self.name(seat), card = seven))
        };
        self.at(t1, Some(seat), RuleError::new(rule, m).with_card(seven))
    }

    #[cold]
    fn late(&self, t: usize, dd: &Declared) -> RuleError {
        let m = if self.variant == Variant::SixPack {
            msg!("bezique-declare-late-six-pack", declaration = dd.describe(), tricks = self.hand)
        } else {
            msg!("bezique-declare-late", player = self.name(dd.seat), declaration = dd.describe())
        };
        self.at(t + 1, Some(dd.seat), RuleError::new("bezique.declare.late", m))
    }

    #[cold]
    fn turn_error(&self, t: usize, dd: &Declared, w: Seat, pass: bool) -> RuleError {
        let m = if pass {
            msg!(
                "bezique-declare-turn-passed",
                player = self.name(dd.seat),
                declaration = dd.describe(),
                winner = self.name(w),
                partner = self.name(self.partner(w))
            )
        } else {
            msg!(
                "bezique-declare-turn",
                player = self.name(dd.seat),
                declaration = dd.describe(),
                winner = self.name(w)
            )
        };
        self.at(t + 1, Some(dd.seat), RuleError::new("bezique.declare.turn", m))
    }

    #[cold]
    fn not_held(&self, t: usize, seat: Seat, c: Card, d: &Draws) -> RuleError {
        let later = self.rec.tricks.iter().enumerate().skip(t).find_map(|(u, e)| {
            let range = e.draws?.range();
            range.clone().any(|j| self.rec.cards[j] == c && d.drawer(j) == Some(seat)).then_some(u + 1)
        });
        let when = later.map_or_else(Msg::default, |u| msg!("bezique-play-drawn-later", trick = u));
        self.at(
            t + 1,
            Some(seat),
            RuleError::new(
                "bezique.play.held",
                msg!("bezique-play-not-held", player = self.name(seat), card = c, when = when),
            )
            .with_card(c),
        )
    }

    /// A broken obligation, with the proof: the first card of `held` its player played later.
    #[cold]
    fn breach(&self, b: Breach, f: &First, t: usize, seat: Seat, c: Card) -> RuleError {
        let n = self.n;
        let proof = (t + 1..self.tricks).find_map(|u| {
            let k = (seat + n - f.leader(u)) % n;
            let p = self.rec.plays[u * n + k].card;
            b.held.contains(p).then_some((p, u + 1))
        });
        self.violation(Violation {
            rule: b.rule,
            trick: Some(t + 1),
            seat: Some(seat),
            card: Some(c),
            held: proof,
            context: b.context,
            required: b.required,
        })
    }

    /// Carte blanche at the deal: the whole hand dealt, without a king, queen or jack.
    fn blanche_dealt(&self, hs: &Hands, d: &Draws, seat: Seat, cards: &[Card]) -> Result<(), RuleError> {
        let name = self.name(seat);
        let err = |m: Msg| RuleError::new("bezique.carte-blanche.hand", m);
        if let Some(&c) = cards.iter().find(|&&c| court(c)) {
            return Err(err(msg!("bezique-carte-blanche-court", player = name, card = c)).with_card(c));
        }
        if cards.len() != self.dealt(seat) {
            return Err(err(msg!(
                "bezique-carte-blanche-count",
                player = name,
                cards = cards.len(),
                hand = self.dealt(seat)
            )));
        }
        let bag: CardBag = cards.iter().copied().collect();
        let dealt = match self.rec.hands.get(seat).cloned().flatten() {
            Some(r) if !d.exact => Some(self.rec.cards[r.range()].iter().copied().collect::<CardBag>()),
            _ => None,
        };
        let wrong = match (&dealt, d.exact) {
            (_, true) => cards.iter().copied().find(|&c| bag.count(c) != hs.held[seat].count(c)),
            (Some(h), false) => cards.iter().copied().find(|&c| bag.count(c) != h.count(c)),
            (None, false) => cards.iter().copied().find(|&c| bag.count(c) > hs.held[seat].count(c)),
        };
        match wrong {
            Some(c) => Err(err(msg!("bezique-carte-blanche-not-dealt", player = name, card = c)).with_card(c)),
            None => Ok(()),
        }
    }

    /// Carte blanche again at a draw: the player's run since the deal unbroken, and the card he
    /// drew after this trick no king, queen or jack.
    fn blanche_drawn(
        &self,
        t: usize,
        dd: &Declared,
        shown: &[Card],
        d: &Draws,
        blanche: &[bool; MAX_SEATS],
        blanche_at: &mut [usize; MAX_SEATS],
    ) -> Result<(), RuleError> {
        let seat = dd.seat;
        let name = self.name(seat);
        let err = |m: Msg| self.at(t + 1, Some(seat), RuleError::new("bezique.carte-blanche.hand", m));
        if !d.exact {
            return Err(err(msg!("bezique-carte-blanche-draws")));
        }
        if t + 1 >= self.stock {
            return Err(self.late(t, dd));
        }
        let drawn: Vec<Card> = self.rec.tricks[t]
            .draws
            .map(Span::range)
            .into_iter()
            .flatten()
            .filter(|&j| d.drawer(j) == Some(seat))
            .map(|j| self.rec.cards[j])
            .collect();
        if let Some(&c) = drawn.iter().find(|&&c| court(c)) {
            return Err(err(msg!("bezique-carte-blanche-drawn", player = name, card = c)).with_card(c));
        }
        if drawn.is_empty() || !blanche[seat] || blanche_at[seat] == t {
            return Err(err(msg!("bezique-carte-blanche-none", player = name)));
        }
        if !shown.is_empty() {
            let mut a = shown.to_vec();
            let mut b = drawn.clone();
            a.sort();
            b.sort();
            if a != b {
                return Err(err(msg!(
                    "bezique-carte-blanche-shown",
                    player = name,
                    shown = shown.to_vec(),
                    drawn = drawn
                )));
            }
        }
        blanche_at[seat] = t;
        Ok(())
    }

    // ---------------------------------------------------------------- laying a combination down

    /// Lays a declaration's cards on its player's table: the copies it takes from the table and
    /// the hand (and the partner's table), each marked as served in its kind.
    fn meld(&self, hs: &mut Hands, dd: &Declared, cards: &[Card], d: &Draws) -> Result<(), RuleError> {
        let seat = dd.seat;
        let level = dd.kind.bezique_pairs();
        let partner = if self.teams && level < 2 { Some(self.partner(seat)) } else { None };
        // A bigger bezique builds up one bezique already on the table, and takes no other.
        let base = if level >= 2 { self.build_up_base(hs, seat, level) } else { None };
        let mut picks = [Pick::Hand; MAX_SHOWN];
        let attempts = [base, None];
        let tries = if base.is_some() { &attempts[..] } else { &attempts[1..] };
        let mut chosen = None;
        for &b in tries {
            if let Ok(()) = self.choose(hs, dd, cards, partner, Some(b), &mut picks) {
                chosen = Some(b);
                break;
            }
        }
        if chosen.is_none() {
            return Err(self.meld_error(hs, dd, cards, partner, d));
        }
        let mut partner = partner;
        if let Some(q) = partner.filter(|_| picks[..cards.len()].iter().any(|p| matches!(p, Pick::Partner(_)))) {
            // The partner's cards may not complete what his own table held: the player's own
            // cards, if he has them.
            if self.could_declare(hs, q, dd, cards) {
                if !tries.iter().any(|&b| self.choose(hs, dd, cards, None, Some(b), &mut picks).is_ok()) {
                    return Err(RuleError::new(
                        "bezique.declare.partner",
                        msg!(
                            "bezique-declare-partner",
                            player = self.name(seat),
                            declaration = dd.describe(),
                            partner = self.name(q)
                        ),
                    ));
                }
                partner = None;
            }
        }
        let picks = &picks[..cards.len()];
        let from_hand = picks.iter().filter(|p| **p == Pick::Hand).count();
        let limit = self.dealt(seat).max(self.hand);
        if hs.tables[seat].len() + from_hand > limit {
            return Err(RuleError::new(
                "bezique.declare.held",
                msg!(
                    "bezique-declare-table-full",
                    player = self.name(seat),
                    cards = hs.tables[seat].len() + from_hand,
                    hand = limit
                ),
            ));
        }
        let m = hs.melds.open().unwrap_or(u8::MAX);
        let m2 = if dd.kind == Kind::Sequence { hs.melds.open().unwrap_or(u8::MAX) } else { 0 };
        let s = slot(dd);
        for (&c, &p) in cards.iter().zip(picks) {
            let face = match p {
                Pick::Own(j) => hs.tables[seat].face_mut(j),
                Pick::Partner(j) => hs.tables[partner.unwrap_or(seat)].face_mut(j),
                Pick::Hand => {
                    let Some(j) = hs.tables[seat].push(c) else {
                        return Err(RuleError::new(
                            "bezique.declare.held",
                            msg!(
                                "bezique-declare-table-full",
                                player = self.name(seat),
                                cards = limit + 1,
                                hand = limit
                            ),
                        ));
                    };
                    hs.tables[seat].face_mut(j)
                }
            };
            mark(face, dd, s, m, m2, &hs.melds);
        }
        Ok(())
    }

    /// The bezique on `seat`'s table a declaration of `level` pairs would build up: the one with
    /// most cards on the table, the oldest on a tie.
    fn build_up_base(&self, hs: &Hands, seat: Seat, level: u8) -> Option<u8> {
        let faces = hs.tables[seat].faces();
        let mut best: Option<(u8, usize)> = None;
        for f in faces {
            let (m, pairs) = hs.melds.bezique_of(f);
            if m == 0 || pairs >= level {
                continue;
            }
            let count = faces.iter().filter(|g| hs.melds.bezique_of(g).0 == m).count();
            if best.is_none_or(|(bm, bc)| count > bc || (count == bc && m < bm)) {
                best = Some((m, count));
            }
        }
        best.map(|b| b.0)
    }

    /// Chooses a copy for each card of the declaration; `base`: `Some(meld)` — the only bezique
    /// whose cards it may take (`Some(None)`: none), `None`: any bezique (to word an error).
    /// `Err(i)`: no copy for the `i`-th card.
    fn choose(
        &self,
        hs: &Hands,
        dd: &Declared,
        cards: &[Card],
        partner: Option<Seat>,
        base: Option<Option<u8>>,
        picks: &mut [Pick; MAX_SHOWN],
    ) -> Result<(), usize> {
        let s = slot(dd);
        let level = dd.kind.bezique_pairs();
        let seat = dd.seat;
        let melds = &hs.melds;
        let fits = |f: &Face| {
            melds.free(f, s)
                && (level < 2
                    || match base {
                        Some(b) => {
                            let m = melds.bezique_of(f).0;
                            m == 0 || Some(m) == b
                        }
                        None => true,
                    })
        };
        let best = |table: &Table, c: Card, used: u32| -> Option<usize> {
            let mut best: Option<(usize, u32)> = None;
            for (j, f) in table.faces().iter().enumerate() {
                if f.card == c && used & (1 << j) == 0 && fits(f) {
                    let b = melds.bound(f);
                    if best.is_none_or(|(_, bb)| b > bb) {
                        best = Some((j, b));
                    }
                }
            }
            best.map(|b| b.0)
        };
        if cards.len() > MAX_SHOWN {
            return Err(0);
        }
        let mut used_own = 0u32;
        let mut used_partner = 0u32;
        for (i, &c) in cards.iter().enumerate() {
            if let Some(j) = best(&hs.tables[seat], c, used_own) {
                used_own |= 1 << j;
                picks[i] = Pick::Own(j);
                continue;
            }
            if let Some(q) = partner {
                if let Some(j) = best(&hs.tables[q], c, used_partner) {
                    used_partner |= 1 << j;
                    picks[i] = Pick::Partner(j);
                    continue;
                }
            }
            let taken = cards[..i].iter().zip(picks.iter()).filter(|(&x, p)| x == c && **p == Pick::Hand).count();
            if usize::from(hs.in_hand(seat, c)) > taken {
                picks[i] = Pick::Hand;
                continue;
            }
            return Err(i);
        }
        Ok(())
    }

    /// Why a declaration's cards cannot be found: two beziques in one, the partner's cards in a
    /// double, a copy that served already, or a card not held.
    #[cold]
    fn meld_error(&self, hs: &Hands, dd: &Declared, cards: &[Card], partner: Option<Seat>, d: &Draws) -> RuleError {
        let seat = dd.seat;
        let name = self.name(seat);
        let mut picks = [Pick::Hand; MAX_SHOWN];
        let level = dd.kind.bezique_pairs();
        if level >= 2 && self.choose(hs, dd, cards, partner, None, &mut picks).is_ok() {
            return RuleError::new(
                "bezique.declare.reuse",
                msg!("bezique-declare-two-beziques", player = name, declaration = dd.describe()),
            );
        }
        if level >= 2 && self.teams {
            let q = Some(self.partner(seat));
            if self.choose(hs, dd, cards, q, None, &mut picks).is_ok() {
                return RuleError::new(
                    "bezique.declare.one-hand",
                    msg!("bezique-declare-one-hand", player = name, declaration = dd.describe()),
                );
            }
        }
        let i = self.choose(hs, dd, cards, partner, Some(None), &mut picks).err().unwrap_or(0);
        let c = cards.get(i).copied().unwrap_or(Card::new(Rank::Seven, Suit::Clubs));
        let need = cards.iter().filter(|&&x| x == c).count();
        let mut have = usize::from(hs.tables[seat].count(c)) + usize::from(hs.in_hand(seat, c));
        if let Some(q) = partner {
            have += usize::from(hs.tables[q].count(c));
        }
        if have >= need {
            let m = if self.variant.remeld() {
                msg!("bezique-declare-reuse-remeld", player = name, declaration = dd.describe(), card = c)
            } else {
                msg!("bezique-declare-reuse", player = name, declaration = dd.describe(), card = c)
            };
            return RuleError::new("bezique.declare.reuse", m).with_card(c);
        }
        let m = if d.exact {
            msg!("bezique-declare-not-held", player = name, declaration = dd.describe(), card = c)
        } else {
            msg!("bezique-declare-not-played", player = name, declaration = dd.describe(), card = c)
        };
        RuleError::new("bezique.declare.held", m).with_card(c)
    }

    /// Whether the cards on `q`'s own table, free for the kind, already made `dd` complete.
    fn could_declare(&self, hs: &Hands, q: Seat, dd: &Declared, cards: &[Card]) -> bool {
        let s = slot(dd);
        let free = |pred: &dyn Fn(Card) -> bool| {
            hs.tables[q].faces().iter().filter(|f| pred(f.card) && hs.melds.free(f, s)).count()
        };
        match (dd.kind, dd.rank) {
            (Kind::Four, Some(r)) => free(&|c: Card| c.rank() == r && dd.suit.is_none_or(|t| c.suit() == t)) >= 4,
            _ => cards.iter().all(|&c| free(&|x: Card| x == c) >= cards.iter().filter(|&&x| x == c).count()),
        }
    }
}

/// Marks a copy as served in the declaration's kind (meld `m`): a sequence also marries its king
/// and queen (meld `m2`) unless they are married already; a bezique of several pairs also counts
/// its cards as used for every smaller bezique they were not bound by.
fn mark(face: &mut Face, dd: &Declared, s: usize, m: u8, m2: u8, melds: &Melds) {
    face.marks[s] = m;
    match dd.kind {
        Kind::Sequence
            if matches!(face.card.rank(), Rank::King | Rank::Queen) && !melds.intact(face.marks[MARRIAGE]) =>
        {
            face.marks[MARRIAGE] = m2;
        }
        k if k.bezique_pairs() >= 2 => {
            for q in BEZIQUE..s {
                if !melds.intact(face.marks[q]) {
                    face.marks[q] = m;
                }
            }
        }
        _ => {}
    }
    debug_assert!(s < SLOTS);
}

/// The late stage's obligations: follow suit, trump if void, and win the trick if able — beat the
/// best card so far (with two players, the card led).
#[inline]
fn obligations(hand: CardSet, trick: &[Card], card: Card, trump: Option<Suit>, tricks: usize) -> Result<(), Breach> {
    let led = trick[0].suit();
    follow_suit("bezique.play.follow-suit", hand, led, card)?;
    trump_if_void("bezique.play.trump", hand, led, trump, card)?;
    let best = trick[standard_winner(trick, trump, order)];
    if beats(card, best, trump) {
        return Ok(());
    }
    let pool = if hand.has_suit(led) {
        hand.of_suit(led)
    } else {
        match trump {
            Some(t) => hand.of_suit(t),
            None => return Ok(()),
        }
    };
    let winning: CardSet = pool.iter().filter(|&x| beats(x, best, trump)).collect();
    if winning.is_empty() {
        Ok(())
    } else {
        Err(not_won(best, tricks, winning))
    }
}

#[cold]
fn not_won(best: Card, tricks: usize, winning: CardSet) -> Breach {
    Breach::new(
        "bezique.play.win",
        msg!("bezique-play-win-context", best = best),
        msg!("bezique-play-win-required", tricks = tricks),
    )
    .holding(winning)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bezique::options::BeziqueOptions;
    use crate::games::{Setup, Team};
    use serde_json::json;

    /// A table of `v` with nothing played yet, every hand known, and `f` run against it.
    fn at_table(v: Variant, teams: bool, f: impl FnOnce(&mut Scene<'_>)) {
        let n = v.seats();
        let players: Vec<String> = ["Аня", "Борис", "Вера", "Глеб"][..n].iter().map(|s| s.to_string()).collect();
        let teams = teams.then(|| {
            vec![
                Team { name: "Мы".into(), members: vec!["Аня".into(), "Вера".into()] },
                Team { name: "Они".into(), members: vec!["Борис".into(), "Глеб".into()] },
            ]
        });
        let options = json!({"variant": v.id()});
        let o = BeziqueOptions::from_map(options.as_object().expect("object")).expect("options");
        let setup = Setup { game: "bezique", players, teams, options };
        let ctx = PlayContext { setup: &setup, options: &o, dealer: 0, previous_trump: None, irregularities: &[] };
        let rec = Record::default();
        let r = Referee {
            rec: &rec,
            ctx: &ctx,
            variant: v,
            n,
            hand: v.hand(),
            tricks: v.tricks(),
            stock: v.stock_tricks(),
            teams: setup.teams.is_some(),
            skip: None,
            short: None,
        };
        let draws = Draws { exact: true, seat_of: vec![], last_drawer: None, turned_to: None, held: [EMPTY_BAG; 4] };
        let hs = Hands {
            held: [EMPTY_BAG; 4],
            tables: [Table::new(), Table::new(), Table::new(), Table::new()],
            melds: Melds::new(v.remeld()),
            spent: [0; 4],
        };
        let trump = if v == Variant::NoTrump { None } else { Some(Suit::Hearts) };
        f(&mut Scene { r: &r, hs, draws, trump });
    }

    struct Scene<'a> {
        r: &'a Referee<'a>,
        hs: Hands,
        draws: Draws,
        trump: Option<Suit>,
    }

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(|c| c.parse().expect("a card")).collect()
    }

    impl Scene<'_> {
        fn hold(&mut self, seat: Seat, text: &str) {
            self.hs.held[seat].extend(cards(text));
        }

        fn play(&mut self, seat: Seat, text: &str) {
            for c in cards(text) {
                self.hs.tables[seat].play(c, &mut self.hs.melds);
                assert!(self.hs.held[seat].remove(c), "{c} is held");
            }
        }

        /// Declares `kind` with `text`: the rule broken, if any.
        fn declare(&mut self, seat: Seat, kind: Kind, text: &str) -> Result<(), &'static str> {
            let cs = cards(text);
            let rule = |e: RuleError| -> &'static str { Box::leak(e.rule.into_boxed_str()) };
            let d = self.r.identify(kind, &cs, seat, self.trump).map_err(rule)?;
            self.r.meld(&mut self.hs, &d, &cs, &self.draws).map_err(rule)
        }
    }

    const REUSE: Result<(), &str> = Err("bezique.declare.reuse");

    #[test]
    fn a_king_whose_queen_was_played_takes_no_new_queen_but_in_six_pack() {
        for v in [Variant::Two, Variant::SixPack] {
            at_table(v, false, |s| {
                s.hold(0, "KH QH QH");
                assert_eq!(s.declare(0, Kind::Marriage, "KH QH"), Ok(()));
                // The same king and queen again: never.
                assert_eq!(s.declare(0, Kind::Marriage, "KH QH"), REUSE);
                s.play(0, "QH");
                let again = s.declare(0, Kind::Marriage, "KH QH");
                assert_eq!(again, if v == Variant::SixPack { Ok(()) } else { REUSE }, "{v:?}");
            });
        }
    }

    #[test]
    fn a_marriage_then_its_sequence_but_not_a_sequence_then_its_marriage() {
        at_table(Variant::Two, false, |s| {
            s.hold(0, "AH 10H KH QH JH");
            assert_eq!(s.declare(0, Kind::Marriage, "KH QH"), Ok(()));
            assert_eq!(s.declare(0, Kind::Sequence, "AH 10H KH QH JH"), Ok(()));
            assert_eq!(s.declare(0, Kind::Sequence, "AH 10H KH QH JH"), REUSE);
        });
        at_table(Variant::Two, false, |s| {
            s.hold(0, "AH 10H KH QH JH KS KC KD");
            assert_eq!(s.declare(0, Kind::Sequence, "AH 10H KH QH JH"), Ok(()));
            assert_eq!(s.declare(0, Kind::Marriage, "KH QH"), REUSE);
            // The king serves in a kind it has not served in: four kings.
            assert_eq!(s.declare(0, Kind::Four, "KH KS KC KD"), Ok(()));
        });
    }

    #[test]
    fn a_bezique_builds_up_to_a_double_but_two_beziques_do_not_make_one() {
        at_table(Variant::Two, false, |s| {
            s.hold(0, "QS JD QS JD");
            assert_eq!(s.declare(0, Kind::Bezique, "QS JD"), Ok(()));
            assert_eq!(s.declare(0, Kind::DoubleBezique, "QS JD QS JD"), Ok(()));
            // A double counts its cards as used for a bezique.
            assert_eq!(s.declare(0, Kind::Bezique, "QS JD"), REUSE);
        });
        at_table(Variant::Three, false, |s| {
            s.hold(0, "QS JD QS JD");
            assert_eq!(s.declare(0, Kind::Bezique, "QS JD"), Ok(()));
            assert_eq!(s.declare(0, Kind::Bezique, "QS JD"), Ok(()));
            assert_eq!(s.declare(0, Kind::DoubleBezique, "QS JD QS JD"), REUSE);
            // One of them built up with a third pair: a double.
            s.hold(0, "QS JD");
            assert_eq!(s.declare(0, Kind::DoubleBezique, "QS JD QS JD"), Ok(()));
        });
        at_table(Variant::Three, false, |s| {
            s.hold(0, "QS JD QS JD QS JD");
            assert_eq!(s.declare(0, Kind::DoubleBezique, "QS JD QS JD"), Ok(()));
            assert_eq!(s.declare(0, Kind::TripleBezique, "QS QS QS JD JD JD"), Ok(()));
            assert_eq!(s.declare(0, Kind::DoubleBezique, "QS JD QS JD"), REUSE);
        });
    }

    #[test]
    fn six_pack_melds_again_once_a_card_is_played_but_takes_no_fifth_card() {
        at_table(Variant::SixPack, false, |s| {
            s.hold(0, "QS QH QD QC QC");
            assert_eq!(s.declare(0, Kind::Four, "QS QH QD QC"), Ok(()));
            // A fifth queen added to the four on the table: not before one of them is played.
            assert_eq!(s.declare(0, Kind::Four, "QS QH QD QC"), REUSE);
            s.play(0, "QH");
            s.hold(0, "QH");
            assert_eq!(s.declare(0, Kind::Four, "QS QH QD QC"), Ok(()));
        });
        at_table(Variant::Two, false, |s| {
            s.hold(0, "QS QH QD QC QH");
            assert_eq!(s.declare(0, Kind::Four, "QS QH QD QC"), Ok(()));
            s.play(0, "QH");
            assert_eq!(s.declare(0, Kind::Four, "QS QH QD QC"), REUSE);
        });
    }

    #[test]
    fn a_card_declared_from_the_hand_is_held() {
        at_table(Variant::Two, false, |s| {
            s.hold(0, "KH");
            assert_eq!(s.declare(0, Kind::Marriage, "KH QH"), Err("bezique.declare.held"));
            assert_eq!(s.declare(0, Kind::Marriage, "KH QS"), Err("bezique.declare.cards"));
            assert_eq!(s.declare(0, Kind::TripleBezique, "QS JD QS JD QS JD"), Err("bezique.declare.variant"));
        });
    }

    #[test]
    fn partners_use_each_others_cards_but_not_what_the_partner_could_declare() {
        at_table(Variant::Four, true, |s| {
            // Вера's four kings and four queens lie on her table: a marriage she could declare.
            s.hold(2, "KH KS KD KC QH QS QD QC");
            assert_eq!(s.declare(2, Kind::Four, "KH KS KD KC"), Ok(()));
            assert_eq!(s.declare(2, Kind::Four, "QH QS QD QC"), Ok(()));
            assert_eq!(s.declare(0, Kind::Marriage, "KH QH"), Err("bezique.declare.partner"));
            // With a queen of her own, Аня marries Вера's king.
            s.hold(0, "QS");
            assert_eq!(s.declare(0, Kind::Marriage, "KS QS"), Err("bezique.declare.partner"));
            // With both of her own, Аня declares from her hand.
            s.hold(0, "KD QD");
            assert_eq!(s.declare(0, Kind::Marriage, "KD QD"), Ok(()));
        });
        at_table(Variant::Four, true, |s| {
            s.hold(2, "KH KS KD KC");
            assert_eq!(s.declare(2, Kind::Four, "KH KS KD KC"), Ok(()));
            s.hold(0, "QS");
            assert_eq!(s.declare(0, Kind::Marriage, "KS QS"), Ok(()));
            // Вера's king of spades has served in a marriage now.
            s.hold(0, "QS");
            assert_eq!(s.declare(0, Kind::Marriage, "KS QS"), REUSE);
        });
    }

    #[test]
    fn a_double_bezique_comes_from_one_hand() {
        at_table(Variant::Four, true, |s| {
            s.hold(2, "QS JD");
            assert_eq!(s.declare(2, Kind::Bezique, "QS JD"), Ok(()));
            s.hold(0, "QS JD");
            assert_eq!(s.declare(0, Kind::DoubleBezique, "QS JD QS JD"), Err("bezique.declare.one-hand"));
            assert_eq!(s.declare(0, Kind::Bezique, "QS JD"), Ok(()));
        });
    }

    #[test]
    fn the_late_stage_obliges_to_follow_trump_and_win() {
        let hand = |t: &str| -> CardSet { cards(t).into_iter().collect() };
        let c = |t: &str| cards(t)[0];
        let trump = Some(Suit::Hearts);
        let rule = |h: &str, trick: &str, card: &str| {
            obligations(hand(h), &cards(trick), c(card), trump, 8).err().map(|b| b.rule)
        };
        assert_eq!(rule("KS 7S AD", "QS", "AD"), Some("bezique.play.follow-suit"));
        assert_eq!(rule("KS 7S AD", "QS", "7S"), Some("bezique.play.win"));
        assert_eq!(rule("KS 7S AD", "QS", "KS"), None);
        assert_eq!(rule("7H AD", "QS", "AD"), Some("bezique.play.trump"));
        assert_eq!(rule("7H AD", "QS", "7H"), None);
        // Three players: beat the best card so far, a trump on a plain lead.
        assert_eq!(rule("8H AH AD", "QS 7H", "8H"), None);
        assert_eq!(rule("AH 7H AD", "QS 8H", "7H"), Some("bezique.play.win"));
        // Nothing of the led suit nor trumps: anything.
        assert_eq!(rule("AD 7C", "QS", "7C"), None);
        // Two identical cards: the first played wins, the second does not beat it.
        assert_eq!(rule("QS 7S", "QS", "QS"), None);
    }
}
