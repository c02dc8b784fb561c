//! The fast search against the exhaustive reference on random endings of four to six cards:
//! every mode, both sides, mid-trick positions, the values of every card and the lines played out.

use super::reference;
use super::*;

/// A small generator, so every run checks the same endings.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn ending(rng: &mut Rng, k: usize) -> PlainDeal {
    let mut deck: Vec<usize> = (0..52).collect();
    for i in (1..52).rev() {
        deck.swap(i, rng.below(i + 1));
    }
    let mut hands = [CardSet::EMPTY; 4];
    for (h, hand) in hands.iter_mut().enumerate() {
        for &c in &deck[h * k..h * k + k] {
            if let Some(card) = Card::from_index(c) {
                hand.insert(card);
            }
        }
    }
    let trump = [Some(Suit::Spades), Some(Suit::Hearts), Some(Suit::Diamonds), Some(Suit::Clubs), None][rng.below(5)];
    let mut deal = PlainDeal { hands, trump, leader: rng.below(4), played: vec![] };
    // Sometimes start mid-trick.
    for _ in 0..rng.below(4) {
        let legal: Vec<Card> = deal.legal().iter().collect();
        let card = legal[rng.below(legal.len())];
        let seat = deal.to_play();
        deal.hands[seat].remove(card);
        deal.played.push(card);
    }
    deal
}

/// The second and third trumps split between partners, the top one the opponents': with another
/// trump beside one of them, the partners keep them apart and win a trick (North ♦Q 7 and South
/// ♦K 8 3 against West's ♦A); each alone, a trump led brings both down on the ace.
#[test]
fn two_honours_kept_apart_win_a_trick() {
    let deal = |hands, leader| deal_of(hands, Some(Suit::Diamonds), leader);
    let apart = deal(["K - Q7 95", "97 - T QA", "- Q K83 J", "- J A96 T"], 0);
    let solver = setup(&apart, 0, Mode::DoubleDummy).0;
    assert_eq!(solver.split_honours(0), Some(suits("- - Q -").0));
    assert!(reference::tricks(&apart, 0, Mode::DoubleDummy) >= 1);
    let together = deal(["- - Q 2", "- - 2 5", "- - K 3", "- - A 4"], 1);
    let solver = setup(&together, 0, Mode::DoubleDummy).0;
    assert_eq!(solver.split_honours(0), None);
    assert_eq!(reference::tricks(&together, 0, Mode::DoubleDummy), 0);
}

/// Wherever the split honours are counted, the side playing for its most wins a trick: against
/// the exhaustive search, double dummy and with every player playing for the side, on many small
/// endings, random and nearly alike in shape.
#[test]
fn split_honours_win_a_trick() {
    let mut rng = Rng(0x686F_6E6F_7572);
    let mut counted = 0;
    for round in 0..320 {
        let k = 2 + round % 4;
        let mut deal = if round % 2 == 0 { shapely(&mut rng, k) } else { ending(&mut rng, k) };
        for (i, c) in std::mem::take(&mut deal.played).into_iter().enumerate() {
            deal.hands[(deal.leader + i) % 4].insert(c);
        }
        if round % 3 != 0 {
            deal = honours_split(&mut rng, deal);
        }
        let solver = setup(&deal, 0, Mode::DoubleDummy).0;
        for side in 0..2 {
            if solver.split_honours(side).is_none() {
                continue;
            }
            counted += 1;
            for mode in [Mode::DoubleDummy, Mode::Best] {
                assert!(reference::tricks(&deal, side, mode) >= 1, "{mode:?} side {side} in {deal:?}");
            }
        }
    }
    assert!(counted >= 60, "the split honours were counted {counted} times");
}

