//! Belot resumed from a snapshot: replaying a match whole gives exactly what replaying its first
//! entries, storing the state as JSON text and replaying the rest from it gives, at every split
//! point of every sample match and of random matches (hanging points carried across the split
//! included); and a voided deal that keeps its place (`Entry::Turn`) passes the deal on and counts
//! it without scoring anything.

use crate::support::common;
use crate::support::split;

use kozyr::cards::{Card, Deck, Rank};
use kozyr::games::belot::Contract;
use kozyr::games::{self, Entry, Game, GameReplay, MatchDoc, Setup};
use kozyr::i18n::Lang;
use proptest::collection::vec;
use proptest::prelude::*;
use serde_json::{json, Value};
use split::{deals, numbered, quick_deal, splits_agree};

/// Seats in playing order; Иван deals first, Петър bids first.
const P: [&str; 4] = ["Иван", "Петър", "Мария", "Елена"];
const IVAN: usize = 0;
const PETAR: usize = 1;
const T: [&str; 2] = ["Ние", "Вие"];
const NIE: usize = 0;
const VIE: usize = 1;

// ---------------------------------------------------------------------------------------------
// Split equivalence.

fn belot() -> &'static dyn Game {
    games::find("belot").expect("belot")
}

fn setup_with(options: Value) -> Setup {
    let teams = json!({ "Ние": [P[0], P[2]], "Вие": [P[1], P[3]] });
    let players: Vec<String> = P.iter().map(|p| p.to_string()).collect();
    belot().setup(&players, teams.as_object(), options.as_object().expect("options")).expect("setup")
}

fn setup() -> Setup {
    setup_with(json!({}))
}

#[test]
fn the_sample_match_resumes_at_every_entry() {
    let (_, new, sample) = common::SAMPLES.iter().find(|s| s.0 == "belot").expect("the sample");
    assert_eq!(new, &["--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена"]);
    let teams = json!({ "Ние": ["Иван", "Мария"], "Вие": ["Петър", "Елена"] });
    let setup = belot().setup(&[], teams.as_object(), &serde_json::Map::new()).expect("setup");
    let entries: Vec<Entry> = sample.iter().map(|args| Entry::Deal(quick_deal(belot(), args))).collect();
    splits_agree(belot(), &setup, &entries).unwrap();
}

#[test]
fn the_fixture_document_resumes_at_every_entry() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/belot-issue.json"))
        .expect("fixture");
    let doc = MatchDoc::parse(&text).expect("document");
    let (game, setup) = games::setup_of(&doc).expect("setup");
    splits_agree(game, &setup, &doc.entries().expect("entries")).unwrap();
}

/// A quick deal: contract, declarer, Ние's card points (Вие have the rest), the last trick's team.
fn q(contract: Contract, decl: usize, nie: i64, last: usize) -> Value {
    json!({ "contract": contract.name(), "declarer": P[decl],
            "points": { "Ние": nie, "Вие": contract.deck_points() - nie }, "last_trick": T[last] })
}

fn with(mut deal: Value, key: &str, v: Value) -> Value {
    deal[key] = v;
    deal
}

/// The sheet's matches (tests/belot.rs): points hanging over all-pass deals and paid to the next
/// winner, contra and recontra hanging, the end past the target and a tie played on.
#[test]
fn the_sheet_matches_resume_at_every_entry() {
    let hang = q(Contract::Diamonds, PETAR, 71, NIE);
    let hang2 = with(q(Contract::Spades, IVAN, 96, NIE), "announcements", json!(["Петър:quarte:AD"]));
    let all_pass = json!({ "all_pass": true });
    let contra_hang = with(hang.clone(), "double", json!("contra"));
    let recontra = with(q(Contract::AllTrumps, PETAR, 56, VIE), "double", json!("recontra"));
    let matches = [
        (json!({}), vec![hang.clone(), all_pass.clone(), hang2, all_pass.clone(), q(Contract::Clubs, PETAR, 56, VIE)]),
        (json!({}), vec![contra_hang, q(Contract::Clubs, IVAN, 100, NIE), recontra.clone(), all_pass]),
        (json!({ "target": 60 }), vec![hang, recontra.clone(), q(Contract::Hearts, IVAN, 120, NIE), recontra]),
    ];
    for (options, values) in matches {
        splits_agree(belot(), &setup_with(options), &deals(&values)).unwrap();
    }
}

