# «Очко»: названия, опции и номера правил (флаги и сообщения о деньгах — в stakes.ftl).

game-ochko = «Очко»
game-ochko-aliases = очко, ochko, twenty-one
option-ochko-bank = банк, который ставит новый банкомёт (по умолчанию 100)
option-ochko-stake = одна ставка для всех или 0: любая ставка от 1 до банка

rule-ochko-hand-value = 6–10 по номиналу, валет 2, дама 3, король 4, туз 11 или 1 (как выгоднее); 21 двумя сданными картами — очко с раздачи
rule-ochko-pay-banker-natural = 21 у банкомёта сразу после сдачи забирает все ставки
rule-ochko-pay-natural = 21 у игрока сразу после сдачи банкомёт оплачивает вдвое
rule-ochko-pay-stopped = 21 после сдачи останавливает игру: остальные получают ставки обратно
rule-ochko-pay-bust = перебор (больше 21) проигрывает ставку
rule-ochko-pay-lower = меньше очков, чем у банкомёта, — ставка проиграна
rule-ochko-pay-higher = больше или столько же очков, сколько у банкомёта (или перебор у банкомёта), — ставка возвращается
rule-ochko-bank-new = новый банкомёт ставит оговорённый банк
rule-ochko-bank-returned = банкомёт, сдающий банк, забирает то, что в нём осталось
rule-ochko-bank-amount = новый банк — 1 и больше; записанный банк — тот, что стоит
rule-ochko-bank-broken = банк платит не больше, чем в нём есть: выигравшим платят от соседа банкомёта слева, пока хватает
rule-ochko-money-conserved = каждый выигрыш — чей-то проигрыш: счета и банк в сумме всегда 0
rule-ochko-round-format = в записи кона только описанные поля нужного вида
rule-ochko-round-banker = банкомёт — игрок за столом, и он не ставит
rule-ochko-stake-positive = ставка больше 0
rule-ochko-stake-over-bank = ставка не больше банка
rule-ochko-stake-fixed = каждая ставка — оговорённая, если её оговорили
rule-ochko-stake-missing = ставят все, у кого есть карты, кроме банкомёта, и у каждой ставки есть карты
rule-ochko-hand-card = карты игрока — карты колоды из 36 карт
rule-ochko-hand-copies = каждая карта встречается в кону один раз
rule-ochko-hand-count = две сданные карты и одна–три прикупленные: от 2 до 5 карт
rule-ochko-hand-total = очков от 4 до 49
rule-ochko-hand-natural = очко с раздачи — 21 двумя сданными картами
rule-ochko-hand-disagree = очки, записанные рядом с картами, — те, что они дают
rule-ochko-penalty = деньги переходят только в конах: штрафов нет
rule-ochko-snapshot = сохранённое состояние принадлежит этой партии
rule-ochko-option-unknown = только описанные опции
rule-ochko-option-value = значения опций нужного типа и в допустимых пределах

new-example-ochko = kozyr new ochko --players Аня,Борис,Вера --option bank=100
deal-example-ochko =
    kozyr deal --stakes Борис=10,Вера=20 --hand Аня=9S,10D --hand Борис=AC,10H --hand Вера=KC,8D,6H  # банк у Ани: очко Бориса с раздачи оплачивается вдвое
    kozyr deal --stakes Борис=10,Вера=10 --total Аня=19,Борис=20,Вера=17  # очки: Вера с 17 платит Ане, Борис с 20 забирает ставку
