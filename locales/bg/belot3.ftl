# Белот за трима: имена, флагове за бързо записване, опции и правила.

rule-belot3-deal-format = записът на раздаването има само описаните полета
rule-belot3-deal-declarer = раздаването посочва играещия (казал «играя») или цялото наддаване
rule-belot3-deal-trump = раздаването посочва коза: --trump, обърнатата карта или наддаването
rule-belot3-deal-points = раздаването дава точките от взятки на всеки играч или всички взятки
rule-belot3-deal-last-trick = раздаването посочва играча, взел последната взятка
rule-belot3-deal-redeal = при ново раздаване (два кръга пас) няма играещ, точки и взятки
rule-belot3-points-range = точките на играч от взятки са от 0 до 152
rule-belot3-points-sum = точките от взятки са общо 152 без петте карти извън играта
rule-belot3-capot-inconsistent = играч капо няма взятка: няма точки, не е взел последната взятка и взятките са взети от друг
rule-belot3-bid-word = обявата е «играя», пас или боя
rule-belot3-bid-turn = в първия кръг се предлага само боята на обърнатата карта: играя или пас
rule-belot3-bid-other-suit = във втория кръг играчът казва друга боя, не обърнатата, или пас
rule-belot3-bid-after-end = след «играя» или два кръга пас няма обяви
rule-belot3-bid-unfinished = наддаването свършва с играещ или шест паса
rule-belot3-bid-redeal = два кръга пас: следващият играч раздава отново
rule-belot3-exchange-first-trump = козовата седмица се сменя само когато коз е боята на обърнатата карта
rule-belot3-exchange-seven = козовата седмица отива на масата вместо обърнатата карта
rule-belot3-exchange-turned = обърнатата карта остава на масата, освен ако я вземе държащият козовата седмица
rule-belot3-combination-format = комбинацията се пише играч:вид:карта, напр. Борис:four:J, Вера:sequence:KH:5
rule-belot3-combination-type = комбинациите са четири карти от един ранг, поредица или белот
rule-belot3-combination-set-rank = четири карти от един ранг се броят за J, 9, A, 10, K и Q
rule-belot3-combination-sequence-length = поредицата е четири или повече поредни карти от една боя
rule-belot3-combination-belot = белотът е поп и дама коз в една ръка (от който и да е един цвят при belot=any-suit)
rule-belot3-combination-overlap = карта не влиза в комбинации на двама играчи, нито в две комбинации от един вид
rule-belot3-combination-not-held = обявената комбинация е била в ръката на играча
rule-belot3-combination-order = след първата си комбинация играчът обявява други само ако всяка е по-малка от първата по точки; белотът е отделно
rule-belot3-combination-turned = обърнатата карта остава на масата и никоя комбинация не я съдържа, освен ако притежателят на козовата седмица я е взел в замяна
rule-belot3-combination-hand = комбинациите на играча се побират в ръката му от девет карти
rule-belot3-combination-rank = еднакви карти над поредици, по-високи над по-ниски, по-дълги над по-къси; при равенство — козовата, иначе обявената първа
rule-belot3-combination-score = комбинации записва само държащият най-силната; белотът се брои отделно
rule-belot3-play-format = записът на разиграването има само описаните полета
rule-belot3-play-trick-size = във всяка взятка има по една карта от всеки играч
rule-belot3-play-follow-suit = играе се в боята на хода, ако има
rule-belot3-play-trump = без боята на хода — коз, ако има
rule-belot3-play-overtrump = коз на масата задължително се надцаква с по-висок коз, ако има
rule-belot3-play-card-count = раздаването е 9 взятки по 3 карти
rule-belot3-play-duplicate-card = всяка карта се играе веднъж
rule-belot3-play-not-in-deck = играят се само 32-те карти от 7 до A
rule-belot3-play-out-of-turn = играчите играят поред от водещия взятката
rule-belot3-play-first-leader = първият ход е на играч от мача
rule-belot3-entry-disagree = бързият и пълният запис на едно раздаване съвпадат
rule-belot3-score-points = точките на играча са точките от взятки, 10 за последната взятка и комбинациите му
rule-belot3-score-lowest = играчът с най-малко точки ги губи: делят се поравно между другите двама
rule-belot3-score-odd-point = нечетната точка при деленето отива според опцията odd_point
rule-belot3-score-tie = двама са равни с най-малко точки: никой не губи точките си
rule-belot3-score-declarer-tie = играещият, равен с противник, не пише нищо; точките му висят
rule-belot3-hanging-award = висящите точки получава този с най-много точки в следващо раздаване
rule-belot3-capot = играч без взятка (капо): другите получават по 50, а обявите му не се броят
rule-belot3-capot-double = двама без взятка: взелият всички взятки получава 100 (двойно капо)
rule-belot3-match-target = печели първият, достигнал уговорения брой точки
rule-belot3-match-announce = печели играчът, обявил, че е достигнал уговорения брой; обявата трябва да е вярна
rule-belot3-match-announce-trick = достигането се обявява след своя взятка, но не последната
rule-belot3-match-last-trick = достигнали са няколко: печели взелият последната взятка; ако не е никой от тях — играта продължава
rule-belot3-dealer-leader = раздава играчът с най-много точки (опция next_dealer)
rule-belot3-penalty = наказание, уговорено от масата, се записва на играча
rule-belot3-penalty-points = наказанието посочва точките си
rule-belot3-option-unknown = само описаните опции
rule-belot3-option-value = стойности на опциите от правилния тип
rule-belot3-snapshot = запазеното състояние е възможно в този мач

