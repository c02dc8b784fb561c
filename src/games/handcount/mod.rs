//! The hand-count games of the book «100 карточных игр для всей семьи»: someone goes out and the
//! others count what is left. Rummy and Kitty count the cards left in each loser's hand
//! ([`Counting`]: the winner collects them in Rummy, each loser writes them as penalty points in
//! Kitty); Nine counts the passes each player paid into the bank, which the first out takes
//! (`games::nine`). What they share lives here: the match between deals ([`Table`]: dealer
//! rotation, running totals, the agreed end, penalties, the snapshot) and the reading of the cards
//! or points a loser was left with ([`left`]).

mod counting;
pub mod left;
mod table;

pub use counting::{Counting, Ids, Kind};
pub use table::{names_map, one_name, DealDone, End, Table};
