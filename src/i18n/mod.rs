//! Every text a user reads, in English, Russian and Bulgarian: the message type the rules and the
//! reports build ([`Msg`]), the languages ([`Lang`]) and the embedded Project Fluent catalogues
//! (`locales/<lang>/*.ftl`) that render a message with CLDR plural rules («1 взятка, 2 взятки,
//! 5 взяток»). Pure: the catalogues are compiled into the binary, the language is chosen by the CLI.

mod catalog;
mod lang;
mod msg;
mod text;

pub use catalog::{catalogues, has, page, render_id};
pub use lang::Lang;
pub use msg::{field, signed, Arg, Msg};
pub use text::{is_invisible, safe, ARG_LIMIT};

/// A message with named arguments: `msg!("thousand-bid-step", bid = 123, step = 5)`.
#[macro_export]
macro_rules! msg {
    ($id:expr $(, $k:ident = $v:expr)* $(,)?) => {
        $crate::i18n::Msg::new($id, vec![$((stringify!($k), $crate::i18n::Arg::from($v))),*])
    };
}
