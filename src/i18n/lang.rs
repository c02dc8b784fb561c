//! The languages kozyr speaks, and how a language tag or a locale names one.

/// A language of the message catalogues.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Ru,
    Bg,
    /// English with every catalogue text accented (`en-XA`): a test language that shows any text
    /// that did not come from a catalogue, because it stays plain.
    Pseudo,
}

impl Lang {
    /// The languages a user can choose.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Bg];

    /// The tag used on the command line, in files and in `locales/`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Bg => "bg",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The folder under `locales/` whose catalogues this language reads.
    pub(crate) const fn catalogue(self) -> &'static str {
        match self {
            Lang::En | Lang::Pseudo => "en",
            Lang::Ru => "ru",
            Lang::Bg => "bg",
        }
    }

    /// Reads a language tag (`ru`, `bg-BG`) or a POSIX locale (`ru_RU.UTF-8`, `bg_BG@euro`).
    /// `C`, `POSIX`, empty and languages kozyr does not speak give `None`, so the next source of
    /// the choice decides.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let t = tag.trim();
        if t.eq_ignore_ascii_case("en-XA") || t.eq_ignore_ascii_case("pseudo") {
            return Some(Lang::Pseudo);
        }
        let lang = t.split(['_', '-', '.', '@']).next().unwrap_or("").to_ascii_lowercase();
        match lang.as_str() {
            "en" | "english" => Some(Lang::En),
            "ru" | "russian" | "русский" => Some(Lang::Ru),
            "bg" | "bulgarian" | "български" => Some(Lang::Bg),
            _ => None,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_locales_name_a_language() {
        assert_eq!(Lang::from_tag("ru_RU.UTF-8"), Some(Lang::Ru));
        assert_eq!(Lang::from_tag("bg_BG@euro"), Some(Lang::Bg));
        assert_eq!(Lang::from_tag("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_tag("BG"), Some(Lang::Bg));
        assert_eq!(Lang::from_tag("C.UTF-8"), None);
        assert_eq!(Lang::from_tag("POSIX"), None);
        assert_eq!(Lang::from_tag("de_DE.UTF-8"), None);
        assert_eq!(Lang::from_tag(""), None);
    }
}
