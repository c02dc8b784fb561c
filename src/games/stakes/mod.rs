//! The banking (stakes) games' shared machinery: a money ledger that always balances.
//!
//! A round is: a banker and the bank he holds, a stake per player, each hand by its cards or its
//! total; the game settles each hand against the banker's as a number of stakes won from the bank
//! or paid into it ([`Banking::settle`]); [`Money`] moves the money — losers pay first, winners
//! are paid from the banker's left while the bank lasts (when it runs out it is broken) — and
//! proves after every entry that nothing was made or lost: the balances and the bank add up to 0
//! as they did at the start (`GAME.money.conserved`).
//!
//! A game is a [`Banking`] implementation (its pack, card values, naturals, payouts, whether the
//! bank passes every round) wrapped in [`Stakes`], which is the [`Game`] the ledger sees. Shared
//! rule ids are cited with the game's prefix through its [`Rules`] (`blackjack.stake.over-bank`),
//! so each game's module lists every id it can raise. What the machinery says is in the
//! `stakes-*` messages of `locales/<lang>/stakes.ftl`.

pub mod bets;
mod money;
mod round;
pub mod twenty_one;

pub use money::{Claim, Money, Settled};
pub use round::{read_doc, RoundDoc, FIELDS, MACAO_FIELDS, TWENTY_ONE_FIELDS};

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::cards::{Card, Deck};
use crate::engine::Seat;
use crate::games::family::solo_players;
use crate::games::state::{resume, snapshot};
use crate::games::{
    read_options, stored_options, Entry, FlagValue, Game, GameInfo, GameReplay, Pool, PoolColumn, QuickFlag, RuleError,
    Scored, Setup, Step,
};
use crate::i18n::{field, signed, Msg};
use crate::msg;

/// The quick-entry flags every banking game takes.
pub const FLAGS: &[QuickFlag] = &[
    QuickFlag { name: "banker", field: "banker", value: FlagValue::Text, help: "flag-banker" },
    QuickFlag { name: "bank", field: "bank", value: FlagValue::Int, help: "flag-bank" },
    QuickFlag { name: "stakes", field: "stakes", value: FlagValue::SideInts, help: "flag-stakes" },
    QuickFlag { name: "hand", field: "hands", value: FlagValue::SideList, help: "flag-hand" },
    QuickFlag { name: "total", field: "totals", value: FlagValue::SideInts, help: "flag-total" },
    QuickFlag { name: "natural", field: "naturals", value: FlagValue::List, help: "flag-natural" },
];

/// Blackjack's and «Очко»'s flags: the shared ones and the order of the draws.
pub const TWENTY_ONE_FLAGS: &[QuickFlag] = &[
    FLAGS[0],
    FLAGS[1],
    FLAGS[2],
    FLAGS[3],
    FLAGS[4],
    FLAGS[5],
    QuickFlag { name: "draws", field: "draws", value: FlagValue::List, help: "flag-draws" },
];

/// Macao's flags: the shared ones, the draw for the first bank and the exchanged cards.
pub const MACAO_FLAGS: &[QuickFlag] = &[
    FLAGS[0],
    FLAGS[1],
    FLAGS[2],
    FLAGS[3],
    FLAGS[4],
    FLAGS[5],
    QuickFlag { name: "bank-draw", field: "bank_draw", value: FlagValue::SideList, help: "flag-bank-draw" },
    QuickFlag { name: "exchange", field: "exchanges", value: FlagValue::SideList, help: "flag-exchange" },
];

/// The shared rules as each game cites them, with its prefix: every banking game fills one with
/// its own literals (`"blackjack.bank.new"`), so its module names every id it can raise.
#[derive(Debug)]
pub struct Rules {
    /// A round's record has only the documented fields, of the right kinds.
    pub format: &'static str,
    /// Who banks: a player at the table, in turn where the bank passes every round, never staking.
    pub banker: &'static str,
    /// A new banker puts up the agreed bank (or the amount recorded).
    pub bank_new: &'static str,
    /// A banker who gives up the bank takes back what is left of it.
    pub bank_returned: &'static str,
    /// The bank recorded is the bank standing, and a new bank is more than 0.
    pub bank_amount: &'static str,
    /// The bank pays no more than it holds: the winners from the banker's left first.
    pub bank_broken: &'static str,
    pub stake_positive: &'static str,
    pub stake_over_bank: &'static str,
    /// The agreed stake, where the table agreed one.
    pub stake_fixed: &'static str,
    /// Every player with a hand stakes, and every stake has a hand.
    pub stake_missing: &'static str,
    /// A card of this pack.
    pub hand_card: &'static str,
    /// No more copies of a card than the packs hold.
    pub hand_copies: &'static str,
    pub hand_count: &'static str,
    pub hand_total: &'static str,
    pub hand_natural: &'static str,
    pub hand_disagree: &'static str,
    /// What the cards count.
    pub hand_value: &'static str,
    pub money_conserved: &'static str,
    pub penalty: &'static str,
    pub snapshot: &'static str,
}

