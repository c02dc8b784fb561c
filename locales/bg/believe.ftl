# Вярвам — не вярвам: имена, роля, флагове за бързо въвеждане, опции и правила.

game-believe = Вярвам — не вярвам
game-believe-aliases = вярвам не вярвам
believe-role = загубилият

rule-believe-score-loser = губи този, който остане с карти, когато всички други са излезли: +1 към сметката му
rule-believe-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-believe-match-winner = партията печели този с най-малко загуби; при равенство се играе още раздаване
rule-believe-deal-format = записът на раздаването има само описаните полета
rule-believe-deal-outcome = раздаването назовава загубилия (`--loser`) или реда на излизане (`--order`) и те съвпадат
rule-believe-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-believe-loser-one = в раздаване има един загубил
rule-believe-order-permutation = редът на излизане назовава всеки играч точно веднъж
rule-believe-penalty = в играта няма точки: наказание не се приема
rule-believe-option-unknown = само описаните опции
rule-believe-option-value = стойности на опциите от правилния вид и обхват
rule-believe-snapshot = партията продължава само от запазено състояние на играта „Вярвам — не вярвам“ със същите играчи
believe-snapshot = запазеното състояние на тази партия не е състояние на играта „Вярвам — не вярвам“ с тези играчи

option-believe-deck = тесте: 36 или 52 карти, както се уговорят (книгата допуска и двете)
new-example-believe = kozyr new believe --players Аня,Борис,Вера
deal-example-believe =
    kozyr deal --loser Вера  # Вера е загубилият
    kozyr deal --order Аня,Вера,Борис  # Аня излезе първа, Борис — последен
