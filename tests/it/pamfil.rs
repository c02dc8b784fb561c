//! Pamfil (Памфил): Mushka with J♣ above every card. J♣ beats everything, counts as the top trump
//! for following and trumping, gives +10 to the player dealt it (the dealer, when it was turned as
//! trump); everything else is Mushka's. Seats: Аня, Борис, Вера (and Галя); Аня deals first.

use crate::support::common;
use crate::support::king_words as words;

use std::collections::BTreeSet;

use common::*;
use kozyr::games::{self, MatchDoc, Replay, RuleError};
use kozyr::i18n::Lang;
use serde_json::{json, Value};
use words::{english_left, shown};

const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

/// The worked example of docs/games/pamfil.md: ♦ trumps, Вера was dealt J♣ and trumps A♠ with it.
const EXAMPLE: &str = "AS JC KS\nKD 7D 7C\n8C 9C 9S\nQH AH 7H\n8H 10D 10C";

/// ♦ trumps: Борис leads A♦ and Вера, whose only trump is J♣, takes it.
const OVER_THE_TRUMP_ACE: &str = "AD JC 7D\n7H JS 7S\n8H QS 8S\n9H KS 9S\n10H AC 10S";

fn doc(game: &str, players: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    match_doc(game, &NAMES, players, None, options, deals)
}

fn run(players: usize, deals: Vec<Value>) -> Result<Replay, RuleError> {
    doc("pamfil", players, json!({}), deals).replay()
}

