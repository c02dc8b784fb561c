//! The sixteen games that only name a loser or a winner, as their `Outcome` statics: one list for
//! their rules, resume and property tests. Tests reach it as `support::outcome`.

use kozyr::games::outcome::Outcome;

/// Every game of the kind, each checked to be registered under its id.
pub fn games() -> [&'static Outcome; 16] {
    use kozyr::games::*;
    let games: [&'static Outcome; 16] = [
        &durak::DURAK,
        &madam_monsieur::MADAM_MONSIEUR,
        &donkey::DONKEY,
        &quartet::QUARTET,
        &black_peter::BLACK_PETER,
        &queen_of_spades::QUEEN_OF_SPADES,
        &akulina::AKULINA,
        &drunkard::DRUNKARD,
        &pairs::PAIRS,
        &eroshki::EROSHKI,
        &fofany::FOFANY,
        &crazy_eights::CRAZY_EIGHTS,
        &believe::BELIEVE,
        &domino::DOMINO,
        &pan::PAN,
        &gypsy::GYPSY,
    ];
    for g in games {
        let id = g.info().id;
        assert!(all().iter().any(|r| r.info().id == id), "{id} is registered");
    }
    games
}
