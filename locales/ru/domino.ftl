# Домино: названия, роль, флаги быстрого ввода, опции и правила.

game-domino = Домино
game-domino-aliases = карточное домино
domino-role = победитель

rule-domino-score-winner = выигрывает сдачу первый, кто избавился от всех своих карт: +1 к его счету
rule-domino-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-domino-match-winner = партию выигрывает тот, кто чаще всех выигрывал сдачу; при равенстве играют еще сдачу
rule-domino-deal-format = в записи сдачи только описанные поля
rule-domino-deal-outcome = сдача называет победителя (`--winner`) или порядок выхода (`--order`), и они согласны
rule-domino-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-domino-winner-one = в сдаче один победитель
rule-domino-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-domino-penalty = в игре нет очков: штраф не принимается
rule-domino-option-unknown = только описанные опции
rule-domino-option-value = значения опций нужного типа и диапазона
rule-domino-snapshot = партия продолжается только с сохранённого состояния игры «Домино» с теми же игроками
domino-snapshot = сохранённое состояние этой партии не является состоянием игры «Домино» с этими игроками

new-example-domino = kozyr new domino --players Аня,Борис,Вера
deal-example-domino =
    kozyr deal --winner Аня  # Аня первой избавилась от карт
    kozyr deal --order Аня,Вера,Борис  # порядок выхода, первым — вышедший первым
