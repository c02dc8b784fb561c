-- Why: the first kozyr ledger schema. Players, matches and their seats are plain rows; the
-- history of a match is an append-only list of entries so that every standing can be replayed
-- and every mistake is undone by appending a void entry rather than by rewriting the past.
-- This migration is released: never edit it, add a new numbered file instead.

-- Marks the file as a kozyr ledger ("KZYR") so that foreign SQLite databases are never touched.
PRAGMA application_id = 1264212306;

CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
);

CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    name TEXT,
    options TEXT NOT NULL,   -- JSON
    teams TEXT,              -- JSON or NULL
    created_at TEXT NOT NULL, -- RFC 3339, UTC
    finished_at TEXT,         -- RFC 3339, UTC; NULL while the match is open
    status TEXT               -- JSON cache of the replayed standing, shown by `list`
);

-- Names are optional, but a name must select exactly one match.
CREATE UNIQUE INDEX matches_name ON matches (name) WHERE name IS NOT NULL;

-- Finding the latest open match must not scan thousands of finished ones.
CREATE INDEX matches_open ON matches (id) WHERE finished_at IS NULL;

CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (match_id, seat)
);

-- Lets a player's matches be found without scanning every seat.
CREATE INDEX seats_player ON seats (player_id);

CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES matches (id),
    kind TEXT NOT NULL CHECK (kind IN ('deal', 'penalty', 'void', 'note')),
    payload TEXT NOT NULL,   -- JSON exactly as recorded
    voids INTEGER REFERENCES entries (id),
    created_at TEXT NOT NULL  -- RFC 3339, UTC
);

-- Replaying a match reads its entries in order; this keeps that a range read.
CREATE INDEX entries_match ON entries (match_id, id);

-- The history is the source of truth: it may grow but never change.
CREATE TRIGGER entries_no_update BEFORE UPDATE ON entries
BEGIN
    SELECT RAISE(ABORT, 'kozyr: entries are append-only; undo appends a void entry');
END;

CREATE TRIGGER entries_no_delete BEFORE DELETE ON entries
BEGIN
    SELECT RAISE(ABORT, 'kozyr: entries are append-only; undo appends a void entry');
END;

-- A void may only cancel an entry of its own match; the code checks this too, this guards
-- against any other writer.
CREATE TRIGGER entries_void_same_match BEFORE INSERT ON entries
WHEN NEW.voids IS NOT NULL
BEGIN
    SELECT RAISE(ABORT, 'kozyr: a void entry must reference an entry of the same match')
    WHERE NOT EXISTS (
        SELECT 1 FROM entries WHERE id = NEW.voids AND match_id = NEW.match_id
    );
END;
