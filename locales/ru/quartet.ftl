# Квартет: названия, роль, флаги быстрого ввода, опции и правила.

game-quartet = Квартет
game-quartet-aliases = квартеты
quartet-role = первый
quartet-unit = { $count ->
        [one] квартет
        [few] квартета
       *[other] квартетов
    }

rule-quartet-score-count = каждый собранный квартет (четыре карты одного достоинства) засчитывается; больше всех квартетов — победитель сдачи
rule-quartet-match-deals = партия кончается после оговоренного числа сдач (опция deals; 0 — без ограничения)
rule-quartet-match-winner = партию выигрывает тот, у кого больше всех за все сдачи; при равенстве играют еще сдачу
rule-quartet-deal-format = в записи сдачи только описанные поля
rule-quartet-deal-outcome = сдача дает счет каждого игрока
rule-quartet-deal-draw = в этой игре ничьей нет: у каждой сдачи есть исход; поля других игр (`--pogony`, `--forgiven`) не принимаются
rule-quartet-count-sum = счета — от 0 и в сумме 8 квартетов
rule-quartet-penalty = в игре нет очков: штраф не принимается
rule-quartet-option-unknown = только описанные опции
rule-quartet-option-value = значения опций нужного типа и диапазона
rule-quartet-snapshot = партия продолжается только с сохранённого состояния игры «Квартет» с теми же игроками
quartet-snapshot = сохранённое состояние этой партии не является состоянием игры «Квартет» с этими игроками

flag-quartets = сколько квартетов собрал каждый, напр. Аня=3,Борис=2,Вера=3 (всего 8)
new-example-quartet = kozyr new quartet --players Аня,Борис,Вера
deal-example-quartet =
    kozyr deal --quartets Аня=3,Борис=2,Вера=3  # счет каждого
