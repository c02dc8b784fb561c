//! Property tests for Thousand: random deals of the 24-card deck played out by a random legal
//! strategy (written here from the rules, independently of the engine) must be accepted and scored
//! by the rules; a swap of two cards that creates a renege must be caught at the trick and player
//! an independent check names; random quick-entry matches never panic and keep a consistent sheet.

use kozyr::cards::{Card, Deck, Rank, Suit};
use kozyr::engine::{referee, Play, PlayRecord};
use kozyr::games::thousand::{ThousandOptions, ThousandTricks};
use kozyr::games::{MatchDoc, Replay, RuleError};
use proptest::collection::vec;
use proptest::prelude::*;
use serde_json::{json, Value};

const P: [&str; 3] = ["Аня", "Борис", "Вера"];

fn order(r: Rank) -> u8 {
    match r {
        Rank::Ace => 6,
        Rank::Ten => 5,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 1,
    }
}

fn points(c: Card) -> u32 {
    match c.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 0,
    }
}

fn marriage_value(s: Suit) -> i64 {
    match s {
        Suit::Hearts => 100,
        Suit::Diamonds => 80,
        Suit::Clubs => 60,
        Suit::Spades => 40,
    }
}

fn partner(c: Card) -> Option<Card> {
    match c.rank() {
        Rank::King => Some(Card::new(Rank::Queen, c.suit())),
        Rank::Queen => Some(Card::new(Rank::King, c.suit())),
        _ => None,
    }
}

fn has_marriage(hand: &[Card]) -> bool {
    hand.iter().any(|&c| c.rank() == Rank::King && partner(c).is_some_and(|q| hand.contains(&q)))
}

/// Index of the card that wins a complete trick: the highest trump, else the highest of the led suit.
fn trick_winner(cards: &[Card], trump: Option<Suit>) -> usize {
    let best =
        |suit: Suit| (0..cards.len()).filter(|&i| cards[i].suit() == suit).max_by_key(|&i| order(cards[i].rank()));
    trump.and_then(best).or_else(|| best(cards[0].suit())).unwrap_or(0)
}

/// The cards a player may play: follow suit, else trump, else anything.
fn legal(hand: &[Card], led: Option<Suit>, trump: Option<Suit>) -> Vec<Card> {
    let Some(led) = led else { return hand.to_vec() };
    let follow: Vec<Card> = hand.iter().copied().filter(|c| c.suit() == led).collect();
    if !follow.is_empty() {
        return follow;
    }
    if let Some(t) = trump {
        let trumps: Vec<Card> = hand.iter().copied().filter(|c| c.suit() == t).collect();
        if !trumps.is_empty() {
            return trumps;
        }
    }
    hand.to_vec()
}

/// A deal played out: every play in order with its seat, trick winners, card points, marriages.
#[derive(Debug, Clone)]
struct Played {
    plays: Vec<(Card, bool)>,
    winners: Vec<usize>,
    points: [u32; 3],
    tricks: [u32; 3],
    marriages: Vec<(usize, Suit)>,
}

/// Plays `hands` out from `leader` by picking, at each turn, among the legal cards with `pick`;
/// a leader holding both halves of a marriage declares it when he leads one and `call` says so.
fn play_out(hands: &[Vec<Card>; 3], leader: usize, pick: &[u32], call: &[bool]) -> Played {
    let mut hands = hands.clone();
    let mut out = Played { plays: vec![], winners: vec![], points: [0; 3], tricks: [0; 3], marriages: vec![] };
    let (mut trump, mut leader) = (None, leader);
    for t in 0..8 {
        let mut cards = vec![];
        let mut seats = vec![];
        for k in 0..3 {
            let seat = (leader + k) % 3;
            let i = t * 3 + k;
            let options = legal(&hands[seat], cards.first().map(|c: &Card| c.suit()), trump);
            let card = options[pick[i] as usize % options.len()];
            let calls = k == 0 && call[i] && partner(card).is_some_and(|p| hands[seat].contains(&p));
            if calls {
                trump = Some(card.suit());
                out.marriages.push((seat, card.suit()));
            }
            hands[seat].retain(|&c| c != card);
            out.plays.push((card, calls));
            cards.push(card);
            seats.push(seat);
        }
        let w = seats[trick_winner(&cards, trump)];
        out.winners.push(w);
        out.tricks[w] += 1;
        out.points[w] += cards.iter().map(|&c| points(c)).sum::<u32>();
        leader = w;
    }
    out
}

