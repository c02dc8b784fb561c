# Durak: names, role, quick-entry flags, options and rule ids.

game-durak = Durak
game-durak-aliases = fool, throw-in durak, transfer durak
durak-role = the fool

rule-durak-score-loser = the one left with cards when the pack is gone is «дурак» (the fool): +1 to his tally
rule-durak-score-draw = nobody left with cards (the last cards went at once): a draw, nobody is counted
rule-durak-score-pogony = when the last attack on the loser was two cards of one rank (the book: two sixes) he is «дурак с погонами»; the sheet shows them and counts them
rule-durak-match-deals = the match ends after the agreed number of deals (option deals; 0: an open evening)
rule-durak-match-winner = the fewest losses wins the match; equal fewest play another deal
rule-durak-deal-format = a deal record has only the documented fields
rule-durak-deal-outcome = a deal names its loser (`--loser`) or its finishing order (`--order`), and the two agree
rule-durak-loser-one = one loser a deal
rule-durak-order-permutation = a finishing order names every player once
rule-durak-pogony-rank = «погоны» are of a rank of the 36-card pack (six to ace)
rule-durak-pogony-cards = «погоны» are two different cards of one rank
rule-durak-pogony-loser = only a loser wears «погоны»: not on a draw
rule-durak-penalty = the game keeps no points: a penalty is refused
rule-durak-option-unknown = only documented options
rule-durak-option-value = option values of the right type and range
rule-durak-snapshot = a match resumes only from a stored state of a Durak match with the same players
durak-snapshot = the stored state of this match is not the state of a Durak match with these players

option-durak-variant = throw-in (подкидной) or transfer (переводной): kept with the match; kozyr records the loser either way
new-example-durak = kozyr new durak --players Аня,Борис,Вера --option variant=transfer
deal-example-durak =
    kozyr deal --loser Вера  # Вера is the fool
    kozyr deal --order Аня,Вера,Борис  # Аня went out first, Борис last
    kozyr deal --loser Борис --pogony 6  # Борис is the fool with «погоны»: two sixes
    kozyr deal --draw  # nobody was left with cards
