//! The double-dummy solver's work on the positions, for tuning: cards tried and time per
//! full deal (seed 1) and per claim check on the 8-card endings (seed 3).
//!
//! `cargo run --release --example solver_profile -- [full deals, default 10] [endings, default 100]`

use std::time::Instant;

use kozyr::engine::solver::plain::{tricks_counted, PlainDeal};
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
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>().unwrap_or(0));
    let n_full = args.next().unwrap_or(10);
    let n_end = args.next().unwrap_or(100);
    let skip = args.next().unwrap_or(0);
    let mut total = 0u64;
    let mut times = vec![];
    for (i, d) in deals(1).iter().enumerate().skip(skip).take(n_full) {
        let start = Instant::now();
        let (t, nodes) = tricks_counted(d, d.leader % 2, Mode::DoubleDummy);
        let el = start.elapsed();
        times.push(el);
        total += nodes;
        println!("full {i}: {t} tricks, {nodes} cards, {el:?}");
    }
    times.sort();
    if !times.is_empty() {
        println!(
            "full: total {total} cards, median {:?}, sum {:?}",
            times[times.len() / 2],
            times.iter().sum::<std::time::Duration>()
        );
    }
    let mut per_mode = [0u64; 3];
    let mut worst = (0u64, 0usize);
    let mut times = vec![];
    for (i, d) in deals(3).iter().take(n_end).enumerate() {
        let start = Instant::now();
        let mut sum = 0;
        for (m, mode) in [Mode::Worst, Mode::DoubleDummy, Mode::Best].into_iter().enumerate() {
            let (_, nodes) = tricks_counted(d, d.leader % 2, mode);
            if std::env::var_os("KZ_EACH").is_some() && m == 1 {
                println!("ending {i}: {nodes}");
            }
            per_mode[m] += nodes;
            sum += nodes;
        }
        times.push(start.elapsed());
        if sum > worst.0 {
            worst = (sum, i);
        }
    }
    times.sort();
    if !times.is_empty() {
        println!(
            "claims: cards worst/dd/best {per_mode:?}, worst ending {} ({} cards), median {:?}, max {:?}",
            worst.1,
            worst.0,
            times[times.len() / 2],
            times[times.len() - 1]
        );
    }
}
#[allow(dead_code)]
fn per_ending() {}
