# Осел: названия, роль, флаги быстрого ввода, опции и правила.

game-donkey = Осел
game-donkey-aliases = ослик
donkey-role = осел

rule-donkey-score-loser = последний, кто поднял большой палец вслед за собравшим четверку, — «осел»: +1 к его счету
rule-donkey-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-donkey-match-winner = партию выигрывает тот, кто проигрывал реже всех; при равенстве играют еще сдачу
rule-donkey-deal-format = в записи сдачи только описанные поля
rule-donkey-deal-outcome = сдача называет проигравшего (`--loser`) или порядок выхода (`--order`), и они согласны
rule-donkey-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-donkey-loser-one = в сдаче один проигравший
rule-donkey-order-permutation = порядок выхода называет каждого игрока ровно раз
rule-donkey-penalty = в игре нет очков: штраф не принимается
rule-donkey-option-unknown = только описанные опции
rule-donkey-option-value = значения опций нужного типа и диапазона
rule-donkey-snapshot = партия продолжается только с сохранённого состояния игры «Осел» с теми же игроками
donkey-snapshot = сохранённое состояние этой партии не является состоянием игры «Осел» с этими игроками

option-donkey-deck = колода: 36 или 52 карты, как договорились (книга допускает обе)
new-example-donkey = kozyr new donkey --players Аня,Борис,Вера
deal-example-donkey =
    kozyr deal --loser Вера  # Вера — осел
    kozyr deal --order Аня,Вера,Борис  # Аня вышла первой, Борис — последним
