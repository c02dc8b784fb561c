//! A match's fixed facts once validated: the game, the players in seat order, teams, options —
//! and how a name typed at the table is compared with the names recorded: NFC-normalised, case
//! ignored, and, when nothing matches, a look-alike (Latin C for Cyrillic С) found by the Unicode
//! confusables skeleton and named in the error.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use unicode_normalization::{is_nfc_quick, IsNormalized, UnicodeNormalization};
use unicode_script::{Script, UnicodeScript};

use super::RuleError;
use crate::cards::clip;
use crate::engine::Seat;
use crate::i18n::Msg;
use crate::msg;

/// A team (partnership) by the name the table gave it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    pub name: String,
    pub members: Vec<String>,
}

/// The validated setup of a match; `options` holds every option with its value, defaults filled in,
/// so a later change of a default never changes an old match.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    pub game: &'static str,
    pub players: Vec<String>,
    pub teams: Option<Vec<Team>>,
    pub options: Value,
}

impl Setup {
    /// The seat of a player named as recorded; case, Unicode normalisation (é as one code point or
    /// as e and an accent) and surrounding spaces do not matter. An unknown name that looks like a
    /// player's (Latin C and a for Cyrillic С and а) gets "did you mean", saying which letters were
    /// of another script.
    pub fn seat(&self, name: &str) -> Result<Seat, RuleError> {
        let want = folded(name);
        if let Some(s) = self.players.iter().position(|p| folded(p) == want) {
            return Ok(s);
        }
        let typed = shown(name.trim());
        let message = match meant(name, self.players.iter().map(String::as_str)) {
            Some(p) => {
                let letters = foreign_letters(name, p);
                if letters.is_empty() {
                    msg!("match-player-did-you-mean-plain", name = typed.as_str(), suggestion = p)
                } else {
                    msg!("match-player-did-you-mean", name = typed.as_str(), suggestion = p, letters = letters)
                }
            }
            None => {
                let players: Vec<Msg> = self.players.iter().map(|p| msg!("games-item", item = p)).collect();
                msg!("match-player-unknown", name = typed.as_str(), players = players)
            }
        };
        Err(RuleError::new("match.player.unknown", message).with_player(typed))
    }

    /// The side (a column of the sheet) a recorded name sits on: its team when the game is played
    /// in teams, else its seat; also a team's own name. `None` for a name the match does not have.
    pub fn side_of(&self, name: &str) -> Option<usize> {
        let want = folded(name);
        match &self.teams {
            Some(teams) => {
                teams.iter().position(|t| folded(&t.name) == want || t.members.iter().any(|m| folded(m) == want))
            }
            None => self.players.iter().position(|p| folded(p) == want),
        }
    }

    /// A team's name that `name` was meant to be (look-alike letters or a typo), with the letters of
    /// another script typed, for a "did you mean": `Bие` → Вие (Latin B).
    pub fn team_meant(&self, name: &str) -> Option<(String, Vec<Msg>)> {
        let teams = self.teams.as_ref()?;
        let t = meant(name, teams.iter().map(|t| t.name.as_str()))?;
        Some((t.to_string(), foreign_letters(name, t)))
    }

    /// The columns of the score sheet: team names when the game is played in teams, else players.
    pub fn sides(&self) -> Vec<String> {
        match &self.teams {
            Some(teams) => teams.iter().map(|t| t.name.clone()).collect(),
            None => self.players.clone(),
        }
    }
}

/// Checks player names: at least one character, unique, no characters the entry syntax uses.
pub fn check_players(players: &[String], seats: (usize, usize), game: &str) -> Result<(), RuleError> {
    let (lo, hi) = seats;
    if players.len() < lo || players.len() > hi {
        let name = Msg::new(format!("game-{game}"), vec![]);
        let text = if lo == hi {
            msg!("match-players-count", game = name, players = lo, named = players.len())
        } else {
            msg!("match-players-range", game = name, min = lo, max = hi, named = players.len())
        };
        return Err(RuleError::new("match.players.count", text));
    }
    for (i, p) in players.iter().enumerate() {
        check_name_syntax(p)?;
        if players[..i].iter().any(|q| q.to_lowercase() == p.to_lowercase()) {
            return Err(RuleError::new("match.players.duplicate", msg!("match-players-duplicate", name = shown(p))));
        }
    }
    Ok(())
}

