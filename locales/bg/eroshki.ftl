# Ерошки: имена, роля, флагове за бързо въвеждане, опции и правила.

game-eroshki = Ерошки
game-eroshki-aliases = ерошка
eroshki-role = Ерошка

rule-eroshki-score-loser = играчите излизат с три карти от една боя; последният е Ерошка: +1 към сметката му
rule-eroshki-score-forgiven = загубил, който хване открита карта, е простен: загубата се записва, но не се брои
rule-eroshki-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-eroshki-match-winner = партията печели този с най-малко загуби; при равенство се играе още раздаване
rule-eroshki-deal-format = записът на раздаването има само описаните полета
rule-eroshki-deal-outcome = раздаването назовава загубилия (`--loser`) или реда на излизане (`--order`) и те съвпадат
rule-eroshki-deal-draw = в тази игра няма равен: всяко раздаване има изход; поле на друга игра (`--pogony`) не се приема
rule-eroshki-loser-one = в раздаване има един загубил
rule-eroshki-order-permutation = редът на излизане назовава всеки играч точно веднъж
rule-eroshki-forgiven-loser = може да се прости само на загубилия
rule-eroshki-penalty = в играта няма точки: наказание не се приема
rule-eroshki-option-unknown = само описаните опции
rule-eroshki-option-value = стойности на опциите от правилния вид и обхват
rule-eroshki-snapshot = партията продължава само от запазено състояние на играта „Ерошки“ със същите играчи
eroshki-snapshot = запазеното състояние на тази партия не е състояние на играта „Ерошки“ с тези играчи

new-example-eroshki = kozyr new eroshki --players Аня,Борис,Вера
deal-example-eroshki =
    kozyr deal --loser Вера  # Вера е Ерошка
    kozyr deal --order Аня,Вера,Борис  # Аня излезе първа, Борис — последен
    kozyr deal --loser Вера --forgiven  # Вера хвана открита карта: простена
