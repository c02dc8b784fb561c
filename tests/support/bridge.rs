//! A bridge deal and a player for the play tests, written from the rules and independent of the
//! referee: it plays every trick (each player his highest legal card unless told otherwise) and
//! says who won each. Tests reach it as `support::bridge`.

pub const SUITS: [char; 4] = ['C', 'D', 'H', 'S'];
pub const RANKS: [&str; 13] = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
pub const SEAT: [&str; 4] = ["N", "E", "S", "W"];

pub fn card(i: usize) -> String {
    format!("{}{}", RANKS[i % 13], SUITS[i / 13])
}

/// The deal every test plays: card i (suit × 13 + rank) goes to seat (7 i mod 52) / 13, which
/// spreads every suit over the four hands:
/// N 2C 3C 10C JC 4D 5D QD KD 6H 7H AH 8S 9S — E 4C 5C QC KC 6D 7D AD 8H 9H 2S 3S 10S JS —
/// S 6C 7C AC 8D 9D 2H 3H 10H JH 4S 5S QS KS — W 8C 9C 2D 3D 10D JD 4H 5H QH KH 6S 7S AS.
pub fn hands() -> [Vec<usize>; 4] {
    let mut h: [Vec<usize>; 4] = Default::default();
    for i in 0..52 {
        h[(i * 7) % 52 / 13].push(i);
    }
    h
}

/// The PBN deal string of [`hands`], North first.
pub fn pbn() -> String {
    let pbn_rank = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"];
    let h = hands();
    let hand = |cards: &Vec<usize>| {
        (0..4)
            .rev()
            .map(|s| {
                let mut r: Vec<usize> = cards.iter().filter(|&&c| c / 13 == s).map(|&c| c % 13).collect();
                r.sort_unstable_by(|a, b| b.cmp(a));
                let t: String = r.iter().map(|&x| pbn_rank[x]).collect();
                if t.is_empty() {
                    "-".to_string()
                } else {
                    t
                }
            })
            .collect::<Vec<_>>()
            .join(".")
    };
    format!("N:{}", h.iter().map(hand).collect::<Vec<_>>().join(" "))
}

/// A play out of [`hands`]: every player plays his highest legal card, except the plays `over`
/// names (trick 1-based, seat, card index), which may revoke. Returns each trick as "SEAT:card"
/// plays and each trick's winner, worked out here by the rules of the game.
pub fn play(trump: Option<usize>, leader: usize, over: &[(usize, usize, usize)]) -> (Vec<Vec<String>>, Vec<usize>) {
    let mut h = hands();
    let mut leader = leader;
    let (mut tricks, mut winners) = (vec![], vec![]);
    for t in 1..=13 {
        let mut cards: Vec<(usize, usize)> = vec![];
        for k in 0..4 {
            let seat = (leader + k) % 4;
            let legal: Vec<usize> = match cards.first() {
                Some(&(_, led)) if h[seat].iter().any(|&c| c / 13 == led / 13) => {
                    h[seat].iter().copied().filter(|&c| c / 13 == led / 13).collect()
                }
                _ => h[seat].clone(),
            };
            let c = over
                .iter()
                .find(|&&(ot, os, _)| ot == t && os == seat)
                .map(|&(_, _, c)| c)
                .unwrap_or_else(|| *legal.iter().max().expect("a card"));
            h[seat].retain(|&x| x != c);
            cards.push((seat, c));
        }
        let led = cards[0].1 / 13;
        let key = |c: usize| {
            let class = if Some(c / 13) == trump {
                2
            } else if c / 13 == led {
                1
            } else {
                0
            };
            class * 100 + c % 13
        };
        let w = cards.iter().max_by_key(|&&(_, c)| key(c)).expect("four cards").0;
        tricks.push(cards.iter().map(|&(s, c)| format!("{}:{}", SEAT[s], card(c))).collect());
        winners.push(w);
        leader = w;
    }
    (tricks, winners)
}
