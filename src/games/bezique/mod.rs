//! Bezique (Безик), the whole family of the book's chapter: two-handed with a turned trump,
//! no-trump, three and four players (each for himself or in partnerships), and six-pack (Chinese)
//! Bezique. Rules: docs/games/bezique.md.

pub mod declaration;
pub mod irregular;
pub mod options;
pub mod play;

pub use declaration::{Declared, Kind};
pub use options::{BeziqueOptions, Target, Variant};
