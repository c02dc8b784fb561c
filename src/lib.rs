//! kozyr — a score-keeper and referee for card games played at a real table.
//!
//! Layers (dependencies point down only): `cli` → `report` → `ledger` → `games` → `engine` → `cards`.
//! `cards`, `engine` and `games` are pure: no I/O, no clock, no SQL.

pub mod cards;
pub mod cli;
pub mod engine;
pub mod games;
pub mod ledger;
pub mod report;
