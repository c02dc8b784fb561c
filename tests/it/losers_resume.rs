//! The games that only name a loser or a winner, resumed from a snapshot: for every preset a
//! match replayed in two parts — the second from the state the first returned, through JSON text —
//! is the match replayed whole, at every split; a voided deal that kept its place counts as a deal
//! and names nobody; a stored state of another table is refused.

use crate::support::common;
use crate::support::family_resume;
use crate::support::outcome::games;

use family_resume::*;
use kozyr::games::outcome::{Kind, Outcome};
use kozyr::games::{Entry, Game};
use serde_json::{json, Value};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Женя"];

/// A few deals of every form the game takes, for `n` players.
fn deals(game: &Outcome, n: usize) -> Vec<Value> {
    let names = &NAMES[..n];
    let order: Vec<&str> = names.iter().rev().copied().collect();
    match game.kind {
        Kind::Loser => {
            let mut d = vec![json!({"loser": names[1]}), json!({"loser": names[1]}), json!({"order": order})];
            if game.draw.is_some() {
                d.push(json!({"draw": true}));
                d.push(json!({"loser": names[0], "pogony": "6S,6C"}));
            }
            if game.forgiven.is_some() {
                d.push(json!({"loser": names[0], "forgiven": true}));
            }
            d.push(json!({"loser": names[n - 1]}));
            d
        }
        Kind::Winner => vec![json!({"winner": names[0]}), json!({"order": order}), json!({"winner": names[0]})],
        Kind::Count { field, total } => vec![
            json!({ field: {names[0]: total} }),
            json!({ field: {names[0]: total - 1, names[1]: 1} }),
            json!({ field: {names[1]: total} }),
        ],
    }
}

fn setup_players(game: &Outcome) -> usize {
    game.info().seats.0.max(3).min(game.info().seats.1).min(NAMES.len())
}

#[test]
fn every_preset_resumes_at_every_split() {
    for game in games() {
        let id = game.info().id;
        let n = setup_players(game);
        let doc = common::match_doc(id, &NAMES, n, None, json!({}), deals(game, n));
        let r = assert_doc_splits(&doc).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(r.next.is_some(), "{id}: an open evening goes on");
        let ended = common::match_doc(id, &NAMES, n, None, json!({"deals": 2}), deals(game, n));
        assert_doc_splits(&ended).unwrap_or_else(|e| panic!("{id}: {e}"));
    }
}

#[test]
fn a_voided_deal_that_kept_its_place_counts_as_a_deal_and_names_nobody() {
    for game in games() {
        let id = game.info().id;
        let n = setup_players(game);
        let doc = common::match_doc(id, &NAMES, n, None, json!({}), deals(game, n));
        let (g, setup, entries) = effective(&doc);
        let turned = with_turn(&entries, 0);
        assert_splits(g, &setup, &turned).unwrap_or_else(|e| panic!("{id}: {e}"));
        let whole = run(g, &setup, &entries).expect("accepted");
        let less = run(g, &setup, &turned).expect("accepted");
        assert_eq!(less.scored.len() + 1, whole.scored.len(), "{id}");
        assert_eq!(less.extra["tally"]["deals"], whole.extra["tally"]["deals"], "{id}: the place still counts");
    }
}

#[test]
fn a_stored_state_of_another_table_is_refused() {
    for game in games() {
        let id = game.info().id;
        let n = setup_players(game);
        let doc = common::match_doc(id, &NAMES, n, None, json!({}), vec![]);
        let (g, setup, _) = effective(&doc);
        for bad in [json!({}), json!({"totals": [0]}), json!("x")] {
            let e = g.replay_from(&setup, Some(&bad), &[]).expect_err("refused");
            assert_eq!(e.rule, format!("{id}.snapshot"), "{id}: {bad}");
        }
        let _: Option<&Entry> = None;
    }
}
