# Бура: названия, флаги быстрой записи, опции, правила и сообщения судьи.

game-bura = Бура
game-bura-aliases = бура, bura
flag-bura-stopper = Бура: кто остановил игру на своём ходу, объявив 31 во взятках, например --stopper Аня
flag-bura-claim = Бура: сколько очков объявил остановивший (31, если не назвал больше), например --claim 33
flag-bura-points = Бура: очки во взятках игрока, остановившему их считают, например --points Аня=35
flag-bura-took = Бура: карты во взятках остановившего, их очки считаются, например --took Аня=AS,10S,KH
flag-bura-bura = Бура: кто показал три козыря («бура») и сразу забирает банк
flag-bura-redeal = Бура: все карты сыграны, никто не остановил: победителей нет, сдаёт тот же
flag-bura-out-of-turn = Бура: кто взял карту из колоды не в свою очередь (проигрывает кон и платит штраф)
flag-bura-extra-card = Бура: кто добрал лишнюю карту (проигрывает кон и платит штраф)
option-bura-ante = сколько каждый кладёт в банк в каждом коне (10)
option-bura-forfeit = сколько платит в банк взявший карту не в очередь или лишнюю: bank (столько, сколько в банке, как за неверную остановку) или ante (одну ставку)
option-bura-exact = остановка верна, только если во взятках ровно объявленное число очков (false: не меньше)

rule-bura-deal-format = в записи кона только описанные поля
rule-bura-deal-dealer = выигравший кон сдаёт следующий; если победителя не было, сдаёт тот же
rule-bura-deal-outcome = кон кончается одним способом: остановкой, бурой, пересдачей или штрафом игрока
rule-bura-money-ante = каждый кон начинается со ставки каждого игрока в банк
rule-bura-money-conserved = всякий выигрыш — чей-то проигрыш: балансы и банк в сумме дают 0
rule-bura-stop-claim = останавливают игру, объявив 31 или больше, но не больше 120 очков колоды
rule-bura-stop-count = взятки остановившего пересчитывают и сравнивают с объявленным
rule-bura-stop-turn = остановить игру можно только на своём ходу
rule-bura-bank-win = верная остановка забирает банк
rule-bura-bank-double = неверная остановка удваивает банк: остановивший кладёт в него столько, сколько в нём есть
rule-bura-bura = три козыря («бура») выигрывают кон сразу, независимо от очков
rule-bura-redeal = все карты сыграны, никто не остановил: победителей нет, банк остаётся, сдаёт тот же
rule-bura-game-next-dealer = следующим сдаёт выигравший; если победителя нет — тот же сдающий
rule-bura-points-range = очки игрока — от 0 до 120, всего в колоде 120
rule-bura-took-cards = карты во взятках — карты колоды из 36 карт, каждая один раз
rule-bura-forfeit-out-of-turn = взявший карту из колоды не в свою очередь проигрывает кон и платит штраф
rule-bura-forfeit-extra-card = добравший лишнюю карту проигрывает кон и платит штраф
rule-bura-entry-disagree = быстрая запись и полная запись игры совпадают
rule-bura-penalty = штрафы в Буре записываются вместе с коном (--out-of-turn, --extra-card)
rule-bura-option-unknown = только описанные опции
rule-bura-option-value = значения опций нужного типа и в допустимых пределах
rule-bura-snapshot = партия продолжается только из сохранённого состояния партии в Буру с теми же игроками
bura-snapshot = сохранённое состояние этой партии не является состоянием партии в Буру с этими игроками
rule-bura-play-format = полная запись — открытая карта, руки и по строке на взятку, захват хода или остановку
rule-bura-play-turned = открытая карта, масть которой — козырь, указана
rule-bura-play-hands = на руках по три карты колоды, открытой карты среди них нет
rule-bura-play-not-in-deck = играют только 36 карт от 6 до туза
rule-bura-play-duplicate-card = каждая карта играется один раз
rule-bura-play-trick-size = во взятке играет каждый игрок
rule-bura-play-lead-size = ходят одной, двумя или тремя картами, но не больше, чем на руках
rule-bura-play-lead-suit = карты хода — одной масти
rule-bura-play-answer-size = каждый кладёт столько карт, сколько выложил ходивший
rule-bura-play-out-of-turn = играют по очереди от ходившего
rule-bura-play-held = игрок кладёт только карты, которые у него на руках
rule-bura-play-after-end = после остановки, буры или последней карты ничего не играют
rule-bura-play-unfinished = кон идёт до остановки, буры или последней карты
rule-bura-trick-take = чтобы забрать взятку, надо побить каждую из лучших пока карт своей картой (старшей той же масти или козырем); иначе взятку берут они
rule-bura-draw-order = после взятки каждый добирает столько карт, сколько положил, первым — взявший взятку
rule-bura-draw-count = добирают до трёх, пока колоды хватает на всех; потом не добирает никто
rule-bura-draw-last = открытый козырь лежит под колодой и берётся последним
rule-bura-seize-cards = комбинация — три карты: три одной масти («молодка»), три туза или три козыря («бура»)
rule-bura-seize-held = показывают только комбинацию, которая на руках
rule-bura-seize-lead = показанная комбинация захватывает ход: ходит старшая, из равных — первая по очереди

