# Black Peter: names, role, quick-entry flags, options and rule ids.

game-black-peter = Black Peter
game-black-peter-aliases = old maid, schwarzer peter
black-peter-role = Black Peter

rule-black-peter-score-loser = pairs are thrown out but A♠ never pairs; the one left holding it loses: +1 to his tally
rule-black-peter-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-black-peter-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-black-peter-deal-format = a deal record has only the documented fields
rule-black-peter-deal-outcome = a deal names its loser (`--loser`) or its finishing order (`--order`), and the two agree
rule-black-peter-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-black-peter-loser-one = one loser a deal
rule-black-peter-order-permutation = a finishing order names every player once
rule-black-peter-penalty = the game keeps no points: a penalty is refused
rule-black-peter-option-unknown = only documented options
rule-black-peter-option-value = option values of the right type and range
rule-black-peter-snapshot = a match resumes only from a stored state of a Black Peter match with the same players
black-peter-snapshot = the stored state of this match is not the state of a Black Peter match with these players

new-example-black-peter = kozyr new black-peter --players Аня,Борис,Вера
deal-example-black-peter =
    kozyr deal --loser Вера  # Вера is Black Peter
    kozyr deal --order Аня,Вера,Борис  # Аня went out first, Борис last
