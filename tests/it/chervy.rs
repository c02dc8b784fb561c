//! Chervy's rules: Q♠ 13 and each heart 1 (26 a deal), a renege's 26 with the deal dealt again by
//! the same dealer in quick and full entry, the optional ban on leading hearts, the end at 100 or
//! after the agreed deals with the lowest total winning, the replay view, and bad input refused
//! through the real binary with the ledger unchanged. Every rule id is triggered by a case.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_cases;

use std::collections::BTreeSet;

use common::Table;
use family_cases::*;
use family_support::{Game, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::chervy::{deck, CHERVY, RULE_IDS};
use kozyr::games::family::FamilyRules;
use kozyr::games::Game as _;
use kozyr::games::{Replay, RuleError};
use kozyr::i18n::{Lang, Msg};
use serde_json::{json, Value};

const GAME: &str = "chervy";

/// The book's penalty for a card, independent of the engine's table.
fn penalty(c: Card) -> i64 {
    match (c.rank(), c.suit()) {
        (Rank::Queen, Suit::Spades) => 13,
        (_, Suit::Hearts) => 1,
        _ => 0,
    }
}

fn count(g: &Game) -> Vec<i64> {
    g.taken.iter().map(|t| t.iter().map(|&c| penalty(c)).sum()).collect()
}

fn ch(options: Value, deals: &[Value]) -> Value {
    doc(GAME, 4, options, deals)
}

/// A legal deal dealt by `dealer` (the player on his left leads).
fn game(seed: u64, dealer: usize) -> Game {
    random_game(seed, deck(4).cards(), 4, &Spec::default(), (dealer + 1) % 4)
}

/// Борис Q♠ and 3 hearts, Вера and Галя 5 hearts each.
fn worked() -> Value {
    json!({"took": {"Борис": ["QS", "3"], "Вера": ["5"], "Галя": ["5"]}})
}

/// Борис takes Q♠ and `hearts` hearts, Вера the rest.
fn queen_to_boris(hearts: u32) -> Value {
    json!({"took": {"Борис": ["QS", hearts.to_string()], "Вера": [(13 - hearts).to_string()]}})
}

fn renege(name: &str) -> Value {
    json!({"renege": name})
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn queen_13_and_each_heart_1_make_26() {
    let r = accepted(&ch(json!({}), &[worked()]));
    assert_eq!(scores(&r), [[0, 16, 5, 5]]);
    let steps: Vec<(&str, String)> = r.rows[0].scored.explain.iter().map(|s| (s.rule, s.text.english())).collect();
    assert!(steps.contains(&("chervy.score.queen", "Борис: Q♠ +13".to_string())), "{steps:?}");
    assert!(steps.contains(&("chervy.score.hearts", "Борис: 3 hearts × +1 = +3".to_string())), "{steps:?}");
    // K♠ and A♠ are Black Mary's, not Chervy's.
    let e = refused(&ch(json!({}), &[json!({"took": {"Борис": ["QS", "KS", "13"]}})]));
    assert_eq!(e.rule, "chervy.took.card");
    assert!(e.message().contains("scores nothing"), "{}", e.message());
}

#[test]
fn every_full_deal_writes_26_as_the_cards_taken_say() {
    let games: Vec<Game> = (0..4).map(|d| game(200 + d as u64, d % 4)).collect();
    let deals: Vec<Value> = games.iter().map(|g| json!({"play": g.text()})).collect();
    let r = accepted(&ch(json!({"limit": 0}), &deals));
    for (g, s) in games.iter().zip(scores(&r)) {
        assert_eq!(s.iter().sum::<i64>(), 26);
        assert_eq!(s, count(g));
    }
}

// ---------------------------------------------------------------------------------------------
// The renege: 26 and the deal dealt again
// ---------------------------------------------------------------------------------------------

#[test]
fn a_renege_in_quick_entry_writes_26_only_and_the_same_dealer_deals_again() {
    let r = accepted(&ch(json!({}), &[worked(), renege("Вера")]));
    assert_eq!(scores(&r), [[0, 16, 5, 5], [0, 0, 26, 0]]);
    let row = &r.rows[1].scored;
    assert_eq!(row.extra["replayed"], true);
    assert_eq!(row.extra["dealer"], "Борис");
    assert_eq!(row.extra["renege"], json!(["Вера"]));
    assert_eq!(row.summary.english(), "renege — Борис deals again");
    assert_eq!(row.explain[0].rule, "chervy.renege");
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 2: Борис deals again, Вера leads"));
    // Борис deals the deal again; Вера may not take his turn.
    let again = json!({"dealer": "Борис", "took": {"Аня": ["QS", "13"]}});
    let r = accepted(&ch(json!({}), &[worked(), renege("Вера"), again]));
    assert_eq!(r.totals, [26, 16, 31, 5]);
    let e =
        refused(&ch(json!({}), &[worked(), renege("Вера"), json!({"dealer": "Вера", "took": {"Аня": ["QS", "13"]}})]));
    assert_eq!((e.rule.as_str(), e.entry), ("chervy.deal.dealer", Some(3)));
    assert!(e.message().contains("it is Борис's turn"), "{}", e.message());
}

#[test]
fn two_reneges_in_one_deal_cost_26_each() {
    let r = accepted(&ch(json!({}), &[json!({"renege": ["Аня", "Галя"]})]));
    assert_eq!(r.totals, [26, 0, 0, 26]);
}

#[test]
fn a_renege_with_cards_or_tricks_is_refused_the_deal_scores_nothing() {
    let mut d = worked();
    d["renege"] = json!("Вера");
    let e = refused(&ch(json!({}), &[d]));
    assert_eq!(e.rule, "chervy.renege");
    assert!(e.message().contains("dealt again"), "{}", e.message());
    let e = refused(&ch(json!({}), &[json!({"renege": "Вера", "won": {"Аня": 13}})]));
    assert_eq!(e.rule, "chervy.renege");
}

#[test]
fn a_renege_in_the_tricks_is_refused_unless_recorded_then_writes_26_and_deals_again() {
    let (g, (trick, seat)) = renege_game(300, deck(4).cards(), 4, &Spec::default(), 1, 3);
    let e = refused(&ch(json!({}), &[json!({"play": g.text()})]));
    assert_eq!(e.rule, "chervy.play.follow-suit");
    assert_eq!((e.trick, e.player.as_deref()), (Some(trick), Some(NAMES[seat])));
    assert!(e.message().contains("(26 penalty points, dealt again)"), "{}", e.message());

    let r = accepted(&ch(json!({}), &[json!({"play": g.text(), "renege": NAMES[seat]})]));
    let mut want = vec![0; 4];
    want[seat] = 26;
    assert_eq!(r.totals, want, "only the renege: the cards score nothing");
    assert_eq!(r.rows[0].scored.extra["replayed"], true);
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 1: Аня deals again, Борис leads"));
}

#[test]
fn a_renege_not_in_the_tricks_is_refused() {
    let g = game(5, 0);
    let e = refused(&ch(json!({}), &[json!({"play": g.text(), "renege": "Галя"})]));
    assert_eq!(e.rule, "chervy.renege.not-in-record");
    assert_eq!(e.player.as_deref(), Some("Галя"));
}

#[test]
fn a_deal_dealt_again_does_not_count_towards_the_agreed_deals() {
    let d = queen_to_boris(3);
    let r = accepted(&ch(json!({"deals": 2}), &[d.clone(), renege("Аня")]));
    assert!(!r.finished);
    let r = accepted(&ch(json!({"deals": 2}), &[d.clone(), renege("Аня"), d]));
    assert!(r.finished);
    assert_eq!(r.totals, [26, 32, 20, 0]);
    assert_eq!(r.winner, Some(3), "Галя, the lowest");
}

#[test]
fn a_renege_penalty_writes_26_and_does_not_replay() {
    let r = accepted(&ch(json!({}), &[worked(), json!({"penalty": {"player": "Аня", "reason": "renege"}})]));
    assert_eq!(r.totals, [26, 16, 5, 5]);
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 2: Борис deals, Вера leads"));
    let e = refused(&ch(json!({}), &[json!({"penalty": {"player": "Аня", "reason": "slow"}})]));
    assert_eq!(e.rule, "chervy.penalty.points");
}

// ---------------------------------------------------------------------------------------------
// The option no_hearts_lead
// ---------------------------------------------------------------------------------------------

/// A legal deal in which a heart is led while its leader holds another suit.
fn heart_led_early() -> Game {
    game_where(400, deck(4).cards(), 4, &Spec::default(), 1, |g| {
        let hands = family_support::hands_of(g, 4);
        let mut held: Vec<Vec<Card>> = hands;
        for (t, trick) in g.tricks.iter().enumerate() {
            let leader = g.leaders[t];
            if trick[0].suit() == Suit::Hearts && held[leader].iter().any(|c| c.suit() != Suit::Hearts) {
                return true;
            }
            for (k, c) in trick.iter().enumerate() {
                held[(leader + k) % 4].retain(|x| x != c);
            }
        }
        false
    })
}

#[test]
fn hearts_may_be_led_by_default_and_not_with_no_hearts_lead() {
    let g = heart_led_early();
    accepted(&ch(json!({}), &[json!({"play": g.text()})]));
    let e = refused(&ch(json!({"no_hearts_lead": true}), &[json!({"play": g.text()})]));
    assert_eq!(e.rule, "chervy.play.hearts-lead");
    assert!(
        e.message().contains("hearts may not be led while the leader holds a card of another suit"),
        "{}",
        e.message()
    );
    // A deal played by the rule is accepted with it.
    let spec = Spec { no_hearts_lead: true, ..Spec::default() };
    let g = random_game(9, deck(4).cards(), 4, &spec, 1);
    let r = accepted(&ch(json!({"no_hearts_lead": true}), &[json!({"play": g.text()})]));
    assert_eq!(r.totals, count(&g));
}

// ---------------------------------------------------------------------------------------------
// The end of the match
// ---------------------------------------------------------------------------------------------

#[test]
fn the_match_ends_at_100_and_the_lowest_total_wins() {
    // Борис 16 and Вера 10 a deal; Аня and Галя level at 0 until Галя takes a heart.
    let d = queen_to_boris(3);
    let r = accepted(&ch(json!({}), &vec![d.clone(); 7]));
    assert_eq!(r.totals, [0, 112, 70, 0]);
    assert!(!r.finished, "Аня and Галя share the lowest total");
    let last = json!({"took": {"Борис": ["QS", "3"], "Вера": ["9"], "Галя": ["1"]}});
    let mut deals = vec![d.clone(); 7];
    deals.push(last);
    let r = accepted(&ch(json!({}), &deals));
    assert!(r.finished);
    assert_eq!(r.winner, Some(0));
    let ids = cited(&r);
    assert!(ids.contains("chervy.match.limit") && ids.contains("chervy.match.winner"), "{ids:?}");
    deals.push(d);
    let e = refused(&ch(json!({}), &deals));
    assert_eq!((e.rule.as_str(), e.entry), ("match.finished", Some(9)));
}

#[test]
fn a_renege_can_end_the_match_at_the_limit() {
    let r = accepted(&ch(json!({"limit": 50}), &[worked(), renege("Борис"), renege("Борис")]));
    assert!(r.finished);
    assert_eq!(r.totals, [0, 68, 5, 5]);
    assert_eq!(r.winner, Some(0));
}

#[test]
fn the_match_ends_after_the_agreed_deals_and_limit_0_never_ends() {
    let d = json!({"took": {"Борис": ["QS", "3"], "Вера": ["9"], "Галя": ["1"]}});
    let r = accepted(&ch(json!({"deals": 1}), std::slice::from_ref(&d)));
    assert!(r.finished);
    assert!(cited(&r).contains("chervy.match.deals"));
    let r = accepted(&ch(json!({"limit": 0}), &vec![d; 10]));
    assert!(!r.finished);
    assert_eq!(r.totals, [0, 160, 90, 10]);
}

#[test]
fn options_are_stored_with_their_defaults_and_bad_ones_refused() {
    assert_eq!(CHERVY.default_options(), json!({"limit": 100, "deals": 0, "no_hearts_lead": false}));
    assert_eq!(refused(&ch(json!({"hearts_broken": true}), &[])).rule, "chervy.option.unknown");
    assert_eq!(refused(&ch(json!({"no_hearts_lead": 1}), &[])).rule, "chervy.option.value");
    assert_eq!(refused(&ch(json!({"limit": 20_000}), &[])).rule, "chervy.option.value");
    assert_eq!(refused(&doc(GAME, 3, json!({}), &[])).rule, "match.players.count");
    assert_eq!(refused(&doc(GAME, 5, json!({}), &[])).rule, "match.players.count");
}

// ---------------------------------------------------------------------------------------------
// Every rule id
// ---------------------------------------------------------------------------------------------

/// Every refusal of the cases: the rule it must cite and the error.
fn refusals() -> Vec<(&'static str, RuleError)> {
    let g = game(21, 0);
    let (reneged, _) = renege_game(60, deck(4).cards(), 4, &Spec::default(), 1, 0);
    let first: Vec<String> = g.tricks[0].iter().map(|c| c.ascii()).collect();
    let hearts = heart_led_early();
    let cases: Vec<(&str, Value, Vec<Value>)> = vec![
        ("chervy.deal.format", json!({}), vec![json!({"leader": "Вера", "took": {"Аня": ["QS", "13"]}})]),
        ("chervy.deal.dealer", json!({}), vec![worked(), json!({"dealer": "Галя"})]),
        ("chervy.won.range", json!({}), vec![json!({"won": {"Аня": -1}})]),
        ("chervy.won.sum", json!({}), vec![json!({"won": {"Аня": 12}})]),
        ("chervy.took.card", json!({}), vec![json!({"took": {"Аня": ["AS"]}})]),
        ("chervy.took.twice", json!({}), vec![json!({"took": {"Аня": ["QS", "2H"], "Борис": ["2H", "12"]}})]),
        ("chervy.took.sum", json!({}), vec![json!({"took": {"Аня": ["QS", "14"]}})]),
        (
            "chervy.took.impossible",
            json!({}),
            vec![json!({"won": {"Аня": 1, "Борис": 12}, "took": {"Аня": ["QS", "4"], "Борис": ["9"]}})],
        ),
        ("chervy.renege", json!({}), vec![json!({"renege": "Аня", "took": {"Аня": ["QS", "13"]}})]),
        ("chervy.renege.not-in-record", json!({}), vec![json!({"play": g.text(), "renege": "Аня"})]),
        ("chervy.entry.disagree", json!({}), vec![json!({"play": g.text(), "won": {"Галя": 13}})]),
        ("chervy.penalty.points", json!({}), vec![json!({"penalty": {"player": "Аня", "reason": "late"}})]),
        (
            "chervy.penalty.sign",
            json!({}),
            vec![json!({"penalty": {"player": "Аня", "points": -5, "reason": "renege"}})],
        ),
        ("chervy.play.format", json!({}), vec![json!({"play": 7})]),
        ("chervy.play.follow-suit", json!({}), vec![json!({"play": reneged.text()})]),
        ("chervy.play.hearts-lead", json!({"no_hearts_lead": true}), vec![json!({"play": hearts.text()})]),
        ("chervy.play.trick-size", json!({}), vec![json!({"play": text_with(&g, 2, &first.join(" ")[3..])})]),
        (
            "chervy.play.card-count",
            json!({}),
            vec![json!({"play": g.text().lines().skip(1).collect::<Vec<_>>().join("\n")})],
        ),
        ("chervy.play.duplicate-card", json!({}), vec![json!({"play": text_with(&g, 12, &first.join(" "))})]),
        (
            "chervy.play.out-of-turn",
            json!({}),
            vec![json!({"play": text_with(&g, 0, &format!("Аня:{} {}", first[0], first[1..].join(" ")))})],
        ),
        ("chervy.option.unknown", json!({"target": 10}), vec![]),
        ("chervy.option.value", json!({"deals": -2}), vec![]),
    ];
    let mut out: Vec<(&str, RuleError)> =
        cases.into_iter().map(|(rule, options, deals)| (rule, refused(&ch(options, &deals)))).collect();
    out.push(("chervy.play.first-leader", first_leader_error(GAME, 4, &g, &FamilyRules::plain(4, 13, deck(4)))));
    out
}

/// Matches that cite every scoring rule: the worked deal, a renege dealt again, a penalty and both
/// ends.
fn sample_matches() -> Vec<Replay> {
    let d = json!({"took": {"Борис": ["QS", "3"], "Вера": ["9"], "Галя": ["1"]}});
    vec![
        accepted(&ch(
            json!({}),
            &[worked(), renege("Аня"), json!({"penalty": {"player": "Аня", "reason": "опоздание", "points": 3}})],
        )),
        accepted(&ch(json!({"limit": 30}), &[d.clone(), d.clone()])),
        accepted(&ch(json!({"deals": 1}), &[json!({"renege": ["Вера", "Галя"]}), d])),
    ]
}

#[test]
fn every_rule_id_is_triggered_by_a_case() {
    let mut seen = BTreeSet::new();
    for (rule, e) in refusals() {
        assert_eq!(e.rule, rule, "{}", e.message());
        seen.insert(e.rule);
    }
    for r in sample_matches() {
        seen.extend(cited(&r));
    }
    assert_every_id_seen(RULE_IDS, &seen);
}

// ---------------------------------------------------------------------------------------------
// In Russian and Bulgarian
// ---------------------------------------------------------------------------------------------

#[test]
fn a_refusal_reads_in_russian_and_bulgarian() {
    let e = refused(&ch(json!({}), &[json!({"renege": "Аня", "took": {"Аня": ["QS", "13"]}})]));
    assert_eq!(e.rule, "chervy.renege");
    assert_eq!(
        e.msg.render(Lang::Ru),
        "после ренонса карты пересдаются и ничего не стоят; запишите только ренонс (`renege` Аня), без `took` и `won`"
    );
    assert_eq!(
        e.msg.render(Lang::Bg),
        "при ренонс картите се раздават отново и не носят точки; запишете само ренонса (`renege` Аня), без `took` и `won`"
    );
    let e = refused(&ch(json!({"no_hearts_lead": true}), &[json!({"play": heart_led_early().text()})]));
    assert_eq!(e.rule, "chervy.play.hearts-lead");
    let ru = e.msg.render(Lang::Ru);
    assert!(ru.contains("первым ходом, хотя на руке был"), "{ru}");
    assert!(ru.ends_with("ходить с червей нельзя, пока у ходящего есть карта другой масти"), "{ru}");
    let bg = e.msg.render(Lang::Bg);
    assert!(bg.ends_with("не се излиза с купа, докато водещият има карта от друг цвят"), "{bg}");
}

#[test]
fn the_explanation_counts_hearts_in_each_language_s_plural() {
    let d = json!({"took": {"Аня": ["5"], "Борис": ["QS", "5"], "Вера": ["1"], "Галя": ["2"]}});
    let r = accepted(&ch(json!({}), &[d, renege("Вера")]));
    let step = |lang: Lang, who: &str| -> String {
        let steps = &r.rows[0].scored.explain;
        steps
            .iter()
            .filter(|s| s.rule == "chervy.score.hearts")
            .map(|s| s.text.render(lang))
            .find(|t| t.starts_with(who))
            .unwrap_or_default()
    };
    assert_eq!(step(Lang::Ru, "Вера"), "Вера: 1 червовая карта × +1 = +1");
    assert_eq!(step(Lang::Ru, "Галя"), "Галя: 2 червовые карты × +1 = +2");
    assert_eq!(step(Lang::Ru, "Аня"), "Аня: 5 червовых карт × +1 = +5");
    assert_eq!(step(Lang::Bg, "Галя"), "Галя: 2 купи × +1 = +2");
    let again = &r.rows[1].scored;
    assert_eq!(again.summary.render(Lang::Ru), "ренонс — Борис сдаёт снова");
    assert_eq!(again.explain[0].text.render(Lang::Ru), "Вера: ренонс +26; карты пересдаются");
    assert_eq!(again.explain[0].text.render(Lang::Bg), "Вера: ренонс +26; картите се раздават отново");
    let next = r.next.as_ref().expect("next");
    assert_eq!(next.render(Lang::Ru), "сдача 2: снова сдаёт Борис, первым ходит Вера");
    assert_eq!(next.render(Lang::Bg), "раздаване 2: Борис раздава отново, пръв играе Вера");
}

#[test]
fn every_text_of_the_cases_reads_in_russian_and_bulgarian() {
    let mut all: Vec<Msg> = refusals().into_iter().map(|(_, e)| e.msg).collect();
    all.extend(sample_matches().iter().flat_map(messages));
    assert_translated(&all);
}

// ---------------------------------------------------------------------------------------------
// At the command line
// ---------------------------------------------------------------------------------------------

fn table(options: &[&str]) -> Table {
    new_match(GAME, options)
}

#[test]
fn quick_entry_and_a_renege_at_the_command_line() {
    let t = table(&[]);
    let out = t.ok(&["deal", "--took", "Борис=QS,3", "--took", "Вера=5", "--took", "Галя=5"]);
    assert!(out.contains("Next: deal 2: Борис deals, Вера leads"), "{out}");
    let out = t.ok(&["deal", "--renege", "Вера"]);
    assert!(out.contains("renege — Борис deals again"), "{out}");
    assert!(out.contains("Next: deal 2: Борис deals again, Вера leads"), "{out}");
    let why = t.ok(&["explain"]);
    assert!(why.contains("Вера: renege +26; the deal is dealt again  [chervy.renege]"), "{why}");
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][1]["scores"], json!({"Аня": 0, "Борис": 0, "Вера": 26, "Галя": 0}));
    assert_eq!(v["deals"][1]["replayed"], true);
    assert_eq!(v["totals"], json!({"Аня": 0, "Борис": 16, "Вера": 31, "Галя": 5}));
    t.refused(&["deal", "--renege", "Вера", "--took", "Борис=QS,13"], "chervy.renege");
    t.refused(&["deal", "--dealer", "Вера", "--took", "Борис=QS,13"], "chervy.deal.dealer");
    t.ok(&["deal", "--dealer", "Борис", "--took", "Борис=QS,13"]);
}

