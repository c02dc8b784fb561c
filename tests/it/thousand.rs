//! Thousand's rules through the library API: deal scoring, bidding, full play records refereed
//! trick by trick, and the score sheet's barrel, bolts, 555 and penalties. Every test states the
//! rule it holds the engine to, and would fail if that rule were implemented differently.

use std::collections::BTreeSet;

use kozyr::cards::{Card, Deck};
use kozyr::engine::{referee, Play, PlayRecord};
use kozyr::games::thousand::{ThousandOptions, ThousandTricks, RULE_IDS};
use kozyr::games::{MatchDoc, Replay, RuleError};
use serde_json::{json, Value};

const P: [&str; 3] = ["Аня", "Борис", "Вера"];
const A: usize = 0;
const B: usize = 1;
const C: usize = 2;

fn doc(options: Value, deals: &[Value]) -> Value {
    json!({ "game": "thousand", "players": P, "options": options, "deals": deals })
}

fn run(d: &Value) -> Result<Replay, RuleError> {
    MatchDoc::parse(&d.to_string())?.replay()
}

fn play_with(options: Value, deals: &[Value]) -> Replay {
    run(&doc(options, deals)).unwrap_or_else(|e| panic!("rejected: {e}"))
}

fn play(deals: &[Value]) -> Replay {
    play_with(json!({}), deals)
}

fn fails_with(options: Value, deals: &[Value]) -> RuleError {
    match run(&doc(options, deals)) {
        Ok(r) => panic!("accepted, totals {:?}", r.totals),
        Err(e) => e,
    }
}

fn fails(deals: &[Value]) -> RuleError {
    fails_with(json!({}), deals)
}

/// A quick deal: declarer, contract, card points of Аня, Борис, Вера.
fn q(decl: usize, bid: i64, pts: [i64; 3]) -> Value {
    json!({ "declarer": P[decl], "bid": bid, "points": { P[0]: pts[0], P[1]: pts[1], P[2]: pts[2] } })
}

/// Adds declared marriages to a quick deal.
fn wed(mut deal: Value, who: usize, suits: &[&str]) -> Value {
    deal["marriages"][P[who]] = json!(suits);
    deal
}

/// A contract made with room to spare: 80 card points and all four marriages (360) for the
/// declarer, 20 card points to each opponent.
fn made(decl: usize, bid: i64) -> Value {
    let mut pts = [20; 3];
    pts[decl] = 80;
    wed(q(decl, bid, pts), decl, &["hearts", "diamonds", "clubs", "spades"])
}

/// A contract failed: no card points for the declarer, 60 to each opponent.
fn failed(decl: usize, bid: i64) -> Value {
    let mut pts = [60; 3];
    pts[decl] = 0;
    q(decl, bid, pts)
}

fn steps(r: &Replay, row: usize) -> Vec<&'static str> {
    r.rows[row].scored.explain.iter().map(|s| s.rule).collect()
}

fn marks(r: &Replay, row: usize, side: usize) -> Vec<&'static str> {
    r.rows[row].scored.marks.iter().filter(|m| m.side == side).map(|m| m.kind.tag()).collect()
}

// ---------------------------------------------------------------------------------------------
// Full play records. Борис (seat 1) is the declarer in each and leads the first trick; play goes
// Борис, Вера, Аня around the table.

/// Борис: A♥ K♥ Q♥ A♠ 10♠ A♣ J♦ 9♦ — Вера: 10♥ J♥ 9♥ K♠ Q♠ 10♣ K♣ A♦ — Аня: J♠ 9♠ Q♣ J♣ 9♣ 10♦ K♦ Q♦.
/// Борис declares the ♥ marriage at trick 2; card points Аня 0, Борис 80, Вера 40.
const HEARTS_DEAL: [&str; 8] = [
    "AH 9H 9C",   // 1 Борис: no trump yet, Аня discards
    "KH! 10H JC", // 2 Вера, ♥ trump from here
    "KS 9S AS",   // 3 Борис
    "QH JH QC",   // 4 Борис
    "10S QS JS",  // 5 Борис
    "AC 10C 10D", // 6 Борис
    "JD AD KD",   // 7 Вера
    "KC QD 9D",   // 8 Вера
];

/// Борис: K♦ Q♦ A♥ 10♥ K♥ Q♥ J♥ 9♥ — Вера: A♦ 10♦ A♠ 10♠ K♠ A♣ 10♣ K♣ — Аня: J♦ 9♦ Q♠ J♠ 9♠ Q♣ J♣ 9♣.
/// Борис declares ♦ (trump) at trick 1; Вера and Аня both trump the ♥ lead at trick 3.
/// Card points Аня 0, Борис 14, Вера 106.
const DIAMONDS_DEAL: [&str; 8] = [
    "KD! AD 9D", // 1 Вера
    "AS 9S QD",  // 2 Борис trumps the ♠ lead
    "AH 10D JD", // 3 Вера: both opponents void in ♥ trump it
    "10S QS 9H", // 4 Вера
    "KS JS 10H", // 5 Вера
    "AC 9C KH",  // 6 Вера
    "10C JC QH", // 7 Вера
    "KC QC JH",  // 8 Вера
];

/// Борис: all aces and tens — Вера: all kings and jacks — Аня: all queens and nines. Nobody holds
/// a marriage; Борис takes every trick.
const NO_MARRIAGE_DEAL: [&str; 8] =
    ["AH KH QH", "AS KS QS", "AC KC QC", "AD KD QD", "10H JH 9H", "10S JS 9S", "10C JC 9C", "10D JD 9D"];

fn full(tricks: &[&str], bid: i64) -> Value {
    json!({ "declarer": P[B], "bid": bid, "play": { "tricks": tricks } })
}

fn with_tricks(tricks: &[&str], at: usize, trick: &str) -> Vec<String> {
    let mut t: Vec<String> = tricks.iter().map(|s| s.to_string()).collect();
    t[at] = trick.to_string();
    t
}

fn full_owned(tricks: &[String], bid: i64) -> Value {
    json!({ "declarer": P[B], "bid": bid, "play": { "tricks": tricks } })
}

fn engine_record(tricks: &[&str], first_leader: usize) -> PlayRecord {
    let mut plays = Vec::new();
    for t in tricks {
        for tok in t.split(' ') {
            let (card, call) = match tok.strip_suffix('!') {
                Some(c) => (c, true),
                None => (tok, false),
            };
            plays.push(Play { card: card.parse::<Card>().unwrap(), seat: None, call });
        }
    }
    PlayRecord { first_leader, plays }
}

// ---------------------------------------------------------------------------------------------
// 1. Deal scoring

#[test]
fn a_made_contract_writes_the_contract_never_more() {
    // 100 card points + ♥ 100 = 200 against a contract of 120.
    let r = play(&[wed(q(B, 120, [10, 100, 10]), B, &["hearts"])]);
    assert_eq!(r.rows[0].scored.scores, vec![10, 120, 10]);
    assert!(steps(&r, 0).contains(&"thousand.score.declarer-made"));
}

#[test]
fn a_contract_made_exactly_is_made() {
    let r = play(&[q(B, 120, [0, 120, 0])]);
    assert_eq!(r.rows[0].scored.scores[B], 120);
    let r = play(&[wed(q(B, 140, [40, 60, 20]), B, &["hearts"])]); // 60 + 100 = 160 ≥ 140
    assert_eq!(r.rows[0].scored.scores[B], 140);
}

#[test]
fn a_failed_contract_writes_minus_the_contract() {
    // 70 + ♠ 40 = 110 < 115.
    let r = play(&[wed(q(B, 115, [25, 70, 25]), B, &["spades"])]);
    assert_eq!(r.rows[0].scored.scores, vec![25, -115, 25]);
    assert!(steps(&r, 0).contains(&"thousand.score.declarer-failed"));
    // One short is failed.
    let r = play(&[q(B, 110, [13, 107, 0])]);
    assert_eq!(r.rows[0].scored.scores[B], -110);
}

#[test]
fn opponents_round_to_the_nearest_five() {
    for (a, c, ra, rc) in [(42, 43, 40, 45), (47, 48, 45, 50), (40, 45, 40, 45), (2, 3, 0, 5)] {
        let r = play(&[q(B, 120, [a, 120 - a - c, c])]);
        assert_eq!(r.rows[0].scored.scores[A], ra, "{a} card points");
        assert_eq!(r.rows[0].scored.scores[C], rc, "{c} card points");
    }
    let r = play(&[q(B, 105, [42, 35, 43])]);
    assert!(steps(&r, 0).contains(&"thousand.score.opponent-rounding"));
}

