//! The trick referee: reconstructs every hand from a play record, then replays the record checking
//! each card against the game's obligations with the state (trump…) in force at that trick.

use super::{Breach, Play, PlayRecord, Seat, Violation};
use crate::cards::{Card, CardBag, CardSet, Deck};
use crate::i18n::Msg;
use crate::msg;

/// The most seats any trick game here is played with (Catch the Ten: "any number" of a 36-card pack).
pub const MAX_SEATS: usize = 12;

/// A trick as it stands when a card is about to be played.
#[derive(Clone, Copy, Debug)]
pub struct TrickView<'a> {
    /// 1-based trick number.
    pub number: usize,
    pub leader: Seat,
    /// The cards already played to this trick, in play order.
    pub cards: &'a [Card],
    /// Who played each of `cards`.
    pub seats: &'a [Seat],
}

impl TrickView<'_> {
    #[inline]
    pub fn led(&self) -> Option<crate::cards::Suit> {
        self.cards.first().map(|c| c.suit())
    }
}

/// What a game tells the referee. The engine knows no game by name.
pub trait TrickRules {
    /// Whatever changes during play and matters to the rules (Thousand: the trump in force).
    type State: Clone;

    fn seats(&self) -> usize;
    /// Tricks in a deal (= cards in each hand at the start of play).
    fn tricks(&self) -> usize;
    fn deck(&self) -> &Deck;
    /// The seat that plays after `seat` (clockwise by default; Belot plays counter-clockwise).
    #[inline]
    fn next_seat(&self, seat: Seat) -> Seat {
        // A compare, not `%`: this runs for every card the referee sees, twice.
        if seat + 1 >= self.seats() {
            0
        } else {
            seat + 1
        }
    }
    fn start(&self) -> Self::State;
    /// Is `play` legal for `seat`, holding `hand` (the card included), at this point of `trick`?
    fn check(
        &self,
        state: &Self::State,
        trick: &TrickView<'_>,
        seat: Seat,
        hand: &CardBag,
        play: Play,
    ) -> Result<(), Breach>;
    /// The effect of a legal play on the state (a declared marriage makes its suit trump).
    fn apply(&self, _state: &mut Self::State, _trick: &TrickView<'_>, _seat: Seat, _play: Play) {}
    /// Index in `trick.cards` of the card that wins the complete trick.
    fn winner(&self, state: &Self::State, trick: &TrickView<'_>) -> usize;
    /// Card points of a captured card.
    fn points(&self, state: &Self::State, card: Card) -> u32;

    // What the search of `engine::solver::general` asks besides; the referee never calls these.

    /// The cards of `hand` worth asking [`TrickRules::check`] about: any set holding every legal
    /// card (the search checks each one), so a game may narrow it to spare the search the cost of
    /// refusals. The whole hand by default.
    #[inline]
    fn playable(&self, _state: &Self::State, _trick: &TrickView<'_>, _seat: Seat, hand: CardSet) -> CardSet {
        hand
    }
    /// Might `card` carry a call (a marriage, a belot) here? The search then also tries it with
    /// one, and `check` decides; a game may answer `true` wherever a call is conceivable.
    #[inline]
    fn may_call(&self, _state: &Self::State, _trick: &TrickView<'_>, _hand: CardSet, _card: Card) -> bool {
        false
    }
    /// What a legal call carried by `play` scores for the caller's side (Thousand: the marriage).
    #[inline]
    fn call_value(&self, _state: &Self::State, _trick: &TrickView<'_>, _seat: Seat, _play: Play) -> u32 {
        0
    }
    /// Points for winning the deal's last trick (Belot: 10).
    #[inline]
    fn last_trick_bonus(&self) -> u32 {
        0
    }
    /// The state as a number, equal for equal states, so that the search can recognise a position
    /// reached twice; `None` (the default) leaves the search without its transposition table.
    #[inline]
    fn state_key(&self, _state: &Self::State) -> Option<u64> {
        None
    }
}

/// Everything the record proves about the deal.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PlayOutcome {
    pub leaders: Vec<Seat>,
    pub winners: Vec<Seat>,
    /// Card points captured by each seat.
    pub points: Vec<u32>,
    /// Tricks taken by each seat.
    pub tricks: Vec<u32>,
    /// Each seat's hand at the start of play.
    pub hands: Vec<CardBag>,
    /// Cards each seat captured.
    pub taken: Vec<CardBag>,
    /// Calls (`!` plays): trick number (1-based), seat, card.
    pub calls: Vec<(usize, Seat, Card)>,
}

impl PlayOutcome {
    pub fn last_trick_winner(&self) -> Option<Seat> {
        self.winners.last().copied()
    }
}

/// Checks a complete play record and computes its outcome, or names the first rule it breaks.
pub fn referee<R: TrickRules>(rules: &R, record: &PlayRecord) -> Result<PlayOutcome, Violation> {
    let mut out = PlayOutcome::default();
    referee_into(rules, record, &mut out)?;
    Ok(out)
}

/// As [`referee`], writing into `out` and reusing its buffers: a caller validating many records
/// (an import, a benchmark) allocates nothing after the first. On error `out` holds no meaning.
pub fn referee_into<R: TrickRules>(rules: &R, record: &PlayRecord, out: &mut PlayOutcome) -> Result<(), Violation> {
    let n = rules.seats();
    let tricks = rules.tricks();
    let plays = &record.plays;
    if record.first_leader >= n {
        return Err(whole("play.first-leader", msg!("play-first-leader", seat = record.first_leader), Msg::default()));
    }
    check_cards(rules.deck(), plays, n, tricks)?;

    // The working state lives on the stack: only what `PlayOutcome` returns is allocated, so a
    // deal costs a handful of allocations whatever its length.
    let mut hands = [EMPTY_BAG; MAX_SEATS];
    let hands = &mut hands[..n];

    // Pass 1: whose turn each card was, and who won each trick. Winners do not depend on hands, so
    // the hands can be rebuilt before any obligation is checked: a renege is then found exactly as a
    // table finds it, by the card the player still held.
    let PlayOutcome {
        leaders,
        winners,
        points: out_points,
        tricks: out_tricks,
        hands: out_hands,
        taken: out_taken,
        calls,
    } = out;
    leaders.clear();
    winners.clear();
    calls.clear();
    let mut state = rules.start();
    let mut leader = record.first_leader;
    let mut cards = [Card::new(crate::cards::Rank::Two, crate::cards::Suit::Clubs); MAX_SEATS];
    let mut seats = [0; MAX_SEATS];
    for (t, trick) in plays.chunks_exact(n).enumerate() {
        leaders.push(leader);
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
            hands[seat].add(play.card);
            let view = TrickView { number: t + 1, leader, cards: &cards[..k], seats: &seats[..k] };
            rules.apply(&mut state, &view, seat, play);
            cards[k] = play.card;
            seats[k] = seat;
        }
        let view = TrickView { number: t + 1, leader, cards: &cards[..n], seats: &seats[..n] };
        leader = seats[rules.winner(&state, &view)];
        winners.push(leader);
    }

