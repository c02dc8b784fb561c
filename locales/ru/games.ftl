# Общее для всех игр: поиск игры по названию, игроки, оконченная партия и отмены, флаги быстрой
# записи, запись взяток, параметры игры, записи партии и документ партии.

games-item = { $item }
games-or = { $first } или { $second }

## Поиск игры: `kozyr new тысяча`

games-known = { $id } ({ $name })
games-unknown = неизвестная игра «{ $name }»; kozyr знает игры: { $games }
games-unknown-suggest = неизвестная игра «{ $name }» — может быть, { $suggestion }? kozyr знает игры: { $games }

## Игроки и оконченная партия

match-players-count = в игру «{ $game }» { $players ->
    [one] играет { $players } игрок
    [few] играют { $players } игрока
   *[many] играют { $players } игроков
}; { $named ->
    [one] назван { $named }
    [few] названы { $named }
   *[many] названо { $named }
}
match-players-range = в игру «{ $game }» играют от { $min } до { $max } игроков; { $named ->
    [one] назван { $named }
    [few] названы { $named }
   *[many] названо { $named }
}
match-players-name-blank = имя игрока «{ $name }» пустое или с пробелами по краям
match-players-name-chars = в имени игрока «{ $name }» не может быть , = : ! и оно не может быть числом (эти знаки разделяют записи)
match-players-duplicate = игрок «{ $name }» назван дважды
match-player-unknown = неизвестный игрок «{ $name }»; в партии играют { $players }
match-players-invisible = в имени «{ $name }» есть невидимый или управляющий символ ({ $code }); наберите имя без него
match-name-invisible = в названии партии «{ $name }» есть невидимый или управляющий символ ({ $code }); наберите название без него
match-players-long = имя «{ $name }» длиннее { $limit } символов; имя стоит над столбцом записи, сократите его
match-name-long = название партии «{ $name }» длиннее { $limit } символов; выберите название короче
match-players-alike = «{ $name }» выглядит так же, как «{ $other }» ({ $letters }); имена должны различаться на глаз
match-players-alike-plain = «{ $name }» выглядит так же, как «{ $other }»; имена должны различаться на глаз
match-player-did-you-mean = неизвестный игрок «{ $name }» — может быть, { $suggestion }? ({ $letters })
match-player-did-you-mean-plain = неизвестный игрок «{ $name }» — может быть, { $suggestion }?
match-team-did-you-mean = нет команды «{ $name }» — может быть, { $suggestion }? ({ $letters })
match-team-did-you-mean-plain = нет команды «{ $name }» — может быть, { $suggestion }?
# Буквы другого алфавита, чем в имени, которое имелось в виду: «набраны латинские C и a».
match-player-script-letters = { $count ->
    [1] набрана { $script ->
        [latin] латинская
        [cyrillic] кириллическая
        [greek] греческая
       *[other] буква другого алфавита
    } { $last }
   *[other] набраны { $script ->
        [latin] латинские
        [cyrillic] кириллические
        [greek] греческие
       *[other] буквы другого алфавита
    } { $first } и { $last }
}
match-void-target = отменить можно только более раннюю сдачу или штраф; запись { $target } не такая
match-void-twice = запись { $target } уже отменена записью { $by }
match-snapshot = kozyr не может продолжить эту партию с сохранённого снимка; партия пересчитывается целиком
match-finished = партия выиграна в записи { $entry }; после этого ничего записать нельзя

## Быстрая запись: флаги, которые набирают за столом (`--points Аня=22,Борис=75`)

entry-flag-unknown = { $flag } — не флаг игры «{ $game }»; её флаги: { $flags }
entry-flag-conflict = { $flags } задают одно и то же (`{ $field }`); укажите что-то одно
entry-flag-and = { $first } и { $second }
entry-flag-value = { $flag } { $value }: нужно { $expected }
entry-flag-expected-number = целое число
entry-flag-expected-pairs = пары ИМЯ=ЧИСЛО через запятую, например Аня=22,Борис=75
entry-flag-expected-pair-number = ИМЯ=ЧИСЛО с целым числом, например Аня=22
entry-flag-expected-once = каждое имя один раз
entry-flag-expected-range = целое число от −{ $max } до { $max }
entry-flag-expected-side-list = ИМЯ:ЗНАЧЕНИЕ, например Борис:черви
entry-flag-help-either = { $first } | { $second }

## Запись взяток

record-trick-size = { $cards ->
    [one] во взятке { $trick } { $cards } карта
    [few] во взятке { $trick } { $cards } карты
   *[many] во взятке { $trick } { $cards } карт
}; во взятке по одной карте от каждого из { $players } игроков
record-in-trick = взятка { $trick }: { $text }

## Параметры игры

setup-option-unknown = неизвестный параметр `{ $option }`; параметры игры: { $options } (см. `kozyr rules { $game } options`)
setup-option-unknown-none = неизвестный параметр `{ $option }`; у этой игры нет параметров
setup-option-value = неверное значение параметра: { $option } = { $value }: { $detail }
setup-option-value-expected = неверное значение параметра: { $option } = { $value }: нужно { $expected }
setup-option-value-unnamed = неверное значение параметра: { $detail }
setup-option-store = параметры нельзя сохранить: { $detail }

## Записи и документ партии

document-entry = каждый элемент `deals` должен быть объектом JSON
document-penalty = неверная запись штрафа: { $detail }
document-void = `void` — это номер отменяемой записи, начиная с 1
document-note = `note` — это текст в кавычках
penalty-points-range = штраф { $points } — больше, чем бывает в любой игре; укажите число от −{ $max } до { $max }
document-json = это не документ партии: { $detail } (строка { $line }, позиция { $column }; см. docs/formats.md)

## Что не так в JSON

games-json-name = `{ $name }`
games-json-missing-field = нет поля `{ $field }`
games-json-duplicate-field = поле `{ $field }` указано дважды
games-json-unknown-field = неизвестное поле `{ $field }`; поля здесь: { $fields }
games-json-unknown-field-none = неизвестное поле `{ $field }`; здесь полей нет
games-json-unknown-value = неизвестное значение `{ $value }`; нужно одно из: { $values }
games-json-invalid = { $found } — это не { $expected }
games-json-expected-range = целое число от { $min } до { $max }
games-json-expected-count = целое число, 0 или больше
games-json-expected-integer = целое число
games-json-expected-number = число
games-json-expected-boolean = true или false
games-json-expected-text = текст в кавычках
games-json-expected-list = список [ … ]
games-json-expected-object = объект {"{"} … {"}"}
games-json-eof = текст обрывается раньше времени
games-json-trailing-comma = запятая перед закрывающей скобкой
games-json-trailing = после документа есть лишний текст
games-json-no-value = здесь должно быть значение
games-json-number = число записано неверно или слишком велико
games-json-key = ключ должен быть текстом в кавычках
games-json-expected = здесь должно быть { $symbols }
games-json-raw = { $text }
