//! A poker session: every hand the table plays is one entry — who dealt, what each player put into
//! the pot, who folded, and the showdown (the cards, which kozyr ranks, or the winners named). The
//! pot is split into the main pot and side pots by what each player put in, each pot goes to the
//! best hand among those who contested it, and the money moves on the shared stakes ledger
//! ([`Money`]): every player pays his part in, the winners are paid out, the pot is empty after
//! every hand and the balances add up to 0 (`poker.money.conserved`). Rules: docs/games/poker.md.
//!
//! Where the book is silent:
//! - a player not named in `put` sat the hand out; at least two play a hand;
//! - the pot never carries over: somebody always stays in, and the last one left takes it;
//! - a part of the pot that no player still in reached (a bet nobody called) goes back to who put
//!   it (`poker.pot.returned`);
//! - a split pot that does not divide: the odd units go one each to the winners from the dealer's
//!   left (`poker.pot.split`);
//! - the betting is refereed action by action when the hand records it (`bets`, [`betting`]): the
//!   book's «торговля»; otherwise the table records what each player put in all; with
//!   `betting=book` the book's two-player scheme is checked (the ante to fold, three antes to stay,
//!   one more for the exchange).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::betting::{self, Betting, End};
use super::showdown::{showdown, Showdown};
use crate::cards::Card;
use crate::engine::Seat;
use crate::games::family::simple::{int, read_opts, Opt};
use crate::games::family::{deal_map, no_more_fields, Goal, Rotation};
use crate::games::handcount::{names_map, one_name};
use crate::games::stakes::{Money, AMOUNT_MAX};
use crate::games::state::{resume, snapshot};
use crate::games::{Entry, GameReplay, RuleError, Scored, Setup, Step};
use crate::i18n::{field, signed, Msg};
use crate::msg;

const GAME: &str = "poker";
const FORMAT: &str = "poker.deal.format";

/// The options: the agreed ante (0: none), how the betting is checked, the jokers in the pack and
/// the agreed number of hands (0: the session is open).
pub const OPTS: &[Opt] = &[
    Opt::Int { name: "ante", default: 0, min: 0, max: AMOUNT_MAX },
    Opt::Word { name: "betting", default: "free", values: &["free", "book"] },
    Opt::Int { name: "jokers", default: 0, min: 0, max: super::PACK_JOKERS as i64 },
    Opt::Int { name: "deals", default: 0, min: 0, max: 1000 },
];

/// The rules the shared machinery enforces in poker's name: the deal's rotation
/// (`Rotation::dealer`) and the options (`read_opts`).
pub const SHARED_RULES: &[&str] = &["poker.deal.dealer", "poker.option.unknown", "poker.option.value"];

/// The fields of a hand's record.
pub const FIELDS: &[&str] = &["dealer", "put", "bets", "folded", "show", "winner"];

/// Reads and checks the options (`poker.option.unknown`, `poker.option.value`): the book's betting
/// needs an ante to count in.
pub fn read_options(given: &Map<String, Value>) -> Result<Value, RuleError> {
    let o = read_opts(GAME, OPTS, given)?;
    if o.get("betting").and_then(Value::as_str) == Some("book") && o.get("ante").and_then(Value::as_i64) == Some(0) {
        return Err(RuleError::new("poker.option.value", msg!("poker-option-book")));
    }
    Ok(o)
}

/// What a session carries from one hand to the next, and so its snapshot.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    money: Money,
    #[serde(default)]
    rotation: Rotation,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    over: bool,
}

/// A pot of a hand: the main pot, or a side pot above an all-in player's part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pot {
    pub amount: i64,
    /// Who put money into it.
    pub contributors: Vec<Seat>,
    /// Who contests it: the contributors still in.
    pub eligible: Vec<Seat>,
}

