//! Owns `EntryChain`, what an entry record carries so that its link in the chain can be checked
//! without reading it again.

/// The stored texts an entry's hash is computed over (the parsed payload and time of an
/// `EntryRecord` need not print back byte for byte) and its stored chain data.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EntryChain {
    /// `entries.payload` exactly as stored.
    pub payload_text: String,
    /// `entries.created_at` exactly as stored.
    pub created_text: String,
    /// The hash of the entry before this one in its match ("" for the first); `None` for an
    /// entry without chain data.
    pub prev: Option<String>,
    /// This entry's hash.
    pub hash: Option<String>,
    /// This entry's field checks (`FieldSums::to_text`).
    pub sums: Option<String>,
}
