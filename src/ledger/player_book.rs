//! Owns `PlayerBook`: every player and every player entry of a ledger, read at once, and what
//! follows from them — who a typed name is, which players are one person, and whether the
//! cached names and merges are what the entries say.

use std::collections::{BTreeSet, HashMap};

use super::queries::folded_name;
use super::{NameMatch, PlayerDrift, PlayerEntry, PlayerEntryKind, PlayerRow};

/// The players and their renames and merges, as one read of the ledger saw them. A ledger holds
/// a table's worth of people, so the whole book is small.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerBook {
    /// Every player, in id order.
    pub players: Vec<PlayerRow>,
    /// Every rename and merge, in the order recorded.
    pub entries: Vec<PlayerEntry>,
}

impl PlayerBook {
    pub fn player(&self, id: i64) -> Option<&PlayerRow> {
        self.players.iter().find(|p| p.id == id)
    }

    /// The person player `id` now is: the player merged into, else the player. Followed step by
    /// step (at most once per player), so a cache edited into a chain or a loop still ends.
    pub fn person_of(&self, id: i64) -> i64 {
        let mut at = id;
        for _ in 0..=self.players.len() {
            match self.player(at).and_then(|p| p.merged_into) {
                Some(next) if next != at => at = next,
                _ => break,
            }
        }
        at
    }

    /// Every player id with the person it now is: the grouping of seats by person.
    pub fn identities(&self) -> HashMap<i64, i64> {
        self.players.iter().map(|p| (p.id, self.person_of(p.id))).collect()
    }

    /// The people: players not merged into anyone, in id order.
    pub fn people(&self) -> impl Iterator<Item = &PlayerRow> {
        self.players.iter().filter(|p| p.merged_into.is_none())
    }

    /// The players merged into `person`, in id order.
    pub fn merged_into(&self, person: i64) -> Vec<&PlayerRow> {
        self.players.iter().filter(|p| p.merged_into.is_some() && self.person_of(p.id) == person).collect()
    }

    /// The names `person` had before their renames, oldest first, each once, the current name
    /// left out.
    pub fn former_names(&self, person: i64) -> Vec<String> {
        let current = self.player(person).map(|p| p.name.as_str()).unwrap_or_default();
        let mut out: Vec<String> = Vec::new();
        for e in self.entries.iter().filter(|e| e.kind == PlayerEntryKind::Rename && e.player == person) {
            if let Some(old) = &e.old_name {
                if old != current && !out.contains(old) {
                    out.push(old.clone());
                }
            }
        }
        out
    }

    /// Who `typed` is, as a table reads names ([`folded_name`]: case and Unicode normalisation
    /// do not matter, the exact spelling wins over another one):
    /// 1. the person whose current name it is;
    /// 2. failing that, a name a person had before — a merged player's name or a name from before
    ///    a rename — resolves to the person it now is, if exactly one;
    /// 3. otherwise several people (`Ambiguous`) or nobody (`Unknown`).
    pub fn resolve(&self, typed: &str) -> NameMatch {
        let wanted = folded_name(typed);
        let current: Vec<&PlayerRow> = self.people().filter(|p| folded_name(&p.name) == wanted).collect();
        if let Some(exact) = current.iter().find(|p| p.name == typed) {
            return NameMatch::Current(exact.id);
        }
        match current.as_slice() {
            [one] => return NameMatch::Current(one.id),
            [] => {}
            many => return NameMatch::Ambiguous(many.iter().map(|p| p.id).collect()),
        }
        // (person, player that had the name, spelled exactly so)
        let former = self.former_holders(&wanted, typed);
        // A merged player's row holds its name uniquely, so an exact one is the answer.
        if let Some(&(person, player, _)) =
            former.iter().find(|f| f.2 && self.player(f.1).is_some_and(|p| p.name == typed))
        {
            return NameMatch::Former { person, player };
        }
        let exact: BTreeSet<i64> = former.iter().filter(|f| f.2).map(|f| f.0).collect();
        let all: BTreeSet<i64> = former.iter().map(|f| f.0).collect();
        let pick = if exact.len() == 1 { &exact } else { &all };
        match pick.iter().next() {
            None => NameMatch::Unknown,
            Some(&person) if pick.len() == 1 => {
                let player = former.iter().find(|f| f.0 == person).map_or(person, |f| f.1);
                NameMatch::Former { person, player }
            }
            Some(_) => NameMatch::Ambiguous(pick.iter().copied().collect()),
        }
    }

