//! The referee after the fact: a table that finds a revoke at the end of the play does not undo
//! the play — the card stands, play went on, and the Laws settle the revoke afterwards. So this
//! pass does what [`super::referee`] does but accepts every breach of an obligation, collects each
//! one placed as precisely (trick, player, card, the card of the suit he still held and when he
//! played it), and stops only at what no table could have played: a card twice, a card not in the
//! player's hand, a card out of turn.
//!
//! With the hands known from the start (a dealt record), the record may stop before the end: the
//! rest of the deal was claimed or conceded. Without them, the hands are rebuilt from a complete
//! record as the referee does.

use super::referee::{check_cards, out_of_turn, place, whole};
use super::{PlayOutcome, PlayRecord, Seat, TrickRules, TrickView, Violation};
use crate::cards::{Card, CardBag, Rank, Suit};
use crate::msg;

/// A play record refereed to its end: what it proves, and every breach found in it, in play order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Refereed {
    /// Winners, trick counts and points cover the complete tricks only; `hands` are the hands
    /// at the start of play.
    pub outcome: PlayOutcome,
    /// The cards on the table of an unfinished last trick, in play order, with their seats.
    pub unfinished: Vec<(Seat, Card)>,
    /// Every broken obligation; each breached card was accepted and play went on.
    pub breaches: Vec<Violation>,
}

/// Referees `record` finding every breach. `hands`: each seat's hand at the start of play, when
/// known; then the record may be incomplete and every card must be in its player's hand.
/// Errors are what makes the record impossible (a card twice, not held, out of turn).
pub fn referee_every<R: TrickRules>(
    rules: &R,
    record: &PlayRecord,
    hands: Option<&[CardBag]>,
) -> Result<Refereed, Violation> {
    let n = rules.seats();
    let plays = &record.plays;
    if record.first_leader >= n {
        return Err(whole(
            "play.first-leader",
            msg!("play-first-leader", seat = record.first_leader),
            Default::default(),
        ));
    }
    match hands {
        None => check_cards(rules.deck(), plays, n, rules.tricks())?,
        Some(h) if h.len() != n || plays.len() > n * rules.tricks() => {
            check_cards(rules.deck(), plays, n, rules.tricks())?;
        }
        Some(_) => {}
    }

    // Pass 1: whose turn each card was, who won each complete trick, and each hand.
    let mut out = Refereed::default();
    let mut start: Vec<CardBag> = match hands {
        Some(h) => h.to_vec(),
        None => vec![CardBag::new(); n],
    };
    let mut left = start.clone();
    let mut seat_of: Vec<Seat> = Vec::with_capacity(plays.len());
    let mut state = rules.start();
    let mut leader = record.first_leader;
    let blank = Card::new(Rank::Two, Suit::Clubs);
    for (t, trick) in plays.chunks(n).enumerate() {
        out.outcome.leaders.push(leader);
        let mut cards = vec![blank; trick.len()];
        let mut seats = vec![0; trick.len()];
        let mut seat = leader;
        for (k, &play) in trick.iter().enumerate() {
            if k > 0 {
                seat = rules.next_seat(seat);
            }
            if let Some(claimed) = play.seat {
                if claimed != seat {
                    return Err(out_of_turn(t, k, claimed, seat, play));
                }
            }
            if hands.is_some() && !left[seat].remove(play.card) {
                let i = t * n + k;
                return Err(match plays[..i].iter().position(|p| p.card == play.card) {
                    Some(j) => Violation {
                        rule: "play.duplicate-card",
                        trick: Some(t + 1),
                        seat: None,
                        card: Some(play.card),
                        held: None,
                        context: msg!("play-duplicate-card", first = j / n + 1),
                        required: msg!("play-duplicate-card-required", copies = 1),
                    },
                    None => Violation {
                        rule: "play.not-held",
                        trick: Some(t + 1),
                        seat: Some(seat),
                        card: Some(play.card),
                        held: None,
                        context: msg!("play-not-held"),
                        required: msg!("play-not-held-required"),
                    },
                });
            }
            if hands.is_none() {
                start[seat].add(play.card);
            }
            let view = TrickView { number: t + 1, leader, cards: &cards[..k], seats: &seats[..k] };
            rules.apply(&mut state, &view, seat, play);
            cards[k] = play.card;
            seats[k] = seat;
            seat_of.push(seat);
        }
        if trick.len() == n {
            let view = TrickView { number: t + 1, leader, cards: &cards, seats: &seats };
            leader = seats[rules.winner(&state, &view)];
            out.outcome.winners.push(leader);
        } else {
            out.outcome.leaders.pop();
            out.unfinished = seats.iter().copied().zip(cards.iter().copied()).collect();
        }
    }

    // Pass 2: every card against the hand its player held; a breach is noted and the card stands.
    let mut held = start.clone();
    let mut points = vec![0u32; n];
    let mut won = vec![0u32; n];
    let mut taken = vec![CardBag::new(); n];
    let mut state = rules.start();
    for (t, trick) in plays.chunks(n).enumerate() {
        let mut cards = vec![blank; trick.len()];
        let mut seats = vec![0; trick.len()];
        let lead = out.outcome.leaders.get(t).copied().unwrap_or(leader);
        for (k, &play) in trick.iter().enumerate() {
            let seat = seat_of[t * n + k];
            let view = TrickView { number: t + 1, leader: lead, cards: &cards[..k], seats: &seats[..k] };
            if let Err(breach) = rules.check(&state, &view, seat, &held[seat], play) {
                out.breaches.push(place(breach, plays, &seat_of, n, t * n + k));
            }
            held[seat].remove(play.card);
            if play.call {
                out.outcome.calls.push((t + 1, seat, play.card));
            }
            rules.apply(&mut state, &view, seat, play);
            cards[k] = play.card;
            seats[k] = seat;
        }
        if let Some(&w) = out.outcome.winners.get(t) {
            won[w] += 1;
            for &c in &cards {
                points[w] += rules.points(&state, c);
                taken[w].add(c);
            }
        }
    }
    out.outcome.hands = start;
    out.outcome.points = points;
    out.outcome.tricks = won;
    out.outcome.taken = taken;
    Ok(out)
}
