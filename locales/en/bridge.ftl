# Contract bridge: names, options, quick-entry flags, a board's result as written.

game-bridge = Bridge
game-bridge-aliases = bridge, contract bridge, бридж, контрактный бридж

option-bridge-scoring = duplicate (default: every board by Law 77), rubber, chicago; a club session: matchpoints, imps, cross-imps, butler
option-bridge-unfinished_partscore = an unfinished rubber's part score: 100 (default, the Laws of Rubber Bridge) or 50
option-bridge-boards = a club session's number of boards (1–99)
option-bridge-neuberg = a matchpoint session: the number of results Neuberg's formula scales a board to — expected (default: the times the board was meant to be played, its traveller lines played or given an artificial score, as the EBU and the WBF score) or most (the most results of any board)

flag-bridge-board = Bridge: the board's number (vulnerability and dealer follow it), e.g. 5
flag-bridge-contract = Bridge: the contract, level and strain (C D H S NT, ♣ ♦ ♥ ♠), doubling after it, e.g. 4S, 4SX, 3NTXX, or pass
flag-bridge-double = Bridge: x (doubled) or xx (redoubled), when not written after the contract
flag-bridge-by = Bridge: declarer, by name or seat (N E S W)
flag-bridge-result = Bridge: the result against the contract: =, +1, -2 (or give --tricks 11, the tricks declarer took)
flag-bridge-honours = Bridge: honours in one hand, HOLDER:4 or HOLDER:5 (the four aces at no-trump: HOLDER:4)
flag-bridge-vulnerable = Bridge: none, ns, ew or both, when not by the board's number

bridge-option-unfinished = An unfinished rubber's part score of { $value } is not allowed: { $allowed }.
bridge-option-boards = A club session needs its number of boards, 1 to { $max } (given: { $value }).
bridge-option-boards-table = The number of boards belongs to a club session; a table scored by { $scoring } deals on until it stops.
bridge-option-neuberg-table = Neuberg's formula belongs to a matchpoint session; a table scored by { $scoring } compares no results.
bridge-option-stored = The match's stored options cannot be read: { $error }
bridge-teams-by-seat = Bridge partnerships follow the seats: give the players as North, East, South, West; North and South play against East and West.
bridge-vulnerable-format = «{ $given }» is not a vulnerability: write none, ns, ew or both.
bridge-contract-format = «{ $given }» is not a contract: write the level and strain, e.g. 4S, 3NT, 2♥X, 6DXX, or pass.
bridge-contract-level = «{ $given }»: a contract's level is 1 to 7 (six tricks plus the level must be at most 13), not { $level }.
bridge-contract-redouble = «{ $given }»: only a doubled contract can be redoubled; write xx for doubled and redoubled.
bridge-double-format = «{ $given }» is not a double: write x (doubled) or xx (redoubled), or nothing.
bridge-double-disagree = The contract says { $contract } and the double says { $double }.
bridge-result-format = «{ $given }» is not a result: write = for made exactly, +1 for an overtrick, -2 for two down.
bridge-result-range = «{ $given }» is impossible for { $contract }: declarer needs { $need } tricks, and takes from 0 to 13.
bridge-tricks-range = Declarer took { $given } tricks? A deal has 13 tricks: 0 to 13.
bridge-tricks-disagree = { $tricks } tricks and the result «{ $result }» disagree: that result is { $took } tricks.
bridge-tricks-missing = How many tricks did declarer take? Give the tricks (0–13) or the result (=, +1, -2).
bridge-contract = { $level }{ $strain ->
    [clubs] ♣
    [diamonds] ♦
    [hearts] ♥
    [spades] ♠
   *[notrump] NT
}{ $double ->
    [x] ×
    [xx] ××
   *[other] {""}
}

