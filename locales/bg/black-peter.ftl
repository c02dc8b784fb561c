# Черният Петър: имена, роля, флагове за бързо въвеждане, опции и правила.

game-black-peter = Черният Петър
game-black-peter-aliases = черен петър
black-peter-role = Черният Петър

rule-black-peter-score-loser = чифтовете се изхвърлят, но A♠ не прави чифт; който остане с него, губи: +1 към сметката му
rule-black-peter-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-black-peter-match-winner = партията печели този с най-малко загуби; при равенство се играе още раздаване
rule-black-peter-deal-format = записът на раздаването има само описаните полета
rule-black-peter-deal-outcome = раздаването назовава загубилия (`--loser`) или реда на излизане (`--order`) и те съвпадат
rule-black-peter-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-black-peter-loser-one = в раздаване има един загубил
rule-black-peter-order-permutation = редът на излизане назовава всеки играч точно веднъж
rule-black-peter-penalty = в играта няма точки: наказание не се приема
rule-black-peter-option-unknown = само описаните опции
rule-black-peter-option-value = стойности на опциите от правилния вид и обхват
rule-black-peter-snapshot = партията продължава само от запазено състояние на играта „Черният Петър“ със същите играчи
black-peter-snapshot = запазеното състояние на тази партия не е състояние на играта „Черният Петър“ с тези играчи

new-example-black-peter = kozyr new black-peter --players Аня,Борис,Вера
deal-example-black-peter =
    kozyr deal --loser Вера  # Вера е Черният Петър
    kozyr deal --order Аня,Вера,Борис  # Аня излезе първа, Борис — последен
