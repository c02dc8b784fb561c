//! The rule ids a game of the Frap kind cites. Frap and Khrap share one bidding referee, one trick
//! referee and one pot; each spells its own ids out in full, so that every id names its game and is
//! listed once in its own module.

/// Rule ids, each with the game's prefix: `frap.bid.vist-first`, `khrap.bid.vist-first`.
#[derive(Debug)]
pub struct Ids {
    /// A declaration is a known word (with the player's name, when written).
    pub bid_format: &'static str,
    /// Players declare in turn from the dealer's left; after the frap, from the frapper's left.
    pub bid_order: &'static str,
    /// Nobody says «вист» before someone said «фрап».
    pub bid_vist_first: &'static str,
    /// One frap a deal: once it is said, everyone else says «пас» or «вист».
    pub bid_second: &'static str,
    /// At most three bidding rounds (Khrap: two), a new one only after everyone passed.
    pub bid_rounds: &'static str,
    /// Khrap: «разрез» is said only after the khrap; `None` for Frap, which has no such word.
    pub bid_cut: Option<&'static str>,
    /// Everyone passed: the stake grows (everyone adds his ante again), a new trump is turned; after
    /// the last round the cards are dealt again.
    pub bid_all_pass: &'static str,
    /// Frap's blind frap («втемную»); `None` for Khrap.
    pub blind: Option<BlindIds>,
    /// Only a player who passed may cut («подрезка», Khrap's «разрез»), once, after a frap.
    pub cut: &'static str,
    /// A player exchanges at most the agreed number of cards.
    pub exchange_size: &'static str,
    /// The exchange written card by card has its counts: as many taken as discarded (the blind
    /// frapper one and one, a cutter five and down to a hand), agreeing with `exchanged`.
    pub exchange_cards: &'static str,
    /// The cards of the exchange: each once, the turned trump only the blind frapper's or the first
    /// cutter's, a cutter's discard one he took, and with the play, the cards kept are played.
    pub exchange_held: &'static str,
    /// The stock holds the cards the exchange and the cuts take.
    pub exchange_stock: &'static str,
    /// The first cutter leads, else the frapper.
    pub lead: &'static str,
    /// The play record names the turned trump card; only the blind frapper or the first cutter takes it.
    pub turned: &'static str,
    /// The hands after the exchange are the cards their players played.
    pub hands: &'static str,
    /// Everyone antes before the deal.
    pub ante: &'static str,
    /// After a new deal for three passes (Khrap: two) the pot already holds the stake: no ante.
    pub redeal: &'static str,
    /// Frap: each trick takes a quarter of the pot. Khrap: a khrap made takes the pot (half of it
    /// on the second round).
    pub trick: &'static str,
    /// What does not divide stays in the pot.
    pub remainder: &'static str,
    /// Khrap: the tricks of the others take nothing from the pot; `None` for Frap.
    pub others: Option<&'static str>,
    /// The frapper alone in the deal takes every trick unplayed.
    pub uncontested: &'static str,
    /// The frapper (khrapper) who took tricks but too few adds the agreed sum.
    pub short: &'static str,
    /// The frapper (khrapper) with no trick pays double the pot.
    pub none: &'static str,
    /// A вист (or cutter) with no trick pays the pot.
    pub vist_none: &'static str,
    pub money_conserved: &'static str,
    /// A fine the table agrees is paid into the pot.
    pub penalty: &'static str,
    pub penalty_points: &'static str,
    pub snapshot: &'static str,
    /// Options the number of players allows (the pack).
    pub option_value: &'static str,
}

/// Frap's rules of the blind frap.
#[derive(Debug)]
pub struct BlindIds {
    /// A blind frap is a frap: it needs one in the bidding.
    pub frap: &'static str,
    /// The blind frapper with no trick pays the pot ×2 (option `blind_none`).
    pub none: &'static str,
    /// With one trick, ×4 (option `blind_one`).
    pub one: &'static str,
    /// With one trick when the turned card was the trump ace, ×3 (option `blind_one_ace`).
    pub one_ace: &'static str,
    /// The one-trick case needs the turned card to tell the two apart.
    pub turned: &'static str,
}
