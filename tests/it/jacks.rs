//! Jacks' rules: +1 a trick, J♥ −4, J♦ −3, J♣ −2, J♠ −1 (13 − 10 = 3 a deal), the trump named each
//! deal and held by the dealer, following suit and trumping when void, the end at 20 with the highest
//! total winning, the replay view, and bad input refused through the real binary with the ledger
//! unchanged. Every rule id is triggered by a case.

use crate::support::common;
use crate::support::family as family_support;
use crate::support::family_cases;

use std::collections::BTreeSet;

use common::Table;
use family_cases::*;
use family_support::{hands_of, Game, Spec};
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::family::FamilyRules;
use kozyr::games::jacks::{deck, JACKS, RULE_IDS};
use kozyr::games::Game as _;
use kozyr::games::{Replay, RuleError};
use kozyr::i18n::{Lang, Msg};
use serde_json::{json, Value};

const GAME: &str = "jacks";

/// The book's points, counted from the deal as played: a point a trick, less the jacks taken.
fn count(g: &Game) -> Vec<i64> {
    let won = g.tricks_won(4);
    (0..4)
        .map(|s| {
            let jacks: i64 = g.taken[s]
                .iter()
                .filter(|c| c.rank() == Rank::Jack)
                .map(|c| match c.suit() {
                    Suit::Hearts => 4,
                    Suit::Diamonds => 3,
                    Suit::Clubs => 2,
                    Suit::Spades => 1,
                })
                .sum();
            i64::from(won[s]) - jacks
        })
        .collect()
}

fn jk(options: Value, deals: &[Value]) -> Value {
    doc(GAME, 4, options, deals)
}

fn spec(trump: Suit) -> Spec {
    Spec { trump: Some(trump), must_trump: true, ..Spec::default() }
}

/// A legal deal with `trump`, dealt by `dealer` (the player on his left leads), in which the dealer
/// holds a card of the trump suit, as his last card shows it.
fn game(seed: u64, trump: Suit, dealer: usize) -> Game {
    game_where(seed, deck(4).cards(), 4, &spec(trump), (dealer + 1) % 4, |g| {
        hands_of(g, 4)[dealer].iter().any(|c| c.suit() == trump)
    })
}

fn full(g: &Game, trump: Suit) -> Value {
    json!({"trump": trump.name(), "play": g.text()})
}

/// Tricks won (Аня, Борис, Вера, Галя) and who took the four jacks, hearts trump.
fn quick(won: [u32; 4], jacks: &[(&str, &str)]) -> Value {
    let mut took = serde_json::Map::new();
    for &(name, card) in jacks {
        let list = took.entry(name).or_insert_with(|| json!([]));
        if let Value::Array(a) = list {
            a.push(card.into());
        }
    }
    json!({"trump": "hearts", "won": {"Аня": won[0], "Борис": won[1], "Вера": won[2], "Галя": won[3]}, "took": took})
}

const ANYA_ALL_JACKS: [(&str, &str); 4] = [("Аня", "JH"), ("Аня", "JD"), ("Аня", "JC"), ("Аня", "JS")];