/// The first rule a record breaks, found independently of the engine: (rule, trick, seat).
fn first_breach(plays: &[(Card, bool)], leader: usize) -> Option<(&'static str, usize, usize)> {
    // Seats from the winners (which do not depend on the hands), then the hands from the seats.
    let mut seat_of = vec![];
    let (mut trump, mut lead) = (None, leader);
    for t in 0..8 {
        let cards: Vec<Card> = plays[t * 3..t * 3 + 3].iter().map(|p| p.0).collect();
        let (c0, call0) = plays[t * 3];
        if call0 && partner(c0).is_some() {
            trump = Some(c0.suit());
        }
        for k in 0..3 {
            seat_of.push((lead + k) % 3);
        }
        lead = (lead + trick_winner(&cards, trump)) % 3;
    }
    let mut hands: [Vec<Card>; 3] = Default::default();
    for (i, p) in plays.iter().enumerate() {
        hands[seat_of[i]].push(p.0);
    }
    let mut trump = None;
    for t in 0..8 {
        let led = plays[t * 3].0.suit();
        for k in 0..3 {
            let i = t * 3 + k;
            let (card, call) = plays[i];
            let seat = seat_of[i];
            let hand = &hands[seat];
            if call {
                let rule = if k > 0 {
                    Some("thousand.marriage.on-lead")
                } else if partner(card).is_none() {
                    Some("thousand.marriage.king-or-queen")
                } else if !partner(card).is_some_and(|p| hand.contains(&p)) {
                    Some("thousand.marriage.partner")
                } else {
                    None
                };
                if let Some(rule) = rule {
                    return Some((rule, t + 1, seat));
                }
            }
            if k > 0 && card.suit() != led {
                if hand.iter().any(|c| c.suit() == led) {
                    return Some(("thousand.play.follow-suit", t + 1, seat));
                }
                if let Some(tr) = trump {
                    if card.suit() != tr && hand.iter().any(|c| c.suit() == tr) {
                        return Some(("thousand.play.trump", t + 1, seat));
                    }
                }
            }
            if call && k == 0 {
                trump = Some(card.suit());
            }
            hands[seat].retain(|&c| c != card);
        }
    }
    None
}

fn record(plays: &[(Card, bool)], leader: usize) -> PlayRecord {
    PlayRecord {
        first_leader: leader,
        plays: plays.iter().map(|&(card, call)| Play { card, seat: None, call }).collect(),
    }
}

