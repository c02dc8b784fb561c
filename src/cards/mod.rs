//! Cards: suits, ranks, cards, card sets, decks and their notations.
