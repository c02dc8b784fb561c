# The trick-and-penalty family's shared machinery (King, Black Mary, Chervy, Slobberhannes, Jacks,
# Mushka, Pamfil, Opendaum, Catch the Ten): penalty tables, quick-entry checks, the referee's
# hearts and discard rules, the sheet's summaries and the end of a match.
#
# Selectors: $group is hearts, jacks, queens, tricks or cards (what an item counts); $pos is
# first, second-last or last (the trick at a scoring position).

## Penalty tables: what an explanation line says.

# "Борис: 3 hearts × +1 = +3"
family-step = { $player }: { $item }
family-item-count = { $count } × { $points } = { $total }
family-item-card = { $card } { $points }
family-item-trick = { $pos ->
    [first] the first trick
    [second-last] the last trick but one
   *[last] the last trick
} { $points }
family-pos = { $pos ->
    [first] the first trick
    [second-last] the last trick but one
   *[last] the last trick
}
family-card = { $card }
# A card as the table typed it, with the card in symbols: ДП (Q♠).
family-card-typed = { $typed } ({ $card })
family-count = { $group ->
    [hearts] { $n ->
        [one] { $n } heart
       *[other] { $n } hearts
    }
    [jacks] { $n ->
        [one] { $n } jack
       *[other] { $n } jacks
    }
    [queens] { $n ->
        [one] { $n } queen
       *[other] { $n } queens
    }
    [tricks] { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    }
   *[other] { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
}
# A count as quick entry reads it (`--took Вера=5 hearts`).
family-count-example = { $group ->
    [hearts] 5 hearts
    [jacks] 2 jacks
    [queens] 2 queens
    [tricks] 5 tricks
   *[other] 5 cards
}
family-any = { $group ->
    [hearts] any of the hearts
    [jacks] any of the jacks
    [queens] any of the queens
    [tricks] any of the tricks
   *[other] any of the cards
}
family-player-count = { $player } { $count }
family-field = { $field }

## Who deals, leads and plays.

family-not-playing = { $player } is not playing this deal (passed), so took nothing
family-dealer-turn = { $player } cannot deal: the deal passes to the left and it is { $turn }'s turn
family-leader-turn = { $player } cannot lead the first trick: the lead passes to the left each deal and it is { $turn }'s turn
family-trump-required = name the trump suit: { $field } hearts (♥, H, черви…)
family-trump-not-suit = "{ $text }" is not a suit: clubs, diamonds, hearts, spades (♣ ♦ ♥ ♠, C D H S, трефы…)
family-trump-always = a { $game } deal always has a trump: { $field } hearts (♥, H, черви…)
family-trump-always-dealer = a { $game } deal always has a trump, the suit of the dealer's last card: { $field } hearts (♥, H, черви…)
family-trump-not-held = { $name } is named trump, the suit of the dealer's last card, but the tricks show that { $dealer } (the dealer) held no { $suit }; name the suit of his last card

## The referee's own obligations.

family-as-lead = as the lead
family-hearts-lead-required = hearts may not be led while the leader holds a card of another suit
family-on-lead-void = on a { $led } lead with no { $led }
family-must-discard-required = { $card } must be discarded at the first trick its holder cannot follow suit

## The deal record.

family-no-teams = { $game } is played every player for himself; no teams
family-not-a-field = `{ $key }` is not a field of a { $id } deal; its fields are { $fields } (see `kozyr rules { $id }`)
family-deal-object = a { $game } deal is a JSON object
family-field-takes = { $field } takes { $want }
family-takes-name = a name
family-takes-won = player → tricks, e.g. {"{"}"Аня": 3{"}"}
family-takes-took = player → cards, e.g. {"{"}"Борис": ["QS", "3H"]{"}"}
family-takes-cards = a list of cards per player
family-takes-two-names = two names
family-takes-names = a name or a list of names

## Quick entry: every count checked.

family-won-range = { $player } won { $won ->
    [one] { $won } trick
   *[other] { $won } tricks
}; a deal has { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}
family-won-sum = the tricks won add up to { $sum } ({ $list }); a deal has { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}
family-won-needed = give the tricks each player won: { $won } Аня=3,Борис=5 (or every trick with { $play })
family-took-not-a-card = "{ $item }" taken by { $player } is neither a card nor a count such as "{ $example }"
family-took-not-a-card-no-group = "{ $item }" taken by { $player } is not a card (this deal counts no group)
family-took-not-in-deck = { $player } took { $card }, which is not in this deal's deck; name only the cards that score: { $cards }
family-took-scores-nothing = { $player } took { $card }, which scores nothing in this deal; name only the cards that score: { $cards }
family-took-listed-twice = { $card } is listed twice for { $player }; each card is taken once
family-took-claimed-twice = { $card } is claimed by both { $other } and { $player }; each card is taken by one player
family-last-two-names = { $field } names who took the last trick but one and the last: two names, not { $count }
family-last-disagree = the last trick is given to { $last } and, in the last two, to { $two }
family-trick-taker-needed = name who took { $pos ->
    [first] the first trick
    [second-last] the last trick but one
   *[last] the last trick
}: { $field } { $pos ->
    [second-last] NAME,NAME
   *[other] NAME
} (or give every trick)
family-card-not-taken = { $card } was taken by somebody; name who: { $field } NAME={ $card }
family-card-counted = { $card } is counted { $count } times; it was taken by one player
family-group-sum = the { $all } were all taken, but { $sum } are accounted for ({ $list })
family-took-impossible = { $player } took { $taken } scoring cards in { $won ->
    [one] { $won } trick
   *[other] { $won } tricks
}; a trick holds { $size } cards
family-positions-impossible = { $player } is named as taking { $count } of the scoring tricks but won { $won }

## Full entry: the play record.

family-play-keys = a play record has `tricks` only, not `{ $key }`
family-play-invalid = not a play record: { $detail }
family-play-kind = a play record is text or {"{"}"tricks": [...]{"}"}
family-play-not-playing = { $player } is not playing this deal and cannot play { $card }
family-renege-hint = { $text }. If the table caught this renege, record it: { $field } { $player } ({ $hint })
family-renege-not-in-record = { $player } is recorded for { $named } renege(s) but the tricks show { $shown } ({ $detail })
family-renege-always-followed = he always followed suit
family-renege-tricks = { $count ->
    [one] trick
   *[other] tricks
} { $tricks }
family-disagree = { $what }; quick entry and the tricks must agree
family-disagree-won = the tricks won are given as { $given } but the record shows { $shown }
family-disagree-card = { $card } is given as taken by { $player } but the record shows otherwise
family-disagree-count = { $player } is given { $given } but the record shows { $shown }
family-disagree-pos = { $pos ->
    [first] the first trick
    [second-last] the last trick but one
   *[last] the last trick
} is given to { $given } but the record shows { $shown }

## Reneges, the sheet and the end of the match.

family-renege-replay = a renege means the deal is dealt again and its cards score nothing; record only the renege ({ $renege } { $player }), without { $took }, { $won }
family-renege-replay-positions = a renege means the deal is dealt again and its cards score nothing; record only the renege ({ $renege } { $player }), without { $took }, { $won }, { $first } or { $last }
family-renege-replayed = { $player }: renege { $points }; the deal is dealt again
family-renege-step = { $player }: renege { $points }
family-reneges-step = { $player }: { $count } reneges × { $points } = { $total }
family-summary = { $dealer } deals
family-summary-trump = { $dealer } deals, { $trump } trumps
family-summary-leads = { $dealer } deals, { $leader } leads
family-summary-trump-leads = { $dealer } deals, { $trump } trumps, { $leader } leads
family-summary-renege = renege — { $dealer } deals again
family-next = deal { $deal }: { $dealer } deals, { $leader } leads
family-next-again = deal { $deal }: { $dealer } deals again, { $leader } leads
family-match-over = the match is over
family-match-winner = { $player } wins with { $total }

## Options.

family-option-unknown = unknown option `{ $key }`; { $game }'s options are { $options } (see `kozyr rules { $game } options`)
family-option-name = { $name }
family-option-value = bad option value: { $name } = { $value }: expected { $want }
family-option-int = a whole number from { $min } to { $max }
family-option-bool = true or false
family-option-one-of = one of { $values }

## Penalties the table writes (`kozyr penalty`).

family-penalty-points = a penalty gives its points: --points -10
family-penalty-points-known = a penalty gives its points (--points N), unless its reason is one of { $known }
family-penalty-known = { $reason } ({ $points })
family-penalty-sign = { $reason } is priced by the book at { $book }; { $points } has the wrong sign
family-penalty-line = { $player }: { $reason } { $points }
family-penalty-summary = penalty: { $reason }
# A reason the game prices, in the reader's words; any other reason as the table typed it.
family-reason = { $reason ->
    [renege] renege
   *[other] { $reason }
}