/// The most players a banking game seats, the book's «любое количество» made a number: Macao's two
/// packs deal the one card of its deal to 104 hands. Faro, Shtoss and Thirteen deal no card to a
/// player (each stakes on a rank, or on the banker's cards), so their pack sets no limit and they
/// seat as many.
pub const MOST_SEATS: usize = 2 * 52;

/// The largest bank kozyr keeps: more than any table's, and small enough that no sum of stakes and
/// payouts can overflow.
pub const AMOUNT_MAX: i64 = 1_000_000_000;

/// Checks a game's agreed bank and stake: a bank from 1 to [`AMOUNT_MAX`], a stake from 0 (any)
/// to the bank; refused under `rule` (`GAME.option.value`).
pub fn check_amounts(rule: &'static str, bank: i64, stake: i64) -> Result<(), RuleError> {
    if !(1..=AMOUNT_MAX).contains(&bank) {
        return Err(RuleError::new(rule, msg!("stakes-option-bank", bank = bank, max = AMOUNT_MAX)));
    }
    if !(0..=bank).contains(&stake) {
        return Err(RuleError::new(rule, msg!("stakes-option-stake", stake = stake, bank = bank)));
    }
    Ok(())
}

/// The agreed numbers of a table and its pack.
#[derive(Debug, Clone)]
pub struct Terms {
    /// The bank a new banker puts up unless the round records another amount.
    pub bank: i64,
    /// Every stake, where the table agreed one; 0: any stake from 1 to the bank.
    pub stake: i64,
    pub deck: Deck,
}

/// A hand of a round: its cards (none when it was recorded by its total), what they count, and
/// whether it is a natural (Blackjack's 21 after the deal, Macao's one dealt card).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    pub seat: Seat,
    pub cards: Vec<Card>,
    pub total: i64,
    pub natural: bool,
}

/// How a player's hand settles against the banker's: stakes won from the bank (positive), paid
/// into it (negative) or neither, the rule that says so and the sentence that explains it.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub times: i64,
    pub rule: &'static str,
    pub text: Msg,
}

/// What a banking game adds to the shared machinery.
pub trait Banking: Send + Sync + 'static {
    type Options: Serialize + DeserializeOwned + Default;
    fn info(&self) -> &'static GameInfo;
    fn rules(&self) -> &'static Rules;
    /// Checks the options beyond their types.
    fn check(&self, o: &Self::Options) -> Result<(), RuleError>;
    fn terms(&self, o: &Self::Options) -> Terms;
    /// The bank passes to the left every round (Macao), rather than staying with its banker until
    /// it is broken or he gives it up.
    fn rotates(&self) -> bool;
    /// The fewest and most cards a hand can hold.
    fn cards(&self) -> (usize, usize);
    /// The lowest and highest total a hand can come to.
    fn totals(&self) -> (i64, i64);
    /// What `cards` count, and whether they are a natural.
    fn count(&self, o: &Self::Options, cards: &[Card]) -> (i64, bool);
    /// Whether a hand recorded by this total can be a natural.
    fn may_be_natural(&self, total: i64) -> bool;
    /// Every player's hand against the banker's, in the order of `players`.
    fn settle(&self, o: &Self::Options, banker: &Hand, players: &[Hand], names: &[String]) -> Vec<Outcome>;
    /// The fields a round's record takes.
    fn fields(&self) -> &'static [&'static str] {
        FIELDS
    }
    /// Options a match stored before they existed lacks, with the value that keeps the rule it
    /// was settled by ([`Game::stored_before`]); a new match or a document takes the book's default.
    fn stored_before(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// The banker the record's own evidence appoints (Macao: the lowest card drawn for the first
    /// bank), checked against the banker it names; `first`: no bank has been held yet.
    fn appointed(&self, _doc: &RoundDoc, _first: bool, _names: &[String]) -> Result<Option<Seat>, RuleError> {
        Ok(None)
    }
    /// The game's own checks of the round's hands against each other and the record (the order
    /// of the draws, the exchanges), after the pack's; it may mark what they change (a hand
    /// that is no longer as dealt).
    fn review(
        &self,
        _o: &Self::Options,
        _doc: &RoundDoc,
        _banker: Seat,
        _hands: &mut [Hand],
        _names: &[String],
    ) -> Result<(), RuleError> {
        Ok(())
    }
}

