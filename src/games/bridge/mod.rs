//! Contract bridge: a table of four scoring its deals as duplicate boards (Law 77 of the Laws of
//! Duplicate Bridge), as a rubber or as Chicago; and a club session, where pairs play the same
//! boards at several tables and are ranked by matchpoints or IMPs; and teams of four, a match of
//! two tables scored in IMPs and victory points, or an evening of such matches. Rules:
//! docs/games/bridge.md.

pub mod auction;
pub mod chicago;
pub mod claim;
pub mod evening;
mod figures;
pub mod matchpoints;
pub mod options;
pub mod play;
pub mod ranking;
pub mod record;
pub mod revoke;
pub mod rubber;
pub mod score;
pub mod session;
mod table;
pub mod teams;
pub mod traveller;
pub mod tricks;
pub mod vp;

pub use matchpoints::{matchpoints, neuberg, top};
pub use options::{BridgeOptions, Neuberg, Revokes, Scoring};
pub use rubber::{honours_value, Rubber, RubberDeal};
pub use score::{
    contract_points, dealer_of_board, imps, ns_score, score, Contract, Doubling, Score, Strain, Vulnerability,
};

use serde_json::{Map, Value};

use crate::games::FlagValue;
use crate::games::{check_players, Entry, Game, GameInfo, GameReplay, OptionDoc, QuickFlag, RuleError, Setup, Team};
use crate::msg;

pub struct Bridge;

static INFO: GameInfo = GameInfo {
    id: "bridge",
    seats: (record::SEATS, record::SEATS),
    flags: &[
        QuickFlag { name: "board", field: "board", value: FlagValue::Int, help: "flag-bridge-board" },
        QuickFlag { name: "contract", field: "contract", value: FlagValue::Text, help: "flag-bridge-contract" },
        QuickFlag { name: "double", field: "double", value: FlagValue::Text, help: "flag-bridge-double" },
        QuickFlag { name: "by", field: "declarer", value: FlagValue::Text, help: "flag-bridge-by" },
        QuickFlag { name: "declarer", field: "declarer", value: FlagValue::Text, help: "flag-bridge-by" },
        QuickFlag { name: "result", field: "result", value: FlagValue::Text, help: "flag-bridge-result" },
        // The command's own `--tricks`, read as the count when it is a number (cli/deal_input.rs).
        QuickFlag { name: "tricks", field: "tricks", value: FlagValue::Int, help: "flag-bridge-tricks" },
        QuickFlag { name: "honours", field: "honours", value: FlagValue::Text, help: "flag-bridge-honours" },
        QuickFlag { name: "vulnerable", field: "vulnerable", value: FlagValue::Text, help: "flag-bridge-vulnerable" },
        QuickFlag { name: "stop", field: "stop", value: FlagValue::Switch, help: "flag-bridge-stop" },
    ],
    options: &[
        OptionDoc { name: "scoring", help: "option-bridge-scoring" },
        OptionDoc { name: "unfinished_partscore", help: "option-bridge-unfinished_partscore" },
        OptionDoc { name: "boards", help: "option-bridge-boards" },
        OptionDoc { name: "revokes", help: "option-bridge-revokes" },
        OptionDoc { name: "neuberg", help: "option-bridge-neuberg" },
    ],
    rule_ids: RULE_IDS,
    // Neuberg's counts and a teams match's rooms, typed as they are (`--option neuberg=most`, `--room open`).
    words: &["expected", "most", "open", "closed"],
};

