# Мадам — мосю: имена, роля, флагове за бързо въвеждане, опции и правила.

game-madam-monsieur = Мадам — мосю
game-madam-monsieur-aliases = мадам мосю
madam-monsieur-role = победителят

rule-madam-monsieur-score-winner = раздаването печели първият, който се отърве от всичките си карти: +1 към сметката му
rule-madam-monsieur-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-madam-monsieur-match-winner = партията печели този с най-много спечелени раздавания; при равенство се играе още раздаване
rule-madam-monsieur-deal-format = записът на раздаването има само описаните полета
rule-madam-monsieur-deal-outcome = раздаването назовава победителя (`--winner`) или реда на излизане (`--order`) и те съвпадат
rule-madam-monsieur-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-madam-monsieur-winner-one = в раздаване има един победител
rule-madam-monsieur-order-permutation = редът на излизане назовава всеки играч точно веднъж
rule-madam-monsieur-penalty = в играта няма точки: наказание не се приема
rule-madam-monsieur-option-unknown = само описаните опции
rule-madam-monsieur-option-value = стойности на опциите от правилния вид и обхват
rule-madam-monsieur-snapshot = партията продължава само от запазено състояние на играта „Мадам — мосю“ със същите играчи
madam-monsieur-snapshot = запазеното състояние на тази партия не е състояние на играта „Мадам — мосю“ с тези играчи

option-madam-monsieur-deck = тесте: 36 или 52 карти, както се уговорят (книгата допуска и двете)
new-example-madam-monsieur = kozyr new madam-monsieur --players Аня,Борис,Вера
deal-example-madam-monsieur =
    kozyr deal --winner Аня  # Аня първа се отърва от картите
    kozyr deal --order Аня,Вера,Борис  # редът на излизане, първият излязъл — пръв
