# Блэк Джек: названия, опции и номера правил (флаги и сообщения о деньгах — в stakes.ftl).

game-blackjack = Блэк Джек
game-blackjack-aliases = блэк-джек, блек-джек, блэкджек, двадцать-одно
option-blackjack-packs = сколько колод по 52 карты смешано: 1 или 2
option-blackjack-bank = банк, который ставит новый банкомёт (по умолчанию 100)
option-blackjack-stake = одна ставка для всех или 0: любая ставка от 1 до банка
blackjack-option-packs = { $packs } колод нельзя оговорить: в Блэк Джек играют одной или двумя

rule-blackjack-hand-value = 2–10 по номиналу, В Д К по 10, туз 11 или 1 (как выгоднее); 21 двумя сданными картами — очки с раздачи
rule-blackjack-pay-banker-natural = 21 у банкомёта сразу после сдачи забирает все ставки
rule-blackjack-pay-natural = 21 у игрока сразу после сдачи банкомёт оплачивает вдвое
rule-blackjack-pay-stopped = 21 после сдачи останавливает игру: остальные получают ставки обратно
rule-blackjack-pay-bust = перебор (больше 21) проигрывает ставку
rule-blackjack-pay-lower = меньше очков, чем у банкомёта, — ставка проиграна
rule-blackjack-pay-higher = больше или столько же очков, сколько у банкомёта (или перебор у банкомёта), — ставка возвращается
rule-blackjack-draw-after-21 = 21 сразу после сдачи немедленно останавливает игру: после этого никто не добирает, у каждого две сданные карты
rule-blackjack-draw-once = добирать карты можно только один раз
rule-blackjack-draw-turn = если записан порядок добора: добиравшие игроки по очереди от соседа банкомёта слева, банкомёт последним
rule-blackjack-bank-new = новый банкомёт ставит оговорённый банк
rule-blackjack-bank-returned = банкомёт, сдающий банк, забирает то, что в нём осталось
rule-blackjack-bank-amount = новый банк — 1 и больше; записанный банк — тот, что стоит
rule-blackjack-bank-broken = банк платит не больше, чем в нём есть: выигравшим платят от соседа банкомёта слева, пока хватает
rule-blackjack-money-conserved = каждый выигрыш — чей-то проигрыш: счета и банк в сумме всегда 0
rule-blackjack-round-format = в записи кона только описанные поля нужного вида
rule-blackjack-round-banker = банкомёт — игрок за столом, и он не ставит
rule-blackjack-stake-positive = ставка больше 0
rule-blackjack-stake-over-bank = ставка не больше банка
rule-blackjack-stake-fixed = каждая ставка — оговорённая, если её оговорили
rule-blackjack-stake-missing = ставят все, у кого есть карты, кроме банкомёта, и у каждой ставки есть карты
rule-blackjack-hand-card = карты игрока — карты колоды
rule-blackjack-hand-copies = карта встречается в кону не чаще, чем в колодах
rule-blackjack-hand-count = две сданные карты и одна–три прикупленные: от 2 до 5 карт
rule-blackjack-hand-total = очков от 4 до 50
rule-blackjack-hand-natural = очки с раздачи — 21 двумя сданными картами
rule-blackjack-hand-disagree = очки, записанные рядом с картами, — те, что они дают
rule-blackjack-penalty = деньги переходят только в конах: штрафов нет
rule-blackjack-snapshot = сохранённое состояние принадлежит этой партии
rule-blackjack-option-unknown = только описанные опции
rule-blackjack-option-value = значения опций нужного типа и в допустимых пределах

new-example-blackjack = kozyr new blackjack --players Аня,Борис,Вера --option bank=100
deal-example-blackjack =
    kozyr deal --stakes Борис=10,Вера=20 --hand Аня=9S,KD --hand Борис=JC,QH --hand Вера=5C,8D,5H  # банк у Ани: Вера с 18 платит
    kozyr deal --stakes Борис=10,Вера=10 --total Аня=19,Борис=21,Вера=17 --natural Борис  # очки: 21 Бориса после сдачи оплачивается вдвое
