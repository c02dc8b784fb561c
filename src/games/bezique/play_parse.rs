//! Reading a Bezique play record — the JSON object or the text form — into a [`Record`]. Only the
//! form is checked here (fields, card notation, one card per player in each trick); the rules are
//! `play_rules.rs`'s.
//!
//! The text form, one line per trick after optional header lines (`#` starts a comment):
//!
//! ```text
//! turned: 7H
//! hands: Аня=AS 10S … ; Борис=…
//! show: Борис carte-blanche AS 10S 9S …
//! 9S AS | declare marriage KS QS | draw 8H JC
//! Аня:8D Борис:7H! | exchange | declare Аня dix 7H | pass | draw KC 8C
//! ```

use serde_json::{Map, Value};

use super::declaration::Kind;
use super::play::{Lay, Record, Shown, Span, TrickEntry};
use crate::cards::Card;
use crate::games::{parse_play, shown, split_play_text, RuleError, Setup, TrickDoc};
use crate::i18n::Msg;
use crate::msg;

/// The fields of a play record, of one of its tricks, of a declaration.
const FIELDS: &[&str] = &["turned", "hands", "tricks", "show"];
const TRICK_FIELDS: &[&str] = &["cards", "exchange", "declare", "pass", "draws"];
const DECLARE_FIELDS: &[&str] = &["kind", "cards", "player"];
/// The header keys of the text form.
const HEADERS: &[&str] = &["turned", "hands", "show"];

/// Where in the record a problem is.
#[derive(Clone, Copy)]
enum Place {
    Record,
    Trick(usize),
    Show(usize),
    Hands,
}

impl Place {
    fn msg(self) -> Msg {
        match self {
            Place::Record => msg!("bezique-play-place-record"),
            Place::Trick(t) => msg!("bezique-play-place-trick", trick = t),
            Place::Show(i) => msg!("bezique-play-place-show", number = i),
            Place::Hands => msg!("bezique-play-place-hands"),
        }
    }

    /// Places an error found here: `trick 3: …`, and its trick number.
    fn error(self, mut e: RuleError) -> RuleError {
        if let Place::Trick(t) = self {
            e.trick.get_or_insert(t);
        }
        e.msg = msg!("bezique-play-at", place = self.msg(), text = std::mem::take(&mut e.msg));
        e
    }
}

fn format(m: Msg) -> RuleError {
    RuleError::new("bezique.play.format", m)
}

/// Far more cards than any deal has (six-pack: 192, and what declarations and draws show): a
/// record past it is not a deal, and every position fits the record's 32-bit spans.
const MAX_ITEMS: usize = 1 << 16;

/// The span from `start` to the end of a list of `len` items.
fn span(start: usize, len: usize) -> Result<Span, RuleError> {
    match (u32::try_from(start), u32::try_from(len)) {
        (Ok(s), Ok(e)) if len <= MAX_ITEMS => Ok(Span { start: s, end: e }),
        _ => Err(format(msg!("bezique-play-too-long", max = MAX_ITEMS))),
    }
}

/// Reads a play record, JSON object or text, for the players of `setup`.
pub fn parse_record(v: &Value, setup: &Setup) -> Result<Record, RuleError> {
    let mut b = Builder { setup, n: setup.players.len(), rec: Record::default() };
    b.rec.hands = vec![None; b.n];
    match v {
        Value::String(text) => b.text(text)?,
        Value::Object(m) => b.json(m)?,
        _ => return Err(format(msg!("bezique-play-shape"))),
    }
    Ok(b.rec)
}

struct Builder<'a> {
    setup: &'a Setup,
    n: usize,
    rec: Record,
}

/// Splits a line of cards: spaces, tabs and commas separate them.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split([' ', ',', '\t']).filter(|t| !t.is_empty())
}

fn card(text: &str) -> Result<Card, RuleError> {
    text.trim()
        .parse::<Card>()
        .map_err(|e: crate::cards::CardParseError| RuleError::new("card.notation", e.msg()).with_card(shown(text)))
}

fn kind(text: &str) -> Option<Kind> {
    let t = text.trim().to_lowercase().replace('_', "-");
    Kind::ALL.into_iter().find(|k| k.id() == t)
}

fn unknown_kind(text: &str) -> RuleError {
    RuleError::new(
        "bezique.declare.format",
        msg!("bezique-declare-kind", kind = shown(text), kinds = msg!("bezique-kinds")),
    )
}

fn unknown_field(place: Place, field: &str, known: &[&str]) -> RuleError {
    format(msg!("bezique-play-unknown-field", place = place.msg(), field = shown(field), known = known.join(", ")))
}

