//! Terz resumed from a snapshot: replaying a match whole gives exactly what replaying its first
//! entries, storing the state as JSON text and replaying the rest from it gives — at every split
//! point of a sample match (the dealer set by the last trick, «сто в гору» against a player and
//! the need it raises carried across the split), and of random quick-entry matches; and a voided
//! deal that keeps its place (`Entry::Turn`) leaves the next dealer to the lot and scores nothing.

use crate::support::split;

use kozyr::games::{self, Entry, Game, Penalty, Setup};
use proptest::prelude::*;
use serde_json::{json, Value};
use split::{deals, numbered, quick_deal, splits_agree};

fn terz() -> &'static dyn Game {
    games::find("terz").expect("terz")
}

fn setup(options: Value) -> Setup {
    let players = vec!["Аня".to_string(), "Борис".to_string()];
    terz().setup(&players, None, options.as_object().expect("options")).expect("setup")
}

fn flags(args: &[&[&str]]) -> Vec<Entry> {
    args.iter().map(|a| Entry::Deal(quick_deal(terz(), a))).collect()
}

#[test]
fn a_match_with_an_uphill_resumes_at_every_entry() {
    let mut entries = flags(&[
        &[
            "--dealer",
            "Аня",
            "--won",
            "Аня=7,Борис=9",
            "--points",
            "Аня=45",
            "--last",
            "Борис",
            "--declare",
            "Борис:10H-KH",
        ],
        &["--won", "Аня=9,Борис=7", "--points", "Борис=46", "--last", "Аня", "--false-announcement", "Борис=50"],
        &[
            "--won",
            "Аня=4,Борис=12",
            "--points",
            "Аня=30",
            "--last",
            "Борис",
            "--declare",
            "Аня:four:J",
            "--marriage",
            "Аня",
        ],
    ]);
    entries.push(Entry::Penalty(Penalty { player: "Аня".into(), points: Some(20), reason: "miscount".into() }));
    entries.extend(flags(&[
        &["--won", "Аня=8,Борис=8", "--points", "Аня=70", "--last", "Аня", "--declare", "Борис:four:A"],
        &["--won", "Аня=10,Борис=6", "--points", "Борис=40", "--last", "Аня"],
    ]));
    let s = setup(json!({}));
    let r = terz().replay(&s, &numbered(&entries)).expect("replay");
    // 40/160, 190/210 (Борис needs 600 from here), 440/330, 420/350 (the miscount), 490/530 —
    // Борис's 530 would have won but for «сто в гору» — then 600/570: Аня wins.
    let totals: Vec<Vec<i64>> = r.scored.iter().map(|x| x.totals.clone()).collect();
    assert_eq!(totals, [[40, 160], [190, 210], [440, 330], [420, 350], [490, 530], [600, 570]]);
    assert_eq!(r.finished_after, [false, false, false, false, false, true]);
    assert_eq!(r.winner, Some(0));
    splits_agree(terz(), &s, &entries).unwrap();
    splits_agree(terz(), &setup(json!({"target": 501, "uphill": 150, "rounding": false})), &entries).unwrap();
}

#[test]
fn a_voided_deal_that_keeps_its_place_leaves_the_dealer_to_the_lot() {
    let entries =
        deals(&[json!({"dealer": "Аня", "won": {"Аня": 7, "Борис": 9}, "points": {"Аня": 45}, "last_trick": "Борис"})]);
    let s = setup(json!({}));
    let (_, state) = terz().replay_from(&s, None, &numbered(&entries)).unwrap();
    let (r, _) = terz().replay_from(&s, state.as_ref(), &[(2, &Entry::Turn)]).unwrap();
    assert!(r.scored.is_empty());
    let next = r.next.expect("next").english();
    assert!(next.contains("deal 3") && next.contains("lot"), "{next}");
}

#[test]
fn a_foreign_state_is_refused() {
    let s = setup(json!({}));
    let e = terz().replay_from(&s, Some(&json!({"totals": [0, 0, 0]})), &[]).expect_err("foreign");
    assert_eq!(e.rule, "terz.snapshot");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_quick_matches_resume_at_every_entry(deals in prop::collection::vec((0i64..=16, 0i64..=150, any::<bool>(), 0u8..4), 1..12)) {
        let mut entries = vec![];
        for (won, pts, last_a, extra) in deals {
            let won = won.clamp(1, 15);
            let last = if last_a { "Аня" } else { "Борис" };
            let mut v = json!({"won": {"Аня": won, "Борис": 16 - won}, "points": {"Аня": pts.max(10)}, "last_trick": last});
            match extra {
                1 => v["declarations"] = json!(["Аня:QS-AS"]),
                2 => v["false_announcements"] = json!({"Борис": 20}),
                3 => v["miscounts"] = json!({"Аня": 10}),
                _ => {}
            }
            entries.push(Entry::Deal(v));
        }
        let s = setup(json!({}));
        // Only matches that replay: a random count may be impossible, and a match may end early.
        let mut ok = vec![];
        for e in entries {
            ok.push(e);
            if terz().replay(&s, &numbered(&ok)).map_or(true, |r| r.winner.is_some()) {
                ok.pop();
                break;
            }
        }
        splits_agree(terz(), &s, &ok)?;
    }
}

/// A deal in which Борис plays 8♠ on A♦ at trick 3 holding diamonds, with the draws written: once
/// accepted under any card while the talon lasts, now refused by the book's rule.
const RENEGE: &str = "turned: JH
1. KH 7S | declare Аня KH QH | exchange Борис | draw 10C JS
2. QH 9S | draw 7D 8H
3. AD 8S | declare Аня 7D 8D 9D | draw 9C QC
4. KS 10D | draw AC JC
5. 10H JH | draw 10S 9H
6. 10C 9C | draw KC QD
7. QC 8C | declare Борис JC QC KC | draw AS 7H
8. KD 8D
9. JC AC
10. AH 8H
11. 7H 10S
12. 9H JD
13. JS QS
14. AS 9D
15. KC 7D
16. 7C QD
";

#[test]
fn a_match_stored_before_talon_play_existed_replays_as_it_was_refereed() {
    let players = vec!["Аня".to_string(), "Борис".to_string()];
    let entries = [Entry::Deal(json!({"dealer": "Борис", "play": RENEGE}))];
    let numbered: Vec<(usize, &Entry)> = entries.iter().enumerate().map(|(i, e)| (i + 1, e)).collect();
    // The options such a match stored: every option of its day, and no `talon_play`.
    let old = json!({"target": 500, "uphill": 100, "rounding": true, "free_jack": true});
    let restored = terz().restore(&players, None, old.as_object().expect("options")).expect("restore");
    assert_eq!(restored.options["talon_play"], "free");
    let played = terz().replay(&restored, &numbered).expect("the old deal replays");
    assert_eq!(played.scored[0].totals, vec![100, 90]);
    // A new match takes the book's rule, and the same deal is refused.
    let new = setup(json!({}));
    assert_eq!(new.options["talon_play"], "follow");
    let e = terz().replay(&new, &numbered).expect_err("refused");
    assert_eq!(e.rule, "terz.play.follow-suit");
}
