//! A seeded random player of whole Bezique deals, every variant, for the property tests and the
//! trick benchmark. Written from the book's rules, apart from the referee: it shuffles the packs,
//! deals, turns trump, plays every trick with a random legal card (any card while the stock lasts;
//! then follow suit, trump if void, win if able), draws, and declares at random what the rules let
//! the trick's winner declare — marriages, sequences (also on a marriage), beziques built up pair by
//! pair, fours, six-pack's fours of trumps and re-melds, dixes shown, played or exchanged, carte
//! blanche, and in partnerships the right passed and the partner's cards used. Then it writes the
//! record, with or without the draws, as JSON or text, and says what it scored.
//!
//! Where the record cannot say which copy of a card was used, this player uses the copy the
//! referee's documented rule assumes: a card played from the table before the hand (the copy bound
//! by most melds), a declaration's cards from the table's free copies (most melds first), then the
//! hand, then the partner's table, and a bigger bezique built up on the player's largest bezique.

#![allow(dead_code)]

use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::bezique::{Declared, Kind, Variant};
use serde_json::{json, Map, Value};

pub use super::rng::Rng;

const MARRIAGE: usize = 0;
const SEQUENCE: usize = 1;
const BEZIQUE: usize = 2;
const FOUR: usize = 6;
const FOUR_TRUMPS: usize = 7;

/// A card face up on a table and, per kind of combination, the meld it last served in.
#[derive(Clone, Copy, Debug)]
struct Face {
    card: Card,
    marks: [u8; 8],
}

#[derive(Clone, Debug, Default)]
struct Player {
    /// Face-down cards; `true` for a seven of trumps that has scored.
    hand: Vec<(Card, bool)>,
    table: Vec<Face>,
}

impl Player {
    fn holds(&self) -> Vec<Card> {
        self.hand.iter().map(|h| h.0).chain(self.table.iter().map(|f| f.card)).collect()
    }
}

/// One declaration as the record writes it.
#[derive(Clone, Debug)]
pub struct Decl {
    pub player: usize,
    /// Write the player's name (the referee's default would be someone else, or at random).
    pub named: bool,
    pub kind: Kind,
    pub cards: Vec<Card>,
}

#[derive(Clone, Debug, Default)]
pub struct Trick {
    /// Seat, card, `!`.
    pub plays: Vec<(usize, Card, bool)>,
    pub exchange: bool,
    pub pass: bool,
    pub declares: Vec<Decl>,
    pub draws: Vec<Card>,
}

/// A deal played out, and what it scored.
#[derive(Clone, Debug)]
pub struct Deal {
    pub variant: Variant,
    pub seats: usize,
    pub teams: bool,
    pub dealer: usize,
    pub previous_trump: Option<Suit>,
    pub turned: Option<Card>,
    pub hands: Vec<Vec<Card>>,
    pub show: Vec<Decl>,
    pub tricks: Vec<Trick>,
    /// Every declaration in the order made (not the dealer's turned seven).
    pub declared: Vec<Declared>,
    pub brisks: Vec<u32>,
    pub last: usize,
    pub trump: Option<Suit>,
    /// A player dealt one card too many who skips a draw; a player dealt short who draws one more.
    pub skip: Option<usize>,
    pub short: Option<usize>,
    /// Cards out of play (found on the floor).
    pub removed: Vec<Card>,
    /// What happened worth counting: `partner`, `build-up`, `sequence-on-marriage`, `remeld`,
    /// `from-table`.
    pub events: Vec<&'static str>,
    /// Per declaration laid down: trick, seat, kind, and where each card came from.
    pub trace: Vec<String>,
}

/// How much the player does: chances out of 8.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// Declares when something can be declared.
    pub declare: u64,
    /// Plays a seven, eight or nine while the stock lasts, when it has one.
    pub keep: u64,
    pub irregular: bool,
    /// Six-pack: a trump in the deal before, which this deal's may not repeat.
    pub previous_trump: bool,
}

impl Default for Style {
    fn default() -> Style {
        Style { declare: 6, keep: 6, irregular: true, previous_trump: true }
    }
}

fn order(r: Rank) -> u8 {
    [Rank::Seven, Rank::Eight, Rank::Nine, Rank::Jack, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace]
        .iter()
        .position(|&x| x == r)
        .unwrap_or(0) as u8
}

fn court(c: Card) -> bool {
    matches!(c.rank(), Rank::King | Rank::Queen | Rank::Jack)
}

/// Index of the card winning `cards`: the highest trump, else the highest of the suit led; of two
/// identical cards the first.
fn winning(cards: &[Card], trump: Option<Suit>) -> usize {
    let mut best = 0;
    for (i, &c) in cards.iter().enumerate().skip(1) {
        let b = cards[best];
        let better = if c.suit() == b.suit() { order(c.rank()) > order(b.rank()) } else { Some(c.suit()) == trump };
        if better {
            best = i;
        }
    }
    best
}

