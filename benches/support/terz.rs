//! A repeatable random player of Terz, written from the book's rules apart from the referee: it
//! deals 9 cards each from a shuffled 32-card pack, turns the next card for trump, follows suit or
//! trumps when void while the talon lasts (or, as some tables do, plays any card then) and then
//! what the late stage allows (follow suit, trump when void, beat the opponent's card when able,
//! the jack of trumps only at will), draws after each trick (the first trick's loser first, then
//! each winner first, the turned card last), exchanges the trump seven now and then while more than
//! two cards remain, declares combinations at random before its leads and the marriage before any
//! lead.
//! Shared by the property tests and the benchmark.

use super::rng::Rng;
use kozyr::cards::{Card, CardSet, Rank, Suit};

/// One deal played out, with what the record should prove.
pub struct Deal {
    pub dealer: usize,
    pub turned: Card,
    pub hands: [Vec<Card>; 2],
    /// Each trick: leader's card, follower's card, declarations before it, an exchange before it,
    /// the draws after it (first drawer first).
    pub tricks: Vec<Trick>,
    pub won: [i64; 2],
    pub points: [i64; 2],
    pub last_trick: usize,
    /// Every combination declared, in order: who and its cards.
    pub declared: Vec<(usize, Vec<Card>)>,
    pub marriage: Option<usize>,
}

#[derive(Default)]
pub struct Trick {
    pub leader: usize,
    pub cards: [Option<Card>; 2],
    pub declares: Vec<(usize, Vec<Card>)>,
    pub exchange: Option<usize>,
    pub draws: Vec<(usize, Card)>,
}

fn points(c: Card, trump: Suit) -> i64 {
    match (c.rank(), c.suit() == trump) {
        (Rank::Ace, _) => 11,
        (Rank::Ten, _) => 10,
        (Rank::King, _) => 3,
        (Rank::Queen, _) => 2,
        (Rank::Jack, true) => 20,
        (Rank::Jack, false) => 1,
        (Rank::Nine, true) => 13,
        _ => 0,
    }
}

/// Trump J 9 A 10 K Q 8 7; other suits A 10 K Q J 9 8 7.
fn order(c: Card, trump: Suit) -> usize {
    let plain = [Rank::Seven, Rank::Eight, Rank::Nine, Rank::Jack, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace];
    let trumps = [Rank::Seven, Rank::Eight, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace, Rank::Nine, Rank::Jack];
    let list = if c.suit() == trump { &trumps } else { &plain };
    list.iter().position(|&r| r == c.rank()).unwrap_or(0)
}

fn beats(second: Card, first: Card, trump: Suit) -> bool {
    if second.suit() == first.suit() {
        order(second, trump) > order(first, trump)
    } else {
        second.suit() == trump
    }
}

/// The cards the follower may play while the talon lasts: the suit led, without it a trump,
/// without either any card (the jack of trumps never forced).
pub fn talon_legal(hand: CardSet, led: Card, trump: Suit, free_jack: bool) -> CardSet {
    let jack = Card::new(Rank::Jack, trump);
    let mut out = CardSet::EMPTY;
    for c in hand.iter() {
        let mut h = hand;
        if free_jack && c != jack {
            h.remove(jack);
        }
        let has_suit = h.has_suit(led.suit());
        if has_suit && c.suit() != led.suit() || !has_suit && h.has_suit(trump) && c.suit() != trump {
            continue;
        }
        out.insert(c);
    }
    out
}

/// The cards the follower may play in the late stage.
pub fn late_legal(hand: CardSet, led: Card, trump: Suit, free_jack: bool) -> CardSet {
    let jack = Card::new(Rank::Jack, trump);
    let mut out = CardSet::EMPTY;
    for c in hand.iter() {
        // The jack of trumps is never obliged: obligations are judged without it, unless it is
        // the card played.
        let h = if free_jack && c != jack {
            let mut h = hand;
            h.remove(jack);
            h
        } else {
            hand
        };
        let has_suit = h.has_suit(led.suit());
        if has_suit && c.suit() != led.suit() {
            continue;
        }
        if !has_suit && h.has_suit(trump) && c.suit() != trump {
            continue;
        }
        if !beats(c, led, trump) {
            let able = h.iter().any(|x| {
                let legal = x.suit() == led.suit() || (!has_suit && x.suit() == trump);
                legal && beats(x, led, trump)
            });
            if able {
                continue;
            }
        }
        out.insert(c);
    }
    out
}

/// The combinations a hand holds: fours of J A K Q and maximal runs of 3+ in a suit.
fn combinations(hand: CardSet) -> Vec<Vec<Card>> {
    let mut out = vec![];
    for r in [Rank::Jack, Rank::Ace, Rank::King, Rank::Queen] {
        let four: Vec<Card> = Suit::ALL.iter().map(|&s| Card::new(r, s)).collect();
        if four.iter().all(|&c| hand.contains(c)) {
            out.push(four);
        }
    }
    for s in Suit::ALL {
        let mut run: Vec<Card> = vec![];
        for v in 7..=15u8 {
            let c = Rank::from_value(v).map(|r| Card::new(r, s));
            match c {
                Some(c) if v <= 14 && hand.contains(c) => run.push(c),
                _ => {
                    if run.len() >= 3 {
                        out.push(run.clone());
                    }
                    run.clear();
                }
            }
        }
    }
    out
}

/// Plays one deal from `rng` by the book.
pub fn random_deal(rng: &mut Rng, free_jack: bool) -> Deal {
    random_deal_talon(rng, free_jack, false)
}

