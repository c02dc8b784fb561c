# Donkey: names, role, quick-entry flags, options and rule ids.

game-donkey = Donkey
game-donkey-aliases = ass
donkey-role = the donkey

rule-donkey-score-loser = the last to raise his thumb after someone collected four of a kind is the donkey: +1 to his tally
rule-donkey-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-donkey-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-donkey-deal-format = a deal record has only the documented fields
rule-donkey-deal-outcome = a deal names its loser (`--loser`) or its finishing order (`--order`), and the two agree
rule-donkey-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`, `--forgiven`) is refused
rule-donkey-loser-one = one loser a deal
rule-donkey-order-permutation = a finishing order names every player once
rule-donkey-penalty = the game keeps no points: a penalty is refused
rule-donkey-option-unknown = only documented options
rule-donkey-option-value = option values of the right type and range
rule-donkey-snapshot = a match resumes only from a stored state of a Donkey match with the same players
donkey-snapshot = the stored state of this match is not the state of a Donkey match with these players

option-donkey-deck = the pack: 36 or 52 cards, as the table agrees (the book allows either)
new-example-donkey = kozyr new donkey --players Аня,Борис,Вера
deal-example-donkey =
    kozyr deal --loser Вера  # Вера is the donkey
    kozyr deal --order Аня,Вера,Борис  # Аня went out first, Борис last
