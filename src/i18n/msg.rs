//! A message as the rules and reports build it: a catalogue id and named arguments, rendered in
//! the reader's language only when it is shown.

use std::borrow::Cow;

use crate::cards::{Card, Suit};

use super::Lang;

/// An argument of a message. Numbers stay numbers so that the catalogue can choose a plural form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Text that is data, not wording: a player's name, a flag as typed, a rule id.
    Str(String),
    /// A number; negative numbers print with the minus sign (−5).
    Int(i64),
    /// A number that always shows its sign: +5, −5, 0 (see [`signed`]).
    Signed(i64),
    Card(Card),
    /// Cards written one after another, separated by spaces.
    Cards(Vec<Card>),
    /// A suit, written as its symbol (♥).
    Suit(Suit),
    /// A message rendered in the same language and put in place.
    Msg(Box<Msg>),
    /// Messages rendered and joined by the catalogue's list separator (`list-separator`).
    List(Vec<Msg>),
    /// A field of a deal record (`bid`, `points`), see [`field`]: shown as the flag the user typed
    /// (`--bid`) when the deal came from flags, as the JSON field when it came from a file.
    Field(String),
}

/// A deal record's field named in a message. The CLI turns it into the flag that sets it when the
/// deal was typed as flags ([`Msg::map_fields`]); otherwise it prints as the field, `bid`.
pub fn field(name: &str) -> Arg {
    Arg::Field(name.to_string())
}

/// A number that always shows its sign, as the sheet writes a deal's points.
pub fn signed(n: i64) -> Arg {
    Arg::Signed(n)
}

macro_rules! from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
from_int!(i64, i32, u32, u8, u16, u64, usize);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}
impl From<Card> for Arg {
    fn from(c: Card) -> Arg {
        Arg::Card(c)
    }
}
impl From<Suit> for Arg {
    fn from(s: Suit) -> Arg {
        Arg::Suit(s)
    }
}
impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}
impl From<Vec<Msg>> for Arg {
    fn from(m: Vec<Msg>) -> Arg {
        Arg::List(m)
    }
}
impl From<Vec<Card>> for Arg {
    fn from(c: Vec<Card>) -> Arg {
        Arg::Cards(c)
    }
}

/// A catalogue message and its arguments.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Msg {
    /// The Fluent id, e.g. `thousand-bid-step`; empty for the empty message.
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(id: impl Into<Cow<'static, str>>, args: Vec<(&'static str, Arg)>) -> Msg {
        Msg { id: id.into(), args }
    }

    /// Whether this is the empty message (a cell with nothing to say).
    pub fn is_empty(&self) -> bool {
        self.id.is_empty()
    }

    /// Adds an argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// Replaces every [`Arg::Field`] (nested messages included) for which `f` gives a text — the
    /// flag the user typed — by that text.
    pub fn map_fields(&mut self, f: &dyn Fn(&str) -> Option<String>) {
        for (_, a) in &mut self.args {
            match a {
                Arg::Field(name) => {
                    if let Some(t) = f(name) {
                        *a = Arg::Str(t);
                    }
                }
                Arg::Msg(m) => m.map_fields(f),
                Arg::List(ms) => ms.iter_mut().for_each(|m| m.map_fields(f)),
                _ => {}
            }
        }
    }

    /// The text in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        super::catalog::render(lang, self)
    }

    /// The text in English, for logs, `Display` and tests.
    pub fn english(&self) -> String {
        self.render(Lang::En)
    }
}

impl std::fmt::Display for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// A message equals a text when it reads so in English: what tests and the JSON view compare.
impl PartialEq<&str> for Msg {
    fn eq(&self, other: &&str) -> bool {
        self.english() == *other
    }
}
