# Макао: имена, опции и номера на правила (флаговете и съобщенията за парите са в stakes.ftl).

game-macao = Макао
game-macao-aliases = макао, macao
option-macao-bank = банката, която слага всеки банкер (по подразбиране 100)
option-macao-stake = един залог за всички (по подразбиране 10)
option-macao-over_nine = повече от 9 точки: minus-nine (по книгата се вади 9, 13 е 4) или drop-tens (13 е 3)
macao-option-stake = Макао се играе на един уговорен залог: stake=N (повече от 0)

macao-natural = { $player } има { $total } от раздадената карта, повече от банкера ({ $banker }): банкерът плаща { $times ->
        [one] { $times } залог
       *[other] { $times } залога
    }
macao-drawn = { $player } има { $total } с изтеглени карти, повече от банкера ({ $banker }): банкерът плаща един залог
macao-higher = { $player } има { $total }, повече от банкера ({ $banker }): банкерът плаща един залог
macao-equal = { $player } има { $total }, колкото банкера: плаща { $times ->
        [one] { $times } залог
       *[other] { $times } залога
    }
macao-lower = { $player } има { $total }, по-малко от банкера ({ $banker }): плаща един залог

rule-macao-hand-value = асо 1, 2–9 по номинал, 10, вале, дама, поп 0; от сбор над 9 се вади 9 (опция over_nine); една раздадена карта са точки от раздаването
rule-macao-pay-natural = 9, 8 или 7 от раздадената карта, повече от банкера, се плащат с 3, 2 или 1 залог
rule-macao-pay-drawn = 9, 8 или 7 с изтеглени карти, повече от банкера, се плащат с един залог
rule-macao-pay-higher = други точки над тези на банкера се плащат с един залог
rule-macao-pay-equal = точки колкото на банкера — плащат му 3 залога за 9, 2 за 8, 1 за 7 и по-малко
rule-macao-pay-lower = по-малко точки от банкера — плащат му един залог
rule-macao-bank-new = всеки банкер слага уговорената банка
rule-macao-bank-returned = банката минава всеки рунд към съседа отляво; банкерът си взима останалото в нея
rule-macao-bank-amount = новата банка е 1 или повече
rule-macao-bank-broken = банката плаща не повече, отколкото има: печелившите се плащат от съседа на банкера отляво, докато стигне
rule-macao-money-conserved = всяка печалба е нечия загуба: сметките и банката дават общо винаги 0
rule-macao-round-format = в записа на рунда има само описаните полета от нужния вид
rule-macao-round-banker = банката минава всеки рунд към съседа отляво; банкерът не залага
rule-macao-stake-positive = залогът е повече от 0
rule-macao-stake-over-bank = залогът е най-много колкото банката
rule-macao-stake-fixed = никой не залага повече или по-малко от уговорения залог
rule-macao-stake-missing = залагат всички с карти освен банкера и всеки залог има карти
rule-macao-hand-card = картите в ръката са карти от двете тестета
rule-macao-hand-copies = карта се среща в рунда най-много два пъти (две тестета)
rule-macao-hand-count = раздадената карта и изтеглените: от 1 до 20 карти
rule-macao-hand-total = точките са от 0 до 9
rule-macao-hand-natural = точки от раздаването са една раздадена карта
rule-macao-hand-disagree = точките, записани до картите, са тези, които те дават
rule-macao-penalty = парите минават само в рундове: наказания няма
rule-macao-snapshot = запазеното състояние е на тази партия
rule-macao-option-unknown = само описаните опции
rule-macao-option-value = стойности на опциите от нужния вид и в допустимите граници

new-example-macao = kozyr new macao --players Аня,Борис,Вера --option stake=10
deal-example-macao =
    kozyr deal --hand Аня=6S --hand Борис=9D --hand Вера=3C,4H  # банката е на Аня: 9 на Борис от раздадената карта — 3 залога, 7 на Вера — един
    kozyr deal --total Борис=8,Вера=8,Аня=3 --natural Вера  # точки: банката е на Борис; 8 на Вера колкото неговите — плаща 2 залога, Аня с 3 — един