    /// Everyone who has or had a name folded like `wanted`, other than by a current name.
    fn former_holders(&self, wanted: &str, typed: &str) -> Vec<(i64, i64, bool)> {
        let merged = self
            .players
            .iter()
            .filter(|p| p.merged_into.is_some() && folded_name(&p.name) == wanted)
            .map(|p| (self.person_of(p.id), p.id, p.name == typed));
        let renamed = self.entries.iter().filter(|e| e.kind == PlayerEntryKind::Rename).filter_map(|e| {
            let old = e.old_name.as_deref()?;
            (folded_name(old) == wanted).then(|| (self.person_of(e.player), e.player, old == typed))
        });
        merged.chain(renamed).collect()
    }

    /// The people a search for `typed` means (`kozyr history --player`): everyone whose current
    /// name it is in any spelling; failing that, everyone who had it before.
    pub fn people_named(&self, typed: &str) -> Vec<i64> {
        let wanted = folded_name(typed);
        let current: Vec<i64> = self.people().filter(|p| folded_name(&p.name) == wanted).map(|p| p.id).collect();
        if !current.is_empty() {
            return current;
        }
        let all: BTreeSet<i64> = self.former_holders(&wanted, typed).into_iter().map(|f| f.0).collect();
        all.into_iter().collect()
    }

    /// Every player who is one of `people`, merged players included, in id order.
    pub fn players_of(&self, people: &[i64]) -> Vec<i64> {
        self.players.iter().filter(|p| people.contains(&self.person_of(p.id))).map(|p| p.id).collect()
    }

    /// The player whose name `name` would clash with, other than `person` itself: a name is one
    /// player's at a time, in any case or normalisation.
    pub fn holder_of(&self, name: &str, person: i64) -> Option<&PlayerRow> {
        let wanted = folded_name(name);
        self.players.iter().find(|p| p.id != person && folded_name(&p.name) == wanted)
    }

