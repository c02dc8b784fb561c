//! Bulgarian Bridge-Belot (Бридж-белот): four players in two teams, counter-clockwise, contracts
//! from ♣ to All trumps with contra and recontra, premiums, the ÷ 10 rounding and hanging points.
//! Rules: docs/games/belot.md.

mod announcements;
mod bidding;
mod contract;
mod deal;
mod options;
mod rounding;
mod standing;
mod trick_rules;

pub use announcements::{Announcement, Kind};
pub use bidding::Auction;
pub use contract::{Contract, Double};
pub use deal::{read_deal, Deal, Played};
pub use options::BelotOptions;
pub use rounding::{round_one, split, whole};
pub use standing::Standing;
pub use trick_rules::{BelotTricks, SEATS, TRICKS};

use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::{
    check_players, Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, QuickFlag, RuleError, Scored, Setup, Team,
};

pub struct Belot;

static INFO: GameInfo = GameInfo {
    id: "belot",
    names: ["Bridge-Belot", "Бридж-белот", "Бридж-белот"],
    seats: (SEATS, SEATS),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag {
            name: "contract",
            field: "contract",
            value: FlagValue::Text,
            help: "Belot: clubs|diamonds|hearts|spades|no-trumps|all-trumps",
        },
        QuickFlag {
            name: "by",
            field: "declarer",
            value: FlagValue::Text,
            help: "Belot: the player who won the bidding",
        },
        QuickFlag { name: "declarer", field: "declarer", value: FlagValue::Text, help: "who took the contract" },
        QuickFlag {
            name: "contra",
            field: "double",
            value: FlagValue::Sets("contra"),
            help: "Belot: the contract was doubled (×2)",
        },
        QuickFlag {
            name: "recontra",
            field: "double",
            value: FlagValue::Sets("recontra"),
            help: "Belot: the contract was redoubled (×4)",
        },
        QuickFlag {
            name: "points",
            field: "points",
            value: FlagValue::SideInts,
            help: "card points taken, e.g. Аня=22,Борис=75,Вера=23 (Belot: per team)",
        },
        QuickFlag {
            name: "last",
            field: "last_trick",
            value: FlagValue::Text,
            help: "Belot: the team (or a player of it) that took the last trick",
        },
        QuickFlag {
            name: "announce",
            field: "announcements",
            value: FlagValue::List,
            help: "Belot: a premium, e.g. Петър:tierce:KH, Мария:carre:J, Елена:belot (repeat)",
        },
        QuickFlag {
            name: "valat",
            field: "valat",
            value: FlagValue::Text,
            help: "Belot: the team that took every trick (капо)",
        },
        QuickFlag {
            name: "bids",
            field: "bids",
            value: FlagValue::List,
            help: "Belot: the bidding from the dealer's right, e.g. hearts,contra,pass,pass,pass",
        },
        QuickFlag {
            name: "all-pass",
            field: "all_pass",
            value: FlagValue::Switch,
            help: "Belot: all four passed, nobody played",
        },
    ],
    options: &[
        OptionDoc { name: "target", help: "the game is won at this total" },
        OptionDoc { name: "valat_doubles", help: "contra and recontra multiply the valat's 90 too" },
        OptionDoc { name: "contra_escape", help: "a contra may be overbid by a higher contract" },
    ],
    rules: include_str!("../../../docs/games/belot.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Belot cites; docs/games/belot.md explains them and a test keeps this list in step.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("belot.deal.format", "a deal record has only the documented fields"),
    ("belot.deal.contract", "a deal names its contract"),
    ("belot.deal.declarer", "a deal names the player who won the bidding"),
    ("belot.deal.double", "a double is contra or recontra"),
    ("belot.deal.points", "a deal gives the teams' card points or every trick"),
    ("belot.deal.last-trick", "a deal names the team that took the last trick"),
    ("belot.deal.all-pass", "all four passed: no contract, declarer, double, points, last trick, valat or premiums"),
    ("belot.points.sum", "card points add up to 152 / 248 / 120"),
    ("belot.points.range", "a team's card points are 0 to the deck's total"),
    ("belot.points.team", "each team's points are given once"),
    ("belot.valat.inconsistent", "a valat team took every trick: the other team has nothing, not the last trick"),
    ("belot.bid.turn", "bids are made in turn from the dealer's right"),
    ("belot.bid.word", "a bid is pass, a contract, contra or recontra"),
    ("belot.bid.higher", "each contract bid is higher than the last"),
    ("belot.bid.contra", "contra only on the opponents' bid, once"),
    ("belot.bid.recontra", "recontra only after a contra, by the bidding team"),
    ("belot.bid.contra-escape", "after a contra only recontra or pass (option contra_escape)"),
    ("belot.bid.after-end", "nothing is bid after three passes end the bidding"),
    ("belot.bid.unfinished", "the bidding ends with three passes after a bid, or four passes"),
    ("belot.entry.disagree", "quick and full entry (and the bidding record) agree"),
    ("belot.announce.format", "a premium is PLAYER:TYPE[:CARD|RANK|SUIT]"),
    ("belot.announce.type", "premiums are tierce, quarte, quint, carré, belot"),
    ("belot.announce.no-trumps", "No trumps has no premiums, not even belot"),
    ("belot.announce.sequence-length", "a tierce is 3 cards, a quarte 4, a quint 5 or more, in 7 8 9 10 J Q K A"),
    ("belot.announce.carre-rank", "carrés are of 9, 10, J, Q, K or A, never 7s or 8s"),
    ("belot.announce.belot-suit", "a belot is K+Q of trump (a named suit in All trumps)"),
    ("belot.announce.overlap", "no card is in two players' premiums"),
    ("belot.announce.carre-and-sequence", "a card counts in a carré or a sequence of one player, not both"),
    ("belot.announce.not-held", "a premium's cards were in its player's hand"),
    ("belot.play.follow-suit", "follow the led suit if able"),
    ("belot.play.trump", "void, with an opponent winning: trump"),
    ("belot.play.overtrump", "void, an opponent trumped: over-trump if able"),
    ("belot.play.higher-trump", "trump led: play a higher trump if able"),
    ("belot.play.all-trumps-higher", "All trumps: play higher in the led suit if able"),
    ("belot.play.format", "a play record has only the documented fields"),
    ("belot.play.trick-size", "each trick has one card from each player"),
    ("belot.play.card-count", "a deal is 8 tricks of 4 cards"),
    ("belot.play.duplicate-card", "each card is played once"),
    ("belot.play.not-in-deck", "only the 32 cards 7–A are played"),
    ("belot.play.out-of-turn", "players play in turn from the trick's leader"),
    ("belot.play.first-leader", "the first leader is a player of the match"),
    ("belot.belot.king-or-queen", "a belot is called with its K or Q"),
    ("belot.belot.trump", "a belot is of trump, never in No trumps"),
    ("belot.belot.pair", "a belot is called with the first of K and Q, the other still held"),
    ("belot.belot.how-played", "a belot counts when its first card is led, follows suit or trumps"),
    ("belot.premium.sequence", "only the team with the best sequence scores its sequences"),
    ("belot.premium.sequence-tie", "equal best sequences cancel every sequence"),
    ("belot.premium.carre", "only the team with the best carré (J 9 A 10 K Q) scores its carrés"),
    ("belot.premium.belot", "a belot is never cancelled"),
    ("belot.score.raw", "a team's total: card points, last trick 10, premiums, valat 90; No trumps doubles points"),
    ("belot.score.made", "declarers with more: each team writes its own ÷ 10"),
    ("belot.score.hanging", "equal: the others write theirs, the declarers' points hang"),
    ("belot.score.inside", "declarers with less: the others write both"),
    ("belot.score.contra", "contra ×2, recontra ×4 of the whole deal, premiums included"),
    ("belot.score.contra-winner", "with a contra the team with more points writes everything"),
    ("belot.score.contra-hanging", "with a contra, equal totals: everything hangs"),
    ("belot.round.suit", "suit contract: 7–9 up, 0–5 down"),
    ("belot.round.all-trumps", "All trumps: 5–9 up, 0–3 down"),
    ("belot.round.no-trumps", "No trumps: ordinary rounding"),
    ("belot.round.conflict", "both end in 6 (suit) or 4 (All trumps): fewer points round up"),
    ("belot.round.hanging-up", "equal totals in the conflict digit: the hanging points round up"),
    ("belot.hanging.award", "hanging points go to the winner of the next deal"),
    ("belot.match.target", "the first team past 151 wins; both past: the higher"),
    ("belot.match.tie", "equal past 151: play on"),
    ("belot.match.valat", "a game does not end on a valat (С капо не се излиза)"),
    ("belot.penalty", "a penalty agreed by the table is written to a team"),
    ("belot.penalty.points", "a Belot penalty gives its points"),
    ("belot.option.unknown", "only documented options"),
    ("belot.option.value", "option values of the right type and range"),
];