fn beats(c: Card, best: Card, trump: Option<Suit>) -> bool {
    if c.suit() == best.suit() {
        order(c.rank()) > order(best.rank())
    } else {
        Some(c.suit()) == trump
    }
}

struct Sim<'r> {
    rng: &'r mut Rng,
    v: Variant,
    n: usize,
    h: usize,
    teams: bool,
    style: Style,
    players: Vec<Player>,
    broken: Vec<bool>,
    trump: Option<Suit>,
    previous_trump: Option<Suit>,
    declared: Vec<Declared>,
    last_drawer: Option<usize>,
    stock_tricks: usize,
    events: Vec<&'static str>,
    trace: Vec<String>,
}

impl Sim<'_> {
    fn remeld(&self) -> bool {
        self.v == Variant::SixPack
    }

    fn intact(&self, m: u8) -> bool {
        m != 0 && !self.broken[usize::from(m)]
    }

    fn free(&self, f: &Face, slot: usize) -> bool {
        !self.intact(f.marks[slot])
    }

    fn bound(&self, f: &Face) -> usize {
        f.marks.iter().filter(|&&m| self.intact(m)).count()
    }

    /// The bezique meld the face is bound by at its highest level, and that level.
    fn bfam(&self, f: &Face) -> (u8, u8) {
        for level in (1..=4u8).rev() {
            let m = f.marks[BEZIQUE + usize::from(level) - 1];
            if self.intact(m) {
                return (m, level);
            }
        }
        (0, 0)
    }

    fn open(&mut self) -> u8 {
        self.broken.push(false);
        (self.broken.len() - 1) as u8
    }

    fn seven(&self) -> Option<Card> {
        if self.v == Variant::Two || self.v == Variant::Three || self.v == Variant::Four {
            self.trump.map(|t| Card::new(Rank::Seven, t))
        } else {
            None
        }
    }

    /// Plays `c` from `seat`: the table's copy bound by most melds, else from the hand (a seven that
    /// has scored before a fresh one, unless played for the dix).
    fn take(&mut self, seat: usize, c: Card, dix: bool) {
        let mut best: Option<(usize, usize)> = None;
        for (i, f) in self.players[seat].table.iter().enumerate() {
            if f.card == c {
                let b = self.bound(f);
                if best.is_none_or(|(_, bb)| b > bb) {
                    best = Some((i, b));
                }
            }
        }
        if let Some((i, _)) = best {
            self.events.push("from-table");
            let f = self.players[seat].table.remove(i);
            if self.remeld() {
                for m in f.marks {
                    if m != 0 {
                        self.broken[usize::from(m)] = true;
                    }
                }
            }
            return;
        }
        let hand = &mut self.players[seat].hand;
        let pos = hand
            .iter()
            .position(|&(x, spent)| x == c && spent != dix)
            .or_else(|| hand.iter().position(|&(x, _)| x == c))
            .expect("the card is held");
        hand.remove(pos);
    }

    /// The cards `seat` may play to `trick` (cards so far), with the late stage's obligations.
    fn legal(&self, seat: usize, trick: &[Card], late: bool) -> Vec<Card> {
        let mut held = self.players[seat].holds();
        held.sort();
        held.dedup();
        if !late || trick.is_empty() {
            return held;
        }
        let led = trick[0].suit();
        let best = trick[winning(trick, self.trump)];
        let pick = |pool: Vec<Card>| -> Vec<Card> {
            let win: Vec<Card> = pool.iter().copied().filter(|&c| beats(c, best, self.trump)).collect();
            if win.is_empty() {
                pool
            } else {
                win
            }
        };
        let follow: Vec<Card> = held.iter().copied().filter(|c| c.suit() == led).collect();
        if !follow.is_empty() {
            return pick(follow);
        }
        if let Some(t) = self.trump {
            let trumps: Vec<Card> = held.iter().copied().filter(|c| c.suit() == t).collect();
            if !trumps.is_empty() {
                return pick(trumps);
            }
        }
        held
    }

    fn fresh_seven(&self, seat: usize) -> bool {
        self.seven().is_some_and(|s| self.players[seat].hand.iter().any(|&(c, spent)| c == s && !spent))
    }

    /// Shows a fresh seven of trumps of `seat`'s hand.
    fn spend_seven(&mut self, seat: usize) {
        let s = self.seven().expect("a dix is declared where a card is turned");
        let i = self.players[seat].hand.iter().position(|&(c, spent)| c == s && !spent).expect("a fresh seven");
        self.players[seat].hand[i].1 = true;
    }

    fn slot(kind: Kind, suit: Option<Suit>) -> usize {
        match kind {
            Kind::Marriage => MARRIAGE,
            Kind::Sequence => SEQUENCE,
            Kind::Four if suit.is_some() => FOUR_TRUMPS,
            Kind::Four => FOUR,
            k => BEZIQUE + usize::from(k.bezique_pairs()) - 1,
        }
    }

    /// Finds a copy for each card: the declarer's free table copies (most melds first), his hand,
    /// the partner's table. `base`: for a bigger bezique, the only bezique it may take cards from.
    fn select(
        &self,
        seat: usize,
        slot: usize,
        level: u8,
        cards: &[Card],
        partner: Option<usize>,
        base: Option<u8>,
    ) -> Option<Vec<Src>> {
        let fits = |f: &Face| {
            self.free(f, slot)
                && (level < 2 || {
                    let m = self.bfam(f).0;
                    m == 0 || Some(m) == base
                })
        };
        let mut out = Vec::new();
        let mut used_own: Vec<usize> = Vec::new();
        let mut used_partner: Vec<usize> = Vec::new();
        let mut from_hand: Vec<Card> = Vec::new();
        for &c in cards {
            let best = |table: &[Face], used: &[usize]| -> Option<usize> {
                let mut best: Option<(usize, usize)> = None;
                for (i, f) in table.iter().enumerate() {
                    if f.card == c && !used.contains(&i) && fits(f) {
                        let b = self.bound(f);
                        if best.is_none_or(|(_, bb)| b > bb) {
                            best = Some((i, b));
                        }
                    }
                }
                best.map(|b| b.0)
            };
            if let Some(i) = best(&self.players[seat].table, &used_own) {
                used_own.push(i);
                out.push(Src::Own(i));
                continue;
            }
            if let Some(q) = partner {
                if let Some(i) = best(&self.players[q].table, &used_partner) {
                    used_partner.push(i);
                    out.push(Src::Partner(i));
                    continue;
                }
            }
            let in_hand = self.players[seat].hand.iter().filter(|h| h.0 == c).count();
            let taken = from_hand.iter().filter(|&&x| x == c).count();
            if in_hand > taken {
                from_hand.push(c);
                out.push(Src::Hand);
                continue;
            }
            return None;
        }
        Some(out)
    }

    /// The bezique on `seat`'s table a bigger one of `level` pairs builds up: most cards, oldest.
    fn base(&self, seat: usize, level: u8) -> Option<u8> {
        let table = &self.players[seat].table;
        let mut best: Option<(u8, usize)> = None;
        for f in table {
            let (m, l) = self.bfam(f);
            if m == 0 || l >= level {
                continue;
            }
            let count = table.iter().filter(|g| self.bfam(g).0 == m).count();
            if best.is_none_or(|(bm, bc)| count > bc || (count == bc && m < bm)) {
                best = Some((m, count));
            }
        }
        best.map(|b| b.0)
    }

    /// The declarations `seat` could make now, each with its cards in the order written.
    fn candidates(&self, seat: usize) -> Vec<(Declared, Vec<Card>, Vec<Src>)> {
        let six = self.v == Variant::SixPack;
        let partner = if self.teams { Some((seat + 2) % 4) } else { None };
        let mut out = Vec::new();
        let mut try_one = |d: Declared, cards: Vec<Card>, slot: usize, level: u8| {
            let partner = if level >= 2 { None } else { partner };
            let bases: Vec<Option<u8>> = match (level >= 2).then(|| self.base(seat, level)).flatten() {
                Some(b) => vec![Some(b), None],
                None => vec![None],
            };
            for &b in &bases {
                if let Some(mut src) = self.select(seat, slot, level, &cards, partner, b) {
                    // Partnerships: not with the partner's cards when his own table made it already;
                    // then with the player's own cards, if he has them.
                    if let Some(q) = partner.filter(|_| src.iter().any(|s| matches!(s, Src::Partner(_)))) {
                        let could = match d.kind {
                            Kind::Four => {
                                self.players[q]
                                    .table
                                    .iter()
                                    .filter(|f| Some(f.card.rank()) == d.rank && self.free(f, slot))
                                    .count()
                                    >= 4
                            }
                            _ => cards.iter().all(|&c| {
                                self.players[q].table.iter().filter(|f| f.card == c && self.free(f, slot)).count()
                                    >= cards.iter().filter(|&&x| x == c).count()
                            }),
                        };
                        if could {
                            match bases.iter().find_map(|&b| self.select(seat, slot, level, &cards, None, b)) {
                                Some(own) => src = own,
                                None => return,
                            }
                        }
                    }
                    out.push((d, cards, src));
                    return;
                }
            }
        };
        for s in Suit::ALL {
            if six && self.trump.is_none() && self.previous_trump == Some(s) {
                continue;
            }
            let m = Declared { seat, kind: Kind::Marriage, suit: Some(s), rank: None };
            try_one(m, vec![Card::new(Rank::King, s), Card::new(Rank::Queen, s)], MARRIAGE, 0);
            let q = Declared { seat, kind: Kind::Sequence, suit: Some(s), rank: None };
            let cards = [Rank::Ace, Rank::Ten, Rank::King, Rank::Queen, Rank::Jack].map(|r| Card::new(r, s)).to_vec();
            try_one(q, cards, SEQUENCE, 0);
        }
        if let Some((q, j)) = self.pair() {
            let max = match self.v {
                Variant::Two | Variant::NoTrump => 2,
                Variant::Three | Variant::Four => 3,
                Variant::SixPack => 4,
            };
            for level in 1..=max {
                let kind = match level {
                    1 => Kind::Bezique,
                    2 => Kind::DoubleBezique,
                    3 => Kind::TripleBezique,
                    _ => Kind::QuadrupleBezique,
                };
                let mut cards = vec![q; usize::from(level)];
                cards.extend(vec![j; usize::from(level)]);
                let d = Declared { seat, kind, suit: None, rank: None };
                try_one(d, cards, BEZIQUE + usize::from(level) - 1, level);
            }
        }
        for r in [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack] {
            // Any four of the rank: the table's free copies (most melds first), the hand, the
            // partner's table — the first four.
            let p = &self.players[seat];
            let mut own: Vec<&Face> = p.table.iter().filter(|f| f.card.rank() == r && self.free(f, FOUR)).collect();
            own.sort_by_key(|f| std::cmp::Reverse(self.bound(f)));
            let mut cards: Vec<Card> = own.iter().map(|f| f.card).collect();
            cards.extend(p.hand.iter().filter(|h| h.0.rank() == r).map(|h| h.0));
            if let Some(q) = partner {
                let mut theirs: Vec<&Face> =
                    self.players[q].table.iter().filter(|f| f.card.rank() == r && self.free(f, FOUR)).collect();
                theirs.sort_by_key(|f| std::cmp::Reverse(self.bound(f)));
                cards.extend(theirs.iter().map(|f| f.card));
            }
            cards.truncate(4);
            if cards.len() == 4 && !(six && self.trump.is_some_and(|t| cards.iter().all(|c| c.suit() == t))) {
                let d = Declared { seat, kind: Kind::Four, suit: None, rank: Some(r) };
                try_one(d, cards, FOUR, 0);
            }
        }
        if let (true, Some(t)) = (six, self.trump) {
            for r in [Rank::Ace, Rank::Ten, Rank::King, Rank::Queen, Rank::Jack] {
                let d = Declared { seat, kind: Kind::Four, suit: Some(t), rank: Some(r) };
                try_one(d, vec![Card::new(r, t); 4], FOUR_TRUMPS, 0);
            }
        }
        out
    }

    fn pair(&self) -> Option<(Card, Card)> {
        let p = |q: Suit, j: Suit| Some((Card::new(Rank::Queen, q), Card::new(Rank::Jack, j)));
        if self.v != Variant::SixPack {
            return p(Suit::Spades, Suit::Diamonds);
        }
        match self.trump? {
            Suit::Spades => p(Suit::Spades, Suit::Diamonds),
            Suit::Diamonds => p(Suit::Diamonds, Suit::Spades),
            Suit::Hearts => p(Suit::Hearts, Suit::Clubs),
            Suit::Clubs => p(Suit::Clubs, Suit::Hearts),
        }
    }

    /// Lays the declaration down and marks its copies.
    fn meld(&mut self, seat: usize, d: &Declared, cards: &[Card], src: &[Src]) {
        let slot = Self::slot(d.kind, d.suit);
        let m = self.open();
        let m2 = if d.kind == Kind::Sequence { self.open() } else { 0 };
        let partner = (seat + 2) % self.n.max(1);
        if src.iter().any(|s| matches!(s, Src::Partner(_))) {
            self.events.push("partner");
        }
        for (&c, s) in cards.iter().zip(src) {
            let (who, i) = match *s {
                Src::Own(i) => (seat, i),
                Src::Partner(i) => (partner, i),
                Src::Hand => {
                    let hand = &mut self.players[seat].hand;
                    let pos = hand.iter().position(|h| h.0 == c).expect("in hand");
                    hand.remove(pos);
                    self.players[seat].table.push(Face { card: c, marks: [0; 8] });
                    (seat, self.players[seat].table.len() - 1)
                }
            };
            let mut f = self.players[who].table[i];
            if f.marks[slot] != 0 {
                self.events.push("remeld");
            }
            if d.kind.bezique_pairs() >= 2 && self.bfam(&f).0 != 0 {
                self.events.push("build-up");
            }
            if d.kind == Kind::Sequence && self.intact(f.marks[MARRIAGE]) {
                self.events.push("sequence-on-marriage");
            }
            f.marks[slot] = m;
            if d.kind == Kind::Sequence
                && matches!(c.rank(), Rank::King | Rank::Queen)
                && !self.intact(f.marks[MARRIAGE])
            {
                f.marks[MARRIAGE] = m2;
            }
            let level = d.kind.bezique_pairs();
            if level >= 2 {
                for l in 1..level {
                    let s = BEZIQUE + usize::from(l) - 1;
                    if !self.intact(f.marks[s]) {
                        f.marks[s] = m;
                    }
                }
            }
            self.players[who].table[i] = f;
        }
        if self.trump.is_none()
            && d.kind.fixes_trump()
            && !matches!(self.v, Variant::Two | Variant::Three | Variant::Four)
        {
            self.trump = d.suit;
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Src {
    Own(usize),
    Hand,
    Partner(usize),
}

/// Plays a whole deal of `v` at random.
pub fn random_deal(rng: &mut Rng, v: Variant, teams: bool, style: Style) -> Deal {
    let n = v.seats();
    let h = v.hand();
    let dealer = rng.below(n);
    let previous_trump = if v == Variant::SixPack && style.previous_trump && rng.chance(1, 2) {
        Some(Suit::ALL[rng.below(4)])
    } else {
        None
    };
    let mut deck: Vec<Card> = v.deck().cards().to_vec();
    rng.shuffle(&mut deck);
    // Cards lost on the floor (one per player, so the tricks stay whole), a hand one too many
    // that skips a draw, a short hand made good.
    let mut removed = Vec::new();
    let mut skip = None;
    let mut short = None;
    if style.irregular && rng.chance(1, 8) {
        for _ in 0..n {
            removed.push(deck.pop().expect("a full deck"));
        }
    }
    if style.irregular && rng.chance(1, 8) {
        skip = Some(rng.below(n));
    }
    if style.irregular && rng.chance(1, 8) {
        short = Some(rng.below(n));
    }
    let tricks = deck.len() / n;
    let stock_tricks = tricks - h;
    // Six-pack: sometimes a carte blanche dealt on purpose.
    let blanche = if v == Variant::SixPack && rng.chance(1, 4) { Some(rng.below(n)) } else { None };
    let dealt = |s: usize| h + usize::from(skip == Some(s)) - usize::from(short == Some(s));
    let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
    let mut pos = 0;
    for (s, hand) in hands.iter_mut().enumerate() {
        for _ in 0..dealt(s) {
            hand.push(deck[pos]);
            pos += 1;
        }
    }
    if let Some(b) = blanche {
        // Swap the court cards of the hand for plain cards from the stock (not the last one).
        for i in 0..hands[b].len() {
            if court(hands[b][i]) {
                if let Some(j) = (pos..deck.len() - 1).find(|&j| !court(deck[j])) {
                    std::mem::swap(&mut hands[b][i], &mut deck[j]);
                }
            }
        }
    }
    let mut stock: Vec<Card> = deck[pos..].to_vec();
    // The turned card is the last card of the stock.
    let turned = if v.turns_trump() { stock.last().copied() } else { None };
    let trump = turned.map(|c| c.suit());
    let mut sim = Sim {
        rng,
        v,
        n,
        h,
        teams,
        style,
        players: hands
            .iter()
            .map(|hd| Player { hand: hd.iter().map(|&c| (c, false)).collect(), table: vec![] })
            .collect(),
        broken: vec![true],
        trump,
        previous_trump,
        declared: Vec::new(),
        last_drawer: None,
        stock_tricks,
        events: Vec::new(),
        trace: Vec::new(),
    };
    let mut show = Vec::new();
    let mut blanche_alive = vec![false; n];
    for s in 0..n {
        if v == Variant::SixPack && !hands[s].iter().any(|&c| court(c)) && sim.rng.chance(7, 8) {
            let mut cards = hands[s].clone();
            sim.rng.shuffle(&mut cards);
            show.push(Decl { player: s, named: true, kind: Kind::CarteBlanche, cards });
            sim.declared.push(Declared { seat: s, kind: Kind::CarteBlanche, suit: None, rank: None });
            blanche_alive[s] = true;
        }
        if sim.fresh_seven(s) && sim.rng.chance(1, 4) {
            sim.spend_seven(s);
            let seven = sim.seven().expect("a trump");
            show.push(Decl { player: s, named: true, kind: Kind::Dix, cards: vec![seven] });
            sim.declared.push(Declared { seat: s, kind: Kind::Dix, suit: None, rank: None });
        }
    }
    // The turned seven has scored for the dealer: whoever draws it draws a spent seven.
    let mut turned_now = turned;
    let mut exchanged = false;
    // Not at the last stock trick, whose draws say who lost the right to declare.
    let mut skip_at = skip.map(|_| sim.rng.below(stock_tricks.saturating_sub(1).max(1)));
    let mut short_at = short.map(|_| sim.rng.below(stock_tricks.saturating_sub(1).max(1)));
    // Both in one round of draws would look like an ordinary round: a record says which is which
    // only when they fall apart.
    if skip_at.is_some() && skip_at == short_at {
        short_at = short_at.map(|t| (t + 1) % stock_tricks.saturating_sub(1).max(1));
    }
    let mut out_tricks = Vec::with_capacity(tricks);
    let mut brisks = vec![0u32; n];
    let mut leader = (dealer + 1) % n;
    let mut last = 0;
    for t in 0..tricks {
        let late = t >= stock_tricks;
        let mut trick = Trick::default();
        let mut cards: Vec<Card> = Vec::with_capacity(n);
        for k in 0..n {
            let seat = (leader + k) % n;
            let legal = sim.legal(seat, &cards, late);
            // While the stock lasts a table keeps its court cards, aces and tens for combinations
            // and sheds sevens, eights and nines.
            let low: Vec<Card> = legal
                .iter()
                .copied()
                .filter(|&c| matches!(c.rank(), Rank::Seven | Rank::Eight | Rank::Nine) && Some(c) != sim.seven())
                .collect();
            let c = if !late && !low.is_empty() && sim.rng.chance(style.keep, 8) {
                low[sim.rng.below(low.len())]
            } else {
                legal[sim.rng.below(legal.len())]
            };
            let right = !(late && sim.last_drawer == Some(seat));
            let dix = Some(c) == sim.seven() && right && sim.fresh_seven(seat) && sim.rng.chance(1, 2);
            sim.take(seat, c, dix);
            if dix {
                sim.declared.push(Declared { seat, kind: Kind::Dix, suit: None, rank: None });
            }
            trick.plays.push((seat, c, dix));
            cards.push(c);
        }
        let w = (leader + winning(&cards, sim.trump)) % n;
        brisks[w] += cards.iter().filter(|c| matches!(c.rank(), Rank::Ace | Rank::Ten)).count() as u32;
        last = w;
        // The exchange of a seven for the turned card.
        if !late && !exchanged && sim.fresh_seven(w) && sim.rng.chance(1, 2) {
            let seven = sim.seven().expect("a trump");
            let i = sim.players[w].hand.iter().position(|&(c, spent)| c == seven && !spent).expect("fresh");
            sim.players[w].hand.remove(i);
            let now = turned_now.expect("a turned card");
            sim.players[w].hand.push((now, now.rank() == Rank::Seven));
            turned_now = Some(seven);
            exchanged = true;
            trick.exchange = true;
            sim.declared.push(Declared { seat: w, kind: Kind::Dix, suit: None, rank: None });
            let last_card = stock.len() - 1;
            stock[last_card] = seven;
        }
        // Dixes shown by anyone, and the turn's declaration.
        let mut declares: Vec<(Decl, Declared)> = Vec::new();
        for s in 0..n {
            let right = !(late && sim.last_drawer == Some(s));
            if right && sim.fresh_seven(s) && sim.rng.chance(1, 3) {
                sim.spend_seven(s);
                let seven = sim.seven().expect("a trump");
                let d = Declared { seat: s, kind: Kind::Dix, suit: None, rank: None };
                declares.push((
                    Decl { player: s, named: s != w || sim.rng.chance(1, 2), kind: Kind::Dix, cards: vec![seven] },
                    d,
                ));
            }
        }
        if teams && sim.rng.chance(1, 4) {
            trick.pass = true;
        }
        let declarer = if trick.pass { (w + 2) % 4 } else { w };
        let right = if v == Variant::SixPack { !late } else { !(late && sim.last_drawer == Some(declarer)) };
        if right && sim.rng.chance(style.declare, 8) {
            let cands = sim.candidates(declarer);
            if !cands.is_empty() {
                // Half the time the biggest combination, as a table would.
                let rank = |k: Kind| match k {
                    Kind::QuadrupleBezique => 7,
                    Kind::TripleBezique => 6,
                    Kind::DoubleBezique => 5,
                    Kind::Sequence => 4,
                    Kind::Four => 3,
                    Kind::Bezique => 2,
                    _ => 1,
                };
                let i = if sim.rng.chance(1, 2) {
                    (0..cands.len()).max_by_key(|&i| rank(cands[i].0.kind)).unwrap_or(0)
                } else {
                    sim.rng.below(cands.len())
                };
                let (d, cards, src) = cands[i].clone();
                sim.trace.push(format!("{}: {} {:?} {:?} {:?}", t + 1, declarer, d.kind, cards, src));
                sim.meld(declarer, &d, &cards, &src);
                let named = sim.rng.chance(1, 3);
                declares.push((Decl { player: declarer, named, kind: d.kind, cards }, d));
            }
        }
        // In any order: the turn's declaration among the dixes.
        let k = declares.len();
        if k > 1 {
            let i = sim.rng.below(k);
            declares.swap(i, k - 1);
        }
        for (decl, d) in declares {
            sim.declared.push(d);
            trick.declares.push(decl);
        }
        // The draws: winner first, clockwise; the skipper skips once, the short hand draws twice.
        if !late {
            let mut order = Vec::new();
            for k in 0..n {
                let s = (w + k) % n;
                if skip == Some(s) && skip_at == Some(t) {
                    skip_at = None;
                    continue;
                }
                order.push(s);
                if short == Some(s) && short_at == Some(t) {
                    short_at = None;
                    order.push(s);
                }
            }
            let mut drawn: Vec<(usize, Card)> = Vec::new();
            for s in order {
                let c = stock.remove(0);
                // The turned seven (the dealer's, or one exchanged) has scored.
                let spent = stock.is_empty() && v.turns_trump() && c.rank() == Rank::Seven;
                sim.players[s].hand.push((c, spent));
                drawn.push((s, c));
                trick.draws.push(c);
            }
            if t + 1 == stock_tricks {
                let back = if v.turns_trump() { 2 } else { 1 };
                sim.last_drawer = drawn.len().checked_sub(back).map(|i| drawn[i].0);
            }
            // Carte blanche again at a draw that is no court card.
            for (s, alive) in blanche_alive.iter_mut().enumerate() {
                let mine: Vec<Card> = drawn.iter().filter(|d| d.0 == s).map(|d| d.1).collect();
                if mine.iter().any(|&c| court(c)) {
                    *alive = false;
                } else if *alive && !mine.is_empty() && t + 1 < stock_tricks && sim.rng.chance(1, 2) {
                    let d = Declared { seat: s, kind: Kind::CarteBlanche, suit: None, rank: None };
                    let cards = if sim.rng.chance(1, 2) { mine } else { vec![] };
                    trick.declares.push(Decl { player: s, named: true, kind: Kind::CarteBlanche, cards });
                    sim.declared.push(d);
                }
            }
        }
        out_tricks.push(trick);
        leader = w;
    }
    Deal {
        variant: v,
        seats: n,
        teams,
        dealer,
        previous_trump,
        turned,
        hands,
        show,
        tricks: out_tricks,
        declared: sim.declared,
        brisks: if v == Variant::SixPack { vec![0; n] } else { brisks },
        last,
        trump: sim.trump,
        skip,
        short,
        removed,
        events: sim.events,
        trace: sim.trace,
    }
}

/// The deal's irregularities as a deal record writes them.
pub fn irregularities_json(d: &Deal, names: &[&str]) -> Vec<Value> {
    let mut out = Vec::new();
    if !d.removed.is_empty() {
        let cards: Vec<String> = d.removed.iter().map(|c| c.ascii()).collect();
        out.push(json!({"kind": "cards-found", "cards": cards}));
    }
    if let Some(s) = d.skip {
        out.push(json!({"kind": "too-many", "player": names[s], "choice": "skip-draw"}));
    }
    if let Some(s) = d.short {
        out.push(json!({"kind": "short-hand", "player": names[s]}));
    }
    out
}

/// What the deal scored, as quick entry writes it.
pub fn quick_json(d: &Deal, names: &[&str]) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("dealer".into(), json!(names[d.dealer]));
    if let Some(t) = d.turned {
        m.insert("turned".into(), json!(t.ascii()));
    }
    let declarations: Vec<Value> = d
        .declared
        .iter()
        .map(|x| {
            let mut o = Map::new();
            o.insert("player".into(), json!(names[x.seat]));
            o.insert("kind".into(), json!(x.kind.id()));
            if let Some(s) = x.suit {
                o.insert("suit".into(), json!(s.name()));
            }
            if let Some(r) = x.rank {
                o.insert("rank".into(), json!(r.symbol()));
            }
            Value::Object(o)
        })
        .collect();
    m.insert("declarations".into(), Value::Array(declarations));
    if d.variant != Variant::SixPack {
        let brisks: Map<String, Value> =
            d.brisks.iter().enumerate().map(|(s, b)| (names[s].to_string(), json!(b))).collect();
        m.insert("brisks".into(), Value::Object(brisks));
    }
    m.insert("last_trick".into(), json!(names[d.last]));
    let irr = irregularities_json(d, names);
    if !irr.is_empty() {
        m.insert("irregularities".into(), Value::Array(irr));
    }
    m
}

/// How a record is written.
#[derive(Clone, Copy, Debug)]
pub struct Form {
    pub draws: bool,
    pub hands: bool,
    pub prefixes: bool,
}

impl Deal {
    fn cards_text(cards: &[Card]) -> String {
        cards.iter().map(|c| c.ascii()).collect::<Vec<_>>().join(" ")
    }

    fn decl_json(d: &Decl, names: &[&str]) -> Value {
        let mut m = Map::new();
        m.insert("kind".into(), json!(d.kind.id()));
        if !d.cards.is_empty() {
            m.insert("cards".into(), json!(Self::cards_text(&d.cards)));
        }
        if d.named {
            m.insert("player".into(), json!(names[d.player]));
        }
        Value::Object(m)
    }

    fn play_text(&self, names: &[&str], p: &(usize, Card, bool), prefix: bool) -> String {
        let mut s = String::new();
        if prefix {
            s.push_str(names[p.0]);
            s.push(':');
        }
        s.push_str(&p.1.ascii());
        if p.2 {
            s.push('!');
        }
        s
    }

    /// The record as JSON.
    pub fn json(&self, names: &[&str], form: Form) -> Value {
        let mut m = Map::new();
        if let Some(t) = self.turned {
            m.insert("turned".into(), json!(t.ascii()));
        }
        if form.hands {
            let mut hs = Map::new();
            for (s, h) in self.hands.iter().enumerate() {
                hs.insert(names[s].into(), json!(Self::cards_text(h)));
            }
            m.insert("hands".into(), Value::Object(hs));
        }
        if !self.show.is_empty() {
            m.insert("show".into(), Value::Array(self.show.iter().map(|d| Self::decl_json(d, names)).collect()));
        }
        let tricks: Vec<Value> = self
            .tricks
            .iter()
            .map(|t| {
                let plays: Vec<String> = t.plays.iter().map(|p| self.play_text(names, p, form.prefixes)).collect();
                let mut o = Map::new();
                o.insert("cards".into(), if form.prefixes { json!(plays) } else { json!(plays.join(" ")) });
                if t.exchange {
                    o.insert("exchange".into(), json!(true));
                }
                if t.pass {
                    o.insert("pass".into(), json!(true));
                }
                match t.declares.len() {
                    0 => {}
                    1 => {
                        o.insert("declare".into(), Self::decl_json(&t.declares[0], names));
                    }
                    _ => {
                        o.insert(
                            "declare".into(),
                            Value::Array(t.declares.iter().map(|d| Self::decl_json(d, names)).collect()),
                        );
                    }
                }
                if form.draws && !t.draws.is_empty() {
                    o.insert("draws".into(), json!(Self::cards_text(&t.draws)));
                }
                if o.len() == 1 && !form.prefixes {
                    return json!(plays.join(" "));
                }
                Value::Object(o)
            })
            .collect();
        m.insert("tricks".into(), Value::Array(tricks));
        Value::Object(m)
    }

    /// The record in the text form.
    pub fn text(&self, names: &[&str], form: Form) -> String {
        let mut s = String::new();
        if let Some(t) = self.turned {
            s.push_str(&format!("turned: {}\n", t.ascii()));
        }
        if form.hands {
            let parts: Vec<String> =
                self.hands.iter().enumerate().map(|(i, h)| format!("{}={}", names[i], Self::cards_text(h))).collect();
            s.push_str(&format!("hands: {}\n", parts.join(" ; ")));
        }
        let decl = |d: &Decl| {
            let mut x = String::new();
            if d.named {
                x.push_str(names[d.player]);
                x.push(' ');
            }
            x.push_str(d.kind.id());
            if !d.cards.is_empty() {
                x.push(' ');
                x.push_str(&Self::cards_text(&d.cards));
            }
            x
        };
        for d in &self.show {
            s.push_str(&format!("show: {}\n", decl(d)));
        }
        for (i, t) in self.tricks.iter().enumerate() {
            let plays: Vec<String> = t.plays.iter().map(|p| self.play_text(names, p, form.prefixes)).collect();
            s.push_str(&format!("{}. {}", i + 1, plays.join(" ")));
            if t.exchange {
                s.push_str(" | exchange");
            }
            if t.pass {
                s.push_str(" | pass");
            }
            for d in &t.declares {
                s.push_str(&format!(" | declare {}", decl(d)));
            }
            if form.draws && !t.draws.is_empty() {
                s.push_str(&format!(" | draw {}", Self::cards_text(&t.draws)));
            }
            s.push('\n');
        }
        s
    }
}
