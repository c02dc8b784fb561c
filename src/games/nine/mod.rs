//! Nine (Девятка): 2 to 12 players, the 36-card pack dealt out one card at a time. The holder of
//! 9♦ plays it first; each card after is a nine or extends the row of its suit up or down from the
//! nine; a player who cannot play passes and pays 1 into the bank, which everyone opened with the
//! agreed ante. The first rid of his cards takes the bank: every deal's money sums to zero. The
//! highest total wins. Quick entry (who went out, the passes) or the whole deal refereed
//! ([`play`]). Rules: docs/games/nine.md.

pub mod play;

use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::family::simple::{int, read_opts, Opt, DEALS_DOC};
use crate::games::family::{deal_map, no_more_fields, solo_players, Goal, Rotation, Written};
use crate::games::handcount::{names_map, one_name, DealDone, End, Table};
use crate::games::rummy::OUT;
use crate::games::{Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, QuickFlag, RuleError, Setup, Step};
use crate::i18n::{field, signed};
use crate::msg;

/// The pack: 36 cards (the book: «Используют колоду из 36 карт»).
pub const PACK: usize = 36;
/// What a pass costs (the book: «Если игроку нечем ходить, он пропускает ход. За это ему
/// начисляется штраф в 1 очко»).
pub const PASS: i64 = 1;
/// Each player's stake in the bank, our choice where the book names none («разыгрывают банк,
/// образованный ими перед началом игры»): one unit, what a pass costs.
pub const ANTE: i64 = 1;

/// The most passes one player can make in a deal: every round of turns plays a card (someone
/// always holds the next card of a row, or a nine), 9♦ opens, and each other player keeps a card.
pub fn most_passes(players: usize) -> i64 {
    (PACK + 1).saturating_sub(players) as i64
}

static INFO: GameInfo = GameInfo {
    id: "nine",
    seats: (2, 12),
    flags: &[
        QuickFlag::DEALER,
        OUT,
        QuickFlag { name: "passes", field: "passes", value: FlagValue::SideInts, help: "flag-nine-passes" },
        QuickFlag { name: "nine", field: "nine", value: FlagValue::Text, help: "flag-nine-nine" },
    ],
    options: &[
        OptionDoc { name: "ante", help: "option-nine-ante" },
        OptionDoc { name: "limit", help: "option-nine-limit" },
        DEALS_DOC,
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Nine cites; docs/games/nine.md explains them.
pub const RULE_IDS: &[&str] = &[
    "nine.score.ante",
    "nine.score.pass",
    "nine.score.bank",
    "nine.match.limit",
    "nine.match.deals",
    "nine.match.winner",
    "nine.penalty",
    "nine.deal.format",
    "nine.deal.dealer",
    "nine.out.missing",
    "nine.passes.range",
    "nine.play.format",
    "nine.play.hands",
    "nine.play.first",
    "nine.play.card",
    "nine.play.not-held",
    "nine.pass.playable",
    "nine.play.after-out",
    "nine.play.unfinished",
    "nine.entry.disagree",
    "nine.penalty.points",
    "nine.option.unknown",
    "nine.option.value",
    "nine.snapshot",
];

const OPTS: &[Opt] = &[
    Opt::Int { name: "ante", default: ANTE, min: 0, max: 1000 },
    Opt::Int { name: "limit", default: 0, min: 0, max: 100_000 },
    Opt::Int { name: "deals", default: 0, min: 0, max: 1000 },
];

const FORMAT: &str = "nine.deal.format";

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Nine;

pub static NINE: Nine = Nine;

/// What a deal of Nine proved: who went out first, each seat's passes, who held 9♦ (when known).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub out: Seat,
    pub passes: Vec<i64>,
    pub nine: Option<Seat>,
}

/// What the quick entry of a deal says, each fact when given.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Quick {
    out: Option<Seat>,
    passes: Option<Vec<i64>>,
    nine: Option<Seat>,
}

impl Nine {
    fn table(&self) -> Table {
        Table {
            info: &INFO,
            end: End {
                goal: Goal::Highest,
                limit_rule: "nine.match.limit",
                deals_rule: "nine.match.deals",
                winner_rule: "nine.match.winner",
            },
            penalty_rule: "nine.penalty",
            snapshot_rule: "nine.snapshot",
        }
    }

    /// The quick entry: who went out, the passes (none for a player not named), who held 9♦.
    fn quick(
        &self,
        setup: &Setup,
        out: Option<&Value>,
        passes: Option<&Value>,
        nine: Option<&Value>,
    ) -> Result<Quick, RuleError> {
        let names = &setup.players;
        let n = names.len();
        let out = out.map(|v| one_name(setup, FORMAT, "out", v)).transpose()?;
        let nine = nine.map(|v| one_name(setup, FORMAT, "nine", v)).transpose()?;
        let passes = match passes {
            None => None,
            Some(v) => {
                let mut p = vec![0i64; n];
                for (s, x) in names_map(setup, FORMAT, "passes", v)? {
                    let k = x.as_i64().ok_or_else(|| {
                        RuleError::new(FORMAT, msg!("handcount-takes-points", field = field("passes")))
                    })?;
                    if !(0..=most_passes(n)).contains(&k) {
                        return Err(RuleError::new(
                            "nine.passes.range",
                            msg!("nine-passes-range", player = &names[s], passes = k, most = most_passes(n)),
                        )
                        .with_player(&names[s]));
                    }
                    p[s] = k;
                }
                Some(p)
            }
        };
        Ok(Quick { out, passes, nine })
    }

