# Терц: названия, флаги быстрой записи, настройки, правила и слова листа.

game-terz = Терц
game-terz-aliases = терц, terz

rule-terz-deal-format = в записи сдачи только описанные поля
rule-terz-deal-dealer = следующую сдачу сдаёт взявший последнюю взятку (первого сдатчика определяет жребий)
rule-terz-tricks-sum = взятки обоих игроков в сумме 16
rule-terz-points-range = очков в картах от 0 до 150; без взяток — ни одного, со всеми взятками — 150, с последней взяткой — не меньше 10
rule-terz-points-sum = очки обоих игроков в сумме 150
rule-terz-last-trick = в сдаче указан взявший последнюю взятку (10 очков; он сдаёт следующим)
rule-terz-declare-format = комбинация записывается ИГРОК:four:РАНГ, ИГРОК:МЛАДШАЯ-СТАРШАЯ (последовательность) или ИГРОК:КАРТЫ
rule-terz-declare-cards = комбинации: четыре валета, туза, короля или дамы; от трёх до восьми карт одной масти подряд; каждая карта на руках только у одного игрока
rule-terz-declare-turn = комбинацию и марьяж объявляют перед своим ходом
rule-terz-declare-late = комбинацию объявляют, имея на руках девять карт: не позже первой взятки после того, как кончился талон
rule-terz-declare-held = объявляют только карты, которые есть на руках
rule-terz-combination-best = очки получает только обладатель старшей комбинации (четыре валета 200; четыре туза, короля, дамы 100; 8, 7, 6 или 5 подряд 100; 4 подряд 50; 3 — «терц» 20); при равных последовательностях старше козырная, затем объявленная раньше
rule-terz-marriage = марьяж (козырные король и дама) — 20 очков, не перебивает и не перебивается
rule-terz-score-count = игрок, взявший меньше взяток, считает свои очки; другой пишет 150 минус их
rule-terz-score-rounding = очки за сдачу округляются до десятков, пятёрка — в меньшую сторону (45 → 40, 46 → 50)
rule-terz-game-target = выигрывает первый набравший 500 (501, если учитываются взятки); оба сразу — взявший последнюю взятку
rule-terz-game-next-dealer = взявший последнюю взятку сдаёт следующим
rule-terz-entry-disagree = быстрая и полная записи совпадают
rule-terz-penalty = штраф, о котором договорился стол, пишется игроку
rule-terz-penalty-points = штраф по договорённости стола — с очками, до 5000 в любую сторону
rule-terz-penalty-false-announcement = ложное объявление: противник записывает его стоимость, нарушитель — «сто в гору» (ему нужно на 100 больше)
rule-terz-penalty-out-of-turn = карта, взятая не в очередь («чужой подъём»), — проигрыш партии
rule-terz-penalty-extra-card = лишняя карта на руках — проигрыш партии
rule-terz-penalty-miscount = неправильно подсчитанные или записанные очки списываются с нарушителя и идут противнику
rule-terz-option-unknown = только описанные настройки
rule-terz-option-value = значения настроек нужного типа и диапазона
rule-terz-snapshot = сохранённое состояние партии, которое мог оставить пересчёт этой партии
rule-terz-play-format = в записи розыгрыша только описанные поля и слова
rule-terz-play-trick-size = во взятке две карты
rule-terz-play-turned = в записи розыгрыша указана открытая карта-козырь
rule-terz-play-not-in-deck = играют только 32 карты от семёрки до туза
rule-terz-play-duplicate-card = каждая карта играется один раз
rule-terz-play-card-count = в сдаче 16 взяток: играются все карты
rule-terz-play-out-of-turn = первым ходит противник сдатчика, затем взявший взятку
rule-terz-play-hands = каждому сдано девять карт, и каждую играет он сам
rule-terz-play-held = карту играют, только когда она уже на руках
rule-terz-play-follow-suit = когда талон кончился, ходят в масть
rule-terz-play-trump = когда талон кончился, при отсутствии масти кладут козырь
rule-terz-play-beat = когда талон кончился, карту противника обязательно перебивают (козырного валета — только по желанию)
rule-terz-talon-break = после первой взятки не взявший её «ломает колоду» и берёт первым; взявший не берёт карт, пока колода не сломана
rule-terz-talon-draw = после каждой взятки, пока есть талон, оба берут по карте, первым — взявший взятку
rule-terz-talon-last = открытый козырь (или обменянная на него семёрка) — последняя карта талона, её берёт не взявший седьмую взятку
rule-terz-exchange-late = козырную семёрку меняют на открытый козырь, пока в колоде больше двух карт
rule-terz-exchange-held = меняет только обладатель козырной семёрки, один раз

