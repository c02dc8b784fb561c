# Банковите игри с едно събитие (Фараон, Щос, Тринадесет): общото извън stakes.ftl.

flag-rank = Фараон, Щос: картата (по сила), на която залага играчът, напр. --rank Борис=K --rank Вера=7
flag-run = Фараон, Щос, Тринадесет: картите в реда, в който са излезли, напр. --run "5S KH QD 2C"
flag-wins = Фараон, Щос, Тринадесет: играчите, чиито залози са спечелили, когато картите не са записани
flag-loses = Фараон, Щос, Тринадесет: играчите, чиито залози са загубили, когато картите не са записани
flag-undecided = Фараон: играчите, чиито залози не са решени, когато тестето е свършило

bets-verdict-won = спечели
bets-verdict-lost = загуби
bets-verdict-undecided = нерешен
bets-cell-banker = банка
bets-cell-rank = { $stake } на { $rank }
bets-cell = { $stake }
bets-recorded-rank = { $player } на { $rank }: записано „{ $verdict }“
bets-recorded = { $player }: записано „{ $verdict }“
bets-pack-out = { $player } на { $rank }: тестето свърши, а залогът не е решен

bets-round-object = рундът се записва като обект JSON: {"{"}"stakes": {"{"}…{"}"}, "cards": […]{"}"}
bets-no-ranks = в тази игра не се залага на карта: махнете { $field }
bets-rank-text = картата на { $player } е „{ $value }“; силата е 2–10, J, Q, K, A, Т/К/Д/В или дума, напр. дама
bets-rank-missing = { $player } залага, но не казва на коя карта ({ $field })
bets-rank-no-stake = { $player } казва карта, но не залага
bets-run-list = { $field } са картите в реда, в който са излезли, напр. ["5S", "KH", "QD"]
bets-run-not-card = излезлите карти: { $reason }
bets-card-not-in-pack = карта { $at }, { $card }, не е от тестето на тази маса от { $cards } карти
bets-run-long = излезли са { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}, а тестето има { $cards }
bets-run-undecided-rank = картите свършват на { $count }-ата, а залогът на { $player } на { $rank } не е решен: запишете картите, докато се реши всеки залог (тестето има { $cards })
bets-run-undecided = картите свършват на { $count }-ата, без да решат залозите: запишете ги до първото съвпадение или цялото тесте от { $cards }
bets-outcome-list = в { $field } се посочват играчи
bets-outcome-twice = { $player } е посочен и в { $first }, и в { $second }
bets-outcome-no-stake = { $player } е посочен в { $field }, но не залага
bets-outcome-missing = залогът на { $player } няма изход: запишете излезлите карти (--run) или кой е спечелил и кой е загубил (--wins, --loses)
bets-outcome-disagree = за { $player } е записано „{ $recorded }“, а по картите е „{ $counted }“: { $reason }
bets-outcome-same = { $player } и { $other } са заложили на { $rank } и едни и същи карти решават залозите им еднакво: не може единият да е „{ $first }“, а другият „{ $second }“
bets-outcome-same-all = една карта решава всички залози: { $player } не може да е „{ $first }“, когато { $other } е „{ $second }“
bets-outcome-undecided = залогът на { $player } е записан като нерешен, но в тази игра всеки залог се решава
bets-banker-turn = { $banker } не може да държи банката в този рунд: банкерът, който не е познал, предава банката на съседа си отляво, и редът е на { $due }
