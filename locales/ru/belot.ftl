# Белот (бридж-белот): названия, флаги быстрой записи, опции и правила.

rule-belot-deal-format = в записи сдачи только описанные поля
rule-belot-deal-contract = в сдаче указан заказ
rule-belot-deal-declarer = в сдаче указан игрок, выигравший торговлю
rule-belot-deal-double = удвоение — это контра или реконтра
rule-belot-deal-points = в сдаче указаны очки команд во взятках или все взятки
rule-belot-deal-last-trick = в сдаче указана команда, взявшая последнюю взятку
rule-belot-deal-all-pass = все сказали пас: нет ни заказа, ни разыгрывающего, ни контры, ни очков, ни последней взятки, ни капо, ни премий
rule-belot-points-sum = очки во взятках в сумме 152 / 248 / 120
rule-belot-points-range = очки команды — от 0 до всех очков колоды
rule-belot-points-team = очки каждой команды указываются один раз
rule-belot-valat-inconsistent = команда с капо взяла все взятки: у другой нет ни очков, ни последней взятки
rule-belot-bid-turn = заявки по очереди, первым говорит игрок справа от сдающего
rule-belot-bid-word = заявка — это пас, заказ, контра или реконтра
rule-belot-bid-higher = каждый заказ выше предыдущего
rule-belot-bid-contra = контра — только на заказ противников и только один раз
rule-belot-bid-recontra = реконтра — только после контры и только от заказавшей команды
rule-belot-bid-contra-escape = после контры — только реконтра или пас (опция contra_escape)
rule-belot-bid-after-end = после трёх пасов, закончивших торговлю, заявок нет
rule-belot-bid-unfinished = торговля заканчивается тремя пасами после заказа или четырьмя пасами
rule-belot-entry-disagree = быстрая и полная запись (и запись торговли) совпадают
rule-belot-announce-format = премия записывается как ИГРОК:ВИД[:КАРТА|РАНГ|МАСТЬ]
rule-belot-announce-type = премии: терца, кварта, квинта, каре, белот
rule-belot-announce-no-trumps = без козырей премий нет, даже белота
rule-belot-announce-sequence-length = терца — 3 карты, кварта — 4, квинта — 5 и больше, в ряду 7 8 9 10 J Q K A
rule-belot-announce-carre-rank = каре бывает из 9, 10, J, Q, K или A, но не из семёрок и не из восьмёрок
rule-belot-announce-belot-suit = белот — король и дама козырной масти (при всех козырях — названной масти)
rule-belot-announce-overlap = ни одна карта не входит в премии двух игроков
rule-belot-announce-carre-and-sequence = карта одного игрока считается в каре или в последовательности, но не там и там
rule-belot-announce-not-held = карты премии были на руке у объявившего её игрока
rule-belot-play-follow-suit = в масть хода отвечают, если она есть
rule-belot-play-trump = масти хода нет, взятку берёт противник: бить козырем
rule-belot-play-overtrump = масти хода нет, противник побил козырем: перебить старшим козырем, если можно
rule-belot-play-higher-trump = ход козырем: дать козырь старше, если можно
rule-belot-play-all-trumps-higher = все козыри: в масть хода давать карту старше, если можно
rule-belot-play-format = в записи розыгрыша только описанные поля
rule-belot-play-trick-size = во взятке по одной карте от каждого игрока
rule-belot-play-card-count = сдача — это 8 взяток по 4 карты
rule-belot-play-duplicate-card = каждая карта играется один раз
rule-belot-play-not-in-deck = играют только 32 карты от 7 до A
rule-belot-play-out-of-turn = ходят по очереди от начинающего взятку
rule-belot-play-first-leader = первым ходит игрок этого стола
rule-belot-belot-king-or-queen = белот объявляют с короля или дамы
rule-belot-belot-trump = белот бывает только в козырях; без козырей белота нет
rule-belot-belot-pair = белот объявляют первой сыгранной картой из короля и дамы, пока вторая ещё на руке
rule-belot-belot-how-played = белот засчитывается, если его первой картой ходят, отвечают в масть или бьют козырем
rule-belot-premium-sequence = последовательности записывает только команда со старшей последовательностью
rule-belot-premium-sequence-tie = при равных старших последовательностях не засчитывается ни одна
rule-belot-premium-carre = каре записывает только команда со старшим каре (J 9 A 10 K Q)
rule-belot-premium-belot = белот не отменяется никогда
rule-belot-score-raw = очки команды: взятки, последняя взятка 10, премии, капо 90; без козырей очки удваиваются
rule-belot-score-made = у заказавших больше (сыграна): каждая команда пишет свои ÷ 10
rule-belot-score-hanging = поровну (висит): другая команда пишет свои, очки заказавших висят
rule-belot-score-inside = у заказавших меньше (внутри): другая команда пишет всё
rule-belot-score-contra = контра ×2, реконтра ×4 от всей сдачи, вместе с премиями
rule-belot-score-contra-winner = при контре всё пишет команда, у которой больше очков
rule-belot-score-contra-hanging = при контре и равных очках висит всё
rule-belot-round-suit = игра в масть: 7–9 вверх, 0–5 вниз
rule-belot-round-all-trumps = все козыри: 5–9 вверх, 0–3 вниз
rule-belot-round-no-trumps = без козырей: обычное округление
rule-belot-round-conflict = оба числа кончаются на 6 (масть) или на 4 (все козыри): вверх округляет команда, у которой меньше
rule-belot-round-hanging-up = равные суммы на спорную цифру: висящие очки округляются вверх
rule-belot-hanging-award = висящие очки получает победитель следующей сдачи
rule-belot-match-target = побеждает первая команда, набравшая 151; если набрали обе — та, у которой больше
rule-belot-match-tie = поровну за 151: играют дальше
rule-belot-match-valat = партия не кончается на сдаче с капо («С капо не се излиза»)
rule-belot-penalty = штраф, о котором договорился стол, пишется команде
rule-belot-penalty-points = штраф в Белоте указывает свои очки
rule-belot-option-unknown = только описанные опции
rule-belot-option-value = значения опций нужного типа и в нужных пределах
rule-belot-snapshot = сохранённое состояние партии такое, какое могло остаться после пересчёта этой партии
flag-belot-contract = заказ: трефы, бубны, черви, пики, «без козырей» (бк), «все козыри» (вк), например --contract черви
flag-belot-by = игрок, выигравший торговлю, например --by Борис
flag-belot-declarer = кто заказал игру, например --declarer Борис
flag-belot-contra = сказана контра (×2)
flag-belot-recontra = сказана реконтра (×4)
flag-belot-points = очки каждой команды во взятках, без 10 за последнюю, например Мы=60,Они=92
flag-belot-last = команда (или её игрок), взявшая последнюю взятку, например --last Они
flag-belot-announce = премия (можно повторять), например Борис:терца:10H, Аня:каре:J, Вера:белот
flag-belot-valat = команда, взявшая все взятки (капо), например --valat Они
flag-belot-bids = торговля, начиная с игрока справа от сдающего, например черви,контра,пас,пас,пас
flag-belot-all-pass = все четверо сказали пас, сдача не игралась
option-belot-target = партия выиграна при этой сумме очков
option-belot-valat_doubles = контра и реконтра умножают и 90 очков за капо
option-belot-contra_escape = контру можно перебить более высоким заказом
game-belot = Белот
game-belot-aliases = белот, бридж-белот

