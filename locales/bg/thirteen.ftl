# Тринадесет: имена, опции и номера на правила (съобщенията за парите са в stakes.ftl и bets.ftl).

game-thirteen = Тринадесет
game-thirteen-aliases = тринадесет, тринадцать, thirteen
option-thirteen-bank = банката, която слага новият банкер (по подразбиране 100)
option-thirteen-stake = залогът за всички или 0 — всеки залог до размера на банката (по подразбиране 0)

thirteen-match = карта { $at }, { $card }, наречена „{ $call }“: съвпадение — банкерът взима всички залози
thirteen-no-match = { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
} без съвпадение: банкерът плаща всеки залог
thirteen-after-match = карта { $at }, { $card }, съвпадна с казаното и завърши рунда, но след нея { $more ->
        [one] е записана още { $more } карта
       *[other] са записани още { $more } карти
    }
thirteen-snapshot = запазеното състояние не е състояние на партия Тринадесет с тези играчи

rule-thirteen-pay-match = карта от казаната сила (две, три, … асо, после пак две) дава всички залози на банкера и той държи банката още веднъж
rule-thirteen-pay-no-match = цялото тесте без съвпадение: банкерът плаща на всеки залога му и банката минава към съседа му отляво
rule-thirteen-bank-new = новият банкер слага уговорената банка (или записаната сума)
rule-thirteen-bank-returned = банкерът, който предава банката, си взима останалото в нея
rule-thirteen-bank-amount = новата банка е 1 или повече; записаната банка е тази, която стои
rule-thirteen-bank-broken = банката плаща не повече, отколкото има: играчите се плащат от съседа на банкера отляво, докато стигне
rule-thirteen-money-conserved = всяка печалба е нечия загуба: сметките и банката дават общо винаги 0
rule-thirteen-round-format = в записа на рунда има само описаните полета от нужния вид
rule-thirteen-round-banker = познал банкер държи банката още веднъж, иначе — съседът му отляво; банкерът не залага
rule-thirteen-stake-positive = залогът е повече от 0
rule-thirteen-stake-over-bank = залогът е най-много колкото банката
rule-thirteen-stake-fixed = ако залогът е уговорен, никой не залага повече или по-малко
rule-thirteen-stake-missing = някой залага
rule-thirteen-cards-card = картите са от тесте от 52 карти
rule-thirteen-cards-copies = всяка карта излиза веднъж, общо най-много 52 карти
rule-thirteen-cards-undecided = картите се записват до първото съвпадение или цялото тесте
rule-thirteen-cards-after-match = първото съвпадение завършва рунда: след него няма карти
rule-thirteen-outcome-missing = без картите всеки залог има един записан изход: спечелил или загубил
rule-thirteen-outcome-disagree = изходът, записан до картите, е този, който казват те
rule-thirteen-outcome-same = едно събитие решава всички залози: всички печелят или всички губят
rule-thirteen-outcome-undecided = тестето решава всеки залог: нерешени няма
rule-thirteen-penalty = парите минават само в рундове: наказания няма
rule-thirteen-snapshot = запазеното състояние е на тази партия
rule-thirteen-option-unknown = само описаните опции
rule-thirteen-option-value = стойности на опциите от нужния вид и в допустимите граници

new-example-thirteen = kozyr new thirteen --players Аня,Борис,Вера
deal-example-thirteen =
    kozyr deal --stakes Борис=10,Вера=5 --run "5S 7H 10D QC 3S 2H AD 9C"  # Аня нарича осмата карта „девет“ и това е деветка: взима двата залога и държи банката още веднъж
    kozyr deal --stakes Борис=10,Вера=5 --wins Борис,Вера  # цялото тесте без съвпадение: Аня плаща на двамата, банката минава към Борис