/// A banking game: the [`Game`] the ledger sees.
#[derive(Debug)]
pub struct Stakes<B>(pub B);

/// A money game's typed options read back from a match's stored options.
pub(super) fn options_of<O: DeserializeOwned>(info: &GameInfo, stored: &Value) -> Result<O, RuleError> {
    serde_json::from_value(stored.clone()).map_err(|e| {
        RuleError::new(format!("{}.option.value", info.id), msg!("stakes-options-stored", error = e.to_string()))
    })
}

/// A money game's setup: one player a seat, its typed options read, checked by the game and stored.
pub(super) fn typed_setup<O: DeserializeOwned + Serialize>(
    info: &'static GameInfo,
    check: impl Fn(&O) -> Result<(), RuleError>,
    players: &[String],
    teams: Option<&Map<String, Value>>,
    options: &Map<String, Value>,
) -> Result<Setup, RuleError> {
    solo_players(info, players, teams)?;
    let o: O = read_options(info.id, options)?;
    check(&o)?;
    let options = stored_options(info.id, &o)?;
    Ok(Setup { game: info.id, players: players.to_vec(), teams: None, options })
}

impl<B: Banking> Game for Stakes<B> {
    fn info(&self) -> &'static GameInfo {
        self.0.info()
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(B::Options::default()).unwrap_or(Value::Null)
    }

    fn stored_before(&self, _: &Map<String, Value>) -> &'static [(&'static str, &'static str)] {
        self.0.stored_before()
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        let setup = typed_setup(self.0.info(), |o: &B::Options| self.0.check(o), players, teams, options)?;
        // Every hand, the banker's too, is dealt its first cards out of the pack.
        let o: B::Options = options_of(self.0.info(), &setup.options)?;
        let (dealt, cards) = (self.0.cards().0, self.0.terms(&o).deck.len());
        if players.len() * dealt > cards {
            return Err(RuleError::new(
                "match.players.count",
                msg!("stakes-players-pack", named = players.len(), most = cards / dealt, cards = cards),
            ));
        }
        Ok(setup)
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
        let mut money = match state {
            None => Money::new(n),
            Some(v) => resume(rules.snapshot, v, |m: &mut Money| m.fits(n))?,
        };
        let mut out = GameReplay::default();
        for &(at, entry) in entries {
            match entry {
                Entry::Deal(v) => {
                    let scored = play_round(game, &o, &terms, setup, &mut money, v).map_err(|e| e.at_entry(at))?;
                    out.scored.push(scored);
                    out.finished_after.push(false);
                }
                Entry::Penalty(p) => {
                    return Err(
                        RuleError::new(rules.penalty, msg!("stakes-penalty", player = p.player.as_str())).at_entry(at)
                    );
                }
                // A voided round that kept its place was played: where the bank passes every
                // round it passed on, its banker taking his bank back. Nothing else moves.
                Entry::Turn => {
                    if game.rotates() {
                        let next = due(game, &money, n);
                        money.take_back();
                        money.banker = Some(next);
                    }
                    money.rounds += 1;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => {}
            }
        }
        out.pool = Some(PoolColumn { heading: msg!("stakes-bank-column"), amount: money.bank });
        out.next = Some(next_round(game, &terms, setup, &money));
        out.extra.insert("bank".into(), money.bank.into());
        out.extra.insert("banker".into(), money.banker.map_or(Value::Null, |b| setup.players[b].clone().into()));
        Ok((out, snapshot(&money)))
    }
}

/// Who banks the next round unless the table names someone: where the bank passes every round,
/// the left neighbour of the last banker; otherwise the banker while his bank holds money, his
/// left neighbour once it is broken. The first round: the first player.
fn due<B: Banking>(game: &B, money: &Money, n: usize) -> Seat {
    match money.banker {
        None => 0,
        Some(b) if !game.rotates() && money.bank > 0 => b,
        Some(b) => (b + 1) % n,
    }
}

