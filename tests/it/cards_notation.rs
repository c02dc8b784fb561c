//! Behaviour of the public `cards` API: notations, round-trips, decks,
//! sets and bags, as other layers will use them.

use kozyr::cards::{parse_cards, Card, CardBag, CardParseError, CardSet, Deck, Notation, Rank, Suit};
use kozyr::i18n::Lang;
use proptest::prelude::*;

fn card(r: Rank, s: Suit) -> Card {
    Card::new(r, s)
}

fn all_cards() -> impl Iterator<Item = Card> {
    (0..52).filter_map(Card::from_index)
}

fn parses(s: &str) -> Option<Card> {
    s.parse::<Card>().ok()
}

#[track_caller]
fn assert_parses(s: &str, expected: Card) {
    assert_eq!(s.parse::<Card>(), Ok(expected), "parsing {s:?}");
}

// --- round trips -----------------------------------------------------------

#[test]
fn every_card_round_trips_through_display() {
    for c in all_cards() {
        assert_parses(&c.to_string(), c);
    }
}

#[test]
fn every_card_round_trips_through_ascii() {
    for c in all_cards() {
        assert_parses(&c.ascii(), c);
        assert_parses(&c.ascii().to_lowercase(), c);
    }
}

#[test]
fn every_card_round_trips_through_both_notations() {
    for c in all_cards() {
        for n in [Notation::Symbols, Notation::Ascii] {
            assert_parses(&n.card(c), c);
        }
    }
}

#[test]
fn serde_round_trips_every_card_as_ascii() {
    for c in all_cards() {
        let json = serde_json::to_string(&c).expect("a card serialises");
        assert_eq!(json, format!("\"{}\"", c.ascii()));
        let back: Card = serde_json::from_str(&json).expect("and reads back");
        assert_eq!(back, c);
    }
}

#[test]
fn notation_defaults_to_symbols() {
    let qs = card(Rank::Queen, Suit::Spades);
    assert_eq!(Notation::default().card(qs), "Q♠");
    assert_eq!(Notation::Ascii.card(qs), "QS");
    assert_eq!(Notation::Ascii.cards(&[qs, card(Rank::Ten, Suit::Hearts)]), "QS 10H");
}

// --- English notation ------------------------------------------------------

#[test]
fn english_rank_first_letters() {
    assert_parses("AS", card(Rank::Ace, Suit::Spades));
    assert_parses("10H", card(Rank::Ten, Suit::Hearts));
    assert_parses("TD", card(Rank::Ten, Suit::Diamonds));
    assert_parses("QC", card(Rank::Queen, Suit::Clubs));
    assert_parses("9s", card(Rank::Nine, Suit::Spades));
    assert_parses("jh", card(Rank::Jack, Suit::Hearts));
    assert_parses("  KD\t", card(Rank::King, Suit::Diamonds));
}

#[test]
fn symbols_rank_first_and_suit_first() {
    assert_parses("A♠", card(Rank::Ace, Suit::Spades));
    assert_parses("10♥", card(Rank::Ten, Suit::Hearts));
    assert_parses("♠A", card(Rank::Ace, Suit::Spades));
    assert_parses("♥10", card(Rank::Ten, Suit::Hearts));
    assert_parses("Q♧", card(Rank::Queen, Suit::Clubs));
    assert_parses("7♢", card(Rank::Seven, Suit::Diamonds));
}

#[test]
fn emoji_presentation_selector_after_a_symbol_is_ignored() {
    assert_parses("A♠\u{FE0F}", card(Rank::Ace, Suit::Spades));
    assert_parses("♥\u{FE0F}10", card(Rank::Ten, Suit::Hearts));
}

#[test]
fn latin_t_is_ten_but_cyrillic_t_is_ace() {
    assert_parses("TS", card(Rank::Ten, Suit::Spades));
    assert_parses("ТП", card(Rank::Ace, Suit::Spades));
}

