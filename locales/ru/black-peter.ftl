# Черный Петр: названия, роль, флаги быстрого ввода, опции и правила.

game-black-peter = Черный Петр
game-black-peter-aliases = черный петер, черный пётр
black-peter-role = черный Петр

rule-black-peter-score-loser = пары сбрасываются, но A♠ пары не составляет; у кого он остался — проиграл: +1 к его счету
rule-black-peter-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-black-peter-match-winner = партию выигрывает тот, кто проигрывал реже всех; при равенстве играют еще сдачу
rule-black-peter-deal-format = в записи сдачи только описанные поля
rule-black-peter-deal-outcome = сдача называет проигравшего (`--loser`) или порядок выхода (`--order`), и они согласны
rule-black-peter-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-black-peter-loser-one = в сдаче один проигравший
rule-black-peter-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-black-peter-penalty = в игре нет очков: штраф не принимается
rule-black-peter-option-unknown = только описанные опции
rule-black-peter-option-value = значения опций нужного типа и диапазона
rule-black-peter-snapshot = партия продолжается только с сохранённого состояния игры «Черный Петр» с теми же игроками
black-peter-snapshot = сохранённое состояние этой партии не является состоянием игры «Черный Петр» с этими игроками

new-example-black-peter = kozyr new black-peter --players Аня,Борис,Вера
deal-example-black-peter =
    kozyr deal --loser Вера  # Вера — черный Петр
    kozyr deal --order Аня,Вера,Борис  # Аня вышла первой, Борис — последним
