# Ерошки: названия, роль, флаги быстрого ввода, опции и правила.

game-eroshki = Ерошки
game-eroshki-aliases = ерошка
eroshki-role = Ерошка

rule-eroshki-score-loser = игроки выходят, собрав три карты одной масти; последний — Ерошка: +1 к его счету
rule-eroshki-score-forgiven = проигравший, схвативший открытую карту («туман тебе на глаза»), прощен: проигрыш пишется, но не считается
rule-eroshki-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-eroshki-match-winner = партию выигрывает тот, кто проигрывал реже всех; при равенстве играют еще сдачу
rule-eroshki-deal-format = в записи сдачи только описанные поля
rule-eroshki-deal-outcome = сдача называет проигравшего (`--loser`) или порядок выхода (`--order`), и они согласны
rule-eroshki-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поле другой игры (`--pogony`) не принимается
rule-eroshki-loser-one = в сдаче один проигравший
rule-eroshki-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-eroshki-forgiven-loser = простить можно только проигравшего
rule-eroshki-penalty = в игре нет очков: штраф не принимается
rule-eroshki-option-unknown = только описанные опции
rule-eroshki-option-value = значения опций нужного типа и диапазона
rule-eroshki-snapshot = партия продолжается только с сохранённого состояния игры «Ерошки» с теми же игроками
eroshki-snapshot = сохранённое состояние этой партии не является состоянием игры «Ерошки» с этими игроками

new-example-eroshki = kozyr new eroshki --players Аня,Борис,Вера
deal-example-eroshki =
    kozyr deal --loser Вера  # Вера — Ерошка
    kozyr deal --order Аня,Вера,Борис  # Аня вышла первой, Борис — последним
    kozyr deal --loser Вера --forgiven  # Вера схватила открытую карту: прощена