#[test]
fn latin_look_alikes_of_russian_letters() {
    // Latin K and B for Cyrillic К (король) and В (валет).
    assert_parses("ПK", card(Rank::King, Suit::Spades));
    assert_parses("ЧB", card(Rank::Jack, Suit::Hearts));
    // Cyrillic А, С, Н typed for Latin A, C, H.
    assert_parses("АS", card(Rank::Ace, Suit::Spades));
    assert_parses("QС", card(Rank::Queen, Suit::Clubs));
    assert_parses("JН", card(Rank::Jack, Suit::Hearts));
}

// --- Russian notation -------------------------------------------------------

#[test]
fn russian_suit_first_as_in_the_card_book() {
    assert_parses("ПД", card(Rank::Queen, Suit::Spades));
    assert_parses("ТТ", card(Rank::Ace, Suit::Clubs));
    assert_parses("Б10", card(Rank::Ten, Suit::Diamonds));
    assert_parses("ЧВ", card(Rank::Jack, Suit::Hearts));
    assert_parses("ТК", card(Rank::King, Suit::Clubs));
    assert_parses("п7", card(Rank::Seven, Suit::Spades));
}

#[test]
fn russian_rank_first() {
    assert_parses("ДП", card(Rank::Queen, Suit::Spades));
    assert_parses("ТБ", card(Rank::Ace, Suit::Diamonds));
    assert_parses("10Ч", card(Rank::Ten, Suit::Hearts));
    assert_parses("вт", card(Rank::Jack, Suit::Clubs));
}

#[test]
fn mixed_scripts_combine_a_russian_suit_with_an_english_rank() {
    assert_parses("ПA", card(Rank::Ace, Suit::Spades));
    assert_parses("QЧ", card(Rank::Queen, Suit::Hearts));
    assert_parses("Т9", card(Rank::Nine, Suit::Clubs));
}

/// Proof that no two-character token means two different cards.
///
/// For a token `xy` the parser has two readings, suit-first (suit x, rank y)
/// and rank-first (rank x, suit y). The reversed token `yx` has exactly the
/// same two readings, swapped. The parser prefers suit-first, so if some
/// token had two *different* readings, `xy` and `yx` would parse to
/// different cards. Checking `parse(xy) == parse(yx)` for every pair over
/// whole alphabets therefore shows every token resolves to at most one card.
#[test]
fn every_two_letter_combination_resolves_to_at_most_one_card() {
    let alphabet: Vec<char> = ('0'..='9')
        .chain('A'..='Z')
        .chain('a'..='z')
        .chain('\u{0400}'..='\u{045F}')
        .chain("♠♥♦♣♤♡♢♧❤".chars())
        .collect();
    let mut recognised = CardSet::EMPTY;
    let mut accepted = 0;
    for &x in &alphabet {
        for &y in &alphabet {
            let xy = parses(&format!("{x}{y}"));
            let yx = parses(&format!("{y}{x}"));
            assert_eq!(xy, yx, "{x}{y} and {y}{x} disagree");
            if let Some(c) = xy {
                recognised.insert(c);
                accepted += 1;
            }
        }
    }
    // Every card except the tens (which need "10" or T) is reachable
    // with two characters, and a good share of the pairs are cards.
    let tens: CardSet = Suit::ALL.iter().map(|&s| card(Rank::Ten, s)).collect();
    assert_eq!(recognised | tens, CardSet(CardSet::FULL.0));
    assert!(recognised.contains(card(Rank::Ten, Suit::Spades)), "TS");
    assert!(accepted > 500, "only {accepted} pairs accepted");
}

#[test]
fn te_te_is_the_ace_of_clubs_in_any_case() {
    for s in ["ТТ", "тт", "Тт", "тТ"] {
        assert_parses(s, card(Rank::Ace, Suit::Clubs));
    }
}

// --- words ---------------------------------------------------------------------

#[test]
fn english_words_with_and_without_of() {
    assert_parses("queen of spades", card(Rank::Queen, Suit::Spades));
    assert_parses("10 of hearts", card(Rank::Ten, Suit::Hearts));
    assert_parses("Q spades", card(Rank::Queen, Suit::Spades));
    assert_parses("Ace Of Club", card(Rank::Ace, Suit::Clubs));
    assert_parses("seven of ♦", card(Rank::Seven, Suit::Diamonds));
}

