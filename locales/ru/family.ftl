# Общая часть семейства игр на взятки и штрафы («Кинг», «Черная Мэри», «Черва», «Слоберханс»,
# «Валеты», «Мушка», «Памфил», «Опендаум», «Поймай десятку»).
# $group: hearts, jacks, queens, tricks или cards; $pos: first, second-last или last.

## Таблицы штрафов: строка объяснения.

family-step = { $player }: { $item }
family-item-count = { $count } × { $points } = { $total }
family-item-card = { $card } { $points }
family-item-trick = { $pos ->
    [first] первая взятка
    [second-last] предпоследняя взятка
   *[last] последняя взятка
} { $points }
family-pos = { $pos ->
    [first] первая взятка
    [second-last] предпоследняя взятка
   *[last] последняя взятка
}
family-card = { $card }
# A card as the table typed it, with the card in symbols: ДП (Q♠).
family-card-typed = { $typed } ({ $card })
family-count = { $group ->
    [hearts] { $n ->
        [one] { $n } червовая карта
        [few] { $n } червовые карты
        [many] { $n } червовых карт
       *[other] { $n } червовой карты
    }
    [jacks] { $n ->
        [one] { $n } валет
        [few] { $n } валета
        [many] { $n } валетов
       *[other] { $n } валета
    }
    [queens] { $n ->
        [one] { $n } дама
        [few] { $n } дамы
        [many] { $n } дам
       *[other] { $n } дамы
    }
    [tricks] { $n ->
        [one] { $n } взятка
        [few] { $n } взятки
        [many] { $n } взяток
       *[other] { $n } взятки
    }
   *[other] { $n ->
        [one] { $n } карта
        [few] { $n } карты
        [many] { $n } карт
       *[other] { $n } карты
    }
}
family-count-example = { $group ->
    [hearts] 5 червей
    [jacks] 2 валета
    [queens] 2 дамы
    [tricks] 5 взяток
   *[other] 5 карт
}
family-any = { $group ->
    [hearts] любые червовые карты
    [jacks] любые валеты
    [queens] любые дамы
    [tricks] любые взятки
   *[other] любые карты
}
family-player-count = { $player } { $count }
family-field = { $field }

## Кто сдаёт, ходит и играет.

family-not-playing = { $player } не играет в этой сдаче (спасовал), поэтому ничего не взял
family-dealer-turn = { $player } не может сдавать: сдача переходит влево, и сейчас очередь игрока { $turn }
family-leader-turn = { $player } не может ходить первым: первый ход с каждой сдачей переходит влево, и сейчас очередь игрока { $turn }
family-trump-required = назовите козырь: { $field } черви (♥, H, червы…)
family-trump-not-suit = «{ $text }» — не масть: трефы, бубны, черви, пики (♣ ♦ ♥ ♠, C D H S…)
family-trump-always = в игре «{ $game }» у каждой сдачи есть козырь: { $field } черви (♥, H, червы…)
family-trump-always-dealer = в игре «{ $game }» у каждой сдачи есть козырь — масть последней карты сдающего: { $field } черви (♥, H, червы…)
family-trump-not-held = козырем названы { $name ->
    [hearts] черви
    [diamonds] бубны
    [clubs] трефы
   *[spades] пики
}, масть последней карты сдающего, но по взяткам у сдающего ({ $dealer }) не было ни одной карты { $suit }; назовите масть его последней карты

## Обязанности при розыгрыше.

family-as-lead = первым ходом
family-hearts-lead-required = ходить с червей нельзя, пока у ходящего есть карта другой масти
family-on-lead-void = на ход { $led } без карт { $led }
family-must-discard-required = { $card } сбрасывают в первой же взятке, где у его владельца нет масти хода

## Запись сдачи.

family-no-teams = в «{ $game }» каждый играет сам за себя; команд нет
family-not-a-field = `{ $key }` — не поле записи сдачи (`{ $id }`); её поля: { $fields } (см. `kozyr rules { $id }`)
family-deal-object = сдача игры «{ $game }» записывается объектом: {"{"}"поле": значение, …{"}"}
family-field-takes = в { $field } указывается { $want }
family-takes-name = имя
family-takes-won = игрок → взятки, например {"{"}"Аня": 3{"}"}
family-takes-took = игрок → карты, например {"{"}"Борис": ["QS", "3H"]{"}"}
family-takes-cards = список карт для каждого игрока
family-takes-two-names = два имени
family-takes-names = имя или список имён

## Быстрая запись: каждое число проверяется.

