//! The figures `kozyr stats` reads are those of a whole replay however the replay was cut: every
//! game's sample match — with a void, a voided deal the table dealt on after, and a correction —
//! replayed from every snapshot it could have left (read back from JSON) carries exactly the
//! figures of the match replayed whole; and every figure a game reports is one it declares.

use crate::support::common;
// Only the quick-entry reader of the resume tests' helpers is used here.
use crate::support::split;

use kozyr::games::{self, Entry, Figures, Game, Resume, Setup};
use serde_json::{json, Map, Value};
use split::quick_deal;

/// The setup `kozyr new GAME ARGS` makes: `--players A,B` or `--team T=A,B` twice (seated in turn).
fn setup_of(game: &dyn Game, args: &[&str]) -> Setup {
    let mut players: Vec<String> = Vec::new();
    let mut teams = Map::new();
    let mut members: Vec<Vec<String>> = Vec::new();
    for pair in args.chunks(2) {
        match pair {
            ["--players", list] => players = list.split(',').map(String::from).collect(),
            ["--team", spec] => {
                let (name, list) = spec.split_once('=').expect("T=A,B");
                let m: Vec<String> = list.split(',').map(String::from).collect();
                teams.insert(name.to_string(), json!(m));
                members.push(m);
            }
            other => panic!("an argument of new this test does not read: {other:?}"),
        }
    }
    if !members.is_empty() {
        players = (0..members[0].len()).flat_map(|i| members.iter().map(move |m| m[i].clone())).collect();
    }
    let teams = (!teams.is_empty()).then_some(&teams);
    game.setup(&players, teams, &Map::new()).expect("a setup")
}

/// Voids and corrections around the deals: the second entry voided after a later deal (its place
/// kept), the first corrected by itself, and the last voided and recorded again.
fn variants(entries: &[Entry]) -> Vec<Vec<Entry>> {
    let mut out = vec![entries.to_vec()];
    if entries.len() >= 2 {
        let mut v = entries.to_vec();
        v.push(Entry::Void(2));
        out.push(v);
        let mut c = entries.to_vec();
        c.push(Entry::Correct(1, Box::new(entries[0].clone())));
        c.extend(entries[1..].iter().cloned());
        out.push(c);
    }
    let mut again = entries.to_vec();
    again.push(Entry::Void(entries.len()));
    again.push(entries[entries.len() - 1].clone());
    out.push(again);
    out
}

/// Whole against every cut; returns the whole match's figures.
fn cuts_agree(game: &dyn Game, setup: &Setup, entries: &[Entry]) -> Option<Figures> {
    let (whole, _) = games::replay_from(game, setup, None, entries).ok()?;
    let figures = whole.figures.clone().expect("a whole replay has its figures");
    for k in 1..entries.len() {
        let Ok((_, Some(state))) = games::replay_from(game, setup, None, &entries[..k]) else { continue };
        let back: Resume = serde_json::from_str(&serde_json::to_string(&state).expect("JSON")).expect("read back");
        match games::replay_from(game, setup, Some(&back), &entries[k..]) {
            Ok((rest, after)) => {
                assert_eq!(rest.figures.as_ref(), Some(&figures), "{}: cut after {k}", game.info().id);
                if let Some(after) = after {
                    assert_eq!(after.figures.as_ref(), Some(&figures), "{}: state after {k}", game.info().id);
                }
            }
            // A void reaching back before the cut: the ledger replays such a match whole.
            Err(e) => assert_eq!(e.rule, "match.snapshot", "{}: cut after {k}", game.info().id),
        }
    }
    Some(figures)
}

fn declared(game: &dyn Game, f: &Figures) {
    for id in f.counters.keys() {
        assert!(game.figure_ids().contains(&id.as_str()), "{}: {id} is not declared", game.info().id);
    }
}

#[test]
fn every_sample_match_carries_the_figures_of_its_whole_replay_through_every_snapshot() {
    let mut with_figures = 0;
    for (id, new, deals) in common::SAMPLES {
        let game = games::find(id).expect("a game");
        let setup = setup_of(game, new);
        let entries: Vec<Entry> = deals.iter().map(|args| Entry::Deal(quick_deal(game, args))).collect();
        for v in variants(&entries) {
            if let Some(f) = cuts_agree(game, &setup, &v) {
                declared(game, &f);
                with_figures += usize::from(!f.counters.is_empty());
            }
        }
    }
    assert!(with_figures >= 12, "Thousand, Belot, Belot for three and King report figures: {with_figures}");
}

