//! Bura through the library and the real binary: the money worked by hand (the antes, a right stop
//! taking the bank, a wrong stop doubling it, the redeal, a bura, the forfeits and their option),
//! the full play refereed (tricks of one to three cards, each card beaten by a card of its own and
//! the best cards so far to beat, combinations seizing the lead and ranked, the stop on one's own
//! turn), quick and full entry agreeing, and every kind of bad input refused with exit 1, its rule
//! id and the ledger unchanged.

use crate::support::common;

use common::{match_doc, Table};
use kozyr::games::{Replay, RuleError};
use serde_json::{json, Value};

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

fn run(players: usize, options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    match_doc("bura", &NAMES, players, None, options, deals.to_vec()).replay()
}

fn ok(players: usize, options: Value, deals: &[Value]) -> Replay {
    run(players, options, deals).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn fails(players: usize, deals: &[Value]) -> RuleError {
    match run(players, json!({}), deals) {
        Ok(r) => panic!("accepted: totals {:?}", r.totals),
        Err(e) => e,
    }
}

/// Two players, Борис deals, hearts trumps. Trick 1: Борис beats A♠ K♠ with 8♥ (a trump on the
/// ace) and 10♠ (the ten above the king): 25 to him. Аня shows three clubs and seizes the lead; her
/// 10♣ stands against Q♦: 13. Her three clubs stand against one trump: 17. A♦ 10♦ against two
/// spades: 21. On her turn she stops announcing 31, with 51 in her tricks.
const PLAY: &str = "turned: 9H
hands: Аня=AS KS 7C; Борис=10S 8H 6D
1. Аня: AS KS / Борис: 10S 8H | draw Борис: QD JD / Аня: 6C 10C
seize Аня 7C 6C 10C
2. Аня: 10C / Борис: QD | draw Аня: AC / Борис: KH
3. Аня: 7C 6C AC / Борис: 6D JD KH | draw Аня: AD 10D KD / Борис: 7S 8S 9S
4. Аня: AD 10D / Борис: 7S 8S | draw Аня: QS JS / Борис: 6S 10H
stop Аня 31
";

#[test]
fn every_deal_opens_with_the_antes_and_the_bank_goes_to_a_right_stop() {
    let r = ok(
        3,
        json!({}),
        &[
            json!({"dealer": "Аня", "stopper": "Аня", "points": {"Аня": 35}}),
            json!({"stopper": "Борис", "took": {"Борис": ["AS", "10S", "KH", "6D"]}}),
            json!({"redeal": true}),
            json!({"bura": "Вера"}),
        ],
    );
    let rows: Vec<(Vec<i64>, i64)> =
        r.rows.iter().map(|row| (row.scored.totals.clone(), row.scored.pool.expect("bank").amount)).collect();
    assert_eq!(
        rows,
        [
            // 30 in antes, Аня's 35 ≥ 31: she takes it.
            (vec![20, -10, -10], 0),
            // 30 in antes; Борис's cards count 25: wrong, he pays in 30 more.
            (vec![10, -50, -20], 60),
            // 30 more; nobody stopped: the bank stays.
            (vec![0, -60, -30], 90),
            // 30 more; Вера's three trumps take 120.
            (vec![-10, -70, 80], 0),
        ]
    );
    // The winner deals next; after a deal nobody won, the same dealer.
    let dealers: Vec<&str> = r.rows.iter().map(|row| row.scored.extra["dealer"].as_str().unwrap_or("")).collect();
    assert_eq!(dealers, ["Аня", "Аня", "Аня", "Аня"]);
    assert_eq!(r.next.map(|m| m.english()).as_deref(), Some("deal 5: Вера deals, Аня leads; the bank holds 0"));
}

#[test]
fn a_claim_above_31_must_be_held_and_exact_asks_for_the_very_number() {
    // 35 announced, 33 held: wrong.
    let r = ok(2, json!({"ante": 5}), &[json!({"stopper": "Аня", "claim": 35, "points": {"Аня": 33}})]);
    assert_eq!((r.totals.clone(), r.pool.map(|p| p.amount)), (vec![-15, -5], Some(20)));
    // 31 announced, 33 held: right — unless the table agreed that the count must match.
    let deal = json!({"stopper": "Аня", "points": {"Аня": 33}});
    assert_eq!(ok(2, json!({}), std::slice::from_ref(&deal)).totals, [10, -10]);
    assert_eq!(ok(2, json!({"exact": true}), std::slice::from_ref(&deal)).totals, [-30, -10]);
}

#[test]
fn a_forfeit_loses_the_deal_and_pays_the_bank_or_an_ante() {
    let deals = [json!({"dealer": "Борис", "redeal": true}), json!({"out_of_turn": "Вера"})];
    let r = ok(3, json!({}), &deals);
    // 30, then 30 more: 60; Вера pays 60: 120.
    assert_eq!((r.totals.clone(), r.pool.map(|p| p.amount)), (vec![-20, -20, -80], Some(120)));
    assert_eq!(r.rows[1].scored.extra["outcome"], "out-of-turn");
    assert_eq!(r.rows[1].scored.extra["dealer"], "Борис");
    let r = ok(3, json!({"forfeit": "ante"}), &[json!({"extra_card": "Вера"})]);
    assert_eq!((r.totals.clone(), r.pool.map(|p| p.amount)), (vec![-10, -10, -20], Some(40)));
}

#[test]
fn the_full_play_is_refereed_and_scores_what_quick_entry_scores() {
    let r = ok(2, json!({}), &[json!({"dealer": "Борис", "play": PLAY})]);
    let s = &r.rows[0].scored;
    assert_eq!(s.extra["points"], json!({"Аня": 51, "Борис": 25}));
    assert_eq!(s.extra["tricks"], json!({"Аня": 3, "Борис": 1}));
    assert_eq!((s.extra["outcome"].as_str(), s.extra["counted"].as_i64()), (Some("stop"), Some(51)));
    assert_eq!(s.totals, [10, -10]);
    let steps: Vec<&str> = s.explain.iter().map(|st| st.rule).collect();
    assert!(steps.contains(&"bura.seize.lead") && steps.contains(&"bura.money.conserved"), "{steps:?}");
    let quick = ok(2, json!({}), &[json!({"dealer": "Борис", "stopper": "Аня", "points": {"Аня": 51}})]);
    assert_eq!(quick.totals, r.totals);
    // Both at once must agree.
    ok(
        2,
        json!({}),
        &[json!({"dealer": "Борис", "play": PLAY, "stopper": "Аня", "claim": 31, "points": {"Борис": 25}})],
    );
    let e = fails(2, &[json!({"dealer": "Борис", "play": PLAY, "stopper": "Борис"})]);
    assert_eq!(e.rule, "bura.entry.disagree");
    let e = fails(2, &[json!({"dealer": "Борис", "play": PLAY, "points": {"Аня": 50}})]);
    assert_eq!(e.rule, "bura.entry.disagree");
}

/// [`PLAY`] cut after its second trick, where Борис drew out of turn.
fn forfeited(line: &str) -> String {
    let cut = PLAY.find("3. ").expect("a third trick");
    format!("{}{line}\n", &PLAY[..cut])
}

#[test]
fn a_forfeit_in_the_full_play_ends_it_and_scores_as_quick_entry_does() {
    let play = forfeited("out-of-turn Борис");
    let r = ok(2, json!({}), &[json!({"dealer": "Борис", "play": play})]);
    let s = &r.rows[0].scored;
    assert_eq!((s.extra["outcome"].as_str(), s.extra["player"].as_str()), (Some("out-of-turn"), Some("Борис")));
    // The two tricks before it were refereed and are shown; the points count for nothing.
    assert_eq!(s.extra["tricks"], json!({"Аня": 1, "Борис": 1}));
    let quick = ok(2, json!({}), &[json!({"dealer": "Борис", "out_of_turn": "Борис"})]);
    assert_eq!((r.totals.clone(), r.pool.map(|p| p.amount)), (quick.totals.clone(), quick.pool.map(|p| p.amount)));
    let extra = ok(2, json!({"forfeit": "ante"}), &[json!({"dealer": "Борис", "play": forfeited("extra-card Аня")})]);
    let quick = ok(2, json!({"forfeit": "ante"}), &[json!({"dealer": "Борис", "extra_card": "Аня"})]);
    assert_eq!(extra.totals, quick.totals);
    // The flag beside the record must say the same; the record's forfeit takes no other outcome.
    ok(2, json!({}), &[json!({"dealer": "Борис", "play": play, "out_of_turn": "Борис"})]);
    for other in [json!({"out_of_turn": "Аня"}), json!({"extra_card": "Борис"})] {
        let mut deal = json!({"dealer": "Борис", "play": play});
        deal.as_object_mut().expect("an object").extend(other.as_object().expect("an object").clone());
        assert_eq!(fails(2, &[deal]).rule, "bura.entry.disagree");
    }
    let e = fails(2, &[json!({"dealer": "Борис", "play": PLAY, "extra_card": "Аня"})]);
    assert_eq!(e.rule, "bura.entry.disagree");
    let e = fails(2, &[json!({"dealer": "Борис", "play": play, "points": {"Аня": 30}})]);
    assert_eq!(e.rule, "bura.forfeit.out-of-turn");
}

fn one_trick(hands: &str, trick: &str, stop: &str) -> Value {
    json!({"dealer": "Вера", "play": format!("turned: 9H\nhands: {hands}\n1. {trick}\n{stop}\n")})
}

#[test]
fn to_take_a_player_beats_every_card_of_the_best_so_far_each_by_a_card_of_its_own() {
    let hands = "Аня=KS 7S 6C; Борис=AS 8S 6D; Вера=6H 7H QC";
    // Борис beats K♠ 7♠ with A♠ 8♠; Вера's two trumps beat his: hers, 15.
    let d = one_trick(hands, "Аня: KS 7S / Борис: AS 8S / Вера: 6H 7H", "stop Вера");
    let r = ok(3, json!({}), &[d]);
    assert_eq!(r.rows[0].scored.extra["tricks"], json!({"Аня": 0, "Борис": 0, "Вера": 1}));
    assert_eq!(r.rows[0].scored.extra["points"]["Вера"], 15);
    // A wrong stop: 15 < 31, the bank of 30 doubles.
    assert_eq!(r.pool.map(|p| p.amount), Some(60));
    // One trump and a small card do not beat two cards: the leader keeps it.
    let hands = "Аня=KS 7S 6C; Борис=AS 6D 8D; Вера=6H QC 7C";
    let d = one_trick(hands, "Аня: KS 7S / Борис: AS 6D / Вера: 6H QC", "stop Аня");
    let r = ok(3, json!({}), &[d]);
    assert_eq!(r.rows[0].scored.extra["tricks"]["Аня"], 1);
    // Вера's 10♠ 9♠ would beat the leader's K♠ 7♠, but Борис's A♠ 8♠ stand: his, 25.
    let hands = "Аня=KS 7S 6C; Борис=AS 8S 6D; Вера=10S 9S QC";
    let d = one_trick(hands, "Аня: KS 7S / Борис: AS 8S / Вера: 10S 9S", "stop Борис");
    let r = ok(3, json!({}), &[d]);
    assert_eq!(r.rows[0].scored.extra["points"]["Борис"], 25);
}

#[test]
fn the_highest_combination_seizes_the_lead_and_three_trumps_win_outright() {
    let hands = "hands: Аня=6C 7C 8C; Борис=AS AD AC";
    // Three aces beat a «молодка»: Борис leads although Аня was due.
    let play = format!(
        "turned: 9H\n{hands}\nseize Аня 6C 7C 8C\nseize Борис AS AD AC\n1. Борис: AS / Аня: 6C\nstop Борис 31\n"
    );
    let r = ok(2, json!({}), &[json!({"dealer": "Борис", "play": play})]);
    assert_eq!(r.rows[0].scored.extra["points"]["Борис"], 11);
    let play = format!("turned: 9H\n{hands}\nseize Аня 6C 7C 8C\nseize Борис AS AD AC\n1. Аня: 6C / Борис: AS\n");
    assert_eq!(fails(2, &[json!({"dealer": "Борис", "play": play})]).rule, "bura.play.out-of-turn");
    // Equal combinations: the first in turn from the player due to lead.
    let hands = "hands: Аня=6C 7C 8C; Борис=6S 7S 8S";
    let play =
        format!("turned: 9H\n{hands}\nseize Борис 6S 7S 8S\nseize Аня 6C 7C 8C\n1. Аня: 8C / Борис: 6S\nstop Аня\n");
    ok(2, json!({}), &[json!({"dealer": "Борис", "play": play})]);
    // The seizer is on his turn, so he may stop at once; the player who was due may not.
    let hands = "hands: Аня=6C 7C 8C; Борис=AS AD AC";
    let play = format!("turned: 9H\n{hands}\nseize Аня 6C 7C 8C\nseize Борис AS AD AC\nstop Борис\n");
    let r = ok(2, json!({}), &[json!({"dealer": "Борис", "play": play})]);
    assert_eq!(r.rows[0].scored.extra["outcome"], "stop");
    let steps: Vec<&str> = r.rows[0].scored.explain.iter().map(|s| s.rule).collect();
    assert!(steps.contains(&"bura.seize.lead"), "the seizure is in the explanation: {steps:?}");
    let play = format!("turned: 9H\n{hands}\nseize Аня 6C 7C 8C\nseize Борис AS AD AC\nstop Аня\n");
    let e = fails(2, &[json!({"dealer": "Борис", "play": play})]);
    assert_eq!(e.rule, "bura.stop.turn");
    assert_eq!(e.player.as_deref(), Some("Аня"), "the stopper is named, not the seizer");
    // Three trumps end the deal and take the bank.
    let play = "turned: 9H\nhands: Аня=6C 7C 8C; Борис=6H 7H AH\nseize Борис 6H 7H AH\n";
    let r = ok(2, json!({}), &[json!({"dealer": "Борис", "play": play})]);
    assert_eq!(r.rows[0].scored.extra["outcome"], "bura");
    assert_eq!(r.totals, [-10, 10]);
    let after = format!("{play}1. Аня: 6C / Борис: 6H\n");
    assert_eq!(fails(2, &[json!({"dealer": "Борис", "play": after})]).rule, "bura.play.after-end");
}

// ---------------------------------------------------------------------------------------------
// Through the binary: every kind of bad input refused, the ledger unchanged
// ---------------------------------------------------------------------------------------------

fn table() -> Table {
    let t = Table::new();
    t.ok(&["new", "bura", "--players", "Аня,Борис"]);
    t
}

/// The play with `from` replaced by `to`, refused through the binary for `rule`.
fn play_refused(t: &Table, from: &str, to: &str, rule: &str) -> String {
    assert!(PLAY.contains(from), "{from}");
    let path = t.file("deal.txt", &PLAY.replacen(from, to, 1));
    t.refused(&["deal", "--dealer", "Борис", "--tricks", &path], rule)
}

#[test]
fn a_full_play_breaking_a_rule_is_refused_at_its_trick_with_the_player_and_the_card() {
    let t = table();
    play_refused(&t, "| draw Аня: AC", "| take Аня: AC", "bura.play.format");
    play_refused(&t, "turned: 9H\n", "", "bura.play.turned");
    play_refused(&t, "Аня=AS KS 7C", "Аня=AS KS", "bura.play.hands");
    play_refused(&t, "turned: 9H", "turned: 5H", "bura.play.not-in-deck");
    play_refused(&t, "Аня: AD 10D / Борис: 7S 8S", "Аня: AD 10D / Борис: 7S 6D", "bura.play.duplicate-card");
    play_refused(&t, "Аня: AS KS / Борис: 10S 8H", "Аня: AS KS", "bura.play.trick-size");
    play_refused(&t, "Аня: 7C 6C AC /", "Аня: 7C 6C AC KC /", "bura.play.lead-size");
    let err = play_refused(&t, "Аня: AS KS / Борис: 10S 8H", "Аня: AS 7C / Борис: 10S 8H", "bura.play.lead-suit");
    assert!(err.contains("trick 1") && err.contains("Аня"), "{err}");
    let err = play_refused(&t, "Борис: 10S 8H |", "Борис: 10S |", "bura.play.answer-size");
    assert!(err.contains("Борис plays one card on a lead of 2"), "{err}");
    play_refused(&t, "Аня: AS KS / Борис: 10S 8H", "Борис: 10S 8H / Аня: AS KS", "bura.play.out-of-turn");
    let err = play_refused(&t, "Борис: QD |", "Борис: KD |", "bura.play.held");
    assert!(err.contains("trick 2") && err.contains("K♦"), "{err}");
    play_refused(&t, "stop Аня 31\n", "stop Аня 31\n5. Аня: QS / Борис: 6S\n", "bura.play.after-end");
    play_refused(&t, "stop Аня 31\n", "", "bura.play.unfinished");
    play_refused(&t, "draw Борис: QD JD / Аня: 6C 10C", "draw Аня: 6C 10C / Борис: QD JD", "bura.draw.order");
    play_refused(&t, "draw Борис: QD JD / Аня", "draw Борис: QD / Аня", "bura.draw.count");
    play_refused(&t, "Аня: QS JS", "Аня: QS 9H", "bura.draw.last");
    play_refused(&t, "seize Аня 7C 6C 10C", "seize Аня 7C 6C 10D", "bura.seize.cards");
    play_refused(&t, "seize Аня 7C 6C 10C", "seize Аня 7C 6C AC", "bura.seize.held");
    play_refused(&t, "stop Аня 31", "stop Борис", "bura.stop.turn");
    play_refused(&t, "stop Аня 31", "stop Аня 30", "bura.stop.claim");
    play_refused(&t, "stop Аня 31\n", "out-of-turn Борис\n5. Аня: QS / Борис: 6S\n", "bura.play.after-end");
    let err = play_refused(&t, "stop Аня 31", "out-of-turn", "bura.play.format");
    assert!(err.contains("out-of-turn PLAYER or extra-card PLAYER"), "{err}");
    play_refused(&t, "stop Аня 31", "extra-card Аня Борис", "bura.play.format");
    let path = t.file("deal.txt", PLAY);
    t.refused(&["deal", "--dealer", "Борис", "--tricks", &path, "--stopper", "Борис"], "bura.entry.disagree");
    // And the record as it is goes in.
    t.ok(&["deal", "--dealer", "Борис", "--tricks", &path]);
}

#[test]
fn quick_entry_breaking_a_rule_is_refused_and_the_ledger_is_unchanged() {
    let t = table();
    t.refused(&["deal", "--dealer", "Аня"], "bura.deal.outcome");
    t.refused(&["deal", "--stopper", "Аня", "--redeal", "--points", "Аня=40"], "bura.deal.outcome");
    t.refused(&["deal", "--stopper", "Аня"], "bura.stop.count");
    t.refused(&["deal", "--stopper", "Аня", "--claim", "30", "--points", "Аня=40"], "bura.stop.claim");
    t.refused(&["deal", "--claim", "33", "--redeal"], "bura.stop.claim");
    t.refused(&["deal", "--stopper", "Аня", "--points", "Аня=121"], "bura.points.range");
    t.refused(&["deal", "--stopper", "Аня", "--points", "Аня=70,Борис=60"], "bura.points.range");
    t.refused(&["deal", "--stopper", "Аня", "--took", "Аня=AS,AS"], "bura.took.cards");
    t.refused(&["deal", "--stopper", "Аня", "--took", "Аня=AS", "--points", "Аня=20"], "bura.entry.disagree");
    t.refused(&["deal", "--out-of-turn", "Аня", "--stopper", "Аня"], "bura.forfeit.out-of-turn");
    t.refused(&["deal", "--extra-card", "Аня", "--redeal"], "bura.forfeit.extra-card");
    let path = t.file("deal.json", r#"{"stopper": "Аня", "points": {"Аня": 40}, "pot": 3}"#);
    t.refused(&["deal", "--file", &path], "bura.deal.format");
    t.ok(&["deal", "--dealer", "Аня", "--stopper", "Борис", "--points", "Борис=44"]);
    // Борис won: he deals next.
    t.refused(&["deal", "--dealer", "Аня", "--redeal"], "bura.deal.dealer");
    t.refused(&["penalty", "--player", "Аня", "--points", "5", "--reason", "late"], "bura.penalty");
    let fresh = Table::new();
    fresh.refused(&["new", "bura", "--players", "Аня,Борис", "--option", "ante=0"], "bura.option.value");
    fresh.refused(&["new", "bura", "--players", "Аня,Борис", "--option", "forfeit=double"], "bura.option.value");
    fresh.refused(&["new", "bura", "--players", "Аня,Борис", "--option", "pot=1"], "bura.option.unknown");
    fresh.refused(&["new", "bura", "--players", "Аня,Борис,Вера,Галя,Дима,Ева,Жора"], "match.players.count");
}

#[test]
fn the_sheet_shows_the_bank_and_the_balances_in_every_language() {
    let t = table();
    t.ok(&["deal", "--dealer", "Аня", "--stopper", "Борис", "--points", "Борис=44"]);
    t.ok(&["deal", "--stopper", "Аня", "--points", "Аня=20"]);
    let v = t.json(&["show"]);
    assert_eq!(common::totals(&v), common::named(&[("Аня", -40), ("Борис", 0)]));
    let shown = t.ok(&["show"]);
    assert!(shown.contains("Bank") && shown.contains("40"), "{shown}");
    let ru = t.ok(&["--lang", "ru", "explain", "2"]);
    assert!(ru.contains("остановка неверна"), "{ru}");
    let bg = t.ok(&["--lang", "bg", "explain", "2"]);
    assert!(bg.contains("спря грешно"), "{bg}");
}