family-won-range = { $player }: { $won ->
    [one] { $won } взятка
    [few] { $won } взятки
    [many] { $won } взяток
   *[other] { $won } взятки
}, а в сдаче { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
    [many] { $tricks } взяток
   *[other] { $tricks } взятки
}
family-won-sum = взяток в сумме { $sum } ({ $list }), а в сдаче { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
    [many] { $tricks } взяток
   *[other] { $tricks } взятки
}
family-won-needed = укажите, сколько взяток взял каждый игрок: { $won } Аня=3,Борис=5 (или все взятки через { $play })
family-took-not-a-card = «{ $item }» у игрока { $player } — не карта и не число вроде «{ $example }»
family-took-not-a-card-no-group = «{ $item }» у игрока { $player } — не карта (в этой сдаче группы карт не считаются)
family-took-not-in-deck = у игрока { $player } записана { $card }, но этой карты нет в колоде сдачи; называйте только карты, которые идут в счёт: { $cards }
family-took-scores-nothing = у игрока { $player } записана { $card }, но в этой сдаче она ничего не стоит; называйте только карты, которые идут в счёт: { $cards }
family-took-listed-twice = { $card } записана у игрока { $player } дважды; каждую карту берут один раз
family-took-claimed-twice = { $card } записана сразу двум игрокам, { $other } и { $player }; каждую карту берёт один игрок
family-last-two-names = в { $field } называют, кто взял предпоследнюю и последнюю взятки: два имени, а не { $count }
family-last-disagree = последняя взятка записана за { $last }, а среди двух последних — за { $two }
family-trick-taker-needed = назовите, кто взял { $pos ->
    [first] первую взятку
    [second-last] предпоследнюю взятку
   *[last] последнюю взятку
}: { $field } { $pos ->
    [second-last] ИМЯ,ИМЯ
   *[other] ИМЯ
} (или дайте все взятки)
family-card-not-taken = { $card } кто-то взял; назовите кто: { $field } ИМЯ={ $card }
family-card-counted = { $card } записана { $count ->
    [one] { $count } раз
    [few] { $count } раза
    [many] { $count } раз
   *[other] { $count } раза
}, а её берёт один игрок
family-group-sum = взяты все { $all }, а учтено { $sum } ({ $list })
family-took-impossible = { $player }: { $taken ->
    [one] { $taken } карта
    [few] { $taken } карты
    [many] { $taken } карт
   *[other] { $taken } карты
} в счёт при { $won ->
    [one] { $won } взятке
   *[other] { $won } взятках
}, а во взятке всего { $size ->
    [one] { $size } карта
    [few] { $size } карты
    [many] { $size } карт
   *[other] { $size } карты
}
family-positions-impossible = за игроком { $player } записано взяток, идущих в счёт: { $count }, а взято всего { $won }

## Полная запись: розыгрыш.

family-play-keys = в записи розыгрыша есть только `tricks`, а не `{ $key }`
family-play-invalid = это не запись розыгрыша: нужен список взяток, каждая — список карт (`{ $detail }`)
family-play-kind = запись розыгрыша — это текст или `{"{"}"tricks": [...]{"}"}`
family-play-not-playing = { $player } не играет в этой сдаче и не может сыграть { $card }
family-renege-hint = { $text }. Если стол поймал этот ренонс, запишите его: { $field } { $player } ({ $hint })
family-renege-not-in-record = у игрока { $player } записано ренонсов: { $named }, а по взяткам — { $shown } ({ $detail })
family-renege-always-followed = он всегда отвечал в масть
family-renege-tricks = { $count ->
    [one] взятка
   *[other] взятки
} { $tricks }
family-disagree = { $what }; быстрая запись и взятки должны совпадать
family-disagree-won = взятки записаны как { $given }, а по розыгрышу { $shown }
family-disagree-card = { $card } записана за игроком { $player }, а по розыгрышу это не так
family-disagree-count = у игрока { $player } записано { $given }, а по розыгрышу { $shown }
family-disagree-pos = { $pos ->
    [first] первая взятка
    [second-last] предпоследняя взятка
   *[last] последняя взятка
} записана за { $given }, а по розыгрышу её взял игрок { $shown }

## Ренонсы, лист и конец партии.

family-renege-replay = после ренонса карты пересдаются и ничего не стоят; запишите только ренонс ({ $renege } { $player }), без { $took } и { $won }
family-renege-replay-positions = после ренонса карты пересдаются и ничего не стоят; запишите только ренонс ({ $renege } { $player }), без { $took }, { $won }, { $first } и { $last }
family-renege-replayed = { $player }: ренонс { $points }; карты пересдаются
family-renege-step = { $player }: ренонс { $points }
family-reneges-step = { $player }: { $count ->
    [one] { $count } ренонс
    [few] { $count } ренонса
    [many] { $count } ренонсов
   *[other] { $count } ренонса
} × { $points } = { $total }
family-summary = сдаёт { $dealer }
family-summary-trump = сдаёт { $dealer }, козырь { $trump }
family-summary-leads = сдаёт { $dealer }, первым ходит { $leader }
family-summary-trump-leads = сдаёт { $dealer }, козырь { $trump }, первым ходит { $leader }
family-summary-renege = ренонс — { $dealer } сдаёт снова
family-next = сдача { $deal }: сдаёт { $dealer }, первым ходит { $leader }
family-next-again = сдача { $deal }: снова сдаёт { $dealer }, первым ходит { $leader }
family-match-over = партия окончена
family-match-winner = побеждает { $player }: { $total ->
    [one] { $total } очко
    [few] { $total } очка
    [many] { $total } очков
   *[other] { $total } очка
}

## Опции.

family-option-unknown = неизвестная опция `{ $key }`; опции игры: { $options } (см. `kozyr rules { $game } options`)
family-option-name = `{ $name }`
family-option-value = недопустимое значение опции `{ $name } = { $value }`: нужно { $want }
family-option-int = целое число от { $min } до { $max }
family-option-bool = `true` или `false`
family-option-one-of = одно из: { $values }

## Штрафы, которые записывает стол (`kozyr penalty`).

family-penalty-points = у штрафа должны быть очки: --points -10
family-penalty-points-known = у штрафа должны быть очки (--points N), если только его причина не одна из: { $known }
family-penalty-known = `{ $reason }` ({ $points })
family-penalty-sign = `{ $reason }` по книге стоит { $book }; у { $points } не тот знак
family-penalty-line = { $player }: { $reason } { $points }
family-penalty-summary = штраф: { $reason }
family-reason = { $reason ->
    [renege] ренонс
   *[other] { $reason }
}
