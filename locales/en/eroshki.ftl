# Eroshki: names, role, quick-entry flags, options and rule ids.

game-eroshki = Eroshki
game-eroshki-aliases = eroshka
eroshki-role = Eroshka

rule-eroshki-score-loser = players go out with three cards of one suit; the last left is Eroshka: +1 to his tally
rule-eroshki-score-forgiven = a loser who catches an open card («туман тебе на глаза») is forgiven: the loss is shown, not counted
rule-eroshki-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-eroshki-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-eroshki-deal-format = a deal record has only the documented fields
rule-eroshki-deal-outcome = a deal names its loser (`--loser`) or its finishing order (`--order`), and the two agree
rule-eroshki-deal-draw = this game has no draw: every deal has its outcome, and a field of another game (`--pogony`) is refused
rule-eroshki-loser-one = one loser a deal
rule-eroshki-order-permutation = a finishing order names every player once
rule-eroshki-forgiven-loser = only a loser can be forgiven
rule-eroshki-penalty = the game keeps no points: a penalty is refused
rule-eroshki-option-unknown = only documented options
rule-eroshki-option-value = option values of the right type and range
rule-eroshki-snapshot = a match resumes only from a stored state of a Eroshki match with the same players
eroshki-snapshot = the stored state of this match is not the state of a Eroshki match with these players

new-example-eroshki = kozyr new eroshki --players Аня,Борис,Вера
deal-example-eroshki =
    kozyr deal --loser Вера  # Вера is Eroshka
    kozyr deal --order Аня,Вера,Борис  # Аня went out first, Борис last
    kozyr deal --loser Вера --forgiven  # Вера caught an open card: forgiven
