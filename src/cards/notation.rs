//! Text notations for suits and cards: every accepted spelling, the parse
//! errors with their hints, and the choice of output style.
//!
//! Parsing is deliberately forgiving (English, Russian and Bulgarian
//! spellings, symbols, Latin/Cyrillic look-alikes) because cards are typed
//! by people at a real table; output is always one of two canonical forms.

use std::fmt;

use thiserror::Error;

use super::{Card, Rank, Suit};
use crate::i18n::Msg;
use crate::msg;

const CARD_HELP: &str = "a card is a rank 2–10, J, Q, K, A or Т/К/Д/В and a suit ♠♥♦♣, \
     S/H/D/C or П/Ч/Б/Т, e.g. A♠, 10H, ПД";
const RANK_HELP: &str = "a rank is 2–10, T, J, Q, K, A, Т/К/Д/В or a word such as queen, дама, туз";
const SUIT_HELP: &str = "a suit is ♠♥♦♣, S/H/D/C, П/Ч/Б/Т, spades/hearts/diamonds/clubs, \
     пики/черви/бубны/трефы or спатия/каро/купа/пика";

/// Why a string is not a card. Every variant keeps the offending input so
/// a caller reporting on a list of cards can point at the bad one.
#[derive(Error, Debug, Clone, PartialEq, Eq)]
pub enum CardParseError {
    #[error("not a card: empty input ({})", CARD_HELP)]
    Empty { input: String },
    #[error("not a card: {input:?}{} ({})", DidYouMean(" —", .suggestion), CARD_HELP)]
    NotACard { input: String, suggestion: Option<Card> },
    #[error(
        "not a card: {input:?} — {word:?} is not a rank{} ({})",
        DidYouMean(";", .suggestion),
        RANK_HELP
    )]
    UnknownRank { input: String, word: String, suggestion: Option<Card> },
    #[error(
        "not a card: {input:?} — {word:?} is not a suit{} ({})",
        DidYouMean(";", .suggestion),
        SUIT_HELP
    )]
    UnknownSuit { input: String, word: String, suggestion: Option<Card> },
}

impl CardParseError {
    /// The text that failed to parse (one token when parsing a list).
    pub fn input(&self) -> &str {
        match self {
            CardParseError::Empty { input }
            | CardParseError::NotACard { input, .. }
            | CardParseError::UnknownRank { input, .. }
            | CardParseError::UnknownSuit { input, .. } => input,
        }
    }

    /// The card the user most plausibly meant, if any.
    pub fn suggestion(&self) -> Option<Card> {
        match self {
            CardParseError::Empty { .. } => None,
            CardParseError::NotACard { suggestion, .. }
            | CardParseError::UnknownRank { suggestion, .. }
            | CardParseError::UnknownSuit { suggestion, .. } => *suggestion,
        }
    }

    /// The same sentence as `Display`, as a catalogue message rendered in the reader's language.
    pub fn msg(&self) -> Msg {
        match self {
            CardParseError::Empty { .. } => msg!("card-empty"),
            CardParseError::NotACard { input, suggestion: None } => msg!("card-not-a-card", input = quoted(input)),
            CardParseError::NotACard { input, suggestion: Some(card) } => {
                msg!("card-not-a-card-suggest", input = quoted(input), card = *card)
            }
            CardParseError::UnknownRank { input, word, suggestion: None } => {
                msg!("card-unknown-rank", input = quoted(input), word = quoted(word))
            }
            CardParseError::UnknownRank { input, word, suggestion: Some(card) } => {
                msg!("card-unknown-rank-suggest", input = quoted(input), word = quoted(word), card = *card)
            }
            CardParseError::UnknownSuit { input, word, suggestion: None } => {
                msg!("card-unknown-suit", input = quoted(input), word = quoted(word))
            }
            CardParseError::UnknownSuit { input, word, suggestion: Some(card) } => {
                msg!("card-unknown-suit-suggest", input = quoted(input), word = quoted(word), card = *card)
            }
        }
    }
}

