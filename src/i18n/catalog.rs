//! The embedded catalogues: one Fluent bundle per language and catalogue file, each parsed the
//! first time one of its messages is shown, so a command parses only the files it speaks from.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::{Arg, Lang, Msg};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// Every embedded catalogue file: (language, file stem, Fluent source).
pub fn catalogues() -> &'static [(&'static str, &'static str, &'static str)] {
    embedded::CATALOGUES
}

/// A game's rules page in `lang`, if it has one in that language.
pub fn page(lang: Lang, game: &str) -> Option<&'static str> {
    let code = lang.catalogue();
    embedded::PAGES.iter().find(|(l, g, _)| *l == code && *g == game).map(|(_, _, text)| *text)
}

type Bundle = FluentBundle<FluentResource>;

/// Negative numbers print with the minus sign U+2212, as a score sheet writes them; `--ascii`
/// output folds it back to `-`.
fn format_number(v: &FluentValue, _: &intl_memoizer::concurrent::IntlLangMemoizer) -> Option<String> {
    match v {
        FluentValue::Number(n) if n.value < 0.0 => {
            let mut plain = n.clone();
            plain.value = -n.value;
            Some(format!("−{}", plain.as_string()))
        }
        _ => None,
    }
}

fn pseudo(s: &str) -> Cow<'_, str> {
    fluent_pseudo::transform(s, false, false)
}

fn build(lang: Lang, file: &str) -> Bundle {
    let tag: unic_langid::LanguageIdentifier = lang.catalogue().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![tag]);
    // Isolation marks (U+2068/U+2069) around every argument would reach terminals and files.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(format_number));
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(pseudo));
    }
    for (l, f, source) in catalogues() {
        if *l == lang.catalogue() && *f == file {
            // A catalogue that does not parse is caught by the catalogue tests; what parsed is kept.
            let res = match FluentResource::try_new((*source).to_string()) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            let _ = bundle.add_resource(res);
        }
    }
    bundle
}

/// The bundle of `lang` holding message `id`, if any file declares it.
fn bundle(lang: Lang, id: &str) -> Option<&'static Bundle> {
    const LANGS: usize = 4;
    static BUNDLES: OnceLock<Vec<OnceLock<Bundle>>> = OnceLock::new();
    let file = embedded::MESSAGES.binary_search_by(|(m, _)| (*m).cmp(id)).ok().map(|i| embedded::MESSAGES[i].1)?;
    let l = match lang {
        Lang::En => 0,
        Lang::Ru => 1,
        Lang::Bg => 2,
        Lang::Pseudo => 3,
    };
    let all = BUNDLES.get_or_init(|| (0..LANGS * embedded::FILES.len()).map(|_| OnceLock::new()).collect());
    Some(all[l * embedded::FILES.len() + file].get_or_init(|| build(lang, embedded::FILES[file])))
}

fn value(lang: Lang, arg: &Arg) -> FluentValue<'static> {
    match arg {
        Arg::Str(s) => FluentValue::from(super::safe(s)),
        Arg::Field(f) => FluentValue::from(format!("`{f}`")),
        // Fluent keeps numbers as f64, exact only up to 2^53: a larger one (a number typed to
        // test kozyr, say) is shown as text, digit for digit.
        Arg::Int(n) if n.unsigned_abs() > 1 << 53 => FluentValue::from(n.to_string()),
        Arg::Int(n) => FluentValue::from(*n),
        Arg::Signed(n) => FluentValue::from(match n {
            0 => "0".to_string(),
            n if *n > 0 => format!("+{n}"),
            n => format!("−{}", n.unsigned_abs()),
        }),
        Arg::Card(c) => FluentValue::from(c.to_string()),
        Arg::Cards(cs) => FluentValue::from(cs.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")),
        Arg::Suit(s) => FluentValue::from(s.symbol().to_string()),
        Arg::Msg(m) => FluentValue::from(render(lang, m)),
        Arg::List(ms) => {
            let sep = render_id(lang, "list-separator");
            FluentValue::from(ms.iter().map(|m| render(lang, m)).collect::<Vec<_>>().join(&sep))
        }
    }
}

/// Renders a message: the language's catalogue, else English, else the id itself (which the
/// catalogue tests never let ship).
pub(crate) fn render(lang: Lang, m: &Msg) -> String {
    if m.id.is_empty() {
        return String::new();
    }
    let mut args = FluentArgs::new();
    for (k, v) in &m.args {
        args.set(*k, value(lang, v));
    }
    for l in [lang, Lang::En] {
        let Some(b) = bundle(l, &m.id) else { continue };
        if let Some(pattern) = b.get_message(&m.id).and_then(|msg| msg.value()) {
            let mut errors = vec![];
            return b.format_pattern(pattern, Some(&args), &mut errors).into_owned();
        }
    }
    m.id.to_string()
}

/// Whether the catalogue of `lang` (not its English fallback) has a message.
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang, id).is_some_and(|b| b.has_message(id))
}

/// A message without arguments.
pub fn render_id(lang: Lang, id: impl Into<std::borrow::Cow<'static, str>>) -> String {
    render(lang, &Msg::new(id, vec![]))
}
