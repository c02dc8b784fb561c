# Believe — Don't Believe: names, role, quick-entry flags, options and rule ids.

game-believe = Believe — Don't Believe
game-believe-aliases = i doubt it, bluff
believe-role = the loser

rule-believe-score-loser = the one left with cards when everyone else is out loses: +1 to his tally
rule-believe-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-believe-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-believe-deal-format = a deal record has only the documented fields
rule-believe-deal-outcome = a deal names its loser (`--loser`) or its finishing order (`--order`), and the two agree
rule-believe-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-believe-loser-one = one loser a deal
rule-believe-order-permutation = a finishing order names every player once
rule-believe-penalty = the game keeps no points: a penalty is refused
rule-believe-option-unknown = only documented options
rule-believe-option-value = option values of the right type and range
rule-believe-snapshot = a match resumes only from a stored state of a Believe — Don't Believe match with the same players
believe-snapshot = the stored state of this match is not the state of a Believe — Don't Believe match with these players

option-believe-deck = the pack: 36 or 52 cards, as the table agrees (the book allows either)
new-example-believe = kozyr new believe --players Аня,Борис,Вера
deal-example-believe =
    kozyr deal --loser Вера  # Вера is the loser
    kozyr deal --order Аня,Вера,Борис  # Аня went out first, Борис last
