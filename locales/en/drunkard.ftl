# Drunkard: names, role, quick-entry flags, options and rule ids.

game-drunkard = Drunkard
game-drunkard-aliases = war, beggar my neighbour
drunkard-role = the loser
flag-drunkard-order = the deal's standing: the winner first, the player left without cards last (he lost), e.g. Аня,Борис

rule-drunkard-score-loser = the player left without cards loses: +1 to his tally
rule-drunkard-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-drunkard-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-drunkard-deal-format = a deal record has only the documented fields
rule-drunkard-deal-outcome = a deal names its loser (`--loser`) or its standing (`--order`: the winner first, the player left without cards last), and the two agree
rule-drunkard-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-drunkard-loser-one = one loser a deal
rule-drunkard-order-permutation = a standing names both players once
rule-drunkard-penalty = the game keeps no points: a penalty is refused
rule-drunkard-option-unknown = only documented options
rule-drunkard-option-value = option values of the right type and range
rule-drunkard-snapshot = a match resumes only from a stored state of a Drunkard match with the same players
drunkard-snapshot = the stored state of this match is not the state of a Drunkard match with these players

new-example-drunkard = kozyr new drunkard --players Аня,Борис
deal-example-drunkard =
    kozyr deal --loser Борис  # Борис is the loser
    kozyr deal --order Аня,Борис  # the same: Аня won, Борис was left without cards