rule-bridge-contract-format = a contract is a level and a strain (C D H S NT or ♣ ♦ ♥ ♠), or pass
rule-bridge-contract-level = a contract's level is 1 to 7
rule-bridge-contract-redouble = only a doubled contract can be redoubled
rule-bridge-contract-double = a contract is undoubled, doubled (x) or redoubled (xx), written once
rule-bridge-result-format = a result is =, +N or -N against the contract
rule-bridge-result-range = a result gives declarer 0 to 13 tricks
rule-bridge-tricks-range = declarer takes 0 to 13 tricks
rule-bridge-tricks-disagree = the tricks and the result given together agree
rule-bridge-tricks-missing = a contract played needs the tricks declarer took, or the result
rule-bridge-deal-vulnerable = a vulnerability is none, ns, ew or both
rule-bridge-option-unknown = only the options bridge knows
rule-bridge-option-value = option values of the right type and range
rule-bridge-snapshot = a stored state of the match that a replay of this match could have left

# A table's match: duplicate boards, the rubber pad, Chicago.

flag-bridge-stop = Bridge: the table stops; an unfinished rubber is settled (300 for a side's only game, 100 or 50 for a part score) and the match ends
bridge-snapshot = The match's stored state does not belong to this match; it is replayed from its start.
bridge-vulnerability = { $vul ->
    [none] nobody vulnerable
    [ns] NS vulnerable
    [ew] EW vulnerable
   *[both] both vulnerable
}
bridge-next-board = board { $board }: { $dealer } deals, { $vul }
bridge-next-rubber = rubber { $rubber }, deal { $deal }: { $dealer } deals, { $vul }
bridge-next-chicago = chicago { $chicago }, deal { $deal } of 4: { $dealer } deals, { $vul }
bridge-deal-format = The deal record cannot be read: { $error }
bridge-deal-board = Board { $given }? A board's number is 1 to { $max }.
bridge-contract-missing = What was the contract? Give it (e.g. 4S, 3NTX), or pass for a board passed out.
bridge-declarer-missing = Who was declarer? Give a player's name or a seat (N, E, S, W).
bridge-seat-unknown = «{ $given }» is neither a player of this table ({ $players }) nor a seat (N, E, S, W).
bridge-honours-format = «{ $given }» is not honours: write the holder and the count, e.g. { "Восток:4" }.
bridge-honours-count = Honours count «{ $given }»: four honours in one hand (4) or all five (5).
bridge-honours-notrump = At no-trump only the four aces in one hand count as honours: write HOLDER:4.
bridge-honours-passed = A board passed out has no trumps and no honours.
bridge-rubber-vulnerable = In a rubber vulnerability comes from the games won, not from the record: leave out the vulnerability.
bridge-chicago-vulnerable = Deal { $deal } of a chicago is { $vul }, not { $given }.
bridge-step-trick-points = { $contract } made: { $points } trick points
bridge-step-overtricks = overtricks ({ $count }): { $points }
bridge-step-game = game bonus{ $vul ->
    [yes] , vulnerable
   *[no] , not vulnerable
}: { $points }
bridge-step-part-score = part-score bonus: { $points }
bridge-step-slam = { $slam ->
    [grand] grand slam
   *[small] small slam
} bonus{ $vul ->
    [yes] , vulnerable
   *[no] , not vulnerable
}: { $points }
bridge-step-insult = for making a doubled or redoubled contract: { $points }
bridge-step-undertricks = { $contract } down { $down }{ $vul ->
    [yes] , vulnerable
   *[no] , not vulnerable
}: { $points } to the defenders
bridge-step-passed-out = passed out: nobody scores
bridge-step-honours = honours ({ $count }) held by { $side }: { $points } above the line
bridge-step-rubber-game = { $side } has made a game: a line is drawn under it
bridge-step-rubber-bonus = { $side } wins the rubber: { $points }
bridge-step-chicago-game = { $side } has made a game: { $points }
bridge-step-chicago-part = { $side }'s part score on the fourth deal: { $points }
bridge-step-stop = the table stops here
bridge-step-unfinished-game = unfinished rubber: 300 to { $side } for its only game
bridge-step-unfinished-part = unfinished rubber: { $points } to { $side } for its part score
bridge-summary = { $table ->
    [board] Board
   *[deal] Deal
} { $board } · { $contract } { $declarer } { $result }
bridge-summary-pass = { $table ->
    [board] Board
   *[deal] Deal
} { $board } · passed out
bridge-summary-stop = the table stops
bridge-annotation = { $contract } { $result }
bridge-note-honours-duplicate = honours are recorded but not scored: duplicate scores by Law 77 of the Laws of Duplicate Bridge, which has none
bridge-penalty-points = a bridge penalty gives its points (not 0, up to { $max } either way): --points
bridge-penalty-note = { $side } { $points }: { $reason }
bridge-penalty-summary = penalty: { $reason }

rule-bridge-deal-format = a deal record has only the documented fields, each of its type
rule-bridge-deal-board = a board's number is 1 to 9999
rule-bridge-contract-missing = a deal record gives the contract, or pass
rule-bridge-declarer-missing = a contract played names its declarer
rule-bridge-seat-unknown = declarer and the honours' holder are players of the table or seats (N, E, S, W)
rule-bridge-honours-format = honours are written HOLDER:COUNT
rule-bridge-honours-count = honours count 4 or 5 in one hand
rule-bridge-honours-notrump = at no-trump only the four aces count as honours (HOLDER:4)
rule-bridge-honours-passed = a board passed out has no honours
rule-bridge-rubber-vulnerable = in a rubber vulnerability comes from the games won
rule-bridge-chicago-vulnerable = a chicago's deals are nobody, dealer's side, dealer's side, both vulnerable
rule-bridge-score-trick-points = each odd trick bid and made: 20 in a minor, 30 in a major or no-trump, 40 for no-trump's first; doubled ×2, redoubled ×4
rule-bridge-score-overtricks = each overtrick: its trick value undoubled; doubled 100 (vulnerable 200); redoubled 200 (400)
rule-bridge-score-game = duplicate: 100 trick points or more is a game, 300 not vulnerable, 500 vulnerable
rule-bridge-score-part-score = duplicate: less than 100 trick points is a part score, 50
rule-bridge-score-slam = small slam 500 (vulnerable 750), grand slam 1000 (1500)
rule-bridge-score-insult = a doubled contract made 50, redoubled 100
rule-bridge-score-undertricks = undertricks to the defenders: 50 or 100 each; doubled 100, 200, 200, then 300 (vulnerable 200, then 300); redoubled twice that
rule-bridge-score-passed-out = a board passed out scores nothing
rule-bridge-score-honours = a rubber and Chicago: four trump honours in one hand 100, five 150, the four aces at no-trump 150, to whoever held them
rule-bridge-rubber-game = a rubber: 100 trick points below the line make a game, and the line wipes the other side's part score
rule-bridge-rubber-bonus = a rubber: two games win it, 700 if the other side has none, 500 if it has one
rule-bridge-rubber-unfinished = an unfinished rubber: 300 for a side's only game, 100 (or the option's 50) for a part score in the game being played
rule-bridge-chicago-game = Chicago: a game is paid at once, 300 not vulnerable, 500 vulnerable
rule-bridge-chicago-part-score = Chicago: a part score made on the fourth deal that is not a game earns 100
rule-bridge-stop = the table stops the match with a deal record of its own; nothing is recorded after it
rule-bridge-penalty = a penalty agreed by the table is written to the side named
rule-bridge-penalty-points = a bridge penalty gives its points, not 0, up to 10000 either way
flag-bridge-tricks = Bridge: the tricks declarer took, 0 to 13 (or give --result); a play record file named only by digits is written ./11
bridge-pad-rubber = Rubber { $number }
bridge-pad-chicago = Chicago { $number }