    // Pass 2: every play against the hand the player held at that moment. Turns are walked again
    // from the leaders rather than stored per card.
    out_hands.clear();
    out_hands.extend_from_slice(hands);
    let mut points = [0u32; MAX_SEATS];
    let mut taken_tricks = [0u32; MAX_SEATS];
    let mut taken = [EMPTY_BAG; MAX_SEATS];
    let mut state = rules.start();
    for (t, trick) in plays.chunks_exact(n).enumerate() {
        let mut seat = leaders[t];
        for (k, &play) in trick.iter().enumerate() {
            if k > 0 {
                seat = rules.next_seat(seat);
            }
            let view = TrickView { number: t + 1, leader: leaders[t], cards: &cards[..k], seats: &seats[..k] };
            if let Err(breach) = rules.check(&state, &view, seat, &hands[seat], play) {
                return Err(place(breach, plays, &seat_of(rules, leaders, n), n, t * n + k));
            }
            hands[seat].remove(play.card);
            if play.call {
                calls.push((t + 1, seat, play.card));
            }
            rules.apply(&mut state, &view, seat, play);
            cards[k] = play.card;
            seats[k] = seat;
        }
        let w = winners[t];
        taken_tricks[w] += 1;
        let mut won = 0;
        for &c in &cards[..n] {
            won += rules.points(&state, c);
            taken[w].add(c);
        }
        points[w] += won;
    }
    out_points.clear();
    out_points.extend_from_slice(&points[..n]);
    out_tricks.clear();
    out_tricks.extend_from_slice(&taken_tricks[..n]);
    out_taken.clear();
    out_taken.extend_from_slice(&taken[..n]);
    Ok(())
}

const EMPTY_BAG: CardBag = CardBag::new();