flag-terz-won = Терц: взятки каждого игрока, напр. Аня=7,Борис=9
flag-terz-points = Терц: очки в картах (с последней взяткой) одного или обоих игроков, напр. Аня=62
flag-terz-last = Терц: кто взял последнюю взятку
flag-terz-trump = Терц: козырная масть (нужна только для равных комбинаций)
flag-terz-declare = Терц: объявленная комбинация, по порядку: Аня:four:J, Борис:10H-KH или Аня:QS KS AS (можно повторять)
flag-terz-marriage = Терц: кто объявил козырный марьяж
flag-terz-false-announcement = Терц: ложное объявление и его стоимость, напр. Борис=50
flag-terz-miscount = Терц: очки, неправильно подсчитанные или записанные игроком, напр. Аня=20
flag-terz-out-of-turn = Терц: кто взял карту не в очередь (проигрывает партию)
flag-terz-extra-card = Терц: у кого оказалась лишняя карта (проигрывает партию)

option-terz-target = сумма для выигрыша: 500, или 501, если учитываются взятки
option-terz-uphill = «сто в гору»: на сколько больше нужно набрать после ложного объявления (100)
option-terz-rounding = округлять очки сдачи до десятков, пятёрку вниз (true), или писать как есть (false)
option-terz-free_jack = козырного валета обязательства после талона никогда не вынуждают класть (true)