/// The worked example: Аня 3 tricks with J♥ J♦, Борис 4, Вера 5 with J♣ J♠, Галя 1.
fn worked() -> Value {
    quick([3, 4, 5, 1], &[("Аня", "JH"), ("Аня", "JD"), ("Вера", "JC"), ("Вера", "JS")])
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn a_point_a_trick_less_4_3_2_1_for_the_jacks_makes_3() {
    let r = accepted(&jk(json!({}), &[worked()]));
    assert_eq!(scores(&r), [[-4, 4, 2, 1]]);
    let steps: Vec<(&str, String)> = r.rows[0].scored.explain.iter().map(|s| (s.rule, s.text.english())).collect();
    for step in [
        ("jacks.score.trick", "Вера: 5 tricks × +1 = +5"),
        ("jacks.score.jack-hearts", "Аня: J♥ −4"),
        ("jacks.score.jack-diamonds", "Аня: J♦ −3"),
        ("jacks.score.jack-clubs", "Вера: J♣ −2"),
        ("jacks.score.jack-spades", "Вера: J♠ −1"),
    ] {
        assert!(steps.iter().any(|(r, t)| *r == step.0 && t == step.1), "{step:?} in {steps:?}");
    }
    assert_eq!(r.rows[0].scored.extra["trump"], "hearts");
    assert_eq!(r.rows[0].scored.summary.english(), "Аня deals, ♥ trumps");
}

#[test]
fn every_full_deal_writes_3_as_the_tricks_say() {
    let trumps = [Suit::Hearts, Suit::Spades, Suit::Diamonds, Suit::Clubs];
    let games: Vec<Game> = (0..4).map(|d| game(700 + d as u64, trumps[d], d)).collect();
    let deals: Vec<Value> = games.iter().zip(trumps).map(|(g, t)| full(g, t)).collect();
    let r = accepted(&jk(json!({"target": 0}), &deals));
    for (g, s) in games.iter().zip(scores(&r)) {
        assert_eq!(s.iter().sum::<i64>(), 3);
        assert_eq!(s, count(g));
    }
}

// ---------------------------------------------------------------------------------------------
// The trump
// ---------------------------------------------------------------------------------------------

#[test]
fn every_deal_names_a_suit_for_trump() {
    let mut d = worked();
    d.as_object_mut().map(|m| m.remove("trump"));
    let e = refused(&jk(json!({}), &[d.clone()]));
    assert_eq!(e.rule, "jacks.deal.trump");
    assert!(e.message().contains("`trump` hearts"), "{}", e.message());
    for bad in ["none", "trumps", ""] {
        d["trump"] = json!(bad);
        assert_eq!(refused(&jk(json!({}), std::slice::from_ref(&d))).rule, "jacks.deal.trump", "{bad}");
    }
    for good in ["♠", "S", "пики", "spades"] {
        d["trump"] = json!(good);
        assert_eq!(accepted(&jk(json!({}), std::slice::from_ref(&d))).rows[0].scored.extra["trump"], "spades");
    }
}

#[test]
fn the_trump_decides_the_tricks_and_the_dealer_must_hold_it() {
    let g = game(71, Suit::Clubs, 0);
    // The same cards with another trump: the tricks go elsewhere or an obligation is broken.
    let other = [Suit::Hearts, Suit::Diamonds, Suit::Spades]
        .into_iter()
        .filter(|&t| hands_of(&g, 4)[0].iter().any(|c| c.suit() == t))
        .map(|t| run(&jk(json!({}), &[full(&g, t)])).map(|r| r.totals))
        .collect::<Vec<_>>();
    assert!(other.iter().all(|r| r.as_ref().map_or(true, |t| *t != count(&g))), "{other:?}");
    assert_eq!(accepted(&jk(json!({}), &[full(&g, Suit::Clubs)])).totals, count(&g));

    // A deal whose dealer (Аня) held no heart cannot have hearts for trump.
    let void = game_where(80, deck(4).cards(), 4, &spec(Suit::Hearts), 1, |g| {
        hands_of(g, 4)[0].iter().all(|c| c.suit() != Suit::Hearts)
    });
    let e = refused(&jk(json!({}), &[full(&void, Suit::Hearts)]));
    assert_eq!(e.rule, "jacks.deal.trump");
    assert_eq!(e.player.as_deref(), Some("Аня"));
    assert!(e.message().contains("held no ♥"), "{}", e.message());
}

/// Whether some player, void in the led suit, played another suit while holding a trump.
fn discards_holding_trump(g: &Game, trump: Suit) -> bool {
    let mut hands = hands_of(g, 4);
    for (t, trick) in g.tricks.iter().enumerate() {
        for (k, c) in trick.iter().enumerate() {
            let seat = (g.leaders[t] + k) % 4;
            let led = trick[0].suit();
            let void = !hands[seat].iter().any(|x| x.suit() == led);
            if k > 0 && void && c.suit() != trump && hands[seat].iter().any(|x| x.suit() == trump) {
                return true;
            }
            hands[seat].retain(|x| x != c);
        }
    }
    false
}

#[test]
fn a_player_who_cannot_follow_must_trump() {
    let free = Spec { trump: Some(Suit::Hearts), ..Spec::default() };
    let g = game_where(90, deck(4).cards(), 4, &free, 1, |g| {
        discards_holding_trump(g, Suit::Hearts) && hands_of(g, 4)[0].iter().any(|c| c.suit() == Suit::Hearts)
    });
    let e = refused(&jk(json!({}), &[full(&g, Suit::Hearts)]));
    assert_eq!(e.rule, "jacks.play.trump");
    assert!(e.message().contains("a player who cannot follow suit must play a trump if he has one"), "{}", e.message());
    // Following suit comes first: a player holding the led suit may not trump.
    let r = renege_with_trump_held(95, Suit::Hearts);
    assert_eq!(refused(&jk(json!({}), &[full(&r, Suit::Hearts)])).rule, "jacks.play.follow-suit");
}

#[test]
fn jacks_has_no_renege_penalty() {
    let mut d = worked();
    d["renege"] = json!("Аня");
    let e = refused(&jk(json!({}), &[d]));
    assert_eq!(e.rule, "jacks.deal.format");
    let g = renege_with_trump_held(96, Suit::Spades);
    let e = refused(&jk(json!({}), &[full(&g, Suit::Spades)]));
    assert_eq!(e.rule, "jacks.play.follow-suit");
    assert!(!e.message().contains("record it"), "no renege to record: {}", e.message());
}

/// A deal with one renege in which the dealer, Аня, holds the trump suit.
fn renege_with_trump_held(seed: u64, trump: Suit) -> Game {
    (0..)
        .map(|s| renege_game(seed + s, deck(4).cards(), 4, &spec(trump), 1, 0).0)
        .find(|g| hands_of(g, 4)[0].iter().any(|c| c.suit() == trump))
        .expect("a renege with a dealer holding the trump suit")
}

// ---------------------------------------------------------------------------------------------
// Quick entry
// ---------------------------------------------------------------------------------------------

#[test]
fn quick_entry_needs_the_tricks_and_every_jack() {
    let mut d = worked();
    d.as_object_mut().map(|m| m.remove("won"));
    let e = refused(&jk(json!({}), &[d]));
    assert_eq!(e.rule, "jacks.deal.won");
    let e = refused(&jk(json!({}), &[quick([3, 4, 5, 2], &ANYA_ALL_JACKS)]));
    assert_eq!(e.rule, "jacks.won.sum");
    assert!(e.message().contains("a deal has 13 tricks"), "{}", e.message());
    let e = refused(&jk(json!({}), &[quick([3, 4, 5, 1], &ANYA_ALL_JACKS[..3])]));
    assert_eq!(e.rule, "jacks.took.sum");
    assert!(e.message().contains("J♠ was taken by somebody"), "{}", e.message());
    let e = refused(&jk(
        json!({}),
        &[quick(
            [3, 4, 5, 1],
            &[ANYA_ALL_JACKS[0], ("Борис", "JH"), ANYA_ALL_JACKS[1], ANYA_ALL_JACKS[2], ANYA_ALL_JACKS[3]],
        )],
    ));
    assert_eq!(e.rule, "jacks.took.twice");
    let e = refused(&jk(json!({}), &[quick([3, 4, 5, 1], &[("Аня", "QH")])]));
    assert_eq!(e.rule, "jacks.took.card");
    // Галя won no trick and cannot have taken a jack; a trick holds 4 cards.
    let e =
        refused(&jk(json!({}), &[quick([4, 4, 5, 0], &[("Галя", "JH"), ("Аня", "JD"), ("Аня", "JC"), ("Аня", "JS")])]));
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("jacks.took.impossible", Some("Галя")));
}

