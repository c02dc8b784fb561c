//! The single-event banking games (Faro, Shtoss, Thirteen) on the money ledger: a round is a
//! banker, the bank, a stake per player (on a rank where the game has one) and EITHER the cards as
//! they came out — the game finds where each stake is decided — OR the outcome of each stake as the
//! table saw it (won, lost, undecided), checked as far as it can be. A stake won is paid one stake
//! from the bank, a stake lost pays one into it, an undecided one comes back; [`Money`] moves the
//! money and proves after every entry that nothing was made or lost (`GAME.money.conserved`).
//!
//! A game is a [`Betting`] implementation wrapped in [`Bets`], the [`Game`] the ledger sees. Shared
//! rule ids are cited with the game's prefix through its [`BetRules`]. What the machinery says is
//! in the `bets-*` messages of `locales/<lang>/bets.ftl` and the `stakes-*` ones it shares with
//! the other banking games.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{open_bank, options_of, typed_setup, BankIds, Claim, Money, Terms};
use crate::cards::{parse_cards, parse_rank, Card, CardBag, Rank};
use crate::engine::Seat;
use crate::games::state::{resume, snapshot};
use crate::games::{
    Entry, FlagValue, Game, GameInfo, GameReplay, Pool, PoolColumn, QuickFlag, RuleError, Scored, Setup, Step,
};
use crate::i18n::{field, signed, Msg};
use crate::msg;

/// The fields of a round's record (docs/formats.md).
pub const FIELDS: &[&str] = &["banker", "bank", "stakes", "ranks", "cards", "wins", "loses", "undecided"];

const BANKER: QuickFlag = QuickFlag { name: "banker", field: "banker", value: FlagValue::Text, help: "flag-banker" };
const BANK: QuickFlag = QuickFlag { name: "bank", field: "bank", value: FlagValue::Int, help: "flag-bank" };
const STAKES: QuickFlag =
    QuickFlag { name: "stakes", field: "stakes", value: FlagValue::SideInts, help: "flag-stakes" };
const RANK: QuickFlag = QuickFlag { name: "rank", field: "ranks", value: FlagValue::SideList, help: "flag-rank" };
const RUN: QuickFlag = QuickFlag { name: "run", field: "cards", value: FlagValue::List, help: "flag-run" };
const WINS: QuickFlag = QuickFlag { name: "wins", field: "wins", value: FlagValue::List, help: "flag-wins" };
const LOSES: QuickFlag = QuickFlag { name: "loses", field: "loses", value: FlagValue::List, help: "flag-loses" };
const UNDECIDED: QuickFlag =
    QuickFlag { name: "undecided", field: "undecided", value: FlagValue::List, help: "flag-undecided" };

/// The quick-entry flags of a game whose players stake on a rank (Faro, Shtoss).
pub const RANKED_FLAGS: &[QuickFlag] = &[BANKER, BANK, STAKES, RANK, RUN, WINS, LOSES, UNDECIDED];
/// The quick-entry flags of a game whose stakes name no rank (Thirteen), which decides every stake.
pub const FLAGS: &[QuickFlag] = &[BANKER, BANK, STAKES, RUN, WINS, LOSES];

/// The shared rules as each game cites them, with its prefix.
#[derive(Debug)]
pub struct BetRules {
    /// A round's record has only the documented fields, of the right kinds.
    pub format: &'static str,
    /// Who banks, and that the banker does not stake.
    pub banker: &'static str,
    pub bank_new: &'static str,
    pub bank_returned: &'static str,
    pub bank_amount: &'static str,
    pub bank_broken: &'static str,
    pub stake_positive: &'static str,
    pub stake_over_bank: &'static str,
    pub stake_fixed: &'static str,
    /// Somebody stakes.
    pub stake_missing: &'static str,
    /// Every stake names one rank, and only stakes do (games that stake on a rank).
    pub rank: Option<&'static str>,
    /// The cards are cards of the pack.
    pub card: &'static str,
    /// No more copies of a card than the packs hold.
    pub copies: &'static str,
    /// The cards go on until every stake is decided or the pack is out.
    pub run_undecided: &'static str,
    /// Without the cards, every stake has an outcome and only stakes do.
    pub outcome_missing: &'static str,
    /// An outcome given beside the cards is what they say.
    pub outcome_disagree: &'static str,
    /// The stakes one run of cards decides alike are recorded alike.
    pub outcome_same: &'static str,
    /// Where a stake can stay undecided (the pack out): it comes back. `None`: every stake is
    /// decided, and an undecided outcome is refused under `outcome_undecided`.
    pub pay_undecided: Option<&'static str>,
    pub outcome_undecided: Option<&'static str>,
    pub money_conserved: &'static str,
    pub penalty: &'static str,
    pub snapshot: &'static str,
}

