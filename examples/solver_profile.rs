//! The double-dummy solver's work on the positions, for tuning: cards tried, tricks
//! completed (what DDS counts as its nodes) and time per full deal (seed 1), and time per claim
//! check on the 8-card endings (seed 3).
//!
//! `cargo run --release --example solver_profile -- [full deals, default 10] [endings, default 100]`
//! (`KZ_EACH=1`: each ending's time, its three numbers and the cards each of their searches tried;
//! `KZ_LOOP=n`: only ending n's claim check, a thousand times over, and its mean time: the figure
//! to compare two builds by, run in turn on one core.)

use std::time::Instant;

use kozyr::engine::solver::plain::{claim_numbers, claim_numbers_counted, tricks_counted, PlainDeal};
use kozyr::engine::solver::Mode;

#[path = "../tests/dds/positions.rs"]
mod positions;

fn deals(seed: u64) -> Vec<PlainDeal> {
    positions::positions(seed)
        .into_iter()
        .map(|p| PlainDeal { hands: p.hands, trump: p.trump, leader: p.leader, played: vec![] })
        .collect()
}

fn main() {
    if let Some(n) = std::env::var("KZ_LOOP").ok().and_then(|v| v.parse::<usize>().ok()) {
        let ending = &deals(3)[n.min(positions::RECORDS - 1)];
        let start = Instant::now();
        for _ in 0..1000 {
            std::hint::black_box(claim_numbers(ending, ending.leader % 2));
        }
        println!("ending {n}: claim check {:?} each", start.elapsed() / 1000);
        return;
    }
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>().unwrap_or(0));
    let n_full = args.next().unwrap_or(10);
    let n_end = args.next().unwrap_or(100);
    let skip = args.next().unwrap_or(0);
    let mut total = 0u64;
    let mut completed = 0u64;
    let mut times = vec![];
    for (i, d) in deals(1).iter().enumerate().skip(skip).take(n_full) {
        let start = Instant::now();
        let (t, nodes, tricks_searched) = tricks_counted(d, d.leader % 2, Mode::DoubleDummy);
        let el = start.elapsed();
        times.push(el);
        total += nodes;
        completed += tricks_searched;
        println!("full {i}: {t} tricks, {nodes} cards, {tricks_searched} tricks completed, {el:?}");
    }
    times.sort();
    if !times.is_empty() {
        println!(
            "full: total {total} cards, {completed} tricks completed, median {:?}, sum {:?}",
            times[times.len() / 2],
            times.iter().sum::<std::time::Duration>()
        );
    }
    let mut times = vec![];
    for (i, d) in deals(3).iter().enumerate().take(n_end) {
        let start = Instant::now();
        std::hint::black_box(claim_numbers(d, d.leader % 2));
        times.push(start.elapsed());
        if std::env::var_os("KZ_EACH").is_some() {
            // The cards each of the claim check's three searches tried, as it runs them (the
            // least and the most within the range the double-dummy number leaves them).
            let elapsed = start.elapsed();
            let (numbers, nodes) = claim_numbers_counted(d, d.leader % 2);
            println!("ending {i}: {elapsed:?}, least / double dummy / most {numbers:?}, cards tried {nodes:?}");
        }
    }
    times.sort();
    if !times.is_empty() {
        let mean = times.iter().sum::<std::time::Duration>() / times.len() as u32;
        println!(
            "claim checks (the three numbers, 8-card endings): median {:?}, mean {mean:?}, max {:?}",
            times[times.len() / 2],
            times[times.len() - 1]
        );
    }
}
