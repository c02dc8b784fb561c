# Валета: име, флагове за бърз запис, опции и правила.

rule-jacks-score-trick = всяка взета взятка носи +1 точка
rule-jacks-score-jack-hearts = който вземе J♥, губи 4 точки
rule-jacks-score-jack-diamonds = който вземе J♦, губи 3 точки
rule-jacks-score-jack-clubs = който вземе J♣, губи 2 точки
rule-jacks-score-jack-spades = който вземе J♠, губи 1 точка (общо 13 − 10 = 3 на раздаване)
rule-jacks-match-target = играта свършва, когато играч стигне 20
rule-jacks-match-winner = печели най-големият сбор; при равни най-големи сборове се играе още едно раздаване
rule-jacks-penalty = наказание, за което масата се е разбрала, се записва в точки
rule-jacks-deal-format = записът на раздаването има само описаните полета
rule-jacks-deal-dealer = раздаването минава наляво
rule-jacks-deal-trump = всяко раздаване посочва коза си: цвета на последната карта на раздаващия
rule-jacks-deal-won = посочено е колко взятки е взел всеки играч
rule-jacks-won-range = взятките на играч са от 0 до 13
rule-jacks-won-sum = взетите взятки са общо 13
rule-jacks-took-card = посочват се само картите, които се броят: четирите валета
rule-jacks-took-twice = всяко вале се взема от един играч
rule-jacks-took-sum = четирите валета са отчетени докрай
rule-jacks-took-impossible = никой не взема повече валета, отколкото побират взятките му
rule-jacks-entry-disagree = бързият запис и взятките съвпадат
rule-jacks-penalty-points = наказанието посочва точките си
rule-jacks-play-format = записът на играта съдържа само взятки
rule-jacks-play-follow-suit = отговаря се на цвета, ако има
rule-jacks-play-trump = който няма от поискания цвят, цака с коз, ако има
rule-jacks-play-trick-size = във всяка взятка има по една карта от всеки играч
rule-jacks-play-card-count = раздаването е всички 52 карти
rule-jacks-play-duplicate-card = всяка карта се играе веднъж
rule-jacks-play-out-of-turn = играе се поред от този, който води взятката
rule-jacks-play-first-leader = първи играе играчът отляво на раздаващия
rule-jacks-option-unknown = само описаните опции
rule-jacks-option-value = стойности на опциите от нужния вид и в допустимите граници
flag-jacks-trump = козът (във „Валета“ — цветът на последната карта на раздаващия), напр. --trump купа (♥, H, купи…)
flag-jacks-took = валетата, които е взел играчът, може да се повтаря: --took Борис=JH,JS
option-jacks-target = играта свършва, когато играч стигне толкова точки (0: никога)
game-jacks = Валета

deal-example-jacks =
    kozyr deal --trump купа --won Аня=3,Борис=4,Вера=5,Галя=1 --took Аня=JH,JD --took Вера=JC,JS  # взятки и валета
    kozyr deal --trump пика --tricks deal.txt  # всички взятки, по една на ред, проверени от съдията
new-example-jacks = kozyr new jacks --players Аня,Борис,Вера,Галя --option target=20
game-jacks-aliases = валета, валетите

rule-jacks-snapshot = партията продължава само от запазено състояние на играта „Валета“ със същите играчи
jacks-snapshot = запазеното състояние на тази партия не е състояние на играта „Валета“ с тези играчи
