# Покер: судья вскрытия, `kozyr poker compare` — руки по старшинству, как их упорядочивает
# книга «100 карточных игр для всей семьи».

## Командная строка

cli-about-poker = Покер по книге «100 карточных игр для всей семьи»: судья вскрытия. Ничего не записывается.
cli-about-poker-compare = Сравнить покерные руки при вскрытии и объяснить, почему каждая выше следующей; ничего не записывается.
cli-arg-poker-compare-hands = Руки, по пять карт, каждая в кавычках, например "A♠ K♠ Q♠ J♠ 10♠"; джокер пишется Jo, joker, джокер, жокер или 🃏.
cli-arg-poker-compare-names = Игроки, у которых эти руки, в том же порядке, через запятую, например Аня,Борис.
cli-value-hand = РУКА
cli-value-names = ИМЕНА

## Правила

rule-poker-hand-size = в покерной руке пять карт; джокер считается за одну
rule-poker-card-unknown = каждая карта — карта колоды или джокер
rule-poker-card-duplicate = в колоде каждая карта одна: карта может быть только в одной руке и один раз
rule-poker-joker-count = в колоде не больше двух джокеров
rule-poker-compare-hands = при вскрытии сравнивают две руки или больше
rule-poker-compare-names = --names называет каждую руку один раз, по порядку

## Кто

poker-who = рука { $n }
poker-who-named = рука { $n } ({ $name })
poker-hand-name = Рука { $n }
poker-name = { $name }

## Отказы

poker-compare-hands = для вскрытия нужны две руки или больше; { $given ->
    [0] не дано ни одной
    [one] дана одна
   *[other] дано { $given }
}
poker-compare-names = в --names { $given ->
    [one] { $given } имя
    [few] { $given } имени
   *[other] { $given } имён
} на { $hands } { $hands ->
    [one] руку
    [few] руки
   *[other] рук
}; назовите каждую руку один раз, по порядку, через запятую
poker-card-unknown = { $who }: { $error }; джокер пишется так: { $jokers }
poker-hand-size = { $who }: { $count ->
    [0] нет карт
    [one] { $count } карта ({ $cards })
    [few] { $count } карты ({ $cards })
   *[other] { $count } карт ({ $cards })
}; в покерной руке пять карт, джокер считается за одну
poker-hand-quotes = { $who } — одна карта, { $card }: в покерной руке пять карт, каждая рука — один аргумент в кавычках, например `kozyr poker compare "{ $example }" …`
poker-card-twice = { $who }: { $card } дважды; в колоде каждая карта одна
poker-card-duplicate = { $card } встречается дважды: { $first } и { $second }; в колоде каждая карта одна
poker-joker-count = в руках { $given } { $given ->
    [one] джокер
    [few] джокера
   *[other] джокеров
}; в колоде их не больше { $pack }

## Достоинства, как их называют комбинации

poker-ranks = { $rank ->
    [two] двойки
    [three] тройки
    [four] четвёрки
    [five] пятёрки
    [six] шестёрки
    [seven] семёрки
    [eight] восьмёрки
    [nine] девятки
    [ten] десятки
    [jack] валеты
    [queen] дамы
    [king] короли
   *[ace] тузы
}
poker-ranks-of = { $rank ->
    [two] двоек
    [three] троек
    [four] четвёрок
    [five] пятёрок
    [six] шестёрок
    [seven] семёрок
    [eight] восьмёрок
    [nine] девяток
    [ten] десяток
    [jack] валетов
    [queen] дам
    [king] королей
   *[ace] тузов
}

## Комбинации, от младшей к старшей

poker-category-high-card = старшая карта
poker-category-ace-king = «Айс Кинг»
poker-category-pair = пара
poker-category-two-pairs = две пары
poker-category-three-of-a-kind = тройка
poker-category-straight = стрит
poker-category-flush = флэш
poker-category-full-house = фул хаус
poker-category-four-of-a-kind = каре
poker-category-straight-flush = стрит-флэш
poker-category-royal-flush = королевский флэш

## Рука словами