    /// Replays the player entries from the names the players were first seated under
    /// (`first_seats`: a player is created by the seat that first names them, so that seat holds
    /// their first name) and compares the result with the cached names and merges: every player
    /// that disagrees, in id order. A player with no seat starts from the name their first rename
    /// started from, else from the cache.
    pub fn drift(&self, first_seats: &HashMap<i64, String>) -> Vec<PlayerDrift> {
        let mut names: HashMap<i64, String> = HashMap::new();
        let mut merged: HashMap<i64, i64> = HashMap::new();
        for p in &self.players {
            let renamed = || {
                self.entries
                    .iter()
                    .find(|e| e.kind == PlayerEntryKind::Rename && e.player == p.id)
                    .and_then(|e| e.old_name.clone())
            };
            let first = first_seats.get(&p.id).cloned().or_else(renamed);
            names.insert(p.id, first.unwrap_or_else(|| p.name.clone()));
        }
        for e in &self.entries {
            match (e.kind, &e.name, e.into) {
                (PlayerEntryKind::Rename, Some(name), _) => {
                    names.insert(e.player, name.clone());
                }
                (PlayerEntryKind::Merge, _, Some(into)) => {
                    // Chains are flattened: what was merged into the player moves on with it.
                    for target in merged.values_mut().filter(|t| **t == e.player) {
                        *target = into;
                    }
                    merged.insert(e.player, into);
                }
                _ => {}
            }
        }
        self.players
            .iter()
            .filter_map(|p| {
                let replayed_name = names.get(&p.id).cloned().unwrap_or_default();
                let replayed_merged_into = merged.get(&p.id).copied();
                (replayed_name != p.name || replayed_merged_into != p.merged_into).then(|| PlayerDrift {
                    player: p.id,
                    cached_name: p.name.clone(),
                    replayed_name,
                    cached_merged_into: p.merged_into,
                    replayed_merged_into,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: i64, name: &str, merged_into: Option<i64>) -> PlayerRow {
        PlayerRow { id, name: name.into(), merged_into }
    }

    fn rename(id: i64, player: i64, old: &str, new: &str) -> PlayerEntry {
        PlayerEntry {
            id,
            kind: PlayerEntryKind::Rename,
            player,
            into: None,
            old_name: Some(old.into()),
            name: Some(new.into()),
            reason: None,
            created_at: String::new(),
        }
    }

    fn merge(id: i64, player: i64, into: i64) -> PlayerEntry {
        PlayerEntry {
            id,
            kind: PlayerEntryKind::Merge,
            player,
            into: Some(into),
            old_name: None,
            name: None,
            reason: None,
            created_at: String::new(),
        }
    }

    /// Аня renamed Анна; Anya merged into her; Борис; Саша renamed Алекс.
    fn book() -> PlayerBook {
        PlayerBook {
            players: vec![row(1, "Анна", None), row(2, "Anya", Some(1)), row(3, "Борис", None), row(4, "Алекс", None)],
            entries: vec![rename(1, 1, "Аня", "Анна"), merge(2, 2, 1), rename(3, 4, "Саша", "Алекс")],
        }
    }

    #[test]
    fn a_current_name_wins_then_a_former_one_resolves_to_the_person() {
        let b = book();
        assert_eq!(b.resolve("анна"), NameMatch::Current(1));
        assert_eq!(b.resolve("Аня"), NameMatch::Former { person: 1, player: 1 });
        assert_eq!(b.resolve("ANYA"), NameMatch::Former { person: 1, player: 2 });
        assert_eq!(b.resolve("Вера"), NameMatch::Unknown);
    }

    #[test]
    fn a_former_name_of_two_people_is_ambiguous() {
        let mut b = book();
        b.players.push(row(5, "Саня", None));
        b.entries.push(rename(4, 5, "Саша", "Саня"));
        assert_eq!(b.resolve("Саша"), NameMatch::Ambiguous(vec![4, 5]));
        assert_eq!(b.people_named("саша"), vec![4, 5]);
    }

    #[test]
    fn merged_players_belong_to_their_person() {
        let b = book();
        assert_eq!(b.players_of(&b.people_named("Аня")), vec![1, 2]);
        assert_eq!(b.identities()[&2], 1);
        assert_eq!(b.former_names(1), vec!["Аня".to_string()]);
    }

    #[test]
    fn the_replay_agrees_with_the_caches_and_finds_an_edited_one() {
        let mut b = book();
        let seats: HashMap<i64, String> =
            [(1, "Аня"), (2, "Anya"), (3, "Борис"), (4, "Саша")].map(|(id, n)| (id, n.to_string())).into();
        assert!(b.drift(&seats).is_empty());
        b.players[0].name = "Анюта".into();
        b.players[1].merged_into = None;
        b.players[2].name = "Боб".into();
        let d = b.drift(&seats);
        assert_eq!(d.iter().map(|d| d.player).collect::<Vec<_>>(), vec![1, 2, 3]);
        assert_eq!(d[2].replayed_name, "Борис", "a name never renamed is the one first seated");
        assert_eq!(d[0].replayed_name, "Анна");
        assert_eq!(d[1].replayed_merged_into, Some(1));
    }

    #[test]
    fn merging_a_person_moves_those_merged_into_them() {
        let b = PlayerBook {
            players: vec![row(1, "A", Some(3)), row(2, "B", Some(3)), row(3, "C", None)],
            entries: vec![merge(1, 1, 2), merge(2, 2, 3)],
        };
        assert!(b.drift(&HashMap::new()).is_empty(), "{:?}", b.drift(&HashMap::new()));
    }
}
