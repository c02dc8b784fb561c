# Madam–Monsieur: names, role, quick-entry flags, options and rule ids.

game-madam-monsieur = Madam–Monsieur
game-madam-monsieur-aliases = madame monsieur
madam-monsieur-role = the winner

rule-madam-monsieur-score-winner = the first to get rid of all his cards wins the deal: +1 to his tally
rule-madam-monsieur-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-madam-monsieur-match-winner = the most deals won wins the match; equal most play another deal
rule-madam-monsieur-deal-format = a deal record has only the documented fields
rule-madam-monsieur-deal-outcome = a deal names its winner (`--winner`) or its finishing order (`--order`), and the two agree
rule-madam-monsieur-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-madam-monsieur-winner-one = one winner a deal
rule-madam-monsieur-order-permutation = a finishing order names every player once
rule-madam-monsieur-penalty = the game keeps no points: a penalty is refused
rule-madam-monsieur-option-unknown = only documented options
rule-madam-monsieur-option-value = option values of the right type and range
rule-madam-monsieur-snapshot = a match resumes only from a stored state of a Madam–Monsieur match with the same players
madam-monsieur-snapshot = the stored state of this match is not the state of a Madam–Monsieur match with these players

option-madam-monsieur-deck = the pack: 36 or 52 cards, as the table agrees (the book allows either)
new-example-madam-monsieur = kozyr new madam-monsieur --players Аня,Борис,Вера
deal-example-madam-monsieur =
    kozyr deal --winner Аня  # Аня got rid of her cards first
    kozyr deal --order Аня,Вера,Борис  # the finishing order, first out first
