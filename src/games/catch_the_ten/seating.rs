//! Catch the Ten's sides: everyone for himself, or partnerships of equal size seated alternately
//! (the book: six players make two sides of three or three of two, eight two of four or four of two).

use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::{check_players, same_name, shown, RuleError, Setup, Team};
use crate::i18n::Msg;
use crate::msg;

use super::INFO;

fn format_error(message: Msg) -> RuleError {
    RuleError::new("catch-the-ten.teams.format", message)
}

/// Reads the teams given (name → members) and the players' seat order: with no players named, the
/// teams are seated alternately, one member of each in turn. Returns the players and the teams in
/// the order of their first seat, members in seat order.
pub fn seat(
    players: &[String],
    teams: Option<&Map<String, Value>>,
) -> Result<(Vec<String>, Option<Vec<Team>>), RuleError> {
    let Some(given) = teams.filter(|t| !t.is_empty()) else {
        check_players(players, INFO.seats, INFO.id)?;
        return Ok((players.to_vec(), None));
    };
    let mut read: Vec<Team> = Vec::new();
    for (name, members) in given {
        let name = name.trim();
        let members: Option<Vec<String>> =
            members.as_array().and_then(|a| a.iter().map(|m| m.as_str().map(|s| s.trim().to_string())).collect());
        let Some(members) = members.filter(|m| !m.is_empty() && m.iter().all(|p| !p.is_empty())) else {
            return Err(format_error(msg!("catch-the-ten-team-members", team = shown(name))));
        };
        if name.is_empty() {
            return Err(format_error(msg!("catch-the-ten-team-name")));
        }
        if read.iter().any(|t| same_name(&t.name, name)) {
            return Err(format_error(msg!("catch-the-ten-team-twice", team = shown(name))));
        }
        read.push(Team { name: name.to_string(), members });
    }
    let k = read.len();
    let m = read[0].members.len();
    if k < 2 || m < 2 || read.iter().any(|t| t.members.len() != m) {
        let sizes: Vec<String> = read.iter().map(|t| format!("{} {}", t.name, t.members.len())).collect();
        return Err(RuleError::new(
            "catch-the-ten.teams.size",
            msg!("catch-the-ten-team-sizes", given = sizes.join(", ")),
        ));
    }
    let players: Vec<String> = if players.is_empty() {
        (0..m).flat_map(|j| read.iter().map(move |t| t.members[j].clone())).collect()
    } else {
        players.to_vec()
    };
    check_players(&players, INFO.seats, INFO.id)?;
    for t in &read {
        if players.iter().any(|p| same_name(p, &t.name)) {
            return Err(format_error(msg!("catch-the-ten-team-player-name", team = shown(&t.name))));
        }
        for p in &t.members {
            if !players.iter().any(|q| same_name(q, p)) {
                return Err(format_error(msg!(
                    "catch-the-ten-team-stranger",
                    player = shown(p),
                    team = shown(&t.name),
                    players = players.join(", ")
                )));
            }
        }
    }
    let mut team_of: Vec<usize> = Vec::with_capacity(players.len());
    for p in &players {
        let of: Vec<usize> = (0..k).filter(|&t| read[t].members.iter().any(|q| same_name(q, p))).collect();
        match of[..] {
            [t] => team_of.push(t),
            [] => return Err(format_error(msg!("catch-the-ten-team-none", player = shown(p)))),
            _ => return Err(format_error(msg!("catch-the-ten-team-two", player = shown(p)))),
        }
    }
    let alternate =
        (0..players.len()).all(|s| team_of[s] == team_of[s % k]) && (0..k).all(|s| !team_of[..s].contains(&team_of[s]));
    if !alternate || players.len() != k * m {
        let mut order = vec![team_of[0]];
        order.extend((0..k).filter(|&t| t != team_of[0]));
        let pattern: Vec<&str> = (0..players.len()).map(|s| read[order[s % k]].name.as_str()).collect();
        return Err(RuleError::new(
            "catch-the-ten.teams.seating",
            msg!("catch-the-ten-team-seating", pattern = pattern.join(", "), players = players.join(", ")),
        ));
    }
    // Sides in the order of their first seat, members in seat order.
    let teams = (0..k)
        .map(|s| {
            let t = &read[team_of[s]];
            let members =
                (0..players.len()).filter(|&q| team_of[q] == team_of[s]).map(|q| players[q].clone()).collect();
            Team { name: t.name.clone(), members }
        })
        .collect();
    Ok((players, Some(teams)))
}

/// The side (column of the sheet) a seat plays for.
pub fn side_of(setup: &Setup, seat: Seat) -> usize {
    match &setup.teams {
        Some(teams) => seat % teams.len(),
        None => seat,
    }
}

/// Who a name in a deal record means: a player, or a side by its team name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    Player(Seat),
    Side(usize),
}

impl Who {
    pub fn named(setup: &Setup, name: &str) -> Result<Who, RuleError> {
        if let Some(teams) = &setup.teams {
            if let Some(i) = teams.iter().position(|t| same_name(&t.name, name)) {
                return Ok(Who::Side(i));
            }
            return setup.seat(name).map(Who::Player).map_err(|e| {
                // A player's name typed with look-alike letters: the seat's "did you mean" says more.
                if e.msg.id != "match-player-unknown" {
                    return e;
                }
                RuleError::new(
                    "match.player.unknown",
                    msg!(
                        "catch-the-ten-unknown-name",
                        name = shown(name),
                        teams = setup.sides().join(", "),
                        players = setup.players.join(", ")
                    ),
                )
                .with_player(e.player.unwrap_or_default())
            });
        }
        setup.seat(name).map(Who::Player)
    }

    pub fn side(self, setup: &Setup) -> usize {
        match self {
            Who::Player(s) => side_of(setup, s),
            Who::Side(i) => i,
        }
    }

    /// The seats the name covers.
    pub fn seats(self, setup: &Setup) -> Vec<Seat> {
        match self {
            Who::Player(s) => vec![s],
            Who::Side(i) => (0..setup.players.len()).filter(|&s| side_of(setup, s) == i).collect(),
        }
    }

    pub fn name(self, setup: &Setup) -> String {
        match self {
            Who::Player(s) => setup.players[s].clone(),
            Who::Side(i) => setup.sides()[i].clone(),
        }
    }
}