/// Every rule bridge cites; docs/games/bridge.md explains them and a test keeps this list in step.
pub const RULE_IDS: &[&str] = &[
    // A board's result as written (record.rs) and the options (options.rs).
    "bridge.contract.format",
    "bridge.contract.level",
    "bridge.contract.redouble",
    "bridge.contract.double",
    "bridge.result.format",
    "bridge.result.range",
    "bridge.tricks.range",
    "bridge.tricks.disagree",
    "bridge.tricks.missing",
    "bridge.deal.vulnerable",
    "bridge.option.unknown",
    "bridge.option.value",
    "bridge.snapshot",
    // A table's match: duplicate, rubber, Chicago (table.rs and the files it uses).
    "bridge.deal.format",
    "bridge.deal.board",
    "bridge.contract.missing",
    "bridge.declarer.missing",
    "bridge.seat.unknown",
    "bridge.honours.format",
    "bridge.honours.count",
    "bridge.honours.notrump",
    "bridge.honours.passed",
    "bridge.rubber.vulnerable",
    "bridge.chicago.vulnerable",
    "bridge.score.trick-points",
    "bridge.score.overtricks",
    "bridge.score.game",
    "bridge.score.part-score",
    "bridge.score.slam",
    "bridge.score.insult",
    "bridge.score.undertricks",
    "bridge.score.passed-out",
    "bridge.score.honours",
    "bridge.rubber.game",
    "bridge.rubber.bonus",
    "bridge.rubber.unfinished",
    "bridge.chicago.game",
    "bridge.chicago.part-score",
    "bridge.stop",
    "bridge.penalty",
    "bridge.penalty.points",
    // A club session (session.rs and the files it uses).
    "bridge.session.pairs",
    "bridge.session.field",
    "bridge.session.traveller",
    "bridge.session.ranking",
    "bridge.session.board",
    "bridge.session.pair",
    "bridge.session.same-pair",
    "bridge.session.board-twice",
    "bridge.session.adjusted",
    "bridge.session.adjusted-contract",
    "bridge.session.contract",
    "bridge.session.declarer",
    "bridge.session.penalty",
    // A teams-of-four match (teams.rs) and an evening of teams (evening.rs, vp.rs).
    "bridge.teams.teams",
    "bridge.teams.field",
    "bridge.teams.room",
    "bridge.teams.board-twice",
    "bridge.teams.vulnerable",
    "bridge.teams.dealer",
    "bridge.teams.imps",
    "bridge.teams.incomplete",
    "bridge.evening.teams",
    "bridge.evening.field",
    "bridge.evening.round",
    "bridge.evening.team",
    "bridge.evening.same-team",
    "bridge.evening.played-twice",
    "bridge.evening.rematch",
    "bridge.evening.imps",
    "bridge.evening.bye",
    "bridge.evening.vp",
    "bridge.evening.boards",
    // The play (play.rs and the files it uses: auction.rs, tricks.rs, revoke.rs, claim.rs).
    "bridge.deal.hands",
    "bridge.auction.call",
    "bridge.auction.insufficient",
    "bridge.auction.double",
    "bridge.auction.redouble",
    "bridge.auction.unfinished",
    "bridge.auction.after-end",
    "bridge.auction.disagree",
    "bridge.play.format",
    "bridge.play.trick-size",
    "bridge.play.opening-lead",
    "bridge.play.out-of-turn",
    "bridge.play.not-held",
    "bridge.play.duplicate-card",
    "bridge.play.card-count",
    "bridge.play.not-in-deck",
    "bridge.play.first-leader",
    "bridge.play.needs-deal",
    "bridge.play.passed-out",
    "bridge.play.revoke",
    "bridge.play.disagree",
    "bridge.revoke.transfer",
    "bridge.revoke.no-transfer",
    "bridge.claim.format",
    "bridge.claim.too-many",
    "bridge.claim.stands",
    "bridge.claim.concession-void",
    "bridge.claim.agreed",
    "bridge.claim.fails",
];

impl Game for Bridge {
    fn figures(&self, setup: &Setup, scored: &crate::games::Scored) -> Vec<crate::games::Figure> {
        figures::of(setup, scored)
    }

    fn figure_ids(&self) -> &'static [&'static str] {
        figures::IDS
    }

    fn match_figures(&self, setup: &Setup, extra: &Map<String, Value>) -> Vec<crate::games::Figure> {
        figures::of_match(setup, extra)
    }

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(BridgeOptions::default()).unwrap_or(Value::Null)
    }

    /// A session stored before `neuberg` existed keeps the most results of any board as its E, the
    /// count it was ranked by; a new session or a document takes `expected`.
    fn stored_before(&self, stored: &Map<String, Value>) -> &'static [(&'static str, &'static str)] {
        let scoring: Option<Scoring> = stored.get("scoring").and_then(|s| serde_json::from_value(s.clone()).ok());
        if scoring.is_some_and(Scoring::is_session) {
            &[("neuberg", "most")]
        } else {
            &[]
        }
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        let o = BridgeOptions::from_map(options)?;
        let stored = crate::games::stored_options(INFO.id, &o)?;
        if o.scoring.is_session() {
            return session::setup(players, teams, &o, stored);
        }
        if o.scoring == Scoring::Teams {
            return teams::setup(players, teams, &o, stored);
        }
        if o.scoring.is_evening() {
            return evening::setup(players, teams, &o, stored);
        }
        if teams.is_some_and(|t| !t.is_empty()) {
            return Err(RuleError::new("match.teams", msg!("bridge-teams-by-seat")));
        }
        check_players(players, INFO.seats, INFO.id)?;
        // The partnerships are fixed by the seats: North with South, East with West.
        let team = |side: usize| Team {
            name: record::side_name(side).to_string(),
            members: vec![players[side].clone(), players[side + 2].clone()],
        };
        Ok(Setup { game: INFO.id, players: players.to_vec(), teams: Some(vec![team(0), team(1)]), options: stored })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let o: BridgeOptions = serde_json::from_value(setup.options.clone())
            .map_err(|e| RuleError::new("bridge.option.value", msg!("bridge-option-stored", error = e.to_string())))?;
        if o.scoring.is_session() {
            session::replay_from(setup, &o, state, entries)
        } else if o.scoring == Scoring::Teams {
            teams::replay_from(setup, &o, state, entries)
        } else if o.scoring.is_evening() {
            evening::replay_from(setup, &o, state, entries)
        } else {
            table::replay_from(setup, &o, state, entries)
        }
    }
}
