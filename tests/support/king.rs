//! What King's rule tests and property tests share: the players, quick deals that give
//! everything to the first player, how each deal is played (for the independent random player of
//! `family_support`), and an independent count of what each player's tricks are worth.

use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::king::{deck, Kind, CLASSIC, KING_OF_HEARTS};
use kozyr::games::{MatchDoc, Replay, RuleError};
use serde_json::{json, Value};

use super::family::{Game, Spec};

use super::king_words as words;
#[allow(unused_imports)]
pub use words::{english_left, shown};

pub const P: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

pub fn doc_of(players: usize, options: Value, deals: &[Value]) -> MatchDoc {
    MatchDoc {
        game: "king".into(),
        name: None,
        players: P[..players].iter().map(|s| s.to_string()).collect(),
        teams: None,
        options: options.as_object().cloned().unwrap_or_default(),
        deals: deals.to_vec(),
    }
}

pub fn run_with(players: usize, options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    doc_of(players, options, deals).replay()
}

/// A quick deal of `kind` in which the first player takes everything (any player count).
pub fn all_to_first(kind: Kind, players: usize) -> Value {
    let tricks = deck(players).len() / players;
    let first = P[0];
    let mut v = match kind {
        Kind::NoTricks => json!({"won": {first: tricks}}),
        Kind::NoBoys | Kind::NoGirls => json!({"took": {first: ["4"]}}),
        Kind::NoHearts => json!({"took": {first: ["8"]}}),
        Kind::NoLastTwo => json!({"last_two": [first, first]}),
        Kind::NoKing => json!({"took": {first: ["KH"]}}),
        Kind::Eralash => json!({"won": {first: tricks}, "last_two": [first, first],
                                "took": {first: ["KH", "4 jacks", "4 queens", "7 hearts"]}}),
        Kind::Positive => json!({"trump": "spades", "won": {first: tricks}}),
    };
    v["game"] = json!(kind.id());
    v
}

/// The first `k` deals of a classic match, each given to the first player.
pub fn classic_before(k: usize, players: usize) -> Vec<Value> {
    CLASSIC[..k].iter().map(|&kind| all_to_first(kind, players)).collect()
}

/// Who leads a classic deal: the dealer's left, or in a positive deal his right.
pub fn classic_leader(kind: Kind, dealer: usize, players: usize) -> usize {
    if kind.is_positive() {
        (dealer + players - 1) % players
    } else {
        (dealer + 1) % players
    }
}

/// How a deal of `kind` is played, from the rules page.
pub fn spec(kind: Kind, trump: Suit) -> Spec {
    Spec {
        trump: kind.is_positive().then_some(trump),
        must_trump: kind.is_positive(),
        no_hearts_lead: matches!(kind, Kind::NoHearts | Kind::NoKing | Kind::Eralash),
        discard: matches!(kind, Kind::NoKing | Kind::Eralash).then_some(KING_OF_HEARTS),
        ..Spec::default()
    }
}

fn is_penalty(kind: Kind, game: Kind) -> bool {
    kind == game || kind == Kind::Eralash
}

/// What a played-out deal is worth to each seat, counted from the cards each took, independently
/// of kozyr.
pub fn independent(kind: Kind, g: &Game, seats: usize) -> Vec<i64> {
    let mut out = vec![0i64; seats];
    let n = g.winners.len();
    for (s, points) in out.iter_mut().enumerate() {
        let won = g.winners.iter().filter(|&&w| w == s).count() as i64;
        let taken = &g.taken[s];
        let count = |f: &dyn Fn(&Card) -> bool| taken.iter().filter(|c| f(c)).count() as i64;
        if kind == Kind::Positive {
            *points += 3 * won;
            continue;
        }
        if is_penalty(kind, Kind::NoTricks) {
            *points -= 2 * won;
        }
        if is_penalty(kind, Kind::NoBoys) {
            *points -= 4 * count(&|c| c.rank() == Rank::Jack);
        }
        if is_penalty(kind, Kind::NoGirls) {
            *points -= 4 * count(&|c| c.rank() == Rank::Queen);
        }
        if is_penalty(kind, Kind::NoHearts) {
            *points -= 2 * count(&|c| c.suit() == Suit::Hearts);
        }
        if is_penalty(kind, Kind::NoLastTwo) {
            *points -= 8 * i64::from(g.winners[n - 2] == s) + 8 * i64::from(g.winners[n - 1] == s);
        }
        if is_penalty(kind, Kind::NoKing) && taken.contains(&KING_OF_HEARTS) {
            *points -= 16;
        }
    }
    out
}

/// What every deal of `kind` hands out in all, for `players`: the rules page's table.
pub fn table_total(kind: Kind, players: usize) -> i64 {
    match (kind, players) {
        (Kind::NoTricks, 3) => -20,
        (Kind::Eralash, 3) => -100,
        (Kind::Eralash, _) => -96,
        (Kind::Positive, 3) => 30,
        (Kind::Positive, _) => 24,
        _ => -16,
    }
}

/// The quick entry of a played-out deal: only what its game scores, as a table would write it.
pub fn quick_of(kind: Kind, g: &Game, seats: usize, trump: Suit) -> Value {
    let n = g.winners.len();
    let won: serde_json::Map<String, Value> =
        (0..seats).map(|s| (P[s].to_string(), json!(g.winners.iter().filter(|&&w| w == s).count()))).collect();
    let took_of = |pred: &dyn Fn(&Card) -> bool| -> serde_json::Map<String, Value> {
        (0..seats)
            .filter_map(|s| {
                let cards: Vec<String> = g.taken[s].iter().filter(|c| pred(c)).map(|c| c.ascii()).collect();
                (!cards.is_empty()).then(|| (P[s].to_string(), json!(cards)))
            })
            .collect()
    };
    let last_two = json!([P[g.winners[n - 2]], P[g.winners[n - 1]]]);
    let mut v = match kind {
        Kind::NoTricks => json!({"won": won}),
        Kind::NoBoys => json!({"took": took_of(&|c| c.rank() == Rank::Jack)}),
        Kind::NoGirls => json!({"took": took_of(&|c| c.rank() == Rank::Queen)}),
        Kind::NoHearts => json!({"took": took_of(&|c| c.suit() == Suit::Hearts)}),
        Kind::NoLastTwo => json!({"last_two": last_two}),
        Kind::NoKing => json!({"took": took_of(&|c| *c == KING_OF_HEARTS)}),
        Kind::Eralash => json!({"won": won, "last_two": last_two, "took": took_of(&|c| {
            c.rank() == Rank::Jack || c.rank() == Rank::Queen || c.suit() == Suit::Hearts
        })}),
        Kind::Positive => json!({"won": won, "trump": trump.name()}),
    };
    v["game"] = json!(kind.id());
    v
}