#[test]
fn counts_beside_the_tricks_must_agree() {
    let g = game(33, Suit::Diamonds, 0);
    let won = g.tricks_won(4);
    let mut d = full(&g, Suit::Diamonds);
    d["won"] = json!({"Аня": won[0], "Борис": won[1], "Вера": won[2], "Галя": won[3]});
    accepted(&jk(json!({}), std::slice::from_ref(&d)));
    // One trick moved from a player who won some to the next player.
    let from = (0..4).find(|&s| won[s] > 0).expect("someone won a trick");
    let mut moved = won.clone();
    moved[from] -= 1;
    moved[(from + 1) % 4] += 1;
    d["won"] = json!({"Аня": moved[0], "Борис": moved[1], "Вера": moved[2], "Галя": moved[3]});
    let e = refused(&jk(json!({}), &[d]));
    assert_eq!(e.rule, "jacks.entry.disagree");
    assert!(e.message().contains("the tricks won are given as"), "{}", e.message());
}

// ---------------------------------------------------------------------------------------------
// The end of the match
// ---------------------------------------------------------------------------------------------

#[test]
fn the_game_is_to_20_and_the_highest_total_wins() {
    let boris = quick([1, 12, 0, 0], &ANYA_ALL_JACKS);
    let r = accepted(&jk(json!({}), std::slice::from_ref(&boris)));
    assert_eq!(r.totals, [-9, 12, 0, 0]);
    assert!(!r.finished);
    let r = accepted(&jk(json!({}), &[boris.clone(), boris.clone()]));
    assert!(r.finished);
    assert_eq!(r.totals, [-18, 24, 0, 0]);
    assert_eq!(r.winner, Some(1), "Борис, the highest");
    assert!(!r.lowest_wins);
    let ids = cited(&r);
    assert!(ids.contains("jacks.match.target") && ids.contains("jacks.match.winner"), "{ids:?}");
    let e = refused(&jk(json!({}), &[boris.clone(), boris.clone(), boris]));
    assert_eq!((e.rule.as_str(), e.entry), ("match.finished", Some(3)));
}