/// "round 4: Борис holds the bank of 85" or who puts up a new one.
fn next_round<B: Banking>(game: &B, terms: &Terms, setup: &Setup, money: &Money) -> Msg {
    let n = setup.players.len();
    let next = due(game, money, n);
    let round = money.rounds + 1;
    if money.banker == Some(next) && money.bank > 0 {
        msg!("stakes-next-holds", round = round, banker = setup.players[next].as_str(), bank = money.bank)
    } else {
        msg!("stakes-next-new", round = round, banker = setup.players[next].as_str(), bank = terms.bank)
    }
}

/// The rule ids of a round's bank, as each game cites them.
pub(super) struct BankIds {
    pub amount: &'static str,
    pub returned: &'static str,
    pub new: &'static str,
}

/// The bank a round is played for: a new banker (or a bank gone to 0) puts up `given` or the
/// agreed `default` — the old banker taking back what is left of his — and a bank that stands must
/// be the one recorded, if any is. The explanation's steps are added to `steps`.
pub(super) fn open_bank(
    money: &mut Money,
    banker: Seat,
    given: Option<i64>,
    default: i64,
    ids: BankIds,
    names: &[String],
    steps: &mut Vec<Step>,
) -> Result<(), RuleError> {
    if money.banker == Some(banker) && money.bank > 0 {
        return match given.filter(|&b| b != money.bank) {
            Some(given) => Err(RuleError::new(
                ids.amount,
                msg!("stakes-bank-standing", bank = given, standing = money.bank, banker = names[banker].as_str()),
            )),
            None => Ok(()),
        };
    }
    let amount = given.unwrap_or(default);
    if !(1..=AMOUNT_MAX).contains(&amount) {
        return Err(RuleError::new(
            ids.amount,
            msg!(
                "stakes-bank-positive",
                banker = names[banker].as_str(),
                bank = amount,
                max = AMOUNT_MAX,
                field = field("bank")
            ),
        ));
    }
    if let Some((b, left)) = money.take_back() {
        steps.push(Step {
            rule: ids.returned,
            text: msg!("stakes-bank-returned", banker = names[b].as_str(), amount = left),
        });
    }
    money.put_up(banker, amount);
    steps.push(Step { rule: ids.new, text: msg!("stakes-bank-new", banker = names[banker].as_str(), amount = amount) });
    Ok(())
}

