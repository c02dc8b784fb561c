# Контрактный бридж: названия, опции, флаги быстрой записи, результат сдачи.

game-bridge = Бридж
game-bridge-aliases = бридж, контрактный бридж, bridge

option-bridge-scoring = duplicate (по умолчанию: каждая сдача по статье 77), rubber (роббер), chicago (чикаго); клубный турнир: matchpoints, imps, cross-imps, butler
option-bridge-unfinished_partscore = частичная запись в незаконченном роббере: 100 (по умолчанию, правила роббер-бриджа) или 50
option-bridge-boards = число сдач клубного турнира (1–99)

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
bridge-tricks-disagree = { $tricks } взяток и результат «{ $result }» не сходятся: этот результат — { $took } взяток.
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