#[test]
fn a_durak_evening_and_a_bridge_session_carry_their_figures_through_every_snapshot() {
    let durak = games::find("durak").expect("durak");
    let players: Vec<String> = ["Аня", "Борис", "Вера"].map(String::from).to_vec();
    let mut o = Map::new();
    o.insert("deals".into(), 7.into());
    let setup = durak.setup(&players, None, &o).expect("setup");
    let losers = [0, 1, 1, 2, 1, 0, 2];
    let entries: Vec<Entry> = losers.iter().map(|&l| Entry::Deal(json!({ "loser": [players[l]] }))).collect();
    for v in variants(&entries) {
        let Some(f) = cuts_agree(durak, &setup, &v) else { continue };
        declared(durak, &f);
    }
    let f = cuts_agree(durak, &setup, &entries).expect("replays");
    assert_eq!(f.counters["outcome.loser"], [2, 3, 2]);
    assert!(f.lowest_wins);

    let bridge = games::find("bridge").expect("bridge");
    let pairs: Vec<String> = (1..=4).map(|p| p.to_string()).collect();
    let mut o = Map::new();
    o.insert("scoring".into(), "matchpoints".into());
    o.insert("boards".into(), 2.into());
    let setup = bridge.setup(&pairs, None, &o).expect("a session");
    let lines: Vec<Entry> = [
        json!({"board": 1, "ns": 1, "ew": 2, "contract": "3NT", "declarer": "N", "tricks": 9}),
        json!({"board": 1, "ns": 3, "ew": 4, "contract": "3NT", "declarer": "N", "tricks": 8}),
        json!({"board": 2, "ns": 1, "ew": 4, "contract": "4S", "declarer": "E", "tricks": 10}),
        json!({"board": 2, "ns": 3, "ew": 2, "contract": "4S", "declarer": "W", "tricks": 11}),
    ]
    .into_iter()
    .map(Entry::Deal)
    .collect();
    let f = cuts_agree(bridge, &setup, &lines).expect("replays");
    declared(bridge, &f);
    assert_eq!(f.counters["bridge.contract.played"], [1, 1, 1, 1]);
    assert_eq!(f.counters["bridge.contract.made"], [1, 1, 0, 1]);
    assert_eq!(f.counters["bridge.matchpoints.sessions"], [1, 1, 1, 1]);
    // Every board is a top against a bottom: each pair's percentage is its tops' share.
    let pct = &f.counters["bridge.matchpoints.percent"];
    assert_eq!(pct.iter().sum::<i64>(), 20_000, "{pct:?}");
}

/// A snapshot written before snapshots kept the figures cannot tell them: the replay from it has
/// none, rather than figures counted from zero.
#[test]
fn a_snapshot_without_figures_tells_none() {
    let game = games::find("durak").expect("durak");
    let players: Vec<String> = ["Аня", "Борис", "Вера"].map(String::from).to_vec();
    let setup = game.setup(&players, None, &Map::new()).expect("setup");
    let entries: Vec<Entry> = (0..4).map(|i| Entry::Deal(json!({ "loser": [players[i % 3]] }))).collect();
    let (_, state) = games::replay_from(game, &setup, None, &entries[..2]).expect("replays");
    let mut old: Value = serde_json::to_value(state.expect("a state")).expect("JSON");
    old.as_object_mut().expect("an object").remove("figures");
    let old: Resume = serde_json::from_value(old).expect("an old snapshot reads");
    assert_eq!(old.figures, None);
    let (rest, after) = games::replay_from(game, &setup, Some(&old), &entries[2..]).expect("replays");
    assert_eq!(rest.figures, None);
    assert_eq!(after.and_then(|a| a.figures), None);
}

/// The demo's Thousand, read off its sheet by hand: Аня makes five contracts, Борис three and
/// fails one, Вера makes one and concedes one; Аня climbs the barrel once (and sits there a deal,
/// which is no second climb); the bolts fall to Аня once, Борис once, Вера three times.
#[test]
fn the_demos_figures_are_those_its_sheet_shows() {
    let doc = kozyr::games::MatchDoc::parse(common::DEMO_DOC).expect("document");
    let (game, setup) = games::setup_of(&doc).expect("setup");
    let entries = doc.entries().expect("entries");
    let f = cuts_agree(game, &setup, &entries).expect("replays");
    let c = |id: &str| f.counters.get(id).cloned().unwrap_or_else(|| vec![0; 3]);
    assert_eq!(c("thousand.contract.made"), [5, 3, 1]);
    assert_eq!(c("thousand.contract.failed"), [0, 1, 1]);
    assert_eq!(c("thousand.barrel.climbed"), [1, 0, 0]);
    assert_eq!(c("thousand.barrel.fallen"), [0, 0, 0]);
    assert_eq!(c("thousand.bolt"), [1, 1, 3]);
    assert_eq!(f.deals, [11, 11, 11], "the penalty is no deal");
    assert_eq!(f.best, [Some(300), Some(240), Some(120)]);
}
