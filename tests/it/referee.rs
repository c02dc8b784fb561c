//! The trick referee through the engine API with Thousand's rules: the violation it builds, placed
//! at the trick, seat and card, with the later play that proves a renege.

use kozyr::cards::{Card, Deck};
use kozyr::engine::{referee, Play, PlayRecord};
use kozyr::games::thousand::{ThousandOptions, ThousandTricks};

/// Борис (seat 1) leads; his ♥ marriage at trick 2 makes hearts trump.
const DEAL: [&str; 8] =
    ["AH 9H 9C", "KH! 10H JC", "KS 9S AS", "QH JH QC", "10S QS JS", "AC 10C 10D", "JD AD KD", "KC QD 9D"];

fn record(tricks: &[&str], leader: usize) -> PlayRecord {
    let plays = tricks
        .iter()
        .flat_map(|t| t.split(' '))
        .map(|tok| {
            let call = tok.ends_with('!');
            Play { card: tok.trim_end_matches('!').parse::<Card>().unwrap(), seat: None, call }
        })
        .collect();
    PlayRecord { first_leader: leader, plays }
}

fn names(s: usize) -> String {
    ["Аня", "Борис", "Вера"][s].to_string()
}

#[test]
fn a_renege_reads_as_a_table_would_say_it() {
    let o = ThousandOptions::default();
    let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
    let mut t = DEAL;
    t[0] = "AH 9C 9H";
    let v = referee(&rules, &record(&t, 1)).unwrap_err();
    assert_eq!((v.rule, v.trick, v.seat), ("thousand.play.follow-suit", Some(1), Some(2)));
    assert_eq!(v.held, Some(("10H".parse().unwrap(), 2)));
    assert_eq!(
        v.describe(names).english(),
        "trick 1: Вера played 9♣ on a ♥ lead but held 10♥ (played at trick 2); \
         a player who holds the led suit must follow it"
    );
}

#[test]
fn a_play_claimed_by_the_wrong_player_is_out_of_turn() {
    let o = ThousandOptions::default();
    let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
    let mut rec = record(&DEAL, 1);
    // Trick 3 is led by Вера (she won trick 2); the record says Борис led it.
    rec.plays[6].seat = Some(1);
    let v = referee(&rules, &rec).unwrap_err();
    assert_eq!((v.rule, v.trick, v.seat), ("play.out-of-turn", Some(3), Some(1)));
    assert!(v.required.english().contains("seat 3's turn"), "{}", v.required);
    // Claims that match the turn order are accepted.
    let mut rec = record(&DEAL, 1);
    rec.plays[6].seat = Some(2);
    rec.plays[7].seat = Some(0);
    rec.plays[8].seat = Some(1);
    assert!(referee(&rules, &rec).is_ok());
}

#[test]
fn a_short_record_names_the_missing_cards() {
    let o = ThousandOptions::default();
    let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
    let v = referee(&rules, &record(&DEAL[..7], 1)).unwrap_err();
    assert_eq!(v.rule, "play.card-count");
    assert!(v.context.english().contains("21 cards") && v.context.english().contains("missing: "), "{}", v.context);
    for c in ["K♣", "Q♦", "9♦"] {
        assert!(v.context.english().contains(c), "{}", v.context);
    }
}

#[test]
fn the_outcome_credits_each_trick_to_its_winner() {
    let o = ThousandOptions::default();
    let rules = ThousandTricks { options: &o, deck: Deck::piquet24() };
    let out = referee(&rules, &record(&DEAL, 1)).unwrap();
    assert_eq!(out.leaders, vec![1, 1, 2, 1, 1, 1, 1, 2]);
    assert_eq!(out.last_trick_winner(), Some(2));
    let taken: Vec<usize> = out.taken.iter().map(|b| b.len()).collect();
    assert_eq!(taken, vec![0, 15, 9]);
}
