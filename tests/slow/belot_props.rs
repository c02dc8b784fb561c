//! Property tests for Bridge-Belot: random deals of the 32-card deck, 8 cards each, played out by a
//! random legal strategy written here from the rules (independently of the engine) must be accepted
//! with the right card points; a swap of two cards of a trick must be judged as an independent
//! check judges it (a renege caught with its rule id, trick and player); random quick-entry matches
//! write, deal by deal, exactly the whole deal rounded, and keep totals as the running sum.

use kozyr::cards::{Card, Deck, Rank, Suit};
use kozyr::engine::{referee, Play, PlayRecord};
use kozyr::games::belot::{BelotTricks, Contract};
use kozyr::games::{MatchDoc, Replay, RuleError};
use proptest::collection::vec;
use proptest::prelude::*;
use serde_json::{json, Value};

const P: [&str; 4] = ["Иван", "Петър", "Мария", "Елена"];
const T: [&str; 2] = ["Ние", "Вие"];
/// Иван deals the first deal: Петър leads.
const LEADER: usize = 1;

const CONTRACTS: [Contract; 6] =
    [Contract::Clubs, Contract::Diamonds, Contract::Hearts, Contract::Spades, Contract::NoTrumps, Contract::AllTrumps];

fn trump(c: Contract) -> Option<Suit> {
    match c {
        Contract::Clubs => Some(Suit::Clubs),
        Contract::Diamonds => Some(Suit::Diamonds),
        Contract::Hearts => Some(Suit::Hearts),
        Contract::Spades => Some(Suit::Spades),
        _ => None,
    }
}

fn trumps_like(c: Contract, k: Card) -> bool {
    c == Contract::AllTrumps || trump(c) == Some(k.suit())
}

/// Rank order in a trick: J 9 A 10 K Q 8 7 for trumps, A 10 K Q J 9 8 7 otherwise.
fn order(c: Contract, k: Card) -> u8 {
    let seq: [Rank; 8] = if trumps_like(c, k) {
        [Rank::Seven, Rank::Eight, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace, Rank::Nine, Rank::Jack]
    } else {
        [Rank::Seven, Rank::Eight, Rank::Nine, Rank::Jack, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace]
    };
    seq.iter().position(|&r| r == k.rank()).unwrap() as u8
}

fn points(c: Contract, k: Card) -> u32 {
    match (k.rank(), trumps_like(c, k)) {
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

/// Index of the card winning the trick so far: the highest trump, else the highest of the led suit.
fn winning(c: Contract, cards: &[Card]) -> usize {
    let best = |suit: Suit| (0..cards.len()).filter(|&i| cards[i].suit() == suit).max_by_key(|&i| order(c, cards[i]));
    trump(c).and_then(best).or_else(|| best(cards[0].suit())).unwrap()
}

fn other_of_pair(k: Card) -> Option<Card> {
    match k.rank() {
        Rank::King => Some(Card::new(Rank::Queen, k.suit())),
        Rank::Queen => Some(Card::new(Rank::King, k.suit())),
        _ => None,
    }
}

/// The obligation `card` breaks, played by `seat` holding `hand` into `cards` (played by `seats`).
fn breach(
    c: Contract,
    hand: &[Card],
    cards: &[Card],
    seats: &[usize],
    seat: usize,
    card: Card,
) -> Option<&'static str> {
    let &lead = cards.first()?;
    let led = lead.suit();
    let of = |s: Suit| hand.iter().copied().filter(move |k| k.suit() == s);
    if card.suit() != led && of(led).next().is_some() {
        return Some("belot.play.follow-suit");
    }
    let best = cards[winning(c, cards)];
    let beats = |k: Card| k.suit() == best.suit() && order(c, k) > order(c, best);
    match (c, trump(c)) {
        (Contract::NoTrumps, _) => None,
        (Contract::AllTrumps, _) => {
            (card.suit() == led && !beats(card) && of(led).any(beats)).then_some("belot.play.all-trumps-higher")
        }
        (_, Some(t)) if led == t => {
            (card.suit() == t && !beats(card) && of(t).any(beats)).then_some("belot.play.higher-trump")
        }
        (_, Some(t)) => {
            if card.suit() == led || seats[winning(c, cards)] == (seat + 2) % 4 {
                None
            } else if best.suit() == t {
                (!beats(card) && of(t).any(beats)).then_some("belot.play.overtrump")
            } else {
                (card.suit() != t && of(t).next().is_some()).then_some("belot.play.trump")
            }
        }
        _ => None,
    }
}

/// What is wrong with calling a belot with `card` (the same order of checks a table makes).
fn bad_call(c: Contract, hand: &[Card], cards: &[Card], card: Card) -> Option<&'static str> {
    let Some(other) = other_of_pair(card) else { return Some("belot.belot.king-or-queen") };
    if c == Contract::NoTrumps || !trumps_like(c, card) {
        return Some("belot.belot.trump");
    }
    if !hand.contains(&other) {
        return Some("belot.belot.pair");
    }
    match cards.first() {
        Some(lead) if c == Contract::AllTrumps && lead.suit() != card.suit() => Some("belot.belot.how-played"),
        _ => None,
    }
}

