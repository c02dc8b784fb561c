# Akulina: names, role, quick-entry flags, options and rule ids.

game-akulina = Akulina
game-akulina-aliases = witch
akulina-role = the loser

rule-akulina-score-loser = Q♠ (Akulina) is never thrown out; the one left with two queens, Q♠ and another, loses: +1 to his tally
rule-akulina-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-akulina-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-akulina-deal-format = a deal record has only the documented fields
rule-akulina-deal-outcome = a deal names its loser (`--loser`) or its finishing order (`--order`), and the two agree
rule-akulina-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-akulina-loser-one = one loser a deal
rule-akulina-order-permutation = a finishing order names every player once
rule-akulina-penalty = the game keeps no points: a penalty is refused
rule-akulina-option-unknown = only documented options
rule-akulina-option-value = option values of the right type and range
rule-akulina-snapshot = a match resumes only from a stored state of a Akulina match with the same players
akulina-snapshot = the stored state of this match is not the state of a Akulina match with these players

new-example-akulina = kozyr new akulina --players Аня,Борис,Вера,Галя,Дима,Женя
deal-example-akulina =
    kozyr deal --loser Вера  # Вера is the loser
    kozyr deal --order Аня,Вера,Галя,Дима,Женя,Борис  # Аня went out first, Борис last
