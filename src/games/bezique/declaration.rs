//! Bezique's declarations: the kinds, what each is made of, and what each scores in each variant —
//! the one table every form of entry goes through.

use serde::{Deserialize, Serialize};

use super::options::{BeziqueOptions, SequenceRule, Variant};
use crate::cards::{Card, Rank, Suit};
use crate::engine::Seat;
use crate::games::RuleError;
use crate::i18n::Msg;
use crate::msg;

/// A kind of declaration as a deal record names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// King and queen of one suit.
    Marriage,
    /// Ace, ten, king, queen and jack of one suit.
    Sequence,
    /// The bezique pair (Q♠ + J♦; in six-pack it depends on trump).
    Bezique,
    DoubleBezique,
    TripleBezique,
    QuadrupleBezique,
    /// Four cards of one rank (any suits; six-pack also four of trumps).
    Four,
    /// A seven of trumps, shown, played or exchanged for the turned card.
    Dix,
    /// Six-pack: no king, queen or jack in hand (at the deal, then at each such draw).
    CarteBlanche,
}

impl Kind {
    pub const ALL: [Kind; 9] = [
        Kind::Marriage,
        Kind::Sequence,
        Kind::Bezique,
        Kind::DoubleBezique,
        Kind::TripleBezique,
        Kind::QuadrupleBezique,
        Kind::Four,
        Kind::Dix,
        Kind::CarteBlanche,
    ];

    /// The word a deal record uses (`double-bezique`).
    pub fn id(self) -> &'static str {
        match self {
            Kind::Marriage => "marriage",
            Kind::Sequence => "sequence",
            Kind::Bezique => "bezique",
            Kind::DoubleBezique => "double-bezique",
            Kind::TripleBezique => "triple-bezique",
            Kind::QuadrupleBezique => "quadruple-bezique",
            Kind::Four => "four",
            Kind::Dix => "dix",
            Kind::CarteBlanche => "carte-blanche",
        }
    }

    /// Bezique pairs a declaration of this kind shows: 1 to 4, or 0 for any other kind.
    pub const fn bezique_pairs(self) -> u8 {
        match self {
            Kind::Bezique => 1,
            Kind::DoubleBezique => 2,
            Kind::TripleBezique => 3,
            Kind::QuadrupleBezique => 4,
            _ => 0,
        }
    }

    /// The catalogue name of the kind (`bezique-kind-double-bezique`).
    pub fn name(self) -> Msg {
        Msg::new(format!("bezique-kind-{}", self.id()), vec![])
    }

    /// Whether a declaration of this kind fixes trump when none is fixed yet (no-trump and
    /// six-pack): a marriage, or a sequence, which holds one.
    pub const fn fixes_trump(self) -> bool {
        matches!(self, Kind::Marriage | Kind::Sequence)
    }
}

/// The names a deal record accepts for a declaration: the record's own words (`double-bezique`),
/// and the names Russian and Bulgarian players use, from the book «100 карточных игр для всей
/// семьи» (марьяж, безик, двойной безик, карт-бланш) and the Bulgarian table (марияж, двоен
/// безик, каре, седмица коз). A name of a four that says its rank (`четыре туза`, `четири аса`)
/// carries the rank. Spaces, hyphens and underscores between the words are alike (see [`folded`]).
const KIND_WORDS: &[(&str, Kind, Option<Rank>)] = &[
    ("marriage", Kind::Marriage, None),
    ("sequence", Kind::Sequence, None),
    ("bezique", Kind::Bezique, None),
    ("double-bezique", Kind::DoubleBezique, None),
    ("triple-bezique", Kind::TripleBezique, None),
    ("quadruple-bezique", Kind::QuadrupleBezique, None),
    ("four", Kind::Four, None),
    ("dix", Kind::Dix, None),
    ("carte-blanche", Kind::CarteBlanche, None),
    // Russian
    ("марьяж", Kind::Marriage, None),
    ("мариаж", Kind::Marriage, None),
    ("секвенция", Kind::Sequence, None),
    ("безик", Kind::Bezique, None),
    ("двойной-безик", Kind::DoubleBezique, None),
    ("тройной-безик", Kind::TripleBezique, None),
    ("четверной-безик", Kind::QuadrupleBezique, None),
    ("четыре", Kind::Four, None),
    ("четыре-туза", Kind::Four, Some(Rank::Ace)),
    ("четыре-десятки", Kind::Four, Some(Rank::Ten)),
    ("четыре-короля", Kind::Four, Some(Rank::King)),
    ("четыре-дамы", Kind::Four, Some(Rank::Queen)),
    ("четыре-валета", Kind::Four, Some(Rank::Jack)),
    ("дикс", Kind::Dix, None),
    ("карт-бланш", Kind::CarteBlanche, None),
    // Bulgarian (секвенция, безик, дикс and карт бланш are spelt as in Russian)
    ("марияж", Kind::Marriage, None),
    ("двоен-безик", Kind::DoubleBezique, None),
    ("троен-безик", Kind::TripleBezique, None),
    ("четворен-безик", Kind::QuadrupleBezique, None),
    ("каре", Kind::Four, None),
    ("четири", Kind::Four, None),
    ("четири-аса", Kind::Four, Some(Rank::Ace)),
    ("четири-десетки", Kind::Four, Some(Rank::Ten)),
    ("четири-попа", Kind::Four, Some(Rank::King)),
    ("четири-дами", Kind::Four, Some(Rank::Queen)),
    ("четири-валета", Kind::Four, Some(Rank::Jack)),
    ("седмица-коз", Kind::Dix, None),
];