fn tricks_text(plays: &[(Card, bool)]) -> Vec<String> {
    plays
        .chunks(3)
        .map(|t| {
            t.iter()
                .map(|&(c, call)| format!("{}{}", c.ascii(), if call { "!" } else { "" }))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

fn run(d: &Value) -> Result<Replay, RuleError> {
    MatchDoc::parse(&d.to_string())?.replay()
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

fn deck() -> Vec<Card> {
    Deck::piquet24().cards().to_vec()
}

/// A shuffled deck dealt 8/8/8 (the talon already shared out), a declarer, and the choices.
fn deal_strategy() -> impl Strategy<Value = (Vec<Card>, usize, Vec<u32>, Vec<bool>)> {
    (Just(deck()).prop_shuffle(), 0..3usize, vec(any::<u32>(), 24), vec(any::<bool>(), 24))
}

fn hands_of(cards: &[Card]) -> [Vec<Card>; 3] {
    [cards[0..8].to_vec(), cards[8..16].to_vec(), cards[16..24].to_vec()]
}

fn nearest5(n: i64) -> i64 {
    (n + 2).div_euclid(5) * 5
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn legal_play_is_accepted_and_scored_by_the_rules((cards, decl, pick, call) in deal_strategy(), bid_pick in any::<u32>()) {
        let hands = hands_of(&cards);
        let p = play_out(&hands, decl, &pick, &call);

        let o = ThousandOptions::default();
        let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
        let out = referee(&rules, &record(&p.plays, decl)).map_err(|v| TestCaseError::fail(format!("{v:?}")))?;
        prop_assert_eq!(out.points.iter().sum::<u32>(), 120);
        prop_assert_eq!(out.tricks.iter().sum::<u32>(), 8);
        prop_assert_eq!(&out.points[..], &p.points[..]);
        prop_assert_eq!(&out.tricks[..], &p.tricks[..]);
        prop_assert_eq!(&out.winners, &p.winners);
        for (rebuilt, dealt) in out.hands.iter().zip(&hands) {
            prop_assert_eq!(sorted(rebuilt.iter().collect()), sorted(dealt.clone()));
        }
        let calls: Vec<(usize, Suit)> = out.calls.iter().map(|&(_, s, c)| (s, c.suit())).collect();
        prop_assert_eq!(&calls, &p.marriages);
        prop_assert_eq!(first_breach(&p.plays, decl), None);

        // The same deal as a match entry, with the talon and the passed cards: each opponent's
        // first card was passed to him, and three of the declarer's ten cards were the talon.
        let opp = [(decl + 1) % 3, (decl + 2) % 3];
        let passed = [hands[opp[0]][0], hands[opp[1]][0]];
        let mut ten = hands[decl].clone();
        ten.extend(passed);
        let mut order10: Vec<usize> = (0..10).collect();
        order10.sort_by_key(|&i| (pick[i].wrapping_mul(2_654_435_761), i));
        let talon: Vec<Card> = order10[..3].iter().map(|&i| ten[i]).collect();
        let dealt: Vec<Card> = ten.iter().copied().filter(|c| !talon.contains(c)).collect();
        let top = if has_marriage(&dealt) { 300 } else { 120 };
        let auction = 100 + 5 * (i64::from(bid_pick % 1000) % ((top - 100) / 5 + 1));
        let mut bid = auction + 5 * i64::from(bid_pick / 1000 % 4);
        if !has_marriage(&ten) {
            bid = bid.min(120);
        }
        let dealer = if auction == 100 { decl } else { (decl + 1) % 3 };
        let talon_text: Vec<String> = talon.iter().map(|c| c.ascii()).collect();
        let d = json!({ "game": "thousand", "players": P, "deals": [{
            "dealer": P[dealer], "declarer": P[decl], "auction": auction, "bid": bid,
            "play": { "talon": talon_text.join(" "),
                      "passed": { P[opp[0]]: passed[0].ascii(), P[opp[1]]: passed[1].ascii() },
                      "tricks": tricks_text(&p.plays) } }] });
        let r = run(&d).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        let total = |s: usize| {
            i64::from(p.points[s]) + p.marriages.iter().filter(|m| m.0 == s).map(|m| marriage_value(m.1)).sum::<i64>()
        };
        let scores = &r.rows[0].scored.scores;
        prop_assert_eq!(scores[decl], if total(decl) >= bid { bid } else { -bid });
        for s in opp {
            prop_assert_eq!(scores[s], nearest5(total(s)));
            prop_assert_eq!(scores[s] % 5, 0);
        }
        prop_assert_eq!(&r.totals, scores);
    }

    #[test]
    fn a_swap_that_creates_a_renege_is_caught((cards, decl, pick, call) in deal_strategy(), which in any::<u32>()) {
        let p = play_out(&hands_of(&cards), decl, &pick, &call);
        // Every swap of two uncalled cards of one trick; keep those that break follow-suit or trump.
        let mut reneges = vec![];
        for t in 0..8 {
            for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                let (i, j) = (t * 3 + a, t * 3 + b);
                if p.plays[i].1 || p.plays[j].1 {
                    continue;
                }
                let mut m = p.plays.clone();
                m.swap(i, j);
                if let Some(found) = first_breach(&m, decl) {
                    if found.0 == "thousand.play.follow-suit" || found.0 == "thousand.play.trump" {
                        reneges.push((m, found));
                    }
                }
            }
        }
        prop_assume!(!reneges.is_empty());
        let (m, (rule, trick, seat)) = &reneges[which as usize % reneges.len()];
        let o = ThousandOptions::default();
        let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
        let v = referee(&rules, &record(m, decl)).err();
        prop_assert!(v.is_some(), "a renege was accepted: {:?}", tricks_text(m));
        let v = v.unwrap();
        prop_assert_eq!((v.rule, v.trick, v.seat), (*rule, Some(*trick), Some(*seat)));
        // The proof is a card of the required suit the player really played later.
        if let Some((card, later)) = v.held {
            prop_assert!(later > *trick);
            let pos = m.iter().position(|x| x.0 == card).unwrap();
            prop_assert_eq!(pos / 3 + 1, later);
        }
    }

    #[test]
    fn any_swap_is_judged_as_an_independent_check_judges_it((cards, decl, pick, call) in deal_strategy(), t in 0..8usize, pair in 0..3usize) {
        let p = play_out(&hands_of(&cards), decl, &pick, &call);
        let (a, b) = [(0, 1), (0, 2), (1, 2)][pair];
        let mut m = p.plays.clone();
        m.swap(t * 3 + a, t * 3 + b);
        // A call moved off the lead stays with its card.
        let o = ThousandOptions::default();
        let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
        let got = referee(&rules, &record(&m, decl)).err().map(|v| (v.rule, v.trick.unwrap_or(0), v.seat.unwrap_or(9)));
        prop_assert_eq!(got, first_breach(&m, decl));
    }
}

// ---------------------------------------------------------------------------------------------
// Random quick-entry matches.

#[derive(Debug, Clone)]
struct QuickDeal {
    decl: usize,
    bid_steps: i64,
    trick_owner: Vec<usize>,
    marriage_owner: Vec<Option<usize>>,
    conceded: bool,
    penalty: Option<usize>,
}

fn quick_deal() -> impl Strategy<Value = QuickDeal> {
    (
        0..3usize,
        0..61i64,
        vec(0..3usize, 8),
        vec(proptest::option::weighted(0.3, 0..3usize), 4),
        proptest::bool::weighted(0.05),
        proptest::option::weighted(0.05, 0..3usize),
    )
        .prop_map(|(decl, bid_steps, trick_owner, marriage_owner, conceded, penalty)| QuickDeal {
            decl,
            bid_steps,
            trick_owner,
            marriage_owner,
            conceded,
            penalty,
        })
}

fn quick_entry(q: &QuickDeal, cards: &[Card]) -> Value {
    let bid = 100 + 5 * q.bid_steps;
    let mut d = json!({ "dealer": P[q.decl], "declarer": P[q.decl], "bid": bid });
    if q.conceded {
        d["conceded"] = json!(true);
        return d;
    }
    let mut pts = [0u32; 3];
    for (t, &w) in q.trick_owner.iter().enumerate() {
        pts[w] += cards[t * 3..t * 3 + 3].iter().map(|&c| points(c)).sum::<u32>();
    }
    d["points"] = json!({ P[0]: pts[0], P[1]: pts[1], P[2]: pts[2] });
    let mut m = serde_json::Map::new();
    for (suit, owner) in ["hearts", "diamonds", "clubs", "spades"].iter().zip(&q.marriage_owner) {
        if let Some(s) = owner {
            m.entry(P[*s]).or_insert_with(|| json!([])).as_array_mut().unwrap().push(json!(suit));
        }
    }
    d["marriages"] = Value::Object(m);
    d
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_quick_matches_keep_a_consistent_sheet(
        deals in vec((quick_deal(), Just(deck()).prop_shuffle()), 1..40),
        barrel_at in prop_oneof![Just(900i64), Just(880i64)],
        consecutive in any::<bool>(),
        minus_555 in any::<bool>(),
        penalty_fall in any::<bool>(),
    ) {
        let mut options = json!({ "barrel_at": barrel_at, "bolts_consecutive": consecutive, "reset_minus_555": minus_555 });
        if penalty_fall {
            options["barrel_penalty"] = json!(-120);
        }
        let mut entries = vec![];
        for (q, cards) in &deals {
            if let Some(s) = q.penalty {
                entries.push(json!({ "penalty": { "player": P[s], "reason": "misdeal" } }));
            }
            entries.push(quick_entry(q, cards));
        }
        let doc = |entries: &[Value]| json!({ "game": "thousand", "players": P, "options": options, "deals": entries });
        let r = match run(&doc(&entries)) {
            Ok(r) => r,
            Err(e) => {
                // The only refusal of a well-formed match: an entry after the win.
                prop_assert_eq!(e.rule.as_str(), "match.finished", "{}", e.message());
                let n = e.entry.unwrap();
                let r = run(&doc(&entries[..n - 1])).map_err(|e| TestCaseError::fail(format!("{e}")))?;
                prop_assert!(r.finished);
                r
            }
        };
        let mut sum = [0i64; 3];
        for row in &r.rows {
            for (s, total) in sum.iter_mut().enumerate() {
                *total += row.scored.scores[s];
                let sum_s = *total;
                let t = row.scored.totals[s];
                prop_assert_eq!(t, sum_s);
                prop_assert_eq!(t % 5, 0, "totals are kept in fives");
                prop_assert!(t != 555, "555 is reset");
                prop_assert!(!minus_555 || t != -555, "−555 is reset under the option");
                prop_assert!(t <= barrel_at || r.winner == Some(s), "{} above the barrel line without winning", t);
            }
        }
        prop_assert_eq!(&r.totals[..], &sum[..]);
        if let Some(w) = r.winner {
            prop_assert!(r.totals[w] >= 1000);
            let last = r.rows.last().unwrap();
            prop_assert_eq!(last.kind, "deal");
            prop_assert_eq!(last.scored.extra["declarer"].as_str(), Some(P[w]), "only a declarer wins");
            prop_assert_eq!(last.scored.extra["made"].as_bool(), Some(true));
        } else {
            prop_assert!(!r.finished);
        }
    }
}

#[test]
fn the_independent_player_and_checker_agree_with_a_known_deal() {
    // A fixed deal checks the test's own helpers: the ♥ marriage at trick 2 makes Вера's 10♥ win.
    let c = |s: &str| s.parse::<Card>().unwrap();
    let plays: Vec<(Card, bool)> = [
        "AH", "9H", "9C", "KH!", "10H", "JC", "KS", "9S", "AS", "QH", "JH", "QC", "10S", "QS", "JS", "AC", "10C",
        "10D", "JD", "AD", "KD", "KC", "QD", "9D",
    ]
    .iter()
    .map(|t| (c(t.trim_end_matches('!')), t.ends_with('!')))
    .collect();
    assert_eq!(first_breach(&plays, 1), None);
    let mut bad = plays.clone();
    bad.swap(1, 2);
    assert_eq!(first_breach(&bad, 1), Some(("thousand.play.follow-suit", 1, 2)));
}
