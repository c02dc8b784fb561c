# A bridge club session: traveller lines, the ranking, `kozyr session`.

bridge-session-teams = A club session's players are its pairs, numbered 1 to N: give no teams.
bridge-session-pairs = A club session has { $min } to { $max } pairs, not { $given }.
bridge-session-pair-labels = A club session's pairs are numbered 1, 2, 3… in order: «{ $given }» stands where pair { $expected } belongs.
bridge-session-snapshot = The stored state of this session holds a traveller line no session could have recorded.
bridge-session-field = «{ $field }» is not a field of a traveller line; the fields are: { $fields }.
bridge-session-field-type = The traveller line's { $field } cannot be { $given }.
bridge-session-board = Board { $given } is not in this session: its boards are 1 to { $boards }.
bridge-session-pair = The { $field } pair «{ $given }» is not in this session: its pairs are numbered 1 to { $pairs }.
bridge-session-same-pair = Pair { $pair } cannot sit both North-South and East-West.
bridge-session-board-twice = Pair { $pair } already has a result on board { $board }: undo or correct that line instead of entering the board again.
bridge-session-adjusted = «{ $given }» is not an artificial score: write NS/EW percentages, each 60 (average plus), 50 (average) or 40 (average minus), e.g. 60/40.
bridge-session-adjusted-contract = Board { $board } is either played or given an artificial score: drop { $field } or the adjusted score.
bridge-session-contract = What was played on board { $board }? Give the contract (or pass), or an artificial score.
bridge-session-declarer = A traveller names declarer by seat, N, E, S or W, not «{ $given }».
bridge-session-penalty = A club session has no penalties in points: give the board an artificial score (--adjusted 40/60) instead.
bridge-session-line = Board { $board }: { $ns } v { $ew }, { $contract } by { $declarer } { $result }, NS { $score }
bridge-session-line-pass = Board { $board }: { $ns } v { $ew }, passed out
bridge-session-line-adjusted = Board { $board }: { $ns } v { $ew }, artificial score { $adjusted }

rule-bridge-session-pairs = a club session has 2 to 99 pairs, numbered 1 to N
rule-bridge-session-field = a traveller line has only its own fields, each of the right kind
rule-bridge-session-board = a traveller line's board is one of the session's boards
rule-bridge-session-pair = a traveller line's pairs are pairs of the session
rule-bridge-session-same-pair = a pair sits North-South or East-West, not both
rule-bridge-session-board-twice = a pair plays each board once
rule-bridge-session-adjusted = an artificial score is 60, 50 or 40 % for each side
rule-bridge-session-adjusted-contract = a board is either played or given an artificial score
rule-bridge-session-contract = a traveller line gives the contract or an artificial score
rule-bridge-session-declarer = a traveller line names declarer's seat
rule-bridge-session-penalty = a club session takes no penalties in points

