# The games that only name a loser or a winner (Durak, Donkey, Black Peter, …): what the shared
# machinery says. Each game adds its role (`<game>-role`) and, counting games, its unit.

flag-loser = who lost the deal, e.g. Вера (one player)
flag-winner = who won the deal, e.g. Аня (one player)
flag-order = the finishing order, first out first, every player once, e.g. Аня,Борис,Вера
flag-draw = nobody lost: the last cards went at once (Durak)
flag-pogony = the loser's «погоны» (shoulder straps): the rank of the last attack's two cards, e.g. 6, or the cards, e.g. 6S,6C (Durak)
flag-forgiven = the loser was forgiven: he caught an open card (Eroshki)

outcome-player = { $player }
outcome-names = `{ $field }` names players: a name, names separated by commas, or a list of names
outcome-switch = `{ $field }` is true or false
outcome-not-here = `{ $field }` is not recorded in { $game }
outcome-one = one { $role } a deal: `{ $field }` names { $players }
outcome-order-twice = the finishing order names { $player } twice; it names every player once
outcome-order-missing = the finishing order leaves out { $player }; it names all { $count } players once each
outcome-order-disagree = `{ $field }` names { $player } but the finishing order says { $order }
outcome-missing = name the deal's outcome: `{ $field }`, or the finishing order (`{ $order }`)
outcome-missing-or-draw = name the deal's outcome: `{ $field }`, the finishing order (`{ $order }`), or `{ $draw }` if nobody lost
outcome-draw-and-loser = `{ $field }` is a deal nobody lost: it names no loser and no order
outcome-forgiven-loser = only a loser can be forgiven: name him (`{ $field }`)
outcome-counts-missing = give each player's count (`{ $field }`): { $total } { $unit } in all
outcome-counts-format = `{ $field }` gives each player's count, e.g. Аня=3,Борис=5
outcome-even = { $game } deals its { $cards } cards out equally: { $players } players cannot share them; play with { $can }
outcome-count-twice = { $field } names { $player } twice, as «{ $before }» and as «{ $name }»; give each player's count once
outcome-count-range = { $player }'s count is a whole number from 0 to { $total }
outcome-count-sum = the counts add up to { $sum }; a deal has { $total } { $unit }
outcome-pogony-format = `{ $field }` is a rank (6) or two cards (6S,6C)
outcome-pogony-loser = only the loser wears «погоны»: `{ $field }` needs a deal somebody lost
outcome-pogony-rank = the pack has no { $rank }s: «погоны» are two cards of one rank of the { $count } cards ({ $ranks })
outcome-pogony-not-in-deck = { $card } is not in the pack of { $count } cards ({ $ranks })
outcome-pogony-two = «погоны» are two cards, not { $count } ({ $cards })
outcome-pogony-pair = «погоны» are two different cards of one rank, not { $cards }
outcome-pogony-shown-rank = two { $rank }s
outcome-pogony-shown-cards = { $cards }
outcome-no-penalty = { $game } keeps no points: a penalty has nothing to change (record the deal's loser or winner)

outcome-summary-loser = { $player } — { $role }
outcome-summary-pogony = { $player } — { $role } with «погоны» ({ $pogony })
outcome-summary-forgiven = { $player } — { $role }, forgiven
outcome-summary-draw = draw: nobody left with cards
outcome-summary-winner = { $player } won
outcome-summary-count = most: { $players } ({ $count } { $unit })
outcome-step-loser = { $player } is { $role }: +1 to his tally
outcome-step-pogony = { $player } wears «погоны»: { $pogony }
outcome-step-forgiven = { $player } is { $role } but caught an open card: forgiven, not counted
outcome-step-draw = nobody lost: nothing is counted
outcome-step-winner = { $player } won: +1 to his tally
outcome-step-count = { $player }: { $count } { $unit }
outcome-order = finishing order: { $players }
outcome-most = most often { $role }: { $players } ({ $count ->
        [one] once
       *[other] { $count } times
    })
outcome-stat = { $player }: { $role } { $count } of { $deals ->
        [one] 1 deal
       *[other] { $deals } deals
    }, longest run { $run }
outcome-stat-count = { $player }: { $total } { $unit }, most in { $count } of { $deals ->
        [one] 1 deal
       *[other] { $deals } deals
    }, longest run { $run }
outcome-stat-pogony = { $player }: with «погоны» { $count ->
        [one] once
       *[other] { $count } times
    }
outcome-stat-forgiven = { $player }: forgiven { $count ->
        [one] once
       *[other] { $count } times
    }
outcome-stat-first = { $player }: out first { $count ->
        [one] once
       *[other] { $count } times
    }
outcome-stat-draws = draws: { $count }
outcome-next = deal { $deal }
outcome-next-loser-deals = deal { $deal }: { $player } deals ({ $role } of the last deal)
outcome-next-first = deal { $deal }: { $player } deals (the players are listed from the dealer drawn by lot)
outcome-next-dealer = deal { $deal }: { $player } deals
outcome-next-again = deal { $deal }: { $player } deals again (nobody lost the last deal)
outcome-next-left = deal { $deal }: { $player } deals (the deal passes to the left)
outcome-next-lead = { $next }; { $lead }
outcome-lead-under = { $player } leads «из-под дурака», from under the fool ({ $fool })
outcome-lead-trump = the lowest trump leads
outcome-lead-dealer = the dealer leads
outcome-lead-left = { $player }, on the dealer's left, leads
