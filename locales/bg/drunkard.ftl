# Пияница: имена, роля, флагове за бързо въвеждане, опции и правила.

game-drunkard = Пияница
game-drunkard-aliases = война
drunkard-role = загубилият
flag-drunkard-order = класирането в раздаването: първо спечелилият, последен останалият без карти (той загуби), напр. Аня,Борис

rule-drunkard-score-loser = губи играчът, останал без карти: +1 към сметката му
rule-drunkard-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-drunkard-match-winner = партията печели този с най-малко загуби; при равенство се играе още раздаване
rule-drunkard-deal-format = записът на раздаването има само описаните полета
rule-drunkard-deal-outcome = раздаването назовава загубилия (`--loser`) или класирането (`--order`: първо спечелилият, последен останалият без карти) и те съвпадат
rule-drunkard-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-drunkard-loser-one = в раздаване има един загубил
rule-drunkard-order-permutation = класирането назовава двамата играчи по веднъж
rule-drunkard-penalty = в играта няма точки: наказание не се приема
rule-drunkard-option-unknown = само описаните опции
rule-drunkard-option-value = стойности на опциите от правилния вид и обхват
rule-drunkard-snapshot = партията продължава само от запазено състояние на играта „Пияница“ със същите играчи
drunkard-snapshot = запазеното състояние на тази партия не е състояние на играта „Пияница“ с тези играчи

new-example-drunkard = kozyr new drunkard --players Аня,Борис
deal-example-drunkard =
    kozyr deal --loser Борис  # Борис е загубилият
    kozyr deal --order Аня,Борис  # същото: Аня спечели, Борис остана без карти
