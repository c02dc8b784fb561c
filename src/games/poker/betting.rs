//! The book's «торговля» of a hand, refereed action by action (the optional `bets` of a hand's
//! record). The book «100 карточных игр для всей семьи», for three players and more: «Если первый
//! игрок говорит слово «пас», он выбывает из дальнейшей «торговли». Если он играет, то добавляет в
//! банк любую сумму … Следующий участник может пасовать либо положить в банк сумму, не меньшую, а
//! равную или большую, чем заказал предыдущий игрок … Так торговля идет по цепочке, пока не
//! останется несколько или один игрок. Если не спасовал только один игрок, то он, не показывая
//! своих карт, забирает весь банк.» — and two players left bid until one passes, or one puts in
//! no less than his partner and says «Откроемся».
//!
//! Read as: in turn from the dealer's left, each player still in passes (and is out) or puts in a
//! sum that brings what he has put in all to at least the most anyone has (the first at least 1);
//! the betting goes round until one player is left, or every player still in has spoken and all
//! have put in the same — «Откроемся», the showdown. Everyone plays his first cards («Все
//! участники играют со своими первоначальными картами»): no exchange, one round of betting.
//!
//! Written as the actions in the order they were taken, each `NAME:ACTION` or the bare action
//! (the speaker is then whoever's turn it was): `"10 pass 10"`, `"Борис:10, Вера:пас, Аня:20"`.

use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::stakes::AMOUNT_MAX;
use crate::games::{shown, RuleError, Setup};
use crate::i18n::{field, Msg};
use crate::msg;

/// One action of the betting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// «Пас»: out of the hand.
    Pass,
    /// A sum put into the pot.
    Put(i64),
}

/// How the betting ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// Everyone else passed: he takes the pot without showing.
    Alone(Seat),
    /// Every player still in put in this much: they show their cards.
    Equal(i64),
}

/// The betting as it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Betting {
    pub actions: Vec<(Seat, Action)>,
    /// What each seat put in all, the ante included; `None`: not in the hand.
    pub put: Vec<Option<i64>>,
    /// Who passed.
    pub folded: Vec<bool>,
    pub end: End,
}

fn action(text: &str) -> Option<Action> {
    let w = text.trim().to_lowercase();
    if ["pass", "пас", "fold"].contains(&w.as_str()) {
        return Some(Action::Pass);
    }
    w.parse::<i64>().ok().filter(|&k| k >= 0).map(Action::Put)
}

/// The record's `bets` as texts: a text, or a list of texts.
pub fn texts(v: &Value) -> Result<Vec<String>, RuleError> {
    let bad = || RuleError::new("poker.bet.format", msg!("poker-bet-field", field = field("bets")));
    match v {
        Value::String(s) => Ok(vec![s.clone()]),
        Value::Array(a) => a.iter().map(|x| x.as_str().map(String::from).ok_or_else(bad)).collect(),
        _ => Err(bad()),
    }
}

fn tokens(setup: &Setup, texts: &[String]) -> Result<Vec<(Option<Seat>, Action)>, RuleError> {
    let mut out = vec![];
    for text in texts {
        let parts: Vec<&str> = if text.contains([',', ';']) {
            text.split([',', ';']).map(str::trim).filter(|p| !p.is_empty()).collect()
        } else {
            text.split_whitespace().collect()
        };
        for part in parts {
            let (who, w) = match part.rsplit_once(':') {
                Some((who, w)) => (Some(who.trim()), w),
                None => (None, part),
            };
            let a = action(w).ok_or_else(|| {
                RuleError::new("poker.bet.format", msg!("poker-bet-word", word = shown(w.trim()))).with_card(shown(w))
            })?;
            let seat = who.map(|w| setup.seat(w)).transpose()?;
            out.push((seat, a));
        }
    }
    Ok(out)
}