#[test]
fn an_opponents_marriage_is_rounded_with_his_card_points() {
    // Аня 42 + ♣ 60 = 102 → 100; Вера 23 + ♠ 40 = 63 → 65.
    let d = wed(wed(q(B, 110, [42, 55, 23]), A, &["clubs"]), C, &["spades"]);
    let r = play(&[d]);
    assert_eq!(r.rows[0].scored.scores, vec![100, -110, 65]);
}

#[test]
fn marriage_values_are_hearts_100_diamonds_80_clubs_60_spades_40() {
    for (suit, value) in [("hearts", 100), ("diamonds", 80), ("clubs", 60), ("spades", 40)] {
        // The opponent Вера declared it: 20 card points + the marriage, a multiple of 5 already.
        let r = play(&[wed(q(B, 105, [20, 80, 20]), C, &[suit])]);
        assert_eq!(r.rows[0].scored.scores[C], 20 + value, "{suit}");
        // The declarer needs it to make 120 + value exactly.
        let r = play(&[wed(q(B, 80 + value, [20, 80, 20]), B, &[suit])]);
        assert_eq!(r.rows[0].scored.scores[B], 80 + value, "{suit} for the declarer");
        let r = play(&[wed(q(B, 85 + value, [20, 80, 20]), B, &[suit])]);
        assert_eq!(r.rows[0].scored.scores[B], -(85 + value), "{suit} one step short");
    }
}

#[test]
fn a_marriage_counts_only_for_the_player_who_declared_it() {
    // Борис takes 100 card points but Аня declared ♥: Борис fails 120... no, he has 100 < 120.
    let r = play(&[wed(q(B, 120, [10, 100, 10]), A, &["hearts"])]);
    assert_eq!(r.rows[0].scored.scores, vec![110, -120, 10]);
}

#[test]
fn a_concession_costs_the_declarer_his_bid_and_gives_each_opponent_60() {
    let r = play(&[json!({ "declarer": P[B], "bid": 140, "conceded": true })]);
    assert_eq!(r.rows[0].scored.scores, vec![60, -140, 60]);
    assert!(steps(&r, 0).contains(&"thousand.concede"));
    assert!(marks(&r, 0, A).is_empty(), "60 is not a bolt");
}

#[test]
fn a_conceded_deal_has_no_play() {
    let e = fails(&[json!({ "declarer": P[B], "bid": 140, "conceded": true, "points": {P[B]: 120} })]);
    assert_eq!(e.rule, "thousand.concede.no-play");
}

#[test]
fn card_points_must_add_up_to_120_and_be_takeable() {
    assert_eq!(fails(&[q(B, 110, [10, 100, 20])]).rule, "thousand.points.sum");
    assert_eq!(fails(&[q(B, 110, [-5, 105, 20])]).rule, "thousand.points.range");
    assert_eq!(fails(&[q(B, 110, [1, 119, 0])]).rule, "thousand.points.impossible");
    // 0, 2, 3, 118 are takeable (9+9+J, 9+9+Q…).
    play(&[q(B, 110, [2, 118, 0])]);
    play(&[q(B, 110, [3, 117, 0])]);
}

// ---------------------------------------------------------------------------------------------
// 2. Bidding

#[test]
fn bidding_opens_at_100() {
    assert_eq!(fails(&[q(A, 95, [0, 120, 0])]).rule, "thousand.bid.opening");
    let mut d = q(B, 110, [0, 120, 0]);
    d["auction"] = json!(95);
    assert_eq!(fails(&[d]).rule, "thousand.bid.opening");
}

#[test]
fn bids_rise_by_the_step() {
    assert_eq!(fails(&[q(B, 112, [0, 120, 0])]).rule, "thousand.bid.step");
    play(&[q(B, 115, [0, 120, 0])]);
    let ten = json!({ "bid_step": 10 });
    assert_eq!(fails_with(ten.clone(), &[q(B, 115, [0, 120, 0])]).rule, "thousand.bid.step");
    let r = play_with(ten, &[q(B, 110, [0, 120, 0])]);
    assert_eq!(r.totals[B], 110);
}

#[test]
fn no_contract_above_400() {
    let all = ["hearts", "diamonds", "clubs", "spades"];
    let r = play(&[wed(q(B, 400, [0, 120, 0]), B, &all)]);
    assert_eq!(r.totals[B], 400);
    assert_eq!(fails(&[wed(q(B, 405, [0, 120, 0]), B, &all)]).rule, "thousand.bid.max");
}

#[test]
fn only_the_dealer_plays_at_100_and_the_deal_passes_clockwise() {
    // The first dealer is the first player; then clockwise.
    assert_eq!(fails(&[q(B, 100, [0, 120, 0])]).rule, "thousand.bid.dealer-opens");
    let r = play(&[
        q(A, 100, [100, 10, 10]), // Аня deals
        q(B, 100, [10, 100, 10]), // Борис deals
        q(C, 100, [10, 10, 100]), // Вера deals
        q(A, 100, [100, 10, 10]), // Аня again
    ]);
    assert_eq!(r.totals, vec![220, 130, 130]);
    let e = fails(&[q(A, 100, [120, 0, 0]), q(C, 100, [0, 0, 120])]);
    assert_eq!((e.rule.as_str(), e.entry), ("thousand.bid.dealer-opens", Some(2)));
    // The auction, not the raised contract, is what only the dealer may win at 100.
    let mut d = q(B, 110, [0, 120, 0]);
    d["auction"] = json!(100);
    assert_eq!(fails(&[d]).rule, "thousand.bid.dealer-opens");
}

#[test]
fn an_explicit_dealer_overrides_the_rotation_and_the_next_deal_follows_him() {
    let mut first = q(C, 100, [0, 0, 120]);
    first["dealer"] = json!(P[C]);
    play(&[first.clone(), q(A, 100, [120, 0, 0])]);
    assert_eq!(fails(&[first, q(B, 100, [0, 120, 0])]).rule, "thousand.bid.dealer-opens");
}

#[test]
fn the_contract_is_not_below_the_auction() {
    let mut d = q(B, 120, [0, 120, 0]);
    d["auction"] = json!(130);
    assert_eq!(fails(&[d]).rule, "thousand.bid.raise");
    let mut d = q(B, 120, [0, 120, 0]);
    d["auction"] = json!(110);
    assert_eq!(play(&[d]).totals[B], 120);
}

#[test]
fn a_bid_above_120_needs_a_marriage_in_the_dealt_hand() {
    // Борис's ten cards: the eight he played + 10♦ passed to Аня + K♣ passed to Вера.
    let record = |talon: &str, auction: i64, bid: i64| {
        json!({ "declarer": P[B], "bid": bid, "auction": auction, "play": {
            "talon": talon, "passed": { P[A]: "10D", P[C]: "KC" }, "tricks": HEARTS_DEAL } })
    };
    // Talon Q♥ 10♦ 9♦: his seven dealt cards held K♥ without Q♥ — no marriage for 125.
    let e = fails(&[record("QH 10D 9D", 125, 125)]);
    assert_eq!(e.rule, "thousand.bid.marriage");
    assert_eq!(e.player.as_deref(), Some(P[B]));
    // He may still raise to 125 after the talon completed the marriage.
    assert_eq!(play(&[record("QH 10D 9D", 120, 125)]).totals[B], 125);
    // Talon A♥ 10♦ 9♦: he was dealt K♥ Q♥ and may bid 125 in the auction.
    assert_eq!(play(&[record("AH 10D 9D", 125, 125)]).totals[B], 125);
}

#[test]
fn a_contract_above_120_needs_a_marriage_among_the_ten_cards() {
    let record = |bid: i64| {
        json!({ "declarer": P[B], "bid": bid, "auction": 105, "play": {
            "passed": { P[A]: "9D", P[C]: "JD" }, "tricks": NO_MARRIAGE_DEAL } })
    };
    assert_eq!(play(&[record(120)]).totals[B], 120);
    assert_eq!(fails(&[record(125)]).rule, "thousand.bid.marriage");
}

// ---------------------------------------------------------------------------------------------
// 3. The referee on full play records

