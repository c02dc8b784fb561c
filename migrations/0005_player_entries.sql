-- Why: a player is the same person across matches, whatever the table called them, and renaming
-- a player or merging two spellings of one person is a command that appends an entry, never an
-- edit of the past. So:
--   * `seats.name` is the name the player had at that table. The deals of a match name players as
--     written there, so a match replays, prints and exports with these names forever, whatever
--     the person is called now;
--   * `player_entries` is the append-only history of renames and merges;
--   * `players.name` is the person's current name and `players.merged_into` the person a merged
--     player now is (NULL: the player is a person of their own). Both are caches of the player
--     entries, written in the same transaction as the entry; `kozyr verify` replays the entries
--     and reports a cache that disagrees.
-- This migration is released: never edit it, add a new numbered file instead.

ALTER TABLE seats ADD COLUMN name TEXT NOT NULL DEFAULT '';
UPDATE seats SET name = (SELECT p.name FROM players AS p WHERE p.id = seats.player_id);

-- A seat is what was recorded: the person may be renamed or merged, the seat never changes.
CREATE TRIGGER seats_no_update BEFORE UPDATE ON seats
BEGIN
    SELECT RAISE(ABORT, 'kozyr: a seat keeps the player and name it was recorded with; rename or merge the player instead');
END;

CREATE TRIGGER seats_no_delete BEFORE DELETE ON seats
BEGIN
    SELECT RAISE(ABORT, 'kozyr: a seat keeps the player and name it was recorded with; rename or merge the player instead');
END;

ALTER TABLE players ADD COLUMN merged_into INTEGER REFERENCES players (id);

-- Finding the players merged into a person must not scan every player.
CREATE INDEX players_merged ON players (merged_into) WHERE merged_into IS NOT NULL;

CREATE TABLE player_entries (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('rename', 'merge')),
    player_id INTEGER NOT NULL REFERENCES players (id),
    into_id INTEGER REFERENCES players (id), -- merge: the person the player becomes
    old_name TEXT,                           -- rename: the name before, so the entries replay
    name TEXT,                               -- rename: the name after
    reason TEXT,
    created_at TEXT NOT NULL,                -- RFC 3339, UTC
    CHECK ((kind = 'rename' AND into_id IS NULL AND old_name IS NOT NULL AND name IS NOT NULL)
        OR (kind = 'merge' AND into_id IS NOT NULL AND into_id <> player_id AND old_name IS NULL AND name IS NULL))
);

-- The history of who is who may grow but never change.
CREATE TRIGGER player_entries_no_update BEFORE UPDATE ON player_entries
BEGIN
    SELECT RAISE(ABORT, 'kozyr: player entries are append-only; rename or merge again instead');
END;

CREATE TRIGGER player_entries_no_delete BEFORE DELETE ON player_entries
BEGIN
    SELECT RAISE(ABORT, 'kozyr: player entries are append-only; rename or merge again instead');
END;