flag-belot3-declarer = белот за трима: играчът, казал «играя»
flag-belot3-trump = белот за трима: козовата боя
flag-belot3-turned = белот за трима: обърнатата карта, напр. 9H
flag-belot3-bids = белот за трима: обявите отляво на раздаващия, напр. pass,pass,pass,hearts
flag-belot3-redeal = белот за трима: два кръга пас, следващият раздава отново
flag-belot3-points = белот за трима: точки от взятки на всеки без последните 10, напр. Аня=60,Борис=40,Вера=30
flag-belot3-last = белот за трима: играчът, взел последната взятка
flag-belot3-capot = белот за трима: играч без нито една взятка (капо)
flag-belot3-announce = белот за трима: комбинация, напр. Борис:four:J, Вера:sequence:KH:5, Аня:belot (може да се повтаря)
flag-belot3-exchange = белот за трима: играчът, сменил козовата седмица с обърнатата карта
flag-belot3-reached = белот за трима: играчът, обявил, че е достигнал уговорения брой (Име или Име:взятка)
option-belot3-target = мачът се печели при този сбор (книгата го оставя на масата)
option-belot3-odd_point = нечетната точка при деленето: higher (на този с повече точки) или drop (губи се)
option-belot3-next_dealer = кой раздава след изиграно раздаване: leader (с най-много точки, по книгата) или rotation (поред)
option-belot3-belot = кои поп и дама правят белот: trump (така kozyr чете книгата) или any-suit (буквата на книгата: двойка от който и да е един цвят, по 20 всяка)
game-belot3 = Белот за трима
game-belot3-aliases = белот3, белот за трима

deal-example-belot3 =
    kozyr deal --declarer Борис --trump купа --points Аня=40,Борис=70,Вера=32 --last Борис  # точки от взятки без последните 10
    kozyr deal --bids pass,play --turned 9S --points Аня=50,Борис=60,Вера=30 --last Аня --announce Аня:four:Q  # наддаването посочва играещия
    kozyr deal --redeal  # два кръга пас: следващият раздава отново
new-example-belot3 = kozyr new belot3 --players Аня,Борис,Вера --option target=500

belot3-no-teams = в белот за трима всеки играе за себе си: няма отбори
belot3-option-target = уговореният брой е от 1 до 100000, не { $target }
belot3-option-stored = запазените опции на този мач белот за трима не могат да се прочетат: { $error }
belot3-snapshot = запазеното състояние на този мач белот за трима не може да се прочете или не е възможно в него
belot3-next = раздаване { $deal }: раздава { $dealer }, обърнатата карта първо се предлага на { $bidder }{ $hanging ->
    [0] {""}
    [one] {" "}(виси { $hanging } точка)
   *[other] {" "}(висят { $hanging } точки)
}
belot3-redeal = два кръга пас: раздаваше { $dealer }, раздава отново { $next }
belot3-summary-redeal = ново раздаване
belot3-summary = { $player } { $trump }{ $capot ->
    [0] {""}
   *[other] , капо: { $who }
}
belot3-dealer-leader = { $player } има най-много точки ({ $total }) и раздава следващото
belot3-penalty-points = наказанието в белот за трима посочва точките си (книгата не назовава наказания): --points -10
belot3-penalty-note = { $player }: { $reason } { $points }
belot3-penalty-summary = наказание: { $reason }

