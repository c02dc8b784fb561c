# Pan: names, role, quick-entry flags, options and rule ids.

game-pan = Pan
pan-role = the winner

rule-pan-score-winner = the first to get rid of all his cards wins the deal: +1 to his tally
rule-pan-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-pan-match-winner = the most deals won wins the match; equal most play another deal
rule-pan-deal-format = a deal record has only the documented fields
rule-pan-deal-outcome = a deal names its winner (`--winner`) or its finishing order (`--order`), and the two agree
rule-pan-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-pan-winner-one = one winner a deal
rule-pan-order-permutation = a finishing order names every player once
rule-pan-penalty = the game keeps no points: a penalty is refused
rule-pan-option-unknown = only documented options
rule-pan-option-value = option values of the right type and range
rule-pan-snapshot = a match resumes only from a stored state of a Pan match with the same players
rule-pan-players-even = the 24 cards are dealt out equally, so the players are 2, 3, 4, 6 or 8
pan-snapshot = the stored state of this match is not the state of a Pan match with these players

new-example-pan = kozyr new pan --players Аня,Борис,Вера
deal-example-pan =
    kozyr deal --winner Аня  # Аня got rid of her cards first
    kozyr deal --order Аня,Вера,Борис  # the finishing order, first out first
