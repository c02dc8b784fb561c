//! Black Mary's rules: Q♠ 13, K♠ 10, A♠ 7 and each heart 1 (43 a deal) for 3, 4 and 5 players with
//! the book's removed cards, the renege's 43 in quick and full entry, the end at 100 or after the
//! agreed deals with the lowest total winning, the replay view, and bad input refused through the
//! real binary with the ledger unchanged. Every rule id is triggered by a case.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_cases;

use std::collections::BTreeSet;

use common::Table;
use family_cases::*;
use family_support::{Game, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::black_mary::{deck, RULE_IDS};
use kozyr::games::family::FamilyRules;
use kozyr::games::{Replay, RuleError};
use kozyr::i18n::{Lang, Msg};
use serde_json::{json, Value};

const GAME: &str = "black-mary";

/// The book's penalty for a card, independent of the engine's table.
fn penalty(c: Card) -> i64 {
    match (c.rank(), c.suit()) {
        (Rank::Queen, Suit::Spades) => 13,
        (Rank::King, Suit::Spades) => 10,
        (Rank::Ace, Suit::Spades) => 7,
        (_, Suit::Hearts) => 1,
        _ => 0,
    }
}

fn count(g: &Game) -> Vec<i64> {
    g.taken.iter().map(|t| t.iter().map(|&c| penalty(c)).sum()).collect()
}

fn bm(players: usize, options: Value, deals: &[Value]) -> Value {
    doc(GAME, players, options, deals)
}

/// A legal deal for `players` dealt by `dealer` (the player on his left leads).
fn game(seed: u64, players: usize, dealer: usize) -> Game {
    random_game(seed, deck(players).cards(), players, &Spec::default(), (dealer + 1) % players)
}

/// The deal: Борис Q♠ K♠ and 3 hearts, Вера A♠ and 5 hearts, Галя 5 hearts.
fn worked() -> Value {
    json!({"took": {"Борис": ["QS", "KS", "3"], "Вера": ["AS", "5"], "Галя": ["5"]}})
}

/// Борис takes the three spades and `hearts` hearts, Вера `vera` hearts, Галя the rest.
fn spades_to_boris(hearts: u32, vera: u32) -> Value {
    json!({"took": {"Борис": ["QS", "KS", "AS", hearts.to_string()], "Вера": [vera.to_string()],
                    "Галя": [(13 - hearts - vera).to_string()]}})
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn queen_13_king_10_ace_7_and_each_heart_1_make_43() {
    let r = accepted(&bm(4, json!({}), &[worked()]));
    assert_eq!(scores(&r), [[0, 26, 12, 5]]);
    assert_eq!(r.totals, [0, 26, 12, 5]);
    let steps: Vec<(&str, String)> = r.rows[0].scored.explain.iter().map(|s| (s.rule, s.text.english())).collect();
    assert!(steps.contains(&("black-mary.score.queen", "Борис: Q♠ (Black Mary) +13".to_string())), "{steps:?}");
    assert!(steps.contains(&("black-mary.score.king", "Борис: K♠ +10".to_string())), "{steps:?}");
    assert!(steps.contains(&("black-mary.score.ace", "Вера: A♠ +7".to_string())), "{steps:?}");
    assert!(steps.contains(&("black-mary.score.hearts", "Вера: 5 hearts × +1 = +5".to_string())), "{steps:?}");
}

#[test]
fn hearts_may_be_named_one_by_one_or_counted() {
    let by_card = json!({"took": {"Борис": ["QS", "KS", "AS", "2H", "3H", "4H"], "Вера": ["5 hearts"],
                                   "Галя": ["5 черв"]}});
    let r = accepted(&bm(4, json!({}), &[by_card]));
    assert_eq!(r.totals, [0, 33, 5, 5]);
}

#[test]
fn every_deal_writes_43_with_3_4_and_5_players() {
    for players in 3..=5 {
        let games: Vec<Game> = (0..4).map(|d| game(100 + d as u64, players, d % players)).collect();
        let deals: Vec<Value> = games.iter().map(|g| json!({"play": g.text()})).collect();
        let r = accepted(&bm(players, json!({"limit": 0}), &deals));
        for (g, s) in games.iter().zip(scores(&r)) {
            assert_eq!(s.iter().sum::<i64>(), 43, "{players} players");
            assert_eq!(s, count(g), "{players} players: the cards each took");
        }
        // The tricks: 17 each for 3 players, 13 for 4, 10 for 5.
        let won = &r.rows[0].scored.extra["won"];
        let total: i64 = won.as_object().expect("won").values().map(|v| v.as_i64().unwrap_or(0)).sum();
        assert_eq!(total, [17, 13, 10][players - 3], "{won}");
    }
}

#[test]
fn three_players_play_without_2c_and_five_without_2c_and_2d() {
    assert_eq!(deck(3).len(), 51);
    assert_eq!(deck(5).len(), 50);
    let two_c = Card::new(Rank::Two, Suit::Clubs);
    let two_d = Card::new(Rank::Two, Suit::Diamonds);
    assert!(!deck(3).contains(two_c) && deck(3).contains(two_d));
    assert!(!deck(5).contains(two_c) && !deck(5).contains(two_d));
    assert!(deck(4).contains(two_c) && deck(4).contains(two_d));

    // A record with 2♣ for three players, 2♦ for five.
    for (players, card) in [(3, "2C"), (5, "2D")] {
        let g = game(7, players, 0);
        let mut line: Vec<String> = g.tricks[0].iter().map(|c| c.ascii()).collect();
        line[0] = card.to_string();
        let e = refused(&bm(players, json!({}), &[json!({"play": text_with(&g, 0, &line.join(" "))})]));
        assert_eq!(e.rule, "black-mary.play.not-in-deck", "{}", e.message());
        // Quick entry names it as not in the deck.
        let e = refused(&bm(players, json!({}), &[json!({"took": {"Аня": [card]}})]));
        assert_eq!(e.rule, "black-mary.took.card");
        assert!(e.message().contains("not in this deal's deck"), "{}", e.message());
    }
    // The tricks add up to 17 with three players and 10 with five.
    let e = refused(&bm(
        3,
        json!({}),
        &[json!({"won": {"Аня": 5, "Борис": 4, "Вера": 4}, "took": {"Аня": ["QS", "KS", "AS", "13"]}})],
    ));
    assert_eq!(e.rule, "black-mary.won.sum");
    assert!(e.message().contains("a deal has 17 tricks"), "{}", e.message());
    let e = refused(&bm(5, json!({}), &[json!({"won": {"Аня": 13}, "took": {"Аня": ["QS", "KS", "AS", "13"]}})]));
    assert_eq!(e.rule, "black-mary.won.range");
    assert!(e.message().contains("a deal has 10 tricks"), "{}", e.message());
}

// ---------------------------------------------------------------------------------------------
// Reneges
// ---------------------------------------------------------------------------------------------

#[test]
fn a_renege_costs_43_in_quick_entry_and_the_cards_still_count() {
    let mut d = worked();
    d["renege"] = json!("Аня");
    let r = accepted(&bm(4, json!({}), &[d]));
    assert_eq!(r.totals, [43, 26, 12, 5]);
    assert!(cited(&r).contains("black-mary.renege"));
    // Two reneges by one player: 86.
    let mut d = worked();
    d["renege"] = json!(["Галя", "Галя"]);
    assert_eq!(accepted(&bm(4, json!({}), &[d])).totals, [0, 26, 12, 91]);
}

#[test]
fn a_renege_in_the_tricks_costs_43_when_recorded_and_is_refused_when_not() {
    for players in 3..=5 {
        let (g, (trick, seat)) = renege_game(40, deck(players).cards(), players, &Spec::default(), 1, 2);
        let e = refused(&bm(players, json!({}), &[json!({"play": g.text()})]));
        assert_eq!(e.rule, "black-mary.play.follow-suit");
        assert_eq!((e.trick, e.player.as_deref()), (Some(trick), Some(NAMES[seat])));
        assert!(
            e.message().contains(&format!("record it: `renege` {} (43 penalty points)", NAMES[seat])),
            "{}",
            e.message()
        );

        let r = accepted(&bm(players, json!({}), &[json!({"play": g.text(), "renege": NAMES[seat]})]));
        let mut want = count(&g);
        want[seat] += 43;
        assert_eq!(r.totals, want);
        assert_eq!(r.totals.iter().sum::<i64>(), 86);
    }
}

#[test]
fn a_renege_not_in_the_tricks_is_refused() {
    let g = game(3, 4, 0);
    let e = refused(&bm(4, json!({}), &[json!({"play": g.text(), "renege": "Вера"})]));
    assert_eq!(e.rule, "black-mary.renege.not-in-record");
    assert!(e.message().contains("he always followed suit"), "{}", e.message());
}

// ---------------------------------------------------------------------------------------------
// Full entry
// ---------------------------------------------------------------------------------------------

#[test]
fn quick_counts_beside_the_tricks_must_agree_with_them() {
    let g = game(5, 4, 0);
    let who = (0..4).find(|&s| !g.taken[s].contains(&Card::new(Rank::Queen, Suit::Spades))).expect("not Q♠");
    let e = refused(&bm(4, json!({}), &[json!({"play": g.text(), "took": {NAMES[who]: ["QS"]}})]));
    assert_eq!(e.rule, "black-mary.entry.disagree");
    let won: Vec<u32> = g.tricks_won(4);
    let right = json!({"play": g.text(), "won": {"Аня": won[0], "Борис": won[1], "Вера": won[2], "Галя": won[3]}});
    accepted(&bm(4, json!({}), &[right]));
}

#[test]
fn the_player_left_of_the_dealer_leads_and_the_deal_passes_left() {
    // Dealt by Борис (named on the first deal), so Вера leads.
    let g = game(11, 4, 1);
    let r = accepted(&bm(4, json!({}), &[json!({"dealer": "Борис", "play": g.text()})]));
    assert_eq!(r.next.as_ref().map(|m| m.english()).as_deref(), Some("deal 2: Вера deals, Галя leads"));
    // The same record led by the wrong player is refused (cards naming their players).
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
    let e = refused(&bm(4, json!({}), &[json!({"play": named.join("\n")})]));
    assert_eq!(e.rule, "black-mary.play.out-of-turn");
    let e =
        refused(&bm(4, json!({}), &[worked(), json!({"dealer": "Вера", "took": {"Аня": ["QS", "KS", "AS", "13"]}})]));
    assert_eq!((e.rule.as_str(), e.entry), ("black-mary.deal.dealer", Some(2)));
}

// ---------------------------------------------------------------------------------------------
// The end of the match
// ---------------------------------------------------------------------------------------------

#[test]
fn the_match_ends_at_100_and_the_lowest_total_wins() {
    let d = spades_to_boris(9, 3);
    let r = accepted(&bm(4, json!({}), &[d.clone(), d.clone()]));
    assert!(!r.finished && r.winner.is_none());
    assert_eq!(r.totals, [0, 78, 6, 2]);
    let r = accepted(&bm(4, json!({}), &[d.clone(), d.clone(), d.clone()]));
    assert!(r.finished);
    assert_eq!(r.totals, [0, 117, 9, 3]);
    assert_eq!(r.winner, Some(0), "Аня, the lowest");
    let ids = cited(&r);
    assert!(ids.contains("black-mary.match.limit") && ids.contains("black-mary.match.winner"), "{ids:?}");
    // Nothing after the win.
    let e = refused(&bm(4, json!({}), &[d.clone(), d.clone(), d.clone(), d]));
    assert_eq!((e.rule.as_str(), e.entry), ("match.finished", Some(4)));
}

#[test]
fn the_limit_is_an_option_and_0_never_ends() {
    let d = spades_to_boris(9, 3);
    let r = accepted(&bm(4, json!({"limit": 50}), &[d.clone(), d.clone()]));
    assert!(r.finished);
    let r = accepted(&bm(4, json!({"limit": 0}), &vec![d; 5]));
    assert!(!r.finished);
    assert_eq!(r.totals[1], 195);
}

#[test]
fn the_match_ends_after_the_agreed_deals() {
    let d = spades_to_boris(9, 3);
    let r = accepted(&bm(4, json!({"deals": 2}), &[d.clone(), d.clone()]));
    assert!(r.finished);
    assert_eq!(r.winner, Some(0));
    assert!(cited(&r).contains("black-mary.match.deals"));
    let r = accepted(&bm(4, json!({"deals": 2}), &[d]));
    assert!(!r.finished);
}

#[test]
fn a_shared_lowest_total_plays_another_deal() {
    // Аня and Галя both at 0 after the agreed deal.
    let tie = json!({"took": {"Борис": ["QS", "KS", "AS", "11"], "Вера": ["2"]}});
    let r = accepted(&bm(4, json!({"deals": 1}), std::slice::from_ref(&tie)));
    assert!(!r.finished && r.winner.is_none());
    let r = accepted(&bm(
        4,
        json!({"deals": 1}),
        &[tie, json!({"took": {"Борис": ["QS", "KS", "AS", "12"], "Галя": ["1"]}})],
    ));
    assert!(r.finished);
    assert_eq!(r.winner, Some(0));
}

// ---------------------------------------------------------------------------------------------
// Penalties and options
// ---------------------------------------------------------------------------------------------

#[test]
fn a_renege_penalty_writes_43_and_any_other_reason_needs_points() {
    let r = accepted(&bm(4, json!({}), &[worked(), json!({"penalty": {"player": "Вера", "reason": "renege"}})]));
    assert_eq!(r.totals, [0, 26, 55, 5]);
    let r = accepted(&bm(4, json!({}), &[json!({"penalty": {"player": "Вера", "reason": "misdeal", "points": 5}})]));
    assert_eq!(r.totals, [0, 0, 5, 0]);
    assert!(cited(&r).contains("black-mary.penalty"));
    let e = refused(&bm(4, json!({}), &[json!({"penalty": {"player": "Вера", "reason": "misdeal"}})]));
    assert_eq!(e.rule, "black-mary.penalty.points");
}

#[test]
fn options_are_stored_with_their_defaults_and_bad_ones_refused() {
    use kozyr::games::Game;
    assert_eq!(kozyr::games::black_mary::BLACK_MARY.default_options(), json!({"limit": 100, "deals": 0}));
    assert_eq!(refused(&bm(4, json!({"target": 10}), &[])).rule, "black-mary.option.unknown");
    assert_eq!(refused(&bm(4, json!({"limit": -1}), &[])).rule, "black-mary.option.value");
    assert_eq!(refused(&bm(4, json!({"deals": "eight"}), &[])).rule, "black-mary.option.value");
    assert_eq!(refused(&bm(2, json!({}), &[])).rule, "match.players.count");
    assert_eq!(refused(&bm(6, json!({}), &[])).rule, "match.players.count");
}

// ---------------------------------------------------------------------------------------------
// Every rule id
// ---------------------------------------------------------------------------------------------

/// (rule, players, deal) that must be refused for that rule.
fn error_cases() -> Vec<(&'static str, usize, Value)> {
    let g = game(21, 4, 0);
    let g3 = game(21, 3, 0);
    let (renege, _) = renege_game(60, deck(4).cards(), 4, &Spec::default(), 1, 0);
    let first = g.tricks[0].iter().map(|c| c.ascii()).collect::<Vec<_>>();
    vec![
        ("black-mary.deal.format", 4, json!({"took": {"Аня": ["QS"]}, "trump": "hearts"})),
        ("black-mary.deal.format", 4, json!({"won": "lots"})),
        ("black-mary.won.range", 4, json!({"won": {"Аня": 14}})),
        ("black-mary.won.sum", 4, json!({"won": {"Аня": 3, "Борис": 3}})),
        ("black-mary.took.card", 4, json!({"took": {"Аня": ["7C"]}})),
        ("black-mary.took.twice", 4, json!({"took": {"Аня": ["QS", "KS", "AS", "13"], "Борис": ["QS"]}})),
        ("black-mary.took.sum", 4, json!({"took": {"Аня": ["QS", "KS", "AS", "12"]}})),
        (
            "black-mary.took.impossible",
            4,
            json!({"won": {"Аня": 1, "Борис": 12}, "took": {"Аня": ["QS", "KS", "AS", "2"], "Борис": ["11"]}}),
        ),
        ("black-mary.renege.not-in-record", 4, json!({"play": g.text(), "renege": "Аня"})),
        ("black-mary.entry.disagree", 4, json!({"play": g.text(), "won": {"Аня": 13}})),
        ("black-mary.play.format", 4, json!({"play": {"tricks": [], "leader": "Аня"}})),
        ("black-mary.play.follow-suit", 4, json!({"play": renege.text()})),
        ("black-mary.play.trick-size", 4, json!({"play": text_with(&g, 0, &first[..3].join(" "))})),
        ("black-mary.play.card-count", 4, json!({"play": g.text().lines().take(12).collect::<Vec<_>>().join("\n")})),
        ("black-mary.play.duplicate-card", 4, json!({"play": text_with(&g, 1, g.text().lines().next().unwrap_or(""))})),
        ("black-mary.play.not-in-deck", 3, json!({"play": g3.text().replacen(&g3.tricks[0][0].ascii(), "2C", 1)})),
        (
            "black-mary.play.out-of-turn",
            4,
            json!({"play": text_with(&g, 0, &format!("Вера:{} {}", first[0], first[1..].join(" ")))}),
        ),
    ]
}

/// Every refusal of the cases: the rule it must cite and the error.
fn refusals() -> Vec<(&'static str, RuleError)> {
    let mut out = vec![];
    for (rule, players, deal) in error_cases() {
        out.push((rule, refused(&bm(players, json!({}), std::slice::from_ref(&deal)))));
    }
    for (rule, options, deals) in [
        ("black-mary.deal.dealer", json!({}), vec![worked(), json!({"dealer": "Аня"})]),
        ("black-mary.penalty.points", json!({}), vec![json!({"penalty": {"player": "Аня", "reason": "late"}})]),
        (
            "black-mary.penalty.sign",
            json!({}),
            vec![json!({"penalty": {"player": "Аня", "points": -5, "reason": "renege"}})],
        ),
        ("black-mary.option.unknown", json!({"goal": 1}), vec![]),
        ("black-mary.option.value", json!({"limit": true}), vec![]),
    ] {
        out.push((rule, refused(&bm(4, options, &deals))));
    }
    let e = first_leader_error(GAME, 4, &game(1, 4, 0), &FamilyRules::plain(4, 13, deck(4)));
    out.push(("black-mary.play.first-leader", e));
    out
}

/// Matches that cite every scoring rule: the worked deal, a renege, a penalty and both ends.
fn sample_matches() -> Vec<Replay> {
    let d = spades_to_boris(9, 3);
    let mut renege = worked();
    renege["renege"] = json!("Аня");
    vec![
        accepted(&bm(
            4,
            json!({}),
            &[worked(), renege, json!({"penalty": {"player": "Аня", "reason": "опоздание", "points": 3}})],
        )),
        accepted(&bm(4, json!({}), &[d.clone(), d.clone(), d.clone()])),
        accepted(&bm(4, json!({"deals": 1}), &[json!({"penalty": {"player": "Вера", "reason": "renege"}}), d])),
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
    let e = refused(&bm(4, json!({}), &[json!({"took": {"Аня": ["QS", "KS", "AS", "12"]}})]));
    assert_eq!(e.rule, "black-mary.took.sum");
    assert_eq!(e.message(), "the 13 hearts were all taken, but 12 are accounted for (Аня 12, Борис 0, Вера 0, Галя 0)");
    assert_eq!(e.msg.render(Lang::Ru), "взяты все 13 червовых карт, а учтено 12 (Аня 12, Борис 0, Вера 0, Галя 0)");
    assert_eq!(e.msg.render(Lang::Bg), "взети са всички 13 купи, а са отчетени 12 (Аня 12, Борис 0, Вера 0, Галя 0)");
    let e = refused(&bm(4, json!({}), &[worked(), json!({"dealer": "Аня"})]));
    assert_eq!(e.msg.render(Lang::Ru), "Аня не может сдавать: сдача переходит влево, и сейчас очередь игрока Борис");
    assert_eq!(e.msg.render(Lang::Bg), "Аня не може да раздава: раздаването минава наляво и е ред на Борис");
}

#[test]
fn the_explanation_counts_hearts_in_each_language_s_plural() {
    // Аня 5 hearts, Борис the spades and 5, Вера 1, Галя 2.
    let d = json!({"took": {"Аня": ["5"], "Борис": ["QS", "KS", "AS", "5"], "Вера": ["1"], "Галя": ["2"]}});
    let r = accepted(&bm(4, json!({}), &[d]));
    let step = |lang: Lang, who: &str| -> String {
        let steps = &r.rows[0].scored.explain;
        steps
            .iter()
            .filter(|s| s.rule == "black-mary.score.hearts")
            .map(|s| s.text.render(lang))
            .find(|t| t.starts_with(who))
            .unwrap_or_default()
    };
    assert_eq!(step(Lang::En, "Вера"), "Вера: 1 heart × +1 = +1");
    assert_eq!(step(Lang::Ru, "Вера"), "Вера: 1 червовая карта × +1 = +1");
    assert_eq!(step(Lang::Ru, "Галя"), "Галя: 2 червовые карты × +1 = +2");
    assert_eq!(step(Lang::Ru, "Аня"), "Аня: 5 червовых карт × +1 = +5");
    assert_eq!(step(Lang::Bg, "Вера"), "Вера: 1 купа × +1 = +1");
    assert_eq!(step(Lang::Bg, "Аня"), "Аня: 5 купи × +1 = +5");
    let queen = r.rows[0].scored.explain.iter().find(|s| s.rule == "black-mary.score.queen").expect("Q♠");
    assert_eq!(queen.text.render(Lang::Ru), "Борис: Q♠ (Черная Мэри) +13");
    assert_eq!(queen.text.render(Lang::Bg), "Борис: Q♠ (Черната Мери) +13");
    assert_eq!(r.rows[0].scored.summary.render(Lang::Ru), "сдаёт Аня");
    assert_eq!(r.next.as_ref().map(|m| m.render(Lang::Ru)).as_deref(), Some("сдача 2: сдаёт Борис, первым ходит Вера"));
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
    let out = t.ok(&["deal", "--took", "Борис=QS,KS,3", "--took", "Вера=AS,5", "--took", "Галя=5"]);
    assert!(out.contains("Next: deal 2: Борис deals, Вера leads"), "{out}");
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][0]["scores"], json!({"Аня": 0, "Борис": 26, "Вера": 12, "Галя": 5}));
    let out = t.ok(&["deal", "--took", "Борис=QS,KS,3", "--took", "Вера=AS,5", "--took", "Галя=5", "--renege", "Аня"]);
    assert!(out.contains("43 (+43)"), "{out}");
    let why = t.ok(&["explain"]);
    assert!(why.contains("Аня: renege +43  [black-mary.renege]"), "{why}");
}

#[test]
fn full_entry_at_the_command_line_with_a_recorded_renege() {
    let t = table(&[]);
    let (g, (_, seat)) = renege_game(60, deck(4).cards(), 4, &Spec::default(), 1, 0);
    let path = t.file("deal.txt", &g.text());
    let err = t.refused(&["deal", "--tricks", &path], "black-mary.play.follow-suit");
    assert!(err.contains("If the table caught this renege, record it:"), "{err}");
    t.ok(&["deal", "--tricks", &path, "--renege", NAMES[seat]]);
    let mut want = count(&g);
    want[seat] += 43;
    let v = t.json(&["show"]);
    let got: Vec<i64> = NAMES[..4].iter().map(|n| v["totals"][n].as_i64().unwrap_or(-1)).collect();
    assert_eq!(got, want);
    let other = NAMES[(seat + 1) % 4];
    let g2 = game(61, 4, 1);
    let path = t.file("deal2.txt", &g2.text());
    t.refused(&["deal", "--tricks", &path, "--renege", other], "black-mary.renege.not-in-record");
}

#[test]
fn replay_json_has_scores_totals_and_the_lowest_winner() {
    let t = Table::new();
    let d = spades_to_boris(9, 3);
    let path = t.file("match.json", &bm(4, json!({}), &[d.clone(), d.clone(), d]).to_string());
    let v = t.json(&["replay", &path]);
    assert_eq!(v["game"], GAME);
    assert_eq!(v["deals"][0]["scores"], json!({"Аня": 0, "Борис": 39, "Вера": 3, "Галя": 1}));
    assert_eq!(v["deals"][2]["totals"], json!({"Аня": 0, "Борис": 117, "Вера": 9, "Галя": 3}));
    assert_eq!(v["deals"][1]["dealer"], "Борис");
    assert_eq!(v["totals"], json!({"Аня": 0, "Борис": 117, "Вера": 9, "Галя": 3}));
    assert_eq!(v["winner"], "Аня");
    assert_eq!(v["finished"], true);
    assert_eq!(v["next"], Value::Null);
}

#[test]
fn bad_input_is_refused_and_the_ledger_is_unchanged() {
    let t = table(&["deals=1"]);
    t.refused(&["deal", "--took", "Борис=QS,KS,3", "--took", "Вера=AS,5", "--took", "Галя=4"], "black-mary.took.sum");
    t.refused(&["deal", "--took", "Борис=QS,KS,13", "--took", "Вера=AS,QS"], "black-mary.took.twice");
    t.refused(&["deal", "--won", "Аня=3,Борис=3", "--took", "Борис=QS,KS,AS,13"], "black-mary.won.sum");
    t.ok(&["deal", "--took", "Борис=QS,KS,AS,10", "--took", "Вера=2", "--took", "Галя=1"]);
    t.refused(&["deal", "-m", "1", "--took", "Борис=QS,KS,AS,13"], "match.finished");
    Table::new()
        .refused(&["new", GAME, "--players", "Аня,Борис,Вера", "--option", "rounds=3"], "black-mary.option.unknown");
}
