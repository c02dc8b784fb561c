# Циганин: имена, роля, флагове за бързо въвеждане, опции и правила.

game-gypsy = Циганин
game-gypsy-aliases = циганка
gypsy-role = загубилият

rule-gypsy-score-loser = губи играчът, останал с карти: +1 към сметката му
rule-gypsy-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-gypsy-match-winner = партията печели този с най-малко загуби; при равенство се играе още раздаване
rule-gypsy-deal-format = записът на раздаването има само описаните полета
rule-gypsy-deal-outcome = раздаването назовава загубилия (`--loser`) или реда на излизане (`--order`) и те съвпадат
rule-gypsy-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-gypsy-loser-one = в раздаване има един загубил
rule-gypsy-order-permutation = редът на излизане назовава всеки играч точно веднъж
rule-gypsy-penalty = в играта няма точки: наказание не се приема
rule-gypsy-option-unknown = само описаните опции
rule-gypsy-option-value = стойности на опциите от правилния вид и обхват
rule-gypsy-snapshot = партията продължава само от запазено състояние на играта „Циганин“ със същите играчи
gypsy-snapshot = запазеното състояние на тази партия не е състояние на играта „Циганин“ с тези играчи

new-example-gypsy = kozyr new gypsy --players Аня,Борис,Вера
deal-example-gypsy =
    kozyr deal --loser Вера  # Вера е загубилият
    kozyr deal --order Аня,Вера,Борис  # Аня излезе първа, Борис — последен
