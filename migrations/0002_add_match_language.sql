-- Why: a table chooses the language its match is printed in (`kozyr new … --lang bg`), and the
-- match keeps printing in it for every command unless the user asks for another. NULL: the match
-- has no language of its own and follows the user's choice (--lang, KOZYR_LANG, the locale).
-- This migration is released: never edit it, add a new numbered file instead.

ALTER TABLE matches ADD COLUMN lang TEXT;
