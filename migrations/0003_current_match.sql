-- Why: every command acts on "the current match" unless told otherwise (`-m/--match`), and that
-- must be the match the table last wrote to or opened (`kozyr use`), not merely the newest
-- unfinished one: with two matches open, `kozyr undo` must never reach the wrong one. One row at
-- most; no row: no match was chosen yet, and the latest unfinished match is the default.
-- This migration is released: never edit it, add a new numbered file instead.

CREATE TABLE current_match (
    one INTEGER PRIMARY KEY CHECK (one = 1),
    match_id INTEGER NOT NULL REFERENCES matches (id)
);

-- A ledger from before keeps meaning what it meant: its latest unfinished match is current.
INSERT INTO current_match (one, match_id)
SELECT 1, id FROM matches WHERE finished_at IS NULL ORDER BY id DESC LIMIT 1;