/// Why a string is not a suit.
#[derive(Error, Debug, Clone, PartialEq, Eq)]
pub enum SuitParseError {
    #[error("not a suit: empty input ({})", SUIT_HELP)]
    Empty { input: String },
    #[error("not a suit: {input:?}{} ({})", DidYouMean(" —", .suggestion), SUIT_HELP)]
    NotASuit { input: String, suggestion: Option<Suit> },
}

impl SuitParseError {
    pub fn input(&self) -> &str {
        match self {
            SuitParseError::Empty { input } | SuitParseError::NotASuit { input, .. } => input,
        }
    }

    pub fn suggestion(&self) -> Option<Suit> {
        match self {
            SuitParseError::Empty { .. } => None,
            SuitParseError::NotASuit { suggestion, .. } => *suggestion,
        }
    }

    /// The same sentence as `Display`, as a catalogue message rendered in the reader's language.
    pub fn msg(&self) -> Msg {
        match self {
            SuitParseError::Empty { .. } => msg!("suit-empty"),
            SuitParseError::NotASuit { input, suggestion: None } => msg!("suit-not-a-suit", input = quoted(input)),
            SuitParseError::NotASuit { input, suggestion: Some(suit) } => {
                msg!("suit-not-a-suit-suggest", input = quoted(input), suit = *suit)
            }
        }
    }
}

/// How many characters of bad input an error quotes back: enough to recognise a mistyped card or
/// word, and a pasted page is not echoed whole.
pub const QUOTE_LIMIT: usize = 80;

/// At most [`QUOTE_LIMIT`] characters of `s`, with `…` when it was cut. Looks at no more of `s`
/// than it keeps, so a megabyte of input costs no more than a word.
pub fn clip(s: &str) -> String {
    match s.char_indices().nth(QUOTE_LIMIT) {
        Some((end, _)) => format!("{}…", s.get(..end).unwrap_or_default()),
        None => s.to_owned(),
    }
}

/// The input as `Display` quotes it (`{:?}`: control characters and quotes escaped), without the
/// quotes themselves: each language puts its own around it.
fn quoted(s: &str) -> String {
    let debug = format!("{s:?}");
    debug.get(1..debug.len().saturating_sub(1)).unwrap_or_default().to_string()
}

/// Renders `<sep> did you mean X?` or nothing, so messages without a
/// suggestion read naturally.
struct DidYouMean<'a, T>(&'static str, &'a Option<T>);

impl<T: fmt::Display> fmt::Display for DidYouMean<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.1 {
            Some(v) => write!(f, "{} did you mean {v}?", self.0),
            None => Ok(()),
        }
    }
}

/// How cards are written out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Notation {
    /// `A♠`, `10♥` — for people.
    #[default]
    Symbols,
    /// `AS`, `10H` — for terminals without the suit glyphs and for files.
    Ascii,
}

impl Notation {
    pub fn card(self, c: Card) -> String {
        match self {
            Notation::Symbols => c.to_string(),
            Notation::Ascii => c.ascii(),
        }
    }

    /// Cards separated by single spaces, in the order given.
    pub fn cards(self, cs: &[Card]) -> String {
        let mut out = String::with_capacity(cs.len() * 4);
        for (i, &c) in cs.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&self.card(c));
        }
        out
    }
}

// ---------------------------------------------------------------------------
// Character and word tables. All entries are in folded form (see `fold`).

/// Lowercases and merges ё into е, so tables need one spelling per word
/// and `ДАМА`, `Дама`, `дама` all match.
#[inline]
fn fold(c: char) -> char {
    let mut lower = c.to_lowercase();
    let f = match (lower.next(), lower.next()) {
        (Some(x), None) => x,
        _ => c,
    };
    if f == 'ё' {
        'е'
    } else {
        f
    }
}

/// Emoji presentation selectors follow suit symbols when pasted from
/// phones (`♠️`); they carry no meaning here.
#[inline]
fn is_selector(c: char) -> bool {
    matches!(c, '\u{FE0E}' | '\u{FE0F}')
}