terz-teams = в терц играют двое, каждый за себя
terz-option-range = настройка { $option } = { $value }; допустимо от 1 до { $max }
terz-option-stored = сохранённые настройки не читаются: { $error }
terz-deal-format = запись сдачи не читается: { $error }
terz-deal-dealer = сдатчиком указан { $given }, но последнюю взятку взял игрок { $dealer }, он и сдаёт
terz-forfeit-both = партию проигрывает один игрок: --out-of-turn или --extra-card, не оба
terz-forfeit-alone = { $player }: партия проиграна — больше в сдаче ничего не записывается
terz-forfeit-points = проигрыш партии записывается без очков
terz-forfeit = { $why ->
    [out-of-turn] { $player }: карта взята не в очередь, партия проиграна; выигрыш за игроком { $other }
   *[other] у игрока { $player } лишняя карта, партия проиграна; выигрыш за игроком { $other }
}
terz-tricks-sum = взятки { $a } и { $b } не дают в сумме { $tricks }
terz-tricks-missing = не указаны взятки игроков: { $field }
terz-last-trick-missing = не указано, кто взял последнюю взятку: { $field }
terz-last-trick-none = { $player }: будто бы последняя взятка, но взяток нет ни одной
terz-points-range = очки игрока { $player } ({ $points }) вне диапазона 0–{ $max }
terz-points-sum = очки { $a } и { $b } не дают в сумме { $total }
terz-points-missing = не указаны очки в картах: { $field }
terz-points-tricks = у игрока { $player } не может быть { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
} при взятках: { $tricks }
terz-declare-format = комбинация «{ $text }» не читается: пишите ИГРОК:four:J, ИГРОК:10H-KH или ИГРОК:QS KS AS
terz-declare-not-combination = { $cards } — не комбинация: четыре валета, туза, короля или дамы либо от трёх до восьми карт масти подряд
terz-declare-twice = одна и та же комбинация объявлена дважды
terz-declare-shared = в комбинациях «{ $first }» и «{ $second }» общая карта: в одной колоде так не бывает
terz-declare-marriage-shared = марьяж у игрока { $player }, а козырные король или дама — в комбинации другого игрока
terz-declare-turn = { $player } объявляет только перед своим ходом
terz-declare-late = { $player } объявляет комбинацию слишком поздно: только с девятью картами на руках
terz-declare-held = { $player }: объявлено { $card }, а этой карты у игрока не было
terz-combination-tie = «{ $first }» и «{ $second }» равны: укажите козырь (--trump), чтобы решить, какая старше
terz-four = { $rank ->
    [J] двести валетов
    [A] сто тузов
    [K] сто королей
   *[Q] сто дам
}
terz-sequence = { $len ->
    [3] «терц»
    [4] «пятьдесят»
   *[other] «сто — { $len }»
} до { $top }
terz-entry-disagree = быстрая запись расходится с записью розыгрыша: { $field }
terz-false-value = ложное объявление игрока { $player } на { $value } — не стоимость комбинации (20, 50, 100 или 200)
terz-miscount-value = ошибка в счёте игрока { $player } на { $value }: допустимо от 1 до { $max }
terz-penalty-points = штраф по договорённости стола — с очками (не 0, до 5000 в любую сторону): --points
terz-penalty-note = { $player } { $points }: { $reason }
terz-penalty-summary = штраф: { $reason }
terz-note-false = { $player }: ложное объявление на { $value }, «сто в гору» — нужно { $need }
terz-note-miscount = { $player }: ошибка в счёте на { $points } — они переходят противнику
terz-annotation-needs = нужно { $need }
terz-summary = сдаёт { $dealer }, взятки { $won }
terz-summary-forfeit = сдаёт { $dealer }, партия проиграна
terz-next = сдача { $deal }: сдаёт { $dealer }, ходит { $leader }
terz-next-lot = сдача { $deal }: сдатчика определяет жребий (--dealer)
terz-step-count = { $player }: меньше взяток ({ $tricks }), счёт { $points }; { $other } пишет { $rest }
terz-step-rounding = до десятков, пятёрка вниз: { $player } { $points } → { $written }, { $other } { $rest }
terz-step-combination = { $player }: { $combination } { $points }
terz-step-combination-beaten = { $player }: { $combination } не засчитывается, старшая комбинация у игрока { $best }
terz-step-marriage = { $player }: марьяж { $points }
terz-step-false = { $player }: ложное объявление — { $other } пишет { $value }; игроку { $player } нужно на { $uphill } больше
terz-step-miscount = { $player }: ошибка в счёте на { $points } — списано и отдано игроку { $other }
terz-step-next-dealer = последняя взятка у игрока { $player }: следующая сдача за этим игроком
terz-step-won = { $player }: набрано { $total } из нужных { $need } — победа
terz-play-shape = запись розыгрыша — текст или объект с turned, hands и tricks
terz-play-field = поле { $field } записи розыгрыша не читается
terz-play-twice = в записи розыгрыша { $field } указано дважды
terz-play-hands-form = руки записываются ИГРОК=КАРТЫ; ИГРОК=КАРТЫ, а не «{ $text }»
terz-play-declare-form = объявление записывается «declare ИГРОК КАРТЫ»
terz-play-exchange-form = обмен записывается «exchange ИГРОК»
terz-play-draw-form = прикуп после взятки записывается «draw КАРТА КАРТА», один раз
terz-play-keyword = «{ $word }» — не declare, не exchange и не draw
terz-play-turned-missing = в записи розыгрыша не указан открытый козырь (turned: 9H)
terz-play-turned-deck = открытой карты { $card } нет в колоде из 32 карт
terz-play-tricks = в записи взяток: { $tricks }; в сдаче их { $need }
terz-play-turn-required = ход был за игроком { $player }
terz-play-dealt = игроку { $player } было бы сдано карт: { $cards }; сдают девять
terz-play-dealt-to = хотя эта карта была сдана игроку { $player }
terz-play-hand-card = в сданной руке игрока { $player } не может быть { $card } (нет в колоде, дважды, в другой руке или это открытый козырь)
terz-play-hands-draws = рука игрока { $player } не совпадает с тем, что дают прикуп и его ходы
terz-play-held-required = играют только карты, которые на руках
terz-play-not-yet = раньше, чем она могла у него быть (она пришла из талона после взятки { $trick })
terz-play-on-card = на { $led }
terz-play-beat-required = когда талон кончился, карту противника обязательно перебивают, если можно
terz-talon-break = не взявший первую взятку ({ $loser }) ломает колоду и берёт первым; { $winner } не берёт, пока колода не сломана
terz-talon-draw-order = первым берёт взявший взятку: { $winner }
terz-talon-draws-every = прикуп записывается после каждой из первых семи взяток или ни после одной
terz-talon-draws-over = талон кончился после взятки { $tricks }: больше не берут
terz-talon-draw-twice = { $card } взята дважды, или открытый козырь взят после обмена
terz-talon-draw-played = { $player }: взято { $card }, но её сыграл игрок { $other } (взятка { $trick })
terz-talon-last-draw = последней берётся { $card } — открытый козырь или обменянная на него семёрка, и только последней
terz-talon-last = хотя последняя карта талона достаётся игроку { $drawer } после взятки { $trick }
terz-talon-last-required = открытый козырь (или обменянную на него семёрку) берут последним, её получает не взявший седьмую взятку
terz-talon-draw-soon = слишком рано: это его карта из талона номер { $number }, а берут по одной после каждой взятки
terz-talon-draw-required = пока есть талон, после каждой взятки каждый берёт одну карту
terz-exchange-late = когда в талоне осталось карт: { $talon }
terz-exchange-late-required = козырную семёрку меняют, только пока в колоде больше двух карт
terz-exchange-held = на { $turned }, не имея козырной семёрки, или повторно
terz-exchange-held-required = обменять семёрку на открытый козырь может только её обладатель, один раз, и тогда козырь у него
