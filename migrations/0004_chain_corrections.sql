-- Why: a table must be able to correct any entry without losing the one it corrects, and anyone
-- who edits the ledger behind kozyr's back (drop the triggers, change a bid, delete a deal, move
-- entries between matches) must be found out. So:
--   * a correction is an ordinary deal or penalty entry that names the ORIGINAL entry it replaces
--     (`corrects`); voids and corrections carry the table's `reason`;
--   * every entry carries `hash`, chaining it to the entry before it in its match (`prev`), and
--     `sums`, one short check per field, so that a verifier can say which field changed;
--   * the match row carries the hash of its last entry (`head`) and its number of entries
--     (`length`), so that deleting the last entries is found too;
--   * `snapshots` caches a match's replayed state after an entry. It is a cache, not history:
--     rows may be written and deleted, and one is trusted only when its seal (over the entry's
--     hash and the state) checks.
-- The chain of the entries already recorded is computed by the Rust step that runs right after
-- this file, in the same transaction (see src/ledger/migrations.rs).
-- This migration is released: never edit it, add a new numbered file instead.

ALTER TABLE entries ADD COLUMN corrects INTEGER REFERENCES entries (id);
ALTER TABLE entries ADD COLUMN reason TEXT;
ALTER TABLE entries ADD COLUMN prev TEXT;
ALTER TABLE entries ADD COLUMN hash TEXT;
ALTER TABLE entries ADD COLUMN sums TEXT;

ALTER TABLE matches ADD COLUMN head TEXT NOT NULL DEFAULT '';
ALTER TABLE matches ADD COLUMN length INTEGER NOT NULL DEFAULT 0;

-- A correction replaces an original deal by a deal or an original penalty by a penalty, of its
-- own match; the code checks this too, this guards against any other writer.
CREATE TRIGGER entries_correct_same_match BEFORE INSERT ON entries
WHEN NEW.corrects IS NOT NULL
BEGIN
    SELECT RAISE(ABORT, 'kozyr: a correction must replace an original deal or penalty of the same match, by one of its kind')
    WHERE NOT EXISTS (
        SELECT 1 FROM entries
        WHERE id = NEW.corrects AND match_id = NEW.match_id AND kind = NEW.kind
          AND kind IN ('deal', 'penalty') AND corrects IS NULL
    );
END;

-- A cache of replayed states, keyed by the entry after which the state holds.
CREATE TABLE snapshots (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    entry_id INTEGER NOT NULL REFERENCES entries (id),
    state TEXT NOT NULL,  -- the game's serialized state
    seal TEXT NOT NULL,   -- SHA-256 over the entry's hash and the state
    PRIMARY KEY (match_id, entry_id)
) WITHOUT ROWID;
