//! Thousand (Тысяча): three players, 24 cards, bidding from 100, marriages that change trump
//! mid-deal, and the score sheet's barrel, bolts and 555. Rules: docs/games/thousand.md.

mod deal;
mod options;
mod standing;
mod trick_rules;

pub use deal::{read_deal, Deal, HEADERS};
pub use options::ThousandOptions;
pub use standing::Standing;
pub use trick_rules::{card_points, marriage_value, ThousandTricks, SEATS, TRICKS};

use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::{
    check_players, Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, QuickFlag, RuleError, Scored, Setup,
};

/// The game: stateless; everything lives in the match's setup and entries.
pub struct Thousand;

/// Seed penalties written as their own entries: misdeal (the last card did not go to the dealer)
/// and three nines cut in a row. Both −100.
pub const PENALTIES: &[(&str, i64, &str)] = &[
    ("misdeal", -100, "the last card of the pack did not go to the dealer"),
    ("three-nines", -100, "the same player cut a nine three times in a row"),
];

static INFO: GameInfo = GameInfo {
    id: "thousand",
    names: ["Thousand", "Тысяча", "Хиляда"],
    seats: (SEATS, SEATS),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag {
            name: "declarer",
            field: "declarer",
            value: FlagValue::Text,
            help: "the declarer (Thousand: who took the talon; Belot: as --by)",
        },
        QuickFlag {
            name: "bid",
            field: "bid",
            value: FlagValue::Int,
            help: "the declarer's final contract (Thousand)",
        },
        QuickFlag {
            name: "auction",
            field: "auction",
            value: FlagValue::Int,
            help: "the bid that won the auction, if raised after the talon",
        },
        QuickFlag {
            name: "points",
            field: "points",
            value: FlagValue::SideInts,
            help: "card points taken, e.g. Аня=22,Борис=75,Вера=23",
        },
        QuickFlag {
            name: "marriage",
            field: "marriages",
            value: FlagValue::SideList,
            help: "a declared marriage, e.g. Борис:hearts (repeat)",
        },
        QuickFlag {
            name: "conceded",
            field: "conceded",
            value: FlagValue::Switch,
            help: "the declarer conceded before the first lead (расписать)",
        },
    ],
    options: &[
        OptionDoc { name: "bid_step", help: "raise step in the auction: 5 or 10" },
        OptionDoc { name: "marriage_on_first_lead", help: "a marriage may be declared on the declarer's first lead" },
        OptionDoc { name: "barrel_at", help: "the barrel line (880 is common)" },
        OptionDoc { name: "barrel_deals", help: "deals allowed on the barrel to reach 1000" },
        OptionDoc { name: "barrel_fall_to", help: "the total a player falls to from the barrel" },
        OptionDoc { name: "barrel_penalty", help: "instead of barrel_fall_to: fall to the line plus this (e.g. -120)" },
        OptionDoc { name: "bolts_consecutive", help: "three bolts must be in consecutive deals" },
        OptionDoc { name: "reset_555", help: "a total of exactly 555 is reset to 0" },
        OptionDoc { name: "reset_minus_555", help: "a total of exactly -555 is reset to 0 too" },
    ],
    rules: include_str!("../../../docs/games/thousand.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Thousand cites. docs/games/thousand.md explains each; a test keeps them in step.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("thousand.deal.format", "a deal record has only the documented fields"),
    ("thousand.deal.declarer", "a deal names its declarer"),
    ("thousand.deal.bid", "a deal gives the contract"),
    ("thousand.deal.points", "a deal gives card points, a play record, or a concession"),
    ("thousand.bid.opening", "bidding opens at 100"),
    ("thousand.bid.step", "bids rise by the step (5)"),
    ("thousand.bid.max", "no contract above 400 (120 card points and four marriages)"),
    ("thousand.bid.raise", "the final contract is not below the auction bid"),
    ("thousand.bid.dealer-opens", "only the dealer can play at 100"),
    ("thousand.bid.marriage", "a bid above 120 needs a marriage in hand"),
    ("thousand.points.sum", "card points add up to 120"),
    ("thousand.points.range", "a player's card points are 0 to 120"),
    ("thousand.points.impossible", "card points are a sum of whole tricks (1 and 119 never are)"),
    ("thousand.marriage.suit", "a marriage is named by its suit"),
    ("thousand.marriage.twice", "each suit's marriage is declared at most once"),
    ("thousand.marriage.on-lead", "a marriage is declared by the player on lead"),
    ("thousand.marriage.king-or-queen", "a marriage is declared by leading its K or Q"),
    ("thousand.marriage.partner", "the player declaring a marriage holds its other card"),
    ("thousand.marriage.first-lead", "no marriage on the first lead (option)"),
    ("thousand.concede.no-play", "a conceded deal has no points, marriages or tricks"),
    ("thousand.play.format", "a play record has only the documented fields"),
    ("thousand.play.trick-size", "each trick has one card from each player"),
    ("thousand.play.follow-suit", "follow the led suit if able"),
    ("thousand.play.trump", "void in the led suit: trump if able"),
    ("thousand.play.card-count", "a deal is 8 tricks of 3 cards"),
    ("thousand.play.duplicate-card", "each card is played once"),
    ("thousand.play.not-in-deck", "only the 24 cards 9–A are played"),
    ("thousand.play.out-of-turn", "players play in turn from the trick's leader"),
    ("thousand.play.first-leader", "the first leader is a player of the match"),
    ("thousand.talon.size", "the talon has 3 cards"),
    ("thousand.talon.cards", "the declarer took the talon: each of its cards was played or passed by him"),
    ("thousand.talon.passed", "the declarer passes one card to each opponent"),
    ("thousand.entry.disagree", "quick and full entry of one deal agree"),
    ("thousand.score.card-points", "a player's deal total is card points plus own marriages"),
    ("thousand.score.declarer-made", "a declarer who makes the contract writes the contract"),
    ("thousand.score.declarer-failed", "a declarer who fails writes minus the contract"),
    ("thousand.score.opponent-rounding", "opponents write their total rounded to 5"),
    ("thousand.concede", "a concession: declarer −contract, each opponent +60"),
    ("thousand.barrel.climb", "reaching the barrel line puts a player on the barrel, capped at the line"),
    ("thousand.barrel.opponent", "opponent points are not written while on the barrel"),
    ("thousand.barrel.deal", "a deal played on the barrel"),
    ("thousand.barrel.time", "the barrel's deals ran out: fall"),
    ("thousand.barrel.win", "1000 reached as declarer on the barrel wins"),
    ("thousand.barrel.short", "a made contract that does not reach 1000 leaves the total at the line"),
    ("thousand.barrel.failed-contract", "a failed contract on the barrel: line − contract, off the barrel"),
    ("thousand.barrel.knocked-off", "a newcomer knocks the sitting player off the barrel"),
    ("thousand.bolt", "an opponent who writes 0 gets a bolt"),
    ("thousand.bolt.three", "three bolts cost 120"),
    ("thousand.bolt.consecutive", "bolts restart after a scoring deal (option)"),
    ("thousand.reset-555", "a total of exactly 555 is reset to 0"),
    ("thousand.penalty", "a penalty is its own entry: misdeal −100, three nines at the cut −100"),
    ("thousand.penalty.reason", "a penalty with an unknown reason gives its points"),
    ("thousand.penalty.points", "a penalty is a non-zero number of points up to 1000"),
    ("thousand.penalty.barrel", "a penalty on the barrel takes the player off it"),
    ("thousand.option.unknown", "only documented options"),
    ("thousand.option.value", "option values of the right type"),
];

