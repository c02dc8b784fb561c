# Pairs: names, role, quick-entry flags, options and rule ids.

game-pairs = Pairs
game-pairs-aliases = memory, concentration
pairs-role = first
pairs-unit = { $count ->
        [one] pair
       *[other] pairs
    }

rule-pairs-score-count = each pair a player takes counts; the most pairs (cards) wins the deal
rule-pairs-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-pairs-match-winner = the highest total wins the match; equal highest play another deal
rule-pairs-deal-format = a deal record has only the documented fields
rule-pairs-deal-outcome = a deal gives every player's count
rule-pairs-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-pairs-count-sum = the counts are 0 or more and add up to 16 pairs
rule-pairs-penalty = the game keeps no points: a penalty is refused
rule-pairs-option-unknown = only documented options
rule-pairs-option-value = option values of the right type and range
rule-pairs-snapshot = a match resumes only from a stored state of a Pairs match with the same players
pairs-snapshot = the stored state of this match is not the state of a Pairs match with these players

flag-pairs = pairs each player took, e.g. Аня=7,Борис=5,Вера=4 (16 in all)
new-example-pairs = kozyr new pairs --players Аня,Борис,Вера
deal-example-pairs =
    kozyr deal --pairs Аня=7,Борис=5,Вера=4  # each player's count
