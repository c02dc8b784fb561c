# Choosing the match: `-m/--match`, the current match, `kozyr use`, and the line every write
# prints first to say which match took it.

# A sentence and the hint that follows it.
match-and = { $first }; { $then }
# A match as the messages below name it: its number and, if it has one, its name. Each message
# puts its own word for "match" before it.
match-ref = { $id }
match-ref-named = { $id } «{ $name }»
# A match in a list, with its game.
match-listed = match { $match } ({ $game })

## Naming the match.

match-twice = the match is given twice, as -m { $option } and as { $positional }; give it once
match-positional = `kozyr { $command }` takes no number or name ("{ $value }")
match-positional-acts-deal = it records into match { $match }
match-positional-acts-check = it checks against match { $match }
match-positional-acts-penalty = it records into match { $match }
match-positional-acts-undo = it takes back the last deal, penalty, correction or void in force of match { $match }
match-positional-acts-redo = it brings back what the last undo of match { $match } took back
match-positional-void = to void deal { $deal }: `kozyr void { $deal }`
match-positional-other = for match { $value }: `kozyr { $command } -m { $value }{ $rest }`
match-positional-deal = `kozyr { $command }` takes a deal number, not "{ $value }"
match-explain-two = `kozyr explain` takes one deal number; for deal { $deal } of match { $match }: `kozyr explain -m { $match } { $deal }`
match-name-ambiguous = the name "{ $name }" fits several matches that differ only in case ({ $matches }); name one by its number, e.g. `-m { $id }`
match-name-number = a match name cannot be a number: "{ $name }" after -m would read as the match number { $name }; choose a name with a letter in it
match-finished-open = match { $match } is over; the unfinished matches: { $matches } — `kozyr use { $id }` makes one current, or `kozyr { $command } -m { $id } …`
match-finished-none = match { $match } is over and no match is unfinished; `kozyr new GAME --players …` starts one

## The first line of every write.

match-confirm-deal = Recorded in match { $match }, { $game }, deal { $deal }.
match-confirm-deal-under = Recorded in match { $match }, { $game }, under deal { $deal }: the deal is dealt again.
match-confirm-penalty =
    { $deal ->
        [0] Penalty recorded in match { $match }, { $game }, before the first deal: { $what }
       *[other] Penalty recorded in match { $match }, { $game }, under deal { $deal }: { $what }
    }
match-confirm-undo =
    { $kind ->
        [deal] Voided deal { $deal } ({ $what }) in match { $match }, { $game }
       *[other] Voided { $what } in match { $match }, { $game }
    }; it stays in the ledger, struck out.
match-confirm-undo-void =
    Took back the void at entry { $entry } ({ $what }) in match { $match }, { $game }; { $kind ->
        [deal] deal { $deal }
       *[other] entry { $target }
    } is in force again: { $now }.
match-confirm-redo =
    Redone in match { $match }, { $game }: { $kind ->
        [deal] deal { $deal } ({ $what }) is in force again
        [void] the void at entry { $entry } stands again ({ $what })
       *[other] entry { $entry } ({ $what }) is in force again
    }.

## A deal typed with another game's flags.

match-flags-foreign =
    match { $match } is { $game }; { $count ->
        [one] { $flags } is not a { $game } flag
       *[other] { $flags } are not { $game } flags
    }
match-flags-take = the unfinished matches that take these flags: { $matches }; e.g. `kozyr { $command } -m { $id } …`
match-flags-none = no unfinished match takes these flags, which are flags of { $games }; `kozyr new { $id } --players …` starts a match
match-flags-no-game = no game takes all these flags together

## kozyr use

match-use-now = The current match is now match { $match }, { $game }.
match-use-current = The current match is match { $match }, { $game }.
match-use-lang = Match { $match }, { $game }, now speaks { $lang ->
        [ru] Russian
        [bg] Bulgarian
       *[other] English
    }: its commands answer in it unless --lang or KOZYR_LANG says otherwise.
match-use-lang-none = there is no match to set the language of: `kozyr new GAME --players … --lang { $lang }` starts one in it, `kozyr use MATCH --lang { $lang }` sets it on a match (`kozyr list` shows them)

## What each rule requires, as the error's rule id names it.

rule-cli-match-positional = deal, check, penalty and undo take no positional argument: a match is named with -m, a deal by its number
rule-cli-match-twice = a match is named once: with -m or as the positional MATCH
rule-match-name-number = a match name is not a number
rule-match-name-ambiguous = a name chooses one match; matches whose names differ only in case are named by number
