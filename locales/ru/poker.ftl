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