fn ok(players: usize, deals: Vec<Value>) -> Replay {
    run(players, deals).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn refused(players: usize, deals: Vec<Value>, rule: &str) -> RuleError {
    let e = run(players, deals).expect_err("the document should be refused");
    assert_eq!(e.rule, rule, "{e}");
    e
}

fn scores(r: &Replay, row: usize) -> Vec<i64> {
    r.rows[row].scored.scores.clone()
}

fn has_step(r: &Replay, row: usize, rule: &str, text: &str) -> bool {
    r.rows[row].scored.explain.iter().any(|s| s.rule == rule && s.text.english() == text)
}

// ---------------------------------------------------------------------------------------------
// J♣ above every card
// ---------------------------------------------------------------------------------------------

#[test]
fn the_worked_example_pamfil_trumps_the_spade_ace_and_its_holder_gets_ten() {
    let r = ok(3, vec![json!({"trump": "diamonds", "pamfil": "Вера", "play": EXAMPLE})]);
    assert_eq!(scores(&r, 0), [1, 6, 13]);
    assert_eq!(r.totals, [-24, -19, -12]);
    assert!(has_step(&r, 0, "pamfil.score.pamfil", "Вера was dealt Pamfil (J♣): +10"));
    let x = &r.rows[0].scored.extra;
    assert_eq!(x["won"], json!({"Аня": 1, "Борис": 1, "Вера": 3}));
    assert_eq!(x["aces"], json!({"Борис": ["AH"]}));
    // The same deal by quick entry.
    let quick = ok(
        3,
        vec![json!({"trump": "diamonds", "won": {"Аня": 1, "Борис": 1, "Вера": 3}, "pamfil": "Вера",
                    "aces": {"Борис": ["AH"]}})],
    );
    assert_eq!(quick.totals, r.totals);
}

#[test]
fn pamfil_beats_the_trump_ace() {
    let r = ok(3, vec![json!({"trump": "diamonds", "pamfil": "Вера", "play": OVER_THE_TRUMP_ACE})]);
    // Вера takes all five (J♣ over A♦ first); A♦ won nothing, so no ace bonus.
    assert_eq!(scores(&r, 0), [-5, -5, 15]);
    assert_eq!(r.rows[0].scored.extra["aces"], json!({}));
    // In Mushka the same cards are another deal: A♦ takes the first trick and Борис leads on.
    let mushka = doc("mushka", 3, json!({}), vec![json!({"trump": "diamonds", "play": OVER_THE_TRUMP_ACE})]);
    let m = mushka.replay().expect("legal Mushka");
    assert_eq!(m.rows[0].scored.extra["aces"]["Борис"], json!(["AD"]));
}

#[test]
fn pamfil_follows_trumps_and_a_player_holding_it_must_play_it_to_a_trump_lead() {
    // Борис leads A♦; Вера's only trump is J♣, but she plays 7♥.
    let record = "AD 7H 7D\n7S JC JS\n8H QS 8S\n9H KS 9S\n10H AC 10S";
    let e = refused(3, vec![json!({"trump": "diamonds", "play": record})], "pamfil.play.follow-suit");
    assert_eq!(
        e.message(),
        "trick 1: Вера played 7♥ on a ♦ lead but held J♣ (played at trick 2); a player who holds the led suit must \
         follow it"
    );
}

#[test]
fn pamfil_led_calls_for_trumps() {
    // Борис leads J♣; Вера holds 7♦ (a trump) but plays 7♥.
    let record = "JC 7H 8S\n9S 7D KS\n8H 7C 10S\n9H 8C JS\n10H AS QS";
    let e = refused(3, vec![json!({"trump": "diamonds", "play": record})], "pamfil.play.follow-suit");
    assert!(e.message().starts_with("trick 1: Вера played 7♥ on a ♦ lead but held 7♦"), "{e}");
}

#[test]
fn pamfil_is_not_a_club_when_clubs_are_led() {
    // Вера plays J♣ to A♣ while holding 7♣: she had to follow with the club.
    let record = "AC JC 8C\n7C 9C KC\n7H 8H 9H\n10H JH QH\nKH AH 7S";
    let e = refused(3, vec![json!({"trump": "diamonds", "play": record})], "pamfil.play.follow-suit");
    assert!(e.message().starts_with("trick 1: Вера played J♣ on a ♣ lead but held 7♣"), "{e}");
}

#[test]
fn void_in_the_led_suit_pamfil_is_a_trump_to_play() {
    // Вера has no spade and J♣ (with 9♦) as trumps; she plays 7♥.
    let record = "7S 7H 8S\n9S 10S JC\n8H 9H 10H\nJH QH KH\nAH 7C 9D";
    let e = refused(3, vec![json!({"trump": "diamonds", "play": record})], "pamfil.play.trump");
    assert_eq!(e.player.as_deref(), Some("Вера"));
    assert_eq!(e.trick, Some(1));
}

// ---------------------------------------------------------------------------------------------
// The +10 and J♣ turned as trump
// ---------------------------------------------------------------------------------------------

#[test]
fn the_player_dealt_pamfil_gets_ten_on_top_of_his_tricks() {
    let r = ok(4, vec![json!({"trump": "hearts", "won": {"Борис": 3, "Вера": 2}, "pamfil": "Галя"})]);
    assert_eq!(scores(&r, 0), [-5, 3, 2, 5]);
    assert_eq!(r.rows[0].scored.extra["pamfil"], "Галя");
    assert_eq!(r.rows[0].scored.extra["pamfil_turned"], false);
}

#[test]
fn pamfil_turned_as_trump_goes_to_the_dealer() {
    let r = ok(4, vec![json!({"trump": "hearts", "pamfil_turned": true, "won": {"Борис": 3, "Вера": 2}})]);
    assert_eq!(scores(&r, 0), [5, 3, 2, -5]);
    assert!(has_step(&r, 0, "pamfil.pamfil.turned", "Аня dealt and took Pamfil (J♣), turned as trump: +10"));
    assert_eq!(r.rows[0].scored.extra["pamfil"], "Аня");
    ok(4, vec![json!({"trump": "hearts", "pamfil_turned": true, "pamfil": "Аня", "won": {"Борис": 5}})]);
    let e = refused(
        4,
        vec![json!({"trump": "hearts", "pamfil_turned": true, "pamfil": "Борис", "won": {"Борис": 5}})],
        "pamfil.pamfil.turned",
    );
    assert!(e.message().contains("the dealer Аня took it"), "{e}");
    refused(4, vec![json!({"trump": "hearts", "pamfil_turned": "yes", "won": {"Борис": 5}})], "pamfil.deal.format");
}

#[test]
fn a_player_who_passes_with_pamfil_scores_nothing() {
    let r = ok(4, vec![json!({"trump": "hearts", "passed": "Вера", "pamfil": "Вера", "won": {"Борис": 5}})]);
    assert_eq!(scores(&r, 0), [-5, 5, 0, -5]);
    assert!(has_step(&r, 0, "pamfil.pass", "Вера passed: scores nothing this deal, Pamfil's +10 included"));
}

#[test]
fn with_spades_trump_the_spade_ace_can_lose_to_pamfil() {
    // Mushka refuses this (A♠ cannot lose there); in Pamfil J♣ may have taken it.
    let r = ok(4, vec![json!({"trump": "spades", "won": {"Вера": 5}, "spade_ace": "Борис", "pamfil": "Вера"})]);
    assert_eq!(scores(&r, 0), [-5, -10, 15, -5]);
}

#[test]
fn the_sheet_is_mushkas_with_the_pamfil_bonus_in_it() {
    // 5 tricks + A♥ + A♦ + Pamfil = 25: exactly 0.
    let r =
        ok(4, vec![json!({"trump": "clubs", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AD"]}, "pamfil": "Борис"})]);
    assert_eq!(r.winner, Some(1));
    assert!(has_step(&r, 0, "pamfil.match.winner", "Борис reaches exactly 0 and wins"));
    // 5 + 4 aces + 10 = 35 passes 0: back to −25.
    let r = ok(
        4,
        vec![
            json!({"trump": "clubs", "won": {"Борис": 5}, "aces": {"Борис": ["AH", "AD", "AS", "AC"]}, "pamfil": "Борис"}),
        ],
    );
    assert_eq!(r.totals, [-30, -25, -30, -30]);
    assert!(r.rows[0].scored.marks.iter().any(|m| m.side == 1 && m.kind.tag() == "overshoot"));
}

#[test]
fn the_variant_still_loses_to_pamfil() {
    let g = games::find("pamfil").expect("pamfil");
    assert_eq!(g.default_options(), json!({"spade_ace_over_trump_ace": false}));
    let on = doc(
        "pamfil",
        3,
        json!({"spade_ace_over_trump_ace": true}),
        vec![json!({"trump": "diamonds", "pamfil": "Вера", "play": OVER_THE_TRUMP_ACE})],
    );
    assert_eq!(on.replay().expect("valid").totals, [-30, -30, -10]);
}

#[test]
fn replay_json_has_the_documented_shape() {
    let r = ok(3, vec![json!({"trump": "diamonds", "pamfil": "Вера", "play": EXAMPLE})]);
    assert_eq!(
        r.to_json(kozyr::i18n::Lang::En),
        json!({
            "game": "pamfil",
            "deals": [{
                "entry": 1, "kind": "deal",
                "scores": {"Аня": 1, "Борис": 6, "Вера": 13},
                "totals": {"Аня": -24, "Борис": -19, "Вера": -12},
                "notes": [], "marks": {},
                "dealer": "Аня", "trump": "diamonds", "passed": [], "leader": "Борис",
                "won": {"Аня": 1, "Борис": 1, "Вера": 3}, "aces": {"Борис": ["AH"]},
                "spade_ace": "Борис", "pamfil": "Вера", "pamfil_turned": false,
                "points": {"Аня": 1, "Борис": 6, "Вера": 13}
            }],
            "totals": {"Аня": -24, "Борис": -19, "Вера": -12},
            "winner": null, "finished": false,
            "next": "deal 2: Борис deals, Вера leads"
        })
    );
}

// ---------------------------------------------------------------------------------------------
// Every rule id
// ---------------------------------------------------------------------------------------------

/// Mushka's worked example, ♥ trumps, Вера passes.
const MUSHKA_EXAMPLE: &str = "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D\n9D AS KH";

fn four(extra: Value) -> (usize, Value, Vec<Value>) {
    let mut d = json!({"trump": "hearts", "passed": "Вера", "play": MUSHKA_EXAMPLE});
    for (k, v) in extra.as_object().cloned().unwrap_or_default() {
        d[k] = v;
    }
    (4, json!({}), vec![d])
}

fn rule_cases() -> Vec<(usize, Value, Vec<Value>)> {
    let q = |d: Value| (4, json!({}), vec![d]);
    vec![
        q(
            json!({"trump": "hearts", "won": {"Борис": 3, "Вера": 2}, "aces": {"Борис": ["AH"]}, "spade_ace": "Аня", "pamfil": "Вера"}),
        ),
        q(json!({"trump": "spades", "won": {"Галя": 5}, "aces": {"Галя": ["AS"]}, "pamfil_turned": true})),
        q(json!({"trump": "hearts", "pamfil_turned": true, "pamfil": "Борис", "won": {"Борис": 5}})),
        q(json!({"trump": "hearts", "passed": "Вера", "won": {"Борис": 5}})),
        q(json!({"trump": "hearts", "passed": "Борис,Вера,Галя"})),
        q(json!({"trump": "hearts", "passed": "Аня,Борис,Вера,Галя"})),
        q(json!({"trump": "hearts", "passed": "Аня,Борис,Вера,Галя", "won": {}})),
        q(json!({"trump": "hearts", "passed": "Борис,Вера,Галя", "aces": {"Аня": "AH"}})),
        q(json!({"trump": "hearts", "passed": ["Вера"], "spade_ace": "Вера", "won": {"Борис": 5}})),
        q(json!({"trump": "hearts", "passed": ["Вера", "Вера"], "won": {"Борис": 5}})),
        q(json!({"trump": "hearts", "passed": ["Вера"], "won": {"Борис": 4, "Вера": 1}})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["JC"]}})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AH"], "Вера": "AH"}})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Вера": ["AH"]}})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "aces": {"Борис": ["AS"]}, "spade_ace": "Вера"})),
        q(json!({"trump": "hearts", "won": {"Борис": 5}, "bogus": 1})),
        q(json!({"trump": "hearts", "won": {"Борис": 6}})),
        q(json!({"trump": "hearts", "won": {"Борис": 4}})),
        q(json!({"trump": "hearts"})),
        q(json!({"won": {"Борис": 5}})),
        four(json!({"won": {"Борис": 5}})),
        four(json!({"play": 5})),
        four(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D KH\n7D 9D AS"})),
        four(json!({"play": "AC 8C\nAH 10H 7H\n9S KS QS\nJD 8D 7D\n9D AS KH"})),
        four(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D"})),
        four(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D\n9D AS 7D"})),
        four(json!({"play": "AC 8C QC\nAH 10H 7H\n9S KS QS\nJD 8D 7D\n9D AS 6H"})),
        four(json!({"play": MUSHKA_EXAMPLE.replacen("AC", "Галя:AC", 1)})),
        (
            3,
            json!({}),
            vec![json!({"trump": "diamonds", "play": "7S 7H 8S\n9S 10S JC\n8H 9H 10H\nJH QH KH\nAH 7C 9D"})],
        ),
        (4, json!({}), vec![json!({"penalty": {"player": "Аня", "reason": "misdeal"}})]),
        (4, json!({}), vec![json!({"penalty": {"player": "Аня", "points": 30, "reason": "договорились"}})]),
        (4, json!({}), vec![json!({"penalty": {"player": "Аня", "points": 25, "reason": "договорились"}})]),
        (
            4,
            json!({}),
            vec![
                json!({"trump": "hearts", "won": {"Борис": 5}}),
                json!({"dealer": "Аня", "trump": "hearts", "won": {"Борис": 5}}),
            ],
        ),
        (3, json!({"nonesuch": true}), vec![]),
        (3, json!({"spade_ace_over_trump_ace": "yes"}), vec![]),
    ]
}

#[test]
fn pamfils_own_rules_read_in_russian_and_bulgarian() {
    let step = |r: &Replay, rule: &str, lang: Lang| {
        r.rows[0].scored.explain.iter().find(|s| s.rule == rule).map(|s| s.text.render(lang)).unwrap_or_default()
    };
    let r = ok(4, vec![json!({"trump": "hearts", "won": {"Борис": 3, "Вера": 2}, "pamfil": "Галя"})]);
    assert_eq!(step(&r, "pamfil.score.pamfil", Lang::Ru), "Галя: при сдаче пришёл Памфил (J♣): +10");
    assert_eq!(step(&r, "pamfil.score.pamfil", Lang::Bg), "Галя: при раздаването се падна Памфил (J♣): +10");
    let r = ok(4, vec![json!({"trump": "hearts", "pamfil_turned": true, "won": {"Борис": 3, "Вера": 2}})]);
    assert_eq!(step(&r, "pamfil.pamfil.turned", Lang::Ru), "Аня сдаёт и забирает Памфила (J♣), открытого козырем: +10");
    assert_eq!(step(&r, "pamfil.pamfil.turned", Lang::Bg), "Аня раздаде и взе Памфил (J♣), обърнат за коз: +10");
    let r = ok(4, vec![json!({"trump": "hearts", "passed": "Вера", "pamfil": "Вера", "won": {"Борис": 5}})]);
    assert_eq!(
        step(&r, "pamfil.pass", Lang::Ru),
        "Вера: пас, в этой сдаче ничего не получает, в том числе +10 за Памфила"
    );
    let e = refused(
        4,
        vec![json!({"trump": "hearts", "pamfil_turned": true, "pamfil": "Борис", "won": {"Борис": 5}})],
        "pamfil.pamfil.turned",
    );
    assert_eq!(
        e.msg.render(Lang::Ru),
        "J♣ открыт козырем, поэтому его забрал на руку сдающий — Аня; Борис не может получить его при сдаче"
    );
    assert_eq!(
        e.msg.render(Lang::Bg),
        "J♣ беше обърнато за коз, затова раздаващият Аня го взе в ръката си; не е възможно да се е паднало на Борис \
         при раздаването"
    );
    let e = refused(4, vec![json!({"trump": "none", "won": {"Борис": 5}})], "pamfil.deal.trump");
    assert!(e.msg.render(Lang::Bg).starts_with("Памфил винаги има коз"), "{}", e.msg.render(Lang::Bg));
}

#[test]
fn nothing_pamfil_says_in_russian_or_bulgarian_is_left_in_english() {
    let mut messages = vec![];
    let mut cases = rule_cases();
    cases.push((4, json!({}), vec![json!({"trump": "hearts", "pamfil_turned": true, "won": {"Борис": 3, "Вера": 2}})]));
    cases.push((
        4,
        json!({}),
        vec![json!({"trump": "hearts", "passed": "Вера", "pamfil": "Вера", "won": {"Борис": 5}})],
    ));
    cases.push((4, json!({}), vec![json!({"trump": "hearts", "pamfil_turned": "yes", "won": {"Борис": 5}})]));
    for (players, options, deals) in cases {
        match doc("pamfil", players, options, deals).replay() {
            Ok(r) => messages.extend(shown(&r)),
            Err(e) => messages.push(e.msg),
        }
    }
    let left = english_left(&messages);
    assert!(left.is_empty(), "{}", left.join("\n"));
}

#[test]
fn every_listed_rule_id_is_triggered() {
    let listed: BTreeSet<&str> = kozyr::games::pamfil::RULE_IDS.iter().copied().collect();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    for (players, options, deals) in rule_cases() {
        match doc("pamfil", players, options, deals).replay() {
            Ok(r) => seen.extend(r.rows.iter().flat_map(|row| row.scored.explain.iter().map(|s| s.rule.to_string()))),
            Err(e) => {
                seen.insert(e.rule);
            }
        }
    }
    // A stored state no replay of the match can have left is met only by a replay resumed from it.
    let (game, setup) = games::setup_of(&doc("pamfil", 3, json!({}), vec![])).expect("setup");
    seen.insert(game.replay_from(&setup, Some(&json!({"totals": 1})), &[]).expect_err("refused").rule);
    let seen: BTreeSet<&str> = seen.iter().map(String::as_str).filter(|r| r.starts_with("pamfil.")).collect();
    let never: Vec<&&str> = listed.difference(&seen).collect();
    assert!(never.is_empty(), "listed but never triggered: {never:?}");
    let unlisted: Vec<&&str> = seen.difference(&listed).collect();
    assert!(unlisted.is_empty(), "triggered but not listed: {unlisted:?}");
}

#[test]
fn the_rules_page_explains_follow_suit_and_pamfils_own_rules() {
    let page = games::find("pamfil").expect("pamfil").info().page(kozyr::i18n::Lang::En).0;
    for id in ["pamfil.play.follow-suit", "pamfil.play.trump", "pamfil.score.pamfil", "pamfil.pamfil.turned"] {
        assert!(page.contains(id), "docs/games/pamfil.md does not mention {id}");
    }
}

#[test]
fn both_rules_pages_name_every_rule_id() {
    let info = games::find("pamfil").expect("pamfil").info();
    for lang in [Lang::En, Lang::Ru] {
        let (page, served) = info.page(lang);
        assert_eq!(served, lang, "the page is served in {lang}");
        for id in kozyr::games::pamfil::RULE_IDS {
            assert!(page.contains(id), "the {lang} page of pamfil does not mention {id}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------------------------

fn table() -> Table {
    let t = Table::new();
    t.ok(&["new", "pamfil", "--players", "Аня,Борис,Вера"]);
    t
}

#[test]
fn cli_quick_deal_with_pamfil() {
    let t = table();
    t.ok(&["deal", "--trump", "diamonds", "--won", "Аня=1,Борис=1,Вера=3", "--pamfil", "Вера", "--aces", "Борис=AH"]);
    assert_eq!(totals(&t.json(&["show"])), named(&[("Аня", -24), ("Борис", -19), ("Вера", -12)]));
}

#[test]
fn cli_full_entry_and_the_turned_pamfil() {
    let t = table();
    let path = t.file("deal.txt", EXAMPLE);
    t.ok(&["deal", "--trump", "diamonds", "--pamfil", "Вера", "--tricks", &path]);
    // Борис deals and turns J♣: he takes it.
    t.ok(&["deal", "--trump", "hearts", "--pamfil-turned", "--won", "Вера=5"]);
    let v = t.json(&["show"]);
    assert_eq!(totals(&v), named(&[("Аня", -29), ("Борис", -14), ("Вера", -7)]));
    assert_eq!(v["deals"][1]["pamfil"], "Борис");
}

#[test]
fn cli_refusals_leave_the_ledger_unchanged() {
    let t = table();
    t.refused(&["deal", "--trump", "hearts", "--won", "Аня=1,Борис=1"], "pamfil.won.sum");
    t.refused(
        &["deal", "--trump", "hearts", "--pamfil-turned", "--pamfil", "Вера", "--won", "Вера=5"],
        "pamfil.pamfil.turned",
    );
    t.refused(
        &["deal", "--trump", "hearts", "--passed", "Вера", "--spade-ace", "Вера", "--won", "Аня=5"],
        "pamfil.pass.spade-ace",
    );
    let path = t.file("deal.txt", &EXAMPLE.replacen("JC", "Аня:JC", 1));
    t.refused(&["deal", "--trump", "diamonds", "--passed", "Аня", "--tricks", &path], "pamfil.play.trick-size");
    // Mushka has no --pamfil.
    let m = Table::new();
    m.ok(&["new", "mushka", "--players", "Аня,Борис,Вера"]);
    m.refused(&["deal", "--trump", "hearts", "--won", "Аня=5", "--pamfil", "Аня"], "entry.flag.unknown");
}

#[test]
fn cli_a_deal_for_a_finished_match_is_refused() {
    let t = table();
    let out = t.ok(&["deal", "--trump", "clubs", "--won", "Борис=5", "--aces", "Борис=AH,AD", "--pamfil", "Борис"]);
    assert!(out.contains("Winner: Борис"), "{out}");
    t.refused(&["deal", "-m", "1", "--trump", "hearts", "--won", "Аня=5"], "match.finished");
}
