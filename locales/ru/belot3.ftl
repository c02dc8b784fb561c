# Белот на троих: названия, флаги быстрой записи, опции и правила.

rule-belot3-deal-format = в записи сдачи только описанные поля
rule-belot3-deal-declarer = в сдаче указан играющий (сказавший «играю») или вся торговля
rule-belot3-deal-trump = в сдаче указан козырь: --trump, открытая карта или торговля
rule-belot3-deal-points = в сдаче указаны очки каждого игрока во взятках или все взятки
rule-belot3-deal-last-trick = в сдаче указан игрок, взявший последнюю взятку
rule-belot3-deal-redeal = при пересдаче (два круга пасов) нет ни играющего, ни очков, ни взяток
rule-belot3-points-range = очки игрока во взятках — от 0 до 152
rule-belot3-points-sum = очки во взятках в сумме 152 без пяти карт, не бывших в игре
rule-belot3-capot-inconsistent = у игрока в капо нет взяток: нет очков, нет последней взятки, и взятки взял кто-то другой
rule-belot3-bid-word = заявка — «играю», пас или масть
rule-belot3-bid-turn = в первом круге предлагается только масть открытой карты: играю или пас
rule-belot3-bid-other-suit = во втором круге игрок называет другую масть, не открытую, или пасует
rule-belot3-bid-after-end = после «играю» или двух кругов пасов заявок нет
rule-belot3-bid-unfinished = торговля кончается играющим или шестью пасами
rule-belot3-bid-redeal = два круга пасов: карты пересдаёт следующий игрок
rule-belot3-exchange-first-trump = козырную семёрку меняют, только если козырь — масть открытой карты
rule-belot3-exchange-seven = козырная семёрка уходит на стол вместо открытой карты
rule-belot3-exchange-turned = открытая карта лежит на столе, пока её не возьмёт владелец козырной семёрки
rule-belot3-combination-format = комбинация пишется игрок:вид:карта, например Борис:four:J, Вера:sequence:KH:5
rule-belot3-combination-type = комбинации — четыре карты одного достоинства, последовательность или белот
rule-belot3-combination-set-rank = четыре карты одного достоинства считаются для В, 9, Т, 10, К и Д
rule-belot3-combination-sequence-length = последовательность — четыре и больше карт одной масти подряд
rule-belot3-combination-belot = белот — король и дама козырей у одного игрока (любой одной масти при belot=any-suit)
rule-belot3-combination-overlap = карта не входит в комбинации двух игроков и в две комбинации одного вида
rule-belot3-combination-not-held = объявленная комбинация была на руках у игрока
rule-belot3-combination-order = после первой комбинации игрок объявляет другие, только если каждая меньше первой по очкам; белот — отдельно
rule-belot3-combination-turned = открытая карта остаётся на столе, и ни одна комбинация её не содержит, если её не взял в обмен владелец козырной семёрки
rule-belot3-combination-hand = комбинации игрока умещаются в его руке из девяти карт
rule-belot3-combination-rank = одинаковые карты старше последовательностей, старшие старше младших, длинные старше коротких; при равенстве — козырная, иначе объявленная раньше
rule-belot3-combination-score = комбинации засчитываются только владельцу старшей; белот — отдельно
rule-belot3-play-format = в записи розыгрыша только описанные поля
rule-belot3-play-trick-size = во взятке по одной карте от каждого игрока
rule-belot3-play-follow-suit = ходить в масть, если она есть
rule-belot3-play-trump = нет масти — класть козырь, если он есть
rule-belot3-play-overtrump = козырь на столе обязательно перебивается старшим козырем, если он есть
rule-belot3-play-card-count = в сдаче 9 взяток по 3 карты
rule-belot3-play-duplicate-card = каждая карта играется один раз
rule-belot3-play-not-in-deck = играются только 32 карты от 7 до туза
rule-belot3-play-out-of-turn = игроки ходят по очереди от начинающего взятку
rule-belot3-play-first-leader = первый ход делает игрок этой партии
rule-belot3-entry-disagree = быстрая и полная запись одной сдачи совпадают
rule-belot3-score-points = очки игрока — очки во взятках, 10 за последнюю взятку и его комбинации
rule-belot3-score-lowest = у кого меньше всех очков, тот их теряет: они делятся поровну между двумя другими
rule-belot3-score-odd-point = лишнее очко при делении достаётся так, как говорит опция odd_point
rule-belot3-score-tie = у двоих поровну меньше всех: никто своих очков не теряет
rule-belot3-score-declarer-tie = при равенстве играющего с противником противник записывает свои очки, а играющий — ничего: его очки висят
rule-belot3-hanging-award = висящие очки получает тот, у кого больше всех очков в следующей сдаче
rule-belot3-capot = игрок без взяток (капо): другие получают по 50, его объявления не засчитываются
rule-belot3-capot-double = двое без взяток: взявший все взятки получает 100 (двойное капо)
rule-belot3-match-target = побеждает первый, набравший условленное число очков
rule-belot3-match-announce = побеждает объявивший, что набрал условленное число; объявление должно быть верным
rule-belot3-match-announce-trick = о наборе объявляют после своей взятки, кроме последней
rule-belot3-match-last-trick = набрали несколько: побеждает взявший последнюю взятку; если не взял никто из них — игра продолжается
rule-belot3-dealer-leader = сдаёт игрок с наибольшим количеством очков (опция next_dealer)
rule-belot3-penalty = штраф, о котором договорился стол, пишется игроку
rule-belot3-penalty-points = у штрафа указаны очки
rule-belot3-option-unknown = только описанные опции
rule-belot3-option-value = значения опций правильного типа
rule-belot3-snapshot = сохранённое состояние — одно из возможных в этой партии

