# Пьяница: названия, роль, флаги быстрого ввода, опции и правила.

game-drunkard = Пьяница
game-drunkard-aliases = в пьяницу
drunkard-role = проигравший
flag-drunkard-order = итог сдачи: сначала выигравший, последним оставшийся без карт (он проиграл), напр. Аня,Борис

rule-drunkard-score-loser = проигрывает игрок, оставшийся без карт: +1 к его счету
rule-drunkard-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-drunkard-match-winner = партию выигрывает тот, кто проигрывал реже всех; при равенстве играют еще сдачу
rule-drunkard-deal-format = в записи сдачи только описанные поля
rule-drunkard-deal-outcome = сдача называет проигравшего (`--loser`) или итог (`--order`: сначала выигравший, последним оставшийся без карт), и они согласны
rule-drunkard-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-drunkard-loser-one = в сдаче один проигравший
rule-drunkard-order-permutation = итог называет обоих игроков по разу
rule-drunkard-penalty = в игре нет очков: штраф не принимается
rule-drunkard-option-unknown = только описанные опции
rule-drunkard-option-value = значения опций нужного типа и диапазона
rule-drunkard-snapshot = партия продолжается только с сохранённого состояния игры «Пьяница» с теми же игроками
drunkard-snapshot = сохранённое состояние этой партии не является состоянием игры «Пьяница» с этими игроками

new-example-drunkard = kozyr new drunkard --players Аня,Борис
deal-example-drunkard =
    kozyr deal --loser Борис  # Борис — проигравший
    kozyr deal --order Аня,Борис  # то же: Аня выиграла, Борис остался без карт
