# Opendaum: names, quick-entry flags, options and rule ids.

rule-opendaum-score-first-trick = round 1: the player who takes the trick writes 1
rule-opendaum-score-first-guess = round 1: everyone who guessed take / not take right writes 5
rule-opendaum-score-exact = from round 2: an exact bid writes 5 × tricks + 5
rule-opendaum-score-missed = from round 2: a missed bid writes 1 per trick taken
rule-opendaum-match-rounds = the match ends after the last round (the whole pack, or the agreed rounds)
rule-opendaum-match-winner = the highest total wins; equal highest totals share the win
rule-opendaum-penalty = a penalty the table agrees is written as points
rule-opendaum-bid-range = a bid is 0 to the cards dealt (round 1: take 1 or not take 0)
rule-opendaum-bid-missing = every player says how many tricks he will take
rule-opendaum-bid-twice = each player bids once
rule-opendaum-deal-format = a round's record has only the documented fields
rule-opendaum-deal-dealer = the deal passes to the left each round
rule-opendaum-deal-trump = a turned card shows trump; the round that deals the whole pack has none to turn
rule-opendaum-deal-won = the tricks won are given, or every trick
rule-opendaum-won-range = a player's tricks are 0 to the round's tricks
rule-opendaum-won-sum = tricks won add up to the cards each player was dealt
rule-opendaum-entry-disagree = tricks won given beside the record agree with it
rule-opendaum-penalty-points = a penalty gives its points
rule-opendaum-play-format = a play record has only tricks
rule-opendaum-play-follow-suit = follow the led suit if able
rule-opendaum-play-trump = a player who cannot follow suit trumps if he can
rule-opendaum-play-trick-size = each trick has one card from each player
rule-opendaum-play-card-count = a round is as many tricks as cards dealt to each player
rule-opendaum-play-duplicate-card = each card is played once
rule-opendaum-play-not-in-deck = only the pack's cards are played (no sixes with 2 or 5 players…)
rule-opendaum-play-out-of-turn = players play in turn from the trick's leader
rule-opendaum-option-unknown = only documented options
rule-opendaum-option-value = option values of the right type and range
flag-opendaum-trump = the trump suit, or the card that shows it: hearts, ♥, 7H (none: no trump)
flag-opendaum-guesses = Opendaum: tricks each player said he would take, e.g. Аня=1,Борис=0 (round 1: 1 take, 0 not)
option-opendaum-rounds = pack: until the round that deals the whole pack; players: as many rounds as players; or a number
option-opendaum-last_trump = the round that deals the whole pack: none (no trump) or dealer (his last card shows trump)
option-opendaum-sevens = the two sevens taken out with five players (with the sixes)
game-opendaum = Opendaum