/// A player's name as the entry syntax can read it: at least one character, no spaces around it,
/// none of the characters the entry syntax uses, not a number.
fn check_name_syntax(p: &str) -> Result<(), RuleError> {
    if p.trim().is_empty() || p.trim() != p {
        return Err(RuleError::new("match.players.name", msg!("match-players-name-blank", name = shown(p))));
    }
    if p.contains([',', '=', ':', '!']) || p.chars().all(|c| c.is_ascii_digit()) {
        return Err(RuleError::new("match.players.name", msg!("match-players-name-chars", name = shown(p))));
    }
    Ok(())
}

/// A player's name as a table can read it on a sheet: not too long, nothing invisible.
fn check_name_look(name: &str) -> Result<(), RuleError> {
    if name.chars().nth(NAME_LIMIT).is_some() {
        let text = msg!("match-players-long", name = shown(name), limit = NAME_LIMIT);
        return Err(RuleError::new("match.players.name", text));
    }
    if let Some(c) = name.chars().find(|&c| is_invisible(c)) {
        let text = msg!("match-players-invisible", name = shown(name), code = code_point(c));
        return Err(RuleError::new("match.players.invisible", text));
    }
    Ok(())
}

/// One player's new name (`kozyr player rename`), checked as `kozyr new` checks each name.
pub fn check_player_name(name: &str) -> Result<(), RuleError> {
    check_name_syntax(name)?;
    check_name_look(name)
}

/// The longest name a player or a team may have, in characters: a name heads a column of the sheet.
pub const NAME_LIMIT: usize = 40;

/// The longest name a match may have, in characters: it is typed after `-m` and heads the sheet.
pub const MATCH_NAME_LIMIT: usize = 60;

/// The names of a new match (players, teams, the match's own name) as a table can tell them apart:
/// no control, format or other invisible characters (an escape sequence would redraw the terminal
/// on every `show`, a bidi override would show another name than the one stored), and no two
/// players or two teams that differ only by normalisation, case or look-alike letters. Checked when
/// a match is created or imported, not when a stored match is read back, so a ledger written
/// before these checks stays readable.
pub fn check_names(setup: &Setup, match_name: Option<&str>) -> Result<(), RuleError> {
    let teams: Vec<&str> = setup.teams.iter().flatten().map(|t| t.name.as_str()).collect();
    let players: Vec<&str> = setup.players.iter().map(String::as_str).collect();
    for name in players.iter().chain(&teams) {
        check_name_look(name)?;
    }
    if let Some(name) = match_name {
        if name.chars().nth(MATCH_NAME_LIMIT).is_some() {
            let text = msg!("match-name-long", name = shown(name), limit = MATCH_NAME_LIMIT);
            return Err(RuleError::new("match.name.long", text));
        }
        if let Some(c) = name.chars().find(|&c| is_invisible(c)) {
            let text = msg!("match-name-invisible", name = shown(name), code = code_point(c));
            return Err(RuleError::new("match.name.invisible", text));
        }
    }
    for names in [&players, &teams] {
        for (i, name) in names.iter().enumerate() {
            for other in &names[..i] {
                if folded(name) == folded(other) {
                    let text = msg!("match-players-duplicate", name = shown(name));
                    return Err(RuleError::new("match.players.duplicate", text));
                }
                if alike(name, other) {
                    // Name the one with letters of a script the other does not use.
                    let (name, other) =
                        if foreign_letters(name, other).is_empty() { (other, name) } else { (name, other) };
                    let letters = foreign_letters(name, other);
                    let (name, other) = (shown(name), shown(other));
                    let text = if letters.is_empty() {
                        msg!("match-players-alike-plain", name = name, other = other)
                    } else {
                        msg!("match-players-alike", name = name, other = other, letters = letters)
                    };
                    return Err(RuleError::new("match.players.duplicate", text));
                }
            }
        }
    }
    Ok(())
}

