# Bridge teams of four: a match of two tables, an evening of teams, `kozyr session` for them.

bridge-teams-two = A teams match is played by two teams, the home team first; { $given } were given.
bridge-teams-same-name = Two teams cannot both be called «{ $name }».
bridge-teams-field = «{ $field }» is not a field of a teams match's result; the fields are: { $fields }.
bridge-teams-room = A teams match's result names its room, open (the home team North-South) or closed, not «{ $given }».
bridge-teams-board-twice = Board { $board } already has a result in the { $room ->
    [open] open
   *[other] closed
} room: undo or correct that result instead of entering the board again.
bridge-teams-vulnerable = Board { $board } was played with vulnerability { $there } in the { $room ->
    [open] open
   *[other] closed
} room, not { $given }: both rooms play the same board.
bridge-teams-dealer = Board { $board } was dealt by { $there } in the { $room ->
    [open] open
   *[other] closed
} room, not by { $given }: both rooms play the same board.
bridge-teams-incomplete = This teams match is not over: { $count ->
    [one] one result is
   *[other] { $count } results are
} still to be recorded ({ $missing }).
bridge-teams-line = Board { $board }, { $room ->
    [open] open
   *[other] closed
} room: { $contract } by { $declarer } { $result }, NS { $score }
bridge-teams-line-pass = Board { $board }, { $room ->
    [open] open
   *[other] closed
} room: passed out
bridge-teams-step-imps = Board { $board }: North-South scored { $open } in the open room and { $closed } in the closed room; the difference of { $difference } is { $imps } IMPs on the WBF scale, to { $team }.

bridge-evening-teams = An evening of teams has { $min } to { $max } teams, not { $given }.
bridge-evening-field = «{ $field }» is not a field of an evening's match; the fields are: { $fields }.
bridge-evening-round = Round { $given } cannot be recorded now: the rounds so far allow 1 to { $most }.
bridge-evening-team = «{ $given }» is not a team of this evening: { $teams }.
bridge-evening-same-team = { $team } cannot play against itself.
bridge-evening-played-twice = { $team } already has a match (or a bye) in round { $round }.
bridge-evening-rematch = { $home } and { $visit } already met in round { $round }: teams meet once in an evening.
bridge-evening-imps = A match's IMPs are two whole numbers, the home team's first, e.g. 23:11; not { $given }.
bridge-evening-bye = A bye scores the victory points the evening's conditions give it, 0 to 20 (e.g. --vp 12); not { $given }.
bridge-evening-line = Round { $round }: { $home } { $imps_home } – { $imps_visit } { $visit } IMPs, VP { $vp_home } – { $vp_visit }
bridge-evening-bye-line = Round { $round }: { $team } has a bye, VP { $vp }
bridge-evening-boards = This evening's matches are of { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}, its victory-point scale with them; the teams match has { $given }.
bridge-evening-step-vp = A margin of { $margin } IMPs over { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
} is { $winner } – { $loser } victory points on the WBF continuous scale.

rule-bridge-teams-teams = a teams match has two teams, with different names
rule-bridge-teams-field = a teams match's result has only its own fields
rule-bridge-teams-room = a teams match's result names its room, open or closed
rule-bridge-teams-board-twice = each board is played once in each room
rule-bridge-teams-vulnerable = both rooms play a board with the same vulnerability
rule-bridge-teams-dealer = both rooms play a board with the same dealer
rule-bridge-teams-imps = a board's IMPs are the WBF scale of the open room's North-South score less the closed room's
rule-bridge-teams-incomplete = a match's victory points count once every board has been played in both rooms
rule-bridge-evening-teams = an evening has 2 to 40 teams, with different names
rule-bridge-evening-field = an evening's match has only its own fields
rule-bridge-evening-round = rounds are recorded in order, and a round robin has as many rounds as its schedule
rule-bridge-evening-team = a match is played by teams of the evening
rule-bridge-evening-same-team = a team does not play itself
rule-bridge-evening-played-twice = a team plays one match (or has one bye) a round
rule-bridge-evening-rematch = two teams meet once in an evening
rule-bridge-evening-imps = a match gives each team's IMPs, whole numbers
rule-bridge-evening-bye = a bye scores the victory points the conditions give, 0 to 20
rule-bridge-evening-boards = every match of an evening has the evening's number of boards
rule-bridge-evening-vp = a match's IMP margin becomes victory points by the WBF continuous scale for its number of boards

cli-about-session-match = Record a match of an evening of teams: its round, teams and IMPs, or a bye.
cli-arg-session-new-team = A team of a teams match (two: the home team first) or of an evening; repeat the flag for each.
cli-arg-session-result-room = A teams match: the room, open (home team North-South) or closed.
cli-arg-session-result-dealer = A teams match: the board's dealer, N, E, S or W, when not by the board's number.
cli-arg-session-match-round = The round the match was played in, 1, 2, 3…
cli-arg-session-match-home = The home team, North-South in the open room.
cli-arg-session-match-visit = The visiting team.
cli-arg-session-match-imps = The IMPs each team scored, the home team's first: 23:11.
cli-arg-session-match-from = A teams match recorded in kozyr (its number or name) whose IMPs and teams to take.
cli-arg-session-match-bye = A team that sits the round out.
cli-arg-session-match-vp = The victory points of a bye, as the evening's conditions give them (e.g. 12).
cli-value-session-team = TEAM
cli-value-session-room = ROOM
cli-value-session-dealer = SEAT
cli-value-session-round = ROUND
cli-value-session-home = TEAM
cli-value-session-visit = TEAM
cli-value-session-imps = IMPS
cli-value-session-from = MATCH
cli-value-session-bye = TEAM
cli-value-session-vp = VP

cli-session-teams-needed = A `{ $scoring }` session is played by teams: name them with --team (the home team first), without --pairs.
cli-session-pairs-needed = A `{ $scoring }` session is played by pairs: give --pairs, not --team.
cli-session-not-an-evening = Match { $match } ({ $game }) is not an evening of teams; start one with `kozyr session new --scoring teams-swiss` or `teams-round-robin`.
cli-session-not-teams = Match { $match } is not a teams match: a match of the evening takes its IMPs from one.
cli-session-match-recorded = Recorded in match { $match }, { $game }, round { $round }.
cli-session-col-board = Board
cli-session-col-open = Open room
cli-session-col-closed = Closed room
cli-session-col-team = Team
cli-session-col-matches = Matches
cli-session-col-vp = VP
cli-session-col-imps-won = IMPs won
cli-session-col-imps-lost = IMPs lost
cli-session-teams-imps = IMPs: { $home } { $imps_home }, { $visit } { $imps_visit }.
cli-session-teams-vp = Victory points (WBF continuous scale): { $home } { $vp_home }, { $visit } { $vp_visit }.
cli-session-teams-missing = Victory points once every board is played in both rooms; still to play: { $missing }.
cli-session-teams-missing-one = { $board } { $room ->
    [open] open
   *[other] closed
}
cli-session-evening-over = Every round of the schedule has been played.
cli-session-evening-waiting = Round { $round } is still being played by: { $teams }.
cli-session-evening-no-pairing = Round { $round }: no pairing avoids a rematch.
cli-session-evening-next = Round { $round }: { $pairs }.
cli-session-evening-next-bye = Round { $round }: { $pairs }; bye: { $bye }.
pbn-evening = An evening of teams has no boards to write: export each of its teams matches as PBN instead.
