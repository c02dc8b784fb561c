//! The bidding of a deal of Frap or Khrap, refereed: up to three rounds (Khrap: two), each
//! declared in turn from the dealer's left. Before anyone frapped a player says «фрап» (Khrap:
//! «храп») or «пас» — never «вист»; once someone frapped, everyone else, the players who passed
//! included, says once more «пас» or «вист», in turn from the frapper's left, and the bidding is
//! over. A round in which everyone passed is followed by the next, on a new trump, until the last.
//!
//! Khrap's third declaration, «разрез», is said after the khrap, instead of «вист» or «пас»: the
//! speaker plays as a cutter. Before a khrap it is refused, as «вист» is.
//!
//! A round is written as its declarations in the order spoken, each `NAME:WORD` or the bare word
//! (the speaker is then whoever's turn it was): `"pass frap vist pass"`, `"Аня:пас, Борис:фрап"`.

use super::{Frap, Ids};
use crate::engine::Seat;
use crate::games::{shown, RuleError, Setup};
use crate::i18n::Msg;
use crate::msg;

/// A declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    /// «Фрап» (Khrap: «храп»); `blind`: Frap's «фрап втемную».
    Frap {
        blind: bool,
    },
    Vist,
    Pass,
    /// Khrap's «разрез»: said after the khrap instead of «вист» or «пас», the speaker plays as a
    /// cutter (the book: «В этой игре три объявления: «храп», «вист» и «разрез»»).
    Cut,
}

impl Call {
    /// The word as the reader's catalogue says it («фрап», «вист», «пас»; Khrap's «храп»).
    pub fn word(self, game: &Frap) -> Msg {
        match self {
            Call::Frap { blind: true } => msg!("frap-word-blind"),
            Call::Frap { .. } if game.khrap => msg!("frap-word-khrap"),
            Call::Frap { .. } => msg!("frap-word-frap"),
            Call::Vist => msg!("frap-word-vist"),
            Call::Pass => msg!("frap-word-pass"),
            Call::Cut => msg!("frap-word-razrez"),
        }
    }
}

/// The bidding as it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bidding {
    /// Rounds in which everyone passed before the one that ended the bidding (0 to the last).
    pub all_passed: usize,
    /// The frapper (khrapper), his round (1-based) and whether he frapped blind; `None`: everyone
    /// passed every round, and the cards are dealt again.
    pub frap: Option<(Seat, usize, bool)>,
    /// Who said «вист» after the frap, in seat order.
    pub vists: Vec<Seat>,
    /// Khrap: who said «разрез» after the khrap, in the order spoken.
    pub cuts: Vec<Seat>,
}

fn word(game: &Frap, text: &str) -> Option<Call> {
    let w = text.trim().to_lowercase().replace('ё', "е");
    let frap = if game.khrap { ["khrap", "храп"] } else { ["frap", "фрап"] };
    if frap.contains(&w.as_str()) {
        return Some(Call::Frap { blind: false });
    }
    if !game.khrap && ["blind", "втемную", "втъмно", "frap-blind", "фрап-втемную"].contains(&w.as_str())
    {
        return Some(Call::Frap { blind: true });
    }
    if game.khrap && ["razrez", "cut", "разрез"].contains(&w.as_str()) {
        return Some(Call::Cut);
    }
    match w.as_str() {
        "vist" | "вист" => Some(Call::Vist),
        "pass" | "пас" => Some(Call::Pass),
        _ => None,
    }
}

/// One round's declarations as written: the speaker named or not, and the call.
fn tokens(game: &Frap, setup: &Setup, round: usize, text: &str) -> Result<Vec<(Option<Seat>, Call)>, RuleError> {
    let ids = game.ids;
    let parts: Vec<&str> = if text.contains([',', ';']) {
        text.split([',', ';']).map(str::trim).filter(|p| !p.is_empty()).collect()
    } else {
        text.split_whitespace().collect()
    };
    parts
        .into_iter()
        .map(|part| {
            let (who, w) = match part.rsplit_once(':') {
                Some((who, w)) => (Some(who.trim()), w),
                None => (None, part),
            };
            let call = word(game, w).ok_or_else(|| {
                RuleError::new(
                    ids.bid_format,
                    msg!(
                        "frap-bid-word",
                        round = round,
                        word = shown(w.trim()),
                        words = Msg::new(format!("{}-bid-words", game.info.id), vec![])
                    ),
                )
            })?;
            let seat = who.map(|w| setup.seat(w)).transpose()?;
            Ok((seat, call))
        })
        .collect()
}

fn turn_error(ids: &Ids, names: &[String], round: usize, said: Seat, due: Seat) -> RuleError {
    RuleError::new(ids.bid_order, msg!("frap-bid-turn", round = round, player = &names[said], due = &names[due]))
        .with_player(&names[said])
}

