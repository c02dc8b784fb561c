//! Builds the benchmark ledger: 5 000 Thousand matches of 20 deals (100 000 deals), the latest
//! one unfinished, from a fixed seed, so every run writes the same matches.
//!
//!     cargo run --release --example bench_ledger -- PATH [MATCHES [DEALS_PER_MATCH]]
//!
//! The ledger is made by benches/support/ledger.rs (what it holds is described there). Prints the
//! players of the latest match, one a line. benches/commands.sh times the commands on it;
//! docs/performance.md has the figures.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[path = "../benches/support/ledger.rs"]
mod ledger;
#[path = "../benches/support/rng.rs"]
mod rng;
#[path = "../benches/support/thousand.rs"]
mod thousand;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(path), Ok(matches), Ok(deals)) = (
        args.first().map(PathBuf::from),
        args.get(1).map_or(Ok(5_000), |a| a.parse::<usize>()),
        args.get(2).map_or(Ok(20), |a| a.parse::<usize>()),
    ) else {
        eprintln!("usage: bench_ledger PATH [MATCHES [DEALS_PER_MATCH]]");
        return ExitCode::from(2);
    };
    let started = Instant::now();
    match ledger::build(&path, matches, deals) {
        Ok(players) => {
            eprintln!("built {} ({matches} matches of {deals} deals) in {:.1?}", path.display(), started.elapsed());
            // The players of the latest (open) match, one a line, for scripts that record a deal in it.
            println!("{}", players.join("\n"));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bench_ledger: {e}");
            ExitCode::from(1)
        }
    }
}