#[test]
fn russian_words_in_genitive_and_adjective_forms() {
    assert_parses("дама пик", card(Rank::Queen, Suit::Spades));
    assert_parses("туз треф", card(Rank::Ace, Suit::Clubs));
    assert_parses("десятка червей", card(Rank::Ten, Suit::Hearts));
    assert_parses("валет бубён", card(Rank::Jack, Suit::Diamonds));
    assert_parses("пиковая дама", card(Rank::Queen, Suit::Spades));
    assert_parses("Король Крестей", card(Rank::King, Suit::Clubs));
}

#[test]
fn bulgarian_words() {
    assert_parses("асо спатия", card(Rank::Ace, Suit::Clubs));
    assert_parses("поп каро", card(Rank::King, Suit::Diamonds));
    assert_parses("вале купа", card(Rank::Jack, Suit::Hearts));
    assert_parses("дама пика", card(Rank::Queen, Suit::Spades));
}

#[test]
fn suit_words_parse_in_every_listed_form() {
    let forms: &[(&str, Suit)] = &[
        ("club", Suit::Clubs),
        ("CLUBS", Suit::Clubs),
        ("c", Suit::Clubs),
        ("♣", Suit::Clubs),
        ("♧", Suit::Clubs),
        ("трефы", Suit::Clubs),
        ("трефа", Suit::Clubs),
        ("треф", Suit::Clubs),
        ("Т", Suit::Clubs),
        ("спатия", Suit::Clubs),
        ("спатии", Suit::Clubs),
        ("diamond", Suit::Diamonds),
        ("D", Suit::Diamonds),
        ("♦", Suit::Diamonds),
        ("♢", Suit::Diamonds),
        ("бубны", Suit::Diamonds),
        ("бубна", Suit::Diamonds),
        ("бубен", Suit::Diamonds),
        ("буби", Suit::Diamonds),
        ("Б", Suit::Diamonds),
        ("каро", Suit::Diamonds),
        ("Hearts", Suit::Hearts),
        ("h", Suit::Hearts),
        ("♥", Suit::Hearts),
        ("♡", Suit::Hearts),
        ("червы", Suit::Hearts),
        ("черва", Suit::Hearts),
        ("червей", Suit::Hearts),
        ("черви", Suit::Hearts),
        ("Ч", Suit::Hearts),
        ("купа", Suit::Hearts),
        ("купи", Suit::Hearts),
        ("spade", Suit::Spades),
        ("s", Suit::Spades),
        ("♠", Suit::Spades),
        ("♤", Suit::Spades),
        ("ПИКИ", Suit::Spades),
        ("пика", Suit::Spades),
        ("пик", Suit::Spades),
        ("п", Suit::Spades),
    ];
    for &(w, s) in forms {
        assert_eq!(w.parse::<Suit>(), Ok(s), "{w}");
    }
}

#[test]
fn suit_names_and_symbols_round_trip() {
    for s in Suit::ALL {
        assert_eq!(s.name().parse::<Suit>(), Ok(s));
        assert_eq!(s.to_string().parse::<Suit>(), Ok(s));
    }
}

#[test]
fn a_bad_suit_reports_its_input_and_what_is_accepted() {
    let e = "cups".parse::<Suit>().expect_err("cups is not a suit");
    assert_eq!(e.input(), "cups");
    let msg = e.to_string();
    assert!(msg.contains("\"cups\""), "{msg}");
    assert!(msg.contains("пики"), "{msg}");
    assert_eq!("spdaes".parse::<Suit>().err().and_then(|e| e.suggestion()), Some(Suit::Spades));
}

// --- lists -----------------------------------------------------------------------