belot3-bid-word = { $player } каза «{ $bid }»: обявата е играя, пас или боя
belot3-bid-turn = { $player } каза { $suit } в първия кръг: там се предлага само боята на обърнатата карта (играя или пас)
belot3-bid-other-suit = { $player } взе боята на обърнатата карта във втория кръг: там се казва друга боя или пас
belot3-bid-after-end = «{ $bid }» след като { $player } взе коза: наддаването е свършило
belot3-bid-after-redeal = «{ $bid }» (обява { $position }) след два кръга пас: картите се раздават отново
belot3-bid-unfinished = наддаването спира след { $bids } обяви без играещ: от { $player } още няма обява (шест паса са ново раздаване)

belot3-play-under-trump = под { $best }
belot3-play-overtrump-required = коз на масата задължително се надцаква с по-висок коз, ако играчът има
belot3-call-with-it = с обявен белот
belot3-call-required = белот се обявява с поп или дама { $trump }, като другата карта е в ръката

belot3-combination-four = четири { $rank ->
    [ace] аса
    [king] попа
    [queen] дами
    [jack] валета
    [ten] десетки
   *[nine] деветки
}
belot3-combination-sequence = { $length } поредни до { $high }
belot3-combination-belot = белот { $suit }
belot3-combination-format = «{ $text }» не е комбинация: пишете играч:вид:карта, напр. Борис:four:J, Вера:sequence:KH:5, Аня:belot
belot3-combination-rank-word = { $player }: «{ $text }» не назовава ранг (J, 9, A, 10, K, Q)
belot3-combination-set-rank = { $player }: четири { $symbol } не са комбинация; броят се четири J, 9, A, 10, K и Q
belot3-combination-top = { $player }: «{ $text }» не назовава най-горната карта на поредицата, напр. sequence:KH:5
belot3-combination-length-word = { $player }: «{ $text }» не дава дължината на поредицата с число
belot3-combination-length = { $player }: поредица от { $length } до { $high } е невъзможна или не е комбинация: от 4 до { $most } карти
belot3-combination-suit-word = { $player }: «{ $text }» не назовава боя
belot3-combination-belot-trump = { $player } обяви белот в { $suit }: белотът е поп и дама коз ({ $trump }), освен ако мачът е създаден с belot=any-suit
belot3-combination-type = { $player }: «{ $text }» не е комбинация: four, sequence или belot
belot3-combination-overlap = { $card } е в комбинацията на { $first_player } ({ $first }) и в тази на { $second_player } ({ $second })
belot3-combination-not-held = { $player } обяви { $combination }, но нямаше { $card }
belot3-combination-order = { $player } обяви първо { $first } ({ $first_points }); { $second } ({ $second_points }) не е по-малка, а след първата се обявяват само по-малки от нея комбинации
belot3-combination-turned = { $player } обяви { $combination } с { $card }, а обърнатата карта остава на масата, освен ако притежателят на козовата седмица я е взел в замяна
belot3-combination-hand = комбинациите на { $player } съдържат { $cards } различни карти; в ръката има { $hand }
belot3-combination-of = { $player }: { $combination }
belot3-combination-best = най-силната комбинация е на { $player }: { $combination }{ $rivals ->
    [0] {""}
   *[other] , над { $beaten }
}
belot3-combination-capot = { $player } не взе нито една взятка: { $combination } не се брои
belot3-combination-scores = { $player } записва { $combination }: { $points }
belot3-combination-nothing = { $combination } на { $player } не се брои: не е най-силната комбинация

