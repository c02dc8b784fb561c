# kozyr stats: every player's matches, wins, places and the figures of his games.

stats-title = Player statistics over { $matches ->
        [one] { $matches } match
       *[other] { $matches } matches
    }
stats-empty = No matches match. `kozyr history` lists the matches; `kozyr stats` without flags counts them all.
stats-col-player = player
stats-col-matches = matches
stats-col-won = won
stats-col-rate = win rate
stats-col-place = avg place
stats-col-streak = best streak
stats-col-deals = deals
stats-col-average = avg deal
stats-col-best = best deal
# King: the kinds of deal a player wrote the most and the least in.
stats-king-kinds = best kind { $best }, worst kind { $worst }
stats-matchpoints = average matchpoints { $percent }%
stats-vs-title = { $first } against { $second }
stats-vs-matches = matches together: { $matches }, finished: { $finished }
stats-vs-wins = wins: { $first } { $a }, { $second } { $b }
stats-vs-ahead = finished ahead of the other: { $first } { $a }, { $second } { $b }
stats-vs-place = average place: { $first } { $a }, { $second } { $b }
stats-svg-title = Wins over { $matches ->
        [one] { $matches } match
       *[other] { $matches } matches
    }
stats-svg-axis = matches won
stats-svg-vs-title = { $first } against { $second }: wins in { $matches ->
        [one] { $matches } finished match
       *[other] { $matches } finished matches
    } together
stats-svg-written = Wrote the chart of wins to { $path }.

## Refusals

stats-vs-format = --vs takes two players' names with a comma between them, e.g. --vs Аня,Борис; not “{ $value }”
stats-vs-same = --vs names one player twice (“{ $first }” and “{ $second }”): name two different players

## The figures, by figure id (docs/stats.md)

figure-thousand-contract-made = contracts made
figure-thousand-contract-failed = contracts failed
figure-thousand-barrel-climbed = barrels climbed
figure-thousand-barrel-fallen = barrel falls
figure-thousand-bolt = bolts
figure-belot-contract-played = contracts played
figure-belot-contract-made = contracts made
figure-belot-contract-hanging = contracts hanging
figure-belot-valat = valats
figure-belot-contra-played = contras said
figure-belot-contra-won = contras won
figure-belot3-contract-played = contracts played
figure-belot3-contract-made = contracts made
figure-belot3-contract-hanging = contracts hanging
figure-belot3-valat = valats
figure-king-kind-no-tricks = no tricks
figure-king-kind-no-boys = no boys
figure-king-kind-no-girls = no girls
figure-king-kind-no-hearts = no hearts
figure-king-kind-no-last-two = no last two
figure-king-kind-no-king = no king of hearts
figure-king-kind-eralash = eralash
figure-king-kind-positive = positive deals
figure-bridge-contract-played = contracts declared
figure-bridge-contract-made = contracts made
figure-bridge-matchpoints-sessions = matchpoint sessions
figure-bridge-matchpoints-percent = matchpoint percentages added up
figure-outcome-loser = times the loser
