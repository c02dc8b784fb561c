# Макао: названия, опции и номера правил (флаги и сообщения о деньгах — в stakes.ftl).

game-macao = Макао
game-macao-aliases = макао, macao
option-macao-bank = банк, который ставит каждый банкомёт (по умолчанию 100)
option-macao-stake = одна ставка для всех (по умолчанию 10)
option-macao-over_nine = больше 9 очков: minus-nine (по книге вычитается 9, 13 — это 4) или drop-tens (13 — это 3)
macao-option-stake = в Макао играют на одну оговорённую ставку: stake=N (больше 0)

macao-natural = у { $player } { $total } со сданной карты, больше, чем у банкомёта ({ $banker }): банкомёт платит { $times ->
        [one] { $times } ставку
        [few] { $times } ставки
       *[many] { $times } ставок
    }
macao-drawn = у { $player } { $total } с прикупом, больше, чем у банкомёта ({ $banker }): банкомёт платит ставку
macao-higher = у { $player } { $total }, больше, чем у банкомёта ({ $banker }): банкомёт платит ставку
macao-equal = у { $player } { $total }, столько же, сколько у банкомёта: платит { $times ->
        [one] { $times } ставку
        [few] { $times } ставки
       *[many] { $times } ставок
    }
macao-lower = у { $player } { $total }, меньше, чем у банкомёта ({ $banker }): платит ставку

rule-macao-hand-value = туз — 1 очко, 2–9 по номиналу, 10 В Д К — 0; из суммы больше 9 вычитается 9 (опция over_nine); одна сданная карта — очки с раздачи
rule-macao-pay-natural = 9, 8 или 7 со сданной карты больше, чем у банкомёта, оплачиваются 3, 2 или 1 ставкой
rule-macao-pay-drawn = 9, 8 или 7, набранные прикупом, больше, чем у банкомёта, оплачиваются одной ставкой
rule-macao-pay-higher = другие очки больше, чем у банкомёта, оплачиваются одной ставкой
rule-macao-pay-equal = столько же очков, сколько у банкомёта, — платят ему 3 ставки за 9, 2 за 8, 1 за 7 и меньше
rule-macao-pay-lower = меньше очков, чем у банкомёта, — платят ему ставку
rule-macao-bank-new = каждый банкомёт ставит оговорённый банк
rule-macao-bank-returned = банк каждый кон переходит к соседу слева; банкомёт забирает то, что в нём осталось
rule-macao-bank-amount = новый банк — 1 и больше
rule-macao-bank-broken = банк платит не больше, чем в нём есть: выигравшим платят от соседа банкомёта слева, пока хватает
rule-macao-money-conserved = каждый выигрыш — чей-то проигрыш: счета и банк в сумме всегда 0
rule-macao-round-format = в записи кона только описанные поля нужного вида
rule-macao-round-banker = банк каждый кон переходит к соседу слева; банкомёт не ставит
rule-macao-stake-positive = ставка больше 0
rule-macao-stake-over-bank = ставка не больше банка
rule-macao-stake-fixed = никто не ставит больше или меньше условленной ставки
rule-macao-stake-missing = ставят все, у кого есть карты, кроме банкомёта, и у каждой ставки есть карты
rule-macao-hand-card = карты игрока — карты двух колод
rule-macao-hand-copies = карта встречается в кону не больше двух раз (две колоды)
rule-macao-hand-count = сданная карта и прикупленные: от 1 до 20 карт
rule-macao-hand-total = очков от 0 до 9
rule-macao-hand-natural = очки с раздачи — одна сданная карта
rule-macao-hand-disagree = очки, записанные рядом с картами, — те, что они дают
rule-macao-penalty = деньги переходят только в конах: штрафов нет
rule-macao-snapshot = сохранённое состояние принадлежит этой партии
rule-macao-option-unknown = только описанные опции
rule-macao-option-value = значения опций нужного типа и в допустимых пределах

new-example-macao = kozyr new macao --players Аня,Борис,Вера --option stake=10
deal-example-macao =
    kozyr deal --hand Аня=6S --hand Борис=9D --hand Вера=3C,4H  # банк у Ани: 9 Бориса со сданной карты — 3 ставки, 7 Веры — одна
    kozyr deal --total Борис=8,Вера=8,Аня=3 --natural Вера  # очки: банк у Бориса; 8 Веры равны его 8 — она платит 2 ставки, Аня с 3 — одну
