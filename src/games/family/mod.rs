//! The trick-and-penalty family's shared machinery. King, Black Mary, Chervy, Slobberhannes,
//! Jacks, Mushka, Pamfil, Opendaum and Catch the Ten are each a module of data on top of it:
//!
//! - [`FamilyRules`]: one referee configured by data (trump, must-trump, hearts lead, K♥ discard,
//!   Pamfil's J♣, Catch the Ten's jack-high trumps, Mushka's A♠ variant, tolerated reneges);
//! - [`Item`] tables: what a deal scores (tricks, cards, the trick at a position), [`table::score`];
//! - [`tally::read`]: the deal's facts from quick entry (`--won`, `--took`, `--last`…, every count
//!   checked) or from the play record, with reneges found and matched to the ones recorded;
//! - [`Sheet`]: running totals, the per-deal rows and the end of the match, lowest or highest wins.
//!
//! Shared rule ids are cited with the game's prefix (`black-mary.took.twice`); [`SHARED_RULES`]
//! lists them and each game lists the ones it can raise in its own `RULE_IDS`. What the machinery
//! says is in the `family-*` messages of `locales/<lang>/family.ftl`.

pub mod rotation;
pub mod rules;
pub mod simple;
pub mod table;
pub mod tally;

pub use rotation::Rotation;
pub use rules::FamilyRules;
pub use simple::{Opt, Renege, Simple};
pub use table::{deal_total, score, Count, Item, Pos};
pub use tally::{read, referee_piles, FamilyDoc, Played, Read, Tally};

pub use crate::games::state::{resume, snapshot};
use serde_json::{Map, Value};

use crate::cards::{Deck, Suit};
use crate::engine::Seat;
use crate::games::{
    check_players, GameInfo, GameReplay, Mark, MarkKind, Penalty, RuleError, Scored, Setup, Step, PENALTY_POINTS_MAX,
};
use crate::i18n::{field, signed, Msg};
use crate::msg;

/// Rule ids the shared machinery raises, without the game's prefix.
pub const SHARED_RULES: &[&str] = &[
    "deal.format",
    "deal.dealer",
    "deal.trump",
    "deal.won",
    "deal.trick-taker",
    "won.range",
    "won.sum",
    "took.card",
    "took.twice",
    "took.sum",
    "took.impossible",
    "renege.not-in-record",
    "entry.disagree",
    "play.format",
    "play.not-playing",
    "play.follow-suit",
    "play.trump",
    "play.hearts-lead",
    "play.must-discard",
    "penalty.points",
    "penalty.sign",
];

/// A shared rule id with the game's prefix.
pub fn id(game: &str, rule: &str) -> String {
    debug_assert!(SHARED_RULES.contains(&rule), "{rule} is not a shared rule id");
    format!("{game}.{rule}")
}

/// What the shared readers need to know about the deal at hand.
#[derive(Debug, Clone)]
pub struct Ctx<'a> {
    pub game: &'static str,
    pub setup: &'a Setup,
    /// The seats in the deal in playing order: everyone, or those who did not pass (Mushka).
    pub playing: Vec<Seat>,
    /// The match seat that leads the first trick.
    pub leader: Seat,
    pub tricks: usize,
    pub deck: &'a Deck,
    /// Packets each hand is dealt in and played one after the other (Catch the Ten, 2–3 players).
    pub piles: usize,
    /// Header keys the game reads in the text form of a play record.
    pub headers: &'static [&'static str],
    /// The catalogue message saying what a recorded renege costs, for the referee's hint ("43
    /// penalty points"; `None`: the game has no renege penalty).
    pub renege_hint: Option<&'static str>,
}

