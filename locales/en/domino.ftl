# Domino: names, role, quick-entry flags, options and rule ids.

game-domino = Domino
game-domino-aliases = card domino
domino-role = the winner

rule-domino-score-winner = the first to get rid of all his cards wins the deal: +1 to his tally
rule-domino-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-domino-match-winner = the most deals won wins the match; equal most play another deal
rule-domino-deal-format = a deal record has only the documented fields
rule-domino-deal-outcome = a deal names its winner (`--winner`) or its finishing order (`--order`), and the two agree
rule-domino-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-domino-winner-one = one winner a deal
rule-domino-order-permutation = a finishing order names every player once
rule-domino-penalty = the game keeps no points: a penalty is refused
rule-domino-option-unknown = only documented options
rule-domino-option-value = option values of the right type and range
rule-domino-snapshot = a match resumes only from a stored state of a Domino match with the same players
domino-snapshot = the stored state of this match is not the state of a Domino match with these players

new-example-domino = kozyr new domino --players Аня,Борис,Вера
deal-example-domino =
    kozyr deal --winner Аня  # Аня got rid of her cards first
    kozyr deal --order Аня,Вера,Борис  # the finishing order, first out first
