# Тринадцать: названия, опции и номера правил (сообщения о деньгах — в stakes.ftl и bets.ftl).

game-thirteen = Тринадцать
game-thirteen-aliases = тринадцать, thirteen
option-thirteen-bank = банк, который ставит новый банкомёт (по умолчанию 100)
option-thirteen-stake = ставка для всех или 0 — любая ставка до размера банка (по умолчанию 0)

thirteen-match = карта { $at }, { $card }, названа «{ $call }»: совпадение — банкомёт забирает все ставки
thirteen-no-match = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
} без совпадения: банкомёт платит каждую ставку
thirteen-after-match = карта { $at }, { $card }, совпала с названной и закончила кон, но после неё { $more ->
        [one] записана ещё { $more } карта
        [few] записаны ещё { $more } карты
       *[many] записано ещё { $more } карт
    }
thirteen-snapshot = сохранённое состояние — не состояние партии в Тринадцать с этими игроками

rule-thirteen-pay-match = карта того достоинства, которое названо (двойка, тройка, … туз, потом снова двойка), отдаёт все ставки банкомёту, и он держит банк ещё раз
rule-thirteen-pay-no-match = вся колода без совпадения: банкомёт платит каждому его ставку, и банк переходит к соседу слева
rule-thirteen-bank-new = новый банкомёт ставит оговорённый банк (или записанную сумму)
rule-thirteen-bank-returned = банкомёт, который передаёт банк, забирает то, что в нём осталось
rule-thirteen-bank-amount = новый банк — 1 или больше; записанный банк — тот, что стоит
rule-thirteen-bank-broken = банк платит не больше, чем в нём есть: игрокам платят начиная с соседа банкомёта слева, пока хватает
rule-thirteen-money-conserved = всякий выигрыш — чей-то проигрыш: счета игроков и банк всегда дают в сумме 0
rule-thirteen-round-format = в записи кона только описанные поля нужного вида
rule-thirteen-round-banker = угадавший банкомёт держит банк ещё раз, иначе — его сосед слева; банкомёт не ставит
rule-thirteen-stake-positive = ставка больше 0
rule-thirteen-stake-over-bank = ставка не больше банка
rule-thirteen-stake-fixed = если ставка оговорена, никто не ставит ни больше, ни меньше
rule-thirteen-stake-missing = кто-то ставит
rule-thirteen-cards-card = карты — из колоды в 52 карты
rule-thirteen-cards-copies = каждая карта выходит один раз, всего не больше 52 карт
rule-thirteen-cards-undecided = карты записываются до первого совпадения или вся колода
rule-thirteen-cards-after-match = первое совпадение заканчивает кон: карт после него нет
rule-thirteen-outcome-missing = без карт у каждой ставки записан один исход: выиграла или проиграла
rule-thirteen-outcome-disagree = исход, записанный рядом с картами, — тот, что по картам
rule-thirteen-outcome-same = одно событие решает все ставки: все выиграли или все проиграли
rule-thirteen-outcome-undecided = колода решает каждую ставку: нерешённых нет
rule-thirteen-penalty = деньги переходят только в конах: штрафов нет
rule-thirteen-snapshot = сохранённое состояние — этой партии
rule-thirteen-option-unknown = только описанные опции
rule-thirteen-option-value = значения опций нужного вида и в допустимых пределах

new-example-thirteen = kozyr new thirteen --players Аня,Борис,Вера
deal-example-thirteen =
    kozyr deal --stakes Борис=10,Вера=5 --run "5S 7H 10D QC 3S 2H AD 9C"  # Аня называет восьмую карту «девяткой», и это девятка: она забирает обе ставки и держит банк ещё раз
    kozyr deal --stakes Борис=10,Вера=5 --wins Борис,Вера  # вся колода без совпадения: Аня платит обоим, банк переходит к Борису
