//! A game where one player goes out and each other counts the cards left in his hand: Rummy (the
//! winner collects the counts, doubled for «рамми») and Kitty (each count is the loser's penalty
//! points). Each is one [`Counting`] value: data on top of this one driver.

use serde_json::{Map, Value};

use super::left::{LeftIds, Pack};
use super::{one_name, DealDone, End, Table};
use crate::cards::{Card, CardSet, Deck};
use crate::engine::Seat;
use crate::games::family::simple::read_opts;
use crate::games::family::{deal_map, no_more_fields, solo_players, Goal, Opt, Rotation, Written};
use crate::games::{Entry, Game, GameInfo, GameReplay, RuleError, Setup, Step};
use crate::i18n::{field, signed};
use crate::msg;

/// What happens to the counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The player who went out collects each loser's count from him; `double` is the rule that
    /// doubles it when he went out in one go (Rummy's «рамми»).
    Collect { double: &'static str },
    /// Each loser writes his count as penalty points; the lowest total wins (Kitty).
    Penalty,
}

/// The rule ids a counting game cites, each with its prefix.
#[derive(Debug)]
pub struct Ids {
    pub left: LeftIds,
    /// Every deal names the player who went out.
    pub out_missing: &'static str,
    /// What each card left counts.
    pub score_cards: &'static str,
    /// What the player who went out scores.
    pub score_out: &'static str,
    pub limit: &'static str,
    pub deals: &'static str,
    pub winner: &'static str,
    pub penalty: &'static str,
    pub snapshot: &'static str,
}

/// A counting game, as data.
#[derive(Debug)]
pub struct Counting {
    pub info: &'static GameInfo,
    pub opts: &'static [Opt],
    /// The pack for a number of players.
    pub deck: fn(usize) -> Deck,
    /// What a card left in hand counts.
    pub value: fn(Card) -> i64,
    /// Most cards one loser can hold, at a table of so many.
    pub most: fn(usize) -> usize,
    /// Most cards all the losers together can hold.
    pub most_all: fn(usize) -> usize,
    pub kind: Kind,
    pub ids: &'static Ids,
    /// Rummy: the combinations laid by a player who went out in one go (`melds`), checked by the
    /// game — given the player out, his hand as dealt, whether he went out in one go, the cards
    /// the others hold and the field — into the explanation's steps and the view's groups.
    pub melds: Option<MeldCheck>,
}

/// See [`Counting::melds`].
pub type MeldCheck = fn(&Setup, Seat, usize, bool, CardSet, &Value) -> Result<(Vec<Step>, Value), RuleError>;