flag-belot3-declarer = белот на троих: игрок, сказавший «играю»
flag-belot3-trump = белот на троих: козырная масть
flag-belot3-turned = белот на троих: открытая карта, например 9H
flag-belot3-bids = белот на троих: заявки слева от сдающего, например pass,pass,pass,hearts
flag-belot3-redeal = белот на троих: два круга пасов, пересдаёт следующий
flag-belot3-points = белот на троих: очки каждого во взятках без последних 10, например Аня=60,Борис=40,Вера=30
flag-belot3-last = белот на троих: игрок, взявший последнюю взятку
flag-belot3-capot = белот на троих: игрок без единой взятки (капо)
flag-belot3-announce = белот на троих: комбинация, например Борис:four:J, Вера:sequence:KH:5, Аня:belot (можно повторять)
flag-belot3-exchange = белот на троих: игрок, сменивший козырную семёрку на открытую карту
flag-belot3-reached = белот на троих: игрок, объявивший, что набрал условленное число (Имя или Имя:взятка)
option-belot3-target = партия выигрывается при этом счёте (книга оставляет его на усмотрение игроков)
option-belot3-odd_point = лишнее очко при делении: higher (тому, у кого больше) или drop (пропадает)
option-belot3-next_dealer = кто сдаёт после сыгранной сдачи: leader (у кого больше всех очков, по книге) или rotation (по очереди)
option-belot3-belot = какие король и дама составляют белот: trump (так kozyr читает книгу) или any-suit (буква книги: пара любой одной масти, по 20 за каждую)
game-belot3 = Белот на троих
game-belot3-aliases = белот3, белот на троих, белот втроём

deal-example-belot3 =
    kozyr deal --declarer Борис --trump черви --points Аня=40,Борис=70,Вера=32 --last Борис  # очки во взятках без последних 10
    kozyr deal --bids пас,играю --turned 9S --points Аня=50,Борис=60,Вера=30 --last Аня --announce Аня:four:Q  # торговля называет играющего
    kozyr deal --redeal  # два круга пасов: пересдаёт следующий
new-example-belot3 = kozyr new belot3 --players Аня,Борис,Вера --option target=500

belot3-no-teams = в белот на троих каждый играет за себя: команд нет
belot3-option-target = условленное число — от 1 до 100000, а не { $target }
belot3-option-stored = сохранённые опции этой партии белота на троих не читаются: { $error }
belot3-snapshot = сохранённое состояние этой партии белота на троих не читается или невозможно в ней
belot3-next = сдача { $deal }: сдаёт { $dealer }, открытую карту первым предлагают игроку { $bidder }{ $hanging ->
    [0] {""}
    [one] {" "}(висит { $hanging } очко)
    [few] {" "}(висят { $hanging } очка)
   *[many] {" "}(висят { $hanging } очков)
}
belot3-redeal = два круга пасов: сдающий — { $dealer }, пересдаёт { $next }
belot3-summary-redeal = пересдача
belot3-summary = { $player } { $trump }{ $capot ->
    [0] {""}
   *[other] , капо: { $who }
}
belot3-dealer-leader = у игрока { $player } больше всех очков ({ $total }), он сдаёт следующим
belot3-penalty-points = у штрафа в белоте на троих нужны очки (книга штрафов не называет): --points -10
belot3-penalty-note = { $player }: { $reason } { $points }
belot3-penalty-summary = штраф: { $reason }