#[test]
fn a_legal_record_scores_from_its_tricks_and_marriages() {
    let r = play(&[full(&HEARTS_DEAL, 180)]);
    // Борис 80 + ♥ 100 = 180 made; Вера 40; Аня 0 (a bolt).
    assert_eq!(r.rows[0].scored.scores, vec![0, 180, 40]);
    assert_eq!(marks(&r, 0, A), vec!["bolt"]);
    let r = play(&[full(&DIAMONDS_DEAL, 110)]);
    // Борис 14 + ♦ 80 = 94 < 110; Вера 106 → 105.
    assert_eq!(r.rows[0].scored.scores, vec![0, -110, 105]);
}

#[test]
fn the_engine_reconstructs_hands_and_counts_tricks() {
    let o = ThousandOptions::default();
    let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
    let out = referee(&rules, &engine_record(&HEARTS_DEAL, B)).unwrap();
    assert_eq!(out.points, vec![0, 80, 40]);
    assert_eq!(out.tricks, vec![0, 5, 3]);
    assert_eq!(out.winners, vec![B, C, B, B, B, B, C, C]);
    let hand = |s: usize| {
        let mut v: Vec<String> = out.hands[s].iter().map(|c| c.ascii()).collect();
        v.sort();
        v.join(" ")
    };
    let sorted = |s: &str| {
        let mut v: Vec<&str> = s.split(' ').collect();
        v.sort();
        v.join(" ")
    };
    assert_eq!(hand(B), sorted("AH KH QH AS 10S AC JD 9D"));
    assert_eq!(hand(C), sorted("10H JH 9H KS QS 10C KC AD"));
    assert_eq!(hand(A), sorted("JS 9S QC JC 9C 10D KD QD"));
    assert_eq!(out.calls.len(), 1);
    assert_eq!(out.calls[0].0, 2);
    assert_eq!(out.calls[0].1, B);
}

#[test]
fn a_renege_on_the_led_suit_is_named_with_the_card_that_proves_it() {
    // Вера plays 9♣ on the A♥ lead although she holds 10♥ (and plays it at trick 2).
    let t = with_tricks(&HEARTS_DEAL, 0, "AH 9C 9H");
    let e = fails(&[full_owned(&t, 120)]);
    assert_eq!(e.rule, "thousand.play.follow-suit");
    assert_eq!(e.trick, Some(1));
    assert_eq!(e.player.as_deref(), Some(P[C]));
    assert_eq!(e.card.as_deref(), Some("9♣"));
    assert!(
        e.message().starts_with("trick 1: Вера played 9♣ on a ♥ lead but held 10♥ (played at trick 2)"),
        "{}",
        e.message()
    );
    assert_eq!(e.entry, Some(1));
}

#[test]
fn a_player_void_in_the_led_suit_must_trump_once_a_marriage_made_one() {
    // Аня discards Q♣ on the A♥ lead while holding J♦ (trump since Борис's ♦ marriage).
    let mut t = with_tricks(&DIAMONDS_DEAL, 2, "AH 10D QC");
    t[7] = "KC JD JH".into();
    let e = fails(&[full_owned(&t, 110)]);
    assert_eq!(e.rule, "thousand.play.trump");
    assert_eq!((e.trick, e.player.as_deref()), (Some(3), Some(P[A])));
    assert!(e.message().contains("but held J♦ (played at trick 8)"), "{}", e.message());
}

#[test]
fn there_is_no_trump_before_the_first_marriage() {
    // The same hands with K♦ led without the call: Борис discards Q♦ on the ♠ lead and it
    // does not win; Вера's A♠ does, and the rest of the record follows from that.
    let o = ThousandOptions::default();
    let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
    let tricks = ["KD AD 9D", "AS 9S QD"];
    let rec = engine_record(&tricks, B);
    // Only two tricks: the referee refuses the count, but a single trick's winner is checked below.
    assert!(referee(&rules, &rec).is_err());
    use kozyr::engine::{TrickRules, TrickView};
    let cards: Vec<Card> = ["AS", "9S", "QD"].iter().map(|c| c.parse().unwrap()).collect();
    let view = TrickView { number: 2, leader: C, cards: &cards, seats: &[C, A, B] };
    assert_eq!(rules.winner(&rules.start(), &view), 0, "no trump: the highest ♠ wins");
    // And Аня, void in ♥ before any marriage, may discard anything (trick 1 of HEARTS_DEAL).
    play(&[full(&HEARTS_DEAL, 120)]);
}

#[test]
fn a_trump_wins_and_a_second_marriage_changes_trump() {
    // The demo deal: Борис declares ♥ at trick 1 and ♣ at trick 3. At trick 5 Вера's 10♣ on the
    // 10♥ lead wins because clubs are trump now; with ♥ still trump Борис's 10♥ would.
    let tricks = ["KH! 9C 9H", "AH JC JH", "QC! AC 9D", "KS JD AS", "10H 10C QD", "QS KD 10S", "KC 9S 10D", "QH JS AD"];
    let o = ThousandOptions::default();
    let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
    let out = referee(&rules, &engine_record(&tricks, B)).unwrap();
    assert_eq!(out.winners[4], C);
    let r = play(&[full(&tricks, 240)]);
    assert!(r.rows[0].scored.scores[B] == 240 || r.rows[0].scored.scores[B] == -240);
    // Marriages ♥ and ♣ (160) both go to Борис.
    let pts = out.points[B] as i64 + 160;
    assert_eq!(r.rows[0].scored.scores[B], if pts >= 240 { 240 } else { -240 });
}

#[test]
fn the_void_rule_follows_the_trump_in_force() {
    use kozyr::cards::{CardBag, Suit};
    use kozyr::engine::{TrickRules, TrickView};
    let o = ThousandOptions::default();
    let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
    let card = |c: &str| c.parse::<Card>().unwrap();
    // Аня, void in ♠, holds K♥ and 9♦ and discards 9♦ on the A♠ lead.
    let hand: CardBag = [card("KH"), card("9D")].into_iter().collect();
    let led = [card("AS")];
    let view = TrickView { number: 5, leader: B, cards: &led, seats: &[B] };
    let play = Play::new(card("9D"));
    let mut st = rules.start();
    assert!(rules.check(&st, &view, A, &hand, play).is_ok(), "no marriage yet: no trump");
    st.trump = Some(Suit::Hearts);
    assert_eq!(rules.check(&st, &view, A, &hand, play).unwrap_err().rule, "thousand.play.trump");
    // A second marriage moved trump to ♣: the old trump ♥ is an ordinary suit again.
    st.trump = Some(Suit::Clubs);
    assert!(rules.check(&st, &view, A, &hand, play).is_ok());
    st.trump = Some(Suit::Diamonds);
    assert!(rules.check(&st, &view, A, &hand, play).is_ok(), "9♦ is itself a trump");
}

#[test]
fn a_marriage_is_declared_only_on_lead_with_a_king_or_queen_whose_partner_is_held() {
    let t = with_tricks(&HEARTS_DEAL, 1, "KH 10H! JC");
    assert_eq!(fails(&[full_owned(&t, 120)]).rule, "thousand.marriage.on-lead");
    let t = with_tricks(&HEARTS_DEAL, 0, "AH! 9H 9C");
    assert_eq!(fails(&[full_owned(&t, 120)]).rule, "thousand.marriage.king-or-queen");
    // Q♥! at trick 4: K♥ went at trick 2.
    let t = with_tricks(&HEARTS_DEAL, 3, "QH! JH QC");
    let e = fails(&[full_owned(&t, 120)]);
    assert_eq!((e.rule.as_str(), e.trick), ("thousand.marriage.partner", Some(4)));
}

#[test]
fn a_marriage_on_the_first_lead_is_allowed_unless_the_option_forbids_it() {
    play(&[full(&DIAMONDS_DEAL, 110)]);
    let e = fails_with(json!({ "marriage_on_first_lead": false }), &[full(&DIAMONDS_DEAL, 110)]);
    assert_eq!((e.rule.as_str(), e.trick), ("thousand.marriage.first-lead", Some(1)));
    // A later marriage is still fine under that option.
    play_with(json!({ "marriage_on_first_lead": false }), &[full(&HEARTS_DEAL, 120)]);
}