/// How a stake came out for its player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Won,
    Lost,
    Undecided,
}

impl Verdict {
    fn times(self) -> i64 {
        match self {
            Verdict::Won => 1,
            Verdict::Lost => -1,
            Verdict::Undecided => 0,
        }
    }

    fn word(self) -> Msg {
        match self {
            Verdict::Won => msg!("bets-verdict-won"),
            Verdict::Lost => msg!("bets-verdict-lost"),
            Verdict::Undecided => msg!("bets-verdict-undecided"),
        }
    }
}

/// A player's stake: how much, and on which rank where the game has one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bet {
    pub seat: Seat,
    pub stake: i64,
    pub rank: Option<Rank>,
}

/// Where the cards decided a stake: for whom, the rule that says so and the sentence that explains it.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    pub verdict: Verdict,
    pub rule: &'static str,
    pub text: Msg,
}

/// What a single-event banking game adds to the money ledger.
pub trait Betting: Send + Sync + 'static {
    type Options: Serialize + DeserializeOwned + Default;
    fn info(&self) -> &'static GameInfo;
    fn rules(&self) -> &'static BetRules;
    /// Checks the options beyond their types.
    fn check(&self, o: &Self::Options) -> Result<(), RuleError>;
    fn terms(&self, o: &Self::Options) -> Terms;
    /// The banker keeps the bank only after a round he won, else it passes to his left (Thirteen);
    /// otherwise he keeps it until it is broken or he gives it up.
    fn keeps_only_winning(&self) -> bool;
    /// One event decides every stake alike (Thirteen's one match or none).
    fn one_event(&self) -> bool;
    /// Each bet as `run` decides it, in the order of `bets`; `None` where the cards leave it open.
    fn decide(&self, run: &[Card], bets: &[Bet], names: &[String]) -> Result<Vec<Option<Decision>>, RuleError>;
    /// The rule that pays a stake recorded by its outcome.
    fn pay_rule(&self, v: Verdict) -> &'static str;
}

/// A single-event banking game: the [`Game`] the ledger sees.
#[derive(Debug)]
pub struct Bets<B>(pub B);

/// Where the table stands between entries; also the snapshot a match is resumed from.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
struct Table {
    money: Money,
    /// The last round's banker won it (Thirteen: he keeps the bank).
    banker_won: bool,
    /// The round before was voided in its place, its outcome unknown: the next round's banker is
    /// whoever its record names (Thirteen).
    open: bool,
}