/// `deal` with its three top trumps moved (each swapped with another card of the hand it goes to):
/// the top one to an opponent of a random side, the next two to that side's two hands.
fn honours_split(rng: &mut Rng, mut deal: PlainDeal) -> PlainDeal {
    let Some(trump) = deal.trump else { return deal };
    let all = deal.hands.iter().fold(CardSet::EMPTY, |a, h| a.union(*h)).of_suit(trump);
    let mut tops: Vec<Card> = all.iter().collect();
    tops.sort_by_key(|c| std::cmp::Reverse(c.index()));
    tops.truncate(3);
    if tops.len() < 3 {
        return deal;
    }
    let side = rng.below(2);
    let first = side + 2 * rng.below(2);
    let owners = [(side + 1 + 2 * rng.below(2)) % 4, first, (first + 2) % 4];
    for (&card, &to) in tops.iter().zip(&owners) {
        let Some(from) = (0..4).find(|&h| deal.hands[h].contains(card)) else { continue };
        if from == to {
            continue;
        }
        let Some(other) = deal.hands[to].iter().find(|c| !tops.contains(c)) else { continue };
        deal.hands[from].remove(card);
        deal.hands[to].remove(other);
        deal.hands[to].insert(card);
        deal.hands[from].insert(other);
    }
    deal
}

/// An ending of `k` cards a hand (at most five) at a trick's start, the hands nearly alike in
/// shape: the same length in each suit, but for a card or two of a hand moved to another suit.
fn shapely(rng: &mut Rng, k: usize) -> PlainDeal {
    let mut shape = [0usize; 4];
    for _ in 0..k.min(12) {
        let open: Vec<usize> = (0..4).filter(|&s| shape[s] < 3).collect();
        shape[open[rng.below(open.len())]] += 1;
    }
    let mut shapes = [shape; 4];
    for _ in 0..rng.below(3) {
        let (h, from, to) = (rng.below(4), rng.below(4), rng.below(4));
        let total: usize = shapes.iter().map(|sh| sh[to]).sum();
        if from != to && shapes[h][from] > 0 && total < 13 {
            shapes[h][from] -= 1;
            shapes[h][to] += 1;
        }
    }
    let mut hands = [CardSet::EMPTY; 4];
    for s in 0..4 {
        let mut ranks: Vec<usize> = (0..13).collect();
        for i in (1..13).rev() {
            ranks.swap(i, rng.below(i + 1));
        }
        let mut next = ranks.into_iter();
        for (hand, sh) in hands.iter_mut().zip(&shapes) {
            for r in next.by_ref().take(sh[s]) {
                hand.insert(Card::from_index(s * 13 + r).expect("a card"));
            }
        }
    }
    let trump = [Some(Suit::Spades), Some(Suit::Hearts), Some(Suit::Diamonds), Some(Suit::Clubs), None][rng.below(5)];
    PlainDeal { hands, trump, leader: rng.below(4), played: vec![] }
}

/// Plays `line` out from `deal`, checking each card is legal; `side`'s tricks.
fn play_out(deal: &PlainDeal, line: &[Card], side: usize) -> u8 {
    let mut d = deal.clone();
    let mut won = 0;
    for &c in line {
        assert!(d.legal().contains(c), "{c:?} is not legal in {d:?}");
        let (next, w) = step(&d, c);
        won += w[side];
        d = next;
    }
    assert!(d.hands.iter().all(|h| h.is_empty()), "the line stops before the end");
    won
}

/// Endings checked: a third each of four, five and six cards a hand.
const ROUNDS: usize = 9;

#[test]
fn the_fast_search_agrees_with_the_exhaustive_one() {
    let mut rng = Rng(0x6B6F_7A79_7253);
    for round in 0..ROUNDS {
        let k = 4 + round % 3;
        let deal = ending(&mut rng, k);
        for side in 0..2 {
            let mut by_mode = [0u8; 3];
            for (i, mode) in [Mode::Worst, Mode::DoubleDummy, Mode::Best].into_iter().enumerate() {
                let want = reference::tricks(&deal, side, mode);
                let got = tricks(&deal, side, mode);
                assert_eq!(got, want, "{mode:?} side {side} in {deal:?}");
                let l = line(&deal, side, mode);
                assert_eq!(play_out(&deal, &l, side), want, "{mode:?} line {l:?} in {deal:?}");
                by_mode[i] = got;
            }
            assert!(by_mode[0] <= by_mode[1] && by_mode[1] <= by_mode[2], "{by_mode:?} in {deal:?}");
            assert_eq!(claim_numbers(&deal, side), by_mode, "the claim's numbers, side {side} in {deal:?}");
        }
        for mode in [Mode::Worst, Mode::DoubleDummy, Mode::Best] {
            let want = reference::card_values(&deal, mode);
            assert_eq!(card_values(&deal, mode), want, "{mode:?} in {deal:?}");
        }
    }
}

