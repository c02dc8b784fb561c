//! Owns the text form of timestamps in the ledger: RFC 3339 in UTC with nanoseconds.

use chrono::{DateTime, SecondsFormat, Utc};

/// Nanoseconds so that a timestamp reads back exactly as given; a fixed width and the `Z`
/// suffix keep the stored text sortable.
pub(super) fn to_text(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Nanos, true)
}

/// Accepts any RFC 3339 offset, so rows written by hand or by other tools still read.
pub(super) fn from_text(text: &str) -> Result<DateTime<Utc>, chrono::ParseError> {
    DateTime::parse_from_rfc3339(text).map(|time| time.with_timezone(&Utc))
}