#[test]
fn a_shared_highest_total_plays_another_deal() {
    let level = quick([1, 6, 6, 0], &ANYA_ALL_JACKS);
    let r = accepted(&jk(json!({}), &[level.clone(), level.clone()]));
    assert_eq!(r.totals, [-18, 12, 12, 0]);
    let mut deals = vec![level.clone(); 4];
    let r = accepted(&jk(json!({}), &deals));
    assert_eq!(r.totals, [-36, 24, 24, 0]);
    assert!(!r.finished && r.winner.is_none());
    deals.push(quick([1, 10, 2, 0], &ANYA_ALL_JACKS));
    let r = accepted(&jk(json!({}), &deals));
    assert!(r.finished);
    assert_eq!(r.winner, Some(1));
}

#[test]
fn the_target_is_an_option_and_0_never_ends() {
    let boris = quick([1, 12, 0, 0], &ANYA_ALL_JACKS);
    let r = accepted(&jk(json!({"target": 10}), std::slice::from_ref(&boris)));
    assert!(r.finished);
    let r = accepted(&jk(json!({"target": 0}), &vec![boris; 5]));
    assert!(!r.finished);
    assert_eq!(r.totals[1], 60);
}

#[test]
fn penalties_give_their_points() {
    let r = accepted(&jk(
        json!({}),
        &[worked(), json!({"penalty": {"player": "Борис", "reason": "misdeal", "points": -2}})],
    ));
    assert_eq!(r.totals, [-4, 2, 2, 1]);
    assert!(cited(&r).contains("jacks.penalty"));
    let e = refused(&jk(json!({}), &[json!({"penalty": {"player": "Борис", "reason": "renege"}})]));
    assert_eq!(e.rule, "jacks.penalty.points");
}

#[test]
fn options_are_stored_with_their_defaults_and_bad_ones_refused() {
    assert_eq!(JACKS.default_options(), json!({"target": 20}));
    assert_eq!(refused(&jk(json!({"must_trump": false}), &[])).rule, "jacks.option.unknown");
    assert_eq!(refused(&jk(json!({"target": 1.5}), &[])).rule, "jacks.option.value");
    assert_eq!(refused(&doc(GAME, 5, json!({}), &[])).rule, "match.players.count");
}