/// More and smaller endings, the tricks only: every cut-off the search takes (quick tricks through
/// partner's entries, the second hand's sure trick, the trumps no one can beat, the lower cards of
/// a refuted card's suit) meets many shapes, in every mode and from mid-trick.
#[test]
fn the_cut_offs_hold_on_many_small_endings() {
    let mut rng = Rng(0x636C_6169_6D73);
    for round in 0..120 {
        let k = 2 + round % 3;
        let deal = ending(&mut rng, k);
        for side in 0..2 {
            let want = [Mode::Worst, Mode::DoubleDummy, Mode::Best].map(|mode| reference::tricks(&deal, side, mode));
            for (mode, &w) in [Mode::Worst, Mode::DoubleDummy, Mode::Best].iter().zip(&want) {
                assert_eq!(tricks(&deal, side, *mode), w, "{mode:?} side {side} in {deal:?}");
            }
            assert_eq!(claim_numbers(&deal, side), want, "the claim's numbers, side {side} in {deal:?}");
        }
    }
}

/// The table's owners of a suit, squeezed by table, are the owners read one card at a time from
/// the bottom up.
#[test]
fn a_suits_owners_are_read_from_the_bottom_up() {
    let mut rng = Rng(0x6F77_6E65_7273);
    for _ in 0..20_000 {
        let seat_of: Vec<usize> = (0..13).map(|_| rng.below(5)).collect();
        let bits = |seats: &[usize]| (0..13).filter(|&b| seats.contains(&seat_of[b])).fold(0u32, |m, b| m | 1 << b);
        let (all, odd, low) = (bits(&[0, 1, 2, 3]), bits(&[1, 3]), bits(&[2, 3]));
        let mut want = 0u32;
        for (i, b) in (0..13).filter(|&b| seat_of[b] < 4).enumerate() {
            want |= (seat_of[b] as u32) << (2 * i);
        }
        assert_eq!(search::suit_owners(all, odd, low), want, "{seat_of:?}");
    }
}

/// DDS's later tricks hold only for the side on lead: here West leads holding only trumps, the
/// second-best among them, behind South's top trump; he has to lead one, and North–South take
/// both tricks. (Applied for both sides, the rule said they could not.)
#[test]
fn the_later_tricks_are_the_leading_sides_only() {
    let hand = |cards: &[&str]| {
        let mut h = CardSet::EMPTY;
        for c in cards {
            let s = "CDHS".find(&c[1..]).expect("a suit");
            let r = "23456789TJQKA".find(&c[..1]).expect("a rank");
            h.insert(Card::from_index(s * 13 + r).expect("a card"));
        }
        h
    };
    let deal = PlainDeal {
        hands: [hand(&["JC", "JS"]), hand(&["TC", "7S"]), hand(&["6C", "AC"]), hand(&["5C", "QC"])],
        trump: Some(Suit::Clubs),
        leader: 3,
        played: vec![],
    };
    for mode in [Mode::Worst, Mode::DoubleDummy, Mode::Best] {
        assert_eq!(tricks(&deal, 0, mode), reference::tricks(&deal, 0, mode), "{mode:?}");
    }
    assert_eq!(tricks(&deal, 0, Mode::DoubleDummy), 2);
}

