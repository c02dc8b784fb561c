# Общата част на игрите на взятки и наказания („Кинг“, „Черната Мери“, „Черва“, „Слоберханс“,
# „Валета“, „Мушка“, „Памфил“, „Опендаум“, „Хвани десетката“).
# $group: hearts, jacks, queens, tricks или cards; $pos: first, second-last или last.

## Таблици на наказанията: ред от обяснението.

family-step = { $player }: { $item }
family-item-count = { $count } × { $points } = { $total }
family-item-card = { $card } { $points }
family-item-trick = { $pos ->
    [first] първата взятка
    [second-last] предпоследната взятка
   *[last] последната взятка
} { $points }
family-pos = { $pos ->
    [first] първата взятка
    [second-last] предпоследната взятка
   *[last] последната взятка
}
family-card = { $card }
# A card as the table typed it, with the card in symbols: ДП (Q♠).
family-card-typed = { $typed } ({ $card })
family-count = { $group ->
    [hearts] { $n ->
        [one] { $n } купа
       *[other] { $n } купи
    }
    [jacks] { $n ->
        [one] { $n } вале
       *[other] { $n } валета
    }
    [queens] { $n ->
        [one] { $n } дама
       *[other] { $n } дами
    }
    [tricks] { $n ->
        [one] { $n } взятка
       *[other] { $n } взятки
    }
   *[other] { $n ->
        [one] { $n } карта
       *[other] { $n } карти
    }
}
family-count-example = { $group ->
    [hearts] 5 купи
    [jacks] 2 валета
    [queens] 2 дами
    [tricks] 5 взятки
   *[other] 5 карти
}
family-any = { $group ->
    [hearts] която и да е купа
    [jacks] което и да е вале
    [queens] която и да е дама
    [tricks] която и да е взятка
   *[other] която и да е карта
}
family-player-count = { $player } { $count }
family-field = { $field }

## Кой раздава, кой води и кой играе.

family-not-playing = { $player } не играе в това раздаване (каза пас), затова няма нищо взето
family-dealer-turn = { $player } не може да раздава: раздаването минава наляво и е ред на { $turn }
family-leader-turn = { $player } не може да води първата взятка: първият ход минава наляво с всяко раздаване и е ред на { $turn }
family-trump-required = посочете коза: { $field } купа (♥, H, купи…)
family-trump-not-suit = „{ $text }“ не е цвят: спатия, каро, купа, пика (♣ ♦ ♥ ♠, C D H S…)
family-trump-always = във всяко раздаване на „{ $game }“ има коз: { $field } купа (♥, H, купи…)
family-trump-always-dealer = във всяко раздаване на „{ $game }“ има коз — цветът на последната карта на раздаващия: { $field } купа (♥, H, купи…)
family-trump-not-held = за коз е посочен цветът { $name ->
    [hearts] купа
    [diamonds] каро
    [clubs] спатия
   *[spades] пика
}, цветът на последната карта на раздаващия, но според взятките { $dealer } (раздаващият) не е имал нито една карта { $suit }; посочете цвета на последната му карта

## Задълженията при игра.

family-as-lead = при излизане
family-hearts-lead-required = не се излиза с купа, докато водещият има карта от друг цвят
family-on-lead-void = на игра { $led }, без карти { $led }
family-must-discard-required = { $card } се хвърля на първата взятка, на която притежателят ѝ не може да отговори на цвета

## Записът на раздаването.

family-no-teams = „{ $game }“ се играе всеки за себе си; без отбори
family-not-a-field = `{ $key }` не е поле от записа на раздаването (`{ $id }`); полетата са { $fields } (вижте `kozyr rules { $id }`)
family-deal-object = раздаване в „{ $game }“ се записва като обект: {"{"}"поле": стойност, …{"}"}
family-field-takes = в { $field } се посочва { $want }
family-takes-name = име
family-takes-won = играч → взятки, напр. {"{"}"Аня": 3{"}"}
family-takes-took = играч → карти, напр. {"{"}"Борис": ["QS", "3H"]{"}"}
family-takes-cards = списък от карти за всеки играч
family-takes-two-names = две имена
family-takes-names = име или списък от имена

## Бърз запис: всяко число се проверява.