// ---------------------------------------------------------------------------------------------
// Every rule id
// ---------------------------------------------------------------------------------------------

/// Every refusal of the cases: the rule it must cite and the error.
fn refusals() -> Vec<(&'static str, RuleError)> {
    let g = game(21, Suit::Hearts, 0);
    let fine = |text: String| json!({"trump": "hearts", "play": text});
    let first: Vec<String> = g.tricks[0].iter().map(|c| c.ascii()).collect();
    let free = Spec { trump: Some(Suit::Hearts), ..Spec::default() };
    let untrumped = game_where(90, deck(4).cards(), 4, &free, 1, |g| {
        discards_holding_trump(g, Suit::Hearts) && hands_of(g, 4)[0].iter().any(|c| c.suit() == Suit::Hearts)
    });
    let reneged = renege_with_trump_held(100, Suit::Hearts);
    let cases: Vec<(&str, Value, Vec<Value>)> = vec![
        ("jacks.deal.format", json!({}), vec![json!({"trump": "hearts", "first_trick": "Аня"})]),
        ("jacks.deal.dealer", json!({}), vec![worked(), json!({"dealer": "Вера", "trump": "hearts"})]),
        ("jacks.deal.trump", json!({}), vec![json!({"won": {"Аня": 13}})]),
        ("jacks.deal.won", json!({}), vec![json!({"trump": "hearts", "took": {"Аня": ["JH"]}})]),
        ("jacks.won.range", json!({}), vec![json!({"trump": "hearts", "won": {"Аня": 14}})]),
        ("jacks.won.sum", json!({}), vec![json!({"trump": "hearts", "won": {"Аня": 12}})]),
        ("jacks.took.card", json!({}), vec![quick([13, 0, 0, 0], &[("Аня", "QS")])]),
        ("jacks.took.twice", json!({}), vec![quick([13, 0, 0, 0], &[("Аня", "JH"), ("Аня", "JH")])]),
        ("jacks.took.sum", json!({}), vec![quick([13, 0, 0, 0], &[])]),
        (
            "jacks.took.impossible",
            json!({}),
            vec![quick([13, 0, 0, 0], &[("Борис", "JH"), ("Аня", "JD"), ("Аня", "JC"), ("Аня", "JS")])],
        ),
        ("jacks.entry.disagree", json!({}), vec![json!({"trump": "hearts", "play": g.text(), "won": {"Галя": 13}})]),
        ("jacks.penalty.points", json!({}), vec![json!({"penalty": {"player": "Аня", "reason": "late"}})]),
        ("jacks.play.format", json!({}), vec![json!({"trump": "hearts", "play": {"tricks": 3}})]),
        ("jacks.play.follow-suit", json!({}), vec![fine(reneged.text())]),
        ("jacks.play.trump", json!({}), vec![fine(untrumped.text())]),
        (
            "jacks.play.trick-size",
            json!({}),
            vec![fine(text_with(&g, 4, &format!("{} {}", first.join(" "), first[0])))],
        ),
        ("jacks.play.card-count", json!({}), vec![fine(g.text().lines().take(3).collect::<Vec<_>>().join("\n"))]),
        ("jacks.play.duplicate-card", json!({}), vec![fine(text_with(&g, 8, &first.join(" ")))]),
        (
            "jacks.play.out-of-turn",
            json!({}),
            vec![fine(text_with(&g, 0, &format!("Галя:{} {}", first[0], first[1..].join(" "))))],
        ),
        ("jacks.option.unknown", json!({"limit": 20}), vec![]),
        ("jacks.option.value", json!({"target": 5000}), vec![]),
    ];
    let mut out: Vec<(&str, RuleError)> =
        cases.into_iter().map(|(rule, options, deals)| (rule, refused(&jk(options, &deals)))).collect();
    let mut rules = FamilyRules::plain(4, 13, deck(4));
    rules.trump = Some(Suit::Hearts);
    out.push(("jacks.play.first-leader", first_leader_error(GAME, 4, &g, &rules)));
    out
}