/// The pots of a hand from what each seat put in (`None`: not in the hand) and who folded: each
/// level of the contributions is a layer every player who reached it pays for; layers contested by
/// the same players make one pot. The pots add up to everything put in.
pub fn pots(put: &[Option<i64>], folded: &[bool]) -> Vec<Pot> {
    let mut levels: Vec<i64> = put.iter().flatten().copied().filter(|&p| p > 0).collect();
    levels.sort_unstable();
    levels.dedup();
    let mut out: Vec<Pot> = vec![];
    let mut below = 0;
    for level in levels {
        let contributors: Vec<Seat> = (0..put.len()).filter(|&s| put[s].is_some_and(|p| p >= level)).collect();
        let eligible: Vec<Seat> = contributors.iter().copied().filter(|&s| !folded[s]).collect();
        let amount = (level - below) * contributors.len() as i64;
        below = level;
        match out.last_mut() {
            Some(last) if !eligible.is_empty() && last.eligible == eligible => {
                last.amount += amount;
            }
            _ => out.push(Pot { amount, contributors, eligible }),
        }
    }
    out
}

/// Who wins each pot: the first group of `order` (best first; a group is equal hands) with a player
/// who contests it, those of the group who do. `None` for a pot no group contests.
pub fn pot_winners(pots: &[Pot], order: &[Vec<Seat>]) -> Vec<Option<Vec<Seat>>> {
    pots.iter()
        .map(|p| {
            if p.eligible.is_empty() {
                return Some(vec![]);
            }
            order.iter().find_map(|g| {
                let w: Vec<Seat> = g.iter().copied().filter(|s| p.eligible.contains(s)).collect();
                (!w.is_empty()).then_some(w)
            })
        })
        .collect()
}

/// Shares `amount` among `winners`: equal parts, the odd units one each from the dealer's left.
/// Returns (seat, share) in that order from the dealer's left.
pub fn split(amount: i64, winners: &[Seat], dealer: Seat, players: usize) -> Vec<(Seat, i64)> {
    let mut w = winners.to_vec();
    w.sort_by_key(|&s| (s + 2 * players - dealer - 1) % players);
    let k = w.len().max(1) as i64;
    let (share, odd) = (amount / k, amount % k);
    w.iter().enumerate().map(|(i, &s)| (s, share + i64::from((i as i64) < odd))).collect()
}

/// A list of names as a message list.
fn names(setup: &Setup, seats: &[Seat]) -> Vec<Msg> {
    seats.iter().map(|&s| msg!("poker-name", name = setup.players[s].as_str())).collect()
}

/// A list of names in a record: an array of strings, or one string; each string may hold several
/// names separated by commas.
fn strings(key: &str, v: &Value) -> Result<Vec<String>, RuleError> {
    let items: Vec<&Value> = match v {
        Value::Array(a) => a.iter().collect(),
        other => vec![other],
    };
    let mut out = vec![];
    for item in items {
        let s = item.as_str().ok_or_else(|| RuleError::new(FORMAT, msg!("poker-takes-names", field = field(key))))?;
        out.extend(s.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from));
    }
    Ok(out)
}

/// The hand's record read and checked against the table.
struct HandDoc {
    dealer: Seat,
    /// What each seat put in; `None`: he sat the hand out.
    put: Vec<Option<i64>>,
    folded: Vec<bool>,
    /// The cards shown, by seat, as typed.
    show: Vec<(Seat, String)>,
    /// The winners named, best first; a group is a split.
    winner: Option<Vec<Vec<Seat>>>,
    /// The betting action by action, when written.
    bets: Option<Betting>,
}