/// Whose turn each card of the record was, from the trick leaders; only needed to report a breach.
fn seat_of<R: TrickRules>(rules: &R, leaders: &[Seat], n: usize) -> Vec<Seat> {
    let mut out = Vec::with_capacity(leaders.len() * n);
    for &leader in leaders {
        let mut seat = leader;
        for k in 0..n {
            if k > 0 {
                seat = rules.next_seat(seat);
            }
            out.push(seat);
        }
    }
    out
}

#[cold]
pub(super) fn out_of_turn(t: usize, k: usize, claimed: Seat, seat: Seat, play: Play) -> Violation {
    Violation {
        rule: "play.out-of-turn",
        trick: Some(t + 1),
        seat: Some(claimed),
        card: Some(play.card),
        held: None,
        context: msg!("play-out-of-turn", position = k + 1),
        required: msg!("play-out-of-turn-required", seat = seat + 1),
    }
}

/// Every card in the deck as often as the deck holds it, and the right number of cards.
#[inline]
pub(super) fn check_cards(deck: &Deck, plays: &[Play], n: usize, tricks: usize) -> Result<(), Violation> {
    // Fast path for a deck of distinct cards (one pack): two bit masks, no counting. Anything it
    // does not accept goes to the full check, which finds and words the first problem.
    let mut in_deck = 0u64;
    for c in deck.cards() {
        in_deck |= c.bit();
    }
    if plays.len() == n * tricks && in_deck.count_ones() as usize == deck.len() {
        let mut seen = 0u64;
        let mut bad = false;
        for p in plays {
            let b = p.card.bit();
            bad |= in_deck & b == 0 || seen & b != 0;
            seen |= b;
        }
        if !bad {
            return Ok(());
        }
    }
    check_card_counts(deck, plays, n, tricks)
}

#[cold]
fn check_card_counts(deck: &Deck, plays: &[Play], n: usize, tricks: usize) -> Result<(), Violation> {
    let mut copies = [0u8; 52];
    for c in deck.cards() {
        copies[c.index()] += 1;
    }
    let mut seen = [0u8; 52];
    for (i, p) in plays.iter().enumerate() {
        let c = p.card;
        if copies[c.index()] == 0 {
            return Err(Violation {
                rule: "play.not-in-deck",
                trick: Some(i / n + 1),
                seat: None,
                card: Some(c),
                held: None,
                context: msg!("play-not-in-deck"),
                required: msg!("play-not-in-deck-required", cards = deck.cards().len()),
            });
        }
        seen[c.index()] += 1;
        if seen[c.index()] > copies[c.index()] {
            let first = plays.iter().position(|q| q.card == c).map_or(0, |j| j / n + 1);
            return Err(Violation {
                rule: "play.duplicate-card",
                trick: Some(i / n + 1),
                seat: None,
                card: Some(c),
                held: None,
                context: msg!("play-duplicate-card", first = first),
                required: msg!("play-duplicate-card-required", copies = copies[c.index()]),
            });
        }
    }
    let want = n * tricks;
    if plays.len() != want {
        let mut missing = Msg::default();
        if deck.cards().len() == want && plays.len() < want {
            let absent: Vec<Card> = deck
                .cards()
                .iter()
                .filter(|c| {
                    let i = c.index();
                    let gone = seen[i] < copies[i];
                    seen[i] += u8::from(gone);
                    gone
                })
                .copied()
                .collect();
            missing = msg!("play-card-count-missing", cards = absent);
        }
        return Err(whole(
            "play.card-count",
            msg!("play-card-count", cards = plays.len(), missing = missing),
            msg!("play-card-count-required", tricks = tricks, players = n, cards = want),
        ));
    }
    Ok(())
}

pub(super) fn whole(rule: &'static str, context: Msg, required: Msg) -> Violation {
    Violation { rule, trick: None, seat: None, card: None, held: None, context, required }
}

/// Turns a game's breach into a violation: which trick, who, which card, and the proof — the first
/// card of `breach.held` that the player went on to play.
pub(super) fn place(breach: Breach, plays: &[Play], seat_of: &[Seat], n: usize, i: usize) -> Violation {
    let seat = seat_of[i];
    let held = (i + 1..plays.len())
        .find(|&j| seat_of[j] == seat && breach.held.contains(plays[j].card))
        .map(|j| (plays[j].card, j / n + 1));
    Violation {
        rule: breach.rule,
        trick: Some(i / n + 1),
        seat: Some(seat),
        card: Some(plays[i].card),
        held,
        context: breach.context,
        required: breach.required,
    }
}
