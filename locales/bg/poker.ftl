# Покер: съдията при разкриване, `kozyr poker compare` — ръцете по старшинство, както ги подрежда
# книгата «100 карточных игр для всей семьи».

## Командният ред

cli-about-poker = Покер по книгата «100 карточных игр для всей семьи»: съдия при разкриването на картите. Нищо не се записва.
cli-about-poker-compare = Подрежда покерни ръце при разкриване и казва защо всяка е над следващата; нищо не се записва.
cli-arg-poker-compare-hands = Ръцете, по пет карти, всяка в кавички, например "A♠ K♠ Q♠ J♠ 10♠"; жокерът се пише Jo, joker, джокер, жокер или 🃏.
cli-arg-poker-compare-names = Играчите, които държат ръцете, в същия ред, разделени със запетаи, например Аня,Борис.
cli-value-hand = РЪКА
cli-value-names = ИМЕНА

## Правилата

rule-poker-hand-size = покерната ръка е пет карти; жокерът се брои за една
rule-poker-card-unknown = всяка карта е карта от тестето или жокер
rule-poker-card-duplicate = в тестето всяка карта е една: карта може да е само в една ръка и само веднъж
rule-poker-joker-count = в тестето има най-много два жокера
rule-poker-compare-hands = при разкриване се сравняват две ръце или повече
rule-poker-compare-names = --names назовава всяка ръка веднъж, по ред

## Кой

poker-who = ръка { $n }
poker-who-named = ръка { $n } ({ $name })
poker-hand-name = Ръка { $n }
poker-name = { $name }

## Откази

poker-compare-hands = за разкриване трябват две ръце или повече; { $given ->
    [0] не е дадена нито една
    [one] дадена е една
   *[other] дадени са { $given }
}
poker-compare-names = --names дава { $given ->
    [one] едно име
   *[other] { $given } имена
} за { $hands } ръце; назовете всяка ръка веднъж, по ред, разделени със запетаи
poker-card-unknown = { $who }: { $error }; жокерът се пише { $jokers }
poker-hand-size = { $who } съдържа { $count ->
    [0] нула карти
    [one] една карта ({ $cards })
   *[other] { $count } карти ({ $cards })
}; покерната ръка е пет карти, жокерът се брои за една
poker-hand-quotes = { $who } е една карта, { $card }: покерната ръка е пет карти, всяка ръка е един аргумент в кавички, например `kozyr poker compare "{ $example }" …`
poker-card-twice = { $who } съдържа { $card } два пъти; в тестето всяка карта е една
poker-card-duplicate = { $card } се среща два пъти: { $first } и { $second }; в тестето всяка карта е една
poker-joker-count = ръцете съдържат { $given } жокера; в тестето има най-много { $pack }

## Картите, както ги назовават комбинациите

poker-ranks = { $rank ->
    [two] двойки
    [three] тройки
    [four] четворки
    [five] петици
    [six] шестици
    [seven] седмици
    [eight] осмици
    [nine] деветки
    [ten] десетки
    [jack] валета
    [queen] дами
    [king] попове
   *[ace] аса
}
poker-ranks-of = { $rank ->
    [two] двойки
    [three] тройки
    [four] четворки
    [five] петици
    [six] шестици
    [seven] седмици
    [eight] осмици
    [nine] деветки
    [ten] десетки
    [jack] валета
    [queen] дами
    [king] попове
   *[ace] аса
}

## Комбинациите, от най-ниската към най-високата

poker-category-high-card = висока карта
poker-category-ace-king = асо и поп («Айс Кинг»)
poker-category-pair = чифт
poker-category-two-pairs = два чифта
poker-category-three-of-a-kind = тройка
poker-category-straight = кента
poker-category-flush = флъш
poker-category-full-house = фул хаус
poker-category-four-of-a-kind = каре
poker-category-straight-flush = стрейт флъш
poker-category-royal-flush = роял флъш

## Ръката с думи

poker-hand-high-card = висока карта { $top }
poker-hand-ace-king = асо и поп («Айс Кинг»)
poker-hand-pair = чифт { $rank }
poker-hand-two-pairs = два чифта ({ $high } и { $low })
poker-hand-three = тройка { $rank }
poker-hand-straight = кента до { $top }
poker-hand-flush = флъш до { $top }
poker-hand-full-house = фул хаус (тройка { $three } и чифт { $two })
poker-hand-four = каре { $rank }
poker-hand-straight-flush = стрейт флъш до { $top }
poker-hand-royal-flush = роял флъш

## Местата

poker-place = { $place }. { $name }: { $cards } — { $hand }
poker-place-joker = { $place }. { $name }: { $cards } — { $hand }; { $count ->
    [one] жокерът замества { $jokers }
   *[other] жокерите заместват { $jokers }
}
poker-winner = { $count ->
    [one] { $names } печели.
   *[other] { $names } делят първото място и печалбата.
}
poker-tie = { $names }: { $hand } у всеки, картите са равни една по една; боята не се брои.

## Защо една ръка е над следващата

poker-why-category = { $winner } { $count ->
    [one] бие
   *[other] бият
} { $loser }: { $high } стои над { $low }.
poker-why-both = { $winner } { $count ->
    [one] бие
   *[other] бият
} { $loser }: и двете ръце са { $hand }; { $decides }.
poker-why-against = { $winner } { $count ->
    [one] бие
   *[other] бият
} { $loser }: { $high } срещу { $low }; { $decides }.
poker-decides-card = картите се сравняват от най-високата, първата различна е { $win } срещу { $lose }
poker-decides-pair = решава чифтът: { $win } срещу { $lose }
poker-decides-high-pair = решава по-високият чифт: { $win } срещу { $lose }
poker-decides-low-pair = по-високите чифтове са равни, решава по-ниският: { $win } срещу { $lose }
poker-decides-three = решава тройката: { $win } срещу { $lose }
poker-decides-four = решава карето: { $win } срещу { $lose }
poker-decides-top = решава най-високата карта: { $win } срещу { $lose }
poker-decides-kicker = решава свободната карта (кикер): { $win } срещу { $lose }
