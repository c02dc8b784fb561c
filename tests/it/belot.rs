//! Bulgarian Bridge-Belot through the library API: card order and points per contract, the
//! referee's obligations and the belot call, premiums and their comparison, made / hanging / inside
//! with contra, the table's ÷ 10 rounding (every worked example of the rules), the bidding record
//! and the end of the game. Every test states the rule it holds the engine to, and would fail if
//! that rule were implemented differently.

use std::collections::BTreeSet;

use kozyr::cards::{Card, CardBag, Deck, Suit};
use kozyr::engine::{referee, Play, PlayRecord, TrickRules, TrickView};
use kozyr::games::belot::{BelotTricks, Contract, RULE_IDS};
use kozyr::games::{MatchDoc, Replay, RuleError};
use serde_json::{json, Value};

/// Seats in playing order (counter-clockwise); partners opposite. Иван deals first, Петър bids
/// first and leads the first trick.
const P: [&str; 4] = ["Иван", "Петър", "Мария", "Елена"];
const IVAN: usize = 0;
const PETAR: usize = 1;
const MARIA: usize = 2;
const ELENA: usize = 3;
/// Teams: Ние (Иван, Мария) is side 0, Вие (Петър, Елена) side 1.
const NIE: usize = 0;
const VIE: usize = 1;
const T: [&str; 2] = ["Ние", "Вие"];

fn doc(options: Value, deals: &[Value]) -> Value {
    json!({ "game": "belot", "players": P, "teams": { "Ние": [P[IVAN], P[MARIA]], "Вие": [P[PETAR], P[ELENA]] },
            "options": options, "deals": deals })
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

/// A quick deal: contract, declarer, Ние's card points (Вие have the rest), the last trick's team.
fn q(contract: Contract, decl: usize, nie: i64, last: usize) -> Value {
    json!({ "contract": contract.name(), "declarer": P[decl],
            "points": { "Ние": nie, "Вие": contract.deck_points() - nie }, "last_trick": T[last] })
}

fn with(mut deal: Value, key: &str, v: Value) -> Value {
    deal[key] = v;
    deal
}

fn announce(deal: Value, anns: &[&str]) -> Value {
    with(deal, "announcements", json!(anns))
}

fn contra(deal: Value) -> Value {
    with(deal, "double", json!("contra"))
}

fn recontra(deal: Value) -> Value {
    with(deal, "double", json!("recontra"))
}

fn all_pass() -> Value {
    json!({ "all_pass": true })
}

fn scores(r: &Replay, row: usize) -> Vec<i64> {
    r.rows[row].scored.scores.clone()
}

fn steps(r: &Replay, row: usize) -> Vec<&'static str> {
    r.rows[row].scored.explain.iter().map(|s| s.rule).collect()
}

fn extra<'a>(r: &'a Replay, row: usize, key: &str) -> &'a Value {
    &r.rows[row].scored.extra[key]
}

// ---------------------------------------------------------------------------------------------
// Full play records, written by hand. The first dealer is Иван, so Петър leads the first trick
// and play goes Петър, Мария, Елена, Иван.

/// ♥ trump. Петър: J♥ A♥ K♥ Q♥ A♠ K♠ A♣ 7♦ — Мария: 10♥ 7♥ J♠ 9♠ Q♣ J♣ K♦ Q♦ —
/// Елена: 8♠ 7♠ 9♣ 8♣ 7♣ J♦ 9♦ 8♦ — Иван: 9♥ 8♥ 10♠ Q♠ 10♣ K♣ A♦ 10♦.
/// Card points: Вие 94, Ние 58; Вие take the last trick; Петър calls the ♥ belot.
const HEARTS_DEAL: [&str; 8] = [
    "JH 7H 7S 8H",   // 1 Петър leads trump; nobody can beat J♥
    "KH! 10H 8S 9H", // 2 Петър: belot; Мария must go over K♥ with 10♥, Иван over 10♥ with 9♥
    "AD 7D QD 8D",   // 3 Иван
    "10D QH KD 9D",  // 4 Иван leads; Петър, void, must trump the opponent's 10♦
    "AS 9S 7C QS",   // 5 Петър; Елена, void, discards under her partner's ace
    "AC JC 8C KC",   // 6 Петър
    "KS JS 9C 10S",  // 7 Петър; Иван's 10♠ wins
    "10C AH QC JD",  // 8 Иван leads; Петър must trump
];

/// All trumps. Петър: J♠ 9♠ A♥ 7♥ A♦ K♦ Q♣ 7♣ — Мария: A♠ 10♠ J♥ 8♥ 10♦ Q♦ J♣ K♣ —
/// Елена: K♠ Q♠ 9♥ 10♥ J♦ 8♦ 9♣ A♣ — Иван: 8♠ 7♠ K♥ Q♥ 9♦ 7♦ 10♣ 8♣.
/// Card points: Вие 128, Ние 120; Вие take the last trick; Иван calls the ♥ belot.
const ALL_TRUMPS_DEAL: [&str; 8] = [
    "JS 10S QS 7S",  // 1 Петър
    "9S AS KS 8S",   // 2 Петър
    "AH JH 10H QH!", // 3 Петър; Мария must go over A♥; Иван calls the belot following suit
    "8H 9H KH 7H",   // 4 Мария leads; Елена must go over 8♥ with 9♥
    "JD 7D KD QD",   // 5 Елена
    "8D 9D AD 10D",  // 6 Елена; Иван must go over 8♦
    "10C 7C JC AC",  // 7 Иван; Мария must go over 10♣ with J♣ (K♣ would not do)
    "KC 9C 8C QC",   // 8 Мария; Елена must go over K♣
];

/// No trumps, the same hands as [`ALL_TRUMPS_DEAL`]. Card points: Вие 57, Ние 63; Ние take the
/// last trick.
const NO_TRUMPS_DEAL: [&str; 8] = [
    "AH 8H 9H QH",  // 1 Петър
    "AD QD 8D 7D",  // 2 Петър
    "KD 10D JD 9D", // 3 Петър; Мария's 10♦ wins
    "AS QS 7S 9S",  // 4 Мария
    "10S KS 8S JS", // 5 Мария
    "JH 10H KH 7H", // 6 Мария; Елена's 10♥ wins
    "AC 8C 7C JC",  // 7 Елена
    "9C 10C QC KC", // 8 Елена; Иван's 10♣ wins
];

fn full(contract: Contract, decl: usize, tricks: &[&str]) -> Value {
    json!({ "contract": contract.name(), "declarer": P[decl], "play": { "tricks": tricks } })
}

fn full_owned(contract: Contract, decl: usize, tricks: &[String]) -> Value {
    json!({ "contract": contract.name(), "declarer": P[decl], "play": { "tricks": tricks } })
}