impl Counting {
    fn fields(&self) -> Vec<&'static str> {
        let mut f = vec!["dealer", "out", "left", "points"];
        if matches!(self.kind, Kind::Collect { .. }) {
            f.push("rummy");
        }
        if self.melds.is_some() {
            f.push("melds");
        }
        f
    }

    fn table(&self) -> Table {
        Table {
            info: self.info,
            end: End {
                goal: self.goal(),
                limit_rule: self.ids.limit,
                deals_rule: self.ids.deals,
                winner_rule: self.ids.winner,
            },
            penalty_rule: self.ids.penalty,
            snapshot_rule: self.ids.snapshot,
        }
    }

    fn goal(&self) -> Goal {
        match self.kind {
            Kind::Collect { .. } => Goal::Highest,
            Kind::Penalty => Goal::Lowest,
        }
    }

    /// The pack of a table of `n` and how much of it the losers can hold.
    pub fn pack(&self, n: usize) -> Pack {
        Pack { deck: (self.deck)(n), value: self.value, most: (self.most)(n), most_all: (self.most_all)(n) }
    }

    /// Reads and scores one deal.
    fn deal(&self, setup: &Setup, v: &Value, rotation: &Rotation) -> Result<DealDone, RuleError> {
        let game = self.info.id;
        let ids = self.ids;
        let names = &setup.players;
        let n = names.len();
        let mut map = deal_map(game, v)?;
        let fields = self.fields();
        let dealer_given = match map.remove("dealer") {
            Some(d) => Some(one_name(setup, ids.left.format, "dealer", &d).map(|s| names[s].clone())?),
            None => None,
        };
        let out = map.remove("out");
        let left = map.remove("left");
        let points = map.remove("points");
        let melds = if self.melds.is_some() { map.remove("melds") } else { None };
        let one_go = match map.remove("rummy") {
            Some(Value::Bool(b)) if fields.contains(&"rummy") => b,
            Some(_) if fields.contains(&"rummy") => {
                return Err(RuleError::new(ids.left.format, msg!("handcount-takes-switch", field = field("rummy"))));
            }
            Some(x) => {
                map.insert("rummy".into(), x);
                false
            }
            None => false,
        };
        no_more_fields(game, &map, &fields)?;
        let dealer = rotation.dealer(game, setup, dealer_given.as_deref())?;
        let Some(out) = out else {
            return Err(RuleError::new(ids.out_missing, msg!("handcount-out-missing", field = field("out"))));
        };
        let out = one_name(setup, ids.left.format, "out", &out)?;
        let got = self.pack(n).read(&ids.left, setup, out, left.as_ref(), points.as_ref())?;
        let laid = match (self.melds, &melds) {
            (Some(check), Some(v)) => {
                let held = got.cards.iter().flatten().flatten().fold(CardSet::EMPTY, |set, &c| set.with(c));
                Some(check(setup, out, (self.most)(n), one_go, held, v)?)
            }
            _ => None,
        };

        let mut scores = vec![0i64; n];
        let winner = &names[out];
        let (mut steps, laid_view) = match laid {
            Some((steps, view)) => (steps, Some(view)),
            None => (Vec::new(), None),
        };
        for s in (0..n).filter(|&s| s != out) {
            let p = got.points[s];
            let text = match &got.cards[s] {
                Some(c) => msg!("handcount-step-cards", player = &names[s], cards = c.clone(), points = p),
                None => msg!("handcount-step-points", player = &names[s], points = p),
            };
            steps.push(Step { rule: ids.score_cards, text });
            match self.kind {
                Kind::Collect { double } => {
                    let paid = if one_go { 2 * p } else { p };
                    scores[s] -= paid;
                    scores[out] += paid;
                    steps.push(if one_go {
                        Step {
                            rule: double,
                            text: msg!(
                                "handcount-step-pays-double",
                                player = &names[s],
                                winner = winner,
                                points = p,
                                paid = paid
                            ),
                        }
                    } else {
                        Step {
                            rule: ids.score_out,
                            text: msg!("handcount-step-pays", player = &names[s], winner = winner, paid = paid),
                        }
                    });
                }
                Kind::Penalty => scores[s] += p,
            }
        }
        steps.push(Step {
            rule: ids.score_out,
            text: match self.kind {
                Kind::Collect { .. } => msg!("handcount-step-collects", winner = winner, points = signed(scores[out])),
                Kind::Penalty => msg!("handcount-step-out-clean", winner = winner),
            },
        });

        let mut extra = Map::new();
        extra.insert("dealer".into(), names[dealer].clone().into());
        extra.insert("out".into(), winner.clone().into());
        if matches!(self.kind, Kind::Collect { .. }) {
            extra.insert("rummy".into(), one_go.into());
        }
        if let Some(view) = laid_view {
            extra.insert("melds".into(), view);
        }
        extra.insert(
            "left".into(),
            (0..n)
                .filter_map(|s| {
                    got.cards[s]
                        .as_ref()
                        .map(|c| (names[s].clone(), c.iter().map(|c| Value::from(c.ascii())).collect()))
                })
                .collect::<Map<_, _>>()
                .into(),
        );
        extra.insert(
            "points".into(),
            (0..n)
                .filter(|&s| s != out)
                .map(|s| (names[s].clone(), Value::from(got.points[s])))
                .collect::<Map<_, _>>()
                .into(),
        );
        let summary = if one_go {
            msg!("handcount-summary-one-go", dealer = &names[dealer], winner = winner)
        } else {
            msg!("handcount-summary", dealer = &names[dealer], winner = winner)
        };
        Ok(DealDone { dealer, written: Written { scores, summary, steps, extra, ..Written::default() } })
    }
}

impl Game for Counting {
    fn info(&self) -> &'static GameInfo {
        self.info
    }

    fn default_options(&self) -> Value {
        read_opts(self.info.id, self.opts, &Map::new()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        solo_players(self.info, players, teams)?;
        let options = read_opts(self.info.id, self.opts, options)?;
        Ok(Setup { game: self.info.id, players: players.to_vec(), teams: None, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let names = &setup.players;
        let n = names.len();
        self.table().replay(
            setup,
            state,
            entries,
            |v, rotation| self.deal(setup, v, rotation),
            |deal, dealer| msg!("family-next", deal = deal, dealer = &names[dealer], leader = &names[(dealer + 1) % n]),
        )
    }
}
