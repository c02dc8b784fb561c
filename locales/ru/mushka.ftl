# Мушка: названия, флаги быстрой записи, опции и правила.

rule-mushka-score-trick = +1 за каждую взятку
rule-mushka-score-ace = +5 за каждую взятку, взятую тузом
rule-mushka-score-spade-ace = при козыре пики прибавку даёт только A♠: +10
rule-mushka-score-no-trick = игрок, который играл и не взял ни одной взятки: −5
rule-mushka-score-no-trick-spade-ace = ни одной взятки с A♠ на руке: −10
rule-mushka-pass = спасовавший выходит из сдачи и ничего не получает
rule-mushka-pass-spade-ace = с A♠ на руке пасовать нельзя
rule-mushka-pass-twice = каждый игрок пасует один раз
rule-mushka-pass-alone = спасовали все, кроме одного: он берёт все пять взяток без игры, карты не разыгрываются
rule-mushka-pass-all = спасовали все: никто ничего не получает, сдача переходит к игроку слева
rule-mushka-aces-card = как карты, взявшие взятки, называют только тузов
rule-mushka-aces-twice = каждый туз берёт одну взятку и одному игроку
rule-mushka-aces-tricks = взяток, взятых тузами, не больше, чем взяток у игрока
rule-mushka-aces-holder = A♠ берёт взятку только тому, у кого он был на руке
rule-mushka-aces-spade-trump = при козыре пики A♠ не проигрывает: его хозяин взял им взятку
rule-mushka-match-overshoot = итог, перешедший за 0, начинается снова с −25
rule-mushka-match-winner = побеждает ровно 0; если двое сразу — первый по ходу от начинавшего сдачу
rule-mushka-penalty = штраф, о котором договорились за столом, записывается с его очками
rule-mushka-deal-format = в записи сдачи только описанные поля
rule-mushka-deal-dealer = сдача переходит к игроку слева
rule-mushka-deal-trump = в каждой сдаче называют козырь
rule-mushka-deal-won = взятки записаны (или все взятки розыгрыша)
rule-mushka-won-range = у игрока от 0 до 5 взяток
rule-mushka-won-sum = взятки игравших в сумме дают 5
rule-mushka-entry-disagree = быстрая запись и взятки совпадают
rule-mushka-penalty-points = у штрафа указаны очки
rule-mushka-play-format = в записи розыгрыша только взятки
rule-mushka-play-not-playing = спасовавший не играет и взяток не берёт
rule-mushka-play-follow-suit = у кого есть масть хода, тот обязан её дать
rule-mushka-play-trump = нет масти хода — бить козырем, если он есть
rule-mushka-play-trick-size = во взятке по одной карте от каждого игравшего
rule-mushka-play-card-count = пять взяток: все карты на руках у игравших
rule-mushka-play-duplicate-card = каждая карта играется один раз
rule-mushka-play-not-in-deck = играют только карты колоды (втроём и вчетвером — без шестёрок и младше)
rule-mushka-play-out-of-turn = ходят по очереди от начинающего взятку
rule-mushka-option-unknown = только описанные опции
rule-mushka-option-value = значения опций нужного типа
rule-mushka-snapshot = сохранённое состояние партии такое, какое могло остаться после пересчёта этой партии
flag-mushka-trump = козырь: hearts, ♥, H, черви…, например --trump черви (в Памфиле — масть, ставшая козырем после замены J♣)
flag-mushka-passed = спасовавший игрок, не игравший сдачу (флаг повторяется, или ИМЯ,ИМЯ), например --passed Вера
flag-mushka-aces = тузы, которыми игрок взял взятки, флаг повторяется: например --aces Борис=AS,AH
flag-mushka-spade-ace = у кого был A♠, когда начался розыгрыш, например --spade-ace Аня
game-mushka = Мушка
option-mushka-spade-ace = вариант Мушки: A♠ забирает взятку, в которой уже лежит козырный туз, если положен после него
game-mushka-aliases = мушка

mushka-and = { $first } и { $rest }

