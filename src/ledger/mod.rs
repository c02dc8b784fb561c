//! The SQLite ledger: migrations, append-only entries, queries. The only place with SQL.
