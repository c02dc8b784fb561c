# Контрактный бридж: названия, опции, флаги быстрой записи, результат сдачи.

game-bridge = Бридж
game-bridge-aliases = бридж, контрактный бридж, bridge

option-bridge-scoring = duplicate (по умолчанию: каждая сдача по статье 77), rubber (роббер), chicago (чикаго); клубный турнир: matchpoints, imps, cross-imps, butler
option-bridge-unfinished_partscore = частичная запись в незаконченном роббере: 100 (по умолчанию, правила роббер-бриджа) или 50
option-bridge-boards = число сдач клубного турнира (1–99)
option-bridge-neuberg = турнир на матчпойнты: к какому числу результатов формула Нойберга приводит сдачу — expected (по умолчанию: сколько раз сдачу должны были сыграть, её строки в протоколе, сыгранные или с искусственным результатом, как считают EBU и WBF) или most (наибольшее число результатов любой сдачи)

flag-bridge-board = Бридж: номер сдачи (по нему зональность и сдающий), напр. 5
flag-bridge-contract = Бридж: контракт, уровень и деноминация (C D H S NT, ♣ ♦ ♥ ♠, БК), за ним контра, напр. 4S, 4SX, 3NTXX или pass
flag-bridge-double = Бридж: x (контра) или xx (реконтра), если не записаны после контракта
flag-bridge-by = Бридж: разыгрывающий, по имени или месту (N E S W, С В Ю З)
flag-bridge-result = Бридж: результат против контракта: =, +1, -2 (или --tricks 11 — взятки разыгрывающего)
flag-bridge-honours = Бридж: онёры в одной руке, ИГРОК:4 или ИГРОК:5 (четыре туза в бескозырке: ИГРОК:4)
flag-bridge-vulnerable = Бридж: none, ns, ew или both, если не по номеру сдачи

bridge-option-unfinished = Частичная запись { $value } в незаконченном роббере не допускается: { $allowed }.
bridge-option-boards = Клубному турниру нужно число сдач, от 1 до { $max } (дано: { $value }).
bridge-option-boards-table = Число сдач задаётся только клубному турниру; стол со счётом { $scoring } сдаёт, пока не остановится.
bridge-option-neuberg-table = Формула Нойберга — для турнира на матчпойнты; стол со счётом { $scoring } не сравнивает результаты.
bridge-option-stored = Сохранённые опции партии не читаются: { $error }
bridge-teams-by-seat = Пары в бридже определяются местами: назовите игроков в порядке Север, Восток, Юг, Запад; Север и Юг играют против Востока и Запада.
bridge-vulnerable-format = «{ $given }» — не зональность: напишите none, ns, ew или both.
bridge-contract-format = «{ $given }» — не контракт: напишите уровень и деноминацию, напр. 4S, 3NT, 2♥X, 6DXX, или pass.
bridge-contract-level = «{ $given }»: уровень контракта — от 1 до 7 (шесть взяток плюс уровень — не больше 13), а не { $level }.
bridge-contract-redouble = «{ $given }»: реконтру можно дать только на контру; контра и реконтра пишутся xx.
bridge-double-format = «{ $given }» — не контра: напишите x (контра) или xx (реконтра) либо ничего.
bridge-double-disagree = В контракте { $contract }, а в контре { $double }.
bridge-result-format = «{ $given }» — не результат: = — ровно, +1 — лишняя взятка, -2 — без двух.
bridge-result-range = «{ $given }» невозможно для { $contract }: разыгрывающему нужно { $need } взяток, а взять можно от 0 до 13.
bridge-tricks-range = Разыгрывающий взял { $given } взяток? В сдаче 13 взяток: от 0 до 13.
bridge-tricks-disagree = { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
} и результат «{ $result }» не сходятся: этот результат — { $took ->
    [one] { $took } взятка
    [few] { $took } взятки
   *[many] { $took } взяток
}.
bridge-tricks-missing = Сколько взяток взял разыгрывающий? Укажите взятки (0–13) или результат (=, +1, -2).
bridge-contract = { $level }{ $strain ->
    [clubs] ♣
    [diamonds] ♦
    [hearts] ♥
    [spades] ♠
   *[notrump] БК
}{ $double ->
    [x] ×
    [xx] ××
   *[other] {""}
}