deal-example-belot =
    kozyr deal --contract черви --by Борис --points Мы=60,Они=92 --last Они  # заказ в черви: очки во взятках без последних 10
    kozyr deal --contract вк --by Аня --contra --points Мы=140,Они=108 --last Мы --announce Аня:кварта:AS  # все козыри, контра, с премией
    kozyr deal --bids черви,контра,пас,пас,пас --points Мы=60,Они=92 --last Они  # торговля сама называет заказ и контру
    kozyr deal --all-pass  # все четверо сказали пас
new-example-belot = kozyr new belot --team Мы=Аня,Вера --team Они=Борис,Глеб

# Заказ, как его пишет стол, и удвоения.
belot-contract-suit = { $suit }
belot-contract-no-trumps = без козырей
belot-contract-all-trumps = все козыри
belot-double-contra = контра
belot-double-recontra = реконтра
belot-double-none = без контры

# Команды и места.
belot-teams-needed = в Белот играют две команды по двое: --team Мы=Аня,Вера --team Они=Борис,Глеб
belot-team-member-unknown = { $player } из команды { $team } не среди игроков
belot-partners-opposite = партнёры сидят друг напротив друга: по порядку хода места идут команда, другая команда, команда, другая команда ({ $players })
belot-team-unknown = нет команды «{ $team }»; команды: { $first } и { $second }