fn read_hand(setup: &Setup, v: &Value, rotation: &Rotation) -> Result<HandDoc, RuleError> {
    let players = &setup.players;
    let n = players.len();
    let mut map = deal_map(GAME, v)?;
    let dealer_given = map.remove("dealer").map(|d| one_name(setup, FORMAT, "dealer", &d)).transpose()?;
    let (put_v, folded_v, show_v, winner_v) =
        (map.remove("put"), map.remove("folded"), map.remove("show"), map.remove("winner"));
    let bets_v = map.remove("bets");
    no_more_fields(GAME, &map, FIELDS)?;
    let dealer = rotation.dealer(GAME, setup, dealer_given.map(|s| players[s].as_str()))?;

    let bets_texts = bets_v.as_ref().map(betting::texts).transpose()?;
    if put_v.is_none() && bets_texts.is_none() {
        return Err(RuleError::new("poker.put.players", msg!("poker-put-missing", field = field("put"))));
    }
    // Without `put`, the betting written is everyone's at the table.
    let mut put: Vec<Option<i64>> = vec![if put_v.is_none() { Some(0) } else { None }; n];
    for (s, x) in put_v.as_ref().map(|v| names_map(setup, FORMAT, "put", v)).transpose()?.unwrap_or_default() {
        let name = players[s].as_str();
        let Some(amount) = x.as_i64() else {
            return Err(
                RuleError::new(FORMAT, msg!("poker-put-number", player = name, field = field("put"))).with_player(name)
            );
        };
        if !(0..=AMOUNT_MAX).contains(&amount) {
            return Err(RuleError::new(
                "poker.put.amount",
                msg!("poker-put-amount", player = name, amount = amount, max = AMOUNT_MAX),
            )
            .with_player(name));
        }
        put[s] = Some(amount);
    }
    let in_hand = put.iter().filter(|p| p.is_some()).count();
    if in_hand < 2 {
        return Err(RuleError::new("poker.put.players", msg!("poker-put-players", given = in_hand)));
    }
    let ante = int(setup, "ante");
    // The betting written: it gives what each put in, and must agree with the sums typed.
    let bets = match &bets_texts {
        None => None,
        Some(texts) => {
            let dealt: Vec<bool> = put.iter().map(Option::is_some).collect();
            let b = betting::referee(setup, texts, &dealt, dealer, ante)?;
            if put_v.is_some() {
                if let Some(s) = (0..n).find(|&s| put[s] != b.put[s]) {
                    let name = players[s].as_str();
                    return Err(RuleError::new(
                        "poker.bet.disagree",
                        msg!(
                            "poker-bet-disagree-put",
                            player = name,
                            typed = put[s].unwrap_or(0),
                            bets = b.put[s].unwrap_or(0),
                            field = field("put")
                        ),
                    )
                    .with_player(name));
                }
            }
            put.clone_from(&b.put);
            Some(b)
        }
    };

    let mut folded = vec![false; n];
    let folded_given = folded_v.is_some();
    if let Some(v) = folded_v {
        for name in strings("folded", &v)? {
            let s = setup.seat(&name)?;
            let name = players[s].as_str();
            if put[s].is_none() {
                return Err(RuleError::new(
                    "poker.fold.out",
                    msg!("poker-fold-out", player = name, field = field("put")),
                )
                .with_player(name));
            }
            if folded[s] {
                return Err(RuleError::new(FORMAT, msg!("poker-named-twice", player = name, field = field("folded")))
                    .with_player(name));
            }
            folded[s] = true;
        }
    }
    if let Some(b) = &bets {
        if folded_given {
            if let Some(s) = (0..n).find(|&s| folded[s] != b.folded[s]) {
                let name = players[s].as_str();
                let key = if b.folded[s] { "passed" } else { "stayed" };
                return Err(RuleError::new(
                    "poker.bet.disagree",
                    msg!("poker-bet-disagree-folded", player = name, kind = key, field = field("folded")),
                )
                .with_player(name));
            }
        }
        folded.clone_from(&b.folded);
    }
    if (0..n).all(|s| put[s].is_none() || folded[s]) {
        return Err(RuleError::new("poker.fold.all", msg!("poker-fold-all")));
    }

    let book = setup.options.get("betting").and_then(Value::as_str) == Some("book");
    for s in 0..n {
        let Some(p) = put[s] else { continue };
        let name = players[s].as_str();
        if p < ante {
            return Err(RuleError::new(
                "poker.put.ante",
                msg!("poker-put-ante", player = name, amount = p, ante = ante),
            )
            .with_player(name));
        }
        if book {
            let allowed = if folded[s] { vec![ante] } else { vec![3 * ante, 4 * ante] };
            if !allowed.contains(&p) {
                let key = if folded[s] { "folded" } else { "stayed" };
                return Err(RuleError::new(
                    "poker.put.book",
                    msg!("poker-put-book", player = name, amount = p, ante = ante, kind = key),
                )
                .with_player(name));
            }
        }
    }

    let mut show = vec![];
    if let Some(v) = show_v {
        for (s, x) in names_map(setup, FORMAT, "show", &v)? {
            let name = players[s].as_str();
            let text = match x {
                Value::String(t) => t.clone(),
                Value::Array(a) if a.iter().all(Value::is_string) => {
                    a.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(" ")
                }
                _ => {
                    return Err(RuleError::new(FORMAT, msg!("poker-show-text", player = name, field = field("show")))
                        .with_player(name))
                }
            };
            if put[s].is_none() {
                return Err(RuleError::new("poker.show.out", msg!("poker-show-out", player = name)).with_player(name));
            }
            if folded[s] {
                return Err(
                    RuleError::new("poker.show.folded", msg!("poker-show-folded", player = name)).with_player(name)
                );
            }
            show.push((s, text));
        }
        let live: Vec<Seat> = (0..n).filter(|&s| put[s].is_some() && !folded[s]).collect();
        if live.len() < 2 {
            return Err(RuleError::new("poker.show.players", msg!("poker-show-alone", player = names(setup, &live))));
        }
        let missing: Vec<Seat> = live.iter().copied().filter(|s| !show.iter().any(|(t, _)| t == s)).collect();
        if !missing.is_empty() {
            return Err(RuleError::new(
                "poker.show.players",
                msg!("poker-show-missing", players = names(setup, &missing)),
            )
            .with_player(&players[missing[0]]));
        }
    }

    let winner = match winner_v {
        None => None,
        Some(v) => {
            let mut groups: Vec<Vec<Seat>> = vec![];
            let mut seen: Vec<Seat> = vec![];
            for entry in strings("winner", &v)? {
                let mut group = vec![];
                for name in entry.split('=').map(str::trim).filter(|s| !s.is_empty()) {
                    let s = setup.seat(name)?;
                    let name = players[s].as_str();
                    if seen.contains(&s) {
                        return Err(RuleError::new(
                            FORMAT,
                            msg!("poker-named-twice", player = name, field = field("winner")),
                        )
                        .with_player(name));
                    }
                    if put[s].is_none() {
                        return Err(RuleError::new("poker.winner.out", msg!("poker-winner-out", player = name))
                            .with_player(name));
                    }
                    if folded[s] {
                        return Err(RuleError::new("poker.winner.folded", msg!("poker-winner-folded", player = name))
                            .with_player(name));
                    }
                    seen.push(s);
                    group.push(s);
                }
                if !group.is_empty() {
                    groups.push(group);
                }
            }
            (!groups.is_empty()).then_some(groups)
        }
    };
    Ok(HandDoc { dealer, put, folded, show, winner, bets })
}

