//! Owns `EntryFields`, an entry as its link in the chain sees it, and the canonical encoding
//! its hash and its field checks are computed over.

use sha2::{Digest, Sha256};

use super::field_sums::SUM_LEN;
use super::{ChainField, EntryId, FieldSums, MatchId};

/// Names the encoding, so that a future change of what is hashed can never be mistaken for
/// this one.
const VERSION: &str = "kozyr entry chain 1";

/// What an entry's hash covers, exactly as stored: the text of the payload and of the time is
/// hashed byte for byte, never re-serialised, so a ledger written by any version still checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EntryFields<'a> {
    /// The match the entry belongs to.
    pub match_id: MatchId,
    /// The kind as stored (`deal`, `penalty`, `void`, `note`).
    pub kind: &'a str,
    /// The payload text as stored.
    pub payload: &'a str,
    /// The entry a void cancels.
    pub voids: Option<EntryId>,
    /// The entry a correction replaces.
    pub corrects: Option<EntryId>,
    /// Why a void or correction was made.
    pub reason: Option<&'a str>,
    /// The time text as stored.
    pub created_at: &'a str,
}

impl EntryFields<'_> {
    /// The short check of every field.
    pub fn sums(&self) -> FieldSums {
        FieldSums::new(ChainField::ALL.map(|f| field_sum(f, &self.field(f))))
    }

    /// The entry's hash (SHA-256, lowercase hex) after `prev`, the hash of the entry before it in
    /// its match ("" for the first), with its field checks `sums`.
    pub fn hash(&self, prev: &str, sums: &FieldSums) -> String {
        let mut bytes = Vec::new();
        put(&mut bytes, Some(VERSION.as_bytes()));
        put(&mut bytes, Some(prev.as_bytes()));
        for f in ChainField::ALL {
            put(&mut bytes, self.field(f).as_deref());
        }
        put(&mut bytes, Some(sums.to_text().as_bytes()));
        sha256_hex(&bytes)
    }

    /// One field's bytes; `None` for a field the entry does not have, which is told apart from an
    /// empty one.
    fn field(&self, f: ChainField) -> Option<Vec<u8>> {
        match f {
            ChainField::Match => Some(self.match_id.to_string().into_bytes()),
            ChainField::Kind => Some(self.kind.as_bytes().to_vec()),
            ChainField::Payload => Some(self.payload.as_bytes().to_vec()),
            ChainField::Voids => self.voids.map(|id| id.to_string().into_bytes()),
            ChainField::Corrects => self.corrects.map(|id| id.to_string().into_bytes()),
            ChainField::Reason => self.reason.map(|r| r.as_bytes().to_vec()),
            ChainField::Time => Some(self.created_at.as_bytes().to_vec()),
        }
    }
}

/// The check an entry of match `id` carries for its match: how a moved entry's first match is
/// found.
pub(super) fn match_sum(id: MatchId) -> String {
    field_sum(ChainField::Match, &Some(id.to_string().into_bytes()))
}

/// The first `SUM_LEN` hex characters of SHA-256 over the field's name and its value.
fn field_sum(f: ChainField, value: &Option<Vec<u8>>) -> String {
    let mut bytes = Vec::new();
    put(&mut bytes, Some(f.as_str().as_bytes()));
    put(&mut bytes, value.as_deref());
    let mut sum = sha256_hex(&bytes);
    sum.truncate(SUM_LEN);
    sum
}

/// Appends one value to the encoding: a byte saying whether it is present, then, if it is, its
/// length as 8 bytes big-endian and its bytes. With every value's length written first, no two
/// different lists of values encode alike.
pub(super) fn put(bytes: &mut Vec<u8>, value: Option<&[u8]>) {
    match value {
        None => bytes.push(0),
        Some(v) => {
            bytes.push(1);
            // A value longer than u64 cannot exist in memory.
            bytes.extend_from_slice(&u64::try_from(v.len()).unwrap_or(u64::MAX).to_be_bytes());
            bytes.extend_from_slice(v);
        }
    }
}

/// SHA-256 of `bytes` in lowercase hex, as every hash of the chain is stored.
pub(super) fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::new_with_prefix(bytes).finalize())
}

