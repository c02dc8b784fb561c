//! Game-agnostic machinery: play records, hand reconstruction, the trick referee, the common play
//! obligations and rounding. The engine knows no game by name; games plug in through [`TrickRules`].

mod breach;
mod obligations;
mod play_record;
mod referee;
mod revokes;
mod rounding;
pub mod solver;
mod violation;

pub use breach::Breach;
pub use obligations::{follow_suit, highest_by, standard_winner, trump_if_void};
pub use play_record::{Play, PlayRecord};
pub use referee::{referee, referee_into, PlayOutcome, TrickRules, TrickView, MAX_SEATS};
pub use revokes::{referee_every, Refereed};
pub use rounding::nearest_multiple;
pub use violation::Violation;

/// A seat at the table: an index into the match's players in seat order.
pub type Seat = usize;