fn with_tricks(tricks: &[&str], changes: &[(usize, &str)]) -> Vec<String> {
    let mut t: Vec<String> = tricks.iter().map(|s| s.to_string()).collect();
    for &(at, trick) in changes {
        t[at] = trick.to_string();
    }
    t
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

fn card(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

/// The referee's judgement of one play: the trick so far (led by `leader`), the hand of the next
/// player (the card played is added to it), and the card; `!` after it calls a belot.
fn judge(contract: Contract, leader: usize, trick: &str, hand: &str, play: &str) -> Option<&'static str> {
    let rules = BelotTricks::new(contract);
    let trick = cards(trick);
    let seats: Vec<usize> = (0..trick.len()).map(|k| (leader + k) % 4).collect();
    let seat = (leader + trick.len()) % 4;
    let (c, call) = match play.strip_suffix('!') {
        Some(c) => (card(c), true),
        None => (card(play), false),
    };
    let mut bag = CardBag::new();
    for k in cards(hand) {
        bag.add(k);
    }
    if !bag.contains(c) {
        bag.add(c);
    }
    let view = TrickView { number: 1, leader, cards: &trick, seats: &seats };
    rules.check(&(), &view, seat, &bag, Play { card: c, seat: None, call }).err().map(|b| b.rule)
}

// ---------------------------------------------------------------------------------------------
// 1. Card order and points

#[test]
fn trumps_order_j_9_a_10_k_q_8_7_and_plain_suits_a_10_k_q_j_9_8_7() {
    let rules = BelotTricks::new(Contract::Hearts);
    let winner = |trick: &str| {
        let c = cards(trick);
        let seats = [0, 1, 2, 3];
        rules.winner(&(), &TrickView { number: 1, leader: 0, cards: &c, seats: &seats })
    };
    // Trump: the jack beats the nine beats the ace beats the ten …
    assert_eq!(winner("AH JH 9H 10H"), 1);
    assert_eq!(winner("AH 10H 9H KH"), 2);
    assert_eq!(winner("10H AH KH QH"), 1);
    assert_eq!(winner("7H 8H QH 7S"), 2);
    // Plain: the ace, then the ten above the king; the jack and the nine sit low.
    assert_eq!(winner("JS 9S 10S KS"), 2);
    assert_eq!(winner("QS JS 9S 8S"), 0);
    // Any trump beats the led suit; a card of a third suit never wins.
    assert_eq!(winner("AS 7H AD 10S"), 1);
    assert_eq!(winner("7S AD AC KD"), 0);
    // All trumps: every suit in trump order, the led suit wins.
    let at = BelotTricks::new(Contract::AllTrumps);
    let c = cards("AC 9C JD 10C");
    assert_eq!(at.winner(&(), &TrickView { number: 1, leader: 0, cards: &c, seats: &[0, 1, 2, 3] }), 1);
    // No trumps: plain order everywhere, even in hearts.
    let nt = BelotTricks::new(Contract::NoTrumps);
    let c = cards("JH AH 9H 10H");
    assert_eq!(nt.winner(&(), &TrickView { number: 1, leader: 0, cards: &c, seats: &[0, 1, 2, 3] }), 1);
}

#[test]
fn card_points_per_contract_add_up_to_152_248_120() {
    let deck = Deck::piquet32();
    for (c, total) in [
        (Contract::Clubs, 152),
        (Contract::Diamonds, 152),
        (Contract::Hearts, 152),
        (Contract::Spades, 152),
        (Contract::AllTrumps, 248),
        (Contract::NoTrumps, 120),
    ] {
        let sum: u32 = deck.cards().iter().map(|&k| c.points(k)).sum();
        assert_eq!(i64::from(sum), total, "{c:?}");
        assert_eq!(c.deck_points(), total);
    }
    let h = Contract::Hearts;
    let p = |s: &str| h.points(card(s));
    assert_eq!([p("JH"), p("9H"), p("AH"), p("10H"), p("KH"), p("QH"), p("8H"), p("7H")], [20, 14, 11, 10, 4, 3, 0, 0]);
    assert_eq!([p("JS"), p("9S"), p("AS"), p("10S"), p("KS"), p("QS"), p("8S"), p("7S")], [2, 0, 11, 10, 4, 3, 0, 0]);
    assert_eq!(Contract::AllTrumps.points(card("9C")), 14);
    assert_eq!(Contract::NoTrumps.points(card("JH")), 2);
}

#[test]
fn the_last_trick_is_worth_10_and_no_trumps_doubles_points_and_last_trick() {
    // Suit: 152 + 10 = 162 → 16 between the teams.
    let r = play(&[q(Contract::Hearts, PETAR, 76, NIE)]); // Ние 86, Вие 76
    assert_eq!(scores(&r, 0).iter().sum::<i64>(), 16);
    let r = play(&[q(Contract::AllTrumps, PETAR, 123, VIE)]); // 123 – 135
    assert_eq!(scores(&r, 0), vec![12, 14]);
    // No trumps: (57 + 10) × 2 = 134, 63 × 2 = 126 → 13 and 13: 26 in all.
    let r = play(&[q(Contract::NoTrumps, PETAR, 63, VIE)]);
    assert_eq!(scores(&r, 0), vec![13, 13]);
    assert!(steps(&r, 0).contains(&"belot.score.raw"));
    assert!(r.rows[0].scored.explain.iter().any(|s| s.text.english().contains("doubled in No trumps = 134")));
}

#[test]
fn a_valat_adds_90_never_doubled_in_no_trumps() {
    // Suit: 152 + 10 + 90 = 252 → 25.
    let v = with(q(Contract::Spades, PETAR, 0, VIE), "valat", json!("Вие"));
    let r = play(&[v]);
    assert_eq!(scores(&r, 0), vec![0, 25]);
    assert_eq!(extra(&r, 0, "valat"), "Вие");
    // No trumps: (120 + 10) × 2 + 90 = 350 → 35, not (130 + 90) × 2 = 440.
    let v = with(q(Contract::NoTrumps, PETAR, 0, VIE), "valat", json!("Вие"));
    assert_eq!(scores(&play(&[v]), 0), vec![0, 35]);
    // All trumps: 258 + 90 = 348 → 35.
    let v = with(q(Contract::AllTrumps, IVAN, 248, NIE), "valat", json!("Ние"));
    assert_eq!(scores(&play(&[v]), 0), vec![35, 0]);
}

#[test]
fn a_valat_team_took_every_trick() {
    let e = fails(&[with(q(Contract::Spades, PETAR, 10, VIE), "valat", json!("Вие"))]);
    assert_eq!(e.rule, "belot.valat.inconsistent");
    let e = fails(&[with(q(Contract::Spades, PETAR, 0, NIE), "valat", json!("Вие"))]);
    assert_eq!(e.rule, "belot.valat.inconsistent");
}

#[test]
fn card_points_add_up_to_the_deck_and_are_in_range() {
    let bad =
        json!({ "contract": "hearts", "declarer": P[PETAR], "points": { "Ние": 60, "Вие": 90 }, "last_trick": "Ние" });
    assert_eq!(fails(&[bad]).rule, "belot.points.sum");
    // 248 is right in All trumps only.
    let at = json!({ "contract": "hearts", "declarer": P[PETAR], "points": { "Ние": 100, "Вие": 148 }, "last_trick": "Ние" });
    assert_eq!(fails(std::slice::from_ref(&at)).rule, "belot.points.sum");
    play(&[with(at, "contract", json!("all-trumps"))]);
    let neg = json!({ "contract": "hearts", "declarer": P[PETAR], "points": { "Ние": -10, "Вие": 162 }, "last_trick": "Ние" });
    assert_eq!(fails(&[neg]).rule, "belot.points.range");
    // A player's name stands for the team; a team given twice is refused.
    let twice = json!({ "contract": "hearts", "declarer": P[PETAR], "points": { "Ние": 60, "Мария": 92 }, "last_trick": "Ние" });
    assert_eq!(fails(&[twice]).rule, "belot.points.team");
    let by_player = json!({ "contract": "hearts", "declarer": P[PETAR], "points": { "Мария": 60, "Петър": 92 }, "last_trick": "Елена" });
    assert_eq!(scores(&play(&[by_player]), 0), vec![6, 10]);
}

// ---------------------------------------------------------------------------------------------
// 2. The referee

#[test]
fn a_legal_hearts_record_scores_from_its_tricks_and_belot() {
    let r = play(&[full(Contract::Hearts, PETAR, &HEARTS_DEAL)]);
    // Вие 94 + 10 + belot 20 = 124 → 12; Ние 58 → 6.
    assert_eq!(scores(&r, 0), vec![6, 12]);
    assert_eq!(extra(&r, 0, "outcome"), "made");
    assert!(steps(&r, 0).contains(&"belot.premium.belot"));
}

#[test]
fn the_engine_reconstructs_hands_tricks_and_points() {
    let rules = BelotTricks::new(Contract::Hearts);
    let out = referee(&rules, &engine_record(&HEARTS_DEAL, PETAR)).unwrap();
    assert_eq!(out.winners, vec![PETAR, IVAN, IVAN, PETAR, PETAR, PETAR, IVAN, PETAR]);
    assert_eq!(out.points.iter().sum::<u32>(), 152);
    assert_eq!(out.points[PETAR] + out.points[ELENA], 94);
    assert_eq!(out.tricks.iter().sum::<u32>(), 8);
    let hand = |s: usize| {
        let mut v: Vec<Card> = out.hands[s].iter().collect();
        v.sort();
        v
    };
    let mut petar = cards("JH AH KH QH AS KS AC 7D");
    petar.sort();
    assert_eq!(hand(PETAR), petar);
    let mut elena = cards("8S 7S 9C 8C 7C JD 9D 8D");
    elena.sort();
    assert_eq!(hand(ELENA), elena);
    assert_eq!(out.calls, vec![(2, PETAR, card("KH"))]);
}

#[test]
fn the_three_contracts_score_the_same_hands_differently() {
    // All trumps, Петър declares: Вие 128 + 10 = 138 < Ние 120 + belot 20 = 140: inside, Ние
    // write 14 + 14 = 28 (138 ends in 8, up; 140 stays).
    let r = play(&[full(Contract::AllTrumps, PETAR, &ALL_TRUMPS_DEAL)]);
    assert_eq!(scores(&r, 0), vec![28, 0]);
    assert_eq!(extra(&r, 0, "outcome"), "inside");
    assert!(steps(&r, 0).contains(&"belot.score.inside"));
    // No trumps, Мария declares: Ние (63 + 10) × 2 = 146 → 15, Вие 57 × 2 = 114 → 11.
    let r = play(&[full(Contract::NoTrumps, MARIA, &NO_TRUMPS_DEAL)]);
    assert_eq!(scores(&r, 0), vec![15, 11]);
    assert!(steps(&r, 0).contains(&"belot.round.no-trumps"));
}

#[test]
fn quick_and_full_entry_of_one_deal_agree() {
    let quick = json!({ "contract": "hearts", "declarer": P[PETAR], "points": { "Ние": 58, "Вие": 94 },
                        "last_trick": "Вие", "announcements": ["Петър:belot"] });
    let a = play(std::slice::from_ref(&quick));
    let b = play(&[full(Contract::Hearts, PETAR, &HEARTS_DEAL)]);
    assert_eq!(a.rows[0].scored.scores, b.rows[0].scored.scores);
    // Both given: they must agree.
    let mut both = full(Contract::Hearts, PETAR, &HEARTS_DEAL);
    both["points"] = quick["points"].clone();
    both["last_trick"] = json!("Елена");
    both["valat"] = Value::Null;
    both.as_object_mut().unwrap().remove("valat");
    both["announcements"] = json!(["Петър:belot"]);
    assert_eq!(scores(&play(&[both.clone()]), 0), vec![6, 12]);
    for (key, v) in [
        ("points", json!({ "Ние": 68, "Вие": 84 })),
        ("last_trick", json!("Ние")),
        ("valat", json!("Вие")),
        ("announcements", json!([{ "player": "Петър", "type": "belot", "suit": "spades" }])),
    ] {
        let e = fails(&[with(both.clone(), key, v.clone())]);
        assert!(
            e.rule == "belot.entry.disagree"
                || e.rule == "belot.announce.not-held"
                || e.rule == "belot.announce.belot-suit",
            "{key} = {v}: {e}"
        );
    }
    assert_eq!(fails(&[with(both.clone(), "points", json!({ "Ние": 68, "Вие": 84 }))]).rule, "belot.entry.disagree");
    assert_eq!(fails(&[with(both.clone(), "valat", json!("Вие"))]).rule, "belot.entry.disagree");
    // The text form with numbered tricks reads the same.
    let text: String = HEARTS_DEAL.iter().enumerate().map(|(i, t)| format!("{}. {t}\n", i + 1)).collect();
    let r = play(&[json!({ "contract": "hearts", "declarer": P[PETAR], "play": text })]);
    assert_eq!(scores(&r, 0), vec![6, 12]);
}

#[test]
fn a_renege_on_the_led_suit_is_named_with_the_card_that_proves_it() {
    // Мария plays Q♣ on Петър's K♠ at trick 7 and still holds J♠, which she plays at trick 8.
    let t = with_tricks(&HEARTS_DEAL, &[(6, "KS QC 9C 10S"), (7, "10C AH JS JD")]);
    let e = fails(&[full_owned(Contract::Hearts, PETAR, &t)]);
    assert_eq!(e.rule, "belot.play.follow-suit");
    assert_eq!(e.trick, Some(7));
    assert_eq!(e.player.as_deref(), Some(P[MARIA]));
    assert!(e.message().contains("held J♠ (played at trick 8)"), "{}", e.message());
}

#[test]
fn all_trumps_requires_going_higher_in_the_led_suit_proved_by_a_later_card() {
    // Мария plays K♣ under Иван's 10♣ while holding J♣; Елена's A♣ then wins and leads trick 8.
    let t = with_tricks(&ALL_TRUMPS_DEAL, &[(6, "10C 7C KC AC"), (7, "9C 8C QC JC")]);
    let e = fails(&[full_owned(Contract::AllTrumps, PETAR, &t)]);
    assert_eq!(e.rule, "belot.play.all-trumps-higher");
    assert_eq!((e.trick, e.player.as_deref()), (Some(7), Some(P[MARIA])));
    assert!(e.message().contains("held J♣ (played at trick 8)"), "{}", e.message());
    // The same cards in No trumps are legal: only following suit is required.
    let nt = with_tricks(&NO_TRUMPS_DEAL, &[(2, "KD 9D JD 10D")]);
    play(&[full_owned(Contract::NoTrumps, MARIA, &nt)]);
}

#[test]
fn follow_suit_always() {
    for c in [Contract::Hearts, Contract::NoTrumps, Contract::AllTrumps] {
        assert_eq!(judge(c, PETAR, "AS", "7S 7D", "7D"), Some("belot.play.follow-suit"), "{c:?}");
        assert_eq!(judge(c, PETAR, "AS", "7S 7D", "7S"), None, "{c:?}");
    }
    // A trump on a plain lead while holding the led suit is a renege too.
    assert_eq!(judge(Contract::Hearts, PETAR, "7S", "8S JH", "JH"), Some("belot.play.follow-suit"));
}

#[test]
fn suit_contract_void_with_an_opponent_winning_must_trump() {
    // Петър leads A♠; Мария (an opponent) is void in ♠ and holds 7♥.
    assert_eq!(judge(Contract::Hearts, PETAR, "AS", "7H AD", "AD"), Some("belot.play.trump"));
    assert_eq!(judge(Contract::Hearts, PETAR, "AS", "7H AD", "7H"), None);
    // Without a trump, any card.
    assert_eq!(judge(Contract::Hearts, PETAR, "AS", "AD KC", "KC"), None);
    // The fourth player, Иван, with the opponent Петър winning: must trump.
    assert_eq!(judge(Contract::Hearts, PETAR, "AS 7S 8S", "7H AD", "AD"), Some("belot.play.trump"));
}

#[test]
fn partner_winning_means_no_obligation_to_trump() {
    // Петър leads 7♠, Мария wins it with A♠; Иван, her partner, is fourth, void, and may discard.
    assert_eq!(judge(Contract::Hearts, PETAR, "7S AS 8S", "7H AD", "AD"), None);
    // Елена, third, void, with her partner Петър's A♠ winning.
    assert_eq!(judge(Contract::Hearts, PETAR, "AS 7S", "7H AD", "AD"), None);
    // Even when the partner is winning with a trump and the player holds a higher one.
    assert_eq!(judge(Contract::Hearts, PETAR, "7S 8H 9S", "JH AD", "AD"), None);
    assert_eq!(judge(Contract::Hearts, PETAR, "7S 8H 9S", "JH AD", "JH"), None);
}

#[test]
fn an_opponents_trump_must_be_over_trumped_if_possible() {
    // Петър leads 7♠, Мария trumps 8♥; Елена, void, holds 9♥: she must over-trump.
    assert_eq!(judge(Contract::Hearts, PETAR, "7S 8H", "9H AD", "AD"), Some("belot.play.overtrump"));
    assert_eq!(judge(Contract::Hearts, PETAR, "7S 8H", "9H 7H AD", "7H"), Some("belot.play.overtrump"));
    assert_eq!(judge(Contract::Hearts, PETAR, "7S 8H", "9H 7H AD", "9H"), None);
    // Only lower trumps: any card, a discard or an under-trump.
    assert_eq!(judge(Contract::Hearts, PETAR, "7S JH", "9H AD", "AD"), None);
    assert_eq!(judge(Contract::Hearts, PETAR, "7S JH", "9H AD", "9H"), None);
    // Holding the led suit, follow it, whatever the trumps.
    assert_eq!(judge(Contract::Hearts, PETAR, "7S 8H", "9H 10S", "10S"), None);
}

#[test]
fn when_trump_is_led_a_higher_trump_must_be_played_if_held() {
    assert_eq!(judge(Contract::Hearts, PETAR, "AH", "9H 7H", "7H"), Some("belot.play.higher-trump"));
    assert_eq!(judge(Contract::Hearts, PETAR, "AH", "9H 7H", "9H"), None);
    // Whoever wins: the partner's trump must be beaten too.
    assert_eq!(judge(Contract::Hearts, PETAR, "AH 7H", "9H 8H", "8H"), Some("belot.play.higher-trump"));
    // Higher than the best so far, not only than the led card.
    assert_eq!(judge(Contract::Hearts, PETAR, "10H 9H", "AH KH", "KH"), None);
    assert_eq!(judge(Contract::Hearts, PETAR, "10H 9H", "AH JH", "AH"), Some("belot.play.higher-trump"));
    // Void in trumps: any card.
    assert_eq!(judge(Contract::Hearts, PETAR, "AH", "AS", "AS"), None);
}

#[test]
fn all_trumps_go_higher_in_the_led_suit_whoever_wins() {
    // Петър leads A♠, Мария plays 7♠; Елена must beat her own partner's ace if she can.
    assert_eq!(judge(Contract::AllTrumps, PETAR, "AS 7S", "9S 8S", "8S"), Some("belot.play.all-trumps-higher"));
    assert_eq!(judge(Contract::AllTrumps, PETAR, "AS 7S", "9S 8S", "9S"), None);
    // Cannot beat: any card of the suit. Void: any card at all, no trumping.
    assert_eq!(judge(Contract::AllTrumps, PETAR, "JS", "9S 8S", "8S"), None);
    assert_eq!(judge(Contract::AllTrumps, PETAR, "AS", "JH 7D", "7D"), None);
    // The ten is below the ace in All trumps.
    assert_eq!(judge(Contract::AllTrumps, PETAR, "AS", "10S", "10S"), None);
}

#[test]
fn no_trumps_requires_following_suit_only() {
    assert_eq!(judge(Contract::NoTrumps, PETAR, "7S", "AS 8S", "8S"), None);
    assert_eq!(judge(Contract::NoTrumps, PETAR, "AS 10S", "KH 7D", "7D"), None);
    assert_eq!(judge(Contract::NoTrumps, PETAR, "7H", "AH 8H", "8H"), None);
}

#[test]
fn a_belot_is_called_with_the_first_of_k_and_q_of_trump() {
    let h = Contract::Hearts;
    // Leading, following suit, trumping, over-trumping or under-trumping: all allowed.
    assert_eq!(judge(h, PETAR, "", "KH QH", "KH!"), None);
    assert_eq!(judge(h, PETAR, "", "KH QH", "QH!"), None);
    assert_eq!(judge(h, PETAR, "7H", "KH QH", "KH!"), None);
    assert_eq!(judge(h, PETAR, "AS", "KH QH", "QH!"), None);
    assert_eq!(judge(h, PETAR, "AS 7H", "KH QH", "KH!"), None);
    assert_eq!(judge(h, PETAR, "AS JH 7S", "KH QH", "QH!"), None);
    // Not a K or Q; not of trump; the second of the pair.
    assert_eq!(judge(h, PETAR, "", "JH QH", "JH!"), Some("belot.belot.king-or-queen"));
    assert_eq!(judge(h, PETAR, "", "KS QS", "KS!"), Some("belot.belot.trump"));
    assert_eq!(judge(h, PETAR, "", "QH", "QH!"), Some("belot.belot.pair"));
    // No trumps has no belot.
    assert_eq!(judge(Contract::NoTrumps, PETAR, "", "KH QH", "KH!"), Some("belot.belot.trump"));
    // All trumps: any suit, but only led or following suit — a discard does not count.
    let a = Contract::AllTrumps;
    assert_eq!(judge(a, PETAR, "", "KS QS", "QS!"), None);
    assert_eq!(judge(a, PETAR, "7S", "KS QS", "KS!"), None);
    assert_eq!(judge(a, PETAR, "7D", "KS QS", "KS!"), Some("belot.belot.how-played"));
}

#[test]
fn a_belot_call_in_a_record_must_be_legal() {
    // Петър calls with Q♥ at trick 4, after K♥ is gone: the second of the pair.
    let t = with_tricks(&HEARTS_DEAL, &[(3, "10D QH! KD 9D")]);
    let e = fails(&[full_owned(Contract::Hearts, PETAR, &t)]);
    assert_eq!((e.rule.as_str(), e.trick), ("belot.belot.pair", Some(4)));
    // A call on a card that is not K or Q.
    let t = with_tricks(&HEARTS_DEAL, &[(0, "JH! 7H 7S 8H")]);
    assert_eq!(fails(&[full_owned(Contract::Hearts, PETAR, &t)]).rule, "belot.belot.king-or-queen");
    // Without the call, no belot: Вие 94 + 10 = 104 → 10.
    let t = with_tricks(&HEARTS_DEAL, &[(1, "KH 10H 8S 9H")]);
    assert_eq!(scores(&play(&[full_owned(Contract::Hearts, PETAR, &t)]), 0), vec![6, 10]);
    // In No trumps the call is refused.
    let t = with_tricks(&NO_TRUMPS_DEAL, &[(0, "AH 8H 9H QH!")]);
    assert_eq!(fails(&[full_owned(Contract::NoTrumps, MARIA, &t)]).rule, "belot.belot.trump");
}

#[test]
fn announced_premiums_must_have_been_held() {
    // Петър held J♥ Q♥ K♥ A♥: a quarte to A♥ (50), with the belot inside it.
    let d = announce(full(Contract::Hearts, PETAR, &HEARTS_DEAL), &["Петър:quarte:AH"]);
    let r = play(&[d]);
    // Вие 94 + 10 + 20 + 50 = 174 → 17; Ние 58 → 6.
    assert_eq!(scores(&r, 0), vec![6, 17]);
    // Иван never held K♦ Q♦.
    let e = fails(&[announce(full(Contract::Hearts, PETAR, &HEARTS_DEAL), &["Иван:tierce:AD"])]);
    assert_eq!(e.rule, "belot.announce.not-held");
    assert_eq!(e.player.as_deref(), Some(P[IVAN]));
    // A belot listed but never called in the record.
    let e = fails(&[announce(full(Contract::AllTrumps, PETAR, &ALL_TRUMPS_DEAL), &["Елена:belot:spades"])]);
    assert_eq!(e.rule, "belot.entry.disagree");
}

#[test]
fn malformed_records_are_refused() {
    let t = with_tricks(&HEARTS_DEAL, &[(2, "AD 7D QD")]);
    assert_eq!(fails(&[full_owned(Contract::Hearts, PETAR, &t)]).rule, "belot.play.trick-size");
    assert_eq!(fails(&[full(Contract::Hearts, PETAR, &HEARTS_DEAL[..7])]).rule, "belot.play.card-count");
    let t = with_tricks(&HEARTS_DEAL, &[(7, "10C AH QC JH")]);
    assert_eq!(fails(&[full_owned(Contract::Hearts, PETAR, &t)]).rule, "belot.play.duplicate-card");
    let t = with_tricks(&HEARTS_DEAL, &[(7, "10C AH QC 6D")]);
    assert_eq!(fails(&[full_owned(Contract::Hearts, PETAR, &t)]).rule, "belot.play.not-in-deck");
    let t = with_tricks(&HEARTS_DEAL, &[(0, "Петър:JH Елена:7H 7S 8H")]);
    assert_eq!(fails(&[full_owned(Contract::Hearts, PETAR, &t)]).rule, "belot.play.out-of-turn");
    let bad = json!({ "contract": "hearts", "declarer": P[PETAR], "play": { "tricks": HEARTS_DEAL, "talon": "x" } });
    assert_eq!(fails(&[bad]).rule, "belot.play.format");
}

#[test]
fn the_player_after_the_dealer_leads_the_first_trick() {
    // Елена deals: Иван leads. Rotate the hearts record by one seat: the same cards, other hands.
    let d = with(full(Contract::Hearts, IVAN, &HEARTS_DEAL), "dealer", json!(P[ELENA]));
    let r = play(&[d]);
    // Иван's side now holds what Петър's held: Ние 94 + 10 + 20 → 12, Вие 58 → 6.
    assert_eq!(scores(&r, 0), vec![12, 6]);
    // Played in turn with the names: the first card is the leader's.
    let named = with_tricks(&HEARTS_DEAL, &[(0, "Петър:JH Мария:7H Елена:7S Иван:8H")]);
    play(&[full_owned(Contract::Hearts, PETAR, &named)]);
}

// ---------------------------------------------------------------------------------------------
// 3. Premiums

#[test]
fn premium_values() {
    // Вие declare hearts and take 96 + 10; Ние take 56. Each premium goes to Петър (Вие).
    for (ann, value) in [
        ("Петър:tierce:KH", 20),
        ("Петър:quarte:AS", 50),
        ("Петър:quint:AD", 100),
        ("Петър:quint:AD:6", 100),
        ("Петър:carre:A", 100),
        ("Петър:carre:10", 100),
        ("Петър:carre:K", 100),
        ("Петър:carre:Q", 100),
        ("Петър:carre:9", 150),
        ("Петър:carre:J", 200),
        ("Петър:belot", 20),
    ] {
        let r = play(&[announce(q(Contract::Hearts, PETAR, 56, VIE), &[ann])]);
        let raw = 106 + value;
        let total: i64 = scores(&r, 0).iter().sum();
        assert_eq!(total, (162 + value) / 10, "{ann}");
        assert!(r.rows[0].scored.explain.iter().any(|s| s.text.english().contains(&format!("= {raw}"))), "{ann}");
    }
}

#[test]
fn the_object_form_of_a_premium_reads_like_the_quick_form() {
    let objects = json!([{ "player": "Петър", "type": "tierce", "high": "10H" },
                         { "player": "Мария", "type": "carre", "rank": "J" },
                         { "player": "Елена", "type": "belot" }]);
    let a = play(&[with(q(Contract::Spades, PETAR, 56, VIE), "announcements", objects)]);
    let b =
        play(&[announce(q(Contract::Spades, PETAR, 56, VIE), &["Петър:tierce:10H", "Мария:carre:J", "Елена:belot"])]);
    assert_eq!(a.rows[0].scored.scores, b.rows[0].scored.scores);
    // Ние 56 + 200 = 256, Вие 106 + 20 + 20 = 146: Вие went inside.
    assert_eq!(scores(&a, 0), vec![40, 0]);
}

#[test]
fn impossible_premiums_are_refused() {
    let base = || q(Contract::Hearts, PETAR, 56, VIE);
    let rule = |anns: &[&str]| fails(&[announce(base(), anns)]).rule;
    // No carré of 7s or 8s.
    assert_eq!(rule(&["Петър:carre:7"]), "belot.announce.carre-rank");
    assert_eq!(rule(&["Петър:carre:8"]), "belot.announce.carre-rank");
    // A tierce needs three cards at or below its top: none to 8; a quarte none to 9.
    assert_eq!(rule(&["Петър:tierce:8S"]), "belot.announce.sequence-length");
    assert_eq!(rule(&["Петър:quarte:9S"]), "belot.announce.sequence-length");
    assert_eq!(rule(&["Петър:quint:AS:9"]), "belot.announce.sequence-length");
    assert_eq!(rule(&["Петър:tierce:AS:4"]), "belot.announce.sequence-length");
    assert!(play(&[announce(base(), &["Петър:tierce:9S"])]).rows[0].scored.scores[VIE] > 0);
    assert!(play(&[announce(base(), &["Петър:quint:AS:8"])]).rows[0].scored.scores[VIE] > 0);
    // A belot is of trump only.
    assert_eq!(rule(&["Петър:belot:spades"]), "belot.announce.belot-suit");
    // No trumps: no premiums at all, not even belot.
    let nt = q(Contract::NoTrumps, PETAR, 56, VIE);
    for a in ["Петър:tierce:KH", "Петър:carre:J", "Петър:belot:hearts"] {
        assert_eq!(fails(&[announce(nt.clone(), &[a])]).rule, "belot.announce.no-trumps", "{a}");
    }
    // All trumps: a belot names its suit.
    assert_eq!(
        fails(&[announce(q(Contract::AllTrumps, PETAR, 100, VIE), &["Петър:belot"])]).rule,
        "belot.announce.belot-suit"
    );
    // Unknown types and forms.
    assert_eq!(rule(&["Петър:sixte:AS"]), "belot.announce.type");
    assert_eq!(rule(&["Петър"]), "belot.announce.format");
    assert_eq!(rule(&["Петър:tierce"]), "belot.announce.format");
}

#[test]
fn a_card_is_in_one_premium_of_one_player() {
    let base = || q(Contract::Hearts, PETAR, 56, VIE);
    let rule = |anns: &[&str]| fails(&[announce(base(), anns)]).rule;
    // Two players cannot hold the same card.
    assert_eq!(rule(&["Петър:tierce:KS", "Мария:tierce:AS"]), "belot.announce.overlap");
    assert_eq!(rule(&["Петър:carre:J", "Мария:tierce:JS"]), "belot.announce.overlap");
    assert_eq!(rule(&["Петър:belot", "Мария:tierce:KH"]), "belot.announce.overlap");
    // One player: a carré and a sequence sharing a card — he chooses one.
    assert_eq!(rule(&["Петър:carre:J", "Петър:tierce:JS"]), "belot.announce.carre-and-sequence");
    // Sharing nothing, both count: carré of Ks and a tierce 8 9 10 ♠.
    let r = play(&[announce(base(), &["Петър:carre:K", "Петър:tierce:10S"])]);
    assert_eq!(scores(&r, 0).iter().sum::<i64>(), (162 + 120) / 10);
    // A belot inside the same player's sequence or carré counts as well.
    let r = play(&[announce(base(), &["Петър:tierce:KH", "Петър:belot"])]);
    assert_eq!(scores(&r, 0), vec![6, 14]); // 106 + 20 + 20 = 146 → 14
    let r = play(&[announce(base(), &["Петър:carre:K", "Петър:belot"])]);
    assert_eq!(scores(&r, 0), vec![6, 22]); // 106 + 100 + 20 = 226 → 22
    assert_eq!(rule(&["Петър:belot", "Петър:belot"]), "belot.announce.overlap");
}

#[test]
fn only_the_team_with_the_best_sequence_scores_its_sequences() {
    let base = || q(Contract::Hearts, PETAR, 56, VIE); // Ние 56, Вие 106
                                                       // A quarte beats a tierce to a higher card; the losing team's sequences are lost.
    let r = play(&[announce(base(), &["Мария:tierce:AS", "Петър:quarte:JD", "Елена:tierce:9C"])]);
    // Вие 106 + 50 + 20 = 176 → 17 and Ние 56 → 6: both end in 6, the fewer round up.
    assert_eq!(scores(&r, 0), vec![6, 17]);
    assert!(steps(&r, 0).contains(&"belot.premium.sequence"));
    // Equal length: the higher top wins.
    let r = play(&[announce(base(), &["Мария:tierce:AS", "Петър:tierce:KD", "Елена:tierce:9C"])]);
    assert_eq!(scores(&r, 0), vec![8, 10]); // Ние 56 + 20 = 76 → 8; Вие 106 → 10
                                            // Equal best sequences: every sequence is cancelled, even a team's lower ones.
    let r = play(&[announce(base(), &["Мария:tierce:AS", "Петър:tierce:AD", "Елена:tierce:9C"])]);
    assert_eq!(scores(&r, 0), vec![6, 10]);
    assert!(steps(&r, 0).contains(&"belot.premium.sequence-tie"));
    // A longer quint (6 cards) beats a quint of 5 to the ace: Вие 106 + 100 = 206, Ние 56; both
    // end in 6, so Ние (fewer) round up.
    let r = play(&[announce(base(), &["Мария:quint:AS", "Петър:quint:KD:6"])]);
    assert_eq!(scores(&r, 0), vec![6, 20]);
}

#[test]
fn only_the_team_with_the_best_carre_scores_its_carres() {
    let base = || q(Contract::Hearts, PETAR, 56, VIE);
    // J beats 9 beats A beats 10 beats K beats Q — in every contract.
    for (hi, lo) in [("J", "9"), ("9", "A"), ("A", "10"), ("10", "K"), ("K", "Q")] {
        let r = play(&[announce(base(), &[&format!("Мария:carre:{hi}"), &format!("Петър:carre:{lo}")])]);
        let nie = 56
            + if hi == "J" {
                200
            } else if hi == "9" {
                150
            } else {
                100
            };
        assert!(
            r.rows[0]
                .scored
                .explain
                .iter()
                .any(|s| s.text.english().contains(&format!("Ние: 56 card points + premiums {}", nie - 56))),
            "{hi} over {lo}"
        );
        assert!(
            !r.rows[0]
                .scored
                .explain
                .iter()
                .any(|s| s.text.english().starts_with("Вие") && s.text.english().contains("premiums")),
            "{hi} over {lo}"
        );
        assert!(steps(&r, 0).contains(&"belot.premium.carre"));
    }
    // A team with the best carré scores all its carrés; sequences are compared separately.
    let r = play(&[announce(base(), &["Мария:carre:J", "Иван:carre:10", "Петър:carre:9", "Петър:tierce:AS"])]);
    assert!(r.rows[0].scored.explain.iter().any(|s| s.text.english().contains("Ние: 56 card points + premiums 300")));
    assert!(r.rows[0]
        .scored
        .explain
        .iter()
        .any(|s| s.text.english().contains("Вие: 96 card points + last trick 10 + premiums 20")));
}

#[test]
fn a_belot_is_never_cancelled() {
    let base = || q(Contract::Hearts, PETAR, 56, VIE);
    // Ние hold the best sequence and carré; Вие's belot still counts.
    let r = play(&[announce(base(), &["Мария:quint:AS", "Иван:carre:9", "Петър:tierce:AD", "Петър:belot"])]);
    assert!(r.rows[0]
        .scored
        .explain
        .iter()
        .any(|s| s.text.english().contains("Вие: 96 card points + last trick 10 + premiums 20")));
    assert!(steps(&r, 0).contains(&"belot.premium.belot"));
    // All trumps: belots of several suits, one per player or two for one player.
    let r = play(&[announce(
        q(Contract::AllTrumps, PETAR, 100, VIE),
        &["Петър:belot:hearts", "Петър:belot:spades", "Мария:belot:clubs"],
    )]);
    assert!(r.rows[0]
        .scored
        .explain
        .iter()
        .any(|s| s.text.english().contains("Вие: 148 card points + last trick 10 + premiums 40")));
}

// ---------------------------------------------------------------------------------------------
// 4. Made, hanging, inside; contra and recontra

#[test]
fn made_each_team_writes_its_own() {
    let r = play(&[q(Contract::Clubs, PETAR, 56, VIE)]); // Вие 106 > Ние 56
    assert_eq!(scores(&r, 0), vec![6, 10]);
    assert_eq!(extra(&r, 0, "outcome"), "made");
    assert!(steps(&r, 0).contains(&"belot.score.made"));
    assert_eq!(extra(&r, 0, "contract"), "clubs");
    assert_eq!(extra(&r, 0, "declarer"), P[PETAR]);
    assert_eq!(extra(&r, 0, "dealer"), P[IVAN]);
}

#[test]
fn inside_the_other_team_writes_both() {
    let r = play(&[q(Contract::Clubs, IVAN, 56, VIE)]); // Ние declared, 56 < 106
    assert_eq!(scores(&r, 0), vec![0, 16]);
    assert_eq!(extra(&r, 0, "outcome"), "inside");
    // By one point.
    let r = play(&[q(Contract::Clubs, PETAR, 77, NIE)]); // Ние 87, Вие 75
    assert_eq!(scores(&r, 0), vec![16, 0]);
}

#[test]
fn hanging_the_declarers_points_wait_for_the_next_deals_winner() {
    // Ние 71 + 10 = 81, Вие 81: Вие declared, so their 8 hang; Ние write 8.
    let hang = q(Contract::Diamonds, PETAR, 71, NIE);
    let r = play(&[hang.clone(), q(Contract::Clubs, IVAN, 100, NIE)]);
    assert_eq!(scores(&r, 0), vec![8, 0]);
    assert_eq!(extra(&r, 0, "outcome"), "hanging");
    assert_eq!(extra(&r, 0, "hanging"), 8);
    assert!(steps(&r, 0).contains(&"belot.score.hanging"));
    // Next deal Ние make it (110 – 52): 11 + 8 = 19 for Ние.
    assert_eq!(scores(&r, 1), vec![19, 5]);
    assert!(steps(&r, 1).contains(&"belot.hanging.award"));
    assert_eq!(extra(&r, 1, "hanging"), 0);
    // The deal's winner is whoever writes: the other team when the declarers go inside.
    let r = play(&[hang.clone(), q(Contract::Clubs, PETAR, 100, NIE)]);
    assert_eq!(scores(&r, 1), vec![16 + 8, 0]);
}

#[test]
fn hanging_points_accumulate_and_all_pass_deals_change_nothing() {
    let hang = q(Contract::Diamonds, PETAR, 71, NIE); // 8 hang
    let hang2 = announce(q(Contract::Spades, IVAN, 96, NIE), &["Петър:quarte:AD"]); // 106–106: 11 hang
    let r = play(&[hang.clone(), all_pass(), hang2, all_pass(), q(Contract::Clubs, PETAR, 56, VIE)]);
    assert_eq!(scores(&r, 0), vec![8, 0]);
    assert_eq!(scores(&r, 1), vec![0, 0]);
    assert_eq!(extra(&r, 1, "outcome"), "all-pass");
    assert_eq!(extra(&r, 1, "hanging"), 8);
    assert_eq!(scores(&r, 2), vec![0, 10]); // Ние declared: Вие write their 10, Ние's 11 hang
    assert_eq!(extra(&r, 2, "hanging"), 19);
    assert_eq!(extra(&r, 3, "hanging"), 19);
    assert_eq!(scores(&r, 4), vec![6, 10 + 19]);
    assert_eq!(r.totals, vec![14, 39]);
}

#[test]
fn contra_doubles_the_whole_deal_for_the_team_with_more_whoever_declared() {
    // Петър declares, doubled; Ние have more: Ние write 16 × 2.
    let r = play(&[contra(q(Contract::Hearts, PETAR, 100, NIE))]);
    assert_eq!(scores(&r, 0), vec![32, 0]);
    assert!(steps(&r, 0).contains(&"belot.score.contra"));
    assert!(steps(&r, 0).contains(&"belot.score.contra-winner"));
    assert_eq!(extra(&r, 0, "double"), "contra");
    // The declarers with more write it all too — not only their own.
    let r = play(&[contra(q(Contract::Hearts, PETAR, 56, VIE))]);
    assert_eq!(scores(&r, 0), vec![0, 32]);
    // Recontra: × 4; All trumps 26 × 4.
    let r = play(&[recontra(q(Contract::AllTrumps, PETAR, 56, VIE))]);
    assert_eq!(scores(&r, 0), vec![0, 104]);
    assert_eq!(extra(&r, 0, "double"), "recontra");
    // Premiums are multiplied: Ние 56 + 100 = 156 beat Вие 106 + 20 = 126 and write
    // (162 + 20 + 100 = 282 → 28) × 2.
    let r = play(&[contra(announce(q(Contract::Hearts, PETAR, 56, VIE), &["Петър:belot", "Мария:carre:A"]))]);
    assert_eq!(scores(&r, 0), vec![56, 0]);
}

#[test]
fn contra_multiplies_the_valat_unless_the_option_says_otherwise() {
    let v = contra(with(q(Contract::Hearts, PETAR, 0, VIE), "valat", json!("Вие")));
    // 162 + 90 = 252 → 25 × 2 = 50.
    assert_eq!(scores(&play(std::slice::from_ref(&v)), 0), vec![0, 50]);
    // valat_doubles = false: 16 × 2 + 9 = 41.
    assert_eq!(scores(&play_with(json!({ "valat_doubles": false }), std::slice::from_ref(&v)), 0), vec![0, 41]);
    let v4 = recontra(with(q(Contract::Hearts, PETAR, 0, VIE), "valat", json!("Вие")));
    assert_eq!(scores(&play_with(json!({ "valat_doubles": false }), &[v4]), 0), vec![0, 73]);
    // Without a contra the option changes nothing.
    let plain = with(q(Contract::Hearts, PETAR, 0, VIE), "valat", json!("Вие"));
    assert_eq!(scores(&play_with(json!({ "valat_doubles": false }), &[plain]), 0), vec![0, 25]);
}

#[test]
fn contra_with_equal_totals_hangs_everything() {
    let r = play(&[contra(q(Contract::Diamonds, PETAR, 71, NIE)), q(Contract::Clubs, IVAN, 100, NIE)]);
    assert_eq!(scores(&r, 0), vec![0, 0]);
    assert_eq!(extra(&r, 0, "hanging"), 32);
    assert!(steps(&r, 0).contains(&"belot.score.contra-hanging"));
    assert_eq!(scores(&r, 1), vec![11 + 32, 5]);
    // Recontra hangs × 4.
    let r = play(&[recontra(q(Contract::Diamonds, PETAR, 71, NIE))]);
    assert_eq!(extra(&r, 0, "hanging"), 64);
}

// ---------------------------------------------------------------------------------------------
// 5. Rounding: every worked example of the rules, through whole deals

#[test]
fn suit_contract_56_106_writes_6_10_and_6_156_writes_1_15() {
    // Ние 56 card points; Вие 96 + 10.
    let r = play(&[q(Contract::Hearts, PETAR, 56, VIE)]);
    assert_eq!(scores(&r, 0), vec![6, 10]);
    assert!(steps(&r, 0).contains(&"belot.round.conflict"));
    let r = play(&[q(Contract::Hearts, PETAR, 6, VIE)]);
    assert_eq!(scores(&r, 0), vec![1, 15]);
    // The other digits: 7–9 up, 0–5 down.
    let r = play(&[q(Contract::Hearts, PETAR, 57, VIE)]); // 57 – 105
    assert_eq!(scores(&r, 0), vec![6, 10]);
    assert!(steps(&r, 0).contains(&"belot.round.suit"));
    let r = play(&[q(Contract::Hearts, PETAR, 65, VIE)]); // 65 – 97
    assert_eq!(scores(&r, 0), vec![6, 10]);
    let r = play(&[q(Contract::Hearts, PETAR, 59, VIE)]); // 59 – 103
    assert_eq!(scores(&r, 0), vec![6, 10]);
}

#[test]
fn all_trumps_34_224_writes_4_22_and_164_194_with_a_100_premium_writes_17_19() {
    let r = play(&[q(Contract::AllTrumps, PETAR, 34, VIE)]); // 34 – 214 + 10
    assert_eq!(scores(&r, 0), vec![4, 22]);
    assert!(steps(&r, 0).contains(&"belot.round.conflict"));
    // Ние 154 + 10 = 164; Вие 94 + quint 100 = 194.
    let r = play(&[announce(q(Contract::AllTrumps, PETAR, 154, NIE), &["Петър:quint:AS"])]);
    assert_eq!(scores(&r, 0), vec![17, 19]);
    // 5–9 up, 0–3 down.
    let r = play(&[q(Contract::AllTrumps, PETAR, 35, VIE)]); // 35 – 223
    assert_eq!(scores(&r, 0), vec![4, 22]);
    assert!(steps(&r, 0).contains(&"belot.round.all-trumps"));
    let r = play(&[q(Contract::AllTrumps, PETAR, 123, VIE)]); // 123 – 135
    assert_eq!(scores(&r, 0), vec![12, 14]);
}

#[test]
fn equal_totals_with_a_50_premium_the_hanging_points_round_up() {
    // Suit 106 – 106: Вие 56 + quarte 50 declared; Ние 96 + 10. Ние write 10, 11 hang.
    let r = play(&[announce(q(Contract::Spades, PETAR, 96, NIE), &["Петър:quarte:AD"])]);
    assert_eq!(scores(&r, 0), vec![10, 0]);
    assert_eq!(extra(&r, 0, "hanging"), 11);
    assert!(steps(&r, 0).contains(&"belot.round.hanging-up"));
    // All trumps 154 – 154: Вие 104 + 50; Ние 144 + 10. Ние write 15, 16 hang.
    let r = play(&[announce(q(Contract::AllTrumps, PETAR, 144, NIE), &["Петър:quarte:AD"])]);
    assert_eq!(scores(&r, 0), vec![15, 0]);
    assert_eq!(extra(&r, 0, "hanging"), 16);
    // With a 150 premium (a carré of 9s): suit 156 – 156 → 15 written, 16 hang.
    let r = play(&[announce(q(Contract::Spades, PETAR, 146, NIE), &["Петър:carre:9"])]);
    assert_eq!(scores(&r, 0), vec![15, 0]);
    assert_eq!(extra(&r, 0, "hanging"), 16);
}

#[test]
fn no_trumps_rounds_ordinarily_without_conflict() {
    // (47 + 10) × 2 = 114 → 11; 73 × 2 = 146 → 15.
    let r = play(&[q(Contract::NoTrumps, PETAR, 73, VIE)]);
    assert_eq!(scores(&r, 0), vec![26, 0]); // Петър declared with 114 < 146: inside
    let r = play(&[q(Contract::NoTrumps, IVAN, 73, VIE)]);
    assert_eq!(scores(&r, 0), vec![15, 11]);
    assert!(steps(&r, 0).contains(&"belot.round.no-trumps"));
}

#[test]
fn the_two_written_numbers_add_up_to_the_whole_deal() {
    for (c, whole) in [(Contract::Hearts, 16), (Contract::AllTrumps, 26), (Contract::NoTrumps, 26)] {
        for nie in 0..=c.deck_points() {
            for last in [NIE, VIE] {
                // Ние declare: made or inside, both numbers are written (hanging leaves one).
                let r = play(&[q(c, IVAN, nie, last)]);
                let written: i64 = scores(&r, 0).iter().sum::<i64>() + extra(&r, 0, "hanging").as_i64().unwrap();
                assert_eq!(written, whole, "{c:?} Ние {nie}, last {last}");
            }
        }
    }
    // Premiums add their tenth: 16 + 2 + 5.
    let r = play(&[announce(q(Contract::Hearts, PETAR, 56, VIE), &["Петър:belot", "Петър:quarte:AS"])]);
    assert_eq!(scores(&r, 0).iter().sum::<i64>(), 23);
}

// ---------------------------------------------------------------------------------------------
// 6. The bidding record

fn bid(bids: &[&str]) -> Value {
    json!({ "bids": bids, "points": { "Ние": 56, "Вие": 96 }, "last_trick": "Вие" })
}

fn bid_with(options: Value, bids: &[&str]) -> Result<Replay, RuleError> {
    run(&doc(options, &[bid(bids)]))
}

#[test]
fn the_bidding_decides_contract_declarer_and_double() {
    // Петър bids first (Иван deals).
    let r = play(&[bid(&["clubs", "hearts", "pass", "pass", "pass"])]);
    assert_eq!(extra(&r, 0, "contract"), "hearts");
    assert_eq!(extra(&r, 0, "declarer"), P[MARIA]);
    let r = play(&[bid(&["hearts", "contra", "pass", "pass", "pass"])]);
    assert_eq!(extra(&r, 0, "double"), "contra");
    assert_eq!(extra(&r, 0, "declarer"), P[PETAR]);
    let r = play(&[bid(&["hearts", "contra", "recontra", "pass", "pass", "pass"])]);
    assert_eq!(extra(&r, 0, "double"), "recontra");
    // Bids may name their player, in turn; table words are read.
    let r = play(&[bid(&["Петър:pass", "Мария:купа", "Елена:пас", "Иван:пас", "Петър:пас"])]);
    assert_eq!(extra(&r, 0, "contract"), "hearts");
    // Passes before the first bid do not end it.
    let at = json!({ "bids": ["pass", "pass", "pass", "all-trumps", "pass", "pass", "pass"],
                     "points": { "Ние": 124, "Вие": 124 }, "last_trick": "Ние" });
    let r = play(&[at]);
    assert_eq!(extra(&r, 0, "declarer"), P[IVAN]);
    // One string with commas (the quick flag) reads the same.
    let r =
        play(&[json!({ "bids": ["spades,pass,pass,pass"], "points": { "Ние": 56, "Вие": 96 }, "last_trick": "Вие" })]);
    assert_eq!(extra(&r, 0, "contract"), "spades");
}

#[test]
fn bidding_errors() {
    let rule = |bids: &[&str]| bid_with(json!({}), bids).err().map(|e| e.rule).unwrap_or_default();
    assert_eq!(rule(&["hearts", "clubs", "pass", "pass", "pass"]), "belot.bid.higher");
    assert_eq!(rule(&["hearts", "hearts", "pass", "pass", "pass"]), "belot.bid.higher");
    assert_eq!(rule(&["hearts", "pass", "contra", "pass", "pass", "pass"]), "belot.bid.contra"); // partner
    assert_eq!(rule(&["contra", "pass", "pass", "pass"]), "belot.bid.contra");
    assert_eq!(rule(&["hearts", "contra", "contra", "pass", "pass", "pass"]), "belot.bid.contra");
    assert_eq!(rule(&["hearts", "recontra", "pass", "pass", "pass"]), "belot.bid.recontra");
    assert_eq!(rule(&["hearts", "contra", "pass", "recontra", "pass", "pass", "pass"]), "belot.bid.recontra"); // Иван: contra's team
    assert_eq!(rule(&["hearts", "contra", "spades", "pass", "pass", "pass"]), "belot.bid.contra-escape");
    assert_eq!(rule(&["hearts", "pass", "pass", "pass", "spades"]), "belot.bid.after-end");
    assert_eq!(rule(&["pass", "pass", "pass", "pass", "hearts"]), "belot.bid.after-end");
    assert_eq!(rule(&["hearts", "pass", "pass"]), "belot.bid.unfinished");
    assert_eq!(rule(&["pass", "pass", "pass"]), "belot.bid.unfinished");
    assert_eq!(rule(&["hearts", "pass", "pass", "double-down"]), "belot.bid.word");
    assert_eq!(rule(&["Мария:hearts", "pass", "pass", "pass"]), "belot.bid.turn");
    // Recontra by the declarer's partner is fine: the bidding team.
    assert!(bid_with(json!({}), &["hearts", "contra", "pass", "recontra", "pass", "pass", "pass"]).is_err());
    assert!(bid_with(json!({}), &["hearts", "contra", "recontra", "pass", "pass", "pass"]).is_ok());
    assert!(bid_with(json!({}), &["hearts", "contra", "pass", "pass", "recontra", "pass", "pass", "pass"]).is_ok());
    // After a recontra, nobody may contra again.
    assert_eq!(rule(&["hearts", "contra", "recontra", "contra", "pass", "pass", "pass"]), "belot.bid.contra");
}

#[test]
fn contra_escape_lets_a_contra_be_overbid() {
    let r =
        bid_with(json!({ "contra_escape": true }), &["hearts", "contra", "spades", "pass", "pass", "pass"]).unwrap();
    assert_eq!(extra(&r, 0, "contract"), "spades");
    assert_eq!(extra(&r, 0, "declarer"), P[ELENA]);
    assert_eq!(extra(&r, 0, "double"), &Value::Null);
}

#[test]
fn four_passes_make_an_all_pass_deal() {
    let r = play(&[json!({ "bids": ["pass", "pass", "pass", "pass"] }), q(Contract::Hearts, MARIA, 100, NIE)]);
    assert_eq!(extra(&r, 0, "outcome"), "all-pass");
    assert_eq!(scores(&r, 0), vec![0, 0]);
    // The next player deals: Петър, so Мария bids first.
    assert_eq!(extra(&r, 1, "dealer"), P[PETAR]);
    // An all-pass deal has nothing else.
    let e = fails(&[json!({ "all_pass": true, "contract": "hearts" })]);
    assert_eq!(e.rule, "belot.deal.all-pass");
    let e = fails(&[json!({ "all_pass": true, "bids": ["hearts", "pass", "pass", "pass"] })]);
    assert_eq!(e.rule, "belot.entry.disagree");
}

#[test]
fn the_record_and_the_quick_fields_agree() {
    let b = |extra: Value| {
        let mut d = bid(&["hearts", "contra", "pass", "pass", "pass"]);
        for (k, v) in extra.as_object().unwrap() {
            d[k] = v.clone();
        }
        d
    };
    play(&[b(json!({ "contract": "hearts", "declarer": "Петър", "double": "contra" }))]);
    for wrong in [json!({ "contract": "spades" }), json!({ "declarer": "Елена" }), json!({ "double": "recontra" })]
    {
        assert_eq!(fails(&[b(wrong.clone())]).rule, "belot.entry.disagree", "{wrong}");
    }
}

// ---------------------------------------------------------------------------------------------
// 7. The end of the game

/// Вие make a recontra in hearts: 64 to Вие.
fn big_vie() -> Value {
    recontra(q(Contract::Hearts, PETAR, 56, VIE))
}

fn big_nie() -> Value {
    recontra(q(Contract::Hearts, IVAN, 96, NIE))
}

#[test]
fn the_game_is_won_at_151() {
    let r = play(&[big_vie(), big_vie()]);
    assert_eq!(r.totals, vec![0, 128]);
    assert!(!r.finished);
    let r = play(&[big_vie(), big_vie(), q(Contract::Hearts, PETAR, 56, VIE)]);
    assert_eq!(r.totals, vec![6, 138]);
    let r = play(&[big_vie(), big_vie(), contra(q(Contract::Hearts, PETAR, 56, VIE))]);
    assert_eq!(r.totals, vec![0, 160]);
    assert!(r.finished);
    assert_eq!(r.winner, Some(VIE));
    assert!(steps(&r, 2).contains(&"belot.match.target"));
    // Exactly 151 wins.
    let r = play_with(json!({ "target": 32 }), &[contra(q(Contract::Hearts, PETAR, 56, VIE))]);
    assert_eq!(r.winner, Some(VIE));
    let r = play_with(json!({ "target": 33 }), &[contra(q(Contract::Hearts, PETAR, 56, VIE))]);
    assert_eq!(r.winner, None);
}

#[test]
fn nothing_is_recorded_after_the_win() {
    let e = fails(&[big_vie(), big_vie(), big_vie(), q(Contract::Hearts, PETAR, 56, VIE)]);
    assert_eq!(e.rule, "match.finished");
    assert_eq!(e.entry, Some(4));
}

#[test]
fn both_past_the_target_the_higher_wins_equal_plays_on() {
    let vie_made = q(Contract::Hearts, PETAR, 56, VIE); // 6 – 10
    let nie_made = q(Contract::Hearts, IVAN, 97, NIE); // 107 – 55: 11 – 5
                                                       // Both reach 5 in one deal: the higher, Вие with 10, wins.
    let r = play_with(json!({ "target": 5 }), std::slice::from_ref(&vie_made));
    assert_eq!(r.totals, vec![6, 10]);
    assert_eq!(r.winner, Some(VIE));
    // 6 – 10 then 11 – 5: 17 – 15, both past 15: Ние lead and win.
    let r = play_with(json!({ "target": 15 }), &[vie_made.clone(), nie_made.clone()]);
    assert_eq!(r.totals, vec![17, 15]);
    assert_eq!(r.winner, Some(NIE));
    // 6 – 10, then 10 – 6: 16 – 16, both past: play on.
    let r = play_with(json!({ "target": 16 }), &[vie_made.clone(), q(Contract::Hearts, IVAN, 106, VIE)]);
    // Deal 2: Ние 106 → 10, Вие 46 + 10 = 56 → 6: 16 – 16.
    assert_eq!(r.totals, vec![16, 16]);
    assert_eq!(r.winner, None);
    assert!(!r.finished);
    assert!(steps(&r, 1).contains(&"belot.match.tie"));
    // The next deal decides.
    let r = play_with(json!({ "target": 16 }), &[vie_made.clone(), q(Contract::Hearts, IVAN, 106, VIE), vie_made]);
    assert_eq!(r.totals, vec![22, 26]);
    assert_eq!(r.winner, Some(VIE));
}

#[test]
fn a_game_does_not_end_on_a_valat() {
    let valat = contra(with(q(Contract::Hearts, PETAR, 0, VIE), "valat", json!("Вие"))); // 50
    let r = play(&[big_vie(), valat.clone()]);
    assert_eq!(r.totals, vec![0, 114]);
    let r = play(&[big_vie(), big_vie(), valat.clone()]);
    assert_eq!(r.totals, vec![0, 178]);
    assert_eq!(r.winner, None);
    assert!(!r.finished);
    assert!(steps(&r, 2).contains(&"belot.match.valat"));
    // An all-pass deal and another valat do not count; the next normal deal decides.
    let r = play(&[big_vie(), big_vie(), valat.clone(), all_pass(), valat.clone()]);
    assert_eq!(r.winner, None);
    let r =
        play(&[big_vie(), big_vie(), valat.clone(), all_pass(), valat.clone(), q(Contract::Hearts, IVAN, 100, NIE)]);
    assert_eq!(r.winner, Some(VIE));
    assert!(r.finished);
    // The next deal decides even if it brings the other team level or ahead.
    let r = play(&[big_nie(), big_nie(), big_vie(), big_vie(), valat, big_nie()]);
    assert_eq!(r.totals, vec![192, 178]);
    assert_eq!(r.winner, Some(NIE));
}

#[test]
fn the_deal_passes_to_the_next_player_in_playing_order() {
    let r = play(&[
        q(Contract::Hearts, PETAR, 56, VIE),
        all_pass(),
        q(Contract::Hearts, PETAR, 56, VIE),
        q(Contract::Hearts, PETAR, 56, VIE),
        q(Contract::Hearts, PETAR, 56, VIE),
    ]);
    let dealers: Vec<&str> = (0..5).map(|i| extra(&r, i, "dealer").as_str().unwrap()).collect();
    assert_eq!(dealers, vec![P[IVAN], P[PETAR], P[MARIA], P[ELENA], P[IVAN]]);
    assert!(
        r.next.as_ref().map(|m| m.english()).as_deref().unwrap().contains("Петър deals, Мария bids first"),
        "{:?}",
        r.next
    );
    // An explicit dealer overrides the rotation; the next deal follows him.
    let r = play(&[
        with(q(Contract::Hearts, PETAR, 56, VIE), "dealer", json!(P[ELENA])),
        q(Contract::Hearts, PETAR, 56, VIE),
    ]);
    assert_eq!(extra(&r, 1, "dealer"), P[IVAN]);
}

#[test]
fn teams_sit_opposite() {
    let bad = json!({ "game": "belot", "players": ["Иван", "Мария", "Петър", "Елена"],
                      "teams": { "Ние": ["Иван", "Мария"], "Вие": ["Петър", "Елена"] }, "deals": [] });
    assert_eq!(run(&bad).unwrap_err().rule, "match.teams");
    let none = json!({ "game": "belot", "players": P, "deals": [] });
    assert_eq!(run(&none).unwrap_err().rule, "match.teams");
    // Without players, the seats come from the teams, partners opposite.
    let from_teams = json!({ "game": "belot", "players": [], "teams": { "Вие": ["Петър", "Елена"], "Ние": ["Иван", "Мария"] },
                             "deals": [q(Contract::Hearts, PETAR, 56, VIE)] });
    let r = run(&from_teams).unwrap();
    assert_eq!(r.sides, vec!["Вие", "Ние"]);
}

#[test]
fn totals_are_the_running_sum_of_scores() {
    let deals = [
        q(Contract::Hearts, PETAR, 56, VIE),
        q(Contract::Diamonds, PETAR, 71, NIE),
        all_pass(),
        contra(q(Contract::AllTrumps, IVAN, 34, VIE)),
        json!({ "penalty": { "player": P[MARIA], "reason": "renege", "points": -10 } }),
        json!({ "void": 1 }),
        q(Contract::NoTrumps, ELENA, 73, VIE),
    ];
    let r = play(&deals);
    let mut sum = [0i64; 2];
    for row in &r.rows {
        for (s, total) in sum.iter_mut().enumerate() {
            *total += row.scored.scores[s];
            assert_eq!(row.scored.totals[s], *total);
        }
    }
    assert_eq!(r.totals, sum.to_vec());
    assert_eq!(r.rows[5].voids, Some(1));
}

// ---------------------------------------------------------------------------------------------
// 8. Every error rule id

fn option_error(options: Value) -> RuleError {
    fails_with(options, &[q(Contract::Hearts, PETAR, 56, VIE)])
}

#[test]
fn options_are_checked() {
    assert_eq!(option_error(json!({ "targt": 151 })).rule, "belot.option.unknown");
    assert_eq!(option_error(json!({ "target": "151" })).rule, "belot.option.value");
    assert_eq!(option_error(json!({ "target": 0 })).rule, "belot.option.value");
    assert_eq!(option_error(json!({ "valat_doubles": 1 })).rule, "belot.option.value");
}

/// A case that must be refused under `rule`.
fn error_cases() -> Vec<(&'static str, Value, Vec<Value>)> {
    let none = json!({});
    let base = || q(Contract::Hearts, PETAR, 56, VIE);
    let t = |changes: &[(usize, &str)]| full_owned(Contract::Hearts, PETAR, &with_tricks(&HEARTS_DEAL, changes));
    let ann = |a: &[&str]| vec![announce(base(), a)];
    let bids = |b: &[&str]| vec![bid(b)];
    vec![
        ("belot.deal.format", none.clone(), vec![with(base(), "bid", json!(120))]),
        (
            "belot.deal.contract",
            none.clone(),
            vec![json!({ "declarer": P[PETAR], "points": { "Ние": 56, "Вие": 96 }, "last_trick": "Вие" })],
        ),
        ("belot.deal.contract", none.clone(), vec![with(base(), "contract", json!("trumps"))]),
        (
            "belot.deal.declarer",
            none.clone(),
            vec![json!({ "contract": "hearts", "points": { "Ние": 56, "Вие": 96 }, "last_trick": "Вие" })],
        ),
        ("belot.deal.double", none.clone(), vec![with(base(), "double", json!("triple"))]),
        (
            "belot.deal.points",
            none.clone(),
            vec![json!({ "contract": "hearts", "declarer": P[PETAR], "last_trick": "Вие" })],
        ),
        (
            "belot.deal.last-trick",
            none.clone(),
            vec![json!({ "contract": "hearts", "declarer": P[PETAR], "points": { "Ние": 56, "Вие": 96 } })],
        ),
        ("belot.deal.all-pass", none.clone(), vec![with(all_pass(), "points", json!({ "Ние": 56, "Вие": 96 }))]),
        ("belot.points.sum", none.clone(), vec![with(base(), "points", json!({ "Ние": 56, "Вие": 97 }))]),
        ("belot.points.range", none.clone(), vec![with(base(), "points", json!({ "Ние": 200, "Вие": -48 }))]),
        ("belot.points.team", none.clone(), vec![with(base(), "points", json!({ "Ние": 56, "Иван": 96 }))]),
        ("belot.valat.inconsistent", none.clone(), vec![with(base(), "valat", json!("Вие"))]),
        ("belot.bid.turn", none.clone(), bids(&["Иван:hearts", "pass", "pass", "pass"])),
        ("belot.bid.word", none.clone(), bids(&["hearts", "maybe", "pass", "pass"])),
        ("belot.bid.higher", none.clone(), bids(&["spades", "hearts", "pass", "pass", "pass"])),
        ("belot.bid.contra", none.clone(), bids(&["hearts", "pass", "contra", "pass", "pass", "pass"])),
        ("belot.bid.recontra", none.clone(), bids(&["hearts", "recontra", "pass", "pass", "pass"])),
        ("belot.bid.contra-escape", none.clone(), bids(&["hearts", "contra", "all-trumps", "pass", "pass", "pass"])),
        ("belot.bid.after-end", none.clone(), bids(&["hearts", "pass", "pass", "pass", "pass"])),
        ("belot.bid.unfinished", none.clone(), bids(&["hearts", "pass"])),
        (
            "belot.entry.disagree",
            none.clone(),
            vec![with(bid(&["hearts", "pass", "pass", "pass"]), "contract", json!("clubs"))],
        ),
        ("belot.announce.format", none.clone(), ann(&["Петър"])),
        ("belot.announce.type", none.clone(), ann(&["Петър:fifty:AS"])),
        (
            "belot.announce.no-trumps",
            none.clone(),
            vec![announce(q(Contract::NoTrumps, PETAR, 56, VIE), &["Петър:tierce:AS"])],
        ),
        ("belot.announce.sequence-length", none.clone(), ann(&["Петър:tierce:8S"])),
        ("belot.announce.carre-rank", none.clone(), ann(&["Петър:carre:7"])),
        ("belot.announce.belot-suit", none.clone(), ann(&["Петър:belot:clubs"])),
        ("belot.announce.overlap", none.clone(), ann(&["Петър:tierce:AS", "Елена:quarte:KS"])),
        ("belot.announce.carre-and-sequence", none.clone(), ann(&["Петър:carre:A", "Петър:tierce:AS"])),
        (
            "belot.announce.not-held",
            none.clone(),
            vec![announce(full(Contract::Hearts, PETAR, &HEARTS_DEAL), &["Мария:carre:Q"])],
        ),
        ("belot.play.follow-suit", none.clone(), vec![t(&[(6, "KS QC 9C 10S"), (7, "10C AH JS JD")])]),
        (
            "belot.play.all-trumps-higher",
            none.clone(),
            vec![full_owned(
                Contract::AllTrumps,
                PETAR,
                &with_tricks(&ALL_TRUMPS_DEAL, &[(6, "10C 7C KC AC"), (7, "9C 8C QC JC")]),
            )],
        ),
        (
            "belot.play.format",
            none.clone(),
            vec![json!({ "contract": "hearts", "declarer": P[PETAR], "play": { "tricks": HEARTS_DEAL, "lead": "x" } })],
        ),
        ("belot.play.trick-size", none.clone(), vec![t(&[(0, "JH 7H 7S")])]),
        ("belot.play.card-count", none.clone(), vec![full(Contract::Hearts, PETAR, &HEARTS_DEAL[..6])]),
        ("belot.play.duplicate-card", none.clone(), vec![t(&[(7, "10C AH QC 10C")])]),
        ("belot.play.not-in-deck", none.clone(), vec![t(&[(7, "10C AH QC 2D")])]),
        ("belot.play.out-of-turn", none.clone(), vec![t(&[(0, "Мария:JH 7H 7S 8H")])]),
        ("belot.belot.king-or-queen", none.clone(), vec![t(&[(0, "JH! 7H 7S 8H")])]),
        ("belot.belot.trump", none.clone(), vec![t(&[(6, "KS! JS 9C 10S")])]),
        ("belot.belot.pair", none.clone(), vec![t(&[(3, "10D QH! KD 9D")])]),
        ("belot.penalty.points", none.clone(), vec![json!({ "penalty": { "player": P[MARIA], "reason": "renege" } })]),
        ("belot.option.unknown", json!({ "valat_double": true }), vec![]),
        ("belot.option.value", json!({ "target": -1 }), vec![]),
    ]
}

/// Ids that name a step of the score sheet rather than a refusal, or obligations only the engine
/// API reaches; each sheet id must show up in the explanation of some replay.
const SHEET_IDS: &[&str] = &[
    "belot.premium.sequence",
    "belot.premium.sequence-tie",
    "belot.premium.carre",
    "belot.premium.belot",
    "belot.score.raw",
    "belot.score.made",
    "belot.score.hanging",
    "belot.score.inside",
    "belot.score.contra",
    "belot.score.contra-winner",
    "belot.score.contra-hanging",
    "belot.round.suit",
    "belot.round.all-trumps",
    "belot.round.no-trumps",
    "belot.round.conflict",
    "belot.round.hanging-up",
    "belot.hanging.award",
    "belot.match.target",
    "belot.match.tie",
    "belot.match.valat",
    "belot.penalty",
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
    // Obligations whose breach changes later tricks: the engine API, one play at a time.
    for (rule, got) in [
        ("belot.play.trump", judge(Contract::Hearts, PETAR, "AS", "7H AD", "AD")),
        ("belot.play.overtrump", judge(Contract::Hearts, PETAR, "7S 8H", "9H AD", "AD")),
        ("belot.play.higher-trump", judge(Contract::Hearts, PETAR, "AH", "9H 7H", "7H")),
        ("belot.belot.how-played", judge(Contract::AllTrumps, PETAR, "7D", "KS QS", "KS!")),
    ] {
        assert_eq!(got, Some(rule));
        seen.insert(rule.to_string());
    }
    // The engine's first-leader check is reachable only through the engine API.
    let v = referee(&BelotTricks::new(Contract::Hearts), &engine_record(&HEARTS_DEAL, 4)).unwrap_err();
    let e = RuleError::from_violation("belot", &v, &P.map(String::from));
    assert_eq!(e.rule, "belot.play.first-leader");
    seen.insert(e.rule);
    // A stored state no replay of the match can have left is met only by a replay resumed from it.
    let doc = MatchDoc::parse(&doc(json!({}), &[]).to_string()).expect("match");
    let (game, setup) = kozyr::games::setup_of(&doc).expect("setup");
    seen.insert(game.replay_from(&setup, Some(&json!({"sheet": 1})), &[]).expect_err("refused").rule);

    let missing: Vec<&str> =
        RULE_IDS.iter().copied().filter(|id| !SHEET_IDS.contains(id) && !seen.contains(*id)).collect();
    assert!(missing.is_empty(), "error rule ids no test triggers: {missing:?}");
}

#[test]
fn every_sheet_rule_id_appears_in_an_explanation() {
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut collect = |r: &Replay| {
        for row in &r.rows {
            seen.extend(row.scored.explain.iter().map(|s| s.rule));
        }
    };
    collect(&play(&[
        announce(
            q(Contract::Hearts, PETAR, 56, VIE),
            &["Петър:tierce:AS", "Мария:tierce:AD", "Иван:carre:J", "Петър:belot"],
        ),
        q(Contract::AllTrumps, PETAR, 123, VIE),
        q(Contract::NoTrumps, IVAN, 73, VIE),
        q(Contract::Clubs, IVAN, 56, VIE),
        announce(q(Contract::Spades, PETAR, 96, NIE), &["Петър:quarte:AD"]),
        q(Contract::Hearts, PETAR, 57, VIE),
        contra(q(Contract::Diamonds, PETAR, 71, NIE)),
        contra(q(Contract::Diamonds, PETAR, 56, VIE)),
        json!({ "penalty": { "player": P[MARIA], "reason": "renege", "points": -10 } }),
    ]));
    collect(&play(&[
        big_vie(),
        big_vie(),
        contra(with(q(Contract::Hearts, PETAR, 0, VIE), "valat", json!("Вие"))),
        big_vie(),
    ]));
    collect(&play_with(
        json!({ "target": 16 }),
        &[q(Contract::Hearts, PETAR, 56, VIE), q(Contract::Hearts, IVAN, 106, VIE)],
    ));
    let missing: Vec<&&str> = SHEET_IDS.iter().filter(|id| !seen.contains(**id)).collect();
    assert!(missing.is_empty(), "sheet rule ids never explained: {missing:?}");
    let unknown: Vec<&&str> = seen.iter().filter(|id| !RULE_IDS.iter().any(|r| r == *id)).collect();
    assert!(unknown.is_empty(), "explained under undocumented ids: {unknown:?}");
}

#[test]
fn suits_read_in_any_notation() {
    // A contract given as a symbol or a Bulgarian word.
    for c in ["♥", "купа", "Hearts"] {
        let r = play(&[with(q(Contract::Hearts, PETAR, 56, VIE), "contract", json!(c))]);
        assert_eq!(extra(&r, 0, "contract"), "hearts");
    }
    assert_eq!(Suit::Hearts.symbol(), '♥');
}

#[test]
fn an_all_pass_deal_names_no_declarer_double_last_trick_or_valat() {
    for (key, v) in [
        ("declarer", json!(P[PETAR])),
        ("double", json!("contra")),
        ("last_trick", json!("Ние")),
        ("valat", json!("Вие")),
        ("announcements", json!(["Петър:belot"])),
    ] {
        let e = fails(&[with(all_pass(), key, v.clone())]);
        assert_eq!(e.rule, "belot.deal.all-pass", "{key}: {e}");
        let bids = with(json!({ "bids": ["pass", "pass", "pass", "pass"] }), key, v);
        assert_eq!(fails(&[bids]).rule, "belot.deal.all-pass", "{key}");
    }
}

#[test]
fn a_bid_of_several_words_is_one_bid() {
    let doc = kozyr::games::MatchDoc::parse(
        r#"{"game": "belot", "players": ["Иван", "Петър", "Мария", "Елена"],
            "teams": {"Ние": ["Иван", "Мария"], "Вие": ["Петър", "Елена"]},
            "deals": [{"bids": ["без коз, пас, пас, пас"], "points": {"Ние": 20, "Вие": 100}, "last_trick": "Вие"}]}"#,
    )
    .expect("document");
    let r = doc.replay().expect("replay");
    assert_eq!(r.rows[0].scored.extra["contract"], "no-trumps");
    assert_eq!(r.rows[0].scored.extra["declarer"], "Петър");
}