poker-hand-high-card = старшая карта { $top }
poker-hand-ace-king = «Айс Кинг» (туз и король)
poker-hand-pair = пара { $rank }
poker-hand-two-pairs = две пары ({ $high } и { $low })
poker-hand-three = тройка { $rank }
poker-hand-straight = стрит до { $top }
poker-hand-flush = флэш до { $top }
poker-hand-full-house = фул хаус (тройка { $three } и пара { $two })
poker-hand-four = каре { $rank }
poker-hand-straight-flush = стрит-флэш до { $top }
poker-hand-royal-flush = королевский флэш

## Места

poker-place = { $place }. { $name }: { $cards } — { $hand }
poker-place-joker = { $place }. { $name }: { $cards } — { $hand }; { $count ->
    [one] джокер заменяет { $jokers }
   *[other] джокеры заменяют { $jokers }
}
poker-winner = { $count ->
    [one] { $names } выигрывает.
   *[other] { $names } делят первое место и выигрыш.
}
poker-tie = { $names }: у каждого { $hand }, карты равны одна к одной; масть не считается.

## Почему рука выше следующей

poker-why-category = { $winner } { $count ->
    [one] стоит
   *[other] стоят
} выше, чем { $loser }: { $high } старше, чем { $low }.
poker-why-both = { $winner } { $count ->
    [one] стоит
   *[other] стоят
} выше, чем { $loser }: у обоих { $hand }; { $decides }.
poker-why-against = { $winner } { $count ->
    [one] стоит
   *[other] стоят
} выше, чем { $loser }: сравниваются { $high } и { $low }; { $decides }.
poker-decides-card = карты сравниваются от старшей, первая различная — { $win } против { $lose }
poker-decides-pair = решает пара: { $win } против { $lose }
poker-decides-high-pair = решает старшая пара: { $win } против { $lose }
poker-decides-low-pair = старшие пары равны, решает младшая: { $win } против { $lose }
poker-decides-three = решает тройка: { $win } против { $lose }
poker-decides-four = решает каре: { $win } против { $lose }
poker-decides-top = решает старшая карта: { $win } против { $lose }
poker-decides-kicker = решает свободная карта (кикер): { $win } против { $lose }

## Сессия: `kozyr new poker`, одна запись на раздачу

game-poker = Покер
game-poker-aliases = poker, покер
flag-poker-put = сколько каждый игрок положил в банк за раздачу, ставки, повышения и анте вместе: --put Аня=30,Борис=30,Вера=10 (кого нет в списке, тот раздачу пропустил)
flag-poker-fold = кто сбросил карты (спасовал), напр. --fold Вера (повторите флаг или перечислите через запятую)
flag-poker-show = рука, открытая при вскрытии, пять карт: --show "Аня:A♠ K♠ Q♠ J♠ 10♠" (по одному на каждого оставшегося в игре)
flag-poker-winner = кто выиграл банк, лучший первым: --winner Аня; банк пополам --winner Аня=Борис; победитель побочного банка после победителя основного: --winner Аня --winner Борис
option-poker-ante = сколько каждый игрок ставит до сдачи (0 — начальная ставка не оговорена)
option-poker-betting = free — стол записывает, кто сколько положил; book — как в книге: сдавшийся теряет начальную ставку, оставшийся добавляет вдвое больше, обмен стоит ещё одну ставку
option-poker-jokers = сколько джокеров в колоде (0, 1 или 2)

