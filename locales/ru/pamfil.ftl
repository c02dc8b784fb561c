# Памфил: названия, флаги быстрой записи, опции и правила.

rule-pamfil-score-pamfil = тот, кому при сдаче пришёл Памфил (J♣), получает +10
rule-pamfil-pamfil-turned = J♣, открытый козырем, забирает сдающий и получает его +10
rule-pamfil-score-trick = +1 за каждую взятку
rule-pamfil-score-ace = +5 за каждую взятку, взятую тузом
rule-pamfil-score-spade-ace = при козыре пики прибавку даёт только A♠: +10
rule-pamfil-score-no-trick = игрок, который играл и не взял ни одной взятки: −5
rule-pamfil-score-no-trick-spade-ace = ни одной взятки с A♠ на руке: −10
rule-pamfil-pass = спасовавший выходит из сдачи и ничего не получает
rule-pamfil-pass-spade-ace = с A♠ на руке пасовать нельзя
rule-pamfil-pass-twice = каждый игрок пасует один раз
rule-pamfil-pass-alone = спасовали все, кроме одного: он берёт все пять взяток без игры, карты не разыгрываются
rule-pamfil-pass-all = спасовали все: никто ничего не получает, сдача переходит к игроку слева
rule-pamfil-aces-card = как карты, взявшие взятки, называют только тузов
rule-pamfil-aces-twice = каждый туз берёт одну взятку и одному игроку
rule-pamfil-aces-tricks = взяток, взятых тузами, не больше, чем взяток у игрока
rule-pamfil-aces-holder = A♠ берёт взятку только тому, у кого он был на руке
rule-pamfil-match-overshoot = итог, перешедший за 0, начинается снова с −25
rule-pamfil-match-winner = побеждает ровно 0; если двое сразу — первый по ходу от начинавшего сдачу
rule-pamfil-penalty = штраф, о котором договорились за столом, записывается с его очками
rule-pamfil-deal-format = в записи сдачи только описанные поля
rule-pamfil-deal-dealer = сдача переходит к игроку слева
rule-pamfil-deal-trump = в каждой сдаче называют козырь
rule-pamfil-deal-won = взятки записаны (или все взятки розыгрыша)
rule-pamfil-won-range = у игрока от 0 до 5 взяток
rule-pamfil-won-sum = взятки игравших в сумме дают 5
rule-pamfil-entry-disagree = быстрая запись и взятки совпадают
rule-pamfil-penalty-points = у штрафа указаны очки
rule-pamfil-play-format = в записи розыгрыша только взятки
rule-pamfil-play-not-playing = спасовавший не играет и взяток не берёт
rule-pamfil-play-follow-suit = у кого есть масть хода, тот обязан её дать; J♣ считается козырем
rule-pamfil-play-trump = нет масти хода — бить козырем (J♣ тоже козырь), если он есть
rule-pamfil-play-trick-size = во взятке по одной карте от каждого игравшего
rule-pamfil-play-card-count = пять взяток: все карты на руках у игравших
rule-pamfil-play-duplicate-card = каждая карта играется один раз
rule-pamfil-play-not-in-deck = играют только карты колоды (втроём и вчетвером — без шестёрок и младше)
rule-pamfil-play-out-of-turn = ходят по очереди от начинающего взятку
rule-pamfil-option-unknown = только описанные опции
rule-pamfil-option-value = значения опций нужного типа
rule-pamfil-snapshot = сохранённое состояние партии такое, какое могло остаться после пересчёта этой партии
flag-pamfil-pamfil = кому при сдаче пришёл J♣ (Памфил), например --pamfil Вера
flag-pamfil-pamfil-turned = J♣ открыт козырем: сдающий забрал его и открыл вместо него свою карту
game-pamfil = Памфил
option-pamfil-spade-ace = вариант Мушки: A♠ забирает взятку, в которой уже лежит козырный туз, если положен после него
game-pamfil-aliases = памфил

pamfil-turned-format = { $field } принимает `true` или `false`
pamfil-turned-dealer = J♣ открыт козырем, поэтому его забрал на руку сдающий — { $dealer }; { $name } не может получить его при сдаче
pamfil-step-pass = { $name }: пас, в этой сдаче ничего не получает, в том числе { $bonus } за Памфила
pamfil-step-turned = { $name } сдаёт и забирает Памфила (J♣), открытого козырем: { $bonus }
pamfil-step-dealt = { $name }: при сдаче пришёл Памфил (J♣): { $bonus }

deal-example-pamfil =
    kozyr deal --trump бубны --won Аня=1,Борис=1,Вера=3 --pamfil Вера --aces Борис=AH  # Вере пришёл J♣
    kozyr deal --trump черви --pamfil-turned --won Аня=2,Борис=2,Вера=1  # J♣ открыт козырем: его забирает сдающий
    kozyr deal --trump трефы --passed Вера --won Аня=4,Борис=1  # Вера пас
new-example-pamfil = kozyr new pamfil --players Аня,Борис,Вера
