//! What the resume tests of the trick-and-penalty family's games share: a match replayed whole must
//! equal the same match replayed in two parts, the second resumed from the state the first returned
//! after a round trip through JSON text — at every split point. And the sample matches of `common`
//! as documents. Tests reach it as `support::family_resume`.

use kozyr::games::{self, deal_from_flags, Entry, Game, GameReplay, MatchDoc, Setup};
use serde_json::{Map, Value};

/// The command-line flags of a sample, `--took a --took b --won c`, as the CLI groups them:
/// each flag with every value it was given, in order.
fn grouped<'a>(args: &[&'a str]) -> Vec<(&'a str, Vec<String>)> {
    let mut out: Vec<(&str, Vec<String>)> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let name = args[i].strip_prefix("--").expect("a flag");
        let value = args.get(i + 1).filter(|v| !v.starts_with("--"));
        i += 1 + usize::from(value.is_some());
        let slot = match out.iter().position(|(n, _)| *n == name) {
            Some(k) => k,
            None => {
                out.push((name, vec![]));
                out.len() - 1
            }
        };
        out[slot].1.extend(value.map(|v| v.to_string()));
    }
    out
}

/// The sample match of `game` in `tests/common`'s SAMPLES, as a match document.
pub fn sample(game: &str) -> MatchDoc {
    let &(_, new_args, deals) = super::common::SAMPLES.iter().find(|s| s.0 == game).expect("a sample of the game");
    let info = games::find(game).expect("the game").info();
    let mut players = vec![];
    let mut teams = Map::new();
    for (flag, values) in grouped(new_args) {
        for v in values {
            match flag {
                "players" => players.extend(v.split(',').map(String::from)),
                "team" => {
                    let (name, members) = v.split_once('=').expect("NAME=members");
                    teams.insert(name.into(), members.split(',').collect::<Vec<_>>().into());
                }
                other => panic!("--{other} in a sample's new"),
            }
        }
    }
    let deals = deals
        .iter()
        .map(|args| Value::Object(deal_from_flags(info, &grouped(args)).expect("the sample's flags")))
        .collect();
    MatchDoc {
        game: game.into(),
        name: None,
        players,
        teams: (!teams.is_empty()).then_some(teams),
        options: Map::new(),
        deals,
    }
}

/// A document's game, setup and effective entries (voids applied), as the ledger hands them to
/// the game: each with its 1-based position.
pub fn effective(doc: &MatchDoc) -> (&'static dyn Game, Setup, Vec<(usize, Entry)>) {
    let (game, setup) = games::setup_of(doc).expect("the document's setup");
    let entries = doc.entries().expect("the document's entries");
    let voided: Vec<usize> =
        entries.iter().filter_map(|e| if let Entry::Void(n) = e { Some(*n) } else { None }).collect();
    let eff = entries
        .into_iter()
        .enumerate()
        .map(|(i, e)| (i + 1, e))
        .filter(|(n, e)| matches!(e, Entry::Deal(_) | Entry::Penalty(_)) && !voided.contains(n))
        .collect();
    (game, setup, eff)
}

fn refs(entries: &[(usize, Entry)]) -> Vec<(usize, &Entry)> {
    entries.iter().map(|(n, e)| (*n, e)).collect()
}

/// The state a replay returned, written as JSON text and read back, as the ledger stores it.
fn through_text(state: Option<Value>) -> Value {
    let state = state.expect("the game can be resumed");
    let text = serde_json::to_string(&state).expect("a state serializes");
    serde_json::from_str(&text).expect("and reads back")
}

/// Replaying `entries` whole equals replaying the first k and resuming from their state for the
/// rest, for every k: the same rows, the same ends, the same winner and next deal, the same state.
/// A match the game refuses is refused at the same entry for the same rule whatever the split.
/// Returns the whole replay (or the refusal's rule).
pub fn assert_splits(game: &dyn Game, setup: &Setup, entries: &[(usize, Entry)]) -> Result<GameReplay, String> {
    let all = refs(entries);
    let whole = game.replay_from(setup, None, &all);
    let plain = game.replay(setup, &all);
    match (&whole, &plain) {
        (Ok((w, _)), Ok(p)) => assert_eq!(w, p, "replay is replay_from without a state"),
        (Err(a), Err(b)) => assert_eq!(a, b, "replay is replay_from without a state"),
        _ => panic!("replay and replay_from disagree: {:?} / {:?}", whole.as_ref().err(), plain.as_ref().err()),
    }
    for k in 0..=all.len() {
        let first = match game.replay_from(setup, None, &all[..k]) {
            Ok(r) => r,
            Err(e) => {
                let w = whole.as_ref().expect_err("a part is refused only if the whole is");
                assert_eq!((&e.rule, e.entry), (&w.rule, w.entry), "split at {k}");
                continue;
            }
        };
        let state = through_text(first.1);
        let second = game.replay_from(setup, Some(&state), &all[k..]);
        let (w, w_state) = match (&whole, second) {
            (Err(w), Err(e)) => {
                assert_eq!((&e.rule, e.entry), (&w.rule, w.entry), "split at {k}");
                continue;
            }
            (Ok(w), Ok(second)) => {
                let (a, b) = (first.0, second);
                let mut scored = a.scored;
                scored.extend(b.0.scored.iter().cloned());
                let mut finished = a.finished_after;
                finished.extend(b.0.finished_after.iter().copied());
                assert_eq!(scored, w.0.scored, "rows, split at {k}");
                assert_eq!(finished, w.0.finished_after, "ends, split at {k}");
                assert_eq!(b.0.winner, w.0.winner, "winner, split at {k}");
                assert_eq!(b.0.next, w.0.next, "next, split at {k}");
                assert_eq!(b.0.target, w.0.target, "target, split at {k}");
                assert_eq!(b.0.lowest_wins, w.0.lowest_wins, "lowest wins, split at {k}");
                assert_eq!(b.0.start, w.0.start, "start, split at {k}");
                assert_eq!(b.0.pool, w.0.pool, "the bank column, split at {k}");
                (w, b.1)
            }
            (Ok(_), Err(e)) => panic!("split at {k}: the rest is refused ({}: {}) but the whole is not", e.rule, e),
            (Err(w), Ok(_)) => panic!("split at {k}: the rest is accepted but the whole is refused ({})", w.rule),
        };
        assert_eq!(w_state.clone().map(|s| through_text(Some(s))), w.1.clone(), "state, split at {k}");
    }
    whole.map(|w| w.0).map_err(|e| e.rule)
}

