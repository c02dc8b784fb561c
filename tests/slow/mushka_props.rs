//! Mushka and Pamfil property tests: random deals for 3–6 players — a turned trump (J♣ turned goes
//! to the dealer in Pamfil), random passes by anyone not holding A♠, the rest played out by the
//! independent random legal player of `family_support` — always validate, whether recorded as the
//! tricks, as quick counts or both, and score exactly as the book's rules, computed here, say: +1 a
//! trick, +5 an ace that won a trick (♠ trump: A♠ alone, +10), −5 no trick (−10 holding A♠), +10
//! Pamfil, nothing for a pass, from −25 with the reset past 0 and the win at exactly 0.

use crate::support::family as family_support;

use family_support::{play, Rng, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::mushka::deck;
use kozyr::games::MatchDoc;
use proptest::prelude::*;
use serde_json::{json, Map, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];
const SPADE_ACE: Card = Card::new(Rank::Ace, Suit::Spades);
const JC: Card = Card::new(Rank::Jack, Suit::Clubs);

/// A match generated and scored independently of the engine.
struct Generated {
    entries: Vec<Value>,
    /// Each deal's own points, by seat (penalty rows have none).
    points: Vec<Option<Vec<i64>>>,
    totals: Vec<i64>,
    winner: Option<usize>,
}

fn names(seats: &[usize]) -> Vec<Value> {
    seats.iter().map(|&s| Value::from(NAMES[s])).collect()
}

/// Applies a row's points: past 0 back to −25; exactly 0 wins, the first from `from` on a tie.
fn settle(totals: &mut [i64], points: &[i64], from: usize) -> Option<usize> {
    let n = totals.len();
    for s in 0..n {
        let t = totals[s] + points[s];
        totals[s] = if t > 0 { -25 } else { t };
    }
    (0..n).map(|k| (from + k) % n).find(|&s| totals[s] == 0)
}

fn generate(seed: u64, n: usize, deals: usize, pamfil: bool, variant: bool) -> Generated {
    let mut rng = Rng::new(seed);
    let mut totals = vec![-25i64; n];
    let mut out = Generated { entries: vec![], points: vec![], totals: vec![], winner: None };
    // Penalties that bring players near 0, so that resets and wins happen.
    for _ in 0..rng.below(3) {
        let s = rng.below(n);
        let p = 15 + rng.below(10) as i64;
        out.entries.push(json!({"penalty": {"player": NAMES[s], "points": p, "reason": "agreed"}}));
        let mut pts = vec![0; n];
        pts[s] = p;
        settle(&mut totals, &pts, 0);
        out.points.push(None);
    }
    for d in 0..deals {
        let dealer = d % n;
        let mut cards = deck(n).cards().to_vec();
        rng.shuffle(&mut cards);
        let mut hands: Vec<Vec<Card>> = (0..n).map(|s| cards[s * 5..(s + 1) * 5].to_vec()).collect();
        let turned = cards[n * 5];
        let mut trump = turned.suit();
        let mut pamfil_turned = false;
        if pamfil && turned == JC {
            // The dealer takes J♣ and turns a card of his own.
            let i = rng.below(5);
            trump = hands[dealer][i].suit();
            hands[dealer][i] = JC;
            pamfil_turned = true;
        }
        let dealt_pamfil = if pamfil { (0..n).find(|&s| hands[s].contains(&JC)) } else { None };
        let passed: Vec<usize> =
            (0..n).filter(|&s| !hands[s].contains(&SPADE_ACE)).filter(|_| rng.below(3) == 0).collect();
        let playing: Vec<usize> = (0..n).filter(|s| !passed.contains(s)).collect();
        let k = playing.len();
        let leader = (1..=n).map(|i| (dealer + i) % n).find(|s| playing.contains(s)).unwrap_or((dealer + 1) % n);
        let holder = playing.iter().copied().find(|&s| hands[s].contains(&SPADE_ACE));

        let mut tricks = vec![0u32; n];
        let mut aces: Vec<Vec<Card>> = vec![vec![]; n];
        let mut text = None;
        if k >= 2 {
            let spec = Spec {
                trump: Some(trump),
                must_trump: true,
                top: pamfil.then_some(JC),
                spade_ace_variant: variant,
                ..Spec::default()
            };
            let lead = playing.iter().position(|&s| s == leader).expect("leader plays");
            let g = play(&mut rng, &spec, playing.iter().map(|&s| hands[s].clone()).collect(), lead);
            for (t, trick) in g.tricks.iter().enumerate() {
                let w = g.winners[t];
                tricks[playing[w]] += 1;
                let card = trick[(w + k - g.leaders[t]) % k];
                if card.rank() == Rank::Ace {
                    aces[playing[w]].push(card);
                }
            }
            text = Some(g.text());
        } else if k == 1 {
            tricks[playing[0]] = 5;
        }

        // The book's scoring.
        let mut pts = vec![0i64; n];
        for &s in &playing {
            if tricks[s] > 0 {
                pts[s] += i64::from(tricks[s]);
                pts[s] += if trump == Suit::Spades {
                    if aces[s].contains(&SPADE_ACE) {
                        10
                    } else {
                        0
                    }
                } else {
                    5 * aces[s].len() as i64
                };
            } else {
                pts[s] += if holder == Some(s) { -10 } else { -5 };
            }
            if dealt_pamfil == Some(s) {
                pts[s] += 10;
            }
        }

        // The record: the tricks, the quick counts, or both.
        let mode = rng.below(3);
        let mut rec = Map::new();
        rec.insert("dealer".into(), NAMES[dealer].into());
        rec.insert("trump".into(), trump.name().into());
        if !passed.is_empty() {
            rec.insert("passed".into(), names(&passed).into());
        }
        if let Some(p) = dealt_pamfil {
            if !pamfil_turned || rng.below(2) == 0 {
                rec.insert("pamfil".into(), NAMES[p].into());
            }
        }
        if pamfil_turned {
            rec.insert("pamfil_turned".into(), true.into());
        }
        if let (Some(t), true) = (&text, mode != 1) {
            rec.insert("play".into(), t.clone().into());
        }
        if k >= 2 && (mode != 0 || text.is_none()) || k == 1 && mode == 1 {
            let won: Map<String, Value> = playing.iter().map(|&s| (NAMES[s].to_string(), tricks[s].into())).collect();
            rec.insert("won".into(), won.into());
            if k >= 2 {
                let a: Map<String, Value> = (0..n)
                    .filter(|&s| !aces[s].is_empty())
                    .map(|s| (NAMES[s].to_string(), aces[s].iter().map(|c| Value::from(c.ascii())).collect()))
                    .collect();
                rec.insert("aces".into(), a.into());
            }
            if let Some(h) = holder {
                rec.insert("spade_ace".into(), NAMES[h].into());
            }
        }
        out.entries.push(Value::Object(rec));
        out.winner = settle(&mut totals, &pts, leader);
        out.points.push(Some(pts));
        if out.winner.is_some() {
            break;
        }
    }
    out.totals = totals;
    out
}

fn check(seed: u64, n: usize, deals: usize, pamfil: bool, variant: bool) -> Result<(), TestCaseError> {
    let g = generate(seed, n, deals, pamfil, variant);
    let doc = MatchDoc {
        game: if pamfil { "pamfil" } else { "mushka" }.into(),
        name: None,
        players: NAMES[..n].iter().map(|s| s.to_string()).collect(),
        teams: None,
        options: json!({"spade_ace_over_trump_ace": variant}).as_object().cloned().unwrap_or_default(),
        deals: g.entries.clone(),
    };
    let r = doc.replay().map_err(|e| TestCaseError::fail(format!("{e}\n{}", Value::from(g.entries.clone()))))?;
    for (row, want) in r.rows.iter().zip(&g.points) {
        if let Some(want) = want {
            let got: Vec<i64> = row.scored.extra["points"]
                .as_object()
                .map(|m| m.values().filter_map(Value::as_i64).collect())
                .unwrap_or_default();
            prop_assert_eq!(&got, want, "entry {}", row.number);
        }
    }
    prop_assert_eq!(r.totals, g.totals);
    prop_assert_eq!(r.winner, g.winner);
    prop_assert_eq!(r.finished, g.winner.is_some());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_mushka_deals_validate_and_score_as_the_book_says(
        seed in any::<u64>(), n in 3usize..=6, deals in 1usize..6, variant in any::<bool>()
    ) {
        check(seed, n, deals, false, variant)?;
    }

    #[test]
    fn random_pamfil_deals_validate_and_score_as_the_book_says(
        seed in any::<u64>(), n in 3usize..=6, deals in 1usize..6, variant in any::<bool>()
    ) {
        check(seed, n, deals, true, variant)?;
    }
}