# Опции и штрафы.
belot-option-target = target: партия играется до 1 … 10000 очков
belot-option-stored = опции партии не подходят для Белота: { $error }
belot-snapshot = сохранённое состояние этой партии в Белот не читается или недостижимо в этой партии
belot-penalty-points = штраф в Белоте указывает свои очки (болгарские правила штрафов не называют): --points -10
belot-penalty-note = { $team }: { $reason } { $points }
belot-penalty-summary = штраф: { $reason }

# Что дальше.
belot-next = сдача { $deal }: сдаёт { $dealer }, торговлю начинает { $bidder }{ $hanging ->
    [0] {""}
    [one] {" "}(висит { $hanging } очко)
    [few] {" "}(висят { $hanging } очка)
   *[many] {" "}(висят { $hanging } очков)
}

# Торговля.
belot-bid-at = заявка { $number } ({ $player }: { $bid }): { $text }
belot-bid-turn = по очереди говорит { $player }, а не { $claimed }
belot-bid-after-end = торговля уже закончилась
belot-bid-contra-nothing = контру сказать не на что: заказа ещё нет
belot-bid-contra-own = контру говорят только на заказ противников
belot-bid-contra-twice = на этот заказ контра уже сказана
belot-bid-recontra-nothing = реконтру сказать не на что: заказа ещё нет
belot-bid-recontra-no-contra = реконтра — это ответ на контру
belot-bid-recontra-own = реконтру говорит команда, сделавшая заказ
belot-bid-word = заявка — это пас, трефы, бубны, черви, пики, без козырей, все козыри, контра или реконтра
belot-bid-higher = { $bid } не выше, чем { $previous }; заказы по старшинству: ♣ ♦ ♥ ♠, без козырей, все козыри
belot-bid-contra-escape = после контры можно сказать только реконтру или пас (опция contra_escape позволяет перебить контру более высоким заказом)
belot-bid-unfinished = запись торговли обрывается раньше, чем после последнего заказа прозвучат три паса (или четыре паса, если заказов не было)

# Запись сдачи.
belot-deal-format = это не запись сдачи Белота: { $error } (см. `kozyr rules belot`)
belot-deal-all-pass = все четверо сказали пас: никто не играет, поэтому у сдачи нет заказа, разыгрывающего, контры, очков, последней взятки, капо, премий и взяток
belot-deal-contract-word = «{ $text }» — не заказ: трефы, бубны, черви, пики, без козырей, все козыри
belot-deal-double-word = { $field } «{ $text }»: бывает только контра или реконтра (или ничего)
belot-deal-contract-missing = в сдаче указывают заказ ({ $contract }) или запись торговли ({ $bids })
belot-deal-declarer-missing = в сдаче указывают игрока, выигравшего торговлю ({ $field })
belot-deal-points-missing = в сдаче указывают очки каждой команды во взятках ({ $points }) или все взятки ({ $play })
belot-deal-last-missing = в сдаче указывают команду, взявшую последнюю взятку ({ $field })
belot-play-format = это не запись розыгрыша Белота: { $error }
belot-valat-inconsistent = капо команды { $team } значит, что она взяла все взятки, но у другой команды { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
} во взятках или последняя взятка
belot-points-twice = команда { $team } указана дважды
belot-points-range = { $team }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
} во взятках не бывает; команда берёт от 0 до { $max }
belot-points-sum = очки во взятках в сумме дают { $sum }; при заказе { $contract } их { $total } (без 10 за последнюю взятку)
belot-points-pair = { $first } { $first_points } – { $second } { $second_points }

# Быстрая запись и полная запись расходятся.
belot-disagree = { $what ->
    [deal] сдача
    [contract] заказ
    [declarer] разыгрывающий
    [double] контра
    [points] очки во взятках
    [last-trick] последняя взятка
    [valat] капо
   *[belots] белоты
}: указано { $quick }, а запись показывает { $full }; одно должно совпадать с другим
belot-disagree-all-pass = все сказали пас
belot-disagree-bid-contract = заказ в записи торговли
belot-valat-none = капо нет
belot-valat-by = капо команды { $team }
belot-belots-none = нет
belot-belots = { $belots }
belot-belot-of = { $player } { $suit }
belot-belots-called = { $belots } (объявлены знаком `!`)

