# Пары: названия, роль, флаги быстрого ввода, опции и правила.

game-pairs = Пары
game-pairs-aliases = парочки
pairs-role = первый
pairs-unit = { $count ->
        [one] пара
        [few] пары
       *[other] пар
    }

rule-pairs-score-count = каждая взятая пара засчитывается; больше всех пар (карт) — победитель сдачи
rule-pairs-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-pairs-match-winner = партию выигрывает тот, у кого больше всех за все сдачи; при равенстве играют еще сдачу
rule-pairs-deal-format = в записи сдачи только описанные поля
rule-pairs-deal-outcome = сдача дает счет каждого игрока
rule-pairs-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-pairs-count-sum = счета — от 0 и в сумме 16 пар
rule-pairs-penalty = в игре нет очков: штраф не принимается
rule-pairs-option-unknown = только описанные опции
rule-pairs-option-value = значения опций нужного типа и диапазона
rule-pairs-snapshot = партия продолжается только с сохранённого состояния игры «Пары» с теми же игроками
pairs-snapshot = сохранённое состояние этой партии не является состоянием игры «Пары» с этими игроками

flag-pairs = сколько пар взял каждый, напр. Аня=7,Борис=5,Вера=4 (всего 16)
new-example-pairs = kozyr new pairs --players Аня,Борис,Вера
deal-example-pairs =
    kozyr deal --pairs Аня=7,Борис=5,Вера=4  # счет каждого
