# Рами: име, флагове за бърз запис, опции и правила.

game-rummy = Рами
game-rummy-aliases = рами, реми, рамми
flag-rummy-rummy = играчът излезе наведнъж («рами»): загубилите плащат двойно
option-rummy-limit = играта свършва, когато сборът на играч стигне толкова точки (0 — никога)

rule-rummy-score-cards = карта в ръката струва: асо 1, от 2 до 10 по номинал, вале, дама, поп по 10
rule-rummy-score-out = излезлият получава от всеки друг играч точките на картите, останали в ръката му
rule-rummy-score-rummy = излизане наведнъж («рами») удвоява каквото плаща всеки
rule-rummy-match-limit = играта свършва, когато сборът на играч стигне границата (100)
rule-rummy-match-deals = или след уговорения брой раздавания
rule-rummy-match-winner = печели най-големият сбор; при равни най-големи сборове се играе още едно раздаване
rule-rummy-penalty = наказание, за което масата се е разбрала, се записва с точките си
rule-rummy-deal-format = записът на раздаването има само описаните полета
rule-rummy-deal-dealer = раздаването минава наляво
rule-rummy-out-missing = всяко раздаване назовава излезлия играч
rule-rummy-out-holds = излезлият играч няма карти
rule-rummy-left-missing = за всеки друг играч са дадени картите или точките
rule-rummy-cards-card = назовават се само карти от тестето от 52 карти
rule-rummy-cards-duplicate = всяка карта остава у един играч, веднъж
rule-rummy-cards-count = играч, който не е излязъл, държи от 1 карта до цяла ръка (10, 7 или 6)
rule-rummy-points-range = самите точки са каквото правят от 1 карта до цяла ръка от тестето
rule-rummy-points-disagree = картите и точките на един играч съвпадат
rule-rummy-penalty-points = наказанието има точки
rule-rummy-option-unknown = само описаните опции
rule-rummy-option-value = стойности на опциите от нужния вид и обхват
rule-rummy-snapshot = партията продължава само от запазено състояние на играта „Рами“ със същите играчи
rummy-snapshot = запазеното състояние на тази партия не е състояние на играта „Рами“ с тези играчи

deal-example-rummy =
    kozyr deal --out Аня --left Борис=KS,QH,5D --points Вера=17  # Аня получава 25 + 17 = 42
    kozyr deal --out Борис --rummy --points Аня=12,Вера=3  # «рами»: Аня плаща 24, Вера 6
new-example-rummy = kozyr new rummy --players Аня,Борис,Вера --option limit=200
