//! Slobberhannes' rules: one penalty point each for the first trick, the last trick and Q♣ (3 a
//! deal) and one per renege in quick and full entry, the 32-card pack, the first leader drawn and the
//! lead passing left, the end at the agreed points with the lowest total winning, the replay view,
//! and bad input refused through the real binary with the ledger unchanged. Every rule id is
//! triggered by a case.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_cases;

use std::collections::BTreeSet;

use common::Table;
use family_cases::*;
use family_support::{Game, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::family::FamilyRules;
use kozyr::games::slobberhannes::{deck, RULE_IDS, SLOBBERHANNES};
use kozyr::games::Game as _;
use kozyr::games::{Replay, RuleError};
use kozyr::i18n::{Lang, Msg};
use serde_json::{json, Value};

const GAME: &str = "slobberhannes";
const QC: Card = Card::new(Rank::Queen, Suit::Clubs);

/// The book's three penalties, counted from the deal as played.
fn count(g: &Game) -> Vec<i64> {
    let mut v = vec![0; 4];
    v[g.winners[0]] += 1;
    v[g.winners[7]] += 1;
    v[(0..4).find(|&s| g.taken[s].contains(&QC)).expect("Q♣ is taken")] += 1;
    v
}

fn sl(options: Value, deals: &[Value]) -> Value {
    doc(GAME, 4, options, deals)
}

/// A legal deal led by `leader`.
fn game(seed: u64, leader: usize) -> Game {
    random_game(seed, deck(4).cards(), 4, &Spec::default(), leader)
}

fn quick(first: &str, last: &str, queen: &str) -> Value {
    json!({"first_trick": first, "last_trick": last, "took": {queen: ["QC"]}})
}

/// The worked example: Вера leads and takes the first trick, Борис Q♣, Аня the last trick.
fn worked() -> Value {
    let mut d = quick("Вера", "Аня", "Борис");
    d["leader"] = json!("Вера");
    d
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn first_trick_last_trick_and_queen_of_clubs_cost_one_each() {
    let r = accepted(&sl(json!({}), &[worked()]));
    assert_eq!(scores(&r), [[1, 1, 1, 0]]);
    let steps: Vec<(&str, String)> = r.rows[0].scored.explain.iter().map(|s| (s.rule, s.text.english())).collect();
    assert!(steps.contains(&("slobberhannes.score.first-trick", "Вера: the first trick +1".to_string())), "{steps:?}");
    assert!(steps.contains(&("slobberhannes.score.last-trick", "Аня: the last trick +1".to_string())), "{steps:?}");
    assert!(steps.contains(&("slobberhannes.score.queen", "Борис: Q♣ +1".to_string())), "{steps:?}");
    let extra = &r.rows[0].scored.extra;
    assert_eq!(
        (&extra["leader"], &extra["first_trick"], &extra["last_trick"]),
        (&json!("Вера"), &json!("Вера"), &json!("Аня"))
    );
}

#[test]
fn one_player_may_take_all_three() {
    let r = accepted(&sl(json!({}), &[quick("Галя", "Галя", "Галя")]));
    assert_eq!(r.totals, [0, 0, 0, 3]);
}

#[test]
fn every_full_deal_writes_3_as_the_tricks_say() {
    let games: Vec<Game> = (0..4).map(|d| game(500 + d as u64, (2 + d) % 4)).collect();
    // The first deal names its leader, Вера; the lead then passes to the left.
    let mut deals: Vec<Value> = games.iter().map(|g| json!({"play": g.text()})).collect();
    deals[0]["leader"] = json!("Вера");
    let r = accepted(&sl(json!({"target": 0}), &deals));
    for (g, s) in games.iter().zip(scores(&r)) {
        assert_eq!(s.iter().sum::<i64>(), 3);
        assert_eq!(s, count(g));
    }
    assert_eq!(r.rows[3].scored.extra["leader"], "Борис");
}

#[test]
fn the_pack_is_32_cards_seven_to_ace() {
    assert_eq!(deck(4).len(), 32);
    assert!(deck(4).contains(Card::new(Rank::Seven, Suit::Hearts)));
    assert!(!deck(4).contains(Card::new(Rank::Six, Suit::Hearts)));
    let g = game(3, 1);
    let first: Vec<String> = g.tricks[0].iter().map(|c| c.ascii()).collect();
    let six = g.text().replacen(&first[1], "6H", 1);
    assert_eq!(refused(&sl(json!({}), &[json!({"play": six})])).rule, "slobberhannes.play.not-in-deck");
    let e = refused(&sl(json!({}), &[json!({"first_trick": "Аня", "last_trick": "Аня", "took": {"Аня": ["6C"]}})]));
    assert_eq!(e.rule, "slobberhannes.took.card");
    let e = refused(&sl(json!({}), &[json!({"first_trick": "Аня", "last_trick": "Аня", "took": {"Аня": ["QS"]}})]));
    assert_eq!(e.rule, "slobberhannes.took.card");
    assert!(e.message().contains("name only the cards that score: Q♣"), "{}", e.message());
    let e = refused(&sl(json!({}), &[json!({"won": {"Аня": 9}})]));
    assert!(e.message().contains("a deal has 8 tricks"), "{}", e.message());
}

#[test]
fn quick_entry_names_the_first_and_last_trick_and_the_queen() {
    let e = refused(&sl(json!({}), &[json!({"last_trick": "Аня", "took": {"Аня": ["QC"]}})]));
    assert_eq!(e.rule, "slobberhannes.deal.trick-taker");
    assert!(e.message().contains("`first_trick` NAME"), "{}", e.message());
    let e = refused(&sl(json!({}), &[json!({"first_trick": "Аня", "took": {"Аня": ["QC"]}})]));
    assert_eq!(e.rule, "slobberhannes.deal.trick-taker");
    assert!(e.message().contains("`last_trick` NAME"), "{}", e.message());
    let e = refused(&sl(json!({}), &[json!({"first_trick": "Аня", "last_trick": "Аня"})]));
    assert_eq!(e.rule, "slobberhannes.took.sum");
    assert!(e.message().contains("`took` NAME=Q♣"), "{}", e.message());
    let e = refused(&sl(
        json!({}),
        &[json!({"first_trick": "Аня", "last_trick": "Аня", "took": {"Аня": ["QC"], "Вера": ["QC"]}})],
    ));
    assert_eq!(e.rule, "slobberhannes.took.twice");
    // With the tricks won: nobody takes more scoring tricks than he won.
    let mut d = quick("Вера", "Вера", "Борис");
    d["won"] = json!({"Аня": 3, "Борис": 4, "Вера": 1});
    let e = refused(&sl(json!({}), &[d]));
    assert_eq!(e.rule, "slobberhannes.took.impossible");
    let mut d = quick("Вера", "Вера", "Галя");
    d["won"] = json!({"Аня": 3, "Борис": 3, "Вера": 2});
    assert_eq!(refused(&sl(json!({}), &[d])).rule, "slobberhannes.took.impossible");
}

// ---------------------------------------------------------------------------------------------
// The leader
// ---------------------------------------------------------------------------------------------

#[test]
fn the_first_leader_is_named_and_the_lead_then_passes_left() {
    let r = accepted(&sl(json!({}), &[worked()]));
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 2: Борис deals, Галя leads"));
    let r = accepted(&sl(json!({}), &[worked(), quick("Аня", "Аня", "Аня")]));
    assert_eq!(r.rows[1].scored.extra["leader"], "Галя");
    let mut again = quick("Аня", "Аня", "Аня");
    again["leader"] = json!("Галя");
    accepted(&sl(json!({}), &[worked(), again]));
    let mut wrong = quick("Аня", "Аня", "Аня");
    wrong["leader"] = json!("Вера");
    let e = refused(&sl(json!({}), &[worked(), wrong]));
    assert_eq!((e.rule.as_str(), e.entry), ("slobberhannes.deal.leader", Some(2)));
    assert!(e.message().contains("it is Галя's turn"), "{}", e.message());
    // Without a name, the player left of the dealer leads.
    let r = accepted(&sl(json!({}), &[quick("Аня", "Аня", "Аня")]));
    assert_eq!(r.rows[0].scored.extra["leader"], "Борис");
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 2: Борис deals, Вера leads"));
}

#[test]
fn the_tricks_are_read_from_the_named_leader() {
    // Played from Галя: recorded as led by Галя it is accepted, as led by Борис (the default) the
    // same cards make other tricks and their winners differ.
    let g = game(31, 3);
    let r = accepted(&sl(json!({}), &[json!({"leader": "Галя", "play": g.text()})]));
    assert_eq!(r.totals, count(&g));
    let named: Vec<String> = g
        .tricks
        .iter()
        .enumerate()
        .map(|(t, trick)| {
            trick
                .iter()
                .enumerate()
                .map(|(k, c)| format!("{}:{}", NAMES[(g.leaders[t] + k) % 4], c.ascii()))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let e = refused(&sl(json!({}), &[json!({"play": named.join("\n")})]));
    assert_eq!(e.rule, "slobberhannes.play.out-of-turn");
}

// ---------------------------------------------------------------------------------------------
// Reneges
// ---------------------------------------------------------------------------------------------

#[test]
fn a_renege_costs_one_point_in_quick_entry() {
    let mut d = worked();
    d["renege"] = json!(["Галя", "Галя"]);
    let r = accepted(&sl(json!({}), &[d]));
    assert_eq!(r.totals, [1, 1, 1, 2]);
    assert!(cited(&r).contains("slobberhannes.renege"));
}

#[test]
fn a_renege_in_the_tricks_costs_one_point_when_recorded_and_is_refused_when_not() {
    let (g, (trick, seat)) = renege_game(600, deck(4).cards(), 4, &Spec::default(), 1, 1);
    let e = refused(&sl(json!({}), &[json!({"play": g.text()})]));
    assert_eq!(e.rule, "slobberhannes.play.follow-suit");
    assert_eq!((e.trick, e.player.as_deref()), (Some(trick), Some(NAMES[seat])));
    assert!(e.message().contains(&format!("record it: `renege` {} (1 penalty point)", NAMES[seat])), "{}", e.message());
    let r = accepted(&sl(json!({}), &[json!({"play": g.text(), "renege": NAMES[seat]})]));
    let mut want = count(&g);
    want[seat] += 1;
    assert_eq!(r.totals, want);
    assert_eq!(r.totals.iter().sum::<i64>(), 4);
}

#[test]
fn a_renege_not_in_the_tricks_is_refused() {
    let g = game(8, 1);
    let e = refused(&sl(json!({}), &[json!({"play": g.text(), "renege": "Борис"})]));
    assert_eq!(e.rule, "slobberhannes.renege.not-in-record");
}

#[test]
fn counts_beside_the_tricks_must_agree() {
    let g = game(12, 1);
    let first = NAMES[g.winners[0]];
    let other = NAMES[(g.winners[0] + 1) % 4];
    accepted(&sl(json!({}), &[json!({"play": g.text(), "first_trick": first})]));
    let e = refused(&sl(json!({}), &[json!({"play": g.text(), "first_trick": other})]));
    assert_eq!(e.rule, "slobberhannes.entry.disagree");
    assert!(e.message().contains("the first trick is given to"), "{}", e.message());
}

#[test]
fn a_renege_penalty_writes_one_point() {
    let r = accepted(&sl(json!({}), &[worked(), json!({"penalty": {"player": "Галя", "reason": "renege"}})]));
    assert_eq!(r.totals, [1, 1, 1, 1]);
    let e = refused(&sl(json!({}), &[json!({"penalty": {"player": "Галя", "reason": "talking"}})]));
    assert_eq!(e.rule, "slobberhannes.penalty.points");
}

// ---------------------------------------------------------------------------------------------
// The end of the match
// ---------------------------------------------------------------------------------------------

#[test]
fn the_match_runs_to_10_and_the_lowest_total_wins() {
    // Аня takes all three each deal; Борис, Вера and Галя stay at 0 until Галя reneges.
    let all = quick("Аня", "Аня", "Аня");
    let r = accepted(&sl(json!({}), &vec![all.clone(); 4]));
    assert_eq!(r.totals, [12, 0, 0, 0]);
    assert!(!r.finished, "three players share the lowest total");
    let mut deals = vec![all.clone(); 3];
    let mut last = quick("Аня", "Аня", "Борис");
    last["renege"] = json!("Вера");
    deals.push(last);
    let r = accepted(&sl(json!({}), &deals));
    assert_eq!(r.totals, [11, 1, 1, 0]);
    assert!(r.finished);
    assert_eq!(r.winner, Some(3));
    let ids = cited(&r);
    assert!(ids.contains("slobberhannes.match.target") && ids.contains("slobberhannes.match.winner"), "{ids:?}");
    deals.push(all);
    let e = refused(&sl(json!({}), &deals));
    assert_eq!((e.rule.as_str(), e.entry), ("match.finished", Some(5)));
}

#[test]
fn the_target_is_an_option_and_0_never_ends() {
    let r = accepted(&sl(json!({"target": 2}), &[quick("Аня", "Борис", "Аня")]));
    assert!(!r.finished, "Аня reached 2 but Вера and Галя share the lowest total");
    assert_eq!(r.winner, None);
    let r = accepted(&sl(json!({"target": 3}), &[quick("Аня", "Аня", "Аня")]));
    assert!(!r.finished);
    let r = accepted(&sl(json!({"target": 3}), &[quick("Аня", "Аня", "Аня"), quick("Вера", "Галя", "Вера")]));
    assert!(r.finished);
    assert_eq!(r.winner, Some(1), "Борис, 0");
    let r = accepted(&sl(json!({"target": 0}), &vec![quick("Аня", "Аня", "Аня"); 20]));
    assert!(!r.finished);
    assert_eq!(r.totals[0], 60);
}

#[test]
fn options_are_stored_with_their_defaults_and_bad_ones_refused() {
    assert_eq!(SLOBBERHANNES.default_options(), json!({"target": 10}));
    assert_eq!(refused(&sl(json!({"limit": 10}), &[])).rule, "slobberhannes.option.unknown");
    assert_eq!(refused(&sl(json!({"target": "ten"}), &[])).rule, "slobberhannes.option.value");
    assert_eq!(refused(&doc(GAME, 3, json!({}), &[])).rule, "match.players.count");
}

// ---------------------------------------------------------------------------------------------
// Every rule id
// ---------------------------------------------------------------------------------------------

/// Every refusal of the cases: the rule it must cite and the error.
fn refusals() -> Vec<(&'static str, RuleError)> {
    let g = game(21, 1);
    let (reneged, _) = renege_game(60, deck(4).cards(), 4, &Spec::default(), 1, 0);
    let first: Vec<String> = g.tricks[0].iter().map(|c| c.ascii()).collect();
    let cases: Vec<(&str, Value, Vec<Value>)> = vec![
        ("slobberhannes.deal.format", json!({}), vec![json!({"first_trick": "Аня", "last_two": ["Аня", "Аня"]})]),
        ("slobberhannes.deal.dealer", json!({}), vec![quick("Аня", "Аня", "Аня"), json!({"dealer": "Аня"})]),
        ("slobberhannes.deal.leader", json!({}), vec![worked(), json!({"leader": "Аня"})]),
        ("slobberhannes.deal.trick-taker", json!({}), vec![json!({"took": {"Аня": ["QC"]}})]),
        ("slobberhannes.won.range", json!({}), vec![json!({"won": {"Аня": 9}})]),
        ("slobberhannes.won.sum", json!({}), vec![json!({"won": {"Аня": 7}})]),
        ("slobberhannes.took.card", json!({}), vec![json!({"took": {"Аня": ["QH"]}})]),
        ("slobberhannes.took.twice", json!({}), vec![json!({"took": {"Аня": ["QC"], "Борис": ["QC"]}})]),
        ("slobberhannes.took.sum", json!({}), vec![json!({"first_trick": "Аня", "last_trick": "Аня"})]),
        (
            "slobberhannes.took.impossible",
            json!({}),
            vec![json!({"won": {"Аня": 8}, "first_trick": "Аня", "last_trick": "Аня", "took": {"Борис": ["QC"]}})],
        ),
        ("slobberhannes.renege.not-in-record", json!({}), vec![json!({"play": g.text(), "renege": "Вера"})]),
        ("slobberhannes.entry.disagree", json!({}), vec![json!({"play": g.text(), "won": {"Вера": 8}})]),
        ("slobberhannes.penalty.points", json!({}), vec![json!({"penalty": {"player": "Аня", "reason": "late"}})]),
        (
            "slobberhannes.penalty.sign",
            json!({}),
            vec![json!({"penalty": {"player": "Аня", "points": -5, "reason": "renege"}})],
        ),
        ("slobberhannes.play.format", json!({}), vec![json!({"play": {"cards": []}})]),
        ("slobberhannes.play.follow-suit", json!({}), vec![json!({"play": reneged.text()})]),
        ("slobberhannes.play.trick-size", json!({}), vec![json!({"play": text_with(&g, 0, &first[1..].join(" "))})]),
        (
            "slobberhannes.play.card-count",
            json!({}),
            vec![json!({"play": g.text().lines().take(7).collect::<Vec<_>>().join("\n")})],
        ),
        ("slobberhannes.play.duplicate-card", json!({}), vec![json!({"play": text_with(&g, 5, &first.join(" "))})]),
        ("slobberhannes.play.not-in-deck", json!({}), vec![json!({"play": g.text().replacen(&first[0], "2S", 1)})]),
        (
            "slobberhannes.play.out-of-turn",
            json!({}),
            vec![json!({"play": text_with(&g, 0, &format!("Аня:{} {}", first[0], first[1..].join(" ")))})],
        ),
        ("slobberhannes.option.unknown", json!({"deals": 3}), vec![]),
        ("slobberhannes.option.value", json!({"target": -1}), vec![]),
    ];
    let mut out: Vec<(&str, RuleError)> =
        cases.into_iter().map(|(rule, options, deals)| (rule, refused(&sl(options, &deals)))).collect();
    let e = first_leader_error(GAME, 4, &g, &FamilyRules::plain(4, 8, deck(4)));
    out.push(("slobberhannes.play.first-leader", e));
    out
}

/// Matches that cite every scoring rule: the worked deal with a renege, a penalty, the end.
fn sample_matches() -> Vec<Replay> {
    let mut renege = worked();
    renege["renege"] = json!("Галя");
    vec![
        accepted(&sl(json!({}), &[renege, json!({"penalty": {"player": "Аня", "reason": "опоздание", "points": 2}})])),
        accepted(&sl(json!({"target": 3}), &[quick("Аня", "Аня", "Аня"), quick("Вера", "Галя", "Вера")])),
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
    let e = refused(&sl(json!({}), &[json!({"last_trick": "Аня", "took": {"Аня": ["QC"]}})]));
    assert_eq!(e.rule, "slobberhannes.deal.trick-taker");
    assert_eq!(e.msg.render(Lang::Ru), "назовите, кто взял первую взятку: `first_trick` ИМЯ (или дайте все взятки)");
    assert_eq!(
        e.msg.render(Lang::Bg),
        "посочете кой е взел първата взятка: `first_trick` ИМЕ (или дайте всички взятки)"
    );
    let e = refused(&sl(json!({}), &[worked(), json!({"leader": "Аня"})]));
    assert_eq!(e.rule, "slobberhannes.deal.leader");
    assert_eq!(
        e.msg.render(Lang::Ru),
        "Аня не может ходить первым: первый ход с каждой сдачей переходит влево, и сейчас очередь игрока Галя"
    );
}

#[test]
fn the_explanation_counts_reneges_in_each_language_s_plural() {
    let mut d = worked();
    d["renege"] = json!(["Борис", "Борис", "Галя", "Галя", "Галя", "Галя", "Галя", "Вера"]);
    let r = accepted(&sl(json!({"target": 0}), &[d]));
    let texts = |lang: Lang| -> Vec<String> { r.rows[0].scored.explain.iter().map(|s| s.text.render(lang)).collect() };
    let ru = texts(Lang::Ru);
    for want in [
        "Вера: первая взятка +1",
        "Аня: последняя взятка +1",
        "Борис: Q♣ +1",
        "Вера: ренонс +1",
        "Борис: 2 ренонса × +1 = +2",
        "Галя: 5 ренонсов × +1 = +5",
    ] {
        assert!(ru.iter().any(|t| t == want), "{want} not in {ru:?}");
    }
    let bg = texts(Lang::Bg);
    for want in ["Вера: първата взятка +1", "Аня: последната взятка +1", "Борис: 2 ренонса × +1 = +2"]
    {
        assert!(bg.iter().any(|t| t == want), "{want} not in {bg:?}");
    }
    assert_eq!(r.rows[0].scored.summary.render(Lang::Ru), "сдаёт Аня, первым ходит Вера");
    assert_eq!(r.rows[0].scored.summary.render(Lang::Bg), "раздава Аня, пръв играе Вера");
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
fn quick_entry_at_the_command_line_writes_the_worked_example() {
    let t = table(&[]);
    let out = t.ok(&["deal", "--leader", "Вера", "--first", "Вера", "--last", "Аня", "--took", "Борис=QC"]);
    assert!(out.contains("Аня deals, Вера leads"), "{out}");
    assert!(out.contains("Next: deal 2: Борис deals, Галя leads"), "{out}");
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][0]["scores"], json!({"Аня": 1, "Борис": 1, "Вера": 1, "Галя": 0}));
    assert_eq!(v["deals"][0]["first_trick"], "Вера");
    assert_eq!(v["deals"][0]["last_trick"], "Аня");
    t.ok(&["deal", "--first", "Галя", "--last", "Галя", "--took", "Галя=QC", "--renege", "Аня"]);
    let why = t.ok(&["explain"]);
    assert!(why.contains("Аня: renege +1  [slobberhannes.renege]"), "{why}");
    assert!(why.contains("Галя: the first trick +1  [slobberhannes.score.first-trick]"), "{why}");
}

#[test]
fn full_entry_at_the_command_line_from_the_named_leader() {
    let t = table(&[]);
    let (g, (_, seat)) = renege_game(600, deck(4).cards(), 4, &Spec::default(), 2, 1);
    let path = t.file("deal.txt", &g.text());
    t.refused(&["deal", "--leader", "Вера", "--tricks", &path], "slobberhannes.play.follow-suit");
    t.ok(&["deal", "--leader", "Вера", "--tricks", &path, "--renege", NAMES[seat]]);
    let mut want = count(&g);
    want[seat] += 1;
    let v = t.json(&["show"]);
    let got: Vec<i64> = NAMES[..4].iter().map(|n| v["totals"][n].as_i64().unwrap_or(-1)).collect();
    assert_eq!(got, want);
    let fair = t.file("fair.txt", &game(44, 3).text());
    t.refused(&["deal", "--tricks", &fair, "--renege", "Аня"], "slobberhannes.renege.not-in-record");
    t.refused(&["deal", "--leader", "Вера", "--tricks", &fair], "slobberhannes.deal.leader");
    t.ok(&["deal", "--tricks", &fair]);
}

#[test]
fn replay_json_has_scores_totals_and_the_lowest_winner() {
    let t = Table::new();
    let deals = [quick("Аня", "Аня", "Аня"), quick("Борис", "Вера", "Аня")];
    let path = t.file("match.json", &sl(json!({"target": 4}), &deals).to_string());
    let v = t.json(&["replay", &path]);
    assert_eq!(v["game"], GAME);
    assert_eq!(v["deals"][1]["scores"], json!({"Аня": 1, "Борис": 1, "Вера": 1, "Галя": 0}));
    assert_eq!(v["deals"][1]["totals"], json!({"Аня": 4, "Борис": 1, "Вера": 1, "Галя": 0}));
    assert_eq!((&v["deals"][1]["dealer"], &v["deals"][1]["leader"]), (&json!("Борис"), &json!("Вера")));
    assert_eq!(v["totals"], json!({"Аня": 4, "Борис": 1, "Вера": 1, "Галя": 0}));
    assert_eq!(v["winner"], "Галя");
    assert_eq!(v["finished"], true);
}

#[test]
fn bad_input_is_refused_and_the_ledger_is_unchanged() {
    let t = table(&["target=2"]);
    t.refused(&["deal", "--first", "Аня", "--last", "Борис"], "slobberhannes.took.sum");
    t.refused(
        &["deal", "--first", "Аня", "--last", "Борис", "--took", "Аня=QC", "--took", "Вера=QC"],
        "slobberhannes.took.twice",
    );
    t.refused(&["deal", "--first", "Аня", "--took", "Аня=QC"], "slobberhannes.deal.trick-taker");
    t.refused(
        &["deal", "--first", "Аня", "--last", "Аня", "--took", "Аня=QC", "--won", "Аня=1,Борис=7"],
        "slobberhannes.took.impossible",
    );
    t.ok(&["deal", "--first", "Аня", "--last", "Аня", "--took", "Борис=QC", "--renege", "Вера"]);
    t.refused(&["deal", "-m", "1", "--first", "Аня", "--last", "Аня", "--took", "Борис=QC"], "match.finished");
    Table::new().refused(
        &["new", GAME, "--players", "Аня,Борис,Вера,Галя", "--option", "limit=50"],
        "slobberhannes.option.unknown",
    );
}