impl<B: Betting> Game for Bets<B> {
    fn info(&self) -> &'static GameInfo {
        self.0.info()
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(B::Options::default()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        typed_setup(self.0.info(), |o: &B::Options| self.0.check(o), players, teams, options)
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let game = &self.0;
        let rules = game.rules();
        let o: B::Options = options_of(game.info(), &setup.options)?;
        let terms = game.terms(&o);
        let n = setup.players.len();
        let mut table = match state {
            None => Table { money: Money::new(n), banker_won: false, open: false },
            Some(v) => resume(rules.snapshot, v, |t: &mut Table| t.money.fits(n))?,
        };
        let mut out = GameReplay::default();
        for &(at, entry) in entries {
            match entry {
                Entry::Deal(v) => {
                    let scored = play_round(game, &terms, setup, &mut table, v).map_err(|e| e.at_entry(at))?;
                    out.scored.push(scored);
                    out.finished_after.push(false);
                }
                Entry::Penalty(p) => {
                    return Err(
                        RuleError::new(rules.penalty, msg!("stakes-penalty", player = p.player.as_str())).at_entry(at)
                    );
                }
                // A voided round that kept its place was played, its outcome unknown: where the
                // bank stays only with a winning banker, the next round may be banked by him or
                // by his left neighbour, as its record says. No money moves.
                Entry::Turn => {
                    table.open = game.keeps_only_winning();
                    table.money.rounds += 1;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => {}
            }
        }
        let money = &table.money;
        out.pool = Some(PoolColumn { heading: msg!("stakes-bank-column"), amount: money.bank });
        out.next = Some(next_round(game, &terms, setup, &table));
        out.extra.insert("bank".into(), money.bank.into());
        out.extra.insert("banker".into(), money.banker.map_or(Value::Null, |b| setup.players[b].clone().into()));
        Ok((out, snapshot(&table)))
    }
}

/// Who banks the next round unless the table names someone: the first round the first player;
/// then the banker while he keeps the bank, else his left neighbour.
fn due<B: Betting>(game: &B, table: &Table, n: usize) -> Seat {
    let money = &table.money;
    match money.banker {
        None => 0,
        Some(b) if money.bank > 0 && (!game.keeps_only_winning() || table.banker_won) => b,
        Some(b) => (b + 1) % n,
    }
}

fn next_round<B: Betting>(game: &B, terms: &Terms, setup: &Setup, table: &Table) -> Msg {
    let money = &table.money;
    let next = due(game, table, setup.players.len());
    let round = money.rounds + 1;
    if money.banker == Some(next) && money.bank > 0 {
        msg!("stakes-next-holds", round = round, banker = setup.players[next].as_str(), bank = money.bank)
    } else {
        msg!("stakes-next-new", round = round, banker = setup.players[next].as_str(), bank = terms.bank)
    }
}

/// A round's record with its names read: nothing checked against the money yet.
#[derive(Debug, Default)]
struct RoundDoc {
    banker: Option<Seat>,
    bank: Option<i64>,
    stakes: Option<Vec<(Seat, i64)>>,
    ranks: Vec<(Seat, Rank)>,
    run: Option<Vec<Card>>,
    /// Outcomes by seat, with the field each came from.
    outcomes: Vec<(Seat, Verdict, &'static str)>,
}

fn read_doc(rules: &BetRules, setup: &Setup, v: &Value) -> Result<RoundDoc, RuleError> {
    let format = |m: Msg| RuleError::new(rules.format, m);
    let map = v.as_object().ok_or_else(|| format(msg!("bets-round-object")))?;
    if let Some(k) = map.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        let fields: Vec<Msg> = FIELDS.iter().map(|&f| msg!("family-field", field = field(f))).collect();
        return Err(format(msg!("stakes-not-a-field", key = k.as_str(), fields = fields)));
    }
    let mut doc = RoundDoc::default();
    if let Some(b) = map.get("banker") {
        let name = b.as_str().ok_or_else(|| format(msg!("stakes-banker-text", field = field("banker"))))?;
        doc.banker = Some(setup.seat(name)?);
    }
    if let Some(b) = map.get("bank") {
        doc.bank = Some(
            b.as_i64()
                .ok_or_else(|| format(msg!("stakes-whole-number", field = field("bank"), value = b.to_string())))?,
        );
    }
    if let Some(s) = map.get("stakes") {
        doc.stakes = Some(by_seat(rules, setup, s, "stakes", |name, x| {
            x.as_i64().ok_or_else(|| {
                format(msg!("stakes-stake-number", player = name, value = x.to_string(), field = field("stakes")))
            })
        })?);
    }
    if let Some(r) = map.get("ranks") {
        let Some(rule) = rules.rank else {
            return Err(format(msg!("bets-no-ranks", field = field("ranks"))));
        };
        doc.ranks = by_seat(rules, setup, r, "ranks", |name, x| {
            let text = match x {
                Value::String(s) => Some(s.as_str()),
                Value::Array(a) if a.len() == 1 => a[0].as_str(),
                _ => None,
            };
            text.and_then(parse_rank).ok_or_else(|| {
                RuleError::new(rule, msg!("bets-rank-text", player = name, value = x.to_string())).with_player(name)
            })
        })?;
    }
    if let Some(c) = map.get("cards") {
        let texts: Vec<&str> = match c {
            Value::String(s) => vec![s.as_str()],
            Value::Array(a) => a
                .iter()
                .map(|x| x.as_str().ok_or_else(|| format(msg!("bets-run-list", field = field("cards")))))
                .collect::<Result<_, _>>()?,
            _ => return Err(format(msg!("bets-run-list", field = field("cards")))),
        };
        let mut run = vec![];
        for t in texts {
            let cards =
                parse_cards(t).map_err(|e| RuleError::new(rules.card, msg!("bets-run-not-card", reason = e.msg())))?;
            run.extend(cards);
        }
        doc.run = Some(run);
    }
    for (key, verdict) in [("wins", Verdict::Won), ("loses", Verdict::Lost), ("undecided", Verdict::Undecided)] {
        let Some(x) = map.get(key) else { continue };
        let names: Vec<&str> = match x {
            Value::String(s) => vec![s.as_str()],
            Value::Array(a) => a
                .iter()
                .map(|x| x.as_str().ok_or_else(|| format(msg!("bets-outcome-list", field = field(key)))))
                .collect::<Result<_, _>>()?,
            _ => return Err(format(msg!("bets-outcome-list", field = field(key)))),
        };
        for name in names.iter().flat_map(|s| s.split(',')).map(str::trim).filter(|s| !s.is_empty()) {
            let s = setup.seat(name)?;
            if let Some(&(_, _, first)) = doc.outcomes.iter().find(|(t, _, _)| *t == s) {
                let player = setup.players[s].as_str();
                return Err(RuleError::new(
                    rules.outcome_missing,
                    msg!("bets-outcome-twice", player = player, first = field(first), second = field(key)),
                )
                .with_player(player));
            }
            doc.outcomes.push((s, verdict, key));
        }
    }
    Ok(doc)
}

/// An object of player → value, each player once, read by `read`.
fn by_seat<T>(
    rules: &BetRules,
    setup: &Setup,
    v: &Value,
    name: &str,
    read: impl Fn(&str, &Value) -> Result<T, RuleError>,
) -> Result<Vec<(Seat, T)>, RuleError> {
    let map =
        v.as_object().ok_or_else(|| RuleError::new(rules.format, msg!("stakes-by-player", field = field(name))))?;
    let mut out: Vec<(Seat, T)> = Vec::with_capacity(map.len());
    for (player, x) in map {
        let s = setup.seat(player)?;
        if out.iter().any(|(t, _)| *t == s) {
            let p = setup.players[s].as_str();
            return Err(RuleError::new(rules.format, msg!("stakes-player-twice", player = p, field = field(name)))
                .with_player(p));
        }
        out.push((s, read(&setup.players[s], x)?));
    }
    Ok(out)
}

/// The cards checked against the pack: every card in it, no more copies than its packs hold.
fn check_run(rules: &BetRules, terms: &Terms, run: &[Card]) -> Result<(), RuleError> {
    let mut bag = CardBag::new();
    for (i, &c) in run.iter().enumerate() {
        if !terms.deck.contains(c) {
            return Err(RuleError::new(
                rules.card,
                msg!("bets-card-not-in-pack", at = i + 1, card = c, cards = terms.deck.len()),
            )
            .with_card(c));
        }
        bag.add(c);
        if bag.count(c) > terms.deck.copies(c) {
            return Err(RuleError::new(
                rules.copies,
                msg!("stakes-card-copies", card = c, copies = terms.deck.copies(c), packs = terms.deck.packs()),
            )
            .with_card(c));
        }
    }
    if run.len() > terms.deck.len() {
        return Err(RuleError::new(rules.copies, msg!("bets-run-long", count = run.len(), cards = terms.deck.len())));
    }
    Ok(())
}

/// The bet's rank as the messages show it ("K"), or nothing.
fn rank_text(b: &Bet) -> String {
    b.rank.map(|r| r.symbol().to_string()).unwrap_or_default()
}

/// Reads, checks and settles one round, moving the money; returns its row.
fn play_round<B: Betting>(
    game: &B,
    terms: &Terms,
    setup: &Setup,
    table: &mut Table,
    v: &Value,
) -> Result<Scored, RuleError> {
    let rules = game.rules();
    let names = &setup.players;
    let n = names.len();
    let doc = read_doc(rules, setup, v)?;
    let expected = due(game, table, n);
    let banker = match doc.banker {
        Some(b) if game.keeps_only_winning() && !table.open && table.money.banker.is_some() && b != expected => {
            return Err(RuleError::new(
                rules.banker,
                msg!("bets-banker-turn", banker = names[b].as_str(), due = names[expected].as_str()),
            )
            .with_player(&names[b]));
        }
        Some(b) => b,
        None => expected,
    };
    let money = &mut table.money;
    let before = money.balances.clone();
    let pool_before = money.bank;
    let mut steps: Vec<Step> = vec![];
    open_bank(
        money,
        banker,
        doc.bank,
        terms.bank,
        BankIds { amount: rules.bank_amount, returned: rules.bank_returned, new: rules.bank_new },
        names,
        &mut steps,
    )?;
    let bank = money.bank;
    let stakes: Vec<(Seat, i64)> = match &doc.stakes {
        Some(s) => s.clone(),
        None if terms.stake > 0 => (0..n).filter(|&s| s != banker).map(|s| (s, terms.stake)).collect(),
        None => return Err(RuleError::new(rules.stake_missing, msg!("stakes-stakes-none", field = field("stakes")))),
    };
    if stakes.is_empty() {
        return Err(RuleError::new(rules.stake_missing, msg!("stakes-stakes-none", field = field("stakes"))));
    }
    for &(s, stake) in &stakes {
        let name = names[s].as_str();
        if s == banker {
            return Err(RuleError::new(rules.banker, msg!("stakes-banker-stakes", banker = name)).with_player(name));
        }
        if stake <= 0 {
            return Err(RuleError::new(
                rules.stake_positive,
                msg!("stakes-stake-positive", player = name, stake = stake),
            )
            .with_player(name));
        }
        if stake > bank {
            return Err(RuleError::new(
                rules.stake_over_bank,
                msg!("stakes-stake-over-bank", player = name, stake = stake, bank = bank),
            )
            .with_player(name));
        }
        if terms.stake > 0 && stake != terms.stake {
            return Err(RuleError::new(
                rules.stake_fixed,
                msg!("stakes-stake-fixed", player = name, stake = stake, agreed = terms.stake),
            )
            .with_player(name));
        }
    }
    let mut bets: Vec<Bet> = vec![];
    for &(seat, stake) in &stakes {
        let rank = doc.ranks.iter().find(|(s, _)| *s == seat).map(|&(_, r)| r);
        if let (Some(rule), None) = (rules.rank, rank) {
            let name = names[seat].as_str();
            return Err(RuleError::new(rule, msg!("bets-rank-missing", player = name, field = field("ranks")))
                .with_player(name));
        }
        bets.push(Bet { seat, stake, rank });
    }
    if let (Some(rule), Some(&(s, _))) =
        (rules.rank, doc.ranks.iter().find(|(s, _)| !bets.iter().any(|b| b.seat == *s)))
    {
        let name = names[s].as_str();
        return Err(RuleError::new(rule, msg!("bets-rank-no-stake", player = name)).with_player(name));
    }
    if let Some(&(s, _, key)) = doc.outcomes.iter().find(|(s, _, _)| !bets.iter().any(|b| b.seat == *s)) {
        let name = names[s].as_str();
        return Err(RuleError::new(
            rules.outcome_missing,
            msg!("bets-outcome-no-stake", player = name, field = field(key)),
        )
        .with_player(name));
    }
    let recorded = |b: &Bet| doc.outcomes.iter().find(|(s, _, _)| *s == b.seat).map(|&(_, v, _)| v);
    if let Some(rule) = rules.outcome_undecided {
        if let Some(b) = bets.iter().find(|b| recorded(b) == Some(Verdict::Undecided)) {
            let name = names[b.seat].as_str();
            return Err(RuleError::new(rule, msg!("bets-outcome-undecided", player = name)).with_player(name));
        }
    }
    // Stakes one run decides alike: the same rank, or every stake where one event decides all.
    for (i, a) in bets.iter().enumerate() {
        for b in &bets[..i] {
            let (Some(va), Some(vb)) = (recorded(a), recorded(b)) else { continue };
            if va != vb && (game.one_event() || a.rank == b.rank) {
                let name = names[a.seat].as_str();
                let m = if game.one_event() {
                    msg!(
                        "bets-outcome-same-all",
                        player = name,
                        other = names[b.seat].as_str(),
                        first = va.word(),
                        second = vb.word()
                    )
                } else {
                    msg!(
                        "bets-outcome-same",
                        player = name,
                        other = names[b.seat].as_str(),
                        rank = rank_text(a),
                        first = va.word(),
                        second = vb.word()
                    )
                };
                return Err(RuleError::new(rules.outcome_same, m).with_player(name));
            }
        }
    }
    let decisions: Vec<Decision> = match &doc.run {
        Some(run) => {
            check_run(rules, terms, run)?;
            let decided = game.decide(run, &bets, names)?;
            let mut out = vec![];
            for (b, d) in bets.iter().zip(decided) {
                let name = names[b.seat].as_str();
                let d = match (d, rules.pay_undecided) {
                    (Some(d), _) => d,
                    (None, Some(rule)) if run.len() == terms.deck.len() => Decision {
                        verdict: Verdict::Undecided,
                        rule,
                        text: msg!("bets-pack-out", player = name, rank = rank_text(b)),
                    },
                    (None, _) => {
                        let (count, cards) = (run.len(), terms.deck.len());
                        let m = match b.rank {
                            Some(_) => msg!(
                                "bets-run-undecided-rank",
                                player = name,
                                rank = rank_text(b),
                                count = count,
                                cards = cards
                            ),
                            None => msg!("bets-run-undecided", count = count, cards = cards),
                        };
                        return Err(RuleError::new(rules.run_undecided, m).with_player(name));
                    }
                };
                if let Some(v) = recorded(b).filter(|&v| v != d.verdict) {
                    return Err(RuleError::new(
                        rules.outcome_disagree,
                        msg!(
                            "bets-outcome-disagree",
                            player = name,
                            recorded = v.word(),
                            counted = d.verdict.word(),
                            reason = d.text
                        ),
                    )
                    .with_player(name));
                }
                out.push(d);
            }
            out
        }
        None => {
            let mut out = vec![];
            for b in &bets {
                let name = names[b.seat].as_str();
                let Some(v) = recorded(b) else {
                    return Err(RuleError::new(rules.outcome_missing, msg!("bets-outcome-missing", player = name))
                        .with_player(name));
                };
                let text = if b.rank.is_some() {
                    msg!("bets-recorded-rank", player = name, rank = rank_text(b), verdict = v.word())
                } else {
                    msg!("bets-recorded", player = name, verdict = v.word())
                };
                out.push(Decision { verdict: v, rule: game.pay_rule(v), text });
            }
            out
        }
    };
    let claims: Vec<Claim> = bets
        .iter()
        .zip(&decisions)
        .map(|(b, d)| Claim { seat: b.seat, stake: b.stake, times: d.verdict.times() })
        .collect();
    let settled = money.settle(&claims);
    for ((c, d), &paid) in claims.iter().zip(&decisions).zip(&settled.paid) {
        let name = names[c.seat].as_str();
        let result = match paid {
            0 => msg!("stakes-stake-back", player = name, stake = c.stake),
            p if p > 0 => msg!("stakes-wins", player = name, amount = p, stake = c.stake, times = c.times),
            p => msg!("stakes-pays", player = name, amount = -p, stake = c.stake, times = -c.times),
        };
        steps.push(Step { rule: d.rule, text: msg!("stakes-settle", reason = d.text.clone(), result = result) });
    }
    let mut notes = vec![];
    if !settled.short.is_empty() {
        let short: Vec<Msg> = settled
            .short
            .iter()
            .map(|&(s, paid, owed)| msg!("stakes-short", player = names[s].as_str(), paid = paid, owed = owed))
            .collect();
        let text = msg!("stakes-bank-broken", banker = names[banker].as_str(), short = short);
        notes.push(text.clone());
        steps.push(Step { rule: rules.bank_broken, text });
    }
    if !money.conserved() {
        return Err(RuleError::new(rules.money_conserved, msg!("stakes-money-lost")));
    }
    let balances: Vec<Msg> = names
        .iter()
        .zip(&money.balances)
        .map(|(p, &b)| msg!("stakes-balance", player = p.as_str(), balance = signed(b)))
        .collect();
    steps.push(Step {
        rule: rules.money_conserved,
        text: msg!("stakes-conserved", balances = balances, bank = money.bank),
    });
    money.rounds += 1;
    // The banker won the round when no stake was paid out of the bank (Thirteen: a match).
    table.banker_won = decisions.iter().all(|d| d.verdict != Verdict::Won);
    table.open = false;
    let money = &table.money;
    let scores: Vec<i64> = money.balances.iter().zip(&before).map(|(a, b)| a - b).collect();
    let annotations: Vec<Msg> = (0..n)
        .map(|s| match bets.iter().find(|b| b.seat == s) {
            _ if s == banker => msg!("bets-cell-banker"),
            Some(b) if b.rank.is_some() => msg!("bets-cell-rank", stake = b.stake, rank = rank_text(b)),
            Some(b) => msg!("bets-cell", stake = b.stake),
            None => Msg::default(),
        })
        .collect();
    let mut extra = Map::new();
    extra.insert("round".into(), money.rounds.into());
    extra.insert("banker".into(), names[banker].clone().into());
    extra.insert("bank".into(), bank.into());
    extra.insert(
        "stakes".into(),
        Value::Object(bets.iter().map(|b| (names[b.seat].clone(), Value::from(b.stake))).collect()),
    );
    if rules.rank.is_some() {
        extra.insert(
            "ranks".into(),
            Value::Object(bets.iter().map(|b| (names[b.seat].clone(), Value::from(rank_text(b)))).collect()),
        );
    }
    if let Some(run) = &doc.run {
        extra.insert("cards".into(), run.iter().map(|c| Value::from(c.ascii())).collect());
    }
    let verdict = |v: Verdict| match v {
        Verdict::Won => "won",
        Verdict::Lost => "lost",
        Verdict::Undecided => "undecided",
    };
    extra.insert(
        "outcomes".into(),
        Value::Object(
            bets.iter()
                .zip(&decisions)
                .map(|(b, d)| (names[b.seat].clone(), Value::from(verdict(d.verdict))))
                .collect(),
        ),
    );
    extra.insert(
        "paid".into(),
        Value::Object(
            claims.iter().zip(&settled.paid).map(|(c, &p)| (names[c.seat].clone(), Value::from(p))).collect(),
        ),
    );
    extra.insert("bank_after".into(), money.bank.into());
    if !settled.short.is_empty() {
        extra.insert("broken".into(), true.into());
    }
    Ok(Scored {
        scores,
        totals: money.balances.clone(),
        notes,
        marks: vec![],
        annotations,
        explain: steps,
        summary: msg!("stakes-summary", round = money.rounds, banker = names[banker].as_str(), bank = bank),
        extra,
        pool: Some(Pool { change: money.bank - pool_before, amount: money.bank }),
    })
}