fn text_value<'v>(v: &'v Value, place: Place, field: &str) -> Result<&'v str, RuleError> {
    v.as_str().ok_or_else(|| format(msg!("bezique-play-text-type", place = place.msg(), field = field)))
}

fn bool_value(v: &Value, place: Place, field: &str) -> Result<bool, RuleError> {
    v.as_bool().ok_or_else(|| format(msg!("bezique-play-bool-type", place = place.msg(), field = field)))
}

impl Builder<'_> {
    /// Cards written as one string or a list of strings, appended to `rec.cards`.
    fn cards_value(&mut self, v: &Value, place: Place, field: &str) -> Result<Span, RuleError> {
        let start = self.rec.cards.len();
        let bad = || format(msg!("bezique-play-cards-type", place = place.msg(), field = field));
        match v {
            Value::String(s) => {
                self.cards_text(s, place)?;
            }
            Value::Array(items) => {
                for item in items {
                    let s = item.as_str().ok_or_else(bad)?;
                    let c = card(s).map_err(|e| place.error(e))?;
                    self.rec.cards.push(c);
                }
            }
            _ => return Err(bad()),
        }
        span(start, self.rec.cards.len())
    }

    fn cards_text(&mut self, text: &str, place: Place) -> Result<Span, RuleError> {
        let start = self.rec.cards.len();
        for w in words(text) {
            let c = card(w).map_err(|e| place.error(e))?;
            self.rec.cards.push(c);
        }
        span(start, self.rec.cards.len())
    }

    /// One trick's cards in play order, `player:` prefixes and `!` allowed.
    fn plays<'t>(&mut self, tokens: impl Iterator<Item = &'t str>, t: usize) -> Result<(), RuleError> {
        let start = self.rec.plays.len();
        for tok in tokens {
            let p = parse_play(tok, self.setup).map_err(|e| Place::Trick(t).error(e))?;
            let seat = p.seat.map(|s| u8::try_from(s).unwrap_or(u8::MAX));
            self.rec.plays.push(Lay { card: p.card, seat, call: p.call });
        }
        if self.rec.plays.len() > MAX_ITEMS {
            return Err(format(msg!("bezique-play-too-long", max = MAX_ITEMS)));
        }
        let got = self.rec.plays.len() - start;
        if got != self.n {
            let mut e = RuleError::new(
                "bezique.play.trick-size",
                msg!("record-trick-size", trick = t, cards = got, players = self.n),
            );
            e.trick = Some(t);
            return Err(e);
        }
        Ok(())
    }

    fn turned(&mut self, text: &str) -> Result<(), RuleError> {
        if self.rec.turned.is_some() {
            return Err(format(msg!("bezique-play-twice", field = "turned")));
        }
        self.rec.turned = Some(card(text).map_err(|e| Place::Record.error(e))?);
        Ok(())
    }

    fn seat(&self, name: &str, place: Place) -> Result<usize, RuleError> {
        self.setup.seat(name).map_err(|e| place.error(e))
    }

    fn hand(&mut self, name: &str, cards: &Value) -> Result<(), RuleError> {
        let s = self.seat(name, Place::Hands)?;
        let r = self.cards_value(cards, Place::Hands, name)?;
        self.set_hand(s, r)
    }

    fn set_hand(&mut self, s: usize, r: Span) -> Result<(), RuleError> {
        if self.rec.hands[s].is_some() {
            return Err(format(msg!("bezique-play-hand-twice", player = &self.setup.players[s])));
        }
        self.rec.hands[s] = Some(r);
        Ok(())
    }

    /// A declaration object: `kind`, `cards`, `player`.
    fn declaration(&mut self, v: &Value, place: Place) -> Result<(), RuleError> {
        let Value::Object(m) = v else {
            return Err(format(msg!("bezique-play-declare-type", place = place.msg())));
        };
        if let Some(f) = m.keys().find(|k| !DECLARE_FIELDS.contains(&k.as_str())) {
            return Err(unknown_field(place, f, DECLARE_FIELDS));
        }
        let k = match m.get("kind") {
            Some(k) => {
                let text = text_value(k, place, "kind")?;
                kind(text).ok_or_else(|| place.error(unknown_kind(text)))?
            }
            None => return Err(format(msg!("bezique-play-kind-missing", place = place.msg()))),
        };
        let player = match m.get("player") {
            Some(p) => Some(self.seat(text_value(p, place, "player")?, place)?),
            None => None,
        };
        let cards = match m.get("cards") {
            Some(c) => self.cards_value(c, place, "cards")?,
            None => span(self.rec.cards.len(), self.rec.cards.len())?,
        };
        self.rec.shown.push(Shown { player, kind: k, cards });
        Ok(())
    }

    /// `[PLAYER] KIND [CARDS]` as the text form writes a declaration.
    fn declaration_text(&mut self, text: &str, place: Place) -> Result<(), RuleError> {
        let tokens: Vec<&str> = words(text).collect();
        let Some(at) = tokens.iter().position(|t| kind(t).is_some()) else {
            return Err(place.error(unknown_kind(text)));
        };
        let player = if at > 0 { Some(self.seat(&tokens[..at].join(" "), place)?) } else { None };
        let k = kind(tokens[at]).ok_or_else(|| place.error(unknown_kind(text)))?;
        let start = self.rec.cards.len();
        for w in &tokens[at + 1..] {
            let c = card(w).map_err(|e| place.error(e))?;
            self.rec.cards.push(c);
        }
        let cards = span(start, self.rec.cards.len())?;
        self.rec.shown.push(Shown { player, kind: k, cards });
        Ok(())
    }

    fn json(&mut self, m: &Map<String, Value>) -> Result<(), RuleError> {
        if let Some(f) = m.keys().find(|k| !FIELDS.contains(&k.as_str())) {
            return Err(unknown_field(Place::Record, f, FIELDS));
        }
        if let Some(t) = m.get("turned") {
            let text = text_value(t, Place::Record, "turned")?;
            self.turned(text)?;
        }
        if let Some(h) = m.get("hands") {
            let Value::Object(hands) = h else {
                return Err(format(msg!("bezique-play-hands-type")));
            };
            for (name, cards) in hands {
                self.hand(name, cards)?;
            }
        }
        let start = self.rec.shown.len();
        if let Some(s) = m.get("show") {
            match s {
                Value::Array(items) => {
                    for (i, item) in items.iter().enumerate() {
                        self.declaration(item, Place::Show(i + 1))?;
                    }
                }
                other => self.declaration(other, Place::Show(1))?,
            }
        }
        self.rec.show = span(start, self.rec.shown.len())?;
        let Some(Value::Array(tricks)) = m.get("tricks") else {
            return Err(format(msg!("bezique-play-tricks-missing")));
        };
        self.rec.tricks.reserve(tricks.len());
        self.rec.plays.reserve(tricks.len() * self.n);
        for (i, t) in tricks.iter().enumerate() {
            self.trick_json(t, i + 1)?;
        }
        Ok(())
    }

    fn trick_json(&mut self, v: &Value, t: usize) -> Result<(), RuleError> {
        let place = Place::Trick(t);
        let here = span(self.rec.shown.len(), self.rec.shown.len())?;
        let mut entry = TrickEntry { declares: here, ..TrickEntry::default() };
        match v {
            Value::String(line) => self.plays(words(line), t)?,
            Value::Array(items) => {
                let mut tokens = Vec::with_capacity(items.len());
                for item in items {
                    tokens.push(text_value(item, place, "cards")?);
                }
                self.plays(tokens.into_iter(), t)?;
            }
            Value::Object(m) => {
                if let Some(f) = m.keys().find(|k| !TRICK_FIELDS.contains(&k.as_str())) {
                    return Err(unknown_field(place, f, TRICK_FIELDS));
                }
                match m.get("cards") {
                    Some(Value::String(line)) => self.plays(words(line), t)?,
                    Some(Value::Array(items)) => {
                        let mut tokens = Vec::with_capacity(items.len());
                        for item in items {
                            tokens.push(text_value(item, place, "cards")?);
                        }
                        self.plays(tokens.into_iter(), t)?;
                    }
                    _ => return Err(format(msg!("bezique-play-cards-type", place = place.msg(), field = "cards"))),
                }
                if let Some(x) = m.get("exchange") {
                    entry.exchange = bool_value(x, place, "exchange")?;
                }
                if let Some(x) = m.get("pass") {
                    entry.pass = bool_value(x, place, "pass")?;
                }
                let start = self.rec.shown.len();
                match m.get("declare") {
                    Some(Value::Array(items)) => {
                        for item in items {
                            self.declaration(item, place)?;
                        }
                    }
                    Some(one) => self.declaration(one, place)?,
                    None => {}
                }
                entry.declares = span(start, self.rec.shown.len())?;
                if let Some(d) = m.get("draws") {
                    entry.draws = Some(self.cards_value(d, place, "draws")?);
                }
            }
            _ => return Err(format(msg!("bezique-play-trick-type", place = place.msg()))),
        }
        self.rec.tricks.push(entry);
        Ok(())
    }

    fn text(&mut self, text: &str) -> Result<(), RuleError> {
        let start = self.rec.shown.len();
        let mut show = 0;
        // Comments, header lines and trick numbers are read as for every game's text form; the
        // headers come first wherever they are written, as the tricks' declarations follow the show.
        let doc = split_play_text(text, HEADERS);
        for (key, value) in &doc.headers {
            match key.as_str() {
                "turned" => self.turned(value)?,
                "hands" => self.hands_text(value)?,
                _ => {
                    show += 1;
                    self.declaration_text(value, Place::Show(show))?;
                }
            }
        }
        self.rec.show = span(start, self.rec.shown.len())?;
        self.rec.tricks.reserve(doc.tricks.len());
        self.rec.plays.reserve(doc.tricks.len() * self.n);
        for (i, trick) in doc.tricks.iter().enumerate() {
            let line = match trick {
                TrickDoc::Plays(tokens) => tokens.join(" "),
                TrickDoc::Line(line) => line.clone(),
            };
            self.trick_text(&line, i + 1)?;
        }
        Ok(())
    }

    /// `Аня=AS 10S … ; Борис=…`
    fn hands_text(&mut self, value: &str) -> Result<(), RuleError> {
        for part in value.split(';').map(str::trim).filter(|p| !p.is_empty()) {
            let Some((name, cards)) = part.split_once('=') else {
                return Err(format(msg!("bezique-play-hands-text", text = shown(part))));
            };
            let s = self.seat(name.trim(), Place::Hands)?;
            let r = self.cards_text(cards, Place::Hands)?;
            self.set_hand(s, r)?;
        }
        Ok(())
    }

    /// `[N.] CARDS | exchange | pass | declare [PLAYER] KIND CARDS | draw CARDS`
    fn trick_text(&mut self, line: &str, t: usize) -> Result<(), RuleError> {
        let place = Place::Trick(t);
        let mut segments = line.split('|');
        let first = segments.next().unwrap_or("");
        self.plays(words(first), t)?;
        let mut entry = TrickEntry::default();
        let start = self.rec.shown.len();
        for seg in segments {
            let seg = seg.trim();
            let (word, rest) = seg.split_once(char::is_whitespace).unwrap_or((seg, ""));
            match word.to_lowercase().as_str() {
                "exchange" if rest.trim().is_empty() => entry.exchange = true,
                "pass" if rest.trim().is_empty() => entry.pass = true,
                "declare" => self.declaration_text(rest, place)?,
                "draw" | "draws" if entry.draws.is_none() => entry.draws = Some(self.cards_text(rest, place)?),
                _ => return Err(format(msg!("bezique-play-segment", trick = t, segment = shown(seg)))),
            }
        }
        entry.declares = span(start, self.rec.shown.len())?;
        self.rec.tricks.push(entry);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Setup;
    use serde_json::json;

    fn setup() -> Setup {
        Setup { game: "bezique", players: vec!["Аня".into(), "Борис".into()], teams: None, options: json!({}) }
    }

    #[test]
    fn the_text_and_json_forms_read_alike() {
        let text = "turned: 9H\n# a comment\n1. 9S AS | declare marriage KS QS | draw 8H JC\n\
                    Аня:8D Борис:7H! | exchange | declare Борис dix 7H | draw KC 8C\n";
        let j = json!({"turned": "9H", "tricks": [
            {"cards": "9S AS", "declare": {"kind": "marriage", "cards": "KS QS"}, "draws": "8H JC"},
            {"cards": ["Аня:8D", "Борис:7H!"], "exchange": true,
             "declare": [{"kind": "dix", "player": "Борис", "cards": ["7H"]}], "draws": "KC 8C"}]});
        let a = parse_record(&Value::String(text.into()), &setup()).unwrap();
        let b = parse_record(&j, &setup()).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.tricks.len(), 2);
        assert!(a.tricks[1].exchange && a.plays[3].call && a.plays[2].seat == Some(0));
        assert_eq!(a.shown[1].player, Some(1));
    }

    #[test]
    fn a_trick_of_the_wrong_size_and_an_unknown_field_are_refused() {
        let e = parse_record(&json!({"tricks": ["AS"]}), &setup()).unwrap_err();
        assert_eq!(e.rule, "bezique.play.trick-size");
        let e = parse_record(&json!({"tricks": [], "irregular": []}), &setup()).unwrap_err();
        assert_eq!(e.rule, "bezique.play.format");
        let e = parse_record(&Value::String("AS 7S | swap".into()), &setup()).unwrap_err();
        assert_eq!(e.rule, "bezique.play.format");
        let e = parse_record(&Value::String("AS 7S | declare wedding KS QS".into()), &setup()).unwrap_err();
        assert_eq!(e.rule, "bezique.declare.format");
    }
}