impl Game for Thousand {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        ThousandOptions::from_map(&Map::new()).ok().and_then(|o| serde_json::to_value(o).ok()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        check_players(players, INFO.seats, INFO.id)?;
        if teams.is_some_and(|t| !t.is_empty()) {
            return Err(RuleError::new("match.teams", "Thousand is played every man for himself; it has no teams"));
        }
        let o = ThousandOptions::from_map(options)?;
        let options = crate::games::stored_options("thousand", &o)?;
        Ok(Setup { game: INFO.id, players: players.to_vec(), teams: None, options })
    }

    fn replay(&self, setup: &Setup, entries: &[(usize, &Entry)]) -> Result<GameReplay, RuleError> {
        let o: ThousandOptions = serde_json::from_value(setup.options.clone())
            .map_err(|e| RuleError::new("thousand.option.value", e.to_string()))?;
        let names = &setup.players;
        let mut st = Standing::default();
        let mut out = GameReplay::default();
        let mut next_dealer: Seat = 0;
        let mut deals = 0usize;
        for &(n, entry) in entries {
            let scored = match entry {
                Entry::Deal(v) => {
                    let d = read_deal(v, setup, &o, next_dealer).map_err(|e| e.at_entry(n))?;
                    deals += 1;
                    next_dealer = (d.dealer + 1) % SEATS;
                    let w = st.deal(&d, &o, names);
                    let summary = format!(
                        "{} {}{}",
                        names[d.declarer],
                        d.bid,
                        if d.conceded {
                            " conceded"
                        } else if w.made {
                            ""
                        } else {
                            " failed"
                        }
                    );
                    let mut extra = Map::new();
                    extra.insert("dealer".into(), names[d.dealer].clone().into());
                    extra.insert("declarer".into(), names[d.declarer].clone().into());
                    extra.insert("bid".into(), d.bid.into());
                    extra.insert("made".into(), w.made.into());
                    extra.insert("conceded".into(), d.conceded.into());
                    Scored {
                        scores: w.scores.to_vec(),
                        totals: st.totals.to_vec(),
                        notes: w.notes.into_iter().map(Into::into).collect(),
                        marks: w.marks,
                        explain: w.steps,
                        summary: summary.into(),
                        extra,
                    }
                }
                Entry::Penalty(p) => {
                    let s = setup.seat(&p.player).map_err(|e| e.at_entry(n))?;
                    let points = penalty_points(&p.reason, p.points).map_err(|e| e.at_entry(n))?;
                    let mut w = standing::Written {
                        scores: [0; SEATS],
                        marks: vec![],
                        steps: vec![],
                        notes: vec![],
                        made: false,
                    };
                    w.steps.push(crate::games::Step {
                        rule: "thousand.penalty",
                        text: format!("{}: penalty {points:+} ({})", names[s], p.reason).into(),
                    });
                    w.marks.push(crate::games::Mark { side: s, tag: "penalty", symbol: "!" });
                    st.penalty(s, points, &o, names, &mut w);
                    let mut extra = Map::new();
                    extra.insert("player".into(), names[s].clone().into());
                    extra.insert("reason".into(), p.reason.clone().into());
                    let mut notes = vec![format!("{}: {} {points:+}", names[s], p.reason)];
                    notes.extend(w.notes);
                    Scored {
                        scores: w.scores.to_vec(),
                        totals: st.totals.to_vec(),
                        notes: notes.into_iter().map(Into::into).collect(),
                        marks: w.marks,
                        explain: w.steps,
                        summary: format!("penalty: {}", p.reason).into(),
                        extra,
                    }
                }
                Entry::Void(_) | Entry::Note(_) => continue,
            };
            out.scored.push(scored);
            out.finished_after.push(st.winner.is_some());
        }
        out.winner = st.winner;
        out.next = if st.winner.is_some() {
            None
        } else {
            Some(format!("deal {}: {} deals and opens the bidding at 100", deals + 1, names[next_dealer]).into())
        };
        Ok(out)
    }
}

/// The points of a penalty: the seed's amount for a reason it names, else the points given.
fn penalty_points(reason: &str, given: Option<i64>) -> Result<i64, RuleError> {
    let known = PENALTIES.iter().find(|(r, _, _)| *r == reason.trim().to_lowercase());
    let points = match (given, known) {
        (Some(p), _) => p,
        (None, Some(&(_, p, _))) => p,
        (None, None) => {
            let names: Vec<&str> = PENALTIES.iter().map(|(r, _, _)| *r).collect();
            return Err(RuleError::new(
                "thousand.penalty.reason",
                format!(
                    "a penalty for \"{reason}\" needs its points; the seed's penalties ({}) know theirs",
                    names.join(", ")
                ),
            ));
        }
    };
    if points == 0 || points.abs() > 1000 {
        return Err(RuleError::new(
            "thousand.penalty.points",
            format!("a penalty of {points} points; give a non-zero number up to 1000"),
        ));
    }
    Ok(points)
}