fn folded(s: &str) -> impl Iterator<Item = char> + '_ {
    s.chars().filter(|&c| !is_selector(c)).map(fold)
}

fn eq_folded(input: &str, word: &str) -> bool {
    folded(input).eq(word.chars())
}

/// Single-character suits. Cyrillic С and Н are accepted as look-alikes of
/// Latin C and H (С is also the Bulgarian спатия). Т is clubs here and the
/// ace in `rank_char`: the one letter in both sets, see `compact`.
#[inline]
fn suit_char(c: char) -> Option<Suit> {
    match c {
        'c' | 'с' | 'т' | '♣' | '♧' => Some(Suit::Clubs),
        'd' | 'б' | '♦' | '♢' => Some(Suit::Diamonds),
        'h' | 'н' | 'ч' | '♥' | '♡' | '❤' => Some(Suit::Hearts),
        's' | 'п' | '♠' | '♤' => Some(Suit::Spades),
        _ => None,
    }
}

/// Single-character ranks. Latin T is the English ten; Cyrillic Т is the
/// Russian туз (ace), so T is the one look-alike that is *not* merged.
/// Latin B and Cyrillic А stand in for their look-alikes В (валет) and A.
#[inline]
fn rank_char(c: char) -> Option<Rank> {
    match c {
        '2'..='9' => Rank::from_value(c as u8 - b'0'),
        't' => Some(Rank::Ten),
        'j' | 'в' | 'b' => Some(Rank::Jack),
        'q' | 'д' => Some(Rank::Queen),
        'k' | 'к' => Some(Rank::King),
        'a' | 'а' | 'т' => Some(Rank::Ace),
        _ => None,
    }
}

/// A rank written in at most two characters: `10` or one rank letter.
#[inline]
fn rank_chars(cs: &[char]) -> Option<Rank> {
    match cs {
        ['1', '0'] => Some(Rank::Ten),
        [c] => rank_char(*c),
        _ => None,
    }
}

const SUIT_WORDS: &[(&str, Suit)] = &[
    ("clubs", Suit::Clubs),
    ("club", Suit::Clubs),
    ("трефы", Suit::Clubs),
    ("трефа", Suit::Clubs),
    ("треф", Suit::Clubs),
    ("трефовая", Suit::Clubs),
    ("трефовый", Suit::Clubs),
    ("крести", Suit::Clubs),
    ("кресты", Suit::Clubs),
    ("крестей", Suit::Clubs),
    ("крестовая", Suit::Clubs),
    ("крестовый", Suit::Clubs),
    ("спатия", Suit::Clubs),
    ("спатии", Suit::Clubs),
    ("diamonds", Suit::Diamonds),
    ("diamond", Suit::Diamonds),
    ("бубны", Suit::Diamonds),
    ("бубна", Suit::Diamonds),
    ("бубен", Suit::Diamonds),
    ("буби", Suit::Diamonds),
    ("бубей", Suit::Diamonds),
    ("бубновая", Suit::Diamonds),
    ("бубновый", Suit::Diamonds),
    ("каро", Suit::Diamonds),
    ("hearts", Suit::Hearts),
    ("heart", Suit::Hearts),
    ("червы", Suit::Hearts),
    ("черва", Suit::Hearts),
    ("червей", Suit::Hearts),
    ("черви", Suit::Hearts),
    ("червовая", Suit::Hearts),
    ("червовый", Suit::Hearts),
    ("червонная", Suit::Hearts),
    ("червонный", Suit::Hearts),
    ("купа", Suit::Hearts),
    ("купи", Suit::Hearts),
    ("spades", Suit::Spades),
    ("spade", Suit::Spades),
    ("пики", Suit::Spades),
    ("пика", Suit::Spades),
    ("пик", Suit::Spades),
    ("пиковая", Suit::Spades),
    ("пиковый", Suit::Spades),
];