/// A declaration's name as compared: lower case, ё as е, quotes dropped, and any run of spaces,
/// hyphens and underscores one hyphen — so `двойной безик`, `двойной-безик`, `"Двойной безик"`
/// and `double_bezique` are read alike.
fn folded(text: &str) -> String {
    // The straight double and single quotes by their code points (a value quoted inside `--declare`).
    let t = text.trim().trim_matches(|c| matches!(c, '\u{22}' | '\u{27}' | '«' | '»' | '„' | '“' | '”'));
    let mut out = String::new();
    for w in t.split(|c: char| c.is_whitespace() || c == '-' || c == '_').filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push('-');
        }
        out.extend(w.chars().flat_map(char::to_lowercase).map(|c| if c == 'ё' { 'е' } else { c }));
    }
    out
}

/// The kind a name says, and the rank when the name says one (`четыре туза`: a four of aces);
/// an unknown name is refused with the nearest name, when one is near (`марьж` → `марьяж`).
pub fn kind_word(text: &str) -> Result<(Kind, Option<Rank>), RuleError> {
    let t = folded(text);
    if let Some(&(_, k, r)) = KIND_WORDS.iter().find(|(w, _, _)| *w == t) {
        return Ok((k, r));
    }
    let shown = crate::games::shown(text);
    let m = match nearest_word(&t) {
        Some(w) => msg!("bezique-declare-kind-suggest", kind = shown, suggestion = w, kinds = msg!("bezique-kinds")),
        None => msg!("bezique-declare-kind", kind = shown, kinds = msg!("bezique-kinds")),
    };
    Err(RuleError::new("bezique.declare.format", m))
}

/// The one name within a typo of `t` (one edit for short names, two for longer; a swap of
/// neighbours is one), or none when there is none or two names of different meaning are as near.
fn nearest_word(t: &str) -> Option<&'static str> {
    // No name is longer than 20 letters: longer input is no typo of one, and is not read further.
    let input: Vec<char> = t.chars().take(24).collect();
    let limit = if input.len() <= 4 { 1 } else { 2 };
    let mut best: Option<(usize, &str, Kind, Option<Rank>)> = None;
    let mut tied = false;
    for &(w, k, r) in KIND_WORDS {
        let word: Vec<char> = w.chars().collect();
        let d = crate::cards::edit_distance(&input, &word);
        if d > limit || d >= word.len() {
            continue;
        }
        match best {
            Some((bd, _, bk, br)) if d == bd && (bk, br) != (k, r) => tied = true,
            Some((bd, ..)) if d >= bd => {}
            _ => {
                best = Some((d, w, k, r));
                tied = false;
            }
        }
    }
    best.filter(|_| !tied).map(|(_, w, _, _)| w)
}

/// One declaration as scored: who, what, and the suit or rank that names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Declared {
    pub seat: Seat,
    pub kind: Kind,
    /// Marriage and sequence: their suit; a six-pack four of trumps: the trump suit.
    pub suit: Option<Suit>,
    /// Four: its rank.
    pub rank: Option<Rank>,
}

/// A declaration as a deal record writes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeclarationDoc {
    pub player: String,
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suit: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<String>,
}

