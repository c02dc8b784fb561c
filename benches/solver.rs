//! The double-dummy solver on the positions (tests/dds/positions.rs): 8-card endings
//! (seed 3) and full deals (seed 1), one solve being one trump and leader, `tricks` for the side on
//! lead with a fresh table; and a claim check: the three modes (the least, double dummy, the most)
//! on an 8-card ending (criterion); the full deals once each (the first ten, then all hundred). tests/dds/bench_dds.py times DDS on the same positions; run both on one
//! core (`taskset -c 0`) in one session. docs/performance.md has the figures.
//!
//! Before criterion's runs, one timed pass over every position prints the median and mean per
//! solve, the figures DDS's script prints, so the two compare like for like.

use std::cell::Cell;
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use kozyr::engine::solver::plain::{claim_numbers, tricks, tricks_counted, PlainDeal};
use kozyr::engine::solver::Mode;

#[path = "../tests/dds/positions.rs"]
mod positions;

/// The full deals timed: the first ten of the hundred.
const FULL_DEALS: usize = 10;

fn deals(seed: u64) -> Vec<PlainDeal> {
    positions::positions(seed)
        .into_iter()
        .map(|p| PlainDeal { hands: p.hands, trump: p.trump, leader: p.leader, played: vec![] })
        .collect()
}

fn solve(deal: &PlainDeal) -> u8 {
    tricks(deal, deal.leader % 2, Mode::DoubleDummy)
}

fn claim(deal: &PlainDeal) -> [u8; 3] {
    claim_numbers(deal, deal.leader % 2)
}

/// Times `f` once on every deal: median and mean per call.
fn one_pass<T>(name: &str, deals: &[PlainDeal], f: impl Fn(&PlainDeal) -> T) {
    let mut times: Vec<Duration> = deals
        .iter()
        .map(|d| {
            let start = Instant::now();
            black_box(f(black_box(d)));
            start.elapsed()
        })
        .collect();
    times.sort();
    let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
    let median = times[times.len() / 2];
    let max = times[times.len() - 1];
    println!("{name}: {} positions, median {median:?}, mean {mean:?}, max {max:?} per solve", times.len());
}

fn round_robin<T>(c: &mut Criterion, name: &str, deals: &[PlainDeal], f: impl Fn(&PlainDeal) -> T) {
    let mut i = 0;
    c.bench_function(name, |b| {
        b.iter(|| {
            let d = &deals[i % deals.len()];
            i += 1;
            f(black_box(d))
        })
    });
}

fn benches(c: &mut Criterion) {
    let endings = deals(3);
    let full = deals(1);
    // The first FULL_DEALS full deals each with its count of cards tried and tricks completed,
    // then one pass over the first ten and one over all hundred (DDS's script prints both, and the
    // tricks its search completed over all hundred: the pass over all hundred counts kozyr's).
    for (i, d) in full.iter().take(FULL_DEALS).enumerate() {
        let start = Instant::now();
        let (t, cards, completed) = tricks_counted(d, d.leader % 2, Mode::DoubleDummy);
        println!("full deal {i}: {t} tricks, {cards} cards tried, {completed} tricks completed, {:?}", start.elapsed());
    }
    one_pass("8-card endings, one solve", &endings, solve);
    one_pass("full deals, the first ten, one solve", &full[..FULL_DEALS], solve);
    let completed = Cell::new(0);
    one_pass("full deals, all hundred, one solve", &full, |d| {
        let (t, _, tricks_searched) = tricks_counted(d, d.leader % 2, Mode::DoubleDummy);
        completed.set(completed.get() + tricks_searched);
        t
    });
    println!("full deals, all hundred: {} tricks completed in the search", completed.get());
    one_pass("claim check, 8-card ending, three modes", &endings, claim);
    round_robin(c, "solver/ending8_solve", &endings, solve);
    round_robin(c, "solver/claim8_three_modes", &endings, claim);
}

criterion_group!(solver, benches);
criterion_main!(solver);