/// Plays one deal from `rng`; `free_talon`: any card while the talon lasts (option
/// `talon_play=free`).
pub fn random_deal_talon(rng: &mut Rng, free_jack: bool, free_talon: bool) -> Deal {
    let mut pack: Vec<Card> = Vec::with_capacity(32);
    for s in Suit::ALL {
        for v in 7..=14 {
            if let Some(r) = Rank::from_value(v) {
                pack.push(Card::new(r, s));
            }
        }
    }
    rng.shuffle(&mut pack);
    let dealer = rng.below(2);
    let mut hands = [CardSet::EMPTY, CardSet::EMPTY];
    for (i, &c) in pack[..18].iter().enumerate() {
        hands[(1 - dealer + i / 3) % 2].insert(c);
    }
    let dealt = [hands[0].iter().collect(), hands[1].iter().collect()];
    let turned = pack[18];
    let trump = turned.suit();
    let seven = Card::new(Rank::Seven, trump);
    // Drawn from the bottom after the break: the turned card stays on top and comes last.
    let mut talon: Vec<Card> = pack[19..].to_vec();
    let mut last = turned;
    let mut leader = 1 - dealer;
    let mut won = [0i64; 2];
    let mut pts = [0i64; 2];
    let mut tricks: Vec<Trick> = vec![];
    let mut declared: Vec<(usize, Vec<Card>)> = vec![];
    let mut marriage = None;
    let mut exchanged = false;
    let mut last_trick = 0;
    for t in 1..=16usize {
        let mut tr = Trick { leader, ..Trick::default() };
        // The exchange, before the trick, while more than two cards remain.
        if !exchanged && turned != seven && t <= 6 && rng.chance(1, 2) {
            if let Some(s) = (0..2).find(|&s| hands[s].contains(seven)) {
                hands[s].remove(seven);
                hands[s].insert(turned);
                last = seven;
                exchanged = true;
                tr.exchange = Some(s);
            }
        }
        // Declarations before the lead: combinations with nine cards, the marriage any time.
        if t <= 8 {
            for comb in combinations(hands[leader]) {
                let dup = declared.iter().any(|(_, c)| *c == comb);
                let clash = declared.iter().any(|(s, c)| *s != leader && c.iter().any(|x| comb.contains(x)));
                if !dup && !clash && rng.chance(2, 3) {
                    declared.push((leader, comb.clone()));
                    tr.declares.push((leader, comb));
                }
            }
        }
        // The marriage before any lead, the opponent's included.
        let kq = [Card::new(Rank::King, trump), Card::new(Rank::Queen, trump)];
        for s in [leader, 1 - leader] {
            let kq_clash = declared.iter().any(|(d, c)| *d != s && c.iter().any(|x| kq.contains(x)));
            if marriage.is_none() && !kq_clash && kq.iter().all(|&c| hands[s].contains(c)) && rng.chance(1, 2) {
                marriage = Some(s);
                tr.declares.push((s, kq.to_vec()));
            }
        }
        let a = rng.pick(hands[leader]);
        hands[leader].remove(a);
        let follower = 1 - leader;
        let allowed = if t > 7 {
            late_legal(hands[follower], a, trump, free_jack)
        } else if free_talon {
            hands[follower]
        } else {
            talon_legal(hands[follower], a, trump, free_jack)
        };
        let b = rng.pick(allowed);
        hands[follower].remove(b);
        tr.cards = [Some(a), Some(b)];
        let winner = if beats(b, a, trump) { follower } else { leader };
        won[winner] += 1;
        pts[winner] += points(a, trump) + points(b, trump);
        if t <= 7 {
            // After the first trick its loser breaks the talon and draws first.
            let first = if t == 1 { 1 - winner } else { winner };
            for s in [first, 1 - first] {
                let c = if t == 7 && s != first { last } else { talon.pop().unwrap_or(last) };
                hands[s].insert(c);
                tr.draws.push((s, c));
            }
        }
        tricks.push(tr);
        leader = winner;
        last_trick = winner;
    }
    pts[last_trick] += 10;
    Deal { dealer, turned, hands: dealt, tricks, won, points: pts, last_trick, declared, marriage }
}

impl Deal {
    /// The record's text form, with the hands and the draws if asked, players named if asked.
    pub fn text(&self, names: &[&str], hands: bool, draws: bool, named: bool) -> String {
        let cards = |v: &[Card]| v.iter().map(|c| c.ascii()).collect::<Vec<_>>().join(" ");
        let mut out = format!("turned: {}\n", self.turned.ascii());
        if hands {
            out.push_str(&format!(
                "hands: {}={}; {}={}\n",
                names[0],
                cards(&self.hands[0]),
                names[1],
                cards(&self.hands[1])
            ));
        }
        for (i, tr) in self.tricks.iter().enumerate() {
            let [a, b] = tr.cards.map(|c| c.map(|c| c.ascii()).unwrap_or_default());
            let line = if named {
                format!("{}. {}:{} {}:{}", i + 1, names[tr.leader], a, names[1 - tr.leader], b)
            } else {
                format!("{}. {} {}", i + 1, a, b)
            };
            out.push_str(&line);
            for (s, c) in &tr.declares {
                out.push_str(&format!(" | declare {} {}", names[*s], cards(c)));
            }
            if let Some(s) = tr.exchange {
                out.push_str(&format!(" | exchange {}", names[s]));
            }
            if draws && !tr.draws.is_empty() {
                let d: Vec<String> = tr
                    .draws
                    .iter()
                    .map(|(s, c)| if named { format!("{}:{}", names[*s], c.ascii()) } else { c.ascii() })
                    .collect();
                out.push_str(&format!(" | draw {}", d.join(" ")));
            }
            out.push('\n');
        }
        out
    }
}