impl<'a> Ctx<'a> {
    /// Everyone plays; the player left of the dealer leads.
    pub fn new(game: &'static str, setup: &'a Setup, deck: &'a Deck, tricks: usize, dealer: Seat) -> Ctx<'a> {
        let n = setup.players.len();
        Ctx {
            game,
            setup,
            playing: (0..n).collect(),
            leader: (dealer + 1) % n,
            tricks,
            deck,
            piles: 1,
            headers: &[],
            renege_hint: None,
        }
    }

    /// The seat of a player who is in this deal.
    pub fn playing_seat(&self, name: &str) -> Result<Seat, RuleError> {
        let s = self.setup.seat(name)?;
        if !self.playing.contains(&s) {
            return Err(RuleError::new(
                id(self.game, "play.not-playing"),
                msg!("family-not-playing", player = &self.setup.players[s]),
            )
            .with_player(name));
        }
        Ok(s)
    }

    /// "Аня 3, Борис 5, Вера 0" over the players in the deal, a list argument of a message.
    pub fn list(&self, v: &[u32]) -> Vec<Msg> {
        self.playing
            .iter()
            .map(|&s| msg!("family-player-count", player = &self.setup.players[s], count = v[s]))
            .collect()
    }

    /// The cards of the deck any item scores, a list argument of a message.
    fn scoring_cards(&self, items: &[Item]) -> Vec<Msg> {
        let mut named = Vec::new();
        for item in items {
            if let Count::Cards(set) = item.count {
                if set.len() > 4 {
                    named.push(msg!("family-any", group = item.group()));
                } else {
                    named.extend(
                        self.deck.cards().iter().filter(|&&c| set.contains(c)).map(|&c| msg!("family-card", card = c)),
                    );
                }
            }
        }
        named
    }
}

/// The dealer of a deal: the one recorded for the first deal (the table drew for it), then each
/// next player in turn; a later deal naming another dealer is refused.
pub fn dealer(game: &str, setup: &Setup, given: Option<&str>, expected: Option<Seat>) -> Result<Seat, RuleError> {
    let Some(name) = given else { return Ok(expected.unwrap_or(0)) };
    let s = setup.seat(name)?;
    match expected {
        Some(e) if e != s => Err(RuleError::new(
            id(game, "deal.dealer"),
            msg!("family-dealer-turn", player = name, turn = &setup.players[e]),
        )
        .with_player(name)),
        _ => Ok(s),
    }
}

/// A trump suit as recorded: a suit in any notation, or `none`.
pub fn trump(game: &str, text: Option<&str>, required: bool) -> Result<Option<Suit>, RuleError> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        if required {
            return Err(RuleError::new(id(game, "deal.trump"), msg!("family-trump-required", field = field("trump"))));
        }
        return Ok(None);
    };
    if ["none", "no", "-", "без", "без козыря"].contains(&text.to_lowercase().as_str()) {
        return Ok(None);
    }
    text.parse::<Suit>()
        .map(Some)
        .map_err(|_| RuleError::new(id(game, "deal.trump"), msg!("family-trump-not-suit", text = text)))
}

/// Whether the highest or the lowest total wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    Highest,
    Lowest,
}

impl Goal {
    /// The one side with the best total, or none on a tie.
    pub fn best(self, totals: &[i64]) -> Option<usize> {
        let best = match self {
            Goal::Highest => totals.iter().max(),
            Goal::Lowest => totals.iter().min(),
        }?;
        let mut at = totals.iter().enumerate().filter(|(_, t)| *t == best).map(|(i, _)| i);
        let first = at.next();
        if at.next().is_some() {
            None
        } else {
            first
        }
    }
}

/// The texts of a sheet row: catalogue messages. TRANSITIONAL: `String` stands for the plain
/// English rows of the family's games that do not speak through the catalogues yet; once all do,
/// [`Written`] and [`Sheet`] carry [`Msg`] only and this trait goes.
/// A deal's or penalty's contribution to the sheet.
#[derive(Debug, Clone, Default)]
pub struct Written {
    pub scores: Vec<i64>,
    pub summary: Msg,
    pub notes: Vec<Msg>,
    pub marks: Vec<Mark>,
    pub steps: Vec<Step>,
    pub extra: Map<String, Value>,
}

/// Running totals and the rows of a match being replayed.
#[derive(Debug, Clone)]
pub struct Sheet {
    pub totals: Vec<i64>,
    pub out: GameReplay,
    /// Whether the match was over before the first row of this replay (a match resumed from a
    /// snapshot); later rows say it themselves.
    over_before: bool,
}

impl Sheet {
    pub fn new(start: Vec<i64>) -> Sheet {
        Sheet { totals: start.clone(), out: GameReplay { start, ..GameReplay::default() }, over_before: false }
    }

    /// A sheet that goes on from a snapshot: the match started at `start`, stands at `totals` and
    /// was or was not over.
    pub fn resume(start: Vec<i64>, totals: Vec<i64>, over: bool) -> Sheet {
        Sheet { totals, out: GameReplay { start, ..GameReplay::default() }, over_before: over }
    }

    /// Is the match over after the last row written (or before the first, when none is)?
    pub fn finished(&self) -> bool {
        self.out.finished_after.last().copied().unwrap_or(self.over_before)
    }

    /// The totals as they will stand after an entry with these scores, to decide the end before
    /// writing it.
    pub fn after(&self, scores: &[i64]) -> Vec<i64> {
        self.totals.iter().zip(scores).map(|(t, s)| t.saturating_add(*s)).collect()
    }

    /// Adds an entry's scores to the totals and writes its row; `finished` says whether the match
    /// is over after it.
    pub fn write(&mut self, w: Written, finished: bool) {
        for (t, s) in self.totals.iter_mut().zip(&w.scores) {
            *t = t.saturating_add(*s);
        }
        self.push(w, finished);
    }