#[derive(Debug, Clone)]
struct Played {
    plays: Vec<(Card, bool)>,
    winners: Vec<usize>,
    points: [u32; 4],
    calls: Vec<(usize, Suit)>,
}

/// Plays `hands` out from `leader`, picking among the legal cards with `pick`; a player who may
/// call a belot with his card does so when `call` says so.
fn play_out(c: Contract, hands: &[Vec<Card>; 4], leader: usize, pick: &[u32], call: &[bool]) -> Played {
    let mut hands = hands.clone();
    let mut out = Played { plays: vec![], winners: vec![], points: [0; 4], calls: vec![] };
    let mut leader = leader;
    for t in 0..8 {
        let (mut cards, mut seats) = (vec![], vec![]);
        for k in 0..4 {
            let seat = (leader + k) % 4;
            let i = t * 4 + k;
            let options: Vec<Card> = hands[seat]
                .iter()
                .copied()
                .filter(|&x| breach(c, &hands[seat], &cards, &seats, seat, x).is_none())
                .collect();
            let card = options[pick[i] as usize % options.len()];
            let calls = call[i] && bad_call(c, &hands[seat], &cards, card).is_none();
            if calls {
                out.calls.push((seat, card.suit()));
            }
            hands[seat].retain(|&x| x != card);
            out.plays.push((card, calls));
            cards.push(card);
            seats.push(seat);
        }
        let w = seats[winning(c, &cards)];
        out.winners.push(w);
        out.points[w] += cards.iter().map(|&x| points(c, x)).sum::<u32>();
        leader = w;
    }
    out
}

/// The first rule a record breaks, found independently of the engine: (rule, trick, seat).
fn first_breach(c: Contract, plays: &[(Card, bool)], leader: usize) -> Option<(&'static str, usize, usize)> {
    let mut seat_of = vec![];
    let mut lead = leader;
    for t in 0..8 {
        let cards: Vec<Card> = plays[t * 4..t * 4 + 4].iter().map(|p| p.0).collect();
        for k in 0..4 {
            seat_of.push((lead + k) % 4);
        }
        lead = (lead + winning(c, &cards)) % 4;
    }
    let mut hands: [Vec<Card>; 4] = Default::default();
    for (i, p) in plays.iter().enumerate() {
        hands[seat_of[i]].push(p.0);
    }
    for t in 0..8 {
        let (mut cards, mut seats) = (vec![], vec![]);
        for k in 0..4 {
            let i = t * 4 + k;
            let (card, call) = plays[i];
            let seat = seat_of[i];
            let found = if call { bad_call(c, &hands[seat], &cards, card) } else { None }
                .or_else(|| breach(c, &hands[seat], &cards, &seats, seat, card));
            if let Some(rule) = found {
                return Some((rule, t + 1, seat));
            }
            hands[seat].retain(|&x| x != card);
            cards.push(card);
            seats.push(seat);
        }
    }
    None
}

fn record(plays: &[(Card, bool)]) -> PlayRecord {
    PlayRecord {
        first_leader: LEADER,
        plays: plays.iter().map(|&(card, call)| Play { card, seat: None, call }).collect(),
    }
}

