//! Which language kozyr speaks: `--lang`, then `KOZYR_LANG`, then the language of the match the
//! command acts on (`kozyr new … --lang bg`, `kozyr use --lang bg`), then the locale (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`), else English. A command that acts on no match skips the match's step.
//!
//! The match's language comes before the locale because a locale is what a laptop happens to be
//! set to (`en_US.UTF-8` for most), while a match's language is what its table chose: a match begun
//! in Bulgarian must not answer its next deal in English. `--lang` and `KOZYR_LANG` are the
//! reader's explicit word and still decide over the match.

use std::ffi::OsString;

use crate::i18n::Lang;
use crate::msg;

use super::Failure;

/// The language the user chose for this run, before any match is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Choice {
    /// `--lang` as typed on this command line.
    pub flag: Option<Lang>,
    /// What decides before a match's own language: the flag, else `KOZYR_LANG`.
    pub chosen: Option<Lang>,
    /// What decides after it: the locale's language, if kozyr speaks it.
    pub locale: Option<Lang>,
}

impl Choice {
    /// The language to print in for a command that acts on a match whose own language is `own`
    /// (`None`: no match, or a match that has no language of its own, as every match from before
    /// matches kept one).
    pub fn lang(&self, own: Option<Lang>) -> Lang {
        self.chosen.or(own).or(self.locale).unwrap_or_default()
    }
}

/// The value of `--lang` in the raw arguments (`--lang ru`, `--lang=ru`), read before clap so that
/// help and usage errors are already in the chosen language.
fn flag_value(args: &[OsString]) -> Option<String> {
    let mut it = args.iter().skip(1).take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        let a = a.to_string_lossy();
        if a == "--lang" {
            return it.next().map(|v| v.to_string_lossy().into_owned());
        }
        if let Some(v) = a.strip_prefix("--lang=") {
            return Some(v.to_string());
        }
    }
    None
}

fn unknown(value: &str, source: &str) -> Failure {
    let shown: String = value.chars().take(40).collect();
    Failure::input("cli.lang", msg!("cli-lang-unknown", value = shown, source = source))
}

/// Reads the choice from the arguments and the environment. An unknown `--lang` or `KOZYR_LANG`
/// is an error (a typo must not silently print another language); a locale kozyr does not speak,
/// or `C`/`POSIX`, leaves the choice to the match and then English.
pub fn choose(args: &[OsString], env: impl Fn(&str) -> Option<String>) -> Result<Choice, Failure> {
    let flag = match flag_value(args) {
        Some(v) => Some(Lang::from_tag(&v).ok_or_else(|| unknown(&v, "--lang"))?),
        None => None,
    };
    let from_env = match env("KOZYR_LANG").filter(|v| !v.trim().is_empty()) {
        Some(v) => Some(Lang::from_tag(&v).ok_or_else(|| unknown(&v, "KOZYR_LANG"))?),
        None => None,
    };
    Ok(Choice { flag, chosen: flag.or(from_env), locale: locale(&env) })
}

/// The language of the locale, if kozyr speaks it: what an error about `--lang` itself is said in.
pub fn locale(env: impl Fn(&str) -> Option<String>) -> Option<Lang> {
    // POSIX: the first of these that is set and not empty names the messages' locale.
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|k| env(k).filter(|v| !v.is_empty()))
        .and_then(|v| Lang::from_tag(&v))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<OsString> {
        a.iter().map(OsString::from).collect()
    }

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |k| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
    }

    #[test]
    fn the_flag_beats_kozyr_lang_which_beats_the_locale() {
        let e = [("KOZYR_LANG", "bg"), ("LANG", "ru_RU.UTF-8")];
        assert_eq!(choose(&args(&["kozyr", "show", "--lang", "en"]), env(&e)).unwrap().lang(None), Lang::En);
        assert_eq!(choose(&args(&["kozyr", "--lang=ru", "show"]), env(&e)).unwrap().lang(None), Lang::Ru);
        assert_eq!(choose(&args(&["kozyr", "show"]), env(&e)).unwrap().lang(None), Lang::Bg);
        assert_eq!(choose(&args(&["kozyr", "show"]), env(&e[1..])).unwrap().lang(None), Lang::Ru);
    }

    #[test]
    fn the_matchs_own_language_comes_between_kozyr_lang_and_the_locale() {
        let e = [("KOZYR_LANG", "ru"), ("LANG", "en_US.UTF-8")];
        let own = Some(Lang::Bg);
        assert_eq!(choose(&args(&["kozyr", "deal"]), env(&e[1..])).unwrap().lang(own), Lang::Bg);
        assert_eq!(choose(&args(&["kozyr", "deal"]), env(&e[1..])).unwrap().lang(None), Lang::En);
        assert_eq!(choose(&args(&["kozyr", "deal"]), env(&e)).unwrap().lang(own), Lang::Ru);
        assert_eq!(choose(&args(&["kozyr", "deal", "--lang", "en"]), env(&e)).unwrap().lang(own), Lang::En);
        assert_eq!(choose(&args(&["kozyr", "deal"]), env(&[])).unwrap().lang(None), Lang::En);
    }

    #[test]
    fn lc_all_beats_lc_messages_beats_lang_and_c_leaves_the_choice_open() {
        let e = [("LC_ALL", "bg_BG.UTF-8"), ("LC_MESSAGES", "ru_RU"), ("LANG", "en_US.UTF-8")];
        assert_eq!(choose(&args(&["kozyr"]), env(&e)).unwrap().locale, Some(Lang::Bg));
        assert_eq!(choose(&args(&["kozyr"]), env(&e[1..])).unwrap().locale, Some(Lang::Ru));
        assert_eq!(choose(&args(&["kozyr"]), env(&[("LANG", "C.UTF-8")])).unwrap().locale, None);
        assert_eq!(choose(&args(&["kozyr"]), env(&[("LC_ALL", "de_DE.UTF-8")])).unwrap().locale, None);
    }

    #[test]
    fn an_unknown_language_is_an_error_not_a_silent_fallback() {
        let e = choose(&args(&["kozyr", "--lang", "fr"]), env(&[])).unwrap_err();
        assert!(e.render(Lang::En).contains("cli.lang"));
        assert!(choose(&args(&["kozyr"]), env(&[("KOZYR_LANG", "xx")])).is_err());
        // Arguments after `--` are data, not options.
        assert_eq!(choose(&args(&["kozyr", "--", "--lang", "fr"]), env(&[])).unwrap().chosen, None);
    }
}
