# Общото за всички игри: намиране на игра по име, играчи, завършена игра и анулиране, флагове за
# бързо записване, запис на взятките, настройки на играта, записи и документ на играта.

games-item = { $item }
games-or = { $first } или { $second }

## Намиране на игра: `kozyr new хиляда`

games-known = { $id } ({ $name })
games-unknown = непозната игра „{ $name }“; kozyr знае игрите: { $games }
games-unknown-suggest = непозната игра „{ $name }“ — може би { $suggestion }? kozyr знае игрите: { $games }

## Играчи и завършена игра

match-players-count = „{ $game }“ се играе от { $players ->
    [one] { $players } играч
   *[other] { $players } играчи
}; { $named ->
    [one] посочен е { $named }
   *[other] посочени са { $named }
}
match-players-range = „{ $game }“ се играе от { $min } до { $max } играчи; { $named ->
    [one] посочен е { $named }
   *[other] посочени са { $named }
}
match-players-name-blank = името на играч „{ $name }“ е празно или има интервали около него
match-players-name-chars = името на играч „{ $name }“ не може да съдържа , = : ! или да е число (те разделят записите)
match-players-duplicate = играчът „{ $name }“ е посочен два пъти
match-player-unknown = непознат играч „{ $name }“; играчите са { $players }
match-players-invisible = името „{ $name }“ съдържа невидим или управляващ знак ({ $code }); въведете името без него
match-name-invisible = името на партията „{ $name }“ съдържа невидим или управляващ знак ({ $code }); въведете името без него
match-players-long = името „{ $name }“ е по-дълго от { $limit } знака; името стои над колона от листа, съкратете го
match-name-long = името на партията „{ $name }“ е по-дълго от { $limit } знака; изберете по-кратко име
match-players-alike = „{ $name }“ изглежда същото като „{ $other }“ ({ $letters }); имената трябва да се различават на око
match-players-alike-plain = „{ $name }“ изглежда същото като „{ $other }“; имената трябва да се различават на око
match-player-did-you-mean = непознат играч „{ $name }“ — може би { $suggestion }? ({ $letters })
match-player-did-you-mean-plain = непознат играч „{ $name }“ — може би { $suggestion }?
match-team-did-you-mean = няма отбор „{ $name }“ — може би { $suggestion }? ({ $letters })
match-team-did-you-mean-plain = няма отбор „{ $name }“ — може би { $suggestion }?
# Букви от друга азбука, а не от тази на името: „въведени са латинските C и a“.
match-player-script-letters = { $count ->
    [1] въведена е { $script ->
        [latin] латинската
        [cyrillic] кирилската
        [greek] гръцката
       *[other] буквата от друга азбука
    } { $last }
   *[other] въведени са { $script ->
        [latin] латинските
        [cyrillic] кирилските
        [greek] гръцките
       *[other] буквите от друга азбука
    } { $first } и { $last }
}
match-void-target = анулира се само по-ранно раздаване или наказание; запис { $target } не е такъв
match-void-twice = запис { $target } вече е анулиран със запис { $by }
match-snapshot = kozyr не може да продължи тази игра от запазения ѝ моментен запис; играта се преизчислява изцяло
match-finished = играта е спечелена в запис { $entry }; след това нищо не може да се записва

## Бързо записване: флаговете, които се пишат на масата (`--points Аня=22,Борис=75`)

entry-flag-unknown = { $flag } не е флаг на „{ $game }“; флаговете на играта са { $flags }
entry-flag-conflict = { $flags } задават едно и също (`{ $field }`); посочете само единия
entry-flag-and = { $first } и { $second }
entry-flag-value = { $flag } { $value }: очаква се { $expected }
entry-flag-expected-number = цяло число
entry-flag-expected-pairs = двойки ИМЕ=ЧИСЛО, разделени със запетаи, например Аня=22,Борис=75
entry-flag-expected-pair-number = ИМЕ=ЧИСЛО с цяло число, например Аня=22
entry-flag-expected-once = всяко име веднъж
entry-flag-expected-range = цяло число от −{ $max } до { $max }
entry-flag-expected-side-list = ИМЕ:СТОЙНОСТ, например Борис:купа
entry-flag-help-either = { $first } | { $second }

## Запис на взятките

record-trick-size = { $cards ->
    [one] във взятка { $trick } има { $cards } карта
   *[other] във взятка { $trick } има { $cards } карти
}; във всяка взятка има по една карта от всеки от { $players } играчи
record-in-trick = взятка { $trick }: { $text }

## Настройки на играта

setup-option-unknown = непозната настройка `{ $option }`; настройките са { $options } (вижте `kozyr rules { $game } options`)
setup-option-unknown-none = непозната настройка `{ $option }`; тази игра няма настройки
setup-option-value = грешна стойност на настройка: { $option } = { $value }: { $detail }
setup-option-value-expected = грешна стойност на настройка: { $option } = { $value }: очаква се { $expected }
setup-option-value-unnamed = грешна стойност на настройка: { $detail }
setup-option-store = настройките не могат да се запазят: { $detail }

## Записи и документ на играта

document-entry = всеки елемент на `deals` трябва да е JSON обект
document-penalty = грешен запис на наказание: { $detail }
document-void = `void` е номерът на анулирания запис, като се брои от 1
document-note = `note` е текст в кавички
penalty-points-range = наказание от { $points } точки е повече, отколкото има в която и да е игра; посочете число от −{ $max } до { $max }
document-json = това не е документ на игра: { $detail } (ред { $line }, позиция { $column }; вижте docs/formats.md)

## Какво не е наред в JSON

games-json-name = `{ $name }`
games-json-missing-field = липсва полето `{ $field }`
games-json-duplicate-field = полето `{ $field }` е дадено два пъти
games-json-unknown-field = непознато поле `{ $field }`; полетата тук са { $fields }
games-json-unknown-field-none = непознато поле `{ $field }`; тук няма полета
games-json-unknown-value = непозната стойност `{ $value }`; очаква се една от { $values }
games-json-invalid = { $found } не е { $expected }
games-json-expected-range = цяло число от { $min } до { $max }
games-json-expected-count = цяло число, 0 или повече
games-json-expected-integer = цяло число
games-json-expected-number = число
games-json-expected-boolean = true или false
games-json-expected-text = текст в кавички
games-json-expected-list = списък [ … ]
games-json-expected-object = обект {"{"} … {"}"}
games-json-eof = текстът свършва твърде рано
games-json-trailing-comma = запетая преди затваряща скоба
games-json-trailing = след документа има излишен текст
games-json-no-value = тук трябва да има стойност
games-json-number = числото е записано грешно или е твърде голямо
games-json-key = ключът трябва да е текст в кавички
games-json-expected = тук трябва да има { $symbols }
games-json-raw = { $text }
