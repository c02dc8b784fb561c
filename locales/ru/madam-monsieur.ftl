# Мадам — месье: названия, роль, флаги быстрого ввода, опции и правила.

game-madam-monsieur = Мадам — месье
game-madam-monsieur-aliases = мадам месье
madam-monsieur-role = победитель

rule-madam-monsieur-score-winner = выигрывает сдачу первый, кто избавился от всех своих карт: +1 к его счету
rule-madam-monsieur-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-madam-monsieur-match-winner = партию выигрывает тот, кто чаще всех выигрывал сдачу; при равенстве играют еще сдачу
rule-madam-monsieur-deal-format = в записи сдачи только описанные поля
rule-madam-monsieur-deal-outcome = сдача называет победителя (`--winner`) или порядок выхода (`--order`), и они согласны
rule-madam-monsieur-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-madam-monsieur-winner-one = в сдаче один победитель
rule-madam-monsieur-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-madam-monsieur-penalty = в игре нет очков: штраф не принимается
rule-madam-monsieur-option-unknown = только описанные опции
rule-madam-monsieur-option-value = значения опций нужного типа и диапазона
rule-madam-monsieur-snapshot = партия продолжается только с сохранённого состояния игры «Мадам — месье» с теми же игроками
madam-monsieur-snapshot = сохранённое состояние этой партии не является состоянием игры «Мадам — месье» с этими игроками

option-madam-monsieur-deck = колода: 36 или 52 карты, как договорились (книга допускает обе)
new-example-madam-monsieur = kozyr new madam-monsieur --players Аня,Борис,Вера
deal-example-madam-monsieur =
    kozyr deal --winner Аня  # Аня первой избавилась от карт
    kozyr deal --order Аня,Вера,Борис  # порядок выхода, первым — вышедший первым