    /// Reads and scores one deal.
    fn deal(&self, setup: &Setup, v: &Value, rotation: &Rotation) -> Result<DealDone, RuleError> {
        let names = &setup.players;
        let n = names.len();
        let mut map = deal_map("nine", v)?;
        let fields = ["dealer", "out", "passes", "nine", "play"];
        let dealer_given = map.remove("dealer").map(|d| one_name(setup, FORMAT, "dealer", &d)).transpose()?;
        let (out, passes, nine, record) =
            (map.remove("out"), map.remove("passes"), map.remove("nine"), map.remove("play"));
        no_more_fields("nine", &map, &fields)?;
        let dealer = rotation.dealer("nine", setup, dealer_given.map(|s| names[s].as_str()))?;
        let Quick { out, passes, nine } = self.quick(setup, out.as_ref(), passes.as_ref(), nine.as_ref())?;
        let outcome = match record {
            Some(r) => {
                let o = play::referee(setup, &r)?;
                agree(setup, &o, out, passes.as_deref(), nine)?;
                o
            }
            None => {
                let out = out.ok_or_else(|| {
                    RuleError::new(
                        "nine.out.missing",
                        msg!("nine-out-missing", out = field("out"), play = field("play")),
                    )
                })?;
                Outcome { out, passes: passes.unwrap_or_else(|| vec![0; n]), nine }
            }
        };
        let ante = int(setup, "ante");
        Ok(DealDone { dealer, written: written(setup, dealer, &outcome, ante) })
    }
}

/// The quick entry given beside a play record says what the record shows.
fn agree(
    setup: &Setup,
    o: &Outcome,
    out: Option<Seat>,
    passes: Option<&[i64]>,
    nine: Option<Seat>,
) -> Result<(), RuleError> {
    let names = &setup.players;
    let disagree = |text| Err(RuleError::new("nine.entry.disagree", text));
    if let Some(s) = out.filter(|&s| s != o.out) {
        return disagree(msg!("nine-disagree-out", given = &names[s], shown = &names[o.out]));
    }
    if let Some(s) = nine.filter(|&s| Some(s) != o.nine) {
        let shown = o.nine.map(|h| names[h].clone()).unwrap_or_default();
        return disagree(msg!("nine-disagree-nine", given = &names[s], shown = shown));
    }
    if let Some(p) = passes {
        if let Some(s) = (0..names.len()).find(|&s| p[s] != o.passes[s]) {
            return disagree(msg!("nine-disagree-passes", player = &names[s], given = p[s], shown = o.passes[s]));
        }
    }
    Ok(())
}

/// What a deal writes: everyone pays the ante and his passes into the bank, the first out takes it.
fn written(setup: &Setup, dealer: Seat, o: &Outcome, ante: i64) -> Written {
    let names = &setup.players;
    let n = names.len();
    let passes: i64 = o.passes.iter().sum();
    let bank = ante * n as i64 + passes * PASS;
    let mut scores = vec![-ante; n];
    let mut steps = vec![Step {
        rule: "nine.score.ante",
        text: msg!("nine-step-ante", players = n, ante = ante, bank = ante * n as i64),
    }];
    for s in 0..n {
        if o.passes[s] > 0 {
            scores[s] -= o.passes[s] * PASS;
            steps.push(Step {
                rule: "nine.score.pass",
                text: msg!("nine-step-pass", player = &names[s], passes = o.passes[s], paid = o.passes[s] * PASS),
            });
        }
    }
    scores[o.out] += bank;
    steps.push(Step {
        rule: "nine.score.bank",
        text: msg!("nine-step-bank", player = &names[o.out], bank = bank, net = signed(scores[o.out])),
    });
    let mut extra = Map::new();
    extra.insert("dealer".into(), names[dealer].clone().into());
    extra.insert("out".into(), names[o.out].clone().into());
    extra.insert("nine".into(), o.nine.map(|s| names[s].clone()).into());
    extra.insert(
        "passes".into(),
        (0..n).map(|s| (names[s].clone(), Value::from(o.passes[s]))).collect::<Map<_, _>>().into(),
    );
    extra.insert("bank".into(), bank.into());
    let summary = match o.nine {
        Some(h) => msg!("nine-summary-nine", dealer = &names[dealer], nine = &names[h], winner = &names[o.out]),
        None => msg!("nine-summary", dealer = &names[dealer], winner = &names[o.out]),
    };
    Written { scores, summary, steps, extra, ..Written::default() }
}

impl Game for Nine {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        read_opts("nine", OPTS, &Map::new()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        solo_players(&INFO, players, teams)?;
        let options = read_opts("nine", OPTS, options)?;
        Ok(Setup { game: "nine", players: players.to_vec(), teams: None, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let names = &setup.players;
        self.table().replay(
            setup,
            state,
            entries,
            |v, rotation| self.deal(setup, v, rotation),
            |deal, dealer| msg!("nine-next", deal = deal, dealer = &names[dealer]),
        )
    }
}