/// Two teams of two partners seated alternately, as Belot and Bezique for four play: reads
/// `teams` (name → members) and seats `players`, or when none are given the first team's first
/// player, the second team's first, then the second players. Refused (`match.teams`, in `game`'s
/// words: `<game>-teams-needed`, `<game>-team-member-unknown`, `<game>-partners-opposite`): not two
/// teams of two, a member who is not a player, partners side by side. The team holding the first
/// seat comes first.
pub fn partnerships(
    game: &'static str,
    players: &[String],
    teams: &Map<String, Value>,
) -> Result<(Vec<String>, Vec<Team>), RuleError> {
    let need = || RuleError::new("match.teams", Msg::new(format!("{game}-teams-needed"), vec![]));
    let mut read: Vec<Team> = Vec::new();
    for (name, members) in teams {
        let members: Vec<String> = members
            .as_array()
            .map(|a| a.iter().filter_map(|m| m.as_str().map(|s| s.trim().to_string())).collect())
            .unwrap_or_default();
        if members.len() != 2 || name.trim().is_empty() {
            return Err(need());
        }
        read.push(Team { name: name.trim().to_string(), members });
    }
    if read.len() != 2 {
        return Err(need());
    }
    let players: Vec<String> = if players.is_empty() {
        vec![
            read[0].members[0].clone(),
            read[1].members[0].clone(),
            read[0].members[1].clone(),
            read[1].members[1].clone(),
        ]
    } else {
        players.to_vec()
    };
    check_players(&players, (4, 4), game)?;
    for t in &read {
        for m in &t.members {
            if !players.iter().any(|p| same_name(p, m)) {
                return Err(RuleError::new(
                    "match.teams",
                    msg!(format!("{game}-team-member-unknown"), player = shown(m), team = shown(&t.name)),
                ));
            }
        }
    }
    let team_of = |p: &str| read.iter().position(|t| t.members.iter().any(|m| same_name(m, p)));
    let first = team_of(&players[0]).ok_or_else(need)?;
    for (s, p) in players.iter().enumerate() {
        let t = team_of(p).ok_or_else(need)?;
        if (t == first) != (s % 2 == 0) {
            return Err(RuleError::new(
                "match.teams",
                msg!(format!("{game}-partners-opposite"), players = players.join(", ")),
            ));
        }
    }
    if first == 1 {
        read.swap(0, 1);
    }
    Ok((players, read))
}

/// A name as it is stored: trimmed and in Unicode normalisation form C, so é typed as one code
/// point or as e and a combining accent is one name.
pub fn nfc(name: &str) -> String {
    let t = name.trim();
    if is_nfc_quick(t.chars()) == IsNormalized::Yes {
        t.to_string()
    } else {
        t.nfc().collect()
    }
}

/// Teams as `new` reads them (name → members), every name stored as [`nfc`]. Two teams whose
/// names become one under normalisation (é typed two ways) are refused, not merged: the second
/// would silently replace the first.
pub fn nfc_teams(teams: &Map<String, Value>) -> Result<Map<String, Value>, RuleError> {
    let mut out = Map::new();
    for (name, members) in teams {
        let members = match members {
            Value::Array(ms) => {
                Value::Array(ms.iter().map(|m| m.as_str().map_or_else(|| m.clone(), |s| nfc(s).into())).collect())
            }
            other => other.clone(),
        };
        if out.insert(nfc(name), members).is_some() {
            return Err(RuleError::new("match.players.duplicate", msg!("match-players-duplicate", name = shown(name))));
        }
    }
    Ok(out)
}

/// Whether two names are the same name as typed at the table: normalisation, case and the spaces
/// around them do not matter.
pub fn same_name(a: &str, b: &str) -> bool {
    folded(a) == folded(b)
}

/// The form names are compared in: NFC, lower case.
fn folded(name: &str) -> String {
    nfc(name).to_lowercase()
}

/// Names longer than this are not compared for look-alikes: no player is called that, and the
/// skeleton of a pasted page must not make an error slow.
const ALIKE_LIMIT: usize = 100;