#[test]
fn a_state_no_replay_of_the_match_can_have_left_is_refused() {
    let hang = q(Contract::Diamonds, PETAR, 71, NIE);
    let (_, state) = belot().replay_from(&setup(), None, &numbered(&deals(&[hang]))).unwrap();
    let good = state.expect("a state");
    assert_eq!(good["sheet"]["hanging"], json!(8));
    assert!(belot().replay_from(&setup(), Some(&good), &[]).is_ok());
    let mut bad = vec![json!(null), json!("state"), json!({ "totals": [0, 0] })];
    for (path, value) in [
        ("/dealer", json!(4)),
        ("/deals", json!("two")),
        ("/sheet/totals", json!([0, 0, 0])),
        ("/sheet/totals/1", json!(i64::MIN)),
        ("/sheet/hanging", json!(-1)),
        ("/sheet/hanging", json!(i64::MAX)),
        ("/sheet/winner", json!(2)),
    ] {
        let mut v = good.clone();
        *v.pointer_mut(path).expect(path) = value;
        bad.push(v);
    }
    for v in bad {
        let next = deals(&[q(Contract::Clubs, IVAN, 100, NIE)]);
        let e = belot().replay_from(&setup(), Some(&v), &numbered(&next)).expect_err("refused");
        assert_eq!(e.rule, "belot.snapshot", "{v}");
        assert!(e.msg.render(Lang::Bg).contains("запазеното състояние"), "{}", e.msg.render(Lang::Bg));
    }
}

// ---------------------------------------------------------------------------------------------
// A voided deal that keeps its place.

/// Елена opens the bidding with hearts and everyone passes: she bids first only when Мария deals.
fn elena_bids_first() -> Value {
    json!({ "bids": ["Елена:hearts", "pass", "pass", "pass"], "points": { "Ние": 56, "Вие": 96 }, "last_trick": "Вие" })
}

fn next_line(r: &GameReplay) -> String {
    r.next.as_ref().map(|m| m.render(Lang::En)).unwrap_or_default()
}

#[test]
fn a_turn_passes_the_deal_on_and_counts_it_without_scoring() {
    let hang = q(Contract::Diamonds, PETAR, 71, NIE); // Иван deals; 8 hang
    let with_turn = vec![Entry::Deal(hang.clone()), Entry::Turn, Entry::Deal(elena_bids_first())];
    let played = belot().replay(&setup(), &numbered(&with_turn)).expect("Мария deals after the turn");
    // Without the turn Петър deals the third entry and Мария bids first.
    let without = vec![Entry::Deal(hang.clone()), Entry::Deal(elena_bids_first())];
    let e = belot().replay(&setup(), &numbered(&without)).expect_err("Мария bids first");
    assert_eq!(e.rule, "belot.bid.turn");
    // Scored exactly as if the voided deal had never been dealt, Мария dealing by name: the
    // 8 hanging points go to Вие, who win the next deal.
    let named = with(elena_bids_first(), "dealer", json!(P[2]));
    let plain = belot().replay(&setup(), &numbered(&[Entry::Deal(hang), Entry::Deal(named)])).unwrap();
    assert_eq!(played.scored, plain.scored);
    assert_eq!(played.finished_after, plain.finished_after);
    assert_eq!(played.scored[1].extra["dealer"], json!(P[2]));
    assert_eq!(played.scored[1].scores, vec![6, 10 + 8]);
    // The voided deal is counted: the next is the fourth, Елена's.
    assert_eq!(next_line(&played), "deal 4: Елена deals, Иван bids first");
    assert_eq!(next_line(&plain), "deal 3: Елена deals, Иван bids first");
}

#[test]
fn a_turn_keeps_the_hanging_points_for_the_next_deal_won() {
    let hang = q(Contract::Diamonds, PETAR, 71, NIE);
    let (_, before) = belot().replay_from(&setup(), None, &numbered(&deals(std::slice::from_ref(&hang)))).unwrap();
    let entries = vec![Entry::Deal(hang), Entry::Turn, Entry::Turn];
    let (played, after) = belot().replay_from(&setup(), None, &numbered(&entries)).unwrap();
    assert_eq!(played.scored.len(), 1);
    let (before, after) = (before.unwrap(), after.unwrap());
    assert_eq!(after["sheet"], before["sheet"]);
    assert_eq!(after["deals"], json!(3));
    assert_eq!(next_line(&played), "deal 4: Елена deals, Иван bids first (8 points hang)");
}