// ---------------------------------------------------------------------------------------------
// 9. In Russian and Bulgarian: every text of a match and every refusal reads in the table's words

use kozyr::engine::Breach;
use kozyr::i18n::{Lang, Msg};
use kozyr::msg;

/// A breach as the referee reports it, through the engine API (one play at a time).
fn breach(contract: Contract, leader: usize, trick: &str, hand: &str, play: &str) -> Breach {
    let rules = BelotTricks::new(contract);
    let trick_cards = cards(trick);
    let seats: Vec<usize> = (0..trick_cards.len()).map(|k| (leader + k) % 4).collect();
    let seat = (leader + trick_cards.len()) % 4;
    let (c, call) = match play.strip_suffix('!') {
        Some(c) => (card(c), true),
        None => (card(play), false),
    };
    let mut bag = CardBag::new();
    for k in cards(hand) {
        bag.add(k);
    }
    if !bag.contains(c) {
        bag.add(c);
    }
    let view = TrickView { number: 1, leader, cards: &trick_cards, seats: &seats };
    rules.check(&(), &view, seat, &bag, Play { card: c, seat: None, call }).expect_err(play)
}

/// Every referee obligation a single play can break, as (context, requirement).
fn breaches() -> Vec<Breach> {
    vec![
        breach(Contract::Hearts, PETAR, "AS", "7S 7D", "7D"),
        breach(Contract::Hearts, PETAR, "AS", "7H AD", "AD"),
        breach(Contract::Hearts, PETAR, "7S 8H", "9H AD", "AD"),
        breach(Contract::Hearts, PETAR, "AH", "9H 7H", "7H"),
        breach(Contract::AllTrumps, PETAR, "AS 7S", "9S 8S", "8S"),
        breach(Contract::Hearts, PETAR, "", "JH QH", "JH!"),
        breach(Contract::Hearts, PETAR, "", "KS QS", "KS!"),
        breach(Contract::Hearts, PETAR, "", "QH", "QH!"),
        breach(Contract::AllTrumps, PETAR, "7D", "KS QS", "KS!"),
    ]
}

