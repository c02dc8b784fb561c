# Сумасбродные восьмерки: названия, роль, флаги быстрого ввода, опции и правила.

game-crazy-eights = Сумасбродные восьмерки
game-crazy-eights-aliases = восьмерки, сумасбродные восьмёрки
crazy-eights-role = победитель

rule-crazy-eights-score-winner = выигрывает сдачу первый, кто избавился от всех своих карт: +1 к его счету
rule-crazy-eights-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-crazy-eights-match-winner = партию выигрывает тот, кто чаще всех выигрывал сдачу; при равенстве играют еще сдачу
rule-crazy-eights-deal-format = в записи сдачи только описанные поля
rule-crazy-eights-deal-outcome = сдача называет победителя (`--winner`) или порядок выхода (`--order`), и они согласны
rule-crazy-eights-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-crazy-eights-winner-one = в сдаче один победитель
rule-crazy-eights-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-crazy-eights-penalty = в игре нет очков: штраф не принимается
rule-crazy-eights-option-unknown = только описанные опции
rule-crazy-eights-option-value = значения опций нужного типа и диапазона
rule-crazy-eights-snapshot = партия продолжается только с сохранённого состояния игры «Сумасбродные восьмерки» с теми же игроками
crazy-eights-snapshot = сохранённое состояние этой партии не является состоянием игры «Сумасбродные восьмерки» с этими игроками

option-crazy-eights-packs = одна или две колоды по 52 карты (книга допускает обе)
new-example-crazy-eights = kozyr new crazy-eights --players Аня,Борис,Вера
deal-example-crazy-eights =
    kozyr deal --winner Аня  # Аня первой избавилась от карт
    kozyr deal --order Аня,Вера,Борис  # порядок выхода, первым — вышедший первым
