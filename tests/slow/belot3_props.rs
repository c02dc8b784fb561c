//! Property tests for Belot for three: random deals of the 32-card pack (nine cards each, five out
//! of play) played out by a random legal strategy written here from the book's rules, independently
//! of the engine, are accepted; their card points add up to the points of the 27 cards in play
//! (152 less the five out of play) plus the last trick's 10; quick entry with those points gives
//! exactly what the full record gives; one illegal card is caught at its trick and player; and a
//! deal's written points plus what it leaves hanging are the players' points in it.

use kozyr::cards::{Card, Deck, Rank, Suit};
use kozyr::games::{MatchDoc, Replay, RuleError};
use proptest::collection::vec;
use proptest::prelude::*;
use serde_json::{json, Value};

const P: [&str; 3] = ["Аня", "Борис", "Вера"];
const SUITS: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

fn order(c: Card, trump: Suit) -> u8 {
    let r = [Rank::Seven, Rank::Eight, Rank::Nine, Rank::Jack, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace];
    let t = [Rank::Seven, Rank::Eight, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace, Rank::Nine, Rank::Jack];
    let list = if c.suit() == trump { t } else { r };
    list.iter().position(|&x| x == c.rank()).unwrap_or(0) as u8
}

fn points(c: Card, trump: Suit) -> i64 {
    match (c.rank(), c.suit() == trump) {
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

fn winner(cards: &[Card], trump: Suit) -> usize {
    let best = |s: Suit| (0..cards.len()).filter(|&i| cards[i].suit() == s).max_by_key(|&i| order(cards[i], trump));
    best(trump).or_else(|| best(cards[0].suit())).unwrap_or(0)
}

/// Follow suit; void, trump; a trump on the table beaten if the hand can; a plain suit need not be.
fn legal(hand: &[Card], trick: &[Card], trump: Suit) -> Vec<Card> {
    let Some(led) = trick.first().map(|c| c.suit()) else { return hand.to_vec() };
    let of = |s: Suit| hand.iter().copied().filter(|c| c.suit() == s).collect::<Vec<_>>();
    let mut cands = if !of(led).is_empty() {
        of(led)
    } else if !of(trump).is_empty() {
        of(trump)
    } else {
        hand.to_vec()
    };
    if let Some(best) = trick.iter().copied().filter(|c| c.suit() == trump).max_by_key(|&c| order(c, trump)) {
        let higher: Vec<Card> =
            cands.iter().copied().filter(|&c| c.suit() == trump && order(c, trump) > order(best, trump)).collect();
        if !higher.is_empty() {
            cands = higher;
        }
    }
    cands
}

struct Played {
    tricks: Vec<String>,
    points: [i64; 3],
    won: [u32; 3],
    last: usize,
    in_play: i64,
    /// The illegal card's trick (1-based) and seat, when one was played.
    breach: Option<(usize, usize)>,
}

/// Deals `pack` (9 each from the dealer's left, Аня dealing) and plays it out from Борис's lead,
/// choosing with `pick`; at play `illegal`, a card outside the legal ones if the hand has one.
fn play_out(pack: &[Card], trump: Suit, pick: &[u32], illegal: Option<usize>) -> Played {
    let mut hands: [Vec<Card>; 3] = [pack[0..9].to_vec(), pack[9..18].to_vec(), pack[18..27].to_vec()];
    let in_play = pack[..27].iter().map(|&c| points(c, trump)).sum();
    let mut out = Played { tricks: vec![], points: [0; 3], won: [0; 3], last: 0, in_play, breach: None };
    let mut leader = 1;
    for t in 0..9 {
        let (mut cards, mut seats) = (vec![], vec![]);
        for k in 0..3 {
            let seat = (leader + k) % 3;
            let i = t * 3 + k;
            let ok = legal(&hands[seat], &cards, trump);
            let bad: Vec<Card> = hands[seat].iter().copied().filter(|c| !ok.contains(c)).collect();
            let card = if illegal == Some(i) && !bad.is_empty() && out.breach.is_none() {
                out.breach = Some((t + 1, seat));
                bad[pick[i] as usize % bad.len()]
            } else {
                ok[pick[i] as usize % ok.len()]
            };
            hands[seat].retain(|&c| c != card);
            cards.push(card);
            seats.push(seat);
        }
        let w = seats[winner(&cards, trump)];
        out.points[w] += cards.iter().map(|&c| points(c, trump)).sum::<i64>();
        out.won[w] += 1;
        out.last = w;
        out.tricks.push(cards.iter().map(|c| c.ascii()).collect::<Vec<_>>().join(" "));
        leader = w;
    }
    out
}

fn run(deals: &[Value]) -> Result<Replay, RuleError> {
    let doc = json!({ "game": "belot3", "players": P, "deals": deals });
    MatchDoc::parse(&doc.to_string())?.replay()
}

fn pack() -> impl Strategy<Value = Vec<Card>> {
    Just(Deck::piquet32().cards().to_vec()).prop_shuffle()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play_is_accepted_and_agrees_with_quick_entry(
        pack in pack(), trump in 0..4usize, pick in vec(any::<u32>(), 27), decl in 0..3usize,
    ) {
        let trump = SUITS[trump];
        let p = play_out(&pack, trump, &pick, None);
        // The points of a deal: the 27 cards in play (152 less the five out of play), and 10 more.
        prop_assert_eq!(p.points.iter().sum::<i64>(), p.in_play);
        let out_of_play: i64 = pack[27..].iter().map(|&c| points(c, trump)).sum();
        prop_assert_eq!(p.in_play + out_of_play, 152);
        let full = json!({ "declarer": P[decl], "trump": trump.name(), "play": p.tricks.join("\n") });
        let r = run(&[full]);
        prop_assert!(r.is_ok(), "{:?}", r.err());
        let r = r.unwrap();
        let scored: Vec<i64> =
            r.rows[0].scored.extra["points"].as_array().unwrap().iter().map(|v| v.as_i64().unwrap()).collect();
        let capots = p.won.iter().filter(|&&w| w == 0).count() as i64;
        // One capot: 50 to each of the two others; two: 100 to the taker of every trick.
        let bonus = if capots > 0 { 100 } else { 0 };
        prop_assert_eq!(scored.iter().sum::<i64>(), p.in_play + 10 + bonus);
        // Quick entry with the counted points, the last trick and the capots gives the same.
        let mut quick = json!({ "declarer": P[decl], "trump": trump.name(), "last_trick": P[p.last],
                                "points": { P[0]: p.points[0], P[1]: p.points[1], P[2]: p.points[2] } });
        let capot: Vec<&str> = (0..3).filter(|&s| p.won[s] == 0).map(|s| P[s]).collect();
        if !capot.is_empty() {
            quick["capot"] = json!(capot);
        }
        let q = run(&[quick]);
        prop_assert!(q.is_ok(), "{:?}", q.err());
        let q = q.unwrap();
        prop_assert_eq!(&q.rows[0].scored.scores, &r.rows[0].scored.scores);
        prop_assert_eq!(&q.rows[0].scored.explain, &r.rows[0].scored.explain);
        // What the deal writes, with what it leaves hanging, is what its players had (the odd
        // point goes to a player by default).
        let hanging = r.rows[0].scored.extra["hanging"].as_i64().unwrap();
        prop_assert_eq!(r.rows[0].scored.scores.iter().sum::<i64>() + hanging, scored.iter().sum::<i64>());
    }

    #[test]
    fn one_illegal_card_is_caught_at_its_trick_and_player(
        pack in pack(), trump in 0..4usize, pick in vec(any::<u32>(), 27), at in 3..27usize,
    ) {
        let trump = SUITS[trump];
        let p = play_out(&pack, trump, &pick, Some(at));
        let full = json!({ "declarer": P[0], "trump": trump.name(), "play": p.tricks.join("\n") });
        match (run(&[full]), p.breach) {
            (Ok(_), None) => {}
            (Ok(_), Some(b)) => prop_assert!(false, "the illegal card at {:?} was accepted", b),
            (Err(e), Some((trick, seat))) => {
                prop_assert!(
                    ["belot3.play.follow-suit", "belot3.play.trump", "belot3.play.overtrump"].contains(&e.rule.as_str()),
                    "{}", e
                );
                prop_assert_eq!((e.trick, e.player.as_deref()), (Some(trick), Some(P[seat])));
            }
            (Err(e), None) => prop_assert!(false, "legal play refused: {}", e),
        }
    }
}
