# Квартет: имена, роля, флагове за бързо въвеждане, опции и правила.

game-quartet = Квартет
game-quartet-aliases = квартети
quartet-role = първи
quartet-unit = { $count ->
        [one] квартет
       *[other] квартета
    }

rule-quartet-score-count = всеки събран квартет (четири карти с една стойност) се брои; най-много квартети печели раздаването
rule-quartet-match-deals = партията свършва след уговорения брой раздавания (опция deals; 0 — без ограничение)
rule-quartet-match-winner = партията печели този с най-голям общ брой; при равенство се играе още раздаване
rule-quartet-deal-format = записът на раздаването има само описаните полета
rule-quartet-deal-outcome = раздаването дава броя на всеки играч
rule-quartet-deal-draw = в тази игра няма равен: всяко раздаване има изход; полета на други игри (`--pogony`, `--forgiven`) не се приемат
rule-quartet-count-sum = броевете са от 0 нагоре и дават общо 8 квартета
rule-quartet-penalty = в играта няма точки: наказание не се приема
rule-quartet-option-unknown = само описаните опции
rule-quartet-option-value = стойности на опциите от правилния вид и обхват
rule-quartet-snapshot = партията продължава само от запазено състояние на играта „Квартет“ със същите играчи
quartet-snapshot = запазеното състояние на тази партия не е състояние на играта „Квартет“ с тези играчи

flag-quartets = колко квартета събра всеки, напр. Аня=3,Борис=2,Вера=3 (общо 8)
new-example-quartet = kozyr new quartet --players Аня,Борис,Вера
deal-example-quartet =
    kozyr deal --quartets Аня=3,Борис=2,Вера=3  # броят на всеки
