//! The cards a player has laid face up, each physical copy remembering the kinds of combination it
//! has served in and with which cards (its meld in each kind), so that the re-use rules can be
//! decided copy by copy.
//!
//! A copy may not serve twice in the same kind (`bezique.declare.reuse`). In six-pack a meld is
//! broken once one of its cards is played, and its other cards may serve again in that kind.

use crate::cards::{Card, Rank};

/// The kinds of combination a card can serve in, as slots of [`Face::marks`].
pub const MARRIAGE: usize = 0;
pub const SEQUENCE: usize = 1;
/// Bezique of 1 to 4 pairs: slots `BEZIQUE + pairs - 1`.
pub const BEZIQUE: usize = 2;
pub const FOUR: usize = 6;
pub const FOUR_TRUMPS: usize = 7;
pub const SLOTS: usize = 8;

/// The most cards a table holds: a six-pack hand and one card too many.
pub const CAPACITY: usize = 16;

/// A card on the table and, per kind, the meld it last served in (0: none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Face {
    pub card: Card,
    pub marks: [u8; SLOTS],
}

const NO_FACE: Face = Face { card: Card::new(Rank::Seven, crate::cards::Suit::Clubs), marks: [0; SLOTS] };

/// Every meld of the deal by number, and which are broken. Numbers start at 1; a deal has at most
/// two melds per trick (a sequence is also the marriage of its king and queen), so 255 suffice.
#[derive(Clone, Debug)]
pub struct Melds {
    broken: [u64; 4],
    next: u8,
    /// Six-pack: a broken meld's cards may serve again in its kind.
    remeld: bool,
}

impl Melds {
    pub fn new(remeld: bool) -> Melds {
        Melds { broken: [0; 4], next: 0, remeld }
    }

    /// A new meld's number; `None` after 255 (no real deal gets there).
    pub fn open(&mut self) -> Option<u8> {
        self.next = self.next.checked_add(1)?;
        Some(self.next)
    }

    /// Whether `meld` still binds its cards: declared, and (six-pack) none of its cards played.
    #[inline]
    pub fn intact(&self, meld: u8) -> bool {
        meld != 0 && self.broken[usize::from(meld >> 6)] & (1 << (meld & 63)) == 0
    }

    fn break_meld(&mut self, meld: u8) {
        if self.remeld && meld != 0 {
            self.broken[usize::from(meld >> 6)] |= 1 << (meld & 63);
        }
    }

    /// Whether `face` may serve in the kind of `slot`.
    #[inline]
    pub fn free(&self, face: &Face, slot: usize) -> bool {
        !self.intact(face.marks[slot])
    }

    /// Intact melds the face is bound by: the copy a player had best give up first.
    pub fn bound(&self, face: &Face) -> u32 {
        face.marks.iter().filter(|&&m| self.intact(m)).count() as u32
    }

    /// The meld of the highest bezique the face is bound by, and its pairs (0, 0: none).
    pub fn bezique_of(&self, face: &Face) -> (u8, u8) {
        for pairs in (1..=4u8).rev() {
            let m = face.marks[BEZIQUE + usize::from(pairs) - 1];
            if self.intact(m) {
                return (m, pairs);
            }
        }
        (0, 0)
    }
}

/// One player's face-up cards, in the order they were laid down.
#[derive(Clone, Debug)]
pub struct Table {
    faces: [Face; CAPACITY],
    len: usize,
    /// The distinct cards present, for the common case of a card played from the hand.
    present: u64,
}

impl Default for Table {
    fn default() -> Table {
        Table::new()
    }
}

impl Table {
    pub const fn new() -> Table {
        Table { faces: [NO_FACE; CAPACITY], len: 0, present: 0 }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn faces(&self) -> &[Face] {
        &self.faces[..self.len]
    }

    #[inline]
    pub fn face_mut(&mut self, i: usize) -> &mut Face {
        &mut self.faces[i]
    }

    /// Copies of `card` on the table.
    #[inline]
    pub fn count(&self, card: Card) -> u8 {
        if self.present & card.bit() == 0 {
            return 0;
        }
        self.faces().iter().filter(|f| f.card == card).count() as u8
    }

    /// Lays a card from the hand face up; its index, or `None` when the table is full.
    pub fn push(&mut self, card: Card) -> Option<usize> {
        if self.len == CAPACITY {
            return None;
        }
        self.faces[self.len] = Face { card, marks: [0; SLOTS] };
        self.len += 1;
        self.present |= card.bit();
        Some(self.len - 1)
    }

    /// Plays a copy of `card` from the table if there is one: the copy bound by most melds, the
    /// first laid down on a tie — the copy whose loss costs its player least — breaking its melds.
    /// False when no copy is on the table (the card came from the hand).
    pub fn play(&mut self, card: Card, melds: &mut Melds) -> bool {
        if self.present & card.bit() == 0 {
            return false;
        }
        let mut best: Option<(usize, u32)> = None;
        for (i, f) in self.faces().iter().enumerate() {
            if f.card == card {
                let b = melds.bound(f);
                if best.is_none_or(|(_, bb)| b > bb) {
                    best = Some((i, b));
                }
            }
        }
        let Some((i, _)) = best else { return false };
        let face = self.faces[i];
        for m in face.marks {
            melds.break_meld(m);
        }
        self.faces.copy_within(i + 1..self.len, i);
        self.len -= 1;
        if !self.faces().iter().any(|f| f.card == card) {
            self.present &= !card.bit();
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;

    const KH: Card = Card::new(Rank::King, Suit::Hearts);
    const QH: Card = Card::new(Rank::Queen, Suit::Hearts);

    #[test]
    fn a_played_card_breaks_its_melds_only_in_six_pack() {
        for remeld in [false, true] {
            let mut melds = Melds::new(remeld);
            let mut t = Table::new();
            let m = melds.open().unwrap();
            for c in [KH, QH] {
                let i = t.push(c).unwrap();
                t.face_mut(i).marks[MARRIAGE] = m;
            }
            assert!(!melds.free(&t.faces()[0], MARRIAGE));
            assert!(t.play(QH, &mut melds));
            assert_eq!(melds.free(&t.faces()[0], MARRIAGE), remeld);
            assert_eq!((t.count(KH), t.count(QH)), (1, 0));
            assert!(!t.play(QH, &mut melds));
        }
    }

    #[test]
    fn the_copy_bound_by_most_melds_is_played_first() {
        let mut melds = Melds::new(false);
        let mut t = Table::new();
        let (a, b) = (melds.open().unwrap(), melds.open().unwrap());
        t.push(KH);
        t.push(KH);
        t.face_mut(0).marks[FOUR] = a;
        t.face_mut(1).marks[FOUR] = a;
        t.face_mut(1).marks[MARRIAGE] = b;
        assert!(t.play(KH, &mut melds));
        assert_eq!(t.faces()[0].marks[MARRIAGE], 0);
    }
}