belot3-bid-word = { $player }: «{ $bid }» — не заявка; заявка — играю, пас или масть
belot3-bid-turn = { $player }: { $suit } в первом круге — там предлагается только масть открытой карты (играю или пас)
belot3-bid-other-suit = { $player }: масть открытой карты во втором круге — там называют другую масть или пасуют
belot3-bid-after-end = «{ $bid }» после того, как козырь уже взят ({ $player }): торговля окончена
belot3-bid-after-redeal = «{ $bid }» (заявка { $position }) после двух кругов пасов: карты пересдаются
belot3-bid-unfinished = торговля обрывается после { $bids } заявок без играющего: { $player } ещё не говорил (шесть пасов — пересдача)

belot3-play-under-trump = ниже { $best }
belot3-play-overtrump-required = козырь на столе обязательно перебивается старшим козырем, если он есть
belot3-call-with-it = с объявлением белота
belot3-call-required = белот объявляют с королём или дамой масти { $trump }, держа на руках вторую карту

belot3-combination-four = четыре { $rank ->
    [ace] туза
    [king] короля
    [queen] дамы
    [jack] валета
    [ten] десятки
   *[nine] девятки
}
belot3-combination-sequence = { $length } подряд до { $high }
belot3-combination-belot = белот { $suit }
belot3-combination-format = «{ $text }» — не комбинация: пишите игрок:вид:карта, например Борис:four:J, Вера:sequence:KH:5, Аня:belot
belot3-combination-rank-word = { $player }: «{ $text }» не называет достоинство (В, 9, Т, 10, К, Д)
belot3-combination-set-rank = { $player }: четыре { $symbol } — не комбинация; считаются четыре В, 9, Т, 10, К и Д
belot3-combination-top = { $player }: «{ $text }» не называет старшую карту последовательности, например sequence:KH:5
belot3-combination-length-word = { $player }: «{ $text }» не даёт длину последовательности числом
belot3-combination-length = { $player }: последовательность из { $length } до { $high } невозможна или не комбинация: от 4 до { $most } карт
belot3-combination-suit-word = { $player }: «{ $text }» не называет масть
belot3-combination-belot-trump = { $player }: белот в { $suit }, а белот — король и дама козырей ({ $trump }), если партия не создана с belot=any-suit
belot3-combination-type = { $player }: «{ $text }» — не комбинация: four, sequence или belot
belot3-combination-overlap = { $card } входит в комбинацию игрока { $first_player } ({ $first }) и игрока { $second_player } ({ $second })
belot3-combination-not-held = { $player }: объявлено { $combination }, но у игрока не было { $card }
belot3-combination-order = { $player }: первой объявлено { $first } ({ $first_points }); { $second } ({ $second_points }) не меньше по очкам, а после первой объявляют только комбинации меньше неё
belot3-combination-turned = { $player }: объявлено { $combination } с картой { $card }, а открытая карта остаётся на столе, если её не взял в обмен владелец козырной семёрки
belot3-combination-hand = { $player }: в комбинациях { $cards ->
        [one] { $cards } разная карта
        [few] { $cards } разные карты
       *[other] { $cards } разных карт
    }, а на руках { $hand }
belot3-combination-of = { $player }: { $combination }
belot3-combination-best = старшая комбинация — у игрока { $player }: { $combination }{ $rivals ->
    [0] {""}
   *[other] , старше чем { $beaten }
}
belot3-combination-capot = { $player }: ни одной взятки — { $combination } не засчитывается
belot3-combination-scores = { $player } записывает { $combination }: { $points }
belot3-combination-nothing = { $combination } игрока { $player } не засчитывается: комбинация не старшая

