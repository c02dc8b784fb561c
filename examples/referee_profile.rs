//! A plain loop over the referee bench's records, for profilers that want a process rather than
//! criterion's harness (instruction counts in docs/performance.md):
//!
//!     cargo build --release --example referee_profile
//!     valgrind --tool=callgrind target/release/examples/referee_profile 20
//!     valgrind --tool=callgrind target/release/examples/referee_profile 0   # generation only
//!
//! (total(20) − total(0)) / (20 × 98 304) is the instruction count per play.

use kozyr::cards::Deck;
use kozyr::engine::referee;
use kozyr::games::thousand::{ThousandOptions, ThousandTricks, SEATS};
use serde_json::Map;

// Only the play-record generator is used here.
#[path = "../benches/support/rng.rs"]
mod rng;
#[path = "../benches/support/thousand.rs"]
#[allow(dead_code)]
mod thousand;

fn main() {
    let reps: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let options = ThousandOptions::from_map(&Map::new()).expect("the default options are valid");
    let rules = ThousandTricks { options: &options, deck: Deck::piquet24() };
    // The same seed and generator as benches/engine.rs.
    let mut rng = thousand::Rng::new(0x6B6F_7A79_7231);
    let deals: Vec<_> = (0..4096)
        .map(|_| {
            let leader = rng.below(SEATS);
            thousand::random_deal(&mut rng, leader, 1, 3)
        })
        .collect();
    let started = std::time::Instant::now();
    let mut tricks = 0usize;
    for _ in 0..reps {
        for d in &deals {
            tricks += referee(&rules, std::hint::black_box(&d.record)).map_or(0, |o| o.winners.len());
        }
    }
    let plays = reps * deals.iter().map(|d| d.record.plays.len()).sum::<usize>();
    println!("{tricks} tricks, {:.1} M plays/s", plays as f64 / started.elapsed().as_secs_f64() / 1e6);
}