#[test]
fn a_match_with_turns_resumes_at_every_entry() {
    let hang = q(Contract::Diamonds, PETAR, 71, NIE);
    let entries = vec![
        Entry::Turn,
        Entry::Deal(hang),
        Entry::Turn,
        Entry::Deal(elena_bids_first()),
        Entry::Turn,
        Entry::Deal(q(Contract::Clubs, IVAN, 100, NIE)),
    ];
    splits_agree(belot(), &setup(), &entries).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Random matches (the quick-entry generator of tests/belot_props.rs, with turns between deals).

const CONTRACTS: [Contract; 6] =
    [Contract::Clubs, Contract::Diamonds, Contract::Hearts, Contract::Spades, Contract::NoTrumps, Contract::AllTrumps];

fn points(c: Contract, k: Card) -> i64 {
    let trumps = c == Contract::AllTrumps
        || matches!(
            (c, k.suit()),
            (Contract::Clubs, kozyr::cards::Suit::Clubs)
                | (Contract::Diamonds, kozyr::cards::Suit::Diamonds)
                | (Contract::Hearts, kozyr::cards::Suit::Hearts)
                | (Contract::Spades, kozyr::cards::Suit::Spades)
        );
    match (k.rank(), trumps) {
        (Rank::Jack, true) => 20,
        (Rank::Nine, true) => 14,
        (Rank::Jack, false) => 2,
        (Rank::Ace, _) => 11,
        (Rank::Ten, _) => 10,
        (Rank::King, _) => 4,
        (Rank::Queen, _) => 3,
        _ => 0,
    }
}

#[derive(Debug, Clone)]
struct Quick {
    contract: Contract,
    decl: usize,
    double: u8,
    trick_owner: Vec<usize>,
    premiums: [bool; 4],
    all_pass: bool,
    turn: bool,
}

fn quick() -> impl Strategy<Value = Quick> {
    (
        prop::sample::select(CONTRACTS.to_vec()),
        0..4usize,
        prop_oneof![6 => Just(0u8), 2 => Just(1u8), 1 => Just(2u8)],
        prop_oneof![vec(0..2usize, 8), (0..2usize).prop_map(|t| vec![t; 8])],
        any::<[bool; 4]>(),
        proptest::bool::weighted(0.05),
        proptest::bool::weighted(0.15),
    )
        .prop_map(|(contract, decl, double, trick_owner, premiums, all_pass, turn)| Quick {
            contract,
            decl,
            double,
            trick_owner,
            premiums,
            all_pass,
            turn,
        })
}

/// Ние: Мария's carré of aces, Иван's quarte 7–10♦; Вие: Петър's tierce J–K♠, Елена's ♥ belot.
const PREMIUMS: [&str; 4] = ["Мария:carre:A", "Иван:quarte:10D", "Петър:tierce:KS", "Елена:belot:hearts"];

fn quick_entry(q: &Quick, cards: &[Card]) -> Value {
    if q.all_pass {
        return json!({ "all_pass": true });
    }
    let c = q.contract;
    let mut pts = [0i64; 2];
    for (t, &w) in q.trick_owner.iter().enumerate() {
        pts[w] += cards[t * 4..t * 4 + 4].iter().map(|&k| points(c, k)).sum::<i64>();
    }
    let last = q.trick_owner[7];
    let mut d = json!({ "contract": c.name(), "declarer": P[q.decl], "points": { T[0]: pts[0], T[1]: pts[1] }, "last_trick": T[last] });
    if let Some(v) = (0..2).find(|&t| q.trick_owner.iter().all(|&w| w == t)) {
        d["valat"] = json!(T[v]);
    }
    if q.double > 0 {
        d["double"] = json!(if q.double == 1 { "contra" } else { "recontra" });
    }
    if c != Contract::NoTrumps {
        let belot_ok = matches!(c, Contract::Hearts | Contract::AllTrumps);
        let anns: Vec<&str> = PREMIUMS
            .iter()
            .enumerate()
            .filter(|&(i, _)| q.premiums[i] && (i != 3 || belot_ok))
            .map(|(_, a)| *a)
            .collect();
        d["announcements"] = json!(anns);
    }
    d
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn random_matches_resume_at_every_entry(
        deals in vec((quick(), Just(Deck::piquet32().cards().to_vec()).prop_shuffle()), 1..25),
        target in prop_oneof![Just(151i64), Just(60i64)],
    ) {
        let setup = setup_with(json!({ "target": target }));
        let mut entries = vec![];
        for (q, cards) in &deals {
            if q.turn {
                entries.push(Entry::Turn);
            }
            entries.push(Entry::Deal(quick_entry(q, cards)));
        }
        // Every generated match is one the game accepts, so the splits compare scored rows.
        let whole = belot().replay_from(&setup, None, &numbered(&entries));
        prop_assert!(whole.is_ok(), "{:?}", whole.err());
        splits_agree(belot(), &setup, &entries)?;
    }
}