#[test]
fn lists_split_on_whitespace_and_commas() {
    let got = parse_cards(" AS, 10H ПД,,ТТ\n♥10 ");
    assert_eq!(
        got,
        Ok(vec![
            card(Rank::Ace, Suit::Spades),
            card(Rank::Ten, Suit::Hearts),
            card(Rank::Queen, Suit::Spades),
            card(Rank::Ace, Suit::Clubs),
            card(Rank::Ten, Suit::Hearts),
        ])
    );
}

#[test]
fn lists_may_mix_word_phrases_and_compact_cards() {
    let got = parse_cards("queen of spades, AS дама пик, Q hearts");
    assert_eq!(
        got,
        Ok(vec![
            card(Rank::Queen, Suit::Spades),
            card(Rank::Ace, Suit::Spades),
            card(Rank::Queen, Suit::Spades),
            card(Rank::Queen, Suit::Hearts),
        ])
    );
}

#[test]
fn an_empty_list_is_no_cards() {
    assert_eq!(parse_cards(" , "), Ok(vec![]));
}

#[test]
fn a_list_error_names_the_bad_token() {
    let e = parse_cards("AS 11H KD").expect_err("11H is not a card");
    assert_eq!(e.input(), "11H");
    let e = parse_cards("AS queen of sapdes").expect_err("typo");
    assert_eq!(e.input(), "queen of sapdes");
    assert_eq!(e.suggestion(), Some(card(Rank::Queen, Suit::Spades)));
}

// --- errors ----------------------------------------------------------------------

#[test]
fn an_unknown_card_message_says_what_is_accepted() {
    let e = "11H".parse::<Card>().expect_err("no eleven");
    assert_eq!(
        e.to_string(),
        "not a card: \"11H\" (a card is a rank 2–10, J, Q, K, A or Т/К/Д/В and a suit \
         ♠♥♦♣, S/H/D/C or П/Ч/Б/Т, e.g. A♠, 10H, ПД)"
    );
    assert_eq!(e.input(), "11H");
}

#[test]
fn a_cross_for_a_suit_suggests_clubs() {
    let e = "QX".parse::<Card>().expect_err("X is not a suit");
    assert_eq!(e.suggestion(), Some(card(Rank::Queen, Suit::Clubs)));
    assert!(e.to_string().starts_with("not a card: \"QX\" — did you mean Q♣? ("), "{e}");
}

#[test]
fn foreign_rank_letters_get_a_suggestion() {
    let hint = |s: &str| s.parse::<Card>().err().and_then(|e| e.suggestion());
    assert_eq!(hint("VH"), Some(card(Rank::Jack, Suit::Hearts)));
    assert_eq!(hint("RS"), Some(card(Rank::King, Suit::Spades)));
    assert_eq!(hint("0D"), Some(card(Rank::Ten, Suit::Diamonds)));
}

#[test]
fn word_errors_name_the_bad_word_and_suggest() {
    let e = "qeen of hearts".parse::<Card>().expect_err("typo");
    assert!(matches!(e, CardParseError::UnknownRank { ref word, .. } if word == "qeen"));
    assert_eq!(e.suggestion(), Some(card(Rank::Queen, Suit::Hearts)));

    let e = "туз пикк".parse::<Card>().expect_err("typo");
    assert!(matches!(e, CardParseError::UnknownSuit { ref word, .. } if word == "пикк"));
    assert_eq!(e.suggestion(), Some(card(Rank::Ace, Suit::Spades)));
    assert!(e.to_string().contains("did you mean A♠?"), "{e}");
}

#[test]
fn every_kind_of_error_reads_the_same_through_the_catalogue() {
    for s in ["", "11H", "QX", "qeen of hearts", "zzz of hearts", "туз пикк", "queen of zzzz", "A♠ \"x\""] {
        let e = s.parse::<Card>().expect_err(s);
        assert_eq!(e.msg().english(), e.to_string(), "{s:?}");
    }
    for s in ["", "cups", "spdaes"] {
        let e = s.parse::<Suit>().expect_err(s);
        assert_eq!(e.msg().english(), e.to_string(), "{s:?}");
    }
}