impl Game for Belot {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(BelotOptions::default()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        let need = || {
            RuleError::new(
                "match.teams",
                "Belot is played by two teams of two: --team Ние=Иван,Мария --team Вие=Петър,Елена",
            )
        };
        let teams = teams.ok_or_else(need)?;
        let mut read: Vec<Team> = Vec::new();
        for (name, members) in teams {
            let members: Vec<String> = members
                .as_array()
                .map(|a| a.iter().filter_map(|m| m.as_str().map(|s| s.trim().to_string())).collect())
                .unwrap_or_default();
            if members.len() != 2 || name.trim().is_empty() {
                return Err(need());
            }
            read.push(Team { name: name.trim().to_string(), members });
        }
        if read.len() != 2 {
            return Err(need());
        }
        // Seats in playing order, partners opposite: a player of one team, then of the other.
        let players: Vec<String> = if players.is_empty() {
            vec![
                read[0].members[0].clone(),
                read[1].members[0].clone(),
                read[0].members[1].clone(),
                read[1].members[1].clone(),
            ]
        } else {
            players.to_vec()
        };
        check_players(&players, INFO.seats, INFO.id)?;
        let team_of =
            |p: &str| read.iter().position(|t| t.members.iter().any(|m| m.to_lowercase() == p.to_lowercase()));
        for t in &read {
            for m in &t.members {
                if !players.iter().any(|p| p.to_lowercase() == m.to_lowercase()) {
                    return Err(RuleError::new(
                        "match.teams",
                        format!("{m} of team {} is not one of the players", t.name),
                    ));
                }
            }
        }
        let first = team_of(&players[0]).ok_or_else(need)?;
        for (s, p) in players.iter().enumerate() {
            let t = team_of(p).ok_or_else(need)?;
            if (t == first) != (s % 2 == 0) {
                return Err(RuleError::new(
                    "match.teams",
                    format!(
                        "partners sit opposite: in playing order the seats go team, other team, team, other team ({})",
                        players.join(", ")
                    ),
                ));
            }
        }
        if first == 1 {
            read.swap(0, 1);
        }
        let o = BelotOptions::from_map(options)?;
        let options = crate::games::stored_options("belot", &o)?;
        Ok(Setup { game: INFO.id, players, teams: Some(read), options })
    }

