//! What the test crates share, compiled once into each of them (tests/it, tests/ui, tests/slow):
//! one module a purpose, the random deals shared with the benchmarks included from
//! benches/support, and the 300 double-dummy positions from tests/dds.

// Each test crate uses its own part of these helpers.
#![allow(dead_code)]

pub mod bets;
pub mod bridge;
pub mod browser;
pub mod bura;
pub mod common;
pub mod family;
pub mod family_cases;
pub mod family_resume;
pub mod frap;
pub mod handcount;
pub mod king;
pub mod king_words;
pub mod outcome;
pub mod poker;
pub mod split;
pub mod stakes;
pub mod stats;
pub mod words;

#[path = "../../benches/support/bezique.rs"]
pub mod bezique;
#[path = "../dds/positions.rs"]
pub mod positions;
#[path = "../../benches/support/rng.rs"]
pub mod rng;
#[path = "../../benches/support/terz.rs"]
pub mod terz;