/// Referees the betting written in `texts`: `in_hand` the seats dealt in, `dealer` dealing, every
/// player in having put `ante` before the deal.
pub fn referee(
    setup: &Setup,
    texts: &[String],
    in_hand: &[bool],
    dealer: Seat,
    ante: i64,
) -> Result<Betting, RuleError> {
    let names = &setup.players;
    let n = names.len();
    let mut total: Vec<Option<i64>> = (0..n).map(|s| in_hand[s].then_some(ante)).collect();
    let mut folded = vec![false; n];
    let mut acted = vec![false; n];
    let mut level = ante;
    let mut cursor = dealer;
    let mut actions = vec![];
    let mut end: Option<End> = None;
    let live = |folded: &[bool]| -> Vec<Seat> { (0..n).filter(|&s| in_hand[s] && !folded[s]).collect() };
    for (said, a) in tokens(setup, texts)? {
        if let Some(e) = end {
            let who = said.map_or_else(String::new, |s| names[s].clone());
            let m = match e {
                End::Alone(s) => msg!("poker-bet-over-alone", player = who, alone = &names[s]),
                End::Equal(x) => msg!("poker-bet-over-equal", player = who, amount = x),
            };
            return Err(RuleError::new("poker.bet.over", m));
        }
        let due = (1..=n).map(|k| (cursor + k) % n).find(|&s| in_hand[s] && !folded[s]).unwrap_or(cursor);
        if let Some(s) = said.filter(|&s| s != due) {
            let who = names[s].as_str();
            let (rule, m) = if !in_hand[s] {
                ("poker.bet.turn", msg!("poker-bet-out", player = who, field = field("put")))
            } else if folded[s] {
                ("poker.bet.folded", msg!("poker-bet-folded", player = who))
            } else {
                ("poker.bet.turn", msg!("poker-bet-turn", player = who, due = &names[due]))
            };
            return Err(RuleError::new(rule, m).with_player(who));
        }
        let who = names[due].as_str();
        let mine = total[due].unwrap_or(0);
        match a {
            Action::Pass => folded[due] = true,
            Action::Put(k) => {
                let need = (level - mine).max(1);
                if k < need {
                    return Err(RuleError::new(
                        "poker.bet.minimum",
                        msg!("poker-bet-minimum", player = who, amount = k, need = need, level = level.max(mine + 1)),
                    )
                    .with_player(who));
                }
                if mine + k > AMOUNT_MAX {
                    return Err(RuleError::new(
                        "poker.put.amount",
                        msg!("poker-put-amount", player = who, amount = mine + k, max = AMOUNT_MAX),
                    )
                    .with_player(who));
                }
                total[due] = Some(mine + k);
                level = level.max(mine + k);
            }
        }
        acted[due] = true;
        cursor = due;
        actions.push((due, a));
        let still = live(&folded);
        if still.len() == 1 {
            end = Some(End::Alone(still[0]));
        } else if still.iter().all(|&s| acted[s] && total[s] == Some(level)) {
            end = Some(End::Equal(level));
        }
    }
    let Some(end) = end else {
        let still = live(&folded);
        let due = (1..=n).map(|k| (cursor + k) % n).find(|&s| in_hand[s] && !folded[s]).unwrap_or(cursor);
        let sums: Vec<Msg> = still
            .iter()
            .map(|&s| msg!("poker-put-one", player = names[s].as_str(), amount = total[s].unwrap_or(0)))
            .collect();
        return Err(RuleError::new(
            "poker.bet.unfinished",
            msg!("poker-bet-unfinished", due = &names[due], sums = sums, level = level),
        )
        .with_player(&names[due]));
    };
    Ok(Betting { actions, put: total, folded, end })
}

impl Betting {
    /// The actions as the explanation says them.
    pub fn said(&self, names: &[String]) -> Vec<Msg> {
        self.actions
            .iter()
            .map(|&(s, a)| match a {
                Action::Pass => msg!("poker-bet-said-pass", player = names[s].as_str()),
                Action::Put(k) => msg!("poker-put-one", player = names[s].as_str(), amount = k),
            })
            .collect()
    }

    /// The actions in the JSON view: `{"player": …, "put": 10}` or `{"player": …, "pass": true}`.
    pub fn json(&self, names: &[String]) -> Value {
        self.actions
            .iter()
            .map(|&(s, a)| {
                let mut m = Map::new();
                m.insert("player".into(), names[s].clone().into());
                match a {
                    Action::Pass => m.insert("pass".into(), true.into()),
                    Action::Put(k) => m.insert("put".into(), k.into()),
                };
                Value::Object(m)
            })
            .collect()
    }
}
