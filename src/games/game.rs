//! The contract every game module fulfils; the ledger and the CLI see games only through it.

use serde_json::{Map, Value};

use super::{Entry, Figure, GameReplay, RuleError, Scored, Setup};
use crate::cards::Card;
use crate::engine::solver::general::Line;
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
    /// One player's name: `--loser Вера` → `"loser": "Вера"`. Named again (`--loser Вера --loser
    /// Аня`) the names stay a list, for the game to refuse two.
    Name,
    /// Players' names in order, separated by commas or the flag repeated: `--order Вера,Аня
    /// --order Борис` → `"order": ["Вера", "Аня", "Борис"]`.
    Names,
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

    /// The options a match recorded before they existed lacks, each with the value that keeps the
    /// rule the match was refereed by (Terz's `talon_play`: `free`); a new match or a document
    /// takes the default, the book's. `stored`: the options as recorded.
    fn stored_before(&self, _stored: &Map<String, Value>) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// The book's reason for a penalty a table typed by its Russian or Bulgarian name (`три
    /// девятки` → `three-nines`), so `kozyr penalty` stores the record's word and the sheet shows it
    /// in the reader's language; `None` for a reason the game does not name (stored as typed).
    fn penalty_reason(&self, _typed: &str) -> Option<&'static str> {
        None
    }

    /// The setup of a match already recorded, from the options it stored: [`Game::setup`] with
    /// what [`Game::stored_before`] gives filled in where the match stored nothing.
    fn restore(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        stored: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        let mut options = stored.clone();
        for &(key, old) in self.stored_before(stored) {
            options.entry(key).or_insert_with(|| Value::from(old));
        }
        self.setup(players, teams, &options)
    }

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

    /// A deal record as docs/formats.md writes it, for `kozyr export`: a game that reads a field in
    /// more than one shape writes the documented one (the family's `"loser": ["Вера"]`, as the
    /// command line once stored it, becomes `"loser": "Вера"`), so that what leaves the ledger is
    /// what the format describes. The record as stored by default.
    fn export_deal(&self, deal: &Value) -> Value {
        deal.clone()
    }

    /// Searches a deal recorded with its play from trick `from_trick` (1-based; `None`: the game's
    /// default): "could the declarer have made it?" `deal` is the record as stored, with the
    /// dealer in turn filled in when the record does not name one. `Ok(None)`: this game has no
    /// search (the default); a game opts in by implementing this, without any CLI plumbing.
    fn solve(&self, _setup: &Setup, _deal: &Value, _from_trick: Option<usize>) -> Result<Option<Solved>, RuleError> {
        Ok(None)
    }

    /// The lines a picture of the score race draws across it, as the table's paper marks them
    /// (Thousand's barrel and 1000, Belot's target, Mushka's 0), lowest first, read from the match's
    /// options. None by default: most games' totals have no line worth drawing.
    fn lines(&self, _setup: &Setup) -> Vec<ScoreLine> {
        Vec::new()
    }

    /// The game's own figures of one scored deal or penalty in force, for `kozyr stats`: each a
    /// figure id (`thousand.contract.made`, one of [`Game::figure_ids`]), the side it belongs to and
    /// what it adds. Read from what the game already wrote in the row (its marks and its JSON
    /// fields), so a figure never disagrees with the sheet. None by default.
    fn figures(&self, _setup: &Setup, _scored: &Scored) -> Vec<Figure> {
        Vec::new()
    }

    /// The figures only the whole match knows (a club session's matchpoint percentage from its
    /// ranking in `extra`, [`GameReplay::extra`]): each replaces what it was. None by default.
    fn match_figures(&self, _setup: &Setup, _extra: &Map<String, Value>) -> Vec<Figure> {
        Vec::new()
    }

    /// Every figure id [`Game::figures`] and [`Game::match_figures`] can report; each has its
    /// label in the catalogues (`figure-<id with dashes>`).
    fn figure_ids(&self) -> &'static [&'static str] {
        &[]
    }
}

/// A total the game marks on its sheet, drawn across the chart of the score race with its name.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoreLine {
    pub value: i64,
    /// What the line is («бочка»), in the game's catalogue.
    pub label: Msg,
}

/// A recorded deal's play searched from one trick on: "could the declarer have made it?" — what
/// his side took, what best play by both sides would have given it (double dummy), the contract
/// both ways, a best line and the first card that left one. Values are the game's points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// 1-based trick the search started from, of `tricks`.
    pub from_trick: usize,
    pub tricks: usize,
    /// The declarer, or his team, as the sheet names them.
    pub side: String,
    /// What the side took before `from_trick`, from it on in the play recorded, and from it on
    /// with best play by both sides.
    pub before: i64,
    pub taken: i64,
    pub best: i64,
    /// The contract as played, and as best play by both sides from `from_trick` leaves it.
    pub made: bool,
    pub could: bool,
    /// The contract's arithmetic as played and along the best line, in the game's words.
    pub played_score: Msg,
    pub best_score: Msg,
    /// A best line from `from_trick` to the end.
    pub line: Vec<SolvedTrick>,
    /// The first recorded card after which the side's double-dummy value dropped.
    pub departure: Option<SolvedDeparture>,
}

impl SolvedDeparture {
    /// The departure the search found, in the sheet's names: the side's deal total with the better
    /// card and with the card played, and the game's verdict on them (`kept(could, after)`).
    pub fn new(
        d: &crate::engine::solver::general::Departure,
        names: &[String],
        kept: impl FnOnce(i64, i64) -> bool,
    ) -> SolvedDeparture {
        let could = i64::from(d.own_so_far) + i64::from(d.own_better);
        let after = i64::from(d.own_so_far) + i64::from(d.own_after);
        SolvedDeparture {
            trick: d.trick,
            player: names.get(d.seat).cloned().unwrap_or_default(),
            card: d.play.card,
            call: d.play.call,
            better: d.better.card,
            better_call: d.better.call,
            could,
            after,
            kept: kept(could, after),
        }
    }
}

/// One trick of a best line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolvedTrick {
    pub number: usize,
    /// Player, card, and whether the card carried a call (a marriage, a belot).
    pub plays: Vec<(String, Card, bool)>,
    pub winner: String,
}

/// Where the play recorded first left a best line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolvedDeparture {
    pub trick: usize,
    pub player: String,
    pub card: Card,
    pub call: bool,
    /// A card that kept the side's value, and the side's deal total with it and with the card played
    /// (best play by both sides after either).
    pub better: Card,
    pub better_call: bool,
    pub could: i64,
    pub after: i64,
    /// The better card kept the contract the card played lost.
    pub kept: bool,
}

/// A search's line as tricks with the players' names: trick numbers from `first`, `seats` cards a
/// trick.
pub fn solved_line(line: &Line, first: usize, seats: usize, names: &[String]) -> Vec<SolvedTrick> {
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    line.plays
        .chunks(seats.max(1))
        .zip(&line.winners)
        .enumerate()
        .map(|(i, (trick, &w))| SolvedTrick {
            number: first + i,
            plays: trick.iter().map(|&(s, p)| (name(s), p.card, p.call)).collect(),
            winner: name(w),
        })
        .collect()
}
