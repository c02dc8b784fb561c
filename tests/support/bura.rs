//! Random legal deals of Bura for its tests, written from the book's rules and independent of the
//! game's code: the pack shuffled and dealt three each, the trump turned under the stock, leads of
//! one to three cards of a suit, answers of as many, the trick to whoever beats every standing card
//! one by one, draws back to three from the taker while the stock serves everyone, a combination
//! shown now and then, and a stop by the player on lead. Tests reach it as `support::bura`.

use kozyr::cards::{Card, Rank, Suit};

pub use super::rng;
pub use rng::Rng;

pub const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

/// The 36-card pack.
pub fn pack() -> Vec<Card> {
    let mut out = vec![];
    for suit in Suit::ALL {
        for v in 6..=14 {
            out.push(Card::new(Rank::from_value(v).expect("a rank"), suit));
        }
    }
    out
}

pub fn value(c: Card) -> i64 {
    match c.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 0,
    }
}

/// A card's strength in its suit: the ten between the king and the ace.
fn strength(c: Card) -> u8 {
    if c.rank() == Rank::Ten {
        2 * 13 + 1
    } else {
        2 * c.rank().value()
    }
}

fn beats(x: Card, y: Card, trump: Suit) -> bool {
    if x.suit() == y.suit() {
        strength(x) > strength(y)
    } else {
        x.suit() == trump
    }
}

/// Every pairing of `answer` with `target` tried: some pairing beats each target card.
pub fn beats_every(answer: &[Card], target: &[Card], trump: Suit) -> bool {
    let k = answer.len();
    let mut idx: Vec<usize> = (0..k).collect();
    fn permute(i: usize, idx: &mut Vec<usize>, f: &mut dyn FnMut(&[usize]) -> bool) -> bool {
        if i == idx.len() {
            return f(idx);
        }
        for j in i..idx.len() {
            idx.swap(i, j);
            if permute(i + 1, idx, f) {
                return true;
            }
            idx.swap(i, j);
        }
        false
    }
    permute(0, &mut idx, &mut |p: &[usize]| (0..k).all(|i| beats(answer[p[i]], target[i], trump)))
}

/// How a generated deal ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    Stop { seat: usize, claim: i64, counted: i64 },
    Bura { seat: usize },
    Redeal,
}

/// A generated deal: the text of its full record and what it came to.
#[derive(Debug, Clone)]
pub struct BuraDeal {
    pub text: String,
    pub points: Vec<i64>,
    pub ending: Ending,
}

fn cards_text(cs: &[Card]) -> String {
    cs.iter().map(|c| c.ascii()).collect::<Vec<_>>().join(" ")
}

/// A random legal deal of `players` with `dealer` dealing; `draws` writes every draw.
pub fn bura_deal(rng: &mut Rng, players: usize, dealer: usize, draws: bool) -> BuraDeal {
    let n = players;
    let mut cards = pack();
    rng.shuffle(&mut cards);
    let mut hands: Vec<Vec<Card>> = vec![vec![]; n];
    let mut next = 0;
    for _ in 0..3 {
        for i in 0..n {
            hands[(dealer + 1 + i) % n].push(cards[next]);
            next += 1;
        }
    }
    let turned = cards[next];
    next += 1;
    let trump = turned.suit();
    // The stock from its top; the turned card at the bottom.
    let mut stock: Vec<Card> = cards[next..].to_vec();
    stock.push(turned);
    stock.reverse();
    let mut lines = vec![format!("turned: {}", turned.ascii())];
    let hand_text: Vec<String> = (0..n).map(|s| format!("{}={}", NAMES[s], cards_text(&hands[s]))).collect();
    lines.push(format!("hands: {}", hand_text.join("; ")));
    let mut points = vec![0i64; n];
    let mut leader = (dealer + 1) % n;
    let mut trick = 0;
    let ending = loop {
        if hands[leader].is_empty() {
            break Ending::Redeal;
        }
        // A stop on the leader's turn: sometimes right, now and then wrong.
        if points[leader] >= 31 && rng.chance(2, 3) || rng.chance(1, 40) {
            let claim = if points[leader] >= 31 && rng.chance(1, 2) { points[leader] } else { 31 };
            lines.push(format!("stop {} {claim}", NAMES[leader]));
            break Ending::Stop { seat: leader, claim, counted: points[leader] };
        }
        // Combinations shown before the trick.
        if hands[leader].len() == 3 && rng.chance(1, 3) {
            let mut best: Option<(u8, usize)> = None;
            for i in 0..n {
                let s = (leader + i) % n;
                let h = &hands[s];
                let same = h.iter().all(|c| c.suit() == h[0].suit());
                let rank = if same && h[0].suit() == trump {
                    3
                } else if h.iter().all(|c| c.rank() == Rank::Ace) {
                    2
                } else if same {
                    1
                } else {
                    0
                };
                if rank > 0 {
                    lines.push(format!("seize {} {}", NAMES[s], cards_text(h)));
                    if best.is_none_or(|(r, _)| rank > r) {
                        best = Some((rank, s));
                    }
                    // Three trumps end the deal there and then.
                    if rank == 3 {
                        break;
                    }
                }
            }
            if let Some((rank, s)) = best {
                if rank == 3 {
                    break Ending::Bura { seat: s };
                }
                leader = s;
            }
        }
        trick += 1;
        // The lead: one to three cards of a suit.
        let h = &hands[leader];
        let suit = h[rng.below(h.len())].suit();
        let of_suit: Vec<Card> = h.iter().copied().filter(|c| c.suit() == suit).collect();
        let k = 1 + rng.below(of_suit.len());
        let mut lead = of_suit.clone();
        rng.shuffle(&mut lead);
        lead.truncate(k);
        let mut groups: Vec<Vec<Card>> = vec![lead];
        for i in 1..n {
            let s = (leader + i) % n;
            let mut h = hands[s].clone();
            rng.shuffle(&mut h);
            h.truncate(k);
            groups.push(h);
        }
        let mut taker = leader;
        let mut best = groups[0].clone();
        for (i, g) in groups.iter().enumerate().skip(1) {
            if beats_every(g, &best, trump) {
                taker = (leader + i) % n;
                best = g.clone();
            }
        }
        for (i, g) in groups.iter().enumerate() {
            let s = (leader + i) % n;
            hands[s].retain(|c| !g.contains(c));
            points[taker] += g.iter().map(|&c| value(c)).sum::<i64>();
        }
        let plays: Vec<String> =
            groups.iter().enumerate().map(|(i, g)| format!("{}: {}", NAMES[(leader + i) % n], cards_text(g))).collect();
        let mut line = format!("{trick}. {}", plays.join(" / "));
        if stock.len() >= n * k {
            let mut drawn = vec![];
            for i in 0..n {
                let s = (taker + i) % n;
                let got: Vec<Card> = (0..k).map(|_| stock.pop().expect("a card")).collect();
                hands[s].extend(&got);
                drawn.push(format!("{}: {}", NAMES[s], cards_text(&got)));
            }
            if draws {
                line.push_str(&format!(" | draw {}", drawn.join(" / ")));
            }
        }
        lines.push(line);
        leader = taker;
    };
    // After the last card, the taker of the last trick may still stop.
    let ending = match ending {
        Ending::Redeal if points[leader] >= 31 && rng.chance(1, 2) => {
            lines.push(format!("stop {}", NAMES[leader]));
            Ending::Stop { seat: leader, claim: 31, counted: points[leader] }
        }
        e => e,
    };
    BuraDeal { text: lines.join("\n") + "\n", points, ending }
}