    /// Writes a row whose totals the game has already set (Mushka's reset to −25).
    pub fn push(&mut self, w: Written, finished: bool) {
        self.out.scored.push(Scored {
            scores: w.scores,
            totals: self.totals.clone(),
            notes: w.notes,
            marks: w.marks,
            annotations: vec![],
            explain: w.steps,
            summary: w.summary,
            extra: w.extra,
            pool: None,
        });
        self.out.finished_after.push(finished);
    }
}

/// A penalty entry written to a player (`kozyr penalty`): a reason the game knows gives the book's
/// amount in the game's own sign (Black Mary's renege +43 penalty points), any other reason needs
/// its points and cites `rule`, the game's rule for penalties the table agrees.
pub fn penalty(
    game: &'static str,
    rule: &'static str,
    setup: &Setup,
    p: &Penalty,
    known: &[(&str, i64, &'static str)],
) -> Result<(Seat, Written), RuleError> {
    let seat = setup.seat(&p.player)?;
    let reason = p.reason.trim().to_lowercase();
    let priced = known.iter().find(|(r, _, _)| *r == reason);
    // A reason the game prices is a loss or a gain by the book: points of the other sign are a slip,
    // not a bonus the game has.
    if let (Some(x), Some(&(r, book, _))) = (p.points, priced) {
        if x != 0 && x.signum() != book.signum() {
            return Err(RuleError::new(
                id(game, "penalty.sign"),
                msg!("family-penalty-sign", reason = r, points = signed(x), book = signed(book)),
            ));
        }
    }
    let (points, rule) = match (p.points, priced) {
        (Some(x), _) if x != 0 && (-PENALTY_POINTS_MAX..=PENALTY_POINTS_MAX).contains(&x) => {
            (x, priced.map_or(rule, |s| s.2))
        }
        (None, Some(&(_, x, rule))) => (x, rule),
        _ => {
            let known: Vec<Msg> =
                known.iter().map(|&(r, x, _)| msg!("family-penalty-known", reason = r, points = signed(x))).collect();
            return Err(RuleError::new(
                id(game, "penalty.points"),
                if known.is_empty() {
                    msg!("family-penalty-points")
                } else {
                    msg!("family-penalty-points-known", known = known)
                },
            ));
        }
    };
    let mut scores = vec![0; setup.players.len()];
    scores[seat] = points;
    // A reason the game prices reads in the reader's language; any other as the table typed it.
    let reason = msg!("family-reason", reason = if priced.is_some() { reason } else { p.reason.clone() });
    let text =
        msg!("family-penalty-line", player = &setup.players[seat], reason = reason.clone(), points = signed(points));
    let mut extra = Map::new();
    extra.insert("player".into(), setup.players[seat].clone().into());
    extra.insert("reason".into(), p.reason.clone().into());
    Ok((
        seat,
        Written {
            scores,
            summary: msg!("family-penalty-summary", reason = reason),
            notes: vec![text.clone()],
            marks: vec![Mark::new(seat, MarkKind::Penalty)],
            steps: vec![Step { rule, text }],
            extra,
        },
    ))
}

/// Checks the players of a game played every player for himself: their number and names, and no
/// teams. Options are the game's to read.
pub fn solo_players(info: &GameInfo, players: &[String], teams: Option<&Map<String, Value>>) -> Result<(), RuleError> {
    check_players(players, info.seats, info.id)?;
    if teams.is_some_and(|t| !t.is_empty()) {
        return Err(RuleError::new("match.teams", msg!("family-no-teams", game = game_name(info.id))));
    }
    Ok(())
}

/// The leftover fields of a deal record are the game's own; anything it does not read is refused.
pub fn no_more_fields(game: &str, map: &Map<String, Value>, fields: &[&str]) -> Result<(), RuleError> {
    match map.keys().next() {
        Some(k) => Err(RuleError::new(
            id(game, "deal.format"),
            msg!(
                "family-not-a-field",
                key = k.as_str(),
                fields = fields.iter().map(|&f| msg!("family-field", field = field(f))).collect::<Vec<_>>(),
                id = game
            ),
        )),
        None => Ok(()),
    }
}

/// The record as an object, or the game's format error.
pub fn deal_map(game: &str, v: &Value) -> Result<Map<String, Value>, RuleError> {
    v.as_object()
        .cloned()
        .ok_or_else(|| RuleError::new(id(game, "deal.format"), msg!("family-deal-object", game = game_name(game))))
}

/// The game's name (`game-<id>`), rendered in the reader's language.
pub fn game_name(game: &str) -> Msg {
    Msg::new(format!("game-{game}"), vec![])
}