/// Reads and referees the bidding: `rounds` as written, `dealer` dealing.
pub fn referee(game: &Frap, setup: &Setup, rounds: &[String], dealer: Seat) -> Result<Bidding, RuleError> {
    let ids = game.ids;
    let names = &setup.players;
    let n = names.len();
    if rounds.is_empty() {
        return Err(RuleError::new(ids.bid_rounds, msg!("frap-bid-none", field = crate::i18n::field("bidding"))));
    }
    if rounds.len() > game.rounds {
        return Err(RuleError::new(
            ids.bid_rounds,
            msg!("frap-bid-too-many", rounds = rounds.len(), most = game.rounds, game = game.name()),
        ));
    }
    for (r, text) in rounds.iter().enumerate() {
        let round = r + 1;
        let calls = tokens(game, setup, round, text)?;
        let mut it = calls.into_iter();
        // Before the frap: from the dealer's left, «фрап» or «пас».
        let mut frapper = None;
        for k in 1..=n {
            let due = (dealer + k) % n;
            let Some((said, call)) = it.next() else {
                return Err(RuleError::new(
                    ids.bid_order,
                    msg!("frap-bid-missing", round = round, player = &names[due]),
                )
                .with_player(&names[due]));
            };
            if let Some(s) = said.filter(|&s| s != due) {
                return Err(turn_error(ids, names, round, s, due));
            }
            match call {
                Call::Vist => {
                    return Err(RuleError::new(
                        ids.bid_vist_first,
                        msg!(
                            "frap-bid-vist-first",
                            round = round,
                            player = &names[due],
                            frap = Call::Frap { blind: false }.word(game)
                        ),
                    )
                    .with_player(&names[due]));
                }
                Call::Pass => {}
                Call::Cut => {
                    return Err(RuleError::new(
                        ids.bid_cut.unwrap_or(ids.bid_format),
                        msg!(
                            "frap-bid-cut-first",
                            round = round,
                            player = &names[due],
                            frap = Call::Frap { blind: false }.word(game)
                        ),
                    )
                    .with_player(&names[due]));
                }
                Call::Frap { blind } => {
                    frapper = Some((due, blind));
                    break;
                }
            }
        }
        let Some((f, blind)) = frapper else {
            // Everyone passed: nothing more is said in this round.
            if let Some((said, call)) = it.next() {
                let who = said.map_or_else(String::new, |s| names[s].clone());
                return Err(RuleError::new(
                    ids.bid_order,
                    msg!("frap-bid-after-all-pass", round = round, player = who, call = call.word(game)),
                ));
            }
            if round == rounds.len() && round < game.rounds {
                return Err(RuleError::new(
                    ids.bid_rounds,
                    msg!("frap-bid-next-round", round = round, next = round + 1, field = crate::i18n::field("bidding")),
                ));
            }
            continue;
        };
        // After the frap: everyone else from the frapper's left, «вист» or «пас».
        let mut vists = Vec::new();
        let mut cuts = Vec::new();
        for k in 1..n {
            let due = (f + k) % n;
            let Some((said, call)) = it.next() else {
                return Err(RuleError::new(
                    ids.bid_order,
                    msg!(
                        "frap-bid-missing-after",
                        round = round,
                        player = &names[due],
                        frapper = &names[f],
                        call = Call::Frap { blind }.word(game)
                    ),
                )
                .with_player(&names[due]));
            };
            if let Some(s) = said.filter(|&s| s != due) {
                return Err(turn_error(ids, names, round, s, due));
            }
            match call {
                Call::Frap { .. } => {
                    return Err(RuleError::new(
                        ids.bid_second,
                        msg!(
                            "frap-bid-second",
                            round = round,
                            player = &names[due],
                            frapper = &names[f],
                            call = call.word(game)
                        ),
                    )
                    .with_player(&names[due]));
                }
                Call::Vist => vists.push(due),
                Call::Cut => cuts.push(due),
                Call::Pass => {}
            }
        }
        if let Some((said, call)) = it.next() {
            let who = said.map_or_else(String::new, |s| names[s].clone());
            return Err(RuleError::new(
                ids.bid_order,
                msg!("frap-bid-over", round = round, player = who, call = call.word(game)),
            ));
        }
        if round < rounds.len() {
            return Err(RuleError::new(
                ids.bid_rounds,
                msg!(
                    "frap-bid-after-frap",
                    round = round,
                    rounds = rounds.len(),
                    call = Call::Frap { blind }.word(game)
                ),
            ));
        }
        vists.sort_unstable();
        return Ok(Bidding { all_passed: r, frap: Some((f, round, blind)), vists, cuts });
    }
    Ok(Bidding { all_passed: rounds.len(), frap: None, vists: vec![], cuts: vec![] })
}
