# Дама пика: имена, роля, флагове за бързо въвеждане, опции и правила.

game-queen-of-spades = Дама пика
game-queen-of-spades-aliases = пикова дама
queen-of-spades-role = загубилият

rule-queen-of-spades-score-loser = губи този, който остане с дама пика, когато другите са се отървали от картите: +1 към сметката му
rule-queen-of-spades-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-queen-of-spades-match-winner = партията печели този с най-малко загуби; при равенство се играе още раздаване
rule-queen-of-spades-deal-format = записът на раздаването има само описаните полета
rule-queen-of-spades-deal-outcome = раздаването назовава загубилия (`--loser`) или реда на излизане (`--order`) и те съвпадат
rule-queen-of-spades-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-queen-of-spades-loser-one = в раздаване има един загубил
rule-queen-of-spades-order-permutation = редът на излизане назовава всеки играч точно веднъж
rule-queen-of-spades-penalty = в играта няма точки: наказание не се приема
rule-queen-of-spades-option-unknown = само описаните опции
rule-queen-of-spades-option-value = стойности на опциите от правилния вид и обхват
rule-queen-of-spades-snapshot = партията продължава само от запазено състояние на играта „Дама пика“ със същите играчи
queen-of-spades-snapshot = запазеното състояние на тази партия не е състояние на играта „Дама пика“ с тези играчи

new-example-queen-of-spades = kozyr new queen-of-spades --players Аня,Борис,Вера,Галя
deal-example-queen-of-spades =
    kozyr deal --loser Вера  # Вера е загубилият
    kozyr deal --order Аня,Вера,Галя,Борис  # Аня излезе първа, Борис — последен