/// Whether two names look the same: equal confusable skeletons (Unicode TR39) in lower or upper
/// case — lower case finds Latin a for Cyrillic а, upper case Latin H for Cyrillic Н.
/// The one name of `among` that `typed` was meant to be: written with look-alike letters of
/// another script (`Bера`), else within a typo (one edit for names of up to four letters, two for
/// longer; a swap of neighbours is one) when no other name is as near.
fn meant<'a>(typed: &str, among: impl Iterator<Item = &'a str> + Clone) -> Option<&'a str> {
    if let Some(n) = among.clone().find(|n| alike(n, typed)) {
        return Some(n);
    }
    let input: Vec<char> = folded(typed.trim()).chars().take(ALIKE_LIMIT + 1).collect();
    if input.len() > ALIKE_LIMIT {
        return None;
    }
    let limit = if input.len() <= 4 { 1 } else { 2 };
    let mut best: Option<(usize, &str)> = None;
    let mut tied = false;
    for n in among {
        let word: Vec<char> = folded(n).chars().collect();
        let d = crate::cards::edit_distance(&input, &word);
        if d > limit || d >= word.len() {
            continue;
        }
        match best {
            Some((bd, _)) if d == bd => tied = true,
            Some((bd, _)) if d > bd => {}
            _ => {
                best = Some((d, n));
                tied = false;
            }
        }
    }
    best.filter(|_| !tied).map(|(_, n)| n)
}

fn alike(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim(), b.trim());
    if a.chars().nth(ALIKE_LIMIT).is_some() || b.chars().nth(ALIKE_LIMIT).is_some() {
        return false;
    }
    let skeleton = |s: String| unicode_security::skeleton(&s).collect::<String>();
    skeleton(a.to_lowercase()) == skeleton(b.to_lowercase()) || skeleton(a.to_uppercase()) == skeleton(b.to_uppercase())
}

/// The letters of `typed` in a script `meant` does not use, one note per script in the order met:
/// "you typed Latin C and a".
fn foreign_letters(typed: &str, meant: &str) -> Vec<Msg> {
    let neutral = |s: Script| matches!(s, Script::Common | Script::Inherited | Script::Unknown);
    let theirs: Vec<Script> = meant.chars().map(|c| c.script()).filter(|&s| !neutral(s)).collect();
    let mut groups: Vec<(Script, Vec<char>)> = Vec::new();
    for c in typed.trim().chars().take(ALIKE_LIMIT) {
        let s = c.script();
        if neutral(s) || theirs.contains(&s) {
            continue;
        }
        match groups.iter_mut().find(|g| g.0 == s) {
            Some(g) if !g.1.contains(&c) => g.1.push(c),
            Some(_) => {}
            None => groups.push((s, vec![c])),
        }
    }
    groups
        .into_iter()
        .filter_map(|(script, letters)| {
            let (last, init) = letters.split_last()?;
            let first: Vec<String> = init.iter().map(char::to_string).collect();
            let script = match script {
                Script::Latin => "latin",
                Script::Cyrillic => "cyrillic",
                Script::Greek => "greek",
                _ => "other",
            };
            Some(msg!(
                "match-player-script-letters",
                script = script,
                count = letters.len(),
                first = first.join(", "),
                last = last.to_string()
            ))
        })
        .collect()
}

pub use crate::i18n::is_invisible;

/// Text typed by a user as an error may quote it: at most [`crate::cards::QUOTE_LIMIT`]
/// characters, and every invisible or control character written as its escape (`\u{1b}`), so an
/// error never redraws the terminal or hides what was typed.
pub fn shown(text: &str) -> String {
    let mut out = String::new();
    for c in clip(text).chars() {
        if is_invisible(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

fn code_point(c: char) -> String {
    format!("U+{:04X}", c as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alikes_across_scripts_and_cases() {
        assert!(alike("Caшa", "Саша"));
        assert!(alike("Hина", "Нина"));
        assert!(!alike("Аня", "Ана"));
        assert!(same_name("Ren\u{e9}", "rene\u{301}"));
    }

    #[test]
    fn shown_escapes_and_clips() {
        assert_eq!(shown("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert!(shown(&"x".repeat(1000)).chars().count() <= 81);
        assert!(is_invisible('\u{202e}') && is_invisible('\u{200b}') && !is_invisible('é'));
    }
}
