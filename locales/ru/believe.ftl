# Верю — не верю: названия, роль, флаги быстрого ввода, опции и правила.

game-believe = Верю — не верю
game-believe-aliases = верю не верю, верю-не-верю
believe-role = проигравший

rule-believe-score-loser = проигрывает тот, кто остался с картами, когда все вышли: +1 к его счету
rule-believe-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-believe-match-winner = партию выигрывает тот, кто проигрывал реже всех; при равенстве играют еще сдачу
rule-believe-deal-format = в записи сдачи только описанные поля
rule-believe-deal-outcome = сдача называет проигравшего (`--loser`) или порядок выхода (`--order`), и они согласны
rule-believe-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-believe-loser-one = в сдаче один проигравший
rule-believe-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-believe-penalty = в игре нет очков: штраф не принимается
rule-believe-option-unknown = только описанные опции
rule-believe-option-value = значения опций нужного типа и диапазона
rule-believe-snapshot = партия продолжается только с сохранённого состояния игры «Верю — не верю» с теми же игроками
believe-snapshot = сохранённое состояние этой партии не является состоянием игры «Верю — не верю» с этими игроками

option-believe-deck = колода: 36 или 52 карты, как договорились (книга допускает обе)
new-example-believe = kozyr new believe --players Аня,Борис,Вера
deal-example-believe =
    kozyr deal --loser Вера  # Вера — проигравший
    kozyr deal --order Аня,Вера,Борис  # Аня вышла первой, Борис — последним
