# Пиковая дама: названия, роль, флаги быстрого ввода, опции и правила.

game-queen-of-spades = Пиковая дама
game-queen-of-spades-aliases = пиковка
queen-of-spades-role = проигравший

rule-queen-of-spades-score-loser = проигрывает тот, у кого осталась дама пик, когда остальные сбросили карты: +1 к его счету
rule-queen-of-spades-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-queen-of-spades-match-winner = партию выигрывает тот, кто проигрывал реже всех; при равенстве играют еще сдачу
rule-queen-of-spades-deal-format = в записи сдачи только описанные поля
rule-queen-of-spades-deal-outcome = сдача называет проигравшего (`--loser`) или порядок выхода (`--order`), и они согласны
rule-queen-of-spades-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-queen-of-spades-loser-one = в сдаче один проигравший
rule-queen-of-spades-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-queen-of-spades-penalty = в игре нет очков: штраф не принимается
rule-queen-of-spades-option-unknown = только описанные опции
rule-queen-of-spades-option-value = значения опций нужного типа и диапазона
rule-queen-of-spades-snapshot = партия продолжается только с сохранённого состояния игры «Пиковая дама» с теми же игроками
queen-of-spades-snapshot = сохранённое состояние этой партии не является состоянием игры «Пиковая дама» с этими игроками

new-example-queen-of-spades = kozyr new queen-of-spades --players Аня,Борис,Вера,Галя
deal-example-queen-of-spades =
    kozyr deal --loser Вера  # Вера — проигравший
    kozyr deal --order Аня,Вера,Галя,Борис  # Аня вышла первой, Борис — последним