# Премии.
belot-sequence-name = { $length ->
    [3] терца
    [4] кварта
   *[other] квинта
}
belot-premium-sequence = { $length ->
    [3] терца
    [4] кварта
    [5] квинта
   *[other] квинта ({ $length } карт)
} до { $high }
belot-premium-carre = каре { $rank ->
    [ace] тузов
    [king] королей
    [queen] дам
    [jack] валетов
    [ten] десяток
    [nine] девяток
    [eight] восьмёрок
    [seven] семёрок
   *[other] { $symbol }
}
belot-premium-belot = белот { $suit }
belot-announce-format = премия «{ $text }» записана не в виде ИГРОК:ВИД[:КАРТА|РАНГ|МАСТЬ] (например, Борис:терца:KH)
belot-announce-no-trumps = { $player }: премия «{ $kind }» при игре без козырей; без козырей премий нет, даже белота
belot-announce-length-word = { $player }: длина последовательности «{ $text }» — не число
belot-announce-length = { $player }: { $name } — это { $named ->
    [one] { $named } карта
    [few] { $named } карты
   *[many] { $named } карт
}, а не { $length }
belot-announce-top-missing = { $player }: для премии «{ $name }» указывают старшую карту, например { $player }:{ $kind }:KH
belot-announce-card = { $player }, { $name }: «{ $text }» — не карта (например, KH, K♥, 10S)
belot-announce-card-suggest = { $player }, { $name }: «{ $text }» — не карта; может быть, { $suggestion }?
belot-announce-sequence-short = { $player }: для премии «{ $name }» до { $high } нужно { $length ->
    [one] { $length } карта
    [few] { $length } карты
   *[many] { $length } карт
} до { $high } включительно, а в ряду 7 8 9 10 J Q K A их только { $count }
belot-announce-rank-missing = { $player }: у каре указывают ранг, например { $player }:каре:J
belot-announce-rank-word = { $player }: «{ $text }» — не ранг (7 8 9 10 J Q K A)
belot-announce-carre-rank = { $player }: { $carre } ничего не приносит; каре бывает из 9, 10, J, Q, K или A
belot-announce-suit-word = { $player }, белот: «{ $text }» — не масть (♠ ♥ ♦ ♣, пики, черви, бубны, трефы)
belot-announce-belot-needs-suit = { $player }: при всех козырях у белота указывают масть, например { $player }:белот:черви
belot-announce-belot-not-trump = { $player }: белот в { $suit } — не белот при заказе { $contract }; белот — это король и дама козырной масти
belot-announce-type = { $player }: «{ $text }» — не премия; премии: терца, кварта, квинта, каре, белот
belot-announce-same-belot = { $player }: один и тот же белот объявлен дважды
belot-announce-carre-and-sequence = { $player }: { $card } входит и в «{ $first }», и в «{ $second }»; карта считается либо в каре, либо в последовательности — игрок выбирает одно
belot-announce-overlap = { $card } входит и в «{ $first }» ({ $first_player }), и в «{ $second }» ({ $second_player }); каждая карта бывает только у одного игрока и считается один раз
belot-announce-not-held = { $player }: объявлена премия «{ $premium }», но карты { $card } у этого игрока не было (по взяткам видно, кто её сыграл)
belot-premium-scores = { $player } ({ $team }): { $premium } +{ $points } — { $why }
belot-premium-nothing = { $player } ({ $team }): { $premium } не засчитывается — { $why }
belot-premium-sequence-tie = старшие последовательности обеих команд равны: последовательности не засчитываются никому
belot-why-best-sequence = старшая последовательность у этой команды
belot-why-other-sequence = старшая последовательность у другой команды или старшие последовательности равны
belot-why-best-carre = старшее каре (J 9 A 10 K Q) у этой команды
belot-why-other-carre = старшее каре у другой команды
belot-why-belot = белот не отменяется никогда

