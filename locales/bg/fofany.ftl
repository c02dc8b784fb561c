# Фофани: имена, роля, флагове за бързо въвеждане, опции и правила.

game-fofany = Фофани
game-fofany-aliases = фофан
fofany-role = загубилият

rule-fofany-score-loser = губи този, който остане с картата, която прави чифт със скрития фофан: +1 към сметката му
rule-fofany-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-fofany-match-winner = партията печели този с най-малко загуби; при равенство се играе още раздаване
rule-fofany-deal-format = записът на раздаването има само описаните полета
rule-fofany-deal-outcome = раздаването назовава загубилия (`--loser`) или реда на излизане (`--order`) и те съвпадат
rule-fofany-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-fofany-loser-one = в раздаване има един загубил
rule-fofany-order-permutation = редът на излизане назовава всеки играч точно веднъж
rule-fofany-penalty = в играта няма точки: наказание не се приема
rule-fofany-option-unknown = само описаните опции
rule-fofany-option-value = стойности на опциите от правилния вид и обхват
rule-fofany-snapshot = партията продължава само от запазено състояние на играта „Фофани“ със същите играчи
fofany-snapshot = запазеното състояние на тази партия не е състояние на играта „Фофани“ с тези играчи

new-example-fofany = kozyr new fofany --players Аня,Борис,Вера,Галя
deal-example-fofany =
    kozyr deal --loser Вера  # Вера е загубилият
    kozyr deal --order Аня,Вера,Галя,Борис  # Аня излезе първа, Борис — последен
