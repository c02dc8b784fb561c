# What every game shares: finding a game by name, players and setup, the finished match and
# voids, quick-entry flags, the written play record, options, entries and match documents.

# Data put into a list as it is (a player's name, a flag as typed).
games-item = { $item }
games-or = { $first } or { $second }

## Finding a game: `kozyr new тысяча`

games-known = { $id } ({ $name })
games-unknown = unknown game "{ $name }"; kozyr knows { $games }
games-unknown-suggest = unknown game "{ $name }" — did you mean { $suggestion }? kozyr knows { $games }

## Players and the finished match

match-players-count = { $game } is played by { $players ->
    [one] { $players } player
   *[other] { $players } players
}; { $named ->
    [one] { $named } was named
   *[other] { $named } were named
}
match-players-range = { $game } is played by { $min } to { $max } players; { $named ->
    [one] { $named } was named
   *[other] { $named } were named
}
match-players-name-blank = player name "{ $name }" is empty or has spaces around it
match-players-name-chars = player name "{ $name }" cannot contain , = : ! or be a number (they separate entries)
match-players-duplicate = player "{ $name }" is named twice
match-player-unknown = unknown player "{ $name }"; the players are { $players }
match-players-invisible = name "{ $name }" holds an invisible or control character ({ $code }); type the name without it
match-name-invisible = match name "{ $name }" holds an invisible or control character ({ $code }); type the name without it
match-players-long = name "{ $name }" is longer than { $limit } characters; a name heads a column of the sheet, so keep it short
match-name-long = match name "{ $name }" is longer than { $limit } characters; choose a shorter name
match-players-alike = "{ $name }" looks the same as "{ $other }" ({ $letters }); names must differ at a glance
match-players-alike-plain = "{ $name }" looks the same as "{ $other }"; names must differ at a glance
match-player-did-you-mean = unknown player "{ $name }" — did you mean { $suggestion }? ({ $letters })
match-player-did-you-mean-plain = unknown player "{ $name }" — did you mean { $suggestion }?
match-team-did-you-mean = unknown team "{ $name }" — did you mean { $suggestion }? ({ $letters })
match-team-did-you-mean-plain = unknown team "{ $name }" — did you mean { $suggestion }?
# Letters of another script than the name meant: "you typed Latin C and a".
match-player-script-letters = you typed { $script ->
    [latin] Latin
    [cyrillic] Cyrillic
    [greek] Greek
   *[other] foreign-script
} { $count ->
    [1] { $last }
   *[other] { $first } and { $last }
}
match-void-target = a void must cancel an earlier deal or penalty; entry { $target } is not one
match-void-twice = entry { $target } was already voided by entry { $by }
match-snapshot = kozyr cannot resume this match from its stored snapshot; the match is replayed whole instead
match-finished = the match was won at entry { $entry }; nothing can be recorded after it

## Quick entry: the flags a table types (`--points Аня=22,Борис=75`)

entry-flag-unknown = { $flag } is not a flag of { $game }; its flags are { $flags }
entry-flag-conflict = { $flags } set the same thing (`{ $field }`); give one of them
entry-flag-and = { $first } and { $second }
entry-flag-value = { $flag } { $value }: expected { $expected }
entry-flag-expected-number = a whole number
entry-flag-expected-pairs = NAME=NUMBER pairs separated by commas
entry-flag-expected-pair-number = NAME=NUMBER with a whole number
entry-flag-expected-once = each name once
entry-flag-expected-range = a whole number from −{ $max } to { $max }
entry-flag-expected-side-list = NAME:VALUE (e.g. Борис:hearts)
# A flag two games explain differently (`--last`): both helps.
entry-flag-help-either = { $first } | { $second }

## The written play record

record-trick-size = trick { $trick } has { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}; each trick has one card from each of the { $players } players
record-in-trick = trick { $trick }: { $text }

## Options

setup-option-unknown = unknown option `{ $option }`; the options are { $options } (see `kozyr rules { $game } options`)
setup-option-unknown-none = unknown option `{ $option }`; this game has no options
setup-option-value = bad option value: { $option } = { $value }: { $detail }
setup-option-value-expected = bad option value: { $option } = { $value }: expected { $expected }
setup-option-value-unnamed = bad option value: { $detail }
setup-option-store = the options cannot be stored: { $detail }

## Entries and match documents

document-entry = each item of `deals` must be a JSON object
document-penalty = bad penalty: { $detail }
document-void = `void` takes the 1-based number of the entry it voids
document-note = `note` takes a string
penalty-points-range = a penalty of { $points } points is more than any game can mean; give a number from −{ $max } to { $max }
document-json = not a valid match document: { $detail } at line { $line } column { $column } (see docs/formats.md)

## What a JSON reader found wrong

games-json-name = `{ $name }`
games-json-missing-field = `{ $field }` is missing
games-json-duplicate-field = `{ $field }` is given twice
games-json-unknown-field = unknown field `{ $field }`; the fields are { $fields }
games-json-unknown-field-none = unknown field `{ $field }`; there are no fields here
games-json-unknown-value = unknown value `{ $value }`; expected one of { $values }
games-json-invalid = { $found } is not { $expected }
games-json-expected-range = a whole number from { $min } to { $max }
games-json-expected-count = a whole number 0 or more
games-json-expected-integer = a whole number
games-json-expected-number = a number
games-json-expected-boolean = true or false
games-json-expected-text = text in quotes
games-json-expected-list = a list [ … ]
games-json-expected-object = an object {"{"} … {"}"}
games-json-eof = the text ends too early
games-json-trailing-comma = a comma before a closing bracket
games-json-trailing = there is more text after the document
games-json-no-value = a value is expected
games-json-number = a number is malformed or too large
games-json-key = a key must be text in quotes
games-json-expected = expected { $symbols }
# A complaint kozyr does not know how to word: as the JSON reader gave it.
games-json-raw = { $text }
