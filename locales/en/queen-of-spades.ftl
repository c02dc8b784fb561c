# Queen of Spades: names, role, quick-entry flags, options and rule ids.

game-queen-of-spades = Queen of Spades
game-queen-of-spades-aliases = spade queen
queen-of-spades-role = the loser

rule-queen-of-spades-score-loser = the one left with Q♠ when the others have shed their cards loses: +1 to his tally
rule-queen-of-spades-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-queen-of-spades-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-queen-of-spades-deal-format = a deal record has only the documented fields
rule-queen-of-spades-deal-outcome = a deal names its loser (`--loser`) or its finishing order (`--order`), and the two agree
rule-queen-of-spades-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-queen-of-spades-loser-one = one loser a deal
rule-queen-of-spades-order-permutation = a finishing order names every player once
rule-queen-of-spades-penalty = the game keeps no points: a penalty is refused
rule-queen-of-spades-option-unknown = only documented options
rule-queen-of-spades-option-value = option values of the right type and range
rule-queen-of-spades-snapshot = a match resumes only from a stored state of a Queen of Spades match with the same players
queen-of-spades-snapshot = the stored state of this match is not the state of a Queen of Spades match with these players

new-example-queen-of-spades = kozyr new queen-of-spades --players Аня,Борис,Вера,Галя
deal-example-queen-of-spades =
    kozyr deal --loser Вера  # Вера is the loser
    kozyr deal --order Аня,Вера,Галя,Борис  # Аня went out first, Борис last