/// Every text a sample match writes: the lines of the sheet, the notes, every explanation step and
/// what comes next. The match passes through every sheet rule, hanging points, a valat, a penalty
/// and the end of the game.
fn match_texts() -> Vec<Msg> {
    let mut out = vec![];
    let mut collect = |r: &Replay| {
        for row in &r.rows {
            out.push(row.scored.summary.clone());
            out.extend(row.scored.notes.iter().cloned());
            out.extend(row.scored.explain.iter().map(|s| s.text.clone()));
        }
        out.extend(r.next.iter().cloned());
    };
    collect(&play(&[
        announce(
            q(Contract::Hearts, PETAR, 56, VIE),
            &["Петър:tierce:AS", "Мария:tierce:AD", "Иван:carre:J", "Петър:belot"],
        ),
        q(Contract::AllTrumps, PETAR, 123, VIE),
        q(Contract::NoTrumps, IVAN, 73, VIE),
        all_pass(),
        q(Contract::Clubs, IVAN, 56, VIE),
        announce(q(Contract::Spades, PETAR, 96, NIE), &["Петър:quarte:AD", "Иван:quint:AS:6"]),
        q(Contract::Hearts, PETAR, 57, VIE),
        contra(q(Contract::Diamonds, PETAR, 71, NIE)),
        contra(q(Contract::Diamonds, PETAR, 56, VIE)),
        json!({ "penalty": { "player": P[MARIA], "reason": "ренонс", "points": -10 } }),
        full(Contract::Hearts, PETAR, &HEARTS_DEAL),
    ]));
    collect(&play(&[
        big_vie(),
        big_vie(),
        contra(with(q(Contract::Hearts, PETAR, 0, VIE), "valat", json!("Вие"))),
        big_vie(),
    ]));
    collect(&play_with(
        json!({ "valat_doubles": false }),
        &[recontra(with(q(Contract::NoTrumps, IVAN, 0, VIE), "valat", json!("Вие")))],
    ));
    collect(&play_with(
        json!({ "target": 16 }),
        &[q(Contract::Hearts, PETAR, 56, VIE), q(Contract::Hearts, IVAN, 106, VIE)],
    ));
    out
}