#[test]
fn malformed_records_are_refused() {
    // A♥ played twice.
    let t = with_tricks(&HEARTS_DEAL, 7, "KC QD AH");
    let e = fails(&[full_owned(&t, 120)]);
    assert_eq!((e.rule.as_str(), e.trick), ("thousand.play.duplicate-card", Some(8)));
    // Seven tricks.
    let e = fails(&[full(&HEARTS_DEAL[..7], 120)]);
    assert_eq!(e.rule, "thousand.play.card-count");
    assert!(e.message().contains("K♣") && e.message().contains("Q♦") && e.message().contains("9♦"), "{}", e.message());
    // A seven is not in the deck.
    let t = with_tricks(&HEARTS_DEAL, 7, "KC QD 7D");
    assert_eq!(fails(&[full_owned(&t, 120)]).rule, "thousand.play.not-in-deck");
    // Two cards in a trick.
    let t = with_tricks(&HEARTS_DEAL, 7, "KC QD");
    assert_eq!(fails(&[full_owned(&t, 120)]).rule, "thousand.play.trick-size");
    // Unknown field in the play object.
    let e = fails(&[json!({ "declarer": P[B], "bid": 120, "play": { "tricks": HEARTS_DEAL, "trump": "hearts" } })]);
    assert_eq!(e.rule, "thousand.play.format");
}

#[test]
fn plays_named_by_player_must_be_in_turn() {
    let mut t: Vec<Value> = HEARTS_DEAL.iter().map(|s| json!(s)).collect();
    t[0] = json!([format!("{}:AH", P[B]), format!("{}:9H", P[C]), format!("{}:9C", P[A])]);
    play(&[json!({ "declarer": P[B], "bid": 120, "play": { "tricks": t.clone() } })]);
    // Trick 2 was won by Вера: she leads trick 3, not Борис.
    t[2] = json!([format!("{}:KS", P[B]), format!("{}:9S", P[A]), format!("{}:AS", P[C])]);
    let e = fails(&[json!({ "declarer": P[B], "bid": 120, "play": { "tricks": t } })]);
    assert_eq!((e.rule.as_str(), e.trick, e.player.as_deref()), ("thousand.play.out-of-turn", Some(3), Some(P[B])));
}

#[test]
fn the_text_form_reads_headers_and_numbered_tricks() {
    let text = format!(
        "talon: AH 10D 9D\npassed: {}=10D, {}=KC\n{}",
        P[A],
        P[C],
        HEARTS_DEAL.iter().enumerate().map(|(i, t)| format!("{}. {t}", i + 1)).collect::<Vec<_>>().join("\n")
    );
    let r = play(&[json!({ "declarer": P[B], "bid": 125, "play": text })]);
    assert_eq!(r.totals, vec![0, 125, 40]);
}

#[test]
fn talon_and_passed_cards_must_agree_with_the_record() {
    let rec = |talon: Value, passed: Value| json!({ "declarer": P[B], "bid": 120, "play": { "talon": talon, "passed": passed, "tricks": HEARTS_DEAL } });
    let ok_passed = json!({ P[A]: "10D", P[C]: "KC" });
    play(&[rec(json!("AH 10D 9D"), ok_passed.clone())]);
    assert_eq!(fails(&[rec(json!("AH 10D"), ok_passed.clone())]).rule, "thousand.talon.size");
    // J♥ was played by Вера and not passed to her: Борис never held it.
    let e = fails(&[rec(json!("JH 10D 9D"), ok_passed.clone())]);
    assert_eq!((e.rule.as_str(), e.card.as_deref()), ("thousand.talon.cards", Some("J♥")));
    // Аня never played K♣, so it was not passed to her.
    let e = fails(&[rec(json!("AH 10D 9D"), json!({ P[A]: "KC", P[C]: "10D" }))]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("thousand.talon.passed", Some(P[A])));
    assert_eq!(fails(&[rec(json!("AH 10D 9D"), json!({ P[A]: "10D" }))]).rule, "thousand.talon.passed");
    assert_eq!(fails(&[rec(json!("AH 10D 9D"), json!({ P[A]: "10D", P[B]: "KC" }))]).rule, "thousand.talon.passed");
}

#[test]
fn without_the_passed_cards_the_talon_is_checked_against_what_each_player_played() {
    let rec = |talon: &str| json!({ "declarer": P[B], "bid": 120, "play": { "talon": talon, "tricks": HEARTS_DEAL } });
    // 10♦ (Аня) and K♣ (Вера) can have been passed, one to each.
    play(&[rec("AH 10D KC")]);
    // 10♦ and Q♦ were both played by Аня: she cannot have received both.
    let e = fails(&[rec("AH 10D QD")]);
    assert_eq!((e.rule.as_str(), e.card.as_deref()), ("thousand.talon.cards", Some("Q♦")));
}

#[test]
fn a_talon_naming_one_card_twice_is_refused() {
    let e = fails(&[json!({ "declarer": P[B], "bid": 120, "play": {
        "talon": "AH AH 9D", "passed": { P[A]: "10D", P[C]: "KC" }, "tricks": HEARTS_DEAL } })]);
    assert_eq!(e.rule, "thousand.talon.size");
}

#[test]
fn passed_cards_go_to_two_different_opponents() {
    // Names are matched without regard to case: "аня" is Аня.
    let e = fails(&[json!({ "declarer": P[B], "bid": 120, "play": {
        "passed": { P[A]: "10D", "аня": "QD" }, "tricks": HEARTS_DEAL } })]);
    assert_eq!(e.rule, "thousand.talon.passed");
}

#[test]
fn quick_and_full_entry_of_one_deal_must_agree() {
    let both = |points: [i64; 3], marriages: Value| {
        json!({ "declarer": P[B], "bid": 120, "points": { P[0]: points[0], P[1]: points[1], P[2]: points[2] },
                "marriages": marriages, "play": { "tricks": HEARTS_DEAL } })
    };
    let r = play(&[both([0, 80, 40], json!({ P[B]: ["hearts"] }))]);
    assert_eq!(r.totals, vec![0, 120, 40]);
    let e = fails(&[both([0, 75, 45], json!({ P[B]: ["hearts"] }))]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("thousand.entry.disagree", Some(P[B])));
    assert_eq!(fails(&[both([0, 80, 40], json!({ P[C]: ["hearts"] }))]).rule, "thousand.entry.disagree");
    assert_eq!(fails(&[both([0, 80, 40], json!({}))]).rule, "thousand.entry.disagree");
}

// ---------------------------------------------------------------------------------------------
// 4. The score sheet

/// Аня declares and makes 120 (80 card points and ♥); Борис takes 40, Вера nothing.
fn opp40() -> Value {
    wed(q(A, 120, [80, 40, 0]), A, &["hearts"])
}

/// Борис made 300 twice, then `last`: on the barrel after the third deal (Аня and Вера 60).
fn borys_to_the_barrel(last: i64) -> Vec<Value> {
    vec![made(B, 300), made(B, 300), made(B, last)]
}

#[test]
fn reaching_the_line_puts_a_player_on_the_barrel_capped_at_the_line() {
    let r = play(&borys_to_the_barrel(350)); // 950 is written as 900
    assert_eq!(r.totals, vec![60, 900, 60]);
    assert_eq!(r.rows[2].scored.scores[B], 300);
    assert!(marks(&r, 2, B).contains(&"barrel"));
    assert!(steps(&r, 2).contains(&"thousand.barrel.climb"));
    assert_eq!(r.winner, None);
    // From 850 a contract that would reach 1050 wins nothing either: he sits at 900.
    let r = play(&[made(B, 300), made(B, 300), made(B, 250), made(B, 200)]);
    assert_eq!(r.totals[B], 900);
    assert!(!r.finished);
}

#[test]
fn an_opponent_on_the_barrel_writes_nothing_and_gets_no_bolt() {
    let mut deals = borys_to_the_barrel(300);
    deals.push(opp40()); // Борис's 40 is not written
    deals.push(q(A, 120, [100, 0, 20])); // Борис writes 0: no bolt on the barrel
    let r = play(&deals);
    assert_eq!(r.rows[3].scored.scores, vec![120, 0, 0]);
    assert!(steps(&r, 3).contains(&"thousand.barrel.opponent"));
    assert!(!marks(&r, 3, B).contains(&"bolt") && !marks(&r, 4, B).contains(&"bolt"));
    assert!(marks(&r, 3, C).contains(&"bolt"));
    assert_eq!(r.totals[B], 900);
}