# Чтение записи сдачи (общее с Памфилом).
mushka-names-format = { $field } — это имя игрока или список имён
mushka-name-format = { $field } — это имя игрока
mushka-aces-format = { $field } — это игрок → тузы, которыми он взял взятки, например {"{"}"Борис": ["AS", "AH"]{"}"}
mushka-deal-needs-trump = в игре «{ $game }» всегда есть козырь — масть карты, открытой из колоды: --trump черви (♥, H, пики…)
mushka-snapshot = сохранённое состояние этой партии в игре «{ $game }» не читается или недостижимо в этой партии
mushka-pass-twice = { $name }: пас записан дважды; каждый игрок пасует один раз
mushka-pass-spade-ace = { $name }: на руке A♠, пасовать нельзя; с пиковым тузом прикупают и играют (пасовать могут только остальные)
mushka-unplayed-play = записи розыгрыша
mushka-unplayed-won = взятых взяток
mushka-unplayed-aces = тузов, взявших взятки
mushka-pass-all-unplayed = спасовали все, значит, сдачу не играли; в ней нет { $what }
mushka-pass-alone-unplayed = спасовали все, кроме одного игрока — { $name }: { $tricks ->
    [one] { $tricks } взятка берётся
    [few] все { $tricks } взятки берутся
   *[many] все { $tricks } взяток берутся
} без игры и ни одна карта не разыгрывается, поэтому в сдаче нет { $what }
mushka-aces-not-card = { $name }: «{ $item }» — не карта; назовите тузов, взявших взятки: AS, AH, AD, AC
mushka-aces-not-ace = { $name }: { $card } — не туз; называют только тузов, взявших взятки
mushka-aces-twice = { $name }: { $card } записан дважды; туз берёт одну взятку
mushka-aces-both = { $card } записан двоим — { $other } и { $name }; туз берёт одну взятку и одному игроку
mushka-aces-tricks = { $name }: { $tricks ->
    [0] ни одной взятки
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
}, а тузами записано { $aces } ({ $cards }); каждую взятку берёт одна карта
mushka-aces-holder = A♠: взятка им записана — { $winner }, владелец карты — { $holder }; туз берёт взятку только своему владельцу
mushka-aces-spade-trump = { $name }: при козыре пики A♠ бьёт любую карту, значит, им взята взятка; добавьте его к тузам (--aces { $name }=AS)
mushka-disagree = { $what }; быстрая запись и взятки должны совпадать
mushka-aces-none = нет
mushka-aces-list = { $cards }
mushka-disagree-aces = { $name }: записаны взятки, взятые тузами: { $given }, а по розыгрышу — { $shown }
mushka-spade-ace-held = владелец — { $name }
mushka-spade-ace-unplayed = его никто не играл
mushka-disagree-spade-ace = A♠: записан владелец { $name }, а по розыгрышу { $shown }

# Объяснение сдачи.
mushka-step-pass-all = спасовали все: никто ничего не получает, сдача переходит к игроку слева
mushka-step-pass-alone = остальные спасовали: { $name } берёт { $tricks ->
    [one] { $tricks } взятку
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
} без игры
mushka-step-pass = { $name }: пас, в этой сдаче ничего не получает
mushka-step-tricks = { $name }: { $tricks ->
    [one] { $tricks } взятка { $points }
    [few] { $tricks } взятки × +1 = { $points }
   *[many] { $tricks } взяток × +1 = { $points }
}
mushka-step-spade-ace = { $name }: взятка пиковым тузом при козыре пики { $bonus }
mushka-step-ace = { $name }: взятка тузом { $card } { $bonus }
mushka-step-aces = { $name }: взятки тузами { $cards }: { $aces } × { $bonus } = { $points }
mushka-step-no-trick-spade-ace = { $name }: ни одной взятки с A♠ на руке { $points }
mushka-step-no-trick = { $name }: ни одной взятки { $points }

# Строка листа: кто сдаёт, козырь, кто спасовал.
mushka-summary = сдаёт { $dealer }, козырь { $trump }
mushka-summary-all-pass = сдаёт { $dealer }, козырь { $trump }, все пас
mushka-summary-pass = сдаёт { $dealer }, козырь { $trump }, пас: { $passed }

# Выход из минуса к нулю.
mushka-overshoot = { $name }: { $before } { $points } = { $reached } — больше { $goal }: счёт снова с { $start }
mushka-winner = { $name }: ровно { $goal } — победа
mushka-winner-tie = { $names } выходят на { $goal } в одной сдаче; побеждает { $name } — первый по ходу от начинавшего сдачу
mushka-next = сдача { $number }: сдаёт { $dealer }, ходит { $leader }

deal-example-mushka =
    kozyr deal --trump черви --won Аня=0,Борис=3,Галя=2 --passed Вера  # Вера пас; взятки у Бориса и Гали
    kozyr deal --trump трефы --won Аня=2,Борис=1,Вера=1,Галя=1 --aces Аня=AC,AH  # Аня взяла две взятки тузами
    kozyr deal --trump пики --won Борис=5 --passed Аня,Вера,Галя  # спасовали все, кроме Бориса
new-example-mushka = kozyr new mushka --players Аня,Борис,Вера,Галя