rule-poker-deal-format = в записи раздачи только описанные поля нужного вида
rule-poker-deal-dealer = сдача переходит к игроку слева
rule-poker-put-players = в раздаче записано, сколько каждый положил в банк; играют не меньше двух
rule-poker-put-amount = игрок кладёт в банк от 0 до 1 000 000 000, никогда не меньше нуля
rule-poker-put-ante = каждый игрок раздачи кладёт не меньше оговорённой начальной ставки
rule-poker-put-book = ставки по книге: сдавшийся теряет начальную ставку; чтобы продолжить, добавляют вдвое больше; обмен стоит ещё одну ставку
rule-poker-fold-out = сбросить карты может только игрок раздачи
rule-poker-fold-all = кто-то остаётся в игре: последний оставшийся забирает банк
rule-poker-show-out = карты открывает только игрок раздачи
rule-poker-show-folded = сбросивший карты их не открывает
rule-poker-show-players = при вскрытии открывает руку каждый оставшийся, не меньше двух игроков
rule-poker-show-rank = руки сравниваются по старшинству из книги; равные руки делят банк
rule-poker-winner-missing = раздача, дошедшая до вскрытия, называет победителя или открытые карты
rule-poker-winner-out = победитель играл эту раздачу
rule-poker-winner-folded = сбросивший карты ничего не выигрывает
rule-poker-winner-pot = каждый банк выигрывает тот, кто за него боролся
rule-poker-winner-extra = каждый названный победитель выигрывает банк; делёж пишется Аня=Борис
rule-poker-winner-disagree = названные победители — те, кому банк дают карты
rule-poker-pot-layers = банк делится по тому, кто сколько положил: игрок ва-банк борется только за банки, до которых дотянулся
rule-poker-pot-won = каждый банк достаётся лучшей руке из боровшихся за него; равные руки делят его
rule-poker-pot-split = банк, который не делится поровну: лишние единицы по одной победителям, начиная слева от сдающего
rule-poker-pot-returned = часть банка, до которой не дотянулся никто из оставшихся, возвращается тому, кто её положил
rule-poker-money-conserved = каждый выигрыш — чей-то проигрыш: счета в сумме дают 0, банк пуст после каждой раздачи
rule-poker-match-deals = сессия кончается после оговорённого числа раздач
rule-poker-match-winner = выигрывает наибольший счёт; при равных наибольших играют ещё раздачу
rule-poker-penalty = деньги переходят только через банк: штраф не записывается
rule-poker-option-unknown = незнакомая покеру опция не принимается
rule-poker-option-value = каждая опция принимает значение своего вида и диапазона
rule-poker-snapshot = сохранённое состояние — сессия этих игроков

poker-option-book = `betting` = book считает в начальных ставках: договоритесь о ставке больше 0 (--option ante=10)
poker-takes-names = { $field } принимает имена игроков: список или одну строку с именами через запятую
poker-named-twice = { $player }: имя в { $field } дважды
poker-put-missing = в раздаче записывают, сколько каждый положил в банк: { $field }, напр. {"{"}"Аня": 30, "Борис": 30{"}"}
poker-put-number = { $player }: { $field } принимает целое число — сколько положено в банк
poker-put-amount = { $player }: в банк положено { $amount }; кладут от 0 до { $max }
poker-put-players = { $given ->
    [0] никто ничего не положил в банк
    [one] в банк положил только один игрок
   *[other] в банк положили { $given } игроков
}; раздачу играют не меньше двух
poker-put-ante = { $player }: положено { $amount }, меньше оговорённой начальной ставки { $ante }
poker-put-book = { $player }: положено { $amount }; по ставкам из книги при начальной ставке { $ante } { $kind ->
    [folded] сдавшийся положил только начальную ставку
   *[stayed] оставшийся положил три начальные ставки, а с обменом — четыре
}
poker-fold-out = { $player }: карты сброшены, но этот игрок не играет эту раздачу: укажите игрока в { $field } с тем, что положено
poker-fold-all = сбросили все: последний оставшийся забирает банк, так что его среди сбросивших не пишут
poker-show-text = { $player }: { $field } принимает пять карт строкой, напр. "A♠ K♠ Q♠ J♠ 10♠"
poker-show-out = { $player } открывает карты, но не играет эту раздачу
poker-show-folded = { $player }: карты сброшены и не открываются: сброшенная рука во вскрытии не участвует
poker-show-alone = в игре остаётся только { $player }: банк берётся без вскрытия, карты не записываются
poker-show-missing = при вскрытии сравниваются все оставшиеся руки; { $players } не открыли карты
poker-session-jokers = в руках { $given } джокеров; в колоде этого стола { $pack } (опция `jokers`)
poker-winner-out = { $player }: победа записана, но этот игрок не играет эту раздачу
poker-winner-folded = { $player }: карты сброшены, банк не выиграть
poker-winner-missing = в игре остаются { $players }: назовите победителя в { $winner } или запишите их карты в { $show }
poker-winner-pot = за { $pot } ({ $amount }) боролись { $players }, и никто из них не назван победителем: назовите и его победителя, после победителя выше
poker-winner-extra = { $player }: победа записана, но ни одного банка этому игроку не достаётся ни одного банка; делёж банка пишется через = (Аня=Борис)
poker-winner-disagree = карты дают банк { $cards }, а в записи назван { $named }
poker-penalty = в покере деньги переходят только через банк: штраф { $player } создал бы деньги из ничего; запишите раздачу или отмените её
poker-money-lost = счета больше не дают в сумме 0: деньги появились или пропали, чего не может быть ни в одной раздаче

