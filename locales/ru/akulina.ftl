# Акулина: названия, роль, флаги быстрого ввода, опции и правила.

game-akulina = Акулина
game-akulina-aliases = ведьма, колдунья
akulina-role = проигравший

rule-akulina-score-loser = даму пик (Акулину) сбрасывать нельзя; проигрывает тот, у кого остались две дамы — Акулина и еще одна: +1 к его счету
rule-akulina-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-akulina-match-winner = партию выигрывает тот, кто проигрывал реже всех; при равенстве играют еще сдачу
rule-akulina-deal-format = в записи сдачи только описанные поля
rule-akulina-deal-outcome = сдача называет проигравшего (`--loser`) или порядок выхода (`--order`), и они согласны
rule-akulina-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-akulina-loser-one = в сдаче один проигравший
rule-akulina-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-akulina-penalty = в игре нет очков: штраф не принимается
rule-akulina-option-unknown = только описанные опции
rule-akulina-option-value = значения опций нужного типа и диапазона
rule-akulina-snapshot = партия продолжается только с сохранённого состояния игры «Акулина» с теми же игроками
akulina-snapshot = сохранённое состояние этой партии не является состоянием игры «Акулина» с этими игроками

new-example-akulina = kozyr new akulina --players Аня,Борис,Вера,Галя,Дима,Женя
deal-example-akulina =
    kozyr deal --loser Вера  # Вера — проигравший
    kozyr deal --order Аня,Вера,Галя,Дима,Женя,Борис  # Аня вышла первой, Борис — последним
