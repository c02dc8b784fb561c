//! Contract bridge: scoring by the Laws of Duplicate Bridge (Law 77) and the rubber score pad, and
//! the results of a club session. Not yet a game a match can be played in (issue 11 in progress): this
//! module holds the scoring core the game will be built on.

pub mod matchpoints;
pub mod rubber;
pub mod score;

pub use matchpoints::{matchpoints, neuberg, top};
pub use rubber::{honours_value, Rubber, RubberDeal};
pub use score::{contract_points, dealer_of_board, imps, score, Contract, Doubling, Score, Strain, Vulnerability};