/// One hand's trumps win whatever anyone plays as many tricks as the opponents' higher trumps
/// cannot each take one of: ♥A Q J 4 against ♥K 10 9 6 5 3 win two (the king takes the queen or
/// the jack, one of the others the four), where counting only the trumps above all of theirs, or
/// the opponents' trumps above the lowest, gave one. The cut-off it makes agrees with the
/// exhaustive search in every mode.
#[test]
fn each_of_the_opponents_trumps_spoils_one_trick_at_most() {
    let bits = |ranks: &[usize]| ranks.iter().fold(0u64, |m, r| m | 1 << (26 + r));
    let (mine, theirs) = (bits(&[12, 10, 9, 2]), bits(&[11, 8, 7, 4, 3, 1]));
    assert_eq!(search::unspoiled_trumps(mine, theirs, 4), (2, bits(&[9])));
    assert_eq!(search::unspoiled_trumps(mine, theirs, 1), (1, bits(&[12])));
    assert_eq!(search::unspoiled_trumps(mine, 0, 4), (4, 0));
    assert_eq!(search::unspoiled_trumps(bits(&[2]), theirs, 4), (0, 0));
    let hand = |cards: &[usize]| {
        cards.iter().fold(CardSet::EMPTY, |mut h, &c| {
            h.insert(Card::from_index(c).expect("a card"));
            h
        })
    };
    // North ♥A Q J 4, East ♥K 10 9 ♣A, South ♣K Q J 10, West ♥6 5 3 ♣2; hearts trumps.
    let deal = PlainDeal {
        hands: [hand(&[38, 36, 35, 28]), hand(&[37, 34, 33, 12]), hand(&[11, 10, 9, 8]), hand(&[30, 29, 27, 0])],
        trump: Some(Suit::Hearts),
        leader: 1,
        played: vec![],
    };
    for side in 0..2 {
        for mode in [Mode::Worst, Mode::DoubleDummy, Mode::Best] {
            assert_eq!(tricks(&deal, side, mode), reference::tricks(&deal, side, mode), "{mode:?} side {side}");
        }
    }
    assert_eq!(tricks(&deal, 0, Mode::Worst), 2);
}

/// A top card its holder can never be made to throw away wins a trick whatever anyone plays: North
/// ♠2 ♥9 ♦A ♣7 holds as many of every other suit as East and West, who lead, and East, the one who
/// could trump, holds a diamond for the ace to fall on; South's hearts lead only after a trick
/// for North–South. Give North one club against East's two and East runs him out of clubs:
/// the ace is thrown away and North–South can be held to nothing.
#[test]
fn a_top_card_never_thrown_away_wins_its_trick() {
    let kept = deal_of(["2 9 A 7", "T 8 J 6", "- KQ4 3 -", "- A 65 A"], Some(Suit::Spades), 0);
    let solver = setup(&kept, 0, Mode::Worst).0;
    assert_eq!(solver.won_whatever(0, 1), (1, suits("- - A -").0));
    assert_eq!(reference::tricks(&kept, 0, Mode::Worst), 1);
    let thrown = deal_of(["- - A 2", "- - - 65", "- 32 - -", "- 54 - -"], None, 1);
    let solver = setup(&thrown, 0, Mode::Worst).0;
    assert_eq!(solver.won_whatever(0, 1).0, 0);
    assert_eq!(reference::tricks(&thrown, 0, Mode::Worst), 0);
}

/// Whatever a hand is counted to win whatever anyone plays, its side wins, on many small endings
/// at a trick's start whose hands are nearly alike in shape (where a hand holding as many of each
/// suit as the others is common, and one card more or less decides it): the exhaustive search of
/// the side's least reaches every count that reaches what is asked, for every hand and every
/// number asked, and the search's three numbers agree with it; and the top cards kept count
/// often, alone and beside the trumps no one can spoil.
#[test]
fn what_a_hand_wins_whatever_anyone_plays_is_won() {
    let mut rng = Rng(0x6B65_7074_7769_6E73);
    let (mut by_kept, mut beside_trumps) = (0, 0);
    for round in 0..160 {
        let k = 2 + round % 4;
        let deal = shapely(&mut rng, k);
        let solver = setup(&deal, 0, Mode::Worst).0;
        for side in 0..2 {
            let want = [Mode::Worst, Mode::DoubleDummy, Mode::Best].map(|mode| reference::tricks(&deal, side, mode));
            assert_eq!(claim_numbers(&deal, side), want, "the claim's numbers, side {side} in {deal:?}");
            let least = want[0];
            for h in [side, side + 2] {
                for need in 1..=k as u8 {
                    let (sure, _) = solver.won_whatever(h, need);
                    if sure < need {
                        continue;
                    }
                    assert!(least >= need, "hand {h} counted {sure} of {need}, the least is {least} in {deal:?}");
                    let trumps = deal.trump.map_or(0, |t| {
                        let theirs = (deal.hands[(h + 1) % 4].0 | deal.hands[(h + 3) % 4].0) & CardSet::suit(t).0;
                        search::unspoiled_trumps(deal.hands[h].of_suit(t).0, theirs, need).0
                    });
                    by_kept += usize::from(trumps < need);
                    beside_trumps += usize::from(trumps > 0 && trumps < need);
                }
            }
        }
    }
    assert!(by_kept >= 150, "the top cards kept settled {by_kept} questions");
    assert!(beside_trumps >= 30, "the top cards kept beside sure trumps settled {beside_trumps} questions");
}

