# Блекджек: имена, опции и номера на правила (флаговете и съобщенията за парите са в stakes.ftl).

game-blackjack = Блекджек
game-blackjack-aliases = блекджек, блек-джек, двайсет-и-едно
option-blackjack-packs = колко тестета по 52 карти са смесени: 1 или 2
option-blackjack-bank = банката, която слага новият банкер (по подразбиране 100)
option-blackjack-stake = един залог за всички или 0: всеки залог от 1 до банката
blackjack-option-packs = { $packs } тестета не могат да се уговорят: Блекджек се играе с едно или две

rule-blackjack-hand-value = 2–10 по номинал, вале, дама, поп по 10, асо 11 или 1 (както е по-добре); 21 с двете раздадени карти са точки от раздаването
rule-blackjack-pay-banker-natural = 21 на банкера веднага след раздаването взима всички залози
rule-blackjack-pay-natural = 21 на играч веднага след раздаването банкерът плаща двойно
rule-blackjack-pay-stopped = 21 след раздаването спира играта: другите си взимат залозите обратно
rule-blackjack-pay-bust = над 21 губи залога
rule-blackjack-pay-lower = по-малко точки от банкера — залогът е загубен
rule-blackjack-pay-higher = повече или колкото банкера (или банкер над 21) — залогът се връща
rule-blackjack-draw-after-21 = 21 веднага след раздаването спира играта веднага: след това никой не тегли, всеки държи двете раздадени карти
rule-blackjack-draw-once = карти се теглят само веднъж
rule-blackjack-draw-turn = ако е записан редът на теглене: теглилите играчи поред от левия съсед на банкера, банкерът последен
rule-blackjack-bank-new = новият банкер слага уговорената банка
rule-blackjack-bank-returned = банкер, който предава банката, си взима останалото в нея
rule-blackjack-bank-amount = новата банка е 1 или повече; записаната банка е тази, която стои
rule-blackjack-bank-broken = банката плаща не повече, отколкото има: печелившите се плащат от съседа на банкера отляво, докато стигне
rule-blackjack-money-conserved = всяка печалба е нечия загуба: сметките и банката дават общо винаги 0
rule-blackjack-round-format = в записа на рунда има само описаните полета от нужния вид
rule-blackjack-round-banker = банкерът е играч на масата и не залага
rule-blackjack-stake-positive = залогът е повече от 0
rule-blackjack-stake-over-bank = залогът е най-много колкото банката
rule-blackjack-stake-fixed = всеки залог е уговореният, ако е уговорен
rule-blackjack-stake-missing = залагат всички с карти освен банкера и всеки залог има карти
rule-blackjack-hand-card = картите в ръката са карти от тестето
rule-blackjack-hand-copies = карта се среща в рунда не повече пъти, отколкото я има в тестетата
rule-blackjack-hand-count = двете раздадени карти и една до три изтеглени: от 2 до 5 карти
rule-blackjack-hand-total = точките са от 4 до 50
rule-blackjack-hand-natural = точки от раздаването са 21 с двете раздадени карти
rule-blackjack-hand-disagree = точките, записани до картите, са тези, които те дават
rule-blackjack-penalty = парите минават само в рундове: наказания няма
rule-blackjack-snapshot = запазеното състояние е на тази партия
rule-blackjack-option-unknown = само описаните опции
rule-blackjack-option-value = стойности на опциите от нужния вид и в допустимите граници

new-example-blackjack = kozyr new blackjack --players Аня,Борис,Вера --option bank=100
deal-example-blackjack =
    kozyr deal --stakes Борис=10,Вера=20 --hand Аня=9S,KD --hand Борис=JC,QH --hand Вера=5C,8D,5H  # банката е на Аня: Вера с 18 плаща
    kozyr deal --stakes Борис=10,Вера=10 --total Аня=19,Борис=21,Вера=17 --natural Борис  # точки: 21 на Борис след раздаването се плаща двойно