rule-bridge-contract-format = контракт — уровень и деноминация (C D H S NT, ♣ ♦ ♥ ♠, БК) или пас
rule-bridge-contract-level = уровень контракта — от 1 до 7
rule-bridge-contract-redouble = реконтра возможна только после контры
rule-bridge-contract-double = контракт без контры, с контрой (x) или реконтрой (xx), записанной один раз
rule-bridge-result-format = результат — =, +N или -N против контракта
rule-bridge-result-range = результат даёт разыгрывающему от 0 до 13 взяток
rule-bridge-tricks-range = разыгрывающий берёт от 0 до 13 взяток
rule-bridge-tricks-disagree = взятки и результат, данные вместе, сходятся
rule-bridge-tricks-missing = сыгранному контракту нужны взятки разыгрывающего или результат
rule-bridge-deal-vulnerable = зональность — none, ns, ew или both
rule-bridge-option-unknown = только опции, известные бриджу
rule-bridge-option-value = значения опций верного вида и диапазона
rule-bridge-snapshot = сохранённое состояние партии, которое могло остаться после пересчёта этой же партии

# Матч за одним столом: дубликатные сдачи, запись роббера, чикаго.

flag-bridge-stop = Бридж: стол заканчивает игру; незаконченный роббер засчитывается (300 за единственную геймовую запись стороны, 100 или 50 за частичную) и партия завершается
bridge-snapshot = Сохранённое состояние не принадлежит этой партии; партия пересчитывается с начала.
bridge-vulnerability = { $vul ->
    [none] все в первой зоне
    [ns] СЮ в зоне
    [ew] ВЗ в зоне
   *[both] все в зоне
}
bridge-next-board = сдача { $board }: сдаёт { $dealer }, { $vul }
bridge-next-rubber = роббер { $rubber }, сдача { $deal }: сдаёт { $dealer }, { $vul }
bridge-next-chicago = чикаго { $chicago }, сдача { $deal } из 4: сдаёт { $dealer }, { $vul }
bridge-deal-format = Запись сдачи не читается: { $error }
bridge-deal-board = Сдача { $given }? Номер сдачи — от 1 до { $max }.
bridge-contract-missing = Какой был контракт? Укажите его (напр. 4S, 3NTX) или pass, если все спасовали.
bridge-declarer-missing = Кто разыгрывал? Укажите имя игрока или место (N, E, S, W; С, В, Ю, З).
bridge-seat-unknown = «{ $given }» — не игрок этого стола ({ $players }) и не место (N, E, S, W; С, В, Ю, З).
bridge-honours-format = «{ $given }» — не онёры: напишите, у кого и сколько, напр. { "Восток:4" }.
bridge-honours-count = Онёров «{ $given }»: четыре онёра в одной руке (4) или все пять (5).
bridge-honours-notrump = В бескозырке онёрами считаются только четыре туза в одной руке: напишите ИГРОК:4.
bridge-honours-passed = В сдаче, где все спасовали, нет ни козырей, ни онёров.
bridge-rubber-vulnerable = В роббере зона определяется выигранными геймами, а не записью: не указывайте зону.
bridge-chicago-vulnerable = Сдача { $deal } в чикаго: { $vul }, а не { $given }.
bridge-step-trick-points = { $contract } выполнен: { $points } за взятки
bridge-step-overtricks = лишние взятки ({ $count }): { $points }
bridge-step-game = премия за гейм{ $vul ->
    [yes] , в зоне
   *[no] , в первой зоне
}: { $points }
bridge-step-part-score = премия за частичную запись: { $points }
bridge-step-slam = премия за { $slam ->
    [grand] большой шлем
   *[small] малый шлем
}{ $vul ->
    [yes] , в зоне
   *[no] , в первой зоне
}: { $points }
bridge-step-insult = за выполненный контракт с контрой или реконтрой: { $points }
bridge-step-undertricks = { $contract }, без { $down }{ $vul ->
    [yes] , в зоне
   *[no] , в первой зоне
}: { $points } защите
bridge-step-passed-out = все спасовали: никто ничего не пишет
bridge-step-honours = онёры ({ $count }) у { $side }: { $points } над чертой
bridge-step-rubber-game = { $side } сделали гейм: под ним проводится черта
bridge-step-rubber-bonus = { $side } выигрывают роббер: { $points }
bridge-step-chicago-game = { $side } сделали гейм: { $points }
bridge-step-chicago-part = частичная запись { $side } в четвёртой сдаче: { $points }
bridge-step-stop = здесь стол заканчивает игру
bridge-step-unfinished-game = незаконченный роббер: 300 { $side } за единственный гейм
bridge-step-unfinished-part = незаконченный роббер: { $points } { $side } за частичную запись
bridge-summary = { $table ->
    [board] Сдача
   *[deal] Сдача
} { $board } · { $contract } { $declarer } { $result }
bridge-summary-pass = { $table ->
    [board] Сдача
   *[deal] Сдача
} { $board } · все пас
bridge-summary-stop = стол заканчивает игру
bridge-annotation = { $contract } { $result }
bridge-note-honours-duplicate = онёры записаны, но не засчитаны: дубликат считается по статье 77 Законов дубликатного бриджа, где их нет
bridge-penalty-points = штраф в бридже — это очки (не 0, до { $max } в любую сторону): --points
bridge-penalty-note = { $side } { $points }: { $reason }
bridge-penalty-summary = штраф: { $reason }