/// Reads, checks and settles one round, moving the money; returns its row.
fn play_round<B: Banking>(
    game: &B,
    o: &B::Options,
    terms: &Terms,
    setup: &Setup,
    money: &mut Money,
    v: &Value,
) -> Result<Scored, RuleError> {
    let rules = game.rules();
    let names = &setup.players;
    let n = names.len();
    let doc = read_doc(rules, game.fields(), setup, v)?;
    let appointed = game.appointed(&doc, money.banker.is_none(), names)?;
    let expected = appointed.unwrap_or_else(|| due(game, money, n));
    let banker = match doc.banker {
        Some(b) if game.rotates() && money.banker.is_some() && b != expected => {
            return Err(RuleError::new(
                rules.banker,
                msg!("stakes-banker-turn", banker = names[b].as_str(), due = names[expected].as_str()),
            )
            .with_player(&names[b]));
        }
        Some(b) => b,
        None => expected,
    };
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
    let mut hands = round::hands(game, o, terms, setup, &doc)?;
    let Some(banker_hand) = hands.iter().find(|h| h.seat == banker).cloned() else {
        return Err(RuleError::new(
            rules.stake_missing,
            msg!("stakes-banker-no-hand", banker = names[banker].as_str()),
        )
        .with_player(&names[banker]));
    };
    let stakes: Vec<(Seat, i64)> = match &doc.stakes {
        Some(s) => s.clone(),
        None if terms.stake > 0 => hands.iter().filter(|h| h.seat != banker).map(|h| (h.seat, terms.stake)).collect(),
        None => {
            return Err(RuleError::new(rules.stake_missing, msg!("stakes-stakes-none", field = field("stakes"))));
        }
    };
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
        if !hands.iter().any(|h| h.seat == s) {
            return Err(RuleError::new(
                rules.stake_missing,
                msg!("stakes-stake-no-hand", player = name, stake = stake),
            )
            .with_player(name));
        }
    }
    if let Some(h) = hands.iter().find(|h| h.seat != banker && !stakes.iter().any(|(s, _)| *s == h.seat)) {
        let name = names[h.seat].as_str();
        return Err(RuleError::new(rules.stake_missing, msg!("stakes-hand-no-stake", player = name)).with_player(name));
    }
    if stakes.is_empty() {
        return Err(RuleError::new(rules.stake_missing, msg!("stakes-stakes-none", field = field("stakes"))));
    }
    game.review(o, &doc, banker, &mut hands, names)?;
    let banker_hand = hands.iter().find(|h| h.seat == banker).cloned().unwrap_or(banker_hand);
    let players: Vec<Hand> = stakes.iter().filter_map(|(s, _)| hands.iter().find(|h| h.seat == *s).cloned()).collect();
    for h in std::iter::once(&banker_hand).chain(&players) {
        steps.push(Step { rule: rules.hand_value, text: hand_text(names, h, h.seat == banker) });
    }
    let outcomes = game.settle(o, &banker_hand, &players, names);
    let claims: Vec<Claim> =
        stakes.iter().zip(&outcomes).map(|(&(seat, stake), out)| Claim { seat, stake, times: out.times }).collect();
    let settled = money.settle(&claims);
    for ((c, out), &paid) in claims.iter().zip(&outcomes).zip(&settled.paid) {
        let name = names[c.seat].as_str();
        let owed = c.stake * c.times;
        let result = match c.times {
            0 => msg!("stakes-stake-back", player = name, stake = c.stake),
            t if t > 0 && paid < owed => {
                msg!("stakes-wins-short", player = name, amount = paid, owed = owed, stake = c.stake, times = t)
            }
            t if t > 0 => msg!("stakes-wins", player = name, amount = paid, stake = c.stake, times = t),
            t => msg!("stakes-pays", player = name, amount = -paid, stake = c.stake, times = -t),
        };
        steps.push(Step { rule: out.rule, text: msg!("stakes-settle", reason = out.text.clone(), result = result) });
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
    let scores: Vec<i64> = money.balances.iter().zip(&before).map(|(a, b)| a - b).collect();
    let annotations: Vec<Msg> = (0..n)
        .map(|s| {
            let total = hands.iter().find(|h| h.seat == s).map(|h| h.total);
            match (s == banker, total, stakes.iter().find(|(t, _)| *t == s)) {
                (true, Some(t), _) => msg!("stakes-cell-banker", total = t),
                (false, Some(t), Some(&(_, stake))) => msg!("stakes-cell", total = t, stake = stake),
                _ => Msg::default(),
            }
        })
        .collect();
    let mut extra = Map::new();
    extra.insert("round".into(), money.rounds.into());
    extra.insert("banker".into(), names[banker].clone().into());
    extra.insert("bank".into(), bank.into());
    extra.insert(
        "stakes".into(),
        Value::Object(stakes.iter().map(|&(s, x)| (names[s].clone(), Value::from(x))).collect()),
    );
    extra.insert(
        "hands".into(),
        Value::Object(
            hands
                .iter()
                .map(|h| {
                    let mut m = Map::new();
                    if !h.cards.is_empty() {
                        m.insert("cards".into(), h.cards.iter().map(|c| Value::from(c.ascii())).collect());
                    }
                    m.insert("total".into(), h.total.into());
                    m.insert("natural".into(), h.natural.into());
                    (names[h.seat].clone(), Value::Object(m))
                })
                .collect(),
        ),
    );
    // What the record adds beside the hands, as it was checked.
    if let Some(d) = &doc.draws {
        extra.insert("draws".into(), d.iter().map(|&s| Value::from(names[s].clone())).collect());
    }
    let cards = |c: &[Card]| -> Value { c.iter().map(|c| Value::from(c.ascii())).collect() };
    if !doc.bank_draw.is_empty() {
        extra.insert(
            "bank_draw".into(),
            Value::Object(doc.bank_draw.iter().map(|(s, c)| (names[*s].clone(), cards(c))).collect()),
        );
    }
    if !doc.exchanges.is_empty() {
        extra.insert(
            "exchanges".into(),
            Value::Object(doc.exchanges.iter().map(|(s, c)| (names[*s].clone(), Value::from(c.ascii()))).collect()),
        );
    }
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

/// "Борис: A♠ K♦ — 21, after the deal", or the total the table gave.
fn hand_text(names: &[String], h: &Hand, banker: bool) -> Msg {
    let who = if banker {
        msg!("stakes-who-banker", player = names[h.seat].as_str())
    } else {
        msg!("stakes-who", player = names[h.seat].as_str())
    };
    let natural = if h.natural { "yes" } else { "no" };
    if h.cards.is_empty() {
        msg!("stakes-hand-total", who = who, total = h.total, natural = natural)
    } else {
        msg!("stakes-hand-cards", who = who, cards = h.cards.clone(), total = h.total, natural = natural)
    }
}
