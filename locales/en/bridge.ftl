# Contract bridge: names, options, quick-entry flags, a board's result as written.

game-bridge = Bridge
game-bridge-aliases = bridge, contract bridge, бридж, контрактный бридж

option-bridge-scoring = duplicate (default: every board by Law 77), rubber, chicago; a club session: matchpoints, imps, cross-imps, butler
option-bridge-unfinished_partscore = an unfinished rubber's part score: 100 (default, the Laws of Rubber Bridge) or 50
option-bridge-boards = a club session's number of boards (1–99)

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