/// Every refusal of the error cases (and the referee's), as the user reads it.
fn error_texts() -> Vec<(String, Msg)> {
    let mut out: Vec<(String, Msg)> = error_cases()
        .into_iter()
        .map(|(rule, options, deals)| {
            let e = run(&doc(options, &deals)).err().unwrap_or_else(|| panic!("{rule}: accepted"));
            (e.rule, e.msg)
        })
        .collect();
    for b in breaches() {
        out.push((b.rule.to_string(), b.context));
        out.push((b.rule.to_string(), b.required));
    }
    out
}

/// Words a Russian or Bulgarian text may show in Latin letters: what the user typed, echoed back
/// (the error cases type their bids and premiums in English), option names and values, and `kozyr`.
const TYPED: &[&str] = &[
    "kozyr",
    "target",
    "valat_doubles",
    "contra_escape",
    "false",
    "hearts",
    "spades",
    "pass",
    "contra",
    "recontra",
    "maybe",
    "all-trumps",
    "trumps",
    "triple",
    "fifty",
    "tierce",
];

/// The first run of four or more Latin letters that is not a flag (`--points`), a field in
/// backquotes or a word the user typed.
fn english_in(text: &str) -> Option<String> {
    let mut rest = String::new();
    let mut quoted = false;
    for c in text.chars() {
        if c == '`' {
            quoted = !quoted;
        } else if !quoted {
            rest.push(c);
        }
    }
    rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .filter(|w| !w.starts_with("--") && !TYPED.contains(w))
        .find(|w| {
            let mut run = 0;
            w.chars().any(|c| {
                run = if c.is_ascii_alphabetic() { run + 1 } else { 0 };
                run >= 4
            })
        })
        .map(String::from)
}