bura-deal-format = запись не является коном Буры: { $error }
bura-deal-dealer = сдающим указан { $given }, но этот кон сдаёт { $dealer }
bura-deal-outcome-many = кон кончается только одним способом: остановкой, бурой, пересдачей или штрафом
bura-deal-outcome-none = не сказано, чем кончился кон: укажите { $stopper }, { $bura }, { $redeal } или полную запись { $play }
bura-forfeit-alone = { $player }: кон проигран штрафом — в такой записи больше ничего нет
bura-claim-alone = объявленные очки требуют указать остановившего ({ $stopper })
bura-stop-claim = { $player }: объявлено { $claim }, а при остановке объявляют от { $goal } до { $most } очков
bura-stop-uncounted = { $player }: остановка игры — взятки игрока пересчитывают, укажите его очки ({ $points }) или карты взяток ({ $took })
bura-stop-turn = { $player }: остановка игры, но ход был за игроком { $due }; остановить можно только на своём ходу
bura-points-range = у игрока { $player } указано { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}; во взятках бывает от 0 до { $most }
bura-points-sum = указанные очки дают в сумме { $points }; в колоде { $most }
bura-took-card = { $card } во взятках игрока { $player } — не карта колоды из 36 карт или указана дважды
bura-took-points = у игрока { $player } указано { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, а карты его взяток дают { $counted }
bura-entry-disagree = { $field } не совпадает с полной записью; быстрая и полная запись должны совпадать
bura-penalty = штраф для игрока { $player }: в Буре взявший карту не в очередь или лишнюю проигрывает кон; запишите это с коном (--out-of-turn, --extra-card)

bura-play-shape = полная запись Буры — текст или объект с turned, hands и tricks
bura-play-field = { $field } — не поле записи Буры (turned, hands, tricks)
bura-play-twice = { $field } указано дважды
bura-play-hands-form = рука записывается как ИМЯ=карты: { $text }
bura-play-seize-form = строка захвата хода: seize ИГРОК КАРТА КАРТА КАРТА
bura-play-stop-form = строка остановки: stop ИГРОК [ОЧКИ]
bura-play-forfeit-form = «{ $line }»: строка штрафа — out-of-turn ИГРОК или extra-card ИГРОК
bura-play-keyword = после | идёт draw и добор каждого игрока, а не { $word }
bura-play-turned-missing = нет открытой карты (turned: КАРТА)
bura-play-not-in-pack = { $card } — не карта колоды из 36 карт
bura-play-hands-all = нет руки игрока { $player }: укажите руки всех или ничьи
bura-play-hand-card = { $card } в руке игрока { $player } — не из колоды, открытая карта или сдана дважды
bura-play-hand-size = игроку { $player } сдано карт: { $cards }; каждому сдают { $hand }
bura-play-groups = во взятке карты { $groups ->
    [one] { $groups } игрока
    [few] { $groups } игроков
   *[many] { $groups } игроков
}; во всякой взятке играют все { $players }
bura-play-lead-size = { $player } ходит картами: { $cards }; ходят от 1 до { $most }
bura-play-lead-suit = { $player } ходит { $cards }: карты хода — одной масти
bura-play-answer-size = { $player } кладёт карт: { $cards } на ход из { $led }; каждый кладёт столько, сколько выложено
bura-play-turn = { $player } играет вместо игрока { $due }; играют по очереди от ходившего
bura-play-twice-card = { $card } уже сыграна
bura-play-held = этой карты не может быть у игрока { $player }: { $why }
bura-held-other = { $card } у игрока { $other }
bura-held-turned = { $card } — открытый козырь, он ещё под колодой
bura-held-not = { $card } нет у игрока на руках
bura-held-played = { $card } уже сыграна
bura-play-after-end = кон окончен: после остановки, буры или последней карты ничего нет
bura-play-unfinished = запись кончается, когда у каждого на руках карт: { $cards }, но нет ни остановки, ни буры
bura-draw-short = в колоде { $stock ->
    [one] { $stock } карта
    [few] { $stock } карты
   *[many] { $stock } карт
}, меньше чем { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
} × { $cards }: никто не добирает, доигрывают тем, что на руках
bura-draw-groups = в доборе карты { $groups ->
    [one] { $groups } игрока
    [few] { $groups } игроков
   *[many] { $groups } игроков
}; добирают все { $players }
bura-draw-order = { $player } добирает вместо игрока { $due }; после взятки игрока { $taker } первым добирает взявший, дальше по очереди
bura-draw-size = { $player } добирает карт: { $cards }, а положено карт: { $played }; добирают столько, сколько положили
bura-draw-taken = { $player } добирает { $card }, а её нет в колоде
bura-draw-last = открытый козырь { $card } — последняя карта колоды, её берёт последним { $player }
bura-seize-not-combination = { $player } показывает { $cards }: это не три одной масти, не три туза и не три козыря
bura-seize-short = у игрока { $player } на руках карт: { $cards }; комбинация — это три
bura-seize-held = { $player } показывает комбинацию, которой у этого игрока быть не может: { $why }
bura-seize-twice = { $player } показывает комбинацию дважды перед одной взяткой

bura-step-ante = { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
} кладут в банк по { $ante }: в банке { $bank }
bura-step-seize = взятка { $trick }: { $player } захватывает ход: { $combination ->
    [molodka] «молодка», три одной масти
    [aces] три туза
   *[bura] «бура»
}
bura-took-item = { $player }: { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[other] { $tricks } взяток
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
bura-step-tricks = взятки: { $took }
bura-step-count = { $player }: объявлено { $claim }, во взятках { $counted }: { $right ->
    [yes] верно
   *[no] неверно
}{ $exact ->
    [yes] {" "}(ровно объявленное)
   *[no] {""}
}
bura-step-win = { $player } забирает банк: { $bank }
bura-step-double = { $player }: остановка неверна, в банк кладётся { $paid }: в банке { $bank }
bura-step-bura = { $player } показывает три козыря («бура») и забирает банк: { $bank }
bura-step-redeal = все карты сыграны, никто не остановил: победителей нет; банк { $bank } остаётся, снова сдаёт { $dealer }
bura-step-forfeit = { $player } { $why ->
    [out-of-turn] берёт карту не в свою очередь
   *[extra-card] добирает лишнюю карту
} и проигрывает кон: { $paid } в банк, в банке { $bank }
bura-step-next-dealer = следующим сдаёт { $player }
bura-summary-stop = сдаёт { $dealer }; { $player } останавливает с { $counted }: { $right ->
    [yes] верно
   *[no] неверно
}
bura-summary-bura = сдаёт { $dealer }; { $player }: три козыря, бура
bura-summary-redeal = сдаёт { $dealer }; никто не остановил
bura-summary-forfeit = сдаёт { $dealer }; { $player }: { $why ->
    [out-of-turn] карта взята не в очередь
   *[extra-card] лишняя карта в доборе
}
bura-next = кон { $deal }: сдаёт { $dealer }, ходит { $leader }; в банке { $bank }
bura-next-any = кон { $deal }: сдаёт кто угодно; в банке { $bank }