#[test]
fn card_errors_read_in_russian_and_bulgarian() {
    let e = "11H".parse::<Card>().expect_err("no eleven");
    assert_eq!(
        e.msg().render(Lang::Ru),
        "не карта: «11H» (карта — это достоинство 2–10, J, Q, K, A или Т/К/Д/В и масть ♠♥♦♣, S/H/D/C \
         или П/Ч/Б/Т, например A♠, 10H, ПД)"
    );
    assert_eq!(
        e.msg().render(Lang::Bg),
        "не е карта: „11H“ (картата е стойност 2–10, J, Q, K, A или Т/К/Д/В и цвят ♠♥♦♣, S/H/D/C \
         или П/Ч/Б/Т, например A♠, 10H, ПД)"
    );
    let e = "QX".parse::<Card>().expect_err("X is not a suit");
    assert!(e.msg().render(Lang::Ru).starts_with("не карта: «QX» — может быть, Q♣? ("), "{}", e.msg().render(Lang::Ru));
    assert!(e.msg().render(Lang::Bg).starts_with("не е карта: „QX“ — може би Q♣? ("), "{}", e.msg().render(Lang::Bg));
    let e = "туз пикк".parse::<Card>().expect_err("typo");
    let ru = e.msg().render(Lang::Ru);
    assert!(ru.starts_with("не карта: «туз пикк» — «пикк» не масть; может быть, A♠? (масть — это"), "{ru}");
    let e = "cups".parse::<Suit>().expect_err("cups");
    assert!(e.msg().render(Lang::Ru).starts_with("не масть: «cups» (масть — это ♠♥♦♣"), "{}", e.msg().render(Lang::Ru));
    assert!(e.msg().render(Lang::Bg).starts_with("не е цвят: „cups“ (цветът е ♠♥♦♣"), "{}", e.msg().render(Lang::Bg));
    // The help of every error names cards in the reader's words, not English ones.
    for e in ["11H", "QX", "дмаа пик", "туз пикк", ""].map(|s| s.parse::<Card>().expect_err(s).msg()) {
        for lang in [Lang::Ru, Lang::Bg] {
            let text = e.render(lang);
            for word in ["spades", "hearts", "queen", "card", "rank", "suit"] {
                assert!(!text.contains(word), "{lang}: {text}");
            }
        }
    }
}

#[test]
fn empty_and_blank_input_is_an_error() {
    for s in ["", "   ", "\n"] {
        assert!(matches!(s.parse::<Card>(), Err(CardParseError::Empty { .. })));
    }
}

#[test]
fn malformed_input_is_rejected() {
    for s in [
        "A",
        "AS10",
        "10",
        "1H",
        "S",
        "AA",
        "SS",
        "queen",
        "queen of",
        "of spades",
        "queen of spades please",
        "A S H",
        "♠♠",
        "💩",
        "A♠,",
    ] {
        assert!(parses(s).is_none(), "{s:?} should not be a card");
    }
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(s in any::<String>()) {
        let _ = s.parse::<Card>().map_err(|e| e.to_string());
        let _ = parse_cards(&s).map_err(|e| e.to_string());
        let _ = s.parse::<Suit>().map_err(|e| e.to_string());
    }

    #[test]
    fn card_like_text_never_panics(s in "[ 0-9a-zA-ZА-Яа-яёЁ♠♥♦♣,\u{FE0F}]{0,12}") {
        let _ = s.parse::<Card>().map_err(|e| e.to_string());
        let _ = parse_cards(&s).map_err(|e| e.to_string());
    }

    /// The catalogue message says in English exactly what `Display` says, for every kind of error.
    #[test]
    fn the_catalogue_message_reads_as_display_in_english(s in "[ 0-9a-zA-ZА-Яа-яёЁ♠♥♦♣,\"\\\n]{0,14}") {
        if let Err(e) = s.parse::<Card>() {
            prop_assert_eq!(e.msg().english(), e.to_string());
        }
        if let Err(e) = parse_cards(&s) {
            prop_assert_eq!(e.msg().english(), e.to_string());
        }
        if let Err(e) = s.parse::<Suit>() {
            prop_assert_eq!(e.msg().english(), e.to_string());
        }
    }

    #[test]
    fn a_successful_parse_round_trips_through_display(s in "[0-9TJQKAСДВПТБЧHSDCtjqkascdh♠♥♦♣]{2,3}") {
        if let Ok(c) = s.parse::<Card>() {
            prop_assert_eq!(c.to_string().parse::<Card>(), Ok(c));
        }
    }
}

