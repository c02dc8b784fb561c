# Fofany: names, role, quick-entry flags, options and rule ids.

game-fofany = Fofany
game-fofany-aliases = fofan
fofany-role = the loser

rule-fofany-score-loser = the one left with the card that pairs the hidden fofan loses: +1 to his tally
rule-fofany-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-fofany-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-fofany-deal-format = a deal record has only the documented fields
rule-fofany-deal-outcome = a deal names its loser (`--loser`) or its finishing order (`--order`), and the two agree
rule-fofany-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-fofany-loser-one = one loser a deal
rule-fofany-order-permutation = a finishing order names every player once
rule-fofany-penalty = the game keeps no points: a penalty is refused
rule-fofany-option-unknown = only documented options
rule-fofany-option-value = option values of the right type and range
rule-fofany-snapshot = a match resumes only from a stored state of a Fofany match with the same players
fofany-snapshot = the stored state of this match is not the state of a Fofany match with these players

new-example-fofany = kozyr new fofany --players Аня,Борис,Вера,Галя
deal-example-fofany =
    kozyr deal --loser Вера  # Вера is the loser
    kozyr deal --order Аня,Вера,Галя,Борис  # Аня went out first, Борис last
