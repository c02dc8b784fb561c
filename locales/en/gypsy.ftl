# Gypsy: names, role, quick-entry flags, options and rule ids.

game-gypsy = Gypsy
game-gypsy-aliases = gipsy
gypsy-role = the loser

rule-gypsy-score-loser = the one left with cards loses: +1 to his tally
rule-gypsy-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-gypsy-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-gypsy-deal-format = a deal record has only the documented fields
rule-gypsy-deal-outcome = a deal names its loser (`--loser`) or its finishing order (`--order`), and the two agree
rule-gypsy-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-gypsy-loser-one = one loser a deal
rule-gypsy-order-permutation = a finishing order names every player once
rule-gypsy-penalty = the game keeps no points: a penalty is refused
rule-gypsy-option-unknown = only documented options
rule-gypsy-option-value = option values of the right type and range
rule-gypsy-snapshot = a match resumes only from a stored state of a Gypsy match with the same players
gypsy-snapshot = the stored state of this match is not the state of a Gypsy match with these players

new-example-gypsy = kozyr new gypsy --players Аня,Борис,Вера
deal-example-gypsy =
    kozyr deal --loser Вера  # Вера is the loser
    kozyr deal --order Аня,Вера,Борис  # Аня went out first, Борис last
