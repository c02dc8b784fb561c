//! Owns `FieldSums`, the short check of each field of an entry stored in `entries.sums`.

use super::ChainField;

/// How many hex characters of a field's SHA-256 are kept: enough that an edit by hand is never
/// mistaken for another field's, short enough to store per entry. The entry's full hash (which
/// covers these too) is what proves the entry intact; these only say where it differs.
pub(super) const SUM_LEN: usize = 8;

/// One short check per field, in the order of `ChainField::ALL`. Stored as text:
/// `match:1a2b3c4d kind:… payload:… voids:… corrects:… reason:… time:…`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldSums {
    sums: [String; ChainField::ALL.len()],
}

impl FieldSums {
    /// Sums given in the order of `ChainField::ALL`.
    pub(super) fn new(sums: [String; ChainField::ALL.len()]) -> FieldSums {
        FieldSums { sums }
    }

    /// The check of one field.
    pub fn get(&self, field: ChainField) -> &str {
        let index = ChainField::ALL.iter().position(|f| *f == field).unwrap_or(0);
        self.sums.get(index).map_or("", String::as_str)
    }

    /// The stored form, which the entry's hash covers.
    pub fn to_text(&self) -> String {
        ChainField::ALL.iter().zip(&self.sums).map(|(f, s)| format!("{f}:{s}")).collect::<Vec<_>>().join(" ")
    }

    /// Reads the stored form back; anything but exactly the form `to_text` writes is `None`, so
    /// an edit of the checks themselves is told apart from an edit of the entry.
    pub fn parse(text: &str) -> Option<FieldSums> {
        let parts: Vec<&str> = text.split(' ').collect();
        if parts.len() != ChainField::ALL.len() {
            return None;
        }
        let mut sums: [String; ChainField::ALL.len()] = Default::default();
        for ((part, field), slot) in parts.iter().zip(ChainField::ALL).zip(sums.iter_mut()) {
            let sum = part.strip_prefix(field.as_str())?.strip_prefix(':')?;
            if sum.len() != SUM_LEN || !sum.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
                return None;
            }
            *slot = sum.to_string();
        }
        Some(FieldSums { sums })
    }

    /// The fields whose checks differ between `self` (as stored) and `other` (as recomputed).
    pub fn differing(&self, other: &FieldSums) -> Vec<ChainField> {
        ChainField::ALL
            .iter()
            .zip(self.sums.iter().zip(&other.sums))
            .filter(|(_, (a, b))| a != b)
            .map(|(f, _)| *f)
            .collect()
    }
}