/// The cards shown, ranked: the showdown, and the order it gives (groups of seats, best first).
fn rank(setup: &Setup, doc: &HandDoc) -> Result<(Showdown, Vec<Vec<Seat>>), RuleError> {
    let texts: Vec<String> = doc.show.iter().map(|(_, t)| t.clone()).collect();
    let shown: Vec<String> = doc.show.iter().map(|(s, _)| setup.players[*s].clone()).collect();
    let sd = showdown(&texts, Some(shown))?;
    let jokers = sd.hands.iter().flat_map(|h| &h.held).filter(|c| c.is_none()).count();
    let allowed = usize::try_from(int(setup, "jokers")).unwrap_or(0);
    if jokers > allowed {
        return Err(RuleError::new("poker.joker.count", msg!("poker-session-jokers", given = jokers, pack = allowed))
            .with_card("🃏"));
    }
    let order = sd.places.iter().map(|p| p.iter().map(|&i| doc.show[i].0).collect()).collect();
    Ok((sd, order))
}

/// Plays one hand on the money: returns its row.
fn play_hand(setup: &Setup, st: &mut State, v: &Value) -> Result<Scored, RuleError> {
    let players = &setup.players;
    let n = players.len();
    let doc = read_hand(setup, v, &st.rotation)?;
    let dealer = doc.dealer;
    let live: Vec<Seat> = (0..n).filter(|&s| doc.put[s].is_some() && !doc.folded[s]).collect();
    let pots = pots(&doc.put, &doc.folded);
    let mut steps: Vec<Step> = vec![];

    let nothing_to_win = pots.iter().all(|p| p.eligible.is_empty());
    // Who wins: the cards ranked, the winners named, or the one player left in.
    let ranked = if doc.show.is_empty() { None } else { Some(rank(setup, &doc)?) };
    let order: Vec<Vec<Seat>> = match (&ranked, &doc.winner) {
        (Some((_, by_cards)), Some(named)) => {
            let (a, b) = (pot_winners(&pots, by_cards), pot_winners(&pots, named));
            if a != b {
                let main = |w: &[Option<Vec<Seat>>]| {
                    w.iter().flatten().find(|g| !g.is_empty()).map(|g| names(setup, g)).unwrap_or_default()
                };
                return Err(RuleError::new(
                    "poker.winner.disagree",
                    msg!("poker-winner-disagree", cards = main(&a), named = main(&b)),
                ));
            }
            by_cards.clone()
        }
        (Some((_, by_cards)), None) => by_cards.clone(),
        (None, Some(named)) => named.clone(),
        (None, None) if live.len() == 1 => vec![live.clone()],
        // Nobody still in put anything in (no ante, a checked round): there is nothing to win.
        (None, None) if nothing_to_win => vec![],
        (None, None) => {
            return Err(RuleError::new(
                "poker.winner.missing",
                msg!(
                    "poker-winner-missing",
                    players = names(setup, &live),
                    winner = field("winner"),
                    show = field("show")
                ),
            ))
        }
    };
    let winners = pot_winners(&pots, &order);
    for (k, (p, w)) in pots.iter().zip(&winners).enumerate() {
        if w.is_none() {
            return Err(RuleError::new(
                "poker.winner.pot",
                msg!(
                    "poker-winner-pot",
                    pot = pot_name(k, pots.len()),
                    amount = p.amount,
                    players = names(setup, &p.eligible)
                ),
            ));
        }
    }
    // A winner named (not a hand shown) who wins nothing was meant as a split, or is a mistake.
    // With nothing to win, a winner named wins nothing.
    let named = if nothing_to_win { &[][..] } else { doc.winner.as_deref().unwrap_or_default() };
    if let Some(idle) = named.iter().flatten().find(|s| !winners.iter().flatten().any(|w| w.contains(s))) {
        let name = players[*idle].as_str();
        return Err(RuleError::new("poker.winner.extra", msg!("poker-winner-extra", player = name)).with_player(name));
    }

    // The money: everyone pays in what he put, each pot is paid out.
    let before = st.money.balances.clone();
    let put_list: Vec<Msg> = (0..n)
        .filter_map(|s| doc.put[s].map(|p| msg!("poker-put-one", player = players[s].as_str(), amount = p)))
        .collect();
    for s in 0..n {
        if let Some(p) = doc.put[s] {
            st.money.pay_in(s, p);
        }
    }
    let total = st.money.bank;
    let folded: Vec<Seat> = (0..n).filter(|&s| doc.folded[s]).collect();
    steps.push(Step {
        rule: "poker.pot.layers",
        text: msg!(
            "poker-step-put",
            pot = total,
            put = put_list,
            folded = names(setup, &folded),
            count = folded.len(),
            pots = pots.len()
        ),
    });
    if let Some(b) = &doc.bets {
        steps.push(Step { rule: "poker.bet.turn", text: msg!("poker-step-bets", said = b.said(players)) });
        let text = match b.end {
            End::Alone(s) => msg!("poker-step-bets-alone", player = players[s].as_str()),
            End::Equal(x) => msg!("poker-step-bets-equal", players = names(setup, &live), amount = x),
        };
        steps.push(Step { rule: "poker.bet.round", text });
    }
    if pots.len() > 1 {
        for (k, p) in pots.iter().enumerate() {
            steps.push(Step {
                rule: "poker.pot.layers",
                text: msg!(
                    "poker-step-layer",
                    pot = pot_name(k, pots.len()),
                    amount = p.amount,
                    contributors = names(setup, &p.contributors),
                    eligible = names(setup, &p.eligible),
                    count = p.eligible.len()
                ),
            });
        }
    }
    if let Some((sd, _)) = &ranked {
        for line in sd.lines().into_iter().filter(|m| *m != Msg::default()) {
            steps.push(Step { rule: "poker.show.rank", text: line });
        }
    }
    let mut pot_json = vec![];
    // What each winner took from the pots he won (a bet given back is no win).
    let mut won_by = vec![0i64; n];
    for (k, (p, w)) in pots.iter().zip(&winners).enumerate() {
        let w = w.clone().unwrap_or_default();
        let name = pot_name(k, pots.len());
        let mut paid = Map::new();
        if w.is_empty() {
            let back = p.amount / p.contributors.len().max(1) as i64;
            for &s in &p.contributors {
                let got = st.money.pay_out(s, back);
                paid.insert(players[s].clone(), got.into());
            }
            steps.push(Step {
                rule: "poker.pot.returned",
                text: msg!(
                    "poker-step-returned",
                    pot = name,
                    amount = p.amount,
                    players = names(setup, &p.contributors),
                    count = p.contributors.len(),
                    each = back
                ),
            });
        } else {
            let shares = split(p.amount, &w, dealer, n);
            for &(s, share) in &shares {
                let got = st.money.pay_out(s, share);
                won_by[s] += got;
                paid.insert(players[s].clone(), got.into());
            }
            if shares.len() == 1 {
                steps.push(Step {
                    rule: "poker.pot.won",
                    text: msg!("poker-step-won", pot = name, amount = p.amount, player = players[shares[0].0].as_str()),
                });
            } else {
                let each: Vec<Msg> = shares
                    .iter()
                    .map(|&(s, x)| msg!("poker-put-one", player = players[s].as_str(), amount = x))
                    .collect();
                steps.push(Step {
                    rule: "poker.pot.won",
                    text: msg!(
                        "poker-step-split",
                        pot = name,
                        amount = p.amount,
                        players = names(setup, &w),
                        each = each
                    ),
                });
                let odd = p.amount % shares.len() as i64;
                if odd > 0 {
                    let first: Vec<Seat> = shares.iter().take(odd as usize).map(|&(s, _)| s).collect();
                    steps.push(Step {
                        rule: "poker.pot.split",
                        text: msg!(
                            "poker-step-odd",
                            odd = odd,
                            players = names(setup, &first),
                            dealer = players[dealer].as_str()
                        ),
                    });
                }
            }
        }
        let mut pj = Map::new();
        pj.insert("amount".into(), p.amount.into());
        pj.insert("contested".into(), p.eligible.iter().map(|&s| Value::from(players[s].clone())).collect());
        pj.insert("winners".into(), w.iter().map(|&s| Value::from(players[s].clone())).collect());
        pj.insert("paid".into(), Value::Object(paid));
        pot_json.push(Value::Object(pj));
    }
    if st.money.bank != 0 || !st.money.conserved() {
        return Err(RuleError::new("poker.money.conserved", msg!("poker-money-lost")));
    }
    let balances: Vec<Msg> = players
        .iter()
        .zip(&st.money.balances)
        .map(|(p, &b)| msg!("poker-balance", player = p.as_str(), balance = signed(b)))
        .collect();
    steps.push(Step { rule: "poker.money.conserved", text: msg!("poker-step-conserved", balances = balances) });
    st.money.rounds += 1;
    st.rotation.dealt(dealer, n);

    let scores: Vec<i64> = st.money.balances.iter().zip(&before).map(|(a, b)| a - b).collect();
    let annotations: Vec<Msg> = (0..n)
        .map(|s| match doc.put[s] {
            None => Msg::default(),
            Some(p) => msg!("poker-cell", amount = p, folded = if doc.folded[s] { "yes" } else { "no" }),
        })
        .collect();
    let won: Vec<Msg> = (0..n)
        .filter(|&s| won_by[s] > 0)
        .map(|s| msg!("poker-put-one", player = players[s].as_str(), amount = won_by[s]))
        .collect();
    let summary = if won.is_empty() {
        msg!("poker-summary-empty", dealer = players[dealer].as_str())
    } else {
        msg!("poker-summary", hand = st.money.rounds, dealer = players[dealer].as_str(), pot = total, won = won)
    };
    let mut extra = Map::new();
    extra.insert("hand".into(), st.money.rounds.into());
    extra.insert("dealer".into(), players[dealer].clone().into());
    extra.insert(
        "put".into(),
        Value::Object((0..n).filter_map(|s| doc.put[s].map(|p| (players[s].clone(), Value::from(p)))).collect()),
    );
    extra.insert("folded".into(), folded.iter().map(|&s| Value::from(players[s].clone())).collect());
    extra.insert("pot".into(), total.into());
    if let Some(b) = &doc.bets {
        extra.insert("bets".into(), b.json(players));
    }
    extra.insert("pots".into(), Value::Array(pot_json));
    if let Some((sd, _)) = &ranked {
        let hands: Map<String, Value> = doc
            .show
            .iter()
            .enumerate()
            .map(|(i, (s, _))| {
                let h = &sd.hands[i];
                let mut m = Map::new();
                m.insert(
                    "held".into(),
                    h.held.iter().map(|c| Value::from(c.map_or_else(|| "Jo".to_string(), Card::ascii))).collect(),
                );
                m.insert("category".into(), h.value.category.key().into());
                (players[*s].clone(), Value::Object(m))
            })
            .collect();
        extra.insert("hands".into(), Value::Object(hands));
    }
    Ok(Scored {
        scores,
        totals: st.money.balances.clone(),
        notes: vec![],
        marks: vec![],
        annotations,
        explain: steps,
        summary,
        extra,
        pool: None,
    })
}