poker-put-one = { $player } { $amount }
poker-pot-name = { $count ->
    [1] банк
   *[other] { $k ->
        [0] основной банк
       *[other] побочный банк { $k }
    }
}
poker-step-put = банк: { $pot } ({ $put }){ $count ->
    [0] {""}
   *[other] ; сбросили: { $folded }
}
poker-step-layer = { $pot }: { $amount } от игроков { $contributors }, борются { $eligible }
poker-step-returned = { $pot }: { $amount }, до которых не дотянулся никто из оставшихся, возвращаются: { $players }
poker-step-won = { $pot } ({ $amount }) забирает { $player }
poker-step-split = { $pot } ({ $amount }) делят { $players }: { $each }
poker-step-odd = { $odd ->
    [one] лишнюю единицу получает { $players }
   *[other] лишние единицы ({ $odd }) получают по одной: { $players }
} — по порядку слева от сдающего ({ $dealer })
poker-balance = { $player } { $balance }
poker-step-conserved = каждый выигрыш — чей-то проигрыш: счета ({ $balances }) в сумме дают 0, банк пуст
poker-cell = { $folded ->
    [yes] в банке { $amount }, сбросил
   *[no] в банке { $amount }
}
poker-summary = сдаёт { $dealer }, банк { $pot }: { $won }
poker-summary-empty = сдаёт { $dealer }, банк пуст
poker-match-over = сыграны оговорённые { $deals } раздач
poker-match-winner = выигрывает { $player } со счётом { $balance }
poker-next = раздача { $hand }: сдаёт { $dealer }

# The betting action by action (`bets`).
flag-poker-bets = торговля по действиям, слева от сдатчика: сумма в банк или пас: --bets "10 пас 10" или --bets "Борис:10, Вера:пас, Аня:10"
rule-poker-bet-format = торговля записывается действиями: целая сумма в банк или пас, каждое можно как ИМЯ:ДЕЙСТВИЕ
rule-poker-bet-turn = торговля идёт по очереди слева от сдатчика среди ещё играющих
rule-poker-bet-minimum = чтобы играть дальше, игрок кладёт сумму, с которой всё им положенное не меньше, чем у любого (первый — хотя бы 1); иначе пасует
rule-poker-bet-folded = спасовавший выбывает из торговли
rule-poker-bet-over = после конца торговли больше ничего не говорят
rule-poker-bet-unfinished = торговля идёт, пока не останется один игрок или пока все оставшиеся не сказали своё и не положили поровну
rule-poker-bet-round = торговля идёт по кругу, пока не останется один — он забирает банк, не показывая карт, — или пока суммы оставшихся не сравняются; тогда открываются
rule-poker-bet-disagree = набранные суммы (put, folded) и записанная торговля сходятся
poker-bet-field = { $field } — торговля текстом или списком текстов: "10 пас 10"
poker-bet-word = «{ $word }» — не действие торговли: целая сумма в банк или пас
poker-bet-over-alone = { $player }: ход после конца торговли: все остальные спасовали, банк забирает { $alone }
poker-bet-over-equal = { $player }: ход после конца торговли: все оставшиеся положили по { $amount }
poker-bet-out = { $player } не участвует в раздаче: в ней те, кто назван в { $field }
poker-bet-folded = { $player } — пас: из торговли он выбыл
poker-bet-turn = { $player }: ход не в очередь, очередь { $due }
poker-bet-minimum = { $player }: в банк { $amount }; чтобы остаться, кладут не меньше { $need } (всего { $level }) или пасуют
poker-bet-unfinished = торговля не окончена: очередь { $due }; положено: { $sums }, больше всех { $level }
poker-bet-said-pass = { $player } пас
poker-bet-disagree-put = { $player }: по { $field } — { $typed }, по записанной торговле — { $bets } (со ставкой)
poker-bet-disagree-folded = { $player }: { $field } и торговля расходятся, по торговле — { $kind ->
    [passed] пас
   *[stayed] в игре
}
poker-step-bets = торговля: { $said }
poker-step-bets-alone = все остальные спасовали: { $player } забирает банк, не показывая карт
poker-step-bets-equal = { $players } положили по { $amount }: открываются
