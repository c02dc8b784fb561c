# Луди осмици: имена, роля, флагове за бързо въвеждане, опции и правила.

game-crazy-eights = Луди осмици
game-crazy-eights-aliases = осмици
crazy-eights-role = победителят

rule-crazy-eights-score-winner = раздаването печели първият, който се отърве от всичките си карти: +1 към сметката му
rule-crazy-eights-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-crazy-eights-match-winner = партията печели този с най-много спечелени раздавания; при равенство се играе още раздаване
rule-crazy-eights-deal-format = записът на раздаването има само описаните полета
rule-crazy-eights-deal-outcome = раздаването назовава победителя (`--winner`) или реда на излизане (`--order`) и те съвпадат
rule-crazy-eights-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-crazy-eights-winner-one = в раздаване има един победител
rule-crazy-eights-order-permutation = редът на излизане назовава всеки играч точно веднъж
rule-crazy-eights-penalty = в играта няма точки: наказание не се приема
rule-crazy-eights-option-unknown = само описаните опции
rule-crazy-eights-option-value = стойности на опциите от правилния вид и обхват
rule-crazy-eights-snapshot = партията продължава само от запазено състояние на играта „Луди осмици“ със същите играчи
crazy-eights-snapshot = запазеното състояние на тази партия не е състояние на играта „Луди осмици“ с тези играчи

option-crazy-eights-packs = едно или две тестета по 52 карти (книгата допуска и двете)
new-example-crazy-eights = kozyr new crazy-eights --players Аня,Борис,Вера
deal-example-crazy-eights =
    kozyr deal --winner Аня  # Аня първа се отърва от картите
    kozyr deal --order Аня,Вера,Борис  # редът на излизане, първият излязъл — пръв