/// Matches that cite every scoring rule: the worked deal, a penalty, the end at 20.
fn sample_matches() -> Vec<Replay> {
    let boris = quick([1, 12, 0, 0], &ANYA_ALL_JACKS);
    vec![
        accepted(&jk(
            json!({}),
            &[worked(), json!({"penalty": {"player": "Аня", "reason": "опоздание", "points": -1}})],
        )),
        accepted(&jk(json!({}), &[boris.clone(), boris])),
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
    // J♥ in the record is a card of the deck: the whole pack is played.
    assert!(deck(4).contains(Card::new(Rank::Two, Suit::Clubs)) && deck(4).len() == 52);
}

// ---------------------------------------------------------------------------------------------
// In Russian and Bulgarian
// ---------------------------------------------------------------------------------------------

#[test]
fn a_refusal_reads_in_russian_and_bulgarian() {
    let e = refused(&jk(json!({}), &[json!({"won": {"Аня": 13}})]));
    assert_eq!(e.rule, "jacks.deal.trump");
    assert_eq!(e.msg.render(Lang::Ru), "назовите козырь: `trump` черви (♥, H, червы…)");
    assert_eq!(e.msg.render(Lang::Bg), "посочете коза: `trump` купа (♥, H, купи…)");
    let e = refused(&jk(json!({}), &[json!({"trump": "none", "won": {"Аня": 13}})]));
    assert_eq!(
        e.msg.render(Lang::Ru),
        "в игре «Валеты» у каждой сдачи есть козырь — масть последней карты сдающего: `trump` черви (♥, H, червы…)"
    );
    let void = game_where(80, deck(4).cards(), 4, &spec(Suit::Hearts), 1, |g| {
        hands_of(g, 4)[0].iter().all(|c| c.suit() != Suit::Hearts)
    });
    let e = refused(&jk(json!({}), &[full(&void, Suit::Hearts)]));
    assert_eq!(
        e.msg.render(Lang::Ru),
        "козырем названы черви, масть последней карты сдающего, но по взяткам у сдающего (Аня) не было ни одной \
         карты ♥; назовите масть его последней карты"
    );
    assert_eq!(
        e.msg.render(Lang::Bg),
        "за коз е посочен цветът купа, цветът на последната карта на раздаващия, но според взятките Аня \
         (раздаващият) не е имал нито една карта ♥; посочете цвета на последната му карта"
    );
}

#[test]
fn the_explanation_counts_tricks_in_each_language_s_plural() {
    let r = accepted(&jk(json!({}), &[quick([5, 2, 1, 5], &ANYA_ALL_JACKS)]));
    let texts = |lang: Lang| -> Vec<String> { r.rows[0].scored.explain.iter().map(|s| s.text.render(lang)).collect() };
    let ru = texts(Lang::Ru);
    for want in ["Вера: 1 взятка × +1 = +1", "Борис: 2 взятки × +1 = +2", "Аня: 5 взяток × +1 = +5", "Аня: J♥ −4"]
    {
        assert!(ru.iter().any(|t| t == want), "{want} not in {ru:?}");
    }
    let bg = texts(Lang::Bg);
    for want in ["Вера: 1 взятка × +1 = +1", "Борис: 2 взятки × +1 = +2", "Аня: 5 взятки × +1 = +5"]
    {
        assert!(bg.iter().any(|t| t == want), "{want} not in {bg:?}");
    }
    assert_eq!(r.rows[0].scored.summary.render(Lang::Ru), "сдаёт Аня, козырь ♥");
    assert_eq!(r.rows[0].scored.summary.render(Lang::Bg), "раздава Аня, коз ♥");
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

const WORKED: [&str; 9] = [
    "deal",
    "--trump",
    "hearts",
    "--won",
    "Аня=3,Борис=4,Вера=5,Галя=1",
    "--took",
    "Аня=JH,JD",
    "--took",
    "Вера=JC,JS",
];

#[test]
fn quick_entry_at_the_command_line_writes_the_worked_example() {
    let t = table(&[]);
    let out = t.ok(&WORKED);
    assert!(out.contains("Аня deals, ♥ trumps"), "{out}");
    assert!(out.contains("Next: deal 2: Борис deals, Вера leads"), "{out}");
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][0]["scores"], json!({"Аня": -4, "Борис": 4, "Вера": 2, "Галя": 1}));
    assert_eq!(v["deals"][0]["won"], json!({"Аня": 3, "Борис": 4, "Вера": 5, "Галя": 1}));
    let why = t.ok(&["explain"]);
    assert!(why.contains("Аня: J♥ −4  [jacks.score.jack-hearts]"), "{why}");
}