cli-about-session = A bridge club session: pairs play the same boards and are ranked by matchpoints or IMPs.
cli-about-session-new = Start a club session: pairs numbered 1 to N, a number of boards, a scoring.
cli-about-session-result = Record a traveller line: one table's result on a board.
cli-about-session-show = Print the session's ranking.
cli-about-session-board = Print a board's traveller with each line's matchpoints or IMPs.
cli-arg-session-new-pairs = How many pairs play, 2 to 99; they are numbered 1 to N.
cli-arg-session-new-boards = How many boards are played, 1 to 99.
cli-arg-session-new-scoring = `matchpoints` (default), `imps` (against a datum), `cross-imps` or `butler`.
cli-arg-session-new-name = A name for the session, usable instead of its number, e.g. friday.
cli-arg-session-result-board = The board's number, e.g. 5.
cli-arg-session-result-ns = The North-South pair's number.
cli-arg-session-result-ew = The East-West pair's number.
cli-arg-session-result-contract = The contract, e.g. 4S, 3NTX, 6♥XX, or pass.
cli-arg-session-result-double = x (doubled) or xx (redoubled), when not written after the contract.
cli-arg-session-result-by = Declarer's seat: N, E, S or W.
cli-arg-session-result-tricks = The tricks declarer took, 0 to 13.
cli-arg-session-result-result = The result against the contract: =, +1, -2.
cli-arg-session-result-vulnerable = `none`, `ns`, `ew` or `both`, when not by the board's number.
cli-arg-session-result-adjusted = An artificial score for a board not played: 60/40, 50/50, 40/60 (North-South's percentage first).
cli-arg-session-board-board = The board's number, e.g. 5.

cli-value-session-pairs = PAIRS
cli-value-session-boards = BOARDS
cli-value-session-scoring = SCORING
cli-value-session-board = BOARD
cli-value-session-ns = NS
cli-value-session-ew = EW
cli-value-session-contract = CONTRACT
cli-value-session-double = DOUBLE
cli-value-session-by = SEAT
cli-value-session-tricks = TRICKS
cli-value-session-result = RESULT
cli-value-session-vulnerable = VULNERABLE
cli-value-session-adjusted = NS/EW

cli-session-scoring = «{ $given }» is not a session's scoring: { $allowed }.
cli-session-not-a-session = Match { $match } ({ $game }) is not a bridge club session; start one with `kozyr session new`.
cli-session-recorded = Recorded in match { $match }, { $game }, board { $board }.
cli-session-no-results = No results yet.
cli-session-board-title = Board { $board } of match { $match }
cli-session-board-empty = No results on this board yet.
cli-session-top = Top: { $top ->
    [one] { $top } matchpoint
   *[other] { $top } matchpoints
}.
cli-session-datum = Datum: { $datum } to North-South.
cli-session-adjusted = artificial { $adjusted }
cli-session-col-rank = Rank
cli-session-col-pair = Pair
cli-session-col-boards = Boards
cli-session-col-matchpoints = MP
cli-session-col-percent = %
cli-session-col-imps = IMPs
cli-session-col-per-board = IMPs/board
cli-session-col-ns = NS
cli-session-col-ew = EW
cli-session-col-contract = Contract
cli-session-col-by = By
cli-session-col-result = Result
cli-session-col-score-ns = NS +
cli-session-col-score-ew = EW +
cli-session-col-mp-ns = NS MP
cli-session-col-mp-ew = EW MP
cli-session-col-imps-ns = NS IMPs
cli-session-col-imps-ew = EW IMPs
bridge-session-traveller = A club session records each result as a traveller line, with the pairs that played it: kozyr session result BOARD --ns PAIR --ew PAIR --contract 4S --by N --tricks 10.
rule-bridge-session-traveller = a session's result names the board and its North-South and East-West pairs
bridge-session-step-ranking = Every line of board { $board } is compared again with this one (kozyr session board { $board } shows each); the totals are { $scoring ->
    [matchpoints] percentages
    [butler] IMPs per board
   *[other] IMPs
}, to the hundredth.
rule-bridge-session-ranking = a session's ranking is scored again from every line in force
bridge-option-pair-names-table = A roster of pairs belongs to a club session; a table scored by { $scoring } has its four players.
bridge-session-roster-pair = The roster names pair «{ $given }», which is not in this session: its pairs are numbered 1 to { $pairs }.
bridge-session-roster-name = The roster gives pair { $pair } no names: «{ $given }».
cli-session-roster-syntax = «{ $given }» is not a roster entry: write the pair's number and its names, e.g. --pair 1=Ivanov–Petrov.
cli-session-roster-twice = The roster names pair { $pair } twice.
cli-session-roster-teams = A teams match or evening names its teams with --team, not pairs with --pair.
cli-session-col-names = Names
cli-arg-session-new-pair = A pair's names on the roster, e.g. 1=Ivanov–Petrov; repeat the flag for each pair. A pair not named is shown by its number.
cli-value-session-pair = N=NAMES
cli-about-session-correct = Correct a traveller line with the flags it was entered with; the rest of the line stays.
cli-arg-session-correct-line = The result line's number as the sheet shows it, e.g. 5.
cli-arg-session-correct-board = The board's number, when the line belongs to another board.
cli-arg-session-correct-reason = Why, in one line: shown by the sheet, `kozyr log` and `kozyr explain`.
cli-arg-session-correct-ns = The North-South pair's number.
cli-arg-session-correct-ew = The East-West pair's number.
cli-arg-session-correct-contract = The contract, e.g. 4S, 3NTX, 6♥XX, or pass.
cli-arg-session-correct-double = x (doubled) or xx (redoubled), when not written after the contract.
cli-arg-session-correct-by = Declarer's seat: N, E, S or W.
cli-arg-session-correct-tricks = The tricks declarer took, 0 to 13.
cli-arg-session-correct-result = The result against the contract: =, +1, -2.
cli-arg-session-correct-vulnerable = `none`, `ns`, `ew` or `both`, when not by the board's number.
cli-arg-session-correct-adjusted = An artificial score for a board not played: 60/40, 50/50, 40/60 (North-South's percentage first).
cli-value-session-line = LINE
cli-arg-session-correct-room = A teams match: the room, open (home team North-South) or closed.
cli-arg-session-correct-dealer = A teams match: the board's dealer, N, E, S or W, when not by the board's number.
cli-session-correct-nothing = Give what changes on line { $line }: the flags of `kozyr session result`, e.g. --ns, --ew, --contract, --by, --tricks.
bridge-session-seat = { $seat ->
    [N] N
    [E] E
    [S] S
   *[W] W
}
bridge-session-passed = pass
cli-session-corrected = Corrected result line { $line } in match { $match }, { $game }: now { $now } (was { $was }); the original stays in the ledger.
cli-session-corrected-why = Corrected result line { $line } in match { $match }, { $game }: now { $now } (was { $was }): { $reason }. The original stays in the ledger.