# Судья: как нарушено правило хода (продолжение фразы «Иван сыграл 8♦ …»).
belot-play-on-lead = на ход { $led }
belot-play-follow-suit-required = у кого есть масть хода, тот обязан её дать
belot-play-under-all-trumps = ниже { $best } при всех козырях
belot-play-all-trumps-higher-required = при всех козырях игрок обязан дать в масть хода карту старше, если может
belot-play-under-trump-lead = ниже { $best } при ходе козырем
belot-play-higher-trump-required = при ходе козырем игрок обязан дать козырь старше, если может
belot-play-after-opponent-trumped = после того как противник побил козырем { $best }
belot-play-overtrump-required = у кого нет масти хода, тот обязан перебить козырь противника старшим козырем, если может
belot-play-on-lead-opponent-wins = на ход { $led }, когда взятку берёт противник
belot-play-trump-required = у кого нет масти хода, тот обязан бить козырем, когда взятку берёт противник
belot-call-with-it = с объявлением белота
belot-call-king-or-queen-required = белот объявляют с короля или дамы
belot-call-in-suit = с объявлением белота в { $suit }
belot-call-trump-required = белот — это король и дама козырной масти (при всех козырях — любой масти); без козырей белота нет
belot-call-without = с объявлением белота, хотя { $other } на руке не было
belot-call-pair-required = белот объявляют первой сыгранной картой из короля и дамы, пока вторая ещё на руке
belot-call-on-lead = с объявлением белота на ход { $led }
belot-call-how-played-required = белот засчитывается, только если его первой картой ходят, отвечают в масть или бьют козырем

# Подсчёт сдачи (kozyr explain).
belot-score-raw = { $team }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
} во взятках{ $last ->
    [0] {""}
   *[other] {" "}+ последняя взятка { $last }
}{ $doubled ->
    [yes] , удвоено в игре без козырей
   *[no] {""}
}{ $premiums ->
    [0] {""}
   *[other] {" "}+ премии { $premiums }
}{ $valat ->
    [0] {""}
   *[other] {" "}+ капо { $valat }
} = { $total }
belot-round = ÷ 10: { $declarers } → { $declarers_written } и { $others } → { $others_written } ({ $how }; вместе они дают всю сдачу)
belot-round-no-trumps = без козырей округляют обычно (от 5 вверх)
belot-round-all-trumps = при всех козырях 5–9 округляют вверх, 0–3 вниз
belot-round-suit = при игре в масть 7–9 округляют вверх, 0–5 вниз
belot-round-conflict = оба числа кончаются на { $digit }: вверх округляет команда, у которой меньше очков, другая — вниз
belot-round-hanging-up = равные суммы кончаются на спорную цифру: висящие очки округляются вверх
belot-score-made = заказ сыгран — у команды { $team } больше: { $declarers } > { $others }; каждая команда пишет свои: { $written } и { $other_written }
belot-score-hanging = поровну { $declarers } – { $others }, заказ висит: команда { $other_team } пишет { $written }; { $hanging ->
    [one] { $hanging } очко
    [few] { $hanging } очка
   *[many] { $hanging } очков
} команды { $team } висят до победителя следующей сдачи
belot-score-inside = заказ не сыгран — команда { $team } внутри: { $declarers } < { $others }; команда { $other_team } пишет обе суммы: { $declarers_written } + { $others_written } = { $total }
belot-score-contra = { $double }: вся сдача { $sum } ÷ 10 → { $rounded }{ $valat ->
    [apart] {" "}(капо не умножается: опция valat_doubles = false) × { $factor } + { $fixed }
   *[multiplied] {" "}× { $factor }
} = { $total }
belot-score-contra-hanging = поровну { $first } – { $second }: все { $total } висят до победителя следующей сдачи
belot-score-contra-winner = у команды { $team } больше ({ $more } против { $less }): она пишет все { $total }, кто бы ни заказывал
belot-hanging-award = команда { $team } выигрывает сдачу и забирает висящие очки: { $hanging }
belot-hanging-held = { $held ->
    [one] повисло { $held } очко
    [few] повисли { $held } очка
   *[many] повисли { $held } очков
}: теперь { $total } ждут победителя следующей сдачи
belot-match-valat = С капо не се излиза: на сдаче с капо партия не кончается, играется ещё одна сдача
belot-match-tie = у обеих команд по { $total }: играют, пока одна не выйдет вперёд
belot-match-target = команда { $team } набрала { $total } и ведёт { $total } – { $other }: она выигрывает партию
belot-all-pass = все четверо сказали пас: никто не играет, сдаёт следующий

# Строка сдачи на листе: кто что заказал, контра и чем кончилось.
belot-summary = { $player } { $contract }{ $double ->
    [contra] {" "}×2
    [recontra] {" "}×4
   *[none] {""}
}{ $outcome ->
    [inside] {" "}внутри
    [hanging] {" "}висит
   *[made] {""}
}{ $valat ->
    [yes] { $outcome ->
        [made] {" "}капо
       *[other] , капо
    }
   *[no] {""}
}
belot-summary-all-pass = все пас