const RANK_WORDS: &[(&str, Rank)] = &[
    ("two", Rank::Two),
    ("deuce", Rank::Two),
    ("двойка", Rank::Two),
    ("three", Rank::Three),
    ("тройка", Rank::Three),
    ("four", Rank::Four),
    ("четверка", Rank::Four),
    ("четворка", Rank::Four),
    ("five", Rank::Five),
    ("пятерка", Rank::Five),
    ("петица", Rank::Five),
    ("six", Rank::Six),
    ("шестерка", Rank::Six),
    ("шестица", Rank::Six),
    ("seven", Rank::Seven),
    ("семерка", Rank::Seven),
    ("седмица", Rank::Seven),
    ("eight", Rank::Eight),
    ("восьмерка", Rank::Eight),
    ("осмица", Rank::Eight),
    ("nine", Rank::Nine),
    ("девятка", Rank::Nine),
    ("деветка", Rank::Nine),
    ("ten", Rank::Ten),
    ("десятка", Rank::Ten),
    ("десетка", Rank::Ten),
    ("jack", Rank::Jack),
    ("knave", Rank::Jack),
    ("валет", Rank::Jack),
    ("вале", Rank::Jack),
    ("queen", Rank::Queen),
    ("дама", Rank::Queen),
    ("king", Rank::King),
    ("король", Rank::King),
    ("поп", Rank::King),
    ("ace", Rank::Ace),
    ("туз", Rank::Ace),
    ("асо", Rank::Ace),
];

/// Plausible intents behind characters we do not accept, used only for
/// hints: X and + look like a cross (кресты, clubs); P is pique/пики;
/// a Latin T in suit position is most likely a Cyrillic Т typed on the
/// wrong layout.
fn suggest_suit_char(c: char) -> Option<Suit> {
    match c {
        'x' | 'х' | '+' | '×' | '✚' | 't' => Some(Suit::Clubs),
        'p' | 'р' => Some(Suit::Spades),
        _ => None,
    }
}

/// Hints for rank letters from other languages: V for valet, R for roi;
/// a lone 0 is a ten with the 1 lost.
fn suggest_rank_char(c: char) -> Option<Rank> {
    match c {
        'v' => Some(Rank::Jack),
        'r' => Some(Rank::King),
        '0' => Some(Rank::Ten),
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Suits

/// Parses a suit in any accepted spelling; [`Suit::from_str`] delegates here.
///
/// [`Suit::from_str`]: std::str::FromStr::from_str
pub(crate) fn parse_suit(s: &str) -> Result<Suit, SuitParseError> {
    let t = s.trim();
    if t.is_empty() {
        return Err(SuitParseError::Empty { input: clip(s) });
    }
    suit_word(t).ok_or_else(|| SuitParseError::NotASuit { input: clip(t), suggestion: suggest_suit(t) })
}

fn suit_word(t: &str) -> Option<Suit> {
    let mut chars = folded(t);
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return suit_char(c);
    }
    SUIT_WORDS.iter().find(|(w, _)| eq_folded(t, w)).map(|&(_, s)| s)
}

fn rank_word(t: &str) -> Option<Rank> {
    let mut buf = ['\0'; 2];
    let mut n = 0;
    for c in folded(t) {
        if n == buf.len() {
            n = usize::MAX;
            break;
        }
        buf[n] = c;
        n += 1;
    }
    if let Some(r) = buf.get(..n).and_then(rank_chars) {
        return Some(r);
    }
    RANK_WORDS.iter().find(|(w, _)| eq_folded(t, w)).map(|&(_, r)| r)
}

fn suggest_suit(t: &str) -> Option<Suit> {
    let mut chars = folded(t);
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return suggest_suit_char(c);
    }
    closest(t, SUIT_WORDS)
}

fn suggest_rank(t: &str) -> Option<Rank> {
    let mut chars = folded(t);
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return suggest_rank_char(c);
    }
    closest(t, RANK_WORDS)
}