#[test]
fn three_deals_on_the_barrel_then_a_fall_to_800() {
    let mut deals = borys_to_the_barrel(300);
    deals.push(made(A, 120));
    deals.push(made(C, 120));
    let r = play(&deals);
    // The deal that put him there is not one of the three: two deals later he still sits.
    assert_eq!(r.totals[B], 900);
    assert!(steps(&r, 4).contains(&"thousand.barrel.deal"));
    deals.push(made(A, 120));
    let r = play(&deals);
    assert_eq!(r.totals[B], 800);
    assert!(steps(&r, 5).contains(&"thousand.barrel.time"));
    assert!(marks(&r, 5, B).contains(&"barrel-fall"));
    // Off the barrel, he writes opponent points again.
    deals.push(made(A, 120));
    assert_eq!(play(&deals).totals[B], 820);
}

#[test]
fn barrel_options_change_where_the_player_falls() {
    let mut deals = borys_to_the_barrel(300);
    deals.extend([made(A, 120), made(C, 120), made(A, 120)]);
    assert_eq!(play_with(json!({ "barrel_fall_to": 700 }), &deals).totals[B], 700);
    assert_eq!(play_with(json!({ "barrel_penalty": -120 }), &deals).totals[B], 780);
    let two = play_with(json!({ "barrel_deals": 2 }), &deals[..5]);
    assert_eq!(two.totals[B], 800);
}

#[test]
fn a_failed_contract_on_the_barrel_costs_the_line_minus_the_contract() {
    let mut deals = borys_to_the_barrel(300);
    deals.push(failed(B, 120));
    let r = play(&deals);
    assert_eq!(r.totals[B], 780);
    assert!(steps(&r, 3).contains(&"thousand.barrel.failed-contract"));
    // Off the barrel: opponent points are written again.
    deals.push(opp40());
    assert_eq!(play(&deals).totals[B], 820);
    // A concession on the barrel is a failed contract too.
    let mut deals = borys_to_the_barrel(300);
    deals.push(json!({ "declarer": P[B], "bid": 130, "conceded": true }));
    assert_eq!(play(&deals).totals[B], 770);
}

#[test]
fn a_declarer_on_the_barrel_wins_by_making_his_contract() {
    let mut deals = borys_to_the_barrel(300);
    deals.push(made(B, 105));
    let r = play(&deals);
    // 900 + 105 ≥ 1000: any contract made from the 900 line wins.
    assert_eq!(r.winner, Some(B));
    assert!(r.finished);
    assert_eq!(r.totals[B], 1005);
    assert_eq!(r.rows[3].scored.scores, vec![20, 105, 20]);
    assert!(steps(&r, 3).contains(&"thousand.barrel.win"));
}

#[test]
fn the_barrel_at_880_needs_a_120_contract() {
    let o = json!({ "barrel_at": 880 });
    let mut deals = vec![made(B, 300), made(B, 300), made(B, 280)];
    deals.push(made(B, 115));
    let r = play_with(o.clone(), &deals);
    assert_eq!(r.totals[B], 880);
    assert!(steps(&r, 3).contains(&"thousand.barrel.short"));
    deals.push(made(B, 120));
    let r = play_with(o.clone(), &deals);
    assert_eq!((r.winner, r.totals[B], r.finished), (Some(B), 1000, true));
    assert_eq!(r.rows[4].scored.scores[B], 120);
    // Nothing may be recorded after the win.
    deals.push(made(A, 120));
    let e = fails_with(o, &deals);
    assert_eq!((e.rule.as_str(), e.entry), ("match.finished", Some(6)));
}

#[test]
fn a_newcomer_knocks_the_sitter_off_the_barrel() {
    let deals = [
        made(B, 300),
        made(B, 300),
        made(A, 300),
        made(A, 300), // Аня 640, Борис 640, Вера 80
        made(B, 300), // Борис 940 → 900 on the barrel
        made(A, 240), // Аня 880 + 20? no: 640 + 20 + 240 = 900
    ];
    let r = play(&deals);
    assert_eq!(r.rows[4].scored.totals, vec![660, 900, 100]);
    assert_eq!(r.totals, vec![900, 800, 120]);
    assert!(steps(&r, 5).contains(&"thousand.barrel.knocked-off"));
    assert!(marks(&r, 5, B).contains(&"barrel-fall"));
    assert!(marks(&r, 5, A).contains(&"barrel"));
}

#[test]
fn only_a_declarer_wins() {
    // Вера on the barrel takes every card point and a marriage as an opponent: nothing written.
    let mut deals = vec![made(C, 300), made(C, 300), made(C, 300)];
    deals.push(wed(q(A, 105, [0, 0, 120]), C, &["hearts"]));
    let r = play(&deals);
    assert_eq!((r.totals[C], r.winner), (900, None));
}

#[test]
fn three_bolts_cost_120_and_the_count_restarts() {
    let zero = || q(B, 120, [0, 100, 20]); // Аня writes 0
    let r = play(&[zero(), zero()]);
    assert_eq!(r.totals[A], 0);
    let r = play(&[zero(), zero(), zero()]);
    assert_eq!(r.totals[A], -120);
    assert_eq!(r.rows[2].scored.scores[A], -120);
    assert!(steps(&r, 2).contains(&"thousand.bolt.three"));
    let r = play(&[zero(), zero(), zero(), zero(), zero()]);
    assert_eq!(r.totals[A], -120, "two more bolts are not yet three");
    let r = play(&[zero(), zero(), zero(), zero(), zero(), zero()]);
    assert_eq!(r.totals[A], -240);
}

#[test]
fn points_that_round_to_zero_are_a_bolt_but_a_failed_declarer_is_not_bolted() {
    let r = play(&[q(B, 120, [2, 98, 20])]);
    assert_eq!(r.rows[0].scored.scores[A], 0);
    assert_eq!(marks(&r, 0, A), vec!["bolt"]);
    let r = play(&[failed(B, 120), failed(B, 120), failed(B, 120)]);
    assert_eq!(r.totals[B], -360);
    assert!(!marks(&r, 2, B).contains(&"bolt"));
}

#[test]
fn bolts_need_not_be_consecutive_unless_the_option_says_so() {
    let zero = q(B, 120, [0, 100, 20]);
    let some = q(B, 120, [20, 100, 0]);
    let deals = [zero.clone(), zero.clone(), some, zero];
    // Аня: 0, 0, 20, 0 → third bolt at deal 4: 20 − 120.
    assert_eq!(play(&deals).totals[A], -100);
    let r = play_with(json!({ "bolts_consecutive": true }), &deals);
    assert_eq!(r.totals[A], 20);
    assert!(steps(&r, 2).contains(&"thousand.bolt.consecutive"));
}

#[test]
fn a_total_of_exactly_555_is_reset_to_0() {
    let deals = [made(A, 300), made(A, 255)];
    let r = play(&deals);
    assert_eq!(r.totals[A], 0);
    assert_eq!(r.rows[1].scored.scores[A], -300);
    assert!(steps(&r, 1).contains(&"thousand.reset-555"));
    assert_eq!(play_with(json!({ "reset_555": false }), &deals).totals[A], 555);
    // −555 stays unless the variant is on.
    let down = [failed(A, 300), failed(A, 255)];
    assert_eq!(play(&down).totals[A], -555);
    assert_eq!(play_with(json!({ "reset_minus_555": true }), &down).totals[A], 0);
}

fn penalty(who: usize, reason: &str, points: Option<i64>) -> Value {
    match points {
        Some(p) => json!({ "penalty": { "player": P[who], "reason": reason, "points": p } }),
        None => json!({ "penalty": { "player": P[who], "reason": reason } }),
    }
}

#[test]
fn penalties_misdeal_and_three_nines_cost_100() {
    let r = play(&[penalty(A, "misdeal", None), penalty(C, "three-nines", None)]);
    assert_eq!(r.totals, vec![-100, 0, -100]);
    assert!(steps(&r, 0).contains(&"thousand.penalty"));
    // A penalty is not a deal: the dealer does not move (Аня still deals the first deal).
    let r = play(&[penalty(A, "misdeal", None), q(A, 100, [120, 0, 0])]);
    assert_eq!(r.totals[A], 0);
}

#[test]
fn a_penalty_for_another_reason_needs_its_points() {
    assert_eq!(fails(&[penalty(A, "dropped a card", None)]).rule, "thousand.penalty.reason");
    assert_eq!(play(&[penalty(A, "dropped a card", Some(-50))]).totals[A], -50);
    assert_eq!(fails(&[penalty(A, "misdeal", Some(0))]).rule, "thousand.penalty.points");
    assert_eq!(fails(&[penalty(A, "misdeal", Some(-1005))]).rule, "thousand.penalty.points");
}