/// [`assert_splits`] over a document.
pub fn assert_doc_splits(doc: &MatchDoc) -> Result<GameReplay, String> {
    let (game, setup, entries) = effective(doc);
    assert_splits(game, &setup, &entries)
}

/// The entries of a document with `Entry::Turn` put in place of the effective entry at index `at`
/// (0-based among the effective entries): what the ledger hands the game for a voided deal that
/// kept its place.
pub fn with_turn(entries: &[(usize, Entry)], at: usize) -> Vec<(usize, Entry)> {
    let mut out = entries.to_vec();
    out[at].1 = Entry::Turn;
    out
}

/// The entries without the one at index `at`: the voided deal freed its place.
pub fn without(entries: &[(usize, Entry)], at: usize) -> Vec<(usize, Entry)> {
    let mut out = entries.to_vec();
    out.remove(at);
    out
}

/// Replays entries whole.
pub fn run(game: &dyn Game, setup: &Setup, entries: &[(usize, Entry)]) -> Result<GameReplay, kozyr::games::RuleError> {
    game.replay(setup, &refs(entries))
}

/// A stored state that is no state of the game: refused with `rule`.
pub fn assert_bad_states_refused(game: &dyn Game, setup: &Setup, rule: &str) {
    for bad in [
        Value::from("nonsense"),
        serde_json::json!({"totals": [1, 2]}),
        serde_json::json!({"totals": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], "rotation": {"next": 99}}),
        serde_json::json!({"totals": [0, 0, 0, 0], "rotation": {"next": 99}}),
    ] {
        match game.replay_from(setup, Some(&bad), &[]) {
            Ok(_) => panic!("{bad} accepted as a state"),
            Err(e) => assert_eq!(e.rule, rule, "{bad}: {}", e),
        }
    }
}

/// A deal voided after a later deal was recorded, handed to the game as `Entry::Turn` at its
/// place (index `at` among `entries`, which were recorded with every deal played): the later
/// deals stay accepted — their dealers were one seat further on — and score what they scored,
/// while the voided one scores nothing. Without the Turn (the voided deal treated as never dealt)
/// a later deal is refused for `refusal`. Every split of the match with the Turn resumes alike.
/// Returns the replay with the Turn.
pub fn assert_turn_keeps_the_place(
    game: &dyn Game,
    setup: &Setup,
    entries: &[(usize, Entry)],
    at: usize,
    refusal: &str,
) -> GameReplay {
    let full = run(game, setup, entries).unwrap_or_else(|e| panic!("the match as recorded is refused: {e}"));
    let turned = with_turn(entries, at);
    let kept = run(game, setup, &turned).unwrap_or_else(|e| panic!("refused with the Turn: {} {e}", e.rule));
    match run(game, setup, &without(entries, at)) {
        Ok(_) => panic!("accepted without the Turn: the rotation must have moved on"),
        Err(e) => assert_eq!(e.rule, refusal, "without the Turn: {e}"),
    }
    let mut scored = full.scored.clone();
    scored.remove(at);
    assert_eq!(kept.scored.len(), scored.len(), "the Turn writes no row");
    let start = if full.start.is_empty() { vec![0; scored[0].scores.len()] } else { full.start.clone() };
    let mut totals = start;
    for (got, want) in kept.scored.iter().zip(&scored) {
        assert_eq!(got.scores, want.scores, "a later deal scores what it scored");
        for (t, s) in totals.iter_mut().zip(&got.scores) {
            *t += s;
        }
        assert_eq!(got.totals, totals, "the voided deal adds nothing to the totals");
    }
    let again = assert_splits(game, setup, &turned).expect("the match with the Turn is accepted");
    assert_eq!(again, kept);
    kept
}
