# The hand-count games (Rummy, Kitty, Nine): what they share when someone goes out and the others count.

flag-handcount-out = who went out (got rid of every card), e.g. --out Аня
flag-handcount-left = the cards a player was left holding, repeatable: --left Борис=KS,QH,5D
flag-handcount-points = the points a player was left holding, when the cards are not named: --points Вера=17

handcount-takes-name = { $field } takes a player's name
handcount-takes-players = { $field } takes player → value, e.g. {"{"}"Борис": …{"}"}
handcount-named-twice = { $player } is named twice in { $field }
handcount-takes-cards = { $field } takes a list of cards, e.g. ["KS", "QH", "5D"]
handcount-takes-points = { $field } takes a whole number for each player
handcount-takes-switch = { $field } takes true or false
handcount-out-missing = who went out is missing: name the player with { $field }
handcount-out-holds = { $player } went out and holds no card; { $field } names only the others
handcount-left-not-card = a card left with { $player }: { $error }
handcount-left-not-in-pack = { $card } left with { $player } is not in the { $cards }-card pack
handcount-left-ace = { $card } left with { $player }: this pack has no aces
handcount-left-twice = { $card } is named twice for { $player }; each card is left once
handcount-left-both = { $card } is named for both { $other } and { $player }; each card is left with one player
handcount-left-count = { $player } is given { $count ->
    [one] { $count } card
   *[other] { $count } cards
} left; a player who did not go out holds 1 to { $most }
handcount-left-total = the losers are given { $count } cards left in all; together they can hold { $most } at most
handcount-points-disagree = { $player } is given { $points } points but the cards left, { $cards }, count { $sum }
handcount-points-range = { $player } is given { $points } points left, which no hand of 1 to { $most ->
    [one] { $most } card
   *[other] { $most } cards
} of the pack can count (from { $low } to { $high }, and only the sums its cards make)
handcount-left-missing = what { $player } was left holding is missing: name the cards with { $left } or give the points with { $points }
handcount-step-cards = { $player } holds { $cards }: { $points }
handcount-step-points = { $player } holds { $points } in cards
handcount-step-pays = { $player } pays { $winner } { $paid }
handcount-step-pays-double = { $player } pays { $winner } { $points } × 2 = { $paid } (рамми: out in one go)
handcount-step-collects = { $winner } went out and collects { $points }
handcount-step-out-clean = { $winner } went out: nothing left to count
handcount-summary = { $dealer } deals, { $winner } out
handcount-summary-one-go = { $dealer } deals, { $winner } out in one go