/// A deal at a trick's start from four hands given as [`suits`], North first.
fn deal_of(hands: [&str; 4], trump: Option<Suit>, leader: usize) -> PlainDeal {
    PlainDeal { hands: hands.map(suits), trump, leader, played: vec![] }
}

/// A hand from suits given spades first, as "AK2 95 A 73" (a dash for a void).
fn suits(text: &str) -> CardSet {
    let mut h = CardSet::EMPTY;
    for (suit, ranks) in [3usize, 2, 1, 0].into_iter().zip(text.split(' ')) {
        for r in ranks.chars().filter(|&c| c != '-') {
            let rank = "23456789TJQKA".find(r).expect("a rank");
            h.insert(Card::from_index(suit * 13 + rank).expect("a card"));
        }
    }
    h
}

/// The benchmark's slowest claim checks (tests/dds/positions.rs, the 8-card endings 24, 74 and
/// 30, East on lead), each with its three numbers for East–West: the least, double dummy, the
/// most.
fn slow_claims() -> [(PlainDeal, [u8; 3]); 3] {
    let deal = |hands, trump| deal_of(hands, trump, 1);
    [
        (deal(["AK2 95 A 73", "T85 83 J 86", "- KQJ42 K93 -", "J3 AT 65 A4"], Some(Suit::Spades)), [1, 4, 5]),
        (deal(["J2 - Q874 AJ", "96 KT2 2 Q4", "A A53 63 T9", "873 J87 9 3"], Some(Suit::Hearts)), [2, 3, 6]),
        (deal(["KQ - Q72 952", "973 - T5 AQ4", "- Q9 K83 J76", "- KJ6 A96 KT"], Some(Suit::Diamonds)), [1, 6, 8]),
    ]
}

/// The claim checks whose least and most need the longest proofs give the numbers pinned here,
/// which the exhaustive search confirms (`the_slow_claims_agree_with_the_exhaustive_search`); and
/// North–South's, the rest of the eight tricks the other way round (their least is East–West's
/// most left over), each mode searched on its own.
#[test]
fn the_slow_claims_keep_their_numbers() {
    for (deal, [least, dd, most]) in slow_claims() {
        assert_eq!(claim_numbers(&deal, 1), [least, dd, most], "{deal:?}");
        assert_eq!(claim_numbers(&deal, 0), [8 - most, 8 - dd, 8 - least], "{deal:?}");
        for (mode, want) in [(Mode::Worst, least), (Mode::DoubleDummy, dd), (Mode::Best, most)] {
            assert_eq!(tricks(&deal, 1, mode), want, "{mode:?} in {deal:?}");
        }
    }
}

/// The numbers pinned above are those of an exhaustive search: every card at every turn on eight
/// tricks, a number of tricks at a time ([`reference::tricks_by_probes`]; minutes even optimised:
/// `cargo test --release --lib slow_claims -- --ignored`).
#[test]
#[ignore]
fn the_slow_claims_agree_with_the_exhaustive_search() {
    for (deal, want) in slow_claims() {
        let got = [Mode::Worst, Mode::DoubleDummy, Mode::Best].map(|mode| reference::tricks_by_probes(&deal, 1, mode));
        assert_eq!(got, want, "{deal:?}");
    }
}

/// The exhaustive search by probes agrees with the exhaustive minimax where both are quick.
#[test]
fn the_exhaustive_probes_agree_with_the_minimax() {
    let mut rng = Rng(0x7072_6F62_6573);
    for round in 0..30 {
        let deal = ending(&mut rng, 2 + round % 3);
        for side in 0..2 {
            for mode in [Mode::Worst, Mode::DoubleDummy, Mode::Best] {
                assert_eq!(
                    reference::tricks_by_probes(&deal, side, mode),
                    reference::tricks(&deal, side, mode),
                    "{mode:?} side {side} in {deal:?}"
                );
            }
        }
    }
}