/// "the pot" when there is one; else "the main pot", "side pot 1", …
fn pot_name(k: usize, count: usize) -> Msg {
    msg!("poker-pot-name", k = k, count = count)
}

/// Replays a session's entries from `state` (`None`: its start).
pub fn replay_from(
    setup: &Setup,
    state: Option<&Value>,
    entries: &[(usize, &Entry)],
) -> Result<(GameReplay, Option<Value>), RuleError> {
    let n = setup.players.len();
    let mut st = match state {
        None => State { money: Money::new(n), ..State::default() },
        Some(v) => {
            resume("poker.snapshot", v, |s: &mut State| s.money.fits_pot(n) && s.money.bank == 0 && s.rotation.fits(n))?
        }
    };
    let agreed = int(setup, "deals");
    let mut out = GameReplay::default();
    for &(at, entry) in entries {
        match entry {
            Entry::Deal(v) => {
                let mut scored = play_hand(setup, &mut st, v).map_err(|e| e.at_entry(at))?;
                let over = agreed > 0
                    && i64::try_from(st.money.rounds).unwrap_or(i64::MAX) >= agreed
                    && Goal::Highest.best(&st.money.balances).is_some();
                if over {
                    let best = Goal::Highest.best(&st.money.balances).unwrap_or(0);
                    scored
                        .explain
                        .push(Step { rule: "poker.match.deals", text: msg!("poker-match-over", deals = agreed) });
                    scored.explain.push(Step {
                        rule: "poker.match.winner",
                        text: msg!(
                            "poker-match-winner",
                            player = setup.players[best].as_str(),
                            balance = signed(st.money.balances[best])
                        ),
                    });
                    st.over = true;
                }
                out.scored.push(scored);
                out.finished_after.push(over);
            }
            Entry::Penalty(p) => {
                return Err(
                    RuleError::new("poker.penalty", msg!("poker-penalty", player = p.player.as_str())).at_entry(at)
                );
            }
            // A voided hand that kept its place was dealt: the deal passes on; no money moves.
            Entry::Turn => {
                st.rotation.turn(n);
                st.money.rounds += 1;
            }
            Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => {}
        }
    }
    if st.over {
        out.winner = Goal::Highest.best(&st.money.balances);
    } else {
        out.next =
            Some(msg!("poker-next", hand = st.money.rounds + 1, dealer = setup.players[st.rotation.due(n)].as_str()));
    }
    Ok((out, snapshot(&st)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shared_rules_are_poker_s() {
        assert!(SHARED_RULES.iter().all(|r| super::super::RULE_IDS.contains(r)));
    }

    #[test]
    fn an_all_in_player_makes_a_side_pot_and_a_fold_above_everyone_is_given_back() {
        // Аня all-in 10, Борис 40, Вера 60 folded: 30 (all, contested by Аня and Борис), 60
        // (Борис, Вера: Борис alone), 20 (Вера alone, folded: nobody still in reached it).
        let p = pots(&[Some(10), Some(40), Some(60)], &[false, false, true]);
        let shape: Vec<(i64, Vec<Seat>)> = p.iter().map(|p| (p.amount, p.eligible.clone())).collect();
        assert_eq!(shape, vec![(30, vec![0, 1]), (60, vec![1]), (20, vec![])]);
        assert_eq!(pot_winners(&p, &[vec![0], vec![1]]), vec![Some(vec![0]), Some(vec![1]), Some(vec![])]);
        assert_eq!(split(7, &[0, 2], 2, 3), vec![(0, 4), (2, 3)]);
    }
}
