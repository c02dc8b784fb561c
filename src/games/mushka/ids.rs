//! The rule ids a game of the Mushka kind cites. Mushka and Pamfil share one referee and one sheet;
//! each spells its own ids out in full, so that every id names its game and is listed once.

/// Rule ids, each with the game's prefix: `mushka.score.ace`, `pamfil.score.ace`.
#[derive(Debug)]
pub struct Ids {
    /// +1 per trick.
    pub trick: &'static str,
    /// +5 per trick won with an ace (trump not spades).
    pub ace: &'static str,
    /// Spades trump: only A♠ gives a bonus, +10.
    pub spade_ace: &'static str,
    /// No trick: −5.
    pub no_trick: &'static str,
    /// No trick while holding A♠: −10.
    pub no_trick_spade_ace: &'static str,
    /// A player who passes drops out of the deal and scores nothing.
    pub pass: &'static str,
    /// A player holding A♠ may not pass.
    pub pass_spade_ace: &'static str,
    /// Each player passes once.
    pub pass_twice: &'static str,
    /// Everyone but one passed: he takes the five tricks uncontested.
    pub pass_alone: &'static str,
    /// Everyone passed: nobody scores.
    pub pass_all: &'static str,
    /// Only aces are named as the cards that won tricks.
    pub aces_card: &'static str,
    /// Each ace wins one trick, for one player.
    pub aces_twice: &'static str,
    /// No more aces than tricks won.
    pub aces_tricks: &'static str,
    /// A♠ wins only for the player who held it.
    pub aces_holder: &'static str,
    /// Spades trump: A♠ cannot lose, so its holder won a trick with it (Mushka; in Pamfil J♣ can
    /// beat it, so Pamfil has no such rule).
    pub aces_spade_trump: Option<&'static str>,
    /// A total that passes 0 starts again at −25.
    pub overshoot: &'static str,
    /// Exactly 0 wins.
    pub winner: &'static str,
    /// A penalty the table agrees.
    pub penalty: &'static str,
    /// A stored state a resumed replay starts from is one this match can reach.
    pub snapshot: &'static str,
    /// Pamfil's own rules; `None` for Mushka.
    pub pamfil: Option<PamfilIds>,
}

/// Pamfil's rules about J♣ itself.
#[derive(Debug)]
pub struct PamfilIds {
    /// The player dealt J♣ gets +10.
    pub bonus: &'static str,
    /// J♣ turned as trump: the dealer takes it and turns a card of his own.
    pub turned: &'static str,
}
