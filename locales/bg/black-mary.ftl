# Черната Мери: име, флагове за бърз запис, опции и правила.

rule-black-mary-score-queen = който вземе Q♠ (Черната Мери), получава 13 наказателни точки
rule-black-mary-score-king = който вземе K♠, получава 10 наказателни точки
rule-black-mary-score-ace = който вземе A♠, получава 7 наказателни точки
rule-black-mary-score-hearts = всяка взета купа е 1 наказателна точка (общо 43 на раздаване)
rule-black-mary-renege = ренонс (не отговаря на цвета, въпреки че може) — 43 наказателни точки
rule-black-mary-match-limit = играта свършва, когато играч стигне границата (100)
rule-black-mary-match-deals = или след уговорения брой раздавания
rule-black-mary-match-winner = печели най-малкият сбор; при равни най-малки сборове се играе още едно раздаване
rule-black-mary-penalty = наказание, за което масата се е разбрала, се записва в наказателни точки
rule-black-mary-deal-format = записът на раздаването има само описаните полета
rule-black-mary-deal-dealer = раздаването минава наляво
rule-black-mary-won-range = взятките на играч са от 0 до броя взятки в раздаването
rule-black-mary-won-sum = взетите взятки са общо колкото взятките в раздаването (17, 13 или 10)
rule-black-mary-took-card = посочват се само наказателните карти от тестето
rule-black-mary-took-twice = всяка наказателна карта се взема от един играч
rule-black-mary-took-sum = Q♠, K♠, A♠ и 13-те купи са отчетени докрай
rule-black-mary-took-impossible = никой не взема повече карти, отколкото побират взятките му
rule-black-mary-renege-not-in-record = записаният ренонс се вижда във взятките
rule-black-mary-entry-disagree = бързият запис и взятките съвпадат
rule-black-mary-penalty-points = наказанието посочва точките си, освен ако причината е ренонс (`renege`)
rule-black-mary-penalty-sign = ренонсът струва наказателни точки: неговите --points, ако са посочени, са положителни
rule-black-mary-play-format = записът на играта съдържа само взятки
rule-black-mary-play-follow-suit = отговаря се на цвета, ако има (или се записва ренонс)
rule-black-mary-play-trick-size = във всяка взятка има по една карта от всеки играч
rule-black-mary-play-card-count = раздаването е всички карти от тестето
rule-black-mary-play-duplicate-card = всяка карта се играе веднъж
rule-black-mary-play-not-in-deck = играят се само карти от тестето (при трима без 2♣…)
rule-black-mary-play-out-of-turn = играе се поред от този, който води взятката
rule-black-mary-play-first-leader = първи играе играчът отляво на раздаващия
rule-black-mary-option-unknown = само описаните опции
rule-black-mary-option-value = стойности на опциите от нужния вид и в допустимите граници
game-black-mary = Черната Мери

# Какво казва играта освен общите съобщения на семейството.
black-mary-queen = { $card } (Черната Мери)
black-mary-renege-hint = 43 наказателни точки

deal-example-black-mary =
    kozyr deal --took Борис=QS,KS,3 --took Вера=AS,5 --took Галя=5  # Борис: Q♠ K♠ и 3 купи; Вера: A♠ и 5 купи
    kozyr deal --took Борис=QS,KS,AS,13 --renege Аня  # ренонс на Аня: още 43 наказателни точки
    kozyr deal --tricks deal.txt  # всички взятки, по една на ред, проверени от съдията
new-example-black-mary = kozyr new black-mary --players Аня,Борис,Вера,Галя --option deals=8
game-black-mary-aliases = черната-мери, черна-мери

rule-black-mary-snapshot = партията продължава само от запазено състояние на играта „Черната Мери“ със същите играчи
black-mary-snapshot = запазеното състояние на тази партия не е състояние на играта „Черната Мери“ с тези играчи