fn tricks_text(plays: &[(Card, bool)]) -> Vec<String> {
    plays
        .chunks(4)
        .map(|t| {
            t.iter()
                .map(|&(k, call)| format!("{}{}", k.ascii(), if call { "!" } else { "" }))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

fn run(d: &Value) -> Result<Replay, RuleError> {
    MatchDoc::parse(&d.to_string())?.replay()
}

fn doc(options: Value, deals: &[Value]) -> Value {
    json!({ "game": "belot", "players": P, "teams": { "Ние": [P[0], P[2]], "Вие": [P[1], P[3]] },
            "options": options, "deals": deals })
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

fn deck() -> Vec<Card> {
    Deck::piquet32().cards().to_vec()
}

fn hands_of(cards: &[Card]) -> [Vec<Card>; 4] {
    [cards[0..8].to_vec(), cards[8..16].to_vec(), cards[16..24].to_vec(), cards[24..32].to_vec()]
}

fn deal_strategy() -> impl Strategy<Value = (Vec<Card>, Contract, Vec<u32>, Vec<bool>)> {
    (
        Just(deck()).prop_shuffle(),
        prop::sample::select(CONTRACTS.to_vec()),
        vec(any::<u32>(), 32),
        vec(any::<bool>(), 32),
    )
}

/// Rounds one total by the contract's digits: suit 7–9 up, All trumps 5–9 up, No trumps 5 up.
fn round(c: Contract, v: i64) -> i64 {
    let up = match c {
        Contract::AllTrumps | Contract::NoTrumps => 5,
        _ => 7,
    };
    v / 10 + i64::from(v % 10 >= up)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn legal_play_is_accepted_with_the_contracts_card_points((cards, c, pick, call) in deal_strategy(), decl in 0..4usize) {
        let hands = hands_of(&cards);
        let p = play_out(c, &hands, LEADER, &pick, &call);
        let out = referee(&BelotTricks::new(c), &record(&p.plays)).map_err(|v| TestCaseError::fail(format!("{v:?} {:?}", tricks_text(&p.plays))))?;
        prop_assert_eq!(i64::from(out.points.iter().sum::<u32>()), c.deck_points());
        prop_assert_eq!(out.tricks.iter().sum::<u32>(), 8);
        prop_assert_eq!(&out.points[..], &p.points[..]);
        prop_assert_eq!(&out.winners, &p.winners);
        for (rebuilt, dealt) in out.hands.iter().zip(&hands) {
            prop_assert_eq!(sorted(rebuilt.iter().collect()), sorted(dealt.clone()));
        }
        let calls: Vec<(usize, Suit)> = out.calls.iter().map(|&(_, s, k)| (s, k.suit())).collect();
        prop_assert_eq!(&calls, &p.calls);
        prop_assert_eq!(first_breach(c, &p.plays, LEADER), None);

        // The same deal as a match entry scores from the tricks: the written numbers and the hanging
        // points make the whole deal rounded.
        let d = doc(json!({}), &[json!({ "contract": c.name(), "declarer": P[decl], "play": { "tricks": tricks_text(&p.plays) } })]);
        let r = run(&d).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        let team = |t: usize| i64::from(p.points[t] + p.points[t + 2]);
        let last = p.winners[7] % 2;
        let valat = (0..2).find(|&t| p.winners.iter().all(|w| w % 2 == t));
        let nt = if c == Contract::NoTrumps { 2 } else { 1 };
        let belots = 20 * p.calls.len() as i64;
        let sum = (team(0) + team(1) + 10) * nt + belots + if valat.is_some() { 90 } else { 0 };
        let written: i64 = r.rows[0].scored.scores.iter().sum::<i64>() + r.rows[0].scored.extra["hanging"].as_i64().unwrap();
        prop_assert_eq!(written, round(c, sum));
        let raw = |t: usize| {
            (team(t) + if last == t { 10 } else { 0 }) * nt
                + 20 * p.calls.iter().filter(|x| x.0 % 2 == t).count() as i64
                + if valat == Some(t) { 90 } else { 0 }
        };
        let (dt, ot) = (decl % 2, 1 - decl % 2);
        let outcome = r.rows[0].scored.extra["outcome"].as_str().unwrap();
        prop_assert_eq!(outcome, if raw(dt) > raw(ot) { "made" } else if raw(dt) == raw(ot) { "hanging" } else { "inside" });
        if raw(dt) < raw(ot) {
            prop_assert_eq!(r.rows[0].scored.scores[dt], 0);
        }
    }

    #[test]
    fn a_swap_that_creates_a_renege_is_caught((cards, c, pick, call) in deal_strategy(), which in any::<u32>()) {
        let p = play_out(c, &hands_of(&cards), LEADER, &pick, &call);
        let mut reneges = vec![];
        for t in 0..8 {
            for (a, b) in [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)] {
                let (i, j) = (t * 4 + a, t * 4 + b);
                let mut m = p.plays.clone();
                m.swap(i, j);
                if let Some(found) = first_breach(c, &m, LEADER) {
                    if found.0.starts_with("belot.play.") {
                        reneges.push((m, found));
                    }
                }
            }
        }
        prop_assume!(!reneges.is_empty());
        let (m, (rule, trick, seat)) = &reneges[which as usize % reneges.len()];
        let v = referee(&BelotTricks::new(c), &record(m)).err();
        prop_assert!(v.is_some(), "a renege was accepted: {:?}", tricks_text(m));
        let v = v.unwrap();
        prop_assert_eq!((v.rule, v.trick, v.seat), (*rule, Some(*trick), Some(*seat)));
        // The proof is a card the player really played later.
        if let Some((card, later)) = v.held {
            prop_assert!(later > *trick);
            let pos = m.iter().position(|x| x.0 == card).unwrap();
            prop_assert_eq!(pos / 4 + 1, later);
        }
    }

    #[test]
    fn any_swap_is_judged_as_an_independent_check_judges_it((cards, c, pick, call) in deal_strategy(), t in 0..8usize, pair in 0..6usize) {
        let p = play_out(c, &hands_of(&cards), LEADER, &pick, &call);
        let (a, b) = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)][pair];
        let mut m = p.plays.clone();
        m.swap(t * 4 + a, t * 4 + b);
        let got = referee(&BelotTricks::new(c), &record(&m)).err().map(|v| (v.rule, v.trick.unwrap_or(0), v.seat.unwrap_or(9)));
        prop_assert_eq!(got, first_breach(c, &m, LEADER));
    }
}

// ---------------------------------------------------------------------------------------------
// Random quick-entry matches.

#[derive(Debug, Clone)]
struct QuickDeal {
    contract: Contract,
    decl: usize,
    double: u8,
    trick_owner: Vec<usize>,
    /// Which of the fixed, disjoint premiums were declared.
    premiums: [bool; 4],
    all_pass: bool,
}

fn quick_deal() -> impl Strategy<Value = QuickDeal> {
    (
        prop::sample::select(CONTRACTS.to_vec()),
        0..4usize,
        prop_oneof![6 => Just(0u8), 2 => Just(1u8), 1 => Just(2u8)],
        prop_oneof![vec(0..2usize, 8), (0..2usize).prop_map(|t| vec![t; 8])],
        any::<[bool; 4]>(),
        proptest::bool::weighted(0.05),
    )
        .prop_map(|(contract, decl, double, trick_owner, premiums, all_pass)| QuickDeal {
            contract,
            decl,
            double,
            trick_owner,
            premiums,
            all_pass,
        })
}

/// Ние: Мария's carré of aces, Иван's quarte 7–10♦; Вие: Петър's tierce J–K♠, Елена's ♥ belot.
const PREMIUMS: [(&str, usize, i64); 4] =
    [("Мария:carre:A", 0, 100), ("Иван:quarte:10D", 0, 50), ("Петър:tierce:KS", 1, 20), ("Елена:belot:hearts", 1, 20)];

/// The deal's entry and the whole deal it must write (both numbers plus what hangs), rounded.
fn quick_entry(q: &QuickDeal, cards: &[Card]) -> (Value, Option<i64>) {
    if q.all_pass {
        return (json!({ "all_pass": true }), None);
    }
    let c = q.contract;
    let mut pts = [0i64; 2];
    for (t, &w) in q.trick_owner.iter().enumerate() {
        pts[w] += cards[t * 4..t * 4 + 4].iter().map(|&k| i64::from(points(c, k))).sum::<i64>();
    }
    let last = q.trick_owner[7];
    let valat = (0..2).find(|&t| q.trick_owner.iter().all(|&w| w == t));
    let mut d = json!({ "contract": c.name(), "declarer": P[q.decl], "points": { T[0]: pts[0], T[1]: pts[1] }, "last_trick": T[last] });
    if let Some(v) = valat {
        d["valat"] = json!(T[v]);
    }
    if q.double > 0 {
        d["double"] = json!(if q.double == 1 { "contra" } else { "recontra" });
    }
    let mut anns = vec![];
    let mut prem = 0;
    if c != Contract::NoTrumps {
        let quarte = q.premiums[1];
        for (i, &(a, _, v)) in PREMIUMS.iter().enumerate() {
            let belot_ok = i != 3 || matches!(c, Contract::Hearts | Contract::AllTrumps);
            if q.premiums[i] && belot_ok {
                anns.push(a);
                // The tierce loses to the quarte: only the best team's sequences score.
                if !(i == 2 && quarte) {
                    prem += v;
                }
            }
        }
    }
    d["announcements"] = json!(anns);
    let nt = if c == Contract::NoTrumps { 2 } else { 1 };
    let sum = (c.deck_points() + 10) * nt + prem + if valat.is_some() { 90 } else { 0 };
    let factor = [1, 2, 4][q.double as usize];
    (d, Some(round(c, sum) * factor))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_quick_matches_write_the_whole_deal_and_keep_a_consistent_sheet(
        deals in vec((quick_deal(), Just(deck()).prop_shuffle()), 1..30),
        target in prop_oneof![Just(151i64), Just(60i64)],
    ) {
        let mut entries = vec![];
        let mut wholes = vec![];
        for (q, cards) in &deals {
            let (e, w) = quick_entry(q, cards);
            entries.push(e);
            wholes.push(w);
        }
        let options = json!({ "target": target });
        let r = match run(&doc(options.clone(), &entries)) {
            Ok(r) => r,
            Err(e) => {
                // The only refusal of a well-formed match: an entry after the win.
                prop_assert_eq!(e.rule.as_str(), "match.finished", "{}", e.message());
                let n = e.entry.unwrap();
                let r = run(&doc(options.clone(), &entries[..n - 1])).map_err(|e| TestCaseError::fail(format!("{e}")))?;
                prop_assert!(r.finished);
                r
            }
        };
        let mut sum = [0i64; 2];
        let mut pot = 0i64;
        for (row, whole) in r.rows.iter().zip(&wholes) {
            let hanging = row.scored.extra["hanging"].as_i64().unwrap();
            let written: i64 = row.scored.scores.iter().sum();
            match whole {
                // Written plus what now hangs, less what hung before: exactly the whole deal.
                Some(w) => prop_assert_eq!(written + hanging - pot, *w, "{:?}", row.scored.explain),
                None => prop_assert_eq!((written, hanging), (0, pot)),
            }
            pot = hanging;
            for (s, total) in sum.iter_mut().enumerate() {
                *total += row.scored.scores[s];
                prop_assert_eq!(row.scored.totals[s], *total);
            }
        }
        prop_assert_eq!(&r.totals[..], &sum[..]);
        if let Some(w) = r.winner {
            prop_assert!(r.totals[w] >= target && r.totals[w] > r.totals[1 - w]);
            let last = r.rows.last().unwrap();
            prop_assert_eq!(&last.scored.extra["valat"], &Value::Null, "a game does not end on a valat");
            prop_assert_ne!(last.scored.extra["outcome"].as_str(), Some("all-pass"));
        } else {
            prop_assert!(!r.finished);
        }
    }
}

#[test]
fn the_independent_player_and_checker_agree_with_a_known_deal() {
    // The hand-written ♥ deal of the rules tests: legal, and a swap at trick 7 is a renege.
    let plays: Vec<(Card, bool)> = [
        "JH 7H 7S 8H",
        "KH! 10H 8S 9H",
        "AD 7D QD 8D",
        "10D QH KD 9D",
        "AS 9S 7C QS",
        "AC JC 8C KC",
        "KS JS 9C 10S",
        "10C AH QC JD",
    ]
    .iter()
    .flat_map(|t| t.split(' '))
    .map(|t| (t.trim_end_matches('!').parse::<Card>().unwrap(), t.ends_with('!')))
    .collect();
    assert_eq!(first_breach(Contract::Hearts, &plays, LEADER), None);
    let mut bad = plays.clone();
    // Мария and Елена swap J♠ and 9♣ at trick 7: Елена then held a spade when she discarded 7♣
    // under her partner's A♠ at trick 5.
    bad.swap(25, 26);
    assert_eq!(first_breach(Contract::Hearts, &bad, LEADER), Some(("belot.play.follow-suit", 5, 3)));
}
