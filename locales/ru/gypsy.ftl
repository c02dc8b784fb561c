# Цыган: названия, роль, флаги быстрого ввода, опции и правила.

game-gypsy = Цыган
game-gypsy-aliases = цыгане
gypsy-role = проигравший

rule-gypsy-score-loser = проигрывает игрок, оставшийся с картами: +1 к его счету
rule-gypsy-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-gypsy-match-winner = партию выигрывает тот, кто проигрывал реже всех; при равенстве играют еще сдачу
rule-gypsy-deal-format = в записи сдачи только описанные поля
rule-gypsy-deal-outcome = сдача называет проигравшего (`--loser`) или порядок выхода (`--order`), и они согласны
rule-gypsy-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-gypsy-loser-one = в сдаче один проигравший
rule-gypsy-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-gypsy-penalty = в игре нет очков: штраф не принимается
rule-gypsy-option-unknown = только описанные опции
rule-gypsy-option-value = значения опций нужного типа и диапазона
rule-gypsy-snapshot = партия продолжается только с сохранённого состояния игры «Цыган» с теми же игроками
gypsy-snapshot = сохранённое состояние этой партии не является состоянием игры «Цыган» с этими игроками

new-example-gypsy = kozyr new gypsy --players Аня,Борис,Вера
deal-example-gypsy =
    kozyr deal --loser Вера  # Вера — проигравший
    kozyr deal --order Аня,Вера,Борис  # Аня вышла первой, Борис — последним