rule-bridge-deal-format = в записи сдачи только описанные поля, каждое своего типа
rule-bridge-deal-board = номер сдачи — от 1 до 9999
rule-bridge-contract-missing = в записи сдачи есть контракт или pass
rule-bridge-declarer-missing = у сыгранного контракта указан разыгрывающий
rule-bridge-seat-unknown = разыгрывающий и владелец онёров — игроки стола или места (N, E, S, W)
rule-bridge-honours-format = онёры пишутся ИГРОК:ЧИСЛО
rule-bridge-honours-count = онёров 4 или 5 в одной руке
rule-bridge-honours-notrump = в бескозырке онёры — только четыре туза (ИГРОК:4)
rule-bridge-honours-passed = в сдаче, где все спасовали, онёров нет
rule-bridge-rubber-vulnerable = в роббере зона определяется выигранными геймами
rule-bridge-chicago-vulnerable = сдачи чикаго: все в первой зоне, зона сдающего, зона сдающего, все в зоне
rule-bridge-score-trick-points = каждая заказанная и взятая взятка сверх шести: 20 в младшей масти, 30 в старшей и в бескозырке, первая в бескозырке 40; с контрой ×2, с реконтрой ×4
rule-bridge-score-overtricks = каждая лишняя взятка: её стоимость без контры; с контрой 100 (в зоне 200); с реконтрой 200 (400)
rule-bridge-score-game = дубликат: 100 очков за взятки и больше — гейм, 300 в первой зоне, 500 в зоне
rule-bridge-score-part-score = дубликат: меньше 100 очков за взятки — частичная запись, 50
rule-bridge-score-slam = малый шлем 500 (в зоне 750), большой шлем 1000 (1500)
rule-bridge-score-insult = выполненный контракт с контрой 50, с реконтрой 100
rule-bridge-score-undertricks = недобор — защите: по 50 или 100 за взятку; с контрой 100, 200, 200, далее по 300 (в зоне 200, далее по 300); с реконтрой вдвое
rule-bridge-score-passed-out = сдача, где все спасовали, не приносит очков
rule-bridge-score-honours = роббер и чикаго: четыре козырных онёра в одной руке 100, пять 150, четыре туза в бескозырке 150 — тому, у кого они были
rule-bridge-rubber-game = роббер: 100 очков под чертой — гейм, и черта стирает частичную запись другой стороны
rule-bridge-rubber-bonus = роббер: выигрывают два гейма, 700, если у другой стороны нет гейма, 500, если есть
rule-bridge-rubber-unfinished = незаконченный роббер: 300 за единственный гейм стороны, 100 (или 50 по опции) за частичную запись в текущем гейме
rule-bridge-chicago-game = чикаго: гейм оплачивается сразу, 300 в первой зоне, 500 в зоне
rule-bridge-chicago-part-score = чикаго: частичная запись в четвёртой сдаче, не дающая гейма, приносит 100
rule-bridge-stop = стол заканчивает партию отдельной записью; после неё ничего не записывается
rule-bridge-penalty = штраф, согласованный столом, пишется названной стороне
rule-bridge-penalty-points = штраф в бридже — это очки, не 0, до 10000 в любую сторону
flag-bridge-tricks = Бридж: взятки разыгрывающего, от 0 до 13 (или --result); файл записи розыгрыша с именем из одних цифр пишется ./11
bridge-pad-rubber = Роббер { $number }
bridge-pad-chicago = Чикаго { $number }