belot3-deal-format = запись сдачи не читается: { $error }
belot3-deal-trump-word = «{ $text }» — не масть
belot3-deal-trump-missing = в сдаче не указан козырь: укажите { $trump }, { $turned } или торговлю
belot3-deal-declarer = в сдаче не указан играющий: укажите { $field } или торговлю
belot3-deal-points = в сдаче нет ни очков ({ $points }), ни взяток ({ $play })
belot3-deal-last = в сдаче не указано, кто взял последнюю взятку: укажите { $field }
belot3-deal-redeal = при пересдаче нет ни играющего, ни козыря, ни очков, ни комбинаций, ни взяток
belot3-disagree = { $what ->
    [redeal] пересдача указана
    [declarer] играющий указан
    [trump] козырь указан
    [points] очки во взятках указаны
    [last-trick] последняя взятка указана
   *[capot] капо указано
} как { $quick }, а по записи — { $full }; они должны совпадать
belot3-disagree-redeal = пересдача
belot3-disagree-taken = играющий в торговле
belot3-points-of = { $player } { $points }
belot3-name = { $player }
belot3-capot-list = { $players }
belot3-capot-nobody = капо нет

belot3-exchange-first-trump = { $player }: смена козырной семёрки, но { $trump } назван во втором круге: меняют, только когда козырь — масть открытой карты
belot3-exchange-turned-seven = { $player }: смена семёрки, но открытая карта — сама { $card }
belot3-exchange-not-played = { $player }: козырная семёрка сменена на { $card }, но { $card } так и не сыграна
belot3-exchange-other = сказано, что { $card } взята в обмен ({ $player }), но её сыграл игрок { $by }
belot3-exchange-turned-played = { $player }: сыграна открытая карта { $card }, а она лежит на столе, пока её не возьмёт владелец козырной семёрки, когда { $trump } — масть открытой карты
belot3-exchange-seven-played = { $player }: открытая карта взята за { $card }, но { $card } сыграл игрок { $by }

belot3-points-range = у игрока { $player } { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
} во взятках: от 0 до { $max }
belot3-points-sum = очки во взятках в сумме { $sum }: при козыре { $trump } 27 карт в игре дают от { $least } до { $deck } — 152 без пяти карт вне игры

belot3-capot-inconsistent = { $player } в капо (без взяток), но у этого игрока { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
} или последняя взятка, или взяток не взял никто
belot3-announce-trick = { $player }: объявлено, что условленное число набрано, { $trick ->
    [0] но до последней взятки своих взяток нет
   *[other] после взятки { $trick }, которая не своя или последняя ({ $last })
}
belot3-announce-short = { $player }: объявлено, что набрано { $target }, но после сдачи у игрока { $total }

belot3-play-format = запись розыгрыша не читается: { $error }
belot3-revoke-at = взятка { $trick }: { $player } { $card } [{ $rule }]
belot3-revokes = { $first }; ещё { $count ->
    [one] { $count } нарушение
    [few] { $count } нарушения
   *[many] { $count } нарушений
}: { $others }

belot3-score-points = { $player }: { $cards } во взятках{ $last ->
    [0] {""}
   *[other] {" "}+ { $last } за последнюю взятку
}
belot3-capot = { $player }: ни одной взятки (капо) — остальные получают по { $bonus }
belot3-capot-double = двое без взяток: { $player } получает { $bonus } (двойное капо)
belot3-score-lowest = у игрока { $player } меньше всех очков, и эти { $points } теряются: { $first } и { $second } получают по { $half }
belot3-score-odd-higher = лишнее очко получает { $player }
belot3-score-odd-drop = лишнее очко пропадает
belot3-score-tie = { $players } поровну меньше всех ({ $points }): никто своих очков не теряет
belot3-score-declarer-tie = { $player } (играющий) поровну с игроком { $opponent } по { $points }: играющий ничего не пишет, висят { $held }
belot3-hanging-award = у игрока { $player } больше всех очков: висящие { $hanging } забирает { $player }
belot3-hanging-stays = больше всех ни у кого одного: { $hanging } висят дальше
belot3-hanging-held = висят { $held } (всего { $total })
belot3-match-announce = { $player }: объявлено, что условленное число набрано, — выигрыш с { $total }
belot3-match-target = { $player }: набрано { $target }, выигрыш с { $total }
belot3-match-last-trick = набрали несколько: последняя взятка у игрока { $player }, выигрыш с { $total }
belot3-match-play-on = { $players } набрали { $target }, но последнюю взятку взял игрок { $last }: игра продолжается, пока её не возьмёт один из них
