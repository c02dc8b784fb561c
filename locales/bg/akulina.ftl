# Акулина: имена, роля, флагове за бързо въвеждане, опции и правила.

game-akulina = Акулина
game-akulina-aliases = вещица
akulina-role = загубилият

rule-akulina-score-loser = дама пика (Акулина) не се изхвърля; губи този, който остане с две дами — Акулина и още една: +1 към сметката му
rule-akulina-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-akulina-match-winner = партията печели този с най-малко загуби; при равенство се играе още раздаване
rule-akulina-deal-format = записът на раздаването има само описаните полета
rule-akulina-deal-outcome = раздаването назовава загубилия (`--loser`) или реда на излизане (`--order`) и те съвпадат
rule-akulina-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-akulina-loser-one = в раздаване има един загубил
rule-akulina-order-permutation = редът на излизане назовава всеки играч точно веднъж
rule-akulina-penalty = в играта няма точки: наказание не се приема
rule-akulina-option-unknown = само описаните опции
rule-akulina-option-value = стойности на опциите от правилния вид и обхват
rule-akulina-snapshot = партията продължава само от запазено състояние на играта „Акулина“ със същите играчи
akulina-snapshot = запазеното състояние на тази партия не е състояние на играта „Акулина“ с тези играчи

new-example-akulina = kozyr new akulina --players Аня,Борис,Вера,Галя,Дима,Женя
deal-example-akulina =
    kozyr deal --loser Вера  # Вера е загубилият
    kozyr deal --order Аня,Вера,Галя,Дима,Женя,Борис  # Аня излезе първа, Борис — последен