/// Lowercase hex, as hashes are stored.
fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 0x0f)]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> EntryFields<'static> {
        EntryFields {
            match_id: 7,
            kind: "deal",
            payload: r#"{"bid":120,"declarer":"Аня"}"#,
            voids: None,
            corrects: None,
            reason: None,
            created_at: "2024-05-01T20:00:00.000000000Z",
        }
    }

    fn hash_of(e: &EntryFields<'_>, prev: &str) -> String {
        e.hash(prev, &e.sums())
    }

    #[test]
    fn the_hash_is_lowercase_sha256_hex_and_stable() {
        let h = hash_of(&base(), "");
        assert_eq!(h.len(), 64);
        assert!(h.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)), "{h}");
        assert_eq!(h, hash_of(&base(), ""));
    }

    #[test]
    fn a_change_of_any_single_field_changes_the_hash_and_its_own_check_only() {
        let b = base();
        let changed: Vec<(ChainField, EntryFields<'static>)> = vec![
            (ChainField::Match, EntryFields { match_id: 8, ..b }),
            (ChainField::Kind, EntryFields { kind: "penalty", ..b }),
            (ChainField::Payload, EntryFields { payload: r#"{"bid":130,"declarer":"Аня"}"#, ..b }),
            (ChainField::Voids, EntryFields { voids: Some(3), ..b }),
            (ChainField::Corrects, EntryFields { corrects: Some(3), ..b }),
            (ChainField::Reason, EntryFields { reason: Some("typo"), ..b }),
            (ChainField::Time, EntryFields { created_at: "2024-05-01T20:00:01.000000000Z", ..b }),
        ];
        let original = hash_of(&b, "");
        for (field, e) in &changed {
            assert_ne!(hash_of(e, ""), original, "{field}");
            assert_eq!(e.sums().differing(&b.sums()), vec![*field], "{field}");
        }
        // The link to the entry before is covered too.
        assert_ne!(hash_of(&b, &original), original);
        // And so are the checks themselves.
        let other = EntryFields { payload: "{}", ..b }.sums();
        assert_ne!(b.hash("", &other), original);
    }

    #[test]
    fn field_boundaries_are_unambiguous() {
        let b = base();
        // The same bytes split differently between two fields.
        let one = EntryFields { payload: "ab", reason: Some("c"), ..b };
        let two = EntryFields { payload: "a", reason: Some("bc"), ..b };
        assert_ne!(hash_of(&one, ""), hash_of(&two, ""));
        // No reason is not an empty reason.
        assert_ne!(
            hash_of(&EntryFields { reason: None, ..b }, ""),
            hash_of(&EntryFields { reason: Some(""), ..b }, "")
        );
        // A void of 12 is not a void of 1 correcting 2, nor a correction of 12.
        let voids = EntryFields { voids: Some(12), ..b };
        let split = EntryFields { voids: Some(1), corrects: Some(2), ..b };
        let corrects = EntryFields { corrects: Some(12), ..b };
        assert_ne!(hash_of(&voids, ""), hash_of(&split, ""));
        assert_ne!(hash_of(&voids, ""), hash_of(&corrects, ""));
        // The previous hash and the time cannot trade bytes with their neighbours.
        let a = EntryFields { kind: "dealx", ..b };
        assert_ne!(hash_of(&a, "y"), hash_of(&EntryFields { kind: "deal", ..b }, "xy"));
    }

    #[test]
    fn the_stored_checks_read_back_and_anything_else_is_refused() {
        let sums = base().sums();
        let text = sums.to_text();
        assert!(text.starts_with("match:"), "{text}");
        assert_eq!(FieldSums::parse(&text), Some(sums.clone()));
        assert_eq!(sums.get(ChainField::Match), match_sum(7));
        for bad in [
            String::new(),
            text.replace("match:", "matc:"),
            text.replacen(' ', "  ", 1),
            text.to_uppercase(),
            format!("{text} extra:00000000"),
            text[..text.len() - 1].to_string(),
        ] {
            assert_eq!(FieldSums::parse(&bad), None, "{bad}");
        }
    }
}