family-won-range = { $player }: { $won ->
    [one] { $won } взятка
   *[other] { $won } взятки
}, а раздаването има { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
}
family-won-sum = взетите взятки са общо { $sum } ({ $list }), а раздаването има { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
}
family-won-needed = посочете колко взятки е взел всеки играч: { $won } Аня=3,Борис=5 (или всички взятки с { $play })
family-took-not-a-card = „{ $item }“ при { $player } не е нито карта, нито брой като „{ $example }“
family-took-not-a-card-no-group = „{ $item }“ при { $player } не е карта (в това раздаване не се броят групи карти)
family-took-not-in-deck = при { $player } е записана { $card }, а тази карта я няма в тестето на раздаването; посочвайте само картите, които се броят: { $cards }
family-took-scores-nothing = при { $player } е записана { $card }, която не носи точки в това раздаване; посочвайте само картите, които се броят: { $cards }
family-took-listed-twice = { $card } е записана два пъти при { $player }; всяка карта се взема веднъж
family-took-claimed-twice = { $card } е записана и при { $other }, и при { $player }; всяка карта се взема от един играч
family-last-two-names = { $field } посочва кой е взел предпоследната и последната взятка: две имена, а не { $count }
family-last-disagree = последната взятка е записана на { $last }, а в последните две — на { $two }
family-trick-taker-needed = посочете кой е взел { $pos ->
    [first] първата взятка
    [second-last] предпоследната взятка
   *[last] последната взятка
}: { $field } { $pos ->
    [second-last] ИМЕ,ИМЕ
   *[other] ИМЕ
} (или дайте всички взятки)
family-card-not-taken = { $card } е взета от някого; посочете от кого: { $field } ИМЕ={ $card }
family-card-counted = { $card } е броена { $count ->
    [one] { $count } път
   *[other] { $count } пъти
}, а я взема един играч
family-group-sum = взети са всички { $all }, а са отчетени { $sum } ({ $list })
family-took-impossible = { $player }: { $taken ->
    [one] { $taken } карта, която се брои,
   *[other] { $taken } карти, които се броят,
} в { $won ->
    [one] { $won } взятка
   *[other] { $won } взятки
}, а в една взятка има { $size } карти
family-positions-impossible = при { $player } са записани { $count } от взятките, които се броят, а взетите взятки са { $won }

## Пълен запис: играта взятка по взятка.

family-play-keys = записът на играта има само `tricks`, а не `{ $key }`
family-play-invalid = това не е запис на игра: трябва списък от взятки, всяка — списък от карти (`{ $detail }`)
family-play-kind = записът на играта е текст или `{"{"}"tricks": [...]{"}"}`
family-play-not-playing = { $player } не играе в това раздаване и не може да играе { $card }
family-renege-hint = { $text }. Ако масата е хванала този ренонс, запишете го: { $field } { $player } ({ $hint })
family-renege-not-in-record = при { $player } са записани ренонси: { $named }, а взятките показват { $shown } ({ $detail })
family-renege-always-followed = винаги е отговарял на цвета
family-renege-tricks = { $count ->
    [one] взятка
   *[other] взятки
} { $tricks }
family-disagree = { $what }; бързият запис и взятките трябва да съвпадат
family-disagree-won = взетите взятки са записани като { $given }, а записът на играта показва { $shown }
family-disagree-card = { $card } е записана при { $player }, а записът на играта показва друго
family-disagree-count = при { $player } са записани { $given }, а записът на играта показва { $shown }
family-disagree-pos = { $pos ->
    [first] първата взятка
    [second-last] предпоследната взятка
   *[last] последната взятка
} е записана на { $given }, а записът на играта показва { $shown }

## Ренонси, листът и краят на играта.

family-renege-replay = при ренонс картите се раздават отново и не носят точки; запишете само ренонса ({ $renege } { $player }), без { $took } и { $won }
family-renege-replay-positions = при ренонс картите се раздават отново и не носят точки; запишете само ренонса ({ $renege } { $player }), без { $took }, { $won }, { $first } и { $last }
family-renege-replayed = { $player }: ренонс { $points }; картите се раздават отново
family-renege-step = { $player }: ренонс { $points }
family-reneges-step = { $player }: { $count ->
    [one] { $count } ренонс
   *[other] { $count } ренонса
} × { $points } = { $total }
family-summary = раздава { $dealer }
family-summary-trump = раздава { $dealer }, коз { $trump }
family-summary-leads = раздава { $dealer }, пръв играе { $leader }
family-summary-trump-leads = раздава { $dealer }, коз { $trump }, пръв играе { $leader }
family-summary-renege = ренонс — { $dealer } раздава отново
family-next = раздаване { $deal }: раздава { $dealer }, пръв играе { $leader }
family-next-again = раздаване { $deal }: { $dealer } раздава отново, пръв играе { $leader }
family-match-over = играта свърши
family-match-winner = печели { $player } с { $total ->
    [one] { $total } точка
   *[other] { $total } точки
}

## Опции.

family-option-unknown = непозната опция `{ $key }`; опциите на играта са { $options } (вижте `kozyr rules { $game } options`)
family-option-name = `{ $name }`
family-option-value = невалидна стойност на опция `{ $name } = { $value }`: очаква се { $want }
family-option-int = цяло число от { $min } до { $max }
family-option-bool = `true` или `false`
family-option-one-of = едно от: { $values }

## Наказания, които масата записва (`kozyr penalty`).

family-penalty-points = наказанието посочва точките си: --points -10
family-penalty-points-known = наказанието посочва точките си (--points N), освен ако причината е някоя от: { $known }
family-penalty-known = `{ $reason }` ({ $points })
family-penalty-sign = `{ $reason }` по правилата струва { $book }; { $points } е с грешен знак
family-penalty-line = { $player }: { $reason } { $points }
family-penalty-summary = наказание: { $reason }
family-reason = { $reason ->
    [renege] ренонс
   *[other] { $reason }
}
