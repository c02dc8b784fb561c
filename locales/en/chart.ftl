# kozyr chart: the score race, every player's running total per deal with the game's lines.

# The x axis: the deals counted.
chart-axis-deals = deals
# A match with no deal or penalty in force.
chart-empty = match { $match } has no deals to draw yet: record one with `kozyr deal`
# The lines the games draw across the race.
chart-line-thousand-barrel = barrel
chart-line-thousand-target = win
chart-line-belot-target = win
chart-line-mushka-goal = win