#[test]
fn a_penalty_on_the_barrel_takes_the_player_off_it() {
    let mut deals = borys_to_the_barrel(300);
    deals.push(penalty(B, "misdeal", None));
    let r = play(&deals);
    assert_eq!(r.totals[B], 800);
    assert!(steps(&r, 3).contains(&"thousand.penalty.barrel"));
    // Off the barrel: his opponent points count again.
    deals.push(opp40());
    assert_eq!(play(&deals).totals[B], 840);
}

#[test]
fn a_void_removes_an_entry_from_the_totals() {
    let r = play(&[made(B, 120), made(C, 150), json!({ "void": 2 })]);
    assert_eq!(r.totals, vec![20, 120, 20]);
    assert_eq!(r.rows[1].voided_by, Some(3));
    assert_eq!(r.rows[2].voids, Some(2));
    // A void may also undo the winning deal, after which play goes on.
    let mut deals = borys_to_the_barrel(300);
    deals.push(made(B, 120));
    deals.push(json!({ "void": 4 }));
    deals.push(made(A, 120));
    let r = play(&deals);
    assert_eq!((r.winner, r.totals[B]), (None, 900));
}

#[test]
fn totals_are_the_running_sum_of_scores() {
    let mut deals = borys_to_the_barrel(350);
    deals.extend([opp40(), failed(C, 150), penalty(A, "misdeal", None), made(A, 200)]);
    let r = play(&deals);
    let mut sum = vec![0i64; 3];
    for row in &r.rows {
        for (total, score) in sum.iter_mut().zip(&row.scored.scores) {
            *total += score;
        }
        assert_eq!(sum, row.scored.totals, "entry {}", row.number);
    }
    assert_eq!(sum, r.totals);
}

// ---------------------------------------------------------------------------------------------
// 5. Every rule id

fn option_error(options: Value) -> RuleError {
    fails_with(options, &[q(B, 120, [0, 120, 0])])
}

#[test]
fn options_are_checked() {
    assert_eq!(option_error(json!({ "bidstep": 10 })).rule, "thousand.option.unknown");
    assert_eq!(option_error(json!({ "bid_step": "ten" })).rule, "thousand.option.value");
    for bad in [
        json!({ "bid_step": 7 }),
        json!({ "barrel_at": 1000 }),
        json!({ "barrel_deals": 0 }),
        json!({ "barrel_fall_to": 950 }),
        json!({ "barrel_penalty": 20 }),
        json!({ "barrel_fall_to": 800, "barrel_penalty": -120 }),
    ] {
        let e = option_error(bad.clone());
        assert!(
            RULE_IDS.iter().any(|id| *id == e.rule),
            "{bad} is refused under {}, which is not a documented rule id",
            e.rule
        );
        assert!(e.rule.starts_with("thousand.option."));
    }
}

/// A case that must be refused under `rule`.
fn error_cases() -> Vec<(&'static str, Value, Vec<Value>)> {
    let d = |v: Vec<Value>| v;
    let none = json!({});
    let t = |at: usize, trick: &str| full_owned(&with_tricks(&HEARTS_DEAL, at, trick), 120);
    let rec = |talon: &str, passed: Value| json!({ "declarer": P[B], "bid": 120, "play": { "talon": talon, "passed": passed, "tricks": HEARTS_DEAL } });
    let mut auction = q(B, 120, [0, 120, 0]);
    auction["auction"] = json!(130);
    vec![
        ("thousand.deal.format", none.clone(), d(vec![json!({ "declarer": P[B], "bid": 120, "contract": 120 })])),
        ("thousand.deal.declarer", none.clone(), d(vec![json!({ "bid": 120, "points": { P[B]: 120 } })])),
        ("thousand.deal.bid", none.clone(), d(vec![json!({ "declarer": P[B], "points": { P[B]: 120 } })])),
        ("thousand.deal.points", none.clone(), d(vec![json!({ "declarer": P[B], "bid": 120 })])),
        ("thousand.bid.opening", none.clone(), d(vec![q(B, 90, [0, 120, 0])])),
        ("thousand.bid.step", none.clone(), d(vec![q(B, 121, [0, 120, 0])])),
        ("thousand.bid.max", none.clone(), d(vec![q(B, 500, [0, 120, 0])])),
        ("thousand.bid.raise", none.clone(), d(vec![auction])),
        ("thousand.bid.dealer-opens", none.clone(), d(vec![q(C, 100, [0, 0, 120])])),
        (
            "thousand.bid.marriage",
            none.clone(),
            d(vec![json!({ "declarer": P[B], "bid": 125, "play": {
                "passed": { P[A]: "9D", P[C]: "JD" }, "tricks": NO_MARRIAGE_DEAL } })]),
        ),
        ("thousand.points.sum", none.clone(), d(vec![q(B, 120, [0, 100, 0])])),
        ("thousand.points.range", none.clone(), d(vec![q(B, 120, [0, 130, -10])])),
        ("thousand.points.impossible", none.clone(), d(vec![q(B, 120, [0, 119, 1])])),
        ("thousand.marriage.suit", none.clone(), d(vec![wed(q(B, 120, [0, 120, 0]), B, &["trumps"])])),
        (
            "thousand.marriage.twice",
            none.clone(),
            d(vec![wed(wed(q(B, 120, [0, 120, 0]), B, &["hearts"]), A, &["hearts"])]),
        ),
        ("thousand.marriage.on-lead", none.clone(), d(vec![t(1, "KH 10H! JC")])),
        ("thousand.marriage.king-or-queen", none.clone(), d(vec![t(0, "AH! 9H 9C")])),
        ("thousand.marriage.partner", none.clone(), d(vec![t(3, "QH! JH QC")])),
        (
            "thousand.marriage.first-lead",
            json!({ "marriage_on_first_lead": false }),
            d(vec![full(&DIAMONDS_DEAL, 110)]),
        ),
        (
            "thousand.concede.no-play",
            none.clone(),
            d(vec![json!({ "declarer": P[B], "bid": 120, "conceded": true, "marriages": {} })]),
        ),
        (
            "thousand.play.format",
            none.clone(),
            d(vec![json!({ "declarer": P[B], "bid": 120, "play": { "tricks": HEARTS_DEAL, "lead": "x" } })]),
        ),
        ("thousand.play.trick-size", none.clone(), d(vec![t(2, "KS 9S AS JS")])),
        ("thousand.play.follow-suit", none.clone(), d(vec![t(0, "AH 9C 9H")])),
        (
            "thousand.play.trump",
            none.clone(),
            d(vec![full_owned(
                &{
                    let mut x = with_tricks(&DIAMONDS_DEAL, 2, "AH 10D QC");
                    x[7] = "KC JD JH".into();
                    x
                },
                110,
            )]),
        ),
        ("thousand.play.card-count", none.clone(), d(vec![full(&HEARTS_DEAL[..6], 120)])),
        ("thousand.play.duplicate-card", none.clone(), d(vec![t(7, "KC QD KC")])),
        ("thousand.play.not-in-deck", none.clone(), d(vec![t(7, "KC QD 8D")])),
        (
            "thousand.play.out-of-turn",
            none.clone(),
            d(vec![
                json!({ "declarer": P[B], "bid": 120, "play": { "tricks": with_tricks(&HEARTS_DEAL, 0, "Вера:AH 9H 9C") } }),
            ]),
        ),
        ("thousand.talon.size", none.clone(), d(vec![rec("AH 10D 9D KD", json!({ P[A]: "10D", P[C]: "KC" }))])),
        ("thousand.talon.cards", none.clone(), d(vec![rec("AH 10D JH", json!({ P[A]: "10D", P[C]: "KC" }))])),
        ("thousand.talon.passed", none.clone(), d(vec![rec("AH 10D 9D", json!({ P[A]: "KC", P[C]: "10D" }))])),
        (
            "thousand.entry.disagree",
            none.clone(),
            d(vec![
                json!({ "declarer": P[B], "bid": 120, "points": { P[B]: 120 }, "play": { "tricks": HEARTS_DEAL } }),
            ]),
        ),
        ("thousand.penalty.reason", none.clone(), d(vec![penalty(B, "slow", None)])),
        ("thousand.penalty.points", none.clone(), d(vec![penalty(B, "slow", Some(5000))])),
        ("thousand.penalty.sign", none.clone(), d(vec![penalty(B, "misdeal", Some(100))])),
        ("thousand.penalty.step", none.clone(), d(vec![penalty(B, "slow", Some(-7))])),
        ("thousand.option.unknown", json!({ "target": 1000 }), d(vec![])),
        ("thousand.option.value", json!({ "reset_555": "yes" }), d(vec![])),
    ]
}