/// The table entry within a small edit distance of `t`, if exactly one
/// value is closest; a tie between different values is no suggestion.
fn closest<T: Copy + PartialEq>(t: &str, table: &[(&str, T)]) -> Option<T> {
    // No table word is longer than this, so longer input is more than two edits from all of them;
    // reading only this much keeps a pasted page as cheap as a word.
    const LONGEST: usize = 16;
    let input: Vec<char> = folded(t).take(LONGEST + 3).collect();
    if input.len() > LONGEST + 2 {
        return None;
    }
    let limit = if input.len() <= 4 { 1 } else { 2 };
    let mut best: Option<(usize, T)> = None;
    let mut tied = false;
    for &(w, v) in table {
        let word: Vec<char> = w.chars().collect();
        let d = edit_distance(&input, &word);
        if d > limit {
            continue;
        }
        match best {
            Some((bd, bv)) if d == bd && bv != v => tied = true,
            Some((bd, _)) if d >= bd => {}
            _ => {
                best = Some((d, v));
                tied = false;
            }
        }
    }
    if tied {
        None
    } else {
        best.map(|(_, v)| v)
    }
}

/// The longest words [`edit_distance`] compares.
pub(crate) const EDIT_LIMIT: usize = 64;

/// Levenshtein distance with adjacent transpositions counted as one edit,
/// since swapped letters (`sapdes`) are the commonest typo.
///
/// The work is the product of the lengths, so words longer than [`EDIT_LIMIT`] characters are not
/// compared: the answer is then the longer length, as far as any suggestion is concerned.
pub(crate) fn edit_distance(a: &[char], b: &[char]) -> usize {
    if a.len() > EDIT_LIMIT || b.len() > EDIT_LIMIT {
        return a.len().max(b.len());
    }
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for (i, row) in d.chunks_mut(w).enumerate() {
        if let Some(first) = row.first_mut() {
            *first = i;
        }
    }
    for (j, cell) in d.iter_mut().take(w).enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1).min(d[i * w + j - 1] + 1).min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

// ---------------------------------------------------------------------------
// Cards

/// Up to three folded characters of a compact token such as `10H` or `ПД`;
/// `None` if the token is longer, which no compact card is.
fn compact_chars(t: &str) -> Option<([char; 3], usize)> {
    let mut buf = ['\0'; 3];
    let mut n = 0;
    for c in folded(t) {
        *buf.get_mut(n)? = c;
        n += 1;
    }
    Some((buf, n))
}

/// Suit letter first, then rank: the Russian card-book order (`ПД`, `Б10`)
/// and the symbol-first form (`♠A`).
#[inline]
fn suit_first(cs: &[char]) -> Option<Card> {
    let (&s, r) = cs.split_first()?;
    Some(Card::new(rank_chars(r)?, suit_char(s)?))
}

/// Rank first, then suit letter: `AS`, `10♥`, `ДП`.
#[inline]
fn rank_first(cs: &[char]) -> Option<Card> {
    let (&s, r) = cs.split_last()?;
    Some(Card::new(rank_chars(r)?, suit_char(s)?))
}

/// Suit-first wins when both readings exist. That only happens for `ТТ`
/// (Т is the one character that is both a suit and a rank), where both
/// readings are the ace of clubs, so the order never changes a result.
fn compact(cs: &[char]) -> Option<Card> {
    suit_first(cs).or_else(|| rank_first(cs))
}

fn compact_error(t: &str) -> CardParseError {
    let suggestion = compact_chars(t).and_then(|(buf, n)| {
        let cs = buf.get(..n)?;
        let (&first, rest) = cs.split_first()?;
        let (&last, init) = cs.split_last()?;
        let by_suit_end = || Some(Card::new(rank_chars(init)?, suggest_suit_char(last)?));
        let by_suit_start = || Some(Card::new(rank_chars(rest)?, suggest_suit_char(first)?));
        let by_rank_start = || {
            let r = match init {
                [c] => suggest_rank_char(*c)?,
                _ => return None,
            };
            Some(Card::new(r, suit_char(last)?))
        };
        let by_rank_end = || {
            let r = match rest {
                [c] => suggest_rank_char(*c)?,
                _ => return None,
            };
            Some(Card::new(r, suit_char(first)?))
        };
        by_suit_end().or_else(by_suit_start).or_else(by_rank_start).or_else(by_rank_end)
    });
    CardParseError::NotACard { input: clip(t), suggestion }
}