/// The bezique pair's queen and jack: Q♠ + J♦, or in six-pack by trump (♠: Q♠ J♦, ♦: Q♦ J♠,
/// ♥: Q♥ J♣, ♣: Q♣ J♥). `None`: six-pack before trump is fixed.
pub fn bezique_pair(variant: Variant, trump: Option<Suit>) -> Option<(Card, Card)> {
    let pair = |q: Suit, j: Suit| Some((Card::new(Rank::Queen, q), Card::new(Rank::Jack, j)));
    if variant != Variant::SixPack {
        return pair(Suit::Spades, Suit::Diamonds);
    }
    match trump? {
        Suit::Spades => pair(Suit::Spades, Suit::Diamonds),
        Suit::Diamonds => pair(Suit::Diamonds, Suit::Spades),
        Suit::Hearts => pair(Suit::Hearts, Suit::Clubs),
        Suit::Clubs => pair(Suit::Clubs, Suit::Hearts),
    }
}

/// The ranks of a sequence, high to low.
pub const SEQUENCE: [Rank; 5] = [Rank::Ace, Rank::Ten, Rank::King, Rank::Queen, Rank::Jack];

/// The ranks four of which score (any suits).
pub const FOURS: [Rank; 4] = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack];

impl Declared {
    /// The rule that prices this declaration, cited in explanations.
    pub fn rule(&self) -> &'static str {
        match self.kind {
            Kind::Marriage => "bezique.score.marriage",
            Kind::Sequence => "bezique.score.sequence",
            Kind::Bezique | Kind::DoubleBezique | Kind::TripleBezique | Kind::QuadrupleBezique => {
                "bezique.score.bezique"
            }
            Kind::Four => "bezique.score.four",
            Kind::Dix => "bezique.score.dix",
            Kind::CarteBlanche => "bezique.score.carte-blanche",
        }
    }

    /// "a marriage in ♥", "four aces", "a double bezique", for errors and explanations.
    pub fn describe(&self) -> Msg {
        match (self.kind, self.suit, self.rank) {
            (Kind::Four, Some(s), Some(r)) => msg!("bezique-declared-four-trumps", rank = r.symbol(), suit = s),
            (Kind::Four, None, Some(r)) => msg!("bezique-declared-four", rank = r.symbol()),
            (k, Some(s), _) => msg!("bezique-declared-suit", kind = k.name(), suit = s),
            (k, _, _) => msg!("bezique-declared", kind = k.name()),
        }
    }

    /// Points this declaration scores with `trump` in force, or the rule it breaks: a kind the
    /// variant's table does not have, a sequence outside trumps where only trumps count, a
    /// declaration that needs trump before any is fixed (six-pack).
    pub fn value(&self, o: &BeziqueOptions, trump: Option<Suit>) -> Result<i64, RuleError> {
        let v = o.variant;
        let six = v == Variant::SixPack;
        let not_here = || {
            RuleError::new(
                "bezique.declare.variant",
                msg!("bezique-declare-variant", declaration = self.describe(), variant = variant_name(v)),
            )
        };
        let trumps = |s: Suit| trump == Some(s);
        Ok(match self.kind {
            Kind::Marriage => {
                let s = self.suit.ok_or_else(|| missing_suit(self.kind))?;
                if trumps(s) {
                    40
                } else {
                    20
                }
            }
            Kind::Sequence => {
                let s = self.suit.ok_or_else(|| missing_suit(self.kind))?;
                match (six, trumps(s)) {
                    (true, true) => 250,
                    (true, false) => 150,
                    (false, false) if o.sequence == SequenceRule::TrumpsOnly => {
                        return Err(RuleError::new(
                            "bezique.declare.trumps-only",
                            msg!("bezique-declare-trumps-only", suit = s, trump = trump_arg(trump)),
                        ))
                    }
                    (false, _) => 250,
                }
            }
            Kind::Bezique | Kind::DoubleBezique => {
                if six && trump.is_none() {
                    return Err(before_trump(self));
                }
                if self.kind == Kind::Bezique {
                    40
                } else {
                    500
                }
            }
            Kind::TripleBezique => {
                if !matches!(v, Variant::Three | Variant::Four | Variant::SixPack) {
                    return Err(not_here());
                }
                if six && trump.is_none() {
                    return Err(before_trump(self));
                }
                1500
            }
            Kind::QuadrupleBezique => {
                if !six {
                    return Err(not_here());
                }
                if trump.is_none() {
                    return Err(before_trump(self));
                }
                4500
            }
            Kind::Four => {
                let r = self
                    .rank
                    .ok_or_else(|| RuleError::new("bezique.declare.format", msg!("bezique-declare-rank-missing")))?;
                match self.suit {
                    None if r == Rank::Ten => {
                        return Err(RuleError::new("bezique.declare.format", msg!("bezique-declare-four-tens")))
                    }
                    None => match r {
                        Rank::Ace => 100,
                        Rank::King => 80,
                        Rank::Queen => 60,
                        _ => 40,
                    },
                    Some(_) if !six => return Err(not_here()),
                    Some(s) => {
                        let Some(t) = trump else { return Err(before_trump(self)) };
                        if s != t {
                            return Err(RuleError::new(
                                "bezique.declare.format",
                                msg!("bezique-declare-four-not-trumps", suit = s, trump = t),
                            ));
                        }
                        match r {
                            Rank::Ace => 1000,
                            Rank::Ten => 900,
                            Rank::King => 800,
                            Rank::Queen => 600,
                            _ => 400,
                        }
                    }
                }
            }
            Kind::Dix => {
                if !v.turns_trump() {
                    return Err(RuleError::new(
                        "bezique.dix.no-turned-card",
                        msg!("bezique-dix-no-turned-card", variant = variant_name(v)),
                    ));
                }
                10
            }
            Kind::CarteBlanche => {
                if !six {
                    return Err(not_here());
                }
                250
            }
        })
    }
}

