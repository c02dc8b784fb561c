# Crazy Eights: names, role, quick-entry flags, options and rule ids.

game-crazy-eights = Crazy Eights
game-crazy-eights-aliases = eights
crazy-eights-role = the winner

rule-crazy-eights-score-winner = the first to get rid of all his cards wins the deal: +1 to his tally
rule-crazy-eights-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-crazy-eights-match-winner = the most deals won wins the match; equal most play another deal
rule-crazy-eights-deal-format = a deal record has only the documented fields
rule-crazy-eights-deal-outcome = a deal names its winner (`--winner`) or its finishing order (`--order`), and the two agree
rule-crazy-eights-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-crazy-eights-winner-one = one winner a deal
rule-crazy-eights-order-permutation = a finishing order names every player once
rule-crazy-eights-penalty = the game keeps no points: a penalty is refused
rule-crazy-eights-option-unknown = only documented options
rule-crazy-eights-option-value = option values of the right type and range
rule-crazy-eights-snapshot = a match resumes only from a stored state of a Crazy Eights match with the same players
crazy-eights-snapshot = the stored state of this match is not the state of a Crazy Eights match with these players

option-crazy-eights-packs = one or two packs of 52 cards (the book allows either)
new-example-crazy-eights = kozyr new crazy-eights --players Аня,Борис,Вера
deal-example-crazy-eights =
    kozyr deal --winner Аня  # Аня got rid of her cards first
    kozyr deal --order Аня,Вера,Борис  # the finishing order, first out first