/// Refusals whose text is not Belot's own: the shared option reader, the shared trick reader.
const NOT_OURS: &[&str] = &["belot.option.unknown", "belot.play.trick-size"];

#[test]
fn every_text_of_a_match_and_every_refusal_reads_in_russian_and_bulgarian() {
    let mut problems = vec![];
    for lang in [Lang::Ru, Lang::Bg] {
        for m in match_texts() {
            let text = m.render(lang);
            if let Some(w) = english_in(&text) {
                problems.push(format!("{lang}: {w:?} in {text}"));
            }
        }
        for (rule, m) in error_texts() {
            if NOT_OURS.contains(&rule.as_str()) {
                continue;
            }
            let text = m.render(lang);
            assert_ne!(text, m.english(), "{rule} is not translated to {lang}");
            // A record that does not parse quotes the parser's own report after the colon.
            let ours = match rule.as_str() {
                "belot.deal.format" | "belot.play.format" => text.split(": ").next().unwrap_or_default().to_string(),
                _ => text.clone(),
            };
            if let Some(w) = english_in(&ours) {
                problems.push(format!("{lang} [{rule}]: {w:?} in {text}"));
            }
        }
    }
    // What `kozyr rules belot` and `kozyr deal --help` print: names, flags, options, rule ids.
    use kozyr::games::{Game, GameInfo};
    let info = kozyr::games::belot::Belot.info();
    let mut ids: Vec<String> = vec!["game-belot".into(), "game-belot-aliases".into(), "deal-example-belot".into()];
    ids.push("new-example-belot".into());
    // Shared flags (`--dealer`) speak through the common catalogue.
    ids.extend(info.flags.iter().map(|f| f.help.to_string()).filter(|h| h.starts_with("flag-belot-")));
    ids.extend(info.options.iter().map(|o| o.help.to_string()));
    ids.extend(info.rule_ids.iter().map(|r| GameInfo::rule_doc(r).id.to_string()));
    for lang in [Lang::Ru, Lang::Bg] {
        for id in &ids {
            let mut text = Msg::new(id.clone(), vec![]).render(lang);
            if id.contains("-example-") {
                // Command lines are typed as they are; only their comments are in the language.
                text = text.lines().map(|l| l.split_once('#').map_or("", |(_, c)| c)).collect::<Vec<_>>().join("\n");
            }
            assert!(kozyr::i18n::has(lang, id), "{id} is missing in {lang}");
            if let Some(w) = english_in(&text) {
                problems.push(format!("{lang} {id}: {w:?} in {text}"));
            }
        }
    }
    assert!(problems.is_empty(), "{} texts with English words:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn a_contra_by_the_partner_is_refused_in_the_tables_words() {
    // Петър bids ♥ in Bulgarian, Мария passes, Елена (his partner) says контра.
    let e = fails(&[bid(&["купа", "пас", "контра", "пас", "пас", "пас"])]);
    assert_eq!(e.rule, "belot.bid.contra");
    assert_eq!(e.message(), "bid 3 (Елена: контра): a contra is said only on the opponents' bid");
    assert_eq!(e.msg.render(Lang::Bg), "обява 3 (Елена: контра): контра се казва само на обява на противниците");
    assert_eq!(e.msg.render(Lang::Ru), "заявка 3 (Елена: контра): контру говорят только на заказ противников");
    // A contract that is not higher names both in the reader's words.
    let e = fails(&[bid(&["без коз", "пика", "пас", "пас", "пас"])]);
    assert_eq!(
        e.msg.render(Lang::Bg),
        "обява 2 (Мария: пика): ♠ не е по-висока обява от без коз; обявите по сила: ♣ ♦ ♥ ♠, без коз, всичко коз"
    );
    assert_eq!(
        e.msg.render(Lang::Ru),
        "заявка 2 (Мария: пика): ♠ не выше, чем без козырей; заказы по старшинству: ♣ ♦ ♥ ♠, без козырей, все козыри"
    );
    // Russian players type their own words for the contracts too.
    let all = json!({ "bids": ["без козырей", "все козыри", "пас", "пас", "пас"],
                      "points": { "Ние": 100, "Вие": 148 }, "last_trick": "Вие" });
    let r = play(&[all]);
    assert_eq!(extra(&r, 0, "contract"), "all-trumps");
}

#[test]
fn a_refereed_renege_reads_in_russian_and_bulgarian() {
    let b = breach(Contract::Hearts, PETAR, "AS", "7H AD", "AD");
    assert_eq!(b.rule, "belot.play.trump");
    assert_eq!(b.context.render(Lang::Bg), "при искан цвят ♠, когато взятката е на противника");
    assert_eq!(
        b.required.render(Lang::Bg),
        "който няма от искания цвят, е длъжен да цака, когато взятката е на противника"
    );
    assert_eq!(b.context.render(Lang::Ru), "на ход ♠, когда взятку берёт противник");
    assert_eq!(
        b.required.render(Lang::Ru),
        "у кого нет масти хода, тот обязан бить козырем, когда взятку берёт противник"
    );
}

#[test]
fn the_explanation_counts_points_with_russian_and_bulgarian_plurals() {
    let raw = |nie: i64, lang: Lang| {
        let r = play(&[q(Contract::Hearts, PETAR, nie, VIE)]);
        r.rows[0].scored.explain.iter().find(|s| s.rule == "belot.score.raw").map(|s| s.text.render(lang)).unwrap()
    };
    assert_eq!(raw(1, Lang::Ru), "Ние: 1 очко во взятках = 1");
    assert_eq!(raw(2, Lang::Ru), "Ние: 2 очка во взятках = 2");
    assert_eq!(raw(5, Lang::Ru), "Ние: 5 очков во взятках = 5");
    assert_eq!(raw(21, Lang::Ru), "Ние: 21 очко во взятках = 21");
    assert_eq!(raw(11, Lang::Ru), "Ние: 11 очков во взятках = 11");
    assert_eq!(raw(1, Lang::Bg), "Ние: 1 точка от взятки = 1");
    assert_eq!(raw(21, Lang::Bg), "Ние: 21 точки от взятки = 21");
    assert_eq!(raw(1, Lang::En), "Ние: 1 card point = 1");
    // The whole step, with the last trick, the premiums and No trumps' doubling.
    let r = play(&[announce(q(Contract::NoTrumps, IVAN, 73, VIE), &[]), contra(q(Contract::Diamonds, PETAR, 71, NIE))]);
    let texts = |row: usize, lang: Lang| -> Vec<String> {
        r.rows[row].scored.explain.iter().map(|s| s.text.render(lang)).collect()
    };
    assert!(
        texts(0, Lang::Bg).contains(&"Вие: 47 точки от взятки + последна взятка 10, удвоени на без коз = 114".into())
    );
    assert!(texts(0, Lang::Ru).contains(&"Ние: 73 очка во взятках, удвоено в игре без козырей = 146".into()));
    // Hanging points: 32 hang; what comes next says so with the right form.
    assert!(texts(1, Lang::Bg).contains(&"контра: цялото раздаване 162 ÷ 10 → 16 × 2 = 32".into()));
    assert_eq!(
        r.next.as_ref().unwrap().render(Lang::Ru),
        "сдача 3: сдаёт Мария, торговлю начинает Елена (висят 32 очка)"
    );
    assert_eq!(
        r.next.as_ref().unwrap().render(Lang::Bg),
        "раздаване 3: раздава Мария, наддаването започва Елена (висят 32 точки)"
    );
}

#[test]
fn the_sheet_line_shows_declarer_contract_contra_and_outcome_in_the_readers_words() {
    let r = play(&[
        contra(q(Contract::Hearts, PETAR, 60, VIE)),
        q(Contract::Spades, PETAR, 71, NIE),
        recontra(with(q(Contract::NoTrumps, IVAN, 0, VIE), "valat", json!("Вие"))),
        with(q(Contract::AllTrumps, MARIA, 248, NIE), "valat", json!("Ние")),
        all_pass(),
    ]);
    let line = |row: usize, lang: Lang| r.rows[row].scored.summary.render(lang);
    assert_eq!([line(0, Lang::En), line(0, Lang::Ru), line(0, Lang::Bg)], ["Петър ♥ ×2", "Петър ♥ ×2", "Петър ♥ ×2"]);
    assert_eq!(
        [line(1, Lang::En), line(1, Lang::Ru), line(1, Lang::Bg)],
        ["Петър ♠ hanging", "Петър ♠ висит", "Петър ♠ виси"]
    );
    assert_eq!(
        [line(2, Lang::En), line(2, Lang::Ru), line(2, Lang::Bg)],
        ["Иван no trumps ×4 inside, valat", "Иван без козырей ×4 внутри, капо", "Иван без коз ×4 вътре, капо"]
    );
    assert_eq!(
        [line(3, Lang::En), line(3, Lang::Ru), line(3, Lang::Bg)],
        ["Мария all trumps valat", "Мария все козыри капо", "Мария всичко коз капо"]
    );
    assert_eq!([line(4, Lang::En), line(4, Lang::Ru), line(4, Lang::Bg)], ["all passed", "все пас", "всички пас"]);
}

#[test]
fn a_penalty_note_and_the_premium_names_read_in_bulgarian() {
    let r = play(&[
        announce(q(Contract::Spades, PETAR, 56, VIE), &["Петър:квинта:AS:6", "Мария:терца:AD", "Петър:белот"]),
        announce(q(Contract::Spades, PETAR, 56, VIE), &["Иван:каре:9"]),
    ]);
    let bg: Vec<String> = r.rows[0].scored.explain.iter().map(|s| s.text.render(Lang::Bg)).collect();
    assert!(
        bg.contains(&"Петър (Вие): квинта (6 карти) до A♠ +100 — най-високата поредица е на този отбор".into()),
        "{bg:?}"
    );
    assert!(bg.contains(&"Петър (Вие): белот ♠ +20 — белотът никога не отпада".into()), "{bg:?}");
    let bg: Vec<String> = r.rows[1].scored.explain.iter().map(|s| s.text.render(Lang::Bg)).collect();
    assert!(
        bg.contains(&"Иван (Ние): каре деветки +150 — най-силното каре (J 9 A 10 K Q) е на този отбор".into()),
        "{bg:?}"
    );
    let ru: Vec<String> = r.rows[1].scored.explain.iter().map(|s| s.text.render(Lang::Ru)).collect();
    assert!(
        ru.contains(&"Иван (Ние): каре девяток +150 — старшее каре (J 9 A 10 K Q) у этой команды".into()),
        "{ru:?}"
    );
    let p = play(&[json!({ "penalty": { "player": P[MARIA], "reason": "ренонс", "points": -10 } })]);
    assert_eq!(p.rows[0].scored.summary.render(Lang::Bg), "наказание: ренонс");
    assert_eq!(p.rows[0].scored.notes[0].render(Lang::Ru), "Ние: ренонс −10");
    assert_eq!(msg!("belot-penalty-summary", reason = "renege").english(), "penalty: renege");
}