fn missing_suit(kind: Kind) -> RuleError {
    RuleError::new("bezique.declare.format", msg!("bezique-declare-suit-missing", kind = kind.name()))
}

fn before_trump(d: &Declared) -> RuleError {
    RuleError::new("bezique.trump.not-yet", msg!("bezique-trump-not-yet", declaration = d.describe()))
}

/// The trump after `d` is declared with `trump` in force: no-trump and six-pack have none until
/// the first marriage or sequence fixes it (`bezique.trump.first-marriage`), and six-pack may not
/// fix the suit that was trump in the previous deal (`bezique.trump.repeat`). `Ok(Some(suit))`
/// when this declaration fixed it, `Ok(None)` when it changed nothing.
pub fn fixes_trump(
    d: &Declared,
    variant: Variant,
    trump: Option<Suit>,
    previous: Option<Suit>,
) -> Result<Option<Suit>, RuleError> {
    if trump.is_some() || variant.turns_trump() || !d.kind.fixes_trump() {
        return Ok(None);
    }
    let Some(suit) = d.suit else { return Ok(None) };
    if variant == Variant::SixPack && previous == Some(suit) {
        return Err(RuleError::new("bezique.trump.repeat", msg!("bezique-trump-repeat", suit = suit)));
    }
    Ok(Some(suit))
}

/// The variant's name in the reader's language.
pub fn variant_name(v: Variant) -> Msg {
    Msg::new(format!("bezique-variant-{}", v.id()), vec![])
}

/// A trump suit as an argument, or "none yet".
pub fn trump_arg(trump: Option<Suit>) -> Msg {
    match trump {
        Some(s) => msg!("bezique-trump-is", suit = s),
        None => msg!("bezique-trump-none"),
    }
}

/// The cards a declaration shows, by rank and suit, with `trump` in force: a marriage K Q, a
/// sequence A 10 K Q J, `pairs` bezique pairs, a four by its rank (any suits: `None` suits),
/// a dix the seven of trumps. Carte blanche shows the whole hand and is not a combination.
pub fn shape(d: &Declared, variant: Variant, trump: Option<Suit>) -> Vec<(Rank, Option<Suit>)> {
    match d.kind {
        Kind::Marriage => d.suit.map_or_else(Vec::new, |s| vec![(Rank::King, Some(s)), (Rank::Queen, Some(s))]),
        Kind::Sequence => d.suit.map_or_else(Vec::new, |s| SEQUENCE.iter().map(|&r| (r, Some(s))).collect()),
        Kind::Four => d.rank.map_or_else(Vec::new, |r| vec![(r, d.suit); 4]),
        Kind::Dix => trump.map_or_else(Vec::new, |t| vec![(Rank::Seven, Some(t))]),
        Kind::CarteBlanche => vec![],
        k => match bezique_pair(variant, trump) {
            Some((q, j)) => {
                let n = usize::from(k.bezique_pairs());
                let mut v = vec![(Rank::Queen, Some(q.suit())); n];
                v.extend(vec![(Rank::Jack, Some(j.suit())); n]);
                v
            }
            None => vec![],
        },
    }
}