/// Ids that name a step of the score sheet rather than a refusal; each must show up in the
/// explanation of some replay.
const SHEET_IDS: &[&str] = &[
    "thousand.score.card-points",
    "thousand.score.declarer-made",
    "thousand.score.declarer-failed",
    "thousand.score.opponent-rounding",
    "thousand.concede",
    "thousand.barrel.climb",
    "thousand.barrel.opponent",
    "thousand.barrel.deal",
    "thousand.barrel.time",
    "thousand.barrel.win",
    "thousand.barrel.short",
    "thousand.barrel.failed-contract",
    "thousand.barrel.knocked-off",
    "thousand.bolt",
    "thousand.bolt.three",
    "thousand.bolt.consecutive",
    "thousand.reset-555",
    "thousand.penalty",
    "thousand.penalty.barrel",
];

#[test]
fn every_error_rule_id_is_triggered_by_a_case() {
    let mut seen = BTreeSet::new();
    for (rule, options, deals) in error_cases() {
        let e = match run(&doc(options, &deals)) {
            Ok(_) => panic!("{rule}: accepted"),
            Err(e) => e,
        };
        assert_eq!(e.rule, rule, "{}", e.message());
        seen.insert(e.rule);
    }
    // The engine's first-leader check is reachable only through the engine API.
    let o = ThousandOptions::default();
    let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
    let v = referee(&rules, &engine_record(&HEARTS_DEAL, 3)).unwrap_err();
    let e = RuleError::from_violation("thousand", &v, &P.map(String::from));
    assert_eq!(e.rule, "thousand.play.first-leader");
    seen.insert(e.rule);
    // A stored state no replay of the match can have left is met only by a replay resumed from it.
    let doc = MatchDoc::parse(&doc(json!({}), &[]).to_string()).expect("match");
    let (game, setup) = kozyr::games::setup_of(&doc).expect("setup");
    seen.insert(game.replay_from(&setup, Some(&json!({"sheet": 1})), &[]).expect_err("refused").rule);

    let missing: Vec<&str> =
        RULE_IDS.iter().copied().filter(|id| !SHEET_IDS.contains(id) && !seen.contains(*id)).collect();
    assert!(missing.is_empty(), "error rule ids no test triggers: {missing:?}");
}

/// Matches that between them explain every step of the score sheet.
fn sheet_replays() -> Vec<Replay> {
    let mut deals = borys_to_the_barrel(300);
    deals.extend([opp40(), made(A, 120), made(C, 120), failed(B, 120)]);
    let mut out = vec![play(&deals)];
    let zero = q(B, 120, [0, 100, 20]);
    let some = q(B, 105, [25, 75, 20]);
    out.push(play_with(json!({ "bolts_consecutive": true }), &[zero.clone(), some, zero.clone(), zero.clone(), zero]));
    out.push(play(&[made(A, 300), made(A, 255), json!({ "declarer": P[C], "bid": 120, "conceded": true })]));
    out.push(play(&[failed(B, 120), penalty(A, "misdeal", None), q(B, 105, [42, 35, 43])]));
    let mut fall = borys_to_the_barrel(300);
    fall.push(failed(B, 120));
    out.push(play(&fall));
    out.push(play(&[made(B, 300), made(B, 300), made(A, 300), made(A, 300), made(B, 300), made(A, 240)]));
    let mut on = borys_to_the_barrel(300);
    on.push(penalty(B, "misdeal", None));
    out.push(play(&on));
    let win = vec![made(B, 300), made(B, 300), made(B, 280), made(B, 115), made(B, 120)];
    out.push(play_with(json!({ "barrel_at": 880 }), &win));
    out
}

#[test]
fn every_sheet_rule_id_appears_in_an_explanation() {
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    for r in sheet_replays() {
        for row in &r.rows {
            seen.extend(row.scored.explain.iter().map(|s| s.rule));
        }
    }
    let missing: Vec<&&str> = SHEET_IDS.iter().filter(|id| !seen.contains(**id)).collect();
    assert!(missing.is_empty(), "sheet rule ids never explained: {missing:?}");
    let unknown: Vec<&&str> = seen.iter().filter(|id| !RULE_IDS.iter().any(|r| r == *id)).collect();
    assert!(unknown.is_empty(), "explained under undocumented ids: {unknown:?}");
}

// ---------------------------------------------------------------------------------------------
// 6. In Russian and Bulgarian

use kozyr::i18n::{Lang, Msg};

/// Every text a sample of matches and refusals shows: summaries, notes, explanation steps, the
/// next deal, and each refusal of `error_cases` and of bad options that Thousand words itself
/// (refusals worded by shared code are that code's to translate).
fn every_text(lang: Lang) -> Vec<String> {
    let mut out = vec![];
    let mut say = |m: &Msg| out.push(m.render(lang));
    for r in sheet_replays() {
        for row in &r.rows {
            say(&row.scored.summary);
            row.scored.notes.iter().for_each(&mut say);
            row.scored.explain.iter().for_each(|s| say(&s.text));
        }
        if let Some(n) = &r.next {
            say(n);
        }
    }
    let mut errors: Vec<RuleError> =
        error_cases().into_iter().filter_map(|(_, options, deals)| run(&doc(options, &deals)).err()).collect();
    for bad in [
        json!({ "bid_step": 7 }),
        json!({ "barrel_at": 1000 }),
        json!({ "barrel_deals": 0 }),
        json!({ "barrel_fall_to": 950 }),
        json!({ "barrel_penalty": 20 }),
        json!({ "barrel_fall_to": 800, "barrel_penalty": -120 }),
    ] {
        errors.push(option_error(bad));
    }
    errors.push(fails(&[wed(q(B, 120, [0, 120, 0]), B, &["hearst"])]));
    errors.push(fails(&[penalty(A, "misdeal", Some(-1005))]));
    let teams = json!({ "game": "thousand", "players": P, "teams": { "Мы": [P[A], P[B]] }, "deals": [] });
    errors.extend(run(&teams).err());
    for e in errors.iter().filter(|e| e.msg.id.starts_with("thousand-") || e.msg.id == "violation") {
        say(&e.msg);
    }
    out
}

/// Runs of four or more Latin letters in a text, leaving out what a user types as it is: `code`
/// spans, flags (`--bid`), `kozyr`, option names (`bid_step`), rule ids, and the inputs of the
/// sample (a misspelt suit, penalty reasons).
fn latin_words(text: &str) -> Vec<String> {
    let typed = ["kozyr", "trumps", "hearst", "slow", "misdeal", "three", "nines"];
    let mut out = vec![];
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            continue; // inside `…`
        }
        for word in
            part.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '(' | ')' | '«' | '»' | '„' | '“'))
        {
            if word.starts_with("--") || word.contains('_') || word.contains('.') {
                continue;
            }
            let mut run = String::new();
            for c in word.chars().chain([' ']) {
                if c.is_ascii_alphabetic() {
                    run.push(c);
                } else {
                    if run.len() >= 4 && !typed.contains(&run.as_str()) {
                        out.push(run.clone());
                    }
                    run.clear();
                }
            }
        }
    }
    out
}

#[test]
fn russian_and_bulgarian_texts_have_no_english_left() {
    for lang in [Lang::Ru, Lang::Bg] {
        let texts = every_text(lang);
        assert!(texts.len() > 150, "{lang}: {} texts", texts.len());
        let english: Vec<(String, Vec<String>)> = texts
            .into_iter()
            .map(|t| (latin_words(&t), t))
            .filter(|(w, _)| !w.is_empty())
            .map(|(w, t)| (t, w))
            .collect();
        assert!(english.is_empty(), "{lang}: English left in {english:#?}");
    }
    // The scan itself finds English.
    assert_eq!(latin_words("Борис took 75 card points (`bid`) --bid bid_step"), vec!["took", "card", "points"]);
}

