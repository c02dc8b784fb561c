//! kozyr — a score-keeper and referee for card games played at a real table.
//!
//! Layers (dependencies point down only): `cli` → `report` → `ledger` → `games` → `engine` → `cards`.
//! `cards`, `engine` and `games` are pure: no I/O, no clock, no SQL.
//!
//! The rules engine as a library: score a match document exactly as `kozyr replay` does.
//!
//! ```
//! use kozyr::games::MatchDoc;
//!
//! let doc = MatchDoc::parse(r#"{"game": "thousand", "players": ["Аня", "Борис", "Вера"],
//!   "deals": [{"declarer": "Борис", "bid": 120,
//!              "points": {"Аня": 22, "Борис": 75, "Вера": 23}, "marriages": {"Борис": ["hearts"]}}]}"#)?;
//! let replay = doc.replay()?;
//! assert_eq!(replay.totals, vec![20, 120, 25]); // 22 rounds to 20, 75 + ♥100 makes 120, 23 to 25
//! # Ok::<(), kozyr::games::RuleError>(())
//! ```
//!
//! A broken rule is an error naming it:
//!
//! ```
//! use kozyr::games::MatchDoc;
//!
//! let doc = MatchDoc::parse(r#"{"game": "thousand", "players": ["Аня", "Борис", "Вера"],
//!   "deals": [{"declarer": "Борис", "bid": 123, "points": {"Аня": 22, "Борис": 75, "Вера": 23}}]}"#)?;
//! let err = doc.replay().unwrap_err();
//! assert_eq!(err.rule, "thousand.bid.step");
//! # Ok::<(), kozyr::games::RuleError>(())
//! ```

pub mod cards;
pub mod cli;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod ledger;
pub mod pbn;
pub mod report;