#[test]
fn full_entry_at_the_command_line_with_the_trump() {
    let t = table(&[]);
    let g = game(55, Suit::Spades, 0);
    let path = t.file("deal.txt", &g.text());
    t.refused(&["deal", "--tricks", &path], "jacks.deal.trump");
    t.ok(&["deal", "--trump", "♠", "--tricks", &path]);
    let v = t.json(&["show"]);
    let got: Vec<i64> = NAMES[..4].iter().map(|n| v["totals"][n].as_i64().unwrap_or(-99)).collect();
    assert_eq!(got, count(&g));
    assert_eq!(v["deals"][0]["trump"], "spades");
}

#[test]
fn replay_json_has_scores_totals_and_the_highest_winner() {
    let t = Table::new();
    let boris = quick([1, 12, 0, 0], &ANYA_ALL_JACKS);
    let path = t.file("match.json", &jk(json!({}), &[worked(), boris.clone(), boris]).to_string());
    let v = t.json(&["replay", &path]);
    assert_eq!(v["game"], GAME);
    assert_eq!(v["deals"][0]["scores"], json!({"Аня": -4, "Борис": 4, "Вера": 2, "Галя": 1}));
    assert_eq!(v["deals"][2]["totals"], json!({"Аня": -22, "Борис": 28, "Вера": 2, "Галя": 1}));
    assert_eq!((&v["deals"][1]["dealer"], &v["deals"][1]["trump"]), (&json!("Борис"), &json!("hearts")));
    assert_eq!(v["totals"], json!({"Аня": -22, "Борис": 28, "Вера": 2, "Галя": 1}));
    assert_eq!(v["winner"], "Борис");
    assert_eq!(v["finished"], true);
}

#[test]
fn bad_input_is_refused_and_the_ledger_is_unchanged() {
    let t = table(&["target=10"]);
    t.refused(
        &["deal", "--trump", "hearts", "--won", "Аня=3,Борис=4,Вера=5", "--took", "Аня=JH,JD,JC,JS"],
        "jacks.won.sum",
    );
    t.refused(&["deal", "--trump", "hearts", "--won", "Аня=13", "--took", "Аня=JH,JD,JC"], "jacks.took.sum");
    t.refused(
        &["deal", "--trump", "hearts", "--won", "Аня=13", "--took", "Аня=JH,JD,JC,JS", "--took", "Борис=JH"],
        "jacks.took.twice",
    );
    t.refused(&["deal", "--won", "Аня=13", "--took", "Аня=JH,JD,JC,JS"], "jacks.deal.trump");
    t.refused(
        &["deal", "--trump", "hearts", "--won", "Аня=13", "--took", "Аня=JH,JD,JC,JS", "--renege", "Аня"],
        "entry.flag.unknown",
    );
    t.ok(&["deal", "--trump", "hearts", "--won", "Аня=1,Борис=12", "--took", "Аня=JH,JD,JC,JS"]);
    t.refused(
        &["deal", "-m", "1", "--trump", "hearts", "--won", "Аня=13", "--took", "Аня=JH,JD,JC,JS"],
        "match.finished",
    );
    Table::new()
        .refused(&["new", GAME, "--players", "Аня,Борис,Вера,Галя", "--option", "deals=5"], "jacks.option.unknown");
}