#[test]
fn full_entry_at_the_command_line_with_a_recorded_renege() {
    let t = table(&[]);
    let (g, (_, seat)) = renege_game(300, deck(4).cards(), 4, &Spec::default(), 1, 3);
    let path = t.file("deal.txt", &g.text());
    let err = t.refused(&["deal", "--tricks", &path], "chervy.play.follow-suit");
    assert!(err.contains("If the table caught this renege, record it:"), "{err}");
    assert!(err.contains(&format!("{} (26 penalty points, dealt again)", NAMES[seat])), "{err}");
    t.ok(&["deal", "--tricks", &path, "--renege", NAMES[seat]]);
    let v = t.json(&["show"]);
    assert_eq!(v["totals"][NAMES[seat]], 26);
    assert_eq!(v["next"], "deal 1: Аня deals again, Борис leads");
    let fair = t.file("fair.txt", &game(17, 0).text());
    t.refused(&["deal", "--tricks", &fair, "--renege", "Аня"], "chervy.renege.not-in-record");
    t.ok(&["deal", "--tricks", &fair]);
}

#[test]
fn replay_json_has_scores_totals_and_the_lowest_winner() {
    let t = Table::new();
    let d = json!({"took": {"Борис": ["QS", "3"], "Вера": ["9"], "Галя": ["1"]}});
    let path = t.file("match.json", &ch(json!({"deals": 2}), &[d.clone(), renege("Галя"), d]).to_string());
    let v = t.json(&["replay", &path]);
    assert_eq!(v["game"], GAME);
    assert_eq!(v["deals"][0]["scores"], json!({"Аня": 0, "Борис": 16, "Вера": 9, "Галя": 1}));
    assert_eq!(v["deals"][1]["scores"], json!({"Аня": 0, "Борис": 0, "Вера": 0, "Галя": 26}));
    assert_eq!(v["deals"][1]["totals"], json!({"Аня": 0, "Борис": 16, "Вера": 9, "Галя": 27}));
    assert_eq!((&v["deals"][1]["dealer"], &v["deals"][1]["replayed"]), (&json!("Борис"), &json!(true)));
    assert_eq!(v["deals"][2]["dealer"], "Борис");
    assert_eq!(v["totals"], json!({"Аня": 0, "Борис": 32, "Вера": 18, "Галя": 28}));
    assert_eq!(v["winner"], "Аня");
    assert_eq!(v["finished"], true);
}

#[test]
fn bad_input_is_refused_and_the_ledger_is_unchanged() {
    let t = table(&["deals=1"]);
    t.refused(&["deal", "--took", "Борис=QS,3", "--took", "Вера=5", "--took", "Галя=4"], "chervy.took.sum");
    t.refused(&["deal", "--took", "Борис=QS,13", "--took", "Вера=QS"], "chervy.took.twice");
    t.refused(&["deal", "--took", "Борис=QS,13", "--won", "Борис=13,Вера=1"], "chervy.won.sum");
    t.refused(&["deal", "--took", "Борис=QS,13", "--leader", "Вера"], "entry.flag.unknown");
    t.ok(&["deal", "--took", "Борис=QS,3", "--took", "Вера=9", "--took", "Галя=1"]);
    t.refused(&["deal", "-m", "1", "--took", "Борис=QS,13"], "match.finished");
    Table::new()
        .refused(&["new", GAME, "--players", "Аня,Борис,Вера,Галя", "--option", "target=50"], "chervy.option.unknown");
}
