//! The contract every game module fulfils; the ledger and the CLI see games only through it.

use serde_json::{Map, Value};

use super::{Entry, GameReplay, RuleError, Setup};

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
    pub help: &'static str,
}

impl QuickFlag {
    /// Who dealt; every game that rotates the deal takes it.
    pub const DEALER: QuickFlag = QuickFlag {
        name: "dealer",
        field: "dealer",
        value: FlagValue::Text,
        help: "who dealt (default: the next in turn)",
    };
    /// Tricks won per player, the trick games' count.
    pub const WON: QuickFlag = QuickFlag {
        name: "won",
        field: "won",
        value: FlagValue::SideInts,
        help: "tricks each player won, e.g. Аня=3,Борис=5 (checked against the cards taken)",
    };
    /// Cards a player took, by card or count; the help says which cards the game scores.
    pub const fn took(help: &'static str) -> QuickFlag {
        QuickFlag { name: "took", field: "took", value: FlagValue::SideList, help }
    }

    /// Scoring cards taken where hearts are counted (Black Mary, Chervy, King).
    pub const TOOK: QuickFlag = QuickFlag::took(
        "scoring cards a player took, repeatable: --took Борис=QS,KS,3H or a count --took Вера=5 (hearts)",
    );

    /// A renege the table caught, where the game prices one.
    pub const RENEGE: QuickFlag = QuickFlag {
        name: "renege",
        field: "renege",
        value: FlagValue::List,
        help: "a player who reneged (repeat per renege)",
    };
}

/// A named option (variant) of a game; its default is read from the game's normalised options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionDoc {
    pub name: &'static str,
    pub help: &'static str,
}

/// What a game declares about itself.
#[derive(Debug)]
pub struct GameInfo {
    pub id: &'static str,
    /// English, Russian and Bulgarian names.
    pub names: [&'static str; 3],
    /// Fewest and most players.
    pub seats: (usize, usize),
    pub flags: &'static [QuickFlag],
    pub options: &'static [OptionDoc],
    /// The user's page for this game (docs/games/<id>.md), shown by `kozyr rules`.
    pub rules: &'static str,
    /// Every rule id the game can cite, with one line saying what it requires.
    pub rule_ids: &'static [(&'static str, &'static str)],
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
    /// 1-based position in the match and the entry; errors are placed at that position.
    fn replay(&self, setup: &Setup, entries: &[(usize, &Entry)]) -> Result<GameReplay, RuleError>;
}
