//! Catch the Ten property tests: random legal deals for 2 to 9 players, each for himself or in
//! partnerships, played packet by packet by the independent player of `family_support` (follow
//! suit from the packet in play, void → any card, the trump jack highest), always validate; every
//! deal's honours total 30, and each side's card bonus equals an independent count of the cards
//! it captured beyond the cards dealt to it.

use crate::support::family as family_support;

use family_support::{deal, play, Game, Rng, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::catch_the_ten::{pack, packets, HONOURS};
use kozyr::games::MatchDoc;
use proptest::prelude::*;
use serde_json::{json, Map, Value};

const NAMES: [&str; 9] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева", "Жора", "Зоя", "Игорь"];

/// The book's honours: J 11, 10 10, A 4, K 3, Q 2 of trumps.
fn honour(c: Card, trump: Suit) -> i64 {
    if c.suit() != trump {
        return 0;
    }
    match c.rank() {
        Rank::Jack => 11,
        Rank::Ten => 10,
        Rank::Ace => 4,
        Rank::King => 3,
        Rank::Queen => 2,
        _ => 0,
    }
}

/// Plays each packet of the hands out in turn; the winner of a packet's last trick leads the next.
fn play_packets(rng: &mut Rng, spec: &Spec, hands: &[Vec<Card>], piles: usize, leader: usize) -> Game {
    let n = hands.len();
    let per = hands[0].len() / piles;
    let mut all = Game { tricks: vec![], leaders: vec![], winners: vec![], taken: vec![vec![]; n] };
    let mut lead = leader;
    for p in 0..piles {
        let packet: Vec<Vec<Card>> = hands.iter().map(|h| h[p * per..(p + 1) * per].to_vec()).collect();
        let g = play(rng, spec, packet, lead);
        lead = *g.winners.last().unwrap_or(&lead);
        all.tricks.extend(g.tricks);
        all.leaders.extend(g.leaders);
        all.winners.extend(g.winners);
        for (s, t) in g.taken.into_iter().enumerate() {
            all.taken[s].extend(t);
        }
    }
    all
}

/// Side counts a table can be split into, seated alternately (sides of two or more).
fn splits(players: usize) -> Vec<usize> {
    (2..=players / 2).filter(|k| players % k == 0).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_deals_validate_honours_total_30_and_bonuses_match(
        seed in any::<u64>(), players in 2usize..=9, deals in 1usize..4, partnership in any::<bool>()
    ) {
        let mut rng = Rng::new(seed);
        let cards = pack(players);
        let hand = cards.len() / players;
        let piles = packets(players);
        let ks = splits(players);
        // Partnerships where the table allows them: k sides, seat s plays for side s % k.
        let sides = if partnership && !ks.is_empty() { ks[rng.below(ks.len())] } else { players };
        let side = |s: usize| s % sides;
        let dealt = (hand * (players / sides)) as i64;
        let mut docs = vec![];
        let mut want_honours = vec![];
        let mut want_bonus = vec![];
        for d in 0..deals {
            let hands = deal(&mut rng, cards.cards(), players, hand);
            let trump = Suit::ALL[rng.below(4)];
            let spec = Spec { trump: Some(trump), jack_high: true, ..Spec::default() };
            let g = play_packets(&mut rng, &spec, &hands, piles, (d + 1) % players);
            let mut honours = vec![0i64; sides];
            let mut captured = vec![0i64; sides];
            for (s, taken) in g.taken.iter().enumerate() {
                honours[side(s)] += taken.iter().map(|&c| honour(c, trump)).sum::<i64>();
                captured[side(s)] += taken.len() as i64;
            }
            want_bonus.push(captured.iter().map(|&c| (c - dealt).max(0)).collect::<Vec<_>>());
            want_honours.push(honours);
            docs.push(json!({"trump": trump.name(), "play": g.text()}));
        }
        let teams: Option<Map<String, Value>> = (sides < players).then(|| {
            (0..sides)
                .map(|k| {
                    let members: Vec<Value> = (0..players).filter(|&s| side(s) == k).map(|s| Value::from(NAMES[s])).collect();
                    (format!("T{}", k + 1), Value::Array(members))
                })
                .collect()
        });
        let doc = MatchDoc {
            game: "catch-the-ten".into(),
            name: None,
            players: NAMES[..players].iter().map(|s| s.to_string()).collect(),
            teams,
            options: json!({"deals": 1000}).as_object().cloned().unwrap_or_default(),
            deals: docs,
        };
        let r = doc.replay().map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(r.sides.len(), sides);
        for (k, row) in r.rows.iter().enumerate() {
            prop_assert_eq!(want_honours[k].iter().sum::<i64>(), 30);
            // The engine's own honour steps ("A: J♠ +11") add up to 30 too.
            let honours: i64 = row.scored.explain.iter().filter(|s| HONOURS.iter().any(|h| h.2 == s.rule)).map(|s| {
                s.text.english().rsplit(' ').next().and_then(|x| x.parse::<i64>().ok()).unwrap_or(0)
            }).sum();
            prop_assert_eq!(honours, 30);
            let want: Vec<i64> = want_honours[k].iter().zip(&want_bonus[k]).map(|(h, b)| h + b).collect();
            prop_assert_eq!(&row.scored.scores, &want);
            let bonus: i64 = want_bonus[k].iter().sum();
            prop_assert_eq!(row.scored.scores.iter().sum::<i64>(), 30 + bonus);
        }
    }
}
