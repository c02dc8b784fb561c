# Quartet: names, role, quick-entry flags, options and rule ids.

game-quartet = Quartet
game-quartet-aliases = quartets, happy families
quartet-role = first
quartet-unit = { $count ->
        [one] quartet
       *[other] quartets
    }

rule-quartet-score-count = each quartet (four cards of one rank) a player collects counts; the most quartets wins the deal
rule-quartet-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-quartet-match-winner = the highest total wins the match; equal highest play another deal
rule-quartet-deal-format = a deal record has only the documented fields
rule-quartet-deal-outcome = a deal gives every player's count
rule-quartet-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-quartet-count-sum = the counts are 0 or more and add up to 8 quartets
rule-quartet-penalty = the game keeps no points: a penalty is refused
rule-quartet-option-unknown = only documented options
rule-quartet-option-value = option values of the right type and range
rule-quartet-snapshot = a match resumes only from a stored state of a Quartet match with the same players
quartet-snapshot = the stored state of this match is not the state of a Quartet match with these players

flag-quartets = quartets each player collected, e.g. Аня=3,Борис=2,Вера=3 (8 in all)
new-example-quartet = kozyr new quartet --players Аня,Борис,Вера
deal-example-quartet =
    kozyr deal --quartets Аня=3,Борис=2,Вера=3  # each player's count