belot3-deal-format = записът на раздаването не може да се прочете: { $error }
belot3-deal-trump-word = «{ $text }» не е боя
belot3-deal-trump-missing = раздаването не посочва коза: дайте { $trump }, { $turned } или наддаването
belot3-deal-declarer = раздаването не посочва играещия: дайте { $field } или наддаването
belot3-deal-points = раздаването не дава нито точки ({ $points }), нито взятки ({ $play })
belot3-deal-last = раздаването не посочва кой взе последната взятка: дайте { $field }
belot3-deal-redeal = при ново раздаване няма играещ, коз, точки, комбинации или взятки
belot3-disagree = { $what ->
    [redeal] новото раздаване е дадено
    [declarer] играещият е даден
    [trump] козът е даден
    [points] точките от взятки са дадени
    [last-trick] последната взятка е дадена
   *[capot] капото е дадено
} като { $quick }, а записът показва { $full }; трябва да съвпадат
belot3-disagree-redeal = ново раздаване
belot3-disagree-taken = играещ в наддаването
belot3-points-of = { $player } { $points }
belot3-name = { $player }
belot3-capot-list = { $players }
belot3-capot-nobody = никой капо

belot3-exchange-first-trump = { $player } смени козовата седмица, но { $trump } е казан във втория кръг: сменя се само за боята на обърнатата карта
belot3-exchange-turned-seven = { $player } смени, но обърнатата карта е самата { $card }
belot3-exchange-not-played = { $player } смени козовата седмица за { $card }, но не я изигра
belot3-exchange-other = казано е, че { $card } е взета в замяна ({ $player }), но я изигра { $by }
belot3-exchange-turned-played = { $player } изигра обърнатата карта { $card }: тя остава на масата, освен ако я вземе държащият козовата седмица, когато { $trump } е боята на обърнатата карта
belot3-exchange-seven-played = { $player } взе обърнатата карта срещу { $card }, но { $card } изигра { $by }

belot3-points-range = { $player } има { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} от взятки: от 0 до { $max }
belot3-points-sum = точките от взятки са общо { $sum }: при коз { $trump } 27-те карти в игра дават от { $least } до { $deck } — 152 без петте карти извън играта

belot3-capot-inconsistent = { $player } е капо (без взятка), но има { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}, или взе последната взятка, или никой не е взел взятките
belot3-announce-trick = { $player } обяви, че уговореният брой е достигнат, { $trick ->
    [0] без своя взятка преди последната
   *[other] след взятка { $trick }, която не е на този играч или е последната ({ $last })
}
belot3-announce-short = { $player } обяви, че { $target } е достигнато, но след раздаването има { $total }

belot3-play-format = записът на разиграването не може да се прочете: { $error }
belot3-revoke-at = взятка { $trick }: { $player } { $card } [{ $rule }]
belot3-revokes = { $first }; още { $count ->
    [one] { $count } нарушение
   *[other] { $count } нарушения
}: { $others }

belot3-score-points = { $player }: { $cards } от взятки{ $last ->
    [0] {""}
   *[other] {" "}+ { $last } за последната взятка
}
belot3-capot = { $player } не взе нито една взятка (капо): другите получават по { $bonus }
belot3-capot-double = двама без взятка: { $player } получава { $bonus } (двойно капо)
belot3-score-lowest = { $player } има най-малко точки и губи своите { $points }: { $first } и { $second } получават по { $half }
belot3-score-odd-higher = нечетната точка отива при { $player }
belot3-score-odd-drop = нечетната точка се губи
belot3-score-tie = { $players } са равни с най-малко ({ $points }): никой не губи точките си
belot3-score-declarer-tie = { $player } (играещ) е равен с { $opponent } на { $points }: не пише нищо, висят { $held }
belot3-hanging-award = { $player } има най-много точки и взема висящите { $hanging }
belot3-hanging-stays = никой сам няма най-много точки: { $hanging } продължават да висят
belot3-hanging-held = висят { $held } (общо { $total })
belot3-match-announce = { $player } обяви, че уговореният брой е достигнат, и печели с { $total }
belot3-match-target = { $player } достига { $target } и печели с { $total }
belot3-match-last-trick = достигнаха няколко: { $player } взе последната взятка и печели с { $total }
belot3-match-play-on = { $players } достигнаха { $target }, но последната взятка взе { $last }: играта продължава, докато един от тях я вземе
