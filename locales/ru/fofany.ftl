# Фофаны: названия, роль, флаги быстрого ввода, опции и правила.

game-fofany = Фофаны
game-fofany-aliases = фофан
fofany-role = проигравший

rule-fofany-score-loser = проигрывает тот, у кого осталась карта, составляющая пару спрятанному фофану: +1 к его счету
rule-fofany-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-fofany-match-winner = партию выигрывает тот, кто проигрывал реже всех; при равенстве играют еще сдачу
rule-fofany-deal-format = в записи сдачи только описанные поля
rule-fofany-deal-outcome = сдача называет проигравшего (`--loser`) или порядок выхода (`--order`), и они согласны
rule-fofany-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-fofany-loser-one = в сдаче один проигравший
rule-fofany-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-fofany-penalty = в игре нет очков: штраф не принимается
rule-fofany-option-unknown = только описанные опции
rule-fofany-option-value = значения опций нужного типа и диапазона
rule-fofany-snapshot = партия продолжается только с сохранённого состояния игры «Фофаны» с теми же игроками
fofany-snapshot = сохранённое состояние этой партии не является состоянием игры «Фофаны» с этими игроками

new-example-fofany = kozyr new fofany --players Аня,Борис,Вера,Галя
deal-example-fofany =
    kozyr deal --loser Вера  # Вера — проигравший
    kozyr deal --order Аня,Вера,Галя,Борис  # Аня вышла первой, Борис — последним
