//! The search for any trick game through [`crate::engine::TrickRules`]. (Being written.)
