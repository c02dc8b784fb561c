# Черва: име, флагове за бърз запис, опции и правила.

rule-chervy-score-queen = който вземе Q♠, получава 13 наказателни точки
rule-chervy-score-hearts = всяка взета купа е 1 наказателна точка (общо 26 на раздаване)
rule-chervy-renege = ренонс (не отговаря на цвета, въпреки че може) — 26 наказателни точки и същият раздаващ раздава отново
rule-chervy-match-limit = играта свършва, когато играч стигне границата (100)
rule-chervy-match-deals = или след уговорения брой раздавания
rule-chervy-match-winner = печели най-малкият сбор; при равни най-малки сборове се играе още едно раздаване
rule-chervy-penalty = наказание, за което масата се е разбрала, се записва в наказателни точки
rule-chervy-deal-format = записът на раздаването има само описаните полета
rule-chervy-deal-dealer = раздаването минава наляво (след ренонс същият раздаващ раздава отново)
rule-chervy-won-range = взятките на играч са от 0 до 13
rule-chervy-won-sum = взетите взятки са общо 13
rule-chervy-took-card = посочват се само наказателните карти: Q♠ и купите
rule-chervy-took-twice = всяка наказателна карта се взема от един играч
rule-chervy-took-sum = Q♠ и 13-те купи са отчетени докрай
rule-chervy-took-impossible = никой не взема повече карти, отколкото побират взятките му
rule-chervy-renege-not-in-record = записаният ренонс се вижда във взятките
rule-chervy-entry-disagree = бързият запис и взятките съвпадат
rule-chervy-penalty-points = наказанието посочва точките си, освен ако причината е ренонс (`renege`)
rule-chervy-penalty-sign = ренонсът струва наказателни точки: неговите --points, ако са посочени, са положителни
rule-chervy-play-format = записът на играта съдържа само взятки
rule-chervy-play-follow-suit = отговаря се на цвета, ако има (или се записва ренонс)
rule-chervy-play-hearts-lead = с опцията `no_hearts_lead`: не се излиза с купа, докато има карта от друг цвят
rule-chervy-play-trick-size = във всяка взятка има по една карта от всеки играч
rule-chervy-play-card-count = раздаването е всички 52 карти
rule-chervy-play-duplicate-card = всяка карта се играе веднъж
rule-chervy-play-out-of-turn = играе се поред от този, който води взятката
rule-chervy-play-first-leader = първи играе играчът отляво на раздаващия
rule-chervy-option-unknown = само описаните опции
rule-chervy-option-value = стойности на опциите от нужния вид и в допустимите граници
option-chervy-no_hearts_lead = не се излиза с купа, докато водещият има карта от друг цвят (няма го в книгата: изключено)
game-chervy = Черва

# Какво казва играта освен общите съобщения на семейството.
chervy-renege-hint = 26 наказателни точки, картите се раздават отново

deal-example-chervy =
    kozyr deal --took Борис=QS,3 --took Вера=5 --took Галя=5  # Борис: Q♠ и 3 купи; Вера и Галя: по 5 купи
    kozyr deal --renege Вера  # ренонс на Вера: 26 наказателни точки, същият раздаващ раздава отново
    kozyr deal --tricks deal.txt  # всички взятки, по една на ред, проверени от съдията
new-example-chervy = kozyr new chervy --players Аня,Борис,Вера,Галя --option no_hearts_lead=true
game-chervy-aliases = черва, купи

rule-chervy-snapshot = партията продължава само от запазено състояние на играта „Черва“ със същите играчи
chervy-snapshot = запазеното състояние на тази партия не е състояние на играта „Черва“ с тези играчи
