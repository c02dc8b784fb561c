# Слоберханс: име, флагове за бърз запис, опции и правила.

rule-slobberhannes-score-first-trick = който вземе първата взятка, получава 1 наказателна точка
rule-slobberhannes-score-last-trick = който вземе последната взятка, получава 1 наказателна точка
rule-slobberhannes-score-queen = който вземе Q♣, получава 1 наказателна точка (общо 3 на раздаване)
rule-slobberhannes-renege = ренонс (не отговаря на цвета, въпреки че може) — 1 наказателна точка
rule-slobberhannes-match-target = играта свършва, когато играч стигне уговорените точки (10)
rule-slobberhannes-match-winner = печели най-малкият сбор; при равни най-малки сборове се играе още едно раздаване
rule-slobberhannes-penalty = наказание, за което масата се е разбрала, се записва в наказателни точки
rule-slobberhannes-deal-format = записът на раздаването има само описаните полета
rule-slobberhannes-deal-dealer = раздаването минава наляво
rule-slobberhannes-deal-leader = в първото раздаване пръв играе изтеглилият най-малката карта; после първият ход минава наляво
rule-slobberhannes-deal-trick-taker = посочено е кой е взел първата и последната взятка
rule-slobberhannes-won-range = взятките на играч са от 0 до 8
rule-slobberhannes-won-sum = взетите взятки са общо 8
rule-slobberhannes-took-card = посочва се само наказателната карта: Q♣
rule-slobberhannes-took-twice = Q♣ се взема от един играч
rule-slobberhannes-took-sum = Q♣ е отчетена
rule-slobberhannes-took-impossible = никой не взема повече, отколкото побират взятките му
rule-slobberhannes-renege-not-in-record = записаният ренонс се вижда във взятките
rule-slobberhannes-entry-disagree = бързият запис и взятките съвпадат
rule-slobberhannes-penalty-points = наказанието посочва точките си, освен ако причината е ренонс (`renege`)
rule-slobberhannes-penalty-sign = ренонсът струва наказателни точки: неговите --points, ако са посочени, са положителни
rule-slobberhannes-play-format = записът на играта съдържа само взятки
rule-slobberhannes-play-follow-suit = отговаря се на цвета, ако има (или се записва ренонс)
rule-slobberhannes-play-trick-size = във всяка взятка има по една карта от всеки играч
rule-slobberhannes-play-card-count = раздаването е всички 32 карти
rule-slobberhannes-play-duplicate-card = всяка карта се играе веднъж
rule-slobberhannes-play-not-in-deck = играят се само карти от тестето (от седмица до асо)
rule-slobberhannes-play-out-of-turn = играе се поред от този, който води взятката
rule-slobberhannes-play-first-leader = пръв играе този, който води раздаването
rule-slobberhannes-option-unknown = само описаните опции
rule-slobberhannes-option-value = стойности на опциите от нужния вид и в допустимите граници
flag-slobberhannes-leader = кой е водил първата взятка (в първото раздаване — изтеглилият най-малката карта, после минава наляво), напр. --leader Вера
flag-slobberhannes-first = кой е взел първата взятка, напр. --first Вера
flag-slobberhannes-last = кой е взел последната взятка, напр. --last Аня
flag-slobberhannes-took = кой е взел Q♣: --took Борис=QC
option-slobberhannes-target = играта свършва, когато играч стигне толкова наказателни точки (0: никога)
game-slobberhannes = Слоберханс

# Какво казва играта освен общите съобщения на семейството.
slobberhannes-renege-hint = 1 наказателна точка

deal-example-slobberhannes =
    kozyr deal --leader Вера --first Вера --last Аня --took Борис=QC  # първо раздаване: Вера е изтеглила най-малката карта и играе първа
    kozyr deal --first Галя --last Галя --took Галя=QC --renege Борис  # Галя взема всички наказания, Борис прави ренонс
    kozyr deal --tricks deal.txt  # всички взятки, по една на ред, проверени от съдията
new-example-slobberhannes = kozyr new slobberhannes --players Аня,Борис,Вера,Галя --option target=10
game-slobberhannes-aliases = слоберханс, слобер

rule-slobberhannes-snapshot = партията продължава само от запазено състояние на играта „Слоберханс“ със същите играчи
slobberhannes-snapshot = запазеното състояние на тази партия не е състояние на играта „Слоберханс“ с тези играчи
