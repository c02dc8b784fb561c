//! The contract every game module fulfils; the ledger and the CLI see games only through it.

use serde_json::{Map, Value};

use super::{Entry, GameReplay, RuleError, Setup};
use crate::i18n::{page, render_id, Lang, Msg};

/// The kind of value a quick-entry flag takes; the CLI turns flags into the deal's JSON fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagValue {
    /// `--declarer Борис` → `"declarer": "Борис"`.
    Text,
    /// `--bid 120` → `"bid": 120`.
    Int,
    /// `--conceded` → `"conceded": true`.
    Switch,
    /// `--points Аня=22,Борис=75` → `"points": {"Аня": 22, "Борис": 75}`.
    SideInts,
    /// `--announce A --announce B` → `"announce": ["A", "B"]`.
    List,
    /// `--marriage Борис:hearts` (repeatable) → `"marriages": {"Борис": ["hearts"]}`.
    SideList,
    /// A switch that writes a fixed value: `--contra` → `"double": "contra"`.
    Sets(&'static str),
}

/// A quick-entry flag of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuickFlag {
    /// The flag without dashes, e.g. `declarer`.
    pub name: &'static str,
    /// The deal record's field it fills.
    pub field: &'static str,
    pub value: FlagValue,
    /// The catalogue message that explains the flag (`flag-<game>-<name>`, or a shared `flag-<name>`).
    pub help: &'static str,
}

impl QuickFlag {
    /// Who dealt; every game that rotates the deal takes it.
    pub const DEALER: QuickFlag =
        QuickFlag { name: "dealer", field: "dealer", value: FlagValue::Text, help: "flag-dealer" };
    /// Tricks won per player, the trick games' count.
    pub const WON: QuickFlag = QuickFlag { name: "won", field: "won", value: FlagValue::SideInts, help: "flag-won" };
    /// Cards a player took, by card or count; the help says which cards the game scores.
    pub const fn took(help: &'static str) -> QuickFlag {
        QuickFlag { name: "took", field: "took", value: FlagValue::SideList, help }
    }

    /// Scoring cards taken where hearts are counted (Black Mary, Chervy, King).
    pub const TOOK: QuickFlag = QuickFlag::took("flag-took-hearts");

    /// A renege the table caught, where the game prices one.
    pub const RENEGE: QuickFlag =
        QuickFlag { name: "renege", field: "renege", value: FlagValue::List, help: "flag-renege" };
}

/// A named option (variant) of a game; its default is read from the game's normalised options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionDoc {
    pub name: &'static str,
    /// The catalogue message that explains the option (`option-<game>-<name>`).
    pub help: &'static str,
}

/// What a game declares about itself.
#[derive(Debug)]
pub struct GameInfo {
    pub id: &'static str,
    /// Fewest and most players.
    pub seats: (usize, usize),
    pub flags: &'static [QuickFlag],
    pub options: &'static [OptionDoc],
    /// Every rule id the game can cite. What each requires is the catalogue message
    /// `rule-<id with dashes>` (`thousand.bid.step` → `rule-thousand-bid-step`); the game's names
    /// are `game-<id>`, its page `docs/games/[<lang>/]<id>.md`.
    pub rule_ids: &'static [&'static str],
    /// The words the game's records take as they are typed, whatever the reader's language
    /// (Bezique's `double-bezique`, `six-pack`): the catalogues quote them untranslated.
    pub words: &'static [&'static str],
}

impl GameInfo {
    /// The game's name in `lang` («Тысяча»).
    pub fn name(&self, lang: Lang) -> String {
        render_id(lang, format!("game-{}", self.id))
    }

    /// What a rule requires, as `kozyr rules GAME ids` lists it.
    pub fn rule_doc(rule: &str) -> Msg {
        Msg::new(format!("rule-{}", rule.replace('.', "-")), vec![])
    }

    /// The game's rules page in `lang`, or the English one when it has none in that language.
    pub fn page(&self, lang: Lang) -> (&'static str, Lang) {
        match page(lang, self.id) {
            Some(p) => (p, lang),
            None => (page(Lang::En, self.id).unwrap_or_default(), Lang::En),
        }
    }
}

/// A game: its setup (players, teams, options) and the replay of its entries.
pub trait Game: Send + Sync {
    fn info(&self) -> &'static GameInfo;

    /// Every option with its default value, as `setup` would store them.
    fn default_options(&self) -> Value;

    /// Validates players, teams and options; unknown options and impossible values are errors.
    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError>;

    /// Scores the effective entries (voids already applied) in order. Each item is the entry's
    /// 1-based position in the match and the entry; errors are placed at that position. The
    /// match from its start: [`Game::replay_from`] without a state, the state dropped.
    fn replay(&self, setup: &Setup, entries: &[(usize, &Entry)]) -> Result<GameReplay, RuleError> {
        self.replay_from(setup, None, entries).map(|(played, _)| played)
    }

    /// Scores `entries` starting from `state` — what this game returned after an earlier part of
    /// the same match, or `None` for the match's start — and returns the replay of these entries
    /// with the state after the last of them, which the ledger keeps as a snapshot so that
    /// recording a deal does not replay the whole match. `scored` and `finished_after` cover
    /// `entries` only; `winner`, `next`, `target`, `lowest_wins` and `start` are those of the
    /// whole match. Replaying a match in two parts gives exactly what replaying it whole gives.
    /// `None` for the state: this game cannot be resumed, and is always replayed whole.
    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError>;
}
