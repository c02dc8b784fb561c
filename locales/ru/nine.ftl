# Девятка: название, флаги быстрой записи, опции, правила и сообщения судьи.

game-nine = Девятка
game-nine-aliases = девятка, девятки
flag-nine-passes = сколько раз каждый игрок пропустил ход, по 1 в банк: --passes Аня=2,Вера=1
flag-nine-nine = у кого была Б9 (он ходил первым), например --nine Борис
option-nine-ante = сколько каждый кладёт в банк перед сдачей (1)
option-nine-limit = партия кончается, когда сумма игрока доходит до стольких (0 — никогда)

rule-nine-score-ante = каждый игрок кладёт в банк ставку (1)
rule-nine-score-pass = кому нечем ходить, пропускает ход и платит 1 в банк
rule-nine-score-bank = первый избавившийся от карт забирает банк; деньги сдачи в сумме дают ноль
rule-nine-match-limit = партия кончается, когда сумма игрока доходит до предела (если договорились)
rule-nine-match-deals = или после оговорённого числа сдач
rule-nine-match-winner = побеждает наибольшая сумма; если наибольшая у нескольких, играется ещё одна сдача
rule-nine-penalty = штраф, о котором договорился стол, записывается с его очками
rule-nine-deal-format = в записи сдачи только описанные поля
rule-nine-deal-dealer = сдача переходит влево
rule-nine-out-missing = в каждой сдаче назван первый вышедший или дана вся сдача
rule-nine-passes-range = игрок пропускает за сдачу от 0 до (37 минус число игроков) ходов
rule-nine-play-format = вся сдача — это руки, затем каждый ход: карта или пропуск
rule-nine-play-hands = руки — это 36 карт, сданных по одной: каждая карта один раз, руки различаются не больше чем на карту
rule-nine-play-first = у кого Б9, тот ходит ею первым
rule-nine-play-card = карта — это девятка или продолжение ряда её масти вверх или вниз от девятки
rule-nine-play-not-held = игрок ходит только картой, которая у него есть
rule-nine-pass-playable = пропустить ход можно, только если нечем ходить
rule-nine-play-after-out = сдача кончается, когда игрок выложил последнюю карту
rule-nine-play-unfinished = вся сдача идёт, пока кто-то не избавится от карт
rule-nine-entry-disagree = быстрая запись и вся сдача совпадают
rule-nine-penalty-points = у штрафа есть очки
rule-nine-option-unknown = только описанные опции
rule-nine-option-value = значения опций нужного типа и диапазона
rule-nine-snapshot = партия продолжается только с сохранённого состояния партии в Девятку с теми же игроками
nine-snapshot = сохранённое состояние этой партии — не состояние партии в Девятку с этими игроками

nine-out-missing = не указано, кто вышел первым: назовите игрока в { $out } или дайте всю сдачу в { $play }
nine-passes-range = { $player }: указано пропусков — { $passes }; за сдачу игрок пропускает от 0 до { $most } ходов
nine-disagree-out = первым вышедшим указан { $given }, а по сдаче — { $shown }; быстрая запись и вся сдача должны совпадать
nine-disagree-nine = Б9 держал, по записи, { $given }, а по сдаче — { $shown }; быстрая запись и вся сдача должны совпадать
nine-disagree-passes = { $player }: указано пропусков — { $given }, а по сдаче — { $shown }; быстрая запись и вся сдача должны совпадать
nine-step-ante = { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
} кладут в банк по { $ante }: { $bank }
nine-step-pass = { $player }: пропуск хода { $passes ->
    [one] { $passes } раз
    [few] { $passes } раза
   *[other] { $passes } раз
}: { $paid } в банк
nine-step-bank = { $player }: первый выход, забирает банк { $bank }: { $net }
nine-summary = сдаёт { $dealer }, первый выход: { $winner }
nine-summary-nine = сдаёт { $dealer }, { $nine } ходит с Б9, первый выход: { $winner }
nine-next = сдача { $deal }: сдаёт { $dealer }

nine-play-not-text = вся сдача в Девятку — это текст: строка ИМЯ: карты для каждой руки, затем ходы (карта или - за пропуск)
nine-play-hand-after-turns = { $player }: рука идёт после ходов; сначала дайте все руки
nine-play-not-card = { $player }, карта руки: { $error }
nine-turn-not-card = ход { $turn }, { $player }: { $error } (карта или - за пропуск)
nine-hands-twice = { $player }: рука дана дважды
nine-hands-not-in-pack = { $player }: { $card } — такой карты нет в колоде из 36 карт
nine-hands-card-twice = { $card } сдана дважды
nine-hands-missing = { $player }: руки нет; каждому игроку сдаётся рука
nine-hands-not-dealt = сдаётся вся колода, но ни у кого нет этих карт: { $cards }
nine-hands-sizes = { $player }: карт на руках — { $count }, а у другого игрока — { $least }; при сдаче по одной руки различаются не больше чем на карту
nine-first = { $player } держит { $card } и начинает ею сдачу
nine-pass-playable = ход { $turn }: { $player } — пропуск, хотя можно было положить { $card } (можно: { $cards }); пропускают, только когда нечем ходить
nine-not-held-other = ход { $turn }: { $player } — { $card }, а её держит { $holder }
nine-not-held-played = ход { $turn }: { $player } — { $card }, а она уже на столе
nine-card = ход { $turn }: { $player } — { $card }, а это не девятка и не продолжение ряда; сейчас можно: { $allowed }
nine-after-out = ход { $turn } идёт после выхода игрока { $winner } (последняя карта выложена); сдача окончена
nine-unfinished = после { $turns } ходов никто не избавился от карт; вся сдача идёт, пока кто-то не избавится

deal-example-nine =
    kozyr deal --out Вера --passes Аня=2,Борис=1 --nine Борис  # банк 3 + 3 = 6: Вера +5, Аня −3, Борис −2
    kozyr deal --tricks nine.txt  # руки и каждый ход, с проверкой
new-example-nine = kozyr new nine --players Аня,Борис,Вера --option ante=2
