# The single-event banking games (Faro, Shtoss, Thirteen): what they share beyond stakes.ftl.

flag-rank = Faro, Shtoss: the rank a player stakes on, e.g. --rank Борис=K --rank Вера=7
flag-run = Faro, Shtoss, Thirteen: the cards as they came out, in order, e.g. --run "5S KH QD 2C"
flag-wins = Faro, Shtoss, Thirteen: the players whose stakes won, when the cards were not written down
flag-loses = Faro, Shtoss, Thirteen: the players whose stakes lost, when the cards were not written down
flag-undecided = Faro: the players whose stakes were still open when the pack ran out

bets-verdict-won = won
bets-verdict-lost = lost
bets-verdict-undecided = undecided
bets-cell-banker = bank
bets-cell-rank = { $stake } on { $rank }
bets-cell = { $stake }
bets-recorded-rank = { $player } on { $rank }: recorded as { $verdict }
bets-recorded = { $player }: recorded as { $verdict }
bets-pack-out = { $player } on { $rank }: the pack ran out with the stake still open

bets-round-object = a round is a JSON object: {"{"}"stakes": {"{"}…{"}"}, "cards": […]{"}"}
bets-no-ranks = this game's stakes name no rank: leave out { $field }
bets-rank-text = { $player }'s rank is { $value }; a rank is 2–10, J, Q, K, A, Т/К/Д/В or a word such as дама
bets-rank-missing = { $player } stakes but names no rank to stake on ({ $field })
bets-rank-no-stake = { $player } names a rank but does not stake
bets-run-list = { $field } is the cards as they came out, e.g. ["5S", "KH", "QD"]
bets-run-not-card = the cards as they came out: { $reason }
bets-card-not-in-pack = card { $at }, { $card }, is not in this table's pack of { $cards } cards
bets-run-long = { $count } cards came out, but the pack holds { $cards }
bets-run-undecided-rank = the cards end after { $count } with { $player }'s stake on { $rank } still open: record them until every stake is decided (the pack holds { $cards })
bets-run-undecided = the cards end after { $count } without deciding the stakes: record them until the first match or through the whole pack of { $cards }
bets-outcome-list = { $field } names players
bets-outcome-twice = { $player } is named in both { $first } and { $second }
bets-outcome-no-stake = { $player } is named in { $field } but does not stake
bets-outcome-missing = { $player }'s stake has no outcome: give the cards as they came out (--run) or say who won and who lost (--wins, --loses)
bets-outcome-disagree = { $player } is recorded as { $recorded }, but the cards say { $counted }: { $reason }
bets-outcome-same = { $player } and { $other } both staked on { $rank }, which the same cards decide alike: one cannot be { $first } and the other { $second }
bets-outcome-same-all = one card decides every stake: { $player } cannot be { $first } while { $other } is { $second }
bets-outcome-undecided = { $player }'s stake is recorded undecided, but this game decides every stake
bets-banker-turn = { $banker } cannot bank this round: the banker who did not win passes the bank to his left, and it is { $due }'s turn
