//! The tests that meet kozyr as a person does: pages in headless Chromium, guided entry through a
//! pseudo-terminal. Skipped with a message where Chromium or poppler is missing.

#[path = "../support/mod.rs"]
mod support;

mod browser;
mod guided;
mod terminal;