#[test]
fn a_rule_error_reads_in_russian_and_bulgarian() {
    let e = fails(&[q(B, 112, [0, 120, 0])]);
    assert_eq!(e.rule, "thousand.bid.step");
    assert_eq!(e.message(), "Борис's auction bid 112 is not a step of 5 from 100; 110 or 115 would be");
    assert_eq!(e.msg.render(Lang::Ru), "Борис: ставка в торговле 112 не кратна шагу 5 от 100; подойдёт 110 или 115");
    assert_eq!(
        e.msg.render(Lang::Bg),
        "Борис: обявата от наддаването 112 не е през стъпка 5 от 100; става 110 или 115"
    );
    assert_eq!(
        e.line(Lang::Ru),
        "запись 1: Борис: ставка в торговле 112 не кратна шагу 5 от 100; подойдёт 110 или 115 [thousand.bid.step]"
    );
    // The referee's refusal of a marriage, after the engine's own words.
    let e = fails(&[full_owned(&with_tricks(&HEARTS_DEAL, 3, "QH! JH QC"), 120)]);
    assert_eq!(e.rule, "thousand.marriage.partner");
    assert_eq!(
        e.msg.render(Lang::Ru),
        "взятка 4: Борис кладёт Q♥ с объявлением марьяжа ♥ без K♥ на руке; марьяж — это король и дама одной масти на одной руке"
    );
    assert_eq!(
        e.msg.render(Lang::Bg),
        "взятка 4: Борис игра Q♥ и обяви женитба ♥, без да държи K♥; женитбата е поп и дама от един цвят в една ръка"
    );
}

#[test]
fn card_points_take_the_russian_plural() {
    let text = |r: &Replay, lang: Lang| -> Vec<String> {
        r.rows[0]
            .scored
            .explain
            .iter()
            .filter(|s| s.rule == "thousand.score.card-points")
            .map(|s| s.text.render(lang))
            .collect()
    };
    // 2 = J 9 9, 21 = A 10 9, 5 = J Q 9: each a trick of this deck.
    let r = play(&[q(B, 105, [2, 97, 21])]);
    assert_eq!(
        text(&r, Lang::Ru),
        ["Аня: 2 очка во взятках", "Борис: 97 очков во взятках", "Вера: 21 очко во взятках"]
    );
    assert_eq!(text(&r, Lang::En), ["Аня took 2 card points", "Борис took 97 card points", "Вера took 21 card points"]);
    let r = play(&[wed(q(B, 105, [5, 110, 5]), B, &["hearts"])]);
    assert_eq!(text(&r, Lang::Ru)[0], "Аня: 5 очков во взятках");
    assert_eq!(text(&r, Lang::Ru)[1], "Борис: 110 очков во взятках + марьяж ♥ 100 = 210");
    assert_eq!(text(&r, Lang::Bg)[1], "Борис: 110 точки от карти + женитба ♥ 100 = 210");
    // One deal on the barrel, and the third bolt.
    let mut deals = borys_to_the_barrel(300);
    deals.push(opp40());
    let r = play_with(json!({ "barrel_deals": 1 }), &deals);
    let last = &r.rows[3].scored.explain;
    let fall = last.iter().find(|s| s.rule == "thousand.barrel.time").expect("a fall");
    assert_eq!(fall.text.render(Lang::Ru), "Борис: 1 сдача на бочке, а 1000 не набрано → слетает на 800");
    assert_eq!(fall.text.render(Lang::Bg), "Борис: 1 раздаване на бъчвата без 1000 → пада на 800");
    assert_eq!(fall.text.english(), "Борис: 1 deal on the barrel without reaching 1000 → falls to 800");
}

#[test]
fn the_sheet_says_who_made_what_in_every_language() {
    let r = play(&[
        made(B, 120),
        json!({ "declarer": P[C], "bid": 110, "conceded": true }),
        failed(A, 105),
        penalty(A, "misdeal", None),
    ]);
    let summaries = |lang: Lang| -> Vec<String> { r.rows.iter().map(|row| row.scored.summary.render(lang)).collect() };
    assert_eq!(summaries(Lang::En), ["Борис 120", "Вера 110 conceded", "Аня 105 failed", "penalty: misdeal"]);
    assert_eq!(summaries(Lang::Ru), ["Борис 120", "Вера 110 — расписано", "Аня 105 — недобор", "штраф: ошибка сдачи"]);
    assert_eq!(
        summaries(Lang::Bg),
        ["Борис 120", "Вера 110 — предаде се", "Аня 105 — вътре", "наказание: грешно раздаване"]
    );
    let next = r.next.as_ref().expect("the match goes on");
    assert_eq!(next.english(), "deal 4: Аня deals and opens the bidding at 100");
    assert_eq!(next.render(Lang::Ru), "сдача 4: сдаёт Аня, торговля начинается со 100");
    assert_eq!(next.render(Lang::Bg), "раздаване 4: раздава Аня и открива наддаването от 100");
}

/// The Russian rules page: every rule id, the sheet of the demo match as kozyr writes it in
/// Russian, the referee's refusal word for word, and a trick record written the Russian way.
#[test]
fn the_russian_page_says_what_kozyr_says() {
    use kozyr::games::all;
    let game = all().iter().find(|g| g.info().id == "thousand").expect("Thousand");
    let (page, lang) = game.info().page(Lang::Ru);
    assert_eq!(lang, Lang::Ru, "docs/games/ru/thousand.md is embedded");
    let (english, _) = game.info().page(Lang::En);
    for id in RULE_IDS {
        assert!(english.contains(&format!("`{id}`")), "docs/games/thousand.md does not mention {id}");
        assert!(page.contains(&format!("`{id}`")), "docs/games/ru/thousand.md does not mention {id}");
    }
    for text in [english, page] {
        assert!(!text.to_lowercase().contains("seed") && !text.contains("digest"));
    }

    // The demo's sheet: each entry as the Russian sheet names it starts its row of the page's table.
    let demo = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/examples/thousand-demo.json"))
        .expect("the demo match");
    let r = MatchDoc::parse(&demo).and_then(|d| d.replay()).expect("the demo replays");
    for row in &r.rows {
        let line = format!("| {} | {}", row.number, row.scored.summary.render(Lang::Ru));
        assert!(page.contains(&line), "the page's demo table lacks {line:?}");
    }

    // The renege of the full-entry example: Аня plays 9♦ at trick 2 and J♥ at trick 3.
    let tricks = ["KH! 9C 9H", "AH JC 9D", "QC! AC JH", "KS JD AS", "10H 10C QD", "QS KD 10S", "KC 9S 10D", "QH JS AD"];
    let e = fails(&[json!({ "declarer": P[B], "bid": 240, "play": { "tricks": tricks } })]);
    let said = format!("kozyr: {}", e.line(Lang::Ru));
    assert!(page.replace('\n', " ").contains(&said), "the page does not show {said:?}");

    // The page's trick record, Russian headers and card letters included, is accepted as it stands.
    let start = page.find("# deal.txt").expect("the page's deal.txt");
    let end = start + page[start..].find("```").expect("its end");
    let text = &page[start..end];
    let r = play(&[json!({ "declarer": P[B], "bid": 240, "play": text })]);
    assert_eq!(r.rows[0].scored.scores, vec![0, 240, 35]);
}

/// The command examples under `kozyr deal --help` and `kozyr new --help`, in each language.
#[test]
fn the_examples_are_commands_a_table_can_type() {
    use kozyr::cards::Suit;
    use kozyr::i18n::render_id;
    for lang in Lang::ALL {
        let deal = render_id(lang, "deal-example-thousand");
        let lines: Vec<&str> = deal.lines().collect();
        assert!((2..=4).contains(&lines.len()), "{lang}: {deal}");
        for line in &lines {
            let (command, comment) = line.split_once("  # ").unwrap_or_else(|| panic!("{lang}: no comment in {line}"));
            assert!(command.starts_with("kozyr deal --declarer ") && !comment.is_empty(), "{lang}: {line}");
            if let Some((_, m)) = command.split_once("--marriage Борис:") {
                assert_eq!(m.trim().parse::<Suit>(), Ok(Suit::Hearts), "{lang}: {line}");
            }
        }
        assert!(render_id(lang, "new-example-thousand").starts_with("kozyr new thousand --players Аня,Борис,Вера"));
        assert!(render_id(lang, "game-thousand-aliases").contains("1000"));
    }
    assert_eq!(render_id(Lang::Ru, "game-thousand-aliases"), "тысяча, тыща, 1000");
    assert_eq!(render_id(Lang::Bg, "game-thousand"), "Хиляда");
}