// --- decks -------------------------------------------------------------------------

#[test]
fn named_decks_have_the_expected_sizes_and_ranks() {
    for (deck, size, low) in [
        (Deck::piquet24(), 24, Rank::Nine),
        (Deck::piquet32(), 32, Rank::Seven),
        (Deck::standard36(), 36, Rank::Six),
        (Deck::standard52(), 52, Rank::Two),
    ] {
        assert_eq!(deck.len(), size);
        assert_eq!(deck.packs(), 1);
        assert_eq!(deck.set().len() as usize, size);
        assert!(deck.cards().iter().all(|c| c.rank() >= low));
        assert!(deck.contains(card(low, Suit::Hearts)));
    }
}

#[test]
fn two_packs_of_piquet32_hold_every_card_twice() {
    let d = Deck::from_ranks(&Rank::ALL[5..], 2);
    assert_eq!(d.len(), 64);
    assert_eq!(d.packs(), 2);
    assert_eq!(d.copies(card(Rank::Ace, Suit::Spades)), 2);
    assert_eq!(d.copies(card(Rank::Six, Suit::Spades)), 0);
    assert_eq!(d.set(), Deck::piquet32().set());
    assert_eq!(d.bag().len(), 64);
    assert_eq!(d.bag().count(card(Rank::Seven, Suit::Clubs)), 2);
}

#[test]
fn without_removes_one_copy_per_listed_card() {
    let asp = card(Rank::Ace, Suit::Spades);
    let d = Deck::from_ranks(&Rank::ALL[5..], 2).without(&[asp]);
    assert_eq!(d.len(), 63);
    assert_eq!(d.copies(asp), 1);
    let d = d.without(&[asp, asp, card(Rank::Two, Suit::Clubs)]);
    assert_eq!(d.len(), 62);
    assert!(!d.contains(asp));
}

// --- sets and bags ---------------------------------------------------------------

#[test]
fn card_set_algebra() {
    let hand: CardSet = parse_cards("AS KS 10H 7C").expect("valid").into_iter().collect();
    let spades = CardSet::suit(Suit::Spades);
    assert_eq!(hand.of_suit(Suit::Spades).len(), 2);
    assert!(hand.has_suit(Suit::Clubs));
    assert!(!hand.has_suit(Suit::Diamonds));
    assert_eq!(hand & spades, hand.intersection(spades));
    assert_eq!(hand | spades, hand.union(spades));
    assert_eq!((hand | spades).len(), 15);
    assert_eq!(hand.difference(spades).len(), 2);
    assert_eq!((!hand).len(), 48);
    assert_eq!((!hand & hand), CardSet::EMPTY);
    assert_eq!(hand.to_string(), "7♣ 10♥ K♠ A♠");
}

#[test]
fn card_bag_counts_copies_from_a_multi_pack_deck() {
    let ks = card(Rank::King, Suit::Spades);
    let mut bag: CardBag = Deck::from_ranks(&[Rank::King], 3).cards().iter().copied().collect();
    assert_eq!(bag.len(), 12);
    assert_eq!(bag.count(ks), 3);
    assert!(bag.remove(ks) && bag.remove(ks) && bag.remove(ks));
    assert!(!bag.remove(ks));
    assert!(!bag.contains(ks));
    assert!(!bag.present().contains(ks));
    assert_eq!(bag.iter().count(), 9);
    bag.add(ks);
    assert_eq!(bag.count(ks), 1);
    assert_eq!(CardBag::new(), CardBag::default());
    assert!(CardBag::new().is_empty());
}