fn is_of(t: &str) -> bool {
    eq_folded(t, "of")
}

/// A card written as words: `queen of spades`, `Q spades`, `дама пик`,
/// `пиковая дама`, `туз треф`. `input` is the whole phrase, for errors.
fn words(tokens: &[&str], input: &str) -> Result<Card, CardParseError> {
    let (a, b, suit_may_lead) = match tokens {
        [a, b] => (*a, *b, true),
        [a, of, b] if is_of(of) => (*a, *b, false),
        _ => return Err(CardParseError::NotACard { input: clip(input), suggestion: None }),
    };
    let (ra, sb) = (rank_word(a), suit_word(b));
    if let (Some(r), Some(s)) = (ra, sb) {
        return Ok(Card::new(r, s));
    }
    let (sa, rb) = if suit_may_lead { (suit_word(a), rank_word(b)) } else { (None, None) };
    if let (Some(s), Some(r)) = (sa, rb) {
        return Ok(Card::new(r, s));
    }
    let unknown_suit = |r: Rank, word: &str| CardParseError::UnknownSuit {
        input: clip(input),
        word: clip(word),
        suggestion: suggest_suit(word).map(|s| Card::new(r, s)),
    };
    let unknown_rank = |s: Suit, word: &str| CardParseError::UnknownRank {
        input: clip(input),
        word: clip(word),
        suggestion: suggest_rank(word).map(|r| Card::new(r, s)),
    };
    Err(match (ra, sb, sa, rb) {
        (Some(r), _, _, _) => unknown_suit(r, b),
        (_, Some(s), _, _) => unknown_rank(s, a),
        (_, _, Some(s), _) => unknown_rank(s, b),
        (_, _, _, Some(r)) => unknown_suit(r, a),
        _ => CardParseError::NotACard { input: clip(input), suggestion: None },
    })
}

/// Parses one card in any accepted notation, ignoring surrounding
/// whitespace and letter case. [`Card::from_str`] delegates here.
///
/// [`Card::from_str`]: std::str::FromStr::from_str
pub fn parse_card(s: &str) -> Result<Card, CardParseError> {
    let t = s.trim();
    if t.is_empty() {
        return Err(CardParseError::Empty { input: clip(s) });
    }
    let mut tokens = [""; 3];
    let mut n = 0;
    for w in t.split_whitespace() {
        match tokens.get_mut(n) {
            Some(slot) => *slot = w,
            None => return Err(CardParseError::NotACard { input: clip(t), suggestion: None }),
        }
        n += 1;
    }
    if n == 1 {
        compact_chars(t).and_then(|(buf, n)| compact(buf.get(..n)?)).ok_or_else(|| compact_error(t))
    } else {
        words(tokens.get(..n).unwrap_or_default(), t)
    }
}

/// Parses a rank alone, as a card's rank is typed: `K`, `10`, `T`, `Д`, `queen`, `туз`
/// (the games that stake on a rank, whatever its suit).
pub fn parse_rank(s: &str) -> Option<Rank> {
    let t = s.trim();
    if t.is_empty() {
        return None;
    }
    rank_word(t)
}

/// Parses a list of cards separated by whitespace and/or commas, e.g.
/// `AS, 10H ПД` or `queen of spades, туз треф`. An error names the first
/// token (or word phrase) that is not a card.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, CardParseError> {
    let spans = token_spans(s);
    let text = |a: usize, b: usize| -> &str {
        let (start, end) = (spans[a].0, spans[b].1);
        s.get(start..end).unwrap_or_default()
    };
    let tok = |i: usize| text(i, i);
    let mut out = Vec::with_capacity(spans.len());
    let mut i = 0;
    while i < spans.len() {
        let t = tok(i);
        if let Some(c) = compact_chars(t).and_then(|(buf, n)| compact(buf.get(..n)?)) {
            out.push(c);
            i += 1;
            continue;
        }
        if i + 2 < spans.len() && is_of(tok(i + 1)) {
            out.push(words(&[t, tok(i + 1), tok(i + 2)], text(i, i + 2))?);
            i += 3;
            continue;
        }
        if i + 1 < spans.len() {
            match words(&[t, tok(i + 1)], text(i, i + 1)) {
                Ok(c) => {
                    out.push(c);
                    i += 2;
                    continue;
                }
                // A lone rank word can only be the start of a phrase, so
                // the phrase error (e.g. an unknown suit word) says more.
                Err(e) if rank_word(t).is_some() => return Err(e),
                Err(_) => {}
            }
        }
        return Err(compact_error(t));
    }
    Ok(out)
}

