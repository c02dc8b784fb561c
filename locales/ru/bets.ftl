# Банковые игры с одним событием (Фараон, Штосс, Тринадцать): общее сверх stakes.ftl.

flag-rank = Фараон, Штосс: карта (достоинство), на которую ставит игрок, напр. --rank Борис=K --rank Вера=7
flag-run = Фараон, Штосс, Тринадцать: карты в том порядке, в каком они вышли, напр. --run "5S KH QD 2C"
flag-wins = Фараон, Штосс, Тринадцать: игроки, чьи ставки выиграли, если карты не записаны
flag-loses = Фараон, Штосс, Тринадцать: игроки, чьи ставки проиграли, если карты не записаны
flag-undecided = Фараон: игроки, чьи ставки не решились, когда колода кончилась

bets-verdict-won = выиграл
bets-verdict-lost = проиграл
bets-verdict-undecided = не решилась
bets-cell-banker = банк
bets-cell-rank = { $stake } на { $rank }
bets-cell = { $stake }
bets-recorded-rank = { $player } на { $rank }: записано «{ $verdict }»
bets-recorded = { $player }: записано «{ $verdict }»
bets-pack-out = { $player } на { $rank }: колода кончилась, а ставка не решилась

bets-round-object = кон записывается объектом JSON: {"{"}"stakes": {"{"}…{"}"}, "cards": […]{"}"}
bets-no-ranks = в этой игре ставят не на карту: уберите { $field }
bets-rank-text = у { $player } карта «{ $value }»; достоинство — это 2–10, J, Q, K, A, Т/К/Д/В или слово, напр. дама
bets-rank-missing = { $player } ставит, но не называет карту, на которую ставит ({ $field })
bets-rank-no-stake = { $player } называет карту, но не ставит
bets-run-list = { $field } — это карты в том порядке, в каком они вышли, напр. ["5S", "KH", "QD"]
bets-run-not-card = вышедшие карты: { $reason }
bets-card-not-in-pack = карта { $at }, { $card }, не из колоды этого стола в { $cards ->
    [one] { $cards } карту
    [few] { $cards } карты
   *[many] { $cards } карт
}
bets-run-long = карт вышло: { $count }, а в колоде их { $cards }
bets-run-undecided-rank = карты кончаются на { $count }-й, а ставка { $player } на { $rank } не решилась: запишите карты до решения каждой ставки (в колоде { $cards })
bets-run-undecided = карты кончаются на { $count }-й, а ставки не решились: запишите карты до первого совпадения или всю колоду из { $cards }
bets-outcome-list = в { $field } указываются игроки
bets-outcome-twice = { $player }: имя и в { $first }, и в { $second }
bets-outcome-no-stake = { $player }: имя в { $field }, но ставки нет
bets-outcome-missing = у ставки { $player } нет исхода: запишите вышедшие карты (--run) или кто выиграл и кто проиграл (--wins, --loses)
bets-outcome-disagree = у игрока { $player } записано «{ $recorded }», а по картам — «{ $counted }»: { $reason }
bets-outcome-same = { $player } и { $other } оба ставили на { $rank }, и одни и те же карты решают их ставки одинаково: нельзя одному «{ $first }», а другому «{ $second }»
bets-outcome-same-all = одна карта решает все ставки: у { $player } не может быть «{ $first }», когда у { $other } «{ $second }»
bets-outcome-undecided = ставка { $player } записана нерешённой, но в этой игре решается каждая ставка
bets-banker-turn = { $banker } не может метать банк в этом кону: банкомёт, который не угадал, передаёт банк соседу слева, и очередь { $due }
