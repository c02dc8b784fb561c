//! The long searches CI runs too: the property tests of every game, the solver against DDS and
//! exhaustive minimax, and the whole command battery in the pseudo-language. Apart from tests/it
//! so that `cargo test --test it` gives quick feedback while editing.

#[path = "../support/mod.rs"]
mod support;

mod belot3_props;
mod belot_props;
mod bets_props;
mod bezique_props;
mod black_mary_props;
mod bura_props;
mod catch_the_ten_props;
mod chervy_props;
mod frap_props;
mod handcount_props;
mod jacks_props;
mod king_props;
mod losers_props;
mod mushka_props;
mod opendaum_props;
mod poker_props;
mod poker_session_props;
mod pseudo;
mod slobberhannes_props;
mod solve_cli;
mod solve_general;
mod solver_dds;
mod stakes_props;
mod terz_props;
mod thousand_props;
