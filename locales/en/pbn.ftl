# PBN (the PBN standard 2.1): reading and writing bridge files.

pbn-at-line = line { $line }: { $text }
pbn-tag-unterminated = a tag pair is not closed: write [Name "value"] on one line (found «{ $text }»).
pbn-tag-format = «{ $text }» is not a tag pair: write [Name "value"], e.g. [Board "1"].
pbn-data-before-tag = «{ $text }» comes before any tag pair; a game starts with its tags.
pbn-string-unterminated = a quoted field is not closed on its line (found «{ $text }»).
pbn-comment-unterminated = a comment opened with {"{"} is never closed with {"}"}.
pbn-tag-copy = [{ $tag } "#"] copies the previous game's value, but there is none to copy.
pbn-empty = The file holds no PBN game.
pbn-board = «{ $given }» is not a board number: [Board] takes a number from 1.
pbn-declarer = «{ $given }» is not a declarer: write the seat, N, E, S or W.
pbn-result = «{ $given }» is not a result: PBN's [Result] is the number of tricks declarer took, 0 to 13.
pbn-table-fields = a row of the { $table } has { $fields } fields where its columns are { $columns } («{ $row }»); write - for an empty field.
pbn-table-column = the ScoreTable has no { $column } column.
pbn-table-pair = a ScoreTable row has no pair in its { $column } column.
pbn-table-contract = a ScoreTable row has neither a contract nor an artificial score (A60, A50, A40 for each side).
pbn-only-bridge = PBN holds bridge; this match is { $game }.

cli-arg-import-format = The file's format: json (a match document) or pbn (bridge results in the Portable Bridge Notation); by default pbn for a name ending in .pbn, json otherwise.
pbn-table-score = the ScoreTable's { $column } is { $given }, but the contract and tricks of the row score { $expected } by Law 77 of the Laws of Duplicate Bridge.
pbn-section-seat = [{ $tag } "{ $given }"] names no seat: the section's tag takes N, E, S or W (the dealer for the auction, the opening leader for the play).
pbn-play-card = «{ $given }» is not a card of the play section: write the suit, then the rank (SA, HT, D2), or - for a card not played.
pbn-play-trick = a line of the play section holds { $cards } cards: each line is one trick, a card (or -) for each of the four seats.
