//! Owns `UnwritableReason`, why a ledger's location cannot be written, as the system reported it.

use std::io;

/// Why kozyr cannot create or write a ledger file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnwritableReason {
    /// The user may not write the file or its directory.
    PermissionDenied,
    /// The file lives on a read-only file system.
    ReadOnlyFileSystem,
    /// A part of the path is a file, so it cannot hold the ledger.
    NotADirectory,
    /// Anything else, in the system's own words.
    Other(String),
}

impl From<&io::Error> for UnwritableReason {
    fn from(e: &io::Error) -> Self {
        match e.kind() {
            io::ErrorKind::PermissionDenied => UnwritableReason::PermissionDenied,
            io::ErrorKind::ReadOnlyFilesystem => UnwritableReason::ReadOnlyFileSystem,
            io::ErrorKind::NotADirectory | io::ErrorKind::AlreadyExists => UnwritableReason::NotADirectory,
            _ => UnwritableReason::Other(e.to_string()),
        }
    }
}

impl std::fmt::Display for UnwritableReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            UnwritableReason::PermissionDenied => f.write_str("permission denied"),
            UnwritableReason::ReadOnlyFileSystem => f.write_str("the file system is read-only"),
            UnwritableReason::NotADirectory => f.write_str("a part of the path is a file, not a directory"),
            UnwritableReason::Other(text) => f.write_str(text),
        }
    }
}