    fn replay(&self, setup: &Setup, entries: &[(usize, &Entry)]) -> Result<GameReplay, RuleError> {
        let o: BelotOptions = serde_json::from_value(setup.options.clone())
            .map_err(|e| RuleError::new("belot.option.value", e.to_string()))?;
        let sides = setup.sides();
        let names = &setup.players;
        let mut st = Standing::default();
        let mut out = GameReplay { target: Some(o.target), ..GameReplay::default() };
        let mut next_dealer: Seat = 0;
        let mut deals = 0;
        for &(n, entry) in entries {
            let scored = match entry {
                Entry::Deal(v) => {
                    let d = read_deal(v, setup, &o, next_dealer).map_err(|e| e.at_entry(n))?;
                    deals += 1;
                    next_dealer = (d.dealer + 1) % SEATS;
                    let w = st.deal(&d, &o, &sides, names);
                    Scored {
                        scores: w.scores.to_vec(),
                        totals: st.totals.to_vec(),
                        notes: w.notes.into_iter().map(Into::into).collect(),
                        marks: w.marks,
                        explain: w.steps,
                        summary: w.summary.into(),
                        extra: w.extra,
                    }
                }
                Entry::Penalty(p) => {
                    // The seed names no penalties; a table that agrees one writes its points.
                    let t = deal::team_of(setup, &p.player).map_err(|e| e.at_entry(n))?;
                    let points = p.points.filter(|&x| x != 0 && x.abs() <= 1000).ok_or_else(|| {
                        RuleError::new(
                            "belot.penalty.points",
                            "a Belot penalty gives its points (the seed names none): --points -10",
                        )
                        .at_entry(n)
                    })?;
                    st.totals[t] += points;
                    let mut scores = vec![0; 2];
                    scores[t] = points;
                    let text = format!("{}: {} {points:+}", sides[t], p.reason);
                    let mut extra = Map::new();
                    extra.insert("team".into(), sides[t].clone().into());
                    extra.insert("reason".into(), p.reason.clone().into());
                    Scored {
                        scores,
                        totals: st.totals.to_vec(),
                        notes: vec![text.clone().into()],
                        marks: vec![crate::games::Mark { side: t, tag: "penalty", symbol: "!" }],
                        explain: vec![crate::games::Step { rule: "belot.penalty", text: text.into() }],
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
        if st.winner.is_none() {
            let hanging = if st.hanging > 0 { format!(" ({} points hang)", st.hanging) } else { String::new() };
            out.next = Some(
                format!(
                    "deal {}: {} deals, {} bids first{hanging}",
                    deals + 1,
                    names[next_dealer],
                    names[(next_dealer + 1) % SEATS]
                )
                .into(),
            );
        }
        Ok(out)
    }
}