/// Byte ranges of the tokens between whitespace and commas.
fn token_spans(s: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        let sep = c.is_whitespace() || c == ',';
        match (sep, start) {
            (true, Some(st)) => {
                spans.push((st, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(st) = start {
        spans.push((st, s.len()));
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character any table mentions, plus whole alphabets, so the
    /// ambiguity proof below also covers characters we might add later.
    fn alphabet() -> Vec<char> {
        let mut cs: Vec<char> = ('0'..='9')
            .chain('a'..='z')
            .chain('A'..='Z')
            .chain('\u{0400}'..='\u{045F}')
            .chain("♠♥♦♣♤♡♢♧❤+×✚".chars())
            .collect();
        cs.sort_unstable();
        cs.dedup();
        cs
    }

    #[test]
    fn no_two_character_token_has_two_different_readings() {
        let abc = alphabet();
        for &a in &abc {
            for &b in &abc {
                let cs = [fold(a), fold(b)];
                if let (Some(x), Some(y)) = (suit_first(&cs), rank_first(&cs)) {
                    assert_eq!(x, y, "{a}{b} reads as both {x} and {y}");
                }
            }
        }
    }

    #[test]
    fn only_cyrillic_te_is_both_a_suit_and_a_rank() {
        let both: Vec<char> =
            alphabet().into_iter().map(fold).filter(|&c| suit_char(c).is_some() && rank_char(c).is_some()).collect();
        assert!(both.iter().all(|&c| c == 'т'), "{both:?}");
    }

    #[test]
    fn rank_words_and_suit_words_are_disjoint() {
        for (w, _) in RANK_WORDS {
            assert_eq!(suit_word(w), None, "{w}");
        }
        for (w, _) in SUIT_WORDS {
            assert_eq!(rank_word(w), None, "{w}");
        }
    }

    #[test]
    fn tables_are_stored_folded() {
        for w in SUIT_WORDS.iter().map(|(w, _)| *w).chain(RANK_WORDS.iter().map(|(w, _)| *w)) {
            assert!(folded(w).eq(w.chars()), "{w}");
        }
    }

    #[test]
    fn no_table_word_is_longer_than_closest_reads() {
        for w in SUIT_WORDS.iter().map(|(w, _)| *w).chain(RANK_WORDS.iter().map(|(w, _)| *w)) {
            assert!(w.chars().count() <= 16, "{w}");
        }
    }

    #[test]
    fn long_input_is_clipped_and_gets_no_suggestion() {
        let long = "пики".repeat(750_000);
        let e = parse_suit(&long).expect_err("not a suit");
        assert!(e.input().chars().count() <= QUOTE_LIMIT + 1);
        assert_eq!(e.suggestion(), None);
    }

    #[test]
    fn edit_distance_counts_a_swap_as_one() {
        let d = |a: &str, b: &str| edit_distance(&a.chars().collect::<Vec<_>>(), &b.chars().collect::<Vec<_>>());
        assert_eq!(d("sapdes", "spades"), 1);
        assert_eq!(d("", "abc"), 3);
        assert_eq!(d("kitten", "sitting"), 3);
    }

    #[test]
    fn suit_typos_get_a_suggestion_but_ties_do_not() {
        assert_eq!(suggest_suit("sapdes"), Some(Suit::Spades));
        assert_eq!(suggest_suit("червь"), Some(Suit::Hearts));
        assert_eq!(suggest_suit("zzzz"), None);
    }
}
